import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { FONT_AR, FONT_HE, LOGO, LUHN_JS, TZ_JS, doc } from '../parts/yu-kit.js';

// Real government and utility services that the smishing lures imitate: Israel Post customs payment,
// the Tax Authority refund service, Bituach Leumi's personal area, Road 6 and police fine payment,
// Salik, and the National Cyber Directorate's page on fake SMS messages.

export const entries: Entry[] = [
{
  id: 'yu-clean-israelpost-customs-payment',
  label: 'clean',
  kind: 'gov-payment-own-site',
  url: 'https://doar.israelpost.co.il/deliverytracking?itemcode=RR558901772IL&yu=1',
  body: doc({
    title: 'מעקב משלוחים | דואר ישראל',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#f7f7f7}.h{background:#fff;border-bottom:4px solid #d71920;padding:10px 18px}.c{max-width:620px;margin:24px auto;background:#fff;padding:22px}
table{width:100%;border-collapse:collapse;font-size:14px}td{border-bottom:1px solid #eee;padding:8px}.pay{background:#f5f9ff;border:1px solid #c9dbf5;padding:14px;margin-top:14px}
.pay input{width:100%;box-sizing:border-box;padding:9px;margin:4px 0 10px;border:1px solid #aaa}.pay button{background:#d71920;color:#fff;border:0;padding:11px 26px}`,
    body: `<div class="h">${LOGO.post}</div><div class="c"><h2>מעקב פריט RR558901772IL</h2>
<table><tr><td>14/10/2025</td><td>הפריט מוכן לתשלום מיסים במכס. לאחר התשלום יימסר לסניף/נקודת מסירה.</td></tr><tr><td>12/10/2025</td><td>הפריט התקבל במרכז המיון הבינלאומי</td></tr><tr><td>03/10/2025</td><td>הפריט נשלח מ: DE</td></tr></table>
<div class="pay"><b>תשלום מיסים ודמי טיפול: 84.60 ₪</b><p style="font-size:13px">הסכום נקבע ע״י רשות המסים. ניתן לשלם כאן, באפליקציית דואר ישראל או בכל סניף. דואר ישראל אינו שולח קישורי תשלום במסרונים ממספרים פרטיים.</p>
<form id="pf" method="post" action="/deliverytracking/payment/submit"><input type="hidden" name="itemcode" value="RR558901772IL">
<label>מספר זהות של הנמען</label><input name="tz" id="tz" inputmode="numeric" maxlength="9" required>
<label>מספר כרטיס אשראי</label><input name="card" id="card" inputmode="numeric" autocomplete="cc-number" required>
<label>תוקף</label><input name="exp" autocomplete="cc-exp" placeholder="MM/YY" required><label>CVV</label><input name="cvv" autocomplete="cc-csc" maxlength="4" required>
<button>תשלום 84.60 ₪</button></form></div></div>
<script>${LUHN_JS}
${TZ_JS}
document.getElementById("pf").onsubmit=function(e){if(!tzOk(document.getElementById("tz").value)||!luhn(document.getElementById("card").value)){e.preventDefault();alert("נא לבדוק את הפרטים שהוזנו")}};</script>`,
  }),
},
{
  id: 'yu-clean-salik-pay-balance',
  label: 'clean',
  kind: 'toll-own-payment',
  url: 'https://www.salik.ae/en/pay-your-balance?yu=1',
  body: doc({
    title: 'Pay your balance | Salik',
    lang: 'en',
    css: `body{margin:0;font-family:Arial;background:#f2f7f4}.h{background:#0b8a4c;padding:14px 22px}.h svg rect{fill:#fff}.h svg text{fill:#fff}.c{max-width:540px;margin:24px auto;background:#fff;padding:22px;border-radius:8px}
input,select{width:100%;box-sizing:border-box;padding:11px;margin:5px 0 12px;border:1px solid #bcd;border-radius:6px}button{background:#0b8a4c;color:#fff;border:0;padding:12px 30px;border-radius:6px}.ar{direction:rtl;font-family:${FONT_AR}}`,
    body: `<div class="h">${LOGO.salik}</div><div class="c"><h2>Recharge / pay your Salik balance</h2><p class="ar">إعادة شحن رصيد سالك</p>
<form method="post" action="/en/pay-your-balance/lookup"><label>Search by</label><select name="by"><option>Plate number</option><option>Salik account number</option><option>Tag number</option></select>
<label>Value</label><input name="value" required><label>Mobile number</label><input name="mobile" required><button>Continue</button></form>
<p style="font-size:12px;color:#555">Salik SMS messages come only from sender ID "SALIK" and never contain payment links to other websites. Pay through salik.ae, the Salik app or authorised channels.</p></div>`,
  }),
},
];
