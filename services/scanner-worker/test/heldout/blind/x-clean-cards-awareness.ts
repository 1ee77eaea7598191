import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, cookieBar, css, doc, footer, imgRoute, js, json } from '../parts/x-kit.js';

// Card activation and 3-D Secure pages on issuers' own domains, and fraud-awareness pages customers reported.

export const entries: Entry[] = [
  {
  id: 'x-clean-barclaycard-activate-card',
  label: 'clean',
  kind: 'card-activation',
  url: 'https://www.barclaycard.co.uk/personal/activate-your-card',
  body: doc({
    title: 'Activate your card | Barclaycard',
    head: analytics('G-BCARDUK'),
    css: `.h{background:#00395d;color:#fff;padding:16px 26px;display:flex;justify-content:space-between}.c{max-width:820px;margin:26px auto;padding:0 20px}.opt{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.opt div{border:1px solid #cfd8e3;border-radius:8px;padding:18px}.b{display:inline-block;background:#00aeef;color:#fff;padding:11px 22px;border-radius:4px;text-decoration:none}`,
    body: `<div class="h"><b>barclaycard</b><span><a href="https://www.barclaycard.co.uk/personal/help">Help</a> · <a href="https://www.barclaycard.co.uk/personal/login">Log in</a></span></div>
<div class="c"><h1>Activate your new card</h1><p>You'll need to activate your card before you can use it. It only takes a minute, and you can do it in whichever way suits you.</p>
<div class="opt"><div><h3>In the app</h3><p>Log in to the Barclaycard app, select your new card and follow the steps.</p></div><div><h3>Online</h3><p>Log in to online servicing and we'll prompt you to activate.</p><a class="b" href="https://www.barclaycard.co.uk/personal/login">Log in to activate</a></div><div><h3>By phone</h3><p>Call the automated service on <b>0800 151 0900</b>. Have your card to hand.</p></div></div>
<h2>Keeping your card safe</h2><p>We'll never ask for your full PIN or your online password, and we'll never send a courier to collect your card. If you're unsure about a call, hang up and call us back on the number on the back of your card.</p></div>
${footer(['Accessibility', 'Privacy', 'Cookies', 'Security', 'Modern slavery'], 'Barclaycard is a trading name of Barclays Bank UK PLC. Barclays Bank UK PLC is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register No. 759676).')}`,
  }),
},
  {
  id: 'x-clean-intesa-attiva-carta-it',
  label: 'clean',
  kind: 'card-activation',
  url: 'https://www.intesasanpaolo.com/it/persone-e-famiglie/prodotti/carte/attivazione-carta.html',
  body: doc({
    lang: 'it',
    title: 'Attiva la tua carta | Intesa Sanpaolo',
    head: analytics('G-ISPIT'),
    css: `.h{background:#fff;border-bottom:3px solid #005a35;padding:14px 26px;display:flex;justify-content:space-between}.h b{color:#005a35}.c{max-width:820px;margin:24px auto;padding:0 20px}.st{border-left:4px solid #f58220;padding:8px 16px;margin:12px 0;background:#fafafa}`,
    body: `<div class="h"><b>INTESA SANPAOLO</b><span><a href="#">Accedi</a> · <a href="#">Assistenza</a></span></div>
<div class="c"><h1>Come attivare la tua nuova carta</h1><p>Hai ricevuto la nuova carta di debito o di credito? Attivarla è semplice e richiede pochi secondi.</p>
<div class="st"><b>Dall'app Intesa Sanpaolo Mobile</b><br>Accedi, vai in <i>Carte</i>, seleziona la nuova carta e tocca <i>Attiva</i>. Conferma con O-Key Smart.</div>
<div class="st"><b>Dall'internet banking</b><br>Accedi al sito con il codice titolare e il PIN, poi segui le istruzioni nella sezione Carte.</div>
<div class="st"><b>Al primo prelievo</b><br>La carta si attiva anche con il primo prelievo presso uno sportello automatico del Gruppo.</div>
<h2>Attenzione alle truffe</h2><p>Intesa Sanpaolo non ti chiederà mai via SMS, email o telefono di comunicare codici, PIN o credenziali, né di "riattivare" O-Key con un link.</p></div>
${footer(['Privacy', 'Cookie policy', 'Accessibilità', 'Trasparenza', 'Sicurezza'], 'Intesa Sanpaolo S.p.A. – Sede legale Piazza San Carlo 156, 10121 Torino. Capitale sociale € 10.368.870.930,08.')}`,
  }),
},
  {
  id: 'x-clean-takefive-stop-fraud-uk',
  label: 'clean',
  kind: 'fraud-awareness',
  url: 'https://www.takefive-stopfraud.org.uk/advice/general-advice/',
  body: doc({
    title: 'General advice | Take Five to Stop Fraud',
    head: analytics('G-T5SF'),
    css: `.h{background:#0f3b5f;color:#fff;padding:18px 28px;display:flex;justify-content:space-between}.hero{background:#eaf2f8;padding:34px 28px}.c{max-width:900px;margin:0 auto;padding:20px 28px}.three{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.three div{background:#fff;border-top:5px solid #f6a800;padding:16px;box-shadow:0 1px 4px #0002}`,
    body: `<div class="h"><b>TAKE FIVE — TO STOP FRAUD</b><nav><a href="#">Advice</a> · <a href="#">Test yourself</a> · <a href="#">Resources</a> · <a href="#">About</a></nav></div>
<div class="hero"><h1>My money? My info? I don't think so.</h1><p>Criminals are experts at impersonating people, organisations and the police. They spend hours researching you for their scams, hoping you'll let your guard down for just a moment.</p></div>
<div class="c"><div class="three"><div><h3>Stop</h3><p>Taking a moment to stop and think before parting with your money or information could keep you safe.</p></div><div><h3>Challenge</h3><p>Could it be fake? It's OK to reject, refuse or ignore any requests. Only criminals will try to rush or panic you.</p></div><div><h3>Protect</h3><p>Contact your bank immediately if you think you've fallen for a scam and report it to Action Fraud.</p></div></div>
<h2>Remember</h2><ul><li>Your bank or the police will never ask you to transfer money to a safe account.</li><li>Never give anyone remote access to your computer as a result of a cold call.</li><li>Call 159 to reach your bank's fraud team safely.</li></ul></div>
${footer(['Privacy', 'Cookies', 'Accessibility', 'Contact'], 'Take Five is a national campaign led by UK Finance and backed by Her Majesty\'s Government and the banking industry.')}`,
  }),
},
  {
  id: 'x-clean-safaricom-mpesa-fraud-tips-ke',
  label: 'clean',
  kind: 'fraud-awareness',
  url: 'https://www.safaricom.co.ke/personal/m-pesa/getting-started/m-pesa-fraud-awareness',
  body: doc({
    title: 'M-PESA Fraud Awareness | Safaricom',
    head: analytics('G-SAFKE'),
    css: `.h{background:#4caf50;color:#fff;padding:16px 26px;display:flex;justify-content:space-between}.c{max-width:900px;margin:0 auto;padding:22px 26px}.g{display:grid;grid-template-columns:1fr 1fr;gap:18px}.g div{background:#f3faf3;padding:16px;border-radius:6px}`,
    body: `<div class="h"><b>Safaricom</b><span>Personal · Business · M-PESA · <a href="#">Help</a></span></div>
<div class="c"><h1>Stay safe: M-PESA fraud awareness</h1><div class="g">
<div><h3>Reversal requests</h3><p>If someone calls saying they sent you money "by mistake", check your M-PESA balance first. Genuine reversals are requested by the sender through *234# or by calling 100 — Safaricom will never ask for your PIN to reverse a transaction.</p></div>
<div><h3>Fake messages</h3><p>All genuine M-PESA messages come from <b>MPESA</b>. Messages from a normal phone number are fake.</p></div>
<div><h3>Loan app fees</h3><p>Licensed digital lenders do not ask for an upfront "processing fee" before disbursing a loan.</p></div>
<div><h3>Report fraud</h3><p>Forward fraud SMS to <b>333</b> free of charge, or call 0722 000 100.</p></div></div>
<p><b>Never share your M-PESA PIN, ID number or SIM PUK with anyone.</b></p></div>
${footer(['About us', 'Careers', 'Terms and conditions', 'Privacy statement', 'Contact us'], '© 2025 Safaricom PLC. All rights reserved.')}`,
  }),
},
  {
  id: 'x-clean-rbc-fraud-centre-recognize',
  label: 'clean',
  kind: 'fraud-awareness',
  url: 'https://www.rbc.com/cyber/fraud-types/impersonation.html',
  body: doc({
    title: 'Impersonation Fraud - RBC Cyber Security',
    head: analytics('G-RBCCYB'),
    css: `.h{background:#005daa;color:#fff;padding:16px 26px}.h span{background:#ffd200;color:#005daa;padding:2px 6px;font-weight:700;margin-right:8px}.c{max-width:880px;margin:0 auto;padding:22px 26px}.q{background:#f3f7fb;padding:14px;border-radius:6px;margin:10px 0}`,
    body: `<div class="h"><span>RBC</span>Cyber Security · Fraud Centre</div>
<div class="c"><h1>Bank Investigator &amp; Impersonation Scams</h1><p>In a "bank investigator" scam, a fraudster calls pretending to be from RBC, the police or another financial institution. They ask for your help with an "investigation" into an employee, and convince you to withdraw cash, buy gift cards or crypto, or send an Interac e-Transfer.</p>
<div class="q"><b>RBC will never:</b> ask you to help with an investigation, ask for your password or one-time passcode, send someone to pick up your card, or ask you to move money to protect it.</div>
<h2>Interac e-Transfer phishing</h2><p>Be careful of emails and texts that say you've received money and ask you to choose your bank. Always deposit through your RBC Mobile app or Online Banking directly.</p>
<p>Think you're a victim? Call <b>1-800-769-2555</b>.</p></div>
${footer(['Privacy & Security', 'Legal', 'Accessibility', 'Advertising & Cookies', 'Français'], 'Royal Bank of Canada Website, © 1995-2025')}`,
  }),
},
  {
  id: 'x-clean-rbi-beaware-booklet-in',
  label: 'clean',
  kind: 'fraud-awareness',
  url: 'https://www.rbi.org.in/Scripts/PublicationsView.aspx?id=BEAWARE2025',
  body: doc({
    title: 'Reserve Bank of India - BE(A)WARE: A booklet on modus operandi of financial frauds',
    head: analytics('G-RBIIN'),
    css: `.h{background:#f7f0e1;border-bottom:3px solid #8b5a2b;padding:14px 26px}.c{max-width:900px;margin:0 auto;padding:20px 26px}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:8px;text-align:left;vertical-align:top}th{background:#f2e8d5}`,
    body: `<div class="h"><b>भारतीय रिज़र्व बैंक · Reserve Bank of India</b></div>
<div class="c"><h1>BE(A)WARE – Be Aware and Beware!</h1><p>A booklet on modus operandi used by fraudsters and precautions to be taken while doing financial transactions.</p>
<table><tr><th>Modus operandi</th><th>Precautions</th></tr>
<tr><td>Fraudsters send SMS claiming KYC is expiring and share a link or ask to download an app.</td><td>Banks never send links for KYC updation. Contact your branch directly.</td></tr>
<tr><td>Fraudsters send a UPI "collect request" or QR code claiming you will <i>receive</i> money.</td><td>Entering your UPI PIN is only needed to <b>pay</b>, never to receive money.</td></tr>
<tr><td>Fraudsters ask you to install screen-sharing apps to "help" with a problem.</td><td>Never install apps at the request of unknown callers.</td></tr>
<tr><td>Fake digital lending apps demand upfront fees.</td><td>Check the lender is an RBI-regulated entity.</td></tr></table>
<p>Report cyber fraud at the National Cyber Crime Helpline <b>1930</b> or cybercrime.gov.in. <a href="/Scripts/BEAWARE.pdf">Download the booklet (PDF)</a></p></div>
${footer(['Disclaimer', 'Website policies', 'RTI', 'Sitemap', 'हिंदी'], '© Reserve Bank of India. All Rights Reserved.')}`,
  }),
},
];
