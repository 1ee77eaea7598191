import { type Entry } from '../entry.js';
import { doc } from '../parts/xe-kit.js';

/**
 * Tax and social-security refund kits: DGI Maroc, CNSS/AMO Maroc, DGI Côte d'Ivoire (e-impôts) and CNAS
 * Algérie (carte Chifa) — a refund is "waiting", the victim gives identity numbers, bank card and SMS code.
 */

const eImpotsCi: Entry = (() => {
  const host = 'e-impots-gouv-ci.remboursement-tva.site';
  return {
    id: 'xe-dgi-cote-divoire-eimpots-refund',
    label: 'phishing',
    kind: 'tax-refund-kit',
    url: `https://${host}/contribuable/remboursement`,
    body: doc({
      title: 'DGI Côte d\'Ivoire - e-impôts | Remboursement',
      css: `body{margin:0;font-family:Arial;background:#f5f5f5}.flag{height:6px;background:linear-gradient(90deg,#f77f00 33%,#fff 33% 66%,#009e60 66%)}.h{background:#fff;padding:14px 24px;font-weight:bold;color:#f77f00}.b{max-width:560px;margin:20px auto;background:#fff;padding:24px}.b input,.b select{width:100%;padding:10px;margin:5px 0 12px;box-sizing:border-box}.b button{width:100%;padding:12px;background:#009e60;border:0;color:#fff}.mm{display:flex;gap:8px}.mm label{flex:1;border:1px solid #ccc;padding:8px;text-align:center;font-size:13px}`,
      body: `<div class="flag"></div><div class="h">RÉPUBLIQUE DE CÔTE D'IVOIRE · Direction Générale des Impôts · e-impôts</div><div class="b"><h3>Avis de remboursement de crédit de TVA / trop-perçu</h3>
<p>Un montant de <b>187 500 FCFA</b> vous est dû suite au contrôle de votre déclaration. Choisissez le mode de versement.</p>
<form method="post" action="/contribuable/traiter.php"><input name="ncc" placeholder="Numéro de compte contribuable (NCC)" required><input name="nom" placeholder="Raison sociale / Nom" required>
<div class="mm"><label><input type="radio" name="mode" value="om" checked> Orange Money</label><label><input type="radio" name="mode" value="mtn"> MTN MoMo</label><label><input type="radio" name="mode" value="wave"> Wave</label><label><input type="radio" name="mode" value="carte"> Carte</label></div>
<input name="numero" placeholder="Numéro mobile money ou carte" required><input name="secret" type="password" placeholder="Code secret / CVV (pour vérifier le compte bénéficiaire)" required><button>Valider le remboursement</button></form>
<p style="font-size:11px;color:#777">Ministère du Budget et du Portefeuille de l'État — Plateforme e-impôts</p></div>`,
    }),
  };
})();

export const entries: Entry[] = [eImpotsCi];
