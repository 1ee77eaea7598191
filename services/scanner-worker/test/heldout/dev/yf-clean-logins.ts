import { type Entry } from '../entry.js';
import { cssRoute, jsRoute } from '../parts/e-bin.js';
import { googleG, msBoxCss, msLogo } from '../parts/yf-kit.js';

const bankCss = (accent: string): string => `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f4f4f4;color:#222}
header{background:#fff;border-bottom:1px solid #ddd;padding:14px 5%;display:flex;justify-content:space-between;align-items:center}
header nav a{margin-left:18px;color:#333;font-size:14px;text-decoration:none}
.main{max-width:980px;margin:30px auto;display:flex;gap:30px;padding:0 16px}
.login{flex:0 0 380px;background:#fff;padding:30px;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
.side{flex:1;font-size:14px;line-height:1.6}
.side .tip{background:#fff;border-left:4px solid ${accent};padding:12px 16px;margin-bottom:14px}
label{display:block;font-size:14px;font-weight:bold;margin:14px 0 4px}
input[type=text],input[type=password],input[type=tel]{width:100%;box-sizing:border-box;padding:11px;border:1px solid #8a8a8a;border-radius:3px;font-size:16px}
.btn{width:100%;margin-top:20px;padding:12px;border:0;border-radius:3px;font-size:16px;font-weight:bold;cursor:pointer;background:${accent};color:#fff}
a{color:#0a5ea8}
footer{text-align:center;font-size:12px;color:#666;padding:30px}
`;

