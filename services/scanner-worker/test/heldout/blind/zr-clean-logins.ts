import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footer, spinner } from '../parts/zr-kit.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zr-clean-naver-nid-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://nid.naver.com/nidlogin.login?mode=form&url=https://www.naver.com/',
  body: doc({
    lang: 'ko',
    title: '네이버 : 로그인',
    css: 'body{background:#fff}.m{max-width:460px;margin:60px auto;text-align:center}.logo{color:#03c75a;font-size:40px;font-weight:900}.g{background:#03c75a;color:#fff;width:100%;font-size:17px}.tabs{display:flex}.tabs span{flex:1;padding:12px;border:1px solid #ddd;font-size:14px}.tabs .on{border-bottom:0;font-weight:bold}',
    body: `<div class="m"><div class="logo">NAVER</div><div class="tabs"><span class="on">ID 로그인</span><span>일회용 번호</span><span>QR코드</span></div>
<form id="frmNIDLogin" action="https://nid.naver.com/nidlogin.login" method="post" style="text-align:left;border:1px solid #ddd;border-top:0;padding:20px">
<input type="hidden" name="encpw" id="encpw"><input type="hidden" name="enctp" value="1"><input type="hidden" name="svctype" value="1"><input type="hidden" name="url" value="https://www.naver.com/">
<input type="text" id="id" name="id" placeholder="아이디 또는 전화번호" maxlength="41"><input type="password" id="pw" name="pw" placeholder="비밀번호" maxlength="16" style="margin-top:6px">
<p style="font-size:13px"><label style="display:inline"><input type="checkbox" name="nvlong"> 로그인 상태 유지</label> <span style="float:right">IP보안 <b>ON</b></span></p>
<button class="btn g" type="submit">로그인</button></form>
<p style="font-size:13px;color:#888"><a href="https://nid.naver.com/user2/help/pwInquiry">비밀번호 찾기</a> | <a href="https://nid.naver.com/user2/help/idInquiry">아이디 찾기</a> | <a href="https://nid.naver.com/user2/join/agree">회원가입</a></p></div>
<script src="https://nid.naver.com/login/js/v2/default/common_202201.js"></script>`,
  }),
  routes: {
    'nid.naver.com/login/js/v2/default/common_202201.js': jsRoute(`(function(){var f=document.getElementById('frmNIDLogin');if(!f)return;f.addEventListener('submit',function(){var pw=document.getElementById('pw');document.getElementById('encpw').value=btoa(pw.value.length+':'+Date.now());});document.getElementById('id').focus();})();`),
  },
},
{
  id: 'zr-clean-dbs-ibanking-own',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://internet-banking.dbs.com.sg/IB/Welcome',
  body: doc({
    lang: 'en',
    title: 'DBS digibank - Login',
    css: '.h{background:#ee3124;height:60px}.m{max-width:440px;margin:36px auto}.b{background:#ee3124;color:#fff;width:100%}.tip{font-size:12px;background:#f6f6f6;padding:10px;margin-top:14px}',
    body: `<div class="h"><div class="wrap" style="display:flex;align-items:center;height:60px;color:#fff;font-weight:bold;font-size:22px">DBS</div></div>
<div class="m card"><h2 style="margin-top:0">Login to digibank</h2>
<form method="post" action="/IB/Welcome"><input type="hidden" name="FLAG" value="0"><label>User ID</label><input type="text" name="UID" autocomplete="username"><label>PIN</label><input type="password" name="PIN" autocomplete="current-password"><p><button class="btn b">Login</button></p></form>
<p style="font-size:13px"><a href="https://www.dbs.com.sg/personal/support/bank-ibanking-forgot-pin.html">Forgot User ID or PIN?</a></p>
<div class="tip"><b>Security advisory:</b> DBS will never send you SMS or email with clickable links. Never disclose your OTP or approve a digital token request you did not initiate. Use the DBS Safety Switch via the digibank app or call 1800 339 6963 if you suspect fraud.</div></div>`,
  }),
},
{
  id: 'zr-clean-singpass-login-own',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://login.singpass.gov.sg/main/login?client_id=IRAS-MYTAX',
  body: doc({
    lang: 'en',
    title: 'Singpass Login',
    css: '.banner{font-size:12px;background:#f0f0f0;padding:6px 20px}.m{max-width:820px;margin:40px auto;display:flex;gap:30px}.qr{flex:1;text-align:center}.pw{flex:1}.r{background:#f4333d;color:#fff;width:100%}',
    body: `<div class="banner">🇸🇬 A Singapore Government Agency Website <a href="#">How to identify</a></div>
<div class="m card"><div class="qr"><div style="font-size:24px;font-weight:800;color:#f4333d">singpass</div><p>Scan with Singpass app to log in to <b>myTax Portal</b></p><div style="width:180px;height:180px;margin:auto;background:repeating-linear-gradient(45deg,#222 0 6px,#fff 6px 12px)"></div><p style="font-size:12px">QR code expires in <span id="q">60</span>s</p></div>
<div class="pw"><h3>Password login</h3><form method="post" action="/main/login"><label>Singpass ID</label><input type="text" name="uid"><label>Password</label><input type="password" name="pwd"><p><button class="btn r">Log in</button></p></form><p style="font-size:12px"><a href="https://www.singpass.gov.sg/main/forgot">Forgot Singpass ID?</a> · <a href="https://www.singpass.gov.sg/main/reset">Reset password</a></p></div></div>
<script>var s=60;setInterval(function(){s=s>0?s-1:60;document.getElementById('q').textContent=s},1000)</script>`,
  }),
},
{
  id: 'zr-clean-vietcombank-digibank-own',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://vcbdigibank.vietcombank.com.vn/login',
  body: doc({
    lang: 'vi',
    title: 'VCB Digibank',
    css: '.h{background:#006b3f;color:#fff;padding:14px 0}.m{max-width:460px;margin:30px auto}.b{background:#006b3f;color:#fff;width:100%}.n{font-size:12px;color:#a00;background:#fff6f6;padding:10px}',
    body: `<div class="h"><div class="wrap"><b>Vietcombank</b> · VCB Digibank</div></div>
<div class="m card"><h3>Đăng nhập</h3><form method="post" action="/api/auth"><label>Tên đăng nhập</label><input type="text" name="username"><label>Mật khẩu</label><input type="password" name="password"><label>Mã kiểm tra</label><div style="display:flex;gap:8px"><input type="text" name="captcha"><span style="background:#eee;padding:10px;font-family:monospace;letter-spacing:3px">7K2QX</span></div><p><button class="btn b">Đăng nhập</button></p></form>
<p class="n">Vietcombank KHÔNG yêu cầu khách hàng cung cấp mật khẩu, mã OTP qua điện thoại, tin nhắn hay đường link. Quý khách chỉ thực hiện cập nhật sinh trắc học trên ứng dụng VCB Digibank chính thức.</p></div>`,
  }),
},
{
  id: 'zr-clean-kbank-kplus-business-own',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://kbiz.kasikornbank.com/authen/login.jsp?lang=th',
  body: doc({
    lang: 'th',
    title: 'K BIZ - ธนาคารกสิกรไทย',
    css: '.h{background:#00a950;color:#fff;padding:14px 0}.m{max-width:440px;margin:36px auto}.b{background:#00a950;color:#fff;width:100%}',
    body: `<div class="h"><div class="wrap"><b>K BIZ</b> ธนาคารกสิกรไทย</div></div>
<div class="m card"><h3>เข้าสู่ระบบ K BIZ</h3><form method="post" action="/authen/login.do"><label>ชื่อผู้ใช้งาน</label><input type="text" name="userName"><label>รหัสผ่าน</label><input type="password" name="password"><p><button class="btn b">เข้าสู่ระบบ</button></p></form>
<p style="font-size:12px"><a href="#">ลืมรหัสผ่าน</a> · <a href="#">สมัครบริการ</a> · K-BIZ Contact Center 02-8888888</p>
<p style="font-size:12px;color:#777">ธนาคารไม่มีนโยบายส่ง SMS หรืออีเมลแนบลิงก์ให้ลูกค้ากรอกข้อมูลส่วนตัว</p></div>`,
  }),
},
{
  id: 'zr-clean-jp-corp-sso-staff-portal',
  label: 'clean',
  kind: 'staff-portal-own-domain',
  url: 'https://sso.nishimura-shoji.co.jp/adfs/ls/?wa=wsignin1.0&wtrealm=urn:federation:MicrosoftOnline',
  body: doc({
    lang: 'ja',
    title: 'サインイン - 西村商事株式会社',
    css: 'body{background:#2c3e50}.m{max-width:420px;margin:90px auto;background:#fff;padding:36px}.b{background:#2c3e50;color:#fff;width:100%}',
    body: `<div class="m"><div style="font-weight:bold;font-size:20px">西村商事株式会社</div><p style="font-size:13px">組織アカウントでサインインしてください。</p>
<form method="post" id="loginForm" action="/adfs/ls/?wa=wsignin1.0&amp;wtrealm=urn:federation:MicrosoftOnline"><label>ユーザー名</label><input type="text" name="UserName" placeholder="someone@nishimura-shoji.co.jp"><label>パスワード</label><input type="password" name="Password"><input type="hidden" name="AuthMethod" value="FormsAuthentication"><p><button class="btn b">サインイン</button></p></form>
<p style="font-size:12px;color:#666">パスワードの変更は社内ポータルから行ってください。お問い合わせ：情報システム部 内線 4410</p></div>`,
  }),
},
{
  id: 'zr-clean-in-it-company-okta-own',
  label: 'clean',
  kind: 'staff-portal-own-domain',
  url: 'https://infovista-tech.okta.com/login/login.htm?fromURI=%2Fapp%2Foffice365%2Fexk1x2y3z4%2Fsso%2Fwsfed%2Factive',
  body: doc({
    lang: 'en',
    title: 'Infovista Technologies - Sign In',
    css: 'body{background:#f4f4f4}.m{max-width:400px;margin:70px auto;background:#fff;border:1px solid #ddd;border-radius:4px;padding:0 0 30px}.hd{padding:30px;text-align:center;border-bottom:1px solid #ddd}.f{padding:0 40px}.b{background:#1662dd;color:#fff;width:100%}',
    body: `<div class="m"><div class="hd"><b style="font-size:20px;color:#0b3c7a">INFOVISTA</b></div><div class="f"><h3>Sign In</h3>
<form method="post" action="/api/v1/authn"><label>Username</label><input type="text" name="username"><label>Password</label><input type="password" name="password"><p><label style="display:inline"><input type="checkbox"> Remember me</label></p><button class="btn b">Sign In</button></form>
<p style="font-size:13px"><a href="/signin/forgot-password">Forgot password?</a> · <a href="/help/login">Help</a></p><p style="font-size:11px;color:#888">Powered by Okta · Privacy Policy</p></div></div>`,
  }),
},
{
  id: 'zr-clean-japanpost-redelivery-own',
  label: 'clean',
  kind: 'post-own-domain',
  url: 'https://trackings.post.japanpost.jp/delivery/deli/?s=2',
  body: doc({
    lang: 'ja',
    title: '再配達のお申し込み - 日本郵便',
    css: '.h{border-bottom:4px solid #e60012;background:#fff}.m{max-width:680px;margin:20px auto}.r{background:#e60012;color:#fff}.warn{font-size:12px;border:1px solid #e60012;padding:10px;margin-top:14px}',
    body: `<div class="h"><div class="wrap" style="height:60px;display:flex;align-items:center;gap:10px">${mark('〒', '#e60012')}<b>日本郵便</b></div></div>
<div class="m card"><h2>インターネットでの再配達のお申し込み</h2><p>ご不在連絡票に記載のお問い合わせ番号と、お届け先郵便番号を入力してください。</p>
<form method="get" action="/delivery/deli/input"><label>お問い合わせ番号（11〜13桁）</label><input type="text" name="reqCodeNo1"><label>お届け先郵便番号</label><input type="text" name="zip"><p><button class="btn r">次へ</button></p></form>
<div class="warn">日本郵便を装った不審なSMS・メールにご注意ください。日本郵便が再配達のお申し込みにあたって手数料やクレジットカード情報の入力を求めることはありません。</div></div>`,
  }),
},
];
