import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { page, gaStub, fbqStub, ttqStub, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Social-ad investment fraud: celebrity "interviews", "government-approved" platforms, messenger stock clubs,
// fake exchange dashboards, fund-recovery follow-ups.

const leadJs = (api: string, next: string) => `document.querySelectorAll('form.lead').forEach(function(f){f.addEventListener('submit',function(e){e.preventDefault();var d={};new FormData(f).forEach(function(v,k){d[k]=v});d.src=location.hostname;d.sub=new URLSearchParams(location.search).get('sub1')||'';fetch('${api}',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).then(function(r){return r.json()}).then(function(j){location.href=j.redirect||'${next}'}).catch(function(){location.href='${next}'})})});`;

export const entries: Entry[] = [
  {
    id: 'n-scam-deepfake-interview-de-jauch',
    label: 'scam',
    kind: 'deepfake-interview',
    url: 'https://www.spiegel-aktuell-exklusiv.de/wirtschaft/jauch-interview-eklat.html',
    body: page({
      lang: 'de',
      title: 'Skandal im Live-Interview: Günther Jauch verrät Geheimnis seines Vermögens',
      head: fbqStub('88812094411203'),
      css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;color:#222}.m{background:#e64415;color:#fff;padding:10px 20px;font:bold 26px Georgia}.c{max-width:720px;margin:0 auto;padding:10px 18px}
h1{font:bold 30px Georgia;line-height:1.2}.kick{color:#e64415;font-weight:bold;font-size:14px}.video{position:relative;background:#000;height:380px;color:#fff;display:flex;align-items:center;justify-content:center;flex-direction:column}
.video .live{position:absolute;top:10px;left:10px;background:red;padding:2px 8px;font-size:12px}.frm{border:3px solid #e64415;padding:16px;margin:20px 0}.frm input{display:block;width:100%;padding:10px;margin:6px 0;font-size:16px}
.frm button{width:100%;background:#0a8d37;color:#fff;border:0;padding:14px;font-size:18px;font-weight:bold}`,
      body: `<div class="m">DER SPIEGEL <span style="font:12px Arial;margin-left:10px">Aktuell</span></div>
<div class="c"><p class="kick">EXKLUSIV · WIRTSCHAFT</p>
<h1>Skandal im Live-Interview: Günther Jauch verrät, wie jeder Deutsche mit 250 € ein passives Einkommen aufbaut – die Deutsche Bank verlangt, dass die Sendung gelöscht wird</h1>
<p style="color:#777;font-size:13px">Von Markus Feldhoff · 27.11.2026, 18.42 Uhr</p>
<div class="video"><span class="live">● LIVE</span><div style="font-size:60px">▶</div><div>Interview mit Günther Jauch – vollständige Aufzeichnung (12:48)</div><div style="font-size:12px;color:#aaa;margin-top:8px">Das Video wurde aus der Mediathek entfernt. Hier sehen Sie die Kopie.</div></div>
<p>Im Gespräch mit Moderatorin Sandra Maischberger sprach Jauch offen über seine neueste Investition: die Plattform <b>Quantum AI</b>, die mit künstlicher Intelligenz rund um die Uhr Kryptowährungen handelt. „Ich habe es zuerst für Unsinn gehalten. Aber nach drei Wochen hatte ich mehr verdient als mit einer Staffel ‚Wer wird Millionär'", so Jauch.</p>
<p>Kurz nach dem Interview rief die Deutsche Bank beim Sender an und forderte, die Ausstrahlung zu stoppen. „Die Banken verlieren Milliarden, wenn normale Menschen das erfahren", erklärte Jauch.</p>
<p>Wir haben die Plattform getestet: Mit einer Einzahlung von <b>250 €</b> erzielte unsere Redakteurin in 7 Tagen <b>3.412 €</b> Gewinn. Die Auszahlung auf ihr Sparkassen-Konto dauerte nur 24 Stunden.</p>
<div class="frm"><h3 style="margin-top:0">Jetzt kostenlos registrieren</h3><p style="font-size:13px">Nur noch <b>23</b> Plätze für Deutschland verfügbar · Angebot endet in <b id="t">09:59</b></p>
<form class="lead"><input name="vorname" placeholder="Vorname" required><input name="nachname" placeholder="Nachname" required><input name="email" type="email" placeholder="E-Mail" required><input name="telefon" placeholder="+49 151 ..." required><button>JETZT STARTEN</button></form>
<p style="font-size:11px;color:#777">Ein Finanzberater ruft Sie nach der Anmeldung an. Mindesteinzahlung 250 €.</p></div>
<p style="font-size:11px;color:#999">Impressum · Datenschutz · © 2026</p></div>
<script>${leadJs('/lead.php', '/danke.html')}</script>${countdown('t', 599)}`,
    }),
    routes: {
      'www.spiegel-aktuell-exklusiv.de/lead.php': jsonRoute({ status: 'ok', redirect: '/danke.html' }),
      'www.spiegel-aktuell-exklusiv.de/danke.html': htmlRoute(page({ lang: 'de', title: 'Danke', body: '<main><h2>Vielen Dank!</h2><p>Ihr persönlicher Berater meldet sich in Kürze telefonisch. Halten Sie Ihre Kreditkarte für die Ersteinzahlung von 250 € bereit.</p></main>' })),
    },
  },
  {
    id: 'n-scam-line-stock-group-tw',
    label: 'scam',
    kind: 'messenger-invest-club',
    url: 'https://tw-gupiao-laoshi.com/line/join.html?ad=yt_0912',
    body: page({
      lang: 'zh-Hant',
      title: '股市名師 陳老師｜免費加入LINE投資群組 每日飆股分享',
      head: gaStub('G-TWST7781'),
      css: `body{margin:0;font-family:"Microsoft JhengHei","PingFang TC",sans-serif;background:#fff8f0}.b{background:#c8102e;color:#fff;padding:28px 16px;text-align:center}.b h1{font-size:28px;margin:0}
.w{max-width:640px;margin:0 auto;padding:16px}.card{background:#fff;border-radius:10px;padding:16px;margin:12px 0;box-shadow:0 2px 8px rgba(0,0,0,.08)}.line{display:block;text-align:center;background:#06c755;color:#fff;padding:16px;border-radius:10px;font-size:20px;text-decoration:none;font-weight:bold}
.red{color:#c8102e;font-weight:bold}`,
      body: `<div class="b"><h1>台股實戰教學｜陳志明老師</h1><p>30年操盤經驗・前外資研究員</p></div>
<div class="w"><div class="card"><p>各位投資朋友好，我是陳老師。近期台股波動大，很多散戶被套牢。我們團隊運用<b>AI量化選股系統</b>，每天盤前在LINE群組免費分享<b class="red">1～2檔潛力飆股</b>。</p>
<p>本週分享：<b>廣達 +18%</b>、<b>緯創 +22%</b>、<b>某生技股 連續5根漲停</b>！</p></div>
<div class="card"><p>📌 加入群組即可領取：</p><ul><li>《2026年底必買的3檔AI概念股》電子書</li><li>每日盤前選股＋進出場點位</li><li>助理一對一解盤服務</li></ul><p class="red">⚠️ 因名額有限，今日只開放 <span id="n">32</span> 位，額滿即止</p></div>
<a class="line" id="go" href="#">➜ 立即加入LINE免費領取飆股</a>
<div class="card" style="font-size:14px"><b>學員見證</b><p>林小姐（台中）：跟著老師操作兩個月，獲利超過80萬，謝謝助理小美的耐心指導！</p><p>王先生（高雄）：老師推薦的股票真的準，已經推薦給家人了。</p></div>
<p style="font-size:11px;color:#999">本網站內容僅供參考，投資人應獨立判斷。© 2026 明智投資研究社</p></div>
<script>document.getElementById('go').onclick=function(e){e.preventDefault();location.href='https://line.me/ti/p/~chen_stock8899'};</script>`,
    }),
  },
  {
    id: 'n-scam-fake-exchange-withdraw-tax-my',
    label: 'scam',
    kind: 'fake-exchange',
    url: 'https://app.bitmaxglobal-pro.com/#/withdraw',
    body: page({
      lang: 'ms',
      title: 'BitMax Global Pro – Akaun Saya',
      css: `body{margin:0;background:#0b0e11;color:#eaecef;font-family:Arial,sans-serif}.t{display:flex;justify-content:space-between;padding:12px 18px;background:#181a20}.y{color:#f0b90b}
.w{max-width:520px;margin:20px auto;padding:0 14px}.c{background:#1e2329;border-radius:10px;padding:18px;margin-bottom:14px}.big{font-size:30px;font-weight:bold}.btn{background:#f0b90b;color:#000;border:0;padding:12px;border-radius:6px;width:100%;font-weight:bold;font-size:16px}
.al{background:#3a1d1d;border:1px solid #f6465d;color:#ffb4b4;padding:12px;border-radius:8px;font-size:14px}code{background:#000;padding:6px;display:block;word-break:break-all;color:#f0b90b}`,
      body: `<div class="t"><b class="y">BitMax Global PRO</b><span>UID 20477318 · VIP2</span></div>
<div class="w"><div class="c"><div style="color:#848e9c">Jumlah baki aset (USDT)</div><div class="big">186,420.55</div><div style="color:#0ecb81">+ 64,118.20 keuntungan (30 hari)</div></div>
<div class="c"><b>Pengeluaran</b><div id="st" style="margin-top:10px"></div>
<p style="font-size:13px;color:#848e9c">Rangkaian: TRC20 · Alamat dompet: TJx...9fQ (disahkan)</p><button class="btn" id="wd">Keluarkan semua</button></div>
<div class="c" style="font-size:13px;color:#848e9c"><b style="color:#eaecef">Mesej Khidmat Pelanggan</b><p>Kak Mei Ling 🌸: Tahniah! Akaun anda telah mencapai tahap VIP2. Untuk pengeluaran pertama melebihi 50,000 USDT, undang-undang anti pengubahan wang haram memerlukan bayaran cukai keuntungan 20% terlebih dahulu. Selepas bayaran disahkan, dana akan masuk dalam 2 jam.</p></div></div>
<script>
document.getElementById('wd').onclick=function(){document.getElementById('st').innerHTML='<div class="al"><b>Pengeluaran dibekukan.</b> Sila jelaskan cukai keuntungan 20% (<b>12,823.64 USDT</b>) dalam masa <b id="cd">23:59</b> minit, jika tidak akaun akan dibekukan secara kekal dan aset dirampas.<br><br>Hantar ke alamat deposit rasmi (TRC20):<code>TQ7hZ2wPkB1m9LrV4sXy8NcEo3aFgU6dJe</code><br>Selepas pindahan, muat naik tangkapan skrin kepada Khidmat Pelanggan.</div>';var s=1439,e=document.getElementById('cd');setInterval(function(){s--;e.textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000)};
</script>`,
    }),
  },
  {
    id: 'n-scam-celeb-invest-gr',
    label: 'scam',
    kind: 'celeb-invest-ad',
    url: 'https://oikonomia-eidiseis24.gr.newsdesk-hub.com/arthro/4412',
    body: page({
      lang: 'el',
      title: 'Σάλος με τη δήλωση του Κυριάκου Μητσοτάκη: «Κάθε Έλληνας μπορεί να κερδίζει 8.000€ τον μήνα»',
      head: fbqStub('402918337711029'),
      css: `body{margin:0;font-family:Arial,sans-serif;color:#111}.l{background:#003f7f;color:#fff;padding:10px 18px;font:bold 24px Georgia}.w{max-width:720px;margin:auto;padding:14px}h1{font-size:28px}
.f{background:#eef4fb;border:2px solid #003f7f;padding:16px;border-radius:6px}.f input{width:100%;padding:10px;margin:5px 0}.f button{width:100%;padding:13px;background:#0d8a3c;color:#fff;border:0;font-size:17px}`,
      body: `<div class="l">ΟΙΚΟΝΟΜΙΑ 24 | Ειδήσεις</div><div class="w">
<h1>Σάλος με τη δήλωση του πρωθυπουργού: «Κάθε Έλληνας μπορεί να κερδίζει 8.000€ τον μήνα από το σπίτι»</h1><p style="color:#777;font-size:13px">Αθήνα, 25/11/2026 · Συντάκτης: Ν. Παπαδάκης</p>
<p>Σε συνέντευξη που έδωσε στον ΣΚΑΪ, ο πρωθυπουργός αποκάλυψε μια νέα κρατική πρωτοβουλία για την ενίσχυση του εισοδήματος των πολιτών. Η πλατφόρμα <b>Ελληνικό Επενδυτικό Ταμείο AI</b> χρησιμοποιεί τεχνητή νοημοσύνη για να επενδύει σε κρυπτονομίσματα και μετοχές εκ μέρους των πολιτών.</p>
<p>«Με μόλις 250 ευρώ ο καθένας μπορεί να ξεκινήσει», δήλωσε. Η Τράπεζα της Ελλάδος ζήτησε να κατέβει το απόσπασμα, αλλά εμείς το διασώσαμε.</p>
<p>Δοκιμάσαμε την πλατφόρμα: μετά από 10 ημέρες ο λογαριασμός μας είχε <b>3.150€</b>.</p>
<div class="f"><b>Δωρεάν εγγραφή – περιορισμένες θέσεις</b><form class="lead"><input name="onoma" placeholder="Όνομα" required><input name="eponymo" placeholder="Επώνυμο" required><input name="email" placeholder="Email" required><input name="tilefono" placeholder="+30 69..." required><button>ΞΕΚΙΝΗΣΤΕ ΤΩΡΑ</button></form></div>
<p style="font-size:11px;color:#999">© 2026 Οικονομία 24. Όλα τα δικαιώματα διατηρούνται.</p></div>
<script>${leadJs('/api/lead', '/efxaristoume')}</script>`,
    }),
    routes: {
      'oikonomia-eidiseis24.gr.newsdesk-hub.com/api/lead': jsonRoute({ ok: true, redirect: '/efxaristoume' }),
      'oikonomia-eidiseis24.gr.newsdesk-hub.com/efxaristoume': htmlRoute(page({ lang: 'el', title: 'Ευχαριστούμε', body: '<main><h2>Ευχαριστούμε!</h2><p>Ένας σύμβουλος θα σας καλέσει σύντομα για την πρώτη κατάθεση των 250€.</p></main>' })),
    },
  },
  {
    id: 'n-scam-crypto-live-doubler-x',
    label: 'scam',
    kind: 'crypto-giveaway',
    url: 'https://live-tesla-event.net/btc',
    body: page({
      lang: 'en',
      title: 'LIVE: Elon Musk — Special Crypto Event | 5,000 BTC Giveaway',
      css: `body{margin:0;background:#0f0f0f;color:#fff;font-family:Roboto,Arial,sans-serif}.v{position:relative;background:#222;height:340px;display:flex;align-items:center;justify-content:center;font-size:22px}.live{position:absolute;top:12px;left:12px;background:#c00;padding:2px 8px;font-size:13px}
.w{max-width:900px;margin:auto;padding:14px}.ad{background:#1d1d1d;border-radius:10px;padding:18px;margin:14px 0}code{display:block;background:#000;color:#f7931a;padding:10px;border-radius:6px;font-size:15px;word-break:break-all}
.tx{font-family:monospace;font-size:13px}.tx div{padding:4px 0;border-bottom:1px solid #333}.g{color:#2ecc71}`,
      body: `<div class="w"><div class="v"><span class="live">● LIVE</span>Elon Musk & Michael Saylor: The Future of Bitcoin — watching now: <b id="vw">&nbsp;91,204</b></div>
<div class="ad"><h2>🎉 5,000 BTC & 50,000 ETH Giveaway</h2><p>To celebrate the launch of the X Money crypto wallet, we are giving back to the community. Send any amount between <b>0.01 BTC</b> and <b>20 BTC</b> to the address below and receive <b>2X back</b> immediately. Only one participation per wallet.</p>
<p>Example: send 0.1 BTC → get 0.2 BTC back · send 1 BTC → get 2 BTC back</p><code>bc1qm4n7x2ht5yq0e8s3d9lw6rkv2jfz4cau8pe7gx</code>
<p style="font-size:13px">Giveaway ends in <b id="c">29:59</b>. Remaining: <b>3,118.6 BTC</b></p></div>
<div class="ad"><b>Live transactions</b><div class="tx" id="tx"></div></div></div>
<script>var tx=document.getElementById('tx');function add(){var a=(Math.random()*3).toFixed(3);var d=document.createElement('div');d.innerHTML='bc1q'+Math.random().toString(36).slice(2,12)+'… sent '+a+' BTC → <span class="g">received '+(a*2).toFixed(3)+' BTC ✔</span>';tx.prepend(d);if(tx.children.length>8)tx.lastChild.remove()}setInterval(add,2500);add();add();</script>${countdown('c', 1799)}`,
    }),
  },
];
