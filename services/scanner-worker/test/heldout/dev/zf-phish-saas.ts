import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-phish-netflix-payment-update',
  label: 'phishing',
  kind: 'saas-kit',
  url: 'https://netflix-billing-help.com/account/payment/update',
  body: doc({
    title: 'Netflix',
    css: loginCss('#e50914', '#141414') + `.wrap{background:rgba(0,0,0,.75);color:#fff}input{background:#333;color:#fff;border:0}.logo{color:#e50914;font-size:30px}`,
    body: `<div class="wrap"><div class="logo">NETFLIX</div>
<h1>Update your payment</h1><p class="small" style="color:#bbb">Your membership is on hold. We're having some trouble with your current billing information. We'll try again, but in the meantime you may want to update your payment details.</p>
<form method="post" action="/account/payment/process"><input name="name" placeholder="Name on card"><input name="cardnumber" placeholder="Card number"><input name="exp" placeholder="Expiration date (MM/YY)"><input name="cvv" placeholder="Security code (CVV)"><input name="zip" placeholder="Billing ZIP code">
<button>Update Payment Method</button></form>
<div class="foot">Questions? Call 1-844-505-2993 · <a href="#">Terms of Use</a><a href="#">Privacy</a></div></div>`,
  }),
},
{
  id: 'zf-phish-apple-id-locked',
  label: 'phishing',
  kind: 'saas-kit',
  url: 'https://appleid.apple.com.account-unlock-service.com/en-us/unlock',
  body: doc({
    title: 'Apple ID',
    css: loginCss('#0071e3', '#fbfbfd'),
    body: `<div class="wrap" style="text-align:center"><div style="font-size:40px"></div>
<h1>Your Apple ID has been locked</h1><p class="small">Your Apple ID was locked for security reasons because someone tried to sign in from an unknown device in Moscow, Russia. To unlock your account, verify your identity.</p>
<form method="post" action="/en-us/unlock/verify" style="text-align:left"><input name="appleId" placeholder="Apple ID"><input name="password" type="password" placeholder="Password">
<input name="fullname" placeholder="Full name"><input name="dob" placeholder="Date of birth"><input name="cc" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="csc" placeholder="CVV">
<button>Unlock Account</button></form>
<div class="foot">Copyright © 2025 Apple Inc. All rights reserved. <a href="#">Privacy Policy</a></div></div>`,
  }),
},
{
  id: 'zf-phish-steam-trade-login',
  label: 'phishing',
  kind: 'saas-kit',
  url: 'https://csgo-skin-tradeoffer.com/tradeoffer/new/?partner=1189934&token=pX2gZ',
  body: doc({
    title: 'Trade offer - CS2 Skins Giveaway',
    css: `body{margin:0;background:#1b2838;color:#c7d5e0;font-family:Arial,sans-serif}.top{background:#171a21;padding:14px 40px;font-size:20px;color:#fff}
.items{display:flex;gap:10px;padding:30px 40px}.it{background:#2a475e;width:120px;height:90px;border-radius:4px;padding:8px;font-size:12px}
.btn{background:linear-gradient(90deg,#06bfff,#2d73ff);color:#fff;border:0;padding:12px 26px;margin:0 40px;cursor:pointer;font-size:15px}
#pop{display:none;position:fixed;top:10%;left:50%;transform:translateX(-50%);width:420px;background:#181a21;border:1px solid #444;padding:0}
#pop .bar{background:#dfe3e6;color:#000;padding:6px 10px;font-size:12px}#pop input{width:90%;margin:8px 5%;padding:9px;background:#32353c;border:0;color:#fff}`,
    body: `<div class="top">STEAM · Trade Offer</div><p style="padding:0 40px">TheGamer_77 wants to trade with you. You'll receive:</p>
<div class="items"><div class="it">AWP | Dragon Lore<br>Factory New</div><div class="it">★ Karambit | Fade</div><div class="it">M4A4 | Howl</div></div>
<button class="btn" onclick="document.getElementById('pop').style.display='block'">Sign in through Steam to accept</button>
<div id="pop"><div class="bar">🔒 https://steamcommunity.com/openid/login</div><p style="padding:10px 20px">Sign in with account name</p><input id="u" placeholder="Account name"><input id="p" type="password" placeholder="Password"><input id="g" placeholder="Steam Guard code"><button class="btn" style="margin:10px 5%" onclick="go()">Sign in</button></div>
<script>function go(){fetch('/api/steam/login',{method:'POST',body:JSON.stringify({u:u.value,p:p.value,g:g.value})}).then(function(){location.href='https://steamcommunity.com'})}</script>`,
  }),
  routes: { 'csgo-skin-tradeoffer.com/api/steam/login': jsonRoute({ success: true }) },
},
];
