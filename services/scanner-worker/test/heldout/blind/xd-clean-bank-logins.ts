import type { Entry } from '../entry.js';
import { shell, baseCss, mark, dataLayer } from '../parts/xd-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'xd-clean-westpac-online-banking-signin',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://banking.westpac.com.au/wbc/banking/handler?TAM_OP=login&segment=personal&logout=false&origin=hp-nav-2025',
  body: shell(
    'Sign in | Westpac',
    `<header class="top" style="background:#fff;border-bottom:4px solid #da1710">${mark.westpac(30)}<nav style="margin-left:auto;font-size:14px"><a href="https://www.westpac.com.au/personal-banking/">Personal</a> · <a href="https://www.westpac.com.au/business-banking/">Business</a> · <a href="https://www.westpac.com.au/contact-us/">Contact us</a></nav></header>
<main>
 <h1 style="font-size:26px;font-weight:400">Sign in to Online Banking</h1>
 <form id="login" method="post" action="/wbc/banking/handler?TAM_OP=login&amp;segment=personal">
  <label for="fakeusername">Customer ID</label><input type="text" id="fakeusername" name="username" inputmode="numeric" maxlength="8" autocomplete="username">
  <label for="password">Password</label><input type="password" id="password" name="password" autocomplete="current-password">
  <p><label style="display:inline;font-weight:400"><input type="checkbox" name="remember"> Remember Customer ID</label></p>
  <button style="background:#da1710">Sign in</button>
 </form>
 <p class="muted"><a href="/wbc/banking/handler?fi=1">Forgotten your Customer ID or password?</a> · <a href="https://www.westpac.com.au/personal-banking/online-banking/register/">Register for Online Banking</a></p>
 <p style="font-size:13px;background:#fff3f2;padding:12px">Westpac will never send you a text message or email with a link to sign in. Protect yourself: type westpac.com.au into your browser or use the Westpac App.</p>
</main>
<footer>© Westpac Banking Corporation ABN 33 007 457 141 AFSL and Australian credit licence 233714</footer>
${dataLayer('G-WBC7Q1X2Z3')}`,
    { css: baseCss('#fff', '#1f1c4f', '#da1710') },
  ),
},
{
  id: 'xd-clean-anz-internet-banking-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://login.anz.com/internetbanking?src=anzcomau-header-logon',
  body: shell(
    'Log on to ANZ Internet Banking | ANZ',
    `<header class="top">${mark.anz(34)}<nav style="margin-left:auto;font-size:14px;color:#fff">Personal · Business · Help</nav></header>
<main style="max-width:520px">
 <h1 style="font-size:22px;color:#004165">Log on to ANZ Internet Banking</h1>
 <form method="post" action="/internetbanking/authenticate" id="logonForm">
  <input type="hidden" name="csrf" value="f0b2c9e7-31a4-4b1f-9e2a-7dc8b1a0e442">
  <label for="crn">Customer Registration Number (CRN)</label><input type="text" id="crn" name="crn" maxlength="9" autocomplete="username">
  <label for="password">Password</label><input type="password" id="password" name="password" autocomplete="current-password">
  <button style="width:100%;margin-top:18px;background:#007dba">Log on</button>
 </form>
 <p class="muted"><a href="https://www.anz.com.au/support/internet-banking/forgot-crn-password/">Forgotten your CRN or password?</a> · <a href="https://www.anz.com.au/internet-banking/register/">Register</a></p>
 <p class="muted">ANZ will never ask for your password, PIN or ANZ security codes by phone, SMS or email.</p>
</main>
<footer>Australia and New Zealand Banking Group Limited (ANZ) ABN 11 005 357 522</footer>`,
    { css: baseCss('#004165', '#1a1a1a', '#007dba') },
  ),
},
{
  id: 'xd-clean-nab-ib-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://ib.nab.com.au/login?ref=nabcomau-toplogin',
  body: shell(
    'NAB Internet Banking',
    `<header class="top" style="background:#fff;border-bottom:1px solid #ddd">${mark.nab(36)}</header>
<main>
 <h1 style="font-size:22px">Login to NAB Internet Banking</h1>
 <form method="post" action="/nabib/login.ctl" id="loginForm">
  <label for="userid">NAB ID</label><input type="text" id="userid" name="userid" autocomplete="username">
  <label for="password">Password</label><input type="password" id="password" name="password" autocomplete="current-password">
  <button style="margin-top:18px;background:#c20000">Login</button>
 </form>
 <p class="muted"><a href="https://www.nab.com.au/personal/online-banking/nab-internet-banking/forgotten-password">Forgotten your NAB ID or password?</a></p>
 <p style="font-size:13px">NAB will never ask you to confirm your login details by clicking a link in an SMS or email. <a href="https://www.nab.com.au/about-us/security">Learn about security</a>.</p>
</main>
<footer>©2025 National Australia Bank Limited ABN 12 004 044 937 AFSL and Australian Credit Licence 230686</footer>
<script src="/static/js/ib-login.4a7e91.min.js"></script>`,
    { css: baseCss('#fff', '#000', '#c20000') },
  ),
  routes: {
    'ib.nab.com.au/static/js/ib-login.4a7e91.min.js': jsRoute(`(function(){var f=document.getElementById('loginForm');f.addEventListener('submit',function(e){if(!f.userid.value||!f.password.value){e.preventDefault();alert('Please enter your NAB ID and password.')}})})();`),
  },
},
{
  id: 'xd-clean-bendigo-ebanking-signin',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://banking.bendigobank.com.au/banking/sign-in?source=bb-hp-logon',
  body: shell(
    'Sign in | Bendigo Bank e-banking',
    `<header class="top" style="background:#fff;border-bottom:3px solid #a6093d">${mark.bendigo(34)}</header>
<main>
 <h1 style="font-size:22px;color:#a6093d">Sign in to e-banking</h1>
 <form method="post" action="/banking/sign-in">
  <label>Access ID</label><input type="text" name="AccessId" autocomplete="username">
  <label>Password</label><input type="password" name="Password" autocomplete="current-password">
  <button style="width:100%;margin-top:16px;background:#a6093d">Sign in</button>
 </form>
 <p class="muted"><a href="https://www.bendigobank.com.au/personal/banking-online/e-banking/">Need help signing in?</a></p>
 <p class="muted">Bendigo and Adelaide Bank Limited ABN 11 068 049 178 AFSL / Australian Credit Licence 237879.</p>
</main>`,
    { css: baseCss('#fff', '#222', '#a6093d') },
  ),
},
{
  id: 'xd-clean-kiwibank-ib-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.ib.kiwibank.co.nz/login/?from=kb-header',
  body: shell(
    'Log in | Kiwibank',
    `<header class="top" style="background:#fff;border-bottom:1px solid #e2e2e2">${mark.kiwibank(34)}<span style="margin-left:auto;font-size:13px">Kia ora</span></header>
<main>
 <h1 style="font-size:24px">Log in to internet banking</h1>
 <form method="post" action="/login/">
  <label>Access number</label><input type="text" name="accessNumber" inputmode="numeric" autocomplete="username">
  <label>Password</label><input type="password" name="password" autocomplete="current-password">
  <button style="margin-top:16px;background:#00953a">Log in</button>
 </form>
 <p class="muted"><a href="https://www.kiwibank.co.nz/contact-us/support/">Forgotten your access number or password?</a></p>
 <p class="muted">We'll never send you a link to log in, or ask for your password or Kiwibank Keyring codes.</p>
</main>
<footer>Kiwibank Limited</footer>`,
    { lang: 'en-NZ', css: baseCss('#fff', '#1b1b1b', '#00953a') },
  ),
},
{
  id: 'xd-clean-bnz-personal-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://secure.bnz.co.nz/auth/personal-login?src=bnz-home',
  body: shell(
    'Internet Banking Login | BNZ',
    `<header class="top">${mark.bnz(36)}</header>
<main>
 <h1 style="font-size:22px;color:#002f6c">Internet Banking</h1>
 <form method="post" action="/auth/personal-login">
  <label>Access number</label><input type="text" name="principal" inputmode="numeric" autocomplete="username">
  <label>Password</label><input type="password" name="credentials" autocomplete="current-password">
  <button style="margin-top:16px;background:#002f6c">Log in</button>
 </form>
 <p class="muted"><a href="https://www.bnz.co.nz/support/banking/internet-banking/forgotten-password">Forgotten your password?</a></p>
 <p class="muted">BNZ will never ask you to click a link to log in or to give us your password over the phone.</p>
</main>
<footer>Bank of New Zealand</footer>`,
    { lang: 'en-NZ', css: baseCss('#002f6c', '#111', '#002f6c') },
  ),
},
];
