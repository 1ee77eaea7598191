import { type Entry } from '../entry.js';
import { cookieBar, doc, logo } from '../parts/xb-kit.js';
import { cssRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-clean-trendyol-odeme-sayfasi',
    label: 'clean',
    kind: 'ecommerce-own-checkout',
    url: 'https://www.trendyol.com/odeme',
    body: `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Ödeme | Trendyol</title><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="stylesheet" href="https://cdn.dsmcdn.com/checkout/static/css/checkout.7d21a.css"></head>
<body><div id="checkout-app"></div><script src="https://cdn.dsmcdn.com/checkout/static/js/checkout.7d21a.js"></script></body></html>`,
    routes: {
      'cdn.dsmcdn.com/checkout/static/css/checkout.7d21a.css': cssRoute('body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#fafafa}.ty-h{background:#fff;border-bottom:1px solid #e6e6e6;padding:14px 30px}.ty-g{max-width:1100px;margin:20px auto;display:grid;grid-template-columns:1fr 330px;gap:20px}.ty-b{background:#fff;border:1px solid #e6e6e6;border-radius:8px;padding:18px}.ty-b input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #e2e2e2;border-radius:6px;margin:4px 0 10px}.ty-btn{width:100%;background:#f27a1a;color:#fff;border:0;border-radius:6px;padding:13px;font-size:16px;font-weight:600}'),
      'cdn.dsmcdn.com/checkout/static/js/checkout.7d21a.js': jsRoute(`(function(){var a=document.getElementById("checkout-app");
a.innerHTML='<div class="ty-h"><b style="color:#f27a1a;font-size:24px">trendyol</b></div><div class="ty-g"><div class="ty-b"><h3>Ödeme Seçenekleri</h3><form id="cc"><label>Kart Numarası</label><input name="cardNo" inputmode="numeric" autocomplete="cc-number"><label>Son Kullanma Tarihi</label><input name="exp" placeholder="AA/YY" autocomplete="cc-exp"><label>CVV</label><input name="cvv" inputmode="numeric" autocomplete="cc-csc"><label><input type="checkbox" name="save" style="width:auto"> Kartımı kaydet</label></form><p style="font-size:12px;color:#777">Kart bilgileriniz Trendyol tarafından saklanmaz; ödeme 3D Secure ile alınır.</p></div><div class="ty-b"><h3>Sipariş Özeti</h3><p>Ürünün Toplamı: 1.249,90 TL<br>Kargo: Bedava</p><b>Toplam: 1.249,90 TL</b><button form="cc" class="ty-btn">Ödeme Yap</button></div></div>';
document.getElementById("cc").addEventListener("submit",function(e){e.preventDefault();var f=new FormData(e.target);fetch("/odeme/api/v2/payments",{method:"POST",credentials:"include",headers:{"Content-Type":"application/json"},body:JSON.stringify({card:{number:f.get("cardNo"),expiry:f.get("exp"),cvv:f.get("cvv")},save:!!f.get("save")})}).then(function(r){return r.json()}).then(function(j){if(j.threeDSUrl)location.href=j.threeDSUrl})});})();`),
      'www.trendyol.com/odeme/api/v2/payments': jsonRoute({ threeDSUrl: 'https://www.trendyol.com/odeme/3ds?pid=8837102' }),
    },
  },
  {
    id: 'xb-clean-hepsiburada-iade-talebi',
    label: 'clean',
    kind: 'ecommerce-own-refund-page',
    url: 'https://www.hepsiburada.com/siparislerim/iade-talebi?orderNumber=HB2510147731',
    body: doc({
      title: 'İade Talebi Oluştur - Hepsiburada',
      css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f4f4f4}.h{background:#fff;border-bottom:3px solid #ff6000;padding:12px 24px}.b{max-width:720px;margin:20px auto;background:#fff;border-radius:8px;padding:20px}
.it{display:flex;gap:12px;align-items:center;border:1px solid #eee;border-radius:6px;padding:10px}.it i{width:64px;height:64px;background:#ffe0cc;border-radius:6px}select,textarea{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:4px;margin:4px 0 12px}.o{background:#ff6000;color:#fff;border:0;border-radius:6px;padding:12px 22px;font-size:15px}.n{font-size:13px;color:#555;background:#fff6ef;border-radius:6px;padding:10px}`,
      body: `<div class="h">${logo({ name: 'hepsiburada', color: '#ff6000', mark: 'ring' })}</div>
<div class="b"><h2 style="margin-top:0">İade talebi oluştur</h2><div class="it"><i></i><div><b>Apple iPad Air 11" M2 128 GB</b><br><span style="font-size:13px;color:#888">Sipariş no: HB2510147731 · Teslim: 12.10.2025</span></div></div>
<form method="post" action="/siparislerim/iade-talebi"><label>İade nedeni</label><select name="reason"><option>Vazgeçtim</option><option>Ürün hasarlı geldi</option><option>Yanlış ürün gönderildi</option></select><label>Açıklama (isteğe bağlı)</label><textarea name="note"></textarea><button class="o">İade Talebi Oluştur</button></form>
<p class="n">İade tutarı, ödemeyi yaptığınız karta otomatik olarak yapılır; sizden kart bilgisi istenmez. Kredi kartı iadelerinin hesabınıza yansıması bankanıza bağlı olarak 2-10 iş günü sürebilir.</p></div>
${cookieBar({ lang: 'tr', href: '/cerez-politikasi', accent: '#ff6000' })}`,
    }),
  },
  {
    id: 'xb-clean-lcw-sezon-sonu-indirim',
    label: 'clean',
    kind: 'legit-clearance-sale',
    url: 'https://www.lcw.com/sezon-sonu-indirim-t-2087',
    body: doc({
      title: "Sezon Sonu İndirimi - %70'e Varan İndirimler | LC Waikiki",
      css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.ann{background:#c2002f;color:#fff;text-align:center;padding:8px;font-size:13px}.h{padding:14px 30px;border-bottom:1px solid #eee;font-weight:900;color:#0047ba;font-size:24px}.cd{text-align:center;padding:14px;font-size:15px}.cd b{background:#222;color:#fff;padding:4px 8px;border-radius:4px}
.g{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;max-width:1100px;margin:14px auto;padding:0 14px}.g div{border:1px solid #eee;padding:10px;font-size:13px}.g i{display:block;height:200px;background:#eef2f8;margin-bottom:8px}.o{text-decoration:line-through;color:#999}.n{color:#c2002f;font-weight:bold}`,
      body: `<div class="ann">Sezon sonu indirimi başladı! Seçili ürünlerde %70'e varan indirim · 500 TL üzeri kargo bedava</div><div class="h">LC WAIKIKI</div>
<div class="cd">Kampanyanın bitmesine: <b id="d">2</b> gün <b id="hh">14</b> saat</div>
<div class="g"><div><i></i>Erkek Slim Fit Gömlek<br><span class="o">599,99 TL</span> <span class="n">239,99 TL</span></div><div><i></i>Kadın Triko Kazak<br><span class="o">799,99 TL</span> <span class="n">319,99 TL</span></div><div><i></i>Çocuk Mont<br><span class="o">1.299,99 TL</span> <span class="n">649,99 TL</span></div><div><i></i>Unisex Sneaker<br><span class="o">999,99 TL</span> <span class="n">399,99 TL</span></div></div>
<p style="text-align:center;font-size:12px;color:#777">İndirimler stoklarla sınırlıdır. Kampanya 19.10.2025 23:59'a kadar geçerlidir. Kredi kartına 6 taksit, kapıda ödeme seçeneği.</p>
<script>var end=new Date('2025-10-19T23:59:00+03:00').getTime();function t(){var s=Math.max(0,(end-Date.now())/1000);document.getElementById('d').textContent=Math.floor(s/86400);document.getElementById('hh').textContent=Math.floor(s%86400/3600)}t();setInterval(t,60000)</script>`,
    }),
  },
  {
    id: 'xb-clean-turkcell-hediye-internet-kampanya',
    label: 'clean',
    kind: 'telco-own-campaign',
    url: 'https://www.turkcell.com.tr/kampanyalar/hediye-internet/dogum-gunu-hediye-10gb',
    body: doc({
      title: 'Doğum Günü Hediyesi 10 GB | Turkcell Kampanyaları',
      css: `body{margin:0;font-family:"Greycliff CF",Arial,sans-serif;color:#0b2a5b}.h{background:#0b2a5b;padding:14px 26px;display:flex;justify-content:space-between;align-items:center}.h a{color:#ffc900;font-size:14px;text-decoration:none}.hero{background:#ffc900;padding:34px 26px}.hero h1{margin:0;font-size:32px}
.c{max-width:820px;margin:24px auto;padding:0 16px;line-height:1.7}.st li{margin:6px 0}.cta{display:inline-block;background:#0b2a5b;color:#ffc900;padding:12px 22px;border-radius:24px;text-decoration:none;font-weight:700}`,
      body: `<div class="h">${logo({ name: 'Turkcell', color: '#ffc900', mark: 'star' })}<a href="https://www.turkcell.com.tr/giris">Hesabım</a></div>
<div class="hero"><h1>Doğum gününe özel 10 GB hediye!</h1><p>Doğum gününüzde Turkcell'den 7 gün geçerli 10 GB hediye internet.</p></div>
<div class="c"><h2>Nasıl katılırım?</h2><ol class="st"><li>Doğum gününüzde Turkcell Dijital Operatör uygulamasına girin.</li><li>"Hediyelerim" alanında yer alan 10 GB hediyenizi tek dokunuşla tanımlayın.</li><li>Alternatif olarak <b>HEDIYE</b> yazıp <b>2222</b>'ye SMS gönderebilirsiniz (ücretsiz).</li></ol>
<p><a class="cta" href="https://www.turkcell.com.tr/uygulamalar/dijital-operator">Dijital Operatör'ü indir</a></p>
<h3>Kampanya koşulları</h3><p style="font-size:14px">Kampanyadan faturalı ve hazır kart bireysel hatlar yararlanabilir. Hediye internet için ödeme veya kart bilgisi istenmez; Turkcell dışındaki sitelerde "hediye internet" adı altında kart bilgisi isteyen sayfalar dolandırıcılık amaçlıdır.</p></div>`,
    }),
  },
];
