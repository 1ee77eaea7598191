import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, waFloat, cookieBar } from '../parts/xe-kit.js';

/**
 * Advance-fee scams around leaving: a "selected" DV lottery winner, a paid fast-track Campus France
 * procedure, Canadian and Gulf recruitment with visa fees, a "fully funded" scholarship with an
 * application fee, and Schengen appointment resellers — paid by mobile money, Western Union or crypto.
 */

const dvLotteryWinner: Entry = {
  id: 'xe-dv-lottery-selected-fee-western-union',
  label: 'scam',
  kind: 'advance-fee-visa-lottery',
  url: 'https://dv-lottery-results-2026.org/verification/confirmation.php?cn=2026AF00018234',
  body: doc({
    title: 'Electronic Diversity Visa Program - Entrant Status Check',
    lang: 'en',
    css: `body{margin:0;font-family:Georgia,'Times New Roman',serif;background:#f1f1f1}.b{background:#112e51;color:#fff;padding:14px 30px;font-size:20px}.c{max-width:760px;margin:24px auto;background:#fff;padding:30px;border:1px solid #ccc}.ok{background:#e7f4e4;border:1px solid #2e8540;padding:14px}.fee{width:100%;border-collapse:collapse}.fee td{border:1px solid #ccc;padding:8px}.red{color:#b50909;font-weight:bold}`,
    body: `<div class="b">U.S. DEPARTMENT OF STATE · Electronic Diversity Visa Program</div><div class="c"><h2>Entrant Status Check — DV-2026</h2>
<div class="ok">Confirmation Number: <b>2026AF00018234</b><br>Name: <b>N'DIAYE, MOUSTAPHA</b><br>Country of chargeability: <b>SENEGAL</b><br>Status: <b>SELECTED</b></div>
<p>Congratulations! You have been randomly selected for further processing in the Diversity Immigrant Visa Program for the fiscal year 2026. / Félicitations ! Vous avez été sélectionné(e).</p>
<p>To secure your case number and schedule your interview at the U.S. Embassy in Dakar, you must pay the <b>processing and visa reservation fees</b> within <span class="red">7 days</span>, otherwise your selection will be transferred to the next entrant.</p>
<table class="fee"><tr><td>Visa reservation fee</td><td>USD 330</td></tr><tr><td>Airline ticket pre-booking (refundable)</td><td>USD 450</td></tr><tr><td>Total</td><td><b>USD 780</b></td></tr></table>
<p><b>Payment:</b> Western Union / MoneyGram to our Kentucky Consular Center agent: <b>Mr. James R. Whitfield</b>, Country: Benin, City: Cotonou. Or Wave / Orange Money: <b>+221 77 418 22 90</b> (Agent Ndiaye, bureau Dakar).</p>
<p>After payment send the MTCN and a copy of your passport to <b>kcc.dvprocessing@usa-consular-mail.com</b>.</p>
<p class="red">Do not disclose your selection to anyone. Any disclosure may lead to disqualification.</p></div>${waFloat('22177418229', 'Bonjour, je suis sélectionné DV-2026 confirmation 2026AF00018234', 'Agent consulaire')}`,
  }),
};

