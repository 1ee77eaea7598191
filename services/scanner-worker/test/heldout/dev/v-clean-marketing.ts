import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, baseCss, cookieBanner, doc, favicon, jsRoute, jsonRoute, pngRoute, wordmark } from '../parts/v-kit.js';

// Newsletters, campaign landing pages, link trackers and webinar registrations (dev split).

// 1. Substack newsletter post.
const h1 = 'theledger.substack.com';
const substack: Entry = {
  id: 'v-clean-substack-newsletter-post',
  label: 'clean',
  kind: 'newsletter',
  url: `https://${h1}/p/why-your-finance-team-keeps-getting?utm_source=post-email-title&publication_id=1182203&isFreemail=true&r=2k1x`,
  routes: {
    [`${h1}/p/why-your-finance-team-keeps-getting`]: htmlRoute(
      doc({
        title: 'Why your finance team keeps getting invoice-fraud emails - The Ledger',
        css: `body{margin:0;font-family:"Spectral",Georgia,serif;color:#222}.top{display:flex;justify-content:space-between;padding:12px 24px;border-bottom:1px solid #eee;font-family:system-ui}
article{max-width:680px;margin:30px auto;padding:0 20px;font-size:19px;line-height:1.65}h1{font-family:system-ui;font-size:34px;line-height:1.2}.sub{background:#ff6719;color:#fff;border:0;border-radius:6px;padding:10px 18px;font-family:system-ui}
.sb{border:1px solid #eee;border-radius:8px;padding:18px;font-family:system-ui;text-align:center;margin:30px 0}input{padding:10px;border:1px solid #ccc;border-radius:6px;width:60%}`,
        body: `<div class="top"><b>The Ledger</b><span><button class="sub">Subscribe</button> <a href="/account/login" style="margin-left:12px">Sign in</a></span></div>
<article><h1>Why your finance team keeps getting invoice-fraud emails</h1><p style="color:#777;font-family:system-ui;font-size:14px">Priya Natarajan · Mar 3, 2026 · 7 min read</p>
<p>Every month-end, accounts payable teams get a wave of messages that look like supplier invoices. Most are real. A few ask you to "update our bank details" or to call a number about a subscription renewal you never bought.</p>
<p>This week I talked to three AP managers about what actually works: call-back verification on any bank detail change, a named contact at every supplier, and never using the phone number printed on the suspicious invoice itself.</p>
<h2 style="font-family:system-ui">The three checks that stop most of it</h2><ol><li>Verify bank-detail changes through a number you already have on file.</li><li>Treat "urgent" and "confidential" requests from executives as a reason to slow down.</li><li>Report, don't delete: your security team wants the sample.</li></ol>
<div class="sb"><p><b>The Ledger</b> is a reader-supported newsletter about finance operations.</p><form action="/api/v1/free?nojs=true" method="post"><input type="email" name="email" placeholder="Type your email…"> <button class="sub">Subscribe</button></form></div>
<p>Thanks for reading. Reply to this email if you have a story about a near miss – I read everything.</p></article>
<div style="text-align:center;font-family:system-ui;font-size:12px;color:#888;padding:30px">© 2026 Priya Natarajan · Privacy · Terms · Collection notice<br>Substack is the home for great culture</div>`,
      }),
    ),
    ...favicon(h1, 255, 103, 25),
  },
};

