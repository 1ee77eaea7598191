import { htmlRoute, type Entry } from '../entry.js';
import { baseCss, cssRoute, doc, favicon, jsRoute, jsonRoute, pngRoute, wordmark } from '../parts/v-kit.js';

// Legitimate companies' sites on shared hosting platforms (dev split).

// 1. A status page on Vercel that polls its own JSON.
const h1 = 'parcelly-status.vercel.app';
const vercel: Entry = {
  id: 'v-clean-vercel-status-page',
  label: 'clean',
  kind: 'platform-hosted-site',
  url: `https://${h1}/`,
  routes: {
    [`${h1}/`]: htmlRoute(
      doc({
        title: 'Parcelly Status',
        css: baseCss + `.ok{color:#15803d}.row{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:12px 0}.bars{display:flex;gap:2px}.bars i{width:6px;height:26px;background:#22c55e;border-radius:2px}.bars i.d{background:#f59e0b}`,
        body: `<header class="site">${wordmark('Parcelly', '#0f172a', 22)}<nav><a href="https://parcelly.io">Website</a><a href="https://app.parcelly.io/login">Log in</a><a href="#sub">Subscribe to updates</a></nav></header>
<div class="wrap"><div class="card" id="sum"><b>Loading status…</b></div><div id="comp"></div><h3>Past incidents</h3><p><b>Feb 27, 2026</b> – Delayed label generation for DPD UK. <span class="muted">Resolved – carrier API latency. 41 minutes.</span></p>
<p><b>Feb 12, 2026</b> – Login errors for some SSO users. <span class="muted">Resolved – expired SAML certificate rotated.</span></p></div>
<footer class="site">Powered by an open-source status page · Hosted on Vercel</footer>
<script src="/_next/static/chunks/main-app-2c1e.js"></script>`,
      }),
    ),
    [`${h1}/_next/static/chunks/main-app-2c1e.js`]: jsRoute(`fetch('/api/status').then(r=>r.json()).then(s=>{document.getElementById('sum').innerHTML='<b class="ok">'+s.summary+'</b><div class="muted">Last updated '+new Date(s.updated).toLocaleString()+'</div>';
document.getElementById('comp').innerHTML=s.components.map(c=>'<div class="row"><span>'+c.name+'</span><span class="bars">'+c.days.map(d=>'<i class="'+(d?'':'d')+'"></i>').join('')+'</span><span class="ok">'+c.uptime+'</span></div>').join('')});`),
    [`${h1}/api/status`]: jsonRoute({
      summary: 'All Systems Operational',
      updated: '2026-03-04T09:12:00Z',
      components: ['Dashboard', 'Label API', 'Tracking webhooks', 'Carrier integrations', 'SSO / Login'].map((name, i) => ({ name, uptime: i === 3 ? '99.91%' : '100.0%', days: Array.from({ length: 30 }, (_, d) => !(i === 3 && d === 24)) })),
    }),
  },
};

// 2. A bakery's Wix site with an order form.
const h2 = 'rosieandcrumb.wixsite.com';
const wix: Entry = {
  id: 'v-clean-wixsite-bakery',
  label: 'clean',
  kind: 'platform-hosted-site',
  url: `https://${h2}/rosie-crumb/order-online`,
  body: doc({
    title: 'Order Online | Rosie & Crumb Bakery',
    css: baseCss + `body{background:#fffaf3}.wx{background:#fff;font-size:12px;padding:6px 14px;border-bottom:1px solid #ddd}.p{display:grid;grid-template-columns:repeat(3,1fr);gap:18px}.p div{background:#fff;border-radius:10px;padding:14px;box-shadow:0 1px 3px rgba(0,0,0,.08)}.p img{width:100%;height:120px;background:#f3d9b1;border-radius:8px}`,
    body: `<div class="wx">This site was designed with the <b>WIX</b>.com website builder. Create your website today. <a href="#">Start Now</a></div>
<header class="site"><b style="font-family:Georgia;font-size:26px;color:#a0522d">Rosie &amp; Crumb</b><nav><a href="#">Home</a><a href="#">Menu</a><a href="#">Celebration Cakes</a><a href="#">Order Online</a><a href="#">Contact</a></nav></header>
<div class="wrap"><h1>Order for collection</h1><p>Order by 2pm for next-day collection from our shop on Queen Street, Hamilton (Ontario). Celebration cakes need 5 days' notice.</p>
<div class="p"><div><img src="/rosie-crumb/img/sourdough.png" alt="Country sourdough loaf"><p><b>Country sourdough</b><br>$9.50</p><button class="btn">Add to cart</button></div><div><img src="/rosie-crumb/img/croissant.png" alt="Butter croissants"><p><b>Butter croissants (4)</b><br>$14.00</p><button class="btn">Add to cart</button></div><div><img src="/rosie-crumb/img/cake.png" alt="Lemon drizzle cake"><p><b>Lemon drizzle cake</b><br>$32.00</p><button class="btn">Add to cart</button></div></div>
<h3>Allergens</h3><p class="muted">All products are made in a kitchen that handles wheat, eggs, milk, nuts and sesame.</p></div>
<footer class="site">© 2026 Rosie &amp; Crumb Bakery · 212 Queen St S, Hamilton ON · (905) 555-0147 · Proudly created with Wix.com</footer>`,
  }),
  routes: {
    [`${h2}/rosie-crumb/img/sourdough.png`]: pngRoute(200, 150, 90),
    [`${h2}/rosie-crumb/img/croissant.png`]: pngRoute(230, 180, 100),
    [`${h2}/rosie-crumb/img/cake.png`]: pngRoute(250, 230, 120),
  },
};

