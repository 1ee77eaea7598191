import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardFields, header, footer, pngR, brandIcons, faviconTag, dataLayer } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute, fileRoute } from '../parts/e-bin.js';

// Real checkouts: hosted payment pages on processors' own domains, 3-D Secure challenges, wallets,
// bank transfer with invoices, local payment methods.

const CANDLE = 'www.wickandember-candles.com';
const KAFFEE = 'www.kaffeeroesterei-haldenwang.de';
const SOFA = 'www.nordsofa.de';

export const entries: Entry[] = [
  {
    id: 'zc-ok-checkout-stripe-hosted-en',
    label: 'clean',
    kind: 'hosted-checkout',
    url: `https://${CANDLE}/cart`,
    body: doc({
      lang: 'en',
      title: 'Your cart – Wick & Ember Candle Co.',
      head: faviconTag(CANDLE) + dataLayer('G-WEC2210'),
      body: `${header({ brand: 'Wick &amp; Ember', nav: ['Candles', 'Wax melts', 'Gift sets', 'Our story'], right: 'Cart (2)' })}
<main class="wrap" style="max-width:760px">
  <h1>Your cart</h1>
  <table><tr><td>Cedar &amp; Smoke – 8oz soy candle</td><td>1</td><td>$28.00</td></tr><tr><td>Fig Leaf – 8oz soy candle</td><td>1</td><td>$28.00</td></tr><tr><td>Shipping</td><td></td><td>Calculated at checkout</td></tr><tr><th>Subtotal</th><th></th><th>$56.00</th></tr></table>
  <form action="/create-checkout-session" method="post"><button class="btn" style="background:#3d2b1f;color:#fff;width:100%;margin-top:16px">Check out</button></form>
  <p style="font-size:13px;color:#666">You'll be taken to our secure payment page powered by Stripe to pay by card, Apple Pay, Google Pay or Link.</p>
</main>
${footer({ cols: [['Help', ['Shipping', 'Returns', 'FAQ', 'Contact']], ['Legal', ['Terms', 'Privacy']]], legal: '© 2025 Wick &amp; Ember Candle Co. LLC · Asheville, NC', pay: ['Visa', 'Mastercard', 'Amex', 'Apple Pay', 'Google Pay'] })}
<script>document.querySelector('form').addEventListener('submit',function(e){e.preventDefault();fetch('/create-checkout-session',{method:'POST'}).then(function(r){return r.json()}).then(function(j){location.href=j.url});});</script>`,
    }),
    routes: {
      ...brandIcons(CANDLE, [61, 43, 31]),
      [`${CANDLE}/create-checkout-session`]: jsonRoute({ url: 'https://checkout.stripe.com/c/pay/cs_live_a1Wz7kQmZc9XrT4bLp0vN2yE8hU6fJd3sG5' }),
      ['checkout.stripe.com/c/pay/cs_live_a1Wz7kQmZc9XrT4bLp0vN2yE8hU6fJd3sG5']: htmlRoute(
        doc({
          lang: 'en',
          title: 'Wick & Ember Candle Co.',
          css: 'body{background:#fff}.two{display:grid;grid-template-columns:1fr 1fr;min-height:100vh}.l{background:#fafafa;padding:60px}.r{padding:60px;max-width:520px}',
          body: `<div class="two"><div class="l"><p style="color:#666">← Wick &amp; Ember Candle Co.</p><p style="color:#666">Pay Wick &amp; Ember Candle Co.</p><div style="font-size:36px;font-weight:600">$63.95</div><table style="font-size:14px"><tr><td>Cedar &amp; Smoke</td><td>$28.00</td></tr><tr><td>Fig Leaf</td><td>$28.00</td></tr><tr><td>Shipping (USPS Ground Advantage)</td><td>$7.95</td></tr></table></div>
<div class="r"><button class="btn" style="background:#000;color:#fff;width:100%"> Pay</button><p style="text-align:center;color:#888;font-size:13px">Or pay with card</p><form action="/c/pay/confirm" method="post"><label>Email</label><input name="email">${cardFields({ holder: 'Cardholder name', number: 'Card information', exp: 'MM / YY', cvc: 'CVC' })}<label>Country or region</label><select><option>United States</option></select><input placeholder="ZIP" style="margin-top:6px"><button class="btn" style="background:#0074d4;color:#fff;width:100%;margin-top:16px">Pay</button></form><p style="text-align:center;font-size:12px;color:#999">Powered by <b>stripe</b> | Terms · Privacy</p></div></div>`,
        }),
      ),
    },
  },
  {
    id: 'zc-ok-3ds-challenge-acs-de',
    label: 'clean',
    kind: '3ds-challenge',
    url: `https://authentication.cardinalcommerce.com/ThreeDSecure/V2_1_0/Challenge?tid=8d2f1a7e-5b90-4c11-a0e3-7f1e6c2b9d40`,
    body: doc({
      lang: 'de',
      title: 'Mastercard Identity Check',
      css: 'body{font-family:Arial,sans-serif;font-size:14px}.c{max-width:390px;margin:0 auto;padding:16px}',
      body: `<div class="c">
  <div style="display:flex;justify-content:space-between"><b>Sparkasse</b><span style="font-weight:700;color:#eb001b">ID Check</span></div>
  <h3>Zahlung freigeben</h3>
  <table><tr><td>Händler</td><td>NORDSOFA GMBH</td></tr><tr><td>Betrag</td><td>1.249,00 EUR</td></tr><tr><td>Datum</td><td>29.11.2025</td></tr><tr><td>Karte</td><td>**** **** **** 4417</td></tr></table>
  <p>Bitte bestätigen Sie die Zahlung in Ihrer App <b>S-ID-Check</b> auf Ihrem registrierten Gerät. Diese Seite aktualisiert sich automatisch.</p>
  <p id="s" style="color:#666">Warte auf Bestätigung…</p>
  <p style="font-size:12px"><a href="#">Abbrechen</a> · <a href="#">Hilfe</a></p>
</div>
<script>var n=0;var iv=setInterval(function(){n++;fetch('/ThreeDSecure/V2_1_0/Status?tid=8d2f1a7e-5b90-4c11-a0e3-7f1e6c2b9d40').then(function(r){return r.json()}).then(function(j){if(j.transStatus==='Y'||n>20){clearInterval(iv);document.getElementById('s').textContent='Bestätigt. Sie werden zum Händler zurückgeleitet.'}})},3000);</script>`,
    }),
    routes: { ['authentication.cardinalcommerce.com/ThreeDSecure/V2_1_0/Status']: jsonRoute({ transStatus: 'C' }) },
  },
  {
    id: 'zc-ok-bank-transfer-vorkasse-invoice-de',
    label: 'clean',
    kind: 'bank-transfer-invoice',
    url: `https://${KAFFEE}/checkout/finish?order=100482`,
    body: doc({
      lang: 'de',
      title: 'Vielen Dank für Ihre Bestellung | Kaffeerösterei Haldenwang',
      head: faviconTag(KAFFEE),
      css: '.box{border:1px solid #e5e0d8;border-radius:8px;padding:18px;margin:14px 0}',
      body: `${header({ brand: 'Kaffeerösterei Haldenwang', nav: ['Kaffee', 'Espresso', 'Zubehör', 'Kurse', 'Rösterei'], right: 'Mein Konto' })}
<main class="wrap" style="max-width:760px">
  <h1>Vielen Dank für Ihre Bestellung!</h1>
  <p>Ihre Bestellnummer lautet <b>100482</b>. Eine Bestätigung mit der Rechnung als PDF haben wir an Ihre E-Mail-Adresse geschickt.</p>
  <div class="box"><h3>Zahlungsart: Vorkasse (Überweisung)</h3><p>Bitte überweisen Sie den Rechnungsbetrag innerhalb von 7 Tagen auf unser Geschäftskonto. Sobald die Zahlung eingegangen ist, rösten und versenden wir Ihren Kaffee.</p>
  <table><tr><td>Empfänger</td><td>Kaffeerösterei Haldenwang GmbH</td></tr><tr><td>Bank</td><td>Sparkasse Allgäu</td></tr><tr><td>IBAN</td><td>DE89 7335 0000 0512 0093 21</td></tr><tr><td>BIC</td><td>BYLADEM1ALG</td></tr><tr><td>Verwendungszweck</td><td>Bestellung 100482</td></tr><tr><td>Betrag</td><td>38,40 €</td></tr></table>
  <p><a href="https://${KAFFEE}/account/order/100482/invoice.pdf">Rechnung RE-2025-100482 herunterladen (PDF)</a></p></div>
  <div class="box"><h3>Bestellübersicht</h3><table><tr><td>Haldenwanger Hausmischung, 1 kg, ganze Bohne</td><td>32,50 €</td></tr><tr><td>Versand DHL GoGreen</td><td>5,90 €</td></tr><tr><th>Gesamt inkl. 7% MwSt.</th><th>38,40 €</th></tr></table></div>
  <p style="font-size:13px">Lieber anders bezahlen? Sie können die Bestellung in Ihrem Kundenkonto auch nachträglich per PayPal oder Kreditkarte bezahlen.</p>
</main>
${footer({ cols: [['Kaffeerösterei Haldenwang GmbH', ['Kemptener Str. 12', '87490 Haldenwang', 'Tel. 08374 2290-0']], ['Rechtliches', ['Impressum', 'AGB', 'Widerrufsbelehrung', 'Datenschutz']]], legal: 'Amtsgericht Kempten HRB 9921 · USt-IdNr. DE812233901 · Geschäftsführer: Florian Haldenwang', pay: ['PayPal', 'Vorkasse', 'Visa', 'Mastercard', 'Rechnung (Klarna)'] })}`,
    }),
    routes: {
      ...brandIcons(KAFFEE, [90, 60, 40]),
      [`${KAFFEE}/account/order/100482/invoice.pdf`]: fileRoute(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R>>endobj\n4 0 obj<</Length 60>>stream\nBT /F1 12 Tf 50 780 Td (Rechnung RE-2025-100482  38,40 EUR) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
        'application/pdf',
        'RE-2025-100482.pdf',
      ),
    },
  },
  {
    id: 'zc-ok-adyen-hpp-ideal-nl',
    label: 'clean',
    kind: 'hosted-checkout',
    url: `https://checkoutshopper-live.adyen.com/checkoutshopper/payByLink.shtml?d=PL6C2F9A1B04E7D9ZC`,
    body: doc({
      lang: 'nl',
      title: 'Betalen – Fietsenwinkel De Spaak',
      css: 'body{background:#f3f6f9}.c{max-width:460px;margin:40px auto;background:#fff;padding:28px;border-radius:12px}.m{border:1px solid #dce3eb;border-radius:8px;padding:12px;margin:8px 0;display:flex;justify-content:space-between}',
      body: `<div class="c">
  <p style="color:#666">Fietsenwinkel De Spaak B.V.</p><div style="font-size:30px;font-weight:600">€ 149,00</div><p style="font-size:13px;color:#666">Onderhoudsbeurt + nieuwe ketting, werkorder 22814</p>
  <div class="m"><span>iDEAL</span><span>›</span></div>
  <div class="m"><span>Creditcard</span><span>Visa · Mastercard · Amex</span></div>
  <div class="m"><span>Apple Pay</span><span>›</span></div>
  <div class="m"><span>Bancontact</span><span>›</span></div>
  <p style="font-size:12px;color:#888;margin-top:18px">Deze betaallink is geldig tot 13 december 2025. Betalingen worden verwerkt door Adyen N.V.</p>
</div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-ok-mercadopago-checkout-pro-ar',
    label: 'clean',
    kind: 'hosted-checkout',
    url: `https://www.mercadopago.com.ar/checkout/v1/payment/redirect/9b2f7c31-zc11-4d0a/payment-option-form/?preference-id=118273341-7f2a0c19-zc`,
    body: doc({
      lang: 'es-AR',
      title: 'Mercado Pago',
      css: 'body{background:#ededed}.c{max-width:520px;margin:30px auto;background:#fff;padding:26px;border-radius:6px}.o{border:1px solid #e5e5e5;padding:14px;border-radius:6px;margin:8px 0}',
      body: `<div style="background:#fff;padding:12px 20px;box-shadow:0 1px 2px rgba(0,0,0,.1)"><b style="color:#009ee3">mercado pago</b></div>
<div class="c">
  <p>Estás pagando a <b>Librería El Ateneo Online</b></p><div style="font-size:28px">$ 42.850</div>
  <h3>¿Cómo querés pagar?</h3>
  <div class="o">💳 Tarjeta de crédito – hasta 3 cuotas sin interés</div>
  <div class="o">💳 Tarjeta de débito</div>
  <div class="o">💰 Dinero disponible en Mercado Pago</div>
  <div class="o">🏪 Efectivo en Rapipago o Pago Fácil</div>
  <p style="font-size:12px;color:#999">Al continuar, aceptás los Términos y condiciones. Procesado por Mercado Pago.</p>
</div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-ok-konbini-payment-instructions-ja',
    label: 'clean',
    kind: 'local-payment',
    url: `https://www.zakka-hidamari.jp/shop/order/complete?id=HD-230918`,
    body: doc({
      lang: 'ja',
      title: 'ご注文ありがとうございました | 雑貨ひだまり',
      css: 'body{font-family:"Hiragino Kaku Gothic ProN",Meiryo,sans-serif}.box{border:1px solid #ddd;padding:18px;margin:14px 0;border-radius:6px}',
      body: `${header({ brand: '雑貨ひだまり', nav: ['キッチン', '器', '文具', 'ギフト'], right: 'マイページ' })}
<main class="wrap" style="max-width:720px">
  <h1 style="font-size:22px">ご注文ありがとうございました</h1>
  <p>ご注文番号：HD-230918</p>
  <div class="box"><h3>コンビニ決済のお支払い方法</h3>
  <p>下記の番号で、お支払い期限までに店頭でお支払いください。決済はSBペイメントサービスが代行しています。</p>
  <table><tr><td>お支払い先</td><td>セブン-イレブン</td></tr><tr><td>払込票番号</td><td>2310 4451 9082 331</td></tr><tr><td>お支払い金額</td><td>4,620円（税込・送料込）</td></tr><tr><td>お支払い期限</td><td>2025年12月3日 23:59</td></tr></table>
  <p style="font-size:13px">期限を過ぎるとご注文は自動的にキャンセルされます。手数料は当店負担です。</p></div>
</main>
${footer({ cols: [['ご利用ガイド', ['お支払い方法', '配送', '返品']], ['ショップ', ['特定商取引法に基づく表記', 'プライバシーポリシー']]], legal: '雑貨ひだまり（合同会社ひだまり商店）〒460-0008 愛知県名古屋市中区栄3-18-1' })}`,
    }),
    routes: {},
  },
  {
    id: 'zc-ok-blik-checkout-pl',
    label: 'clean',
    kind: 'local-payment',
    url: `https://secure.przelewy24.pl/trnRequest/7B1F0C2A-9D3E-4E55-ZC01-883A1F2B4C6D`,
    body: doc({
      lang: 'pl',
      title: 'Przelewy24 – Płatność',
      css: 'body{background:#f4f4f4}.c{max-width:500px;margin:30px auto;background:#fff;padding:24px;border-radius:8px}',
      body: `<div class="c">
  <div style="color:#d13239;font-weight:800;font-size:22px">Przelewy24</div>
  <p>Odbiorca: <b>Herbaciarnia pod Lipami</b><br>Kwota: <b>55,99 zł</b><br>Tytuł: Zamówienie 2025/11/4471</p>
  <h3>BLIK</h3><p style="font-size:14px">Wpisz 6-cyfrowy kod z aplikacji bankowej, a następnie potwierdź płatność w aplikacji.</p>
  <form action="/trnRequest/7B1F0C2A-9D3E-4E55-ZC01-883A1F2B4C6D/blik" method="post"><input name="blik" maxlength="6" inputmode="numeric" placeholder="_ _ _ _ _ _" style="font-size:24px;letter-spacing:8px;text-align:center"><button class="btn" style="background:#d13239;color:#fff;width:100%;margin-top:14px">Zapłać</button></form>
  <p style="font-size:13px"><a href="#">Wybierz inną metodę płatności</a></p>
  <p style="font-size:11px;color:#999">PayPro S.A., ul. Pastelowa 8, 60-198 Poznań · KNF – krajowa instytucja płatnicza</p>
</div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-ok-btcpay-invoice-en',
    label: 'clean',
    kind: 'crypto-checkout',
    url: `https://pay.hodlhardware-store.com/i/5KqW2zcNn8vR1tPa9XyBcD`,
    body: doc({
      lang: 'en',
      title: 'Invoice 5KqW2zcNn8vR1tPa9XyBcD – HODL Hardware',
      css: 'body{background:#f5f7f8}.c{max-width:400px;margin:30px auto;background:#fff;padding:24px;border-radius:10px;text-align:center}.a{font-family:monospace;font-size:12px;word-break:break-all;background:#f1f1f1;padding:8px}',
      body: `<div class="c">
  <p style="font-weight:700">HODL Hardware</p><p>Order #10921 · 1× Trezor Safe 3 (Cosmic Black)</p>
  <div style="font-size:24px;font-weight:600">0.00107 BTC</div><p style="color:#666">≈ $99.00 · rate locked for <span id="t">14:59</span></p>
  <img src="https://pay.hodlhardware-store.com/i/5KqW2zcNn8vR1tPa9XyBcD/qr.png" width="200" height="200" alt="" style="background:#eee">
  <p class="a">bc1qzc7m2w9k0x8f4j3q6p5r2t1y0u9i8o7p6a5s4d</p>
  <p style="font-size:12px;color:#888">Pay with Lightning · Pay on-chain. Powered by BTCPay Server. No account or wallet connection needed — send from any wallet.</p>
</div>
<script>var s=899;setInterval(function(){s--;document.getElementById('t').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000);</script>`,
    }),
    routes: { ['pay.hodlhardware-store.com/i/5KqW2zcNn8vR1tPa9XyBcD/qr.png']: pngR(0, 0, 0) },
  },
  {
    id: 'zc-ok-mollie-payment-link-nl',
    label: 'clean',
    kind: 'payment-link',
    url: `https://payment-links.mollie.com/payment/zcQ4wT7mVb2N`,
    body: doc({
      lang: 'nl',
      title: 'Betaalverzoek – Hovenier Groenkracht',
      css: 'body{background:#f7f7f7}.c{max-width:440px;margin:40px auto;background:#fff;padding:28px;border-radius:14px}',
      body: `<div class="c">
  <p style="color:#666">Betaalverzoek van</p><h2>Hovenier Groenkracht</h2>
  <div style="font-size:32px;font-weight:600">€ 845,00</div>
  <p>Factuur 2025-118 · Aanleg border en snoeiwerk, Utrechtseweg 44</p>
  <button class="btn" style="background:#0a0a0a;color:#fff;width:100%">Betalen</button>
  <p style="font-size:12px;color:#888;margin-top:14px">iDEAL · Bancontact · Creditcard · Apple Pay<br>Veilig betalen via Mollie B.V.</p>
</div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-ok-sepa-qr-invoice-de',
    label: 'clean',
    kind: 'bank-transfer-invoice',
    url: `https://${SOFA}/konto/bestellungen/NS-77120/zahlung`,
    body: doc({
      lang: 'de',
      title: 'Zahlung per Überweisung – Bestellung NS-77120 | nordsofa',
      head: faviconTag(SOFA),
      css: '.g{display:grid;grid-template-columns:1fr 220px;gap:24px;border:1px solid #e6e6e6;border-radius:8px;padding:20px}',
      body: `${header({ brand: 'nordsofa', nav: ['Sofas', 'Sessel', 'Betten', 'Stoffmuster', 'Showrooms'], right: 'Mein Konto' })}
<main class="wrap" style="max-width:820px">
  <h1>Bestellung NS-77120 – Zahlung per Überweisung</h1>
  <p>Sie haben „Überweisung“ gewählt. Ihr Sofa wird nach Zahlungseingang in Produktion gegeben (Lieferzeit ca. 6 Wochen). Sie können jederzeit auf Kreditkarte, PayPal oder Ratenkauf wechseln.</p>
  <div class="g"><div><table><tr><td>Empfänger</td><td>nordsofa GmbH</td></tr><tr><td>IBAN</td><td>DE12 2005 0550 1234 5678 90</td></tr><tr><td>BIC</td><td>HASPDEHHXXX (Hamburger Sparkasse)</td></tr><tr><td>Betrag</td><td>1.249,00 €</td></tr><tr><td>Verwendungszweck</td><td>NS-77120</td></tr></table>
  <p style="font-size:13px">Prüfen Sie bitte, dass der Empfängername in Ihrer Banking-App als „nordsofa GmbH“ bestätigt wird (Empfängerüberprüfung). Wir ändern unsere Bankverbindung niemals per E-Mail.</p></div>
  <div style="text-align:center"><img src="https://${SOFA}/konto/bestellungen/NS-77120/girocode.png" width="200" height="200" alt="GiroCode" style="background:#eee"><p style="font-size:12px">GiroCode mit Ihrer Banking-App scannen</p></div></div>
  <p><a href="https://${SOFA}/konto/bestellungen/NS-77120/rechnung.pdf">Proforma-Rechnung herunterladen</a></p>
</main>
${footer({ cols: [['nordsofa GmbH', ['Große Elbstraße 145, 22767 Hamburg', 'Tel. 040 8090 3300']], ['Rechtliches', ['Impressum', 'AGB', 'Widerrufsrecht', 'Datenschutz']]], legal: 'Amtsgericht Hamburg HRB 140221 · USt-IdNr. DE301992284', pay: ['Visa', 'Mastercard', 'PayPal', 'Klarna Ratenkauf', 'Überweisung'] })}`,
    }),
    routes: {
      ...brandIcons(SOFA, [30, 30, 30]),
      [`${SOFA}/konto/bestellungen/NS-77120/girocode.png`]: pngR(0, 0, 0),
      [`${SOFA}/konto/bestellungen/NS-77120/rechnung.pdf`]: fileRoute('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'application/pdf', 'Proforma-NS-77120.pdf'),
    },
  },
  {
    id: 'zc-ok-paypal-checkout-login-de',
    label: 'clean',
    kind: 'psp-login',
    url: `https://www.paypal.com/checkoutnow?token=EC-9ZC71823TY4402139&locale.x=de_DE&fundingSource=paypal`,
    body: doc({
      lang: 'de',
      title: 'PayPal Checkout – Einloggen',
      css: 'body{background:#fff}.c{max-width:420px;margin:40px auto;padding:30px}',
      body: `<div class="c">
  <div style="text-align:center;font-weight:800;font-size:28px;color:#003087;font-style:italic">Pay<span style="color:#009cde">Pal</span></div>
  <p style="text-align:center;font-size:14px">Mit PayPal bezahlen<br><span style="color:#666">Kaffeerösterei Haldenwang GmbH · 38,40 €</span></p>
  <form action="/signin" method="post"><input name="login_email" placeholder="E-Mail-Adresse oder Handynummer"><button class="btn" style="background:#0070ba;color:#fff;width:100%;margin-top:14px;border-radius:24px">Weiter</button></form>
  <p style="text-align:center"><a href="#" style="color:#0070ba">E-Mail-Adresse vergessen?</a></p>
  <hr><button class="btn" style="background:#fff;border:2px solid #0070ba;color:#0070ba;width:100%;border-radius:24px">Mit Debit- oder Kreditkarte zahlen</button>
  <p style="text-align:center;font-size:12px;color:#666;margin-top:20px"><a href="#">Abbrechen und zurück zu Kaffeerösterei Haldenwang GmbH</a></p>
</div>`,
    }),
    routes: {},
  },
];
