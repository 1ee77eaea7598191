// Clean: checkouts for paid plans, invoices, donations, investor relations, support contacts, parked domains (author zz).
import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, qwDoc, QW_TOP, QW_MARK, FONT } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-quellwerk-team-plan-checkout',
  label: 'clean',
  kind: 'checkout-own-domain',
  url: 'https://quellwerk.io/billing/checkout?plan=team&seats=12&interval=year',
  body: qwDoc({
    title: 'Checkout · Team plan · Quellwerk',
    head: `<meta name="csrf-token" content="pV7bX2nQ9sK4mR1tY8cW3eZ6"><style>.co{max-width:980px;margin:32px auto;display:grid;grid-template-columns:1.3fr 1fr;gap:24px;padding:0 24px}.pn{background:#fff;border:1px solid var(--qw-line);border-radius:10px;padding:24px}
.pn label{display:block;font-size:13px;font-weight:600;margin:12px 0 6px}.pn input,.pn select{width:100%;box-sizing:border-box;border:1px solid #c7ced6;border-radius:6px;padding:9px;font-size:14px}
.cardbox{border:1px solid #c7ced6;border-radius:6px;padding:10px;background:#fbfcfd}.r{display:flex;gap:10px}.r>div{flex:1}.sum td{border:0;padding:6px 0}.tot{font-size:20px;font-weight:700}</style>
<script src="/assets/billing/stripe-elements-bridge.js" defer></script>`,
    top: QW_TOP(`<span style="font-size:13px;color:#5b6675">Signed in as lena.hartmann · nordlicht</span>`),
    main: `<div class="co"><form class="pn" id="pay" method="post" action="/billing/subscriptions">
<h2 style="margin-top:0">Upgrade <i>nordlicht</i> to Team</h2>
<label>Billing email</label><input type="email" name="billing_email" value="accounts@nordlicht-software.de">
<label>Company name</label><input name="company" value="Nordlicht Software GmbH"><div class="r"><div><label>Country</label><select name="country"><option>Germany</option><option>Austria</option><option>Poland</option><option>Portugal</option></select></div><div><label>VAT ID</label><input name="vat_id" placeholder="DE123456789"></div></div>
<label>Card</label><div class="cardbox" id="card-element"><input id="cc" placeholder="Card number" autocomplete="cc-number" inputmode="numeric" style="border:0;padding:4px"><div class="r"><input placeholder="MM / YY" autocomplete="cc-exp" style="border:0;padding:4px"><input placeholder="CVC" autocomplete="cc-csc" style="border:0;padding:4px"></div></div>
<p style="font-size:12px;color:#5b6675">Payments are processed by Stripe. Your card details are sent directly to Stripe and never stored on Quellwerk servers.</p>
<button class="btn btn-primary" style="width:100%;padding:11px" type="submit">Subscribe – €1,584.00 / year</button></form>
<div class="pn"><b>Order summary</b><table class="sum"><tr><td>Team plan × 12 seats</td><td style="text-align:right">€1,440.00</td></tr><tr><td>Annual discount (−17 %)</td><td style="text-align:right">included</td></tr><tr><td>VAT 19 % (DE)</td><td style="text-align:right">€144.00*</td></tr><tr><td class="tot">Total</td><td class="tot" style="text-align:right">€1,584.00</td></tr></table>
<p style="font-size:12px;color:#5b6675">*Reverse charge applies with a valid EU VAT ID. Cancel anytime from Settings → Billing; unused time is refunded pro rata.</p></div></div>`,
  }),
  routes: { 'quellwerk.io/assets/billing/stripe-elements-bridge.js': jsRoute(`(function(){var f=document.getElementById('pay');if(!f)return;f.addEventListener('submit',function(e){e.preventDefault();fetch('/billing/subscriptions/intent',{method:'POST',headers:{'content-type':'application/json','x-csrf-token':document.querySelector('meta[name=csrf-token]').content},body:JSON.stringify({plan:'team',seats:12,interval:'year'})}).then(function(r){return r.json()}).then(function(j){if(j.redirect)location.href=j.redirect;});});})();`) },
},

