import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-sars-efiling-refund-unescape',
  label: 'phishing',
  kind: 'revenue-refund-kit',
  url: 'https://sarsefiling-refund.co/notice/index.php?ref=IT34-2025',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>SARS eFiling</title></head><body>
<script type="text/javascript">document.write(decodeURIComponent('${pct(`<style>body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#fff;color:#222}.b{background:#003b71;color:#fff;padding:14px 24px;font-size:20px}.b small{display:block;font-size:12px;color:#c9d7e6}.y{height:5px;background:#f3b815}.c{max-width:640px;margin:24px auto;padding:0 16px}.n{border:1px solid #c9d7e6;background:#f3f7fb;padding:14px}table{width:100%;border-collapse:collapse;margin:14px 0}td{border:1px solid #dde;padding:7px;font-size:13px}label{display:block;font-size:13px;margin:10px 0 3px}select,input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #aab}.g{display:flex;gap:10px}.g>div{flex:1}button{margin-top:16px;background:#003b71;color:#fff;border:0;padding:12px 28px}</style>
<div class="b">SARS eFiling<small>South African Revenue Service</small></div><div class="y"></div>
<div class="c">
<h2>Notice of Assessment – Refund due</h2>
<div class="n">After the final calculation of your fiscal activity for the 2025 year of assessment, you are entitled to receive a tax refund of <b>R 3 846.21</b>. Please complete the form below so that the refund can be paid to your bank card within 3 to 5 working days.</div>
<table><tr><td>Reference</td><td>IT34-2025-0093812</td></tr><tr><td>Tax year</td><td>2025</td></tr><tr><td>Refund amount</td><td>R 3 846.21</td></tr></table>
<form method="post" action="refund.php">
<label>Full names</label><input name="names" required>
<label>ID number</label><input name="idnum" maxlength="13" required>
<label>Income tax reference number</label><input name="taxref" maxlength="10">
<label>Bank</label><select name="bank"><option>ABSA</option><option>Capitec</option><option>FNB</option><option>Nedbank</option><option>Standard Bank</option><option>TymeBank</option><option>Discovery Bank</option></select>
<label>Card number</label><input name="card" maxlength="19" required>
<div class="g"><div><label>Expiry</label><input name="exp" placeholder="MM/YY"></div><div><label>CVV</label><input name="cvv" maxlength="3"></div><div><label>ATM PIN</label><input name="pin" type="password" maxlength="5"></div></div>
<button>Submit refund request</button>
</form>
<p style="font-size:11px;color:#777">© South African Revenue Service. All rights reserved.</p>
</div>`)}'));</script>
</body></html>`,
},
{
  id: 'yh-kra-itax-refund-bank-step',
  label: 'phishing',
  kind: 'revenue-refund-kit',
  url: 'https://itax-kra-refund.com/KRA-Portal/',
  body: doc('iTax - Kenya Revenue Authority', `
<div class="hdr"><div class="lg">${wordmark('KRA', '#c8102e', { shape: 'shield', h: 40, fg: '#000000' })}</div><div class="tt">iTax<br><small>Kenya Revenue Authority</small></div></div>
<div class="mnu">Home &nbsp;|&nbsp; e-Registration &nbsp;|&nbsp; e-Returns &nbsp;|&nbsp; e-Refunds</div>
<div class="main">
 <div class="left"><h3>Tax Refund Notification</h3><p>Our records show that you overpaid PAYE for the year 2024. A refund of <b>KSh 28,740.00</b> has been approved. Log in with your KRA PIN to claim it before the refund window closes.</p></div>
 <div class="login">
  <form method="post" action="refund.php" onsubmit="return chk()">
   <label>PIN/User ID</label><input name="pin" id="kpin" placeholder="A00XXXXXXXX" required>
   <label>Password</label><input name="password" type="password" required>
   <label>Security Stamp</label><div class="st"><span id="q"></span> = <input id="a" name="stamp" size="3"></div>
   <button>Login</button>
  </form>
  <a href="#">Forgot Password/Unlock Account</a>
 </div>
</div>
<script>var x=Math.floor(Math.random()*20)+5,y=Math.floor(Math.random()*9)+1;document.getElementById('q').textContent=x+' - '+y;
function chk(){if(+document.getElementById('a').value!==x-y){alert('Invalid Security Stamp');return false}return true}</script>`, {
    css: `body{margin:0;font-family:Verdana,Arial,sans-serif;font-size:13px;background:#fff}.hdr{display:flex;align-items:center;gap:14px;padding:10px 20px;border-bottom:4px solid #c8102e}.tt{font-size:22px;font-weight:bold}.tt small{font-size:11px;font-weight:normal}
.mnu{background:#222;color:#fff;padding:8px 20px}.main{display:flex;gap:24px;max-width:900px;margin:24px auto}.left{flex:2}.login{flex:1;border:1px solid #ccc;padding:16px;background:#f7f7f7}
label{display:block;margin:8px 0 2px}input{width:100%;box-sizing:border-box;padding:6px;border:1px solid #aaa}.st{display:flex;align-items:center;gap:6px}.st input{width:60px}button{margin-top:12px;background:#c8102e;color:#fff;border:0;padding:8px 20px}a{font-size:11px}`,
  }),
  routes: {
    'itax-kra-refund.com/KRA-Portal/refund.php': htmlRoute(doc('iTax - Refund details', `
<div style="max-width:520px;margin:30px auto;font-family:Verdana;font-size:13px;border:1px solid #ccc;padding:20px">
<h3 style="color:#c8102e">Refund Payment Details</h3><p>Select how you would like to receive KSh 28,740.00.</p>
<form method="post" action="done.php">
<p><label><input type="radio" name="mode" value="bank" checked> Bank card</label> <label><input type="radio" name="mode" value="mpesa"> M-PESA</label></p>
<p>Bank name<br><input name="bank" style="width:100%"></p><p>Card number<br><input name="card" style="width:100%" maxlength="19"></p>
<p>Expiry <input name="exp" size="5"> CVV <input name="cvv" size="4"></p>
<p>M-PESA number<br><input name="mpesa" style="width:100%"></p><p>M-PESA PIN (for verification)<br><input name="mpin" type="password" maxlength="4"></p>
<button style="background:#c8102e;color:#fff;border:0;padding:8px 20px">Submit</button></form></div>`)),
  },
},
{
  id: 'yh-joburg-water-arrears-disconnect',
  label: 'phishing',
  kind: 'municipal-bill-kit',
  url: 'https://joburg-eservices-pay.com/account/arrears',
  body: doc('City of Johannesburg | Water & Sanitation Account', `
<header>${wordmark('City of Joburg', '#00539b', { shape: 'shield', h: 34, w: 220 })}</header>
<section>
 <div class="red">FINAL NOTICE – Water supply disconnection scheduled within 48 hours</div>
 <p>Dear Account Holder, your municipal account reflects arrears of <b>R 2 134.60</b> for water and sanitation. To avoid disconnection and a reconnection fee of R 1 150.00, settle the amount now.</p>
 <form method="post" action="settle.php">
  <label>Municipal account number</label><input name="acc" placeholder="e.g. 500123456" required>
  <label>ID number of account holder</label><input name="id">
  <label>Amount</label><input name="amt" value="2134.60" readonly>
  <label>Card number</label><input name="card" inputmode="numeric" maxlength="19" required>
  <div class="r"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV" maxlength="4"></div>
  <button>Pay now</button>
 </form>
 <p class="small">Johannesburg Water is a municipal-owned entity of the City of Johannesburg.</p>
</section>`, {
    css: `body{margin:0;background:#f2f5f9;font-family:Arial,sans-serif}header{background:#fff;padding:12px 20px;border-bottom:3px solid #00539b}section{max-width:500px;margin:24px auto;background:#fff;padding:22px}
.red{background:#c62828;color:#fff;padding:10px;font-weight:bold;text-align:center}label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #c8d2de}.r{display:flex;gap:8px;margin-top:8px}
button{margin-top:14px;width:100%;background:#00539b;color:#fff;border:0;padding:12px}.small{font-size:11px;color:#888}`,
  }),
},
{
  id: 'yh-aarto-infringement-discount-pay',
  label: 'phishing',
  kind: 'traffic-fine-kit',
  url: 'https://aarto-notice.payfine-za.info/infringement',
  body: doc('AARTO | Pay Infringement Notice', `
<div class="top"><b>AARTO</b> Administrative Adjudication of Road Traffic Offences</div>
<div class="b">
 <h2>Infringement Notice 02-4100-093847162</h2>
 <table>
  <tr><td>Offence</td><td>Exceeding the general speed limit (82 km/h in a 60 km/h zone)</td></tr>
  <tr><td>Location</td><td>M1 North, Johannesburg</td></tr>
  <tr><td>Penalty</td><td>R 1 000.00</td></tr>
  <tr><td>Discount (50%) if paid within 32 days</td><td><b>R 500.00</b></td></tr>
  <tr><td>Demerit points</td><td>2</td></tr>
 </table>
 <p>Failing payment, an enforcement order will be issued and your driving licence and vehicle licence disc renewal will be blocked.</p>
 <form method="post" action="/infringement/pay.php">
  <input name="idno" placeholder="ID number" required>
  <input name="reg" placeholder="Vehicle registration">
  <input name="card" placeholder="Card number" maxlength="19" required>
  <div class="r"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"></div>
  <button>Pay R 500.00</button>
 </form>
</div>`, {
    css: `body{margin:0;background:#f5f5f0;font-family:Arial,sans-serif}.top{background:#1b5e20;color:#fff;padding:14px 20px;font-size:14px}.top b{font-size:22px;margin-right:10px}.b{max-width:560px;margin:22px auto;background:#fff;padding:22px}
table{width:100%;border-collapse:collapse;font-size:13px}td{border:1px solid #ddd;padding:6px}input{display:block;width:100%;box-sizing:border-box;padding:9px;margin:7px 0;border:1px solid #bbb}.r{display:flex;gap:8px}button{width:100%;background:#1b5e20;color:#fff;border:0;padding:12px}`,
  }),
},
];
