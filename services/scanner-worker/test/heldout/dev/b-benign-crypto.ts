import type { Entry } from '../entry.js';

// Clean look-alikes of drainers and seed-phrase kits: dapps on their own domains with exact approvals,
// wallet vendors' sites and docs, crypto news and price pages, a charity accepting crypto.
const html = String.raw;

export const entries: Entry[] = [
{
  id: 'b-ok-dapp-swap',
  label: 'clean',
  kind: 'dapp',
  url: 'https://app.lumaswap.org/#/swap',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>LumaSwap | Swap</title>
<style>body{margin:0;background:radial-gradient(circle at top,#2b1055,#0d0a1a);color:#fff;font-family:Inter,sans-serif;min-height:100vh}.nav{display:flex;justify-content:space-between;padding:16px 28px}.b{background:#d946ef;border:0;color:#fff;border-radius:14px;padding:10px 18px;font-weight:600;cursor:pointer}
.card{width:440px;margin:60px auto;background:#15112a;border-radius:24px;padding:16px}.f{background:#1f1a3a;border-radius:16px;padding:16px;margin:6px 0;display:flex;justify-content:space-between;align-items:center}.f input{background:none;border:0;color:#fff;font-size:28px;width:60%;outline:none}
.tok{background:#2d2552;border-radius:16px;padding:6px 12px}#msg{font-size:13px;color:#b9b3d6;min-height:18px;margin:8px 4px}</style></head>
<body><div class="nav"><b>LumaSwap</b><span><a style="color:#ccc;margin-right:20px" href="#/pool">Pool</a><button class="b" id="conn">Connect</button></span></div>
<div class="card"><div class="f"><input id="amt" value="100" inputmode="decimal"><span class="tok">USDC</span></div><div class="f"><input id="out" value="" readonly placeholder="0.0"><span class="tok">ETH</span></div>
<div id="msg"></div><button class="b" id="swap" style="width:100%;padding:16px;font-size:17px">Swap</button></div>
<script>
var USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', ROUTER = '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD';
var acct = null;
function hex(n){ return n.toString(16).padStart(64, '0'); }
async function connect(){
  if (!window.ethereum) { document.getElementById('msg').textContent = 'No wallet detected.'; return; }
  acct = (await ethereum.request({ method: 'eth_requestAccounts' }))[0];
  document.getElementById('conn').textContent = acct.slice(0, 6) + '…' + acct.slice(-4);
}
async function quote(){ var a = parseFloat(document.getElementById('amt').value) || 0; document.getElementById('out').value = (a / 3412.55).toFixed(6); }
async function swap(){
  if (!acct) await connect(); if (!acct) return;
  var amount = BigInt(Math.round(parseFloat(document.getElementById('amt').value) * 1e6));
  var allowance = BigInt(await ethereum.request({ method: 'eth_call', params: [{ to: USDC, data: '0xdd62ed3e' + hex(BigInt(acct)) + hex(BigInt(ROUTER)) }, 'latest'] }));
  if (allowance < amount) {
    document.getElementById('msg').textContent = 'Approve ' + (Number(amount) / 1e6) + ' USDC for this swap (exact amount)';
    await ethereum.request({ method: 'eth_sendTransaction', params: [{ from: acct, to: USDC, data: '0x095ea7b3' + hex(BigInt(ROUTER)) + hex(amount) }] });
  }
  document.getElementById('msg').textContent = 'Confirm the swap in your wallet';
  var q = await fetch('/api/quote?tokenIn=' + USDC + '&amount=' + amount + '&recipient=' + acct).then(function(r){ return r.json(); });
  await ethereum.request({ method: 'eth_sendTransaction', params: [{ from: acct, to: ROUTER, data: q.calldata, value: '0x0' }] });
  document.getElementById('msg').textContent = 'Swap submitted';
}
document.getElementById('conn').onclick = connect; document.getElementById('swap').onclick = swap; document.getElementById('amt').oninput = quote; quote();
</script></body></html>`,
  routes: {
    'app.lumaswap.org/api/quote': { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amountOut: '29303414000000000', calldata: '0x3593564c000000000000000000000000000000000000000000000000000000000000006000000000000000000000000000000000000000000000000000000000000000a0', priceImpact: '0.02' }) },
  },
},
{
  id: 'b-ok-dapp-lending',
  label: 'clean',
  kind: 'dapp',
  url: 'https://app.harborlend.finance/reserve-overview/?underlyingAsset=usdc&marketName=proto_mainnet',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>HarborLend — USDC reserve</title>
<style>body{margin:0;background:#f1f1f3;font-family:Inter,Arial;color:#303549}.top{background:#2b2d3c;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.c{max-width:980px;margin:30px auto;display:flex;gap:20px}
.p{background:#fff;border-radius:8px;padding:20px;flex:1}.kv{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #eaebef;font-size:14px}.btn{background:#383d51;color:#fff;border:0;border-radius:4px;padding:10px 16px;cursor:pointer}
.modal{display:none;position:fixed;inset:0;background:rgba(0,0,0,.4);align-items:center;justify-content:center}.modal .in{background:#fff;width:400px;border-radius:8px;padding:20px}</style></head>
<body><div class="top"><b>HarborLend</b><button class="btn" id="c">Connect wallet</button></div>
<div class="c"><div class="p"><h2>USD Coin (USDC)</h2><div class="kv"><span>Total supplied</span><b>1.21B</b></div><div class="kv"><span>Supply APY</span><b>4.87%</b></div><div class="kv"><span>Max LTV</span><b>77%</b></div><div class="kv"><span>Liquidation threshold</span><b>80%</b></div><div class="kv"><span>Oracle</span><span>Chainlink USDC/USD</span></div></div>
<div class="p" style="flex:.6"><h3>Your info</h3><p id="bal">Connect your wallet to see balances</p><button class="btn" id="sup">Supply</button></div></div>
<div class="modal" id="m"><div class="in"><h3>Supply USDC</h3><input id="amt" value="250" style="width:100%;padding:8px"><p style="font-size:13px">Step 1: Approve exactly this amount · Step 2: Supply</p><button class="btn" id="go">Approve &amp; supply</button> <button class="btn" onclick="document.getElementById('m').style.display='none'">Cancel</button><p id="s" style="font-size:13px"></p></div></div>
<script>
const USDC='0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', POOL='0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2';
let me=null; const pad=v=>BigInt(v).toString(16).padStart(64,'0');
document.getElementById('c').onclick=async()=>{[me]=await ethereum.request({method:'eth_requestAccounts'});document.getElementById('c').textContent=me.slice(0,6)+'…';const b=await ethereum.request({method:'eth_call',params:[{to:USDC,data:'0x70a08231'+pad(me)},'latest']});document.getElementById('bal').textContent='Wallet balance: '+(Number(BigInt(b))/1e6).toFixed(2)+' USDC';};
document.getElementById('sup').onclick=()=>{document.getElementById('m').style.display='flex';};
document.getElementById('go').onclick=async()=>{if(!me)[me]=await ethereum.request({method:'eth_requestAccounts'});const amt=BigInt(Math.round(parseFloat(document.getElementById('amt').value)*1e6));const s=document.getElementById('s');
s.textContent='Approving '+document.getElementById('amt').value+' USDC…';await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:USDC,data:'0x095ea7b3'+pad(POOL)+pad(amt)}]});
s.textContent='Supplying…';await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:POOL,data:'0x617ba037'+pad(USDC)+pad(amt)+pad(me)+pad(0)}]});s.textContent='Supplied!';};
</script></body></html>`,
},
{
  id: 'b-ok-dapp-nft-market',
  label: 'clean',
  kind: 'dapp',
  url: 'https://tidepool.art/assets/ethereum/0x8a90cab2b38dba80c64b7734e58ee1db38b8992e/4411',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Doodle Shores #4411 | Tidepool</title>
<style>body{margin:0;font-family:Inter,sans-serif;color:#121212}.n{display:flex;justify-content:space-between;padding:14px 30px;border-bottom:1px solid #eee}.w{max-width:1100px;margin:30px auto;display:flex;gap:40px}.img{width:500px;height:500px;border-radius:12px;background:#ffd6e0}
.b{background:#0e7c86;color:#fff;border:0;border-radius:10px;padding:12px 20px;font-weight:600;cursor:pointer}.pan{border:1px solid #e5e8eb;border-radius:10px;padding:18px;margin:14px 0}.muted{color:#707a83;font-size:14px}</style></head>
<body><div class="n"><b>Tidepool</b><button class="b" id="c">Connect</button></div>
<div class="w"><div class="img"></div><div style="flex:1"><p class="muted">Doodle Shores</p><h1>Doodle Shores #4411</h1><p class="muted">Owned by <span id="own">0x2f1…c9d0</span></p>
<div class="pan"><b>List for sale</b><p class="muted">Listing requires a one-time approval that lets the Tidepool conduit transfer this collection when a buyer fills your order. You can cancel listings or revoke the approval at any time.</p><input id="price" value="0.85" style="padding:8px;width:100px"> ETH <button class="b" id="list">List item</button><p id="s" class="muted"></p></div>
<div class="pan"><b>Item activity</b><p class="muted">Sale · 0.71 ETH · 2 months ago<br>Transfer · 5 months ago<br>Minted · 1 year ago</p></div></div></div>
<script>
const COLL='0x8a90CAb2b38dba80c64b7734e58Ee1dB38B8992e', CONDUIT='0x1E0049783F008A0085193E00003D00cd54003c71', SEAPORT='0x0000000000000068F116a894984e2DB1123eB395';
let me;
async function connect(){ [me]=await ethereum.request({method:'eth_requestAccounts'}); document.getElementById('c').textContent=me.slice(0,6)+'…'; }
document.getElementById('c').onclick=connect;
document.getElementById('list').onclick=async()=>{
  if(!me) await connect(); const s=document.getElementById('s');
  const ok=await ethereum.request({method:'eth_call',params:[{to:COLL,data:'0xe985e9c5'+me.slice(2).padStart(64,'0')+CONDUIT.slice(2).padStart(64,'0')},'latest']});
  if(BigInt(ok)===0n){ s.textContent='Approve collection (one-time)…'; await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:COLL,data:'0xa22cb465'+CONDUIT.slice(2).toLowerCase().padStart(64,'0')+'1'.padStart(64,'0')}]}); }
  const wei=BigInt(Math.round(parseFloat(document.getElementById('price').value)*1e6))*10n**12n; const fee=wei/40n;
  const order={offerer:me,zone:'0x0000000000000000000000000000000000000000',offer:[{itemType:2,token:COLL,identifierOrCriteria:'4411',startAmount:'1',endAmount:'1'}],consideration:[{itemType:0,token:'0x0000000000000000000000000000000000000000',identifierOrCriteria:'0',startAmount:String(wei-fee),endAmount:String(wei-fee),recipient:me},{itemType:0,token:'0x0000000000000000000000000000000000000000',identifierOrCriteria:'0',startAmount:String(fee),endAmount:String(fee),recipient:'0x0000a26b00c1F0DF003000390027140000fAa719'}],orderType:0,startTime:Math.floor(Date.now()/1e3),endTime:Math.floor(Date.now()/1e3)+2592000,zoneHash:'0x'+'0'.repeat(64),salt:String(Date.now()),conduitKey:'0x0000007b02230091a7ed01230072f7006a004d60a8d4e71d599b8104250f0000',counter:0};
  s.textContent='Sign the listing (no gas)…';
  const typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],OrderComponents:[{name:'offerer',type:'address'},{name:'zone',type:'address'},{name:'offer',type:'OfferItem[]'},{name:'consideration',type:'ConsiderationItem[]'},{name:'orderType',type:'uint8'},{name:'startTime',type:'uint256'},{name:'endTime',type:'uint256'},{name:'zoneHash',type:'bytes32'},{name:'salt',type:'uint256'},{name:'conduitKey',type:'bytes32'},{name:'counter',type:'uint256'}],OfferItem:[{name:'itemType',type:'uint8'},{name:'token',type:'address'},{name:'identifierOrCriteria',type:'uint256'},{name:'startAmount',type:'uint256'},{name:'endAmount',type:'uint256'}],ConsiderationItem:[{name:'itemType',type:'uint8'},{name:'token',type:'address'},{name:'identifierOrCriteria',type:'uint256'},{name:'startAmount',type:'uint256'},{name:'endAmount',type:'uint256'},{name:'recipient',type:'address'}]},primaryType:'OrderComponents',domain:{name:'Seaport',version:'1.6',chainId:1,verifyingContract:SEAPORT},message:order};
  const sig=await ethereum.request({method:'eth_signTypedData_v4',params:[me,JSON.stringify(typed)]});
  await fetch('/api/v2/orders',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({order,sig})}); s.textContent='Listed for '+document.getElementById('price').value+' ETH';
};
</script></body></html>`,
},
{
  id: 'b-ok-crypto-news-hack',
  label: 'clean',
  kind: 'article',
  url: 'https://www.chainwire-daily.com/news/defi/2024/11/bridge-exploit-drains-12m',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Bridge exploit drains $12M; attacker funnels ETH through mixer | Chainwire Daily</title>
<style>body{font-family:Georgia,serif;margin:0;color:#1a1a1a}.nav{font-family:Arial;background:#0a0a0a;color:#fff;padding:12px 30px}.a{max-width:720px;margin:30px auto;line-height:1.7;font-size:18px;padding:0 16px}
code{font-size:14px;background:#f3f3f3;padding:1px 4px;word-break:break-all}.by{font-family:Arial;font-size:13px;color:#666}blockquote{border-left:3px solid #f7931a;margin:0;padding-left:16px;color:#444}</style></head>
<body><div class="nav"><b>CHAINWIRE DAILY</b> · Markets · DeFi · Policy · Research</div><article class="a"><h1>Bridge exploit drains $12M; attacker funnels ETH through mixer</h1><p class="by">By Priya Raman · Nov 14, 2024, 3:12 PM UTC · 4 min read</p>
<p>A cross-chain bridge lost roughly $12 million on Thursday after an attacker abused a signature-verification flaw in its message relayer, according to on-chain data and a post-mortem shared by the team.</p>
<p>The exploiter address, <code>0x59abf3837fa962d6853b4cc0a19513aa031fd32b</code>, received 4,100 ETH in three transactions before swapping stablecoins through a DEX aggregator. Blockchain security firms flagged a second address, <code>0xb66cd966670d962c227b3eaba30a872dbfb995db</code>, as linked through gas funding.</p>
<blockquote>"Users who interacted with the bridge should revoke approvals to the old relayer contract. We will never DM you or ask you to sign anything to get a refund," the team wrote on X.</blockquote>
<p>Separately, researchers warned that phishing sites impersonating the bridge began appearing within hours, asking users to sign <code>setApprovalForAll</code> and Permit2 messages under the pretence of a "compensation claim".</p>
<p>The bridge has paused deposits and offered a 10% bounty for returned funds.</p></article></body></html>`,
},
{
  id: 'b-ok-wallet-docs-seed',
  label: 'clean',
  kind: 'article',
  url: 'https://support.foxhollow.io/hc/en-us/articles/360060826432-What-is-a-Secret-Recovery-Phrase',
  body: html`<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>What is a Secret Recovery Phrase and how to keep your crypto wallet secure – Foxhollow Help Center</title>
<style>body{font-family:Arial,sans-serif;margin:0;color:#24272a}.h{background:#24272a;color:#fff;padding:14px 30px}.a{max-width:760px;margin:30px auto;line-height:1.7;padding:0 18px}.box{background:#fdf4f4;border:1px solid #d73847;border-radius:8px;padding:14px 18px}
.ex{font-family:monospace;background:#f2f4f6;padding:10px;border-radius:6px}</style></head>
<body><div class="h">Foxhollow Help Center</div><div class="a"><h1>What is a Secret Recovery Phrase and how to keep your crypto wallet secure</h1>
<p>Your Secret Recovery Phrase (SRP) is a unique 12-word phrase that is generated when you first set up Foxhollow. Your funds are connected to that phrase. If you ever lose your password, your SRP allows you to recover your wallet and your funds.</p>
<p>A phrase looks like this (never use an example phrase for a real wallet):</p><p class="ex">candy maple cake sugar pudding cream honey rich smooth crumble sweet treat</p>
<div class="box"><b>Never share your Secret Recovery Phrase with anyone.</b> Not even with Foxhollow support. No legitimate website, "validation" form, airdrop, or support agent will ever ask for it. If someone has your SRP, they have full control of your wallet.</div>
<h2>How to store it safely</h2><ul><li>Write it down on paper and keep it in more than one secure place.</li><li>Don't store it in a screenshot, cloud note, e-mail or password manager that syncs to the internet.</li><li>Consider a hardware wallet for larger amounts.</li></ul>
<h2>How to reveal your SRP</h2><p>Open Foxhollow → Settings → Security &amp; Privacy → Reveal Secret Recovery Phrase. You'll be asked for your password. Make sure nobody is looking at your screen.</p>
<h2>I entered my SRP on a website. What now?</h2><p>Assume your wallet is compromised. Create a new wallet with a new SRP immediately and move any remaining funds to it.</p></div></body></html>`,
},
{
  id: 'b-ok-charity-crypto-pt',
  label: 'clean',
  kind: 'article',
  url: 'https://www.instituto-mares-limpos.org.br/doe/criptomoedas',
  body: html`<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Doe criptomoedas – Instituto Mares Limpos</title>
<style>body{font-family:"Nunito",Arial;margin:0;color:#123;background:#fff}.h{background:#0b6e99;color:#fff;padding:16px 30px}.h a{color:#fff;margin-right:16px}.w{max-width:820px;margin:30px auto;padding:0 18px;line-height:1.65}
.cw{display:flex;gap:20px}.cw div{flex:1;border:1px solid #cde;border-radius:10px;padding:16px}.ad{font-family:monospace;font-size:13px;background:#f1f7fa;padding:8px;border-radius:6px;word-break:break-all}.ad+button{margin-top:6px}</style></head>
<body><div class="h"><b>Instituto Mares Limpos</b><br><a href="/">Início</a><a href="/projetos">Projetos</a><a href="/transparencia">Transparência</a><a href="/doe">Doe</a></div>
<div class="w"><h1>Doe criptomoedas</h1><p>Aceitamos doações em Bitcoin e Ethereum para o programa de limpeza de manguezais na Baía de Guanabara. As doações são convertidas em reais pela nossa corretora parceira e constam do relatório anual de transparência.</p>
<div class="cw"><div><h3>Bitcoin (BTC)</h3><div class="ad" id="btc">bc1qk7n3hx6q0m2e9t8y5r4w3v2u1s0p9o8i7u6y5t</div><button onclick="navigator.clipboard.writeText(document.getElementById('btc').textContent)">Copiar endereço</button></div>
<div><h3>Ethereum (ETH, USDC)</h3><div class="ad" id="eth">0x4D2c8F1a6b3E9d7C5a0B2e4F6c8D1a3E5b7C9f02</div><button onclick="navigator.clipboard.writeText(document.getElementById('eth').textContent)">Copiar endereço</button></div></div>
<p>Confira sempre o endereço nesta página (https://www.instituto-mares-limpos.org.br). Não enviamos endereços por WhatsApp nem prometemos retorno de qualquer tipo. Para recibo de doação, envie o hash da transação para <b>financeiro@instituto-mares-limpos.org.br</b>.</p>
<p style="font-size:13px;color:#567">CNPJ 12.345.678/0001-90 · Organização da Sociedade Civil de Interesse Público (OSCIP)</p></div></body></html>`,
},
];
