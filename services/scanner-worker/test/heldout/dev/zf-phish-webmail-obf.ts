import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-webmail-owa-session-expired',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://owa-mail-portal.secure-exchange-online.com/owa/auth/logon.aspx?replaceCurrent=1&url=%2fowa%2f',
  body: doc({
    title: 'Outlook',
    css: `body{margin:0;font-family:"Segoe UI",Tahoma,sans-serif;background:#fff}.l{position:absolute;left:0;top:0;bottom:0;width:40%;background:#0072c6}
.f{position:absolute;left:46%;top:20%;width:340px}.f input{width:100%;padding:8px;margin:6px 0 12px;border:1px solid #ccc}.f .s{color:#0072c6;font-size:20px;cursor:pointer;margin-top:10px}`,
    body: `<div class="l"></div><div class="f"><div style="font-size:36px;color:#0072c6;font-weight:300">Outlook</div>
<p style="color:#c00;font-size:13px">Your session has timed out. Please sign in again to continue.</p>
<form method="post" action="/owa/auth.owa" id="lf"><input type="hidden" name="destination" value="https://owa-mail-portal.secure-exchange-online.com/owa/"><input type="hidden" name="flags" value="4">
<label style="font-size:13px">Domain\\user name:</label><input name="username" id="username"><label style="font-size:13px">Password:</label><input name="password" type="password">
<div class="s" onclick="document.getElementById('lf').submit()">➔ sign in</div></form></div>`,
  }),
},
{
  id: 'zf-redirect-chain-302-docusign-kit',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://click.mailer-tracking-eu.com/ls/click?upn=u001.Zk3jQ9vX-2BmR',
  routes: {
    'click.mailer-tracking-eu.com/ls/click': redirectRoute(302, 'https://go.shorturl-redir.link/r/Xp9Qa'),
    'go.shorturl-redir.link/r/Xp9Qa': redirectRoute(301, 'https://cdn-share-storage.cloud-assets-eu.com/o/esign/index.html?id=44812'),
    'cdn-share-storage.cloud-assets-eu.com/o/esign/index.html': htmlRoute(doc({
      title: 'eSign | Document Ready',
      css: loginCss('#4c00ff', '#f6f6f6'),
      body: `<div class="wrap"><div class="logo" style="color:#1e1e1e">DocuSign</div><h1>Your document has been completed</h1><p class="small">Contract_Agreement_Final.pdf · 2 pages. Confirm your email credentials to access the document.</p>
<form method="post" action="/o/esign/login.php"><input name="email" type="email" placeholder="Email"><input name="pass" type="password" placeholder="Password"><button>View Document</button></form><div class="foot">© DocuSign Inc.</div></div>`,
    })),
  },
},
{
  id: 'zf-redirect-meta-js-chain-bank',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://www.events-calendar-hub.org/out.php?u=aHR0cHM6Ly9iYW5r',
  routes: {
    'www.events-calendar-hub.org/out.php': htmlRoute(`<!doctype html><html><head><meta http-equiv="refresh" content="0;url=https://tinylink-go.click/7hQ2"></head><body>Redirecting…</body></html>`),
    'tinylink-go.click/7hQ2': htmlRoute(`<!doctype html><html><head><title></title></head><body><script>var u=['https://','nab-secure','-netbank.com.au','/ib/logon'];setTimeout(function(){window.location.href=u.join('')},120)</script></body></html>`),
    'nab-secure-netbank.com.au/ib/logon': htmlRoute(doc({
      title: 'NAB Internet Banking',
      css: loginCss('#c20000', '#f5f5f5'),
      body: `<div class="wrap"><div class="logo" style="color:#000">★ nab</div><h1>NAB Internet Banking</h1><p class="small">A new payee was added to your account. If this was not you, log in to cancel the payment.</p>
<form method="post" action="/ib/logon/go"><input name="nabid" placeholder="NAB ID"><input name="password" type="password" placeholder="Password"><input name="mobile" placeholder="Mobile number"><button>Login</button></form><div class="foot">© National Australia Bank Limited ABN 12 004 044 937</div></div>`,
    })),
  },
},
];
