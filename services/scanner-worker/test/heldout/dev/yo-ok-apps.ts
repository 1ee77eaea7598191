import { htmlRoute, type Entry } from '../entry.js';
import { cfb, doc, fileRoute, keyOf, MS_SQUARES, pe, TEAMS_LOGO, tok, tok64, ZOOM_LOGO } from '../parts/yo-kit.js';

// Real software download and meeting-launcher pages, and payroll / HR portals on the companies' or
// vendors' own domains, cleared by the analysts.

export const entries: Entry[] = [
(() => {
  const url = 'https://zoom.us/download?os=win&_x_zm_rtaid=' + tok64('zmrta', 22);
  return {
    id: 'yo-ok-zoom-download-center',
    label: 'clean',
    kind: 'software-download-own-host',
    url,
    routes: {
      [keyOf(url)]: htmlRoute(
        doc({
          title: 'Download Center - Zoom',
          css: `body{margin:0;font-family:Lato,"Helvetica Neue",Arial,sans-serif;color:#232333}.hd{height:64px;display:flex;align-items:center;padding:0 32px;border-bottom:1px solid #ededf4;gap:30px;font-size:14px}
main{max-width:900px;margin:30px auto;padding:0 20px}.blk{border-bottom:1px solid #ededf4;padding:24px 0}.blk h2{font-size:22px;margin:0 0 6px}
.b{display:inline-block;background:#0b5cff;color:#fff;text-decoration:none;border-radius:8px;padding:10px 22px;font-weight:700;font-size:14px}.v{font-size:13px;color:#6e7680;margin:8px 0}`,
          body: `<div class="hd">${ZOOM_LOGO}<span>Products</span><span>Solutions</span><span>Resources</span><span>Plans &amp; Pricing</span></div>
<main><h1>Download Center</h1>
<div class="blk"><h2>Zoom Workplace desktop app</h2><p>The desktop app for Zoom Workplace brings meetings, chat, phone, whiteboard and more into one place.</p>
<a class="b" href="https://zoom.us/client/6.2.5.46870/ZoomInstallerFull.exe?archType=x64">Download (64-bit)</a>
<p class="v">Version 6.2.5 (46870) &middot; <a href="https://zoom.us/client/6.2.5.46870/ZoomInstallerFull.exe?archType=winarm64">ARM64</a> &middot; <a href="https://zoom.us/client/6.2.5.46870/ZoomInstallerFull.msi?archType=x64">MSI for IT admins</a></p></div>
<div class="blk"><h2>Zoom Workplace plugin for Microsoft Outlook</h2><p>The Outlook plugin lets you schedule meetings from the Outlook toolbar.</p><a class="b" href="https://zoom.us/client/latest/ZoomOutlookPluginSetup.msi">Download</a></div>
<div class="blk"><h2>Zoom Rooms</h2><p>Software-based conference room system for Zoom Rooms.</p><a class="b" href="https://zoom.us/client/latest/ZoomRooms.exe">Download</a></div></main>`,
        }),
      ),
      'zoom.us/client/6.2.5.46870/ZoomInstallerFull.exe': fileRoute(pe({ x64: true, size: 58000, strings: ['Zoom Video Communications, Inc.', 'ZoomInstallerFull', 'Zoom Workplace', 'https://zoom.us/'] }), 'application/x-msdownload', 'ZoomInstallerFull.exe'),
    },
  } satisfies Entry;
})(),
(() => {
  const url = `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${tok64('tmmeet', 40)}%40thread.v2/0?context=%7b%22Tid%22%3a%22${tok('tmtid', 8)}-4c1d-4e2f-9a8b-${tok('tmtid2', 12)}%22%2c%22Oid%22%3a%22${tok('tmoid', 8)}-77aa-4b3c-8d9e-${tok('tmoid2', 12)}%22%7d`;
  return {
    id: 'yo-ok-teams-meetup-join-launcher',
    label: 'clean',
    kind: 'meeting-launcher',
    url,
    routes: {
      [keyOf(url)]: htmlRoute(
        doc({
          title: 'Microsoft Teams',
          css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f5f5f5;color:#242424}.w{max-width:980px;margin:60px auto;padding:0 20px;text-align:center}
h1{font-size:26px;font-weight:600;margin:14px 0 30px}.opts{display:grid;grid-template-columns:repeat(3,1fr);gap:18px}.opts a{background:#fff;border-radius:8px;padding:26px;text-decoration:none;color:#242424;box-shadow:0 2px 4px rgba(0,0,0,.08)}
.opts a b{display:block;font-size:16px;margin:10px 0 6px}.opts a span{font-size:13px;color:#616161}.btn{display:inline-block;margin-top:14px;background:#5b5fc7;color:#fff;padding:8px 18px;border-radius:4px;font-weight:600;font-size:14px}`,
          body: `<div class="w">${TEAMS_LOGO}<h1>How do you want to join your Teams meeting?</h1>
<div class="opts"><a href="https://go.microsoft.com/fwlink/?linkid=2187327&amp;clcid=0x409&amp;culture=en-us&amp;country=us"><b>Download the Teams app</b><span>Get the best experience with the desktop app.</span><div class="btn">Download</div></a>
<a href="#" id="web"><b>Continue on this browser</b><span>No download or installation required.</span><div class="btn">Continue</div></a>
<a href="#" id="app"><b>Join on the Teams app</b><span>Already have it? Go right to your meeting.</span><div class="btn">Open Teams</div></a></div>
<p style="font-size:12px;color:#616161;margin-top:30px">Third-party notices &middot; <a href="https://privacy.microsoft.com/en-us/privacystatement">Privacy and Cookies</a></p></div>
<script>
var deep="msteams:"+location.pathname+location.search+"&anon=true&type=meetup-join&deeplinkId=${tok('tmdl', 8)}-5b6c-4d7e-8f90-${tok('tmdl2', 12)}&directDl=true&msLaunch=true&enableMobilePage=true&suppressPrompt=true";
document.getElementById("app").href=deep;
document.getElementById("web").onclick=function(e){e.preventDefault();location.href="/v2/?meetingjoin=true#"+location.pathname+location.search+"&anon=true&launchAgent=join_launcher&type=meetup-join&directDl=true&msLaunch=true&enableMobilePage=true&suppressPrompt=true"};
</script>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
(() => {
  const url = 'https://chromeenterprise.google/download/?modal-id=download-chrome&platform=win64-msi&channel=stable';
  const file = 'dl.google.com/dl/chrome/install/googlechromestandaloneenterprise64.msi';
  return {
    id: 'yo-ok-chrome-enterprise-msi',
    label: 'clean',
    kind: 'software-download-own-host',
    url,
    routes: {
      [keyOf(url)]: htmlRoute(
        doc({
          title: 'Download Chrome Browser for Your Business - Chrome Enterprise',
          css: `body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;color:#202124}.hd{height:64px;display:flex;align-items:center;padding:0 32px;border-bottom:1px solid #dadce0;gap:10px;font-size:18px}
.w{max-width:880px;margin:40px auto;padding:0 20px}h1{font-size:36px;font-weight:400}.card{border:1px solid #dadce0;border-radius:8px;padding:24px;margin:20px 0}
select{height:40px;border:1px solid #dadce0;border-radius:4px;padding:0 10px;margin-right:10px}.b{display:inline-block;background:#1a73e8;color:#fff;text-decoration:none;border-radius:4px;padding:10px 24px;font-weight:500}
.small{font-size:13px;color:#5f6368}`,
          body: `<div class="hd"><span style="display:inline-block;width:28px;height:28px;border-radius:50%;background:conic-gradient(#ea4335 0 33%,#fbbc05 0 66%,#34a853 0)"></span>Chrome Enterprise</div>
<div class="w"><h1>Download Chrome browser for your business</h1><p>Deploy Chrome to your organization with the Windows installer bundle or MSI.</p>
<div class="card"><b>Chrome browser for Windows</b><p class="small">Version 129 &middot; Stable channel &middot; 64-bit MSI</p>
<select><option>Windows 64-bit</option><option>Windows 32-bit</option><option>Windows ARM64</option></select><select><option>Stable</option><option>Beta</option><option>Extended Stable</option></select>
<a class="b" href="https://${file}">Download</a>
<p class="small" style="margin-top:14px">By downloading, you agree to the <a href="https://www.google.com/intl/en/chrome/terms/">Google Chrome and Chrome OS Additional Terms of Service</a>. Chrome for Windows is signed by Google LLC.</p></div>
<div class="card"><b>Chrome Browser Cloud Management</b><p class="small">Manage policies, extensions and updates for Chrome browsers across your company from the Google Admin console, at no cost.</p></div></div>`,
        }),
      ),
      [file]: fileRoute(cfb(['Google Chrome', 'Google LLC', 'GoogleUpdate.exe', 'ProductCode', '{7E1B9D7A-3D1C-4E5E-A0A4-3A2C5B9E1F22}', 'Chrome Enterprise'], 32768), 'application/x-msi', 'googlechromestandaloneenterprise64.msi'),
    },
  } satisfies Entry;
})(),
{
  id: 'yo-ok-adp-workforcenow-login',
  label: 'clean',
  kind: 'payroll-own-host',
  url: 'https://online.adp.com/signin/v1/?APPID=WFNPortal&productId=80e309c3-7085-bae1-e053-3505430b5495&returnURL=https://workforcenow.adp.com/&callingAppId=WFN&TARGET=-SM-https://workforcenow.adp.com/theme/unified.html&lang=en_US',
  body: doc({
    title: 'ADP',
    css: `body{margin:0;font-family:"Proxima Nova",Arial,sans-serif;background:#f5f5f5;color:#1a1a1a}
.hd{background:#fff;padding:12px 28px;border-bottom:1px solid #ddd}.logo{color:#d0271d;font-weight:900;font-size:30px;font-style:italic;letter-spacing:-1px}
.c{max-width:400px;margin:50px auto;background:#fff;padding:32px;border-radius:6px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
h1{font-size:22px;margin:0 0 18px}label{font-size:13px;font-weight:700;display:block;margin:12px 0 4px}input{width:100%;box-sizing:border-box;height:42px;border:1px solid #949494;border-radius:4px;padding:0 10px;font-size:15px}
button{width:100%;height:44px;border:0;border-radius:22px;background:#d0271d;color:#fff;font-size:15px;font-weight:700;margin-top:22px}.ln{font-size:13px;margin-top:16px}.ln a{color:#1a5fb4;display:block;margin:6px 0}.ft{text-align:center;font-size:12px;color:#666;margin-top:24px}`,
    body: `<div class="hd"><span class="logo">ADP</span></div>
<div class="c"><h1>Sign in</h1><form id="signin" novalidate><label for="login-form_username">User ID</label><input id="login-form_username" name="user" autocomplete="username">
<div style="margin-top:10px;font-size:13px"><label style="display:inline;font-weight:400"><input type="checkbox" id="rememberMe" style="width:auto;height:auto"> Remember user ID</label></div>
<button type="submit" id="verifUseridBtn">Next</button></form>
<div class="ln"><a href="https://online.adp.com/signin/v1/?APPID=WFNPortal&amp;forgot=userid">Forgot your user ID/password?</a><a href="https://netsecure.adp.com/pages/sms/ess/v3/pub/ssr/theme.jsp">Create account</a></div>
<div class="ft">&copy; 2024 ADP, Inc. All rights reserved. &middot; <a href="https://www.adp.com/privacy.aspx">Privacy</a> &middot; <a href="https://www.adp.com/legal.aspx">Legal</a></div></div>
<script>
document.getElementById("signin").onsubmit=function(e){e.preventDefault();var u=this.user.value.trim();if(!u)return;
fetch("/api/sign-in-service/v1/sign-in.start",{method:"POST",headers:{"Content-Type":"application/json"},credentials:"include",body:JSON.stringify({organizationId:"",productId:"80e309c3-7085-bae1-e053-3505430b5495",userId:u,deviceFingerPrint:null,deviceNickName:null,callingAppId:"WFN"})})
.then(function(r){return r.json()}).then(function(j){if(j.session)location.href="/signin/v1/password?session="+encodeURIComponent(j.session)})};
</script>`,
  }),
},
{
  id: 'yo-ok-workday-tenant-login',
  label: 'clean',
  kind: 'payroll-own-host',
  url: 'https://wd5.myworkday.com/kirbynetworks/login.htmld?redirect=n',
  body: doc({
    title: 'Workday',
    css: `body{margin:0;background:#f6f7f8;font-family:Roboto,"Helvetica Neue",Arial,sans-serif;color:#333}.w{max-width:400px;margin:80px auto;background:#fff;border-radius:12px;padding:36px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
.logo{color:#0875e1;font-weight:700;font-size:28px;text-align:center;margin-bottom:6px}.t{text-align:center;color:#5e6a75;font-size:14px;margin-bottom:22px}
input{width:100%;box-sizing:border-box;height:40px;border:1px solid #a1aab3;border-radius:4px;padding:0 10px;font-size:14px;margin:6px 0 12px}label{font-size:14px}
button{width:100%;height:42px;background:#0875e1;color:#fff;border:0;border-radius:20px;font-weight:700;margin-top:8px}.sso{background:#fff;color:#0875e1;border:1px solid #0875e1}`,
    body: `<div class="w"><div class="logo">workday.</div><div class="t">Kirby Networks</div>
<form method="post" action="/kirbynetworks/login-auth.htmld" id="wdLogin"><label>Username</label><input name="userName" data-automation-id="userName" autocomplete="username"><label>Password</label><input type="password" name="password" data-automation-id="password" autocomplete="current-password">
<button type="submit" data-automation-id="goButton">Sign In</button></form>
<button class="sso" onclick="location.href='/kirbynetworks/login-saml2.htmld'" style="margin-top:10px">Sign in with Kirby Networks SSO</button>
<p style="font-size:12px;color:#5e6a75;text-align:center;margin-top:18px">Employees: use SSO. Username/password sign-in is for contingent workers and retirees only.</p></div>
<script>var wdTenant="kirbynetworks",wdDataCenter="wd5",wdVersion="2024R2";</script>`,
  }),
},
{
  id: 'yo-ok-benefits-portal-own-domain',
  label: 'clean',
  kind: 'hr-portal-own-domain',
  url: 'https://benefits.kirbynetworks.com/open-enrollment-2025',
  body: doc({
    title: '2025 Open Enrollment | Kirby Networks Benefits',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#f6f8fa;color:#1c2430}.hero{background:#0f5e9c;color:#fff;padding:34px 40px}.hero h1{margin:6px 0 0}
.w{max-width:1000px;margin:30px auto;display:grid;grid-template-columns:1fr 320px;gap:26px;padding:0 20px}.card{background:#fff;border-radius:8px;padding:22px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.cd{display:flex;gap:10px;margin:10px 0 16px}.cd div{background:#eef4fa;border-radius:6px;padding:8px 12px;text-align:center;font-size:12px}.cd b{display:block;font-size:22px;color:#0f5e9c}
.btn{display:block;text-align:center;background:#0f5e9c;color:#fff;text-decoration:none;border-radius:6px;padding:12px;font-weight:600}table{width:100%;border-collapse:collapse;font-size:14px}td{padding:8px 0;border-bottom:1px solid #eef0f3}`,
    body: `<div class="hero"><div style="font-size:13px;opacity:.8">KIRBY NETWORKS &middot; PEOPLE TEAM</div><h1>2025 Open Enrollment is open</h1></div>
<div class="w"><div class="card"><h3 style="margin-top:0">What's changing for 2025</h3>
<table><tr><td>Medical premiums (employee only, PPO)</td><td>$62 &rarr; $68 / paycheck</td></tr><tr><td>HSA employer contribution</td><td>$750 &rarr; $1,000</td></tr><tr><td>401(k) match</td><td>Now 100% up to 6%</td></tr><tr><td>New vendor</td><td>Vision moves from EyeMed to VSP</td></tr></table>
<h3>Attend a session</h3><p>Live Q&amp;A with our benefits broker on Oct 16 and Oct 22 at 12:00 PM ET (Teams link in the #people-team channel).</p>
<p style="font-size:13px;color:#5a6675">We will never ask for your password by email. The only places to enroll are this site and Workday. Report suspicious "benefits" emails with the Report Phishing button in Outlook.</p></div>
<div class="card"><b>Enrollment closes in</b><div class="cd"><div><b id="d">--</b>days</div><div><b id="h">--</b>hrs</div><div><b id="m">--</b>min</div></div>
<a class="btn" href="https://kirbynetworks.okta.com/home/workday/0oa1b2c3d4e5f6g7h8/30">Enroll in Workday</a>
<p style="font-size:13px;margin-top:14px"><a href="/docs/2025-benefits-guide.pdf">2025 Benefits Guide (PDF)</a><br><a href="/faq">FAQ</a><br>Questions: benefits@kirbynetworks.com</p></div></div>
<script>var end=new Date("2024-11-08T22:00:00Z").getTime();function t(){var s=Math.max(0,(end-Date.now())/1e3);document.getElementById("d").textContent=Math.floor(s/86400);document.getElementById("h").textContent=Math.floor(s%86400/3600);document.getElementById("m").textContent=Math.floor(s%3600/60)}t();setInterval(t,30000);</script>`,
  }),
},
{
  id: 'yo-ok-loket-nl-werknemer-login',
  label: 'clean',
  kind: 'payroll-own-host',
  url: 'https://mijn.loket.nl/login?returnUrl=%2Fwerknemer%2Floonstroken',
  body: doc({
    title: 'Inloggen | Loket.nl',
    lang: 'nl',
    css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#eef2f5;color:#23303d}.w{max-width:420px;margin:70px auto;background:#fff;border-radius:8px;padding:34px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
.logo{font-size:28px;font-weight:700;color:#e4007c;margin-bottom:20px}label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}input{width:100%;box-sizing:border-box;height:42px;border:1px solid #b2bcc6;border-radius:4px;padding:0 10px;font-size:15px}
button{width:100%;height:44px;border:0;border-radius:4px;background:#e4007c;color:#fff;font-weight:700;margin-top:18px}.n{font-size:13px;color:#5b6977;margin-top:16px}`,
    body: `<div class="w"><div class="logo">loket.nl</div><h1 style="font-size:22px;margin:0 0 8px">Inloggen</h1><p style="font-size:14px;color:#5b6977;margin:0 0 10px">Log in om uw loonstroken en jaaropgaven te bekijken.</p>
<form method="post" action="/login" id="lf"><input type="hidden" name="__RequestVerificationToken" value="${tok64('loketrvt', 60)}"><label for="u">Gebruikersnaam</label><input id="u" name="Username" autocomplete="username"><label for="p">Wachtwoord</label><input id="p" type="password" name="Password" autocomplete="current-password">
<button type="submit">Inloggen</button></form>
<p class="n"><a href="/wachtwoord-vergeten">Wachtwoord vergeten?</a> &middot; Na het inloggen vragen wij altijd om uw tweestapsverificatiecode.</p>
<p class="n">Loket.nl stuurt nooit e-mails met een link om in te loggen of uw bankgegevens te wijzigen. Twijfelt u? Neem contact op met uw werkgever.</p></div>`,
  }),
},
{
  id: 'yo-ok-employee-rewards-giftcards',
  label: 'clean',
  kind: 'hr-portal-own-domain',
  url: 'https://rewards.lakeshoremfg.com/redeem/gift-cards?category=retail',
  body: doc({
    title: 'Redeem points – Lakeshore Recognition',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#f5f6f8;color:#222}.hd{background:#203a5c;color:#fff;padding:14px 30px;display:flex;justify-content:space-between;align-items:center}
.w{max-width:1000px;margin:24px auto;padding:0 20px}.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}.g{background:#fff;border-radius:8px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.08);text-align:center}
.g i{display:block;height:80px;border-radius:6px;margin-bottom:10px}.g button{background:#203a5c;color:#fff;border:0;border-radius:4px;padding:7px 14px;margin-top:8px}.pts{background:#fff;border-radius:8px;padding:14px 18px;margin-bottom:18px;display:flex;justify-content:space-between}`,
    body: `<div class="hd"><b>LAKESHORE &middot; Recognition</b><span>Hi, Jordan &middot; <a href="/logout" style="color:#fff">Sign out</a></span></div>
<div class="w"><div class="pts"><span>Your balance: <b>4,250 points</b> (= $42.50)</span><span><a href="/history">Points history</a></span></div>
<h2>Gift cards</h2><div class="grid">
<div class="g"><i style="background:#ff9900"></i><b>Amazon.com</b><br><small>from 2,500 pts</small><br><button data-sku="amzn-25">Redeem</button></div>
<div class="g"><i style="background:#cc0000"></i><b>Target</b><br><small>from 2,500 pts</small><br><button data-sku="tgt-25">Redeem</button></div>
<div class="g"><i style="background:#00704a"></i><b>Starbucks</b><br><small>from 1,000 pts</small><br><button data-sku="sbux-10">Redeem</button></div>
<div class="g"><i style="background:#0071ce"></i><b>Walmart</b><br><small>from 2,500 pts</small><br><button data-sku="wmt-25">Redeem</button></div></div>
<p style="font-size:13px;color:#666;margin-top:22px">Gift cards are delivered to your work email within 1 business day. Managers and executives will never ask you to buy gift cards on their behalf &ndash; report such requests to security@lakeshoremfg.com.</p></div>
<script>
Array.prototype.forEach.call(document.querySelectorAll("button[data-sku]"),function(b){b.onclick=function(){if(!confirm("Redeem points for this gift card?"))return;
fetch("/api/redeem",{method:"POST",credentials:"same-origin",headers:{"Content-Type":"application/json","X-CSRF-Token":"${tok64('rwcsrf', 32)}"},body:JSON.stringify({sku:b.getAttribute("data-sku")})}).then(function(r){b.textContent=r.ok?"Requested":"Try again"})}});
</script>`,
  }),
},
];
