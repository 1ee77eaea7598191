import type { Entry } from '../entry.js';
import { doc, imgs } from '../parts/s-kit.js';

/** Author s: clean-life (dev split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'www.thornfieldlabradors.co.uk';
  return E({
    id: 's-clean-breeder-kennel',
    label: 'clean',
    kind: 'breeder',
    url: `https://${h}/puppies`,
    body: doc({
      lang: 'en-GB',
      title: 'Puppies – Thornfield Labradors | Kennel Club Assured Breeder, North Yorkshire',
      css: `body{margin:0;font-family:Georgia,serif;color:#3b2f2f;line-height:1.6;background:#fffdf8}header{background:#5d4037;color:#fff;padding:16px 30px}.w{max-width:860px;margin:auto;padding:24px}.litter{border:1px solid #d7ccc8;padding:14px;margin:12px 0}`,
      body: `<header><b>Thornfield Labradors</b> · Small family breeder since 2006</header>
<div class="w"><h1>Puppies</h1><div class="litter"><h2>Current litter: Willow × Thornfield Bramble</h2><p>Born 14 February 2026 · 4 yellow, 3 black · Ready to go home from 11 April</p><p>Both parents: hips 4/5 and 5/4, elbows 0/0, clear for PRA, CNM, EIC and HNPK. Health certificates available to view.</p><p>Puppy price: £1,650. We ask for a £300 deposit only <b>after</b> you have visited and met the puppies with their mother; the balance is paid when you collect.</p></div>
<h2>Our approach</h2><p>We raise our puppies in the house, not kennels. Every puppy leaves with KC registration, microchip, first vaccination, 4 weeks' insurance, a puppy pack and lifetime support. We don't courier puppies and we don't sell to anyone we haven't met.</p>
<p>Please contact us by phone (01751 555 018) to arrange a visit. We're happy to answer questions by email at hello@thornfieldlabradors.co.uk.</p>
<p style="font-size:12px;color:#777">Licensed by North Yorkshire Council (LA licence no. NY/ANML/2025/041). Kennel Club Assured Breeder.</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'www.andalusia-travel.com.my';
  return E({
    id: 's-clean-travel-umrah-licensed-ms',
    label: 'clean',
    kind: 'travel-agency',
    url: `https://${h}/pakej-umrah/musim-2026`,
    body: doc({
      lang: 'ms',
      title: 'Pakej Umrah Musim 2026 | Andalusia Travel & Tours Sdn Bhd (KPK/LN 7712)',
      css: `body{margin:0;font-family:Arial;color:#222;line-height:1.6}header{background:#004d40;color:#fff;padding:14px 30px}.w{max-width:900px;margin:auto;padding:24px}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:8px}.nota{background:#e0f2f1;padding:12px;font-size:14px}`,
      body: `<header><b>Andalusia Travel &amp; Tours Sdn Bhd</b> · Lesen KPK/LN 7712 · Ahli MATTA &amp; BUMITRA</header>
<div class="w"><h1>Pakej Umrah Musim 2026</h1>
<table><tr><th>Pakej</th><th>Tempoh</th><th>Harga (bilik berempat)</th></tr><tr><td>Umrah Ekonomi</td><td>12H10M</td><td>RM 7,490</td></tr><tr><td>Umrah Selesa</td><td>12H10M</td><td>RM 9,290</td></tr><tr><td>Umrah Ramadan</td><td>14H12M</td><td>RM 12,900</td></tr></table>
<p>Termasuk tiket penerbangan, visa umrah, hotel, makan, ziarah dan mutawwif. Deposit RM 1,000 dibayar ke akaun syarikat (Bank Islam, atas nama Andalusia Travel &amp; Tours Sdn Bhd) dengan resit rasmi.</p>
<p class="nota"><b>Peringatan:</b> Semak lesen agensi umrah di laman MOTAC sebelum membuat bayaran. Jangan bayar ke akaun peribadi dan berhati-hati dengan pakej yang terlalu murah. Kami tidak menerima bayaran melalui WhatsApp kepada individu.</p>
<p>Pejabat: No. 22, Jalan Tuanku Abdul Rahman, 50100 Kuala Lumpur · 03-5550 2210</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'www.rheinapotheke-versand.de';
  return E({
    id: 's-clean-versandapotheke-de',
    label: 'clean',
    kind: 'pharmacy',
    url: `https://${h}/rezept-einloesen/`,
    body: doc({
      lang: 'de',
      title: 'E-Rezept einlösen – Rhein-Apotheke Versand',
      css: `body{margin:0;font-family:Arial;color:#222;line-height:1.6}header{background:#d32f2f;color:#fff;padding:14px 30px}.w{max-width:900px;margin:auto;padding:24px}.steps div{border:1px solid #eee;padding:12px;margin:8px 0}.logo-eu{display:flex;gap:10px;align-items:center;background:#f5f5f5;padding:10px;font-size:13px}.logo-eu img{width:80px;height:60px}`,
      body: `<header><b>Rhein-Apotheke Versand</b> · Ihre Apotheke in Köln und online</header>
<div class="w"><h1>E-Rezept einlösen</h1><div class="steps"><div>1. E-Rezept per Gesundheitskarte (CardLink), App oder Ausdruck-Code übermitteln</div><div>2. Wir prüfen Ihr Rezept pharmazeutisch</div><div>3. Lieferung in 1–2 Werktagen oder Abholung in der Apotheke</div></div>
<p>Verschreibungspflichtige Arzneimittel (z. B. Wegovy, Mounjaro) geben wir ausschließlich gegen gültiges ärztliches Rezept ab. Gesetzliche Zuzahlung: 5–10 € pro Packung. Zahlung per Rechnung, PayPal, Lastschrift oder Kreditkarte.</p>
<div class="logo-eu"><img src="/bilder/eu-sicherheitslogo.png" alt="EU-Sicherheitslogo"><span>Prüfen Sie, ob eine Versandapotheke im Versandhandelsregister des BfArM eingetragen ist, indem Sie auf das EU-Sicherheitslogo klicken. Apotheker Dr. Markus Feld e.K., Hohenzollernring 41, 50672 Köln · Apothekenbetriebserlaubnis der Stadt Köln · Zuständige Kammer: Apothekerkammer Nordrhein.</span></div></div>`,
    }),
    routes: imgs(h, ['eu-sicherheitslogo.png'], 'bilder'),
  });
})(),

(() => {
  const h = 'www.chipinfund.com';
  return E({
    id: 's-clean-crowdfunding-medical',
    label: 'clean',
    kind: 'crowdfunding',
    url: `https://${h}/f/help-danny-walk-again`,
    body: doc({
      title: 'Help Danny Walk Again, organized by Rachel Okoro – ChipIn',
      css: `body{margin:0;font-family:Arial;color:#222}header{padding:12px 30px;border-bottom:1px solid #eee}.w{max-width:960px;margin:20px auto;display:grid;grid-template-columns:2fr 1fr;gap:24px}.bar{height:8px;background:#eee;border-radius:4px}.bar div{height:8px;width:62%;background:#02a95c;border-radius:4px}.side{border:1px solid #eee;border-radius:10px;padding:16px}.d{font-size:13px;border-bottom:1px solid #f2f2f2;padding:6px 0}`,
      body: `<header><b style="color:#02a95c">ChipIn</b> · Search · For charities · How it works · Sign in</header>
<div class="w"><div><img src="/u/danny.png" width="600" height="340" alt=""><h1>Help Danny Walk Again</h1><p>Rachel Okoro is organizing this fundraiser on behalf of Daniel Okoro. · Manchester, NH · Medical</p><p>In January my brother Danny was hit by a car while cycling to work. He's had three surgeries and is starting months of rehab. Insurance covers part of it, but not the specialist spinal rehab program his doctors recommend, the wheelchair-accessible changes to his apartment, or his rent while he can't work. Every bit helps, and sharing helps too. Thank you from all of us. ❤️</p><p><b>Updates (3)</b> · Mar 12: Danny stood with support for the first time today!</p></div>
<div class="side"><p><b>$31,240</b> raised of $50,000 goal</p><div class="bar"><div></div></div><p>612 donations</p><button style="width:100%;background:#02a95c;color:#fff;border:0;padding:12px;border-radius:8px">Donate now</button><button style="width:100%;margin-top:6px;padding:12px;border-radius:8px">Share</button><div class="d">Mike T. · $50</div><div class="d">Anonymous · $200</div><div class="d">Sarah &amp; Jim · $25</div><p style="font-size:12px;color:#666">Funds go directly to the beneficiary's verified bank account. ChipIn Giving Guarantee covers donations if something isn't right.</p></div></div>`,
    }),
    routes: imgs(h, ['danny.png'], 'u'),
  });
})(),
];
