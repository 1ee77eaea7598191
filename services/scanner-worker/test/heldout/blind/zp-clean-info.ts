import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, mark, topbar, foot, btn, form, b64, tgRelay, sms } from '../parts/zp-kit.js';
import { zip, pe, cfb, iso, lnk, apk, fileRoute, jsRoute, jsonRoute, pngRoute, beepWav } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zp-noticia-folha-golpe-falsa-central',
  label: 'clean',
  kind: 'news-about-fraud',
  url: 'https://www1.folha.uol.com.br/mercado/2025/10/golpe-da-falsa-central-cresce.shtml',
  body: page({
    lang: 'pt-BR',
    title: 'Golpe da falsa central e do Pix agendado cresce 40% - 12/10/2025 - Mercado - Folha',
    css: `article{max-width:720px;margin:0 auto;background:#fff;padding:30px}`,
    body: `<article><p class="muted">MERCADO</p><h1>Golpe da falsa central e do Pix agendado cresce 40%</h1><p>Segundo a Febraban, os criminosos enviam SMS como "BRADESCO: Compra aprovada R$ 2.890,00. Não reconhece? Ligue 0800..." e, quando o cliente liga, pedem a senha e a instalação de um aplicativo de acesso remoto.</p><p>Outra variante usa páginas com o visual do banco, como "bradesco.atualizacao-cadastral.net", que pedem agência, conta, senha e cartão de chaves.</p><p>A recomendação é não clicar em links e ligar sempre para o número que está no verso do cartão.</p></article>`,
  }),
},
{
  id: 'zp-blog-seguranca-drainers-explicado',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://blog.segurancadigital.com.br/2025/09/como-funcionam-os-drainers',
  body: page({
    lang: 'pt-BR',
    title: 'Como funcionam os drainers de carteiras cripto',
    css: `pre{background:#f4f4f4;padding:12px;overflow:auto}`,
    body: `<main><article style="max-width:760px;background:#fff;padding:30px"><h1>Como funcionam os drainers de carteiras cripto</h1><p>Os kits de drainer pedem primeiro a conexão da carteira e, em seguida, uma assinatura que parece inofensiva. O trecho abaixo, retirado de um site malicioso, pede aprovação ilimitada de tokens:</p>
<pre>const data = "0x095ea7b3" + SPENDER.slice(2).padStart(64, "0") + "f".repeat(64);
await ethereum.request({ method: "eth_sendTransaction", params: [{ from: acc, to: token, data }] });</pre>
<p>O seletor <code>0x095ea7b3</code> é <code>approve(address,uint256)</code>. Já <code>0xa22cb465</code> é <code>setApprovalForAll</code>, usado para NFTs. Revise suas aprovações em revoke.cash e nunca digite sua frase-semente em sites.</p></article></main>`,
  }),
},
{
  id: 'zp-tienda-pt-checkout-stripe',
  label: 'clean',
  kind: 'small-shop-checkout',
  url: 'https://www.conservasdoporto.pt/checkout',
  body: page({
    lang: 'pt-PT',
    title: 'Finalizar compra — Conservas do Porto',
    body: `${topbar('<strong>Conservas do Porto</strong>', ['Loja', 'Sobre nós', 'Contactos'])}<main><div class="card" style="max-width:560px"><h2>Pagamento</h2><p>Caixa de 6 latas de sardinha em azeite — 24,90 € · Portes 4,50 €</p><p>Escolha: <label><input type="radio" name="m" style="width:auto" checked> Cartão</label> <label><input type="radio" name="m" style="width:auto"> MB WAY</label> <label><input type="radio" name="m" style="width:auto"> Multibanco</label></p><form id="payment-form" action="/checkout/confirm" method="post"><div id="card-element" style="border:1px solid #ccc;padding:12px;border-radius:6px">Cartão</div>${btn('Pagar 29,40 €', '#1b4965')}</form></div></main>
<script src="https://js.stripe.com/v3/"></script><script>if(window.Stripe){var s=Stripe("pk_live_51Hx8CqK2cL3nP9aRr0s4TVwYz");var el=s.elements().create("card");el.mount("#card-element");}</script>`,
  }),
},
{
  id: 'zp-cruz-roja-donacion-tarjeta-bizum',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www2.cruzroja.es/web/ahora/dona',
  body: page({
    title: 'Dona ahora | Cruz Roja Española',
    css: `.hero{background:#e30613;color:#fff;padding:30px}`,
    body: `<div class="hero"><h1>Emergencia DANA: tu ayuda llega</h1><p>Cruz Roja atiende a más de 25.000 personas afectadas en la Comunidad Valenciana.</p></div><main><div class="card"><h2>Haz tu donativo</h2><div class="row"><button type="button" style="background:#eee">10 €</button><button type="button" style="background:#eee">30 €</button><button type="button" style="background:#eee">50 €</button></div>${form({ action: '/web/ahora/dona/pago', color: '#e30613', button: 'Donar con tarjeta', fields: [['Nombre y apellidos', 'nombre', 'text'], ['DNI (para desgravación)', 'nif', 'text'], ['Email', 'email', 'email']] })}<p class="muted">También por Bizum al código de ONG 33512. Serás redirigido a la pasarela segura de pago. Los donativos desgravan hasta un 80 %.</p></div></main>`,
  }),
},
{
  id: 'zp-shortener-to-real-santander',
  label: 'clean',
  kind: 'shortener-redirect',
  url: 'https://sant.to/app-esp',
  routes: {
    'sant.to/app-esp': redirectRoute(301, 'https://www.bancosantander.es/particulares/banca-online/app'),
    'www.bancosantander.es/particulares/banca-online/app': htmlRoute(page({
      title: 'App Santander | Banco Santander',
      body: `${topbar(mark('Santander', '#ec0000', 170), ['Particulares', 'Empresas'])}<main><h1>Descarga la App Santander</h1><p>Opera desde tu móvil con total seguridad: consulta tus cuentas, haz Bizum y gestiona tus tarjetas.</p><p><a href="https://apps.apple.com/es/app/santander/id1187882640">App Store</a> · <a href="https://play.google.com/store/apps/details?id=es.bancosantander.apps">Google Play</a></p></main>`,
    })),
  },
},
{
  id: 'zp-warsaw-oficial-banco-download',
  label: 'clean',
  kind: 'installer-download',
  url: 'https://www.bb.com.br/site/seguranca/modulo-de-seguranca/?s=2',
  body: page({
    lang: 'pt-BR',
    title: 'Módulo de Segurança | Banco do Brasil',
    css: `header.top{background:#fcfc30}`,
    body: `${topbar('<strong style="color:#465eff">Banco do Brasil</strong>', ['Pra você', 'Empresas', 'Segurança'], '#fcfc30')}<main><h1>Módulo de Segurança Warsaw</h1><p>O Módulo de Segurança, desenvolvido pela GAS Tecnologia, protege suas transações no Autoatendimento BB pelo computador. Baixe somente por este endereço.</p><a class="btn" style="background:#465eff;color:#fff;width:auto;padding:10px 24px" href="/site/seguranca/modulo-de-seguranca/warsaw_setup.exe">Baixar para Windows</a></main>`,
  }),
  routes: { 'www.bb.com.br/site/seguranca/modulo-de-seguranca/warsaw_setup.exe': fileRoute(pe({ strings: ['Warsaw', 'GAS Tecnologia', 'Topaz OFD'], size: 50000 }), 'application/x-msdownload', 'warsaw_setup.exe') },
},
{
  id: 'zp-santander-atencion-cliente-telefonos',
  label: 'clean',
  kind: 'support-page',
  url: 'https://www.bancosantander.es/particulares/ayuda/contacto',
  body: page({
    title: 'Contacto y atención al cliente | Santander',
    body: `${topbar(mark('Santander', '#ec0000', 170), ['Particulares', 'Ayuda'])}<main><h1>¿Cómo podemos ayudarte?</h1><h3>Teléfonos de atención</h3><ul><li>Particulares: <b>915 123 123</b> — lunes a viernes de 8:00 a 22:00</li><li>Bloqueo de tarjetas (24 h): <b>915 123 123</b>, opción 2</li><li>Desde el extranjero: <b>+34 915 123 123</b></li></ul><div class="alert">Si recibes una llamada que parece venir de este número pidiendo claves o códigos, cuelga: los estafadores pueden falsificar el número llamante.</div></main>`,
  }),
},
{
  id: 'zp-xtb-broker-legit-es',
  label: 'clean',
  kind: 'legit-broker',
  url: 'https://www.xtb.com/es',
  body: page({
    title: 'XTB: Invierte en acciones, ETFs y CFDs',
    css: `.hero{background:#0a1f44;color:#fff;padding:50px}`,
    body: `<div class="hero"><h1>Invierte en acciones y ETFs con 0 % de comisión</h1><p>Hasta 100.000 € de volumen mensual. Broker regulado por la CNMV (nº 40) y KNF.</p><a class="btn" style="background:#00a0e0;color:#fff;width:auto;padding:10px 24px" href="https://xstation5.xtb.com/?register">Abrir cuenta</a></div><main><p class="muted"><b>Los CFD son instrumentos complejos</b> y conllevan un alto riesgo de perder dinero rápidamente debido al apalancamiento. El 71 % de las cuentas de inversores minoristas pierden dinero en la comercialización con CFD con este proveedor.</p></main>`,
  }),
},
{
  id: 'zp-uniswap-app-real-connect',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://app.uniswap.org/swap?s=2',
  body: page({
    lang: 'en',
    title: 'Uniswap Interface',
    css: `body{background:#fff}.card{border-radius:20px}`,
    body: `${topbar('<strong style="color:#fc72ff">Uniswap</strong>', ['Trade', 'Explore', 'Pool', 'Connect'])}<main><div class="card"><h2>Swap</h2><label>Sell</label><input value="0.1" inputmode="decimal"> ETH<label>Buy</label><input placeholder="0"><button id="c" style="background:#fc72ff;color:#fff">Connect wallet</button></div></main>
<script>document.getElementById("c").onclick=async function(){if(!window.ethereum)return;var a=await window.ethereum.request({method:"eth_requestAccounts"});this.textContent=a[0].slice(0,6)+"…"+a[0].slice(-4);var id=await window.ethereum.request({method:"eth_chainId"});console.log("chain",id)};</script>`,
  }),
},
{
  id: 'zp-metamask-seed-phrase-support-article',
  label: 'clean',
  kind: 'wallet-help',
  url: 'https://support.metamask.io/es/privacy-and-security/basic-safety-and-security-tips-for-metamask/',
  body: page({
    title: 'Consejos básicos de seguridad para MetaMask | MetaMask Help Center',
    body: `<main><article style="max-width:760px;background:#fff;padding:30px"><h1>Consejos básicos de seguridad</h1><p>Tu Frase Secreta de Recuperación (12 o 24 palabras) da acceso total a tus fondos. <b>Nunca la compartas</b> con nadie ni la introduzcas en ningún sitio web, incluso si dice ser de MetaMask o de "sincronizar/validar billetera".</p><p>El equipo de soporte de MetaMask nunca te pedirá tu frase ni te escribirá primero por redes sociales.</p><p>Revisa los permisos de gasto (approve) antes de confirmar transacciones y desconfía de los airdrops que piden firmar.</p></article></main>`,
  }),
},
{
  id: 'zp-owa-grupo-propio-dominio',
  label: 'clean',
  kind: 'corporate-webmail-own-domain',
  url: 'https://correo.grupobancoiberico.com/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fcorreo.grupobancoiberico.com%2fowa%2f',
  body: page({
    title: 'Outlook',
    css: `body{background:#fff}.owa{max-width:380px;margin:120px auto}.owa button{background:#0072c6;color:#fff;width:auto;padding:8px 22px}`,
    body: `<div class="owa"><h1 style="font-weight:300;color:#0072c6">Outlook</h1><form method="post" action="/owa/auth.owa"><input type="hidden" name="destination" value="https://correo.grupobancoiberico.com/owa/"><input type="hidden" name="flags" value="4"><label>Dominio\\nombre de usuario:</label><input name="username" type="text"><label>Contraseña:</label><input name="password" type="password"><button type="submit">iniciar sesión</button></form><p class="muted">Uso exclusivo de empleados de Grupo Banco Ibérico. Accesos monitorizados.</p></div>`,
  }),
},
{
  id: 'zp-pyme-panaderia-login-pedidos',
  label: 'clean',
  kind: 'small-business-login',
  url: 'https://pedidos.panaderiadonpepe.com.mx/ingresar',
  body: page({
    title: 'Pedidos mayoristas · Panadería Don Pepe',
    body: `<main><div class="card"><h2>Panadería Don Pepe</h2><p class="muted">Portal de pedidos para restaurantes y cafeterías · Guadalajara, Jal.</p>${form({ action: '/ingresar', color: '#8b5a2b', button: 'Ingresar', fields: [['Correo', 'correo', 'email'], ['Contraseña', 'contrasena', 'password']] })}<p class="muted">¿Aún no eres cliente? Escríbenos a ventas@panaderiadonpepe.com.mx</p></div></main>`,
  }),
},
{
  id: 'zp-autopistas-es-peaje-info',
  label: 'clean',
  kind: 'toll-own-domain',
  url: 'https://www.autopistas.com/peajes/pago',
  body: page({
    title: 'Pago de peajes | Autopistas',
    body: `${topbar('<strong style="color:#00529b">Autopistas</strong>', ['Peajes', 'Vía-T', 'Contacto'])}<main><h1>Cómo pagar el peaje</h1><p>Puedes pagar en las vías con efectivo, tarjeta o Vía-T. Si tuviste un incidente en el pago, consulta tu ticket en esta página con la matrícula y la fecha del paso.</p><div class="alert">Autopistas no envía SMS ni correos con enlaces para pagar peajes pendientes.</div>${form({ action: '/peajes/pago/consulta', color: '#00529b', button: 'Consultar', fields: [['Matrícula', 'matricula', 'text'], ['Fecha del paso', 'fecha', 'date']] })}</main>`,
  }),
},
];
