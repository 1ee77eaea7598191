import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { cookieBar, doc, gtag, gtagRoute, imgRoute, pixel, pixelRoute } from '../parts/za-kit.js';

export const entries: Entry[] = [
  {
  id: 'za-clean-supermarket-loyalty-promo-fr',
  label: 'clean',
  kind: 'brand-promo',
  url: 'https://www.marchevert.fr/offres/cagnotte-fidelite-novembre',
  body: doc({
    title: 'Jusqu’à 20 % reversés sur votre cagnotte — Marché Vert',
    lang: 'fr',
    css: `body{margin:0;font-family:Arial;color:#222}header{background:#2e7d32;color:#fff;padding:14px 28px;display:flex;justify-content:space-between}.hero{background:#e8f5e9;padding:34px 28px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;padding:24px 28px}.p{border:1px solid #ddd;padding:12px;border-radius:6px}.p b{color:#2e7d32}.legal{font-size:11px;color:#666;padding:0 28px 24px}`,
    body: `<header><b>Marché Vert</b><span>Magasins · Drive · Catalogue · Mon compte</span></header><div class="hero"><h1>Du 12 au 25 novembre : jusqu’à 20 % reversés sur votre cagnotte</h1><p>Avec votre carte de fidélité Marché Vert, sur une sélection de produits bio et locaux.</p></div>
<div class="g"><div class="p">Lait demi-écrémé bio 1 L<br><b>20 % cagnotté</b></div><div class="p">Pommes Gala d’Anjou 1,5 kg<br><b>15 % cagnotté</b></div><div class="p">Pain de campagne 500 g<br><b>10 % cagnotté</b></div><div class="p">Yaourts nature x8<br><b>20 % cagnotté</b></div></div>
<p class="legal">Offre valable du 12/11/2025 au 25/11/2025 inclus dans les magasins Marché Vert participants et sur le Drive, sur présentation de la carte de fidélité, dans la limite des stocks disponibles. Cagnotte utilisable dès 5 € lors d’un prochain passage en caisse. Voir conditions générales du programme de fidélité. Marché Vert ne vous demandera jamais vos coordonnées bancaires par SMS ou via les réseaux sociaux.</p>${cookieBar('fr')}`,
  }),
},
  {
  id: 'za-clean-job-posting-greenhouse-style',
  label: 'clean',
  kind: 'job-posting',
  url: 'https://careers.lumenfreight.com/jobs/4817223-customer-support-specialist-remote',
  body: doc({
    title: 'Customer Support Specialist (Remote, US) — Lumen Freight Careers',
    head: gtag('careers.lumenfreight.com', 'G-LUMENJOBS1'),
    css: `body{margin:0;font-family:-apple-system,Arial;color:#222}header{padding:16px 30px;border-bottom:1px solid #eee}.w{max-width:760px;margin:24px auto;padding:0 16px;line-height:1.5}label{display:block;margin-top:10px;font-size:14px}input{width:100%;padding:9px;box-sizing:border-box}button{margin-top:14px;background:#111;color:#fff;border:0;padding:12px 24px;border-radius:4px}.meta{color:#666}`,
    body: `<header><b>Lumen Freight</b> · Careers</header><div class="w"><h1>Customer Support Specialist</h1><p class="meta">Remote (US) · Full-time · Support · $52,000 – $60,000 + benefits</p>
<p>Lumen Freight helps 4,000 small manufacturers ship LTL freight without the headache. You'll join a 14-person support team answering shipper questions by chat, email and phone.</p><h3>What you'll do</h3><ul><li>Resolve shipment, billing and tracking questions</li><li>Work with carrier partners on exceptions and claims</li><li>Write help-center articles</li></ul><h3>What we offer</h3><ul><li>Medical, dental, vision · 401(k) with 4% match</li><li>$1,000 home-office stipend</li><li>20 days PTO + holidays</li></ul>
<p><i>Our hiring process: application → 30-min video call with a recruiter → skills exercise → team interview. We will never ask you to buy equipment, pay fees, or interview over text/Telegram. All emails come from @lumenfreight.com.</i></p>
<h3>Apply</h3><form method="post" action="/jobs/4817223/apply" enctype="multipart/form-data"><label>First name</label><input name="first_name"><label>Last name</label><input name="last_name"><label>Email</label><input name="email" type="email"><label>Resume/CV</label><input type="file" name="resume"><label>LinkedIn profile</label><input name="linkedin"><button>Submit application</button></form><p class="meta" style="font-size:12px">Lumen Freight is an equal opportunity employer.</p></div>`,
  }),
  routes: gtagRoute('careers.lumenfreight.com'),
},
  {
  id: 'za-clean-job-posting-de-stellenanzeige',
  label: 'clean',
  kind: 'job-posting',
  url: 'https://karriere.stadtwerke-lindenau.de/stellen/social-media-redakteur-m-w-d',
  body: doc({
    title: 'Social-Media-Redakteur (m/w/d) — Stadtwerke Lindenau',
    lang: 'de',
    css: `body{margin:0;font-family:Arial;color:#222}header{background:#004b87;color:#fff;padding:16px 28px}.w{max-width:780px;margin:24px auto;padding:0 16px;line-height:1.5}.box{background:#eef4fa;padding:14px;border-radius:6px}a.b{display:inline-block;background:#e30613;color:#fff;padding:12px 22px;text-decoration:none}`,
    body: `<header><b>Stadtwerke Lindenau</b> · Karriere</header><div class="w"><h1>Social-Media-Redakteur (m/w/d)</h1><div class="box">Vollzeit (39 Std./Woche) · unbefristet · Entgeltgruppe 9b TVöD-V · Standort Lindenau, 2 Tage mobiles Arbeiten pro Woche · Bewerbungsschluss 30.11.2025</div>
<h3>Ihre Aufgaben</h3><ul><li>Planung und Erstellung von Inhalten für Instagram, Facebook, LinkedIn und WhatsApp-Kanal</li><li>Community-Management inklusive Moderation von Kommentaren</li><li>Auswertung von Kennzahlen und Reporting</li></ul><h3>Ihr Profil</h3><ul><li>Abgeschlossenes Studium oder Ausbildung im Bereich Kommunikation/Medien</li><li>Sicherer Umgang mit Canva, Adobe Premiere und Meta Business Suite</li></ul><h3>Wir bieten</h3><ul><li>Jobticket, betriebliche Altersvorsorge (ZVK), 30 Tage Urlaub</li></ul>
<p><a class="b" href="https://karriere.stadtwerke-lindenau.de/bewerbung?stelle=2025-114">Jetzt online bewerben</a></p><p style="font-size:13px">Ansprechpartnerin: Frau Jana Hoffmann, Personalabteilung, Tel. 03491 4433-210. Schwerbehinderte Bewerber/-innen werden bei gleicher Eignung bevorzugt berücksichtigt.</p></div>${cookieBar('de')}`,
  }),
},
  {
  id: 'za-clean-delivery-partner-signup-in',
  label: 'clean',
  kind: 'job-posting',
  url: 'https://partners.zipkart.in/ride-with-us',
  body: doc({
    title: 'Become a Delivery Partner — ZipKart',
    lang: 'en-IN',
    css: `body{margin:0;font-family:Arial;color:#222}.hero{background:#ffe600;padding:36px 24px}.w{max-width:760px;margin:24px auto;padding:0 16px}.st{display:flex;gap:12px}.st div{flex:1;background:#f5f5f5;padding:12px;border-radius:6px}a.b{display:inline-block;background:#111;color:#fff;padding:12px 22px;border-radius:24px;text-decoration:none}small{color:#666}`,
    body: `<div class="hero"><h1>Deliver with ZipKart. Earn up to ₹28,000/month*</h1><p>Flexible slots. Weekly payouts every Tuesday. Accident insurance up to ₹10 lakh.</p><a class="b" href="https://play.google.com/store/apps/details?id=in.zipkart.partner">Download the Partner app</a></div>
<div class="w"><h3>How to join</h3><div class="st"><div>1. Download the official app from Google Play</div><div>2. Upload DL, Aadhaar & PAN</div><div>3. Attend a free 1-hour onboarding at your nearest hub</div></div>
<p><b>Joining is free.</b> ZipKart never charges a registration fee, T-shirt deposit, or asks you to pay via UPI to a person. Report anyone asking for money to partnersupport@zipkart.in.</p><small>*Earnings depend on city, hours and orders completed. Average for full-time partners in Bengaluru, Sep 2025.</small></div>`,
  }),
},
];
