import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, footer, cookieBar, b64 } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-clean-ctbc-personal-ebank-login',
    label: 'clean',
    kind: 'bank-login-own-domain',
    url: 'https://www.ctbcbank.com/twrbo/zh_tw/index/h_login.html',
    body: doc({
      title: '個人網路銀行 | 中國信託商業銀行',
      css:
        baseCss(fontTC, '#eef3f1') +
        `.hd{background:#fff;height:70px;border-bottom:3px solid #00857a}.hd .container{display:flex;align-items:center;justify-content:space-between;height:70px}
.wrap{max-width:460px;margin:30px auto;background:#fff;border-radius:10px;padding:28px}.sub{background:#00857a;color:#fff;width:100%;height:46px}
.notice{font-size:12px;color:#666;background:#f6faf9;border-radius:6px;padding:10px;margin-top:14px}`,
      body: `<div class="hd"><div class="container">${mark('CTBC 中國信託', '#00857a', { shape: 'diamond', fg: '#333' })}<span class="hint">客服專線 (02)2745-8080</span></div></div>
<form class="wrap" method="post" action="/IB/api/adapters/IB_Adapter/resource/login" id="f">
<h2 style="color:#00857a;margin-top:0">個人網路銀行</h2>
<div class="field"><label>身分證字號</label><input name="custId" maxlength="11" autocomplete="username" required></div>
<div class="field"><label>使用者代碼</label><input name="userId" type="password" required></div>
<div class="field"><label>密碼</label><input name="pin" type="password" autocomplete="current-password" required></div>
<div class="field"><label>驗證碼</label><div class="row"><input name="captcha" maxlength="4"><img src="/twrbo/captcha?t=1" alt="驗證碼" width="110" height="42"></div></div>
<button class="btn sub">登入</button>
<div class="notice">🔒 中國信託不會以簡訊或電子郵件提供連結要求您登入網路銀行。請認明官方網址 www.ctbcbank.com，並下載「中國信託行動銀行」App。</div>
</form>`,
    }),
    routes: { 'www.ctbcbank.com/twrbo/captcha': pngRoute(230, 240, 238) },
  },
  {
    id: 'yq-clean-icbc-perbank-login',
    label: 'clean',
    kind: 'bank-login-own-domain',
    url: 'https://mybank.icbc.com.cn/icbc/newperbank/perbank3/frame/frame_index.jsp',
    body: doc({
      title: '中国工商银行个人网上银行',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#f4f4f4') +
        `.hd{background:#fff;border-bottom:2px solid #c7000b}.hd .container{display:flex;align-items:center;justify-content:space-between;height:70px}
.w{max-width:980px;margin:30px auto;display:flex;gap:30px;padding:0 20px}
.bn{flex:1;background:linear-gradient(135deg,#c7000b,#e8484f);border-radius:6px;color:#fff;padding:40px}
.lg{flex:0 0 360px;background:#fff;border-radius:6px;padding:26px}.go{background:#c7000b;color:#fff;width:100%;height:42px}
.tabs{display:flex;gap:20px;margin-bottom:14px}.tabs span.on{color:#c7000b;border-bottom:2px solid #c7000b}`,
      body: `<div class="hd"><div class="container">${mark('中国工商银行', '#c7000b', { shape: 'circle', w: 170 })}<span class="hint">客服热线 95588 ｜ <a href="https://www.icbc.com.cn/">工行首页</a></span></div></div>
<div class="w"><div class="bn"><h2>工银融e行 · 安全提示</h2><p>工商银行不会以短信、电话等方式要求您提供网银密码、短信验证码或U盾密码，不会发送链接要求您"实名认证"或"ETC认证"。</p><p>请认准官方网址 www.icbc.com.cn 与官方客服电话 95588。</p></div>
<form class="lg" method="post" action="/icbc/newperbank/perbank3/includes/login.jsp">
<div class="tabs"><span class="on">账号登录</span><span>扫码登录</span></div>
<div class="field"><input name="logonCardNum" placeholder="卡(账)号/手机号/用户名" autocomplete="username" required></div>
<div class="field"><input name="logonPassword" type="password" placeholder="登录密码" autocomplete="current-password" required></div>
<div class="field"><div class="row"><input name="verifyCode" placeholder="验证码" maxlength="4"><img src="/icbc/newperbank/perbank3/verifyimage.jsp" alt="" width="100" height="42"></div></div>
<button class="btn go">登 录</button>
<p class="hint">首次登录请先 <a href="#">自助注册</a>　<a href="#">忘记密码</a></p></form></div>
${footer(['中国工商银行版权所有　京ICP备05005571号'], '#f0f0f0', '#888')}`,
    }),
    routes: { 'mybank.icbc.com.cn/icbc/newperbank/perbank3/verifyimage.jsp': pngRoute(240, 240, 240) },
  },
  {
    id: 'yq-clean-alipay-auth-login-qr',
    label: 'clean',
    kind: 'wallet-login-own-domain',
    url: 'https://auth.alipay.com/login/index.htm?goto=https%3A%2F%2Fb.alipay.com%2Fpage%2Fhome',
    body: doc({
      title: '登录 - 支付宝',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#fff') +
        `.hd{height:70px;border-bottom:1px solid #eee}.hd .container{display:flex;align-items:center;height:70px}
.w{max-width:1000px;margin:50px auto;display:flex;gap:60px;padding:0 20px;align-items:center}
.pic{flex:1;height:340px;background:linear-gradient(135deg,#e6f0ff,#f5f9ff);border-radius:10px}
.lg{flex:0 0 360px;border:1px solid #eee;border-radius:8px;padding:26px}
.tabs{display:flex;gap:22px;margin-bottom:18px;font-size:15px}.tabs span{cursor:pointer}.tabs .on{color:#1677ff;font-weight:700}
.qr{width:170px;height:170px;margin:10px auto;background:conic-gradient(#000 25%,#fff 0 50%,#000 0 75%,#fff 0) 0 0/22px 22px;border:8px solid #fff;outline:1px solid #eee}
.go{background:#1677ff;color:#fff;width:100%;height:42px}
#pw{display:none}`,
      body: `<div class="hd"><div class="container">${mark('支付宝', '#1677ff', { shape: 'square', w: 110 })}<span style="margin-left:14px;color:#999">登录</span></div></div>
<div class="w"><div class="pic"></div><div class="lg">
<div class="tabs"><span class="on" id="tq">扫码登录</span><span id="tp">账密登录</span></div>
<div id="qr"><div class="qr"></div><p class="hint" style="text-align:center">打开 <b>支付宝 App</b> 扫一扫登录</p></div>
<form id="pw" method="post" action="/login/index.htm"><input type="hidden" name="ctoken" value="xlTjq2Gk7Vn5aBqo"><input type="hidden" name="goto" value="https://b.alipay.com/page/home">
<div class="field"><input name="logonId" placeholder="手机号/邮箱" autocomplete="username"></div>
<div class="field"><input name="password_rsainput" type="password" placeholder="登录密码" autocomplete="current-password"></div>
<button class="btn go">登录</button><p class="hint"><a href="https://accounts.alipay.com/console/common/getAccountNum.htm">忘记登录密码？</a>　<a href="https://memberprod.alipay.com/account/reg/index.htm">免费注册</a></p></form>
</div></div>
${footer(['© 2004-2024 Alipay.com. All rights reserved.　<a href="https://cshall.alipay.com/">客服中心</a>　警惕：支付宝工作人员不会要求您提供支付密码或短信校验码'], '#fafafa', '#999')}
<script>(function(){function t(q){document.getElementById('qr').style.display=q?'block':'none';document.getElementById('pw').style.display=q?'none':'block';document.getElementById('tq').className=q?'on':'';document.getElementById('tp').className=q?'':'on';}
document.getElementById('tq').onclick=function(){t(true)};document.getElementById('tp').onclick=function(){t(false)};
setInterval(function(){fetch('/login/qrcodeSecurityLogin.json?_t='+Date.now(),{credentials:'include'}).catch(function(){})},3000);})();</script>`,
    }),
    routes: { 'auth.alipay.com/login/qrcodeSecurityLogin.json': jsonRoute({ stat: 'ok', qrCodeStatus: 'waiting' }) },
  },
  {
    id: 'yq-clean-payme-business-portal-login',
    label: 'clean',
    kind: 'wallet-login-own-domain',
    url: 'https://business.payme.hsbc.com.hk/login',
    body: doc({
      title: 'PayMe for Business | Sign in',
      lang: 'en',
      css:
        baseCss(`"Helvetica Neue",Arial,${fontTC}`, '#f7f7f8') +
        `.w{max-width:420px;margin:70px auto;background:#fff;border-radius:12px;padding:34px;box-shadow:0 2px 12px rgba(0,0,0,.05)}
.logo{width:56px;height:56px;border-radius:14px;background:#e4003b;color:#fff;font-size:24px;font-weight:800;display:flex;align-items:center;justify-content:center}
.go{background:#e4003b;color:#fff;width:100%;height:46px;border-radius:23px}`,
      body: `<form class="w" method="post" action="/api/v1/auth/login"><div class="logo">P</div>
<h2>PayMe for Business</h2><p class="hint">Sign in to manage your shop, payment links and payouts. 登入以管理你的商店及收款。</p>
<div class="field"><label>Email</label><input name="email" type="email" autocomplete="username" required></div>
<div class="field"><label>Password</label><input name="password" type="password" autocomplete="current-password" required></div>
<button class="btn go">Sign in</button>
<p class="hint"><a href="/forgot-password">Forgot password?</a> · New to PayMe for Business? <a href="https://payme.hsbc/business">Sign up</a></p>
<p class="hint">Need help? Call 2233 3000 (HSBC) or visit <a href="https://payme.hsbc/business/faq">FAQ</a>.</p></form>`,
    }),
  },
  {
    id: 'yq-clean-exmail-qq-login',
    label: 'clean',
    kind: 'webmail-own-domain',
    url: 'https://exmail.qq.com/login',
    body: doc({
      title: '腾讯企业邮箱 - 登录入口',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#eaf1fb') +
        `.bg{min-height:100vh;display:flex;align-items:center;justify-content:center}
.pn{width:380px;background:#fff;border-radius:6px;padding:34px 36px;box-shadow:0 8px 28px rgba(31,84,170,.12)}.go{background:#1f6fe5;color:#fff;width:100%;height:42px}
.tab{display:flex;gap:20px;margin:18px 0}.tab span.on{color:#1f6fe5;border-bottom:2px solid #1f6fe5}`,
      body: `<div class="bg"><form class="pn" method="post" action="/cgi-bin/login">${mark('腾讯企业邮', '#1f6fe5', { shape: 'diamond', w: 150 })}
<div class="tab"><span class="on">帐号密码登录</span><span>微信扫码登录</span></div>
<div class="field"><input name="inputuin" placeholder="邮箱帐号" autocomplete="username" required></div>
<div class="field"><input name="pp" type="password" placeholder="密码" autocomplete="current-password" required></div>
<input type="hidden" name="ts" value="1713420011"><input type="hidden" name="from" value="">
<label style="font-size:12px;color:#666"><input type="checkbox" name="auto"> 下次自动登录</label>
<button class="btn go" style="margin-top:12px">登录</button>
<p class="hint">管理员登录　|　<a href="/cgi-bin/readtemplate?t=forgetpwd">忘记密码</a>　|　<a href="https://work.weixin.qq.com/mail/">企业微信</a></p></form></div>`,
    }),
  },
  {
    id: 'yq-clean-163-mail-login',
    label: 'clean',
    kind: 'webmail-own-domain',
    url: 'https://mail.163.com/index_alternate.htm',
    body: doc({
      title: '163网易免费邮-你的专业电子邮局',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#fff') +
        `.w{display:flex;min-height:100vh}.pic{flex:1;background:linear-gradient(135deg,#c7d9f5,#e9f0fb)}
.pn{flex:0 0 420px;padding:80px 50px}.go{background:#2c6dd6;color:#fff;width:100%;height:44px}`,
      body: `<div class="w"><div class="pic"></div><div class="pn">${mark('网易邮箱', '#c33', { shape: 'circle', w: 130 })}
<h3>邮箱帐号登录</h3>
<iframe title="登录" src="https://dl.reg.163.com/webzj/v1.0.1/pub/index_dl2_new.html?product=mail163" style="width:100%;height:300px;border:0"></iframe>
<p class="hint"><a href="https://mail.163.com/dashi/">下载邮箱大师</a> · <a href="https://help.mail.163.com/">帮助</a> · <a href="https://reg.163.com/">注册新帐号</a></p></div></div>`,
    }),
    routes: {
      'dl.reg.163.com/webzj/v1.0.1/pub/index_dl2_new.html': htmlRoute(
        doc({
          title: '登录',
          lang: 'zh-CN',
          css: baseCss(fontSC, '#fff') + `.go{background:#2c6dd6;color:#fff;width:100%;height:44px}`,
          body: `<form method="post" action="/dl/l"><div class="field"><input name="email" placeholder="邮箱帐号或手机号码" autocomplete="username"></div><div class="field"><input name="password" type="password" placeholder="输入密码" autocomplete="current-password"></div><label style="font-size:12px"><input type="checkbox"> 30天内免登录</label><p><button class="btn go">登　录</button></p></form>`,
        }),
      ),
    },
  },
  {
    id: 'yq-clean-company-sso-hkpaylink',
    label: 'clean',
    kind: 'company-sso-own-domain',
    url: 'https://sso.hkpaylink.com/auth/realms/staff/protocol/openid-connect/auth?client_id=risk-console&response_type=code&redirect_uri=https%3A%2F%2Frisk.hkpaylink.com%2Fcallback',
    body: doc({
      title: 'Sign in to HKPayLink Staff',
      lang: 'en',
      css:
        baseCss(`"Segoe UI",Arial,${fontTC}`, '#eef1f5') +
        `.w{max-width:400px;margin:80px auto;background:#fff;border-radius:6px;padding:34px;box-shadow:0 2px 10px rgba(0,0,0,.06)}
.go{background:#1c4e80;color:#fff;width:100%;height:42px}.sep{text-align:center;color:#aaa;font-size:12px;margin:14px 0}
.alt{display:block;border:1px solid #ccd;border-radius:4px;text-align:center;padding:10px}`,
      body: `<div class="w">${mark('HKPayLink', '#1c4e80', { shape: 'hex', w: 150 })}
<h3>Staff sign-in 員工登入</h3>
<form method="post" action="/auth/realms/staff/login-actions/authenticate?session_code=Yk2v&execution=5c1a&client_id=risk-console&tab_id=Qp8">
<div class="field"><label>Username or email</label><input name="username" autocomplete="username" required></div>
<div class="field"><label>Password</label><input name="password" type="password" autocomplete="current-password" required></div>
<label style="font-size:13px"><input type="checkbox" name="rememberMe"> Remember me</label>
<p><button class="btn go">Sign in</button></p></form>
<div class="sep">or</div><a class="alt" href="/auth/realms/staff/broker/azuread/login?client_id=risk-console">Sign in with Microsoft Entra ID</a>
<p class="hint">Lost your security key? Contact IT Service Desk ext. 3388 or it-help@hkpaylink.com</p></div>`,
    }),
  },
];
