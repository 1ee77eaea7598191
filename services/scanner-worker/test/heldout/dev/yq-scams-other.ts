import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, cardFields, cardFormatJs, footer, b64 } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute, cssRoute, fileRoute, beepWav } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-cn-procuratorate-warrant-safe-account',
    label: 'scam',
    kind: 'authority-impersonation',
    url: 'https://www.spp-gov-cn.ajcx.net/ajcx/index.html',
    body: doc({
      title: '最高人民检察院 - 案件信息查询',
      lang: 'zh-CN',
      css:
        baseCss(`"SimSun",${fontSC}`, '#f0f0f0') +
        `.hd{background:linear-gradient(#b50000,#8a0000);color:#ffd700;height:96px}.hd .container{display:flex;align-items:center;height:96px;gap:14px}
.hd h1{margin:0;font-size:30px;letter-spacing:4px}
.nav{background:#6b0000}.nav .container{display:flex;gap:30px;height:36px;align-items:center;color:#fff;font-size:14px}
.w{max-width:900px;margin:20px auto;background:#fff;padding:24px;border:1px solid #ddd}
.go{background:#b50000;color:#fff;padding:8px 30px}
#res{display:none}.wt{border:2px solid #b50000;padding:20px;position:relative}
.wt h2{text-align:center;color:#b50000;margin:0 0 14px;letter-spacing:6px}
.seal{position:absolute;right:30px;bottom:20px;width:110px;height:110px;border:3px solid rgba(200,0,0,.7);border-radius:50%;color:rgba(200,0,0,.7);display:flex;align-items:center;justify-content:center;font-size:13px;text-align:center;transform:rotate(-12deg)}
table{width:100%;border-collapse:collapse;font-size:14px}td{border:1px solid #ccc;padding:8px}td:first-child{width:120px;background:#fafafa}`,
      body: `<div class="hd"><div class="container"><svg width="70" height="70"><circle cx="35" cy="35" r="33" fill="#ffd700"/><circle cx="35" cy="35" r="26" fill="#b50000"/><text x="35" y="41" font-size="16" text-anchor="middle" fill="#ffd700">检</text></svg><h1>中华人民共和国最高人民检察院</h1></div></div>
<div class="nav"><div class="container"><span>首页</span><span>案件查询</span><span>通缉公告</span><span>资金清查</span><span>联系我们</span></div></div>
<div class="w">
<h3>涉案人员信息查询</h3>
<p class="hint">请输入办案人员提供的案件编号及本人身份证号码进行查询</p>
<div class="row"><div class="field"><label>案件编号</label><input id="cn" value="SPP-2024-0418-331"></div><div class="field"><label>身份证号码</label><input id="idn" maxlength="18"></div></div>
<button class="btn go" onclick="q()">查 询</button>
<div id="res" style="margin-top:20px"><div class="wt"><h2>逮 捕 令</h2>
<table><tr><td>案件编号</td><td>SPP-2024-0418-331</td></tr><tr><td>姓名</td><td id="nm">***</td></tr><tr><td>身份证号</td><td id="rid"></td></tr><tr><td>涉嫌罪名</td><td>洗钱罪、非法出借银行账户（涉案金额 ¥2,860,000）</td></tr><tr><td>办案单位</td><td>上海市公安局经济犯罪侦查支队</td></tr><tr><td>案件状态</td><td style="color:#b50000">在逃 · 已冻结名下全部资产</td></tr></table>
<p style="font-size:14px;margin-top:14px">本案属于<b>国家机密案件</b>，请勿向任何人（包括家属）透露。如您认为本人系被冒用身份，须配合办案人员进行<b>资金清查</b>：将名下所有账户资金转入最高检<b>国家安全账户</b>进行核查，核查无误后 24 小时内全额退还。</p>
<p style="font-size:14px">安全账户：6228 4800 3821 7764 913（中国农业银行 · 户名：资金清查专户）<br>办案警官：李警官 021-6238 9051</p>
<div class="seal">最高人民检察院<br>★<br>专用章</div></div></div>
</div>
<script>function q(){var v=document.getElementById('idn').value;if(v.length<15){alert('请输入正确的身份证号码');return;}document.getElementById('rid').textContent=v;document.getElementById('res').style.display='block';fetch('/ajcx/log.php?id='+encodeURIComponent(v));}</script>`,
    }),
    routes: { 'www.spp-gov-cn.ajcx.net/ajcx/log.php': jsonRoute({}) },
  },
  {
    id: 'yq-tw-dyson-clearance-atm-only',
    label: 'scam',
    kind: 'fake-shop',
    url: 'https://www.dyson-tw-outlet.shop/products/v15-detect',
    body: doc({
      title: 'Dyson V15 Detect 無線吸塵器 ｜ 倉庫清倉 2 折起',
      css:
        baseCss(fontTC, '#fff') +
        `.bar{background:#000;color:#fff;text-align:center;font-size:13px;padding:8px}
.w{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px;padding:0 20px}
.pic{background:#f3f3f3;height:420px;border-radius:8px;display:flex;align-items:center;justify-content:center;font-size:80px}
.pr del{color:#999}.pr b{color:#d0021b;font-size:32px;margin-left:10px}
.cd{background:#fff1f0;color:#d0021b;padding:10px;border-radius:4px;font-weight:700}
.go{background:#d0021b;color:#fff;width:100%;height:50px;font-size:17px;margin-top:10px}
.ship{font-size:13px;color:#555}`,
      body: `<div class="bar">🔥 倉庫搬遷 全場清倉 限時 48 小時 · 全台免運 · 貨到付款暫停</div>
<div class="w"><div class="pic">🌀</div>
<div><h1 style="margin-top:0">Dyson V15 Detect Absolute 無線吸塵器</h1>
<div class="pr"><del>NT$ 25,900</del><b>NT$ 4,980</b></div>
<p class="cd">⏰ 限時特價倒數 <span id="t">47:59:59</span>　剩餘 <span id="s">7</span> 台</p>
<form method="post" action="/checkout">
<div class="field"><label>數量</label><select name="qty"><option>1</option><option>2</option></select></div>
<div class="field"><label>姓名</label><input name="n" required></div>
<div class="field"><label>手機</label><input name="m" required></div>
<div class="field"><label>地址</label><input name="a" required></div>
<div class="field"><label>付款方式</label><select name="pay"><option>ATM 轉帳（享額外 95 折）</option><option>無卡存款</option></select></div>
<button class="btn go">立即搶購</button></form>
<p class="ship">下單後請於 2 小時內轉帳至：<br>中華郵政 (700) 帳號 0001234-0568812<br>戶名：林＊＊<br>轉帳後請加 LINE 客服 @dysontw888 回傳末五碼。</p>
<p class="hint">* 因清倉商品恕不退換</p></div></div>
<script>var e=Date.now()+172799000;setInterval(function(){var d=Math.max(0,e-Date.now())/1000|0;document.getElementById('t').textContent=[d/3600|0,(d%3600)/60|0,d%60].map(function(x){return(''+x).padStart(2,'0')}).join(':')},1000);
setTimeout(function(){document.getElementById('s').textContent='3'},15000);</script>`,
    }),
    routes: { 'www.dyson-tw-outlet.shop/checkout': htmlRoute(doc({ title: '訂單成立', css: baseCss(fontTC), body: `<div style="max-width:500px;margin:40px auto"><h2>訂單已成立</h2><p>請於 2 小時內轉帳 NT$4,980 至 中華郵政 (700) 0001234-0568812，逾時訂單自動取消。</p></div>` })) },
  },
  {
    id: 'yq-hk-mooncake-groupbuy-fps',
    label: 'scam',
    kind: 'fake-shop',
    url: 'https://hk-tuangou-club.com/mooncake2024',
    body: doc({
      title: '月餅團購 2024 ｜ 美心 / 半島 / 奇華 低至 3 折',
      css:
        baseCss(fontTC, '#fff9f0') +
        `.w{max-width:640px;margin:0 auto;padding:20px}
.it{display:flex;gap:14px;background:#fff;border-radius:10px;padding:12px;margin:10px 0;box-shadow:0 1px 4px rgba(0,0,0,.05)}
.it .p{width:90px;height:90px;background:#f4e3c3;border-radius:8px;display:flex;align-items:center;justify-content:center;font-size:40px}
.it del{color:#aaa;font-size:13px}.it b{color:#c41d2a;font-size:20px}
.fps{background:#fff;border:2px dashed #c41d2a;border-radius:10px;padding:14px;margin-top:16px}
.wa{display:block;background:#25d366;color:#fff;text-align:center;border-radius:24px;padding:12px;margin-top:12px}`,
      body: `<div class="w">
<h2 style="color:#c41d2a">🥮 中秋月餅團購（第 3 輪）</h2>
<p>今年都係搵返我哋公司內部福利價！<b>滿 10 盒</b>再平 HK$20/盒。截單：9 月 5 號，9 月 10 號前送到 18 區。</p>
<div class="it"><div class="p">🥮</div><div>美心 雙黃白蓮蓉月餅 (4個裝)<br><del>原價 HK$398</del><br><b>HK$128</b></div></div>
<div class="it"><div class="p">🟡</div><div>半島 迷你奶黃月餅 (8個裝)<br><del>原價 HK$588</del><br><b>HK$198</b></div></div>
<div class="it"><div class="p">🎁</div><div>奇華 禮盒裝 (雙黃白蓮蓉 x4)<br><del>原價 HK$358</del><br><b>HK$98</b></div></div>
<div class="fps"><b>付款方法：只接受轉數快 FPS（唔收現金、唔收 PayMe）</b><br>FPS ID：1 6 8 2 4 3 1 1（陳＊儀）<br>過數後請 WhatsApp 收據 + 地址 + 電話</div>
<a class="wa" href="https://wa.me/85255168830">WhatsApp 落單 ／ 查詢</a>
<p class="hint">團購貨品一經確認不設退款。如有延誤請耐心等候，唔好催單 🙏</p>
</div>`,
    }),
  },
  {
    id: 'yq-sextortion-btc-letter-tc',
    label: 'scam',
    kind: 'extortion',
    url: 'https://secure-msg-view.net/v/7d1f2ac9',
    body: doc({
      title: '你有一則加密訊息',
      css: baseCss(`Consolas,"Courier New",${fontTC}`, '#111', '#ddd') + `.w{max-width:720px;margin:40px auto;padding:0 20px;font-size:15px;line-height:1.8}.a{background:#222;padding:12px;border-left:3px solid #f5a623;word-break:break-all}.t{color:#f55;font-size:22px}`,
      body: `<div class="w">
<p>你好，</p>
<p>我係一名黑客。幾個月前我已經透過你瀏覽過嘅一個網站，喺你嘅裝置植入咗木馬程式。我可以睇到你部機所有嘢，包括你嘅鏡頭、聯絡人、WhatsApp 同電郵。</p>
<p>我錄低咗你瀏覽成人網站時嘅畫面，同時拍低咗你本人嘅影像。我已經將兩段片剪輯埋一齊。</p>
<p>如果你唔想我將呢段影片發送畀你所有親友同同事，請喺 <b class="t" id="c">48:00:00</b> 內轉賬 <b>USD 1,450</b> 等值嘅比特幣 (BTC) 去以下地址：</p>
<p class="a">bc1qz7h5yqk3k9m0t2s8w4r6n5fxj8lq3e2c9vd0a4</p>
<p>唔好諗住報警或者回覆呢封信，呢個地址係一次性。我一收到錢就會刪除所有資料，你唔會再收到我任何訊息。</p>
<p>唔知點買比特幣？Google「How to buy bitcoin」或者去任何比特幣 ATM。</p>
</div>
<script>var e=Date.now()+172800000;setInterval(function(){var d=(e-Date.now())/1000|0;document.getElementById('c').textContent=[d/3600|0,(d%3600)/60|0,d%60].map(function(x){return(''+x).padStart(2,'0')}).join(':')},1000);</script>`,
    }),
  },
  {
    id: 'yq-anniversary-lucky-wheel-shipping-fee',
    label: 'scam',
    kind: 'lottery-scam',
    url: 'https://tb-zhounianqing.lucky-gift.cn/wheel/?c=wx',
    body: doc({
      title: '周年庆 · 幸运大转盘',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#ff4a2b', '#fff') +
        `.w{max-width:420px;margin:0 auto;padding:16px;text-align:center}
#wh{width:300px;height:300px;border-radius:50%;margin:16px auto;border:8px solid #ffd66b;position:relative;transition:transform 4s cubic-bezier(.2,.8,.2,1);background:conic-gradient(#fff3d6 0 45deg,#ffcf70 45deg 90deg,#fff3d6 90deg 135deg,#ffcf70 135deg 180deg,#fff3d6 180deg 225deg,#ffcf70 225deg 270deg,#fff3d6 270deg 315deg,#ffcf70 315deg 360deg)}
.ptr{font-size:40px;margin-bottom:-30px;position:relative;z-index:2}
.go{background:#ffd66b;color:#c21f00;width:80%;height:48px;border-radius:24px;font-size:18px;font-weight:700}
.win{display:none;background:#fff;color:#333;border-radius:10px;padding:18px;text-align:left}
.cm{font-size:12px;background:rgba(255,255,255,.15);border-radius:6px;padding:8px;margin-top:12px;text-align:left}`,
      body: `<div class="w"><h1 style="margin:0">🎉 周年庆感恩回馈</h1><p>恭喜您获得 <b>3 次</b>免费抽奖机会！100% 中奖</p>
<div class="ptr">▼</div><div id="wh"></div>
<button class="btn go" id="sp">开始抽奖</button>
<div class="win" id="win"><h3 style="margin-top:0;color:#c21f00">🎁 恭喜您抽中 iPhone 15 Pro Max 256G！</h3>
<p style="font-size:13px">奖品由官方仓库直发，您只需支付 <b>¥19.9 运费及保价费</b>。请在 10 分钟内填写收货信息，逾期视为放弃。</p>
<form method="post" action="/wheel/order.php"><div class="field"><label>收货人</label><input name="n" required></div><div class="field"><label>手机号</label><input name="m" required></div><div class="field"><label>收货地址</label><input name="a" required></div>
${cardFields('sc')}<button class="btn go" style="width:100%;background:#c21f00;color:#fff">支付运费 ¥19.9 领取</button></form></div>
<div class="cm">💬 王**：真的收到了！已经在用了<br>💬 李**：运费好便宜，第二天就发货了<br>💬 张**：我也抽到了 AirPods</div></div>
<script>var n=0;document.getElementById('sp').onclick=function(){n++;var w=document.getElementById('wh');w.style.transform='rotate('+(1440+n*720+(n<3?90:22))+'deg)';
setTimeout(function(){if(n<3){alert('很遗憾，差一点！还剩 '+(3-n)+' 次机会');}else{document.getElementById('win').style.display='block';document.getElementById('sp').style.display='none';}},4200);};${cardFormatJs}</script>`,
    }),
  },
  {
    id: 'yq-earthquake-relief-personal-account-usdt',
    label: 'scam',
    kind: 'charity-scam',
    url: 'https://gansu-dizhen-jiuzhu.org.cn.donate-help.com/',
    body: doc({
      title: '甘肃积石山地震紧急救助 · 爱心捐款',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#fff') +
        `.hero{height:240px;background:linear-gradient(rgba(0,0,0,.45),rgba(0,0,0,.6)),#6b5b4d;color:#fff;display:flex;flex-direction:column;justify-content:center;padding:0 30px}
.hero h1{margin:0;font-size:30px}
.w{max-width:760px;margin:0 auto;padding:24px 20px}
.prog{height:12px;background:#eee;border-radius:6px;overflow:hidden}.prog i{display:block;height:100%;width:72%;background:#e34d59}
.acc{background:#fff6f6;border:1px solid #ffd6d6;padding:16px;border-radius:8px;margin:16px 0}
.amts button{border:1px solid #e34d59;background:#fff;color:#e34d59;border-radius:4px;padding:8px 16px;margin:4px}`,
      body: `<div class="hero"><h1>积石山 6.2 级地震 · 紧急救助</h1><p>每一份爱心都是一份温暖 · 受灾群众急需御寒物资</p></div>
<div class="w">
<p>12 月 18 日 23 时 59 分，甘肃临夏州积石山县发生 6.2 级地震，造成大量房屋倒塌，数万群众在零下 15℃ 的严寒中等待救援。我们<b>民间救援志愿队</b>已在灾区一线，急需棉被、帐篷、取暖炉及食品。</p>
<p>已筹 <b>¥ 1,438,620</b> / 目标 ¥ 2,000,000</p><div class="prog"><i></i></div>
<div class="acc"><b>爱心捐款账户（志愿队负责人代收）</b><br>户名：马＊＊<br>开户行：中国建设银行临夏分行<br>账号：6217 0033 6001 8824 557<br><br><b>海外华人可使用 USDT (TRC20)</b><br><span style="font-family:monospace;word-break:break-all">TVj8K3mQpR2x7bWnY5cE9hLfA4sDzU1oGt</span></div>
<div class="amts">快速捐款：<button>¥50</button><button>¥100</button><button>¥500</button><button>¥1000</button></div>
<p class="hint">捐款后请添加志愿者微信 jishishan_jiuzhu 登记，我们将在灾区发放物资后公布视频及名单。</p>
</div>`,
    }),
  },
  {
    id: 'yq-techsupport-cn-windows-locked-400',
    label: 'scam',
    kind: 'tech-support-scam',
    url: 'https://win-anquan-zhongxin.azurewebsites-help.net/cn/alert.html',
    body: doc({
      title: 'Windows 安全中心 - 警告',
      lang: 'zh-CN',
      css:
        baseCss(`"Segoe UI","Microsoft YaHei",sans-serif`, '#0078d7', '#fff') +
        `.full{position:fixed;inset:0;background:#0078d7;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:20px}
.box{background:#fff;color:#222;max-width:620px;border-radius:4px;padding:24px;text-align:left;box-shadow:0 10px 40px rgba(0,0,0,.3)}
.box h2{color:#d13438;margin-top:0}.ph{font-size:30px;color:#d13438;font-weight:700}
.scan{font-family:Consolas,monospace;font-size:12px;background:#111;color:#0f0;height:90px;overflow:hidden;padding:6px;margin:10px 0}`,
      body: `<div class="full" id="fs">
<h1 style="font-weight:300">Windows Defender 安全中心</h1>
<div class="box"><h2>⚠ 检测到木马病毒 Trojan:Win32/Emotet</h2>
<p>您的计算机已被锁定，原因是检测到可疑活动。您的以下信息存在被窃取风险：</p><ul><li>浏览器保存的密码与银行卡信息</li><li>支付宝 / 微信支付登录凭证</li><li>电子邮件及社交账号</li></ul>
<div class="scan" id="sc"></div>
<p>请勿关闭或重启计算机，否则数据可能永久丢失。请立即拨打微软官方技术支持热线：</p>
<div class="ph">☎ 400-820-6713</div><p class="hint">（免费 · 7×24 小时 · 微软认证工程师远程协助）</p></div></div>
<audio id="au" src="/cn/alert.wav" loop autoplay></audio>
<script>
(function(){var sc=document.getElementById('sc'),f=['C:\\\\Windows\\\\System32\\\\drivers\\\\etc\\\\hosts','C:\\\\Users\\\\Administrator\\\\AppData\\\\Roaming\\\\Tencent','C:\\\\Program Files\\\\Alipay\\\\aliedit.dll','C:\\\\Users\\\\Administrator\\\\Documents\\\\'];var i=0;
setInterval(function(){sc.innerHTML+='[感染] '+f[i++%f.length]+'<br>';sc.scrollTop=1e6},300);
document.addEventListener('click',function(){try{document.documentElement.requestFullscreen();document.getElementById('au').play()}catch(e){}});
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
window.onbeforeunload=function(){return '您的计算机存在严重安全威胁，确定要离开吗？'};
document.addEventListener('keydown',function(e){e.preventDefault();alert('系统已锁定，请拨打 400-820-6713');});})();
</script>`,
    }),
    routes: { 'win-anquan-zhongxin.azurewebsites-help.net/cn/alert.wav': fileRoute(beepWav(2, 900), 'audio/wav') },
  },
];
