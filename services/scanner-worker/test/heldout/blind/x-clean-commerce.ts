import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, pe } from '../parts/x-apps.js';
import { analytics, cookieBar, css, doc, footer, imgRoute, js, json } from '../parts/x-kit.js';

// Legitimate merchants, comparison sites, pension providers, remote-support vendors and charities
// that customers reported by mistake.

export const entries: Entry[] = [
  {
  id: 'x-clean-kc-assured-breeder-labradors',
  label: 'clean',
  kind: 'pet-breeder',
  url: 'https://www.brackenfelllabradors.co.uk/litters',
  body: doc({
    title: 'Current & planned litters | Brackenfell Labradors – KC Assured Breeder, Cumbria',
    head: analytics('G-BRACKLAB'),
    css: `body{background:#fbfaf6}.n{background:#3e5641;color:#fff;padding:14px 24px}.w{max-width:860px;margin:20px auto;padding:0 18px}.l{background:#fff;border:1px solid #dfe3d6;border-radius:8px;padding:18px;margin:14px 0}`,
    body: `<div class="n"><b>Brackenfell Labradors</b> · Home · Our dogs · Litters · Health testing · Puppy pack · Contact</div>
<div class="w"><h1>Current &amp; planned litters</h1><p>We are a small family kennel and Kennel Club Assured Breeder (licence ref. LA/CUM/2023/044 issued by Cumberland Council). We have one or two litters a year and always keep a waiting list.</p>
<div class="l"><h3>Spring 2026 – Bramble x Kelso (planned)</h3><p>Both parents hip and elbow scored, eye tested, PRA/CNM/EIC clear. Puppies £1,600.</p></div>
<p><b>How we work:</b> We'll always invite you to visit the puppies with their mum at our home before you commit. We do not take deposits until you have met the puppies, we never courier puppies, and all puppies are collected in person from 8 weeks with KC registration, microchip, first vaccination and 4 weeks insurance.</p>
<p>Please use the <a href="/contact">contact form</a> to introduce yourself and your family.</p></div>
${footer(['Kennel Club Assured Breeder', 'Privacy', 'Contact'], '© Brackenfell Labradors, near Keswick, Cumbria.')}`,
  }),
},
  {
  id: 'x-clean-twickets-face-value-resale',
  label: 'clean',
  kind: 'ticket-resale',
  url: 'https://www.twickets.live/en/event/1712290483991453696',
  body: doc({
    title: 'Fontaines D.C. – 3Arena Dublin – Tickets | Twickets',
    head: analytics('G-TWICK'),
    css: `.n{background:#0b1f33;color:#fff;padding:14px 24px;display:flex;justify-content:space-between}.w{max-width:860px;margin:20px auto;padding:0 18px}.t{border:1px solid #dde;border-radius:8px;padding:14px;margin:10px 0;display:flex;justify-content:space-between;align-items:center}.b{background:#14c3a2;color:#fff;border:0;padding:10px 18px;border-radius:6px}`,
    body: `<div class="n"><b>twickets</b><span>Fan to fan, face value ticket resale · <a href="#">Sell tickets</a> · <a href="#">Log in</a></span></div>
<div class="w"><h1>Fontaines D.C.</h1><p>3Arena, Dublin · Fri 12 Dec 2025 · Doors 18:30</p>
<div class="t"><div><b>2 x Standing</b><br><small>Original price €64.50 each · Seller: verified</small></div><div>€64.50 each <button class="b">Buy</button></div></div>
<div class="t"><div><b>1 x Seated – Block 102</b><br><small>Original price €69.90</small></div><div>€69.90 <button class="b">Buy</button></div></div>
<p style="font-size:14px">Tickets are never sold above face value on Twickets. Payment is taken securely by card or Apple Pay at checkout and held until the ticket has been transferred to you. Never pay a seller by bank transfer outside the platform.</p></div>
${footer(['How it works', 'Help', 'Terms', 'Privacy', 'Cookies'], '© Twickets Limited 2025.')}`,
  }),
},
  {
  id: 'x-clean-moneysupermarket-loan-compare',
  label: 'clean',
  kind: 'loan-comparison',
  url: 'https://www.moneysupermarket.com/loans/results/?amount=7500&term=36',
  body: doc({
    title: 'Compare Personal Loans - £7,500 over 3 years | MoneySuperMarket',
    head: analytics('G-MSMLOANS'),
    css: `.n{background:#00263a;color:#fff;padding:14px 24px}.w{max-width:960px;margin:20px auto;padding:0 18px}.r{display:grid;grid-template-columns:1.4fr 1fr 1fr 1fr auto;gap:10px;align-items:center;border:1px solid #dde;padding:14px;border-radius:6px;margin:10px 0}.b{background:#d4145a;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none}.pre{background:#e8f6ef;padding:4px 8px;border-radius:12px;font-size:12px}`,
    body: `<div class="n"><b>MoneySuperMarket</b> · Insurance · Money · Energy · Credit Monitor</div>
<div class="w"><h1>£7,500 loans over 36 months</h1><p>Results are shown with representative APRs. Check your eligibility without affecting your credit score.</p>
<div class="r"><b>Tesco Bank</b><span>6.1% APR rep.</span><span>£228.27/mo</span><span class="pre">85% chance</span><a class="b" href="#">See deal</a></div>
<div class="r"><b>Santander</b><span>6.4% APR rep.</span><span>£229.30/mo</span><span class="pre">72% chance</span><a class="b" href="#">See deal</a></div>
<div class="r"><b>Zopa</b><span>6.9% APR rep.</span><span>£230.96/mo</span><span class="pre">Pre-approved</span><a class="b" href="#">See deal</a></div>
<p style="font-size:13px"><b>Remember:</b> Genuine lenders will never ask you to pay a fee upfront before you receive a loan. If someone does, it's a scam.</p></div>
${footer(['About', 'How we make money', 'Privacy', 'Cookies', 'Complaints'], 'MoneySuperMarket.com Limited is an appointed representative of MONY Group Financial Limited, authorised and regulated by the Financial Conduct Authority (FRN 303190).')}
${cookieBar('We use cookies to personalise content and measure our ads.')}`,
  }),
},
  {
  id: 'x-clean-cibil-free-score-in',
  label: 'clean',
  kind: 'credit-score',
  url: 'https://www.cibil.com/freecibilscore',
  body: doc({
    title: 'Free CIBIL Score & Report | Check Credit Score Online - TransUnion CIBIL',
    head: analytics('G-CIBILIN'),
    css: `.n{background:#00a6ca;color:#fff;padding:14px 24px}.w{max-width:900px;margin:20px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px;padding:0 18px}input{width:100%;padding:10px;margin:5px 0 12px;border:1px solid #bbb}.b{background:#ff7a00;color:#fff;border:0;padding:12px 26px}`,
    body: `<div class="n"><b>TransUnion CIBIL</b> · Consumer · Commercial · Dispute resolution</div>
<div class="w"><div><h1>Get your free CIBIL Score &amp; Report</h1><p>Check your CIBIL Score once every year for free. Your score ranges from 300–900; a score above 750 helps you get loans faster.</p><p><b>Beware:</b> CIBIL does not have any agents who can "increase" your score for a fee, and does not ask for your OTP over phone.</p></div>
<div><form method="post" action="/freecibilscore/enroll"><label>Email</label><input name="email"><label>Create password</label><input type="password" name="pwd"><label>Full name (as on PAN)</label><input name="name"><label>ID type</label><select name="idtype"><option>Income Tax ID (PAN)</option><option>Passport</option><option>Voter ID</option></select><label>Mobile number</label><input name="mob"><button class="b">Accept and continue</button></form></div></div>
${footer(['About us', 'Privacy policy', 'Terms of use', 'Grievance redressal'], '© 2025 TransUnion CIBIL Limited. (Formerly: Credit Information Bureau (India) Limited).')}`,
  }),
},
  {
  id: 'x-clean-pensionbee-transfer-page',
  label: 'clean',
  kind: 'pension-provider',
  url: 'https://www.pensionbee.com/uk/combine-pensions',
  body: doc({
    title: 'Combine your old pensions into one online plan | PensionBee',
    head: analytics('G-PBEE'),
    css: `.n{background:#fff;padding:14px 24px;border-bottom:1px solid #eee}.hero{background:#ffcf31;padding:40px 24px}.w{max-width:900px;margin:0 auto;padding:20px 24px}.warn{background:#f4f4f4;padding:14px;border-radius:6px;font-size:14px}`,
    body: `<div class="n"><b>PensionBee</b> · Plans · How it works · Help · <a href="/uk/login">Log in</a></div>
<div class="hero"><h1>Combine your old pensions</h1><p>Find and combine your old workplace and personal pensions into one simple online plan you can manage from your phone.</p></div>
<div class="w"><ol><li>Tell us about your old pensions (provider name and policy number if you have it).</li><li>We find them and move them for you. Transfers usually take 2–4 weeks.</li><li>Track your balance and contributions in the app.</li></ol>
<div class="warn"><b>Pension scams:</b> You can't usually access your pension before age 55 (57 from 2028). Be wary of anyone offering to "unlock" or "release" your pension early, cold calls about pensions, or offers of free reviews. Check the FCA ScamSmart website before transferring.</div>
<p>When investing, your capital is at risk.</p></div>
${footer(['Privacy', 'Cookies', 'Terms', 'Careers', 'Press'], 'PensionBee Limited is authorised and regulated by the Financial Conduct Authority (FRN 720567).')}`,
  }),
},
  {
  id: 'x-clean-teamviewer-quicksupport-page',
  label: 'clean',
  kind: 'remote-support',
  url: 'https://www.teamviewer.com/en/download/windows/quicksupport/',
  body: doc({
    title: 'TeamViewer QuickSupport – Download for Windows',
    head: analytics('G-TMVWR'),
    css: `.n{background:#fff;border-bottom:1px solid #eee;padding:14px 24px}.w{max-width:900px;margin:0 auto;padding:24px}.b{display:inline-block;background:#0e8ee9;color:#fff;padding:13px 28px;border-radius:4px;text-decoration:none}.s{background:#f0f7ff;padding:14px;border-radius:6px;margin-top:18px}`,
    body: `<div class="n"><b style="color:#0e8ee9">TeamViewer</b> · Products · Solutions · Pricing · Support</div>
<div class="w"><h1>TeamViewer QuickSupport</h1><p>The QuickSupport module lets you receive support from a technician you trust. No installation required.</p><a class="b" href="/en/download/windows/quicksupport/TeamViewerQS_x64.exe">Download QuickSupport</a>
<div class="s"><b>Security notice:</b> Only share your ID and password with people you know and trust. TeamViewer employees, banks and government agencies will never call you unsolicited and ask you to install TeamViewer. Learn more on our <a href="#">Trust Center</a>.</div></div>
${footer(['Imprint', 'Privacy', 'Cookie settings', 'Legal'], '© 2025 TeamViewer SE. All rights reserved.')}`,
  }),
  routes: {
    'www.teamviewer.com/en/download/windows/quicksupport/TeamViewerQS_x64.exe': fileRoute(pe({ strings: ['TeamViewer Germany GmbH', 'TeamViewer QuickSupport'], size: 8192 }), 'application/octet-stream', 'TeamViewerQS_x64.exe'),
  },
},
  {
  id: 'x-clean-rnli-donate-page',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.rnli.org/support-us/give-money/donate',
  body: doc({
    title: 'Donate to the RNLI – Help save lives at sea',
    head: analytics('G-RNLI'),
    css: `.n{background:#002663;color:#fff;padding:14px 24px}.hero{background:#ffbf00;padding:30px 24px}.w{max-width:700px;margin:0 auto;padding:22px}.amts button{padding:12px 18px;margin:4px;border:2px solid #002663;background:#fff;font-weight:700}.amts button.on{background:#002663;color:#fff}.b{background:#002663;color:#fff;border:0;padding:14px 30px;font-size:16px;margin-top:14px}`,
    body: `<div class="n"><b>RNLI</b> · Lifeboats · Lifeguards · Safety · Support us</div><div class="hero"><h1>Your donation helps save lives at sea</h1></div>
<div class="w"><p>Our volunteer crews launch day and night, in all weathers. Please give what you can.</p>
<div class="amts"><button>£10</button><button class="on">£25</button><button>£50</button><button>£100</button><button>Other</button></div>
<label><input type="radio" name="f" checked> Single</label> <label><input type="radio" name="f"> Monthly</label>
<p><label><input type="checkbox"> Yes, I am a UK taxpayer — add Gift Aid</label></p><button class="b" onclick="location.href='/support-us/give-money/donate/details'">Continue</button>
<p style="font-size:12px;color:#666">Payments are processed securely. The RNLI will never call you and ask for your card details unexpectedly.</p></div>
${footer(['Privacy', 'Cookies', 'Accessibility', 'Contact'], 'The Royal National Lifeboat Institution (RNLI), a charity registered in England and Wales (209603), Scotland (SC037736), the Republic of Ireland (CHY 2678 and 20003326).')}`,
  }),
},
  {
  id: 'x-clean-kenya-redcross-mpesa-donate',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.redcross.or.ke/donate',
  body: doc({
    title: 'Donate | Kenya Red Cross Society',
    head: analytics('G-KRCS'),
    css: `.n{background:#ed1b2e;color:#fff;padding:14px 24px}.w{max-width:860px;margin:0 auto;padding:24px;display:grid;grid-template-columns:1fr 1fr;gap:20px}.c{border:1px solid #eee;padding:18px;border-radius:6px}`,
    body: `<div class="n"><b>Kenya Red Cross</b> · Always there · What we do · Get involved · Donate</div>
<div class="w"><div class="c"><h2>M-PESA</h2><p>Paybill: <b>10000</b><br>Account: <b>Drought</b> (or the appeal name)</p><p>You will receive an M-PESA confirmation from KENYA RED CROSS SOCIETY.</p></div>
<div class="c"><h2>Card / PayPal / Bank</h2><p>Donate online by card, or by bank transfer to our published accounts.</p><a href="/donate/online">Donate online</a></div></div>
<p style="max-width:860px;margin:0 auto;padding:0 24px;font-size:13px">Beware of fraudsters soliciting donations on behalf of Kenya Red Cross using personal numbers. We only receive M-PESA donations through Paybill 10000.</p>
${footer(['About', 'Careers', 'Tenders', 'Contact'], '© 2025 Kenya Red Cross Society.')}`,
  }),
},
  {
  id: 'x-clean-daft-letting-agent-viewing-ie',
  label: 'clean',
  kind: 'rental-agent',
  url: 'https://www.sherryfitz.ie/lettings/property/apartment-4-the-maples-ranelagh-dublin-6/',
  body: doc({
    title: 'Apartment 4, The Maples, Ranelagh, Dublin 6 – To Let | Sherry FitzGerald',
    head: analytics('G-SFLET'),
    css: `.n{background:#003a5d;color:#fff;padding:14px 24px}.w{max-width:960px;margin:20px auto;display:grid;grid-template-columns:2fr 1fr;gap:24px;padding:0 18px}.ph{height:280px;background:linear-gradient(120deg,#d7ccc8,#8d6e63)}.f input,.f select{width:100%;padding:9px;margin:4px 0 10px}`,
    body: `<div class="n"><b>Sherry FitzGerald</b> · Buy · Sell · Let · Rent · Commercial</div>
<div class="w"><div><div class="ph"></div><h1>Apartment 4, The Maples, Ranelagh, Dublin 6</h1><p><b>€2,450 per month</b> · 2 bed · 2 bath · 68 m² · BER B3</p><p>Bright second-floor apartment with balcony and designated parking, moments from the Ranelagh Luas stop. Available from 1 January. Viewing strictly by appointment with our lettings team.</p><p style="font-size:13px">We never ask for a deposit or rent before you have viewed the property and signed a lease. All payments are made to our client account after signing at our office.</p></div>
<div class="f"><h3>Request a viewing</h3><form method="post" action="/lettings/viewing-request"><input name="name" placeholder="Name"><input name="email" placeholder="Email"><input name="phone" placeholder="Phone"><select name="slot"><option>Sat 6 Dec 11:00–11:30</option><option>Tue 9 Dec 17:30–18:00</option></select><button style="width:100%;padding:10px;background:#003a5d;color:#fff;border:0">Request viewing</button></form></div></div>
${footer(['Privacy', 'Cookies', 'PSRA licence 002183', 'Contact'], '© Sherry FitzGerald Group.')}`,
  }),
},
];
