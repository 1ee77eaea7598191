import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, jsonRoute, jsRoute, pe } from '../parts/e-bin.js';
import { FONT_HE, LOGO, doc, esc, pdf } from '../parts/yu-kit.js';

// Working tools and downloads that look like attack pages: an internal fraud-ops console, a status
// page, an IT help page that asks staff to paste a PowerShell command, AnyDesk and Homebrew install
// pages, a real Form 106 PDF, a genuine Cloudflare challenge, an e-invoice view and the courts' portal.

export const entries: Entry[] = [
{
  id: 'yu-clean-intranet-fraud-ops-console',
  label: 'clean',
  kind: 'intranet-tool',
  url: 'https://fraud-ops.corp.kesefpay.co.il/alerts?queue=smishing&yu=1',
  body: doc({
    title: 'Fraud Ops Console · KesefPay (internal)',
    lang: 'en',
    css: `body{margin:0;font-family:Arial;background:#f4f5f7;color:#172b4d}.top{background:#172b4d;color:#fff;padding:10px 20px;display:flex;justify-content:space-between}.c{padding:20px}
table{width:100%;border-collapse:collapse;background:#fff;font-size:13px}td,th{border-bottom:1px solid #ebecf0;padding:8px;text-align:left}.hi{color:#de350b;font-weight:700}.tag{background:#deebff;border-radius:3px;padding:1px 6px}
.f input{padding:6px;border:1px solid #c1c7d0}.f button{background:#0052cc;color:#fff;border:0;padding:7px 14px}code{font-size:12px}`,
    body: `<div class="top"><b>Fraud Ops Console</b><span>signed in as n.levi@kesefpay.co.il (SSO) · <a style="color:#fff" href="/logout">Sign out</a></span></div>
<div class="c"><form class="f" method="get" action="/alerts"><input name="q" placeholder="Search phone, card BIN, domain…"> <input type="hidden" name="queue" value="smishing"><button>Search</button></form>
<h3>Queue: smishing · 37 open</h3><table><tr><th>Alert</th><th>Customer</th><th>Signal</th><th>Reported URL</th><th>Risk</th><th>Action</th></tr>
<tr><td>AL-88213</td><td>cust_55120</td><td><span class="tag">new device + OTP</span></td><td><code>hxxps://bit-pay-il[.]online/receive/</code></td><td class="hi">High</td><td><a href="/alerts/AL-88213">Review</a></td></tr>
<tr><td>AL-88214</td><td>cust_77341</td><td><span class="tag">card verify 1₪</span></td><td><code>hxxps://gov-il-taxes[.]refund-portal[.]site/</code></td><td class="hi">High</td><td><a href="/alerts/AL-88214">Review</a></td></tr>
<tr><td>AL-88219</td><td>cust_10922</td><td><span class="tag">CliQ alias change</span></td><td><code>hxxps://cliq-jo[.]receive-transfer[.]xyz/t/</code></td><td>Medium</td><td><a href="/alerts/AL-88219">Review</a></td></tr></table>
<p style="font-size:12px;color:#6b778c">Internal use only. Takedown requests go through the Trust &amp; Safety form. Do not open reported URLs outside the isolated browser.</p></div>`,
  }),
},
{
  id: 'yu-clean-it-helpdesk-powershell-vpn-hebrew',
  label: 'clean',
  kind: 'it-help-paste-command',
  url: 'https://helpdesk.corp.kesefpay.co.il/kb/yu-install-globalprotect-vpn',
  body: doc({
    title: 'התקנת VPN (GlobalProtect) במחשב העבודה | מרכז התמיכה של IT',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};color:#222;background:#fff}.h{background:#334155;color:#fff;padding:12px 20px}.a{max-width:760px;margin:20px auto;padding:0 16px;line-height:1.8}
pre{direction:ltr;text-align:left;background:#0f172a;color:#e2e8f0;padding:12px;border-radius:6px;font-size:13px;white-space:pre-wrap}.cp{background:#2563eb;color:#fff;border:0;padding:6px 14px;border-radius:4px}.n{background:#fef9c3;padding:10px}`,
    body: `<div class="h">מרכז התמיכה של IT · מאמר KB-0412</div><div class="a"><h1>התקנת VPN (GlobalProtect) במחשב העבודה</h1>
<p>מחשבים שהתקבלו לפני ספטמבר 2025 צריכים להתקין את לקוח ה-VPN החדש. ההתקנה מתבצעת מתוך Company Portal או באמצעות פקודת winget.</p>
<ol><li>לחצו על Start, הקלידו <b>PowerShell</b> ובחרו "Windows PowerShell".</li><li>העתיקו את הפקודה הבאה, הדביקו בחלון ולחצו Enter:</li></ol>
<pre id="cmd">winget install --id PaloAltoNetworks.GlobalProtect --source winget --accept-package-agreements</pre><button class="cp" id="cp">העתק פקודה</button>
<ol start="3"><li>לאחר ההתקנה, פתחו את GlobalProtect והזינו את כתובת השער: <code>vpn.kesefpay.co.il</code></li></ol>
<p class="n">צוות ה-IT לא יבקש מכם לעולם להריץ פקודות שמופיעות בחלון "אימות" או "קאפצ׳ה" באתר חיצוני. אם נתקלתם בכזה - דווחו ל-security@kesefpay.co.il.</p></div>
<script>document.getElementById("cp").onclick=function(){navigator.clipboard.writeText(document.getElementById("cmd").textContent);this.textContent="הועתק ✓"};</script>`,
  }),
},
{
  id: 'yu-clean-anydesk-download-hebrew',
  label: 'clean',
  kind: 'legit-software-download',
  url: 'https://anydesk.com/he/downloads/windows?yu=1',
  body: doc({
    title: 'הורדת AnyDesk ל-Windows - שליטה מרחוק',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};color:#222}.h{background:#ef443b;color:#fff;padding:14px 22px;font:700 22px Arial}.c{max-width:720px;margin:30px auto;text-align:center;padding:0 16px}
.dl{display:inline-block;background:#ef443b;color:#fff;padding:14px 36px;border-radius:6px;text-decoration:none;font-size:18px}.w{background:#fff4f3;border:1px solid #f7c2be;padding:12px;margin-top:20px;text-align:right;font-size:14px}`,
    body: `<div class="h">AnyDesk</div><div class="c"><h1>AnyDesk ל-Windows</h1><p>גרסה 9.5.3 · Windows 7 ומעלה · חתום דיגיטלית ע״י AnyDesk Software GmbH</p>
<a class="dl" href="/downloads/windows/AnyDesk.exe">הורדה</a>
<div class="w"><b>אזהרה מפני הונאות:</b> לעולם אל תתקינו AnyDesk לבקשת מי שהתקשר אליכם כ"נציג בנק", "מיקרוסופט" או "חברת האשראי", ואל תמסרו את מספר ה-AnyDesk שלכם לזרים. גורם עם גישה מרחוק יכול להשתלט על חשבון הבנק שלכם.</div></div>`,
  }),
  routes: {
    'anydesk.com/downloads/windows/AnyDesk.exe': fileRoute(
      pe({ x64: false, strings: ['AnyDesk', 'AnyDesk Software GmbH', 'philandro Software GmbH', 'AnyDesk.exe', '9.5.3'], size: 8192 }),
      'application/x-msdownload',
      'AnyDesk.exe',
    ),
  },
},
{
  id: 'yu-clean-cloudflare-challenge-news-site',
  label: 'clean',
  kind: 'legit-bot-challenge',
  url: 'https://www.calcalist.co.il/local_news/article/yu-r1kx9a?__cf_chl_rt_tk=yu.nT8q',
  body: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=Edge"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15;-webkit-text-size-adjust:100%;color:#313131;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial}body{display:flex;flex-direction:column;height:100vh;min-height:100vh}.main-content{margin:8rem auto;max-width:60rem;padding-left:1.5rem;padding-right:1.5rem;width:100%}.h1{font-size:2.5rem;font-weight:500;line-height:3.75rem}.h2{font-size:1.5rem;font-weight:500;line-height:2.25rem;margin-bottom:1rem}.footer{font-size:.75rem;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;width:100%;border-top:1px solid #d9d9d9}</style></head>
<body><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">www.calcalist.co.il</h1><h2 class="h2" id="challenge-body-text">Verifying you are human. This may take a few seconds.</h2>
<div id="turnstile-wrapper" style="min-height:65px"></div><div id="challenge-success" style="display:none">Verification successful</div>
<noscript><div class="h2">Enable JavaScript and cookies to continue</div></noscript><p id="challenge-explainer">www.calcalist.co.il needs to review the security of your connection before proceeding.</p></div></div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:"www.calcalist.co.il",cType:'managed',cRay:'8d2fa1b7c9e04412',cH:'yu.Qm1x',cUPMDTk:"\\/local_news\\/article\\/yu-r1kx9a?__cf_chl_tk=yu.nT8q",cFPWv:'b',cITimeS:'1760431200',cTplV:5,cTplB:'cf',cRq:{ru:'aHR0cHM6Ly93d3cuY2FsY2FsaXN0LmNvLmlsL2xvY2FsX25ld3MvYXJ0aWNsZS95dS1yMWt4OWE=',ra:'TW96aWxsYS81LjA=',d:'yu'}};var cpo=document.createElement('script');cpo.src='/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1?ray=8d2fa1b7c9e04412';window._cf_chl_opt.cOgUHash=location.hash===''&&location.href.indexOf('#')!==-1?'#':location.hash;document.getElementsByTagName('head')[0].appendChild(cpo);}());</script>
<div class="footer" role="contentinfo">Ray ID: <code>8d2fa1b7c9e04412</code> · Performance &amp; security by <a rel="noopener noreferrer" href="https://www.cloudflare.com?utm_source=challenge&amp;utm_campaign=m" target="_blank">Cloudflare</a></div></body></html>`,
  headers: { 'cf-mitigated': 'challenge', 'cache-control': 'private, max-age=0, no-store, no-cache, must-revalidate' },
  routes: {
    'www.calcalist.co.il/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1': jsRoute(
      `window._cf_chl_ctx={s:1};(function(){var w=document.getElementById("turnstile-wrapper");if(!w)return;var f=document.createElement("div");f.style.cssText="width:300px;height:65px;border:1px solid #e0e0e0;background:#fafafa;display:flex;align-items:center;padding:0 12px;font:14px system-ui";f.textContent="Verifying…";w.appendChild(f);})();`,
    ),
  },
},
{
  id: 'yu-clean-greeninvoice-document-view',
  label: 'clean',
  kind: 'legit-invoice-portal',
  url: 'https://app.greeninvoice.co.il/doc/view/yu-5e8a11c2',
  body: doc({
    title: 'חשבונית מס/קבלה 20417 - סטודיו נגה עיצוב | morning',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#f1f5f4}.bar{background:#fff;padding:10px 20px;display:flex;justify-content:space-between;border-bottom:1px solid #ddd}.pg{max-width:700px;margin:20px auto;background:#fff;padding:30px;box-shadow:0 1px 6px rgba(0,0,0,.08)}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{border-bottom:1px solid #eee;padding:8px;text-align:right}a.b{background:#00a56a;color:#fff;padding:8px 16px;text-decoration:none;border-radius:4px}`,
    body: `<div class="bar"><b>morning</b><span><a class="b" href="/doc/download/yu-5e8a11c2.pdf">הורדת PDF</a></span></div>
<div class="pg"><h2>סטודיו נגה עיצוב · עוסק מורשה 301122456</h2><p>חשבונית מס/קבלה מס׳ 20417 · 14/10/2025 · מקור</p><p>לכבוד: קסף-פיי בע״מ</p>
<table><tr><th>תיאור</th><th>כמות</th><th>מחיר</th></tr><tr><td>עיצוב מסכי אפליקציה - ספרינט 14</td><td>1</td><td>₪9,800.00</td></tr><tr><td>מע״מ 18%</td><td></td><td>₪1,764.00</td></tr><tr><th>סה״כ</th><td></td><th>₪11,564.00</th></tr></table>
<p style="font-size:12px;color:#666">התקבל בהעברה בנקאית. מסמך ממוחשב חתום דיגיטלית.</p></div>`,
  }),
  routes: {
    'app.greeninvoice.co.il/doc/download/yu-5e8a11c2.pdf': fileRoute(
      pdf(['Studio Noga Design - Tax invoice/receipt 20417', 'Date: 14/10/2025', 'To: KesefPay Ltd', 'App screens design - sprint 14: 9,800.00 ILS', 'VAT 18%: 1,764.00  Total: 11,564.00 ILS']),
      'application/pdf',
      'invoice-20417.pdf',
    ),
  },
},
{
  id: 'yu-clean-net-hamishpat-login',
  label: 'clean',
  kind: 'gov-own-login',
  url: 'https://www.court.gov.il/NGCS.Web.Site/HomePage.aspx?yu=1',
  body: doc({
    title: 'נט המשפט - מערכת ניהול תיקים | הרשות השופטת',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#f4f1ea}.h{background:#3b2f1e;color:#f4e4bc;padding:14px 22px}.c{max-width:640px;margin:24px auto;background:#fff;padding:24px;border:1px solid #d6cdb7;line-height:1.8}
.b{display:inline-block;background:#3b2f1e;color:#fff;padding:10px 22px;text-decoration:none;margin-left:8px}`,
    body: `<div class="h"><b>⚖ הרשות השופטת - נט המשפט</b></div><div class="c"><h2>כניסה למערכת נט המשפט</h2>
<p>הכניסה לצפייה בתיקים מתבצעת באמצעות מערכת ההזדהות הממשלתית (כרטיס חכם, תעודה דיגיטלית או הזדהות עם קוד SMS ואפליקציה).</p>
<a class="b" href="https://login.gov.il/nidp/saml2/sso?id=court">כניסה עם הזדהות ממשלתית</a><a class="b" href="/NGCS.Web.Site/Guest/CaseSearch.aspx">חיפוש תיק כאורח</a>
<p style="font-size:13px;color:#555">מסמכי בית המשפט זמינים לצפייה מתוך המערכת בלבד, בפורמט PDF. בית המשפט אינו שולח הזמנות לדיון כקבצים להורדה מאתרים חיצוניים.</p></div>`,
  }),
},
];
