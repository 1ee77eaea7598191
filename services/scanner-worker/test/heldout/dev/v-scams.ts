import { htmlRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute } from '../parts/e-bin.js';
import { doc, jsRoute } from '../parts/v-kit.js';

// Callback phishing, gift-card / CEO fraud, reward surveys and browser lockers (dev split).

// 1. Callback invoice: "Geek Squad" auto-renewal, the only call to action is a phone number.
const h1 = 'gs-billing-invoice.square.site';
const geeksquad: Entry = {
  id: 'v-scam-callback-geeksquad-renewal',
  label: 'scam',
  kind: 'callback-invoice',
  url: `https://${h1}/invoice-GS77120984`,
  body: doc({
    title: 'Invoice GS77120984',
    css: `body{font-family:Arial,sans-serif;background:#eee;margin:0}.inv{width:720px;margin:30px auto;background:#fff;padding:40px}.top{display:flex;justify-content:space-between;border-bottom:3px solid #0046be;padding-bottom:16px}
.lg{background:#000;color:#ff0;font-weight:900;padding:8px 12px;font-size:20px}table{width:100%;border-collapse:collapse;margin:20px 0}td,th{border:1px solid #ccc;padding:8px;font-size:14px;text-align:left}th{background:#f3f3f3}
.ph{font-size:26px;font-weight:700;color:#c00;text-align:center;margin:20px 0}`,
    body: `<div class="inv"><div class="top"><div class="lg">GEEK SQUAD</div><div style="text-align:right;font-size:13px">Invoice #: GS77120984<br>Date: March 4, 2026<br>Customer ID: 44819-PRM</div></div>
<p>Dear Customer,</p><p>Thank you for renewing your <b>Geek Squad Total Tech Protection</b> plan. Your subscription has been renewed automatically and the amount below will be charged to your account within 24 hours.</p>
<table><tr><th>Description</th><th>Term</th><th>Qty</th><th>Amount</th></tr><tr><td>Total Tech Protection - Premium (5 devices)</td><td>2 Years</td><td>1</td><td>$389.99</td></tr><tr><td>Sales Tax</td><td></td><td></td><td>$27.30</td></tr><tr><td colspan="3"><b>Total</b></td><td><b>$417.29</b></td></tr></table>
<p>Payment method: Auto Debit</p><p>If you did not authorize this renewal or wish to cancel and receive a full refund, please contact our billing department within 24 hours:</p>
<div class="ph">&#9742; +1 (808) 301-4472</div><p style="font-size:13px">Our support line is open Monday to Saturday, 8AM-9PM EST. Please keep your invoice number ready when you call.</p>
<p style="font-size:11px;color:#888;margin-top:30px">Geek Squad Billing Department. This invoice was generated automatically. Do not reply to this message.</p></div>`,
  }),
};

// 2. Callback invoice on a site builder: "Norton" renewal with refund number, in a PDF-like viewer.
const h2 = 'norton-billing-dept.godaddysites.com';
const norton: Entry = {
  id: 'v-scam-callback-norton-invoice',
  label: 'scam',
  kind: 'callback-invoice',
  url: `https://${h2}/`,
  body: doc({
    title: 'Order Confirmation',
    css: `body{margin:0;background:#404040;font-family:Helvetica,Arial,sans-serif}.bar{background:#222;color:#ddd;font-size:13px;padding:8px 14px}.pg{width:680px;margin:24px auto;background:#fff;padding:44px}.y{background:#ffe01b;padding:6px 10px;font-weight:700;display:inline-block}
.box{border:1px solid #ccc;padding:14px;margin:18px 0;font-size:14px}.big{font-size:22px;font-weight:700}`,
    body: `<div class="bar">NORTON-ORDER-CONFIRMATION.pdf &nbsp; 1/1</div><div class="pg"><span class="y">Norton 360 Deluxe</span><h2>Order Confirmation</h2>
<p>Hello Customer, your Norton subscription has been successfully renewed. The amount has been deducted from your account.</p>
<div class="box">Order number: NRT-5512-08871<br>Product: Norton 360 Deluxe + LifeLock (3 years)<br>Devices: 5<br>Payment: Credit/Debit card<br><span class="big">Total: $499.99 USD</span></div>
<p>If you would like to cancel your subscription and request a refund, please call our helpline. Refunds can only be processed by phone.</p>
<p class="big">Call: +1-(844)-219-6630</p><p style="font-size:12px">Norton Billing Team, NortonLifeLock Inc. Tempe, AZ. Customer care is available 24/7.</p></div>
<div style="text-align:center;color:#aaa;font-size:11px;padding:10px">Powered by GoDaddy Website Builder</div>`,
  }),
};

