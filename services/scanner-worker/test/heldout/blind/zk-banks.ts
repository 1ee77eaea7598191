import type { Entry } from '../entry.js';
import { doc, gtag, pixel, baseCss, header, footer, assets, htmlRoute, jsRoute, jsonRoute, okJson, pngRoute } from '../parts/zk-kit.js';
export const entries: Entry[] = [
{
    id: 'zk-phish-chase-lookalike-multistep',
    label: 'phishing',
    kind: 'bank-login',
    url: 'https://secure-chaseonline-alerts.com/logon/index.php?session=8f2a91',
    body: doc({
      title: 'Sign in - chase.com',
      css: baseCss('#117aca') + '.wrap{max-width:420px;margin:40px auto}.step{display:none}.step.on{display:block}h2{font-weight:400}',
      head: '<link rel="icon" href="/img/c.png">',
      body: `<header class="top"><img src="/img/c.png" alt="CHASE"><span style="font-size:20px;letter-spacing:3px;color:#117aca">CHASE</span></header>
<div class="wrap card">
<form id="s1" class="step on"><h2>Welcome</h2>
<label>Username</label><input name="u" autocomplete="username" required>
<label>Password</label><input name="p" type="password" required>
<label><input type="checkbox" style="width:auto"> Remember me</label>
<button>Sign in</button><p class="muted"><a href="#">Forgot username/password?</a> &rsaquo; <a href="#">Not enrolled? Sign up now.</a></p></form>
<form id="s2" class="step"><h2>Confirm your identity</h2><div class="alert">For your security we've temporarily limited your account. Please verify the card associated with your profile.</div>
<label>Debit / credit card number</label><input name="cc" inputmode="numeric" maxlength="19" required>
<div class="row"><div><label>Exp. (MM/YY)</label><input name="exp" required></div><div><label>CVV</label><input name="cvv" maxlength="4" required></div><div><label>ATM PIN</label><input name="pin" type="password" maxlength="4"></div></div>
<label>Social Security Number</label><input name="ssn" placeholder="XXX-XX-XXXX">
<button>Continue</button></form>
<form id="s3" class="step"><h2>Enter your code</h2><p>We sent a temporary identification code to the phone number on file.</p>
<label>Temporary code</label><input name="otp" maxlength="8" required><button>Verify</button></form>
<div id="s4" class="step"><h2>Thank you</h2><p>Your account has been restored. Redirecting...</p></div>
</div>
${footer('JPMorgan Chase &amp; Co.', ['Privacy', 'Security', 'Terms of use', 'Accessibility', 'Equal Housing Lender'])}`,
      scripts: `<script>
var d={};function go(n){document.querySelectorAll('.step').forEach(function(e){e.classList.remove('on')});document.getElementById('s'+n).classList.add('on')}
['s1','s2','s3'].forEach(function(id,i){document.getElementById(id).addEventListener('submit',function(e){e.preventDefault();new FormData(e.target).forEach(function(v,k){d[k]=v});
fetch('/logon/next.php',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({step:i+1,d:d,ua:navigator.userAgent})}).finally(function(){go(i+2);if(i==2)setTimeout(function(){location.href='https://www.chase.com/'},2500)})})});
</script>`,
    }),
    routes: { 'secure-chaseonline-alerts.com/logon/next.php': okJson(), 'secure-chaseonline-alerts.com/img/c.png': pngRoute(17, 122, 202) },
  },
{
    id: 'zk-phish-desjardins-accesd-fr',
    label: 'phishing',
    kind: 'bank-login',
    url: 'https://accesd-desjardins-securite.com/identifiantunique/securite-information/',
    body: doc({
      title: 'AccèsD - Desjardins',
      lang: 'fr-CA',
      css: baseCss('#00874e') + '.wrap{max-width:460px;margin:30px auto}',
      body: `${header('/content/dam/site/logo.png', 'Desjardins', ['Particuliers', 'Entreprises', 'Nous joindre'])}
<div class="wrap card"><h1 style="font-size:22px">Connexion à AccèsD</h1>
<div class="alert">Mise à jour obligatoire : afin de se conformer aux nouvelles exigences de sécurité, vous devez valider votre profil avant le 30 novembre. Sans quoi, l'accès à vos comptes sera suspendu.</div>
<form action="etape2.php" method="post"><label>Identifiant (numéro de carte ou code d'utilisateur)</label><input name="ident">
<label>Mot de passe</label><input type="password" name="mdp">
<label>Question de sécurité : Quel est le nom de votre premier animal?</label><input name="rep">
<label>Numéro de téléphone cellulaire</label><input name="tel">
<button>Valider</button></form>
<p class="muted"><a href="#">Mot de passe oublié?</a> · <a href="#">English</a></p></div>
${footer('Fédération des caisses Desjardins du Québec', ['Sécurité', 'Confidentialité', 'Conditions d’utilisation', 'Accessibilité'])}`,
    }),
    routes: { ...assets('accesd-desjardins-securite.com', [0, 135, 78]), 'accesd-desjardins-securite.com/identifiantunique/securite-information/etape2.php': htmlRoute(doc({ title: 'AccèsD', lang: 'fr-CA', body: '<h2>Code de sécurité</h2><p>Entrez le code reçu par texto.</p><form method="post" action="fin.php"><input name="code"><button>Confirmer</button></form>' })) },
  },
{
    id: 'zk-phish-cu-kit-on-hacked-wp',
    label: 'phishing',
    kind: 'bank-login',
    url: 'https://greenvalleyplumbing-tx.com/wp-content/plugins/wp-sm-tools/cu/login.html',
    body: doc({
      title: 'Online Banking | Randolph-Brooks Federal Credit Union',
      css: baseCss('#00416b') + '.w{max-width:380px;margin:50px auto;text-align:left}',
      body: `<div class="w card"><img src="rbfcu_files/logo.png" alt="RBFCU" style="height:40px"><h3>Log In to Online Banking</h3>
<form method="POST" action="rbfcu_files/post.php"><label>Username</label><input name="user"><label>Password</label><input name="pass" type="password"><button>Log In</button></form>
<p class="muted"><a href="#">Forgot Password</a> | <a href="#">Enroll</a></p></div>
<p class="muted" style="text-align:center">Federally insured by NCUA. &copy; RBFCU</p>`,
    }),
    routes: { 'greenvalleyplumbing-tx.com/wp-content/plugins/wp-sm-tools/cu/rbfcu_files/logo.png': pngRoute(0, 65, 107), 'greenvalleyplumbing-tx.com/wp-content/plugins/wp-sm-tools/cu/rbfcu_files/post.php': htmlRoute('<script>location="otp.html"</script>') },
  },
{
    id: 'zk-phish-popular-es-banca',
    label: 'phishing',
    kind: 'bank-login',
    url: 'https://popular-bancaenlinea-verificacion.com/mi-banco/acceso',
    body: doc({
      title: 'Mi Banco | Banco Popular',
      lang: 'es',
      css: baseCss('#0b5394') + '.w{max-width:430px;margin:30px auto}',
      body: `${header('/content/dam/site/logo.png', 'Popular', ['Personas', 'Negocios', 'Ayuda'])}
<div class="w card"><h2>Acceso a Mi Banco</h2><p class="alert">Hemos detectado actividad inusual. Por su seguridad, confirme su información para evitar la suspensión de su cuenta.</p>
<form action="/mi-banco/paso2" method="post"><label>Usuario</label><input name="usuario"><label>Contraseña</label><input name="clave" type="password">
<label>Número de tarjeta de débito</label><input name="tarjeta"><label>PIN</label><input name="pin" type="password" maxlength="4"><button>Continuar</button></form></div>
${footer('Popular, Inc.', ['Privacidad', 'Seguridad', 'Términos'], 'Miembro FDIC.')}`,
    }),
    routes: { ...assets('popular-bancaenlinea-verificacion.com', [11, 83, 148]), 'popular-bancaenlinea-verificacion.com/mi-banco/paso2': htmlRoute(doc({ title: 'Mi Banco', lang: 'es', body: '<h3>Ingrese el código enviado a su celular</h3><form><input name="otp"><button>Verificar</button></form>' })) },
  },
{
    id: 'zk-clean-chase-signin',
    label: 'clean',
    kind: 'own-login',
    url: 'https://secure.chase.com/web/auth/enterprise/logon?lang=en',
    body: doc({
      title: 'Sign in to your account - Chase.com',
      head: gtag('G-CHASE0021') + '<meta name="description" content="Sign in to Chase Online banking.">',
      css: baseCss('#117aca') + '.w{max-width:420px;margin:40px auto}',
      body: `${header('/content/dam/site/logo.png', 'Chase', ['Personal', 'Business', 'Commercial'])}
<div class="w card"><h1 style="font-size:24px;font-weight:400">Welcome</h1>
<form id="logonForm" action="/web/auth/logon" method="post"><label for="userId">Username</label><input id="userId" name="userId" autocomplete="username">
<label for="password">Password</label><input id="password" type="password" name="password" autocomplete="current-password">
<label><input type="checkbox" style="width:auto"> Remember me</label><label><input type="checkbox" style="width:auto"> Use token</label>
<button style="width:100%">Sign in</button></form><p><a href="#">Forgot username/password?</a></p><p><a href="#">Not enrolled? Sign up now.</a></p></div>
<main><p class="muted">Chase will never call, text or email you asking for your password or one-time code. If you get a suspicious message, report it to phishing@chase.com.</p></main>
${footer('JPMorgan Chase &amp; Co.', ['Contact us', 'Privacy', 'Security', 'Terms of use', 'Accessibility', 'SAFE Act: Chase Mortgage Loan Originators'], 'JPMorgan Chase Bank, N.A. Member FDIC. Equal Housing Opportunity.')}`,
      scripts: '<script>document.getElementById("userId").focus();</script>',
    }),
    routes: assets('secure.chase.com', [17, 122, 202]),
  },
{
    id: 'zk-clean-cu-lakeshore-login-page',
    label: 'clean',
    kind: 'cu-login',
    url: 'https://online.lakeshorecommunitycu.com/login',
    body: doc({
      title: 'Sign In | Lakeshore Community Credit Union',
      css: baseCss('#00746b') + '.w{max-width:400px;margin:40px auto}',
      body: `<div class="w card"><img src="/content/dam/site/logo.png" alt="Lakeshore Community CU" style="height:40px"><h2>Sign In</h2>
<form id="f" method="post" action="/login"><label>Username</label><input name="username" autocomplete="username"><label>Password</label><input type="password" name="password" autocomplete="current-password"><button style="width:100%">Sign In</button></form>
<p class="muted"><a href="#">Forgot username or password?</a><br><a href="#">First time user? Enroll</a><br><a href="https://www.lakeshorecommunitycu.com/">Return to lakeshorecommunitycu.com</a></p>
<p class="muted">Need help? Call our Member Service Center at (440) 555-0177, Mon–Fri 8:30–5:00.</p></div>
<p class="muted" style="text-align:center">Federally insured by NCUA · Powered by Q2</p>`,
    }),
    routes: assets('online.lakeshorecommunitycu.com', [0, 116, 107]),
  },
{
    id: 'zk-clean-bofa-security-smishing-examples',
    label: 'clean',
    kind: 'bank-warning',
    url: 'https://www.bankofamerica.com/security-center/online-mobile-banking-privacy/text-message-scams/',
    body: doc({
      title: 'Text Message Scams &amp; Smishing | Bank of America Security Center',
      css: baseCss('#012169') + 'blockquote{background:#f1f1f1;border-radius:14px;padding:12px 16px;max-width:420px;font-family:Arial}',
      head: gtag('G-BOFA2231'),
      body: `${header('/content/dam/site/logo.png', 'Bank of America', ['Personal', 'Small Business', 'Wealth Management', 'Security Center'])}
<main><h1>Recognize text message scams</h1><p>Fraudsters send texts that look like they come from us. Here are real examples customers reported:</p>
<blockquote>BofA ALERT: Your debit card has been temporarily locked due to suspicious activity. Unlock now: bofa-alerts-center[.]com/cardverify</blockquote>
<blockquote>Bank of America: Did you attempt a Zelle payment of $500.00? Reply YES or NO. We will call you to cancel.</blockquote>
<p>What to know:</p><ul><li>We'll never ask you for your PIN, full Social Security number or one-time passcode by text.</li><li>We'll never ask you to send money to yourself using Zelle&reg;.</li><li>Don't click links in unexpected texts. Type bankofamerica.com into your browser.</li></ul>
<p>Forward suspicious texts to 7726 (SPAM) and emails to abuse@bankofamerica.com.</p><a class="btn" href="#">Report suspicious activity</a></main>
${footer('Bank of America Corporation', ['Privacy', 'Security', 'Your Privacy Choices', 'Accessible Banking', 'Site Map'], 'Bank of America, N.A. Member FDIC. Equal Housing Lender')}`,
    }),
    routes: assets('www.bankofamerica.com', [1, 33, 105]),
  },
];
