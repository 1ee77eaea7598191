import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cardFields, cardJs, doc, mobileCss, siteCss } from '../parts/zu-kit.js';
import { apk, fileRoute, jsRoute, jsonRoute, pe } from '../parts/e-bin.js';

const art = (o: { title: string; lang?: string; dir?: 'rtl'; site: string; accent: string; body: string }): string =>
  doc({ title: o.title, lang: o.lang, dir: o.dir, css: siteCss(o.accent), body: `<div class="bar"><div class="in"><span class="logo">${o.site}</span></div></div><div class="content"><article>${o.body}</article></div><div class="sitefoot"><div class="in">© 2025 ${o.site}</div></div>` });

export const entries: Entry[] = [
{
  id: 'zu-clean-news-ke-mpesa-fraud',
  label: 'clean',
  kind: 'news-quoting-lures',
  url: 'https://www.nation-digital.co.ke/business/how-fraudsters-use-fake-mpesa-reversal-sites-4810022',
  body: art({ title: 'How fraudsters use fake M-Pesa reversal sites', site: 'Nation Digital', accent: '#0b3d91', body: `<h1>How fraudsters use fake M-Pesa reversal sites to empty wallets</h1><p>Victims receive a message such as:</p><blockquote>SFK7H2L9QP Confirmed. Ksh4,500.00 received from... Sorry I sent by mistake, please reverse via mpesa-reversal[.]co[.]ke-support[.]top</blockquote><p>The site asks for the M-PESA PIN and ID number. "Safaricom will never ask for your PIN. Reversals are done by forwarding the message to 456," said a Safaricom spokesperson. The DCI has arrested 14 suspects in Kirinyaga linked to SIM-swap and fake-reversal rings.</p><p>Loan apps distributed as APK files outside Google Play are another growing threat, the Central Bank of Kenya warns; only licensed Digital Credit Providers may lend.</p>` }),
},
{
  id: 'zu-clean-cyberpolice-ua-olx',
  label: 'clean',
  kind: 'gov-advisory',
  url: 'https://cyberpolice.gov.ua/news/shaxrai-na-olx-dostavka-2025/',
  body: art({ title: 'Шахраї на OLX: як розпізнати фейкову «OLX доставку»', lang: 'uk', site: 'Кіберполіція України', accent: '#0057b7', body: `<h1>Шахраї на OLX: фейкові сторінки «отримання оплати»</h1><p>Зловмисники пишуть продавцям у месенджери та надсилають посилання на кшталт <code>olx-pl.bezpieczna-przesylka[.]eu</code> або <code>olx-ua.dostavka-pay[.]com</code>. На сторінці просять ввести номер картки, CVV та баланс «для зарахування коштів».</p><p>Пам'ятайте: для отримання переказу достатньо лише номера картки. Ніколи не вводьте CVV-код, ПІН чи коди з SMS. Повідомити про шахрайство: <a href="https://ticket.cyberpolice.gov.ua">ticket.cyberpolice.gov.ua</a>.</p>` }),
},
{
  id: 'zu-clean-anydesk-download',
  label: 'clean',
  kind: 'official-installer-download',
  url: 'https://anydesk.com/ar/downloads/windows',
  body: doc({ title: 'Download AnyDesk for Windows', css: siteCss('#ef443b'), body: `<div class="bar"><div class="in"><span class="logo">AnyDesk</span></div></div><div class="content"><h1>AnyDesk for Windows</h1><p>Thank you for downloading AnyDesk. Your download will start shortly. <a href="/downloads/AnyDesk.exe">Click here</a> if it doesn't.</p><div class="panel"><h3>Beware of scammers</h3><p>Never give remote access to people who call you unexpectedly claiming to be from your bank, mobile operator or Microsoft.</p></div></div><script>setTimeout(function(){location.href="/downloads/AnyDesk.exe"},1500)</script>` }),
  routes: { 'anydesk.com/downloads/AnyDesk.exe': fileRoute(pe({ strings: ['AnyDesk Software GmbH', 'philandro Software GmbH'] }), 'application/octet-stream', 'AnyDesk.exe') },
},
{
  id: 'zu-clean-parked-domain',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://www.kazakh-tours-online.kz/',
  body: doc({ title: 'kazakh-tours-online.kz - This domain may be for sale', css: 'body{font-family:Arial;background:#f7f7f7;text-align:center}.b{max-width:700px;margin:60px auto;background:#fff;padding:30px}a.r{display:block;padding:10px;border-bottom:1px solid #eee;color:#1a0dab}',
    body: `<div class="b"><h1>kazakh-tours-online.kz</h1><p>This domain may be for sale. <a href="https://www.sedo.com/search/details/?domain=kazakh-tours-online.kz">Make an offer</a></p><h3>Related searches</h3><a class="r" href="/lander?q=almaty+tours">Almaty Tours</a><a class="r" href="/lander?q=charyn+canyon">Charyn Canyon Trips</a><a class="r" href="/lander?q=cheap+flights+astana">Cheap Flights Astana</a></div>` }),
},
{
  id: 'zu-clean-shortlink-turkcell-campaign',
  label: 'clean',
  kind: 'benign-shortener',
  url: 'https://tcell.li/Kmp25',
  routes: {
    'tcell.li/Kmp25': redirectRoute(301, 'https://www.turkcell.com.tr/kampanyalar/faturali-hat/yeni-hat-kampanyasi?utm_source=sms&utm_campaign=kmp25'),
    'www.turkcell.com.tr/kampanyalar/faturali-hat/yeni-hat-kampanyasi': htmlRoute(doc({ title: 'Yeni Hat Kampanyası | Turkcell', lang: 'tr', css: siteCss('#1a3d7c'), body: `<div class="bar"><div class="in"><span class="logo">turkcell</span></div></div><div class="content"><h1>Faturalı hatta geçene 12 ay boyunca 20 GB hediye</h1><p>Kampanya 31.03.2025 tarihine kadar geçerlidir. Başvuru Turkcell mağazalarından, Hesabım uygulamasından veya 532'den yapılabilir.</p><h3>Kampanya koşulları</h3><ol><li>Kampanyadan yeni faturalı hat alan bireysel aboneler faydalanabilir.</li><li>Hediye GB'lar her ay otomatik tanımlanır; kart veya şifre bilgisi istenmez.</li></ol></div>` })),
  },
},
{
  id: 'zu-clean-vodafone-eg-support-numbers',
  label: 'clean',
  kind: 'support-page-phone',
  url: 'https://web.vodafone.com.eg/ar/contact-us',
  body: doc({ title: 'اتصل بنا | فودافون مصر', lang: 'ar', dir: 'rtl', css: siteCss('#e60000') + 'body{font-family:Tahoma}',
    body: `<div class="bar"><div class="in"><span class="logo">Vodafone</span></div></div><div class="content"><h1>اتصل بنا</h1><table><tr><td>خدمة العملاء من موبايل فودافون</td><td><b>888</b></td></tr><tr><td>من أي خط آخر</td><td><b>16888</b></td></tr><tr><td>فودافون كاش</td><td><b>7001</b></td></tr></table><div class="panel"><h3>احذر من الاحتيال</h3><p>فودافون لا تطلب الرقم السري لمحفظة فودافون كاش أبداً، ولا ترسل روابط لاستلام هدايا أو رصيد مجاني.</p></div></div>` }),
},
{
  id: 'zu-clean-redcross-ke-donate',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.redcross.or.ke/donate/drought-appeal-2025',
  body: doc({ title: 'Donate | Kenya Red Cross', css: siteCss('#c8102e'),
    body: `<div class="bar"><div class="in"><span class="logo">Kenya Red Cross</span></div></div><div class="content"><div class="grid"><div class="panel"><h2>Support drought response in Northern Kenya</h2><form method="post" action="/donate/card"><label>Amount (Ksh)</label><select name="amt"><option>1,000</option><option>2,500</option><option>5,000</option></select><label>Email for receipt</label><input name="email">${cardFields({ num: 'Card number', exp: 'Expiry', cvv: 'CVV', name: 'Name on card' })}<button>Donate</button></form></div><div class="panel"><h3>M-PESA</h3><p>Paybill <b>10000</b>, Account: <b>Drought</b></p><p>Kenya Red Cross Society is established under Cap 256 of the Laws of Kenya. Annual reports are published on this site.</p></div></div></div>${cardJs}` }),
},
{
  id: 'zu-clean-isyatirim-hesap-ac',
  label: 'clean',
  kind: 'licensed-investment',
  url: 'https://www.isyatirim.com.tr/tr-tr/hesap-acilisi',
  body: doc({ title: 'Uzaktan Hesap Açılışı | İş Yatırım', lang: 'tr', css: siteCss('#0b3e7e'),
    body: `<div class="bar"><div class="in"><span class="logo">İş Yatırım</span></div></div><div class="content"><div class="grid"><div><h1>Görüntülü görüşme ile hesap açın</h1><p>Hisse senedi, VİOP, yatırım fonları ve eurobond işlemleri için dakikalar içinde yatırım hesabı açın. Kaldıraçlı işlemler yüksek risk içerir; geçmiş performans gelecek getirinin göstergesi değildir.</p><p class="muted">İş Yatırım Menkul Değerler A.Ş. SPK ve Borsa İstanbul üyesidir. MKK ve Yatırımcı Tazmin Merkezi güvencesi.</p></div><div class="panel"><form method="post" action="/tr-tr/hesap-acilisi/basla"><label>T.C. Kimlik No</label><input name="tckn"><label>Cep Telefonu</label><input name="gsm"><label>E-posta</label><input name="email"><label><input type="checkbox" style="width:auto"> Aydınlatma metnini okudum</label><button>Başvuruya Başla</button></form></div></div></div>` }),
},
{
  id: 'zu-clean-stonfi-ton-dex',
  label: 'clean',
  kind: 'legit-dapp',
  url: 'https://app.ston.fi/swap?ft=TON&tt=USDT',
  body: doc({ title: 'STON.fi — Swap', css: 'body{background:#0f0f10;color:#fff;font-family:Inter,Arial}.c{max-width:420px;margin:60px auto;background:#1b1b1d;border-radius:16px;padding:20px}input{width:100%;padding:12px;background:#262629;border:0;color:#fff;border-radius:10px;margin:8px 0}button{width:100%;padding:14px;background:#0098ea;color:#fff;border:0;border-radius:12px}',
    head: '<script src="/assets/tonconnect-ui.js"></script>',
    body: `<div class="c"><h2>Swap</h2><label>You pay</label><input id="a" value="10" inputmode="decimal"> TON<label>You receive</label><input id="b" readonly> USDT<p style="font-size:12px;color:#999">Slippage 1% · Price impact &lt;0.01% · Route: TON → USDT (v2 pool)</p><button id="cw">Connect wallet</button></div>
<script>var rate=3.41;function q(){document.getElementById("b").value=(parseFloat(document.getElementById("a").value||"0")*rate).toFixed(2)}q();document.getElementById("a").oninput=q;
var ui=new TON_CONNECT_UI.TonConnectUI({manifestUrl:"https://app.ston.fi/tonconnect-manifest.json"});document.getElementById("cw").onclick=function(){ui.openModal()};</script>` }),
  routes: { 'app.ston.fi/assets/tonconnect-ui.js': jsRoute('window.TON_CONNECT_UI={TonConnectUI:function(){this.openModal=function(){return Promise.resolve()}}};') },
},
{
  id: 'zu-clean-hepsiburada-checkout',
  label: 'clean',
  kind: 'marketplace-checkout',
  url: 'https://checkout.hepsiburada.com/odeme',
  body: doc({ title: 'Ödeme | Hepsiburada', lang: 'tr', css: siteCss('#ff6000'),
    body: `<div class="bar"><div class="in"><span class="logo">hepsiburada</span><span>Güvenli Ödeme</span></div></div><div class="content"><div class="grid"><div class="panel"><h2>Kart ile öde</h2><form method="post" action="/odeme/tamamla">${cardFields({ num: 'Kart numarası', exp: 'Son kullanma tarihi', cvv: 'CVV', name: 'Kart üzerindeki isim' })}<label>Taksit</label><select name="taksit"><option>Tek çekim</option><option>3 taksit</option><option>6 taksit</option></select><button>Siparişi onayla</button></form><p class="muted">3D Secure ile bankanızın onay sayfasına yönlendirileceksiniz.</p></div><div class="panel"><h3>Sipariş özeti</h3><p>Philips Airfryer XXL — 1.249,90 TL</p><p>Kargo: Bedava</p><p><b>Toplam: 1.249,90 TL</b></p></div></div></div>${cardJs}` }),
},
{
  id: 'zu-clean-beeline-kz-topup',
  label: 'clean',
  kind: 'carrier-own-payment',
  url: 'https://beeline.kz/ru/payment',
  body: doc({ title: 'Пополнить баланс — Beeline Казахстан', lang: 'ru', css: mobileCss('#ffc000') + 'header.top{color:#000}',
    body: `<header class="top"><span class="brand">beeline</span></header><main class="wrap"><div class="card"><h2>Пополнение баланса картой</h2><form method="post" action="/ru/payment/process"><label>Номер телефона</label><input name="msisdn" value="+7 7"><label>Сумма, ₸</label><input name="amount" value="2000">${cardFields({ num: 'Номер карты', exp: 'ММ/ГГ', cvv: 'CVC' })}<button>Оплатить</button></form><p class="muted">Комиссия 0%. Платёж проходит через процессинг банка с 3-D Secure.</p></div></main>${cardJs}` }),
},
{
  id: 'zu-clean-bayt-job-listing',
  label: 'clean',
  kind: 'job-portal',
  url: 'https://www.bayt.com/en/uae/jobs/customer-service-agent-dubai-airport-4918822/',
  body: doc({ title: 'Customer Service Agent - Dubai | Bayt.com', css: siteCss('#1b75bb'),
    body: `<div class="bar"><div class="in"><span class="logo">bayt.com</span></div></div><div class="content"><h1>Customer Service Agent</h1><p>dnata · Dubai, UAE · Posted 3 days ago</p><p>Full-time. Provide check-in and boarding services to passengers at DXB. Requirements: high school diploma, fluent English, Arabic an advantage.</p><p><a class="btn" href="/en/login/?next=apply/4918822">Apply now</a></p><div class="panel"><h3>Safety tip</h3><p>Legitimate employers never ask candidates to pay for visas, medicals or training. Report any job that asks for money.</p></div></div>` }),
},
];
