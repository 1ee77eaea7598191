import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, tess, formwellAction, parked } from '../parts/zq-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zq-clean-ceramics-shop-checkout',
  label: 'clean',
  kind: 'small-shop-checkout',
  url: 'https://hollowclay-ceramics.tessellate.site/checkout',
  body: tess({
    title: 'Checkout — Hollow Clay Ceramics',
    site: 'Hollow Clay Ceramics',
    accent: '#7a5c48',
    nav: ['Shop', 'Workshops', 'About', 'Cart (2)'],
    head: `<script src="https://js.stripe.com/v3/"></script>`,
    body: `<section class="tb-section" style="display:grid;grid-template-columns:1fr 1fr;gap:40px">
<div><h2>Your order</h2><p>Speckled stoneware mug (ash glaze) &times; 2 &mdash; £56.00</p><p>Shipping (Royal Mail Tracked 48) &mdash; £4.95</p><p><b>Total £60.95</b></p><p style="font-size:13px;color:#666">Every piece is handmade in our Bristol studio, so glaze may vary slightly. Dispatch within 5 working days.</p></div>
<div><form class="tb-form" id="payment-form"><label>Email</label><input type="email" name="email" required><label>Name on card</label><input name="name" required><label>Card details</label><div id="card-element" style="padding:12px;border:1px solid #cfd4d9;border-radius:6px"></div>
<label>Shipping address</label><textarea name="address" rows="3"></textarea><button class="tb-btn" style="margin-top:14px" id="submit">Pay £60.95</button><p style="font-size:12px;color:#888">Payments are processed securely by Stripe. We never see your full card number.</p></form></div></section>
<script>
var stripe=window.Stripe?Stripe('pk_live_51Hc8sKJb2HollowClayQx9'):null;
if(stripe){var el=stripe.elements();var card=el.create('card');card.mount('#card-element');
document.getElementById('payment-form').addEventListener('submit',async function(e){e.preventDefault();
var r=await fetch('/_tess/commerce/payment-intent',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({cart:'c_88a1'})});var j=await r.json();
var res=await stripe.confirmCardPayment(j.client_secret,{payment_method:{card:card,billing_details:{name:this.name.value,email:this.email.value}}});
if(!res.error)location='/order/thanks';});}
</script>`,
  }),
},

{
  id: 'zq-clean-tennis-club-member-login',
  label: 'clean',
  kind: 'club-member-login',
  url: 'https://oakfield-lawn-tennis.tessellate.site/members',
  body: tess({
    title: 'Members area — Oakfield Lawn Tennis Club',
    site: 'Oakfield LTC',
    accent: '#1f6b3a',
    nav: ['Club', 'Coaching', 'Fixtures', 'Members'],
    body: `<section class="tb-section" style="max-width:420px;margin:auto"><h2>Members' login</h2><p>Book courts, see the ladder and pay your subscription. New members receive their login by email once the committee has approved the application.</p>
<form class="tb-form" method="post" action="/_tess/members/login"><input type="hidden" name="site" value="st_oakfield"><label>Email</label><input type="email" name="email" autocomplete="username"><label>Password</label><input type="password" name="password" autocomplete="current-password"><button class="tb-btn" style="margin-top:12px">Log in</button></form>
<p style="font-size:13px"><a href="/members/reset">Forgotten password?</a> &middot; <a href="/join">Join the club</a></p></section>
<section class="tb-section"><h3>Club news</h3><p>Winter floodlit sessions run Tuesdays and Thursdays 6&ndash;9pm. Please remember to switch off the lights on court 3.</p></section>`,
  }),
},

{
  id: 'zq-clean-photographer-portfolio-contact',
  label: 'clean',
  kind: 'portfolio-contact-form',
  url: 'https://maren-holt.photo/contact',
  body: tess({
    title: 'Contact — Maren Holt Photography',
    site: 'Maren Holt',
    accent: '#222',
    nav: ['Weddings', 'Portraits', 'Journal', 'Contact'],
    body: `<section class="tb-section" style="max-width:640px"><h1>Let's talk</h1><p>I photograph weddings and elopements across Scotland and the North of England. Tell me about your day and I'll reply within two working days with availability and a brochure.</p>
<form class="tb-form" action="${formwellAction('mh-enquiry')}" method="POST"><label>Your names</label><input name="names"><label>Email</label><input name="email" type="email" required><label>Wedding date</label><input name="date" type="date"><label>Venue</label><input name="venue"><label>Anything else?</label><textarea name="message" rows="5"></textarea>
<input type="text" name="_gotcha" style="display:none"><input type="hidden" name="_next" value="https://maren-holt.photo/thanks"><button class="tb-btn" style="margin-top:14px">Send enquiry</button></form></section>`,
  }),
},

