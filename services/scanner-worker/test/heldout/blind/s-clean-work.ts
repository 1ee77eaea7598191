import type { Entry } from '../entry.js';
import { doc, json } from '../parts/s-kit.js';

/** Author s: clean-work (blind split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'www.ashdown-immigration-solicitors.co.uk';
  return E({
    id: 's-clean-law-firm-skilled-worker-uk',
    label: 'clean',
    kind: 'immigration-lawyer',
    url: `https://${h}/services/skilled-worker-visa`,
    body: doc({
      lang: 'en-GB',
      title: 'Skilled Worker Visa – Fixed Fees | Ashdown Immigration Solicitors',
      css: `body{margin:0;font-family:Georgia,serif;color:#222;line-height:1.6}header{background:#2c3e50;color:#fff;padding:16px 30px}.w{max-width:880px;margin:auto;padding:24px}table{border-collapse:collapse;width:100%}td{border-bottom:1px solid #ddd;padding:8px}.sra{font-size:12px;color:#555;border-top:1px solid #ddd;padding-top:10px}`,
      body: `<header><b>Ashdown Immigration Solicitors</b> · Manchester · Leeds · 0161 555 0177</header>
<div class="w"><h1>Skilled Worker visa</h1><p>We advise employers and individuals on Skilled Worker applications, Certificates of Sponsorship, switching from other routes and settlement. We cannot guarantee the outcome of any application — decisions are made by the Home Office.</p>
<h2>Our fixed fees (excluding VAT)</h2><table><tr><td>Initial consultation (60 mins)</td><td>£150</td></tr><tr><td>Skilled Worker application – main applicant</td><td>£1,450</td></tr><tr><td>Each dependant</td><td>£450</td></tr><tr><td>Sponsor licence application</td><td>£2,250</td></tr></table>
<h2>Government fees (paid directly to the Home Office)</h2><p>Visa fee from £719 to £1,639 depending on length and occupation; Immigration Health Surcharge £1,035 per year. These are paid through the official GOV.UK service in your name, never to us.</p>
<p>Warning: it is illegal for an employer or agent to charge you for a Certificate of Sponsorship. Offers of "guaranteed visas" or jobs that require you to pay a recruiter are a red flag.</p>
<p class="sra">Ashdown Immigration Solicitors Ltd is authorised and regulated by the Solicitors Regulation Authority (SRA number 624180). Price transparency information is published in line with SRA rules. Complaints: see our complaints procedure.</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'travel.state.gov';
  return E({
    id: 's-clean-dv-program-info',
    label: 'clean',
    kind: 'gov-info',
    url: `https://${h}/content/travel/en/us-visas/immigrate/diversity-visa-program-entry/dv-2027-selected-entrants.html`,
    body: doc({
      title: 'DV-2027 Selected Entrants',
      css: `body{margin:0;font-family:"Source Sans Pro",Arial;color:#212121;line-height:1.6}.gb{background:#f0f0f0;font-size:12px;padding:4px 30px}header{background:#112e51;color:#fff;padding:16px 30px}.w{max-width:900px;margin:auto;padding:24px}.alert{border-left:8px solid #e31c3d;background:#f9dede;padding:12px}footer{background:#f1f1f1;padding:20px 30px;font-size:12px}`,
      body: `<div class="gb">An official website of the United States government</div>
<header><b>U.S. Department of State — Bureau of Consular Affairs</b> · Travel.State.Gov</header>
<div class="w"><p>U.S. Visas › Immigrate › Diversity Visa Program › DV-2027 Selected Entrants</p><h1>DV-2027 Selected Entrants</h1>
<p>Entrants can check their status only through the Entrant Status Check on the official E-DV website using their unique confirmation number. The Department of State will not notify selectees by email or letter, and will not send anyone to collect fees.</p>
<div class="alert"><b>Fraud warning:</b> The U.S. government will never ask you to pay to be selected or to transfer money by Western Union, MoneyGram or gift cards. The only fee for a diversity visa is the DV application processing fee, which is paid directly to the U.S. Embassy or Consulate cashier on the day of your interview. Be wary of websites and emails that imitate government sites.</div>
<h2>Next steps for selectees</h2><ol><li>Complete the DS-260 online immigrant visa application.</li><li>Submit supporting documents to the Kentucky Consular Center.</li><li>Wait for your interview to be scheduled; interviews follow the visa bulletin.</li></ol></div>
<footer>This site is managed by the Bureau of Consular Affairs, U.S. Department of State. External links to other Internet sites should not be construed as an endorsement.</footer>`,
    }),
  });
})(),

(() => {
  const h = 'www.englishtestcentre-booking.org';
  return E({
    id: 's-clean-ielts-test-booking',
    label: 'clean',
    kind: 'test-booking',
    url: `https://${h}/book/ielts-academic/lagos`,
    body: doc({
      lang: 'en-NG',
      title: 'Book IELTS Academic – Lagos | Test dates and fees',
      css: `body{margin:0;font-family:Arial;color:#222}header{background:#c8102e;color:#fff;padding:14px 30px}.w{max-width:860px;margin:auto;padding:24px}.d{border:1px solid #ddd;padding:10px;margin:6px 0;display:flex;justify-content:space-between}.warn{background:#fff8e1;padding:12px;font-size:13px}`,
      body: `<header><b>English Test Centre</b> · Official IELTS test venue</header>
<div class="w"><h1>IELTS Academic – Lagos, Victoria Island</h1><p>Test fee: <b>₦ 337,000</b> (paper or computer-delivered). Results in 3–5 days (computer) or 13 days (paper).</p>
<div id="dates">Loading available dates…</div>
<p class="warn"><b>Important:</b> IELTS results can only be obtained by sitting the test. Nobody can sell you a "registered" certificate or change your score. Test Report Forms are verified by organisations directly through the official results verification service. Candidates who use fraudulent documents may be banned and reported. Pay only through this booking site or at the centre.</p></div>
<script>fetch('/api/ielts/dates?city=lagos').then(function(r){return r.json()}).then(function(d){document.getElementById('dates').innerHTML=d.map(function(x){return '<div class="d"><span>'+x.date+' · '+x.mode+'</span><span>'+(x.seats>0?'<button>Book</button>':'Full')+'</span></div>'}).join('');});</script>`,
    }),
    routes: { [`${h}/api/ielts/dates`]: json([{ date: 'Sat 11 April 2026', mode: 'Paper', seats: 12 }, { date: 'Thu 16 April 2026', mode: 'Computer', seats: 4 }, { date: 'Sat 25 April 2026', mode: 'Paper', seats: 0 }]) },
  });
})(),

(() => {
  const h = 'www.karirku.co.id';
  return E({
    id: 's-clean-job-portal-id',
    label: 'clean',
    kind: 'job-board',
    url: `https://${h}/lowongan/admin-gudang-bekasi-88120`,
    body: doc({
      lang: 'id',
      title: 'Lowongan Admin Gudang – PT Sinar Logistik Nusantara – Bekasi | KarirKu',
      css: `body{margin:0;font-family:Arial;background:#f4f6f8;color:#222}header{background:#0d47a1;color:#fff;padding:12px 24px}.w{max-width:860px;margin:20px auto;background:#fff;padding:22px;border-radius:8px}.tag{display:inline-block;background:#e3f2fd;padding:3px 8px;border-radius:4px;font-size:13px;margin-right:6px}.aman{background:#fff3e0;padding:12px;border-radius:6px;font-size:13px}`,
      body: `<header><b>KarirKu</b> · Cari Lowongan · Perusahaan · Tips Karier</header>
<div class="w"><h1>Admin Gudang</h1><p><b>PT Sinar Logistik Nusantara</b> · Bekasi, Jawa Barat</p><span class="tag">Penuh waktu</span><span class="tag">Rp 5.200.000 – 6.000.000/bulan</span><span class="tag">Min. SMA/SMK</span>
<h3>Tanggung jawab</h3><ul><li>Mencatat barang masuk dan keluar di sistem WMS</li><li>Membuat laporan stok harian</li><li>Koordinasi dengan tim ekspedisi</li></ul><h3>Kualifikasi</h3><ul><li>Menguasai Microsoft Excel</li><li>Bersedia kerja shift</li><li>Domisili Bekasi dan sekitarnya</li></ul>
<p><button>Lamar sekarang</button></p>
<p class="aman"><b>Waspada penipuan:</b> Proses rekrutmen di KarirKu <b>gratis</b>. Perusahaan tidak boleh meminta biaya pelatihan, seragam, tiket, atau deposit. Jangan ikuti tawaran "kerja online like & review produk" yang meminta isi saldo.</p></div>`,
    }),
  });
})(),
];