// 2. A bank's customer newsletter on scams (talks about phishing, passwords, OTP codes).
const h2 = 'www.nationwide.co.uk';
const a2 = analytics(h2, 'G-NWBS2026');
const bankNews: Entry = {
  id: 'v-clean-bank-security-newsletter',
  label: 'clean',
  kind: 'newsletter',
  url: `https://${h2}/news/member-newsletter/spring-2026/staying-safe-from-scams/?utm_medium=email&utm_campaign=member_news_spring26`,
  routes: {
    [`${h2}/news/member-newsletter/spring-2026/staying-safe-from-scams/`]: htmlRoute(
      doc({
        title: 'Staying safe from scams | Member newsletter | Nationwide',
        head: a2.tag,
        css: baseCss + `.hero{background:#00195f;color:#fff;padding:40px 32px}.tip{background:#f3f5fa;border-left:4px solid #00195f;padding:14px 18px;margin:14px 0}`,
        body: `<header class="site">${wordmark('Nationwide', '#00195f', 22)}<nav><a href="#">Current accounts</a><a href="#">Savings</a><a href="#">Mortgages</a><a href="#">Help</a><a href="#">Log in</a></nav></header>
<div class="hero"><h1>Staying safe from scams</h1><p>Your spring 2026 member newsletter</p></div>
<div class="wrap"><p>Scammers are getting better at sounding like us. Here's how to tell the difference.</p>
<div class="tip"><b>We will never ask you to move money to a "safe account".</b> If someone calls claiming to be from our fraud team and asks you to move money, hang up.</div>
<div class="tip"><b>We will never ask for your full password, passnumber or card reader codes</b> by email, text or phone.</div>
<div class="tip"><b>Texts about parcels and missed deliveries</b> asking for a small fee are one of the most common scams right now. Don't click the link.</div>
<div class="tip"><b>Check before you pay an invoice.</b> If a supplier says their bank details have changed, call them on a number you already trust.</div>
<p>If you think you've been scammed, call us straight away on <b>0800 055 66 22</b> (24/7) or call <b>159</b> from most UK phone networks. You can forward suspicious texts to <b>7726</b> and emails to report@phishing.gov.uk.</p>
<p><a class="btn" href="/help/fraud-and-security/">Visit our Security Centre</a></p></div>
<footer class="site">Nationwide Building Society is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority. Head office: Nationwide House, Pipers Way, Swindon SN38 1NW. <a href="#">Unsubscribe</a><a href="#">Privacy</a><a href="#">Cookies</a></footer>
${cookieBanner()}`,
      }),
    ),
    ...a2.routes,
  },
};

// 3. bit.ly link in a conference e-mail -> event registration page.
const h3a = 'bit.ly';
const h3 = 'www.infosecurityeurope.com';
const bitly: Entry = {
  id: 'v-clean-bitly-to-event',
  label: 'clean',
  kind: 'benign-redirect',
  url: `https://${h3a}/3Ve8kQp`,
  routes: {
    [`${h3a}/3Ve8kQp`]: redirectRoute(301, `https://${h3}/en-gb/register.html?utm_source=partner&utm_medium=email&utm_campaign=ise26_reg`),
    [`${h3}/en-gb/register.html`]: htmlRoute(
      doc({
        title: 'Register | Infosecurity Europe 2026',
        css: baseCss + `.hero{background:linear-gradient(120deg,#3a0ca3,#7209b7);color:#fff;padding:50px 32px}.g{display:grid;grid-template-columns:1fr 1fr;gap:20px}`,
        body: `<header class="site"><b>Infosecurity Europe</b><nav><a href="#">Exhibit</a><a href="#">Programme</a><a href="#">Speakers</a><a href="#">Visit</a></nav></header>
<div class="hero"><h1>Register for free</h1><p>2–4 June 2026 · ExCeL London · Europe's most important gathering of cybersecurity professionals.</p></div>
<div class="wrap g"><div><h3>Your details</h3><form action="/en-gb/register/submit.html" method="post"><label>First name</label><input type="text" name="fn"><label>Last name</label><input type="text" name="ln"><label>Business email</label><input type="email" name="email"><label>Company</label><input type="text" name="co"><label>Job title</label><input type="text" name="jt"><label>Country</label><select name="country"><option>United Kingdom</option><option>Ireland</option><option>Germany</option><option>France</option><option>Netherlands</option></select><button class="btn">Continue</button></form></div>
<div><h3>What's on</h3><ul><li>200+ hours of free-to-attend content</li><li>Keynote: "Phishing in the age of AI" </li><li>Threat-intel briefings on ransomware and fraud</li><li>Cyber Startup Zone</li></ul><p class="muted">Trade visitors only. Under-18s are not admitted.</p></div></div>
<footer class="site">Infosecurity Europe is organised by RX (Reed Exhibitions Ltd), Gateway House, 28 The Quadrant, Richmond TW9 1DN. <a href="#">Privacy</a><a href="#">Terms</a></footer>`,
      }),
    ),
  },
};

