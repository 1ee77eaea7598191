import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, footer, cookieBar, esc } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/e-bin.js';

const articleCss = (font: string): string =>
  baseCss(font, '#fff') +
  `article{max-width:760px;margin:30px auto;padding:0 20px;font-size:16px;line-height:1.9}
article h1{font-size:28px;line-height:1.4}article h2{font-size:21px;margin-top:32px}
blockquote{margin:14px 0;padding:10px 16px;background:#f7f7f7;border-left:4px solid #c00;color:#444}
pre{background:#1e1e1e;color:#dcdcdc;padding:14px;border-radius:6px;overflow:auto;font-size:13px;line-height:1.5}
code{font-family:Consolas,Menlo,monospace}
.meta{color:#888;font-size:13px}
table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #ddd;padding:6px 8px;text-align:left}`;

export const entries: Entry[] = [
  {
    id: 'yq-clean-cyberdefender-task-scam-article',
    label: 'clean',
    kind: 'anti-fraud-article',
    url: 'https://cyberdefender.hk/zh-hk/task-scam-2024/',
    body: doc({
      title: '「點讚賺錢」？小心網上求職騙案 | 守網者 CyberDefender',
      css: articleCss(fontTC) + `.hd{background:#0d2c54;color:#fff;padding:14px 0}`,
      body: `<div class="hd"><div class="container"><b>守網者 CyberDefender</b>　香港警務處網絡安全及科技罪案調查科</div></div>
<article><h1>「點讚賺錢」？小心網上求職騙案</h1><p class="meta">2024 年 3 月 28 日</p>
<p>近期有騙徒透過 WhatsApp、Telegram 及社交平台招聘「兼職」，聲稱只需為 YouTube 影片點讚、為網店商品「刷單」即可賺取佣金。以下是受害人收到的真實訊息：</p>
<blockquote>「你好，我係 XX 數碼營銷公司 HR，我哋而家招聘兼職，幫 YouTube 影片點讚，每個讚 HK$10，日賺 HK$800-3000，有興趣可以 WhatsApp 我。」</blockquote>
<blockquote>「你已完成 3 個試工任務，升級 VIP 組員後可以參加預付任務，回報 30%。今次係聯單，要完成晒先可以提款。」</blockquote>
<h2>騙案手法</h2><ol><li>先發放小額佣金（HK$30–100）取得信任；</li><li>以「預付任務」、「聯單」、「VIP 升級」為由，要求受害人轉賬至不同個人戶口；</li><li>當受害人要求提款，即以「操作錯誤需繳付罰款」、「帳戶凍結需交解凍費」等藉口繼續索款。</li></ol>
<h2>防騙貼士</h2><ul><li>正當僱主不會要求求職者先付款或「墊支」。</li><li>如有懷疑，可使用「防騙視伏器」查核電話號碼、網址或收款帳戶。</li><li>如已轉賬，請立即致電「防騙易」熱線 18222。</li></ul>
<p>延伸閱讀：<a href="https://cyberdefender.hk/scameter/">防騙視伏器 Scameter</a></p></article>`,
    }),
  },
  {
    id: 'yq-clean-drainer-approve-explainer-tc',
    label: 'clean',
    kind: 'security-blog',
    url: 'https://blog.web3-anquan.hk/posts/approve-drainer-explained',
    body: doc({
      title: '為什麼一個「簽名」就能清空錢包？拆解 approve 及 Permit2 釣魚 | Web3 安全筆記',
      css: articleCss(fontTC),
      body: `<article><h1>為什麼一個「簽名」就能清空錢包？拆解 approve 及 Permit2 釣魚</h1><p class="meta">2024-04-02 · 阿 Ken</p>
<p>上週有讀者問：「我只係撳咗『領取空投』，錢包嘅 USDT 就無咗，點解？」答案通常係 <b>無限額授權</b>。ERC-20 的 <code>approve(spender, amount)</code> 讓第三方地址可以代你轉走代幣，而釣魚網站會把 amount 設為最大值：</p>
<pre><code>// 釣魚頁面常見寫法（只作說明）
const data = '0x095ea7b3'            // approve(address,uint256)
  + attacker.slice(2).padStart(64, '0')
  + 'f'.repeat(64);                  // 2^256-1 無限額
await ethereum.request({ method: 'eth_sendTransaction',
  params: [{ from: me, to: USDT, data }] });</code></pre>
<p>Permit2 更隱蔽：它只需要你簽一個 <code>eth_signTypedData_v4</code> 訊息，不用付 Gas，錢包畫面只顯示一堆欄位，很多人看不懂就按了「簽名」。</p>
<h2>點樣自保</h2><ul><li>用錢包內建或 revoke.cash 之類的工具定期檢查及撤銷授權；</li><li>任何要你輸入<b>助記詞</b>或<b>私鑰</b>嘅「升級」「檢測」頁面都係詐騙；</li><li>看清楚簽名內容中的 spender、amount 及 deadline。</li></ul></article>`,
    }),
  },
  {
    id: 'yq-clean-scameter-search-hk',
    label: 'clean',
    kind: 'anti-fraud-tool',
    url: 'https://cyberdefender.hk/scameter/',
    body: doc({
      title: '防騙視伏器 Scameter | 守網者',
      css:
        baseCss(fontTC, '#f4f7fb') +
        `.hd{background:#0d2c54;color:#fff;padding:14px 0}.w{max-width:720px;margin:30px auto;background:#fff;border-radius:10px;padding:28px}
.sb{display:flex;gap:8px}.sb select{flex:0 0 140px}.sb input{flex:1}
.go{background:#f28c00;color:#fff;height:42px;padding:0 24px}
#res{margin-top:18px;padding:14px;border-radius:6px;display:none}`,
      body: `<div class="hd"><div class="container"><b>守網者 CyberDefender</b></div></div>
<div class="w"><h1 style="margin-top:0">防騙視伏器</h1><p>輸入可疑的平台帳戶名稱、收款帳戶、電話號碼、電郵地址或網址，評估詐騙及網絡安全風險。</p>
<form id="sf" class="sb"><select name="type" class="field"><option value="url">網址</option><option value="phone">電話號碼</option><option value="bank">銀行帳戶</option><option value="fps">轉數快 ID</option><option value="email">電郵</option></select><input name="q" placeholder="例如 https://example.com" required style="height:42px;border:1px solid #ccc;border-radius:4px;padding:0 10px"><button class="btn go">搜尋</button></form>
<div id="res"></div>
<p class="hint" style="margin-top:20px">搜尋結果只供參考。如懷疑受騙，請致電「防騙易」熱線 18222。</p></div>
<script>document.getElementById('sf').onsubmit=function(e){e.preventDefault();var f=this;fetch('/scameter/api/search?type='+f.type.value+'&q='+encodeURIComponent(f.q.value)).then(function(r){return r.json()}).then(function(j){var r=document.getElementById('res');r.style.display='block';r.style.background=j.risk==='high'?'#fdecea':'#eef7ee';r.textContent=j.risk==='high'?'高危！此項目曾被舉報涉及詐騙 ('+j.reports+' 宗舉報)':'暫未發現相關舉報，但仍請保持警覺。';});};</script>`,
    }),
    routes: { 'cyberdefender.hk/scameter/api/search': jsonRoute({ risk: 'high', reports: 37 }) },
  },
];
