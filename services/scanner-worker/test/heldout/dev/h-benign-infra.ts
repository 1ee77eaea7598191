import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, css, doc, img, js, json, text } from '../parts/h-parts.js';

export const entries: Entry[] = [
  // h-ok-datadome-captcha-retail
{
  id: 'h-ok-datadome-captcha-retail',
  label: 'clean',
  kind: 'bot-challenge',
  url: 'https://www.marche-direct.fr/recherche?q=velo+electrique',
  body: `<html lang="fr"><head><title>marche-direct.fr</title><style>#cmsg{animation:A 1.5s}@keyframes A{0%{opacity:0}99%{opacity:0}100%{opacity:1}}</style></head><body style="margin:0"><p id="cmsg">Please enable JS and disable any ad blocker</p><script data-cfasync="false">var dd={'rt':'c','cid':'AHrlqAAAAAMAv3xYh9kbT2YAK2Xw==','hsh':'2211F522B61E269B869FA6EAFFB5E1','t':'fe','s':40521,'e':'3c6e1a4f8b9d2e7c0a5f1b3d6e8c9a2f4b7d1e3c5a8f0b2d4e6c8a1f3b5d7e9','host':'geo.captcha-delivery.com','cookie':'~ZK1j0f8Sx1v5Vq7w9yB3mN6pT2rL4cH0aE8dG5kJ'}</script><script data-cfasync="false" src="https://ct.captcha-delivery.com/c.js"></script></body></html>`,
  routes: {
    'ct.captcha-delivery.com/c.js': js(`(function(){var d=window.dd||{};var f=document.createElement('iframe');f.src='https://'+d.host+'/captcha/?initialCid='+encodeURIComponent(d.cid)+'&hash='+d.hsh+'&cid='+encodeURIComponent(d.cookie)+'&t='+d.t+'&referer='+encodeURIComponent(location.href)+'&s='+d.s+'&e='+d.e;f.title='DataDome CAPTCHA';f.width='100%';f.height='100%';f.style.cssText='height:100vh;width:100%;border:0;position:fixed;top:0;left:0';f.setAttribute('sandbox','allow-scripts allow-same-origin allow-forms');document.body.appendChild(f);var m=document.getElementById('cmsg');if(m)m.style.display='none'})();`),
    'geo.captcha-delivery.com/captcha/': htmlRoute(doc({
      lang: 'fr',
      title: 'DataDome CAPTCHA',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f6f7f9;display:flex;align-items:center;justify-content:center;height:100vh}.b{background:#fff;border-radius:10px;padding:30px;width:360px;text-align:center;box-shadow:0 2px 10px #0001}.sl{height:44px;background:#e9edf2;border-radius:22px;position:relative;margin-top:20px}.sl span{position:absolute;left:4px;top:4px;width:36px;height:36px;border-radius:50%;background:#0d6efd;color:#fff;line-height:36px}`,
      body: `<div class="b"><p>Nous voulons nous assurer que c'est bien vous qui naviguez sur marche-direct.fr et non un robot.</p><div style="height:140px;background:#cfd8e3;border-radius:6px"></div><div class="sl"><span>→</span></div><p style="font-size:12px">Faites glisser vers la droite pour compléter le puzzle</p><p style="font-size:11px;color:#888">Protégé par DataDome · Référence incident : 8c1d-4e2f</p></div>`,
    })),
  },
},
  // h-ok-hcaptcha-forum-signup
{
  id: 'h-ok-hcaptcha-forum-signup',
  label: 'clean',
  kind: 'bot-challenge',
  url: 'https://forum.openbirding.org/signup',
  body: doc({
    title: 'Sign up · OpenBirding Forum',
    head: '<script src="https://js.hcaptcha.com/1/api.js" async defer></script>',
    css: `body{margin:0;font-family:"Noto Sans",Arial,sans-serif;background:#f4f7f2}header{background:#2f5d3a;color:#fff;padding:14px 40px}.c{max-width:440px;margin:30px auto;background:#fff;padding:28px;border-radius:6px}label{display:block;margin:12px 0 4px;font-size:14px}input{width:100%;padding:9px;border:1px solid #aaa;border-radius:4px;box-sizing:border-box}button{margin-top:16px;background:#2f5d3a;color:#fff;border:0;padding:10px 22px;border-radius:4px}.h-captcha{margin-top:16px;min-height:78px}`,
    body: `<header><b>🐦 OpenBirding</b> Forum</header><div class="c"><h2>Create your account</h2><p style="font-size:14px">Share sightings, ask ID questions and join regional groups. Free and ad-free, run by volunteers.</p>
<form method="post" action="/signup"><label>Username</label><input name="username" autocomplete="username"><label>Email</label><input name="email" type="email"><label>Password</label><input name="password" type="password" autocomplete="new-password"><div class="h-captcha" data-sitekey="10000000-ffff-ffff-ffff-000000000001"></div><button>Sign up</button></form>
<p style="font-size:13px">Already have an account? <a href="/login">Log in</a> · <a href="/guidelines">Community guidelines</a></p></div>`,
  }),
  routes: {
    'js.hcaptcha.com/1/api.js': js(`(function(){function render(el){var f=document.createElement('div');f.style.cssText='border:1px solid #d2d2d2;border-radius:4px;width:300px;height:74px;display:flex;align-items:center;gap:12px;padding:0 12px;box-sizing:border-box;background:#fafafa;font:14px Arial';f.innerHTML='<span style="width:28px;height:28px;border:2px solid #c1c1c1;border-radius:4px;display:inline-block;background:#fff;cursor:pointer"></span><span>I am human</span><span style="margin-left:auto;font-size:10px;color:#555;text-align:center">hCaptcha<br>Privacy - Terms</span>';f.firstChild.onclick=function(){this.style.background='#0074bf';var i=document.createElement('input');i.type='hidden';i.name='h-captcha-response';i.value='P1_eyJ0eXAiOiJKV1Qi.demo';el.appendChild(i)};el.appendChild(f)}
window.hcaptcha={render:render};document.querySelectorAll('.h-captcha').forEach(render)})();`),
  },
},
  // h-ok-statuspage-incident
{
  id: 'h-ok-statuspage-incident',
  label: 'clean',
  kind: 'status-page',
  url: 'https://status.ledgerleaf.io/',
  body: doc({
    title: 'LedgerLeaf Status',
    css: `body{margin:0;font-family:-apple-system,"Helvetica Neue",Arial,sans-serif;color:#333;background:#fff}.c{max-width:860px;margin:30px auto;padding:0 20px}.hd{display:flex;align-items:center}.hd b{font-size:24px}.hd button{margin-left:auto;background:#11845b;color:#fff;border:0;padding:8px 16px;border-radius:4px}.inc{border:1px solid #e8a317;border-radius:4px;margin:24px 0}.inc h3{background:#e8a317;color:#fff;margin:0;padding:12px 16px}.inc p{padding:0 16px}.cm{border:1px solid #ddd;border-radius:4px}.cm div{display:flex;justify-content:space-between;padding:14px 16px;border-bottom:1px solid #eee}.ok{color:#2fcc66}.dg{color:#e8a317}.bars{display:flex;gap:2px;padding:0 16px 14px}.bars i{flex:1;height:30px;background:#2fcc66}.bars i.y{background:#e8a317}`,
    body: `<div class="c"><div class="hd"><b>🍃 LedgerLeaf</b><button>Subscribe to updates</button></div>
<div class="inc"><h3>Delayed bank feed imports</h3><p><b>Monitoring</b> — A fix has been implemented and we are monitoring the results. Imports from some UK banks were delayed by up to 40 minutes.<br><small>Nov 29, 09:42 UTC</small></p><p><b>Identified</b> — Our open-banking aggregator is experiencing elevated latency.<br><small>Nov 29, 08:55 UTC</small></p></div>
<div class="cm"><div><span>Web app</span><span class="ok">Operational</span></div><div><span>API</span><span class="ok">Operational</span></div><div><span>Bank feeds</span><span class="dg">Degraded Performance</span></div><div><span>Login &amp; SSO</span><span class="ok">Operational</span></div><div class="bars" id="bars"></div><div><span>Email notifications</span><span class="ok">Operational</span></div></div>
<h3>Past incidents</h3><p><b>Nov 28, 2026</b> — No incidents reported.</p><p><b>Nov 21, 2026</b> — Login errors for Microsoft SSO users — Resolved</p>
<p style="font-size:12px;color:#999;text-align:center">Powered by Atlassian Statuspage</p></div>
<script>var b=document.getElementById('bars');for(var i=0;i<90;i++){var x=document.createElement('i');if(i==70||i==89)x.className='y';b.appendChild(x)}</script>`,
  }),
},
  // h-ok-email-click-tracking-shop
{
  id: 'h-ok-email-click-tracking-shop',
  label: 'clean',
  kind: 'tracking-redirect',
  url: 'https://links.newsletter.bergfeld-kaffee.de/ls/click?upn=u001.Zm9vYmFyLWJlcmdmZWxk&utm_campaign=advent2026',
  routes: {
    'links.newsletter.bergfeld-kaffee.de/ls/click': redirectRoute(302, 'https://www.bergfeld-kaffee.de/adventskalender?utm_source=newsletter&utm_medium=email&utm_campaign=advent2026'),
    'www.bergfeld-kaffee.de/adventskalender': htmlRoute(doc({
      lang: 'de',
      title: 'Kaffee-Adventskalender 2026 | Bergfeld Kaffeerösterei',
      css: `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#3a2a1e}header{padding:18px 40px;border-bottom:1px solid #eee;display:flex;gap:20px}.p{display:flex;gap:40px;max-width:1000px;margin:30px auto}.p i{width:420px;height:420px;background:#c9a27e;display:block}.p button{background:#6f4e37;color:#fff;border:0;padding:14px 30px}`,
      body: `<header><b>BERGFELD</b><span>Kaffee</span><span>Espresso</span><span>Zubehör</span><span>Geschenke</span><span>🛒 0</span></header><div class="p"><i></i><div><h1>Kaffee-Adventskalender 2026</h1><p>24 Türchen mit Specialty-Kaffees aus unserer Freiburger Rösterei, jeweils 20 g gemahlen oder als Bohne.</p><p><b>39,90 €</b> inkl. MwSt., zzgl. Versand</p><button>In den Warenkorb</button><p style="font-size:13px">Lieferung ab 20.11. · Kostenloser Versand ab 40 €</p></div></div>`,
    })),
  },
},
  // h-ok-linkedin-external-interstitial
{
  id: 'h-ok-linkedin-external-interstitial',
  label: 'clean',
  kind: 'shortener-redirect',
  url: 'https://lnkd.in/eGz7Vq2B',
  body: doc({
    title: 'LinkedIn',
    css: `body{margin:0;font-family:-apple-system,system-ui,"Segoe UI",Roboto,sans-serif;background:#f4f2ee;color:#000000e6}.c{max-width:560px;margin:80px auto;background:#fff;border-radius:8px;padding:30px;box-shadow:0 0 0 1px #00000014}.lg{color:#0a66c2;font-weight:700;font-size:24px}.u{word-break:break-all;background:#f3f6f8;padding:10px;border-radius:4px;font-size:14px}.b{display:inline-block;margin-top:16px;background:#0a66c2;color:#fff;padding:10px 22px;border-radius:24px;text-decoration:none;font-weight:600}`,
    body: `<div class="c"><div class="lg">Linked<span style="background:#0a66c2;color:#fff;border-radius:3px;padding:0 3px">in</span></div><h2>This link will take you to a page that's not on LinkedIn</h2><p>Because this is an external link, we're unable to verify it for safety.</p><p class="u">https://www.rheinland-ausbildung.de/karriere/ausbildung-fachinformatiker-2027</p><a class="b" href="https://www.rheinland-ausbildung.de/karriere/ausbildung-fachinformatiker-2027" rel="nofollow">Continue</a><p style="font-size:13px;color:#666"><a href="https://www.linkedin.com/help/linkedin/answer/a1338456">Learn more about LinkedIn's external link policies</a></p></div>`,
  }),
  routes: {
    'www.rheinland-ausbildung.de/karriere/ausbildung-fachinformatiker-2027': htmlRoute(doc({ lang: 'de', title: 'Ausbildung Fachinformatiker/in 2027 | Rheinland Ausbildungsverbund', body: '<div style="font-family:Arial;max-width:760px;margin:30px auto"><h1>Ausbildung Fachinformatiker/in für Systemintegration (m/w/d) – Start 1.8.2027</h1><p>Drei Jahre, vier Partnerbetriebe, ein Team. Bewerbung bis 31.01.2027 über unser Online-Formular.</p></div>' })),
  },
},
];
