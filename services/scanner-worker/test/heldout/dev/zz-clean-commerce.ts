// Clean: checkouts for paid plans, invoices, donations, investor relations, support contacts, parked domains (author zz).
import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, qwDoc, QW_TOP, QW_MARK, FONT } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-stripe-hosted-invoice-quellwerk',
  label: 'clean',
  kind: 'invoice-hosted-provider',
  url: 'https://invoice.stripe.com/i/acct_1MqW8rLkZ2pX4tYb/live_YWNjdF8xTXFXOHJMa1oycFg0dFliLF9Rb0Z3V3J6bTdVNnNKcjRj0200xT4kQ9mA',
  body: doc({
    title: 'Invoice from Quellwerk GmbH',
    head: `<style>body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f9fc;color:#1a1f36}.c{max-width:520px;margin:50px auto}
.bx{background:#fff;border-radius:8px;box-shadow:0 2px 5px rgba(60,66,87,.08),0 0 0 1px rgba(60,66,87,.08);padding:28px}.amt{font-size:34px;font-weight:600}
.b{display:block;text-align:center;background:#0f5c4d;color:#fff;border-radius:6px;padding:11px;text-decoration:none;font-weight:600;margin-top:18px}.l{display:flex;justify-content:space-between;font-size:14px;padding:6px 0;border-bottom:1px solid #eef}</style>`,
    body: `<div class="c"><div class="bx"><div style="display:flex;gap:8px;align-items:center">${QW_MARK}<b>Quellwerk GmbH</b></div>
<p style="color:#697386;margin-top:22px">Invoice</p><div class="amt">€1,584.00</div><p style="color:#697386">Due November 3, 2025</p>
<div class="l"><span>To</span><span>Nordlicht Software GmbH</span></div><div class="l"><span>From</span><span>Quellwerk GmbH</span></div><div class="l"><span>Invoice</span><span>QW-2025-118734</span></div>
<a class="b" href="/i/acct_1MqW8rLkZ2pX4tYb/pay">Pay this invoice</a>
<p style="font-size:13px;text-align:center"><a href="/i/acct_1MqW8rLkZ2pX4tYb/pdf" style="color:#635bff">Download invoice</a> · <a href="/i/acct_1MqW8rLkZ2pX4tYb/receipt" style="color:#635bff">Download receipt</a></p></div>
<div class="bx" style="margin-top:16px"><div class="l"><span>Team plan × 12 (Oct 27, 2025 – Oct 27, 2026)</span><span>€1,440.00</span></div><div class="l"><span>VAT (19%)</span><span>€144.00</span></div><div class="l"><b>Amount due</b><b>€1,584.00</b></div>
<p style="font-size:13px;color:#697386">Questions? Contact Quellwerk GmbH at <a href="mailto:billing@quellwerk.io">billing@quellwerk.io</a>.</p></div>
<p style="text-align:center;font-size:12px;color:#a3acb9;margin-top:18px">Powered by stripe · Terms · Privacy</p></div>`,
  }),
},

{
  id: 'zz-gitlab-investor-relations',
  label: 'clean',
  kind: 'investor-relations',
  url: 'https://ir.gitlab.com/',
  body: doc({
    title: 'GitLab Inc. - Investor Relations',
    head: `<style>body{margin:0;font-family:${FONT};background:#fff;color:#171321}.h{background:#171321;color:#fff;padding:16px 40px;display:flex;justify-content:space-between}
.hero{background:linear-gradient(90deg,#2b1a4a,#6e49cb);color:#fff;padding:50px 40px}.c{max-width:1000px;margin:30px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:0 20px}
.bx{border:1px solid #e5e5e5;border-radius:8px;padding:18px}.px{font-size:30px;font-weight:700}</style>`,
    body: `<div class="h"><b>GitLab</b><span>Investor Relations</span></div>
<div class="hero"><h1 style="margin:0">GitLab Investor Relations</h1><p>The most comprehensive AI-powered DevSecOps platform.</p></div>
<div class="c"><div class="bx"><b>Stock information</b><p class="px">$48.12 <span style="font-size:14px;color:#108548">+0.84 (1.78%)</span></p><p style="font-size:13px;color:#666">NASDAQ: GTLB · Delayed 20 minutes</p></div>
<div class="bx"><b>Latest financial results</b><p>Q2 Fiscal Year 2026</p><p><a href="/news-releases/">Press release</a> · <a href="/events-and-presentations/">Webcast</a> · <a href="/financial-information/sec-filings">10-Q</a></p></div>
<div class="bx"><b>Upcoming events</b><p>Q3 FY2026 earnings call<br>December 2025, 1:30 p.m. PT</p><p><a href="/events-and-presentations/">Add to calendar</a></p></div></div>
<div style="max-width:1000px;margin:0 auto;padding:0 20px"><h2>Email alerts</h2><form><input type="email" placeholder="Email address" style="padding:8px;width:280px"> <button>Sign up</button></form>
<p style="font-size:12px;color:#777">Investor contact: ir@gitlab.com. Forward-looking statements are subject to risks described in our SEC filings.</p></div>`,
  }),
},
];