{
  id: 'zq-clean-church-donation-page',
  label: 'clean',
  kind: 'church-donation',
  url: 'https://stmarys-kingsbury.tessellate.site/give',
  body: tess({
    title: 'Give — St Mary\'s Church, Kingsbury',
    site: 'St Mary\'s Kingsbury',
    accent: '#4b2e83',
    nav: ['Services', 'Weddings & Baptisms', 'Give', 'Contact'],
    head: `<script src="https://www.paypalobjects.com/donate/sdk/donate-sdk.js" charset="UTF-8"></script>`,
    body: `<section class="tb-section" style="max-width:680px"><h1>Supporting St Mary's</h1><p>Thank you for considering a gift. St Mary's receives no funding from the state and relies on the generosity of our congregation and visitors to maintain our Grade II* listed building and our community food larder.</p>
<h3>Give online</h3><p>Choose an amount: <button class="tb-btn">£10</button> <button class="tb-btn">£25</button> <button class="tb-btn">£50</button></p><div id="donate-button-container"><div id="donate-button"></div></div>
<script>if(window.PayPal){PayPal.Donation.Button({env:'production',hosted_button_id:'7QK3HCX9Z2LNA',image:{src:'https://www.paypalobjects.com/en_GB/i/btn/btn_donate_LG.gif',alt:'Donate with PayPal button'}}).render('#donate-button')}</script>
<h3>Regular giving</h3><p>The Parish Giving Scheme lets you give monthly by Direct Debit and claims Gift Aid automatically. Our PGS parish code is <b>010630412</b>.</p>
<h3>Bank transfer</h3><p>Kingsbury St Mary PCC &middot; Sort code 30-94-57 &middot; Account 00281144 &middot; Reference: GIFT + your surname</p></section>`,
  }),
},

{
  id: 'zq-clean-trattoria-prenotazione-it',
  label: 'clean',
  kind: 'restaurant-booking',
  url: 'https://trattoriadamario-bologna.it/prenota',
  body: tess({
    title: 'Prenota un tavolo — Trattoria da Mario, Bologna',
    site: 'Trattoria da Mario',
    lang: 'it',
    accent: '#8c1c13',
    nav: ['Menù', 'Vini', 'Prenota', 'Dove siamo'],
    body: `<section class="tb-section" style="max-width:560px"><h1>Prenota un tavolo</h1><p>Siamo aperti dal martedì alla domenica, 12:30–14:30 e 19:30–22:30. Per gruppi oltre 8 persone chiamateci al <a href="tel:+390512345678">051 234 5678</a>.</p>
<form class="tb-form" method="post" action="/_tess/bookings"><label>Data</label><input type="date" name="data"><label>Orario</label><select name="ora"><option>12:30</option><option>13:00</option><option>19:30</option><option>20:00</option><option>20:30</option><option>21:00</option></select><label>Persone</label><input type="number" name="coperti" min="1" max="8" value="2"><label>Nome</label><input name="nome"><label>Telefono</label><input name="telefono" type="tel"><label>Note (allergie, seggiolone…)</label><textarea name="note"></textarea><button class="tb-btn" style="margin-top:12px">Conferma prenotazione</button></form>
<p style="font-size:13px">Riceverai un SMS di conferma. Nessun pagamento anticipato richiesto.</p></section>`,
  }),
},

