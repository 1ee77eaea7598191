import type { Entry } from '../entry.js';
import { doc, gtagStub, pixelStub, logoRoutes, cookieBar, countdown, purchaseToasts, footer, floatChat, reviews, jsRoute, jsonRoute } from '../parts/k-parts.js';

const bankCss = `body{margin:0;font-family:Tahoma,Verdana,sans-serif;background:#eef1f5;color:#1a1a1a}header{background:#0a2a5e;color:#fff;padding:16px 30px;display:flex;justify-content:space-between;align-items:center}header a{color:#cfe0ff;margin-left:14px;font-size:13px;text-decoration:none}.wrap{max-width:820px;margin:24px auto;background:#fff;border:1px solid #d5dbe5;padding:26px 34px}.seal{float:right;width:90px;height:90px;border-radius:50%;border:3px double #b8860b;text-align:center;font-size:10px;line-height:90px;color:#b8860b}table{width:100%;border-collapse:collapse}td{padding:6px;border-bottom:1px solid #eee}.btn{background:#0a2a5e;color:#fff;padding:10px 18px;border:0;text-decoration:none;display:inline-block}.small{font-size:11px;color:#666}`;
const plainCss = `body{margin:0;font-family:system-ui,Segoe UI,Arial,sans-serif;color:#1f2937}header{display:flex;justify-content:space-between;align-items:center;padding:14px 30px;border-bottom:1px solid #e5e7eb}header a{margin-left:16px;color:#374151;text-decoration:none;font-size:14px}main{max-width:920px;margin:0 auto;padding:24px}.box{border:1px solid #e5e7eb;border-radius:8px;padding:18px;margin:14px 0}.btn{background:#15803d;color:#fff;border-radius:6px;padding:11px 20px;text-decoration:none;display:inline-block;border:0}table{border-collapse:collapse;width:100%}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left}.muted{color:#6b7280;font-size:13px}`;

