import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, tess, formwellAction, parked } from '../parts/zq-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zq-clean-wedding-rsvp-formwell',
  label: 'clean',
  kind: 'wedding-rsvp',
  url: 'https://priya-and-tom-2027.tessellate.site/rsvp',
  body: tess({
    title: 'RSVP — Priya & Tom',
    site: 'Priya &amp; Tom',
    accent: '#b5838d',
    nav: ['Our story', 'The day', 'Travel', 'RSVP'],
    body: `<section class="tb-hero" style="text-align:center"><h1>Priya &amp; Tom</h1><p>12 June 2027 &middot; Aynhoe Park, Oxfordshire</p></section>
<section class="tb-section" style="max-width:560px;margin:auto"><h2>Kindly reply by 1 March</h2><form class="tb-form" action="${formwellAction('pt-rsvp-27')}" method="post"><label>Full name(s)</label><input name="guests" required><label>Email</label><input name="email" type="email"><label>Will you join us?</label><select name="attending"><option>Joyfully accepts</option><option>Regretfully declines</option></select><label>Dietary requirements</label><input name="diet"><label>A song that will get you on the dance floor</label><input name="song"><button class="tb-btn" style="margin-top:12px">Send RSVP</button></form></section>`,
  }),
},

{
  id: 'zq-clean-saas-landing-signin',
  label: 'clean',
  kind: 'saas-landing-signin',
  url: 'https://www.ledgerleaf.app/',
  body: doc('Ledgerleaf — Bookkeeping for freelancers', `<header class="n"><b>ledgerleaf</b><nav><a href="/pricing">Pricing</a><a href="/docs">Help</a><a href="https://app.ledgerleaf.app/login">Sign in</a><a class="cta" href="https://app.ledgerleaf.app/signup">Start free trial</a></nav></header>
<section class="h"><h1>Bookkeeping that does itself.</h1><p>Connect your bank, snap your receipts, and Ledgerleaf categorises everything for your self-assessment. Built for UK sole traders.</p><a class="cta" href="https://app.ledgerleaf.app/signup">Try free for 30 days</a></section>
<section class="f"><div><h3>Open Banking feeds</h3><p>Read-only connections via TrueLayer to 40+ UK banks.</p></div><div><h3>MTD ready</h3><p>HMRC-recognised Making Tax Digital software.</p></div><div><h3>Receipt capture</h3><p>Forward receipts to your inbox address or use the app.</p></div></section>
<footer>Ledgerleaf Ltd &middot; Company no. 13418822 &middot; ICO ZB228411 &middot; <a href="/privacy">Privacy</a></footer>`, { css: `.n{display:flex;justify-content:space-between;padding:20px 6vw}.n a{margin-left:20px;text-decoration:none}.cta{background:#14532d;color:#fff!important;padding:10px 18px;border-radius:8px;text-decoration:none}.h{padding:80px 6vw;background:#ecfdf5}.h h1{font-size:52px;margin:0}.f{display:grid;grid-template-columns:repeat(3,1fr);gap:30px;padding:50px 6vw}footer{padding:30px 6vw;color:#777;font-size:13px}` }),
},

{
  id: 'zq-clean-saas-app-login-own-domain',
  label: 'clean',
  kind: 'saas-login-own-domain',
  url: 'https://app.ledgerleaf.app/login',
  body: doc('Sign in — Ledgerleaf', `<div class="b"><b style="font-size:24px;color:#14532d">ledgerleaf</b><h1>Welcome back</h1>
<a class="g" href="/auth/google">Continue with Google</a><div class="or">or</div>
<form method="post" action="/session"><input type="hidden" name="authenticity_token" value="q1Fz0c8wT8vZsKf7lY2H0A=="><label>Email</label><input name="user[email]" type="email" autocomplete="email"><label>Password</label><input name="user[password]" type="password" autocomplete="current-password"><button>Sign in</button></form>
<p><a href="/password/new">Forgot your password?</a> &middot; New here? <a href="/signup">Create an account</a></p></div>`, { css: `body{background:#f6f7f6}.b{max-width:380px;margin:10vh auto;background:#fff;padding:32px;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.1)}label{display:block;margin-top:12px;font-size:14px}input{width:100%;padding:10px;border:1px solid #ccc;border-radius:6px}button{width:100%;margin-top:18px;background:#14532d;color:#fff;border:0;padding:11px;border-radius:6px}.g{display:block;text-align:center;border:1px solid #ccc;padding:10px;border-radius:6px;text-decoration:none}.or{text-align:center;color:#999;margin:12px 0}` }),
},

