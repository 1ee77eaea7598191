import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { CSS, LOGO, doc, naira, wa } from '../parts/yv-kit.js';

// Fake government grants and loans that need an upfront "processing", "activation" or "insurance" fee.

const cbnGrant = doc({
  title: 'CBN Survival Fund Grant 2025 - Registration',
  css: `${CSS.reset}body{background:#f4f7f4}.hd{background:#0a5c36;color:#fff;padding:16px;text-align:center}.c{max-width:520px;margin:18px auto;background:#fff;padding:24px;border-radius:8px}${CSS.field}button{width:100%;background:#0a5c36;color:#fff;border:0;padding:14px;border-radius:6px;margin-top:18px}.st2{display:none}.acct{background:#fffbe6;border:1px solid #f0d060;padding:14px;border-radius:6px;font-size:15px}`,
  body: `<div class="hd">${LOGO.cbn}<h2 style="margin:6px 0">Federal Government / CBN Survival Fund Grant</h2><p style="margin:0">${naira(250000)} non-repayable grant for small business owners, artisans and youths</p></div>
<div class="c">
<div id="s1"><p>Over 1,200,000 Nigerians have benefited. Registration closes soon.</p>
<form id="g"><label>Full name</label><input required><label>Phone number</label><input required><label>State of residence</label><select><option>Lagos</option><option>Kano</option><option>Rivers</option><option>Oyo</option><option>FCT Abuja</option><option>Kaduna</option><option>Enugu</option><option>Other</option></select>
<label>BVN</label><input maxlength="11" required><label>Bank name</label><input required><label>Account number</label><input maxlength="10" required>
<button>Apply for ${naira(250000)}</button></form></div>
<div class="st2" id="s2"><h3>&#9989; Congratulations, you have been approved!</h3><p>Your grant of <b>${naira(250000)}</b> is ready for disbursement. To activate your grant account, pay the one-time <b>NIRSAL/CBN disbursement fee of ${naira(3500)}</b> to the accredited disbursement agent below:</p>
<div class="acct">Bank: <b>PalmPay</b><br>Account name: <b>FG GRANT DISBURSEMENT - ADEYEMI T.</b><br>Account number: <b>8132277094</b></div>
<p>After payment, send your receipt and full name on WhatsApp. Disbursement within 30 minutes.</p>
<a href="${wa('2348132277094', 'I have paid the 3500 grant activation fee')}" style="display:block;text-align:center;background:#25d366;color:#fff;padding:13px;border-radius:6px;text-decoration:none">Send receipt on WhatsApp</a></div>
</div>
<script>document.getElementById('g').onsubmit=function(e){e.preventDefault();document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block';};</script>`,
});

const quickLoan = doc({
  title: 'KashNaija - Instant loan without collateral',
  css: `${CSS.reset}body{background:#f0f4ff}.nav{background:#2b3fd1;color:#fff;padding:14px 22px;font-weight:700}.c{max-width:500px;margin:22px auto;background:#fff;padding:24px;border-radius:10px}input[type=range]{width:100%}${CSS.field}.b{width:100%;background:#2b3fd1;color:#fff;border:0;padding:14px;border-radius:8px;margin-top:16px}.ok{display:none}.stamp{border:2px solid #2b3fd1;color:#2b3fd1;padding:10px;transform:rotate(-3deg);display:inline-block;font-weight:700}`,
  body: `<div class="nav">KashNaija &#9889; Loans</div>
<div class="c"><div id="a"><h2>Get up to ${naira(500000)} in 5 minutes</h2><p>No BVN wahala, no guarantor, no collateral. 1% interest monthly.</p>
<label>Amount: <b id="v">${naira(300000)}</b></label><input type="range" min="20000" max="500000" step="10000" value="300000" id="r">
<label>Tenor</label><select><option>3 months</option><option>6 months</option><option>12 months</option></select>
<label>Full name</label><input><label>Phone</label><input><label>Occupation</label><input>
<button class="b" id="ap">Apply now</button></div>
<div class="ok" id="b"><span class="stamp">APPROVED</span><h3>Your loan of <span id="v2"></span> has been approved!</h3>
<p>Before disbursement, CBN regulations require every borrower to pay a refundable <b>loan insurance fee of 2.5%</b> (<span id="fee"></span>). This fee is refunded together with your loan.</p>
<p>Pay to: <b>Wema Bank 0293358812 &mdash; KASHNAIJA CREDIT LTD</b></p><p>Then upload the payment receipt below. Your loan will be credited within 10 minutes.</p>
<label>Upload receipt</label><input type="file"><button class="b">I have paid</button></div></div>
<script>var r=document.getElementById('r');r.oninput=function(){document.getElementById('v').innerHTML='&#8358;'+(+r.value).toLocaleString();};
document.getElementById('ap').onclick=function(){var a=+r.value;document.getElementById('a').style.display='none';document.getElementById('b').style.display='block';document.getElementById('v2').innerHTML='&#8358;'+a.toLocaleString();document.getElementById('fee').innerHTML='&#8358;'+(a*0.025).toLocaleString();};</script>`,
});

