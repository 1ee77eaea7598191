import { htmlRoute, type Entry } from '../entry.js';
import { cookieBar, doc, logo } from '../parts/xb-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-clean-garanti-isube-sifre-giris',
    label: 'clean',
    kind: 'bank-own-login',
    url: 'https://sube.garantibbva.com.tr/isube/login/login/passwordentrypersonal-tr',
    body: doc({
      title: 'Garanti BBVA İnternet Bankacılığı',
      css: `body{margin:0;font-family:"BentonSans",Helvetica,Arial,sans-serif;background:#fff;color:#121212}.top{background:#072146;padding:16px 40px;display:flex;justify-content:space-between;align-items:center}.top a{color:#fff;font-size:13px;text-decoration:none}
.wrap{display:flex;max-width:1040px;margin:40px auto;gap:60px;padding:0 20px}.lf{flex:1}.lf h1{font-size:30px;font-weight:400}.tabs{display:flex;gap:24px;border-bottom:1px solid #d3d3d3;margin-bottom:20px}.tabs span{padding:10px 0;cursor:pointer}.tabs .on{border-bottom:3px solid #1973b8;font-weight:600}
.fl label{display:block;font-size:13px;color:#666;margin-top:14px}.fl input{width:100%;max-width:360px;border:0;border-bottom:1px solid #121212;padding:8px 0;font-size:16px;outline:0}.btn{margin-top:26px;background:#1973b8;color:#fff;border:0;padding:14px 40px;font-size:15px}
.qr{display:none;width:180px;height:180px;background:repeating-linear-gradient(45deg,#072146 0 6px,#fff 6px 12px)}.rt{width:320px;background:#f4f4f4;padding:24px;font-size:14px;line-height:1.6}`,
      body: `<div class="top">${logo({ name: 'Garanti BBVA', color: '#ffffff', mark: 'clover' })}<a href="https://www.garantibbva.com.tr/">garantibbva.com.tr</a></div>
<div class="wrap"><div class="lf"><h1>İnternet Bankacılığı</h1><div class="tabs"><span class="on" data-t="pw">Şifre ile Giriş</span><span data-t="qr">Karekod ile Giriş</span></div>
<form class="fl" id="pwf" method="post" action="/isube/login/login/passwordentrypersonal-tr"><input type="hidden" name="csrfToken" value="c6b2b8a6-3f0e-4b9e-9d0f-5e2d7f7c1a44"><label>T.C. Kimlik / Müşteri Numarası</label><input name="custno" maxlength="11" autocomplete="username"><label>Şifre</label><input name="password" type="password" maxlength="6" autocomplete="current-password"><br><button class="btn">Devam</button></form>
<div class="qr" id="qr" aria-label="Karekod"></div><p style="font-size:13px"><a href="/isube/login/login/forgotpassword-tr">Şifre Al / Şifremi Unuttum</a></p></div>
<div class="rt"><b>Güvenlik uyarısı</b><p>Garanti BBVA, SMS veya e-posta ile gönderdiği bağlantılar üzerinden sizden şifre, kart numarası, son kullanma tarihi ya da güvenlik kodu istemez. Bonus puanlarınızı aktarmak için herhangi bir sayfaya kart bilgisi girmeniz gerekmez.</p><p>Şüpheli bir mesaj aldıysanız <b>444 0 333</b>'ü arayın.</p></div></div>
<script>document.querySelectorAll('.tabs span').forEach(function(s){s.addEventListener('click',function(){document.querySelectorAll('.tabs span').forEach(function(x){x.classList.remove('on')});s.classList.add('on');var q=s.dataset.t==='qr';document.getElementById('qr').style.display=q?'block':'none';document.getElementById('pwf').style.display=q?'none':'block'})})</script>`,
    }),
  },
  {
    id: 'xb-clean-isbank-internet-subesi',
    label: 'clean',
    kind: 'bank-own-login',
    url: 'https://internetsubesi.isbank.com.tr/Internet/Login.aspx',
    body: doc({
      title: 'İşbank | Bireysel İnternet Şubesi',
      head: '<link rel="canonical" href="https://internetsubesi.isbank.com.tr/Internet/Login.aspx">\n',
      css: `body{margin:0;background:#fff;font-family:"Isbank Sans",Arial,sans-serif;color:#1c2c4c}.h{border-bottom:1px solid #e3e8f0;padding:14px 32px;display:flex;justify-content:space-between}.h a{color:#0f3c8c;font-size:13px}
.m{max-width:980px;margin:32px auto;display:grid;grid-template-columns:420px 1fr;gap:40px;padding:0 16px}.f{border:1px solid #e3e8f0;border-radius:8px;padding:28px}.f input{width:100%;box-sizing:border-box;height:46px;border:1px solid #b8c4d8;border-radius:4px;padding:0 12px;margin:6px 0 16px;font-size:16px}
.f button{width:100%;height:48px;background:#0f3c8c;color:#fff;border:0;border-radius:4px;font-size:16px}.c{font-size:14px;line-height:1.7}.c .card{background:#f4f7fc;border-radius:8px;padding:16px;margin-bottom:12px}`,
      body: `<div class="h">${logo({ name: 'İşbank', color: '#0f3c8c', mark: 'bars' })}<span><a href="https://www.isbank.com.tr/">Ana Sayfa</a> · <a href="https://www.isbank.com.tr/iletisim">İletişim: 0850 724 0 724</a></span></div>
<div class="m"><form class="f" method="post" action="/Internet/Login.aspx"><h1 style="font-size:20px;margin-top:0">Bireysel İnternet Şubesi</h1><label>Müşteri Numarası veya T.C. Kimlik No</label><input name="ctl00$MusteriNo" maxlength="11" inputmode="numeric"><label>Şifre</label><input name="ctl00$Sifre" type="password" maxlength="6" inputmode="numeric"><button>Giriş</button><p style="font-size:13px"><a href="/Internet/SifreAl.aspx">Şifre Al</a> · <a href="/Internet/SifremiUnuttum.aspx">Şifremi Unuttum</a></p></form>
<div class="c"><div class="card"><b>İşCep ile onay</b><br>Giriş sırasında İşCep uygulamanıza gelen bildirimi onaylamanız istenebilir. Bildirimi yalnızca kendi başlattığınız girişlerde onaylayınız.</div><div class="card"><b>Sahte SMS uyarısı</b><br>"Maximum puanlarınız silinecek" veya "hesabınız bloke edildi" içerikli mesajlardaki bağlantılar Bankamıza ait değildir. İşbank, kart bilgilerinizi ve tek kullanımlık şifrenizi hiçbir kanaldan talep etmez.</div></div></div>`,
    }),
  },
  {
    id: 'xb-clean-yapikredi-dolandiricilik-yontemleri',
    label: 'clean',
    kind: 'bank-fraud-awareness-page',
    url: 'https://www.yapikredi.com.tr/bireysel-bankacilik/guvenlik/dolandiricilik-yontemleri',
    body: doc({
      title: 'Dolandırıcılık Yöntemleri ve Korunma Yolları | Yapı Kredi',
      css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;color:#1d2a3a;line-height:1.6}.nav{background:#004990;padding:12px 30px;display:flex;align-items:center;gap:24px}.nav a{color:#fff;font-size:14px;text-decoration:none}
main{max-width:820px;margin:28px auto;padding:0 18px}blockquote{background:#f3f7fb;border-left:4px solid #e66b00;margin:12px 0;padding:10px 16px;font-family:Consolas,monospace;font-size:13px}h2{color:#004990;font-size:20px}`,
      body: `<div class="nav">${logo({ name: 'YapıKredi', color: '#ffffff', mark: 'wave' })}<a href="/bireysel-bankacilik">Bireysel</a><a href="/bireysel-bankacilik/kartlar">Kartlar</a><a href="/bireysel-bankacilik/guvenlik">Güvenlik</a></div>
<main><h1>Dolandırıcılık Yöntemleri ve Korunma Yolları</h1><p>Son dönemde Bankamız adı kullanılarak gönderilen sahte SMS ve e-postalara ilişkin şikâyetler artmıştır. Aşağıda müşterilerimize ulaşan gerçek mesaj örneklerini bilgilendirme amacıyla paylaşıyoruz. <b>Bu mesajlardaki bağlantılar Bankamıza ait değildir.</b></p>
<h2>1. worldpuan / aidat iadesi mesajları</h2><blockquote>YapiKredi: 2.840 TL degerindeki worldpuan'iniz 48 saat icinde silinecektir. Nakite cevirmek icin: yapikredi-worldpuan[.]kampanya-bireysel[.]site</blockquote><blockquote>Sayin musterimiz, 2019-2024 kart aidatlariniz iade edilecektir. Basvuru: ykb-aidat-iade[.]com</blockquote>
<h2>2. "Hesabınız bloke edildi" aramaları</h2><p>Dolandırıcılar kendilerini banka çalışanı, savcı veya polis olarak tanıtıp "hesabınız terör finansmanında kullanıldı" diyerek paranızı "güvenli hesaba" aktarmanızı ister. Bankamız ve kamu kurumları hiçbir zaman para transferi talep etmez.</p>
<h2>3. Kapora ve ikinci el ilan dolandırıcılığı</h2><p>İlan sitelerinde piyasanın altında fiyatla satılan araç veya kiralık evler için kapora istenmesi sık görülen bir yöntemdir. Görmediğiniz ürün için ödeme yapmayınız.</p>
<h2>Ne yapmalısınız?</h2><ul><li>Şifre, kart bilgisi ve SMS onay kodunuzu kimseyle paylaşmayın.</li><li>Yapı Kredi Mobil'e yalnızca resmi uygulama mağazalarından erişin; APK dosyası yüklemeyin.</li><li>Şüpheli işlem fark ederseniz kartınızı Yapı Kredi Mobil'den hemen kapatın ve 0850 222 0 444'ü arayın.</li></ul></main>
${cookieBar({ lang: 'tr', href: '/cerez-politikasi', accent: '#004990' })}`,
    }),
  },
  {
    id: 'xb-clean-vakifbank-emekli-promosyon-basvuru',
    label: 'clean',
    kind: 'bank-campaign-lead-form',
    url: 'https://www.vakifbank.com.tr/bireysel/emekli/emekli-promosyonu.aspx',
    body: doc({
      title: 'Emekli Promosyonu | VakıfBank',
      css: `body{margin:0;font-family:Arial,sans-serif;color:#231f20}.h{background:#231f20;padding:12px 30px;display:flex;justify-content:space-between;align-items:center}.h a{color:#fdb913;font-size:13px;text-decoration:none;margin-left:14px}
.band{background:#fdb913;padding:34px 30px}.band h1{margin:0;font-size:30px}.g{max-width:1000px;margin:26px auto;display:grid;grid-template-columns:1fr 340px;gap:30px;padding:0 16px}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #ddd;padding:8px}th{background:#fff8e5}
.lf{border:1px solid #eee;padding:18px}.lf input{width:100%;box-sizing:border-box;padding:9px;margin:3px 0 10px;border:1px solid #ccc}.lf button{width:100%;padding:11px;background:#231f20;color:#fdb913;border:0;font-weight:bold}.sm{font-size:11px;color:#777}`,
      body: `<div class="h">${logo({ name: 'VakıfBank', color: '#fdb913', mark: 'diamond' })}<span><a href="/bireysel">Bireysel</a><a href="/subeler">Şubeler</a><a href="https://online.vakifbank.com.tr/">İnternet Şubesi</a></span></div>
<div class="band"><h1>Emekli maaşınızı VakıfBank'a taşıyın, 24.000 TL'ye varan promosyon kazanın</h1><p>Kampanya 01.10.2025 - 31.12.2025 tarihleri arasında geçerlidir.</p></div>
<div class="g"><div><h2>Promosyon tutarları</h2><table><tr><th>Emekli maaşı</th><th>Promosyon (3 yıl taahhüt)</th></tr><tr><td>0 - 14.999 TL</td><td>12.000 TL</td></tr><tr><td>15.000 - 24.999 TL</td><td>18.000 TL</td></tr><tr><td>25.000 TL ve üzeri</td><td>24.000 TL</td></tr></table>
<h2>Nasıl başvurabilirim?</h2><ol><li>VakıfBank Mobil veya İnternet Şubesi'nden "Emekli Maaşı Taşıma" menüsüne girin ya da e-Devlet üzerinden maaş kurumunuzu değiştirin.</li><li>Maaşınız hesabınıza yattığında promosyon otomatik olarak ödenir.</li></ol>
<p class="sm">VakıfBank, promosyon ödemesi için sizden şifre, kart bilgisi veya SMS kodu talep etmez. Promosyon başvurusu yalnızca Bankamız kanallarından yapılır.</p></div>
<form class="lf" method="post" action="/bireysel/emekli/sizi-arayalim.aspx"><h3 style="margin-top:0">Sizi arayalım</h3><input name="adSoyad" placeholder="Ad Soyad" required><input name="telefon" placeholder="Cep Telefonu" required><input name="il" placeholder="İl"><label class="sm"><input type="checkbox" required style="width:auto"> Aydınlatma Metni'ni okudum; iletişim bilgilerimin bu talep için kullanılmasını kabul ediyorum.</label><button>Gönder</button></form></div>
${cookieBar({ lang: 'tr', href: '/cerez-politikasi.aspx', accent: '#231f20' })}`,
    }),
    routes: { 'www.vakifbank.com.tr/bireysel/emekli/sizi-arayalim.aspx': htmlRoute('<!doctype html><html lang="tr"><meta charset="utf-8"><title>Teşekkürler | VakıfBank</title><p style="font-family:Arial">Talebiniz alınmıştır. Müşteri temsilcimiz en kısa sürede sizi arayacaktır.</p></html>') },
  },
  {
    id: 'xb-clean-ininal-kart-bakiye-sorgulama',
    label: 'clean',
    kind: 'prepaid-card-own-balance-check',
    url: 'https://www.ininal.com/bakiye-sorgulama',
    body: doc({
      title: 'Bakiye Sorgulama | ininal',
      css: `body{margin:0;font-family:Montserrat,Arial,sans-serif;background:#fff;color:#153;}.h{display:flex;justify-content:space-between;align-items:center;padding:16px 30px;border-bottom:1px solid #e6efe9}.h a{color:#00805f;margin-left:16px;font-size:14px;text-decoration:none}
.c{max-width:520px;margin:34px auto;padding:0 16px}.c input{width:100%;box-sizing:border-box;border:1px solid #cde8de;border-radius:8px;padding:12px;margin:6px 0 14px;font-size:16px}.c button{background:#00b388;color:#fff;border:0;border-radius:24px;padding:13px 30px;font-weight:700}.info{background:#f0f7f4;border-radius:10px;padding:14px;font-size:13px;margin-top:20px}`,
      body: `<div class="h">${logo({ name: 'ininal', color: '#00b388', mark: 'leaf' })}<span><a href="/nasil-calisir">Nasıl Çalışır</a><a href="/yardim">Yardım</a><a href="https://app.ininal.com/">Giriş</a></span></div>
<div class="c"><h1 style="font-size:24px">Kart bakiyeni sorgula</h1><p>Kartının arkasındaki 16 haneli barkod numarasını gir, kartına kayıtlı cep telefonuna gelen kodla bakiyeni görüntüle.</p>
<form id="bq"><label>Barkod numarası</label><input name="barcode" maxlength="16" inputmode="numeric" required><button>Sorgula</button></form><p id="r" style="font-size:14px"></p>
<div class="info"><b>Bilgi:</b> ininal, bakiye iadesi veya kart yenileme için senden kart şifreni, başka bir bankanın kart bilgisini ya da e-Devlet şifreni istemez. Bu tür mesajları <a href="mailto:guvenlik@ininal.com">guvenlik@ininal.com</a> adresine bildirebilirsin.</div></div>
<script>document.getElementById('bq').addEventListener('submit',function(e){e.preventDefault();fetch('/api/balance/otp',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({barcode:this.barcode.value})}).then(function(r){return r.json()}).then(function(j){document.getElementById('r').textContent=j.message})})</script>`,
    }),
    routes: { 'www.ininal.com/api/balance/otp': jsonRoute({ message: 'Kartına kayıtlı 5** *** ** 42 numaralı telefona doğrulama kodu gönderildi.' }) },
  },
];
