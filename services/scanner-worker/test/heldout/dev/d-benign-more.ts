import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { baseCss, cookieBanner, doc, gtm, siteFooter, siteNav, svgLogo } from '../parts/d-parts.js';

/** Benign, second batch: step-up/OTP and 3-D Secure pages on the issuer's domain, SSN/ID/bank-detail forms on the right organisation's site, deposit addresses on an exchange, free-hosted personal sites and tools, legitimate block/CAPTCHA pages, e-sign and file-share pages on the vendor's own domains. Written for corpus/d. */

const form = (title: string, fields: [string, string, string?][], action: string, btn: string, note = ''): string =>
  `<form class="card" method="post" action="${action}" style="max-width:480px;margin:30px auto"><h1 style="font-size:22px;margin-top:0">${title}</h1>${fields.map(([l, n, t]) => `<div class="form-group"><label for="${n}">${l}</label><input id="${n}" name="${n}" type="${t ?? 'text'}"></div>`).join('')}<button class="btn btn-block">${btn}</button>${note ? `<p class="muted">${note}</p>` : ''}</form>`;

export const entries: Entry[] = [

{
  id: 'd-ok-3ds-acs-challenge',
  label: 'clean',
  kind: 'otp-own',
  url: 'https://acs.securecode.caixa-montealto.pt/challenge?threeDSServerTransID=4b1e9d2a-77c3-4f0e-9a51-2c6e8f0d13aa',
  body: doc({
    title: 'Autenticação de compra',
    lang: 'pt-PT',
    css: `body{font-family:Arial;margin:0;background:#fff}.w{max-width:390px;margin:0 auto;padding:16px}.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ddd;padding-bottom:8px}.r{display:flex;justify-content:space-between;font-size:14px;margin:4px 0}input{width:100%;padding:10px;font-size:18px;letter-spacing:6px;text-align:center}button{width:100%;background:#005a9c;color:#fff;border:0;padding:12px;margin-top:10px}`,
    body: `<div class="w"><div class="hd"><b style="color:#005a9c">Caixa Montealto</b><span style="font-size:12px">VISA Secure</span></div><h3>Confirme a sua compra</h3>
<div class="r"><span>Comerciante</span><span>FJELLGEAR AS</span></div><div class="r"><span>Montante</span><span>204,37 EUR</span></div><div class="r"><span>Data</span><span>29/11/2026</span></div><div class="r"><span>Cartão</span><span>•••• •••• •••• 3318</span></div>
<p style="font-size:14px">Introduza o código enviado por SMS para o número terminado em 52.</p><form method="post" action="/challenge/submit"><input type="hidden" name="creq" value="eyJ0aHJlZURTU2VydmVyVHJhbnNJRCI6IjRiMWU5ZDJhIn0"><input name="otp" maxlength="6" inputmode="numeric" autocomplete="one-time-code"><button>Confirmar</button></form><p style="font-size:12px"><a href="#">Reenviar código</a> · <a href="#">Cancelar</a></p></div>`,
  }),
},

{
  id: 'd-ok-ssa-create-account',
  label: 'clean',
  kind: 'gov-identity-own',
  url: 'https://www.ssa.gov/myaccount/create-account/identity',
  body: doc({
    title: 'Verify your identity | my Social Security | SSA',
    css: baseCss('#112e51') + `.b{background:#1b1b1b;color:#fff;font-size:12px;padding:4px 24px}`,
    body: `<div class="b">🇺🇸 An official website of the United States government · Here's how you know</div>
${siteNav({ brand: 'Social Security', logo: svgLogo('SSA', '#112e51'), links: ['Benefits', 'Medicare', 'Card & record', 'Forms', 'Contact'] })}
${form('Verify your identity', [['Social Security number', 'ssn'], ['Date of birth (MM/DD/YYYY)', 'dob'], ['Home address', 'addr'], ['ZIP code', 'zip']], '/myaccount/create-account/identity/submit', 'Continue', 'We use this information to verify your identity with credit-bureau data. SSA will never threaten you, ask for gift cards or wire transfers, or ask for your SSN by text. Report scams at oig.ssa.gov.')}
${siteFooter({ company: 'Social Security Administration', cols: { 'About SSA': ['Open government', 'Accessibility', 'Privacy program'], 'Help': ['Contact us', 'FAQ', 'Report fraud'] } })}`,
  }),
},

{
  id: 'd-ok-workers-dev-json-tool',
  label: 'clean',
  kind: 'freehost-benign',
  url: 'https://json-pretty.kvist.workers.dev/',
  body: doc({
    title: 'json-pretty — format JSON in your browser',
    css: `body{font-family:ui-monospace,Menlo,monospace;margin:0;background:#111;color:#ddd}textarea{width:100%;height:40vh;background:#1b1b1b;color:#ddd;border:0;padding:12px;box-sizing:border-box}button{background:#3b82f6;color:#fff;border:0;padding:8px 16px;margin:8px}`,
    body: `<h1 style="padding:8px 12px;font-size:18px">json-pretty</h1><p style="padding:0 12px;font-size:13px">Runs entirely in your browser. Nothing is uploaded.</p><textarea id="i">{"hello":"world","list":[1,2,3]}</textarea><button id="f">Format</button><button id="c">Copy</button><pre id="o" style="padding:12px"></pre>
<script>document.getElementById('f').onclick=function(){try{document.getElementById('o').textContent=JSON.stringify(JSON.parse(document.getElementById('i').value),null,2)}catch(e){document.getElementById('o').textContent='Invalid JSON: '+e.message}};document.getElementById('c').onclick=function(){navigator.clipboard.writeText(document.getElementById('o').textContent)};</script>`,
  }),
},

{
  id: 'd-ok-r2-dev-press-kit',
  label: 'clean',
  kind: 'freehost-benign',
  url: 'https://pub-8e41c0d2a77b4f19b3e6c5a1d9f07e22.r2.dev/presskit/index.html',
  body: doc({
    title: 'Ironforge Games — Press kit: Ashen Realms',
    css: baseCss('#f59e0b') + `main{max-width:860px;margin:30px auto;padding:0 24px}`,
    body: `<main><h1>Ashen Realms — Press kit</h1><p>Release date: 12 February 2027 · Platforms: PC, PS5, Xbox Series X|S</p><h2>Downloads</h2><ul><li><a href="screenshots.zip">Screenshots (4K, 38 MB)</a></li><li><a href="logos.zip">Logos (SVG/PNG)</a></li><li><a href="trailer-2.mp4">Trailer 2 (1080p)</a></li></ul><h2>Contact</h2><p>press@ironforge-games.com · Embargo: 3 December 2026, 15:00 CET</p></main>`,
  }),
},

{
  id: 'd-ok-contact-form-hcaptcha',
  label: 'clean',
  kind: 'captcha-benign',
  url: 'https://www.greenleaf-consulting-group.com/contact',
  body: doc({
    title: 'Contact us — Greenleaf Consulting Group',
    head: '<script src="https://js.hcaptcha.com/1/api.js" async defer></script>',
    css: baseCss('#166534'),
    body: `${siteNav({ brand: 'Greenleaf Consulting', links: ['Services', 'Industries', 'Insights', 'About'] })}
<form class="card" method="post" action="/contact/send" style="max-width:560px;margin:30px auto"><h1 style="font-size:22px;margin-top:0">Contact us</h1><div class="form-group"><label>Name</label><input name="name"></div><div class="form-group"><label>Work email</label><input name="email" type="email"></div><div class="form-group"><label>Message</label><textarea name="msg" rows="5"></textarea></div><div class="h-captcha" data-sitekey="10000000-ffff-ffff-ffff-000000000001"></div><br><button class="btn btn-block">Send</button></form>
${siteFooter({ company: 'Greenleaf Consulting Group LLC' })}${cookieBanner('en')}`,
  }),
},

{
  id: 'd-ok-sharepoint-tenant-redirect',
  label: 'clean',
  kind: 'login-redirect-same-org',
  url: 'https://brackenridge.sharepoint.com/:x:/s/Finance/EUp7Yk3Qs9lBv2mN0?e=Hq12',
  routes: {
    'brackenridge.sharepoint.com/:x:/s/Finance/EUp7Yk3Qs9lBv2mN0': redirectRoute(302, 'https://login.brackenridge-group.com/adfs/ls/?wa=wsignin1.0&wtrealm=urn%3Afederation%3AMicrosoftOnline&wctx=sharepoint'),
    // Keyed with its query so this page owns its landing (the ADFS page without a query belongs to d-ok-app-login-redirect-entra).
    'login.brackenridge-group.com/adfs/ls/?wa=wsignin1.0&wtrealm=urn%3Afederation%3AMicrosoftOnline&wctx=sharepoint': htmlRoute(
      doc({
        title: 'Sign In',
        css: `body{margin:0;font-family:"Segoe UI",sans-serif;display:flex;min-height:100vh}#brandingWrapper{flex:1;background:#1f3b5c}#contentWrapper{width:500px;padding:60px 50px}input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;margin:10px 0}#submitButton{background:#1f3b5c;color:#fff;border:0;padding:8px 30px}`,
        body: `<div id="brandingWrapper"></div><div id="contentWrapper"><img src="/adfs/portal/logo/logo.png" alt="Brackenridge Group" height="40"><p>Sign in to continue to SharePoint Online (brackenridge.sharepoint.com)</p><form method="post" id="loginForm" action="/adfs/ls/?wa=wsignin1.0&amp;wtrealm=urn%3afederation%3aMicrosoftOnline&amp;client-request-id=77e1"><input id="userNameInput" name="UserName" type="email" placeholder="someone@brackenridge-group.com"><input id="passwordInput" name="Password" type="password" placeholder="Password"><button id="submitButton" type="submit">Sign in</button></form><p style="font-size:12px;margin-top:40px">Brackenridge Group IT · Service desk ext. 2222</p></div>`,
      }),
    ),
  },
},

{
  id: 'd-ok-gift-card-balance',
  label: 'clean',
  kind: 'gift-card-own',
  url: 'https://www.lumenhome.co.uk/gift-cards/balance',
  body: doc({
    title: 'Check your gift card balance | LumenHome',
    head: gtm('GTM-LMH3K9Z'),
    css: baseCss('#f59e0b'),
    body: `${siteNav({ brand: 'LumenHome', links: ['Bulbs', 'Light strips', 'Hubs', 'Gift cards'] })}
${form('Check your gift card balance', [['Gift card number (16 digits)', 'gc'], ['PIN (scratch panel on the back)', 'pin']], '/gift-cards/balance/check', 'Check balance', 'Gift cards can only be used on lumenhome.co.uk. Nobody legitimate will ask you to pay a bill, a fine or "tech support" with gift cards.')}
${siteFooter({ company: 'LumenHome Ltd' })}`,
  }),
},

{
  id: 'd-ok-paypal-it-signin',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://www.paypal.com/it/signin',
  body: doc({
    title: 'Accedi al tuo conto PayPal',
    lang: 'it',
    css: `body{font-family:"PayPal Sans",Helvetica,Arial,sans-serif;margin:0;background:#fff}.w{max-width:460px;margin:50px auto;border:1px solid #eaeced;border-radius:12px;padding:40px 50px;text-align:center}input{width:100%;padding:14px;border:1px solid #9da3a6;border-radius:4px;font-size:16px;margin:6px 0;box-sizing:border-box}button{width:100%;background:#003087;color:#fff;border:0;border-radius:25px;padding:14px;font-weight:700;font-size:16px;margin-top:12px}.f{font-size:12px;color:#666;text-align:center;margin-top:30px}`,
    body: `<div class="w"><img src="https://www.paypalobjects.com/paypal-ui/logos/svg/paypal-color.svg" alt="PayPal" width="110"><form method="post" action="/it/signin" name="login"><input type="hidden" name="_csrf" value="Ql1J0x7Vb3Yk2pT"><input name="login_email" type="email" placeholder="Email o numero di cellulare" autocomplete="username"><button type="submit">Avanti</button></form><p><a href="/authflow/password-recovery/">Hai dimenticato l'indirizzo email?</a></p><hr><button style="background:#fff;color:#003087;border:2px solid #003087">Registrati</button></div>
<div class="f">Contattaci · Privacy · Accordi legali · Italiano | English</div>`,
  }),
},

{
  id: 'd-ok-winget-install-docs',
  label: 'clean',
  kind: 'docs-installer',
  url: 'https://docs.inkwell-editor.org/install/windows',
  body: doc({
    title: 'Install on Windows | Inkwell Docs',
    css: baseCss('#0d9488') + `pre{background:#0f172a;color:#e2e8f0;padding:14px;border-radius:8px}main{max-width:760px;margin:30px auto;padding:0 24px}`,
    body: String.raw`${siteNav({ brand: 'Inkwell Docs', links: ['Install', 'Tutorials', 'Reference', 'FAQ'] })}
<main><h1>Install on Windows</h1><p>Use the MSI from <a href="https://inkwell-editor.org/download/">inkwell-editor.org/download</a>, or a package manager:</p><pre>winget install --id InkwellProject.Inkwell -e</pre><pre>scoop bucket add extras
scoop install extras/inkwell</pre><pre>choco install inkwell</pre><p>Silent install for IT admins:</p><pre>msiexec /i inkwell-3.8.1-x64.msi /qn ALLUSERS=1</pre><p>To remove user settings: delete <code>%APPDATA%\Inkwell</code>.</p></main>
${siteFooter({ company: 'The Inkwell Project' })}`,
  }),
},

];
