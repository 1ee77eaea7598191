import type { Entry } from '../entry.js';
import { doc, htmlRoute, jsonRoute, jsRoute } from '../parts/y-kit.js';
import { hostCss, hostShell } from '../parts/y-host.js';

// The host's own panel and account pages, a customer's Nextcloud share, a small SaaS billing page.

const pleskHost = 'plesk-de3.kestrelhost.com';
const ncHost = 'cloud.architekturbuero-weiss.at';
const billHost = 'app.rosterly.com.au';

export const entries: Entry[] = [
  {
    id: 'y-ok-plesk-login-host',
    label: 'clean',
    kind: 'host-panel-login',
    url: `https://${pleskHost}/login_up.php`,
    routes: {
      [`${pleskHost}/login_up.php`]: htmlRoute(doc({
        lang: 'de',
        title: 'Plesk Obsidian 18.0.64',
        head: '<meta name="robots" content="noindex, nofollow">',
        css: `body{margin:0;font-family:"Open Sans",Helvetica,Arial,sans-serif;background:#f0f2f5}
.login-page{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center}
.login-page__content{width:380px;background:#fff;border-radius:4px;padding:32px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
.brand{text-align:center;font-size:26px;color:#53bce6;margin-bottom:20px;letter-spacing:1px}
input,select{width:100%;padding:9px;margin:4px 0 14px;border:1px solid #b5b5b5;border-radius:2px;box-sizing:border-box}
button{width:100%;background:#28aade;color:#fff;border:0;padding:10px;font-size:15px}
.ft{font-size:12px;color:#737373;margin-top:18px;text-align:center}`,
        body: `<div class="login-page"><div class="login-page__content"><div class="brand">plesk</div>
<form id="form-login" method="post" action="/login_up.php">
<label style="font-size:13px">Benutzername</label><input name="login_name" autocomplete="username" required>
<label style="font-size:13px">Passwort</label><input name="passwd" type="password" autocomplete="current-password" required>
<label style="font-size:13px">Oberflächensprache</label><select name="locale_id"><option value="default">Standard</option><option value="de-DE" selected>Deutsch</option><option value="en-US">English (United States)</option></select>
<button>Anmelden</button></form>
<div class="ft"><a href="/get_password.php">Passwort vergessen?</a></div></div>
<div class="ft">Server: plesk-de3.kestrelhost.com · Frankfurt · Betreut von Kestrel Hosting<br>© 2025 WebPros International GmbH. Alle Rechte vorbehalten.</div></div>`,
      }), { 'x-frame-options': 'SAMEORIGIN', 'strict-transport-security': 'max-age=31536000' }),
    },
  },
  {
    id: 'y-ok-host-customer-login',
    label: 'clean',
    kind: 'host-account',
    url: 'https://my.kestrelhost.com/login?next=%2Fbilling',
    routes: {
      ['my.kestrelhost.com/login']: htmlRoute(doc({
        title: 'Sign in · Kestrel Hosting',
        css: hostCss + `.wrap{min-height:100vh;display:flex;align-items:center;justify-content:center;background:#0f1b3d}
.lc{width:400px;background:#fff;border-radius:12px;padding:34px}.sso{display:block;width:100%;margin:6px 0;padding:10px;border:1px solid #cfd6e4;border-radius:8px;background:#fff;font-size:14px;text-align:center;box-sizing:border-box}`,
        body: `<div class="wrap"><div class="lc"><div style="font-weight:800;font-size:22px">&#9650; Kestrel<b style="color:#ff7a1a">Hosting</b></div>
<h2 style="margin:18px 0 4px">Sign in</h2><p style="font-size:14px;color:#6b7385;margin:0 0 10px">Manage hosting, domains, email and billing.</p>
<form method="post" action="/login"><input type="hidden" name="_csrf" value="f81c0a2e93b7">
<label>Email</label><input type="email" name="email" autocomplete="username" required>
<label>Password</label><input type="password" name="password" autocomplete="current-password" required>
<button class="btn" style="width:100%;margin-top:16px">Sign in</button></form>
<div style="text-align:center;font-size:12px;color:#8a93a6;margin:14px 0">or</div>
<a class="sso" href="/auth/github">Continue with GitHub</a><a class="sso" href="/auth/google">Continue with Google</a>
<p style="font-size:13px;text-align:center"><a href="/password/forgot">Forgot password?</a> · <a href="/signup">Create account</a></p>
<p style="font-size:11px;color:#8a93a6;text-align:center">We will never ask for your password by email or phone. Check you're on <b>my.kestrelhost.com</b>.</p></div></div>`,
      }), { 'strict-transport-security': 'max-age=63072000; includeSubDomains; preload', 'x-frame-options': 'DENY' }),
    },
  },
  {
    id: 'y-ok-host-billing-suspended',
    label: 'clean',
    kind: 'host-account',
    url: 'https://my.kestrelhost.com/hosting/h_77120/suspended',
    routes: {
      ['my.kestrelhost.com/hosting/h_77120/suspended']: htmlRoute(hostShell({
        title: 'Hosting suspended',
        active: 'Hosting',
        user: 'Tomás R.',
        main: `<div class="card" style="border-color:#ffc9c4;background:#fff6f5"><h2 style="margin-top:0;color:#a8071a">Your hosting plan is suspended</h2>
<p><b>Starter Shared – tallerdeceramica-lumbre.mx</b> was suspended on 26 Nov 2025 because invoice <b>#INV-2025-118442</b> ($71.88) is 14 days overdue.</p>
<p>Your files, databases and mailboxes are kept for 30 days. Pay the invoice to restore service automatically, usually within 5 minutes.</p>
<a class="btn" href="/billing/invoices/INV-2025-118442">View and pay invoice</a> <a class="btn sec" href="/support/new?topic=billing">Contact billing support</a></div>
<div class="card"><h3>Invoice summary</h3><table><tr><th>Item</th><th>Period</th><th>Amount</th></tr>
<tr><td>Starter Shared (annual)</td><td>12 Nov 2025 – 11 Nov 2026</td><td>$59.88</td></tr><tr><td>Daily backups add-on</td><td>12 Nov 2025 – 11 Nov 2026</td><td>$12.00</td></tr>
<tr><td colspan="2"><b>Total due</b></td><td><b>$71.88</b></td></tr></table></div>`,
      })),
    },
  },
  {
    id: 'y-ok-nextcloud-share',
    label: 'clean',
    kind: 'smallbiz-login',
    url: `https://${ncHost}/s/Qm8TfGr3XaPz2Lk`,
    routes: {
      [`${ncHost}/s/Qm8TfGr3XaPz2Lk`]: htmlRoute(doc({
        lang: 'de-AT',
        title: 'Einbauplan_Kueche_Haus_Berger.pdf - Architekturbüro Weiss Cloud',
        head: '<meta name="robots" content="noindex, nofollow"><meta name="apple-itunes-app" content="app-id=1125420102">',
        css: `body{margin:0;font-family:"Nunito",-apple-system,Arial,sans-serif;background:#0082c9 linear-gradient(40deg,#0082c9 0%,#30b6ff 100%);min-height:100vh;color:#fff}
#header{padding:12px 20px;font-weight:700}.guest-box{max-width:360px;margin:14vh auto 0;background:rgba(255,255,255,.95);color:#222;border-radius:12px;padding:26px}
input{width:100%;padding:10px;border:2px solid #ddd;border-radius:8px;box-sizing:border-box}.primary{margin-top:12px;width:100%;background:#0082c9;color:#fff;border:0;padding:11px;border-radius:8px}
footer{text-align:center;font-size:12px;margin-top:30px;opacity:.9}`,
        body: `<div id="header">Architekturbüro Weiss · Cloud</div>
<div class="guest-box"><h2 style="margin-top:0">Diese Freigabe ist passwortgeschützt</h2>
<p style="font-size:14px">Einbauplan_Kueche_Haus_Berger.pdf (4,2 MB) · geteilt von DI Martina Weiss</p>
<form method="post" action="/s/Qm8TfGr3XaPz2Lk/authenticate/showShare"><input type="hidden" name="requesttoken" value="Vm9mY2xvdWQtcmVxdWVzdC10b2tlbg=="><input type="hidden" name="sharingToken" value="Qm8TfGr3XaPz2Lk">
<input type="password" name="password" placeholder="Passwort" autocomplete="off" required><button class="primary">Weiter</button></form>
<p style="font-size:12px;color:#555">Das Passwort haben wir Ihnen separat per SMS geschickt.</p></div>
<footer>Architekturbüro Weiss ZT GmbH – Mariahilfer Straße 88, 1070 Wien<br>Nextcloud – ein sicherer Ort für all Ihre Daten</footer>`,
      }), { 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'", 'x-robots-tag': 'noindex, nofollow' }),
    },
  },
  {
    id: 'y-ok-saas-billing-card',
    label: 'clean',
    kind: 'saas-account',
    url: `https://${billHost}/settings/billing`,
    routes: {
      [`${billHost}/settings/billing`]: htmlRoute(doc({
        lang: 'en-AU',
        title: 'Billing · Rosterly',
        css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#f8fafc;color:#0f172a}
.side{position:fixed;left:0;top:0;bottom:0;width:210px;background:#0f172a;color:#cbd5e1;padding:20px}.side b{color:#fff;font-size:18px}.side a{display:block;color:#cbd5e1;margin:12px 0;text-decoration:none;font-size:14px}
.main{margin-left:250px;padding:30px;max-width:760px}.card{background:#fff;border:1px solid #e2e8f0;border-radius:10px;padding:22px;margin-bottom:18px}
#card-element{border:1px solid #cbd5e1;border-radius:6px;padding:12px;min-height:20px;background:#fff}
button{background:#2563eb;color:#fff;border:0;padding:10px 18px;border-radius:6px}`,
        body: `<div class="side"><b>Rosterly</b><a href="/roster">Roster</a><a href="/staff">Staff</a><a href="/timesheets">Timesheets</a><a href="/settings">Settings</a></div>
<div class="main"><h1>Billing</h1>
<div class="card"><h3>Plan</h3><p>Team plan · 14 staff · A$4.00 per staff / month (inc. GST) · Next invoice 1 Dec 2025: <b>A$56.00</b></p></div>
<div class="card"><h3>Payment method</h3><p>Mastercard •••• 2207 — expires 11/25 <span style="color:#b45309">(expiring soon)</span></p>
<form id="pm"><label style="font-size:13px">Update card</label><div id="card-element"></div><p style="font-size:12px;color:#64748b">Card details are handled by our payment processor and never touch Rosterly's servers.</p><button>Save card</button></form></div>
<div class="card"><h3>Invoices</h3><table style="width:100%;font-size:14px"><tr><td>1 Nov 2025</td><td>A$56.00</td><td>Paid</td><td><a href="#">PDF</a></td></tr><tr><td>1 Oct 2025</td><td>A$52.00</td><td>Paid</td><td><a href="#">PDF</a></td></tr></table></div></div>
<script src="https://js.paycore-gateway.com/v3/elements.js"></script>
<script>var pc=PayCore('pk_live_51Nq8aRosterly0x');var el=pc.elements().create('card');el.mount('#card-element');document.getElementById('pm').onsubmit=function(e){e.preventDefault();pc.createPaymentMethod({type:'card',card:el}).then(function(r){return fetch('/api/billing/payment-method',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({id:r.paymentMethod.id})})}).then(function(){alert('Card updated')});};</script>`,
      })),
      ['js.paycore-gateway.com/v3/elements.js']: jsRoute(`window.PayCore=function(key){return{elements:function(){return{create:function(){return{mount:function(sel){var f=document.createElement('iframe');f.src='https://js.paycore-gateway.com/v3/card-frame.html#key='+key;f.style.cssText='border:0;width:100%;height:24px';document.querySelector(sel).appendChild(f);}}}}},createPaymentMethod:function(){return Promise.resolve({paymentMethod:{id:'pm_'+Math.random().toString(36).slice(2)}})}}};`),
      ['js.paycore-gateway.com/v3/card-frame.html']: htmlRoute('<!doctype html><body style="margin:0;font:14px Arial"><input placeholder="Card number" autocomplete="cc-number" style="border:0;width:60%;outline:none"><input placeholder="MM / YY" style="border:0;width:20%"><input placeholder="CVC" style="border:0;width:15%"></body>'),
      [`${billHost}/api/billing/payment-method`]: jsonRoute({ ok: true }),
    },
  },
];