const nirsal = doc({
  title: 'NIRSAL MFB AYA Loan Portal',
  css: `${CSS.reset}body{background:#fff}.h{border-bottom:3px solid #00843d;padding:12px 24px;font-weight:700;color:#00843d;font-size:20px}.c{max-width:640px;margin:20px auto;padding:0 20px;line-height:1.55}.s{background:#f3faf5;border:1px solid #cfe7d6;padding:16px;border-radius:6px}`,
  body: `<div class="h">NIRSAL Microfinance Bank &mdash; AYA / TCF Loan</div>
<div class="c"><h2>Loan Status: APPROVED &mdash; Awaiting Disbursement</h2>
<div class="s"><p>Applicant ID: <b>NMFB/AYA/22/0918845</b><br>Approved amount: <b>${naira(3000000)}</b><br>Status: <b>Pending payment of Legal &amp; Documentation fee</b></p></div>
<p>Your application under the Artisans &amp; Youth Agripreneur scheme has been approved. In line with the Loan Agreement, the beneficiary is required to pay a <b>Legal, Search &amp; Documentation fee of ${naira(45000)}</b> before funds are released to the account provided.</p>
<p>Pay via transfer to our Accredited Disbursement Consultant:<br><b>First Bank &mdash; 3158207761 &mdash; OLUWASEUN &amp; PARTNERS CONSULT</b></p>
<p>After payment, reply the email from <i>disbursement@nirsal-mfb-aya.org.ng</i> with your receipt. Do not pay to any NIRSAL staff directly.</p>
<p style="font-size:12px;color:#777">NIRSAL Microfinance Bank is licensed by the Central Bank of Nigeria.</p></div>`,
});

const ghYouth = doc({
  title: 'YouStart Ghana Grant 2025',
  css: `${CSS.reset}body{background:#fffaf0}.t{background:linear-gradient(90deg,#ce1126 33%,#fcd116 33% 66%,#006b3f 66%);height:8px}.c{max-width:480px;margin:20px auto;padding:0 16px}.f{background:#fff;border:1px solid #eee;border-radius:10px;padding:18px}${CSS.field}button{width:100%;background:#006b3f;color:#fff;border:0;padding:13px;border-radius:8px;margin-top:14px}.pay{display:none;background:#fff3cd;padding:14px;border-radius:8px}`,
  body: `<div class="t"></div><div class="c"><h2>YouStart Ghana: GH&#8373; 5,000 start-up grant</h2><p>Government of Ghana support for young entrepreneurs aged 18-40. Limited slots per region.</p>
<div class="f" id="f"><label>Full name</label><input><label>Ghana Card number</label><input><label>MoMo number</label><input><label>Region</label><select><option>Greater Accra</option><option>Ashanti</option><option>Northern</option><option>Volta</option><option>Western</option></select><button id="s">Check eligibility</button></div>
<div class="pay" id="p"><b>You are eligible!</b><p>To process your GH&#8373; 5,000, pay the GH&#8373; 150 application processing fee by MoMo to <b>0551 204 778 (YOUSTART PROCESSING)</b>. Use your Ghana Card number as reference. Your grant will be sent to your MoMo wallet within 24 hours.</p></div></div>
<script>document.getElementById('s').onclick=function(){document.getElementById('f').style.display='none';document.getElementById('p').style.display='block';};</script>`,
});

