import type { Entry } from '../entry.js';
import { doc, imgs } from '../parts/s-kit.js';

/** Author s: jobs (blind split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'm.optimaltask-mall.com';
  return E({
    id: 's-job-task-optimisation-id',
    label: 'scam',
    kind: 'task-scam',
    url: `https://${h}/#/pages/task/index`,
    body: doc({
      lang: 'id',
      title: 'OptimalTask – Optimasi Pesanan',
      css: `body{margin:0;font-family:Roboto,Arial;background:#f2f3f7}.h{background:linear-gradient(135deg,#ff512f,#dd2476);color:#fff;padding:18px}.card{background:#fff;margin:12px;border-radius:12px;padding:14px}.row{display:flex;justify-content:space-between;margin:6px 0}.b{display:block;width:100%;background:#dd2476;color:#fff;border:0;padding:13px;border-radius:24px;font-size:16px}.prod{display:flex;gap:10px}.prod img{width:70px;height:70px;background:#eee}#warn{display:none;background:#fff0f0;border:1px solid #dd2476;padding:12px;border-radius:10px}`,
      body: `<div class="h"><b>OptimalTask</b><br><small>Level VIP1 · Saldo</small><div style="font-size:28px" id="bal">Rp 1.250.000</div></div>
<div class="card"><div class="row"><span>Tugas hari ini</span><b id="cnt">0 / 40</b></div><div class="row"><span>Komisi hari ini</span><b id="kom">Rp 0</b></div><div class="row"><span>Komisi per pesanan</span><b>0,5% – 1,5%</b></div></div>
<div class="card" id="box"><div class="prod"><img src="/static/p.png" alt=""><div><b id="pn">Tas Ransel Anti Air Premium</b><br>Harga: <span id="pp">Rp 289.000</span></div></div><br><button class="b" id="go">Mulai Optimasi</button></div>
<div class="card" id="warn"><b>🎁 Pesanan Gabungan (Combo)!</b><p>Selamat! Anda mendapatkan pesanan gabungan dengan komisi <b>6x lipat</b>. Saldo Anda tidak mencukupi: kurang <b id="kurang"></b>. Silakan isi ulang saldo melalui layanan pelanggan untuk menyelesaikan pesanan ini. Modal + komisi akan dikembalikan setelah pesanan selesai.</p><p>Tidak dapat menarik saldo sebelum 40 tugas selesai.</p><button class="b">Hubungi CS untuk Isi Ulang</button></div>
<div class="card" style="font-size:12px;color:#888">Kerja dari rumah, gaji harian Rp 300.000 – Rp 2.000.000. Undang teman untuk bonus 20%.</div>
<script>
var n=0,bal=1250000,kom=0;var names=['Sepatu Sneakers Pria','Blender Philips 2L','Headset Gaming RGB','Skincare Set Korea','Smartwatch T800'];
document.getElementById('go').onclick=function(){n++;if(n<=3){var c=Math.floor(bal*0.012);kom+=c;bal+=c;document.getElementById('pn').textContent=names[n%names.length];document.getElementById('bal').textContent='Rp '+bal.toLocaleString('id-ID');document.getElementById('kom').textContent='Rp '+kom.toLocaleString('id-ID');document.getElementById('cnt').textContent=n+' / 40';}else{document.getElementById('kurang').textContent='Rp '+(4870000-bal).toLocaleString('id-ID');document.getElementById('warn').style.display='block';this.disabled=true;}};
</script>`,
    }),
    routes: imgs(h, ['p.png'], 'static'),
  });
})(),

(() => {
  const h = 'ielts-certificate-without-exam.net';
  return E({
    id: 's-fake-ielts-certificate',
    label: 'scam',
    kind: 'fake-certificate',
    url: `https://${h}/`,
    body: doc({
      title: 'Buy Registered IELTS / TOEFL / PTE Certificate Without Exam – Verifiable Online',
      css: `body{font-family:Arial;margin:0;background:#f4f6f9}.h{background:#c8102e;color:#fff;padding:16px 30px}.w{max-width:900px;margin:auto;padding:20px}.card{background:#fff;padding:18px;border-radius:6px;margin:12px 0}.wa{background:#25d366;color:#fff;padding:10px 16px;border-radius:20px;text-decoration:none}`,
      body: `<div class="h"><b>Global Certificates Centre</b> — IELTS · TOEFL · PTE · OET · GMAT · Driving Licence · Passports</div>
<div class="w"><div class="card"><h1>Get Your IELTS Certificate Without Taking the Exam</h1><p>We provide <b>genuine, registered</b> IELTS certificates entered into the official database, verifiable by universities and immigration authorities (TRF verification). Choose your band score — 7.0, 7.5, 8.0 or higher.</p><p>Our insider team works with examination centres in several countries to register your results. Delivery in 5–10 working days.</p></div>
<div class="card"><h3>Prices</h3><p>IELTS Academic / General (registered): <b>$1,400</b><br>TOEFL iBT (registered): <b>$1,300</b><br>PTE Academic: <b>$1,500</b><br>Pay 50% now, 50% after online verification.</p><p>Payment: Bitcoin, Western Union, MoneyGram, bank transfer.</p></div>
<div class="card"><p>Contact us 24/7: <a class="wa" href="https://wa.me/447555019930">WhatsApp +44 7555 019930</a> · Email: ieltsregistered@proton.me</p><p>✔ 100% confidential ✔ Satisfaction guaranteed ✔ Thousands of happy clients in Canada, Australia, UK</p></div></div>`,
    }),
  });
})(),
];
