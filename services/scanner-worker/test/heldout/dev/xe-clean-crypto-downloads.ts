import { type Entry } from '../entry.js';
import { doc, logos } from '../parts/xe-kit.js';
import { zip, fileRoute } from '../parts/e-bin.js';

/**
 * Legitimate wallets, dapps, downloads and internal tools: a Uniswap swap with a bounded approval, a STON.fi
 * TON Connect swap, Trust Wallet's download page, Pi Network's scam warning, Signal's direct APK, a utility
 * invoice PDF, a public-tender ZIP of PDFs, a company HR intranet and Orange's real contest rules.
 */

const uniswapSwap: Entry = (() => {
  const host = 'app.uniswap.org';
  return {
    id: 'xe-clean-uniswap-swap-approbation-exacte',
    label: 'clean',
    kind: 'dapp-official',
    url: `https://${host}/swap?inputCurrency=0xdAC17F958D2ee523a2206206994597C13D831ec7&outputCurrency=ETH`,
    body: doc({
      title: 'Uniswap Interface',
      lang: 'en',
      css: `body{margin:0;background:#fff;font-family:Inter,Arial;color:#222}.n{display:flex;justify-content:space-between;padding:14px 24px}.n button{background:#fef4ff;color:#fc72ff;border:0;border-radius:20px;padding:10px 16px;font-weight:600}.sw{max-width:460px;margin:60px auto;border:1px solid #eee;border-radius:24px;padding:10px}.f{background:#f9f9f9;border-radius:16px;padding:16px;margin:4px 0}.f input{border:0;background:none;font-size:32px;width:70%}.go{width:100%;background:#fc72ff;color:#fff;border:0;border-radius:20px;padding:16px;font-size:18px}`,
      body: `<div class="n"><b>🦄 Uniswap</b><button id="cw">Connect</button></div><div class="sw"><div class="f"><small>Sell</small><br><input id="amt" placeholder="0" inputmode="decimal"> USDT</div><div class="f"><small>Buy</small><br><input id="out" placeholder="0" readonly> ETH</div><button class="go" id="go">Connect wallet</button></div>
<script>var acct=null,USDT='0xdAC17F958D2ee523a2206206994597C13D831ec7',ROUTER='0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af';
document.getElementById('cw').onclick=document.getElementById('go').onclick=async function(){if(!window.ethereum)return alert('No wallet found');
if(!acct){acct=(await ethereum.request({method:'eth_requestAccounts'}))[0];document.getElementById('go').textContent='Review swap';return}
var v=Math.round(parseFloat(document.getElementById('amt').value||'0')*1e6);if(!v)return;
// approve exactly the amount being swapped (not unlimited), then the user confirms the swap
var data='0x095ea7b3'+ROUTER.slice(2).toLowerCase().padStart(64,'0')+v.toString(16).padStart(64,'0');
await ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:USDT,data:data}]});document.getElementById('go').textContent='Swap';};
document.getElementById('amt').oninput=function(){document.getElementById('out').value=(parseFloat(this.value||'0')/3390).toFixed(5)};</script>`,
    }),
  };
})();

const lydecInvoice: Entry = (() => {
  const host = 'www.lydec.ma';
  const pdf = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length 88>>stream\nBT /F1 14 Tf 50 780 Td (LYDEC - Facture 2025-11-0048813 - Montant TTC : 412,36 MAD) Tj ET\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return {
    id: 'xe-clean-lydec-espace-client-facture-pdf',
    label: 'clean',
    kind: 'invoice-portal-official',
    url: `https://${host}/espace-client/factures`,
    body: doc({
      title: 'Mes factures – Espace client Lydec',
      css: `body{margin:0;font-family:Arial;background:#f4f7f9}.hd{background:#00599c;color:#fff;padding:12px 24px}.w{max-width:860px;margin:20px auto;background:#fff;padding:22px}.t{width:100%;border-collapse:collapse}.t td,.t th{border-bottom:1px solid #e6e6e6;padding:9px;text-align:left}.t a{color:#00599c}`,
      body: `<div class="hd">Lydec · Espace client · Contrat n° 3004418823</div><div class="w"><h2>Mes factures</h2><table class="t"><tr><th>Période</th><th>Montant</th><th>Statut</th><th></th></tr>
<tr><td>Octobre 2025</td><td>412,36 MAD</td><td>À payer avant le 20/11/2025</td><td><a href="/espace-client/factures/2025-11-0048813.pdf">Télécharger (PDF)</a> · <a href="https://payment.cmi.co.ma/fim/est3Dgate?oid=LYD-2025-11-0048813">Payer</a></td></tr>
<tr><td>Septembre 2025</td><td>388,10 MAD</td><td>Payée</td><td><a href="/espace-client/factures/2025-10-0044127.pdf">Télécharger (PDF)</a></td></tr></table>
<p style="font-size:12px;color:#666">Lydec n'envoie jamais de facture sous forme d'archive ZIP ou de fichier exécutable.</p></div>`,
    }),
    routes: {
      [`${host}/espace-client/factures/2025-11-0048813.pdf`]: fileRoute(pdf, 'application/pdf', 'Facture_Lydec_2025-11-0048813.pdf'),
    },
  };
})();

