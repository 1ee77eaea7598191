import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, b64, favicon, wordmark, baseCss, cardFieldScript, qrish, flag } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute, fileRoute, beepWav, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const host = 'quantum-kerdos.gr-trading.app';
  const css = `${baseCss}body{background:#0b1220;color:#e8eefc;font-family:"Inter",Arial,sans-serif}
.nav{display:flex;align-items:center;padding:18px 40px}.nav .r{margin-left:auto;font-size:14px;color:#8aa0c8}
.hero{display:grid;grid-template-columns:1.2fr 1fr;gap:40px;max-width:1100px;margin:20px auto;padding:0 20px}
h1{font-size:44px;line-height:1.1;margin:0}.hl{color:#31d17c}.ticker{background:#121b2e;border-radius:10px;padding:14px;margin-top:20px;font-family:monospace;font-size:14px;height:150px;overflow:hidden}
.card{background:#fff;color:#111;border-radius:12px;padding:26px}.card input{width:100%;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:6px}.card button{width:100%;padding:14px;background:#31d17c;border:0;border-radius:6px;font-weight:800;font-size:16px}
.tm{max-width:1100px;margin:40px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:16px;padding:0 20px}.tm div{background:#121b2e;border-radius:10px;padding:18px;font-size:14px}
.disc{max-width:1100px;margin:20px auto;font-size:11px;color:#5d6f91;padding:0 20px}`;
  const body = `<div class="nav">${wordmark('Quantum Κέρδος', '#31d17c', { mark: 'diamond', width: 200 })}<span class="r">Διαθέσιμες θέσεις σήμερα: <b id="sp">23</b></span></div>
<div class="hero"><div><h1>Κερδίστε έως <span class="hl">2.900 €</span> την ημέρα με τεχνητή νοημοσύνη</h1>
<p>Το αυτόματο σύστημα συναλλαγών που παρουσιάστηκε στην εκπομπή του ΣΚΑΪ. Ακρίβεια 99,4%. Ξεκινήστε με μόλις 250 €.</p>
<div class="ticker" id="tk"></div></div>
<div class="card"><h2 style="margin-top:0">Δημιουργία δωρεάν λογαριασμού</h2><form id="rf"><input name="fname" placeholder="Όνομα" required><input name="lname" placeholder="Επώνυμο" required><input name="email" type="email" placeholder="Email" required><input name="phone" placeholder="+30 Κινητό" required><button>ΕΓΓΡΑΦΗ ΤΩΡΑ</button></form><p style="font-size:12px;color:#666">Ένας προσωπικός σύμβουλος θα σας καλέσει για να ενεργοποιήσει τον λογαριασμό σας.</p></div></div>
<div class="tm"><div>«Σε 3 εβδομάδες έκλεισα το δάνειο του σπιτιού.» — Γιώργος Κ., Λάρισα</div><div>«Δεν πίστευα ότι θα λειτουργήσει. Πρώτη ανάληψη 4.120 €.» — Ελένη Μ., Πάτρα</div><div>«Παραιτήθηκα από τη δουλειά μου.» — Νίκος Π., Θεσσαλονίκη</div></div>
<p class="disc">Οι συναλλαγές περιλαμβάνουν κίνδυνο. Τα αποτελέσματα του παρελθόντος δεν εγγυώνται μελλοντικές αποδόσεις.</p>`;
  const js = `<script>
var names=['Κώστας Α.','Μαρία Δ.','Σπύρος Λ.','Άννα Χ.','Δημήτρης Ρ.','Βασιλική Τ.'];
setInterval(function(){var d=document.createElement('div');d.textContent='✔ '+names[Math.floor(Math.random()*names.length)]+' κέρδισε '+(200+Math.floor(Math.random()*3000))+' € σε BTC/EUR';tk.prepend(d);if(tk.children.length>8)tk.lastChild.remove()},1400);
setInterval(function(){if(+sp.textContent>3)sp.textContent=+sp.textContent-1},9000);
rf.onsubmit=function(e){e.preventDefault();var q=new URLSearchParams(new FormData(rf));q.set('src','gr-skai-adv');fetch('/api/register?'+q.toString()).then(function(r){return r.json()}).then(function(j){location.href=j.url})};
</script>`;
  return {
    id: 'yd-invest-gr-ai-trading-scam', label: 'scam', kind: 'investment-platform-scam',
    url: `https://${host}/el/`,
    body: page({ lang: 'el', title: 'Quantum Κέρδος – Επίσημη ιστοσελίδα', css, body, scripts: js }),
    routes: {
      [`${host}/api/register`]: jsonRoute({ url: '/el/deposit' }),
      [`${host}/el/deposit`]: htmlRoute(page({ lang: 'el', title: 'Κατάθεση', css: `${baseCss}body{background:#0b1220;color:#fff;font-family:Arial}`, body: `<div style="max-width:520px;margin:60px auto"><h1>Ενεργοποιήστε τον λογαριασμό σας</h1><p>Ελάχιστη κατάθεση: 250 €. Μέθοδοι: κάρτα, τραπεζικό έμβασμα, USDT (TRC20).</p><p>USDT: TXq7bE3kLw9uV2mN5pR8sY1cD4fG6hJ0aZ</p><p>IBAN: LT72 3250 0129 4471 8822 — Δικαιούχος: Finora Payments UAB</p></div>` })),
    },
  } satisfies Entry;
})(),

(() => {
  const host = 'uprava-carina-rs.posiljka-naplata.com';
  const css = `${baseCss}body{background:#f2f2f2;font-family:Arial,sans-serif}.hd{background:#0c4076;color:#fff;padding:16px 28px;display:flex;gap:12px;align-items:center}
.w{max-width:640px;margin:26px auto;background:#fff;padding:28px;border-radius:4px}.t{width:100%;font-size:14px;border-collapse:collapse}.t td{padding:7px;border-bottom:1px solid #eee}
.up{background:#f7f9fc;border:1px solid #c9d6e6;padding:16px;font-family:monospace;font-size:15px;margin:14px 0}`;
  const body = `<div class="hd">${flag(['#c6363c', '#0c4076', '#fff'])}<div><b>Управа царина</b><br><small>Република Србија · Министарство финансија</small></div></div>
<div class="w"><h2 style="margin-top:0">Обавештење о задржаној пошиљци</h2>
<table class="t"><tr><td>Број пошиљке</td><td>RS-CAR-558102</td></tr><tr><td>Пошиљалац</td><td>James Whitmore, London, UK</td></tr><tr><td>Садржај</td><td>Накит, лични предмети, пакет са девизама (12.000 GBP)</td></tr><tr><td>Разлог задржавања</td><td>Неплаћене царинске дажбине и такса за проверу порекла новца</td></tr><tr><td>Износ за уплату</td><td><b>38.500,00 RSD</b></td></tr></table>
<p>Уплату извршите у року од 48 сати на рачун царинског агента. Након уплате пошиљка ће бити достављена на вашу адресу курирском службом.</p>
<div class="up">Прималац: CARINSKI AGENT DOO<br>Рачун: 160-0000004418291-77<br>Сврха: RS-CAR-558102<br>Позив на број: 97 55810221</div>
<p>Потврду о уплати пошаљите на Viber +381 64 812 3390. Непреузете пошиљке се уништавају.</p></div>`;
  return {
    id: 'yd-customs-rs-cyrillic-transfer-scam', label: 'scam', kind: 'customs-fee-scam',
    url: `https://${host}/obavestenje/558102`,
    body: page({ lang: 'sr-Cyrl', title: 'Управа царина – Задржана пошиљка', css, body }),
  } satisfies Entry;
})(),
];
