import { type Entry } from '../entry.js';
import { doc, logos, cardFieldsFr } from '../parts/xe-kit.js';
import { cssRoute } from '../parts/e-bin.js';

/**
 * Real government, postal, courier and visa portals the lures imitate: DGI Maroc SIMPL, Ma CNSS, e-impôts
 * Côte d'Ivoire, CNAS Algérie, Barid Al-Maghrib and La Poste Tunisienne tracking, DHL duty payment, and
 * the official DV lottery, Campus France, Türkiye Bursları and VFS Global pages (some with real fees).
 */

const posteMaTracking: Entry = {
  id: 'xe-clean-barid-al-maghrib-suivi-droits-douane',
  label: 'clean',
  kind: 'parcel-tracking-official',
  url: 'https://www.poste.ma/suivi?code=RR184736205MA',
  body: doc({
    title: 'Suivi des envois – Barid Al-Maghrib',
    css: `body{margin:0;font-family:Arial;background:#f7f7f7}.top{background:#ffcc00;padding:10px 24px}.w{max-width:720px;margin:20px auto;background:#fff;padding:24px}.tl{border-left:3px solid #ffcc00;padding-left:14px}.tl p{margin:8px 0;font-size:14px}.in{background:#eef4fb;padding:12px;border-radius:4px}`,
    body: `<div class="top">${logos.barid(40)}</div><div class="w"><form action="/suivi" method="get"><input name="code" value="RR184736205MA" style="padding:8px;width:260px"> <button>Suivre</button></form><h2>Envoi RR184736205MA</h2>
<div class="tl"><p>02/11/2025 09:14 – Envoi reçu au bureau d'échange Casablanca</p><p>03/11/2025 16:40 – Présenté en douane</p><p>04/11/2025 11:02 – En instance au bureau de Rabat-Agdal : droits et taxes à régler au guichet</p></div>
<p class="in">Les droits de douane éventuels sont payables <b>au guichet</b> lors du retrait, sur présentation de l'avis de passage et de votre CIN, ou via l'application Barid Mobile. Barid Al-Maghrib ne vous demande jamais de payer des frais de livraison par un lien reçu par SMS.</p></div>`,
  }),
};

const dhlDutyPayment: Entry = (() => {
  const host = 'del.dhl.com';
  return {
    id: 'xe-clean-dhl-paiement-droits-taxes-officiel',
    label: 'clean',
    kind: 'parcel-duty-payment-official',
    url: `https://${host}/fr-ci/pay-duties?awb=5538120947`,
    headers: { 'strict-transport-security': 'max-age=31536000', 'x-frame-options': 'DENY' },
    body: doc({
      title: 'DHL On Demand Delivery – Payer les droits et taxes',
      head: `<link rel="stylesheet" href="/assets/odd.css">`,
      body: `<div class="y">${logos.dhl(28)}<span>On Demand Delivery</span></div><div class="m"><h2>Droits et taxes pour l'envoi 5538120947</h2>
<table class="tbl"><tr><td>Droits de douane (DGD)</td><td>18 450 FCFA</td></tr><tr><td>TVA import</td><td>9 120 FCFA</td></tr><tr><td>Frais de dédouanement DHL</td><td>7 500 FCFA</td></tr><tr><td><b>Total</b></td><td><b>35 070 FCFA</b></td></tr></table>
<p class="note">Le détail est conforme à la déclaration déposée auprès de la Direction Générale des Douanes de Côte d'Ivoire. Une facture officielle vous sera envoyée par e-mail.</p>
<form method="post" action="/fr-ci/pay-duties/charge">${cardFieldsFr({ cls: 'od', idPrefix: 'od' })}<button>Payer 35 070 FCFA</button></form>
<p class="note">Paiement sécurisé par carte (3-D Secure). DHL ne demande jamais de paiement par mobile money vers un numéro personnel ni par carte cadeau.</p></div>`,
    }),
    routes: {
      [`${host}/assets/odd.css`]: cssRoute(`body{margin:0;font-family:Arial;background:#fff}.y{background:#ffcc00;padding:10px 24px;display:flex;gap:16px;align-items:center;font-weight:bold;color:#d40511}.m{max-width:640px;margin:20px auto;padding:0 16px}.tbl{width:100%;border-collapse:collapse}.tbl td{border-bottom:1px solid #eee;padding:8px}.od-l{display:block;font-size:13px;margin-top:10px}.od-i{width:100%;padding:10px;box-sizing:border-box;border:1px solid #bbb}.od-row{display:flex;gap:10px}.od-row>div{flex:1}button{background:#d40511;color:#fff;border:0;padding:12px 28px;margin-top:14px}.note{font-size:12px;color:#666}`),
    },
  };
})();