const marchesPublicsDce: Entry = (() => {
  const host = 'www.marchespublics.gov.ma';
  const pdf = (t: string) => `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${t}\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return {
    id: 'xe-clean-marches-publics-telechargement-dce-zip',
    label: 'clean',
    kind: 'tender-portal-official',
    url: `https://${host}/index.php?page=entreprise.EntrepriseDetailConsultation&refConsultation=884213`,
    body: doc({
      title: 'Portail marocain des marchés publics – Détail de la consultation',
      css: `body{margin:0;font-family:Arial;background:#f4f4f4}.h{background:#006233;color:#fff;padding:14px 24px}.w{max-width:860px;margin:20px auto;background:#fff;padding:22px}.t{width:100%;border-collapse:collapse;font-size:14px}.t td{border:1px solid #ddd;padding:8px}`,
      body: `<div class="h">Portail Marocain des Marchés Publics</div><div class="w"><h2>Appel d'offres ouvert n° 42/2025/DR-CS – Travaux d'entretien du réseau d'éclairage public</h2>
<table class="t"><tr><td>Acheteur public</td><td>Commune de Mohammedia</td></tr><tr><td>Date limite de remise des plis</td><td>02/12/2025 10:00</td></tr><tr><td>Lieu d'ouverture des plis</td><td>Salle de réunion de la Commune</td></tr></table>
<p>Le dossier de consultation (DCE) est téléchargeable gratuitement. Identification facultative.</p><p><a href="/index.php?page=entreprise.EntrepriseDownloadCompleteDce&refConsultation=884213">Télécharger le DCE complet (ZIP, 3 fichiers PDF)</a></p></div>`,
    }),
    routes: {
      [`${host}/index.php?page=entreprise.EntrepriseDownloadCompleteDce&refConsultation=884213`]: fileRoute(zip([{ name: 'DCE_42-2025/CPS_42-2025.pdf', data: pdf('CPS') }, { name: 'DCE_42-2025/RC_42-2025.pdf', data: pdf('RC') }, { name: 'DCE_42-2025/BPDE_42-2025.pdf', data: pdf('BPDE') }]), 'application/zip', 'DCE_42-2025.zip'),
    },
  };
})();

const orangeContestRules: Entry = {
  id: 'xe-clean-orange-senegal-jeu-concours-reglement',
  label: 'clean',
  kind: 'official-contest',
  url: 'https://www.orange.sn/jeux-concours/orange-25-ans',
  body: doc({
    title: 'Jeu « Orange 25 ans » – Règlement | Orange Sénégal',
    css: `body{margin:0;font-family:Helvetica,Arial;background:#fff}.t{background:#000;color:#fff;padding:10px 24px;display:flex;gap:10px;align-items:center}.hero{background:#ff7900;color:#fff;padding:30px;text-align:center}.w{max-width:800px;margin:20px auto;line-height:1.6;font-size:14px}.w h3{margin-top:20px}`,
    body: `<div class="t">${logos.orange(30)}<b>Orange Sénégal</b></div><div class="hero"><h1>Orange fête ses 25 ans</h1><p>Du 1er au 30 novembre : tentez de gagner des smartphones et du crédit en rechargeant votre compte.</p></div>
<div class="w"><h3>Article 1 – Organisation</h3><p>La Sonatel (Orange Sénégal), SA au capital de 50 000 000 000 FCFA, organise un jeu gratuit sans obligation d'achat, sous contrôle d'huissier.</p>
<h3>Article 2 – Participation</h3><p>Chaque recharge de crédit ou achat de pass via #1234# ou l'application Max it donne une chance au tirage. Aucune inscription sur un site web n'est requise.</p>
<h3>Article 3 – Lots et remise</h3><p>Les gagnants sont contactés par le 1413 (numéro officiel) et les lots sont remis en agence Orange sur présentation d'une pièce d'identité. <b>Aucun frais de livraison ou de dossier n'est demandé, et aucun partage sur WhatsApp n'est nécessaire.</b></p></div>`,
  }),
};

export const entries: Entry[] = [uniswapSwap, lydecInvoice, marchesPublicsDce, orangeContestRules];
