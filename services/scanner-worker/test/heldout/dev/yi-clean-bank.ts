/**
 * yi- real bank sign-ins on their own hostnames, a bank's own scam-advice page, a care group's staff
 * portal, an investment platform's log-in and an energy supplier's account log-in.
 */
import { type Entry } from '../entry.js';
import { articleCss, bankCss, doc, wordmark } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-clean-nationwide-internet-bank-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://onlinebanking.nationwide.co.uk/AccessManagement/Login?returnUrl=%2FAccounts',
  body: doc({
    title: 'Log in to Internet Bank | Nationwide',
    css: bankCss('#1a1a6c', '#e3000f', '"Nationwide Sans",Arial,sans-serif') + `.row input{text-align:center}`,
    body: `<header class="top"><span>${wordmark('Nationwide', '#1a1a6c', '#fff', 140)}</span><span><a href="https://www.nationwide.co.uk/help">Help</a><a href="https://www.nationwide.co.uk/contact-us">Contact us</a></span></header>
<div class="wrap"><div class="panel"><h1>Log in to Internet Bank</h1><p class="sub">Use your customer number and card reader, or your passnumber and memorable data.</p>
<form method="post" action="/AccessManagement/Login?returnUrl=%2FAccounts" autocomplete="off"><input type="hidden" name="__RequestVerificationToken" value="CfDJ8Nq2X1-0aLzq8b0Kq9kHfA7mF4sJdP3yV6tW">
<label for="cn">Customer number</label><input type="text" id="cn" name="CustomerNumber" inputmode="numeric" maxlength="10">
<label><input type="checkbox" name="RememberMe"> Remember my customer number</label>
<fieldset style="border:0;padding:0;margin-top:16px"><legend style="font-weight:700;font-size:14px">How do you want to log in?</legend>
<label><input type="radio" name="LoginMethod" value="CardReader" checked> Card reader</label><label><input type="radio" name="LoginMethod" value="Passnumber"> Passnumber and memorable data</label></fieldset>
<button class="btn">Log in</button></form>
<p class="help"><a href="https://www.nationwide.co.uk/help/internet-banking/forgotten-details/">Forgotten your details?</a></p></div>
<div class="panel help"><h3>We’ll never ask you to</h3><ul><li>move money to a ‘safe account’</li><li>give us your full passnumber or card reader codes over the phone</li><li>download software so we can access your computer</li></ul><p>If someone asks you to do any of these, hang up and call us on 0800 030 4557.</p></div></div>
<footer class="legal">Nationwide Building Society is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority under registration number 106078. Head Office: Nationwide House, Pipers Way, Swindon SN38 1NW.</footer>`,
  }),
},
{
  id: 'yi-clean-commbank-netbank-logon',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.my.commbank.com.au/netbank/Logon/Logon.aspx?ei=mv_logon-NB&pmd=cba-home',
  body: doc({
    title: 'NetBank - Log on to NetBank - Enjoy simple and secure online banking from Commonwealth Bank',
    lang: 'en-AU',
    css: `*{box-sizing:border-box}body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#fff;color:#000}
.hd{background:#ffcc00;padding:16px 26px;display:flex;align-items:center;gap:14px}.dm{width:34px;height:34px;background:#000;transform:rotate(45deg)}
main{max-width:960px;margin:0 auto;display:flex;gap:40px;padding:30px 20px;flex-wrap:wrap}.box{flex:1 1 380px}
label{display:block;font-size:14px;margin:16px 0 5px}input[type=text],input[type=password]{width:100%;padding:12px;border:1px solid #999;border-radius:4px;font-size:16px}
button{margin-top:22px;background:#ffcc00;border:0;padding:14px 40px;font-weight:700;font-size:16px;border-radius:4px}.side{flex:1 1 340px;font-size:15px;line-height:1.6}`,
    body: `<div class="hd"><div class="dm"></div><b>CommBank · NetBank</b></div>
<main><div class="box"><h1>Log on to NetBank</h1>
<form method="post" action="/netbank/Logon/Logon.aspx?ei=mv_logon-NB&pmd=cba-home" autocomplete="off"><input type="hidden" name="__VIEWSTATE" value="/wEPDwULLTE2MDQ3OTk5NzlkZA==">
<label for="txtMyClientNumber_field">Client number</label><input type="text" id="txtMyClientNumber_field" name="txtMyClientNumber$field" maxlength="8" inputmode="numeric">
<label for="txtMyPassword_field">Password</label><input type="password" id="txtMyPassword_field" name="txtMyPassword$field">
<label><input type="checkbox" name="chkRemember$field"> Remember client number</label><button>Log on</button></form>
<p><a href="#">I've forgotten my log on details</a></p></div>
<div class="side"><h2>Stay safe</h2><p>We'll never send you a link by SMS asking you to log on, and we'll never ask you for your NetCode over the phone.</p><p>Think you've been scammed? Call us straight away on 13 2221.</p></div></main>`,
  }),
},
{
  id: 'yi-clean-rbc-online-banking-signin',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://secure.royalbank.com/statics/login-service-ui/index?LANGUAGE=ENGLISH#/full/signin',
  body: doc({
    title: 'RBC Online Banking - Sign In',
    lang: 'en-CA',
    css: bankCss('#005daa', '#005daa'),
    body: `<header class="top"><span>${wordmark('RBC', '#005daa', '#ffd200', 70)}</span><span><a href="https://www.rbc.com/privacysecurity/ca/">Privacy &amp; Security</a><a href="#">Français</a></span></header>
<div class="wrap"><div class="panel"><h1>Sign In to Online Banking</h1>
<form method="post" action="/sgw1/olb/index-en/#/signin" autocomplete="off">
<label for="K1">Client Card or Username</label><input type="text" id="K1" name="K1" autocomplete="username">
<label><input type="checkbox" name="SAVE_USERID"> Save client card or username</label>
<label for="Q1">Password</label><input type="password" id="Q1" name="Q1" autocomplete="current-password">
<button class="btn">Sign In</button></form>
<p class="help"><a href="#">Recover your username</a> · <a href="#">Reset your password</a> · <a href="#">Enrol in Online Banking</a></p></div>
<div class="panel help"><h3>Interac e-Transfer scams</h3><p>Government agencies like the CRA never send refunds by Interac e-Transfer. If you receive a deposit notice you weren’t expecting, don’t click the link – sign in to Online Banking directly.</p></div></div>
<footer class="legal">Royal Bank of Canada Website, © 1995-2025 · <a href="#">Legal</a><a href="#">Accessibility</a><a href="#">Advertising &amp; Cookies</a></footer>`,
  }),
},
{
  id: 'yi-clean-natwest-safe-account-scam-advice',
  label: 'clean',
  kind: 'bank-scam-advice',
  url: 'https://www.natwest.com/fraud-and-security/scams/safe-account-scams.html?intcam=helpline',
  body: doc({
    title: 'Safe account scams | NatWest',
    css: articleCss('#5a287d'),
    body: `<header class="site-header"><a class="brand" href="https://www.natwest.com/">NatWest</a><nav><a href="/banking">Banking</a><a href="/mortgages">Mortgages</a><a href="/fraud-and-security">Fraud &amp; security</a><a href="https://www.nwolb.com/default.aspx">Log in</a></nav></header>
<main><h1>Safe account scams</h1><p class="meta">Fraud and security · Scams</p>
<p>A fraudster contacts you pretending to be from our fraud team, the police or another organisation you trust. They tell you your account is at risk and you need to move your money to a new “safe account” to protect it. The account actually belongs to the criminal.</p>
<h2>What the fraudster might say</h2>
<blockquote>“This is the NatWest fraud team. We’ve spotted a payment of £849.99 to a new payee. Was that you? No? Then your account has been compromised and we need to move your money to a safe account today.”</blockquote>
<blockquote>“Don’t tell the staff in your branch – one of them is under investigation. If they ask, say the money is for building work.”</blockquote>
<div class="callout"><b>We will never ask you to move money to a safe account.</b> We will never ask for your full PIN or password, or ask you to download software so we can see your screen.</div>
<h2>What to do</h2><ol><li>Hang up. Wait five minutes or use a different phone.</li><li>Call 159 – it will connect you to your bank safely.</li><li>If you’ve already made a payment, call us on 0800 161 5153 straight away. Report it to Action Fraud on 0300 123 2040.</li></ol></main>
<footer class="site-footer">National Westminster Bank plc. Registered in England and Wales (Registered Number 929027). Registered Office: 250 Bishopsgate, London EC2M 4AA.</footer>`,
  }),
},
];
