import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { baseCss, cookieBar, dataLayer, doc, footer, pixelStub } from '../parts/g-kit.js';
export const entries: Entry[] = [
  // Turkish fake phone shop, havale/EFT only
  {
    id: 'g-scam-tr-iphone-kampanya-havale-eft',
    label: 'scam',
    kind: 'fake-shop',
    url: 'https://teknomarket-outlet.shop/iphone-16-pro-max-kampanya',
    body: doc({
      lang: 'tr',
      title: 'iPhone 16 Pro Max 256GB - Stok Eritme Kampanyası | TeknoMarket Outlet',
      css: `${baseCss} .p{display:grid;grid-template-columns:1fr 1fr;gap:30px;padding:24px 0}.im{height:380px;background:#e5e7eb;border-radius:10px}.pr{font-size:34px;color:#ea580c;font-weight:800}.old{text-decoration:line-through;color:#888}.tm{background:#fee2e2;color:#991b1b;padding:8px;border-radius:6px}.buy{background:#ea580c;color:#fff;width:100%;font-size:18px}.banks{background:#f8fafc;padding:12px;border:1px solid #e2e8f0;font-size:14px}`,
      head: pixelStub('772013558829014'),
      body: `<header class="top"><div class="wrap"><b style="color:#ea580c;font-size:22px">TeknoMarket<span style="color:#111">Outlet</span></b><nav><a href="#">Telefon</a><a href="#">Bilgisayar</a><a href="#">Oyun</a><a href="#">Sepetim</a></nav></div></header>
<div class="wrap p"><div class="im"></div><div><h1>Apple iPhone 16 Pro Max 256GB Çöl Titanyum</h1><p>⭐⭐⭐⭐⭐ (2.114 değerlendirme) · Apple Türkiye garantili · Faturalı</p><p class="old">92.999 TL</p><p class="pr">24.499 TL</p><div class="tm">⏱ Stok eritme kampanyası bitimine: <b id="t">02:14:55</b> · Son <b>7</b> ürün!</div>
<p>✔ Ücretsiz kargo ✔ 14 gün iade ✔ Havale/EFT ile ek %10 indirim</p>
<div class="banks"><b>Ödeme:</b> Kampanyalı ürünlerde kredi kartı ile ödeme kabul edilmemektedir. Siparişiniz sadece <b>havale / EFT</b> ile onaylanır.<br>Alıcı: Ahmet Y. (şahıs hesabı)<br>IBAN: TR41 0006 2000 4410 0006 8823 17<br>Açıklama kısmına sipariş numaranızı yazınız.</div><br>
<form action="/siparis" method="post"><input name="ad" placeholder="Ad Soyad" style="width:100%;padding:10px;margin:4px 0"><input name="tel" placeholder="Telefon" style="width:100%;padding:10px;margin:4px 0"><input name="adres" placeholder="Adres" style="width:100%;padding:10px;margin:4px 0"><button class="btn buy">SİPARİŞİ TAMAMLA</button></form></div></div>
${footer({ Kurumsal: ['Hakkımızda', 'İletişim'], Yardım: ['Kargo Takip', 'İade', 'KVKK'] }, '© 2025 TeknoMarket Outlet · Tüm hakları saklıdır.')}
<script>var s=8095;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('t').textContent=[h,m,x].map(function(v){return String(v).padStart(2,'0')}).join(':')},1000)</script>`,
    }),
  },
  // Spanish concert ticket resale, payment by Bizum to a person
  {
    id: 'g-scam-es-reventa-entradas-concierto-bizum',
    label: 'scam',
    kind: 'ticket-resale',
    url: 'https://entradas-agotadas-reventa.es/concierto/madrid-estadio-metropolitano-junio',
    body: doc({
      lang: 'es',
      title: 'Entradas Concierto Madrid Metropolitano 2026 - Últimas entradas disponibles',
      css: `${baseCss} body{background:#0d0d0d;color:#eee}header.top{border-color:#222}.t{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.tk{background:#1a1a1a;border:1px solid #333;border-radius:8px;padding:14px}.tk b{color:#f43f5e;font-size:22px}.sold{background:#f43f5e;color:#fff;padding:2px 8px;border-radius:4px;font-size:12px}.bz{background:#05c3dd;color:#000;padding:12px;border-radius:8px}`,
      body: `<header class="top"><div class="wrap"><b>🎟 EntradasAgotadas</b><nav><a href="#">Conciertos</a><a href="#">Fútbol</a><a href="#">Festivales</a></nav></div></header>
<div class="wrap"><h1>Gira Mundial 2026 — Madrid, Estadio Metropolitano</h1><p>📅 13 y 14 de junio de 2026 · <span class="sold">AGOTADO en la venta oficial</span></p>
<div class="t"><div class="tk"><p>Pista General</p><b>140 €</b><p>2 entradas · Fila libre</p></div><div class="tk"><p>Grada Baja Sección 112</p><b>195 €</b><p>4 entradas juntas</p></div><div class="tk"><p>Front Stage / Golden Circle</p><b>260 €</b><p>2 entradas</p></div></div>
<div class="bz"><b>¿Cómo comprar?</b><br>Para evitar comisiones de plataformas, el pago se hace por <b>Bizum</b> al 634 102 887 (Sergio) o transferencia. Las entradas se envían en PDF por WhatsApp en 10 minutos tras el pago. No se hacen devoluciones.</div>
<p>Contacto: WhatsApp 634 102 887 · Instagram @entradas.agotadas.oficial</p>
<p style="font-size:12px;color:#888">Más de 12.000 clientes satisfechos. Entradas 100% originales con QR válido.</p></div>`,
    }),
  },
];

