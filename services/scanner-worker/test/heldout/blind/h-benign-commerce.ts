import { htmlRoute, type Entry } from '../entry.js';
import { analytics, cookieBar, css, doc, img, js, json } from '../parts/h-parts.js';

export const entries: Entry[] = [
  // h-ok-stripe-hosted-checkout
{
  id: 'h-ok-stripe-hosted-checkout',
  label: 'clean',
  kind: 'payment-hosted',
  url: 'https://checkout.stripe.com/c/pay/cs_live_a1Qz8XbK2pLmN7rT4vW0yC3eF6gH9jK#fidkdWxOYHwnPyd1blpxYHZxWjA0T',
  body: doc({
    title: 'Rivet & Pine Woodworking',
    css: `body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;color:#1a1a1a}.app{display:flex;min-height:100vh}.ov{flex:1;background:#fff;padding:80px 60px 0 12%;box-shadow:15px 0 30px 0 #00000012}.ov .m{display:flex;align-items:center;gap:10px;font-size:14px}.ov .m i{width:28px;height:28px;border-radius:50%;background:#7a4b2a;display:inline-block}.ov h1{font-size:36px;margin:24px 0 4px}.ov .pr{font-size:14px;color:#1a1a1a99}.li{display:flex;justify-content:space-between;margin:30px 0;font-size:14px;max-width:380px}.py{flex:1;padding:80px 12% 0 60px}label{display:block;font-size:13px;color:#1a1a1ab3;margin:16px 0 6px}input,select{width:100%;padding:10px 12px;border:1px solid #e0e0e0;border-radius:6px;box-sizing:border-box;font-size:16px;box-shadow:0 1px 1px #0000000a}.cg input{border-radius:0}.cg input:first-child{border-radius:6px 6px 0 0}.cg .two{display:flex}.cg .two input:first-child{border-radius:0 0 0 6px}.cg .two input:last-child{border-radius:0 0 6px 0}button{margin-top:24px;width:100%;background:#0074d4;color:#fff;border:0;border-radius:6px;padding:14px;font-size:16px;font-weight:500}.pw{text-align:center;font-size:12px;color:#1a1a1a80;margin-top:26px}`,
    body: `<div class="app"><div class="ov"><div class="m"><i></i><span>← Rivet &amp; Pine Woodworking</span> <small style="background:#ffde92;padding:1px 6px;border-radius:4px">TEST MODE OFF</small></div><div class="pr">Pay Rivet &amp; Pine Woodworking</div><h1>$148.00</h1><div class="li"><span>Weekend Joinery Workshop (Dec 13–14)<br><small style="color:#888">Qty 1</small></span><span>$140.00</span></div><div class="li"><span>Sales tax</span><span>$8.00</span></div></div>
<div class="py"><button style="background:#000;margin-top:0">Pay with  Pay</button><p style="text-align:center;color:#888;font-size:13px">Or pay with card</p>
<form id="payment-form"><label>Email</label><input type="email" autocomplete="email"><label>Card information</label><div class="cg"><input placeholder="1234 1234 1234 1234" autocomplete="cc-number" inputmode="numeric"><div class="two"><input placeholder="MM / YY" autocomplete="cc-exp"><input placeholder="CVC" autocomplete="cc-csc"></div></div><label>Cardholder name</label><input placeholder="Full name on card" autocomplete="cc-name"><label>Country or region</label><select><option>United States</option><option>Canada</option></select><input placeholder="ZIP" style="margin-top:-1px;border-radius:0 0 6px 6px"><label style="display:flex;gap:8px;align-items:center"><input type="checkbox" style="width:auto"> Save my information for faster checkout with Link</label><button type="submit">Pay</button></form>
<p class="pw">Powered by <b>stripe</b> &nbsp;|&nbsp; <a href="https://stripe.com/legal/end-users">Terms</a> &nbsp; <a href="https://stripe.com/privacy">Privacy</a></p></div></div>
<script>document.getElementById('payment-form').addEventListener('submit',function(e){e.preventDefault();this.querySelector('button[type=submit]').textContent='Processing…'});</script>`,
  }),
},
  // h-ok-gov-uk-hmrc-signin
{
  id: 'h-ok-gov-uk-hmrc-signin',
  label: 'clean',
  kind: 'tax-real',
  url: 'https://www.tax.service.gov.uk/bas-gateway/sign-in?continue_url=%2Fself-assessment%2Fview-return&origin=SA',
  body: doc({
    lang: 'en-GB',
    title: 'Sign in using Government Gateway - GOV.UK',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#0b0c0c}.gh{background:#0b0c0c;color:#fff;padding:10px 30px;font-weight:bold;font-size:24px;border-bottom:10px solid #1d70b8}.sv{padding:8px 30px;font-weight:bold;border-bottom:1px solid #b1b4b6}.wr{max-width:640px;margin:30px auto;padding:0 20px}h1{font-size:40px}label{display:block;font-weight:bold;font-size:19px;margin-top:20px}.hint{color:#505a5f}input{width:100%;max-width:320px;padding:6px;border:2px solid #0b0c0c;font-size:19px}.bt{margin-top:26px;background:#00703c;color:#fff;border:0;padding:9px 14px;font-size:19px;box-shadow:0 2px 0 #002d18}.ins{border-left:10px solid #b1b4b6;padding:10px 14px}`,
    body: `<div class="gh">GOV.UK</div><div class="sv">HMRC online services</div><div class="wr">
<h1>Sign in using Government Gateway</h1><form method="post" action="/bas-gateway/sign-in" novalidate><input type="hidden" name="csrfToken" value="8b3f0d5c..."><label for="user_id">Government Gateway user ID</label><span class="hint">This could be up to 12 characters.</span><input id="user_id" name="user_id" autocomplete="username"><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password"><br><button class="bt">Sign in</button></form>
<p><a href="/account-recovery/choose-account-type">Problems signing in</a></p><p><a href="/bas-gateway/register">Create sign in details</a></p>
<div class="ins">HMRC will never send notifications of a tax rebate by email or text message, or ask you to disclose personal or payment information by email. <a href="https://www.gov.uk/government/organisations/hm-revenue-customs/contact/reporting-fraudulent-emails">Report suspicious emails</a>.</div>
<p style="margin-top:40px;font-size:14px"><a href="#">Cookies</a> · <a href="#">Accessibility statement</a> · <a href="#">Privacy policy</a> · © Crown copyright</p></div>`,
  }),
},
  // h-ok-adyen-pay-by-link
{
  id: 'h-ok-adyen-pay-by-link',
  label: 'clean',
  kind: 'payment-hosted',
  url: 'https://eu.adyen.link/PL61E3C8D0A9B7F4C2',
  body: doc({
    lang: 'nl',
    title: 'Betaal Fietsenmakerij De Spaak',
    css: `body{margin:0;background:#f3f6f9;font-family:"Fakt",-apple-system,"Segoe UI",sans-serif;color:#00112c}.c{max-width:480px;margin:40px auto}.m{background:#fff;border-radius:12px;padding:24px;margin-bottom:16px}.m h1{font-size:28px;margin:6px 0}.pm{background:#fff;border-radius:12px;overflow:hidden}.pm div{padding:16px 20px;border-bottom:1px solid #e6e9eb;display:flex;align-items:center;gap:12px}.pm input{flex:1;padding:10px;border:1px solid #b9c4c9;border-radius:6px}.pb{width:100%;background:#00112c;color:#fff;border:0;border-radius:6px;padding:14px;font-size:16px;margin-top:14px}.ft{text-align:center;font-size:12px;color:#687282;margin-top:16px}`,
    body: `<div class="c"><div class="m"><small>Fietsenmakerij De Spaak · Utrecht</small><h1>€ 189,50</h1><p style="font-size:14px">Onderhoudsbeurt + nieuwe ketting en cassette (werkorder 2026-1187)</p><small>Link verloopt op 6 december 2026</small></div>
<div class="pm"><div>● iDEAL <select style="margin-left:auto"><option>Kies je bank</option><option>ABN AMRO</option><option>ING</option><option>Rabobank</option><option>ASN Bank</option><option>bunq</option></select></div><div>○ Creditcard</div><div>○ Bancontact</div></div>
<button class="pb">Betaal € 189,50</button><p class="ft">Beveiligde betaling via <b>adyen</b> · Privacyverklaring</p></div>`,
  }),
},
];
