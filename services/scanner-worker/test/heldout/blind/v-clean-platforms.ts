import { htmlRoute, type Entry } from '../entry.js';
import { baseCss, doc, favicon, jsRoute, jsonRoute, pngRoute } from '../parts/v-kit.js';

// Legitimate organisations' sites on shared hosting platforms (blind split).

// 1. A dental clinic's Netlify site with a patient-portal login and online booking.
const h1 = 'harbourview-dental.netlify.app';
const dental: Entry = {
  id: 'v-clean-netlify-dental-clinic',
  label: 'clean',
  kind: 'platform-hosted-site',
  url: `https://${h1}/patients/`,
  routes: {
    [`${h1}/patients/`]: htmlRoute(
      doc({
        title: 'Patient information | Harbourview Dental, Halifax NS',
        css: baseCss + `header.site{background:#e8f6f7}.two{display:grid;grid-template-columns:1.3fr 1fr;gap:30px}.btn{background:#138a92}`,
        body: `<header class="site"><b style="color:#0d6b72">Harbourview Dental</b><nav><a href="/">Home</a><a href="/services/">Services</a><a href="/patients/">Patients</a><a href="/book/">Book online</a><a href="/contact/">Contact</a></nav></header>
<div class="wrap two"><div><h1>Patient information</h1><p>New patients are welcome. Please arrive 10 minutes early and bring your insurance card. We direct-bill most insurers, including Blue Cross, Sun Life and Manulife.</p>
<h3>Cancellation policy</h3><p>We ask for 48 hours' notice. Late cancellations may be charged a $50 fee.</p><h3>Emergencies</h3><p>Call <b>(902) 555-0183</b>. After hours, follow the instructions on our voicemail.</p></div>
<div class="card"><h3>Patient portal</h3><p class="muted">View appointments, forms and receipts.</p><form id="pf" action="https://portal.harbourviewdental.ca/login" method="post"><label>Email</label><input type="email" name="email"><label>Password</label><input type="password" name="password"><button class="btn">Sign in</button></form><p class="muted"><a href="https://portal.harbourviewdental.ca/reset">Forgot password?</a></p></div></div>
<div class="wrap"><h3>Today's hours</h3><p id="hrs" class="muted">…</p></div>
<footer class="site">© 2026 Harbourview Dental · 1535 Barrington St, Halifax NS B3J 1Z1 · <a href="/privacy/">Privacy</a> · Site by Bluenose Web Co.</footer>
<script src="/js/hours.js"></script>`,
      }),
    ),
    [`${h1}/js/hours.js`]: jsRoute(`fetch('/.netlify/functions/hours').then(function(r){return r.json()}).then(function(h){document.getElementById('hrs').textContent=h.today})`),
    [`${h1}/.netlify/functions/hours`]: jsonRoute({ today: 'Open 8:00 am – 5:00 pm' }),
    ...favicon(h1, 19, 138, 146),
  },
};

// 2. Developer docs on Cloudflare Pages, including an API-key "how to authenticate" section.
const h2 = 'docs-ledgerly.pages.dev';
const docsSite: Entry = {
  id: 'v-clean-pagesdev-docs-site',
  label: 'clean',
  kind: 'platform-hosted-site',
  url: `https://${h2}/api/authentication/`,
  routes: {
    [`${h2}/api/authentication/`]: htmlRoute(
      doc({
        title: 'Authentication - Ledgerly API Docs',
        css: baseCss + `.l{display:flex}.side{width:220px;border-right:1px solid #eee;padding:20px;font-size:14px}.side a{display:block;margin:6px 0;color:#333}.main{flex:1;padding:20px 40px}pre{background:#f6f8fa;padding:14px;border-radius:6px;font-size:13px;overflow:auto}`,
        body: `<header class="site"><b>Ledgerly Docs</b><nav><a href="/">Guides</a><a href="/api/">API Reference</a><a href="https://app.ledgerly.io/login">Dashboard</a><a href="https://github.com/ledgerly">GitHub</a></nav></header>
<div class="l"><div class="side"><a href="/api/">Overview</a><a href="/api/authentication/"><b>Authentication</b></a><a href="/api/invoices/">Invoices</a><a href="/api/payments/">Payments</a><a href="/api/webhooks/">Webhooks</a><a href="/api/errors/">Errors</a></div>
<div class="main"><h1>Authentication</h1><p>The Ledgerly API uses OAuth 2.0 client credentials. Create a client in <b>Dashboard → Settings → API</b>, then exchange the client ID and secret for a token:</p>
<pre>curl -X POST https://auth.ledgerly.io/oauth/token \\
  -d grant_type=client_credentials \\
  -d client_id=$LEDGERLY_CLIENT_ID \\
  -d client_secret=$LEDGERLY_CLIENT_SECRET</pre>
<p>Send the token in the <code>Authorization</code> header:</p><pre>Authorization: Bearer eyJhbGciOi...</pre>
<p><b>Never</b> put your client secret in browser code or share it by email. Ledgerly staff will never ask for it.</p><p class="muted">Edit this page on GitHub · Last updated Feb 20, 2026</p></div></div>
<footer class="site">© 2026 Ledgerly Ltd · Built with Docusaurus · Deployed on Cloudflare Pages</footer>`,
      }),
    ),
  },
};

// 3. A company careers page on Notion Sites with an application link to their ATS.
const h3 = 'brightlane.notion.site';
const careers: Entry = {
  id: 'v-clean-notion-site-careers',
  label: 'clean',
  kind: 'platform-hosted-site',
  url: `https://${h3}/Careers-at-Brightlane-2b7c9e1f04a84d3fa6e2c8b1d5f7a390`,
  body: doc({
    title: 'Careers at Brightlane',
    css: `body{font-family:ui-sans-serif,-apple-system,"Segoe UI",Helvetica,Arial;color:#37352f;margin:0}.tb{height:45px;display:flex;align-items:center;padding:0 12px;font-size:14px}.pg{max-width:900px;margin:40px auto;padding:0 24px}
.cover{height:200px;background:url(/images/cover.png) center/cover}.r{border-bottom:1px solid #eee;padding:10px 0;display:flex;justify-content:space-between}`,
    body: `<div class="tb">Careers at Brightlane <span style="margin-left:auto;color:#999">Built with Notion</span></div><div class="cover"></div>
<div class="pg"><h1>Careers at Brightlane 🚀</h1><p>Brightlane builds route-planning software for last-mile delivery teams. We're 48 people across Dublin, Lisbon and remote in the EU.</p>
<h2>Open roles</h2><div class="r"><span><b>Senior Backend Engineer (Go)</b> · Remote EU</span><a href="https://jobs.ashbyhq.com/brightlane/7f2c1a9e">Apply →</a></div><div class="r"><span><b>Customer Success Manager</b> · Dublin</span><a href="https://jobs.ashbyhq.com/brightlane/19b0d44c">Apply →</a></div><div class="r"><span><b>Product Designer</b> · Lisbon / Remote</span><a href="https://jobs.ashbyhq.com/brightlane/aa81e302">Apply →</a></div>
<h2>How we hire</h2><ol><li>Intro call (30 min)</li><li>Take-home or pairing session</li><li>Meet the team</li><li>Offer</li></ol>
<p style="background:#f1f1ef;padding:14px;border-radius:4px">⚠️ We will never ask you to pay for equipment, training or a background check, and we only send offers from an @brightlane.io address. If you get a suspicious "offer", email security@brightlane.io.</p></div>`,
  }),
  routes: { [`${h3}/images/cover.png`]: pngRoute(250, 210, 120) },
};

export const entries: Entry[] = [dental, docsSite, careers];
