import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { page, appCss, badge, wordmark, baseSiteCss, b64 } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-bitpay-invoice-own-domain',
  label: 'clean',
  kind: 'crypto-payment-legit',
  url: 'https://bitpay.com/invoice?id=Kq7TzX2bN9wLm4RvP1sY3c',
  body: page({
    title: 'BitPay Invoice',
    lang: 'en-US',
    css: appCss('#1a3b8b', '#f3f5fa') + `.qr{width:180px;height:180px;margin:14px auto;background:repeating-conic-gradient(#1a3b8b 0 25%,#fff 0 50%) 0 0/18px 18px;border:8px solid #fff;outline:1px solid #e4e7eb}.addr{display:flex;gap:8px;align-items:center;font-family:monospace;font-size:12px;background:#f1f4f9;padding:8px;border-radius:6px;word-break:break-all}.addr button{border:0;background:#1a3b8b;color:#fff;border-radius:4px;padding:4px 8px;cursor:pointer}`,
    body: `<div class="wrap"><main class="panel">
${wordmark('bitpay', '#1a3b8b', { size: 26, weight: 800 })}
<p class="sub" style="margin-top:10px">Ardee Networks Ltd · Invoice 2025-1184 (Managed IT, November)</p>
<h1>0.00412 BTC</h1><p style="font-size:13px;color:#52606d">≈ €389.00 · Rate locked for <span id="t">14:52</span></p>
<div class="qr" role="img" aria-label="Payment QR code"></div>
<div class="addr"><span id="ad">bc1q9h7k2x4m6n8p0r2t4v6x8z0a2c4e6g8j0l2n4p</span><button id="cp">Copy</button></div>
<p style="font-size:13px;color:#52606d;margin-top:14px">Send the exact amount in a single transaction. BitPay never asks for your wallet's recovery phrase.</p>
<div class="foot"><a href="https://bitpay.com/legal/terms-of-use">Terms</a> · <a href="https://support.bitpay.com/">Support</a></div>
</main></div>
<script>document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(document.getElementById('ad').textContent);this.textContent='Copied';};
var end=Date.now()+892e3;setInterval(function(){var s=Math.max(0,(end-Date.now())/1e3|0);document.getElementById('t').textContent=String(s/60|0).padStart(2,'0')+':'+String(s%60).padStart(2,'0')},1e3);
(function poll(){fetch('/invoices/Kq7TzX2bN9wLm4RvP1sY3c/status').then(function(r){return r.ok?r.json():null}).then(function(j){if(j&&j.status==='paid')location.reload();else setTimeout(poll,5000)}).catch(function(){setTimeout(poll,10000)});})();</script>`,
  }),
},
];
