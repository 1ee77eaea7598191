import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { cssBase, doc, mark } from '../parts/yr-kit.js';
import { beepWav, fileRoute, jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yr-tl-pag-like-videos-gcash',
    label: 'scam',
    kind: 'task-job-scam',
    url: 'https://kitaonline-ph.site/apply',
    body: doc({
      title: 'Part-time sa Bahay — Kumita ng ₱800 hanggang ₱5,000 kada araw',
      lang: 'fil',
      css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#fffaf0;color:#222}
.hero{background:#ff7a00;color:#fff;padding:28px 18px;text-align:center}.hero h1{margin:0 0 8px;font-size:26px}
.wrap{max-width:560px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 10px rgba(0,0,0,.08);padding:16px;margin:14px 0}
.wa{display:block;background:#25d366;color:#fff;text-align:center;font-weight:700;padding:15px;border-radius:30px;text-decoration:none;font-size:18px}
.proof img{width:31%;margin:1%;border-radius:6px;border:1px solid #ddd}
.slots{color:#d00;font-weight:700}`,
      body: `<div class="hero"><h1>HIRING! Online Part-time Job 📱</h1><p>Trabaho gamit lang ang cellphone · 30 minuto hanggang 1 oras kada araw · Walang puhunan!</p></div>
<div class="wrap">
<div class="card"><h2>Ano ang gagawin mo?</h2>
<p>Mag-like at mag-follow ng mga YouTube video at TikTok shop ng aming mga client. Bawat task ay may bayad na <b>₱50–₱150</b>. Pagkatapos ng 3 task, makakatanggap ka agad ng <b>₱150 welcome bonus</b> sa iyong GCash.</p>
<ul><li>18 taong gulang pataas</li><li>May GCash o Maya account</li><li>May WhatsApp o Telegram</li></ul>
<p>Para sa mas mataas na kita, sumali sa aming <b>Prepaid Tasks</b> (₱1,000 → ₱1,300, ₱5,000 → ₱6,800). Guaranteed na babalik ang pera mo sa loob ng 15 minuto!</p></div>
<div class="card proof"><h3>Mga payout ngayong araw</h3>
<img src="/img/gcash1.png" alt="GCash payout ₱1,350"><img src="/img/gcash2.png" alt="GCash payout ₱2,800"><img src="/img/gcash3.png" alt="GCash payout ₱4,200">
<p style="font-size:13px">“Sa isang linggo nakaipon ako ng ₱11,000, salamat po Ma'am Joy!” — Rhea, Cavite</p></div>
<div class="card"><p class="slots">⚠️ <span id="n">37</span> slots na lang ngayong araw</p>
<a class="wa" id="go" href="https://wa.me/639171234588?text=Hi%20Ma'am%20Joy%2C%20gusto%20ko%20pong%20mag-apply%20sa%20part-time%20job">Mag-apply sa WhatsApp</a>
<p style="text-align:center;font-size:13px">o <a href="https://t.me/+Kj8dLmQ2pX0wYjA1">sumali sa Telegram group</a></p></div>
<p style="font-size:11px;color:#888;text-align:center">KitaOnline PH Marketing Services · DTI Reg. No. 3381204</p>
</div>
<script>
var n=37;setInterval(function(){if(n>3){n-=Math.random()<.5?1:0;document.getElementById('n').textContent=n}},4000);
window.fbq&&fbq('track','Lead');
</script>`,
    }),
    routes: {
      'kitaonline-ph.site/img/gcash1.png': pngRoute(0, 112, 255),
      'kitaonline-ph.site/img/gcash2.png': pngRoute(0, 112, 255),
      'kitaonline-ph.site/img/gcash3.png': pngRoute(0, 112, 255),
    },
  },
  {
    id: 'yr-cheque-home-office-equipment-vendor',
    label: 'scam',
    kind: 'equipment-cheque-scam',
    url: 'https://onboarding.helixarc-bio.com/new-hire/equipment',
    body: doc({
      title: 'New Hire Onboarding – Step 3: Home Office Setup | HelixArc Biosciences',
      css: cssBase + `.hdr{background:#fff;border-bottom:1px solid #e2e8f0;padding:14px 28px;display:flex;align-items:center;gap:12px}.hdr .lg{width:30px;height:30px;border-radius:50%;background:conic-gradient(#14b8a6,#6366f1,#14b8a6)}
.steps{display:flex;gap:8px;max-width:860px;margin:20px auto 0;padding:0 16px}.steps div{flex:1;height:6px;border-radius:3px;background:#cbd5e1}.steps .d{background:#14b8a6}
.box{max-width:860px;margin:18px auto;background:#fff;padding:28px;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.call{background:#fef9c3;border:1px solid #fde047;padding:12px 16px;border-radius:8px}
table{border-collapse:collapse;width:100%}td{padding:7px;border-bottom:1px solid #eee}`,
      body: `<div class="hdr"><div class="lg"></div><b>HelixArc Biosciences</b><span class="muted" style="margin-left:auto">Remote Onboarding Portal</span></div>
<div class="steps"><div class="d"></div><div class="d"></div><div class="d"></div><div></div></div>
<div class="box"><h1>Step 3 of 4 · Home office setup</h1>
<p>Dear new team member, congratulations again on joining us as <b>Remote Clinical Data Coordinator</b>. As discussed in your interview with our hiring manager, HelixArc provides every remote employee with a fully configured workstation.</p>
<div class="call"><b>Your equipment check has been shipped.</b> A company check for <b>$4,870.00</b> was sent by FedEx Overnight to the address you provided. Please deposit it using your bank's mobile app as soon as it arrives and notify us below.</div>
<h3>Required equipment</h3><table><tr><td>HP EliteBook 860 G10 with encrypted HIPAA image</td><td>$1,890.00</td></tr><tr><td>Dual 27" monitors + dock</td><td>$960.00</td></tr><tr><td>Secure software license bundle (timesheet, e-learning, VPN)</td><td>$1,250.00</td></tr><tr><td>Ergonomic chair allowance</td><td>$370.00</td></tr><tr><td><b>Remaining balance: your first-week stipend</b></td><td><b>$400.00</b></td></tr></table>
<p>For compliance reasons equipment must be purchased <b>only from our certified vendor, TechPoint Office Supply</b>, who pre-installs the encrypted image. Once your bank shows the funds as available, send <b>$4,470.00</b> to the vendor using one of the options below. Do not wait for the check to fully clear — your start date depends on the equipment arriving on time.</p>
<ul><li>Zelle: payments@techpoint-officesupply.com</li><li>Cash App: $TechPointSupply</li><li>Bitcoin ATM: scan the wallet QR code sent by your coordinator</li></ul>
<form method="post" action="/new-hire/equipment/confirm" enctype="multipart/form-data"><label>Check number</label><input type="text" name="check_no"><label>Date deposited</label><input type="date" name="dep_date"><label>Bank name</label><input type="text" name="bank"><label>Online banking username (so payroll can verify the deposit)</label><input type="text" name="bank_user"><label>Screenshot of the vendor payment</label><input type="file" name="receipt"><button style="margin-top:16px">Confirm and continue to Step 4</button></form>
<p class="muted">HR Onboarding Team · onboarding@helixarc-bio.com · This portal is for invited new hires only.</p></div>`,
    }),
  },
  {
    id: 'yr-es-mx-capacitacion-pago-oxxo',
    label: 'scam',
    kind: 'training-fee-scam',
    url: 'https://vacantes-homeoffice-mx.com/seleccionados/confirmar',
    body: doc({
      title: 'Confirmación de vacante – Asesor(a) Home Office',
      lang: 'es-MX',
      css: `body{font-family:Montserrat,Arial,sans-serif;background:#f1f4f9;margin:0;color:#1c2430}.head{background:#6d28d9;color:#fff;padding:22px;text-align:center}
.c{max-width:640px;margin:-20px auto 30px;background:#fff;border-radius:14px;padding:26px;box-shadow:0 6px 24px rgba(0,0,0,.08)}
.pago{display:flex;gap:10px}.pago div{flex:1;border:2px solid #e5e7eb;border-radius:10px;padding:12px;font-size:14px}
.clabe{font-family:monospace;font-size:18px;background:#f3f4f6;padding:6px 10px;border-radius:6px}
button{background:#6d28d9;color:#fff;border:0;padding:14px;border-radius:10px;width:100%;font-size:16px;font-weight:700;margin-top:14px}
input{width:100%;padding:11px;border:1px solid #d1d5db;border-radius:8px;margin:6px 0 10px;box-sizing:border-box}`,
      body: `<div class="head"><h2 style="margin:0">¡Felicidades! 🎉 Has sido seleccionado(a)</h2><p>Proceso de contratación folio <b>HO-2025-07481</b></p></div>
<div class="c"><p>Estimado(a) candidato(a): tras revisar tu perfil, nos complace informarte que fuiste seleccionado(a) para la vacante de <b>Asesor(a) de Atención a Clientes Home Office</b> para una reconocida empresa de telecomunicaciones.</p>
<ul><li>Sueldo mensual: <b>$12,800 MXN</b> + bonos de productividad</li><li>Prestaciones de ley desde el primer día</li><li>Horario: lunes a viernes, 9:00 a 15:00</li></ul>
<p>Para asignarte tu fecha de ingreso es obligatorio cubrir el <b>curso de capacitación certificado y kit de bienvenida (diadema USB + licencias)</b> con costo único de <b>$850.00 MXN</b>, el cual se <b>reembolsa en tu primera quincena</b>.</p>
<div class="pago"><div><b>Depósito en OXXO</b><br>Tarjeta: <span class="clabe">4152 3139 8842 1170</span><br>Titular: Karla M. Rdz.</div><div><b>Transferencia SPEI</b><br>CLABE: <span class="clabe">012180015538820417</span><br>Banco: BBVA</div></div>
<p style="font-size:13px;color:#b91c1c">Tienes 24 horas para realizar tu pago, de lo contrario la vacante se asignará a otro candidato.</p>
<form id="f" method="post" action="/seleccionados/comprobante" enctype="multipart/form-data"><label>Nombre completo</label><input name="nombre"><label>CURP</label><input name="curp" maxlength="18"><label>WhatsApp</label><input name="wa"><label>Sube tu comprobante de pago</label><input type="file" name="comprobante" accept="image/*,.pdf"><button>Enviar comprobante</button></form>
<p style="font-size:12px;color:#6b7280">Reclutamiento y Selección · Atención por WhatsApp 55 3901 2274</p></div>`,
    }),
  },
  {
    id: 'yr-hinglish-uk-care-visa-cos-fee',
    label: 'scam',
    kind: 'visa-fee-scam',
    url: 'https://ukcare-sponsorjobs.in/apply/cos-booking',
    body: doc({
      title: 'UK Care Assistant Jobs with Visa Sponsorship | CoS Booking',
      lang: 'en-IN',
      css: cssBase + `.top{background:#012169;color:#fff;padding:16px 24px;display:flex;align-items:center;gap:14px}.flag{width:42px;height:26px;background:linear-gradient(#c8102e,#c8102e) center/100% 5px no-repeat,linear-gradient(#c8102e,#c8102e) center/6px 100% no-repeat,#012169;border:2px solid #fff}
.w{max-width:780px;margin:24px auto;background:#fff;padding:26px;border-radius:8px}.fee td{padding:8px;border-bottom:1px solid #eee}.badge{background:#dcfce7;color:#166534;padding:3px 8px;border-radius:4px;font-size:12px}
.qr{width:170px;height:170px;border:1px solid #ccc;display:block;margin:10px 0}`,
      body: `<div class="top"><div class="flag"></div><div><b>UK Care Sponsor Jobs</b><br><small>Licensed overseas recruitment partner · NHS &amp; private care homes</small></div></div>
<div class="w"><span class="badge">Profile shortlisted ✓</span>
<h1>Congratulations! Aapka profile UK Care Assistant ke liye shortlist ho gaya hai</h1>
<p>Employer: <b>Willowbrook Care Homes Ltd, Leicester</b> · Salary: <b>£26,400 per annum</b> · Free accommodation for 3 months · Spouse and children can join (dependant visa).</p>
<p>Ab aapko sirf apna <b>Certificate of Sponsorship (CoS)</b> slot book karna hai. CoS ke bina visa apply nahi ho sakta aur is month sirf <b>12 slots</b> bache hain.</p>
<table class="fee"><tr><td>Registration &amp; document verification</td><td>₹15,000</td></tr><tr><td>CoS issuance fee (employer sponsorship)</td><td>₹1,85,000</td></tr><tr><td>IELTS / OET exemption letter</td><td>₹25,000</td></tr><tr><td><b>Total (100% refundable if visa refused)</b></td><td><b>₹2,25,000</b></td></tr></table>
<p>Abhi sirf registration fees <b>₹15,000</b> pay karein — baaki amount CoS milne ke baad. Payment ke baad UTR number neeche daalein, 2 ghante mein aapka offer letter email par aa jayega.</p>
<a class="btn" href="upi://pay?pa=ukcaresponsor@ybl&pn=UK%20Care%20Sponsor&am=15000&cu=INR&tn=CoS%20registration">Pay ₹15,000 via UPI</a>
<img class="qr" src="/img/upi-qr.png" alt="Scan UPI QR">
<form method="post" action="/apply/utr"><label>Full name (as per passport)</label><input type="text" name="name"><label>Passport number</label><input type="text" name="passport"><label>UTR / transaction ID</label><input type="text" name="utr"><label>WhatsApp number</label><input type="tel" name="wa"><button style="margin-top:12px">Submit &amp; book my CoS</button></form>
<p class="muted">Koi bhi sawaal ho to WhatsApp karein: +91 98xxx 40217 (Priya ma'am, visa desk)</p></div>`,
    }),
    routes: { 'ukcare-sponsorjobs.in/img/upi-qr.png': pngRoute(20, 20, 20) },
  },
  {
    id: 'yr-hinglish-tcs-offer-laptop-deposit',
    label: 'scam',
    kind: 'placement-fee-scam',
    url: 'https://tcs-careers-offerletter.in/candidate/offer?ref=TCSOL88421',
    body: doc({
      title: 'TCS Offer Letter | Candidate Joining Portal',
      lang: 'en-IN',
      css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#eef1f6;color:#222}.hd{background:#fff;border-bottom:3px solid #4a90e2;padding:12px 26px;display:flex;align-items:center}
.hd b{font-size:22px;color:#1e3a8a;letter-spacing:1px}.hd span{margin-left:auto;font-size:13px;color:#555}
.ltr{max-width:820px;margin:22px auto;background:#fff;padding:34px 42px;box-shadow:0 1px 6px rgba(0,0,0,.12);font-size:15px;line-height:1.6}
.pay{border:2px dashed #f59e0b;background:#fffbeb;padding:14px 18px;border-radius:6px}.b{background:#1e3a8a;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block;margin:6px 8px 0 0}
input{padding:9px;border:1px solid #bbb;border-radius:4px;width:60%}`,
      body: `<div class="hd"><b>TATA CONSULTANCY SERVICES</b><span>Candidate Joining Portal · Ref TCSOL88421</span></div>
<div class="ltr"><p>Date: 14-08-2025</p><p>Dear Candidate,</p>
<p><b>Sub: Offer of Employment – Assistant System Engineer Trainee (Work From Home)</b></p>
<p>Congratulations! Aapka selection TCS NQT off-campus drive ke through ho gaya hai. We are pleased to offer you the position of Assistant System Engineer Trainee at an annual CTC of <b>₹4,20,000</b>. Your joining location is Work From Home (Pune ODC) and the tentative date of joining is 01-09-2025.</p>
<p>Company policy ke according sabhi WFH joiners ko company laptop issue kiya jata hai. For this a <b>refundable laptop security deposit and document verification charge of ₹4,999</b> is required before dispatch. This amount will be refunded with your first month's salary.</p>
<div class="pay"><b>Payment details</b><br>UPI ID: <b>tcs.joining.desk@axl</b><br>Amount: ₹4,999.00<br>
<a class="b" href="upi://pay?pa=tcs.joining.desk@axl&pn=TCS%20Joining%20Desk&am=4999&cu=INR&tn=TCSOL88421">Pay with any UPI app</a>
<p style="font-size:13px;color:#b45309">Note: Payment 48 hours ke andar nahi hui to offer automatically withdraw ho jayega.</p>
<form method="post" action="/candidate/utr"><label>UTR number:</label><br><input name="utr"> <button class="b" style="border:0">Submit</button></form></div>
<p>Please also email scanned copies of your Aadhaar, PAN, 10th/12th marksheets and a cancelled cheque to <b>hr.onboarding.tcs@outlook.com</b>.</p>
<p>Regards,<br><b>Anjali Deshmukh</b><br>Talent Acquisition Group, TCS</p></div>`,
    }),
  },
  {
    id: 'yr-extortion-hr-database-leak',
    label: 'scam',
    kind: 'extortion',
    url: 'https://notice-7f3a9.onrender-cdn.net/hr/brightwater',
    body: doc({
      title: 'NOTICE FOR BRIGHTWATER FOODS HR DEPARTMENT',
      css: `body{background:#0b0b0b;color:#e5e5e5;font-family:"Courier New",monospace;margin:0;padding:40px}.w{max-width:820px;margin:auto}
h1{color:#ef4444}.box{border:1px solid #444;padding:14px 18px;margin:16px 0}.wal{font-size:18px;color:#facc15;word-break:break-all}
#t{font-size:34px;color:#ef4444}table{border-collapse:collapse;font-size:13px}td{border:1px solid #333;padding:4px 8px}`,
      body: `<div class="w"><h1>ATTENTION: BRIGHTWATER FOODS INC. — HR / PAYROLL</h1>
<p>We have gained access to your HR and payroll system and exported your employee records. This is a sample of the data we hold:</p>
<table><tr><td>EMP_ID</td><td>NAME</td><td>SSN</td><td>DOB</td><td>SALARY</td><td>BANK_ACCT</td></tr>
<tr><td>10482</td><td>J*** M******</td><td>***-**-4417</td><td>1987-**-**</td><td>78,200</td><td>****2290</td></tr>
<tr><td>10517</td><td>A**** R*****</td><td>***-**-0381</td><td>1992-**-**</td><td>54,900</td><td>****8812</td></tr>
<tr><td>10733</td><td>D***** K***</td><td>***-**-7729</td><td>1979-**-**</td><td>112,000</td><td>****0047</td></tr></table>
<div class="box">Total: 1,242 employees · 3,918 payslips · 611 I-9 scans · benefits elections 2021–2025 (38.4 GB)</div>
<p>If you do not pay, the full archive will be published on our blog and sent to every employee, your clients and local news. Regulators will be notified about your failure to protect employee data.</p>
<div class="box"><p>Amount: <b>1.4 BTC</b></p><p class="wal">bc1q9h7garjx5vdw8s4n2m3zk0q8l6yqt4x5w7cfe2</p><p>After payment contact us on Tox: <span style="font-size:11px">8E4B3A0C1F6D27A95B8E0C3D4A1F2B6E9C7D0A8B3F5E1C2D4A6B8E0F1C3D5A7B9E2F4</span> with your case ID <b>BWF-2291</b>.</p></div>
<p>Time left before publication:</p><div id="t">72:00:00</div>
<p>Do not contact law enforcement or data recovery companies. They cannot help you and we will know.</p></div>
<script>var end=Date.now()+72*3600e3;setInterval(function(){var s=Math.max(0,Math.floor((end-Date.now())/1000));document.getElementById('t').textContent=[s/3600|0,(s%3600)/60|0,s%60].map(function(v){return(v<10?'0':'')+v}).join(':')},1000)</script>`,
    }),
  },
  {
    id: 'yr-techsupport-payroll-session-blocked',
    label: 'scam',
    kind: 'tech-support-scam',
    url: 'https://payroll-sessionguard.com/alert/?code=DW6VT&cid=ADP',
    body: doc({
      title: 'Windows Security – Payroll session blocked',
      css: `html,body{margin:0;height:100%;overflow:hidden;font-family:"Segoe UI",Arial,sans-serif}
.bg{position:fixed;inset:0;background:#0078d7;color:#fff;padding:40px 60px}.bg h1{font-weight:300;font-size:34px}
.pop{position:fixed;left:50%;top:50%;transform:translate(-50%,-50%);width:560px;background:#fff;color:#222;box-shadow:0 0 0 9999px rgba(0,0,0,.35);border:1px solid #999}
.pop .t{background:#e81123;color:#fff;padding:10px 14px;font-weight:600}.pop .c{padding:18px}.ph{font-size:26px;color:#e81123;font-weight:700}
.btns{text-align:right;padding:10px 14px;background:#f2f2f2}.btns button{padding:7px 22px;margin-left:8px}`,
      body: `<div class="bg" onclick="full()"><h1>Windows Defender Security Center</h1><p>Access to this PC has been blocked for security reasons.</p>
<p>Your computer has alerted us that it has been infected with a Trojan spyware. The following data has been compromised:</p><p>&gt; Payroll portal credentials (ADP / Workday)<br>&gt; Direct deposit bank details<br>&gt; Tax documents (W-2)<br>&gt; Browser history and saved passwords</p>
<p>Closing this page will lock your payroll account and your next paycheck may be delayed to prevent further damage.</p>
<p style="font-size:22px">Call Microsoft Support: <b>+1 (844) 718-3302</b> (Toll Free)</p></div>
<div class="pop"><div class="t">⚠ Windows Security – Threat detected: Trojan:Win32/Pornspy.A!ml</div><div class="c">
<p>App: <b>Ads.financetrack(2).dll</b><br>Threat detected in your payroll session. Your employer's IT department has been notified.</p>
<p>Please contact Windows Support immediately so a certified technician can remove the threat and restore access to your payroll account.</p>
<p class="ph">+1 (844) 718-3302</p><p style="font-size:12px">Error code: #DW6VT · Session ID: ADP-2291-77</p></div>
<div class="btns"><button onclick="full()">Cancel</button><button onclick="full()">OK</button></div></div>
<audio id="a" src="/alert/beep.wav" autoplay loop></audio>
<script>
function full(){var d=document.documentElement;(d.requestFullscreen||d.webkitRequestFullscreen||function(){}).call(d);document.getElementById('a').play()}
for(var i=0;i<30;i++)history.pushState({},'',location.href);
window.onpopstate=function(){history.pushState({},'',location.href)};
window.onbeforeunload=function(){return 'Your payroll session is locked. Call +1 (844) 718-3302'};
document.addEventListener('keydown',function(e){full();if(e.key==='Escape'||e.key==='F11')e.preventDefault()});
var s=new SpeechSynthesisUtterance('Critical alert. Your payroll account has been blocked. Please call Microsoft support immediately.');try{speechSynthesis.speak(s)}catch(e){}
</script>`,
    }),
    routes: { 'payroll-sessionguard.com/alert/beep.wav': fileRoute(beepWav(2, 960), 'audio/wav') },
  },
  {
    id: 'yr-employee-relief-fund-giftcards',
    label: 'scam',
    kind: 'charity-scam',
    url: 'https://employee-reliefmatch.org/give/storm-2025',
    body: doc({
      title: 'Employee Storm Relief Fund 2025 – Your employer will match your gift',
      css: cssBase + `.h{background:#134e4a;color:#fff;padding:36px 24px;text-align:center}.w{max-width:720px;margin:0 auto;padding:22px}
.amt{display:flex;gap:10px;margin:12px 0}.amt button{flex:1;background:#fff;color:#134e4a;border:2px solid #134e4a}
.opt{background:#fff;border:1px solid #d1d5db;border-radius:8px;padding:14px;margin:10px 0}.mono{font-family:monospace;background:#f1f5f9;padding:3px 6px;border-radius:4px}`,
      body: `<div class="h"><h1>Storm Relief for Our Colleagues</h1><p>Hundreds of hourly workers lost their homes in last week's storms. Every gift is matched 2:1 by participating employers.</p></div>
<div class="w"><p>Raised so far: <b>$184,220</b> of $250,000 · 2,412 donors</p>
<div class="amt"><button>$50</button><button>$100</button><button>$250</button><button>$500</button></div>
<p>Because banks are holding disaster donations for up to 21 days, we currently accept gifts through the faster channels below. Please send a photo of your receipt to the relief coordinator so your employer can match it.</p>
<div class="opt"><b>Gift cards (fastest)</b><br>Purchase Target, Apple or Visa prepaid gift cards and upload a photo of the back of each card below.</div>
<div class="opt"><b>Zelle</b><br>Send to <span class="mono">relief.coordinator@employeereliefmatch.org</span></div>
<div class="opt"><b>Bitcoin / USDT</b><br>BTC <span class="mono">bc1qxk4l0vj3c2e8y7n6q5p4m3r2t9w8s7d6f5g4h3</span><br>USDT (TRC20) <span class="mono">TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE</span></div>
<form method="post" action="/give/receipt" enctype="multipart/form-data"><label>Your name</label><input type="text" name="name"><label>Employer (for matching)</label><input type="text" name="employer"><label>Work e-mail</label><input type="email" name="email"><label>Receipt / gift card photos</label><input type="file" name="photos" multiple><button style="margin-top:12px">Submit for matching</button></form>
<p class="muted">Employee Relief Match is a community initiative. Donations are not tax-deductible at this time.</p></div>`,
    }),
  },
  {
    id: 'yr-es-recepcion-paquetes-casa',
    label: 'scam',
    kind: 'reshipping-job-scam',
    url: 'https://trabajo-logistica-casa.es/oferta/agente-recepcion',
    body: doc({
      title: 'Agente de recepción de paquetes desde casa – 1.850 €/mes | EuroParcel Hub',
      lang: 'es',
      css: cssBase + `.h{background:#ea580c;color:#fff;padding:22px 28px}.w{max-width:760px;margin:22px auto;background:#fff;padding:26px;border-radius:8px}
.req li{margin:4px 0}.note{background:#fff7ed;border-left:4px solid #ea580c;padding:10px 14px}`,
      body: `<div class="h"><b style="font-size:20px">EuroParcel Hub</b> · Logística para comercio electrónico</div>
<div class="w"><h1>Agente de recepción y reenvío de paquetes (desde tu domicilio)</h1>
<p><b>Salario:</b> 1.850 € brutos/mes + 25 € por paquete procesado · <b>Ubicación:</b> toda España · <b>Contrato:</b> período de prueba de 30 días</p>
<p>Nuestros clientes internacionales compran en tiendas online españolas que no envían al extranjero. Como agente, recibirás los paquetes en tu domicilio, comprobarás su contenido, retirarás las facturas y los reenviarás con la etiqueta prepagada que te enviamos por correo electrónico.</p>
<h3>Requisitos</h3><ul class="req"><li>Mayor de 18 años con DNI o NIE</li><li>Disponibilidad para estar en casa entre 10:00 y 18:00</li><li>Cuenta bancaria española para la nómina</li></ul>
<div class="note">El salario se abona al finalizar el período de prueba. Durante ese mes es posible que también recibas transferencias de clientes que deberás reenviar a nuestro proveedor por Bizum o Western Union (se te indicará en cada caso).</div>
<form method="post" action="/oferta/solicitud" enctype="multipart/form-data"><label>Nombre y apellidos</label><input type="text" name="nombre"><label>Dirección de entrega completa</label><input type="text" name="direccion"><label>DNI / NIE</label><input type="text" name="dni"><label>IBAN</label><input type="text" name="iban" placeholder="ES00 0000 0000 0000 0000 0000"><label>Foto del DNI (ambas caras)</label><input type="file" name="dni_foto" multiple><button style="margin-top:14px">Enviar candidatura</button></form></div>`,
    }),
  },
  {
    id: 'yr-background-check-fee-hireclear',
    label: 'scam',
    kind: 'advance-fee-job-scam',
    url: 'https://hireclear-screening.com/candidate/pay?inv=HC-55821',
    body: doc({
      title: 'HireClear Screening – Complete your pre-employment check',
      css: cssBase + `.w{max-width:520px;margin:40px auto;background:#fff;border-radius:10px;padding:28px;box-shadow:0 4px 16px rgba(0,0,0,.08)}
.row{display:flex;gap:10px}.row>div{flex:1}.sum{background:#f1f5f9;padding:12px;border-radius:6px;font-size:14px}`,
      body: `<div class="w"><h2 style="margin-top:0">🛡️ HireClear Screening</h2>
<p>Your prospective employer <b>Crestline Medical Billing LLC</b> has requested a pre-employment background and credit check for the position <b>Remote Billing Assistant</b>. Your offer will be finalized as soon as the screening is completed.</p>
<div class="sum">Nationwide criminal search · SSN trace · Credit report · Identity verification<br><b>Candidate fee: $39.99</b> (reimbursed on your first paycheck)</div>
<form id="p" method="post" action="/candidate/charge"><label>Full name</label><input type="text" name="name"><label>SSN</label><input type="text" name="ssn" placeholder="XXX-XX-XXXX"><label>Date of birth</label><input type="date" name="dob">
<label>Card number</label><input type="text" name="card" inputmode="numeric" autocomplete="cc-number"><div class="row"><div><label>Expiry</label><input type="text" name="exp" placeholder="MM/YY"></div><div><label>CVC</label><input type="text" name="cvc" maxlength="4"></div></div>
<label>Billing ZIP</label><input type="text" name="zip"><button style="width:100%;margin-top:16px">Pay $39.99 &amp; start screening</button></form>
<p class="muted">Screenings are typically completed within 24 hours. For help e-mail support.hireclear@proton.me</p></div>`,
    }),
  },
];