const canadaRecruitment: Entry = {
  id: 'xe-canada-recrutement-travailleurs-frais-dossier',
  label: 'scam',
  kind: 'job-abroad-fee-scam',
  url: 'https://canada-immigration-emploi2026.com/offres/ouvriers-agricoles-ontario',
  body: doc({
    title: 'Recrutement International Canada 2026 – Visa de travail + billet pris en charge',
    css: `body{margin:0;font-family:'Segoe UI',Arial;background:#fafafa}.hero{background:linear-gradient(90deg,#d52b1e 0 20%,#fff 20% 80%,#d52b1e 80%);padding:30px;text-align:center}.hero h1{margin:0;color:#222}.w{max-width:800px;margin:20px auto;background:#fff;padding:24px}.jobs{display:grid;grid-template-columns:1fr 1fr;gap:10px}.jobs div{border:1px solid #eee;padding:10px}.fee{background:#fffbe6;border-left:4px solid #f0ad00;padding:12px}.cnt{font-size:28px;color:#d52b1e;font-weight:bold;text-align:center}`,
    body: `<div class="hero"><h1>🍁 Le Canada recrute 5 000 travailleurs africains</h1><p>Sans diplôme · Sans expérience · Logement + billet d'avion offerts</p></div><div class="w">
<div class="jobs"><div><b>Ouvrier agricole</b><br>Ontario – 3 200 $ CAD/mois</div><div><b>Chauffeur poids lourd</b><br>Québec – 4 100 $ CAD/mois</div><div><b>Aide-soignant(e)</b><br>Alberta – 3 600 $ CAD/mois</div><div><b>Agent d'entretien</b><br>Manitoba – 2 900 $ CAD/mois</div></div>
<p class="cnt" id="cnt">Il reste 47 places</p>
<div class="fee"><b>Conditions :</b> avoir entre 18 et 50 ans, passeport valide. Les frais d'ouverture du dossier EIMT et d'assurance voyage (<b>95 000 FCFA / 1 450 DH</b>) sont à régler auprès de notre agent agréé. Ces frais sont <b>100 % remboursés</b> sur votre premier salaire.</div>
<p>Paiement par MTN MoMo (+237 6 77 41 80 22), Orange Money, Wave ou Western Union. Une fois le paiement validé, vous recevrez votre contrat de travail et votre lettre d'invitation sous 10 jours.</p>
<p><i>Programme officiel en partenariat avec IRCC – Immigration, Réfugiés et Citoyenneté Canada.</i></p></div>
${waFloat('237677418022', 'Bonjour je veux postuler pour le Canada', 'Postuler sur WhatsApp')}
<script>var n=47;setInterval(function(){if(n>3){n-=Math.random()<.3?1:0;document.getElementById('cnt').textContent='Il reste '+n+' places'}},4000);</script>`,
  }),
};

const gulfSecurityJobs: Entry = (() => {
  const host = 'emplois-qatar-emirats-recrutement.com';
  return {
    id: 'xe-gulf-security-guard-jobs-visa-fee',
    label: 'scam',
    kind: 'job-abroad-fee-scam',
    url: 'https://fb-jobs.lnk-emploi.com/qatar',
    routes: {
      'fb-jobs.lnk-emploi.com/qatar': redirectRoute(302, `https://${host}/?utm_source=facebook`),
      [`${host}/`]: htmlRoute(doc({
      title: 'Al Noor Manpower – Recrutement Qatar & Dubai | توظيف قطر والإمارات',
      lang: 'fr',
      css: `body{margin:0;font-family:Arial;background:#fff}.top{background:#8a1538;color:#fff;padding:14px 24px;display:flex;justify-content:space-between}.w{max-width:760px;margin:20px auto}.card{border:1px solid #eee;border-radius:6px;padding:14px;margin:10px 0}.card b{color:#8a1538}.step{background:#f9f2f4;padding:12px;border-radius:6px}`,
      body: `<div class="top"><b>Al Noor International Manpower</b><span>Licence MOL Qatar n° 2291 (!)</span></div><div class="w">
<h2>Urgent : 300 postes au Qatar et aux Émirats – salaire jusqu'à 9 000 QAR</h2>
<div class="card"><b>Agent de sécurité</b> – Doha · 4 500 QAR + logement + transport</div><div class="card"><b>Chauffeur VTC</b> – Dubai · 6 000 AED</div><div class="card"><b>Serveur / Serveuse hôtel 5★</b> – Abu Dhabi · 3 800 AED + pourboires</div>
<div class="step"><p><b>Procédure :</b> 1) Entretien WhatsApp 2) Paiement des frais de visa de travail et examen médical : <b>120 000 FCFA / 2 000 DH</b> 3) Réception du visa et billet d'avion sous 15 jours.</p>
<p dir="rtl">الرسوم تدفع مرة واحدة فقط عبر Wafacash أو Western Union أو Orange Money. المقاعد محدودة.</p></div>
<p>Envoyez CV + photo passeport + reçu de paiement par WhatsApp. Les candidats qui ne paient pas sous 48 h seront remplacés.</p></div>${waFloat('97455109382', 'Bonjour, je suis intéressé par le poste au Qatar')}${cookieBar('Nous utilisons des cookies pour améliorer votre expérience.')}`,
      })),
    },
  };
})();

export const entries: Entry[] = [dvLotteryWinner, canadaRecruitment, gulfSecurityJobs];
