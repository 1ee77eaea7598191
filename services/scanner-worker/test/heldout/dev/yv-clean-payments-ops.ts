import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { CSS, LOGO, doc, jsR, jsonR, naira } from '../parts/yv-kit.js';

// Payments, couriers and operations pages that share the scams' vocabulary: real parcel tracking, customs
// duty payment, hosted card checkout, government fee payment, a status page, an internal fraud-ops tool, and
// help pages that tell you to open the Run dialog or paste a command into PowerShell.

const dhlTrack = doc({
  title: 'DHL Express - Tracking',
  css: `${CSS.reset}body{background:#f2f2f2}.y{background:#ffcc00;padding:12px 30px}.c{max-width:860px;margin:24px auto;background:#fff;padding:26px}.ev{border-left:3px solid #d40511;padding:4px 14px;margin:12px 0;font-size:14px}.n{background:#fff8d6;padding:12px;font-size:13px;margin-top:16px}`,
  body: `<div class="y">${LOGO.dhl}</div><div class="c"><h1>Waybill: 4829105573</h1><p><b>Status:</b> Clearance event &mdash; Lagos, Nigeria</p>
<div class="ev"><b>Sep 17, 2025 14:05</b> &mdash; Customs status updated. Duties and taxes are due. Pay online via <i>MyDHL+ / On Demand Delivery</i> or at the service point.</div>
<div class="ev"><b>Sep 17, 2025 06:40</b> &mdash; Arrived at DHL facility &mdash; Lagos, Nigeria</div>
<div class="ev"><b>Sep 16, 2025 21:12</b> &mdash; Departed facility &mdash; East Midlands, United Kingdom</div>
<p><a href="https://odd.dhl.com/?awb=4829105573">Pay duties and taxes</a></p>
<div class="n">DHL will only ask you to pay duties through dhl.com or the official DHL app. We never request payment by SMS link to other websites, or into a personal bank account.</div></div>`,
});

const gigTrack = doc({
  title: 'Track Shipment | GIG Logistics',
  css: `${CSS.reset}body{background:#fafafa}.h{background:#fff;border-bottom:2px solid #ec1c24;padding:10px 30px}.c{max-width:640px;margin:24px auto;background:#fff;border-radius:10px;padding:24px}.f{display:flex;gap:8px}.f input{flex:1;padding:12px;border:1px solid #ccc;border-radius:6px}.f button{background:#ec1c24;color:#fff;border:0;padding:0 20px;border-radius:6px}.s{margin-top:18px;font-size:14px}`,
  body: `<div class="h">${LOGO.gig}</div><div class="c"><h2>Track your shipment</h2><form class="f" method="get" action="/track"><input name="waybill" value="1149027733"><button>Track</button></form>
<div class="s" id="s"></div><p style="font-size:12px;color:#777">GIGL never asks for card details to reschedule a delivery. Redelivery is arranged through the GIGGo app or by calling 0813 985 1120.</p></div>
<script src="/assets/js/track-waybill.5b21.js"></script>`,
});
const gigJs = `fetch('/api/v1/shipments/1149027733').then(function(r){return r.json()}).then(function(j){document.getElementById('s').innerHTML='<b>'+j.status+'</b><br>'+j.events.map(function(e){return e.time+' &mdash; '+e.desc}).join('<br>');});`;

const paystackCheckout = doc({
  title: 'Paystack Checkout - Konga',
  css: `${CSS.reset}body{background:#f2f4f7;display:flex;justify-content:center;padding-top:50px}.w{width:420px;background:#fff;border-radius:8px;box-shadow:0 10px 30px rgba(0,0,0,.1);overflow:hidden}.top{display:flex;justify-content:space-between;padding:18px 22px;border-bottom:1px solid #eee;font-size:14px}.b{padding:22px}${CSS.field}.row{display:flex;gap:10px}.row div{flex:1}.pay{width:100%;background:#3bb75e;color:#fff;border:0;padding:14px;border-radius:6px;margin-top:18px;font-size:16px}.ft{text-align:center;font-size:12px;color:#888;padding:12px}`,
  body: `<div class="w"><div class="top"><span><b>Konga Online Shopping</b><br>customer@example.com</span><span>Pay <b>${naira(48750)}</b></span></div>
<form class="b" method="post" action="/charge/card" id="cf"><label>Card number</label><input name="number" inputmode="numeric" autocomplete="cc-number" placeholder="0000 0000 0000 0000"><div class="row"><div><label>Card expiry</label><input name="expiry" autocomplete="cc-exp" placeholder="MM / YY"></div><div><label>CVV</label><input name="cvv" autocomplete="cc-csc" placeholder="123"></div></div>
<input type="hidden" name="access_code" value="0peioxfhpn6k9d2"><button class="pay">Pay ${naira(48750)}</button></form>
<div class="ft">&#128274; Secured by <b>paystack</b></div></div>`,
});

