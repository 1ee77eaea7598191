import type { Entry } from '../entry.js';
import { shell, baseCss, mark } from '../parts/xd-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'xd-clean-commbank-netbank-logon',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.my.commbank.com.au/netbank/Logon/Logon.aspx?ei=mv_netbank-logon_hp-q4',
  body: shell(
    'NetBank - Log on to NetBank - Enjoy simple and secure online banking from Commonwealth Bank',
    `<header class="top">${mark.commbank(40)}<span style="font-weight:700;font-size:18px">NetBank</span><nav style="margin-left:auto;font-size:14px"><a href="https://www.commbank.com.au/">commbank.com.au</a> · <a href="https://www.commbank.com.au/support.html">Help</a></nav></header>
<main>
 <h1 style="font-size:24px;margin:0 0 10px">Log on to NetBank</h1>
 <form id="form1" method="post" action="/netbank/Logon/Logon.aspx?ei=mv_netbank-logon_hp-q4" autocomplete="off">
  <input type="hidden" name="__VIEWSTATE" value="/wEPDwUKMTY1NDU2MTA1MmRkZ7e8pH4c1QW1lq3mN0e2wqz1e5A=">
  <input type="hidden" name="__EVENTVALIDATION" value="/wEdAAX8rE2a9a1b5c0N6L6sAEv0Vb2w1Q==">
  <label for="txtMyClientNumber_field">Client number</label><input type="text" id="txtMyClientNumber_field" name="txtMyClientNumber$field" inputmode="numeric" maxlength="8">
  <label for="txtMyPassword_field">Password</label><input type="password" id="txtMyPassword_field" name="txtMyPassword$field">
  <p><input type="checkbox" id="chkRemember_field" name="chkRemember$field"> <label for="chkRemember_field" style="display:inline;font-weight:400">Remember client number</label></p>
  <button type="submit" id="btnLogon_field" style="background:#000">Log on</button>
 </form>
 <p class="muted"><a href="https://www.commbank.com.au/digital-banking/netbank/forgotten-log-on-details.html">I've forgotten my log on details</a> · <a href="/netbank/Registration/Registration.aspx">Register for NetBank now</a></p>
 <div style="background:#f5f5f5;padding:12px;border-radius:4px;font-size:13px;margin-top:16px"><b>Protect yourself from scams.</b> We'll never send you a link asking you to log on to NetBank, and we'll never ask you to share your NetCode over the phone. If you're unsure, call us on 13 2221.</div>
</main>
<footer>Commonwealth Bank of Australia ABN 48 123 123 124 AFSL and Australian credit licence 234945 · <a href="https://www.commbank.com.au/important-info/privacy.html">Privacy</a> · <a href="https://www.commbank.com.au/security-privacy.html">Security</a></footer>
<script src="/netbank/Logon/Scripts/nb-logon.2025.10.2.min.js"></script>`,
    { css: baseCss('#ffcc00', '#1a1a1a', '#000'), head: '<link rel="canonical" href="https://www.my.commbank.com.au/netbank/Logon/Logon.aspx">' },
  ),
  routes: {
    'www.my.commbank.com.au/netbank/Logon/Scripts/nb-logon.2025.10.2.min.js': jsRoute(
      `(function(){var f=document.getElementById('form1');var c=document.getElementById('txtMyClientNumber_field');try{var s=localStorage.getItem('nb.cn');if(s){c.value=s;document.getElementById('chkRemember_field').checked=true}}catch(e){}f.addEventListener('submit',function(){try{if(document.getElementById('chkRemember_field').checked)localStorage.setItem('nb.cn',c.value);else localStorage.removeItem('nb.cn')}catch(e){}});})();`,
    ),
  },
},
{
  id: 'xd-clean-commbank-netcode-verify',
  label: 'clean',
  kind: 'bank-own-otp',
  url: 'https://www.my.commbank.com.au/netbank/Logon/NetCodeChallenge.aspx?RID=Kk2q7v&SID=a8d1',
  body: shell(
    'NetBank - NetCode',
    `<header class="top">${mark.commbank(40)}<span style="font-weight:700;font-size:18px">NetBank</span></header>
<main>
 <h1 style="font-size:22px">Enter your NetCode</h1>
 <p>We've sent a NetCode by SMS to your mobile number ending in <b>•• 218</b>. It's valid for 5 minutes.</p>
 <form method="post" action="/netbank/Logon/NetCodeChallenge.aspx?RID=Kk2q7v&amp;SID=a8d1">
  <label for="netcode">NetCode</label><input type="tel" id="netcode" name="NetCode" maxlength="6" autocomplete="one-time-code">
  <button style="background:#000;margin-top:14px">Submit</button>
 </form>
 <p class="muted"><a href="?resend=1">Send me a new NetCode</a></p>
 <p class="muted">Never share your NetCode with anyone, including people claiming to be from CommBank. We'll never ask for it.</p>
</main>
<footer>Commonwealth Bank of Australia ABN 48 123 123 124</footer>`,
    { css: baseCss('#ffcc00', '#1a1a1a', '#000') },
  ),
},
{
  id: 'xd-clean-asb-online-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://online.asb.co.nz/auth/?fm=header:login&ctx=personal',
  body: shell(
    'ASB Login',
    `<header class="top">${mark.asb(36)}</header>
<main>
 <h1 style="font-size:22px">Log in to ASB</h1>
 <form method="post" action="/auth/login">
  <label>Username</label><input type="text" name="username" autocomplete="username">
  <label>Password</label><input type="password" name="password" autocomplete="current-password">
  <button style="margin-top:16px;background:#111">Log in</button>
 </form>
 <p class="muted"><a href="https://www.asb.co.nz/online-banking/forgot-username-password.html">Forgot your username or password?</a></p>
 <div style="background:#fffbe0;padding:10px;font-size:13px">Remember: ASB will never ask you for your NetCode or password via email, text or phone call.</div>
</main>
<footer>ASB Bank Limited</footer>`,
    { lang: 'en-NZ', css: baseCss('#ffd600', '#111', '#111') },
  ),
},
];
