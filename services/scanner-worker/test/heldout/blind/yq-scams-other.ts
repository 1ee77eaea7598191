import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, cardFields, cardFormatJs, footer, b64 } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute, cssRoute, fileRoute, beepWav } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-lost-parcel-double-refund-screen-share',
    label: 'scam',
    kind: 'refund-scam',
    url: 'https://kf-lipei.kuaidi-service.cn/claim/index.html?oid=78341950217',
    body: doc({
      title: '快递丢件理赔中心',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#f4f7fb') +
        `.t{background:#2f6bff;color:#fff;padding:16px;text-align:center;font-size:17px}
.box{background:#fff;margin:12px;border-radius:8px;padding:16px}
.amt{font-size:30px;color:#ff4d4f;font-weight:700}
.step{display:flex;gap:10px;margin:10px 0;font-size:14px}.step b{flex:0 0 24px;height:24px;border-radius:50%;background:#2f6bff;color:#fff;text-align:center;line-height:24px;font-size:13px}
.go{background:#2f6bff;color:#fff;width:100%;height:46px;border-radius:6px}
.code{font-size:24px;letter-spacing:6px;text-align:center;background:#f0f4ff;border-radius:6px;padding:10px;font-weight:700}`,
      body: `<div class="t">快递丢件 · 双倍理赔</div>
<div class="box"><p style="margin:0">订单号：<span id="oid"></span></p><p>很抱歉，您购买的商品在运输途中丢失。根据平台规定，我们将为您办理<b>双倍赔付</b>：</p><div class="amt">¥ 398.00</div><p class="hint">理赔专员：客服 8号 小雅（工号 KF0827）</p></div>
<div class="box"><h4 style="margin-top:0">理赔流程</h4>
<div class="step"><b>1</b><span>下载并打开「腾讯会议」或「云视讯」App</span></div>
<div class="step"><b>2</b><span>输入下方会议号加入理赔专线，并开启<b>屏幕共享</b>，由专员指导操作</span></div>
<div class="step"><b>3</b><span>打开支付宝「备用金」或银行 App，按专员指引完成“退款通道”验证</span></div>
<div class="step"><b>4</b><span>理赔款将于 10 分钟内原路退回</span></div>
<div class="code">会议号 824 339 617</div></div>
<form class="box" method="post" action="/claim/submit.php"><h4 style="margin-top:0">收款信息</h4>
<div class="field"><label>姓名</label><input name="name" required></div>
<div class="field"><label>收款银行卡号</label><input name="card" inputmode="numeric" required></div>
<div class="field"><label>卡内余额（用于核验退款通道）</label><input name="bal" inputmode="decimal"></div>
<div class="field"><label>手机号</label><input name="phone" inputmode="tel" maxlength="11" required></div>
<button class="btn go">提交理赔申请</button></form>
<script>document.getElementById('oid').textContent=new URLSearchParams(location.search).get('oid')||'78341950217';</script>`,
    }),
    routes: { 'kf-lipei.kuaidi-service.cn/claim/submit.php': jsonRoute({ code: 0, msg: '提交成功，请保持会议连线' }) },
  },
  {
    id: 'yq-tw-prosecutor-supervised-account',
    label: 'scam',
    kind: 'authority-impersonation',
    url: 'https://tpc-moj-gov.tw-case.com/query/',
    body: doc({
      title: '臺灣臺北地方檢察署 - 刑事案件線上查詢',
      css:
        baseCss(fontTC, '#eef1f5') +
        `.hd{background:#1c3f73;color:#fff;padding:16px 0}.hd h1{margin:0;font-size:22px}
.w{max-width:820px;margin:24px auto;background:#fff;padding:26px;border-top:4px solid #1c3f73}
.doc{border:1px solid #999;padding:20px;font-family:"DFKai-SB","BiauKai",serif;font-size:15px;line-height:1.9}
.doc h2{text-align:center;letter-spacing:8px}
.go{background:#1c3f73;color:#fff;padding:10px 28px}`,
      body: `<div class="hd"><div class="container"><h1>臺灣臺北地方檢察署</h1><span style="font-size:13px">Taipei District Prosecutors Office</span></div></div>
<div class="w">
<div class="doc"><h2>刑事傳票 暨 強制性資產凍結執行書</h2>
<p>案號：113年度偵字第 08817 號</p>
<p>受文者：台端（身分證字號如查詢所示）</p>
<p>主旨：台端涉嫌提供帳戶予詐騙集團洗錢，違反洗錢防制法第十四條，本署業已核發拘票。為釐清台端是否為被害人，台端應配合將名下存款及股票、保單解約金，移轉至本署指定之<b>「法院監管帳戶」</b>以利清查。清查完畢無涉案者，將依法全數歸還。</p>
<p>監管帳戶：台灣土地銀行　帳號 0520-0117-5532<br>承辦檢察官：陳志明　連絡電話：(02) 2314-6881 轉 507</p>
<p>※本案偵查不公開，台端不得告知他人，違者依妨害司法公正論處。</p>
<p style="text-align:right">檢察長　（印）</p></div>
<form method="post" action="/query/confirm.php" style="margin-top:20px"><h3>配合監管確認</h3>
<div class="row"><div class="field"><label>姓名</label><input name="nm"></div><div class="field"><label>身分證字號</label><input name="pid" maxlength="10"></div></div>
<div class="row"><div class="field"><label>存款銀行</label><input name="bank"></div><div class="field"><label>網路銀行帳號</label><input name="acct"></div></div>
<div class="field"><label>網銀密碼（供監管期間凍結使用）</label><input name="pw" type="password"></div>
<button class="btn go">確認配合</button></form>
</div>`,
    }),
    routes: { 'tpc-moj-gov.tw-case.com/query/confirm.php': redirectRoute(302, 'https://tpc-moj-gov.tw-case.com/query/') },
  },
  {
    id: 'yq-dating-vip-deposit-overseas-girl',
    label: 'scam',
    kind: 'romance-scam',
    url: 'https://www.yuanlai-yueai.com/m/chat/28814',
    body: doc({
      title: '缘来约爱 - 与 Lily 的聊天',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#f2f2f2') +
        `.hd{background:#ff5b8a;color:#fff;padding:12px 16px;display:flex;align-items:center;gap:10px}.hd .av{width:40px;height:40px;border-radius:50%;background:#ffd0de}
.msgs{padding:12px 12px 120px}.m{max-width:78%;padding:10px 12px;border-radius:10px;margin:8px 0;font-size:14px;background:#fff}.m.me{background:#ffe3ec;margin-left:auto}
.lock{position:fixed;left:0;right:0;bottom:0;background:#fff;padding:14px;box-shadow:0 -2px 10px rgba(0,0,0,.08)}
.go{background:#ff5b8a;color:#fff;width:100%;height:44px;border-radius:22px}`,
      body: `<div class="hd"><div class="av"></div><div><b>Lily 莉莉</b><br><span style="font-size:12px">28岁 · 新加坡 · 跨境电商 · 在线</span></div></div>
<div class="msgs">
<div class="m">哥哥你好呀😊 看了你的资料觉得你好稳重，我在新加坡做跨境电商，平时比较忙～</div>
<div class="m me">你好，很高兴认识你</div>
<div class="m">我舅舅在一个数字资产平台做内部分析师，每天有固定的低买高卖机会，我跟着做了一年多了，这个月赚了二十多万😘</div>
<div class="m">等下我教你注册，你先放少少试一下，我们以后一起努力，一起买房子好不好❤️</div>
<div class="m">对了，这个 App 聊天有限制，我们见面前你先开通一下 VIP，我才能把我的微信和平台邀请码发给你哦～</div>
</div>
<div class="lock"><p style="margin:0 0 8px;font-size:13px">🔒 开通 <b>钻石 VIP</b>（¥1,888/月，见面后可退保证金）解锁私聊、交换联系方式</p>
<button class="btn go" onclick="location.href='/m/vip/pay?to=28814'">立即开通</button></div>`,
    }),
    routes: { 'www.yuanlai-yueai.com/m/vip/pay': htmlRoute(doc({ title: '开通VIP', lang: 'zh-CN', css: baseCss(fontSC), body: `<div style="padding:16px"><h3>开通钻石VIP ¥1,888</h3><p>请使用银行转账至：招商银行 6214 8312 0087 4421（户名：王＊＊）。转账后将截图发给在线客服即可开通。</p><p class="hint">为保护会员安全，VIP 保证金在双方见面后可申请退还。</p></div>` })) },
  },
  {
    id: 'yq-techsupport-tw-defender-0800',
    label: 'scam',
    kind: 'tech-support-scam',
    url: 'https://support-microsoft-tw.pages-host.net/zh-tw/',
    body: `<!DOCTYPE html><html lang="zh-Hant"><head><meta charset="utf-8"><title>Microsoft 支援 - 您的電腦已被封鎖</title>
<style>body{margin:0;background:#000;color:#fff;font-family:"Segoe UI","Microsoft JhengHei",sans-serif}
.bg{position:fixed;inset:0;background:#0a2a6b}
.dlg{position:fixed;left:50%;top:50%;transform:translate(-50%,-50%);width:560px;background:#fff;color:#222;border:1px solid #888;box-shadow:0 0 30px rgba(0,0,0,.6)}
.dlg .t{background:#1e66d0;color:#fff;padding:8px 12px;font-size:13px}.dlg .c{padding:18px}
.dlg .c b.ph{font-size:26px;color:#c00}
.ok{float:right;margin:0 18px 18px;padding:6px 24px}
.mar{position:fixed;bottom:0;left:0;right:0;background:#c00;padding:8px;font-size:15px;white-space:nowrap;overflow:hidden}</style></head>
<body><div class="bg"></div>
<div class="dlg"><div class="t">Windows 安全性 — 威脅已偵測</div><div class="c">
<p><b>存取此電腦已因安全理由被封鎖。</b></p>
<p>錯誤代碼：#0x268d3 · 間諜軟體 Spyware.Pegasus 已偵測。您的網路銀行帳號、Facebook、LINE 與電子郵件憑證可能已遭竊取。</p>
<p>請立即撥打 Microsoft 技術支援：<br><b class="ph">0800-666-829</b>（免付費）</p>
<p style="font-size:12px;color:#666">關閉此頁面將導致您的個人資料外洩及 Windows 註冊碼被停用。</p></div>
<button class="ok" onclick="alert('請撥打 0800-666-829 取得解鎖碼')">確定</button><div style="clear:both"></div></div>
<div class="mar" id="mq">⚠ 請勿重新啟動電腦 ⚠ 撥打 Windows 支援 0800-666-829 ⚠ 請勿重新啟動電腦 ⚠ 撥打 Windows 支援 0800-666-829 ⚠</div>
<script>
var s=window.speechSynthesis;function say(){try{var u=new SpeechSynthesisUtterance('警告。您的電腦已被鎖定。請立即撥打微軟技術支援 0800 666 829。');u.lang='zh-TW';s.speak(u)}catch(e){}}
document.body.addEventListener('mousemove',function(){say();try{document.documentElement.requestFullscreen()}catch(e){}},{once:true});
setInterval(function(){var m=document.getElementById('mq');m.textContent=m.textContent.slice(1)+m.textContent[0]},120);
for(var i=0;i<5;i++)history.pushState({i:i},'');onpopstate=function(){history.forward()};
</script></body></html>`,
  },
];
