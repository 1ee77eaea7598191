import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-clean-ledger-support-recovery-phrase',
  label: 'clean',
  kind: 'help-article',
  url: 'https://support.ledger.com/article/4404382029329-zd',
  body: doc({
    title: 'Never share your Secret Recovery Phrase | Ledger Support',
    body: `<header><b>LEDGER</b><nav><a href="#">Products</a><a href="#">Ledger Live</a><a href="#">Support</a><a href="#">Academy</a></nav></header><main>
<h1>Never share your Secret Recovery Phrase</h1><p>Your 24-word Secret Recovery Phrase is the master key to your crypto assets. Anyone who knows it can take your funds.</p>
<h2>Ledger will never…</h2><ul><li>ask you for your 24 words, by email, phone, social media or on a website;</li><li>ask you to enter your recovery phrase to "update firmware", "verify" or "sync" your device;</li><li>send you a replacement device you didn't order.</li></ul>
<p>Firmware updates are done only through Ledger Live with your device connected. During an update, you never type your 24 words on your computer or phone.</p>
<h2>Think you've been phished?</h2><p>If you typed your recovery phrase into a website such as <i>ledger-live-firmware[.]com</i>, consider all your accounts compromised: set up a new device with a new phrase and move your funds immediately.</p></main>
<footer>© 2025 Ledger SAS · <a href="#">Privacy</a><a href="#">Legal</a></footer>`,
  }),
},
{
  id: 'zf-clean-exchange-launchpool-announcement',
  label: 'clean',
  kind: 'crypto-news',
  url: 'https://www.binance.com/en/support/announcement/detail/7f2c41ab9d3e4e0a8c4b5d6e7f8a9b0c',
  body: doc({
    title: 'Introducing Harbor (HRB) on Binance Launchpool! | Binance Support',
    body: `<header><b style="color:#f0b90b">◆ BINANCE</b><nav><a href="#">Buy Crypto</a><a href="#">Markets</a><a href="#">Trade</a><a href="#">Earn</a><a href="#">Log In</a></nav></header><main>
<h1>Introducing Harbor (HRB) on Binance Launchpool! Farm HRB by Staking BNB and FDUSD</h1><p class="muted">2025-11-26 10:00</p>
<p>Fellow Binancians, Binance is excited to announce the 61st project on Binance Launchpool – Harbor (HRB). The webpage is estimated to be available in 24 hours.</p>
<ul><li>Token Name: Harbor (HRB)</li><li>Max Token Supply: 1,000,000,000 HRB</li><li>Launchpool Token Rewards: 40,000,000 HRB (4%)</li><li>Farming period: 2025-11-27 00:00 (UTC) to 2025-11-30 23:59 (UTC)</li></ul>
<p><b>Note:</b> Binance will never ask you to share your password, 2FA codes or seed phrase, or to send funds to "verify" your account. Beware of phishing sites; always check that you are on binance.com.</p>
<p>Thanks for your support!<br>Binance Team</p><p class="muted">Risk warning: Cryptocurrency prices are subject to high market risk and price volatility.</p></main>
<footer>© 2025 Binance.com · <a href="#">Terms</a><a href="#">Privacy</a></footer>`,
  }),
},
];
