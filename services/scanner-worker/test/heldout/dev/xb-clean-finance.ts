import { type Entry } from '../entry.js';
import { cookieBar, doc } from '../parts/xb-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-clean-btcturk-pro-giris',
    label: 'clean',
    kind: 'crypto-exchange-own-login',
    url: 'https://pro.btcturk.com/giris',
    body: doc({
      title: 'Giriş Yap | BtcTurk | Kripto',
      css: `body{margin:0;background:#0f1f3d;color:#fff;font-family:"Inter",Arial,sans-serif}.c{max-width:420px;margin:60px auto;background:#15294f;border-radius:12px;padding:28px}.c input{width:100%;box-sizing:border-box;background:#0f1f3d;border:1px solid #2b4476;color:#fff;border-radius:8px;padding:13px;margin:6px 0 14px}
.c button{width:100%;background:#1e6ae1;color:#fff;border:0;border-radius:8px;padding:13px;font-size:16px;font-weight:600}.w{font-size:12px;color:#9fb2d6;margin-top:16px;line-height:1.5}.u{background:#0f1f3d;border-radius:8px;padding:8px;font-size:12px;text-align:center;color:#8fd19e}`,
      body: `<div class="c"><div class="u">🔒 https://pro.btcturk.com — adresi kontrol edin</div><h1 style="font-size:22px">BtcTurk | Kripto'ya giriş yap</h1><form method="post" action="/giris"><label>E-posta veya T.C. Kimlik No</label><input name="email"><label>Şifre</label><input name="password" type="password"><button>Giriş Yap</button></form>
<p class="w">BtcTurk, airdrop, ödül ya da "yıl dönümü hediyesi" için cüzdanınızı herhangi bir siteye bağlamanızı veya kurtarma ifadenizi paylaşmanızı istemez. Resmi kampanyalarımız yalnızca uygulama ve btcturk.com üzerinden duyurulur.</p></div>`,
    }),
  },
  {
    id: 'xb-clean-bilira-tryb-cuzdana-ekle',
    label: 'clean',
    kind: 'stablecoin-issuer-site-wallet-watch',
    url: 'https://www.bilira.co/tryb',
    body: doc({
      title: 'TRYB — Türk Lirası Stabil Kripto Parası | BiLira',
      css: `body{margin:0;background:#fff;color:#1a1340;font-family:"DM Sans",Arial,sans-serif}.h{display:flex;justify-content:space-between;padding:16px 30px;border-bottom:1px solid #eee}.h b{color:#6b46c1;font-size:22px}.c{max-width:820px;margin:30px auto;padding:0 16px;line-height:1.7}
table{border-collapse:collapse;width:100%;font-size:14px}td{border-bottom:1px solid #eee;padding:8px 4px}code{background:#f4f0ff;padding:2px 5px;border-radius:4px;font-size:12.5px}.btn{background:#6b46c1;color:#fff;border:0;border-radius:8px;padding:10px 18px}.w{background:#fff8e6;border-left:4px solid #f0a500;padding:10px 14px}`,
      body: `<div class="h"><b>BiLira</b><span>Kripto Cüzdan · Kurumsal · Şeffaflık</span></div>
<div class="c"><h1>TRYB: 1 TRYB = 1 Türk Lirası</h1><p>TRYB, Türk lirasına 1:1 endeksli, rezervleri bağımsız denetim şirketi tarafından aylık olarak raporlanan bir stabil kripto paradır.</p>
<table><tr><td>Ethereum (ERC-20)</td><td><code>0x2C537E5624e4af88A7ae4060C022609376C8D0EB</code> <button class="btn" data-addr="0x2C537E5624e4af88A7ae4060C022609376C8D0EB">MetaMask'e ekle</button></td></tr><tr><td>Avalanche</td><td><code>0x564A341Df6C126f90cf3ECB92120FD7190ACb401</code></td></tr></table>
<div class="w" style="margin-top:16px"><b>Uyarı:</b> BiLira bir TRYB airdrop'u düzenlememektedir. "TRYB airdrop talep et" diyerek cüzdanınızı bağlamanızı ve işlem onaylamanızı isteyen siteler dolandırıcılık amaçlıdır.</div></div>
<script>document.querySelectorAll('[data-addr]').forEach(function(b){b.addEventListener('click',function(){if(!window.ethereum){alert('Bir Web3 cüzdanı bulunamadı.');return}window.ethereum.request({method:'wallet_watchAsset',params:{type:'ERC20',options:{address:b.dataset.addr,symbol:'TRYB',decimals:6}}})})});</script>`,
    }),
  },
  {
    id: 'xb-clean-socios-galatasaray-fan-token',
    label: 'clean',
    kind: 'fan-token-official-page',
    url: 'https://www.socios.com/tr/galatasaray/',
    body: doc({
      title: 'Galatasaray Fan Token ($GAL) | Socios.com',
      css: `body{margin:0;background:#0c0c0c;color:#fff;font-family:"Poppins",Arial,sans-serif}.h{padding:16px 28px;display:flex;justify-content:space-between}.hero{background:linear-gradient(120deg,#a90432,#fdb912);padding:46px 28px}.hero h1{margin:0;font-size:36px}
.c{max-width:900px;margin:24px auto;padding:0 16px;line-height:1.7}.st a{display:inline-block;background:#fff;color:#000;padding:10px 18px;border-radius:8px;margin-right:8px;text-decoration:none}.n{background:#1a1a1a;border-radius:10px;padding:14px;font-size:14px}`,
      body: `<div class="h"><b>socios.com</b><span>Fan Token'lar · Ödüller · Yardım</span></div>
<div class="hero"><h1>Galatasaray Fan Token ($GAL)</h1><p>Kulübün kararlarında oy kullan, özel ödüller kazan, VIP deneyimlere katıl.</p></div>
<div class="c"><p>$GAL, Chiliz Chain üzerinde çıkarılmış resmi Galatasaray taraftar token'ıdır. $GAL'i yalnızca Socios.com uygulaması ve Chiliz ekosistemindeki lisanslı platformlar üzerinden alabilir ve kullanabilirsiniz.</p>
<div class="st"><a href="https://apps.apple.com/tr/app/socios-com/id1464868118">App Store</a><a href="https://play.google.com/store/apps/details?id=com.socios">Google Play</a></div>
<h2>Ödüller nasıl dağıtılır?</h2><p>Ödüller ve oylamalar yalnızca Socios.com uygulamasının içinden yürütülür. Ödül talep etmek için harici bir sitede cüzdan bağlamanız veya imza vermeniz gerekmez.</p>
<p class="n">⚠️ "$GAL staking ödülü", "şampiyonluk airdrop'u" gibi adlarla paylaşılan siteler resmî değildir. Bu sitelerde cüzdanınızla imzaladığınız "Permit" mesajları varlıklarınızın çalınmasına yol açabilir.</p></div>`,
    }),
  },
  {
    id: 'xb-clean-metamask-indir-tr',
    label: 'clean',
    kind: 'wallet-official-download',
    url: 'https://metamask.io/tr/download/',
    body: doc({
      title: 'MetaMask\'i İndir | MetaMask',
      css: `body{margin:0;font-family:"Euclid Circular B",Arial,sans-serif;color:#24272a}.h{padding:16px 30px;border-bottom:1px solid #eee;font-weight:700;color:#f6851b;font-size:20px}.c{max-width:900px;margin:30px auto;padding:0 16px}.g{display:grid;grid-template-columns:repeat(2,1fr);gap:16px}
.g a{display:block;border:1px solid #d6d9dc;border-radius:12px;padding:18px;color:#24272a;text-decoration:none}.g a b{display:block;font-size:18px}.w{background:#fff5e6;border-left:4px solid #f6851b;padding:12px;margin-top:22px}`,
      body: `<div class="h">🦊 METAMASK</div>
<div class="c"><h1>MetaMask'i indir</h1><p>Tarayıcınız veya telefonunuz için MetaMask'i resmi mağazalardan yükleyin.</p>
<div class="g"><a href="https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn"><b>Chrome</b>Chrome Web Mağazası'ndan yükle</a><a href="https://addons.mozilla.org/tr/firefox/addon/ether-metamask/"><b>Firefox</b>Firefox Eklentileri'nden yükle</a><a href="https://apps.apple.com/tr/app/metamask/id1438144202"><b>iOS</b>App Store</a><a href="https://play.google.com/store/apps/details?id=io.metamask"><b>Android</b>Google Play</a></div>
<div class="w"><b>Gizli Kurtarma İfadenizi asla paylaşmayın.</b> MetaMask çalışanları, destek ekibi veya herhangi bir "doğrulama" sayfası sizden 12 kelimelik ifadenizi istemez. MetaMask'te ülke bazlı zorunlu cüzdan doğrulaması yoktur.</div></div>
${cookieBar({ lang: 'tr', href: '/tr/privacy/', accent: '#f6851b' })}`,
    }),
  },
  {
    id: 'xb-clean-isportfoy-altin-fonu',
    label: 'clean',
    kind: 'licensed-fund-page',
    url: 'https://www.isportfoy.com.tr/fonlar/is-portfoy-altin-fonu',
    body: doc({
      title: 'İş Portföy Altın Fonu | İş Portföy Yönetimi A.Ş.',
      css: `body{margin:0;font-family:Arial,sans-serif;color:#1c2c4c}.h{background:#0f3c8c;color:#fff;padding:14px 28px}.c{max-width:900px;margin:24px auto;padding:0 16px;line-height:1.6}table{border-collapse:collapse;width:100%;font-size:14px;margin:12px 0}td,th{border:1px solid #dde3ee;padding:7px}th{background:#f0f4fa}
.d{font-size:12px;color:#667;border-top:1px solid #eee;padding-top:10px}`,
      body: `<div class="h">İş Portföy</div>
<div class="c"><h1 style="font-size:24px">İş Portföy Altın Fonu</h1><p>Fon, portföyünün en az %80'ini Borsa İstanbul'da işlem gören altın ve altına dayalı sermaye piyasası araçlarına yatırır. Fon payları TEFAS üzerinden tüm aracı kurum ve bankalardan alınabilir.</p>
<table><tr><th>Dönem</th><th>Getiri</th></tr><tr><td>1 ay</td><td>%4,12</td></tr><tr><td>3 ay</td><td>%13,87</td></tr><tr><td>Yılbaşından bugüne</td><td>%48,30</td></tr><tr><td>1 yıl</td><td>%61,05</td></tr></table>
<table><tr><th>Risk değeri</th><td>6 (1-7)</td></tr><tr><th>Yönetim ücreti</th><td>Yıllık %1,10</td></tr><tr><th>Alım/satım valörü</th><td>T+1 / T+1</td></tr></table>
<p class="d">Geçmiş getiriler gelecek dönem performansı için gösterge değildir. Fonun yatırım stratejisi, riskleri ve masrafları hakkında ayrıntılı bilgi için izahname ve yatırımcı bilgi formunu KAP'tan inceleyiniz. İş Portföy, yatırımcılardan kişisel hesaplara para transferi talep etmez.</p></div>`,
    }),
  },
  {
    id: 'xb-clean-iddaa-resmi-futbol-programi',
    label: 'clean',
    kind: 'licensed-betting-official',
    url: 'https://www.iddaa.com/program/futbol',
    body: `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Futbol Bülteni | iddaa.com</title><link rel="icon" href="data:,"><style>body{margin:0;background:#f3f5f2;font-family:Roboto,Arial,sans-serif;color:#1c2b20}.h{background:#005a2b;color:#fff;padding:12px 22px;display:flex;justify-content:space-between;align-items:center}.h small{opacity:.85}</style></head>
<body><div class="h"><b style="font-size:22px">iddaa</b><small>Spor Toto Teşkilat Başkanlığı lisansıyla · 18 yaş altı oynayamaz</small></div><div id="bulten" style="max-width:900px;margin:18px auto"></div><p style="max-width:900px;margin:10px auto;font-size:12px;color:#567">Şans oyunları bağımlılık yapabilir. Yasa dışı bahis sitelerine para yatırmak ve hesabınızı bu sitelere kiralamak 7258 sayılı Kanun uyarınca suçtur. Yardım hattı: 0850 333 0 333</p>
<script src="/static/bulten.min.js"></script></body></html>`,
    routes: {
      'www.iddaa.com/static/bulten.min.js': jsRoute(`(function(){fetch("/api/bulten/futbol?gun=2025-10-18").then(function(r){return r.json()}).then(function(j){var h='<table style="width:100%;background:#fff;border-collapse:collapse;font-size:14px">';j.events.forEach(function(e){h+='<tr style="border-bottom:1px solid #e4e9e3"><td style="padding:8px">'+e.time+'</td><td>'+e.name+'</td><td><b>'+e.odds.join('</b> <b>')+'</b></td><td style="font-size:12px;color:#678">MBS '+e.mbs+'</td></tr>'});document.getElementById("bulten").innerHTML=h+'</table>'})})();`),
      'www.iddaa.com/api/bulten/futbol': jsonRoute({ events: [{ time: '20:00', name: 'Galatasaray - Fenerbahçe', odds: ['2.05', '3.30', '3.10'], mbs: 1 }, { time: '17:00', name: 'Beşiktaş - Trabzonspor', odds: ['1.90', '3.45', '3.75'], mbs: 1 }, { time: '19:00', name: 'Samsunspor - Göztepe', odds: ['2.20', '3.15', '3.05'], mbs: 2 }] }),
    },
  },
];
