import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { baseCss, doc, siteFooter, siteNav } from '../parts/d-parts.js';

/** Benign redirects: shorteners to real sites, email click tracking, old-domain moves, login redirects to the organisation's SSO. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-ok-shortener-to-docs',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://tdw.link/install',
  routes: {
    'tdw.link/install': redirectRoute(301, 'https://docs.tidewave-cli.dev/getting-started/quickstart'),
    'docs.tidewave-cli.dev/getting-started/quickstart': htmlRoute(doc({ title: 'Quickstart | Tidewave Docs', css: baseCss('#0891b2'), body: `${siteNav({ brand: 'Tidewave', links: ['Docs', 'API', 'Changelog'] })}<main class="container" style="padding:30px 24px"><h1>Quickstart</h1><p>Deploy your first service in five minutes. Create a <code>tidewave.toml</code>, run <code>tidewave deploy</code> and open the URL it prints.</p></main>${siteFooter({ company: 'Tidewave Labs, Inc.' })}` })),
  },
},

{
  id: 'd-ok-email-click-tracking',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://click.e.lumenhome.co.uk/?qs=8f2a1c9e7b3d4f6a0e5c2b8d1a7f3e9c',
  routes: {
    'click.e.lumenhome.co.uk/': redirectRoute(302, 'https://www.lumenhome.co.uk/account/orders/LH-558120?utm_source=email&utm_medium=transactional'),
    'www.lumenhome.co.uk/account/orders/LH-558120': htmlRoute(doc({ title: 'Order LH-558120 | LumenHome', css: baseCss('#f59e0b'), body: `${siteNav({ brand: 'LumenHome', links: ['Bulbs', 'Light strips', 'Hubs'] })}<main class="container" style="padding:30px 24px"><h1>Order LH-558120</h1><p>Dispatched with DPD — arriving Tuesday. Sign in to see tracking details.</p><a class="btn" href="/account/login?next=/account/orders/LH-558120">Sign in</a></main>${siteFooter({ company: 'LumenHome Ltd' })}` })),
  },
},

{
  id: 'd-ok-old-domain-meta-refresh',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://www.harrow-dental-care.co.uk/',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>We've moved — Harrow Dental Care</title><meta http-equiv="refresh" content="5;url=https://www.harrowdental.co.uk/"><link rel="canonical" href="https://www.harrowdental.co.uk/"></head><body style="font-family:Arial;text-align:center;padding:80px"><h1>We've moved!</h1><p>Harrow Dental Care has a new website: <a href="https://www.harrowdental.co.uk/">www.harrowdental.co.uk</a>. You'll be redirected in 5 seconds.</p><p>Phone: 020 8123 4567</p></body></html>`,
  routes: {
    'www.harrowdental.co.uk/': htmlRoute(doc({ title: 'Harrow Dental — Family & cosmetic dentistry', css: baseCss('#0d9488'), body: `${siteNav({ brand: 'Harrow Dental', links: ['Treatments', 'Fees', 'Our team', 'Contact'], cta: 'Book online' })}<main class="container" style="padding:30px 24px"><h1>Friendly family dentistry in Harrow</h1><p>NHS and private patients welcome. Emergency appointments available daily.</p></main>${siteFooter({ company: 'Harrow Dental Ltd' })}` })),
  },
},

{
  id: 'd-ok-js-country-redirect',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://www.fjellgear.com/',
  body: `<!doctype html><html><head><meta charset="utf-8"><title>Fjellgear</title><script>(function(){var l=(navigator.language||'en').toLowerCase();var m={'nb':'https://shop.fjellgear.no/','no':'https://shop.fjellgear.no/','nn':'https://shop.fjellgear.no/'};location.replace(m[l.split('-')[0]]||'https://shop.fjellgear.no/en/')})();</script></head><body><p>Redirecting to your local Fjellgear store… <a href="https://shop.fjellgear.no/en/">Continue</a></p></body></html>`,
  routes: {
    'shop.fjellgear.no/en/': htmlRoute(doc({ title: 'Fjellgear — Outdoor gear from Norway', css: baseCss('#1e3a8a'), body: `${siteNav({ brand: 'Fjellgear', links: ['Jackets', 'Boots', 'Tents', 'Outlet'], cta: 'Basket' })}<main class="container" style="padding:30px 24px"><h1>Built for the mountains</h1><p>Free returns within 30 days. Ships to all of Europe.</p></main>${siteFooter({ company: 'Fjellgear AS' })}` })),
    'shop.fjellgear.no/': htmlRoute(doc({ title: 'Fjellgear — Turutstyr fra Norge', lang: 'nb', css: baseCss('#1e3a8a'), body: `${siteNav({ brand: 'Fjellgear', links: ['Jakker', 'Støvler', 'Telt', 'Outlet'], cta: 'Handlekurv' })}<main class="container" style="padding:30px 24px"><h1>Laget for fjellet</h1><p>Gratis retur innen 30 dager.</p></main>${siteFooter({ company: 'Fjellgear AS' })}` })),
  },
},

];
