import type { Entry } from '../entry.js';
import { cssRoute, doc, htmlRoute, ico, jsonRoute, jsRoute, pdfRoute, redirectRoute, stats } from '../parts/z-kit.js';

export const entries: Entry[] = [
{
  id: 'z-clean-de-gartenshop-grill-produktseite',
  label: 'clean',
  kind: 'shop',
  url: 'https://www.gartenfreund-fachhandel.de/grills/gasgrills/napoli-3-brenner-edelstahl',
  routes: (() => {
    const s = stats('statistik.gartenfreund-fachhandel.de', '3');
    return {
      ...s.routes,
      'www.gartenfreund-fachhandel.de/grills/gasgrills/napoli-3-brenner-edelstahl': htmlRoute(doc({
        lang: 'de',
        title: 'Gasgrill Napoli 3 Brenner Edelstahl | Gartenfreund Fachhandel seit 1987',
        head: s.tag + '<link rel="stylesheet" href="/static/css/shop.css">',
        body: `<div class="usp">Kostenloser Versand ab 50 € · 30 Tage Rückgaberecht · Rechnungskauf möglich · Fachberatung: 0761 / 45 88 20</div>
<nav><b>Gartenfreund</b><span>Grills · Gartenmöbel · Werkzeug · Pflanzen · <a href="/merkzettel">Merkzettel</a> · <a href="/warenkorb">Warenkorb (0)</a></span></nav>
<div class="bc">Startseite › Grills › Gasgrills › Napoli 3 Brenner</div>
<div class="p"><div class="img"></div><div class="i"><h1>Gasgrill Napoli 3 Brenner, Edelstahl</h1><p>★★★★☆ 4,3 (87 Bewertungen)</p><p class="pr">549,00 € <small>inkl. 19 % MwSt., zzgl. Versand (Spedition 29,90 €)</small></p><p>Lieferzeit: 5–7 Werktage · Art.-Nr. 44120-3</p>
<button>In den Warenkorb</button><p class="pay">Zahlungsarten: PayPal · Kreditkarte · Klarna Rechnung · Vorkasse · Finanzierung ab 0 %</p>
<ul><li>3 Edelstahlbrenner à 3,5 kW</li><li>Gusseisen-Grillrost 61 × 42 cm</li><li>Integriertes Thermometer</li><li>2 Jahre Herstellergarantie</li></ul></div></div>
<section class="rev"><h3>Bewertungen</h3><p>★★★★★ <b>M. Brandt</b> – Aufbau hat etwa 1,5 h gedauert, Anleitung verständlich. Wird gut heiß.</p><p>★★★☆☆ <b>Kerstin</b> – Grill ist gut, aber die Lieferung hat zwei Wochen gedauert und der Deckel hatte eine Delle. Kundenservice hat schnell Ersatz geschickt.</p></section>
<footer><a href="/impressum">Impressum</a> · <a href="/agb">AGB</a> · <a href="/widerruf">Widerrufsbelehrung</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/versand">Versand &amp; Zahlung</a><br>Gartenfreund Fachhandel GmbH · Schwarzwaldstraße 112 · 79117 Freiburg · HRB 701245 AG Freiburg · USt-IdNr. DE 142 337 910 · Geschäftsführer: Andreas Kienzler<br>Mitglied im Händlerbund · Trusted Shops geprüft</footer>`,
      })),
      'www.gartenfreund-fachhandel.de/static/css/shop.css': cssRoute('body{margin:0;font-family:Arial;color:#2b2b2b}.usp{background:#2e5e2e;color:#fff;font-size:13px;text-align:center;padding:6px}nav{display:flex;justify-content:space-between;padding:16px 40px;border-bottom:1px solid #e5e5e5}nav b{font-size:24px;color:#2e5e2e}.bc{padding:10px 40px;font-size:13px;color:#777}.p{display:flex;gap:40px;max-width:1000px;margin:10px auto}.img{flex:1;height:380px;background:#d8d8d8}.i{flex:1}.pr{font-size:28px;font-weight:700}.pr small{font-size:12px;font-weight:400;display:block}button{background:#e07b00;color:#fff;border:0;padding:14px 40px;font-size:17px}.pay{font-size:13px;color:#555}.rev{max-width:1000px;margin:20px auto}footer{background:#f3f3f3;padding:24px 40px;font-size:12px;line-height:1.7}'),
    };
  })(),
},
{
  id: 'z-clean-de-streaming-kuendigungsbutton',
  label: 'clean',
  kind: 'subscription-cancel',
  url: 'https://www.kinowelt-stream.de/konto/vertraege-hier-kuendigen',
  routes: {
    'www.kinowelt-stream.de/konto/vertraege-hier-kuendigen': htmlRoute(doc({
      lang: 'de',
      title: 'Verträge hier kündigen | KinoWelt Stream',
      css: 'body{margin:0;font-family:Arial;background:#141414;color:#eee}.n{padding:16px 40px;display:flex;justify-content:space-between}.n b{color:#e50914;font-size:22px}.w{max-width:620px;margin:20px auto;background:#1f1f1f;padding:26px;border-radius:8px}label{display:block;margin-top:12px;font-size:14px}input,select{width:100%;padding:10px;background:#2a2a2a;border:1px solid #444;color:#fff;box-sizing:border-box}button{margin-top:20px;background:#e50914;color:#fff;border:0;padding:13px 24px;font-size:16px;width:100%}.s{font-size:12px;color:#aaa}',
      body: `<div class="n"><b>KINOWELT</b><span>Filme · Serien · Mein Konto</span></div>
<div class="w"><h1>Verträge hier kündigen</h1><p>Gemäß § 312k BGB können Sie Ihr Abonnement hier jederzeit kündigen. Sie müssen dafür nicht eingeloggt sein.</p>
<form method="post" action="/konto/vertraege-hier-kuendigen/bestaetigen"><label>Art der Kündigung</label><select name="art"><option>Ordentliche Kündigung zum nächstmöglichen Zeitpunkt</option><option>Außerordentliche Kündigung</option></select>
<label>Vor- und Nachname</label><input name="name"><label>E-Mail-Adresse des Kontos</label><input name="email" type="email"><label>Kundennummer (optional)</label><input name="kdnr"><label>Abonnement</label><select name="abo"><option>Standard (9,99 €/Monat)</option><option>Premium (15,99 €/Monat)</option><option>Basis mit Werbung (4,99 €/Monat)</option></select>
<button>Jetzt kündigen</button></form><p class="s">Nach dem Absenden erhalten Sie eine Eingangsbestätigung per E-Mail, die Sie speichern können. Ihr Abo läuft bis zum Ende des bezahlten Zeitraums; es entstehen keine weiteren Kosten.</p></div>`,
    })),
  },
},
{
  id: 'z-clean-uk-supplement-subscription-terms',
  label: 'clean',
  kind: 'subscription-terms',
  url: 'https://www.vitalpath-nutrition.co.uk/pages/subscribe-and-save',
  routes: {
    'www.vitalpath-nutrition.co.uk/pages/subscribe-and-save': htmlRoute(doc({
      lang: 'en-GB',
      title: 'Subscribe & Save – VitalPath Nutrition',
      css: 'body{margin:0;font-family:Helvetica,Arial;color:#203036}nav{padding:16px 40px;border-bottom:1px solid #e8e8e8;display:flex;justify-content:space-between}.w{max-width:780px;margin:24px auto;padding:0 20px;line-height:1.6}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:8px}.faq h3{margin-bottom:4px}footer{background:#f5f7f7;padding:24px 40px;font-size:12px}',
      body: `<nav><b>VitalPath</b><span>Shop · Subscribe &amp; Save · Our story · Account · Basket</span></nav>
<div class="w"><h1>Subscribe &amp; Save</h1><p>Get your vitamins delivered on your schedule and save 15% on every order. No minimum term, no hidden fees.</p>
<table><tr><th>Frequency</th><th>Price per tub (60 capsules)</th></tr><tr><td>One-off purchase</td><td>£18.00</td></tr><tr><td>Every 30 days</td><td>£15.30</td></tr><tr><td>Every 60 days</td><td>£15.30</td></tr></table>
<div class="faq"><h3>How do I cancel?</h3><p>Log in to your account and click <b>Manage subscription → Cancel</b>. It takes two clicks, and you can also email hello@vitalpath-nutrition.co.uk. We'll send a confirmation straight away.</p><h3>Will you remind me before charging?</h3><p>Yes. We email you 3 days before every renewal with the amount and date so you can skip, pause or cancel.</p><h3>Can I return an order?</h3><p>Unopened products can be returned within 14 days of delivery under the Consumer Contracts Regulations for a full refund.</p></div></div>
<footer>VitalPath Nutrition Ltd · Company no. 11820473 · 4 Canal Wharf, Leeds LS11 5PS · Terms · Privacy · Cookies · Food supplements should not be used as a substitute for a varied diet.</footer>`,
    })),
  },
},
{
  id: 'z-clean-it-casa-vacanze-piattaforma-annuncio',
  label: 'clean',
  kind: 'holiday-rental',
  url: 'https://www.casevacanza-italia.it/sardegna/orosei/villa-con-piscina-12884',
  routes: {
    'www.casevacanza-italia.it/sardegna/orosei/villa-con-piscina-12884': htmlRoute(doc({
      lang: 'it',
      title: 'Villa con piscina a Orosei – 8 ospiti – CaseVacanza Italia',
      css: 'body{margin:0;font-family:Arial;color:#333}nav{padding:14px 40px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}nav b{color:#00857a;font-size:22px}.w{max-width:980px;margin:20px auto;display:flex;gap:30px;padding:0 20px}.l{flex:2}.r{flex:1;border:1px solid #ddd;border-radius:10px;padding:18px;height:fit-content}.g{height:280px;background:#7fb3c9;border-radius:10px}button{background:#00857a;color:#fff;border:0;padding:12px;width:100%;border-radius:8px}.safe{background:#eaf7f5;padding:12px;border-radius:8px;font-size:13px;margin-top:12px}footer{background:#f6f6f6;padding:24px 40px;font-size:12px}',
      body: `<nav><b>CaseVacanza Italia</b><span>Destinazioni · Offerte · Pubblica il tuo annuncio · Accedi</span></nav>
<div class="w"><div class="l"><div class="g"></div><h1>Villa con piscina a 300 m dal mare</h1><p>Orosei, Sardegna · 4 camere · 3 bagni · 8 ospiti · ★ 4,8 (64 recensioni verificate)</p><p>Host: <b>Sardinia Holiday Homes S.r.l.</b> · Codice CIN IT091064C2000P1234 · Host verificato dal 2019</p><h3>Cosa troverai</h3><p>Piscina privata, aria condizionata, Wi-Fi, parcheggio, barbecue, lavastoviglie.</p><h3>Regole di cancellazione</h3><p>Cancellazione gratuita fino a 30 giorni prima dell'arrivo. Rimborso del 50% fino a 14 giorni prima.</p></div>
<div class="r"><b>€ 195</b> / notte<br><small>Date: 2–16 agosto 2027</small><br><br><button>Prenota</button>
<div class="safe">🔒 Paga sempre tramite CaseVacanza Italia. Non effettuare mai bonifici diretti al proprietario né pagamenti al di fuori della piattaforma: in quel caso non sei coperto dalla nostra Garanzia Rimborso.</div></div></div>
<footer>CaseVacanza Italia S.p.A. · P.IVA 09912340962 · Termini e condizioni · Privacy · Centro assistenza</footer>`,
    })),
  },
},
{
  id: 'z-clean-pl-pracuj-ogloszenie-praca',
  label: 'clean',
  kind: 'job-board',
  url: 'https://www.ofertypracy-polska.pl/praca/specjalista-ds-obslugi-klienta-z-jezykiem-niemieckim-wroclaw,oferta,1004412877',
  routes: {
    'www.ofertypracy-polska.pl/praca/specjalista-ds-obslugi-klienta-z-jezykiem-niemieckim-wroclaw,oferta,1004412877': htmlRoute(doc({
      lang: 'pl',
      title: 'Specjalista ds. obsługi klienta z językiem niemieckim – Wrocław | OfertyPracy Polska',
      css: 'body{margin:0;font-family:Arial;background:#f5f6f8;color:#222}nav{background:#fff;padding:14px 40px;display:flex;justify-content:space-between;border-bottom:1px solid #ddd}nav b{color:#1a73e8;font-size:22px}.w{max-width:860px;margin:20px auto;background:#fff;padding:26px;border-radius:8px}.tags span{display:inline-block;background:#eef3fd;padding:4px 10px;border-radius:12px;margin:3px;font-size:13px}button{background:#1a73e8;color:#fff;border:0;padding:12px 30px;border-radius:6px}.war{font-size:13px;background:#fff8e1;padding:12px;margin-top:18px}',
      body: `<nav><b>OfertyPracy</b><span>Oferty · Pracodawcy · Dla firm · Zaloguj</span></nav>
<div class="w"><h1>Specjalista ds. obsługi klienta z językiem niemieckim</h1><p><b>Nordlicht Services Sp. z o.o.</b> · Wrocław, Stare Miasto · hybrydowo</p><div class="tags"><span>umowa o pracę</span><span>pełny etat</span><span>7 200 – 8 500 zł brutto / mies.</span><span>B2 niemiecki</span></div>
<h3>Twój zakres obowiązków</h3><ul><li>obsługa zgłoszeń klientów z Niemiec i Austrii (telefon, e-mail, czat)</li><li>współpraca z działem logistyki</li></ul><h3>Oferujemy</h3><ul><li>pakiet medyczny, karta sportowa</li><li>płatne szkolenie wdrożeniowe</li></ul><button>Aplikuj</button>
<div class="war">Pamiętaj: pracodawca nie powinien pobierać od kandydata żadnych opłat za rekrutację, szkolenie czy „aktywację konta”. Zgłoś podejrzaną ofertę przyciskiem „Zgłoś nadużycie”.</div></div>`,
    })),
  },
},
{
  id: 'z-clean-nl-bitvavo-opnemen-uitleg',
  label: 'clean',
  kind: 'crypto-exchange',
  url: 'https://support.bitvavo.com/hc/nl/articles/4405079912081-Hoe-neem-ik-crypto-op',
  routes: {
    'support.bitvavo.com/hc/nl/articles/4405079912081-Hoe-neem-ik-crypto-op': htmlRoute(doc({
      lang: 'nl',
      title: 'Hoe neem ik crypto op? – Bitvavo Helpcentrum',
      css: 'body{margin:0;font-family:Arial;color:#1a1a2e}.h{background:#0f0f3d;color:#fff;padding:16px 40px}.w{max-width:760px;margin:24px auto;padding:0 20px;line-height:1.6}.w ol li{margin-bottom:6px}.n{background:#eef0ff;padding:14px;border-radius:6px}',
      body: `<div class="h"><b>Bitvavo</b> Helpcentrum</div><div class="w"><p><a href="#">Bitvavo</a> › <a href="#">Opnames</a></p><h1>Hoe neem ik crypto op?</h1><ol><li>Log in op Bitvavo en ga naar <b>Portfolio</b>.</li><li>Kies de crypto die je wilt opnemen en klik op <b>Opnemen</b>.</li><li>Vul het ontvangstadres en het netwerk in. Controleer het adres zorgvuldig.</li><li>Bevestig met je tweestapsverificatie.</li></ol><p>Voor opnames geldt een netwerkvergoeding die per munt verschilt. Je ziet de vergoeding vóórdat je bevestigt.</p>
<div class="n"><b>Let op:</b> Bitvavo vraagt je nooit om eerst geld te storten of "belasting" te betalen om een opname vrij te geven. Vraagt een platform of "accountmanager" dat wel, dan is dat vrijwel zeker oplichting. Meld het bij de Fraudehelpdesk.</div></div>`,
    })),
  },
},
{
  id: 'z-clean-en-kraken-login',
  label: 'clean',
  kind: 'crypto-exchange',
  url: 'https://www.kraken.com/de/sign-in?redirect=%2Fu%2Ffunding',
  routes: {
    'www.kraken.com/de/sign-in': htmlRoute(doc({
      lang: 'en',
      title: 'Sign in | Kraken',
      css: 'body{margin:0;font-family:Arial;background:#f7f5fc;color:#101114}.c{max-width:400px;margin:60px auto;background:#fff;padding:30px;border-radius:14px;box-shadow:0 4px 20px #0001}.lg{color:#7132f5;font-weight:800;font-size:26px;text-align:center}input{width:100%;padding:12px;margin:6px 0 12px;border:1px solid #d9d6e3;border-radius:8px;box-sizing:border-box}button{width:100%;background:#7132f5;color:#fff;border:0;padding:13px;border-radius:10px;font-size:16px}small{color:#686b82}',
      body: `<div class="c"><div class="lg">kraken</div><h2>Sign in</h2><form method="post" action="/api/internal/sign-in"><label>Username</label><input name="username" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><button>Sign in</button></form>
<p><a href="#">Forgot password?</a> · <a href="#">Create account</a></p><small>Kraken will never ask you for your seed phrase or to "validate" your wallet. Check that you are on kraken.com before entering your details.</small></div>
<script>document.querySelector('form').addEventListener('submit',function(e){e.preventDefault();fetch('/api/internal/sign-in',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({username:this.username.value,password:this.password.value})}).then(function(r){return r.json()}).then(function(j){if(j.otpRequired){location.href='/sign-in/otp'}})})</script>`,
    })),
    'www.kraken.com/api/internal/sign-in': jsonRoute({ otpRequired: true }),
  },
},
];
