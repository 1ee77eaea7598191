import type { Entry } from '../entry.js';
import { cfb, fileRoute, zip } from '../parts/e-bin.js';
import { doc, htmlRoute, jsonRoute, jsRoute } from '../parts/y-kit.js';

// Developer demos on the free app tier, and software downloads from small vendors hosted with Kestrel.

const dappHost = 'guestbook-dapp-demo.kestrelapps.dev';
const pfHost = 'mihai-popescu-dev.kestrelapps.dev';
const msiHost = 'facturasimple.mx';
const ossHost = 'csvtidy.kestrel.site';

export const entries: Entry[] = [
  {
    id: 'y-ok-dev-dapp-testnet',
    label: 'clean',
    kind: 'dev-demo',
    url: `https://${dappHost}/`,
    routes: {
      [`${dappHost}/`]: htmlRoute(doc({
        title: 'On-chain Guestbook (Sepolia testnet demo)',
        css: `body{margin:0;font-family:ui-monospace,Menlo,Consolas,monospace;background:#fdfdfd;color:#222;padding:30px;max-width:760px}
.warn{background:#fffbe6;border:1px solid #ffe58f;padding:10px;font-size:13px}
button{padding:8px 14px;border:1px solid #333;background:#fff;cursor:pointer}input{padding:8px;border:1px solid #999;width:60%}
li{margin:6px 0;font-size:14px}`,
        body: `<h1>On-chain Guestbook</h1>
<p>A small demo for my Web3 bootcamp cohort: sign the guestbook by calling <code>sign(string)</code> on a contract deployed to <b>Sepolia</b>. Source: github.com/ana-rb/guestbook-dapp</p>
<div class="warn">&#9888; Testnet only. The app refuses to run on mainnet. Get Sepolia ETH from a faucet; never use a wallet holding real funds for demos.</div>
<p><button id="c">Connect wallet</button> <span id="acct"></span></p>
<p><input id="m" maxlength="140" placeholder="Leave a message (max 140 chars)"> <button id="s" disabled>Sign guestbook</button></p>
<h3>Latest entries</h3><ul id="list"></ul>
<script src="/app.js"></script>`,
      })),
      [`${dappHost}/app.js`]: jsRoute(`const CONTRACT='0x5FbDB2315678afecb367f032d93F642f64180aa3';const SEPOLIA='0xaa36a7';
async function connect(){if(!window.ethereum){document.getElementById('acct').textContent='No injected wallet found.';return;}
const [a]=await ethereum.request({method:'eth_requestAccounts'});const chain=await ethereum.request({method:'eth_chainId'});
if(chain!==SEPOLIA){try{await ethereum.request({method:'wallet_switchEthereumChain',params:[{chainId:SEPOLIA}]});}catch(e){document.getElementById('acct').textContent='Please switch to Sepolia.';return;}}
document.getElementById('acct').textContent=a;document.getElementById('s').disabled=false;window.acct=a;}
function enc(str){const b=new TextEncoder().encode(str);const hex=[...b].map(x=>x.toString(16).padStart(2,'0')).join('');const len=b.length.toString(16).padStart(64,'0');return '0x4cd8de13'+'0000000000000000000000000000000000000000000000000000000000000020'+len+hex.padEnd(Math.ceil(hex.length/64)*64||64,'0');}
document.getElementById('c').onclick=connect;
document.getElementById('s').onclick=async()=>{const msg=document.getElementById('m').value.trim();if(!msg)return;
const tx=await ethereum.request({method:'eth_sendTransaction',params:[{from:window.acct,to:CONTRACT,data:enc(msg),value:'0x0'}]});alert('Sent: '+tx);};
fetch('/api/entries').then(r=>r.json()).then(d=>{document.getElementById('list').innerHTML=d.map(e=>'<li><b>'+e.from.slice(0,8)+'…</b> '+e.msg.replace(/</g,'&lt;')+'</li>').join('');});`),
      [`${dappHost}/api/entries`]: jsonRoute([{ from: '0x7099797051812dc3a010c7d01b50e0d17dc79c8', msg: 'gm from cohort 4!' }, { from: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc', msg: 'finally got my first tx through lol' }]),
    },
  },
  {
    id: 'y-ok-dev-portfolio',
    label: 'clean',
    kind: 'dev-demo',
    url: `https://${pfHost}/`,
    routes: {
      [`${pfHost}/`]: htmlRoute(doc({
        lang: 'ro',
        title: 'Mihai Popescu — Frontend developer (Cluj-Napoca)',
        head: '<meta name="description" content="Portofoliu Mihai Popescu: React, TypeScript, accesibilitate."><link rel="stylesheet" href="/assets/index-4f2a1c.css">',
        css: `body{margin:0;font-family:"JetBrains Mono",ui-monospace,monospace;background:#111;color:#ddd}
.w{max-width:760px;margin:0 auto;padding:60px 20px}h1{color:#fff;font-size:36px}a{color:#7dd3fc}
.p{border:1px solid #333;border-radius:8px;padding:16px;margin:14px 0}.p small{color:#888}`,
        body: `<div class="w"><h1>Salut, sunt Mihai.</h1><p>Frontend developer în Cluj-Napoca. Construiesc interfețe rapide și accesibile cu React și TypeScript. Momentan caut un rol remote.</p>
<h2>Proiecte</h2>
<div class="p"><b>Autobuz Cluj Live</b> — hartă în timp real a autobuzelor CTP. <small>React · Leaflet · WebSocket</small></div>
<div class="p"><b>Rețete Bunica</b> — PWA offline-first pentru rețete de familie. <small>Vite · IndexedDB</small></div>
<div class="p"><b>a11y-checker-ro</b> — extensie pentru verificarea contrastului, în română. <small>TypeScript</small></div>
<p>Contact: <a href="mailto:mihai@popescu.dev">mihai@popescu.dev</a> · GitHub · LinkedIn · <a href="/cv-mihai-popescu.pdf">CV (PDF)</a></p>
<p style="color:#666;font-size:12px">Găzduit gratuit pe Kestrel Apps · ultima actualizare noiembrie 2025</p></div>
<script type="module" src="/assets/index-9b3e7d.js"></script>`,
      })),
      [`${pfHost}/assets/index-4f2a1c.css`]: { status: 200, headers: { 'content-type': 'text/css' }, body: ':root{color-scheme:dark}' },
      [`${pfHost}/assets/index-9b3e7d.js`]: jsRoute(`document.querySelectorAll('.p').forEach((p,i)=>{p.style.opacity=0;setTimeout(()=>{p.style.transition='opacity .4s';p.style.opacity=1},100*i)});`),
    },
  },
  {
    id: 'y-ok-dl-invoice-app-msi',
    label: 'clean',
    kind: 'vendor-download',
    url: `https://${msiHost}/descargas/`,
    routes: {
      [`${msiHost}/descargas/`]: htmlRoute(doc({
        lang: 'es-MX',
        title: 'Descargas – FacturaSimple Escritorio (CFDI 4.0)',
        css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#fff;color:#1f2937}
header{background:#1e3a8a;color:#fff;padding:16px 30px;display:flex;justify-content:space-between}header a{color:#fff;margin-left:16px;font-size:14px}
.w{max-width:860px;margin:30px auto;padding:0 20px}.dl{border:1px solid #e5e7eb;border-radius:8px;padding:20px;margin:16px 0}
.btn{display:inline-block;background:#16a34a;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none}
code{font-size:12px;background:#f3f4f6;padding:2px 6px;word-break:break-all}table{width:100%;font-size:14px;border-collapse:collapse}td{border-bottom:1px solid #eee;padding:6px}`,
        body: `<header><b>FacturaSimple</b><nav><a href="/">Inicio</a><a href="/precios">Precios</a><a href="/descargas/">Descargas</a><a href="/soporte">Soporte</a></nav></header>
<div class="w"><h1>Descargar FacturaSimple Escritorio</h1><p>Timbrado CFDI 4.0, complemento de pagos y carta porte para pequeños negocios. Requiere Windows 10 u 11 (64 bits).</p>
<div class="dl"><h3>Versión 5.8.2 — 18 de noviembre de 2025</h3>
<a class="btn" href="/descargas/FacturaSimple-5.8.2-x64.msi">Descargar instalador .msi (64 bits)</a>
<p style="font-size:13px">SHA-256: <code>3f9a1c0e5b7d24e8a6c1f0b9d3e7a2c5f8b1d4e6a9c2f5b8e1d4a7c0f3b6e9d2</code><br>Firmado digitalmente por <b>Soluciones Contables Simples S.A. de C.V.</b></p></div>
<h3>Notas de la versión</h3><table><tr><td>5.8.2</td><td>Corrige el cálculo de retenciones de IVA en honorarios (RESICO).</td></tr><tr><td>5.8.0</td><td>Nuevo catálogo de productos SAT 2025; exportación a Excel.</td></tr><tr><td>5.7.4</td><td>Compatibilidad con certificados CSD renovados.</td></tr></table>
<p style="font-size:13px">¿Instalación en red o varias PCs? Consulte la <a href="/soporte/instalacion-silenciosa">guía de instalación silenciosa</a>.</p></div>
<footer style="text-align:center;font-size:12px;color:#6b7280;padding:20px">© 2025 Soluciones Contables Simples S.A. de C.V. · Monterrey, N.L. · Aviso de privacidad</footer>`,
      })),
      [`${msiHost}/descargas/FacturaSimple-5.8.2-x64.msi`]: fileRoute(cfb(['FacturaSimple Escritorio', 'Soluciones Contables Simples S.A. de C.V.', '5.8.2', 'ProductCode {6A1E2B3C-4D5E-4F60-8172-93A4B5C6D7E8}', 'Windows Installer XML Toolset (3.14.1.8722)'], 16384), 'application/x-msi', 'FacturaSimple-5.8.2-x64.msi'),
    },
  },
  {
    id: 'y-ok-dl-opensource-zip',
    label: 'clean',
    kind: 'vendor-download',
    url: `https://${ossHost}/download`,
    routes: {
      [`${ossHost}/download`]: htmlRoute(doc({
        title: 'csvtidy — download',
        head: '<meta name="generator" content="Kestrel Sites 4.12">',
        css: `body{margin:0;font-family:-apple-system,Segoe UI,Arial,sans-serif;max-width:760px;margin:40px auto;padding:0 20px;color:#222}
pre{background:#f6f8fa;padding:12px;border-radius:6px;overflow:auto;font-size:13px}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #ddd;padding:6px 8px;text-align:left}`,
        body: `<h1>csvtidy 0.9.3</h1><p>A tiny command-line tool that fixes messy CSV exports: encodings, delimiters, stray quotes, Excel date serials. MIT licensed.</p>
<table><tr><th>Platform</th><th>File</th><th>Size</th></tr>
<tr><td>Windows x64</td><td><a href="/files/csvtidy-0.9.3-windows-x64.zip">csvtidy-0.9.3-windows-x64.zip</a></td><td>1.1 MB</td></tr>
<tr><td>macOS (universal)</td><td><a href="/files/csvtidy-0.9.3-macos.tar.gz">csvtidy-0.9.3-macos.tar.gz</a></td><td>1.3 MB</td></tr>
<tr><td>Linux x64</td><td><a href="/files/csvtidy-0.9.3-linux-x64.tar.gz">csvtidy-0.9.3-linux-x64.tar.gz</a></td><td>1.2 MB</td></tr></table>
<p>Checksums: <a href="/files/SHA256SUMS.txt">SHA256SUMS.txt</a> · Or install with a package manager:</p>
<pre>cargo install csvtidy
# or
scoop install csvtidy</pre>
<h3>Usage</h3><pre>csvtidy export.csv --encoding auto --delimiter ';' -o clean.csv</pre>
<p>Source code and issues on GitHub. Made by one person in their spare time — bug reports welcome.</p>`,
      })),
      [`${ossHost}/files/csvtidy-0.9.3-windows-x64.zip`]: fileRoute(zip([{ name: 'csvtidy-0.9.3/README.md', data: '# csvtidy\n\nFix messy CSV files.\n' }, { name: 'csvtidy-0.9.3/LICENSE', data: 'MIT License\n\nCopyright (c) 2025 csvtidy contributors\n' }, { name: 'csvtidy-0.9.3/csvtidy.exe', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]) }]), 'application/zip', 'csvtidy-0.9.3-windows-x64.zip'),
      [`${ossHost}/files/SHA256SUMS.txt`]: { status: 200, headers: { 'content-type': 'text/plain' }, body: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90  csvtidy-0.9.3-windows-x64.zip\n' },
    },
  },
];
