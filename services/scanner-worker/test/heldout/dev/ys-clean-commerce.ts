import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { CSS, MARK, analytics, b64, doc, esc, metaFooter } from '../parts/ys-kit.js';

// Registrar renewals, real ad-credit offers, checkouts and billing pages the agency uses.

const cardFields = (l: { name: string; num: string; exp: string; cvc: string }): string => `<label>${l.name}</label><input name="cc-name" autocomplete="cc-name"><label>${l.num}</label><input name="cc-number" autocomplete="cc-number" inputmode="numeric"><div style="display:flex;gap:10px"><div style="flex:1"><label>${l.exp}</label><input name="cc-exp" autocomplete="cc-exp" placeholder="MM/YY"></div><div style="flex:1"><label>${l.cvc}</label><input name="cc-csc" autocomplete="cc-csc"></div></div>`;

export const entries: Entry[] = [
{
  id: 'ys-clean-godaddy-renewal-checkout',
  label: 'clean',
  kind: 'registrar-renewal',
  url: 'https://cart.godaddy.com/checkout?isc=gofdrenew&renew=brightharvestfarms.com',
  body: doc({
    title: 'Checkout | GoDaddy',
    head: `<script src="https://img6.wsimg.com/wrhs/checkout/cart-checkout.b4e2d7.js" defer></script>`,
    css: CSS.reset + `body{font-family:"gdsherpa",Helvetica,Arial,sans-serif;background:#f5f7f8;color:#111}.top{background:#fff;border-bottom:1px solid #d4dbe0;padding:14px 24px}.w{max-width:1000px;margin:30px auto;display:flex;gap:24px;padding:0 16px}.f{flex:1;background:#fff;border:1px solid #d4dbe0;border-radius:8px;padding:24px}.s{width:320px;background:#fff;border:1px solid #d4dbe0;border-radius:8px;padding:20px;height:max-content}label{font-size:13px;font-weight:700}input{width:100%;border:1px solid #767676;border-radius:4px;padding:11px;margin:4px 0 12px}button{width:100%;background:#111;color:#fff;border:0;border-radius:4px;padding:14px;font-weight:700}.r{display:flex;justify-content:space-between;font-size:14px;margin:8px 0}`,
    body: `<div class="top">${MARK.godaddy} <span style="color:#555;margin-left:12px">Secure checkout 🔒</span></div>
<div class="w"><form class="f" method="post" action="/checkout/api/v3/payments"><h2 style="margin-top:0">Payment</h2>
<p style="font-size:14px;color:#555">Signed in as customer #148829301. Your saved card ending in 4421 expired — add a new card to complete your renewal.</p>
<input type="hidden" name="cartId" value="a7c2f1e8-6b4d-4a99-b0e3-29d5c8f17a62">
${cardFields({ name: 'Name on card', num: 'Card number', exp: 'Expiration date', cvc: 'Security code' })}
<label>Billing ZIP code</label><input name="postal" autocomplete="postal-code">
<label style="font-weight:400"><input type="checkbox" checked style="width:auto"> Turn on auto-renew for this domain</label>
<button type="submit" style="margin-top:12px">Complete Purchase</button></form>
<div class="s"><b>Order summary</b><div class="r"><span>brightharvestfarms.com<br><small>Domain renewal · 1 year</small></span><span>$22.99</span></div><div class="r"><span>Full Domain Privacy + Protection</span><span>$9.99</span></div><div class="r"><span>ICANN fee</span><span>$0.20</span></div><hr><div class="r"><b>Total</b><b>$33.18</b></div></div></div>`,
  }),
},

{
  id: 'ys-clean-pavietnam-gia-han-vi',
  label: 'clean',
  kind: 'registrar-renewal',
  url: 'https://www.pavietnam.vn/vn/gia-han-ten-mien.html?domain=bepnhaminh.vn',
  body: doc({
    lang: 'vi',
    title: 'Gia hạn tên miền .VN | P.A Việt Nam',
    css: CSS.reset + `body{font-family:Roboto,Arial,sans-serif;background:#f5f7fa;color:#222}.hd{background:#0a4da2;color:#fff;padding:14px 28px;font-weight:700}.c{max-width:760px;margin:26px auto;background:#fff;padding:26px;border-radius:6px}table{width:100%;border-collapse:collapse}td{padding:10px;border-bottom:1px solid #eee}select{padding:8px}.b{background:#f7941d;color:#fff;border:0;border-radius:4px;padding:12px 28px;font-weight:700}.n{background:#eef5ff;padding:12px;border-radius:6px;font-size:14px;margin-top:16px}`,
    body: `<div class="hd">P.A VIỆT NAM · Nhà đăng ký tên miền quốc gia .VN</div>
<div class="c"><h2>Gia hạn tên miền</h2>
<form method="post" action="/vn/cart/add-renew"><table><tr><td>Tên miền</td><td><b>bepnhaminh.vn</b></td></tr><tr><td>Ngày hết hạn</td><td>19/11/2025</td></tr><tr><td>Thời gian gia hạn</td><td><select name="nam"><option value="1">1 năm — 450.000₫</option><option value="2">2 năm — 900.000₫</option><option value="3">3 năm — 1.350.000₫</option></select></td></tr><tr><td>Thanh toán</td><td>Chuyển khoản / VNPAY-QR / Thẻ nội địa / Visa</td></tr></table>
<p><button class="b" type="submit">Thêm vào giỏ hàng</button></p></form>
<div class="n">Phí duy trì tên miền .VN được quy định bởi Bộ TT&amp;TT. P.A Việt Nam chỉ gửi thông báo gia hạn từ địa chỉ @pavietnam.vn và hotline 1900 9477.</div></div>`,
  }),
},

{
  id: 'ys-clean-shopify-store-checkout-card',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://www.verdemarcosmeticos.com.br/checkouts/cn/Z2NwLXVzLWVhc3QxOjAxSjlBN0tWMjNNWVQ5',
  body: doc({
    lang: 'pt-BR',
    title: 'Finalizar compra - Verdemar Cosméticos',
    head: `<script src="https://cdn.shopify.com/shopifycloud/checkout-web/assets/c1.pt-BR/app.7d3b2a91.js" defer></script><link rel="stylesheet" href="https://cdn.shopify.com/shopifycloud/checkout-web/assets/c1/app.css">`,
    css: CSS.reset + `body{font-family:-apple-system,Helvetica,Arial,sans-serif;color:#333;background:#fff}.w{display:flex;max-width:1100px;margin:0 auto;min-height:100vh}.m{flex:1;padding:40px 50px}.s{width:420px;background:#f5f5f5;padding:40px 30px;border-left:1px solid #e1e1e1}input,select{width:100%;border:1px solid #d9d9d9;border-radius:5px;padding:12px;margin:5px 0 10px;font-size:14px}label{font-size:13px}.pay{border:1px solid #d9d9d9;border-radius:5px;padding:14px;background:#fafafa}button{width:100%;background:#2d6a4f;color:#fff;border:0;border-radius:5px;padding:18px;font-size:16px;font-weight:600;margin-top:14px}.r{display:flex;justify-content:space-between;margin:10px 0;font-size:14px}`,
    body: `<div class="w"><div class="m"><h1 style="font-size:24px;font-weight:500">Verdemar Cosméticos</h1>
<form method="post" action="/checkouts/cn/Z2NwLXVzLWVhc3QxOjAxSjlBN0tWMjNNWVQ5/payment"><h3>Entrega</h3><input name="email" placeholder="E-mail"><input name="address1" placeholder="Endereço"><input name="zip" placeholder="CEP">
<h3>Pagamento</h3><p style="font-size:13px;color:#707070">Todas as transações são seguras e criptografadas.</p>
<div class="pay"><label><input type="radio" name="gw" checked style="width:auto"> Cartão de crédito</label>
<input name="number" placeholder="Número do cartão" autocomplete="cc-number"><div style="display:flex;gap:10px"><input name="expiry" placeholder="Data de validade (MM / AA)" autocomplete="cc-exp"><input name="verification_value" placeholder="Código de segurança" autocomplete="cc-csc"></div><input name="name" placeholder="Nome impresso no cartão" autocomplete="cc-name"><select name="installments"><option>1x de R$ 189,80 sem juros</option><option>3x de R$ 63,27 sem juros</option></select>
<label><input type="radio" name="gw" style="width:auto"> Pix (5% de desconto)</label></div>
<button type="submit">Pagar agora</button></form></div>
<div class="s"><div class="r"><span>Sérum Vitamina C 30 ml × 2</span><span>R$ 159,80</span></div><div class="r"><span>Frete (Sedex)</span><span>R$ 30,00</span></div><hr><div class="r"><b>Total</b><b>R$ 189,80</b></div></div></div>`,
  }),
},
];