{
  id: 'zq-clean-devdocs-curl-sh-install',
  label: 'clean',
  kind: 'developer-docs-install',
  url: 'https://docs.pagefold.dev/getting-started/install',
  body: doc('Install the Pagefold CLI — Pagefold Docs', `<div class="l"><aside><b>Pagefold Docs</b><a href="/getting-started">Introduction</a><a class="on" href="/getting-started/install">Install</a><a href="/guides/deploy">Deploy</a><a href="/reference/cli">CLI reference</a></aside>
<article><h1>Install the CLI</h1><p>The Pagefold CLI builds and deploys static sites. It ships as a single binary for macOS, Linux and Windows.</p>
<h2>macOS and Linux</h2><pre><code>curl -fsSL https://get.pagefold.dev/install.sh | sh</code></pre><button class="cp" data-c="curl -fsSL https://get.pagefold.dev/install.sh | sh">Copy</button>
<p>The script detects your platform, downloads the matching release from GitHub, verifies its SHA-256 checksum and installs it to <code>~/.pagefold/bin</code>. Read it first if you like: <a href="https://get.pagefold.dev/install.sh">install.sh</a>.</p>
<h2>Windows (PowerShell)</h2><pre><code>irm https://get.pagefold.dev/install.ps1 | iex</code></pre><button class="cp" data-c="irm https://get.pagefold.dev/install.ps1 | iex">Copy</button>
<h2>Homebrew / npm</h2><pre><code>brew install pagefold/tap/pagefold
npm install -g @pagefold/cli</code></pre><h2>Verify</h2><pre><code>pagefold --version
# pagefold 2.8.1 (linux-x64)</code></pre></article></div>
<script>document.querySelectorAll('.cp').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(b.dataset.c);b.textContent='Copied'}})</script>`, { css: `.l{display:flex}aside{width:240px;padding:30px;border-right:1px solid #eee;min-height:100vh}aside a{display:block;margin:8px 0;text-decoration:none;color:#555}aside .on{color:#000;font-weight:600}article{padding:30px 50px;max-width:760px}pre{background:#0d1117;color:#e6edf3;padding:14px;border-radius:6px}.cp{font-size:12px}` }),
  routes: { 'get.pagefold.dev/install.sh': { status: 200, headers: { 'content-type': 'text/plain' }, body: '#!/bin/sh\nset -eu\nVERSION=${PAGEFOLD_VERSION:-2.8.1}\nOS=$(uname -s | tr A-Z a-z)\nARCH=$(uname -m)\ncase $ARCH in x86_64) ARCH=x64;; aarch64|arm64) ARCH=arm64;; esac\nURL="https://github.com/pagefold/cli/releases/download/v$VERSION/pagefold-$OS-$ARCH.tar.gz"\nmkdir -p "$HOME/.pagefold/bin"\ncurl -fsSL "$URL" -o /tmp/pagefold.tgz\ncurl -fsSL "$URL.sha256" | sha256sum -c -\ntar -xzf /tmp/pagefold.tgz -C "$HOME/.pagefold/bin"\necho "Installed pagefold $VERSION. Add $HOME/.pagefold/bin to your PATH."\n' } },
},

{
  id: 'zq-clean-nft-artist-portfolio',
  label: 'clean',
  kind: 'nft-artist-page',
  url: 'https://noor-generative.tessellate.site/',
  body: tess({
    title: 'Noor Haddad — generative art',
    site: 'Noor Haddad',
    accent: '#0f172a',
    nav: ['Works', 'Exhibitions', 'Collect', 'Contact'],
    body: `<section class="tb-hero"><h1>Tidal Grammar</h1><p>256 long-form generative pieces, minted on Art Blocks in 2024. Now on view at Kunsthalle Basel.</p></section>
<section class="tb-section"><div class="tb-grid"><div class="tb-card"><div style="height:200px;background:linear-gradient(135deg,#0ea5e9,#1e293b)"></div><p>Tidal Grammar #41</p></div><div class="tb-card"><div style="height:200px;background:linear-gradient(135deg,#f97316,#1e293b)"></div><p>Tidal Grammar #118</p></div><div class="tb-card"><div style="height:200px;background:linear-gradient(135deg,#84cc16,#1e293b)"></div><p>Tidal Grammar #203</p></div></div>
<h3 id="collect">Collect</h3><p>Secondary sales: <a href="https://opensea.io/collection/tidal-grammar-by-noor-haddad">OpenSea</a> &middot; <a href="https://www.artblocks.io/collection/tidal-grammar">Art Blocks</a>. I will never DM you about a mint, an airdrop or a "wallet verification". If someone does, it isn't me.</p></section>`,
  }),
},

