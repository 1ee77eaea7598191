import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, header, footer, grid, images, pngR, brandIcons, cookieBanner, dataLayer } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

// Marketplace pages as buyers and sellers really see them, on the marketplaces' own domains: listings,
// inboxes, help and safety pages, escrow transactions.

export const entries: Entry[] = [
  {
    id: 'zc-ok-vinted-inbox-messages-fr',
    label: 'clean',
    kind: 'marketplace-messages',
    url: `https://www.vinted.fr/inbox/zc-18273341`,
    body: doc({
      lang: 'fr',
      title: 'Messages | Vinted',
      css: 'body{background:#f5f5f5}.w{max-width:960px;margin:20px auto;display:grid;grid-template-columns:300px 1fr;background:#fff;border-radius:8px;min-height:500px}.l{border-right:1px solid #eee}.m{padding:10px 14px;border-bottom:1px solid #f1f1f1;font-size:14px}.bub{max-width:70%;padding:10px 14px;border-radius:14px;margin:8px 0;font-size:14px}',
      body: `<div style="background:#fff;padding:12px 24px;border-bottom:1px solid #eee"><b style="color:#09b1ba;font-size:24px">Vinted</b></div>
<div class="w">
  <div class="l"><div class="m" style="background:#f0fbfc"><b>claire_m</b><br>Robe Sézane Gaby · Commande payée</div><div class="m"><b>tomdu33</b><br>Bonjour, le pull est toujours dispo ?</div><div class="m"><b>Vinted</b><br>Votre virement a été effectué</div></div>
  <div style="padding:20px">
    <div style="display:flex;gap:12px;align-items:center;border-bottom:1px solid #eee;padding-bottom:12px"><img src="https://www.vinted.fr/assets/zc/robe.png" width="56" height="56" alt=""><div><b>Robe Sézane Gaby – T38</b><br>65,00 € · Envoi Mondial Relay</div></div>
    <div class="bub" style="background:#f1f1f1">Bonjour ! Je viens d'acheter la robe, merci 😊</div>
    <div class="bub" style="background:#e0f6f7;margin-left:auto">Merci à vous ! Je l'envoie demain matin.</div>
    <div style="background:#fffbe6;border:1px solid #f5e3a3;padding:12px;border-radius:8px;font-size:13px"><b>Commande payée.</b> Envoie l'article avant le 3 déc. en utilisant le bordereau disponible ci-dessous. L'argent sera ajouté à ton Porte-monnaie Vinted une fois que l'acheteur aura confirmé que tout est OK. <br><a href="#" style="color:#09b1ba">Télécharger le bordereau d'envoi</a></div>
    <p style="font-size:12px;color:#888;margin-top:12px">Pour ta sécurité, reste sur Vinted : Vinted ne te demandera jamais de saisir tes coordonnées bancaires via un lien pour recevoir un paiement.</p>
  </div>
</div>`,
    }),
    routes: { ['www.vinted.fr/assets/zc/robe.png']: pngR(200, 120, 130) },
  },
  {
    id: 'zc-ok-marktplaats-help-scams-nl',
    label: 'clean',
    kind: 'marketplace-help',
    url: `https://help.marktplaats.nl/s/article/zc-veilig-handelen-betaalverzoeken`,
    body: doc({
      lang: 'nl',
      title: 'Herken nep-betaalverzoeken en phishing – Marktplaats Help',
      css: '.a{max-width:760px;margin:30px auto}',
      body: `<div style="background:#fff;padding:12px 24px;border-bottom:4px solid #eda566"><b style="color:#2d3c4d;font-size:22px">Marktplaats</b> Help</div>
<div class="a">
  <h1>Herken nep-betaalverzoeken en phishing</h1>
  <p>Oplichters sturen verkopers soms een link naar een nagemaakte betaalpagina waarop "het geld klaarstaat". Je moet dan een klein bedrag betalen of je bankgegevens invullen om het geld te "ontvangen".</p>
  <h2>Zo herken je het</h2>
  <ul><li>Om geld te ontvangen hoef je nooit iets te betalen of in te loggen bij je bank.</li><li>Gelijk Oversteken start je altijd zelf in de Marktplaats-app of op marktplaats.nl; je krijgt er geen link voor via WhatsApp.</li><li>Controleer het webadres: echte pagina's staan op marktplaats.nl.</li><li>Een koper die haast maakt of een koerier wil sturen, is vaak een signaal.</li></ul>
  <h2>Heb je al gegevens ingevuld?</h2><p>Bel direct je bank, blokkeer je pas en doe aangifte bij de politie. Meld de gebruiker via "Meld deze advertentie".</p>
  <p style="font-size:13px;color:#666">Was dit artikel nuttig? 👍 👎</p>
</div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-ok-mercari-listing-ja',
    label: 'clean',
    kind: 'marketplace-listing',
    url: `https://jp.mercari.com/item/m83920011zc`,
    body: doc({
      lang: 'ja',
      title: 'Nintendo Switch 有機ELモデル ホワイト - メルカリ',
      css: 'body{font-family:"Hiragino Sans",Meiryo,sans-serif}.c{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px}',
      body: `<div style="padding:12px 24px;border-bottom:1px solid #eee"><b style="color:#ff0211;font-size:22px">mercari</b> <input placeholder="なにをお探しですか？" style="width:320px;margin-left:20px"></div>
<div class="c">
  <img src="https://jp.mercari.com/assets/zc/switch.png" width="480" height="480" alt="" style="width:100%;background:#eee">
  <div><h1 style="font-size:22px">Nintendo Switch 有機ELモデル ホワイト</h1><p style="font-size:28px">¥32,800 <span style="font-size:13px">(税込) 送料込み</span></p>
  <button class="btn" style="background:#ff0211;color:#fff;width:100%">購入手続きへ</button>
  <h3>商品の説明</h3><p>2023年購入。動作確認済みです。箱・付属品すべてあります。画面に保護フィルム貼ってあります。</p>
  <table style="font-size:13px"><tr><td>商品の状態</td><td>目立った傷や汚れなし</td></tr><tr><td>配送料の負担</td><td>送料込み(出品者負担)</td></tr><tr><td>配送の方法</td><td>らくらくメルカリ便</td></tr><tr><td>発送元の地域</td><td>大阪府</td></tr><tr><td>発送までの日数</td><td>1~2日で発送</td></tr></table>
  <p style="font-size:12px;color:#666">メルカリ外での取引や、外部サイトへの誘導は禁止されています。</p></div>
</div>`,
    }),
    routes: { ['jp.mercari.com/assets/zc/switch.png']: pngR(240, 240, 240) },
  },
  {
    id: 'zc-ok-ebay-seller-hub-orders-en',
    label: 'clean',
    kind: 'seller-dashboard',
    url: `https://www.ebay.co.uk/sh/ord/?filter=status:AWAITING_SHIPMENT&zc=1`,
    body: doc({
      lang: 'en-GB',
      title: 'Orders | Seller Hub | eBay',
      css: 'body{background:#f7f7f7}.c{max-width:1100px;margin:20px auto;background:#fff;padding:20px}',
      body: `<div style="background:#fff;padding:10px 24px;border-bottom:1px solid #ddd"><b style="font-size:26px"><span style="color:#e53238">e</span><span style="color:#0064d2">b</span><span style="color:#f5af02">a</span><span style="color:#86b817">y</span></b> Seller Hub · <a href="#">Overview</a> · <b>Orders</b> · <a href="#">Listings</a> · <a href="#">Marketing</a> · <a href="#">Payments</a> · <a href="#">Performance</a></div>
<div class="c">
  <h1 style="font-size:22px">Orders – Awaiting postage (3)</h1>
  <table><tr><th>Order</th><th>Buyer</th><th>Item</th><th>Total</th><th>Post by</th><th></th></tr>
  <tr><td>14-11829-33011</td><td>jwalker_77</td><td>Vintage Pentax K1000 35mm camera</td><td>£118.00</td><td>1 Dec</td><td><button class="btn" style="background:#3665f3;color:#fff;padding:6px 12px">Print postage label</button></td></tr>
  <tr><td>14-11829-22710</td><td>amelia.r</td><td>Lego Creator 31120 Medieval Castle</td><td>£64.99</td><td>2 Dec</td><td><button class="btn" style="background:#3665f3;color:#fff;padding:6px 12px">Print postage label</button></td></tr>
  <tr><td>14-11828-99812</td><td>dk_retro</td><td>Sega Mega Drive II boxed</td><td>£89.50</td><td>2 Dec</td><td><button class="btn" style="background:#3665f3;color:#fff;padding:6px 12px">Print postage label</button></td></tr></table>
  <p style="font-size:13px;color:#555">Funds from these orders will be available in your Payments tab after the buyer receives the item or after the standard holding period. Payouts go to the bank account in your Payments settings.</p>
</div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-ok-carousell-listing-caroupay-sg',
    label: 'clean',
    kind: 'marketplace-listing',
    url: `https://www.carousell.sg/p/sony-a7-iii-body-28-70mm-kit-zc1340098122/`,
    body: doc({
      lang: 'en-SG',
      title: 'Sony A7 III body + 28-70mm kit | Carousell',
      css: '.c{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:3fr 2fr;gap:26px}',
      body: `<div style="padding:12px 24px;border-bottom:1px solid #eee"><b style="color:#d2232a;font-size:22px">Carousell</b></div>
<div class="c">
  <img src="https://www.carousell.sg/zc-media/a7iii.png" width="600" height="450" alt="" style="width:100%;background:#222">
  <div><h1 style="font-size:22px">Sony A7 III body + 28-70mm kit</h1><p style="font-size:24px">S$1,150</p><p>Used – lightly used · Shutter count ~18k · Meet up at Tampines MRT or mailing with CarouPay</p>
  <button class="btn" style="background:#d2232a;color:#fff;width:100%">Chat</button><button class="btn" style="background:#fff;border:1px solid #d2232a;color:#d2232a;width:100%;margin-top:8px">Buy with CarouPay</button>
  <p style="font-size:12px;color:#666">With CarouPay, your payment is held by Carousell and released to the seller only after you confirm you've received the item. Never pay outside the app or click payment links sent in chat.</p></div>
</div>`,
    }),
    routes: { ['www.carousell.sg/zc-media/a7iii.png']: pngR(34, 34, 34) },
  },
  {
    id: 'zc-ok-wallapop-help-cobros-es',
    label: 'clean',
    kind: 'marketplace-help',
    url: `https://ayuda.wallapop.com/hc/es-es/articles/zc-como-cobro-mis-ventas-envios`,
    body: doc({
      lang: 'es',
      title: '¿Cómo cobro mis ventas con envío? – Centro de ayuda de Wallapop',
      css: '.a{max-width:760px;margin:30px auto}',
      body: `<div style="padding:14px 24px;background:#13c1ac;color:#fff;font-weight:800;font-size:22px">wallapop · Ayuda</div>
<div class="a">
  <h1>¿Cómo cobro mis ventas con envío?</h1>
  <p>Cuando el comprador confirma que ha recibido el producto y que todo está correcto (o pasadas 72 horas desde la entrega sin incidencias), el dinero se transfiere a tu monedero de Wallapop. Desde allí puedes transferirlo a tu cuenta bancaria (IBAN) indicada en tu perfil.</p>
  <p><b>Importante:</b> para cobrar no necesitas introducir los datos de tu tarjeta. Si alguien te envía un enlace por WhatsApp, correo o SMS diciendo que tienes que "verificar tu tarjeta" para recibir el pago, es un intento de fraude. Repórtalo desde el chat.</p>
  <p>Artículos relacionados: <a href="#">Protección Wallapop</a> · <a href="#">Cómo detectar fraudes</a></p>
</div>`,
    }),
    routes: {},
  },
];
