import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, jsRoute, logo, cssRoute } from '../parts/j-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

const copyJs = `document.querySelectorAll('[data-copy]').forEach(function(b){b.addEventListener('click',function(){var t=document.getElementById(b.getAttribute('data-copy')).innerText;navigator.clipboard.writeText(t).then(function(){b.textContent='Copied!';setTimeout(function(){b.textContent='Copy'},1500)})})});`;

export const entries: Entry[] = [
{
  id: 'j-clean-docs-curl-sh-install',
  label: 'clean',
  kind: 'dev-docs',
  url: 'https://docs.embercli.dev/getting-started/installation',
  body: doc({
    title: 'Installation | Ember CLI Docs',
    style: `body{display:grid;grid-template-columns:240px 1fr;min-height:100vh}.side{background:#fafafa;border-right:1px solid #eee;padding:20px;font-size:14px}.side a{display:block;padding:4px 0;text-decoration:none;color:#444}main{padding:30px 50px;max-width:860px}.code{position:relative;background:#1e1e2e;color:#cdd6f4;border-radius:8px;padding:14px 16px;font-family:Menlo,monospace;font-size:14px;margin:10px 0}.code button{position:absolute;right:8px;top:8px;background:#313244;color:#cdd6f4;border:0;border-radius:4px;padding:4px 8px;font-size:12px}.tabs span{padding:6px 12px;border-bottom:2px solid transparent;cursor:pointer}.tabs .on{border-color:#f97316}`,
    body: `<div class="side"><strong>ember</strong><br><br><a href="/">Introduction</a><a href="/getting-started/installation"><b>Installation</b></a><a href="/getting-started/quickstart">Quickstart</a><a href="/config">Configuration</a><a href="/reference/cli">CLI reference</a><a href="/changelog">Changelog</a></div>
<main><h1>Installation</h1><p>Ember ships as a single static binary. The install script detects your OS and architecture, downloads the matching release from GitHub and verifies its checksum.</p>
<div class="tabs"><span class="on">macOS / Linux</span><span>Windows</span><span>Homebrew</span><span>Cargo</span></div>
<div class="code"><button data-copy="c1">Copy</button><span id="c1">curl --proto '=https' --tlsv1.2 -LsSf https://get.embercli.dev/install.sh | sh</span></div>
<p>Prefer to inspect the script first?</p><div class="code"><button data-copy="c2">Copy</button><span id="c2">curl -LsSf https://get.embercli.dev/install.sh -o install.sh &amp;&amp; less install.sh &amp;&amp; sh install.sh</span></div>
<p>On Windows, in PowerShell:</p><div class="code"><button data-copy="c3">Copy</button><span id="c3">powershell -ExecutionPolicy ByPass -c "irm https://get.embercli.dev/install.ps1 | iex"</span></div>
<p>Verify: <code>ember --version</code> should print <code>ember 0.19.3</code>.</p>
<h2>Uninstall</h2><div class="code"><button data-copy="c4">Copy</button><span id="c4">rm -rf ~/.ember ~/.local/bin/ember</span></div></main>
<script>${copyJs}</script>`,
  }),
},
{
  id: 'j-clean-docs-winget-copy',
  label: 'clean',
  kind: 'dev-docs',
  url: 'https://learn.microsoft.com/en-us/windows/package-manager/winget/install?tabs=cmd&view=winget-1.12',
  body: doc({
    title: 'install command (winget) | Microsoft Learn',
    style: `header{border-bottom:1px solid #e1e1e1;padding:12px 30px}main{max-width:820px;margin:24px auto;padding:0 16px}.c{background:#f2f2f2;border:1px solid #e1e1e1;padding:0}.c .h{display:flex;justify-content:space-between;background:#e6e6e6;padding:4px 10px;font-size:12px}.c pre{margin:0;padding:12px;font-size:14px}`,
    body: `<header><strong>Microsoft</strong> | Learn · Documentation · Training · Q&amp;A</header><main><h1>install command (winget)</h1>
<p>The <b>install</b> command of the winget tool installs the specified application. Use the <b>search</b> command to identify the application you want to install.</p>
<div class="c"><div class="h"><span>Windows Command Prompt</span><button data-copy="w1">Copy</button></div><pre id="w1">winget install --id Microsoft.PowerShell --source winget</pre></div>
<h2>Arguments</h2><table><tr><td><code>-q,--query</code></td><td>The query used to search for an app.</td></tr><tr><td><code>--silent</code></td><td>Runs the installer in silent mode.</td></tr><tr><td><code>--accept-package-agreements</code></td><td>Used to accept the license agreement.</td></tr></table>
<div class="c"><div class="h"><span>PowerShell</span><button data-copy="w2">Copy</button></div><pre id="w2">winget install -e --id Git.Git --silent --accept-package-agreements --accept-source-agreements</pre></div>
<p>Feedback · Was this page helpful? 👍 👎</p></main>
<script>${copyJs}</script>`,
  }),
},
{
  id: 'j-clean-bank-ar-login-own',
  label: 'clean',
  kind: 'own-login',
  url: 'https://online.alnakheel-bank.com.sa/ib/login?lang=ar',
  routes: {
    'online.alnakheel-bank.com.sa/ib/login': htmlRoute(doc({
      lang: 'ar',
      title: 'مصرف النخيل - الخدمات المصرفية عبر الإنترنت',
      bodyAttr: 'dir="rtl"',
      style: `body{background:#f3f6f4}header{background:#0b5d3b;color:#fff;padding:14px 30px}.b{max-width:420px;margin:50px auto;background:#fff;padding:30px;border-radius:10px}input{width:100%;padding:12px;border:1px solid #ccc;border-radius:6px;margin:6px 0 14px}button{width:100%;background:#0b5d3b;color:#fff;border:0;padding:13px;border-radius:6px;font-size:16px}`,
      body: `<header><strong>مصرف النخيل</strong> · الأفراد · الشركات · English</header>
<div class="b"><h1 style="font-size:22px">تسجيل الدخول</h1><form method="post" action="/ib/auth"><label>اسم المستخدم<input name="uid" autocomplete="username"></label><label>كلمة المرور<input type="password" name="pwd" autocomplete="current-password"></label><button>دخول</button></form>
<p style="font-size:13px"><a href="/ib/forgot">نسيت كلمة المرور؟</a> · <a href="/ib/register">تسجيل مستخدم جديد</a></p>
<p style="font-size:12px;color:#a00">تنبيه: لن يطلب منك مصرف النخيل أبداً رمز التحقق (OTP) أو كلمة المرور عبر الهاتف أو الرسائل النصية. الرقم الموحد: 8001241234</p></div>`,
    })),
  },
},
{
  id: 'j-clean-university-webmail',
  label: 'clean',
  kind: 'own-login',
  url: 'https://webmail.uni-greifenhain.de/?_task=login',
  routes: {
    'webmail.uni-greifenhain.de/': htmlRoute(doc({
      lang: 'de',
      title: 'Universität Greifenhain Webmail :: Willkommen bei Universität Greifenhain Webmail',
      style: `body{background:#e9eef2;display:flex;justify-content:center}.b{background:#fff;margin-top:80px;width:380px;padding:30px;border-top:4px solid #00557f;box-shadow:0 1px 4px rgba(0,0,0,.15)}input{width:100%;padding:9px;border:1px solid #bbb;margin:4px 0 12px}button{background:#00557f;color:#fff;border:0;padding:10px;width:100%}`,
      body: `<div class="b"><h2 style="color:#00557f">Universität Greifenhain</h2><p>Webmail (Roundcube)</p>
<form name="login-form" method="post" action="./?_task=login"><input type="hidden" name="_token" value="Kq8Yb2Xv1pR9sT0uW3zA"><input type="hidden" name="_task" value="login"><label>Benutzername (Uni-Kennung)<input name="_user" autocomplete="username"></label><label>Passwort<input name="_pass" type="password"></label><button>Anmelden</button></form>
<p style="font-size:12px">Probleme? Rechenzentrum, Service-Desk Tel. 03834 86-1400. Das Rechenzentrum fragt niemals per E-Mail nach Ihrem Passwort.</p>
<p style="font-size:11px;color:#888">Roundcube Webmail · <a href="https://www.uni-greifenhain.de/datenschutz">Datenschutz</a> · <a href="https://www.uni-greifenhain.de/impressum">Impressum</a></p></div>`,
    })),
  },
},
{
  id: 'j-clean-signup-with-captcha',
  label: 'clean',
  kind: 'captcha-form',
  url: 'https://community.brasswick-forums.com/register',
  body: doc({
    title: 'Create account – Brasswick Community',
    style: `body{background:#f5f5f5}.b{max-width:460px;margin:40px auto;background:#fff;padding:28px;border-radius:8px}input{width:100%;padding:10px;border:1px solid #ccc;border-radius:4px;margin:4px 0 12px}.cap{border:1px solid #d3d3d3;background:#f9f9f9;border-radius:3px;padding:14px;display:flex;align-items:center;gap:12px;width:300px}.cb{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer}.ok{border-color:#0a0;background:#0a0}button{background:#6d28d9;color:#fff;border:0;padding:12px;width:100%;border-radius:4px;margin-top:12px}`,
    body: `<div class="b"><h1>Join Brasswick Community</h1><p>Talk brass instruments, repairs and gigs with 40,000 players.</p>
<form onsubmit="event.preventDefault();if(!window.__cap){alert('Please complete the CAPTCHA')}else{this.outerHTML='<p>Check your inbox to confirm your email.</p>'}"><label>Username<input></label><label>Email<input type="email"></label><label>Password<input type="password"></label>
<div class="cap"><div class="cb" id="cb"></div><span>I'm not a robot</span><small style="margin-left:auto;font-size:9px;color:#555">hCaptcha-style<br>Privacy - Terms</small></div>
<button>Create account</button></form><p style="font-size:12px">By registering you agree to the community rules and privacy policy.</p></div>
<script>document.getElementById('cb').onclick=function(){var e=this;e.style.borderColor='#999';setTimeout(function(){e.classList.add('ok');window.__cap=1},700)}</script>`,
  }),
},
{
  id: 'j-clean-okta-tenant-sso',
  label: 'clean',
  kind: 'own-login',
  url: 'https://halvercorp.okta.com/login/login.htm?fromURI=%2Fapp%2FUserHome',
  routes: {
    'halvercorp.okta.com/login/login.htm': htmlRoute(doc({
      title: 'Halver Corp - Sign In',
      style: `body{background:#f4f4f4;display:flex;justify-content:center}.b{background:#fff;margin-top:70px;width:400px;border:1px solid #ddd;border-radius:4px}.lg{padding:30px;text-align:center;border-bottom:1px solid #ddd;font-weight:700;font-size:22px}form{padding:30px 42px}input{width:100%;padding:10px;border:1px solid #bbb;border-radius:3px;margin:4px 0 14px}button{background:#1662dd;color:#fff;border:0;padding:11px;width:100%;border-radius:3px}`,
      body: `<div class="b"><div class="lg">HALVER CORP</div><form method="post" action="/api/v1/authn"><h2 style="font-size:16px;text-align:center">Sign In</h2><label>Username<input name="username" autocomplete="username"></label><label><input type="checkbox" style="width:auto"> Keep me signed in</label><button>Next</button><p style="font-size:13px"><a href="/signin/forgot-password">Forgot password?</a> · <a href="/help/login">Help</a></p></form><p style="font-size:11px;text-align:center;color:#999;padding-bottom:14px">Powered by Okta · Privacy Policy</p></div>`,
    })),
  },
},
{
  id: 'j-clean-vendor-support-phone',
  label: 'clean',
  kind: 'vendor-support',
  url: 'https://support.hp.com/us-en/contact/product/hp-officejet-pro-9125e-all-in-one-printer/2101427660?openCLC=true',
  body: doc({
    title: 'Contact HP Customer Support | HP® Support',
    style: `header{background:#fff;border-bottom:1px solid #ddd;padding:14px 30px}main{max-width:900px;margin:24px auto;padding:0 16px}.opt{border:1px solid #ddd;border-radius:6px;padding:18px;margin:12px 0}.ph{font-size:22px;font-weight:700;color:#024ad8}`,
    body: `<header><strong style="color:#024ad8">HP</strong> Support · Software and Drivers · Diagnostics · Contact Us</header>
<main><h1>Contact HP Customer Support</h1><p>Product: HP OfficeJet Pro 9125e All-in-One Printer · Serial: TH4*****2K · Warranty: Active until 14 Mar 2027</p>
<div class="opt"><h3>Call us</h3><p class="ph">1-800-474-6836</p><p>Mon–Fri 8:00 a.m.–8:00 p.m. ET. Case number will be created automatically.</p></div>
<div class="opt"><h3>Chat with a Virtual Agent</h3><p>Available 24/7 for common issues: offline printer, setup, ink.</p></div>
<div class="opt"><h3>Remote assistance</h3><p>An HP agent may offer a remote session during a call <b>you</b> initiated. HP will never cold-call you or display pop-ups asking you to call a number.</p></div></main>`,
  }),
},
];
