import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, imgRoute, gtag, cookieBar, baseCss, b64 } from '../parts/r-kit.js';
import { jsRoute, jsonRoute, fileRoute, pe, cfb, zip } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'r-clean-script-blob-csv-export',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://app.fieldnotes-crm.com/reports/contacts',
  body: doc({ title: 'Contacts report · Fieldnotes CRM', css: baseCss + `body{background:#f8fafc}main{max-width:960px;margin:20px auto;background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:20px}table{width:100%;border-collapse:collapse;font-size:14px}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left}button{background:#0ea5e9;color:#fff;border:0;border-radius:6px;padding:8px 14px}` },
`<main><div style="display:flex;justify-content:space-between;align-items:center"><h2>Contacts (5)</h2><div><button id="csv">Export CSV</button> <button id="xl" style="background:#16a34a">Export .xlsx</button></div></div>
<table id="t"><tr><th>Name</th><th>Company</th><th>Email</th><th>Stage</th></tr><tr><td>Ana Ruiz</td><td>Solaria</td><td>ana@solaria.example</td><td>Lead</td></tr><tr><td>Tom Becker</td><td>Becker GmbH</td><td>tb@becker.example</td><td>Customer</td></tr><tr><td>Yuki Sato</td><td>Kumo KK</td><td>y.sato@kumo.example</td><td>Qualified</td></tr><tr><td>Liam Byrne</td><td>Byrne &amp; Co</td><td>liam@byrne.example</td><td>Lead</td></tr><tr><td>Sara Nilsson</td><td>Fjord AB</td><td>sara@fjord.example</td><td>Customer</td></tr></table></main>
<script>
function rows(){return [].map.call(document.querySelectorAll('#t tr'),function(r){return [].map.call(r.children,function(c){return '"'+c.textContent.replace(/"/g,'""')+'"'}).join(',')}).join('\\r\\n');}
function save(blob,name){var a=document.createElement('a');a.href=URL.createObjectURL(blob);a.download=name;document.body.appendChild(a);a.click();setTimeout(function(){URL.revokeObjectURL(a.href);a.remove()},0);}
document.getElementById('csv').onclick=function(){save(new Blob(['\\ufeff'+rows()],{type:'text/csv;charset=utf-8'}),'contacts-'+new Date().toISOString().slice(0,10)+'.csv');};
document.getElementById('xl').onclick=function(){fetch('/reports/contacts/export.xlsx').then(function(r){return r.blob()}).then(function(b){save(b,'contacts.xlsx')});};
</script>`),
  routes: { 'app.fieldnotes-crm.com/reports/contacts/export.xlsx': fileRoute(zip([{ name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' }, { name: 'xl/workbook.xml', data: '<workbook/>' }]), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
},
{
  id: 'r-clean-dapp-portfolio-readonly',
  label: 'clean',
  kind: 'dapp-readonly',
  url: 'https://app.folio-lens.xyz/portfolio',
  body: doc({ title: 'FolioLens — Track your on-chain portfolio', css: baseCss + `body{background:#0b1020;color:#e6e9f2}header{display:flex;justify-content:space-between;padding:16px 40px;border-bottom:1px solid #1e2640}main{max-width:760px;margin:40px auto;padding:0 16px}.c{background:#141b33;border-radius:12px;padding:20px;margin:12px 0}button{background:#7c5cff;color:#fff;border:0;border-radius:10px;padding:10px 18px}td{padding:6px 12px}` },
`<header><b>FolioLens</b><button id="c">Connect wallet (read-only)</button></header>
<main><h1>Your portfolio, read-only</h1><p>FolioLens never asks you to sign transactions or approvals. We only read public balances. <a href="/faq#security" style="color:#a99cff">Why is it safe?</a></p>
<div class="c"><div>Address: <span id="a">—</span></div><div>ETH: <span id="e">—</span></div><table id="tk"></table></div></main>
<script>
var TOK=[{s:'USDC',a:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',d:6},{s:'DAI',a:'0x6B175474E89094C44Da98b954EedeAC495271d0F',d:18}];
document.getElementById('c').onclick=async function(){if(!window.ethereum){alert('No wallet found. You can also paste an address on the home page.');return;}
var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];document.getElementById('a').textContent=acc;
var wei=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});document.getElementById('e').textContent=(Number(BigInt(wei))/1e18).toFixed(4);
for(var i=0;i<TOK.length;i++){var t=TOK[i];var data='0x70a08231'+acc.slice(2).toLowerCase().padStart(64,'0');
var r=await ethereum.request({method:'eth_call',params:[{to:t.a,data:data},'latest']});var row=document.createElement('tr');row.innerHTML='<td>'+t.s+'</td><td>'+(Number(BigInt(r||'0x0'))/Math.pow(10,t.d)).toFixed(2)+'</td>';document.getElementById('tk').appendChild(row);}
fetch('/api/prices?ids=ethereum,usd-coin,dai').catch(function(){});};
</script>`),
  routes: { 'app.folio-lens.xyz/api/prices': jsonRoute({ ethereum: { usd: 3120.4 }, 'usd-coin': { usd: 1 }, dai: { usd: 1 } }) },
},
{
  id: 'r-clean-dapp-revoke-approvals',
  label: 'clean',
  kind: 'dapp-readonly',
  url: 'https://revoke.cash/address/0x4b2a7c1e9d3f8a6b5c0e2d1f7a9b8c6d5e4f3a21?chainId=1',
  body: doc({ title: 'Revoke.cash - Token approval checker', css: baseCss + `body{background:#fff}header{padding:14px 40px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}main{max-width:960px;margin:20px auto;padding:0 16px}table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left;font-size:14px}button{background:#000;color:#fff;border:0;border-radius:6px;padding:6px 12px}` },
`<header><b>Revoke.cash</b><button id="cn">Connect Wallet</button></header><main><h2>Approvals for 0x4b2a…3a21</h2><p>Review and revoke your token approvals for any dApp. Revoking sends a transaction that sets the allowance to 0.</p>
<table><tr><th>Asset</th><th>Spender</th><th>Allowance</th><th>Last updated</th><th></th></tr><tr><td>USDC</td><td>Uniswap V3: Router 2</td><td>Unlimited</td><td>2024-11-02</td><td><button class="rv" data-t="0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48" data-s="0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45">Revoke</button></td></tr>
<tr><td>WETH</td><td>0x Exchange Proxy</td><td>12.5 WETH</td><td>2025-03-19</td><td><button class="rv" data-t="0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2" data-s="0xDef1C0ded9bec7F1a1670819833240f027b25EfF">Revoke</button></td></tr></table>
<p style="font-size:13px;color:#666">Revoke.cash is open source and never asks for your seed phrase. Data from on-chain events.</p></main>
<script>
var acc=null;document.getElementById('cn').onclick=async function(){if(window.ethereum){acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent=acc.slice(0,6)+'…';}};
document.querySelectorAll('.rv').forEach(function(b){b.onclick=async function(){if(!acc){alert('Connect your wallet first');return;}
var data='0x095ea7b3'+b.dataset.s.slice(2).toLowerCase().padStart(64,'0')+'0'.repeat(64);await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:b.dataset.t,data:data}]});b.textContent='Pending…';};});
</script>`),
},
{
  id: 'r-clean-script-bot-challenge-interstitial',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://forum.modellbahn-treff.at/thread/48811-maerklin-h0-digitalumbau/',
  body: doc({ lang: 'de', title: 'Einen Moment…', css: `body{font-family:system-ui,sans-serif;text-align:center;padding-top:18vh;color:#333}` },
`<h2>forum.modellbahn-treff.at</h2><p>Wir prüfen kurz Ihren Browser, um das Forum vor Spam-Bots zu schützen…</p><noscript>Bitte aktivieren Sie JavaScript.</noscript>
<script>
(function(){var n=0;for(var i=0;i<150000;i++){n=(n*31+i)%999983;}document.cookie='mbt_chk='+n+'; path=/; max-age=86400; SameSite=Lax';
setTimeout(function(){fetch('/thread/48811-maerklin-h0-digitalumbau/content').then(function(r){return r.text()}).then(function(h){document.open();document.write(h);document.close();});},900);})();
</script>`),
  routes: {
    'forum.modellbahn-treff.at/thread/48811-maerklin-h0-digitalumbau/content': htmlRoute(doc({ lang: 'de', title: 'Märklin H0 Digitalumbau – Modellbahn-Treff', css: baseCss + `main{max-width:820px;margin:20px auto;padding:0 16px}.p{border:1px solid #ddd;border-radius:6px;padding:12px;margin:10px 0}` },
      `<main><h1>Märklin H0: BR 86 auf mfx digitalisieren</h1><div class="p"><b>Sepp_1962</b> · 21.11.2025<br>Servus! Ich will meine alte 3096 mit einem mSD3 umrüsten. Hat jemand Erfahrung mit dem Motortausch (5-Pol → Hochleistungsmotor)?</div><div class="p"><b>Bahnfreund_Linz</b> · 21.11.2025<br>Ja, geht gut. Nimm den Umbausatz 60941, Magnet raus, Anker rein. Decoder-CVs danach mit der CS3 einmessen.</div><p><a href="/login">Anmelden</a>, um zu antworten.</p></main>`)),
  },
},
];
