import type { Entry } from '../entry.js';
import { shell, baseCss, mark, acknowledgement, cardFields } from '../parts/xd-kit.js';

export const entries: Entry[] = [
{
  id: 'xd-clean-mygov-sign-in',
  label: 'clean',
  kind: 'gov-own-login',
  url: 'https://login.my.gov.au/las/mygov-login?execution=e1s1&src=mygov-home',
  body: shell(
    'Sign in with myGov - myGov',
    `<header style="background:#000;padding:14px 24px;display:flex;align-items:center">${mark.mygov(34)}<a href="https://my.gov.au/en/about/help" style="color:#fff;margin-left:auto;font-size:14px">Help</a></header>
<main>
 <h1 style="font-size:28px;margin:0 0 14px">Sign in with myGov</h1>
 <p>Choose how to sign in</p>
 <a class="btn" style="background:#fff;color:#000;border:2px solid #000;display:block;text-align:center" href="https://login.my.gov.au/las/digital-identity?src=mygov-home">Sign in with Digital ID</a>
 <p style="text-align:center">or</p>
 <form method="post" action="/las/mygov-login?execution=e1s1">
  <label for="userId">Username or email</label><input type="text" id="userId" name="userId" autocomplete="username">
  <label for="password">Password</label><input type="password" id="password" name="password" autocomplete="current-password">
  <button style="margin-top:18px;background:#000">Next</button>
 </form>
 <p class="muted"><a href="/las/mygov-login/forgot-username">Forgot username</a> · <a href="/las/mygov-login/forgot-password">Forgot password</a> · <a href="https://my.gov.au/en/create-account">Create a myGov account</a></p>
 <p style="font-size:13px;background:#f3f3f3;padding:10px">myGov will never send you an email or SMS with a link to sign in. Always type my.gov.au into your browser or use the myGov app.</p>
</main>
<footer><a href="https://my.gov.au/en/about/terms">Terms of use</a> · <a href="https://my.gov.au/en/about/privacy-and-security">Privacy and security</a> · <a href="https://my.gov.au/en/about/accessibility">Accessibility</a></footer>`,
    { css: baseCss('#000', '#1a1a1a', '#000') },
  ),
},
{
  id: 'xd-clean-servicesaustralia-medicare-bank-details',
  label: 'clean',
  kind: 'gov-info-page',
  url: 'https://www.servicesaustralia.gov.au/how-to-update-your-bank-details-for-medicare?context=60092&ref=xdq',
  body: shell(
    'How to update your bank details for Medicare - Services Australia',
    `<header class="top" style="background:#fff;border-bottom:3px solid #00663c">${mark.coatOfArms(40)}<div style="font-size:13px">Australian Government<br><b style="font-size:18px">Services Australia</b></div></header>
<main style="max-width:820px">
 <h1>How to update your bank details for Medicare</h1>
 <p>You need to give us your bank details so we can pay Medicare benefits into your account. You can update them online using your Medicare online account through myGov or the Express Plus Medicare mobile app.</p>
 <h2>Using your Medicare online account</h2>
 <ol><li>Sign in to <a href="https://my.gov.au">myGov</a> and select <b>Medicare</b>.</li><li>Select <b>Update bank details</b> from the menu.</li><li>Enter your BSB and account number, then select <b>Submit</b>.</li></ol>
 <div style="background:#fff4e5;padding:12px;border-left:4px solid #f57c00"><b>Scam warning</b>: we will never send you a link to update your bank details or ask for your card number, CVV or PIN. If you get a suspicious message, don't click the link. Report it to <a href="https://www.servicesaustralia.gov.au/scams">Services Australia</a>.</div>
 <p>Page last updated: 3 July 2025</p>
</main>
<footer>${acknowledgement('Services Australia')}</footer>`,
    { css: baseCss('#fff', '#222', '#00663c') },
  ),
},
{
  id: 'xd-clean-centrelink-cost-of-living-faq',
  label: 'clean',
  kind: 'gov-info-page',
  url: 'https://www.servicesaustralia.gov.au/cost-of-living-help-and-scams?context=1&ref=col-faq',
  body: shell(
    'Cost of living help and scams - Services Australia',
    `<header class="top" style="background:#1a1a1a;color:#fff">${mark.coatOfArms(40).replace(/#222/g, '#fff')}<div>Australian Government<br><b>Services Australia</b></div></header>
<main style="max-width:820px">
 <h1>Cost of living help</h1>
 <p>There is no one-off $750 Cost of Living Payment in 2025. Messages saying you can claim one through a link are scams.</p>
 <p>If you're struggling with rising costs, you may be able to get help such as Rent Assistance, the Energy Bill Relief Fund credit (applied automatically by your electricity retailer) or an advance payment.</p>
 <h2>Check what you can get</h2>
 <p>Use the <a href="/payment-and-service-finder">Payment and Service Finder</a> or sign in to your Centrelink online account through <a href="https://my.gov.au">myGov</a>.</p>
 <form action="/search" method="get" role="search"><label for="q">Search Services Australia</label><input id="q" name="q" type="text"><button style="margin-top:10px;background:#00663c">Search</button></form>
</main>
<footer>${acknowledgement('Services Australia')}</footer>`,
    { css: baseCss('#1a1a1a', '#222', '#00663c') },
  ),
},
{
  id: 'xd-clean-msd-mymsd-login',
  label: 'clean',
  kind: 'gov-own-login',
  url: 'https://my.msd.govt.nz/login?ref=wi-header-mymsd',
  body: shell(
    'Log in to MyMSD',
    `<header class="top" style="background:#00364d">${mark.nzgovt(30)}<b style="color:#fff;margin-left:12px">MyMSD</b></header>
<main>
 <h1 style="font-size:24px">Log in to MyMSD</h1>
 <form method="post" action="/login">
  <label>Username</label><input type="text" name="username" autocomplete="username">
  <label>Password</label><input type="password" name="password" autocomplete="current-password">
  <button style="margin-top:16px;background:#00364d">Log in</button>
 </form>
 <p class="muted">Log in with RealMe® · <a href="https://my.msd.govt.nz/forgot">Forgotten your username or password?</a></p>
 <p class="muted">The Winter Energy Payment is paid automatically to people who get eligible payments from May to October. You don't need to apply and we'll never ask for your card details.</p>
</main>
<footer>Te Manatū Whakahiato Ora · Ministry of Social Development</footer>`,
    { lang: 'en-NZ', css: baseCss('#00364d') },
  ),
},
{
  id: 'xd-clean-nzta-rego-renewal-pay',
  label: 'clean',
  kind: 'gov-payment-page',
  url: 'https://transact.nzta.govt.nz/v2/renew-vehicle-licence?src=nzta-online',
  body: shell(
    'Renew your vehicle licence (rego) | NZ Transport Agency Waka Kotahi',
    `<header class="top" style="background:#fff;border-bottom:1px solid #ccc">${mark.waka(32)}</header>
<main style="max-width:560px">
 <h1 style="font-size:24px;color:#0b3a5d">Renew your vehicle licence (rego)</h1>
 <p>You can renew for 3, 6 or 12 months. You'll need your plate number and a credit or debit card.</p>
 <form method="post" action="/v2/renew-vehicle-licence/quote">
  <label>Plate number</label><input type="text" name="plate" style="text-transform:uppercase">
  <label>Licence period</label><select name="months"><option>3 months</option><option>6 months</option><option selected>12 months</option></select>
  <button style="margin-top:16px;background:#0b3a5d">Get price</button>
 </form>
 <h2 style="font-size:18px">Pay</h2>
 <form method="post" action="/v2/renew-vehicle-licence/pay">
  ${cardFields({ holder: 'cardholder', number: 'pan', exp: 'exp', cvv: 'csc' })}
  <button style="margin-top:16px;background:#0b3a5d">Pay now</button>
 </form>
 <p class="muted">We don't send text messages with payment links. If you receive one claiming your rego has expired, it's a scam.</p>
</main>
<footer>NZ Transport Agency Waka Kotahi · Te Kāwanatanga o Aotearoa</footer>`,
    { lang: 'en-NZ', css: baseCss('#fff', '#1a1a1a', '#0b3a5d') },
  ),
},
];
