import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, cardFields, cardFormatJs, luhnJs, footer, b64, hexEsc, xorB64 } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

const hkpFinal = 'hk-post.parcel-ctr.com';
const mvdis = 'mvdis-gov-tw.penalty-pay.com';

export const entries: Entry[] = [
  {
    id: 'yq-sf-express-redelivery-slider-gate',
    label: 'phishing',
    kind: 'courier-kit',
    url: 'https://sf-express.cn-delivery.top/m/index.html?no=SF1427836095512',
    body: doc({
      title: '顺丰速运 - 安全验证',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#f2f3f5') +
        `.gate{max-width:360px;margin:22vh auto 0;background:#fff;border-radius:8px;padding:20px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.track{position:relative;height:42px;background:#eef0f3;border-radius:21px;margin-top:16px;user-select:none}
.track .txt{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;color:#999;font-size:13px}
.knob{position:absolute;left:0;top:0;width:42px;height:42px;border-radius:50%;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.25);display:flex;align-items:center;justify-content:center;cursor:grab}
#main{display:none}
.hd{background:#000;color:#fff;height:50px;display:flex;align-items:center;padding:0 14px;gap:10px}
.hd b{color:#fff}.hd i{font-style:normal;background:#dc1e32;color:#fff;border-radius:3px;padding:1px 6px;font-size:12px}
.box{background:#fff;margin:10px;border-radius:6px;padding:14px}
.st{display:flex;justify-content:space-between;font-size:13px;color:#666;border-bottom:1px solid #f0f0f0;padding:8px 0}
.red{color:#dc1e32}.go{background:#dc1e32;color:#fff;width:100%;height:46px;border-radius:4px;font-size:16px}`,
      body: `<div class="gate" id="gate"><h3 style="margin:0">安全验证</h3><p class="hint">请按住滑块，拖动到最右边</p><div class="track" id="tr"><div class="txt">向右滑动完成验证</div><div class="knob" id="kn">➜</div></div></div>
<div id="main">
<div class="hd">${mark('顺丰速运', '#fff', { shape: 'square', w: 120 })}<i>SF EXPRESS</i></div>
<div class="box"><h3 style="margin:0 0 6px">运单号：<span id="no"></span></h3>
<div class="st"><span>状态</span><span class="red">派送异常 - 地址不详</span></div>
<div class="st"><span>始发地</span><span>广东省深圳市</span></div>
<div class="st"><span>滞留时间</span><span>2 天</span></div>
<p style="font-size:13px;color:#444">由于收件地址信息不完整，快件已退回至转运中心。请在 24 小时内更新地址并支付 <b class="red">¥2.99</b> 二次派送服务费，逾期将退回寄件人。</p></div>
<form class="box" method="post" action="/m/pay.php">
<div class="field"><label>收件人</label><input name="n" required></div>
<div class="field"><label>手机号码</label><input name="p" inputmode="tel" maxlength="11" required></div>
<div class="field"><label>详细地址</label><input name="a" required></div>
${cardFields('sc')}
<div class="field"><label>身份证号（用于实名收件）</label><input name="sfz" maxlength="18"></div>
<button class="btn go">支付 ¥2.99 并重新派送</button>
<p class="hint">顺丰速运 · 客服热线 95338</p></form>
</div>
<script>
(function(){
  var q=new URLSearchParams(location.search);document.getElementById('no').textContent=q.get('no')||'SF1427836095512';
  var tr=document.getElementById('tr'),kn=document.getElementById('kn'),sx=0,down=false,max=0;
  function st(x){down=true;sx=x;max=tr.clientWidth-kn.clientWidth;}
  function mv(x){if(!down)return;var d=Math.max(0,Math.min(max,x-sx));kn.style.left=d+'px';if(d>=max-2){down=false;ok();}}
  function en(){if(down){down=false;kn.style.left='0px';}}
  kn.addEventListener('mousedown',function(e){st(e.clientX)});document.addEventListener('mousemove',function(e){mv(e.clientX)});document.addEventListener('mouseup',en);
  kn.addEventListener('touchstart',function(e){st(e.touches[0].clientX)});document.addEventListener('touchmove',function(e){mv(e.touches[0].clientX)});document.addEventListener('touchend',en);
  function ok(){document.getElementById('gate').style.display='none';document.getElementById('main').style.display='block';}
})();
${cardFormatJs}
</script>`,
    }),
    routes: {
      'sf-express.cn-delivery.top/m/pay.php': htmlRoute(
        doc({
          title: '银联在线支付',
          lang: 'zh-CN',
          css: baseCss(fontSC) + `.b{max-width:420px;margin:40px auto;background:#fff;padding:22px;border-radius:6px}`,
          body: `<form class="b" method="post" action="/m/sms.php"><h3>银联安全认证</h3><p class="hint">订单金额：¥2.99　商户：顺丰速运</p><div class="field"><label>短信验证码</label><input name="code" maxlength="6" inputmode="numeric"></div><button class="btn" style="background:#dc1e32;color:#fff;width:100%">确认支付</button></form>`,
        }),
      ),
    },
  },
  {
    id: 'yq-hkpost-surcharge-sms-chain',
    label: 'phishing',
    kind: 'redirect-chain',
    url: 'https://hkp.s-lnk.vip/Ab3xQ',
    routes: {
      'hkp.s-lnk.vip/Ab3xQ': redirectRoute(302, 'https://trk.clickflow-cdn.net/r?c=hkp&t=Ab3xQ'),
      'trk.clickflow-cdn.net/r': htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title></title></head><body><script>var u='https://${hkpFinal}/tc/'+'?ref='+encodeURIComponent('${'Ab3xQ'}');setTimeout(function(){location.replace(u)},120);</script></body></html>`),
      [`${hkpFinal}/tc/`]: htmlRoute(
        doc({
          title: '香港郵政 - 郵件追蹤',
          css:
            baseCss(fontTC, '#f3f3f3') +
            `.hd{background:#006633;height:64px}.hd .container{display:flex;align-items:center;height:64px;justify-content:space-between;color:#fff;font-size:13px}
.w{max-width:640px;margin:24px auto;background:#fff;padding:26px;border-top:4px solid #006633}
.tl{border-left:2px solid #ddd;margin:16px 0 16px 6px;padding-left:16px;font-size:13px}.tl p{margin:0 0 10px;position:relative}.tl p:before{content:"";position:absolute;left:-22px;top:6px;width:10px;height:10px;border-radius:50%;background:#bbb}.tl p.cur:before{background:#e4002b}
.fee{display:flex;justify-content:space-between;background:#fff7e0;padding:12px;border-radius:4px}
.go{background:#006633;color:#fff;width:100%;height:44px}`,
          body: `<div class="hd"><div class="container">${mark('香港郵政 Hongkong Post', '#fff', { shape: 'square', w: 230 })}<span>English | 繁 | 简</span></div></div>
<div class="w">
<h2 style="margin-top:0">郵件編號：RR83294710HK</h2>
<div class="tl"><p class="cur"><b>暫停派遞</b> — 郵件因未繳付附加處理費而滯留於中央郵件中心</p><p>郵件已抵達香港</p><p>郵件已由寄件地寄出</p></div>
<div class="fee"><span>應繳附加費</span><b>HK$ 12.00</b></div>
<p class="hint">請於 48 小時內繳付，否則郵件將退回寄件人。</p>
<form method="post" action="/tc/pay.php">
<div class="field"><label>收件人姓名</label><input name="name" required></div>
<div class="field"><label>派遞地址</label><input name="addr" required></div>
<div class="field"><label>電話</label><input name="tel" inputmode="tel" required></div>
${cardFields('tc')}
<button class="btn go">繳付 HK$12.00</button></form>
</div>
${footer(['© 香港郵政　查詢熱線 2921 2222'], '#004d26', '#cfe')}
<script>${cardFormatJs}</script>`,
        }),
      ),
      [`${hkpFinal}/tc/pay.php`]: redirectRoute(302, `https://${hkpFinal}/tc/otp.html`),
      [`${hkpFinal}/tc/otp.html`]: htmlRoute(
        doc({
          title: '交易驗證',
          css: baseCss(fontTC) + `.b{max-width:420px;margin:40px auto;background:#fff;padding:22px}`,
          body: `<form class="b" method="post" action="/tc/otp.php"><h3>一次性密碼</h3><p>請輸入發卡銀行發送至閣下手機的驗證碼以完成付款 HK$12.00。</p><div class="field"><input name="otp" maxlength="6"></div><button class="btn" style="background:#006633;color:#fff;width:100%">提交</button></form>`,
        }),
      ),
    },
  },
  {
    id: 'yq-chunghwa-post-address-update',
    label: 'phishing',
    kind: 'courier-kit',
    url: 'https://post-gov-tw.delivery-tw.com/tracking/index.php',
    body: doc({
      title: '中華郵政全球資訊網 - 郵件查詢',
      css:
        baseCss(fontTC, '#f8f8f8') +
        `.hd{background:#fff;border-bottom:4px solid #00843d;padding:10px 0}.hd .container{display:flex;align-items:center;gap:14px}
.nav{background:#00843d}.nav .container{display:flex;gap:24px;height:40px;align-items:center;color:#fff;font-size:14px}
.w{max-width:760px;margin:26px auto;background:#fff;border:1px solid #e3e3e3;padding:26px}
table{width:100%;border-collapse:collapse;font-size:13px;margin:12px 0}td,th{border:1px solid #ddd;padding:8px;text-align:left}th{background:#f0f7f2}
.go{background:#00843d;color:#fff;height:42px;padding:0 36px}`,
      body: `<div class="hd"><div class="container">${mark('中華郵政', '#00843d', { shape: 'circle', w: 140 })}<span class="hint">Chunghwa Post</span></div></div>
<div class="nav"><div class="container"><span>郵件查詢</span><span>郵務業務</span><span>儲匯壽險</span><span>集郵</span><span>e 動郵局</span></div></div>
<div class="w">
<h3 style="margin-top:0">國內快捷 / 包裹查詢結果</h3>
<table><tr><th>郵件號碼</th><th>處理日期</th><th>狀態</th></tr><tr><td>EE123904862TW</td><td>113/04/18 14:22</td><td style="color:#c00">投遞失敗：地址不完整</td></tr></table>
<p>您的包裹因地址資料不完整無法投遞。請於 <b>3 日內</b> 更新收件地址，並支付重新投遞處理費 <b>NT$25</b>，逾期將退回原寄件人。</p>
<form method="post" action="step2.php">
<div class="row"><div class="field"><label>收件人姓名</label><input name="nm" required></div><div class="field"><label>手機號碼</label><input name="mb" inputmode="tel" required></div></div>
<div class="field"><label>縣市</label><select name="city"><option>臺北市</option><option>新北市</option><option>桃園市</option><option>臺中市</option><option>臺南市</option><option>高雄市</option><option>其他</option></select></div>
<div class="field"><label>詳細地址</label><input name="addr" required></div>
<div class="field"><label>電子郵件</label><input name="em" type="email"></div>
<button class="btn go">下一步：付款</button>
</form></div>
${footer(['中華郵政股份有限公司 版權所有　客服專線：0800-700-365'], '#00843d', '#e0f0e6')}`,
    }),
    routes: {
      'post-gov-tw.delivery-tw.com/tracking/step2.php': htmlRoute(
        doc({
          title: '中華郵政 - 線上付款',
          css: baseCss(fontTC, '#f8f8f8') + `.w{max-width:520px;margin:30px auto;background:#fff;border:1px solid #e3e3e3;padding:26px}.go{background:#00843d;color:#fff;width:100%;height:44px}`,
          body: `<form class="w" method="post" action="step3.php"><h3 style="margin-top:0">信用卡付款　NT$25</h3>${cardFields('tc')}<div class="field"><label>身分證字號</label><input name="pid" maxlength="10"></div><button class="btn go">確認付款</button><p class="hint">本交易採用 SSL 256-bit 加密傳輸</p></form><script>${cardFormatJs}</script>`,
        }),
      ),
      'post-gov-tw.delivery-tw.com/tracking/step3.php': redirectRoute(302, '/tracking/otp.php'),
      'post-gov-tw.delivery-tw.com/tracking/otp.php': htmlRoute(
        doc({
          title: '簡訊驗證',
          css: baseCss(fontTC) + `.w{max-width:420px;margin:40px auto;background:#fff;padding:22px}`,
          body: `<form class="w" method="post" action="done.php"><h3>3D 驗證</h3><p>請輸入銀行傳送之 OTP 簡訊密碼</p><div class="field"><input name="otp" maxlength="8"></div><button class="btn" style="background:#00843d;color:#fff;width:100%">送出</button></form>`,
        }),
      ),
    },
  },
  {
    id: 'yq-hk-etax-refund-iam-smart',
    label: 'phishing',
    kind: 'gov-kit-hk',
    url: 'https://etax-gov-hk.refund-ird.com/portal/refund',
    body: doc({
      title: '稅務易 eTAX - 稅務局',
      css:
        baseCss(fontTC, '#fff') +
        `.gbar{background:#1f1f1f;color:#ccc;font-size:12px;padding:4px 0}.gbar .container{display:flex;justify-content:space-between}
.hd{border-bottom:1px solid #ddd;padding:12px 0}.hd .container{display:flex;align-items:center;gap:14px}
.w{max-width:900px;margin:26px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px;padding:0 20px}
.bx{border:1px solid #ddd;padding:22px}
.ia{background:#2b7a3d;color:#fff;width:100%;height:46px;display:flex;align-items:center;justify-content:center;gap:8px;border-radius:4px}
.go{background:#1b4f8c;color:#fff;width:100%;height:42px}
.rf{background:#eef6ff;border:1px solid #cfe2ff;padding:14px;margin-bottom:18px}`,
      body: `<div class="gbar"><div class="container"><span>GovHK 香港政府一站通</span><span>English　繁體　简体</span></div></div>
<div class="hd"><div class="container">${mark('稅務局 Inland Revenue Department', '#1b4f8c', { shape: 'square', w: 290 })}</div></div>
<div class="container"><div class="rf"><b>退稅通知</b>：根據 2023/24 課稅年度薪俸稅評稅結果，閣下可獲退還稅款 <b style="color:#c00">HK$ 3,260.00</b>。請於 2024 年 5 月 31 日前登入稅務易確認收款賬戶，逾期退款將被取消。</div></div>
<div class="w">
<div class="bx"><h3 style="margin-top:0">以「智方便」登入</h3><p class="hint">使用「智方便+」流動應用程式掃描或授權</p><button class="btn ia" onclick="document.getElementById('ia').style.display='block'">iAM Smart 智方便 登入</button>
<form id="ia" style="display:none;margin-top:14px" method="post" action="/portal/auth.php"><div class="field"><label>香港身份證號碼</label><input name="hkid" placeholder="A123456(7)"></div><div class="field"><label>出生日期</label><input name="dob" placeholder="DD/MM/YYYY"></div><div class="field"><label>登記手機號碼</label><input name="mob" inputmode="tel"></div><button class="btn go">下一步</button></form></div>
<form class="bx" method="post" action="/portal/auth.php"><h3 style="margin-top:0">以稅務編號登入</h3>
<div class="field"><label>稅務編號 (TFN) / 香港身份證號碼</label><input name="tfn" required></div>
<div class="field"><label>稅務易密碼</label><input name="pin" type="password" required></div>
<button class="btn go">登入</button><p class="hint"><a href="#">忘記密碼</a></p></form>
</div>
${footer(['2024 © 稅務局　重要告示 · 私隱政策 · 無障礙瀏覽'], '#f2f2f2', '#555')}`,
    }),
    routes: {
      'etax-gov-hk.refund-ird.com/portal/auth.php': htmlRoute(
        doc({
          title: '稅務易 - 確認退稅收款賬戶',
          css: baseCss(fontTC) + `.w{max-width:520px;margin:30px auto;background:#fff;border:1px solid #ddd;padding:24px}.go{background:#1b4f8c;color:#fff;width:100%;height:42px}`,
          body: `<form class="w" method="post" action="/portal/refund.php"><h3 style="margin-top:0">確認收款賬戶</h3><p class="hint">退稅金額 HK$3,260.00 將於 3 個工作天內存入以下卡戶</p>${cardFields('tc')}<div class="field"><label>發卡銀行</label><select name="bank"><option>滙豐</option><option>中銀香港</option><option>恒生</option><option>渣打</option><option>其他</option></select></div><button class="btn go">確認</button></form><script>${cardFormatJs}</script>`,
        }),
      ),
    },
  },
  {
    id: 'yq-tw-mvdis-traffic-fine-overdue',
    label: 'phishing',
    kind: 'gov-kit-tw',
    url: `https://${mvdis}/m3-emv-vil/vil/penaltyQueryPay`,
    body: doc({
      title: '監理服務網 - 交通違規罰鍰線上繳納',
      css:
        baseCss(fontTC, '#f1f4f8') +
        `.hd{background:#0b4f8a;color:#fff;padding:12px 0}.hd .container{display:flex;align-items:center;gap:14px}
.w{max-width:720px;margin:24px auto;background:#fff;padding:26px;border-radius:4px}
.v{border:1px solid #f0c0c0;background:#fff5f5;padding:14px;border-radius:4px;font-size:14px}
.v dl{display:grid;grid-template-columns:120px 1fr;margin:0}.v dt{color:#777}.v dd{margin:0 0 6px}
.go{background:#d9480f;color:#fff;height:44px;width:100%;font-size:16px}`,
      body: `<div class="hd"><div class="container">${mark('交通部公路局', '#fff', { shape: 'circle', w: 150 })}<span>監理服務網</span></div></div>
<div class="w">
<h3 style="margin-top:0">交通違規罰鍰 逾期未繳通知</h3>
<div class="v"><dl><dt>違規單號</dt><dd>ZA2841736</dd><dt>違規時間</dt><dd>113年03月27日 08:14</dd><dt>違規地點</dt><dd>國道1號 北向 31.5K</dd><dt>違規事實</dt><dd>行車速度超過規定之最高時速 20 公里以內</dd><dt>應繳金額</dt><dd><b style="color:#c00">NT$ 1,600</b></dd><dt>期限</dt><dd style="color:#c00">已逾期，今日未繳將移送強制執行並加收滯納金</dd></dl></div>
<form method="post" action="pay" style="margin-top:18px">
<div class="row"><div class="field"><label>車牌號碼</label><input name="plate" placeholder="ABC-1234" required></div><div class="field"><label>身分證字號</label><input name="pid" maxlength="10" required></div></div>
${cardFields('tc')}
<div class="field"><label>行動電話</label><input name="mobile" inputmode="tel"></div>
<button class="btn go">信用卡繳納 NT$1,600</button>
</form></div>
<script>${cardFormatJs}</script>`,
    }),
    routes: { [`${mvdis}/m3-emv-vil/vil/pay`]: redirectRoute(302, `https://${mvdis}/m3-emv-vil/vil/otp`), [`${mvdis}/m3-emv-vil/vil/otp`]: htmlRoute(doc({ title: 'OTP', css: baseCss(fontTC), body: `<form method="post" action="otpok" style="max-width:400px;margin:40px auto"><h3>簡訊動態密碼</h3><div class="field"><input name="otp" maxlength="6"></div><button class="btn" style="background:#d9480f;color:#fff;width:100%">送出</button></form>` })) },
  },
  {
    id: 'yq-hketoll-unpaid-tunnel-fee',
    label: 'phishing',
    kind: 'gov-kit-hk',
    url: 'https://hketoll-gov.payment-hk.info/zh-hk/',
    body: doc({
      title: 'HKeToll 易通行 - 繳付隧道費',
      css:
        baseCss(fontTC, '#f5f7fa') +
        `.hd{background:#fff;border-bottom:3px solid #00a0e9;padding:12px 0}
.w{max-width:560px;margin:24px auto;background:#fff;padding:24px;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.05)}
.amt{font-size:30px;color:#00a0e9;font-weight:700}
.go{background:#00a0e9;color:#fff;width:100%;height:46px;border-radius:6px;font-size:16px}
.pen{color:#c00;font-size:13px}`,
      body: `<div class="hd"><div class="container">${mark('HKeToll 易通行', '#00a0e9', { shape: 'hex', w: 180 })}</div></div>
<div class="w">
<h3 style="margin-top:0">未繳付隧道費通知</h3>
<p>車輛登記號碼 <b id="vrm">——</b> 於 2024-04-12 使用 <b>大老山隧道</b> 之隧道費尚未繳付。</p>
<div class="amt">HK$ 15.00</div>
<p class="pen">根據《道路隧道(政府)規例》，逾期未繳將被徵收附加費 HK$ 1,000 及暫停車輛牌照續期。</p>
<form method="post" action="checkout.php">
<div class="field"><label>車輛登記號碼</label><input name="vrm" id="vin" placeholder="例如：AB1234" required></div>
<div class="field"><label>登記車主姓名</label><input name="owner" required></div>
<div class="field"><label>電郵地址</label><input name="email" type="email"></div>
${cardFields('tc')}
<button class="btn go">立即繳付</button></form>
<p class="hint">運輸署 · 易通行客戶服務熱線 3853 7388</p></div>
<script>document.getElementById('vin').addEventListener('input',function(){document.getElementById('vrm').textContent=this.value.toUpperCase()||'——'});${cardFormatJs}</script>`,
    }),
    routes: { 'hketoll-gov.payment-hk.info/zh-hk/checkout.php': redirectRoute(302, 'https://hketoll-gov.payment-hk.info/zh-hk/3ds.php') , 'hketoll-gov.payment-hk.info/zh-hk/3ds.php': htmlRoute(doc({ title: 'Verified by Visa', css: baseCss(fontTC), body: `<form method="post" action="3ds_ok.php" style="max-width:380px;margin:50px auto;background:#fff;padding:20px"><h3>Verified by Visa / Mastercard ID Check</h3><p class="hint">Merchant: HKeToll　Amount: HKD 15.00</p><div class="field"><label>One-time password</label><input name="otp" maxlength="6"></div><button class="btn" style="background:#1a1f71;color:#fff;width:100%">Submit</button></form>` })) },
  },
];
