import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, fileRoute, beepWav, pngRoute } from '../parts/e-bin.js';
import { page, msLogo, badge, baseSiteCss, siteShell } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-defender-browser-locker-uk-number',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://secure-windows-alert.azurewebsites.net/err/0x80073b01/?ph=08081697243',
  body: page({
    title: 'Windows Defender Security Warning',
    css: `html,body{margin:0;height:100%;overflow:hidden;font-family:"Segoe UI",Arial,sans-serif}
body{background:#0078d7 url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='40' height='40'%3E%3Crect width='40' height='40' fill='%230067c0'/%3E%3C/svg%3E")}
.win{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);width:620px;background:#fff;box-shadow:0 10px 40px rgba(0,0,0,.5)}
.tb{background:#d9d9d9;padding:6px 12px;font-size:13px;display:flex;justify-content:space-between}
.bd{padding:20px 26px}
.red{color:#c50f1f;font-weight:700;font-size:20px}
.ph{font-size:26px;font-weight:700;color:#0078d7;text-align:center;margin:14px 0}
.row{display:flex;justify-content:flex-end;gap:10px;margin-top:16px}.row button{padding:8px 22px;border:1px solid #888;background:#f0f0f0;cursor:pointer}
.row .p{background:#0078d7;color:#fff;border-color:#0078d7}
.side{position:fixed;right:20px;bottom:20px;width:340px;background:#1f1f1f;color:#fff;padding:14px 16px;font-size:13px;box-shadow:0 4px 20px rgba(0,0,0,.6)}
.scan{position:fixed;left:20px;top:20px;width:360px;background:#fff;padding:12px 16px;font-size:12px;font-family:Consolas,monospace;max-height:40vh;overflow:hidden}`,
    body: `<div class="scan" id="scan"><b>Windows Defender – Quick scan</b><div id="log"></div></div>
<div class="win"><div class="tb"><span>${msLogo.replace('width="108"', 'width="80"')} Windows Defender Security Center</span><span>✕</span></div>
<div class="bd">
<p class="red">** Access to this PC has been blocked for security reasons **</p>
<p>Your computer has alerted us that it has been infected with a <b>Trojan Spyware (Trojan:Win32/Emotet.PA)</b>. The following data has been compromised:</p>
<ul style="font-size:14px"><li>Email credentials</li><li>Banking passwords</li><li>Facebook login</li><li>Pictures &amp; documents</li></ul>
<p>Windows Defender scan has found potentially unwanted adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents. Closing this window will put your personal information at risk and lead to a suspension of your Windows registration.</p>
<p style="text-align:center;margin-bottom:0">Call Microsoft Support (Toll-Free):</p>
<div class="ph" id="ph1"></div>
<div class="row"><button id="b1">Cancel</button><button class="p" id="b2">OK</button></div>
</div></div>
<div class="side"><b>⚠ Windows Security</b><br>Call Microsoft Support: <b id="ph2"></b><br>Do not restart or use your computer until you have spoken to a technician.</div>
<audio id="au" src="/err/alert.wav" autoplay loop></audio>
<script>
var ph=new URLSearchParams(location.search).get('ph')||'08081697243';var f=ph.replace(/(\\d{4})(\\d{3})(\\d{4})/,'$1 $2 $3');document.getElementById('ph1').textContent=f;document.getElementById('ph2').textContent=f;
var files=['C:\\\\Windows\\\\System32\\\\drivers\\\\etc\\\\hosts','C:\\\\Users\\\\Public\\\\Documents\\\\invoice.xlsx','C:\\\\Program Files\\\\Common Files\\\\svchost.dll','C:\\\\Users\\\\AppData\\\\Roaming\\\\Microsoft\\\\Credentials'];var i=0;
setInterval(function(){var d=document.createElement('div');d.textContent=(i%3?'Scanning: ':'THREAT FOUND: ')+files[i%files.length];if(!(i%3))d.style.color='#c50f1f';var l=document.getElementById('log');l.insertBefore(d,l.firstChild);i++;},400);
function lock(){try{document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen();}catch(e){}try{navigator.keyboard&&navigator.keyboard.lock&&navigator.keyboard.lock();}catch(e){}document.getElementById('au').play().catch(function(){});}
document.addEventListener('click',lock);document.addEventListener('keydown',function(e){e.preventDefault();lock();});
for(var k=0;k<20;k++)history.pushState({},'',location.href);window.onpopstate=function(){history.pushState({},'',location.href);};
window.onbeforeunload=function(){return 'Your computer is at risk. Are you sure you want to leave?';};
document.getElementById('b1').onclick=document.getElementById('b2').onclick=function(){alert('Call Microsoft Support immediately: '+f);};
</script>`,
  }),
  routes: { 'secure-windows-alert.azurewebsites.net/err/alert.wav': fileRoute(beepWav(3, 880), 'audio/wav') },
},
{
  id: 'ya-apple-locker-fr-ca',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://support-apple-securite.ca-alerte.com/mac/?code=AP-8813',
  body: page({
    title: 'Alerte de sécurité Apple',
    lang: 'fr-CA',
    css: `html,body{margin:0;height:100%;font-family:-apple-system,"Helvetica Neue",Arial,sans-serif;background:#1d1d1f;color:#fff;overflow:hidden}
.m{max-width:560px;margin:12vh auto;background:#f5f5f7;color:#1d1d1f;border-radius:14px;padding:26px 30px;box-shadow:0 20px 60px rgba(0,0,0,.6);text-align:center}
.ic{font-size:44px}.t{font-size:20px;font-weight:700;margin:6px 0 10px;color:#d70015}
.n{font-size:28px;font-weight:700;color:#0071e3;margin:14px 0}
.b{background:#0071e3;color:#fff;border:0;border-radius:8px;padding:10px 26px;font-size:15px;cursor:pointer}`,
    body: `<div class="m"><div class="ic"></div>
<div class="t">Votre Mac est bloqué</div>
<p>Un logiciel malveillant (<b>Pegasus.OSX.Spy</b>) a été détecté sur votre ordinateur. Vos mots de passe bancaires, vos courriels et vos fichiers de comptabilité ont peut-être été compromis. Votre identifiant Apple a été suspendu par mesure de sécurité.</p>
<p><b>Ne fermez pas cette fenêtre et n'éteignez pas votre ordinateur.</b> Appelez immédiatement le soutien technique Apple (sans frais) :</p>
<div class="n">1-844-555-0186</div>
<p style="font-size:13px;color:#6e6e73">Code d'erreur : <span id="c"></span> · Agent disponible 24 h/24, 7 j/7</p>
<button class="b" id="ok">Appeler le soutien</button></div>
<script>
document.getElementById('c').textContent=new URLSearchParams(location.search).get('code')||'AP-0000';
var sp=window.speechSynthesis;function say(){try{var u=new SpeechSynthesisUtterance("Attention. Votre ordinateur Mac est infecté. Appelez le soutien technique Apple au 1 844 555 0186. Ne fermez pas cette fenêtre.");u.lang='fr-CA';sp.speak(u);}catch(e){}}
document.body.addEventListener('mousemove',function once(){say();document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen().catch(function(){});document.body.removeEventListener('mousemove',once);});
document.getElementById('ok').onclick=function(){location.href='tel:18445550186';};
setInterval(function(){document.title=document.title.indexOf('⚠')===0?'Alerte de sécurité Apple':'⚠ VOTRE MAC EST BLOQUÉ';},900);
</script>`,
  }),
},
{
  id: 'ya-msp-remote-support-quicksupport',
  label: 'clean',
  kind: 'it-provider-support-page',
  url: 'https://www.ardeenetworks.ie/support/remote',
  body: page({
    title: 'Remote support | Ardee Networks – IT support for small businesses',
    lang: 'en-IE',
    css: baseSiteCss + `.steps li{margin:8px 0}.big{font-size:26px;font-weight:800;color:#0f766e}`,
    body: siteShell({
      brand: 'Ardee Networks',
      logo: `${badge('AN', '#0f766e')}<b style="font-size:19px">Ardee Networks</b>`,
      nav: [['Managed IT', '/managed-it'], ['Cyber security', '/security'], ['Support', '/support'], ['Contact', '/contact']],
      accent: '#0f766e',
      main: `<section class="container" style="padding:30px 20px;max-width:820px">
<h1>Remote support</h1>
<p>If one of our engineers has asked you to start a remote session, download our support tool below. Only run it while you are on the phone with us.</p>
<ol class="steps"><li>Call the helpdesk on <span class="big">041 685 3390</span> (Mon–Fri 8am–6pm)</li>
<li>Download <a href="https://download.teamviewer.com/download/TeamViewerQS_x64.exe">TeamViewer QuickSupport for Windows</a> or <a href="https://download.teamviewer.com/download/TeamViewerQS.dmg">for macOS</a></li>
<li>Read the ID and password to the engineer</li></ol>
<div class="card" style="background:#f0fdfa"><b>We will never</b> contact you out of the blue asking you to install remote access software, and a pop-up in your browser telling you to call a number is never from us or from Microsoft. If in doubt, hang up and call the number above.</div>
<p class="small muted">Managed clients can also raise a ticket at <a href="https://help.ardeenetworks.ie/">help.ardeenetworks.ie</a>.</p></section>`,
      footer: `<p>Ardee Networks Ltd · Unit 4, Ardee Business Park, Co. Louth A92 V6K2 · CRO 612774</p>`,
    }),
  }),
},
];
