import type { Entry } from '../entry.js';
import { shell, baseCss, mark } from '../parts/xd-kit.js';

export const entries: Entry[] = [
{
  id: 'xd-quantum-ai-register-lead',
  label: 'scam',
  kind: 'investment-crypto-celebrity-scam',
  url: 'https://quantum-ai-au.trade/register',
  body: shell(
    'Quantum AI – Official Site Australia',
    `<div style="background:#0b1020;color:#fff;min-height:100vh;font-family:Arial">
 <div style="background:#c62828;text-align:center;padding:8px">⚠ Only <b id="spots">17</b> places left for Australian residents today</div>
 <div style="max-width:980px;margin:0 auto;padding:28px;display:flex;gap:32px;flex-wrap:wrap">
  <div style="flex:1.3;min-width:280px">
   <h1 style="font-size:38px">Quantum AI — the trading app making ordinary Australians wealthy</h1>
   <p>Our AI executes thousands of trades per second in Bitcoin, Ethereum and ASX-listed stocks with <b>99.4% accuracy</b>. Average members earn <b>$1,800 per day</b>.</p>
   <p>As seen on: Sunrise · The Project · 7NEWS · Shark Tank</p>
   <div style="background:#141b33;padding:14px;border-radius:6px;font-size:14px" id="ticker">Lachlan from Wollongong just withdrew $3,420</div>
  </div>
  <form id="reg" style="flex:1;background:#fff;color:#111;padding:22px;border-radius:8px;min-width:260px">
   <h2 style="margin-top:0">Start now</h2>
   <input name="first_name" placeholder="First name" required><br><br>
   <input name="last_name" placeholder="Last name" required><br><br>
   <input name="email" type="email" placeholder="Email" required><br><br>
   <div style="display:flex;gap:6px"><select name="cc" style="width:90px"><option>+61</option><option>+64</option></select><input name="phone" type="tel" placeholder="Phone" required></div><br>
   <button style="width:100%;background:#2e7d32">REGISTER NOW</button>
   <p class="muted">Minimum deposit $250. Your personal account manager will call you to activate your account.</p>
  </form>
 </div>
</div>
<script>
var names = ['Lachlan from Wollongong just withdrew $3,420', 'Mia from Hobart just earned $1,190', 'Hemi from Rotorua just withdrew NZ$2,870', 'Priya from Parramatta just deposited $250'];
var i = 0; setInterval(function () { document.getElementById('ticker').textContent = names[++i % names.length]; var s = document.getElementById('spots'); if (+s.textContent > 3) s.textContent = +s.textContent - 1; }, 4000);
document.getElementById('reg').onsubmit = function (e) {
  e.preventDefault();
  var d = Object.fromEntries(new FormData(this)); d.aff = new URLSearchParams(location.search).get('aff'); d.sub = new URLSearchParams(location.search).get('sub'); d.country = d.cc === '+64' ? 'NZ' : 'AU';
  fetch('https://trk.leadpush-crm.io/api/v3/leads', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'qa_51fd2e9c0b8a' }, body: JSON.stringify(d) })
    .finally(function () { location.href = '/thank-you?deposit=250'; });
};
</script>`,
    { css: 'input,select{padding:12px;border:1px solid #bbb;border-radius:4px;font-size:16px;width:100%}button{padding:14px;color:#fff;border:0;border-radius:4px;font-size:18px;font-weight:700}.muted{font-size:12px;color:#666}' },
  ),
},
{
  id: 'xd-chinese-stock-club-whatsapp',
  label: 'scam',
  kind: 'investment-group-scam',
  url: 'https://aozhou-huaren-touzi.club/join',
  body: shell(
    '澳洲华人投资交流群 · 张教授免费荐股',
    `<div style="max-width:520px;margin:0 auto;padding:20px;font-family:'PingFang SC','Microsoft YaHei',Arial">
 <h1 style="font-size:24px;color:#b71c1c">澳洲华人投资交流群</h1>
 <p>著名财经教授<b>张立明</b>带队，每日免费分享澳股(ASX)与美股牛股，<b>上月学员平均收益 38%</b>。</p>
 <ul>
  <li>每天盘前推送 1–2 只潜力股</li>
  <li>机构内部“打新”名额，仅限群成员</li>
  <li>使用专属 App <b>“CMA-Pro”</b> 操作，资金由机构托管，安全有保障</li>
 </ul>
 <p style="background:#fff3e0;padding:10px;border-radius:6px">🎁 今日前 50 名入群送《2025 澳股掘金手册》</p>
 <form id="j">
  <label>您的称呼</label><input name="name" required>
  <label>手机号 (WhatsApp)</label><input name="wa" type="tel" placeholder="+61 4xx xxx xxx" required>
  <label>可投资金额</label><select name="amt"><option>1万–5万澳元</option><option>5万–20万澳元</option><option>20万澳元以上</option></select>
  <button style="margin-top:14px;width:100%;background:#25d366">加入 WhatsApp 群</button>
 </form>
 <p class="muted">投资有风险，入市需谨慎。本群仅供学习交流。</p>
</div>
<script>
document.getElementById('j').onsubmit = function (e) {
  e.preventDefault();
  fetch('/api/join', { method: 'POST', body: new FormData(this) }).finally(function () {
    location.href = 'https://chat.whatsapp.com/Fq2Lx8Vd0aM3zR7kQpT1Yb';
  });
};
</script>`,
    { lang: 'zh-CN', css: baseCss('#b71c1c') + 'body{background:#fff}' },
  ),
},
{
  id: 'xd-crypto-recovery-asic-licensed',
  label: 'scam',
  kind: 'recovery-scam',
  url: 'https://cryptorecovery-australia.com/case-assessment',
  body: shell(
    'Crypto Recovery Australia | Licensed Fund Recovery Specialists',
    `<header class="top" style="background:#102a43;color:#fff"><b>CRYPTO RECOVERY AUSTRALIA</b><span style="margin-left:auto">${mark.shield(22)} ASIC Registered · AFCA Member</span></header>
<main style="max-width:760px">
 <h1 style="font-size:28px">Lost money to an online investment scam? We get it back.</h1>
 <p>Our team of blockchain forensic investigators and former AFP officers has recovered <b>$14.2 million</b> for Australian and New Zealand victims. We work with banks, exchanges and law enforcement under a <b>court-issued recovery order</b>.</p>
 <ol><li>Free case assessment</li><li>Blockchain tracing report within 48 hours</li><li>Recovery of funds to your bank account — success rate 96%</li></ol>
 <form id="case">
  <label>Name</label><input name="name" required>
  <label>Email</label><input name="email" type="email" required>
  <label>Phone</label><input name="phone" type="tel" required>
  <label>Amount lost (AUD)</label><input name="lost" type="number" required>
  <label>Name of the platform that scammed you</label><input name="platform">
  <label>Wallet addresses / transaction IDs</label><textarea name="tx" rows="3" style="width:100%"></textarea>
  <button style="margin-top:12px;background:#102a43">Start my free assessment</button>
 </form>
 <p class="muted">Once your case is approved, a once-off legal filing fee of 8% of the recoverable amount is payable in USDT (TRC-20) to our escrow wallet <b>TQ7mYbB8Lc1D2nJ5rFv3WsKxEeP9aHh4Uo</b> before the recovery order is lodged.</p>
</main>
<script>document.getElementById('case').onsubmit = function (e) { e.preventDefault(); fetch('/api/case', { method: 'POST', body: new FormData(this) }); this.innerHTML = '<p><b>Thank you.</b> Case officer Det. Sgt (Ret.) Mark Davies will contact you within 2 hours.</p>'; };</script>`,
    { css: baseCss('#102a43') },
  ),
},
{
  id: 'xd-remote-job-recruiter-telegram',
  label: 'scam',
  kind: 'job-task-scam',
  url: 'https://flexiwork-au-careers.pages.dev/apply',
  body: shell(
    'Remote part-time job – $300 to $900 per day – Apply now',
    `<main style="max-width:620px">
 <p style="font-size:12px;color:#888">Posted 2 hours ago · Work from home · Australia &amp; New Zealand</p>
 <h1 style="font-size:26px">Online Data Optimisation Assistant (part-time, flexible)</h1>
 <p>Our company partners with leading e-commerce platforms to improve product visibility. You will complete simple tasks on your phone — about 60–90 minutes a day.</p>
 <ul><li>Pay: <b>$300 – $900 per day</b>, paid daily</li><li>No experience required, training provided</li><li>Must be 23+ and an Australian or NZ resident</li></ul>
 <form id="ap">
  <label>Name</label><input name="name" required>
  <label>Age</label><input name="age" type="number" required>
  <label>Mobile (WhatsApp)</label><input name="mob" type="tel" required>
  <button style="margin-top:14px;background:#0a66c2">Apply</button>
 </form>
 <p class="muted">After applying, our HR assistant will contact you on WhatsApp or Telegram (@FlexiWork_HR_Emma) to arrange your training account.</p>
</main>
<script>
document.getElementById('ap').onsubmit = function (e) {
  e.preventDefault();
  var t = Object.fromEntries(new FormData(this));
  location.href = 'https://t.me/FlexiWork_HR_Emma?start=' + btoa(t.name + '|' + t.mob).replace(/=/g, '');
};
</script>`,
    { css: baseCss('#0a66c2') },
  ),
},
];
