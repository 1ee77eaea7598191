/**
 * yi- real government, pension and benefit services the volunteers cleared: GOV.UK guidance and
 * calculators, SSA, Medicare, myGov, myIR, CRA, ROS, NHS login, TV Licensing.
 */
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cookieBanner, doc, govUkCss, govUkFooter, govUkHeader, nhsCss, nhsLogo } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-clean-govuk-pension-credit-calculator',
  label: 'clean',
  kind: 'gov-service-form',
  url: 'https://www.gov.uk/pension-credit-calculator/y/england?from=helpline',
  body: doc({
    title: 'Check if you’re eligible for Pension Credit - GOV.UK',
    css: govUkCss,
    body: `${govUkHeader('Check if you’re eligible for Pension Credit', '/pension-credit-calculator')}
<div class="govuk-width-container"><main class="govuk-main-wrapper" id="main-content">
<a href="/pension-credit-calculator" class="govuk-back-link">Back</a>
<form method="post" action="/pension-credit-calculator/y/england" novalidate>
<input type="hidden" name="authenticity_token" value="3vQpX1-l8aZfHt2yq9cGm0bW7kR4nE5uJ_oLs6dVcPiT">
<span class="govuk-caption-l">Question 4 of 7</span>
<h1 class="govuk-heading-l">What is your total weekly income?</h1>
<p>Include your State Pension, any private or workplace pensions, and earnings. Do not include Attendance Allowance, Disability Living Allowance or Personal Independence Payment.</p>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="income">Weekly income</label><span class="govuk-hint">For example, 221.20</span>
<div style="display:flex;align-items:center;gap:6px"><span>£</span><input class="govuk-input govuk-input--width-10" id="income" name="response" inputmode="decimal" spellcheck="false"></div></div>
<details style="margin-bottom:30px"><summary style="color:#1d70b8;cursor:pointer">How to work out weekly income from a monthly amount</summary><p>Multiply the monthly amount by 12, then divide by 52.</p></details>
<button class="govuk-button" type="submit">Continue</button></form>
<p>This calculator gives an estimate only. You can also call the Pension Credit claim line on 0800 99 1234.</p>
</main></div>${govUkFooter}`,
  }),
},
{
  id: 'yi-clean-medicare-plan-finder-zip',
  label: 'clean',
  kind: 'gov-service-form',
  url: 'https://www.medicare.gov/plan-compare/?year=2025&lang=en#/?lang=en&year=2025',
  body: doc({
    title: 'Medicare Plan Finder | Medicare',
    lang: 'en-US',
    css: `body{margin:0;font-family:"Open Sans",Helvetica,Arial,sans-serif;color:#212121}header{display:flex;justify-content:space-between;align-items:center;padding:14px 36px;border-bottom:1px solid #d6d7d9}
.logo{font-size:26px;font-weight:700;color:#0071bc}.hero{background:#f1f1f1;padding:36px}.hero h1{margin:0 0 10px;font-size:32px}
.card{max-width:560px;background:#fff;border:1px solid #d6d7d9;padding:24px;margin-top:20px}label{display:block;font-weight:700;margin:14px 0 6px}
input,select{padding:10px;border:1px solid #5b616b;font-size:16px;width:100%;box-sizing:border-box}.btn{background:#0071bc;color:#fff;border:0;padding:12px 24px;font-size:16px;font-weight:700;border-radius:3px;margin-top:16px}
.tips{padding:20px 36px;font-size:15px}footer{background:#112e51;color:#fff;padding:24px 36px;font-size:13px}`,
    body: `<header><div class="logo">Medicare.gov</div><nav><a href="/account/login">Log in / Create account</a> · 1-800-MEDICARE</nav></header>
<div class="hero"><h1>Find a Medicare plan</h1><p>Compare Medicare drug plans, Medicare Advantage Plans and Medigap policies in your area. Open Enrollment runs October 15 – December 7.</p>
<div class="card"><form id="pf" action="/plan-compare/#/search-results" method="get"><label for="plan">What type of coverage are you looking for?</label>
<select id="plan" name="plan_type"><option value="PLAN_TYPE_MAPD">Medicare Advantage Plan (Part C)</option><option value="PLAN_TYPE_PDP">Drug plan (Part D)</option><option value="MEDIGAP">Medigap policy</option></select>
<label for="zip">ZIP code</label><input id="zip" name="zip" inputmode="numeric" maxlength="5" pattern="[0-9]{5}"><button class="btn">Continue without logging in</button></form>
<p style="font-size:14px">Log in to see your current coverage, saved drugs and pharmacies.</p></div></div>
<div class="tips"><h2>Protect yourself during Open Enrollment</h2><p>Medicare will never call you to sell you a plan or ask for your Medicare Number or bank information. Don’t give your Medicare Number to anyone who contacts you uninvited.</p></div>
<footer>A federal government website managed and paid for by the U.S. Centers for Medicare &amp; Medicaid Services. 7500 Security Boulevard, Baltimore, MD 21244</footer>
<script>document.getElementById('pf').addEventListener('submit',function(e){var z=document.getElementById('zip').value;if(!/^\\d{5}$/.test(z)){e.preventDefault();alert('Enter a valid 5-digit ZIP code.')}});</script>`,
  }),
},
{
  id: 'yi-clean-mygov-au-signin',
  label: 'clean',
  kind: 'gov-own-login',
  url: 'https://my.gov.au/LoginServices/main/login?execution=e2s1&locale=en-AU',
  body: doc({
    title: 'myGov - Sign in',
    lang: 'en-AU',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Public Sans",Arial,sans-serif;background:#f5f5f5;color:#313131}
.h{background:#313131;color:#fff;padding:16px 28px;display:flex;justify-content:space-between;align-items:center}.h b{font-size:26px}.h b span{color:#8ec641}.h a{color:#fff}
main{max-width:900px;margin:30px auto;display:flex;gap:30px;flex-wrap:wrap;padding:0 20px}.c{flex:1 1 380px;background:#fff;padding:28px;border-top:6px solid #8ec641}
label{display:block;font-weight:700;margin:14px 0 5px}input{width:100%;padding:10px;border:1px solid #666;font-size:16px}
button{margin-top:18px;background:#313131;color:#fff;border:0;padding:12px 26px;font-size:16px}.myid{display:block;text-align:center;border:2px solid #313131;padding:12px;color:#313131;text-decoration:none;font-weight:700;margin-top:10px}
footer{background:#313131;color:#ccc;padding:20px 28px;font-size:13px;margin-top:40px}`,
    body: `<div class="h"><b>my<span>Gov</span></b><a href="https://my.gov.au/en/about/help">Help</a></div>
<main><div class="c"><h1>Sign in with myGov</h1>
<form method="post" action="/LoginServices/main/login?execution=e2s1"><input type="hidden" name="_eventId" value="submit">
<label for="userId">Username or email</label><input id="userId" name="userId" autocomplete="username"><p style="font-size:14px"><a href="#">Forgot username</a></p>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password"><p style="font-size:14px"><a href="#">Forgot password</a></p>
<button>Sign in</button></form></div>
<div class="c"><h2>Other ways to sign in</h2><a class="myid" href="/LoginServices/main/myid">Continue with myID</a><a class="myid" href="/LoginServices/main/passkey">Sign in with a passkey</a>
<h3>Scam alert</h3><p>myGov will never send you an email or SMS with a link to sign in. Always type my.gov.au into your browser or use the myGov app.</p></div></main>
<footer>myGov is provided by Services Australia. · Privacy · Terms of use · Accessibility</footer>`,
  }),
},
{
  id: 'yi-clean-tvlicensing-over-75s-pension-credit',
  label: 'clean',
  kind: 'gov-guidance',
  url: 'https://www.tvlicensing.co.uk/check-if-you-need-one/for-your-home/aged-75-or-over-aad5?lang=en',
  body: doc({
    title: 'Aged 75 or over | TV Licensing ™',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.h{background:#e4003b;color:#fff;padding:16px 30px;font-weight:700;font-size:22px}
main{max-width:820px;margin:0 auto;padding:26px 20px;line-height:1.6}.b{display:inline-block;background:#e4003b;color:#fff;padding:12px 22px;text-decoration:none;font-weight:700;border-radius:3px}
.w{background:#fff5d6;border-left:5px solid #f2b600;padding:12px 16px}footer{background:#333;color:#ddd;padding:20px 30px;font-size:13px}`,
    body: `<div class="h">TV Licensing</div>
<main><h1>Aged 75 or over</h1><p>If you’re aged 75 or over and you, or your partner living at the same address, receive Pension Credit, you can apply for a free TV licence.</p>
<h2>How to apply</h2><p>Apply online or call us on 0300 790 6117. We’ll ask for your National Insurance number so we can confirm Pension Credit with the Department for Work and Pensions.</p>
<p><a class="b" href="/apply/over-75s/start">Apply for a free licence</a></p>
<div class="w"><b>Beware of scam emails and texts.</b> We will never email or text you to say you’re due a refund, or ask for your bank details to “reactivate” your licence. If you’re not sure, go to tvlicensing.co.uk directly or call us.</div>
<h2>If you’re not eligible</h2><p>You can pay for your licence in instalments, including weekly or monthly cash payments at PayPoint outlets.</p></main>
<footer>TV Licensing is a trade mark of the BBC and is used under licence by companies contracted by the BBC to administer the collection of television licence fees.</footer>`,
  }),
},
{
  id: 'yi-clean-bitly-to-govuk-pension-credit',
  label: 'clean',
  kind: 'benign-shortener',
  url: 'https://bit.ly/PensionCreditClaim25',
  routes: {
    'bit.ly/PensionCreditClaim25': redirectRoute(301, 'https://www.gov.uk/pension-credit?utm_source=council-leaflet&utm_medium=print'),
    'www.gov.uk/pension-credit?utm_source=council-leaflet&utm_medium=print': htmlRoute(doc({
      title: 'Pension Credit: Overview - GOV.UK',
      css: govUkCss,
      body: `${govUkHeader()}
<div class="govuk-width-container"><main class="govuk-main-wrapper"><h1 class="govuk-heading-xl">Pension Credit</h1>
<ol style="font-size:16px"><li>Overview</li><li><a href="/pension-credit/eligibility">Eligibility</a></li><li><a href="/pension-credit/what-youll-get">What you'll get</a></li><li><a href="/pension-credit/how-to-claim">How to claim</a></li></ol>
<h2 class="govuk-heading-m">1. Overview</h2><p>Pension Credit gives you extra money to help with your living costs if you’re over State Pension age and on a low income. Pension Credit can also help with housing costs such as ground rent or service charges.</p>
<p>You might get extra help if you’re a carer, severely disabled, or responsible for a child or young person.</p>
<div class="govuk-inset-text">If you get Pension Credit you can also get other help, such as a free TV licence if you’re aged 75 or over, and the Winter Fuel Payment.</div>
<p><a class="govuk-button govuk-button--start" href="https://www.gov.uk/apply-pension-credit">Apply now ▸</a></p>
</main></div>${govUkFooter}`,
    })),
  },
},
];
