import type { Entry } from '../entry.js';

/** Benign, more: logins and account pages of smaller companies, brand pages on brand hosts in other languages, docs, shops, help. */
export const entries: Entry[] = [
  {
    id: 'clean-own-login-es-clinic',
    label: 'clean',
    kind: 'own-login',
    url: 'https://pacientes.clinica-santa-lucia.es/acceso',
    body: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Área de pacientes | Clínica Santa Lucía</title></head>
<body><header><img src="/img/logo-santa-lucia.svg" alt="Clínica Santa Lucía"></header><main><h1>Acceso al área de pacientes</h1><p>Consulte sus citas, informes y resultados de análisis.</p>
<form method="post" action="/acceso"><label>DNI / NIE<input name="documento" autocomplete="username"></label><label>Contraseña<input name="clave" type="password" autocomplete="current-password"></label><button>Entrar</button></form>
<p><a href="/acceso/recordar">¿Ha olvidado su contraseña?</a> · <a href="/registro">Darse de alta</a></p></main><footer>Clínica Santa Lucía · C/ Mayor 12, Valladolid · Tel. 983 000 000</footer></body></html>`,
  },
  {
    id: 'clean-own-login-jp-school',
    label: 'clean',
    kind: 'own-login',
    url: 'https://portal.sakura-gakuen.ac.jp/login',
    body: `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>さくら学園 学生ポータル ログイン</title></head>
<body><main><h1>学生ポータル</h1><form method="post" action="/login"><label>学籍番号<input name="student_id"></label><label>パスワード<input name="password" type="password"></label><button>ログイン</button></form>
<p>パスワードを忘れた場合は情報センター（内線 2200）までお問い合わせください。</p></main></body></html>`,
  },
  {
    id: 'clean-brand-own-steam',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://store.steampowered.com/login/?redir=&redir_ssl=1',
    body: `<!DOCTYPE html><html class="responsive"><head><meta charset="utf-8"><title>Sign In</title><link href="https://store.akamai.steamstatic.com/public/shared/css/motiva_sans.css" rel="stylesheet"></head>
<body class="v6 login responsive_page"><div class="responsive_page_content"><div id="global_header"><a href="https://store.steampowered.com/"><img src="https://store.akamai.steamstatic.com/public/shared/images/header/logo_steam.svg" alt="Steam"></a></div>
<div class="page_content"><h2>Sign in</h2><div id="responsive_page_template_content" data-featuretarget="login"></div><p>Sign in with account name, or scan a QR code with the Steam Mobile App.</p></div></div>
<script src="https://store.akamai.steamstatic.com/public/javascript/applications/store/login.js"></script></body></html>`,
  },
  {
    id: 'clean-brand-own-adobe',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://auth.services.adobe.com/en_US/index.html?callback=https%3A%2F%2Fims-na1.adobelogin.com',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Adobe ID</title><link rel="icon" href="https://auth.services.adobe.com/img/favicons/favicon-32x32.png"></head>
<body><div id="root"><main><img src="https://auth.services.adobe.com/img/adobe-logo.svg" alt="Adobe"><h1>Sign in</h1><p>New user? <a href="/en_US/deeplink.html#/signup">Create an account</a></p>
<form method="post" action="/signin/v2/users/accounts"><label for="EmailPage-EmailField">Email address</label><input id="EmailPage-EmailField" name="username" type="email" autocomplete="username"><button type="submit">Continue</button></form>
<p>Or <a href="/social/google">Continue with Google</a> · <a href="/social/apple">Continue with Apple</a></p></main></div></body></html>`,
  },
  {
    id: 'clean-brand-own-usps',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100000000',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>USPS.com® - USPS Tracking® Results</title></head>
<body><header><a href="https://www.usps.com/"><img src="/go/images/logo-sb.svg" alt="USPS"></a></header><main><h1>USPS Tracking®</h1><p>Tracking Number: 9400111899223100000000</p>
<h2>Delivered, In/At Mailbox</h2><p>Your item was delivered in or at the mailbox at 1:12 pm on November 24, 2026 in AUSTIN, TX 78701.</p>
<aside><h3>Smishing alert</h3><p>USPS does not send text messages or emails asking you to pay a redelivery fee or update your address through a link.</p></aside></main></body></html>`,
  },
  {
    id: 'clean-docs-kubernetes-secrets',
    label: 'clean',
    kind: 'docs',
    url: 'https://docs.orbitctl.io/latest/guides/secrets/',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Managing secrets · orbitctl docs</title></head>
<body><main><h1>Managing secrets</h1><p>orbitctl stores registry passwords and API tokens as encrypted secrets.</p>
<pre><code>orbitctl secret create registry-cred --from-literal=username=deploy --from-literal=password='s3cr3t!'
echo -n 'my-token' | base64   # bXktdG9rZW4=</code></pre><p>Secret values are base64-encoded in manifests, which is <b>not</b> encryption. Enable at-rest encryption with <code>--encryption-provider-config</code>.</p></main></body></html>`,
  },
  {
    id: 'clean-blog-personal-crypto',
    label: 'clean',
    kind: 'blog',
    url: 'https://www.hodl-notes.blog/posts/why-i-use-a-hardware-wallet',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Why I use a hardware wallet (and how I store my seed phrase)</title></head>
<body><article><h1>Why I use a hardware wallet (and how I store my seed phrase)</h1><p>Last year a friend lost 2 ETH to a "wallet sync" site that asked for his 12 words. Here's my setup.</p>
<p>My 24-word recovery phrase is stamped on two steel plates, stored in different places. It has never touched a computer. Example words from the BIP-39 list: <i>abandon, ability, able, about</i>…</p>
<p>I review token approvals monthly and revoke unlimited allowances.</p></article></body></html>`,
  },
  {
    id: 'clean-shop-electronics-it',
    label: 'clean',
    kind: 'shop',
    url: 'https://www.elettronica-bianchi.it/carrello/pagamento',
    body: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Pagamento – Elettronica Bianchi</title></head>
<body><main><h1>Pagamento</h1><p>Ordine n. 77120 · Totale 249,00 € (IVA inclusa)</p><form method="post" action="/carrello/pagamento"><label>Intestatario carta<input name="titolare" autocomplete="cc-name"></label><label>Numero carta<input name="numero" autocomplete="cc-number"></label><label>Scadenza<input name="scadenza" autocomplete="cc-exp"></label><label>CVV<input name="cvv" autocomplete="cc-csc"></label><button>Paga ora</button></form>
<p>Pagamento protetto con 3-D Secure. Puoi pagare anche con PayPal o bonifico.</p></main></body></html>`,
  },
  {
    id: 'clean-donation-form',
    label: 'clean',
    kind: 'checkout',
    url: 'https://donate.riverton-animal-rescue.org/give',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Donate | Riverton Animal Rescue</title></head>
<body><main><h1>Help us care for 140 animals this winter</h1><form method="post" action="/give"><fieldset><legend>Amount</legend><label><input type="radio" name="amt" value="25"> $25</label><label><input type="radio" name="amt" value="50" checked> $50</label><label><input type="radio" name="amt" value="100"> $100</label></fieldset>
<label>Email<input name="email" type="email"></label><label>Card number<input name="card" autocomplete="cc-number"></label><label>Expiry<input name="exp" autocomplete="cc-exp"></label><label>CVC<input name="cvc" autocomplete="cc-csc"></label><button>Donate $50</button></form><p>Riverton Animal Rescue is a registered 501(c)(3). EIN 12-3456789.</p></main></body></html>`,
  },
  {
    id: 'clean-help-account-locked',
    label: 'clean',
    kind: 'help-article',
    url: 'https://help.streamflix-tv.com/en/node/account-on-hold',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Why is my account on hold? | StreamFlix Help Center</title></head>
<body><main><h1>Why is my account on hold?</h1><p>Your account is on hold when we can't charge your payment method. To update it, sign in at <b>streamflix-tv.com/account</b> and choose <i>Update payment info</i>.</p>
<p>If you received an email or text saying your account is suspended with a link to a different website, it is a phishing attempt. Forward it to phishing@streamflix-tv.com.</p></main></body></html>`,
  },
  {
    id: 'clean-help-2fa-setup-de',
    label: 'clean',
    kind: 'help-article',
    url: 'https://hilfe.posteo-like-mail.de/zwei-faktor-authentifizierung',
    body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Zwei-Faktor-Authentifizierung einrichten – Hilfe</title></head>
<body><main><h1>Zwei-Faktor-Authentifizierung einrichten</h1><ol><li>Melden Sie sich in den Einstellungen an.</li><li>Wählen Sie „Sicherheit“ → „Zwei-Faktor-Authentifizierung“.</li><li>Scannen Sie den QR-Code mit einer Authenticator-App.</li><li>Geben Sie den 6-stelligen Code ein.</li></ol>
<p>Bewahren Sie die Wiederherstellungscodes sicher auf. Wir fragen Sie niemals per E-Mail nach Ihrem Passwort oder Ihren Codes.</p></main></body></html>`,
  },
  {
    id: 'clean-status-page',
    label: 'clean',
    kind: 'docs',
    url: 'https://status.pipedrift-crm.com/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Pipedrift Status</title><meta http-equiv="refresh" content="300"></head>
<body><main><h1>All Systems Operational</h1><ul><li>Web app — Operational</li><li>API — Operational</li><li>Email sync — Degraded performance</li></ul>
<h2>Past incidents</h2><p>Nov 21 — Login errors for SSO users (resolved after 23 minutes).</p><form action="/subscribe" method="post"><input name="email" placeholder="Email for updates"><button>Subscribe</button></form></main></body></html>`,
  },
  {
    id: 'clean-redirect-own-domain-http',
    label: 'clean',
    kind: 'redirect-benign',
    url: 'https://riverton-gazette.com/',
    routes: {
      'riverton-gazette.com/': { status: 301, headers: { location: 'https://www.riverton-gazette.com/', 'content-type': 'text/html' }, body: '<a href="https://www.riverton-gazette.com/">Moved</a>' },
      'www.riverton-gazette.com/': { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Riverton Gazette — Local news</title></head><body><header><a href="/">Riverton Gazette</a> <a href="/login">Sign in</a></header><main><h1>Today in Riverton</h1><ul><li><a href="/local/2026/11/24/bridge-reopens">Main Street bridge reopens</a></li><li><a href="/sports/2026/11/23/hawks-win">Hawks win regional final</a></li></ul></main></body></html>` },
    },
  },
];
