import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footer } from '../parts/zw-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zw-ok-okx-zh-login',
    label: 'clean',
    kind: 'exchange-login-own-domain',
    url: 'https://www.okx.com/zh-hans/account/login',
    body: doc('登录 | 欧易', `
<div style="max-width:400px;margin:60px auto;font-family:PingFang SC,sans-serif"><div style="font-size:30px;font-weight:800">OKX</div><h2>欢迎回来</h2>
<form method="post" action="/v2/users/login"><input name="username" placeholder="邮箱 / 手机号 / 子账户" style="width:100%;padding:12px;margin:8px 0;border:1px solid #ddd;border-radius:8px"><input name="password" type="password" placeholder="密码" style="width:100%;padding:12px;margin:8px 0;border:1px solid #ddd;border-radius:8px"><button style="width:100%;padding:13px;background:#000;color:#fff;border:0;border-radius:24px">登录</button></form>
<p style="font-size:13px">或使用 <a href="#">通行密钥</a> · <a href="#">扫码登录</a></p><p style="font-size:12px;color:#999">防钓鱼码可在「安全中心」设置，欧易发送的邮件都会附带此码。</p></div>`, { lang: 'zh-CN' }),
  },
  {
    id: 'zw-ok-whitebit-uk-login',
    label: 'clean',
    kind: 'exchange-login-own-domain',
    url: 'https://whitebit.com/ua/auth/login',
    body: doc('Вхід — WhiteBIT', `
<div style="max-width:420px;margin:60px auto;padding:0 18px"><div style="font-weight:800;font-size:24px">White<span style="color:#5bc4ff">BIT</span></div><h2>Вхід</h2>
<form method="post" action="/auth/login"><input name="email" type="email" placeholder="Електронна пошта" style="width:100%;padding:12px;margin:6px 0"><input name="password" type="password" placeholder="Пароль" style="width:100%;padding:12px;margin:6px 0"><button style="width:100%;padding:13px;background:#5bc4ff;border:0;border-radius:8px">Увійти</button></form>
<p><a href="/ua/auth/reset">Забули пароль?</a> · <a href="/ua/auth/register">Реєстрація</a></p></div>`, { lang: 'uk' }),
  },
  {
    id: 'zw-ok-bot-check-exchange',
    label: 'clean',
    kind: 'bot-challenge',
    url: 'https://www.bitget.com/asia',
    body: doc('Just a moment...', `
<div style="max-width:600px;margin:100px auto;font-family:system-ui"><h1 style="font-weight:500">www.bitget.com</h1><h2 style="font-weight:400">Verifying you are human. This may take a few seconds.</h2>
<div id="cf-turnstile" class="cf-turnstile" data-sitekey="0x4AAAAAAADnPIDROrmt1Wwj"></div>
<p style="color:#666">www.bitget.com needs to review the security of your connection before proceeding.</p>
<p style="font-size:12px;color:#999">Ray ID: <code>8c20f7d19a4e52b1</code> · Performance &amp; security by Cloudflare</p></div>
<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>`),
  },
  {
    id: 'zw-ok-shortener-to-binance-blog',
    label: 'clean',
    kind: 'shortener',
    url: 'https://bit.ly/bnb-proof-reserves',
    routes: {
      'bit.ly/bnb-proof-reserves': redirectRoute(301, 'https://www.binance.com/en/blog/community/proof-of-reserves-update-may-2025-421499824684903'),
      'www.binance.com/en/blog/community/proof-of-reserves-update-may-2025-421499824684903': htmlRoute(doc('Proof of Reserves Update — May 2025 | Binance Blog', `
<article class="wrap" style="max-width:760px;padding:40px 20px"><p style="color:#707a8a">Binance Blog · Community</p><h1>Proof of Reserves: May 2025 snapshot</h1>
<p>Our 30th Proof of Reserves snapshot shows user assets in BTC, ETH, USDT and 30+ other tokens backed at a ratio above 100%. Users can verify their own balance inclusion with the Merkle tree verification tool in the Audit section of their account.</p>
<p>As always, Binance will never ask for your password, 2FA codes or seed phrases. Use Binance Verify to check if a site or phone number is official.</p></article>`)),
    },
  },
];
