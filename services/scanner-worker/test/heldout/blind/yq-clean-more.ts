import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, footer, cardFields, cardFormatJs, luhnJs } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute, cssRoute, fileRoute, pe, zip } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-clean-small-shop-groupbuy-fps-whatsapp',
    label: 'clean',
    kind: 'small-shop-fps',
    url: 'https://www.ahmuikitchen.hk/products/xo-sauce-gift-set',
    body: doc({
      title: '阿梅手工 XO 醬禮盒 | 阿梅廚房 Ah Mui Kitchen',
      css:
        baseCss(fontTC, '#fffaf3') +
        `.hd{background:#fff;border-bottom:1px solid #eee;padding:14px 0}.w{max-width:980px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px;padding:0 20px}
.p{height:380px;background:#e9d6bb;border-radius:8px}.pr{font-size:26px;color:#a0522d;font-weight:700}
.go{background:#a0522d;color:#fff;height:46px;padding:0 30px;border-radius:4px}
.info{font-size:13px;color:#555;background:#fff;border:1px solid #f0e2cf;border-radius:6px;padding:12px;margin-top:14px}`,
      body: `<div class="hd"><div class="container"><b style="color:#a0522d;font-size:20px">阿梅廚房 Ah Mui Kitchen</b>　<span class="hint">深水埗福華街 · 自家製醬料</span></div></div>
<div class="w"><div class="p"></div><div><h1 style="margin-top:0">手工 XO 醬禮盒（2 樽裝）</h1><div class="pr">HK$ 368</div>
<p>選用日本元貝、金華火腿及蝦子，每星期只做 40 盒。中秋團購滿 5 盒每盒減 HK$30。</p>
<form method="post" action="/cart/add"><input type="hidden" name="id" value="4471203"><div class="field"><label>數量</label><select name="qty"><option>1</option><option>2</option><option>5</option><option>10</option></select></div><button class="btn go">加入購物車</button></form>
<div class="info">付款方式：信用卡（Shopify Payments）、轉數快 FPS（商戶 FPS ID 1690 4421，收款名稱「AH MUI KITCHEN LTD」）、PayMe 商戶。<br>門市自取：深水埗福華街 146 號地舖（星期二休息）<br>查詢：WhatsApp 5288 1462 ／ 電話 2728 1462　商業登記號碼 71825530</div></div></div>
${footer(['© 2024 阿梅廚房有限公司 · 退換政策 · 私隱政策'], '#3b2a1e', '#d9c6b0')}`,
    }),
  },
  {
    id: 'yq-clean-sf-express-freight-collect-pay',
    label: 'clean',
    kind: 'courier-payment-own-domain',
    url: 'https://www.sf-express.com/hk/tc/dynamic_function/pay/freight/?waybill=SF7712045538811',
    body: doc({
      title: '繳付運費 - 順豐速運 (香港)',
      css:
        baseCss(fontTC, '#f5f5f5') +
        `.hd{background:#000;color:#fff;padding:14px 0}.w{max-width:620px;margin:24px auto;background:#fff;padding:26px;border-radius:6px}
.r{display:flex;justify-content:space-between;border-bottom:1px solid #f0f0f0;padding:8px 0;font-size:14px}
.pm{display:flex;gap:8px;margin:14px 0}.pm label{flex:1;border:1px solid #ddd;border-radius:6px;padding:10px;text-align:center;font-size:13px}
.go{background:#dc1e32;color:#fff;width:100%;height:46px}`,
      body: `<div class="hd"><div class="container"><b>順豐速運</b> SF Express (Hong Kong)</div></div>
<form class="w" method="post" action="/hk/tc/dynamic_function/pay/freight/submit" id="pf">
<h3 style="margin-top:0">到付運費繳付</h3>
<div class="r"><span>運單號碼</span><b>SF7712045538811</b></div><div class="r"><span>寄件地</span><span>深圳</span></div><div class="r"><span>重量</span><span>3.2 kg</span></div><div class="r"><span>應付運費</span><b>HK$ 86.00</b></div>
<p class="hint">此頁面適用於收件人選擇「到付」並希望於派送前繳付運費。你亦可於 順豐 App、微信小程序或順豐站/營業點付款。</p>
<div class="pm"><label><input type="radio" name="pm" value="card" checked> 信用卡</label><label><input type="radio" name="pm" value="alipayhk"> AlipayHK</label><label><input type="radio" name="pm" value="wechathk"> WeChat Pay HK</label><label><input type="radio" name="pm" value="octopus"> 八達通</label></div>
${cardFields('tc')}
<input type="hidden" name="waybill" value="SF7712045538811"><input type="hidden" name="amount" value="86.00">
<button class="btn go">付款 HK$86.00</button>
<p class="hint">順豐不會以短訊連結要求你繳付「地址不詳重新派送費」。香港客戶服務熱線 2730 0273。</p></form>
<script>${luhnJs}${cardFormatJs}document.getElementById('pf').addEventListener('submit',function(e){if(this.pm.value==='card'&&!luhn(this.cardno.value)){e.preventDefault();alert('信用卡號碼不正確');}});</script>`,
    }),
  },
  {
    id: 'yq-clean-crypto-news-airdrop-official-claim',
    label: 'clean',
    kind: 'crypto-news',
    url: 'https://www.panewslab.com/zh_hk/articledetails/zk-airdrop-guide.html',
    body: doc({
      title: 'ZK 空投領取指南：官方入口與防釣魚提醒 | PANews',
      css:
        baseCss(fontTC, '#fff') +
        `article{max-width:760px;margin:30px auto;padding:0 20px;font-size:16px;line-height:1.9}
.warn{background:#fff4e5;border-left:4px solid #f5a623;padding:12px 16px}.meta{color:#888;font-size:13px}`,
      body: `<article><h1>ZK 空投領取指南：官方入口與防釣魚提醒</h1><p class="meta">PANews · 2024-06-17</p>
<p>ZKsync 基金會宣布 ZK 代幣空投開放領取，總量約 36 億枚，涵蓋約 69.5 萬個地址。符合資格的用戶可於官方頁面連接錢包查詢。</p>
<p>官方領取入口（請自行核對官方 X 帳號公布的網址）：<code>claim.zknation.io</code></p>
<div class="warn"><b>防釣魚提醒</b>：空投領取只需簽署一筆 claim 交易，<b>不需要</b>授權（approve）任何代幣，也不需要輸入助記詞。近期出現大量仿冒域名，如「zksync-airdrop-cn」「zk-claim-season2」等，切勿點擊社群私訊中的連結。</div>
<h2>領取步驟</h2><ol><li>前往官方頁面並連接錢包；</li><li>查看可領取數量；</li><li>確認交易，支付少量 Gas 費用。</li></ol>
<p class="meta">風險提示：本文不構成投資建議。</p></article>`,
    }),
  },
];
