import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, mark, topbar, foot, btn, form, b64, tgRelay, sms } from '../parts/zp-kit.js';
import { zip, pe, cfb, iso, lnk, apk, fileRoute, jsRoute, jsonRoute, pngRoute, beepWav } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zp-bbva-es-exportar-movimientos-csv',
  label: 'clean',
  kind: 'bank-document-own-domain',
  url: 'https://web.bbva.es/cuentas/movimientos',
  body: page({
    title: 'Movimientos de la cuenta | BBVA',
    css: `table{width:100%;background:#fff;border-collapse:collapse}td{padding:8px;border-bottom:1px solid #eee}`,
    body: `${topbar(mark('BBVA', '#004481', 110), ['Posición global', 'Cuentas', 'Tarjetas', 'Salir'])}<main><h1>Cuenta Online · ES** **** 7123</h1><table id="t"><tr><td>28/11</td><td>MERCADONA VALENCIA</td><td>-64,18</td></tr><tr><td>27/11</td><td>BIZUM DE LAURA G.</td><td>+25,00</td></tr><tr><td>25/11</td><td>NOMINA</td><td>+1.842,30</td></tr></table><button id="x" style="width:auto;padding:8px 18px;background:#1973b8;color:#fff">Exportar a CSV</button></main>
<script>document.getElementById("x").onclick=function(){var rows=[].map.call(document.querySelectorAll("#t tr"),function(r){return [].map.call(r.cells,function(c){return '"'+c.textContent+'"'}).join(";")});var b=new Blob(["\\ufeff"+rows.join("\\n")],{type:"text/csv"});var a=document.createElement("a");a.href=URL.createObjectURL(b);a.download="movimientos.csv";a.click();};</script>`,
  }),
},
{
  id: 'zp-boleto-condominio-administradora-pdf',
  label: 'clean',
  kind: 'boleto-own-domain',
  url: 'https://portal.lelloimoveis.com.br/condominos/boletos',
  body: page({
    lang: 'pt-BR',
    title: 'Boletos — Portal do Condômino Lello',
    body: `${topbar('<strong style="color:#e30613">Lello Condomínios</strong>', ['Boletos', 'Documentos', 'Sair'])}<main><h1>Segunda via de boleto</h1><table style="width:100%;background:#fff"><tr><td>Dezembro/2025</td><td>R$ 1.214,37</td><td>Vence 05/12</td><td><a href="/condominos/boletos/2025-12.pdf">Baixar PDF</a></td></tr></table><p class="muted">Confira sempre o beneficiário (Condomínio Residencial Ipê) e o código do banco antes de pagar.</p></main>`,
  }),
  routes: { 'portal.lelloimoveis.com.br/condominos/boletos/2025-12.pdf': fileRoute('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF', 'application/pdf', 'boleto-2025-12.pdf') },
},
{
  id: 'zp-opensea-login-personal-sign',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://opensea.io/account',
  body: page({
    lang: 'en',
    title: 'Account | OpenSea',
    body: `${topbar('<strong style="color:#2081e2">OpenSea</strong>', ['Drops', 'Stats', 'Create', 'Login'])}<main><div class="card"><h2>Connect with OpenSea</h2><button id="l" style="background:#2081e2;color:#fff">MetaMask</button><p class="muted">Signing in is free and does not send a blockchain transaction or cost gas.</p></div></main>
<script>document.getElementById("l").onclick=async function(){var a=(await window.ethereum.request({method:"eth_requestAccounts"}))[0];var n=(await (await fetch("/api/auth/nonce")).json()).nonce;var msg="Welcome to OpenSea!\\n\\nClick to sign in and accept the OpenSea Terms of Service.\\n\\nThis request will not trigger a blockchain transaction or cost any gas fees.\\n\\nWallet address:\\n"+a+"\\n\\nNonce:\\n"+n;var s=await window.ethereum.request({method:"personal_sign",params:[msg,a]});await fetch("/api/auth/login",{method:"POST",body:JSON.stringify({a:a,s:s})});};</script>`,
  }),
  routes: { 'opensea.io/api/auth/nonce': jsonRoute({ nonce: '7c8e0a1f-41d2-4b59-a2bd-2cf7d61e1c10' }) },
},
{
  id: 'zp-mpago-link-pago-redirect',
  label: 'clean',
  kind: 'shortener-redirect',
  url: 'https://mpago.la/2kQx8Fz',
  routes: {
    'mpago.la/2kQx8Fz': redirectRoute(302, 'https://www.mercadopago.com.ar/checkout/v1/payment/redirect/?preference-id=129384756-8a1b2c3d'),
    'www.mercadopago.com.ar/checkout/v1/payment/redirect/': htmlRoute(page({
      title: 'Mercado Pago - Pagá tu compra',
      body: `<main><div class="card"><strong style="color:#009ee3;font-size:22px">mercado pago</strong><h2>Clases de guitarra — pack 4 clases</h2><p>Vendedor: PROFE NICOLAS GUITARRA · $ 48.000</p><p>¿Cómo querés pagar?</p><a class="btn" style="background:#009ee3;color:#fff" href="/checkout/v1/payment/redirect/card">Tarjeta de crédito o débito</a><a class="btn" style="background:#eee" href="#">Dinero disponible en Mercado Pago</a></div></main>`,
    })),
  },
},
{
  id: 'zp-banorte-activar-token-celular',
  label: 'clean',
  kind: 'bank-otp-own-domain',
  url: 'https://www.banorte.com/wps/portal/banorte/Home/banca-digital/token-celular',
  body: page({
    title: 'Activa tu Token Celular | Banorte',
    css: `header.top{background:#eb0029}`,
    body: `${topbar('<strong style="color:#fff">BANORTE</strong>', ['Personas', 'Empresas'], '#eb0029')}<main><div class="card"><h2>Activa tu Token Celular</h2><ol><li>Descarga la app Banorte Móvil desde tu tienda oficial.</li><li>Ingresa con tu número de cliente y contraseña.</li><li>Captura el código de activación que te llegará por SMS.</li></ol><p class="muted">Banorte nunca te llamará para pedirte el código de activación ni la clave del token.</p></div></main>`,
  }),
},
{
  id: 'zp-nubank-ajuda-golpe-whatsapp',
  label: 'clean',
  kind: 'password-help',
  url: 'https://blog.nubank.com.br/golpe-do-whatsapp-codigo/',
  body: page({
    lang: 'pt-BR',
    title: 'Golpe do WhatsApp: como proteger sua conta - Blog Nubank',
    body: `<main><article style="max-width:760px;background:#fff;padding:30px"><h1>Golpe do código do WhatsApp: como se proteger</h1><p>Golpistas enviam mensagens como "WhatsApp: sua conta será desativada, confirme o código em wa-verificacao.com.br-suporte.app". Com o código de 6 dígitos eles registram seu número em outro aparelho e pedem Pix aos seus contatos.</p><h2>Como se proteger</h2><ul><li>Ative a confirmação em duas etapas em Configurações &gt; Conta.</li><li>Nunca compartilhe o código recebido por SMS.</li><li>Se um contato pedir Pix por mensagem, ligue para confirmar.</li></ul></article></main>`,
  }),
},
{
  id: 'zp-clave-gob-es-login-dni',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://pasarela.clave.gob.es/Proxy2/ServiceProvider',
  body: page({
    title: 'Cl@ve - Identificación',
    body: `<main><div class="card"><h2>Cl@ve Móvil</h2><p class="muted">Sistema de identificación de las Administraciones Públicas</p>${form({ action: '/Proxy2/ClavePin/solicitar', color: '#c8102e', button: 'Continuar', fields: [['DNI / NIE', 'dni', 'text', 'maxlength="9"'], ['Fecha de validez del DNI o de expedición', 'fecha', 'text', 'placeholder="DD-MM-AAAA"']] })}<p class="muted">Recibirás una notificación en la app Cl@ve para confirmar el acceso.</p></div></main>`,
  }),
},
];
