import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, footer, cardFields, cardFormatJs, luhnJs, cookieBar } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-clean-sf-express-waybill-tracking',
    label: 'clean',
    kind: 'courier-tracking-own-domain',
    url: 'https://www.sf-express.com/chn/sc/waybill/waybill-detail/SF1427836095512',
    body: `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>运单追踪 - 顺丰速运</title>
<link rel="stylesheet" href="/chn/sc/static/waybill.css"></head><body>
<header class="hd"><div class="c"><b class="lg">顺丰速运</b><nav><a href="/chn/sc/">首页</a><a href="/chn/sc/waybill/list">运单追踪</a><a href="/chn/sc/price/query">运费时效</a><a href="/chn/sc/service-support">服务支持</a></nav></div></header>
<main class="c"><h2>运单号：<span id="wb">SF1427836095512</span></h2><div id="route">正在查询…</div>
<p class="note">为保护隐私，查询完整路由需验证寄/收件人手机号后四位。顺丰不会以短信链接要求您支付“二次派送费”或填写银行卡信息，官方客服 95338。</p></main>
<script src="/chn/sc/static/waybill.js"></script></body></html>`,
    routes: {
      'www.sf-express.com/chn/sc/static/waybill.css': cssRoute(`body{margin:0;font-family:${fontSC};background:#f5f5f5;color:#333}.c{max-width:980px;margin:0 auto;padding:0 20px}
.hd{background:#000;color:#fff}.hd .c{display:flex;align-items:center;height:60px;gap:40px}.hd a{color:#ddd;margin-right:24px;text-decoration:none}.lg{font-size:20px}
main{background:#fff;margin-top:20px;padding:24px;border-radius:4px}.r{border-left:2px solid #ddd;padding-left:16px;margin:14px 0}.r p{margin:0 0 14px}.r p.on b{color:#dc1e32}.note{font-size:12px;color:#999}`),
      'www.sf-express.com/chn/sc/static/waybill.js': jsRoute(`(function(){var no=document.getElementById('wb').textContent;
fetch('/sf-service-core-web/service/waybill/route?waybillNo='+no+'&lang=sc').then(function(r){return r.json()}).then(function(j){
var h='<div class="r">'+j.routes.map(function(x,i){return '<p class="'+(i===0?'on':'')+'"><b>'+x.remark+'</b><br><small>'+x.time+' · '+x.city+'</small></p>'}).join('')+'</div>';
document.getElementById('route').innerHTML=h;}).catch(function(){document.getElementById('route').textContent='查询失败，请稍后重试'});})();`),
      'www.sf-express.com/sf-service-core-web/service/waybill/route': jsonRoute({
        waybillNo: 'SF1427836095512',
        routes: [
          { time: '2024-04-18 09:12', city: '上海市', remark: '快件交给王师傅，正在派送途中（联系电话：95338转派送员）' },
          { time: '2024-04-18 06:40', city: '上海市', remark: '快件到达【上海浦东张江营业点】' },
          { time: '2024-04-17 21:05', city: '深圳市', remark: '快件已发车' },
          { time: '2024-04-17 17:33', city: '深圳市', remark: '顺丰速运 已收取快件' },
        ],
      }),
    },
  },
  {
    id: 'yq-clean-govhk-etax-landing-iamsmart',
    label: 'clean',
    kind: 'gov-eservice-own-domain',
    url: 'https://www.gov.hk/tc/residents/taxes/etax/',
    body: doc({
      title: 'GovHK 香港政府一站通：稅務易',
      css:
        baseCss(fontTC, '#fff') +
        `.gbar{background:#1f1f1f;color:#ccc;font-size:12px;padding:4px 0}
.w{max-width:940px;margin:26px auto;padding:0 20px}
.bx{display:grid;grid-template-columns:1fr 1fr;gap:24px}.bx div{border:1px solid #ddd;padding:20px}
.ia{background:#2b7a3d;color:#fff;display:inline-block;padding:10px 20px;border-radius:4px}
.go{background:#1b4f8c;color:#fff;display:inline-block;padding:10px 20px;border-radius:4px}`,
      body: `<div class="gbar"><div class="container">GovHK 香港政府一站通　｜　English　简体</div></div>
<div class="w"><p class="hint">首頁 › 稅務 › 稅務易</p><h1>稅務易 (eTAX)</h1>
<p>「稅務易」讓你以電子方式遞交報稅表、查閱稅務紀錄、繳交稅款及更新個人資料。</p>
<div class="bx"><div><h3>以「智方便」登入</h3><p class="hint">使用「智方便」流動應用程式登入，免輸入密碼。</p><a class="ia" href="https://etax.ird.gov.hk/etax/iamsmart/login">以「智方便」登入</a></div>
<div><h3>以稅務編號登入</h3><p class="hint">使用「稅務易」帳戶的稅務編號及密碼。</p><a class="go" href="https://etax.ird.gov.hk/etax/login/eTAX_Login.do?lang=C">登入稅務易</a></div></div>
<h3>注意</h3><p>稅務局<b>不會</b>以短訊或電郵附上超連結，通知市民領取退稅或要求提供信用卡資料。退稅會直接存入你在稅務局登記的銀行戶口或以支票寄出。如收到可疑訊息，請致電 187 8088。</p>
<p class="hint">最後修訂日期：2024 年 4 月 2 日</p></div>
${footer(['2024 © ｜ 重要告示 ｜ 私隱政策 ｜ 無障礙瀏覽聲明'], '#f2f2f2', '#555')}`,
    }),
  },
  {
    id: 'yq-clean-tw-mvdis-penalty-query',
    label: 'clean',
    kind: 'gov-eservice-own-domain',
    url: 'https://www.mvdis.gov.tw/m3-emv-vil/vil/penaltyQueryPay',
    body: doc({
      title: '監理服務網 - 違規查詢及繳納',
      css:
        baseCss(fontTC, '#f1f4f8') +
        `.hd{background:#0b4f8a;color:#fff;padding:12px 0}.w{max-width:760px;margin:24px auto;background:#fff;padding:26px}
.go{background:#0b4f8a;color:#fff;height:42px;padding:0 30px}.tabs{display:flex;gap:6px;margin-bottom:16px}.tabs span{padding:6px 14px;background:#e8eef6;border-radius:4px;font-size:13px}.tabs .on{background:#0b4f8a;color:#fff}`,
      body: `<div class="hd"><div class="container"><b>監理服務網</b>　交通部公路局</div></div>
<form class="w" method="post" action="/m3-emv-vil/vil/penaltyQueryPay"><h3 style="margin-top:0">交通違規罰鍰查詢</h3>
<div class="tabs"><span class="on">依證號查詢</span><span>依車號查詢</span><span>依單號查詢</span></div>
<input type="hidden" name="method" value="queryById">
<div class="row"><div class="field"><label>身分證字號 / 統一編號</label><input name="id1" maxlength="10" required></div><div class="field"><label>出生日期 (民國 YYYMMDD)</label><input name="birthday" maxlength="7"></div></div>
<div class="field"><label>驗證碼</label><div class="row"><input name="validateStr" maxlength="4"><img src="/m3-emv-vil/vil/captcha" width="110" height="42" alt=""></div></div>
<button class="btn go">查詢</button>
<p class="hint">查得違規案件後，可使用信用卡、金融卡、行動支付或至超商繳納。監理機關不會以簡訊傳送繳費連結，請勿點擊不明網址；疑似詐騙請撥 165。</p></form>`,
    }),
    routes: { 'www.mvdis.gov.tw/m3-emv-vil/vil/captcha': pngRoute(235, 240, 248) },
  },
];
