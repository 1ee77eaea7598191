import { type Entry, redirectRoute } from '../entry.js';
import { doc, cookieBar, js, json, html } from '../parts/zo-kit.js';
import { beepWav, pngRoute, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zo-scam-de-hoehle-der-loewen-bitcoin',
    label: 'scam',
    kind: 'news-style-scam',
    url: 'https://www.spiegelnews-aktuell.com/wirtschaft/dhdl-investition-skandal',
    body: doc('Skandal bei „Die Höhle der Löwen": Diese Investition erschüttert Deutschland', `
<header style="background:#c00;color:#fff"><b>NACHRICHTEN AKTUELL</b> · Politik · Wirtschaft · Panorama</header>
<main style="max-width:720px">
 <h1>Skandal bei „Die Höhle der Löwen": Gründer zeigt, wie man mit 250 € in einer Woche 7.000 € verdient</h1>
 <p>Die Sendung wurde nach der Ausstrahlung gestoppt. Die Banken fordern, dass diese Methode verboten wird, bevor noch mehr Menschen davon erfahren.</p>
 <p>Unser Redakteur hat die Plattform selbst getestet: Nach nur 7 Tagen lag sein Kontostand bei <b>6.842,19 €</b>.</p>
 <p style="text-align:center"><a class="btn" href="https://go.bitsystem-de.online/?aff=dhdl22" style="background:#16a34a;font-size:18px">&gt;&gt; JETZT KOSTENLOS REGISTRIEREN &lt;&lt;</a></p>
 <p style="font-size:12px">Hinweis: Die Plätze sind auf 50 neue Teilnehmer pro Tag begrenzt.</p>
</main>
${cookieBar('de')}`, { lang: 'de' }),
  },
  {
    id: 'zo-scam-fake-shop-sneaker-clearance',
    label: 'scam',
    kind: 'fake-shop',
    url: 'https://www.sneakvault-outlet.shop/products/air-runner-97-triple-white',
    body: doc('Air Runner 97 Triple White – SneakVault Outlet', `
<div style="background:#dc2626;color:#fff;text-align:center;padding:6px;font-size:13px">CLOSING DOWN SALE – UP TO 85% OFF · FREE SHIPPING WORLDWIDE · Ends in <b id="cd">09:59</b></div>
<header style="border-bottom:1px solid #eee"><b>SNEAKVAULT</b> · Men · Women · Kids · Sale</header>
<main style="display:flex;gap:30px;flex-wrap:wrap">
 <div style="flex:1;min-width:280px;background:#f5f5f5;height:360px"></div>
 <div style="flex:1;min-width:280px">
  <h1 style="font-size:24px">Air Runner 97 "Triple White"</h1>
  <p><s style="color:#999">$189.99</s> <b style="color:#dc2626;font-size:24px">$29.99</b> <span style="background:#dc2626;color:#fff;padding:2px 6px;font-size:12px">-84%</span></p>
  <p style="font-size:13px;color:#dc2626">&#128293; 23 people are viewing this · Only 3 left in stock</p>
  <label>Size (US)</label><select><option>7</option><option>8</option><option>9</option><option>10</option><option>11</option></select>
  <p><a class="btn" style="background:#111;width:100%;text-align:center" href="/checkout">BUY NOW</a></p>
  <p style="font-size:12px">&#10004; 100% authentic &#10004; 30-day money back &#10004; Secure payment</p>
 </div>
</main>
<footer>© 2026 SneakVault Outlet · Contact: support@sneakvault-outlet.shop · Address: Room 1203, Tower B, Shenzhen</footer>
<script>var s=599;setInterval(function(){s--;document.getElementById('cd').textContent=('0'+Math.floor(s/60)).slice(-2)+':'+('0'+s%60).slice(-2)},1000);</script>`),
    routes: {
      'www.sneakvault-outlet.shop/checkout': html(doc('Checkout – SneakVault', `<main style="max-width:480px"><h2>Checkout</h2><form method="post" action="/checkout/pay"><label>Email</label><input name="email"><label>Full name</label><input name="name"><label>Address</label><input name="addr"><label>Card number</label><input name="card"><div style="display:flex;gap:8px"><div><label>MM/YY</label><input name="exp"></div><div><label>CVC</label><input name="cvc"></div></div><p><button class="btn" style="background:#111;width:100%">Pay $29.99</button></p></form></main>`)),
    },
  },
  {
    id: 'zo-scam-renewal-invoice-refund-callback',
    label: 'scam',
    kind: 'support-scam',
    url: 'https://billing-helpdesk-renewal.com/invoice/GS-88120-NOV',
    body: doc('Order Confirmation – Auto-Renewal #GS-88120', `
<main style="max-width:620px;border:1px solid #e5e7eb;margin-top:30px;border-radius:8px">
 <h2 style="margin-top:0">Thank you for your order!</h2>
 <p>Your subscription for <b>Total Protection Premium (5 Devices, 3 Years)</b> has been renewed successfully and <b>$499.99</b> will be charged to your account within 24 hours.</p>
 <table style="width:100%;font-size:14px;border-collapse:collapse"><tr><td>Invoice no.</td><td>GS-88120-NOV</td></tr><tr><td>Product</td><td>Total Protection Premium</td></tr><tr><td>Payment</td><td>Auto-debit</td></tr><tr><td><b>Total</b></td><td><b>$499.99</b></td></tr></table>
 <p>If you did not authorize this purchase or wish to cancel and request a refund, please contact our billing department within 24 hours:</p>
 <p style="font-size:24px;text-align:center;background:#fef3c7;padding:12px">&#9742; +1 (808) 470-2291</p>
 <form method="post" action="/invoice/cancel" style="margin-top:10px"><label>Or request a callback – your phone number</label><input name="phone"><p><button class="btn">Cancel &amp; Refund</button></p></form>
</main>`),
  },
  {
    id: 'zo-scam-ja-prize-survey-iphone',
    label: 'scam',
    kind: 'prize-scam',
    url: 'https://jp-lucky-winner.rewardspin.click/ja/survey?sid=88172',
    body: doc('おめでとうございます！', `
<main style="max-width:480px;text-align:center">
 <p style="font-size:13px;color:#666">2026年11月29日 (日)</p>
 <h1 style="color:#d00;font-size:24px">おめでとうございます！</h1>
 <p>あなたは本日の <b>iPhone 17 Pro</b> の当選者に選ばれました！簡単なアンケート（3問）に回答して賞品を受け取ってください。</p>
 <div id="q" style="border:1px solid #ddd;padding:16px;border-radius:8px"></div>
 <p style="font-size:12px;color:#999">残り時間：<span id="t">4:59</span></p>
</main>
<script>
var qs=['Q1. あなたは日本在住ですか？','Q2. 年齢は18歳以上ですか？','Q3. iPhoneを使ったことがありますか？'],i=0;
function show(){var q=document.getElementById('q');if(i<qs.length){q.innerHTML='<p>'+qs[i]+'</p><button class="btn" onclick="i++;show()">はい</button> <button class="btn" style="background:#999" onclick="i++;show()">いいえ</button>';}
else{q.innerHTML='<p>確認中...</p>';setTimeout(function(){q.innerHTML='<p>送料 <b>¥250</b> をお支払いいただくと、賞品を発送いたします。</p><a class="btn" style="background:#d00" href="https://pay.prize-delivery-jp.com/checkout?o=88172">賞品を受け取る</a>';},1500);}}
show();var s=299;setInterval(function(){s--;document.getElementById('t').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000);
</script>`, { lang: 'ja' }),
  },
  {
    id: 'zo-scam-pt-valores-a-receber-taxa',
    label: 'scam',
    kind: 'gov-fee-scam',
    url: 'https://consulta-valores-receber.gov-br-sistema.com/consultar',
    body: doc('Valores a Receber – Consulta', `
<header style="background:#1351b4;color:#fff"><b>gov.br</b> · Sistema de Valores a Receber</header>
<main style="max-width:520px">
 <h1 style="font-size:22px">Consulte se você tem dinheiro esquecido em bancos</h1>
 <form id="f"><label>CPF</label><input id="cpf" placeholder="000.000.000-00"><label>Data de nascimento</label><input placeholder="dd/mm/aaaa"><p><button class="btn" style="background:#1351b4">Consultar</button></p></form>
 <div id="r" style="display:none;border:1px solid #16a34a;padding:16px;border-radius:6px">
  <p><b>Você possui R$ 2.847,31 disponíveis para resgate.</b></p>
  <p>Para liberar o valor via Pix, é necessário o pagamento da taxa de emissão do DARF no valor de <b>R$ 47,90</b>.</p>
  <p style="text-align:center"><img src="/qr.png" width="160" height="160" alt="QR Pix"></p>
  <p style="font-size:12px;word-break:break-all">Pix copia e cola: 00020126580014br.gov.bcb.pix0136a1f4e2b0-77c1-4e2a-9f31-5d7c2b8a91e65204000053039865405 47.905802BR5925RESGATE VALORES LTDA6009SAO PAULO</p>
 </div>
</main>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();document.getElementById('r').style.display='block';}</script>`, { lang: 'pt-BR' }),
    routes: { 'consulta-valores-receber.gov-br-sistema.com/qr.png': pngRoute(0, 0, 0) },
  },
  {
    id: 'zo-scam-shop-redirect-from-ad-pet-puppy',
    label: 'scam',
    kind: 'fake-shop',
    url: 'https://ad.trk-clickserve.net/c?cid=77812&u=puppies',
    routes: {
      'ad.trk-clickserve.net/c': redirectRoute(302, 'https://www.goldenbrook-puppies-home.com/available/'),
      'www.goldenbrook-puppies-home.com/available/': html(doc('Available Puppies – Golden Brook Puppies Home', `
<header><b>Golden Brook Puppies Home</b> · Available · Reviews · Shipping · Contact</header>
<main>
 <h1>Available Golden Retriever Puppies</h1>
 <p>All our puppies are AKC registered, vet checked, vaccinated and come with a 2-year health guarantee. <b>We ship nationwide by air with a nanny!</b></p>
 <div style="display:flex;gap:16px;flex-wrap:wrap">
  <div style="border:1px solid #eee;padding:12px;width:200px"><div style="background:#f5deb3;height:140px"></div><b>Bella</b> – Female, 10 weeks<br>$650</div>
  <div style="border:1px solid #eee;padding:12px;width:200px"><div style="background:#f5deb3;height:140px"></div><b>Max</b> – Male, 9 weeks<br>$650</div>
  <div style="border:1px solid #eee;padding:12px;width:200px"><div style="background:#f5deb3;height:140px"></div><b>Daisy</b> – Female, 11 weeks<br>$600</div>
 </div>
 <h3>Adoption process</h3><p>Fill our application form. Reserve your puppy with a $200 deposit via Zelle, Cash App or Apple Pay gift card. Shipping insurance ($350, refundable) paid on delivery day.</p>
 <p>Text us: (602) 555-0193 · WhatsApp only</p>
</main>
<footer>© 2026 Golden Brook Puppies Home</footer>`)),
    },
  },
];
