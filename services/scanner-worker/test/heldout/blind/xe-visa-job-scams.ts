import { htmlRoute, type Entry } from '../entry.js';
import { doc, waFloat } from '../parts/xe-kit.js';

/**
 * Advance-fee scams around leaving: a "selected" DV lottery winner, a paid fast-track Campus France
 * procedure, Canadian and Gulf recruitment with visa fees, a "fully funded" scholarship with an
 * application fee, and Schengen appointment resellers — paid by mobile money, Western Union or crypto.
 */

const campusFranceFastTrack: Entry = {
  id: 'xe-campus-france-procedure-acceleree-wave',
  label: 'scam',
  kind: 'advance-fee-student-visa',
  url: 'https://campusfrance-senegal-procedure.com/inscription-acceleree',
  body: doc({
    title: 'Campus France Sénégal – Procédure accélérée Études en France 2026',
    css: `body{margin:0;font-family:Arial;background:#fff}.h{background:#e1000f;color:#fff;padding:16px 28px;font-size:22px;font-weight:bold}.h small{display:block;font-size:13px;font-weight:normal}.w{max-width:820px;margin:20px auto;padding:0 16px}.g{display:flex;gap:16px}.g div{flex:1;background:#f7f7f7;padding:14px;border-top:3px solid #e1000f}.pay{background:#fff5f5;border:2px dashed #e1000f;padding:16px;margin:16px 0}form input,form select{width:100%;padding:10px;margin:5px 0;box-sizing:border-box}form button{background:#e1000f;color:#fff;border:0;padding:12px 30px}.t{font-size:13px;color:#555}`,
    body: `<div class="h">Campus France Sénégal<small>Procédure « Études en France » – Session accélérée 2026</small></div><div class="w">
<p><b>Places limitées !</b> Obtenez votre pré-inscription dans une université française et votre visa étudiant <b>garanti en 21 jours</b>, même après la fermeture de la plateforme.</p>
<div class="g"><div><b>1.</b> Remplissez le formulaire</div><div><b>2.</b> Payez les frais de dossier accélérés</div><div><b>3.</b> Recevez votre attestation d'admission + rendez-vous visa</div></div>
<div class="pay"><b>Frais de procédure accélérée : 185 000 FCFA</b> (au lieu de l'entretien pédagogique classique)<br>Paiement uniquement par <b>Wave</b> ou <b>Orange Money</b> au <b>+221 78 602 14 77</b> (M. Diallo, conseiller Campus France).<br>Envoyez la capture du paiement sur WhatsApp pour valider votre dossier.</div>
<form action="https://formsubmit.co/campusfrance.sn.dossiers@gmail.com" method="POST"><input name="nom" placeholder="Nom et prénom"><input name="tel" placeholder="WhatsApp"><select name="niveau"><option>Licence 1</option><option>Master 1</option><option>Master 2</option></select><input name="ref" placeholder="Référence de paiement Wave / OM"><button>Soumettre mon dossier</button></form>
<p class="t">⭐⭐⭐⭐⭐ « J'ai eu mon visa en 3 semaines grâce à la procédure accélérée » – Fatou S., Thiès</p></div>${waFloat('221786021477', 'Bonjour, je veux la procédure accélérée Campus France')}`,
  }),
};

