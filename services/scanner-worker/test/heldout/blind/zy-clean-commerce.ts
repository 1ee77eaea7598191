import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, jsonRoute } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-clean-pk-lawn-store-checkout-jazzcash',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://www.rangrezalawn.pk/checkout',
  body: doc({
    title: 'Checkout | Rangreza Lawn — Summer Collection 2025',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Montserrat",Arial;color:#222;background:#fff}.hd{text-align:center;padding:18px;border-bottom:1px solid #eee;letter-spacing:6px;font-weight:700}.w{max-width:1000px;margin:24px auto;display:flex;gap:30px;padding:0 20px}
.f{flex:1}.s{flex:0 0 340px;background:#fafafa;padding:20px}label{display:block;font-size:12px;text-transform:uppercase;letter-spacing:1px;margin:12px 0 5px}input,select{width:100%;padding:11px;border:1px solid #ccc}
.pm{border:1px solid #ccc;margin-top:6px}.pm div{padding:12px;border-bottom:1px solid #eee}.pm div:last-child{border:0}button{width:100%;background:#111;color:#fff;border:0;padding:15px;letter-spacing:2px;margin-top:18px}@media(max-width:760px){.w{display:block}}`,
    body: `<div class="hd">RANGREZA</div>
<div class="w"><form class="f" method="post" action="/checkout/place-order"><input type="hidden" name="_token" value="gT5q2mVx8LwR0b3N">
<h3>Delivery details</h3><label>Full name</label><input name="name" required><label>Mobile number</label><input name="phone" placeholder="03XX-XXXXXXX" required><label>Address</label><input name="address" required>
<label>City</label><select name="city"><option>Karachi</option><option>Lahore</option><option>Islamabad</option><option>Rawalpindi</option><option>Faisalabad</option><option>Multan</option></select>
<h3>Payment method</h3><div class="pm"><div><label style="display:inline;text-transform:none;letter-spacing:0"><input type="radio" name="payment" value="cod" checked style="width:auto"> Cash on Delivery (+Rs 150)</label></div>
<div><label style="display:inline;text-transform:none;letter-spacing:0"><input type="radio" name="payment" value="jazzcash" style="width:auto"> JazzCash Mobile Account</label></div>
<div><label style="display:inline;text-transform:none;letter-spacing:0"><input type="radio" name="payment" value="easypaisa" style="width:auto"> Easypaisa</label></div>
<div><label style="display:inline;text-transform:none;letter-spacing:0"><input type="radio" name="payment" value="card" style="width:auto"> Debit / Credit Card (HBL Payment Gateway)</label></div></div>
<p style="font-size:12px;color:#666">For JazzCash and Easypaisa you'll receive a payment request on your phone; approve it in the app. We never ask for your MPIN on this site.</p>
<button>Place order</button></form>
<div class="s"><b>Order summary</b><p style="font-size:14px">3-Piece Embroidered Lawn Suit — Firozi (Unstitched) × 1<br><b>Rs 8,490</b></p><p style="font-size:14px">Printed Chiffon Dupatta — Ivory × 1<br><b>Rs 2,250</b></p><p style="font-size:14px">Shipping: Rs 200 (TCS, 3–5 working days)</p><hr><p><b>Total: Rs 10,940</b></p><p style="font-size:12px;color:#666">Exchange within 14 days with receipt. Customer care: 042-111-726-473</p></div></div>`,
  }),
},
{
  id: 'zy-clean-tala-ph-loan-landing',
  label: 'clean',
  kind: 'legit-lender',
  url: 'https://tala.ph/how-it-works',
  body: doc({
    title: 'How Tala works — Fast cash loans in the Philippines | Tala',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Inter",Arial;color:#17263c}.hd{padding:16px 30px;display:flex;justify-content:space-between;border-bottom:1px solid #eee}.hd b{color:#00b48a;font-size:24px}
.hero{background:#eafaf5;padding:50px 30px}.hero h1{font-size:38px;margin:0 0 10px}.w{max-width:980px;margin:0 auto;padding:30px}.st{display:grid;grid-template-columns:repeat(3,1fr);gap:18px}.st div{background:#fff;border:1px solid #e3efe9;border-radius:12px;padding:18px}
table{width:100%;border-collapse:collapse;margin-top:14px;font-size:14px}td,th{border:1px solid #dde7e2;padding:10px;text-align:left}.disc{font-size:12px;color:#5b6b7d;line-height:1.6}@media(max-width:760px){.st{grid-template-columns:1fr}}`,
    body: `<div class="hd"><b>tala</b><span><a href="https://play.google.com/store/apps/details?id=ph.tala.android">Get the app</a></span></div>
<div class="hero"><h1>Cash loans from ₱1,000 to ₱25,000</h1><p>Apply in the Tala app in minutes. No collateral. Receive your cash via GCash, bank transfer or over the counter.</p></div>
<div class="w"><div class="st"><div><b>1. Download the app</b><p>Get Tala from Google Play and sign up with your mobile number.</p></div><div><b>2. Apply</b><p>Fill in basic information and one valid ID. We'll review your application in minutes.</p></div><div><b>3. Get your cash</b><p>Choose how to receive your loan. Pay on time to unlock higher limits.</p></div></div>
<h3>Fees and charges</h3><table><tr><th>Loan amount</th><th>Term</th><th>Service fee</th><th>Effective monthly rate</th></tr><tr><td>₱1,000 – ₱5,000</td><td>21 or 30 days</td><td>from 11%</td><td>up to 15.9%</td></tr><tr><td>₱5,001 – ₱25,000</td><td>61 days</td><td>from 11%</td><td>up to 15.9%</td></tr></table>
<p class="disc">Tala never asks you to pay any fee before you receive your loan. We do not contact your phone contacts for collections. Tala Financing Philippines Inc. SEC Registration No. CS201710582. Certificate of Authority No. 1132. For complaints, contact us at support.ph@tala.co or call (02) 8810-7810. You may also file a complaint with the SEC Corporate Governance and Finance Department.</p></div>`,
  }),
},
{
  id: 'zy-clean-kredivo-paylater-ojk',
  label: 'clean',
  kind: 'legit-lender',
  url: 'https://kredivo.id/cara-pengajuan',
  body: doc({
    title: 'Cara Pengajuan Kredivo — Paylater & Pinjaman Tunai',
    lang: 'id',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Poppins",Arial;color:#1c2333}.hd{background:#fff;padding:16px 28px;border-bottom:1px solid #eee;color:#ff7a00;font-weight:800;font-size:22px}.w{max-width:900px;margin:26px auto;padding:0 20px}
.c{display:flex;gap:14px}.c div{flex:1;background:#fff6ee;border-radius:12px;padding:16px}.faq p{line-height:1.7}.warn{background:#fdecea;border-radius:10px;padding:14px;margin:20px 0}.ft{font-size:12px;color:#666;border-top:1px solid #eee;padding-top:14px}@media(max-width:700px){.c{display:block}.c div{margin-bottom:10px}}`,
    body: `<div class="hd">kredivo</div><div class="w"><h1>Cara pengajuan akun Kredivo</h1>
<div class="c"><div><b>1. Unduh aplikasi</b><p>Unduh Kredivo dari Google Play atau App Store.</p></div><div><b>2. Daftar dengan nomor HP</b><p>Masukkan data diri, foto KTP, dan swafoto.</p></div><div><b>3. Tunggu persetujuan</b><p>Keputusan dalam 24 jam. Limit hingga Rp 50 juta.</p></div></div>
<div class="faq"><h3>Berapa bunga dan biayanya?</h3><p>Bunga 0% untuk tenor 30 hari. Untuk cicilan 3, 6, 12 bulan bunga mulai 2,6% per bulan. Biaya layanan dan denda keterlambatan tercantum di aplikasi sebelum Anda menyetujui transaksi.</p></div>
<div class="warn"><b>Waspada penipuan:</b> Kredivo tidak pernah meminta biaya administrasi, asuransi, atau "biaya pencairan" yang harus ditransfer sebelum pinjaman cair. Kredivo hanya menghubungi Anda dari nomor resmi dan email @kredivo.com.</div>
<p class="ft">PT FinAccel Finance Indonesia berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK) berdasarkan izin usaha No. KEP-78/D.05/2019. Layanan pengaduan: 021-5080-8500 · cs@kredivo.com. Direktorat Jenderal Perlindungan Konsumen dan Tertib Niaga, Kementerian Perdagangan RI: 0853-1111-1010.</p></div>`,
  }),
},
{
  id: 'zy-clean-kitabisa-banjir-donation',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://kitabisa.com/campaign/bantubanjirdemak2025',
  body: doc({
    title: 'Bantu Korban Banjir Demak — Kitabisa',
    lang: 'id',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Lato",Arial;color:#333;background:#f7f8fa}.hd{background:#fff;padding:14px 24px;color:#00aeef;font-weight:800;font-size:22px;border-bottom:1px solid #eee}.w{max-width:560px;margin:0 auto;background:#fff;min-height:100vh}
.img{height:220px;background:linear-gradient(135deg,#7aa6c2,#3e6a86)}.p{padding:18px}.prog{height:8px;background:#e8eef3;border-radius:4px}.prog i{display:block;height:8px;width:64%;background:#00aeef;border-radius:4px}
.amts{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:14px 0}.amts button{border:1px solid #cfe7f3;background:#fff;border-radius:8px;padding:12px;font-weight:700}button.d{width:100%;background:#00aeef;color:#fff;border:0;border-radius:8px;padding:14px;font-size:16px;font-weight:700}
.org{display:flex;gap:10px;align-items:center;border-top:1px solid #eee;padding-top:12px;margin-top:12px;font-size:14px}`,
    body: `<div class="hd">kitabisa</div><div class="w"><div class="img"></div><div class="p"><h2>Darurat! Bantu Korban Banjir Demak</h2><p><b>Rp 412.830.500</b> terkumpul dari target Rp 650.000.000</p><div class="prog"><i></i></div><p style="font-size:13px;color:#777">8.214 donasi · 12 hari lagi</p>
<div class="org">✅ <div><b>Dompet Dhuafa</b> · Organisasi terverifikasi<br><span style="color:#777">Izin PUB Kemensos No. 0/HUK-PS/2025</span></div></div>
<p>Banjir akibat jebolnya tanggul Sungai Wulan merendam 11 desa. Dana digunakan untuk makanan siap saji, air bersih, selimut, dan layanan kesehatan di 14 titik pengungsian.</p>
<div class="amts"><button>Rp 10.000</button><button>Rp 25.000</button><button>Rp 50.000</button><button>Rp 100.000</button><button>Rp 250.000</button><button>Lainnya</button></div>
<button class="d" onclick="location.href='/campaign/bantubanjirdemak2025/contribute'">Donasi Sekarang</button>
<p style="font-size:12px;color:#888;margin-top:12px">Pembayaran via GoPay, OVO, DANA, ShopeePay, QRIS, virtual account, dan kartu kredit. Laporan penggunaan dana dipublikasikan di halaman Kabar Terbaru.</p></div></div>`,
  }),
},
];
