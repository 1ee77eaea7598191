import { htmlRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute } from '../parts/e-bin.js';
import { doc } from '../parts/xc-kit.js';

// Serbian "jobs in Germany" agency: guaranteed contracts, then a visa + work-permit fee paid up front.
const jobsPage = doc({
  lang: 'sr-Latn',
  title: 'EuroWork Agencija – posao u Nemačkoj i Austriji',
  css: `.h{background:#1f3c88;color:#fff;padding:16px 26px;display:flex;justify-content:space-between}.h b{font-size:20px}.w{max-width:900px;margin:20px auto;padding:0 14px}
.job{background:#fff;border-radius:8px;padding:16px;margin-bottom:12px;border-left:5px solid #f2a900}.job b{font-size:17px}.sal{color:#0a7a3d;font-weight:700}
.frm{background:#fff;padding:20px;border-radius:8px}.frm input,.frm select{width:100%;padding:10px;margin:5px 0;border:1px solid #bbc}.frm button{width:100%;background:#f2a900;border:0;padding:13px;font-weight:700;font-size:16px}
.fee{display:none;background:#fff7e0;border:1px solid #f2c14e;padding:16px;border-radius:8px;margin-top:12px}`,
  body: `<div class="h"><b>EuroWork Agencija</b><span>Licenca br. 2251-04 · ☎ +381 64 118 2290</span></div>
<div class="w"><h1>Zagarantovan posao u Nemačkoj – bez znanja jezika</h1><p>Smeštaj i prevoz obezbeđeni. Ugovor na neodređeno nakon 6 meseci. Polazak za 14 dana.</p>
<div class="job"><b>Vozač C+E – Hamburg</b><br><span class="sal">3.400 € neto</span> · smeštaj besplatan</div>
<div class="job"><b>Radnik u magacinu – Minhen</b><br><span class="sal">2.600 € neto</span> · 40h nedeljno</div>
<div class="job"><b>Negovatelj/ica – Beč</b><br><span class="sal">2.900 € neto</span> · stan + hrana</div>
<div class="frm"><h2>Prijava</h2><form id="jp"><input name="ime" placeholder="Ime i prezime" required><input name="tel" placeholder="Telefon / Viber" required><input name="email" placeholder="E-mail" required>
<select name="posao"><option>Vozač C+E – Hamburg</option><option>Radnik u magacinu – Minhen</option><option>Negovatelj/ica – Beč</option></select><input name="pasos" placeholder="Broj pasoša" required><button>POŠALJI PRIJAVU</button></form>
<div class="fee" id="fee"><b>✅ Vaša prijava je odobrena!</b><p>Poslodavac je prihvatio vaš profil. Da bismo pokrenuli postupak za radnu vizu (tip D) i radnu dozvolu, potrebno je uplatiti troškove obrade:</p>
<ul><li>Radna viza i ambasada: 180 €</li><li>Radna dozvola (Arbeitserlaubnis): 140 €</li><li>Prevod i overa dokumenata: 60 €</li></ul><p><b>Ukupno: 380 €</b> – uplata putem Western Union ili na račun: RS35 1600 0000 0471 2288 31 (primalac: EW Consulting d.o.o.), svrha: „konsultantske usluge“.</p>
<p>Rok za uplatu je 48h, nakon toga mesto se dodeljuje sledećem kandidatu.</p></div></div></div>
<script>document.getElementById('jp').onsubmit=function(e){e.preventDefault();fetch('/prijava/api',{method:'POST',body:new FormData(this)});this.style.display='none';document.getElementById('fee').style.display='block'}</script>`,
});

