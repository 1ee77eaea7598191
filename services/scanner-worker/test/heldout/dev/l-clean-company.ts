import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, msLogo, msCss, dataLayer, cookieBar, jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/l-kit.js';

// The company's own SSO, intranet, HR and IT pages, plus its security-awareness provider.

const intraCss = `body{margin:0;font-family:"Segoe UI",Arial;background:#f4f6f8;color:#1f2a33}header{background:#003a5d;color:#fff;display:flex;align-items:center;gap:24px;padding:0 24px;height:56px}header a{color:#cfe3ef;text-decoration:none;font-size:14px}header b{font-size:18px}.w{max-width:980px;margin:24px auto;display:grid;grid-template-columns:2fr 1fr;gap:20px}.p{background:#fff;border-radius:6px;padding:20px}h1{font-size:24px}.tag{display:inline-block;background:#e3f1f8;color:#005a8c;font-size:12px;padding:2px 8px;border-radius:10px}footer{text-align:center;font-size:12px;color:#6b7780;padding:24px}`;
const intraHead = (active: string) => `<header><b>KestrelNet</b><a href="/">Home</a><a href="/news/">News</a><a href="/hr/">HR &amp; People</a><a href="/it/">IT Services</a><a href="/sites/">Sites &amp; Depots</a><span style="margin-left:auto;font-size:13px">${active}</span></header>`;

