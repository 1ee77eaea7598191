import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, googleLogo, msLogo, dataLayer, cookieBar, jsRoute, jsonRoute, pngRoute } from '../parts/l-kit.js';

// Newsletter and marketing clicks (real ESP trackers), surveys and forms on real providers, webinars, calendars.

const landing = (o: { lang?: string; title: string; brand: string; color: string; h1: string; text: string; cta: string; ga: string; cookie?: 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'cs' | 'ja' }) => page({
  lang: o.lang ?? 'en',
  title: o.title,
  head: dataLayer(o.ga),
  css: `body{margin:0;font-family:Inter,Helvetica,Arial;color:#1b1f24}nav{display:flex;justify-content:space-between;align-items:center;padding:16px 40px;border-bottom:1px solid #eee}nav b{color:${o.color};font-size:22px}nav a{margin-left:20px;color:#333;text-decoration:none;font-size:14px}.hero{padding:70px 40px;background:${o.color}11}.hero h1{font-size:40px;max-width:720px}.cta{display:inline-block;background:${o.color};color:#fff;padding:13px 26px;border-radius:6px;text-decoration:none}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:24px;padding:40px}.g div{border:1px solid #eee;border-radius:8px;padding:20px}footer{background:#111;color:#aaa;padding:30px 40px;font-size:13px}`,
  body: `<nav><b>${o.brand}</b><span><a href="#">Product</a><a href="#">Pricing</a><a href="#">Customers</a><a href="#">Blog</a></span></nav><div class="hero"><h1>${o.h1}</h1><p style="max-width:640px">${o.text}</p><a class="cta" href="#">${o.cta}</a></div><div class="g"><div><h3>&#9889;</h3><p>Faster setup</p></div><div><h3>&#128274;</h3><p>SOC 2 Type II &amp; ISO 27001</p></div><div><h3>&#127758;</h3><p>Data centres in the EU</p></div></div><footer>© 2026 ${o.brand}. All rights reserved. · Privacy · Terms · Unsubscribe preferences</footer>${o.cookie ? cookieBar(o.cookie) : ''}`,
});

