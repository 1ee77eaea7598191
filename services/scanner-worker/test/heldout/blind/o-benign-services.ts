import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, gtag, matomo, metaPixel, cookieBar, footer, nav, baseCss, cardFields, pngR, js, json } from '../parts/o-kit.js';

// Postal tracking and customs-duty payment, toll operators and utility portals on their own domains.

export const entries: Entry[] = [
{
  id: 'o-post-br-correios-minhas-importacoes',
  label: 'clean',
  kind: 'customs-duty',
  url: 'https://apps.correios.com.br/portalimportador/pages/pesquisarRemessaImportador/pesquisarRemessaImportador.jsf',
  body: doc({
    lang: 'pt-BR',
    title: 'Minhas Importações - Correios',
    css: baseCss('Arial, sans-serif', '#f3f3f3') + `.h{background:#ffe600;padding:12px 6%;font-weight:800;color:#00416b}table{width:100%;border-collapse:collapse;font-size:14px;background:#fff}th,td{border:1px solid #ddd;padding:8px}.btn{background:#00416b}`,
    body: `<div class="h">Correios · Minhas Importações</div>
<main><p>Olá, <b>MARIA A. SANTOS</b> · <a href="#">Sair</a></p><h1 style="font-size:22px">Remessas</h1>
<table><tr><th>Objeto</th><th>Status</th><th>Imposto de Importação</th><th>ICMS</th><th>Despacho Postal</th><th>Total</th><th></th></tr>
<tr><td>NL482910237BR</td><td>Aguardando pagamento</td><td>R$ 38,10</td><td>R$ 10,80</td><td>R$ 15,00</td><td><b>R$ 63,90</b></td><td><button class="btn">Pagar</button></td></tr>
<tr><td>LP00817729311CN</td><td>Pagamento confirmado</td><td>R$ 0,00</td><td>R$ 7,45</td><td>R$ 15,00</td><td>R$ 22,45</td><td>—</td></tr></table>
<p>Formas de pagamento: cartão de crédito (à vista) ou boleto. O pagamento é processado pelos Correios; você também pode pagar pelo app Correios.</p>
<p class="muted">Os Correios não enviam SMS com links de pagamento. Consulte sempre em correios.com.br.</p></main>
${footer([['Correios', ['Fale conosco', 'Ouvidoria', 'Privacidade']]], '© Copyright 2026 Correios')}`,
  }),
},
{
  id: 'o-post-it-poste-sdoganamento',
  label: 'clean',
  kind: 'customs-duty',
  url: 'https://www.poste.it/cerca-spedizioni.html?codiceSpedizione=RB773190211IT',
  body: doc({
    lang: 'it',
    title: 'Cerca spedizioni | Poste Italiane',
    css: baseCss('"Titillium Web", Arial, sans-serif', '#f5f7fa') + `.h{background:#fff;border-bottom:1px solid #ddd;padding:12px 6%;display:flex;gap:10px;align-items:center}.py{background:#ffe000;color:#003c8f;font-weight:800;padding:3px 8px}.st li{margin:8px 0}`,
    body: `<div class="h"><span class="py">Poste</span><b style="color:#003c8f">italiane</b><span style="margin-left:auto;font-size:14px">Privati · Business · Accedi</span></div>
<main><h1>Risultati spedizione</h1><div class="card" id="r">Caricamento…</div>
<p class="muted">Per le spedizioni extra UE possono essere dovuti dazi e IVA. Gli importi si pagano solo al portalettere, in ufficio postale o nell'app Ufficio Postale. Poste Italiane non chiede pagamenti via SMS.</p></main>
${footer([['Poste Italiane', ['Chi siamo', 'Trova ufficio postale', 'Assistenza']]], 'Poste Italiane S.p.A. – Patrimonio BancoPosta – Partita IVA 01114601006')}
${cookieBar('it')}
<script>
var code=new URLSearchParams(location.search).get('codiceSpedizione');
fetch('/online/dovequando/DQ-REST/ricercasemplice',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({codiceSpedizione:code})}).then(function(r){return r.json()}).then(function(j){r.innerHTML='<b>'+code+'</b><ul class="st">'+j.listaMovimenti.map(function(m){return '<li>'+m.data+' – '+m.stato+' ('+m.luogo+')</li>'}).join('')+'</ul><p>Oneri doganali: <b>€ '+j.oneri+'</b> – da pagare alla consegna.</p>'});
</script>`,
  }),
  routes: { 'www.poste.it/online/dovequando/DQ-REST/ricercasemplice': json({ oneri: '12,40', listaMovimenti: [{ data: '27/11/2026', stato: 'In consegna', luogo: 'Centro Distribuzione Milano Roserio' }, { data: '25/11/2026', stato: 'Sdoganata', luogo: 'Centro Scambi Internazionale Milano' }, { data: '21/11/2026', stato: 'Spedizione accettata', luogo: 'CN' }] }) },
},
{
  id: 'o-post-jp-japanpost-tsuiseki',
  label: 'clean',
  kind: 'parcel-tracking',
  url: 'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=118877665544&searchKind=S002&locale=ja',
  body: doc({
    lang: 'ja',
    title: '個別番号検索結果 | 日本郵便株式会社',
    css: baseCss('Meiryo, sans-serif') + `.h{border-bottom:4px solid #cc0000;padding:12px 6%;font-weight:700;color:#cc0000}table{width:100%;border-collapse:collapse;font-size:14px}td,th{border:1px solid #ccc;padding:6px}`,
    body: `<div class="h">〒 日本郵便 JAPAN POST</div>
<main><h1 style="font-size:20px">個別番号検索結果</h1><p>お問い合わせ番号：118877665544　商品種別：ゆうパック</p>
<table><tr><th>状態発生日</th><th>配送履歴</th><th>取扱局</th><th>県名等</th></tr><tr><td>2026/11/27 08:31</td><td>引受</td><td>新宿郵便局</td><td>東京都</td></tr><tr><td>2026/11/28 06:10</td><td>到着</td><td>大阪東郵便局</td><td>大阪府</td></tr><tr><td>2026/11/28 09:12</td><td>持ち出し中</td><td>大阪東郵便局</td><td>大阪府</td></tr></table>
<p class="muted">日本郵便を装った不審なSMSにご注意ください。日本郵便がSMSで再配達料金や関税の支払いを求めることはありません。</p></main>
${footer([['', ['サイトのご利用について', 'プライバシーポリシー', 'お問い合わせ']]], '© JAPAN POST Co., Ltd. All Rights Reserved.')}`,
  }),
},
{
  id: 'o-toll-it-autostrade-mancato-pagamento',
  label: 'clean',
  kind: 'toll-operator',
  url: 'https://www.autostrade.it/it/assistenza/pagamenti/mancato-pagamento-pedaggio',
  body: doc({
    lang: 'it',
    title: 'Mancato pagamento pedaggio (RMPP) | Autostrade per l\'Italia',
    css: baseCss('Arial, sans-serif') + `.opt{border:1px solid #ddd;padding:14px;margin:8px 0;border-left:4px solid #005aa0}.btn{background:#005aa0}`,
    body: `${nav('Autostrade per l\'Italia', ['Viaggia', 'Pedaggi', 'Assistenza', 'Chi siamo'], '#005aa0')}
<main><h1>Mancato pagamento pedaggio</h1><p>Se non hai pagato il pedaggio al casello ricevi un Rapporto di Mancato Pagamento Pedaggio (RMPP). Hai 15 giorni per pagare senza ulteriori spese.</p>
<div class="opt"><b>Online</b><p>Inserisci codice RMPP e targa. Puoi pagare con carta di credito o PagoPA.</p><form method="post" action="/it/assistenza/pagamenti/rmpp/cerca" style="max-width:420px"><label>Codice RMPP</label><input name="rmpp"><label>Targa</label><input name="targa"><button class="btn">Cerca</button></form></div>
<div class="opt"><b>Punto Blu / Area di servizio</b><p>Presso i Punti Blu e nelle aree di servizio abilitate.</p></div>
<div class="opt"><b>Tabaccherie e ricevitorie</b><p>Con il codice avviso PagoPA.</p></div>
<p class="muted">Autostrade per l'Italia non invia SMS con richieste di pagamento. Diffida da messaggi con link esterni.</p></main>
${footer([['Contatti', ['Viabilità 840.04.21.21', 'Assistenza clienti']]], 'Autostrade per l\'Italia S.p.A. – P.IVA 07516911000')}
${cookieBar('it')}`,
  }),
},
{
  id: 'o-toll-tr-kgm-ihlal-sorgu',
  label: 'clean',
  kind: 'toll-operator',
  url: 'https://webihlaltakip.kgm.gov.tr/WebIhlalSorgulama/Sayfalar/Sorgulama.aspx',
  body: doc({
    lang: 'tr',
    title: 'KGM İhlalli Geçiş Sorgulama',
    css: baseCss('Arial, sans-serif', '#f4f4f4') + `.h{background:#1b3f73;color:#fff;padding:14px 6%}.btn{background:#1b3f73}`,
    body: `<div class="h"><b>T.C. Ulaştırma ve Altyapı Bakanlığı · Karayolları Genel Müdürlüğü</b></div>
<main style="max-width:560px"><h1 style="font-size:21px">İhlalli Geçiş Sorgulama</h1>
<form class="card" method="post" action="/WebIhlalSorgulama/Sayfalar/Sorgulama.aspx"><input type="hidden" name="__VIEWSTATE" value="/wEPDwUKMTc2NTgyMjc1MA9kFgJmD2QWAgIDD2QWAgIBDxYCHgRUZXh0BQ9Tb3JndWxhbWEgRWtyYW5pZGRk"><label>Plaka</label><input name="txtPlaka"><label>Güvenlik Kodu</label><div style="display:flex;gap:8px"><img src="/WebIhlalSorgulama/Captcha.ashx" width="120" height="40" alt="" style="background:#ddd"><input name="txtKod"></div><button class="btn">Sorgula</button></form>
<p>İhlalli geçişler, geçiş tarihinden itibaren 15 gün içinde cezasız olarak ödenebilir. Ödemeler PTT, anlaşmalı bankalar veya e-Devlet üzerinden yapılır.</p></main>`,
  }),
  routes: { 'webihlaltakip.kgm.gov.tr/WebIhlalSorgulama/Captcha.ashx': pngR(220, 220, 220) },
},
{
  id: 'o-util-mx-cfe-pago-recibo',
  label: 'clean',
  kind: 'utility-portal',
  url: 'https://app.cfe.mx/Aplicaciones/CCFE/Recibos/Consulta/',
  body: doc({
    lang: 'es-MX',
    title: 'CFE | Consulta y pago de tu recibo de luz',
    css: baseCss('Arial, sans-serif', '#f6f6f6') + `.h{background:#008e5a;color:#fff;padding:14px 6%;font-weight:700}.btn{background:#008e5a}`,
    body: `<div class="h">CFE · Comisión Federal de Electricidad</div>
<main style="max-width:560px"><h1 style="font-size:21px">Consulta tu recibo</h1>
<form class="card" method="post" action="/Aplicaciones/CCFE/Recibos/Consulta/Buscar"><label>Número de servicio (12 dígitos)</label><input name="servicio" maxlength="12"><label>Nombre del titular</label><input name="nombre"><button class="btn">Consultar</button></form>
<p>Puedes pagar en línea con tarjeta, en tiendas de conveniencia, bancos o CFEmáticos. Los pagos en línea se procesan en el portal de CFE.</p>
<p class="muted">CFE no realiza cobros por WhatsApp ni solicita depósitos a cuentas personales. Reporta al 071.</p></main>`,
  }),
},
{
  id: 'o-util-ke-kplc-token',
  label: 'clean',
  kind: 'utility-portal',
  url: 'https://selfservice.kplc.co.ke/',
  body: doc({
    lang: 'en-KE',
    title: 'Kenya Power Self Service Portal',
    css: baseCss('Arial, sans-serif', '#f4f7fb') + `.h{background:#003a70;color:#fff;padding:14px 6%;font-weight:700}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.btn{background:#f7a600;color:#000}`,
    body: `<div class="h">Kenya Power · Self Service</div>
<main><h1 style="font-size:22px">Karibu! What would you like to do?</h1>
<div class="g"><div class="card"><b>Buy tokens</b><p>Pay via M-PESA Paybill <b>888880</b>, account = meter number.</p></div><div class="card"><b>Pay postpaid bill</b><p>M-PESA Paybill <b>888888</b>, account = account number.</p></div><div class="card"><b>Check balance / last tokens</b><form method="post" action="/api/tokens"><input name="meter" placeholder="Meter number"><button class="btn">Check</button></form></div></div>
<p class="muted">Kenya Power staff will never ask you to send money to a personal number. Report fraud on 97771 / 0703 070 707.</p></main>`,
  }),
},
];
