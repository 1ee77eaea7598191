import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-cloud-mining-usdt-daily-yield',
  label: 'scam',
  kind: 'crypto-mining-ponzi',
  url: 'https://hashafrica-mining.com/dashboard/deposit',
  body: doc('HashAfrica Mining | Deposit', `
<aside><div class="lg">⛏ HashAfrica</div><a>Dashboard</a><a class="on">Deposit</a><a>Withdraw</a><a>Team</a><a>Mining machines</a></aside>
<main>
 <div class="stats"><div><small>Balance</small><b>0.00 USDT</b></div><div><small>Today's earnings</small><b>0.00 USDT</b></div><div><small>Team size</small><b>0</b></div></div>
 <h2>Rent a mining machine</h2>
 <table><tr><th>Machine</th><th>Price</th><th>Daily income</th><th>Cycle</th><th>Total return</th></tr>
 <tr><td>S19 Lite</td><td>30 USDT</td><td>1.8 USDT (6%)</td><td>60 days</td><td>108 USDT</td></tr>
 <tr><td>S19 Pro</td><td>200 USDT</td><td>14 USDT (7%)</td><td>60 days</td><td>840 USDT</td></tr>
 <tr><td>S21 Hydro</td><td>1000 USDT</td><td>85 USDT (8.5%)</td><td>90 days</td><td>7 650 USDT</td></tr></table>
 <div class="dep">
  <h3>Deposit USDT (TRC20)</h3>
  <div class="addr"><code id="ad">TXk4zR1bM2Jq8vNnYc7sVhE5pLw9AuGf3D</code><button onclick="navigator.clipboard.writeText(document.getElementById('ad').textContent);this.textContent='Copied'">Copy</button></div>
  <p>Minimum deposit 30 USDT. Deposits are credited after 1 network confirmation. Withdrawals are processed within 24 hours (minimum 10 USDT, fee 15%). Invite friends to earn <b>12% / 3% / 1%</b> team commission.</p>
  <p>You can also deposit with <b>Binance P2P, Luno or MiniPay</b>. Contact our customer service on Telegram @HashAfrica_CS.</p>
 </div>
 <div class="ticker" id="tk"></div>
</main>
<script>var names=['2547****318','2348****662','2771****904','2332****115','2609****447'],tk=document.getElementById('tk');
setInterval(function(){var n=names[Math.floor(Math.random()*names.length)],a=(Math.random()*900+20).toFixed(2);tk.textContent='🎉 User '+n+' just withdrew '+a+' USDT'},2500)</script>`, {
    css: `body{margin:0;display:flex;font-family:Arial,sans-serif;background:#0f1420;color:#dfe6f0}aside{width:190px;background:#151c2c;min-height:100vh;padding:20px}.lg{font-size:20px;color:#f0b90b;margin-bottom:20px}aside a{display:block;padding:9px;color:#9aa7bd}aside a.on{color:#fff;background:#222c44;border-radius:4px}
main{flex:1;padding:24px}.stats{display:flex;gap:14px}.stats div{flex:1;background:#1a2336;padding:14px;border-radius:6px}.stats b{display:block;font-size:20px;color:#f0b90b}table{width:100%;border-collapse:collapse;margin:14px 0}th,td{padding:8px;border-bottom:1px solid #26314a;text-align:left;font-size:13px}
.dep{background:#1a2336;padding:16px;border-radius:6px}.addr{display:flex;gap:8px;align-items:center;background:#0f1420;padding:8px}.addr button{background:#f0b90b;border:0;padding:6px 12px}.ticker{margin-top:16px;color:#3ecf8e}`,
  }),
},
{
  id: 'yh-sneaker-shop-eft-only-clearance',
  label: 'scam',
  kind: 'fake-online-shop',
  url: 'https://kicks-outlet-sa.shop/collections/clearance',
  body: doc('Kicks Outlet SA | Clearance Sale – Up to 80% Off', `
<div class="ann">🔥 WAREHOUSE CLOSING DOWN – EVERYTHING MUST GO – FREE DELIVERY NATIONWIDE 🔥</div>
<header><b>KICKS OUTLET</b><span>🇿🇦 Proudly South African</span><span>🛒 Cart (0)</span></header>
<div class="grid">
 <div class="it"><div class="im" style="background:#e8e0d5">👟</div><h4>Nike Air Force 1 '07 White</h4><s>R2 199</s> <b>R449</b></div>
 <div class="it"><div class="im" style="background:#d7e3ea">👟</div><h4>Adidas Samba OG</h4><s>R2 499</s> <b>R499</b></div>
 <div class="it"><div class="im" style="background:#efe2c8">👟</div><h4>New Balance 550</h4><s>R2 799</s> <b>R529</b></div>
 <div class="it"><div class="im" style="background:#e2e2e2">👟</div><h4>Jordan 4 Retro</h4><s>R4 599</s> <b>R799</b></div>
 <div class="it"><div class="im" style="background:#dfe8d8">👟</div><h4>Puma Suede Classic</h4><s>R1 499</s> <b>R299</b></div>
 <div class="it"><div class="im" style="background:#f0d9d9">👟</div><h4>ASICS Gel-Kayano 14</h4><s>R3 299</s> <b>R599</b></div>
</div>
<div class="pay"><h3>How to pay</h3>
 <p>Due to high volumes our card machine is offline. <b>Payments by instant EFT or e-Wallet only.</b> Orders are shipped once proof of payment is sent to <b>orders.kicksoutlet@gmail.com</b> or WhatsApp <b>063 884 2219</b>.</p>
 <p>Bank: FNB · Account name: K Mahlangu · Account no: 62849173305 · Branch 250655</p>
 <p class="sm">No refunds on sale items. Delivery 3–5 working days (sometimes up to 21 days due to customs).</p>
</div>
<footer>© 2025 Kicks Outlet SA. All brands are original. 100% authentic guaranteed.</footer>`, {
    css: `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif}.ann{background:#000;color:#ff0;text-align:center;padding:8px;font-size:13px}header{display:flex;justify-content:space-between;padding:16px 24px;border-bottom:1px solid #eee}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:18px;max-width:960px;margin:24px auto;padding:0 16px}.it{text-align:center}.im{height:160px;display:flex;align-items:center;justify-content:center;font-size:60px}.it b{color:#d00;font-size:18px}
.pay{max-width:760px;margin:20px auto;background:#fafafa;padding:16px;border:1px dashed #ccc}.sm{font-size:12px;color:#777}footer{text-align:center;font-size:12px;color:#999;padding:20px}`,
  }),
},
{
  id: 'yh-mining-company-job-application-fee',
  label: 'scam',
  kind: 'job-fee-scam',
  url: 'https://careers-anglomines-recruit.com/vacancies/general-workers-2025',
  body: doc('Mine Recruitment 2025 – General Workers, Drivers, Operators', `
<div class="t"><h1>MINING RECRUITMENT 2025</h1><p>Rustenburg · Kathu · Mogalakwena · Kimberley</p></div>
<div class="w">
 <p><b>1 250 positions</b> are available for South African citizens aged 18–45. No experience needed; training provided. Grade 10 or 12 preferred.</p>
 <table><tr><th>Position</th><th>Salary</th></tr><tr><td>General Worker</td><td>R14 500 p/m</td></tr><tr><td>Truck / Dump Truck Driver (Code 14)</td><td>R24 800 p/m</td></tr><tr><td>Plant Operator</td><td>R21 300 p/m</td></tr><tr><td>Security Officer (PSIRA)</td><td>R12 900 p/m</td></tr><tr><td>Cleaner</td><td>R9 800 p/m</td></tr></table>
 <h2>Apply now</h2>
 <form method="post" action="apply.php">
  <input name="name" placeholder="Full names" required><input name="id" placeholder="ID number" required><input name="cell" placeholder="Cellphone / WhatsApp" required>
  <select name="post"><option>General Worker</option><option>Truck Driver</option><option>Plant Operator</option><option>Security Officer</option><option>Cleaner</option></select>
  <button>Submit application</button>
 </form>
 <div class="fee"><b>IMPORTANT:</b> Shortlisted candidates must pay a once-off <b>R350 registration and medical fee</b> to secure a place at the induction. Pay via Shoprite/Checkers Money Transfer or Capitec Cash Send to the HR officer <b>Mr. J. Nkosi 072 591 4408</b> and send the slip on WhatsApp. Unpaid applications will not be processed. Fee is refundable with your first salary.</div>
</div>`, {
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f1ea}.t{background:#3b2f20;color:#f7c948;text-align:center;padding:24px}.w{max-width:640px;margin:20px auto;background:#fff;padding:22px}
table{width:100%;border-collapse:collapse}th,td{border:1px solid #ddd;padding:7px;text-align:left}input,select{display:block;width:100%;box-sizing:border-box;padding:10px;margin:7px 0;border:1px solid #bbb}button{width:100%;background:#f7c948;border:0;padding:12px;font-weight:bold}.fee{background:#fff4d6;border:1px solid #e0b040;padding:12px;margin-top:16px;font-size:14px}`,
  }),
},
{
  id: 'yh-bursary-2026-processing-fee',
  label: 'scam',
  kind: 'bursary-fee-scam',
  url: 'https://sa-bursaries-2026.org/apply/engineering-bursary',
  body: doc('2026 Full Bursary Programme – Engineering, Accounting, IT, Nursing', `
<div class="hdr"><h1>National Youth Bursary Programme 2026</h1><p>Fully funded: tuition, accommodation, laptop, meals and R3 500 monthly allowance</p></div>
<div class="c">
 <p>Applications are open to South African learners and students with a minimum of 60% in Mathematics. Bursaries are available at all public universities and TVET colleges.</p>
 <ol>
  <li>Complete the online application form.</li>
  <li>Upload certified copies of your ID, latest results and proof of residence.</li>
  <li>Pay the <b>R250 non-refundable processing fee</b> (covers verification and courier of your bursary contract).</li>
 </ol>
 <form method="post" action="/apply/submit.php" enctype="multipart/form-data">
  <input name="name" placeholder="Full names"><input name="id" placeholder="ID number"><input name="cell" placeholder="Cellphone"><input name="email" placeholder="Email">
  <label>Field of study</label><select name="field"><option>Engineering</option><option>Accounting</option><option>Information Technology</option><option>Nursing</option><option>Law</option></select>
  <label>Upload documents</label><input type="file" name="docs" multiple>
  <label>Proof of R250 payment (eWallet to 079 204 6613 / Capitec 2049 188 301)</label><input type="file" name="pop">
  <button>Submit application</button>
 </form>
 <p class="d">Closing date: 30 November. Only applications with proof of payment will be considered. Successful applicants will be contacted via WhatsApp.</p>
</div>`, {
    css: `body{margin:0;font-family:Arial,sans-serif;background:#eef2fa}.hdr{background:#1a237e;color:#fff;text-align:center;padding:26px}.c{max-width:600px;margin:20px auto;background:#fff;padding:22px}
input,select{display:block;width:100%;box-sizing:border-box;padding:9px;margin:6px 0;border:1px solid #c5cae9}label{display:block;font-size:13px;margin-top:10px}button{margin-top:14px;width:100%;background:#ffb300;border:0;padding:12px;font-weight:bold}.d{font-size:12px;color:#777}`,
  }),
},
{
  id: 'yh-lotto-botswana-promo-delivery-fee',
  label: 'scam',
  kind: 'lottery-prize-scam',
  url: 'https://botswana-lotto-promo.winners-desk.com/claim',
  body: doc('Botswana National Lottery – Mobile Promo Winner', `
<div class="c">
 <div class="hd">🎉 CONGRATULATIONS 🎉</div>
 <p>Your mobile number <b id="num">+267 7X XXX XXX</b> has won <b>P 250 000.00</b> (Two Hundred and Fifty Thousand Pula) in the 2025 Mobile Number Lucky Draw sponsored by the National Lottery and partner networks.</p>
 <p><b>Winning number:</b> BW/0219/2025 &nbsp; <b>Ticket:</b> 77-1134-09</p>
 <p>To receive your prize, complete the claim form and pay the <b>clearance and delivery fee of P 1 450.00</b>. The fee cannot be deducted from the prize because of anti-money-laundering regulations.</p>
 <form method="post" action="claim.php">
  <input name="name" placeholder="Full name"><input name="omang" placeholder="Omang / Passport number"><input name="phone" placeholder="Phone number"><input name="addr" placeholder="Physical address">
  <select name="method"><option>Orange Money</option><option>MyZaka</option><option>Bank transfer</option></select>
  <button>Claim my prize</button>
 </form>
 <p class="s">Claims agent: Mr. Kabelo Sebina, +267 74 118 902 (WhatsApp only). Claim expires in 72 hours.</p>
</div>
<script>var p=new URLSearchParams(location.search).get('n');if(p)document.getElementById('num').textContent=p;</script>`, {
    css: `body{margin:0;background:#0e2a47;font-family:Arial,sans-serif}.c{max-width:520px;margin:30px auto;background:#fff;padding:24px;border:6px solid #f5c400}.hd{font-size:24px;text-align:center;color:#0e2a47;font-weight:bold}input,select{display:block;width:100%;box-sizing:border-box;padding:9px;margin:6px 0;border:1px solid #bbb}button{width:100%;background:#f5c400;border:0;padding:12px;font-weight:bold}.s{font-size:12px;color:#555}`,
  }),
},
{
  id: 'yh-unclaimed-benefits-release-fee',
  label: 'scam',
  kind: 'refund-recovery-scam',
  url: 'https://unclaimed-funds-sa.org/check',
  body: doc('Unclaimed Pension & Insurance Benefits – Check Your ID', `
<div class="top">UNCLAIMED FUNDS SA<small>Helping South Africans recover R50 billion in forgotten money</small></div>
<div class="b">
 <h2>Check if you are owed money</h2>
 <p>Enter your ID number to search unclaimed pension, provident fund, insurance and dormant bank accounts.</p>
 <div class="s"><input id="i" placeholder="ID number" maxlength="13"><button onclick="go()">Search</button></div>
 <div id="r" hidden>
  <div class="f">✅ <b>Funds found!</b> R <span id="amt"></span> is held in your name by an unclaimed-benefits fund.</div>
  <p>To release the funds, a once-off <b>legal and verification fee of R1 250</b> is payable to our attorneys. The money is paid into your account within 5 working days after the fee is received.</p>
  <form method="post" action="release.php"><input name="name" placeholder="Full names"><input name="cell" placeholder="Cellphone"><input name="bank" placeholder="Bank and account number"><button>Release my funds</button></form>
 </div>
</div>
<script>function go(){var v=document.getElementById('i').value;if(v.length!==13){alert('Enter a valid 13-digit ID number');return}var s=0;for(var k=0;k<v.length;k++)s+=v.charCodeAt(k)*(k+3);document.getElementById('amt').textContent=(18000+s*37%42000).toLocaleString('en-ZA')+'.00';document.getElementById('r').hidden=false}</script>`, {
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f3f6f3}.top{background:#234d20;color:#fff;padding:18px 22px;font-size:22px;font-weight:bold}.top small{display:block;font-size:12px;font-weight:normal}.b{max-width:560px;margin:24px auto;background:#fff;padding:22px}
.s{display:flex;gap:8px}.s input{flex:1;padding:10px}.s button{background:#234d20;color:#fff;border:0;padding:10px 20px}.f{background:#e8f5e9;padding:12px;margin:14px 0}form input{display:block;width:100%;box-sizing:border-box;padding:9px;margin:6px 0}form button{width:100%;background:#f9a825;border:0;padding:12px}`,
  }),
},
{
  id: 'yh-flood-relief-charity-crypto',
  label: 'scam',
  kind: 'charity-scam',
  url: 'https://kzn-flood-relief-fund.org/donate',
  body: doc('KZN Flood Relief Fund – Donate Now', `
<div class="hero"><h1>Families in KwaZulu-Natal have lost everything</h1><p>Help us provide food, blankets and shelter to flood victims in eThekwini, Ugu and iLembe.</p></div>
<div class="c">
 <div class="bar"><div style="width:37%"></div></div><p><b>R 412 380</b> raised of R 1 100 000 goal · 1 284 donors</p>
 <h2>Donate</h2>
 <p><b>Bank transfer:</b> Standard Bank, Acc name: KZN Relief Initiative, Acc no 10 221 948 553 (personal account of our treasurer while our NPO account is being registered)</p>
 <p><b>Crypto:</b> USDT (TRC20) <code>TQ7m1Hc9rWk2JxaN4sVbP8yLe3dFgU6oZt</code> · BTC <code>bc1q8f4r2xk0m3nd7yh6wq9s5lv2cg4tpj0e7zuah</code></p>
 <p><b>Card:</b> <a href="https://pay-kznrelief.site/checkout?amt=200">Donate R200 by card</a></p>
 <p class="sm">We are a community initiative. NPO registration pending. Section 18A receipts will be issued once registration is complete. Contact: +27 68 412 7730 (WhatsApp).</p>
 <div class="gal"><div>🏚</div><div>🌊</div><div>🧒🏾</div></div>
</div>`, {
    css: `body{margin:0;font-family:Georgia,serif;background:#fbfbf8}.hero{background:#234;color:#fff;padding:40px 20px;text-align:center}.c{max-width:640px;margin:20px auto;font-family:Arial,sans-serif}.bar{height:12px;background:#ddd;border-radius:6px}.bar div{height:100%;background:#2e7d32;border-radius:6px}
code{background:#eee;padding:2px 4px;font-size:12px;word-break:break-all}.sm{font-size:12px;color:#777}.gal{display:flex;gap:10px}.gal div{flex:1;height:90px;background:#dde;display:flex;align-items:center;justify-content:center;font-size:40px}`,
  }),
},
{
  id: 'yh-instant-loan-insurance-upfront',
  label: 'scam',
  kind: 'advance-fee-loan',
  url: 'https://quickcash-loans-ke.com/apply',
  body: doc('QuickCash Loans Kenya – Mkopo wa haraka bila CRB', `
<div class="h"><b>QuickCash</b> Loans · Mkopo bila CRB · Approval in 5 minutes</div>
<div class="b">
 <h2>Get up to KSh 500,000 today</h2>
 <p>Even if you are listed on CRB! No guarantor, no collateral. 2% interest per year.</p>
 <form id="l">
  <input name="name" placeholder="Full name" required><input name="id" placeholder="ID number" required><input name="phone" placeholder="M-PESA number" required>
  <label>Loan amount (KSh)</label><input name="amt" type="range" min="5000" max="500000" step="5000" value="50000" oninput="document.getElementById('v').textContent=(+this.value).toLocaleString()"><div>KSh <span id="v">50,000</span></div>
  <button>Check eligibility</button>
 </form>
 <div id="ok" hidden>
  <h3>🎉 Congratulations, your loan has been approved!</h3>
  <p>To disburse your loan, pay the refundable <b>loan insurance fee of KSh 1,250</b> to our Paybill.</p>
  <div class="pb">Paybill: <b>4087231</b> · Account: your ID number</div>
  <p>Once paid, send the M-PESA confirmation to WhatsApp +254 745 210 338. Disbursement within 30 minutes.</p>
 </div>
</div>
<script>document.getElementById('l').onsubmit=function(e){e.preventDefault();var b=this.querySelector('button');b.textContent='Checking CRB…';setTimeout(function(){document.getElementById('l').hidden=true;document.getElementById('ok').hidden=false},2200)}</script>`, {
    lang: 'en',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f1f8f4}.h{background:#00695c;color:#fff;padding:14px 20px}.b{max-width:480px;margin:20px auto;background:#fff;padding:22px;border-radius:8px}input{display:block;width:100%;box-sizing:border-box;padding:10px;margin:6px 0}button{width:100%;background:#00695c;color:#fff;border:0;padding:12px}.pb{background:#fff8e1;padding:12px;font-size:18px;text-align:center}`,
  }),
},
];
