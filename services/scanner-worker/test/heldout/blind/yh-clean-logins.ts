import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-clean-fnb-own-login-page',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://www.online.fnb.co.za/banking/Controller?nav=navigator.UserLogon',
  body: doc('FNB Online Banking - Login', `
<header class="h"><div class="in"><a href="https://www.fnb.co.za/">${wordmark('FNB', '#f7a700', { shape: 'circle', fg: '#ffffff', h: 36 })}</a><nav><a href="https://www.fnb.co.za/personal/">Personal</a><a href="https://www.fnb.co.za/business/">Business</a><a href="https://www.fnb.co.za/contact-us/">Contact us</a></nav></div></header>
<main class="in">
 <section class="login">
  <h1>Login</h1>
  <form id="LOGIN_FORM" name="LOGIN_FORM" method="post" action="/banking/Controller" autocomplete="off">
   <input type="hidden" name="BrowserType" value="">
   <input type="hidden" name="action" value="login">
   <input type="hidden" name="form" value="LOGIN_FORM">
   <input type="hidden" name="LoginButton" value="Login">
   <input type="hidden" name="countryCode" value="ZA">
   <label for="user">Username</label><input id="user" name="Username" maxlength="40" autocapitalize="off" spellcheck="false">
   <label for="pass">Password</label><input id="pass" name="Password" type="password" maxlength="40">
   <button type="submit" id="OBSubmit">Login</button>
   <p><a href="/banking/Controller?nav=navigator.ForgotPassword">Forgot password</a> · <a href="/banking/Controller?nav=navigator.Register">Register</a></p>
  </form>
  <div class="tip"><b>Security tip:</b> FNB will never send you a link to log in or ask for your PIN, password or OTP by SMS, email or phone. Always type <b>www.fnb.co.za</b> into your browser.</div>
 </section>
 <aside>
  <h3>Get the FNB App</h3><p>Scan, pay and bank on the go. Approve transactions with inContact and the in-app authentication.</p>
  <a href="https://www.fnb.co.za/ways-to-bank/app.html">Learn more</a>
 </aside>
</main>
<footer class="in">First National Bank – a division of FirstRand Bank Limited. An Authorised Financial Services and Credit Provider (NCRCP20). <a href="https://www.fnb.co.za/legal/">Legal</a> · <a href="https://www.fnb.co.za/security-centre/">Security Centre</a></footer>
${cookieBar('https://www.fnb.co.za/legal/cookie-policy.html')}
<script>document.forms.LOGIN_FORM.BrowserType.value=(navigator.userAgentData&&navigator.userAgentData.brands&&navigator.userAgentData.brands[0]&&navigator.userAgentData.brands[0].brand)||'';</script>`, {
    head: favicon('#01a9b4') + '<link rel="canonical" href="https://www.online.fnb.co.za/banking/Controller?nav=navigator.UserLogon">',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f4f4;color:#333}.in{max-width:980px;margin:0 auto;padding:0 16px}.h{background:#01a9b4}.h .in{display:flex;align-items:center;justify-content:space-between;padding-top:10px;padding-bottom:10px}.h nav a{color:#fff;margin-left:18px;text-decoration:none}
main{display:flex;gap:24px;margin-top:30px}.login{flex:2;background:#fff;padding:26px}aside{flex:1;background:#fff;padding:22px}h1{color:#01a9b4;font-weight:normal}label{display:block;margin:14px 0 4px;font-size:13px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc}
button{margin-top:16px;background:#f7a700;color:#fff;border:0;padding:12px 40px}.tip{margin-top:20px;background:#eef9fa;padding:12px;font-size:13px}footer{font-size:11px;color:#777;padding:30px 16px}footer a{color:#01a9b4}`,
  }),
},
{
  id: 'yh-clean-ecobank-online-fr-own',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://ecobankonline.ecobank.com/ci/fr/connexion',
  body: doc('Ecobank Online – Connexion', `
<div class="haut"><a href="https://ecobank.com/ci/personnel">${wordmark('Ecobank', '#005b82', { shape: 'circle', h: 32 })}</a><span>Côte d’Ivoire</span><a class="lang" href="/ci/en/login">English</a></div>
<div class="b">
 <form method="post" action="/ci/fr/connexion" id="cx">
  <h1>Connexion</h1>
  <label>Nom d’utilisateur</label><input name="username" autocomplete="username">
  <label>Mot de passe</label><input name="password" type="password" autocomplete="current-password">
  <input type="hidden" name="csrf" value="c0e1a2b7f9">
  <button>Se connecter</button>
  <p><a href="/ci/fr/mot-de-passe-oublie">Mot de passe oublié ?</a> · <a href="/ci/fr/inscription">Créer un accès</a></p>
 </form>
 <div class="conseils"><h3>Conseils de sécurité</h3><p>Ecobank ne vous demandera jamais votre mot de passe, votre code PIN ou un code reçu par SMS, par téléphone, e-mail ou WhatsApp. Vérifiez toujours que l’adresse commence par <b>https://ecobankonline.ecobank.com</b>.</p></div>
</div>
<p class="bas">© Ecobank Transnational Incorporated. <a href="https://ecobank.com/ci/personnel/mentions-legales">Mentions légales</a></p>`, {
    lang: 'fr',
    head: favicon('#005b82'),
    css: `body{margin:0;background:#f2f6f8;font-family:Arial,sans-serif}.haut{background:#fff;padding:12px 22px;display:flex;align-items:center;gap:14px;border-bottom:3px solid #7ac143}.haut span{flex:1;color:#005b82}.lang{color:#005b82;font-size:13px}
.b{display:flex;gap:20px;max-width:860px;margin:30px auto}form{flex:1;background:#fff;padding:24px}.conseils{flex:1;background:#e8f3f8;padding:20px;font-size:14px}label{display:block;margin:12px 0 4px;font-size:13px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bcd}button{margin-top:16px;width:100%;background:#005b82;color:#fff;border:0;padding:12px}.bas{text-align:center;font-size:11px;color:#888}`,
  }),
},
{
  id: 'yh-clean-kra-itax-portal-own',
  label: 'clean',
  kind: 'revenue-login-own-domain',
  url: 'https://itax.kra.go.ke/KRA-Portal/eReturns.htm',
  body: doc('iTax | Kenya Revenue Authority', `
<div class="hdr">${wordmark('KRA', '#c8102e', { shape: 'shield', h: 38, fg: '#000000' })}<div class="tt">iTax<br><small>Kenya Revenue Authority</small></div></div>
<div class="mnu"><a href="https://www.kra.go.ke/">KRA Home</a> | <a href="/KRA-Portal/eRegistration.htm">New PIN Registration</a> | <a href="/KRA-Portal/pinChecker.htm">PIN Checker</a> | <a href="https://www.kra.go.ke/helping-tax-payers/faqs">FAQs</a></div>
<div class="main">
 <div class="left"><h3>Welcome to iTax</h3><p>File returns, make payments, apply for Tax Compliance Certificates and track refunds online. Refunds are processed only after audit and paid to the bank account you nominated in your refund application.</p>
 <p class="al"><b>Beware of fraudsters</b> sending SMS or emails claiming you are owed a refund and asking for your iTax password or M-PESA PIN. KRA will never ask for your password or PIN. Report to <b>corruption@kra.go.ke</b> or call 020 4 999 999.</p></div>
 <div class="login"><form method="post" action="/KRA-Portal/login.htm" onsubmit="return v()">
  <label>PIN/User ID</label><input name="logid" id="logid">
  <label>Password</label><input name="xxZTT9p2wQ" type="password">
  <label>Security Stamp</label><div class="st"><span id="q"></span> = <input id="a" name="captcahText" size="3"></div>
  <button>Login</button></form>
  <a href="/KRA-Portal/forgotPassword.htm">Forgot Password/Unlock Account</a></div>
</div>
<script>var x=Math.floor(Math.random()*30)+10,y=Math.floor(Math.random()*9)+1;document.getElementById('q').textContent=x+' + '+y;function v(){if(+document.getElementById('a').value!==x+y){alert('Invalid Security Stamp');return false}return true}</script>`, {
    css: `body{margin:0;font-family:Verdana,Arial,sans-serif;font-size:13px}.hdr{display:flex;align-items:center;gap:14px;padding:10px 20px;border-bottom:4px solid #c8102e}.tt{font-size:22px;font-weight:bold}.tt small{font-size:11px;font-weight:normal}.mnu{background:#222;padding:8px 20px}.mnu a{color:#fff}
.main{display:flex;gap:24px;max-width:900px;margin:24px auto}.left{flex:2}.al{background:#fff3f3;padding:10px;border:1px solid #f0c0c0}.login{flex:1;border:1px solid #ccc;padding:16px;background:#f7f7f7}label{display:block;margin:8px 0 2px}input{width:100%;box-sizing:border-box;padding:6px}.st{display:flex;gap:6px;align-items:center}.st input{width:60px}button{margin-top:12px;background:#c8102e;color:#fff;border:0;padding:8px 20px}`,
  }),
},
{
  id: 'yh-clean-sassa-srd-application-own',
  label: 'clean',
  kind: 'social-grant-own-domain',
  url: 'https://srd.sassa.gov.za/sc19/apply',
  body: doc('SASSA SRD Grant – Apply', `
<div class="top">${wordmark('SASSA', '#00843d', { shape: 'circle', h: 32 })}<span>Social Relief of Distress (SRD) Grant</span></div>
<div class="c">
 <h2>Apply for the SRD grant</h2>
 <p>To apply you need a valid South African ID (or refugee/asylum/special permit), a cellphone number registered in your name, and to be between 18 and 60 years old. The application is <b>free</b>. SASSA will never ask you to pay to apply or for your bank PIN.</p>
 <form method="post" action="/sc19/apply/otp">
  <label>ID number</label><input name="idNumber" maxlength="13" inputmode="numeric">
  <label>Cellphone number</label><input name="cellphone" inputmode="tel">
  <label class="chk"><input type="checkbox" name="consent"> I consent to SASSA verifying my information with the Department of Home Affairs, SARS, UIF, NSFAS and banks.</label>
  <button>Send me an OTP</button>
 </form>
 <p class="s">An SMS with a one-time PIN will be sent to your cellphone. Enter it on the next screen to continue. Need help? Call 0800 60 10 11 or WhatsApp 082 046 8553.</p>
 <p class="zu"><b>isiZulu:</b> Ukufaka isicelo kumahhala. I-SASSA ngeke ikucele ukuthi ukhokhe noma unikeze i-PIN yakho yasebhange.</p>
</div>`, {
    head: favicon('#00843d'),
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f8f5}.top{background:#fff;padding:10px 18px;display:flex;align-items:center;gap:12px;border-bottom:3px solid #00843d}.top span{color:#00843d}.c{max-width:560px;margin:24px auto;background:#fff;padding:22px}
label{display:block;margin:10px 0 3px;font-size:13px}input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #c3d8c9}.chk{font-size:12px}.chk input{width:auto}button{margin-top:14px;background:#00843d;color:#fff;border:0;padding:11px 26px}.s,.zu{font-size:12px;color:#555}`,
  }),
},
{
  id: 'yh-clean-mtn-momo-gh-web-own',
  label: 'clean',
  kind: 'mobile-money-own-domain',
  url: 'https://momo.mtn.com.gh/self-service/login',
  body: doc('MTN MoMo Self-Service | Login', `
<div class="y">${wordmark('MTN MoMo', '#000000', { shape: 'circle', h: 32 })}<a href="https://mtn.com.gh/momo/">MoMo home</a></div>
<div class="c">
 <h2>Sign in to MoMo Self-Service</h2>
 <p>View statements, manage MoMo Pay and check your limits. We will send a one-time code to your phone.</p>
 <form method="post" action="/self-service/login/otp">
  <label>MoMo number</label><input name="msisdn" placeholder="024 XXX XXXX" inputmode="tel">
  <button>Send code</button>
 </form>
 <div class="w"><b>Stay safe:</b> MTN will never call you to ask for your MoMo PIN. Do not share your PIN or approval codes. Dial *170# to reset your PIN yourself. Report fraud on 100.</div>
</div>`, {
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fffbea}.y{background:#ffcb05;padding:10px 20px;display:flex;justify-content:space-between;align-items:center}.y a{color:#000}.c{max-width:420px;margin:30px auto;background:#fff;padding:22px;border-radius:8px}
label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ddd}button{margin-top:12px;width:100%;background:#000;color:#ffcb05;border:0;padding:12px}.w{margin-top:16px;font-size:13px;background:#fff4c2;padding:10px}`,
  }),
},
{
  id: 'yh-clean-nsfas-mynsfas-login-own',
  label: 'clean',
  kind: 'bursary-portal-own-domain',
  url: 'https://my.nsfas.org.za/student-portal/login',
  body: doc('myNSFAS – Student Portal', `
<div class="hd">${wordmark('NSFAS', '#e2231a', { shape: 'square', h: 32 })}<span>National Student Financial Aid Scheme</span></div>
<div class="w">
 <div class="l"><h2>Login to myNSFAS</h2>
  <form method="post" action="/student-portal/login"><label>Username (ID number)</label><input name="username" inputmode="numeric"><label>Password</label><input name="password" type="password"><button>Login</button></form>
  <p><a href="/student-portal/register">Create a myNSFAS account</a> · <a href="/student-portal/forgot">Forgot password?</a></p></div>
 <div class="r"><h3>Applications for 2026 funding</h3><p>Applying for NSFAS funding is <b>free of charge</b>. NSFAS does not charge application or processing fees and does not use agents. Beware of fake bursary adverts on social media asking for payment.</p><p>Contact centre: 08000 67327 · info@nsfas.org.za</p></div>
</div>`, {
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f6f6f6}.hd{background:#fff;padding:12px 22px;display:flex;align-items:center;gap:12px;border-bottom:3px solid #e2231a}.w{display:flex;gap:20px;max-width:900px;margin:30px auto}.l,.r{flex:1;background:#fff;padding:22px}
label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #ccc}button{margin-top:14px;background:#e2231a;color:#fff;border:0;padding:10px 28px}`,
  }),
},
];