// 4. French retailer newsletter landing page (fr), with a tracker hop.
const h4a = 'click.newsletter.fnac.com';
const h4 = 'www.fnac.com';
const fnac: Entry = {
  id: 'v-clean-fnac-newsletter-fr',
  label: 'clean',
  kind: 'marketing-landing',
  url: `https://${h4a}/?qs=9a2f1c7e4b0d3e88f6a1c2d7b5e903ab41c7d8e2f0`,
  routes: {
    [`${h4a}/`]: redirectRoute(302, `https://${h4}/Operation/Printemps-du-livre?Origin=EMAIL_NL_20260304&esl-k=sendinblue`),
    [`${h4}/Operation/Printemps-du-livre`]: htmlRoute(
      doc({
        lang: 'fr',
        title: 'Le Printemps du Livre : -5% et livraison gratuite | fnac',
        css: baseCss + `header.site{background:#e1a925}.p{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}.p div{border:1px solid #eee;padding:12px;border-radius:6px;font-size:14px}.pr{color:#d8232a;font-weight:700}`,
        body: `<header class="site"><b style="font-size:26px;color:#000">fnac</b><nav><a href="#">Livres</a><a href="#">Musique</a><a href="#">Informatique</a><a href="#">Mon compte</a><a href="#">Panier</a></nav></header>
<div class="wrap"><h1>Le Printemps du Livre</h1><p>Jusqu'au 31 mars : <b>-5 % sur tous les livres</b> et la livraison gratuite en magasin. Adhérents : 10 € offerts tous les 100 € d'achats.</p>
<div class="p"><div><img src="/img/l1.png" width="100%" height="120" alt=""><p>La Vie devant soi – Romain Gary</p><p class="pr">8,55 €</p></div><div><img src="/img/l2.png" width="100%" height="120" alt=""><p>L'Anomalie – Hervé Le Tellier</p><p class="pr">9,40 €</p></div><div><img src="/img/l3.png" width="100%" height="120" alt=""><p>Astérix – Tome 40</p><p class="pr">10,95 €</p></div><div><img src="/img/l1.png" width="100%" height="120" alt=""><p>Veiller sur elle – J.-B. Andrea</p><p class="pr">21,85 €</p></div></div>
<p class="muted">Offre valable en France métropolitaine, hors livres numériques. Voir conditions en magasin.</p></div>
<footer class="site">Fnac Darty · Mentions légales · CGV · Données personnelles · <a href="#">Se désinscrire de la newsletter</a></footer>
${cookieBanner('Fnac et ses partenaires utilisent des cookies pour mesurer l\'audience et personnaliser les publicités.', 'Accepter', 'Continuer sans accepter')}`,
      }),
    ),
    [`${h4}/img/l1.png`]: pngRoute(200, 180, 140),
    [`${h4}/img/l2.png`]: pngRoute(60, 90, 140),
    [`${h4}/img/l3.png`]: pngRoute(230, 200, 60),
  },
};