const hustler = doc({
  title: 'Hustler Fund Limit Increase - Ongeza Limit',
  css: `${CSS.reset}body{background:#eef6ee}.c{max-width:420px;margin:0 auto;padding:18px}.k{background:#000;color:#fff;padding:14px;border-radius:10px;text-align:center}.tier{background:#fff;border:2px solid #4caf50;border-radius:10px;padding:12px;margin:10px 0;display:flex;justify-content:space-between;align-items:center}.tier button{background:#4caf50;color:#fff;border:0;padding:8px 14px;border-radius:6px}`,
  body: `<div class="c"><div class="k"><b>Financial Inclusion Fund (Hustler Fund)</b><br>Increase your borrowing limit instantly</div>
<p>Choose your new limit. A small one-time <b>activation fee</b> is charged through M-PESA Buy Goods. Limits are updated within 5 minutes.</p>
<div class="tier"><span>KSh 10,000 limit</span><span>Fee KSh 150</span><button>Select</button></div>
<div class="tier"><span>KSh 25,000 limit</span><span>Fee KSh 350</span><button>Select</button></div>
<div class="tier"><span>KSh 50,000 limit</span><span>Fee KSh 690</span><button>Select</button></div>
<div class="tier"><span>KSh 100,000 limit</span><span>Fee KSh 1,250</span><button>Select</button></div>
<p id="pay" style="display:none;background:#fff;padding:12px;border-radius:8px">Go to M-PESA &rarr; Lipa na M-PESA &rarr; Buy Goods and Services &rarr; Till number <b>5382901</b> (HF LIMIT SERVICES). Enter the fee and your PIN. Then enter the M-PESA code below.<br><input placeholder="e.g. SGH7XK2P1L" style="width:100%;padding:10px;margin-top:8px"></p></div>
<script>document.querySelectorAll('.tier button').forEach(function(b){b.onclick=function(){document.getElementById('pay').style.display='block';};});</script>`,
});

export const entries: Entry[] = [
  { id: 'yv-cbn-survival-grant-activation-fee', label: 'scam', kind: 'fake-government-grant', url: 'https://cbn-survival-grant.com.ng/apply/', body: cbnGrant },
  { id: 'yv-kashnaija-loan-insurance-fee', label: 'scam', kind: 'loan-upfront-fee-scam', url: 'https://kashnaija-loans.com/apply-now', body: quickLoan },
  {
  id: 'yv-nirsal-aya-documentation-fee',
  label: 'scam',
  kind: 'loan-upfront-fee-scam',
  url: 'https://nirsal-mfb-aya.org.ng.status-check.online/s/NMFB-AYA-22-0918845',
  routes: {
    'nirsal-mfb-aya.org.ng.status-check.online/s/NMFB-AYA-22-0918845': redirectRoute(302, 'https://nirsal-mfb-aya.org.ng.status-check.online/status.php?id=0918845'),
    'nirsal-mfb-aya.org.ng.status-check.online/status.php': htmlRoute(nirsal),
  },
},
  { id: 'yv-youstart-ghana-grant-momo-fee', label: 'scam', kind: 'fake-government-grant', url: 'https://youstart-gh-grant.com/register', body: ghYouth },
  { id: 'yv-hustler-fund-limit-till-fee', label: 'scam', kind: 'loan-upfront-fee-scam', url: 'https://hustlerfund-limit-ke.site/ongeza', body: hustler },
];