// Greek task scam: "rate hotels from home", then a task wallet that needs a top-up to unlock "combo" orders.
const taskLanding = doc({
  lang: 'el',
  title: 'Εργασία από το σπίτι – 80 έως 300 € την ημέρα',
  css: `body{background:#fff6ef}.c{max-width:520px;margin:24px auto;background:#fff;border-radius:14px;padding:24px;box-shadow:0 4px 16px rgba(0,0,0,.07)}
.c h1{font-size:24px}.st{display:flex;gap:10px;margin:14px 0}.st div{flex:1;background:#fff0e3;border-radius:8px;padding:10px;text-align:center;font-size:13px}.st b{display:block;font-size:20px;color:#e2601d}
.btn{display:block;text-align:center;background:#229ed9;color:#fff;padding:14px;border-radius:10px;text-decoration:none;font-weight:700;margin:8px 0}.btn.wa{background:#25d366}`,
  body: `<div class="c"><h1>Ψάχνουμε 30 συνεργάτες για online αξιολογήσεις ξενοδοχείων</h1>
<p>Η εταιρεία μας συνεργάζεται με Booking, Expedia και Agoda. Αξιολογείτε ξενοδοχεία από το κινητό σας 20–30 λεπτά την ημέρα και πληρώνεστε <b>την ίδια μέρα</b>.</p>
<div class="st"><div><b>80–300 €</b>ανά ημέρα</div><div><b>0 €</b>κόστος εγγραφής</div><div><b>18+</b>μόνο κινητό</div></div>
<p>Την πρώτη μέρα λαμβάνετε <b>bonus 25 €</b>. Επικοινωνήστε με την υπεύθυνη προσλήψεων Κατερίνα:</p>
<a class="btn" href="https://t.me/katerina_hr_reviews">Telegram</a><a class="btn wa" href="https://wa.me/306981224471">WhatsApp</a>
<p style="font-size:13px">Ήδη εργάζονται μαζί μας 4.300+ άτομα στην Ελλάδα και την Κύπρο.</p><p style="text-align:center"><a href="/app/tasks">Είσοδος μελών</a></p></div>`,
});
const taskApp = doc({
  lang: 'el',
  title: 'HotelRank – Οι εργασίες μου',
  css: `body{background:#f2f4f8}.top{background:#1d2a44;color:#fff;padding:14px 18px;display:flex;justify-content:space-between}.c{max-width:480px;margin:14px auto;padding:0 12px}
.bal{background:linear-gradient(135deg,#ff7a3d,#e2601d);color:#fff;border-radius:14px;padding:18px}.bal b{font-size:30px}.t{background:#fff;border-radius:10px;padding:14px;margin-top:10px;display:flex;justify-content:space-between;align-items:center}
.t button{background:#229ed9;color:#fff;border:0;padding:8px 14px;border-radius:6px}.lock{background:#fff3f0;border:1px solid #f3b9a5;border-radius:10px;padding:14px;margin-top:12px;font-size:14px}`,
  body: `<div class="top"><b>HotelRank</b><span>VIP 1 · Κατερίνα (σύμβουλος)</span></div>
<div class="c"><div class="bal">Υπόλοιπο<br><b>1.284,60 €</b><br><span style="font-size:13px">Σημερινά κέρδη: 96,40 € · Εργασίες 27/30</span></div>
<div class="t"><span>Hotel Grande Bretagne ★★★★★</span><button>Αξιολόγηση</button></div>
<div class="t"><span>Μύκονος Blu Resort</span><button>Αξιολόγηση</button></div>
<div class="lock"><b>⚠ Εργασία combo (x5 προμήθεια)</b><p>Το υπόλοιπό σας είναι αρνητικό κατά <b>-487,20 €</b> λόγω της combo παραγγελίας. Για να ολοκληρώσετε τις εργασίες και να κάνετε ανάληψη, χρειάζεται κατάθεση 487,20 € σε USDT ή με μεταφορά. Το ποσό επιστρέφεται με την προμήθεια.</p>
<p>Διεύθυνση USDT TRC20: <code>TKp4Wm8zQ1sL7vN2xR9bY3hC6dF5gJeA0u</code></p><button style="background:#e2601d;color:#fff;border:0;padding:10px 18px;border-radius:6px">Έχω καταθέσει</button></div></div>`,
});

