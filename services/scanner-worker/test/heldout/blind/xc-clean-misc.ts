import { type Entry } from '../entry.js';
import { apk, cfb, fileRoute, jsonRoute, jsRoute } from '../parts/e-bin.js';
import { bankLogo, doc } from '../parts/xc-kit.js';

// A Greek investment firm's e-trading login with password + OTP (licensed by the Hellenic Capital Market Commission).
const brokerLogin = doc({
  lang: 'el',
  title: 'Aegean Securities ΑΕΠΕΥ – e-Trading',
  css: `body{background:#0f2438}.c{max-width:400px;margin:70px auto;background:#fff;border-radius:8px;padding:28px}.c h1{font-size:20px;color:#0f2438}.c input{width:100%;padding:11px;border:1px solid #bcc6d0;border-radius:4px;margin:6px 0 12px}
.c button{width:100%;background:#c79a2c;color:#fff;border:0;padding:12px;border-radius:4px;font-size:15px}.f{color:#8aa0b6;font-size:11px;text-align:center;max-width:600px;margin:0 auto;line-height:1.5}`,
  body: `<div class="c"><h1>Aegean Securities · e-Trading</h1><form method="post" action="/etrading/auth"><input type="hidden" name="rv" value="91b2">
<label>Κωδικός πελάτη</label><input name="client" autocomplete="username" required><label>Συνθηματικό</label><input name="pwd" type="password" autocomplete="current-password" required>
<label>Κωδικός OTP (Google Authenticator)</label><input name="otp" inputmode="numeric" maxlength="6" autocomplete="one-time-code" required><button>Σύνδεση</button></form>
<p style="font-size:12px"><a href="/etrading/reset">Επαναφορά συνθηματικού</a> · <a href="https://www.aegeansec.gr/el/anoigma-logariasmou">Άνοιγμα λογαριασμού</a></p></div>
<p class="f">Aegean Securities ΑΕΠΕΥ · Άδεια Επιτροπής Κεφαλαιαγοράς 6/412/2007 · Μέλος Χρηματιστηρίου Αθηνών και Συνεγγυητικού Κεφαλαίου. Οι επενδύσεις ενέχουν κινδύνους. Οι υπάλληλοί μας δεν ζητούν ποτέ τον κωδικό OTP σας.</p>`,
});

// A Croatian job board listing German jobs via EURES, with the warning that employers may not charge fees.
const jobBoard = doc({
  lang: 'hr',
  title: 'Poslovi u Njemačkoj – MojPosao',
  css: `.h{background:#e4032e;color:#fff;padding:14px 24px;display:flex;justify-content:space-between}.w{max-width:880px;margin:20px auto;padding:0 16px}.j{background:#fff;border-radius:6px;padding:14px;margin-bottom:10px;display:flex;justify-content:space-between}
.j small{color:#666}.n{background:#e8f4ff;border-left:4px solid #1a73e8;padding:12px;font-size:14px;margin-bottom:14px}.a{background:#e4032e;color:#fff;padding:8px 14px;border-radius:4px;text-decoration:none;font-size:13px;align-self:center}`,
  body: `<div class="h"><b>MojPosao</b><span>Prijava · Za poslodavce</span></div>
<div class="w"><h1>Poslovi u inozemstvu – Njemačka (148)</h1>
<div class="n">Oglase za rad u EU objavljujemo u suradnji s mrežom EURES i Hrvatskim zavodom za zapošljavanje. <b>Poslodavci i agencije ne smiju naplaćivati troškove zapošljavanja, vize ili radne dozvole.</b> Državljanima Hrvatske radna dozvola u Njemačkoj nije potrebna. Sumnjive oglase prijavite nam.</div>
<div class="j"><div><b>Vozač kamiona C+E (m/ž)</b><br><small>Spedition Haller GmbH · Regensburg · 3.100–3.400 € bruto · smještaj uz naknadu</small></div><a class="a" href="/oglas/2025/118420">Prijavi se</a></div>
<div class="j"><div><b>Medicinska sestra / tehničar</b><br><small>Klinikum Passau · priznavanje diplome podržano · 3.600 € bruto</small></div><a class="a" href="/oglas/2025/118377">Prijavi se</a></div>
<div class="j"><div><b>Kuhar/ica – sezona zima</b><br><small>Hotel Alpenblick · Garmisch · 2.700 € bruto + hrana i smještaj</small></div><a class="a" href="/oglas/2025/118301">Prijavi se</a></div></div>`,
});