const posteTnTracking: Entry = {
  id: 'xe-clean-poste-tunisienne-suivi-ems',
  label: 'clean',
  kind: 'parcel-tracking-official',
  url: 'https://www.poste.tn/suivi_envoi.php?code=EE093845117TN',
  body: doc({
    title: 'Suivi des envois – La Poste Tunisienne',
    css: `body{margin:0;font-family:Arial;background:#eef1f7}.h{background:#1a3f8f;padding:10px 20px}.h svg text{fill:#fff}.b{max-width:680px;margin:20px auto;background:#fff;padding:22px}.t{width:100%;border-collapse:collapse;font-size:14px}.t td,.t th{border:1px solid #dde;padding:7px}`,
    body: `<div class="h">${logos.posteTn(36)}</div><div class="b"><h3>Résultat du suivi : EE093845117TN</h3><table class="t"><tr><th>Date</th><th>Bureau</th><th>Événement</th></tr><tr><td>31/10/2025</td><td>Paris Roissy</td><td>Expédition vers la Tunisie</td></tr><tr><td>02/11/2025</td><td>Tunis Carthage Échange</td><td>Réception au bureau d'échange</td></tr><tr><td>03/11/2025</td><td>Tunis Carthage Échange</td><td>Retenu par la douane – présentation du destinataire requise</td></tr></table>
<p>Le destinataire est invité à se présenter au bureau de dédouanement muni de sa CIN. Les droits sont réglés sur place. <span dir="rtl">يتم دفع المعاليم الديوانية بمكتب الديوانة فقط.</span></p></div>`,
  }),
};

const turkiyeBurslari: Entry = {
  id: 'xe-clean-turkiye-burslari-candidature-gratuite',
  label: 'clean',
  kind: 'scholarship-official',
  url: 'https://www.turkiyeburslari.gov.tr/fr/candidature',
  body: doc({
    title: 'Candidature – Bourses du gouvernement turc (Türkiye Bursları)',
    css: `body{margin:0;font-family:Arial;background:#fff}.h{background:#e30a17;color:#fff;padding:14px 30px}.w{max-width:820px;margin:20px auto;line-height:1.6}.n{background:#f5f5f5;padding:14px;border-left:4px solid #e30a17}`,
    body: `<div class="h"><b>Türkiye Bursları</b> – Bourses du gouvernement turc</div><div class="w"><h1>Candidature 2026</h1><p>Les candidatures aux programmes de licence, master et doctorat sont ouvertes du 10 janvier au 20 février sur <b>tbbs.turkiyeburslari.gov.tr</b>. La bourse couvre les frais de scolarité, une allocation mensuelle, le logement, l'assurance maladie, un billet d'avion aller-retour et un cours de turc d'un an.</p>
<p class="n"><b>La candidature est entièrement gratuite.</b> Türkiye Bursları n'a pas de représentant ou d'agent et ne demande aucun frais d'inscription, de traduction ou de dossier. Les candidatures ne sont acceptées que sur le système en ligne officiel.</p>
<p><a href="https://tbbs.turkiyeburslari.gov.tr/">Accéder au système de candidature</a></p></div>`,
  }),
};

const vfsAlgeria: Entry = {
  id: 'xe-clean-vfs-global-algerie-france-rendez-vous',
  label: 'clean',
  kind: 'visa-appointment-official',
  url: 'https://visa.vfsglobal.com/dza/fr/fra/book-an-appointment',
  body: doc({
    title: 'Prendre un rendez-vous | VFS Global – Visa pour la France en Algérie',
    css: `body{margin:0;font-family:Arial;background:#f4f6fb}.h{background:#fff;border-bottom:1px solid #e1e4ea;padding:12px 30px;display:flex;justify-content:space-between}.w{max-width:860px;margin:20px auto;background:#fff;padding:24px}.t{width:100%;border-collapse:collapse}.t td,.t th{border:1px solid #dde;padding:8px}.al{background:#fff3cd;padding:12px;border-radius:4px}`,
    body: `<div class="h"><b style="color:#1c3f94">VFS.GLOBAL</b><span>Algérie › France · <a href="/dza/ar/fra/">العربية</a></span></div><div class="w"><h1>Prendre un rendez-vous</h1>
<p>Les rendez-vous pour le dépôt des demandes de visa pour la France se réservent <b>exclusivement et gratuitement</b> en ligne, à Alger, Oran et Annaba, après création de votre compte France-Visas.</p>
<table class="t"><tr><th>Frais</th><th>Montant</th></tr><tr><td>Frais de visa court séjour (adulte)</td><td>90 € (payés en dinars au taux du jour)</td></tr><tr><td>Frais de service VFS Global</td><td>selon la grille publiée au centre</td></tr><tr><td>Services optionnels (SMS, salon premium)</td><td>facultatifs</td></tr></table>
<p class="al"><b>Mise en garde :</b> VFS Global ne vend pas de rendez-vous et n'a aucun agent autorisé à le faire. Les intermédiaires qui proposent des « rendez-vous garantis » contre paiement ne sont pas affiliés à VFS Global. Signalez-les à l'ambassade.</p>
<p><a href="https://visa.vfsglobal.com/dza/fr/fra/login">Se connecter pour réserver</a></p></div>`,
  }),
};

export const entries: Entry[] = [posteMaTracking, dhlDutyPayment, posteTnTracking, turkiyeBurslari, vfsAlgeria];