const remita = doc({
  title: 'Remita - Pay Federal Government Agencies',
  css: `${CSS.reset}body{background:#f6f7fb}.h{background:#fff;padding:12px 30px;border-bottom:3px solid #e61c24;font-weight:700;color:#e61c24;font-size:22px}.c{max-width:640px;margin:24px auto;background:#fff;padding:26px;border-radius:6px}${CSS.field}.b{background:#e61c24;color:#fff;border:0;padding:12px 28px;border-radius:4px;margin-top:16px}`,
  body: `<div class="h">remita</div><div class="c"><h2>Pay a Federal Government Agency</h2><form method="post" action="/remita/onepage/biller/NIMC/payment"><label>Who do you want to pay?</label><input name="biller" value="National Identity Management Commission (NIMC)" readonly><label>Name of service / purpose</label><select name="svc"><option>NIN Modification - Date of Birth</option><option>NIN Modification - Name</option><option>Re-issuance of NIN Slip</option></select><label>Amount</label><input name="amount" value="15,000.00" readonly><label>Payer's full name</label><input name="payer"><label>Payer's phone</label><input name="phone"><label>Payer's email</label><input name="email" type="email"><button class="b">Generate RRR</button></form>
<p style="font-size:12px;color:#777">Remita is operated by SystemSpecs under licence from the Central Bank of Nigeria.</p></div>`,
});

const status = doc({
  title: 'Moniepoint Status',
  css: `${CSS.reset}body{background:#fafbfc}.c{max-width:820px;margin:0 auto;padding:30px 20px}.ok{background:#2fcc66;color:#fff;padding:16px;border-radius:6px;font-weight:600}.comp{display:flex;justify-content:space-between;background:#fff;border:1px solid #e3e8ee;padding:14px;margin-top:-1px}.g{color:#2fcc66}.y{color:#f1c40f}.inc{background:#fff;border:1px solid #e3e8ee;padding:16px;margin-top:20px;font-size:14px}`,
  body: `<div class="c">${LOGO.moniepoint}<div class="ok" style="margin-top:20px">Partial degradation: NIP transfers to some banks</div><br>
<div class="comp"><span>POS card transactions</span><span class="g">Operational</span></div><div class="comp"><span>Transfers (NIP) &mdash; outbound</span><span class="y">Degraded performance</span></div><div class="comp"><span>Mobile app &amp; web</span><span class="g">Operational</span></div><div class="comp"><span>USSD *5573#</span><span class="g">Operational</span></div><div class="comp"><span>Agent settlements</span><span class="g">Operational</span></div>
<div class="inc"><b>Investigating &mdash; Sep 18, 10:42 WAT</b><br>Some transfers to two partner banks are delayed. Funds are not lost; delayed transfers will complete or be reversed automatically. You do not need to re-activate your terminal or share any details with anyone who calls you about this incident.</div></div>
<script>setTimeout(function(){location.reload();},120000);</script>`,
});

const cliDocs = doc({
  title: 'Install the Paystack CLI | Paystack Developer Documentation',
  css: `${CSS.reset}body{background:#fff;line-height:1.65}.side{position:fixed;top:0;bottom:0;width:240px;border-right:1px solid #eee;padding:24px;font-size:14px}.side a{display:block;margin:8px 0;color:#333;text-decoration:none}.m{margin-left:260px;max-width:760px;padding:30px}pre{background:#011b33;color:#e6edf3;padding:14px;border-radius:6px;position:relative;overflow:auto}pre button{position:absolute;top:8px;right:8px;font-size:12px}.tab{display:flex;gap:14px;border-bottom:1px solid #eee;margin-top:20px}.tab span{padding:8px 0}.tab .on{border-bottom:2px solid #0ba4db}`,
  body: `<div class="side"><b>Paystack Docs</b><a href="/docs/api/">API Reference</a><a href="/docs/libraries-and-plugins/">Libraries</a><a href="/docs/cli/">CLI</a><a href="/docs/payments/webhooks/">Webhooks</a></div>
<main class="m"><h1>Paystack CLI</h1><p>The Paystack CLI lets you test webhooks locally, trigger test events and inspect API logs from your terminal.</p>
<div class="tab"><span class="on">Windows</span><span>macOS</span><span>Linux</span><span>npm</span></div>
<p>Open <b>PowerShell</b> (press <kbd>Win</kbd> + <kbd>X</kbd> and choose <i>Terminal</i>), paste the following command and press <b>Enter</b>:</p>
<pre id="c1">irm https://cli.paystack.com/install.ps1 | iex<button data-copy="c1">Copy</button></pre>
<p>On macOS and Linux:</p><pre id="c2">curl -fsSL https://cli.paystack.com/install.sh | sh<button data-copy="c2">Copy</button></pre>
<p>Or install with npm: <code>npm install -g @paystack/cli</code>. Then run <code>paystack login</code>; a browser window opens on dashboard.paystack.com to authorise the CLI.</p>
<p>Verify the installer's signature against the checksums published on our GitHub releases page before running it on production machines.</p></main>
<script src="/docs/assets/js/cli-copy.3f9a1c.js"></script>`,
});
const copyJs = `document.querySelectorAll('[data-copy]').forEach(function(b){b.addEventListener('click',function(){var t=document.getElementById(b.dataset.copy).firstChild.textContent.trim();navigator.clipboard.writeText(t).then(function(){b.textContent='Copied';setTimeout(function(){b.textContent='Copy';},1500);});});});`;

