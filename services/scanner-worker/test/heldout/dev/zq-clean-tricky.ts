import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, tess, MS_LOGO, mark } from '../parts/zq-kit.js';
import { jsRoute, jsonRoute, fileRoute, pe, zip } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zq-clean-company-roundcube-own-domain',
  label: 'clean',
  kind: 'webmail-own-domain',
  url: 'https://webmail.kessler-bau.de/',
  body: doc('Kessler Bau GmbH :: Willkommen bei Roundcube Webmail', `<div id="layout"><div id="login-form"><img src="skins/elastic/images/logo.svg?s=1700000000" alt="Kessler Bau" style="height:46px">
<form name="login-form" method="post" action="./?_task=login"><input type="hidden" name="_token" value="Nq7cUk2pXz4mW0aRb1tVyE8fLh3sGd9o"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_"><input type="hidden" name="_url" value="">
<table><tbody><tr><td class="title"><label for="rcmloginuser">Benutzername</label></td><td class="input"><input name="_user" id="rcmloginuser" required autocapitalize="none" autocomplete="off"></td></tr><tr><td class="title"><label for="rcmloginpwd">Passwort</label></td><td class="input"><input name="_pass" id="rcmloginpwd" required type="password"></td></tr></tbody></table>
<p class="formbuttons"><button type="submit" id="rcmloginsubmit">Anmelden</button></p></form></div>
<div id="login-footer">Roundcube Webmail &bull; <a href="https://www.kessler-bau.de/impressum">Impressum</a> &bull; Support: IT-Abteilung Durchwahl -240</div></div>
<script src="program/js/jquery.min.js?s=1700000000"></script><script src="program/js/common.min.js?s=1700000000"></script>
<script>document.getElementById('rcmlogintz').value=Intl.DateTimeFormat().resolvedOptions().timeZone;</script>`, { lang: 'de', css: `body{background:#f4f4f4}#login-form{max-width:400px;margin:12vh auto;background:#fff;padding:30px;text-align:center;border-radius:4px;box-shadow:0 0 6px #ccc}td{padding:6px;text-align:left}input{width:100%;padding:8px}button{background:#37beff;color:#fff;border:0;padding:10px 30px}#login-footer{text-align:center;color:#999;font-size:12px}` }),
},

{
  id: 'zq-clean-nextcloud-public-share-password',
  label: 'clean',
  kind: 'cloud-share-own-domain',
  url: 'https://cloud.mueller-architekten.de/s/9kPzRt4mXwQbE2a/authenticate/showShare',
  body: doc('Nextcloud', `<div class="wrapper"><div class="v"><div class="logo">&#9729; Nextcloud</div><div class="g"><p>Diese Freigabe ist passwortgeschützt</p><form method="post" action="/s/9kPzRt4mXwQbE2a/authenticate/showShare"><input type="hidden" name="requesttoken" value="8QkF2c0m+Ad1xV7Y=:ZQo1kB"><input type="password" name="password" placeholder="Passwort" autocomplete="new-password"><input type="submit" value="&rarr;"></form></div></div>
<footer><p>Müller Architekten PartGmbB &ndash; Planungsunterlagen für Bauherren<br><a href="https://nextcloud.com">Nextcloud</a> &ndash; ein sicherer Ort für all deine Daten</p></footer></div>`, { lang: 'de', css: `body{background:#0082c9;color:#fff}.v{max-width:320px;margin:18vh auto;text-align:center}.logo{font-size:30px;margin-bottom:20px}input[type=password]{padding:10px;border-radius:4px;border:0;width:240px}input[type=submit]{padding:10px 14px;border:0;border-radius:4px}footer{text-align:center;font-size:12px}footer a{color:#fff}` }),
},

