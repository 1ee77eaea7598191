import { type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { RAVEN_CSS, doc, qrSvg, ravenFooter, ravenLogo } from '../parts/yc-kit.js';

export const entries: Entry[] = [
{
  id: 'yc-retailer-steam-gift-card-product',
  label: 'clean',
  kind: 'shop',
  url: 'https://www.bestbuy.com/site/valve-steam-50-gift-card/6461418.p?skuId=6461418',
  body: doc({
    title: 'Valve Steam $50 Gift Card STEAM $50 - Best Buy',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Human BBY Digital",Arial,sans-serif;color:#1d252c;background:#fff}
header{background:#0046be;color:#fff;padding:14px 30px;display:flex;gap:30px;align-items:center}header b{background:#fff200;color:#000;padding:4px 8px;font-size:18px}
.p{max-width:1100px;margin:24px auto;display:grid;grid-template-columns:1fr 1fr;gap:40px;padding:0 16px}.img{aspect-ratio:1.58;border-radius:12px;background:linear-gradient(135deg,#171a21,#2a475e);color:#c7d5e0;display:grid;place-items:center;font-size:40px;font-weight:700}
.price{font-size:30px;font-weight:700}.atc{width:100%;background:#ffe000;border:0;border-radius:4px;height:48px;font-weight:700;font-size:16px;cursor:pointer}
.fine{font-size:12px;color:#55555a;border-top:1px solid #e0e6ef;padding-top:12px;margin-top:16px}`,
    body: `<header><b>BEST BUY</b><span>Products</span><span>Brands</span><span>Deals</span><span>Services</span></header>
<div class="p"><div class="img">STEAM $50</div><div><h1 style="font-size:22px">Valve - Steam $50 Gift Card</h1><p>Model: STEAM $50 · SKU: 6461418 · ★★★★★ 4.8 (12,004 reviews)</p><div class="price">$50.00</div>
<p>Pickup today at most stores · Email delivery available for the digital version</p><form method="post" action="/cart/api/v1/addToCart"><input type="hidden" name="skuId" value="6461418"><button class="atc">Add to Cart</button></form>
<div class="fine"><b>Scam warning:</b> Gift cards are for gifts. Valve, government agencies and tech support companies will never ask you to pay with a gift card. If someone asks you to buy gift cards to pay a fine, bill or to "unlock" an account, it is a scam. Report it at reportfraud.ftc.gov.</div>
<div class="fine">The Steam Wallet code is redeemable on the Steam store for games, software, hardware and in-game items. Activation at register required. No returns or exchanges on gift cards.</div></div></div>`,
  }),
},
{
  id: 'yc-cdprojekt-investor-relations-pl',
  label: 'clean',
  kind: 'investor-relations',
  url: 'https://www.cdprojekt.com/pl/inwestorzy/raporty-okresowe/',
  body: doc({
    title: 'Raporty okresowe | CD PROJEKT',
    lang: 'pl',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Roboto",Arial,sans-serif;background:#fff;color:#111}
header{border-bottom:3px solid #e30613;padding:18px 40px;display:flex;gap:30px;align-items:center}header b{font-size:22px;letter-spacing:2px}header a{color:#333;text-decoration:none;font-size:14px}
.w{max-width:980px;margin:30px auto;padding:0 18px}table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #e5e5e5;padding:10px;text-align:left;font-size:14px}
.kpi{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;margin:20px 0}.kpi div{background:#f5f5f5;padding:16px}.kpi b{font-size:24px;display:block}`,
    body: `<header><b>CD PROJEKT</b><a href="/pl/grupa/">Grupa</a><a href="/pl/inwestorzy/">Inwestorzy</a><a href="/pl/media/">Media</a><a href="/pl/kariera/">Kariera</a></header>
<div class="w"><h1>Raporty okresowe</h1><p>Notowania: <b>CDR</b> (GPW w Warszawie) · Kurs: 243,10 zł · Kapitalizacja: 24,3 mld zł · Dane z opóźnieniem 15 min.</p>
<div class="kpi"><div>Przychody Q1 2025<b>211,2 mln zł</b></div><div>Zysk netto Q1 2025<b>61,4 mln zł</b></div><div>Środki pieniężne<b>1,21 mld zł</b></div><div>Dywidenda 2024<b>1,00 zł/akcję</b></div></div>
<table><tr><th>Raport</th><th>Data publikacji</th><th>Pliki</th></tr><tr><td>Raport za I kwartał 2025 r.</td><td>29.05.2025</td><td><a href="/pl/inwestorzy/raporty-okresowe/q1-2025.pdf">PDF</a> · <a href="#">XLSX</a></td></tr><tr><td>Raport roczny za 2024 r.</td><td>16.04.2025</td><td><a href="#">PDF</a> · <a href="#">ESEF</a></td></tr><tr><td>Raport za III kwartał 2024 r.</td><td>28.11.2024</td><td><a href="#">PDF</a></td></tr></table>
<h2>Kontakt dla inwestorów</h2><p>Relacje inwestorskie: <a href="mailto:ir@cdprojekt.com">ir@cdprojekt.com</a> · +48 22 519 69 00<br>CD PROJEKT S.A., ul. Jagiellońska 74, 03-301 Warszawa</p>
<p style="font-size:12px;color:#777">Informacje na tej stronie nie stanowią rekomendacji inwestycyjnej. Uważaj na fałszywe platformy inwestycyjne podszywające się pod CD PROJEKT — spółka nie oferuje żadnych produktów inwestycyjnych ani "gwarantowanych zysków".</p></div>`,
  }),
},
{
  id: 'yc-esports-team-partnership-inquiry',
  label: 'clean',
  kind: 'sponsorship-contact',
  url: 'https://www.orbitesports.gg/partners',
  body: doc({
    title: 'Partner with Orbit Esports',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Barlow",Arial,sans-serif;background:#06070b;color:#f2f4f8}
header{display:flex;justify-content:space-between;padding:18px 40px;border-bottom:1px solid #1c1f2a}header b{letter-spacing:4px}header a{color:#aab;text-decoration:none;margin-left:20px;font-size:14px}
.h{padding:60px 40px;max-width:1000px;margin:0 auto}.h h1{font-size:48px;margin:0}.stats{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;margin:30px 0}.stats div{background:#10131c;padding:16px;border-radius:8px}.stats b{font-size:28px;display:block;color:#7dd3fc}
form{max-width:620px;margin:0 auto 60px;background:#10131c;border-radius:12px;padding:26px}label{display:block;font-size:14px;margin:12px 0 4px}input,select,textarea{width:100%;height:42px;border-radius:6px;border:1px solid #2a2f3d;background:#06070b;color:#fff;padding:0 10px}textarea{height:100px;padding:10px}
button{background:#7dd3fc;color:#06070b;border:0;border-radius:6px;height:46px;padding:0 24px;font-weight:700;margin-top:16px}`,
    body: `<header><b>ORBIT ESPORTS</b><nav><a href="/rosters">Rosters</a><a href="/shop">Shop</a><a href="/partners">Partners</a><a href="/news">News</a></nav></header>
<div class="h"><h1>Partner with Orbit</h1><p>Orbit Esports fields teams in Counter-Strike 2, Ironveil and Valorant Game Changers. We work with brands that want to reach a young, global audience with authentic content.</p>
<div class="stats"><div><b>3.2M</b>social followers</div><div><b>41M</b>monthly video views</div><div><b>18</b>trophies in 2024</div><div><b>62%</b>audience 18–34</div></div>
<p>Current partners include peripheral, energy drink and telecom brands. We do not charge fees to brands or players to start a conversation, and we will never ask for payment in crypto or gift cards.</p></div>
<form method="post" action="/api/partner-inquiry"><h2 style="margin-top:0">Start a conversation</h2><label>Company</label><input name="company"><label>Your name</label><input name="name"><label>Work email</label><input name="email" type="email"><label>Budget range</label><select name="budget"><option>Under $25k</option><option>$25k – $100k</option><option>$100k+</option></select><label>Tell us about your goals</label><textarea name="message"></textarea><button>Send inquiry</button></form>`,
  }),
},
{
  id: 'yc-xbox-game-pass-plans-es',
  label: 'clean',
  kind: 'subscription-marketing',
  url: 'https://www.xbox.com/es-ES/xbox-game-pass#join',
  body: doc({
    title: 'Xbox Game Pass: descubre tu próximo juego favorito | Xbox',
    lang: 'es',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#fff;color:#1a1a1a}
header{background:#107c10;color:#fff;padding:16px 40px;font-weight:700}.h{background:#0e0e0e;color:#fff;padding:60px 40px}.h h1{font-size:44px;margin:0}
.plans{display:grid;grid-template-columns:repeat(3,1fr);gap:16px;max-width:1100px;margin:30px auto;padding:0 16px}.p{border:1px solid #ddd;border-radius:8px;padding:22px}.p b{font-size:26px;display:block;margin:8px 0}
.btn{display:inline-block;background:#107c10;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:600}`,
    body: `<header>XBOX</header><div class="h"><h1>Xbox Game Pass</h1><p>Juega a cientos de juegos de alta calidad en consola, PC y en la nube, incluidos los nuevos lanzamientos de Xbox Game Studios desde el primer día.</p></div>
<div class="plans"><div class="p">Game Pass Core<b>6,99 €/mes</b><p>Multijugador en línea en consola y más de 25 juegos.</p><a class="btn" href="https://www.xbox.com/es-ES/xbox-game-pass/core">Únete ahora</a></div>
<div class="p">PC Game Pass<b>11,99 €/mes</b><p>Cientos de juegos de PC, EA Play incluido y títulos el primer día.</p><a class="btn" href="https://www.xbox.com/es-ES/xbox-game-pass/pc-game-pass">Únete ahora</a></div>
<div class="p">Game Pass Ultimate<b>17,99 €/mes</b><p>Todo lo anterior más juego en la nube y ventajas exclusivas.</p><a class="btn" href="https://www.xbox.com/es-ES/xbox-game-pass/ultimate">Únete ahora</a></div></div>
<p style="max-width:1100px;margin:0 auto 40px;padding:0 16px;font-size:12px;color:#555">Se cobra la suscripción continuada a la tarifa vigente en ese momento (sujeta a cambios) hasta que se cancele en <a href="https://account.microsoft.com/services">account.microsoft.com/services</a>. Microsoft nunca te pedirá que actualices tu forma de pago a través de un enlace en un SMS.</p>`,
  }),
},
{
  id: 'yc-axie-marketplace-connect-on-click',
  label: 'clean',
  kind: 'nft-marketplace',
  url: 'https://app.axieinfinity.com/marketplace/axies/?class=Aquatic&auctionTypes=Sale',
  body: doc({
    title: 'Marketplace | Axie Infinity',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Nunito",Arial,sans-serif;background:#181a20;color:#f2f2f2}
header{display:flex;align-items:center;gap:24px;padding:12px 24px;background:#22252d}header b{font-size:20px;color:#ffd36b}header a{color:#bbb;text-decoration:none;font-size:14px}.sp{flex:1}
.cw{background:#1273ea;color:#fff;border:0;border-radius:8px;padding:10px 16px;font-weight:700;cursor:pointer}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;padding:20px 24px}.ax{background:#22252d;border-radius:12px;padding:12px}.ax i{display:block;height:110px;border-radius:10px;background:radial-gradient(circle,#5ad1e6,#22252d)}
.ax .pr{font-weight:700;margin-top:8px}`,
    body: `<header><b>Axie Infinity</b><a href="/marketplace">Marketplace</a><a href="/profile">Profile</a><a href="https://support.axieinfinity.com/">Support</a><span class="sp"></span><button class="cw" id="cw">Log in</button></header>
<div class="grid" id="g"></div>
<p style="padding:0 24px;font-size:12px;color:#888">Prices in WETH on Ronin. Marketplace fee 4.25%. Axie Infinity will never ask for your recovery phrase.</p>
<script src="/_next/static/chunks/pages/marketplace-8a3f1c2d.js"></script>`,
  }),
  routes: {
    'app.axieinfinity.com/_next/static/chunks/pages/marketplace-8a3f1c2d.js': jsRoute(`(function(){var g=document.getElementById('g');var names=['Aqua Tide','Koi Mosh','Risky Fish','Nimo Swift','Shelly Reef','Tail Fin','Perch Lord','Blue Moon'];
names.forEach(function(n,i){var d=document.createElement('div');d.className='ax';d.innerHTML='<i></i><div>#'+(11203880+i*731)+' '+n+'</div><div class="pr">'+(0.0031+i*0.0007).toFixed(4)+' WETH</div>';g.appendChild(d)});
document.getElementById('cw').addEventListener('click',async function(){var p=window.ronin&&window.ronin.provider;if(!p){window.open('https://wallet.roninchain.com/','_blank');return}
var acc=await p.request({method:'eth_requestAccounts'});var nonce=await fetch('/api/auth/nonce').then(function(r){return r.json()}).then(function(j){return j.nonce});
var msg='app.axieinfinity.com wants you to sign in with your Ronin account:\\n'+acc[0]+'\\n\\nSign in to Axie Infinity Marketplace.\\n\\nURI: https://app.axieinfinity.com\\nVersion: 1\\nChain ID: 2020\\nNonce: '+nonce+'\\nIssued At: '+new Date().toISOString();
var sig=await p.request({method:'personal_sign',params:[msg,acc[0]]});await fetch('/api/auth/verify',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({message:msg,signature:sig})});this.textContent=acc[0].slice(0,6)+'…'+acc[0].slice(-4)})})();`),
    'app.axieinfinity.com/api/auth/nonce': jsonRoute({ nonce: 'a91f3c7e2b' }),
  },
},
];
