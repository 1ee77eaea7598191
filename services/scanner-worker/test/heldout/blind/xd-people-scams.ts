import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { shell, baseCss, mark } from '../parts/xd-kit.js';
import { beepWav, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'xd-defender-lock-au-1800',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://win-defender-alert-au.z13.web.core.windows.net/index.html?ph=1800921447&bcda=AU',
  routes: {
    'win-defender-alert-au.z13.web.core.windows.net/index.html': htmlRoute(
      shell(
        'Windows Defender Security Center',
        `<div id="full" style="position:fixed;inset:0;background:#0078d7;color:#fff;font-family:Segoe UI,Arial;padding:40px;cursor:none">
 <h1 style="font-weight:300;font-size:36px">Windows Defender — Security Warning</h1>
 <p style="font-size:20px"><b>Access to this PC has been blocked for security reasons.</b></p>
 <p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised:</p>
 <ul><li>Email credentials</li><li>Banking passwords (CommBank, Westpac, ANZ, NAB)</li><li>Facebook login</li><li>Pictures &amp; documents</li></ul>
 <p style="font-size:24px">Call Microsoft Support: <b id="ph">1800 921 447</b> (Toll Free, Australia)</p>
 <p>Closing this window will put your personal information at risk and lead to a suspension of your Windows registration.</p>
 <div style="background:#fff;color:#000;padding:14px;max-width:480px;border-radius:4px"><b>Windows Defender Scan</b><br><span id="scan">Scanning… 0 threats</span><br><progress id="pg" max="100" value="0" style="width:100%"></progress></div>
</div>
<audio id="a" src="/assets/alert-loop.wav" loop autoplay></audio>
<script>
var p = new URLSearchParams(location.search).get('ph') || '1800921447';
document.getElementById('ph').textContent = p.replace(/(\\d{4})(\\d{3})(\\d{3})/, '$1 $2 $3');
var n = 0; setInterval(function () { n = Math.min(100, n + 3); document.getElementById('pg').value = n; document.getElementById('scan').textContent = 'Scanning… ' + Math.floor(n / 7) + ' threats found'; }, 300);
document.addEventListener('click', function () { var e = document.documentElement; (e.requestFullscreen || e.webkitRequestFullscreen || function () {}).call(e); document.getElementById('a').play(); if (navigator.keyboard && navigator.keyboard.lock) navigator.keyboard.lock(); });
for (var i = 0; i < 30; i++) history.pushState({}, '', location.href);
window.onpopstate = function () { history.pushState({}, '', location.href); };
window.onbeforeunload = function () { return 'Your computer is at risk. Call 1800 921 447'; };
setTimeout(function () { alert('** WINDOWS DEFENDER ALERT **\\nTrojan Spyware detected. Call Microsoft Support at ' + p); }, 2000);
</script>`,
      ),
    ),
    'win-defender-alert-au.z13.web.core.windows.net/assets/alert-loop.wav': fileRoute(beepWav(1, 950), 'audio/wav'),
  },
},
{
  id: 'xd-nbn-outage-refund-anydesk',
  label: 'scam',
  kind: 'remote-access-refund-scam',
  url: 'https://nbn-refunds-team.com/outage-compensation/claim',
  body: shell(
    'nbn™ Outage Compensation – Refund Department',
    `<header class="top" style="background:#fff;border-bottom:4px solid #6c2c91"><b style="color:#6c2c91;font-size:24px">nbn</b><span style="margin-left:8px">Refund Department</span></header>
<main style="max-width:640px">
 <h1 style="font-size:24px">You are owed $349.00 in outage compensation</h1>
 <p>Due to extended network outages in your area, your internet provider (Telstra, Optus, TPG, Aussie Broadband) has approved a refund under the Customer Service Guarantee.</p>
 <h3>How to receive your refund</h3>
 <ol>
  <li>Call our refund team on <b>1300 480 619</b> and quote reference <b>NBN-RF-55810</b>.</li>
  <li>Download our secure refund application below so the technician can process the payment.</li>
  <li>Log in to your online banking when asked, so the refund can be deposited instantly.</li>
 </ol>
 <a class="btn" style="background:#6c2c91" href="https://download.anydesk.com/AnyDesk.exe">Download Refund Support Tool</a>
 <p class="muted" style="margin-top:12px">Your 9-digit support ID will be shown after installing. Read it to the technician. Do not close the window during the refund.</p>
 <form id="f" style="margin-top:24px">
  <h3>Refund request form</h3>
  <label>Name</label><input name="n" required><label>Phone</label><input name="p" type="tel" required><label>Your bank</label><select name="b"><option>CommBank</option><option>Westpac</option><option>ANZ</option><option>NAB</option><option>Other</option></select>
  <button style="margin-top:12px;background:#6c2c91">Request call back</button>
 </form>
</main>
<script>document.getElementById('f').onsubmit = function (e) { e.preventDefault(); fetch('/outage-compensation/cb.php', { method: 'POST', body: new FormData(this) }); this.innerHTML = '<p>A refund officer will call you within 10 minutes.</p>'; };</script>`,
    { css: baseCss('#6c2c91') },
  ),
},
{
  id: 'xd-payid-business-upgrade-seller',
  label: 'scam',
  kind: 'marketplace-payid-scam',
  url: 'https://payid-au.transfer-notice.com/receive/PD-99201-4471',
  body: shell(
    'PayID – Payment Pending',
    `<main style="max-width:560px">
 <div style="display:flex;align-items:center;gap:8px"><svg width="70" height="28" viewBox="0 0 70 28"><rect width="70" height="28" rx="14" fill="#00a651"/><text x="12" y="19" font-family="Arial" font-weight="700" font-size="14" fill="#fff">PayID</text></svg><span class="muted">via NPP Australia</span></div>
 <h1 style="font-size:22px">You have received a payment of $480.00</h1>
 <p>From: <b>Daniel Harper</b> · For: <b>Facebook Marketplace – Dining table</b></p>
 <div style="background:#fff4e5;border-left:4px solid #f57c00;padding:12px">The funds are <b>on hold</b> because your PayID is registered to a personal account. Sellers receiving payments for goods must upgrade to a <b>PayID Business Account</b>. The buyer has agreed to pay the <b>$300.00</b> upgrade fee on your behalf — please transfer it first and it will be reimbursed together with your payment within 15 minutes.</div>
 <h3>Upgrade fee payment details</h3>
 <table><tr><td>Account name</td><td><b>PayID Business Services</b></td></tr><tr><td>BSB</td><td><b>064-271</b></td></tr><tr><td>Account</td><td><b>1049 3382</b></td></tr><tr><td>Reference</td><td><b>PD99201</b></td></tr></table>
 <form id="c">
  <h3>Confirm your receiving account</h3>
  <label>Account name</label><input name="an" required><label>BSB</label><input name="bsb" required><label>Account number</label><input name="acc" required><label>Mobile / PayID</label><input name="payid" required>
  <label>Upload receipt of upgrade payment</label><input type="file" name="receipt" accept="image/*,.pdf">
  <button style="margin-top:12px;background:#00a651">Release my $480.00</button>
 </form>
 <p class="muted">NPP Australia Limited · This is an automated email, please do not reply.</p>
</main>
<script>document.getElementById('c').onsubmit = function (e) { e.preventDefault(); fetch('/receive/confirm', { method: 'POST', body: new FormData(this) }); this.innerHTML = '<p>Your account is being upgraded. If the fee is not received within 30 minutes your payment will be cancelled.</p>'; };</script>`,
    { css: baseCss('#00a651') + 'td{padding:6px 12px 6px 0}' },
  ),
},
{
  id: 'xd-hi-mum-new-number-bill',
  label: 'scam',
  kind: 'hi-mum-impersonation-scam',
  url: 'https://msg-me.link/p/mum-x77q',
  body: shell(
    'New message',
    `<div style="max-width:420px;margin:0 auto;background:#e5ddd5;min-height:100vh;padding:14px;font-family:Helvetica,Arial">
 <div class="b">Hi Mum, it's me 😊 I dropped my phone in the toilet 🙈 this is my new number, you can delete the old one</div>
 <div class="b">Are you busy? I need a favour, I've got 2 bills due today and my new phone isn't linked to my banking app yet so I can't log in for 24 hours</div>
 <div class="b">Can you pay them for me and I'll pay you back tomorrow, promise ❤️</div>
 <div class="b" style="background:#fff"><b>Invoice 1</b><br>Name: K. Sharma Electrical<br>BSB: 062-692<br>Acc: 1077 4452<br>Amount: $1,940.00<br><br><b>Invoice 2</b><br>Name: J Lim<br>PayID: 0451 883 207<br>Amount: $860.00</div>
 <div class="b">Please send me a screenshot when it's done xx Save this number and message me on WhatsApp, I can't call at the moment the mic isn't working</div>
 <a href="https://wa.me/61451883207?text=Hi%20love%20it%27s%20Mum" style="display:block;background:#25d366;color:#fff;text-align:center;padding:14px;border-radius:24px;text-decoration:none;margin-top:18px">Open in WhatsApp</a>
</div>`,
    { css: '.b{background:#dcf8c6;padding:10px 12px;border-radius:8px;margin:8px 0;font-size:15px;max-width:85%}' },
  ),
},
{
  id: 'xd-romance-diplomatic-courier-fee',
  label: 'scam',
  kind: 'romance-courier-scam',
  url: 'https://globaldiplomaticcourier-services.com/track/consignment?awb=GDC-7730-19-AU',
  routes: {
    'globaldiplomaticcourier-services.com/track/consignment': htmlRoute(
      shell(
        'Global Diplomatic Courier Services – Consignment Tracking',
        `<header class="top" style="background:#1c2a48;color:#fff"><b>GLOBAL DIPLOMATIC COURIER SERVICES</b><span style="margin-left:auto;font-size:12px">Secure · Insured · Diplomatic Immunity</span></header>
<main style="max-width:760px">
 <h1 style="font-size:22px">Consignment GDC-7730-19-AU</h1>
 <table style="width:100%">
  <tr><td>Sender</td><td>Sgt. Michael R. Hastings, US Army (UN Peacekeeping Mission, South Sudan)</td></tr>
  <tr><td>Receiver</td><td id="rcv">Mrs. Helen W., Ballarat VIC</td></tr>
  <tr><td>Content</td><td>1 x Metal trunk box — personal effects, family valuables and consignment funds (US$850,000.00)</td></tr>
  <tr><td>Current location</td><td>Sydney Kingsford Smith Airport — Customs Hold Unit 4</td></tr>
  <tr><td>Status</td><td style="color:#c62828"><b>ON HOLD — Anti-Terrorism / Money Laundering clearance certificate required</b></td></tr>
 </table>
 <h3>Progress</h3>
 <ol><li>✔ Juba, South Sudan — Picked up</li><li>✔ Dubai — In transit</li><li>✔ Sydney — Arrived</li><li>✖ Clearance — Awaiting fee</li><li>◯ Delivery to receiver</li></ol>
 <div style="background:#fff3e0;padding:14px;border-radius:4px">To release the consignment the receiver must pay the <b>clearance certificate fee of A$4,750.00</b>. The fee is fully refundable on delivery. Payment by bank transfer, Bitcoin, or Apple / Steam gift cards (send card photos to the agent).</div>
 <p>Agent on duty: <b>Mr. Daniel Okoro</b> · agent.okoro@gdcs-mail.com · WhatsApp +44 7418 330912</p>
 <p><b>BTC:</b> bc1qk3w8ytf0xv7a2l9tqj4msd6hcu5r0ep7zn2g8y</p>
</main>`,
        { css: baseCss('#1c2a48') + 'td{padding:8px;border-bottom:1px solid #eee;vertical-align:top}' },
      ),
    ),
  },
},
{
  id: 'xd-student-room-kensington-bond',
  label: 'scam',
  kind: 'rental-scam',
  url: 'https://unsw-roomshare.com/listing/kensington-room-220pw',
  body: shell(
    'Furnished room near UNSW Kensington $220/wk – bills incl. | 近UNSW单间出租',
    `<main style="max-width:760px">
 <h1 style="font-size:24px">Furnished room, 5 min walk to UNSW — $220/week, bills included</h1>
 <p>近新南威尔士大学 步行5分钟 独立带家具单间 含水电网</p>
 <p>Available now. Quiet, clean, suits international student. Queen bed, desk, wifi, shared kitchen and bathroom.</p>
 <p>I'm Dr. Emily Watson, currently working overseas with Médecins Sans Frontières, so I can't show the room in person. I've listed it with <b>Airbnb Long Stay Secure</b>: you pay 4 weeks bond + 2 weeks rent (<b>$1,320</b>) to secure the room, and I'll send the keys and contract by DHL. If you don't like the room you get a full refund.</p>
 <p>房东在国外工作无法看房，先付押金+两周房租即可锁定房间，钥匙快递寄送。</p>
 <h3>Apply / 申请</h3>
 <form id="ap" enctype="multipart/form-data">
  <label>Full name / 姓名</label><input name="name" required>
  <label>Email</label><input name="email" type="email" required>
  <label>Phone / WeChat</label><input name="phone" required>
  <label>Passport number / 护照号码</label><input name="passport" required>
  <label>Student ID</label><input name="sid">
  <label>Upload passport photo page / 上传护照照片</label><input type="file" name="pp" accept="image/*" required>
  <label>Move-in date</label><input name="date" placeholder="DD/MM/YYYY">
  <button style="margin-top:12px;background:#ff5a5f">Send application</button>
 </form>
 <p class="muted">Payment by bank transfer (Westpac BSB 032-000) or Western Union only. Do not contact other agents.</p>
</main>
<script>document.getElementById('ap').onsubmit = function (e) { e.preventDefault(); fetch('/api/apply', { method: 'POST', body: new FormData(this) }); this.innerHTML = '<p>Thanks! Please check your email for the Airbnb payment link. 请查收邮件完成付款。</p>'; };</script>`,
    { css: baseCss('#ff5a5f') },
  ),
},
{
  id: 'xd-sextortion-btc-countdown',
  label: 'scam',
  kind: 'extortion-scam',
  url: 'https://secure-message-portal.online/m/6f2a1c9e',
  body: shell(
    'Private message',
    `<div style="max-width:640px;margin:40px auto;font-family:Courier New,monospace;background:#111;color:#ddd;padding:28px;border-radius:6px">
 <p>Hello <span id="who">there</span>,</p>
 <p>I'll get straight to the point. I have had access to your device for some time through a trojan installed when you visited a website. I have recorded you through your webcam while you watched adult videos and I have a copy of your contacts, Facebook friends and emails.</p>
 <p>If you want me to delete the video, transfer <b>AU$1,450</b> in Bitcoin to this address:</p>
 <p style="background:#222;padding:10px;color:#0f0" id="btc">bc1qz7h0m4x2k9f8lq5d3ytrw6n0p8va4c2e5s9gu</p>
 <p>You have <b id="t">48:00:00</b>. I receive a notification when you open this page. If I don't get the payment, the video goes to everyone in your contact list and your employer.</p>
 <p>Don't go to the police. Don't reply. I'll know.</p>
 <p style="font-size:12px">Don't know how to buy Bitcoin? Use CoinSpot, Swyftx or a Bitcoin ATM at your local service station.</p>
</div>
<script>
var e = new URLSearchParams(location.search).get('e'); if (e) document.getElementById('who').textContent = atob(e);
var end = Date.now() + 48 * 3600e3;
setInterval(function () { var s = Math.max(0, Math.floor((end - Date.now()) / 1000)); document.getElementById('t').textContent = [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60].map(function (x) { return String(x).padStart(2, '0'); }).join(':'); }, 1000);
new Image().src = '/m/open.gif?id=6f2a1c9e&t=' + Date.now();
</script>`,
  ),
},
{
  id: 'xd-antiscam-compensation-fee',
  label: 'scam',
  kind: 'recovery-scam',
  url: 'https://scam-compensation-gov-au.org/nasc/victims/eligibility',
  body: shell(
    'National Anti-Scam Centre – Victim Compensation Scheme',
    `<header class="top" style="background:#fff;border-bottom:4px solid #1b3b6f">${mark.coatOfArms(40)}<div style="font-size:13px">Australian Government<br><b>National Anti-Scam Centre</b></div></header>
<main style="max-width:680px">
 <h1 style="font-size:24px">Scam Victim Compensation Scheme 2025</h1>
 <p>You have been identified from ACCC Scamwatch reports as a victim of an online scam. Under the Scams Prevention Framework you may be eligible for compensation of up to <b>$15,000</b>, paid by the banks and telcos involved.</p>
 <form id="el">
  <label>Full name</label><input name="name" required><label>Date of birth</label><input name="dob" required><label>Scamwatch report number (if known)</label><input name="rep">
  <label>Amount lost</label><input name="lost" required><label>Mobile</label><input name="mob" type="tel" required>
  <button style="margin-top:12px;background:#1b3b6f">Check eligibility</button>
 </form>
 <div id="ok" style="display:none;background:#e8f5e9;padding:14px;margin-top:14px">
  <b>You are eligible for $12,480.00.</b> To release the payment, a refundable anti-money-laundering verification fee of <b>$395</b> must be paid by bank transfer or iTunes gift cards within 48 hours. A case officer will call you from 02 6243 1111.
 </div>
</main>
<script>document.getElementById('el').onsubmit = function (e) { e.preventDefault(); fetch('/nasc/api/lead', { method: 'POST', body: new FormData(this) }); document.getElementById('ok').style.display = 'block'; };</script>`,
    { css: baseCss('#1b3b6f') },
  ),
},
];
