import type { Entry } from '../entry.js';
import { doc, gtagStub, pixelStub, logoRoutes, cookieBar, countdown, purchaseToasts, footer, floatChat, reviews, jsRoute, jsonRoute } from '../parts/k-parts.js';

const darkCss = `body{margin:0;background:#0b1020;color:#e6e9f2;font-family:Inter,Segoe UI,Arial,sans-serif}a{color:#5fd3ff}header{display:flex;justify-content:space-between;align-items:center;padding:16px 36px;border-bottom:1px solid #1d2540}header nav a{margin-left:22px;color:#c9d1e8;text-decoration:none}.hero{text-align:center;padding:60px 20px}.hero h1{font-size:40px;margin:0 0 12px}.cta{background:linear-gradient(90deg,#00c6ff,#0072ff);color:#fff;border:0;border-radius:30px;padding:14px 34px;font-size:17px;text-decoration:none;display:inline-block;cursor:pointer}.plans{display:flex;gap:20px;justify-content:center;flex-wrap:wrap;padding:20px}.plan{background:#131a33;border:1px solid #243056;border-radius:14px;padding:24px;width:230px;text-align:center}.plan b{font-size:28px;color:#38f28f}section{max-width:1000px;margin:0 auto;padding:24px}.reviews blockquote{background:#131a33;border-radius:10px;padding:12px 16px;margin:10px 0}input{padding:12px;border-radius:8px;border:1px solid #2b365e;background:#0f1630;color:#fff;width:100%;box-sizing:border-box;margin:6px 0}`;
const lightCss = `body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;background:#fff}header{display:flex;justify-content:space-between;align-items:center;padding:14px 32px;border-bottom:1px solid #ddd}header a{margin-left:18px;color:#222;text-decoration:none;font-size:14px}section,main{max-width:980px;margin:0 auto;padding:20px}.risk{background:#fff4d6;border:1px solid #f0c36d;padding:10px 16px;font-size:13px}.btn{background:#00695c;color:#fff;padding:11px 20px;border-radius:4px;text-decoration:none;display:inline-block}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left}`;

