import type { Entry } from '../entry.js';
import { doc, gtagStub, pixelStub, logoRoutes, cookieBar, countdown, purchaseToasts, footer, floatChat, reviews, jsRoute, jsonRoute } from '../parts/k-parts.js';

const plainCss = `body{margin:0;font-family:system-ui,Segoe UI,Arial,sans-serif;color:#1f2937}header{display:flex;justify-content:space-between;align-items:center;padding:14px 30px;border-bottom:1px solid #e5e7eb}header a{margin-left:16px;color:#374151;text-decoration:none;font-size:14px}main{max-width:920px;margin:0 auto;padding:24px}.box{border:1px solid #e5e7eb;border-radius:8px;padding:18px;margin:14px 0}.btn{background:#2563eb;color:#fff;border-radius:6px;padding:11px 20px;text-decoration:none;display:inline-block;border:0;cursor:pointer}table{border-collapse:collapse;width:100%}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left}.muted{color:#6b7280;font-size:13px}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:16px}.card{border:1px solid #e5e7eb;border-radius:8px;padding:12px}.card .ph{height:130px;background:#f3f4f6;border-radius:6px}`;

export const entries: Entry[] = [
  {
  id: 'k-scam-crypto-giveaway-live-stream-es',
  label: 'scam',
  kind: 'crypto-giveaway',
  url: 'https://live-sorteo-bitcoin2026.com/es/directo',
  body: doc({
    title: '🔴 EN DIRECTO: Sorteo de 2.000 BTC – Evento oficial',
    lang: 'es',
    css: `body{margin:0;background:#0f0f0f;color:#fff;font-family:Roboto,Arial,sans-serif}.v{max-width:900px;margin:20px auto}.player{height:420px;background:#222;display:flex;align-items:center;justify-content:center;font-size:22px;position:relative}.live{position:absolute;top:10px;left:10px;background:#f00;padding:3px 8px;font-size:13px}.q{background:#181818;padding:16px;margin-top:14px;border-radius:8px}code{background:#333;padding:6px;display:block;margin:6px 0;font-size:16px}.chat{background:#181818;height:180px;overflow:hidden;padding:10px;font-size:13px;margin-top:12px}`,
    body: `<div class="v"><div class="player"><span class="live">● EN DIRECTO</span>Conferencia: El futuro de Bitcoin y las finanzas descentralizadas</div>
<h2>Sorteo especial: 2.000 BTC para la comunidad hispanohablante</h2><p>👁 48.211 espectadores</p>
<div class="q" id="q"><p>Cargando dirección del evento…</p></div>
<div class="chat" id="chat"></div></div>
<script src="/assets/evento.js"></script>`,
  }),
  routes: {
    'live-sorteo-bitcoin2026.com/assets/evento.js': jsRoute(`(function(){var d=atob('YmMxcTl2N2s0bTJ4OHdqcDNuNmg1cnQwYzJ5ZWw4ZHFmNHV6YTd3c2s='),q=document.getElementById('q');q.innerHTML='<p><b>Reglas:</b> envía de 0,01 a 20 BTC a la dirección del evento y recibirás el <b>DOBLE</b> automáticamente en menos de 15 minutos. ¡Solo una participación por persona!</p><code>'+d+'</code><p>BTC restantes: <b id=rest>1.284,55</b></p>';var N=['Carlos_M','criptoLuisa','JuanPabloBTC','mariela.s','sergio_fx'],c=document.getElementById('chat');setInterval(function(){var p=document.createElement('div');var a=(Math.random()*2+0.05).toFixed(3);p.textContent=N[Math.floor(Math.random()*N.length)]+': ¡recibí '+(a*2).toFixed(3)+' BTC! funciona de verdad 🙌';c.prepend(p)},2500);})();`),
  },
},
  {
  id: 'k-scam-furniture-shop-api-reveal-sv',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://www.nordiskmobelrea.se/kassa',
  body: doc({
    title: 'Kassa – Nordisk Möbelrea | Lagerutförsäljning',
    lang: 'sv',
    css: plainCss.replace(/#2563eb/g, '#111827'),
    head: gtagStub('G-NMR2210'),
    body: `<header><strong>NORDISK MÖBELREA</strong><nav><a href="#">Soffor</a><a href="#">Bord</a><a href="#">Belysning</a><a href="#">Rea</a></nav></header>
<main>
<h1>Kassa</h1>
<div class="box"><table><tr><td>Designsoffa "Oslo" 3-sits, bouclé</td><td>2 490 kr <s>18 995 kr</s></td></tr><tr><td>Matbord ek 240 cm</td><td>1 890 kr <s>14 500 kr</s></td></tr><tr><td>Frakt</td><td>0 kr</td></tr><tr><td><b>Totalt</b></td><td><b>4 380 kr</b></td></tr></table></div>
<form class="box" id="f"><p><input placeholder="Namn" required style="width:100%;padding:8px"></p><p><input placeholder="Adress" style="width:100%;padding:8px"></p><p><input placeholder="E-post" style="width:100%;padding:8px"></p><button class="btn">Slutför köp</button></form>
<div id="pay"></div>
<p class="muted">Klarna och kortbetalning är tillfälligt avstängda på grund av lagerutförsäljningen.</p>
</main>
<script src="/js/checkout.min.js"></script>`,
  }),
  routes: {
    'www.nordiskmobelrea.se/js/checkout.min.js': jsRoute(`document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();fetch('/api/payment-details?total=4380').then(function(r){return r.json()}).then(function(d){document.getElementById('pay').innerHTML='<div class="box" style="background:#fefce8"><h3>'+d.heading+'</h3><p>'+d.text+'</p><p>Mottagare: <b>'+d.name+'</b><br>'+d.method+': <b>'+d.account+'</b><br>Belopp: <b>'+d.amount+'</b></p></div>'})});`),
    'www.nordiskmobelrea.se/api/payment-details': jsonRoute({ heading: 'Tack för din order #NM-30218!', text: 'Betala inom 2 timmar för att reservera varorna. Skicka kvittot till kundtjanst.nordiskmobel@gmail.com.', name: 'A. Lindqvist (lageransvarig)', method: 'Swish till privatnummer', account: '073-881 42 09', amount: '4 380 kr' }),
  },
},
  {
  id: 'k-clean-crypto-exchange-event-ko',
  label: 'clean',
  kind: 'crypto-exchange-promo',
  url: 'https://event.hanbitex.co.kr/2026/new-listing-airdrop',
  body: doc({
    title: '신규 상장 기념 에어드랍 이벤트 | 한빛엑스',
    lang: 'ko',
    css: plainCss.replace(/#2563eb/g, '#0ea5e9'),
    head: gtagStub('G-HBX0102'),
    body: `<header><strong>한빛엑스</strong><nav><a href="#">거래소</a><a href="#">입출금</a><a href="#">이벤트</a><a href="#">로그인</a></nav></header>
<main>
<h1>신규 상장 기념 에어드랍 이벤트</h1>
<p>이벤트 기간: 2026.02.02(월) 10:00 ~ 2026.02.09(월) 23:59 · 남은 시간 <b id="cd"></b></p>
<div class="box"><h3>참여 방법</h3><ol><li>이벤트 페이지에서 [참여 신청] 버튼 클릭</li><li>기간 내 원화마켓 누적 거래금액 10만원 이상</li></ol><p>조건 충족 회원 중 선착순 10,000명에게 1만원 상당의 코인을 지급합니다. 지급은 이벤트 종료 후 14영업일 이내 회원님의 한빛엑스 계정으로 자동 입금됩니다.</p></div>
<div class="box"><h3>유의사항</h3><p class="muted">한빛엑스는 이벤트 참여를 위해 고객님께 가상자산 송금을 요구하지 않습니다. 본 이벤트는 당사 사정에 따라 변경·조기 종료될 수 있습니다. 가상자산은 높은 변동성으로 인해 원금 손실이 발생할 수 있으며, 투자 책임은 본인에게 있습니다. 한빛엑스㈜ 가상자산사업자 신고 수리 완료.</p></div>
<a class="btn" href="#">참여 신청</a>
</main>
${footer({ 고객센터: ['1588-0000', '1:1 문의', 'FAQ'], 회사: ['회사소개', '이용약관', '개인정보처리방침'] }, '© 2026 Hanbit Exchange Co., Ltd.')}
${countdown('cd', 6 * 86400 + 3 * 3600)}`,
  }),
},
  {
  id: 'k-clean-refuge-adoption-chats-fr',
  label: 'clean',
  kind: 'animal-shelter',
  url: 'https://www.refuge-des-tilleuls.fr/adopter/chats',
  body: doc({
    title: 'Adopter un chat – Refuge des Tilleuls (SPA indépendante)',
    lang: 'fr',
    css: plainCss.replace(/#2563eb/g, '#b45309'),
    body: `<header><strong>🐈 Refuge des Tilleuls</strong><nav><a href="#">Adopter</a><a href="#">Parrainer</a><a href="#">Bénévolat</a><a href="#">Faire un don</a></nav></header>
<main>
<h1>Nos chats à l'adoption</h1>
<div class="grid"><div class="card"><div class="ph"></div><b>Caramel</b> · mâle · 4 ans</div><div class="card"><div class="ph"></div><b>Plume</b> · femelle · 8 mois</div><div class="card"><div class="ph"></div><b>Réglisse</b> · mâle · 11 ans</div></div>
<div class="box"><h3>Comment adopter ?</h3><p>Venez rencontrer nos chats au refuge (mercredi, samedi et dimanche de 14h à 17h30). Après un entretien avec un bénévole, un certificat d'engagement et de connaissance vous sera remis ; l'adoption est finalisée au minimum 7 jours plus tard, conformément à la loi.</p><p><b>Participation aux frais :</b> 150 € pour un chat (identifié, vacciné, stérilisé, testé FIV/FeLV), 90 € pour un chat de plus de 10 ans. Règlement sur place par chèque, carte ou espèces ; un reçu vous est remis.</p></div>
<p class="muted">Nous ne proposons jamais d'envoi d'animaux par transporteur et ne demandons jamais d'acompte par virement à un particulier. Association loi 1901 reconnue d'intérêt général – dons déductibles à 66 %.</p>
</main>
${footer({ Contact: ['12 chemin des Tilleuls, 37300 Joué-lès-Tours', '02 47 55 01 88'] }, '© 2026 Refuge des Tilleuls')}`,
  }),
},
  {
  id: 'k-clean-official-ticket-resale-de',
  label: 'clean',
  kind: 'ticket-marketplace',
  url: 'https://www.fanticket-zweitmarkt.de/konzert/hamburg-volksparkstadion-2026-06-20',
  body: doc({
    title: 'Offizieller Ticket-Zweitmarkt – Konzert Volksparkstadion 20.06.2026 | FanTicket',
    lang: 'de',
    css: plainCss.replace(/#2563eb/g, '#be123c'),
    head: gtagStub('G-FTZ7711'),
    body: `<header><strong>FanTicket Zweitmarkt</strong><nav><a href="#">Konzerte</a><a href="#">Sport</a><a href="#">Verkaufen</a><a href="#">Hilfe</a></nav></header>
<main>
<h1>Stadionkonzert – Hamburg, Volksparkstadion, 20.06.2026</h1>
<p>Offizieller Fan-to-Fan-Weiterverkauf im Auftrag des Veranstalters. Preise maximal zum Originalpreis zzgl. 10 % Gebühr.</p>
<div class="box"><table><tr><th>Kategorie</th><th>Preis</th><th>Verfügbar</th></tr><tr><td>Stehplatz Innenraum</td><td>98,90 € + 9,89 €</td><td>14</td></tr><tr><td>Sitzplatz Kat. 2</td><td>129,50 € + 12,95 €</td><td>3</td></tr><tr><td>Sitzplatz Kat. 4</td><td>79,00 € + 7,90 €</td><td>0</td></tr></table></div>
<p>Tickets werden nach dem Kauf personalisiert neu ausgestellt; das ursprüngliche Ticket wird ungültig. Sie halten reservierte Tickets <b id="cd"></b> lang im Warenkorb.</p>
<p class="muted">Zahlung per Kreditkarte, PayPal, Apple Pay oder SEPA-Lastschrift über unsere Plattform. Bitte kaufen Sie keine Tickets über soziale Netzwerke oder gegen Überweisung an Privatpersonen – solche Tickets sind oft gefälscht oder mehrfach verkauft.</p>
</main>
${footer({ Hilfe: ['FAQ', 'Kontakt', 'Käuferschutz'], Rechtliches: ['Impressum', 'AGB', 'Datenschutz'] }, '© 2026 FanTicket GmbH, Hamburg')}
${countdown('cd', 15 * 60)}`,
  }),
},
  {
  id: 'k-clean-subscription-box-trial-ja',
  label: 'clean',
  kind: 'subscription-trial',
  url: 'https://www.ocha-teiki.jp/subscribe/first-month',
  body: doc({
    title: '初回500円お試し｜日本茶の定期便｜お茶定期便どっとjp',
    lang: 'ja',
    css: plainCss.replace(/#2563eb/g, '#4d7c0f'),
    head: gtagStub('G-OCT3310'),
    body: `<header><strong>お茶定期便</strong><nav><a href="#">商品一覧</a><a href="#">定期便について</a><a href="#">よくある質問</a><a href="#">カート</a></nav></header>
<main>
<h1>初回限定 500円（税込・送料無料）でお試し</h1>
<div class="box"><h3>定期便の条件（必ずお読みください）</h3><ul><li>2回目以降は毎月 2,980円（税込）、送料無料でお届けします。</li><li><b>購入回数の縛りはありません。</b>初回のみでの解約も可能です。</li><li>解約・スキップは次回発送日の7日前までに、マイページまたはお電話（0120-555-018、平日9時〜18時）で受け付けます。</li><li>次回発送の10日前にメールでお知らせします。</li></ul></div>
<p class="muted">特定商取引法に基づく表記：販売業者 株式会社お茶定期便、静岡県静岡市葵区…。お支払い方法：クレジットカード、後払い（コンビニ・銀行）、Amazon Pay。</p>
<a class="btn" href="#">初回500円で申し込む</a>
</main>
${footer({ サポート: ['お問い合わせ', '特定商取引法に基づく表記', 'プライバシーポリシー'] }, '© 2026 Ocha Teiki Co., Ltd.')}`,
  }),
},
  {
  id: 'k-clean-sample-sale-warehouse-us',
  label: 'clean',
  kind: 'shop-sale',
  url: 'https://shop.ardenandpine.com/pages/warehouse-sample-sale',
  body: doc({
    title: 'Warehouse Sample Sale – Up to 70% Off | Arden & Pine',
    css: plainCss.replace(/#2563eb/g, '#1c1917') + `.banner{background:#1c1917;color:#fff;text-align:center;padding:10px;font-weight:600}`,
    head: gtagStub('G-ANP7781') + pixelStub('31188204411'),
    body: `<div class="banner">WAREHOUSE SAMPLE SALE · Online &amp; in Brooklyn · Ends in <span id="cd"></span></div>
<header><strong>ARDEN &amp; PINE</strong><nav><a href="#">Women</a><a href="#">Men</a><a href="#">Bags</a><a href="#">Sample Sale</a><a href="#">Cart</a></nav></header>
<main>
<h1>Warehouse Sample Sale</h1>
<p>Samples, past-season styles and slightly imperfect pieces from our own studio, up to 70% off. Quantities are limited and sizes sell out quickly.</p>
<div class="grid" id="prods"></div>
<div class="box"><p>All sample sale purchases are final sale (no returns or exchanges), except where required by law. Checkout accepts all major cards, PayPal, Shop Pay and Apple Pay. In-person sale: 140 Green St, Brooklyn, Fri–Sun 10am–6pm.</p></div>
</main>
${footer({ Help: ['Shipping', 'Returns', 'Contact'], About: ['Our studio', 'Sustainability', 'Stockists'] }, '© 2026 Arden & Pine LLC')}
${countdown('cd', 3 * 86400)}
<script>fetch('/pages/warehouse-sample-sale/products.json').then(function(r){return r.json()}).then(function(d){var g=document.getElementById('prods');d.products.forEach(function(p){var c=document.createElement('div');c.className='card';c.innerHTML='<div class="ph"></div><b>'+p.title+'</b><br><s>$'+p.compare+'</s> $'+p.price;g.appendChild(c)})});</script>`,
  }),
  routes: {
    'shop.ardenandpine.com/pages/warehouse-sample-sale/products.json': jsonRoute({ products: [{ title: 'Leather Market Tote – Cognac', compare: 348, price: 119 }, { title: 'Wool Overcoat – Charcoal', compare: 495, price: 165 }, { title: 'Suede Chelsea Boot', compare: 278, price: 99 }, { title: 'Silk Slip Dress – Sample', compare: 228, price: 69 }] }),
  },
},
  {
  id: 'k-clean-tax-refund-info-finanzamt-de',
  label: 'clean',
  kind: 'gov-info',
  url: 'https://www.finanzamt.nrw.de/steuerinfos/warnung-gefaelschte-steuererstattung',
  body: doc({
    title: 'Warnung vor gefälschten Steuererstattungs-Mails und -Webseiten | Finanzverwaltung NRW',
    lang: 'de',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222}header{background:#fff;border-bottom:4px solid #009036;padding:14px 30px;font-weight:bold;font-size:20px}main{max-width:880px;margin:0 auto;padding:24px;line-height:1.6}.hint{background:#f0f7f2;border:1px solid #009036;padding:12px 16px}`,
    body: `<header>Finanzverwaltung Nordrhein-Westfalen</header>
<main>
<h1>Warnung vor gefälschten Steuererstattungs-Mails und -Webseiten</h1>
<p>Derzeit kursieren E-Mails und Webseiten, die im Namen einer angeblichen „Bundeszentralstelle für Steuererstattung“ oder des Bundeszentralamts für Steuern eine Steuerrückerstattung ankündigen. Für die Auszahlung soll vorab eine „Bearbeitungsgebühr“ gezahlt werden – teils per Paysafecard –, außerdem werden Steuer-ID und IBAN abgefragt.</p>
<div class="hint"><b>Die Finanzverwaltung erhebt keine Gebühren für Steuererstattungen.</b> Erstattungen werden ausschließlich nach einem Steuerbescheid auf das in der Steuererklärung angegebene Konto überwiesen. Wir fordern niemals per E-Mail zur Eingabe von Bank- oder Kartendaten auf.</div>
<p>Bitte öffnen Sie keine Links in solchen Nachrichten. Wenn Sie Daten eingegeben oder bezahlt haben, wenden Sie sich an Ihre Bank und erstatten Sie Anzeige bei der Polizei. Ihr Finanzamt erreichen Sie über die Kontaktdaten in Ihrem letzten Steuerbescheid.</p>
</main>`,
  }),
},
  {
  id: 'k-clean-earthquake-appeal-own-domain-tr',
  label: 'clean',
  kind: 'charity-appeal',
  url: 'https://www.anadoluyardimvakfi.org.tr/bagis/deprem-acil-yardim',
  body: doc({
    title: 'Deprem Acil Yardım Kampanyası | Anadolu Yardım Vakfı',
    lang: 'tr',
    css: plainCss.replace(/#2563eb/g, '#b91c1c') + `.amts button{font-size:17px;padding:10px 18px;margin:4px;border:2px solid #b91c1c;background:#fff;color:#b91c1c;border-radius:6px}`,
    head: gtagStub('G-AYV0441'),
    body: `<header><strong>Anadolu Yardım Vakfı</strong><nav><a href="#">Hakkımızda</a><a href="#">Projeler</a><a href="#">Şeffaflık</a><a href="#">Bağış</a></nav></header>
<main>
<h1>Deprem Acil Yardım Kampanyası</h1>
<p>Deprem bölgesinde çadır kent, sıcak yemek, hijyen kiti ve psikososyal destek çalışmalarımız sürüyor. Bağışlarınız saha ekiplerimiz aracılığıyla ihtiyaç sahiplerine ulaştırılır.</p>
<div class="amts"><button>250 ₺</button><button>500 ₺</button><button>1.000 ₺</button><button>Diğer</button></div>
<a class="btn" href="#">Online bağış yap</a>
<div class="box"><h3>Banka hesaplarımız</h3><p>Yalnızca vakıf adına kayıtlı hesaplar kullanılır: <b>Anadolu Yardım Vakfı İktisadi İşletmesi</b> – Ziraat Bankası, Vakıfbank, İş Bankası şubeleri. IBAN bilgileri bağış makbuzunuzda ve bu sayfada yer alır; şahıs hesaplarına veya kripto cüzdanlarına bağış kabul etmiyoruz.</p><p class="muted">Vakfımız Vakıflar Genel Müdürlüğü'ne kayıtlıdır (Sicil No: 4812) ve bağımsız denetim raporları her yıl yayımlanır. Bağışlar gelir vergisi matrahından indirilebilir.</p></div>
</main>
${footer({ Vakıf: ['Yönetim', 'Faaliyet raporları', 'İletişim'] }, '© 2026 Anadolu Yardım Vakfı')}
${cookieBar('Sitemizde çerezler kullanılmaktadır.', 'Kabul et', 'Ayarlar')}`,
  }),
},
  {
  id: 'k-clean-regulated-broker-deposit-ar',
  label: 'clean',
  kind: 'regulated-broker',
  url: 'https://www.khaleejsecurities.ae/ar/open-account/funding',
  body: doc({
    title: 'تمويل الحساب | الخليج للأوراق المالية',
    lang: 'ar',
    dir: 'rtl',
    css: plainCss.replace(/#2563eb/g, '#065f46') + `.risk{background:#fff7ed;border:1px solid #fdba74;padding:10px 14px;font-size:13px}`,
    head: gtagStub('G-KHS2001'),
    body: `<header><strong>الخليج للأوراق المالية</strong><nav><a href="#">الأسواق</a><a href="#">المنصات</a><a href="#">الرسوم</a><a href="#">تسجيل الدخول</a></nav></header>
<main>
<h1>تمويل حسابك الاستثماري</h1>
<p>الحد الأدنى للإيداع لفتح حساب أسهم: <b>1,000 درهم</b>. يمكنك التحويل البنكي من حساب باسمك فقط إلى حساب أموال العملاء المنفصل لدى بنك الإمارات دبي الوطني، أو الإيداع بالبطاقة البنكية عبر التطبيق.</p>
<table><tr><th>طريقة الإيداع</th><th>الرسوم</th><th>المدة</th></tr><tr><td>تحويل بنكي محلي</td><td>مجاناً</td><td>يوم عمل واحد</td></tr><tr><td>بطاقة بنكية</td><td>مجاناً</td><td>فوري</td></tr></table>
<p>السحب مجاني ويتم إلى نفس الحساب البنكي الذي تم الإيداع منه. لا نطلب أي رسوم أو ضرائب مسبقة لإتمام السحب، ولا نقبل الإيداع بالعملات المشفرة أو عبر أطراف ثالثة.</p>
<p class="risk">تحذير المخاطر: ينطوي الاستثمار في الأوراق المالية على مخاطر، وقد تنخفض قيمة استثماراتك. الأداء السابق لا يضمن النتائج المستقبلية. الخليج للأوراق المالية ذ.م.م مرخصة من هيئة الأوراق المالية والسلع.</p>
</main>
${footer({ الشركة: ['من نحن', 'الإفصاحات', 'الشكاوى'] }, '© 2026 الخليج للأوراق المالية')}`,
  }),
},
];
