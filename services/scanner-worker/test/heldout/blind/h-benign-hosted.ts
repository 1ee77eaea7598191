import { htmlRoute, type Entry } from '../entry.js';
import { analytics, css, doc, img, js, json, qrSvg } from '../parts/h-parts.js';

export const entries: Entry[] = [
  // h-ok-microsoftonline-real
{
  id: 'h-ok-microsoftonline-real',
  label: 'clean',
  kind: 'brand-login-real',
  url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&redirect_uri=https%3A%2F%2Fwww.office.com%2Flandingv2&response_type=code%20id_token&scope=openid%20profile&response_mode=form_post',
  body: doc({
    title: 'Sign in to your account',
    css: `body{margin:0;font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,Roboto,sans-serif;background:#f2f2f2 linear-gradient(135deg,#e3eef8,#f5f5f5)}.bx{width:440px;margin:120px auto;background:#fff;box-shadow:0 2px 6px #0003;padding:44px;box-sizing:border-box}.ms{display:flex;align-items:center;gap:6px;color:#737373;font-size:20px}.ms i{display:grid;grid-template-columns:10px 10px;gap:1px}.ms b{width:10px;height:10px;display:block}h1{font-size:24px;font-weight:600;margin:16px 0 12px}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:none}.lk{font-size:13px;margin:16px 0}.lk a{color:#0067b8;text-decoration:none}.bt{text-align:right}.bt button{background:#0067b8;color:#fff;border:0;padding:6px 30px;min-width:108px;font-size:15px}.opt{width:440px;margin:-100px auto 0;background:#fff;padding:12px 44px;box-sizing:border-box;font-size:15px;box-shadow:0 2px 6px #0003}.ft{position:fixed;bottom:0;right:0;font-size:12px;padding:8px;color:#000}`,
    body: `<div class="bx"><div class="ms"><i><b style="background:#f25022"></b><b style="background:#7fba00"></b><b style="background:#00a4ef"></b><b style="background:#ffb900"></b></i>Microsoft</div><h1>Sign in</h1>
<form name="f1" method="post" action="/common/login" autocomplete="off"><input type="email" name="loginfmt" id="i0116" placeholder="Email, phone, or Skype" aria-label="Enter your email, phone, or Skype."><input type="hidden" name="ctx" value="rQQIARAA..."><input type="hidden" name="flowToken" value="AQABAAEAAAD--DLA3VO7QrddgJg7WevrB0w..."><div class="lk">No account? <a href="https://signup.live.com/">Create one!</a></div><div class="lk"><a href="#">Can't access your account?</a></div><div class="bt"><button type="submit" id="idSIButton9">Next</button></div></form></div>
<div class="opt">🔑 Sign-in options</div>
<div class="ft">Terms of use &nbsp; Privacy &amp; cookies &nbsp; ...</div>
<script>var $Config={urlPost:"/common/login",sCtx:"rQQIARAA",canary:"Zm9vYmFy",correlationId:"7c1d2e3f-4a5b-6c7d-8e9f-0a1b2c3d4e5f",sessionId:"1b2c3d4e-5f6a-7b8c-9d0e-1f2a3b4c5d6e",locale:{mkt:"en-US",lcid:1033},iMaxStackForKnockoutAsyncComponents:10000};</script>`,
  }),
},
  // h-ok-gmx-webmail-portal
{
  id: 'h-ok-gmx-webmail-portal',
  label: 'clean',
  kind: 'webmail-own',
  url: 'https://www.gmx.net/',
  body: doc({
    lang: 'de',
    title: 'GMX: E-Mail, FreeMail, Themen- & Shopping-Portal',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f6f9;color:#1c449b}.hd{background:#1c449b;color:#fff;display:flex;align-items:center;padding:10px 30px;gap:20px}.hd b{font-size:26px}.lg{margin-left:auto;display:flex;gap:6px}.lg input{padding:7px;border:0;border-radius:3px}.lg button{background:#ffd800;border:0;padding:7px 14px;border-radius:3px;font-weight:bold}.nv{background:#fff;padding:8px 30px;display:flex;gap:20px;font-size:14px}.ct{display:grid;grid-template-columns:2fr 1fr;gap:20px;max-width:1100px;margin:20px auto}.tl{background:#fff;padding:16px;color:#222}.tl h3{color:#1c449b;margin-top:0}.ad{background:#fff;padding:16px;font-size:12px;color:#888}`,
    body: `<div class="hd"><b>GMX</b><span style="font-size:13px">FreeMail · ProMail · TopMail</span><form class="lg" method="post" action="https://login.gmx.net/login"><input name="username" placeholder="E-Mail-Adresse" autocomplete="username"><input name="password" type="password" placeholder="Passwort" autocomplete="current-password"><input type="hidden" name="service" value="freemail"><button>Login</button></form></div>
<div class="nv"><span>E-Mail</span><span>Cloud</span><span>Nachrichten</span><span>Sport</span><span>Unterhaltung</span><span>Ratgeber</span><span>Wetter</span><span>Shopping</span></div>
<div class="ct"><div class="tl"><h3>Nachrichten</h3><p><b>Wintereinbruch:</b> Glätte und Schneefall im Süden erwartet</p><p><b>Bundesliga:</b> Die Ergebnisse vom Samstag im Überblick</p><p><b>Ratgeber:</b> So erkennen Sie gefälschte Paket-SMS</p><p><b>Digital:</b> Was das neue Smartphone-Update bringt</p></div><div class="ad">Anzeige<br><br>GMX FreeMail – jetzt kostenlos registrieren. <a href="https://signup.gmx.net">Zur Registrierung</a></div></div>
<p style="text-align:center;font-size:12px;color:#666">© 2026 GMX · Impressum · Datenschutzhinweise · AGB · Sicherheitshinweise · Barrierefreiheit</p>`,
  }),
},
  // h-ok-github-pages-portfolio-formspree
{
  id: 'h-ok-github-pages-portfolio-formspree',
  label: 'clean',
  kind: 'free-hosting-benign',
  url: 'https://lenaschwarzphoto.github.io/contact/',
  body: doc({
    title: 'Contact — Lena Schwarz Photography',
    css: `body{margin:0;font-family:"Cormorant Garamond",Georgia,serif;color:#222;background:#fbfaf8}nav{display:flex;gap:24px;justify-content:center;padding:30px;font-size:18px;letter-spacing:2px;text-transform:uppercase}nav a{color:#222;text-decoration:none}.c{max-width:560px;margin:20px auto;padding:0 20px}label{display:block;margin-top:14px;font-family:Arial;font-size:13px;text-transform:uppercase;letter-spacing:1px}input,textarea,select{width:100%;padding:10px;border:1px solid #ccc;background:#fff;box-sizing:border-box;font-size:15px}button{margin-top:18px;background:#222;color:#fff;border:0;padding:12px 30px;letter-spacing:2px}footer{text-align:center;font-family:Arial;font-size:12px;color:#888;padding:40px}`,
    body: `<nav><a href="/">Portfolio</a><a href="/weddings/">Weddings</a><a href="/about/">About</a><a href="/contact/">Contact</a></nav>
<div class="c"><h1>Let's talk</h1><p>Weddings, portraits and small-business shoots in Hamburg and northern Germany. Tell me a bit about your plans and I'll reply within two days.</p>
<form action="https://formspree.io/f/mlgwkqzd" method="POST" id="cf"><label>Your name</label><input name="name" required><label>Email</label><input type="email" name="_replyto" required><label>Type of shoot</label><select name="type"><option>Wedding</option><option>Portrait</option><option>Business</option><option>Other</option></select><label>Date (if known)</label><input name="date" type="date"><label>Message</label><textarea name="message" rows="6"></textarea><input type="text" name="_gotcha" style="display:none"><button>Send</button></form><p id="ok" style="display:none">Thanks! Your message was sent.</p></div>
<footer>© 2026 Lena Schwarz · <a href="https://www.instagram.com/">Instagram</a> · Impressum · Datenschutz · Site built with Jekyll, hosted on GitHub Pages</footer>
<script>document.getElementById('cf').addEventListener('submit',function(e){e.preventDefault();fetch(this.action,{method:'POST',body:new FormData(this),headers:{'Accept':'application/json'}}).then(function(){document.getElementById('cf').style.display='none';document.getElementById('ok').style.display='block'})});</script>`,
  }),
  routes: { 'formspree.io/f/mlgwkqzd': json({ ok: true, next: '/thanks' }) },
},
  // h-ok-ens-blog-eth-limo
{
  id: 'h-ok-ens-blog-eth-limo',
  label: 'clean',
  kind: 'ipfs-hosted-benign',
  url: 'https://tomasz-builds.eth.limo/posts/running-a-home-node/',
  body: doc({
    title: 'Running an Ethereum node at home on a mini PC — tomasz-builds.eth',
    css: `body{margin:0;font-family:"IBM Plex Mono",monospace;background:#fdfdf8;color:#222;line-height:1.7}main{max-width:700px;margin:40px auto;padding:0 20px}pre{background:#222;color:#eee;padding:12px;overflow:auto;font-size:13px}.meta{color:#888;font-size:13px}`,
    body: `<main><p class="meta"><a href="/">tomasz-builds.eth</a> · served from IPFS via eth.limo · CID bafybeihx…q4m</p><h1>Running an Ethereum node at home on a mini PC</h1><p class="meta">2026-07-19 · 8 min</p>
<p>After a year of relying on public RPCs I finally set up my own node: an N100 mini PC with 32 GB RAM and a 4 TB NVMe drive, running Nethermind and Lighthouse. Total power draw is about 14 W.</p>
<h2>Install</h2><pre>sudo apt update && sudo apt install -y docker.io docker-compose-v2
git clone https://github.com/eth-educators/eth-docker && cd eth-docker
./ethd install && ./ethd config</pre>
<p>Point your wallet at <code>http://node.local:8545</code> and you're no longer leaking your addresses to a third-party RPC.</p>
<p>A reminder because people asked: a node never needs your seed phrase. Validators use separate keystores; your wallet's recovery phrase stays offline.</p>
<p class="meta">No comments, no tracking. Reply on Farcaster: @tomasz</p></main>`,
  }),
},
  // h-ok-whatsapp-web-qr
{
  id: 'h-ok-whatsapp-web-qr',
  label: 'clean',
  kind: 'qr-login-real',
  url: 'https://web.whatsapp.com/send?phone=4917612345678&text=Hallo%2C%20ist%20das%20Fahrrad%20noch%20da%3F',
  body: doc({
    title: 'WhatsApp',
    css: `body{margin:0;background:#f0f2f5;font-family:"Segoe UI",Helvetica,Arial,sans-serif;color:#41525d}.top{background:#00a884;height:220px}.lg{position:absolute;top:28px;left:calc(50% - 500px);color:#fff;font-size:14px;font-weight:600;letter-spacing:1px}.c{position:relative;max-width:1000px;margin:-130px auto 0;background:#fff;box-shadow:0 17px 50px 0 #0b141a30;display:flex;padding:60px;gap:40px}.c ol{font-size:18px;line-height:2}.c h1{font-weight:300;font-size:28px;color:#41525d}.ft{max-width:1000px;margin:0 auto;background:#f9f9fa;padding:30px 60px;font-size:14px}`,
    body: `<div class="top"></div><div class="lg">🟢 WHATSAPP WEB</div>
<div class="c"><div style="flex:1"><h1>Use WhatsApp on your computer</h1><ol><li>Open WhatsApp on your phone</li><li>Tap <b>Menu ⋮</b> on Android, or <b>Settings ⚙</b> on iPhone</li><li>Tap <b>Linked devices</b> and then <b>Link a device</b></li><li>Point your phone at this screen to capture the QR code</li></ol><p><a href="#" style="color:#008069">Link with phone number instead</a></p></div><div>${qrSvg('2@Hx9aQ0mC1wK3L,ZmFrZXB1YmtleQ==,YWR2LXNlY3JldA==', 264)}<p style="font-size:13px"><input type="checkbox" checked> Stay logged in on this browser</p></div></div>
<div class="ft">🔒 Your personal messages are end-to-end encrypted · <a href="https://www.whatsapp.com/download" style="color:#008069">Download WhatsApp for Windows</a></div>
<script>setInterval(function(){/* the real client rotates the ref every 20 s */},20000)</script>`,
  }),
},
];