// Infostud-style Serbian job listing with login-to-apply and CV upload.
const rsJob = doc({
  lang: 'sr-Latn',
  title: 'Specijalista za sprečavanje prevara – Beograd | Poslovi Infostud',
  css: `.h{background:#fff;border-bottom:1px solid #e3e3e3;padding:14px 24px;display:flex;justify-content:space-between}.w{max-width:820px;margin:20px auto;background:#fff;padding:24px;border-radius:6px;line-height:1.6}
.w input[type=file]{margin:8px 0}.b{background:#ff6a00;color:#fff;border:0;padding:11px 22px;border-radius:4px}`,
  body: `<div class="h"><b>Poslovi Infostud</b><span>Prijavi se · Moj profil</span></div>
<div class="w"><p style="color:#777;font-size:13px">Oglas ističe 30.11.2025. · Beograd · Puno radno vreme</p><h1>Specijalista za sprečavanje prevara u platnom prometu (m/ž)</h1>
<p><b>Poslodavac:</b> banka članica grupe (ime dostupno nakon prijave na profil)</p><h3>Opis posla</h3><ul><li>Praćenje sumnjivih transakcija karticama i instant plaćanjima (IPS)</li><li>Analiza phishing kampanja i saradnja sa CERT-ovima</li><li>Komunikacija sa klijentima žrtvama prevara</li></ul>
<h3>Uslovi</h3><ul><li>VSS ekonomskog, pravnog ili IT smera</li><li>Poznavanje engleskog jezika</li></ul><p>Proces selekcije je besplatan. Nikada nećemo tražiti uplatu za učešće u selekciji.</p>
<form method="post" action="/oglas/2025/944120/prijava" enctype="multipart/form-data"><label>CV (PDF)</label><br><input type="file" name="cv" accept="application/pdf"><br><label><input type="checkbox" name="gdpr" required> Saglasan/na sam sa obradom podataka o ličnosti</label><br><br><button class="b">Konkuriši</button></form></div>`,
});

// Banca Intesa's own download page for its e-banking signing component (MSI), with version and checksum.
const signerMsi = cfb(['IntesaSigner', 'ProductName', 'Intesa Business Signer', 'Manufacturer', 'Banca Intesa a.d. Beograd', 'ProductVersion', '3.4.2', 'UpgradeCode', '{7A1C2E44-9F0B-4D1E-8C33-5B2A90E1F7D4}']);
const signerPage = doc({
  lang: 'sr-Latn',
  title: 'Preuzimanja – Intesa Business komponenta za potpisivanje',
  css: `.t{background:#007a3d;padding:14px 24px}.w{max-width:820px;margin:20px auto;background:#fff;padding:24px;border-radius:6px;line-height:1.6}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #dde;padding:7px}
.d{background:#f58220;color:#fff;padding:10px 18px;text-decoration:none;border-radius:4px}code{font-size:12px}`,
  body: `<div class="t">${bankLogo('intesa', 'Banca Intesa', 34, true)}</div>
<div class="w"><h1>Intesa Business – komponenta za elektronsko potpisivanje</h1><p>Komponenta je potrebna za potpisivanje naloga kvalifikovanim sertifikatom (smart kartica ili USB token) u aplikaciji Intesa Business. Instalira se jednom, uz administratorska prava.</p>
<table><tr><th>Verzija</th><th>Datum</th><th>Sistem</th><th>Preuzimanje</th></tr><tr><td>3.4.2</td><td>21.10.2025.</td><td>Windows 10/11 (x64)</td><td><a class="d" href="/preuzimanja/IntesaSigner-3.4.2-x64.msi">MSI, 8 MB</a></td></tr></table>
<p>SHA-256: <code>5c0e1a77d2b94f0e8a1d3c6b9f7e2a4d8c1b0e5f6a7d9c2b3e4f5a6b7c8d9e0f</code><br>Potpisano sertifikatom „Banca Intesa a.d. Beograd“ (DigiCert).</p>
<p style="font-size:13px;color:#555">Komponentu preuzimajte isključivo sa www.bancaintesa.rs. Banka ne šalje instalacione fajlove e-poštom.</p></div>`,
});