const orangeSupport = doc({
  title: 'Assistance Orange : trouver l\'adresse IP de votre ordinateur (Windows)',
  lang: 'fr',
  css: `${CSS.reset}body{background:#fff;line-height:1.7}.h{background:#000;color:#fff;padding:12px 24px;display:flex;gap:10px;align-items:center}.c{max-width:760px;margin:0 auto;padding:30px 20px}.st{border-left:4px solid #ff7900;padding:8px 16px;margin:14px 0;background:#fafafa}kbd{border:1px solid #999;border-radius:3px;padding:0 5px;background:#eee}code{background:#eee;padding:2px 6px}`,
  body: `<div class="h">${LOGO.orange.replace('width="60" height="60"', 'width="32" height="32"')}<b>Assistance Orange Côte d'Ivoire</b></div>
<article class="c"><p><a href="/fr/assistance/internet">Internet &amp; Box</a> &rsaquo; Dépannage</p><h1>Trouver l'adresse IP de votre ordinateur sous Windows</h1>
<p>Notre conseiller peut vous demander l'adresse IP de votre ordinateur pour diagnostiquer votre connexion Fibre ou Flybox.</p>
<div class="st"><b>Étape 1.</b> Appuyez simultanément sur les touches <kbd>Windows</kbd> + <kbd>R</kbd>. La fenêtre « Exécuter » s'ouvre.</div>
<div class="st"><b>Étape 2.</b> Tapez <code>cmd</code> puis appuyez sur <kbd>Entrée</kbd>.</div>
<div class="st"><b>Étape 3.</b> Dans la fenêtre noire, tapez <code>ipconfig</code> et appuyez sur <kbd>Entrée</kbd>. Relevez la ligne « Adresse IPv4 ».</div>
<p><b>Attention :</b> Orange ne vous demandera jamais de copier-coller une commande fournie par un site web pour « vérifier que vous êtes humain » ou pour « corriger » l'affichage d'un document. Si un site vous le demande, fermez-le.</p></article>`,
});

export const entries: Entry[] = [
  { id: 'yv-clean-dhl-tracking-clearance-event', label: 'clean', kind: 'courier-tracking', url: 'https://www.dhl.com/ng-en/home/tracking/tracking-express.html?submit=1&tracking-id=4829105573', body: dhlTrack },
  {
  id: 'yv-clean-gig-logistics-track',
  label: 'clean',
  kind: 'courier-tracking',
  url: 'https://giglogistics.com/track?waybill=1149027733',
  body: gigTrack,
  routes: {
    'giglogistics.com/assets/js/track-waybill.5b21.js': jsR(gigJs),
    'giglogistics.com/api/v1/shipments/1149027733': jsonR({ waybill: '1149027733', status: 'Out for delivery', events: [{ time: '18 Sep 08:10', desc: 'Out for delivery - Ikeja hub' }, { time: '17 Sep 19:32', desc: 'Arrived at Ikeja hub' }, { time: '17 Sep 09:05', desc: 'Shipment created - Abuja' }] }),
  },
},
  { id: 'yv-clean-paystack-hosted-checkout-konga', label: 'clean', kind: 'legit-card-checkout', url: 'https://checkout.paystack.com/0peioxfhpn6k9d2', body: paystackCheckout },
  { id: 'yv-clean-remita-nimc-modification-fee', label: 'clean', kind: 'government-payment', url: 'https://remita.net/remita/onepage/biller/NIMC/payment.spa', body: remita },
  { id: 'yv-clean-paystack-cli-install-docs', label: 'clean', kind: 'developer-docs-paste-command', url: 'https://paystack.com/docs/developer-tools/paystack-cli/', body: cliDocs, routes: { 'paystack.com/docs/assets/js/cli-copy.3f9a1c.js': jsR(copyJs) } },
  { id: 'yv-clean-orange-ci-assistance-ipconfig-fr', label: 'clean', kind: 'help-page-run-dialog', url: 'https://assistance.orange.ci/fr/internet/trouver-adresse-ip-windows', body: orangeSupport },
];
