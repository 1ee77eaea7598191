import type { Entry } from '../entry.js';

/** Benign, extra: pages that share surface features with kits (brand words, card or code fields, urgent wording, downloads) but are legitimate. */
export const entries: Entry[] = [
  {
    id: 'clean-brand-own-chase',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://secure.chase.com/web/auth/dashboard#/logon/logon/chaseOnline',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign in - chase.com</title><link rel="icon" href="https://static.chasecdn.com/content/dam/cpo-static/images/chase-favicon.ico"></head>
<body><div id="logonContent"><h1 class="logo"><img src="https://static.chasecdn.com/content/dam/cpo-static/images/chase-logo.svg" alt="Chase"></h1>
<form id="login" method="post" action="/web/auth/logon"><label for="userId-text-input-field">Username</label><input id="userId-text-input-field" name="userId" autocomplete="username"><label for="password-text-input-field">Password</label><input id="password-text-input-field" name="password" type="password" autocomplete="current-password">
<label><input type="checkbox" name="rememberMe"> Remember me</label><label><input type="checkbox" name="useToken"> Use token</label><button type="submit" id="signin-button">Sign in</button></form>
<a href="/web/auth/#/logon/recovery/request/identifyUser">Forgot username/password?</a></div>
<script src="https://static.chasecdn.com/web/library/blue-boot/dist/2.20.3/blue-boot/js/main-ver.js"></script></body></html>`,
  },
  {
    id: 'clean-brand-own-ing-nl',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://mijn.ing.nl/login/',
    body: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Inloggen Mijn ING</title></head>
<body><main><img src="https://www.ing.nl/static/ing-logo.svg" alt="ING"><h1>Inloggen Mijn ING</h1><form method="post" action="/login/"><label>Gebruikersnaam<input name="username"></label><label>Wachtwoord<input name="password" type="password"></label><button>Inloggen</button></form>
<p>Let op: ING vraagt u nooit om uw pasnummer, pincode of inlogcodes per e-mail of sms.</p></main></body></html>`,
  },
  {
    id: 'clean-brand-own-whatsapp-web',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://web.whatsapp.com/',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>WhatsApp</title></head>
<body><div id="app"><div class="landing-window"><h1>Use WhatsApp on your computer</h1><ol><li>Open WhatsApp on your phone</li><li>Tap Menu or Settings and select Linked Devices</li><li>Tap on Link a device</li><li>Point your phone to this screen to capture the QR code</li></ol>
<canvas aria-label="Scan this QR code to link a device!" role="img" width="264" height="264"></canvas><a href="#">Link with phone number instead</a></div></div><script src="/app.4e1f.js"></script></body></html>`,
  },
  {
    id: 'clean-github-readme-ps1',
    label: 'clean',
    kind: 'docs',
    url: 'https://code.fennwick-robotics.io/tools/win-setup/README.md',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>tools/win-setup · Fennwick Code</title></head>
<body><main><h1>win-setup</h1><p>Bootstraps a Fennwick developer laptop. Run in an elevated PowerShell:</p>
<pre><code>Set-ExecutionPolicy Bypass -Scope Process -Force
iex ((New-Object System.Net.WebClient).DownloadString('https://code.fennwick-robotics.io/tools/win-setup/raw/main/setup.ps1'))</code></pre>
<p>The script installs Chocolatey, Git, VS Code and the VPN client. Read <a href="setup.ps1">setup.ps1</a> before running it.</p></main></body></html>`,
  },
  {
    id: 'clean-small-business-contact-old-jquery',
    label: 'clean',
    kind: 'legacy-analytics',
    url: 'https://www.smith-family-plumbing.com/contact.html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Contact | Smith Family Plumbing</title><script src="js/jquery-1.7.2.min.js"></script><script src="js/jquery.validate.min.js"></script>
<script type="text/javascript">var _gaq=_gaq||[];_gaq.push(['_setAccount','UA-30112233-1']);_gaq.push(['_trackPageview']);(function(){var ga=document.createElement('script');ga.src='https://ssl.google-analytics.com/ga.js';var s=document.getElementsByTagName('script')[0];s.parentNode.insertBefore(ga,s);})();</script></head>
<body><h1>Smith Family Plumbing</h1><p>24/7 emergency service: <a href="tel:+15035550111">(503) 555-0111</a></p><form id="contact" action="contact.php" method="post"><input name="name" placeholder="Name"><input name="phone" placeholder="Phone"><textarea name="msg" placeholder="What's the problem?"></textarea><button>Send</button></form>
<script>$(function(){$('#contact').validate();});</script></body></html>`,
  },];
