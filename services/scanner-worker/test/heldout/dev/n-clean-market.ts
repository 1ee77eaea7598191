import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Marketplaces' own safe-payment and shipping pages, couriers' tracking, official ticket resale, licensed travel,
// shelters and rental listings.

export const entries: Entry[] = [
  {
    id: 'n-clean-ebay-vpp-real-page',
    label: 'clean',
    kind: 'marketplace-help',
    url: 'https://www.ebay.com/motors/vehicle-purchase-protection',
    body: page({
      lang: 'en-US',
      title: 'Vehicle Purchase Protection | eBay Motors',
      css: BASE_CSS,
      body: `<header><b style="font-size:26px"><span style="color:#e53238">e</span><span style="color:#0064d2">b</span><span style="color:#f5af02">a</span><span style="color:#86b817">y</span></b> <b>motors</b><nav><a href="#">Cars &amp; Trucks</a><a href="#">Parts</a><a href="#">Sell</a></nav></header>
<main><h1>Vehicle Purchase Protection</h1><p>Eligible vehicles purchased on eBay Motors are covered for up to $100,000 against certain types of fraud, including non-delivery and undisclosed title problems.</p>
<h2>What's not covered</h2><ul><li>Vehicles purchased outside of eBay (for example, when a seller asks you to complete the sale by email)</li><li>Payments made via wire transfer to individuals, gift cards or cryptocurrency</li></ul>
<div class="warn"><b>Protect yourself:</b> eBay never holds payments for vehicles in "escrow", never asks you to buy gift cards, and does not have "transaction agents" who email invoices. Fake invoices claiming "eBay Vehicle Purchase Protection" are a common scam — the vehicle doesn't exist. Pay only through the listing's official checkout or your own lender.</div>
<p>Learn more in our <a href="#">Buying a vehicle safely</a> guide.</p></main>
<footer>Copyright © 1995–2026 eBay Inc. All Rights Reserved. <a href="#">User Agreement</a><a href="#">Privacy</a></footer>`,
    }),
  },
  {
    id: 'n-clean-avito-safe-deal-help-ru',
    label: 'clean',
    kind: 'marketplace-help',
    url: 'https://support.avito.ru/articles/200026888',
    body: page({
      lang: 'ru',
      title: 'Как не стать жертвой мошенников при продаже с Авито Доставкой — Помощь Авито',
      css: BASE_CSS + `.h{padding:14px 24px;font-size:22px;font-weight:bold}`,
      body: `<div class="h">Авито · Помощь</div><main><h1>Как не стать жертвой мошенников при продаже с Авито Доставкой</h1>
<p>Когда покупатель оформляет заказ с доставкой, вы получаете уведомление в приложении Авито. Деньги за товар поступают на карту, которую вы указали в разделе «Кошелёк», после того как покупатель получил и проверил товар.</p>
<h2>Признаки мошенничества</h2><ul><li>Покупатель просит перейти в WhatsApp или Telegram и присылает ссылку «для получения денег».</li><li>На странице по ссылке нужно ввести номер карты, CVC, срок действия или баланс.</li><li>Вас просят сообщить код из СМС.</li></ul>
<div class="warn">Для получения денег не нужно вводить данные карты на сторонних сайтах и сообщать коды. Общайтесь только в чате Авито.</div></main>
<footer>© ООО «КЕХ еКоммерц» 2007–2026</footer>`,
    }),
  },
  {
    id: 'n-clean-ticketmaster-fan-resale',
    label: 'clean',
    kind: 'ticket-resale',
    url: 'https://www.ticketmaster.co.uk/fan-to-fan-resale',
    body: page({
      lang: 'en-GB',
      title: 'Fan-to-Fan Resale | Ticketmaster UK',
      css: BASE_CSS + `.h{background:#024ddf;color:#fff;padding:16px 24px;font-weight:bold;font-size:22px}`,
      body: `<div class="h">ticketmaster®</div><main><h1>Fan-to-Fan Resale</h1><p>Can't go? Sell your tickets to other fans at the price you paid, or less. Bought tickets through resale are guaranteed and are reissued with a new barcode in your name.</p>
<h2>How it works</h2><ol><li>Sign in to My Account and select the event.</li><li>Choose "Sell tickets" and set a price up to the original face value.</li><li>When a fan buys them, your original tickets are cancelled and you're paid to your bank account within 7 days after the event.</li></ol>
<div class="warn">Tickets offered on social media, in Facebook groups or through payment apps like bank transfers, PayPal Friends &amp; Family or crypto are the most common source of ticket fraud. Only buy from authorised sellers and official resale platforms.</div></main>
<footer>© 1999–2026 Ticketmaster · <a href="#">Purchase Policy</a><a href="#">Privacy</a></footer>`,
    }),
  },
  {
    id: 'n-clean-rental-listing-funda-nl',
    label: 'clean',
    kind: 'rental-listing',
    url: 'https://www.pararius.nl/appartement-te-huur/amsterdam/5a2c91f0/kinkerstraat',
    body: page({
      lang: 'nl',
      title: 'Appartement te huur: Kinkerstraat, Amsterdam | Pararius',
      css: BASE_CSS + `.pic{height:200px;background:#cfd8dc;border-radius:6px}.kv td:first-child{color:#666;width:40%}`,
      body: `<header><b style="color:#3a7bd5">Pararius</b><nav><a href="#">Huren</a><a href="#">Verhuren</a><a href="#">Makelaars</a></nav></header>
<main><div class="pic"></div><h1>Appartement Kinkerstraat, Amsterdam</h1><p><b>€ 1.875 per maand</b> exclusief · 2 kamers · 58 m² · gestoffeerd</p>
<table class="kv"><tr><td>Beschikbaar</td><td>per 1 januari 2027</td></tr><tr><td>Waarborgsom</td><td>€ 3.750</td></tr><tr><td>Energielabel</td><td>C</td></tr><tr><td>Aangeboden door</td><td>Oud-West Makelaardij (NVM)</td></tr></table>
<p><a class="btn" href="#">Reageer op deze woning</a></p>
<div class="warn"><b>Tip van Pararius:</b> maak nooit geld over voordat je de woning hebt bezichtigd en een huurcontract hebt getekend. Een verhuurder die in het buitenland zit en de sleutels "via Airbnb" wil opsturen, is vrijwel zeker een oplichter.</div></main>
<footer>© 2026 Pararius · <a href="#">Privacy</a></footer>`,
    }),
  },
  {
    id: 'n-clean-wallapop-envios-help-es',
    label: 'clean',
    kind: 'marketplace-help',
    url: 'https://ayuda.wallapop.com/hc/es-es/articles/cobrar-venta-con-envio',
    body: page({
      lang: 'es',
      title: '¿Cómo cobro una venta con envío? – Ayuda Wallapop',
      css: BASE_CSS + `.h{background:#13c1ac;color:#fff;padding:14px 24px;font-weight:bold;font-size:22px}`,
      body: `<div class="h">wallapop · Ayuda</div><main><h1>¿Cómo cobro una venta con envío?</h1>
<p>Cuando el comprador recibe el producto y lo acepta, o pasadas 48 horas desde la entrega sin incidencias, el dinero se transfiere a tu <b>monedero Wallapop</b>. Desde allí puedes transferirlo a tu cuenta bancaria indicando tu IBAN.</p>
<div class="warn">Nunca te pediremos los datos de tu tarjeta para que cobres una venta. Si alguien te envía un enlace por WhatsApp o correo para "recibir el pago", es un intento de fraude. Mantén toda la conversación en el chat de Wallapop.</div></main>
<footer>© 2026 Wallapop S.L.</footer>`,
    }),
  },
];