{
  id: 'zq-clean-dropbox-own-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://www.dropbox.com/login?s=2',
  body: doc('Dropbox - Log in - Dropbox', `<div class="d"><svg width="40" height="34" viewBox="0 0 43 40"><path fill="#0061fe" d="M12.5 0L0 8.1l8.7 6.9 12.5-7.8L12.5 0zM0 21.9l12.5 8.1 8.7-7.2-12.5-7.7L0 21.9zm21.2.9l8.7 7.2 12.4-8.1-8.6-6.9-12.5 7.8zm21.1-14.7L29.9 0l-8.7 7.2 12.5 7.8 8.6-6.9zM21.3 24.4l-8.8 7.2-3.7-2.5v2.8l12.5 7.5 12.5-7.5v-2.8l-3.8 2.5-8.7-7.2z"/></svg>
<h1>Log in or sign up</h1><a class="b" href="/oauth2/google">Continue with Google</a><a class="b" href="/oauth2/apple">Continue with Apple</a><div class="or">or</div>
<form method="post" action="/ajax_login"><input type="hidden" name="t" value="aZ1x9_Lq"><input name="login_email" type="email" placeholder="Email"><input name="login_password" type="password" placeholder="Password"><button>Continue</button></form><p class="s">By continuing, you agree to Dropbox's <a href="/terms">Terms</a> and <a href="/privacy">Privacy Policy</a>.</p></div>`, { css: `.d{max-width:360px;margin:10vh auto;text-align:center}.b{display:block;border:1px solid #ccc;padding:12px;margin:8px 0;border-radius:8px;text-decoration:none}.or{color:#888;margin:10px}input{width:100%;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:8px}button{width:100%;padding:12px;background:#0061fe;color:#fff;border:0;border-radius:8px}.s{font-size:12px;color:#777}` }),
},

{
  id: 'zq-clean-7zip-style-download',
  label: 'clean',
  kind: 'installer-download',
  url: 'https://www.keepassxc.org/download/',
  body: doc('Download KeePassXC', `<header style="padding:18px 6vw;background:#6c9e3c;color:#fff"><b>KeePassXC</b> &middot; Cross-Platform Password Manager</header><main style="max-width:760px;margin:30px auto;padding:0 16px">
<h1>Download KeePassXC 2.7.10</h1><h2>Windows</h2><p><a href="https://github.com/keepassxreboot/keepassxc/releases/download/2.7.10/KeePassXC-2.7.10-Win64.msi">MSI Installer (64-bit)</a> &middot; <a href="/download/KeePassXC-2.7.10-Win64.zip">Portable ZIP</a></p>
<p>Verify your download: SHA-256 <code>5f4b3c2a1e0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b</code> and the PGP signature (key <code>BF5A669F2272CF4324C1FDA8CFB4C2166397D0D2</code>).</p>
<h2>Linux</h2><pre>sudo apt install keepassxc
flatpak install flathub org.keepassxc.KeePassXC</pre><h2>macOS</h2><pre>brew install --cask keepassxc</pre></main>`),
  routes: { 'www.keepassxc.org/download/KeePassXC-2.7.10-Win64.zip': fileRoute(zip([{ name: 'KeePassXC-2.7.10-Win64/KeePassXC.exe', data: pe({ x64: true, strings: ['KeePassXC', 'Qt5Core.dll', 'https://keepassxc.org'], size: 60000 }) }, { name: 'KeePassXC-2.7.10-Win64/README.txt', data: 'KeePassXC portable. Licensed under GPLv3.' }]), 'application/zip', 'KeePassXC-2.7.10-Win64.zip') },
},

