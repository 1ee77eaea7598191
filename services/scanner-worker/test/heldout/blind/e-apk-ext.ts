import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, fileRoute, jsRoute } from '../parts/e-bin.js';

// Turkish bank "security update" APK page reached from an SMS short link.
const host = 'vakifbank-guvenlik.mobil-guncelleme.com';
const page = `<!DOCTYPE html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<title>VakıfBank Mobil – Güvenlik Güncellemesi</title>
<style>
body{margin:0;font-family:"Segoe UI",Roboto,Arial,sans-serif;background:#f7f7f7;color:#222}
.hd{background:#ffb300;padding:14px 16px;display:flex;align-items:center;gap:10px}.hd b{font-size:20px;color:#222}.hd span{font-size:12px;margin-left:auto}
.c{max-width:460px;margin:0 auto;padding:16px}
.al{background:#fff;border-left:5px solid #d32f2f;border-radius:6px;padding:14px;margin-bottom:14px;box-shadow:0 1px 4px rgba(0,0,0,.06)}
.al h2{margin:0 0 6px;font-size:18px;color:#d32f2f}
.card{background:#fff;border-radius:8px;padding:16px;box-shadow:0 1px 4px rgba(0,0,0,.06);margin-bottom:14px}
.row{display:flex;align-items:center;gap:12px}.row i{width:56px;height:56px;border-radius:12px;background:#ffb300;display:block}
.btn{display:block;margin-top:14px;background:#222;color:#ffb300;text-align:center;padding:14px;border-radius:8px;font-weight:700;text-decoration:none;font-size:16px}
.bar{height:6px;background:#eee;border-radius:3px;overflow:hidden;margin-top:8px;display:none}.bar i{display:block;height:100%;width:0;background:#ffb300;transition:width .2s}
ol{padding-left:18px;font-size:14px;line-height:1.6}
.ft{font-size:11px;color:#888;text-align:center}
</style>
</head>
<body>
<div class="hd"><b>VakıfBank</b><span>Mobil Şube</span></div>
<div class="c">
 <div class="al"><h2>Hesabınız geçici olarak kısıtlandı</h2>Mobil uygulamanızın güvenlik sertifikasının süresi dolmuştur. Hesabınızdan şüpheli işlem yapılmaması için <b>24 saat içinde</b> güvenlik güncellemesini yüklemeniz gerekmektedir. Aksi halde kartlarınız bloke edilecektir.</div>
 <div class="card">
  <div class="row"><i></i><div><b>VakıfBank Güvenlik Modülü</b><br><small>Sürüm 8.4.2 &middot; 18,6 MB &middot; Android 8+</small></div></div>
  <a class="btn" id="d" href="/apk/VakifBank_Guvenlik_8.4.2.apk">GÜNCELLEMEYİ İNDİR</a>
  <div class="bar" id="bar"><i id="bi"></i></div>
 </div>
 <div class="card"><b>Kurulum adımları</b><ol>
  <li>İndirilen <b>VakifBank_Guvenlik_8.4.2.apk</b> dosyasını açın.</li>
  <li>“Bilinmeyen kaynaklardan yüklemeye izin ver” seçeneğini etkinleştirin.</li>
  <li>Uygulamayı açın ve <b>Erişilebilirlik</b> iznini verin (güvenlik taraması için gereklidir).</li>
  <li>Müşteri numaranız ve şifrenizle giriş yaparak doğrulamayı tamamlayın.</li>
 </ol></div>
 <div class="ft">© 2025 Türkiye Vakıflar Bankası T.A.O. &middot; 0850 222 0 724</div>
</div>
<script src="/js/g.js"></script>
</body>
</html>`;
const js = `(function(){var ua=navigator.userAgent,d=document.getElementById('d');
if(!/Android/i.test(ua)){d.insertAdjacentHTML('afterend','<p style="font-size:12px;color:#d32f2f;text-align:center">Bu güncelleme yalnızca Android cihazlar içindir. Lütfen bu sayfayı telefonunuzdan açın.</p>')}
d.addEventListener('click',function(){var b=document.getElementById('bar'),i=document.getElementById('bi'),p=0;b.style.display='block';var t=setInterval(function(){p+=10;i.style.width=p+'%';if(p>=100)clearInterval(t)},200);
navigator.sendBeacon&&navigator.sendBeacon('/api/st',JSON.stringify({e:'dl',ua:ua}))});})();`;

export const entries: Entry[] = [
  {
    id: 'e-mal-apk-bank-guncelleme-tr',
    label: 'malware',
    kind: 'android-apk',
    url: 'https://kisa.link-tr.co/vkf8X2',
    routes: {
      'kisa.link-tr.co/vkf8X2': redirectRoute(302, `https://${host}/mobil/guncelle?ref=sms`),
      [`${host}/mobil/guncelle`]: htmlRoute(page),
      [`${host}/js/g.js`]: jsRoute(js),
      [`${host}/api/st`]: { status: 204, headers: {}, body: '' },
      [`${host}/apk/VakifBank_Guvenlik_8.4.2.apk`]: fileRoute(apk('com.vakif.guvenlik.update', 'VakıfBank Güvenlik', ['AccessibilityService', 'overlay_inject', 'com.vakifbank.mobile', 'com.garanti.cepsubesi', 'com.ziraat.ziraatmobil', 'https://panel-tr.c2-mobile.net/gate.php']), 'application/vnd.android.package-archive', 'VakifBank_Guvenlik_8.4.2.apk'),
    },
  },
];
