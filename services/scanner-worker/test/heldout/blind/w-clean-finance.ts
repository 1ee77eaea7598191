import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, css, tag, cookieBar, baseCss } from '../parts/w-kit.js';

export const entries: Entry[] = [
  {
    id: 'w-clean-crypto-news-prices-widget',
    label: 'clean',
    kind: 'crypto-news',
    url: 'https://www.blockbeat-news.com/markets/bitcoin-holds-above-90k-as-etf-inflows-return',
    body: doc({
      title: 'Bitcoin holds above $90K as ETF inflows return – BlockBeat',
      css: baseCss('#f7931a', 'Inter,Arial,sans-serif') + `.tick{display:flex;gap:24px;background:#0f172a;color:#e2e8f0;padding:8px 28px;font-size:13px}.up{color:#22c55e}.dn{color:#ef4444}article{max-width:740px;margin:auto;font-size:17px}`,
      body: `<div class="tick" id="tick">Loading prices…</div><header class="top"><b>BlockBeat</b><nav><a href="#">Markets</a><a href="#">Policy</a><a href="#">DeFi</a><a href="#">Learn</a></nav></header>
<div class="wrap"><article><h1>Bitcoin holds above $90K as ETF inflows return</h1><p class="muted">By Marcus Feld · Nov 27, 2025, 9:14 AM UTC</p>
<p>Bitcoin traded steadily above $90,000 on Thursday after US spot exchange-traded funds recorded their third consecutive day of net inflows, totalling roughly $410 million, according to data compiled by Farside Investors.</p>
<p>Ether lagged, slipping 1.2% as traders rotated into SOL ahead of the Firedancer mainnet rollout. “Macro is doing the heavy lifting,” said one desk analyst, pointing to softer US inflation data.</p>
<p><i>Disclosure: BlockBeat journalists may hold small amounts of digital assets. Nothing here is financial advice.</i></p>
<p style="background:#fff7ed;padding:10px;border-radius:6px">Scam alert: deepfake livestreams promising to “double your BTC” are circulating again on YouTube. No legitimate company gives away crypto in exchange for a deposit.</p></article></div>
<footer>© 2025 BlockBeat Media · <a href="#">Ethics policy</a><a href="#">Advertise</a></footer>`,
      scripts: `<script>fetch('/api/v1/ticker?ids=btc,eth,sol,xrp').then(function(r){return r.json()}).then(function(d){tick.innerHTML=d.map(function(x){return '<span>'+x.s+' $'+x.p.toLocaleString()+' <span class="'+(x.c>=0?'up':'dn')+'">'+(x.c>=0?'+':'')+x.c+'%</span></span>'}).join('')})</script>`,
    }),
    routes: { 'www.blockbeat-news.com/api/v1/ticker': json([{ s: 'BTC', p: 91244, c: 0.8 }, { s: 'ETH', p: 3012, c: -1.2 }, { s: 'SOL', p: 142.6, c: 3.1 }, { s: 'XRP', p: 2.21, c: 0.4 }]) },
  },
  {
    id: 'w-clean-exchange-coinbase-learn',
    label: 'clean',
    kind: 'crypto-news',
    url: 'https://www.coinbase.com/en-gb/learn/crypto-basics/what-is-a-crypto-wallet',
    body: doc({
      lang: 'en-GB',
      title: 'What is a crypto wallet? | Coinbase',
      css: baseCss('#0052ff', 'CoinbaseSans,Arial,sans-serif') + `article{max-width:740px;margin:auto;font-size:17px}`,
      body: `<header class="top"><b style="color:#0052ff">coinbase</b><nav><a href="#">Explore</a><a href="#">Learn</a><a href="#">Individuals</a><a href="#">Businesses</a></nav><a class="btn" href="https://login.coinbase.com/signin">Sign in</a></header>
<div class="wrap"><article><h1>What is a crypto wallet?</h1><p>A crypto wallet stores the private keys that give you access to your cryptocurrency. Wallets can be custodial, where a company like Coinbase keeps the keys for you, or self-custody, where you alone hold a secret recovery phrase.</p>
<h2>Keep your recovery phrase secret</h2><p>Anyone with your 12 or 24-word recovery phrase can take your funds. No legitimate company, support agent or “wallet validation” website will ever ask for it.</p>
<h2>Connecting to dapps</h2><p>When you connect a self-custody wallet to a decentralised app, read each signature request carefully. Signing an approval can let a contract move your tokens. Revoke approvals you no longer need.</p>
<p class="muted">Crypto is not regulated in the UK and is high risk. Don’t invest unless you’re prepared to lose all the money you invest.</p></article></div>`,
    }),
  },
  {
    id: 'w-clean-nft-marketplace-connect-on-click',
    label: 'clean',
    kind: 'crypto-dapp',
    url: 'https://app.tidepool-nft.xyz/collections/frosty-fins',
    body: doc({
      title: 'Frosty Fins – Collection | Tidepool NFT Marketplace',
      css: `body{margin:0;background:#0b1020;color:#e6e9f2;font-family:Inter,Arial,sans-serif}.n{display:flex;justify-content:space-between;padding:14px 30px;border-bottom:1px solid #1d2440}.b{background:#3b82f6;color:#fff;border:0;padding:10px 18px;border-radius:10px;cursor:pointer}
.g{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;padding:24px 30px}.g div{background:#141a33;border-radius:12px;padding:10px}.g i{display:block;height:140px;border-radius:8px;background:linear-gradient(135deg,#60a5fa,#a78bfa)}`,
      body: `<div class="n"><b>Tidepool</b><span><input placeholder="Search collections" style="width:260px;background:#141a33;border:1px solid #1d2440;color:#fff;padding:8px;border-radius:8px"> <button class="b" id="c">Connect wallet</button></span></div>
<div style="padding:24px 30px"><h1>Frosty Fins</h1><p>3,333 items · Floor 0.042 ETH · Volume 812 ETH · Creator royalties 5%</p><p style="font-size:13px;color:#8b93b0">Listings and offers only. Tidepool will show a human-readable summary before you sign anything.</p></div>
<div class="g"><div><i></i>Frosty Fin #0012<br>0.05 ETH</div><div><i></i>Frosty Fin #0871<br>0.044 ETH</div><div><i></i>Frosty Fin #1203<br>0.061 ETH</div><div><i></i>Frosty Fin #2290<br>0.042 ETH</div></div>`,
      scripts: `<script>document.getElementById('c').onclick=async function(){if(!window.ethereum){alert('Install a wallet such as MetaMask or Rabby to connect.');return}try{var a=await ethereum.request({method:'eth_requestAccounts'});this.textContent=a[0].slice(0,6)+'…'+a[0].slice(-4)}catch(e){}};
fetch('/api/collections/frosty-fins/stats').then(function(r){return r.json()}).catch(function(){})</script>`,
    }),
    routes: { 'app.tidepool-nft.xyz/api/collections/frosty-fins/stats': json({ floor: 0.042, owners: 1804, listed: 211 }) },
  },
  {
    id: 'w-clean-finance-news-gold-price-vn',
    label: 'clean',
    kind: 'personal-finance',
    url: 'https://kinhte24h.vn/tai-chinh/gia-vang-hom-nay-28-11-2025.html',
    body: doc({
      lang: 'vi',
      title: 'Giá vàng hôm nay 28/11/2025: Vàng miếng SJC đứng yên, vàng nhẫn tăng nhẹ | Kinh tế 24h',
      css: baseCss('#b45309', 'Arial,sans-serif') + `table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:6px}`,
      body: `<header class="top"><b style="color:#b45309">Kinh tế 24h</b><nav><a href="#">Thời sự</a><a href="#">Tài chính</a><a href="#">Chứng khoán</a><a href="#">Bất động sản</a></nav></header>
<div class="wrap" style="max-width:760px"><h1>Giá vàng hôm nay 28/11/2025: Vàng miếng SJC đứng yên, vàng nhẫn tăng nhẹ</h1><p class="muted">Minh Anh · 08:30 28/11/2025</p>
<p>Sáng nay, giá vàng miếng SJC được các doanh nghiệp niêm yết ở mức 85,2 – 87,2 triệu đồng/lượng (mua vào – bán ra), không đổi so với phiên trước. Giá vàng nhẫn tăng 200.000 đồng/lượng.</p>
<table><tr><th>Loại vàng</th><th>Mua vào</th><th>Bán ra</th></tr><tr><td>SJC 1 lượng</td><td>85.200.000</td><td>87.200.000</td></tr><tr><td>Nhẫn 9999</td><td>84.100.000</td><td>85.600.000</td></tr></table>
<p>Chuyên gia khuyến cáo nhà đầu tư thận trọng, tránh các lời mời đầu tư vàng, tiền số qua mạng xã hội hứa hẹn lợi nhuận cao.</p></div>
<footer>© Kinh tế 24h · Giấy phép số 123/GP-BTTTT</footer>`,
    }),
  },
  {
    id: 'w-clean-bank-offers-page-tr',
    label: 'clean',
    kind: 'personal-finance',
    url: 'https://www.anadolukatilim.com.tr/bireysel/kampanyalar/yilbasi-kart-kampanyasi',
    body: doc({
      lang: 'tr',
      title: 'Yılbaşı Kart Kampanyası | Anadolu Katılım Bankası',
      css: baseCss('#00684a', 'Arial,sans-serif'),
      body: `<header class="top"><b style="color:#00684a">Anadolu Katılım</b><nav><a href="#">Bireysel</a><a href="#">Kurumsal</a><a href="#">Kampanyalar</a><a href="#">İnternet Şubesi</a></nav></header>
<div class="wrap" style="max-width:760px"><h1>Yılbaşı Kart Kampanyası</h1><p>1–31 Aralık 2025 tarihleri arasında kartınızla yapacağınız 5.000 TL ve üzeri harcamalara 500 TL’ye varan bonus kazanın. Katılım için SMS ile KART yazıp 4455’e gönderin.</p>
<h3>Kampanya koşulları</h3><ul><li>Kampanyaya katılım ücretsizdir.</li><li>Bonuslar 15 Ocak 2026 tarihine kadar hesabınıza tanımlanır.</li><li>Bankamız sizden hiçbir zaman SMS ile gelen şifreyi, kart şifrenizi veya CVV bilgisini telefonla ya da bağlantı üzerinden istemez.</li></ul></div>
<footer>© 2025 Anadolu Katılım Bankası A.Ş. · <a href="#">KVKK</a><a href="#">Güvenlik</a></footer>`,
    }),
  },
];
