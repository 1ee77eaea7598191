import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { CSS, MARK, analytics, b64, doc, esc } from '../parts/ys-kit.js';

// Creator-economy platforms, payouts, crypto apps, investment and donation pages that are what they say.

export const entries: Entry[] = [
{
  id: 'ys-clean-collabstr-creator-payouts',
  label: 'clean',
  kind: 'creator-marketplace',
  url: 'https://collabstr.com/settings/payouts',
  body: doc({
    title: 'Payouts | Collabstr',
    head: `<script src="https://js.stripe.com/v3/" async></script>${analytics('G-CLB7Q2X1')}`,
    css: CSS.reset + `body{font-family:Inter,-apple-system,Arial,sans-serif;background:#fff;color:#111}.hd{display:flex;justify-content:space-between;padding:16px 40px;border-bottom:1px solid #eee}.w{max-width:760px;margin:36px auto;padding:0 20px}.bx{border:1px solid #e6e6e6;border-radius:12px;padding:22px;margin:16px 0}.b{display:inline-block;background:#111;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600}.row{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #f1f1f1;font-size:14px}`,
    body: `<div class="hd"><b style="font-size:20px">collabstr</b><span>Orders · Messages · Profile</span></div>
<div class="w"><h1>Payouts</h1>
<div class="bx"><b>Payout method</b><p style="font-size:14px;color:#555">Collabstr uses Stripe to send your earnings. Connect a bank account to get paid when brands approve your content. Collabstr never charges creators a fee to receive offers or release payments.</p><a class="b" href="/settings/payouts/stripe-connect">Connect with Stripe</a></div>
<div class="bx"><b>Recent earnings</b><div class="row"><span>Order #48210 · Glow Serum UGC (2 videos)</span><span>$300.00 · Pending approval</span></div><div class="row"><span>Order #47788 · Coffee brand Reel</span><span>$180.00 · Paid Oct 2</span></div><p style="font-size:13px;color:#777">Funds are released 7 days after the brand approves delivery.</p></div></div>`,
  }),
},

{
  id: 'ys-clean-adsense-payments-info',
  label: 'clean',
  kind: 'creator-payout-own-domain',
  url: 'https://www.google.com/adsense/new/u/0/pub-4822910073315562/payments/settings',
  body: doc({
    title: 'Payments - Google AdSense',
    head: `<script src="https://www.gstatic.com/adsense/payments/payments_bin.js" async></script>`,
    css: CSS.reset + `body{font-family:"Google Sans",Roboto,Arial,sans-serif;background:#f8f9fa;color:#202124}.tb{background:#fff;border-bottom:1px solid #dadce0;padding:10px 20px}.w{max-width:860px;margin:26px auto;padding:0 20px}.c{background:#fff;border:1px solid #dadce0;border-radius:8px;padding:22px;margin-bottom:16px}.n{font-size:30px}.b{color:#1a73e8;text-decoration:none;font-weight:500}`,
    body: `<div class="tb">${MARK.google} <span style="color:#5f6368;font-size:20px">AdSense</span></div>
<div class="w"><div class="c"><p style="color:#5f6368;margin:0">Your balance</p><div class="n">US$148.37</div><p style="font-size:14px;color:#5f6368">Your payment threshold is US$100.00. You'll be paid on 21 November if there are no holds on your account.</p></div>
<div class="c"><b>How you get paid</b><p>Electronic Funds Transfer (EFT) · Vietcombank ••••2291</p><a class="b" href="/adsense/new/u/0/pub-4822910073315562/payments/methods">Manage payment methods</a></div>
<div class="c"><b>Tax information</b><p style="font-size:14px">Singapore tax info submitted. <a class="b" href="/adsense/new/u/0/pub-4822910073315562/payments/tax">View</a></p></div></div>`,
  }),
},

{
  id: 'ys-clean-unicef-italia-donazione',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.unicef.it/dona/emergenze/?utm_source=newsletter&utm_medium=email',
  body: doc({
    lang: 'it',
    title: 'Dona ora per le emergenze | UNICEF Italia',
    head: `<script src="https://js.stripe.com/v3/" async></script>${analytics('G-UNICEFIT9')}`,
    css: CSS.reset + `body{font-family:"Noto Sans",Arial,sans-serif;color:#1a1a1a;background:#fff}.hd{background:#1cabe2;color:#fff;padding:14px 30px;font-weight:700;font-size:22px}.w{max-width:900px;margin:30px auto;display:flex;gap:30px;padding:0 20px;flex-wrap:wrap}.l{flex:1 1 380px}.f{flex:1 1 380px;border:1px solid #ddd;border-radius:8px;padding:22px}.am{display:flex;gap:8px;flex-wrap:wrap}.am label{border:2px solid #1cabe2;border-radius:6px;padding:10px 14px;font-weight:700;color:#1cabe2}input{width:100%;border:1px solid #bbb;border-radius:4px;padding:10px;margin:4px 0 10px}button{width:100%;background:#1cabe2;color:#fff;border:0;border-radius:4px;padding:14px;font-weight:700;font-size:16px}`,
    body: `<div class="hd">unicef 🇮🇹 per ogni bambino</div>
<div class="w"><div class="l"><h1>Emergenze: aiutaci a raggiungere ogni bambino</h1><p>Con il tuo aiuto forniamo acqua potabile, vaccini, cibo terapeutico e protezione ai bambini colpiti da conflitti e disastri naturali.</p><p style="font-size:13px;color:#555">Le donazioni a UNICEF Italia sono deducibili o detraibili secondo la normativa vigente. C.F. 01561920586.</p></div>
<form class="f" method="post" action="/dona/checkout/"><b>Scegli l'importo</b><div class="am"><label><input type="radio" name="importo" value="30" style="width:auto"> € 30</label><label><input type="radio" name="importo" value="50" checked style="width:auto"> € 50</label><label><input type="radio" name="importo" value="100" style="width:auto"> € 100</label></div>
<p><b>I tuoi dati</b></p><input name="nome" placeholder="Nome"><input name="cognome" placeholder="Cognome"><input name="email" placeholder="Email"><input name="cf" placeholder="Codice fiscale (per la ricevuta)">
<p><b>Carta di pagamento</b></p><input name="cardnumber" placeholder="Numero carta" autocomplete="cc-number"><div style="display:flex;gap:8px"><input name="exp" placeholder="MM/AA" autocomplete="cc-exp"><input name="cvc" placeholder="CVC" autocomplete="cc-csc"></div>
<button>Dona ora</button><p style="font-size:12px;color:#666">Pagamento sicuro · Anche con PayPal, bonifico o bollettino postale</p></form></div>`,
  }),
},
];
