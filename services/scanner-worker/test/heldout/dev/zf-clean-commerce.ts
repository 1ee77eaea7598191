import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-clean-shop-matcha-ja',
  label: 'clean',
  kind: 'shop',
  url: 'https://shop.uji-matcha-hondaen.jp/products/usucha-premium-40g',
  body: doc({
    lang: 'ja',
    title: '薄茶「雅」40g缶 | 宇治 本田園 公式オンラインショップ',
    body: `<header><b>宇治 本田園</b><nav><a href="#">抹茶</a><a href="#">煎茶</a><a href="#">茶器</a><a href="#">ギフト</a><a href="#">カート</a></nav></header><main>
<h1>薄茶「雅」40g缶</h1><p>宇治の契約農家で丁寧に育てた一番茶のみを石臼で挽きました。まろやかな旨みと上品な香りが特長です。</p><p><b>¥2,700</b>（税込） 送料：5,400円以上で無料</p>
<form method="post" action="/cart/add"><input type="hidden" name="id" value="40211937"><label>数量</label><select name="qty"><option>1</option><option>2</option><option>3</option></select><button class="btn">カートに入れる</button></form>
<h3>お支払い方法</h3><p>クレジットカード、Amazon Pay、楽天ペイ、コンビニ払い、代金引換をご利用いただけます。</p></main>
<footer>株式会社本田園 · 京都府宇治市 · <a href="#">特定商取引法に基づく表記</a><a href="#">プライバシーポリシー</a></footer>`,
  }),
},
{
  id: 'zf-clean-donation-crypto-nonprofit',
  label: 'clean',
  kind: 'donation',
  url: 'https://donate.openmaps-foundation.org/crypto',
  body: doc({
    title: 'Donate cryptocurrency – OpenMaps Foundation',
    body: `<header><b>OpenMaps Foundation</b><nav><a href="#">About</a><a href="#">Projects</a><a href="#">Donate</a><a href="#">Annual report</a></nav></header><main>
<h1>Donate cryptocurrency</h1><p>The OpenMaps Foundation is a registered 501(c)(3) nonprofit (EIN 84-2910117). Your donation funds servers, volunteer mapping events and the free map data used by thousands of humanitarian organisations.</p>
<div class="card" style="max-width:none"><h3>Bitcoin</h3><pre>bc1q9h7r6l8u0m4k2y6t5w3z8x7v2c4n0p9q8s7d6f</pre><h3>Ethereum &amp; ERC-20 (USDC, DAI)</h3><pre>0x4A7c2B8e1D9f3a6C5b0E8d7F2a1B9c3D4e5F6a7B</pre><p class="muted">Please email donations@openmaps-foundation.org with your transaction hash if you need a tax receipt. We never ask you to connect a wallet or sign anything, and we never promise returns.</p></div>
<p>Prefer card or bank transfer? <a href="/">Use our regular donation form</a>.</p></main>
<footer>OpenMaps Foundation · 2261 Market St #4412, San Francisco, CA · <a href="#">Privacy</a><a href="#">Financials</a></footer>`,
  }),
},
{
  id: 'zf-clean-ferry-booking-payment-it',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://www.traghetti-golfo-aranci.it/prenota/pagamento?pnr=GA7X21',
  body: doc({
    lang: 'it',
    title: 'Pagamento prenotazione GA7X21 – Traghetti Golfo Aranci',
    body: `<header><b>Traghetti Golfo Aranci</b><nav><a href="#">Orari</a><a href="#">Tariffe</a><a href="#">Le mie prenotazioni</a><a href="#">Assistenza</a></nav></header><main>
<h2>Riepilogo prenotazione GA7X21</h2><p>Livorno → Golfo Aranci · 14/07/2026 22:00 · 2 adulti, 1 auto, cabina interna 2 letti</p><p><b>Totale: € 412,60</b> (tasse e diritti inclusi)</p>
<div class="card"><h3>Dati di pagamento</h3><form method="post" action="/prenota/pagamento/conferma"><input type="hidden" name="pnr" value="GA7X21"><label>Intestatario carta</label><input name="titolare" autocomplete="cc-name"><label>Numero carta</label><input name="pan" autocomplete="cc-number"><label>Scadenza</label><input name="scad" autocomplete="cc-exp"><label>CVV</label><input name="cvv" autocomplete="cc-csc">
<p class="muted">Il pagamento sarà completato con autenticazione 3D Secure della tua banca.</p><button class="btn">Paga € 412,60</button></form></div></main>
<footer>Traghetti Golfo Aranci S.r.l. · P.IVA 02133450902 · <a href="#">Condizioni di trasporto</a><a href="#">Privacy</a></footer>`,
  }),
},
{
  id: 'zf-clean-giftcards-bookshop',
  label: 'clean',
  kind: 'shop',
  url: 'https://www.cornerstone-books.co.uk/gift-cards',
  body: doc({
    title: 'Gift Cards | Cornerstone Books, Bath',
    body: `<header><b>Cornerstone Books</b><nav><a href="#">New releases</a><a href="#">Events</a><a href="#">Book club</a><a href="#">Gift cards</a><a href="#">Basket (0)</a></nav></header><main>
<h1>Gift cards</h1><p>Give the gift of reading. Our gift cards can be spent in our Bath shop or online and never expire.</p>
<form method="post" action="/basket/add-gift-card"><label>Amount</label><select name="amount"><option>£10</option><option>£20</option><option>£25</option><option>£50</option></select><label>Recipient's email (for e-gift cards)</label><input type="email" name="to"><label>Message</label><textarea name="msg" rows="3"></textarea><button class="btn">Add to basket</button></form>
<h3>Check your balance</h3><form method="post" action="/gift-cards/balance"><label>Card number</label><input name="card" placeholder="16-digit number on the back"><label>PIN</label><input name="pin" type="password" maxlength="4"><button class="btn">Check balance</button></form>
<p class="muted">We will never ask you to pay a bill, tax or fine with gift cards. If someone asks you to, it's a scam.</p></main>
<footer>Cornerstone Books Ltd · 12 Milsom Street, Bath BA1 1DN · <a href="#">Delivery &amp; returns</a><a href="#">Privacy</a></footer>`,
  }),
},
];