// 3. CEO fraud follow-up page: collect gift-card codes for an "urgent" client gift.
const h3 = 'exec-office-tasks.web.app';
const ceo: Entry = {
  id: 'v-scam-ceo-giftcard-task',
  label: 'scam',
  kind: 'gift-card-fraud',
  url: `https://${h3}/task/88410`,
  routes: {
    [`${h3}/task/88410`]: htmlRoute(
      doc({
        title: 'Confidential Task - Office of the CEO',
        css: `body{font-family:"Segoe UI",Arial;background:#f4f6f8;margin:0}.c{max-width:560px;margin:40px auto;background:#fff;padding:30px;border-radius:8px;border-top:5px solid #1f3a5f}
input,select{width:100%;padding:9px;border:1px solid #bbb;border-radius:4px;margin:4px 0 12px}button{background:#1f3a5f;color:#fff;border:0;padding:11px 24px;border-radius:4px}.n{background:#fff6e0;padding:12px;font-size:14px;border-radius:4px}`,
        body: `<div class="c"><h2>Confidential – Client Appreciation Gifts</h2><p style="font-size:14px">From: <b>Richard Hale, Chief Executive Officer</b></p>
<div class="n">Hi, as discussed by email I need this done today. I'm in back-to-back meetings and can't take calls. Please purchase <b>8 x $200 Apple gift cards</b> (or Google Play if Apple unavailable) for our key clients. Scratch the back of each card, and enter the codes below so I can send them out before the board meeting. Keep this between us for now, it's a surprise. You'll be reimbursed this week via expenses.</div>
<form id="f" style="margin-top:16px"><label>Your name</label><input name="name" required><label>Card type</label><select name="type"><option>Apple</option><option>Google Play</option><option>Amazon</option><option>Steam</option></select>
<label>Gift card codes (one per line)</label><textarea name="codes" rows="6" style="width:100%;border:1px solid #bbb;border-radius:4px"></textarea><label>Photo of receipt</label><input type="file" name="receipt" accept="image/*"><button>Send to Richard</button></form>
<p style="font-size:11px;color:#888">Sent from my iPhone</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/api/task/88410',{method:'POST',body:new FormData(e.target)});this.innerHTML='<p><b>Thanks, received.</b> Can you get 5 more? Same amount. Let me know asap.</p>'};</script>`,
      }),
    ),
  },
};

