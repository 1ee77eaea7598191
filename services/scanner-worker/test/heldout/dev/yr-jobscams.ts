import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { cssBase, doc, mark } from '../parts/yr-kit.js';
import { beepWav, fileRoute, jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yr-task-optirank-h5',
    label: 'scam',
    kind: 'task-job-scam',
    url: 'https://m.optirank-work.top/h5/',
    body: doc({
      title: 'OptiRank Digital | Member Center',
      css: `body{margin:0;font-family:"PingFang SC",Roboto,Arial,sans-serif;background:#0f1b33;color:#fff}
.top{padding:18px 16px 10px;background:linear-gradient(135deg,#3a2cff,#00c2ff)}
.top h1{margin:0;font-size:19px}.bal{display:flex;gap:10px;margin-top:14px}
.bal div{flex:1;background:rgba(255,255,255,.14);border-radius:10px;padding:10px}.bal b{display:block;font-size:20px}
.sec{padding:14px 16px}.sec h2{font-size:15px;margin:6px 0 10px;color:#9fd8ff}
.vip{display:grid;grid-template-columns:1fr 1fr;gap:10px}.vip div{background:#17284b;border-radius:10px;padding:10px;font-size:13px}
.vip div.on{outline:2px solid #ffcf40}.btn{display:block;text-align:center;background:#ffcf40;color:#1b1300;border-radius:22px;padding:12px;font-weight:700;margin:14px 0;text-decoration:none}
.notice{font-size:12px;color:#b8c7e6;background:#132342;border-radius:8px;padding:10px;white-space:nowrap;overflow:hidden}
.tab{position:fixed;bottom:0;left:0;right:0;display:flex;background:#0a1326;border-top:1px solid #223}
.tab a{flex:1;text-align:center;padding:10px 0;color:#9fb3d9;font-size:12px;text-decoration:none}
#login{position:fixed;inset:0;background:#0f1b33;padding:40px 22px;display:none}
#login input{width:100%;padding:12px;border-radius:8px;border:0;margin:6px 0 12px;font-size:15px}`,
      body: `<div class="top"><h1>OptiRank Digital · Merchant Rating Center</h1>
<div class="bal"><div>Total assets (USDT)<b id="bal">0.00</b></div><div>Today's commission<b id="com">0.00</b></div><div>Tasks today<b id="cnt">0/40</b></div></div></div>
<div class="sec"><div class="notice" id="ticker">🎉 User 63****21 just withdrew 1,284.50 USDT · User 91****07 upgraded to VIP3 · User 44****18 completed a combination order +612.00 USDT</div></div>
<div class="sec"><h2>Start rating</h2>
<p style="font-size:13px;color:#c9d6ef">Each rating submitted for our merchant partners boosts their store ranking. You earn 0.5%–1.2% of the product value per rating. Complete all 40 ratings to unlock withdrawal for the day.</p>
<a class="btn" href="#/grab" onclick="return grab()">Start matching</a>
<h2>Membership levels</h2>
<div class="vip">
<div class="on"><b>VIP1</b><br>Deposit 100 USDT<br>40 ratings/day · 0.5%</div>
<div><b>VIP2</b><br>Deposit 500 USDT<br>45 ratings/day · 0.7%</div>
<div><b>VIP3</b><br>Deposit 1,500 USDT<br>50 ratings/day · 0.9%</div>
<div><b>VIP4</b><br>Deposit 5,000 USDT<br>55 ratings/day · 1.2%</div></div>
<h2>Recharge</h2>
<p style="font-size:13px;color:#c9d6ef">Please contact online customer service to get the latest recharge address before every deposit. Network: TRC20 only. Deposits to old addresses cannot be credited.</p>
<a class="btn" style="background:#00c2ff;color:#001" href="https://t.me/OptiRank_CS_Amy">Online customer service</a>
<p style="font-size:12px;color:#8193b6">When a combination (lucky) order appears your balance may become negative. Top up the difference to complete the order and receive 5–8× commission. Refusing a combination order freezes your account.</p>
</div>
<div style="height:60px"></div>
<div class="tab"><a href="#/">Home</a><a href="#/grab">Start</a><a href="#/record">Records</a><a href="#/service">Service</a><a href="#/mine">Mine</a></div>
<div id="login"><h2>Log in</h2><form id="lf"><input name="phone" placeholder="Phone number / e-mail"><input name="pwd" type="password" placeholder="Login password"><input name="invite" placeholder="Invitation code (required for registration)"><button style="width:100%;padding:12px;border-radius:22px;background:#ffcf40;border:0;font-weight:700">Log in / Register</button></form></div>
<script>
var api='/api/v2';
function show(u){document.getElementById('bal').textContent=u.balance.toFixed(2);document.getElementById('com').textContent=u.today.toFixed(2);document.getElementById('cnt').textContent=u.done+'/'+u.quota}
fetch(api+'/user/info',{credentials:'include'}).then(function(r){return r.json()}).then(function(j){if(j.code!==0){document.getElementById('login').style.display='block'}else show(j.data)});
document.getElementById('lf').onsubmit=function(e){e.preventDefault();fetch(api+'/login',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(Object.fromEntries(new FormData(this)))}).then(function(r){return r.json()}).then(function(j){localStorage.setItem('token',j.token||'');location.reload()})};
function grab(){fetch(api+'/order/grab',{method:'POST',headers:{Authorization:'Bearer '+(localStorage.getItem('token')||'')}}).then(function(r){return r.json()}).then(function(j){alert(j.msg)});return false}
var t=document.getElementById('ticker');setInterval(function(){t.textContent=t.textContent.slice(1)+t.textContent[0]},180);
</script>`,
    }),
    routes: {
      'm.optirank-work.top/api/v2/user/info': jsonRoute({ code: 401, msg: 'Please log in' }),
      'm.optirank-work.top/api/v2/login': jsonRoute({ code: 0, token: 'f0c1a9e2b7', msg: 'ok' }),
      'm.optirank-work.top/api/v2/order/grab': jsonRoute({ code: 1003, msg: 'Insufficient balance for this order. Please recharge 268.40 USDT to continue.' }),
    },
  },
  {
    id: 'yr-remote-data-entry-amzn-chat-interview',
    label: 'scam',
    kind: 'remote-data-entry-scam',
    url: 'https://careers-amzn-remotehiring.com/data-entry/apply',
    body: doc({
      title: 'Remote Data Entry Clerk – $32/hr – Apply Now',
      css: cssBase + `.bar{background:#232f3e;color:#fff;padding:12px 24px;font-weight:700}.bar span{color:#ff9900}
.wrap{max-width:720px;margin:26px auto;background:#fff;padding:26px 30px;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
.pill{display:inline-block;background:#eef6ff;color:#0b5cad;border-radius:14px;padding:3px 10px;font-size:12px;margin-right:6px}
#ok{display:none;background:#e9f8ef;border:1px solid #9bd3ae;padding:18px;border-radius:8px}`,
      body: `<div class="bar">amazon <span>fulfillment partner</span> · Remote Hiring Program</div>
<div class="wrap">
<h1>Remote Data Entry Clerk (Work From Home)</h1>
<p><span class="pill">Full-time / Part-time</span><span class="pill">$28–$34 per hour</span><span class="pill">Weekly pay</span><span class="pill">No experience</span></p>
<p>Our fulfillment partner division is urgently hiring 150 remote data entry clerks across the United States. You will update product listings, verify shipment records and type customer survey results from home. All training is provided online.</p>
<h3>Benefits</h3><ul><li>Paid weekly via direct deposit or Zelle</li><li>Flexible hours – choose 4, 6 or 8 hour shifts</li><li>Home office equipment (laptop, software license) provided by our approved vendor</li><li>Interview via Telegram chat – no phone or video required</li></ul>
<form id="app"><label>Full legal name</label><input type="text" name="name" required>
<label>Email</label><input type="email" name="email" required>
<label>Mobile phone (for text updates)</label><input type="tel" name="phone" required>
<label>State</label><select name="state"><option>Texas</option><option>Florida</option><option>California</option><option>Ohio</option><option>Georgia</option><option>New York</option><option>Other</option></select>
<label>Do you have a checking account for direct deposit?</label><select name="bank"><option>Yes</option><option>No</option></select>
<label><input type="checkbox" required> I agree to be contacted by the hiring manager</label>
<button style="margin-top:14px">Submit application</button></form>
<div id="ok"><h3>🎉 Congratulations, you are pre-qualified!</h3>
<p>Your application ID is <b id="aid"></b>. Please add our hiring manager <b>Mrs. Linda Carter</b> on Telegram <a href="https://t.me/HR_LindaCarter_Amz">@HR_LindaCarter_Amz</a> and send your application ID to schedule your chat interview today.</p>
<p class="muted">Note: selected candidates pay a one-time $45 software activation fee that is reimbursed with the first paycheck.</p></div>
</div>
<script>
document.getElementById('app').addEventListener('submit',function(e){e.preventDefault();
var fd=new FormData(this);fetch('https://submit-form.com/Qm8x2wLt',{method:'POST',headers:{Accept:'application/json'},body:fd});
document.getElementById('aid').textContent='AMZ-'+Math.floor(100000+Math.random()*899999);this.style.display='none';document.getElementById('ok').style.display='block'});
</script>`,
    }),
  },
  {
    id: 'yr-reshipping-nordvale-employee-dashboard',
    label: 'scam',
    kind: 'reshipping-job-scam',
    url: 'https://portal.nordvale-logistics.com/employee/dashboard',
    body: doc({
      title: 'Nordvale Logistics – Employee Portal',
      css: cssBase + `.nav{background:#123b5d;color:#fff;display:flex;align-items:center;padding:0 22px;height:56px}.nav b{font-size:18px;margin-right:auto}.nav a{color:#cfe2f3;margin-left:18px;font-size:14px}
.main{max-width:1060px;margin:22px auto;padding:0 16px}.grid{display:grid;grid-template-columns:2fr 1fr;gap:18px}
.panel{background:#fff;border-radius:8px;border:1px solid #dfe5ec;padding:18px}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{padding:8px;border-bottom:1px solid #eef1f4;text-align:left}
.st{border-radius:10px;padding:2px 8px;font-size:12px}.in{background:#fff4d6;color:#8a6100}.out{background:#e3f6e8;color:#1c7c3c}
ol li{margin-bottom:6px}`,
      body: `<div class="nav"><b>NORDVALE LOGISTICS</b><a href="/employee/dashboard">Dashboard</a><a href="/employee/labels">Shipping labels</a><a href="/employee/payroll">Payroll</a><a href="/employee/support">Support</a><a href="/logout">Sign out</a></div>
<div class="main"><h2>Welcome back, Quality Control Inspector</h2>
<div class="grid"><div class="panel"><h3>Incoming packages assigned to you</h3>
<table><tr><th>Tracking</th><th>Carrier</th><th>Contents</th><th>Status</th><th>Action</th></tr>
<tr><td>1Z9W43E80392115728</td><td>UPS</td><td>Apple iPhone 15 Pro (2)</td><td><span class="st in">Delivered to you</span></td><td><a href="/employee/labels?id=88213">Get label</a></td></tr>
<tr><td>776109552031</td><td>FedEx</td><td>Samsung Galaxy Tab S9</td><td><span class="st in">Out for delivery</span></td><td>—</td></tr>
<tr><td>9400111202555283914677</td><td>USPS</td><td>Nike Air Jordan 1 (3 pairs)</td><td><span class="st out">Reshipped</span></td><td>—</td></tr>
<tr><td>1Z9W43E80390220461</td><td>UPS</td><td>Dyson V15 Detect</td><td><span class="st out">Reshipped</span></td><td>—</td></tr></table>
<h3>Inspection procedure</h3><ol><li>Open the outer box and photograph the item. Do not open manufacturer seals.</li><li>Remove all invoices, packing slips and receipts and <b>destroy them</b> – our clients' pricing is confidential.</li><li>Repack in a plain box, attach the prepaid label from the <i>Shipping labels</i> tab.</li><li>Drop off within 24 hours and upload the drop-off receipt.</li></ol></div>
<div class="panel"><h3>Your earnings</h3><p style="font-size:28px;margin:4px 0">$2,460.00</p><p class="muted">Probation month: salary released on the 30th day together with $30 per processed package.</p>
<h3>Payroll details</h3><form method="post" action="/employee/payroll/save"><label>Bank name</label><input type="text" name="bank"><label>Routing number</label><input type="text" name="routing"><label>Account number</label><input type="text" name="account"><label>SSN (for W-2)</label><input type="text" name="ssn" placeholder="XXX-XX-XXXX"><label>Upload driver's license (front)</label><input type="file" name="dl"><button style="margin-top:12px;width:100%">Save</button></form>
<p class="muted">Questions? Your supervisor Mark Jensen is available on WhatsApp +1 (302) 555-0148, Mon–Sat.</p></div></div></div>`,
    }),
  },
  {
    id: 'yr-de-bewertungsjob-homeoffice',
    label: 'scam',
    kind: 'task-job-scam',
    url: 'https://bewertungsjob-homeoffice.de/',
    body: doc({
      title: 'Nebenjob im Homeoffice: Bis zu 3.500 € monatlich als Produkttester',
      lang: 'de',
      css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#fafafa;color:#222}
.hero{background:#0e7490;color:#fff;padding:40px 20px;text-align:center}.hero h1{font-size:30px;margin:0 0 10px}
.w{max-width:760px;margin:0 auto;padding:20px}.tiles{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}.tiles div{background:#fff;border-radius:10px;padding:14px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
.cta{display:block;text-align:center;background:#22c55e;color:#fff;font-size:19px;font-weight:700;padding:16px;border-radius:8px;text-decoration:none;margin:22px 0}
.rev{font-style:italic;background:#fff;border-left:4px solid #0e7490;padding:10px 14px;margin:10px 0}`,
      body: `<div class="hero"><h1>Bewerten Sie Apps &amp; Hotels – von zu Hause aus</h1><p>Flexibler Nebenjob · Keine Vorkenntnisse nötig · Auszahlung täglich</p></div>
<div class="w"><div class="tiles"><div><b>30 € pro Bewertung</b><br>für Apps, Hotels und Online-Shops unserer Partner</div><div><b>1–2 Stunden</b><br>pro Tag genügen – ganz flexibel</div><div><b>Tägliche Auszahlung</b><br>per SEPA, PayPal oder Krypto</div></div>
<h2>So funktioniert's</h2><ol><li>Schreiben Sie unserer Recruiterin <b>Frau Lena Hoffmann</b> per WhatsApp.</li><li>Sie erhalten Zugang zu unserer Arbeitsplattform und einen Mentor.</li><li>Sie erledigen täglich 30 Bewertungsaufgaben. Ab Aufgabe 21 gibt es „Premium-Aufgaben“ mit dreifacher Provision – dafür ist eine vorübergehende Einlage erforderlich, die Sie vollständig zurückerhalten.</li></ol>
<div class="rev">„Ich verdiene inzwischen mehr als in meinem Vollzeitjob. Die Auszahlung kam jeden Tag pünktlich.“ – Sandra K., Dortmund</div>
<div class="rev">„Endlich ein seriöser Nebenverdienst ohne Verkaufen.“ – Murat Y., Köln</div>
<a class="cta" href="https://wa.me/4915223847716?text=Hallo%20Frau%20Hoffmann%2C%20ich%20interessiere%20mich%20f%C3%BCr%20den%20Nebenjob">Jetzt per WhatsApp bewerben</a>
<p style="font-size:12px;color:#777">Aktuell nur noch <b>9</b> freie Plätze in Ihrer Region. Mindestalter 21 Jahre. Ein Gewerbe ist nicht erforderlich.</p>
<footer style="font-size:12px;color:#888;border-top:1px solid #ddd;padding-top:10px">Digital Review Partners LLC · 30 N Gould St, Sheridan, WY · <a href="/impressum">Impressum</a></footer></div>`,
    }),
  },
  {
    id: 'yr-recruiter-chat-handoff-talentbridge',
    label: 'scam',
    kind: 'recruiter-lure',
    url: 'https://jobs-talentbridge.com/c/8KpX2',
    body: doc({
      title: 'TalentBridge Staffing – Connecting you with your recruiter',
      css: `body{font-family:Inter,Arial,sans-serif;margin:0;display:flex;align-items:center;justify-content:center;min-height:100vh;background:#f0f4ff}
.b{background:#fff;border-radius:16px;padding:32px;max-width:440px;box-shadow:0 10px 30px rgba(30,60,140,.12);text-align:center}
.av{width:72px;height:72px;border-radius:50%;background:#c7d2fe;margin:0 auto 10px;font-size:30px;line-height:72px}.sp{width:26px;height:26px;border:3px solid #c7d2fe;border-top-color:#4f46e5;border-radius:50%;animation:r 1s linear infinite;margin:16px auto}
@keyframes r{to{transform:rotate(360deg)}}`,
      body: `<div class="b"><div class="av">👩🏻‍💼</div><h2>Sarah Mitchell</h2><p>Senior Talent Acquisition Specialist · TalentBridge Staffing</p>
<p style="text-align:left;background:#f8fafc;padding:12px;border-radius:8px;font-size:14px">Position: <b>Remote Customer Support / Order Processor</b><br>Pay: <b>$450–$900 per day</b> (commission-based)<br>Hours: 60–90 minutes/day, fully remote</p>
<div class="sp"></div><p id="m">Opening a secure chat with Sarah…</p><p style="font-size:12px;color:#888">If nothing happens, <a id="l" href="https://wa.me/12134019925?text=Hi%20Sarah%2C%20ref%208KpX2">tap here</a>.</p></div>
<script>
var ref=location.pathname.split('/').pop();
var dst=/iPhone|Android/i.test(navigator.userAgent)?'whatsapp://send?phone=12134019925&text=Hi%20Sarah%2C%20ref%20'+ref:'https://wa.me/12134019925?text=Hi%20Sarah%2C%20ref%20'+ref;
setTimeout(function(){location.href=dst},2500);
</script>`,
    }),
  },
  {
    id: 'yr-secret-shopper-giftcard-assignment',
    label: 'scam',
    kind: 'mystery-shopper-scam',
    url: 'https://evaluator.secretshopper-usa.net/assignment/44718',
    body: doc({
      title: 'Assignment #44718 – Secret Shopper USA Evaluator Portal',
      css: cssBase + `.nav{background:#7c1d1d;color:#fff;padding:14px 24px;font-weight:700}.w{max-width:760px;margin:24px auto;background:#fff;padding:24px;border-radius:8px;border:1px solid #e5e7eb}
.st{background:#f8fafc;padding:12px;border-radius:6px}.cards input{margin-bottom:6px}`,
      body: `<div class="nav">SECRET SHOPPER USA® · Evaluator Portal</div>
<div class="w"><h2>Assignment #44718 – Gift card purchase service evaluation</h2>
<p>Evaluator fee: <b>$400.00</b> (yours to keep) · Deadline: <b>within 24 hours of receiving funds</b></p>
<div class="st"><b>Funds:</b> a cashier's check for <b>$2,950.00</b> was mailed to you via USPS Priority. Deposit it at an ATM immediately.</div>
<h3>Instructions</h3><ol><li>Withdraw $2,550.00 in cash and keep $400.00 as your fee.</li><li>Visit a Walmart, CVS or Walgreens in your area and evaluate the gift card counter: customer service, waiting time, cleanliness.</li><li>Purchase <b>five (5) Apple / Google Play / Steam gift cards of $500 each</b> at separate registers.</li><li>Scratch the back of each card and enter the codes below so our client can audit the activation process.</li><li>Do <b>not</b> tell the cashier that you are conducting an evaluation — it will void the assignment.</li></ol>
<form class="cards" method="post" action="/assignment/44718/submit"><label>Store location</label><input type="text" name="store"><label>Card 1 code</label><input type="text" name="c1"><label>Card 2 code</label><input type="text" name="c2"><label>Card 3 code</label><input type="text" name="c3"><label>Card 4 code</label><input type="text" name="c4"><label>Card 5 code</label><input type="text" name="c5"><label>Photos of cards and receipts</label><input type="file" name="photos" multiple><label>Evaluation comments</label><textarea name="notes" rows="4"></textarea><button style="margin-top:10px">Submit evaluation</button></form>
<p class="muted">Assignment coordinator: Rev. David Whitmore · coordinator.dwhitmore@gmail.com · (917) 555-0133 (text only)</p></div>`,
    }),
  },
  {
    id: 'yr-tl-dubai-placement-fee-gcash',
    label: 'scam',
    kind: 'overseas-job-scam',
    url: 'https://gulfjobs-hiringnow.com/dubai/apply',
    body: doc({
      title: 'URGENT HIRING DUBAI – Waiter, Housekeeping, Driver | Libreng Visa at Ticket',
      lang: 'fil',
      css: `body{font-family:Arial,sans-serif;margin:0;background:#f4f4f4}.ban{background:linear-gradient(90deg,#00732f,#000 50%,#ce1126);color:#fff;padding:24px;text-align:center}
.w{max-width:660px;margin:0 auto;background:#fff;padding:20px 24px}.j{display:flex;justify-content:space-between;border-bottom:1px dashed #ccc;padding:8px 0}
.fee{background:#fff1f2;border:1px solid #fecdd3;padding:12px;border-radius:6px}input,select{width:100%;padding:10px;margin:5px 0 12px;box-sizing:border-box}
button{background:#007dfe;color:#fff;border:0;padding:14px;width:100%;font-size:16px;border-radius:6px}`,
      body: `<div class="ban"><h1 style="margin:0">URGENT HIRING – DUBAI, UAE 🇦🇪</h1><p>Direct hiring · Libreng visa, ticket at accommodation · Alis agad sa loob ng 30 araw!</p></div>
<div class="w"><p><b>Licensed Agency</b> · Lic. No. DMW-089-LB-071124-R (verified)</p>
<div class="j"><span>Waiter / Waitress (Hotel)</span><b>AED 3,500</b></div><div class="j"><span>Housekeeping Attendant</span><b>AED 3,000</b></div><div class="j"><span>Family Driver</span><b>AED 4,200</b></div><div class="j"><span>Warehouse Helper</span><b>AED 2,800</b></div>
<p>Kahit walang experience, pwede mag-apply! Online interview lang sa Messenger. Hindi na kailangan pumunta sa opisina.</p>
<div class="fee"><b>Processing fee: ₱18,500 lang</b> (medical, OEC, training at visa stamping). Bayaran via GCash sa <b>0917 884 2031 – M**A L***A D.</b> Kailangan mabayaran sa loob ng 3 araw para ma-reserve ang slot mo. Refundable kapag hindi ka natanggap ng employer.</div>
<form method="post" action="/dubai/submit" enctype="multipart/form-data"><label>Buong pangalan</label><input name="pangalan"><label>Posisyon</label><select name="pos"><option>Waiter / Waitress</option><option>Housekeeping</option><option>Driver</option><option>Warehouse Helper</option></select><label>Passport number</label><input name="passport"><label>GCash reference number</label><input name="gcash_ref"><label>I-upload ang passport at 2x2 ID picture</label><input type="file" name="docs" multiple><button>Ipasa ang aplikasyon</button></form>
<p style="font-size:12px;color:#666">Para sa tanong, i-message si Ma'am Liza sa Facebook: fb.com/lizadubaihiring2025</p></div>`,
    }),
  },
  {
    id: 'yr-payrollboost-ai-arbitrage',
    label: 'scam',
    kind: 'investment-scam',
    url: 'https://payrollboost-ai.com/',
    body: doc({
      title: 'PayrollBoost AI – Turn every paycheck into passive income',
      css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#06121f;color:#e6f1ff}.n{display:flex;padding:18px 40px;align-items:center}.n b{font-size:20px;margin-right:auto;color:#5eead4}.n a{color:#9fb3c8;margin-left:20px;text-decoration:none}
.h{padding:60px 40px;max-width:1000px;margin:auto;display:grid;grid-template-columns:1.2fr 1fr;gap:40px}.h h1{font-size:44px;line-height:1.1;margin:0}
.f{background:#0d2236;border-radius:16px;padding:24px}.f input,.f select{width:100%;padding:12px;border-radius:8px;border:1px solid #1e3a5f;background:#081a2b;color:#fff;margin:6px 0 12px;box-sizing:border-box}
.f button{width:100%;padding:14px;border:0;border-radius:8px;background:#14b8a6;color:#00201c;font-weight:800;font-size:16px}
.plans{max-width:1000px;margin:0 auto 60px;display:grid;grid-template-columns:repeat(3,1fr);gap:16px;padding:0 40px}.plans div{background:#0d2236;border-radius:12px;padding:20px}.plans b{font-size:26px;color:#5eead4}
.t{font-size:12px;color:#6b8299;text-align:center;padding:20px}`,
      body: `<div class="n"><b>PayrollBoost AI</b><a href="#how">How it works</a><a href="#plans">Plans</a><a href="/login">Log in</a></div>
<div class="h"><div><h1>Your salary works 9–5. Make it work 24/7.</h1><p>Direct 10% of every paycheck into our AI-driven crypto arbitrage engine and earn <b>2.8% daily</b> — guaranteed by our capital protection fund. Over 41,000 employees from 1,200 companies already grow their pay with PayrollBoost.</p>
<p>✔ Withdraw profits every 24h &nbsp; ✔ Principal insured &nbsp; ✔ Set up with your HR in 2 minutes</p>
<p style="color:#fbbf24">🔥 Payday bonus: deposit before Friday and receive +20% on your first plan.</p></div>
<form class="f" method="post" action="/api/register"><h3 style="margin-top:0">Open your account</h3><input name="name" placeholder="Full name"><input name="email" placeholder="Work e-mail"><input name="phone" placeholder="Phone (WhatsApp)"><select name="plan"><option>Starter – 250 USDT</option><option>Pro – 1,000 USDT</option><option>Executive – 5,000 USDT</option></select><button>Start earning</button><p style="font-size:11px;color:#6b8299">Your account manager will send the deposit address after registration.</p></form></div>
<div class="plans" id="plans"><div>Starter<br><b>2.1%/day</b><br>30 days · from 250 USDT</div><div>Pro<br><b>2.8%/day</b><br>45 days · from 1,000 USDT</div><div>Executive<br><b>3.6%/day</b><br>60 days · from 5,000 USDT</div></div>
<div class="t">PayrollBoost Capital Ltd · Registered in Saint Vincent and the Grenadines · Returns are generated by proprietary AI trading strategies.</div>`,
    }),
  },
];
