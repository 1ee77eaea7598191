import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { baseCss, cookieBar, dataLayer, doc, footer, pixelStub } from '../parts/g-kit.js';

const cards = (items: [string, string, string][], cur: string, btn: string) =>
  items.map(([n, o, p]) => `<div class="pc"><div class="pi"></div><p>${n}</p><p><s>${o}${cur}</s> <b>${p}${cur}</b></p><button>${btn}</button></div>`).join('');
export const entries: Entry[] = [
  // Brazilian department store Black Friday with PIX, card and boleto
  {
    id: 'g-clean-br-loja-black-friday-pix-cartao-boleto',
    label: 'clean',
    kind: 'shop-sale',
    url: 'https://www.casasaurora.com.br/black-friday',
    body: doc({
      lang: 'pt-BR',
      title: 'Black Friday Casas Aurora | Até 60% OFF + 10x sem juros',
      css: `${baseCss} .bf{background:#111;color:#ffd400;text-align:center;padding:24px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;padding:20px 0}.pc{border:1px solid #eee;padding:10px;border-radius:8px}.pi{height:130px;background:#f1f1f1}.pc b{color:#e4002b}.pc button{width:100%;background:#e4002b;color:#fff;border:0;padding:8px;border-radius:4px}`,
      head: `${dataLayer('G-CAURBF25')}${pixelStub('330019284412')}`,
      body: `<header class="top"><div class="wrap"><b style="color:#e4002b;font-size:22px">Casas Aurora</b><nav><a href="#">Eletro</a><a href="#">Móveis</a><a href="#">Celulares</a><a href="#">Lojas físicas</a><a href="#">Minha conta</a></nav></div></header>
<div class="bf"><h1>BLACK FRIDAY</h1><p>Até 60% OFF · 10x sem juros no cartão · 5% de desconto no PIX</p></div>
<div class="wrap"><div class="g">${cards(
        [
          ['Smart TV LG 55" 4K UHD', 'R$ 3.299', 'R$ 2.199'],
          ['Geladeira Brastemp Frost Free 375L', 'R$ 4.599', 'R$ 3.249'],
          ['Notebook Lenovo IdeaPad i5 16GB', 'R$ 4.199', 'R$ 2.899'],
          ['Air Fryer Philips Walita 4,1L', 'R$ 699', 'R$ 429'],
        ],
        '',
        'Comprar',
      )}</div>
<p>Formas de pagamento: cartão de crédito (até 10x), PIX (aprovação imediata, QR gerado no checkout em nome de Casas Aurora S.A.), boleto bancário e carnê Aurora. Retire grátis em uma de nossas 312 lojas.</p>
<p style="font-size:12px;color:#666">Ofertas válidas até 01/12/2025 ou enquanto durarem os estoques. Preços exclusivos para o site. Casas Aurora S.A. · CNPJ 33.XXX.XXX/0001-XX · Av. Paulista, 1500, São Paulo/SP · SAC 0800 770 XXXX</p></div>
${footer({ Institucional: ['Sobre', 'Trabalhe conosco', 'Investidores'], Atendimento: ['Central de ajuda', 'Trocas e devoluções', 'Procon'] }, '© 2025 Casas Aurora S.A.')}`,
    }),
  },
  // Personal fundraiser page on a crowdfunding platform
  {
    id: 'g-clean-en-crowdfunding-medical-fundraiser',
    label: 'clean',
    kind: 'charity',
    url: 'https://www.kindfund.com/f/help-the-okafor-family-after-house-fire',
    body: doc({
      lang: 'en',
      title: 'Help the Okafor family after house fire, organized by Grace Adeyemi - KindFund',
      css: `${baseCss} .g{display:grid;grid-template-columns:1.6fr 1fr;gap:30px;padding:20px 0}.im{height:320px;background:#d6d3d1;border-radius:10px}.side{border:1px solid #e7e5e4;border-radius:10px;padding:18px;position:sticky;top:10px}.pr{height:8px;background:#e7e5e4;border-radius:4px}.pr i{display:block;width:64%;height:100%;background:#16a34a;border-radius:4px}.d{background:#f59e0b;color:#111;width:100%}`,
      body: `<header class="top"><div class="wrap"><b style="color:#16a34a">KindFund</b><nav><a href="#">Search</a><a href="#">Start a KindFund</a><a href="#">Sign in</a></nav></div></header>
<div class="wrap g"><div><div class="im"></div><h1>Help the Okafor family after house fire</h1><p>Grace Adeyemi is organizing this fundraiser on behalf of Chidi Okafor.</p><p>On November 14th, a fire destroyed the Okafor family’s home in Columbus. Everyone got out safely, including their three kids and the dog, but they lost nearly everything. Funds will go directly to Chidi via KindFund’s payout system and cover temporary housing, clothes and school supplies until insurance comes through.</p><p><b>Update (Nov 20):</b> The family has moved into a rental apartment. Thank you all so much!</p></div>
<div class="side"><p><b style="font-size:24px">$19,240</b> raised of $30,000 goal</p><div class="pr"><i></i></div><p>412 donations</p><a class="btn d" href="/f/help-the-okafor-family-after-house-fire/donate">Donate now</a><p style="font-size:12px;color:#57534e">KindFund Giving Guarantee: if something isn’t right, we’ll offer a refund. Donations go through KindFund’s secure checkout only.</p></div></div>
${footer({ KindFund: ['How it works', 'Pricing', 'Trust &amp; safety'], Resources: ['Help center', 'Blog'] }, '© 2025 KindFund, Inc.')}`,
    }),
  },
  // Brand sweepstakes with official rules and no fees
  {
    id: 'g-clean-en-brand-sweepstakes-official-rules',
    label: 'clean',
    kind: 'giveaway',
    url: 'https://promo.northpeakcoffee.com/win-an-espresso-machine',
    body: doc({
      lang: 'en-US',
      title: 'Win a Breville Espresso Machine | North Peak Coffee Holiday Sweepstakes',
      css: `${baseCss} .hero{background:#3f2a1d;color:#fff;padding:46px 0;text-align:center}.f{max-width:460px;margin:20px auto}.f input{width:100%;padding:10px;margin:4px 0}.e{background:#d97706;color:#fff;width:100%}.rules{font-size:12px;color:#555;max-width:800px;margin:0 auto}`,
      body: `<section class="hero"><h1>Holiday Sweepstakes</h1><p>Enter for a chance to win one of 10 Breville Barista Express machines plus a year of coffee. No purchase necessary.</p></section>
<div class="f"><form action="/enter" method="post"><input name="first" placeholder="First name"><input name="email" placeholder="Email"><input name="zip" placeholder="ZIP code"><label><input type="checkbox" name="optin"> Send me North Peak news and offers (optional)</label><button class="btn e">Enter sweepstakes</button></form></div>
<div class="rules"><h3>Official Rules (summary)</h3><p>NO PURCHASE OR PAYMENT NECESSARY TO ENTER OR WIN. A purchase will not increase your chances of winning. Open to legal residents of the 50 US states and DC, 18+. Entry period Dec 1–Dec 24, 2025. Ten (10) winners selected by random drawing on or about Jan 5, 2026 and notified by email from @northpeakcoffee.com; winners will never be asked to pay shipping, taxes or fees to claim. ARV of each prize: $799. Odds depend on number of eligible entries. Void where prohibited. Sponsor: North Peak Coffee Roasters, Inc., 200 Pine St, Boulder, CO.</p></div>`,
    }),
  },
  // Polish marketplace flash sale (legit, with many payment options)
  {
    id: 'g-clean-pl-sklep-wyprzedaz-blik-raty',
    label: 'clean',
    kind: 'shop-sale',
    url: 'https://www.domowy-rynek.pl/wyprzedaz-zima',
    body: doc({
      lang: 'pl',
      title: 'Wielka zimowa wyprzedaż do -70% | Domowy Rynek',
      css: `${baseCss} .b{background:#0b5ed7;color:#fff;padding:26px 0;text-align:center}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;padding:20px 0}.pc{border:1px solid #eee;padding:10px;border-radius:8px}.pi{height:120px;background:#eef2f7}.pc b{color:#dc3545}.pc button{width:100%;background:#0b5ed7;color:#fff;border:0;padding:8px}`,
      body: `<header class="top"><div class="wrap"><b style="color:#0b5ed7;font-size:22px">Domowy Rynek</b><nav><a href="#">Dom i ogród</a><a href="#">AGD</a><a href="#">Dziecko</a><a href="#">Koszyk</a></nav></div></header>
<div class="b"><h1>Wielka zimowa wyprzedaż</h1><p>Do -70% · Darmowa dostawa od 99 zł · 30 dni na zwrot</p></div>
<div class="wrap"><div class="g">${cards(
        [
          ['Odkurzacz Dyson V12', '2 799 zł', '1 899 zł'],
          ['Kołdra puchowa 200x220', '499 zł', '199 zł'],
          ['Ekspres Philips 3200', '2 299 zł', '1 449 zł'],
          ['Lampa stojąca LED', '349 zł', '119 zł'],
        ],
        '',
        'Do koszyka',
      )}</div>
<p>Płatności: BLIK, szybki przelew Przelewy24, karta, PayPo (kup teraz, zapłać za 30 dni), raty 0%. Wszystkie płatności realizowane są przez naszego operatora płatności — nigdy na prywatne konto.</p></div>
${footer({ 'Domowy Rynek': ['O nas', 'Kariera', 'Sklepy stacjonarne'], Pomoc: ['Dostawa', 'Zwroty', 'Reklamacje', 'Kontakt'] }, '© 2025 Domowy Rynek Sp. z o.o. · ul. Grochowska 200, 04-357 Warszawa · KRS 0000XXXXXX · NIP 113XXXXXXX')}`,
    }),
  },
];

