import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-own-mijn-ing-inloggen',
  label: 'clean',
  kind: 'bank-own-domain',
  url: 'https://mijn.ing.nl/login/?lang=nl&origin=ing.nl',
  body: doc({
    lang: 'nl',
    title: 'Inloggen Mijn ING',
    css: cardCss('#ff6200', '#f0f0f0', "'ING Me', Arial, sans-serif") + `.top b{color:#ff6200;font-size:24px}.app{display:flex;gap:12px;align-items:center;background:#fff7f0;padding:12px;border-radius:6px;font-size:14px;margin-bottom:14px}`,
    body: `<div class="top"><b>ING</b><nav><a href="https://www.ing.nl/particulier/klantenservice">Klantenservice</a><a href="https://www.ing.nl/particulier/veilig-bankieren">Veilig bankieren</a></nav></div>
<div class="wrap"><div class="card"><h1>Inloggen Mijn ING</h1>
<div class="app">${mark('ING', '#ff6200')}<div>Inloggen gaat het snelst met de <b>ING App</b>. Scan de QR-code in de app.</div></div>
<form method="post" action="/login/api/authenticate" id="lf"><label for="u">Gebruikersnaam</label><input type="text" id="u" name="username" autocomplete="username" required>
<label for="p">Wachtwoord</label><input type="password" id="p" name="password" autocomplete="current-password" required>
<button class="btn">Inloggen</button></form>
<p class="muted" style="margin-top:12px"><a href="/login/wachtwoord-vergeten">Gebruikersnaam of wachtwoord vergeten?</a></p>
<p class="muted">ING vraagt u nooit om uw pincode, inlogcodes of om geld over te maken naar een 'veilige rekening'.</p></div></div>
<div class="foot">ING Bank N.V. <a href="https://www.ing.nl/privacy">Privacy</a><a href="https://www.ing.nl/cookies">Cookies</a></div>
<script src="/login/static/js/main.${hex('ing-own', 8)}.js" defer></script>`,
  }),
  routes: {
    [`mijn.ing.nl/login/static/js/main.${hex('ing-own', 8)}.js`]: jsRoute(`(function(){var f=document.getElementById('lf');f.addEventListener('submit',function(e){e.preventDefault();var b=f.querySelector('button');b.disabled=true;fetch(f.action,{method:'POST',credentials:'include',headers:{'Content-Type':'application/json','X-Requested-With':'XMLHttpRequest'},body:JSON.stringify({username:f.username.value,password:f.password.value})}).then(function(r){return r.json()}).then(function(j){if(j.next)location.assign(j.next)}).catch(function(){b.disabled=false})})})();`),
    'mijn.ing.nl/login/api/authenticate': jsonRoute({ next: '/login/2fa' }),
  },
},
{
  id: 'yg-own-kbc-touch-aanmelden',
  label: 'clean',
  kind: 'bank-own-domain',
  url: 'https://www.kbc.be/particulieren/nl/kbc-touch/aanmelden.html',
  body: doc({
    lang: 'nl-BE',
    title: 'Aanmelden in KBC Touch | KBC',
    css: `body{margin:0;font-family:'Open Sans',Arial,sans-serif;background:#f3f7fa;color:#003665}
.hd{background:#fff;height:64px;display:flex;align-items:center;padding:0 24px;border-bottom:1px solid #dde6ee;gap:20px}.hd b{color:#00aeef;font-size:24px}
.pn{max-width:560px;margin:40px auto;background:#fff;padding:30px 36px}
.m{display:flex;gap:12px;margin-top:16px}.m a{flex:1;border:1px solid #b5c7d6;padding:16px;text-decoration:none;color:#003665;text-align:center;border-radius:4px}
.m a:hover{border-color:#00aeef}.tip{background:#eaf7fd;padding:12px;margin-top:20px;font-size:14px}`,
    body: `<div class="hd"><b>KBC</b><span>Particulieren</span></div>
<div class="pn"><h1>Aanmelden in KBC Touch</h1><p>Kies hoe je je wilt aanmelden:</p>
<div class="m"><a href="https://touch.kbc.be/login/itsme">Met itsme®</a><a href="https://touch.kbc.be/login/cardreader">Met kaartlezer</a><a href="https://touch.kbc.be/login/mobile">Met KBC Mobile</a></div>
<div class="tip"><b>Veilig online</b>: KBC vraagt je nooit om via een link in een e-mail of sms aan te melden, of om de code van je kaartlezer door te geven aan iemand aan de telefoon. Meer tips op <a href="https://www.safeonweb.be">safeonweb.be</a>.</div>
<p style="font-size:13px;margin-top:24px">Problemen met aanmelden? Bel KBC Live: 016 43 25 92.</p></div>`,
  }),
},
{
  id: 'yg-own-bov-internet-banking',
  label: 'clean',
  kind: 'bank-own-domain',
  url: 'https://www.bov.com/internetbanking/Login.aspx',
  body: doc({
    lang: 'en-MT',
    title: 'BOV Internet Banking - Login',
    css: cardCss('#e2231a', '#f5f5f5', "Lato, Arial, sans-serif") + `.top{border-top:4px solid #e2231a}.lg{display:flex;gap:10px;align-items:center;font-weight:800;color:#e2231a;font-size:22px}`,
    body: `<div class="top"><div class="lg">${mark('BOV', '#e2231a')} Bank of Valletta</div><nav><a href="https://www.bov.com/content/security-centre">Security Centre</a><a href="https://www.bov.com/content/contact-us">Contact</a></nav></div>
<div class="wrap"><div class="card"><h1>Internet Banking</h1><p class="sub">Log in with your User ID and a one-time code from BOV Mobile Key.</p>
<form method="post" action="/internetbanking/Login.aspx"><input type="hidden" name="__VIEWSTATE" value="/wEPDwUKMTY${hex('bov-vs', 40)}"><input type="hidden" name="__EVENTVALIDATION" value="/wEdAAX${hex('bov-ev', 30)}">
<label>User ID</label><input type="text" name="ctl00$Main$txtUserId" autocomplete="username" required>
<label>BOV Mobile Key code</label><input type="text" name="ctl00$Main$txtOtp" inputmode="numeric" maxlength="8" required>
<button class="btn">Log in</button></form>
<p class="muted" style="margin-top:14px">BOV will never ask you for your card PIN, full card details or Mobile Key codes by phone, SMS or e-mail.</p></div></div>
<div class="foot">Bank of Valletta p.l.c. is a public limited company regulated by the MFSA and licensed to carry on the business of banking.</div>`,
  }),
},
{
  id: 'yg-own-agenzia-entrate-area-riservata',
  label: 'clean',
  kind: 'government-own-domain',
  url: 'https://iampe.agenziaentrate.gov.it/sam/UI/Login?realm=/agenziaentrate&goto=https%3A%2F%2Fportale.agenziaentrate.gov.it%2FPortaleWeb%2Fservizi%2Fcassettofiscale',
  body: doc({
    lang: 'it',
    title: 'Agenzia delle Entrate - Area riservata',
    css: `body{margin:0;font-family:'Titillium Web',Arial,sans-serif;background:#fff;color:#19191a}
.it{background:#00264d;color:#fff;font-size:13px;padding:6px 24px}.hd{background:#0066cc;color:#fff;padding:22px 24px;font-size:24px;font-weight:700}
.ct{max-width:900px;margin:26px auto;padding:0 16px;display:grid;grid-template-columns:1fr 1fr;gap:26px}
.b{border:1px solid #dde3ea;border-radius:6px;padding:20px}.b h2{margin-top:0;font-size:20px}
.sb{display:block;background:#0066cc;color:#fff;text-align:center;padding:12px;border-radius:4px;text-decoration:none;font-weight:700;margin:8px 0}
label{display:block;font-weight:600;margin:10px 0 4px;font-size:14px}input{width:100%;padding:9px;border:0;border-bottom:1px solid #5c6f82;box-sizing:border-box}
button{background:#fff;color:#0066cc;border:2px solid #0066cc;padding:10px 22px;border-radius:4px;margin-top:14px;font-weight:700}`,
    body: `<div class="it">Agenzia delle Entrate</div><div class="hd">Area riservata</div>
<div class="ct"><div class="b"><h2>Accedi con identità digitale</h2><a class="sb" href="https://iampe.agenziaentrate.gov.it/sam/UI/Login?realm=/agenziaentrate&service=spid">Entra con SPID</a><a class="sb" href="https://iampe.agenziaentrate.gov.it/sam/UI/Login?realm=/agenziaentrate&service=cie">Entra con CIE</a><a class="sb" href="https://iampe.agenziaentrate.gov.it/sam/UI/Login?realm=/agenziaentrate&service=cns">Entra con CNS</a></div>
<div class="b"><h2>Credenziali Entratel / Fisconline</h2><p style="font-size:13px">Riservato ai professionisti e agli intermediari abilitati.</p>
<form method="post" action="/sam/UI/Login?realm=/agenziaentrate"><label>Nome utente</label><input name="IDToken1" autocomplete="username"><label>Password</label><input type="password" name="IDToken2" autocomplete="current-password"><label>PIN</label><input type="password" name="IDToken3" maxlength="10"><button>Accedi</button></form></div></div>
<p style="max-width:900px;margin:0 auto 30px;padding:0 16px;font-size:13px;color:#5c6f82">Attenzione: l'Agenzia non invia email o SMS con link per rimborsi da richiedere con carta di pagamento. Consulta la pagina "Focus sul phishing".</p>`,
  }),
},
{
  id: 'yg-own-bitvavo-inloggen',
  label: 'clean',
  kind: 'crypto-exchange-own',
  url: 'https://account.bitvavo.com/login?lang=nl',
  body: doc({
    lang: 'nl',
    title: 'Inloggen | Bitvavo',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#f7f8fa;color:#0a0b0d}.c{max-width:420px;margin:60px auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 4px 20px rgba(0,0,0,.06)}.b{font-weight:800;color:#2e6bff;font-size:24px}input{width:100%;padding:12px;border:1px solid #d5d8de;border-radius:8px;box-sizing:border-box;margin:6px 0 12px;font-size:15px}button{width:100%;padding:13px;background:#2e6bff;color:#fff;border:0;border-radius:8px;font-weight:700;font-size:15px}.s{font-size:12px;color:#6b7280;margin-top:16px}`,
    body: `<div class="c"><div class="b">bitvavo</div><h2>Welkom terug</h2>
<form method="post" action="/api/v2/login"><label>E-mailadres</label><input type="email" name="email" autocomplete="username" required><label>Wachtwoord</label><input type="password" name="password" autocomplete="current-password" required><button>Inloggen</button></form>
<p class="s">Na het inloggen vragen we je tweestapsverificatiecode. Bitvavo vraagt nooit om je herstelcodes, en we voeren nooit "airdrops" uit waarvoor je een wallet moet verbinden.</p>
<p class="s"><a href="/forgot-password">Wachtwoord vergeten?</a> · Bitvavo B.V. is geregistreerd bij De Nederlandsche Bank en heeft een MiCA-vergunning van de AFM.</p></div>`,
  }),
},
];
