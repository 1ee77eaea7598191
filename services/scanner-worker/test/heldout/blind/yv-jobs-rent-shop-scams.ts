import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { CSS, doc, naira, wa } from '../parts/yv-kit.js';

const taskJob = doc({
  title: 'Part-Time Job: Earn ₦15,000 Daily Liking TikTok Videos',
  css: `${CSS.reset}body{background:#fdf2f8}.c{max-width:440px;margin:0 auto;padding:18px}.chat{background:#fff;border-radius:12px;padding:12px;margin:10px 0;font-size:14px}.me{background:#dcf8c6;margin-left:40px}.lvl{display:flex;justify-content:space-between;background:#fff;border:1px solid #f5c2dd;border-radius:8px;padding:10px;margin:6px 0;font-size:13px}.b{display:block;background:#229ed9;color:#fff;text-align:center;padding:14px;border-radius:30px;text-decoration:none}`,
  body: `<div class="c"><h2>&#128241; Work from home: ${naira(3000)} &ndash; ${naira(15000)} daily</h2>
<div class="chat">Hello dear &#128522; I am Grace, HR assistant of <b>Clickverse Media Agency</b>. We are hiring part-time staff to like and follow videos for our advertising clients. Each task pays ${naira(500)}. Are you interested?</div>
<div class="chat me">Yes I'm interested</div>
<div class="chat">Great! Complete 3 free tasks first and we pay ${naira(1500)} immediately. After that, join our Telegram "prepaid tasks" group for higher commission:</div>
<div class="lvl"><span>Merchant task level 1: recharge ${naira(10000)}</span><b>return ${naira(13000)}</b></div>
<div class="lvl"><span>Level 2: recharge ${naira(30000)}</span><b>return ${naira(40500)}</b></div>
<div class="lvl"><span>Level 3 (combo task): recharge ${naira(100000)}</span><b>return ${naira(145000)}</b></div>
<div class="chat">Note: if you make an error in a combo task, your account is frozen and you must pay a correction fee to recover your funds.</div>
<a class="b" href="https://t.me/+Qv9gk2XoPLA4ZmFk">Join receptionist on Telegram</a></div>`,
});

const fakeShop = doc({
  title: 'PhoneHub Clearance Sale - iPhone 15 Pro Max ₦185,000',
  css: `${CSS.reset}body{background:#f5f5f5}.bn{background:#000;color:#ffd600;text-align:center;padding:10px;font-weight:700}.g{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:12px;max-width:960px;margin:16px auto;padding:0 12px}.p{background:#fff;border-radius:8px;padding:12px}.p .img{height:140px;background:#eceff1;border-radius:6px}.old{text-decoration:line-through;color:#999;font-size:13px}.new{color:#d50000;font-size:20px;font-weight:700}.n{max-width:960px;margin:0 auto;padding:12px;font-size:14px;background:#fffde7}`,
  body: `<div class="bn">&#128680; WAREHOUSE CLEARANCE: 80% OFF &mdash; ENDS TONIGHT &#128680;</div>
<div class="g">
<div class="p"><div class="img"></div><p>iPhone 15 Pro Max 256GB (UK used)</p><span class="old">${naira(1650000)}</span><div class="new">${naira(185000)}</div></div>
<div class="p"><div class="img"></div><p>Samsung S24 Ultra 512GB</p><span class="old">${naira(1480000)}</span><div class="new">${naira(165000)}</div></div>
<div class="p"><div class="img"></div><p>MacBook Air M2 13"</p><span class="old">${naira(1900000)}</span><div class="new">${naira(230000)}</div></div>
<div class="p"><div class="img"></div><p>PS5 Slim + 2 pads</p><span class="old">${naira(980000)}</span><div class="new">${naira(120000)}</div></div></div>
<div class="n"><b>How to order:</b> Payment on transfer <u>only</u> (no pay-on-delivery because of fake buyers). Transfer to <b>Moniepoint 6620441198 &mdash; PHONEHUB GADGETS</b> and send receipt with your address to our WhatsApp. Free delivery in Lagos &amp; Abuja within 24 hours. Customers in other states pay ${naira(5000)} waybill.</div>`,
});

const recovery = doc({
  title: 'CyberTrace Recovery | Recover Lost Crypto & Scam Funds',
  css: `${CSS.reset}body{background:#0a0f1d;color:#cbd5e1}.c{max-width:760px;margin:0 auto;padding:30px 20px;line-height:1.6}h1{color:#fff}.t{background:#111a2e;border-radius:10px;padding:14px;margin:10px 0}.f{background:#111a2e;padding:18px;border-radius:10px}${CSS.field}label{color:#94a3b8}input,select,textarea{background:#0a0f1d;color:#fff;border-color:#334155}button{background:#22c55e;color:#000;border:0;padding:13px 26px;border-radius:6px;margin-top:14px;font-weight:700}`,
  body: `<div class="c"><h1>Lost money to a fake investment, CBEX, forex or crypto platform? We get it back.</h1>
<p>CyberTrace Recovery is a team of certified ethical hackers and blockchain forensic experts working with Interpol and the EFCC. Our 96% success rate means you can get your funds back within 72 hours.</p>
<div class="t">&#11088;&#11088;&#11088;&#11088;&#11088; "They recovered the ${naira(12400000)} I lost on CBEX in just 3 days!" &mdash; Mrs. Funmi, Abuja</div>
<div class="t">&#11088;&#11088;&#11088;&#11088;&#11088; "Recovered 4.2 BTC from a romance scammer" &mdash; Kwame, Kumasi</div>
<p><b>Our fee:</b> a small upfront tracing fee of <b>$350</b> to trace the scammer's wallet, then 15% of the recovered funds. Payment in USDT or Bitcoin for confidentiality.</p>
<form class="f" method="post" action="/case/new.php"><label>Platform name</label><input name="pl"><label>Amount lost</label><input name="amt"><label>Wallet addresses / bank accounts you paid into</label><textarea name="w" rows="3" style="width:100%"></textarea><label>Your email</label><input name="em"><label>Phone / WhatsApp</label><input name="ph"><button>Open recovery case</button></form></div>`,
});

export const entries: Entry[] = [
  { id: 'yv-clickverse-task-job-prepaid-combo', label: 'scam', kind: 'task-job-scam', url: 'https://clickverse-media-jobs.online/parttime/ng', body: taskJob },
  { id: 'yv-phonehub-clearance-transfer-only', label: 'scam', kind: 'fake-shop', url: 'https://phonehub-clearance-ng.shop/sale', body: fakeShop },
  { id: 'yv-cybertrace-fund-recovery-upfront', label: 'scam', kind: 'recovery-scam', url: 'https://cybertrace-recovery.net/recover-lost-funds', body: recovery },
];