export const entries: Entry[] = [
  {
  id: 'k-scam-inheritance-beneficiary-ng',
  label: 'scam',
  kind: 'advance-fee',
  url: 'https://www.unionheritage-trustbank.com/beneficiary/claim-ref-UHT-0098',
  body: doc({
    title: 'Union Heritage Trust Bank Plc – Beneficiary Claim Portal',
    css: bankCss,
    body: `<header><strong>UNION HERITAGE TRUST BANK PLC</strong><nav><a href="#">Personal</a><a href="#">Corporate</a><a href="#">International Remittance</a></nav></header>
<div class="wrap"><div class="seal">OFFICIAL</div>
<h2>ATTENTION: BENEFICIARY</h2>
<p>Dear Beneficiary,</p>
<p>This is to officially inform you that after due verification by the Board of Directors, you have been confirmed as the <b>next of kin</b> to the late Engr. Richard J. Thompson, a foreign contractor who died intestate in a ghastly motor accident along Lagos-Ibadan expressway. He left behind the sum of <b>US$10,500,000.00 (Ten Million Five Hundred Thousand United States Dollars)</b> in a fixed deposit account with our bank.</p>
<p>Your claim has been approved by the Central Bank and the Federal Ministry of Finance. However, before the transfer can be effected to your nominated account, you are required to obtain the following statutory documents:</p>
<table><tr><td>Change of Ownership Certificate</td><td>US$ 450</td></tr><tr><td>Anti-Terrorism &amp; Money Laundering Clearance Certificate</td><td>US$ 1,250</td></tr><tr><td>Federal High Court Affidavit of Claim</td><td>US$ 780</td></tr><tr><td><b>Total</b></td><td><b>US$ 2,480</b></td></tr></table>
<p>Payment should be made via Western Union, MoneyGram, Bitcoin or Apple iTunes card to our Foreign Remittance Officer, <b>Barr. Godwin A. Okonkwo</b>. Kindly treat this with utmost confidentiality and respond within 72 hours, failure to which the fund will be transferred to the Federal Government treasury as unclaimed.</p>
<form onsubmit="event.preventDefault();this.innerHTML='<p><b>Received.</b> Barr. Godwin will contact you by email with payment particulars.</p>'"><p><input placeholder="Full name" style="width:100%;padding:7px"></p><p><input placeholder="Country / Phone" style="width:100%;padding:7px"></p><p><input placeholder="Bank name and account number for transfer" style="width:100%;padding:7px"></p><p><button class="btn">Submit Claim</button></p></form>
<p>Yours faithfully,<br><b>Dr. (Mrs.) Adaeze Chukwu</b><br>Director, Foreign Operations</p>
<p class="small">Union Heritage Trust Bank Plc. RC 1290335. Licensed by the Central Bank of Nigeria.</p></div>`,
  }),
},
  {
  id: 'k-scam-lottery-winner-fee-es',
  label: 'scam',
  kind: 'advance-fee',
  url: 'https://premios-loteria-internacional.com/ganador/ES-44781',
  body: doc({
    title: 'Lotería Internacional EuroMillonaria – Notificación de Premio',
    lang: 'es',
    css: bankCss.replace(/#0a2a5e/g, '#7a0019'),
    body: `<header><strong>🎰 LOTERÍA INTERNACIONAL EUROMILLONARIA</strong><nav><a href="#">Resultados</a><a href="#">Ganadores</a></nav></header>
<div class="wrap"><div class="seal">PREMIO</div>
<h2>¡ENHORABUENA! Su dirección de correo ha resultado premiada</h2>
<p>Nos complace informarle que su correo electrónico, seleccionado mediante sorteo informático entre 25.000.000 de direcciones, ha ganado en la <b>segunda categoría</b> del sorteo especial de Navidad la suma de <b>815.000,00 €</b> (ochocientos quince mil euros).</p>
<table><tr><td>Número de referencia</td><td>ES-44781/ML/2026</td></tr><tr><td>Número de lote</td><td>EUL/77-09-GH</td></tr><tr><td>Boleto ganador</td><td>06-19-23-38-41 ★ 02-11</td></tr></table>
<p>Para proceder al pago, su premio ha sido depositado en una compañía de seguridad en Madrid. Según la legislación vigente, debe abonar previamente los <b>gastos de notaría y seguro de transferencia (1.250 €)</b>, que no pueden deducirse del premio por razones de seguridad.</p>
<p>Por favor contacte con su agente asignado, <b>Lic. Fernando Ruiz Castillo</b>, en el correo fruiz.pagos@outlook.es o por WhatsApp +34 604 918 225, indicando su número de referencia. Mantenga esta notificación en secreto hasta que reciba su premio para evitar reclamaciones dobles.</p>
<p class="small">Los premios no reclamados en 15 días serán devueltos al Ministerio de Hacienda.</p></div>`,
  }),
},
  {
  id: 'k-scam-frozen-funds-release-fr',
  label: 'scam',
  kind: 'advance-fee',
  url: 'https://www.deblocage-fonds-bceao.org/dossier/suivi',
  body: doc({
    title: 'Cellule de déblocage des fonds – Suivi de votre dossier',
    lang: 'fr',
    css: bankCss.replace(/#0a2a5e/g, '#14532d'),
    body: `<header><strong>CELLULE INTERNATIONALE DE DÉBLOCAGE DES FONDS</strong><nav><a href="#">Accueil</a><a href="#">Suivi de dossier</a></nav></header>
<div class="wrap"><div class="seal">CACHET</div>
<h2>Dossier n° CID/0412/2026 – Fonds bloqués</h2>
<p>Madame, Monsieur,</p>
<p>Suite à votre plainte, nous vous informons que la somme de <b>68 500 €</b> qui vous était destinée (héritage / gain / remboursement de fonds escroqués) a été localisée et bloquée sur un compte séquestre à Abidjan par décision de la Commission de Surveillance.</p>
<p>Le déblocage de ces fonds est autorisé sous réserve du paiement des <b>frais de certificat de non-blanchiment et de timbre fiscal</b>, soit <b>1 370 €</b> (2 % du montant). Ces frais ne peuvent en aucun cas être prélevés sur la somme bloquée.</p>
<p>Le paiement s'effectue par coupons <b>PCS Mastercard</b> ou <b>Transcash</b>, à acheter en bureau de tabac. Veuillez transmettre les codes à Maître Koffi Yao, huissier de justice chargé de votre dossier : <b>me.koffiyao.huissier@gmail.com</b>.</p>
<p>Passé le délai de <b id="cd"></b>, le dossier sera clôturé et les fonds reversés au Trésor public.</p>
<p>Veuillez agréer nos salutations distinguées.<br><b>Le Directeur Général</b></p></div>
${countdown('cd', 48 * 3600)}`,
  }),
},
  {
  id: 'k-scam-loan-upfront-insurance-fee-pl',
  label: 'scam',
  kind: 'loan-fee',
  url: 'https://www.pozyczka-bez-bik-ekspres.pl/wniosek',
  body: doc({
    title: 'Pożyczka bez BIK i KRD – nawet 50 000 zł w 15 minut | Ekspres Kredyt',
    lang: 'pl',
    css: plainCss.replace(/#15803d/g, '#dc2626'),
    body: `<header><strong>Ekspres Kredyt</strong><nav><a href="#">Pożyczki</a><a href="#">Jak to działa</a><a href="#">Kontakt</a></nav></header>
<main>
<h1>Pożyczka dla każdego – bez BIK, bez KRD, bez zaświadczeń!</h1>
<p>Komornik? Zadłużenie? Nie szkodzi. Przyznajemy pożyczki nawet osobom z negatywną historią kredytową. Decyzja w 15 minut, pieniądze na koncie tego samego dnia.</p>
<div class="box"><h3>Kalkulator</h3><label>Kwota: <input type="range" id="k" min="1000" max="50000" step="1000" value="20000"> <b id="kv"></b></label><p>Rata miesięczna: <b id="rata"></b></p><p>Jednorazowa opłata przygotowawcza (ubezpieczenie pożyczki): <b id="fee"></b></p></div>
<form class="box" id="f"><h3>Złóż wniosek</h3><p><input placeholder="Imię i nazwisko" required style="width:100%;padding:8px"></p><p><input placeholder="PESEL" style="width:100%;padding:8px"></p><p><input placeholder="Telefon" style="width:100%;padding:8px"></p><button class="btn">Wyślij wniosek</button></form>
<div id="dec"></div>
<p class="muted">Ekspres Kredyt Sp. z o.o. – pośrednik finansowy. RRSO 9,9%.</p>
</main>
<script>var k=document.getElementById('k');function c(){var v=+k.value;document.getElementById('kv').textContent=v+' zł';document.getElementById('rata').textContent=Math.round(v*1.1/36)+' zł';document.getElementById('fee').textContent=Math.round(v*0.03+149)+' zł'}k.oninput=c;c();document.getElementById('f').onsubmit=function(e){e.preventDefault();var v=+k.value;document.getElementById('dec').innerHTML='<div class="box" style="background:#ecfdf5"><h3>Decyzja pozytywna ✔</h3><p>Twoja pożyczka '+v+' zł została przyznana. Aby uruchomić wypłatę, opłać ubezpieczenie pożyczki <b>'+Math.round(v*0.03+149)+' zł</b> przelewem na konto 49 1140 2004 0000 3102 7766 1845 (tytuł: ubezpieczenie + PESEL). Po zaksięgowaniu pieniądze zostaną wysłane w ciągu 2 godzin.</p></div>'};</script>`,
  }),
},
  {
  id: 'k-scam-grant-federal-free-money-us',
  label: 'scam',
  kind: 'grant-fee',
  url: 'https://www.federal-grants-relief.org/eligibility',
  body: doc({
    title: 'Federal Grant Relief Program – Check Your Eligibility for $9,800',
    css: plainCss.replace(/#15803d/g, '#1e40af') + `.seal{display:inline-block;border:2px solid #1e40af;border-radius:50%;padding:16px 10px;font-size:11px;color:#1e40af}`,
    body: `<header><strong><span class="seal">USA</span> Federal Grant Relief Program</strong><nav><a href="#">Eligibility</a><a href="#">FAQ</a></nav></header>
<main>
<h1>You may qualify for a one-time federal grant of up to $9,800</h1>
<p>The Department of Community Relief has allocated funds for working families, seniors and veterans. <b>This is not a loan — you never pay it back.</b> Over 2.1 million Americans have already claimed.</p>
<form class="box" id="f"><h3>Step 1 of 2: Eligibility</h3><p><input placeholder="Full name" required style="width:100%;padding:8px"></p><p><input placeholder="State" style="width:100%;padding:8px"></p><p><select style="width:100%;padding:8px"><option>Household income under $60,000</option><option>$60,000–$100,000</option></select></p><button class="btn">Check eligibility</button></form>
<div id="s2"></div>
<p class="muted">This program is operated by an independent grant processing agency.</p>
</main>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var amt=8000+Math.floor(Math.random()*18)*100;this.style.display='none';document.getElementById('s2').innerHTML='<div class="box" style="background:#ecfdf5"><h3>Approved: $'+amt.toLocaleString()+'</h3><p>Step 2: Pay the one-time <b>federal processing and delivery fee of $249</b> so your grant check can be released by FedEx within 48 hours. The fee can be paid with Google Play or Apple gift cards at any store. Call your grant officer at (877) 555-0164 with the card numbers.</p></div>';};</script>`,
  }),
},
  {
  id: 'k-clean-sweepstakes-official-rules-us',
  label: 'clean',
  kind: 'sweepstakes',
  url: 'https://www.crunchtimecereal.com/sweepstakes/summer-road-trip/official-rules',
  body: doc({
    title: 'Summer Road Trip Sweepstakes – Official Rules | CrunchTime Cereal',
    css: plainCss.replace(/#15803d/g, '#ea580c') + `ol li{margin:10px 0;font-size:14px}`,
    body: `<header><strong>CrunchTime</strong><nav><a href="#">Products</a><a href="#">Recipes</a><a href="#">Sweepstakes</a></nav></header>
<main>
<h1>CrunchTime® Summer Road Trip Sweepstakes – Official Rules</h1>
<p><b>NO PURCHASE NECESSARY TO ENTER OR WIN. A PURCHASE WILL NOT INCREASE YOUR CHANCES OF WINNING. VOID WHERE PROHIBITED.</b></p>
<ol><li><b>Eligibility:</b> Open to legal residents of the 50 United States and D.C., 18 years or older. Employees of Sponsor and their immediate families are not eligible.</li><li><b>Sweepstakes period:</b> Begins 12:00 p.m. ET on June 1, 2026 and ends 11:59 a.m. ET on August 31, 2026.</li><li><b>How to enter:</b> Enter the code found inside specially marked packages at crunchtimecereal.com/sweepstakes, or mail a 3x5 card with your name and address to the address below (alternate method of entry).</li><li><b>Prizes:</b> One (1) Grand Prize: a 2026 SUV (ARV $38,000). Ten (10) First Prizes: $500 gas cards. Winners are responsible for all federal, state and local taxes, which are reported on IRS Form 1099 — Sponsor will never ask a winner to pay a fee to receive a prize.</li><li><b>Odds:</b> Odds of winning depend on the number of eligible entries received.</li><li><b>Winner notification:</b> Potential winners will be notified by email from sweeps@crunchtimecereal.com and must sign an affidavit of eligibility.</li><li><b>Sponsor:</b> CrunchTime Foods, Inc., 500 Mill St, Battle Creek, MI 49017.</li></ol>
</main>
${footer({ CrunchTime: ['Contact', 'Privacy', 'Terms'] }, '© 2026 CrunchTime Foods, Inc.')}`,
  }),
},
  {
  id: 'k-clean-small-loan-lender-au',
  label: 'clean',
  kind: 'lender',
  url: 'https://www.wattlefinance.com.au/personal-loans/fees',
  body: doc({
    title: 'Personal loan rates & fees | Wattle Finance',
    css: plainCss.replace(/#15803d/g, '#ca8a04'),
    body: `<header><strong>Wattle Finance</strong><nav><a href="#">Personal loans</a><a href="#">Car loans</a><a href="#">Calculators</a><a href="#">Log in</a></nav></header>
<main>
<h1>Rates &amp; fees</h1>
<table><tr><th>Fee</th><th>Amount</th><th>When</th></tr><tr><td>Establishment fee</td><td>$250 (loans under $10k) / $450</td><td>Added to your loan amount — nothing is paid upfront</td></tr><tr><td>Monthly account keeping fee</td><td>$10</td><td>Each month</td></tr><tr><td>Late payment fee</td><td>$30</td><td>If a repayment is more than 7 days overdue</td></tr><tr><td>Early repayment fee</td><td>$0</td><td>—</td></tr></table>
<div class="box"><p>Fixed rates from 7.99% p.a. (comparison rate 9.21% p.a.)^. Your rate is personalised after a soft credit check that won't affect your credit score.</p><p><b>We will never ask you to pay a fee, "insurance" or "bond" before your funds are released.</b> If someone claiming to be from Wattle Finance does, contact us on 13 00 55 and report it to Scamwatch.</p></div>
<p class="muted">^Comparison rate calculated on a $30,000 unsecured loan over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Wattle Finance Pty Ltd, Australian Credit Licence 512 889.</p>
</main>
${footer({ Help: ['Hardship assistance', 'Complaints (AFCA)', 'Contact'] }, '© 2026 Wattle Finance Pty Ltd ABN 88 611 200 441')}`,
  }),
},
  {
  id: 'k-clean-police-419-examples-gh',
  label: 'clean',
  kind: 'consumer-protection',
  url: 'https://www.cybercrimeunit-police.gov.gh/advisories/advance-fee-fraud',
  body: doc({
    title: 'Advisory: Advance Fee Fraud ("419") – Cyber Crime Unit',
    css: plainCss.replace(/#15803d/g, '#006b3f') + `blockquote{font-family:Courier New,monospace;background:#f8fafc;border:1px solid #cbd5e1;padding:12px;font-size:13px}`,
    body: `<header><strong>Cyber Crime Unit · Criminal Investigations Department</strong><nav><a href="#">Advisories</a><a href="#">Report a crime</a><a href="#">Contact</a></nav></header>
<main>
<h1>Advisory: Advance Fee Fraud</h1>
<p>The Unit continues to receive complaints from local and foreign victims of advance fee fraud. The fraudster promises a large sum — an inheritance, contract payment, lottery prize, or a "consignment" held at customs — but first demands smaller fees for certificates, clearance or taxes. Below is an example received by a complainant this month (names removed):</p>
<blockquote>ATTENTION: BENEFICIARY. This is to officially inform you that you have been confirmed as the next of kin to the late Engr. [name] ... before the transfer can be effected you are required to obtain Change of Ownership Certificate US$450, Anti-Terrorism Clearance Certificate US$1,250 ... Kindly treat this with utmost confidentiality.</blockquote>
<h2>Warning signs</h2><ul><li>You are told to keep the matter secret.</li><li>Fees must be paid by gift card, cryptocurrency or money transfer to an individual.</li><li>Official-sounding titles ("Barr.", "Director Foreign Operations") with free webmail addresses.</li></ul>
<p>No bank, court or government office will ask you to pay to receive money. Report incidents on our hotline 0800 311 311 (toll-free) or at any police station.</p>
</main>
${footer({ 'Ghana Police Service': ['CID Headquarters', 'Press releases', 'Contact'] }, '© 2026 Cyber Crime Unit, CID')}`,
  }),
},
];
