import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, fileRoute, pngRoute } from '../parts/e-bin.js';
import { page, appCss, badge, wordmark, baseSiteCss, siteShell } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-supplier-bank-change-lookalike-domain',
  label: 'scam',
  kind: 'invoice-redirection',
  url: 'https://www.northgatefabrications.co.uk/accounts/bank-update/',
  body: page({
    title: 'Change of Bank Details – Northgate Fabrication Ltd',
    css: `body{margin:0;font-family:Calibri,Arial,sans-serif;background:#e8eaed;color:#1d1d1d}
.lh{max-width:780px;margin:28px auto;background:#fff;padding:40px 52px;box-shadow:0 1px 6px rgba(0,0,0,.15)}
.top{display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #2b4c7e;padding-bottom:12px}
.top .n{font-size:22px;font-weight:bold;color:#2b4c7e}
.box{border:1px solid #2b4c7e;background:#f3f6fb;padding:14px 18px;margin:18px 0;font-family:Consolas,monospace;font-size:14px;line-height:1.7}
label{display:block;font-size:13px;font-weight:bold;margin:10px 0 4px}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #9aa4b1}
.b{margin-top:14px;background:#2b4c7e;color:#fff;border:0;padding:10px 22px;cursor:pointer}
.sig{margin-top:26px;font-size:14px}`,
    body: `<div class="lh">
<div class="top"><span class="n">NORTHGATE FABRICATION LTD</span><span style="font-size:12px;text-align:right">Unit 7, Foundry Park, Stoke-on-Trent ST4 2RS<br>VAT No. GB 281 4471 09</span></div>
<p style="margin-top:22px">Dear Valued Customer,</p>
<p>Following the completion of our annual audit and a change in our banking arrangements, we are writing to inform you that our bank details have changed with immediate effect. Please update your records so that all outstanding and future payments, including invoices <b>INV-22871</b> and <b>INV-22903</b> (£18,460.20), are made to the account below.</p>
<div class="box">Bank: Metro Bank PLC<br>Account name: Northgate Fabrication<br>Sort code: 23-05-80<br>Account number: 41982736<br>Reference: your invoice number</div>
<p>Our previous account with Lloyds Bank is now closed to incoming payments and any payments sent to it will be returned, which may delay your orders. Due to the audit, we are unable to take telephone calls this week; please confirm the change using the form below or by replying to accounts@northgatefabrications.co.uk.</p>
<form method="post" action="/accounts/bank-update/confirm.php">
<label>Your company</label><input name="company" required><label>Your name</label><input name="name" required><label>Email</label><input name="email" type="email" required>
<label>Date of next payment run</label><input name="run" type="date">
<button class="b">Confirm details updated</button></form>
<div class="sig">Kind regards,<br><b>Joanne Pearce</b><br>Credit Controller<br>Northgate Fabrication Ltd</div>
</div>`,
  }),
  routes: { 'www.northgatefabrications.co.uk/accounts/bank-update/confirm.php': htmlRoute('<!doctype html><title>Thank you</title><p>Thank you – your confirmation has been received.</p>') },
},
{
  id: 'ya-ceo-giftcard-staff-rewards-upload',
  label: 'scam',
  kind: 'ceo-giftcard-fraud',
  url: 'https://staff-rewards-portal.com/r/brackenarchitects/',
  body: page({
    title: 'Staff Appreciation – Bracken Architects',
    css: appCss('#7b3f00', '#faf6f1') + `.msg{background:#fff;border:1px solid #ead9c6;border-radius:8px;padding:18px;font-size:14px;line-height:1.6}.codes input{font-family:monospace;letter-spacing:1px}`,
    body: `<div class="wrap"><div class="panel" style="max-width:560px">
<div style="display:flex;align-items:center;gap:10px">${badge('BA', '#7b3f00')}<b>Bracken Architects · Staff Appreciation</b></div>
<h1>Confidential – from the Managing Director</h1>
<div class="msg">Hi,<br><br>I'm tied up in meetings with the client all afternoon and can't take calls. I want to surprise the team with gift cards as a thank you for the Riverside project before the end of the day. Please purchase <b>8 × £100 Apple Gift Cards</b> (or Amazon if Apple is unavailable) from the nearest shop, scratch off the back and enter the codes below. Keep this between us – it's a surprise. You'll be reimbursed from petty cash tomorrow.<br><br>Thanks,<br><b>David Bracken</b><br><i>Sent from my iPhone</i></div>
<form method="post" action="/r/brackenarchitects/submit.php" class="codes">
<label>Your name</label><input type="text" name="from" required>
<label>Card type</label><select name="type"><option>Apple Gift Card</option><option>Amazon.co.uk</option><option>Google Play</option><option>Steam</option></select>
<label>Gift card codes (one per line)</label><textarea name="codes" rows="8" style="width:100%;padding:10px;border:1px solid #cbd2d9;border-radius:6px;font-family:monospace"></textarea>
<label>Photo of receipt / card backs</label><input type="file" name="photo" accept="image/*" multiple>
<button class="btn">Send to David</button></form>
</div></div>`,
  }),
  routes: { 'staff-rewards-portal.com/r/brackenarchitects/submit.php': htmlRoute('<!doctype html><title>Received</title><p>Thanks! David will be in touch.</p>') },
},
{
  id: 'ya-action-fraud-mandate-fraud-article',
  label: 'clean',
  kind: 'fraud-help-article',
  url: 'https://www.actionfraud.police.uk/a-z-of-fraud/mandate-fraud?utm_source=fsb_bulletin&utm_medium=email',
  body: page({
    title: 'Mandate fraud | Action Fraud',
    css: baseSiteCss + `.hd{background:#1c1c3c;color:#fff;padding:16px 24px;display:flex;justify-content:space-between;align-items:center}.hd b{font-size:22px}.w{max-width:840px;margin:26px auto;padding:0 20px}.q{border-left:5px solid #c8102e;background:#fbf2f3;padding:14px 18px;margin:18px 0;font-style:italic}.tip{background:#eef4fb;border-radius:8px;padding:16px 20px}`,
    body: `<div class="hd"><b>Action Fraud</b><span style="font-size:14px">Report fraud: 0300 123 2040</span></div>
<main class="w">
<h1>Mandate fraud</h1>
<p>Mandate fraud is when someone gets you to change a direct debit, standing order or bank transfer mandate, by pretending to be an organisation you make regular payments to, for example a subscription or membership organisation or your business supplier.</p>
<h2>How it works</h2>
<p>Fraudsters often send an email or letter from a domain that looks almost identical to your supplier's – one extra letter, a hyphen, or a different ending such as <code>-ie.com</code>. A typical message reads:</p>
<div class="q">"Following the completion of our annual audit and a change in our banking arrangements, our bank details have changed with immediate effect. Due to the audit we are unable to take telephone calls this week."</div>
<p>Some use hosted online invoices that look like your supplier's usual invoice, with "card payments temporarily unavailable" and new bank details for a transfer.</p>
<div class="tip"><h3 style="margin-top:0">Protect your business</h3><ul><li>Always verify a change of bank details by calling the supplier on a number you already hold – never the one in the message.</li><li>Check the sender's email address and domain letter by letter.</li><li>Use Confirmation of Payee and make a small test payment before large transfers.</li><li>Ensure staff know that urgent requests from "the boss" to buy gift cards are a common scam.</li></ul></div>
<p>If you've been a victim of fraud, <a href="https://www.actionfraud.police.uk/reporting-fraud-and-cyber-crime">report it online</a> or call 0300 123 2040.</p>
</main>`,
  }),
},
{
  id: 'ya-love2shop-business-gift-cards',
  label: 'clean',
  kind: 'corporate-gift-cards',
  url: 'https://www.love2shop.co.uk/business/buy-gift-cards',
  body: page({
    title: 'Business Gift Cards & Employee Rewards | Love2shop Business',
    css: baseSiteCss,
    body: siteShell({
      brand: 'Love2shop',
      logo: `${badge('L2S', '#e5007d', '#fff', 40)}<b style="font-size:20px;color:#e5007d">Love2shop</b><span class="muted small">Business</span>`,
      nav: [['Gift cards', '/business/buy-gift-cards'], ['Employee rewards', '/business/employee-rewards'], ['Tax-free gifts', '/business/trivial-benefits'], ['Contact sales', '/business/contact']],
      accent: '#e5007d',
      main: `<section class="hero"><div class="container"><h1>Reward your team with the UK's favourite multi-retailer gift card</h1><p class="muted">Order Love2shop gift cards and e-codes for staff incentives, long-service awards and Christmas gifts. Bulk discounts from 50 cards.</p></div></section>
<section class="container" style="padding:30px 20px"><div class="grid">
<div class="card"><h3>Physical gift cards</h3><p class="muted small">Posted to your office in branded wallets. £10–£500 per card.</p></div>
<div class="card"><h3>Digital e-codes</h3><p class="muted small">Delivered by email or via our rewards platform.</p></div>
<div class="card"><h3>Trivial benefits</h3><p class="muted small">Gifts up to £50 per employee may be tax-free under HMRC rules.</p></div></div>
<h2 style="margin-top:36px">Request a quote</h2>
<form method="post" action="/business/quote" style="max-width:520px">
<label class="small">Company name</label><input name="company" style="width:100%;padding:9px;border:1px solid #d1d5db;border-radius:6px">
<label class="small">Work email</label><input name="email" type="email" style="width:100%;padding:9px;border:1px solid #d1d5db;border-radius:6px">
<label class="small">Approximate order value</label><select name="value" style="width:100%;padding:9px;border:1px solid #d1d5db;border-radius:6px"><option>£500 – £2,000</option><option>£2,000 – £10,000</option><option>£10,000+</option></select>
<p><button class="btn" style="background:#e5007d;color:#fff">Request quote</button></p></form>
<p class="small muted"><b>Beware gift card scams:</b> no genuine manager will ask you to buy gift cards urgently and send them the codes. Business orders are invoiced to your company and dispatched by us.</p></section>`,
      footer: `<p>Love2shop is a trading name of Park Retail Limited. Registered in England No. 1470352. Authorised by the FCA under the Electronic Money Regulations.</p>`,
    }),
  }),
},
];
