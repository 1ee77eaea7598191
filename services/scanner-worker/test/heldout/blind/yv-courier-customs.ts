import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { CSS, LOGO, b64, doc, naira, tgSend, wa } from '../parts/yv-kit.js';

const customsScam = doc({
  title: 'Nigeria Customs Service - Consignment Clearance',
  css: `${CSS.reset}body{background:#e9efe9;font-family:Georgia,serif}.h{background:#006400;color:#fff;padding:14px 24px;display:flex;gap:14px;align-items:center}.c{max-width:700px;margin:20px auto;background:#fff;padding:28px;line-height:1.6}.box{border:2px dashed #006400;padding:14px;margin:16px 0}.btn{display:inline-block;background:#25d366;color:#fff;padding:12px 22px;text-decoration:none;border-radius:4px}`,
  body: `<div class="h">${LOGO.coat}<div><b>NIGERIA CUSTOMS SERVICE</b><br><small>Tin Can Island Port Command &mdash; Consignment Release Unit</small></div></div>
<div class="c"><h2>Consignment Hold Notice: NCS/TCIP/2025/55871</h2>
<p>This is to notify you that a consignment (1 box, 23kg) shipped by <b>Mr. James Whitfield</b> from Aberdeen, United Kingdom, addressed to you, is currently held at the Tin Can Island Port pending payment of clearance and duty charges.</p>
<p>The consignment contains personal effects, jewelry and foreign currency declared at <b>GBP 85,000</b>. By law, foreign currency above USD 10,000 must be cleared with a <b>Non-Money-Laundering Certificate</b>.</p>
<div class="box"><b>Amount payable:</b> ${naira(485000)} (Clearance ${naira(210000)} + NML Certificate ${naira(275000)})<br>
<b>Account name:</b> ALHAJI B. MUSA ENTERPRISES<br><b>Bank:</b> Moniepoint MFB<br><b>Account no.:</b> 6294018827<br>
<small>Note: payment is made to the accredited clearing agent. Do not disclose this notice to anyone until the consignment is delivered.</small></div>
<p>Send proof of payment to the clearing officer on WhatsApp for immediate release and free home delivery.</p>
<a class="btn" href="${wa('2349071123348', 'Good day officer, I have paid for consignment NCS/TCIP/2025/55871')}">Send proof of payment on WhatsApp</a>
<p style="font-size:13px;color:#666">Signed: Deputy Comptroller A. O. Bello, Release Unit</p></div>`,
});

export const entries: Entry[] = [
  { id: 'yv-customs-romance-consignment-fee', label: 'scam', kind: 'customs-consignment-scam', url: 'https://ncs-consignment-release.com.ng/notice/NCS-TCIP-2025-55871', body: customsScam },
];