{
  id: 'zz-stripe-hosted-checkout-devtool',
  label: 'clean',
  kind: 'checkout-hosted-provider',
  url: 'https://checkout.stripe.com/c/pay/cs_live_a1Qw8rZ2mK4tY7bN9cV3xE5pL0dF6gH1jS8uW2iO4qT#fidkdWxOYHwnPyd1blpxYHZxWjA0T',
  body: doc({
    title: 'Quellwerk GmbH',
    head: `<style>body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;color:#1a1a1a}.w{display:flex;min-height:100vh}
.l{flex:1;background:#fafafa;padding:70px 60px 0 15%}.r{flex:1;padding:70px 15% 0 60px;box-shadow:-15px 0 30px rgba(0,0,0,.04)}
.amt{font-size:36px;font-weight:600;margin:6px 0 24px}label{display:block;font-size:13px;color:#6b6b6b;margin:14px 0 6px}input,select{width:100%;box-sizing:border-box;border:1px solid #e0e0e0;border-radius:6px;padding:10px;font-size:15px}
.g{display:flex}.g input{border-radius:0}.g input:first-child{border-radius:6px 0 0 6px}.g input:last-child{border-radius:0 6px 6px 0}
.pay{width:100%;margin-top:22px;background:#0f5c4d;color:#fff;border:0;border-radius:6px;padding:13px;font-size:16px;font-weight:600;cursor:pointer}.pw{font-size:12px;color:#999;text-align:center;margin-top:26px}</style>`,
    body: `<div class="w"><div class="l"><div style="display:flex;gap:8px;align-items:center">${QW_MARK}<b>Quellwerk GmbH</b></div>
<p style="color:#6b6b6b;margin-top:30px">Subscribe to Quellwerk Pro</p><div class="amt">€19.00 <span style="font-size:14px;color:#6b6b6b">per month</span></div>
<p style="font-size:14px">Pro plan · 1 seat · 3,000 CI minutes · 10 GB packages</p></div>
<div class="r"><button style="width:100%;background:#000;color:#fff;border:0;border-radius:6px;padding:12px;font-size:16px">Pay with Link</button><p style="text-align:center;color:#999;font-size:13px">Or pay with card</p>
<form><label>Email</label><input type="email" value="dev@marek-nowak.pl"><label>Card information</label><input placeholder="1234 1234 1234 1234" autocomplete="cc-number" style="border-radius:6px 6px 0 0"><div class="g"><input placeholder="MM / YY" style="border-radius:0 0 0 6px"><input placeholder="CVC" style="border-radius:0 0 6px 0"></div>
<label>Cardholder name</label><input placeholder="Full name on card"><label>Country or region</label><select><option>Poland</option><option>Germany</option></select>
<button class="pay" type="button">Subscribe</button></form>
<p style="font-size:12px;color:#6b6b6b">By confirming your subscription, you allow Quellwerk GmbH to charge your card for this payment and future payments in accordance with their terms. You can always cancel your subscription.</p>
<p class="pw">Powered by <b>stripe</b> · <a href="https://stripe.com/legal/end-users" style="color:#999">Terms</a> · <a href="https://stripe.com/privacy" style="color:#999">Privacy</a></p></div></div>`,
  }),
},

