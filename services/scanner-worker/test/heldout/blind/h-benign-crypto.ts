import { type Entry } from '../entry.js';
import { css, doc, img, js, json } from '../parts/h-parts.js';

export const entries: Entry[] = [
  // h-ok-uniswap-real-approve
{
  id: 'h-ok-uniswap-real-approve',
  label: 'clean',
  kind: 'dapp-real',
  url: 'https://app.uniswap.org/swap?inputCurrency=ETH&outputCurrency=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  body: doc({
    title: 'Uniswap Interface',
    head: '<meta name="description" content="Swap crypto on Ethereum, Base, Arbitrum, Polygon, Unichain and more. The DeFi platform trusted by millions."><link rel="stylesheet" href="/static/css/main.css">',
    body: `<div id="root"><nav><span class="u">🦄</span><a class="on" href="/swap">Trade</a><a href="/explore">Explore</a><a href="/positions">Pool</a><input placeholder="Search tokens and pools"><button id="cw" class="cw">Connect</button></nav>
<main><div class="sw"><div class="tabs"><b>Swap</b><span>Limit</span><span>Send</span><span>Buy</span></div><div class="bx"><small>Sell</small><div class="row"><input id="in" placeholder="0"><span class="tk">ETH</span></div></div><div class="bx"><small>Buy</small><div class="row"><input id="out" placeholder="0" readonly><span class="tk">USDC</span></div></div><button id="act" class="go">Connect wallet</button><p id="info" class="nt"></p></div>
<p class="nt">By connecting a wallet, you agree to Uniswap Labs' <a href="https://uniswap.org/terms-of-service">Terms of Service</a> and consent to its <a href="https://uniswap.org/privacy-policy">Privacy Policy</a>.</p></main></div>
<script src="/static/js/swap.js"></script>`,
  }),
  routes: {
    'app.uniswap.org/static/css/main.css': css('body{margin:0;font-family:Basel,Inter,sans-serif;background:#fff}nav{display:flex;gap:16px;align-items:center;padding:14px 20px}nav a{color:#7d7d7d;text-decoration:none}nav a.on{color:#131313}nav input{margin:0 auto;width:400px;padding:10px;border-radius:20px;border:1px solid #eee;background:#f9f9f9}.u{font-size:26px}.cw{background:#fef4ff;color:#fc72ff;border:0;border-radius:20px;padding:10px 16px;font-weight:600}.sw{max-width:480px;margin:60px auto 10px}.tabs{display:flex;gap:14px;padding:8px}.tabs span{color:#7d7d7d}.bx{border:1px solid #eee;border-radius:20px;padding:16px;margin:4px 0}.row{display:flex}.row input{flex:1;border:0;font-size:36px}.tk{border:1px solid #eee;border-radius:20px;padding:6px 12px}.go{width:100%;background:#fef4ff;color:#fc72ff;border:0;border-radius:20px;padding:16px;font-size:18px;font-weight:600}.nt{font-size:12px;color:#7d7d7d;text-align:center;max-width:480px;margin:10px auto}'),
    'app.uniswap.org/static/js/swap.js': js(`(function(){var USDC='0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',ROUTER='0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af',PERMIT2='0x000000000022D473030F116dDEE9F6B43aC78BA3',acct=null,el=function(i){return document.getElementById(i)};
async function connect(){if(!window.ethereum){el('info').textContent='No browser wallet found. Use WalletConnect or install a wallet extension.';return}var a=await ethereum.request({method:'eth_requestAccounts'});acct=a[0];el('cw').textContent=acct.slice(0,6)+'…'+acct.slice(-4);el('act').textContent='Enter an amount'}
el('cw').onclick=connect;
el('in').oninput=function(){var v=parseFloat(this.value||0);el('out').value=v?(v*3512.18).toFixed(2):'';if(acct)el('act').textContent=v?'Review':'Enter an amount'};
el('act').onclick=async function(){if(!acct)return connect();var amt=el('in').value;if(!amt)return;
// Selling ETH: no approval needed. Selling an ERC-20 would first require an exact-amount Permit2 approval the user reviews in their wallet.
el('info').textContent='Review the swap in your wallet. Price impact 0.01% · Fee 0.25% · Max slippage auto (0.5%)';
try{var wei=BigInt(Math.round(parseFloat(amt)*1e6))*1000000000000n;await ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:ROUTER,value:'0x'+wei.toString(16),data:'0x3593564c'}]});el('info').textContent='Swap submitted'}catch(e){el('info').textContent='Transaction rejected'}};})();`),
  },
},
  // h-ok-aave-supply-approve
{
  id: 'h-ok-aave-supply-approve',
  label: 'clean',
  kind: 'dapp-real',
  url: 'https://app.aave.com/reserve-overview/?underlyingAsset=0xdac17f958d2ee523a2206206994597c13d831ec7&marketName=proto_mainnet_v3',
  body: doc({
    title: 'Reserve overview - USDT | Aave',
    css: `body{margin:0;background:#f1f1f3;font-family:Inter,Arial,sans-serif;color:#303549}.tb{background:#2b2d3c;color:#fff;display:flex;align-items:center;gap:24px;padding:14px 24px}.tb b{font-size:20px}.tb button{margin-left:auto;background:linear-gradient(248deg,#b6509e,#2ebac6);color:#fff;border:0;border-radius:6px;padding:8px 14px}.hd{background:#2b2d3c;color:#fff;padding:20px 24px 80px}.c{max-width:1100px;margin:-60px auto 0;display:flex;gap:20px}.p{background:#fff;border-radius:4px;padding:24px;flex:2}.s{background:#fff;border-radius:4px;padding:24px;flex:1}.s button{width:100%;background:#383d51;color:#fff;border:0;border-radius:4px;padding:10px;margin-top:12px}.g{display:flex;gap:40px}.g div small{display:block;color:#62677b}`,
    body: `<div class="tb"><b>AAVE</b><span>Dashboard</span><span>Markets</span><span>Governance</span><span>Stake</span><button id="cw">Connect wallet</button></div>
<div class="hd"><small>Ethereum Market</small><h2>Tether USD (USDT)</h2><div class="g"><div><small>Reserve Size</small>$1.42B</div><div><small>Available liquidity</small>$212.6M</div><div><small>Utilization Rate</small>85.02%</div><div><small>Oracle price</small>$1.00</div></div></div>
<div class="c"><div class="p"><h3>Reserve status &amp; configuration</h3><p>Supply APY 4.12% · Borrow APY 5.61% · Max LTV 74% · Liquidation threshold 76%</p><p style="font-size:13px;color:#62677b">Supplying requires an ERC-20 approval of the amount you supply to the Aave Pool contract (0x8787…4E2), or a gasless permit signature when the token supports it.</p></div>
<div class="s"><h3>Your info</h3><p id="inf">Please connect a wallet to view your personal information here.</p><label>Amount</label><input id="amt" placeholder="0.00" style="width:100%;padding:8px;box-sizing:border-box"><button id="ap">Approve USDT to continue</button><button id="sp" disabled>Supply USDT</button></div></div>
<script>
var POOL='0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2',USDT='0xdAC17F958D2ee523a2206206994597C13D831ec7',me;
document.getElementById('cw').onclick=async function(){if(!window.ethereum){document.getElementById('inf').textContent='No wallet detected';return}me=(await ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent=me.slice(0,6)+'…'+me.slice(-4);document.getElementById('inf').textContent='Wallet balance: loading…'};
document.getElementById('ap').onclick=async function(){if(!me)return document.getElementById('cw').click();var v=BigInt(Math.round(parseFloat(document.getElementById('amt').value||'0')*1e6));if(!v)return;
var data='0x095ea7b3'+POOL.slice(2).toLowerCase().padStart(64,'0')+v.toString(16).padStart(64,'0');
await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:USDT,data:data}]});document.getElementById('sp').disabled=false};
</script>`,
  }),
},
  // h-ok-jupiter-phantom-swap
{
  id: 'h-ok-jupiter-phantom-swap',
  label: 'clean',
  kind: 'dapp-real',
  url: 'https://jup.ag/swap/SOL-USDC',
  body: doc({
    title: 'Swap | Jupiter',
    css: `body{margin:0;background:#1c2936;color:#e8f9ff;font-family:Inter,Arial,sans-serif}nav{display:flex;gap:18px;align-items:center;padding:14px 24px}nav b{color:#c7f284}nav button{margin-left:auto;background:#c7f28426;color:#c7f284;border:0;border-radius:20px;padding:9px 16px}.sw{max-width:440px;margin:60px auto;background:#304256;border-radius:16px;padding:16px}.bx{background:#1c2936;border-radius:12px;padding:14px;margin:8px 0}.bx input{background:none;border:0;color:#fff;font-size:24px;width:60%}.go{width:100%;background:#c7f284;color:#1c2936;border:0;border-radius:12px;padding:14px;font-weight:700}.nt{font-size:12px;color:#9ab}`,
    body: `<nav><b>🪐 Jupiter</b><span>Spot</span><span>Perps</span><span>Pro</span><span>Portfolio</span><button id="cw">Connect</button></nav>
<div class="sw"><div class="bx"><small>Selling</small><br><input id="a" value="1"> SOL</div><div class="bx"><small>Buying</small><br><input id="b" value="188.42" readonly> USDC</div><button class="go" id="sw">Connect Wallet</button><p class="nt">1 SOL ≈ 188.42 USDC · Route: SOL → USDC via Meteora DLMM · Platform fee 0%</p></div>
<script>
var pk=null;async function con(){var p=window.phantom&&window.phantom.solana||window.solana;if(!p){document.querySelector('.nt').textContent='No Solana wallet detected — install Phantom, Solflare or Backpack.';return}var r=await p.connect();pk=r.publicKey.toString();document.getElementById('cw').textContent=pk.slice(0,4)+'…'+pk.slice(-4);document.getElementById('sw').textContent='Swap'}
document.getElementById('cw').onclick=con;
document.getElementById('sw').onclick=async function(){if(!pk)return con();var q=await fetch('/api/quote?inputMint=So11111111111111111111111111111111111111112&outputMint=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&amount='+Math.round(parseFloat(document.getElementById('a').value)*1e9)).then(function(r){return r.json()});document.querySelector('.nt').textContent='Approve the swap in your wallet: you send '+document.getElementById('a').value+' SOL and receive at least '+q.minOut+' USDC.'};
</script>`,
  }),
  routes: { 'jup.ag/api/quote': json({ minOut: '187.48', route: ['Meteora DLMM'] }) },
},
  // h-ok-trezor-bip39-wordlist-docs
{
  id: 'h-ok-trezor-bip39-wordlist-docs',
  label: 'clean',
  kind: 'wallet-docs',
  url: 'https://trezor.io/learn/advanced/standards-proposals/what-is-bip39',
  body: doc({
    title: 'What is BIP39? | Trezor',
    css: `body{margin:0;font-family:"TT Satoshi",Arial,sans-serif;color:#0f0f0f;line-height:1.6}header{display:flex;align-items:center;gap:24px;padding:16px 40px;border-bottom:1px solid #e5e5e5}header b{font-size:22px}article{max-width:760px;margin:30px auto;padding:0 20px}.wl{columns:4;font-family:monospace;font-size:14px;background:#f6f6f6;padding:16px;border-radius:8px}.wl span{display:block}pre{background:#0f0f0f;color:#e5e5e5;padding:14px;border-radius:8px;overflow:auto}`,
    body: `<header><b>TREZOR</b><nav style="font-size:14px;display:flex;gap:16px"><span>Products</span><span>Trezor Suite</span><span>Learn</span><span>Support</span></nav></header>
<article><p><a href="/learn">Learn</a> › Advanced › Standards</p><h1>What is BIP39?</h1>
<p>BIP39 is the standard for turning a random number (entropy) into a human-readable list of 12, 18 or 24 words — the <i>wallet backup</i> (recovery seed). The words are chosen from a fixed list of 2,048 English words, so every word is uniquely identified by its first four letters.</p>
<h2>The first words of the BIP39 English list</h2><div class="wl"><span>1 abandon</span><span>2 ability</span><span>3 able</span><span>4 about</span><span>5 above</span><span>6 absent</span><span>7 absorb</span><span>8 abstract</span><span>9 absurd</span><span>10 abuse</span><span>11 access</span><span>12 accident</span><span>13 account</span><span>14 accuse</span><span>15 achieve</span><span>16 acid</span><span>17 acoustic</span><span>18 acquire</span><span>19 across</span><span>20 act</span></div>
<h2>Test vectors</h2><p>Developers test implementations with published vectors. The all-zero entropy gives the well-known (and therefore <b>unsafe</b>) mnemonic:</p>
<pre>entropy:  00000000000000000000000000000000
mnemonic: abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about
seed:     c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04</pre>
<h2>Keep your backup offline</h2><p>Trezor will never ask for your wallet backup. You only ever enter it on the Trezor device itself during recovery — never on a computer, phone or website. Any "firmware check" or "sync" page asking you to type your words is a phishing attempt.</p>
<p style="font-size:13px;color:#777">© 2026 Trezor Company s.r.o. All rights reserved.</p></article>`,
  }),
},
  // h-ok-bip39-tool-offline-docs
{
  id: 'h-ok-bip39-tool-offline-docs',
  label: 'clean',
  kind: 'wallet-docs',
  url: 'https://docs.sparrowwallet.com/recovery/restoring-from-seed-words.html',
  body: doc({
    title: 'Restoring a wallet from seed words - Sparrow Wallet Docs',
    css: `body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.65;color:#222;display:flex}aside{width:240px;background:#f7f7f7;padding:20px;font-size:14px;min-height:100vh}aside a{display:block;color:#333;margin:6px 0}main{flex:1;max-width:780px;padding:30px 40px}code,pre{background:#f1f1f1;border-radius:4px;padding:2px 5px}pre{padding:12px}.note{background:#eef5ff;border-left:4px solid #2c6fd1;padding:10px 14px}`,
    body: `<aside><b>Sparrow Docs</b><a href="#">Quick start</a><a href="#">Connecting a server</a><a href="#">Hardware wallets</a><a href="#"><b>Recovery</b></a><a href="#">Coin control</a><a href="#">PSBT</a></aside>
<main><h1>Restoring a wallet from seed words</h1><p>If you have a BIP39 mnemonic (12 or 24 words) and optional passphrase, you can recover your wallet in Sparrow. Do this on an offline or trusted computer; the words are processed locally and never leave the application.</p>
<ol><li>Select <code>File › New Wallet</code> and give it a name.</li><li>Under <b>Keystores</b>, choose <code>New or Imported Software Wallet</code>.</li><li>Select <b>Mnemonic Words (BIP39)</b> and the word count, then type each word. Sparrow autocompletes from the BIP39 list and validates the checksum.</li><li>Click <b>Discover Wallet</b> to find the script type and derivation path in use.</li></ol>
<p>For practice, use a test mnemonic on testnet, e.g.:</p><pre>legal winner thank year wave sausage worth useful legal winner thank yellow</pre>
<p class="note">Never enter seed words that secure real funds into a website, browser extension you didn't install yourself, or a form sent to you by “support”. Sparrow is a desktop application and has no online recovery service.</p>
<p style="font-size:13px;color:#777">Edit this page on GitHub · Last updated 2026-08-02</p></main>`,
  }),
},
  // h-ok-ledger-academy-scam-article
{
  id: 'h-ok-ledger-academy-scam-article',
  label: 'clean',
  kind: 'wallet-docs',
  url: 'https://www.ledger.com/academy/topics/security/how-to-spot-wallet-drainer-scams',
  body: doc({
    title: 'How to Spot Wallet Drainer Scams | Ledger Academy',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#fff;color:#131415;line-height:1.65}header{background:#131415;color:#fff;padding:16px 40px;letter-spacing:4px}article{max-width:760px;margin:30px auto;padding:0 20px}pre{background:#1c1d1f;color:#eee;padding:14px;border-radius:6px;overflow:auto;font-size:13px}blockquote{border-left:4px solid #bbb0ff;margin:0;padding:4px 16px;color:#444}`,
    body: `<header>LEDGER <span style="letter-spacing:1px;font-size:13px;margin-left:20px">Academy</span></header>
<article><h1>How to spot wallet drainer scams</h1><p><i>Beginner · 7 min read</i></p>
<p>Wallet drainers are malicious scripts placed on fake mint, airdrop and "claim" pages. Once you connect and sign, they request permissions that let the attacker move your assets.</p>
<h2>Red flags in signature requests</h2><ul><li><b>setApprovalForAll</b> for an NFT collection to an unknown operator.</li><li>An ERC-20 <b>approve</b> for an unlimited amount to an address that isn't a known protocol.</li><li><b>Permit / Permit2</b> typed-data signatures — they're gasless and look harmless, but grant spending rights.</li><li>Seaport orders where you “list” NFTs for 0 ETH.</li></ul>
<p>Typical drainer code enumerates your tokens and requests an unlimited approval for each:</p>
<pre>for (const token of victimTokens) {
  await provider.request({ method: 'eth_sendTransaction', params: [{
    from: victim, to: token,
    data: '0x095ea7b3' + pad(attacker) + 'f'.repeat(64)   // approve(attacker, MAX_UINT256)
  }]});
}</pre>
<blockquote>Clear signing on your Ledger device shows you what you actually approve. If the screen shows an unexpected spender or "Unlimited", reject it.</blockquote>
<h2>Seed phrase phishing</h2><p>No legitimate service will ask you to "validate", "sync" or "rectify" your wallet by entering your 24 words. Ledger will never ask for your Secret Recovery Phrase.</p>
<p style="font-size:13px;color:#666">Share · Related: What is a Permit signature? · Blind signing explained</p></article>`,
  }),
},
  // h-ok-zora-mint-real
{
  id: 'h-ok-zora-mint-real',
  label: 'clean',
  kind: 'nft-mint-real',
  url: 'https://mint.fieldnotes-photo.art/drop/winter-light',
  body: doc({
    title: 'Winter Light — open edition by Mara Ilves',
    css: `body{margin:0;background:#fafaf7;font-family:"Söhne",Helvetica,Arial,sans-serif;color:#111}header{display:flex;padding:18px 40px;align-items:center}header a{margin-left:18px;color:#111;font-size:14px}header button{margin-left:auto;border:1px solid #111;background:#fff;border-radius:20px;padding:8px 16px}.d{display:flex;gap:50px;max-width:1040px;margin:30px auto}.art{width:520px;height:520px;background:linear-gradient(#d7e3ea,#f5efe6)}.info{flex:1}.mt{background:#111;color:#fff;border:0;border-radius:24px;padding:14px 40px;font-size:16px}small{color:#666}`,
    body: `<header><b>fieldnotes</b><a href="/about">About</a><a href="/drops">Drops</a><a href="https://warpcast.com/fieldnotes">Farcaster</a><button id="cw">Connect</button></header>
<div class="d"><div class="art"></div><div class="info"><h1>Winter Light</h1><p>Open edition · Base · by Mara Ilves</p><p>A photograph of the Pirita shoreline at 08:41 on the shortest day of 2025. Proceeds fund the Tallinn darkroom co-op.</p>
<p><b>0.000777 ETH</b> <small>+ 0.000111 ETH mint fee</small></p><p><small>Open until December 21, 2026 · 1,284 minted</small></p><button class="mt" id="mint">Mint</button><p id="m"><small>Contract: 0x5e1d…8a30 (verified on Basescan) · ERC-1155</small></p></div></div>
<script>
var me;document.getElementById('cw').onclick=async function(){if(!window.ethereum)return alert('Connect with a browser wallet or Coinbase Smart Wallet');me=(await ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent=me.slice(0,6)+'…';try{await ethereum.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x2105'}]})}catch(e){}};
document.getElementById('mint').onclick=async function(){if(!me)return document.getElementById('cw').click();
// mint(address to, uint256 tokenId=1, uint256 quantity=1) paying price + fee
await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:'0x5e1dA2c44b0a51F6e2b8c3F97d1F0e4AbC5C8a30',value:'0x327c1e2d1b800',data:'0x94d008ef'}]});document.getElementById('m').textContent='Minted — thank you!'};
</script>`,
  }),
},
];
