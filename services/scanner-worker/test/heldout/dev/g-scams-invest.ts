import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { baseCss, dataLayer, doc, footer, pixelStub } from '../parts/g-kit.js';

const tickerJs = `(function(){var n=['James','Aisha','Kenji','Lucas','Priya','Omar','Sofia','Dmitri','Chen','Fatima'],c=['USA','UAE','Japan','Brazil','India','UK','Canada','Germany'];function p(){var e=document.getElementById('toast');if(!e)return;e.textContent=n[Math.random()*n.length|0]+' from '+c[Math.random()*c.length|0]+' just withdrew $'+(200+Math.random()*9000|0).toLocaleString()+' USDT';e.style.opacity=1;setTimeout(function(){e.style.opacity=0},3000)}setInterval(p,5200);p()})();`;
export const entries: Entry[] = [
  // English cloud-mining platform
  {
    id: 'g-scam-en-cloud-mining-usdt-daily-roi',
    label: 'scam',
    kind: 'crypto-mining',
    url: 'https://www.hashvault-mining.io/',
    body: doc({
      lang: 'en',
      title: 'HashVault Mining — Earn up to 4.5% daily with AI cloud mining',
      css: `${baseCss} body{background:#0b1020;color:#e5e7eb}header.top{border-color:#1f2937}.hero{padding:60px 0;text-align:center}.hero h1{font-size:44px;margin:0;background:linear-gradient(90deg,#22d3ee,#a78bfa);-webkit-background-clip:text;color:transparent}.plans{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}.plan{background:#111827;border:1px solid #334155;border-radius:12px;padding:18px;text-align:center}.plan b{font-size:28px;color:#22d3ee}.cta{background:#a78bfa;color:#0b1020}#toast{position:fixed;left:20px;bottom:20px;background:#16a34a;color:#fff;padding:10px 14px;border-radius:8px;transition:opacity .4s;opacity:0}.stats{display:flex;justify-content:space-around;margin:30px 0}.stats div{text-align:center}.stats b{display:block;font-size:26px}`,
      head: pixelStub('904417220331882'),
      body: `<header class="top"><div class="wrap"><b style="font-size:22px">⛏ HashVault</b><nav><a href="#plans">Contracts</a><a href="#faq">FAQ</a><a href="/affiliate">Affiliate 12%</a><a href="/login" class="btn cta">Sign up — get $20 bonus</a></nav></div></header>
<section class="hero"><div class="wrap"><h1>AI-powered cloud mining.<br>Passive income from day one.</h1><p>No hardware. No electricity bills. Deposit USDT (TRC20), BTC or ETH and our AI allocates hashpower across 14 farms in Iceland and Kazakhstan. Principal returned at contract end.</p><a href="/register" class="btn cta">Start mining with $100</a></div></section>
<div class="wrap stats"><div><b>1,284,330</b>registered miners</div><div><b>$412M</b>paid out</div><div><b>8.7 EH/s</b>hashrate</div><div><b>Since 2019</b>UK registered</div></div>
<section id="plans" class="wrap"><h2>Mining contracts</h2><div class="plans">
<div class="plan"><p>Starter</p><b>$100</b><p>2 days &middot; 3.0% daily<br>Total return $106</p></div>
<div class="plan"><p>Silver</p><b>$1,000</b><p>7 days &middot; 3.5% daily<br>Total return $1,245</p></div>
<div class="plan"><p>Gold</p><b>$5,000</b><p>15 days &middot; 4.0% daily<br>Total return $8,000</p></div>
<div class="plan"><p>Antminer S21 Pro</p><b>$20,000</b><p>30 days &middot; 4.5% daily<br>Total return $47,000</p></div></div></section>
<section class="wrap"><h2>Deposit address (USDT TRC20)</h2><p style="font-family:monospace;background:#111827;padding:12px;border-radius:8px">TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE</p><p>Deposits are credited after 1 network confirmation. Minimum withdrawal $10. Withdrawals processed within 24h after the account verification fee is settled.</p></section>
<section id="faq" class="wrap"><h2>FAQ</h2><p><b>Is HashVault regulated?</b> HashVault Mining Ltd is registered in England &amp; Wales (No. 12XXXXX) and certified by the Financial Conduct Authority.</p><p><b>Is my principal safe?</b> Yes, 100% principal guarantee backed by our insurance partner.</p></section>
<div id="toast"></div>
<footer style="background:#060a16"><div class="wrap">© 2019–2025 HashVault Mining Ltd. All rights reserved. Crypto assets are volatile.</div></footer>
<script src="/static/js/ticker.js"></script>`,
    }),
    routes: { 'www.hashvault-mining.io/static/js/ticker.js': jsRoute(tickerJs) },
  },
  // Turkish forex/crypto "yatırım" platform with guaranteed returns
  {
    id: 'g-scam-tr-yatirim-platformu-garantili-kazanc',
    label: 'scam',
    kind: 'investment',
    url: 'https://borsa-akademi-yatirim.com.tr-kazanc.net/kayit',
    body: doc({
      lang: 'tr',
      title: 'Borsa Akademi Yatırım | 250 TL ile günlük 5.000 TL kazanın',
      css: `${baseCss} body{background:#f4f6fb}.hero{background:#0b2e59;color:#fff;padding:40px 0}.grid{display:grid;grid-template-columns:1.3fr 1fr;gap:30px;align-items:start}.form{background:#fff;color:#111;border-radius:10px;padding:20px}.form input{width:100%;padding:11px;margin:6px 0;border:1px solid #ccc;border-radius:6px}.k{background:#e30a17;color:#fff;width:100%}.test{background:#fff;border-radius:10px;padding:14px;margin:10px 0}`,
      head: dataLayer('G-BAY7731TR'),
      body: `<header class="top" style="background:#fff"><div class="wrap"><b style="color:#0b2e59">BORSA AKADEMİ</b><nav><a href="#">Ana Sayfa</a><a href="#">Nasıl Çalışır</a><a href="#">Yorumlar</a></nav></div></header>
<section class="hero"><div class="wrap grid"><div><h1>Yapay zeka destekli robot ile <span style="color:#fbbf24">garantili</span> günlük kazanç</h1><p>Ünlü iş insanlarının kullandığı algoritma artık herkes için! Sadece <b>250 TL</b> başlangıç yatırımıyla hesabınızı açın, kişisel yatırım uzmanınız sizi 15 dakika içinde arasın.</p><ul><li>✔ Günlük ortalama %38 getiri</li><li>✔ Zarar riski yok — kayıplar sigortalı</li><li>✔ Para çekme 24 saat içinde, Papara ve havale/EFT ile</li></ul><p style="font-size:13px;opacity:.8">Kontenjan sınırlı: bugün için kalan <b id="k">17</b> yer</p></div>
<div class="form"><h3 style="margin-top:0">Ücretsiz kayıt</h3><form action="/kayit/gonder" method="post"><input name="ad" placeholder="Ad" required><input name="soyad" placeholder="Soyad" required><input name="email" type="email" placeholder="E-posta" required><input name="tel" placeholder="+90 5XX XXX XX XX" required><button class="btn k">HEMEN KAZANMAYA BAŞLA</button></form><p style="font-size:11px;color:#777">Kayıt olarak yatırım danışmanımızın sizi aramasını kabul etmiş olursunuz.</p></div></div></section>
<section class="wrap"><h2>Yatırımcılarımız ne diyor?</h2><div class="test"><b>Mehmet K., İzmir</b> — İlk haftada 41.000 TL kazandım, emekli maaşımdan fazlası!</div><div class="test"><b>Ayşe D., Bursa</b> — Danışmanım Selin Hanım çok ilgili, 3 günde parayı ikiye katladık.</div></section>
${footer({ Kurumsal: ['Hakkımızda', 'SPK Lisansı', 'İletişim'], Yasal: ['KVKK', 'Risk Bildirimi'] }, '© 2025 Borsa Akademi Yatırım. SPK lisans no: 2021/118. Tüm hakları saklıdır.')}
<script>setInterval(function(){var e=document.getElementById('k');var v=+e.textContent;if(v>3)e.textContent=v-1},8000)</script>`,
    }),
  },
  // English crypto doubling "giveaway" with fake livestream
  {
    id: 'g-scam-en-btc-giveaway-double-livestream',
    label: 'scam',
    kind: 'crypto-giveaway',
    url: 'https://live-event-2025.spacex-btc.events/',
    body: doc({
      lang: 'en',
      title: 'LIVE: Official 5,000 BTC Giveaway Event',
      css: `body{margin:0;background:#000;color:#fff;font-family:Helvetica,Arial,sans-serif}.v{max-width:900px;margin:0 auto;padding:16px}.player{height:380px;background:#222;position:relative;border-radius:6px}.live{position:absolute;top:10px;left:10px;background:#e00;padding:3px 8px;font-weight:bold;font-size:12px}.rules{background:#111;border:1px solid #333;padding:16px;border-radius:6px;margin-top:14px}.addr{font-family:monospace;background:#1a1a1a;padding:10px;word-break:break-all;border:1px dashed #f7931a}.tx{font-family:monospace;font-size:12px;color:#22c55e;height:140px;overflow:hidden}.prog{height:10px;background:#333;border-radius:5px}.prog i{display:block;height:100%;width:73%;background:#f7931a;border-radius:5px}`,
      body: `<div class="v"><div class="player"><span class="live">● LIVE</span><p style="position:absolute;bottom:10px;left:10px">92,481 watching now</p></div>
<h2>To celebrate the Mars mission milestone we are giving away 5,000 BTC to the community!</h2>
<div class="rules"><p><b>Rules:</b> Send between 0.01 BTC and 20 BTC to the address below and receive <b>2×</b> back instantly. Only one participation per wallet. Example: send 0.5 BTC, get 1.0 BTC back.</p>
<div class="addr" id="a">bc1qxy7gk3e9l5tmw0sq4hjc2a8d9pn6r3u0v5zyf4</div><button onclick="navigator.clipboard.writeText(document.getElementById('a').textContent)">Copy address</button>
<p>Giveaway progress (3,652 / 5,000 BTC distributed):</p><div class="prog"><i></i></div>
<h4>Latest transactions</h4><div class="tx" id="tx"></div></div></div>
<script>var t=document.getElementById('tx');function r(){var s='bc1q'+Math.random().toString(36).slice(2,12)+'…';var v=(Math.random()*3).toFixed(3);t.innerHTML='IN  '+s+' '+v+' BTC → OUT '+(v*2).toFixed(3)+' BTC ✔<br>'+t.innerHTML}setInterval(r,1400);r();r();r()</script>`,
    }),
  },
  // English refund/recovery scam: "we recover your lost crypto" with upfront fee
  {
    id: 'g-scam-en-funds-recovery-agency-fee',
    label: 'scam',
    kind: 'recovery',
    url: 'https://www.chargeback-legal-recovery.com/case-evaluation',
    body: doc({
      lang: 'en',
      title: 'Lost money to an online scam? We get it back | Chargeback Legal Recovery',
      css: `${baseCss} .hero{background:#0f2a44;color:#fff;padding:48px 0}.g{display:grid;grid-template-columns:1.2fr 1fr;gap:30px}.f{background:#fff;color:#111;padding:20px;border-radius:8px}.f input,.f select,.f textarea{width:100%;padding:10px;margin:5px 0;border:1px solid #ccc}.b{background:#d4a017;color:#111;width:100%}.logos span{display:inline-block;margin:0 18px;color:#64748b;font-weight:700}`,
      head: dataLayer('G-CLR55012'),
      body: `<header class="top"><div class="wrap"><b>⚖ Chargeback Legal Recovery</b><nav><a href="#">Crypto scams</a><a href="#">Forex scams</a><a href="#">Romance scams</a><a href="#">Success stories</a><a href="tel:+18885520194">+1 888 552 0194</a></nav></div></header>
<section class="hero"><div class="wrap g"><div><h1>Scammed? 97% of our clients recovered their funds.</h1><p>Our team of former FBI and Interpol investigators, blockchain forensic analysts and licensed attorneys trace stolen cryptocurrency and force exchanges to return it. We have recovered more than <b>$186 million</b> since 2018.</p><p>✔ Free case evaluation ✔ Blockchain tracing report in 48h ✔ Funds returned to your wallet</p><p style="font-size:13px;opacity:.8">A one-time <b>forensic tracing and legal filing retainer of $1,950</b> is required after evaluation; it is refunded in full once your funds are released.</p></div>
<div class="f"><h3>Free case evaluation</h3><form action="/case-evaluation/submit" method="post"><input name="name" placeholder="Full name"><input name="email" placeholder="Email"><input name="phone" placeholder="Phone"><select name="type"><option>Crypto investment platform</option><option>Forex broker</option><option>Romance / dating</option><option>Other</option></select><input name="amount" placeholder="Amount lost (USD)"><textarea name="story" placeholder="Name of platform / wallet addresses"></textarea><button class="btn b">Start my recovery</button></form></div></div></section>
<div class="wrap logos" style="text-align:center;padding:20px">As seen on <span>FORBES</span><span>CNN</span><span>BLOOMBERG</span><span>REUTERS</span></div>
${footer({ Company: ['About', 'Our investigators', 'Careers'], Legal: ['Privacy', 'Terms', 'Disclaimer'] }, '© 2025 Chargeback Legal Recovery LLC. Attorney advertising. Past results do not guarantee future outcomes.')}`,
    }),
  },
];

