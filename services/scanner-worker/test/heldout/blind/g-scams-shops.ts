import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { baseCss, cookieBar, dataLayer, doc, footer, pixelStub } from '../parts/g-kit.js';

const grid = (items: [string, string, string][], cur: string) =>
  items.map(([n, old, now]) => `<div class="it"><div class="im"></div><p>${n}</p><p><s>${old} ${cur}</s> <b>${now} ${cur}</b></p><button class="add">In den Warenkorb</button></div>`).join('');
export const entries: Entry[] = [
  // German closing-down sale shop, Vorkasse only
  {
    id: 'g-scam-de-raeumungsverkauf-vorkasse-gartenmoebel',
    label: 'scam',
    kind: 'fake-shop',
    url: 'https://www.gartenmoebel-lagerverkauf-24.de/sale/',
    body: doc({
      lang: 'de',
      title: 'RÄUMUNGSVERKAUF – Wir schließen! Bis zu 80% auf alle Gartenmöbel | Gartenmöbel Lagerverkauf 24',
      css: `${baseCss} .bar{background:#b91c1c;color:#fff;text-align:center;padding:8px;font-weight:700}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:18px;padding:20px 0}.it{border:1px solid #e5e7eb;border-radius:6px;padding:10px}.im{height:150px;background:#d9e4d0}.it b{color:#b91c1c;font-size:18px}.add{background:#365314;color:#fff;border:0;padding:8px;width:100%}.pay{background:#f9fafb;border:1px solid #e5e7eb;padding:14px}`,
      head: dataLayer('G-GML24RV'),
      body: `<div class="bar">⚠ GESCHÄFTSAUFGABE – ALLES MUSS RAUS! Nur noch bis Sonntag. Kostenloser Versand ab 0 €</div>
<header class="top"><div class="wrap"><b style="color:#365314;font-size:20px">🌿 Gartenmöbel Lagerverkauf 24</b><nav><a href="#">Lounge-Sets</a><a href="#">Sonnenschirme</a><a href="#">Grills</a><a href="#">Pavillons</a><a href="#">🛒 (0)</a></nav></div></header>
<div class="wrap"><h1>Räumungsverkauf: bis zu -80%</h1><p>Nach 27 Jahren schließen wir unser Lager in Bielefeld. Alle Restbestände werden zu Einkaufspreisen abverkauft.</p>
<div class="g">${grid(
        [
          ['Polyrattan Lounge-Set „Marbella“ 7-tlg.', '1.899,00', '289,00'],
          ['Weber Genesis E-435 Gasgrill', '1.499,00', '249,00'],
          ['Ampelschirm 3,5 m mit LED', '649,00', '89,00'],
          ['Teak Gartentisch 220 cm', '1.290,00', '179,00'],
          ['Strandkorb Ostsee XL', '1.590,00', '229,00'],
          ['Alu-Pavillon 4x3 m', '899,00', '119,00'],
        ],
        '€',
      )}</div>
<div class="pay"><h3>Zahlung &amp; Versand</h3><p>Aufgrund der Geschäftsaufgabe können wir <b>ausschließlich Vorkasse per Überweisung</b> anbieten (PayPal und Kreditkarte sind leider deaktiviert). Bei Zahlung innerhalb von 24 Std. erhalten Sie zusätzlich 5 % Skonto.</p><p>Empfänger: Lagerverkauf GmbH i.L.<br>IBAN: LT41 3250 0247 1190 5521<br>BIC: REVOLT21<br>Verwendungszweck: Ihre Bestellnummer</p><p>Lieferzeit: 3–5 Werktage per Spedition.</p></div></div>
${footer({ Service: ['Kontakt', 'Versand', 'Widerruf', 'FAQ'], Rechtliches: ['Impressum', 'AGB', 'Datenschutz'] }, '© 2025 Gartenmöbel Lagerverkauf 24 · Inh. M. Hoffmann · Industriestr. 12, 33609 Bielefeld · USt-IdNr. DE318XXXXXX')}
${cookieBar('Wir verwenden Cookies für ein optimales Einkaufserlebnis.', 'OK')}`,
    }),
  },
  // Brazilian Black Friday shop, PIX only with generated QR
  {
    id: 'g-scam-br-loja-black-friday-pix-somente',
    label: 'scam',
    kind: 'fake-shop',
    url: 'https://www.magazinedasofertas-oficial.com.br/checkout/pix?pedido=884210',
    body: doc({
      lang: 'pt-BR',
      title: 'Finalizar pedido - Magazine das Ofertas | Black Friday',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f2f2f2}.h{background:#0086ff;color:#fff;padding:14px 24px;font-weight:bold;font-size:20px}.c{max-width:560px;margin:20px auto;background:#fff;padding:20px;border-radius:8px}.qr{width:180px;height:180px;margin:10px auto;background:repeating-linear-gradient(45deg,#000 0 6px,#fff 6px 12px)}.cp{font-family:monospace;font-size:12px;background:#f6f6f6;padding:10px;word-break:break-all}.t{color:#e11d48;font-weight:bold}.it{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:6px 0}`,
      body: `<div class="h">Magazine das Ofertas 🛍 Black Friday</div>
<div class="c"><h2>Pedido nº 884210 reservado!</h2>
<div class="it"><span>Smart TV Samsung 65" Crystal UHD 4K</span><span><s>R$ 4.299</s> R$ 699,90</span></div>
<div class="it"><span>Air Fryer Mondial 5L</span><span><s>R$ 599</s> R$ 89,90</span></div>
<div class="it"><span>Frete</span><span>GRÁTIS</span></div>
<div class="it"><b>Total</b><b>R$ 789,80</b></div>
<p>Pagamento <b>somente via PIX</b> (desconto exclusivo Black Friday). O pedido será cancelado se o pagamento não for identificado em <span class="t" id="t">10:00</span>.</p>
<div class="qr"></div><div class="cp" id="cp">00020126360014BR.GOV.BCB.PIX0114+5511987650021520400005303986540678.805802BR5924COMERCIO DIGITAL EIRELI6009SAO PAULO62140510PED8842106304B2C1</div>
<button onclick="navigator.clipboard.writeText(document.getElementById('cp').textContent);this.textContent='Copiado ✔'" style="width:100%;padding:12px;background:#32bcad;color:#fff;border:0;border-radius:6px;margin-top:8px">Copiar código PIX</button>
<p style="font-size:12px;color:#888">CNPJ 41.XXX.XXX/0001-XX · Beneficiário: Comercio Digital Eireli · Compra 100% segura</p></div>
<script>var s=600;setInterval(function(){s=Math.max(0,s-1);document.getElementById('t').textContent=String(Math.floor(s/60)).padStart(2,'0')+':'+String(s%60).padStart(2,'0')},1000)</script>`,
    }),
  },
  // Japanese brand outlet fake shop, bank transfer to personal name
  {
    id: 'g-scam-ja-brand-gekiyasu-furikomi',
    label: 'scam',
    kind: 'fake-shop',
    url: 'https://www.nihon-brand-outlet.shop/products/north-down-jacket-970',
    body: doc({
      lang: 'ja',
      title: '【最大90%OFF】ザ・ノース・フェイス ヌプシジャケット 正規品 激安通販 - 公式アウトレット',
      css: `body{margin:0;font-family:'MS PGothic',Meiryo,sans-serif;color:#333}.hd{background:#000;color:#fff;padding:10px 20px}.m{max-width:960px;margin:0 auto;display:flex;gap:24px;padding:20px}.im{width:420px;height:420px;background:#ccc}.p{color:#d00;font-size:28px;font-weight:bold}.note{font-size:13px;background:#fffbe6;border:1px solid #f0d000;padding:10px}table{border-collapse:collapse;font-size:13px}td{border:1px solid #ddd;padding:4px 8px}`,
      body: `<div class="hd">ブランド公式アウトレット｜全品送料無料・代引き不可</div>
<div class="m"><div class="im"></div><div><h1 style="font-size:20px">THE NORTH FACE ヌプシジャケット ND92335 正規品 新品 メンズ レディース</h1><p>通常価格：<s>¥38,500</s></p><p class="p">¥3,980（税込）</p><p>在庫：残りわずか</p>
<table><tr><td>サイズ</td><td>S / M / L / XL</td></tr><tr><td>カラー</td><td>ブラック / ニュートープ</td></tr></table>
<div class="note">■お支払い方法：<b>銀行振込のみ</b><br>三井住友銀行 新宿支店 普通 7741102<br>口座名義：チン シャオメイ<br>ご注文後24時間以内にお振込みください。入金確認後に発送いたします。<br>※お振込み手数料はお客様負担となります。</div>
<p><button style="background:#d00;color:#fff;border:0;padding:12px 40px;font-size:16px">カートに入れる</button></p></div></div>
<p style="text-align:center;font-size:12px">会社名：株式会社ブランドアウトレット｜住所：東京都新宿区西新宿2-8-1｜メール：support@nihon-brand-outlet.shop</p>`,
    }),
  },
  // Thai parcel "redelivery fee" via PromptPay to a personal account
  {
    id: 'g-scam-th-pasadu-kha-song-mai-promptpay',
    label: 'scam',
    kind: 'parcel-fee',
    url: 'https://thpost-redelivery.com/track/EF582219037TH',
    body: doc({
      lang: 'th',
      title: 'ไปรษณีย์ไทย - พัสดุของคุณถูกระงับ',
      css: `body{margin:0;font-family:Tahoma,sans-serif;background:#f5f5f5}.h{background:#e4032e;color:#fff;padding:12px 20px;font-weight:bold}.c{max-width:520px;margin:20px auto;background:#fff;border-radius:8px;padding:20px}.st{border-left:3px solid #e4032e;padding-left:10px;margin:8px 0;font-size:14px}.qr{width:160px;height:160px;margin:10px auto;background:repeating-linear-gradient(90deg,#113566 0 5px,#fff 5px 10px)}.b{background:#113566;color:#fff;border:0;width:100%;padding:12px;border-radius:6px}`,
      body: `<div class="h">THAILAND POST · ไปรษณีย์ไทย</div>
<div class="c"><h3>หมายเลขพัสดุ: EF582219037TH</h3>
<div class="st">✔ รับฝาก — ศูนย์ไปรษณีย์หลักสี่</div><div class="st">✔ ถึงที่ทำการปลายทาง</div><div class="st" style="color:#e4032e">✖ นำจ่ายไม่สำเร็จ — ที่อยู่ไม่ครบถ้วน</div>
<p>พัสดุของท่านถูกระงับไว้ที่คลังสินค้า กรุณาชำระ <b>ค่าจัดส่งใหม่ 32 บาท</b> ภายใน 24 ชั่วโมง มิฉะนั้นพัสดุจะถูกส่งคืนผู้ส่ง</p>
<p>สแกน QR พร้อมเพย์ หรือโอนไปที่:</p><div class="qr"></div>
<p style="text-align:center">พร้อมเพย์: <b>089-441-2297</b><br>ชื่อบัญชี: นาย สมชาย ใจดี</p>
<form action="/track/confirm" method="post"><input name="addr" placeholder="ที่อยู่จัดส่งใหม่" style="width:100%;padding:10px;margin:4px 0"><input name="phone" placeholder="เบอร์โทรศัพท์" style="width:100%;padding:10px;margin:4px 0"><button class="b">ยืนยันการชำระเงิน</button></form>
<p style="font-size:11px;color:#888">© 2025 บริษัท ไปรษณีย์ไทย จำกัด สงวนลิขสิทธิ์</p></div>`,
    }),
  },
  // Arabic fake charity collecting to crypto and a personal account
  {
    id: 'g-scam-ar-tabarru-ighatha-usdt',
    label: 'scam',
    kind: 'fake-charity',
    url: 'https://aghitha-alatfal-relief.org/ar/donate',
    body: doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'حملة إغاثة الأطفال العاجلة - تبرع الآن',
      css: `body{margin:0;font-family:Tahoma,Arial,sans-serif;background:#fff;color:#222}.h{background:#7f1d1d;color:#fff;padding:16px 24px;font-size:20px}.c{max-width:720px;margin:0 auto;padding:20px}.img{height:240px;background:#aaa;border-radius:6px}.pr{height:14px;background:#eee;border-radius:7px}.pr i{display:block;height:100%;width:38%;background:#16a34a;border-radius:7px}.amt button{padding:10px 16px;margin:4px;border:1px solid #16a34a;background:#fff;border-radius:6px}.acc{background:#f0fdf4;border:1px solid #86efac;padding:12px;border-radius:6px;direction:ltr;text-align:left;font-family:monospace}`,
      body: `<div class="h">حملة إغاثة الأطفال العاجلة 🤲</div>
<div class="c"><div class="img"></div><h1>أطفال بلا مأوى ولا طعام… تبرعك اليوم ينقذ حياة</h1>
<p>قال رسول الله ﷺ: «ما نقص مال من صدقة». نوصل تبرعاتكم مباشرة إلى العائلات المتضررة عبر متطوعينا على الأرض. كل ٥٠ دولاراً توفر سلة غذائية لعائلة لمدة شهر.</p>
<p>تم جمع <b>١٤٢٬٣٠٠ $</b> من أصل ٣٧٥٬٠٠٠ $</p><div class="pr"><i></i></div>
<div class="amt"><button>٢٥ $</button><button>٥٠ $</button><button>١٠٠ $</button><button>٥٠٠ $</button></div>
<h3>طرق التبرع</h3><p>نظراً لإغلاق الحسابات البنكية للجمعيات، نقبل التبرعات حالياً عبر:</p>
<div class="acc">USDT (TRC20): TXk2nM8pQ4rV6sW1yZ3aB5cD7eF9gH2jKq<br>BTC: bc1q9hz4v2m8x7c6k3l0p5n1r8t2w4y6u9a3s7d5f<br>Western Union / MoneyGram: Receiver — Khaled M. Saleh, Istanbul</div>
<p>بعد التحويل أرسل الإيصال عبر واتساب <span style="direction:ltr;display:inline-block">+90 552 118 44 07</span> لنرسل لك شهادة التبرع.</p>
<p style="font-size:12px;color:#777">جمعية إغاثة الأطفال — مسجلة تحت رقم ٤٤١٢ · جميع التبرعات تذهب ١٠٠٪ للمستفيدين</p></div>`,
    }),
  },
  // German rental deposit scam: owner abroad, deposit via transfer before viewing
  {
    id: 'g-scam-de-wohnung-kaution-vorab-airbnb-schluessel',
    label: 'scam',
    kind: 'rental-deposit',
    url: 'https://wohnung-muenchen-schwabing.immo-direkt-vermietung.de/expose/4471',
    body: doc({
      lang: 'de',
      title: 'Helle 3-Zimmer-Wohnung in Schwabing, 82 m², 890 € warm – Exposé 4471',
      css: `${baseCss} .g{display:grid;grid-template-columns:2fr 1fr;gap:24px;padding:20px 0}.im{height:300px;background:#cbd5e1}.fact td{padding:6px 12px;border-bottom:1px solid #eee}.side{background:#f8fafc;border:1px solid #e2e8f0;padding:16px;border-radius:8px}`,
      body: `<header class="top"><div class="wrap"><b>Immo Direkt Vermietung</b><nav><a href="#">Mieten</a><a href="#">Kaufen</a><a href="#">Kontakt</a></nav></div></header>
<div class="wrap g"><div><div class="im"></div><h1>Helle 3-Zimmer-Altbauwohnung mit Balkon, Schwabing-West</h1>
<table class="fact"><tr><td>Warmmiete</td><td><b>890 €</b></td></tr><tr><td>Kaution</td><td>2 Monatsmieten (1.780 €)</td></tr><tr><td>Wohnfläche</td><td>82 m²</td></tr><tr><td>Bezugsfrei</td><td>sofort</td></tr></table>
<h3>Nachricht der Vermieterin</h3><p>Guten Tag, ich heiße Dr. Ingrid Baumann und arbeite seit letztem Jahr als Ärztin in Edinburgh, deshalb vermiete ich meine Wohnung. Mir ist wichtig, dass die Wohnung in gute Hände kommt, der Preis ist nicht so wichtig. Da ich nicht in Deutschland bin, läuft die Übergabe über Airbnb-Treuhandservice: Sie überweisen Kaution + erste Miete (2.670 €) auf das Treuhandkonto, Airbnb schickt Ihnen den Schlüssel per DHL. Wenn Ihnen die Wohnung nicht gefällt, bekommen Sie das Geld innerhalb von 48 Stunden zurück.</p>
<p>Bitte schicken Sie mir eine Kopie Ihres Personalausweises und Ihre Telefonnummer an ingrid.baumann.vermietung@gmail.com.</p></div>
<div class="side"><h3>Treuhand-Zahlung</h3><p>Empfänger: Airbnb Payments Escrow<br>IBAN: GB33 REVO 0099 7031 4412 08<br>Verwendungszweck: Expose 4471 Baumann</p><p style="font-size:12px;color:#555">Besichtigung nach Zahlungseingang möglich. Es gibt bereits viele Interessenten.</p></div></div>
${footer({ Service: ['Impressum', 'Datenschutz'] }, '© 2025 Immo Direkt Vermietung')}`,
    }),
  },
  // English sextortion page with a bitcoin address and countdown
  {
    id: 'g-scam-en-sextortion-webcam-btc-deadline',
    label: 'scam',
    kind: 'sextortion',
    url: 'https://case-88213.private-notice.net/view?id=c8f2a91e',
    body: doc({
      lang: 'en',
      title: 'Private notice #88213',
      css: `body{background:#0a0a0a;color:#ddd;font-family:Consolas,monospace;margin:0}.c{max-width:720px;margin:40px auto;padding:20px;border:1px solid #333}.r{color:#ef4444}.a{background:#111;padding:10px;border:1px dashed #666;word-break:break-all}`,
      body: `<div class="c"><p class="r">READ CAREFULLY. THIS MESSAGE IS FOR YOU ONLY.</p>
<p>Hello. I am a hacker who got access to your device a few months ago through a router vulnerability. Since then I have been monitoring everything: your browsing history, messages, contacts and your webcam.</p>
<p>I recorded a split-screen video: on one half the adult website you were watching, on the other half you, through your camera. I also have the list of all your contacts, email and social networks.</p>
<p>If you want me to delete everything, send <b>$1450 in Bitcoin (BTC)</b> to this wallet:</p>
<p class="a">bc1q7r3f9kx2mz8wqh5t0jv6pe4lc9na3y2dsu8g0k</p>
<p>You have <b class="r" id="t">48:00:00</b> from the moment you opened this page. I have a pixel on this page, so I know you have read it. If I do not receive the payment, the video will be sent to all your contacts and uploaded publicly.</p>
<p>Do not reply and do not contact the police — I will know. Buy Bitcoin on any exchange (Coinbase, Binance, Kraken) or ATM.</p></div>
<script>var e=Date.now()+172800000;setInterval(function(){var s=Math.max(0,(e-Date.now())/1000|0);document.getElementById('t').textContent=[s/3600|0,(s%3600)/60|0,s%60].map(function(v){return String(v).padStart(2,'0')}).join(':')},1000)</script>`,
    }),
  },
];

