import { type Entry } from '../entry.js';
import { doc } from '../parts/xe-kit.js';

/**
 * Money-multiplying schemes passed around on WhatsApp and Facebook: "double your money in 24 h", a forex
 * "100 % bonus" account manager, fixed-match betting tips, a cloud-mining Ponzi with referral levels, a
 * like-and-earn task scam that needs recharges, and a fake "recovery" office for earlier victims.
 */

const recoveryOffice: Entry = {
  id: 'xe-recuperation-argent-arnaque-interpol-frais',
  label: 'scam',
  kind: 'recovery-scam',
  url: 'https://cellule-recuperation-fonds-afrique.org/plainte',
  body: doc({
    title: 'Cellule Africaine de Récupération des Fonds – Victimes d\'arnaques',
    css: `body{margin:0;font-family:'Times New Roman',serif;background:#f3f3f0}.h{background:#0b2545;color:#fff;padding:16px 28px;display:flex;gap:14px;align-items:center}.h .sc{width:48px;height:48px;border-radius:50%;border:3px solid #c9a227}.w{max-width:760px;margin:20px auto;background:#fff;padding:28px;border:1px solid #ccc}.st{display:flex;gap:20px;text-align:center}.st div{flex:1;background:#f7f4ea;padding:12px}.st b{display:block;font-size:24px;color:#0b2545}form input,form textarea,form select{width:100%;padding:9px;margin:5px 0;box-sizing:border-box}form button{background:#0b2545;color:#fff;border:0;padding:12px 26px}`,
    body: `<div class="h"><div class="sc"></div><div><b>CARF – Cellule Africaine de Récupération des Fonds</b><br><small>En collaboration avec INTERPOL, la BCEAO et les cybercriminalités nationales</small></div></div>
<div class="w"><h2>Vous avez été victime d'une arnaque en ligne ? Nous récupérons votre argent.</h2><div class="st"><div><b>12 840</b>dossiers traités</div><div><b>94 %</b>taux de récupération</div><div><b>3,2 Mds FCFA</b>restitués</div></div>
<p>Investissement frauduleux, faux forex, Mobile Money, romance, fausse boutique : nos agents localisent l'escroc et bloquent les fonds. Après ouverture de votre dossier, un officier vous contacte sous 24 h.</p>
<p><b>Frais d'ouverture de dossier et de traçage : 35 000 FCFA</b>, payables par Orange Money ou Western Union. Les frais de déblocage (10 % du montant récupéré) sont payables à la restitution.</p>
<form method="post" action="/plainte/enregistrer.php"><input name="nom" placeholder="Nom complet"><input name="tel" placeholder="Téléphone / WhatsApp"><select name="type"><option>Arnaque à l'investissement</option><option>Mobile Money</option><option>Sentimentale</option><option>Boutique en ligne</option></select><input name="montant" placeholder="Montant perdu"><textarea name="recit" placeholder="Décrivez l'arnaque"></textarea><button>Ouvrir mon dossier</button></form></div>`,
  }),
};

export const entries: Entry[] = [recoveryOffice];
