import { htmlRoute, type Entry } from '../entry.js';
import { baseCss, doc, fileRoute, jsonRoute, wordmark } from '../parts/v-kit.js';

// Real vendors' hosted invoices and receipts (dev split).

// 1. Xero online invoice with "Pay now" and PDF download.
const h1 = 'in.xero.com';
const xeroInv: Entry = {
  id: 'v-clean-xero-invoice-view',
  label: 'clean',
  kind: 'vendor-invoice',
  url: `https://${h1}/Zk2pQ8vX1mBn4cT7rLw9yHs3dJf6aGe0`,
  routes: {
    [`${h1}/Zk2pQ8vX1mBn4cT7rLw9yHs3dJf6aGe0`]: htmlRoute(
      doc({
        title: 'Invoice INV-2231 from Bluegum IT Services Pty Ltd',
        css: baseCss + `body{background:#f3f5f7}.c{max-width:820px;margin:30px auto;background:#fff;border-radius:6px;padding:32px}.tot{font-size:22px;font-weight:700}.pay{background:#1ab4d7;color:#fff;border:0;border-radius:4px;padding:12px 26px;font-size:16px}`,
        body: `<div class="c"><div style="display:flex;justify-content:space-between"><div><h2 style="margin:0">Bluegum IT Services Pty Ltd</h2><p class="muted">ABN 62 611 009 448<br>Unit 4, 17 Hume St, Wollongong NSW 2500</p></div><div style="text-align:right"><b>TAX INVOICE</b><br>INV-2231<br>Issued 1 Mar 2026<br>Due 15 Mar 2026</div></div>
<p><b>To:</b> Coastal Pump Services</p><table><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>GST</th><th>Amount AUD</th></tr><tr><td>Managed IT support – March 2026 (12 users)</td><td>12</td><td>65.00</td><td>10%</td><td>780.00</td></tr><tr><td>Microsoft 365 Business Premium licences</td><td>12</td><td>36.30</td><td>10%</td><td>435.60</td></tr><tr><td>Phishing simulation &amp; awareness training</td><td>1</td><td>150.00</td><td>10%</td><td>150.00</td></tr></table>
<p style="text-align:right">Subtotal 1,365.60<br>Total GST 136.56<br><span class="tot">Amount due AUD 1,502.16</span></p>
<p><button class="pay" onclick="location.href='/Zk2pQ8vX1mBn4cT7rLw9yHs3dJf6aGe0/pay'">Pay now</button> &nbsp; <a href="/Zk2pQ8vX1mBn4cT7rLw9yHs3dJf6aGe0/pdf">Download PDF</a></p>
<p class="muted">Payment details: Bluegum IT Services · BSB 062-000 · Account 1122 3344 · Reference INV-2231. Our bank details will never change by email – please call (02) 4200 1188 if in doubt.</p></div>
<p style="text-align:center" class="muted">${wordmark('xero', '#13b5ea', 14)}<br>Online invoicing powered by Xero · <a href="https://www.xero.com/au/legal/">Terms</a> · <a href="https://www.xero.com/au/about/legal/privacy/">Privacy</a></p>`,
      }),
    ),
    [`${h1}/Zk2pQ8vX1mBn4cT7rLw9yHs3dJf6aGe0/pdf`]: fileRoute('%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'application/pdf', 'INV-2231.pdf'),
  },
};

// 2. Italian e-invoice (fattura) from Zoho Invoice with a payment link.
const h2 = 'invoice.zoho.eu';
const zoho: Entry = {
  id: 'v-clean-zoho-invoice-it',
  label: 'clean',
  kind: 'vendor-invoice',
  url: `https://${h2}/portal/studioverdi/secure?CInvoiceID=2-7f1a0c9e3b5d44e8a1c2b7d9e0f3a6c5b8d1e4f7`,
  routes: {
    [`${h2}/portal/studioverdi/secure`]: htmlRoute(
      doc({
        lang: 'it',
        title: 'Fattura FT-2026/0142 - Studio Verdi S.r.l.',
        css: baseCss + `body{background:#f4f6f9}.c{max-width:800px;margin:30px auto;background:#fff;padding:32px;border-radius:6px}.pay{background:#2c9f45;color:#fff;border:0;padding:11px 24px;border-radius:4px}`,
        body: `<div class="c"><div style="display:flex;justify-content:space-between"><div><h2 style="margin:0">Studio Verdi S.r.l.</h2><p class="muted">Via Garibaldi 21, 40124 Bologna (BO)<br>P.IVA IT03489120371</p></div><div style="text-align:right"><b>FATTURA</b><br>FT-2026/0142<br>Data: 02/03/2026<br>Scadenza: 01/04/2026</div></div>
<p><b>Cliente:</b> Meridiana Viaggi S.p.A. – Cod. SDI: M5UXCR1</p><table><tr><th>Descrizione</th><th>Q.tà</th><th>Prezzo</th><th>IVA</th><th>Importo</th></tr><tr><td>Consulenza fiscale – febbraio 2026</td><td>1</td><td>1.200,00 €</td><td>22%</td><td>1.200,00 €</td></tr><tr><td>Elaborazione cedolini (18)</td><td>18</td><td>25,00 €</td><td>22%</td><td>450,00 €</td></tr></table>
<p style="text-align:right">Imponibile 1.650,00 €<br>IVA 22% 363,00 €<br><b style="font-size:20px">Totale 2.013,00 €</b></p>
<p><button class="pay">Paga ora</button> &nbsp; <a href="#">Scarica PDF</a> &nbsp; <a href="#">Scarica XML (FatturaPA)</a></p>
<p class="muted">Pagamento tramite bonifico: IBAN IT60 X054 2811 1010 0000 0123 456 – causale FT-2026/0142. Documento inviato anche tramite Sistema di Interscambio (SdI).</p></div>
<p style="text-align:center" class="muted">Powered by Zoho Invoice · Privacy · Termini</p>`,
      }),
    ),
    [`${h2}/portal/api/invoice/status`]: jsonRoute({ status: 'sent', balance: 2013.0 }),
  },
};

export const entries: Entry[] = [xeroInv, zoho];
