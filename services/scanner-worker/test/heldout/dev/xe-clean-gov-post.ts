import { type Entry } from '../entry.js';
import { doc, logos, orgFooter } from '../parts/xe-kit.js';

/**
 * Real government, postal, courier and visa portals the lures imitate: DGI Maroc SIMPL, Ma CNSS, e-impôts
 * Côte d'Ivoire, CNAS Algérie, Barid Al-Maghrib and La Poste Tunisienne tracking, DHL duty payment, and
 * the official DV lottery, Campus France, Türkiye Bursları and VFS Global pages (some with real fees).
 */

const dgiSimpl: Entry = {
  id: 'xe-clean-dgi-maroc-portail-simpl',
  label: 'clean',
  kind: 'government-portal-login',
  url: 'https://www.tax.gov.ma/wps/portal/DGI/Accueil/services-en-ligne/simpl',
  headers: { 'strict-transport-security': 'max-age=31536000' },
  body: doc({
    title: 'Services en ligne SIMPL – Direction Générale des Impôts',
    css: `body{margin:0;font-family:Arial;background:#f3f4f6}.h{background:#fff;padding:10px 24px;border-bottom:3px solid #c1272d;display:flex;justify-content:space-between;align-items:center}.w{display:flex;gap:24px;max-width:980px;margin:24px auto}.l{flex:0 0 340px;background:#fff;padding:22px;border:1px solid #e1e1e1}.l input{width:100%;padding:10px;margin:5px 0 12px;box-sizing:border-box}.l button{background:#006233;color:#fff;border:0;padding:11px 24px}.r{flex:1}.r li{margin:6px 0}.al{background:#fff4f4;border-left:4px solid #c1272d;padding:12px}`,
    body: `<div class="h">${logos.dgiMa(42)}<span><a href="?lang=ar">العربية</a> · <a href="/wps/portal/DGI/contact">Contact</a></span></div>
<div class="w"><div class="l"><h3>Connexion aux services SIMPL</h3><form method="post" action="/wps/portal/DGI/login"><label>Identifiant</label><input name="login" required><label>Mot de passe</label><input name="password" type="password" required><button>Se connecter</button></form><p style="font-size:12px"><a href="/wps/portal/DGI/adhesion">Adhérer aux services en ligne</a> · <a href="/wps/portal/DGI/mdp">Mot de passe oublié</a></p></div>
<div class="r"><h2>Télédéclaration et télépaiement</h2><ul><li>SIMPL-IS, SIMPL-IR, SIMPL-TVA</li><li>Attestations fiscales en ligne</li><li>Paiement de la taxe spéciale annuelle sur les véhicules</li></ul>
<p class="al"><b>Avis important :</b> la DGI n'envoie pas de SMS ni d'e-mail annonçant un remboursement d'impôt à réclamer via un lien, et ne demande jamais les données de votre carte bancaire. La signature électronique se fait avec votre certificat Barid eSign installé via la procédure officielle, jamais en copiant une commande dans Windows.</p></div></div>
${orgFooter('Direction Générale des Impôts – Royaume du Maroc', '2025', [['/wps/portal/DGI/mentions', 'Mentions légales'], ['/wps/portal/DGI/faq', 'FAQ']])}`,
  }),
};

