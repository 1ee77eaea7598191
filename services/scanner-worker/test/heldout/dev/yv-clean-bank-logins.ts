import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { CSS, LOGO, cookieBar, cssR, doc, gtag, jsR } from '../parts/yv-kit.js';

const zenithIb = doc({
  title: 'Zenith Bank Internet Banking',
  css: `${CSS.reset}body{background:#f5f5f5;font-family:Georgia,serif}.top{background:#fff;padding:14px 40px;border-bottom:4px solid #e30613;display:flex;justify-content:space-between;align-items:center}.box{max-width:420px;margin:40px auto;background:#fff;padding:30px;border:1px solid #e5e5e5}${CSS.field}.b{background:#e30613;color:#fff;border:0;padding:12px 34px;margin-top:18px}.cap{display:flex;gap:10px;align-items:center}.cap span{background:#eee;padding:8px 12px;letter-spacing:4px;font-family:monospace;text-decoration:line-through}.notice{font-size:13px;color:#555;max-width:420px;margin:0 auto}`,
  body: `<div class="top">${LOGO.zenith}<a href="https://www.zenithbank.com/">zenithbank.com</a></div>
<div class="box"><h2>Internet Banking Login</h2><form method="post" action="/InternetBanking/App/Security/Login">
<input type="hidden" name="csrf" value="9f2d41c7a08e4b6b93e0b7a1">
<label>User ID</label><input name="UserId"><label>Password</label><input name="Password" type="password">
<label>Enter the characters shown</label><div class="cap"><span>K7QP2</span><input name="Captcha" style="width:120px"></div>
<button class="b">Login</button></form><p style="font-size:13px"><a href="/InternetBanking/App/Security/ResetPassword">Reset password</a> | <a href="/InternetBanking/App/Enrol">Self-enrolment</a></p></div>
<p class="notice">Zenith Bank will never request your token code, PIN or password by e-mail, SMS or phone call. Log on only at https://ibank.zenithbank.com. Report fraud: zenithdirect@zenithbank.com, 0201-2787000.</p>`,
});

const ubaIbank = doc({
  title: 'UBA Internet Banking | Log In',
  css: `${CSS.reset}body{background:#fafafa}.hd{background:#d71e28;padding:10px 30px}.c{max-width:980px;margin:30px auto;display:grid;grid-template-columns:1fr 380px;gap:30px;padding:0 20px}.f{background:#fff;padding:26px;border-radius:6px;border:1px solid #eee}${CSS.field}.b{width:100%;background:#d71e28;color:#fff;border:0;padding:13px;border-radius:4px;margin-top:16px}.leo{background:#fff;border-radius:6px;padding:20px;border:1px solid #eee;font-size:14px;line-height:1.6}`,
  body: `<div class="hd">${LOGO.uba}</div>
<div class="c"><div class="leo"><h2>Bank anytime with UBA</h2><p>Chat with <b>Leo</b>, our virtual banker, on WhatsApp (+234 903 000 2455), Facebook Messenger, Instagram and Apple Business Chat. Leo will <b>never</b> ask for your password, card PIN or OTP in a chat, and Leo does not live on any website other than ubagroup.com.</p><p>Received a message saying your account is on PND and asking you to chat with Leo on a link? It is fraudulent. Report it to cfc@ubagroup.com.</p></div>
<form class="f" method="post" action="/login/authenticate"><h2>Log in</h2><label>Username or account number</label><input name="user"><label>Password</label><input name="pass" type="password"><button class="b">Log in</button><p style="font-size:13px"><a href="/login/forgot">Forgot password?</a> &middot; <a href="/onboarding">Sign up</a></p></form></div>`,
});

