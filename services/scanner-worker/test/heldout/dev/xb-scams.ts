import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, logo } from '../parts/xb-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-tron-gunluk-getiri-yatirim',
    label: 'scam',
    kind: 'crypto-hyip-investment',
    url: 'https://tronkazanc-yatirim.com/panel/yatir',
    body: doc({
      title: 'TronKazanç | Günlük %4 Sabit Getiri',
      css: `body{margin:0;background:#0b1120;color:#dfe6f3;font-family:Inter,Arial,sans-serif}.h{display:flex;justify-content:space-between;padding:14px 22px;border-bottom:1px solid #1d2740}.h b{color:#ff3d3d}
.pl{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;padding:18px}.pl div{background:#121a30;border:1px solid #23305a;border-radius:12px;padding:16px;text-align:center}.pl b{font-size:28px;color:#36d399;display:block}
.dep{max-width:520px;margin:10px auto;background:#121a30;border-radius:12px;padding:18px}.addr{font-family:monospace;background:#0b1120;border:1px dashed #36d399;padding:10px;border-radius:8px;word-break:break-all}.st{display:flex;gap:10px;font-size:13px;justify-content:center;margin:14px}
.tick{font-size:13px;height:20px;overflow:hidden;color:#9fb3d9;text-align:center}`,
      body: `<div class="h"><b>TRON KAZANÇ</b><span>Bakiye: <b style="color:#36d399">0.00 USDT</b> · Referans kodunuz: TK-88412</span></div>
<div class="tick" id="tk">👤 ahmet*** 1.250 USDT çekti · 👤 seda*** 480 USDT çekti</div>
<div class="pl"><div>BRONZ<b>%3</b>günlük · 30 gün<br>Min 50 USDT</div><div>GÜMÜŞ<b>%4</b>günlük · 45 gün<br>Min 500 USDT</div><div>ALTIN<b>%6</b>günlük · 60 gün<br>Min 2.500 USDT</div></div>
<div class="dep"><h3 style="margin-top:0">USDT Yatır (TRC20)</h3><p style="font-size:14px">Aşağıdaki adrese yatırdığınız tutar 3 onay sonrası otomatik olarak hesabınıza yansır ve aynı gün getiri başlar. Anaparanız <b>%100 garantilidir</b>. Arkadaşını getir, yatırımının %10'unu kazan!</p>
<div class="addr">TXz7Kq3mN8vR2pL5wY9sC1bE4tH6uJ0aGd</div><div class="st"><span>✔ SPK uyumlu</span><span>✔ 7/24 çekim</span><span>✔ 48.000+ yatırımcı</span></div>
<p style="font-size:12px;color:#8aa">Çekim yapabilmek için hesabınızda en az 100 USDT bulunmalı ve %15 işlem vergisi önceden ödenmelidir.</p></div>
<script>var n=['mehmet***','gulsen***','emre***','kerem***','dilek***'];setInterval(function(){document.getElementById('tk').textContent='👤 '+n[Math.floor(Math.random()*n.length)]+' '+(Math.floor(Math.random()*3000)+100)+' USDT çekti'},2500)</script>`,
    }),
  },
  {
    id: 'xb-forex-sahte-lisans-lead-form',
    label: 'scam',
    kind: 'forex-boiler-room-lead',
    url: 'https://globalfx-turkiye-yatirim.com/basvuru/ucretsiz-danismanlik',
    body: doc({
      title: 'GlobalFX Türkiye | 5.000 TL ile Yatırıma Başlayın',
      css: `body{margin:0;font-family:Lato,Arial,sans-serif;color:#1b2433}.hero{background:linear-gradient(120deg,#0d2a52,#1b5fa8);color:#fff;padding:40px 30px;display:grid;grid-template-columns:1fr 360px;gap:30px}
.hero h1{font-size:34px;margin:0 0 12px}.hero ul{line-height:1.9}.f{background:#fff;color:#222;border-radius:10px;padding:20px}.f input,.f select{width:100%;box-sizing:border-box;padding:11px;border:1px solid #ccd;border-radius:6px;margin:5px 0 10px}
.f button{width:100%;padding:13px;background:#f5a623;border:0;border-radius:6px;font-weight:700;font-size:16px}.lg{display:flex;gap:28px;justify-content:center;padding:18px;color:#889;font-size:13px}.tm{max-width:900px;margin:20px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:12px}.tm div{background:#f4f7fb;padding:14px;border-radius:8px;font-size:13px}
.disc{font-size:11px;color:#999;max-width:900px;margin:20px auto}`,
      body: `<div class="hero"><div><h1>Altın, Petrol ve Dolar/TL'de Uzman Desteğiyle Aylık %30'a Varan Kazanç</h1><ul><li>✔ SPK ve FCA lisanslı aracı kurum güvencesi</li><li>✔ Kişisel yatırım uzmanı ve günlük sinyaller</li><li>✔ 5.000 TL ile başlayın, ilk yatırımınıza %50 bonus</li><li>✔ Zarar koruma garantisi</li></ul></div>
<form class="f" id="lf"><h3 style="margin-top:0">Ücretsiz Danışmanlık</h3><input name="ad" placeholder="Ad Soyad" required><input name="tel" placeholder="Telefon (WhatsApp)" required><input name="email" placeholder="E-posta"><select name="butce"><option>5.000 - 25.000 TL</option><option>25.000 - 100.000 TL</option><option>100.000 TL +</option></select><select name="saat"><option>Aranmak istediğim saat: Hemen</option><option>Akşam</option></select><button>Uzman Beni Arasın</button><p style="font-size:11px;color:#888">Başvurunuz sonrası 15 dakika içinde yatırım uzmanımız sizi arayacaktır.</p></form></div>
<div class="lg"><span>Bloomberg HT'de</span><span>Forbes Türkiye</span><span>Habertürk</span><span>CNN Türk</span></div>
<div class="tm"><div>“3 ayda birikimimi ikiye katladım. Uzmanım Burak Bey'e teşekkürler.” — Necla, emekli öğretmen</div><div>“Dolar yükselirken bile kazandım.” — Ali R., esnaf</div><div>“Çekimlerim her zaman aynı gün hesabımda.” — Deniz K.</div></div>
<p class="disc">GlobalFX Türkiye, Global Capital Markets Ltd. (Saint Vincent ve Grenadinler, Reg. No 27441 BC 2024) markasıdır. SPK lisans No: 2019/44-TR.</p>
<script>document.getElementById('lf').onsubmit=function(e){e.preventDefault();fetch('/basvuru/lead.php',{method:'POST',body:new FormData(this)});this.innerHTML='<h3>Teşekkürler!</h3><p>Yatırım uzmanınız <b>Selin Aydın</b> en kısa sürede sizi arayacak. Lütfen telefonunuzu açık tutunuz.</p>'}</script>`,
    }),
    routes: { 'globalfx-turkiye-yatirim.com/basvuru/lead.php': jsonRoute({ lead: 'queued' }) },
  },
  {
    id: 'xb-gorev-begen-kazan-vip-paket',
    label: 'scam',
    kind: 'task-scam-vip-levels',
    url: 'https://gorevkazan-tr.club/app/gorevler',
    body: doc({
      title: 'GörevKazan | Beğen, İzle, Kazan',
      css: `body{margin:0;background:#f0f2ff;font-family:"Nunito",Arial,sans-serif}.app{max-width:420px;margin:0 auto;background:#fff;min-height:100vh}.tp{background:linear-gradient(135deg,#6a5af9,#d66efd);color:#fff;padding:18px}
.tp .b{font-size:30px;font-weight:800}.tk{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #eee;padding:12px 16px;font-size:14px}.tk button{background:#6a5af9;color:#fff;border:0;border-radius:14px;padding:6px 14px}
.vip{padding:16px}.vip div{border:1px solid #e2defc;border-radius:10px;padding:10px;margin-bottom:8px;font-size:14px;display:flex;justify-content:space-between}.lk{background:#fff4d6;padding:10px 16px;font-size:13px}`,
      body: `<div class="app"><div class="tp">Merhaba, <b>üye#48213</b><div class="b">₺1.245,00</div>Bugünkü kazanç: ₺105,00 · Kalan görev: 0/3</div>
<div class="lk">🔒 Günlük ücretsiz görev limitinize ulaştınız. Daha fazla görev için VIP seviyenizi yükseltin. Kazancınızı çekebilmek için en az <b>VIP2</b> olmalısınız.</div>
<div class="tk">YouTube videosunu beğen (+₺35)<button disabled>Tamamlandı</button></div><div class="tk">Instagram hesabını takip et (+₺35)<button disabled>Tamamlandı</button></div><div class="tk">Google Haritalar'da 5 yıldız ver (+₺35)<button disabled>Tamamlandı</button></div>
<div class="vip"><h3>VIP Seviyeleri</h3><div><span>VIP1 · günde 10 görev · ₺350/gün</span><b>₺1.000</b></div><div><span>VIP2 · günde 25 görev · ₺900/gün</span><b>₺3.000</b></div><div><span>VIP3 · günde 60 görev · ₺2.400/gün</span><b>₺10.000</b></div>
<p style="font-size:13px">VIP ücreti 30 gün sonunda iade edilir. Ödeme ve yükseltme için Telegram mentorunuzla iletişime geçin: <a href="https://t.me/gorevkazan_mentor_elif">@gorevkazan_mentor_elif</a></p>
<button onclick="alert('Yükseltme için mentorunuzun ilettiği USDT (TRC20) adresine veya IBAN\\'a ödeme yapınız.')" style="width:100%;background:#d66efd;color:#fff;border:0;border-radius:22px;padding:13px;font-size:16px">VIP'e Yükselt ve Çekim Yap</button></div></div>`,
    }),
  },
  {
    id: 'xb-egm-siber-suc-ceza-kilit',
    label: 'scam',
    kind: 'police-ransom-extortion',
    url: 'https://egm-siber-suc-bildirim.com/ceza/odeme',
    body: doc({
      title: 'T.C. İçişleri Bakanlığı Emniyet Genel Müdürlüğü - Siber Suçlarla Mücadele',
      css: `html,body{margin:0;background:#111;font-family:Arial,sans-serif}.pg{max-width:900px;margin:0 auto;background:#fff;min-height:100vh}.hd{background:#002855;color:#fff;padding:16px 24px;display:flex;gap:14px;align-items:center}
.hd h1{font-size:18px;margin:0}.r{background:#b00020;color:#fff;padding:12px 24px;font-weight:bold}.cn{padding:20px 24px;font-size:14px;line-height:1.55;display:grid;grid-template-columns:1fr 300px;gap:20px}
.cam{height:170px;background:#222;color:#0f0;font:12px monospace;padding:8px}.pay{border:2px solid #b00020;padding:14px}.pay input{width:100%;box-sizing:border-box;padding:9px;margin:4px 0 10px}.cd{font-size:28px;color:#b00020;font-weight:bold;text-align:center}`,
      body: `<div class="pg"><div class="hd">${logo({ name: 'EGM', color: '#ffffff', mark: 'shield' })}<h1>T.C. İÇİŞLERİ BAKANLIĞI<br>EMNİYET GENEL MÜDÜRLÜĞÜ · Siber Suçlarla Mücadele Daire Başkanlığı</h1></div>
<div class="r">DİKKAT! Bilgisayarınız 5237 sayılı TCK'nın 226. maddesi uyarınca kilitlenmiştir.</div>
<div class="cn"><div><p>IP adresinizden (<b id="ip">88.234.17.92</b>) yasa dışı müstehcen içeriklerin görüntülendiği ve paylaşıldığı tespit edilmiştir. Bu suç 6 aydan 2 yıla kadar hapis cezası gerektirmektedir.</p>
<p>İlk kez suç işleyen vatandaşlar için, Cumhuriyet Başsavcılığı'nın 2025/1187 sayılı kararı ile <b>3.750 TL idari para cezası</b> ödenmesi halinde soruşturma açılmamaktadır.</p>
<p>Cezanın <b>12 saat</b> içinde ödenmemesi halinde dosyanız savcılığa intikal ettirilecek ve hakkınızda yakalama kararı çıkarılacaktır. Tüm dosyalarınız kopyalanmış ve delil olarak saklanmaktadır.</p>
<div class="cam">[KAMERA KAYDI AKTİF]<br>REC ● 00:14:27<br>Kayıt: EGM-SSM-88234</div></div>
<div><div class="cd" id="cd">11:59:59</div><div class="pay"><b>Ceza Ödemesi</b><p style="font-size:12px">Ödeme Papara veya kripto (USDT) ile yapılabilir.</p>Papara No: <b>1520 447 839</b><br>USDT TRC20: <b style="font-size:11px;word-break:break-all">TRb8uY2cN5xK9pQ3wE7tZ1mV4sL6gH0aJf</b><br><br><input placeholder="İşlem/Dekont No"><input placeholder="T.C. Kimlik No"><button onclick="alert('Ödemeniz kontrol ediliyor. Kilit 2 saat içinde kaldırılacaktır.')" style="width:100%;padding:11px;background:#002855;color:#fff;border:0">Ödemeyi Bildir</button></div></div></div></div>
<script>var s=43199;setInterval(function(){s--;document.getElementById('cd').textContent=[Math.floor(s/3600),Math.floor(s%3600/60),s%60].map(function(v){return('0'+v).slice(-2)}).join(':')},1000);
document.addEventListener('keydown',function(e){if(e.key==='Escape'||e.key==='F11'||e.key==='F5')e.preventDefault()});document.addEventListener('click',function(){try{document.documentElement.requestFullscreen()}catch(e){}},{once:true});</script>`,
    }),
  },
  {
    id: 'xb-kiralik-daire-kapora-yurtdisi-sahibi',
    label: 'scam',
    kind: 'rental-deposit-scam',
    url: 'https://kiralikdaire-istanbul.web.app/ilan/kadikoy-moda-2-1-esyali',
    routes: {
      'kiralikdaire-istanbul.web.app/ilan/kadikoy-moda-2-1-esyali': redirectRoute(302, 'https://kiralikdaire-istanbul.web.app/ilan/kadikoy-moda-2-1-esyali/detay'),
      'kiralikdaire-istanbul.web.app/ilan/kadikoy-moda-2-1-esyali/detay': htmlRoute(doc({
        title: 'Kadıköy Moda 2+1 Eşyalı Kiralık Daire - 17.500 TL',
        css: `body{margin:0;font-family:Arial,sans-serif;color:#333;background:#f7f7f7}.w{max-width:760px;margin:20px auto;background:#fff;padding:22px}.pr{font-size:26px;color:#d32f2f;font-weight:bold}
.ph{display:grid;grid-template-columns:repeat(3,1fr);gap:6px}.ph div{height:140px;background:linear-gradient(135deg,#d7ccc8,#8d6e63)}.msg{background:#fffde7;border:1px solid #fff59d;padding:14px;margin-top:16px;font-size:14px;line-height:1.6}`,
        body: `<div class="w"><h1 style="font-size:21px">Moda'da Denize Yürüme Mesafesinde Eşyalı 2+1</h1><div class="pr">17.500 TL / ay</div><p>Kadıköy, Caferağa Mah. · 95 m² · 3. kat · Doğalgaz kombi · Aidat yok · Depozito 1 kira</p>
<div class="ph"><div></div><div></div><div></div></div>
<div class="msg"><b>Ev sahibinden not:</b> Merhaba, ben Dr. Selim Arıkan, şu an Münih'te hastanede çalışıyorum ve Türkiye'de değilim. Daireyi emlakçıya vermedim çünkü komisyon ödemek istemiyorum. Çok fazla talep olduğu için, daireyi ayırtmak isteyenlerden <b>1 aylık depozito (17.500 TL)</b> alıyorum. Depozitoyu gönderdiğinizde anahtarları ve kira sözleşmesini <b>kargo ile adresinize gönderiyorum</b>; daireyi beğenmezseniz depozito 24 saat içinde iade edilir. Ödeme için e-posta atınız: selim.arikan.muenchen@gmail.com</div></div>`,
      })),
    },
  },
];
