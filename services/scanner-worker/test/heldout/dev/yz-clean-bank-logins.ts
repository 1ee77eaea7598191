import { type Entry } from '../entry.js';
import { b64, doc, cardCss, logo } from '../parts/yz-kit.js';

export const entries: Entry[] = [
{
  id: 'yz-clean-mbank-login-rsa-encrypt',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://online.mbank.pl/pl/Login?returnUrl=%2Fpl%2Fdashboard%3Fsrc%3Dyz',
  body: doc({
    lang: 'pl',
    title: 'mBank - bankowość internetowa - logowanie',
    css: cardCss('#d10018', { radius: 2 }) + '\n.card{border-top:4px solid #d10018}',
    body: `<div class="top">${logo('mBank', '#d10018', { mark: 'none', w: 90 })}<span class="muted">Polski | English | Čeština</span></div>
<div class="card">
  <h1>Zaloguj się</h1>
  <form id="lf" method="post" action="/pl/LoginMain/Account/JsonLogin" autocomplete="on">
    <label for="userID">Identyfikator</label><input type="text" id="userID" name="UserName" autocomplete="username">
    <label for="pass">Hasło</label><input type="password" id="pass" name="Password" autocomplete="current-password">
    <input type="hidden" name="Seed" value="">
    <button class="btn" type="submit">Zaloguj się</button>
  </form>
  <p class="muted">Nie masz jeszcze konta? <a href="https://www.mbank.pl/indywidualny/konta/">Otwórz konto</a></p>
</div>
<div class="foot">mBank S.A. z siedzibą w Warszawie, ul. Prosta 18 · KRS 0000025237 · <a href="https://www.mbank.pl/pomoc/bezpieczenstwo/">Bezpieczeństwo</a></div>`,
    tail: `<script>
/* Hasło jest szyfrowane kluczem publicznym banku przed wysłaniem (ochrona przed keyloggerami w przeglądarce). */
var PUB='${b64('-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u\n-----END PUBLIC KEY-----')}';
document.getElementById('lf').addEventListener('submit',async function(e){e.preventDefault();var f=this;var seed=Array.from(crypto.getRandomValues(new Uint8Array(16))).map(function(b){return b.toString(16).padStart(2,'0')}).join('');f.Seed.value=seed;
var r=await fetch(f.action,{method:'POST',credentials:'include',headers:{'Content-Type':'application/json','X-Tab-Id':seed},body:JSON.stringify({UserName:f.UserName.value,Password:f.Password.value,Seed:seed,Scenario:'Default',UWAdditionalParams:{InOut:null,ReturnAddress:null,Source:null},DfpData:{dfp:btoa(navigator.userAgent+'|'+screen.width+'x'+screen.height),errorMessage:null}})});
var j=await r.json();if(j.successful)location.href=j.redirectUrl||'/pl/dashboard'});
</script>`,
  }),
},
{
  id: 'yz-clean-santander-centrum24-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.centrum24.pl/centrum24-web/login?locale=pl_PL',
  body: doc({
    lang: 'pl',
    title: 'Santander internet – logowanie',
    css: cardCss('#ec0000', { radius: 12, font: 'Santander Text,Arial,sans-serif' }),
    body: `<div class="top">${logo('Santander', '#ec0000', { mark: 'flame', w: 170 })}<span class="muted">Klienci indywidualni · Firmy</span></div>
<div class="card">
  <h1>Logowanie</h1>
  <form method="post" action="/centrum24-web/login" id="c24">
    <input type="hidden" name="_csrf" value="3f1b0a7e-12cd-4c8e-9b20-6f6a2c8e1d44">
    <label>NIK lub własny identyfikator</label><input type="text" name="nik" autocomplete="username">
    <button class="btn">Dalej</button>
  </form>
  <p class="muted">Hasło podasz na kolejnym ekranie. Nigdy nie podawaj hasła na stronie, do której trafiasz z linku w SMS lub e-mailu.</p>
</div>
<div class="foot">Santander Bank Polska S.A. · al. Jana Pawła II 17, 00-854 Warszawa · 1 9999</div>`,
  }),
},
{
  id: 'yz-clean-george-csas-login-own',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://george.csas.cz/?login_hint=&lang=cs',
  body: doc({
    lang: 'cs',
    title: 'George – Česká spořitelna',
    css: cardCss('#2870ed', { bg: '#f3f6fb', radius: 14, font: 'Inter,Arial,sans-serif' }),
    body: `<div class="top">${logo('George', '#2870ed', { mark: 'circle', w: 120 })}<span class="muted">Česká spořitelna</span></div>
<div class="card">
  <h1>Přihlášení do George</h1>
  <form method="post" action="https://bezpecnost.csas.cz/api/v1/auth/login" id="gf">
    <label>Uživatelské jméno nebo klientské číslo</label><input type="text" name="username" autocomplete="username">
    <button class="btn">Pokračovat</button>
  </form>
  <p class="muted">Přihlášení potvrdíte v aplikaci George klíč. Česká spořitelna vás nikdy nebude žádat o převod peněz na „bezpečný účet“.</p>
</div>
<div class="foot">Česká spořitelna, a.s., Olbrachtova 1929/62, Praha 4 · 956 777 956</div>`,
  }),
},
{
  id: 'yz-clean-csob-identita-login-own',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://identita.csob.cz/login?client_id=ib-portal&state=yz71',
  body: doc({
    lang: 'cs',
    title: 'ČSOB Identita',
    css: cardCss('#003366', { radius: 4 }),
    body: `<div class="top">${logo('ČSOB', '#003366', { mark: 'square', w: 110 })}<span class="muted">ČSOB Identita</span></div>
<div class="card">
  <h1>Přihlášení</h1>
  <form method="post" action="/login?client_id=ib-portal&state=yz71">
    <label>Uživatelské jméno</label><input type="text" name="username" autocomplete="username">
    <label>Heslo</label><input type="password" name="password" autocomplete="current-password">
    <button class="btn">Přihlásit se</button>
  </form>
  <p class="muted">Nebo se přihlaste pomocí aplikace ČSOB Smart klíč. <a href="https://www.csob.cz/bezpecnost">Jak se chránit před podvodníky</a></p>
</div>`,
  }),
},
{
  id: 'yz-clean-rb-cz-online-login-own',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://online.rb.cz/ibs/login?lang=cs&r=yz',
  body: doc({
    lang: 'cs',
    title: 'Raiffeisenbank – Internetové bankovnictví',
    css: cardCss('#000000', { radius: 0 }) + '\n.top{background:#fee600;border:0}',
    body: `<div class="top"><b>Raiffeisen<span style="font-weight:400">BANK</span></b><span class="muted" style="color:#333">Internetové bankovnictví</span></div>
<div class="card">
  <h1>Přihlášení</h1>
  <form method="post" action="/ibs/login/authenticate"><label>Uživatelské jméno</label><input type="text" name="username"><label>Heslo</label><input type="password" name="password"><button class="btn">Přihlásit</button></form>
  <p class="muted">Banka vás nikdy nežádá o číslo karty ani o PIN při přihlášení.</p>
</div>`,
  }),
},
{
  id: 'yz-clean-bcr-george-ro-login-own',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://george.bcr.ro/?login=true&src=bcr.ro-nav',
  body: doc({
    lang: 'ro',
    title: 'George – BCR',
    css: cardCss('#0d4fa8', { bg: '#eef3fb', radius: 14 }),
    body: `<div class="top">${logo('George', '#0d4fa8', { mark: 'circle', w: 120 })}<span class="muted">Banca Comercială Română</span></div>
<div class="card"><h1>Autentificare în George</h1>
<form method="post" action="https://login.bcr.ro/oauth/authorize" id="bf"><input type="hidden" name="client_id" value="george-web"><input type="hidden" name="response_type" value="code">
<label>Nume utilizator</label><input type="text" name="username"><label>Parolă</label><input type="password" name="password"><button class="btn">Autentificare</button></form>
<p class="muted">BCR nu vă va cere niciodată datele cardului sau codurile primite prin SMS prin telefon sau e-mail.</p></div>`,
  }),
},
{
  id: 'yz-clean-otpdirekt-internetbank-own',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://internetbank.otpbank.hu/portal/hu/Bejelentkezes?ref=yz',
  body: doc({
    lang: 'hu',
    title: 'OTP Internetbank - Belépés',
    css: cardCss('#52ae30', { bg: '#f1f5ef', radius: 6 }),
    body: `<div class="top">${logo('OTP bank', '#52ae30', { mark: 'leaf', w: 150 })}<span class="muted">Internetbank</span></div>
<div class="card"><h1>Belépés</h1>
<form method="post" action="/portal/hu/Bejelentkezes/Azonositas" id="o"><label>Felhasználói azonosító</label><input type="text" name="azonosito"><label>Jelszó</label><input type="password" name="jelszo"><button class="btn">Belépés</button></form>
<p class="muted">Belépés után a tranzakciókat az OTP MobilBank alkalmazásban hagyhatja jóvá. Az OTP Bank soha nem kér jelszót telefonon.</p></div>`,
    tail: `<script>document.getElementById('o').addEventListener('submit',function(){this.jelszo.setAttribute('autocomplete','off')});</script>`,
  }),
},
];
