import { htmlRoute, type Entry } from '../entry.js';
import { CSS, LOGO, doc, jsonR, naira, wa } from '../parts/yv-kit.js';

const miningApp = `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,user-scalable=no"><title>USDTMine Pro</title>
<style>${CSS.reset}body{background:#0b1426;color:#e8eefc}.t{display:flex;justify-content:space-between;padding:14px}.bal{margin:10px 14px;background:linear-gradient(135deg,#26a17b,#0f5e48);border-radius:16px;padding:18px}.bal b{font-size:30px}.vip{margin:10px 14px;display:grid;grid-template-columns:1fr 1fr;gap:10px}.vip div{background:#16213a;border-radius:12px;padding:12px;font-size:13px}.vip b{color:#26a17b}.dep{margin:14px;background:#16213a;border-radius:12px;padding:14px;font-size:13px}code{word-break:break-all;color:#ffd54f}.nav{position:fixed;bottom:0;left:0;right:0;background:#101a30;display:flex;justify-content:space-around;padding:10px;font-size:12px}.mine{display:block;margin:14px;background:#26a17b;color:#fff;border:0;border-radius:30px;padding:14px;width:calc(100% - 28px);font-size:16px}</style></head><body>
<div class="t"><span>${LOGO.tether.replace('width="40" height="40"', 'width="24" height="24"')} USDTMine Pro</span><span>&#128276;</span></div>
<div class="bal">Total assets (USDT)<br><b id="bal">0.00</b><br><small>Today's mining income: <span id="inc">0.000000</span></small></div>
<button class="mine" id="m">&#9889; Start cloud mining</button>
<div class="vip"><div>VIP1 &middot; deposit 30 USDT<br>daily <b>3.2%</b></div><div>VIP2 &middot; deposit 300 USDT<br>daily <b>4.5%</b></div><div>VIP3 &middot; deposit 1,000 USDT<br>daily <b>6%</b></div><div>VIP4 &middot; deposit 5,000 USDT<br>daily <b>8.8%</b></div></div>
<div class="dep"><b>Recharge (TRC20 only)</b><br>Your exclusive deposit address:<br><code>TUjx6w55t3nE9vF5b5Vk7tWCYuz6rV1hCB</code><br>Minimum recharge 30 USDT. Withdrawal fee 10%. Withdrawals processed in 24h after reaching VIP2.<br>Invite friends: level 1 12%, level 2 3%, level 3 1% commission.<br>Invitation code: <b>NG88412</b></div>
<div class="nav"><span>Home</span><span>Mining</span><span>Team</span><span>Mine</span></div>
<script>
fetch('/api/v2/user/info').then(function(r){return r.json()}).then(function(j){document.getElementById('bal').textContent=j.balance.toFixed(2);});
var inc=0;document.getElementById('m').onclick=function(){this.textContent='Mining... (Recharge to increase hashrate)';setInterval(function(){inc+=0.000137;document.getElementById('inc').textContent=inc.toFixed(6);},1000);};
</script></body></html>`;

const aiArb = doc({
  title: 'CrestBridge Exchange | AI Arbitrage',
  css: `${CSS.reset}body{background:#050b18;color:#cfd8ea}.nav{display:flex;justify-content:space-between;padding:16px 30px;border-bottom:1px solid #1c2740}.hero{text-align:center;padding:50px 20px}.hero h1{font-size:40px;color:#fff}.g{display:flex;gap:16px;justify-content:center;flex-wrap:wrap;padding:0 20px}.p{background:#0d1628;border:1px solid #1c2740;border-radius:12px;padding:20px;width:240px}.p b{color:#3ee089;font-size:26px}.btn{background:#3ee089;color:#000;padding:12px 26px;border-radius:8px;text-decoration:none;font-weight:700}.ann{background:#3b2a00;color:#ffd77a;padding:10px 30px;font-size:14px}`,
  body: `<div class="nav"><b style="color:#fff">CrestBridge &#9650;</b><span>Markets &middot; AI Trading &middot; Team &middot; Login</span></div>
<div class="ann">&#128226; Announcement: because of system upgrade and EFCC compliance audit, withdrawals above $100 require a one-time <b>security verification deposit of 30%</b> of your balance. Verification deposit is returned within 7 days.</div>
<div class="hero"><h1>Let AI trade for you. Earn 1.8% - 3.5% daily.</h1><p>Our quantitative AI arbitrage robot scans 36 exchanges and locks profit every second. 2.1 million members in Nigeria, Ghana and Kenya.</p><a class="btn" href="/register?ref=CB-LAG-9921">Register &amp; get $10 bonus</a></div>
<div class="g"><div class="p">Starter<br><b>1.8%</b>/day<br>$50 &ndash; $499<br>cycle 60 days</div><div class="p">Gold<br><b>2.6%</b>/day<br>$500 &ndash; $4,999<br>cycle 90 days</div><div class="p">Diamond<br><b>3.5%</b>/day<br>$5,000+<br>cycle 120 days &middot; includes team bonus</div></div>
<p style="text-align:center;font-size:13px">Fund in Naira via bank transfer to our merchants or USDT. Referral rewards: 10% + 5% + 2%. Become a Community Leader and earn $500 monthly salary.</p>`,
});

export const entries: Entry[] = [
  {
  id: 'yv-usdtmine-pro-cloud-mining-vip',
  label: 'scam',
  kind: 'usdt-mining-ponzi',
  url: 'https://h5.usdtmine-pro.vip/#/home?code=NG88412',
  routes: {
    'h5.usdtmine-pro.vip/': htmlRoute(miningApp),
    'h5.usdtmine-pro.vip/api/v2/user/info': jsonR({ code: 0, balance: 2.0, vip: 0, invite: 'NG88412' }),
  },
},
  { id: 'yv-crestbridge-ai-arbitrage-withdrawal-fee', label: 'scam', kind: 'investment-ponzi', url: 'https://crestbridge-exchange.com/home', body: aiArb },
];