// 5. Mailchimp campaign archive page ("view this email in your browser").
const h5 = 'us14.campaign-archive.com';
const mailchimp: Entry = {
  id: 'v-clean-mailchimp-campaign-archive',
  label: 'clean',
  kind: 'newsletter',
  url: `https://${h5}/?u=5e1a7c0b3d9f2a8e61c4b7d0f&id=9c2e41b7aa`,
  routes: {
    [`${h5}/`]: htmlRoute(
      doc({
        title: 'March update: new opening hours, spring menu & a thank-you',
        css: `body{margin:0;background:#f2efe9;font-family:Georgia,serif}.e{max-width:600px;margin:20px auto;background:#fff;padding:30px}.e img{display:block;width:100%;height:220px;background:#c9b79c}.b{display:inline-block;background:#3d5a40;color:#fff;padding:12px 22px;text-decoration:none;font-family:Arial}
.ft{text-align:center;font-family:Arial;font-size:11px;color:#777;padding:20px}`,
        body: `<div style="text-align:center;font-family:Arial;font-size:11px;padding:8px"><a href="#">View this email in your browser</a></div>
<div class="e"><h1 style="color:#3d5a40">The Olive Branch Kitchen</h1><img src="/img/spring.png" alt="Spring menu"><h2>Spring is here!</h2><p>From 10 March we're open for breakfast from 7:30am on weekdays. Our new spring menu features wild garlic gnocchi, lamb from Hollis Farm and rhubarb pavlova.</p>
<p>Thank you to everyone who came along to our fifth birthday – we raised £1,240 for the Lewes Food Bank.</p><p><a class="b" href="https://www.olivebranchkitchen.co.uk/book">Book a table</a></p><p>See you soon,<br>Maria &amp; Tom</p></div>
<div class="ft">Copyright © 2026 The Olive Branch Kitchen, All rights reserved.<br>You are receiving this email because you signed up at our restaurant.<br>Our mailing address is: 14 High Street, Lewes BN7 2AD<br><a href="https://olivebranchkitchen.us14.list-manage.com/unsubscribe?u=5e1a7c0b3d9f2a8e61c4b7d0f">unsubscribe from this list</a> · <a href="#">update subscription preferences</a><br><br><img src="/img/intuit-mc.png" width="80" height="20" alt="Intuit Mailchimp"></div>`,
      }),
    ),
    [`${h5}/img/spring.png`]: pngRoute(201, 183, 156),
    [`${h5}/img/intuit-mc.png`]: pngRoute(255, 224, 27),
  },
};

// 6. ON24 webinar registration for a security vendor's event.
const h6 = 'event.on24.com';
const on24: Entry = {
  id: 'v-clean-on24-webinar-registration',
  label: 'clean',
  kind: 'webinar-registration',
  url: `https://${h6}/wcc/r/4718820/9F2C11A7B3E0D5C4A81B22E9F07D6C13?partnerref=email1`,
  routes: {
    [`${h6}/wcc/r/4718820/9F2C11A7B3E0D5C4A81B22E9F07D6C13`]: htmlRoute(
      doc({
        title: 'Anatomy of an Adversary-in-the-Middle Phishing Attack - Registration',
        css: baseCss + `body{background:#eef1f6}.c{max-width:880px;margin:30px auto;background:#fff;border-radius:8px;display:flex}.c>div{flex:1;padding:30px}.l{background:#0b1f44;color:#fff;border-radius:8px 0 0 8px}`,
        body: `<div class="c"><div class="l"><p style="font-size:12px;letter-spacing:1px">LIVE WEBINAR · 18 MARCH 2026 · 11:00 AM EDT</p><h1 style="font-size:26px">Anatomy of an Adversary-in-the-Middle Phishing Attack</h1>
<p>Join our threat research team as they walk through a real AiTM campaign: the lure, the reverse proxy that steals session cookies, and how conditional access and phishing-resistant MFA stop it.</p><p><b>Speakers:</b><br>Dana Whitfield, Principal Threat Researcher<br>Marcus Oyelaran, Detection Engineering Lead</p></div>
<div><h3>Register now</h3><form method="post" action="/wcc/r/4718820/register"><label>First Name*</label><input type="text" name="firstname"><label>Last Name*</label><input type="text" name="lastname"><label>Business Email*</label><input type="email" name="email"><label>Company*</label><input type="text" name="company"><label>Job Title</label><input type="text" name="job_title">
<label><input type="checkbox" name="consent"> I agree to receive communications. I can unsubscribe at any time.</label><br><br><button class="btn">Register</button></form><p class="muted">Powered by ON24 · <a href="https://www.on24.com/legal/privacy-policy/">Privacy Policy</a></p></div></div>`,
      }),
    ),
  },
};

