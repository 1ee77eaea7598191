import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { doc, logos, govHeader } from '../parts/xa-kit.js';

/**
 * "Digital arrest" pages: fake CBI warrants, TRAI disconnection notices, customs narcotics parcels, ED and
 * Supreme Court asset-verification orders and police clearance fees — the documents a caller on a video call
 * sends the victim so that they transfer their savings "for verification".
 */
export const entries: Entry[] = [
{
  id: 'xa-trai-number-block-mumbai-police-transfer',
  label: 'scam',
  kind: 'digital-arrest',
  url: 'https://trai-gov.complaint-desk.in/notice/mobile-block',
  body: doc({
    title: 'TRAI - Notice of Mobile Number Disconnection',
    css: `body{margin:0;font-family:Arial;background:#f1f1f1}.c{max-width:560px;margin:20px auto;background:#fff;border:1px solid #ccc}.c .t{background:#b71c1c;color:#fff;padding:12px;font-weight:bold}.c .b{padding:18px}.timer{font-size:34px;color:#b71c1c;text-align:center;font-family:monospace}.btn{display:block;text-align:center;background:#0d47a1;color:#fff;padding:13px;border-radius:4px;text-decoration:none;margin:10px 0}.btn.g{background:#25d366}input{width:100%;padding:10px;margin:6px 0 12px;box-sizing:border-box}`,
    body: `${govHeader({ dept: 'Telecom Regulatory Authority of India', deptLocal: 'भारतीय दूरसंचार विनियामक प्राधिकरण' })}
<div class="c"><div class="t">NOTICE: All services on your mobile number will be disconnected</div><div class="b">
<p>Your mobile number has been found to be linked with illegal advertisements and harassment messages reported at <b>Tilak Nagar Police Station, Mumbai</b> (Complaint No. MH/TN/2025/11842). As per DoT order, all numbers registered on your Aadhaar will be blocked in:</p>
<div class="timer" id="tm">01:59:59</div>
<p>To stop disconnection you must obtain a <b>No Objection Certificate</b> from the Mumbai Cyber Crime Police. Speak to the officer now:</p>
<a class="btn" href="tel:+917439026115">📞 Press to talk to TRAI Officer</a>
<a class="btn g" href="https://wa.me/917439026115?text=TRAI%20Notice%20MH%2FTN%2F2025%2F11842">WhatsApp Video Statement (Mumbai Police)</a>
<form action="/notice/noc-request" method="post"><label>Mobile Number</label><input name="mobile" maxlength="10"><label>Aadhaar Number</label><input name="aadhaar" maxlength="12"><label>Full Name</label><input name="name"><button class="btn" style="width:100%;border:0">Request NOC</button></form>
<p style="font-size:12px;color:#666">Do not disconnect the call or discuss this matter with anyone. This is a matter of national security.</p></div></div>
<script>var s=7199;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;tm.textContent=('0'+h).slice(-2)+':'+('0'+m).slice(-2)+':'+('0'+x).slice(-2)},1000)</script>`,
  }),
  routes: { 'trai-gov.complaint-desk.in/notice/noc-request': redirectRoute(303, 'https://wa.me/917439026115') },
},
{
  id: 'xa-customs-fedex-mdma-parcel-clearance',
  label: 'scam',
  kind: 'digital-arrest',
  url: 'https://fedex-customs-clearance.in/case/FX-TW-8815',
  body: doc({
    title: 'FedEx India | Customs Hold – Illegal Items Detected',
    css: `body{margin:0;font-family:Arial;background:#f5f5f5}.h{background:#4d148c;padding:12px 20px;color:#fff;font-weight:bold;font-size:22px}.h span{color:#ff6200}.w{max-width:700px;margin:20px auto;background:#fff;padding:22px;border-top:4px solid #ff6200}table{width:100%;border-collapse:collapse;font-size:14px}td,th{padding:7px;border-bottom:1px solid #eee;text-align:left}.red{color:#c62828;font-weight:bold}.box{background:#f3e5f5;padding:12px;border-radius:4px;margin-top:14px;font-size:14px}.cb{display:inline-block;background:#ff6200;color:#fff;padding:11px 20px;text-decoration:none;border-radius:3px;margin-top:8px}`,
    body: `<div class="h">Fed<span>Ex</span> <small style="font-size:13px;font-weight:normal">Customs Clearance Centre, Mumbai</small></div>
<div class="w"><h2 class="red">Shipment seized by Customs (Narcotics Cell)</h2>
<table><tr><th>AWB</th><td>FX-TW-8815 2047 3361</td></tr><tr><th>Origin → Destination</th><td>Mumbai, India → Taipei, Taiwan</td></tr><tr><th>Sender</th><td>As per Aadhaar linked with booking</td></tr><tr><th>Contents declared</th><td>Clothes, laptop</td></tr><tr><th>Contents found</th><td class="red">5 passports, 3 credit cards, 4 kg clothes, 1 laptop, 140 g MDMA</td></tr><tr><th>Status</th><td class="red">Held – FIR registered with Mumbai Cyber Police / NCB</td></tr></table>
<div class="box">Since your Aadhaar was used for this shipment, your bank accounts are under investigation for drug trafficking and money laundering. To avoid arrest, you must cooperate with the Narcotics Control Bureau officer via video statement and deposit a <b>refundable security amount of ₹95,000</b> for parcel clearance and account verification.<br><br>Payment account: <b>NCB CLEARANCE – SHIVAM LOGISTICS</b>, ICICI Bank A/c 071205003918, IFSC ICIC0000712<br>Officer: Inspector Pradeep Sawant (NCB) – Skype: <b>live:ncb.mumbai.statement</b></div>
<a class="cb" href="https://join.skype.com/invite/ncbMumbaiStatement8815">Join Video Statement</a>
<p style="font-size:12px;color:#777">Failure to cooperate within 2 hours will result in an arrest warrant. Do not inform any family member – this is a confidential investigation.</p></div>`,
  }),
},
{
  id: 'xa-supreme-court-ed-asset-verification-order',
  label: 'scam',
  kind: 'digital-arrest',
  url: 'https://sci-gov.order-verification.net/ed/order/2025/SC-ED-77412',
  body: doc({
    title: 'Supreme Court of India – Order for Asset Verification',
    css: `body{margin:0;background:#e8e4da;font-family:'Times New Roman',serif}.d{max-width:760px;margin:20px auto;background:#fff;padding:40px;border:1px solid #999}.c{text-align:center}.c h1{font-size:22px;margin:8px 0}.c h2{font-size:16px;margin:0}p{font-size:15px;line-height:1.6;text-align:justify}.ft{display:flex;justify-content:space-between;margin-top:40px;font-size:14px}form{font-family:Arial;border:1px solid #999;padding:14px;background:#fafafa;margin-top:18px}input{width:100%;padding:8px;margin:4px 0 10px;box-sizing:border-box}`,
    body: `<div class="d"><div class="c">${logos.emblem(44)}<h1>IN THE SUPREME COURT OF INDIA</h1><h2>CRIMINAL ORIGINAL JURISDICTION</h2><p style="text-align:center">In the matter of: Directorate of Enforcement v. [Account Holder]<br>Order No. SC/ED/2025/77412</p></div>
<p>Whereas the Directorate of Enforcement has placed on record that the account holder is a suspect in a money-laundering case under the Prevention of Money Laundering Act, 2002, this Court hereby directs that all movable assets, bank balances, fixed deposits, mutual funds and shares held by the account holder be verified by the Reserve Bank of India under the <b>Secret Asset Verification Scheme</b>.</p>
<p>The account holder shall transfer 90% of the said assets to the Government Verification Account as directed by the Enforcement Officer. On successful verification, the amount shall be returned with a clearance certificate within 24 hours. Non-compliance shall lead to immediate arrest and freezing of all accounts.</p>
<form action="/ed/order/submit" method="post"><b>Declaration of Assets (mandatory)</b><input name="name" placeholder="Name"><input name="banks" placeholder="Banks and account numbers"><input name="balance" placeholder="Total balance (₹)"><input name="fd" placeholder="Fixed deposits / mutual funds (₹)"><input name="utr" placeholder="UTR of transfer to verification account"><button>Submit Declaration</button></form>
<div class="ft"><div>By Order,<br>Registrar (Judicial)<br>Supreme Court of India</div><div>Enforcement Officer:<br>Sh. Niraj Kumar, Asst. Director, ED<br>+91 93310 48822</div></div></div>`,
  }),
  routes: { 'sci-gov.order-verification.net/ed/order/submit': htmlRoute('<!doctype html><meta charset="utf-8"><title>Submitted</title><p>Declaration received. Remain on video call with the officer.</p>') },
},
];