{
  id: 'zq-clean-parked-domain-registrar',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://brightlane-ventures.com/',
  body: parked('brightlane-ventures.com', 'parkhaven.net', ['Business Loans', 'Venture Capital Firms', 'Startup Funding', 'Small Business Grants', 'Angel Investors']),
},

{
  id: 'zq-clean-parked-domain-forsale-de',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://ferienhaus-ostsee-buchen.de/',
  body: parked('ferienhaus-ostsee-buchen.de', 'parkhaven.net', ['Ferienwohnung Ostsee', 'Ferienhaus mit Hund', 'Last Minute Urlaub', 'Usedom Unterkunft']),
},

{
  id: 'zq-clean-parrocchia-offerte-it',
  label: 'clean',
  kind: 'church-donation',
  url: 'https://parrocchia-santanna-treviso.it/offerte',
  body: doc('Offerte — Parrocchia Sant\'Anna, Treviso', `<header style="padding:18px 6vw;background:#fdf6e3"><b>Parrocchia Sant'Anna</b> &middot; Treviso</header><main style="max-width:640px;margin:24px auto;padding:0 14px">
<h1>Sostieni la parrocchia</h1><p>Le offerte servono per la manutenzione della chiesa, per la Caritas parrocchiale e per le attività del grest estivo.</p>
<h3>Bonifico bancario</h3><p>Intestato a: Parrocchia di Sant'Anna<br>IBAN: IT60 X054 2811 1010 0000 0123 456<br>Causale: Offerta libera</p>
<h3>Offerte deducibili per il sostentamento del clero</h3><p>Sono deducibili dal reddito fino a 1.032,91 € (Istituto Centrale Sostentamento Clero).</p>
<p>Per informazioni: segreteria aperta lun–ven 9–12, tel. <a href="tel:+390422123456">0422 123456</a>.</p></main>`, { lang: 'it' }),
},

{
  id: 'zq-clean-hochzeit-rsvp-de',
  label: 'clean',
  kind: 'wedding-rsvp',
  url: 'https://lena-und-jonas-heiraten.de/zusage',
  body: tess({
    title: 'Zu- oder Absage — Lena & Jonas',
    site: 'Lena &amp; Jonas',
    lang: 'de',
    accent: '#6b8f71',
    nav: ['Ablauf', 'Anfahrt', 'Unterkunft', 'Zusage'],
    body: `<section class="tb-section" style="max-width:560px;margin:auto"><h2>Wir freuen uns auf euch!</h2><p>Bitte gebt uns bis zum 15. März Bescheid, ob ihr am 29. Mai 2027 auf dem Gut Ludwigsau dabei seid.</p>
<form class="tb-form" action="${formwellAction('lj-zusage')}" method="post"><label>Name(n)</label><input name="namen"><label>Wir kommen</label><select name="zusage"><option>Ja, gerne!</option><option>Leider nein</option></select><label>Anzahl Personen</label><input type="number" name="anzahl" value="2"><label>Essenswünsche (vegetarisch, Allergien)</label><input name="essen"><label>Übernachtung im Gutshaus gewünscht?</label><select name="zimmer"><option>Nein</option><option>Ja</option></select><button class="tb-btn" style="margin-top:12px">Absenden</button></form></section>`,
  }),
},

