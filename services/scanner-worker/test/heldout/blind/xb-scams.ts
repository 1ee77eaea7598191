import { htmlRoute, type Entry } from '../entry.js';
import { doc } from '../parts/xb-kit.js';
import { beepWav, fileRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-deneme-bonusu-casino-papara',
    label: 'scam',
    kind: 'illegal-casino-deposit',
    url: 'https://vizyonbet317.com/tr/deneme-bonusu',
    body: doc({
      title: 'Vizyonbet 317 Güncel Giriş | 500 TL Deneme Bonusu Çevrimsiz',
      css: `body{margin:0;background:#0d0f1a;color:#e6e6f0;font-family:"Montserrat",Arial,sans-serif}.nav{display:flex;justify-content:space-between;align-items:center;padding:12px 20px;background:#151829}.nav b{color:#ffcc00;font-size:22px}
.nav button{background:#ffcc00;border:0;padding:8px 16px;border-radius:4px;font-weight:700;margin-left:6px}.ban{margin:16px;border-radius:14px;padding:28px;background:linear-gradient(120deg,#5b1fa8,#d6246e);text-align:center}.ban h1{font-size:34px;margin:0}
.ban .big{font-size:60px;font-weight:900;color:#ffe600}.games{display:grid;grid-template-columns:repeat(4,1fr);gap:10px;margin:16px}.games div{height:90px;border-radius:10px;background:#222742;display:flex;align-items:center;justify-content:center;font-size:13px}
.m{display:none;position:fixed;inset:0;background:#000c;align-items:center;justify-content:center}.m .i{background:#151829;border-radius:12px;padding:22px;width:360px}.m input,.m select{width:100%;box-sizing:border-box;background:#0d0f1a;border:1px solid #333a5c;color:#fff;padding:11px;border-radius:6px;margin:5px 0 10px}
.y{background:#ffcc00;color:#000;border:0;width:100%;padding:12px;border-radius:6px;font-weight:800}.acc{background:#0d0f1a;border:1px dashed #ffcc00;border-radius:8px;padding:10px;font-size:14px;display:none}.ft{font-size:11px;color:#777;padding:20px;text-align:center}`,
      body: `<div class="nav"><b>VİZYONBET</b><div><button onclick="op('k')">Kayıt Ol</button><button onclick="op('y')" style="background:#2ecc71">Para Yatır</button></div></div>
<div class="ban"><h1>YATIRIMSIZ</h1><div class="big">500 TL</div><h2 style="margin:0">DENEME BONUSU · ÇEVRİMSİZ</h2><p>İlk yatırıma %150 hoş geldin bonusu + 250 Free Spin · Kayıp bonusu %30</p></div>
<div class="games"><div>Sweet Bonanza</div><div>Gates of Olympus</div><div>Aviator</div><div>Canlı Rulet</div><div>Canlı Bahis</div><div>Sugar Rush</div><div>Crazy Time</div><div>Big Bass</div></div>
<div class="m" id="k"><div class="i"><h3>Üye Ol</h3><input placeholder="Kullanıcı adı"><input placeholder="Ad Soyad"><input placeholder="T.C. Kimlik No"><input placeholder="Telefon"><input type="password" placeholder="Şifre"><button class="y" onclick="op('y')">Kayıt Ol ve Bonusu Al</button></div></div>
<div class="m" id="y"><div class="i"><h3>Para Yatır</h3><p style="font-size:13px">Deneme bonusunun aktif olması için min. 250 TL yatırım gereklidir.</p><select id="yt"><option value="papara">Papara (anında)</option><option value="havale">Havale / EFT</option><option value="usdt">USDT (TRC20)</option><option value="payfix">Payfix</option></select><input id="tut" placeholder="Tutar (min 250 TL)"><button class="y" onclick="acc()">Hesap Bilgisi Al</button>
<div class="acc" id="ac"></div></div></div>
<div class="ft">Vizyonbet, Curacao eGaming lisansı (8048/JAZ) ile faaliyet göstermektedir. 18+ · Güncel adresimize Twitter/Telegram hesabımızdan ulaşabilirsiniz: @vizyonbetgiris</div>
<script>
function op(i){document.querySelectorAll('.m').forEach(function(m){m.style.display='none'});document.getElementById(i).style.display='flex'}
var A={papara:'Papara No: <b>1847 203 911</b><br>Ad: <b>Okan Er</b><br>Açıklamaya kullanıcı adınızı yazınız.',havale:'Banka: Ziraat<br>Alıcı: <b>Yasemin Polat</b><br>IBAN: <b>TR12 0001 0009 8765 4321 0050 01</b><br>Açıklama boş bırakılmalıdır.',usdt:'TRC20 adresi:<br><b>TQm4x8nV3kZ7pR2wL9sY1cE5tH6uJ0aBfD</b>',payfix:'Payfix No: <b>5512 883 410</b>'};
function acc(){var a=document.getElementById('ac');a.innerHTML=A[document.getElementById('yt').value]+'<br><br>Yatırım sonrası canlı desteğe dekont iletiniz. Hesap bilgileri 15 dakika geçerlidir.';a.style.display='block'}
</script>`,
    }),
  },
  {
    id: 'xb-bahis-guncel-giris-rotator',
    label: 'scam',
    kind: 'illegal-betting-domain-rotation',
    url: 'https://guncelgiris-betkral.link/',
    routes: {
      'guncelgiris-betkral.link/': htmlRoute(`<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Betkral Güncel Giriş Adresi</title><meta name="description" content="Betkral güncel giriş adresi, betkral yeni adres, betkral giriş 2025, deneme bonusu veren siteler"></head>
<body style="background:#111;color:#eee;font-family:Arial;text-align:center;padding-top:60px"><h1>Betkral Güncel Giriş</h1><p>BTK erişim engeli nedeniyle adresimiz değişmiştir. 3 saniye içinde güncel adrese yönlendiriliyorsunuz…</p>
<p><a style="color:#fc0" href="https://betkral1094.com/">betkral1094.com</a></p>
<script>var d=['betkral1094.com','betkral1093.com','betkral1092.com'];setTimeout(function(){location.href='https://'+d[0]+'/?aff=guncel&btag=88213'},3000)</script></body></html>`),
      'betkral1094.com/': htmlRoute(doc({
        title: 'Betkral - Canlı Bahis, Casino, Slot',
        css: `body{margin:0;background:#0a1f12;color:#eaeaea;font-family:Arial,sans-serif}.top{background:#0f3a1f;padding:10px 16px;display:flex;justify-content:space-between}.top b{color:#3cf07c;font-size:20px}
.m{display:grid;grid-template-columns:1fr 300px;gap:14px;padding:14px}.ev{background:#123;padding:10px;border-radius:6px;margin-bottom:6px;display:flex;justify-content:space-between;font-size:14px}.ev span b{background:#1e5a32;padding:4px 8px;border-radius:4px;margin-left:4px}
.cp{background:#0f3a1f;border-radius:8px;padding:14px}.cp input{width:100%;box-sizing:border-box;padding:9px;margin:6px 0}.cp button{width:100%;padding:11px;background:#3cf07c;border:0;font-weight:bold}`,
        body: `<div class="top"><b>BETKRAL</b><span>Canlı Destek 7/24 · Telegram @betkraldestek</span></div>
<div class="m"><div><h3>Canlı Bahis</h3><div class="ev">Galatasaray - Fenerbahçe <span><b>2.10</b><b>3.40</b><b>3.25</b></span></div><div class="ev">Beşiktaş - Trabzonspor <span><b>1.95</b><b>3.60</b><b>3.80</b></span></div><div class="ev">Real Madrid - Barcelona <span><b>2.30</b><b>3.50</b><b>2.85</b></span></div><div class="ev">Bayern - Dortmund <span><b>1.60</b><b>4.20</b><b>4.90</b></span></div></div>
<div class="cp"><h4 style="margin-top:0">Hızlı Yatırım</h4><p style="font-size:13px">Papara, Havale, Kripto, Mefete, Payfix ile 7/24 yatırım. Çekimler 5 dakikada!</p><input placeholder="Tutar" id="tt"><button onclick="alert('Yatırım için hesap bilgisi canlı destekten alınır. Papara: 1903 441 287 - Alıcı: Sinan K.')">Yatırım Yap</button><p style="font-size:12px">İlk yatırıma %100 spor bonusu · Hafta sonu %25 kayıp iadesi</p></div></div>`,
      })),
    },
  },
  {
    id: 'xb-tavan-hisse-vip-grup-odeme',
    label: 'scam',
    kind: 'stock-tip-vip-group',
    url: 'https://tavanhisse-vip.net/vip-uyelik',
    body: doc({
      title: 'Tavan Hisse VIP | BIST Sinyal Grubu',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#222}.h{background:#0a0a0a;color:#fff;padding:16px 24px;display:flex;justify-content:space-between}.h b{color:#00e676}
.proof{display:grid;grid-template-columns:repeat(4,1fr);gap:10px;max-width:960px;margin:20px auto}.proof div{border:1px solid #e0e0e0;border-radius:8px;padding:12px;text-align:center}.proof b{color:#00a152;font-size:20px;display:block}
.pk{display:flex;gap:16px;justify-content:center;margin:20px}.pk div{width:250px;border:2px solid #00a152;border-radius:10px;padding:18px;text-align:center}.pk .pr{font-size:28px;font-weight:bold}
.od{max-width:560px;margin:20px auto;background:#f1f8f4;border-radius:10px;padding:16px;font-size:14px}.tg{display:inline-block;background:#229ed9;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none}`,
      body: `<div class="h"><b>TAVAN HİSSE VIP</b><span>Son 30 günde sinyal başarısı: %412</span></div>
<h2 style="text-align:center">Üyelerimizin bu ay yakaladığı tavanlar</h2>
<div class="proof"><div>KONTR<b>+%187</b>5 tavan</div><div>ALTNY<b>+%96</b>3 tavan</div><div>SMRTG<b>+%61</b>2 tavan</div><div>MEGAP<b>+%148</b>4 tavan</div></div>
<p style="text-align:center;max-width:700px;margin:auto">Fon yöneticilerinden ve kurum içinden aldığımız bilgilerle <b>tavan serisi başlayacak hisseleri</b> önceden paylaşıyoruz. Kontenjan dolmak üzere — yalnızca <b>37 yer</b> kaldı!</p>
<div class="pk"><div>1 AYLIK<div class="pr">2.500 TL</div>Günlük 2 sinyal</div><div style="background:#f1f8f4">3 AYLIK<div class="pr">5.900 TL</div>+ Özel "Balina" hisseleri</div><div>ÖMÜR BOYU<div class="pr">14.900 TL</div>+ Birebir portföy</div></div>
<div class="od"><b>Ödeme:</b> Tutarı aşağıdaki hesaba gönderip dekontu Telegram yöneticimize iletiniz, 10 dakika içinde VIP gruba ekleneceksiniz.<br><br>Alıcı: <b>BARIŞ ŞAHİN</b><br>IBAN: <b>TR70 0006 2000 0000 0006 2995 14</b><br>Açıklama: "borç ödemesi"<br><br><a class="tg" href="https://t.me/tavanhisse_admin">Telegram: @tavanhisse_admin</a></div>
<p style="font-size:11px;color:#aaa;text-align:center">Burada yer alan bilgiler yatırım tavsiyesi değildir.</p>`,
    }),
  },
  {
    id: 'xb-gram-altin-birikim-fonu',
    label: 'scam',
    kind: 'gold-savings-ponzi',
    url: 'https://altinbirikim-fonu.com/hesapla',
    body: doc({
      title: 'Altın Birikim Fonu | Aylık %8 Gram Altın Getirisi',
      css: `body{margin:0;background:#fffaf0;font-family:Georgia,serif;color:#3b2f1a}.t{background:#3b2f1a;color:#f5c542;padding:18px 26px;font-size:22px}.c{max-width:760px;margin:24px auto;background:#fff;border:1px solid #eadbb8;padding:24px}
.calc{display:flex;gap:12px;align-items:end}.calc input{padding:10px;font-size:18px;width:160px;border:1px solid #c9b27a}.res{font-size:22px;color:#2e7d32;margin:14px 0}.iban{background:#fdf6e3;border:1px dashed #c9b27a;padding:14px;font-family:Arial}`,
      body: `<div class="t">🪙 Altın Birikim Fonu <span style="font-size:13px;color:#eee">— Kuyumcular Birliği güvencesiyle</span></div>
<div class="c"><h1 style="font-size:24px">Gram altınınız kasada dursun, her ay %8 fazlası hesabınıza yatsın</h1><p>Kapalıçarşı'daki fiziki altın stokumuzla yaptığımız arbitraj işlemlerinin kazancını yatırımcılarımızla paylaşıyoruz. Altınınız sigortalı kasamızda saklanır, dilediğiniz zaman fiziki teslim alabilirsiniz.</p>
<div class="calc"><div>Yatırılacak gram<br><input id="g" value="50" type="number"></div><button onclick="h()" style="padding:11px 20px;background:#3b2f1a;color:#f5c542;border:0">Hesapla</button></div><div class="res" id="r"></div>
<div class="iban"><b>Nasıl yatırım yapılır?</b><br>Güncel gram fiyatı üzerinden TL karşılığını aşağıdaki hesaba gönderiniz, dekontu WhatsApp hattımıza (0 (552) 731 40 19) iletiniz. Sözleşmeniz e-posta ile gönderilir.<br><br>Hesap sahibi: <b>Gülay Demirtaş</b><br>IBAN: <b>TR09 0004 6007 3988 8000 1547 21</b></div>
<p style="font-size:12px;color:#998">Referans programı: getirdiğiniz her yatırımcı için 2 gram altın hediye.</p></div>
<script>function h(){var g=+document.getElementById('g').value||0;var x=g;for(var i=0;i<12;i++)x*=1.08;document.getElementById('r').textContent='12 ay sonunda: '+x.toFixed(1)+' gram altın ('+(x*4150).toLocaleString('tr-TR',{maximumFractionDigits:0})+' TL)'}h()</script>`,
    }),
  },
  {
    id: 'xb-evden-paketleme-is-kayit-ucreti',
    label: 'scam',
    kind: 'job-upfront-fee-scam',
    url: 'https://evdenek-is-ilanlari.com/ilan/kalem-paketleme-evden',
    body: doc({
      title: 'Evden Kalem Paketleme İşi - Haftalık 7.500 TL | Evden Ek İş',
      css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f5f7fa;color:#263238}.hd{background:#26a69a;color:#fff;padding:14px 22px;font-size:20px;font-weight:bold}.w{max-width:720px;margin:20px auto;background:#fff;border-radius:8px;padding:24px}
.tags span{display:inline-block;background:#e0f2f1;color:#00695c;border-radius:14px;padding:4px 10px;font-size:12px;margin-right:5px}.st{counter-reset:s}.st li{margin:8px 0}.fee{background:#fff3e0;border-left:4px solid #fb8c00;padding:12px;margin:14px 0}
.w input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cfd8dc;border-radius:6px;margin:4px 0 10px}.w button{background:#26a69a;color:#fff;border:0;border-radius:6px;padding:12px 24px;font-size:15px}`,
      body: `<div class="hd">EvdenEk · İş İlanları</div>
<div class="w"><h1 style="font-size:22px">Evden Kalem ve Boncuk Paketleme — Haftalık 7.500 TL'ye Kadar Kazanç</h1><div class="tags"><span>Evden çalışma</span><span>Deneyim gerekmez</span><span>Ev hanımları & öğrenciler</span><span>81 ilde</span></div>
<p>Anlaşmalı kırtasiye firmalarımız için tükenmez kalem, boncuk ve toka paketleme işi yapacak personel arıyoruz. Malzemeler kargo ile adresinize gönderilir, paketlenen ürünler haftalık olarak teslim alınır ve ödemeniz her cuma IBAN'ınıza yatırılır.</p>
<ol class="st"><li>Başvuru formunu doldurun</li><li>Başlangıç malzeme kiti ve sigorta bedeli olarak <b>450 TL</b> ödeyin</li><li>Malzemeniz 2 gün içinde kapınızda — ilk hafta 3.000 adet paket</li></ol>
<div class="fee">⚠ Başlangıç kiti ücreti, ilk hakedişinizle birlikte <b>iade edilir</b>. Kontenjan sınırlıdır, bu hafta <b>23 kişilik</b> alım yapılacaktır.</div>
<form id="jf"><input name="ad" placeholder="Ad Soyad" required><input name="tel" placeholder="Telefon" required><input name="il" placeholder="İl / İlçe" required><input name="adres" placeholder="Malzemenin gönderileceği adres" required><button>Başvur</button></form>
<div id="pay" style="display:none"><h3>Başvurunuz onaylandı 🎉</h3><p>Malzeme kitinizin kargoya verilmesi için 450 TL'yi aşağıdaki Papara hesabına gönderin ve dekontu WhatsApp'tan iletin:</p><p>Papara No: <b>1734 902 556</b> · Ad: <b>Kübra Aslan</b><br>WhatsApp: <b>0 (538) 604 12 77</b></p></div></div>
<script>document.getElementById('jf').onsubmit=function(e){e.preventDefault();fetch('/ilan/basvuru',{method:'POST',body:new FormData(this)});this.style.display='none';document.getElementById('pay').style.display='block'}</script>`,
    }),
    routes: { 'evdenek-is-ilanlari.com/ilan/basvuru': jsonRoute({ onay: true }) },
  },
  {
    id: 'xb-windows-guvenlik-kilit-destek-hatti',
    label: 'scam',
    kind: 'tech-support-browser-locker',
    url: 'https://win-guvenlik-uyari-7731.web.app/tr/hata/0x80070643',
    body: doc({
      title: 'Windows Defender Güvenlik Uyarısı',
      css: `html,body{margin:0;height:100%;background:#0078d7;font-family:"Segoe UI",Arial,sans-serif;color:#fff;overflow:hidden}.bx{position:absolute;top:50%;left:50%;transform:translate(-50%,-50%);width:620px;background:#fff;color:#222;border:1px solid #999;box-shadow:0 0 30px #0008}
.bx .t{background:#d32f2f;color:#fff;padding:8px 12px;font-size:14px}.bx .c{padding:18px;font-size:14px;line-height:1.5}.ph{font-size:26px;font-weight:bold;color:#d32f2f}.ft{display:flex;justify-content:flex-end;gap:8px;padding:10px 18px;background:#f0f0f0}.ft button{padding:6px 18px}
.scan{position:absolute;top:20px;left:20px;font-size:13px;opacity:.9}`,
      body: `<div class="scan">Windows Defender - Tarama devam ediyor… <span id="pc">0</span>% · Tehdit bulundu: <b id="tc">0</b></div>
<div class="bx"><div class="t">⚠ Windows Defender Güvenlik Merkezi — Erişim engellendi</div><div class="c">
<p><b>Bilgisayarınızda Trojan:Win32/Pluto ve casus yazılım tespit edildi.</b> Güvenliğiniz için bu bilgisayar kilitlenmiştir. Devam etmeniz durumunda banka şifreleriniz, e-Devlet bilgileriniz, fotoğraflarınız ve kart bilgileriniz çalınabilir.</p>
<p>Kilidi açmak ve virüsü kaldırmak için lütfen hemen <b>Microsoft Türkiye Teknik Destek</b> hattını arayın:</p><div class="ph">☎ 0 (850) 390 71 46 (Ücretsiz)</div>
<p style="font-size:12px;color:#666">Hata kodu: #0x80070643 · Bilgisayarınızı kapatmayınız veya yeniden başlatmayınız; sabit diskinizdeki veriler silinebilir.</p></div>
<div class="ft"><button onclick="lk()">İptal</button><button onclick="lk()" style="background:#0078d7;color:#fff;border:1px solid #005a9e">Tamam</button></div></div>
<audio id="au" src="/tr/hata/uyari.wav" autoplay loop></audio>
<script>
var p=0;var iv=setInterval(function(){p+=3;document.getElementById('pc').textContent=Math.min(p,100);document.getElementById('tc').textContent=Math.floor(p/9);if(p>=100)clearInterval(iv)},300);
function lk(){try{document.documentElement.requestFullscreen()}catch(e){}document.getElementById('au').play().catch(function(){});alert('UYARI! Windows lisansınız engellendi. Lütfen 0 (850) 390 71 46 numaralı destek hattını arayınız.')}
for(var i=0;i<30;i++)history.pushState({},'',location.href);window.onpopstate=function(){history.pushState({},'',location.href);lk()};
window.onbeforeunload=function(){return 'Bilgisayarınız risk altında!'};document.addEventListener('click',lk);document.addEventListener('keydown',function(e){e.preventDefault();lk()});
</script>`,
    }),
    routes: { 'win-guvenlik-uyari-7731.web.app/tr/hata/uyari.wav': fileRoute(beepWav(1, 940), 'audio/wav') },
  },
  {
    id: 'xb-dolandiricilik-para-iade-hukuk',
    label: 'scam',
    kind: 'fund-recovery-scam',
    url: 'https://paraiade-hukukburosu.com/kripto-dolandiricilik-iade',
    body: doc({
      title: 'Dolandırıldınız mı? Paranızı %97 Başarıyla Geri Alıyoruz | İade Hukuk',
      css: `body{margin:0;font-family:"Merriweather Sans",Arial,sans-serif;color:#1d2733}.hero{background:#14213d;color:#fff;padding:44px 30px;text-align:center}.hero h1{font-size:32px;margin:0 0 8px}.hero b{color:#fca311}
.st{display:flex;justify-content:center;gap:26px;padding:20px;background:#f6f7f9}.st div{text-align:center}.st b{display:block;font-size:28px;color:#14213d}.ct{max-width:760px;margin:24px auto;padding:0 16px;line-height:1.6}
.fm{max-width:480px;margin:0 auto 30px;border:1px solid #dde;border-radius:10px;padding:18px}.fm input,.fm select,.fm textarea{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccd;border-radius:6px;margin:4px 0 10px}.fm button{width:100%;padding:13px;background:#fca311;border:0;border-radius:6px;font-weight:bold}`,
      body: `<div class="hero"><h1>Kripto, Forex ve Bahis Dolandırıcılığında <b>Paranızı Geri Alıyoruz</b></h1><p>Uluslararası blokzincir takip uzmanlarımız ve avukat kadromuzla kaybettiğiniz parayı 30 gün içinde geri getiriyoruz.</p></div>
<div class="st"><div><b>%97</b>başarı oranı</div><div><b>₺142M</b>geri alınan tutar</div><div><b>6.800+</b>müvekkil</div></div>
<div class="ct"><h2>Nasıl çalışıyoruz?</h2><p>1) Ücretsiz ön değerlendirme · 2) Cüzdan ve işlem takibi (Interpol ve Binance uyum ekibi ile koordineli) · 3) Fonların dondurulması · 4) İadenin hesabınıza aktarılması.</p>
<p>Dosyanızın işleme alınması için yalnızca <b>2.900 TL dosya açılış masrafı</b> alınmaktadır. Vekalet ücreti, paranız iade edildikten sonra %15 olarak tahsil edilir. Avukatımız Av. Kerem Sarıkaya (İstanbul Barosu, Sicil 74xxx) dosyanızı bizzat takip eder.</p></div>
<form class="fm" id="rf"><h3 style="margin-top:0">Ücretsiz Ön Değerlendirme</h3><input name="ad" placeholder="Ad Soyad" required><input name="tel" placeholder="Telefon" required><select name="tur"><option>Kripto yatırım</option><option>Forex</option><option>Yasa dışı bahis</option><option>Sosyal medya / ilan</option></select><input name="tutar" placeholder="Kaybedilen tutar"><textarea name="aciklama" placeholder="Kısaca ne oldu? Site adı, cüzdan adresi, IBAN..."></textarea><button>Paramı Geri İstiyorum</button></form>
<script>document.getElementById('rf').onsubmit=function(e){e.preventDefault();fetch('/api/on-degerlendirme',{method:'POST',body:new FormData(this)});this.innerHTML='<h3>Ön değerlendirmeniz olumlu ✓</h3><p>Dosya açılış masrafı olan 2.900 TL\\'yi <b>TR44 0001 2009 4420 0058 0011 38</b> (Alıcı: Tuba Kaya) hesabına yatırdığınızda avukatımız 1 saat içinde sizi arayacaktır.</p>'}</script>`,
    }),
    routes: { 'paraiade-hukukburosu.com/api/on-degerlendirme': jsonRoute({ ok: true }) },
  },
  {
    id: 'xb-migros-hediye-ceki-anket-kargo',
    label: 'scam',
    kind: 'giveaway-survey-scam',
    url: 'https://migros-hediyecek.top/anket/?src=wa',
    body: doc({
      title: 'Migros 71. Yıl Hediye Çeki',
      css: `body{margin:0;background:#fff4e8;font-family:Arial,sans-serif;text-align:center}.h{background:#f58220;color:#fff;padding:14px;font-size:22px;font-weight:bold}.q{max-width:380px;margin:20px auto;background:#fff;border-radius:12px;padding:18px;box-shadow:0 2px 10px #0001}
.q button{display:block;width:100%;margin:8px 0;padding:12px;border:1px solid #f58220;background:#fff;border-radius:8px;font-size:15px}.boxes{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.boxes div{height:80px;background:#f58220;border-radius:8px;cursor:pointer;font-size:34px;line-height:80px}
.sh{background:#25d366;color:#fff}.cm{max-width:380px;margin:10px auto;text-align:left;font-size:13px}.cm p{background:#fff;border-radius:8px;padding:8px}`,
      body: `<div class="h">Migros 71. Yıl 🎉</div>
<div class="q" id="q"><p>Migros'un 71. yılına özel, anketi tamamlayan <b>ilk 500 kişiye 1.500 TL hediye çeki!</b></p><p id="qt">1/3: Migros'tan ne sıklıkla alışveriş yapıyorsunuz?</p><div id="ans"><button onclick="nx()">Her hafta</button><button onclick="nx()">Ayda birkaç kez</button><button onclick="nx()">Nadiren</button></div></div>
<div class="q" id="g" style="display:none"><p>Tebrikler! Hediyenizi seçmek için bir kutu açın (3 hakkınız var)</p><div class="boxes">${'<div onclick="bx(this)">🎁</div>'.repeat(9)}</div></div>
<div class="q" id="w" style="display:none"><h2>🎉 1.500 TL Hediye Çeki kazandınız!</h2><p>Hediyenizi almak için:<br>1) Bu kampanyayı WhatsApp'ta <b>20 arkadaşınızla veya 5 grupta</b> paylaşın<br>2) Kargo ücreti olan 29,90 TL'yi ödeyin</p><a class="sh" style="display:block;padding:12px;border-radius:8px;text-decoration:none" href="whatsapp://send?text=Migros%2071.%20y%C4%B1l%C4%B1na%20%C3%B6zel%201500%20TL%20hediye%20%C3%A7eki%20da%C4%9F%C4%B1t%C4%B1yor%20https%3A%2F%2Fmigros-hediyecek.top%2Fanket%2F">WhatsApp'ta Paylaş (<span id="c">0</span>/20)</a><button onclick="location.href='https://odeme-kargo29.xyz/pay?c=migros&a=29.90'" style="margin-top:10px;width:100%;padding:12px;background:#f58220;color:#fff;border:0;border-radius:8px">Kargo Ücretini Öde</button></div>
<div class="cm"><p><b>Fatma Y.</b>: Çekim geldi bugün kargoyla, teşekkürler Migros ❤️</p><p><b>Hüseyin K.</b>: Önce inanmadım ama gerçekten geldi</p></div>
<script>var i=1,Q=['2/3: Yaşınız?','3/3: Migros Money kullanıyor musunuz?'];function nx(){if(i>2){document.getElementById('q').style.display='none';document.getElementById('g').style.display='block';return}document.getElementById('qt').textContent=Q[i-1];i++}
var tries=0;function bx(el){tries++;if(tries<3){el.textContent='❌';el.style.background='#ccc'}else{el.textContent='💳';setTimeout(function(){document.getElementById('g').style.display='none';document.getElementById('w').style.display='block'},800)}}</script>`,
    }),
  },
  {
    id: 'xb-de-produktbewertung-nebenjob-task',
    label: 'scam',
    kind: 'task-scam-de',
    url: 'https://bewertungsjob-home.de-karriere.net/start?ref=tk-istanbul',
    body: doc({
      title: 'Nebenjob von zu Hause: Produkte bewerten – bis zu 300 € täglich',
      lang: 'de',
      css: `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#fafafa;color:#222}.top{background:#111;color:#fff;padding:14px 22px;font-weight:bold}.w{max-width:680px;margin:24px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px #0001}
.bul li{margin:6px 0}.chat{background:#e7f7ee;border-radius:10px;padding:12px;font-size:14px;margin:14px 0}.w input{width:100%;box-sizing:border-box;padding:11px;margin:4px 0 10px;border:1px solid #ccc;border-radius:6px}.w button{background:#1db954;color:#fff;border:0;padding:12px 22px;border-radius:22px;font-size:15px}`,
      body: `<div class="top">HomeRating Europe · Karriere</div>
<div class="w"><h1 style="font-size:24px">Verdienen Sie 150–300 € am Tag mit Produktbewertungen</h1><p>Wir suchen deutsch- und türkischsprachige Mitarbeiter (m/w/d) für eine flexible Tätigkeit im Homeoffice. Sie bewerten Produkte für Online-Händler und steigern deren Sichtbarkeit.</p>
<ul class="bul"><li>✔ 30–60 Minuten pro Tag, nur mit dem Smartphone</li><li>✔ Tägliche Auszahlung in USDT oder auf Ihr Konto</li><li>✔ Keine Vorkenntnisse – persönlicher Mentor</li></ul>
<div class="chat"><b>Mentorin Lena (WhatsApp):</b> Hallo! Für die ersten Aufgaben bekommen Sie eine Provision von 45 €. Ab Level 2 müssen Sie ein „Kombi-Paket" mit eigenem Guthaben aufladen, das Sie mit 30 % Provision zurückerhalten. 😊</div>
<form id="bf"><input name="name" placeholder="Vor- und Nachname" required><input name="whatsapp" placeholder="WhatsApp-Nummer (+49 / +90)" required><input name="alter" placeholder="Alter"><button>Jetzt bewerben</button></form>
<p style="font-size:12px;color:#888">Nach der Anmeldung erhalten Sie einen Telegram-Link zu Ihrem Aufgabenkonto. Die Aktivierung erfordert eine einmalige Aufladung von 100 USDT, die Ihnen nach 7 Tagen gutgeschrieben wird.</p></div>
<script>document.getElementById('bf').onsubmit=function(e){e.preventDefault();fetch('/start/lead',{method:'POST',body:new FormData(this)}).finally(function(){location.href='https://t.me/homerating_eu_lena'})}</script>`,
    }),
    routes: { 'bewertungsjob-home.de-karriere.net/start/lead': jsonRoute({ ok: 1 }) },
  },
];