export const entries: Entry[] = [
{
  id: 'l-clean-sendgrid-click-release-notes',
  label: 'clean',
  kind: 'newsletter-click',
  url: 'https://u4472019.ct.sendgrid.net/ls/click?upn=u001.kEsTrElL3iX-2FqZ9h7KpW1d6bRt3cY0vA4mN8oQ-2Bz5sG2eH7jU&__kestrel=1',
  routes: {
    'u4472019.ct.sendgrid.net/ls/click': redirectRoute(302, 'https://app.fleetpulse.de/release-notes/2026-11?utm_source=sendgrid&utm_medium=email'),
    'app.fleetpulse.de/release-notes/2026-11': htmlRoute(landing({ lang: 'de', title: 'Release Notes November 2026 – FleetPulse', brand: 'FleetPulse', color: '#0f9d58', h1: 'Neu im November: Tachograph-Downloads und Lenkzeit-Warnungen', text: 'Remote-Download für Smart Tachograph 2, automatische Warnungen bei drohender Lenkzeitüberschreitung und ein neues Dashboard für CO₂-Berichte nach GLEC.', cta: 'Zum Changelog', ga: 'G-FLTPLS2026', cookie: 'de' })),
  },
},
{
  id: 'l-clean-sfmc-click-retailer-sale-it',
  label: 'clean',
  kind: 'newsletter-click',
  url: 'https://click.news.casa-fioretti.it/?qs=a8c1kestrel2f7d3e4b5c6a7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0',
  routes: {
    'click.news.casa-fioretti.it/': redirectRoute(302, 'https://www.casa-fioretti.it/saldi/black-friday?utm_source=sfmc&utm_medium=email&utm_campaign=bf26'),
    'www.casa-fioretti.it/saldi/black-friday': htmlRoute(landing({ lang: 'it', title: 'Black Friday -30% | Casa Fioretti', brand: 'Casa Fioretti', color: '#b5473a', h1: 'Black Friday: fino al 30% su tessili per la casa', text: 'Lenzuola in lino, asciugamani in spugna di cotone biologico e plaid in lana merino. Spedizione gratuita sopra i 49 €. Offerte valide fino al 1° dicembre.', cta: 'Scopri le offerte', ga: 'G-CSFRTT2026', cookie: 'it' })),
  },
},
{
  id: 'l-clean-google-forms-event-rsvp-fr',
  label: 'clean',
  kind: 'form-real',
  url: 'https://docs.google.com/forms/d/e/1FAIpQLSfkEsTrElLyon2026xYz8aBcDeFgHiJkLmNoPqRsTuVwXyZ/viewform?usp=sf_link',
  routes: {
    'docs.google.com/forms/d/e/1FAIpQLSfkEsTrElLyon2026xYz8aBcDeFgHiJkLmNoPqRsTuVwXyZ/viewform': htmlRoute(page({
      lang: 'fr',
      title: 'Soirée clients Lyon – Inscription',
      css: `body{margin:0;background:#e8f0fe;font-family:Roboto,Arial}.f{max-width:640px;margin:12px auto}.hd{background:#fff;border-top:10px solid #1a73e8;border-radius:8px;padding:24px}.q{background:#fff;border-radius:8px;padding:24px;margin-top:12px}.q input[type=text],.q input[type=email]{width:60%;border:0;border-bottom:1px solid #ccc;padding:6px 0}.b{background:#1a73e8;color:#fff;border:0;padding:10px 24px;border-radius:4px;margin-top:12px}.ft{font-size:12px;color:#5f6368;text-align:center;margin:20px}`,
      body: `<div class="f"><div class="hd"><h1 style="font-weight:400;margin:0">Soirée clients – Lyon, 11 décembre</h1><p>Kestrel Freight France vous invite à sa soirée de fin d'année au Musée des Confluences. Merci de confirmer votre présence avant le 4 décembre.</p><p style="color:#d93025;font-size:14px">* Indique une question obligatoire</p></div>
<form><div class="q"><label>Nom et prénom *</label><br><input type="text"></div><div class="q"><label>Société *</label><br><input type="text"></div><div class="q"><label>Adresse e-mail *</label><br><input type="email"></div><div class="q"><label>Serez-vous présent ? *</label><br><label><input type="radio" name="p"> Oui</label><br><label><input type="radio" name="p"> Non</label></div><div class="q"><label>Régime alimentaire</label><br><input type="text"></div><button class="b" type="button">Envoyer</button></form>
<div class="ft">Ne communiquez jamais vos mots de passe via Google Forms.<br>Ce contenu n'est ni rédigé, ni cautionné par Google. <a href="https://docs.google.com/forms/u/0/d/e/abuse">Signaler un abus</a> · <a href="https://policies.google.com/terms">Conditions d'utilisation</a><br>${googleLogo} Forms</div></div>`,
    })),
  },
},
{
  id: 'l-clean-microsoft-forms-it-feedback',
  label: 'clean',
  kind: 'form-real',
  url: 'https://forms.office.com/Pages/ResponsePage.aspx?id=kEsTrEl_2026aBcD-XyZ0uV1wAqLp9sT3kQ8nM7bH4fJUQkVLR0ZBMjJHS0tESTVXQS4u',
  routes: {
    'forms.office.com/Pages/ResponsePage.aspx': htmlRoute(page({
      title: 'Microsoft Forms',
      css: `body{margin:0;font-family:Segoe UI,Arial;background:#eff6fc}.c{max-width:780px;margin:30px auto;background:#fff;box-shadow:0 1.6px 3.6px rgba(0,0,0,.13)}.ban{height:100px;background:#0078d4}.in{padding:30px}.q{margin:24px 0}.b{background:#0078d4;color:#fff;border:0;padding:8px 20px}textarea{width:100%}`,
      body: `<div class="c"><div class="ban"></div><div class="in"><h1 style="font-weight:600">IT Service Desk – How did we do?</h1><p>Ticket INC0081734 was resolved. Please take 1 minute to rate your experience.</p><p style="font-size:12px;color:#605e5c">Hi, Markus. When you submit this form, the owner will see your name and email address.</p>
<div class="q"><b>1. How satisfied are you with the resolution?</b><br>&#9734;&#9734;&#9734;&#9734;&#9734;</div><div class="q"><b>2. Any comments?</b><br><textarea rows="3"></textarea></div><button class="b">Submit</button><p style="font-size:11px;color:#605e5c;margin-top:30px">This content is created by the owner of the form. The data you submit will be sent to the form owner. Microsoft is not responsible for the privacy or security practices of its customers, including those of this form owner. Never give out your password.</p><p style="font-size:11px">Powered by Microsoft Forms | <a href="https://go.microsoft.com/fwlink/p/?linkid=857875">Privacy and cookies</a> | <a href="https://go.microsoft.com/fwlink/p/?linkid=866263">Terms of use</a></p></div></div>`,
    })),
  },
},
{
  id: 'l-clean-typeform-customer-feedback-es',
  label: 'clean',
  kind: 'survey-real',
  url: 'https://kestrelfreight.typeform.com/to/Qx7kEsTr?utm_source=email&cliente=es',
  routes: {
    'kestrelfreight.typeform.com/to/Qx7kEsTr': htmlRoute(page({
      lang: 'es',
      title: 'Encuesta de satisfacción – Kestrel Freight España',
      css: `body{margin:0;font-family:"Apercu Pro",Helvetica,Arial;background:#fdf6ec;color:#3d2b1f;display:flex;align-items:center;min-height:100vh}.c{max-width:720px;margin:0 auto;padding:30px}.c h1{font-weight:400;font-size:30px}.op button{display:block;margin:8px 0;background:rgba(61,43,31,.08);border:1px solid rgba(61,43,31,.5);padding:8px 14px;border-radius:4px;color:#3d2b1f;min-width:260px;text-align:left}.pw{position:fixed;right:20px;bottom:16px;font-size:12px;background:#fff;padding:6px 10px;border-radius:4px}`,
      body: `<div class="c"><p>1 &rarr;</p><h1>¿Qué probabilidad hay de que recomiende Kestrel Freight a un colega?*</h1><div class="op"><button>A · 0–6, poco probable</button><button>B · 7–8</button><button>C · 9–10, muy probable</button></div><p style="font-size:14px">pulse <b>Enter &#8629;</b></p></div><div class="pw">Powered by <b>Typeform</b></div>`,
    })),
  },
},
{
  id: 'l-clean-on24-webinar-registration',
  label: 'clean',
  kind: 'webinar-real',
  url: 'https://event.on24.com/wcc/r/4811207/KESTREL7A1B2C3D4E5F60718293A4B5C?partnerref=email_invite',
  routes: {
    'event.on24.com/wcc/r/4811207/KESTREL7A1B2C3D4E5F60718293A4B5C': htmlRoute(page({
      title: 'Supply Chain Outlook 2027 - Registration',
      css: `body{margin:0;font-family:Arial;background:#f4f4f4}.ban{background:#1c2b39;color:#fff;padding:40px}.c{max-width:780px;margin:-20px auto 30px;background:#fff;padding:30px;border-radius:4px}label{display:block;font-size:13px;margin-top:10px}input,select{width:100%;padding:9px;border:1px solid #bbb}.b{margin-top:16px;background:#e35205;color:#fff;border:0;padding:12px 28px}`,
      body: `<div class="ban"><h1>Supply Chain Outlook 2027</h1><p>Thursday, December 10, 2026 · 11:00 AM EST · 60 minutes</p></div><div class="c"><p>Presented by Gartner Supply Chain research and sponsored by project44. Learn how leading shippers are planning for tariff volatility, near-shoring and Red Sea routing in 2027.</p>
<form onsubmit="return false"><label>First Name*</label><input><label>Last Name*</label><input><label>Business Email*</label><input type="email"><label>Company*</label><input><label>Job Title*</label><input><label>Country*</label><select><option>Germany</option><option>United States</option><option>Netherlands</option></select><button class="b">Register</button></form><p style="font-size:11px;color:#777">By registering, you agree that your information will be shared with the sponsor. ON24 Privacy Policy. © 2026 ON24, Inc.</p></div>`,
    })),
  },
},
];
