import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-casino-ksa-vergunning-nl',
  label: 'clean',
  kind: 'licensed-casino',
  url: 'https://www.hollandcasino.nl/online/gokkasten',
  body: doc({
    lang: 'nl',
    title: 'Online gokkasten spelen | Holland Casino Online',
    css: `body{margin:0;font-family:'Gotham',Arial,sans-serif;background:#111;color:#fff}.h{display:flex;justify-content:space-between;padding:16px 26px;background:#000;border-bottom:2px solid #c8102e}.h b{color:#fff;font-size:20px}.h a{color:#ddd;margin-left:14px;text-decoration:none;font-size:14px}
.g{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;max-width:1000px;margin:26px auto;padding:0 16px}.g div{background:#222;border-radius:8px;height:140px;display:flex;align-items:flex-end;padding:10px;font-size:14px}
.rg{max-width:1000px;margin:0 auto 30px;padding:14px 16px;background:#1e1e1e;border-left:4px solid #c8102e;font-size:13px;line-height:1.6}`,
    body: `<div class="h"><b>Holland Casino Online</b><nav><a href="/online/gokkasten">Gokkasten</a><a href="/online/tafelspellen">Tafelspellen</a><a href="/online/inloggen">Inloggen</a><a href="/online/registreren">Registreren</a></nav></div>
<div class="g"><div>Starburst</div><div>Book of Dead</div><div>Gonzo's Quest</div><div>Big Bass Bonanza</div><div>Reactoonz</div><div>Fire Joker</div><div>Dead or Alive 2</div><div>Twin Spin</div></div>
<div class="rg"><b>Wat kost gokken? Stop op tijd. 18+</b><br>Holland Casino heeft een vergunning van de Kansspelautoriteit (KSA) voor het aanbieden van online kansspelen. Registreren kan alleen met iDIN of DigiD-verificatie. Stel een speellimiet in: je kunt maximaal € 700 per maand storten (€ 300 tot 24 jaar). Uitschrijven via Cruks is altijd mogelijk. Hulp nodig? Bel de Gokhulplijn: 0900-2177721.</div>`,
  }),
},
];