{
  id: 'zz-quellwerk-pix-checkout-pt-br',
  label: 'clean',
  kind: 'checkout-own-domain',
  url: 'https://quellwerk.io/pt-br/billing/checkout/pix?plan=pro&interval=year',
  body: qwDoc({
    lang: 'pt-BR',
    title: 'Pagamento via Pix · Plano Pro · Quellwerk',
    top: QW_TOP(`<span style="font-size:13px;color:#5b6675">Conectado como rafael.souza</span>`),
    main: `<div class="auth-wrap" style="max-width:520px"><div class="auth-card">
<h1>Pagamento via Pix</h1><p>Plano <b>Pro anual</b> para <b>rafael.souza</b> — <b>R$ 1.190,00</b> (impostos incluídos)</p>
<div style="display:flex;justify-content:center;margin:16px 0"><svg width="180" height="180" viewBox="0 0 21 21" shape-rendering="crispEdges"><rect width="21" height="21" fill="#fff"/><path d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0z" fill="#000"/><path d="M1 1h5v5H1zM15 1h5v5h-5zM1 15h5v5H1z" fill="#fff"/><path d="M2 2h3v3H2zM16 2h3v3h-3zM2 16h3v3H2zM9 1h1v2H9zM11 3h2v1h-2zM8 8h3v1H8zM12 9h2v2h-2zM9 12h1v3H9zM14 14h3v1h-3zM16 16h2v3h-2zM12 17h2v2h-2z" fill="#000"/></svg></div>
<label>Pix copia e cola</label><input type="text" id="pix" readonly value="00020126580014BR.GOV.BCB.PIX0136quellwerk-br@pagamentos.stripe.com520400005303986540711190.005802BR5913QUELLWERK GMBH6009SAO PAULO62140510QWPRO88213630441C2">
<button class="btn" id="cp" style="width:100%;margin-top:10px">Copiar código Pix</button>
<p style="font-size:13px;color:#5b6675;margin-top:16px">O código expira em 30 minutos. Assim que o pagamento for confirmado pelo seu banco, o plano é ativado automaticamente e você recebe a nota fiscal por e-mail. Pagamento processado pela Stripe Brasil.</p>
<p style="font-size:13px"><a href="/pt-br/billing/checkout?plan=pro&amp;interval=year">Pagar com cartão de crédito</a></p></div></div>
<script>document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(document.getElementById('pix').value);this.textContent='Código copiado!';};
setInterval(function(){fetch('/pt-br/billing/checkout/pix/status?ref=QWPRO88213').then(function(r){return r.json()}).then(function(j){if(j.paid)location.href='/pt-br/billing?success=1'}).catch(function(){})},5000);</script>`,
  }),
  routes: { 'quellwerk.io/pt-br/billing/checkout/pix/status': jsonRoute({ paid: false }) },
},

{
  id: 'zz-open-collective-donation-maintainers',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://opencollective.com/rust-embedded-wg/donate?interval=month&amount=10',
  body: doc({
    title: 'Contribute to Rust Embedded Working Group - Open Collective',
    head: `<style>body{margin:0;font-family:Inter,${FONT};background:#f9fafb;color:#111827}.c{max-width:620px;margin:40px auto;background:#fff;border:1px solid #e5e7eb;border-radius:16px;padding:30px}
.tiers{display:flex;gap:8px;flex-wrap:wrap}.tiers button{border:1px solid #d1d5db;background:#fff;border-radius:8px;padding:10px 16px;cursor:pointer}.tiers .on{border-color:#1869f5;background:#eff6ff}
label{display:block;font-size:14px;font-weight:500;margin:14px 0 6px}input{width:100%;box-sizing:border-box;border:1px solid #d1d5db;border-radius:8px;padding:10px}.b{width:100%;background:#1869f5;color:#fff;border:0;border-radius:100px;padding:13px;font-weight:600;margin-top:20px;cursor:pointer}</style>`,
    body: `<div class="c"><p style="color:#6b7280;margin:0">Contribute to</p><h1 style="margin:4px 0 14px">Rust Embedded Working Group</h1>
<p style="font-size:14px;color:#4b5563">Fiscally hosted by Open Source Collective (501c6). Your contribution pays for CI, hardware for maintainers and travel to RustConf and Oxidize.</p>
<div class="tiers"><button>€5</button><button class="on">€10</button><button>€25</button><button>€50</button><button>Other</button></div>
<p><label style="display:inline"><input type="radio" name="i" style="width:auto"> One time</label> &nbsp; <label style="display:inline"><input type="radio" name="i" checked style="width:auto"> Monthly</label></p>
<label>Email</label><input type="email"><label>Name (public)</label><input><label>Card</label><input placeholder="Card number · MM/YY · CVC" autocomplete="cc-number">
<button class="b">Contribute €10 monthly</button><p style="font-size:12px;color:#6b7280;text-align:center">Payments by Stripe. Receipts are emailed automatically; donations may be tax-deductible in the US.</p>
<p style="font-size:13px">Budget is fully transparent — see <a href="/rust-embedded-wg/transactions">all transactions</a>.</p></div>`,
  }),
},

