/**
 * yi- scams that lean on family and affection: "Hi Mum" and grandparent emergencies, romance and
 * military romance, bank fraud-team call-backs and "safe account" instructions, extortion.
 */
import { htmlRoute, type Entry } from '../entry.js';
import { pngRoute } from '../parts/e-bin.js';
import { articleCss, bankCss, doc } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-military-romance-leave-application',
  label: 'scam',
  kind: 'romance-scam',
  url: 'https://usarmy-leave-request.org/forms/emergency-leave.html',
  body: doc({
    title: 'U.S. Army Emergency Leave Application – Family & Next of Kin Approval',
    lang: 'en-US',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#e9e8e1;color:#222}.h{background:#221f20;color:#ffcc01;padding:16px 30px;font-weight:700;font-size:20px;letter-spacing:1px}
.m{max-width:760px;margin:24px auto;background:#fff;padding:30px;border-top:6px solid #ffcc01}table{width:100%;border-collapse:collapse}td{border:1px solid #ccc;padding:8px;font-size:14px}
.fee{background:#fff8d0;border:1px solid #e5cf72;padding:12px;margin:16px 0}label{display:block;font-weight:700;font-size:14px;margin:10px 0 4px}
input,select{width:100%;padding:9px;border:1px solid #999;box-sizing:border-box}button{margin-top:18px;background:#221f20;color:#ffcc01;border:0;padding:12px 26px;font-weight:700}`,
    body: `<div class="h">★ U.S. ARMY · PERSONNEL LEAVE OFFICE · UN PEACEKEEPING MISSION</div>
<div class="m"><h2>Emergency Leave Application (DA Form 31-E)</h2>
<table><tr><td>Soldier</td><td>Sgt. Maj. Daniel K. Whitaker</td></tr><tr><td>Service number</td><td>US-72211-0934</td></tr><tr><td>Current station</td><td>Camp Baledogle, Somalia</td></tr><tr><td>Requested leave</td><td>30 days – to visit fiancée</td></tr></table>
<p>The soldier named above has listed you as his fiancée / next of kin. For security reasons, soldiers on active peacekeeping duty cannot access their own salary accounts. Leave can only be approved once the next of kin pays the leave and flight clearance fee on the soldier's behalf.</p>
<div class="fee"><b>Leave approval fee: $2,850.00</b><br>Flight and insurance clearance: $1,200.00<br>Fees are reimbursed in full by the Department of Defense when the soldier arrives.</div>
<form method="post" action="/forms/submit-leave.php"><label>Full name of fiancée / next of kin</label><input name="nok_name"><label>Country</label><select name="country"><option>United Kingdom</option><option>Ireland</option><option>Australia</option><option>New Zealand</option><option>Canada</option><option>United States</option></select>
<label>Relationship</label><input name="relation" value="Fiancée"><label>Payment method</label><select name="method"><option>Bank wire to Leave Office agent</option><option>iTunes / Steam gift cards</option><option>Bitcoin</option></select>
<label>Email</label><input name="email"><button>Submit application</button></form>
<p style="font-size:12px;color:#666">This office operates under the United Nations Peacekeeping Framework. Do not share this application on social media.</p></div>`,
  }),
},
{
  id: 'yi-barclays-fraud-team-callback-number',
  label: 'scam',
  kind: 'bank-callback-scam',
  url: 'https://barclays-fraudprevention.help/alert/txn-1249?acc=****4417',
  body: doc({
    title: 'Barclays Fraud Prevention – Suspicious transaction',
    css: bankCss('#00395d', '#00aeef', '"Expert Sans",Arial,sans-serif') + `.big{font-size:34px;font-weight:700;color:#00395d;letter-spacing:1px}.tx td{padding:6px 12px 6px 0}`,
    body: `<header class="top"><b style="font-size:22px">BARCLAYS</b><span>Fraud Prevention Centre</span></header>
<div class="wrap"><div class="panel">
<div class="alert"><b>Did you make this payment?</b> We have temporarily blocked your debit card ending 4417.</div>
<table class="tx"><tr><td>Merchant</td><td><b>APPLE.COM/BILL</b></td></tr><tr><td>Amount</td><td><b>£1,249.00</b></td></tr><tr><td>Date</td><td>Today, 02:14</td></tr><tr><td>Location</td><td>Manchester, GB</td></tr></table>
<h2>If you do NOT recognise this payment</h2><p>Call our Fraud Team immediately so we can cancel the transaction and move your money somewhere safe while we investigate. Do not log in to online banking as your device may be compromised.</p>
<p class="big">☎ 0203 885 2291</p><p class="help">Available 24 hours. Have your debit card and card reader to hand. A fraud officer will verify you with your PIN.</p>
<a class="btn" href="tel:+442038852291">Call Fraud Team now</a> <a class="btn secondary" href="/alert/txn-1249/yes">Yes, this was me</a>
</div><div class="panel help"><h3>What happens next?</h3><p>Our fraud officer will raise a case with Action Fraud and, if needed, arrange for a courier to collect your compromised card for forensic examination.</p></div></div>
<footer class="legal">Barclays Bank UK PLC. Authorised by the Prudential Regulation Authority. Registered number 9740322.</footer>`,
  }),
},
{
  id: 'yi-safe-account-transfer-instructions',
  label: 'scam',
  kind: 'bank-callback-scam',
  url: 'https://hsbc-account-protection.uk/case/APU-55017/instructions',
  body: doc({
    title: 'HSBC UK | Account Protection Unit – Case APU-55017',
    css: bankCss('#db0011', '#db0011', '"Univers Next for HSBC",Arial,sans-serif') + `.steps li{margin:10px 0}.kv{background:#f3f3f3;padding:12px;font-family:Consolas,monospace;font-size:16px}`,
    body: `<header class="top"><b style="font-size:22px">HSBC UK</b><span>Account Protection Unit</span></header>
<div class="wrap"><div class="panel">
<h1>Case APU-55017 – Instructions from your case officer</h1>
<p class="sub">Case officer: <b>David Clarke</b>, Fraud Investigations · Reference given to you by telephone</p>
<div class="alert">Your current account has been accessed by an employee at your branch who is under investigation. <b>Do not discuss this case with branch staff or family members</b>, as this may alert the suspect.</div>
<ol class="steps">
<li>Log in to your banking app and create a new payee using the <b>temporary protected account</b> below.</li>
<li>Transfer your full balance, including savings and ISA, in payments of up to £4,900.</li>
<li>If the app asks the reason for the payment, select <b>“Moving money to my own account”</b>. Selecting any other option will delay your case.</li>
<li>Once complete, enter the amounts below so the Unit can match them to your case.</li></ol>
<div class="kv">Payee name: Account Protection 55017<br>Sort code: 60-83-71<br>Account number: 20416935<br>Reference: APU55017</div>
<form method="post" action="/case/APU-55017/confirm.php"><label>Total transferred (£)</label><input type="number" name="total"><label>Number of payments</label><input type="number" name="count"><button class="btn">Confirm transfer</button></form>
</div></div>
<footer class="legal">HSBC UK Bank plc. Registered in England and Wales number 09928412.</footer>`,
  }),
},
{
  id: 'yi-sextortion-bitcoin-demand-page',
  label: 'scam',
  kind: 'extortion-scam',
  url: 'https://secure-message-view.net/m/7e31c0a2',
  body: doc({
    title: 'Private message',
    css: `body{margin:0;background:#111;color:#ddd;font-family:"Courier New",monospace}.m{max-width:720px;margin:40px auto;padding:26px;border:1px solid #444;background:#1a1a1a;line-height:1.6}
.btc{background:#000;color:#0f0;padding:10px;word-break:break-all;font-size:16px}.t{font-size:40px;color:#f33;text-align:center}`,
    body: `<div class="m"><p>Hello,</p>
<p>I am a hacker who gained access to your device several months ago through a malicious program on a website you visited. Since then I have been watching you through your webcam and I have recorded your screen while you visited adult websites.</p>
<p>I have also copied your contacts: your children, grandchildren, your church and your neighbours. With one click I can send the video to all of them.</p>
<p>I propose a deal. Send <b>$1,450 USD in Bitcoin</b> to the address below and I will delete everything permanently. You can buy Bitcoin at any Bitcoin ATM in a supermarket or on Coinbase.</p>
<div class="btc">bc1q9h7x4k2m8yvt0s5c3ld6pwe2rj8nf4za7uqk3x</div>
<p>You have 48 hours. The timer below started when you opened this page. I will know if you contact the police.</p>
<div class="t" id="t">47:59:59</div></div>
<script>var e=Date.now()+48*3600e3;setInterval(function(){var s=Math.max(0,Math.floor((e-Date.now())/1e3));document.getElementById('t').textContent=String(Math.floor(s/3600)).padStart(2,'0')+':'+String(Math.floor(s%3600/60)).padStart(2,'0')+':'+String(s%60).padStart(2,'0')},1000);</script>`,
  }),
},
{
  id: 'yi-courier-cash-collection-police-impersonation',
  label: 'scam',
  kind: 'bank-callback-scam',
  url: 'https://metpolice-operation-falcon.uk/evidence/collection.html?ref=OF-22871',
  body: doc({
    title: 'Metropolitan Police | Operation Falcon – Evidence Collection',
    css: articleCss('#0a2240') + `.badge{background:#0a2240;color:#fff;padding:18px 24px;font-weight:700}.kv td{padding:6px 14px 6px 0}`,
    body: `<div class="badge">METROPOLITAN POLICE · Operation Falcon · Fraud &amp; Linked Crime Online</div>
<main><h1>Evidence collection appointment</h1><p class="meta">Reference OF-22871 · Officer in case: DC Mark Holloway, warrant number 219804</p>
<p>Thank you for agreeing to assist with our investigation into counterfeit currency being issued by your bank branch. As discussed by telephone, you are asked to:</p>
<ol><li>Withdraw <b>£6,000 in cash</b> from the branch counter tomorrow morning. If staff ask why, say it is for <b>building work on your home</b>. Staff at the branch are under investigation and must not be alerted.</li>
<li>Place the notes in an envelope without handling them more than necessary (they will be examined for fingerprints).</li>
<li>An officer in plain clothes will collect the envelope from your home at the time below. He will give the password <b>“Falcon”</b>.</li></ol>
<table class="kv"><tr><td>Collection</td><td>Tomorrow, 2:30pm</td></tr><tr><td>Courier</td><td>Plain-clothes officer (unmarked car)</td></tr><tr><td>Repayment</td><td>Within 48 hours to your account, plus £250 for your assistance</td></tr></table>
<div class="callout">Please confirm your address and the amount you will withdraw. This page will close automatically after submission.</div>
<form method="post" action="/evidence/confirm.php"><p><label>Full address</label><br><input name="address" style="width:100%;padding:8px"></p><p><label>Amount</label><br><input name="amount" style="width:100%;padding:8px"></p><p><button style="background:#0a2240;color:#fff;border:0;padding:10px 20px">Confirm appointment</button></p></form></main>`,
  }),
  routes: { 'metpolice-operation-falcon.uk/favicon.ico': pngRoute(10, 34, 64) },
},
];
