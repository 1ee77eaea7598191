import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-clean-paystack-checkout-ghana-shop',
  label: 'clean',
  kind: 'merchant-checkout',
  url: 'https://checkout.paystack.com/7hx2k9q1mzb0wae',
  body: doc('Paystack Checkout', `
<div class="m">
 <div class="mh"><div><b>Accra Threads</b><br><small>ama.owusu@gmail.com</small></div><div class="amt">Pay <b>GHS 640.00</b></div></div>
 <div class="body">
  <aside><p class="t">PAY WITH</p><a class="on">💳 Card</a><a>📱 Mobile Money</a><a>🏦 Bank</a><a>🔢 USSD</a></aside>
  <form id="pf" method="post" action="/api/charge/card">
   <p>Enter your card details to pay</p>
   <label>CARD NUMBER</label><input name="number" placeholder="0000 0000 0000 0000" inputmode="numeric" autocomplete="cc-number">
   <div class="r"><div><label>CARD EXPIRY</label><input name="expiry" placeholder="MM / YY" autocomplete="cc-exp"></div><div><label>CVV</label><input name="cvv" placeholder="123" maxlength="3" autocomplete="cc-csc"></div></div>
   <button>Pay GHS 640.00</button>
  </form>
 </div>
 <p class="sec">🔒 Secured by <b>paystack</b></p>
</div>
<script>document.getElementById('pf').addEventListener('submit',function(e){e.preventDefault();var b=this.querySelector('button');b.disabled=true;b.textContent='Processing…';fetch(this.action,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({reference:'7hx2k9q1mzb0wae'})}).then(function(r){return r.json()}).then(function(j){b.textContent=j.message||'Done'})});</script>`, {
    css: `body{margin:0;background:#e9ecef;font-family:"Graphik",Arial,sans-serif}.m{max-width:560px;margin:40px auto;background:#fff;border-radius:8px;overflow:hidden}.mh{display:flex;justify-content:space-between;padding:18px 22px;border-bottom:1px solid #eee}.amt b{color:#0ba4db}
.body{display:flex}aside{width:150px;background:#f7f8fa;padding:12px}aside a{display:block;padding:8px;font-size:13px;color:#555}aside .on{color:#0ba4db;font-weight:bold}.t{font-size:11px;color:#999}form{flex:1;padding:18px}label{display:block;font-size:11px;color:#888;margin:10px 0 3px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ddd;border-radius:4px}.r{display:flex;gap:10px}.r div{flex:1}button{margin-top:16px;width:100%;background:#3bb75e;color:#fff;border:0;padding:13px;border-radius:4px}.sec{text-align:center;font-size:12px;color:#888}`,
  }),
  routes: {
    'checkout.paystack.com/api/charge/card': jsonRoute({ status: true, message: 'Please complete authorization' }),
  },
},
{
  id: 'yh-clean-aarto-infringement-lookup-own',
  label: 'clean',
  kind: 'traffic-fine-own-domain',
  url: 'https://www.aarto.gov.za/infringements/search',
  body: doc('AARTO – Check infringements', `
<div class="top"><b>AARTO</b> Road Traffic Infringement Agency</div>
<div class="b">
 <h2>Check outstanding infringements</h2>
 <p>Enter your ID number to see infringement notices issued against you. You can pay online, elect to nominate a driver, or apply for a representation.</p>
 <form method="post" action="/infringements/search"><label>Identification type</label><select name="idType"><option>RSA ID</option><option>Foreign passport</option><option>Business registration</option></select><label>Identification number</label><input name="idNumber"><button>Search</button></form>
 <p class="n">AARTO infringement notices are served by registered mail or electronic service to the address on the eNaTIS system. RTIA does not send SMSes with payment links. If in doubt, search here or call 0861 122 681.</p>
</div>`, {
    css: 'body{margin:0;background:#f5f5f0;font-family:Arial,sans-serif}.top{background:#1b5e20;color:#fff;padding:14px 20px}.top b{font-size:22px;margin-right:10px}.b{max-width:560px;margin:22px auto;background:#fff;padding:22px}label{display:block;font-size:13px;margin:10px 0 3px}input,select{width:100%;box-sizing:border-box;padding:9px;border:1px solid #bbb}button{margin-top:12px;background:#1b5e20;color:#fff;border:0;padding:10px 26px}.n{font-size:12px;color:#555}',
  }),
},
{
  id: 'yh-clean-gift-of-givers-card-donation',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://giftofthegivers.org/donate/',
  body: doc('Donate – Gift of the Givers Foundation', `
<header><b>Gift of the Givers</b><nav><a href="/about/">About</a><a href="/projects/">Projects</a><a href="/donate/">Donate</a></nav></header>
<div class="c">
 <h1>Donate to disaster relief</h1>
 <p>Your donation supports flood, fire and drought relief, water provision and medical aid across Southern Africa and beyond. Gift of the Givers is a registered NPO (032-031-NPO) and PBO (930004518). Section 18A tax certificates are issued for South African donations.</p>
 <div class="amts"><button>R100</button><button class="on">R250</button><button>R500</button><button>R1 000</button><input placeholder="Other"></div>
 <form method="post" action="https://www.payfast.co.za/eng/process">
  <input type="hidden" name="merchant_id" value="10004002"><input type="hidden" name="item_name" value="Donation – Disaster relief"><input type="hidden" name="amount" value="250.00"><input type="hidden" name="return_url" value="https://giftofthegivers.org/thank-you/">
  <label>Name</label><input name="name_first"><label>Email</label><input name="email_address" type="email">
  <button class="go">Donate securely with card or EFT</button>
 </form>
 <h3>Banking details</h3><p>Gift of the Givers Foundation · Standard Bank · Pietermaritzburg · Branch 057525 · Account 052 271 412 · Reference: your name + cause</p>
</div>`, {
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222}header{display:flex;justify-content:space-between;padding:16px 24px;background:#8b1d1d;color:#fff}header a{color:#fff;margin-left:14px}.c{max-width:640px;margin:24px auto;padding:0 16px}
.amts{display:flex;gap:8px}.amts button{padding:10px 16px;border:1px solid #8b1d1d;background:#fff}.amts .on{background:#8b1d1d;color:#fff}.amts input{width:90px}label{display:block;font-size:13px;margin:10px 0 3px}form input{width:100%;box-sizing:border-box;padding:9px}.go{margin-top:14px;width:100%;background:#8b1d1d;color:#fff;border:0;padding:12px}`,
  }),
},
{
  id: 'yh-clean-courier-guy-waybill-tracking',
  label: 'clean',
  kind: 'parcel-tracking-own-domain',
  url: 'https://portal.thecourierguy.co.za/track?ref=TCG88173920',
  body: doc('Track your parcel | The Courier Guy', `
<div class="hd">${wordmark('THE COURIER GUY', '#e30613', { shape: 'none', h: 26, w: 220 })}</div>
<div class="c">
 <h2>Waybill TCG88173920</h2>
 <ol class="tl"><li><b>Collected</b> · Cape Town depot · Mon 08:14</li><li><b>In transit</b> · Line haul to Johannesburg · Mon 19:02</li><li><b>At branch</b> · Midrand hub · Tue 06:40</li><li class="now"><b>Out for delivery</b> · Driver: Sipho · Tue 08:55</li></ol>
 <p>Estimated delivery today between 09:00 and 17:00. Delivery is free – our drivers will never ask you for payment or a card PIN at the door unless your sender chose cash-on-delivery.</p>
 <form method="get" action="/track"><input name="ref" placeholder="Enter another waybill number"><button>Track</button></form>
</div>`, {
    css: 'body{margin:0;font-family:Arial,sans-serif;background:#f6f6f6}.hd{background:#fff;padding:12px 22px;border-bottom:3px solid #e30613}.c{max-width:560px;margin:22px auto;background:#fff;padding:22px}.tl li{margin:6px 0}.tl .now{color:#e30613}form{display:flex;gap:8px}form input{flex:1;padding:9px}form button{background:#e30613;color:#fff;border:0;padding:9px 18px}',
  }),
},
];
