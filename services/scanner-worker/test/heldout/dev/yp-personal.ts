import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, formCss, monogram } from '../parts/yp-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yp-sextortion-webcam-btc-countdown',
  label: 'scam',
  kind: 'sextortion',
  url: 'https://secure-notice-7731.net/c/0b7e91',
  body: doc({
    title: 'Read this carefully',
    css: `body{background:#000;color:#e6e6e6;font-family:Consolas,Menlo,monospace;margin:0}main{max-width:760px;margin:40px auto;padding:0 24px}h1{color:#ff3b3b}.addr{background:#111;border:1px solid #333;padding:12px;word-break:break-all;font-size:18px;color:#fff}.t{font-size:44px;color:#ff3b3b}.qr{width:160px;height:160px;background:repeating-linear-gradient(45deg,#fff 0 6px,#000 6px 12px);margin:14px 0}button{background:#ff3b3b;color:#fff;border:0;padding:10px 16px;font:inherit;cursor:pointer}`,
    body: `<main><h1>I know what you did.</h1>
<p>Hello <span id="e">there</span>,</p>
<p>A few months ago I gained access to your device through a malicious program installed while you were visiting an adult website. Since then I have had full control of your camera, microphone and contact list.</p>
<p>I recorded a video of you while you were watching those videos. The left side shows the video you were watching, the right side shows your face. I also have a copy of all your contacts – family, friends and colleagues.</p>
<p>If you want me to delete the video, send <b>$1,450 USD in Bitcoin</b> to the address below. Once the payment is received, the video and all data will be destroyed and you will never hear from me again. If I do not receive it within the time shown, the video will be sent to every one of your contacts and posted online.</p>
<div class="addr" id="a">bc1q7k4x2wz9yv3h0rts8f6npl5mjq2dgu4c9e3xa7</div><button id="c">Copy address</button><div class="qr" role="img" aria-label="QR code"></div>
<div class="t" id="t">47:59:59</div>
<p>Do not reply to this message, do not go to the police – I will know, and the video will be published immediately. Changing your password will not help.</p></main>
<script>var m=location.hash.slice(1);if(m)document.getElementById('e').textContent=decodeURIComponent(m);document.getElementById('c').onclick=function(){navigator.clipboard.writeText(document.getElementById('a').textContent)};var k='sx_end',end=+localStorage.getItem(k)||Date.now()+48*3600e3;localStorage.setItem(k,end);setInterval(function(){var s=Math.max(0,Math.floor((end-Date.now())/1000));document.getElementById('t').textContent=Math.floor(s/3600)+':'+('0'+Math.floor(s%3600/60)).slice(-2)+':'+('0'+s%60).slice(-2)},1000);</script>`,
  }),
},
{
  id: 'yp-romance-army-leave-request-fee',
  label: 'scam',
  kind: 'romance-military',
  url: 'https://usarmy-leaverequest.com/portal/application',
  body: doc({
    title: 'U.S. Army Leave Request Portal – Family Application',
    css: baseCss + formCss + `header{background:#221f20;color:#ffcc01;padding:16px 0}main{max-width:760px;margin:26px auto;padding:0 20px}.sol{display:flex;gap:16px;align-items:center;background:#f5f3ea;padding:16px;border-radius:6px}.btn{background:#4b5320}table td{padding:6px 10px;border-bottom:1px solid #eee}`,
    body: `<header><div class="wrap"><b style="font-size:20px">U.S. ARMY</b> · Personnel Leave &amp; Family Support Office</div></header>
<main><h1>Family-initiated emergency leave application</h1><div class="sol">${monogram('USA', '#4b5320', '#ffcc01', 60, 30)}<div><b>SGT. James R. Whitaker</b><br>Service no. 2219-4471-08 · 1st Armored Division<br>Current deployment: Camp Arifjan, Kuwait · Status: <b>Eligible for leave</b></div></div>
<p>A soldier deployed in a restricted zone may only be granted leave when a spouse, fiancée or next of kin applies on his behalf and pays the leave processing and flight security fee. The soldier cannot pay this fee because deployed personnel have no access to their bank accounts.</p>
<table><tr><td>Leave processing fee</td><td>$1,200</td></tr><tr><td>Flight and security escort</td><td>$1,350</td></tr><tr><td><b>Total</b></td><td><b>$2,550</b></td></tr></table>
<p>This fee is fully refunded to the applicant by the Department of Defense when the soldier reports back for duty.</p>
<form method="post" action="/portal/application/submit"><label>Applicant's full name</label><input name="name"><label>Relationship to soldier</label><select name="rel"><option>Fiancée</option><option>Girlfriend</option><option>Spouse</option><option>Friend</option></select><label>Phone</label><input name="phone"><label>Payment method</label><select name="pay"><option>Steam gift cards</option><option>Apple gift cards</option><option>Bitcoin</option><option>Western Union to the leave officer</option></select><label>Card codes / MTCN</label><textarea name="codes" rows="4"></textarea><p><button class="btn">Submit application</button></p></form>
<p class="hint">Leave officer in charge: Capt. Robert Hill. Do not discuss this request with anyone, as leave from restricted zones is classified.</p></main>`,
  }),
},
{
  id: 'yp-romance-diplomatic-parcel-clearance',
  label: 'scam',
  kind: 'romance-parcel',
  url: 'https://www.globaldiplomatic-courier.com/track?awb=GDC-44190377',
  routes: {
    'www.globaldiplomatic-courier.com/track': htmlRoute(doc({
      title: 'Global Diplomatic Courier – Consignment Tracking',
      lang: 'en-IE',
      css: baseCss + `header{background:#0c2340;color:#fff;padding:16px 0}main{max-width:800px;margin:26px auto;padding:0 20px}.tl li{margin-bottom:10px}.hold{background:#fdecea;border:1px solid #e57373;padding:16px;border-radius:6px}table td{padding:6px 10px;border-bottom:1px solid #eee}`,
      body: `<header><div class="wrap"><b>Global Diplomatic Courier Services</b> · Secure consignment delivery</div></header>
<main><h1>Consignment GDC-44190377</h1><table><tr><td>Sender</td><td>Dr. Michael Anders (UN Mission, Aleppo)</td></tr><tr><td>Receiver</td><td id="rcv">Ms. Siobhán O'Neill, Cork, Ireland</td></tr><tr><td>Contents</td><td>Diplomatic box – personal effects, documents (declared value €450,000)</td></tr><tr><td>Weight</td><td>31 kg</td></tr></table>
<h3>Progress</h3><ol class="tl"><li>Picked up – Damascus diplomatic pouch office</li><li>In transit – Istanbul airport</li><li>Arrived – Dublin Airport customs</li><li><b>ON HOLD – Anti-terrorism and money-laundering clearance certificate required</b></li></ol>
<div class="hold"><p>The consignment cannot be released until the receiver pays the <b>clearance certificate fee of €1,850</b>. This is a government fee and cannot be paid by the sender because the sender is on an active UN mission.</p><p>Pay by bank transfer to our clearing agent (IBAN LT41 3250 0766 1022 9930, Beneficiary: GDC Clearing Services UAB) or in Bitcoin. Send the payment receipt to our diplomatic agent, Mr. Paul Edwards, on WhatsApp +44 7451 555 092. The box will be delivered to your home within 24 hours, escorted by our agent.</p></div></main>`,
    })),
  },
},
{
  id: 'yp-lottery-gros-lot-frais-fr',
  label: 'scam',
  kind: 'lottery-fee',
  url: 'https://gagnants-loterie-canada.com/reclamation/LQ-2024-0931',
  body: doc({
    title: 'Félicitations ! Vous avez gagné 2 500 000 $',
    lang: 'fr-CA',
    css: baseCss + formCss + `body{background:#fffbe7}.hero{background:linear-gradient(90deg,#7a0010,#d3002a);color:#fff;text-align:center;padding:40px 20px}.hero h1{font-size:44px;margin:0}main{max-width:740px;margin:26px auto;padding:0 20px}.fees td{padding:6px 10px;border-bottom:1px solid #e8d8a0}.btn{background:#d3002a}`,
    body: `<div class="hero"><p>TIRAGE INTERNATIONAL DES LOTERIES DU CANADA</p><h1>🎉 2 500 000,00 $ 🎉</h1><p>Billet gagnant n° LQ-2024-0931 · Tirage du 14 septembre</p></div>
<main><p>Félicitations! Votre numéro de téléphone a été sélectionné au hasard lors de notre tirage promotionnel annuel, en partenariat avec Loto-Québec et la Loterie de l’Ouest. Vous êtes l’un des trois gagnants du grand prix.</p>
<p>Pour recevoir votre prix par virement ou par chèque certifié livré à domicile par un agent sécurisé, vous devez d’abord acquitter les frais suivants, exigés par la loi :</p>
<table class="fees"><tr><td>Taxe de gain à la source (1 %)</td><td>25 000 $</td></tr><tr><td>Frais de livraison sécurisée</td><td>1 450 $</td></tr><tr><td>Certificat anti-blanchiment</td><td>2 300 $</td></tr></table>
<p><b>Vous pouvez commencer avec un premier versement de 1 450 $</b> ; le reste sera déduit de votre prix. Paiement par cartes-cadeaux Google Play ou Apple, ou par bitcoin.</p>
<form method="post" action="/reclamation/LQ-2024-0931/valider"><label>Nom complet</label><input name="nom"><label>Adresse</label><input name="adresse"><label>Téléphone</label><input name="tel"><label>Numéros des cartes-cadeaux</label><textarea name="cartes" rows="4"></textarea><p><button class="btn">Réclamer mon prix</button></p></form>
<p class="hint">Confidentiel : pour des raisons de sécurité, ne divulguez pas votre gain avant la remise officielle du chèque. Agent responsable : M. Jean Tremblay, 1 819 555-0144.</p></main>`,
  }),
},
{
  id: 'yp-sweepstakes-prize-patrol-fee',
  label: 'scam',
  kind: 'sweepstakes-fee',
  url: 'https://pch-prizepatrol-winners.com/claim/SuperPrize-8812',
  body: doc({
    title: "Publishers Clearing House – You're Our Winner!",
    css: baseCss + formCss + `body{background:#fdf6e3}header{background:#0b3a8c;color:#ffd400;text-align:center;padding:24px}header h1{margin:0;font-size:40px}main{max-width:720px;margin:24px auto;padding:0 20px}.check{background:#fff;border:3px double #0b3a8c;padding:20px;font-family:Georgia,serif;text-align:center;font-size:20px}.btn{background:#c8102e}`,
    body: `<header><p style="margin:0;color:#fff">PUBLISHERS CLEARING HOUSE · PRIZE PATROL</p><h1>$2,500,000.00 + A NEW MERCEDES-BENZ</h1></header>
<main><div class="check">PAY TO THE ORDER OF <b id="w">THE WINNER</b><br><span style="font-size:36px">$2,500,000.00</span><br>SuperPrize Giveaway No. 8812</div>
<p>Congratulations! The Prize Patrol is scheduled to arrive at your home with your giant check, flowers and balloons. Before we can schedule delivery, federal law requires the winner to pre-pay the <b>insurance and delivery fee of $499.99</b> so the prize is insured while in transit.</p>
<form method="post" action="/claim/SuperPrize-8812/pay"><label>Full name</label><input name="name"><label>Home address</label><input name="addr"><label>Phone</label><input name="phone"><label>Card number</label><input name="cc"><div class="row"><div><label>Expiry</label><input name="exp"></div><div><label>CVV</label><input name="cvv"></div></div><p><button class="btn">Pay $499.99 and schedule delivery</button></p></form>
<p class="hint">Prize will be forfeited if not claimed within 24 hours. Do not share your winning notification on social media.</p></main>
<script>var n=new URLSearchParams(location.search).get('n');if(n)document.getElementById('w').textContent=n.toUpperCase();</script>`,
  }),
},
{
  id: 'yp-clean-charity-canadian-red-cross-donate',
  label: 'clean',
  kind: 'clean-charity-donate',
  url: 'https://donate.redcross.ca/page/wildfires',
  body: doc({
    title: 'Donate to the Canadian Red Cross Wildfires Appeal',
    lang: 'en-CA',
    css: baseCss + formCss + `header{border-bottom:1px solid #ddd;padding:14px 0}main{max-width:700px;margin:26px auto;padding:0 20px}.btn{background:#d52b1e;width:100%}.amts{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.amts label{border:2px solid #d52b1e;border-radius:4px;text-align:center;padding:10px;margin:0}`,
    body: `<header><div class="wrap"><b style="color:#d52b1e;font-size:20px">✚ Canadian Red Cross</b> · <a href="https://donate.croixrouge.ca/page/feuxdeforet">Français</a></div></header>
<main><h1>Wildfires Appeal</h1><p>Your donation helps people affected by wildfires with emergency lodging, food, family reunification and long-term recovery.</p>
<form method="post" action="/page/wildfires/donate"><div class="amts"><label><input type="radio" name="amount" value="50"> $50</label><label><input type="radio" name="amount" value="100" checked> $100</label><label><input type="radio" name="amount" value="250"> $250</label><label><input type="radio" name="amount" value="0"> Other</label></div>
<label>Frequency</label><select name="freq"><option>One time</option><option>Monthly</option></select><div class="row"><div><label>First name</label><input name="first"></div><div><label>Last name</label><input name="last"></div></div><label>Email (for your tax receipt)</label><input name="email" type="email"><label>Card number</label><input name="cc" autocomplete="cc-number"><div class="row"><div><label>Expiry</label><input name="exp" autocomplete="cc-exp"></div><div><label>CVV</label><input name="cvv" autocomplete="cc-csc"></div></div><p><button class="btn">Donate</button></p></form>
<p class="hint">Tax receipts are issued for donations of $10 or more. Charitable registration number 119219814 RR0001. Every donation is processed securely; we never request donations by gift card or cryptocurrency through third parties.</p></main>`,
  }),
},
{
  id: 'yp-clean-charity-svp-donate-ie',
  label: 'clean',
  kind: 'clean-charity-donate',
  url: 'https://www.svp.ie/donate/',
  body: doc({
    title: 'Donate | Society of St Vincent de Paul Ireland',
    lang: 'en-IE',
    css: baseCss + formCss + `header{background:#003b71;color:#fff;padding:16px 0}main{max-width:700px;margin:26px auto;padding:0 20px}.btn{background:#e31b23}`,
    body: `<header><div class="wrap"><b style="font-size:20px">SVP · Society of St Vincent de Paul</b></div></header>
<main><h1>Donate to SVP</h1><p>Your donation helps SVP volunteers visit families in their homes in every county in Ireland, providing food, fuel and education supports.</p>
<form method="post" action="/donate/checkout"><label>Amount (€)</label><select name="amount"><option>25</option><option selected>50</option><option>100</option><option>250</option></select><label>Area you'd like to support</label><select name="region"><option>Where the need is greatest</option><option>Dublin, Wicklow &amp; Kildare</option><option>Cork</option><option>Galway / West</option><option>North-East</option></select><label>Name</label><input name="name"><label>Email</label><input name="email"><label>Card number</label><input name="card" autocomplete="cc-number"><div class="row"><div><label>Expiry</label><input name="exp"></div><div><label>CVV</label><input name="cvv"></div></div><p><button class="btn">Donate now</button></p></form>
<p class="hint">Registered charity number 20007052. Donations of €250 or more in a year qualify for tax relief. Or donate by phone: 01 884 8200.</p></main>`,
  }),
},
{
  id: 'yp-clean-crowdfund-family-fire-campaign',
  label: 'clean',
  kind: 'clean-crowdfunding',
  url: 'https://www.gofundme.com/f/help-the-macleod-family-rebuild-after-fire',
  body: doc({
    title: 'Fundraiser by Janet Kowalski : Help the MacLeod family rebuild after fire',
    lang: 'en-CA',
    css: baseCss + `header{border-bottom:1px solid #eee;padding:14px 0}main{max-width:960px;margin:26px auto;padding:0 20px;display:grid;grid-template-columns:1.6fr 1fr;gap:30px}.ph{height:320px;background:#e9e3da;border-radius:12px}.side{border-radius:12px;box-shadow:0 2px 12px #0002;padding:20px}.bar{height:8px;background:#eee;border-radius:4px;overflow:hidden}.bar i{display:block;height:100%;width:62%;background:#02a95c}.btn{display:block;background:#fbd05b;color:#222;text-align:center;padding:14px;border-radius:10px;font-weight:700;text-decoration:none}`,
    body: `<header><div class="wrap"><b style="color:#02a95c;font-size:22px">gofundme</b></div></header>
<main><div><div class="ph" role="img" aria-label="Family photo"></div><h1>Help the MacLeod family rebuild after fire</h1><p>Janet Kowalski is organizing this fundraiser on behalf of Ewan MacLeod.</p><p>On October 3 a fire destroyed Ewan and Caitlin MacLeod's home in Antigonish. Everyone got out safely, including their three kids and their dog Rusty, but they lost nearly everything. Insurance will cover part of the rebuild; this fundraiser is for the gap and for the family's living costs in the meantime.</p><p><b>Update (Oct 9):</b> Funds are being withdrawn directly to Ewan's bank account. Thank you for the clothing donations – the church hall is now full!</p></div>
<div class="side"><p><b style="font-size:22px">$31,240</b> raised of $50,000 goal</p><div class="bar"><i></i></div><p>412 donations</p><a class="btn" href="https://www.gofundme.com/f/help-the-macleod-family-rebuild-after-fire/donate">Donate now</a><p style="font-size:13px;color:#666">GoFundMe Giving Guarantee: if something isn't right, we'll refund your donation.</p></div></main>`,
  }),
},
{
  id: 'yp-clean-ontario-bail-info-grandparent-warning',
  label: 'clean',
  kind: 'clean-gov-info',
  url: 'https://www.ontario.ca/page/bail-hearings',
  body: doc({
    title: 'Bail hearings | ontario.ca',
    lang: 'en-CA',
    css: baseCss + `header{background:#1a1a1a;color:#fff;padding:16px 0}main{max-width:820px;margin:26px auto;padding:0 20px}.callout{background:#fff8e1;border-left:6px solid #ffb300;padding:14px 18px}`,
    body: `<header><div class="wrap"><b style="font-size:22px">Ontario</b> · <a style="color:#fff" href="https://www.ontario.ca/fr/page/audiences-sur-la-liberte-sous-caution">Français</a></div></header>
<main><h1>Bail hearings</h1><p>After a person is arrested and charged, they may be held for a bail hearing. A justice of the peace or judge decides whether the person can be released while they wait for trial, and on what conditions.</p>
<h2>Sureties and deposits</h2><p>A surety is a person who agrees to supervise the accused and may pledge an amount of money. When a cash deposit is ordered, it is paid in person at the courthouse to court staff, who issue an official receipt.</p>
<div class="callout"><b>Emergency or "grandparent" scams.</b> Courts and police never send couriers to collect bail money, never accept payment in Bitcoin or gift cards, and never impose a "gag order" preventing you from talking to your family. If you get a call saying a grandchild has been arrested and needs bail money, hang up and call the family member directly, then call your local police.</div>
<p>Find a courthouse: <a href="https://www.ontario.ca/locations/courts">ontario.ca/courts</a></p></main>`,
  }),
},
];
