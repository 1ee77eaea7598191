import { htmlRoute, type Entry } from '../entry.js';
import { analytics, cookieBar, css, doc, img, js, json } from '../parts/h-parts.js';

export const entries: Entry[] = [
  // h-ok-shop-checkout-coffee-de
{
  id: 'h-ok-shop-checkout-coffee-de',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://www.bergfeld-kaffee.de/checkout/zahlung',
  body: doc({
    lang: 'de',
    title: 'Kasse – Zahlung | Bergfeld Kaffeerösterei',
    head: '<link rel="stylesheet" href="/cdn/shop/t/4/assets/checkout.css">',
    body: `<header class="h"><a href="/"><b>BERGFELD</b> Kaffeerösterei</a><span class="sec">🔒 Sichere Kasse</span></header>
<div class="w"><main><ol class="bc"><li>Warenkorb</li><li>Information</li><li>Versand</li><li class="on">Zahlung</li></ol>
<section class="box"><div class="row"><span>Kontakt</span><b>anna.keller@posteo.de</b><a href="/checkout/information">Ändern</a></div><div class="row"><span>Versand an</span><b>Lindenstraße 8, 79098 Freiburg</b><a href="/checkout/information">Ändern</a></div><div class="row"><span>Versandart</span><b>DHL GoGreen · 4,90 €</b></div></section>
<h2>Zahlung</h2><p class="s">Alle Transaktionen sind sicher und verschlüsselt.</p>
<form class="box" method="post" action="/checkout/zahlung/abschliessen"><label class="pm"><input type="radio" name="pm" checked> Kreditkarte <span class="cards">VISA · Mastercard · Amex</span></label>
<div class="cc"><input name="number" placeholder="Kartennummer" inputmode="numeric" autocomplete="cc-number"><input name="name" placeholder="Name auf der Karte" autocomplete="cc-name"><div class="two"><input name="expiry" placeholder="Ablaufdatum (MM / JJ)" autocomplete="cc-exp"><input name="cvc" placeholder="Sicherheitscode" autocomplete="cc-csc"></div></div>
<label class="pm"><input type="radio" name="pm"> PayPal</label><label class="pm"><input type="radio" name="pm"> Klarna – Rechnung</label><label class="pm"><input type="radio" name="pm"> Vorkasse (Überweisung)</label>
<button>Jetzt bezahlen</button></form>
<p class="s"><a href="/policies/widerrufsrecht">Widerrufsrecht</a> · <a href="/policies/versand">Versand</a> · <a href="/policies/datenschutz">Datenschutz</a> · <a href="/policies/agb">AGB</a> · <a href="/policies/impressum">Impressum</a></p></main>
<aside><div class="it"><span class="th"></span>Espresso „Schwarzwald“ 1 kg · Bohne<b>24,90 €</b></div><div class="it"><span class="th"></span>Filterkaffee Äthiopien Guji 250 g<b>9,50 €</b></div><hr><div class="it">Zwischensumme<b>34,40 €</b></div><div class="it">Versand<b>4,90 €</b></div><div class="it tot">Gesamt<b>EUR 39,30 €</b></div><p class="s">inkl. 2,57 € MwSt.</p></aside></div>`,
  }),
  routes: {
    'www.bergfeld-kaffee.de/cdn/shop/t/4/assets/checkout.css': css('body{margin:0;font-family:-apple-system,"Helvetica Neue",Arial,sans-serif;color:#333}.h{padding:20px 8%;border-bottom:1px solid #e6e6e6;display:flex}.h a{color:#333;text-decoration:none;font-size:20px}.sec{margin-left:auto;color:#777;font-size:14px}.w{display:flex;max-width:1100px;margin:0 auto}main{flex:1.3;padding:30px}aside{flex:1;background:#fafafa;border-left:1px solid #e6e6e6;padding:30px}.bc{display:flex;gap:10px;list-style:none;padding:0;font-size:13px;color:#777}.bc .on{color:#333;font-weight:600}.box{border:1px solid #d9d9d9;border-radius:5px;padding:14px}.row{display:flex;gap:14px;font-size:14px;padding:6px 0;border-bottom:1px solid #eee}.row span{width:90px;color:#737373}.row a{margin-left:auto}.pm{display:block;padding:12px;border-bottom:1px solid #eee}.cc input{width:100%;padding:11px;margin:5px 0;border:1px solid #d9d9d9;border-radius:5px;box-sizing:border-box}.two{display:flex;gap:10px}button{margin-top:16px;background:#6f4e37;color:#fff;border:0;border-radius:5px;padding:16px 28px;font-size:15px}.s{font-size:13px;color:#737373}.it{display:flex;justify-content:space-between;align-items:center;gap:10px;margin:10px 0;font-size:14px}.th{width:50px;height:50px;background:#d7c4b0;border-radius:6px}.tot{font-size:18px}'),
  },
},
  // h-ok-royalmail-fee-real
{
  id: 'h-ok-royalmail-fee-real',
  label: 'clean',
  kind: 'parcel-fee-real',
  url: 'https://www.royalmail.com/receiving-mail/pay-a-fee/pay?reference=FTP812233049GB',
  body: doc({
    lang: 'en-GB',
    title: 'Pay a fee | Royal Mail Group Ltd',
    css: `body{margin:0;font-family:"Royal Mail Text",Arial,sans-serif;color:#333}.hd{background:#da202a;color:#fff;padding:12px 40px;display:flex;align-items:center;gap:30px}.hd b{font-size:22px}.hd a{color:#fff;font-size:14px;text-decoration:none}.bc{padding:10px 40px;font-size:13px;color:#666;background:#f5f5f5}.w{max-width:760px;margin:30px auto;padding:0 20px}.cd{border:1px solid #ddd;padding:20px;margin:20px 0}.cd dl{display:grid;grid-template-columns:200px 1fr;gap:8px;font-size:15px}.cd dt{color:#666}.in{background:#fdf2d0;padding:14px;font-size:14px}button{background:#da202a;color:#fff;border:0;padding:12px 26px;font-size:16px;border-radius:3px}`,
    body: `<div class="hd"><b>Royal Mail</b><a href="/personal">Personal</a><a href="/business">Business</a><a href="/track-your-item">Track</a><a href="/help">Help</a></div>
<div class="bc">Home › Receiving mail › Pay a fee</div>
<div class="w"><h1>Pay a fee</h1><p>We've found the item below. Once you've paid the fee we'll deliver it or you can collect it from your local Customer Service Point.</p>
<div class="cd"><dl><dt>Fee to Pay reference</dt><dd>FTP812233049GB</dd><dt>Item from</dt><dd>Germany</dd><dt>Reason</dt><dd>Import VAT and Royal Mail handling fee (item valued over £39)</dd><dt>VAT</dt><dd>£6.20</dd><dt>Royal Mail handling fee</dt><dd>£8.00</dd><dt><b>Total to pay</b></dt><dd><b>£14.20</b></dd></dl></div>
<p class="in">Check the reference number matches the grey card we left (form P1 or 'Fee to Pay' card). We only ask for fees with a physical card or after you enter the reference yourself — we'll never text you a link asking for a payment to redeliver an item. <a href="/report-scam">Learn how to spot scams</a>.</p>
<form method="post" action="/receiving-mail/pay-a-fee/payment"><input type="hidden" name="ref" value="FTP812233049GB"><label><input type="checkbox" required> I confirm I am the addressee or have permission to pay for this item</label><br><br><button>Continue to secure payment</button></form>
<p style="font-size:12px;color:#777;margin-top:30px">© Royal Mail Group Limited 2026. All rights reserved. · Terms and conditions · Privacy notice · Cookies</p></div>`,
  }),
  routes: { 'www.royalmail.com/receiving-mail/pay-a-fee/payment': htmlRoute('<html><body>Redirecting to payment…</body></html>') },
},
  // h-ok-bank-kyc-own-domain
{
  id: 'h-ok-bank-kyc-own-domain',
  label: 'clean',
  kind: 'kyc-own',
  url: 'https://banking.nordvik-sparbank.se/onboarding/identity?lang=en',
  body: doc({
    title: 'Verify your identity – Nordvik Sparbank',
    head: '<link rel="stylesheet" href="/onboarding/static/ob.css"><script src="/onboarding/static/ob.js" defer></script>',
    body: `<header><b>Nordvik Sparbank</b><span>Open an account · Step 3 of 5</span><a href="?lang=sv">Svenska</a></header>
<main><h1>Verify your identity</h1><p>As a Swedish bank we are required by the Anti-Money Laundering Act (2017:630) to verify the identity of new customers. Choose one of the options below.</p>
<div class="opt"><h3>BankID (recommended)</h3><p>Open the BankID app on your phone and scan the QR code, or start BankID on this device.</p><a class="b" href="/onboarding/identity/bankid/start">Start BankID</a></div>
<div class="opt"><h3>ID document + selfie</h3><p>Take a photo of your passport or national ID card, then record a short selfie video. Processed by our identity partner on behalf of Nordvik Sparbank.</p>
<form method="post" action="/onboarding/identity/document" enctype="multipart/form-data"><label>Document type</label><select name="doctype"><option>Passport</option><option>National ID card</option><option>Residence permit</option></select><label>Personal identity number (personnummer)</label><input name="pnr" placeholder="YYYYMMDD-XXXX"><label>Front of document</label><input type="file" name="front" accept="image/*" capture="environment"><label>Back of document</label><input type="file" name="back" accept="image/*"><button>Continue</button></form></div>
<p class="s">Why we ask: <a href="https://www.nordvik-sparbank.se/kundkannedom">Know your customer</a> · Your data is processed according to our <a href="https://www.nordvik-sparbank.se/integritet">privacy policy</a>. We will never ask for your BankID security code by phone.</p></main>`,
  }),
  routes: {
    'banking.nordvik-sparbank.se/onboarding/static/ob.css': css('body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f5f7fa}header{display:flex;gap:20px;align-items:center;padding:14px 40px;background:#fff;border-bottom:1px solid #dde}header b{color:#00454f;font-size:20px}header span{color:#667;font-size:14px}header a{margin-left:auto}main{max-width:640px;margin:30px auto}.opt{background:#fff;border:1px solid #dde;border-radius:8px;padding:20px;margin:16px 0}.b{display:inline-block;background:#00454f;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none}label{display:block;margin:10px 0 4px;font-size:14px}input,select{width:100%;padding:9px;box-sizing:border-box}button{margin-top:14px;background:#00454f;color:#fff;border:0;padding:10px 20px;border-radius:6px}.s{font-size:13px;color:#667}'),
    'banking.nordvik-sparbank.se/onboarding/static/ob.js': js('document.querySelectorAll("input[type=file]").forEach(function(i){i.addEventListener("change",function(){if(this.files[0]&&this.files[0].size>10485760){alert("The file is too large (max 10 MB).");this.value=""}})});'),
  },
},
  // h-ok-paypal-checkoutnow-real
{
  id: 'h-ok-paypal-checkoutnow-real',
  label: 'clean',
  kind: 'payment-hosted',
  url: 'https://www.paypal.com/checkoutnow?token=8XK41927GM5512134&locale.x=de_DE&country.x=DE',
  body: doc({
    lang: 'de',
    title: 'PayPal Checkout',
    css: `body{margin:0;background:#f5f7fa;font-family:"PayPal Open",Helvetica,Arial,sans-serif;color:#2c2e2f}.c{max-width:460px;margin:30px auto;background:#fff;border-radius:12px;padding:30px;box-shadow:0 0 12px #0000000f}.lg{text-align:center;font-size:30px;font-weight:800;color:#003087}.lg i{color:#009cde;font-style:normal}.mc{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:10px 0;font-size:14px}input{width:100%;padding:14px;border:1px solid #9da3a6;border-radius:6px;box-sizing:border-box;margin:8px 0;font-size:16px}button{width:100%;background:#0070e0;color:#fff;border:0;border-radius:24px;padding:13px;font-size:16px;font-weight:600;margin-top:8px}.gst{background:#fff;color:#0070e0;border:1px solid #0070e0}.ft{text-align:center;font-size:12px;color:#6c7378}`,
    body: `<div class="c"><div class="lg">Pay<i>Pal</i></div><div class="mc"><span>Bergfeld Kaffeerösterei</span><b>39,30 € EUR</b></div>
<h2 style="font-size:20px">Mit PayPal bezahlen</h2><form method="post" action="/signin/checkout"><input type="email" name="login_email" placeholder="E-Mail-Adresse oder Handynummer" autocomplete="username"><a href="/authflow/password-recovery/" style="font-size:14px">E-Mail-Adresse vergessen?</a><button>Weiter</button></form>
<p style="text-align:center;color:#6c7378">oder</p><button class="gst">Mit Debit- oder Kreditkarte zahlen</button>
<p class="ft" style="margin-top:20px"><a href="#">Abbrechen und zurück zu Bergfeld Kaffeerösterei</a></p><p class="ft">Datenschutz · AGB · © 1999–2026 PayPal</p></div>`,
  }),
},
];
