import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, cookieBar, css, doc, footer, imgRoute, js, json } from '../parts/x-kit.js';

// Banks' and building societies' own log-on pages that customers reported by mistake.

export const entries: Entry[] = [
  {
  id: 'x-clean-nationwide-internet-bank-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://onlinebanking.nationwide.co.uk/AccessManagement/Login',
  body: doc({
    title: 'Log in to Internet Bank - Nationwide',
    head: analytics('G-NBS0INTB'),
    css: `body{background:#f2f2f7}.top{background:#0c2074;color:#fff;padding:16px 30px;display:flex;justify-content:space-between}.c{max-width:560px;margin:30px auto;background:#fff;padding:32px;border-radius:6px}label{display:block;font-weight:600;margin:16px 0 6px}input{width:100%;padding:12px;border:1px solid #666;border-radius:4px}.b{background:#0c2074;color:#fff;border:0;border-radius:24px;padding:12px 36px;margin-top:20px;font-size:16px}.tabs{display:flex;gap:8px;margin-bottom:14px}.tabs span{padding:8px 14px;border-radius:16px;background:#e8eaf3;font-size:14px}.tabs .on{background:#0c2074;color:#fff}`,
    body: `<div class="top"><b>Nationwide</b><a href="https://www.nationwide.co.uk/help/">Help</a></div>
<div class="c"><h1>Log in to Internet Bank</h1>
<div class="tabs"><span class="on">Card reader</span><span>Passnumber</span></div>
<form method="post" action="/AccessManagement/Login/Identify">
<label for="cust">Customer number</label><input id="cust" name="CustomerNumber" inputmode="numeric" maxlength="10" autocomplete="username">
<p style="font-size:14px;color:#444">You'll need your card reader and Nationwide debit card to log in this way. You can find your customer number in your welcome letter or on the Banking app.</p>
<button class="b">Log in</button></form>
<hr><p style="font-size:14px"><b>Protect yourself from fraud.</b> We will never ask you to share a card reader code, move money to protect it, or install software so we can "fix" your computer. <a href="https://www.nationwide.co.uk/security-centre/">Visit our Security Centre</a>.</p></div>
${footer(['Accessibility', 'Cookies', 'Privacy notice', 'Legal information', 'Careers', 'Modern slavery statement'], 'Nationwide Building Society is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority under registration number 106078. Head Office: Nationwide House, Pipers Way, Swindon, Wiltshire SN38 1NW.')}`,
  }),
},
  {
  id: 'x-clean-yorkshire-bs-online-savings-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://online.ybs.co.uk/login',
  body: doc({
    title: 'Online account login | Yorkshire Building Society',
    head: analytics('G-YBSONLINE'),
    css: `.h{background:#fff;border-bottom:5px solid #00a6a0;padding:14px 26px;display:flex;justify-content:space-between}.h b{color:#2d1e67;font-size:19px}.c{max-width:480px;margin:32px auto;padding:0 18px}input{width:100%;padding:12px;border:2px solid #8d8d8d;border-radius:6px;margin:6px 0 14px}.b{background:#2d1e67;color:#fff;border:0;padding:13px 30px;border-radius:6px;font-size:16px}.i{background:#eef8f8;padding:14px;border-radius:6px;font-size:14px}`,
    body: `<div class="h"><b>Yorkshire Building Society</b><a href="https://www.ybs.co.uk/help">Help and support</a></div>
<div class="c"><h1>Log in to your savings</h1>
<form method="post" action="/login/submit"><label>Email address or username</label><input name="username" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><button class="b">Log in</button></form>
<p><a href="/login/forgot">Forgotten your details?</a> · <a href="/register">Register for online savings</a></p>
<div class="i">We'll send you a one-time passcode by text each time you log in from a new device. Never share this code with anyone — we will never call you to ask for it.</div></div>
${footer(['Privacy', 'Cookies', 'Accessibility', 'Terms and conditions', 'Complaints', 'Sitemap'], 'Yorkshire Building Society is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Yorkshire Building Society is entered in the Financial Services Register and its registration number is 106085. Head Office: Yorkshire House, Yorkshire Drive, Bradford BD5 8LJ.')}
${cookieBar('We use cookies to give you the best experience. Some are essential, others help us improve our site.')}`,
  }),
},
  {
  id: 'x-clean-aib-internet-banking-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://onlinebanking.aib.ie/inet/roi/login.htm',
  body: doc({
    title: 'AIB Internet Banking - Login',
    head: analytics('G-AIBROI01'),
    css: `body{background:#f6f4f8}.hd{background:#7f2b7b;color:#fff;padding:16px 28px;display:flex;justify-content:space-between}.bx{max-width:520px;margin:30px auto;background:#fff;padding:30px;border-radius:4px}label{display:block;font-weight:600;margin:14px 0 6px}input{width:100%;padding:11px;border:1px solid #888}.b{background:#7f2b7b;color:#fff;border:0;padding:12px 30px;margin-top:18px;font-size:16px}.s{background:#fbf7fc;border-left:4px solid #7f2b7b;padding:12px;font-size:14px;margin-top:22px}`,
    body: `<div class="hd"><b>AIB</b><span>Internet Banking · <a href="https://aib.ie/help-and-guidance">Help</a></span></div>
<div class="bx"><h1>Log in</h1>
<form method="post" action="/inet/roi/login.htm?execution=e1s1"><label for="regNumber_id">Registration Number</label><input id="regNumber_id" name="regNumber" maxlength="8" inputmode="numeric"><button class="b">Continue</button></form>
<p>Next, you'll be asked to approve the login in the AIB Mobile app or enter 3 digits of your PAC.</p>
<div class="s"><b>Fraud alert:</b> AIB will never send you a text with a link to log in. Never give your PAC, card details or one-time codes to anyone who contacts you. If in doubt, call us on 0818 724 724.</div></div>
${footer(['Accessibility', 'Data protection', 'Cookie policy', 'Terms of use', 'Security centre'], 'Allied Irish Banks, p.l.c. is regulated by the Central Bank of Ireland. Registered Office: 10 Molesworth Street, Dublin 2, D02 R126. Registered in Ireland No. 24173.')}`,
  }),
},
  {
  id: 'x-clean-credit-union-ie-online-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://online.capitalcu.ie/Members/Login',
  body: doc({
    title: 'Capital Credit Union | Online Services Login',
    head: analytics('G-CCUIE22'),
    css: `.h{background:#003b5c;color:#fff;padding:14px 26px;display:flex;align-items:center;gap:12px}.c{max-width:900px;margin:24px auto;display:grid;grid-template-columns:1fr 1fr;gap:36px;padding:0 20px}input{width:100%;padding:11px;border:1px solid #99a;margin:5px 0 12px}.b{background:#e87722;color:#fff;border:0;padding:12px 26px}.n{background:#f2f7fa;padding:18px;border-radius:6px}`,
    body: `<div class="h"><img src="/Members/img/ccu.png" width="36" height="36" alt=""><b>Capital Credit Union</b><span style="margin-left:auto">Not for profit, not for charity, but for service</span></div>
<div class="c"><div><h1>Member Login</h1><form method="post" action="/Members/Login"><label>Member number</label><input name="MemberNo"><label>PIN</label><input name="Pin" type="password"><button class="b">Login</button></form><p><a href="/Members/Register">Register for online access</a> · <a href="/Members/ResetPin">Reset PIN</a></p></div>
<div class="n"><h3>Notices</h3><p><b>Dividend 2025:</b> The AGM approved a dividend of 0.5% and a loan interest rebate of 10%. These will be credited to accounts automatically in December. You do not need to do anything — we will never text or email you a link to "claim" your dividend.</p><p><b>Christmas opening hours</b> are available on our website.</p></div></div>
${footer(['Contact us', 'Loans', 'Savings', 'Data protection', 'Complaints'], 'Capital Credit Union Limited is regulated by the Central Bank of Ireland. Registered No. 512CU. Members\' savings up to €100,000 are protected by the Deposit Guarantee Scheme.')}`,
  }),
  routes: { 'online.capitalcu.ie/Members/img/ccu.png': imgRoute(232, 119, 34) },
},
  {
  id: 'x-clean-commbank-netbank-logon',
  label: 'clean',
  kind: 'own-login',
  url: 'https://www.my.commbank.com.au/netbank/Logon/Logon.aspx?ei=mv_logon-NB',
  body: doc({
    title: 'NetBank - Log on to NetBank - Enjoy simple and secure online banking from Commonwealth Bank',
    head: analytics('G-CBANETB') + '<script src="/netbank/Logon/js/logon.bundle.js" defer></script>',
    css: `body{background:#f4f4f4}.y{height:6px;background:#ffcc00}.nav{background:#fff;padding:14px 26px;display:flex;justify-content:space-between}.m{max-width:980px;margin:28px auto;display:grid;grid-template-columns:420px 1fr;gap:34px;padding:0 18px}.f{background:#fff;padding:26px;border-radius:6px}input{width:100%;padding:12px;border:1px solid #8a8a8a;border-radius:4px;margin:5px 0 16px}.b{width:100%;padding:13px;background:#ffcc00;border:0;border-radius:4px;font-weight:700}.promo{background:#fff;padding:22px;border-radius:6px}`,
    body: `<div class="y"></div><div class="nav"><b>CommBank · NetBank</b><span><a href="https://www.commbank.com.au/support.html">Support</a> · <a href="https://www.commbank.com.au/security-privacy.html">Security</a></span></div>
<div class="m"><div class="f"><h2>Log on to NetBank</h2><form id="form1" method="post" action="/netbank/Logon/Logon.aspx"><label for="txtMyClientNumber_field">Client number</label><input id="txtMyClientNumber_field" name="txtMyClientNumber$field" autocomplete="username"><label for="txtMyPassword_field">Password</label><input type="password" id="txtMyPassword_field" name="txtMyPassword$field" autocomplete="current-password"><label><input type="checkbox" style="width:auto"> Remember client number</label><button class="b" id="btnLogon_field">Log on</button></form><p><a href="#">I've forgotten my log on details</a><br><a href="#">Register for NetBank</a></p></div>
<div class="promo"><h3>We'll never ask you to…</h3><ul><li>Share your NetCode with anyone, including CommBank staff</li><li>Transfer money to a "safe" account</li><li>Download remote-access software like AnyDesk or TeamViewer</li></ul><p>Received a suspicious message? Forward it to <b>hoax@cba.com.au</b>.</p><p><a href="https://www.commbank.com.au/support/security/">CommBank Safe</a></p></div></div>
${footer(['Privacy', 'Accessibility', 'Terms of use', 'Important information', 'Financial Services Guide'], 'Commonwealth Bank of Australia ABN 48 123 123 124 AFSL and Australian credit licence 234945.')}`,
  }),
  routes: { 'www.my.commbank.com.au/netbank/Logon/js/logon.bundle.js': js(`(function(){var f=document.getElementById('form1');if(!f)return;f.addEventListener('submit',function(){var b=document.getElementById('btnLogon_field');b.disabled=true;b.textContent='Logging on...';});})();`) },
},
  {
  id: 'x-clean-kiwibank-internet-banking-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://ib.kiwibank.co.nz/login/',
  body: doc({
    title: 'Kiwibank Internet Banking - Log in',
    head: analytics('G-KBNZIB'),
    css: `body{background:#f5f7f0}.t{background:#00a651;color:#fff;padding:15px 24px;display:flex;justify-content:space-between}.b{max-width:460px;margin:32px auto;background:#fff;padding:28px;border-radius:10px}input{width:100%;padding:12px;border:1px solid #999;border-radius:6px;margin:6px 0 14px}.btn{background:#00a651;color:#fff;border:0;padding:13px;width:100%;border-radius:24px;font-size:16px}.tip{font-size:14px;background:#f0f8e8;padding:12px;border-radius:6px}`,
    body: `<div class="t"><b>kiwibank.</b><a href="https://www.kiwibank.co.nz/contact-us/">Contact us</a></div>
<div class="b"><h1>Log in</h1><form method="post" action="/login/authenticate"><label>Access number</label><input name="accessNumber" inputmode="numeric"><label>Password</label><input name="password" type="password"><button class="btn">Log in</button></form>
<p><a href="#">Forgotten your password?</a></p>
<div class="tip">Kia ora. After your password we'll ask one of your KeepSafe questions, or send a notification to the Kiwibank app. We'll never ask for your password over the phone or by text.</div></div>
${footer(['Security', 'Privacy', 'Terms', 'Accessibility', 'Scams'], 'Kiwibank Limited. Kiwibank is a registered bank under the Banking (Prudential Supervision) Act 1989.')}`,
  }),
},
  {
  id: 'x-clean-desjardins-accesd-login-fr',
  label: 'clean',
  kind: 'own-login',
  url: 'https://accweb.mouv.desjardins.com/identifiantunique/identification',
  body: doc({
    lang: 'fr-CA',
    title: 'AccèsD - Connexion | Desjardins',
    head: analytics('G-DESJACC'),
    css: `.h{background:#00874e;color:#fff;padding:14px 26px;display:flex;justify-content:space-between}.c{max-width:480px;margin:30px auto;padding:0 20px}input{width:100%;padding:12px;border:1px solid #767676;margin:6px 0 14px}.b{background:#00874e;color:#fff;border:0;padding:12px 32px}.enc{background:#eef7f2;padding:14px;font-size:14px}`,
    body: `<div class="h"><b>Desjardins</b><span><a href="?lang=en">English</a> · <a href="https://www.desjardins.com/qc/fr/nous-joindre.html">Nous joindre</a></span></div>
<div class="c"><h1>Se connecter à AccèsD</h1><form method="post" action="/identifiantunique/identification"><label>Identifiant (numéro de carte, nom d'utilisateur ou courriel)</label><input name="codeUtilisateur" autocomplete="username"><label><input type="checkbox" style="width:auto"> Mémoriser mon identifiant</label><button class="b">Continuer</button></form>
<div class="enc"><b>Sécurité :</b> Desjardins ne vous demandera jamais votre mot de passe, vos réponses aux questions de sécurité ou un code de validation par téléphone, courriel ou texto. En cas de doute, composez le 1 800 CAISSES.</div></div>
${footer(['Sécurité', 'Confidentialité', 'Conditions d\'utilisation', 'Accessibilité', 'Plan du site'], '© 1996-2025 Mouvement des caisses Desjardins. Tous droits réservés.')}`,
  }),
},
  {
  id: 'x-clean-onlinesbi-personal-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://retail.onlinesbi.sbi/retail/login.htm?lang=en-IN',
  body: doc({
    title: 'State Bank of India - Personal Banking',
    head: analytics('G-SBIRETAIL'),
    css: `body{background:#eef3fb}.h{background:#fff;border-bottom:4px solid #22409a;padding:12px 24px;display:flex;justify-content:space-between}.c{max-width:920px;margin:22px auto;display:grid;grid-template-columns:1fr 1fr;gap:24px;padding:0 16px}.f{background:#fff;padding:22px;border-radius:6px}input{width:100%;padding:10px;border:1px solid #99a;margin:5px 0 12px}.b{background:#22409a;color:#fff;border:0;padding:11px 30px}.mar{background:#ffe;padding:8px;font-size:13px;overflow:hidden;white-space:nowrap}`,
    body: `<div class="h"><b style="color:#22409a">SBI · ONLINESBI</b><span>Personal Banking | <a href="#">हिंदी</a></span></div>
<div class="mar">Mandatory: SBI never asks for confidential information such as PIN, OTP or password over phone, SMS, email or links. Never install apps sent by unknown people. Report cyber fraud at 1930 or cybercrime.gov.in.</div>
<div class="c"><div class="f"><h3>Login to OnlineSBI</h3><form method="post" action="/retail/loginsubmit.htm"><label>Username*</label><input name="userName"><label>Password*</label><input type="password" name="password"><label>Enter the text as shown in the image*</label><input name="captcha"><div style="background:#ddd;width:140px;height:40px;margin-bottom:12px"></div><button class="b">Login</button> <button type="reset">Reset</button></form></div>
<div class="f"><h3>Do's and Don'ts</h3><ul><li>Always type the URL <b>onlinesbi.sbi</b> directly in the address bar.</li><li>Check for the padlock and the correct domain before entering details.</li><li>Do not respond to "KYC update" messages with links.</li><li>Register for SMS alerts for all transactions.</li></ul></div></div>
${footer(['Privacy statement', 'Disclosure', 'Terms of service', 'FAQ', 'Cyber Safety'], '© State Bank of India. Best viewed in Chrome, Edge and Firefox latest versions.')}`,
  }),
},
  {
  id: 'x-clean-sparkasse-koelnbonn-login-de',
  label: 'clean',
  kind: 'own-login',
  url: 'https://www.sparkasse-koelnbonn.de/de/home/onlinebanking/login.html',
  body: doc({
    lang: 'de',
    title: 'Online-Banking Anmeldung | Sparkasse KölnBonn',
    head: analytics('G-SPKKB'),
    css: `.h{background:#ff0000;color:#fff;padding:14px 26px;display:flex;justify-content:space-between}.c{max-width:960px;margin:26px auto;display:grid;grid-template-columns:1fr 1fr;gap:36px;padding:0 20px}input{width:100%;padding:11px;border:1px solid #777;margin:5px 0 14px}.b{background:#ff0000;color:#fff;border:0;padding:12px 30px}.hw{background:#f4f4f4;padding:18px}`,
    body: `<div class="h"><b>Sparkasse KölnBonn</b><span>Privatkunden · Firmenkunden · Ihre Sparkasse</span></div>
<div class="c"><div><h1>Online-Banking</h1><form method="post" action="/de/home/onlinebanking/login.html"><label>Anmeldename oder Legitimations-ID</label><input name="benutzername" autocomplete="username"><label>PIN</label><input type="password" name="pin" autocomplete="current-password"><button class="b">Anmelden</button></form><p><a href="#">Zugangsdaten vergessen?</a> · <a href="#">Online-Banking freischalten</a></p></div>
<div class="hw"><h3>Sicherheitshinweis</h3><p>Aktuell versenden Betrüger E-Mails und SMS zur angeblichen „Aktualisierung des pushTAN-Verfahrens“. Wir fordern Sie niemals per E-Mail, SMS oder Telefon auf, Zugangsdaten einzugeben oder Aufträge in der S-pushTAN-App freizugeben. Geben Sie TANs nur für Aufträge frei, die Sie selbst erteilt haben.</p><p>Sperr-Notruf: <b>116 116</b></p></div></div>
${footer(['Impressum', 'Datenschutz', 'Preise und Hinweise', 'Barrierefreiheit', 'Cookie-Einstellungen'], 'Sparkasse KölnBonn, Anstalt des öffentlichen Rechts, Hahnenstraße 57, 50667 Köln. © 2025')}
${cookieBar('Wir verwenden Cookies, um Ihnen das beste Erlebnis zu bieten. Einige sind technisch notwendig.', 'Alle akzeptieren', 'Nur notwendige')}`,
  }),
},
  {
  id: 'x-clean-pko-ipko-login-pl',
  label: 'clean',
  kind: 'own-login',
  url: 'https://www.ipko.pl/',
  body: doc({
    lang: 'pl',
    title: 'iPKO - logowanie | PKO Bank Polski',
    head: analytics('G-IPKOPL'),
    css: `body{background:#f2f2f2}.h{background:#003574;color:#fff;padding:14px 24px;display:flex;justify-content:space-between}.c{max-width:440px;margin:30px auto;background:#fff;padding:26px}input{width:100%;padding:11px;border:1px solid #999;margin:5px 0 14px}.b{width:100%;background:#003574;color:#fff;border:0;padding:12px}.uw{background:#fff8e5;padding:12px;font-size:14px}`,
    body: `<div class="h"><b>PKO BANK POLSKI</b><span>iPKO</span></div>
<div class="c"><h2>Zaloguj się</h2><form method="post" action="/ipko3/login"><label>Numer klienta lub login</label><input name="login" autocomplete="username"><button class="b">Dalej</button></form>
<div class="uw"><b>Uwaga na oszustów!</b> Nie podawaj nikomu kodów BLIK ani haseł. Pracownik banku nigdy nie poprosi Cię o instalację aplikacji ani o przelew na „bezpieczne konto”.</div></div>
${footer(['Bezpieczeństwo', 'Pomoc', 'Cookies', 'Dostępność'], 'PKO Bank Polski S.A., ul. Puławska 15, 02-515 Warszawa.')}`,
  }),
},
  {
  id: 'x-clean-credit-agricole-idf-login-fr',
  label: 'clean',
  kind: 'own-login',
  url: 'https://www.credit-agricole.fr/ca-paris/particulier/acceder-a-mes-comptes.html',
  body: doc({
    lang: 'fr',
    title: 'Accéder à mes comptes | Crédit Agricole d\'Île-de-France',
    head: analytics('G-CAIDF'),
    css: `.h{background:#006a4e;color:#fff;padding:14px 26px}.c{max-width:460px;margin:28px auto;padding:0 18px}input{width:100%;padding:11px;border:1px solid #888;margin:6px 0 14px}.kp{display:grid;grid-template-columns:repeat(5,1fr);gap:6px}.kp button{padding:12px;background:#f1f1f1;border:1px solid #ccc}.b{margin-top:14px;background:#006a4e;color:#fff;border:0;padding:12px;width:100%}`,
    body: `<div class="h"><b>Crédit Agricole</b> · Île-de-France</div>
<div class="c"><h1>Accéder à mes comptes</h1><label>Identifiant</label><input id="id" maxlength="11" autocomplete="username"><label>Code personnel</label><input id="cp" type="password" readonly><div class="kp" id="kp"></div><button class="b" id="go">Me connecter</button>
<p style="font-size:14px">Le Crédit Agricole ne vous demandera jamais vos codes d'accès, ni de valider une opération SécuriPass que vous n'avez pas initiée. <a href="#">Sécurité</a></p></div>
${footer(['Mentions légales', 'Données personnelles', 'Cookies', 'Accessibilité : partiellement conforme'], 'Caisse Régionale de Crédit Agricole Mutuel de Paris et d\'Île-de-France. Société coopérative à capital variable.')}
<script>[7,2,9,0,4,1,8,3,6,5].forEach(function(x){var b=document.createElement('button');b.type='button';b.textContent=x;b.onclick=function(){var c=document.getElementById('cp');if(c.value.length<6)c.value+=x};document.getElementById('kp').appendChild(b)});</script>`,
  }),
},
];
