import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsonRoute, pe } from '../parts/e-bin.js';
import { b64, css, dotIcon, govBanner, logos, shell } from '../parts/yt-kit.js';

/** Scams aimed at Medicare members and seniors: card "replacement", giveback/flex-card ads, lockers, refunds, DME and genetic-test lead farms, breach "settlements", extortion. */


// ---- Spanish: card "cancellation" unless a Zelle payment is made
const tarjetaZelle = shell({
  title: 'Aviso Final - Tarjeta de Medicare',
  lang: 'es',
  css: `body{margin:0;font-family:Arial,sans-serif;background:#fbfbfb}.w{max-width:600px;margin:30px auto;background:#fff;border:2px solid #c8102e;padding:24px}
h1{color:#c8102e;font-size:26px}.z{background:#6d1ed4;color:#fff;border-radius:8px;padding:14px;margin:16px 0}.z b{font-size:20px}.tel{font-size:24px;font-weight:bold}`,
  body: `<div class="w">${logos.medicare}
<h1>AVISO FINAL: Su tarjeta de Medicare será cancelada</h1>
<p>Estimado(a) beneficiario(a):</p>
<p>Nuestros registros indican que su número de Medicare fue usado en una <b>reclamación sospechosa</b> en el estado de Florida. Para proteger sus beneficios, su tarjeta será desactivada el <b>viernes</b> a menos que usted verifique su identidad y pague el cargo de reemisión.</p>
<div class="z">Pague <b>$149.00</b> por <b>Zelle</b> a:<br>📧 <b>reemision.medicare.pagos@gmail.com</b><br>Nombre del destinatario: <b>MBS Servicios de Beneficios LLC</b><br>En la nota escriba solo su número de Medicare.</div>
<p>Después de pagar, llame a nuestra línea en español:</p>
<p class="tel">📞 1-833-550-1482</p>
<p>No cuelgue ni comente esta llamada con familiares: es un caso federal confidencial (Caso #CMS-FL-55821).</p>
<p style="font-size:12px;color:#666">Departamento de Verificación de Beneficiarios · Centros de Servicios de Medicare y Medicaid</p>
</div>`,
});

// ---- Browser locker: "Medicare benefits suspended", fullscreen, beeping, call the "fraud department"
const locker = shell({
  title: '⚠️ MEDICARE SECURITY ALERT ⚠️',
  css: `html,body{margin:0;height:100%;background:#0b3a75;color:#fff;font-family:Arial,sans-serif;overflow:hidden}.x{position:fixed;inset:0;display:flex;align-items:center;justify-content:center}
.b{background:#fff;color:#111;max-width:620px;border-radius:6px;box-shadow:0 0 40px #000;overflow:hidden}.t{background:#c8102e;color:#fff;padding:12px 18px;font-weight:bold}.c{padding:18px}.n{font-size:30px;color:#c8102e;font-weight:bold;text-align:center;margin:12px 0}`,
  body: `<div class="x" id="x" onclick="fs()"><div class="b"><div class="t">Centers for Medicare &amp; Medicaid Services — Fraud Prevention Unit</div><div class="c">
<p><b>Your Medicare benefits have been SUSPENDED.</b></p>
<p>Suspicious billing activity was detected on your Medicare number from this device (IP logged). Your prescriptions, doctor visits and hospital coverage are blocked until you speak with a Medicare Fraud Specialist.</p>
<p>Do NOT close this window or restart your computer. Doing so may result in permanent loss of benefits.</p>
<div class="n">Call Medicare Fraud Dept: +1 (888) 407-5519</div>
<p style="font-size:12px;color:#666">Case ID: MCR-77A-301 · Toll free · Available 24/7</p></div></div></div>
<audio id="a" loop autoplay src="/alert/beep.wav"></audio>
<script>
function fs(){var d=document.documentElement;(d.requestFullscreen||d.webkitRequestFullscreen||function(){}).call(d);try{document.getElementById('a').play();}catch(e){}}
for(var i=0;i<40;i++)history.pushState({i:i},'',location.pathname+'#alert'+i);
window.onbeforeunload=function(){return 'Your Medicare benefits are suspended. Are you sure?';};
document.addEventListener('keydown',function(e){e.preventDefault();fs();});
setInterval(function(){document.title=document.title.indexOf('⚠️')===0?'CALL +1 (888) 407-5519':'⚠️ MEDICARE SECURITY ALERT ⚠️';},900);
</script>`,
});

