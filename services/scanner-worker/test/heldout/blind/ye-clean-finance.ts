import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';
import { cookieBar, doc, footer, formCss, gtag, mark } from '../parts/ye-kit.js';

export const entries: Entry[] = [
{
  id: 'ye-clean-navyfed-digital-signin',
  label: 'clean',
  kind: 'credit-union-login-own-domain',
  url: 'https://digitalomni.navyfederal.org/signin/?goto=https%3A%2F%2Fdigitalomni.navyfederal.org%2Fnfoaa%2Fauth%2Fsignin',
  body: doc({
    title: 'Sign In | Navy Federal Credit Union',
    head: `<script src="/signin/assets/js/vendor.bundle.a71c.js" defer></script>`,
    css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#f0f3f7}.h{background:#002f6c;color:#fff;padding:16px 24px}.h b{color:#fbb040}.p{max-width:420px;margin:36px auto;background:#fff;border-radius:6px;padding:28px;box-shadow:0 1px 4px rgba(0,0,0,.1)}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #8a8a8a;border-radius:4px;margin:6px 0 14px;font-size:16px}button{width:100%;background:#fbb040;border:0;padding:13px;font-weight:700;border-radius:4px}.sec{background:#eaf1fb;padding:12px;font-size:13px;border-radius:4px;margin-top:18px}`,
    body: `<div class="h"><b>&#9875;</b> NAVY FEDERAL Credit Union</div>
<div class="p"><h1 style="font-size:24px;margin-top:0">Sign In</h1>
<form method="post" action="/nfoaa/auth/signin" id="signinForm"><label>Username</label><input name="user" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><button type="submit">Sign In</button></form>
<p style="font-size:14px"><a href="/signin/forgot-username">Forgot Username?</a> &middot; <a href="/signin/forgot-password">Forgot Password?</a></p>
<div class="sec">Navy Federal will never ask for your Access Number, password or security codes by phone, text or email. Report suspicious messages to <b>abuse@navyfederal.org</b>.</div></div>
<p style="text-align:center;font-size:12px;color:#555">Federally insured by NCUA. Equal Housing Lender.</p>`,
  }),
},

{
  id: 'ye-clean-paypal-signin-own',
  label: 'clean',
  kind: 'payment-login-own-domain',
  url: 'https://www.paypal.com/signin?returnUri=https%3A%2F%2Fwww.paypal.com%2Fmyaccount%2Fsummary&state=%2Fsummary',
  body: doc({
    title: 'Log in to your PayPal account',
    head: `<link rel="stylesheet" href="https://www.paypalobjects.com/web/res/8a1/7c0f3b1e9e0d6d2a4e4b6/css/contextualLogin.css"><script src="https://www.paypalobjects.com/web/res/8a1/7c0f3b1e9e0d6d2a4e4b6/js/app/login.js" defer></script>`,
    css: `body{margin:0;font-family:"PayPal Sans",Helvetica,Arial,sans-serif}.c{max-width:460px;margin:60px auto;border:1px solid #eaeced;border-radius:12px;padding:36px 44px}.lg{text-align:center;font-size:32px;font-weight:800;font-style:italic;color:#003087}.lg span{color:#009cde}input{width:100%;box-sizing:border-box;padding:14px;border:1px solid #9da3a6;border-radius:4px;font-size:16px;margin-bottom:12px}button{width:100%;background:#0070ba;color:#fff;border:0;border-radius:24px;padding:13px;font-size:16px;font-weight:700}.or{text-align:center;color:#6c7378;margin:18px 0}.sec{width:100%;background:#fff;border:1px solid #0070ba;color:#0070ba;border-radius:24px;padding:12px;font-weight:700}.foot{text-align:center;font-size:12px;color:#6c7378;margin-top:30px}`,
    body: `<section class="c" id="login"><div class="lg">Pay<span>Pal</span></div>
<form action="/signin" method="post" name="login" autocomplete="off" novalidate><input type="hidden" name="_csrf" value="Lr0gX1+Q0c2d5mB6wPpYzjQvd8t3aA9Cw2E="><input type="hidden" name="locale.x" value="en_US"><input type="hidden" name="processSignin" value="main">
<input id="email" name="login_email" type="email" placeholder="Email or mobile number" autocomplete="username" required><p style="font-size:14px"><a href="/authflow/password-recovery/">Forgot email?</a></p>
<button type="submit" id="btnNext">Next</button></form>
<div class="or">or</div><button class="sec" onclick="location.href='/welcome/signup/'">Sign Up</button></section>
<div class="foot">Contact Us &middot; Privacy &middot; Legal &middot; Worldwide<br>PayPal will never ask you to pay a fee to receive money or to "upgrade" to a business account.</div>`,
  }),
},

{
  id: 'ye-clean-zelle-pay-it-safe-examples',
  label: 'clean',
  kind: 'consumer-alert-quoting-scam',
  url: 'https://www.zellepay.com/safety-education/pay-it-safe',
  body: doc({
    title: 'Pay It Safe: How to Avoid Scams | Zelle®',
    head: gtag('G-ZELLE00E1'),
    css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;color:#1f1f1f}.h{padding:16px 32px;display:flex;justify-content:space-between;border-bottom:1px solid #eee}.h b{color:#6d1ed4;font-size:26px}.hero{background:#6d1ed4;color:#fff;padding:44px 32px}.c{max-width:820px;margin:30px auto;padding:0 18px;line-height:1.6}.sms{background:#e9e9eb;border-radius:18px;padding:12px 16px;max-width:380px;font-family:-apple-system,Arial;font-size:15px;margin:10px 0}.tip{border-left:4px solid #6d1ed4;padding:4px 16px;margin:18px 0}`,
    body: `<div class="h"><b>Zelle<sup>&reg;</sup></b><span>Get Started &middot; How It Works &middot; Pay It Safe &middot; Help</span></div>
<div class="hero"><h1>Pay It Safe</h1><p>Only send money to friends, family and others you trust.</p></div>
<div class="c"><h2>Scams we're seeing right now</h2>
<p><b>"Your payment is on hold."</b> Scammers email or text that you've received money but must "upgrade to a business account" or sign in to your bank through their link. Zelle never holds payments for upgrades.</p>
<div class="sms">Zelle: A payment of $850.00 from Marcus T. is pending. Confirm your account to release the funds: zelle-secure-release[.]com</div>
<p><b>Bank impostors.</b> Someone claiming to be your bank's fraud department asks you to send money to yourself or to a "secure account".</p>
<div class="sms">BANK ALERT: Did you attempt a Zelle payment for $1,200.00? Reply YES or NO.</div>
<div class="tip"><b>Remember:</b> Your bank will never ask you to send money to yourself. If you get a message like the ones above, don't reply or click. Call your bank using the number on the back of your card.</div>
<p>Report scams to your bank and to the FTC at <a href="https://reportfraud.ftc.gov">ReportFraud.ftc.gov</a>.</p></div>
${footer('Early Warning Services, LLC', ['Privacy Policy', 'Terms of Use', 'Accessibility'])}`,
  }),
},

{
  id: 'ye-clean-dex-swap-exact-approval',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://app.uniswap.org/swap?chain=mainnet&inputCurrency=ETH&outputCurrency=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48&value=0.25&field=input',
  body: doc({
    title: 'Uniswap Interface',
    head: `<script src="/static/js/swap.widget.3c9a.js" defer></script>`,
    css: `body{margin:0;background:#fff;font-family:Basel,Inter,Arial,sans-serif;color:#222}.n{display:flex;justify-content:space-between;padding:14px 22px}.n b{color:#fc72ff;font-size:22px}.cn{background:#fef4ff;color:#fc72ff;border:0;border-radius:20px;padding:10px 18px;font-weight:600}.sw{max-width:460px;margin:40px auto;border:1px solid #eee;border-radius:24px;padding:10px}.box{background:#f9f9f9;border-radius:16px;padding:16px;margin:4px 0}.box input{border:0;background:none;font-size:34px;width:60%}.tok{float:right;background:#fff;border:1px solid #ddd;border-radius:18px;padding:6px 12px}.go{width:100%;background:#fc72ff;color:#fff;border:0;border-radius:20px;padding:16px;font-size:18px;margin-top:6px}.info{font-size:13px;color:#777;padding:8px}`,
    body: `<div class="n"><b>&#129412; Uniswap</b><span>Trade &middot; Explore &middot; Pool</span><button class="cn" id="connect">Connect</button></div>
<div class="sw"><div class="box"><small>Sell</small><br><input id="amt" value="0.25"><span class="tok">ETH</span></div><div class="box"><small>Buy</small><br><input id="out" value="451.82" readonly><span class="tok">USDC</span></div>
<div class="info">1 ETH = 1,807.28 USDC &middot; Max slippage 0.5% &middot; Network cost ~$1.12</div><button class="go" id="swap">Connect wallet</button></div>`,
  }),
  routes: {
    'app.uniswap.org/static/js/swap.widget.3c9a.js': jsRoute(`(function(){
var ROUTER='0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af';var acct=null;
async function connect(){if(!window.ethereum){window.open('https://metamask.io/download/');return;}
 var a=await window.ethereum.request({method:'eth_requestAccounts'});acct=a[0];
 document.getElementById('connect').textContent=acct.slice(0,6)+'...'+acct.slice(-4);document.getElementById('swap').textContent='Swap';}
async function swap(){if(!acct)return connect();
 var wei=BigInt(Math.round(parseFloat(document.getElementById('amt').value)*1e6))*1000000000000n;
 var deadline=Math.floor(Date.now()/1000)+1800;
 var data='0x3593564c'+'0'.repeat(56)+deadline.toString(16).padStart(8,'0');
 await window.ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:ROUTER,value:'0x'+wei.toString(16),data:data}]});}
document.getElementById('connect').onclick=connect;document.getElementById('swap').onclick=swap;
document.getElementById('amt').oninput=function(){document.getElementById('out').value=(parseFloat(this.value||'0')*1807.28).toFixed(2);};
})();`),
  },
},

{
  id: 'ye-clean-fidelity-login-own',
  label: 'clean',
  kind: 'brokerage-login-own-domain',
  url: 'https://digital.fidelity.com/prgw/digital/login/full-page?AuthRedUrl=https://oltx.fidelity.com/ftgw/fbc/ofsummary/defaultPage',
  body: doc({
    title: 'Log In to Fidelity Investments',
    css: `body{margin:0;font-family:"Fidelity Sans",Arial,sans-serif;background:#fff}.h{padding:14px 30px;border-bottom:1px solid #ddd;color:#368727;font-weight:700;font-size:22px}.c{max-width:420px;margin:40px auto;padding:0 18px}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #767676;border-radius:3px;margin:6px 0 14px;font-size:16px}button{width:100%;background:#368727;color:#fff;border:0;padding:12px;border-radius:3px;font-size:16px}.mkt{background:#f3f7f2;padding:14px;margin-top:26px;font-size:13px}`,
    body: `<div class="h">Fidelity Investments</div>
<div class="c"><h1 style="font-size:26px">Log in</h1>
<form method="post" action="/prgw/digital/login/full-page/authenticate"><label>Username</label><input name="username" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><label><input type="checkbox" style="width:auto"> Remember me</label><br><br><button type="submit">Log in</button></form>
<p style="font-size:14px"><a href="/prgw/digital/login/forgot">Forgot username or password?</a> &middot; <a href="/prgw/digital/signup">Sign up</a></p>
<div class="mkt"><b>Market today:</b> S&amp;P 500 5,282.70 (+0.61%) &middot; Dow 39,142.23 (+0.38%) &middot; Nasdaq 16,724.46 (+0.87%)<br>Investing involves risk, including risk of loss. Fidelity Brokerage Services LLC, Member NYSE, SIPC.</div></div>`,
  }),
},

{
  id: 'ye-clean-community-bank-vietnamese',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://www.coastlinecommunitybank.com/vi/',
  body: doc({
    lang: 'vi',
    title: 'Coastline Community Bank | Ngân hàng cộng đồng tại Westminster, CA',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.h{display:flex;justify-content:space-between;padding:14px 28px;background:#0a4d68;color:#fff}.h a{color:#fff}.hero{display:flex;gap:28px;padding:30px 28px;background:#e8f4f8}.lg{background:#fff;width:300px;padding:18px;border-radius:6px}.lg input{width:100%;box-sizing:border-box;padding:9px;margin:4px 0 10px;border:1px solid #aaa}.lg button{width:100%;background:#0a4d68;color:#fff;border:0;padding:10px}.warn{background:#fff4e5;padding:14px 28px;font-size:14px}`,
    body: `<div class="h"><b>Coastline Community Bank</b><span><a href="/">English</a> &middot; Tiếng Việt &middot; (714) 555-0180</span></div>
<div class="warn"><b>Cảnh báo lừa đảo:</b> Ngân hàng không bao giờ gọi điện hay nhắn tin yêu cầu quý vị cung cấp mật khẩu, mã OTP, hoặc chuyển tiền vào "tài khoản an toàn". Không có "chương trình trợ cấp liên bang" nào bắt quý vị đóng phí bằng thẻ quà tặng.</div>
<div class="hero"><div><h1>Phục vụ cộng đồng Little Saigon từ năm 1998</h1><p>Tài khoản vãng lai miễn phí, vay mua nhà, vay kinh doanh nhỏ. Nhân viên nói tiếng Việt tại tất cả chi nhánh.</p></div>
<form class="lg" method="post" action="https://online.coastlinecommunitybank.com/login"><h3 style="margin-top:0">Ngân hàng trực tuyến</h3><label>Tên đăng nhập</label><input name="username" autocomplete="username"><label>Mật khẩu</label><input name="password" type="password" autocomplete="current-password"><button>Đăng nhập</button><p style="font-size:12px"><a href="https://online.coastlinecommunitybank.com/forgot">Quên mật khẩu?</a></p></form></div>
${footer('Coastline Community Bank', ['Quyền riêng tư', 'Chi nhánh', 'Lãi suất'], '<p>Thành viên FDIC. Cho vay nhà ở bình đẳng.</p>')}`,
  }),
},
];