{
  id: 'zq-clean-sklep-herbata-blik-pl',
  label: 'clean',
  kind: 'small-shop-checkout',
  url: 'https://herbaciarnia-liscie.pl/koszyk/platnosc',
  body: doc('Płatność — Herbaciarnia Liście', `<header style="padding:16px 6vw;border-bottom:1px solid #e5e5e5"><b>Herbaciarnia Liście</b> &middot; herbaty liściaste z Krakowa</header><main style="max-width:560px;margin:20px auto;padding:0 14px">
<h2>Podsumowanie zamówienia #10482</h2><p>Sencha Kagoshima 100 g &times; 1 &mdash; 42,00 zł<br>Oolong Milky 50 g &times; 2 &mdash; 58,00 zł<br>Dostawa: InPost Paczkomat &mdash; 13,99 zł</p><p><b>Razem: 113,99 zł</b></p>
<form method="post" action="/koszyk/platnosc/przelewy24"><p>Wybierz metodę płatności:</p><label><input type="radio" name="metoda" value="blik" checked> BLIK</label><br><label><input type="radio" name="metoda" value="p24"> Szybki przelew (Przelewy24)</label><br><label><input type="radio" name="metoda" value="karta"> Karta płatnicza</label>
<p><label>Kod BLIK <input name="blik" maxlength="6" inputmode="numeric" style="width:120px;letter-spacing:6px"></label></p><label><input type="checkbox" required> Akceptuję regulamin sklepu</label><br><button style="margin-top:10px;background:#2d6a4f;color:#fff;border:0;padding:12px 26px">Zamawiam i płacę</button></form>
<p style="font-size:12px;color:#777">Liście s.c., ul. Józefa 14, 31-056 Kraków, NIP 6762512345</p></main>`, { lang: 'pl' }),
},

{
  id: 'zq-clean-agriturismo-booking-it',
  label: 'clean',
  kind: 'restaurant-booking',
  url: 'https://agriturismo-poggioalvento.it/prenotazioni',
  body: doc('Prenotazioni — Agriturismo Poggio al Vento', `<header style="padding:20px 6vw"><b>Poggio al Vento</b> &middot; Agriturismo in Val d'Orcia</header><main style="max-width:640px;margin:0 auto;padding:0 14px"><h1>Verifica disponibilità</h1>
<form method="get" action="/prenotazioni/disponibilita"><label>Arrivo <input type="date" name="arrivo"></label> <label>Partenza <input type="date" name="partenza"></label> <label>Ospiti <input type="number" name="ospiti" value="2"></label> <button>Cerca</button></form>
<p>Camere doppie da 120 € a notte con colazione. Cena con prodotti dell'azienda il giovedì e il sabato. Caparra del 30% con carta di credito al momento della prenotazione, tramite il nostro gestionale Octorate.</p>
<p>Telefono: +39 0577 123 456 &middot; info@agriturismo-poggioalvento.it &middot; CIN IT052037B5ABC12345</p></main>`, { lang: 'it' }),
},

{
  id: 'zq-clean-platform-suspended-site',
  label: 'clean',
  kind: 'platform-suspended-page',
  url: 'https://ms-account-recovery-help.staticbay.page/',
  body: doc('Site unavailable — Staticbay', `<div class="s"><div class="logo">&#9650; staticbay</div><h1>This site has been suspended</h1><p>The site at <b>ms-account-recovery-help.staticbay.page</b> was taken down for violating the Staticbay <a href="https://staticbay.page/legal/aup">Acceptable Use Policy</a>.</p><p>If you own this site and believe this is a mistake, you can <a href="https://staticbay.page/appeal">file an appeal</a> from your dashboard.</p><p class="ref">Reference: AUP-2026-11-48821</p></div>`, { css: `body{background:#fafafa}.s{max-width:560px;margin:14vh auto;padding:0 20px}.logo{font-weight:700;color:#0d9488;margin-bottom:30px}.ref{font-size:12px;color:#888}` }),
},

{
  id: 'zq-clean-giveaway-bakery-instagram',
  label: 'clean',
  kind: 'legit-giveaway',
  url: 'https://crumbandcrust.tessellate.site/giveaway',
  body: tess({
    title: 'Win a year of sourdough! — Crumb & Crust',
    site: 'Crumb &amp; Crust',
    accent: '#c2410c',
    nav: ['Menu', 'Wholesale', 'Giveaway'],
    body: `<section class="tb-section" style="max-width:620px"><h1>Win a loaf a week for a year &#127838;</h1><p>To celebrate five years on Gloucester Road we're giving away 52 sourdough loaves. Enter below; we'll draw one winner at random on 20 December and announce it on Instagram.</p>
<form class="tb-form" action="${formwellAction('cc-giveaway')}" method="post"><label>Name</label><input name="name"><label>Email</label><input name="email" type="email"><label><input type="checkbox" name="newsletter" style="width:auto"> Also sign me up for the monthly newsletter</label><button class="tb-btn" style="margin-top:12px">Enter</button></form>
<p style="font-size:12px;color:#777">No purchase necessary. UK residents 18+. One entry per person. Winner collects from the shop (no cash alternative). Full terms: crumbandcrust.co.uk/terms. We'll only use your email to contact the winner.</p></section>`,
  }),
},

