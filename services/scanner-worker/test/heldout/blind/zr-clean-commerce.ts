import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footer } from '../parts/zr-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zr-clean-jp-ec-checkout-card',
  label: 'clean',
  kind: 'checkout-card-form',
  url: 'https://shop.kyoto-chaho.co.jp/checkout/payment',
  body: doc({
    lang: 'ja',
    title: 'お支払い方法の選択 | 京都茶舗オンラインショップ',
    css: '.m{max-width:920px;margin:24px auto;display:flex;gap:20px}.l{flex:2}.r{flex:1}.b{background:#4a6b3a;color:#fff;width:100%}.steps{display:flex;gap:10px;font-size:13px;color:#888}.steps .on{color:#4a6b3a;font-weight:bold}',
    body: `<header class="top"><div class="wrap"><b style="color:#4a6b3a">京都茶舗</b><span style="font-size:12px">創業 明治二十三年</span></div></header>
<div class="wrap"><div class="steps"><span>カート</span>›<span>お届け先</span>›<span class="on">お支払い</span>›<span>確認</span></div></div>
<div class="m"><div class="l card"><h3>お支払い方法</h3><label><input type="radio" name="pm" checked> クレジットカード</label>
<div id="card-element"><label>カード番号</label><input type="text" autocomplete="cc-number" inputmode="numeric" placeholder="1234 5678 9012 3456"><div style="display:flex;gap:10px"><div style="flex:1"><label>有効期限</label><input type="text" autocomplete="cc-exp" placeholder="MM / YY"></div><div style="flex:1"><label>セキュリティコード</label><input type="text" autocomplete="cc-csc"></div></div><label>カード名義</label><input type="text" autocomplete="cc-name"></div>
<label><input type="radio" name="pm"> コンビニ後払い</label><label><input type="radio" name="pm"> 楽天ペイ</label><label><input type="radio" name="pm"> PayPay</label>
<p style="font-size:12px;color:#666">カード情報は決済代行会社（GMOペイメントゲートウェイ）でトークン化され、当店のサーバーには保存されません。3Dセキュア2.0に対応しています。</p></div>
<div class="r card"><h4>ご注文内容</h4><p>宇治玉露「翠峰」100g ×1　¥3,240<br>抹茶「初昔」40g ×2　¥4,320</p><p>送料 ¥0<br><b>合計 ¥7,560（税込）</b></p><button class="btn b">注文内容の確認へ</button></div></div>
<script src="https://static.mul-pay.jp/ext/js/token.js"></script>
<script>function getToken(){if(window.Multipayment){Multipayment.init('tshop00012345')}}</script>
${footer(['特定商取引法に基づく表記', 'プライバシーポリシー', 'お問い合わせ'], '株式会社京都茶舗 京都府京都市中京区三条通烏丸東入 TEL 075-221-0000')}`,
  }),
  routes: {
    'static.mul-pay.jp/ext/js/token.js': jsRoute(`window.Multipayment={init:function(s){this.shop=s},getToken:function(card,cb){setTimeout(function(){cb({resultCode:'000',tokenObject:{token:['c3a1f0e9'],maskedCardNo:'4111********1111'}})},200)}};`),
  },
},
{
  id: 'zr-clean-momo-tw-checkout-3ds',
  label: 'clean',
  kind: 'checkout-card-form',
  url: 'https://www.momoshop.com.tw/order/payment.jsp',
  body: doc({
    lang: 'zh-Hant',
    title: 'momo購物網 - 結帳',
    css: '.h{background:#d62872;color:#fff;padding:14px 0}.m{max-width:760px;margin:24px auto}.b{background:#d62872;color:#fff;width:100%}',
    body: `<div class="h"><div class="wrap"><b>momo購物網</b> 安心結帳</div></div>
<div class="m card"><h3>付款方式</h3><p><label style="display:inline"><input type="radio" name="p" checked> 信用卡一次付清</label> <label style="display:inline"><input type="radio" name="p"> 分期 0 利率</label> <label style="display:inline"><input type="radio" name="p"> LINE Pay</label> <label style="display:inline"><input type="radio" name="p"> 超商付款</label></p>
<label>信用卡卡號</label><input type="text" autocomplete="cc-number"><div style="display:flex;gap:10px"><div style="flex:1"><label>有效月/年</label><input type="text" autocomplete="cc-exp"></div><div style="flex:1"><label>背面末三碼</label><input type="text" autocomplete="cc-csc"></div></div>
<p style="font-size:12px;color:#666">交易將經由發卡銀行 3D 驗證。momo 不會以電話要求您操作 ATM 或提供 OTP 簡訊驗證碼，如接獲可疑來電請撥 165 反詐騙專線。</p>
<p>應付金額 <b>NT$ 2,380</b></p><button class="btn b">確認付款</button></div>`,
  }),
},
{
  id: 'zr-clean-flipkart-checkout-upi',
  label: 'clean',
  kind: 'checkout-card-form',
  url: 'https://www.flipkart.com/checkout/init?view=FLIPKART',
  body: doc({
    lang: 'en',
    title: 'Flipkart.com: Secure Payment',
    css: '.h{background:#2874f0;color:#fff;padding:14px 0}.m{max-width:800px;margin:20px auto}.o{background:#fb641b;color:#fff}',
    body: `<div class="h"><div class="wrap"><b><i>Flipkart</i></b></div></div>
<div class="m card"><h3>PAYMENT OPTIONS</h3><p><label style="display:inline"><input type="radio" name="pm" checked> UPI (PhonePe, Google Pay, Paytm)</label></p><label>Enter UPI ID</label><input type="text" placeholder="mobilenumber@upi"><p><label style="display:inline"><input type="radio" name="pm"> Credit / Debit / ATM Card</label></p><p><label style="display:inline"><input type="radio" name="pm"> Cash on Delivery</label></p>
<p>Amount Payable <b>₹1,649</b></p><button class="btn o">PAY ₹1,649</button><p style="font-size:12px;color:#888">Safe and Secure Payments. Easy returns. 100% Authentic products.</p></div>`,
  }),
},
];
