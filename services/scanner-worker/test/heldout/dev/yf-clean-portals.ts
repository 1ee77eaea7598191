import { htmlRoute, type Entry } from '../entry.js';
import { cssRoute, jsonRoute, jsRoute } from '../parts/e-bin.js';
import { msSquares } from '../parts/yf-kit.js';

// Client portals and sign-ins that practices run on their own domains.

export const entries: Entry[] = [
  {
    id: 'yf-clean-lawfirm-client-portal-login',
    label: 'clean',
    kind: 'practice-portal-own-domain',
    url: 'https://portal.harbourlegal.com.au/login?next=%2Fmatters%2F24-0318',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Client Portal | Harbour Legal</title>
<link rel="stylesheet" href="/static/portal.3a9e1c.css">
</head>
<body>
<div class="shell">
<aside><div class="firm">HARBOUR LEGAL<small>SOLICITORS &amp; CONVEYANCERS</small></div><p>Secure client portal for matter updates, documents and trust account statements.</p><p class="contact">Level 4, 88 Phillip Street, Sydney NSW 2000<br>(02) 9188 4400<br>enquiries@harbourlegal.com.au</p></aside>
<main>
<h1>Sign in</h1>
<p class="muted">Clients: use the email address you gave us when you opened your matter.</p>
<form method="post" action="/login?next=%2Fmatters%2F24-0318" id="lf">
<input type="hidden" name="csrfmiddlewaretoken" value="k3Vq9ZpL0xW7mN2bR8cT1yF6hD4gS5aJ">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<p><a href="/password-reset/">Forgot your password?</a> &middot; <a href="/register/">First time? Activate your account</a></p>
<div class="staff"><span>Harbour Legal staff</span><a href="/sso/azure/start?next=%2Fmatters%2F24-0318" class="ms">${msSquares} Sign in with Microsoft</a></div>
<p class="notice"><b>Payment safety:</b> Our trust account details never change. Before transferring settlement funds, call us on (02) 9188 4400 using the number on our website to verbally confirm the account. We will never ask you to pay into a new account by email.</p>
</main>
</div>
<script src="/static/portal.3a9e1c.js" defer></script>
</body></html>`,
    routes: {
      'portal.harbourlegal.com.au/static/portal.3a9e1c.css': cssRoute(`body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;color:#1d2a36;background:#f4f6f8}.shell{display:flex;min-height:100vh}aside{flex:0 0 340px;background:#13324f;color:#dfe7ef;padding:50px 36px}aside .firm{font-family:Georgia,serif;font-size:24px;color:#fff;letter-spacing:1px}aside .firm small{display:block;font-family:Arial;font-size:10px;letter-spacing:3px;color:#9fb3c6;margin-top:4px}aside .contact{font-size:14px;margin-top:40px;color:#b5c4d3}main{flex:1;max-width:460px;padding:70px 50px}h1{margin:0 0 6px}.muted{color:#5c6b78}label{display:block;font-weight:600;font-size:14px;margin:16px 0 6px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #b7c2cc;border-radius:4px;font-size:15px}button{margin-top:22px;width:100%;padding:12px;background:#13324f;color:#fff;border:0;border-radius:4px;font-size:16px}a{color:#0f6cbd}.staff{margin-top:30px;border-top:1px solid #dde3e8;padding-top:18px;display:flex;justify-content:space-between;align-items:center;font-size:13px;color:#5c6b78}.ms{display:inline-flex;align-items:center;gap:8px;border:1px solid #8c8c8c;padding:7px 12px;color:#5e5e5e;text-decoration:none;font-weight:600;background:#fff}.notice{margin-top:28px;font-size:13px;background:#fff8e1;border:1px solid #f1dca0;padding:12px;border-radius:4px}`),
      'portal.harbourlegal.com.au/static/portal.3a9e1c.js': jsRoute(`document.getElementById('lf').addEventListener('submit',function(e){var b=this.querySelector('button');b.disabled=true;b.textContent='Signing in...';});`),
    },
  },
  {
    id: 'yf-clean-tenant-portal-rent-payment-info',
    label: 'clean',
    kind: 'practice-portal-own-domain',
    url: 'https://tenants.lakesidepm.com.au/login?redirect=%2Frent%2Fpay',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Tenant Portal | Lakeside Property Management</title>
<style>
body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#eef3f6;color:#1e2d3a}
.h{background:#154c79;color:#fff;padding:16px 6%;display:flex;justify-content:space-between;align-items:center}
.h small{opacity:.8}
.g{max-width:980px;margin:30px auto;display:flex;gap:24px;padding:0 16px;flex-wrap:wrap}
.card{flex:1;min-width:300px;background:#fff;border-radius:8px;padding:26px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
label{display:block;font-weight:600;font-size:14px;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #b3c3cf;border-radius:4px;font-size:15px}
button{margin-top:18px;width:100%;padding:11px;background:#154c79;color:#fff;border:0;border-radius:4px;font-size:15px}
.warn{background:#fff4e5;border-left:4px solid #f08c00;padding:12px;font-size:14px;margin-top:14px}
table{font-size:14px;border-collapse:collapse;width:100%}td{padding:6px 0;border-bottom:1px solid #eee}
</style></head>
<body>
<div class="h"><b>Lakeside Property Management</b><small>Licensed real estate agent &middot; Lake Macquarie NSW</small></div>
<div class="g">
<div class="card">
<h2 style="margin-top:0">Tenant sign in</h2>
<form method="post" action="/login?redirect=%2Frent%2Fpay">
<input type="hidden" name="_token" value="Qm9Zk1xR7vN2pL0wK9cYbT3sHd">
<label>Email</label><input name="email" type="email" autocomplete="username">
<label>Password</label><input name="password" type="password" autocomplete="current-password">
<button type="submit">Sign in</button>
</form>
<p style="font-size:14px"><a href="/password/reset">Reset password</a> &middot; Maintenance emergencies: 02 4950 1188 (24/7)</p>
</div>
<div class="card">
<h2 style="margin-top:0">How to pay rent</h2>
<table><tr><td>DEFT reference</td><td>printed on your tenancy welcome letter</td></tr><tr><td>BPAY biller code</td><td>96503</td></tr><tr><td>Direct debit</td><td>set up in the portal under Rent &rarr; Payment method</td></tr></table>
<div class="warn"><b>Our bank details will never change by email.</b> If you receive a message asking you to pay rent or a bond into a different account, do not pay &ndash; call our office on 02 4950 1100 and ask for your property manager.</div>
</div>
</div>
</body></html>`,
  },
  {
    id: 'yf-clean-accountancy-stripe-invoice-payment',
    label: 'clean',
    kind: 'supplier-payment-page',
    url: 'https://pay.tranassociates.com.au/invoice/INV-2024-0318?t=8f1c2a90',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pay invoice INV-2024-0318 | Tran &amp; Associates Chartered Accountants</title>
<script src="https://js.stripe.com/v3/"></script>
<style>
body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f6f9fc;color:#30313d}
.w{max-width:900px;margin:40px auto;display:flex;gap:30px;padding:0 16px;flex-wrap:wrap}
.l{flex:1;min-width:280px}.r{flex:1;min-width:300px;background:#fff;border-radius:8px;padding:26px;box-shadow:0 2px 6px rgba(50,50,93,.1)}
.amt{font-size:36px;font-weight:600;margin:8px 0}
table{width:100%;font-size:14px;border-collapse:collapse;margin-top:18px}td{padding:8px 0;border-bottom:1px solid #e6ebf1}
label{display:block;font-size:14px;margin:14px 0 6px;color:#6d6e78}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #e0e0e0;border-radius:5px;font-size:15px}
#card-element{border:1px solid #e0e0e0;border-radius:5px;padding:12px;min-height:20px}
button{margin-top:20px;width:100%;padding:12px;background:#0570de;color:#fff;border:0;border-radius:5px;font-size:16px;font-weight:600}
.muted{font-size:13px;color:#6d6e78}
#card-errors{color:#df1b41;font-size:13px;margin-top:6px}
</style></head>
<body>
<div class="w">
<div class="l">
<div class="muted">Tran &amp; Associates Chartered Accountants &middot; ABN 22 615 480 917</div>
<div class="amt">$1,980.00</div>
<div class="muted">Invoice INV-2024-0318 &middot; due 30 April 2024</div>
<table><tr><td>Preparation of 2023 company tax return</td><td style="text-align:right">$1,200.00</td></tr><tr><td>BAS lodgement Q2 &amp; Q3</td><td style="text-align:right">$600.00</td></tr><tr><td>GST</td><td style="text-align:right">$180.00</td></tr></table>
<p class="muted" style="margin-top:20px">Prefer bank transfer? Use the details on your emailed invoice. Our bank details have not changed since 2016 &ndash; if in doubt, call us on (03) 9645 2200.</p>
</div>
<div class="r">
<form id="payment-form">
<label>Email for receipt</label><input type="email" id="email" value="">
<label>Card details</label><div id="card-element"></div><div id="card-errors" role="alert"></div>
<label>Name on card</label><input id="name">
<button id="submit" type="submit">Pay $1,980.00</button>
<p class="muted" style="text-align:center">Powered by <b>stripe</b> &middot; A 1.75% card surcharge applies</p>
</form>
</div>
</div>
<script>
(function(){
  if (typeof Stripe === 'undefined') { document.getElementById('card-errors').textContent = 'Card payments are temporarily unavailable. Please reload the page or pay by bank transfer.'; return; }
  var stripe = Stripe('pk_live_51Hq8zLJx2kR7vN0pW9mYcT3bF6dS4aG1hE8uO5iQ2lZ7xC0nV9bK3jM6tR1yP');
  var elements = stripe.elements(); var card = elements.create('card', {hidePostalCode: true}); card.mount('#card-element');
  document.getElementById('payment-form').addEventListener('submit', async function(e){
    e.preventDefault();
    var r = await fetch('/invoice/INV-2024-0318/intent?t=8f1c2a90', {method:'POST'}).then(function(x){ return x.json(); });
    var res = await stripe.confirmCardPayment(r.client_secret, {payment_method: {card: card, billing_details: {name: document.getElementById('name').value, email: document.getElementById('email').value}}});
    if (res.error) document.getElementById('card-errors').textContent = res.error.message; else location.href = '/invoice/INV-2024-0318/paid?t=8f1c2a90';
  });
})();
</script>
</body></html>`,
    routes: {
      'pay.tranassociates.com.au/invoice/INV-2024-0318/intent': jsonRoute({ client_secret: 'pi_3P4q8zLJx2kR7vN0_secret_Wm9YcT3bF6dS4aG1hE8u' }),
      'pay.tranassociates.com.au/invoice/INV-2024-0318/paid': htmlRoute('<!DOCTYPE html><html><head><meta charset="utf-8"><title>Payment received</title></head><body style="font-family:Arial;padding:50px;text-align:center"><h2>Thank you &ndash; payment received</h2><p>A receipt has been emailed to you.</p></body></html>'),
    },
  },
];
