import { htmlRoute, type Entry } from '../entry.js';
import { cardFields, cardMaskJs, doc, logo } from '../parts/xb-kit.js';

export const entries: Entry[] = [
  {
    id: 'xb-clean-sahibinden-param-guvende-odeme',
    label: 'clean',
    kind: 'marketplace-own-secure-checkout',
    url: 'https://secure.sahibinden.com/param-guvende/odeme?classifiedId=1187452236',
    body: doc({
      title: 'Param Güvende ile Güvenli Ödeme - sahibinden.com',
      css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f5f5f5;color:#333}.hd{background:#ffe800;padding:10px 24px}.g{max-width:960px;margin:18px auto;display:grid;grid-template-columns:1fr 320px;gap:18px;padding:0 12px}
.b{background:#fff;border:1px solid #ddd;padding:18px}.fld label{font-size:12px;display:block;color:#555;margin-top:8px}.fld input,.fld select{width:100%;box-sizing:border-box;padding:9px;border:1px solid #bbb}.half{display:inline-block;width:48%;margin-right:2%}
.pay{margin-top:14px;background:#489ae9;color:#fff;border:0;padding:12px;width:100%;font-size:15px;font-weight:bold}.sum td{padding:5px 0;font-size:14px}.inf{font-size:12px;color:#666;line-height:1.5}`,
      body: `<div class="hd">${logo({ name: 'sahibinden.com', color: '#3f475f', mark: 'diamond' })}</div>
<div class="g"><div class="b"><h2 style="margin-top:0;font-size:18px">Ödeme Bilgileri</h2><p class="inf">Param Güvende ile ödemeniz, ürünü teslim alıp onaylayana kadar güvence altında tutulur. Satıcıya ödeme, siz "Ürünü aldım" dedikten sonra aktarılır.</p>
<form id="pg" method="post" action="/param-guvende/odeme/3d-baslat">${cardFields({ lang: 'tr', split: true, names: { holder: 'cardHolder', number: 'cardNumber', exp: 'expMonth', yy: 'expYear', cvv: 'cvc' } })}<div class="fld"><label>Taksit</label><select name="installment"><option>Tek Çekim</option><option>3 Taksit</option><option>6 Taksit</option></select></div><button class="pay">38.500,00 TL Öde</button></form>
<p class="inf">Ödemeniz Turkpara Ödeme Hizmetleri altyapısıyla 3D Secure doğrulaması ile alınır. Satıcılar ödeme almak için kart bilgisi girmez; satıcı ödemeleri sahibinden.com hesabında kayıtlı IBAN'a yapılır.</p></div>
<div class="b"><h3 style="margin-top:0;font-size:16px">Sipariş Özeti</h3><table class="sum"><tr><td>iPhone 14 Pro 256 GB</td></tr><tr><td>İlan No: 1187452236</td></tr><tr><td>Ürün bedeli</td><td style="text-align:right">38.500,00 TL</td></tr><tr><td>Param Güvende hizmet bedeli</td><td style="text-align:right">0,00 TL</td></tr></table></div></div>
<script>${cardMaskJs({ field: 'cardNumber', fn: 'isValidPan' })}
document.getElementById('pg').addEventListener('submit',function(e){if(!isValidPan(this.cardNumber.value)){e.preventDefault();alert('Kart numaranızı kontrol ediniz.')}});</script>`,
    }),
    routes: { 'secure.sahibinden.com/param-guvende/odeme/3d-baslat': htmlRoute('<!doctype html><html lang="tr"><meta charset="utf-8"><title>3D Secure</title><p style="font-family:Arial">Bankanızın doğrulama sayfasına yönlendiriliyorsunuz…</p></html>') },
  },
  {
    id: 'xb-clean-iyzico-odeme-formu-kucuk-isletme',
    label: 'clean',
    kind: 'payment-provider-hosted-form',
    url: 'https://odeme.iyzico.com/checkoutform/initialize/b1e4f2a0-77c3-4d8e-9a61-2f03c5b8d914',
    body: doc({
      title: 'iyzico ile Öde · Ayvalık Zeytinyağı Atölyesi',
      css: `body{margin:0;font-family:"Inter",Arial,sans-serif;background:#f2f5fa;color:#1e2a3b}.c{max-width:440px;margin:34px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 18px rgba(30,42,59,.08)}.m{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #edf0f5;padding-bottom:12px}
.fld label{font-size:12px;color:#667;display:block;margin-top:8px}.fld input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #d5dbe5;border-radius:8px}.half{display:inline-block;width:48%;margin-right:2%}.p{width:100%;margin-top:16px;background:#1e64ff;color:#fff;border:0;border-radius:8px;padding:13px;font-size:16px}.s{text-align:center;font-size:11px;color:#8a94a6;margin-top:10px}`,
      body: `<div class="c"><div class="m"><div><b>Ayvalık Zeytinyağı Atölyesi</b><br><span style="font-size:12px;color:#778">Sipariş #AZA-20251014-118</span></div><b style="font-size:20px">689,00 TL</b></div>
<form id="iy" method="post" action="/checkoutform/pay/b1e4f2a0-77c3-4d8e-9a61-2f03c5b8d914">${cardFields({ lang: 'tr', names: { holder: 'cardHolderName', number: 'cardNumber', exp: 'expireDate', cvv: 'cvc' } })}<button class="p">689,00 TL Öde</button></form>
<p class="s">🔒 iyzico · Ödeme bilgileriniz PCI-DSS Level 1 sertifikalı altyapıda işlenir. · iyzico Korumalı Alışveriş</p></div>
<script>${cardMaskJs({ field: 'cardNumber', fn: 'panOk', exp: 'expireDate' })}</script>`,
    }),
  },
  {
    id: 'xb-clean-yurtici-gonderi-sorgula',
    label: 'clean',
    kind: 'carrier-own-tracking',
    url: 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=207845119364',
    body: doc({
      title: 'Gönderi Sorgula | Yurtiçi Kargo',
      css: `body{margin:0;font-family:Verdana,Arial,sans-serif;background:#fff}.hb{background:#003a70;padding:14px 24px;display:flex;justify-content:space-between;align-items:center}.hb a{color:#fff;font-size:12px;margin-left:14px}.c{max-width:760px;margin:26px auto;padding:0 14px}
.st{border:1px solid #dfe6ee;border-radius:6px}.st h2{background:#f3f7fb;margin:0;padding:12px 16px;font-size:15px;color:#003a70}.st table{width:100%;border-collapse:collapse;font-size:13px}.st td{padding:8px 16px;border-top:1px solid #eef2f6}.n{font-size:12px;color:#555;margin-top:14px}`,
      body: `<div class="hb">${logo({ name: 'Yurtiçi Kargo', color: '#ffffff', mark: 'box' })}<span><a href="/tr/online-servisler">Online Servisler</a><a href="/tr/subeler">Şubeler</a></span></div>
<div class="c"><div class="st"><h2>Gönderi No: 207845119364</h2><table><tr><td>Gönderici</td><td>AMAZON EU SARL</td></tr><tr><td>Alıcı</td><td>M*** Y***</td></tr><tr><td>Çıkış</td><td>İstanbul Hadımköy Transfer</td></tr><tr><td>Durum</td><td style="color:#0a7d2c"><b>Teslim edildi · 14.10.2025 15:12</b></td></tr></table></div>
<p class="n">Yurtiçi Kargo, gümrük vergisi veya adres güncellemesi için SMS ile ödeme linki göndermez. Şüpheli mesajları 444 99 99'a bildirebilirsiniz.</p></div>`,
    }),
  },
  {
    id: 'xb-clean-letgo-guvenli-alisveris-ipuclari',
    label: 'clean',
    kind: 'marketplace-safety-help',
    url: 'https://www.letgo.com/tr-tr/guvenli-alisveris',
    body: doc({
      title: 'Güvenli Alışveriş İpuçları | letgo',
      css: `body{margin:0;font-family:"Nunito",Arial,sans-serif;color:#2b2b2b}.top{background:#ff3f55;padding:12px 24px}.c{max-width:760px;margin:26px auto;padding:0 16px;line-height:1.7}.t{display:grid;grid-template-columns:1fr 1fr;gap:14px}.t div{background:#fff1f3;border-radius:12px;padding:14px}`,
      body: `<div class="top">${logo({ name: 'letgo', color: '#ffffff', mark: 'leaf', height: 30 })}</div>
<div class="c"><h1>Güvenli alışveriş ipuçları</h1><p>letgo'da alım satım yaparken aşağıdaki önerilere dikkat ederek dolandırıcılık girişimlerinden korunabilirsin.</p>
<div class="t"><div><b>Sohbetten çıkma</b><br>Alıcı veya satıcı seni WhatsApp'a ya da başka bir siteye yönlendirmek isterse dikkatli ol.</div><div><b>"Ödemeyi aldım" linkleri</b><br>letgo üzerinden satış yaptığında ödemeyi almak için bir bağlantıya tıklayıp kart bilgisi girmen gerekmez. "Ödeme Al" sayfası gönderen kişiler dolandırıcıdır.</div><div><b>Yüz yüze buluş</b><br>Alışverişi mümkünse kalabalık ve güvenli bir yerde yüz yüze yap.</div><div><b>Kapora gönderme</b><br>Görmediğin ürün için kapora veya ön ödeme gönderme.</div></div>
<p>Şüpheli bir kullanıcıyı profilindeki "Şikayet et" butonuyla bize bildirebilirsin.</p></div>`,
    }),
  },
  {
    id: 'xb-clean-ahbap-bagis-sayfasi',
    label: 'clean',
    kind: 'charity-donation-page',
    url: 'https://ahbap.org/bagis-yap',
    body: doc({
      title: 'Bağış Yap | AHBAP Derneği',
      css: `body{margin:0;font-family:"Nunito Sans",Arial,sans-serif;color:#1f2d2a}.h{background:#0f5f4f;color:#fff;padding:16px 28px;display:flex;justify-content:space-between}.h a{color:#d8f3ea;font-size:14px;margin-left:14px}.c{max-width:900px;margin:26px auto;display:grid;grid-template-columns:1fr 1fr;gap:24px;padding:0 16px}
.am button{margin:4px;border:1px solid #0f5f4f;background:#fff;border-radius:20px;padding:8px 14px}.am button.on{background:#0f5f4f;color:#fff}.bx{border:1px solid #dce9e5;border-radius:10px;padding:18px}.bx input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c8d8d3;border-radius:6px;margin:4px 0 10px}.fld label{font-size:12px}.half{display:inline-block;width:48%;margin-right:2%}
.g{width:100%;background:#0f5f4f;color:#fff;border:0;border-radius:8px;padding:13px;font-size:16px}.ib{font-family:monospace;background:#f3f8f6;padding:8px;border-radius:6px}`,
      body: `<div class="h"><b>AHBAP</b><span><a href="/hakkimizda">Hakkımızda</a><a href="/faaliyet-raporlari">Faaliyet Raporları</a><a href="/iletisim">İletişim</a></span></div>
<div class="c"><div><h1 style="font-size:26px">Kış yardımı kampanyası</h1><p>Bağışlarınızla ihtiyaç sahibi ailelere yakacak, mont ve gıda kolisi ulaştırıyoruz. AHBAP, 5253 sayılı Dernekler Kanunu'na tabi olup bağımsız denetimden geçmiş faaliyet raporlarını her yıl yayımlamaktadır.</p>
<h3>Havale / EFT ile bağış</h3><p>Alıcı: <b>AHBAP DERNEĞİ</b><br>TL IBAN: <span class="ib">TR33 0006 4000 0011 1230 0456 78</span><br>Açıklama: "Kış yardımı" ve iletişim bilginiz.</p><p style="font-size:13px;color:#667">Dernek adına bireysel IBAN'a bağış toplanmaz. Şahıs hesabına bağış isteyen sosyal medya hesaplarını bize bildirin.</p></div>
<div class="bx"><h3 style="margin-top:0">Kartla bağış</h3><div class="am"><button type="button" class="on">250 TL</button><button type="button">500 TL</button><button type="button">1.000 TL</button><button type="button">Diğer</button></div>
<form method="post" action="https://odeme.iyzico.com/checkoutform/ahbap-kis-2025"><input name="name" placeholder="Ad Soyad"><input name="email" placeholder="E-posta (makbuz için)">${cardFields({ lang: 'tr', holder: false, names: { number: 'card', exp: 'exp', cvv: 'cvc' } })}<button class="g">Bağış Yap</button></form><p style="font-size:11px;color:#889">Ödemeler iyzico güvencesiyle 3D Secure olarak alınır.</p></div></div>`,
    }),
  },
  {
    id: 'xb-clean-villa-kiralama-acente-rezervasyon',
    label: 'clean',
    kind: 'licensed-rental-booking-deposit',
    url: 'https://www.villakiralik.com.tr/villa-ela-kalkan/rezervasyon?giris=2026-07-04&cikis=2026-07-11',
    body: doc({
      title: 'Villa Ela Kalkan Rezervasyon | VillaKiralik.com.tr',
      css: `body{margin:0;font-family:Poppins,Arial,sans-serif;color:#2b2b2b;background:#fafafa}.h{background:#fff;padding:14px 28px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}.h small{color:#777}.c{max-width:900px;margin:24px auto;display:grid;grid-template-columns:1fr 320px;gap:24px;padding:0 16px}
.b{background:#fff;border:1px solid #eee;border-radius:10px;padding:18px}.b input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ddd;border-radius:6px;margin:4px 0 10px}table{width:100%;font-size:14px}td{padding:4px 0}.pay{width:100%;background:#0e7c86;color:#fff;border:0;border-radius:8px;padding:13px;font-size:15px}.lic{font-size:12px;color:#667}`,
      body: `<div class="h"><b style="color:#0e7c86;font-size:20px">VillaKiralik.com.tr</b><small>TÜRSAB Belge No: 11842 · Kültür ve Turizm Bakanlığı Turizm İşletme Belgesi</small></div>
<div class="c"><form class="b" method="post" action="/villa-ela-kalkan/rezervasyon/odeme"><h2 style="margin-top:0;font-size:18px">Misafir bilgileri</h2><input name="ad" placeholder="Ad Soyad" required><input name="eposta" placeholder="E-posta" required><input name="tel" placeholder="Telefon" required><input name="kisi" placeholder="Kişi sayısı"><p style="font-size:13px">Rezervasyonunuzu kesinleştirmek için toplam tutarın <b>%30'u</b> ön ödeme olarak <b>kredi kartı ile</b> şirketimiz adına 3D Secure ile tahsil edilir. Kalan tutar girişte ödenir.</p><button class="pay">Ön ödemeye geç (15.120 TL)</button></form>
<div class="b"><h3 style="margin-top:0;font-size:16px">Villa Ela · Kalkan</h3><table><tr><td>Giriş</td><td>04.07.2026</td></tr><tr><td>Çıkış</td><td>11.07.2026</td></tr><tr><td>7 gece</td><td>50.400 TL</td></tr><tr><td>Ön ödeme (%30)</td><td>15.120 TL</td></tr></table><p class="lic">İptal koşulları: girişten 30 gün öncesine kadar ücretsiz iptal. Fatura: Ela Turizm Seyahat A.Ş.</p></div></div>`,
    }),
  },
];
