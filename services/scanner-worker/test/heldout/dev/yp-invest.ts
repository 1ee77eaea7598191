import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, formCss, dashCss, monogram } from '../parts/yp-kit.js';
import { apk, fileRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yp-invest-usdt-platform-withdrawal-tax',
  label: 'scam',
  kind: 'investment-platform-fee',
  url: 'https://app.bitvexa-global.com/account/withdraw',
  routes: {
    'app.bitvexa-global.com/api/account/summary': jsonRoute({ uid: 'BVX-2290417', tier: 'Gold', balance: 48210.55, profit: 39610.55, deposits: 8600, currency: 'USDT', withdrawStatus: 'frozen_tax', taxRate: 0.15, taxAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }),
    'app.bitvexa-global.com/static/js/account.js': jsRoute(`(function(){
  function fmt(n){return n.toLocaleString('en-US',{minimumFractionDigits:2,maximumFractionDigits:2})}
  fetch('/api/account/summary',{credentials:'include'}).then(function(r){return r.json()}).then(function(a){
    document.getElementById('bal').textContent=fmt(a.balance)+' USDT';
    document.getElementById('pnl').textContent='+'+fmt(a.profit)+' USDT';
    document.getElementById('dep').textContent=fmt(a.deposits)+' USDT';
    window.__acct=a;
  });
  document.getElementById('wform').addEventListener('submit',function(e){
    e.preventDefault();
    var a=window.__acct||{balance:48210.55,taxRate:.15,taxAddress:'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'};
    var amt=parseFloat(document.getElementById('amt').value||a.balance);
    document.getElementById('taxamt').textContent=fmt(amt*a.taxRate)+' USDT';
    document.getElementById('taxaddr').textContent=a.taxAddress;
    document.getElementById('m').style.display='flex';
  });
  document.getElementById('copyaddr').onclick=function(){navigator.clipboard.writeText(document.getElementById('taxaddr').textContent);this.textContent='Copied'};
})();`),
  },
  body: doc({
    title: 'Withdraw | BitVexa Global',
    css: baseCss + dashCss + `.tag{display:inline-block;background:#3a2a0b;color:#f5b342;border-radius:4px;padding:2px 8px;font-size:12px}.chat{position:fixed;right:20px;bottom:20px;background:#2f6bff;color:#fff;border-radius:24px;padding:12px 18px;font-size:14px}`,
    body: `<aside class="side"><div style="display:flex;gap:10px;align-items:center;margin-bottom:26px">${monogram('BV', '#2f6bff')}<b style="color:#fff">BitVexa Global</b></div>
<a href="/account">Overview</a><a href="/markets">Markets</a><a href="/contracts">Second contracts</a><a href="/ai-quant">AI Quant</a><a href="/account/deposit">Deposit</a><a class="on" href="/account/withdraw">Withdraw</a><a href="/account/kyc">Verification</a><a href="/support">Online service</a></aside>
<div class="main">
<h2 style="margin:0 0 4px">Assets <span class="tag">GOLD member</span></h2><p style="color:#8b95aa;margin:0 0 18px">UID BVX-2290417 · Last login 09:14 (UTC-5)</p>
<div class="cards"><div class="kpi">Total balance<b id="bal">—</b></div><div class="kpi">Cumulative profit<b class="up" id="pnl">—</b></div><div class="kpi">Net deposits<b id="dep">—</b></div></div>
<div class="panel"><h3 style="margin-top:0">Equity (30 days)</h3><svg viewBox="0 0 600 140" width="100%" height="140"><polyline fill="none" stroke="#21c77a" stroke-width="2" points="0,130 40,126 80,121 120,118 160,110 200,104 240,96 280,90 320,77 360,69 400,60 440,48 480,41 520,30 560,22 600,12"/></svg></div>
<div class="panel"><h3 style="margin-top:0">Withdraw USDT</h3>
<form id="wform"><label style="display:block;margin:8px 0 4px">Network</label><select style="width:100%;padding:9px;background:#0e1320;color:#fff;border:1px solid #2b3a63"><option>TRC20</option><option>ERC20</option></select>
<label style="display:block;margin:12px 0 4px">Withdrawal address</label><input style="width:100%;padding:9px;background:#0e1320;color:#fff;border:1px solid #2b3a63" placeholder="Paste your wallet address" required>
<label style="display:block;margin:12px 0 4px">Amount</label><input id="amt" style="width:100%;padding:9px;background:#0e1320;color:#fff;border:1px solid #2b3a63" placeholder="48210.55">
<p style="color:#8b95aa;font-size:13px">Withdrawals are processed within 24 hours after compliance review.</p><button class="btn">Submit withdrawal</button></form></div>
<div class="panel"><h3 style="margin-top:0">Recent records</h3><table><tr><th>Time</th><th>Type</th><th>Amount</th><th>Status</th></tr>
<tr><td>2024-10-02 08:41</td><td>AI Quant settlement</td><td class="up">+2,931.20</td><td>Completed</td></tr><tr><td>2024-09-28 21:10</td><td>Deposit</td><td>5,000.00</td><td>Completed</td></tr><tr><td>2024-09-19 11:02</td><td>Withdrawal</td><td>48,000.00</td><td style="color:#f5b342">Frozen – tax outstanding</td></tr><tr><td>2024-09-12 16:55</td><td>Deposit</td><td>3,600.00</td><td>Completed</td></tr></table></div>
</div>
<div class="modal" id="m"><div class="box"><h3 style="margin-top:0;color:#f5b342">Compliance notice</h3>
<p>Your withdrawal has been placed on hold by the risk-control department. In accordance with international anti-money-laundering rules, a <b>15% personal income tax</b> on trading profits must be settled before funds can be released to an external wallet.</p>
<p>Tax due: <b id="taxamt">7,231.58 USDT</b></p><p style="font-size:13px;color:#8b95aa">The tax cannot be deducted from your account balance. Please transfer it from an external wallet to the designated tax custody address below (TRC20 only). Your full balance will be released within 2 hours of confirmation.</p>
<code id="taxaddr" style="display:block;background:#0e1320;padding:10px;border-radius:6px;word-break:break-all">TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE</code>
<p><button class="btn" id="copyaddr" type="button">Copy address</button> <a href="/support">Contact online service</a></p>
<p style="font-size:12px;color:#f0506e">Failure to pay within 72 hours will result in the account being permanently frozen and the balance confiscated.</p></div></div>
<a class="chat" href="/support">💬 Online service</a>
<script src="/static/js/account.js"></script>`,
  }),
},
{
  id: 'yp-invest-ai-bot-broadcaster-advertorial',
  label: 'scam',
  kind: 'investment-ai-bot',
  url: 'https://www.cbcnews-today.online/business/dragon-investor-live-interview',
  routes: {
    'www.cbcnews-today.online/img/studio.png': pngRoute(40, 40, 48),
  },
  body: doc({
    title: 'Canadian investor stuns live audience – and the bank wants it off air | Business',
    css: baseCss + formCss + `header{background:#d80000;color:#fff;padding:10px 0}header .wrap{display:flex;gap:24px;align-items:center}header b{font-size:26px}header nav a{color:#fff;text-decoration:none;font-size:14px;margin-right:14px}article{max-width:720px;margin:24px auto;padding:0 20px}h1{font-size:34px;line-height:1.15}.by{color:#666;font-size:14px}.quote{border-left:4px solid #d80000;padding-left:16px;font-style:italic;font-size:19px}.cta{background:#fff7d6;border:2px solid #e5b800;padding:20px;border-radius:6px}.comments li{margin-bottom:14px}.spots{color:#d80000;font-weight:700}`,
    body: `<header><div class="wrap"><b>CBC</b><nav><a href="#">News</a><a href="#">Business</a><a href="#">Politics</a><a href="#">Health</a><a href="#">Opinion</a></nav></div></header>
<article>
<p style="color:#d80000;font-weight:700;font-size:13px;text-transform:uppercase">Business · Exclusive</p>
<h1>"This is the biggest opportunity I've seen in 20 years": Dragon reveals how ordinary Canadians are earning $1,300 a day</h1>
<p class="by">Posted: <span id="d"></span> · Last updated 2 hours ago</p>
<img src="/img/studio.png" width="720" height="380" alt="Studio interview">
<p>During a live segment that was later pulled from the broadcaster's website, one of the country's best-known investors was asked how he grew his savings so quickly. His answer surprised the host – and apparently upset the major banks, who have since asked for the footage to be removed.</p>
<p class="quote">"Honestly, the platform does all the work. It's an artificial intelligence that trades crypto and gold 24 hours a day. I put in $250 and within a week I was up over $9,000. The banks hate it because they can't take their cut."</p>
<p>The platform, called <b>Quantum Flux AI</b>, was developed by a team of former Google engineers and uses what its creators call "predictive quantum arbitrage." According to their internal figures, the system has a win rate of <b>99.4%</b>.</p>
<p>We decided to test the claims ourselves. A member of our team registered, deposited the minimum $250, and was called within minutes by a personal account manager. After five days the balance stood at $4,112.70. The withdrawal arrived in the bank account the next morning.</p>
<h2>How to get started with Quantum Flux AI</h2>
<ol><li>Fill in the form below – registration is free.</li><li>An account manager will call you to verify your identity.</li><li>Make the minimum deposit of $250 (credit card, Interac or crypto).</li><li>Switch on the AI and watch the profits arrive.</li></ol>
<div class="cta" id="register"><h3 style="margin-top:0">Registration closes tonight – <span class="spots" id="spots">7</span> spots left in Canada</h3>
<form method="post" action="/api/lead.php" id="lead"><div class="row"><div><label>First name</label><input name="first_name" required></div><div><label>Last name</label><input name="last_name" required></div></div>
<label>Email</label><input type="email" name="email" required><label>Phone</label><div class="row"><div style="flex:0 0 90px"><select name="cc"><option>+1</option><option>+353</option><option>+44</option></select></div><div><input type="tel" name="phone" required></div></div>
<input type="hidden" name="aff" value="cbcX_221"><input type="hidden" name="funnel" value="qflux-ca"><p class="hint">By registering you agree to be contacted by our partner brokers.</p><button class="btn" style="background:#d80000;width:100%">START EARNING NOW</button></form></div>
<h3>Comments</h3><ul class="comments"><li><b>Linda M., Halifax</b> – I was sceptical but I've made $11,400 this month. Paid off my car!</li><li><b>Greg T.</b> – my account manager Anthony was so helpful, withdrew $3,000 on Tuesday.</li><li><b>Sandra P., Kelowna</b> – Does it work in BC? <br><i>Reply:</i> yes works everywhere in Canada</li></ul>
</article>
<script>var n=new Date();document.getElementById('d').textContent=n.toLocaleDateString('en-CA',{month:'long',day:'numeric',year:'numeric'});var s=7;setInterval(function(){if(s>2){s--;document.getElementById('spots').textContent=s}},9000);
document.querySelectorAll('a').forEach(function(a){a.addEventListener('click',function(e){e.preventDefault();document.getElementById('register').scrollIntoView({behavior:'smooth'})})});</script>`,
  }),
},
{
  id: 'yp-invest-forex-manager-vip-upgrade',
  label: 'scam',
  kind: 'investment-platform-fee',
  url: 'https://portal.vantorfx-markets.com/client/dashboard',
  body: doc({
    title: 'Client Area — Vantor FX Markets',
    css: baseCss + dashCss + `.msg{background:#1d2740;border-radius:10px;padding:12px 14px;margin:10px 0;font-size:14px}.msg.me{background:#2f6bff33}.tiers td:last-child{text-align:right}`,
    body: `<aside class="side"><b style="color:#fff;font-size:18px">VANTOR<span style="color:#2f6bff">FX</span></b><p style="font-size:12px;color:#6f7b93">Regulated · Segregated funds</p><a class="on" href="#">Dashboard</a><a href="#">Trading accounts</a><a href="#">Deposit</a><a href="#">Withdrawal</a><a href="#">Documents</a><a href="#">Account manager</a></aside>
<div class="main"><h2>Welcome back, Margaret</h2>
<div class="cards"><div class="kpi">Live account MT5 #8812204<b>$63,480.12</b><span class="up">+412.7% since opening</span></div><div class="kpi">Withdrawable<b>$0.00</b><span class="down">Locked – tier requirement</span></div><div class="kpi">Account tier<b>Silver</b><span>Upgrade available</span></div></div>
<div class="panel"><h3 style="margin-top:0">Message from your senior analyst</h3>
<div class="msg"><b>Daniel Whitford</b> · Senior Account Analyst<br>Margaret, congratulations again on the gold trade this week. As I explained on the phone, Silver accounts cannot withdraw balances above $25,000 because of liquidity regulations. Once you upgrade to <b>Platinum</b> (a one-time margin deposit of $15,000, which stays in your account), the full $63,480 plus the deposit becomes withdrawable the same day.</div>
<div class="msg"><b>Daniel Whitford</b><br>Please don't mention the upgrade to your bank – they often delay international wires to brokers because we compete with their own products. If they ask, the payment is for a family property purchase.</div>
<div class="msg me"><b>You</b><br>Ok. My son says I should just withdraw what I put in first.</div>
<div class="msg"><b>Daniel Whitford</b><br>I understand, but a partial withdrawal on a Silver account closes all open positions and the profit is forfeited. The window for the Platinum bonus closes Friday at 17:00 GMT.</div></div>
<div class="panel"><h3 style="margin-top:0">Upgrade account</h3><table class="tiers"><tr><th>Tier</th><th>Margin deposit</th><th>Withdrawal limit</th></tr><tr><td>Silver</td><td>$5,000</td><td>$25,000</td></tr><tr><td>Gold</td><td>$10,000</td><td>$50,000</td></tr><tr><td>Platinum</td><td>$15,000</td><td>Unlimited</td></tr></table>
<p><b>Bank wire details for Platinum upgrade</b><br>Beneficiary: HTS Hartley Trade Solutions Ltd<br>IBAN: LT72 3250 0233 9184 7735<br>SWIFT: REVOLT21<br>Reference: VFX-8812204-PLAT</p>
<p>Or deposit in USDT (TRC20): <code>TFp2vQKuW7nYk3RM5bXbP8GvBZ5u1Cz9wA</code></p>
<button class="btn" onclick="document.getElementById('up').style.display='flex'">I have sent the upgrade deposit</button></div></div>
<div class="modal" id="up"><div class="box"><h3>Upload proof of payment</h3><form method="post" action="/client/upload-proof" enctype="multipart/form-data"><input type="file" name="proof"><p style="font-size:13px;color:#8b95aa">Your analyst will confirm within 1 business day.</p><button class="btn">Upload</button></form></div></div>`,
  }),
},
{
  id: 'yp-invest-pre-ipo-allocation-wire',
  label: 'scam',
  kind: 'investment-pre-ipo',
  url: 'https://www.ashcombe-privatemarkets.com/allocations/space-technology-series-n',
  body: doc({
    title: 'Pre-IPO Allocation – Space Technology Series N | Ashcombe Private Markets',
    css: baseCss + formCss + `body{background:#f6f4ef;font-family:Georgia,serif}header{background:#10243e;color:#e9dcc0;padding:22px 0}header .wrap{display:flex;justify-content:space-between}main{background:#fff;max-width:860px;margin:30px auto;padding:36px 44px;box-shadow:0 1px 3px #0002}h1{font-weight:normal;color:#10243e}.terms td{padding:6px 12px;border-bottom:1px solid #eee}.urgent{background:#10243e;color:#fff;padding:14px 18px}small{color:#777}`,
    body: `<header><div class="wrap"><span style="font-size:22px;letter-spacing:3px">ASHCOMBE</span><span>Private Markets · London · Toronto · Dublin</span></div></header>
<main><p style="color:#a07b2c;letter-spacing:2px;font-size:13px">CLIENT ALLOCATION NOTICE · REF ASH/PM/2291</p>
<h1>Space Technology Series N – pre-IPO share allocation</h1>
<p>Dear Investor,</p><p>Further to your conversation with our partner desk, we are pleased to confirm that Ashcombe has secured a limited block of <b>pre-listing common shares</b> in the world's leading private space-launch company ahead of its widely expected public listing.</p>
<table class="terms"><tr><td>Allocation price</td><td><b>US$ 112.00</b> per share</td></tr><tr><td>Expected listing price</td><td>US$ 260 – 310 per share</td></tr><tr><td>Minimum subscription</td><td>200 shares (US$ 22,400)</td></tr><tr><td>Holding structure</td><td>Nominee account, Ashcombe Custody Services (BVI)</td></tr><tr><td>Projected return at listing</td><td><b>132% – 176%</b></td></tr><tr><td>Capital protection</td><td>Buy-back guarantee at allocation price until listing</td></tr></table>
<p class="urgent">This allocation is offered to existing clients only and closes at <b>17:00 GMT this Friday</b>. Unclaimed shares will be released to our institutional waiting list.</p>
<p>Ashcombe Private Markets is authorised and regulated (FCA reference 715532) and a member of the Investment Industry Regulatory Organization of Canada. Shares are held in segregated nominee accounts in your name.</p>
<h2 style="font-weight:normal">Reserve your allocation</h2>
<form method="post" action="/allocations/reserve.php"><div class="row"><div><label>Full name</label><input name="name" required></div><div><label>Client reference</label><input name="ref" placeholder="ASH-"></div></div><div class="row"><div><label>Email</label><input type="email" name="email"></div><div><label>Telephone</label><input type="tel" name="tel"></div></div><label>Number of shares</label><input type="number" name="qty" min="200" step="50" value="200"><label>Country of residence</label><select name="country"><option>Canada</option><option>United States</option><option>Ireland</option><option>United Kingdom</option></select><p><button class="btn" style="background:#10243e">Reserve shares</button></p></form>
<h3 style="font-weight:normal">Settlement</h3><p>Please settle within 48 hours by international wire:<br>Beneficiary: Ashcombe Escrow Services Ltd<br>Bank: Eurobank Cyprus Ltd, Limassol<br>IBAN: CY21 0050 0000 0001 2005 8832 7701<br>BIC: ERBKCY2N<br>Reference: your client reference and "SPX-N"</p>
<p><small>Do not discuss this allocation with third parties; the issuer's confidentiality agreement prohibits public disclosure before listing. Past performance is not indicative of future results.</small></p></main>`,
  }),
},
{
  id: 'yp-invest-gold-guaranteed-return-plan',
  label: 'scam',
  kind: 'investment-gold',
  url: 'https://www.northstar-bullionreserve.com/gold-savings-plan',
  body: doc({
    title: 'Gold Savings Plan – Guaranteed 11.8% | Northstar Bullion Reserve',
    css: baseCss + formCss + `.hero{background:linear-gradient(120deg,#2b2210,#5e4716);color:#f3e2b3;padding:60px 0}.hero h1{font-size:42px;margin:0}.calc{background:#fffaf0;border:1px solid #e7d39c;border-radius:8px;padding:24px;margin:30px 0}.big{font-size:38px;color:#8a6412;font-weight:700}.trust{display:flex;gap:30px;color:#777;font-size:14px;margin:20px 0}`,
    body: `<div class="hero"><div class="wrap"><p>NORTHSTAR BULLION RESERVE · Est. 1998</p><h1>Gold that pays you every month.</h1><p style="font-size:20px">Allocated, insured bullion with a <b>guaranteed 11.8% annual yield</b>. 100% capital protected. Withdraw anytime.</p><a class="btn" style="background:#d4a72c;color:#2b2210" href="#open">Open a plan</a></div></div>
<div class="wrap"><div class="trust"><span>★★★★★ 4.9 on 3,200 reviews</span><span>Vault partner: Zurich Freeport</span><span>Insured by Lloyd's</span></div>
<h2>Why gold, why now?</h2><p>With inflation eroding savings and banks paying next to nothing, our members lease their allocated gold to jewellery manufacturers through our patented leasing program. The lease income is paid to you monthly – guaranteed, regardless of the gold price. If the gold price rises, you keep the gain too.</p>
<div class="calc"><h3 style="margin-top:0">Plan calculator</h3><label>Amount invested (CAD)</label><input id="amt" type="number" value="25000"><label>Term</label><select id="yrs"><option value="1">12 months</option><option value="3" selected>36 months</option><option value="5">60 months</option></select><p>Your plan value at maturity:</p><div class="big" id="out">$34,876</div><p class="hint">Includes guaranteed 11.8% yield, compounded monthly, plus 3% welcome bonus for crypto or e-Transfer funding.</p></div>
<h2 id="open">Open your plan in 3 minutes</h2><form method="post" action="/apply/submit"><div class="row"><div><label>Name</label><input name="n"></div><div><label>Phone</label><input name="p" type="tel"></div></div><label>Email</label><input name="e" type="email"><label>Funding method</label><select name="f"><option>Interac e-Transfer (bonus +3%)</option><option>Bitcoin / USDT (bonus +3%)</option><option>Bank wire</option></select><label>Amount</label><input name="a" type="number" value="25000"><p><button class="btn" style="background:#8a6412">Reserve my gold</button></p></form>
<p class="hint">Your allocation advisor will call you within 15 minutes to confirm funding instructions. Plans are limited to 40 new members per month.</p></div>
<footer class="wrap" style="font-size:13px;color:#888;padding:30px 20px">© Northstar Bullion Reserve Ltd. 1 King St W, Suite 4800, Toronto. Returns guaranteed under the Northstar Capital Guarantee.</footer>
<script>function c(){var a=+document.getElementById('amt').value,y=+document.getElementById('yrs').value;var v=a*Math.pow(1+0.118/12,12*y);document.getElementById('out').textContent='$'+Math.round(v).toLocaleString('en-CA')}document.getElementById('amt').oninput=c;document.getElementById('yrs').onchange=c;c();</script>`,
  }),
},
{
  id: 'yp-invest-recovery-room-crypto-funds',
  label: 'scam',
  kind: 'recovery-room',
  url: 'https://www.chainrecover-bureau.com/',
  body: doc({
    title: 'ChainRecover Bureau – Get Your Stolen Crypto Back',
    css: baseCss + formCss + `.hero{background:#0a1f44;color:#fff;padding:70px 0}.hero h1{font-size:44px;line-height:1.1;margin:0 0 16px}.stats{display:flex;gap:40px;margin-top:30px}.stats b{font-size:30px;display:block;color:#4cd3a5}.logos{display:flex;gap:36px;opacity:.7;margin:30px 0;font-weight:700;color:#555}.steps{display:grid;grid-template-columns:repeat(3,1fr);gap:20px}.steps div{background:#f3f6fb;padding:20px;border-radius:8px}.case{background:#fff;border:1px solid #dbe3ef;border-radius:10px;padding:28px;max-width:640px}`,
    body: `<div class="hero"><div class="wrap"><h1>Lost money to a crypto or forex scam?<br>We get it back.</h1><p style="font-size:20px;max-width:640px">Our certified blockchain forensic investigators and legal team have recovered over <b>$214 million</b> for victims in Canada, the US and Ireland. No recovery, no fee*</p><a class="btn" style="background:#4cd3a5;color:#0a1f44" href="#case">Start free case review</a>
<div class="stats"><div><b>97.3%</b>success rate</div><div><b>11,800+</b>cases solved</div><div><b>72 h</b>average trace time</div></div></div></div>
<div class="wrap"><p style="text-align:center;color:#777;margin-top:30px">Working alongside</p><div class="logos" style="justify-content:center"><span>FBI IC3</span><span>FINTRAC</span><span>Garda NECB</span><span>Chainalysis</span><span>Interpol</span></div>
<h2>How recovery works</h2><div class="steps"><div><h3>1. Free consultation</h3><p>Tell us what happened. A case officer reviews your transactions within 24 hours.</p></div><div><h3>2. Blockchain trace</h3><p>Our forensic software follows your funds to the exchange where they were cashed out.</p></div><div><h3>3. Funds returned</h3><p>Our lawyers file a freeze order and the exchange releases your money to you.</p></div></div>
<h2 id="case">Open your case</h2><div class="case"><form method="post" action="/intake/case.php"><div class="row"><div><label>Full name</label><input name="name" required></div><div><label>Phone / WhatsApp</label><input name="phone" type="tel" required></div></div><label>Email</label><input name="email" type="email" required><label>Name of the platform that scammed you</label><input name="platform"><label>Amount lost</label><select name="amount"><option>Under $10,000</option><option>$10,000 – $50,000</option><option>$50,000 – $250,000</option><option>Over $250,000</option></select><label>How did you pay?</label><select name="method"><option>Crypto (BTC, USDT, ETH)</option><option>Bank wire</option><option>Credit card</option></select><label>Wallet addresses / transaction IDs (optional)</label><textarea name="txids" rows="3"></textarea><p><button class="btn" style="background:#0a1f44">Submit for free review</button></p></form></div>
<p class="hint">* A refundable case registration and blockchain tracing fee of $1,490 applies once your case is accepted. Legal release fees of 10% are payable before funds are transferred back to you.</p>
<h2>Client stories</h2><blockquote>"I lost $86,000 to a fake trading app. ChainRecover traced it to Binance and I had it back in three weeks." — Robert K., Calgary</blockquote><blockquote>"Very professional. They spoke to the FBI for me." — Aoife D., Cork</blockquote></div>
<footer class="wrap" style="font-size:13px;color:#888;padding:30px 20px">ChainRecover Bureau LLC · 1209 Orange St, Wilmington, DE · Licensed recovery agents</footer>`,
  }),
},
{
  id: 'yp-invest-pig-butchering-app-download',
  label: 'scam',
  kind: 'investment-pig-butchering',
  url: 'https://m.coinverse-pro.vip/download?invite=HK7731',
  routes: {
    'm.coinverse-pro.vip/download': htmlRoute(doc({
      title: 'CoinVerse Pro – Download',
      css: baseCss + `body{background:linear-gradient(#0b1a3a,#10307a);color:#fff;text-align:center;min-height:100vh}.phone{width:220px;height:420px;border-radius:30px;background:#061126;border:6px solid #1e3a7a;margin:30px auto;display:flex;flex-direction:column;justify-content:center;padding:20px}.dl{display:block;width:280px;margin:14px auto;padding:14px;border-radius:28px;background:#fff;color:#0b1a3a;font-weight:700;text-decoration:none}.code{background:#ffffff22;border-radius:8px;padding:10px;margin:16px auto;width:280px}`,
      body: `<div style="padding-top:40px">${monogram('CV', '#2f6bff', '#fff', 72, 18)}<h1 style="margin:10px 0 0">CoinVerse Pro</h1><p>Smart liquidity mining · Daily income 1.8% – 3.2%</p></div>
<div class="phone"><p style="font-size:13px;color:#8fb1ff">Today's income</p><p style="font-size:30px;margin:0">+ 1,284.66 USDT</p><p style="font-size:12px;color:#8fb1ff">Node level VIP4 · Pool share 0.04%</p></div>
<div class="code">Invitation code: <b id="ic">HK7731</b></div>
<a class="dl" href="/pkg/coinverse-pro-3.2.1.apk">Android download</a>
<a class="dl" href="/ios/install.html">iPhone (install profile)</a>
<p style="font-size:13px;opacity:.8;max-width:320px;margin:20px auto">If your phone shows "unknown source", tap Settings › Allow from this source. The app is not in Google Play or the App Store because it is an institutional-grade platform.</p>
<p style="font-size:13px;opacity:.8;max-width:320px;margin:0 auto 40px">New users receive 50 USDT experience money after their first deposit of 500 USDT. Contact your mentor for the VIP group.</p>
<script>var q=new URLSearchParams(location.search).get('invite');if(q)document.getElementById('ic').textContent=q;localStorage.setItem('cv_invite',q||'HK7731');</script>`,
    })),
    'm.coinverse-pro.vip/pkg/coinverse-pro-3.2.1.apk': fileRoute(apk('com.coinverse.pro', 'CoinVerse Pro', ['https://api.coinverse-pro.vip/v3/', 'invite_code', 'usdt_trc20_deposit']), 'application/vnd.android.package-archive', 'coinverse-pro-3.2.1.apk'),
    'm.coinverse-pro.vip/ios/install.html': htmlRoute(doc({ title: 'Install', body: `<p>Open this page in Safari, tap Allow, then go to Settings › Profile Downloaded › Install.</p><a href="/ios/coinverse.mobileconfig">Install profile</a>` })),
  },
},
{
  id: 'yp-clean-invest-broker-login',
  label: 'clean',
  kind: 'clean-broker-login',
  url: 'https://login.questrade.com/account/login',
  body: doc({
    title: 'Log in | Questrade',
    lang: 'en-CA',
    css: baseCss + formCss + `body{background:#f2f4f5}.card{max-width:420px;margin:70px auto;background:#fff;border-radius:10px;padding:36px;box-shadow:0 2px 10px #0001}.brand{color:#00a76d;font-weight:800;font-size:26px;letter-spacing:-.5px}.btn{width:100%;background:#00a76d}.links{display:flex;justify-content:space-between;font-size:14px;margin-top:14px}.foot{text-align:center;font-size:12px;color:#6b7479;margin-top:30px}`,
    body: `<div class="card"><div class="brand">Questrade</div><h1 style="font-size:22px;font-weight:600">Log in to your account</h1>
<form method="post" action="/account/login?ReturnUrl=%2Fconnect%2Fauthorize%2Fcallback" id="login" autocomplete="on"><input type="hidden" name="__RequestVerificationToken" value="CfDJ8Nw1mZ4L0p2w7oQx3kQ5aB-ht0wYtY9oV">
<label for="u">Username</label><input id="u" name="username" autocomplete="username" required>
<label for="p">Password</label><input id="p" type="password" name="password" autocomplete="current-password" required>
<p><label style="display:inline;font-weight:400"><input type="checkbox" name="remember"> Remember my username</label></p>
<button class="btn">Log in</button></form>
<div class="links"><a href="/account/forgot-username">Forgot username?</a><a href="/account/forgot-password">Forgot password?</a></div>
<p style="font-size:14px;margin-top:22px">New to Questrade? <a href="https://www.questrade.com/account-opening">Open an account</a></p>
<p class="foot">Questrade will never ask you for your password by phone, email or text. Protected by two-step verification.<br>© Questrade, Inc. Member of the Canadian Investor Protection Fund. <a href="https://www.questrade.com/privacy">Privacy</a> · <a href="https://www.questrade.com/security">Security</a></p></div>
<script>document.getElementById('login').addEventListener('submit',function(){this.querySelector('button').disabled=true;this.querySelector('button').textContent='Logging in…'});</script>`,
  }),
},
{
  id: 'yp-clean-invest-mint-gold-coin-shop',
  label: 'clean',
  kind: 'clean-bullion-shop',
  url: 'https://www.mint.ca/en/shop/bullion/gold/1-oz-gold-maple-leaf-coin',
  routes: {
    'www.mint.ca/en/api/cart/add': jsonRoute({ ok: true, items: 1 }),
    'www.mint.ca/media/gml-1oz.png': pngRoute(214, 170, 60),
  },
  body: doc({
    title: '1 oz Gold Maple Leaf Coin | Royal Canadian Mint',
    lang: 'en-CA',
    css: baseCss + formCss + `header{border-bottom:1px solid #ddd;padding:14px 0}header .wrap{display:flex;justify-content:space-between;align-items:center}.pd{display:grid;grid-template-columns:1fr 1fr;gap:40px;margin:30px 0}.price{font-size:30px;font-weight:700}.spec td{padding:5px 10px;border-bottom:1px solid #eee}.btn{background:#b2002d}`,
    body: `<header><div class="wrap"><b style="color:#b2002d;font-size:20px">Royal Canadian Mint</b><nav><a href="/en/shop/coins">Coins</a> · <a href="/en/shop/bullion">Bullion</a> · <a href="/en/account/login">Sign in</a> · <a href="/en/cart">Cart (<span id="cc">0</span>)</a></nav></div></header>
<div class="wrap pd"><img src="/media/gml-1oz.png" width="480" height="480" alt="1 oz Gold Maple Leaf">
<div><p style="font-size:13px;color:#777">Product #172035</p><h1>1 oz 99.99% Pure Gold Maple Leaf Coin</h1><p class="price" id="price">$3,612.45 CAD</p><p class="hint">Price updates with the spot price of gold. Last updated <span id="t"></span>.</p>
<label for="q">Quantity</label><select id="q"><option>1</option><option>2</option><option>5</option><option>10</option></select><p><button class="btn" id="add">Add to cart</button></p>
<table class="spec"><tr><td>Composition</td><td>99.99% pure gold</td></tr><tr><td>Weight</td><td>31.11 g</td></tr><tr><td>Face value</td><td>50 dollars</td></tr><tr><td>Security</td><td>MINTSHIELD™ surface protection, radial lines, micro-engraved maple leaf</td></tr></table>
<p class="hint">The value of precious metals can go down as well as up. Bullion purchases are final once the order is confirmed. Orders above $10,000 may require identity verification under federal anti-money-laundering rules.</p></div></div>
<script>document.getElementById('t').textContent=new Date().toLocaleTimeString('en-CA');document.getElementById('add').onclick=function(){fetch('/en/api/cart/add',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({sku:'172035',qty:+document.getElementById('q').value})}).then(function(r){return r.json()}).then(function(j){document.getElementById('cc').textContent=j.items})};</script>`,
  }),
},
{
  id: 'yp-clean-invest-regulator-recovery-room-alert',
  label: 'clean',
  kind: 'clean-scam-advice',
  url: 'https://www.securities-administrators.ca/investor-tools/fraud/recovery-room-scams/',
  body: doc({
    title: 'Recovery room scams | Canadian Securities Administrators',
    lang: 'en-CA',
    css: baseCss + `header{background:#00416a;color:#fff;padding:18px 0}article{max-width:800px;margin:30px auto;padding:0 20px}blockquote{background:#f5f7f9;border-left:4px solid #00416a;margin:16px 0;padding:12px 18px;font-style:italic}.red{color:#a4001d;font-weight:700}`,
    body: `<header><div class="wrap"><b>Canadian Securities Administrators</b> · Autorités canadiennes en valeurs mobilières · <a style="color:#fff" href="/fr/">Français</a></div></header>
<article><h1>Recovery room scams: when fraudsters come back for more</h1>
<p>People who have already lost money to an investment fraud are often targeted a second time. Fraudsters – sometimes the same group – contact victims claiming to be lawyers, government agencies, "blockchain forensic investigators" or recovery companies that can get their money back, for a fee.</p>
<h2>What the pitch sounds like</h2><blockquote>"We have located your stolen funds in a wallet frozen by the authorities. To release the $86,400 to you we need a refundable processing fee of $1,490, payable in Bitcoin."</blockquote><blockquote>"Your name is on a list of victims entitled to compensation from a seized fund. Register before the 30th to be paid first. Do not tell your bank – it will delay the payment."</blockquote><blockquote>"We work with the FBI, FINTRAC and Interpol and have a 97% success rate. No recovery, no fee."</blockquote>
<h2>Warning signs</h2><ul><li>You are asked to pay <span class="red">upfront</span> – a registration, tax, legal or release fee.</li><li>They claim ties to police, regulators or government agencies. Regulators never charge fees to return money.</li><li>They ask for remote access to your computer, your banking password or your SIN.</li><li>They guarantee results or quote an implausible success rate.</li></ul>
<h2>What to do</h2><p>Check registration at <a href="https://www.aretheyregistered.ca">aretheyregistered.ca</a>. Report the contact to your provincial securities regulator and the Canadian Anti-Fraud Centre at 1-888-495-8501.</p></article>`,
  }),
},
];