// DSK Bank's own page offering the DSK Smart APK for Huawei phones without Google services.
const dskApk = apk('bg.dskbank.smart', 'DSK Smart', ['https://api.dskbank.bg/mobile/v5', 'com.huawei.hms.push']);
const dskApkPage = doc({
  lang: 'bg',
  title: 'DSK Smart за устройства Huawei | Банка ДСК',
  css: `.t{background:#00843d;padding:14px 24px}.t svg text{fill:#fff}.w{max-width:800px;margin:20px auto;background:#fff;padding:24px;border-radius:8px;line-height:1.6}.d{display:inline-block;background:#7ab800;color:#fff;padding:11px 20px;border-radius:6px;text-decoration:none}code{font-size:12px}`,
  body: `<div class="t">${bankLogo('dsk', 'Банка ДСК', 36, true)}</div>
<div class="w"><h1>DSK Smart за телефони Huawei без Google Play</h1><p>Препоръчваме да инсталирате DSK Smart от <b>Huawei AppGallery</b>. Ако AppGallery не е налична на Вашето устройство, можете да изтеглите инсталационния файл директно от нашия сайт.</p>
<p><a class="d" href="https://appgallery.huawei.com/app/C102448871">Към AppGallery</a> &nbsp; <a href="/files/mobile/DSKSmart-5.12.0-huawei.apk">Изтегли APK 5.12.0 (42 MB)</a></p>
<p>SHA-256 на файла: <code>9a4f1c0e2b7d58e6a3c1f0b9d2e4a7c6b8f1e3d5a7c9b0e2f4a6c8d0e1f3a5b7</code><br>Сертификат на разработчика: Банка ДСК АД (SHA-256 отпечатък публикуван в AppGallery).</p>
<p style="font-size:13px;color:#555">Банка ДСК никога не изпраща линкове за изтегляне на приложения по SMS и никога няма да Ви помоли да инсталирате приложение по време на телефонен разговор. Ако някой го направи – затворете.</p></div>`,
});

// Hardware-wallet retailer's setup guide: shows the 24-word card (static), never an input for the words.
const hwGuide = doc({
  lang: 'el',
  title: 'Οδηγός πρώτης ρύθμισης hardware wallet – CryptoShop.gr',
  css: `.h{background:#111;color:#fff;padding:14px 24px}.w{max-width:820px;margin:20px auto;padding:0 18px;line-height:1.65}.card{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;background:#fff;border:1px dashed #999;padding:14px;max-width:520px}
.card span{background:#f3f3f3;padding:6px;font-family:monospace;font-size:13px;color:#999}.al{background:#fdecea;border-left:4px solid #c62828;padding:12px 16px}`,
  body: `<div class="h"><b>CryptoShop.gr</b> · Εξουσιοδοτημένος μεταπωλητής</div>
<div class="w"><h1>Πρώτη ρύθμιση του hardware wallet σας</h1><ol><li>Ελέγξτε ότι η συσκευασία είναι σφραγισμένη και ότι η συσκευή <b>δεν</b> περιέχει ήδη συμπληρωμένη κάρτα λέξεων.</li><li>Κατεβάστε την εφαρμογή του κατασκευαστή μόνο από την επίσημη ιστοσελίδα του.</li><li>Η συσκευή θα εμφανίσει 24 λέξεις. Γράψτε τις με το χέρι στην κάρτα ανάκτησης:</li></ol>
<div class="card">${Array.from({ length: 24 }, (_, i) => `<span>${i + 1}. ______</span>`).join('')}</div>
<div class="al" style="margin-top:16px"><b>Ποτέ μην πληκτρολογήσετε τις 24 λέξεις σε υπολογιστή, κινητό ή ιστοσελίδα.</b> Καμία εταιρεία, κανένα «validation» ή «synchronization» δεν τις χρειάζεται. Όποιος τις ζητά, θέλει να κλέψει τα κεφάλαιά σας.</div>
<p>Χρειάζεστε βοήθεια; Επισκεφθείτε το κατάστημά μας στη Θεσσαλονίκη ή καλέστε 2310 440 118.</p></div>`,
});

