import type { Entry } from '../entry.js';
import { doc, gtag, pixel, baseCss, header, footer, assets, htmlRoute, jsRoute, jsonRoute, okJson, pngRoute } from '../parts/zk-kit.js';

const surveyScript = (qs: string[], final: string) => `<script>
var Q=${JSON.stringify(qs)},i=0;function show(){var b=document.getElementById('q');if(i<Q.length){b.innerHTML='<p class="muted">Question '+(i+1)+' of '+Q.length+'</p><h3>'+Q[i]+'</h3><button onclick="i++;show()">Yes</button> <button onclick="i++;show()" style="background:#777">No</button>'}else{b.innerHTML=${JSON.stringify(final)}}}show();
</script>`;
export const entries: Entry[] = [
{
    id: 'zk-scam-walmart-survey-reward-shipping',
    label: 'scam',
    kind: 'retail-survey',
    url: 'https://walmart-shopper-rewards.club/survey/?cid=fb_1993',
    body: doc({
      title: 'Walmart Customer Survey 2025',
      css: baseCss('#0071dc') + '.w{max-width:520px;margin:14px auto}.cm{font-size:13px;border-top:1px solid #eee;padding:8px 0}',
      head: pixel('88120394413'),
      body: `<header class="top" style="background:#0071dc;color:#fff"><b>Walmart</b> <span style="color:#ffc220">&#10033;</span></header>
<div class="w card"><p><b>Congratulations!</b> You have been selected to take part in our 30-second survey. Complete it and receive a <b>$750 Walmart Gift Card</b>. Only <b id="left">4</b> rewards left today!</p><div id="q"></div></div>
<div class="w"><h4>Comments (2,318)</h4><div class="cm"><b>Brenda K.</b> I got my card in 5 days!! used it for groceries 😊</div><div class="cm"><b>Marcus T.</b> Thought it was fake but it worked, paid $1.95 shipping</div><div class="cm"><b>Linda Patterson</b> Thank you walmart!!!</div></div>`,
      scripts: surveyScript(['Are you a Walmart customer?', 'Have you shopped at Walmart in the past month?', 'Would you recommend Walmart to a friend?', 'Do you use Walmart+?'], '<h3>Thank you! Your $750 reward is reserved.</h3><p>Enter your shipping details and pay $1.95 S&amp;H to claim.</p><a class="btn" href="/survey/claim">Claim my reward</a>'),
    }),
    routes: { 'walmart-shopper-rewards.club/survey/claim': htmlRoute(doc({ title: 'Claim', css: baseCss('#0071dc'), body: '<main class="card"><h2>Shipping $1.95</h2><p class="muted" style="font-size:9px">By submitting you agree to a 14-day trial membership billed at $89.95/month thereafter.</p><form method="post"><input placeholder="Card number"><input placeholder="MM/YY"><input placeholder="CVV"><button>Pay $1.95</button></form></main>' })) },
  },
{
    id: 'zk-phish-target-giftcard-balance-harvest',
    label: 'phishing',
    kind: 'giftcard-harvest',
    url: 'https://target-giftcard-balance.help/check',
    body: doc({
      title: 'Check Target GiftCard Balance',
      css: baseCss('#cc0000') + '.w{max-width:460px;margin:20px auto}',
      body: `<header class="top"><b style="color:#cc0000">◎ Target</b></header><div class="w card"><h2>GiftCard balance check</h2><p>Enter the 15-digit card number and 8-digit access number from the back of your GiftCard. Scratch off the silver strip to reveal the access number.</p>
<form id="f"><label>Card number</label><input name="card" maxlength="15"><label>Access number</label><input name="access" maxlength="8"><button>Check balance</button></form><p id="o"></p></div>`,
      scripts: `<script>f.onsubmit=function(e){e.preventDefault();fetch('/check/api',{method:'POST',body:JSON.stringify({c:f.card.value,a:f.access.value})}).then(function(){o.textContent='Balance: $0.00. Card may be inactive – contact support.'})}</script>`,
    }),
    routes: { 'target-giftcard-balance.help/check/api': okJson() },
  },
{
    id: 'zk-clean-target-giftcard-balance',
    label: 'clean',
    kind: 'retailer-help',
    url: 'https://www.target.com/guest/gift-card-balance',
    body: doc({
      title: 'Check GiftCard Balance : Target',
      css: baseCss('#cc0000') + '.w{max-width:520px;margin:20px auto}',
      head: gtag('G-TGT00182'),
      body: `${header('/content/dam/site/logo.png', 'Target', ['Categories', 'Deals', "What's New", 'Pickup &amp; Delivery'])}
<div class="w card"><h1 style="font-size:22px">Check your GiftCard balance</h1><form method="post" action="/guest/gift-card-balance"><label>GiftCard number</label><input name="cardNumber" maxlength="15"><label>Access number</label><input name="accessNumber" maxlength="8"><button>Check balance</button></form>
<p class="muted">Anyone asking you to pay with a Target GiftCard – for taxes, bail, utility bills or tech support – is a scammer. <a href="#">Learn about gift card scams</a>.</p></div>
${footer('Target Brands, Inc.', ['Terms', 'CA Supply Chain', 'Privacy', 'CA Privacy Rights', 'Your Privacy Choices', 'Interest Based Ads'])}`,
    }),
    routes: assets('www.target.com', [204, 0, 0]),
  },
{
    id: 'zk-clean-local-hardware-checkout',
    label: 'clean',
    kind: 'local-checkout',
    url: 'https://shop.millersacehardware-vt.com/checkout/payment',
    body: doc({
      title: "Checkout – Miller's Ace Hardware",
      css: baseCss('#d40029') + '.two{display:grid;grid-template-columns:2fr 1fr;gap:20px}',
      head: gtag('G-MILLERS01'),
      body: `${header('/content/dam/site/logo.png', "Miller's Ace Hardware", ['Shop', 'Rentals', 'Key Cutting', 'Store Hours'])}
<main class="two"><div class="card"><h2>Payment</h2><p class="muted">Store pickup · St. Johnsbury, VT · Ready in 2 hours</p><form method="post" action="/checkout/complete"><label>Email for receipt</label><input type="email"><label>Card number</label><input autocomplete="cc-number"><div class="row"><div><label>Expiration</label><input autocomplete="cc-exp"></div><div><label>CVC</label><input autocomplete="cc-csc"></div></div><label>Billing ZIP</label><input><button>Place order</button></form></div>
<div class="card"><h3>Order summary</h3><table><tr><td>Weber Kettle 22"</td><td>$189.00</td></tr><tr><td>Kingsford 2×16 lb</td><td>$24.98</td></tr><tr><td>VT sales tax</td><td>$12.84</td></tr><tr><th>Total</th><th>$226.82</th></tr></table></div></main>
${footer("Miller's Ace Hardware", ['Returns', 'Privacy', 'Contact (802) 555-0164'], '412 Railroad St, St. Johnsbury VT 05819')}`,
    }),
    routes: assets('shop.millersacehardware-vt.com', [212, 0, 41]),
  },
];
