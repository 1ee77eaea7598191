import { type Entry } from '../entry.js';
import { doc } from '../parts/xb-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-bodrum-villa-kapora-iban',
    label: 'scam',
    kind: 'rental-deposit-scam',
    url: 'https://bodrumvillakiralama-tatil.com/villa/gumbet-havuzlu-5-kisilik',
    body: doc({
      title: 'Gümbet Havuzlu Lüks Villa | Bodrum Villa Kiralama',
      css: `body{margin:0;font-family:Poppins,Arial,sans-serif;color:#2b2b2b}.nav{display:flex;justify-content:space-between;padding:16px 28px;border-bottom:1px solid #eee}.nav b{color:#0e7c86;font-size:20px}
.gal{display:grid;grid-template-columns:2fr 1fr 1fr;gap:6px;height:300px;padding:0 28px;margin-top:18px}.gal div{border-radius:8px;background:linear-gradient(160deg,#7fd3e0,#0e7c86)}.gal div:nth-child(2){background:linear-gradient(160deg,#f6d365,#fda085)}
.main{display:grid;grid-template-columns:1fr 340px;gap:26px;padding:20px 28px}.bk{border:1px solid #ddd;border-radius:12px;padding:18px;position:sticky;top:10px}.pr{font-size:26px;font-weight:700}.bk input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:6px;margin:4px 0 10px}
.rv{background:#f8f8f8;border-radius:8px;padding:10px;margin:8px 0;font-size:13px}.ib{display:none;background:#fff8e1;border:1px dashed #f0a500;padding:12px;border-radius:8px;font-size:14px}.wa{display:block;text-align:center;background:#25d366;color:#fff;text-decoration:none;padding:12px;border-radius:8px;margin-top:8px}`,
      body: `<div class="nav"><b>BodrumVillaKiralama</b><span>📞 0 (532) 418 77 09 · 7/24 Rezervasyon</span></div>
<div class="gal"><div></div><div></div><div></div></div>
<div class="main"><div><h1 style="font-size:26px">Gümbet'te Özel Havuzlu Lüks Villa – 3+1, 5 Kişilik</h1><p>⭐ 4,9 (127 değerlendirme) · Denize 400 m · Korunaklı havuz · Jakuzi · Wi-Fi</p>
<p>Muhteşem koy manzaralı, tamamen yenilenmiş villamız ailenizle huzurlu bir tatil için sizi bekliyor. Temmuz-Ağustos dönemi hızla dolmaktadır; <b>son 2 hafta</b> müsait!</p>
<h3>Misafir Yorumları</h3><div class="rv"><b>Elif T.</b> — Fotoğraflardaki gibi, ev sahibi çok ilgiliydi. Kaporayı yatırdık, sorunsuz.</div><div class="rv"><b>Hakan B.</b> — Havuz tertemiz, herkese tavsiye ederim.</div><div class="rv"><b>Familie Yılmaz (Köln)</b> — Wunderschön, wir kommen wieder!</div></div>
<div class="bk"><div class="pr">18.000 TL <span style="font-size:14px;font-weight:400">/ hafta</span></div><p style="font-size:13px;color:#c00">🔥 Bu hafta 14 kişi bu villaya baktı</p>
<form id="rz"><input type="date" name="giris" required><input type="date" name="cikis" required><input name="ad" placeholder="Ad Soyad" required><input name="tel" placeholder="Telefon" required><button style="width:100%;background:#0e7c86;color:#fff;border:0;border-radius:8px;padding:12px;font-size:15px">Rezervasyon Yap</button></form>
<div class="ib" id="ib"><b>Rezervasyonunuz 2 saat süreyle ayrıldı.</b><br>Kesinleşmesi için toplam tutarın %30'u olan <b>5.400 TL kaporayı</b> aşağıdaki hesaba yatırıp dekontu WhatsApp'tan iletiniz.<br><br>Alıcı: <b>SEVDA KARAKUŞ</b><br>IBAN: <b>TR31 0006 4000 0011 2345 6789 01</b><br>Açıklama: <b>Kira bedeli</b> (villa veya kapora yazmayınız)</div>
<a class="wa" href="https://wa.me/905324187709?text=Merhaba%2C%20G%C3%BCmbet%20villa%20i%C3%A7in%20kapora%20dekontu">WhatsApp ile Dekont Gönder</a></div></div>
<script>document.getElementById('rz').onsubmit=function(e){e.preventDefault();fetch('/villa/api/talep',{method:'POST',body:new FormData(this)});this.style.display='none';document.getElementById('ib').style.display='block'}</script>`,
    }),
    routes: { 'bodrumvillakiralama-tatil.com/villa/api/talep': jsonRoute({ ok: true }) },
  },
  {
    id: 'xb-egea-ilan-kapora-yurtdisi',
    label: 'scam',
    kind: 'car-sale-deposit-scam',
    url: 'https://egea-ilan-sahibinden-1127845.com/ilan/vasita-otomobil-fiat-egea-2020',
    body: doc({
      title: 'Sahibinden Satılık 2020 Fiat Egea 1.3 Multijet Easy',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#333}.top{background:#ffe800;padding:8px 20px;font-weight:bold}.ct{max-width:980px;margin:14px auto;padding:0 12px}
.ct h1{font-size:19px;border-bottom:1px solid #eee;padding-bottom:8px}.row{display:flex;gap:16px}.ph{width:480px;height:340px;background:linear-gradient(135deg,#b0bec5,#37474f);border-radius:3px}.inf{flex:1;font-size:13px}
.inf .p{font-size:22px;color:#1064bc;font-weight:bold}.inf table{width:100%;border-collapse:collapse}.inf td{border-bottom:1px dotted #ddd;padding:5px}.sel{width:230px;border:1px solid #ddd;padding:12px;font-size:13px}.desc{margin-top:16px;font-size:14px;line-height:1.6;background:#fafafa;padding:14px}`,
      body: `<div class="top">sahibinden.com · Vasıta › Otomobil › Fiat › Egea</div>
<div class="ct"><h1>ACİL SATILIK YURTDIŞI ÇIKIŞLI HATASIZ 2020 EGEA 1.3 MULTIJET</h1>
<div class="row"><div class="ph"></div><div class="inf"><div class="p">385.000 TL</div><p>İstanbul / Esenyurt</p><table><tr><td>İlan No</td><td>1127845603</td></tr><tr><td>İlan Tarihi</td><td>12 Ekim 2025</td></tr><tr><td>Yıl</td><td>2020</td></tr><tr><td>KM</td><td>68.000</td></tr><tr><td>Yakıt</td><td>Dizel</td></tr><tr><td>Vites</td><td>Manuel</td></tr><tr><td>Boya-değişen</td><td>Hatasız</td></tr><tr><td>Kimden</td><td>Sahibinden</td></tr></table></div>
<div class="sel"><b>Serkan Öztürk</b><br>Üyelik: Mart 2016<br><br>📱 0 (541) 902 63 18<br><br><a href="https://wa.me/905419026318">WhatsApp'tan yaz</a></div></div>
<div class="desc">Almanya'ya işe gideceğim için aracımı piyasanın altında ACİL satıyorum. Araç şu an Bursa'daki tanıdığımın galerisinde duruyor, ekspertiz raporu var. Çok fazla arayan olduğu için <b>ciddi alıcılardan 10.000 TL kapora</b> alarak aracı rezerve ediyorum. Kaporayı gönderen alıcıya galeri adresini ve ekspertiz raporunu iletiyorum, araç görülüp beğenilmezse kapora aynen iade edilir. Kapora için IBAN WhatsApp'tan verilir. Pazarlık payı yoktur, takas düşünmüyorum.</div></div>`,
    }),
  },
];