// 3. A company's static marketing site on Azure Storage static website hosting.
const h3 = 'contosoengstatic.z33.web.core.windows.net';
const blob: Entry = {
  id: 'v-clean-blob-static-company',
  label: 'clean',
  kind: 'platform-hosted-site',
  url: `https://${h3}/index.html`,
  routes: {
    [`${h3}/index.html`]: htmlRoute(
      doc({
        title: 'Kestrel Structural Engineering – Melbourne',
        head: `<link rel="stylesheet" href="/css/site.css">`,
        body: `<header class="site"><b>Kestrel Structural</b><nav><a href="#projects">Projects</a><a href="#services">Services</a><a href="#team">Team</a><a href="#contact">Contact</a><a href="https://portal.kestrelstructural.com.au">Client portal</a></nav></header>
<div class="hero"><h1>Structural engineering for buildings that last</h1><p>Residential, commercial and heritage projects across Victoria since 2004.</p></div>
<div class="wrap"><h2 id="services">Services</h2><ul><li>Structural design and documentation</li><li>Forensic and dilapidation reports</li><li>Heritage restoration</li><li>Construction-phase inspections</li></ul>
<h2 id="contact">Contact</h2><p>Level 3, 88 Flinders Lane, Melbourne VIC 3000 · (03) 9012 3344 · hello@kestrelstructural.com.au</p></div>
<footer class="site">© 2026 Kestrel Structural Pty Ltd · ABN 21 104 556 778 · <a href="/privacy.html">Privacy</a></footer>`,
      }),
    ),
    [`${h3}/css/site.css`]: cssRoute(baseCss + `.hero{background:#1e293b;color:#fff;padding:70px 32px}.hero h1{font-size:38px;margin:0}`),
  },
};

// 4. A developer's GitHub Pages portfolio with a contact form going to a form service.
const h4 = 'lmorenodev.github.io';
const ghio: Entry = {
  id: 'v-clean-githubio-portfolio',
  label: 'clean',
  kind: 'platform-hosted-site',
  url: `https://${h4}/`,
  routes: {
    [`${h4}/`]: htmlRoute(
      doc({
        title: 'Lucía Moreno – Frontend Developer',
        css: baseCss + `body{background:#0f172a;color:#e2e8f0}a{color:#7dd3fc}.pj{display:grid;grid-template-columns:1fr 1fr;gap:16px}.pj div{background:#1e293b;border-radius:10px;padding:16px}`,
        body: `<div class="wrap"><h1>Hi, I'm Lucía 👋</h1><p>Frontend developer in Valencia. I build accessible web apps with TypeScript, React and a lot of CSS. Currently at a fintech startup; previously agency work for retail brands.</p>
<h2>Projects</h2><div class="pj"><div><b>tinyfeeds</b><p>An RSS reader that fits in 14 KB. <a href="https://github.com/lmorenodev/tinyfeeds">Source</a></p></div><div><b>a11y-checklist</b><p>Interactive WCAG 2.2 checklist for designers. <a href="https://github.com/lmorenodev/a11y-checklist">Source</a></p></div><div><b>Talk: CSS container queries in production</b><p>JSConf ES 2025.</p></div><div><b>Blog</b><p><a href="/blog/">Notes on frontend testing</a></p></div></div>
<h2>Contact</h2><form action="https://formspree.io/f/xjvqkpzd" method="POST"><label>Your email</label><input type="email" name="email"><label>Message</label><textarea name="message" rows="4" style="width:100%"></textarea><br><button class="btn">Send</button></form></div>
<footer class="site">Built with Jekyll · Hosted on GitHub Pages · <a href="https://github.com/lmorenodev">GitHub</a> <a href="https://www.linkedin.com/in/lmorenodev">LinkedIn</a></footer>`,
      }),
    ),
    ...favicon(h4, 125, 211, 252),
  },
};

export const entries: Entry[] = [vercel, wix, blob, ghio];
