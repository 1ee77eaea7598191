import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { beepWav, fileRoute, jsRoute } from '../parts/e-bin.js';
import { doc } from '../parts/g-kit.js';
export const entries: Entry[] = [
  // French browser locker with phone number and audio
  {
    id: 'g-scam-fr-ecran-bloque-support-windows-tel',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://assistance-securite-pc.fr-alerte.online/erreur/0x80070643/?num=0970199342',
    body: doc({
      lang: 'fr',
      title: 'Alerte de sécurité Windows Defender',
      css: `html,body{margin:0;height:100%;background:#0067b8;color:#fff;font-family:'Segoe UI',Arial,sans-serif;overflow:hidden}.w{position:fixed;inset:0;display:flex;align-items:center;justify-content:center}.p{background:#fff;color:#111;width:620px;border:1px solid #888;box-shadow:0 10px 40px rgba(0,0,0,.5)}.t{background:#d83b01;color:#fff;padding:8px 12px;font-size:14px}.b{padding:18px}.tel{font-size:26px;font-weight:bold;color:#d83b01}.s{position:fixed;bottom:0;left:0;right:0;background:#111;padding:6px 12px;font-size:13px}`,
      body: `<div class="w"><div class="p"><div class="t">Centre de sécurité Windows Defender — Accès bloqué</div><div class="b">
<p><b>Code d’erreur : 0x80070643 — Cheval de Troie détecté (Trojan:Win32/Emotet.A!ml)</b></p>
<p>L’accès à cet ordinateur a été bloqué pour des raisons de sécurité. Vos mots de passe Facebook, vos identifiants bancaires et vos photos sont en cours de transfert vers un serveur étranger.</p>
<p>Ne redémarrez pas et n’éteignez pas votre ordinateur : cela entraînerait la perte de toutes vos données et le blocage de vos cartes bancaires.</p>
<p>Appelez immédiatement le support technique Microsoft (appel gratuit) :</p><p class="tel" id="tel">09 70 19 93 42</p>
<p style="font-size:12px">Un technicien certifié Microsoft vous guidera pour supprimer la menace à distance.</p>
<button onclick="go()" style="background:#0067b8;color:#fff;border:0;padding:8px 24px">OK</button> <button onclick="go()" style="padding:8px 24px">Annuler</button></div></div></div>
<div class="s">Windows Defender SmartScreen a bloqué une application non reconnue — Assistance : <span id="tel2">09 70 19 93 42</span></div>
<audio id="a" src="/erreur/alarme.wav" loop autoplay></audio>
<script>var n=new URLSearchParams(location.search).get('num');if(n){var f=n.replace(/(\\d{2})(?=\\d)/g,'$1 ');document.getElementById('tel').textContent=f;document.getElementById('tel2').textContent=f}
function go(){try{document.documentElement.requestFullscreen()}catch(e){}document.getElementById('a').play().catch(function(){})}
document.addEventListener('click',go);window.onbeforeunload=function(){return 'Votre ordinateur est bloqué'};history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
document.addEventListener('keydown',function(e){e.preventDefault();});</script>`,
    }),
    routes: { 'assistance-securite-pc.fr-alerte.online/erreur/alarme.wav': fileRoute(beepWav(2, 740), 'audio/wav') },
  },
  // English fake Microsoft support lock page loaded through a push-notification redirect hop
  {
    id: 'g-scam-en-ms-support-lock-pushredirect',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://news-alerts-feed.click/p/redirect?z=5521&cid=push',
    routes: {
      'news-alerts-feed.click/p/redirect': htmlRoute(
        `<!doctype html><html><head><meta name="referrer" content="no-referrer"><title>Loading…</title></head><body><script>setTimeout(function(){location.replace('https://support-win-secure.azurewebsites-help.net/?ph=18449631207&bv='+encodeURIComponent(navigator.userAgent.slice(0,20)))},600)</script></body></html>`,
      ),
      'support-win-secure.azurewebsites-help.net/': htmlRoute(
        doc({
          lang: 'en',
          title: 'Security Warning!! Your PC is infected',
          css: `html,body{margin:0;background:#000;font-family:Segoe UI,Arial,sans-serif;color:#fff;cursor:none}.bg{position:fixed;inset:0;background:#1e40af url() center/cover}.scan{position:fixed;top:40px;left:50%;transform:translateX(-50%);width:760px;background:#f3f3f3;color:#111;border-radius:4px}.hd{background:#2b2b2b;color:#fff;padding:6px 10px;font-size:13px}.row{display:flex;justify-content:space-between;padding:4px 14px;font-size:13px;border-bottom:1px solid #ddd}.bad{color:#c00}.pop{position:fixed;top:50%;left:50%;transform:translate(-50%,-30%);width:440px;background:#fff;color:#111;border:2px solid #c00;padding:18px;z-index:5}.ph{font-size:24px;font-weight:bold;color:#c00;text-align:center}`,
          body: `<div class="bg"></div><div class="scan"><div class="hd">Windows Security — Quick scan</div><div id="rows"></div></div>
<div class="pop"><p><b>** Windows Security Alert **</b></p><p>Your computer has been blocked due to suspicious activity. Error # DW6VB36. Spyware and adware detected: <i>Trojan.Zeus.Spyware</i>.</p><p>Your personal information, banking details and email credentials are at risk. Please call Microsoft Support immediately to avoid data loss:</p><p class="ph" id="ph">+1-844-963-1207 (Toll Free)</p><p style="font-size:12px">Closing this page will disable your Windows registration key.</p></div>
<audio autoplay loop src="/media/warn.wav"></audio>
<script>var p=new URLSearchParams(location.search).get('ph')||'18449631207';document.getElementById('ph').textContent='+'+p[0]+'-'+p.slice(1,4)+'-'+p.slice(4,7)+'-'+p.slice(7)+' (Toll Free)';
var f=['C:\\\\Windows\\\\System32\\\\drivers\\\\tcpip.sys','C:\\\\Users\\\\Public\\\\svchost32.exe','C:\\\\ProgramData\\\\winlogon.dll','HKLM\\\\Software\\\\Run\\\\updater'],r=document.getElementById('rows'),i=0;setInterval(function(){r.innerHTML='<div class="row"><span>'+f[i%f.length]+'</span><span class="bad">Threat found</span></div>'+r.innerHTML;i++},500);
document.onclick=function(){document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen().catch(function(){})};for(var k=0;k<20;k++)history.pushState({},'',location.href);
document.onkeydown=function(e){if(e.key==='Escape'||e.key==='F11'||e.ctrlKey)e.preventDefault();return false};document.oncontextmenu=function(){return false};</script>`,
        }),
      ),
      'support-win-secure.azurewebsites-help.net/media/warn.wav': fileRoute(beepWav(1, 950), 'audio/wav'),
    },
  },
];