{
  id: 'zq-clean-uniswap-style-dapp',
  label: 'clean',
  kind: 'crypto-dapp-own-domain',
  url: 'https://app.uniswap.org/swap?s=4',
  body: doc('Uniswap Interface', `<div class="u"><header><b style="color:#fc72ff">&#129412; Uniswap</b><button id="c">Connect</button></header><div class="sw"><h3>Swap</h3><div class="box"><input value="1" id="a"> ETH</div><div class="box"><input placeholder="0" id="b" readonly> USDC</div><button id="s" disabled>Connect wallet</button></div>
<p class="f">Uniswap Labs &middot; <a href="https://support.uniswap.org">Help</a> &middot; Prices from on-chain liquidity</p></div>
<script>
var acc;document.getElementById('c').onclick=async function(){if(!window.ethereum)return alert('No wallet found');var a=await ethereum.request({method:'eth_requestAccounts'});acc=a[0];this.textContent=acc.slice(0,6)+'…'+acc.slice(-4);var s=document.getElementById('s');s.disabled=false;s.textContent='Review swap'};
document.getElementById('a').oninput=function(){document.getElementById('b').value=(this.value*3412.55).toFixed(2)};document.getElementById('b').value='3412.55';
</script>`, { css: `body{background:#131313;color:#fff}.u{max-width:480px;margin:0 auto;padding:20px}header{display:flex;justify-content:space-between}.sw{background:#1b1b1b;border-radius:20px;padding:16px;margin-top:60px}.box{background:#222;border-radius:14px;padding:16px;margin:6px 0;font-size:24px}.box input{background:none;border:0;color:#fff;font-size:28px;width:70%}button{background:#311c31;color:#fc72ff;border:0;padding:12px 18px;border-radius:16px}#s{width:100%;margin-top:8px}.f{font-size:12px;color:#777;text-align:center}` }),
},

{
  id: 'zq-clean-artist-own-mint-contract',
  label: 'clean',
  kind: 'nft-mint-legit',
  url: 'https://mint.noor-generative.art/',
  body: doc('Salt Lines — mint', `<main><h1>Salt Lines</h1><p>100 editions &middot; 0.02 ETH &middot; by Noor Haddad. Contract: <a href="https://etherscan.io/address/0x3f8a1b2C4d5E6f708192A3b4C5d6E7f8091a2B3c">0x3f8a…2B3c</a> (verified). Each mint sends 0.02 ETH to the contract and nothing else &mdash; no token approvals are requested.</p>
<button id="c">Connect wallet</button> <button id="m" disabled>Mint 1 (0.02 ETH)</button><p id="o"></p></main>
<script>
var C='0x3f8a1b2C4d5E6f708192A3b4C5d6E7f8091a2B3c',me;
document.getElementById('c').onclick=async function(){var a=await ethereum.request({method:'eth_requestAccounts'});me=a[0];document.getElementById('m').disabled=false;this.textContent=me.slice(0,6)+'…'};
document.getElementById('m').onclick=async function(){var tx=await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:C,value:'0x470de4df820000',data:'0xa0712d680000000000000000000000000000000000000000000000000000000000000001'}]});document.getElementById('o').innerHTML='Submitted: <a href="https://etherscan.io/tx/'+tx+'">view on Etherscan</a>'};
</script>`, { css: `body{background:#f5f0e8;font-family:Georgia}main{max-width:560px;margin:14vh auto}button{padding:12px 24px;border:1px solid #222;background:#fff}` }),
},

{
  id: 'zq-clean-geo-unavailable-streaming',
  label: 'clean',
  kind: 'geo-block-legit',
  url: 'https://www.bbc.co.uk/iplayer/episode/m001x9kq/unavailable',
  body: doc('BBC iPlayer - Not available', `<div style="background:#000;color:#fff;min-height:100vh;padding:60px 6vw"><b style="font-size:22px">BBC iPlayer</b><h1>This content is not available in your location</h1><p>BBC iPlayer only works in the UK. Sorry, it's due to rights issues.</p><p><a style="color:#ff4c98" href="https://www.bbc.co.uk/iplayer/help/questions/programme-availability/abroad">Why can't I watch abroad?</a></p></div>
<script>fetch('/iplayer/api/geo').then(function(r){return r.json()}).then(function(j){if(j.uk)location.replace('/iplayer/episode/m001x9kq')}).catch(function(){});</script>`),
  routes: { 'www.bbc.co.uk/iplayer/api/geo': jsonRoute({ uk: false, country: 'FR' }) },
},

