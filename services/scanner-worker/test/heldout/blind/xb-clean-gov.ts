import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, logo } from '../parts/xb-kit.js';

export const entries: Entry[] = [
  {
    id: 'xb-clean-usom-zararli-baglanti-duyurusu',
    label: 'clean',
    kind: 'gov-cert-advisory',
    url: 'https://www.usom.gov.tr/bildirim/tr-25-0467',
    body: doc({
      title: 'TR-25-0467: Banka ve Kargo Markalarını Taklit Eden Oltalama Kampanyası | USOM',
      css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;color:#1e2a38;background:#fff}.h{background:#0b2545;color:#fff;padding:14px 30px;display:flex;align-items:center;gap:14px}.c{max-width:860px;margin:26px auto;padding:0 18px;line-height:1.65}
table{border-collapse:collapse;width:100%;font-size:13px}td,th{border:1px solid #d6dde6;padding:6px 8px;text-align:left}th{background:#eef2f7}code{background:#f3f5f8;padding:1px 4px}.tag{display:inline-block;background:#c1121f;color:#fff;font-size:12px;border-radius:3px;padding:2px 8px}`,
      body: `<div class="h">${logo({ name: 'USOM', color: '#ffffff', mark: 'shield', sub: 'Ulusal Siber Olaylara Müdahale Merkezi' })}</div>
<div class="c"><span class="tag">Yüksek</span> <span style="font-size:13px;color:#667">Yayın: 14.10.2025 · Güncelleme: 15.10.2025</span>
<h1 style="font-size:24px">TR-25-0467: Banka, e-Devlet ve Kargo Markalarını Taklit Eden Oltalama Kampanyası</h1>
<p>Merkezimiz tarafından yapılan incelemelerde, "kart aidatı iadesi", "tazminat ödemesi", "HGS ihlalli geçiş" ve "gümrük ücreti" temalı SMS mesajlarıyla vatandaşların sahte sayfalara yönlendirildiği tespit edilmiştir. Sayfalarda girilen kimlik, internet bankacılığı ve kart bilgileri ile tek kullanımlık şifreler Telegram botları ve PHP betikleri aracılığıyla saldırganlara iletilmektedir.</p>
<h2 style="font-size:18px">Tespit edilen alan adları (defanged)</h2>
<table><tr><th>Alan adı</th><th>Taklit edilen kurum</th><th>Tema</th></tr><tr><td><code>ziraat-aidatiadesi-tr[.]com</code></td><td>Ziraat Bankası</td><td>Aidat iadesi</td></tr><tr><td><code>turkiye.gov.tr.edevlet-sorgu-giris[.]com</code></td><td>e-Devlet</td><td>Tazminat</td></tr><tr><td><code>hgs-ihlal-sorgulama[.]com</code></td><td>KGM</td><td>İhlalli geçiş</td></tr><tr><td><code>ptt-kargotakip.gonderi-adres[.]com</code></td><td>PTT</td><td>Adres güncelleme</td></tr><tr><td><code>xn--trkiye-3ya[.]com</code></td><td>türkiye.gov.tr</td><td>IDN homograf</td></tr></table>
<h2 style="font-size:18px">Örnek SMS metni</h2><pre style="background:#f3f5f8;padding:10px;white-space:pre-wrap">e-Devlet: KVKK ihlali nedeniyle adiniza 8.450 TL tazminat tanimlanmistir. Sorgulamak icin: hxxps://turkiye.gov.tr.edevlet-sorgu-giris[.]com/giris</pre>
<h2 style="font-size:18px">Öneriler</h2><ul><li>Kurumlar, SMS ile gönderilen bağlantılar üzerinden kart bilgisi talep etmez.</li><li>Alan adını adres çubuğunda dikkatle kontrol ediniz; <code>turkiye.gov.tr</code> ile başlayıp farklı bir alan adıyla biten adresler sahtedir.</li><li>Bilgilerinizi girdiyseniz bankanızı arayarak kartınızı kapattırınız ve e-Devlet şifrenizi değiştiriniz.</li></ul>
<p style="font-size:13px">Zararlı bağlantı listesi: <a href="https://www.usom.gov.tr/adres">usom.gov.tr/adres</a></p></div>`,
    }),
  },
  {
    id: 'xb-clean-kgm-hgs-ihlalli-gecis-bilgi',
    label: 'clean',
    kind: 'gov-toll-info-redirect',
    url: 'https://www.kgm.gov.tr/Sayfalar/KGM/SiteTr/HGS/IhlalliGecis.aspx',
    body: doc({
      title: 'İhlalli Geçiş Sorgulama ve Ödeme - Karayolları Genel Müdürlüğü',
      css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.h{background:#0d4f8b;color:#fff;padding:14px 24px;display:flex;align-items:center;gap:14px}.c{max-width:820px;margin:24px auto;padding:0 16px;line-height:1.6}
.bx{border:1px solid #cfd9e3;background:#f5f8fb;padding:16px;margin:14px 0}.bx a{display:inline-block;background:#0d4f8b;color:#fff;padding:10px 18px;text-decoration:none;margin-right:10px}.warn{border-left:4px solid #c00;padding:8px 12px;background:#fff5f5}`,
      body: `<div class="h">${logo({ name: 'KGM', color: '#ffffff', mark: 'shield' })}<span>T.C. Ulaştırma ve Altyapı Bakanlığı · Karayolları Genel Müdürlüğü</span></div>
<div class="c"><h1 style="font-size:22px">HGS İhlalli Geçiş Sorgulama ve Ödeme</h1><p>Otoyol ve köprülerden HGS etiketi bakiyesiz veya etiketsiz olarak yapılan geçişler ihlalli geçiş olarak kaydedilir. 6001 sayılı Kanun gereği geçiş ücretinin <b>15 gün</b> içinde cezasız ödenmesi mümkündür; bu süre içinde ödenmeyen geçişler için geçiş ücretinin 4 katı tutarında idari para cezası uygulanır.</p>
<div class="bx"><b>Sorgulama ve ödeme kanalları</b><p>İhlalli geçişlerinizi plaka numaranızla aşağıdaki resmi kanallardan sorgulayabilirsiniz:</p><a href="https://www.turkiye.gov.tr/kgm-ihlalli-gecis-sorgulama">e-Devlet Kapısı</a><a href="https://webihlaltakip.kgm.gov.tr/WebIhlalSorgulama/Sayfalar/Sorgulama.aspx">KGM Web İhlal Takip</a><p style="font-size:13px">Ödemelerinizi PTT şubeleri, HGS satış noktaları ve anlaşmalı bankaların mobil uygulamaları üzerinden yapabilirsiniz.</p></div>
<p class="warn">Son günlerde "HGS ihlalli geçiş cezanız 10 katına çıkacaktır" içerikli SMS'ler ile sahte ödeme sayfalarına yönlendirme yapıldığı tespit edilmiştir. Karayolları Genel Müdürlüğü SMS ile ödeme bağlantısı göndermez.</p></div>`,
    }),
  },
  {
    id: 'xb-clean-ptt-gonderi-takip',
    label: 'clean',
    kind: 'gov-parcel-tracking',
    url: 'https://gonderitakip.ptt.gov.tr/Track/Verify?q=RR784512369TR',
    body: doc({
      title: 'PTT Gönderi Takip',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f5f5f5}.y{background:#ffcb05;padding:12px 22px;display:flex;align-items:center;gap:14px}.c{max-width:700px;margin:20px auto;background:#fff;padding:22px}
.s{display:flex;gap:8px}.s input{flex:1;padding:10px;border:1px solid #bbb}.s button{background:#1c3f94;color:#fff;border:0;padding:0 18px}table{width:100%;border-collapse:collapse;margin-top:16px;font-size:13px}td,th{border-bottom:1px solid #eee;padding:7px;text-align:left}
.n{background:#fff8d6;border:1px solid #f0d36b;padding:10px;font-size:13px;margin-top:16px}`,
      body: `<div class="y">${logo({ name: 'PTT', color: '#1c3f94', mark: 'box' })}<b>Gönderi Takip</b></div>
<div class="c"><form class="s" method="get" action="/Track/Verify"><input name="q" value="RR784512369TR" aria-label="Barkod numarası"><button>Sorgula</button></form>
<table><tr><th>Tarih</th><th>İşlem</th><th>Yer</th></tr><tr><td>09.10.2025 11:42</td><td>Kabul</td><td>Frankfurt (DE)</td></tr><tr><td>11.10.2025 06:10</td><td>Uluslararası işlem merkezine ulaştı</td><td>İstanbul Uluslararası PİM</td></tr><tr><td>13.10.2025 09:30</td><td>Gümrük işlemleri tamamlandı</td><td>İstanbul</td></tr><tr><td>14.10.2025 10:05</td><td>Dağıtıma çıkarıldı</td><td>Kadıköy Dağıtım Merkezi</td></tr></table>
<div class="n">PTT, gönderi teslimatı için SMS veya e-posta ile <b>adres güncelleme ücreti</b> talep etmez. Gümrük vergisi gereken gönderilerde ödeme yalnızca teslimat sırasında veya e-Devlet üzerinden yapılır.</div></div>`,
    }),
  },
  {
    id: 'xb-clean-asan-login-az',
    label: 'clean',
    kind: 'gov-sso-own-login-az',
    url: 'https://asanlogin.my.gov.az/auth?origin=https%3A%2F%2Fwww.e-gov.az',
    body: doc({
      title: 'ASAN Login',
      lang: 'az',
      css: `body{margin:0;background:#f4f6f9;font-family:Arial,sans-serif}.c{max-width:420px;margin:50px auto;background:#fff;border-radius:8px;padding:26px;box-shadow:0 2px 8px #0001}.tabs{display:flex;gap:6px;margin-bottom:16px}.tabs span{flex:1;text-align:center;padding:8px;border-radius:6px;background:#eef2f7;font-size:13px}.tabs .on{background:#0066b3;color:#fff}
.c input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #ccd;border-radius:6px;margin:5px 0 12px}.c button{width:100%;padding:12px;background:#0066b3;color:#fff;border:0;border-radius:6px}`,
      body: `<div class="c">${logo({ name: 'ASAN Login', color: '#0066b3', mark: 'shield' })}<div class="tabs"><span class="on">Asan İmza</span><span>SİMA</span><span>İstifadəçi adı</span></div>
<form method="post" action="/auth/asanimza"><label>Mobil nömrə</label><input name="phone" value="+994"><label>İstifadəçi ID</label><input name="userId" maxlength="6"><button>Daxil ol</button></form><p style="font-size:12px;color:#777">Təsdiq kodu mobil telefonunuzda göstəriləcək. Kod ekranda göstərilən kodla eyni olduqda PIN1 daxil edin.</p></div>`,
    }),
  },
  {
    id: 'xb-clean-uyap-vatandas-portal-tebligat',
    label: 'clean',
    kind: 'gov-judicial-portal',
    url: 'https://vatandas.uyap.gov.tr/main/vatandas/giris.jsp',
    routes: {
      'vatandas.uyap.gov.tr/main/vatandas/giris.jsp': redirectRoute(302, 'https://vatandas.uyap.gov.tr/main/vatandas/index.jsp?v=2025'),
      'vatandas.uyap.gov.tr/main/vatandas/index.jsp': htmlRoute(doc({
        title: 'UYAP Vatandaş Portal',
        css: `body{margin:0;font-family:Arial,sans-serif;background:#f2f4f7;color:#222}.h{background:#7a1315;color:#fff;padding:12px 24px;display:flex;align-items:center;gap:12px}.c{max-width:860px;margin:26px auto;display:grid;grid-template-columns:1fr 1fr;gap:18px;padding:0 16px}
.b{background:#fff;border:1px solid #d5dbe2;padding:20px}.b a.g{display:inline-block;background:#7a1315;color:#fff;padding:10px 18px;text-decoration:none}`,
        body: `<div class="h">${logo({ name: 'UYAP', color: '#ffffff', mark: 'shield' })}<span>T.C. Adalet Bakanlığı · Vatandaş Portal</span></div>
<div class="c"><div class="b"><h2 style="margin-top:0;font-size:18px">Giriş</h2><p>Vatandaş Portal'a e-Devlet şifresi, e-imza veya mobil imza ile giriş yapabilirsiniz.</p><a class="g" href="https://giris.turkiye.gov.tr/Giris/gir?oauthClientId=uyap-vatandas">e-Devlet ile Giriş</a></div>
<div class="b"><h2 style="margin-top:0;font-size:18px">Elektronik Tebligat</h2><p>Adınıza gönderilen elektronik tebligatları yalnızca e-Devlet Kapısı'ndaki "Ulusal Elektronik Tebligat Sistemi (UETS)" üzerinden görüntüleyebilirsiniz. Tebligat evrakı hiçbir zaman ZIP, ISO veya uygulama dosyası olarak e-posta/SMS ile gönderilmez.</p></div></div>`,
      })),
    },
  },
];
