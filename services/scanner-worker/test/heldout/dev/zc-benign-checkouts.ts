import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardFields, header, footer, pngR, brandIcons, faviconTag, dataLayer } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zc-ok-checkout-apple-google-pay-en',
    label: 'clean',
    kind: 'wallet-checkout',
    url: `https://shop.ridgelinecoffee.com/checkout`,
    body: doc({
      lang: 'en-US',
      title: 'Checkout – Ridgeline Coffee Roasters',
      head: dataLayer('G-RCR5510'),
      css: '.co{display:grid;grid-template-columns:3fr 2fr;gap:30px;margin-top:20px}.box{border:1px solid #e2e2e2;border-radius:8px;padding:18px;margin-bottom:14px}',
      body: `${header({ brand: 'Ridgeline Coffee', nav: [], right: 'Secure checkout' })}
<main class="wrap co">
  <div>
    <div class="box"><p style="font-size:13px;color:#666;text-align:center">Express checkout</p><div style="display:flex;gap:10px"><button id="apay" class="btn" style="background:#000;color:#fff;flex:1"> Pay</button><button id="gpay" class="btn" style="background:#fff;border:1px solid #ccc;flex:1">G Pay</button><button class="btn" style="background:#ffc439;flex:1">PayPal</button></div></div>
    <div class="box"><h3>Contact</h3><input placeholder="Email"><h3>Delivery</h3><input placeholder="First name"><input placeholder="Last name" style="margin-top:6px"><input placeholder="Address" style="margin-top:6px"><input placeholder="City" style="margin-top:6px"></div>
    <div class="box"><h3>Payment</h3><p style="font-size:13px;color:#666">All transactions are secure and encrypted.</p><div id="card-element" style="border:1px solid #ccc;border-radius:6px;padding:12px;color:#999">Card number · MM/YY · CVC</div><button class="btn" style="background:#2b5d34;color:#fff;width:100%;margin-top:14px">Pay now</button></div>
  </div>
  <aside class="box"><h3>Order</h3><table><tr><td>Ethiopia Guji – 12oz whole bean</td><td>$19.50</td></tr><tr><td>Subscription: every 2 weeks (skip or cancel anytime)</td><td></td></tr><tr><td>Shipping</td><td>Free</td></tr><tr><th>Total</th><th>$19.50</th></tr></table></aside>
</main>
<script>
(function(){if(!window.PaymentRequest)return;var methods=[{supportedMethods:'https://google.com/pay',data:{environment:'PRODUCTION',apiVersion:2,apiVersionMinor:0,merchantInfo:{merchantName:'Ridgeline Coffee Roasters'},allowedPaymentMethods:[{type:'CARD',parameters:{allowedAuthMethods:['PAN_ONLY','CRYPTOGRAM_3DS'],allowedCardNetworks:['VISA','MASTERCARD','AMEX']},tokenizationSpecification:{type:'PAYMENT_GATEWAY',parameters:{gateway:'stripe','stripe:version':'2024-06-20','stripe:publishableKey':'pk_live_51Hx2RidgelineExample'}}}]}}];
var details={total:{label:'Ridgeline Coffee Roasters',amount:{currency:'USD',value:'19.50'}}};
document.getElementById('gpay').addEventListener('click',function(){try{new PaymentRequest(methods,details).show().catch(function(){})}catch(e){}});})();
</script>`,
    }),
    routes: {},
  },
  {
    id: 'zc-ok-pix-checkout-qr-br',
    label: 'clean',
    kind: 'local-payment',
    url: `https://www.livrariaestacaoleitura.com.br/checkout/pedido/58812/pix`,
    body: doc({
      lang: 'pt-BR',
      title: 'Pagamento via Pix – Pedido 58812 | Livraria Estação Leitura',
      css: '.c{max-width:560px;margin:30px auto;border:1px solid #eee;border-radius:10px;padding:26px;text-align:center}.code{font-family:monospace;font-size:11px;word-break:break-all;background:#f5f5f5;padding:10px;text-align:left}',
      body: `${header({ brand: 'Livraria Estação Leitura', nav: ['Livros', 'Infantil', 'Papelaria', 'Eventos'], right: 'Minha conta' })}
<div class="c">
  <h2>Pedido 58812 recebido!</h2>
  <p>Pague <b>R$ 127,40</b> com Pix. O QR Code expira em <b>30 minutos</b>; depois disso o pedido é cancelado automaticamente e nenhum valor é cobrado.</p>
  <img src="https://www.livrariaestacaoleitura.com.br/checkout/pedido/58812/qrcode.png" width="220" height="220" alt="QR Code Pix" style="background:#eee">
  <p>Ou use o Pix Copia e Cola:</p>
  <div class="code" id="c">00020101021226880014br.gov.bcb.pix2566qrpix.pagseguro.com.br/pix/v2/cobv/7f3e1b2c9a4d4f0e8b6a5c1d2e3f4a5b5204000053039865406127.405802BR5925LIVRARIA ESTACAO LEITURA6009SAO PAULO62070503***630431A2</div>
  <button class="btn" style="background:#32bcad;color:#fff;margin-top:10px" onclick="navigator.clipboard.writeText(document.getElementById('c').textContent);this.textContent='Copiado'">Copiar código</button>
  <p style="font-size:13px;color:#666">Recebedor: LIVRARIA ESTACAO LEITURA LTDA · CNPJ 12.345.678/0001-90 · Instituição: PagSeguro Internet IP S.A.</p>
</div>
<script>setInterval(function(){fetch('/checkout/pedido/58812/status').then(function(r){return r.json()}).then(function(j){if(j.status==='paid')location.href='/checkout/pedido/58812/obrigado'})},5000);</script>`,
    }),
    routes: {
      ['www.livrariaestacaoleitura.com.br/checkout/pedido/58812/qrcode.png']: pngR(0, 0, 0),
      ['www.livrariaestacaoleitura.com.br/checkout/pedido/58812/status']: jsonRoute({ status: 'pending' }),
    },
  },
  {
    id: 'zc-ok-klarna-checkout-se',
    label: 'clean',
    kind: 'wallet-checkout',
    url: `https://www.skogsliv-inredning.se/kassa`,
    body: doc({
      lang: 'sv',
      title: 'Kassa – Skogsliv Inredning',
      css: '.co{display:grid;grid-template-columns:3fr 2fr;gap:30px;margin-top:20px}.box{border:1px solid #e5e5e5;border-radius:8px;padding:18px}',
      body: `${header({ brand: 'Skogsliv Inredning', nav: ['Textil', 'Belysning', 'Kök', 'Förvaring'], right: 'Varukorg (3)' })}
<main class="wrap co">
  <div class="box"><h2>Betalning</h2><div id="klarna-checkout-container" style="border:1px solid #ffb3c7;border-radius:8px;padding:16px"><b style="background:#ffb3c7;padding:2px 8px;border-radius:4px">Klarna.</b><p>E-postadress</p><input placeholder="namn@exempel.se"><p>Postnummer</p><input placeholder="123 45"><p style="font-size:13px">Välj betalsätt: Betala nu (kort, Swish), Betala om 30 dagar, Dela upp betalningen.</p><button class="btn" style="background:#17120f;color:#fff;width:100%">Fortsätt</button></div></div>
  <aside class="box"><h3>Din order</h3><table><tr><td>Linnedukar 2-pack, salvia</td><td>349 kr</td></tr><tr><td>Bordslampa Ekholm</td><td>899 kr</td></tr><tr><td>Frakt (Postnord ombud)</td><td>49 kr</td></tr><tr><th>Totalt inkl. moms</th><th>1 297 kr</th></tr></table></aside>
</main>
${footer({ cols: [['Kundservice', ['Kontakt', 'Leveranser', 'Returer & ångerrätt', 'Köpvillkor']]], legal: 'Skogsliv Inredning AB · Org.nr 559112-4471 · Storgatan 8, 931 30 Skellefteå', pay: ['Klarna', 'Swish', 'Visa', 'Mastercard'] })}`,
    }),
    routes: {},
  },
];