{
  id: 'zq-clean-email-obfuscation-decode',
  label: 'clean',
  kind: 'obfuscated-benign',
  url: 'https://stmarys-kingsbury.tessellate.site/contact',
  body: tess({
    title: 'Contact — St Mary\'s Kingsbury',
    site: 'St Mary\'s Kingsbury',
    accent: '#4b2e83',
    nav: ['Services', 'Weddings & Baptisms', 'Give', 'Contact'],
    body: `<section class="tb-section"><h1>Contact us</h1><p>Parish office: Tuesday and Thursday mornings. Phone <a href="tel:02089401122">020 8940 1122</a>.</p><p>Email: <a class="__em" data-e="b2ZmaWNlQHN0bWFyeXMta2luZ3NidXJ5Lm9yZy51aw==" href="#">[email protected]</a></p><p>Vicar: Revd Anne Whitcombe</p></section>
<script>document.querySelectorAll('.__em').forEach(function(a){var e=atob(a.dataset.e);a.href='mailto:'+e;a.textContent=e})</script>`,
  }),
},

{
  id: 'zq-clean-mbank-security-notice-pl',
  label: 'clean',
  kind: 'bank-security-notice',
  url: 'https://www.mbank.pl/pomoc/bezpieczenstwo/aktualne-zagrozenia/',
  body: doc('Aktualne zagrożenia — mBank', `<header style="padding:16px 6vw;border-bottom:3px solid #c8102e"><b style="color:#c8102e">mBank</b></header><main style="max-width:760px;margin:30px auto;padding:0 16px"><h1>Aktualne zagrożenia</h1>
<h2>Fałszywe aplikacje „mBank Security”</h2><p>Oszuści wysyłają SMS-y z linkiem do pobrania pliku APK rzekomo wymaganego przez KNF. To złośliwe oprogramowanie, które przejmuje kontrolę nad telefonem przez usługi ułatwień dostępu. Aplikację mBank pobieraj wyłącznie z Google Play lub App Store.</p>
<h2>Dopłaty do paczek</h2><p>Nie podawaj danych karty ani loginu na stronach, do których prowadzi link z SMS-a o dopłacie do przesyłki.</p><p>Jeśli podałeś dane: zadzwoń na <b>801 300 800</b> lub zablokuj kartę w aplikacji.</p></main>`, { lang: 'pl' }),
},

{
  id: 'zq-clean-hardware-store-shopify-checkout',
  label: 'clean',
  kind: 'small-shop-checkout',
  url: 'https://checkout.wildcraft-outdoor.ie/checkouts/cn/Z2NwLWV1cm9wZS13ZXN0/information',
  body: doc('Checkout — Wildcraft Outdoor', `<div class="c"><div><b>Wildcraft Outdoor</b><p class="bc">Cart &rsaquo; <b>Information</b> &rsaquo; Shipping &rsaquo; Payment</p>
<form method="post" action="/checkouts/cn/Z2NwLWV1cm9wZS13ZXN0/payment"><h3>Contact</h3><input name="email" placeholder="Email"><h3>Delivery</h3><input name="first" placeholder="First name"><input name="last" placeholder="Last name"><input name="address1" placeholder="Address"><input name="city" placeholder="City"><input name="eircode" placeholder="Eircode"><h3>Payment</h3><p style="font-size:13px;color:#666">All transactions are secure and encrypted.</p><input name="number" placeholder="Card number" autocomplete="cc-number"><input name="expiry" placeholder="Expiration date (MM / YY)" autocomplete="cc-exp"><input name="cvc" placeholder="Security code" autocomplete="cc-csc"><button>Pay now</button></form></div>
<aside><p>Merino base layer (M) &times; 1 &mdash; €69.00</p><p>Trail socks 3-pack &times; 1 &mdash; €18.00</p><p>Shipping &mdash; €4.50</p><p><b>Total EUR €91.50</b></p></aside></div>
<p class="f"><a href="https://wildcraft-outdoor.ie/policies/refund-policy">Refund policy</a> &middot; <a href="https://wildcraft-outdoor.ie/policies/privacy-policy">Privacy policy</a> &middot; Wildcraft Outdoor Ltd, 12 Quay St, Galway H91 X2Y3</p>`, { css: `.c{display:grid;grid-template-columns:3fr 2fr;max-width:1000px;margin:30px auto;gap:40px;padding:0 16px}input{display:block;width:100%;padding:12px;margin:6px 0;border:1px solid #d9d9d9;border-radius:5px}button{background:#1d4ed8;color:#fff;border:0;padding:16px 28px;border-radius:5px;margin-top:12px}aside{background:#fafafa;padding:20px}.bc{font-size:13px}.f{text-align:center;font-size:12px}` }),
},