{
  id: 'zq-clean-fundacja-darowizna-pl',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://fundacja-psiakosc.org.pl/wesprzyj',
  body: tess({
    title: 'Wesprzyj nas — Fundacja Psiakość',
    site: 'Fundacja Psiakość',
    lang: 'pl',
    accent: '#9a3412',
    nav: ['Adopcje', 'Wolontariat', '1,5%', 'Wesprzyj'],
    body: `<section class="tb-section" style="max-width:640px"><h1>Wesprzyj nasze psiaki</h1><p>Pod opieką fundacji jest obecnie 64 psy. Każda złotówka idzie na karmę, leczenie i sterylizacje.</p>
<p>Wpłata jednorazowa przez Przelewy24: <a class="tb-btn" href="https://secure.przelewy24.pl/trnRequest/psiakosc-darowizna">Wpłacam</a></p><h3>Przelew tradycyjny</h3><p>Fundacja Psiakość, ul. Leśna 3, 62-020 Swarzędz<br>Nr konta: 12 1020 4027 0000 1102 1234 5678<br>Tytułem: darowizna na cele statutowe</p>
<h3>1,5% podatku</h3><p>KRS: <b>0000712345</b></p></section>`,
  }),
},

{
  id: 'zq-clean-marketing-redirect-to-shop',
  label: 'clean',
  kind: 'benign-redirect-chain',
  url: 'https://email.mg.hollowclay-ceramics.co.uk/c/eJwlzEEOgjAQhOG3cC',
  routes: {
    'email.mg.hollowclay-ceramics.co.uk/c/eJwlzEEOgjAQhOG3cC': redirectRoute(302, 'https://hollowclay-ceramics.tessellate.site/shop/winter-glazes?utm_source=newsletter&utm_medium=email&utm_campaign=nov26'),
    'hollowclay-ceramics.tessellate.site/shop/winter-glazes': htmlRoute(tess({
      title: 'Winter glazes — Hollow Clay Ceramics',
      site: 'Hollow Clay Ceramics',
      accent: '#7a5c48',
      nav: ['Shop', 'Workshops', 'About', 'Cart'],
      body: `<section class="tb-section"><h1>Winter glazes are here</h1><div class="tb-grid"><div class="tb-card"><div style="height:160px;background:#546e7a"></div><p>Slate bowl &mdash; £32</p><a class="tb-btn" href="/cart/add?sku=SB-01">Add to cart</a></div><div class="tb-card"><div style="height:160px;background:#d7ccc8"></div><p>Oat mug &mdash; £28</p><a class="tb-btn" href="/cart/add?sku=OM-02">Add to cart</a></div></div></section>`,
    })),
  },
},

{
  id: 'zq-clean-hcaptcha-contact-form',
  label: 'clean',
  kind: 'captcha-legit-form',
  url: 'https://kowalczyk-architekci.pl/kontakt',
  body: tess({
    title: 'Kontakt — Kowalczyk Architekci',
    site: 'Kowalczyk Architekci',
    lang: 'pl',
    accent: '#333',
    nav: ['Projekty', 'Biuro', 'Kontakt'],
    head: `<script src="https://js.hcaptcha.com/1/api.js" async defer></script>`,
    body: `<section class="tb-section" style="max-width:560px"><h1>Kontakt</h1><p>ul. Długa 21/4, 80-827 Gdańsk &middot; tel. +48 58 123 45 67</p>
<form class="tb-form" action="${formwellAction('kow-kontakt')}" method="post"><label>Imię i nazwisko</label><input name="imie"><label>E-mail</label><input name="email" type="email"><label>Wiadomość</label><textarea name="tresc" rows="5"></textarea><div class="h-captcha" data-sitekey="10000000-ffff-ffff-ffff-000000000001" style="margin-top:12px"></div><button class="tb-btn" style="margin-top:12px">Wyślij</button></form></section>`,
  }),
},
];
