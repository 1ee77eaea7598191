import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, fileRoute, jsRoute, jsonRoute, pe, pngRoute } from '../parts/e-bin.js';
import { doc, wordmark, emblem, FONTS } from '../parts/yn-kit.js';

// Real installers and app pages, crypto apps and news, bot checks, parked domains, short links,
// marketing redirects, and the untouched small sites the ClickFix pages imitate.

export const entries: Entry[] = [
{
  id: 'yn-clean-metamask-download-page',
  label: 'clean',
  kind: 'crypto-app-page',
  url: 'https://metamask.io/download/?platform=chrome',
  body: doc({
    title: 'Download MetaMask | The leading crypto wallet',
    css: `body{font-family:'Euclid Circular B',Arial;background:#fff7ef}.hd{display:flex;justify-content:space-between;padding:16px 40px}.w{max-width:900px;margin:30px auto;text-align:center}.tabs span{display:inline-block;padding:10px 18px;border-bottom:2px solid transparent}.tabs .on{border-color:#f6851b}a.b{display:inline-block;background:#f6851b;color:#fff;padding:14px 30px;border-radius:30px;text-decoration:none;font-weight:bold;margin:20px 0}.n{font-size:14px;color:#555;max-width:640px;margin:0 auto}`,
    body: `<div class="hd"><b style="color:#e2761b;font-size:22px">🦊 METAMASK</b><span>Features · Developers · Support · Download</span></div>
<div class="w"><h1>Install MetaMask for your browser</h1><div class="tabs"><span class="on">Chrome</span><span>Firefox</span><span>Brave</span><span>Edge</span><span>iOS</span><span>Android</span></div>
<a class="b" href="https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn">Install MetaMask for Chrome</a>
<p class="n">Never share your Secret Recovery Phrase with anyone. MetaMask support will never ask for it, and no legitimate website will ask you to "validate", "sync" or "rectify" your wallet by entering it.</p></div>`,
  }),
},
{
  id: 'yn-clean-coindcx-login-own-domain',
  label: 'clean',
  kind: 'crypto-exchange-login',
  url: 'https://coindcx.com/login',
  body: doc({
    title: 'Login | CoinDCX - India\'s Safest Crypto Exchange',
    css: `body{background:#0b0e1a;color:#e5e7f0;font-family:Inter,Arial}.c{width:400px;margin:70px auto;background:#131829;border-radius:12px;padding:30px}input{width:100%;height:46px;background:#0b0e1a;border:1px solid #2a3150;border-radius:8px;color:#fff;padding:0 12px;margin:8px 0}button{width:100%;height:48px;background:#3a6df0;color:#fff;border:0;border-radius:8px;font-size:16px;margin-top:10px}.s{font-size:12px;color:#8a90a8;margin-top:14px}`,
    body: `<div class="c"><b style="font-size:22px">CoinDCX</b><h2>Log in</h2><form method="post" action="/api/v1/users/sign_in"><input type="email" name="email" placeholder="Email" autocomplete="username" required><input type="password" name="password" placeholder="Password" autocomplete="current-password" required><button>Log in</button></form><p class="s"><a href="#">Forgot password?</a> · New here? <a href="#">Sign up</a><br>You will be asked for your 2FA code after login. CoinDCX is registered with FIU-IND. We never ask for your password or 2FA codes over phone, email or Telegram.</p></div>`,
  }),
},
{
  id: 'yn-clean-bank-marketing-click-redirect',
  label: 'clean',
  kind: 'marketing-redirect',
  url: 'https://click.email.hdfcbank.com/?qs=7f2a9c41b8d06e53a1c4f7e9b2d8a6c3',
  routes: {
    'click.email.hdfcbank.com/': redirectRoute(302, 'https://www.hdfcbank.com/personal/pay/cards/credit-cards/offers?utm_source=email&utm_medium=edm&utm_campaign=summer-offers'),
    'www.hdfcbank.com/personal/pay/cards/credit-cards/offers': htmlRoute(doc({
      title: 'Credit Card Offers | HDFC Bank',
      css: `body{font-family:Arial;background:#f5f7fa}.hd{background:#004c8f;color:#fff;padding:12px 30px}.g{max-width:980px;margin:24px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:16px;padding:0 16px}.g div{background:#fff;border-radius:8px;padding:16px}.g b{color:#004c8f}.t{max-width:980px;margin:0 auto;padding:0 16px;font-size:12px;color:#666}`,
      body: `<div class="hd"><b>HDFC BANK</b> · Credit Card Offers</div><div class="g"><div><b>10% instant discount</b><p>On Amazon, Flipkart and Myntra sale days. Max ₹1,500.</p></div><div><b>5X reward points</b><p>On dining with Swiggy Dineout.</p></div><div><b>No-cost EMI</b><p>On electronics above ₹10,000 at partner stores.</p></div></div><p class="t">Offers are valid till 30 June 2025. T&amp;C apply. Reward points are credited automatically; you never need to "redeem" them through links received in SMS.</p>`,
    })),
  },
},
];