// 7. Zoom webinar registration for a customer event.
const h7 = 'us06web.zoom.us';
const zoomWeb: Entry = {
  id: 'v-clean-zoom-webinar-register',
  label: 'clean',
  kind: 'webinar-registration',
  url: `https://${h7}/webinar/register/WN_k3Jx9tQpR8aVb2LmNc4dEw`,
  body: doc({
    title: 'Webinar Registration - Zoom',
    css: baseCss + `body{background:#f7f7fa}.c{max-width:720px;margin:30px auto;background:#fff;border-radius:12px;padding:30px}.bn{height:140px;background:linear-gradient(90deg,#0b5cff,#00a3ff);border-radius:8px;margin-bottom:18px}.btn{background:#0b5cff}`,
    body: `<header class="site">${wordmark('zoom', '#0b5cff', 24)}<nav><a href="#">Support</a><a href="#">English</a><a href="https://zoom.us/signin">Sign In</a></nav></header>
<div class="c"><div class="bn"></div><h2>Xero Partner Roadshow: Year-End Tips for Australian Practices</h2><p class="muted">Date &amp; Time: Apr 9, 2026 10:00 AM in Sydney · Canberra · Melbourne</p>
<p>Learn how to prepare clients for EOFY, new payroll reporting changes and the latest bank feed features. Q&amp;A at the end.</p>
<form method="post" action="/webinar/register/WN_k3Jx9tQpR8aVb2LmNc4dEw"><label>First Name*</label><input type="text" name="first_name"><label>Last Name*</label><input type="text" name="last_name"><label>Email Address*</label><input type="email" name="email"><label>Confirm Email Address*</label><input type="email" name="confirm_email"><label>Organization</label><input type="text" name="org">
<p class="muted" style="font-size:11px">By registering, I agree to the Privacy Statement and Terms of Service. Information you provide is shared with the account owner and host.</p><button class="btn">Register</button></form></div>
<footer class="site">Copyright ©2026 Zoom Communications, Inc. All rights reserved. <a href="#">Terms</a><a href="#">Privacy</a><a href="#">Trust Center</a></footer>`,
  }),
};

// 8. PostNL business webinar registration (nl), with a small form-validation script.
const h8 = 'www.postnl.nl';
const postnlWeb: Entry = {
  id: 'v-clean-postnl-webinar-nl',
  label: 'clean',
  kind: 'webinar-registration',
  url: `https://${h8}/zakelijk/webinars/verzenden-naar-belgie/?utm_source=nieuwsbrief&utm_medium=email`,
  routes: {
    [`${h8}/zakelijk/webinars/verzenden-naar-belgie/`]: htmlRoute(
      doc({
        lang: 'nl',
        title: 'Webinar: slimmer verzenden naar België | PostNL Zakelijk',
        css: baseCss + `header.site{background:#ed7000;color:#fff}header.site nav a{color:#fff}.btn{background:#ed7000}`,
        body: `<header class="site"><b style="font-size:22px">PostNL</b><nav><a href="#">Versturen</a><a href="#">Ontvangen</a><a href="#">Zakelijk</a><a href="#">Klantenservice</a><a href="#">Inloggen</a></nav></header>
<div class="wrap"><h1>Webinar: slimmer verzenden naar België</h1><p>Donderdag 26 maart 2026, 10.00 – 10.45 uur. Ontdek hoe je als webshop je Belgische klanten sneller en voordeliger bedient, inclusief retourzendingen en pakketpunten.</p>
<form id="f" method="post" action="/zakelijk/webinars/aanmelden"><label>Voornaam</label><input type="text" name="voornaam" required><label>Achternaam</label><input type="text" name="achternaam" required><label>Zakelijk e-mailadres</label><input type="email" name="email" required><label>Bedrijfsnaam</label><input type="text" name="bedrijf"><label>KvK-nummer (optioneel)</label><input type="text" name="kvk" id="kvk"><p id="m" class="muted"></p><button class="btn">Aanmelden</button></form></div>
<footer class="site">© PostNL 2026 · Privacy · Cookies · Disclaimer · Let op: PostNL vraagt je nooit via sms of e-mail om te betalen voor een pakket dat je niet verwacht.</footer>
<script src="/static/js/webinar-form.js"></script>`,
      }),
    ),
    [`${h8}/static/js/webinar-form.js`]: jsRoute(`document.getElementById('kvk').addEventListener('blur',function(){var v=this.value.replace(/\\s/g,'');document.getElementById('m').textContent=v&&!/^\\d{8}$/.test(v)?'Een KvK-nummer bestaat uit 8 cijfers.':''});`),
    [`${h8}/zakelijk/webinars/aanmelden`]: jsonRoute({ ok: true }),
  },
};

export const entries: Entry[] = [substack, bankNews, bitly, fnac, mailchimp, on24, zoomWeb, postnlWeb];
