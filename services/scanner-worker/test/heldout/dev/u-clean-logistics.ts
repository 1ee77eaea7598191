import type { Entry } from '../entry.js';
import { doc, corpCss, mobileCss, shell, gtag, img, htmlRoute, jsRoute, jsonRoute, cssRoute, okJson } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-clean-correoschile-seguimiento',
  label: 'clean',
  kind: 'parcel-tracking',
  url: 'https://www.correos.cl/web/guest/seguimiento-en-linea?codigos=CL8842199CN',
  body: doc({
    lang: 'es-CL',
    title: 'Seguimiento en línea | CorreosChile',
    head: gtag('G-CCL88120'),
    css: corpCss('#e4002b', '#e4002b') + '.tl li{margin:8px 0}',
    body: shell({ brand: 'CorreosChile', logo: 'CorreosChile', nav: ['Personas', 'Empresas', 'Sucursales', 'Ayuda'], footer: 'Empresa de Correos de Chile · Av. Exposición 221, Estación Central, Santiago · Mesa de ayuda 600 950 2020', links: ['Términos y condiciones', 'Privacidad', 'Transparencia activa'] })(`<div class="card"><h1>Seguimiento en línea</h1><form method="get" action="/web/guest/seguimiento-en-linea"><label>Número de seguimiento</label><input name="codigos" id="cod"><button style="margin-top:10px">Buscar</button></form></div>
<div class="card" id="res">Cargando…</div>
<div class="card note"><b>Alerta de fraude:</b> CorreosChile no solicita pagos de aranceles ni datos de tarjeta mediante SMS o correos con enlaces. Los derechos de aduana se pagan únicamente en correos.cl/pago-de-impuestos o en sucursal.</div>
<script>
var c=new URLSearchParams(location.search).get('codigos')||'';document.getElementById('cod').value=c;
fetch('/api/tracking/v1/eventos?codigo='+encodeURIComponent(c)).then(function(r){return r.json()}).then(function(j){var h='<h2>'+j.codigo+'</h2><ul class="tl">';j.eventos.forEach(function(e){h+='<li><b>'+e.fecha+'</b> — '+e.glosa+' ('+e.lugar+')</li>'});document.getElementById('res').innerHTML=h+'</ul>'});
</script>`),
  }),
  routes: {
    'www.correos.cl/api/tracking/v1/eventos': jsonRoute({ codigo: 'CL8842199CN', eventos: [{ fecha: '27/11/2026 14:02', glosa: 'En reparto', lugar: 'CDD Ñuñoa' }, { fecha: '26/11/2026 09:41', glosa: 'Liberado por Aduana', lugar: 'Santiago' }, { fecha: '22/11/2026 18:10', glosa: 'Recibido en Chile', lugar: 'CEP Santiago' }] }),
  },
},
{
  id: 'u-clean-correios-minhas-importacoes-pagamento',
  label: 'clean',
  kind: 'customs-duty-payment',
  url: 'https://apps.correios.com.br/portalimportador/pages/remessasAguardandoPagamento/listarRemessas.jsf?origem=menu',
  body: doc({
    lang: 'pt-BR',
    title: 'Minhas Importações - Correios',
    css: corpCss('#00416b', '#00416b') + 'header.top{border-bottom:4px solid #ffe600}',
    body: shell({ brand: 'Correios', logo: 'Correios · Minhas Importações', nav: ['Remessas', 'Pagamentos', 'Ajuda', 'Sair'], footer: '© Correios · Central de Atendimento 3003 0100 (capitais) / 0800 725 7282', links: ['Política de privacidade', 'Acessibilidade'] })(`<div class="card"><h1>Remessas aguardando pagamento</h1><p>Olá, Fernanda. Você está autenticada com sua conta <b>gov.br</b> (nível prata).</p>
<table><tr><th>Objeto</th><th>Origem</th><th>Imposto de importação</th><th>ICMS</th><th>Despacho postal</th><th>Total</th><th></th></tr>
<tr><td>NN192884711BR</td><td>Estados Unidos</td><td>R$ 118,40</td><td>R$ 57,22</td><td>R$ 15,00</td><td><b>R$ 190,62</b></td><td><a class="btn" href="#pagar">Pagar</a></td></tr></table>
<p class="muted">Formas de pagamento: cartão de crédito (até 1x), boleto ou Pix gerado nesta página. O prazo para pagamento é de 20 dias corridos após a tributação.</p></div>
<div class="card" id="pagar"><h2>Pagamento — NN192884711BR</h2><label>Forma de pagamento</label><select><option>Pix</option><option>Cartão de crédito</option><option>Boleto</option></select><p class="muted">O código Pix é gerado para o beneficiário EMPRESA BRASILEIRA DE CORREIOS E TELEGRAFOS (CNPJ 34.028.316/0001-03).</p><button>Gerar pagamento</button></div>
<div class="card note"><b>Atenção a golpes:</b> os Correios não enviam SMS com link para pagamento de taxas. Consulte e pague somente aqui, em Minhas Importações, acessando pelo site correios.com.br.</div>`),
  }),
},
{
  id: 'u-clean-linkt-pay-toll-notice',
  label: 'clean',
  kind: 'toll-payment',
  url: 'https://www.linkt.com.au/sydney/using-toll-roads/pay-a-toll-notice',
  body: doc({
    lang: 'en-AU',
    title: 'Pay a toll notice | Linkt Sydney',
    head: gtag('G-LNKT4410'),
    css: corpCss('#5a2d82', '#5a2d82'),
    body: shell({ brand: 'Linkt', logo: 'Linkt', nav: ['Sydney', 'Melbourne', 'Brisbane', 'Help'], footer: 'Linkt is a registered trademark of Transurban Limited ABN 96 098 143 410. © Transurban 2026', links: ['Privacy', 'Terms', 'Scam awareness', 'Accessibility'] })(`<div class="card"><h1>Pay a toll notice</h1><p>If you've received a toll notice in the post, you can pay it online using the notice number and your vehicle registration. An administration fee applies to toll notices in NSW.</p>
<form method="post" action="/sydney/using-toll-roads/pay-a-toll-notice/lookup"><label>Toll notice number</label><input name="noticeNumber"><label>Vehicle registration</label><input name="plate"><label>State</label><select name="state"><option>NSW</option><option>ACT</option><option>VIC</option><option>QLD</option></select><button style="margin-top:14px">Find notice</button></form></div>
<div class="card note"><b>Scam warning:</b> we're aware of SMS and emails claiming to be from Linkt about unpaid tolls with links to fake payment sites. Linkt will never send you a link by SMS to pay a toll notice. Only pay at linkt.com.au or in the Linkt app.</div>`),
  }),
},
{
  id: 'u-clean-simit-consulta-comparendos',
  label: 'clean',
  kind: 'fine-portal',
  url: 'https://www.fcm.org.co/simit/#/estado-cuenta',
  body: doc({
    lang: 'es-CO',
    title: 'SIMIT - Estado de cuenta',
    css: corpCss('#0b3d91', '#0b3d91') + '.gov{background:#3366cc;color:#fff;font-size:12px;padding:6px 20px}',
    body: `<div class="gov">GOV.CO</div>` + shell({ brand: 'SIMIT', logo: 'SIMIT', nav: ['Estado de cuenta', 'Cursos', 'Puntos de pago', 'PQRSD'], footer: 'Federación Colombiana de Municipios · Sistema Integrado de Información sobre Multas y Sanciones por Infracciones de Tránsito · Línea 01 8000 111 300', links: ['Política de privacidad', 'Términos', 'Accesibilidad'] })(`<div class="card"><h1>Consulta tu estado de cuenta</h1><p>Consulta gratis si tienes comparendos o multas de tránsito registrados en el SIMIT.</p><form method="get" action="/simit/"><label>Número de documento o placa</label><input name="q"><button style="margin-top:10px">Consultar</button></form>
<p class="muted">Los pagos se realizan a través del botón PSE del organismo de tránsito correspondiente o en los puntos autorizados. El descuento del 50% aplica solo si realizas el curso pedagógico dentro de los primeros 5 días hábiles.</p></div>
<div class="card alert">El SIMIT no envía mensajes de texto con enlaces para el pago de comparendos. Consulta siempre en fcm.org.co/simit.</div>`),
  }),
},
{
  id: 'u-clean-etc-meisai-login-jp',
  label: 'clean',
  kind: 'toll-portal',
  url: 'https://www.etc-meisai.jp/',
  body: doc({
    lang: 'ja',
    title: 'ETC利用照会サービス',
    css: corpCss('#004ea2', '#004ea2') + 'body{font-family:Meiryo,sans-serif}.lg{max-width:440px}',
    body: shell({ brand: 'ETC', logo: 'ETC利用照会サービス', nav: ['サービス案内', '新規登録', 'よくあるご質問'], footer: 'Copyright (C) 東日本高速道路株式会社・中日本高速道路株式会社・西日本高速道路株式会社・首都高速道路株式会社・阪神高速道路株式会社・本州四国連絡高速道路株式会社', links: ['利用規約', '個人情報の取扱い'] })(`<div class="grid"><div class="card lg"><h2 style="margin-top:0">ログイン</h2><form method="post" action="/etc/R"><label>ユーザーID</label><input name="risLoginId"><label>パスワード</label><input name="risPassword" type="password"><button style="width:100%;margin-top:14px">ログイン</button></form><p class="muted">本サービスでは、ETCカードのご利用明細の照会ができます。料金のお支払いはクレジットカード会社からのご請求となります。</p></div>
<div class="card"><h3>重要なお知らせ</h3><p>「ETCサービスの無効化予告」「ETC利用照会サービス 未払い料金」等の件名で、当サービスを装った<b>フィッシングメール</b>が確認されています。当サービスからメールでカード情報の入力を求めることはありません。</p></div></div>`),
  }),
},
{
  id: 'u-clean-myeg-saman-pdrm-ms',
  label: 'clean',
  kind: 'fine-portal',
  url: 'https://www.myeg.com.my/services/pdrm/summons',
  body: doc({
    lang: 'ms',
    title: 'Semak & Bayar Saman PDRM | MyEG',
    css: corpCss('#0d47a1', '#0d47a1'),
    body: shell({ brand: 'MyEG', logo: 'MyEG', nav: ['JPJ', 'PDRM', 'Imigresen', 'Insurans', 'Log Masuk'], footer: 'MY E.G. Services Berhad (505639-K) · Perkhidmatan kerajaan elektronik yang dilantik. Caj perkhidmatan RM2.00 setiap transaksi.', links: ['Dasar Privasi', 'Terma', 'Soalan Lazim'] })(`<div class="card"><h1>Semak & Bayar Saman Trafik PDRM</h1><p>Semak saman tertunggak anda dengan nombor MyKad atau nombor pendaftaran kenderaan. Bayaran boleh dibuat dengan FPX, kad kredit/debit atau e-dompet.</p>
<form method="post" action="/services/pdrm/summons/check"><label>Jenis carian</label><select name="t"><option>No. MyKad</option><option>No. Kenderaan</option></select><label>Nombor</label><input name="q"><button style="margin-top:12px">Semak</button></form>
<p class="muted">Anda perlu log masuk ke akaun MyEG untuk membuat bayaran. Caj perkhidmatan RM2.00 dikenakan.</p></div>
<div class="card note">PDRM dan MyEG tidak menghantar pautan pembayaran saman melalui SMS atau WhatsApp. Semak juga melalui aplikasi MyBayar PDRM.</div>`),
  }),
},
];
