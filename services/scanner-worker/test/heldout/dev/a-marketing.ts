import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-mkt-sso-docs-configure-idp',
  label: 'clean',
  kind: 'marketing',
  url: 'https://docs.fieldnote.so/admin/sso/configure-saml',
  body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Configure SAML single sign-on | Fieldnote Docs</title>
<link rel="stylesheet" href="/_next/static/css/9c1f7a0e3b2d.css">
<style>
body{margin:0;font-family:"Inter",system-ui,sans-serif;color:#1f2328;display:grid;grid-template-columns:260px 1fr;min-height:100vh}
aside{background:#f6f8fa;border-right:1px solid #d0d7de;padding:20px;font-size:14px}
aside a{display:block;color:#1f2328;text-decoration:none;padding:4px 0}aside a.on{color:#0969da;font-weight:600}
main{padding:30px 50px;max-width:820px;line-height:1.65}
pre{background:#f6f8fa;border:1px solid #d0d7de;border-radius:6px;padding:12px;font-size:13px;overflow:auto}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{border:1px solid #d0d7de;padding:8px;text-align:left}
.tabs span{display:inline-block;padding:6px 12px;border:1px solid #d0d7de;border-bottom:0;border-radius:6px 6px 0 0;font-size:13px;margin-right:4px}
.tabs span.on{background:#fff;font-weight:600}
.callout{background:#ddf4ff;border-left:4px solid #0969da;padding:10px 14px;font-size:14px}
</style>
</head>
<body>
<aside><b>Fieldnote Docs</b><br><br><a href="/admin">Admin guide</a><a href="/admin/users">Users &amp; groups</a><a class="on" href="/admin/sso/configure-saml">SAML SSO</a><a href="/admin/sso/scim">SCIM provisioning</a><a href="/admin/sso/google">Sign in with Google</a><a href="/admin/security/mfa">Enforce MFA</a></aside>
<main>
<h1>Configure SAML single sign-on</h1>
<p>On the Business and Enterprise plans, workspace owners can require members to sign in through your identity provider (IdP). Fieldnote supports any SAML 2.0 IdP, with step-by-step guides for Microsoft Entra ID, Okta, Google Workspace, OneLogin, JumpCloud and Auth0.</p>
<div class="tabs"><span class="on">Microsoft Entra ID</span><span>Okta</span><span>Google Workspace</span><span>Other</span></div>
<ol>
<li>In the <a href="https://entra.microsoft.com">Microsoft Entra admin center</a>, go to <b>Enterprise applications › New application › Create your own application</b>.</li>
<li>Under <b>Single sign-on</b>, choose <b>SAML</b> and enter the values below.</li>
<li>Download the <b>Federation Metadata XML</b> and upload it in Fieldnote under <b>Settings › Security › SSO</b>.</li>
</ol>
<table><tr><th>Field</th><th>Value</th></tr><tr><td>Identifier (Entity ID)</td><td><code>https://app.fieldnote.so/saml/metadata/&lt;workspace-id&gt;</code></td></tr><tr><td>Reply URL (ACS)</td><td><code>https://app.fieldnote.so/saml/acs</code></td></tr><tr><td>Sign-on URL</td><td><code>https://app.fieldnote.so/login?sso=&lt;workspace-slug&gt;</code></td></tr></table>
<p>When SSO is enforced, the Fieldnote login page shows only an <b>Email</b> field. After you enter your work address, you're redirected to your company's sign-in page — for example <code>login.microsoftonline.com</code> or <code>yourcompany.okta.com</code> — and back to Fieldnote once you've authenticated.</p>
<pre>&lt;saml2:Attribute Name="http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress"&gt;
  &lt;saml2:AttributeValue&gt;jordan@yourcompany.com&lt;/saml2:AttributeValue&gt;
&lt;/saml2:Attribute&gt;</pre>
<div class="callout">Fieldnote never asks for your IdP password. If you see a page asking for your Microsoft or Okta password on a domain other than your IdP's, close it and contact your IT team.</div>
</main>
</body>
</html>`,
},
{
  id: 'a-mkt-event-tickets-wallets',
  label: 'clean',
  kind: 'marketing',
  url: 'https://tickets.sommerklang-festival.at/de/event/2025',
  body: `<!DOCTYPE html>
<html lang="de-AT">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sommerklang Festival 2025 – Tickets</title>
<style>
body{margin:0;font-family:"Poppins",Arial,sans-serif;background:#13111c;color:#f7f4ff}
.hero{background:linear-gradient(135deg,#ff5f6d,#ffc371);color:#13111c;padding:60px 30px;text-align:center}
.hero h1{font-size:48px;margin:0}
.w{max-width:880px;margin:30px auto;padding:0 20px}
.t{display:flex;justify-content:space-between;align-items:center;background:#1f1b2e;border-radius:12px;padding:18px 22px;margin-bottom:12px}
.t button{background:#ff5f6d;color:#fff;border:0;border-radius:8px;padding:10px 18px;font-weight:700}
.pay{font-size:13px;color:#b9b3cc;text-align:center;margin-top:20px}
.lineup{columns:3;font-size:15px;color:#d9d3ef}
</style>
</head>
<body>
<div class="hero"><h1>SOMMERKLANG 2025</h1><p>18.–20. Juli · Seepark Klagenfurt</p></div>
<div class="w">
<h2>Tickets</h2>
<div class="t"><div><b>3-Tages-Pass</b><br><small>inkl. Camping</small></div><div>€ 149,00 <button>In den Warenkorb</button></div></div>
<div class="t"><div><b>Tagesticket Samstag</b></div><div>€ 69,00 <button>In den Warenkorb</button></div></div>
<div class="t"><div><b>VIP 3-Tage</b><br><small>Lounge, eigene Bar, Shuttle</small></div><div>€ 289,00 <button>In den Warenkorb</button></div></div>
<p class="pay">Sicher bezahlen mit Kreditkarte (Visa, Mastercard), Apple Pay, Google Pay, PayPal, EPS-Überweisung und Klarna. Ihre Tickets kommen per E-Mail und lassen sich in Apple Wallet oder Google Wallet speichern.</p>
<p class="pay">Achtung: Kaufen Sie Tickets nur hier oder bei unseren offiziellen Partnern oeticket und Eventim. Angebote auf Facebook oder Instagram von Privatpersonen sind oft betrügerisch.</p>
<h2>Line-up</h2>
<div class="lineup">Bilderbuch<br>Parov Stelar<br>Mavi Phoenix<br>Wanda<br>Oehl<br>Eli Preiss<br>Garish<br>Pressyes<br>Anna Mabo</div>
</div>
</body>
</html>`,
},
];
