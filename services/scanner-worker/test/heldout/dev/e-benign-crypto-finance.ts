import { htmlRoute, type Entry } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { analyticsRoute, analyticsSnippet, consentBanner } from '../parts/e-furniture.js';

// ---------- Liquid-staking dApp (connect wallet on click, stake a user-chosen amount) ----------
const stHost = 'app.tidalstake.fi';
const stPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Stake ETH – TidalStake Liquid Staking</title>
<meta name="description" content="Stake ETH and receive tdETH, a liquid staking token you can use across DeFi. Non-custodial, audited smart contracts.">
<link rel="stylesheet" href="/assets/index-6b21c0.css">
</head>
<body>
<div id="root">
 <header><a class="lg" href="/">TidalStake</a><nav><a class="on" href="/stake">Stake</a><a href="/withdrawals">Withdrawals</a><a href="/rewards">Rewards</a><a href="https://docs.tidalstake.fi">Docs</a></nav><button id="connect" class="cw">Connect wallet</button></header>
 <main>
  <h1>Stake Ether</h1><p class="sub">Stake ETH and receive tdETH while staking</p>
  <div class="card">
   <div class="stat"><div><small>Available to stake</small><b id="bal">– ETH</b></div><div><small>Staked amount</small><b id="stk">– tdETH</b></div><div><small>APR</small><b class="g" id="apr">3.1%</b></div></div>
   <div class="inp"><input id="amt" placeholder="ETH amount" inputmode="decimal"><button id="max">MAX</button></div>
   <button id="stake" class="big" disabled>Connect wallet</button>
   <dl><dt>You will receive</dt><dd id="rcv">0 tdETH</dd><dt>Exchange rate</dt><dd>1 ETH = 1 tdETH</dd><dt>Max transaction cost</dt><dd>~$2.40</dd><dt>Reward fee</dt><dd>10%</dd></dl>
  </div>
  <section class="faq"><h3>What is liquid staking?</h3><p>Liquid staking lets you stake ETH without locking it. tdETH accrues rewards daily and can be used in DeFi. Your ETH is delegated to a curated set of node operators through audited, open-source contracts (audits by two independent firms are published in our docs).</p>
  <h3>Risks</h3><p>Staking involves smart-contract risk, slashing risk and tdETH price risk. Never share your seed phrase – TidalStake will never ask for it, and no support agent will DM you.</p></section>
 </main>
 <footer>TidalStake &middot; <a href="/terms">Terms of Use</a> &middot; <a href="/privacy">Privacy Notice</a> &middot; <a href="https://github.com/tidalstake">GitHub</a> &middot; Bug bounty up to $1M</footer>