// Greek Windows "Defender" browser locker with a phone number, fullscreen attempt, looping beep and blocked back button.
const lockerPage = doc({
  lang: 'el',
  title: 'Ειδοποίηση ασφαλείας των Windows',
  css: `body{background:#0078d7;color:#fff;font-family:"Segoe UI",Arial;overflow:hidden}.bg{position:fixed;inset:0;background:#0a5cab}
.pop{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);width:640px;background:#fff;color:#222;box-shadow:0 0 40px #000;z-index:5}
.pop .t{background:#d9d9d9;padding:6px 10px;font-size:13px;display:flex;justify-content:space-between}.pop .b{padding:22px}.pop h2{color:#c00;margin-top:0}
.tel{font-size:26px;font-weight:700;color:#0078d7}.bt{display:flex;gap:10px;justify-content:flex-end}.bt button{padding:8px 22px;border:1px solid #888;background:#eee}
.scan{position:fixed;top:20px;left:20px;right:20px;background:#fff;color:#333;padding:10px;font-size:13px}`,
  body: `<div class="bg" id="bg"></div>
<div class="scan">Windows Defender – Σάρωση… <span id="pc">0</span>% · Εντοπίστηκαν απειλές: <b style="color:#c00" id="th">0</b></div>
<div class="pop"><div class="t"><span>Microsoft Windows Defender Security Center</span><span>✕</span></div><div class="b">
<h2>⚠ Ο υπολογιστής σας έχει κλειδωθεί</h2>
<p>Εντοπίστηκε Trojan Spyware (Trojan:Win32/Pomal!rfn). Οι τραπεζικοί σας κωδικοί, οι κωδικοί Facebook και τα email σας κινδυνεύουν. Για λόγους ασφαλείας η πρόσβαση σε αυτόν τον υπολογιστή έχει ανασταλεί.</p>
<p>Μην επανεκκινήσετε ή απενεργοποιήσετε τον υπολογιστή σας. Καλέστε αμέσως την Τεχνική Υποστήριξη της Microsoft:</p>
<div class="tel">☎ +30 211 198 7742 (Δωρεάν)</div><p style="font-size:12px">Κωδικός σφάλματος: 0x80070424 · Αναγνωριστικό υπόθεσης MS-GR-77418</p>
<div class="bt"><button onclick="fs()">Ακύρωση</button><button onclick="fs()">OK</button></div></div></div>
<audio id="snd" src="/assets/alert-beep.wav" autoplay loop></audio>
<script>
function fs(){var d=document.documentElement;(d.requestFullscreen||d.webkitRequestFullscreen||function(){}).call(d);document.getElementById('snd').play().catch(function(){})}
document.addEventListener('click',fs);document.addEventListener('keydown',function(e){e.preventDefault();fs()});
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
window.onbeforeunload=function(){return 'Ο υπολογιστής σας δεν είναι ασφαλής'};
var p=0,t=0;setInterval(function(){if(p<100){p+=3;document.getElementById('pc').textContent=p;if(p%9===0)document.getElementById('th').textContent=++t}},300);
setInterval(function(){alert('ΠΡΟΕΙΔΟΠΟΙΗΣΗ! Καλέστε +30 211 198 7742 για να ξεκλειδώσετε τον υπολογιστή σας.')},15000);
</script>`,
});

