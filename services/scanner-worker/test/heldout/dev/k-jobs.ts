import type { Entry } from '../entry.js';
import { doc, gtagStub, pixelStub, logoRoutes, cookieBar, countdown, purchaseToasts, footer, floatChat, reviews, jsRoute, jsonRoute } from '../parts/k-parts.js';

const appCss = `body{margin:0;font-family:Roboto,Segoe UI,Arial,sans-serif;background:#f4f5f7;color:#222}header{background:#fff;display:flex;justify-content:space-between;align-items:center;padding:12px 28px;box-shadow:0 1px 3px rgba(0,0,0,.08)}header a{margin-left:16px;color:#333;text-decoration:none;font-size:14px}main{max-width:900px;margin:20px auto;padding:0 16px}.card{background:#fff;border-radius:10px;padding:18px;margin:12px 0;box-shadow:0 1px 2px rgba(0,0,0,.06)}.btn{background:#ff5a1f;color:#fff;border:0;border-radius:6px;padding:11px 20px;font-weight:600;cursor:pointer;text-decoration:none;display:inline-block}.muted{color:#777;font-size:13px}input{padding:10px;border:1px solid #ccc;border-radius:6px;width:100%;box-sizing:border-box;margin:5px 0}`;

export const entries: Entry[] = [
  {
  id: 'k-scam-task-like-earn-app-id',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://m.likeandearn-mitra.com/#/tugas',
  body: doc({
    title: 'Mitra Like – Kerja dari HP, gaji harian',
    lang: 'id',
    css: appCss + `.task{display:flex;justify-content:space-between;align-items:center}.lvl{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.lvl div{background:#fff4ec;border-radius:8px;padding:10px;text-align:center}`,
    body: `<header><strong>👍 Mitra Like</strong><span>Saldo: <b id="bal">Rp 15.000</b></span></header>
<main>
<div class="card"><h2>Tugas hari ini (3/30)</h2><p class="muted">Like video TikTok / YouTube, screenshot, dapat komisi Rp 5.000 per tugas. Dibayar langsung ke DANA/GoPay.</p>
<div id="tasks"></div></div>
<div class="card"><h3>Naik level, komisi lebih besar</h3><div class="lvl"><div><b>VIP1</b><br>Deposit Rp 300rb<br>40 tugas/hari<br>Rp 8.000/tugas</div><div><b>VIP2</b><br>Deposit Rp 1,5jt<br>60 tugas/hari<br>Rp 15.000/tugas</div><div><b>VIP3</b><br>Deposit Rp 5jt<br>100 tugas/hari<br>Rp 30.000/tugas</div></div>
<p class="muted">Akun gratis hanya bisa tarik saldo setelah upgrade VIP. Deposit dikembalikan penuh setelah kontrak 30 hari.</p><a class="btn" href="https://t.me/mitralike_admin_rini">Upgrade via admin Telegram</a></div>
<div class="card"><h3>Tugas bonus: "Pesanan Prabayar"</h3><p>Bantu merchant menaikkan penjualan: beli produk dengan saldo Anda, dapat komisi 30% + modal kembali dalam 10 menit. Tugas berurutan harus diselesaikan semua sebelum penarikan.</p></div>
</main>
<script>var b=15000,T=['Like video @dapurmamahrina','Follow akun @tokobaju.jkt','Like video @musikasik88','Like video @travel.bali.id'],el=document.getElementById('tasks');T.forEach(function(t){var d=document.createElement('div');d.className='task';d.innerHTML='<span>'+t+'</span><button class="btn">Kerjakan</button>';d.querySelector('button').onclick=function(){b+=5000;document.getElementById('bal').textContent='Rp '+b.toLocaleString('id-ID');this.disabled=true;this.textContent='Selesai ✔'};el.appendChild(d)});</script>`,
  }),
},
  {
  id: 'k-scam-wfh-amazon-review-job-in',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://parttime-reviewjobs.in/join?ref=HR-Pooja',
  body: doc({
    title: 'Part Time Job – Earn ₹2000–₹5000 daily | Product Review Work',
    css: appCss.replace(/#ff5a1f/g, '#f57c00'),
    body: `<header><strong>ReviewJobs India</strong><a href="#">Home</a><a href="#">Salary proof</a></header>
<main>
<div class="card"><h2>Namaste 🙏 This is Pooja from HR team</h2>
<p>We are hiring part time employees for Amazon and Flipkart product rating work. Very simple task, you just need to like and rate products and give 5 star. Per task you will get ₹50 and daily ₹2000 to ₹5000 easily. Work from home by your mobile only.</p>
<p>Kindly note: after first 3 free tasks you will join our "prepaid task" where you buy product for merchant and get back amount with 30% commission within 10 mins. This is 100% safe and trusted by 20 lakh members.</p>
<form id="f"><input placeholder="Your name" required><input placeholder="Mobile number" required><input placeholder="UPI ID"><button class="btn">Join Telegram group</button></form>
<p class="muted">Join fast, limited vacancy. Registration is totally free of cost.</p></div>
</main>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();location.href='https://t.me/+reviewjobs_receptionist_88'};</script>`,
  }),
},
  {
  id: 'k-clean-job-board-listing-de',
  label: 'clean',
  kind: 'job-board',
  url: 'https://www.stellenportal-nord.de/jobs/lagermitarbeiter-m-w-d-hamburg-40912',
  body: doc({
    title: 'Lagermitarbeiter (m/w/d) in Hamburg – Logistik Hanse GmbH | Stellenportal Nord',
    lang: 'de',
    css: appCss.replace(/#ff5a1f/g, '#1d4ed8'),
    head: gtagStub('G-SPN4420'),
    body: `<header><strong>Stellenportal Nord</strong><a href="#">Jobs suchen</a><a href="#">Für Arbeitgeber</a><a href="#">Anmelden</a></header>
<main>
<div class="card"><h1>Lagermitarbeiter (m/w/d)</h1><p class="muted">Logistik Hanse GmbH · Hamburg-Billbrook · Vollzeit · 16,50 €/Std. + Zuschläge · veröffentlicht vor 3 Tagen</p>
<h3>Deine Aufgaben</h3><ul><li>Warenannahme und Kommissionierung mit Handscanner</li><li>Verladung von Paletten (Staplerschein wünschenswert)</li><li>Bestandspflege im WMS</li></ul>
<h3>Wir bieten</h3><ul><li>Unbefristeter Arbeitsvertrag, 30 Tage Urlaub</li><li>Schichtzuschläge, HVV-Deutschlandticket als Jobticket</li><li>Betriebliche Altersvorsorge</li></ul>
<a class="btn" href="#">Jetzt bewerben</a></div>
<div class="card"><h3>Sicher bewerben</h3><p>Seriöse Arbeitgeber verlangen niemals Gebühren für eine Bewerbung, Schulung oder Ausrüstung, und fordern dich nicht auf, Pakete weiterzuleiten oder Geld über dein Konto zu überweisen. Verdächtige Anzeigen kannst du über „Anzeige melden“ an unser Trust-&amp;-Safety-Team schicken.</p></div>
</main>
${footer({ Stellenportal: ['Über uns', 'Presse', 'Karriere'], Hilfe: ['Sicherheit', 'Kontakt', 'Impressum', 'Datenschutz'] }, '© 2026 Stellenportal Nord GmbH')}
${cookieBar('Wir verwenden Cookies für Statistik und personalisierte Jobempfehlungen.', 'Zustimmen', 'Einstellungen')}`,
  }),
},
  {
  id: 'k-clean-gig-platform-microtasks-fr',
  label: 'clean',
  kind: 'gig-platform',
  url: 'https://www.microtaches.fr/devenir-contributeur',
  body: doc({
    title: 'Devenir contributeur – Missions rémunérées d\'annotation et de tests | MicroTâches',
    lang: 'fr',
    css: appCss.replace(/#ff5a1f/g, '#7c3aed'),
    head: gtagStub('G-MCT7781'),
    body: `<header><strong>MicroTâches</strong><a href="#">Missions</a><a href="#">Entreprises</a><a href="#">Aide</a><a href="#">Connexion</a></header>
<main>
<div class="card"><h1>Gagnez un complément de revenu en réalisant des micro-missions</h1>
<p>Tests d'applications, annotation d'images, transcription audio, relevés de prix en magasin. Les missions sont proposées par des entreprises clientes ; vous choisissez celles qui vous intéressent.</p>
<h3>Rémunération</h3><p>Chaque mission affiche sa rémunération avant acceptation (en général 0,20 € à 15 €). Les gains sont versés par virement SEPA ou PayPal dès 10 € cumulés. L'inscription est <b>gratuite</b> : nous ne vous demanderons jamais de payer, d'acheter un produit, de recharger un compte ou de verser un « dépôt » pour débloquer vos gains.</p>
<h3>Statut</h3><p>Vous intervenez en tant qu'indépendant (auto-entrepreneur ou déclaration en revenus non commerciaux). Un récapitulatif annuel de vos gains est transmis à l'administration fiscale conformément à la réglementation DAC7.</p>
<a class="btn" href="#">Créer mon compte</a></div>
</main>
${footer({ MicroTâches: ['Qui sommes-nous', 'Blog', 'Recrutement'], Légal: ['CGU', 'Confidentialité', 'Mentions légales'] }, '© 2026 MicroTâches SAS – RCS Lyon 881 220 114')}
${cookieBar('Nous utilisons des cookies de mesure d\'audience.', 'Accepter', 'Refuser')}`,
  }),
},
  {
  id: 'k-clean-job-scam-advisory-in',
  label: 'clean',
  kind: 'consumer-protection',
  url: 'https://www.naukrihub.co.in/safety/fake-job-offers',
  body: doc({
    title: 'Beware of fake job offers and task scams | NaukriHub Safety Centre',
    css: appCss.replace(/#ff5a1f/g, '#2563eb') + `blockquote{background:#fff8e1;border-left:4px solid #f59e0b;margin:10px 0;padding:8px 14px;font-size:14px}`,
    body: `<header><strong>NaukriHub</strong><a href="#">Jobs</a><a href="#">Companies</a><a href="#">Safety</a><a href="#">Login</a></header>
<main>
<div class="card"><h1>Beware of fake job offers and "task" scams</h1>
<p>Fraudsters are contacting job seekers on WhatsApp and Telegram claiming to be from NaukriHub or well-known companies. A typical message reads:</p>
<blockquote>"Hello, this is Pooja from HR team. We are hiring part time employees for product rating work. Per task ₹50, daily ₹2000 to ₹5000. Kindly join our Telegram group."</blockquote>
<p>After a few small payouts, victims are moved to "prepaid tasks" and asked to deposit ever larger amounts to "unlock" their commission. The money is never returned.</p>
<h3>Remember</h3><ul><li>NaukriHub and genuine recruiters never charge a fee for registration, interview, training or joining.</li><li>We do not recruit through WhatsApp or Telegram.</li><li>Never pay money to get a job, and never share OTPs or UPI PINs.</li></ul>
<p>If you have lost money, call the National Cyber Crime Helpline <b>1930</b> or report at cybercrime.gov.in as soon as possible.</p></div>
</main>
${footer({ NaukriHub: ['About', 'Contact', 'Report fraud'] }, '© 2026 NaukriHub Internet Pvt. Ltd.')}`,
  }),
},
];
