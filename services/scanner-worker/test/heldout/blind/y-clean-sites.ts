import type { Entry } from '../entry.js';
import { builderBadge, builderHead, doc, htmlRoute, jsonRoute, jsRoute, pngRoute } from '../parts/y-kit.js';
import { shopPage } from '../parts/y-shop.js';

// Form-builder RSVP, a builder shop, a parked domain, a coming-soon page and a static site in a bucket.

const rsvpHost = 'forms.kestrel.site';
const cofHost = 'roesterei-kaffeewerk.kestrel.site';
const parkHost = 'mariposa-spa-tulum.com';
const csHost = 'studio-aomori-design.kestrel.site';
const bkHost = 'fra1.kestrelstore.net';

export const entries: Entry[] = [
  {
    id: 'y-ok-builder-form-rsvp',
    label: 'clean',
    kind: 'form-builder',
    url: `https://${rsvpHost}/f/3b9d02c1/class-of-2005-reunion`,
    routes: {
      [`${rsvpHost}/f/3b9d02c1/class-of-2005-reunion`]: htmlRoute(doc({
        title: 'Westfield High Class of 2005 — 20-Year Reunion RSVP — Kestrel Forms',
        head: '<meta name="generator" content="Kestrel Forms">',
        css: `body{margin:0;background:#eef2ff;font-family:Arial,sans-serif}
.form{max-width:580px;margin:30px auto;background:#fff;border-top:8px solid #4338ca;border-radius:6px;padding:28px}
.field{margin:16px 0}.field label{display:block;font-weight:600;font-size:14px;margin-bottom:6px}
.field input,.field select,.field textarea{width:100%;padding:10px;border:1px solid #c7d2fe;border-radius:4px;box-sizing:border-box}
.r label{font-weight:400;display:inline-block;margin-right:14px}.r input{width:auto}
.submit{background:#4338ca;color:#fff;border:0;padding:11px 28px;border-radius:4px}`,
        body: `<div class="form"><h2>Westfield High Class of 2005 — 20-Year Reunion</h2>
<p>Saturday, June 13, 2026 · 6–11 PM · The Foundry Event Hall, Westfield, IN. Tickets $65 per person (dinner + DJ). Payment details will be emailed after RSVP.</p>
<form method="post" action="/f/3b9d02c1/submit">
<div class="field"><label>Name (and maiden name if different)</label><input name="q1" required></div>
<div class="field"><label>Email</label><input name="q2" type="email" required></div>
<div class="field r"><label style="font-weight:600;display:block">Will you attend?</label><label><input type="radio" name="q3" value="yes"> Yes!</label><label><input type="radio" name="q3" value="maybe"> Maybe</label><label><input type="radio" name="q3" value="no"> Can't make it</label></div>
<div class="field"><label>Bringing a guest?</label><select name="q4"><option>No</option><option>Yes, 1 guest</option></select></div>
<div class="field"><label>Dietary needs</label><input name="q5"></div>
<div class="field"><label>Favourite memory / message for the slideshow</label><textarea name="q6" rows="3"></textarea></div>
<button class="submit">Submit RSVP</button></form>
<p style="font-size:12px;color:#777;text-align:center;margin-top:18px">Never submit passwords through Kestrel Forms. · Powered by Kestrel Forms · Report abuse</p></div>`,
      })),
      [`${rsvpHost}/f/3b9d02c1/submit`]: htmlRoute(doc({ title: 'Thanks!', body: '<p>Thanks — your RSVP has been recorded.</p>' })),
    },
  },
  {
    id: 'y-ok-builder-shop-coffee-de',
    label: 'clean',
    kind: 'builder-shop',
    url: `https://${cofHost}/`,
    routes: {
      [`${cofHost}/`]: htmlRoute(shopPage({
        lang: 'de',
        title: 'Rösterei Kaffeewerk – Spezialitätenkaffee aus Freiburg',
        brand: 'KAFFEEWERK',
        accent: '#3e2723',
        banner: 'Frisch geröstet jeden Dienstag und Freitag · Versandkostenfrei ab 40 €',
        nav: ['Espresso', 'Filter', 'Abo', 'Equipment', 'Über uns'],
        add: 'In den Warenkorb',
        intro: '<p>Kleine Rösterei im Stühlinger – direkt gehandelte Rohkaffees aus Äthiopien, Kolumbien und Brasilien.</p>',
        products: [
          { name: 'Ethiopia Guji Natural – Filter 250 g', price: '12,90 €' },
          { name: 'Colombia Huila – Espresso 500 g', price: '17,50 €' },
          { name: 'Hausmischung „Stühlinger“ 1 kg', price: '29,00 €' },
          { name: 'Kaffee-Abo: 2 × 250 g monatlich', price: '22,00 € / Monat', badge: 'Abo' },
          { name: 'Hario V60 Handfilter Keramik', price: '24,90 €' },
        ],
        footer: `Kaffeewerk GmbH · Eschholzstraße 21 · 79106 Freiburg im Breisgau · HRB 712345 · USt-IdNr. DE312345678<br>Zahlung per PayPal, Kreditkarte, Klarna · <a href="#">AGB</a> · <a href="#">Widerrufsbelehrung</a> · <a href="#">Datenschutz</a> · <a href="#">Impressum</a>`,
        extraBody: builderBadge,
        head: builderHead('ks_kaffeewerk'),
      })),
    },
  },
  {
    id: 'y-ok-parked-domain',
    label: 'clean',
    kind: 'parked-domain',
    url: `https://${parkHost}/`,
    routes: {
      [`${parkHost}/`]: htmlRoute(doc({
        lang: 'en',
        title: 'mariposa-spa-tulum.com — Registered at Kestrel Hosting',
        head: '<meta name="robots" content="noindex">',
        css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#f6f7fb;color:#1c2333;text-align:center}
.c{max-width:620px;margin:14vh auto;padding:0 20px}.d{font-size:30px;font-weight:700;word-break:break-all}
.b{display:inline-block;margin:8px;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600}.p{background:#ff7a1a;color:#fff}.s{border:1px solid #cfd6e4;color:#1c2333}
.n{font-size:13px;color:#6b7385;margin-top:30px}`,
        body: `<div class="c"><div style="font-weight:800">&#9650; Kestrel<span style="color:#ff7a1a">Hosting</span></div>
<p>This domain has been registered and is not yet connected to a website.</p>
<div class="d">mariposa-spa-tulum.com</div>
<p>Está por llegar: el sitio de este dominio aún no ha sido publicado.</p>
<a class="b p" href="https://kestrelhost.com/sites?ref=parked">Build a site with Kestrel Sites</a><a class="b s" href="https://my.kestrelhost.com/login">Owner? Sign in to connect it</a>
<p class="n">Are you the owner? Point your site here from the Domains page, or change DNS records. This page contains no advertising.</p></div>`,
      })),
    },
  },
  {
    id: 'y-ok-coming-soon',
    label: 'clean',
    kind: 'builder-landing',
    url: `https://${csHost}/`,
    routes: {
      [`${csHost}/`]: htmlRoute(doc({
        lang: 'ja',
        title: 'Studio Aomori Design — Coming soon',
        head: builderHead('ks_aomori'),
        css: `body{margin:0;font-family:"Noto Sans JP",Helvetica,Arial,sans-serif;background:#f2efe9;color:#2b2b2b;display:flex;min-height:100vh;align-items:center;justify-content:center;text-align:center}
h1{font-weight:300;letter-spacing:6px;font-size:34px}.t{font-size:28px;letter-spacing:4px;margin:20px 0}
input{padding:10px;border:1px solid #bbb;width:240px}button{padding:10px 16px;border:0;background:#2b2b2b;color:#fff}`,
        body: `<div><h1>STUDIO AOMORI DESIGN</h1><p>青森のちいさなデザイン事務所。ロゴ、パッケージ、ウェブサイト。</p><p>新しいサイトを準備中です。2026年1月公開予定。</p>
<div class="t" id="t"></div>
<form id="f"><input type="email" placeholder="メールアドレス" required> <button>お知らせを受け取る</button></form>
<p style="font-size:12px;color:#777">hello@aomori-design.jp · Instagram @studio.aomori</p></div>
${builderBadge}
<script>var end=new Date('2026-01-15T00:00:00+09:00');function tick(){var s=Math.max(0,(end-new Date())/1000|0);document.getElementById('t').textContent=Math.floor(s/86400)+'日 '+Math.floor(s%86400/3600)+'時間';}tick();setInterval(tick,60000);
document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/_ks/notify',{method:'POST',body:new FormData(this)}).then(function(){document.getElementById('f').textContent='ありがとうございます！';});};</script>`,
      })),
      [`${csHost}/_ks/notify`]: jsonRoute({ ok: true }),
    },
  },
  {
    id: 'y-ok-bucket-static-site',
    label: 'clean',
    kind: 'bucket-site',
    url: `https://${bkHost}/ortsverein-kleingarten-eiche/index.html`,
    routes: {
      [`${bkHost}/ortsverein-kleingarten-eiche/index.html`]: {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', server: 'KestrelStore', etag: '"9b2f0c1e7a"', 'x-amz-request-id': 'tx00000b1a2c3d4e5f' },
        body: doc({
          lang: 'de',
          title: 'Kleingartenverein „Alte Eiche“ e.V.',
          head: '<link rel="stylesheet" href="style.css">',
          css: `body{margin:0;font-family:Verdana,Arial,sans-serif;background:#f4f9f1;color:#2f3b2a;font-size:14px}
.w{max-width:760px;margin:0 auto;background:#fff;min-height:100vh;padding:20px 30px;border-left:1px solid #d8e6cf;border-right:1px solid #d8e6cf}
h1{color:#4a7c2a}table{border-collapse:collapse;width:100%}td{border-bottom:1px solid #e3eddc;padding:6px}a{color:#4a7c2a}`,
          body: `<div class="w"><img src="logo.png" width="48" height="48" alt=""><h1>Kleingartenverein „Alte Eiche“ e.V.</h1>
<p>Willkommen auf der Seite unseres Vereins mit 86 Parzellen am Stadtrand von Kassel.</p>
<h2>Termine</h2><table><tr><td>06.12.</td><td>Adventsfeier im Vereinsheim, 15 Uhr</td></tr><tr><td>17.01.</td><td>Vorstandssitzung</td></tr><tr><td>14.03.</td><td>Jahreshauptversammlung</td></tr><tr><td>04.04.</td><td>Gemeinschaftsarbeit: Wege und Hecken</td></tr></table>
<h2>Downloads</h2><ul><li><a href="docs/Gartenordnung_2024.pdf">Gartenordnung (PDF)</a></li><li><a href="docs/Aufnahmeantrag.pdf">Aufnahmeantrag (PDF)</a></li><li><a href="docs/Wasserzaehler_Ablesung.pdf">Formular Wasserzählerablesung</a></li></ul>
<h2>Freie Parzellen</h2><p>Derzeit Warteliste (ca. 18 Monate). Bewerbungen bitte schriftlich an den Vorstand.</p>
<p style="font-size:12px;color:#777">Vorstand: Heinz Albrecht · Am Eichenhain 3 · 34127 Kassel · Impressum · Datenschutz<br>Letzte Änderung: 20.11.2025</p></div>`,
        }),
      },
      [`${bkHost}/ortsverein-kleingarten-eiche/style.css`]: { status: 200, headers: { 'content-type': 'text/css' }, body: 'h2{border-bottom:2px solid #cfe3c0}' },
      [`${bkHost}/ortsverein-kleingarten-eiche/logo.png`]: pngRoute(74, 124, 42),
    },
  },
];

