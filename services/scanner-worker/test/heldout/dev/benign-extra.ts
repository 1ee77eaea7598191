import type { Entry } from '../entry.js';

/** Benign, extra: pages that share surface features with kits (brand words, card or code fields, urgent wording, downloads) but are legitimate. */
export const entries: Entry[] = [
  {
    id: 'clean-brand-own-ups-login',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://www.ups.com/lasso/login?loc=en_US&returnto=https%3A%2F%2Fwww.ups.com%2Ftrack',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Log In | UPS - United States</title></head>
<body><header><a href="https://www.ups.com/us/en/Home.page"><img src="/assets/resources/images/UPS_logo.svg" alt="UPS"></a></header><main><h1>Log In</h1>
<form method="post" action="/lasso/login"><label>Email or User ID<input name="userID" autocomplete="username"></label><label>Password<input name="password" type="password" autocomplete="current-password"></label><button>Log In</button></form>
<p><a href="/lasso/forgot">Forgot username or password?</a> · <a href="/lasso/signup">Sign up</a></p><p>UPS will never ask for payment or personal information by unsolicited text or email.</p></main></body></html>`,
  },
  {
    id: 'clean-brand-own-wellsfargo-otp',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://connect.secure.wellsfargo.com/auth/login/otp/verify',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Wells Fargo – Verify Your Identity</title></head>
<body><header><img src="https://www17.wellsfargomedia.com/assets/images/rwd/wf_logo_220x23.png" alt="Wells Fargo"></header><main><h1>Verify your identity</h1><p>We sent a one-time access code to the phone number ending in 0147.</p>
<form method="post" action="/auth/login/otp/verify"><label>Enter the code<input name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6"></label><button>Continue</button></form>
<p>Wells Fargo will never call you to ask for this code.</p></main></body></html>`,
  },
  {
    id: 'clean-brand-own-booking-extranet',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://account.booking.com/sign-in?op_token=EgVvYXV0aCJ',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign in or create an account | Booking.com</title></head>
<body><header><a href="https://www.booking.com/"><img src="https://cf.bstatic.com/static/img/b25logo/booking_logo_retina.png" alt="Booking.com"></a></header><main><h1>Sign in or create an account</h1>
<form method="post" action="/sign-in/email"><label>Email address<input name="username" type="email" autocomplete="username"></label><button>Continue with email</button></form>
<p>Or use one of these options: <a href="/oauth/google">Google</a> · <a href="/oauth/apple">Apple</a> · <a href="/oauth/facebook">Facebook</a></p></main></body></html>`,
  },
  {
    id: 'clean-bank-card-activation-own',
    label: 'clean',
    kind: 'own-login',
    url: 'https://online.first-valley-credit-union.org/cards/activate',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Activate your card | First Valley Credit Union</title></head>
<body><nav><a href="/accounts">Accounts</a> <a href="/cards">Cards</a> <a href="/logout">Log out</a></nav><main><h1>Activate your new debit card</h1><form method="post" action="/cards/activate"><label>Card number<input name="card" autocomplete="cc-number"></label><label>Expiration<input name="exp" autocomplete="cc-exp"></label><label>CVV<input name="cvv" autocomplete="cc-csc"></label><label>Choose a PIN<input name="pin" type="password" maxlength="4"></label><button>Activate</button></form></main></body></html>`,
  },
  {
    id: 'clean-tax-software-ssn',
    label: 'clean',
    kind: 'own-login',
    url: 'https://app.simplefile-tax.com/return/2025/personal-info',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Personal info · SimpleFile 2025 return</title></head>
<body><nav><a href="/return/2025">Your 2025 return</a> <a href="/logout">Sign out</a></nav><main><h1>Tell us about yourself</h1><form method="post" action="/return/2025/personal-info"><label>First name<input name="first"></label><label>Last name<input name="last"></label><label>Social Security number<input name="ssn" inputmode="numeric"></label><label>Date of birth<input name="dob" type="date"></label><label>Occupation<input name="occupation"></label><button>Save and continue</button></form>
<p>Your information is encrypted and only used to prepare your return.</p></main></body></html>`,
  },
  {
    id: 'clean-blog-fake-virus-popup-story',
    label: 'clean',
    kind: 'blog',
    url: 'https://www.techforseniors.org/blog/the-day-my-dad-got-a-virus-popup',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>The day my dad got a "virus" pop-up | Tech for Seniors</title></head>
<body><article><h1>The day my dad got a "virus" pop-up</h1><p>The screen was blue and flashing: "ACCESS TO THIS PC HAS BEEN BLOCKED. Call Microsoft Support at 1-888-…". A voice kept repeating that his bank details were stolen.</p>
<p>Nothing was actually wrong with his computer. We pressed Ctrl+Shift+Esc, closed the browser, and reopened it without restoring tabs. If this happens to you: don't call the number, don't let anyone connect remotely, and never pay with gift cards.</p></article></body></html>`,
  },
  {
    id: 'clean-university-it-phishing-alert',
    label: 'clean',
    kind: 'help-article',
    url: 'https://it.uni-hohenberg.de/sicherheit/aktuelle-phishing-mails',
    body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Aktuelle Phishing-Mails – IT-Service Uni Hohenberg</title></head>
<body><main><h1>Aktuelle Phishing-Mails</h1><article><h2>„Ihr Postfach ist voll“ (24.11.2026)</h2><p>Derzeit kursieren E-Mails mit dem Betreff „Speicherkontingent überschritten“, die auf eine gefälschte Roundcube-Seite unter <code>webmail-speicher.kontakt-service.eu</code> verlinken.</p>
<p>Der echte Webmailer ist nur unter <a href="https://webmail.uni-hohenberg.de/">webmail.uni-hohenberg.de</a> erreichbar. Falls Sie Ihr Passwort eingegeben haben, ändern Sie es sofort unter <a href="https://sso.uni-hohenberg.de/passwort">sso.uni-hohenberg.de/passwort</a>.</p></article></main></body></html>`,
  },
  {
    id: 'clean-hardware-wallet-vendor-shop',
    label: 'clean',
    kind: 'shop',
    url: 'https://shop.ledger.com/products/ledger-nano-x',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Ledger Nano X | Ledger</title></head>
<body><main><h1>Ledger Nano X</h1><p class="price">$149.00</p><p>Bluetooth-enabled hardware wallet. Secure element chip. Manage 5,500+ coins and tokens with Ledger Live.</p><form method="post" action="/cart/add"><input type="hidden" name="id" value="39402"><button>Add to cart</button></form>
<aside><h2>Your 24 words stay offline</h2><p>Ledger will never ask for your 24-word recovery phrase. Never share it, never type it on a computer or phone.</p></aside></main></body></html>`,
  },
  {
    id: 'clean-conference-registration',
    label: 'clean',
    kind: 'checkout',
    url: 'https://events.devharbor-conf.com/2026/register',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Register · DevHarbor Conf 2026</title></head>
<body><main><h1>Register for DevHarbor Conf 2026</h1><p>Early bird ends in <b id="left">3 days</b>! Only 40 seats left.</p><form method="post" action="/2026/register"><label>Name<input name="name"></label><label>Email<input name="email" type="email"></label><label>Ticket<select name="ticket"><option>Early bird — $299</option><option>Student — $99</option></select></label>
<label>Card number<input name="card" autocomplete="cc-number"></label><label>Expiry<input name="exp" autocomplete="cc-exp"></label><label>CVC<input name="cvc" autocomplete="cc-csc"></label><button>Pay and register</button></form></main></body></html>`,
  },
  {
    id: 'clean-security-blog-drainer-analysis',
    label: 'clean',
    kind: 'security-writeup',
    url: 'https://blog.chainwatch-labs.io/posts/inferno-drainer-anatomy',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Anatomy of a wallet drainer kit | Chainwatch Labs</title></head>
<body><article><h1>Anatomy of a wallet drainer kit</h1><p>Drainer kits are sold as a service. The affiliate's landing page calls the kit with a config like:</p>
<pre><code>const cfg = { receiver: '0x…', minValueUsd: 50, drainNfts: true, permit: true, seaport: true };
await token.approve(receiver, ethers.MaxUint256);
await nft.setApprovalForAll(receiver, true);</code></pre><p>Victims see an "airdrop claim" and sign an <code>eth_signTypedData_v4</code> Permit2 batch. The kit operator takes 20 %.</p>
<p>Detection tip: look for unlimited approvals (<code>0xffff…ffff</code>) to addresses that are not known routers.</p></article></body></html>`,
  },
  {
    id: 'clean-edu-html-smuggling-lab',
    label: 'clean',
    kind: 'security-writeup',
    url: 'https://training.blueharbor-security.com/labs/html-smuggling',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Lab 7: HTML smuggling (defender's view)</title></head>
<body><main><h1>Lab 7: HTML smuggling — defender's view</h1><p>In this lab you will write a Sigma rule for proxy logs. The attacker page looks like:</p>
<pre>&lt;script&gt;
var b = new Blob([atob(payload)], {type:'application/zip'});
var a = document.createElement('a'); a.href = URL.createObjectURL(b); a.download = 'invoice.zip'; a.click();
&lt;/script&gt;</pre><p>Because the file is built in the browser, the proxy never sees a .zip download. Write a rule that catches the HTML attachment instead.</p>
<form method="post" action="/labs/html-smuggling/submit"><textarea name="rule" rows="10" cols="80"></textarea><button>Submit rule</button></form></main></body></html>`,
  },
];
