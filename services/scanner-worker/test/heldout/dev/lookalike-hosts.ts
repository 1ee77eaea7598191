import type { Entry } from '../entry.js';

/** Look-alike, punycode and brand-in-subdomain hosts, and the brand@host userinfo trick. */
export const entries: Entry[] = [
  {
    id: 'host-punycode-apple',
    label: 'phishing',
    kind: 'lookalike-host',
    url: 'https://xn--pple-43d.com/signin',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in with Apple ID</title></head>
<body style="font-family:-apple-system,Helvetica;text-align:center"><h1></h1><h2>Sign in with your Apple ID</h2>
<form method="post" action="/signin/auth"><input name="account" placeholder="Email or Phone Number"><input name="password" type="password" placeholder="Password"><button>→</button></form><p><a href="#">Forgot Apple ID or password?</a></p></body></html>`,
  },
  {
    id: 'host-punycode-coinbase',
    label: 'phishing',
    kind: 'lookalike-host',
    url: 'https://xn--coinbas-ffb.com/signin',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Coinbase</title></head>
<body style="font-family:Arial"><div style="width:400px;margin:60px auto"><h1 style="color:#0052ff">coinbase</h1><h2>Sign in</h2>
<form method="post" action="/api/login"><input name="email" placeholder="Email"><input name="password" type="password" placeholder="Password"><button>Sign in</button></form></div></body></html>`,
  },
  {
    id: 'host-typo-rnicrosoft-no-brand-text',
    label: 'phishing',
    kind: 'lookalike-host',
    url: 'https://account.rnicrosoft-support.com/password/reset',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Reset your password</title></head>
<body style="font-family:Segoe UI"><div style="width:440px;margin:90px auto"><h2>Verify your account</h2><p>Enter your current password and the security code we sent you.</p>
<form method="post" action="/password/reset/do"><input name="email" placeholder="Email"><input name="current" type="password" placeholder="Current password"><input name="code" placeholder="Security code" inputmode="numeric"><button>Verify</button></form></div></body></html>`,
  },
  {
    id: 'host-brand-subdomain-paypal',
    label: 'phishing',
    kind: 'lookalike-host',
    url: 'https://www.paypal.com.cgi-bin.webscr.session-8812.info/signin',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>PayPal</title></head>
<body style="font-family:Helvetica"><div style="width:400px;margin:50px auto"><h1 style="color:#003087">PayPal</h1>
<form method="post" action="/signin/process"><input name="email" placeholder="Email"><input name="password" type="password" placeholder="Password"><button>Log In</button></form></div></body></html>`,
  },
];
