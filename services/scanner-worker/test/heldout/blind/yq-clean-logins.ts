import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, footer, cookieBar, b64 } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-clean-hsbc-hk-logon-own-domain',
    label: 'clean',
    kind: 'bank-login-own-domain',
    url: 'https://www.hsbc.com.hk/security/?lang=zh-hk',
    body: doc({
      title: '登入 | 滙豐香港',
      css:
        baseCss(fontTC, '#fff') +
        `.hdr{border-bottom:1px solid #e5e5e5;height:64px;display:flex;align-items:center}.hdr .container{display:flex;justify-content:space-between;width:100%;align-items:center}
.main{max-width:980px;margin:40px auto;display:flex;gap:60px;padding:0 20px}.box{flex:0 0 420px}
h1{font-size:28px;font-weight:300;margin:0 0 24px}.primary{background:#db0011;color:#fff;width:100%;height:44px}
.side{flex:1;font-size:13px;color:#444}.side li{margin:8px 0}`,
      body: `<header class="hdr"><div class="container">${mark('HSBC 滙豐', '#db0011', { shape: 'hex', fg: '#000' })}<div style="font-size:13px"><a href="/?lang=en">English</a> · <a href="/zh-cn/">简体</a></div></div></header>
<div class="main"><form class="box" method="post" action="/security/logon" autocomplete="on">
<h1>登入網上理財</h1>
<input type="hidden" name="_csrf" value="c1f0a9a2-6b7e-4f3a-9d25-7ad0b93e4c11">
<div class="field"><label for="username">用戶名稱</label><input id="username" name="username" autocomplete="username" required></div>
<label style="font-size:13px"><input type="checkbox" name="remember"> 記住我的用戶名稱</label>
<p><button class="btn primary" type="submit">繼續</button></p>
<p class="hint"><a href="/zh-hk/ways-to-bank/online-banking/forgotten-username/">忘記用戶名稱？</a>　<a href="/zh-hk/ways-to-bank/online-banking/register/">登記網上理財</a></p>
</form>
<div class="side"><h3>保障自己，提防詐騙</h3><ul><li>滙豐不會以短訊或電郵超連結要求你登入網上理財或提供一次性密碼。</li><li>請直接於瀏覽器輸入 www.hsbc.com.hk 或使用 HSBC HK App。</li><li>如懷疑收到詐騙訊息，請致電 (852) 2233 3000。</li></ul><p><a href="/zh-hk/help/security-centre/" style="color:#db0011">前往保安中心 ›</a></p></div></div>
${footer(['© 香港上海滙豐銀行有限公司 2024。版權所有。', '<a href="/zh-hk/privacy-and-security/">私隱及保安</a> · <a href="/zh-hk/terms-and-conditions/">條款及細則</a>'], '#333')}
${cookieBar('我們使用 Cookies 以提供更佳的網上體驗。', '接受')}`,
    }),
  },
  {
    id: 'yq-clean-bochk-ibanking-login',
    label: 'clean',
    kind: 'bank-login-own-domain',
    url: 'https://its.bochk.com/login/ibs_lgn_index.action?lang=zh_HK',
    body: doc({
      title: '中銀香港 - 網上銀行登入',
      css:
        baseCss(fontTC, '#f3f3f3') +
        `.top{background:#a6192e;height:60px}.top .container{display:flex;align-items:center;height:60px;color:#fff;justify-content:space-between}
.w{max-width:940px;margin:30px auto;display:grid;grid-template-columns:400px 1fr;gap:24px;padding:0 20px}
.lg{background:#fff;padding:26px;border-radius:4px}.go{background:#a6192e;color:#fff;width:100%;height:44px}
.info{background:#fff;padding:22px;border-radius:4px;font-size:13px}.info h4{color:#a6192e;margin-top:0}`,
      body: `<div class="top"><div class="container">${mark('中國銀行(香港)', '#fff', { shape: 'square', w: 190 })}<span style="font-size:13px">English ｜ 简体</span></div></div>
<div class="w"><form class="lg" method="post" action="/login/ibs_lgn_login.action" id="lf">
<h3 style="margin-top:0">個人網上銀行</h3>
<div class="field"><label>網上銀行號碼 / 用戶名稱</label><input name="loginId" autocomplete="username" required></div>
<div class="field"><label>密碼</label><input name="password" type="password" autocomplete="current-password" required></div>
<input type="hidden" name="token" value="9b0f2e41a7c84d0b">
<button class="btn go">登入</button>
<p class="hint">首次登入？<a href="/login/ibs_lgn_first.action">啟動網上銀行</a>　<a href="/login/ibs_lgn_reset.action">重設密碼</a></p></form>
<div class="info"><h4>重要提示</h4><p>中銀香港不會透過短訊、電郵或社交媒體發送附有超連結的訊息，要求客戶登入網上銀行或提供個人資料及密碼。</p><p>登入後，請確認「上次登入時間」。如發現異常，請即致電客戶服務熱線 (852) 3988 2388。</p><p><a href="https://www.bochk.com/tc/security.html" style="color:#a6192e">網上保安資訊 ›</a></p></div></div>
${footer(['中國銀行(香港)有限公司 © 2024　重要通知 · 私隱政策聲明 · 網上保安'], '#4a4a4a')}
<script src="/login/js/lgn.js"></script>`,
    }),
    routes: {
      'its.bochk.com/login/js/lgn.js': jsRoute(`(function(){var f=document.getElementById('lf');if(!f)return;f.addEventListener('submit',function(e){if(!f.loginId.value||!f.password.value){e.preventDefault();alert('請輸入網上銀行號碼及密碼');}});if(window.top!==window.self){window.top.location=window.self.location;}})();`),
    },
  },
  {
    id: 'yq-clean-cathay-mybank-login',
    label: 'clean',
    kind: 'bank-login-own-domain',
    url: 'https://www.cathaybk.com.tw/MyBank/Quicklinks/Home/Login',
    body: doc({
      title: '國泰世華銀行 MyBank 網路銀行',
      css:
        baseCss(fontTC, '#f6f7f6') +
        `.h{background:#fff;padding:14px 0;border-bottom:1px solid #e0e0e0}.h .container{display:flex;justify-content:space-between;align-items:center}
.w{max-width:900px;margin:30px auto;display:grid;grid-template-columns:420px 1fr;gap:24px;padding:0 20px}
.card{background:#fff;border-radius:12px;padding:26px}.go{background:#0c7a46;color:#fff;width:100%;height:46px;border-radius:6px}
.qr{width:140px;height:140px;background:repeating-linear-gradient(90deg,#222 0 6px,#fff 6px 12px),#fff;margin:10px auto;opacity:.85}`,
      body: `<div class="h"><div class="container">${mark('國泰世華銀行', '#0c7a46', { shape: 'circle', fg: '#0c7a46', w: 180 })}<span class="hint">個人網銀 ｜ 企業網銀 ｜ 客服 (02)2383-1000</span></div></div>
<div class="w"><form class="card" method="post" action="/MyBank/Quicklinks/Home/Login">
<h2 style="color:#0c7a46;margin-top:0">登入 MyBank</h2>
<div class="field"><label>身分證字號</label><input name="CustID" maxlength="10" autocomplete="username" required></div>
<div class="field"><label>用戶代號</label><input name="UserIdKeyin" type="password" required></div>
<div class="field"><label>網銀密碼</label><input name="PasswordKeyin" type="password" autocomplete="current-password" required></div>
<input type="hidden" name="__RequestVerificationToken" value="CfDJ8Nf0xk3sQ1lHvMm2">
<button class="btn go">登入</button>
<p class="hint"><a href="/MyBank/Quicklinks/Home/ForgetPwd">忘記代號/密碼</a>　<a href="/MyBank/Quicklinks/Home/Apply">線上申請</a></p></form>
<div class="card"><h3 style="margin-top:0">CUBE App 掃碼登入</h3><div class="qr"></div><p class="hint">使用國泰世華 CUBE App 掃描 QR Code，免輸入密碼即可登入。</p>
<h4>防詐提醒</h4><p style="font-size:13px">本行不會以簡訊、LINE 傳送網址要求您登入網銀或提供 OTP。如接獲可疑訊息請撥 165 反詐騙專線。</p></div></div>
${footer(['國泰世華商業銀行 © Cathay United Bank All Rights Reserved.'], '#0c3d24', '#cde')}`,
    }),
  },
  {
    id: 'yq-clean-linepay-merchant-center-tw',
    label: 'clean',
    kind: 'wallet-login-own-domain',
    url: 'https://pay.line.me/portal/tw/auth/login',
    body: doc({
      title: 'LINE Pay 商家中心',
      css:
        baseCss(fontTC, '#f4f5f7') +
        `.w{max-width:420px;margin:70px auto;background:#fff;border-radius:10px;padding:30px}.go{background:#06c755;color:#fff;width:100%;height:46px;border-radius:6px}`,
      body: `<form class="w" method="post" action="/portal/tw/auth/login"><div style="text-align:center">${mark('LINE Pay', '#06c755', { shape: 'square', w: 130 })}<h3>商家中心 Merchant Center</h3></div>
<input type="hidden" name="_csrf" value="6f4c2c0e-1b7a-4d9c-9a71-0bc58a1e2d44">
<div class="field"><label>商家帳號 (電子郵件)</label><input name="loginId" type="email" autocomplete="username" required></div>
<div class="field"><label>密碼</label><input name="password" type="password" autocomplete="current-password" required></div>
<button class="btn go">登入</button>
<p class="hint">尚未成為 LINE Pay 商家？<a href="/portal/tw/merchant/apply">立即申請</a><br>商家客服：(02)2326-6010　週一至週五 09:00–18:00</p></form>`,
    }),
  },
  {
    id: 'yq-clean-octopus-my-octopus-login',
    label: 'clean',
    kind: 'wallet-login-own-domain',
    url: 'https://www.octopus.com.hk/tc/consumer/my-octopus/login.html',
    body: doc({
      title: '登入「我的八達通」 | 八達通',
      css:
        baseCss(fontTC, '#fff') +
        `.hd{background:#ff6b00;height:58px}.hd .container{display:flex;align-items:center;height:58px;justify-content:space-between;color:#fff}
.w{max-width:880px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px;padding:0 20px}
.bx{border:1px solid #eee;border-radius:8px;padding:24px}.go{background:#ff6b00;color:#fff;width:100%;height:44px;border-radius:6px}`,
      body: `<div class="hd"><div class="container">${mark('Octopus 八達通', '#fff', { shape: 'circle', w: 180 })}<span style="font-size:13px">EN ｜ 繁</span></div></div>
<div class="w"><form class="bx" method="post" action="/tc/consumer/my-octopus/j_security_check">
<h3 style="margin-top:0">登入「我的八達通」</h3>
<div class="field"><label>用戶名稱 / 電郵</label><input name="j_username" autocomplete="username" required></div>
<div class="field"><label>密碼</label><input name="j_password" type="password" autocomplete="current-password" required></div>
<button class="btn go">登入</button><p class="hint"><a href="#">忘記密碼</a>　<a href="#">登記</a></p></form>
<div class="bx"><h3 style="margin-top:0">慎防詐騙</h3><p style="font-size:13px">八達通不會透過短訊或電郵發送連結，要求你提供信用卡資料、一次性密碼或申請「退款」。如有懷疑，請致電八達通客戶服務熱線 2266 2222。</p><p style="font-size:13px">了解更多：<a href="/tc/consumer/customer-service/security.html" style="color:#ff6b00">保安提示</a></p></div></div>`,
    }),
  },
  {
    id: 'yq-clean-qq-ptlogin-game-oauth',
    label: 'clean',
    kind: 'brand-login-own-domain',
    url: 'https://xui.ptlogin2.qq.com/cgi-bin/xlogin?appid=21000127&s_url=https%3A%2F%2Fpvp.qq.com%2Fcp%2Fa20240401anniv%2F&style=20&daid=8',
    body: doc({
      title: 'QQ帐号安全登录',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#fff') +
        `.w{width:370px;margin:30px auto;padding:20px}.go{background:#12b7f5;color:#fff;width:100%;height:42px;border-radius:4px}
.qr{width:150px;height:150px;margin:14px auto;background:conic-gradient(#000 25%,#fff 0 50%,#000 0 75%,#fff 0) 0 0/18px 18px}
.sw{text-align:center;font-size:13px;color:#12b7f5;cursor:pointer}#pf{display:none}`,
      body: `<div class="w"><div id="qf"><h3 style="text-align:center">手机QQ扫码，安全登录</h3><div class="qr"></div><p class="sw" onclick="document.getElementById('qf').style.display='none';document.getElementById('pf').style.display='block'">帐号密码登录</p></div>
<form id="pf" method="post" action="/cgi-bin/login"><h3>帐号密码登录</h3>
<div class="field"><input name="u" placeholder="支持QQ号/邮箱/手机号登录" autocomplete="username"></div>
<div class="field"><input name="p" type="password" placeholder="密码" autocomplete="current-password"></div>
<input type="hidden" name="aid" value="21000127"><input type="hidden" name="u1" value="https://pvp.qq.com/cp/a20240401anniv/">
<button class="btn go">授权并登录</button><p class="hint">登录即同意 <a href="#">服务协议</a> 和 <a href="#">隐私保护指引</a></p></form></div>`,
    }),
  },
];
