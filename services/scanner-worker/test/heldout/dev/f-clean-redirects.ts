import { type Entry, htmlRoute, redirectRoute } from '../entry.js';

/** Held-out pages by author f, family "clean-redirects" (dev split). Hand-written; see ../parts/f-kit.ts for the binary builders. */
export const entries: Entry[] = [
  {
    id: "f-clean-newsletter-click-fietsenhuis-nl",
    label: "clean",
    kind: "email-click-tracking",
    url: "https://click.nieuwsbrief.fietsenhuis-dekker.nl/ls/click?upn=u001.Xk2PqL9vR7-2FmZbT4wN1sYcA8dE0hJ6gK",
    routes: {
      "click.nieuwsbrief.fietsenhuis-dekker.nl/ls/click": redirectRoute(302, "https://t.fietsenhuis-dekker.nl/r/8812?cid=voorjaar26"),
      "t.fietsenhuis-dekker.nl/r/8812": htmlRoute(`<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=https://www.fietsenhuis-dekker.nl/acties/voorjaar?utm_source=nieuwsbrief&amp;utm_medium=email&amp;utm_campaign=voorjaar26"><title>Doorsturen…</title><script>location.replace('https://www.fietsenhuis-dekker.nl/acties/voorjaar?utm_source=nieuwsbrief&utm_medium=email&utm_campaign=voorjaar26')</script></head><body><a href="https://www.fietsenhuis-dekker.nl/acties/voorjaar">Klik hier als u niet automatisch wordt doorgestuurd</a></body></html>
`),
      "www.fietsenhuis-dekker.nl/acties/voorjaar": htmlRoute(`<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Voorjaarsactie: gratis onderhoudsbeurt bij elke e-bike | Fietsenhuis Dekker</title>
<style>
body{margin:0;font-family:"Open Sans",Arial,sans-serif;color:#1e293b;background:#fff}
.h{display:flex;align-items:center;gap:24px;padding:14px 36px;border-bottom:3px solid #f97316}.h b{font-size:22px}.h b span{color:#f97316}.h a{color:#1e293b;text-decoration:none;font-size:14px}
.banner{background:#fff7ed;padding:40px 36px}.banner h1{font-size:36px;margin:0 0 10px}
.grid{max-width:1040px;margin:30px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:0 20px}
.p{border:1px solid #e2e8f0;border-radius:10px;padding:16px}.p .im{height:140px;background:#f1f5f9;border-radius:6px;margin-bottom:10px}
.p s{color:#94a3b8}.p em{color:#ea580c;font-style:normal;font-weight:700;font-size:18px}
.btn{display:inline-block;background:#f97316;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;margin-top:8px}
.usp{display:flex;justify-content:center;gap:40px;font-size:14px;padding:20px;background:#f8fafc}
.f{text-align:center;font-size:12px;color:#64748b;padding:24px}
</style>
</head>
<body>
<div class="h"><b>Fietsenhuis <span>Dekker</span></b><a href="/e-bikes">E-bikes</a><a href="/stadsfietsen">Stadsfietsen</a><a href="/werkplaats">Werkplaats</a><a href="/winkels">Winkels</a></div>
<div class="banner"><h1>Voorjaarsactie</h1><p>Tot 31 maart: bij elke nieuwe e-bike een gratis onderhoudsbeurt na 6 maanden én € 150 inruilkorting op je oude fiets.</p></div>
<div class="grid">
 <div class="p"><div class="im"></div><b>Gazelle Ultimate C380</b><br><s>€ 3.299</s> <em>€ 2.999</em><br><a class="btn" href="/e-bikes/gazelle-ultimate-c380">Bekijk</a></div>
 <div class="p"><div class="im"></div><b>Batavus Finez E-go Power</b><br><s>€ 3.199</s> <em>€ 2.849</em><br><a class="btn" href="/e-bikes/batavus-finez">Bekijk</a></div>
 <div class="p"><div class="im"></div><b>Cortina E-U4 Transit</b><br><s>€ 2.199</s> <em>€ 1.949</em><br><a class="btn" href="/e-bikes/cortina-e-u4">Bekijk</a></div>
</div>
<div class="usp"><span>✔ Gratis proefrit</span><span>✔ Betalen in termijnen met 0% rente</span><span>✔ 3 winkels in Gelderland</span></div>
<div class="f">Fietsenhuis Dekker B.V. · Apeldoorn · KvK 12345678 · <a href="/privacy">Privacy</a> · <a href="/nieuwsbrief/afmelden">Afmelden nieuwsbrief</a></div>
</body>
</html>
`),
    },
  },
  {
    id: "f-clean-qr-menu-order-pay",
    label: "clean",
    kind: "qr-landing-benign",
    url: "https://qr.menukaart.app/r/nonna-lia-t12",
    routes: {
      "qr.menukaart.app/r/nonna-lia-t12": redirectRoute(302, "https://trattoria-nonna-lia.menukaart.app/menu?table=12&src=qr"),
      "trattoria-nonna-lia.menukaart.app/menu": htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Trattoria Nonna Lia – Menu &amp; order at table 12</title>
<style>
body{margin:0;font-family:"Work Sans",Arial,sans-serif;background:#fffaf3;color:#3b2a20}
.h{background:#7a2e1f;color:#fff;padding:18px;text-align:center}.h b{font-family:Georgia,serif;font-size:24px;font-weight:400}.h small{display:block;opacity:.8}
.tab{background:#fbe7c6;text-align:center;padding:8px;font-size:14px}
.cat{padding:10px 16px}.cat h2{font-family:Georgia,serif;font-weight:400;border-bottom:1px solid #e8d8c0;padding-bottom:6px}
.it{display:flex;justify-content:space-between;gap:10px;padding:10px 0;border-bottom:1px dashed #eadcc8}.it p{margin:2px 0 0;font-size:13px;color:#7a6a5c}
.it button{background:#7a2e1f;color:#fff;border:0;border-radius:50%;width:30px;height:30px;font-size:18px;flex:none;cursor:pointer}
.cart{position:sticky;bottom:0;background:#3b2a20;color:#fff;padding:14px 16px;display:flex;justify-content:space-between;align-items:center}
.cart a{background:#f0b44c;color:#3b2a20;padding:10px 16px;border-radius:20px;text-decoration:none;font-weight:700}
.pw{font-size:11px;color:#9a8a7c;text-align:center;padding:16px}
</style>
</head>
<body>
<div class="h"><b>Trattoria Nonna Lia</b><small>Cucina romana · dal 1998</small></div>
<div class="tab">You're at <b>table 12</b>. Order here or ask your server – pay at the table by card, Apple Pay or Google Pay.</div>
<div class="cat"><h2>Antipasti</h2>
 <div class="it"><div><b>Supplì al telefono</b> · €7<p>Fried rice croquettes, tomato, mozzarella</p></div><button data-p="7">+</button></div>
 <div class="it"><div><b>Carciofi alla giudia</b> · €11<p>Crisp fried artichokes, lemon</p></div><button data-p="11">+</button></div>
</div>
<div class="cat"><h2>Primi</h2>
 <div class="it"><div><b>Cacio e pepe</b> · €14<p>Tonnarelli, pecorino romano, black pepper</p></div><button data-p="14">+</button></div>
 <div class="it"><div><b>Carbonara</b> · €15<p>Rigatoni, guanciale, egg yolk, pecorino</p></div><button data-p="15">+</button></div>
 <div class="it"><div><b>Amatriciana</b> · €14<p>Bucatini, guanciale, tomato</p></div><button data-p="14">+</button></div>
</div>
<div class="cat"><h2>Dolci</h2>
 <div class="it"><div><b>Tiramisù della nonna</b> · €8</div><button data-p="8">+</button></div>
</div>
<div class="cart"><span id="c">0 items · €0.00</span><a href="/checkout?table=12">View order</a></div>
<div class="pw">Powered by Menukaart · Allergens: ask your server · Prices include VAT</div>
<script>var n=0,t=0;document.querySelectorAll('.it button').forEach(function(b){b.onclick=function(){n++;t+=+b.dataset.p;document.getElementById('c').textContent=n+' item'+(n>1?'s':'')+' · €'+t.toFixed(2)}});</script>
</body>
</html>
`),
    },
  },
  {
    id: "f-clean-domain-move-kalmarbygg-sv",
    label: "clean",
    kind: "benign-js-redirect",
    url: "https://www.kalmar-byggservice.se/",
    body: `<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Kalmar Byggservice heter nu Kalmarbygg</title>
<meta http-equiv="refresh" content="8;url=https://www.kalmarbygg.se/?fran=kalmar-byggservice">
<link rel="canonical" href="https://www.kalmarbygg.se/">
<style>body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#f3f5f4;color:#22332b;display:flex;align-items:center;justify-content:center;min-height:100vh}.k{background:#fff;max-width:520px;padding:40px;border-radius:10px;text-align:center;box-shadow:0 2px 10px rgba(0,0,0,.06)}.k h1{font-size:26px}.k a{display:inline-block;margin-top:14px;background:#2f6d4f;color:#fff;padding:11px 24px;border-radius:6px;text-decoration:none}.s{font-size:13px;color:#6b7b73}</style>
</head>
<body>
<div class="k">
 <h1>Vi har bytt namn!</h1>
 <p>Kalmar Byggservice AB heter sedan 1 januari 2026 <b>Kalmarbygg AB</b>. Samma hantverkare, samma telefonnummer (0480-12 34 56) – bara ny webbadress.</p>
 <a href="https://www.kalmarbygg.se/?fran=kalmar-byggservice">Gå till kalmarbygg.se</a>
 <p class="s">Du skickas vidare automatiskt om <span id="s">8</span> sekunder.</p>
</div>
<script>var s=8,t=setInterval(function(){s--;document.getElementById('s').textContent=s;if(s<=0){clearInterval(t);location.replace('https://www.kalmarbygg.se/?fran=kalmar-byggservice')}},1000);</script>
</body>
</html>
`,
    routes: {
      "www.kalmarbygg.se/": htmlRoute(`<!DOCTYPE html>
<html lang="sv">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Kalmarbygg – Bygg, renovering och ROT-avdrag i Kalmar län</title>
<style>body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;color:#22332b}.h{display:flex;align-items:center;gap:24px;padding:16px 40px;border-bottom:1px solid #e1e7e4}.h b{font-size:22px;color:#2f6d4f}.h a{color:#22332b;text-decoration:none;font-size:15px}.hero{background:#2f6d4f;color:#fff;padding:60px 40px}.hero h1{font-size:38px;margin:0 0 10px}.hero a{display:inline-block;margin-top:16px;background:#f2c14e;color:#22332b;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:700}.tj{max-width:1000px;margin:40px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:0 20px}.tj div{border:1px solid #e1e7e4;border-radius:8px;padding:20px}.f{text-align:center;font-size:12px;color:#6b7b73;padding:30px}</style></head>
<body><div class="h"><b>Kalmarbygg</b><a href="/tjanster">Tjänster</a><a href="/referenser">Referenser</a><a href="/om-oss">Om oss</a><a href="/kontakt">Kontakt</a></div>
<div class="hero"><h1>Bygg och renovering i Kalmar län</h1><p>Badrum, kök, tillbyggnader och fasadrenovering. Vi drar av ROT direkt på fakturan.</p><a href="/kontakt">Begär offert</a></div>
<div class="tj"><div><h3>Badrum</h3>Våtrumscertifierade enligt GVK.</div><div><h3>Kök</h3>Från ritning till färdigt kök på 4–6 veckor.</div><div><h3>Tillbyggnad</h3>Vi hjälper till med bygglov och ritningar.</div></div>
<div class="f">Kalmarbygg AB · Org.nr 556123-4567 · F-skattsedel · Storgatan 14, 392 32 Kalmar</div></body></html>
`),
    },
  },
];
