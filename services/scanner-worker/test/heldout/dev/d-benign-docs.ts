import { type Entry } from '../entry.js';
import { baseCss, doc, siteFooter, siteNav } from '../parts/d-parts.js';

/** Benign: developer docs with curl | bash / irm | iex installers and copy buttons, free-hosted project docs and portfolios. Written for corpus/d. */

const copyScript = `<script>document.querySelectorAll('[data-copy]').forEach(function(b){b.addEventListener('click',function(){var t=document.getElementById(b.getAttribute('data-copy')).innerText;navigator.clipboard.writeText(t).then(function(){b.textContent='Copied!';setTimeout(function(){b.textContent='Copy'},1500)})})});</script>`;
const docsCss = (accent: string): string => baseCss(accent) + `.docs{display:grid;grid-template-columns:240px 1fr;gap:40px;max-width:1180px;margin:0 auto;padding:30px 24px}.side a{display:block;color:#334155;padding:4px 0;font-size:14px}.code{position:relative;background:#0f172a;color:#e2e8f0;border-radius:8px;padding:16px 70px 16px 16px;font-family:"JetBrains Mono",Menlo,Consolas,monospace;font-size:14px;margin:12px 0;white-space:pre-wrap;word-break:break-all}.code button{position:absolute;right:8px;top:8px;background:#334155;color:#fff;border:0;border-radius:4px;padding:4px 10px;font-size:12px;cursor:pointer}.tabs{display:flex;gap:4px}.tabs span{padding:6px 12px;background:#e2e8f0;border-radius:6px 6px 0 0;font-size:13px}`;

export const entries: Entry[] = [

{
  id: 'd-ok-docs-powershell-module',
  label: 'clean',
  kind: 'docs-installer',
  url: 'https://learn.corvid-endpoint.com/docs/agent/windows/install',
  body: doc({
    title: 'Install the Corvid agent on Windows – Corvid Endpoint Docs',
    css: docsCss('#4338ca'),
    body: String.raw`${siteNav({ brand: 'Corvid Endpoint', links: ['Platform', 'Docs', 'Support', 'Status'] })}
<div class="docs"><nav class="side"><b>Agent</b><a href="#">Requirements</a><a href="#">Windows</a><a href="#">macOS</a><a href="#">Linux</a><a href="#">Uninstall</a></nav>
<main><h1>Install the agent on Windows</h1><p>Run the following in an <b>elevated</b> PowerShell session (right-click Start → Terminal (Admin)). Replace the token with the enrolment token from <i>Settings → Deployment</i> in your Corvid console.</p>
<div class="code"><span id="p1">$env:CORVID_TOKEN = "&lt;your-enrolment-token&gt;"; Set-ExecutionPolicy Bypass -Scope Process -Force; iex ((New-Object System.Net.WebClient).DownloadString('https://learn.corvid-endpoint.com/install/windows.ps1'))</span><button data-copy="p1">Copy</button></div>
<p>For mass deployment use the MSI with Intune or GPO:</p><div class="code"><span id="p2">msiexec /i CorvidAgent-4.12.0-x64.msi /qn CORVID_TOKEN=&lt;token&gt; /l*v C:\Windows\Temp\corvid-install.log</span><button data-copy="p2">Copy</button></div>
<div class="alert alert-info">The installer is signed by "Corvid Security Ltd". Check with <code>Get-AuthenticodeSignature .\CorvidAgent-4.12.0-x64.msi</code>.</div></main></div>
${siteFooter({ company: 'Corvid Security Ltd' })}${copyScript}`,
  }),
},

{
  id: 'd-ok-web-app-event-rsvp',
  label: 'clean',
  kind: 'freehost-benign',
  url: 'https://hackerspace-gdansk-meetup.web.app/rsvp',
  body: doc({
    title: 'Hackerspace Gdańsk — December meetup RSVP',
    lang: 'pl',
    css: baseCss('#0f766e') + `.w{max-width:560px;margin:40px auto}`,
    body: `<div class="w card"><h1 style="font-size:24px">Grudniowy meetup — RSVP</h1><p>Czwartek 11.12, 18:30, ul. Długa 12. Tematy: lutowanie dla początkujących, Home Assistant, pizza.</p>
<form id="f"><div class="form-group"><label>Imię / nick</label><input name="nick" required></div><div class="form-group"><label>E-mail (tylko do przypomnienia)</label><input name="email" type="email"></div><div class="form-group"><label>Przyjdę z</label><select name="plus"><option>sam(a)</option><option>+1</option></select></div><button class="btn btn-block">Zapisz się</button></form><p class="muted" id="ok"></p></div>
<script type="module">
import { initializeApp } from 'https://www.gstatic.com/firebasejs/11.0.2/firebase-app.js';
import { getFirestore, addDoc, collection } from 'https://www.gstatic.com/firebasejs/11.0.2/firebase-firestore.js';
const app = initializeApp({ apiKey: 'AIzaSyC1r9Qz7tV3mK8pL2sD6fG0hJ4kZ5wX1yB', projectId: 'hackerspace-gdansk-meetup' });
document.getElementById('f').addEventListener('submit', async (e) => { e.preventDefault(); const d = Object.fromEntries(new FormData(e.target)); await addDoc(collection(getFirestore(app), 'rsvp'), { ...d, t: Date.now() }); document.getElementById('ok').textContent = 'Dzięki! Do zobaczenia.'; });
</script>`,
  }),
},

{
  id: 'd-ok-docs-api-keys-page',
  label: 'clean',
  kind: 'docs-credentials',
  url: 'https://developers.parcelhop.com/docs/authentication/api-keys',
  body: doc({
    title: 'API keys — ParcelHop Developers',
    css: docsCss('#ea580c'),
    body: `${siteNav({ brand: 'ParcelHop Developers', links: ['Docs', 'API reference', 'SDKs', 'Status'], cta: 'Dashboard' })}
<div class="docs"><nav class="side"><a href="#">Quickstart</a><a href="#">API keys</a><a href="#">Webhooks</a><a href="#">Tracking</a><a href="#">Labels</a></nav>
<main><h1>API keys</h1><p>Authenticate by sending your secret key in the <code>Authorization</code> header. Test keys start with <code>ph_test_</code>, live keys with <code>ph_live_</code>.</p>
<div class="code"><span id="k1">curl https://api.parcelhop.com/v2/shipments \\
  -H "Authorization: Bearer ph_test_51HxQ2c8fK3mL9pZ0aB7rT" \\
  -d carrier=dpd -d to[postcode]=EC1A1BB</span><button data-copy="k1">Copy</button></div>
<div class="alert alert-warn">Keep live keys secret. Don't embed them in client-side code or mobile apps. Rotate a leaked key immediately in Dashboard → Developers → API keys.</div>
<h2>Tracking webhooks</h2><p>We POST <code>shipment.delivery_failed</code> when a courier cannot deliver a parcel, e.g. "Customs fee due" or "Address incomplete". Your customers then receive an email from <b>you</b> with a link to your own tracking page — ParcelHop never asks recipients for payment.</p></main></div>
${siteFooter({ company: 'ParcelHop Ltd' })}${copyScript}`,
  }),
},

];
