import type { Entry } from '../entry.js';
import { builderBadge, builderHead, cookieBar, doc, htmlRoute, jsonRoute, jsRoute, redirectRoute, tracking } from '../parts/y-kit.js';
import { shopPage } from '../parts/y-shop.js';

// Site-builder landing pages and shops, the host's status page, maintenance and suspension notices.

const wpHost = 'lunaevents-bodas.kestrel.site';
const webHost = 'growthclinic-webinar.kestrel.site';
const wlHost = 'tidepool-app.kestrel.site';
const cnHost = 'emberandwickcandles.kestrel.site';
const stHost = 'status.kestrelhost.com';
const mtHost = 'kirschbaum-ferienwohnungen.de';
const spHost = 'cafe-nordlys.no';

export const entries: Entry[] = [
  {
    id: 'y-ok-builder-wedding-planner',
    label: 'clean',
    kind: 'builder-landing',
    url: `https://${wpHost}/`,
    routes: {
      [`${wpHost}/`]: htmlRoute(doc({
        lang: 'es-MX',
        title: 'Luna Events | Wedding Planner en Guadalajara',
        head: builderHead('ks_lunaev') + tracking('G-LUNAEVMX1'),
        css: `body{margin:0;font-family:"Lora",Georgia,serif;color:#4a3f3a;background:#fffdf9}
.hero{height:60vh;background:#e9ddd1;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center}
.hero h1{font-size:52px;font-weight:400;margin:0}.sec{max-width:900px;margin:50px auto;padding:0 20px}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:20px}.g div{background:#f6efe7;padding:20px;border-radius:6px}
form input,form select,form textarea{width:100%;padding:10px;margin:6px 0;border:1px solid #d7c8b9;box-sizing:border-box;font:inherit}
form button{background:#a1887f;color:#fff;border:0;padding:12px 30px}`,
        body: `<div class="hero"><h1>Luna Events</h1><p>Bodas íntimas y destino en Jalisco · Tequila · Chapala · Tapalpa</p></div>
<div class="sec"><h2>Paquetes</h2><div class="g"><div><h3>Coordinación del día</h3><p>Desde $28,000 MXN</p></div><div><h3>Planeación parcial</h3><p>Desde $65,000 MXN</p></div><div><h3>Boda completa</h3><p>Cotización personalizada</p></div></div></div>
<div class="sec"><h2>Cuéntanos de tu boda</h2><form method="post" action="/_ks/forms/submit">
<input name="nombres" placeholder="Nombres de la pareja" required><input name="email" type="email" placeholder="Correo" required><input name="tel" placeholder="WhatsApp">
<input name="fecha" type="month"><select name="invitados"><option>Hasta 50 invitados</option><option>50–120</option><option>120–250</option><option>Más de 250</option></select>
<textarea name="msg" rows="4" placeholder="¿Qué se imaginan?"></textarea><button>Enviar</button></form></div>
<p style="text-align:center;font-size:13px">© 2025 Luna Events · Aviso de privacidad · Instagram @lunaevents.gdl</p>
${builderBadge}`,
      })),
      [`${wpHost}/_ks/forms/submit`]: jsonRoute({ ok: true }),
    },
  },
  {
    id: 'y-ok-builder-webinar-signup',
    label: 'clean',
    kind: 'builder-landing',
    url: `https://${webHost}/register`,
    routes: {
      [`${webHost}/register`]: htmlRoute(doc({
        title: 'Free Webinar: Fill Your Physio Clinic Without Discounting | Growth Clinic',
        head: builderHead('ks_growthcl') + tracking('G-GRWCLINIC') + '<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};n.queue=[];}(window,document,"script");fbq("init","1029384756");fbq("track","PageView");</script>',
        css: `body{margin:0;font-family:"Inter",Arial,sans-serif;color:#0f172a}
.top{background:#0f766e;color:#fff;padding:60px 20px;text-align:center}.top h1{font-size:40px;max-width:760px;margin:0 auto 10px}
.w{max-width:960px;margin:40px auto;display:flex;gap:40px;padding:0 20px}.w>div{flex:1}
.f{background:#f0fdfa;border:1px solid #99f6e4;border-radius:10px;padding:24px}
.f input{width:100%;padding:11px;margin:6px 0;border:1px solid #cbd5e1;border-radius:6px;box-sizing:border-box}
.f button{width:100%;padding:13px;background:#f97316;color:#fff;border:0;border-radius:6px;font-weight:700;font-size:16px}`,
        body: `<div class="top"><p>LIVE ONLINE · THURSDAY 11 DECEMBER · 7:00 PM GMT</p><h1>How to Fill Your Physio Clinic Without Discounting</h1><p>A 45-minute workshop for clinic owners with Dr. Hannah Reid</p></div>
<div class="w"><div><h2>What you'll learn</h2><ul><li>The 3 referral sources most clinics ignore</li><li>How to price packages patients actually buy</li><li>A simple reactivation email that brings back lapsed patients</li></ul><p>Can't attend live? Register anyway and we'll send the recording.</p></div>
<div class="f"><h3>Save my seat</h3><form method="post" action="/_ks/forms/submit"><input name="name" placeholder="First name" required><input name="email" type="email" placeholder="Email" required><input name="clinic" placeholder="Clinic name (optional)"><button>Register free</button></form>
<p style="font-size:12px;color:#64748b">We'll email you the joining link. Unsubscribe any time. <a href="/privacy">Privacy policy</a></p></div></div>
${cookieBar('We use cookies for analytics and advertising measurement.', 'Accept')}
${builderBadge}`,
      })),
      [`${webHost}/_ks/forms/submit`]: jsonRoute({ ok: true }),
    },
  },
  {
    id: 'y-ok-builder-app-waitlist',
    label: 'clean',
    kind: 'builder-landing',
    url: `https://${wlHost}/`,
    routes: {
      [`${wlHost}/`]: htmlRoute(doc({
        lang: 'en',
        title: 'Tidepool — Shared grocery lists for flatmates',
        head: builderHead('ks_tidepool'),
        css: `body{margin:0;font-family:"Satoshi",Inter,Arial,sans-serif;background:#0b1320;color:#e6edf6}
.h{max-width:720px;margin:14vh auto 0;text-align:center;padding:0 20px}.h h1{font-size:54px;margin:0;line-height:1.05}
.h p{color:#9fb0c6;font-size:18px}.wl{display:flex;gap:8px;max-width:440px;margin:24px auto}
.wl input{flex:1;padding:13px;border-radius:10px;border:1px solid #2a3a52;background:#111c2e;color:#fff}
.wl button{padding:13px 20px;border-radius:10px;border:0;background:#5eead4;color:#0b1320;font-weight:700}
.c{font-size:13px;color:#6f819b}`,
        body: `<div class="h"><h1>Groceries, split fairly.</h1><p>Tidepool is a shared shopping list that remembers who paid and settles up for you. Launching on iOS and Android in January.</p>
<form class="wl" id="wl"><input type="email" id="em" placeholder="you@email.com" required><button>Join waitlist</button></form>
<p class="c" id="cnt">1,284 people ahead of you</p><p class="c">Made in Wellington · hello@tidepool.app</p></div>
${builderBadge}
<script>document.getElementById('wl').onsubmit=function(e){e.preventDefault();fetch('/_ks/waitlist',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({email:em.value,ref:new URLSearchParams(location.search).get('ref')})}).then(function(r){return r.json()}).then(function(d){document.getElementById('cnt').textContent="You're #"+d.position+' on the list. Share your link to move up: '+location.origin+'/?ref='+d.code;});};</script>`,
      })),
      [`${wlHost}/_ks/waitlist`]: jsonRoute({ position: 1285, code: 'k3x9q' }),
    },
  },
  {
    id: 'y-ok-builder-shop-candles',
    label: 'clean',
    kind: 'builder-shop',
    url: `https://${cnHost}/shop`,
    routes: {
      [`${cnHost}/shop`]: htmlRoute(shopPage({
        lang: 'en-GB',
        title: 'Shop — Ember & Wick · Hand-poured soy candles, Bristol',
        brand: 'Ember &amp; Wick',
        accent: '#6d4c41',
        banner: 'Free UK delivery over £35 · Order by 15 Dec for Christmas',
        nav: ['Candles', 'Wax melts', 'Gift sets', 'Our story', 'Stockists'],
        intro: '<p>Small-batch soy wax candles poured in our Bristol studio. Cotton wicks, recyclable amber jars, 40+ hour burn.</p>',
        products: [
          { name: 'Fig &amp; Cassis — 200 g', price: '£18.00' },
          { name: 'Sea Salt &amp; Driftwood — 200 g', price: '£18.00' },
          { name: 'Winter Spice — 300 g', price: '£24.00', badge: 'Seasonal' },
          { name: 'Wax melt trio', price: '£9.50' },
          { name: 'Gift set: 3 mini candles', price: '£28.00' },
        ],
        footer: `Ember &amp; Wick · Unit 4, Paintworks, Bath Road, Bristol BS4 3EH · hello@emberandwick.co.uk<br>Card, Apple Pay and PayPal accepted at checkout · <a href="#">Delivery &amp; returns</a> · <a href="#">CLP safety information</a> · <a href="#">Privacy</a>`,
        extraBody: builderBadge,
      })),
    },
  },
  {
    id: 'y-ok-status-host',
    label: 'clean',
    kind: 'status-page',
    url: `https://${stHost}/`,
    routes: {
      [`${stHost}/`]: htmlRoute(doc({
        title: 'Kestrel Hosting Status',
        css: `body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#fafbfc;color:#24292e}
.w{max-width:820px;margin:0 auto;padding:30px 20px}.lg{font-weight:800;font-size:22px}.lg b{color:#ff7a1a}
.banner{background:#fff4e5;border:1px solid #ffd591;border-radius:6px;padding:14px 18px;margin:20px 0}
.c{display:flex;justify-content:space-between;padding:12px 16px;border:1px solid #e1e4e8;border-top:0;background:#fff;font-size:15px}.c:first-child{border-top:1px solid #e1e4e8}
.ok{color:#28a745}.deg{color:#d97706}.inc{background:#fff;border:1px solid #e1e4e8;border-radius:6px;padding:16px;margin-top:10px;font-size:14px}
.sub input{padding:8px;border:1px solid #ccc;border-radius:4px}.sub button{padding:8px 14px;border:0;background:#24292e;color:#fff;border-radius:4px}`,
        body: `<div class="w"><div class="lg">&#9650; Kestrel<b>Hosting</b> Status</div>
<div class="banner"><b>Degraded performance — Email delivery (EU-West)</b><br><span style="font-size:14px">Some outbound mail from shared servers cp11–cp16 is delayed by up to 20 minutes. Updated 18:05 UTC.</span></div>
<div id="comp"></div>
<h3>Past incidents</h3>
<div class="inc"><b>Nov 27 — Site builder publishing delays</b><br>Resolved — Publishing queue backlog cleared at 10:42 UTC. Sites published between 09:15 and 10:40 may have shown the previous version.</div>
<div class="inc"><b>Nov 24 — Scheduled maintenance: MySQL upgrade on cp07</b><br>Completed — MariaDB upgraded to 10.11. Downtime 6 minutes.</div>
<form class="sub" style="margin-top:20px"><input type="email" placeholder="Email for updates"> <button>Subscribe</button></form>
<p style="font-size:12px;color:#6a737d">Powered by an in-house status system · <a href="https://kestrelhost.com/">kestrelhost.com</a></p></div>
<script src="/assets/status.js"></script>`,
      })),
      [`${stHost}/assets/status.js`]: jsRoute(`fetch('/api/v2/components.json').then(function(r){return r.json()}).then(function(d){document.getElementById('comp').innerHTML=d.components.map(function(c){return '<div class="c"><span>'+c.name+'</span><span class="'+(c.status==='operational'?'ok':'deg')+'">'+(c.status==='operational'?'Operational':'Degraded performance')+'</span></div>'}).join('');});`),
      [`${stHost}/api/v2/components.json`]: jsonRoute({ components: [{ name: 'Shared hosting (EU-West)', status: 'operational' }, { name: 'Shared hosting (US-East)', status: 'operational' }, { name: 'Email delivery (EU-West)', status: 'degraded_performance' }, { name: 'Webmail', status: 'operational' }, { name: 'Kestrel Sites (builder)', status: 'operational' }, { name: 'Kestrel Apps', status: 'operational' }, { name: 'Object storage (fra1, ams3, nyc2, sgp1)', status: 'operational' }, { name: 'DNS', status: 'operational' }, { name: 'Customer portal & billing', status: 'operational' }] }),
    },
  },
  {
    id: 'y-ok-maintenance-wp',
    label: 'clean',
    kind: 'maintenance',
    url: `https://${mtHost}/`,
    routes: {
      [`${mtHost}/`]: {
        status: 503,
        headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '3600' },
        body: doc({
          lang: 'de',
          title: 'Wartungsmodus – Ferienwohnungen am Kirschbaum',
          head: '<meta name="robots" content="noindex">',
          css: `body{margin:0;font-family:Georgia,serif;background:#f7f3ee;color:#3e3a36;text-align:center}
.c{max-width:560px;margin:16vh auto;padding:0 20px}h1{font-weight:400;font-size:34px}.c p{font-size:17px;line-height:1.6}
.ct{font-family:Arial,sans-serif;font-size:14px;color:#7a726a;margin-top:30px}`,
          body: `<div class="c"><h1>Wir sind gleich wieder da</h1>
<p>Unsere Website wird gerade überarbeitet – bald mit neuem Buchungskalender und Fotos der renovierten Wohnung „Apfelblüte“.</p>
<p>Anfragen und Buchungen nehmen wir weiterhin gerne per Telefon oder E-Mail entgegen.</p>
<div class="ct">Familie Brunner · Kirschbaumweg 7 · 88709 Meersburg am Bodensee<br>Tel. 07532 555 018 · info@kirschbaum-ferienwohnungen.de<br><br><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a></div></div>
<!-- Generated by WP Maintenance Mode -->`,
        }),
      },
    },
  },
  {
    id: 'y-ok-suspended-default',
    label: 'clean',
    kind: 'maintenance',
    url: `https://${spHost}/`,
    routes: {
      [`${spHost}/`]: redirectRoute(302, `https://${spHost}/cgi-sys/suspendedpage.cgi`),
      [`${spHost}/cgi-sys/suspendedpage.cgi`]: {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', server: 'Apache' },
        body: doc({
          title: 'Account Suspended',
          css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f5f5f5;color:#333}
.c{max-width:600px;margin:14vh auto;background:#fff;border:1px solid #ddd;border-radius:6px;padding:34px;text-align:center}
h1{color:#a8071a;font-size:26px}p{font-size:15px;line-height:1.6}.s{font-size:12px;color:#888;margin-top:24px}`,
          body: `<div class="c"><h1>This Account has been suspended.</h1>
<p>The website you are trying to reach is temporarily unavailable.</p>
<p>If you are the owner of this website, please sign in to your Kestrel Hosting account at <b>my.kestrelhost.com</b> or contact our support team to restore service.</p>
<p lang="no" style="color:#666">Denne kontoen er midlertidig suspendert. Er du eier av nettstedet, logg inn på kundeportalen eller kontakt kundestøtte.</p>
<div class="s">Kestrel Hosting · cp09.kestrelhost.com</div></div>`,
        }),
      },
    },
  },
];