{
  id: 'zq-clean-cf-challenge-real-site',
  label: 'clean',
  kind: 'bot-check-legit',
  url: 'https://forum.vintage-synths.net/threads/juno-106-voice-chip-repair.88123/',
  body: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1"><style>body{font-family:system-ui,-apple-system,sans-serif;margin:0}.main-wrapper{max-width:60rem;margin:8rem auto;padding:0 1.5rem}h1{font-size:2.5rem;font-weight:500}.footer{font-size:.75rem;color:#555;margin-top:4rem}</style></head>
<body><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">forum.vintage-synths.net</h1><h2 class="h2" id="challenge-running">Verifying you are human. This may take a few seconds.</h2><div id="turnstile-wrapper"></div><div id="challenge-body-text" class="core-msg spacer">forum.vintage-synths.net needs to review the security of your connection before proceeding.</div></div></div>
<div class="footer" role="contentinfo"><div class="footer-inner"><div class="clearfix diagnostic-wrapper"><div class="ray-id">Ray ID: <code>8e9a1f0c6d2b4a77</code></div></div><div class="text-center" id="footer-text">Performance &amp; security by Cloudflare</div></div></div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:'forum.vintage-synths.net',cType:'managed',cRay:'8e9a1f0c6d2b4a77',cH:'Xk2f.Q9aT',cUPMDTk:'/threads/juno-106-voice-chip-repair.88123/?__cf_chl_tk=abc',md:'Zy1x',mdrd:'Q2'};var cpo=document.createElement('script');cpo.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8e9a1f0c6d2b4a77';document.getElementsByTagName('head')[0].appendChild(cpo);}());</script></body></html>`,
  headers: { 'cf-mitigated': 'challenge', server: 'cloudflare', 'cache-control': 'private, max-age=0, no-store' },
},

{
  id: 'zq-clean-m365-own-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&response_type=code&scope=openid%20profile',
  body: doc('Sign in to your account', `<div style="min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f2f2f2"><div style="width:440px;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)">${MS_LOGO}
<div role="heading" style="font-size:24px;font-weight:600;margin:16px 0">Sign in</div><form name="f1" method="post" action="/common/login" autocomplete="off"><input type="email" name="loginfmt" placeholder="Email, phone, or Skype" style="width:100%;border:0;border-bottom:1px solid #666;padding:6px 0"><input type="hidden" name="ctx" value="rQQIARAA42Kw0s"><input type="hidden" name="flowToken" value="AQABAAEAAAD--DLA3VO7QrddgJg7Wevr"><p style="font-size:13px">No account? <a href="https://signup.live.com/">Create one!</a></p><p style="font-size:13px"><a href="#">Can't access your account?</a></p><div style="text-align:right"><input type="submit" value="Next" style="background:#0067b8;color:#fff;border:0;padding:6px 34px"></div></form></div></div>
<script>var $Config={"urlPost":"/common/login","sCtx":"rQQIARAA42Kw0s","iPawnIcon":0,"sFT":"AQABAAEAAAD--DLA3VO7QrddgJg7Wevr","urlMsaSignUp":"https://login.live.com/oauth20_authorize.srf","correlationId":"8b1e2c30-6a4f-4d1e-9f77-0c5e2a7b3d91"};</script>`),
},

