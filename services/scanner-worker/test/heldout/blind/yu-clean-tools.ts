import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, jsonRoute, jsRoute, pe } from '../parts/e-bin.js';
import { FONT_HE, LOGO, doc, esc, pdf } from '../parts/yu-kit.js';

// Working tools and downloads that look like attack pages: an internal fraud-ops console, a status
// page, an IT help page that asks staff to paste a PowerShell command, AnyDesk and Homebrew install
// pages, a real Form 106 PDF, a genuine Cloudflare challenge, an e-invoice view and the courts' portal.

export const entries: Entry[] = [
{
  id: 'yu-clean-status-page-sms-delay-incident',
  label: 'clean',
  kind: 'status-page',
  url: 'https://status.kesefpay.co.il/incidents/yu-sms-otp-delay',
  body: doc({
    title: 'KesefPay Status - Delayed SMS verification codes',
    lang: 'en',
    css: `body{margin:0;font-family:Arial;background:#fafafa;color:#333}.c{max-width:720px;margin:30px auto;padding:0 16px}.ok{background:#2fcc66;color:#fff;padding:12px;border-radius:4px}.inc{background:#fff;border:1px solid #e5e5e5;padding:16px;margin-top:16px}
.u{border-left:3px solid #f1c40f;padding-left:10px;margin:10px 0}.cm{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:8px 0}`,
    body: `<div class="c"><h2>KesefPay Status</h2><div class="ok">All systems operational</div>
<div class="inc"><h3>Delayed SMS verification codes (Resolved)</h3>
<div class="u"><b>Resolved</b> - SMS one-time codes are being delivered normally. Customers who requested a code during the incident can request a new one from the app. 14 Oct 11:42 IDT</div>
<div class="u"><b>Monitoring</b> - Our SMS provider has rerouted traffic; delivery times are back to normal. 14 Oct 11:05 IDT</div>
<div class="u"><b>Investigating</b> - Some customers in Israel are receiving SMS verification codes with a delay of up to 10 minutes. Remember: KesefPay will never call you to ask for the code. 14 Oct 10:31 IDT</div></div>
<div class="cm"><span>Mobile app</span><span>Operational</span></div><div class="cm"><span>Card processing</span><span>Operational</span></div><div class="cm"><span>SMS / OTP</span><span>Operational</span></div><div class="cm"><span>Open banking (IL)</span><span>Operational</span></div>
<p style="font-size:12px"><a href="/history">Incident history</a> · <a href="/subscribe">Subscribe to updates</a></p></div>`,
  }),
},
{
  id: 'yu-clean-govil-form-106-pdf-download',
  label: 'clean',
  kind: 'gov-document-download',
  url: 'https://www.gov.il/he/departments/forms/yu-form106-explainer',
  body: doc({
    title: 'טופס 106 - ריכוז שנתי של שכר ומס | gov.il',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};color:#1b1b1b}.gh{border-bottom:1px solid #ddd;padding:8px 20px;display:flex;gap:14px;align-items:center}.a{max-width:760px;margin:20px auto;padding:0 16px;line-height:1.8}
a.d{display:inline-block;border:1px solid #1c4b9c;color:#1c4b9c;padding:8px 16px;text-decoration:none}`,
    body: `<div class="gh">${LOGO.govil}<span>רשות המסים בישראל</span></div><div class="a"><h1>טופס 106 - ריכוז שנתי של שכר ומס</h1>
<p>טופס 106 מונפק על ידי המעסיק עד סוף חודש מרץ בכל שנה, ומפרט את השכר ששולם לעובד ואת המס שנוכה במהלך שנת המס. הטופס נדרש בעת הגשת בקשה להחזר מס.</p>
<p>להלן דוגמה מוסברת של הטופס (PDF):</p><a class="d" href="/BlobFolder/generalpage/form106/he/yu-106-sample.pdf">הורדת טופס 106 לדוגמה (PDF, 14KB)</a>
<p style="font-size:13px;color:#555">הטופס האישי שלך מתקבל מהמעסיק בלבד. רשות המסים לא שולחת טפסי 106 בדוא״ל או בקבצי Word/ZIP.</p></div>`,
  }),
  routes: {
    'www.gov.il/BlobFolder/generalpage/form106/he/yu-106-sample.pdf': fileRoute(
      pdf(['Israel Tax Authority - Form 106 (sample)', 'Annual summary of salary and tax withheld', 'Employer: Example Ltd  Tax file: 930000000', 'Employee ID: 000000018  Tax year: 2024', 'Gross salary: 180,000.00  Tax withheld: 18,240.00']),
      'application/pdf',
      'form106-sample.pdf',
    ),
  },
},
{
  id: 'yu-clean-homebrew-install-curl-bash',
  label: 'clean',
  kind: 'legit-install-command',
  url: 'https://brew.sh/he/?yu=1',
  body: doc({
    title: 'Homebrew — מנהל החבילות החסר עבור macOS (או Linux)',
    lang: 'he',
    css: `body{margin:0;font-family:-apple-system,${FONT_HE};background:#fff;color:#2e2a24;text-align:center}.c{max-width:760px;margin:50px auto;padding:0 16px}
pre{direction:ltr;background:#f5f5f5;border:1px solid #ddd;padding:14px;font-size:14px;white-space:pre-wrap;text-align:left}`,
    body: `<div class="c"><h1>🍺 Homebrew</h1><p>מנהל החבילות החסר עבור macOS (או Linux)</p><h2>התקנת Homebrew</h2>
<pre>${esc('/bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"')}</pre>
<p>הדביקו את הפקודה ב-Terminal של macOS או בשורת הפקודה של Linux. הסקריפט מסביר מה הוא עומד לעשות ועוצר לפני שהוא מבצע את הפעולות.</p>
<p><a href="https://docs.brew.sh/Installation">אפשרויות התקנה נוספות</a> · <a href="https://github.com/Homebrew/brew/releases/latest">חבילת ‎.pkg להתקנה</a></p></div>`,
  }),
},
];
