import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { analytics, cssApp, cssPlain, doc, pdfRoute } from '../parts/q-kit.js';

// Benign: long persuasive sales pages of real products, and a few more quiet legitimate pages.

const salesCss = (accent: string) => cssPlain(accent, 'Georgia, serif') + `article{max-width:700px;margin:30px auto;background:#fff;padding:36px 44px;font-size:18px;line-height:1.7}article h1{font-size:32px;line-height:1.2}.cta{display:block;text-align:center;background:${accent};color:#fff;padding:15px;font-size:19px;text-decoration:none;border-radius:6px;margin:24px 0}.q{border-left:4px solid ${accent};padding:2px 16px;color:#555;font-style:italic}`;

export const entries: Entry[] = [
{
  id: 'q-clean-sales-longform-accounting-software-fr',
  label: 'clean',
  kind: 'long-sales',
  url: 'https://www.comptafacile-artisans.fr/pourquoi-nous',
  body: doc({
    lang: 'fr',
    title: 'La compta sans stress pour les artisans',
    css: salesCss('#1d4ed8'),
    body: `<article>
<h1>Vous êtes plombier, pas comptable.</h1>
<p>Le soir, après une journée de chantier, la dernière chose dont vous avez envie est de trier des tickets de carburant et de relancer des factures impayées. Pourtant, c'est souvent ce qui fait couler les petites entreprises : pas le manque de travail, mais le manque de temps pour la paperasse.</p>
<p>ComptaFacile a été conçu avec une trentaine d'artisans de la région lyonnaise. Vous photographiez vos tickets, vous faites vos devis sur le téléphone, et vos factures partent avec un lien de paiement. Votre expert-comptable reçoit tout, déjà classé.</p>
<p class="q">« J'ai récupéré mes dimanches. Et mes clients paient deux fois plus vite. » — Karim, électricien à Villeurbanne</p>
<h2>Ce que ça change</h2><ul><li>Devis et factures conformes (mentions légales, TVA, facturation électronique 2026)</li><li>Relances automatiques</li><li>Rapprochement bancaire avec votre banque</li><li>Export pour votre comptable</li></ul>
<p>19 € HT par mois, sans engagement. Les 30 premiers jours sont gratuits, sans carte bancaire.</p>
<a class="cta" href="https://app.comptafacile-artisans.fr/inscription">Essayer gratuitement 30 jours</a>
</article>`,
  }),
},
{
  id: 'q-clean-sales-longform-ebike-conversion',
  label: 'clean',
  kind: 'long-sales',
  url: 'https://www.hilltop-ebike-kits.co.uk/story',
  body: doc({
    title: 'Keep the bike you love – add a motor',
    css: salesCss('#15803d'),
    body: `<article>
<h1>Keep the bike you love. We'll help it climb the hills.</h1>
<p>Most people who email us have the same story: a good steel tourer or a trusty hybrid they've ridden for years, and knees that aren't what they used to be. A new e-bike costs £2,500 and feels like a stranger. A conversion kit costs a third of that and keeps everything you like about your bike.</p>
<p>Our kits use a 250W front hub motor (UK road-legal, assisted to 15.5 mph), a battery that sits where your bottle cage is, and a thumb throttle-free pedal sensor. Most customers fit it in an afternoon with the video guide; if you'd rather not, one of 60 partner shops will do it for £90.</p>
<p class="q">"I'm 71 and I'm back riding the Cotswolds with my grandson." — Peter, Stroud</p>
<p>Every kit is tested in our Sheffield workshop before it ships, comes with a 2-year warranty and a 30-day return window. We answer the phone ourselves.</p>
<a class="cta" href="/kits/front-hub-250">Find the kit for my bike</a>
<p class="muted">Not sure if your bike is compatible? Send us a photo and we'll check: hello@hilltop-ebike-kits.co.uk</p>
</article>`,
  }),
},
{
  id: 'q-clean-sales-longform-mattress-trial-de',
  label: 'clean',
  kind: 'long-sales',
  url: 'https://www.schlafgut-manufaktur.de/matratze',
  body: doc({
    lang: 'de',
    title: 'Die Matratze aus dem Allgäu – 100 Nächte probeschlafen',
    css: salesCss('#0f766e'),
    body: `<article>
<h1>Warum wir nur eine Matratze bauen</h1>
<p>Andere Hersteller bieten zwölf Modelle an, die sich kaum unterscheiden. Wir haben drei Jahre lang an einer einzigen gearbeitet: sieben Zonen, Naturlatex aus FSC-zertifiziertem Anbau, ein Bezug aus Bio-Baumwolle, den man bei 60 Grad waschen kann.</p>
<p>Jede Matratze wird in unserer Werkstatt in Kempten von Hand zusammengesetzt. Das dauert länger und kostet mehr – 899 € für 90×200 –, aber sie hält auch länger.</p>
<p class="q">„Nach zwei Wochen waren meine Rückenschmerzen morgens weg. Ich hätte das nicht geglaubt.“ – Sabine, Augsburg</p>
<p>Sie können die Matratze 100 Nächte zu Hause testen. Gefällt sie Ihnen nicht, holen wir sie kostenlos ab und erstatten den vollen Kaufpreis. Rückläufer spenden wir an Frauenhäuser in der Region.</p>
<a class="cta" href="/shop/matratze">Größe wählen</a>
<p class="muted">Kauf auf Rechnung oder Ratenzahlung möglich. Lieferung in 5–7 Werktagen.</p>
</article>`,
  }),
},
{
  id: 'q-clean-sharefile-client-upload-portal',
  label: 'clean',
  kind: 'own-invoice-portal',
  url: 'https://mcgrathtax.sharefile.com/r-r4b2c8d9e1f0',
  body: doc({
    title: 'Upload files for McGrath Tax & Advisory',
    css: cssApp('#2563eb'),
    body: `<div class="wrap"><div class="box"><h1>Upload files</h1><p>McGrath Tax &amp; Advisory has requested files from you: <b>2025 W-2s and 1099s</b>.</p>
<label>Your name</label><input><label>Your email</label><input type="email"><label>Files</label><input type="file" multiple><button>Upload</button>
<div class="sub">Files are encrypted in transit and at rest. This request expires on Apr 15.</div></div></div>`,
  }),
},
{
  id: 'q-clean-subscription-update-card-own-site',
  label: 'clean',
  kind: 'own-booking',
  url: 'https://account.hearthbox-meals.com/billing/update-card',
  body: doc({
    title: 'Update payment method · Hearthbox',
    css: cssApp('#ea580c') + '#card{border:1px solid #d4d4d8;border-radius:6px;padding:12px;color:#999;font-size:14px}',
    body: `<div class="wrap"><div class="box"><h1>Update payment method</h1><p>Your next box ships Tuesday. Your card ending 4417 expires this month.</p>
<label>New card</label><div id="card"></div><button id="s">Save card</button>
<div class="sub"><a href="/billing">Back to billing</a> · <a href="/help">Help</a></div></div></div>
<script src="/js/payments.js"></script>`,
  }),
  routes: { 'account.hearthbox-meals.com/js/payments.js': jsRoute(`document.getElementById('card').textContent='Card number   MM / YY   CVC';document.getElementById('s').onclick=function(){this.textContent='Saving…'};`) },
},
];
