import type { Entry } from '../entry.js';
import { doc, imgs, tracker, json } from '../parts/s-kit.js';

/** Author s: invest (blind split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'goldsparplan-sicher.de';
  return E({
    id: 's-invest-gold-savings-de',
    label: 'scam',
    kind: 'invest-platform',
    url: `https://${h}/goldsparplan`,
    body: doc({
      lang: 'de',
      title: 'Physisches Gold mit 12% Garantierendite p.a. – Aurum Sicherheits-Sparplan',
      css: `body{font-family:"Source Sans Pro",Arial;margin:0;color:#333}.h{background:#1a1a1a;color:#d4af37;padding:18px 40px;font-size:22px}.hero{background:#f8f4e8;padding:40px}.hero h1{color:#7a5c00}.w{max-width:900px;margin:auto}.tab td{padding:6px 14px;border-bottom:1px solid #eee}form{background:#fff;border:1px solid #d4af37;padding:20px;margin-top:20px}input{display:block;width:100%;padding:8px;margin:4px 0 10px}button{background:#d4af37;border:0;padding:12px 24px;font-weight:bold}.sm{font-size:11px;color:#888}`,
      body: `<div class="h">AURUM Edelmetall-Depot</div>
<div class="hero"><div class="w"><h1>Ihr Geld verliert an Wert. Gold nicht.</h1><p>Sichern Sie sich <b>12 % garantierte Rendite pro Jahr</b> mit unserem Gold-Leasing-Sparplan. Ihr Gold lagert versichert im Hochsicherheitstresor in Zürich – und arbeitet dabei für Sie.</p></div></div>
<div class="w"><h2>Beispielrechnung</h2><table class="tab"><tr><td>Einmalanlage</td><td>25.000 €</td></tr><tr><td>Laufzeit</td><td>3 Jahre</td></tr><tr><td>Garantierte Leasingrendite</td><td>12 % p.a.</td></tr><tr><td>Auszahlung</td><td><b>35.123 €</b></td></tr></table>
<p>✔ Kapitalgarantie ✔ Monatliche Zinsauszahlung ✔ Jederzeit kündbar ✔ Steuerfrei nach 12 Monaten</p>
<p>Nur noch <b>17 Plätze</b> im aktuellen Leasing-Pool frei. Mindestanlage 5.000 €. Die Einzahlung erfolgt per Überweisung auf unser Treuhandkonto bei einer litauischen Partnerbank.</p>
<form onsubmit="event.preventDefault();this.innerHTML='<h3>Vielen Dank!</h3><p>Ihr persönlicher Anlageberater Herr Dr. Kessler ruft Sie innerhalb von 24 Stunden an.</p>';"><h3>Kostenloses Informationspaket anfordern</h3><input placeholder="Vorname Nachname"><input placeholder="Telefonnummer"><input placeholder="E-Mail"><button>Jetzt Beratung anfordern</button></form>
<p class="sm">Aurum Precious Metals Ltd., 71-75 Shelton Street, London WC2H 9JQ. Kein Angebot im Sinne des VermAnlG. Eine Prospektpflicht besteht nicht.</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'dailyfinance-report.co.uk';
  const t = tracker(h, 'pixel', '550982211473398');
  return E({
    id: 's-invest-quantum-ai-advertorial-uk',
    label: 'scam',
    kind: 'invest-advertorial',
    url: `https://${h}/money/2026/03/martin-lewis-quantum-system.html`,
    body: doc({
      lang: 'en-GB',
      title: "Martin Lewis's new investment advice leaves Britain speechless – and the banks furious",
      head: t.snippet,
      css: `body{margin:0;font-family:Georgia,serif;color:#222}.mast{border-bottom:4px solid #c00;padding:10px 30px}.mast b{font-size:34px;font-family:"Times New Roman"}.sections a{margin-right:12px;font-family:Arial;font-size:12px;color:#444}.art{max-width:720px;margin:20px auto;font-size:18px;line-height:1.6}.art h1{font-size:34px;line-height:1.2}.fig{width:100%;height:300px;background:#ddd}.cap{font-size:12px;color:#666;font-family:Arial}.box{border:2px solid #c00;padding:16px;font-family:Arial;font-size:15px}.box input{display:block;width:100%;padding:10px;margin:6px 0}.box button{background:#2e7d32;color:#fff;border:0;padding:14px;width:100%;font-size:18px}.cm{font-family:Arial;font-size:14px;border-top:1px solid #ddd;padding:8px 0}`,
      body: `<div class="mast"><b>The Daily Finance Report</b><div class="sections"><a href="#">News</a><a href="#">Money</a><a href="#">Property</a><a href="#">Pensions</a><a href="#">Sport</a><a href="#">TV &amp; Showbiz</a></div></div>
<div class="art"><p class="cap">MONEY · <span id="dt"></span></p>
<h1>"This is the best way to make money in 2026" – Martin Lewis reveals the system he uses on live TV, and the Bank of England wants it shut down</h1>
<img class="fig" src="/images/studio.png" alt=""><p class="cap">The presenter during the interview that was cut short by the broadcaster.</p>
<p>In an interview that was pulled from the air minutes after it aired, money expert Martin Lewis admitted that he had been using a new automated trading platform called <b>Quantum AI Pro</b> and urged viewers to "sign up before the banks shut it down".</p>
<p>The platform uses quantum computing and artificial intelligence to trade cryptocurrency, stocks and gold with a success rate of 99.4%. Ordinary Britons are reportedly earning <b>£1,300 to £4,500 per day</b> with a deposit of only £250.</p>
<p>"I tried it myself on camera. I put in £250 and by the end of the show I had £1,116," he told the stunned presenter. Shortly after, a Bank of England official called the studio and demanded the segment be stopped.</p>
<p>We decided to test it ourselves. Our reporter deposited £250 on Monday. By Friday, the account balance was <b>£5,382.17</b>.</p>
<div class="box"><b>⚠ Limited places: registrations close once the spots in the UK are filled.</b><p>Remaining spots today: <b id="sp">23</b></p><form action="/money/2026/03/register.php" method="post"><input name="fn" placeholder="First name"><input name="ln" placeholder="Last name"><input name="em" placeholder="Email address"><input name="ph" placeholder="+44 Mobile number"><button>START EARNING NOW</button></form><p style="font-size:11px">A personal account manager will call you to complete your £250 deposit.</p></div>
<h3>Comments (1,284)</h3><div class="cm"><b>Gillian Harper</b> – I was sceptical but I've made £2,870 this week. Thank you Martin!!</div><div class="cm"><b>Dave Pritchard</b> – Just withdrew my first £900. Paid off the car finance 👍</div><div class="cm"><b>Sue W.</b> – Is this real? Signing up now</div>
<p class="cap">© 2026 The Daily Finance Report · Privacy · Terms · Cookie settings</p></div>
<script>document.getElementById('dt').textContent=new Date().toLocaleDateString('en-GB',{day:'numeric',month:'long',year:'numeric'});var s=23;setInterval(function(){if(s>3){s--;document.getElementById('sp').textContent=s;}},7000);</script>`,
    }),
    routes: { ...t.routes, ...imgs(h, ['studio.png'], 'images') },
  });
})(),

(() => {
  const h = 'www.coinvexa-pro.com';
  const api = `${h}/api/v2/account/summary`;
  return E({
    id: 's-exchange-withdrawal-tax-en',
    label: 'scam',
    kind: 'fake-exchange',
    url: `https://${h}/wallet/withdraw`,
    body: doc({
      title: 'Withdraw – Coinvexa Pro',
      css: `body{margin:0;background:#12161c;color:#eaecef;font-family:"IBM Plex Sans",Arial}header{display:flex;justify-content:space-between;padding:12px 24px;background:#181a20}header a{color:#b7bdc6;margin-left:14px;text-decoration:none;font-size:14px}.w{max-width:560px;margin:30px auto;background:#1e2329;border-radius:10px;padding:24px}.bal{font-size:30px;color:#f0b90b}.row{display:flex;justify-content:space-between;padding:6px 0;color:#b7bdc6}.btn{background:#f0b90b;border:0;width:100%;padding:14px;font-weight:bold;border-radius:6px;margin-top:14px}#notice{display:none;background:#2b1d0e;border:1px solid #f0b90b;padding:16px;margin-top:16px;border-radius:6px}`,
      body: `<header><b style="color:#f0b90b">COINVEXA PRO</b><nav><a href="#">Markets</a><a href="#">Trade</a><a href="#">Futures</a><a href="#">Earn</a><a href="#">Wallet</a></nav></header>
<div class="w"><h2>Withdraw USDT</h2><div id="acct">Loading account…</div>
<p>Network</p><select><option>TRC20</option><option>ERC20</option><option>BEP20</option></select>
<p>Address</p><input style="width:100%;padding:10px" placeholder="Paste your wallet address">
<p>Amount</p><input id="amt" style="width:100%;padding:10px">
<button class="btn" id="wd">Withdraw</button>
<div id="notice"></div></div>
<script>
fetch('/api/v2/account/summary').then(function(r){return r.json()}).then(function(d){
  document.getElementById('acct').innerHTML='<div class="bal">'+d.balance.toLocaleString('en-US',{minimumFractionDigits:2})+' USDT</div><div class="row"><span>Principal</span><span>'+d.principal.toLocaleString()+'</span></div><div class="row"><span>Profit (AI arbitrage)</span><span style="color:#0ecb81">+'+d.profit.toLocaleString()+'</span></div><div class="row"><span>Account status</span><span style="color:#f6465d">'+d.status+'</span></div>';
  document.getElementById('amt').value=d.balance;
  document.getElementById('wd').onclick=function(){var n=document.getElementById('notice');n.style.display='block';n.innerHTML='<b>⚠ Withdrawal pending: '+d.hold.title+'</b><p>'+d.hold.text+'</p><p>Amount due: <b>'+d.hold.fee.toLocaleString()+' USDT</b> ('+d.hold.rate+' of profit)</p><p>Deposit address (TRC20): <code>'+d.hold.address+'</code></p><p>The fee cannot be deducted from your balance as per anti-money-laundering regulation. After the payment is confirmed your full balance will be released within 2 hours. Contact online service if you need help.</p>';};
});
</script>`,
    }),
    routes: {
      [api]: json({ balance: 184522.37, principal: 42000, profit: 142522.37, status: 'Frozen – tax clearance required', hold: { title: 'Capital gains tax clearance', text: 'Your account has reached the international profit reporting threshold. Before funds can leave the platform, the capital gains tax of 20% must be settled with the clearing department.', fee: 28504.47, rate: '20%', address: 'TPx3H7aVd9QmLr2Nc5uWy8Ke1ZbFo4sGjT' } }),
    },
  });
})(),

(() => {
  const h = 'hk-bitvault.cc';
  return E({
    id: 's-exchange-withdrawal-fee-zh',
    label: 'scam',
    kind: 'fake-exchange',
    url: `https://${h}/h5/#/assets`,
    body: doc({
      lang: 'zh-CN',
      title: 'BitVault 资产',
      css: `body{margin:0;background:#f5f6fa;font-family:"PingFang SC","Microsoft YaHei",sans-serif}.top{background:#1f6feb;color:#fff;padding:14px;text-align:center}.card{background:#fff;margin:12px;border-radius:10px;padding:16px}.big{font-size:28px;font-weight:bold}.red{color:#e5484d}.btn{display:block;width:100%;background:#1f6feb;color:#fff;border:0;padding:12px;border-radius:8px;font-size:16px}#dlg{display:none;position:fixed;inset:0;background:rgba(0,0,0,.5)}#dlg .in{background:#fff;margin:30% 20px;padding:18px;border-radius:10px}`,
      body: `<div class="top">我的资产</div><div id="app"></div>
<div id="dlg"><div class="in"><h3>提现审核未通过</h3><p>尊敬的用户，您的账户触发了<b>反洗钱风控</b>。根据平台规定，需缴纳账户总资产 <b class="red">15%</b> 的<b>风险保证金</b>后方可提现。保证金将在提现成功后<b>全额退还</b>。</p><p>应缴保证金：<b class="red" id="fee"></b> USDT</p><p>请联系在线客服获取专属充值地址，逾期未缴纳账户将被永久冻结。</p><button class="btn" onclick="location.href='/h5/#/service'">联系在线客服</button></div></div>
<script>
(function(){var total=63280.55,today=1894.2;var a=document.getElementById('app');
a.innerHTML='<div class="card"><div>总资产折合 (USDT)</div><div class="big">'+total.toLocaleString()+'</div><div>今日收益 <span style="color:#16a34a">+'+today+'</span></div></div>'+
'<div class="card"><div>量化机器人：<b>运行中</b> · 日收益率 3.0%</div><div>邀请好友赚取 10% 返佣</div></div>'+
'<div class="card"><button class="btn" id="tx">提现</button><p style="font-size:12px;color:#888">提现到账时间：T+0 · 最低提现 100 USDT</p></div>'+
'<div class="card" style="font-size:12px;color:#999">© 2026 BitVault Global Ltd. 香港持牌数字资产平台 · 美国MSB注册</div>';
document.getElementById('tx').onclick=function(){document.getElementById('fee').textContent=(total*0.15).toFixed(2);document.getElementById('dlg').style.display='block';};})();
</script>`,
    }),
  });
})(),

(() => {
  const h = 'btc-event.spacex-giveaway.live';
  return E({
    id: 's-giveaway-double-btc',
    label: 'scam',
    kind: 'crypto-giveaway',
    url: `https://${h}/`,
    body: doc({
      title: 'SpaceX Official 5,000 BTC Giveaway Event – LIVE',
      css: `body{margin:0;background:#000;color:#fff;font-family:Arial}.h{text-align:center;padding:30px}.h h1{font-size:38px}.rules{max-width:760px;margin:auto;background:#111;border-radius:10px;padding:24px}.addr{background:#222;padding:14px;font-family:monospace;font-size:18px;word-break:break-all}.ex{display:flex;justify-content:space-around;text-align:center}.prog{height:20px;background:#333;border-radius:10px}.prog div{height:20px;background:#f7931a;border-radius:10px;width:71%}table{width:100%;font-size:13px;border-collapse:collapse}td{padding:4px;border-bottom:1px solid #222}.g{color:#2ecc71}`,
      body: `<div class="h"><img src="/img/spacex.png" width="220" height="40" alt="SpaceX"><h1>5,000 BTC GIVEAWAY</h1><p>To celebrate the Starship orbital success, we are giving away 5,000 BTC to the crypto community!</p></div>
<div class="rules"><h2>Rules of participation</h2><p>To participate, send from <b>0.01 BTC to 20 BTC</b> to the contribution address below and we will immediately send back <b>2X the amount</b> to the address you sent it from.</p>
<div class="ex"><div>You send<br><b>0.1 BTC</b></div><div>→</div><div>You receive<br><b class="g">0.2 BTC</b></div></div><div class="ex"><div>You send<br><b>1 BTC</b></div><div>→</div><div>You receive<br><b class="g">2 BTC</b></div></div>
<p>Contribution address:</p><div class="addr">bc1qm5h8x2e3vzl7kq0d9r6ny4t8wfs3a2cjgl0ph5</div><img src="/img/qr.png" width="150" height="150" alt="">
<p>Remaining: <b id="rem">1,452.38 BTC</b></p><div class="prog"><div></div></div>
<h3>Latest transactions</h3><table id="tx"></table></div>
<script>var tb=document.getElementById('tx');function r(){var s=(Math.random()*3).toFixed(3);var h='';for(var i=0;i<6;i++)h+=String.fromCharCode(97+Math.floor(Math.random()*26));tb.insertAdjacentHTML('afterbegin','<tr><td>bc1q'+h+'…'+Math.floor(Math.random()*9999)+'</td><td>'+s+' BTC</td><td class="g">+'+(s*2).toFixed(3)+' BTC</td><td>Completed</td></tr>');if(tb.rows.length>8)tb.deleteRow(8);}for(var k=0;k<6;k++)r();setInterval(r,3000);</script>`,
    }),
    routes: imgs(h, ['spacex.png', 'qr.png']),
  });
})(),

(() => {
  const h = 'www.harcourt-asset-recovery-law.com';
  return E({
    id: 's-recovery-lawyer-retainer',
    label: 'scam',
    kind: 'recovery-scam',
    url: `https://${h}/`,
    body: doc({
      title: 'Harcourt & Vance LLP – Scam Fund Recovery Attorneys | 97% Success Rate',
      css: `body{font-family:"Libre Baskerville",Georgia,serif;margin:0;color:#222}.top{background:#14213d;color:#fff;padding:20px 40px;display:flex;justify-content:space-between}.hero{background:#e5e5e5;padding:50px 40px}.hero h1{font-size:36px;max-width:700px}.w{max-width:960px;margin:auto;padding:30px}.cols{display:flex;gap:20px}.cols div{flex:1;background:#fafafa;padding:16px;border-top:3px solid #fca311}form input,form select,form textarea{display:block;width:100%;padding:8px;margin:5px 0 10px}.btn{background:#fca311;border:0;padding:12px 28px;font-weight:bold}`,
      body: `<div class="top"><b>HARCOURT &amp; VANCE LLP</b><span>Attorneys at Law · London · New York · Zurich</span></div>
<div class="hero"><h1>Lost money to an online investment or crypto scam? We get it back.</h1><p>Our licensed blockchain forensic team and international attorneys have recovered over <b>$412 million</b> for more than 9,000 victims worldwide.</p></div>
<div class="w"><div class="cols"><div><h3>Crypto tracing</h3><p>We trace your stolen funds across wallets and exchanges and obtain freezing orders.</p></div><div><h3>Broker chargebacks</h3><p>Fake brokers, binary options, forex — we force the return of your deposits.</p></div><div><h3>Romance scams</h3><p>Discreet recovery of funds sent to online partners.</p></div></div>
<h2>How the recovery process works</h2><p>After your free case evaluation, a case file is opened with our partner exchanges and regulators. To begin the legal process a <b>refundable retainer of 10% of the amount lost</b> is required (minimum $1,500). Once funds are frozen, a release fee for the court order and exchange compliance is payable before the funds are returned to you.</p>
<form onsubmit="event.preventDefault();this.innerHTML='<p><b>Thank you.</b> Senior case manager Mr. Richard Hale will contact you within 2 hours. Please keep your phone nearby.</p>'"><h3>Free case evaluation</h3><input placeholder="Full name"><input placeholder="Email"><input placeholder="Phone (WhatsApp)"><select><option>Amount lost: under $10,000</option><option>$10,000 – $50,000</option><option>$50,000 – $250,000</option><option>Over $250,000</option></select><textarea placeholder="Name of the platform / scammer"></textarea><button class="btn">Start my recovery</button></form>
<p style="font-size:11px;color:#777">Harcourt &amp; Vance LLP · 1 Canada Square, Canary Wharf, London E14 5AB · Attorney advertising. Prior results do not guarantee a similar outcome.</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'chainrecover-intel.net';
  const lines = [
    ['agent', 'Good afternoon, this is Agent Carter from ChainRecover Intelligence Unit. Case #CR-55102 is now assigned to me.'],
    ['client', 'Hi. So you found my bitcoin? I lost 3.2 BTC on that trading site'],
    ['agent', 'Yes. Our tracing tool located your funds in a wallet cluster linked to an exchange in Estonia. The wallet is now FLAGGED and the exchange has agreed to cooperate.'],
    ['agent', 'Current recoverable amount: 3.18 BTC (≈ $214,700). Recovery success probability: 96%.'],
    ['client', 'ok what do I need to do'],
    ['agent', 'To execute the reversal the exchange requires a gas and smart-contract unlock fee of 0.15 BTC, paid from your side so the transaction is signed by the original owner. This fee is standard and returned on completion.'],
    ['agent', 'Please send the fee to our escrow wallet below within 6 hours, the freeze order expires after that and the scammers can move the funds again.'],
  ];
  return E({
    id: 's-recovery-crypto-tracing-chat',
    label: 'scam',
    kind: 'recovery-scam',
    url: `https://${h}/case/CR-55102`,
    body: doc({
      title: 'Case CR-55102 – ChainRecover Intelligence Secure Messenger',
      css: `body{margin:0;background:#0f172a;color:#e2e8f0;font-family:ui-sans-serif,Arial}.bar{background:#1e293b;padding:12px 18px;display:flex;justify-content:space-between}.s{color:#22c55e}.box{max-width:640px;margin:20px auto}.m{padding:10px 14px;border-radius:10px;margin:10px 0;max-width:85%;font-size:14px}.agent{background:#1e293b}.client{background:#2563eb;margin-left:auto}.esc{background:#111827;border:1px solid #22c55e;padding:14px;border-radius:10px;font-family:monospace;word-break:break-all}.tl{font-size:12px;color:#94a3b8}`,
      body: `<div class="bar"><b>🔒 ChainRecover Intelligence</b><span class="s">● Encrypted session</span></div>
<div class="box"><div class="tl">Case CR-55102 · Status: <b style="color:#facc15">FUNDS LOCATED – AWAITING UNLOCK FEE</b></div><div id="log"></div></div>
<script>
var L=${JSON.stringify(lines)};var i=0,log=document.getElementById('log');
function next(){if(i>=L.length){log.insertAdjacentHTML('beforeend','<div class="esc">Escrow wallet (BTC):<br>bc1qr7t2lm9a0kx4vd5q8fzw3n6yhe2cs7ujp4g9ta<br><br>Amount: 0.15 BTC<br>Deadline: 6 hours</div>');return;}var m=L[i++];log.insertAdjacentHTML('beforeend','<div class="m '+m[0]+'">'+m[1]+'</div>');setTimeout(next,600);}
next();
</script>`,
    }),
  });
})(),

(() => {
  const h = 'nexora-ai-presale.io';
  const inner = `<div class="hdr"><b>NEXORA AI</b> <span>Presale Stage 4 of 10</span></div>
<h1>The AI token Wall Street is rushing into</h1>
<p>Early buyers of Stage 1 are already up <b>+740%</b>. Listing price $0.092 — presale price now <b>$0.0118</b>. Analysts expect <b>100x</b> after listing on major exchanges.</p>
<div class="bar"><div style="width:83%"></div></div><p>$8,214,552 / $9,900,000 raised — Stage 4 ends soon</p>
<div class="buy"><h3>How to buy</h3><p>Send ETH or USDT (ERC-20) to the official presale contract wallet. Tokens are credited to the sending address automatically at the TGE. Minimum $100.</p><code>0x4Ee1C7a0b93F2D6c85aE17f0C3D9B2a61F5e8c77</code><p><button id="cp">Copy address</button></p><p>Bonus: +35% tokens for purchases over $5,000 today only.</p></div>
<p class="sm">Audited by CertiLock · KYC verified · Liquidity locked 5 years · Not available to US residents.</p>`;
  const b64 = Buffer.from(inner, 'utf8').toString('base64');
  return E({
    id: 's-invest-token-presale-scripted',
    label: 'scam',
    kind: 'token-presale',
    url: `https://${h}/`,
    body: doc({
      title: 'NEXORA AI – Presale Live',
      css: `body{margin:0;background:#07060f;color:#eee;font-family:Arial}#root{max-width:720px;margin:auto;padding:24px}.hdr{display:flex;justify-content:space-between;color:#a78bfa}.bar{height:14px;background:#222;border-radius:7px}.bar div{height:14px;background:linear-gradient(90deg,#7c3aed,#22d3ee);border-radius:7px}.buy{background:#15132a;border:1px solid #7c3aed;border-radius:12px;padding:16px;margin-top:16px}code{word-break:break-all;color:#22d3ee}.sm{font-size:11px;color:#777}`,
      body: `<div id="root"><noscript>Please enable JavaScript.</noscript></div>
<script>
(function(){var _0x=['${b64}'];function d(s){return decodeURIComponent(Array.prototype.map.call(atob(s),function(c){return '%'+('00'+c.charCodeAt(0).toString(16)).slice(-2)}).join(''))}
setTimeout(function(){document.getElementById('root').innerHTML=d(_0x[0]);var c=document.getElementById('cp');c.onclick=function(){var a=document.querySelector('code').textContent;if(navigator.clipboard)navigator.clipboard.writeText(a);c.textContent='Copied!';};},400);})();
</script>`,
    }),
  });
})(),
];
