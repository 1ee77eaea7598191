import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, fileRoute, pngRoute } from '../parts/e-bin.js';
import { page, appCss, badge, wordmark, baseSiteCss, siteShell } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-online-invoice-clone-new-bank-details',
  label: 'scam',
  kind: 'invoice-redirection',
  url: 'https://in-xero.invoice-view.com/GkYQm7Wv3pJ2kZQ9/Invoice',
  body: page({
    title: 'Invoice INV-3318 from Lisgar & Partners LLP',
    lang: 'en-IE',
    css: `body{margin:0;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;background:#f2f4f5;color:#1f2933}
.w{max-width:820px;margin:28px auto;background:#fff;border-radius:6px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:32px}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
table{width:100%;border-collapse:collapse;margin:20px 0;font-size:14px}th,td{padding:9px;border-bottom:1px solid #e4e7eb;text-align:left}
.tot{font-size:22px;font-weight:700}
.pay{background:#fff9e6;border:1px solid #f5d28c;padding:14px 18px;border-radius:6px;font-size:14px;line-height:1.7}
.b{display:inline-block;background:#0078c8;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none;font-weight:600}
.foot{font-size:12px;color:#7b8794;text-align:center;margin-top:20px}`,
    body: `<div class="w">
<div class="hd"><div><h2 style="margin:0">Lisgar &amp; Partners LLP</h2><div style="font-size:13px;color:#52606d">Chartered Accountants · 22 Pearse Street, Mullingar</div></div><div style="text-align:right"><div style="font-size:13px;color:#52606d">Amount due</div><div class="tot">€4,612.50</div><div style="font-size:13px;color:#c0392b">Due 31 Oct 2025</div></div></div>
<table><tr><th>Description</th><th>Qty</th><th style="text-align:right">Amount</th></tr><tr><td>Statutory financial statements YE 30/06/2025</td><td>1</td><td style="text-align:right">€2,950.00</td></tr><tr><td>Corporation tax return (CT1) and iXBRL tagging</td><td>1</td><td style="text-align:right">€800.00</td></tr><tr><td>VAT @ 23%</td><td></td><td style="text-align:right">€862.50</td></tr></table>
<div class="pay"><b>How to pay</b><br><b>Please note our bank details have changed.</b> Card payments are temporarily unavailable while we move banks. Please pay by bank transfer only to:<br>Account name: Lisgar Partners<br>IBAN: LT61 3250 0417 2938 5512<br>BIC: REVOLT21<br>Reference: INV-3318<br>Please email remittance to accounts@lisgarpartners-ie.com once paid.</div>
<p style="margin-top:18px"><a class="b" href="#" onclick="alert('Card payments are unavailable. Please pay by bank transfer.');return false;">Pay now</a> <a href="#" style="margin-left:14px">Download PDF</a></p>
<div class="foot">Powered by <b>xero</b> · Online invoice</div>
</div>`,
  }),
},
{
  id: 'ya-xero-online-invoice-own-domain',
  label: 'clean',
  kind: 'invoice-payment-page',
  url: 'https://in.xero.com/Lq2vN8Wk5tHc7RzP4yBd1fGj6mSa3Xe9/Invoice',
  body: page({
    title: 'Invoice INV-0927 from Fenwick Window Cleaning',
    css: `body{margin:0;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;background:#f2f4f5;color:#1f2933}
.w{max-width:820px;margin:28px auto;background:#fff;border-radius:6px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:32px}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
table{width:100%;border-collapse:collapse;margin:20px 0;font-size:14px}th,td{padding:9px;border-bottom:1px solid #e4e7eb;text-align:left}
.tot{font-size:22px;font-weight:700}
.pay{background:#f3f8fb;border:1px solid #cfe3ef;padding:14px 18px;border-radius:6px;font-size:14px;line-height:1.7}
.b{display:inline-block;background:#0078c8;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none;font-weight:600}
.foot{font-size:12px;color:#7b8794;text-align:center;margin-top:20px}`,
    body: `<div class="w">
<div class="hd"><div style="display:flex;gap:12px;align-items:center">${badge('FW', '#2b7a78')}<div><h2 style="margin:0">Fenwick Window Cleaning</h2><div style="font-size:13px;color:#52606d">14 Tanner Row, York YO1 6JB</div></div></div><div style="text-align:right"><div style="font-size:13px;color:#52606d">Amount due</div><div class="tot">£144.00</div><div style="font-size:13px">Due 7 Nov 2025</div></div></div>
<table><tr><th>Description</th><th>Qty</th><th style="text-align:right">Amount</th></tr><tr><td>Commercial window clean – ground and first floor, October</td><td>1</td><td style="text-align:right">£120.00</td></tr><tr><td>VAT 20%</td><td></td><td style="text-align:right">£24.00</td></tr></table>
<p><a class="b" href="https://in.xero.com/Lq2vN8Wk5tHc7RzP4yBd1fGj6mSa3Xe9/Pay">Pay now</a> <a href="/Lq2vN8Wk5tHc7RzP4yBd1fGj6mSa3Xe9/Invoice/DownloadPdf" style="margin-left:14px">Download PDF</a></p>
<div class="pay"><b>Other ways to pay</b><br>Bank transfer: Fenwick Window Cleaning, sort code 30-96-26, account 18237461 (Lloyds). Reference INV-0927.<br>Our bank details will never change by email. If you receive a message saying they have, please call us on 01904 622 180.</div>
<div class="foot">Powered by <b>xero</b> · <a href="https://www.xero.com/uk/legal/terms/">Terms</a> · <a href="https://www.xero.com/uk/security/">Security</a></div>
</div>`,
  }),
  routes: {
    'in.xero.com/Lq2vN8Wk5tHc7RzP4yBd1fGj6mSa3Xe9/Invoice/DownloadPdf': fileRoute('%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'application/pdf', 'Invoice INV-0927.pdf'),
  },
},
];
