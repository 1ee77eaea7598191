import type { Entry } from '../entry.js';
import { doc, tracker } from '../parts/s-kit.js';

/** Author s: clean-finance (dev split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'www.northlakeexchange.com';
  return E({
    id: 's-clean-exchange-fee-schedule',
    label: 'clean',
    kind: 'exchange-fees',
    url: `https://${h}/legal/fees`,
    body: doc({
      title: 'Fee Schedule – Trading, Deposit and Withdrawal Fees | Northlake Exchange',
      css: `body{margin:0;font-family:Inter,Arial;color:#111}header{padding:14px 30px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}.w{max-width:900px;margin:auto;padding:20px}table{width:100%;border-collapse:collapse;margin:10px 0}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left;font-size:14px}.note{background:#f6f8fa;padding:12px;font-size:13px}footer{font-size:12px;color:#666;padding:20px 30px}`,
      body: `<header><b>Northlake Exchange</b><nav>Prices · Learn · Institutional · <a href="/signin">Sign in</a></nav></header>
<div class="w"><h1>Fee schedule</h1><p>Last updated: 1 March 2026</p>
<h2>Trading fees (30-day volume)</h2><table><tr><th>Volume (USD)</th><th>Maker</th><th>Taker</th></tr><tr><td>$0 – $10,000</td><td>0.40%</td><td>0.60%</td></tr><tr><td>$10,000 – $50,000</td><td>0.25%</td><td>0.40%</td></tr><tr><td>$50,000 – $1M</td><td>0.15%</td><td>0.25%</td></tr><tr><td>$1M+</td><td>0.05%</td><td>0.15%</td></tr></table>
<h2>Crypto withdrawals</h2><table><tr><th>Asset</th><th>Network</th><th>Network fee</th></tr><tr><td>BTC</td><td>Bitcoin</td><td>Dynamic (shown before you confirm)</td></tr><tr><td>ETH</td><td>Ethereum</td><td>Dynamic</td></tr><tr><td>USDC</td><td>Ethereum / Solana / Base</td><td>Dynamic / $0.01 / $0.01</td></tr></table>
<p class="note"><b>Fees are always deducted from the amount you withdraw</b> and displayed before you confirm. Northlake will never ask you to make a separate deposit, pay "tax", "unlock" or "verification" fees, or send funds to release a withdrawal. If someone asks you to do this, it is a scam — contact support through the app.</p>
<h2>Fiat</h2><table><tr><th>Method</th><th>Deposit</th><th>Withdrawal</th></tr><tr><td>ACH</td><td>Free</td><td>Free</td></tr><tr><td>Wire</td><td>$10</td><td>$25</td></tr><tr><td>Debit card</td><td>3.99%</td><td>Up to 1.5%</td></tr></table></div>
<footer>Northlake Exchange, Inc. is licensed to engage in virtual currency business activity by the New York State Department of Financial Services. NMLS ID 1942216. Cryptocurrency is not legal tender and is not backed by the government.</footer>`,
    }),
  });
})(),

(() => {
  const h = 'www.lionvest.sg';
  return E({
    id: 's-clean-robo-advisor-sg',
    label: 'clean',
    kind: 'robo-advisor',
    url: `https://${h}/portfolios/general-investing`,
    body: doc({
      lang: 'en-SG',
      title: 'General Investing Portfolios | LionVest – Digital Wealth Manager',
      css: `body{margin:0;font-family:"Nunito",Arial;color:#17324d}header{display:flex;justify-content:space-between;padding:14px 30px;background:#fff;border-bottom:1px solid #e6ecf2}.hero{background:#eaf4ff;padding:40px 30px}.w{max-width:1000px;margin:auto;padding:20px}.cards{display:flex;gap:16px}.cards div{flex:1;border:1px solid #dde6ef;border-radius:10px;padding:16px}.disc{font-size:12px;color:#4a6075;border-top:1px solid #e6ecf2;padding-top:12px}`,
      body: `<header><b>LionVest</b><nav>Portfolios · Cash management · SRS · Pricing · <a href="/login">Log in</a></nav></header>
<div class="hero"><h1>Invest in globally diversified portfolios from S$1</h1><p>Low fees, automatic rebalancing and no lock-in. Built with ETFs from leading managers.</p></div>
<div class="w"><div class="cards"><div><h3>Conservative</h3><p>Risk index 0.14 · Mostly bonds</p><p>Annualised return since 2019: 3.1%*</p></div><div><h3>Balanced</h3><p>Risk index 0.24</p><p>Annualised return since 2019: 5.6%*</p></div><div><h3>Growth</h3><p>Risk index 0.36 · Mostly equities</p><p>Annualised return since 2019: 8.2%*</p></div></div>
<h3>Fees</h3><p>0.8% p.a. for the first S$25,000, 0.6% p.a. thereafter. No sales charge, no withdrawal fee. Fund expense ratios (0.05%–0.25%) are paid to the fund managers.</p>
<p class="disc">*Past performance is not indicative of future performance. Returns are time-weighted, net of LionVest fees, in SGD. The value of your investments may fall as well as rise and you may get back less than you invested. LionVest Pte. Ltd. holds a Capital Markets Services Licence issued by the Monetary Authority of Singapore (CMS100891). This advertisement has not been reviewed by the Monetary Authority of Singapore. Beware of impersonation scams — we will never ask you to transfer funds to a personal account or via WhatsApp. Check the MAS Financial Institutions Directory.</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'www.bluecanyonlending.com';
  const t = tracker(h, 'gtag', 'G-BCL9921A');
  return E({
    id: 's-clean-lender-personal-loan-us',
    label: 'clean',
    kind: 'lender',
    url: `https://${h}/personal-loans`,
    body: doc({
      title: 'Personal Loans from $2,000 to $40,000 | Blue Canyon Lending',
      head: t.snippet,
      css: `body{margin:0;font-family:Arial;color:#1c2b39}header{display:flex;justify-content:space-between;padding:14px 30px;background:#0a4d8c;color:#fff}.hero{padding:40px 30px;background:#e9f2fb}.calc{background:#fff;border:1px solid #cfe0f1;padding:16px;max-width:420px;border-radius:8px}.w{max-width:960px;margin:auto;padding:20px}.fine{font-size:12px;color:#555}`,
      body: `<header><b>Blue Canyon Lending</b><nav>Personal loans · Debt consolidation · Rates · Help · Sign in</nav></header>
<div class="hero"><h1>Personal loans with fixed rates from 8.99% APR</h1><p>Check your rate in minutes without affecting your credit score.</p>
<div class="calc"><label>Loan amount: <b id="la">$10,000</b></label><br><input type="range" id="r" min="2000" max="40000" step="500" value="10000" style="width:100%"><p>Term: 36 months · Example APR 14.99%</p><p>Estimated monthly payment: <b id="mp"></b></p><button>Check my rate</button></div></div>
<div class="w"><h2>No upfront fees</h2><p>We never charge an application fee, and you never pay anything before your loan is funded. An origination fee of 0%–6% may be deducted from the loan proceeds — it's shown in your loan agreement before you sign. No prepayment penalty.</p>
<p class="fine"><b>Representative example:</b> A $10,000 loan with a 36-month term and 14.99% APR (12.49% interest rate and 2.5% origination fee) would have 36 monthly payments of $334.50. APRs range from 8.99% to 35.99%. Loans are subject to credit approval and made by Cascade State Bank, Member FDIC. Blue Canyon Lending, LLC NMLS #2211407. Not available in all states. Beware of loan scams: legitimate lenders don't ask for fees via gift cards or wire transfers before funding.</p></div>
<script>var r=document.getElementById('r');function u(){var P=+r.value,i=0.1249/12,n=36;var m=P*1.025*i/(1-Math.pow(1+i,-n));document.getElementById('la').textContent='$'+P.toLocaleString();document.getElementById('mp').textContent='$'+m.toFixed(2);}r.oninput=u;u();</script>`,
    }),
    routes: t.routes,
  });
})(),

(() => {
  const h = 'www.umhlangacredit.co.za';
  return E({
    id: 's-clean-lender-za',
    label: 'clean',
    kind: 'lender',
    url: `https://${h}/personal-loans/how-to-apply`,
    body: doc({
      lang: 'en-ZA',
      title: 'How to apply for a personal loan | Umhlanga Credit',
      css: `body{margin:0;font-family:Arial;color:#222}header{background:#7b1fa2;color:#fff;padding:14px 30px}.w{max-width:900px;margin:auto;padding:20px}.warn{background:#fce4ec;border-left:4px solid #ad1457;padding:12px}table td{padding:6px 10px;border-bottom:1px solid #eee}footer{font-size:12px;color:#555;padding:20px 30px;border-top:1px solid #eee}`,
      body: `<header><b>Umhlanga Credit</b> · Personal loans up to R250 000</header>
<div class="w"><h1>How to apply</h1><ol><li>Apply online or in branch with your SA ID, 3 months' bank statements and latest payslip.</li><li>We do a credit check and an affordability assessment, as required by the National Credit Act.</li><li>If approved, you receive a pre-agreement quote showing the interest rate, initiation fee, monthly service fee and credit life insurance cost.</li><li>Once you sign, the money is paid into your account.</li></ol>
<table><tr><td>Interest rate</td><td>From 15.75% to 28.25% p.a. (based on your risk profile)</td></tr><tr><td>Initiation fee</td><td>Max R1 207.50 incl. VAT — added to the loan, never paid upfront</td></tr><tr><td>Monthly service fee</td><td>R69 incl. VAT</td></tr><tr><td>Credit life insurance</td><td>Optional — you may use your own policy</td></tr></table>
<p class="warn"><b>Scam alert:</b> Umhlanga Credit will never ask you to pay any amount before your loan is paid out. We don't advertise "no credit check" or "blacklisted welcome" loans, and we don't ask you to deposit money into personal or "trust" accounts. Report suspicious messages to the National Credit Regulator.</p></div>
<footer>Umhlanga Credit (Pty) Ltd · Registered Credit Provider NCRCP 4821 · Authorised FSP 44182 · 2 Ncondo Place, Umhlanga Ridge</footer>`,
    }),
  });
})(),

(() => {
  const h = 'www.clearpathdebtcharity.org.uk';
  return E({
    id: 's-clean-debt-advice-charity-uk',
    label: 'clean',
    kind: 'debt-charity',
    url: `https://${h}/debt-solutions/debt-relief-order`,
    body: doc({
      lang: 'en-GB',
      title: 'Debt Relief Order (DRO) – Is it right for you? | ClearPath Debt Charity',
      css: `body{margin:0;font-family:Arial;color:#1f2a30;line-height:1.5}header{background:#00695c;color:#fff;padding:14px 30px}.w{max-width:800px;margin:auto;padding:20px}.box{background:#e0f2f1;padding:14px;border-radius:6px}.free{background:#fff3e0;padding:12px}footer{font-size:12px;color:#555;padding:20px 30px;border-top:1px solid #ddd}`,
      body: `<header><b>ClearPath Debt Charity</b> · Free, impartial debt advice · 0800 555 0140</header>
<div class="w"><p><a href="/">Home</a> › <a href="/debt-solutions">Debt solutions</a> › Debt Relief Order</p>
<h1>Debt Relief Order (DRO)</h1><p>A DRO is a formal debt solution in England, Wales and Northern Ireland for people with a low income and few assets. It lasts 12 months, and at the end most of the debts included are written off.</p>
<div class="box"><b>You might be able to get a DRO if:</b><ul><li>you owe £50,000 or less</li><li>you have £75 or less spare income each month after essential costs</li><li>you don't own your home and have assets worth £2,000 or less (a vehicle up to £4,000 is allowed)</li></ul></div>
<h2>What does it cost?</h2><p>The Insolvency Service fee is <b>£0</b> since April 2024. You can only apply through an approved intermediary, such as our advisers. <b>Our help is always free.</b></p>
<p class="free">Be careful of companies that advertise "government debt write-off schemes" or ask for an upfront fee. No legitimate scheme can make your debt "legally void" for a fee. If in doubt, check the FCA register.</p>
<p><a href="/get-help">Start online debt advice</a> · <a href="/webchat">Webchat</a></p></div>
<footer>ClearPath Debt Charity is a registered charity in England and Wales (1128844) and Scotland (SC041206). Authorised and regulated by the Financial Conduct Authority (FRN 618233).</footer>`,
    }),
  });
})(),

(() => {
  const h = 'www.heartlandcreditcounseling.org';
  return E({
    id: 's-clean-credit-counseling-us',
    label: 'clean',
    kind: 'debt-charity',
    url: `https://${h}/debt-management-plan`,
    body: doc({
      title: 'Debt Management Plan – Nonprofit Credit Counseling | Heartland Credit Counseling',
      css: `body{margin:0;font-family:Arial;color:#222;line-height:1.5}header{background:#283593;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.w{max-width:860px;margin:auto;padding:20px}table td{padding:6px 10px;border-bottom:1px solid #eee}.tip{background:#e8eaf6;padding:12px}`,
      body: `<header><b>Heartland Credit Counseling</b><span>Nonprofit 501(c)(3) · NFCC member · (800) 555-0166</span></header>
<div class="w"><h1>Debt Management Plan (DMP)</h1><p>A DMP combines your credit card payments into one monthly payment. We work with your creditors to lower interest rates and waive late fees. Most plans pay off debt in 3 to 5 years.</p>
<h2>Fees</h2><table><tr><td>Credit counseling session</td><td>Free</td></tr><tr><td>DMP setup fee</td><td>$0 – $50 (waived based on income)</td></tr><tr><td>Monthly fee</td><td>$0 – $49 depending on your state</td></tr></table>
<p class="tip"><b>How we differ from debt settlement companies:</b> We don't tell you to stop paying your creditors, we don't promise to erase your debt, and federal rules prohibit debt relief companies that sell by phone from charging fees before they settle any debt. If a company asks for a large upfront "enrollment fee", walk away.</p>
<p>Consumer credit counselors are certified and your session is confidential. <a href="/start">Start a free session</a>.</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'www.sahayogfinance.co.in';
  const t = tracker(h, 'gtag', 'G-SFIN77301');
  return E({
    id: 's-clean-nbfc-loan-hi',
    label: 'clean',
    kind: 'lender',
    url: `https://${h}/hi/personal-loan`,
    body: doc({
      lang: 'hi',
      title: 'पर्सनल लोन – ब्याज दर, शुल्क और पात्रता | सहयोग फाइनेंस',
      head: t.snippet,
      css: `body{margin:0;font-family:"Noto Sans Devanagari",Arial;color:#222}header{background:#1565c0;color:#fff;padding:14px 30px}.w{max-width:900px;margin:auto;padding:20px;line-height:1.7}table{border-collapse:collapse;width:100%}td{border:1px solid #ddd;padding:8px}.s{background:#fff8e1;padding:12px;border-radius:6px}footer{font-size:12px;color:#555;padding:20px 30px;border-top:1px solid #ddd}`,
      body: `<header><b>सहयोग फाइनेंस लिमिटेड</b> · RBI पंजीकृत NBFC</header>
<div class="w"><h1>पर्सनल लोन ₹50,000 से ₹15 लाख तक</h1>
<table><tr><td>ब्याज दर</td><td>11.49% से 24% प्रति वर्ष</td></tr><tr><td>प्रोसेसिंग शुल्क</td><td>लोन राशि का 2% तक + GST (लोन राशि से काटा जाता है)</td></tr><tr><td>अवधि</td><td>12 से 60 महीने</td></tr><tr><td>फोरक्लोज़र शुल्क</td><td>12 EMI के बाद शून्य</td></tr></table>
<p>सभी शुल्क की जानकारी स्वीकृति से पहले Key Fact Statement (KFS) में दी जाती है।</p>
<p class="s"><b>सावधान रहें:</b> सहयोग फाइनेंस कभी भी लोन देने से पहले UPI, Paytm या किसी व्यक्तिगत खाते में "फाइल चार्ज" या "बीमा शुल्क" नहीं मांगता। हमारे अधिकृत डिजिटल लेंडिंग ऐप की सूची हमारी वेबसाइट पर उपलब्ध है। धोखाधड़ी की शिकायत cybercrime.gov.in या 1930 पर करें।</p></div>
<footer>Sahayog Finance Ltd · CIN U65910MH1996PLC099812 · RBI पंजीकरण संख्या N-13.01842 · शिकायत निवारण अधिकारी: grievance@sahayogfinance.co.in</footer>`,
    }),
    routes: t.routes,
  });
})(),

(() => {
  const h = 'www.bancolevante.es';
  return E({
    id: 's-clean-bank-fraud-advice-es',
    label: 'clean',
    kind: 'consumer-article',
    url: `https://${h}/particulares/seguridad/fraudes-frecuentes`,
    body: doc({
      lang: 'es',
      title: 'Fraudes frecuentes: cómo protegerte | Banco Levante',
      css: `body{margin:0;font-family:Arial;color:#222;line-height:1.6}header{background:#004481;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.w{max-width:860px;margin:auto;padding:24px}.c{border:1px solid #e0e6ee;border-radius:8px;padding:14px;margin:10px 0}.m{background:#f4f6f9;border-radius:10px;padding:10px;font-size:14px;font-style:italic}footer{font-size:12px;color:#555;padding:20px 30px;border-top:1px solid #ddd}`,
      body: `<header><b>Banco Levante</b><span>Particulares · Empresas · Ayuda · Acceso clientes</span></header>
<div class="w"><h1>Fraudes frecuentes y cómo protegerte</h1>
<div class="c"><h2>Ofertas de empleo que piden pagar</h2><p>Te "contratan" para trabajar desde casa y te envían un cheque para comprar el equipo a un proveedor concreto. El cheque es falso y el dinero que transfieres se pierde.</p></div>
<div class="c"><h2>Inversiones con rentabilidad garantizada</h2><p>Anuncios con famosos, "inteligencia artificial" o criptomonedas que prometen ganancias diarias. Consulta siempre el registro de la CNMV antes de invertir.</p></div>
<div class="c"><h2>El falso alquiler</h2><p>Un piso muy barato cuyo propietario "está en el extranjero" y pide una fianza por adelantado.</p><p class="m">"Estoy trabajando en Londres, le envío las llaves por mensajería cuando reciba la fianza."</p></div>
<p><b>Banco Levante nunca te pedirá claves, códigos SMS ni que hagas una transferencia para "proteger" tu dinero.</b> Si crees que has sido víctima, llama al 900 555 012 (24 h).</p></div>
<footer>Banco Levante, S.A. · Inscrito en el Registro de Entidades del Banco de España con el n.º 0219 · Aviso legal · Privacidad · Cookies</footer>`,
    }),
  });
})(),
];
