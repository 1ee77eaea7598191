import { type Entry } from '../entry.js';
import { baseCss, chatWidget, cookieBanner, doc, fontsHead, gtag, matomo, siteFooter, siteNav, svgLogo } from '../parts/d-parts.js';

/** Benign, second batch: step-up/OTP and 3-D Secure pages on the issuer's domain, SSN/ID/bank-detail forms on the right organisation's site, deposit addresses on an exchange, free-hosted personal sites and tools, legitimate block/CAPTCHA pages, e-sign and file-share pages on the vendor's own domains. Written for corpus/d. */

const form = (title: string, fields: [string, string, string?][], action: string, btn: string, note = ''): string =>
  `<form class="card" method="post" action="${action}" style="max-width:480px;margin:30px auto"><h1 style="font-size:22px;margin-top:0">${title}</h1>${fields.map(([l, n, t]) => `<div class="form-group"><label for="${n}">${l}</label><input id="${n}" name="${n}" type="${t ?? 'text'}"></div>`).join('')}<button class="btn btn-block">${btn}</button>${note ? `<p class="muted">${note}</p>` : ''}</form>`;

export const entries: Entry[] = [

{
  id: 'd-ok-bank-stepup-otp-own',
  label: 'clean',
  kind: 'otp-own',
  url: 'https://online.halden-building-society.co.uk/auth/step-up?flow=payee&txn=8f21c',
  body: doc({
    title: 'Confirm it\u2019s you | Halden Building Society',
    css: baseCss('#00573f'),
    body: `${siteNav({ brand: 'Halden Building Society', logo: svgLogo('Halden', '#00573f', 'square'), links: ['Savings', 'Mortgages', 'Current accounts', 'Help'] })}
${form('Confirm it\u2019s you', [['Enter the 6-digit code we sent to your phone ending 0417', 'otp']], '/auth/step-up/verify', 'Confirm', 'You are adding a new payee: <b>J Patel, 20-45-77 ••••8812</b>. If you did not ask to add this payee, <b>do not enter the code</b> — call us on 0345 600 7171. We will never call you and ask you to read out a code.')}
${siteFooter({ company: 'Halden Building Society' })}`,
  }),
},

{
  id: 'd-ok-skatteverket-refund-info',
  label: 'clean',
  kind: 'gov-info-own',
  url: 'https://www.skatteverket.se/privat/skatter/arbeteochinkomst/skattetabeller/aterbaringochskatttillbaka.html',
  body: doc({
    title: 'Återbäring – när får jag pengarna? | Skatteverket',
    lang: 'sv',
    head: matomo('analys.skatteverket.se', 1),
    css: baseCss('#003f5f'),
    body: `${siteNav({ brand: 'Skatteverket', links: ['Privat', 'Företag', 'Folkbokföring', 'Om oss'], cta: 'Logga in' })}
<main class="container" style="max-width:820px;padding:30px 24px"><h1>Återbäring – när får jag pengarna?</h1><p>Om du har deklarerat digitalt och inte ändrat något kan du få din skatteåterbäring redan i april. Pengarna betalas ut till det konto du anmält.</p>
<div class="alert alert-warn"><b>Varning för bedrägerier:</b> Skatteverket skickar aldrig sms eller e-post med länkar där du ska lämna kortuppgifter eller logga in med BankID för att få återbäring. Exempel på bedrägliga sms: ”Du har 2 184 kr i skatteåterbäring. Ange ditt kortnummer för utbetalning: …”.</div>
<p>Anmäl ditt konto via <b>Mina sidor</b> genom att logga in med e-legitimation, eller hos din bank.</p></main>
${siteFooter({ company: 'Skatteverket' })}${cookieBanner('en')}`,
  }),
},

{
  id: 'd-ok-workday-direct-deposit',
  label: 'clean',
  kind: 'hr-bank-details-own',
  url: 'https://wd5.myworkday.com/brackenridge/d/task/2997$4468.htmld',
  body: doc({
    title: 'Edit Payment Elections - Workday',
    css: baseCss('#0875e1') + `body{background:#f6f7f8}`,
    body: `<header class="site-header"><div class="container"><span class="brand">workday. <span class="muted" style="font-weight:400">Brackenridge Group</span></span><span class="muted">Signed in as Ana Ribeiro</span></div></header>
${form('Edit Payment Elections', [['Account nickname', 'nick'], ['Routing transit number', 'rtn'], ['Account number', 'acct'], ['Account type (Checking / Savings)', 'type']], '/brackenridge/task/2997$4468/submit', 'Submit', 'Changes to payment elections require approval from Payroll and trigger a confirmation email to your personal address. If you did not make this change, contact Payroll at ext. 3100.')}`,
  }),
},

{
  id: 'd-ok-exchange-deposit-address',
  label: 'clean',
  kind: 'exchange-deposit-own',
  url: 'https://web.alpentrade.at/de/wallet/deposit/btc',
  body: doc({
    title: 'BTC einzahlen | Alpentrade',
    lang: 'de',
    css: baseCss('#16a34a') + `.addr{font-family:monospace;background:#f1f5f9;padding:12px;border-radius:6px;word-break:break-all}`,
    body: `<header class="site-header"><div class="container"><span class="brand">Alpentrade</span><span class="muted">Portfolio · Handeln · Wallet</span></div></header>
<main class="container" style="max-width:640px;padding:30px 24px"><h1>Bitcoin einzahlen</h1><p>Senden Sie nur BTC über das Bitcoin-Netzwerk an diese Adresse. Andere Assets gehen verloren.</p><img src="/api/qr?d=bc1q9h7garjk3a5zm0q4s7tn6xw2pf8yd5ncl3j4vr" width="180" alt="QR"><div class="addr" id="a">bc1q9h7garjk3a5zm0q4s7tn6xw2pf8yd5ncl3j4vr</div><button class="btn" onclick="navigator.clipboard.writeText(document.getElementById('a').textContent)">Adresse kopieren</button>
<p class="muted">Mindesteinzahlung 0,0001 BTC · Gutschrift nach 2 Bestätigungen · Diese Adresse gehört zu Ihrem Konto und ändert sich nicht.</p></main>`,
  }),
},

{
  id: 'd-ok-charity-crypto-donations',
  label: 'clean',
  kind: 'donation',
  url: 'https://donate.riverkeepers-trust.org.uk/crypto',
  body: doc({
    title: 'Donate cryptocurrency | Riverkeepers Trust',
    css: baseCss('#0369a1') + `.addr{font-family:monospace;background:#f1f5f9;padding:10px;border-radius:6px;word-break:break-all}`,
    body: `${siteNav({ brand: 'Riverkeepers Trust', links: ['Our work', 'Volunteer', 'News'], cta: 'Donate' })}
<main class="container" style="max-width:720px;padding:30px 24px"><h1>Donate cryptocurrency</h1><p>We accept Bitcoin and Ether through our UK-registered payment processor. Crypto donations are converted to pounds on receipt. We can't return donations and we never promise anything in return.</p><h3>Bitcoin</h3><div class="addr">bc1qrvk7p4l2d9s0m3xfw8hq6c5jz2t7n4ya0uegk8</div><h3>Ethereum (ERC-20 not accepted)</h3><div class="addr">0x5C2e9A71d0B48f36e2A1c7D94b0E83f6A12c9d40</div><p class="muted">For a Gift Aid declaration or a receipt, email crypto@riverkeepers-trust.org.uk with the transaction hash.</p></main>
${siteFooter({ company: 'Riverkeepers Trust' })}`,
  }),
},

{
  id: 'd-ok-github-io-resume',
  label: 'clean',
  kind: 'freehost-benign',
  url: 'https://tomasz-wilk.github.io/',
  body: doc({
    title: 'Tomasz Wilk — Security Engineer',
    css: baseCss('#111827') + `main{max-width:720px;margin:40px auto;padding:0 24px}`,
    body: `<main><h1>Tomasz Wilk</h1><p>Security engineer in Kraków. I build detection pipelines and break phishing kits for fun.</p><h2>Talks</h2><ul><li>"Fake CAPTCHAs and the clipboard: anatomy of ClickFix" — BSides Kraków 2026</li><li>"Telegram bots as C2 for phishing kits" — OWASP Poland 2025</li></ul><h2>Projects</h2><ul><li><a href="https://github.com/tomasz-wilk/kit-unpacker">kit-unpacker</a> — deobfuscates atob/charcode/document.write phishing pages</li><li><a href="https://github.com/tomasz-wilk/wallet-approvals">wallet-approvals</a> — lists and revokes ERC-20 approvals</li></ul><p><a href="mailto:tomasz@wilk.dev">tomasz@wilk.dev</a> · <a href="/cv.pdf">CV (PDF)</a></p></main>`,
  }),
},

{
  id: 'd-ok-blogspot-recipe',
  label: 'clean',
  kind: 'freehost-benign',
  url: 'https://babcia-hania-gotuje.blogspot.com/2026/11/pierogi-ruskie.html',
  body: doc({
    title: 'Babcia Hania gotuje: Pierogi ruskie jak u babci',
    lang: 'pl',
    head: gtag('G-BHG1R2P3Q4'),
    css: `body{font-family:Georgia,serif;background:#fdf6ec;margin:0}.post{max-width:700px;margin:30px auto;background:#fff;padding:30px}.sidebar{max-width:700px;margin:0 auto;font-size:14px}`,
    body: `<div class="post"><h1>Pierogi ruskie jak u babci</h1><p style="color:#888">sobota, 22 listopada 2026</p><p>Ciasto: 500 g mąki, 250 ml ciepłej wody, 2 łyżki oleju, szczypta soli. Farsz: 1 kg ziemniaków, 400 g twarogu półtłustego, 2 cebule…</p><ol><li>Ziemniaki ugotować i przecisnąć przez praskę.</li><li>Cebulę zeszklić na maśle.</li><li>Wymieszać z twarogiem, doprawić pieprzem.</li></ol><p>Smacznego!</p><p style="font-size:13px">Opublikowane przez Hania · 14 komentarzy · Udostępnij</p></div>
<div class="sidebar"><p>Obserwatorzy (1 204) · Archiwum bloga · Motyw Prosty. Obsługiwane przez Blogger.</p></div>`,
  }),
},

{
  id: 'd-ok-ipfs-dao-governance-docs',
  label: 'clean',
  kind: 'freehost-benign',
  url: 'https://bafybeihk3q7xw4zl6m2n5o8p9r1s2t3u4v5w6x7y8z9a0b1c2d3e4f5g6h.ipfs.dweb-gateway.link/governance/',
  body: doc({
    title: 'Orbital DAO — Governance handbook',
    css: baseCss('#111') + `main{max-width:760px;margin:30px auto;padding:0 24px}`,
    body: `<main><h1>Governance handbook</h1><p>This handbook is pinned to IPFS so it stays available even if our website is down. Current CID is announced in every forum post by the Governance Council.</p><h2>Voting</h2><p>Votes are gasless signatures (EIP-712) on our Snapshot space. A vote signature only records your choice: it cannot move tokens. If a "voting" page asks you to approve a token or sign a Permit, it is not ours.</p><h2>Proposals</h2><ol><li>Temperature check on the forum (5 days)</li><li>Snapshot vote (7 days, 4% quorum)</li><li>On-chain execution via timelock (48 h)</li></ol></main>`,
  }),
},

{
  id: 'd-ok-waf-block-page-own',
  label: 'clean',
  kind: 'block-page',
  url: 'https://www.velora-airlines.com/en/manage-booking?pnr=%3Cscript%3E',
  body: doc({
    title: 'Access denied | www.velora-airlines.com used Cloudflare to restrict access',
    css: `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial;margin:0;color:#313131}.w{max-width:60rem;margin:6rem auto;padding:0 1.5rem}h1{font-size:2.2rem;font-weight:500}.f{border-top:1px solid #ddd;margin-top:4rem;padding-top:1rem;font-size:.8rem;text-align:center}`,
    body: `<div class="w"><h1>Sorry, you have been blocked</h1><h2>You are unable to access velora-airlines.com</h2><h3>Why have I been blocked?</h3><p>This website is using a security service to protect itself from online attacks. The action you just performed triggered the security solution. There are several actions that could trigger this block including submitting a certain word or phrase, a SQL command or malformed data.</p><h3>What can I do to resolve this?</h3><p>You can email the site owner to let them know you were blocked. Please include what you were doing when this page came up and the Cloudflare Ray ID found at the bottom of this page.</p><div class="f">Cloudflare Ray ID: <b>8e7d12ab34cd5ef6</b> · Your IP: Click to reveal · Performance &amp; security by Cloudflare</div></div>`,
  }),
},

{
  id: 'd-ok-video-meeting-audio-help',
  label: 'clean',
  kind: 'meeting-help',
  url: 'https://meet.confluxo.com/help/microphone-not-working',
  body: doc({
    title: 'My microphone isn\u2019t working | Confluxo Meet Help',
    css: baseCss('#2563eb') + `main{max-width:760px;margin:30px auto;padding:0 24px}`,
    body: `${siteNav({ brand: 'Confluxo Meet', links: ['Product', 'Pricing', 'Help', 'Download'], cta: 'Start a meeting' })}
<main><h1>My microphone isn't working</h1><ol><li>Click the 🔒 icon in your browser's address bar and set <b>Microphone</b> to <b>Allow</b>.</li><li>In the meeting, open <b>Settings → Audio</b> and pick the right input device.</li><li>On Windows, open <b>Settings → Privacy &amp; security → Microphone</b> and make sure "Let desktop apps access your microphone" is on.</li><li>On macOS, open <b>System Settings → Privacy &amp; Security → Microphone</b> and allow your browser.</li></ol>
<div class="alert alert-warn">Confluxo will never ask you to paste commands into the Run dialog, PowerShell or Terminal to fix audio. Pages that do are scams.</div></main>
${siteFooter({ company: 'Confluxo Inc.' })}${chatWidget('widget.helpbubble.io', 'cfx-10a2')}`,
  }),
},

{
  id: 'd-ok-esign-vendor-own',
  label: 'clean',
  kind: 'esign-own',
  url: 'https://app.inksign.io/sign/7f3c1e2a-9b84-4d0a-a6e1-55c2d8f0b913',
  body: doc({
    title: 'Review and sign: Lease_Renewal_2027.pdf | InkSign',
    css: baseCss('#db2777') + `.doc{max-width:760px;margin:20px auto;background:#fff;border:1px solid #ddd;min-height:500px;padding:40px}`,
    body: `<header class="site-header"><div class="container"><span class="brand">InkSign</span><span class="muted">Sent by Parkside Lettings · ana.ribeiro@parkside-lettings.co.uk</span></div></header>
<div class="alert alert-info" style="max-width:760px;margin:16px auto">Please review the document below. You will be asked to confirm your name before signing. InkSign never asks for your email password.</div>
<div class="doc"><h2>Assured Shorthold Tenancy — Renewal</h2><p>This agreement renews the tenancy of Flat 4, 18 Parkside Road for 12 months from 1 February 2027 at a monthly rent of £1,450…</p><p style="margin-top:200px">Signature: <span style="border-bottom:1px solid #000;display:inline-block;width:220px">&nbsp;</span></p></div>
<div style="text-align:center;margin:20px"><button class="btn">Start signing</button> <button class="btn btn-ghost">Decline</button></div>`,
  }),
},

{
  id: 'd-ok-visual-voicemail-own',
  label: 'clean',
  kind: 'voicemail-own',
  url: 'https://voicemail.fibrenet-telecom.ie/web/inbox',
  body: doc({
    title: 'Visual Voicemail | FibreNet',
    css: baseCss('#7c3aed'),
    body: `${siteNav({ brand: 'FibreNet', links: ['Broadband', 'Mobile', 'TV', 'Help'], cta: 'My FibreNet' })}
${form('Sign in to Visual Voicemail', [['Mobile number', 'msisdn', 'tel'], ['Voicemail PIN', 'pin', 'password']], '/web/auth', 'Sign in', 'Listen to voicemails from your FibreNet mobile in your browser. Forgot your PIN? Dial 171 from your phone and choose option 4.')}
${siteFooter({ company: 'FibreNet Telecom DAC' })}${cookieBanner('en')}`,
  }),
},

{
  id: 'd-ok-device-code-docs',
  label: 'clean',
  kind: 'security-docs',
  url: 'https://www.cert-nordlys.no/en/guidance/device-code-phishing',
  body: doc({
    title: 'Guidance: device code phishing | CERT Nordlys',
    head: fontsHead,
    css: baseCss('#1d4ed8') + `main{max-width:760px;margin:30px auto;padding:0 24px}.q{background:#f1f5f9;padding:12px;border-radius:6px}`,
    body: `${siteNav({ brand: 'CERT Nordlys', links: ['Advisories', 'Guidance', 'Report an incident'] })}
<main><h1>Device code phishing</h1><p>In a device code phishing attack, the attacker starts a legitimate OAuth device-code sign-in and sends the victim a message such as:</p><div class="q">"To join the Teams meeting, go to microsoft.com/devicelogin and enter the code <b>K7Q2-MP4X</b>."</div><p>When the victim signs in and enters the code, the attacker's session receives the victim's tokens — including MFA. The sign-in page is the genuine Microsoft page, which is why URL checks alone don't catch this.</p><h2>Mitigation</h2><ul><li>Block the device code flow with Conditional Access where it isn't needed.</li><li>Tell users: never enter a code you received from someone else.</li></ul></main>
${siteFooter({ company: 'CERT Nordlys' })}`,
  }),
},

{
  id: 'd-ok-kyc-upload-own',
  label: 'clean',
  kind: 'kyc-own',
  url: 'https://web.alpentrade.at/de/verify/identity',
  body: doc({
    title: 'Identität bestätigen | Alpentrade',
    lang: 'de',
    css: baseCss('#16a34a'),
    body: `<header class="site-header"><div class="container"><span class="brand">Alpentrade</span><span class="muted">Schritt 2 von 3</span></div></header>
<form class="card" method="post" enctype="multipart/form-data" action="/api/kyc/documents" style="max-width:560px;margin:30px auto"><h1 style="font-size:22px;margin-top:0">Identität bestätigen</h1><p class="muted">Als regulierter Anbieter müssen wir Ihre Identität prüfen (Geldwäschegesetz). Ihre Dokumente werden verschlüsselt gespeichert und nur für die Prüfung verwendet.</p><div class="form-group"><label>Ausweis Vorderseite</label><input type="file" name="front" accept="image/*"></div><div class="form-group"><label>Ausweis Rückseite</label><input type="file" name="back" accept="image/*"></div><div class="form-group"><label>Selfie</label><input type="file" name="selfie" accept="image/*" capture="user"></div><button class="btn btn-block">Hochladen</button><p class="muted">Wir fragen niemals nach Ihrem Passwort, 2FA-Codes oder einer Seed-Phrase.</p></form>`,
  }),
},

{
  id: 'd-ok-bank-unusual-activity-own',
  label: 'clean',
  kind: 'bank-alert-own',
  url: 'https://online.halden-building-society.co.uk/security/review-activity?alert=AL-55120',
  body: doc({
    title: 'Review recent activity | Halden Building Society',
    css: baseCss('#00573f'),
    body: `${siteNav({ brand: 'Halden Building Society', logo: svgLogo('Halden', '#00573f', 'square'), links: ['Accounts', 'Payments', 'Statements', 'Security'], cta: 'Log out' })}
<main class="container" style="max-width:720px;padding:30px 24px"><h1>We noticed some unusual activity</h1><p>Hi Priya, we stopped a card payment we weren't sure about. Please tell us if it was you.</p><div class="card"><p><b>£312.40</b> · ONLINE MARKETPLACE · 28 Nov 2026, 23:14 · Card ending 6021</p><form method="post" action="/security/review-activity/answer"><button class="btn" name="answer" value="yes">Yes, this was me</button> <button class="btn btn-ghost" name="answer" value="no">No, this wasn't me</button></form></div><p class="muted">If you choose "No", we'll block the card and send a new one. You are already signed in — we will never ask you to log in again or share a code to answer this.</p></main>
${siteFooter({ company: 'Halden Building Society' })}`,
  }),
},

{
  id: 'd-ok-university-zimbra-own',
  label: 'clean',
  kind: 'webmail-own',
  url: 'https://webmail.univ-garonne.fr/',
  body: doc({
    title: 'Zimbra Web Client Sign In',
    lang: 'fr',
    css: `body{background:#0d4f8b linear-gradient(#2572b8,#0d4f8b);font-family:Helvetica,Arial,sans-serif;margin:0}.L{width:480px;margin:80px auto;background:#fff;border-radius:6px;padding:30px 40px}input{width:100%;padding:8px;margin:4px 0 12px;border:1px solid #aaa;box-sizing:border-box}.b{background:#0d4f8b;color:#fff;border:0;padding:8px 24px}`,
    body: `<div class="L"><img src="/skins/_base/logos/univ-garonne.svg" alt="Université de Garonne" height="50"><form method="post" action="/"><input type="hidden" name="loginOp" value="login"><input type="hidden" name="login_csrf" value="0b3a9c2e-1f4d-4e88-b7a1-92c0d6e5f7a3"><label>Nom d'utilisateur :</label><input name="username"><label>Mot de passe :</label><input name="password" type="password"><label><input type="checkbox" name="zrememberme" style="width:auto"> Rester connecté</label><br><br><input type="submit" class="b" value="Connexion"></form><p style="font-size:12px;color:#666">Messagerie des personnels et étudiants. La DSI ne vous demandera jamais votre mot de passe par courriel. Assistance : 05 61 00 00 00.</p></div>`,
  }),
},

];