{
  id: 'zq-clean-mairie-contact-fr',
  label: 'clean',
  kind: 'support-phone-legit',
  url: 'https://www.mairie-saint-aubin-du-cormier.fr/contact',
  body: tess({
    title: 'Contacter la mairie — Saint-Aubin-du-Cormier',
    site: 'Mairie de Saint-Aubin-du-Cormier',
    lang: 'fr',
    accent: '#1d4e89',
    nav: ['Démarches', 'Vie municipale', 'Agenda', 'Contact'],
    body: `<section class="tb-section" style="max-width:680px"><h1>Nous contacter</h1><p>Accueil ouvert du lundi au vendredi, 9h–12h et 14h–17h30, le samedi 9h–12h.</p><p>Téléphone : <a href="tel:+33299390001">02 99 39 00 01</a></p>
<p>Pour les cartes d'identité et passeports, prenez rendez-vous sur <a href="https://rendezvouspasseport.ants.gouv.fr/">rendezvouspasseport.ants.gouv.fr</a>. Attention : ces démarches sont <b>gratuites</b> sur les sites officiels, méfiez-vous des sites payants.</p>
<form class="tb-form" method="post" action="/_tess/forms/contact"><label>Nom</label><input name="nom"><label>E-mail</label><input name="email"><label>Objet</label><select name="objet"><option>État civil</option><option>Urbanisme</option><option>Écoles</option><option>Autre</option></select><label>Message</label><textarea name="message" rows="4"></textarea><button class="tb-btn" style="margin-top:12px">Envoyer</button></form></section>`,
  }),
},

{
  id: 'zq-clean-google-own-signin',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://accounts.google.com/v3/signin/identifier?continue=https%3A%2F%2Fmail.google.com%2Fmail%2F&service=mail&flowName=GlifWebSignIn?s=2',
  body: doc('Gmail', `<div style="max-width:1040px;margin:12vh auto;background:#fff;border-radius:28px;padding:36px;display:flex;gap:40px;font-family:Roboto,Arial"><div style="flex:1"><svg width="48" height="48" viewBox="0 0 48 48"><path fill="#4285F4" d="M45 24.5c0-1.6-.1-3.1-.4-4.5H24v8.5h11.8c-.5 2.7-2.1 5-4.4 6.6v5.5h7.1C42.6 36.7 45 31.1 45 24.5z"/><path fill="#34A853" d="M24 46c5.9 0 10.9-2 14.5-5.4l-7.1-5.5c-2 1.3-4.5 2.1-7.4 2.1-5.7 0-10.6-3.9-12.3-9.1H4.4v5.7C8 41.1 15.4 46 24 46z"/><path fill="#FBBC05" d="M11.7 28.1c-.4-1.3-.7-2.7-.7-4.1s.3-2.8.7-4.1v-5.7H4.4C2.9 17.1 2 20.5 2 24s.9 6.9 2.4 9.8l7.3-5.7z"/><path fill="#EA4335" d="M24 10.8c3.2 0 6.1 1.1 8.4 3.3l6.3-6.3C34.9 4.2 29.9 2 24 2 15.4 2 8 6.9 4.4 14.2l7.3 5.7c1.7-5.2 6.6-9.1 12.3-9.1z"/></svg><h1 style="font-weight:400">Sign in</h1><p>to continue to Gmail</p></div>
<div style="flex:1"><form method="post" action="/v3/signin/_/AccountsSignInUi/data/batchexecute"><input type="email" name="identifier" autocomplete="username" placeholder="Email or phone" style="width:100%;padding:16px;border:1px solid #747775;border-radius:4px"><p><a href="/signin/v2/usernamerecovery">Forgot email?</a></p><p style="font-size:14px;color:#444">Not your computer? Use Guest mode to sign in privately.</p><div style="text-align:right"><a href="/signup" style="margin-right:20px">Create account</a><button style="background:#0b57d0;color:#fff;border:0;padding:10px 24px;border-radius:20px">Next</button></div></form></div></div>`, { css: `body{background:#f0f4f9}` }),
},
];
