import { htmlRoute, type Entry } from '../entry.js';
import { analytics, baseCss, cookieBanner, doc, jsRoute, jsonRoute } from '../parts/v-kit.js';

// Support pages with phone numbers, and a real carrier tracking page (blind split).

// 1. A Canadian bank's "report fraud" page listing phone numbers.
const h1 = 'www.td.com';
const a1 = analytics(h1, 'G-TDCA-SEC');
const bankFraud: Entry = {
  id: 'v-clean-bank-fraud-phone-support',
  label: 'clean',
  kind: 'support-phone',
  url: `https://${h1}/ca/en/personal-banking/how-to/security/report-fraud`,
  routes: {
    [`${h1}/ca/en/personal-banking/how-to/security/report-fraud`]: htmlRoute(
      doc({
        title: 'Report Fraud | TD Canada Trust',
        head: a1.tag,
        css: baseCss + `header.site{background:#008a00}header.site b,header.site nav a{color:#fff}.ph{font-size:22px;font-weight:700;color:#008a00}.g{display:grid;grid-template-columns:1fr 1fr;gap:20px}`,
        body: `<header class="site"><b>TD</b><nav><a href="#">Personal</a><a href="#">Small Business</a><a href="#">Investing</a><a href="#">Contact Us</a><a href="https://easyweb.td.com">Login</a></nav></header>
<div class="wrap"><h1>Report fraud</h1><p>If you think you've been a victim of fraud, or you've shared your banking information with someone you don't trust, contact us right away.</p>
<div class="g"><div class="card"><h3>Credit cards</h3><p class="ph">1-800-983-8472</p><p class="muted">Available 24/7</p></div><div class="card"><h3>Bank accounts, EasyWeb and the TD app</h3><p class="ph">1-866-222-3456</p><p class="muted">Available 24/7</p></div><div class="card"><h3>Outside Canada and the U.S. (call collect)</h3><p class="ph">416-983-8472</p></div><div class="card"><h3>TTY</h3><p class="ph">1-800-361-1180</p></div></div>
<h2>Phishing emails and texts</h2><p>TD will never ask you for your password, one-time passcode or to accept an Interac e-Transfer deposit through a link in an unexpected text. Forward suspicious emails to <b>phishing@td.com</b> and then delete them. Forward scam texts to 7726 (SPAM).</p></div>
<footer class="site">© The Toronto-Dominion Bank · <a href="#">Privacy &amp; Security</a><a href="#">Legal</a><a href="#">Accessibility</a></footer>
${cookieBanner()}`,
      }),
    ),
    ...a1.routes,
  },
};

// 2. Microsoft's "contact support" page (a legit page listing phone numbers and warning about tech-support scams).
const h2 = 'support.microsoft.com';
const msSupport: Entry = {
  id: 'v-clean-microsoft-support-contact',
  label: 'clean',
  kind: 'support-phone',
  url: `https://${h2}/en-gb/topic/global-customer-service-phone-numbers-c0389ade-5640-e588-8b0e-28de8afeb3f2`,
  routes: {
    [`${h2}/en-gb/topic/global-customer-service-phone-numbers-c0389ade-5640-e588-8b0e-28de8afeb3f2`]: htmlRoute(
      doc({
        title: 'Global Customer Service phone numbers - Microsoft Support',
        css: baseCss + `table{max-width:700px}.al{background:#fff4ce;border-left:4px solid #f7b500;padding:12px 16px}`,
        body: `<header class="site"><b>Microsoft | Support</b><nav><a href="#">Microsoft 365</a><a href="#">Windows</a><a href="#">Surface</a><a href="#">Xbox</a><a href="#">Sign in</a></nav></header>
<div class="wrap"><h1>Global Customer Service phone numbers</h1><div class="al"><b>Important:</b> Microsoft will never proactively reach out to you to provide unsolicited PC or technical support. Error and warning messages on your PC will never include a phone number. If a pop-up asks you to call a number to unlock your computer, close the browser – it's a scam. <a href="#">Learn more about tech support scams</a>.</div>
<p>Select your country or region to see the phone number for customer service.</p><input type="text" id="q" placeholder="Search country or region" style="max-width:320px">
<table id="t"><tr><th>Country/region</th><th>Phone number</th><th>Hours</th></tr></table>
<p class="muted">Was this information helpful? <button>Yes</button> <button>No</button></p></div>
<footer class="site">English (United Kingdom) · <a href="#">Your Privacy Choices</a><a href="#">Consumer Health Privacy</a><a href="#">Contact Microsoft</a><a href="#">Terms of use</a>© Microsoft 2026</footer>
<script src="/en-gb/static/phone-table.js"></script>`,
      }),
    ),
    [`${h2}/en-gb/static/phone-table.js`]: jsRoute(`fetch('/api/content/phone-numbers?locale=en-gb').then(function(r){return r.json()}).then(function(rows){var t=document.getElementById('t');function draw(f){t.innerHTML='<tr><th>Country/region</th><th>Phone number</th><th>Hours</th></tr>'+rows.filter(function(r){return !f||r[0].toLowerCase().indexOf(f)>-1}).map(function(r){return '<tr><td>'+r.join('</td><td>')+'</td></tr>'}).join('')}draw('');
document.getElementById('q').oninput=function(){draw(this.value.toLowerCase())}});`),
    [`${h2}/api/content/phone-numbers`]: jsonRoute([
      ['Australia', '13 20 58', 'Mon–Fri 8:00–18:00 AEST'],
      ['Canada', '(877) 568-2495', 'Mon–Fri 6:00–18:00 PT'],
      ['Germany', '0800 284 8283', 'Mo–Fr 8:00–18:00'],
      ['Ireland', '1800 930 540', 'Mon–Fri 8:00–18:00'],
      ['United Kingdom', '0344 800 2400', 'Mon–Fri 8:00–18:00'],
      ['United States', '(800) 642-7676', 'Mon–Fri 5:00–21:00 PT'],
    ]),
  },
};

