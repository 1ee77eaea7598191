import { htmlRoute, type Entry } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { analyticsRoute, analyticsSnippet, consentBanner } from '../parts/e-furniture.js';

// ---------- Remote job board ("work from home", hourly pay) ----------
const jbHost = 'www.remotehive.work';
const jbPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Remote Customer Support Jobs – Work From Home, $18–$35/hr | RemoteHive</title>
<meta name="description" content="Browse 1,240 remote customer support jobs from verified companies. Full-time, part-time and contract roles, updated daily.">
<link rel="stylesheet" href="/assets/app.css">
${analyticsSnippet('G-RHIVE24JB')}
</head>
<body>
<header><a class="lg" href="/">remote<b>hive</b></a><nav><a href="/jobs">Find jobs</a><a href="/companies">Companies</a><a href="/salaries">Salaries</a><a href="/employers">For employers</a></nav><a href="/login" class="li">Log in</a><a href="/signup" class="su">Sign up</a></header>
<section class="search"><form action="/jobs"><input name="q" value="customer support"><select name="type"><option>Any type</option><option>Full-time</option><option>Part-time</option><option>Contract</option></select><select name="loc"><option>Anywhere (US)</option><option>Worldwide</option><option>Europe</option></select><button>Search</button></form></section>
<main>
 <p class="cnt"><b>1,240</b> remote customer support jobs &middot; sorted by date</p>
 <ul class="jobs" id="jobs"></ul>
 <aside class="safe"><h3>Job-search safety</h3><p>Every company on RemoteHive is verified. Real employers will <b>never</b> ask you to pay for training, equipment or "task deposits", to buy gift cards, or to move the conversation to Telegram or WhatsApp before an interview. Offers that pay you to like videos or rate products, then ask you to top up a balance, are scams – <a href="/safety/report">report them</a>.</p></aside>
