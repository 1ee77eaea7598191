import { type Entry } from '../entry.js';
import { doc, b64 } from '../parts/xa-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

/**
 * Part-time task jobs (YouTube likes, hotel reviews, "merchant" prepaid tasks) and investment traps (VIP
 * stock-tip groups, "institutional account" IPO apps, USDT robots) as reported to the 1930 helpline.
 */
export const entries: Entry[] = [
{
  id: 'xa-merchant-prepaid-task-dashboard-frozen',
  label: 'scam',
  kind: 'task-job-scam',
  url: 'https://amzmerchant-task.vip/h5/#/task',
  body: doc({
    title: 'Merchant Task Center',
    css: `body{margin:0;font-family:Arial;background:#101828;color:#fff}.top{padding:14px;display:flex;justify-content:space-between;align-items:center;background:#182235}.bal{margin:12px;background:linear-gradient(135deg,#f59e0b,#ef4444);border-radius:14px;padding:16px}.bal b{font-size:30px;display:block}.fr{background:#7f1d1d;margin:12px;padding:12px;border-radius:10px;font-size:14px}.t{background:#1f2a44;margin:12px;padding:14px;border-radius:12px}.t .r{display:flex;justify-content:space-between;font-size:14px;margin:4px 0}.btn{display:block;background:#22c55e;color:#fff;text-align:center;padding:13px;border-radius:10px;text-decoration:none;margin-top:10px;border:0;width:100%;font-size:16px}.pay{background:#fff;color:#111;margin:12px;padding:14px;border-radius:12px;display:none}.pay code{background:#eee;padding:2px 6px}`,
    body: `<div class="top"><b>🛒 Merchant Task Center</b><span style="font-size:12px">VIP 2 · ID 884213</span></div>
<div class="bal">Account Balance<b>₹18,450.00</b>Today's commission: ₹2,310 · Tasks 11/30</div>
<div class="fr">⚠ Your account has received a <b>Combination Task (Prepaid)</b>. Balance withdrawal is frozen until this task is completed. Combination tasks give 30% commission.</div>
<div class="t"><div class="r"><span>Task #12 · Combination order</span><span style="color:#facc15">Prepaid</span></div><div class="r"><span>Order amount</span><span>₹12,000</span></div><div class="r"><span>Commission (30%)</span><span style="color:#22c55e">+₹3,600</span></div><div class="r"><span>Return after completion</span><span>₹15,600 + ₹18,450</span></div><div class="r"><span>Time left</span><span id="cd">29:59</span></div><button class="btn" id="rc">Recharge &amp; Complete Task</button></div>
<div class="pay" id="py"><b>Recharge ₹12,000</b><p>Pay to the current receiving account (changes every 30 minutes):</p><p>UPI: <code>merchanttask.pay7@ibl</code><br>Bank: IDFC FIRST · A/c 10148823090 · IFSC IDFB0080211 · Name: SRI BALAJI TRADING CO</p><label>UTR number</label><input id="utr" style="width:100%;padding:10px;box-sizing:border-box"><button class="btn" id="sub">Submit UTR</button><p style="font-size:12px">Contact your reception teacher on Telegram @Merchant_Reception_Riya if the payment is not credited.</p></div>
<script>
var left=1799;setInterval(function(){left--;cd.textContent=Math.floor(left/60)+':'+('0'+left%60).slice(-2)},1000);
rc.onclick=function(){py.style.display='block';py.scrollIntoView()};
sub.onclick=function(){fetch('/api/recharge/utr',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({uid:884213,task:12,amount:12000,utr:utr.value})}).then(function(r){return r.json()}).then(function(j){alert(j.msg)})};
</script>`,
  }),
  routes: { 'amzmerchant-task.vip/api/recharge/utr': jsonRoute({ code: 1, msg: 'Submitted. Credit in 10 minutes. Next task: Task #13 Combination ₹28,000' }) },
},
{
  id: 'xa-institutional-account-ipo-allotment-app',
  label: 'scam',
  kind: 'fake-trading-app',
  url: 'https://smcinst-vip.com/web/#/login',
  body: doc({
    title: 'SMC Institutional Trading | VIP',
    css: `body{margin:0;font-family:'Segoe UI',Arial;background:#0b1e3f;color:#fff}.w{max-width:420px;margin:auto;padding:18px}.lg{text-align:center;padding:20px 0}.lg b{font-size:26px;color:#38bdf8}.card{background:#13294f;border-radius:14px;padding:16px;margin:12px 0}.ipo{display:flex;justify-content:space-between;border-bottom:1px solid #23406e;padding:8px 0;font-size:14px}.g{color:#4ade80}input{width:100%;box-sizing:border-box;padding:12px;border-radius:8px;border:0;margin:6px 0}button{width:100%;background:#38bdf8;color:#012;border:0;padding:13px;border-radius:8px;font-weight:bold;margin-top:8px}.sm{font-size:11px;color:#9fb3d1}`,
    body: `<div class="w"><div class="lg"><b>SMC INSTITUTIONAL</b><div class="sm">SEBI Reg. No. INZ000199438 · Institutional Account (QIB) Channel</div></div>
<div class="card"><b>Institutional IPO Quota – 100% Allotment</b><div class="ipo"><span>Hyundai Motor India</span><span class="g">Allotted ✓ +28%</span></div><div class="ipo"><span>Bajaj Housing Finance</span><span class="g">Allotted ✓ +114%</span></div><div class="ipo"><span>Waaree Energies</span><span class="g">Allotted ✓ +69%</span></div><div class="ipo"><span>OTC Block Deal – ICICI Pru</span><span class="g">-18% discount</span></div></div>
<div class="card"><form id="lf"><input name="phone" placeholder="Mobile number"><input name="pwd" type="password" placeholder="Password"><input name="code" placeholder="Institutional invitation code (from mentor)"><button>Login</button></form><p class="sm">New member? Your mentor Prof. Rajeev Mehta's assistant will open your institutional account. Min. deposit ₹50,000. Deposits via company receiving accounts only (shared by customer service).</p></div>
<div class="card" id="wd" style="display:none"><b>Withdraw</b><p>Available profit: ₹8,42,600</p><p class="sm">Withdrawal requires payment of 20% capital gains service fee (₹1,68,520) and risk deposit. Pay to the SEBI escrow channel provided by customer service.</p></div></div>
<script>lf.onsubmit=function(e){e.preventDefault();fetch('/api/v1/user/login',{method:'POST',body:new FormData(lf)}).then(function(r){return r.json()}).then(function(j){if(j.ok){lf.parentNode.style.display='none';wd.style.display='block'}})}</script>`,
  }),
  routes: { 'smcinst-vip.com/api/v1/user/login': jsonRoute({ ok: true, vip: 3, service: 'https://t.me/SMC_Inst_Service_07' }) },
},
{
  id: 'xa-usdt-quant-robot-daily-return',
  label: 'scam',
  kind: 'crypto-investment-scam',
  url: 'https://usdt-quantai.cc/index.html#/home',
  body: doc({
    title: 'QuantAI – USDT Smart Trading Robot',
    css: `body{margin:0;background:#050b18;color:#e6f0ff;font-family:Arial}.b{padding:18px;text-align:center;background:radial-gradient(circle at top,#1e3a8a,#050b18)}.b h1{font-size:24px;margin:4px}.pl{display:grid;grid-template-columns:1fr 1fr;gap:10px;padding:14px}.pl div{background:#0f1b33;border:1px solid #1e40af;border-radius:12px;padding:12px;text-align:center}.pl b{color:#facc15;font-size:20px;display:block}.dp{background:#0f1b33;margin:14px;padding:14px;border-radius:12px;font-size:14px}code{display:block;background:#000;padding:8px;word-break:break-all;color:#4ade80;margin:6px 0}.inv{margin:14px;font-size:13px;background:#111c36;padding:12px;border-radius:10px}`,
    body: `<div class="b"><h1>🤖 QuantAI USDT Robot</h1><p>Roz 3.5% – 6% guaranteed return · Auto quantitative trading on Binance &amp; OKX</p></div>
<div class="pl"><div>VIP1<b>3.5%/day</b>50 – 499 USDT</div><div>VIP2<b>4.2%/day</b>500 – 1,999 USDT</div><div>VIP3<b>5.0%/day</b>2,000 – 9,999 USDT</div><div>VIP4<b>6.0%/day</b>10,000+ USDT</div></div>
<div class="dp"><b>Deposit (TRC20 only)</b><code id="ad"></code>Minimum 50 USDT. Credit after 1 confirmation. Withdrawal fee 10%, min. withdrawal after 30 days lock.</div>
<div class="inv"><b>Team rewards</b>: Level 1 – 12%, Level 2 – 5%, Level 3 – 2% of friends' deposits. Apne doston ko invite karo aur passive income kamao! Hindi support: <a style="color:#60a5fa" href="https://t.me/QuantAI_India_Support">@QuantAI_India_Support</a></div>
<script>ad.textContent=atob('${b64('TQ7ex1pBfV1Yq3M8LHt2Zs9wRk4GcdJu5E')}')</script>`,
  }),
},
];
