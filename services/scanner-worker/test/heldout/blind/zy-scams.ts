import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { beepWav, doc, fileRoute, jsonRoute, kilatLogo, walletCss } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-pinjol-cair-5-menit-biaya-admin',
  label: 'scam',
  kind: 'loan-advance-fee',
  url: 'https://danacepat-tanpabi.com/ajukan',
  body: doc({
    title: 'Dana Cepat Cair — Pinjaman Online Tanpa BI Checking',
    lang: 'id',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Segoe UI",Arial;background:#f4f7fb;color:#1d2a3a}.hero{background:linear-gradient(135deg,#1e63d6,#14b8a6);color:#fff;padding:34px 20px;text-align:center}
.hero h1{margin:0 0 8px;font-size:28px}.badges span{display:inline-block;background:rgba(255,255,255,.2);border-radius:20px;padding:4px 12px;margin:4px;font-size:13px}
.w{max-width:520px;margin:-20px auto 30px;background:#fff;border-radius:14px;padding:22px;box-shadow:0 6px 20px rgba(0,0,0,.08)}label{display:block;font-size:13px;margin:10px 0 4px}
input,select{width:100%;padding:11px;border:1px solid #cdd6e3;border-radius:8px}button{width:100%;background:#1e63d6;color:#fff;border:0;border-radius:8px;padding:14px;font-weight:700;margin-top:16px}
.hide{display:none}.ok{text-align:center}.rek{background:#f1f6ff;border:1px dashed #1e63d6;border-radius:10px;padding:14px;margin:12px 0;text-align:left;font-size:14px}.t{font-size:12px;color:#6a7a90}
.testi{max-width:520px;margin:0 auto 30px;font-size:13px}.testi div{background:#fff;border-radius:10px;padding:12px;margin:8px 0}`,
    body: `<div class="hero"><h1>Pinjaman s/d Rp 20.000.000 Cair 5 Menit</h1><p>Tanpa BI checking · Tanpa jaminan · Bunga 0,3% per bulan</p><div class="badges"><span>✔ Terdaftar &amp; Diawasi OJK</span><span>✔ 2 juta+ nasabah</span><span>✔ Tenor 3–24 bulan</span></div></div>
<div class="w" id="form"><h3 style="margin-top:0">Ajukan Sekarang</h3><form id="aj">
<label>Jumlah pinjaman</label><select name="jumlah"><option>Rp 3.000.000</option><option>Rp 5.000.000</option><option selected>Rp 10.000.000</option><option>Rp 20.000.000</option></select>
<label>Tenor</label><select name="tenor"><option>6 bulan</option><option selected>12 bulan</option><option>24 bulan</option></select>
<label>Nama lengkap sesuai KTP</label><input name="nama" required><label>NIK</label><input name="nik" maxlength="16" required><label>No. WhatsApp</label><input name="wa" required>
<label>Rekening pencairan (bank / e-wallet)</label><input name="rek" placeholder="cth: BRI 0123-01-xxxxxx-xx-x" required>
<label>Foto KTP</label><input type="file" accept="image/*"><label>Selfie dengan KTP</label><input type="file" accept="image/*" capture="user">
<button>Ajukan Pinjaman</button></form></div>
<div class="w hide" id="ok"><div class="ok"><div style="font-size:46px">🎉</div><h3>Selamat, pinjaman Anda DISETUJUI</h3><p>Rp 10.000.000 · tenor 12 bulan · cicilan Rp 863.000/bulan</p></div>
<div class="rek">Sebelum dana dicairkan, mohon selesaikan <b>biaya administrasi &amp; asuransi pinjaman Rp 350.000</b> (dikembalikan bersama pencairan).<br><br>Transfer ke:<br><b>BRI 0571-01-029384-50-3</b> a.n. <b>RIZKY PRATAMA</b><br>atau DANA <b>0857-1194-2210</b></div>
<p class="t">Setelah transfer, kirim bukti ke WhatsApp admin. Dana cair maksimal 5 menit. Jika biaya tidak dibayar dalam 1 jam, pengajuan dibatalkan dan data Anda masuk daftar hitam pinjaman.</p>
<a href="https://wa.me/6285711942210?text=Saya%20sudah%20transfer%20biaya%20admin"><button type="button">Kirim Bukti Transfer</button></a></div>
<div class="testi"><div>⭐⭐⭐⭐⭐ "Cair beneran dalam 5 menit, mantap!" — Siti, Bekasi</div><div>⭐⭐⭐⭐⭐ "Tanpa ribet, tanpa survei." — Andi, Makassar</div></div>
<script>document.getElementById("aj").onsubmit=function(e){e.preventDefault();fetch("/api/ajukan",{method:"POST",body:new FormData(this)});document.getElementById("form").classList.add("hide");document.getElementById("ok").classList.remove("hide");window.scrollTo(0,0)};</script>`,
  }),
  routes: { 'danacepat-tanpabi.com/api/ajukan': jsonRoute({ status: 'approved' }) },
},
{
  id: 'zy-diamond-ml-murah-transfer-pribadi',
  label: 'scam',
  kind: 'fake-topup-shop',
  url: 'https://topupmurah-ml.store/',
  body: doc({
    title: 'TopUp Murah ML — Diamond Mobile Legends Diskon 70%',
    lang: 'id',
    css: `*{box-sizing:border-box}body{margin:0;background:#0f172a;color:#e2e8f0;font-family:"Segoe UI",Arial}.h{padding:16px 20px;background:#1e293b;font-weight:800;font-size:20px}.h span{color:#38bdf8}
.w{max-width:760px;margin:0 auto;padding:18px}.g{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:10px}.it{background:#1e293b;border:2px solid transparent;border-radius:10px;padding:12px;cursor:pointer}.it.sel{border-color:#38bdf8}
.it s{color:#64748b;font-size:12px}.it b{display:block;color:#38bdf8}input{width:100%;padding:11px;border-radius:8px;border:1px solid #334155;background:#0f172a;color:#fff;margin:6px 0}
.pay{background:#1e293b;border-radius:10px;padding:14px;margin-top:14px}button{width:100%;background:#38bdf8;color:#0f172a;border:0;border-radius:8px;padding:13px;font-weight:800;margin-top:10px}.hide{display:none}`,
    body: `<div class="h">TopUp<span>Murah</span>ML · Proses 1 detik · 24 jam</div><div class="w">
<h3>1. Masukkan User ID</h3><div style="display:flex;gap:8px"><input id="uid" placeholder="User ID"><input id="zid" placeholder="(Zone ID)" style="width:40%"></div>
<h3>2. Pilih Nominal</h3><div class="g">
<div class="it" data-p="18000">💎 86 Diamond<s> Rp 24.000</s><b>Rp 7.200</b></div><div class="it" data-p="35000">💎 172 Diamond<s> Rp 48.000</s><b>Rp 14.400</b></div>
<div class="it" data-p="89000">💎 514 Diamond<s> Rp 145.000</s><b>Rp 43.500</b></div><div class="it sel" data-p="149000">💎 1050 Diamond<s> Rp 290.000</s><b>Rp 87.000</b></div>
<div class="it" data-p="299000">💎 2195 Diamond<s> Rp 580.000</s><b>Rp 174.000</b></div><div class="it">🎟 Weekly Diamond Pass<s> Rp 28.000</s><b>Rp 8.400</b></div></div>
<h3>3. Pembayaran</h3><div class="pay">⚠ QRIS &amp; e-wallet sedang gangguan. Untuk sementara pembayaran hanya via transfer bank manual:<br><br><b>BNI 1882 0391 27</b> a.n. <b>DWI SAPUTRA</b><br><br>Setelah transfer, konfirmasi ke admin WhatsApp untuk diproses. Diamond masuk &lt; 1 menit.</div>
<button id="bl">Beli Sekarang</button><p id="done" class="hide" style="background:#14532d;padding:12px;border-radius:8px">Pesanan dibuat! Silakan transfer dan kirim bukti ke wa.me/6289512340098</p>
<p style="font-size:12px;color:#94a3b8">★ 4.9/5 dari 128.442 ulasan · Terpercaya sejak 2019</p></div>
<script>document.querySelectorAll(".it").forEach(function(i){i.onclick=function(){document.querySelectorAll(".it").forEach(function(x){x.classList.remove("sel")});i.classList.add("sel")}});
document.getElementById("bl").onclick=function(){if(!uid.value){alert("Masukkan User ID");return}document.getElementById("done").classList.remove("hide")};</script>`,
  }),
},
{
  id: 'zy-usdt-quant-dashboard-withdraw-tax',
  label: 'scam',
  kind: 'pig-butchering-dashboard',
  url: 'https://m.bitquantpro-global.com/#/assets',
  body: doc({
    title: 'BitQuant Pro',
    css: `*{box-sizing:border-box}body{margin:0;background:#0b0e11;color:#eaecef;font-family:"IBM Plex Sans",Arial}.w{max-width:460px;margin:0 auto;padding:16px}
.card{background:#1e2329;border-radius:12px;padding:16px;margin-bottom:12px}.tot{font-size:30px;font-weight:700}.up{color:#0ecb81}.muted{color:#848e9c;font-size:12px}
.row{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #2b3139;font-size:14px}.btns{display:flex;gap:10px}.btns button{flex:1;padding:12px;border:0;border-radius:8px;font-weight:700}
.dep{background:#fcd535;color:#000}.wd{background:#2b3139;color:#eaecef}.modal{position:fixed;inset:0;background:rgba(0,0,0,.7);display:none;align-items:center;justify-content:center}.modal .card{width:340px}`,
    body: `<div class="w"><div class="card"><div class="muted">Total assets (USDT)</div><div class="tot">48,215.37</div><div class="up">+ 1,836.40 today (+3.96%)</div><div class="muted">VIP 3 · AI quantitative strategy: running ●</div></div>
<div class="btns"><button class="dep" id="dep">Deposit</button><button class="wd" id="wd">Withdraw</button></div>
<div class="card" style="margin-top:12px"><b>AI Arbitrage Records</b><div class="row"><span>BTC/USDT Binance→OKX</span><span class="up">+412.18</span></div><div class="row"><span>ETH/USDT Bybit→KuCoin</span><span class="up">+388.02</span></div><div class="row"><span>SOL/USDT HTX→Gate</span><span class="up">+521.66</span></div><div class="row"><span>BNB/USDT</span><span class="up">+514.54</span></div></div>
<div class="card"><b>VIP Plans</b><div class="row"><span>VIP 3 · ≥ 30,000</span><span>3.8% daily</span></div><div class="row"><span>VIP 4 · ≥ 80,000</span><span>5.2% daily</span></div><div class="row"><span>VIP 5 · ≥ 200,000</span><span>7.5% daily</span></div></div>
<p class="muted" style="text-align:center">Customer service: online 24h · Licensed by MSB (FINTRAC) · US NFA registered</p></div>
<div class="modal" id="m1"><div class="card"><h3>Deposit USDT (TRC20)</h3><p style="word-break:break-all;background:#2b3139;padding:10px;border-radius:8px">TXm4Lq2uZ8rWc9vYkP3nJaGs7dHfE1bR6t</p><p class="muted">Minimum deposit 500 USDT. Send the transaction hash to your account manager after transfer.</p><button class="dep" style="width:100%;padding:12px;border:0;border-radius:8px" onclick="m1.style.display='none'">Copied</button></div></div>
<div class="modal" id="m2"><div class="card"><h3>Withdrawal review</h3><p>Your withdrawal of <b>48,215.37 USDT</b> has been flagged by the risk-control department. According to anti-money-laundering regulations, a <b>personal income tax of 20% (9,643.07 USDT)</b> must be paid as a separate deposit before funds can be released. Tax cannot be deducted from the balance.</p><p class="muted">Frozen accounts will be cleared after 7 days.</p><button class="dep" style="width:100%;padding:12px;border:0;border-radius:8px" onclick="m2.style.display='none';m1.style.display='flex'">Pay tax now</button></div></div>
<script>dep.onclick=function(){m1.style.display="flex"};wd.onclick=function(){m2.style.display="flex"};</script>`,
  }),
},
{
  id: 'zy-flood-relief-impersonation-usdt',
  label: 'scam',
  kind: 'charity-scam',
  url: 'https://islamicrelief-my.donate-now.org/banjir2025',
  body: doc({
    title: 'Tabung Bantuan Banjir 2025 | Islamic Relief Malaysia',
    lang: 'ms',
    css: `*{box-sizing:border-box}body{margin:0;font-family:Arial;background:#f7f7f7;color:#222}.h{background:#00873e;color:#fff;padding:14px 22px;font-weight:700}.hero{background:#2b2b2b;color:#fff;padding:40px 22px;text-align:center}
.w{max-width:620px;margin:0 auto;padding:20px;background:#fff}.prog{height:14px;background:#e5e5e5;border-radius:7px}.prog i{display:block;height:14px;width:83%;background:#00873e;border-radius:7px}
.acc{border:1px solid #ddd;border-radius:8px;padding:14px;margin:10px 0;font-size:14px}.acc code{font-size:12px;word-break:break-all}.urg{color:#c0392b;font-weight:700}`,
    body: `<div class="h">Islamic Relief Malaysia · Tabung Kecemasan</div><div class="hero"><h1>Banjir Besar Kelantan &amp; Terengganu</h1><p>Lebih 120,000 mangsa dipindahkan. Setiap ringgit anda menyelamatkan nyawa.</p></div>
<div class="w"><p><b>RM 1,662,410</b> terkumpul daripada sasaran RM 2,000,000</p><div class="prog"><i></i></div>
<p class="urg">⚠ Akaun bank rasmi kami sedang dibekukan sementara oleh bank kerana jumlah transaksi yang tinggi. Sila salurkan sumbangan melalui saluran alternatif di bawah.</p>
<div class="acc"><b>Maybank</b> 1620 4455 9812 — a.n. <b>MOHD FAIZAL BIN ABD RAHMAN</b> (Penyelaras Lapangan)</div>
<div class="acc"><b>USDT (TRC20)</b><br><code>TLa8qW3vKxP9cR2yN7mZ5uB4jH6sD1fGtE</code></div>
<div class="acc"><b>Bitcoin</b><br><code>bc1q9v7h3kz4r8wq2n5m6x0c7l3p4t8y2s6j5d9f0a</code></div>
<p>Hantar resit kepada WhatsApp <b>+60 17-330 8124</b> untuk mendapatkan sijil derma dan pengecualian cukai LHDN.</p>
<p style="font-size:12px;color:#777">Islamic Relief Malaysia (PPM-023-14-15052006)</p></div>`,
  }),
},
{
  id: 'zy-sextortion-btc-countdown',
  label: 'scam',
  kind: 'extortion',
  url: 'https://notice-5521.pages-secure.net/p/9ad7e0',
  body: doc({
    title: 'Important message for you',
    css: `body{margin:0;background:#111;color:#ddd;font-family:Consolas,"Courier New",monospace}.w{max-width:720px;margin:40px auto;padding:20px;border:1px solid #333;background:#161616}
h1{color:#e74c3c;font-size:22px}.btc{background:#000;border:1px solid #444;padding:12px;font-size:15px;word-break:break-all;color:#f1c40f}.tm{font-size:40px;color:#e74c3c;text-align:center;margin:20px 0}`,
    body: `<div class="w"><h1>I know your password and I have recorded you.</h1>
<p>Hello. Several months ago I gained access to the devices you use for browsing the internet through a vulnerability in your router. Since then I have been tracking all of your online activity.</p>
<p>I installed a RAT (remote access tool) on your device that gave me access to your camera and microphone. I recorded video of you while you were visiting adult websites, and I have merged it with the content you were watching. I also have copies of all contacts from your phone, WhatsApp, Messenger and email.</p>
<p>With one click I can send this video to all your contacts, family and colleagues, and publish it on social networks.</p>
<p>To prevent this, transfer <b>USD 950</b> in Bitcoin to my wallet:</p><div class="btc">bc1qxy7k2m4n9p3r8s6t0v5w2z4c7e9g1h3j5l8q0d</div>
<p>After payment I will delete the video and the malware immediately. You have 48 hours. I get a notification when this page is opened; the timer is already running. Do not contact the police — I will know.</p>
<div class="tm" id="t">47:59:59</div></div>
<script>var s=172799;setInterval(function(){s--;document.getElementById("t").textContent=[Math.floor(s/3600),Math.floor(s%3600/60),s%60].map(function(x){return String(x).padStart(2,"0")}).join(":")},1000);</script>`,
  }),
},
];