const maCnss: Entry = {
  id: 'xe-clean-ma-cnss-espace-assure',
  label: 'clean',
  kind: 'government-portal-login',
  url: 'https://www.macnss.ma/assure/connexion',
  body: doc({
    title: 'Ma CNSS – Espace assuré',
    css: `body{margin:0;font-family:Arial;background:#eef5fb}.hd{background:#fff;padding:10px 20px;border-bottom:3px solid #0072bc}.b{max-width:420px;margin:30px auto;background:#fff;padding:24px;border-radius:6px}.b input{width:100%;padding:10px;margin:5px 0 12px;box-sizing:border-box;border:1px solid #c5d5e4}.b button{width:100%;padding:12px;background:#0072bc;color:#fff;border:0;border-radius:4px}.i{font-size:13px;color:#456}`,
    body: `<div class="hd">${logos.cnssMa(40)}</div><div class="b"><h3>Espace assuré – Connexion</h3><form method="post" action="/assure/connexion"><label>Numéro d'immatriculation</label><input name="immatriculation" inputmode="numeric" maxlength="9" required><label>Mot de passe</label><input name="password" type="password" required><button>Se connecter</button></form>
<p class="i">Suivez vos remboursements AMO, vos déclarations de salaire et vos prestations. Les remboursements sont versés exclusivement sur le RIB que vous avez déclaré via votre espace ou en agence : la CNSS ne vous demandera jamais les numéros de votre carte bancaire.</p>
<p class="i"><a href="/assure/inscription">Créer mon compte</a> · <a href="/assure/mdp-oublie">Mot de passe oublié</a></p></div>`,
  }),
};

const eImpotsCiLogin: Entry = {
  id: 'xe-clean-e-impots-cote-divoire-connexion',
  label: 'clean',
  kind: 'government-portal-login',
  url: 'https://e-impots.gouv.ci/connexion',
  body: doc({
    title: 'e-impôts – Direction Générale des Impôts de Côte d\'Ivoire',
    css: `body{margin:0;font-family:Arial;background:#f5f5f5}.flag{height:6px;background:linear-gradient(90deg,#f77f00 33%,#fff 33% 66%,#009e60 66%)}.h{background:#fff;padding:14px 24px;color:#f77f00;font-weight:bold}.b{max-width:420px;margin:30px auto;background:#fff;padding:24px}.b input{width:100%;padding:10px;margin:5px 0 12px;box-sizing:border-box}.b button{width:100%;padding:12px;background:#009e60;border:0;color:#fff}`,
    body: `<div class="flag"></div><div class="h">DGI Côte d'Ivoire – Plateforme e-impôts</div><div class="b"><h3>Espace contribuable</h3><form method="post" action="/connexion"><label>Numéro de compte contribuable (NCC)</label><input name="ncc" required><label>Mot de passe</label><input name="password" type="password" required><button>Connexion</button></form>
<p style="font-size:13px">Déclarez et payez vos impôts en ligne (virement, mobile money via l'agrégateur officiel). Les demandes de remboursement de crédit de TVA se déposent dans votre espace et sont instruites par votre centre des impôts ; aucun remboursement n'est versé sur demande d'un code secret mobile money.</p></div>`,
  }),
};

const cnasChifaInfo: Entry = {
  id: 'xe-clean-cnas-algerie-carte-chifa-info',
  label: 'clean',
  kind: 'government-info-page',
  url: 'https://cnas.dz/fr/carte-chifa/',
  body: doc({
    title: 'La carte électronique Chifa – CNAS',
    css: `body{margin:0;font-family:Tahoma,Arial;background:#fff}.h{background:#00703c;color:#fff;padding:12px 24px}.w{max-width:820px;margin:20px auto;line-height:1.7}.ar{direction:rtl;text-align:right;background:#f1f6f1;padding:14px}`,
    body: `<div class="h">CNAS – Caisse Nationale des Assurances Sociales des Travailleurs Salariés</div><div class="w"><h1>La carte électronique Chifa</h1>
<p>La carte Chifa permet à l'assuré social et à ses ayants droit de bénéficier du tiers payant auprès des pharmacies et des médecins conventionnés. Sa mise à jour se fait <b>gratuitement</b> dans les bornes et agences CNAS ou chez votre pharmacien conventionné.</p>
<h3>Que faire en cas de perte ?</h3><p>Présentez-vous à votre centre de paiement muni d'une pièce d'identité. La délivrance d'un duplicata est gratuite.</p>
<p class="ar">تحديث بطاقة الشفاء مجاني ويتم على مستوى الوكالات أو لدى الصيدلي المتعاقد. لا تطلب الوكالة أبدا معلومات البطاقة الذهبية أو الرقم السري عبر الإنترنت.</p></div>`,
  }),
};