export const entries: Entry[] = [
  {
    id: 'yf-clean-xero-login-own-domain',
    label: 'clean',
    kind: 'brand-login-own-domain',
    url: 'https://login.xero.com/identity/user/login?ReturnUrl=%2Fidentity%2Fconnect%2Fauthorize%2Fcallback%3Fclient_id%3Dxero_business_go%26redirect_uri%3Dhttps%253A%252F%252Fgo.xero.com%252Fsignin-oidc%26response_type%3Dcode%26scope%3Dxero_all-apis%2520openid%2520email%2520profile%26state%3DOpenIdConnect.AuthenticationProperties%253Dk9Vb2',
    body: `<!DOCTYPE html>
<html lang="en" class="xui-html">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Login | Xero Accounting Software</title>
<link rel="stylesheet" href="https://edge.xero.com/style/xui/19.0.0/xui.min.css">
<link rel="stylesheet" href="/identity/user/css/login.b81f22.css">
<meta name="description" content="Log in to Xero - beautiful online accounting software for small business.">
</head>
<body class="xui-body xui-background-gray-lightest">
<main class="xui-panel xui-padding-large" style="max-width:440px;margin:60px auto">
<div style="text-align:center;margin-bottom:20px"><svg width="56" height="56" viewBox="0 0 56 56" aria-label="Xero"><circle cx="28" cy="28" r="28" fill="#13b5ea"/><text x="28" y="36" text-anchor="middle" font-family="Arial" font-size="24" fill="#fff" font-weight="700">x</text></svg></div>
<h1 class="xui-heading-large">Log in to Xero</h1>
<form method="post" action="/identity/user/login?ReturnUrl=%2Fidentity%2Fconnect%2Fauthorize%2Fcallback%3Fclient_id%3Dxero_business_go" id="form">
<input name="__RequestVerificationToken" type="hidden" value="CfDJ8Lq0vX3wR7pN2mK9cYbT1sZhF6gD4aE5jU8iO0lW3nQ7xV2bM1cK9tY6rP4sH8dF3gJ">
<label class="xui-text-label" for="xl-form-email">Email address</label>
<input class="xui-textinput--input" type="email" id="xl-form-email" name="Username" autocomplete="username" required>
<label class="xui-text-label" for="xl-form-password">Password</label>
<input class="xui-textinput--input" type="password" id="xl-form-password" name="Password" autocomplete="current-password" required>
<label><input type="checkbox" name="RememberMe" value="true"> Remember me</label>
<button class="xui-button xui-button-main xui-button-fullwidth" id="xl-form-submit" type="submit">Log in</button>
</form>
<p><a href="/identity/user/forgottenpassword">Forgot password?</a> &middot; <a href="https://central.xero.com/s/article/Can-t-log-in-to-Xero">Can't log in?</a></p>
<p class="xui-text-minor">New to Xero? <a href="https://www.xero.com/au/signup/">Try Xero for free</a></p>
</main>
<script src="/identity/user/js/login.4c9a1e.js"></script>
</body></html>`,
    routes: {
      'login.xero.com/identity/user/css/login.b81f22.css': cssRoute(`.xui-body{font-family:-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;background:#f5f6f7;color:#000a1e;margin:0}.xui-panel{background:#fff;border-radius:6px;box-shadow:0 0 0 1px rgba(0,10,30,.1),0 3px 6px rgba(0,10,30,.2)}.xui-padding-large{padding:32px}.xui-heading-large{font-size:24px;margin:0 0 18px}.xui-text-label{display:block;font-size:13px;font-weight:600;margin:14px 0 4px}.xui-textinput--input{width:100%;box-sizing:border-box;padding:9px 10px;border:1px solid #a6a9b0;border-radius:3px;font-size:15px}.xui-button-main{width:100%;margin-top:22px;background:#0078c8;border:0;color:#fff;padding:11px;border-radius:3px;font-size:15px;font-weight:600}.xui-text-minor{font-size:13px;color:#59606d}a{color:#0078c8}`),
      'login.xero.com/identity/user/js/login.4c9a1e.js': jsRoute(`(function(){var f=document.getElementById('form');f.addEventListener('submit',function(){document.getElementById('xl-form-submit').setAttribute('disabled','disabled');document.getElementById('xl-form-submit').textContent='Logging in...';});try{var e=localStorage.getItem('xero.lastEmail');if(e)document.getElementById('xl-form-email').value=e;}catch(x){}})();`),
    },
  },
  {
    id: 'yf-clean-commbank-netbank-logon',
    label: 'clean',
    kind: 'bank-login-own-domain',
    url: 'https://www.my.commbank.com.au/netbank/Logon/Logon.aspx?ei=mv_logon-NB&v=8431',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>NetBank - Log on to NetBank - Enjoy simple and secure online banking from Commonwealth Bank</title>
<style>${bankCss('#000')}
.btn{background:#ffcc00;color:#000}
.logo{display:flex;align-items:center;gap:10px;font-weight:bold;font-size:18px}
.logo i{display:inline-block;width:34px;height:34px;background:#ffcc00;transform:rotate(45deg);border:3px solid #000;box-sizing:border-box}
</style></head>
<body>
<header><div class="logo"><i></i>CommBank</div><nav><a href="https://www.commbank.com.au/">commbank.com.au</a><a href="https://www.commbank.com.au/support.html">Help</a><a href="https://www.commbank.com.au/support/security.html">Security</a></nav></header>
<div class="main">
<div class="login">
<h1 style="margin-top:0;font-size:24px">Log on to NetBank</h1>
<form method="post" action="Logon.aspx?ei=mv_logon-NB&amp;v=8431" id="form1" autocomplete="off">
<input type="hidden" name="__VIEWSTATE" value="/wEPDwUKMTY4NDc1NDg5OWRk3qZ8m1xR7vN2pL0wK9cYbT">
<input type="hidden" name="__EVENTVALIDATION" value="/wEdAAR1rZ8q2WmX7nV0pL3kY9cT">
<label for="txtMyClientNumber_field">Client number</label><input type="text" id="txtMyClientNumber_field" name="txtMyClientNumber$field" inputmode="numeric" maxlength="8">
<label><input type="checkbox" name="chkRemember$field"> Remember client number</label>
<label for="txtMyPassword_field">Password</label><input type="password" id="txtMyPassword_field" name="txtMyPassword$field">
<input type="submit" class="btn" name="btnLogon$field" value="Log on">
</form>
<p style="font-size:14px"><a href="https://www.my.commbank.com.au/netbank/UserMaintenance/Mixed/ForgottenPassword.aspx">I've forgotten my password</a></p>
<p style="font-size:14px"><a href="https://www.commbank.com.au/digital-banking/netbank.html">New to NetBank? Register now</a></p>
</div>
<div class="side">
<div class="tip"><b>Stay safe online.</b> We'll never send you an SMS or email with a link asking you to log on to NetBank or provide your password or NetCode.</div>
<div class="tip">Received a suspicious message? Forward it to <a href="mailto:hoax@cba.com.au">hoax@cba.com.au</a> and delete it.</div>
<p>NetBank is available 24/7. Call 13 2221 for help with NetBank, or +61 2 9999 3283 from overseas.</p>
</div>
</div>
<footer>&copy; Commonwealth Bank of Australia 2024 ABN 48 123 123 124 AFSL and Australian credit licence 234945</footer>
</body></html>`,
  },
  {
    id: 'yf-clean-westpac-online-banking-login',
    label: 'clean',
    kind: 'bank-login-own-domain',
    url: 'https://banking.westpac.com.au/wbc/banking/handler?TAM_OP=login&segment=personal&logout=false&ts=1712820931',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Westpac Online Banking - Sign in</title>
<style>${bankCss('#da1710')}
.wlogo{color:#da1710;font-weight:900;font-size:30px;font-style:italic}
</style></head>
<body>
<header><span class="wlogo">W</span><nav><a href="https://www.westpac.com.au/">westpac.com.au</a><a href="https://www.westpac.com.au/help/">Help</a></nav></header>
<div class="main">
<div class="login">
<h1 style="margin-top:0;font-size:24px">Sign in to Online Banking</h1>
<form id="signin" method="post" action="/wbc/banking/handler?TAM_OP=login&amp;segment=personal" autocomplete="off">
<label for="customerId">Customer ID</label><input type="text" id="customerId" name="username" inputmode="numeric" maxlength="8">
<label for="password">Password</label><input type="password" id="password" name="password">
<label><input type="checkbox" name="remember"> Remember customer ID</label>
<input type="submit" class="btn" value="Sign in">
</form>
<p style="font-size:14px"><a href="https://banking.westpac.com.au/wbc/banking/forgotpassword">Forgot password?</a> &middot; <a href="https://www.westpac.com.au/personal-banking/online-banking/register/">Register</a></p>
</div>
<div class="side">
<div class="tip"><b>Scam alert:</b> Westpac will never ask you to transfer money to a "safe account" or to share your SMS codes. If someone calls claiming to be from Westpac, hang up and call us on 132 032.</div>
<p>Use the Westpac App to approve sign-ins with Westpac Protect&trade; SMS Code.</p>
</div>
</div>
<footer>&copy; Westpac Banking Corporation ABN 33 007 457 141 AFSL and Australian credit licence 233714</footer>
</body></html>`,
  },
  {
    id: 'yf-clean-asb-fastnet-login-nz',
    label: 'clean',
    kind: 'bank-login-own-domain',
    url: 'https://online.asb.co.nz/auth/?fm=header%3Alogin&sid=88412',
    body: `<!DOCTYPE html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>ASB Login</title>
<style>${bankCss('#0067b1')}
header{background:#ffd600;border:0}
header b{font-size:26px;letter-spacing:2px}
</style></head>
<body>
<header><b>ASB</b><nav><a href="https://www.asb.co.nz/">asb.co.nz</a><a href="https://www.asb.co.nz/contact-us.html">Contact us</a></nav></header>
<div class="main">
<div class="login">
<h1 style="margin-top:0;font-size:24px">Log in to ASB</h1>
<form method="post" action="/auth/login" id="loginForm">
<label for="dUsername">Username</label><input type="text" id="dUsername" name="username" autocomplete="username">
<label for="password">Password</label><input type="password" id="password" name="password" autocomplete="current-password">
<input type="submit" class="btn" value="Log in">
</form>
<p style="font-size:14px"><a href="https://www.asb.co.nz/online-banking/forgotten-password.html">Forgotten your password?</a></p>
</div>
<div class="side">
<div class="tip"><b>Protect yourself from scams.</b> ASB will never send you a text message with a link to log in, or ask for your password, NetCode or card PIN.</div>
<p>Need help? Call 0800 803 804 or +64 9 306 3000 from overseas.</p>
</div>
</div>
<footer>ASB Bank Limited. Copyright &copy; 2024</footer>
</body></html>`,
  },
  {
    id: 'yf-clean-rbc-online-banking-signin',
    label: 'clean',
    kind: 'bank-login-own-domain',
    url: 'https://secure.royalbank.com/statics/login-service-ui/index?LANGUAGE=ENGLISH&_ts=1712820931#/full/signin',
    body: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>RBC Royal Bank - Sign In to Online Banking</title>
<base href="/statics/login-service-ui/">
<style>${bankCss('#005daa')}
header{background:#005daa;border:0}header nav a{color:#fff}
.shield{display:inline-block;width:40px;height:50px;background:#ffd200;border-radius:2px}
</style></head>
<body>
<header><span class="shield"></span><nav><a href="https://www.rbcroyalbank.com/">rbcroyalbank.com</a><a href="https://www.rbcroyalbank.com/onlinebanking/bankingusertips/">Help</a><a href="?LANGUAGE=FRENCH">Français</a></nav></header>
<div class="main">
<div class="login">
<h1 style="margin-top:0;font-size:24px">Sign In to Online Banking</h1>
<form method="post" action="https://secure.royalbank.com/sgw1/olb/index-en/" id="rbunxcgi">
<label for="K1">Client Card or Username</label><input type="text" id="K1" name="K1" autocomplete="username">
<label><input type="checkbox" name="SAVE_CLIENT_CARD"> Save client card or username</label>
<label for="Q1">Password</label><input type="password" id="Q1" name="Q1" autocomplete="current-password">
<input type="submit" class="btn" value="Sign In">
</form>
<p style="font-size:14px"><a href="https://www.rbcroyalbank.com/onlinebanking/recover-password.html">Recover your username or password</a></p>
</div>
<div class="side">
<div class="tip">RBC will never ask you for your password, PVQ answers or one-time passcodes by email, text or phone.</div>
<div class="tip">Received an <i>Interac</i> e-Transfer? Deposit it after signing in under <b>Transfers</b>. Never deposit from a link that asks you to choose your bank and then enter your banking password.</div>
<p>Questions? Call 1-800-769-2555.</p>
</div>
</div>
<footer>Royal Bank of Canada Website, &copy; 1995-2024</footer>
</body></html>`,
  },
  {
    id: 'yf-clean-desjardins-accesd-identification-fr',
    label: 'clean',
    kind: 'bank-login-own-domain',
    url: 'https://accesd.mouv.desjardins.com/identifiantunique/identification?domaineVirtuel=desjardins&langueCible=fr&cible=accueil',
    body: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Desjardins - Connexion à AccèsD</title>
<style>${bankCss('#00874e')}
header b{color:#00874e;font-size:22px}
</style></head>
<body>
<header><b>Desjardins</b><nav><a href="https://www.desjardins.com/qc/fr.html">desjardins.com</a><a href="?domaineVirtuel=desjardins&amp;langueCible=en&amp;cible=accueil">English</a></nav></header>
<div class="main">
<div class="login">
<h1 style="margin-top:0;font-size:24px">Connexion</h1>
<form method="post" action="/identifiantunique/identification" id="form-identification">
<input type="hidden" name="domaineVirtuel" value="desjardins"><input type="hidden" name="langueCible" value="fr">
<label for="codeUtilisateur">Identifiant ou numéro de carte d'accès Desjardins</label><input type="text" id="codeUtilisateur" name="codeUtilisateur" autocomplete="username">
<label><input type="checkbox" name="memoriser"> Mémoriser</label>
<input type="submit" class="btn" value="Valider">
</form>
<p style="font-size:14px"><a href="https://www.desjardins.com/qc/fr/services-en-ligne/accesd-internet/aide.html">Identifiant oublié?</a></p>
</div>
<div class="side">
<div class="tip"><b>Fraude :</b> Desjardins ne vous demandera jamais, par courriel ou texto, de cliquer sur un lien pour confirmer vos informations ou déposer un virement <i>Interac</i>.</div>
<p>Besoin d'aide? 1 800 CAISSES (1 800 224-7737)</p>
</div>
</div>
<footer>&copy; 2024 Mouvement des caisses Desjardins. Tous droits réservés.</footer>
</body></html>`,
  },
];
