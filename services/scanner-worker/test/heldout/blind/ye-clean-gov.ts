import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { cardFields, cardFormatJs, doc, footer, formCss, gtag, luhnJs, mark, seal, usBanner, usBannerCss } from '../parts/ye-kit.js';

export const entries: Entry[] = [
{
  id: 'ye-clean-flhsmv-alerta-mensajes-es',
  label: 'clean',
  kind: 'consumer-alert-quoting-scam',
  url: 'https://www.flhsmv.gov/es/alerta-mensajes-fraudulentos/',
  body: doc({
    lang: 'es',
    title: 'Alerta: Mensajes de texto fraudulentos | FLHSMV',
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;color:#222}.t{background:#0b3d91;color:#fff;padding:16px 26px}.c{max-width:760px;margin:24px auto;padding:0 18px;line-height:1.6}.sms{background:#e9e9eb;border-radius:16px;padding:12px;max-width:420px;font-size:15px}`,
    body: `<div class="t"><b>Florida Highway Safety and Motor Vehicles</b></div>
<div class="c"><h1>Alerta: Mensajes de texto fraudulentos sobre multas y peajes</h1>
<p>El FLHSMV ha recibido informes de residentes que reciben mensajes de texto que dicen ser del Departamento y exigen el pago de multas de tránsito o peajes. Un ejemplo:</p>
<p class="sms">Aviso FLHSMV: Su vehículo tiene una infracción pendiente. Si no paga $5.49 antes del 24/04, su licencia será suspendida. Pague aquí: flhsmv-gov.multas-pago[.]top</p>
<p><b>El FLHSMV no envía mensajes de texto para cobrar multas.</b> No haga clic en el enlace ni comparta información de su tarjeta. Las multas de tránsito se pagan al Secretario del Tribunal (Clerk of Court) de su condado.</p>
<p>Si usted pagó en uno de estos sitios, comuníquese con su banco y presente una denuncia en ic3.gov o con la Oficina del Procurador General de Florida: 1-866-966-7226.</p></div>`,
  }),
},

{
  id: 'ye-clean-irs-es-estafas-mensajes',
  label: 'clean',
  kind: 'consumer-alert-quoting-scam',
  url: 'https://www.irs.gov/es/newsroom/estafas-de-impuestos-alertas-al-consumidor',
  body: doc({
    lang: 'es',
    title: 'Estafas de impuestos/Alertas al consumidor | Internal Revenue Service',
    css: `${usBannerCss}body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;color:#1b1b1b}.irs{background:#00599c;color:#fff;padding:14px 26px;font-size:26px;font-weight:700}.c{max-width:760px;margin:24px auto;padding:0 18px;line-height:1.6}blockquote{border-left:4px solid #00599c;background:#f1f1f1;margin:10px 0;padding:10px 16px}`,
    body: `${usBanner('es')}
<div class="irs">IRS</div>
<div class="c"><h1>Estafas de impuestos/Alertas al consumidor</h1>
<p>Miles de personas han perdido millones de dólares y su información personal por estafas de impuestos. Los estafadores usan el correo postal regular, el teléfono o el correo electrónico para engañar a las personas.</p>
<h2>El IRS no:</h2><ul><li>Llama para exigir un pago inmediato usando un método de pago específico, como una tarjeta de débito prepagada, una tarjeta de regalo o transferencia electrónica.</li><li>Amenaza con traer a la policía local o a otros grupos del orden público para arrestarle por no pagar.</li><li>Le pide números de tarjetas de crédito o débito por teléfono.</li></ul>
<h2>Ejemplo de mensaje fraudulento</h2><blockquote>IRS: Después de los últimos cálculos anuales de su actividad fiscal, usted es elegible para recibir un reembolso de $1,289.40. Envíe su solicitud aquí: irs.gov-refundclaim[.]help</blockquote>
<p>Reenvíe los mensajes sospechosos a <b>phishing@irs.gov</b> y repórtelos a TIGTA en tigta.gov.</p></div>`,
  }),
},

{
  id: 'ye-clean-uspis-smishing-article',
  label: 'clean',
  kind: 'consumer-alert-quoting-scam',
  url: 'https://www.uspis.gov/news/scam-article/smishing',
  body: doc({
    title: 'Smishing | United States Postal Inspection Service',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.h{background:#0d2240;color:#fff;padding:16px 26px}.c{max-width:780px;margin:24px auto;padding:0 18px;line-height:1.65}.sms{background:#e9e9eb;border-radius:16px;padding:12px;max-width:420px;margin:12px 0}`,
    body: `<div class="h"><b>U.S. Postal Inspection Service</b> &middot; Protecting the mail since 1775</div>
<div class="c"><h1>Smishing</h1><p>Smishing is a form of phishing that uses text messages. Scammers send texts claiming a package is delayed, that your address is incomplete, or that a small fee is due.</p>
<div class="sms">USPS: Your package US9514901185421 has arrived at the warehouse and cannot be delivered due to incomplete address information. Please confirm your address in the link within 12 hours: usps.com-redelivery.parcel-trk[.]top</div>
<div class="sms">The USPS package has arrived at the warehouse and cannot be delivered. A redelivery fee of $0.30 applies.</div>
<p>Note the look-alike link: the real domain is <b>usps.com</b>, not "usps.com-<i>something</i>". If you click, you'll be asked for your card number, which is then used for fraud or added to a mobile wallet.</p>
<h2>What to do</h2><ul><li>Don't click links in unsolicited texts.</li><li>Forward the text to 7726 (SPAM), then delete it.</li><li>Report it to spam@uspis.gov with your name and the date.</li></ul></div>`,
  }),
},

{
  id: 'ye-clean-harris-county-ejuror-login',
  label: 'clean',
  kind: 'court-portal-own-domain',
  url: 'https://www.hcdistrictclerk.com/eJuror/Login.aspx',
  body: doc({
    title: 'eJuror - Harris County District Clerk',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f2ee;color:#222}.h{background:#3b2314;color:#fff;padding:14px 26px;display:flex;gap:12px;align-items:center}.c{max-width:640px;margin:26px auto;background:#fff;padding:24px;border:1px solid #ddd}button{background:#3b2314;color:#fff;border:0;padding:10px 26px}.n{font-size:13px;background:#fdf6e3;padding:10px;margin-top:18px}${formCss}`,
    body: `<div class="h">${seal('HC', '#3b2314', 44)}<div><b>Harris County District Clerk</b><br><small>Marilyn Burgess &middot; Jury Services</small></div></div>
<div class="c"><h1>eJuror</h1><p>Respond to your jury summons, request a postponement or exemption, and print your juror information online.</p>
<form method="post" action="/eJuror/Login.aspx"><input type="hidden" name="__VIEWSTATE" value="/wEPDwUKMTI2NzE3NjQ3NGRk"><input type="hidden" name="__EVENTVALIDATION" value="/wEdAAR1kX0z">
<div class="fld"><label>Juror ID (from your summons)</label><input name="ctl00$MainContent$txtJurorId" maxlength="10"></div>
<div class="fld"><label>Date of birth</label><input name="ctl00$MainContent$txtDOB" placeholder="MM/DD/YYYY"></div>
<button type="submit">Log In</button></form>
<p class="n"><b>Jury scam warning:</b> The District Clerk's office will never call, text or email you demanding payment of a fine for missing jury duty, and does not accept payment by gift card, prepaid card or cryptocurrency. Call Jury Services at (713) 755-6375 to verify any contact.</p></div>`,
  }),
},

{
  id: 'ye-clean-county-treasurer-property-tax-pay',
  label: 'clean',
  kind: 'county-payment-portal',
  url: 'https://treasurer.maricopa.gov/Parcel/Payment.aspx?Parcel=12345678A',
  body: doc({
    title: 'Pay Property Taxes | Maricopa County Treasurer',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.h{background:#6b1d1d;color:#fff;padding:14px 26px}.c{max-width:820px;margin:24px auto;padding:0 18px}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:8px}th{background:#f3f3f3;text-align:left}.tabs{display:flex;gap:8px;margin:18px 0}.tabs span{border:1px solid #6b1d1d;padding:8px 14px}.tabs .on{background:#6b1d1d;color:#fff}button{background:#6b1d1d;color:#fff;border:0;padding:11px 28px}${formCss}`,
    body: `<div class="h"><b>Maricopa County Treasurer</b> &middot; John M. Allen</div>
<div class="c"><h1>Pay Property Taxes</h1>
<table><tr><th>Parcel</th><th>Tax Year</th><th>Half</th><th>Amount Due</th></tr><tr><td>123-45-678A</td><td>2024</td><td>2nd half (due May 1)</td><td>$1,284.37</td></tr></table>
<div class="tabs"><span class="on">Credit / Debit Card</span><span>E-Check (no fee)</span></div>
<p style="font-size:14px">Card payments are processed by a third-party vendor and include a convenience fee of 2.25% (minimum $1.00). E-check payments are free.</p>
<form method="post" action="/Parcel/Payment.aspx">${cardFields()}<div class="fld"><label>Email for receipt</label><input name="email" type="email"></div><button>Pay $1,313.27</button></form></div>
<script>${cardFormatJs}</script>`,
  }),
},

{
  id: 'ye-clean-studentaid-forgiveness-scam-warning',
  label: 'clean',
  kind: 'gov-info-page',
  url: 'https://studentaid.gov/manage-loans/forgiveness-cancellation',
  body: doc({
    title: 'Student Loan Forgiveness | Federal Student Aid',
    css: `${usBannerCss}body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;color:#1b1b1b}.h{background:#0b4778;color:#fff;padding:14px 26px;display:flex;justify-content:space-between}.h a{color:#fff}.c{max-width:800px;margin:26px auto;padding:0 18px;line-height:1.65}.warn{background:#fef0c8;border-left:6px solid #ffbe2e;padding:14px}.g{display:grid;grid-template-columns:1fr 1fr;gap:14px}.g div{border:1px solid #dfe1e2;padding:12px}`,
    body: `${usBanner()}
<div class="h"><b>Federal Student Aid</b><a href="https://studentaid.gov/fsa-id/sign-in/landing">Log In</a></div>
<div class="c"><h1>Student Loan Forgiveness</h1>
<div class="warn"><b>You never have to pay for help with your federal student aid.</b> Companies that charge upfront fees, ask for your FSA ID, or tell you to stop paying your servicer are scams. Never share your FSA ID username or password with anyone.</div>
<p>Under certain circumstances, the federal government will forgive, cancel or discharge all or part of your federal student loans.</p>
<div class="g"><div><h3>Public Service Loan Forgiveness</h3><p>For government and nonprofit employees after 120 qualifying payments.</p></div><div><h3>Teacher Loan Forgiveness</h3><p>Up to $17,500 for teaching five years in a low-income school.</p></div><div><h3>IDR Forgiveness</h3><p>Remaining balance after 20 or 25 years of payments on an income-driven plan.</p></div><div><h3>Total and Permanent Disability Discharge</h3><p>Based on SSA, VA or physician documentation.</p></div></div>
<p>Questions? Call the Federal Student Aid Information Center at 1-800-433-3243.</p></div>`,
  }),
},

{
  id: 'ye-clean-ag-scam-alert-vietnamese',
  label: 'clean',
  kind: 'consumer-alert-quoting-scam',
  url: 'https://oag.ca.gov/vi/consumers/scam-alerts',
  body: doc({
    lang: 'vi',
    title: 'Cảnh báo lừa đảo | Văn phòng Bộ trưởng Tư pháp California',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.h{background:#13294b;color:#fff;padding:14px 26px}.c{max-width:780px;margin:24px auto;padding:0 18px;line-height:1.7}.q{background:#f3f4f6;border-left:4px solid #fdb81e;padding:10px 14px}`,
    body: `<div class="h"><b>Bộ Tư pháp California &middot; Văn phòng Bộ trưởng Tư pháp</b></div>
<div class="c"><h1>Cảnh báo lừa đảo dành cho cộng đồng người Việt</h1>
<p>Văn phòng chúng tôi nhận được nhiều khiếu nại về các trang web và cuộc gọi mạo danh "Chương trình trợ cấp liên bang" hứa trả $14,000 nhưng đòi phí xử lý bằng thẻ quà tặng Target hoặc Zelle. Ví dụ:</p>
<p class="q">"Chúc mừng! Quý vị đã được chọn nhận khoản trợ cấp không hoàn lại $14,000 USD. Chỉ cần đóng phí xử lý hồ sơ $350 bằng thẻ quà tặng."</p>
<p><b>Chính phủ không bao giờ yêu cầu đóng phí để nhận trợ cấp, và không bao giờ nhận thanh toán bằng thẻ quà tặng.</b> Không cung cấp số An Sinh Xã Hội cho người lạ.</p>
<p>Nếu quý vị bị lừa, hãy gọi Đơn vị Giải đáp Công chúng: (800) 952-5225 (có thông dịch viên tiếng Việt).</p></div>`,
  }),
},
];
