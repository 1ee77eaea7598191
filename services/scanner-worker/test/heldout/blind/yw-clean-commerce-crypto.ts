import { htmlRoute, type Entry } from '../entry.js';
import { page, PH, peso, walletModal, walletModalCss, luhnJs } from '../parts/yw-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yw-clean-remitly-gcash-review-pay',
    label: 'clean',
    kind: 'remittance-checkout',
    url: 'https://www.remitly.com/us/en/philippines/send/review?transferId=T-7Q2K9M4&yw=1',
    routes: {
      'www.remitly.com/us/en/philippines/send/review': htmlRoute(
        page({
          title: 'Review & pay | Remitly',
          css: 'body{font-family:"Open Sans",Arial,sans-serif;background:#f7f8fa;color:#1a1a2e}.h{background:#fff;padding:14px 24px;border-bottom:1px solid #e5e7eb;font-weight:800;color:#1a1a2e}.w{max-width:560px;margin:20px auto;padding:0 16px}.c{background:#fff;border-radius:10px;padding:18px;margin-bottom:12px;box-shadow:0 1px 3px rgba(0,0,0,.06)}table{width:100%;font-size:14px}td{padding:5px 0}td:last-child{text-align:right}.t{font-weight:bold;border-top:1px solid #eee}.in{width:100%;padding:11px;border:1px solid #cbd5e1;border-radius:6px;margin:4px 0 10px}.r{display:flex;gap:8px}.b{width:100%;padding:14px;border:0;border-radius:24px;background:#0f62fe;color:#fff;font-weight:bold}.sm{font-size:12px;color:#6b7280}',
          body: `<div class="h">remitly</div><div class="w">
<div class="c"><b>Recipient</b><p style="margin:4px 0">Maria L. Santos · GCash 0917 •••• 221<br>Cagayan de Oro, Philippines</p></div>
<div class="c"><table><tr><td>You send</td><td>$300.00</td></tr><tr><td>Transfer fee (Express)</td><td>$1.99</td></tr><tr><td>Exchange rate</td><td>1 USD = 58.42 PHP</td></tr><tr class="t"><td>Maria receives</td><td>${peso(17526)}</td></tr><tr><td>Delivery</td><td>In minutes to GCash</td></tr></table></div>
<div class="c"><b>Pay with debit or credit card</b><form id="pf" method="post" action="/us/en/philippines/send/api/payment"><input class="in" name="card_number" id="cn" autocomplete="cc-number" placeholder="Card number"><div class="r"><input class="in" name="exp" autocomplete="cc-exp" placeholder="MM/YY"><input class="in" name="cvv" autocomplete="cc-csc" placeholder="Security code"></div><input class="in" name="zip" autocomplete="postal-code" placeholder="Billing ZIP code"><button class="b">Send $301.99</button></form><p class="sm">Your bank may ask you to verify this payment (3-D Secure). Remitly will never ask you to pay a fee to "release" money or to send money to claim a prize.</p></div>
<p class="sm">Remitly, Inc. is licensed as a money transmitter. NMLS ID 1160271.</p></div>
<script>${luhnJs('okCard')}document.getElementById('pf').addEventListener('submit',function(e){if(!okCard(document.getElementById('cn').value)){e.preventDefault();alert('Please check your card number.');}});</script>`,
        }),
      ),
      'www.remitly.com/us/en/philippines/send/api/payment': jsonRoute({ status: 'requires_action', next: '3ds' }),
    },
  },
  {
    id: 'yw-clean-maya-checkout-card-3ds',
    label: 'clean',
    kind: 'payment-gateway-checkout',
    url: 'https://payments.maya.ph/v2/checkout?id=6b3f0e8a-2c41-4d7e-9a55-1f0c2b8e7d90',
    body: page({
      title: 'Maya Checkout',
      css: 'body{font-family:Inter,Arial,sans-serif;background:#f4f4f4;color:#111}.w{max-width:460px;margin:30px auto;background:#fff;border-radius:14px;padding:22px}.mr{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding-bottom:12px}.in{width:100%;padding:12px;border:1px solid #ddd;border-radius:10px;margin:5px 0 10px}.r{display:flex;gap:8px}.b{width:100%;padding:14px;border:0;border-radius:12px;background:#00d67d;font-weight:800}.sm{font-size:12px;color:#777}',
      body: `<div class="w"><div class="mr"><div><b>Cebu Pacific Air</b><div class="sm">Booking 5J-XK7Q2P</div></div><b>${peso(4587.5)}</b></div>
<h3>Pay with card</h3><form method="post" action="/v2/checkout/6b3f0e8a-2c41-4d7e-9a55-1f0c2b8e7d90/pay"><input class="in" name="cardNumber" autocomplete="cc-number" placeholder="Card number"><div class="r"><input class="in" name="expiry" autocomplete="cc-exp" placeholder="MM/YY"><input class="in" name="cvc" autocomplete="cc-csc" placeholder="CVC"></div><input class="in" name="name" autocomplete="cc-name" placeholder="Name on card"><button class="b">Pay ${peso(4587.5)}</button></form>
<p class="sm">Or pay with <a href="#">Maya Wallet</a> · <a href="#">QR Ph</a>. Your bank may ask for a one-time password to complete 3-D Secure authentication. Powered by Maya · PCI DSS Level 1.</p></div>`,
    }),
  },
  {
    id: 'yw-clean-paymongo-checkout-ube-jam-shop',
    label: 'clean',
    kind: 'payment-gateway-checkout',
    url: 'https://checkout.paymongo.com/cs_9Xk2LmQ4pT7vB1nR8sW3yZ6c_client_key_yw',
    body: page({
      title: "Pay Lola Nena's Ube Halaya — PayMongo",
      css: 'body{font-family:Inter,Arial,sans-serif;background:#f6f7fb;color:#1f2937}.w{max-width:480px;margin:30px auto}.c{background:#fff;border-radius:12px;padding:20px;margin-bottom:12px;box-shadow:0 1px 3px rgba(0,0,0,.06)}.li{display:flex;justify-content:space-between;font-size:14px;padding:4px 0}.pm{display:grid;grid-template-columns:1fr 1fr;gap:8px}.pm label{border:1px solid #d1d5db;border-radius:8px;padding:10px;font-size:14px;cursor:pointer}.b{width:100%;padding:13px;border:0;border-radius:8px;background:#2d1ff1;color:#fff;font-weight:700;margin-top:12px}.sm{font-size:12px;color:#6b7280;text-align:center}',
      body: `<div class="w"><div class="c"><b>Lola Nena's Ube Halaya</b><div class="sm" style="text-align:left">Sampaloc, Manila · DTI Reg. No. 4481920</div><hr><div class="li"><span>Ube halaya 350g × 3</span><span>${peso(750)}</span></div><div class="li"><span>Shipping (Lalamove)</span><span>${peso(120)}</span></div><div class="li"><b>Total</b><b>${peso(870)}</b></div></div>
<div class="c"><b>Choose payment method</b><form method="post" action="/cs_9Xk2LmQ4pT7vB1nR8sW3yZ6c/pay"><div class="pm"><label><input type="radio" name="m" value="gcash" checked> GCash</label><label><input type="radio" name="m" value="maya"> Maya</label><label><input type="radio" name="m" value="card"> Card</label><label><input type="radio" name="m" value="qrph"> QR Ph</label></div><button class="b">Continue</button></form><p class="sm">You'll be redirected to GCash or Maya to authorize the payment. Secured by PayMongo.</p></div></div>`,
    }),
  },
  {
    id: 'yw-clean-lazada-1111-clearance-sale',
    label: 'clean',
    kind: 'retail-clearance-sale',
    url: 'https://www.lazada.com.ph/shop-clearance-sale-1111/?spm=a2o4l.home.banner.3&yw=lz',
    body: page({
      title: '11.11 Biggest Sale — Clearance up to 90% off | Lazada PH',
      css: 'body{font-family:Roboto,Arial,sans-serif;background:#f5f5f5;color:#212121}.h{background:linear-gradient(90deg,#0f146d,#f36f21);color:#fff;padding:14px 20px;font-weight:bold}.bn{background:#f36f21;color:#fff;text-align:center;padding:24px}.bn h1{margin:0;font-size:30px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:10px;max-width:980px;margin:14px auto;padding:0 10px}.p{background:#fff;border-radius:6px;padding:10px;font-size:13px}.p i{display:block;height:120px;border-radius:4px;background:linear-gradient(135deg,#eee,#ccc);margin-bottom:6px}.pr{color:#f36f21;font-size:17px;font-weight:bold}.ws{text-decoration:line-through;color:#999}.off{background:#ffe5d6;color:#f36f21;font-size:11px;padding:1px 4px;border-radius:3px}.sm{font-size:11px;color:#777}',
      body: `<div class="h">Lazada</div><div class="bn"><h1>11.11 Clearance Sale — up to 90% off</h1><p>Ends in <b id="cd">05:12:44</b> · Free shipping min. ₱499 · Cash on Delivery available</p></div>
<div class="g">${[
        ['Xiaomi Redmi 13C 128GB (LazMall)', 6999, 4299, 39],
        ['Clearance: Phone cases (assorted)', 299, 29, 90],
        ['Hanabishi electric fan 16"', 1899, 999, 47],
        ['Clearance: Kids slippers', 349, 49, 86],
        ['Samsung 43" Smart TV (LazMall)', 24990, 16990, 32],
        ['Clearance: Last-season shirts', 599, 89, 85],
        ['Rice cooker 1.8L', 1499, 799, 47],
        ['Clearance: Notebooks 10 pcs', 250, 49, 80],
      ]
        .map(([n, w, p, o]) => `<div class="p"><i></i>${n}<div class="pr">${peso(p as number)}</div><span class="ws">${peso(w as number)}</span> <span class="off">-${o}%</span><div class="sm">Sold by LazMall official store · COD</div></div>`)
        .join('')}</div>`,
    }),
  },
  {
    id: 'yw-clean-axie-marketplace-connect-ronin',
    label: 'clean',
    kind: 'legit-dapp',
    url: 'https://app.axieinfinity.com/marketplace/axies/?class=Aquatic&yw=mk',
    body: page({
      title: 'Axies | Axie Infinity Marketplace',
      css: `body{font-family:Rubik,Arial,sans-serif;background:#0f1321;color:#fff}.h{display:flex;justify-content:space-between;align-items:center;padding:14px 24px;background:#161b2e}.h b{color:#3aa9ff}.cb{background:#3aa9ff;border:0;border-radius:8px;padding:10px 18px;font-weight:700;cursor:pointer}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px;padding:20px 24px}.a{background:#1b2440;border-radius:12px;padding:12px;font-size:13px}.a i{display:block;height:100px;border-radius:8px;background:radial-gradient(circle,#4fc3f7,#1b2440);margin-bottom:8px}.pr{font-weight:700}${walletModalCss('#3aa9ff')}`,
      body: `<div class="h"><b>AXIE INFINITY · Marketplace</b><button class="cb" id="cn">Connect wallet</button></div>
<div class="g">${[11742001, 11742018, 11741877, 11742230, 11739004, 11740512, 11741999, 11742101]
        .map((n, i) => `<div class="a"><i></i>Axie #${n}<br>Aquatic · Breed ${i % 4}<div class="pr">${(0.0021 + i * 0.0004).toFixed(4)} WETH</div></div>`)
        .join('')}</div>
${walletModal('wm', ['Ronin Wallet', 'Ronin Waypoint', 'WalletConnect'])}
<script>
document.getElementById('cn').onclick=function(){document.getElementById('wm').hidden=false;};
document.querySelectorAll('.wm-opt').forEach(function(b){b.onclick=async function(){document.getElementById('wm').hidden=true;var p=(window.ronin&&window.ronin.provider)||window.ethereum;if(!p){window.open('https://wallet.roninchain.com/','_blank');return;}var a=await p.request({method:'eth_requestAccounts'});document.getElementById('cn').textContent=a[0].slice(0,6)+'…'+a[0].slice(-4);};});
</script>`,
    }),
  },
  {
    id: 'yw-clean-ronin-support-recovery-phrase',
    label: 'clean',
    kind: 'wallet-help-page',
    url: 'https://support.roninchain.com/hc/en-us/articles/14872231-Keep-your-Secret-Recovery-Phrase-safe',
    body: page({
      title: 'Keep your Secret Recovery Phrase safe – Ronin Support',
      css: 'body{font-family:Inter,Arial,sans-serif;background:#fff;color:#1a2340}.h{padding:14px 24px;border-bottom:1px solid #eee;font-weight:700;color:#1273ea}.w{max-width:760px;margin:0 auto;padding:24px;line-height:1.7}.ex{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;background:#f4f7fd;border-radius:10px;padding:12px;font-family:monospace;font-size:13px}.no{background:#fdecea;border-radius:10px;padding:12px}',
      body: `<div class="h">Ronin Support</div><div class="w"><h1>Keep your Secret Recovery Phrase safe</h1>
<p>Your Secret Recovery Phrase (also called seed phrase) is a list of 12 or 24 words that can restore your Ronin Wallet on any device. Anyone who has it can take everything in your wallet. An example of what a phrase looks like (never use this one):</p>
<div class="ex">${['ocean', 'timber', 'gravity', 'plate', 'lunar', 'exhibit', 'raven', 'quote', 'silent', 'mango', 'fiber', 'adapt'].map((w, i) => `<span>${i + 1}. ${w}</span>`).join('')}</div>
<div class="no"><b>Ronin will never:</b><ul><li>ask you to "sync", "validate" or "rectify" your wallet by entering your phrase on a website;</li><li>contact you by DM to help you recover funds;</li><li>require your phrase to claim Axie season rewards or airdrops.</li></ul></div>
<p>Write your phrase on paper and keep it offline. If you think someone has seen it, create a new wallet and move your assets immediately.</p></div>`,
    }),
  },
];