// 3. DHL Germany shipment tracking (de) with a script-driven result and a customs-fee note.
const h3 = 'www.dhl.de';
const dhlDe: Entry = {
  id: 'v-clean-dhl-de-sendungsverfolgung',
  label: 'clean',
  kind: 'carrier-tracking',
  url: `https://${h3}/de/privatkunden/dhl-sendungsverfolgung.html?piececode=00340434161094042557&lang=de`,
  routes: {
    [`${h3}/de/privatkunden/dhl-sendungsverfolgung.html`]: htmlRoute(
      doc({
        lang: 'de',
        title: 'DHL Sendungsverfolgung | DHL',
        css: baseCss + `header.site{background:#fc0}.st{display:flex;gap:6px;margin:14px 0}.st i{flex:1;height:8px;background:#d40511;border-radius:4px}.st i.o{background:#ddd}`,
        body: `<header class="site"><b style="color:#d40511;font-style:italic;font-size:24px">DHL</b><nav><a href="#">Pakete empfangen</a><a href="#">Pakete versenden</a><a href="#">Hilfe &amp; Kundenservice</a><a href="#">Anmelden</a></nav></header>
<div class="wrap"><h1>Sendungsverfolgung</h1><div class="card" id="res">Sendung wird gesucht…</div>
<p class="muted">Hinweis: Bei Sendungen aus Nicht-EU-Ländern können Einfuhrabgaben anfallen. Diese zahlen Sie ausschließlich in der DHL App, bei der Zustellung oder in der Filiale – DHL fordert Sie niemals per SMS mit einem Link zur Zahlung auf.</p></div>
<footer class="site">Deutsche Post AG · Impressum · Datenschutz · AGB · Cookie-Einstellungen</footer>
<script src="/int-verfolgen/static/tracking.js"></script>`,
      }),
    ),
    [`${h3}/int-verfolgen/static/tracking.js`]: jsRoute(`var pc=new URLSearchParams(location.search).get('piececode');fetch('/int-verfolgen/data/search?piececode='+pc+'&language=de').then(function(r){return r.json()}).then(function(j){var s=j.sendungen[0];
document.getElementById('res').innerHTML='<b>'+s.id+'</b><div class="st">'+[1,2,3,4,5].map(function(i){return '<i class="'+(i<=s.stufe?'':'o')+'"></i>'}).join('')+'</div><p><b>'+s.status+'</b></p><p class="muted">'+s.datum+' · '+s.ort+'</p>'});`),
    [`${h3}/int-verfolgen/data/search`]: jsonRoute({ sendungen: [{ id: '00340434161094042557', stufe: 4, status: 'Die Sendung wurde in das Zustellfahrzeug geladen.', datum: 'Mittwoch, 04.03.2026, 08:14 Uhr', ort: 'Leipzig' }] }),
  },
};

export const entries: Entry[] = [bankFraud, msSupport, dhlDe];
