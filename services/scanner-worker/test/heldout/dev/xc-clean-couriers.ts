import { type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { cardFields, cookieNotice, courierLogo, doc } from '../parts/xc-kit.js';

// ACS's own tracking page: fetches the shipment status from its API and renders a timeline.
const acsTrack = doc({
  lang: 'el',
  title: 'Αναζήτηση αποστολής | ACS Courier',
  css: `.h{background:#fff;border-bottom:3px solid #e30613;padding:10px 24px;display:flex;justify-content:space-between;align-items:center}.h nav a{margin-left:14px;color:#333;font-size:14px;text-decoration:none}
.w{max-width:760px;margin:24px auto;padding:0 16px}.s{display:flex;gap:8px}.s input{flex:1;padding:12px;border:1px solid #ccc;border-radius:6px}.s button{background:#e30613;color:#fff;border:0;padding:0 22px;border-radius:6px}
.tl{background:#fff;border-radius:8px;padding:18px;margin-top:16px}.tl li{margin:10px 0;font-size:14px}.tl time{color:#888;font-size:12px;display:block}`,
  body: `<div class="h">${courierLogo('acs', 30)}<nav><a href="/el/apostoli">Αποστολή</a><a href="/el/katastimata">Καταστήματα</a><a href="/el/epikoinonia">Επικοινωνία</a></nav></div>
<div class="w"><h1>Αναζήτηση αποστολής</h1><form class="s" id="tf"><input id="vn" name="voucher" value="7204418812" placeholder="Αριθμός voucher"><button>Αναζήτηση</button></form>
<div class="tl" id="tl">Φόρτωση…</div>
<p style="font-size:13px;color:#555">Η ACS δεν ζητά πληρωμές μέσω SMS για επαναπρογραμματισμό παράδοσης. Μπορείτε να αλλάξετε ημερομηνία δωρεάν από την εφαρμογή ACS ή εδώ μετά τη σύνδεση.</p></div>
${cookieNotice('el', 'https://www.acscourier.net/el/cookies')}
<script src="/assets/tracking.js"></script>`,
});
const acsJs = `function load(v){fetch('/api/parcels/track?voucher='+encodeURIComponent(v)).then(function(r){return r.json()}).then(function(j){document.getElementById('tl').innerHTML='<b>'+j.voucher+' · '+j.status+'</b><ul>'+j.events.map(function(e){return '<li><time>'+e.at+'</time>'+e.text+'</li>'}).join('')+'</ul>'})}
document.getElementById('tf').onsubmit=function(e){e.preventDefault();load(document.getElementById('vn').value)};load(document.getElementById('vn').value);`;

// Econt's own online payment of a cash-on-delivery amount with card (a real, legitimate card form on econt.com).
const econtPay = doc({
  lang: 'bg',
  title: 'Плащане на наложен платеж с карта | Еконт',
  css: `.top{background:#233a86;padding:14px 20px;display:flex;justify-content:space-between;align-items:center;color:#fff;font-size:13px}.c{max-width:560px;margin:22px auto;background:#fff;border-radius:6px;padding:22px}
.sum td{padding:5px 10px 5px 0;font-size:14px}.fld{margin:9px 0}.fld label{display:block;font-size:12px;margin-bottom:3px}.fld input{width:100%;padding:10px;border:1px solid #c2c9da;border-radius:4px}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.pay{width:100%;background:#233a86;color:#fff;border:0;padding:12px;border-radius:4px;font-size:15px}.sm{font-size:12px;color:#667}`,
  body: `<div class="top">${courierLogo('econt', 30)}<span>Вход · Моят Еконт</span></div>
<div class="c"><h2 style="margin-top:0">Плащане на наложен платеж</h2><table class="sum"><tr><td>Товарителница</td><td><b>1051 3371 2288</b></td></tr><tr><td>Подател</td><td>Books.bg ООД</td></tr><tr><td>Наложен платеж</td><td>38,40 €</td></tr><tr><td>Такса за услугата</td><td>0,00 €</td></tr></table>
<p class="sm">Платете предварително и получете пратката от офис или Еконтомат без плащане на място. Плащането се обработва от Еконт Пей (лицензирана платежна институция, рег. № БНБ 4000xx).</p>
<form method="post" action="/services/cod/pay" id="pf"><input type="hidden" name="shipment" value="105133712288"><input type="hidden" name="csrf" value="e1c9a0b7">
${cardFields('bg', { holder: 'card_holder', number: 'card_number', mm: 'exp_month', yy: 'exp_year', cvv: 'cvc' })}
<button class="pay">Плати 38,40 €</button></form><p class="sm">След плащане банката Ви може да поиска потвърждение чрез 3-D Secure в своето приложение.</p></div>`,
});

// Speedy's own tracking page (Bulgarian), server-rendered timeline.
const speedyTrack = doc({
  lang: 'bg',
  title: 'Проследяване на пратка | Speedy',
  css: `.h{background:#e4002b;padding:10px 22px;display:flex;justify-content:space-between;align-items:center;color:#fff}.w{max-width:720px;margin:22px auto;background:#fff;border-radius:8px;padding:20px}
.ev{display:grid;grid-template-columns:150px 1fr;border-bottom:1px solid #eee;padding:8px 0;font-size:14px}.ev time{color:#888}`,
  body: `<div class="h">${courierLogo('speedy', 30)}<span>Офиси · Цени · Контакти</span></div>
<div class="w"><h2 style="margin-top:0">Пратка 6148 2209 774</h2><p>Статус: <b>Предстои доставка днес</b> · Куриер: Петър (0888 ... 114)</p>
<div class="ev"><time>14.11 08:12</time>Натоварена за доставка – София, офис Младост</div><div class="ev"><time>13.11 22:40</time>Пристигнала в хъб София</div><div class="ev"><time>13.11 16:05</time>Приета от подателя – Пловдив</div>
<p style="font-size:13px;color:#555;margin-top:14px">Промяна на адреса или датата е безплатна от приложението Speedy или на 0700 17 001. Speedy не изпраща линкове за плащане на „такса за пренасочване“.</p></div>`,
});

// Hrvatska pošta's own customs payment for a held consignment (legitimate card payment via the postal web shop).
const hpPay = doc({
  lang: 'hr',
  title: 'Plaćanje carinskih pristojbi | Hrvatska pošta',
  css: `.h{background:#ffcc00;padding:10px 18px;display:flex;justify-content:space-between;align-items:center}.c{max-width:620px;margin:20px auto;background:#fff;padding:22px;border-radius:6px}
table{width:100%;border-collapse:collapse;font-size:14px}td{border-bottom:1px solid #eee;padding:6px}.fld{margin:9px 0}.fld label{display:block;font-size:12px;margin-bottom:3px}.fld input{width:100%;padding:10px;border:1px solid #bbc}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.b{width:100%;background:#0b2d6b;color:#fff;border:0;padding:12px;font-size:15px}`,
  body: `<div class="h">${courierLogo('postahr', 32)}<span style="font-size:13px">Prijava · Moja pošta</span></div>
<div class="c"><h2 style="margin-top:0">Carinjenje pošiljke LY 2291 4470 3CN</h2><p>Pošiljku ste potvrdili u aplikaciji nakon prijave putem NIAS-a. Carinska deklaracija je podnesena.</p>
<table><tr><td>Carinska vrijednost</td><td>42,10 EUR</td></tr><tr><td>PDV (25 %)</td><td>10,53 EUR</td></tr><tr><td>Naknada za carinsko posredovanje</td><td>3,00 EUR</td></tr><tr><td><b>Ukupno</b></td><td><b>13,53 EUR</b></td></tr></table>
<form method="post" action="/carinjenje/placanje/potvrdi"><input type="hidden" name="deklaracija" value="HR-25-0441987"><input type="hidden" name="_csrf" value="93ad0e">
${cardFields('hr', { holder: 'ime', number: 'pan', mm: 'mj', yy: 'god', cvv: 'cvv' })}<button class="b">Plati 13,53 EUR</button></form>
<p style="font-size:12px;color:#667">Plaćanje obrađuje CorvusPay. Hrvatska pošta ne šalje SMS poruke s poveznicama za plaćanje; iznos provjerite u aplikaciji ili na posta.hr.</p></div>`,
});

// Attiki Odos e-pass account top-up (logged-in customer area, card form on the operator's domain).
const aodos = doc({
  lang: 'el',
  title: 'Ανανέωση υπολοίπου e-pass | Αττική Οδός',
  css: `.h{background:#1b3a5c;color:#fff;padding:14px 22px;display:flex;justify-content:space-between}.h b span{color:#f7b500}.c{max-width:620px;margin:20px auto;background:#fff;padding:22px;border-radius:6px}
.am{display:flex;gap:8px;margin:10px 0}.am label{flex:1;border:1px solid #ccd;border-radius:6px;padding:10px;text-align:center;cursor:pointer}.fld{margin:9px 0}.fld label{display:block;font-size:12px;margin-bottom:3px}
.fld input{width:100%;padding:10px;border:1px solid #bcc6d2;border-radius:4px}.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.b{width:100%;background:#f7b500;border:0;padding:12px;font-weight:700}`,
  body: `<div class="h"><b>Αττική <span>Οδός</span></b><span>Ο λογαριασμός μου · Γ. Παπαδόπουλος · Έξοδος</span></div>
<div class="c"><h2 style="margin-top:0">Ανανέωση υπολοίπου</h2><p>Πομποδέκτης e-pass ****4471 · Υπόλοιπο: <b>3,15 €</b></p>
<form method="post" action="/customer/topup"><input type="hidden" name="token" value="b8f3e1">
<div class="am"><label><input type="radio" name="amt" value="20" checked> 20 €</label><label><input type="radio" name="amt" value="40"> 40 €</label><label><input type="radio" name="amt" value="80"> 80 €</label></div>
${cardFields('el', { holder: 'holder', number: 'card', mm: 'mm', yy: 'yy', cvv: 'cvv' })}
<label style="font-size:13px"><input type="checkbox" name="auto"> Αυτόματη ανανέωση όταν το υπόλοιπο πέσει κάτω από 5 €</label><br><br><button class="b">Πληρωμή</button></form>
<p style="font-size:12px;color:#556">Η Αττική Οδός δεν αποστέλλει SMS για «οφειλές διοδίων». Οι διελεύσεις χωρίς υπόλοιπο εμφανίζονται μόνο εδώ, στον λογαριασμό σας.</p></div>`,
});

export const entries: Entry[] = [
  {
    id: 'xc-clean-acs-tracking',
    label: 'clean',
    kind: 'courier-own-tracking',
    url: 'https://www.acscourier.net/el/anazitisi-apostolis?voucher=7204418812',
    body: acsTrack,
    routes: {
      'www.acscourier.net/assets/tracking.js': jsRoute(acsJs),
      'www.acscourier.net/api/parcels/track': jsonRoute({ voucher: '7204418812', status: 'Σε διανομή', events: [{ at: '14/11 08:40', text: 'Σε διανομή – Κατάστημα Χαλανδρίου' }, { at: '13/11 21:10', text: 'Άφιξη στο Κέντρο Διαλογής Αθηνών' }] }),
    },
  },
  { id: 'xc-clean-econt-cod-payment', label: 'clean', kind: 'courier-own-card-payment', url: 'https://www.econt.com/services/cod-pay?shipment=105133712288', body: econtPay },
  { id: 'xc-clean-speedy-tracking', label: 'clean', kind: 'courier-own-tracking', url: 'https://www.speedy.bg/bg/track-shipment?shipmentNumber=61482209774', body: speedyTrack },
  { id: 'xc-clean-posta-hr-carina-placanje', label: 'clean', kind: 'courier-own-customs-payment', url: 'https://carinjenje.posta.hr/carinjenje/placanje/HR-25-0441987', body: hpPay },
  { id: 'xc-clean-aodos-epass-topup', label: 'clean', kind: 'toll-operator-own-payment', url: 'https://www.aodos.gr/customer/e-pass/topup?tag=4471', body: aodos },
];