// The bank group's internal fraud-case intake tool (SSO session, masked card field, phishing URL field).
const caseTool = doc({
  lang: 'en',
  title: 'FRD Case Desk – New case',
  font: '"Segoe UI",Arial,sans-serif',
  css: `.top{background:#1f2937;color:#fff;padding:10px 20px;display:flex;justify-content:space-between;font-size:13px}.side{position:fixed;top:40px;left:0;bottom:0;width:200px;background:#111827;color:#cbd5e1;padding:14px;font-size:13px}
.side a{display:block;color:#cbd5e1;padding:6px 0;text-decoration:none}.main{margin-left:220px;padding:20px;max-width:900px}.g{display:grid;grid-template-columns:1fr 1fr;gap:12px}
label{font-size:12px;color:#374151;display:block;margin-bottom:3px}input,select,textarea{width:100%;padding:8px;border:1px solid #cbd5e1;border-radius:4px}.b{background:#2563eb;color:#fff;border:0;padding:9px 18px;border-radius:4px;margin-top:12px}`,
  body: `<div class="top"><b>FRD Case Desk</b><span>m.georgiou@frd.balkangroup-bank.com · Fraud Response · GR/CY/BG/RS/HR · <a href="/logout" style="color:#93c5fd">Sign out</a></span></div>
<div class="side"><a href="/cases">Open cases (214)</a><a href="/cases/new">+ New case</a><a href="/takedowns">Takedown requests</a><a href="/iocs">IOC feed</a><a href="/reports">Reports</a></div>
<div class="main"><h2>New fraud case</h2><form method="post" action="/cases/new"><input type="hidden" name="csrf" value="4e1b09f2">
<div class="g"><div><label>Country</label><select name="country"><option>GR</option><option>CY</option><option>BG</option><option>RS</option><option>HR</option></select></div><div><label>Channel</label><select name="channel"><option>SMS phishing</option><option>Vishing</option><option>Investment scam</option><option>Marketplace (IRIS)</option><option>Malware (APK)</option></select></div>
<div><label>Customer ID</label><input name="cif" required></div><div><label>Card (masked, first 6 + last 4 only)</label><input name="card_masked" pattern="\\d{6}\\*{6}\\d{4}" placeholder="537410******2231"></div>
<div><label>Phishing URL (defanged)</label><input name="url" placeholder="hxxps://example[.]top/..."></div><div><label>Loss (EUR)</label><input name="loss" inputmode="decimal"></div></div>
<label style="margin-top:10px">Summary</label><textarea name="summary" rows="4">Customer entered card and 3DS OTP on fake courier page; token provisioned to Apple Pay at 19:42, two POS transactions declined by rule FR-117.</textarea>
<button class="b">Create case</button></form></div>
<script src="/static/casedesk.js"></script>`,
});

