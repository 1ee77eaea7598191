import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, footer, cardFields, cardFormatJs, luhnJs, cookieBar } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute, cssRoute, fileRoute, apk } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-clean-futu-hk-account-opening',
    label: 'clean',
    kind: 'licensed-broker',
    url: 'https://www.futuhk.com/hk/support/topic2_416',
    body: doc({
      title: '開戶 | 富途證券國際(香港)',
      css:
        baseCss(fontTC, '#fff') +
        `.hd{border-bottom:1px solid #eee;padding:14px 0}.hero{background:#f4f8ff;padding:50px 0}.hero h1{margin:0;font-size:34px}
.go{background:#ff6600;color:#fff;padding:12px 30px;border-radius:6px;display:inline-block;margin-top:16px}
.risk{background:#fafafa;border-top:1px solid #eee;padding:24px 0;font-size:12px;color:#666;margin-top:40px}`,
      body: `<div class="hd"><div class="container">${mark('富途證券 Futu Securities', '#ff6600', { shape: 'square', w: 220 })}</div></div>
<div class="hero"><div class="container"><h1>線上開戶，最快 1 日完成</h1><p>下載 富途牛牛 App，準備香港身份證及住址證明，即可開立港股、美股及 A 股通證券帳戶。</p>
<a class="go" href="https://www.futuhk.com/hk/download">下載 富途牛牛</a></div></div>
<div class="container"><h3>開戶須知</h3><ol><li>年滿 18 歲，持有有效身份證明文件</li><li>提供 3 個月內的住址證明</li><li>須從本人名下的香港銀行帳戶轉入不少於 HK$10,000 以完成身份驗證</li></ol>
<p>富途證券職員<b>不會</b>透過 WhatsApp、Telegram 邀請你加入「投資群組」或要求你將資金轉入個人帳戶。</p></div>
<div class="risk"><div class="container">富途證券國際(香港)有限公司為證監會持牌法團（CE 號碼：AZT137），可進行第 1、2、4、5 及 9 類受規管活動。<br>風險披露：證券價格可升可跌，甚至變成毫無價值。買賣證券未必一定能夠賺取利潤，反而可能會招致損失。過往表現不代表將來表現。本網頁內容未經證監會審閱。</div></div>`,
    }),
  },
  {
    id: 'yq-clean-maicoin-tw-buy-crypto',
    label: 'clean',
    kind: 'licensed-exchange',
    url: 'https://www.maicoin.com/zh-TW/buy-and-sell',
    body: doc({
      title: '買賣數位資產 | MaiCoin',
      css:
        baseCss(fontTC, '#fff') +
        `.w{max-width:980px;margin:40px auto;display:grid;grid-template-columns:1fr 380px;gap:40px;padding:0 20px}
.tr{border:1px solid #e6e6e6;border-radius:10px;padding:22px}.tabs{display:flex;margin-bottom:14px}.tabs span{flex:1;text-align:center;padding:8px;border-bottom:2px solid #eee}.tabs .on{border-color:#f9a825;font-weight:700}
.go{background:#f9a825;color:#222;width:100%;height:46px;border-radius:6px}.disc{font-size:12px;color:#777;margin-top:30px}`,
      body: `<div class="w"><div><h1>用新台幣買賣比特幣</h1><p>MaiCoin 已完成洗錢防制法令遵循聲明，並加入台灣虛擬通貨商業同業公會。新台幣入金透過合作銀行（台新銀行）虛擬帳號辦理。</p>
<p>需先完成實名認證（KYC）及綁定本人銀行帳戶，方可進行交易。</p>
<p class="disc">風險提示：虛擬資產非法定貨幣，價格波動劇烈，投資人應審慎評估。MaiCoin 不會透過 LINE 群組或社群媒體提供投資建議、代操或保證獲利。若有人自稱 MaiCoin 客服要求您轉帳至其他地址，請撥打 165 反詐騙專線。</p></div>
<form class="tr" method="post" action="/zh-TW/orders"><div class="tabs"><span class="on">買入</span><span>賣出</span></div>
<div class="field"><label>幣種</label><select name="coin"><option>BTC</option><option>ETH</option><option>USDT</option></select></div>
<div class="field"><label>支付金額 (TWD)</label><input name="twd" value="10000" inputmode="decimal"></div>
<p class="hint">預估可得 <b id="q">0.00486</b> BTC · 報價 30 秒內有效</p>
<button class="btn go">登入後買入</button></form></div>`,
    }),
  },
  {
    id: 'yq-clean-imtoken-official-download',
    label: 'clean',
    kind: 'crypto-wallet-download',
    url: 'https://token.im/download',
    body: doc({
      title: 'imToken - 下载',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#f4f7fb') +
        `.w{max-width:880px;margin:50px auto;padding:0 20px;text-align:center}
.b{display:inline-block;margin:8px;padding:14px 30px;border-radius:10px;background:#0062ad;color:#fff}
.tip{max-width:640px;margin:30px auto;text-align:left;background:#fff;border-radius:10px;padding:20px;font-size:14px}
.tip li{margin:6px 0}`,
      body: `<div class="w"><h1>下载 imToken</h1><p>安全可信赖的数字钱包，支持 BTC、ETH、TRX、Polygon 等多链资产管理。</p>
<a class="b" href="https://apps.apple.com/app/id1384798940">App Store</a><a class="b" href="https://play.google.com/store/apps/details?id=im.token.app">Google Play</a><a class="b" href="/download/imToken-v2.14.2.apk">Android APK</a>
<p class="hint">APK SHA256：5b2f0c91d7e4...a8c3 ｜ 请在下载后核对校验值</p>
<div class="tip"><h3 style="margin-top:0">安全提示</h3><ul><li>imToken 团队<b>永远不会</b>以任何理由向你索要助记词、私钥或 Keystore 密码。</li><li>所谓“钱包升级”“资产风险检测”“取消授权需输入助记词”均为诈骗。</li><li>助记词请手抄在纸上离线保存，切勿截图、拍照或通过聊天软件发送。</li><li>授权（approve）前请核对合约地址，可在 imToken 内“授权管理”中撤销可疑授权。</li></ul></div></div>`,
    }),
    routes: { 'token.im/download/imToken-v2.14.2.apk': fileRoute(apk('im.token.app', 'imToken', ['android.permission.CAMERA', 'android.permission.USE_BIOMETRIC']), 'application/vnd.android.package-archive', 'imToken-v2.14.2.apk') },
  },
  {
    id: 'yq-clean-oxfam-hk-donation-card',
    label: 'clean',
    kind: 'charity-donation',
    url: 'https://www.oxfam.org.hk/tc/donate/emergency-appeal',
    body: doc({
      title: '緊急救援呼籲 - 捐款 | 樂施會 Oxfam Hong Kong',
      css:
        baseCss(fontTC, '#fff') +
        `.hero{background:#61a534;color:#fff;padding:40px 0}.hero h1{margin:0}
.w{max-width:720px;margin:30px auto;padding:0 20px}
.amts{display:flex;gap:8px;flex-wrap:wrap;margin:10px 0 18px}.amts label{border:2px solid #61a534;border-radius:6px;padding:8px 16px;cursor:pointer}
.go{background:#61a534;color:#fff;width:100%;height:48px;font-size:16px}`,
      body: `<div class="hero"><div class="container"><h1>緊急救援：地震災區</h1><p>你的捐款將用於提供潔淨食水、衞生設施及過冬物資。</p></div></div>
<form class="w" method="post" action="https://secure.oxfam.org.hk/tc/donate/process" id="df">
<label style="font-weight:700">捐款金額 (HK$)</label>
<div class="amts"><label><input type="radio" name="amt" value="300"> 300</label><label><input type="radio" name="amt" value="500" checked> 500</label><label><input type="radio" name="amt" value="1000"> 1,000</label><label><input type="radio" name="amt" value="other"> 其他 <input name="other" style="width:80px"></label></div>
<div class="row"><div class="field"><label>姓名</label><input name="name" required></div><div class="field"><label>電郵 (寄發收據)</label><input name="email" type="email" required></div></div>
${cardFields('tc')}
<p class="hint">樂施會為根據《稅務條例》第 88 條獲豁免繳稅的慈善機構（檔案編號 91/2587），捐款 HK$100 或以上可憑收據申請扣稅。我們不會以個人名義收取捐款，亦不接受虛擬貨幣轉賬。查詢：3120 5000。</p>
<button class="btn go">確認捐款</button></form>
<script>${luhnJs}${cardFormatJs}document.getElementById('df').addEventListener('submit',function(e){if(!luhn(this.cardno.value)){e.preventDefault();alert('請檢查信用卡號碼');}});</script>`,
    }),
  },
  {
    id: 'yq-clean-hktvmall-checkout-card',
    label: 'clean',
    kind: 'checkout-card-form',
    url: 'https://www.hktvmall.com/hktv/zh/cart/checkout/payment',
    body: doc({
      title: '結帳 - 付款 | HKTVmall 網上購物',
      css:
        baseCss(fontTC, '#f3f3f3') +
        `.hd{background:#fff;border-bottom:3px solid #00b140;padding:12px 0}
.w{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:1fr 320px;gap:20px;padding:0 20px}
.bx{background:#fff;border-radius:6px;padding:20px}.sum p{display:flex;justify-content:space-between;margin:6px 0}
.go{background:#00b140;color:#fff;width:100%;height:46px;font-size:16px}`,
      body: `<div class="hd"><div class="container">${mark('HKTVmall', '#00b140', { shape: 'square', w: 140 })}</div></div>
<div class="w"><form class="bx" method="post" action="/hktv/zh/cart/checkout/placeOrder" id="pf"><h3 style="margin-top:0">付款方式</h3>
<label><input type="radio" name="pm" value="card" checked> 信用卡 (Visa / Mastercard / AE)</label><br><label><input type="radio" name="pm" value="payme"> PayMe</label><br><label><input type="radio" name="pm" value="alipayhk"> AlipayHK</label><br><label><input type="radio" name="pm" value="fps"> 轉數快</label>
<div style="margin-top:16px">${cardFields('tc')}</div>
<input type="hidden" name="CSRFToken" value="2ad4e0b1-9c38-4f71-8d4a-c7b1e62f09a3">
<label style="font-size:13px"><input type="checkbox" name="save"> 儲存此卡以便下次使用</label>
<p><button class="btn go">確認付款 HK$ 486.70</button></p></form>
<div class="bx sum"><h3 style="margin-top:0">訂單摘要</h3><p><span>貨品 (3 件)</span><span>$468.70</span></p><p><span>運費</span><span>$18.00</span></p><p><b>總計</b><b>$486.70</b></p><p class="hint">預計送貨：4月21日 (星期日)</p></div></div>
<script>${luhnJs}${cardFormatJs}document.getElementById('pf').addEventListener('submit',function(e){if(this.pm.value==='card'&&!luhn(this.cardno.value)){e.preventDefault();alert('信用卡號碼無效');}});</script>`,
    }),
  },
  {
    id: 'yq-clean-hosted-cashier-3ds-hkpaylink',
    label: 'clean',
    kind: 'checkout-card-form',
    url: 'https://checkout.hkpaylink.com/pay/cs_live_a1B2c3D4e5F6g7H8',
    body: doc({
      title: '付款 · 海味之家 Seafood House | HKPayLink',
      css:
        baseCss(fontTC, '#f6f9fc') +
        `.w{max-width:920px;margin:40px auto;display:grid;grid-template-columns:1fr 1fr;gap:40px;padding:0 20px}
.mer{font-size:14px;color:#555}.amt{font-size:34px;font-weight:700;margin:8px 0}
.bx{background:#fff;border-radius:8px;padding:24px;box-shadow:0 2px 10px rgba(0,0,0,.05)}
.go{background:#1c4e80;color:#fff;width:100%;height:46px;border-radius:6px}
.wal{display:flex;gap:8px;margin-bottom:14px}.wal button{flex:1;height:40px;border:1px solid #ccd;background:#fff;border-radius:6px}`,
      body: `<div class="w"><div><p class="mer">海味之家 Seafood House</p><div class="amt">HK$ 1,280.00</div><p class="hint">訂單 #SH-240418-0093 · 花膠禮盒 x1、日本元貝 x1</p><p class="hint">由 HKPayLink 處理付款 · <a href="https://www.hkpaylink.com/legal/terms">條款</a> · <a href="https://www.hkpaylink.com/legal/privacy">私隱</a></p></div>
<form class="bx" id="cf"><div class="wal"><button type="button">AlipayHK</button><button type="button">WeChat Pay HK</button><button type="button">FPS 轉數快</button></div>
<div class="field"><label>電郵</label><input name="email" type="email" autocomplete="email" required></div>
${cardFields('tc')}
<div class="field"><label>國家或地區</label><select name="country"><option>香港</option><option>澳門</option><option>台灣</option><option>新加坡</option><option>中國內地</option></select></div>
<button class="btn go">付款 HK$1,280.00</button><p class="hint" id="st"></p></form></div>
<script>${luhnJs}${cardFormatJs}
document.getElementById('cf').onsubmit=function(e){e.preventDefault();if(!luhn(this.cardno.value)){document.getElementById('st').textContent='卡號無效';return;}
var d={session:'cs_live_a1B2c3D4e5F6g7H8',email:this.email.value,card:{number:this.cardno.value.replace(/\\s/g,''),exp:this.exp.value,cvc:this.cvv.value,name:this.holder.value}};
fetch('/api/v1/payment_intents/confirm',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)}).then(function(r){return r.json()}).then(function(j){if(j.next_action&&j.next_action.redirect_url)location.href=j.next_action.redirect_url;});};</script>`,
    }),
    routes: {
      'checkout.hkpaylink.com/api/v1/payment_intents/confirm': jsonRoute({ status: 'requires_action', next_action: { redirect_url: 'https://checkout.hkpaylink.com/3ds/challenge?pi=pi_3P2k9' } }),
      'checkout.hkpaylink.com/3ds/challenge': htmlRoute(doc({ title: '3-D Secure', css: baseCss(fontTC), body: `<div style="max-width:420px;margin:50px auto;background:#fff;padding:24px"><h3>正在與你的發卡銀行驗證…</h3><p class="hint">請在發卡銀行的 App 內確認此交易 (HK$1,280.00 · 海味之家 Seafood House)。</p></div>` })),
    },
  },
];
