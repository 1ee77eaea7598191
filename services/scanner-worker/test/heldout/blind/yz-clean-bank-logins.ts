import { type Entry } from '../entry.js';
import { doc, cardCss, logo, logoData } from '../parts/yz-kit.js';
import { jsRoute, cssRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yz-clean-ipko-login-own-domain',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.ipko.pl/?utm_source=pkobp&utm_medium=header_zaloguj',
  body: doc({
    lang: 'pl',
    title: 'Logowanie - iPKO',
    head: `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'unsafe-inline'; connect-src 'self' https://www.ipko.pl; img-src 'self' data:">
<link rel="icon" href="${logoData(logo('PKO', '#003574', { mark: 'square', w: 60 }))}">`,
    css: cardCss('#004c9a', { bg: '#f5f7fa', radius: 4, font: 'pkobp,Arial,sans-serif' }),
    body: `<div class="top">${logo('PKO BANK POLSKI', '#003574', { mark: 'square', w: 250 })}<span class="muted">Pomoc · English · Українська</span></div>
<div class="card">
  <h1>Zaloguj się do iPKO</h1>
  <form id="login-form" method="post" action="/ipko3/login" autocomplete="off">
    <label for="client_id">Numer klienta lub login</label>
    <input id="client_id" type="text" name="client_id" maxlength="20" required>
    <button class="btn" type="submit">Dalej</button>
  </form>
  <p class="muted">Zaloguj się szybciej w aplikacji IKO – potwierdź logowanie na telefonie.</p>
  <p class="muted"><b>Pamiętaj:</b> PKO Bank Polski nigdy nie prosi o podanie hasła, kodu z SMS ani danych karty w wiadomości SMS, e-mailu czy w trakcie rozmowy telefonicznej. Nie instaluj aplikacji na prośbę rozmówcy.</p>
</div>
<div class="foot">PKO Bank Polski S.A. · ul. Puławska 15, 02-515 Warszawa · Infolinia 800 302 302 · <a href="https://www.pkobp.pl/bezpieczenstwo/">Bezpieczeństwo</a></div>`,
    tail: `<script>
(function(){var f=document.getElementById('login-form');f.addEventListener('submit',function(e){e.preventDefault();
fetch('/ipko3/login',{method:'POST',credentials:'same-origin',headers:{'Content-Type':'application/json','X-Request-Id':crypto.randomUUID()},body:JSON.stringify({version:3,seq:0,location:'',action:'submit',state_id:'login',data:{login:f.client_id.value}})})
.then(function(r){return r.json()}).then(function(j){if(j.state_id==='password')location.href='/ipko3/password?flow='+encodeURIComponent(j.flow_id)}).catch(function(){})})})();
</script>`,
  }),
},
{
  id: 'yz-clean-ing-moje-ing-spa-shell',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://login.ingbank.pl/mojeing/app/#login?source=ing.pl-header',
  body: doc({
    lang: 'pl',
    title: 'Moje ING',
    head: `<link rel="stylesheet" href="/mojeing/app/static/css/main.3f9e1a.css"><base href="/mojeing/app/">`,
    body: `<div id="app" data-env="prod" data-lang="pl"><noscript>Aby korzystać z Moje ING, włącz obsługę JavaScript w przeglądarce.</noscript></div>`,
    tail: `<script>window.__ING_CONFIG__={apiBase:'/mojeing/rest',auth:{flow:'login-masked-password',deviceBinding:true},cookieConsent:true,build:'25.10.2-b7f1'};</script>
<script src="/mojeing/app/static/js/main.3f9e1a.js"></script>`,
  }),
  routes: {
    'login.ingbank.pl/mojeing/app/static/css/main.3f9e1a.css': cssRoute(`body{margin:0;font-family:INGMe,Arial,sans-serif;background:#fff6ef}.lg{max-width:420px;margin:50px auto;background:#fff;padding:30px;border-radius:6px;box-shadow:0 2px 10px rgba(0,0,0,.08)}.lg input{width:100%;padding:10px;margin:6px 0;box-sizing:border-box}.lg button{width:100%;background:#ff6200;color:#fff;border:0;padding:12px;border-radius:4px}`),
    'login.ingbank.pl/mojeing/app/static/js/main.3f9e1a.js': jsRoute(`(function(){var c=window.__ING_CONFIG__,a=document.getElementById('app');
a.innerHTML='<div class="lg"><h1>Zaloguj się do Moje ING</h1><form id="f"><label>Login</label><input name="login" autocomplete="username"><div id="mask"></div><button>Dalej</button></form><p style="font-size:12px;color:#666">ING Bank Śląski nigdy nie prosi o instalowanie aplikacji do zdalnej obsługi komputera ani o przelew na „bezpieczne konto”.</p></div>';
document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();fetch(c.apiBase+'/renchecklogin',{method:'POST',credentials:'include',headers:{'Content-Type':'application/json','X-Wolf-Protection':String(Date.now())},body:JSON.stringify({token:'',trace:'',locale:'PL',data:{login:this.login.value}})}).then(function(r){return r.json()}).then(function(j){if(j.data&&j.data.mask){var m=document.getElementById('mask');m.innerHTML=j.data.mask.split('').map(function(x,i){return '<input type="password" maxlength="1" style="width:26px"'+(x==='+'?'':' disabled')+'>'}).join('')}})})})();`),
  },
},
{
  id: 'yz-clean-pekao24-login-own',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.pekao24.pl/logowanie?channel=web',
  body: doc({
    lang: 'pl',
    title: 'Pekao24 - logowanie',
    css: cardCss('#c8102e', { radius: 0 }),
    body: `<div class="top">${logo('Pekao', '#c8102e', { mark: 'circle', w: 120 })}<span class="muted">Pekao24 · Pomoc 801 365 365</span></div>
<div class="card">
  <h1>Logowanie do Pekao24</h1>
  <form method="post" action="/api/auth/v2/login" id="pf">
    <label>Numer klienta (ID)</label><input type="text" name="customerId" inputmode="numeric" maxlength="8">
    <label>Hasło</label><input type="password" name="password">
    <button class="btn">Zaloguj się</button>
  </form>
  <p class="muted">Po zalogowaniu potwierdź dostęp w aplikacji PeoPay. Zaufane urządzenie możesz dodać tylko z poziomu aplikacji.</p>
</div>`,
    tail: `<script>document.getElementById('pf').addEventListener('submit',function(e){e.preventDefault();fetch(this.action,{method:'POST',credentials:'same-origin',headers:{'Content-Type':'application/json'},body:JSON.stringify({customerId:this.customerId.value,password:this.password.value,channel:'WEB'})}).then(function(r){if(r.ok)location.href='/pulpit'})});</script>`,
  }),
},
{
  id: 'yz-clean-bt24-neo-login-own',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://neo.btrl.ro/login?lang=ro&from=bancatransilvania.ro',
  body: doc({
    lang: 'ro',
    title: 'NEO BT – Autentificare',
    css: cardCss('#0072bc', { bg: '#f7f9fc', radius: 10 }),
    body: `<div class="top">${logo('Banca Transilvania', '#0072bc', { mark: 'square', w: 230 })}<span class="muted">NEO BT</span></div>
<div class="card"><h1>Autentificare</h1>
<form method="post" action="/api/auth/login"><label>Cod utilizator</label><input type="text" name="user"><label>Parolă</label><input type="password" name="pass"><button class="btn">Intră în cont</button></form>
<p class="muted">Confirmați autentificarea în aplicația BT Pay. Atenție la mesajele care vă cer datele cardului pentru „anularea unei tranzacții”.</p></div>`,
  }),
},
];