// The group's public status page for e-banking services, with an incident note about phishing SMS.
const statusPage = doc({
  lang: 'en',
  title: 'Service status – BalkanGroup digital banking',
  css: `.w{max-width:760px;margin:30px auto;padding:0 16px}.ok{background:#16a34a;color:#fff;padding:14px;border-radius:6px}.s{display:flex;justify-content:space-between;background:#fff;padding:12px;border-bottom:1px solid #eee;font-size:14px}
.s b{color:#16a34a}.s .d{color:#d97706}.inc{background:#fff;border-left:4px solid #d97706;padding:12px;margin-top:18px;font-size:14px;line-height:1.55}`,
  body: `<div class="w"><h1>BalkanGroup digital banking status</h1><div class="ok">All core systems operational</div><br>
<div class="s"><span>e-Banking Greece</span><b>Operational</b></div><div class="s"><span>e-Banking Cyprus</span><b>Operational</b></div><div class="s"><span>Онлайн банкиране България</span><b>Operational</b></div>
<div class="s"><span>Elektronsko bankarstvo Srbija</span><b>Operational</b></div><div class="s"><span>Internet bankarstvo Hrvatska</span><span class="d">Degraded (token push delays)</span></div><div class="s"><span>IRIS / IPS / instant payments</span><b>Operational</b></div>
<div class="inc"><b>Notice – 14 Nov 10:05 EET</b><br>Customers in Croatia may see delays of up to 2 minutes for push approvals. We have also received reports of SMS messages claiming “your access is restricted”. These are not from us: we never send links to log in. Report them to the fraud line in your country.</div>
<p style="font-size:12px;color:#666">Subscribe to updates: <a href="/subscribe">email</a> · <a href="/history.rss">RSS</a></p></div>
<script src="/status.js"></script>`,
});

export const entries: Entry[] = [
  { id: 'xc-clean-gr-broker-etrading-login', label: 'clean', kind: 'licensed-broker-login', url: 'https://etrading.aegeansec.gr/etrading/login', body: brokerLogin },
  { id: 'xc-clean-jobboard-germany-hr', label: 'clean', kind: 'legit-job-board-abroad', url: 'https://www.moj-posao.net/Poslovi/Inozemstvo/Njemacka/', body: jobBoard },
  { id: 'xc-clean-jobs-rs-listing', label: 'clean', kind: 'legit-job-listing', url: 'https://poslovi.infostud.com/posao/specijalista-za-sprecavanje-prevara/beograd/944120', body: rsJob },
  {
    id: 'xc-clean-bank-signer-msi-download',
    label: 'clean',
    kind: 'bank-own-software-download',
    url: 'https://www.bancaintesa.rs/preuzimanja/intesa-business-signer',
    body: signerPage,
    routes: { 'www.bancaintesa.rs/preuzimanja/IntesaSigner-3.4.2-x64.msi': fileRoute(signerMsi, 'application/x-msi', 'IntesaSigner-3.4.2-x64.msi') },
  },
  {
    id: 'xc-clean-dsk-apk-huawei-download',
    label: 'clean',
    kind: 'bank-own-apk-download',
    url: 'https://dskbank.bg/digitalno-bankirane/dsk-smart/huawei',
    body: dskApkPage,
    routes: { 'dskbank.bg/files/mobile/DSKSmart-5.12.0-huawei.apk': fileRoute(dskApk, 'application/vnd.android.package-archive', 'DSKSmart-5.12.0-huawei.apk') },
  },
  { id: 'xc-clean-hw-wallet-setup-guide', label: 'clean', kind: 'wallet-safety-guide', url: 'https://www.cryptoshop.gr/odigoi/hardware-wallet-rythmisi', body: hwGuide },
  {
    id: 'xc-clean-fraud-intranet-case-tool',
    label: 'clean',
    kind: 'internal-fraud-case-tool',
    url: 'https://casedesk.frd.balkangroup-bank.com/cases/new',
    body: caseTool,
    routes: { 'casedesk.frd.balkangroup-bank.com/static/casedesk.js': jsRoute(`document.querySelector('form').addEventListener('submit',function(e){var u=this.url.value;if(/^https?:\\/\\//.test(u)){e.preventDefault();alert('Please defang the URL (hxxp, [.])')}});`) },
  },
  {
    id: 'xc-clean-bankgroup-status-page',
    label: 'clean',
    kind: 'status-page',
    url: 'https://status.balkangroup-bank.com/',
    body: statusPage,
    routes: {
      'status.balkangroup-bank.com/status.js': jsRoute(`setInterval(function(){fetch('/api/v2/summary.json').then(function(r){return r.json()}).then(function(j){document.title=(j.status.indicator==='none'?'':'⚠ ')+'Service status – BalkanGroup'})},60000);`),
      'status.balkangroup-bank.com/api/v2/summary.json': jsonRoute({ status: { indicator: 'minor', description: 'Partially Degraded Service' } }),
    },
  },
];
