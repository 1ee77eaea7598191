import type { Entry } from '../entry.js';
import { doc, gtagStub, pixelStub, logoRoutes, cookieBar, countdown, purchaseToasts, footer, floatChat, reviews, jsRoute, jsonRoute } from '../parts/k-parts.js';

const darkCss = `body{margin:0;background:#0b1020;color:#e6e9f2;font-family:Inter,Segoe UI,Arial,sans-serif}a{color:#5fd3ff}header{display:flex;justify-content:space-between;align-items:center;padding:16px 36px;border-bottom:1px solid #1d2540}header nav a{margin-left:22px;color:#c9d1e8;text-decoration:none}.hero{text-align:center;padding:60px 20px}.hero h1{font-size:40px;margin:0 0 12px}.cta{background:linear-gradient(90deg,#00c6ff,#0072ff);color:#fff;border:0;border-radius:30px;padding:14px 34px;font-size:17px;text-decoration:none;display:inline-block;cursor:pointer}.plans{display:flex;gap:20px;justify-content:center;flex-wrap:wrap;padding:20px}.plan{background:#131a33;border:1px solid #243056;border-radius:14px;padding:24px;width:230px;text-align:center}.plan b{font-size:28px;color:#38f28f}section{max-width:1000px;margin:0 auto;padding:24px}.reviews blockquote{background:#131a33;border-radius:10px;padding:12px 16px;margin:10px 0}input{padding:12px;border-radius:8px;border:1px solid #2b365e;background:#0f1630;color:#fff;width:100%;box-sizing:border-box;margin:6px 0}`;
const lightCss = `body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;background:#fff}header{display:flex;justify-content:space-between;align-items:center;padding:14px 32px;border-bottom:1px solid #ddd}header a{margin-left:18px;color:#222;text-decoration:none;font-size:14px}section,main{max-width:980px;margin:0 auto;padding:20px}.risk{background:#fff4d6;border:1px solid #f0c36d;padding:10px 16px;font-size:13px}.btn{background:#00695c;color:#fff;padding:11px 20px;border-radius:4px;text-decoration:none;display:inline-block}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left}`;

