import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, b64, favicon, wordmark, baseCss, cardFieldScript, cookieBar, gtm, qrish } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute, cssRoute, fileRoute, pe, cfb } from '../parts/e-bin.js';

const bankHeaders = (csp: string): Record<string, string> => ({
  'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': csp,
});

export const entries: Entry[] = [
(() => {
  const host = 'george.csas.cz';
  const app = `(function(){
var $=function(s){return document.querySelector(s)};
function show(id){document.querySelectorAll('[data-view]').forEach(function(v){v.hidden=v.getAttribute('data-view')!==id})}
$('#f-login').addEventListener('submit',function(e){e.preventDefault();var u=$('#username').value.trim();if(!u){$('#u-err').hidden=false;return}
 fetch('/api/auth/v2/init',{method:'POST',credentials:'same-origin',headers:{'Content-Type':'application/json','X-Request-Id':crypto.randomUUID?crypto.randomUUID():String(Date.now())},body:JSON.stringify({username:u,channel:'GEORGE_WEB'})})
 .then(function(r){return r.json()}).then(function(j){$('#pair').textContent=j.pairingCode||'';show('approve');poll(j.flowId)})});
function poll(id){var n=0;var t=setInterval(function(){n++;fetch('/api/auth/v2/status?flow='+encodeURIComponent(id),{credentials:'same-origin'}).then(function(r){return r.json()}).then(function(j){if(j.state==='APPROVED'){clearInterval(t);location.assign('/overview')}if(n>60){clearInterval(t);show('timeout')}})},2000)}
$('#alt').addEventListener('click',function(e){e.preventDefault();show('password')});
$('#back').addEventListener('click',function(e){e.preventDefault();show('login')});
})();`;
  const css = `${baseCss}body{background:#f4f7fb;color:#2e3f50}
.top{height:64px;background:#fff;border-bottom:1px solid #e4e9f0;display:flex;align-items:center;padding:0 32px}.top a{margin-left:auto;font-size:14px;color:#135ee2;text-decoration:none}
.card{max-width:460px;margin:64px auto 24px;background:#fff;border-radius:16px;box-shadow:0 10px 40px rgba(46,63,80,.08);padding:40px}
h1{font-size:28px;margin:0 0 8px;color:#0b1f35}label{display:block;font-weight:600;font-size:14px;margin:22px 0 6px}
input{width:100%;height:50px;border:1px solid #b8c4d0;border-radius:8px;padding:0 14px;font-size:16px}
.btn{margin-top:26px;width:100%;height:50px;border:0;border-radius:25px;background:#135ee2;color:#fff;font-size:17px;font-weight:600;cursor:pointer}
.link{display:block;text-align:center;margin-top:18px;color:#135ee2;font-size:15px}.muted{color:#5a6b7c;font-size:14px}
.code{font-size:34px;letter-spacing:8px;text-align:center;font-weight:700;margin:20px 0;color:#0b1f35}
.sec{max-width:460px;margin:0 auto 40px;font-size:13px;color:#5a6b7c;background:#fff;border-radius:12px;padding:18px 22px}`;
  const body = `<header class="top">${wordmark('George', '#135ee2', { mark: 'none', width: 110 })}<a href="https://www.csas.cz/cs/kontakty">Kontakty · 956 777 956</a></header>
<main class="card">
<section data-view="login"><h1>Přihlášení</h1><p class="muted">Přihlaste se pomocí aplikace George klíč ve vašem mobilu.</p>
<form id="f-login" novalidate><label for="username">Klientské číslo nebo uživatelské jméno</label><input id="username" name="username" autocomplete="username" inputmode="text"><p id="u-err" hidden style="color:#c4262e;font-size:14px">Vyplňte prosím klientské číslo nebo uživatelské jméno.</p>
<button class="btn" type="submit">Pokračovat</button></form><a href="#" class="link" id="alt">Přihlásit se jinak (heslo a SMS)</a></section>
<section data-view="approve" hidden><h1>Potvrďte v aplikaci</h1><p class="muted">Otevřete aplikaci George klíč a potvrďte přihlášení. Zkontrolujte, že se v aplikaci zobrazuje stejný kód:</p><div class="code" id="pair"></div><p class="muted">Přihlášení nikdy nepotvrzujte, pokud jste ho sami nezahájili — ani na žádost osoby, která se vydává za pracovníka banky nebo policie.</p></section>
<section data-view="password" hidden><h1>Přihlášení heslem</h1><form method="post" action="/api/auth/v2/password"><label for="u2">Klientské číslo nebo uživatelské jméno</label><input id="u2" name="username" autocomplete="username"><label for="pw">Heslo</label><input id="pw" name="password" type="password" autocomplete="current-password"><button class="btn">Přihlásit se</button></form><a href="#" class="link" id="back">Zpět na přihlášení přes George klíč</a></section>
<section data-view="timeout" hidden><h1>Čas vypršel</h1><p class="muted">Přihlášení nebylo potvrzeno. <a href="/">Zkusit znovu</a></p></section>
</main>
<aside class="sec"><b>Bezpečnost:</b> Česká spořitelna vás nikdy nebude žádat o převod peněz na „bezpečný účet“ ani o instalaci aplikace pro vzdálený přístup. Podezřelé situace hlaste na 956 777 956.</aside>`;
  return {
    id: 'yd-clean-george-cz-own-login', label: 'clean', kind: 'bank-login-own-domain',
    url: `https://${host}/`,
    body: page({ lang: 'cs', title: 'George – Česká spořitelna', head: `${favicon('#135ee2', 'G')}<meta name="description" content="George – internetové bankovnictví České spořitelny">`, css, body, scripts: `<script src="/static/js/login.7c1e9f.js" defer></script>` }),
    headers: bankHeaders("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'"),
    routes: {
      [`${host}/static/js/login.7c1e9f.js`]: jsRoute(app),
      [`${host}/api/auth/v2/init`]: jsonRoute({ flowId: 'f1d2c3b4-0000-4d0e-9a1b-7f77e2c1d001', pairingCode: '47' }),
      [`${host}/api/auth/v2/status`]: jsonRoute({ state: 'PENDING' }),
    },
  } satisfies Entry;
})(),

(() => {
  const host = 'www.otpbankdirekt.hu';
  const css = `${baseCss}body{background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;font-size:14px}
.hdr{background:#fff;border-bottom:3px solid #52ae30;padding:12px 30px;display:flex;align-items:center;gap:24px}.hdr nav{margin-left:auto;display:flex;gap:16px;font-size:13px}.hdr nav a{color:#006738;text-decoration:none}
.wrap{max-width:980px;margin:28px auto;display:grid;grid-template-columns:360px 1fr;gap:28px;padding:0 16px}
.login{background:#fff;border:1px solid #ddd;padding:26px}.login h1{font-size:20px;color:#006738;margin:0 0 14px}
label{display:block;margin:12px 0 4px;color:#444}input{width:100%;padding:10px;border:1px solid #bbb}
.btn{margin-top:18px;background:#52ae30;color:#fff;border:0;padding:11px;width:100%;font-size:15px;cursor:pointer}
.news{background:#fff;border:1px solid #ddd;padding:22px}.news h2{font-size:17px;color:#006738}.news li{margin:8px 0}`;
  const body = `<div class="hdr">${wordmark('OTP Bank', '#52ae30', { mark: 'circle', width: 150 })}<b style="color:#333">OTPdirekt Internetbank</b><nav><a href="https://www.otpbank.hu/portal/hu/Lakossagi">Lakossági</a><a href="https://www.otpbank.hu/portal/hu/Biztonsag">Biztonság</a><a href="https://www.otpbank.hu/portal/hu/Kapcsolat">Kapcsolat</a></nav></div>
<div class="wrap"><div class="login"><h1>Belépés</h1>
<form method="post" action="/rol/login/auth" autocomplete="on">
<input type="hidden" name="_csrf" value="9f1c6d27-3a40-4e0b-8b2d-c5e4f0a1b7e9">
<label for="a">Felhasználói azonosító</label><input id="a" name="azonosito" autocomplete="username" maxlength="8">
<label for="j">Jelszó</label><input id="j" name="jelszo" type="password" autocomplete="current-password">
<button class="btn">Belépés</button></form>
<p style="font-size:12px;color:#666;margin-top:14px">A belépést az OTP MobilBank alkalmazásban kell jóváhagynia. <a href="https://www.otpbank.hu/portal/hu/Elfelejtett_jelszo">Elfelejtett jelszó</a></p></div>
<div class="news"><h2>Biztonsági figyelmeztetés</h2><ul><li>Az OTP Bank soha nem kéri e-mailben, SMS-ben vagy telefonon az internetbanki jelszavát, kártyaadatait vagy az SMS-ben kapott kódot.</li><li>Ha valaki a bank nevében arra kéri, hogy utaljon pénzt egy „biztonsági számlára”, szakítsa meg a hívást, és hívja a +36 1 366 6666 számot.</li><li>Az internetbank címe mindig https://www.otpbankdirekt.hu — ellenőrizze a böngésző címsorát.</li></ul>
<h2>Újdonságok</h2><p>Áprilistól a csoportos beszedési megbízások kezelése is elérhető az OTPdirekt felületén.</p></div></div>`;
  return {
    id: 'yd-clean-otp-hu-own-login', label: 'clean', kind: 'bank-login-own-domain',
    url: `https://${host}/rol/login`,
    body: page({ lang: 'hu', title: 'OTPdirekt Internetbank – Belépés', head: favicon('#52ae30', 'O'), css, body }),
    headers: bankHeaders("default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:"),
    routes: { [`${host}/rol/login/auth`]: redirectRoute(302, `https://${host}/rol/login?mfa=pending`) },
  } satisfies Entry;
})(),

(() => {
  const host = 'neo.bancatransilvania.ro';
  const css = `${baseCss}body{background:#f7f7fa;font-family:"Open Sans",Arial,sans-serif}.bar{background:#fff;box-shadow:0 1px 6px rgba(0,0,0,.06);padding:14px 40px;display:flex;align-items:center}
.bar select{margin-left:auto;border:0;background:transparent}.panel{max-width:440px;margin:56px auto;background:#fff;border-radius:16px;padding:36px 40px;box-shadow:0 6px 24px rgba(0,0,0,.06)}
h1{font-size:22px;color:#001e50;margin:0 0 20px}label{font-size:13px;display:block;margin:14px 0 5px}input{width:100%;padding:13px;border:1px solid #ccd;border-radius:10px}
.btn{width:100%;margin-top:22px;padding:14px;border:0;border-radius:10px;background:#001e50;color:#fff;font-weight:700}
.qr{display:flex;gap:18px;align-items:center;margin-top:26px;border-top:1px solid #eee;padding-top:20px;font-size:13px;color:#555}
.tip{max-width:440px;margin:0 auto 40px;font-size:12px;color:#777;text-align:center}`;
  const body = `<div class="bar">${wordmark('NeoBT', '#001e50', { mark: 'square', width: 120 })}<select aria-label="Limba"><option>Română</option><option>English</option></select></div>
<div class="panel"><h1>Intră în NeoBT</h1>
<form id="lf" method="post" action="/auth/realms/neobt/login-actions/authenticate?client_id=neobt-web">
<label for="u">Nume utilizator</label><input id="u" name="username" autocomplete="username">
<label for="p">Parolă</label><input id="p" name="password" type="password" autocomplete="current-password">
<button class="btn" type="submit">Intră în cont</button></form>
<div class="qr">${qrish(7311, 92)}<span>Sau scanează codul cu aplicația BT Pay / NeoBT pe telefon pentru a te autentifica fără parolă.</span></div></div>
<p class="tip">BT nu îți va cere niciodată prin telefon, SMS sau e-mail datele de autentificare sau codurile primite. Adresa corectă este neo.bancatransilvania.ro.</p>`;
  const js = `<script>
(function(){var s=document.querySelector('.qr svg');setInterval(function(){fetch('/auth/qr/refresh',{credentials:'include'}).then(function(r){return r.ok?r.json():null}).then(function(j){if(j&&j.state==='CONFIRMED')location.assign('/dashboard')}).catch(function(){})},5000)})();
</script>`;
  return {
    id: 'yd-clean-neobt-ro-own-login', label: 'clean', kind: 'bank-login-own-domain',
    url: `https://${host}/`,
    body: page({ lang: 'ro', title: 'NeoBT – Banca Transilvania', head: favicon('#001e50', 'B'), css, body, scripts: js }),
    headers: bankHeaders("default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:"),
    routes: { [`${host}/auth/qr/refresh`]: jsonRoute({ state: 'WAITING' }) },
  } satisfies Entry;
})(),

(() => {
  const host = 'online.bancaintesa.rs';
  const css = `${baseCss}body{background:#f5f7f8}.hd{background:#fff;border-bottom:1px solid #e3e7ea;height:66px;display:flex;align-items:center;padding:0 28px}.hd span{margin-left:auto;font-size:13px}
.in{max-width:460px;margin:40px auto;background:#fff;border-radius:8px;padding:32px;border:1px solid #e3e7ea}h1{color:#0a6e3c;font-size:22px;margin-top:0}
label{display:block;font-size:14px;margin:14px 0 5px}input{width:100%;padding:11px;border:1px solid #b9c3c9;border-radius:4px}button{margin-top:20px;width:100%;background:#0a6e3c;color:#fff;border:0;padding:12px;border-radius:4px;font-weight:600}
.n{font-size:13px;color:#556;background:#f1f7f3;border-radius:6px;padding:12px;margin-top:18px}`;
  const body = `<div class="hd">${wordmark('Banca Intesa', '#0a6e3c', { mark: 'circle', width: 170 })}<span>Srpski | English</span></div>
<div class="in"><h1>Banca Intesa Online</h1>
<form method="post" action="/login/mtoken"><label>Korisničko ime</label><input name="username" autocomplete="username"><label>Jednokratna lozinka iz mToken-a</label><input name="otp" inputmode="numeric" maxlength="8" autocomplete="one-time-code"><button>Prijavi se</button></form>
<div class="n">Jednokratnu lozinku generišite u aplikaciji Intesa Mobi (mToken). Banka nikada ne traži PIN mToken-a, broj kartice ili JMBG putem e-pošte, SMS-a ili telefona. Kontakt centar: 011 310 88 88.</div></div>`;
  return {
    id: 'yd-clean-intesa-rs-own-login', label: 'clean', kind: 'bank-login-own-domain',
    url: `https://${host}/login`,
    body: page({ lang: 'sr-Latn', title: 'Banca Intesa Online', head: favicon('#0a6e3c', 'I'), css, body }),
    headers: bankHeaders("default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:"),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.winbank.gr';
  const css = `${baseCss}body{background:#f3f5f7;font-family:"Roboto",Arial,sans-serif}.hd{background:#fff;height:70px;display:flex;align-items:center;padding:0 34px;box-shadow:0 1px 0 #e2e6ea}.hd nav{margin-left:auto;display:flex;gap:18px;font-size:14px}
.c{max-width:900px;margin:34px auto;display:grid;grid-template-columns:1fr 1fr;gap:28px;padding:0 18px}.box{background:#fff;border-radius:8px;padding:28px}
label{display:block;font-size:13px;margin:12px 0 4px}input{width:100%;padding:11px;border:1px solid #b7c0c9;border-radius:4px}.b{width:100%;margin-top:18px;background:#ffd400;color:#002d62;border:0;border-radius:4px;padding:12px;font-weight:700}`;
  const body = `<div class="hd">${wordmark('winbank', '#002d62', { mark: 'circle', width: 140, sub: 'Τράπεζα Πειραιώς' })}<nav><span>Ιδιώτες</span><span>Επιχειρήσεις</span><span>Ασφάλεια</span></nav></div>
<div class="c"><div class="box"><h2 style="margin-top:0;color:#002d62">Είσοδος στο winbank</h2>
<form method="post" action="/sites/IBanking/el/Pages/Login.aspx"><label>Κωδικός χρήστη</label><input name="UserId" autocomplete="username"><label>Κωδικός πρόσβασης</label><input name="Password" type="password" autocomplete="current-password"><button class="b">Είσοδος</button></form>
<p style="font-size:12px;color:#555">Η ταυτοποίηση ολοκληρώνεται με έγκριση στην εφαρμογή winbank mobile.</p></div>
<div class="box"><h3 style="margin-top:0">Προστατευτείτε από απάτες</h3><p>Η Τράπεζα Πειραιώς δεν σας στέλνει ποτέ SMS ή email με σύνδεσμο για να εισάγετε κωδικούς, στοιχεία κάρτας ή OTP.</p><p>Μην εγκρίνετε ποτέ στην εφαρμογή συναλλαγή που δεν ξεκινήσατε εσείς.</p><p>Εξυπηρέτηση: 210 32 88 000</p></div></div>`;
  return {
    id: 'yd-clean-piraeus-winbank-own-login', label: 'clean', kind: 'bank-login-own-domain',
    url: `https://${host}/sites/IBanking/el/Pages/Login.aspx`,
    body: page({ lang: 'el', title: 'winbank – Τράπεζα Πειραιώς', head: favicon('#002d62', 'w', '#ffd400'), css, body }),
    headers: bankHeaders("default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:"),
  } satisfies Entry;
})(),

(() => {
  const host = 'ib.fio.cz';
  const css = `body{margin:0;font-family:Verdana,Arial,sans-serif;font-size:13px;background:#fff;color:#222}#top{height:60px;border-bottom:4px solid #0064b0;display:flex;align-items:center;padding:0 24px}#top .r{margin-left:auto;color:#0064b0}
#login{width:380px;margin:50px auto;border:1px solid #c8d6e5;padding:22px 26px;background:#f7fafd}#login h2{color:#0064b0;font-size:17px;margin:0 0 14px}#login input[type=text],#login input[type=password]{width:100%;padding:6px;border:1px solid #99a;box-sizing:border-box}
#login .btn{background:#0064b0;color:#fff;border:0;padding:7px 24px;margin-top:12px}.note{width:430px;margin:0 auto;font-size:11px;color:#555;line-height:1.5}`;
  const body = `<div id="top">${wordmark('Fio banka', '#0064b0', { mark: 'circle', width: 140 })}<span class="r">Internetbanking</span></div>
<div id="login"><h2>Přihlášení</h2><form name="LoginForm" method="post" action="/ib/login"><p>Uživatelské jméno:<br><input type="text" name="LOGIN_USERNAME" maxlength="12" autocomplete="username"></p><p>Heslo:<br><input type="password" name="LOGIN_PASSWORD" maxlength="30" autocomplete="current-password"></p><input class="btn" type="submit" value="Přihlásit"></form></div>
<p class="note">Upozornění: Fio banka nikdy nezasílá e-maily ani SMS s odkazem na přihlášení do internetbankingu. Pracovníci banky vás nikdy nebudou žádat o potvrzení přihlášení ve Smartbankingu, o sdělení kódu ani o převod peněz na jiný účet. Podezřelé zprávy přeposílejte na bezpecnost@fio.cz.</p>`;
  return {
    id: 'yd-clean-fio-ib-own-login', label: 'clean', kind: 'bank-login-own-domain',
    url: `https://${host}/ib/login`,
    body: `<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><title>Fio banka - Internetbanking</title><style>${css}</style></head><body>${body}</body></html>`,
  } satisfies Entry;
})(),

(() => {
  const host = 'acs.otpbank.hu';
  const css = `${baseCss}body{background:#fff;font-family:Arial,sans-serif;font-size:14px}.acs{max-width:400px;margin:12px auto;border:1px solid #ccc}.top{display:flex;justify-content:space-between;align-items:center;padding:10px 14px;border-bottom:2px solid #52ae30}
.in{padding:16px}table{width:100%;font-size:13px;margin:10px 0}td{padding:3px 0}td:first-child{color:#666;width:40%}input{width:100%;padding:9px;border:1px solid #999}button{margin-top:10px;width:100%;background:#52ae30;color:#fff;border:0;padding:10px}
.ft{font-size:11px;color:#888;padding:8px 14px;background:#f7f7f7}`;
  const body = `<div class="acs"><div class="top">${wordmark('OTP Bank', '#52ae30', { mark: 'circle', width: 130, height: 28 })}<svg width="60" height="26"><rect width="60" height="26" rx="3" fill="#1a1f71"/><text x="30" y="18" fill="#fff" font-family="Arial" font-size="12" font-weight="700" text-anchor="middle">VISA</text></svg></div>
<div class="in"><b>Visa Secure – Vásárlás jóváhagyása</b><table><tr><td>Kereskedő:</td><td>WIZZ AIR HUNGARY</td></tr><tr><td>Összeg:</td><td>38 990 HUF</td></tr><tr><td>Kártya:</td><td>XXXX XXXX XXXX 2208</td></tr></table>
<p>A +36 30 *** **41 telefonszámra SMS-ben küldtünk egy egyszer használatos kódot. Ellenőrizze, hogy az SMS-ben szereplő kereskedő és összeg megegyezik-e a fentiekkel.</p>
<form method="post" action="/mdpay/challenge"><input type="hidden" name="creq" value="eyJ0aHJlZURTU2VydmVyVHJhbnNJRCI6IjY0Yj"><input name="otp" inputmode="numeric" maxlength="6" autocomplete="one-time-code" placeholder="SMS kód"><button>Jóváhagyás</button></form>
<p style="font-size:12px"><a href="/mdpay/resend">Új kód kérése</a> · <a href="/mdpay/cancel">Megszakítás</a></p></div>
<div class="ft">OTP Bank Nyrt. · Kártyaletiltás: +36 1 366 6666</div></div>`;
  return {
    id: 'yd-clean-otp-hu-3ds-sms-challenge', label: 'clean', kind: '3ds-acs-own-domain',
    url: `https://${host}/mdpay/challenge?acsTransID=64b2c1f0-7e88-4b15-a2d9-1c3e5f7a9b02`,
    body: page({ lang: 'hu', title: 'Visa Secure – OTP Bank', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.vub.sk';
  const css = `${baseCss}body{font-family:Arial,sans-serif;color:#222}.hd{background:#fff;border-bottom:1px solid #e4e4e4;padding:14px 36px;display:flex;align-items:center}.hd nav{margin-left:auto;display:flex;gap:18px;font-size:14px}
.w{max-width:820px;margin:26px auto;padding:0 18px}.bc{font-size:13px;color:#777}h1{font-size:32px}.step{display:flex;gap:16px;margin:18px 0}.step b{flex:none;width:34px;height:34px;border-radius:50%;background:#004b8d;color:#fff;display:flex;align-items:center;justify-content:center}
.warn{background:#fff3e0;border-left:4px solid #ef6c00;padding:14px;margin:20px 0}.faq h3{font-size:17px;margin-bottom:4px}`;
  const body = `<div class="hd">${wordmark('VÚB banka', '#004b8d', { mark: 'square', width: 150 })}<nav><span>Občania</span><span>Podnikatelia</span><span>Bezpečnosť</span><span>Kontakty</span></nav></div>
<div class="w"><p class="bc">Domov › Digitálne bankovníctvo › VÚB Mobile Token</p>
<h1>Ako aktivovať VÚB Mobile Token</h1><p>VÚB Mobile Token je súčasťou aplikácie VÚB Mobile Banking. Slúži na prihlasovanie do Internet bankingu a potvrdzovanie platieb.</p>
<div class="step"><b>1</b><div>Stiahnite si aplikáciu <b>VÚB Mobile Banking</b> z Google Play alebo App Store. Nikdy neinštalujte aplikáciu z odkazu v SMS.</div></div>
<div class="step"><b>2</b><div>V aplikácii zvoľte <i>Aktivovať</i> a zadajte prihlasovacie meno do Internet bankingu.</div></div>
<div class="step"><b>3</b><div>Na telefónne číslo evidované v banke vám príde aktivačný SMS kód. Zadajte ho <b>iba do aplikácie</b>, nie na žiadnu webovú stránku.</div></div>
<div class="step"><b>4</b><div>Nastavte si PIN k tokenu alebo biometriu.</div></div>
<div class="warn"><b>Pozor na podvodné SMS:</b> „VUB: Vas Mobile Token bol deaktivovany. Aktivujte ho na vub-token-sk.com“. Takéto správy neposielame. Banka vás nikdy nepožiada o PIN ku karte, číslo karty ani aktivačný kód cez webový formulár alebo telefonicky.</div>
<div class="faq"><h3>Mám nový telefón. Čo s tokenom?</h3><p>Token aktivujete na novom zariadení rovnakým postupom; na starom zariadení sa automaticky deaktivuje.</p><h3>Neprišla mi SMS</h3><p>Kontaktujte Kontaktné centrum na čísle 0850 123 000.</p></div></div>`;
  return {
    id: 'yd-clean-vub-sk-token-help-article', label: 'clean', kind: 'bank-help-article',
    url: `https://${host}/ludia/digitalne-bankovnictvo/vub-mobile-token/`,
    body: page({ lang: 'sk', title: 'Aktivácia VÚB Mobile Token | VÚB banka', head: favicon('#004b8d', 'V'), css, body: body + cookieBar('Používame súbory cookie na zlepšenie služieb. <a href="#">Viac informácií</a>', 'Prijať všetky', 'Len nevyhnutné', '#004b8d') }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.rb.cz';
  const exe = pe({ x64: true, strings: ['TeamViewer Germany GmbH', 'TeamViewer QuickSupport', 'Raiffeisenbank a.s. customized module', 'Digitally signed by TeamViewer Germany GmbH'], size: 32768 });
  const css = `${baseCss}body{font-family:Arial,sans-serif;color:#222}.hd{background:#fff;border-bottom:3px solid #fee600;padding:14px 36px;display:flex;align-items:center}.hd span{margin-left:auto;font-size:14px}
.w{max-width:860px;margin:28px auto;padding:0 18px}h1{font-size:30px}.box{background:#f7f7f7;border-radius:6px;padding:18px 20px;margin:16px 0}.dl{display:inline-block;background:#fee600;color:#000;padding:12px 22px;text-decoration:none;font-weight:700;border-radius:3px}
.warn{border:2px solid #d32f2f;border-radius:6px;padding:16px;margin:18px 0}`;
  const body = `<div class="hd">${wordmark('Raiffeisenbank', '#000', { mark: 'square', width: 170 })}<span>Firmy a podnikatelé</span></div>
<div class="w"><h1>Vzdálená podpora pro firemní klienty</h1>
<p>Při nastavování aplikace Business Banking nebo komunikačního rozhraní k účetnímu softwaru vám může náš technik pomoci prostřednictvím vzdálené podpory. Relaci vždy zahajujete vy sami telefonátem na naši linku.</p>
<div class="warn"><b>Důležité:</b> Vzdálenou podporu používáme <b>výhradně u firemních klientů, kteří nás sami kontaktovali</b> na čísle 412 440 000. Nikdy vás nebudeme kontaktovat sami s žádostí o instalaci programu. Pokud vám volá někdo, kdo se vydává za pracovníka banky nebo policie a žádá instalaci AnyDesk, TeamViewer či jiné aplikace, zavěste.</div>
<div class="box"><b>Postup</b><ol><li>Zavolejte na linku podpory pro firmy 412 440 000 a nahlaste číslo smlouvy.</li><li>Stáhněte modul QuickSupport (podepsaný společností TeamViewer Germany GmbH).</li><li>Sdělte technikovi ID a heslo zobrazené v okně programu.</li><li>Po skončení relace program zavřete; nic se neinstaluje natrvalo.</li></ol>
<a class="dl" href="/content/dam/rb/podpora/RB_QuickSupport.exe">Stáhnout RB QuickSupport (Windows, 31 MB)</a></div>
<p style="font-size:13px;color:#666">SHA-256: 4c1e…9a02 · Verze 15.63 · Aktualizováno 3. 2. 2025</p></div>`;
  return {
    id: 'yd-clean-rb-cz-business-remote-support', label: 'clean', kind: 'bank-remote-support-download',
    url: `https://${host}/firmy/podpora/vzdalena-podpora`,
    body: page({ lang: 'cs', title: 'Vzdálená podpora | Raiffeisenbank', head: favicon('#fee600', 'R', '#000'), css, body }),
    routes: { [`${host}/content/dam/rb/podpora/RB_QuickSupport.exe`]: fileRoute(exe, 'application/x-msdownload', 'RB_QuickSupport.exe') },
  } satisfies Entry;
})(),

(() => {
  const host = 'www.kb.cz';
  const msi = cfb(['Komercni banka, a.s.', 'KB Podpisova aplikace', 'ProductVersion 3.4.2', 'Manufacturer', 'Windows Installer XML Toolset'], 16384);
  const css = `${baseCss}body{font-family:Arial,sans-serif;color:#222}.hd{border-bottom:1px solid #eee;padding:14px 36px;display:flex;align-items:center}.w{max-width:860px;margin:26px auto;padding:0 18px}
.dls{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.dl{border:1px solid #e3e3e3;border-radius:6px;padding:16px}.dl a{display:inline-block;margin-top:10px;background:#cc0033;color:#fff;padding:9px 16px;text-decoration:none;border-radius:3px}
table{width:100%;border-collapse:collapse;font-size:14px;margin-top:18px}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left}`;
  const body = `<div class="hd">${wordmark('Komerční banka', '#cc0033', { mark: 'square', width: 180 })}</div>
<div class="w"><h1>Podepisovací aplikace KB</h1><p>Aplikace slouží k podepisování plateb certifikátem v Profibanka a KB API pro firmy. Instalaci provádějte pouze z této stránky na kb.cz.</p>
<div class="dls"><div class="dl"><b>Windows 10/11</b><br><small>MSI, 14 MB</small><br><a href="/file/cs/podpora/kb-podpisova-aplikace-3.4.2.msi">Stáhnout</a></div><div class="dl"><b>macOS 12+</b><br><small>PKG, 18 MB</small><br><a href="/file/cs/podpora/kb-podpisova-aplikace-3.4.2.pkg">Stáhnout</a></div><div class="dl"><b>Linux</b><br><small>DEB, 12 MB</small><br><a href="/file/cs/podpora/kb-podpisova-aplikace_3.4.2_amd64.deb">Stáhnout</a></div></div>
<table><tr><th>Soubor</th><th>SHA-256</th></tr><tr><td>kb-podpisova-aplikace-3.4.2.msi</td><td><code>b2e7…41fd</code></td></tr><tr><td>kb-podpisova-aplikace-3.4.2.pkg</td><td><code>19ac…7e30</code></td></tr></table>
<p>Potřebujete pomoc? Linka pro firemní klienty 955 512 230.</p></div>`;
  return {
    id: 'yd-clean-kb-cz-signing-app-msi', label: 'clean', kind: 'bank-installer-download',
    url: `https://${host}/cs/podpora/podepisovaci-aplikace`,
    body: page({ lang: 'cs', title: 'Podepisovací aplikace | Komerční banka', head: favicon('#cc0033', 'K'), css, body }),
    routes: { [`${host}/file/cs/podpora/kb-podpisova-aplikace-3.4.2.msi`]: fileRoute(msi, 'application/x-msi', 'kb-podpisova-aplikace-3.4.2.msi') },
  } satisfies Entry;
})(),
];