// ---- DME lead farm: "free braces and CGM covered 100% by Medicare"
const dme = shell({
  title: 'Free Braces & Glucose Monitor for Medicare Members',
  css: css.shop + `.f{max-width:520px;margin:0 auto 40px;border:1px solid #e5e7eb;border-radius:12px;padding:22px}.f label{display:block;margin:10px 0 4px;font-size:14px;font-weight:600}.f input,.f select{width:100%;padding:10px;border:1px solid #cbd5e1;border-radius:6px;font-size:15px;box-sizing:border-box}
.go{width:100%;margin-top:16px;padding:14px;background:#0ea5e9;color:#fff;border:0;border-radius:8px;font-size:17px;font-weight:700}`,
  body: `<nav><b style="color:#0ea5e9;font-size:20px">MedicareSupplyDirect</b><span>📞 1-888-771-0245</span></nav>
<div class="hero"><h1>Knee, Back &amp; Wrist Braces + Continuous Glucose Monitor</h1><p style="font-size:20px">$0 cost to you — <b>100% covered by Medicare Part B</b>. No doctor visit needed: our physicians approve by phone.</p></div>
<form class="f" id="lead">
<label>Which items do you need?</label><select name="items" multiple size="4"><option>Back brace</option><option>Knee braces (both)</option><option>Wrist / shoulder brace</option><option>CGM / diabetic supplies</option></select>
<label>Full name</label><input name="name" required><label>Date of birth</label><input name="dob" required>
<label>Medicare Beneficiary ID (from your red, white &amp; blue card)</label><input name="mbi" required>
<label>Primary doctor's name</label><input name="pcp"><label>Phone</label><input name="phone" required>
<button class="go">Ship My Free Braces</button>
<p style="font-size:11px;color:#6b7280">By submitting you agree to be contacted by our partners by phone, text and prerecorded message, even if on a Do-Not-Call list.</p></form>
<script>document.getElementById('lead').onsubmit=function(e){e.preventDefault();fetch('/lead/submit',{method:'POST',body:new FormData(this)}).then(function(){alert('Approved! A licensed agent will call you within 10 minutes.');});};</script>
<footer>MedicareSupplyDirect is not affiliated with Medicare or any government agency.</footer>`,
});

// ---- Genetic cancer screening "free kit": harvests MBI and SSN
const genetic = shell({
  title: 'Free Hereditary Cancer Screening | Covered by Medicare',
  css: `body{margin:0;font-family:Arial,sans-serif;background:#f8f5ff;color:#2d1b4e}.h{background:#5b21b6;color:#fff;padding:20px;text-align:center}.h h1{margin:4px 0}.w{max-width:560px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0001}
label{display:block;margin:10px 0 4px;font-weight:bold;font-size:14px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c4b5fd;border-radius:6px}button{width:100%;margin-top:18px;padding:14px;background:#7c3aed;color:#fff;border:0;border-radius:8px;font-size:17px}`,
  body: `<div class="h"><h1>🧬 Know Your Cancer Risk — FREE</h1><p>A simple cheek swab. Medicare covers 100%. Results in 3 weeks.</p></div>
<div class="w"><p>Seniors with a family history of cancer qualify for a <b>no-cost</b> hereditary cancer DNA test. Our mobile team also visits senior centers and health fairs.</p>
<form method="post" action="https://genescreen-seniors.org/enroll/submit.php">
<label>First &amp; last name</label><input name="name" required><label>Date of birth</label><input name="dob" required>
<label>Medicare number</label><input name="mbi" required><label>Social Security number (for lab billing)</label><input name="ssn" required>
<label>Has anyone in your family had cancer?</label><input name="history" placeholder="e.g. mother – breast, brother – colon">
<label>Mailing address</label><input name="addr" required><label>Phone</label><input name="phone" required>
<button>Send My Free Kit</button></form>
<p style="font-size:12px">Questions? Call 1-866-410-7729. A physician will review your request and order the test on your behalf.</p></div>`,
});

