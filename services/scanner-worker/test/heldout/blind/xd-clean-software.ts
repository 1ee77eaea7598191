import type { Entry } from '../entry.js';
import { shell, baseCss } from '../parts/xd-kit.js';
import { pe, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'xd-clean-anydesk-download',
  label: 'clean',
  kind: 'legit-software-download',
  url: 'https://anydesk.com/en/downloads/windows?ref=au-helpdesk',
  body: shell(
    'Download AnyDesk for Windows',
    `<header class="top" style="background:#fff;border-bottom:1px solid #eee"><b style="color:#ef443b;font-size:22px">AnyDesk</b></header>
<main style="max-width:760px">
 <h1 style="font-size:26px">AnyDesk for Windows</h1>
 <p>Fast and secure remote desktop software for IT support teams and individuals.</p>
 <a class="btn" style="background:#ef443b" href="https://download.anydesk.com/AnyDesk.exe?ref=au-helpdesk-dl">Download now</a>
 <div style="background:#fff4f3;border-left:4px solid #ef443b;padding:12px;margin-top:18px;font-size:14px"><b>Beware of scammers.</b> Never give remote access to anyone who contacted you unexpectedly — such as someone claiming to be from your bank, telco, nbn™, Microsoft or a government agency offering a refund. AnyDesk has no affiliation with these callers.</div>
</main>`,
    { css: baseCss('#fff', '#222', '#ef443b') },
  ),
  routes: {
    'download.anydesk.com/AnyDesk.exe?ref=au-helpdesk-dl': fileRoute(pe({ x64: false, strings: ['AnyDesk', 'AnyDesk Software GmbH', 'philandro Software GmbH'] }), 'application/octet-stream', 'AnyDesk.exe'),
  },
},
{
  id: 'xd-clean-chrome-download-page',
  label: 'clean',
  kind: 'legit-software-download',
  url: 'https://www.google.com/intl/en_au/chrome/?standalone=1&ref=xd-au-dl',
  body: shell(
    'Google Chrome - The Fast & Secure Web Browser Built to be Yours',
    `<header style="padding:14px 24px;font:20px Arial;color:#5f6368"><b>Google</b> Chrome</header>
<main style="max-width:760px;text-align:center;background:none;box-shadow:none">
 <svg width="96" height="96" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="#db4437"/><path d="M24 24 5 35A22 22 0 0 0 24 46Z" fill="#0f9d58"/><path d="M24 24 43 35A22 22 0 0 1 24 46Z" fill="#ffcd40"/><circle cx="24" cy="24" r="9" fill="#4285f4" stroke="#fff" stroke-width="3"/></svg>
 <h1 style="font-size:40px;font-weight:400">The browser built to be yours</h1>
 <a class="btn" style="background:#1a73e8;border-radius:24px" href="https://dl.google.com/tag/s/appguid%3D%7B8A69D345-D564-463C-AFF1-A69D9E530F96%7D%26iid%3D%7B5E1E1B0C%7D%26lang%3Den-GB%26browser%3D4%26usagestats%3D1%26appname%3DGoogle%2520Chrome%26needsadmin%3Dprefers/update2/installers/ChromeSetup.exe">Download Chrome</a>
 <p class="muted">For Windows 11/10 64-bit. Chrome updates automatically so you always have the latest security features.</p>
</main>`,
    { css: baseCss('#fff', '#202124', '#1a73e8') },
  ),
  routes: {
    'dl.google.com/tag/s/appguid%3D%7B8A69D345-D564-463C-AFF1-A69D9E530F96%7D%26iid%3D%7B5E1E1B0C%7D%26lang%3Den-GB%26browser%3D4%26usagestats%3D1%26appname%3DGoogle%2520Chrome%26needsadmin%3Dprefers/update2/installers/ChromeSetup.exe': fileRoute(pe({ x64: false, strings: ['Google Update Setup', 'Google LLC', 'ChromeSetup'] }), 'application/octet-stream', 'ChromeSetup.exe'),
  },
},
{
  id: 'xd-clean-xero-online-invoice-pdf',
  label: 'clean',
  kind: 'legit-invoice-view',
  url: 'https://in.xero.com/Ky3bT9wQzV1mR0fLhP4sXc2nA8eGjU6dYoKq',
  body: shell(
    'Invoice INV-1187 from Northside Electrical Services Pty Ltd',
    `<main style="max-width:720px">
 <p style="color:#13b5ea;font-weight:700;font-size:22px">xero</p>
 <h1 style="font-size:22px">Northside Electrical Services Pty Ltd</h1>
 <p>Invoice <b>INV-1187</b> · Issued 2 Oct 2025 · Due 16 Oct 2025 · <b>Amount due $1,166.00 AUD</b></p>
 <table style="width:100%;font-size:14px"><tr><td>Switchboard upgrade – labour 6h</td><td>$660.00</td></tr><tr><td>RCBO x 4</td><td>$400.00</td></tr><tr><td>GST</td><td>$106.00</td></tr></table>
 <p><a class="btn" style="background:#13b5ea" href="/Ky3bT9wQzV1mR0fLhP4sXc2nA8eGjU6dYoKq/Invoice/Pdf">Download PDF</a> <a class="btn" style="background:#1f8a3b" href="/Ky3bT9wQzV1mR0fLhP4sXc2nA8eGjU6dYoKq/pay">Pay now</a></p>
 <p class="muted">Bank transfer: Northside Electrical Services · BSB 062-118 · Acc 1045 2276 · Ref INV-1187. If you receive an email saying our bank details have changed, call us on 02 9901 4410 before paying.</p>
</main>`,
    { css: baseCss('#13b5ea') + 'td{border-bottom:1px solid #eee;padding:6px}' },
  ),
  routes: {
    'in.xero.com/Ky3bT9wQzV1mR0fLhP4sXc2nA8eGjU6dYoKq/Invoice/Pdf': fileRoute(
      `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length 88>>stream\nBT /F1 18 Tf 60 780 Td (Tax Invoice INV-1187 - Northside Electrical Services Pty Ltd) Tj ET\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
      'application/pdf',
      'INV-1187.pdf',
    ),
  },
},
];
