import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, jsRoute, logo, cookieBanner } from '../parts/j-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'j-clean-wallet-docs-seed-safety',
  label: 'clean',
  kind: 'wallet-docs',
  url: 'https://help.kestrelwallet.io/hc/en-us/articles/4417-what-is-a-secret-recovery-phrase',
  body: doc({
    title: 'What is a Secret Recovery Phrase and how do I keep it safe? – Kestrel Wallet Help Center',
    style: `header{background:#ff7a1a;color:#fff;padding:16px 30px}main{max-width:780px;margin:24px auto;padding:0 16px}.warn{background:#fff1f0;border:1px solid #ffa39e;padding:14px;border-radius:6px}.ph{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;font-family:monospace;color:#999}.ph span{border:1px dashed #ccc;padding:6px;border-radius:4px}`,
    body: `<header><strong>Kestrel Wallet</strong> Help Center · <a href="/hc/en-us/requests/new" style="color:#fff">Submit a request</a></header>
<main><h1>What is a Secret Recovery Phrase and how do I keep it safe?</h1>
<p>Your Secret Recovery Phrase (SRP, sometimes called a seed phrase or mnemonic) is a list of 12 or 24 words generated when you first create your wallet. It is the master key to every account in your wallet.</p>
<div class="ph"><span>1. ••••</span><span>2. ••••</span><span>3. ••••</span><span>4. ••••</span><span>5. ••••</span><span>6. ••••</span><span>7. ••••</span><span>8. ••••</span><span>9. ••••</span><span>10. ••••</span><span>11. ••••</span><span>12. ••••</span></div>
<div class="warn"><strong>Kestrel will never ask for your Secret Recovery Phrase.</strong> No support agent, website, "wallet validation" or "sync" service needs it. Anyone who asks for it — on Discord, Telegram, a pop-up or a form that says your wallet must be "rectified" or "verified" — is trying to steal your funds.</div>
<h2>How to store it</h2><ul><li>Write it on paper or stamp it in metal; store it offline.</li><li>Never type it into a website, a screenshot or a cloud note.</li><li>Only enter it inside the Kestrel app when restoring your own wallet.</li></ul>
<h2>I entered my phrase on a website. What now?</h2><p>Create a new wallet immediately and move your assets. Revoke token approvals at a reputable revoke tool. Report the site to us at security@kestrelwallet.io.</p>
<p style="font-size:13px;color:#777">Updated 2 months ago · 1,287 of 1,311 found this helpful</p></main>`,
  }),
},
{
  id: 'j-clean-nft-marketplace',
  label: 'clean',
  kind: 'nft-marketplace',
  url: 'https://opensea.io/collection/driftwood-spirits-genesis',
  body: doc({
    title: 'Driftwood Spirits Genesis - Collection | OpenSea',
    style: `body{background:#fff}header{display:flex;justify-content:space-between;padding:12px 24px;border-bottom:1px solid #eee}.banner{height:180px;background:linear-gradient(90deg,#7b5e3b,#c9a66b)}main{padding:20px 32px}.stats span{margin-right:28px}.grid{display:grid;grid-template-columns:repeat(5,1fr);gap:14px;margin-top:20px}.nft{border:1px solid #eee;border-radius:12px;overflow:hidden}.nft div{height:150px;background:#e8dccb}.nft p{margin:8px;font-size:14px}button{background:#2081e2;color:#fff;border:0;padding:10px 18px;border-radius:10px}`,
    body: `<header><strong>OpenSea</strong><input placeholder="Search OpenSea" style="width:40%;padding:8px;border-radius:10px;border:1px solid #ddd"><button>Login</button></header>
<div class="banner"></div><main><h1>Driftwood Spirits Genesis ✔</h1><p>By <a href="/driftwoodstudio">driftwoodstudio</a> · Items 3,333 · Created Mar 2025 · Creator earnings 5% · Chain Ethereum</p>
<p class="stats"><span><b>0.42 ETH</b> floor</span><span><b>1,912 ETH</b> total volume</span><span><b>1,204</b> owners</span><span><b>8%</b> listed</span></p>
<div class="grid"><div class="nft"><div></div><p>Spirit #0412<br><b>0.45 ETH</b></p></div><div class="nft"><div></div><p>Spirit #1877<br><b>0.43 ETH</b></p></div><div class="nft"><div></div><p>Spirit #2290<br><b>0.51 ETH</b></p></div><div class="nft"><div></div><p>Spirit #3001<br><b>0.42 ETH</b></p></div><div class="nft"><div></div><p>Spirit #0099<br><b>1.20 ETH</b></p></div></div>
<p style="margin-top:20px"><button onclick="if(!window.ethereum){alert('Install a wallet to buy')}">Buy now</button> <button style="background:#fff;color:#000;border:1px solid #ccc">Make collection offer</button></p></main>`,
  }),
},
{
  id: 'j-clean-exchange-login-bitvavo-nl',
  label: 'clean',
  kind: 'own-login',
  url: 'https://account.bitvavo.com/login?lang=nl&redirect=%2Fmarkets',
  routes: {
    'account.bitvavo.com/login': htmlRoute(doc({
      lang: 'nl',
      title: 'Inloggen | Bitvavo',
      style: `body{background:#f7f6fb;display:flex;justify-content:center}.box{background:#fff;margin-top:70px;width:420px;padding:36px;border-radius:16px;box-shadow:0 2px 12px rgba(0,0,0,.06)}input{width:100%;padding:12px;margin:6px 0 14px;border:1px solid #d7d4e6;border-radius:10px}button{width:100%;padding:14px;background:#0051ff;color:#fff;border:0;border-radius:10px;font-weight:600}`,
      body: `<div class="box"><h2 style="color:#0051ff">bitvavo</h2><h1 style="font-size:24px">Inloggen</h1>
<form method="post" action="/api/v2/auth/login" id="f"><label>E-mailadres<input name="email" type="email" autocomplete="username"></label><label>Wachtwoord<input type="password" name="password" autocomplete="current-password"></label><button>Inloggen</button></form>
<p style="font-size:13px"><a href="/forgot-password">Wachtwoord vergeten?</a> · <a href="/register">Account aanmaken</a></p>
<p style="font-size:12px;color:#686b82">Let op phishing: controleer altijd of je op <b>account.bitvavo.com</b> bent. Bitvavo vraagt nooit om je wachtwoord, 2FA-code of herstelzin via e-mail, telefoon of WhatsApp. Bitvavo B.V. is geregistreerd bij De Nederlandsche Bank en heeft een MiCA-vergunning van de AFM.</p></div>`,
    })),
  },
},
{
  id: 'j-clean-shop-mega-sale',
  label: 'clean',
  kind: 'shop-sale',
  url: 'https://www.voltiq-electronics.co.uk/black-friday/deals',
  body: doc({
    title: 'Black Friday Deals – Up to 70% Off TVs, Laptops & More | Voltiq',
    style: `.top{background:#ffe600;padding:10px;text-align:center;font-weight:700}header{background:#0a0a23;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.hero{background:#000;color:#ffe600;text-align:center;padding:30px;font-size:38px;font-weight:900}.cd{color:#fff;font-size:22px}.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;padding:24px}.p{border:1px solid #ddd;padding:12px}.p div{height:140px;background:#f1f1f1}.off{background:#e00;color:#fff;padding:2px 6px;font-size:12px}.now{font-size:22px;font-weight:800}.was{text-decoration:line-through;color:#777}.stock{color:#c00;font-size:13px}`,
    body: `<div class="top">🔥 BLACK FRIDAY – PRICES DROPPED! Free next-day delivery on orders over £40 🔥</div>
<header><strong>VOLTIQ</strong><span>TV &amp; Audio · Computing · Phones · Gaming · Appliances · 🛒 Basket</span></header>
<div class="hero">UP TO 70% OFF<div class="cd">Deals end in <span id="t">05:59:59</span></div></div>
<div class="grid">
<div class="p"><div></div><span class="off">-52%</span><p>55" 4K QLED Smart TV (2025)</p><p class="now">£329</p><p class="was">£699</p><p class="stock">Only 4 left at this price!</p></div>
<div class="p"><div></div><span class="off">-38%</span><p>14" Laptop, Ryzen 7, 16GB, 1TB SSD</p><p class="now">£549</p><p class="was">£889</p><p class="stock">Selling fast</p></div>
<div class="p"><div></div><span class="off">-70%</span><p>True Wireless Earbuds ANC</p><p class="now">£29.99</p><p class="was">£99.99</p></div>
<div class="p"><div></div><span class="off">-25%</span><p>Robot vacuum with mop</p><p class="now">£224</p><p class="was">£299</p></div></div>
<footer style="padding:24px;font-size:12px;background:#f4f4f4">Voltiq Retail Ltd, Unit 4 Meridian Park, Leicester LE19 1WX. Company no. 07812345. VAT GB 123 4567 89. Was prices are the prices we charged for 28 consecutive days before the promotion. <a href="/help/returns">Returns</a> · <a href="/help/privacy">Privacy</a></footer>
<script>var s=6*3600-1;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s/60)%60,x=s%60;document.getElementById('t').textContent=[h,m,x].map(function(v){return(''+v).padStart(2,'0')}).join(':')},1000);</script>
${cookieBanner('en', 'Voltiq')}`,
  }),
},
{
  id: 'j-clean-gov-fr-antai-amende',
  label: 'clean',
  kind: 'gov-service',
  url: 'https://www.antai.gouv.fr/paiement-amende/accueil?lang=fr',
  routes: {
    'www.antai.gouv.fr/paiement-amende/accueil': htmlRoute(doc({
      lang: 'fr',
      title: 'Payer une amende - ANTAI',
      style: `header{border-bottom:1px solid #ddd;padding:14px 30px;display:flex;gap:20px;align-items:center}.mar{font-weight:700;font-size:12px;line-height:1.1;border-left:4px solid #000091;padding-left:8px}main{max-width:860px;margin:30px auto;padding:0 16px}input{padding:10px;border:0;border-bottom:2px solid #3a3a3a;background:#eee;width:100%;margin:4px 0 14px}button{background:#000091;color:#fff;border:0;padding:10px 20px}.al{background:#fef4f4;border-left:4px solid #ce0500;padding:12px}`,
      body: `<header><div class="mar">RÉPUBLIQUE<br>FRANÇAISE<br><small>Liberté Égalité Fraternité</small></div><strong>Agence nationale de traitement automatisé des infractions</strong></header>
<main><h1>Payer une amende</h1><p>Munissez-vous de votre avis de contravention. Le numéro de télépaiement et la clé figurent sur la carte de paiement jointe à l'avis.</p>
<form onsubmit="event.preventDefault()"><label>Numéro de télépaiement (16 chiffres)<input inputmode="numeric" maxlength="16"></label><label>Clé (2 chiffres)<input inputmode="numeric" maxlength="2" style="width:80px"></label><button>Valider</button></form>
<div class="al"><strong>Attention aux tentatives d'escroquerie.</strong> L'ANTAI n'envoie jamais de SMS ou de courriel vous demandant de payer une amende. Le seul site officiel de paiement est www.amendes.gouv.fr. Signalez les messages frauduleux au 33700.</div></main>
<footer style="background:#f6f6f6;padding:24px;font-size:13px">legifrance.gouv.fr · service-public.fr · gouvernement.fr · Accessibilité : partiellement conforme · Mentions légales · Données personnelles</footer>`,
    })),
  },
},
{
  id: 'j-clean-gov-us-ssa-benefits',
  label: 'clean',
  kind: 'gov-service',
  url: 'https://www.ssa.gov/number-card/replace-card?utm_source=ssa-home&utm_medium=tile',
  body: doc({
    title: 'Replace Your Social Security Card | SSA',
    style: `.banner{background:#f0f0f0;font-size:12px;padding:4px 20px}header{background:#112e51;color:#fff;padding:14px 20px}main{max-width:880px;margin:24px auto;padding:0 16px}.btn{background:#0071bc;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px}.scam{background:#fff1d2;border-left:6px solid #fdb81e;padding:12px;margin-top:20px}`,
    body: `<div class="banner">🇺🇸 An official website of the United States government</div><header><strong>Social Security</strong> · Benefits · Medicare · Card &amp; record · Calculators</header>
<main><h1>Request a replacement Social Security card</h1><p>You may be able to request a replacement card online with a personal <i>my</i> Social Security account. There is no charge for a Social Security card.</p>
<p><a class="btn" href="https://secure.ssa.gov/RIL/SiView.action">Sign in or create an account</a></p>
<div class="scam"><strong>Protect yourself from scams.</strong> Social Security will never threaten you with arrest, suspend your number, or demand payment by gift card, wire transfer, cryptocurrency or cash by mail. If you receive a suspicious call, hang up and report it at oig.ssa.gov.</div>
<p>Need help? Call 1-800-772-1213 (TTY 1-800-325-0778), Monday through Friday, 8:00 a.m. – 7:00 p.m. local time.</p></main>`,
  }),
},
{
  id: 'j-clean-bank-fraud-advice',
  label: 'clean',
  kind: 'bank-fraud-info',
  url: 'https://www.northmoor-bank.co.uk/security/recognising-scams',
  body: doc({
    title: 'Recognising scams | Security centre | Northmoor Bank',
    style: `header{background:#00482b;color:#fff;padding:16px 30px;display:flex;justify-content:space-between}main{max-width:880px;margin:24px auto;padding:0 16px}.sms{background:#e9e9eb;border-radius:16px;padding:12px 16px;max-width:360px;font-size:14px;margin:10px 0}.tag{background:#c00;color:#fff;font-size:11px;padding:2px 6px;border-radius:3px}`,
    body: `<header><strong>Northmoor Bank</strong><span>Personal · Business · <a href="/login" style="background:#fff;color:#00482b;padding:6px 12px;border-radius:4px;text-decoration:none">Log in</a></span></header>
<main><h1>Recognising scams</h1><p>Criminals pretend to be us, the police, HMRC or delivery companies. Here are real messages our customers reported this month. <span class="tag">SCAM EXAMPLES</span></p>
<div class="sms">NORTHMOOR: A new payee "J SMITH" was added to your account. If this was NOT you, call our fraud team immediately on 0161 555 0198 or visit northmoor-secure-payee.com</div>
<div class="sms">Royal Mail: Your parcel is awaiting delivery. Please confirm the settlement of £1.45 on: rm-redelivery-uk.info</div>
<div class="sms">Hi Mum, I've dropped my phone down the toilet 🙈 this is my new number, can you help me pay a bill?</div>
<h2>We will never</h2><ul><li>Ask you to move money to a "safe account".</li><li>Ask for your full password, PIN or a one-time passcode by phone, text or email.</li><li>Ask you to install remote access software like AnyDesk or TeamViewer.</li></ul>
<h2>Think you've been scammed?</h2><p>Call us immediately on <b>0345 300 4000</b> (the number on the back of your card) or call <b>159</b>. Lines are open 24/7.</p></main>`,
  }),
},
{
  id: 'j-clean-toll-pay-real',
  label: 'clean',
  kind: 'toll-payment',
  url: 'https://www.e-zpassny.com/vector/violations/violNoticeInquiry.do?locale=en_US',
  routes: {
    'www.e-zpassny.com/vector/violations/violNoticeInquiry.do': htmlRoute(doc({
      title: 'E-ZPass New York Service Center - Pay a Toll Bill',
      style: `header{background:#5e2b7e;color:#fff;padding:14px 24px}main{max-width:760px;margin:24px auto}input{padding:8px;width:260px;border:1px solid #999}button{background:#5e2b7e;color:#fff;border:0;padding:9px 18px}.w{background:#fdf0d5;padding:10px;font-size:14px}`,
      body: `<header><strong>E-ZPass</strong> New York · Home · Sign In · Open an Account · Pay a Toll Bill</header>
<main><h1>Pay a Toll Bill / Violation</h1><p>Enter the information exactly as it appears on your Toll Bill or Notice of Violation.</p>
<form onsubmit="event.preventDefault()"><p>Notice / Toll Bill Number<br><input></p><p>License Plate Number<br><input></p><p>State<br><select><option>NY</option><option>NJ</option><option>PA</option></select></p><button>Search</button></form>
<p class="w">Scam alert: E-ZPass does not send text messages requesting payment. Do not click links in unsolicited texts. Report to reportfraud.ftc.gov.</p></main>`,
    })),
  },
},
{
  id: 'j-clean-lottery-results-official',
  label: 'clean',
  kind: 'lottery',
  url: 'https://www.loteriasyapuestas.es/es/loteria-nacional/comprobar?sorteo=navidad-2026',
  body: doc({
    lang: 'es',
    title: 'Lotería de Navidad 2026: comprobar décimos | Loterías y Apuestas del Estado',
    style: `header{background:#005ea5;color:#fff;padding:14px 24px}main{max-width:760px;margin:24px auto}input{padding:10px;font-size:18px;width:200px}button{background:#f5a800;border:0;padding:11px 20px;font-weight:700}.prize{font-size:30px;color:#005ea5}`,
    body: `<header><strong>Loterías y Apuestas del Estado</strong> · Juegos · Resultados · Puntos de venta · Mi cuenta</header>
<main><h1>Comprobar Lotería de Navidad</h1><p>Sorteo Extraordinario de Navidad · 22 de diciembre de 2026</p><p class="prize">Premio "El Gordo": 4.000.000 € por serie (400.000 € al décimo)</p>
<form onsubmit="event.preventDefault();document.getElementById('r').textContent='Su décimo no ha resultado premiado.'"><input placeholder="Número (5 cifras)" maxlength="5"> <input placeholder="Importe jugado €" style="width:160px"> <button>Comprobar</button></form><p id="r"></p>
<p style="font-size:13px">Los premios superiores a 40.000 € están sujetos a un gravamen especial del 20 %. Cobre sus premios en puntos de venta o entidades bancarias colaboradoras. SELAE nunca le contactará por correo para comunicarle un premio.</p><p style="font-size:12px">Juega con responsabilidad. +18</p></main>`,
  }),
},
];