const campusFranceOfficial: Entry = {
  id: 'xe-clean-campus-france-senegal-procedure-frais',
  label: 'clean',
  kind: 'student-visa-official',
  url: 'https://www.senegal.campusfrance.org/procedure-etudes-en-france',
  body: doc({
    title: 'La procédure Études en France | Campus France Sénégal',
    css: `body{margin:0;font-family:Arial;color:#222}.h{background:#e1000f;color:#fff;padding:14px 30px;font-weight:bold}.w{max-width:820px;margin:20px auto;line-height:1.6}.fee{background:#f7f7f7;border-left:4px solid #e1000f;padding:14px}.warn{background:#fff4e5;padding:14px}`,
    body: `<div class="h">Campus France Sénégal</div><div class="w"><h1>La procédure « Études en France »</h1><p>La procédure Études en France est obligatoire pour les étudiants résidant au Sénégal souhaitant poursuivre des études en France. Elle se fait sur la plateforme officielle <b>pastel.diplomatie.gouv.fr/etudesenfrance</b>.</p>
<ol><li>Création du compte et saisie du dossier en ligne (octobre – décembre)</li><li>Paiement des frais de dossier</li><li>Entretien à l'Espace Campus France de Dakar</li><li>Réponses des établissements puis demande de visa</li></ol>
<div class="fee"><b>Frais de dossier Campus France : 50 000 FCFA.</b> Ils sont payés uniquement selon les modalités indiquées dans votre espace Études en France (paiement auprès de l'Espace Campus France ou via les moyens de paiement listés dans votre compte). Ils ne garantissent ni l'admission ni le visa.</div>
<p class="warn"><b>Attention aux arnaques :</b> Campus France ne propose aucune « procédure accélérée » payante, ne garantit jamais de visa et ne demande jamais de paiement sur un numéro Wave ou Orange Money personnel ni par WhatsApp.</p></div>`,
  }),
};

const dvProgramOfficial: Entry = {
  id: 'xe-clean-dv-program-entrant-status-check',
  label: 'clean',
  kind: 'visa-lottery-official',
  url: 'https://dvprogram.state.gov/ESC/CheckConfirmation.aspx',
  body: doc({
    title: 'Electronic Diversity Visa Program – Entrant Status Check',
    lang: 'en',
    css: `body{margin:0;font-family:Georgia,serif;background:#f1f1f1}.b{background:#112e51;color:#fff;padding:14px 30px;font-size:20px}.c{max-width:760px;margin:24px auto;background:#fff;padding:30px;border:1px solid #ccc}.c input{padding:8px;width:260px}.w{background:#fff3f3;border:1px solid #d83933;padding:12px;font-size:14px}`,
    body: `<div class="b">U.S. Department of State · Electronic Diversity Visa Program</div><div class="c"><h2>Entrant Status Check</h2>
<p>Enter the information below to check the status of your DV-2026 entry. Selectees are <b>only</b> notified through this website — not by e-mail, letter, phone call or social media.</p>
<form method="post" action="/ESC/CheckConfirmation.aspx"><p>Confirmation Number<br><input name="ConfirmationNumber" maxlength="16"></p><p>Last/Family Name<br><input name="LastName"></p><p>Year of Birth<br><input name="YearOfBirth" maxlength="4"></p><button>Submit</button></form>
<p class="w"><b>Warning:</b> The U.S. government does not charge a fee to enter the DV program or to check your status, and will never ask you to send money by Western Union, MoneyGram or mobile money. Visa fees are paid only at the U.S. Embassy or consular section after you are scheduled for an interview.</p></div>`,
  }),
};

export const entries: Entry[] = [dgiSimpl, maCnss, eImpotsCiLogin, cnasChifaInfo, campusFranceOfficial, dvProgramOfficial];