</div>
<script type="module" src="/assets/index-9f3a2e.js"></script>
</body>
</html>`;
const stCss = `body{margin:0;font-family:Inter,system-ui,sans-serif;background:#f5f7fb;color:#1b2333}header{display:flex;align-items:center;gap:30px;padding:16px 30px;background:#fff;border-bottom:1px solid #e6eaf2}.lg{font-weight:800;font-size:20px;color:#1b2333;text-decoration:none}header nav a{margin-right:20px;color:#667085;text-decoration:none}header nav a.on{color:#1b2333;font-weight:600}
.cw{margin-left:auto;background:#2f6bff;color:#fff;border:0;border-radius:10px;padding:10px 18px;font-weight:600}main{max-width:560px;margin:30px auto;padding:0 16px;text-align:center}.sub{color:#667085}
.card{background:#fff;border-radius:20px;padding:22px;box-shadow:0 2px 14px rgba(0,0,0,.05);text-align:left}.stat{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;background:linear-gradient(135deg,#243b7a,#2f6bff);color:#fff;border-radius:14px;padding:14px}.stat small{opacity:.8;display:block}.g{color:#7dffb3}
.inp{display:flex;margin:16px 0;border:1px solid #d0d5dd;border-radius:10px;overflow:hidden}.inp input{flex:1;border:0;padding:14px;font-size:16px}.inp button{border:0;background:#eef2ff;color:#2f6bff;padding:0 16px;font-weight:700}
.big{width:100%;background:#2f6bff;color:#fff;border:0;border-radius:10px;padding:14px;font-size:16px;font-weight:600}.big:disabled{opacity:.6}dl{display:grid;grid-template-columns:1fr auto;gap:6px;font-size:14px;color:#475467}dd{margin:0;text-align:right}
.faq{text-align:left;font-size:14px;line-height:1.6;margin-top:24px}footer{text-align:center;font-size:12px;color:#98a2b3;padding:24px}footer a{color:#667085}`;
const stJs = `const STAKING='0x8b2E5c7A1d4F93b0C6e2A71f5D38c904E1aB6f27';
let account=null;const $=id=>document.getElementById(id);
async function refresh(){if(!account)return;const wei=await ethereum.request({method:'eth_getBalance',params:[account,'latest']});$('bal').textContent=(parseInt(wei,16)/1e18).toFixed(4)+' ETH';
const r=await fetch('/api/v1/positions/'+account).then(r=>r.json()).catch(()=>({staked:0}));$('stk').textContent=r.staked.toFixed(4)+' tdETH'}
$('connect').onclick=async()=>{if(!window.ethereum){$('connect').textContent='Install a wallet';window.open('https://ethereum.org/en/wallets/find-wallet/','_blank');return}
const acc=await ethereum.request({method:'eth_requestAccounts'});account=acc[0];$('connect').textContent=account.slice(0,6)+'…'+account.slice(-4);$('stake').disabled=false;$('stake').textContent='Stake';refresh()};
$('amt').oninput=()=>{$('rcv').textContent=(parseFloat($('amt').value)||0)+' tdETH'};
$('max').onclick=()=>{const b=parseFloat($('bal').textContent)||0;$('amt').value=Math.max(0,b-0.01).toFixed(4);$('amt').oninput()};
$('stake').onclick=async()=>{const v=parseFloat($('amt').value);if(!account||!(v>0))return;
const tx=await ethereum.request({method:'eth_sendTransaction',params:[{from:account,to:STAKING,value:'0x'+(BigInt(Math.round(v*1e6))*10n**12n).toString(16),data:'0xa1903eab0000000000000000000000000000000000000000000000000000000000000000'}]});
$('stake').textContent='Submitted: '+tx.slice(0,10)+'…';setTimeout(refresh,15000)};
fetch('/api/v1/apr').then(r=>r.json()).then(j=>{$('apr').textContent=j.apr.toFixed(1)+'%'}).catch(()=>{});`;

// ---------- French robo-advisor with AMF risk disclaimers ----------
const raHost = 'www.epargnia.fr';
const raPage = `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Epargnia – Assurance vie et PER en gestion pilotée | Frais réduits</title>
<meta name="description" content="Investissez dès 300 € dans une assurance vie en gestion pilotée. Portefeuilles d'ETF diversifiés, frais transparents.">
${analyticsSnippet('G-EPG12FRA')}
<style>
body{margin:0;font-family:"Inter",Arial,sans-serif;color:#1a1f36;background:#fff}
header{display:flex;align-items:center;padding:18px 6vw}header .lg{font-weight:800;font-size:22px;color:#5b3df5}header nav{margin-left:40px}header nav a{margin-right:22px;color:#3c4257;text-decoration:none}header .c{margin-left:auto}header .c a{margin-left:12px;text-decoration:none;color:#5b3df5}header .c a.b{background:#5b3df5;color:#fff;padding:10px 16px;border-radius:8px}
.hero{padding:60px 6vw;display:grid;grid-template-columns:1fr 1fr;gap:40px;align-items:center;background:#f7f5ff}
.hero h1{font-size:44px;margin:0;line-height:1.1}.hero p{font-size:18px;color:#4f566b}
.sim{background:#fff;border-radius:16px;padding:22px;box-shadow:0 8px 30px rgba(91,61,245,.12)}
.sim label{display:block;font-size:13px;color:#697386;margin-top:10px}.sim input[type=range]{width:100%}
.sim .out{font-size:30px;font-weight:800;color:#5b3df5;margin-top:10px}.sim small{color:#697386}
.perf{padding:40px 6vw}.perf table{border-collapse:collapse;width:100%;font-size:14px}.perf td,.perf th{padding:10px;border-bottom:1px solid #e3e8ee;text-align:left}
.risk{margin:0 6vw 30px;background:#fff8e6;border:1px solid #f5c451;border-radius:8px;padding:14px 18px;font-size:13px;line-height:1.55}
footer{background:#1a1f36;color:#a3acb9;font-size:12px;padding:24px 6vw;line-height:1.6}
</style>
</head>
<body>
<header><span class="lg">epargnia</span><nav><a href="#">Assurance vie</a><a href="#">PER</a><a href="#">Compte-titres</a><a href="#">Tarifs</a></nav><div class="c"><a href="/connexion">Se connecter</a><a class="b" href="/ouvrir-un-compte">Ouvrir un compte</a></div></header>
<section class="hero"><div><h1>Votre épargne, investie intelligemment.</h1><p>Des portefeuilles d’ETF diversifiés, adaptés à votre profil de risque et gérés par nos experts. Dès 300 €, sans frais d’entrée ni d’arbitrage.</p></div>
<div class="sim"><b>Simulez votre épargne</b><label>Versement initial : <span id="iv">5 000</span> €</label><input type="range" id="i" min="300" max="100000" step="100" value="5000"><label>Versement mensuel : <span id="mv">200</span> €</label><input type="range" id="m" min="0" max="3000" step="50" value="200"><label>Durée : <span id="dv">15</span> ans &middot; Profil : équilibré (4 %/an hypothétique)</label><input type="range" id="d" min="1" max="30" value="15"><div class="out" id="o"></div><small>Simulation non contractuelle, hors fiscalité, fondée sur une hypothèse de rendement qui n’est pas garantie.</small></div></section>
<section class="perf"><h2>Performances passées des profils (nettes de frais de gestion)</h2><table><tr><th>Profil</th><th>2022</th><th>2023</th><th>2024</th></tr><tr><td>Prudent</td><td>-9,8 %</td><td>+6,1 %</td><td>+5,2 %</td></tr><tr><td>Équilibré</td><td>-12,4 %</td><td>+10,3 %</td><td>+9,1 %</td></tr><tr><td>Dynamique</td><td>-15,9 %</td><td>+14,7 %</td><td>+13,8 %</td></tr></table></section>
<div class="risk"><b>Avertissement :</b> investir comporte un risque de perte en capital. Les performances passées ne préjugent pas des performances futures. La valeur des unités de compte est sujette à fluctuation à la hausse comme à la baisse. Epargnia ne vous contactera jamais par WhatsApp ou Telegram et ne vous demandera jamais d’effectuer un virement vers un compte autre que celui de l’assureur à votre nom.</div>
<footer>Epargnia SAS, société de gestion de portefeuille agréée par l’AMF sous le n° GP-19000041, et courtier en assurance immatriculé à l’ORIAS sous le n° 19004127. Contrat d’assurance vie assuré par une compagnie d’assurance régie par le Code des assurances. 12 rue de la Chaussée d’Antin, 75009 Paris. Mentions légales · Politique de confidentialité · Réclamations</footer>
${consentBanner('fr', 'box', '/confidentialite')}
<script>
(function(){function f(n){return Math.round(n).toLocaleString('fr-FR')}var i=document.getElementById('i'),m=document.getElementById('m'),d=document.getElementById('d');
function c(){var r=0.04/12,n=d.value*12,v=i.value*Math.pow(1+r,n)+m.value*((Math.pow(1+r,n)-1)/r);document.getElementById('iv').textContent=f(i.value);document.getElementById('mv').textContent=f(m.value);document.getElementById('dv').textContent=d.value;document.getElementById('o').textContent=f(v)+' €'}
[i,m,d].forEach(function(x){x.oninput=c});c();})();
</script>
</body>
</html>`;

// ---------- City parking-citation payment portal on its own .gov domain ----------
const pkHost = 'pay.cityofbrookvale.gov';
const pkPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pay a Parking Citation | City of Brookvale</title>
<link rel="stylesheet" href="/portal/uswds-lite.css">
</head>
<body>
<div class="gov"><span>&#127482;&#127480;</span> An official website of the City of Brookvale &middot; <a href="#how">Here's how you know</a></div>
<header><div class="seal">CB</div><div><b>City of Brookvale</b><br><small>Department of Transportation &middot; Parking Services</small></div><nav><a href="https://www.cityofbrookvale.gov/">City Home</a><a href="/portal/contest">Contest a Citation</a><a href="/portal/permits">Permits</a></nav></header>
<main>
 <h1>Pay a Parking Citation</h1>
 <p>You can pay online with a credit or debit card, by mail, or in person at City Hall. A convenience fee of $2.50 applies to online card payments. Payments are processed by the City's payment processor on this site.</p>
 <div class="steps"><span class="on">1. Find citation</span><span>2. Review</span><span>3. Payment</span><span>4. Receipt</span></div>
 <form id="find" class="card">
  <label>Citation number<input name="citation" placeholder="e.g. BV2501883321" required></label>
  <label>License plate<input name="plate" required></label>
  <label>State<select name="state"><option>OR</option><option>WA</option><option>CA</option><option>ID</option></select></label>
  <button>Search</button>
 </form>
 <div id="rev" class="card" hidden></div>
 <form id="pay" class="card" hidden>
  <h2>Payment</h2>
  <label>Name on card<input name="name" autocomplete="cc-name" required></label>
  <label>Card number<input name="cc" autocomplete="cc-number" inputmode="numeric" required></label>
  <div class="two"><label>Expiration<input name="exp" autocomplete="cc-exp" placeholder="MM/YY" required></label><label>Security code<input name="cvv" autocomplete="cc-csc" required></label></div>
  <label>Billing ZIP<input name="zip" autocomplete="postal-code" required></label>
  <label>Email for receipt<input name="email" type="email"></label>
  <button>Pay now</button>
 </form>
 <section id="how" class="note"><h2>Beware of text-message scams</h2><p>The City of Brookvale does not send text messages about unpaid parking citations and will never ask you to pay through a link in a text. Official payment pages are only on <b>pay.cityofbrookvale.gov</b>. If you receive a suspicious text, do not click the link; report it to the FBI’s IC3 and forward it to 7726 (SPAM).</p></section>
</main>
<footer>City of Brookvale &middot; 500 Main Street, Brookvale, OR 97000 &middot; Parking Services (541) 555-0142 &middot; <a href="/portal/accessibility">Accessibility</a> &middot; <a href="/portal/privacy">Privacy</a></footer>
<script src="/portal/pay.js"></script>
</body>
</html>`;
const pkCss = `body{margin:0;font-family:"Public Sans",Arial,sans-serif;color:#1b1b1b}.gov{background:#f0f0f0;font-size:12px;padding:4px 20px}header{display:flex;align-items:center;gap:14px;padding:16px 20px;background:#162e51;color:#fff}.seal{width:48px;height:48px;border-radius:50%;background:#fff;color:#162e51;font-weight:800;display:flex;align-items:center;justify-content:center}header nav{margin-left:auto}header nav a{color:#fff;margin-left:16px}
main{max-width:760px;margin:0 auto;padding:20px}.steps{display:flex;gap:6px;margin:14px 0}.steps span{flex:1;border-top:6px solid #dfe1e2;padding-top:4px;font-size:13px}.steps .on{border-color:#005ea2;font-weight:700}
.card{border:1px solid #dfe1e2;padding:18px;margin:12px 0}.card label{display:block;margin:8px 0;font-weight:600;font-size:14px}.card input,.card select{display:block;width:100%;box-sizing:border-box;padding:8px;border:1px solid #565c65;margin-top:4px;font-weight:400}.two{display:flex;gap:12px}.two label{flex:1}
.card button{background:#005ea2;color:#fff;border:0;padding:10px 20px;font-weight:700;margin-top:10px}.note{background:#faf3d1;border-left:6px solid #ffbe2e;padding:12px 16px}footer{background:#f0f0f0;font-size:13px;padding:20px}`;
const pkJs = `(function(){var f=document.getElementById('find'),rev=document.getElementById('rev'),pay=document.getElementById('pay'),cit=null;
f.onsubmit=function(e){e.preventDefault();var q=new URLSearchParams(new FormData(f));fetch('/portal/api/citations?'+q).then(function(r){return r.json()}).then(function(j){cit=j;
rev.hidden=false;rev.innerHTML='<h2>Citation '+j.citation+'</h2><p>Issued '+j.issued+' at '+j.location+'<br>Violation: '+j.violation+'<br>Amount due: <b>$'+j.amount.toFixed(2)+'</b> (+ $2.50 online fee)</p>';pay.hidden=false})};
pay.onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(pay));d.citation=cit&&cit.citation;fetch('/portal/api/payments',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).then(function(r){return r.json()}).then(function(j){pay.hidden=true;rev.innerHTML+='<p><b>Payment received.</b> Confirmation '+j.confirmation+'. A receipt has been emailed.</p>'})};})();`;

// ---------- Portuguese toll operator: pay tolls for a foreign/unregistered plate ----------
const ptHost = 'www.portagensdonorte.pt';
const ptPage = `<!DOCTYPE html>
<html lang="pt-PT">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pagar portagens por matrícula – Portagens do Norte</title>
${analyticsSnippet('G-PDN7731PT')}
<style>
body{margin:0;font-family:"Roboto",Arial,sans-serif;color:#1e2a35;background:#f3f5f7}
header{background:#00476b;color:#fff;padding:14px 26px;display:flex;align-items:center;gap:22px}header b{font-size:20px}header nav a{color:#d4e6f1;margin-right:14px;text-decoration:none;font-size:14px}header .a{margin-left:auto;color:#fff}
main{max-width:820px;margin:24px auto;background:#fff;border-radius:8px;padding:24px 30px;box-shadow:0 1px 6px rgba(0,0,0,.06)}
.tabs{display:flex;gap:6px;margin-bottom:14px}.tabs span{padding:8px 14px;border-radius:16px;background:#e8eef3;font-size:13px}.tabs span.on{background:#00476b;color:#fff}
form label{display:block;margin:10px 0 4px;font-size:14px}form input,form select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #b8c4ce;border-radius:4px}
form button{margin-top:14px;background:#f39200;color:#fff;border:0;border-radius:4px;padding:12px 22px;font-size:15px;font-weight:700}
#out table{width:100%;border-collapse:collapse;margin-top:16px;font-size:14px}#out td,#out th{padding:8px;border-bottom:1px solid #e3e8ec;text-align:left}
.aviso{margin-top:22px;background:#fff4e0;border-left:4px solid #f39200;padding:12px 14px;font-size:13px;line-height:1.55}
footer{text-align:center;font-size:12px;color:#6b7b88;padding:20px}
</style>
</head>
<body>
<header><b>Portagens do Norte</b><nav><a href="#">Autoestradas</a><a href="#">Tarifas</a><a href="#">Estrangeiros</a><a href="#">Apoio</a></nav><a class="a" href="/area-cliente/entrar">Área de cliente</a></header>
<main>
 <h1>Pagar portagens por matrícula</h1>
 <p>Nas autoestradas com portagem exclusivamente eletrónica, se não tiver dispositivo eletrónico, pode pagar as passagens nos CTT, Payshop ou aqui, até 15 dias úteis após a passagem.</p>
 <div class="tabs"><span class="on">Consultar e pagar</span><span>Histórico</span><span>Faturas</span></div>
 <form id="f"><label>Matrícula</label><input name="matricula" placeholder="AA-00-AA" required><label>País</label><select name="pais"><option>Portugal</option><option>Espanha</option><option>França</option><option>Outro</option></select><button>Consultar passagens</button></form>
 <div id="out"></div>
 <div class="aviso"><b>Atenção a SMS e e-mails fraudulentos.</b> A Portagens do Norte não envia SMS com links para pagamento de portagens em atraso. Nunca lhe pediremos dados do cartão por mensagem. Em caso de dúvida, aceda diretamente a portagensdonorte.pt ou ligue 707 500 900.</div>
</main>
<footer>Portagens do Norte – Concessões Rodoviárias, S.A. &middot; NIPC 507 221 841 &middot; Livro de Reclamações &middot; Política de Privacidade</footer>
${consentBanner('pt', 'bar', '/privacidade')}
<script>
document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/api/passagens?'+new URLSearchParams(new FormData(this))).then(function(r){return r.json()}).then(function(j){
var h='<table><tr><th>Data</th><th>Lanço</th><th>Classe</th><th>Valor</th></tr>';j.passagens.forEach(function(p){h+='<tr><td>'+p.data+'</td><td>'+p.lanco+'</td><td>'+p.classe+'</td><td>'+p.valor+' €</td></tr>'});
h+='</table><p>Total: <b>'+j.total+' €</b></p><p><a href="/pagamento/checkout?ref='+j.ref+'" style="background:#00476b;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">Pagar com cartão ou MB WAY</a></p>';document.getElementById('out').innerHTML=h})};
</script>
</body>
</html>`;

export const entries: Entry[] = [
  {
    id: 'e-clean-crypto-staking-dapp',
    label: 'clean',
    kind: 'crypto-dapp',
    url: `https://${stHost}/stake`,
    routes: {
      [`${stHost}/stake`]: htmlRoute(stPage),
      [`${stHost}/assets/index-6b21c0.css`]: cssRoute(stCss),
      [`${stHost}/assets/index-9f3a2e.js`]: jsRoute(stJs),
      [`${stHost}/api/v1/apr`]: jsonRoute({ apr: 3.07, tvl: '1,284,551 ETH' }),
      [`${stHost}/favicon.ico`]: pngRoute(47, 107, 255),
    },
  },
  {
    id: 'e-clean-robo-advisor-fr',
    label: 'clean',
    kind: 'investment-broker',
    url: `https://${raHost}/`,
    body: raPage,
    routes: { ...analyticsRoute(raHost) },
  },
  {
    id: 'e-clean-gov-parking-fine-portal',
    label: 'clean',
    kind: 'gov-payment',
    url: `https://${pkHost}/portal/citations/pay`,
    body: pkPage,
    routes: {
      [`${pkHost}/portal/uswds-lite.css`]: cssRoute(pkCss),
      [`${pkHost}/portal/pay.js`]: jsRoute(pkJs),
      [`${pkHost}/portal/api/citations`]: jsonRoute({ citation: 'BV2501883321', issued: '10/28/2025 10:14 AM', location: '300 block of Oak St', violation: 'Expired meter (BMC 10.52.040)', amount: 35 }),
      [`${pkHost}/portal/api/payments`]: jsonRoute({ confirmation: 'PKG-88412093' }),
    },
  },
  {
    id: 'e-clean-toll-operator-account',
    label: 'clean',
    kind: 'toll-operator',
    url: `https://${ptHost}/pagar-portagens/matricula`,
    body: ptPage,
    routes: {
      [`${ptHost}/api/passagens`]: jsonRoute({ ref: 'PN-77120443', total: '4,35', passagens: [{ data: '02/11/2025 08:14', lanco: 'A41 Ermesinde – Alfena', classe: '1', valor: '1,25' }, { data: '02/11/2025 18:52', lanco: 'A41 Alfena – Ermesinde', classe: '1', valor: '1,25' }, { data: '05/11/2025 09:03', lanco: 'A42 Paços de Ferreira', classe: '1', valor: '1,85' }] }),
      ...analyticsRoute(ptHost),
    },
  },
];
