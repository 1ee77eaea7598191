import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, jsonRoute } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-clean-batik-shop-checkout-midtrans',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://www.batiksekarjagad.co.id/checkout/payment',
  body: doc({
    title: 'Pembayaran — Batik Sekar Jagad',
    lang: 'id',
    head: '<script type="text/javascript" src="https://app.midtrans.com/snap/snap.js" data-client-key="Mid-client-7Rk2wQpZ9xLm4vTb"></script>',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Lato",Arial;background:#faf7f2;color:#3b2f25}.hd{background:#3b2f25;color:#f5e6c8;padding:16px 28px;font:700 22px Georgia}.w{max-width:960px;margin:24px auto;display:flex;gap:24px;padding:0 20px}
.m{flex:1;background:#fff;border-radius:10px;padding:22px}.s{flex:0 0 320px;background:#fff;border-radius:10px;padding:22px;align-self:flex-start}.it{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #f0e9de;font-size:14px}
.opt{display:flex;align-items:center;gap:10px;border:1px solid #e5dccd;border-radius:8px;padding:12px;margin:8px 0;cursor:pointer}.opt input{width:auto}button{width:100%;background:#8b5a2b;color:#fff;border:0;border-radius:8px;padding:14px;font-size:16px;font-weight:700;margin-top:16px}
@media(max-width:760px){.w{display:block}.s{margin-top:16px}}`,
    body: `<div class="hd">Batik Sekar Jagad</div>
<div class="w"><div class="m"><h3 style="margin-top:0">Pilih metode pembayaran</h3>
<label class="opt"><input type="radio" name="pm" value="credit_card" checked> 💳 Kartu kredit / debit (Visa, Mastercard, JCB)</label>
<label class="opt"><input type="radio" name="pm" value="bca_va"> 🏦 BCA Virtual Account</label>
<label class="opt"><input type="radio" name="pm" value="bni_va"> 🏦 BNI / BRI / Mandiri Virtual Account</label>
<label class="opt"><input type="radio" name="pm" value="gopay"> 📱 GoPay / QRIS</label>
<label class="opt"><input type="radio" name="pm" value="shopeepay"> 📱 ShopeePay</label>
<p style="font-size:13px;color:#7a6a58">Pembayaran diproses oleh Midtrans. Data kartu Anda tidak disimpan oleh Batik Sekar Jagad.</p>
<button id="pay">Bayar Rp 1.287.000</button></div>
<div class="s"><h3 style="margin-top:0">Ringkasan pesanan</h3><div class="it"><span>Kemeja Batik Tulis Parang (L) ×1</span><span>Rp 875.000</span></div><div class="it"><span>Kain Batik Cap Sekar Jagad ×1</span><span>Rp 385.000</span></div><div class="it"><span>Ongkir JNE REG</span><span>Rp 27.000</span></div><div class="it" style="font-weight:700"><span>Total</span><span>Rp 1.287.000</span></div>
<p style="font-size:13px">Dikirim ke: Jl. Prawirotaman II No. 14, Yogyakarta 55153</p></div></div>
<script>
document.getElementById("pay").onclick=function(){var m=document.querySelector("input[name=pm]:checked").value;
 fetch("/checkout/snap-token",{method:"POST",credentials:"same-origin",headers:{"Content-Type":"application/json","X-CSRF-Token":"8d1b7a3f0c2e"},body:JSON.stringify({order:"BSJ-250621-0193",method:m})}).then(function(r){return r.json()}).then(function(j){
  if(window.snap)snap.pay(j.token,{onSuccess:function(){location.href="/checkout/thank-you?order=BSJ-250621-0193"},onPending:function(){location.href="/account/orders/BSJ-250621-0193"},onError:function(){alert("Pembayaran gagal, silakan coba lagi.")}});});};
</script>`,
  }),
  routes: {
    'www.batiksekarjagad.co.id/checkout/snap-token': jsonRoute({ token: '66e4fa55-fdac-4ef9-91b5-733b97d1b862' }),
  },
},
{
  id: 'zy-clean-ph-coffee-checkout-paymongo',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://shop.kapebarakoroasters.ph/checkouts/c/9f3a1e2b7c',
  body: doc({
    title: 'Checkout - Kape Barako Roasters',
    css: `*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Arial;color:#333}.w{display:flex;min-height:100vh}.l{flex:1.2;padding:40px 50px}.r{flex:1;background:#f7f3ef;padding:40px;border-left:1px solid #e7ded5}
h1{font-size:24px;color:#5b3a1e}label{display:block;font-size:13px;margin:12px 0 5px;color:#555}input,select{width:100%;padding:11px;border:1px solid #d9d9d9;border-radius:5px;font-size:14px}.row{display:flex;gap:10px}.row>*{flex:1}
.pm label{display:flex;gap:10px;align-items:center;border:1px solid #d9d9d9;padding:12px;margin:0;border-radius:0}.pm label:first-child{border-radius:5px 5px 0 0}.pm label:last-child{border-radius:0 0 5px 5px}.pm input{width:auto}
button{width:100%;background:#5b3a1e;color:#fff;border:0;padding:16px;border-radius:5px;font-size:16px;margin-top:18px}.li{display:flex;justify-content:space-between;margin:10px 0;font-size:14px}@media(max-width:800px){.w{display:block}}`,
    body: `<div class="w"><div class="l"><h1>Kape Barako Roasters</h1><p style="font-size:13px">Cart › Information › Shipping › <b>Payment</b></p>
<h3>Payment</h3><p style="font-size:13px;color:#777">All transactions are secure and encrypted.</p>
<div class="pm"><label><input type="radio" name="p" checked> GCash</label><label><input type="radio" name="p"> Maya</label><label><input type="radio" name="p"> GrabPay</label><label><input type="radio" name="p"> Credit / Debit card (via PayMongo)</label><label><input type="radio" name="p"> Cash on Delivery (Metro Manila only)</label></div>
<p style="font-size:13px;color:#777">After clicking "Pay now", you will be redirected to PayMongo to complete your purchase securely.</p>
<h3>Billing address</h3><label><input type="radio" name="b" checked style="width:auto"> Same as shipping address</label>
<button id="pn">Pay now</button><p style="font-size:12px"><a href="/policies/refund-policy">Refund policy</a> · <a href="/policies/shipping-policy">Shipping policy</a> · <a href="/policies/privacy-policy">Privacy policy</a></p></div>
<div class="r"><div class="li"><span>Barako Classic Whole Bean 500g × 2</span><span>₱980.00</span></div><div class="li"><span>Benguet Arabica Medium Roast 250g × 1</span><span>₱420.00</span></div><div class="li"><span>Shipping (LBC, Luzon)</span><span>₱120.00</span></div><hr><div class="li" style="font-size:18px"><b>Total</b><b>PHP ₱1,520.00</b></div></div></div>
<script>document.getElementById("pn").onclick=function(){this.textContent="Redirecting…";fetch("/checkouts/c/9f3a1e2b7c/payment_intent",{method:"POST",credentials:"same-origin"}).then(function(r){return r.json()}).then(function(j){location.href=j.checkout_url})};</script>`,
  }),
  routes: {
    'shop.kapebarakoroasters.ph/checkouts/c/9f3a1e2b7c/payment_intent': jsonRoute({ checkout_url: 'https://checkout.paymongo.com/cs_8mQ2tLw9ZxB4vN7rK1' }),
  },
},
{
  id: 'zy-clean-codashop-mlbb-topup',
  label: 'clean',
  kind: 'legit-topup-shop',
  url: 'https://www.codashop.com/en-ph/mobile-legends',
  body: doc({
    title: 'Mobile Legends Diamonds Top Up | Codashop Philippines',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Montserrat",Arial;background:#1e1b2e;color:#fff}.hd{background:#2a2640;padding:14px 24px;font-weight:800}.w{max-width:900px;margin:20px auto;padding:0 16px}
.sec{background:#fff;color:#222;border-radius:10px;padding:18px;margin-bottom:14px}.sec h3{margin-top:0}.sec .n{display:inline-block;background:#6c3cf0;color:#fff;border-radius:50%;width:26px;height:26px;text-align:center;line-height:26px;margin-right:6px}
.g{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.g div{border:1px solid #ddd;border-radius:8px;padding:10px;text-align:center;font-size:13px;cursor:pointer}.g div b{display:block;color:#6c3cf0}
input{padding:10px;border:1px solid #ccc;border-radius:6px}button{background:#6c3cf0;color:#fff;border:0;border-radius:6px;padding:13px 22px;font-weight:700}@media(max-width:700px){.g{grid-template-columns:1fr 1fr}}`,
    body: `<div class="hd">codashop</div><div class="w"><h1>Mobile Legends: Bang Bang</h1><p style="color:#bbb;font-size:14px">Top up Mobile Legends Diamonds in seconds! Just enter your User ID and Zone ID, select the value of Diamonds you wish to purchase, complete the payment, and the Diamonds will be added immediately to your account.</p>
<div class="sec"><h3><span class="n">1</span>Enter User ID</h3><input placeholder="User ID"> ( <input placeholder="Zone ID" style="width:90px"> )<p style="font-size:12px;color:#666">To find your User ID, tap your avatar in the top-left corner of the game.</p></div>
<div class="sec"><h3><span class="n">2</span>Select Recharge</h3><div class="g"><div>11 Diamonds<b>₱ 11.00</b></div><div>56 Diamonds<b>₱ 56.00</b></div><div>112 Diamonds<b>₱ 112.00</b></div><div>278 Diamonds<b>₱ 275.00</b></div><div>571 Diamonds<b>₱ 550.00</b></div><div>1167 Diamonds<b>₱ 1,100.00</b></div><div>Weekly Diamond Pass<b>₱ 95.00</b></div><div>Twilight Pass<b>₱ 499.00</b></div></div></div>
<div class="sec"><h3><span class="n">3</span>Select payment</h3><p>GCash · Maya · GrabPay · ShopeePay · 7-Eleven CLiQQ · Globe/TM/Smart load · Credit/Debit card</p></div>
<div class="sec"><h3><span class="n">4</span>Buy</h3><input placeholder="Email (optional, for receipt)" style="width:60%"> <button>Buy now</button></div>
<p style="font-size:12px;color:#aaa">Codashop is an authorised reseller of Moonton. Codashop will never ask for your game account password.</p></div>`,
  }),
},
{
  id: 'zy-clean-wise-send-money-pakistan',
  label: 'clean',
  kind: 'legit-remittance',
  url: 'https://wise.com/gb/send-money/send-money-to-pakistan',
  body: doc({
    title: 'Send Money to Pakistan | Low-cost Money Transfers to Pakistan | Wise',
    css: `*{box-sizing:border-box}body{margin:0;font-family:Inter,Arial;color:#0e0f0c;background:#fff}.hd{padding:18px 30px;font-weight:800;font-size:24px;color:#163300}.hero{background:#9fe870;padding:50px 30px;display:flex;gap:40px;flex-wrap:wrap}
.hero h1{font-size:44px;max-width:520px;margin:0}.calc{background:#fff;border-radius:16px;padding:22px;width:380px;max-width:100%}.calc input{width:100%;padding:14px;border:1px solid #ccc;border-radius:10px;font-size:20px}.calc .r{display:flex;justify-content:space-between;font-size:14px;margin:10px 0}
.calc button{width:100%;background:#163300;color:#9fe870;border:0;border-radius:24px;padding:14px;font-weight:700;font-size:16px}.w{max-width:900px;margin:30px auto;padding:0 20px;line-height:1.7}`,
    body: `<div class="hd">WISE</div><div class="hero"><h1>Send money to Pakistan — cheap, fast and secure</h1>
<div class="calc"><label>You send exactly</label><input id="amt" value="500"> GBP<div class="r"><span>Our fee</span><span id="fee">3.41 GBP</span></div><div class="r"><span>Rate (guaranteed for 24h)</span><span>1 GBP = 378.14 PKR</span></div><label>Recipient gets</label><input id="get" value="187,778.62" readonly> PKR<p style="font-size:13px">Should arrive by Monday</p><button onclick="location.href='https://wise.com/send#/?sourceCurrency=GBP&targetCurrency=PKR'">Send money</button></div></div>
<div class="w"><h2>Ways to receive money in Pakistan</h2><p>Send to any bank account in Pakistan with an IBAN, or to JazzCash and Easypaisa mobile wallets. Your recipient doesn't need a Wise account.</p><h3>Is Wise safe?</h3><p>Wise is regulated by the Financial Conduct Authority in the UK (firm reference 900507) and protects your money with bank-level security and 2-step login. We'll never ask you to send money to "unlock" a transfer.</p></div>
<script>var R=378.14;document.getElementById("amt").oninput=function(){var a=parseFloat(this.value)||0,f=Math.max(0,+(0.57+a*0.0057).toFixed(2));document.getElementById("fee").textContent=f.toFixed(2)+" GBP";document.getElementById("get").value=((a-f)*R).toLocaleString("en-GB",{maximumFractionDigits:2})};</script>`,
  }),
},
{
  id: 'zy-clean-bibit-reksadana-landing',
  label: 'clean',
  kind: 'legit-investment',
  url: 'https://bibit.id/reksadana',
  body: doc({
    title: 'Investasi Reksa Dana Online Mulai Rp10 Ribu | Bibit',
    lang: 'id',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Proxima Nova",Arial;color:#333}.hd{padding:16px 28px;color:#00ab6b;font-weight:800;font-size:24px;border-bottom:1px solid #eee}.hero{background:#e9f8f1;padding:50px 28px}.hero h1{font-size:36px;margin:0 0 10px}
.w{max-width:960px;margin:0 auto;padding:30px 28px}table{width:100%;border-collapse:collapse;font-size:14px}td,th{padding:10px;border-bottom:1px solid #eee;text-align:left}.up{color:#00ab6b}.disc{font-size:12px;color:#777;line-height:1.6;background:#fafafa;padding:14px;border-radius:8px}`,
    body: `<div class="hd">bibit</div><div class="hero"><h1>Investasi reksa dana, mulai Rp10 ribu</h1><p>Robo-advisor membantu memilih portofolio sesuai profil risiko kamu. Gratis biaya beli dan jual.</p></div>
<div class="w"><h3>Contoh produk reksa dana</h3><table><tr><th>Produk</th><th>Jenis</th><th>Return 1 tahun*</th><th>Risiko</th></tr><tr><td>Sucorinvest Money Market Fund</td><td>Pasar Uang</td><td class="up">+4,91%</td><td>Rendah</td></tr><tr><td>Manulife Obligasi Negara Indonesia II</td><td>Pendapatan Tetap</td><td class="up">+6,12%</td><td>Sedang</td></tr><tr><td>BNP Paribas Pesona</td><td>Saham</td><td class="up">+3,40%</td><td>Tinggi</td></tr></table>
<p class="disc">*Kinerja masa lalu tidak mencerminkan kinerja masa depan. Investasi reksa dana mengandung risiko. Sebelum memutuskan berinvestasi, calon investor wajib membaca dan memahami prospektus. PT Bibit Tumbuh Bersama terdaftar dan diawasi oleh OJK sebagai Agen Penjual Efek Reksa Dana (APERD) No. KEP-14/PM.21/2017. Dana nasabah disimpan di bank kustodian, bukan di rekening Bibit.</p></div>`,
  }),
},
{
  id: 'zy-clean-bd-foundation-bkash-merchant-donate',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.alokitoshishu.org.bd/donate/flood-relief-2025',
  body: doc({
    title: 'বন্যার্তদের পাশে দাঁড়ান | আলোকিত শিশু ফাউন্ডেশন',
    lang: 'bn',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Hind Siliguri",Arial;color:#222}.hd{background:#0b6e4f;color:#fff;padding:14px 24px}.w{max-width:820px;margin:24px auto;padding:0 20px;line-height:1.8}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:14px}.box{border:1px solid #dfe9e5;border-radius:10px;padding:16px}.box b{color:#0b6e4f}.rep a{display:block;margin:4px 0}@media(max-width:700px){.grid{grid-template-columns:1fr}}`,
    body: `<div class="hd"><b>আলোকিত শিশু ফাউন্ডেশন</b> · Alokito Shishu Foundation</div>
<div class="w"><h1>সিলেট ও সুনামগঞ্জের বন্যার্তদের পাশে দাঁড়ান</h1><p>আমাদের স্বেচ্ছাসেবকরা ৩২টি আশ্রয়কেন্দ্রে শুকনো খাবার, বিশুদ্ধ পানি, ওরস্যালাইন এবং শিশুখাদ্য পৌঁছে দিচ্ছে। একটি পরিবারের এক সপ্তাহের খাদ্য প্যাকেজের খরচ ৳ ১,৮৫০।</p>
<div class="grid"><div class="box"><b>বিকাশ মার্চেন্ট (পেমেন্ট অপশন)</b><br>01730-112233 — "Payment" অপশন ব্যবহার করুন<br>রেফারেন্স: FLOOD25</div>
<div class="box"><b>ব্যাংক হিসাব</b><br>Alokito Shishu Foundation<br>Dutch-Bangla Bank, Mirpur Branch<br>A/C 117.110.0045821</div>
<div class="box"><b>নগদ মার্চেন্ট</b><br>01894-556677 (Payment)</div><div class="box"><b>কার্ড / অনলাইন</b><br><a href="https://shurjopay.com.bd/pay/alokito-flood25">SSLCommerz / shurjoPay-এর মাধ্যমে দান করুন</a></div></div>
<p>আমরা কখনও ব্যক্তিগত নম্বরে "সেন্ড মানি" করতে বলি না এবং ফোন করে দানের জন্য পিন বা ওটিপি চাই না। প্রতিটি দানের রসিদ ইমেইলে পাঠানো হয়।</p>
<div class="rep"><b>স্বচ্ছতা</b><a href="/reports/annual-report-2024.pdf">বার্ষিক প্রতিবেদন ২০২৪ (PDF)</a><a href="/reports/audit-2024.pdf">নিরীক্ষিত আর্থিক বিবরণী ২০২৪</a></div>
<p style="font-size:13px;color:#666">এনজিও বিষয়ক ব্যুরো নিবন্ধন নং ৩১৮৭ · সমাজসেবা অধিদপ্তর নিবন্ধন ঢাকা-০৯৪১৭ · বাড়ি ২৪, রোড ৬, মিরপুর ডিওএইচএস, ঢাকা · ফোন: ০২-৪১০৪০৮৮১</p></div>`,
  }),
},
{
  id: 'zy-clean-jobstreet-cs-executive-listing',
  label: 'clean',
  kind: 'legit-job-listing',
  url: 'https://my.jobstreet.com/job/83104417',
  body: doc({
    title: 'Customer Service Executive (Bahasa Malaysia & English) Job in Petaling Jaya - Jobstreet',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Roboto",Arial;color:#1c1c1c;background:#f5f6f8}.hd{background:#0d3880;color:#fff;padding:14px 24px;font-weight:700}.w{max-width:860px;margin:20px auto;background:#fff;border-radius:10px;padding:26px}
.tags span{display:inline-block;background:#eef2f8;border-radius:14px;padding:4px 12px;margin:4px 4px 0 0;font-size:13px}.w li{line-height:1.7}.ap{display:inline-block;background:#e60278;color:#fff;padding:12px 26px;border-radius:8px;text-decoration:none;font-weight:700}.safe{background:#fff8e6;border-radius:8px;padding:12px;font-size:13px;margin-top:18px}`,
    body: `<div class="hd">Jobstreet</div><div class="w"><h1>Customer Service Executive (Bahasa Malaysia &amp; English)</h1><p><b>Kilat Malaysia Sdn. Bhd.</b> · Petaling Jaya, Selangor</p>
<div class="tags"><span>Full time</span><span>RM 3,000 – RM 3,800 per month</span><span>Call Centre &amp; Customer Service</span><span>Hybrid</span></div>
<h3>Responsibilities</h3><ul><li>Handle rider, driver and merchant enquiries through chat, email and phone.</li><li>Investigate order issues and process refunds according to policy.</li><li>Escalate safety and fraud cases to the Trust &amp; Safety team.</li></ul>
<h3>Requirements</h3><ul><li>SPM / Diploma or above; fresh graduates are welcome to apply.</li><li>Good command of Bahasa Malaysia and English; Mandarin is an advantage.</li><li>Willing to work rotating shifts, including weekends.</li></ul>
<a class="ap" href="https://my.jobstreet.com/job/83104417/apply">Quick apply</a>
<div class="safe">Be careful: genuine employers never ask you to pay for a job, training, or equipment, and do not ask you to "complete tasks" or top up balances. <a href="https://my.jobstreet.com/career-advice/article/job-scams">Learn how to spot job scams</a>.</div></div>`,
  }),
},
];
