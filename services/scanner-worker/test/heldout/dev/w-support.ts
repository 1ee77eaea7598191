import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, tag, baseCss } from '../parts/w-kit.js';
import { beepWav, fileRoute, pe } from '../parts/e-bin.js';

const wav = (): { status: number; headers: Record<string, string>; body: Buffer } => ({ status: 200, headers: { 'content-type': 'audio/wav' }, body: beepWav(2, 740) });

export const entries: Entry[] = [
  {
    id: 'w-scam-techsupport-defender-locker-us',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://wd-secure-alert.azurefd-cdn.site/err/0x80070643/index.html?ph=18883615072&cid=pop_58812',
    body: doc({
      title: 'Windows Defender - Security Warning',
      css: `body{margin:0;background:#0078d7;font-family:Segoe UI,Arial,sans-serif;color:#fff;overflow:hidden}
#bg{position:fixed;inset:0;background:url(/err/0x80070643/scan.png) center/cover;filter:blur(1px)}
.win{position:fixed;left:50%;top:46%;transform:translate(-50%,-50%);width:620px;background:#fff;color:#222;box-shadow:0 0 40px #000a;border:1px solid #1e5aa8}
.tb{background:#1e5aa8;color:#fff;padding:6px 10px;font-size:13px;display:flex;justify-content:space-between}
.in{padding:18px 22px;font-size:14px}.red{color:#c00;font-weight:700}.ph{font-size:26px;font-weight:700;color:#0a58ca}
.bar{position:fixed;bottom:0;left:0;right:0;background:#202020;color:#fff;padding:6px 14px;font-size:12px}
button{background:#1e5aa8;color:#fff;border:0;padding:8px 18px;margin-right:8px}`,
      body: `<div id="bg"></div>
<div class="win"><div class="tb"><span>&#128737; Windows Defender Security Center</span><span>&#10005;</span></div>
<div class="in"><p class="red">** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **</p>
<p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised:</p>
<ul><li>Email Credentials</li><li>Banking Passwords</li><li>Facebook Login</li><li>Pictures &amp; Documents</li></ul>
<p>Windows Defender Scan has found potentially unwanted Adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p>
<p>You must contact us immediately so that our engineers can walk you through the removal process over the phone.</p>
<p>Call Microsoft Support immediately to report this threat, prevent identity theft and unlock access to this device.</p>
<p>Closing this window will put your personal information at risk and lead to a suspension of your Windows Registration.</p>
<p>Call Windows Support: <span class="ph" id="ph">+1-888-361-5072</span> (Toll Free)</p>
<button onclick="lock()">Deny</button><button onclick="lock()">Allow</button></div></div>
<div class="bar">Windows Defender - Security Warning &nbsp;|&nbsp; Call Windows Support: <b id="ph2">+1-888-361-5072</b> &nbsp;|&nbsp; Error # 0x80070643</div>
<audio id="a" src="/err/0x80070643/alert.wav" autoplay loop></audio>`,
      scripts: `<script>
var q=new URLSearchParams(location.search),n=q.get('ph')||'18883615072';
var f='+1-'+n.slice(1,4)+'-'+n.slice(4,7)+'-'+n.slice(7);document.getElementById('ph').textContent=f;document.getElementById('ph2').textContent=f;
function lock(){try{document.documentElement.requestFullscreen()}catch(e){}try{document.getElementById('a').play()}catch(e){}}
document.addEventListener('click',lock);document.addEventListener('keydown',function(e){e.preventDefault();lock()});
for(var i=0;i<40;i++)history.pushState({i:i},'',location.href);
window.onpopstate=function(){history.pushState({},'',location.href);lock()};
window.onbeforeunload=function(){return 'Your computer is at risk. Are you sure?'};
setInterval(function(){document.title=document.title.indexOf('*')?'*** Security Warning ***':'Windows Defender - Security Warning'},900);
</script>`,
    }),
    routes: {
      'wd-secure-alert.azurefd-cdn.site/err/0x80070643/scan.png': pic(0, 90, 180),
      'wd-secure-alert.azurefd-cdn.site/err/0x80070643/alert.wav': wav(),
    },
  },
];