{
  id: 'zq-clean-charity-foodbank-donate',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://eastvale-foodbank.org.uk/donate',
  body: tess({
    title: 'Donate — Eastvale Foodbank',
    site: 'Eastvale Foodbank',
    accent: '#e35d0f',
    nav: ['Get help', 'Volunteer', 'Donate food', 'Donate'],
    body: `<section class="tb-section" style="max-width:620px"><h1>Donate to Eastvale Foodbank</h1><p>Last year we gave out 14,220 emergency food parcels. £30 provides three days of food for a family of four.</p>
<form class="tb-form" method="post" action="https://checkout.give-platform.org/eastvale-foodbank"><label>Amount (£)</label><input name="amount" value="30"><label><input type="checkbox" name="monthly" style="width:auto"> Make this a monthly gift</label><label><input type="checkbox" name="giftaid" style="width:auto"> I am a UK taxpayer — add Gift Aid (+25%)</label><button class="tb-btn" style="margin-top:12px">Continue to secure payment</button></form>
<p style="font-size:13px;color:#666">Registered charity no. 1158824 (England &amp; Wales). Payments processed by our donations platform; you can also give by bank transfer or cheque.</p></section>`,
  }),
},

{
  id: 'zq-clean-sportverein-mitglieder-login-de',
  label: 'clean',
  kind: 'club-member-login',
  url: 'https://tsv-grunbach-1889.de/mitgliederbereich',
  body: tess({
    title: 'Mitgliederbereich — TSV Grunbach 1889 e.V.',
    site: 'TSV Grunbach 1889',
    lang: 'de',
    accent: '#005a9c',
    nav: ['Abteilungen', 'Termine', 'Verein', 'Mitgliederbereich'],
    body: `<section class="tb-section" style="max-width:440px;margin:auto"><h2>Mitgliederbereich</h2><p>Hallenbelegung, Protokolle der Abteilungsversammlungen und SEPA-Mandate. Zugangsdaten erhaltet ihr bei eurer Abteilungsleitung.</p>
<form class="tb-form" method="post" action="/_tess/members/login"><label>Mitgliedsnummer oder E-Mail</label><input name="email"><label>Passwort</label><input type="password" name="password"><button class="tb-btn" style="margin-top:12px">Anmelden</button></form><p style="font-size:13px"><a href="/mitgliederbereich/passwort">Passwort vergessen?</a></p></section>`,
  }),
},

{
  id: 'zq-clean-boulangerie-commande-fr',
  label: 'clean',
  kind: 'small-shop-checkout',
  url: 'https://boulangerie-lefebvre-nantes.fr/commander',
  body: tess({
    title: 'Commander en ligne — Boulangerie Lefebvre',
    site: 'Boulangerie Lefebvre',
    lang: 'fr',
    accent: '#a0522d',
    nav: ['Nos pains', 'Pâtisseries', 'Commander', 'Contact'],
    body: `<section class="tb-section" style="max-width:620px"><h1>Click &amp; collect</h1><p>Commandez avant 18h la veille, retirez en boutique dès 7h. Galettes des rois disponibles du 2 au 31 janvier.</p>
<form class="tb-form" method="post" action="/_tess/commerce/checkout"><label>Galette frangipane 6 parts (24,00 €)</label><input type="number" name="galette6" value="1"><label>Pain de campagne 800 g (4,80 €)</label><input type="number" name="campagne" value="0"><label>Date de retrait</label><input type="date" name="retrait"><label>Nom</label><input name="nom"><label>Téléphone</label><input name="tel">
<p style="font-size:13px">Paiement sécurisé par carte bancaire à l'étape suivante (Stripe) ou sur place.</p><button class="tb-btn">Passer au paiement</button></form></section>`,
  }),
},

