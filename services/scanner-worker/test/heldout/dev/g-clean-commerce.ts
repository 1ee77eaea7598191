import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { baseCss, cookieBar, dataLayer, doc, footer, pixelStub } from '../parts/g-kit.js';

const cards = (items: [string, string, string][], cur: string, btn: string) =>
  items.map(([n, o, p]) => `<div class="pc"><div class="pi"></div><p>${n}</p><p><s>${o}${cur}</s> <b>${p}${cur}</b></p><button>${btn}</button></div>`).join('');
export const entries: Entry[] = [
  // German electronics retailer Black Week sale with normal checkout methods
  {
    id: 'g-clean-de-elektronik-black-week-sale',
    label: 'clean',
    kind: 'shop-sale',
    url: 'https://www.technikhaus-krause.de/black-week/',
    body: doc({
      lang: 'de',
      title: 'Black Week bis -50 % | Technikhaus Krause – Ihr Elektronik-Fachhändler seit 1986',
      css: `${baseCss} .bw{background:#000;color:#fff;padding:30px 0;text-align:center}.bw h1{font-size:42px;margin:0}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;padding:20px 0}.pc{border:1px solid #e5e7eb;padding:10px;border-radius:6px}.pi{height:130px;background:#f3f4f6}.pc b{color:#dc2626}.pc button{width:100%;background:#111;color:#fff;border:0;padding:8px}.pay span{display:inline-block;border:1px solid #ddd;padding:4px 10px;margin:2px;border-radius:4px;font-size:12px}`,
      head: dataLayer('G-THK1986'),
      body: `<header class="top"><div class="wrap"><b style="font-size:22px">Technikhaus <span style="color:#dc2626">Krause</span></b><nav><a href="#">TV &amp; Audio</a><a href="#">Computer</a><a href="#">Haushalt</a><a href="#">Filialen</a><a href="#">Warenkorb</a></nav></div></header>
<div class="bw"><h1>BLACK WEEK</h1><p>21.–01.12. · Bis zu 50 % auf ausgewählte Artikel · Solange Vorrat reicht</p></div>
<div class="wrap"><div class="g">${cards(
        [
          ['Samsung 55" QLED Q70D', '899,00 ', '599,00 '],
          ['Sony WH-1000XM5', '419,00 ', '279,00 '],
          ['Apple iPad 10,9" 64 GB', '449,00 ', '349,00 '],
          ['De’Longhi Magnifica S', '429,00 ', '249,00 '],
        ],
        '€',
        'In den Warenkorb',
      )}</div>
<p class="pay">Zahlungsarten: <span>PayPal</span><span>Visa</span><span>Mastercard</span><span>Klarna Rechnung</span><span>Ratenkauf</span><span>Vorkasse</span><span>Abholung in der Filiale</span></p>
<p style="font-size:13px">Versandkostenfrei ab 49 €. 30 Tage Rückgaberecht. 14 Filialen in Sachsen und Thüringen. Trusted Shops Käuferschutz bis 20.000 €.</p></div>
${footer({ Service: ['Kontakt', 'Filialfinder', 'Reparatur', 'Versand'], Unternehmen: ['Über uns', 'Karriere', 'Presse'], Rechtliches: ['Impressum', 'AGB', 'Widerruf', 'Datenschutz'] }, '© 2025 Technikhaus Krause GmbH &amp; Co. KG · Leipziger Str. 44, 09113 Chemnitz · HRA 4471 AG Chemnitz')}
${cookieBar('Diese Website verwendet Cookies. Details in der Datenschutzerklärung.', 'Einverstanden')}`,
    }),
  },
  // UK independent bookshop closing-down sale (real closure, card payments, address)
  {
    id: 'g-clean-en-bookshop-closing-down-sale',
    label: 'clean',
    kind: 'shop-sale',
    url: 'https://www.harbourlightbooks.co.uk/closing-down',
    body: doc({
      lang: 'en-GB',
      title: 'Closing down sale — Harbour Light Books, Whitby',
      css: `body{margin:0;font-family:Georgia,serif;background:#fbf8f1;color:#2d2a26}.c{max-width:760px;margin:0 auto;padding:24px}.h{text-align:center;border-bottom:2px solid #2d2a26;padding-bottom:10px}.s{background:#fff;border:1px solid #e7dfcf;padding:16px;margin:16px 0}`,
      body: `<div class="c"><div class="h"><h1>Harbour Light Books</h1><p>Secondhand &amp; new books · 14 Church Street, Whitby YO22 4AE · since 1979</p></div>
<h2>After 46 years, we’re closing our doors</h2><p>Dear friends, after a lot of thought, John and I have decided to retire at the end of January. The shop will stay open normal hours (Tues–Sat, 10–5) until Saturday 31 January.</p>
<div class="s"><b>Closing down sale</b><ul><li>All secondhand books 50% off</li><li>New books 25% off</li><li>Shelving and fittings for sale from mid-January — ask in store</li></ul><p>We take cash and all major cards in the shop. Online orders continue through our listing on Bookshop.org until 15 January, with normal card payment and delivery.</p></div>
<p>Gift vouchers can be redeemed until closing day. If you hold a voucher you can’t use in time, pop in or email us and we’ll refund it.</p><p>Thank you for nearly half a century of conversation, recommendations and rainy-afternoon browsing. — Margaret &amp; John</p>
<p style="font-size:13px">Phone 01947 600 XXX · hello@harbourlightbooks.co.uk</p></div>`,
    }),
  },
  // UK charity donation form
  {
    id: 'g-clean-en-charity-donate-form-giftaid',
    label: 'clean',
    kind: 'charity',
    url: 'https://www.northernhospicecare.org.uk/donate/winter-appeal',
    body: doc({
      lang: 'en-GB',
      title: 'Winter Appeal — Donate | Northern Hospice Care',
      css: `${baseCss} .hero{background:#4c1d95;color:#fff;padding:40px 0}.f{max-width:560px;margin:20px auto;border:1px solid #e5e7eb;border-radius:10px;padding:20px}.amts button{padding:12px 18px;margin:4px;border:2px solid #4c1d95;background:#fff;border-radius:6px;font-weight:600}.f input{width:100%;padding:10px;margin:4px 0}.d{background:#4c1d95;color:#fff;width:100%}`,
      head: dataLayer('G-NHC2025'),
      body: `<header class="top"><div class="wrap"><b style="color:#4c1d95">Northern Hospice Care</b><nav><a href="#">Our care</a><a href="#">Get involved</a><a href="#">Shops</a><a href="/donate">Donate</a></nav></div></header>
<section class="hero"><div class="wrap"><h1>This winter, help us be there for every family</h1><p>£30 pays for an hour of specialist nursing care at home. Every gift this December will be matched by the Lingard Foundation, up to £50,000.</p></div></section>
<div class="f"><h3>Make a donation</h3><div class="amts"><button>£10</button><button>£30</button><button>£50</button><button>£100</button></div><form action="/donate/checkout" method="post"><input name="amount" placeholder="Other amount (£)"><label><input type="checkbox" name="monthly"> Make this a monthly gift</label><label><input type="checkbox" name="giftaid"> Yes, I am a UK taxpayer and would like to Gift Aid my donation</label><button class="btn d">Continue to secure payment</button></form><p style="font-size:12px;color:#666">Payments processed by our payment provider. You can also donate by phone on 0191 XXX XXXX or by cheque payable to “Northern Hospice Care”.</p></div>
${footer({ About: ['Our story', 'Annual report', 'Safeguarding'], Support: ['Fundraise', 'Leave a gift in your will', 'Volunteer'] }, 'Northern Hospice Care is a registered charity in England and Wales (No. 51XXXX) and a company limited by guarantee (No. 1XXXXXX). Registered with the Fundraising Regulator.')}`,
    }),
  },
  // Arabic registered humanitarian NGO donation page
  {
    id: 'g-clean-ar-jamiya-khayriya-tabarru-rasmi',
    label: 'clean',
    kind: 'charity',
    url: 'https://www.alamal-relief.org/ar/donate/winter',
    body: doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'تبرع لحملة الشتاء | جمعية الأمل للإغاثة',
      css: `${baseCss} body{font-family:Tahoma,Arial,sans-serif}.hero{background:#075985;color:#fff;padding:36px 0}.f{max-width:560px;margin:20px auto;border:1px solid #e5e7eb;border-radius:10px;padding:20px}.a button{padding:10px 16px;margin:4px;border:2px solid #075985;background:#fff;border-radius:6px}.f input{width:100%;padding:10px;margin:4px 0}.d{background:#075985;color:#fff;width:100%}nav a{margin-right:18px;margin-left:0}`,
      body: `<header class="top"><div class="wrap"><b style="color:#075985">جمعية الأمل للإغاثة</b><nav><a href="#">من نحن</a><a href="#">مشاريعنا</a><a href="#">التقارير المالية</a><a href="#">تبرع</a></nav></div></header>
<section class="hero"><div class="wrap"><h1>حملة الشتاء ٢٠٢٥: دفء لكل عائلة</h1><p>نوزع البطانيات ووقود التدفئة والسلال الغذائية على ١٢٬٠٠٠ أسرة نازحة بالتعاون مع شركائنا المحليين.</p></div></section>
<div class="f"><h3>اختر مبلغ التبرع</h3><div class="a"><button>٥٠ ريال</button><button>١٠٠ ريال</button><button>٢٥٠ ريال</button><button>٥٠٠ ريال</button></div><form action="/ar/donate/checkout" method="post"><input name="amount" placeholder="مبلغ آخر"><input name="email" placeholder="البريد الإلكتروني لإرسال الإيصال"><button class="btn d">تبرع الآن بأمان</button></form><p style="font-size:12px;color:#666">الدفع عبر بطاقات مدى وفيزا وماستركارد وApple Pay. تصلك رسالة إيصال رسمية فوراً. لا نطلب التبرع عبر العملات الرقمية أو حسابات شخصية أو واتساب.</p></div>
<p style="text-align:center;font-size:12px;color:#666">جمعية الأمل للإغاثة — مسجلة لدى المركز الوطني لتنمية القطاع غير الربحي برقم ١٢٣٤ · التقرير المالي المدقق لعام ٢٠٢٤ متاح للتنزيل</p>`,
    }),
  },
  // Official fan-to-fan ticket resale marketplace
  {
    id: 'g-clean-es-reventa-oficial-entradas-fan',
    label: 'clean',
    kind: 'ticket-resale',
    url: 'https://www.taquillaviva.es/reventa-oficial/concierto-madrid-2026',
    body: doc({
      lang: 'es',
      title: 'Reventa oficial segura — Concierto Madrid 2026 | TaquillaViva',
      css: `${baseCss} .l{border:1px solid #e5e7eb;border-radius:8px;padding:14px;margin:10px 0;display:flex;justify-content:space-between;align-items:center}.l b{font-size:20px}.buy{background:#7c3aed;color:#fff}.info{background:#f5f3ff;padding:14px;border-radius:8px}`,
      body: `<header class="top"><div class="wrap"><b style="color:#7c3aed">TaquillaViva</b><nav><a href="#">Conciertos</a><a href="#">Teatro</a><a href="#">Deportes</a><a href="#">Mi cuenta</a></nav></div></header>
<div class="wrap"><h1>Reventa oficial: Gira Mundial 2026 — Madrid</h1><div class="info">Las entradas de reventa se venden <b>al precio original o inferior</b>, fijado por el organizador. Tras la compra, la entrada anterior se anula y se emite una nueva a tu nombre en la app. Pago con tarjeta o Bizum dentro de nuestra pasarela segura.</div>
<div class="l"><div>Pista General · 1 entrada</div><b>89,50 €</b><a class="btn buy" href="#">Comprar</a></div><div class="l"><div>Grada Baja 112 · 2 entradas</div><b>124,00 € c/u</b><a class="btn buy" href="#">Comprar</a></div>
<p style="font-size:13px">No compres entradas fuera de canales oficiales: las entradas revendidas por redes sociales o WhatsApp suelen ser falsas o duplicadas y no tendrán acceso.</p></div>
${footer({ Ayuda: ['Preguntas', 'Reventa', 'Contacto'], Legal: ['Condiciones', 'Privacidad'] }, '© 2025 TaquillaViva S.L.')}`,
    }),
  },
  // Spanish rental listing portal with anti-fraud advice
  {
    id: 'g-clean-es-alquiler-piso-portal-anuncio',
    label: 'clean',
    kind: 'rental-listing',
    url: 'https://www.pisoencasa.com/alquiler/valencia/ruzafa/piso-3-hab-94m2-1187221',
    body: doc({
      lang: 'es',
      title: 'Piso en alquiler en Ruzafa, Valencia — 3 hab., 94 m², 1.150 €/mes | PisoEnCasa',
      css: `${baseCss} .g{display:grid;grid-template-columns:2fr 1fr;gap:24px;padding:20px 0}.im{height:320px;background:#cbd5e1}.side{border:1px solid #e5e7eb;border-radius:8px;padding:16px}.side input,.side textarea{width:100%;padding:8px;margin:4px 0}.c{background:#0ea5e9;color:#fff;width:100%}`,
      body: `<header class="top"><div class="wrap"><b style="color:#0ea5e9">PisoEnCasa</b><nav><a href="#">Alquilar</a><a href="#">Comprar</a><a href="#">Publicar anuncio</a></nav></div></header>
<div class="wrap g"><div><div class="im"></div><h1>Piso en calle Sueca, Ruzafa</h1><p><b>1.150 €/mes</b> · 3 habitaciones · 2 baños · 94 m² · 3ª planta con ascensor</p><p>Piso reformado en 2023, exterior, con balcón. Fianza legal de 1 mes más 1 mes de garantía adicional, a depositar al firmar el contrato tras la visita. Anunciante: Inmobiliaria Turia Homes (profesional verificado).</p>
<h3>Consejos de seguridad</h3><p>Visita siempre el inmueble antes de pagar. Nunca envíes dinero ni copias de tu DNI a un anunciante que diga estar en el extranjero o que proponga entregar las llaves por mensajería.</p></div>
<div class="side"><h3>Contactar</h3><form action="/contacto/1187221" method="post"><input name="nombre" placeholder="Nombre"><input name="email" placeholder="Email"><input name="tel" placeholder="Teléfono"><textarea name="msg">Hola, me interesa este piso y me gustaría visitarlo.</textarea><button class="btn c">Enviar</button></form></div></div>
${footer({ PisoEnCasa: ['Quiénes somos', 'Ayuda', 'Seguridad'] }, '© 2025 PisoEnCasa')}`,
    }),
  },
];

