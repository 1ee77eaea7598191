import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, pe } from '../parts/x-apps.js';
import { analytics, cookieBar, css, doc, footer, imgRoute, js, json } from '../parts/x-kit.js';

// Legitimate merchants, comparison sites, pension providers, remote-support vendors and charities
// that customers reported by mistake.

export const entries: Entry[] = [
  {
  id: 'x-clean-car-dealer-uk-used-golf',
  label: 'clean',
  kind: 'car-dealer',
  url: 'https://www.pennineautocentre.co.uk/used-cars/volkswagen-golf-1-5-tsi-life-2021-ref-30412',
  body: doc({
    title: 'Used 2021 Volkswagen Golf 1.5 TSI Life 5dr for sale in Huddersfield | Pennine Auto Centre',
    head: analytics('G-PENNAUTO'),
    css: `.n{background:#101820;color:#fff;padding:14px 26px;display:flex;justify-content:space-between}.w{max-width:1040px;margin:20px auto;display:grid;grid-template-columns:1.5fr 1fr;gap:26px;padding:0 18px}.ph{height:320px;background:linear-gradient(135deg,#b0bec5,#607d8b);border-radius:6px}.spec td{padding:6px 16px 6px 0}.box{border:1px solid #ddd;border-radius:6px;padding:18px}.b{display:block;text-align:center;background:#e4002b;color:#fff;padding:12px;border-radius:4px;text-decoration:none;margin:8px 0}`,
    body: `<div class="n"><b>PENNINE AUTO CENTRE</b><span>Used cars · Finance · Part exchange · Servicing · 01484 555 210</span></div>
<div class="w"><div><div class="ph"></div><h1>Volkswagen Golf 1.5 TSI Life 5dr</h1><table class="spec"><tr><td>Year</td><td>2021 (71 reg)</td></tr><tr><td>Mileage</td><td>28,940</td></tr><tr><td>Fuel</td><td>Petrol</td></tr><tr><td>Gearbox</td><td>Manual</td></tr><tr><td>Colour</td><td>Moonstone Grey</td></tr><tr><td>MOT</td><td>Sept 2026</td></tr></table>
<p>Full VW service history, 2 keys, HPI clear, 12 months warranty included. Viewings welcome 7 days a week at our Leeds Road showroom. Test drives available with valid licence.</p></div>
<div class="box"><h2>£14,495</h2><p>Representative example: £169/month over 48 months, 9.9% APR representative. Deposit £2,000.</p><a class="b" href="/used-cars/30412/reserve">Reserve for £99 (refundable)</a><a class="b" style="background:#101820" href="/finance/apply?ref=30412">Apply for finance</a><p style="font-size:12px">Reservation holds the car for 48 hours and is deducted from the price. Balance payable on collection by debit card or bank transfer after viewing.</p></div></div>
${footer(['About us', 'Reviews', 'Careers', 'Complaints', 'Privacy'], 'Pennine Auto Centre Ltd is authorised and regulated by the Financial Conduct Authority (FRN 671204) as a credit broker, not a lender. Company no. 08814522.')}
${cookieBar('We use cookies to improve your experience and analyse traffic.')}`,
  }),
},
  {
  id: 'x-clean-car-dealer-au-toyota-yard',
  label: 'clean',
  kind: 'car-dealer',
  url: 'https://www.geelongtoyota.com.au/used/2022-toyota-rav4-gx-hybrid-stock-u24871',
  body: doc({
    title: '2022 Toyota RAV4 GX Hybrid | Used Cars Geelong | Geelong Toyota',
    head: analytics('G-GEETOY'),
    css: `.n{background:#eb0a1e;color:#fff;padding:14px 24px}.w{max-width:1000px;margin:20px auto;padding:0 18px}.g{display:grid;grid-template-columns:2fr 1fr;gap:22px}.ph{height:300px;background:linear-gradient(120deg,#eceff1,#90a4ae)}.f input{width:100%;padding:9px;margin:4px 0 10px}`,
    body: `<div class="n"><b>Geelong Toyota</b> · New · Used · Service · Parts · Finance</div>
<div class="w"><div class="g"><div><div class="ph"></div><h1>2022 Toyota RAV4 GX Hybrid 2WD</h1><p><b>$41,990 drive away</b> · 34,210 km · Automatic CVT · Glacier White · Stock U24871</p><p>Toyota Certified Pre-Owned: 160-point inspection, 2-year warranty, 24/7 roadside assist. Come in for a test drive at 200 Latrobe Terrace.</p></div>
<div class="f"><h3>Enquire about this car</h3><form method="post" action="/used/enquiry"><input name="name" placeholder="Name"><input name="email" placeholder="Email"><input name="phone" placeholder="Phone"><textarea name="msg" style="width:100%">Is this vehicle still available?</textarea><button style="width:100%;padding:10px;background:#eb0a1e;color:#fff;border:0">Send enquiry</button></form></div></div></div>
${footer(['Privacy', 'Terms', 'Careers', 'Contact'], 'Geelong Toyota · LMCT 7301 · Dealer licence displayed at premises.')}`,
  }),
},
  {
  id: 'x-clean-canstar-home-loan-compare-nz',
  label: 'clean',
  kind: 'loan-comparison',
  url: 'https://www.canstar.co.nz/home-loans/compare/',
  body: doc({
    title: 'Compare Home Loan Rates NZ | Canstar',
    head: analytics('G-CANSTARNZ'),
    css: `.n{background:#fff;border-bottom:4px solid #00a4e4;padding:14px 24px}.w{max-width:960px;margin:20px auto;padding:0 18px}table{width:100%;border-collapse:collapse}td,th{padding:10px;border-bottom:1px solid #e5e7eb;text-align:left}`,
    body: `<div class="n"><b style="color:#004b87">CANSTAR</b> New Zealand · Banking · Home loans · Insurance · KiwiSaver</div>
<div class="w"><h1>Compare home loan rates</h1><table><tr><th>Lender</th><th>1 yr fixed</th><th>2 yr fixed</th><th>Floating</th></tr><tr><td>ASB</td><td>4.99%</td><td>4.89%</td><td>6.94%</td></tr><tr><td>Kiwibank</td><td>4.95%</td><td>4.89%</td><td>6.90%</td></tr><tr><td>Westpac</td><td>4.99%</td><td>4.95%</td><td>6.99%</td></tr><tr><td>Co-operative Bank</td><td>4.89%</td><td>4.85%</td><td>6.80%</td></tr></table>
<p style="font-size:13px">Rates as at 28 November 2025. Canstar is an independent research and ratings company; we may earn a referral fee from some providers.</p></div>
${footer(['About', 'Methodology', 'Privacy', 'Terms'], '© Canstar New Zealand Limited.')}`,
  }),
},
  {
  id: 'x-clean-clearscore-dashboard-login',
  label: 'clean',
  kind: 'credit-score',
  url: 'https://app.clearscore.com/login',
  body: doc({
    title: 'Log in | ClearScore',
    head: analytics('G-CLRSCR'),
    css: `body{background:#0e1a2b;color:#fff}.c{max-width:400px;margin:60px auto;background:#15263d;padding:30px;border-radius:12px}input{width:100%;padding:13px;border-radius:6px;border:1px solid #36506f;background:#0e1a2b;color:#fff;margin:6px 0 14px}.b{width:100%;padding:13px;background:#00d0b9;color:#0e1a2b;border:0;border-radius:30px;font-weight:700}`,
    body: `<div class="c"><h2>ClearScore</h2><p>Log in to see your credit score and report — free, forever.</p><form method="post" action="/login/api"><label>Email</label><input name="email" type="email" autocomplete="email"><label>Password</label><input name="password" type="password" autocomplete="current-password"><button class="b">Log in</button></form><p><a href="/forgot-password">Forgotten password?</a> · <a href="/signup">Sign up</a></p><p style="font-size:12px;color:#9fb3c8">Checking your score with ClearScore never affects your credit rating. ClearScore will never call you asking you to pay to "fix" your score.</p></div>`,
  }),
},
  {
  id: 'x-clean-kiwisaver-provider-withdrawal-info',
  label: 'clean',
  kind: 'pension-provider',
  url: 'https://www.simplicity.kiwi/kiwisaver/withdrawals/first-home',
  body: doc({
    title: 'First home withdrawals | Simplicity KiwiSaver',
    head: analytics('G-SIMPKS'),
    css: `.n{background:#1a3d2f;color:#fff;padding:14px 24px}.w{max-width:860px;margin:0 auto;padding:22px 24px}.s{background:#eef5f1;padding:14px;border-radius:6px}`,
    body: `<div class="n"><b>Simplicity</b> · KiwiSaver · Investment funds · Home loans · <a href="/login">Log in</a></div>
<div class="w"><h1>Withdrawing your KiwiSaver for your first home</h1><p>If you've been a member for at least 3 years you may be able to withdraw most of your KiwiSaver savings to buy your first home. You must leave at least $1,000 in your account.</p>
<p>Applications are made through your member portal and must include your sale and purchase agreement. Funds are paid directly to your lawyer's trust account — never to you or a third party.</p>
<div class="s"><b>Stay safe:</b> We will never ask you to pay a fee to "unlock" your KiwiSaver, and we only pay first-home withdrawals to a lawyer or conveyancer's trust account. If you get an offer to access your KiwiSaver early, contact us on 0800 800 800.</div></div>
${footer(['Fees', 'PDS & documents', 'Privacy', 'Complaints'], 'Simplicity NZ Limited is the manager of the Simplicity KiwiSaver Scheme. Product disclosure statement available.')}`,
  }),
},
  {
  id: 'x-clean-anydesk-download-page',
  label: 'clean',
  kind: 'remote-support',
  url: 'https://anydesk.com/en-gb/downloads/windows',
  body: doc({
    title: 'Download AnyDesk for Windows – Remote Desktop Software',
    head: analytics('G-ANYDESK'),
    css: `.n{background:#fff;border-bottom:1px solid #eee;padding:14px 24px;display:flex;justify-content:space-between}.hero{text-align:center;padding:40px 20px}.b{display:inline-block;background:#ef443b;color:#fff;padding:14px 30px;border-radius:4px;text-decoration:none;font-weight:700}.warn{max-width:760px;margin:20px auto;background:#fff5f5;border:1px solid #f5c2c0;padding:16px;border-radius:6px}`,
    body: `<div class="n"><b style="color:#ef443b">AnyDesk</b><span>Solutions · Pricing · Downloads · Support · <a href="#">Log in</a></span></div>
<div class="hero"><h1>AnyDesk for Windows</h1><p>Version 9.0.4 · 5.2 MB · Windows 7 and later</p><a class="b" href="/en-gb/downloads/windows/AnyDesk.exe">Download Now</a><p style="font-size:13px;color:#666">Also available for macOS, Linux, Android, iOS, Raspberry Pi.</p></div>
<div class="warn"><h3>Beware of scammers</h3><p>AnyDesk is used by scammers who pretend to be from your bank, a tech company or a government agency. <b>Never give remote access to someone who contacted you unexpectedly</b>, and never let anyone connected to your device log in to your online banking. If you suspect fraud, end the session and contact your bank.</p></div>
${footer(['Imprint', 'Privacy', 'Trust center', 'Abuse reporting'], '© 2025 AnyDesk Software GmbH, Stuttgart, Germany.')}`,
  }),
  routes: {
    'anydesk.com/en-gb/downloads/windows/AnyDesk.exe': fileRoute(pe({ strings: ['AnyDesk Software GmbH', 'AnyDesk', 'FileDescription', 'AnyDesk remote desktop'], size: 8192 }), 'application/octet-stream', 'AnyDesk.exe'),
  },
},
  {
  id: 'x-clean-aktion-deutschland-hilft-spenden-de',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.aktion-deutschland-hilft.de/de/spenden/spendenformular/',
  body: doc({
    lang: 'de',
    title: 'Jetzt spenden | Aktion Deutschland Hilft',
    head: analytics('G-ADH'),
    css: `.n{background:#e30613;color:#fff;padding:14px 24px}.w{max-width:640px;margin:0 auto;padding:24px}input,select{width:100%;padding:10px;margin:5px 0 12px;border:1px solid #aaa}.b{background:#e30613;color:#fff;border:0;padding:13px 30px}`,
    body: `<div class="n"><b>Aktion Deutschland Hilft</b> · Bündnis deutscher Hilfsorganisationen</div>
<div class="w"><h1>Jetzt spenden – Nothilfe weltweit</h1><form method="post" action="/de/spenden/spendenformular/schritt-2"><label>Betrag</label><select name="betrag"><option>30 €</option><option selected>50 €</option><option>100 €</option><option>Anderer Betrag</option></select><label>Zahlungsart</label><select name="zahlart"><option>SEPA-Lastschrift</option><option>PayPal</option><option>Kreditkarte</option><option>Überweisung</option></select><label>Vorname</label><input name="vorname"><label>Nachname</label><input name="nachname"><label>E-Mail</label><input name="email"><button class="b">Weiter</button></form>
<p style="font-size:13px">Spendenkonto: IBAN DE62 3702 0500 0000 1020 30 · Bank für Sozialwirtschaft. Ihre Spende ist steuerlich absetzbar. DZI-Spendensiegel.</p></div>
${footer(['Impressum', 'Datenschutz', 'Transparenz', 'Kontakt'], 'Aktion Deutschland Hilft e.V., Willy-Brandt-Allee 10–12, 53113 Bonn.')}`,
  }),
},
];
