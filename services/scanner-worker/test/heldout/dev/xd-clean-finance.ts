import type { Entry } from '../entry.js';
import { shell, baseCss, mark, dataLayer } from '../parts/xd-kit.js';

export const entries: Entry[] = [
{
  id: 'xd-clean-canstar-term-deposit-compare',
  label: 'clean',
  kind: 'licensed-comparison-site',
  url: 'https://www.canstar.com.au/term-deposits/compare/?term=12-months&amount=50000',
  body: shell(
    'Compare Term Deposit Rates | 12 months | Canstar',
    `<header style="background:#003865;color:#fff;padding:14px 24px"><b style="font-size:22px">CANSTAR</b><span style="margin-left:16px;font-size:14px">Home loans · Credit cards · Savings · Term deposits · Super</span></header>
<main style="max-width:980px">
 <h1>Compare 12 month term deposit rates</h1>
 <p>Showing rates for a $50,000 deposit, interest paid at maturity. Rates verified by Canstar's research team. Sponsored products are labelled.</p>
 <table style="width:100%;border-collapse:collapse">
  <tr><th>Provider</th><th>Rate p.a.</th><th>Min deposit</th><th></th></tr>
  <tr><td>Judo Bank <span class="tag">Sponsored</span></td><td><b>4.60%</b></td><td>$1,000</td><td><a class="btn" href="https://www.canstar.com.au/go/judo-td-12m/">Go to site</a></td></tr>
  <tr><td>Commonwealth Bank</td><td>4.25%</td><td>$5,000</td><td><a class="btn" href="https://www.canstar.com.au/go/cba-td-12m/">Go to site</a></td></tr>
  <tr><td>Westpac</td><td>4.20%</td><td>$5,000</td><td><a class="btn" href="https://www.canstar.com.au/go/wbc-td-12m/">Go to site</a></td></tr>
  <tr><td>NAB</td><td>4.30%</td><td>$5,000</td><td><a class="btn" href="https://www.canstar.com.au/go/nab-td-12m/">Go to site</a></td></tr>
  <tr><td>ANZ</td><td>4.15%</td><td>$5,000</td><td><a class="btn" href="https://www.canstar.com.au/go/anz-td-12m/">Go to site</a></td></tr>
 </table>
 <p class="muted">Deposits up to $250,000 per account holder per authorised deposit-taking institution (ADI) are protected by the Financial Claims Scheme. Beware of websites offering "big four" term deposits well above market rates — apply directly with the bank. Canstar Research Pty Ltd ACN 114 926 741 AR 437917 of Canstar Pty Limited ACN 142 285 434 AFSL and Australian Credit Licence No. 437917.</p>
</main>
${dataLayer('G-CNSTR4TD12')}`,
    { css: baseCss('#003865', '#222', '#e4002b') + 'main{max-width:980px}td,th{border-bottom:1px solid #e5e8ec;padding:10px;text-align:left}.tag{font-size:11px;background:#eee;padding:2px 6px;border-radius:8px}.btn{padding:6px 12px;font-size:14px}' },
  ),
},
{
  id: 'xd-clean-super-fund-member-login',
  label: 'clean',
  kind: 'super-fund-login',
  url: 'https://portal.australiansuper.com/login?returnUrl=%2Fdashboard&src=asuper-nav',
  body: shell(
    'Member login | AustralianSuper',
    `<header class="top" style="background:#fff;border-bottom:1px solid #ddd"><b style="color:#00395d;font-size:20px">AustralianSuper</b></header>
<main>
 <h1 style="font-size:24px;color:#00395d">Member login</h1>
 <form method="post" action="/login?returnUrl=%2Fdashboard">
  <label>Member number or email</label><input type="text" name="username" autocomplete="username">
  <label>Password</label><input type="password" name="password" autocomplete="current-password">
  <button style="margin-top:16px;background:#00395d">Log in</button>
 </form>
 <p class="muted"><a href="/forgot-password">Forgot your password?</a> · <a href="/register">Register for online access</a></p>
 <p class="muted">We'll send a verification code to your mobile each time you log in from a new device. Never share this code. If someone calls offering to “move” or “unlock” your super early, it's a scam.</p>
</main>
<footer>AustralianSuper Pty Ltd ABN 94 006 457 987, AFSL 233788, Trustee of AustralianSuper ABN 65 714 394 898</footer>`,
    { css: baseCss('#fff', '#222', '#00395d') },
  ),
},
{
  id: 'xd-clean-aofm-treasury-bonds-info',
  label: 'clean',
  kind: 'gov-investment-info',
  url: 'https://www.australiangovernmentbonds.gov.au/bond-types/exchange-traded-treasury-bonds?ref=etb-2025',
  body: shell(
    'Exchange-traded Treasury Bonds | Australian Government Bonds',
    `<header class="top" style="background:#fff;border-bottom:3px solid #1c355e">${mark.coatOfArms(40)}<div><b>Australian Government Bonds</b><br><span style="font-size:12px">Australian Office of Financial Management</span></div></header>
<main style="max-width:860px">
 <h1>Exchange-traded Treasury Bonds</h1>
 <p>Exchange-traded Treasury Bonds (eTBs) are Australian Government bonds that you can buy and sell on the ASX through a stockbroker, like shares. They pay a fixed rate of interest every six months until maturity.</p>
 <h2>How to invest</h2>
 <ol><li>Open an account with an ASX stockbroker.</li><li>Search for the eTB by its ASX code, e.g. <code>GSBG33</code>.</li><li>Place an order through your broker.</li></ol>
 <p><b>The AOFM does not sell bonds directly to investors</b> and will never contact you offering bonds or asking you to transfer money. Offers of "government bonds" by phone or through social media ads are scams.</p>
 <p><a href="/calculators/yield-calculator">Yield calculator</a> · <a href="/prices-and-yields">Prices and yields</a></p>
</main>`,
    { css: baseCss('#fff', '#222', '#1c355e') + 'main{max-width:860px}' },
  ),
},
{
  id: 'xd-clean-coinspot-login',
  label: 'clean',
  kind: 'exchange-own-login',
  url: 'https://www.coinspot.com.au/login?ref=nav-2025',
  body: shell(
    'Login | CoinSpot',
    `<header class="top" style="background:#fff;border-bottom:1px solid #eee"><b style="color:#0a5ae8;font-size:22px">CoinSpot</b><nav style="margin-left:auto;font-size:14px">Buy/Sell · Markets · Help · <a href="/register">Sign up</a></nav></header>
<main>
 <h1 style="font-size:22px">Log in</h1>
 <form method="post" action="/login">
  <input type="hidden" name="_csrf" value="c8a1f0e2d3b44a7f9e2c1b0a7d6e5f41">
  <label>Email</label><input name="email" type="email" autocomplete="username">
  <label>Password</label><input name="password" type="password" autocomplete="current-password">
  <button style="margin-top:16px;background:#0a5ae8">Log in</button>
 </form>
 <p class="muted"><a href="/forgot">Forgot password?</a></p>
 <p class="muted">CoinSpot will never ask you for your external wallet's recovery phrase or private keys. Registered with AUSTRAC as a digital currency exchange provider.</p>
</main>`,
    { css: baseCss('#fff', '#1a1a1a', '#0a5ae8') },
  ),
},
{
  id: 'xd-clean-ledger-recovery-phrase-support',
  label: 'clean',
  kind: 'vendor-support-article',
  url: 'https://support.ledger.com/article/never-share-your-recovery-phrase-au',
  body: shell(
    'Never share your 24-word recovery phrase | Ledger Support',
    `<header style="background:#000;color:#fff;padding:14px 24px;letter-spacing:.2em;font-weight:700">LEDGER <span style="letter-spacing:0;font-weight:400;font-size:13px">Support</span></header>
<main style="max-width:820px">
 <h1>Never share your 24-word recovery phrase</h1>
 <p>Your recovery phrase is the master key to your crypto. Ledger will <b>never</b> ask for it — not by email, phone, SMS, social media, or on a website, and not to “synchronise”, “validate” or “re-activate” your device.</p>
 <h2>Scams we've seen</h2>
 <ul><li>Emails about a “security incident” asking you to re-synchronise your device by typing your 24 words into a web form.</li><li>Fake Ledger Live apps or browser extensions.</li><li>Physical letters or “replacement devices” asking you to enter your words.</li></ul>
 <p>The only place you should ever enter your recovery phrase is on your Ledger device itself, when restoring it.</p>
 <p>If you have typed your recovery phrase anywhere else, assume your funds are at risk: set up a new device with a new phrase and move your assets.</p>
</main>`,
    { css: baseCss('#000') + 'main{max-width:820px}' },
  ),
},
];
