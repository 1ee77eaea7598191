import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, doc, fileRoute, jsonRoute, jsRoute, kilatCss, kilatFoot, kilatLogo, kilatTop, KILAT_GREEN } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-clean-kilat-merchant-onboarding-form',
  label: 'clean',
  kind: 'merchant-onboarding',
  url: 'https://merchant.kilat.app/onboarding/register?country=id',
  body: doc({
    title: 'Daftar Merchant · Kilat Food & Mart',
    lang: 'id',
    css: kilatCss + `.steps{display:flex;gap:8px;margin-bottom:18px}.steps span{flex:1;height:6px;border-radius:3px;background:#dfe9e5}.steps .on{background:${KILAT_GREEN}}.grid{display:grid;grid-template-columns:1fr 1fr;gap:0 16px}fieldset{border:0;padding:0;margin:0 0 18px}legend{font-weight:700;margin-bottom:4px}@media(max-width:700px){.grid{grid-template-columns:1fr}}`,
    body: `${kilatTop([['https://merchant.kilat.app/', 'Beranda Merchant'], ['https://help.kilat.app/merchant', 'Bantuan'], ['https://merchant.kilat.app/login', 'Masuk']])}
<div class="kl-wrap" style="max-width:760px"><div class="kl-card"><h2 style="margin-top:0">Daftarkan usaha Anda di Kilat</h2><p class="muted">Proses verifikasi 2–5 hari kerja. Tidak ada biaya pendaftaran. Komisi sesuai paket yang Anda pilih setelah akun aktif.</p>
<div class="steps"><span class="on"></span><span class="on"></span><span></span><span></span></div>
<form method="post" action="/onboarding/register" enctype="multipart/form-data">
<input type="hidden" name="_csrf" value="b7d1e0f4c39a4d2e8f61a0c2b5e7d913">
<fieldset><legend>Informasi usaha</legend><div class="grid">
<div><label>Nama usaha / outlet</label><input name="business_name" required></div><div><label>Kategori</label><select name="category"><option>Makanan &amp; minuman</option><option>Kebutuhan harian</option><option>Farmasi</option><option>Lainnya</option></select></div>
<div><label>Alamat outlet</label><input name="address" required></div><div><label>Kota / Kabupaten</label><input name="city" required></div>
<div><label>NIB (Nomor Induk Berusaha)</label><input name="nib" inputmode="numeric" maxlength="13"></div><div><label>NPWP usaha (opsional)</label><input name="npwp"></div></div></fieldset>
<fieldset><legend>Pemilik</legend><div class="grid">
<div><label>Nama sesuai KTP</label><input name="owner_name" required></div><div><label>NIK</label><input name="owner_nik" inputmode="numeric" maxlength="16" required></div>
<div><label>Email</label><input name="email" type="email" required></div><div><label>No. HP</label><input name="phone" type="tel" required></div>
<div><label>Foto KTP</label><input type="file" name="ktp" accept="image/*,application/pdf" required></div><div><label>Foto tampak depan outlet</label><input type="file" name="storefront" accept="image/*"></div></div></fieldset>
<fieldset><legend>Rekening pencairan</legend><div class="grid">
<div><label>Bank</label><select name="bank"><option>BCA</option><option>BRI</option><option>Mandiri</option><option>BNI</option><option>BSI</option><option>CIMB Niaga</option></select></div><div><label>Nomor rekening</label><input name="account_no" inputmode="numeric" required></div>
<div><label>Nama pemilik rekening</label><input name="account_name" required></div><div><label>Buku tabungan (halaman depan)</label><input type="file" name="passbook" accept="image/*,application/pdf"></div></div>
<p class="muted">Kami memvalidasi nama pemilik rekening melalui bank. Kami tidak pernah meminta PIN, password, OTP atau nomor kartu ATM Anda.</p></fieldset>
<label style="display:flex;gap:8px;align-items:center"><input type="checkbox" required style="width:auto"> Saya menyetujui <a href="https://www.kilat.app/legal/merchant-terms">Syarat Merchant</a> dan <a href="https://www.kilat.app/legal/privacy">Kebijakan Privasi</a></label>
<button class="kl-btn" style="margin-top:16px">Kirim pendaftaran</button></form></div></div>
${kilatFoot()}`,
  }),
},
{
  id: 'zy-clean-kilat-pay-topup-card-checkout',
  label: 'clean',
  kind: 'own-checkout',
  url: 'https://pay.kilat.app/checkout/cs_live_a1Qm7Tz94KfLw2?lang=en',
  body: doc({
    title: 'KilatPay — Top up ₱1,000.00',
    head: `<script src="https://js.xendit.co/v1/xendit.min.js"></script><meta name="referrer" content="strict-origin">`,
    css: kilatCss + `.sum{display:flex;justify-content:space-between;font-size:15px;padding:8px 0;border-bottom:1px solid #eef3f1}.pm{display:flex;gap:8px;margin:14px 0}.pm label{flex:1;border:1px solid #cfdcd7;border-radius:10px;padding:10px;text-align:center;margin:0;cursor:pointer}.pm input{display:none}.pm input:checked+span{color:${KILAT_GREEN};font-weight:700}.row{display:flex;gap:10px}.row>div{flex:1}.lock{font-size:12px;color:#6d827b;text-align:center;margin-top:12px}`,
    body: `<header class="kl-top">${kilatLogo()}<span class="muted">Secure checkout</span></header>
<div class="kl-wrap" style="max-width:460px"><div class="kl-card"><h3 style="margin-top:0">Top up KilatPay balance</h3>
<div class="sum"><span>Amount</span><b>₱1,000.00</b></div><div class="sum"><span>Fee</span><span>₱0.00</span></div><div class="sum"><span>Account</span><span>+63 917 ••• 4410</span></div>
<div class="pm"><label><input type="radio" name="m" value="card" checked><span>Card</span></label><label><input type="radio" name="m" value="gcash"><span>GCash</span></label><label><input type="radio" name="m" value="maya"><span>Maya</span></label><label><input type="radio" name="m" value="bank"><span>Online banking</span></label></div>
<form id="pay"><label>Card number</label><input id="cn" inputmode="numeric" autocomplete="cc-number" maxlength="19" placeholder="1234 1234 1234 1234">
<div class="row"><div><label>Expiry</label><input id="ex" autocomplete="cc-exp" placeholder="MM / YY"></div><div><label>CVC</label><input id="cv" autocomplete="cc-csc" maxlength="4"></div></div>
<label>Name on card</label><input id="nm" autocomplete="cc-name">
<button class="kl-btn" style="margin-top:18px" id="btn">Pay ₱1,000.00</button></form>
<p class="lock">🔒 Card details are tokenised by our PCI DSS Level 1 payment processor and never stored by Kilat. You may be asked to authenticate with your bank (3-D Secure).</p></div></div>
${kilatFoot()}
<script>
if(window.Xendit)Xendit.setPublishableKey("xnd_public_production_Rk2mN7yTq1VbC4xP9sLw0JdEfGhU3aZo");
document.getElementById("pay").addEventListener("submit",function(e){e.preventDefault();var b=document.getElementById("btn");b.disabled=true;b.textContent="Processing…";
 var ex=document.getElementById("ex").value.split("/");
 if(!window.Xendit){b.disabled=false;b.textContent="Pay ₱1,000.00";return}
 Xendit.card.createToken({amount:1000,card_number:document.getElementById("cn").value.replace(/\\s/g,""),card_exp_month:(ex[0]||"").trim(),card_exp_year:"20"+(ex[1]||"").trim(),card_cvn:document.getElementById("cv").value,is_multiple_use:false,should_authenticate:true},function(err,tok){
  if(err){b.disabled=false;b.textContent="Pay ₱1,000.00";alert(err.message);return}
  fetch("/api/checkout/cs_live_a1Qm7Tz94KfLw2/confirm",{method:"POST",credentials:"same-origin",headers:{"Content-Type":"application/json"},body:JSON.stringify({token_id:tok.id,authentication_id:tok.authentication_id})}).then(function(r){return r.json()}).then(function(j){location.assign(j.redirect_url||"/checkout/done")});
 });});
</script>`,
  }),
},
{
  id: 'zy-clean-kilat-contact-hotlines',
  label: 'clean',
  kind: 'support-contact-page',
  url: 'https://help.kilat.app/hc/en/articles/360001-contact-kilat-support',
  body: doc({
    title: 'Contact Kilat Support | Kilat Help Centre',
    css: kilatCss + `table{width:100%;border-collapse:collapse;font-size:15px}td,th{padding:10px;border-bottom:1px solid #e3ebe8;text-align:left}.em{background:#fdecea;border-radius:10px;padding:14px;margin:14px 0}`,
    body: `${kilatTop([['https://help.kilat.app/', 'Help Centre'], ['https://help.kilat.app/hc/en/sections/safety', 'Safety']])}
<div class="kl-wrap" style="max-width:820px"><h1>Contact Kilat Support</h1><p>The fastest way to reach us is in the app: <b>Account › Help › Chat with us</b>. You can also call the hotlines below.</p>
<div class="em"><b>Safety emergency during a trip?</b> Use the red Safety button in the app to share your location with our 24/7 safety team and call local emergency services.</div>
<table><tr><th>Country</th><th>Customer hotline</th><th>Hours</th></tr>
<tr><td>🇮🇩 Indonesia</td><td>1500-545 (Halo Kilat)</td><td>24 hours</td></tr>
<tr><td>🇵🇭 Philippines</td><td>(02) 8880-5454</td><td>24 hours</td></tr>
<tr><td>🇲🇾 Malaysia</td><td>1-300-88-5454</td><td>8:00 AM – 10:00 PM</td></tr>
<tr><td>🇵🇰 Pakistan</td><td>021-111-545-282</td><td>9:00 AM – 11:00 PM</td></tr>
<tr><td>🇧🇩 Bangladesh</td><td>09678-545454</td><td>9:00 AM – 9:00 PM</td></tr>
<tr><td>🇱🇰 Sri Lanka</td><td>011 754 5454</td><td>8:00 AM – 8:00 PM</td></tr></table>
<p>Our agents will never ask for your password, PIN, OTP, card number or recovery phrase, and will never ask you to install remote-access apps such as AnyDesk or TeamViewer.</p>
<p>Merchants: email <a href="mailto:merchant-support@kilat.app">merchant-support@kilat.app</a>. Press and partnerships: <a href="mailto:press@kilat.app">press@kilat.app</a>.</p></div>
${kilatFoot()}`,
  }),
},
{
  id: 'zy-clean-kilat-email-click-tracking-chain',
  label: 'clean',
  kind: 'benign-redirect-chain',
  url: 'https://click.email.kilat.app/ls/click?upn=u001.Tq9rK2mVbN8xLw4HcZ1sPfYgE3dJ0aRt',
  routes: {
    'click.email.kilat.app/ls/click': redirectRoute(302, 'https://www.kilat.app/promo/food-50-weekend?utm_source=newsletter&utm_medium=email&utm_campaign=jun25_food50'),
    'www.kilat.app/promo/food-50-weekend': htmlRoute(doc({
      title: '50% off Kilat Food this weekend | Kilat',
      css: kilatCss + `.hero{background:#ffd23f;padding:46px 24px;text-align:center}.hero h1{font-size:36px;margin:0}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.g div{background:#fff;border:1px solid #e3ebe8;border-radius:12px;padding:12px;text-align:center}@media(max-width:700px){.g{grid-template-columns:1fr 1fr}}`,
      body: `${kilatTop()}<div class="hero"><h1>50% off Kilat Food</h1><p>Sat–Sun, 21–22 June · up to ₱150 / Rp25.000 / RM10 off · no minimum spend at selected merchants</p></div>
<div class="kl-wrap"><h3>Participating merchants near you</h3><div class="g"><div>🍗 Ayam Geprek Bensu</div><div>🍜 Mie Gacoan</div><div>☕ Kopi Kenangan</div><div>🍔 Jollibee</div><div>🍛 Nasi Kandar Pelita</div><div>🍕 Pizza Hut Delivery</div><div>🧋 Chatime</div><div>🥘 Savour Foods</div></div>
<p class="muted">Promo applied automatically at checkout. Limited redemptions per day. See <a href="https://www.kilat.app/legal/promo-terms">promo terms</a>.</p>
<a class="kl-btn" style="width:auto" href="https://kilat.app.link/food50">Open Kilat app</a></div>${kilatFoot()}`,
    })),
  },
},
];
