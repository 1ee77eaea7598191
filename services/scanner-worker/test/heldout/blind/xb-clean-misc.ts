import { type Entry } from '../entry.js';
import { cookieBar, doc, esc } from '../parts/xb-kit.js';
import { apk, fileRoute, iso, pe } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-clean-kariyer-uzaktan-musteri-temsilcisi',
    label: 'clean',
    kind: 'job-board-listing',
    url: 'https://www.kariyer.net/is-ilani/global-bilgi-uzaktan-musteri-temsilcisi-3812744',
    body: doc({
      title: 'Uzaktan Müşteri Temsilcisi - Global Bilgi | Kariyer.net',
      css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f5f6fa;color:#2d2d2d}.h{background:#8316b5;color:#fff;padding:14px 26px;font-weight:700;font-size:20px}.c{max-width:860px;margin:20px auto;display:grid;grid-template-columns:1fr 260px;gap:18px;padding:0 14px}
.b{background:#fff;border-radius:8px;padding:20px;line-height:1.65}.tag{display:inline-block;background:#f2e6f9;color:#8316b5;border-radius:12px;padding:3px 10px;font-size:12px;margin-right:5px}.ap{display:block;text-align:center;background:#8316b5;color:#fff;padding:12px;border-radius:6px;text-decoration:none}.n{font-size:12px;color:#666}`,
      body: `<div class="h">kariyer.net</div>
<div class="c"><div class="b"><h1 style="font-size:22px;margin-top:0">Uzaktan Müşteri Temsilcisi (Evden Çalışma)</h1><p><b>Global Bilgi Pazarlama Danışmanlık ve Çağrı Servisi Hizmetleri A.Ş.</b> · Türkiye geneli (uzaktan)</p><span class="tag">Tam zamanlı</span><span class="tag">Uzaktan</span><span class="tag">Giriş seviyesi</span>
<h3>İş tanımı</h3><p>Telekomünikasyon sektöründeki müşterilerimizin çağrılarını evden karşılayacak, fatura ve tarife konularında destek verecek ekip arkadaşları arıyoruz. Bilgisayar ve kulaklık şirket tarafından sağlanır.</p>
<h3>Aranan nitelikler</h3><ul><li>En az lise mezunu</li><li>Evinde sabit ve kesintisiz internet bağlantısı olan</li><li>Vardiyalı çalışmaya uygun</li></ul><h3>Sunulanlar</h3><ul><li>Net 28.500 TL maaş + prim</li><li>SGK, yemek kartı, özel sağlık sigortası</li><li>2 haftalık ücretli eğitim</li></ul></div>
<div><a class="ap" href="https://www.kariyer.net/is-ilani/global-bilgi-uzaktan-musteri-temsilcisi-3812744/basvur">Başvur</a><p class="n">Kariyer.net ve işverenler, başvuru sürecinde sizden eğitim, kayıt, malzeme veya kimlik kartı ücreti talep etmez. Ücret talep eden ilanları "İlanı şikayet et" ile bildirin.</p></div></div>
${cookieBar({ lang: 'tr', href: '/cerez-politikasi', accent: '#8316b5' })}`,
    }),
  },
  {
    id: 'xb-clean-eguven-eimza-surucu-indir',
    label: 'clean',
    kind: 'legit-driver-download-exe',
    url: 'https://www.e-guven.com/destek/surucu-ve-yazilimlar/',
    body: doc({
      title: 'Sürücü ve Yazılımlar | E-Güven Elektronik İmza',
      css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;color:#1f2d3d}.h{background:#005596;color:#fff;padding:14px 26px;font-weight:700}.c{max-width:860px;margin:24px auto;padding:0 16px}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #dbe3ec;padding:8px}th{background:#f1f6fb;text-align:left}
a.d{background:#005596;color:#fff;padding:6px 12px;border-radius:3px;text-decoration:none;font-size:13px}.sha{font-family:Consolas,monospace;font-size:11px;color:#667}`,
      body: `<div class="h">E-GÜVEN · Elektronik Sertifika Hizmet Sağlayıcısı</div>
<div class="c"><h1 style="font-size:22px">Sürücü ve Yazılımlar</h1><p>Elektronik imzanızı kullanabilmek için kart okuyucu sürücüsünü ve imzalama aracını yükleyin. Dosyalar E-Güven tarafından dijital olarak imzalanmıştır.</p>
<table><tr><th>Yazılım</th><th>Sürüm</th><th>Sistem</th><th></th></tr><tr><td>E-Güven İmzager (imzalama aracı)</td><td>5.4.2</td><td>Windows 10/11 64 bit</td><td><a class="d" href="/destek/indir/EGuven_Imzager_5.4.2_x64.exe">İndir</a></td></tr><tr><td>ACS ACR39U kart okuyucu sürücüsü</td><td>4.2.8</td><td>Windows</td><td><a class="d" href="https://www.acs.com.hk/download-driver-unified/12007/ACS-Unified-INF-Win-4280.zip">İndir</a></td></tr><tr><td>Java Runtime (gerekli)</td><td>8u461</td><td>Windows</td><td><a class="d" href="https://www.java.com/tr/download/">java.com</a></td></tr></table>
<p class="sha">SHA-256 (EGuven_Imzager_5.4.2_x64.exe): 9b1e0c7a4d2f58e3b6a1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9</p>
<p style="font-size:13px">Kurulum sonrası sorun yaşarsanız 0850 222 0 888 numaralı destek hattımızı arayabilirsiniz. Destek ekibimiz uzaktan bağlantı için yalnızca kendi sitemizdeki destek aracını kullanır.</p></div>`,
    }),
    routes: {
      'www.e-guven.com/destek/indir/EGuven_Imzager_5.4.2_x64.exe': fileRoute(pe({ strings: ['E-Guven Imzager Setup', 'Elektronik Bilgi Guvenligi A.S.', 'https://www.e-guven.com/', 'Nullsoft Install System v3.10'], size: 8192 }), 'application/vnd.microsoft.portable-executable', 'EGuven_Imzager_5.4.2_x64.exe'),
    },
  },
  {
    id: 'xb-clean-intranet-forticlient-vpn-kurulum',
    label: 'clean',
    kind: 'intranet-it-help-paste-command',
    url: 'https://portal.ozkantekstil.com.tr/bt-destek/vpn-istemci-kurulumu',
    body: doc({
      title: 'BT Destek · VPN İstemci Kurulumu | Özkan Tekstil Portal',
      css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f4f6f8;color:#222}.h{background:#2c3e50;color:#fff;padding:12px 24px;display:flex;justify-content:space-between}.h span{font-size:13px}.g{max-width:980px;margin:18px auto;display:grid;grid-template-columns:200px 1fr;gap:18px;padding:0 12px}
nav a{display:block;padding:7px 10px;color:#2c3e50;text-decoration:none;font-size:14px;border-radius:4px}nav a.on{background:#dfe6ee}.c{background:#fff;border:1px solid #dde3ea;border-radius:6px;padding:20px;line-height:1.7}
pre{background:#012456;color:#fff;padding:12px;border-radius:4px;font-size:13px;white-space:pre-wrap}.cp{background:#2c3e50;color:#fff;border:0;padding:6px 12px;border-radius:3px;font-size:13px}`,
      body: `<div class="h"><b>Özkan Tekstil · Kurumsal Portal</b><span>Oturum: s.yildiz@ozkantekstil.com.tr</span></div>
<div class="g"><nav><a href="/bt-destek/">BT Destek</a><a class="on" href="/bt-destek/vpn-istemci-kurulumu">VPN kurulumu</a><a href="/bt-destek/yazici">Yazıcı ekleme</a><a href="/ik/izin">İzin talebi</a><a href="/duyurular">Duyurular</a></nav>
<div class="c"><h1 style="font-size:21px;margin-top:0">FortiClient VPN istemcisinin kurulumu</h1><p>Evden veya sahadan şirket ağına bağlanmak için FortiClient VPN istemcisini aşağıdaki adımlarla kurun. Kurulum için şirket dizüstü bilgisayarınızda yerel yönetici yetkiniz tanımlıdır.</p>
<ol><li><b>Windows + X</b> tuşlarına basın ve <b>Terminal (Yönetici)</b>'yi seçin.</li><li>Aşağıdaki komutu yapıştırıp Enter'a basın (Microsoft winget paket yöneticisinden resmi paketi kurar).</li></ol>
<pre id="w">winget install --id Fortinet.FortiClientVPN -e --accept-package-agreements --accept-source-agreements</pre><button class="cp" id="cp">Komutu kopyala</button>
<ol start="3"><li>Kurulum bittikten sonra FortiClient'ı açın, <b>Uzak Ağ Geçidi</b> olarak <code>vpn.ozkantekstil.com.tr</code> girin ve kurumsal kullanıcı adınızla bağlanın.</li></ol>
<p style="font-size:13px;color:#555">Sorun yaşarsanız BT Yardım Masası: dahili 2400 · ${esc('<bt@ozkantekstil.com.tr>')}. BT ekibi sizden asla şifrenizi telefonda istemez.</p></div></div>
<script>document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(document.getElementById('w').textContent);this.textContent='Kopyalandı ✓'}</script>`,
    }),
  },
  {
    id: 'xb-clean-pardus-iso-indir',
    label: 'clean',
    kind: 'legit-os-iso-download',
    url: 'https://pardus.org.tr/indir/',
    body: doc({
      title: 'İndir | Pardus',
      css: `body{margin:0;font-family:"Ubuntu",Arial,sans-serif;color:#222}.h{background:#0078d4;background:linear-gradient(90deg,#00508f,#2aa1d3);color:#fff;padding:16px 28px;font-weight:700;font-size:22px}.c{max-width:880px;margin:26px auto;padding:0 16px}.g{display:grid;grid-template-columns:1fr 1fr;gap:16px}
.g div{border:1px solid #dde6ee;border-radius:8px;padding:16px}.g a{display:inline-block;background:#00508f;color:#fff;padding:9px 16px;border-radius:4px;text-decoration:none;margin-top:6px}.sum{font-family:monospace;font-size:11px;color:#667;word-break:break-all}`,
      body: `<div class="h">Pardus</div>
<div class="c"><h1 style="font-size:24px">Pardus 23.4 İndir</h1><p>TÜBİTAK ULAKBİM tarafından geliştirilen, Debian tabanlı özgür işletim sistemi Pardus'un güncel sürümlerini indirin.</p>
<div class="g"><div><b>Pardus 23.4 XFCE</b><br><span style="font-size:13px">64 bit · 3,1 GB</span><br><a href="https://indir.pardus.org.tr/PARDUS/ISO/23.4/Pardus-23.4-XFCE-amd64.iso">ISO İndir</a><p class="sum">SHA256: 3f1c9a0e7b5d2c8e6a4f1b0d9c8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e</p></div><div><b>Pardus 23.4 GNOME</b><br><span style="font-size:13px">64 bit · 3,4 GB</span><br><a href="https://indir.pardus.org.tr/PARDUS/ISO/23.4/Pardus-23.4-GNOME-amd64.iso">ISO İndir</a><p class="sum">SHA256: a8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7</p></div></div>
<p style="font-size:13px">ISO dosyasını USB belleğe yazmak için Pardus ISO Yazıcı veya Rufus'u kullanabilirsiniz.</p></div>`,
    }),
    routes: {
      'indir.pardus.org.tr/PARDUS/ISO/23.4/Pardus-23.4-XFCE-amd64.iso': fileRoute(iso('PARDUS_23_4_XFCE', ['install.amd/vmlinuz', 'README.txt']), 'application/x-iso9660-image', 'Pardus-23.4-XFCE-amd64.iso'),
    },
  },
  {
    id: 'xb-clean-whatsapp-android-resmi-apk',
    label: 'clean',
    kind: 'official-apk-download',
    url: 'https://www.whatsapp.com/android',
    body: doc({
      title: 'WhatsApp for Android',
      lang: 'en',
      css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;color:#1c1e21}.h{background:#fff;border-bottom:1px solid #eee;padding:14px 28px;font-weight:700;color:#25d366;font-size:22px}.c{max-width:720px;margin:34px auto;padding:0 16px;text-align:center;line-height:1.6}
.b{display:inline-block;background:#25d366;color:#fff;padding:14px 26px;border-radius:24px;text-decoration:none;font-weight:700}.s{font-size:13px;color:#65676b}`,
      body: `<div class="h">WhatsApp</div>
<div class="c"><h1>WhatsApp for Android</h1><p>We recommend installing WhatsApp from the Google Play Store. If you can't use the Play Store, you can download the latest version directly from WhatsApp.</p>
<p><a class="b" href="https://www.whatsapp.com/android/current/WhatsApp.apk">Package installer · Version 2.25.29.77</a></p>
<p class="s">Only download WhatsApp from whatsapp.com or official app stores. Modified versions such as "WhatsApp Plus" or "GB WhatsApp" are not supported, can compromise your security and may lead to your account being banned.</p></div>`,
    }),
    routes: {
      'www.whatsapp.com/android/current/WhatsApp.apk': fileRoute(apk('com.whatsapp', 'WhatsApp', ['https://www.whatsapp.com/', 'com.whatsapp.registration']), 'application/vnd.android.package-archive', 'WhatsApp.apk'),
    },
  },
];
