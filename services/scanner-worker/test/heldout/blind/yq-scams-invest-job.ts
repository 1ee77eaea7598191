import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, cardFields, cardFormatJs, footer, b64 } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/e-bin.js';


export const entries: Entry[] = [
  {
    id: 'yq-youtube-likes-parttime-whatsapp',
    label: 'scam',
    kind: 'task-job-scam',
    url: 'https://yt-likes-hk.work-from-home.page/',
    body: doc({
      title: '網上兼職 ｜ 點讚即賺 每日 HK$800-3000',
      css:
        baseCss(fontTC, '#fffdf6') +
        `.hero{background:#ff0033;color:#fff;padding:38px 20px;text-align:center}.hero h1{margin:0;font-size:30px}
.w{max-width:680px;margin:0 auto;padding:20px}
.st{display:flex;gap:12px;margin:18px 0}.st div{flex:1;background:#fff;border-radius:8px;padding:14px;text-align:center;box-shadow:0 1px 4px rgba(0,0,0,.06)}.st b{font-size:22px;color:#ff0033;display:block}
.wa{display:block;background:#25d366;color:#fff;text-align:center;font-size:18px;padding:14px;border-radius:30px;margin:20px 0;text-decoration:none}
.rv{background:#fff;border-radius:8px;padding:12px;margin:10px 0;font-size:13px}
.shot{height:120px;background:#eee;border-radius:6px;display:flex;align-items:center;justify-content:center;color:#888}`,
      body: `<div class="hero"><h1>YouTube 點讚兼職</h1><p>唔使經驗 · 一部手機就得 · 即日出糧</p></div>
<div class="w">
<p>我哋係一間<b>數碼營銷公司</b>，幫客戶提升 YouTube 頻道人氣。你只需要幫指定影片「點讚」同截圖，每個讚 <b>HK$10</b>，每日最多 80 個！</p>
<div class="st"><div><b>HK$10</b>每個讚</div><div><b>5 分鐘</b>完成一單</div><div><b>即日</b>轉數快出糧</div></div>
<h3>點樣開始？</h3>
<ol><li>WhatsApp 聯絡我哋嘅導師，講「我想做兼職」</li><li>導師會邀請你入 Telegram 工作群組</li><li>完成 3 個試工任務，即收 HK$30 新人獎勵</li><li>升級做「VIP 組員」可以參加<b>預付任務</b>，回報 30%！</li></ol>
<a class="wa" href="https://wa.me/85262418807?text=%E6%88%91%E6%83%B3%E5%81%9A%E5%85%BC%E8%81%B7">💬 WhatsApp 導師 Ms Chan</a>
<h3>學員收入分享</h3>
<div class="rv"><b>Carmen (全職媽媽)</b>：湊完仔得閒做吓，第一日已經賺咗 HK$460！<div class="shot">[ FPS 轉賬截圖 HK$460.00 ]</div></div>
<div class="rv"><b>阿傑 (大學生)</b>：做咗 VIP 預付任務一個禮拜賺咗萬幾蚊，好穩陣。<div class="shot">[ 收款記錄 HK$12,800.00 ]</div></div>
<p class="hint">*名額有限，每日只招收 50 人。</p>
</div>`,
    }),
  },
  {
    id: 'yq-pig-butcher-usdt-quant-withdraw-tax',
    label: 'scam',
    kind: 'investment-scam',
    url: `https://app.bitquant-ai.com/#/assets`,
    body: doc({
      title: 'BitQuant AI 量化 - 我的资产',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#0e1117', '#e6e6e6') +
        `.top{display:flex;justify-content:space-between;align-items:center;padding:14px 16px;border-bottom:1px solid #1f2430}
.tot{padding:20px 16px}.tot .v{font-size:34px;font-weight:700;color:#fff}.tot .g{color:#16c784}
.k{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;padding:0 16px}.k div{background:#161b26;border-radius:8px;padding:12px;font-size:12px}.k b{display:block;font-size:16px;color:#fff}
canvas{display:block;margin:16px auto;background:#161b26;border-radius:8px}
.btns{display:flex;gap:10px;padding:0 16px}.btns button{flex:1;height:44px;border:0;border-radius:6px;font-size:15px}
.dep{background:#16c784;color:#000}.wd{background:#2b3140;color:#fff}
.mod{position:fixed;inset:0;background:rgba(0,0,0,.7);display:none;align-items:center;justify-content:center}.mod .in{background:#161b26;width:88%;max-width:420px;border-radius:10px;padding:20px}
.rec{padding:0 16px}.rec p{display:flex;justify-content:space-between;border-bottom:1px solid #1f2430;margin:0;padding:10px 0;font-size:13px}
.lic{font-size:11px;color:#666;text-align:center;padding:20px}`,
      body: `<div class="top"><b>BitQuant AI</b><span style="font-size:12px;color:#888">UID 80462193 · 铂金会员</span></div>
<div class="tot"><div style="color:#888;font-size:13px">总资产折合 (USDT)</div><div class="v" id="tv">186,420.55</div><div class="g">今日收益 +3,128.40 (+1.71%)</div></div>
<div class="k"><div>本金<b>120,000.00</b></div><div>累计收益<b>66,420.55</b></div><div>AI 策略<b>稳健套利 V3</b></div></div>
<canvas id="cv" width="360" height="150"></canvas>
<div class="btns"><button class="dep" onclick="location.href='#/deposit'">充值</button><button class="wd" id="wd">提现</button></div>
<div class="rec"><h4>最近记录</h4><p><span>策略收益</span><span class="g">+1,864.20</span></p><p><span>充值 TRC20</span><span>+50,000.00</span></p><p><span>策略收益</span><span class="g">+1,702.11</span></p><p><span>充值 TRC20</span><span>+70,000.00</span></p></div>
<div class="lic">BitQuant Technology Ltd. · 美国 MSB 牌照 31000218894xxx · 新加坡 MAS 监管</div>
<div class="mod" id="mod"><div class="in"><h3 style="margin-top:0;color:#f0b90b">提现审核未通过</h3>
<p style="font-size:14px">根据平台反洗钱及跨境税务合规要求，单笔提现超过 50,000 USDT 需预缴 <b>20% 个人所得税</b>（<b id="tax"></b> USDT）。税款缴纳后，本金及收益将在 2 小时内全额到账。</p>
<p style="font-size:13px;color:#aaa">请向以下专属账户缴纳税款（TRC20）：</p>
<p style="word-break:break-all;background:#0e1117;padding:10px;border-radius:6px;font-family:monospace">TQx7mJ2b9KpXvR4fWc8nE3aYgH6uLd1sZo</p>
<p style="font-size:12px;color:#888">逾期 48 小时未缴纳，账户将被冻结并计入风控名单。如有疑问请联系您的专属客户经理。</p>
<button class="dep" style="width:100%;height:42px;border:0;border-radius:6px" onclick="document.getElementById('mod').style.display='none'">我知道了</button></div></div>
<script>
(function(){var c=document.getElementById('cv').getContext('2d'),y=120;c.strokeStyle='#16c784';c.lineWidth=2;c.beginPath();c.moveTo(0,y);for(var x=0;x<=360;x+=12){y=Math.max(10,y-Math.random()*9+2);c.lineTo(x,y);}c.stroke();
var tv=186420.55;setInterval(function(){tv+=Math.random()*3;document.getElementById('tv').textContent=tv.toLocaleString('en-US',{minimumFractionDigits:2,maximumFractionDigits:2});},1500);
document.getElementById('wd').onclick=function(){var amt=prompt('请输入提现数量 (USDT)','186420');if(!amt)return;document.getElementById('tax').textContent=(parseFloat(amt)*0.2).toFixed(2);document.getElementById('mod').style.display='flex';};})();
</script>`,
    }),
  },
  {
    id: 'yq-hk-gold-platform-mentor-app',
    label: 'scam',
    kind: 'investment-scam',
    url: 'https://www.hkgold-cgse-vip.com/tc/',
    body: doc({
      title: '恒昇金業 ｜ 香港金銀業貿易場 AA 類會員 · 現貨黃金',
      css:
        baseCss(fontTC, '#fff') +
        `.hd{background:#7a1c1c;color:#f5d58a;padding:14px 0}.hd .container{display:flex;justify-content:space-between;align-items:center}
.hero{background:linear-gradient(120deg,#2a0b0b,#7a1c1c);color:#fff;padding:60px 0}.hero h1{font-size:36px;margin:0 0 10px;color:#f5d58a}
.q{display:flex;gap:14px;margin-top:20px}.q div{background:rgba(255,255,255,.08);padding:12px 18px;border-radius:6px}.q b{display:block;font-size:22px}
.go{background:#f5d58a;color:#7a1c1c;padding:12px 28px;border-radius:4px;display:inline-block;margin-top:20px;font-weight:700}
.feat{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;margin:40px 0}.feat div{border:1px solid #eee;padding:20px;border-radius:6px}
.t{background:#fdf7ea;padding:30px 0}`,
      body: `<div class="hd"><div class="container"><b style="font-size:20px">恒昇金業 HANG SING GOLD</b><span>交易平台 · 開戶 · 下載 APP · 聯絡我們</span></div></div>
<div class="hero"><div class="container"><h1>跟隨導師 · 穩賺現貨黃金</h1><p>每日專業分析師喊單 · 勝率高達 92% · 月回報 30% 以上</p>
<div class="q"><div>倫敦金 XAU/USD<b id="g">2,338.15</b></div><div>倫敦銀 XAG/USD<b>27.46</b></div><div>人民幣公斤條<b>548.60</b></div></div>
<a class="go" href="/download/hsgold.apk">下載交易 APP</a>　<a class="go" href="https://line.me/ti/p/~hsgold_teacher" style="background:#06c755;color:#fff">加導師 LINE</a></div></div>
<div class="container"><div class="feat"><div><h3>正規持牌</h3><p>香港金銀業貿易場 AA 類行員（行員編號 098），資金由滙豐銀行獨立託管。</p></div><div><h3>導師帶單</h3><p>由前高盛黃金交易員 林 Sir 每日於群組即時喊單，新手都能輕鬆獲利。</p></div><div><h3>入金即送</h3><p>首次入金 HK$50,000 以上額外贈送 20% 贈金，可直接交易。</p></div></div></div>
<div class="t"><div class="container"><h3>客戶見證</h3><p>「跟林 Sir 做咗三個月，本金 20 萬而家已經有 68 萬。」— 陳小姐，觀塘</p><p>「出金要先交保證金同個人所得稅，交咗之後好快到賬。」— 黃先生，荃灣</p></div></div>
${footer(['恒昇金業有限公司 版權所有 © 2024', '風險披露：貴金屬交易涉及風險。'], '#2a0b0b', '#c9a')}
<script>setInterval(function(){var g=document.getElementById('g');g.textContent=(2338+Math.random()*4).toFixed(2)},1800)</script>`,
    }),
    routes: { 'www.hkgold-cgse-vip.com/download/hsgold.apk': redirectRoute(302, 'https://www.hkgold-cgse-vip.com/tc/') },
  },
  {
    id: 'yq-sg-whatsapp-stock-group-ai',
    label: 'scam',
    kind: 'investment-scam',
    url: 'https://sg-ai-stockclub.com/join',
    body: doc({
      title: '新加坡华人 AI 选股交流群 | Join Free',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#f7f9fc') +
        `.w{max-width:620px;margin:0 auto;padding:24px 18px}
.badge{display:inline-block;background:#e9f7ef;color:#11804b;border-radius:12px;padding:2px 10px;font-size:12px}
.prof{display:flex;gap:14px;align-items:center;background:#fff;border-radius:10px;padding:16px;margin:16px 0}
.prof .av{width:64px;height:64px;border-radius:50%;background:#c9d6ea}
.wa{display:block;background:#25d366;color:#fff;text-align:center;border-radius:8px;padding:14px;font-size:17px}
.pf{background:#fff;border-radius:10px;padding:14px;margin:12px 0}
table{width:100%;font-size:13px;border-collapse:collapse}td{padding:6px;border-bottom:1px solid #f0f0f0}.up{color:#d4380d}`,
      body: `<div class="w">
<span class="badge">As featured on The Straits Times · 联合早报</span>
<h1 style="margin:10px 0">免费加入 · 每日3只AI潜力股</h1>
<p>由前淡马锡基金经理 <b>Dr. Lim Wei Ming</b> 主持的华人投资交流群，使用自主研发 AI 模型，<b>上月平均回报 +46.8%</b>。</p>
<div class="prof"><div class="av"></div><div><b>Dr. Lim Wei Ming 林伟明</b><br><span class="hint">CFA · NUS 金融博士 · 20 年美股/港股经验</span></div></div>
<div class="pf"><b>本周群内推荐成绩</b><table><tr><td>NVDA</td><td class="up">+18.2%</td><td>SMCI</td><td class="up">+31.5%</td></tr><tr><td>0700.HK</td><td class="up">+9.4%</td><td>D05.SI</td><td class="up">+6.1%</td></tr></table></div>
<p>⚠ 名额有限：本期仅剩 <b id="n">17</b> 个名额。入群后助理会协助你下载机构专用交易 App「<b>Apex Pro</b>」，参与内部新股认购（IPO 配售）。</p>
<a class="wa" href="https://wa.me/6588142207?text=I%20want%20to%20join%20the%20AI%20stock%20group">WhatsApp 联系助理 Ms Tan 免费入群</a>
<p class="hint" style="margin-top:20px">*本群不收取任何费用。投资有风险。</p>
</div>
<script>var n=17;setInterval(function(){if(n>3)document.getElementById('n').textContent=--n},9000)</script>`,
    }),
  },
];
