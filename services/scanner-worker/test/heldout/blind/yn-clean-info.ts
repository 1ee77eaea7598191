import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { doc, wordmark, emblem, goiHeader, GOI_CSS, goiFooter, FONTS } from '../parts/yn-kit.js';

export const entries: Entry[] = [
{
  id: 'yn-clean-google-meet-help-microphone',
  label: 'clean',
  kind: 'help-article',
  url: 'https://support.google.com/meet/answer/10620474',
  body: doc({
    title: 'Troubleshoot camera & microphone issues - Google Meet Help',
    css: `body{font-family:'Google Sans',Roboto,Arial;color:#202124}.hd{border-bottom:1px solid #dadce0;padding:12px 24px}.art{max-width:760px;margin:24px auto;padding:0 20px;font-size:15px;line-height:1.65}h1{font-weight:400;font-size:30px}ol li{margin:6px 0}.n{background:#e8f0fe;padding:12px;border-radius:8px}`,
    body: `<div class="hd"><b>Google Meet Help</b></div>
<div class="art"><h1>Troubleshoot camera &amp; microphone issues</h1>
<p>If others can't hear you or see you in a video meeting, check the following.</p>
<h2>Allow Meet to use your camera and microphone</h2><ol><li>At the top right of the browser address bar, click the camera icon.</li><li>Select <b>Always allow https://meet.google.com to access your camera and microphone</b>.</li><li>Click <b>Done</b> and the meeting will reload.</li></ol>
<h2>Check your computer settings</h2><ol><li>On Windows, open <b>Settings → Privacy &amp; security → Microphone</b> and make sure microphone access is on for desktop apps and your browser.</li><li>On Mac, open <b>System Settings → Privacy &amp; Security → Microphone</b> and turn on your browser.</li><li>Close other apps that may be using your camera, like Zoom or Teams.</li></ol>
<p class="n">Google Meet will never ask you to copy and run commands in Terminal, PowerShell or the Run dialog to fix audio. Meeting links always start with https://meet.google.com/.</p>
<p>Was this helpful? Yes · No</p></div>`,
  }),
},
{
  id: 'yn-clean-company-zimbra-webmail',
  label: 'clean',
  kind: 'webmail-own-domain',
  url: 'https://mail.sundaramtextiles.co.in/',
  body: doc({
    title: 'Zimbra Web Client Sign In',
    css: `body{background:#e9ecef radial-gradient(#f8f9fa,#dfe3e8);font-family:Helvetica,Arial}.c{width:420px;margin:90px auto;background:#fff;border-radius:4px;padding:32px 36px;box-shadow:0 1px 12px rgba(0,0,0,.15)}.c h2{color:#0087c3;font-weight:400;margin:10px 0 20px}label{display:block;font-size:13px;margin:10px 0 4px}input[type=text],input[type=password]{width:100%;height:36px;border:1px solid #bbb;padding:0 8px}select{width:100%;height:34px}button{background:#0087c3;color:#fff;border:0;height:36px;padding:0 22px;margin-top:14px}.f{text-align:center;font-size:11px;color:#888;margin-top:16px}`,
    body: `<div class="c"><div style="font-size:22px;font-weight:bold;color:#444">Sundaram Textiles Ltd.</div><h2>Zimbra Web Client</h2>
<form method="post" name="loginForm" action="/" accept-charset="UTF-8"><input type="hidden" name="loginOp" value="login"><input type="hidden" name="login_csrf" value="4b1f9e72-0d3a-4c6b-a5e8-2f81c7d09b35">
<label for="username">Username</label><input type="text" id="username" name="username" autocomplete="username"><label for="password">Password</label><input type="password" id="password" name="password" autocomplete="current-password"><label><input type="checkbox" name="zrememberme" value="1"> Stay signed in</label>
<label>Version</label><select name="client"><option value="preferred">Default</option><option value="advanced">Classic</option><option value="modern">Modern</option></select><button>Sign In</button></form>
<p class="f">Internal use only. For password resets contact IT, ext. 2241, or itsupport@sundaramtextiles.co.in · Zimbra Collaboration Suite © Synacor, Inc.</p></div>`,
  }),
},
{
  id: 'yn-clean-hosting-provider-roundcube-webmail',
  label: 'clean',
  kind: 'webmail-own-domain',
  url: 'https://webmail.netcorehosting.in/',
  body: doc({
    title: 'Netcore Hosting Webmail :: Welcome to Netcore Hosting Webmail',
    css: `body{background:#2f3a3f;font-family:'Open Sans',Arial,sans-serif}#layout{width:380px;margin:100px auto;background:#fff;border-radius:4px;padding:28px 32px}td.title{font-size:13px;width:90px}input.form-control{width:100%;height:34px;border:1px solid #bbb;padding:0 8px;margin:4px 0}.mainaction{background:#37beff;color:#fff;border:0;height:38px;width:100%;margin-top:14px}.foot{text-align:center;font-size:11px;color:#999;margin-top:16px}`,
    body: `<div id="layout"><div style="text-align:center;margin-bottom:14px"><b style="font-size:20px">Netcore Hosting</b><div style="font-size:12px;color:#888">Webmail</div></div>
<form name="login-form" method="post" action="/?_task=login"><input type="hidden" name="_token" value="f2b8c1d9e7a64530"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" value="Asia/Kolkata">
<table><tbody><tr><td class="title"><label for="rcmloginuser">Username</label></td><td><input name="_user" id="rcmloginuser" class="form-control" autocomplete="username" required></td></tr><tr><td class="title"><label for="rcmloginpwd">Password</label></td><td><input name="_pass" id="rcmloginpwd" type="password" class="form-control" autocomplete="current-password" required></td></tr></tbody></table>
<button type="submit" class="mainaction">Login</button></form>
<div class="foot">Roundcube Webmail 1.6.9 · <a href="https://www.netcorehosting.in/support">Support</a> · <a href="https://www.netcorehosting.in/kb/webmail-settings">IMAP/SMTP settings</a></div></div>`,
  }),
},
{
  id: 'yn-clean-sonyliv-kbc-show-fraud-note',
  label: 'clean',
  kind: 'brand-site-warning',
  url: 'https://www.sonyliv.com/shows/kaun-banega-crorepati-1700000086',
  body: doc({
    title: 'Kaun Banega Crorepati - Watch All Seasons Online | SonyLIV',
    css: `body{background:#0f0f14;color:#fff;font-family:Arial}.hd{padding:14px 30px;display:flex;gap:20px;align-items:center}.hero{height:320px;background:linear-gradient(90deg,#0f0f14 30%,transparent),linear-gradient(135deg,#3b1f7a,#0f0f14);padding:40px 30px}.hero h1{font-size:40px;margin:0}.btn{display:inline-block;background:#f4b400;color:#000;padding:12px 26px;border-radius:4px;text-decoration:none;font-weight:bold;margin-top:16px}.ep{display:grid;grid-template-columns:repeat(4,1fr);gap:12px;padding:20px 30px}.ep div{background:#22222c;height:120px;border-radius:6px;padding:10px;font-size:13px}.note{margin:10px 30px 30px;padding:14px;background:#2a2233;border-radius:6px;font-size:14px}`,
    body: `<div class="hd"><b style="font-size:22px">SonyLIV</b><span>Home · TV Shows · Movies · Sports</span></div>
<div class="hero"><h1>Kaun Banega Crorepati</h1><p>Season 17 · Hindi · Quiz · Hosted by Amitabh Bachchan</p><a class="btn" href="#">▶ Watch Latest Episode</a></div>
<div class="ep"><div>Episode 42 · 13 Jun</div><div>Episode 41 · 12 Jun</div><div>Episode 40 · 11 Jun</div><div>Episode 39 · 10 Jun</div></div>
<div class="note"><b>Fraud alert:</b> KBC does not run any lottery or lucky draw. No one from KBC or Sony will call you on WhatsApp to say you have won ₹25 lakh or ask for a processing fee or GST. Participants are selected only through the official registration questions on SonyLIV. Report such calls at 1930.</div>`,
  }),
},
];
