import { htmlRoute, type Entry } from '../entry.js';
import { page, peso, seal, PH } from '../parts/yw-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yw-ofw-canada-farm-processing-fee',
    label: 'scam',
    kind: 'illegal-recruitment-fee',
    url: 'https://mapleleaf-globalmanpower.com/jobs/canada-farm-worker-2025',
    routes: {
      'mapleleaf-globalmanpower.com/jobs/canada-farm-worker-2025': htmlRoute(
        page({
          title: 'Canada Farm Worker – NO PLACEMENT FEE | Maple Leaf Global Manpower',
          css: `body{font-family:Arial,sans-serif;background:#f7f7f7;color:#222}.h{background:#c8102e;color:#fff;padding:14px 20px;display:flex;justify-content:space-between;align-items:center}.h small{opacity:.85}.w{max-width:720px;margin:0 auto;background:#fff;padding:20px}.lic{background:#eef6ee;border:1px solid #9ccf9c;padding:8px 12px;font-size:13px}.jb{display:grid;grid-template-columns:1fr 1fr;gap:10px}.jb div{border:1px solid #e3e3e3;border-radius:6px;padding:10px;font-size:14px}.fee{background:#fff8e1;border:1px solid #ffd54f;padding:12px;border-radius:6px}.fee table{width:100%}.fee td:last-child{text-align:right}.ap input,.ap select{width:100%;padding:10px;margin:4px 0;border:1px solid #ccc;border-radius:4px}.ap button{width:100%;padding:13px;background:#c8102e;color:#fff;border:0;border-radius:4px;font-weight:bold}`,
          body: `<div class="h"><b>🍁 Maple Leaf Global Manpower Services</b><small>Canada · New Zealand · Australia</small></div>
<div class="w"><div class="lic">✔ DMW Licensed Agency — License No. DMW-088-LB-031525-R · Valid until 2027 · Office: Ermita, Manila</div>
<h1>URGENT HIRING: Canada Farm Workers (200 slots)</h1><p>Direct employer in Alberta and Saskatchewan. <b>CAD $17.50 – $22.00 per hour</b>, free housing, overtime pay. Open to male and female, 21–50 years old, <b>no experience needed</b>, high school graduate. <b>NO PLACEMENT FEE!</b></p>
<div class="jb"><div><b>Fruit picker</b><br>Kelowna, BC · 120 slots</div><div><b>Greenhouse worker</b><br>Leamington, ON · 40 slots</div><div><b>Meat cutter</b><br>Brooks, AB · 25 slots</div><div><b>Dairy farm hand</b><br>Saskatoon, SK · 15 slots</div></div>
<div class="fee"><b>Processing fees (refundable if visa is denied)</b><table><tr><td>LMIA processing &amp; employer matching</td><td>${peso(8500)}</td></tr><tr><td>Medical &amp; biometrics booking</td><td>${peso(4500)}</td></tr><tr><td>Visa filing &amp; courier</td><td>${peso(5500)}</td></tr><tr><td><b>Total</b></td><td><b>${peso(18500)}</b></td></tr></table><p style="font-size:13px">Pay via GCash <b>0927 551 0384 (A. DELA CRUZ – Processing Officer)</b> or Palawan Express to the same name. Send proof of payment to our Facebook page to reserve your slot. Deployment within 45 days.</p></div>
<form class="ap" action="/jobs/apply.php" method="post"><h3>Online application</h3><input name="fullname" placeholder="Full name"><input name="passport" placeholder="Passport number"><input name="dob" type="date"><select name="position"><option>Fruit picker</option><option>Greenhouse worker</option><option>Meat cutter</option><option>Dairy farm hand</option></select><input name="mobile" placeholder="Mobile / Viber"><input name="gcash_ref" placeholder="GCash reference no. of processing fee"><button>SUBMIT APPLICATION</button></form>
<p style="font-size:11px;color:#777">Beware of fake recruiters using our name! Only pay to our official processing officer.</p></div>`,
        }),
      ),
      'mapleleaf-globalmanpower.com/jobs/apply.php': jsonRoute({ status: 'received', next: 'Wait for Viber call from coordinator' }),
    },
  },
  {
    id: 'yw-ofw-japan-ssw-guaranteed-visa',
    label: 'scam',
    kind: 'fake-visa-agency',
    url: 'https://nihon-ssw-visa-assist.jp-net.asia/caregiver',
    routes: {
      'nihon-ssw-visa-assist.jp-net.asia/caregiver': htmlRoute(
        page({
          title: 'Japan SSW Caregiver — Guaranteed Work Visa in 30 Days',
          css: `body{font-family:"Noto Sans",Arial,sans-serif;background:#fff;color:#1d1d1d}.h{background:#fff;border-bottom:3px solid #bc002d;padding:14px 20px;display:flex;align-items:center;gap:10px}.h i{width:30px;height:30px;border-radius:50%;background:#bc002d;display:inline-block}.hero{background:#fdf1f3;padding:30px 20px;text-align:center}.hero h1{margin:0;color:#bc002d}.w{max-width:700px;margin:0 auto;padding:20px}.pk{border:2px solid #bc002d;border-radius:10px;padding:16px}.pk h3{margin-top:0}.g{color:#2e7d32;font-weight:bold}.bt{display:inline-block;background:#bc002d;color:#fff;padding:12px 26px;border-radius:6px;text-decoration:none}`,
          body: `<div class="h"><i></i><b>Nihon SSW Visa Assist</b> <span style="font-size:12px;color:#777">日本特定技能ビザ支援センター</span></div>
<div class="hero"><h1>Work in Japan as a Caregiver — ¥220,000/month</h1><p>Specified Skilled Worker (SSW/Tokutei Ginou) visa <span class="g">GUARANTEED</span> in 30 days. No JLPT N4 required — we arrange the certificate for you!</p></div>
<div class="w"><div class="pk"><h3>All-in Package: ${peso(85000)}</h3><ul><li>Caregiver skills test and Japanese language certificate (guaranteed pass)</li><li>Certificate of Eligibility (COE) from our partner employer in Osaka</li><li>Visa stamping, plane ticket, 3 months dormitory</li><li>Option: enter with a tourist visa and convert to working visa in Japan</li></ul><p><b>50% downpayment (${peso(42500)})</b> to start processing; balance upon release of visa. Pay via bank deposit to <b>Metrobank 284-3-28450117-2 (KMT Consultancy)</b> or GCash.</p><a class="bt" href="https://m.me/nihonsswvisaassist">Reserve my slot — 7 slots left</a></div>
<p>Hindi na kailangan dumaan sa DMW. Mas mabilis, mas mura! 1,200+ Filipinos already deployed.</p>
<p style="font-size:12px;color:#888">Nihon SSW Visa Assist is a private consultancy. Results may vary depending on the Japanese immigration office.</p></div>`,
        }),
      ),
    },
  },
  {
    id: 'yw-advance-fee-un-ofw-compensation',
    label: 'scam',
    kind: 'advance-fee-scam',
    url: 'https://un-ofw-compensation.org-fund.info/claim/',
    routes: {
      'un-ofw-compensation.org-fund.info/claim/': htmlRoute(
        page({
          title: 'United Nations OFW Pandemic Compensation Fund 2025',
          css: `body{font-family:"Times New Roman",serif;background:#f3f6fa;color:#1f2a3a}.h{background:#009edb;color:#fff;padding:16px 20px;display:flex;align-items:center;gap:12px}.w{max-width:720px;margin:0 auto;background:#fff;padding:24px;border:1px solid #d3dbe6}.n{background:#fff8e1;border:1px solid #e6c200;padding:12px}.sig{font-style:italic}.f input{width:100%;padding:9px;margin:4px 0;border:1px solid #b9c4d4}.f button{padding:10px 30px;background:#009edb;color:#fff;border:0}`,
          body: `<div class="h">${seal({ ...PH.dfa, main: '#009edb', accent: '#fff' }, 'UN', 50)}<div><b>United Nations · World Bank Joint Compensation Programme</b><br><small>Overseas Filipino Workers Pandemic Relief Fund</small></div></div>
<div class="w"><p>Ref: UN/WB/OFW/PH/2025/0417</p><p>Dear Beneficiary,</p><p>This is to officially inform you that your name and passport number were selected among the <b>5,000 Overseas Filipino Workers</b> to receive compensation of <b>US$15,000.00</b> from the UN–World Bank Pandemic Relief Fund for OFWs who lost income during the pandemic.</p>
<p>Maayong adlaw! Ang imong compensation andam na para i-release pinaagi sa Cebuana Lhuillier o bank transfer. Ang kinahanglan lang bayran mao ang <b>release and documentation fee nga ₱6,500</b> para sa anti-money-laundering certificate.</p>
<div class="n"><b>Payment of release fee:</b> Cebuana Lhuillier Pera Padala to <b>Atty. Roberto M. Villanueva</b> (UN Accredited Paying Officer), Makati City. Send the control number to our claims desk by email: claims.desk@un-ofw-compensation.org-fund.info. Unclaimed funds will be returned to the UN Treasury after 14 days.</div>
<form class="f" action="/claim/register.php" method="post"><h3>Beneficiary verification</h3><input name="name" placeholder="Full name"><input name="passport" placeholder="Passport number"><input name="country" placeholder="Country of deployment"><input name="email" placeholder="Email"><input name="kptn" placeholder="Cebuana control number (after payment)"><button>Submit</button></form>
<p class="sig">Dr. Helena Marquez<br>Director, Claims &amp; Disbursement, UN Compensation Office (Geneva)</p></div>`,
        }),
      ),
      'un-ofw-compensation.org-fund.info/claim/register.php': jsonRoute({ status: 'pending_fee' }),
    },
  },
];