{
  id: 'zq-clean-protected-client-gallery',
  label: 'clean',
  kind: 'protected-page-legit',
  url: 'https://maren-holt.photo/galleries/mcallister-wedding',
  body: tess({
    title: 'Protected page — Maren Holt',
    site: 'Maren Holt',
    accent: '#222',
    nav: ['Weddings', 'Portraits', 'Journal', 'Contact'],
    body: `<section class="tb-section" style="text-align:center;max-width:420px;margin:auto"><h2>&#128274; This gallery is private</h2><p>Enter the password from your gallery delivery email to view and download your photos.</p>
<form class="tb-form" method="post" action="/_tess/protected/unlock"><input type="hidden" name="page" value="pg_5512"><input type="password" name="password" placeholder="Gallery password"><button class="tb-btn" style="margin-top:12px">View gallery</button></form>
<p style="font-size:12px;color:#888">Galleries stay online for 12 months. Need help? <a href="/contact">Get in touch</a>.</p></section>`,
  }),
},

{
  id: 'zq-clean-formwell-thanks-page',
  label: 'clean',
  kind: 'form-backend-thanks',
  url: 'https://submit.formwell.io/thanks?f=mh-enquiry',
  body: doc('Thanks! · Formwell', `<div class="t"><div class="ok">&#10003;</div><h1>Thanks, your message was sent.</h1><p>The site owner will receive your submission by email.</p><p><a href="javascript:history.back()">&larr; Go back to the site</a></p><p class="pw">Form handling by <a href="https://formwell.io/?ref=thanks">Formwell</a> &middot; <a href="https://formwell.io/report-abuse">Report a form</a></p></div>`, { css: `body{background:#f5f3ef}.t{max-width:480px;margin:16vh auto;text-align:center}.ok{width:64px;height:64px;border-radius:50%;background:#5b4cdb;color:#fff;font-size:34px;line-height:64px;margin:auto}.pw{font-size:12px;color:#888;margin-top:40px}` }),
},

{
  id: 'zq-clean-tessellate-dashboard-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://app.tessellate.site/login',
  body: doc('Log in to Tessellate', `<div class="w"><div class="lg">&#9670; Tessellate</div><h1>Log in</h1><a class="sso" href="/auth/google">Continue with Google</a><a class="sso" href="/auth/apple">Continue with Apple</a><div class="or">or use your email</div>
<form method="post" action="/api/auth/login"><input type="hidden" name="csrf" value="d41d8cd98f00b204e9800998ecf8427e"><label>Email</label><input name="email" type="email" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><button>Log in</button></form>
<p class="s"><a href="/forgot">Forgot password?</a> &middot; <a href="/signup">Create a free site</a></p></div>`, { css: `body{background:#f7f7fb}.w{max-width:400px;margin:8vh auto;background:#fff;padding:34px;border-radius:14px;box-shadow:0 2px 10px rgba(0,0,0,.06)}.lg{font-weight:800;font-size:20px}.sso{display:block;border:1px solid #ddd;border-radius:8px;padding:10px;text-align:center;margin:8px 0;text-decoration:none}.or{text-align:center;color:#999;font-size:13px;margin:14px 0}label{display:block;font-size:14px;margin-top:10px}input{width:100%;padding:10px;border:1px solid #ccc;border-radius:8px}button{width:100%;margin-top:16px;padding:11px;border:0;border-radius:8px;background:#111;color:#fff}.s{font-size:13px;text-align:center}` }),
},

{
  id: 'zq-clean-school-trip-fundraiser',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://fundraise.schoolgive.org.uk/p/year9-iceland-trip',
  body: doc('Year 9 Geography Trip to Iceland — SchoolGive', `<main><h1>Help Year 9 get to Iceland!</h1><div class="bar"><div style="width:63%"></div></div><p><b>£4,410</b> raised of £7,000 &middot; 88 supporters</p><p>Our Year 9 geographers are raising money for a field trip to study glaciers and geothermal energy. Any funds raised above the target go to the school's hardship fund so every student can come.</p>
<a class="d" href="/p/year9-iceland-trip/donate">Donate</a><p class="s">Organised by Mrs K. Barnes, Head of Geography, Fernhill Academy. SchoolGive is regulated by the Fundraising Regulator.</p></main>`, { css: `main{max-width:620px;margin:30px auto;padding:0 14px}.bar{height:10px;background:#eee;border-radius:5px}.bar div{height:10px;background:#16a34a;border-radius:5px}.d{display:inline-block;background:#16a34a;color:#fff;padding:12px 30px;border-radius:6px;text-decoration:none}.s{font-size:12px;color:#777}` }),
},
];