// Cyprus "law firm" inheritance letter (advance-fee): next-of-kin to a deceased client, fees before release.
const inheritance = doc({
  lang: 'en',
  title: 'Christodoulou & Partners LLC – Estate of the late Mr. Andreas Kostakis',
  css: `body{background:#efece6}.pg{max-width:780px;margin:30px auto;background:#fff;padding:48px 56px;font-family:Georgia,serif;line-height:1.6;box-shadow:0 2px 10px rgba(0,0,0,.15)}
.lh{border-bottom:1px solid #8a6d3b;padding-bottom:12px;margin-bottom:20px;display:flex;justify-content:space-between}.lh b{font-size:22px;color:#5a4320}
.box{background:#f8f5ee;border:1px solid #d8ccb0;padding:16px;margin:16px 0;font-family:Arial;font-size:14px}.box input{width:100%;padding:8px;margin:4px 0;border:1px solid #bbb}
.box button{background:#5a4320;color:#fff;border:0;padding:10px 20px;margin-top:8px}`,
  body: `<div class="pg"><div class="lh"><b>CHRISTODOULOU &amp; PARTNERS LLC</b><span style="font-size:13px;text-align:right">Advocates &amp; Legal Consultants<br>28 Makariou III Ave, Limassol, Cyprus</span></div>
<p><b>STRICTLY PRIVATE AND CONFIDENTIAL</b><br>Ref: CP/EST/2025/118 – Estate of the late Mr. Andreas Kostakis</p>
<p>Dear Sir/Madam,</p>
<p>I am Barrister Michael Christodoulou, personal attorney to the late Mr. Andreas Kostakis, a shipping investor who died intestate with his wife and only son in a road accident on the A1 motorway in 2021. He left a deposit of <b>EUR 4,850,000.00</b> with a bank here in Cyprus.</p>
<p>After several unsuccessful attempts to locate any of his relatives, the bank has issued me a final notice to present a next of kin or the funds will be declared unclaimed and confiscated by the state. Since you share the same surname / nationality, I seek your consent to present you as the beneficiary so that the proceeds can be paid to you. The proceeds will be shared 50% to you, 45% to me and 5% for expenses.</p>
<p>All legal documents (Affidavit of Claim, Probate Order, Certificate of Deposit) will be prepared by my chambers. The only cost to you is the statutory <b>probate filing and anti-terrorism clearance fee of EUR 3,750</b>, payable once the bank approves your claim.</p>
<div class="box"><b>Beneficiary consent form</b><form method="post" action="/estate/consent.php"><input name="full_name" placeholder="Full name" required><input name="address" placeholder="Home address" required><input name="phone" placeholder="Mobile / WhatsApp" required><input name="dob" placeholder="Date of birth" required><input name="occupation" placeholder="Occupation"><button>Submit consent</button></form></div>
<p>Please treat this matter with utmost confidentiality. Reply only to my private email <b>barrister.m.christodoulou@lawyer.com</b>.</p><p>Yours faithfully,<br><i>Michael Christodoulou, Esq.</i></p></div>`,
});

export const entries: Entry[] = [
  {
    id: 'xc-job-abroad-visa-fee-rs',
    label: 'scam',
    kind: 'job-abroad-visa-fee',
    url: 'https://eurowork-agencija.rs-poslovi.com/nemacka/vozac-ce-hamburg',
    body: jobsPage,
  },
  {
    id: 'xc-job-task-reviews-gr',
    label: 'scam',
    kind: 'task-job-scam',
    url: 'https://hotelrank-ergasia.com/gr/',
    body: taskLanding,
    routes: { 'hotelrank-ergasia.com/app/tasks': htmlRoute(taskApp) },
  },
  {
    id: 'xc-techsupport-locker-gr',
    label: 'scam',
    kind: 'tech-support-browser-locker',
    url: 'https://win-defender-gr.azurewebsites.net/el/0x80070424/index.html?ph=302111987742',
    body: lockerPage,
    routes: { 'win-defender-gr.azurewebsites.net/assets/alert-beep.wav': fileRoute(beepWav(2, 960), 'audio/wav') },
  },
  {
    id: 'xc-advance-fee-inheritance-cy',
    label: 'scam',
    kind: 'advance-fee-inheritance',
    url: 'https://christodoulou-partners-law.com/estate/CP-EST-2025-118',
    body: inheritance,
  },
];
