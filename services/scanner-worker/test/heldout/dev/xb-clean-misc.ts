import { type Entry } from '../entry.js';
import { doc, logo } from '../parts/xb-kit.js';
import { cfb, fileRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-clean-iskur-anonim-ilan-detay',
    label: 'clean',
    kind: 'gov-job-listing',
    url: 'https://esube.iskur.gov.tr/Istihdam/AnonimIlanDetay.aspx?uiID=874512',
    body: doc({
      title: 'İş İlanı Detayı - İŞKUR e-Şube',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#eef2f6;color:#222}.h{background:#003f7f;color:#fff;padding:12px 22px;display:flex;align-items:center;gap:12px}.c{max-width:820px;margin:22px auto;background:#fff;border:1px solid #d3dbe4;padding:22px}
table{border-collapse:collapse;width:100%;font-size:14px}td{border-bottom:1px solid #eef2f6;padding:7px}td:first-child{width:200px;color:#557;font-weight:bold}.b{display:inline-block;margin-top:14px;background:#003f7f;color:#fff;padding:10px 18px;text-decoration:none}`,
      body: `<div class="h">${logo({ name: 'İŞKUR', color: '#ffffff', mark: 'crescent' })}<span>Türkiye İş Kurumu · e-Şube</span></div>
<div class="c"><h1 style="font-size:20px;margin-top:0">Paketleme Elemanı (Gıda Üretim Tesisi)</h1><table><tr><td>İşyeri</td><td>Kayseri Organize Sanayi Bölgesi'nde faaliyet gösteren gıda firması</td></tr><tr><td>Pozisyon sayısı</td><td>12</td></tr><tr><td>Çalışma şekli</td><td>Tam zamanlı, vardiyalı</td></tr><tr><td>Ücret</td><td>Asgari ücret + yol + yemek</td></tr><tr><td>Eğitim</td><td>İlköğretim ve üzeri</td></tr><tr><td>Son başvuru</td><td>31.10.2025</td></tr></table>
<p style="font-size:13px">Başvurular yalnızca İŞKUR e-Şube veya İŞKUR hizmet merkezleri üzerinden alınır. İŞKUR aracılığıyla yayımlanan ilanlar için hiçbir şekilde ücret talep edilmez.</p><a class="b" href="https://esube.iskur.gov.tr/Istihdam/IlanBasvuru.aspx?uiID=874512">e-Devlet ile Başvur</a></div>`,
    }),
  },
  {
    id: 'xb-clean-libreoffice-turkce-indir-msi',
    label: 'clean',
    kind: 'legit-software-download-msi',
    url: 'https://tr.libreoffice.org/indir/libreoffice/',
    body: doc({
      title: 'LibreOffice İndir | LibreOffice Türkçe',
      css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;color:#333}.h{background:#18a303;color:#fff;padding:14px 26px;font-weight:700;font-size:20px}.c{max-width:820px;margin:26px auto;padding:0 16px;line-height:1.6}.dl{display:inline-block;background:#18a303;color:#fff;padding:13px 24px;border-radius:4px;text-decoration:none;font-size:17px}.s{font-size:13px;color:#666}`,
      body: `<div class="h">LibreOffice · Türkçe</div>
<div class="c"><h1>LibreOffice 25.8.2 İndir</h1><p>Özgür ve açık kaynak ofis paketi LibreOffice'in Windows (64 bit) için Türkçe kurulum dosyası. Yazıcı, Hesap Tablosu, Sunum, Çizim ve Veritabanı uygulamalarını içerir.</p>
<p><a class="dl" href="https://download.documentfoundation.org/libreoffice/stable/25.8.2/win/x86_64/LibreOffice_25.8.2_Win_x86-64.msi">Sürüm 25.8.2 İndir (MSI, 358 MB)</a></p>
<p class="s">Yardım paketi (Türkçe): <a href="https://download.documentfoundation.org/libreoffice/stable/25.8.2/win/x86_64/LibreOffice_25.8.2_Win_x86-64_helppack_tr.msi">helppack_tr.msi</a> · Diğer işletim sistemleri: <a href="/indir/diger/">macOS, Linux</a> · İmza: <a href="https://download.documentfoundation.org/libreoffice/stable/25.8.2/win/x86_64/LibreOffice_25.8.2_Win_x86-64.msi.asc">.asc</a></p>
<p>LibreOffice tamamen ücretsizdir; "lisans anahtarı" veya "crack" gerekmez.</p></div>`,
    }),
    routes: {
      'download.documentfoundation.org/libreoffice/stable/25.8.2/win/x86_64/LibreOffice_25.8.2_Win_x86-64.msi': fileRoute(cfb(['Installer,MSI,Database', 'LibreOffice 25.8.2.2', 'The Document Foundation', 'ProductLanguage 1055', 'InstallExecuteSequence']), 'application/x-msi', 'LibreOffice_25.8.2_Win_x86-64.msi'),
    },
  },
  {
    id: 'xb-clean-blog-scoop-powershell-kurulum',
    label: 'clean',
    kind: 'dev-tutorial-paste-powershell',
    url: 'https://www.yazilimkoyu.com.tr/windows-scoop-ile-gelistirme-ortami-kurulumu',
    body: doc({
      title: "Windows'ta Scoop ile Geliştirme Ortamı Kurulumu | Yazılım Köyü",
      css: `body{margin:0;font-family:"Inter",Arial,sans-serif;color:#1f2328;background:#fff}.h{padding:14px 26px;border-bottom:1px solid #eee;font-weight:800}.a{max-width:760px;margin:24px auto;padding:0 18px;line-height:1.7}
.code{position:relative;background:#0d1117;color:#e6edf3;border-radius:6px;padding:14px;font-family:"JetBrains Mono",Consolas,monospace;font-size:13px;white-space:pre-wrap}.code button{position:absolute;top:8px;right:8px;background:#30363d;color:#e6edf3;border:0;border-radius:4px;padding:3px 8px;font-size:12px}`,
      body: `<div class="h">Yazılım Köyü</div>
<article class="a"><h1>Windows'ta Scoop ile geliştirme ortamı kurulumu</h1><p>Scoop, Windows için komut satırından çalışan bir paket yöneticisidir. Yönetici yetkisi gerektirmeden Git, Node.js, Python gibi araçları kullanıcı klasörünüze kurar.</p>
<h2>1. PowerShell'i açın</h2><p>Başlat menüsüne <b>PowerShell</b> yazın ve <b>yönetici olmayan</b> normal bir pencere açın. Aşağıdaki iki komutu sırayla yapıştırıp Enter'a basın:</p>
<div class="code"><button data-copy="c1">Kopyala</button><span id="c1">Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser
Invoke-RestMethod -Uri https://get.scoop.sh | Invoke-Expression</span></div>
<p>İkinci satır, resmi Scoop kurulum betiğini <code>get.scoop.sh</code> adresinden indirip çalıştırır. İnternetten indirdiğiniz bir betiği çalıştırmadan önce içeriğini incelemek her zaman iyi bir alışkanlıktır: <a href="https://github.com/ScoopInstaller/Install/blob/master/install.ps1">install.ps1</a>.</p>
<h2>2. Araçları kurun</h2><div class="code"><button data-copy="c2">Kopyala</button><span id="c2">scoop install git nodejs-lts python
scoop bucket add extras
scoop install vscode</span></div>
<p><b>Not:</b> Bir web sitesi size "doğrulama" için Win+R ile bir komut yapıştırmanızı söylüyorsa bu bir saldırıdır; bu yazıdaki komutları yalnızca ne yaptığını bildiğiniz durumda kendi isteğinizle çalıştırın.</p></article>
<script>document.querySelectorAll('[data-copy]').forEach(function(b){b.addEventListener('click',function(){navigator.clipboard.writeText(document.getElementById(b.dataset.copy).textContent).then(function(){b.textContent='Kopyalandı'})})})</script>`,
    }),
  },
  {
    id: 'xb-clean-papara-status-sayfasi',
    label: 'clean',
    kind: 'service-status-page',
    url: 'https://status.papara.com/',
    body: doc({
      title: 'Papara Durum',
      css: `body{margin:0;font-family:-apple-system,"Segoe UI",Arial,sans-serif;background:#fafafa;color:#222}.h{max-width:760px;margin:30px auto 10px;padding:0 16px}.ok{background:#2fcc66;color:#fff;border-radius:6px;padding:14px 18px;font-weight:600}.l{max-width:760px;margin:0 auto;padding:0 16px}
.r{display:flex;justify-content:space-between;background:#fff;border:1px solid #e6e6e6;border-top:0;padding:12px 16px}.r:first-child{border-top:1px solid #e6e6e6;border-radius:6px 6px 0 0}.g{color:#2fcc66}.y{color:#f1a10d}.inc{background:#fff;border:1px solid #e6e6e6;border-radius:6px;padding:14px;margin-top:20px;font-size:14px}`,
      body: `<div class="h">${logo({ name: 'papara', color: '#111111', mark: 'letterP' })}<div class="ok" id="sum">Tüm sistemler çalışıyor</div></div>
<div class="l" id="cmp"></div><div class="l"><div class="inc"><b>Geçmiş olaylar</b><p><b>13 Eki 2025</b> — Kart ile bakiye yükleme işlemlerinde gecikme. 14:05'te çözüldü. Bazı banka kartlarıyla yapılan yüklemeler 20 dakikaya kadar gecikmeli yansıdı.</p><p><b>8 Eki 2025</b> — Planlı bakım: Papara Card işlemleri 03:00-04:00 arasında kesintili olarak çalıştı.</p></div></div>
<script src="/assets/status.js"></script>`,
    }),
    routes: {
      'status.papara.com/assets/status.js': jsRoute(`fetch("/api/v2/components.json").then(function(r){return r.json()}).then(function(j){var h="";j.components.forEach(function(c){h+='<div class="r"><span>'+c.name+'</span><span class="'+(c.status==="operational"?"g":"y")+'">'+(c.status==="operational"?"Çalışıyor":"Yavaş")+'</span></div>'});document.getElementById("cmp").innerHTML=h});`),
      'status.papara.com/api/v2/components.json': jsonRoute({ components: [{ name: 'Mobil uygulama', status: 'operational' }, { name: 'Papara Card', status: 'operational' }, { name: 'Banka havalesi (FAST)', status: 'operational' }, { name: 'Kart ile yükleme', status: 'operational' }, { name: 'Web', status: 'operational' }] }),
    },
  },
  {
    id: 'xb-clean-biletix-cloudflare-bekleme',
    label: 'clean',
    kind: 'real-cdn-challenge-interstitial',
    url: 'https://www.biletix.com/etkinlik/ZT401/TURKIYE/tr',
    headers: { 'cf-mitigated': 'challenge', 'cache-control': 'private, max-age=0, no-store, no-cache, must-revalidate' },
    body: `<!DOCTYPE html><html lang="tr-TR"><head><title>Bir dakika lütfen...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow">
<style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#313131}body{display:flex;flex-direction:column;height:100vh;min-height:100vh}.main-content{margin:8rem auto;max-width:60rem;padding-left:1.5rem;padding-right:1.5rem;width:100%}.h1{font-size:2.5rem;font-weight:500;line-height:3.75rem}.h2{font-size:1.5rem;font-weight:500;line-height:2.25rem;margin-top:1rem}.footer{font-size:.75rem;line-height:1.125rem;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;width:100%;border-top:1px solid #d9d9d9}#turnstile-wrapper{margin:2rem 0;min-height:65px}</style></head>
<body><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">www.biletix.com</h1><h2 class="h2" id="challenge-running">Bağlantınızın güvenli olduğu doğrulanıyor</h2><div id="turnstile-wrapper"></div><div id="challenge-body-text" class="core-msg spacer">Devam etmeden önce www.biletix.com bağlantınızın güvenliğini gözden geçirmesi gerekiyor.</div>
<noscript><div class="h2">Devam etmek için JavaScript ve çerezleri etkinleştirin</div></noscript></div></div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:"www.biletix.com",cType:'managed',cRay:'8d2a7f31bc4e0a12',cH:'mT1x0kq9ZbVw',cUPMDTk:"\\/etkinlik\\/ZT401\\/TURKIYE\\/tr?__cf_chl_tk=Qw8j2",cFPWv:'g',cLt:'n',cRq:{ru:'aHR0cHM6Ly93d3cuYmlsZXRpeC5jb20vZXRraW5saWsvWlQ0MDEvVFVSS0lZRS90cg==',ra:'TW96aWxsYS81LjA=',rm:'R0VU',d:'kq8Vx0Zb',t:'MTcyOTAwMDAwMC4wMDAwMDA=',cT:Math.floor(Date.now()/1000),m:'pX7q'}};var cpo=document.createElement('script');cpo.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8d2a7f31bc4e0a12';window._cf_chl_opt.cOgUHash=location.hash===''&&location.href.indexOf('#')!==-1?'#':location.hash;document.getElementsByTagName('head')[0].appendChild(cpo);}());</script>
<div class="footer" role="contentinfo"><div class="footer-inner"><div class="clearfix diagnostic-wrapper"><div class="ray-id">Ray ID: <code>8d2a7f31bc4e0a12</code></div></div><div class="text-center" id="footer-text">Performans ve güvenlik: <a rel="noopener noreferrer" href="https://www.cloudflare.com?utm_source=challenge&amp;utm_campaign=m" target="_blank">Cloudflare</a></div></div></div></body></html>`,
    routes: {
      'www.biletix.com/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1': jsRoute(`(function(){var w=document.getElementById("turnstile-wrapper");if(!w)return;var f=document.createElement("div");f.style.cssText="width:300px;height:65px;border:1px solid #e0e0e0;background:#fafafa;display:flex;align-items:center;padding:0 12px;gap:10px;font-size:14px";f.innerHTML='<span style="width:22px;height:22px;border:3px solid #d9d9d9;border-top-color:#f38020;border-radius:50%;display:inline-block;animation:cfspin 1s linear infinite"></span><span>Doğrulanıyor...</span>';var st=document.createElement("style");st.textContent="@keyframes cfspin{to{transform:rotate(360deg)}}";document.head.appendChild(st);w.appendChild(f);setTimeout(function(){f.lastChild.textContent="Başarılı! Yönlendiriliyorsunuz..."},2500)})();`),
    },
  },
];