const scholarshipFee: Entry = {
  id: 'xe-bourse-integrale-turquie-frais-inscription',
  label: 'scam',
  kind: 'scholarship-fee-scam',
  url: 'https://bourses-etudes-afrique.blogspot-bourse.com/2025/11/bourse-integrale-turquie-2026.html',
  body: doc({
    title: 'Bourse intégrale Türkiye 2026 – 100% financée (inscription ouverte)',
    css: `body{font-family:Georgia,serif;background:#fff;margin:0}.hdr{background:#1b5e20;color:#fff;padding:18px}.post{max-width:720px;margin:18px auto;line-height:1.6}.box{background:#e8f5e9;border:1px solid #a5d6a7;padding:14px}.btn{display:inline-block;background:#c62828;color:#fff;padding:12px 22px;text-decoration:none;font-family:Arial}`,
    body: `<div class="hdr">Bourses d'Études Afrique · Toutes les bourses pour étudiants africains</div><div class="post"><h1>Bourse intégrale Türkiye 2026 (licence, master, doctorat) – Candidature ouverte</h1>
<p>Le gouvernement turc offre 2 500 bourses entièrement financées aux étudiants d'Afrique francophone : frais de scolarité, logement, billet d'avion, assurance et allocation mensuelle de 700 €.</p>
<div class="box"><b>Date limite : 30 novembre 2025.</b><br>Pour que votre dossier soit transmis au comité de sélection, vous devez régler les <b>frais d'inscription et de traduction certifiée de 25 000 FCFA</b> (ou 250 DH / 4 500 DA) à notre bureau de représentation.</div>
<p>Méthodes de paiement : Orange Money Côte d'Ivoire <b>07 09 44 18 20</b>, Wave Sénégal <b>77 300 48 11</b>, CashPlus Maroc (nom : Hamza B.), BaridiMob <b>RIP 00799999002644887155</b>.</p>
<p><a class="btn" href="https://bourses-etudes-afrique.blogspot-bourse.com/formulaire-paiement">Je m'inscris maintenant</a></p>
<p style="font-size:13px;color:#777">Partagez cette publication sur 10 groupes WhatsApp pour que votre dossier soit prioritaire.</p></div>`,
  }),
  routes: {
    'bourses-etudes-afrique.blogspot-bourse.com/formulaire-paiement': htmlRoute(doc({ title: 'Formulaire de candidature', body: '<form style="max-width:480px;margin:30px auto;font-family:Arial" method="post" action="https://formspree-mail.com/f/xbourse26"><h3>Candidature Bourse Türkiye 2026</h3><input name="nom" placeholder="Nom complet" style="width:100%;padding:10px;margin:4px 0"><input name="passeport" placeholder="Numéro de passeport" style="width:100%;padding:10px;margin:4px 0"><input name="ref" placeholder="ID de transaction du paiement (25 000 FCFA)" style="width:100%;padding:10px;margin:4px 0"><button style="padding:10px 24px">Envoyer</button></form>' })),
  },
};

const schengenAppointments: Entry = {
  id: 'xe-rendez-vous-visa-schengen-algerie-garanti',
  label: 'scam',
  kind: 'visa-appointment-resale-scam',
  url: 'https://rdv-visa-france-dz.com/reserver',
  body: doc({
    title: 'RDV Visa France Algérie garanti – موعد فيزا فرنسا مضمون',
    css: `body{margin:0;font-family:Tahoma,Arial;background:#f4f6fb}.h{background:#002395;color:#fff;padding:14px 24px}.w{max-width:780px;margin:20px auto;background:#fff;padding:22px}.tbl{width:100%;border-collapse:collapse}.tbl th,.tbl td{border:1px solid #dde;padding:8px;text-align:center}.ar{direction:rtl;text-align:right}.tag{background:#ed2939;color:#fff;padding:2px 8px;border-radius:3px;font-size:12px}`,
    body: `<div class="h">RDV-VISA-DZ · Centres Alger · Oran · Annaba · Constantine</div><div class="w">
<p class="ar">نضمن لكم موعد فيزا فرنسا في أقل من 72 ساعة. لا داعي للانتظار لأشهر! الدفع عبر BaridiMob أو نقدا.</p>
<p>Rendez-vous de dépôt visa Schengen (France, Espagne, Italie) <b>garantis sous 72 h</b>. Nos robots surveillent la plateforme 24h/24. <span class="tag">Disponible</span></p>
<table class="tbl"><tr><th>Type de visa</th><th>Délai</th><th>Prix</th></tr><tr><td>Court séjour tourisme</td><td>72 h</td><td>35 000 DA</td></tr><tr><td>Visite familiale</td><td>72 h</td><td>38 000 DA</td></tr><tr><td>Études (Campus France)</td><td>5 jours</td><td>45 000 DA</td></tr><tr><td>Prime : dossier « accepté à 99 % » (attestation d'hébergement + relevé bancaire)</td><td>—</td><td>60 000 DA</td></tr></table>
<p>Acompte de 50 % par BaridiMob (RIP <b>00799999 0028 7611 4032</b>) ou CCP. Le reste à la confirmation du rendez-vous. Aucun remboursement après réservation.</p>
<p class="ar">للتواصل واتساب / فايبر : 0770 41 88 20</p></div>${waFloat('213770418820', 'Salam, bghit rendez-vous visa France', 'واتساب')}`,
  }),
};

export const entries: Entry[] = [campusFranceFastTrack, scholarshipFee, schengenAppointments];
