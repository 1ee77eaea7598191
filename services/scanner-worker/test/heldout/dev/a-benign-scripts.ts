import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

const abConfig = JSON.stringify({ exp: 'hero-copy-0325', variants: { a: { h: 'Accounting that does itself', s: 'Connect your bank and let Tallybird categorise every transaction.' }, b: { h: 'Close your books in minutes, not days', s: 'Bank feeds, receipts and VAT returns in one place.' } }, split: 50 });

export const entries: Entry[] = [
{
  id: 'a-bscript-gtm-consent-manager',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://www.hollandse-fietsen.nl/e-bikes/stadsfiets-comfort-7',
  body: `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stadsfiets Comfort 7 – e-bike | Hollandse Fietsen</title>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("consent","default",{ad_storage:"denied",analytics_storage:"denied",ad_user_data:"denied",ad_personalization:"denied",wait_for_update:500});</script>
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-K7X2QPL');</script>
<script>!function(){"use strict";var e=function(e,t){var n=document.cookie.match(new RegExp("(^| )"+e+"=([^;]+)"));return n?decodeURIComponent(n[2]):t},t=function(e,t,n){var o=new Date;o.setTime(o.getTime()+864e5*n),document.cookie=e+"="+encodeURIComponent(t)+";expires="+o.toUTCString()+";path=/;SameSite=Lax"},n=function(e){gtag("consent","update",{ad_storage:e.m?"granted":"denied",analytics_storage:e.a?"granted":"denied",ad_user_data:e.m?"granted":"denied",ad_personalization:e.m?"granted":"denied"})},o=e("hf_consent","");if(o)try{n(JSON.parse(atob(o)))}catch(e){}window.hfConsent={save:function(e){t("hf_consent",btoa(JSON.stringify(e)),180),n(e);var o=document.getElementById("hf-cmp");o&&o.parentNode.removeChild(o)},shown:!o}}();</script>
<style>
body{margin:0;font-family:"Nunito Sans",Arial,sans-serif;color:#1c2b39}
header{display:flex;justify-content:space-between;padding:14px 30px;border-bottom:1px solid #eee}
header a{margin-left:16px;color:#1c2b39;text-decoration:none}
.p{display:grid;grid-template-columns:1fr 1fr;gap:40px;max-width:1100px;margin:30px auto;padding:0 20px}
.price{font-size:30px;font-weight:800;color:#e4572e}
.btn{background:#e4572e;color:#fff;border:0;padding:14px 26px;border-radius:6px;font-size:16px}
#hf-cmp{position:fixed;left:20px;bottom:20px;max-width:420px;background:#fff;border-radius:10px;box-shadow:0 8px 30px rgba(0,0,0,.2);padding:20px;font-size:14px}
#hf-cmp button{margin:6px 6px 0 0;padding:8px 14px;border-radius:5px;border:1px solid #1c2b39;background:#fff}
#hf-cmp button.all{background:#1c2b39;color:#fff}
</style>
</head>
<body>
<header><b>Hollandse Fietsen</b><nav><a href="/e-bikes">E-bikes</a><a href="/stadsfietsen">Stadsfietsen</a><a href="/onderhoud">Onderhoud</a><a href="/account/inloggen">Inloggen</a><a href="/winkelwagen">🛒 0</a></nav></header>
<div class="p">
<img src="/media/catalog/comfort-7-groen.jpg" alt="Stadsfiets Comfort 7 in groen" style="width:100%">
<div><h1>Stadsfiets Comfort 7</h1><p>Shimano Nexus 7, middenmotor 250 W, accu 540 Wh, bereik tot 120 km.</p><div class="price">€ 2.299,-</div><p>Op voorraad · Gratis montage en aflevering in de Randstad</p><button class="btn">In winkelwagen</button><p style="font-size:13px">Betaal met iDEAL, creditcard, PayPal of in 3 termijnen met Klarna.</p></div>
</div>
<div id="hf-cmp" role="dialog" aria-label="Cookie-instellingen"><b>Wij gebruiken cookies</b><p>Met functionele cookies werkt onze site. Met analytische en marketingcookies verbeteren we de site en tonen we relevante advertenties.</p><button class="all" onclick="hfConsent.save({a:1,m:1})">Alles accepteren</button><button onclick="hfConsent.save({a:0,m:0})">Alleen noodzakelijk</button><button onclick="location.href='/cookiebeleid'">Instellingen</button></div>
<script>if(!window.hfConsent.shown){var c=document.getElementById('hf-cmp');c&&c.remove();}</script>
</body>
</html>`,
},
{
  id: 'a-bscript-ab-test-base64-config',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://www.tallybird.co.uk/',
  body: `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tallybird – simple accounting for sole traders and small businesses</title>
<style>.ab-hide{opacity:0!important}</style>
<script>
/* flagpole experiments v2.3.0 (c) Flagpole Labs */
(function(w,d){var h=d.documentElement;h.className+=' ab-hide';setTimeout(function(){h.className=h.className.replace(' ab-hide','')},1500);
var cfg=JSON.parse(atob("${b64(abConfig)}"));
function bucket(){var k='fp_'+cfg.exp,v;try{v=localStorage.getItem(k)}catch(e){}if(!v){v=Math.random()*100<cfg.split?'a':'b';try{localStorage.setItem(k,v)}catch(e){}}return v}
w.__fp={exp:cfg.exp,v:bucket()};
d.addEventListener('DOMContentLoaded',function(){var x=cfg.variants[w.__fp.v],t=d.getElementById('hero-title'),s=d.getElementById('hero-sub');if(t)t.innerHTML=x.h;if(s)s.innerHTML=x.s;h.className=h.className.replace(' ab-hide','');
(w.dataLayer=w.dataLayer||[]).push({event:'experiment_view',experiment:cfg.exp,variant:w.__fp.v})});})(window,document);
</script>
<style>
body{margin:0;font-family:"Inter",Arial,sans-serif;color:#102a43}
nav{display:flex;justify-content:space-between;padding:18px 40px}
nav a{margin-left:22px;color:#102a43;text-decoration:none}
.hero{text-align:center;padding:70px 20px;background:#f0f7ff}
.hero h1{font-size:48px;margin:0 0 12px}
.cta{background:#1f6feb;color:#fff;padding:14px 26px;border-radius:8px;text-decoration:none;display:inline-block;margin-top:16px}
.logos{text-align:center;color:#627d98;padding:30px;font-size:14px}
</style>
</head>
<body>
<nav><b>🐦 Tallybird</b><span><a href="/features">Features</a><a href="/pricing">Pricing</a><a href="https://app.tallybird.co.uk/login">Log in</a><a href="https://app.tallybird.co.uk/signup" style="background:#102a43;color:#fff;padding:8px 14px;border-radius:6px">Try free for 30 days</a></span></nav>
<section class="hero"><h1 id="hero-title">Accounting that does itself</h1><p id="hero-sub">Connect your bank and let Tallybird categorise every transaction.</p><a class="cta" href="https://app.tallybird.co.uk/signup">Start free trial</a><p style="font-size:13px;color:#627d98">HMRC-recognised for Making Tax Digital · No card needed</p></section>
<div class="logos">Connects with Barclays · HSBC · Lloyds · NatWest · Monzo · Starling · Revolut Business · Stripe · PayPal · Shopify</div>
</body>
</html>`,
},
{
  id: 'a-bscript-legacy-ad-docwrite',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://www.angelforum-nord.de/forum/thread/18844-hecht-im-fruehjahr/',
  body: `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="de">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>Hecht im Frühjahr – welche Köder? - Angelforum Nord</title>
<link rel="stylesheet" type="text/css" href="/wcf/style/style-3.css" />
<style>
body{margin:0;font:13px Tahoma,Verdana,sans-serif;background:#dfe6ec;color:#222}
#main{width:980px;margin:0 auto;background:#fff}
.hdr{background:#2a4d69;color:#fff;padding:16px;font-size:22px}
.post{border-bottom:1px solid #ccd;display:flex}
.post .u{width:160px;background:#eef2f5;padding:10px;font-size:12px}
.post .t{flex:1;padding:10px}
.ad{text-align:center;padding:8px;background:#f7f7f7}
.login{float:right;font-size:12px}
.login input{width:90px;font-size:11px}
</style>
<script type="text/javascript">
var ad_zone = 'forum_top', ad_w = 728, ad_h = 90, ad_rnd = Math.floor(Math.random() * 1e9);
</script>
</head>
<body>
<div id="main">
<div class="hdr">Angelforum Nord
<form class="login" method="post" action="/index.php?form=UserLogin">Benutzer <input name="loginUsername" /> Kennwort <input type="password" name="loginPassword" /> <input type="submit" value="Anmelden" /></form>
</div>
<div class="ad">
<script type="text/javascript">
document.write('<scr' + 'ipt type="text/javascript" src="https://ads.regio-werbenetz.de/serve/js.php?zone=' + ad_zone + '&w=' + ad_w + '&h=' + ad_h + '&cb=' + ad_rnd + '&ref=' + encodeURIComponent(document.location.href) + '"></scr' + 'ipt>');
</script>
<noscript><a href="https://ads.regio-werbenetz.de/serve/click.php?zone=forum_top"><img src="https://ads.regio-werbenetz.de/serve/img.php?zone=forum_top" width="728" height="90" alt="Anzeige" /></a></noscript>
</div>
<div style="padding:10px"><b>Forum › Raubfisch › Hecht im Frühjahr – welche Köder?</b></div>
<div class="post"><div class="u"><b>Boddenfuchs</b><br/>Mitglied seit 2011<br/>Beiträge: 2.341</div><div class="t">Moin zusammen, ab 1. Mai geht's bei uns wieder los. Was fischt ihr im flachen Wasser, wenn es noch kalt ist? Ich hatte letztes Jahr mit 12er Gummifisch in Weiß ganz gute Erfahrungen.</div></div>
<div class="post"><div class="u"><b>Hechtheini</b><br/>Mitglied seit 2015<br/>Beiträge: 887</div><div class="t">Flachlaufende Wobbler und Spinnerbaits, langsam geführt. Und Stahlvorfach nicht vergessen!</div></div>
<div style="padding:10px;font-size:11px;color:#666">Powered by Burning Board® 3.1 · © Angelforum Nord e.V. · <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a></div>
</div>
</body>
</html>`,
},
{
  id: 'a-bscript-antifraud-webdriver-shop',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://www.sneakervault.co/account/login',
  routes: {
    'www.sneakervault.co/account/login': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in | SneakerVault</title>
<script src="/assets/js/sv-guard.min.js" defer></script>
<style>
body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#fff;color:#111}
header{display:flex;justify-content:space-between;padding:16px 32px;border-bottom:1px solid #eee}
header a{margin-left:18px;color:#111;text-decoration:none;font-size:14px;text-transform:uppercase;letter-spacing:1px}
.c{max-width:400px;margin:50px auto;padding:0 20px}
input{width:100%;height:46px;border:1px solid #111;padding:0 12px;font-size:15px;margin:6px 0 14px;box-sizing:border-box}
button{width:100%;height:50px;background:#111;color:#fff;border:0;font-size:15px;letter-spacing:1px;text-transform:uppercase}
.drop{background:#fffbe6;border:1px solid #f2d264;padding:12px;font-size:13px;margin-bottom:18px}
</style>
</head>
<body>
<header><b>SNEAKERVAULT</b><nav><a href="/releases">Releases</a><a href="/raffles">Raffles</a><a href="/account/login">Account</a><a href="/cart">Bag (0)</a></nav></header>
<div class="c">
<div class="drop">Raffle for the Air Max 1 '86 "Big Bubble" closes Friday 18:00 CET. Sign in to enter — one entry per verified account. Automated entries are removed.</div>
<h1 style="font-size:24px">Sign in</h1>
<form method="post" action="/account/login" id="login">
<input type="hidden" name="sv_sig" id="sv_sig">
<input name="customer[email]" type="email" placeholder="Email" autocomplete="email">
<input name="customer[password]" type="password" placeholder="Password" autocomplete="current-password">
<button type="submit">Sign in</button>
</form>
<p style="font-size:13px"><a href="/account/recover">Forgot your password?</a> · <a href="/account/register">Create account</a></p>
</div>
</body>
</html>`),
    'www.sneakervault.co/assets/js/sv-guard.min.js': { status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body: `/*! sv-guard 1.4.2 – bot mitigation for raffles */
!function(){"use strict";var n=navigator,w=window,s={wd:n.webdriver===!0?1:0,hl:/Headless/i.test(n.userAgent)?1:0,pl:n.plugins?n.plugins.length:-1,lg:(n.languages||[]).length,tz:(function(){try{return Intl.DateTimeFormat().resolvedOptions().timeZone}catch(e){return""}})(),sw:screen.width,sh:screen.height,hc:n.hardwareConcurrency||0,t0:Date.now()},m=0;w.addEventListener("mousemove",function(){m++},{passive:!0});w.addEventListener("touchstart",function(){m++},{passive:!0});function sig(){s.mv=m;s.dt=Date.now()-s.t0;return btoa(JSON.stringify(s))}document.addEventListener("DOMContentLoaded",function(){var f=document.getElementById("login");if(!f)return;f.addEventListener("submit",function(){var i=document.getElementById("sv_sig");i&&(i.value=sig())});if(s.wd||s.hl)fetch("/api/guard/flag",{method:"POST",keepalive:!0,headers:{"Content-Type":"application/json"},body:JSON.stringify({r:"automation",p:location.pathname})}).catch(function(){})})}();` },
  },
},
{
  id: 'a-bscript-packed-chat-widget',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://www.zahnarzt-dr-sommer.de/termin',
  body: `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Termin vereinbaren – Zahnarztpraxis Dr. Sommer, Freiburg</title>
<style>
body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;color:#23395d;line-height:1.6}
header{display:flex;justify-content:space-between;padding:16px 30px;background:#eaf4fb}
header a{margin-left:16px;color:#23395d;text-decoration:none}
.c{max-width:720px;margin:30px auto;padding:0 20px}
label{display:block;font-weight:600;margin:12px 0 4px}
input,select,textarea{width:100%;border:1px solid #9fb6cf;border-radius:4px;padding:9px;font-size:15px;box-sizing:border-box}
button{margin-top:16px;background:#2a7ab8;color:#fff;border:0;border-radius:4px;padding:12px 22px;font-size:15px}
#chat-bubble{position:fixed;right:20px;bottom:20px;width:56px;height:56px;border-radius:50%;background:#2a7ab8;color:#fff;display:flex;align-items:center;justify-content:center;font-size:24px;cursor:pointer}
</style>
<script type="text/javascript">
eval(function(p,a,c,k,e,d){e=function(c){return c.toString(36)};if(!''.replace(/^/,String)){while(c--){d[c.toString(a)]=k[c]||c.toString(a)}k=[function(e){return d[e]}];e=function(){return'\\\\w+'};c=1};while(c--){if(k[c]){p=p.replace(new RegExp('\\\\b'+e(c)+'\\\\b','g'),k[c])}}return p}('0.1=2(){3 4=5.6(\\'7\\');4.8=\\'9://a.b.c/d.e\\';4.f=g;5.h.i(4)};',19,19,'window|onload|function|var|s|document|createElement|script|src|https|widget|praxischat|de|loader|js|async|true|body|appendChild'.split('|'),0,{}))
</script>
</head>
<body>
<header><b>Zahnarztpraxis Dr. Sommer</b><nav><a href="/leistungen">Leistungen</a><a href="/team">Team</a><a href="/termin">Termin</a><a href="/kontakt">Kontakt</a></nav></header>
<div class="c">
<h1>Termin vereinbaren</h1>
<p>Schreiben Sie uns Ihren Wunschtermin – wir melden uns innerhalb eines Werktags. Bei akuten Schmerzen rufen Sie bitte direkt an: 0761 555 4410.</p>
<form method="post" action="/termin/anfrage">
<label>Name</label><input name="name" autocomplete="name">
<label>Telefon</label><input name="telefon" type="tel" autocomplete="tel">
<label>E-Mail</label><input name="email" type="email" autocomplete="email">
<label>Anliegen</label><select name="anliegen"><option>Kontrolle / Prophylaxe</option><option>Professionelle Zahnreinigung</option><option>Schmerzen</option><option>Beratung Implantat</option></select>
<label>Wunschzeit</label><textarea name="zeit" rows="3" placeholder="z. B. dienstags ab 16 Uhr"></textarea>
<label><input type="checkbox" name="dsgvo" style="width:auto"> Ich habe die <a href="/datenschutz">Datenschutzerklärung</a> gelesen.</label>
<button type="submit">Anfrage senden</button>
</form>
</div>
<div id="chat-bubble" title="Chat mit der Praxis">💬</div>
</body>
</html>`,
},
];
