import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, img, kitCss, qrSvg } from '../parts/zb-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zb-phish-oauth-consent-pdf-viewer-app',
    label: 'phishing',
    kind: 'oauth-consent',
    url: 'https://secure-pdf-viewer.app/open?doc=HR-Policy-Update-2027',
    body: doc({
      title: 'Secure PDF Viewer – HR Policy Update 2027',
      css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#e9ecef}.w{max-width:560px;margin:60px auto;background:#fff;padding:34px;border-radius:6px}.pdf{display:flex;gap:12px;align-items:center;background:#f8f9fa;padding:12px;border:1px solid #dee2e6}
.b{display:block;text-align:center;background:#2f2f2f;color:#fff;text-decoration:none;padding:12px;margin-top:20px;border-radius:4px}.b img{vertical-align:middle;margin-right:8px}`,
      body: `<div class="w"><h2>HR_Policy_Update_2027.pdf</h2><div class="pdf"><img src="/static/pdf.png" width="32" alt=""><div><b>Shared by Human Resources</b><br><span style="font-size:13px">Please acknowledge before 1 December</span></div></div>
<p>This document is protected by <b>Secure PDF Viewer</b>. Sign in with your organisation's Microsoft account to open it. You will be asked to allow Secure PDF Viewer to read your profile and files so the document can be opened.</p>
<a class="b" href="https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=7c4f2e9a-1b3d-4a58-9e6f-0d2c8b1a5e73&amp;response_type=code&amp;redirect_uri=https%3A%2F%2Fsecure-pdf-viewer.app%2Fauth%2Fcallback&amp;response_mode=query&amp;scope=offline_access%20User.Read%20Mail.Read%20Mail.Send%20Files.ReadWrite.All%20Contacts.Read&amp;state=hr27&amp;prompt=consent"><img src="/static/ms.png" width="18" alt="">Sign in with Microsoft</a>
<p style="font-size:11px;color:#777;margin-top:24px">Secure PDF Viewer is a verified productivity application. &copy; 2026 SPV Software Ltd.</p></div>`,
    }),
    routes: { 'secure-pdf-viewer.app/static/pdf.png': img(220, 40, 40), 'secure-pdf-viewer.app/static/ms.png': img(242, 80, 34), 'secure-pdf-viewer.app/auth/callback': redirectRoute(302, 'https://secure-pdf-viewer.app/static/HR_Policy_Update_2027.pdf'), 'secure-pdf-viewer.app/static/HR_Policy_Update_2027.pdf': { status: 200, headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n' } },
  },
  {
    id: 'zb-phish-oauth-google-survey-tool',
    label: 'phishing',
    kind: 'oauth-consent',
    url: 'https://research-survey-hub.com/invite/ethics-committee-2027',
    body: doc({
      title: 'Research Ethics Survey – Sign in',
      css: `body{font-family:Roboto,Arial,sans-serif;background:#f1f3f4;margin:0}.c{max-width:500px;margin:60px auto;background:#fff;border-radius:8px;padding:30px}.g{display:flex;align-items:center;gap:10px;justify-content:center;border:1px solid #dadce0;border-radius:4px;padding:10px;text-decoration:none;color:#3c4043;font-weight:500}`,
      body: `<div class="c"><h2>Faculty Research Ethics Committee – Annual Survey</h2><p>All principal investigators must complete the 2027 compliance survey. Your responses are stored in your own Google Drive so that you can attach supporting documents.</p>
<a class="g" href="https://accounts.google.com/o/oauth2/v2/auth?client_id=814402286617-qk3r9d0bq8m1vj6s2f.apps.googleusercontent.com&amp;redirect_uri=https%3A%2F%2Fresearch-survey-hub.com%2Foauth2%2Fcb&amp;response_type=code&amp;access_type=offline&amp;prompt=consent&amp;scope=https%3A%2F%2Fmail.google.com%2F%20https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fdrive%20https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fcontacts.readonly"><img src="/img/g.png" width="18" alt=""> Continue with Google</a>
<p style="font-size:12px;color:#666">Deadline: 5 December 2026. Questions: ethics-survey@research-survey-hub.com</p></div>`,
    }),
    routes: { 'research-survey-hub.com/img/g.png': img(66, 133, 244), 'research-survey-hub.com/oauth2/cb': htmlRoute('<!doctype html><title>Thank you</title><p>Thank you, your survey has been recorded.</p>') },
  },
  {
    id: 'zb-phish-qr-salary-letter-lure',
    label: 'phishing',
    kind: 'qr-lure',
    url: 'https://hr-notices-portal.com/letters/2027/increment/view?ref=HLX0934',
    body: doc({
      title: 'Salary Increment Letter 2027',
      css: `body{font-family:Calibri,Arial,sans-serif;background:#d9d9d9;margin:0}.pg{width:640px;margin:30px auto;background:#fff;padding:50px 60px;box-shadow:0 0 8px rgba(0,0,0,.3)}.q{text-align:center;margin:24px 0}.f{font-size:11px;color:#777;border-top:1px solid #ccc;padding-top:10px;margin-top:40px}`,
      body: `<div class="pg"><p style="text-align:right">Human Resources Department<br>Ref: HR/COMP/2027/0934</p><h2>Confidential – 2027 Salary Increment Notification</h2>
<p>Dear Employee,</p><p>As part of the annual compensation review, your revised salary and bonus entitlement for 2027 have been approved. For data-protection reasons the letter can only be opened on a registered mobile device.</p>
<p><b>Scan the QR code below with your phone camera</b> and sign in with your company email to view and e-sign your letter. The letter must be acknowledged within 48 hours.</p>
<div class="q">${qrSvg('https://m.hr-notices-portal.com/s/HLX0934')}<br><small>Scan with your mobile camera</small></div>
<p>Kind regards,<br>Compensation &amp; Benefits Team</p><div class="f">This document was sent via the HR Secure Notification Service. Do not forward.</div></div>`,
    }),
  },
];
