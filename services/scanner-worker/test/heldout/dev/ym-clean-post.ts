import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, cardCss, mark, consent, analytics } from '../parts/ym-kit.js';

const timelineCss = `.tl{list-style:none;padding:0;margin:18px 0;border-left:2px solid #ddd}.tl li{position:relative;padding:0 0 16px 18px;font-size:14px}.tl li::before{content:'';position:absolute;left:-7px;top:3px;width:12px;height:12px;border-radius:50%;background:#bbb}.tl li.now::before{background:var(--a)}.tl time{display:block;color:#888;font-size:12px}`;

export const entries: Entry[] = [
{
  id: 'ym-clean-novaposhta-tracking',
  label: 'clean',
  kind: 'parcel-tracking-own-domain',
  url: 'https://novaposhta.ua/tracking/?cargo_number=20450871236512',
  body: doc({
    lang: 'uk',
    title: 'Відстеження посилки | Нова пошта',
    head: analytics('G-NP0000TRK'),
    css: cardCss('#da291c', '#f4f4f4') + timelineCss + `:root{--a:#da291c}.card{max-width:640px}.srch{display:flex;gap:8px}.srch input{flex:1;padding:12px;border:1px solid #ccc;border-radius:8px}.srch button{padding:12px 20px;border:0;border-radius:8px;background:#da291c;color:#fff}`,
    body: `<header class="top">${mark('НП', '#da291c', 'Нова пошта', { w: 160 })}<nav><a href="/">Головна</a><a href="/tracking/">Відстежити</a><a href="/send/">Відправити</a><a href="https://my.novaposhta.ua/">Кабінет</a></nav></header>
<main><div class="card"><h1>Відстеження</h1>
<form class="srch" action="/tracking/" method="get"><input name="cargo_number" value="20450871236512"><button>Знайти</button></form>
<h3>ТТН 20450871236512 · Київ → Львів</h3>
<ul class="tl"><li class="now"><time>14.03.2024 09:12</time>Прибула у відділення №23 (вул. Городоцька, 155). Отримання за кодом у застосунку або за документом.</li><li><time>13.03.2024 22:40</time>Прямує до міста одержувача</li><li><time>13.03.2024 17:05</time>Відправлення прийнято у відділенні №4, Київ</li></ul>
<p class="muted">Оплата при отриманні: 112 ₴ (доставка). Безкоштовне зберігання до 19.03.2024.</p>
<p class="muted">Нова пошта ніколи не надсилає посилань на оплату доставки в SMS чи месенджерах. Оплатити відправлення можна лише у застосунку Нова пошта або у відділенні.</p></div></main>
<footer class="bottom">© 2001–2024 Нова пошта · 0 800 500 609</footer>
${consent('Ми використовуємо файли cookie для покращення роботи сайту.', 'Прийняти', 'Політика конфіденційності', '/privacy/')}`,
  }),
},
{
  id: 'ym-clean-ukrposhta-tracking',
  label: 'clean',
  kind: 'parcel-tracking-own-domain',
  url: 'https://track.ukrposhta.ua/tracking_UA.html?barcode=RB482913775CN',
  body: doc({
    lang: 'uk',
    title: 'Відстеження поштових відправлень — Укрпошта',
    css: cardCss('#1d1f23', '#f7f7f2') + timelineCss + `:root{--a:#f6c700}.card{max-width:640px}`,
    body: `<header class="top">${mark('УП', '#f6c700', 'Укрпошта', { fg: '#1d1f23' })}<nav><a href="https://www.ukrposhta.ua/">ukrposhta.ua</a><a href="/tracking_EN.html">EN</a></nav></header>
<main><div class="card"><h1>RB482913775CN</h1>
<ul class="tl"><li class="now"><time>14.03.2024</time>Відправлення передано на митне оформлення. Якщо вартість перевищує 150 EUR, митні платежі сплачуються у відділенні при отриманні або в застосунку Укрпошти.</li><li><time>11.03.2024</time>Надійшло в Україну, Київ (Міжнародний поштамт)</li><li><time>02.03.2024</time>Прийнято в країні відправлення (CN)</li></ul>
<p class="muted">Укрпошта не надсилає SMS з посиланнями на оплату мита на сторонніх сайтах.</p></div></main>
<footer class="bottom">АТ «Укрпошта» · 0 800 300 545</footer>`,
  }),
},
{
  id: 'ym-clean-fancourier-awb-tracking',
  label: 'clean',
  kind: 'parcel-tracking-own-domain',
  url: 'https://www.fancourier.ro/awb-tracking/?tracking=2471095338127',
  body: doc({
    lang: 'ro',
    title: 'Urmărire AWB - FAN Courier',
    css: cardCss('#003d7c', '#eef1f5') + timelineCss + `:root{--a:#ffd400}.card{max-width:640px}`,
    body: `<header class="top">${mark('FAN', '#003d7c', 'FAN Courier', { w: 170 })}<nav><a href="/">Acasă</a><a href="/fanbox/">FANbox</a><a href="/contact/">Contact</a></nav></header>
<main><div class="card"><h1>AWB 2471095338127</h1>
<ul class="tl"><li class="now"><time>14.03.2024 11:20</time>În livrare – curierul vă va contacta telefonic</li><li><time>14.03.2024 06:02</time>Sosit în depozitul Iași</li><li><time>13.03.2024 18:30</time>Ridicat de la expeditor (eMAG Marketplace)</li></ul>
<p class="muted">Ramburs: 0 lei. FAN Courier nu solicită plăți prin link-uri trimise prin SMS sau WhatsApp pentru redirecționarea coletelor.</p></div></main>
<footer class="bottom">© FAN Courier Express SRL · 021 9336</footer>`,
  }),
},
];