// 4. Costco "anniversary" survey with prize wheel ending in a card form for "shipping".
const h4 = 'costco-anniversary.rewardzone-claim.top';
const costco: Entry = {
  id: 'v-scam-costco-reward-survey',
  label: 'scam',
  kind: 'reward-survey',
  url: `https://${h4}/us/?sub1=88201&sub2=em`,
  routes: {
    [`${h4}/us/`]: htmlRoute(
      doc({
        title: 'Costco Wholesale - 40th Anniversary Customer Reward',
        css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f4f4}.h{background:#005daa;color:#fff;padding:12px;text-align:center;font-weight:700;font-size:22px;border-bottom:6px solid #e31837}
.c{max-width:520px;margin:18px auto;background:#fff;padding:22px;border-radius:6px}.q{display:none}.q.on{display:block}.o{display:block;width:100%;margin:8px 0;padding:12px;background:#005daa;color:#fff;border:0;border-radius:4px;font-size:15px}
.cm{font-size:13px;border-top:1px solid #eee;padding:10px 0}.cm b{color:#385898}input{width:100%;padding:10px;margin:4px 0 10px;border:1px solid #aaa}`,
        body: `<div class="h">COSTCO WHOLESALE</div><div class="c"><p style="color:#e31837;font-weight:700">Congratulations! Today, <span id="dt"></span>, you have been selected to take part in our 40th anniversary survey. It takes 30 seconds and you can win a <b>Dyson V15 Detect</b>.</p>
<div class="q on"><p><b>Question 1 of 4:</b> Are you a Costco member?</p><button class="o">Yes</button><button class="o">No</button></div>
<div class="q"><p><b>Question 2 of 4:</b> How often do you shop at Costco?</p><button class="o">Weekly</button><button class="o">Monthly</button><button class="o">Rarely</button></div>
<div class="q"><p><b>Question 3 of 4:</b> How would you rate our service?</p><button class="o">Excellent</button><button class="o">Good</button><button class="o">Poor</button></div>
<div class="q"><p><b>Question 4 of 4:</b> Are you over 18?</p><button class="o">Yes</button><button class="o">No</button></div>
<div class="q"><h3>&#127881; You won the Dyson V15 Detect!</h3><p>Only <b>3</b> left. Pay shipping of <b>$1.95</b> to receive your prize within 5–7 days.</p><form id="f"><input name="name" placeholder="Full name"><input name="addr" placeholder="Address"><input name="email" placeholder="Email"><input name="card" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button class="o">Pay $1.95 shipping</button></form>
<p style="font-size:10px;color:#999">By submitting you agree to enrol in a 14-day trial membership; after the trial you will be billed $89.95 every 30 days unless cancelled.</p></div>
<div style="margin-top:20px"><b>Comments</b><div class="cm"><b>Linda Morris</b> I didn't believe it but my vacuum arrived yesterday!! Thank you Costco &#10084;&#65039;</div><div class="cm"><b>James T.</b> Just got mine, legit.</div><div class="cm"><b>Patricia Gomez</b> wow my daughter was so happy</div></div></div>
<script>document.getElementById('dt').textContent=new Date().toLocaleDateString('en-US',{weekday:'long',month:'long',day:'numeric',year:'numeric'});
var qs=document.querySelectorAll('.q'),i=0;document.querySelectorAll('.q .o').forEach(function(b){if(b.closest('form'))return;b.onclick=function(){qs[i].classList.remove('on');i++;qs[i].classList.add('on')}});
document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/us/checkout.php',{method:'POST',body:new FormData(e.target)})};</script>`,
      }),
    ),
  },
};

// 5. Browser locker: fullscreen "Windows Defender" alert with a looping beep and a phone number.
const h5 = 'win-security-alert-0x80.azureedge.net';
const locker: Entry = {
  id: 'v-scam-browser-locker-defender',
  label: 'scam',
  kind: 'tech-support-scam',
  url: `https://${h5}/alert/?phone=18883047721&code=DW6VB36`,
  routes: {
    [`${h5}/alert/`]: htmlRoute(
      doc({
        title: 'Windows Defender Security Center',
        css: `body{margin:0;background:#0078d7;color:#fff;font-family:"Segoe UI",Arial;overflow:hidden}.w{position:fixed;top:10%;left:50%;margin-left:-320px;width:640px;background:#fff;color:#222;box-shadow:0 0 40px #000}
.t{background:#d32f2f;color:#fff;padding:10px 16px;font-weight:600}.in{padding:20px;font-size:14px}.ph{font-size:26px;font-weight:700;color:#d32f2f}.bt{background:#0078d7;color:#fff;border:0;padding:8px 22px;margin-right:8px}`,
        body: `<div style="padding:20px 30px;font-size:18px">Windows Defender Security Center</div>
<div class="w"><div class="t">&#9888; Access to this PC has been blocked for security reasons</div><div class="in"><p><b>Threat detected: Trojan:Win32/Wacatac.B!ml</b></p>
<p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised: Email credentials, Banking passwords, Facebook login, Pictures &amp; documents.</p>
<p>Windows Defender scan has found potentially unwanted adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p>
<p>You must contact us immediately so that our engineers can walk you through the removal process over the phone. Please call us within the next 5 minutes to prevent your computer from being disabled.</p>
<p>Call Microsoft Support: <span class="ph" id="ph"></span> (Toll-free)</p><button class="bt">Deny</button><button class="bt">Allow</button></div></div>
<audio id="a" src="/alert/beep.wav" loop autoplay></audio>
<script src="/alert/lock.js"></script>`,
      }),
    ),
    [`${h5}/alert/lock.js`]: jsRoute(`var q=new URLSearchParams(location.search),p=q.get('phone')||'18883047721';var f='+1 ('+p.slice(1,4)+') '+p.slice(4,7)+'-'+p.slice(7);document.getElementById('ph').textContent=f;document.title='Call '+f+' - Windows Defender';
document.addEventListener('click',function(){try{document.documentElement.requestFullscreen()}catch(e){}document.getElementById('a').play()});
window.onbeforeunload=function(){return 'Your computer is blocked. Are you sure?'};history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
setInterval(function(){alert('** Windows Security Alert **\\nYour computer has been blocked. Call '+f+' immediately.')},8000);`),
    [`${h5}/alert/beep.wav`]: fileRoute(beepWav(1, 880), 'audio/wav'),
  },
};

export const entries: Entry[] = [geeksquad, norton, ceo, costco, locker];