const opayBiz = doc({
  title: 'OPay Business | Login',
  css: `${CSS.reset}body{background:#f6fbf9}.w{display:flex;min-height:100vh}.l{flex:1;background:#1dcf9f;color:#fff;padding:60px}.r{width:480px;display:flex;align-items:center;justify-content:center}.f{width:360px}${CSS.field}.b{width:100%;background:#1dcf9f;color:#fff;border:0;padding:13px;border-radius:24px;margin-top:18px}.tab{display:flex;gap:20px;border-bottom:1px solid #e5e5e5}.tab span{padding:8px 0}.tab .on{border-bottom:2px solid #1dcf9f;color:#1dcf9f}`,
  body: `<div class="w"><div class="l">${LOGO.opay.replace(/#1dcf9f/g, '#fff')}<h1>OPay for Business</h1><p>Accept payments with POS, payment links and bank transfer. Settlements in minutes.</p></div>
<div class="r"><form class="f" id="lf" method="post" action="/api/merchant/login"><h2>Log in to your merchant account</h2><div class="tab"><span class="on">Phone</span><span>Email</span></div>
<label>Phone number</label><input name="phone" placeholder="+234"><label>Password</label><input name="password" type="password"><button class="b">Log in</button>
<p style="font-size:13px;color:#777">OPay will never ask you to share your password, PIN or OTP. For help contact customerservice@opay-inc.com.</p></form></div></div>
<script src="/static/js/login.8e21f0.js"></script>`,
});
const opayBizJs = `(function(){var f=document.getElementById('lf');f.addEventListener('submit',function(e){e.preventDefault();fetch(f.action,{method:'POST',credentials:'same-origin',headers:{'Content-Type':'application/json','X-Requested-With':'XMLHttpRequest'},body:JSON.stringify({phone:f.phone.value,password:f.password.value})}).then(function(r){return r.json()}).then(function(j){if(j.otpRequired)location.href='/login/otp?session='+encodeURIComponent(j.session);else if(j.ok)location.href='/dashboard';});});})();`;

const ecoFr = doc({
  title: 'Ecobank Online - Connexion',
  lang: 'fr',
  css: `${CSS.reset}body{background:#f0f4f5}header{background:#005d82;color:#fff;padding:14px 30px;font-size:22px;font-weight:700}header span{color:#6ebe4a}.w{max-width:960px;margin:30px auto;display:flex;gap:30px;padding:0 20px}.f{width:400px;background:#fff;padding:28px;border-radius:6px}${CSS.field}.b{background:#6ebe4a;color:#fff;border:0;padding:12px 30px;border-radius:4px;margin-top:16px}.i{flex:1;font-size:14px;line-height:1.6}`,
  body: `<header>Eco<span>bank</span> <small style="font-weight:400;font-size:14px">Côte d'Ivoire</small></header>
<div class="w"><form class="f" method="post" action="/ci/login"><h2>Connexion</h2><label>Identifiant</label><input name="userId"><label>Mot de passe</label><input name="password" type="password"><button class="b">Se connecter</button><p style="font-size:13px"><a href="/ci/mot-de-passe-oublie">Mot de passe oublié ?</a></p></form>
<div class="i"><h3>Conseils de sécurité</h3><p>Ecobank ne vous demandera jamais votre mot de passe, votre code PIN ou le code reçu par SMS, ni par téléphone, ni par e-mail, ni par un lien. Vérifiez toujours l'adresse du site avant de saisir vos identifiants.</p><p>En cas de doute, contactez le service client au +225 27 20 21 10 41.</p></div></div>`,
});

export const entries: Entry[] = [
  { id: 'yv-clean-zenith-ibank-login', label: 'clean', kind: 'bank-login-own-domain', url: 'https://ibank.zenithbank.com/InternetBanking/App/Security/Login?ReturnUrl=%2FInternetBanking%2FApp%2FDashboard', body: zenithIb },
  { id: 'yv-clean-uba-ibank-leo-warning', label: 'clean', kind: 'bank-login-own-domain', url: 'https://ibank.ubagroup.com/login?country=NG', body: ubaIbank },
  { id: 'yv-clean-opay-business-login', label: 'clean', kind: 'fintech-login-own-domain', url: 'https://business.opayweb.com/login?from=merchant-dashboard', body: opayBiz, routes: { 'business.opayweb.com/static/js/login.8e21f0.js': jsR(opayBizJs) } },
  { id: 'yv-clean-ecobank-ci-connexion-fr', label: 'clean', kind: 'bank-login-own-domain', url: 'https://ecobank.com/ci/ecobank-online', body: ecoFr },
];