</main>
<footer>© 2025 RemoteHive, Inc. &middot; <a href="/privacy">Privacy</a> &middot; <a href="/terms">Terms</a> &middot; <a href="/safety">Trust &amp; Safety</a></footer>
${consentBanner('en', 'bar')}
<script src="/assets/jobs.js"></script>
</body>
</html>`;
const jbCss = `body{margin:0;font-family:"Inter",Arial,sans-serif;color:#111;background:#fafafa}header{display:flex;align-items:center;gap:28px;padding:14px 6vw;background:#fff;border-bottom:1px solid #eee}.lg{font-size:22px;font-weight:800;color:#111;text-decoration:none}.lg b{color:#f59e0b}header nav a{margin-right:16px;color:#444;text-decoration:none}.li{margin-left:auto;color:#111}.su{background:#111;color:#fff;padding:8px 14px;border-radius:6px;text-decoration:none}
.search{background:#fff7e6;padding:20px 6vw}.search form{display:flex;gap:8px}.search input{flex:1;padding:12px;border:1px solid #ddd;border-radius:6px}.search select,.search button{padding:0 12px;border-radius:6px;border:1px solid #ddd}.search button{background:#f59e0b;border:0;font-weight:700}
main{max-width:1100px;margin:0 auto;padding:20px;display:grid;grid-template-columns:1fr 300px;gap:24px}.cnt{grid-column:span 2;margin:0}.jobs{list-style:none;padding:0;margin:0}.jobs li{background:#fff;border:1px solid #eee;border-radius:8px;padding:14px;margin-bottom:10px;display:flex;gap:14px}.jobs .lo{width:48px;height:48px;border-radius:8px;background:#e5e7eb}.jobs .t{font-weight:700}.jobs .m{color:#666;font-size:13px}.tag{display:inline-block;background:#ecfdf5;color:#047857;font-size:12px;padding:2px 8px;border-radius:10px;margin-right:4px}
.safe{background:#fff;border:1px solid #fde68a;border-radius:8px;padding:14px;height:max-content;font-size:14px;line-height:1.55}footer{text-align:center;font-size:12px;color:#777;padding:20px}`;
const jbJs = `fetch('/api/jobs?q=customer+support&page=1').then(function(r){return r.json()}).then(function(j){var ul=document.getElementById('jobs');j.jobs.forEach(function(x){var li=document.createElement('li');
li.innerHTML='<div class="lo"></div><div><div class="t">'+x.title+'</div><div class="m">'+x.company+' &middot; '+x.loc+' &middot; '+x.pay+'</div><div>'+x.tags.map(function(t){return '<span class="tag">'+t+'</span>'}).join('')+'</div></div>';ul.appendChild(li)})});`;

// ---------- German job board ----------
const deHost = 'www.jobwerk.de';
const dePage = `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Minijob &amp; Nebenjob von zu Hause – 2.318 Stellen | JobWerk</title>
${analyticsSnippet('G-JBWERK77DE')}
<style>
body{margin:0;font-family:"Source Sans 3",Arial,sans-serif;color:#222;background:#f5f6f8}
header{background:#fff;display:flex;align-items:center;gap:24px;padding:14px 5vw;border-bottom:1px solid #e4e6ea}header b{font-size:22px;color:#00897b}header nav a{color:#333;margin-right:14px;text-decoration:none}header .r{margin-left:auto}header .r a{margin-left:12px;color:#00897b}
.s{background:#00897b;padding:18px 5vw}.s form{display:flex;gap:8px}.s input{flex:1;padding:11px;border:0;border-radius:4px}.s button{background:#ffca28;border:0;border-radius:4px;padding:0 20px;font-weight:700}
main{max-width:1060px;margin:18px auto;padding:0 16px;display:grid;grid-template-columns:240px 1fr;gap:20px}
.f{background:#fff;border-radius:6px;padding:14px;font-size:14px;height:max-content}.f label{display:block;margin:4px 0}
.j{background:#fff;border-radius:6px;padding:14px 16px;margin-bottom:10px;border:1px solid #e8eaed}.j h3{margin:0 0 4px;font-size:17px;color:#00695c}.j .m{font-size:13px;color:#666}.j .b{font-size:12px;background:#e0f2f1;color:#00695c;border-radius:10px;padding:2px 8px;margin-right:4px}
.hw{background:#fff8e1;border-left:4px solid #ffb300;padding:12px 14px;font-size:13px;line-height:1.55;border-radius:4px}
footer{text-align:center;font-size:12px;color:#777;padding:20px}
</style>
</head>
<body>
<header><b>JobWerk</b><nav><a href="/jobs">Jobs</a><a href="/arbeitgeber">Arbeitgeber</a><a href="/gehalt">Gehaltsvergleich</a><a href="/ratgeber">Ratgeber</a></nav><div class="r"><a href="/login">Anmelden</a><a href="/registrieren">Registrieren</a></div></header>
<section class="s"><form action="/jobs"><input name="was" value="Homeoffice Minijob"><input name="wo" value="Deutschlandweit"><button>Jobs finden</button></form></section>
<main>
 <div class="f"><b>Filter</b><label><input type="checkbox" checked> 100 % Homeoffice</label><label><input type="checkbox"> Minijob (bis 556 €)</label><label><input type="checkbox"> Teilzeit</label><label><input type="checkbox"> Werkstudent</label></div>
 <div>
  <div class="j"><h3>Kundenservice-Mitarbeiter (m/w/d) im Homeoffice – Minijob</h3><div class="m">Nordlicht Energie GmbH &middot; Remote &middot; 556 €/Monat &middot; vor 2 Tagen</div><span class="b">Homeoffice</span><span class="b">Einarbeitung</span></div>
  <div class="j"><h3>Texter:in für Produktbeschreibungen (Freelance)</h3><div class="m">Kontor 21 Online-Handel &middot; Remote &middot; 25–35 €/Std. &middot; vor 3 Tagen</div><span class="b">Freelance</span></div>
  <div class="j"><h3>Werkstudent (m/w/d) Datenpflege CRM</h3><div class="m">Hafenblick Software AG, Hamburg &middot; hybrid &middot; 15,50 €/Std. &middot; vor 5 Tagen</div><span class="b">Werkstudent</span><span class="b">Hybrid</span></div>
  <div class="hw"><b>Vorsicht vor Jobbetrug:</b> Seriöse Arbeitgeber verlangen keine Vorabzahlungen, keine Kautionen und fordern Sie nie auf, Ihr Konto für fremde Überweisungen („Finanzagent“) zur Verfügung zu stellen oder per Video-Ident ein Bankkonto zu eröffnen. Angebote mit „100 € pro Stunde fürs Testen von Apps“ sind fast immer Betrug. Melden Sie verdächtige Anzeigen über den Button „Anzeige melden“.</div>
 </div>
</main>
<footer>JobWerk GmbH &middot; Leipzig &middot; Impressum &middot; Datenschutz &middot; AGB</footer>
${consentBanner('de', 'bar', '/datenschutz')}
</body>
</html>`;

// ---------- Polish regional bank: own-domain internet banking login ----------
const plHost = 'online.bankwislanski.pl';
const plPage = `<!DOCTYPE html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Logowanie – Bankowość internetowa | Bank Wiślański</title>
<link rel="icon" href="/static/img/favicon.png">
<link rel="stylesheet" href="/static/css/login.css">
</head>
<body>
<header><a class="lg" href="https://www.bankwislanski.pl/">Bank <b>Wiślański</b></a><span class="sec">&#128274; Bezpieczne połączenie</span><a class="pl" href="#">PL</a> <a href="#">EN</a></header>
<main>
 <section class="login">
  <h1>Zaloguj się do bankowości internetowej</h1>
  <form id="f" method="post" action="/auth/login" autocomplete="on">
   <div id="s1"><label for="id">Identyfikator</label><input id="id" name="identyfikator" inputmode="numeric" autocomplete="username" required>
   <button type="button" id="next">Dalej</button></div>
   <div id="s2" hidden><p>Witaj, <b id="ident"></b></p><label for="pw">Hasło</label><input id="pw" type="password" name="haslo" autocomplete="current-password" required><button type="submit">Zaloguj</button><p class="sm">Po zalogowaniu potwierdź logowanie w aplikacji mobilnej Wiślański Mobile.</p></div>
  </form>
  <p class="links"><a href="/auth/reset">Nie pamiętasz hasła?</a> &middot; <a href="https://www.bankwislanski.pl/otworz-konto">Otwórz konto</a></p>
 </section>
 <section class="safe"><h2>Zasady bezpieczeństwa</h2><ul><li>Sprawdź, czy adres strony to <b>https://online.bankwislanski.pl</b> i czy w przeglądarce widnieje kłódka.</li><li>Bank nigdy nie prosi o podanie hasła ani kodów SMS przez telefon, e-mail lub komunikator.</li><li>Nie instaluj aplikacji do zdalnego pulpitu na prośbę „konsultanta” (AnyDesk, TeamViewer, RustDesk).</li><li>Nie logujemy się przez linki w SMS o „dopłacie do przesyłki” czy „blokadzie konta”.</li></ul><p>Infolinia: <b>+48 12 345 67 89</b> (24/7)</p></section>
</main>
<footer>Bank Wiślański S.A. z siedzibą w Krakowie, ul. Wielopole 4 &middot; KRS 0000123456 &middot; Bank jest uczestnikiem systemu gwarantowania depozytów BFG &middot; Polityka cookies</footer>
${consentBanner('pl', 'bar', '/cookies')}
<script src="/static/js/login.js"></script>
</body>
</html>`;
const plCss = `body{margin:0;font-family:"Lato",Arial,sans-serif;color:#1c2430;background:#eef2f6}header{display:flex;align-items:center;gap:20px;background:#fff;padding:14px 5vw;border-bottom:3px solid #c8102e}.lg{font-size:22px;color:#1c2430;text-decoration:none}.lg b{color:#c8102e}.sec{margin-left:auto;font-size:13px;color:#2e7d32}header a{color:#555;text-decoration:none;font-size:13px}
main{max-width:1000px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:24px;padding:0 16px}.login,.safe{background:#fff;border-radius:8px;padding:24px}.login label{display:block;margin:10px 0 4px;font-size:14px}.login input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #b8c2cc;border-radius:4px;font-size:16px}.login button{margin-top:14px;width:100%;background:#c8102e;color:#fff;border:0;border-radius:4px;padding:12px;font-size:16px}.sm,.links{font-size:13px;color:#555}.safe{font-size:14px;line-height:1.6}footer{text-align:center;font-size:12px;color:#6b7785;padding:20px}`;
const plJs = `(function(){var id=document.getElementById('id');document.getElementById('next').onclick=function(){if(!/^\\d{6,10}$/.test(id.value)){id.setCustomValidity('Podaj poprawny identyfikator');id.reportValidity();return}id.setCustomValidity('');
fetch('/auth/step1',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({login:id.value})}).then(function(r){return r.json()}).then(function(j){document.getElementById('ident').textContent=j.mask;document.getElementById('s1').hidden=true;document.getElementById('s2').hidden=false;document.getElementById('pw').focus()})};})();`;

export const entries: Entry[] = [
  {
    id: 'e-clean-jobboard-remote',
    label: 'clean',
    kind: 'job-board',
    url: `https://${jbHost}/remote-jobs/customer-support`,
    body: jbPage,
    routes: {
      [`${jbHost}/assets/app.css`]: cssRoute(jbCss),
      [`${jbHost}/assets/jobs.js`]: jsRoute(jbJs),
      [`${jbHost}/api/jobs`]: jsonRoute({
        jobs: [
          { title: 'Customer Support Specialist (Remote, US)', company: 'Parcelly', loc: 'Remote – US', pay: '$22–$26/hr', tags: ['Full-time', 'Benefits'] },
          { title: 'Technical Support Engineer, Tier 2', company: 'Stackwise', loc: 'Remote – Americas', pay: '$70k–$85k', tags: ['Full-time', 'SaaS'] },
          { title: 'Part-time Chat Support Agent (evenings)', company: 'Bloomly Florists', loc: 'Remote – US', pay: '$18/hr', tags: ['Part-time'] },
          { title: 'Bilingual Support Associate (EN/ES)', company: 'Northstar Health', loc: 'Remote – US', pay: '$24–$30/hr', tags: ['Full-time', 'Bilingual'] },
        ],
      }),
      ...analyticsRoute(jbHost),
    },
  },
  {
    id: 'e-clean-jobboard-de',
    label: 'clean',
    kind: 'job-board',
    url: `https://${deHost}/jobs/homeoffice-minijob`,
    body: dePage,
    routes: { ...analyticsRoute(deHost) },
  },
  {
    id: 'e-clean-login-bank-pl',
    label: 'clean',
    kind: 'own-login',
    url: `https://${plHost}/login`,
    routes: {
      [`${plHost}/login`]: htmlRoute(plPage, { 'strict-transport-security': 'max-age=31536000; includeSubDomains', 'x-frame-options': 'DENY' }),
      [`${plHost}/static/css/login.css`]: cssRoute(plCss),
      [`${plHost}/static/js/login.js`]: jsRoute(plJs),
      [`${plHost}/static/img/favicon.png`]: pngRoute(200, 16, 46),
      [`${plHost}/auth/step1`]: jsonRoute({ mask: '12****78' }),
    },
  },
];
