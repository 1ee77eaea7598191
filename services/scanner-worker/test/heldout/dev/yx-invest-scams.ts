import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { doc } from '../parts/yx-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const h = 'nyheter-idag24.site';
  const f = 'go.bitcoin-sverige-ai.com';
  const cta = `https://${h}/go/?o=771&s=se1`;
  const comments: [string, string, string][] = [
    ['Lena Karlsson', '2 tim', 'Jag var skeptisk men började med 2 500 kr i måndags. Idag har jag 31 400 kr på kontot!! Tack Johan ❤️'],
    ['Mikael Berg', '3 tim', 'Funkar det verkligen? Min svåger har hållit på i en månad och köpt ny bil.'],
    ['Susanne Ö.', '5 tim', 'Registrerade mig igår, en rådgivare ringde direkt och hjälpte mig. Första uttaget kom på 24 h.'],
    ['Per-Olof Nyström', '6 tim', 'Bankerna vill inte att vi ska veta det här. Passa på innan de stänger det!'],
  ];
  return {
    id: 'yx-fake-news-celebrity-crypto-se',
    label: 'scam',
    kind: 'celebrity-crypto-fake-news',
    url: `https://${h}/ekonomi/tv-profil-avslojar-hemligheten-banker-rasar/`,
    body: doc({
      lang: 'sv',
      title: 'TV-profilen avslöjar hemligheten bakom sin förmögenhet – bankerna rasar',
      css: `body{margin:0;font-family:Georgia,serif;background:#fff;color:#111}.mast{background:#ffd600;padding:10px 24px;font:900 34px Arial,sans-serif;letter-spacing:-1px}.nav{background:#111;color:#fff;font:14px Arial;padding:8px 24px}.nav span{margin-right:18px}
.g{max-width:1040px;margin:18px auto;display:grid;grid-template-columns:2.2fr 1fr;gap:30px;padding:0 20px}h1{font:800 36px/1.1 Arial,sans-serif}.lead{font-size:20px;font-weight:bold}.cta{display:block;background:#1fa83d;color:#fff;text-align:center;font:bold 22px Arial;padding:18px;text-decoration:none;border-radius:6px;margin:20px 0}
blockquote{border-left:5px solid #ffd600;margin:0;padding:8px 18px;font-style:italic}.cm{border-top:1px solid #ddd;padding:10px 0;font:14px Arial}.side h4{font:bold 16px Arial;border-bottom:3px solid #111}.side p{font:14px Arial}.by{font:13px Arial;color:#666}`,
      body: `<div class="mast">Nyheter Idag</div><div class="nav"><span>Nyheter</span><span>Nöje</span><span>Sport</span><span><b>Ekonomi</b></span><span>Kultur</span></div>
<div class="g"><article><p class="by">Publicerad <span id="d"></span> · Av Redaktionen Ekonomi</p>
<h1>TV-profilen Johan Ekström avslöjar i direktsändning hur han tjänar 48 000 kr per dag – nu rasar bankerna</h1>
<p class="lead">I gårdagens kvällsprogram berättade Johan Ekström om den ”passiva inkomst” som gjort honom förmögen. Sveriges Riksbank ringde in till studion och försökte stoppa sändningen.</p>
<svg width="100%" height="300" viewBox="0 0 640 300"><rect width="640" height="300" fill="#2d3142"/><circle cx="320" cy="120" r="60" fill="#bfc0c0"/><rect x="230" y="190" width="180" height="110" fill="#4f5d75"/><text x="20" y="285" fill="#fff" font-family="Arial" font-size="16">Johan Ekström i studion – ”Det här borde alla svenskar få veta”</text></svg>
<p>– Det är en AI-plattform som handlar med bitcoin åt dig. Du sätter in 2 500 kronor, och algoritmen gör resten. Jag tar ut pengar varje vecka, sa Ekström medan programledaren skrattade nervöst.</p>
<blockquote>”Jag har aldrig sett något liknande. Inom tre månader var mitt bolån betalt.”</blockquote>
<p>Efter inslaget klipptes intervjun bort från play-tjänsten. Vi på Nyheter Idag testade plattformen själva: med en insättning på 2 500 kr hade vår reporter efter sju dagar <b>37 812 kr</b> på kontot.</p>
<a class="cta" href="${cta}">➜ Registrera dig gratis på plattformen nu</a>
<p><b>OBS:</b> På grund av det stora intresset tar plattformen bara emot ett begränsat antal nya svenska användare idag.</p>
<h3>Kommentarer (${comments.length * 97})</h3>${comments.map(([n, t, c]) => `<div class="cm"><b>${n}</b> · ${t}<br>${c}</div>`).join('')}</article>
<aside class="side"><h4>Mest läst</h4><p>Elpriset väntas stiga kraftigt i vinter</p><p>Kändisparet bekräftar separationen</p><p>Så mycket får du tillbaka på skatten</p><a class="cta" href="${cta}">Prova gratis →</a></aside></div>
<script>document.getElementById('d').textContent=new Date().toLocaleDateString('sv-SE');document.querySelectorAll('a').forEach(function(a){a.addEventListener('click',function(){try{fbq('track','Lead')}catch(e){}})});</script>`,
    }),
    routes: {
      [`${h}/go/`]: redirectRoute(302, `https://${f}/registrera?aff=771&sub=se1`),
      [`${f}/registrera`]: htmlRoute(
        doc({
          lang: 'sv',
          title: 'Bitcoin Sverige AI – Registrering',
          css: `body{margin:0;font-family:Arial;background:linear-gradient(135deg,#0b1d3a,#123a6b);color:#fff}.b{max-width:420px;margin:40px auto;background:#fff;color:#111;border-radius:10px;padding:26px}input,select{width:100%;box-sizing:border-box;padding:12px;margin:5px 0 10px;border:1px solid #ccc;border-radius:6px}button{width:100%;padding:14px;background:#f7931a;color:#fff;border:0;border-radius:6px;font-size:17px;font-weight:bold}`,
          body: `<h1 style="text-align:center">Börja tjäna från 2 500 kr</h1><div class="b"><form method="post" action="/api/lead"><input name="first_name" placeholder="Förnamn"><input name="last_name" placeholder="Efternamn"><input name="email" type="email" placeholder="E-post"><div style="display:flex;gap:6px"><select name="cc" style="width:90px"><option>+46</option></select><input name="phone" placeholder="Telefon"></div><input type="hidden" name="aff" value="771"><button>REGISTRERA NU</button></form><p style="font-size:11px;color:#666">Genom att registrera dig godkänner du att en kontoansvarig från våra partnermäklare kontaktar dig.</p></div>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
(() => {
  const h = 'quantum-profit-ai.dk-app.com';
  return {
    id: 'yx-quantum-ai-signup-funnel-dk',
    label: 'scam',
    kind: 'crypto-trading-signup-funnel',
    url: `https://${h}/tilmeld?utm_source=fb&utm_campaign=dk_lars`,
    body: doc({
      lang: 'da',
      title: 'Quantum Profit AI – Officielt websted Danmark',
      css: `body{margin:0;font-family:Arial;background:#0d1117;color:#e6edf3}.hero{display:grid;grid-template-columns:1.3fr 1fr;gap:30px;max-width:1080px;margin:0 auto;padding:40px 20px}h1{font-size:42px;line-height:1.05}h1 em{color:#3fb950;font-style:normal}
.frm{background:#fff;color:#111;border-radius:12px;padding:24px}.frm input{width:100%;box-sizing:border-box;padding:12px;margin:5px 0 10px;border:1px solid #ccc;border-radius:6px}.frm button{width:100%;padding:15px;background:#3fb950;color:#fff;border:0;border-radius:6px;font-size:18px;font-weight:bold}.t{background:#161b22;border-radius:8px;padding:14px;margin:10px 0}.cd{color:#f85149;font-weight:bold}.stat{display:flex;gap:20px}.stat div{background:#161b22;padding:12px;border-radius:8px}`,
      body: `<div class="hero"><div><h1>Tjen op til <em>25.000 kr</em> om ugen med kunstig intelligens</h1><p>Quantum Profit AI handler automatisk med kryptovaluta, aktier og råvarer med 99,4 % præcision. Anbefalet af kendte danske iværksættere.</p>
<div class="stat"><div><b>89.412</b><br>aktive danskere</div><div><b>99,4 %</b><br>præcision</div><div><b>0,01 s</b><br>handelstid</div></div>
<div class="t">⭐⭐⭐⭐⭐ «Jeg har betalt mit billån ud på 6 uger.» – Henrik, Aarhus</div><div class="t">⭐⭐⭐⭐⭐ «Endelig noget der virker. Min rådgiver Sofie er super hjælpsom.» – Birgit, Odense</div></div>
<div class="frm"><h2 style="margin-top:0">Opret gratis konto</h2><p class="cd">Kun <span id="n">17</span> pladser tilbage i Danmark · <span id="c">09:59</span></p>
<form id="q"><input name="fname" placeholder="Fornavn" required><input name="lname" placeholder="Efternavn" required><input name="email" type="email" placeholder="E-mail" required><input name="phone" placeholder="+45" required><button>KOM I GANG NU</button></form>
<p style="font-size:11px;color:#777">Minimumsindskud 1.850 kr (250 €). Ved tilmelding accepterer du at blive kontaktet af vores partnermæglere.</p></div></div>
<script>
var s=599;setInterval(function(){s--;document.getElementById('c').textContent=('0'+Math.floor(s/60)).slice(-2)+':'+('0'+s%60).slice(-2)},1000);setInterval(function(){var n=document.getElementById('n');if(+n.textContent>3)n.textContent=+n.textContent-1},23000);
document.getElementById('q').onsubmit=function(e){e.preventDefault();var d=new URLSearchParams(new FormData(this));d.append('src',location.search);fetch('/api/lead.php',{method:'POST',body:d}).then(function(r){return r.json()}).then(function(j){location.href=j.redirect})};
</script>`,
    }),
    routes: { [`${h}/api/lead.php`]: jsonRoute({ ok: 1, redirect: 'https://my.tradeprime-nordic.com/deposit?lead=88412' }) },
  } satisfies Entry;
})(),
{
  id: 'yx-crypto-fund-recovery-agency-en',
  label: 'scam',
  kind: 'recovery-scam',
  url: 'https://nordic-fundrecovery.agency/en/claim',
  body: doc({
    lang: 'en',
    title: 'Nordic Fund Recovery Agency – Get your money back',
    css: `body{margin:0;font-family:Arial;color:#1e293b}.hero{background:#0b3d91;color:#fff;padding:50px 24px;text-align:center}.hero h1{font-size:40px}.badges{display:flex;justify-content:center;gap:24px;margin-top:20px;font-size:13px;opacity:.9}.w{max-width:860px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px;padding:0 20px}
form{background:#f1f5f9;padding:22px;border-radius:8px}form input,form select,form textarea{width:100%;box-sizing:border-box;padding:10px;margin:4px 0 10px;border:1px solid #cbd5e1}form button{width:100%;background:#16a34a;color:#fff;border:0;padding:13px;font-size:16px}.q{font-style:italic;border-left:4px solid #0b3d91;padding-left:12px}`,
    body: `<div class="hero"><h1>Lost money to an online investment scam?</h1><p>We have recovered over €41 million for victims in Sweden, Norway, Denmark and Finland since 2019.</p>
<div class="badges"><span>✔ Cooperation with Interpol &amp; Europol cybercrime units</span><span>✔ Licensed under Finansinspektionen</span><span>✔ Blockchain forensic experts</span></div></div>
<div class="w"><div><h2>How it works</h2><ol><li>Submit your case – free evaluation within 24 h.</li><li>Our blockchain analysts trace your funds to the scammer's exchange wallets.</li><li>We issue a legal chargeback order and freeze the wallet.</li><li>Funds are returned to your account, minus our success fee.</li></ol>
<p class="q">"After losing 380 000 SEK to a fake broker, I had given up. Nordic Fund Recovery got 92 % back in six weeks." — Anders, Gothenburg</p>
<p><b>Note:</b> A one-time case registration and legal filing fee of €490 applies, fully refunded upon recovery. Payment accepted by bank transfer or USDT.</p></div>
<form method="post" action="/en/claim/submit"><h3 style="margin-top:0">Free case evaluation</h3><input name="name" placeholder="Full name"><input name="email" placeholder="Email"><input name="phone" placeholder="Phone (WhatsApp)"><select name="country"><option>Sweden</option><option>Norway</option><option>Denmark</option><option>Finland</option></select><input name="amount" placeholder="Amount lost (€)"><input name="platform" placeholder="Name of scam platform / broker"><textarea name="story" rows="3" placeholder="Describe what happened"></textarea><button>Start my recovery</button></form></div>`,
  }),
} satisfies Entry,
];