export const entries: Entry[] = [
  {
  id: 'k-scam-forex-guaranteed-returns-in',
  label: 'scam',
  kind: 'investment-fraud',
  url: 'https://www.profitkingfx-india.com/',
  body: doc({
    title: 'ProfitKing FX – Daily 3% Guaranteed Profit | SEBI Registered* Forex Experts',
    css: darkCss,
    head: pixelStub('402299110082'),
    body: `<header><strong style="font-size:22px">👑 ProfitKing FX</strong><nav><a href="#">Plans</a><a href="#">Proofs</a><a href="#">Team</a><a href="#">Login</a></nav></header>
<div class="hero"><h1>Earn 3% DAILY Profit on Your Capital</h1><p>Our expert traders do the trading for you. Kindly invest and relax, profit will be credited to your account every day by 6 PM IST. 100% capital protected. No loss guarantee!!</p><a class="cta" href="#join">Start with ₹10,000</a></div>
<div class="plans">
<div class="plan"><h3>Silver</h3><b>3% / day</b><p>₹10,000 – ₹49,999<br>Duration 30 days<br>Withdraw anytime</p></div>
<div class="plan"><h3>Gold</h3><b>4.5% / day</b><p>₹50,000 – ₹2,99,999<br>Duration 45 days<br>Priority withdrawal</p></div>
<div class="plan"><h3>Diamond</h3><b>6% / day</b><p>₹3,00,000+<br>Personal account manager<br>Instant withdrawal</p></div>
</div>
<section><h2>Profit calculator</h2><input id="amt" type="number" value="50000"><p id="res"></p></section>
<section id="join"><h2>How to join</h2><ol><li>Register with name, mobile number and PAN</li><li>Transfer investment amount to our company UPI: <b>profitkingfx@ybl</b> (name shows as Shree Balaji Traders)</li><li>Send screenshot on WhatsApp to activate your ID within 10 minutes</li></ol>
<p>Refer a friend and get 10% commission on their investment!</p></section>
${reviews([['Rahul Sharma, Pune', 'Invested 1 lakh, got 3,200 daily profit for 30 days. Totally genuine sir 🙏', '⭐⭐⭐⭐⭐'], ['Sneha, Hyderabad', 'Withdrawal received in 5 minutes. Best platform in India', '⭐⭐⭐⭐⭐'], ['Imran K.', 'First I was scared but now I am earning more than my salary', '⭐⭐⭐⭐⭐']], 'Member Success Stories')}
<p style="text-align:center;font-size:11px;color:#667">*Registration in process. Past performance guarantee future returns.</p>
${floatChat('https://wa.me/917703912288', 'WhatsApp Support 24x7')}
<script>var a=document.getElementById('amt'),r=document.getElementById('res');function c(){var v=+a.value,d=v>=300000?0.06:v>=50000?0.045:0.03;r.innerHTML='Daily profit: <b>₹'+Math.round(v*d).toLocaleString('en-IN')+'</b> · Monthly: <b>₹'+Math.round(v*d*30).toLocaleString('en-IN')+'</b>'}a.oninput=c;c();</script>`,
  }),
},
  {
  id: 'k-scam-ai-trading-bot-landing-en',
  label: 'scam',
  kind: 'investment-fraud',
  url: 'https://quantumedge-ai-trader.com/en/lp/',
  body: doc({
    title: 'Quantum Edge AI – The Trading Bot the Banks Don\'t Want You to Know About',
    css: darkCss,
    head: gtagStub('G-QEA1009') + pixelStub('83301277192'),
    body: `<header><strong>Quantum Edge <span style="color:#38f28f">AI</span></strong><nav><a href="#">As Seen On TV</a><a href="#">Results</a><a href="#">Register</a></nav></header>
<div class="hero"><h1>Turn $250 into $7,400 in Your First Week</h1><p>Our AI trading system uses quantum computing to predict crypto and forex moves with <b>99.4% accuracy</b>. Featured on Dragons' Den and endorsed by leading entrepreneurs. Spots in your country are limited: <b id="spots">27</b> remaining today.</p></div>
<section style="display:flex;gap:30px;flex-wrap:wrap">
<div style="flex:1;min-width:280px"><h2>Live profits</h2><ul id="feed" style="list-style:none;padding:0;font-family:monospace"></ul></div>
<form id="reg" style="flex:1;min-width:280px;background:#131a33;padding:20px;border-radius:14px"><h3>Register free — get your personal account manager</h3><input placeholder="First name" required><input placeholder="Last name" required><input placeholder="Email" type="email" required><input placeholder="Phone number (with country code)" required><button class="cta" style="width:100%">GET STARTED NOW</button><p style="font-size:11px;color:#889">A minimum deposit of $250 activates the bot. Your account manager will call you within 15 minutes.</p></form>
</section>
${reviews([['Graham, Newcastle', 'I was skeptical but after 3 days I had made £2,180. Quit my job last month.', '★★★★★'], ['Anneke, Utrecht', 'The account manager helped me every step. Amazing.', '★★★★★']], 'Real members, real results')}
<p style="text-align:center;font-size:11px;color:#667;max-width:800px;margin:20px auto">Quantum Edge AI is a software platform. Testimonials are from real users. Results may vary.</p>
<script>var n=['Liam from Dublin','Sofia from Milan','Ahmed from Dubai','Emma from Toronto','Noah from Sydney'],f=document.getElementById('feed'),s=27;setInterval(function(){var li=document.createElement('li');li.textContent=n[Math.floor(Math.random()*n.length)]+' just earned $'+(Math.random()*900+120).toFixed(2);f.prepend(li);if(f.children.length>6)f.lastChild.remove();if(s>3){s--;document.getElementById('spots').textContent=s}},2200);document.getElementById('reg').onsubmit=function(e){e.preventDefault();this.innerHTML='<h3>Congratulations! 🎉</h3><p>Your spot is reserved. Make your first deposit of $250 to activate the AI. Your account manager will call you shortly from a +44 number.</p><a class=cta href=/deposit>Deposit now</a>';};</script>`,
  }),
},
  {
  id: 'k-scam-gold-investment-arabic',
  label: 'scam',
  kind: 'investment-fraud',
  url: 'https://www.dahab-alkhaleej-invest.com/ar/',
  body: doc({
    title: 'ذهب الخليج للاستثمار – أرباح مضمونة ٢٠٪ شهرياً',
    lang: 'ar',
    dir: 'rtl',
    css: darkCss.replace(/#0b1020/g, '#1a1405').replace(/#38f28f/g, '#f5c542'),
    body: `<header><strong style="font-size:22px">ذهب الخليج</strong><nav><a href="#">الخطط</a><a href="#">من نحن</a><a href="#">تواصل معنا</a></nav></header>
<div class="hero"><h1>استثمر في الذهب واحصل على ٢٠٪ أرباح شهرية مضمونة</h1><p>شركة مرخصة في دبي. رأس مالك محمي ١٠٠٪. يمكنك السحب في أي وقت. ابدأ من ٥٠٠ دولار فقط.</p><a class="cta" href="https://t.me/dahab_khaleej_vip">انضم عبر تيليجرام</a></div>
<div class="plans"><div class="plan"><h3>الباقة البرونزية</h3><b>١٥٪</b><p>٥٠٠ – ٢٬٠٠٠ دولار</p></div><div class="plan"><h3>الباقة الذهبية</h3><b>٢٠٪</b><p>٢٬٠٠٠ – ١٠٬٠٠٠ دولار</p></div><div class="plan"><h3>باقة VIP</h3><b>٣٠٪</b><p>أكثر من ١٠٬٠٠٠ دولار</p></div></div>
<section><h2>طريقة الإيداع</h2><p>الإيداع يتم فقط عن طريق USDT (شبكة TRC20) أو حوالة بنكية إلى حساب المدير المالي. بعد الإيداع أرسل صورة الإيصال إلى خدمة العملاء على واتساب.</p><p>عنوان المحفظة: <code>TXk3mR8aQ2vN6pLw9eYh4Jb1CfGz7sDu5o</code></p>
<p><b>ملاحظة:</b> عند السحب يتم خصم ضريبة ١٠٪ تدفع مسبقاً حسب قوانين هيئة الأوراق المالية.</p></section>
${reviews([['أبو محمد – الرياض', 'استثمرت ٣٠٠٠ دولار وسحبت أرباحي بعد شهر، الحمد لله', '★★★★★'], ['سارة – الكويت', 'تعامل راقي وسرعة في السحب', '★★★★★']], 'آراء المستثمرين')}
${floatChat('https://wa.me/971585501923', 'واتساب')}`,
  }),
},
  {
  id: 'k-scam-withdrawal-fee-dashboard-ru',
  label: 'scam',
  kind: 'investment-fraud',
  url: 'https://cabinet.bitprime-capital.io/withdraw',
  body: doc({
    title: 'BitPrime Capital – Личный кабинет – Вывод средств',
    lang: 'ru',
    css: darkCss + `.side{position:fixed;top:0;left:0;bottom:0;width:200px;background:#0f1630;padding:20px}.side a{display:block;margin:12px 0;color:#c9d1e8;text-decoration:none}.cont{margin-left:240px;padding:24px}.bal{font-size:34px;color:#38f28f}.warn{background:#3a1f1f;border:1px solid #a33;padding:14px;border-radius:10px}`,
    body: `<div class="side"><b>BitPrime Capital</b><a href="#">Обзор</a><a href="#">Торговля</a><a href="#">История</a><a href="#">Вывод средств</a><a href="#">Поддержка</a></div>
<div class="cont">
<p>Клиент: <b>Ирина В.</b> · ID 77120419 · Статус: <span style="color:#f5c542">GOLD</span></p>
<p>Баланс счёта</p><div class="bal" id="bal">$48 316,72</div><p style="color:#8f8">+ $1 912,40 за последние 24 часа</p>
<h2>Вывод средств</h2>
<div class="warn"><b>Вывод временно заблокирован.</b> Согласно требованиям финансового регулятора, для вывода суммы свыше $10 000 необходимо оплатить <b>налог на прибыль 13%</b> и <b>страховой депозит</b>. Сумма к оплате рассчитывается автоматически. После оплаты средства поступят на вашу карту в течение 2 часов.</div>
<p>Сумма налога: <b id="tax"></b></p>
<p>Оплата принимается только в USDT (TRC20) на кошелёк финансового отдела:<br><code>TFq8cN2zL5wP1rJ7hD4kXm9aB3sV6yE0tU</code></p>
<p>Если вы не оплатите налог в течение <b id="cd"></b>, счёт будет заморожен, а прибыль аннулирована.</p>
<p>Ваш персональный аналитик: <a href="https://t.me/bitprime_analyst_maxim">@bitprime_analyst_maxim</a></p>
</div>
<script>var b=48316.72;document.getElementById('tax').textContent='$'+(b*0.13).toFixed(2).replace('.',',');</script>
${countdown('cd', 47 * 3600)}`,
  }),
},
  {
  id: 'k-scam-fund-recovery-service-en',
  label: 'scam',
  kind: 'recovery-scam',
  url: 'https://www.assetretrieve-legal.com/recover-crypto-losses',
  body: doc({
    title: 'AssetRetrieve Legal – Lost Money to a Scam? We Recover 97% of Funds',
    css: lightCss.replace(/#00695c/g, '#1e3a8a') + `.hero{background:#1e3a8a;color:#fff;padding:50px 30px}.badges span{display:inline-block;border:1px solid #ccd;padding:6px 10px;margin:4px;font-size:12px}`,
    head: gtagStub('G-ARL3390'),
    body: `<header><strong>⚖ AssetRetrieve Legal</strong><nav><a href="#">Services</a><a href="#">Success stories</a><a href="#">Free consultation</a></nav></header>
<div class="hero"><h1>Scammed by a fake broker or crypto platform?<br>Get your money back.</h1><p>Our team of certified blockchain forensic investigators and lawyers has recovered over $214 million for victims worldwide. 97% success rate. We work with Interpol, FBI IC3 and the FCA.</p><a class="btn" style="background:#f59e0b" href="#form">Free case evaluation</a></div>
<section><p class="badges"><span>✔ Licensed recovery agent</span><span>✔ Blockchain tracing</span><span>✔ Chargeback specialists</span><span>✔ No recovery, no fee*</span></p>
<h2>How it works</h2><ol><li>Tell us about your case (platform name, amount lost, transaction IDs).</li><li>Our analysts trace the funds and locate the wallet holding your money.</li><li>Pay the one-time <b>legal filing and tracing fee</b> (from $1,500, based on the amount lost) so we can file the freeze order with the exchange.</li><li>Funds are returned to your account within 7–14 working days.</li></ol>
<form id="form" style="background:#f4f6fb;padding:18px;border-radius:8px"><h3>Free case evaluation</h3><p><input placeholder="Full name" style="width:100%;padding:8px"></p><p><input placeholder="Email" style="width:100%;padding:8px"></p><p><input placeholder="Name of scam platform" style="width:100%;padding:8px"></p><p><input placeholder="Amount lost (USD)" id="lost" style="width:100%;padding:8px"></p><button class="btn">Evaluate my case</button></form>
<div id="est"></div>
${reviews([['Margaret, 67, Arizona', 'I lost my retirement savings to a crypto scam. AssetRetrieve got back $182,000. God bless you.', '★★★★★'], ['Kenji, Osaka', 'Very professional. Full refund in 11 days.', '★★★★★']], 'Recovered clients')}
<p style="font-size:11px;color:#777">*The tracing and legal filing fee is non-refundable as it covers third-party costs.</p></section>
<script>document.getElementById('form').onsubmit=function(e){e.preventDefault();var l=parseFloat(document.getElementById('lost').value.replace(/[^0-9.]/g,''))||10000;var fee=Math.max(1500,Math.round(l*0.12));document.getElementById('est').innerHTML='<div style="background:#e8f5e9;padding:16px;margin-top:12px"><h3>Good news: your case is recoverable (estimated 94%).</h3><p>To begin tracing, pay the filing fee of <b>$'+fee.toLocaleString()+'</b> in Bitcoin or by wire. A case officer will contact you on WhatsApp +44 7418 550209 with payment details.</p></div>';};</script>`,
  }),
},
  {
  id: 'k-scam-crypto-mining-cloud-id',
  label: 'scam',
  kind: 'investment-fraud',
  url: 'https://tambangkripto-cloud.id/daftar',
  body: doc({
    title: 'TambangKripto Cloud – Mining Bitcoin Otomatis, Profit Harian 8%',
    lang: 'id',
    css: darkCss.replace(/#0072ff/g, '#ff8c00'),
    body: `<header><strong>⛏ TambangKripto Cloud</strong><nav><a href="#">Paket</a><a href="#">Bukti Penarikan</a><a href="#">Masuk</a></nav></header>
<div class="hero"><h1>Mesin mining Bitcoin, profit masuk tiap hari</h1><p>Tidak perlu beli alat, tidak perlu ngerti teknologi. Sewa mesin mining kami di Kazakhstan dan terima keuntungan harian langsung ke DANA / OVO / rekening bank. Bonus pendaftaran Rp 50.000!</p></div>
<div class="plans"><div class="plan"><h3>Mesin S19</h3><b>Rp 500rb</b><p>Profit harian Rp 40.000<br>Masa kontrak 60 hari</p></div><div class="plan"><h3>Mesin S21</h3><b>Rp 2jt</b><p>Profit harian Rp 180.000<br>Masa kontrak 90 hari</p></div><div class="plan"><h3>Mesin Pro</h3><b>Rp 10jt</b><p>Profit harian Rp 1.000.000<br>Masa kontrak 120 hari</p></div></div>
<section><h2>Daftar sekarang</h2><form><input placeholder="Nomor HP"><input placeholder="Kata sandi" type="password"><input placeholder="Kode undangan (opsional)" value="TK88321"><button class="cta" type="button" onclick="alert('Pendaftaran berhasil! Silakan isi saldo untuk menyewa mesin.')">Daftar &amp; klaim bonus</button></form>
<p>Ajak teman dan dapatkan komisi 3 level: 15% / 5% / 2%. Penarikan minimal Rp 100.000, biaya admin 10%.</p>
<p>Terdaftar dan diawasi OJK*.</p></section>
${purchaseToasts(['Budi (0812****4471) berhasil menarik Rp 1.250.000', 'Siti (0857****2019) menyewa Mesin S21', 'Agus (0813****8802) berhasil menarik Rp 380.000'])}
${floatChat('https://t.me/tambangkripto_cs', 'CS Telegram', '#229ed9')}`,
  }),
},
  {
  id: 'k-clean-regulated-cfd-broker-uk',
  label: 'clean',
  kind: 'regulated-broker',
  url: 'https://www.harbourmarkets.co.uk/trading/forex',
  body: doc({
    title: 'Forex Trading | Spread Betting & CFDs | Harbour Markets',
    css: lightCss + `.rw{position:sticky;top:0;background:#222;color:#fff;font-size:13px;padding:8px 32px}`,
    head: gtagStub('G-HBM1200'),
    body: `<div class="rw">Spread bets and CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. <b>71% of retail investor accounts lose money when spread betting and/or trading CFDs with this provider.</b> You should consider whether you understand how spread bets and CFDs work and whether you can afford to take the high risk of losing your money.</div>
<header><strong>Harbour Markets</strong><nav><a href="#">Markets</a><a href="#">Platforms</a><a href="#">Pricing</a><a href="#">Learn</a><a href="#">Log in</a><a class="btn" href="#">Open account</a></nav></header>
<main>
<h1>Trade forex with tight spreads</h1>
<p>Trade over 80 currency pairs with spreads from 0.6 points on EUR/USD. Leverage for retail clients is limited to 30:1 on major pairs under FCA rules, and negative balance protection applies to all retail accounts.</p>
<table><tr><th>Pair</th><th>Min spread</th><th>Margin (retail)</th></tr><tr><td>EUR/USD</td><td>0.6</td><td>3.33%</td></tr><tr><td>GBP/USD</td><td>0.9</td><td>3.33%</td></tr><tr><td>USD/JPY</td><td>0.7</td><td>3.33%</td></tr><tr><td>EUR/TRY</td><td>45</td><td>20%</td></tr></table>
<h2>Funding your account</h2><p>There is no minimum deposit for bank transfer; card deposits from £100. Withdrawals are free and returned to the original payment method in your name. We do not accept cryptocurrency or third-party payments.</p>
<p class="risk">Harbour Markets Ltd is authorised and regulated by the Financial Conduct Authority (FRN 612884). Client money is held in segregated accounts. Eligible clients are covered by the FSCS up to £85,000. We will never cold call you offering investments or ask you to install remote-access software.</p>
</main>
${footer({ Company: ['About us', 'Regulation', 'Careers'], Legal: ['Risk disclosure', 'Order execution policy', 'Complaints'] }, '© 2026 Harbour Markets Ltd, 10 Finsbury Square, London. Registered in England no. 07334512.')}
${cookieBar()}`,
  }),
},
  {
  id: 'k-clean-robo-adviser-us',
  label: 'clean',
  kind: 'regulated-broker',
  url: 'https://www.steadfolio.com/how-it-works',
  body: doc({
    title: 'How Steadfolio Works – Automated Investing | Steadfolio',
    css: lightCss.replace(/#00695c/g, '#4338ca'),
    head: gtagStub('G-STF0091'),
    body: `<header><strong>steadfolio</strong><nav><a href="#">Investing</a><a href="#">Retirement</a><a href="#">Cash</a><a href="#">Pricing</a><a href="#">Log in</a><a class="btn" href="#">Get started</a></nav></header>
<main>
<h1>Set it, and don't forget it</h1>
<p>Answer a few questions and we'll recommend a diversified portfolio of low-cost ETFs matched to your goals and risk tolerance. We rebalance automatically and harvest tax losses in taxable accounts.</p>
<h2>Pricing</h2><table><tr><td>Digital plan</td><td>0.25% annual advisory fee · $500 minimum</td></tr><tr><td>Premium plan</td><td>0.40% · $100,000 minimum · unlimited access to CFP® professionals</td></tr></table>
<p>Fund expense ratios (averaging 0.08%) are charged by the fund providers and are separate from our fee.</p>
<h2>Expected returns</h2><p>Projected outcomes are hypothetical, based on historical market data and assumptions, are not guaranteed, and do not reflect actual investment results. Your portfolio can lose value.</p>
<p class="risk">Investing involves risk, including loss of principal. Advisory services offered by Steadfolio Advisers LLC, an SEC-registered investment adviser. Brokerage services by Steadfolio Securities LLC, member FINRA/SIPC. Check the background of our firm on FINRA's BrokerCheck. SIPC protects securities up to $500,000; it does not protect against market losses.</p>
</main>
${footer({ Company: ['About', 'Careers', 'Press'], Resources: ['Form CRS', 'Form ADV', 'Disclosures', 'Help center'] }, '© 2026 Steadfolio, Inc.')}
${cookieBar()}`,
  }),
},
  {
  id: 'k-clean-crypto-exchange-promo-ja',
  label: 'clean',
  kind: 'crypto-exchange-promo',
  url: 'https://www.kirinbit.jp/campaign/new-account-2026',
  body: doc({
    title: '新規口座開設キャンペーン｜最大5,000円相当のビットコインプレゼント｜キリンビット',
    lang: 'ja',
    css: lightCss.replace(/#00695c/g, '#e60012') + `.hero{background:#fff1f0;padding:36px;text-align:center}.note{font-size:12px;color:#555}`,
    head: gtagStub('G-KRB2026'),
    body: `<header><strong>キリンビット</strong><nav><a href="#">取扱銘柄</a><a href="#">手数料</a><a href="#">キャンペーン</a><a href="#">ログイン</a><a class="btn" href="#">口座開設</a></nav></header>
<div class="hero"><h1>新規口座開設で最大5,000円相当のBTCプレゼント！</h1><p>キャンペーン期間：2026年1月15日（木）〜2月28日（土）23:59 残り <b id="cd"></b></p></div>
<main>
<h2>参加条件</h2><ol><li>キャンペーン期間中に口座開設を申込み、本人確認（eKYC）を完了すること</li><li>期間中に日本円を10,000円以上入金すること（1,000円相当）</li><li>期間中に販売所・取引所で合計50,000円以上取引すること（4,000円相当）</li></ol>
<p>プレゼントは2026年4月末までにお客様の口座へ付与します。当社から暗号資産の送付をお願いすることは一切ありません。</p>
<h2>ご注意</h2><p class="note">暗号資産は法定通貨ではありません。価格変動により損失が生じる可能性があります。取引を行う際は、取引内容を十分に理解し、ご自身の判断で行ってください。暗号資産交換業者 関東財務局長 第000XX号。加入協会：一般社団法人日本暗号資産等取引業協会。</p>
</main>
${footer({ 会社情報: ['会社概要', '採用情報'], サポート: ['よくある質問', 'お問い合わせ', '取引説明書'] }, '© 2026 KirinBit Co., Ltd.')}
${countdown('cd', 12 * 86400)}`,
  }),
},
  {
  id: 'k-clean-investor-alert-mentor-scam-article',
  label: 'clean',
  kind: 'news-scam-quote',
  url: 'https://www.thenorthbayledger.com/money/2026/01/14/crypto-mentor-whatsapp-scam-retiree-loses-400k',
  body: doc({
    title: '"She called him teacher": retiree loses $400,000 to WhatsApp crypto mentor scam | North Bay Ledger',
    css: `body{font-family:Georgia,serif;margin:0;color:#111}header{border-bottom:3px double #111;text-align:center;padding:14px}header h2{margin:0;font-size:30px}nav{font-family:Arial;font-size:13px;text-align:center;padding:6px;border-bottom:1px solid #ddd}nav a{margin:0 8px;color:#111}article{max-width:720px;margin:24px auto;font-size:18px;line-height:1.6}blockquote{border-left:4px solid #c00;margin:18px 0;padding:6px 16px;background:#f8f8f8;font-family:Arial;font-size:15px}.by{color:#666;font-family:Arial;font-size:13px}.ad{background:#eee;height:90px;margin:20px auto;max-width:728px;text-align:center;line-height:90px;font:12px Arial;color:#999}`,
    head: gtagStub('G-NBL5512'),
    body: `<header><h2>The North Bay Ledger</h2></header><nav><a href="#">Local</a><a href="#">Money</a><a href="#">Sports</a><a href="#">Opinion</a><a href="#">Subscribe</a></nav>
<div class="ad">Advertisement</div>
<article><h1>"She called him teacher": retiree loses $400,000 to WhatsApp crypto mentor scam</h1><p class="by">By Dana Whitcomb · Jan. 14, 2026 · 6 min read</p>
<p>It started with a wrong-number text. Within weeks, a 71-year-old Santa Rosa woman had joined a WhatsApp group run by a self-described former Wall Street quant, and was moving her savings onto a trading platform the group's "assistant" recommended.</p>
<p>The group's messages, which she shared with the Ledger, follow a script investigators say they see over and over:</p>
<blockquote>"Teacher Chen will share tonight's signal at 8pm. Please only use CoinVaultPro, signals do not work on other exchanges. Members with more than $10,000 get VIP signals with 30% profit."</blockquote>
<p>Her account showed balances climbing past $900,000. When she tried to withdraw, a "customer service" agent told her she first had to pay a 20% tax:</p>
<blockquote>"Dear customer, to comply with US tax regulations you must pay personal income tax of 20% before withdrawal. Funds will be released within 2 hours of payment."</blockquote>
<p>"No legitimate platform makes you pay a fee to get your own money out," said an agent with the FBI's San Francisco field office. The bureau's IC3 received more than 40,000 complaints about investment fraud last year.</p>
<p>Victims can report to ic3.gov and the FTC at ReportFraud.ftc.gov. Be wary of anyone who contacts you afterward offering to recover the money for a fee — that is often the same criminals, trying again.</p>
</article>
${footer({ Ledger: ['About us', 'Contact the newsroom', 'Ethics policy'], Subscribe: ['Digital', 'Print', 'Newsletters'] }, '© 2026 North Bay Ledger Media Co.')}
${cookieBar()}`,
  }),
},
];
