import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, cardFields, cardFormatJs, doc, formCss, mark, seal } from '../parts/ye-kit.js';

export const entries: Entry[] = [
{
  id: 'ye-defender-fullscreen-beep-phone',
  label: 'scam',
  kind: 'tech-support-popup',
  url: 'https://win-defender-alert0x80.z22.web.core-secure.net/index.html?ph=18443920177',
  body: doc({
    title: 'Windows Defender - Security Warning',
    css: `body{margin:0;background:#0b5cad;font-family:"Segoe UI",Arial,sans-serif;color:#fff;overflow:hidden;cursor:none}.scan{position:fixed;inset:0;background:url(/bg-scan.png) center/cover}.pop{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);width:620px;background:#fff;color:#222;box-shadow:0 0 40px #000}.pt{background:#d32f2f;color:#fff;padding:10px 14px;font-weight:600}.pb{padding:18px 22px}.ph{font-size:28px;color:#d32f2f;font-weight:700;text-align:center;margin:16px 0}.btns{text-align:right}.btns button{padding:8px 22px;margin-left:8px}.ticker{position:fixed;bottom:0;left:0;right:0;background:#000;color:#ff0;padding:10px;font-size:18px;text-align:center}`,
    bodyAttrs: 'onclick="lock()"',
    body: `<div class="scan"></div>
<div class="pop"><div class="pt">&#9888; Windows Defender Security Center</div>
<div class="pb"><p><b>Access to this PC has been blocked for security reasons.</b></p>
<p>Your computer has alerted us that it has been infected with a Trojan Spyware (Error code: 0x80070424). The following data has been compromised:</p>
<ul><li>Email credentials</li><li>Banking passwords</li><li>Facebook login</li><li>Pictures &amp; documents</li></ul>
<p>Windows Defender scan has found potentially unwanted adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents. Closing this window will put your personal information at risk and lead to a suspension of your Windows registration.</p>
<div class="ph">Call Microsoft Support: <span id="ph">+1 (844) 392-0177</span> (Toll Free)</div>
<div class="btns"><button onclick="lock()">Deny</button><button onclick="lock()">Allow</button></div></div></div>
<div class="ticker">Windows Security Alert &middot; Do not restart your PC &middot; Call +1 (844) 392-0177 immediately</div>
<audio id="a" src="/alert.wav" autoplay loop></audio>
<script>
var p=new URLSearchParams(location.search).get('ph');if(p){var f='+1 ('+p.slice(1,4)+') '+p.slice(4,7)+'-'+p.slice(7);document.getElementById('ph').textContent=f;}
function lock(){try{document.documentElement.requestFullscreen();}catch(e){}try{navigator.keyboard&&navigator.keyboard.lock();}catch(e){}document.getElementById('a').play();}
window.onbeforeunload=function(){return 'Your computer is at risk';};
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href);};
setInterval(function(){alert('** Windows Security Alert **\\n\\nTrojan Spyware detected. Call Microsoft Support at +1 (844) 392-0177');},6000);
</script>`,
  }),
  routes: {
    'win-defender-alert0x80.z22.web.core-secure.net/alert.wav': fileRoute(beepWav(2, 1000), 'audio/wav'),
    'win-defender-alert0x80.z22.web.core-secure.net/bg-scan.png': pngRoute(11, 92, 173),
  },
},

{
  id: 'ye-amazon-overcharge-anydesk-refund',
  label: 'scam',
  kind: 'refund-scam',
  url: 'https://amazon-refund-dept.support-desk.help/case/8812',
  body: doc({
    title: 'Amazon Refund Department',
    css: `body{margin:0;font-family:"Amazon Ember",Arial,sans-serif;background:#eaeded}.h{background:#131921;color:#fff;padding:12px 20px;font-size:22px;font-weight:700}.h span{color:#ff9900}.c{max-width:680px;margin:22px auto;background:#fff;padding:24px;border-radius:4px}.steps li{margin:8px 0}.dl{display:inline-block;background:#ffd814;color:#0f1111;border-radius:20px;padding:10px 26px;text-decoration:none}.ph{font-size:24px;font-weight:700;color:#b12704}`,
    body: `<div class="h">amazon<span>.refunds</span></div>
<div class="c"><h2>We owe you a refund of $1,499.00</h2>
<p>Our records show that your account was charged twice for order #112-8841203-4471166 (Apple MacBook Air 13"). Per Amazon policy this duplicate payment must be returned directly to your bank account by a Refund Specialist.</p>
<ol class="steps"><li>Call the Refund Department at <span class="ph">1-888-402-7716</span>.</li><li>Download our secure refund tool (AnyDesk) so the specialist can process the refund on your screen.</li><li>Log in to your online banking while the specialist is connected. Do not close the session.</li></ol>
<p><a class="dl" href="https://download.anydesk.com/AnyDesk.exe">Download Refund Tool</a></p>
<p style="font-size:12px;color:#666">Case #8812 &middot; Available 8 AM&ndash;8 PM EST</p></div>`,
  }),
},

{
  id: 'ye-romance-diplomatic-courier-fee',
  label: 'scam',
  kind: 'romance-courier-scam',
  url: 'https://globaldiplomaticcourierservices.com/tracking/result?code=GDC-44718-US',
  body: doc({
    title: 'Global Diplomatic Courier Services - Shipment Tracking',
    css: `body{margin:0;font-family:Tahoma,Arial,sans-serif;background:#fff}.h{background:#0a2342;color:#fff;padding:16px 24px}.h b{font-size:22px}.c{max-width:760px;margin:20px auto;padding:0 16px}table{width:100%;border-collapse:collapse}td{border:1px solid #ccc;padding:8px}.r{color:#c00;font-weight:700}.box{background:#f5f5f5;padding:14px;margin-top:14px}`,
    body: `<div class="h"><b>GLOBAL DIPLOMATIC COURIER SERVICES</b><br><small>Secure consignment delivery since 1987 &middot; Washington &middot; London &middot; Dubai</small></div>
<div class="c"><h2>Consignment Status</h2>
<table><tr><td>Tracking code</td><td>GDC-44718-US</td></tr><tr><td>Sender</td><td>SGT. Daniel R. Whitman (U.S. Army, Camp Bondsteel)</td></tr><tr><td>Receiver</td><td>Ms. Patricia Horton, Tulsa, OK</td></tr><tr><td>Content</td><td>Diplomatic box: personal effects and funds (sealed)</td></tr><tr><td>Declared value</td><td>$1,850,000.00</td></tr><tr><td>Current location</td><td>JFK International Airport &mdash; Customs Hold</td></tr><tr><td>Status</td><td class="r">ON HOLD &mdash; Non-Inspection Certificate required</td></tr></table>
<div class="box"><p>The consignment cannot be released to the receiver until the Non-Inspection / Anti-Terrorism clearance fee of <b>$7,450.00</b> is paid. Payment can be made by Bitcoin, Apple gift cards or bank wire to our clearing agent. Once paid, the diplomat will hand-deliver the box within 48 hours.</p>
<p>Contact clearing agent: agent.williams@globaldiplomaticcourierservices.com &middot; +1 (302) 555-0148</p></div></div>`,
  }),
},

{
  id: 'ye-frenchie-puppies-zelle-crate-fee',
  label: 'scam',
  kind: 'puppy-scam',
  url: 'https://sunnymeadowfrenchies.com/available-puppies/',
  body: doc({
    title: 'Available Puppies | Sunny Meadow Frenchies',
    css: `body{margin:0;font-family:Georgia,serif;background:#fffaf3;color:#3b2f2f}.h{text-align:center;padding:26px;background:#f7e6d3}.h h1{margin:0;font-size:34px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:18px;max-width:1000px;margin:24px auto;padding:0 16px}.pup{background:#fff;border-radius:10px;padding:14px;box-shadow:0 1px 4px rgba(0,0,0,.1)}.ph{height:160px;background:#e9d8c5;border-radius:8px;display:flex;align-items:center;justify-content:center;font-size:64px}.pr{color:#b5541b;font-weight:700}.pol{max-width:800px;margin:20px auto;background:#fff;padding:20px;border-radius:10px}`,
    body: `<div class="h"><h1>Sunny Meadow Frenchies</h1><p>Home-raised AKC French Bulldogs &middot; Health guaranteed &middot; Nationwide delivery</p></div>
<div class="g">
<div class="pup"><div class="ph">&#128054;</div><h3>Bella &ndash; Blue Fawn Female</h3><p>10 weeks &middot; vaccinated &middot; vet checked</p><p class="pr">$650</p></div>
<div class="pup"><div class="ph">&#128054;</div><h3>Milo &ndash; Lilac Male</h3><p>11 weeks &middot; microchipped</p><p class="pr">$700</p></div>
<div class="pup"><div class="ph">&#128054;</div><h3>Coco &ndash; Cream Female</h3><p>9 weeks &middot; potty trained</p><p class="pr">$650</p></div></div>
<div class="pol"><h2>Adoption process</h2><ol><li>Text us at (405) 555-0126 to reserve your baby.</li><li>Pay the adoption fee via <b>Zelle, Cash App, Apple Pay or Walmart/Amazon gift cards</b>. We do not accept PayPal or credit cards because of past fraud.</li><li>Our pet delivery partner will contact you. A refundable climate-controlled crate and insurance fee of $1,200 is required before the flight.</li></ol>
<p>Sorry, no visits or video calls at this time due to our family's health precautions. All puppies come with papers, toys and a 2-year health guarantee.</p></div>`,
  }),
},

{
  id: 'ye-student-loan-forgiveness-enroll-fee',
  label: 'scam',
  kind: 'student-loan-scam',
  url: 'https://studentreliefcenter.us/forgiveness/apply',
  body: doc({
    title: 'National Student Relief Center | Federal Loan Forgiveness Enrollment',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#1b1b1b}.h{background:#1a3a6b;color:#fff;padding:14px 26px;display:flex;align-items:center;gap:12px}.hero{background:#eef3fb;padding:24px;text-align:center}.hero h1{color:#1a3a6b}.c{max-width:640px;margin:20px auto;padding:0 16px}.cd{color:#b00;font-weight:700}button{background:#b00;color:#fff;border:0;padding:13px 30px;font-size:17px}${formCss}`,
    body: `<div class="h">${seal('NSRC', '#1a3a6b', 44)}<b>National Student Relief Center</b></div>
<div class="hero"><h1>Final Notice: Your Federal Student Loans Qualify for Forgiveness</h1><p>Under the new 2025 Education Department program, borrowers can have balances reduced to $0. Enrollment closes <span class="cd">Friday at midnight</span>.</p></div>
<div class="c"><form method="post" action="/forgiveness/enroll.php">
<div class="fld"><label>Full name</label><input name="name" required></div>
<div class="fld"><label>Social Security Number</label><input name="ssn" required></div>
<div class="fld"><label>FSA ID username</label><input name="fsa_user" required></div>
<div class="fld"><label>FSA ID password</label><input name="fsa_pass" type="password" required></div>
<div class="fld"><label>Total student loan balance</label><input name="bal"></div>
<p>One-time document preparation fee: <b>$499</b>, then $39/month until forgiveness is complete. Stop paying your loan servicer while your application is processed; we will handle all communication.</p>
${cardFields()}
<button>Enroll now</button></form>
<p style="font-size:12px;color:#666">National Student Relief Center is a private document preparation service.</p></div>`,
  }),
},

{
  id: 'ye-sheriff-bond-bitcoin-atm-qr',
  label: 'scam',
  kind: 'crypto-atm-payment-scam',
  url: 'https://maricopa-sheriff-bondpay.com/pay/instructions?case=CR2025-008841',
  body: doc({
    title: 'Sheriff\'s Office - Bond Payment Instructions',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f0f0ea}.h{background:#3e3b2c;color:#fff;padding:14px 24px;display:flex;gap:12px;align-items:center}.c{max-width:700px;margin:20px auto;background:#fff;padding:24px}ol li{margin:10px 0}.qr{width:180px;height:180px;background:repeating-linear-gradient(45deg,#000 0 6px,#fff 6px 12px);margin:10px auto}.addr{font-family:monospace;text-align:center;background:#eee;padding:8px;word-break:break-all}.red{color:#a00;font-weight:700}`,
    body: `<div class="h">${seal('MCSO', '#6b5b2a', 48)}<div><b>Maricopa County Sheriff's Office</b><br><small>Warrant &amp; Bond Services</small></div></div>
<div class="c"><h2>Case CR2025-008841 &mdash; Secured Bond Payment</h2>
<p class="red">Stay on the line with the deputy while completing these steps. Hanging up will cancel the bond agreement and a deputy will be dispatched to your address.</p>
<ol><li>Withdraw <b>$4,800</b> cash from your bank. If the bank asks, tell them the funds are for a family emergency.</li>
<li>Go to the nearest Bitcoin ATM (Bitcoin Depot, CoinFlip, Athena) &mdash; found at most gas stations and grocery stores.</li>
<li>Select "Buy Bitcoin", scan the county's secure wallet QR code below and insert the cash.</li>
<li>Photograph the receipt and text it to the deputy at (602) 555-0172.</li></ol>
<div class="qr" role="img" aria-label="wallet QR"></div>
<div class="addr">bc1q8t4x0m2l6vzk9yf3r7hq5wd2n8p0s4cj6ue3ga</div>
<p>Your bond will be refunded in full after your court appearance.</p></div>`,
  }),
},

{
  id: 'ye-sextortion-btc-note-webcam',
  label: 'scam',
  kind: 'extortion-scam',
  url: 'https://secure-note.io/n/6f31a9d8c2',
  body: doc({
    title: 'Private note',
    css: `body{margin:0;background:#111;color:#ddd;font-family:Consolas,Menlo,monospace}.n{max-width:720px;margin:40px auto;background:#1b1b1b;border:1px solid #333;padding:26px;line-height:1.6}.btc{background:#000;color:#f7931a;padding:10px;word-break:break-all}.tm{color:#f55;font-size:22px}`,
    body: `<div class="n"><p>Hello,</p><p>I know that your password is one you use on several sites, and I know about your address on Elm Street. Some months ago I gained access to your devices through a router vulnerability. I have been watching you through your camera. I have a video of you while you were visiting adult websites, along with the full list of your contacts from your phone and email.</p>
<p>If you want me to delete the video, transfer <b>$1,450 USD in Bitcoin</b> to the wallet below. You can buy Bitcoin at any Bitcoin ATM or on Coinbase/Cash App.</p>
<p class="btc">bc1qz7u4p2k9d8y3m6w0v5t1rhx8e2lcn4sa7fj0qg</p>
<p>You have <span class="tm" id="tm">48:00:00</span> after opening this note. If I do not receive payment, the video will be sent to your family, coworkers and posted online. Do not contact the police; I will know.</p></div>
<script>var s=172800;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('tm').textContent=[h,m,x].map(function(v){return String(v).padStart(2,'0')}).join(':');},1000);</script>`,
  }),
},

{
  id: 'ye-tro-cap-lien-bang-vi',
  label: 'scam',
  kind: 'grant-scam',
  url: 'https://trocap-chinhphu-hoaky.com/dang-ky',
  body: doc({
    lang: 'vi',
    title: 'Chương Trình Trợ Cấp Liên Bang 2025 - Đăng Ký',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f7f7f7}.h{background:#b22234;color:#fff;padding:16px 22px;font-weight:700;font-size:20px}.c{max-width:620px;margin:20px auto;background:#fff;padding:22px;border-radius:6px}.amt{font-size:32px;color:#b22234;font-weight:700}button{background:#3c3b6e;color:#fff;border:0;padding:12px 26px;font-size:16px}${formCss}`,
    body: `<div class="h">&#9733; Chương Trình Trợ Cấp Liên Bang Cho Cộng Đồng Người Việt</div>
<div class="c"><p>Chúc mừng! Quý vị đã được chọn nhận khoản trợ cấp không hoàn lại từ Chính phủ Hoa Kỳ:</p><p class="amt">$14,000 USD</p>
<p>Khoản tiền này không phải là tiền vay và không cần hoàn trả. Để nhận tiền, quý vị chỉ cần đóng phí xử lý hồ sơ <b>$350</b> bằng thẻ quà tặng Target hoặc chuyển Zelle cho nhân viên phụ trách.</p>
<form method="post" action="/dang-ky/gui.php">
<div class="fld"><label>Họ và tên</label><input name="hoten" required></div>
<div class="fld"><label>Số An Sinh Xã Hội (SSN)</label><input name="ssn" required></div>
<div class="fld"><label>Số điện thoại</label><input name="dt" required></div>
<div class="fld"><label>Mã thẻ quà tặng và mã PIN</label><input name="the"></div>
<button>Nhận trợ cấp</button></form>
<p style="font-size:13px">Liên hệ nhân viên: Ông Nguyễn Văn Hùng &middot; (714) 555-0139 (Little Saigon)</p></div>`,
  }),
},

{
  id: 'ye-consulate-passport-case-zh',
  label: 'scam',
  kind: 'government-impersonation-scam',
  url: 'https://zgzlg-ny-fuwu.com/tongzhi/',
  body: doc({
    lang: 'zh-CN',
    title: '中华人民共和国驻纽约总领事馆 - 重要通知',
    css: `body{margin:0;font-family:"Microsoft YaHei",SimSun,sans-serif;background:#fff}.h{background:#b50000;color:#ffd700;padding:18px 26px;font-size:22px;font-weight:700}.c{max-width:720px;margin:20px auto;padding:0 18px;line-height:1.8}.w{border:2px solid #b50000;padding:14px;background:#fff6f6}.tel{font-size:24px;color:#b50000;font-weight:700}`,
    body: `<div class="h">&#9733; 中华人民共和国驻纽约总领事馆</div>
<div class="c"><div class="w"><h2>关于您护照涉嫌跨境洗钱案件的紧急通知</h2>
<p>尊敬的同胞：经上海市公安局经侦支队通报，您名下的护照及银行账户涉嫌一宗跨境洗钱案件（案件编号：SH-2025-0417-883）。如您在24小时内未与办案人员联系，您的护照将被注销，国内资产将被冻结，并可能被遣返回国接受调查。</p></div>
<p>请立即拨打领事馆证件处专线，转接上海警方办案人员：</p><p class="tel">+1 (646) 555-0121 转 9</p>
<p>为证明清白，您需要配合进行"资金清查"，将账户资金转入国家安全账户进行核查，核查后全额退还。此案件属于国家机密，请勿向家人、朋友或银行透露，否则将承担法律责任。</p>
<p style="font-size:12px;color:#666">中华人民共和国驻纽约总领事馆 &copy; 2025</p></div>`,
  }),
},
];
