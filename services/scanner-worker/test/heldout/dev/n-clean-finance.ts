import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Legitimate finance pages around the same topics: brokers' and exchanges' promotions with risk warnings, lenders,
// debt advice, mobile money, shops' QR payments, real lotteries.

export const entries: Entry[] = [
  {
    id: 'n-clean-broker-promo-free-share-uk',
    label: 'clean',
    kind: 'broker-promo',
    url: 'https://www.trading212.com/en/promo/free-share',
    body: page({
      lang: 'en-GB',
      title: 'Get a free share worth up to £100 | Trading 212',
      head: gaStub('G-T212UK01') + fbqStub('318004552901122'),
      css: BASE_CSS + `.hero{background:#0d1b2a;color:#fff;padding:48px 24px;text-align:center}.hero h1{font-size:38px;margin:0 0 12px}.risk{background:#fff3cd;border:1px solid #e0c36b;padding:10px 24px;font-size:13px;text-align:center}
.steps{display:flex;gap:16px;flex-wrap:wrap}.steps .card{flex:1;min-width:200px}`,
      body: `<div class="risk">When investing, your capital is at risk. The value of investments can go down as well as up, and you may get back less than you invest. Past performance does not guarantee future results.</div>
<header><b>Trading 212</b><nav><a href="#">Invest</a><a href="#">Stocks &amp; Shares ISA</a><a href="#">CFD</a><a href="#">Cash ISA</a><a href="#">Learn</a><a href="#">Help Centre</a></nav><a class="btn" href="#">Log in</a></header>
<div class="hero"><h1>Open an account and get a free share</h1><p>Fund your Invest or ISA account with £1 or more within 10 days and we'll give you a free fractional share worth up to £100.</p><a class="btn" href="#">Sign up</a></div>
<main><div class="steps"><div class="card"><b>1. Sign up</b><p>Create your account with your email. You'll need to verify your identity with a photo ID.</p></div><div class="card"><b>2. Deposit</b><p>Add at least £1 via bank transfer, debit card, Apple Pay or Google Pay.</p></div><div class="card"><b>3. Receive your share</b><p>Your free share is credited within 3 business days of a qualifying deposit.</p></div></div>
<h2>Terms of the promotion</h2><ul><li>Available to new customers residing in the UK aged 18+.</li><li>The value of the free share is randomly selected; most customers receive a share worth between £10 and £20.</li><li>You must keep the share for 3 days before you can sell it, and must keep the deposit in your account for 30 days to withdraw the value.</li><li>One promotion per customer. We may withdraw the offer at any time.</li></ul>
<h2>How do I know I'm dealing with the real Trading 212?</h2><p>We will never ask you to move funds to a "safe account", install remote-access software, or contact you on WhatsApp or Telegram offering "account managers". Our only website is trading212.com. Check the <a href="#">FCA register</a> (firm reference number 609146).</p>
<p class="small">Trading 212 UK Ltd. is authorised and regulated by the Financial Conduct Authority (register number 609146). CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 73% of retail investor accounts lose money when trading CFDs with this provider. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.</p></main>
<footer><a href="#">Terms</a><a href="#">Privacy</a><a href="#">Cookies</a><a href="#">Complaints</a> © 2026 Trading 212 UK Ltd. Aldermary House, 10–15 Queen Street, London EC4N 1TX</footer>${cookieBar('We use cookies to improve your experience and for marketing.', 'Accept all')}`,
    }),
  },
  {
    id: 'n-clean-luno-referral-my',
    label: 'clean',
    kind: 'exchange-promo',
    url: 'https://www.luno.com/en/my/promotions/refer-a-friend',
    body: page({
      lang: 'en-MY',
      title: 'Refer a friend and both get RM50 in Bitcoin | Luno Malaysia',
      css: BASE_CSS + `.hero{background:#0b1c3b;color:#fff;padding:40px 24px}.bm{font-size:14px;color:#555}`,
      body: `<header><b style="color:#1a6fff">Luno</b><nav><a href="#">Prices</a><a href="#">Earn</a><a href="#">Learn</a><a href="#">Help</a></nav></header>
<div class="hero"><h1>Refer a friend, you both get RM50 in Bitcoin</h1><p>Share your referral code. When your friend verifies and buys RM250 or more of crypto within 30 days, you both get RM50 in BTC.</p></div>
<main><h2>Terms and conditions</h2><ul><li>Available to Luno customers in Malaysia who have completed identity verification (Level 2).</li><li>Maximum 25 successful referrals per customer.</li><li>Rewards are paid within 14 days after the qualifying purchase.</li></ul>
<h2 lang="ms">Berhati-hati dengan penipuan</h2><p lang="ms" class="bm">Luno tidak akan sekali-kali meminta anda menghantar kripto ke alamat lain untuk "pengesahan", membayar "cukai" untuk mengeluarkan dana, atau menyertai kumpulan pelaburan di WhatsApp atau Telegram. Jika seseorang menjanjikan pulangan tetap yang tinggi, ia adalah penipuan. Laporkan kepada Pusat Respons Scam Kebangsaan di talian 997.</p>
<p class="small">Luno Malaysia Sdn Bhd is a Recognized Market Operator registered with the Securities Commission Malaysia. Trading digital assets involves significant risk. The value of your investment can go down as well as up.</p></main>
<footer><a href="#">Legal</a><a href="#">Privacy</a> © 2026 Luno</footer>`,
    }),
  },
  {
    id: 'n-clean-sec-lending-app-advisory-ph',
    label: 'clean',
    kind: 'lender',
    url: 'https://www.sec.gov.ph/advisories/online-lending-platforms-list',
    body: page({
      lang: 'en-PH',
      title: 'List of Registered Online Lending Platforms | Securities and Exchange Commission Philippines',
      css: BASE_CSS + `.h{background:#002b5c;color:#fff;padding:18px 24px}`,
      body: `<div class="h"><b>Securities and Exchange Commission</b> · Republic of the Philippines</div>
<main><h1>Registered Online Lending Platforms (as of 15 November 2026)</h1><p>The public is advised to transact only with financing and lending companies with a valid Certificate of Authority (CA) and whose online lending platforms (OLPs) are registered with the Commission.</p>
<table><tr><th>Company</th><th>CA No.</th><th>Registered OLP</th></tr><tr><td>Digido Finance Corp.</td><td>1292</td><td>Digido</td></tr><tr><td>Tala Financing Philippines Inc.</td><td>1119</td><td>Tala</td></tr><tr><td>Cashalo (Paloo Financing Inc.)</td><td>1184</td><td>Cashalo</td></tr><tr><td>Fuse Lending Inc. (GCash GLoan)</td><td>1165</td><td>GLoan</td></tr></table>
<h2>Paalala sa publiko</h2><p>Huwag magbayad ng "processing fee", "insurance fee" o "release fee" bago matanggap ang loan. Ang mga lehitimong lending company ay ibinabawas ang fees sa loan proceeds at hindi humihingi ng bayad sa personal na GCash account. Iulat ang mga kahina-hinalang app sa <a href="#">SEC Enforcement and Investor Protection Department</a>.</p>
<p class="small">SEC Headquarters, 7907 Makati Avenue, Salcedo Village, Bel-Air, Makati City.</p></main>
<footer><a href="#">Transparency Seal</a><a href="#">FOI</a> © 2026 SEC Philippines</footer>`,
    }),
  },
  {
    id: 'n-clean-gcash-scam-help-ph',
    label: 'clean',
    kind: 'mobile-money',
    url: 'https://help.gcash.com/hc/en-us/articles/360017722693-Scam-alert',
    body: page({
      lang: 'en-PH',
      title: 'How to protect yourself from scams – GCash Help Center',
      css: BASE_CSS + `.h{background:#007dfe;color:#fff;padding:14px 24px}`,
      body: `<div class="h"><b>GCash Help Center</b></div><main><p class="small">Help Center › Account Security</p><h1>How to protect yourself from scams</h1>
<p>Scammers pretend to be GCash, banks, lending apps, online sellers and even government offices. Here are common tactics we see on Facebook, Messenger, Telegram and SMS:</p>
<ul><li><b>"Your loan is approved, pay the processing fee first."</b> Legitimate lenders, including GLoan, never ask for an advance payment.</li><li><b>"Like and follow to earn, then join the Telegram group for a bigger task."</b> This is a task scam.</li><li><b>"You won ₱10,000 from GCash! Click the link to claim."</b> GCash does not announce winners via SMS links.</li><li><b>"Send me the OTP I sent you by mistake."</b> Never share your MPIN or OTP with anyone.</li></ul>
<h2>Kung na-scam ka</h2><p>I-report agad sa GCash Help Center sa app (Profile › Help › Report a Scam) para ma-flag ang account ng scammer. Maaari ka ring mag-report sa PNP Anti-Cybercrime Group o tumawag sa CICC hotline 1326.</p>
<p class="small">GCash is operated by G-Xchange, Inc., regulated by the Bangko Sentral ng Pilipinas.</p></main><footer>© 2026 GCash</footer>`,
    }),
  },
  {
    id: 'n-clean-national-lottery-results-uk',
    label: 'clean',
    kind: 'real-lottery',
    url: 'https://www.national-lottery.co.uk/results/lotto/draw-history',
    body: page({
      lang: 'en-GB',
      title: 'Lotto Results & Draw History | The National Lottery',
      css: BASE_CSS + `.ball{display:inline-block;width:36px;height:36px;line-height:36px;text-align:center;border-radius:50%;background:#e10600;color:#fff;font-weight:bold;margin:2px}.bonus{background:#222}`,
      body: `<header><b>The National Lottery</b><nav><a href="#">Lotto</a><a href="#">EuroMillions</a><a href="#">Set For Life</a><a href="#">Thunderball</a><a href="#">Results</a></nav></header>
<main><h1>Lotto results</h1><div class="card"><b>Saturday 28 November 2026</b><div><span class="ball">4</span><span class="ball">17</span><span class="ball">22</span><span class="ball">31</span><span class="ball">44</span><span class="ball">58</span> <span class="ball bonus">9</span></div><p>Jackpot: £4,700,000 · Winners: 0 (Rollover)</p></div>
<div class="card"><b>Wednesday 25 November 2026</b><div><span class="ball">2</span><span class="ball">13</span><span class="ball">19</span><span class="ball">36</span><span class="ball">40</span><span class="ball">53</span> <span class="ball bonus">27</span></div><p>Jackpot: £2,900,000 · Winners: 0</p></div>
<h2>Beware of lottery scams</h2><p>You can't win a prize in a game you didn't enter. The National Lottery will never contact you to say you've won unless you have an online account and have played online, and we will never ask you to pay a fee to release a prize. Messages on WhatsApp or Facebook saying you've won are scams.</p>
<p class="small">Allwyn Entertainment Ltd is licensed by the Gambling Commission. You must be 18+ to play. Play responsibly: begambleaware.org.</p></main>
<footer><a href="#">Help</a><a href="#">Game procedures</a> © 2026 Allwyn</footer>`,
    }),
  },
];