export const entries: Entry[] = [
  {
  id: 'k-scam-pig-butchering-mentor-zh',
  label: 'scam',
  kind: 'pig-butchering',
  url: 'https://www.huaying-mentor-club.com/vip/',
  body: doc({
    title: '华盈财富俱乐部 – 导师带单 稳赚不赔',
    lang: 'zh-CN',
    css: lightCss + `.hero{background:linear-gradient(135deg,#b71c1c,#e53935);color:#fff;padding:40px;text-align:center}.hero h1{font-size:34px}.mentor{display:flex;gap:20px;align-items:center}.av{width:90px;height:90px;border-radius:50%;background:#ddd}`,
    body: `<header><strong>华盈财富俱乐部</strong><nav><a href="#">导师介绍</a><a href="#">学员收益</a><a href="#">加入我们</a></nav></header>
<div class="hero"><h1>跟着陈老师，每天稳定收益 5%–15%</h1><p>前华尔街量化交易员亲自带单 · 内部数据 · 只做高胜率机会</p></div>
<section class="mentor"><div class="av"></div><div><h2>陈嘉怡 老师</h2><p>毕业于哥伦比亚大学金融工程，曾任职于纽约某顶级对冲基金。现在回馈华人社区，免费带学员做数字货币合约。每天晚上8点在群里发布交易信号，学员只需跟单操作。</p></div></section>
<section><h2>学员收益截图</h2><p>王先生（温哥华）：本周盈利 $23,840 · 李女士（悉尼）：本月盈利 $61,200 · 张先生（伦敦）：首次跟单 +38%</p>
<h2>如何加入</h2><ol><li>添加助理微信或 WhatsApp，领取入群名额（每期限 50 人）</li><li>在老师指定的平台 <b>CoinVaultPro</b> 注册账户（请勿使用其他交易所，信号只适用于该平台）</li><li>充值 USDT 后即可跟单，建议起步资金 1 万美元以上以获得 VIP 信号</li></ol>
<p style="color:#b71c1c"><b>温馨提示：</b>平台提现需先缴纳 20% 的个人所得税及保证金，这是为了符合美国税务规定。</p>
<p>助理 Lily：WhatsApp <a href="https://wa.me/14155550182">+1 415 555 0182</a> · Telegram <a href="https://t.me/lily_huaying">@lily_huaying</a></p></section>
${floatChat('https://t.me/lily_huaying', '添加助理 · 领取名额', '#e53935')}`,
  }),
},
  {
  id: 'k-scam-crypto-giveaway-send-double',
  label: 'scam',
  kind: 'crypto-giveaway',
  url: 'https://event-ethereum-foundation.live/giveaway',
  body: doc({
    title: 'Vitalik Buterin – 5,000 ETH Giveaway Event – Official',
    css: darkCss + `.addr{background:#131a33;border:1px dashed #5fd3ff;padding:14px;font-family:monospace;font-size:18px;word-break:break-all}.tx td{padding:6px 10px;font-family:monospace;font-size:13px}`,
    body: `<header><strong>⟠ ETH Community Event</strong><nav><a href="#">Rules</a><a href="#">Transactions</a></nav></header>
<div class="hero"><h1>Vitalik Buterin is giving away 5,000 ETH!</h1><p>To celebrate the Pectra upgrade, we are giving back to the community. Send between <b>0.1 and 50 ETH</b> to the address below and receive <b>DOUBLE</b> back instantly. Only one participation per wallet!</p></div>
<section><h2>Participation rules</h2><ol><li>Send 0.1–50 ETH to the contribution address</li><li>Within 10 minutes you will receive 2× the amount back to the address you sent from</li><li>Example: send 1 ETH → receive 2 ETH; send 10 ETH → receive 20 ETH</li></ol>
<div class="addr" id="addr">0x7a3F9c1E5b02D6a48e9F3C1d7B5a0E2f4C6d8B91</div><button class="cta" style="margin-top:10px" onclick="navigator.clipboard&&navigator.clipboard.writeText(document.getElementById('addr').textContent);this.textContent='Copied!'">Copy address</button>
<p>Remaining: <b id="left">3,118.42 ETH</b> · Event ends in <b id="cd"></b></p>
<h3>Latest transactions</h3><table class="tx" id="tx"></table></section>
<script>var left=3118.42,t=document.getElementById('tx');setInterval(function(){var a=(Math.random()*8+0.2).toFixed(2);left-=a*1;document.getElementById('left').textContent=left.toFixed(2)+' ETH';var r=t.insertRow(0);r.innerHTML='<td>0x'+Math.random().toString(16).slice(2,10)+'…</td><td>IN '+a+' ETH</td><td style=color:#38f28f>OUT '+(a*2).toFixed(2)+' ETH</td>';if(t.rows.length>8)t.deleteRow(8)},1800);</script>
${countdown('cd', 37 * 60)}`,
  }),
},
  {
  id: 'k-clean-regulator-warning-list-nl',
  label: 'clean',
  kind: 'consumer-protection',
  url: 'https://www.beleggerswaakhond.nl/waarschuwingen/onvergunde-partijen',
  body: doc({
    title: 'Waarschuwingslijst onvergunde beleggingspartijen | Beleggerswaakhond',
    lang: 'nl',
    css: lightCss.replace(/#00695c/g, '#0b5394'),
    body: `<header><strong>Beleggerswaakhond</strong><nav><a href="#">Waarschuwingen</a><a href="#">Melden</a><a href="#">Tips</a><a href="#">Over ons</a></nav></header>
<main>
<h1>Waarschuwingen: partijen zonder vergunning</h1>
<p>De onderstaande partijen bieden beleggingsdiensten aan in Nederland zonder de vereiste vergunning. Herkenbare kenmerken: gegarandeerd hoge rendementen, druk om snel te storten, betalen in crypto, en "belasting" of "kosten" die u eerst moet betalen voordat u geld kunt opnemen.</p>
<table><tr><th>Naam</th><th>Website</th><th>Datum</th></tr><tr><td>BitPrime Capital</td><td>bitprime-capital.io</td><td>12-01-2026</td></tr><tr><td>Quantum Edge AI</td><td>quantumedge-ai-trader.com</td><td>08-01-2026</td></tr><tr><td>ProfitKing FX</td><td>profitkingfx-india.com</td><td>19-12-2025</td></tr><tr><td>AssetRetrieve Legal (herstelfraude)</td><td>assetretrieve-legal.com</td><td>02-12-2025</td></tr></table>
<h2>Wat kunt u doen?</h2><p>Controleer altijd het register voordat u belegt. Stort geen extra geld om uw "winst" vrij te krijgen. Bent u slachtoffer? Doe aangifte bij de politie en neem contact op met uw bank. Fraudehelpdesk: 088 786 73 72 (gratis advies).</p>
</main>
${footer({ Contact: ['Melden', 'Pers', 'Privacy'] }, '© 2026 Stichting Beleggerswaakhond')}`,
  }),
},
];