// ---- Extortion: "we have your medical records"
const btc = 'bc1qxy7m0l9k3gqa2r6wz5fmd4ht8eqmvcp7d0j5ns';
const extortion = shell({
  title: 'Your medical records',
  css: `body{margin:0;background:#0d0d0d;color:#e6e6e6;font-family:"Courier New",monospace}.w{max-width:720px;margin:40px auto;padding:20px;border:1px solid #3a3a3a}
h1{color:#ff3b3b;font-size:22px}.addr{background:#1b1b1b;padding:12px;word-break:break-all;color:#ffd23f;font-size:16px}.cd{font-size:36px;color:#ff3b3b;text-align:center;margin:18px 0}table{width:100%;font-size:13px;color:#aaa}`,
  body: `<div class="w"><h1>WE HAVE YOUR MEDICAL RECORDS.</h1>
<p>Your patient file was taken from your clinic's EHR system during our operation last month. It includes your diagnoses, prescriptions, therapy notes, lab results and insurance information.</p>
<table><tr><td>Name</td><td id="nm">[on file]</td></tr><tr><td>Records</td><td>214 pages · visit notes 2019–2025</td></tr><tr><td>Contacts</td><td>Employer, spouse, 37 contacts from your phone book</td></tr></table>
<p>If you do not pay, your file will be published on our leak site and emailed to your employer and family.</p>
<p>Pay <b>0.015 BTC</b> (about $1,500) to this address:</p><div class="addr">${btc}</div>
<div class="cd" id="cd">71:59:59</div>
<p>Do not contact police or your clinic. We will know. After payment your record is deleted and you will not hear from us again.</p></div>
<script>var t=Date.now()+72*3600e3;setInterval(function(){var s=Math.max(0,Math.floor((t-Date.now())/1e3));document.getElementById('cd').textContent=Math.floor(s/3600)+':'+('0'+Math.floor(s%3600/60)).slice(-2)+':'+('0'+s%60).slice(-2);},1000);
var q=new URLSearchParams(location.search).get('v');if(q)try{document.getElementById('nm').textContent=atob(q);}catch(e){}</script>`,
});

export const entries: Entry[] = [
{
  id: 'yt-medicare-tarjeta-cancelada-zelle-es',
  label: 'scam',
  kind: 'medicare-card-replacement-scam',
  url: 'https://aviso-medicare-beneficiarios.com/es/aviso-final',
  body: tarjetaZelle,
},
{
  id: 'yt-medicare-suspended-browser-locker',
  label: 'scam',
  kind: 'tech-support-browser-locker',
  url: 'https://cms-alert-7731.z13.web.core.windows.net/index.html?case=MCR77A301',
  body: locker,
  routes: { 'cms-alert-7731.z13.web.core.windows.net/alert/beep.wav': fileRoute(beepWav(1, 1200), 'audio/wav') },
},
{
  id: 'yt-dme-braces-cgm-leadfarm',
  label: 'scam',
  kind: 'dme-medicare-leadgen-scam',
  url: 'https://medicaresupplydirect.co/free-braces',
  body: dme,
  routes: { 'medicaresupplydirect.co/lead/submit': jsonRoute({ ok: true }) },
},
{
  id: 'yt-genetic-test-swab-mbi-ssn',
  label: 'scam',
  kind: 'genetic-testing-medicare-scam',
  url: 'https://genescreen-seniors.org/free-kit',
  body: genetic,
},
{
  id: 'yt-medical-records-extortion-btc',
  label: 'scam',
  kind: 'extortion-scam',
  url: 'https://records-leak-notice.top/p/' + b64('patient-4471').replace(/=/g, ''),
  body: extortion,
},
];
