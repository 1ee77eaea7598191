import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, cookieBar, css, doc, footer, imgRoute, js, json } from '../parts/x-kit.js';

// Banks' and building societies' own log-on pages that customers reported by mistake.

export const entries: Entry[] = [
  {
  id: 'x-clean-lloyds-logon-own-domain',
  label: 'clean',
  kind: 'own-login',
  url: 'https://online.lloydsbank.co.uk/personal/logon/login.jsp',
  body: doc({
    title: 'Lloyds Bank - Internet Banking - Log on',
    head: analytics('G-LBGRET01') + '<link rel="stylesheet" href="/personal/logon/static/lbg.css">',
    css: `header{background:#006a4d;color:#fff;padding:12px 28px;display:flex;justify-content:space-between;align-items:center}header nav a{margin-left:16px;font-size:14px;text-decoration:none}.wrap{max-width:980px;margin:0 auto;display:grid;grid-template-columns:1fr 1fr;gap:40px;padding:30px 20px}label{display:block;font-weight:600;margin:14px 0 4px}input[type=text],input[type=password]{width:100%;padding:11px;border:1px solid #767676;font-size:16px}.btn{background:#006a4d;color:#fff;border:0;padding:12px 28px;font-size:16px;margin-top:18px}.side h3{color:#006a4d}.side li{margin:6px 0}`,
    body: `<header><b style="font-size:20px">LLOYDS BANK</b><nav><a href="https://www.lloydsbank.com/help-guidance.html">Help &amp; support</a><a href="https://www.lloydsbank.com/branch-locator.html">Branch finder</a><a href="/personal/logon/register.jsp">Register</a></nav></header>
<div class="wrap"><div><h1>Log on</h1>
<form id="frmLogin" method="post" action="/personal/primarylogin" autocomplete="off">
<label for="frmLogin:strCustomerLogin_userID">User ID</label><input type="text" id="frmLogin:strCustomerLogin_userID" name="frmLogin:strCustomerLogin_userID" maxlength="30">
<label><input type="checkbox" name="remember"> Remember my User ID</label>
<label for="frmLogin:strCustomerLogin_pwd">Password</label><input type="password" id="frmLogin:strCustomerLogin_pwd" name="frmLogin:strCustomerLogin_pwd" maxlength="20">
<input type="hidden" name="submitToken" value="8839217">
<button class="btn" type="submit">Continue</button></form>
<p><a href="/personal/logon/forgotten.jsp">Forgotten your logon details?</a></p></div>
<div class="side"><h3>Stay safe online</h3><ul><li>We'll never ask you to move money to a "safe account".</li><li>We'll never ask for your full password or memorable information by phone, email or text.</li><li>If someone contacts you claiming to be from the bank, hang up and call us on the number on the back of your card, or 159.</li></ul><p><a href="https://www.lloydsbank.com/help-guidance/protecting-yourself-from-fraud.html">Learn about fraud and scams</a></p></div></div>
${footer(['Security', 'Legal', 'Privacy', 'Cookie policy', 'Accessibility', 'Rates and charges'], 'Lloyds Bank plc. Registered Office: 25 Gresham Street, London EC2V 7HN. Registered in England and Wales no. 2065. Lloyds Bank plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority under registration number 119278.')}
${cookieBar('We use cookies to make our website work and to understand how you use it. Choose which cookies you accept.')}`,
  }),
  routes: {
    'online.lloydsbank.co.uk/personal/logon/static/lbg.css': css('body{background:#fff}footer a{color:#006a4d}'),
    'online.lloydsbank.co.uk/personal/primarylogin': htmlRoute(doc({ title: 'Lloyds Bank - Enter memorable information', body: '<p style="padding:30px">Please enter characters 1, 3 and 8 from your memorable information.</p>' })),
  },
},
  {
  id: 'x-clean-gtbank-internet-banking-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://ibank.gtbank.com/ibank3/',
  body: doc({
    title: 'GTBank Internet Banking',
    head: analytics('G-GTBIB3'),
    css: `body{background:#f7f3f0}.h{background:#dd4f05;color:#fff;padding:14px 26px;display:flex;justify-content:space-between}.c{max-width:440px;margin:30px auto;background:#fff;padding:26px;border-radius:6px}input{width:100%;padding:11px;border:1px solid #aaa;margin:5px 0 13px}.b{width:100%;background:#dd4f05;color:#fff;border:0;padding:12px}.w{font-size:13px;background:#fff4ec;padding:12px}`,
    body: `<div class="h"><b>GTCO · GTBank</b><span>Internet Banking</span></div>
<div class="c"><h2>Welcome</h2><form method="post" action="/ibank3/Login.aspx"><label>User ID</label><input name="UserID"><label>Password</label><input type="password" name="Password" autocomplete="current-password"><button class="b">Sign in</button></form><p><a href="#">Forgot password?</a> · <a href="#">Sign up</a></p>
<div class="w"><b>Security tip:</b> GTBank will never call, SMS or email you to ask for your BVN, PIN, token code or password. Do not click links asking you to "update your BVN". Report fraud: 0700 GTCONNECT.</div></div>
${footer(['Privacy', 'Terms', 'Security tips', 'Contact'], 'Guaranty Trust Bank Ltd. Licensed by the Central Bank of Nigeria. Deposits are insured by NDIC.')}`,
  }),
},
  {
  id: 'x-clean-ing-mijn-ing-login-nl',
  label: 'clean',
  kind: 'own-login',
  url: 'https://mijn.ing.nl/login/inloggen',
  body: doc({
    lang: 'nl',
    title: 'Inloggen Mijn ING | ING',
    head: analytics('G-INGNL'),
    css: `.h{padding:14px 26px;border-bottom:1px solid #ddd;display:flex;justify-content:space-between}.h b{color:#ff6200;font-size:22px}.c{max-width:460px;margin:30px auto;padding:0 18px}input{width:100%;padding:12px;border:1px solid #999;border-radius:4px;margin:6px 0 14px}.b{background:#ff6200;color:#fff;border:0;padding:12px 32px;border-radius:4px}.app{background:#fff4ec;padding:14px;border-radius:6px}`,
    body: `<div class="h"><b>ING</b><a href="https://www.ing.nl/particulier/klantenservice">Klantenservice</a></div>
<div class="c"><h1>Inloggen Mijn ING</h1><div class="app">Tip: inloggen gaat het snelst met de ING App. Scan de QR-code die verschijnt na het klikken op "Inloggen met de app".</div>
<form method="post" action="/login/api/credentials"><label>Gebruikersnaam</label><input name="username" autocomplete="username"><label>Wachtwoord</label><input type="password" name="password" autocomplete="current-password"><button class="b">Inloggen</button></form>
<p style="font-size:14px">Let op: ING vraagt u nooit per mail, sms of telefoon om uw pas op te sturen, in te leveren of te laten ophalen door een koerier.</p></div>
${footer(['Privacy', 'Cookies', 'Veilig bankieren', 'Disclaimer', 'Toegankelijkheid'], 'ING Bank N.V. is geregistreerd bij De Nederlandsche Bank en de AFM. KvK 33031431.')}`,
  }),
},
  {
  id: 'x-clean-bbva-es-acceso-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://www.bbva.es/personas/acceso.html',
  body: doc({
    lang: 'es',
    title: 'Acceso clientes | BBVA España',
    head: analytics('G-BBVAES'),
    css: `.h{background:#072146;color:#fff;padding:16px 26px;display:flex;justify-content:space-between}.c{max-width:460px;margin:30px auto;padding:0 18px}select,input{width:100%;padding:12px;border:1px solid #8a8a8a;margin:6px 0 14px}.b{background:#1973b8;color:#fff;border:0;padding:13px;width:100%}.av{background:#f4f4f4;padding:14px;font-size:14px}`,
    body: `<div class="h"><b>BBVA</b><span>Particulares · Empresas · <a href="#">Hazte cliente</a></span></div>
<div class="c"><h1>Accede a tu banca online</h1><form method="post" action="/personas/acceso/login"><label>Tipo de documento</label><select name="tipo"><option>NIF</option><option>NIE</option><option>Pasaporte</option></select><label>Número de documento</label><input name="doc" autocomplete="username"><label>Clave de acceso</label><input type="password" name="clave" autocomplete="current-password"><button class="b">Entrar</button></form>
<div class="av"><b>Seguridad:</b> BBVA nunca te pedirá por SMS, email o llamada tus claves ni códigos de firma. Si recibes un mensaje sospechoso, no pulses el enlace.</div></div>
${footer(['Aviso legal', 'Privacidad', 'Cookies', 'Seguridad', 'Accesibilidad'], 'Banco Bilbao Vizcaya Argentaria, S.A. – 2025')}`,
  }),
},
];
