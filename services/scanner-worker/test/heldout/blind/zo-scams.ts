import { type Entry, redirectRoute } from '../entry.js';
import { doc, cookieBar, js, json, html } from '../parts/zo-kit.js';
import { beepWav, pngRoute, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zo-scam-news-celebrity-crypto-platform',
    label: 'scam',
    kind: 'news-style-scam',
    url: 'https://dailytimes-report.live/business/2026/11/martin-lewis-reveals-passive-income-platform.html',
    body: doc('Martin Lewis reveals the "loophole" that banks want banned | Daily Times', `
<header style="border-bottom:3px solid #b00"><b style="font-size:26px;font-family:Georgia">The Daily Times</b> · News · Money · Sport · Lifestyle</header>
<main style="max-width:720px;font-family:Georgia,serif">
 <p style="color:#b00;font-size:13px">EXCLUSIVE · Updated 29 November 2026</p>
 <h1>Martin Lewis reveals the "loophole" that banks want banned – and how ordinary Britons earn £1,300 a day</h1>
 <img src="/img/tv.png" width="640" height="300" alt="" style="background:#ccc">
 <p>During last night's live broadcast, the money expert stunned the presenter when he revealed the automated trading platform he says "every family should be using before it's shut down". The Bank of England reportedly called the studio to stop the interview.</p>
 <p>"I put in the minimum £250 and within a week I had more than £9,000," said one viewer from Leeds. The platform uses artificial intelligence to trade Bitcoin automatically.</p>
 <p><b>Registrations are limited. Only <span id="sp">37</span> places remain in the UK today.</b></p>
 <div style="border:2px solid #16a34a;padding:18px;border-radius:6px">
  <h3 style="margin-top:0">Register free – start with £250</h3>
  <form method="post" action="https://register.quantum-ai-profit.app/lead"><input name="fn" placeholder="First name"><br><br><input name="ln" placeholder="Last name"><br><br><input name="em" placeholder="Email"><br><br><input name="ph" placeholder="+44 Phone"><p><button class="btn" style="background:#16a34a;width:100%">START EARNING NOW</button></p></form>
 </div>
 <h3>Comments</h3><p><b>Sarah K.</b> – Just got my first withdrawal of £2,145, thank you Martin! ❤️</p><p><b>James P.</b> – Was sceptical but it actually works.</p>
</main>
<footer>© 2026 The Daily Times. Advertorial.</footer>
<script>var n=37;setInterval(function(){if(n>3)document.getElementById('sp').textContent=--n},7000);</script>`, { lang: 'en-GB' }),
    routes: { 'dailytimes-report.live/img/tv.png': pngRoute(90, 90, 100) },
  },
  {
    id: 'zo-scam-tech-support-defender-locker',
    label: 'scam',
    kind: 'tech-support-scam',
    url: 'https://security-alert-win-defender.azureedge-cdn.net/er/?code=DW0x8019&phone=18889914327',
    body: doc('Windows Defender Security Center', `
<div style="background:#0078d4;color:#fff;min-height:100vh;padding:40px;font-family:Segoe UI,Arial" id="root">
 <h1 style="font-weight:300">&#9888; Windows Defender – Security Warning</h1>
 <h2 style="font-weight:400">** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **</h2>
 <p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised:</p>
 <ul><li>Email credentials</li><li>Banking passwords</li><li>Facebook login</li><li>Pictures &amp; documents</li></ul>
 <p>Windows Defender scan has found potentially unwanted Adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p>
 <p style="font-size:22px">Call Microsoft Support: <b id="ph">+1-888-991-4327</b> (Toll Free)</p>
 <p>Closing this window will put your personal information at risk and lead to a suspension of your Windows registration.</p>
 <button class="btn" style="background:#fff;color:#0078d4" onclick="document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen()">Contact Support</button>
</div>
<audio id="a" src="beep.wav" autoplay loop></audio>
<script>
document.addEventListener('click',function(){try{document.documentElement.requestFullscreen();document.getElementById('a').play();}catch(e){}});
window.onbeforeunload=function(){return 'Your computer is at risk';};
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href);};
setTimeout(function(){alert('** Windows Defender Alert **\\n\\nTrojan Spyware detected. Call +1-888-991-4327 immediately.');},1500);
</script>`),
    routes: { 'security-alert-win-defender.azureedge-cdn.net/er/beep.wav': fileRoute(beepWav(1, 880), 'audio/wav') },
  },
  {
    id: 'zo-scam-fr-placement-livret-rendement',
    label: 'scam',
    kind: 'investment-scam',
    url: 'https://www.epargne-premium-placements.fr/livret-boost-9',
    body: doc('Livret Boost 9 % garanti – Épargne Premium', `
<header style="border-bottom:1px solid #eee"><b style="color:#14532d">Épargne Premium</b> · Livrets · Assurance-vie · Contact</header>
<main>
 <h1>Livret Boost : 9 % net garanti, capital 100 % protégé</h1>
 <p>Profitez d'un rendement exceptionnel, sans risque, disponible à tout moment. Offre réservée aux 200 premiers souscripteurs.</p>
 <table border="1" cellpadding="8" style="border-collapse:collapse"><tr><th>Versement</th><th>Gains en 12 mois</th></tr><tr><td>10 000 €</td><td>+ 900 €</td></tr><tr><td>50 000 €</td><td>+ 4 500 €</td></tr><tr><td>100 000 €</td><td>+ 9 000 €</td></tr></table>
 <h3>Être rappelé par un conseiller</h3>
 <form method="post" action="/lead"><label>Nom</label><input name="n"><label>Téléphone</label><input name="t"><label>Montant à placer</label><select name="m"><option>10 000 – 50 000 €</option><option>50 000 – 100 000 €</option><option>+ 100 000 €</option></select><p><button class="btn" style="background:#14532d">Je veux être rappelé</button></p></form>
 <p style="font-size:12px">Partenaire agréé ORIAS n° 12345678. Fonds garantis par le FGDR.</p>
</main>
${cookieBar('fr')}`, { lang: 'fr' }),
  },
  {
    id: 'zo-scam-advance-fee-loan-approval',
    label: 'scam',
    kind: 'loan-fee-scam',
    url: 'https://approval.swiftcredit-direct.com/application/status?id=SC-20931',
    body: doc('Loan Approved – SwiftCredit Direct', `
<header style="background:#1e3a8a;color:#fff"><b>SwiftCredit Direct</b> · Fast loans for any credit</header>
<main style="max-width:560px">
 <div style="background:#dcfce7;padding:14px;border-radius:6px"><b>Congratulations! Your loan of $15,000 has been APPROVED.</b></div>
 <p>Application ID: SC-20931 · Term: 36 months · APR 3.9%</p>
 <p>To release the funds to your account today, a one-time refundable <b>insurance &amp; processing fee of $249</b> must be paid. Accepted: Apple Gift Card, Google Play, Steam, or Bitcoin.</p>
 <form method="post" action="/application/fee"><label>Gift card type</label><select name="t"><option>Apple</option><option>Google Play</option><option>Steam</option></select><label>Card code(s)</label><input name="code"><p><button class="btn" style="background:#1e3a8a">Release my funds</button></p></form>
 <p style="font-size:12px">No credit check · Bad credit OK · Funds in 1 hour</p>
</main>`),
  },
];
