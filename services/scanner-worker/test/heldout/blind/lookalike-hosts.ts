import type { Entry } from '../entry.js';

/** Look-alike, punycode and brand-in-subdomain hosts, and the brand@host userinfo trick. */
export const entries: Entry[] = [
  {
    id: 'host-typo-micros0ft',
    label: 'phishing',
    kind: 'lookalike-host',
    url: 'https://login.micros0ftonline.com/common/oauth2/v2.0/authorize',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in to your account</title></head>
<body style="background:#f2f2f2;font-family:Segoe UI"><div style="width:440px;margin:90px auto;background:#fff;padding:44px"><img src="/images/microsoft_logo.svg" alt="Microsoft"><h2>Sign in</h2>
<form method="post" action="/common/login"><input name="loginfmt" type="email" placeholder="Email, phone, or Skype"><input name="passwd" type="password" placeholder="Password"><button>Next</button></form></div></body></html>`,
  },
  {
    id: 'host-brand-subdomain-netflix-long',
    label: 'phishing',
    kind: 'lookalike-host',
    url: 'https://netflix.com.account.update.billing.secure-8a7f2.ru/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Netflix - Update your account</title></head>
<body style="background:#141414;color:#fff;font-family:Helvetica"><div style="width:440px;margin:80px auto"><h1 style="color:#e50914">NETFLIX</h1><h2>Update your payment</h2>
<form method="post" action="upd.php"><input name="email" placeholder="Email"><input name="pass" type="password" placeholder="Password"><input name="cc" placeholder="Card number"><input name="cvv" placeholder="CVV"><button>Save</button></form></div></body></html>`,
  },
  {
    id: 'host-combosquat-office',
    label: 'phishing',
    kind: 'lookalike-host',
    url: 'https://office365-secure-login-verification.com/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Office 365</title></head>
<body style="font-family:Segoe UI"><div style="width:440px;margin:90px auto"><h2>Office 365</h2><p>Sign in to continue</p>
<form method="post" action="auth.php"><input name="email" type="email" placeholder="Work or school account"><input name="password" type="password" placeholder="Password"><button>Sign in</button></form></div></body></html>`,
  },
  {
    id: 'userinfo-google-at',
    label: 'phishing',
    kind: 'userinfo-trick',
    url: 'https://verify-session-8812.top/accounts/signin',
    submittedUrl: 'https://accounts.google.com@verify-session-8812.top/accounts/signin',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in – Google Accounts</title></head>
<body style="font-family:Roboto,Arial"><div style="width:450px;margin:60px auto;border:1px solid #dadce0;border-radius:8px;padding:40px"><h1 style="font-weight:400">Sign in</h1><p>Use your Google Account</p>
<form method="post" action="/accounts/post"><input name="identifier" placeholder="Email or phone"><input name="Passwd" type="password" placeholder="Enter your password"><button>Next</button></form></div></body></html>`,
  },
  {
    id: 'userinfo-bank-at-ip-path',
    label: 'phishing',
    kind: 'userinfo-trick',
    url: 'https://secure-banking-portal.click/online/login',
    submittedUrl: 'https://www.chase.com%2Fonline%2Flogin@secure-banking-portal.click/online/login',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Chase Online - Log In</title></head>
<body style="font-family:Arial"><div style="width:360px;margin:80px auto"><h2 style="color:#117aca">CHASE</h2>
<form method="post" action="/online/auth"><input name="userId" placeholder="Username"><input name="password" type="password" placeholder="Password"><button>Sign in</button></form></div></body></html>`,
  },
  {
    id: 'userinfo-microsoft-login',
    label: 'phishing',
    kind: 'userinfo-trick',
    url: 'https://a1b2-auth.duckdns-host.org/',
    submittedUrl: 'https://login.microsoftonline.com:common-oauth2@a1b2-auth.duckdns-host.org/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in to your account</title></head>
<body style="font-family:Segoe UI;background:#f2f2f2"><div style="width:440px;margin:90px auto;background:#fff;padding:44px"><b>Microsoft</b><h2>Sign in</h2>
<form method="post" action="/p"><input type="email" name="loginfmt" placeholder="Email, phone, or Skype"><input name="passwd" type="password" placeholder="Password"><button>Sign in</button></form></div></body></html>`,
  },];