{
  id: 'zz-quellwerk-contact-support-phones',
  label: 'clean',
  kind: 'support-page-with-phone',
  url: 'https://quellwerk.io/contact/support',
  body: qwDoc({
    title: 'Contact support · Quellwerk',
    main: `<div class="content"><article>
<h1 style="margin-top:28px">Contact support</h1>
<p>Most questions are answered fastest through a support request. Enterprise customers with a support contract can also call us.</p>
<h2>Open a request</h2><p>Sign in and go to <a href="https://support.quellwerk.io/hc/en-us/requests/new">support.quellwerk.io</a>. Free plans get community support in our <a href="https://forum.quellwerk.io">forum</a>.</p>
<h2>Phone support (Enterprise, Premium Support add-on)</h2>
<table><tr><th>Region</th><th>Number</th><th>Hours</th></tr><tr><td>Germany / EU</td><td>+49 30 5683 7710</td><td>Mon–Fri 08:00–18:00 CET</td></tr><tr><td>United Kingdom</td><td>+44 20 3966 1204</td><td>Mon–Fri 08:00–18:00 GMT</td></tr><tr><td>United States</td><td>+1 (415) 890-3321</td><td>Mon–Fri 08:00–18:00 PT</td></tr><tr><td>Japan</td><td>+81 3-4578-1190</td><td>平日 9:00–18:00 JST</td></tr></table>
<p>Have your organization ID (Settings → General) and support PIN ready. Our engineers may ask to share your screen through Zoom, but they will never ask for your password, 2FA codes, or for payment over the phone.</p>
<h2>Billing</h2><p>For invoices, VAT questions and refunds email <a href="mailto:billing@quellwerk.io">billing@quellwerk.io</a>. Renewals and cancellations are handled in Settings → Billing; we don't process cancellations by phone.</p>
<h2>Security</h2><p>Report vulnerabilities or abuse at <a href="/security">quellwerk.io/security</a>.</p>
</article></div>`,
  }),
},

{
  id: 'zz-parked-lookalike-domain-for-sale',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://gitpipeline.dev/',
  body: doc({
    title: 'gitpipeline.dev - This domain may be for sale!',
    head: `<style>body{margin:0;font-family:Arial,sans-serif;background:#f3f3f3;color:#333}.w{max-width:980px;margin:0 auto;padding:40px 20px;text-align:center}
h1{font-size:36px;margin:10px 0}.sale{background:#fff;border:1px solid #ddd;border-radius:6px;padding:20px;margin:24px auto;max-width:560px}.sale a{display:inline-block;background:#e86a00;color:#fff;padding:10px 24px;border-radius:4px;text-decoration:none;font-weight:700}
.rl{display:grid;grid-template-columns:1fr 1fr;gap:12px;max-width:640px;margin:30px auto;text-align:left}.rl a{display:block;background:#fff;border:1px solid #ddd;padding:14px;color:#1a0dab;text-decoration:none}</style>`,
    body: `<div class="w"><h1>gitpipeline.dev</h1><p>This domain is registered and may be available for purchase.</p>
<div class="sale"><p>Buy this domain through our secure transfer service.</p><p style="font-size:28px;font-weight:700">USD 2,450</p><a href="https://sedo.com/search/details/?domain=gitpipeline.dev&amp;origin=parking">Buy now</a><p style="font-size:12px;color:#888">or make an offer · Transfer handled by Sedo</p></div>
<h3>Related searches</h3><div class="rl"><a href="/search?q=ci+cd+pipeline">CI/CD Pipeline Tools</a><a href="/search?q=git+hosting">Git Hosting</a><a href="/search?q=devops+courses">DevOps Courses</a><a href="/search?q=code+review+software">Code Review Software</a></div>
<p style="font-size:11px;color:#999">The Sponsored Listings displayed above are served automatically by a third party. Neither the service provider nor the domain owner maintain any relationship with the advertisers. © 2025 gitpipeline.dev · Privacy Policy</p></div>`,
  }),
},
];
