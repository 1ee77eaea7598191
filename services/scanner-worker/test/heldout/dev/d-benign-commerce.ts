import { type Entry } from '../entry.js';
import { baseCss, chatWidget, cookieBanner, doc, siteFooter, siteNav } from '../parts/d-parts.js';

/** Benign: shops and checkouts with card fields on their own domain or a PSP's, donations, bill payment, toll payment, parcel tracking, marketing urgency, support pages with phone numbers. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-ok-psp-hosted-payment',
  label: 'clean',
  kind: 'checkout-psp',
  url: 'https://pay.tillpoint.com/c/pay/cs_live_a1Kq9ZpR3xT7mN2vL8sD#fidkdWxOYHwnPyd1blpxYHZxWjA0',
  body: doc({
    title: 'Harbor Bike Rentals',
    css: `body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,sans-serif;display:grid;grid-template-columns:1fr 1fr;min-height:100vh}.l{background:#f6f9fc;padding:80px 60px}.r{padding:80px 60px;max-width:460px}.amt{font-size:36px;font-weight:600}.f{border:1px solid #e0e0e0;border-radius:6px;overflow:hidden}.f input{border:0;border-bottom:1px solid #e0e0e0;padding:12px;width:100%;box-sizing:border-box;font-size:15px}button{width:100%;background:#0074d4;color:#fff;border:0;border-radius:6px;padding:14px;font-size:16px;margin-top:16px}.pw{font-size:12px;color:#999;margin-top:30px}`,
    body: `<div class="l"><p>← Harbor Bike Rentals</p><p>Pay Harbor Bike Rentals</p><p class="amt">€48.00</p><p>E-bike day rental · 2 bikes · Sat 6 Dec</p></div>
<div class="r"><button style="background:#000;margin:0 0 20px">Pay with  Pay</button><p>Or pay with card</p><form method="post" action="/v1/payment_pages/cs_live_a1Kq9ZpR3xT7mN2vL8sD/confirm"><label>Email</label><div class="f"><input name="email" type="email"></div><br><label>Card information</label><div class="f"><input name="cardNumber" placeholder="1234 1234 1234 1234" autocomplete="cc-number"><input name="cardExpiry" placeholder="MM / YY" style="width:50%;float:left;border-right:1px solid #e0e0e0"><input name="cardCvc" placeholder="CVC" style="width:50%"></div><br><label>Cardholder name</label><div class="f"><input name="billingName"></div><button>Pay</button></form><p class="pw">Powered by <b>tillpoint</b> · Terms · Privacy</p></div>`,
  }),
},

{
  id: 'd-ok-toll-authority-pay',
  label: 'clean',
  kind: 'toll-pay-own',
  url: 'https://www.tollway-pay.cascadia-transport.gov/pay-a-toll',
  body: doc({
    title: 'Pay a toll | Cascadia Department of Transportation',
    css: baseCss('#1d4ed8'),
    body: `<div style="background:#1b1b1b;color:#fff;font-size:12px;padding:4px 24px">An official website of the State of Cascadia</div>
${siteNav({ brand: 'Cascadia DOT — Good To Go Tolling', links: ['Pay a toll', 'Open an account', 'Toll rates', 'Disputes'] })}
<main class="container" style="max-width:760px;padding:30px 24px"><h1>Pay a toll</h1><p>Pay a toll bill or Pay By Mail invoice. You'll need your license plate and the invoice number printed on your bill.</p>
<form class="card" method="post" action="/pay-a-toll/lookup"><div class="form-group"><label>License plate</label><input name="plate"></div><div class="form-group"><label>State</label><select name="st"><option>CA</option><option>OR</option><option>WA</option></select></div><div class="form-group"><label>Invoice number</label><input name="inv"></div><button class="btn btn-block">Find my bill</button></form>
<div class="alert alert-warn"><b>Text message scam alert:</b> We are aware of texts claiming you owe an "unpaid toll" and must pay today to avoid a $50 late fee. We do not send payment links by text. Do not click these links.</div></main>
${siteFooter({ company: 'Cascadia Department of Transportation' })}`,
  }),
},

{
  id: 'd-ok-dhl-tracking-own',
  label: 'clean',
  kind: 'courier-tracking-own',
  url: 'https://www.dhl.com/de-de/home/sendungsverfolgung.html?tracking-id=JJD000390007839120844&submit=1',
  body: doc({
    title: 'Sendungsverfolgung | DHL',
    lang: 'de',
    css: baseCss('#d40511') + `.y{background:#ffcc00;padding:30px 0}.st{display:flex;gap:0;margin:20px 0}.st div{flex:1;border-top:4px solid #ccc;padding-top:8px;font-size:13px}.st .on{border-color:#d40511}`,
    body: `${siteNav({ brand: 'DHL', logo: '<img src="/content/dam/dhl/global/core/images/logos/dhl-logo.svg" alt="DHL" height="22">', links: ['Sendungsverfolgung', 'Versenden', 'Kundenservice', 'Geschäftskunden'] })}
<div class="y"><div class="container"><h1>Sendungsverfolgung</h1><form action="/de-de/home/sendungsverfolgung.html"><input name="tracking-id" value="JJD000390007839120844" style="max-width:420px"> <button class="btn">Verfolgen</button></form></div></div>
<main class="container"><h2>Sendung JJD000390007839120844</h2><div class="st"><div class="on">Elektronisch angekündigt</div><div class="on">Abholung</div><div class="on">Transport</div><div class="on">Zustellung</div><div>Zugestellt</div></div><p><b>Die Sendung wurde in das Zustellfahrzeug geladen.</b> Voraussichtliche Zustellung heute, 10:30–14:30 Uhr.</p>
<div class="alert alert-info">DHL fordert niemals per SMS zur Zahlung von Gebühren über Links auf. Zollgebühren für DHL Express werden ausschließlich über <b>dhl.com</b> oder MyDHL+ bezahlt.</div></main>
${siteFooter({ company: 'DHL International GmbH' })}${cookieBanner('de')}`,
  }),
},

{
  id: 'd-ok-sagawa-tracking-jp',
  label: 'clean',
  kind: 'courier-tracking-own',
  url: 'https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=360129481127',
  body: doc({
    title: 'お問い合わせサービス｜佐川急便株式会社',
    lang: 'ja',
    css: baseCss('#00307f') + `body{font-family:"Hiragino Kaku Gothic ProN",Meiryo,sans-serif}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:6px 10px}`,
    body: `${siteNav({ brand: '佐川急便', links: ['お問い合わせ', '送る', '受け取る', '法人のお客様'] })}
<main class="container" style="max-width:860px;padding:30px 24px"><h1>お荷物問い合わせ結果</h1><table><tr><th>お問い合せ送り状NO</th><td>3601-2948-1127</td></tr><tr><th>お荷物状況</th><td>ご不在のため持ち帰り</td></tr><tr><th>担当営業所</th><td>江東営業所 0570-01-0453</td></tr></table>
<p>再配達は「スマートクラブ」または担当営業所へお電話でお申し込みください。</p><div class="alert alert-warn">佐川急便を装った迷惑メール・SMSにご注意ください。当社はSMSでお客様にカード情報の入力をお願いすることはありません。</div></main>
${siteFooter({ company: 'SAGAWA EXPRESS CO.,LTD.' })}`,
  }),
},

{
  id: 'd-ok-support-phone-numbers',
  label: 'clean',
  kind: 'support-phone',
  url: 'https://support.nordpeak-software.com/contact',
  body: doc({
    title: 'Contact Support | NordPeak Software',
    css: baseCss('#0284c7') + `.ph{font-size:22px;font-weight:700}`,
    body: `${siteNav({ brand: 'NordPeak Support', links: ['Knowledge base', 'Downloads', 'Community', 'Contact'] })}
<main class="container" style="max-width:860px;padding:30px 24px"><h1>Contact support</h1><p>Our support team is available Monday–Friday, 8:00–20:00 (CET). Have your licence key ready.</p>
<div class="card"><h2>Phone</h2><p>United States &amp; Canada: <span class="ph">+1 (833) 555-0161</span></p><p>United Kingdom: <span class="ph">+44 20 3885 0142</span></p><p>Germany: <span class="ph">+49 30 5683 7740</span></p></div>
<div class="alert alert-warn"><b>Beware of fake support:</b> NordPeak will never show a pop-up asking you to call us, and we never ask for remote access unless you opened a ticket first. Pop-ups that say your computer is infected and show a phone number are scams.</div>
<p>Prefer email? <a href="/tickets/new">Open a ticket</a> — we reply within 1 business day.</p></main>
${siteFooter({ company: 'NordPeak Software AB' })}${cookieBanner('en')}${chatWidget('widget.helpbubble.io', 'nps-77ad')}`,
  }),
},

];
