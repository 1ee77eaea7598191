import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { baseCss, cookieBar, dataLayer, doc, firstPartyStats, footer, metrikaStub, pixelStub } from '../parts/g-kit.js';

const calcJs = `function emi(p,r,n){r=r/1200;return r?p*r*Math.pow(1+r,n)/(Math.pow(1+r,n)-1):p/n}document.addEventListener('input',function(){var p=+document.getElementById('amt').value,n=+document.getElementById('ten').value,r=+document.getElementById('rate').value;document.getElementById('out').textContent=Math.round(emi(p,r,n)).toLocaleString();});`;
export const entries: Entry[] = [
  // Indian NBFC personal loan page with EMI calculator and fraud warning (Hinglish marketing)
  {
    id: 'g-clean-in-nbfc-personal-loan-emi-fraud-warning',
    label: 'clean',
    kind: 'lender',
    url: 'https://www.sahyogfincorp.co.in/personal-loan/instant-approval',
    body: doc({
      lang: 'en-IN',
      title: 'Instant Personal Loan up to ₹25 Lakh | Sahyog FinCorp',
      css: `${baseCss} .hero{background:#fff4e6;padding:40px 0}.g{display:grid;grid-template-columns:1fr 1fr;gap:30px}.calc{background:#fff;border-radius:10px;padding:18px;box-shadow:0 2px 10px rgba(0,0,0,.06)}.calc input{width:100%;margin:4px 0}.fraud{background:#fff1f2;border:1px solid #fecdd3;padding:14px;border-radius:8px}.apply{background:#f97316;color:#fff}`,
      head: dataLayer('G-SFC2025IN'),
      body: `<header class="top"><div class="wrap"><b style="color:#f97316;font-size:22px">Sahyog FinCorp</b><nav><a href="#">Personal Loan</a><a href="#">Business Loan</a><a href="#">Gold Loan</a><a href="#">Customer Login</a></nav></div></header>
<section class="hero"><div class="wrap g"><div><h1>Personal loan in 24 hours — bilkul paperless</h1><p>Loan amount ₹50,000 to ₹25 lakh · Interest from 11.49% p.a. · Tenure 12–60 months · Processing fee up to 2.5% + GST, <b>deducted from the disbursed amount</b>.</p><a class="btn apply" href="/apply">Apply now</a></div>
<div class="calc"><h3>EMI Calculator</h3><label>Amount (₹)<input id="amt" type="number" value="300000"></label><label>Tenure (months)<input id="ten" type="number" value="36"></label><label>Rate (% p.a.)<input id="rate" type="number" value="13.5"></label><p>Your EMI: <b>₹<span id="out">10,181</span></b></p></div></div></section>
<div class="wrap"><div class="fraud"><h3>⚠ Fraud alert</h3><p>Sahyog FinCorp kabhi bhi loan approval ke liye <b>advance processing fee, insurance charge ya "file charge" UPI par nahi maangta</b>. Hamari processing fee hamesha loan amount se deduct hoti hai. Agar koi WhatsApp ya call par "loan approved, ₹2,499 pay kijiye" bole, to 1930 (National Cyber Crime Helpline) par report karein aur hume care@sahyogfincorp.co.in par batayein.</p></div>
<h2>Eligibility</h2><ul><li>Salaried, age 21–58</li><li>Minimum net salary ₹25,000/month</li><li>CIBIL score 700+</li></ul>
<p style="font-size:12px;color:#666">Sahyog FinCorp Ltd. is a Non-Banking Financial Company registered with the Reserve Bank of India (CoR No. N-13.02XXX). Loans at the sole discretion of the company. Grievance Redressal Officer: Ms. Meera Iyer, grievance@sahyogfincorp.co.in.</p></div>
${footer({ Loans: ['Personal', 'Business', 'Gold'], Policies: ['Fair Practices Code', 'Interest Rate Policy', 'KYC Policy', 'Grievance Redressal'] }, '© 2025 Sahyog FinCorp Ltd. CIN L65910MH1994PLC0XXXXX')}
<script src="/js/emi.js"></script>`,
    }),
    routes: { 'www.sahyogfincorp.co.in/js/emi.js': jsRoute(calcJs) },
  },
  // UK cashback site landing
  {
    id: 'g-clean-en-cashback-site-earn-money-back',
    label: 'clean',
    kind: 'cashback',
    url: 'https://www.cashbackjar.co.uk/how-it-works',
    body: doc({
      lang: 'en-GB',
      title: 'How Cashback Works – Earn money back on your shopping | CashbackJar',
      css: `${baseCss} .hero{background:#6d28d9;color:#fff;padding:50px 0;text-align:center}.steps{display:grid;grid-template-columns:repeat(3,1fr);gap:24px;padding:30px 0}.st{background:#faf5ff;border-radius:10px;padding:20px}.m{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.m div{border:1px solid #e9d5ff;border-radius:8px;padding:12px;text-align:center}.m b{color:#6d28d9}.join{background:#facc15;color:#111}`,
      head: pixelStub('118830092771402'),
      body: `<header class="top"><div class="wrap"><b style="color:#6d28d9;font-size:22px">CashbackJar</b><nav><a href="#">Stores</a><a href="#">Vouchers</a><a href="#">How it works</a><a href="/join">Join free</a></nav></div></header>
<section class="hero"><h1>Get paid to shop at 5,000+ stores</h1><p>Members earned £38.2 million in cashback last year. Free to join, no catches.</p><a class="btn join" href="/join">Join free and get a £5 bonus*</a></section>
<div class="wrap"><div class="steps"><div class="st"><h3>1. Click through</h3><p>Find the store on CashbackJar and click through to their website.</p></div><div class="st"><h3>2. Shop as normal</h3><p>The retailer pays us a commission for sending you, and we pass it on to you.</p></div><div class="st"><h3>3. Get paid</h3><p>Cashback tracks within 7 days and pays out to your bank account or PayPal once confirmed (usually 30–90 days).</p></div></div>
<h2>Top cashback rates today</h2><div class="m"><div>Booking.com<br><b>up to 6%</b></div><div>Currys<br><b>up to 2.5%</b></div><div>ASOS<br><b>4%</b></div><div>Sky Broadband<br><b>£80</b></div></div>
<p style="font-size:12px;color:#666">*£5 bonus paid when you earn your first £10 of cashback within 90 days. We never charge a withdrawal fee and will never ask you to pay to unlock cashback.</p></div>
${footer({ CashbackJar: ['About', 'Blog', 'Careers'], Help: ['Missing cashback', 'Contact', 'FAQ'], Legal: ['Terms', 'Privacy', 'Cookies'] }, '© 2025 CashbackJar Ltd, registered in England 09XXXXXX. Authorised by the FCA as a payment services agent.')}`,
    }),
  },
  // Micro-task research platform (English)
  {
    id: 'g-clean-en-research-participant-platform',
    label: 'clean',
    kind: 'task-earn',
    url: 'https://www.studypool-participants.org/participants',
    body: doc({
      lang: 'en',
      title: 'Take part in research and get paid | StudyPool Participants',
      css: `${baseCss} .hero{padding:56px 0;background:#f8fafc}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:20px}.c{border:1px solid #e2e8f0;border-radius:10px;padding:18px}.j{background:#111827;color:#fff}`,
      body: `<header class="top"><div class="wrap"><b>StudyPool <span style="color:#2563eb">Participants</span></b><nav><a href="#">Researchers</a><a href="#">Participants</a><a href="#">Help Centre</a><a href="/signup">Sign up</a></nav></div></header>
<section class="hero"><div class="wrap"><h1>Earn money by taking part in academic research</h1><p>Join 200,000+ people helping universities and companies with surveys and experiments. Studies pay a minimum of £9.00 / $12.00 per hour, paid to your PayPal after the researcher approves your submission.</p><a class="btn j" href="/signup">Sign up as a participant</a></div></section>
<div class="wrap g"><div class="c"><h3>Fair pay</h3><p>Researchers must pay at least the minimum hourly rate. You see the reward and estimated time before you start.</p></div><div class="c"><h3>No fees, ever</h3><p>You never pay to join, upgrade or withdraw. Anyone asking you to “top up” or “complete a combo task” is not us.</p></div><div class="c"><h3>Your data</h3><p>Researchers only see an anonymous ID unless a study clearly asks for more.</p></div></div>
${footer({ Participants: ['How it works', 'Payments', 'Eligibility'], Company: ['About', 'Ethics', 'Careers'] }, '© 2025 StudyPool Research Ltd. Registered in Oxford, UK.')}`,
    }),
  },
  // Japanese crypto exchange staking page
  {
    id: 'g-clean-ja-kasou-tsuka-torihikijo-staking',
    label: 'clean',
    kind: 'crypto-exchange',
    url: 'https://coin.sakura-exchange.co.jp/staking/',
    body: doc({
      lang: 'ja',
      title: 'ステーキング | さくら暗号資産取引所',
      css: `${baseCss} .hero{background:#fdf2f8;padding:40px 0}table{width:100%;border-collapse:collapse}td,th{padding:10px;border-bottom:1px solid #eee;text-align:left}.risk{background:#fffbeb;border:1px solid #fde68a;padding:14px;font-size:13px;border-radius:6px}`,
      body: `<header class="top"><div class="wrap"><b style="color:#db2777">さくら暗号資産取引所</b><nav><a href="#">取引所</a><a href="#">販売所</a><a href="#">ステーキング</a><a href="#">手数料</a><a href="/login">ログイン</a></nav></div></header>
<section class="hero"><div class="wrap"><h1>保有するだけで、報酬が受け取れる。</h1><p>対象銘柄を当社口座で保有しているお客さまに、ステーキング報酬を毎月お支払いします。お申し込み不要・ロック期間なし。</p></div></section>
<div class="wrap"><h2>対象銘柄と想定年率（2025年11月実績）</h2><table><tr><th>銘柄</th><th>想定年率</th><th>付与タイミング</th></tr><tr><td>イーサリアム（ETH）</td><td>年率 約2.1%</td><td>毎月10日</td></tr><tr><td>ソラナ（SOL）</td><td>年率 約4.8%</td><td>毎月10日</td></tr><tr><td>カルダノ（ADA）</td><td>年率 約2.4%</td><td>毎月10日</td></tr></table>
<div class="risk"><b>ご注意</b>：報酬率は変動し、元本は保証されません。暗号資産の価格は変動し、損失が生じる可能性があります。当社の社員を名乗りSNS・LINEで投資を勧誘する事例が確認されています。当社がLINEグループへの招待や個人口座への送金を求めることはありません。</div>
<p style="font-size:12px;color:#666">さくらエクスチェンジ株式会社 暗号資産交換業者 関東財務局長 第000XX号 ／ 一般社団法人日本暗号資産等取引業協会 会員</p></div>
${footer({ サービス: ['取引所', '販売所', 'つみたて'], サポート: ['よくある質問', 'お問い合わせ', 'セキュリティ'] }, '© 2025 Sakura Exchange Inc.')}`,
    }),
  },
  // Turkish regulated crypto exchange landing with deposit address info
  {
    id: 'g-clean-tr-kripto-borsa-yatirma-cekme',
    label: 'clean',
    kind: 'crypto-exchange',
    url: 'https://www.anatoliacoin.com.tr/yardim/kripto-yatirma',
    body: doc({
      lang: 'tr',
      title: 'Kripto Para Yatırma Nasıl Yapılır? | AnatoliaCoin Yardım Merkezi',
      css: `${baseCss} .c{max-width:800px;margin:0 auto;padding:20px}.w{background:#fef2f2;border-left:4px solid #dc2626;padding:12px}code{background:#f3f4f6;padding:2px 6px}`,
      head: dataLayer('G-ANC2025'),
      body: `<header class="top"><div class="wrap"><b style="color:#0e7490">AnatoliaCoin</b><nav><a href="#">Piyasalar</a><a href="#">Al-Sat</a><a href="#">Yardım</a><a href="/giris">Giriş</a></nav></div></header>
<div class="c"><p><a href="/yardim">Yardım Merkezi</a> › Yatırma ve Çekme</p><h1>Kripto para yatırma nasıl yapılır?</h1><ol><li>Hesabınıza giriş yapın ve <b>Cüzdan › Yatır</b> menüsüne gidin.</li><li>Yatırmak istediğiniz varlığı ve ağı seçin (ör. USDT için TRC20 veya ERC20).</li><li>Size özel oluşturulan yatırma adresini kopyalayın. Adres yalnızca sizin hesabınıza aittir ve her zaman uygulama içinde görüntülenir.</li><li>Gönderimi yaptıktan sonra işlem, ağ onayı tamamlandığında bakiyenize yansır.</li></ol>
<div class="w"><b>Dolandırıcılık uyarısı:</b> AnatoliaCoin çalışanları hiçbir zaman WhatsApp, Telegram veya telefonla size bir yatırma adresi iletmez, "garantili kazanç" sözü vermez ve çekim için önceden "vergi" veya "komisyon" ödemenizi istemez.</div>
<p>Minimum yatırma tutarları ve ağ ücretleri için <a href="/ucretler">Ücretler</a> sayfasına bakın.</p><p style="font-size:12px;color:#666">AnatoliaCoin Teknoloji A.Ş., Sermaye Piyasası Kurulu tarafından yayımlanan kripto varlık hizmet sağlayıcıları listesinde faaliyet göstermektedir. MASAK yükümlülüklerine tabidir.</p></div>
${footer({ Kurumsal: ['Hakkımızda', 'Kariyer', 'Basın'], Destek: ['Yardım Merkezi', 'Ücretler', 'Güvenlik'] }, '© 2025 AnatoliaCoin Teknoloji A.Ş.')}`,
    }),
  },
  // Bitcoin mining pool statistics page (legitimate pool)
  {
    id: 'g-clean-en-mining-pool-stats-payouts',
    label: 'clean',
    kind: 'crypto-mining',
    url: 'https://www.ironhash-pool.com/stats',
    body: doc({
      lang: 'en',
      title: 'Pool statistics — IronHash Mining Pool',
      css: `${baseCss} body{background:#0f172a;color:#e2e8f0}header.top{border-color:#1e293b}.k{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;margin:20px 0}.k div{background:#1e293b;border-radius:8px;padding:14px}.k b{display:block;font-size:22px}table{width:100%;border-collapse:collapse;font-size:14px}td,th{padding:8px;border-bottom:1px solid #334155;text-align:left}code{color:#93c5fd}`,
      body: `<header class="top"><div class="wrap"><b>⛏ IronHash Pool</b><nav><a href="#">Stats</a><a href="#">Getting started</a><a href="#">FPPS explained</a><a href="/login">Dashboard</a></nav></div></header>
<div class="wrap"><h1>Pool statistics</h1><div class="k"><div>Pool hashrate<b id="hr">21.4 EH/s</b></div><div>Active miners<b>18,302</b></div><div>Payout scheme<b>FPPS 2.0% fee</b></div><div>Min payout<b>0.005 BTC</b></div></div>
<h3>Connect your ASIC</h3><p>Stratum URL: <code>stratum+tcp://btc.ironhash-pool.com:3333</code> · Worker: <code>account.worker1</code> · Password: <code>x</code></p>
<h3>Recent blocks</h3><table id="blocks"><tr><th>Height</th><th>Time</th><th>Reward</th><th>Status</th></tr></table>
<p style="font-size:13px;color:#94a3b8">Mining pools pay for hashrate you contribute with your own hardware. We do not sell “cloud mining contracts” and never promise fixed daily returns.</p></div>
<script>fetch('/api/blocks?limit=5').then(function(r){return r.json()}).then(function(j){var t=document.getElementById('blocks');j.blocks.forEach(function(b){var tr=document.createElement('tr');tr.innerHTML='<td>'+b.h+'</td><td>'+b.t+'</td><td>'+b.r+' BTC</td><td>'+b.s+'</td>';t.appendChild(tr)})})</script>`,
    }),
    routes: {
      'www.ironhash-pool.com/api/blocks': jsonRoute({ blocks: [{ h: 923114, t: '2025-11-28 21:04', r: 3.161, s: 'confirmed' }, { h: 923087, t: '2025-11-28 16:51', r: 3.148, s: 'confirmed' }, { h: 923051, t: '2025-11-28 10:22', r: 3.172, s: 'confirmed' }, { h: 923020, t: '2025-11-28 05:09', r: 3.139, s: 'confirmed' }, { h: 922998, t: '2025-11-28 01:40', r: 3.155, s: 'confirmed' }] }),
    },
  },
];