export const entries: Entry[] = [
{
  id: 'l-clean-company-adfs-sso',
  label: 'clean',
  kind: 'own-sso',
  url: 'https://sts.kestrel-freight.com/adfs/ls/?client-request-id=5e0c7a11-8f2b-4b91-a3d4-kestrel00001&wa=wsignin1.0&wtrealm=urn%3afederation%3aMicrosoftOnline&wctx=LoginOptions%3D3',
  routes: {
    'sts.kestrel-freight.com/adfs/ls/': htmlRoute(page({
      title: 'Sign In',
      head: '<link rel="stylesheet" href="/adfs/portal/css/style.css?id=D74D4D6D5B5E">',
      css: `body{margin:0;font-family:Segoe UI,Arial;display:flex;height:100vh}.ill{flex:1;background:#003a5d linear-gradient(160deg,#003a5d,#0a6b8f)}.pane{width:420px;padding:50px 40px;background:#fff}input{width:100%;padding:8px;margin:6px 0 12px;border:1px solid #999}.b{background:#003a5d;color:#fff;border:0;padding:8px 24px}`,
      body: `<div class="ill"></div><div class="pane"><img src="/adfs/portal/logo/logo.png?id=5F0E1D" alt="Kestrel Freight Group" width="200" height="50"><h2 style="font-weight:300">Sign in with your organizational account</h2><form method="post" id="loginForm" action="/adfs/ls/?client-request-id=5e0c7a11-8f2b-4b91-a3d4-kestrel00001&wa=wsignin1.0" onsubmit="return false"><input id="userNameInput" name="UserName" type="email" placeholder="someone@kestrel-freight.com" autocomplete="off"><input id="passwordInput" name="Password" type="password" placeholder="Password" autocomplete="off"><label><input type="checkbox" name="Kmsi"> Keep me signed in</label><br><br><span id="submitButton" class="b" role="button" tabindex="0">Sign in</span></form><p style="font-size:13px;margin-top:30px">Forgotten your password? Call the IT Service Desk on +49 421 8800 4400 or visit <a href="https://it.kestrel-freight.com/selfservice">IT Self-Service</a>.</p><p style="font-size:11px;color:#666">© 2026 Microsoft</p></div>`,
    })),
    'sts.kestrel-freight.com/adfs/portal/css/style.css': cssRoute('.pane h2{margin-top:30px}'),
    'sts.kestrel-freight.com/adfs/portal/logo/logo.png': pngRoute(0, 58, 93),
  },
},
{
  id: 'l-clean-intranet-news-phishing-warning',
  label: 'clean',
  kind: 'intranet',
  url: 'https://intranet.kestrel-freight.com/news/2026/11/beware-fake-voicemail-emails',
  routes: {
    'intranet.kestrel-freight.com/news/2026/11/beware-fake-voicemail-emails': htmlRoute(page({
      title: 'Beware of fake voicemail emails – KestrelNet',
      css: intraCss,
      body: `${intraHead('Markus Weber')}<div class="w"><div class="p"><span class="tag">IT Security</span><h1>Beware of fake “voicemail” and “salary adjustment” emails</h1><p style="color:#6b7780;font-size:13px">Published 27 Nov 2026 by Information Security</p>
<p>Over the last week our mail gateway blocked more than 1,400 messages claiming to be voicemail notifications, DocuSign envelopes or HR salary letters. A handful got through. They all lead to a page that looks like our Microsoft 365 sign-in page — sometimes even with our logo — and ask for your password.</p>
<p><b>How to recognise them:</b></p><ul><li>Our sign-in page is only ever on <code>login.microsoftonline.com</code> or <code>sts.kestrel-freight.com</code>.</li><li>HR letters are published in Workday, never sent as attachments or links to other sites.</li><li>Teams voicemail arrives in Teams, not as an email with a “Play” button.</li></ul>
<p>If in doubt, use the <b>Report phish</b> button in Outlook. Never enter your password after clicking an email link. If you already did, change your password at <a href="https://passwordreset.microsoftonline.com/">passwordreset.microsoftonline.com</a> and call the Service Desk on ext. 4400.</p></div>
<div class="p"><h3>Quick links</h3><p><a href="https://wd3.myworkday.com/kestrelfreight/">Workday</a><br><a href="https://kestrelfreight.okta.com/">Okta dashboard</a><br><a href="/it/report-phish">How to report phish</a><br><a href="/hr/benefits">Benefits 2027</a></p><h3>Canteen Bremen</h3><p style="font-size:14px">Mon: Labskaus<br>Tue: Vegetable curry<br>Wed: Fischfrikadelle</p></div></div><footer>Kestrel Freight Group GmbH · Internal use only</footer>`,
    })),
  },
},
{
  id: 'l-clean-hr-open-enrolment-benefits',
  label: 'clean',
  kind: 'intranet',
  url: 'https://intranet.kestrel-freight.com/hr/benefits/2027-open-enrolment',
  routes: {
    'intranet.kestrel-freight.com/hr/benefits/2027-open-enrolment': htmlRoute(page({
      title: '2027 Open Enrolment – HR & People',
      css: intraCss + 'table{width:100%;border-collapse:collapse;font-size:14px}td,th{border-bottom:1px solid #e3e7ea;padding:8px;text-align:left}',
      body: `${intraHead('Signed in')}<div class="w"><div class="p"><span class="tag">HR &amp; People</span><h1>2027 benefits open enrolment: 1–15 December</h1><p>Open enrolment for 2027 runs from 1 to 15 December. You make your elections in <b>Workday &gt; Benefits &gt; Change Benefits</b>. If you do nothing, your 2026 elections roll over, except for the flexible spending account.</p>
<table><tr><th>Benefit</th><th>What's new</th></tr><tr><td>Company pension (bAV)</td><td>Employer top-up rises to 25%</td></tr><tr><td>JobRad bike leasing</td><td>Now also for apprentices</td></tr><tr><td>Deutschlandticket Job</td><td>Subsidy €30/month</td></tr><tr><td>Health check-up</td><td>Every 2 years from age 35</td></tr></table>
<p>Questions? Join the Q&amp;A on Teams on 3 December at 14:00 or write to people@kestrel-freight.com.</p><p><a href="https://wd3.myworkday.com/kestrelfreight/d/task/2997$2171.htmld">Open Change Benefits in Workday &rarr;</a></p></div><div class="p"><h3>Contacts</h3><p style="font-size:14px">HR Service Center<br>+49 421 8800 2200<br>Mon–Fri 8:00–16:00</p></div></div><footer>Kestrel Freight Group GmbH · Internal use only</footer>`,
    })),
  },
},
{
  id: 'l-clean-it-selfservice-password-change-nl',
  label: 'clean',
  kind: 'own-sso',
  url: 'https://it.kestrel-freight.com/selfservice/nl/wachtwoord-wijzigen',
  routes: {
    'it.kestrel-freight.com/selfservice/nl/wachtwoord-wijzigen': htmlRoute(page({
      lang: 'nl',
      title: 'Wachtwoord wijzigen – IT Self-Service',
      css: intraCss + 'input{width:100%;padding:9px;margin:4px 0 12px;border:1px solid #9aa5ad;border-radius:4px}.b{background:#003a5d;color:#fff;border:0;padding:10px 22px;border-radius:4px}',
      body: `${intraHead('Vestiging Rotterdam')}<div class="w"><div class="p"><h1>Wachtwoord wijzigen</h1><p>U bent aangemeld via Kestrel SSO. Uw huidige wachtwoord verloopt over 12 dagen. Een nieuw wachtwoord moet minstens 14 tekens bevatten en mag niet op een eerder wachtwoord lijken.</p><form method="post" action="/selfservice/api/password" onsubmit="return false"><label>Huidig wachtwoord</label><input type="password" autocomplete="current-password"><label>Nieuw wachtwoord</label><input type="password" autocomplete="new-password"><label>Bevestig nieuw wachtwoord</label><input type="password" autocomplete="new-password"><button class="b">Wijzigen</button></form><p style="font-size:13px">Tip: gebruik een wachtzin, bijvoorbeeld vier losse woorden.</p></div><div class="p"><h3>Hulp nodig?</h3><p style="font-size:14px">Servicedesk: toestel 4400<br>servicedesk@kestrel-freight.com</p></div></div><footer>Kestrel Freight Group · IT Services</footer>`,
    })),
  },
},
{
  id: 'l-clean-phish-simulation-oops-landing',
  label: 'clean',
  kind: 'security-training',
  url: 'https://secure-docreview.net/XEkMQ8Tn2kestrel/landing?rid=7781024',
  routes: {
    'secure-docreview.net/XEkMQ8Tn2kestrel/landing': htmlRoute(page({
      title: 'Oops! You clicked on a simulated phishing test',
      css: `body{margin:0;font-family:Lato,Arial;background:#fff7f0;color:#222}.c{max-width:720px;margin:50px auto;background:#fff;border-radius:10px;padding:34px;border-top:6px solid #ff6a13}.tips li{margin:6px 0}.b{display:inline-block;background:#ff6a13;color:#fff;padding:10px 22px;border-radius:4px;text-decoration:none}`,
      body: `<div class="c"><h1>Oops! You clicked on a simulated phishing email.</h1><p>Don't worry — this was a <b>training exercise</b> run by Kestrel Freight Group IT Security. No information has been collected and no harm was done.</p><p>The email you clicked pretended to be a shared document notification. Here are the red flags you could have spotted:</p><ul class="tips"><li>The sender address was <code>notifications@secure-docreview.net</code>, not a Microsoft or company address.</li><li>The subject created urgency (“expires today”).</li><li>Hovering over the button showed a link to an unfamiliar domain.</li></ul><p>Next time, use the <b>Phish Alert Button</b> in Outlook to report suspicious emails.</p><a class="b" href="https://training.knowbe4.com/ui/kmsat/learner">Take the 5-minute refresher</a><p style="font-size:12px;color:#888;margin-top:30px">This simulation is part of Kestrel Freight Group's security awareness program, provided by KnowBe4, Inc.</p></div>`,
    })),
  },
},
];
