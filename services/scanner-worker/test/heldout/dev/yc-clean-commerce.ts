import { type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { RAVEN_CSS, doc, qrSvg, ravenFooter, ravenLogo } from '../parts/yc-kit.js';

export const entries: Entry[] = [
{
  id: 'yc-ravenhold-store-checkout-card',
  label: 'clean',
  kind: 'checkout',
  url: 'https://store.ravenhold.com/checkout?cart=c_8f21a9d3&step=payment',
  body: doc({
    title: 'Checkout | Ravenhold Store',
    css: RAVEN_CSS + `.w{max-width:1000px;margin:30px auto;display:grid;grid-template-columns:1.4fr 1fr;gap:24px;padding:0 18px}.card{background:#181a20;border:1px solid #262a33;border-radius:12px;padding:24px}
label{display:block;font-size:13px;color:#c9ccd3;margin:12px 0 6px}input,select{width:100%;height:44px;border-radius:6px;border:1px solid #333844;background:#0f1115;color:#fff;padding:0 12px;font-size:15px}
.two{display:grid;grid-template-columns:1fr 1fr;gap:12px}.pm{display:flex;gap:8px;margin-bottom:10px}.pm span{border:1px solid #333844;border-radius:6px;padding:8px 12px;font-size:13px}.pm span.on{border-color:#c8102e}
.ln{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #262a33;font-size:14px}.tot{font-size:18px;font-weight:700}`,
    body: `<div class="rh-top"><a href="https://store.ravenhold.com/">${ravenLogo(28)}</a><nav><a href="https://store.ravenhold.com/">Store</a><a href="https://store.ravenhold.com/library">Library</a></nav><span class="sp"></span><span style="font-size:13px;color:#8a8f98">&#128274; Secure checkout</span></div>
<div class="w"><div class="card"><h2 style="margin-top:0">Payment</h2><div class="pm"><span class="on">Card</span><span>PayPal</span><span>Ravenhold Wallet</span><span>Paysafecard</span></div>
<form method="post" action="/checkout/pay" id="pf"><input type="hidden" name="cart" value="c_8f21a9d3"><input type="hidden" name="idempotency_key" value="3f0c7e2a-9b1d-4e5f-8a6b-2c1d0e9f8a7b">
<label>Card number</label><input name="cardnumber" autocomplete="cc-number" inputmode="numeric" placeholder="1234 1234 1234 1234">
<div class="two"><div><label>Expiry</label><input name="exp-date" autocomplete="cc-exp" placeholder="MM / YY"></div><div><label>CVC</label><input name="cvc" autocomplete="cc-csc" inputmode="numeric"></div></div>
<label>Name on card</label><input name="ccname" autocomplete="cc-name"><label>Country</label><select name="country"><option>United Kingdom</option><option>Germany</option><option>Poland</option><option>United States</option><option>Brazil</option></select>
<label><input type="checkbox" name="save" style="width:auto;height:auto"> Save this card for future purchases</label>
<button class="rh-btn" style="width:100%;margin-top:18px;height:48px">Pay £44.98</button></form>
<p style="font-size:12px;color:#8a8f98">Payments are processed by Adyen. Ravenhold does not store your full card number. By placing your order you agree to the <a href="https://ravenhold.com/legal/terms">Terms of Sale</a> and waive your right of withdrawal once the download begins.</p></div>
<div class="card"><h3 style="margin-top:0">Order summary</h3><div class="ln"><span>Ironveil — Deluxe Edition</span><span>£39.99</span></div><div class="ln"><span>Emberfall Season Pass</span><span>£14.99</span></div><div class="ln"><span>Summer Sale discount</span><span>-£10.00</span></div><div class="ln tot"><span>Total (incl. VAT)</span><span>£44.98</span></div>
<p style="font-size:13px;color:#8a8f98">Signed in as <b>corvid_main</b> · Games are added to your library immediately.</p></div></div>
${ravenFooter()}
<script src="https://checkoutshopper-live.adyen.com/checkoutshopper/sdk/5.59.0/adyen.js" integrity="sha384-O8p0CLZyOw1jkmYN7ZwJxWzd+sDbRFqTXTo4kfT1C8gD2aH3cC3u1N6ZVtSJQb1m" crossorigin="anonymous"></script>`,
  }),
},
{
  id: 'yc-nuuvem-checkout-pix-ptbr',
  label: 'clean',
  kind: 'checkout',
  url: 'https://www.nuuvem.com/br-pt/checkout/payment?order=NV-20250711-88213',
  body: doc({
    title: 'Pagamento - Nuuvem',
    lang: 'pt-BR',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f2f2f2;color:#333}
header{background:#1b1b1b;color:#fff;padding:14px 30px;font-weight:800;font-size:22px}header span{color:#ff5f00}
.w{max-width:980px;margin:26px auto;display:grid;grid-template-columns:1.5fr 1fr;gap:20px;padding:0 16px}.c{background:#fff;border-radius:6px;padding:22px}
.tabs{display:flex;gap:8px}.tabs span{border:2px solid #ddd;border-radius:6px;padding:10px 14px;font-size:14px;cursor:pointer}.tabs span.on{border-color:#ff5f00}
.pix{text-align:center;margin-top:16px}.pix textarea{width:100%;height:64px;font-size:11px}.b{background:#ff5f00;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-weight:700;cursor:pointer}
.ln{display:flex;justify-content:space-between;padding:6px 0;font-size:14px}`,
    body: `<header>nuu<span>vem</span></header>
<div class="w"><div class="c"><h2 style="margin-top:0">Forma de pagamento</h2><div class="tabs"><span class="on">Pix</span><span>Cartão de crédito</span><span>Boleto</span><span>PayPal</span></div>
<div class="pix"><p>Escaneie o QR Code com o app do seu banco ou copie o código. O pagamento é aprovado em poucos segundos e a chave de ativação aparece em <b>Minha Conta &rarr; Jogos</b>.</p>${qrSvg('nuuvem-pix-NV-20250711-88213', 5)}
<textarea readonly>00020101021226900014br.gov.bcb.pix2568qrcodes-pix.adyen.com/v2/cobv/9d1f2a3b4c5d6e7f8091a2b3c4d5e6f75204000053039865406149.905802BR5906NUUVEM6014RIO DE JANEIRO62070503***6304A9F3</textarea><br><br>
<button class="b" onclick="navigator.clipboard.writeText(document.querySelector('textarea').value)">Copiar código Pix</button><p style="font-size:12px;color:#777">Este código expira em 30 minutos. Beneficiário: NUUVEM LTDA · CNPJ 12.154.285/0001-72</p></div></div>
<div class="c"><h3 style="margin-top:0">Resumo do pedido</h3><div class="ln"><span>Ironveil — Edição Deluxe (Steam)</span><span>R$ 149,90</span></div><div class="ln"><b>Total</b><b>R$ 149,90</b></div><p style="font-size:12px;color:#777">Pedido NV-20250711-88213 · Ativação na Steam</p></div></div>
<script>setInterval(function(){fetch('/br-pt/checkout/payment/status?order=NV-20250711-88213',{credentials:'same-origin'}).then(function(r){return r.json()}).then(function(j){if(j.status==='paid')location.href='/br-pt/checkout/success?order=NV-20250711-88213'}).catch(function(){})},5000);</script>`,
  }),
  routes: { 'www.nuuvem.com/br-pt/checkout/payment/status': jsonRoute({ status: 'waiting_payment' }) },
},
{
  id: 'yc-ravenhold-redeem-giftcard-code',
  label: 'clean',
  kind: 'gift-card-redeem',
  url: 'https://store.ravenhold.com/account/redeem',
  body: doc({
    title: 'Redeem a code | Ravenhold Store',
    css: RAVEN_CSS + `.card{max-width:540px;margin:50px auto;background:#181a20;border:1px solid #262a33;border-radius:12px;padding:32px}
input{width:100%;height:52px;border-radius:6px;border:1px solid #333844;background:#0f1115;color:#fff;padding:0 14px;font-size:20px;letter-spacing:3px;text-transform:uppercase;font-family:Consolas,monospace}
.hint{font-size:13px;color:#8a8f98}#res{margin-top:14px;font-size:14px}`,
    body: `<div class="rh-top"><a href="https://store.ravenhold.com/">${ravenLogo(28)}</a><nav><a href="https://store.ravenhold.com/">Store</a><a href="https://store.ravenhold.com/library">Library</a><a href="https://store.ravenhold.com/account">Account</a></nav><span class="sp"></span><span style="font-size:13px">corvid_main &#9662;</span></div>
<div class="card"><h1 style="margin-top:0;font-size:24px">Redeem a gift card or game code</h1><p class="hint">Enter the 16-character code from your Ravenhold gift card or retailer receipt. Gift card balance is added to your Ravenhold Wallet; game codes add the game to your library.</p>
<form id="rf"><input name="code" maxlength="19" placeholder="XXXX-XXXX-XXXX-XXXX" autocomplete="off"><button class="rh-btn" style="width:100%;margin-top:16px;height:46px">Redeem</button></form><div id="res"></div>
<p class="hint" style="margin-top:22px">Ravenhold gift cards can only be used on store.ravenhold.com and in the launcher. If anyone asks you to pay a fine, a "verification fee" or a support bill with gift cards, it's a scam — <a href="https://ravenhold.com/report">report it</a>.</p></div>
${ravenFooter()}
<script>
var i=document.querySelector('[name=code]');i.addEventListener('input',function(){var v=i.value.replace(/[^A-Za-z0-9]/g,'').toUpperCase().slice(0,16);i.value=v.replace(/(.{4})(?=.)/g,'$1-')});
document.getElementById('rf').onsubmit=function(e){e.preventDefault();fetch('/api/wallet/redeem',{method:'POST',credentials:'same-origin',headers:{'Content-Type':'application/json','X-CSRF-Token':'b7e2c9a1f3d84e60'},body:JSON.stringify({code:i.value})}).then(function(r){return r.json()}).then(function(j){document.getElementById('res').textContent=j.message}).catch(function(){})};
</script>`,
  }),
  routes: { 'store.ravenhold.com/api/wallet/redeem': jsonRoute({ ok: false, message: 'This code is not valid. Check the code and try again.' }) },
},
{
  id: 'yc-ravenhold-support-refund-request',
  label: 'clean',
  kind: 'support-form',
  url: 'https://support.ravenhold.com/hc/en-us/requests/new?ticket_form_id=1900000381512&type=refund',
  body: doc({
    title: 'Submit a request – Ravenhold Support',
    css: RAVEN_CSS + `.w{max-width:720px;margin:30px auto;padding:0 18px}label{display:block;font-size:14px;margin:16px 0 6px;color:#d6d8dd}
input,select,textarea{width:100%;border-radius:6px;border:1px solid #333844;background:#0f1115;color:#fff;padding:10px 12px;font-size:15px;font-family:inherit}textarea{height:130px}.hint{font-size:12px;color:#8a8f98;margin-top:4px}`,
    body: `<div class="rh-top"><a href="https://ravenhold.com/">${ravenLogo(28)}</a><nav><a href="https://support.ravenhold.com/hc/en-us">Support home</a></nav><span class="sp"></span><span style="font-size:13px">Signed in as corvid_main</span></div>
<div class="w"><h1>Request a refund</h1><p style="color:#b7bcc6">You can request a refund for any purchase made in the last 14 days with less than 2 hours of playtime. Refunds go back to the original payment method in 5–10 business days.</p>
<form method="post" action="/hc/en-us/requests" enctype="multipart/form-data"><input type="hidden" name="authenticity_token" value="hc:requests:client:Q2x9VbN4..."><input type="hidden" name="request[ticket_form_id]" value="1900000381512">
<label>Order number</label><input name="request[custom_fields][order]" placeholder="RH-2025-XXXXXXX"><div class="hint">Find it under Account &rarr; Transactions or in your receipt email.</div>
<label>Product</label><select name="request[custom_fields][product]"><option>Ironveil — Standard Edition</option><option>Ironveil — Deluxe Edition</option><option>Emberfall Season Pass</option><option>Embers (in-game currency)</option></select>
<label>Reason</label><select name="request[custom_fields][reason]"><option>Purchased by mistake</option><option>Technical issues</option><option>Not what I expected</option><option>Unauthorized purchase</option></select>
<label>Description</label><textarea name="request[description]"></textarea><label>Attachments (optional)</label><input type="file" name="request[attachments][]">
<button class="rh-btn" style="margin-top:18px">Submit</button></form>
<p class="hint" style="margin-top:16px">We will never ask for your password or payment card details in a support ticket.</p></div>
${ravenFooter()}`,
  }),
},
{
  id: 'yc-extralife-charity-stream-donation',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.extra-life.org/participants/538212/donate',
  body: doc({
    title: 'Donate to Maya "corvidqueen" Okafor — Extra Life',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#f4f7f9;color:#222}
header{background:#1d4f91;color:#fff;padding:14px 30px;font-weight:700;font-size:20px}.w{max-width:980px;margin:24px auto;display:grid;grid-template-columns:1.4fr 1fr;gap:22px;padding:0 16px}
.c{background:#fff;border-radius:8px;padding:22px;box-shadow:0 1px 3px rgba(0,0,0,.08)}.amts{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.amts span{border:2px solid #1d4f91;border-radius:6px;padding:10px;text-align:center;font-weight:700;cursor:pointer}
label{display:block;font-size:14px;margin:12px 0 4px}input,textarea{width:100%;height:40px;border:1px solid #ccd;border-radius:6px;padding:0 10px}textarea{height:70px;padding:8px}
.pr{height:12px;background:#e2e8f0;border-radius:6px;overflow:hidden}.pr i{display:block;height:100%;width:71%;background:#2fb344}.b{width:100%;background:#2fb344;color:#fff;border:0;border-radius:6px;height:46px;font-size:16px;font-weight:700;margin-top:14px}`,
    body: `<header>Extra Life · Children's Miracle Network Hospitals</header>
<div class="w"><div class="c"><h2 style="margin-top:0">Support corvidqueen's 24-hour stream</h2><div class="amts"><span>$10</span><span>$25</span><span>$50</span><span>$100</span></div>
<form method="post" action="/api/donations" id="df"><label>Amount (USD)</label><input name="amount" value="25"><label>Display name</label><input name="displayName"><label>Message (shown on stream)</label><textarea name="message"></textarea>
<label>Email for tax receipt</label><input name="email" type="email"><div id="card-element" style="border:1px solid #ccd;border-radius:6px;height:40px;margin-top:12px;padding:10px;color:#777;font-size:14px">Card details (secured by Stripe)</div>
<button class="b">Donate</button></form><p style="font-size:12px;color:#666">Donations are tax-deductible to the extent allowed by law and go directly to Children's Miracle Network Hospitals (EIN 87-0387085). 100% of donations benefit the participant's local hospital.</p></div>
<div class="c"><b>Maya "corvidqueen" Okafor</b><p>Playing Ironveil for 24 hours for Rady Children's Hospital. Every $100 = one Ironveil hardcore run!</p><p><b>$7,104</b> raised of $10,000</p><div class="pr"><i></i></div><p style="font-size:13px">Team: <a href="#">Ravenhold Interactive</a> · 212 donors</p></div></div>
<script src="https://js.stripe.com/v3/"></script>`,
  }),
},
];
