import { type Entry } from '../entry.js';
import { doc, logo } from '../parts/xb-kit.js';
import { cssRoute, jsRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-clean-edevlet-giris-sayfasi',
    label: 'clean',
    kind: 'gov-portal-own-login',
    url: 'https://giris.turkiye.gov.tr/Giris/gir?oauthClientId=sgk-4a-hizmet-dokumu&continue=%2Fsgk-tescil-ve-hizmet-dokumu',
    headers: { 'strict-transport-security': 'max-age=63072000; includeSubDomains; preload', 'x-frame-options': 'SAMEORIGIN' },
    body: doc({
      title: 'e-Devlet Kapısı Kimlik Doğrulama Sistemi',
      head: '<link rel="stylesheet" href="/Giris/css/ekds-giris.3.8.2.css?v=3.8">\n<script src="/Giris/js/ekds-sanal-klavye.3.8.2.js?v=3.8" defer></script>\n',
      body: `<header class="ek-h">${logo({ name: 'e-Devlet Kapısı', color: '#c8102e', mark: 'crescent' })}<span>Kimlik Doğrulama Sistemi</span></header>
<nav class="ek-tabs"><a class="on" href="/Giris/e-Devlet-Sifresi">e-Devlet Şifresi</a><a href="/Giris/Mobil-Imza">Mobil İmza</a><a href="/Giris/Elektronik-Imza">Elektronik İmza</a><a href="/Giris/T-C-Kimlik-Karti">T.C. Kimlik Kartı</a><a href="/Giris/Internet-Bankaciligi">İnternet Bankacılığı</a></nav>
<form class="ek-f" method="post" action="/Giris/gir" autocomplete="off"><input type="hidden" name="token" value="{a8f1c2e9-0b7d-4f1e-9c3a-2d6e5b4a7f10}">
<p class="ek-note">Giriş yapılacak adres: <strong>https://www.turkiye.gov.tr</strong></p>
<label for="tridField">T.C. Kimlik No</label><input id="tridField" name="tridField" maxlength="11" inputmode="numeric">
<label for="egpField">e-Devlet Şifresi</label><input id="egpField" name="egpField" type="password" maxlength="20"><button type="button" id="vk">Sanal Klavye</button>
<div class="ek-btn"><a href="https://www.turkiye.gov.tr/">İptal</a><button type="submit" name="submitButton">Giriş Yap</button></div>
<p><a href="/Giris/Sifremi-Unuttum">Şifremi Unuttum</a></p>
<p class="ek-info">e-Devlet Kapısı, tazminat, iade veya ödül ödemeleri için sizden hiçbir zaman banka kartı bilgisi istemez. Şüpheli siteleri <a href="https://www.usom.gov.tr/">USOM</a>'a bildiriniz.</p></form>
<footer class="ek-ft">© 2025, Ankara · Tüm hakları saklıdır · <a href="https://www.turkiye.gov.tr/gizlilik-ve-guvenlik">Gizlilik ve Güvenlik</a></footer>`,
    }),
    routes: {
      'giris.turkiye.gov.tr/Giris/css/ekds-giris.3.8.2.css': cssRoute('body{margin:0;background:#f0f0f0;font-family:Arial,sans-serif}.ek-h{background:#fff;border-bottom:3px solid #c8102e;padding:10px 20px;display:flex;align-items:center;gap:12px}.ek-tabs{display:flex;max-width:700px;margin:28px auto 0}.ek-tabs a{flex:1;text-align:center;padding:11px;background:#e1e1e1;color:#333;text-decoration:none;font-size:13px}.ek-tabs a.on{background:#fff;color:#c8102e;font-weight:bold}.ek-f{max-width:700px;margin:0 auto;background:#fff;padding:26px 40px}.ek-f label{display:block;font-weight:bold;font-size:13px;margin-top:12px}.ek-f input{width:280px;padding:9px;border:1px solid #aaa}.ek-btn{margin-top:16px}.ek-btn button{background:#c8102e;color:#fff;border:0;padding:9px 26px}.ek-info{font-size:12px;color:#666;border-left:3px solid #c8102e;padding-left:8px}.ek-ft{text-align:center;font-size:12px;color:#777;padding:20px}'),
      'giris.turkiye.gov.tr/Giris/js/ekds-sanal-klavye.3.8.2.js': jsRoute('(function(){var b=document.getElementById("vk"),f=document.getElementById("egpField");if(!b||!f)return;b.addEventListener("click",function(){var k=document.getElementById("skb");if(k){k.remove();return}k=document.createElement("div");k.id="skb";"1234567890qwertyuıopğüasdfghjklşizxcvbnmöç".split("").forEach(function(c){var x=document.createElement("button");x.type="button";x.textContent=c;x.onclick=function(){f.value+=c};k.appendChild(x)});b.after(k)})})();'),
    },
  },
  {
    id: 'xb-clean-epdk-sahte-sms-duyurusu',
    label: 'clean',
    kind: 'gov-regulator-warning',
    url: 'https://www.epdk.gov.tr/Detay/Icerik/3-0-0-3/elektrik-iadesi-adi-altinda-gonderilen-sahte-mesajlar',
    body: doc({
      title: 'Kamuoyu Duyurusu: "Elektrik İadesi" Adı Altında Gönderilen Sahte Mesajlar | EPDK',
      css: `body{margin:0;font-family:"Titillium Web",Arial,sans-serif;color:#1e2a36}.top{border-bottom:3px solid #00853f;padding:12px 24px}.bc{font-size:12px;color:#889;padding:10px 24px}.c{max-width:800px;margin:10px auto 40px;padding:0 20px;line-height:1.7}
.q{background:#f2f7f4;border:1px dashed #00853f;padding:12px;font-family:Consolas,monospace;font-size:13px}`,
      body: `<div class="top">${logo({ name: 'EPDK', color: '#00853f', mark: 'leaf', sub: 'Enerji Piyasası Düzenleme Kurumu' })}</div>
<div class="bc">Ana Sayfa › Duyurular › Kamuoyu Duyuruları</div>
<div class="c"><h1 style="font-size:24px">Kamuoyu Duyurusu</h1><p><i>14.10.2025</i></p><p>Son günlerde Kurumumuz adı ve logosu kullanılarak, vatandaşlarımıza "fazla tahsil edilen elektrik bedellerinin iadesi" gerekçesiyle SMS ve sosyal medya mesajları gönderildiği tespit edilmiştir. Örnek mesaj aşağıdadır:</p>
<p class="q">EPDK: 2022-2024 doneminde faturaniza yansitilan kayip-kacak bedeli 1.250 TL olarak iade edilecektir. Basvuru icin epdk-iade-basvuru[.]org</p>
<p>Kurumumuzun bu şekilde bir iade uygulaması bulunmamaktadır. EPDK, hiçbir şekilde vatandaşlardan T.C. kimlik numarası, e-Devlet şifresi veya banka kartı bilgisi talep etmemektedir. Söz konusu mesajlara itibar edilmemesi, bağlantılara tıklanmaması ve kişisel bilgilerin paylaşılmaması önemle duyurulur.</p>
<p>Konuya ilişkin olarak Cumhuriyet Başsavcılığına suç duyurusunda bulunulmuş, ilgili alan adları erişim engeli için USOM'a bildirilmiştir.</p><p><b>Kamuoyuna saygıyla duyurulur.</b></p></div>`,
    }),
  },
  {
    id: 'xb-clean-gib-ivd-giris',
    label: 'clean',
    kind: 'gov-tax-own-login',
    url: 'https://ivd.gib.gov.tr/tvd_side/main.jsp?token=d1078f5e3dc646b78d5d4e5842f21e97',
    body: doc({
      title: 'İnteraktif Vergi Dairesi | Gelir İdaresi Başkanlığı',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#eef1f5}.h{background:#0c3c78;color:#fff;padding:12px 22px;display:flex;align-items:center;gap:12px}.c{max-width:760px;margin:26px auto;display:grid;grid-template-columns:1fr 1fr;gap:18px;padding:0 14px}
.bx{background:#fff;border:1px solid #d9dee5;padding:20px}.bx input{width:100%;box-sizing:border-box;padding:9px;margin:4px 0 10px;border:1px solid #aab}.bx button{background:#0c3c78;color:#fff;border:0;padding:10px 20px}.cap{display:flex;gap:8px;align-items:center}.cap img{border:1px solid #ccc}`,
      body: `<div class="h">${logo({ name: 'GİB', color: '#ffffff', mark: 'crescent' })}<span>İnteraktif Vergi Dairesi</span></div>
<div class="c"><form class="bx" method="post" action="/tvd_server/assos-login"><h3 style="margin-top:0">Kullanıcı Kodu ile Giriş</h3><label>T.C. Kimlik No / Vergi Kimlik No</label><input name="userid"><label>Şifre</label><input name="sifre" type="password"><label>Güvenlik Kodu</label><div class="cap"><img src="/tvd_server/captcha?rnd=8231" width="110" height="36" alt="güvenlik kodu"><input name="dk" style="width:120px"></div><button>Giriş Yap</button></form>
<div class="bx"><h3 style="margin-top:0">Diğer giriş yöntemleri</h3><p><a href="https://giris.turkiye.gov.tr/Giris/gir?oauthClientId=ivd">e-Devlet ile giriş</a></p><p><a href="/tvd_side/eimza">e-İmza ile giriş</a></p><p style="font-size:12px;color:#555">İnteraktif Vergi Dairesi'ni yalnızca web tarayıcısı ve GİB mobil uygulaması üzerinden kullanabilirsiniz. Başkanlığımız ayrı bir masaüstü "sorgulama aracı" dağıtmamaktadır.</p></div></div>`,
    }),
    routes: { 'ivd.gib.gov.tr/tvd_server/captcha': pngRoute(220, 220, 220) },
  },
];
