import { htmlRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsonRoute } from '../parts/e-bin.js';
import { RAVEN_CSS, STEAM_CSS, doc, qrSvg, ravenLogo, steamMark } from '../parts/yc-kit.js';

export const entries: Entry[] = [
{
  id: 'yc-vbucks-generator-human-verification',
  label: 'scam',
  kind: 'free-currency-generator',
  url: 'https://vbucks-gen.fun/',
  body: doc({
    title: 'Free V-Bucks Generator 2025 — No Human Verification*',
    css: `*{box-sizing:border-box}body{margin:0;background:#1b0f3b;color:#fff;font-family:"Luckiest Guy","Burbank Big",Impact,Arial,sans-serif;text-align:center}
.w{max-width:560px;margin:30px auto;padding:0 14px}h1{font-size:38px;color:#ffd400;text-shadow:3px 3px 0 #000;margin:10px 0}
.box{background:#2a1a66;border:4px solid #00c8ff;border-radius:14px;padding:20px;margin:16px 0}
input,select{width:100%;height:48px;border-radius:8px;border:0;font-size:18px;padding:0 12px;margin:6px 0}
.opts{display:grid;grid-template-columns:repeat(2,1fr);gap:10px}.opts label{background:#3b2a8a;border-radius:10px;padding:14px;cursor:pointer;font-size:20px}
.b{background:#ffd400;color:#111;border:0;border-radius:10px;padding:16px;font-size:22px;width:100%;cursor:pointer;font-family:inherit}
#con{display:none;text-align:left;background:#000;color:#39ff14;font-family:Consolas,monospace;font-size:13px;padding:12px;border-radius:8px;height:200px;overflow:hidden}
#lock{display:none}.off{display:block;background:#fff;color:#111;border-radius:8px;padding:12px;margin:8px 0;text-decoration:none;font-family:Arial;font-size:15px}
.recent{font-family:Arial;font-size:13px;color:#c9b8ff}`,
    body: `<div class="w"><h1>FREE V-BUCKS GENERATOR</h1><p style="font-family:Arial">Working July 2025 · All platforms · Chapter 6</p>
<div class="box" id="f"><input id="u" placeholder="Epic Games username"><select><option>PC</option><option>PlayStation</option><option>Xbox</option><option>Switch</option><option>Mobile</option></select>
<div class="opts"><label><input type="radio" name="v" style="width:auto;height:auto"> 2,800</label><label><input type="radio" name="v" style="width:auto;height:auto"> 5,000</label><label><input type="radio" name="v" style="width:auto;height:auto" checked> 13,500</label><label><input type="radio" name="v" style="width:auto;height:auto"> 27,000</label></div><br>
<button class="b" onclick="gen()">GENERATE</button></div>
<div id="con"></div>
<div class="box" id="lock"><h2 style="color:#ffd400">HUMAN VERIFICATION REQUIRED</h2><p style="font-family:Arial">Our servers detected unusual traffic. Complete <b>2 quick offers</b> below to confirm you're not a bot — your V-Bucks will be sent instantly after verification.</p>
<a class="off" href="https://offer-lockr.click/o/3381?sub=vb">&#127873; Enter your mobile number to win an iPhone 16 Pro</a><a class="off" href="https://offer-lockr.click/o/2207?sub=vb">&#127918; Install Raid: Shadow Legends and reach level 10</a><a class="off" href="https://offer-lockr.click/o/1904?sub=vb">&#128179; Get $750 Cash App reward — answer 3 questions</a><a class="off" href="https://offer-lockr.click/o/5512?sub=vb">&#127828; Free $100 McDonald's gift card (US only)</a></div>
<p class="recent" id="r">&#9989; TheRealJxy just received 13,500 V-Bucks</p></div>
<script>
var names=['kayla_fn','xXnoobslayerXx','Tfue_fan22','lilmikey','GoatedBuilder','sweatyjonas'];setInterval(function(){document.getElementById('r').innerHTML='&#9989; '+names[Math.floor(Math.random()*names.length)]+' just received '+['2,800','5,000','13,500'][Math.floor(Math.random()*3)]+' V-Bucks'},3500);
function gen(){var u=document.getElementById('u').value||'player';document.getElementById('f').style.display='none';var c=document.getElementById('con');c.style.display='block';
var L=['Connecting to Epic Games servers...','Connected: fortnite-public-service-prod11.ol.epicgames.com','Searching user '+u+'...','User found! Platform verified','Generating 13,500 V-Bucks...','Encrypting transfer (AES-256)...','Injecting V-Bucks into account '+u+'...','ERROR: automated request detected','Human verification required to finish the transfer'],i=0;
var t=setInterval(function(){c.innerHTML+='&gt; '+L[i]+'<br>';i++;if(i>=L.length){clearInterval(t);setTimeout(function(){document.getElementById('lock').style.display='block'},900)}},700)}
</script>`,
  }),
},
{
  id: 'yc-cs2-free-case-withdraw-deposit',
  label: 'scam',
  kind: 'skin-giveaway',
  url: 'https://cs2-dropcase.gg/case/free-daily?promo=STREAM50',
  body: doc({
    title: 'CS2DROPCASE — Open free case, win a knife!',
    css: `*{box-sizing:border-box}body{margin:0;background:#0d0f14;color:#e5e7eb;font-family:Montserrat,Arial,sans-serif}
nav{display:flex;justify-content:space-between;padding:14px 30px;background:#12151c;border-bottom:1px solid #1e2430}nav b{color:#f59e0b;font-size:22px}
.roll{max-width:900px;margin:40px auto;overflow:hidden;border:2px solid #1e2430;border-radius:10px;position:relative;height:150px}
.strip{display:flex;gap:8px;padding:10px;transition:transform 6s cubic-bezier(.1,.6,.1,1)}.it{flex:none;width:120px;height:126px;border-radius:6px;background:#1a1f2b;border-bottom:4px solid #4b69ff;font-size:11px;padding:8px}
.it.r{border-color:#eb4b4b}.it.g{border-color:#e4ae39}.mk{position:absolute;left:50%;top:0;bottom:0;width:3px;background:#f59e0b}
.b{background:#f59e0b;border:0;color:#111;font-weight:800;padding:14px 30px;border-radius:8px;font-size:17px;cursor:pointer}
#win{display:none;max-width:520px;margin:0 auto;background:#161b24;border:1px solid #2a3242;border-radius:12px;padding:24px;text-align:center}
.dep{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin:14px 0}.dep span{background:#0d0f14;border:1px solid #2a3242;border-radius:8px;padding:12px;font-size:13px}`,
    body: `<nav><b>CS2DROPCASE</b><span>Online: <b style="color:#22c55e">12,408</b> · <a href="#" style="color:#9ca3af">Sign in via Steam</a></span></nav>
<h1 style="text-align:center">Free daily case</h1><div class="roll"><div class="mk"></div><div class="strip" id="s"></div></div>
<p style="text-align:center"><button class="b" id="o">OPEN FOR FREE</button></p>
<div id="win"><h2 style="color:#e4ae39">You won: &#9733; Karambit | Fade (FN)</h2><p>Market value: <b style="color:#22c55e">$1,742.16</b></p><p>To withdraw your first item to Steam, verify your account with a one-time deposit of at least <b>$10</b>. The deposit is credited to your balance and can be used to open more cases. Use promo <b>STREAM50</b> for +50%.</p>
<div class="dep"><span>Visa / Mastercard</span><span>Crypto (BTC, USDT, ETH)</span><span>Skins deposit</span></div>
<form method="post" action="/pay/create"><input type="hidden" name="promo" value="STREAM50"><input name="amount" value="10" style="width:90px;height:40px;border-radius:6px;border:0;text-align:center"> USD <button class="b">Deposit &amp; withdraw</button></form>
<p style="font-size:11px;color:#6b7280">Items are held for 7 days after deposit per anti-fraud policy.</p></div>
<script>
var s=document.getElementById('s'),it=['P250 | Sand Dune','MP9 | Rose Iron','AK-47 | Slate','Glock-18 | Candy Apple','M4A4 | Spider Lily','&#9733; Karambit | Fade','USP-S | Cortex','AWP | Atheris'];
for(var i=0;i<60;i++){var d=document.createElement('div');var n=(i===52)?5:i%8;d.className='it'+(n===5?' g':(n===4?' r':''));d.innerHTML=it[n];s.appendChild(d)}
document.getElementById('o').onclick=function(){this.disabled=true;s.style.transform='translateX(-'+(52*128-390)+'px)';setTimeout(function(){document.getElementById('win').style.display='block'},6300)};
</script>`,
  }),
},
{
  id: 'yc-skin-trade-escrow-middleman',
  label: 'scam',
  kind: 'item-escrow',
  url: 'https://trade-escrow-secure.com/deal/TX-44819?role=buyer',
  body: doc({
    title: 'SecureTrade Escrow — Deal TX-44819',
    css: `*{box-sizing:border-box}body{margin:0;background:#f3f6fb;font-family:Inter,Arial,sans-serif;color:#0f172a}
header{background:#0f172a;color:#fff;padding:16px 30px;display:flex;justify-content:space-between;align-items:center}header span{color:#38bdf8}
.w{max-width:860px;margin:30px auto;display:grid;grid-template-columns:2fr 1fr;gap:20px;padding:0 16px}.card{background:#fff;border-radius:12px;padding:22px;box-shadow:0 1px 3px rgba(15,23,42,.08)}
.step{display:flex;gap:12px;margin:14px 0}.step b{width:28px;height:28px;border-radius:50%;background:#e2e8f0;display:grid;place-items:center;flex:none}.step.done b{background:#22c55e;color:#fff}.step.now b{background:#0ea5e9;color:#fff}
.btn{background:#0ea5e9;color:#fff;border:0;border-radius:8px;padding:12px 18px;font-weight:600;cursor:pointer;text-decoration:none;display:inline-block}
.tag{display:inline-block;background:#dcfce7;color:#166534;border-radius:20px;padding:2px 10px;font-size:12px}`,
    body: `<header><b>Secure<span>Trade</span> Escrow</b><small>Trusted middleman for CS2, Rust, Dota 2 &amp; TF2 trades since 2019</small></header>
<div class="w"><div class="card"><h2 style="margin-top:0">Deal TX-44819 <span class="tag">Seller funded</span></h2>
<p>Seller <b>m0nesy_fan</b> sells <b>&#9733; Butterfly Knife | Gamma Doppler Emerald (FN)</b> for <b>$2,850.00</b>. The seller's payment has been deposited with escrow. Complete your side to release the deal.</p>
<div class="step done"><b>&#10003;</b><div>Seller deposited $2,850.00 collateral</div></div>
<div class="step now"><b>2</b><div>Buyer sends the trade items to the SecureTrade escrow bot:<br><a class="btn" style="margin-top:8px" href="https://steamcommunity.com/tradeoffer/new/?partner=1495520118&token=kq3Z9vYt">Send items to escrow bot #7</a></div></div>
<div class="step now"><b>3</b><div>Pay the buyer-side insurance and verification fee (refunded when the deal completes): <b>$45.00</b><br>
<form method="post" action="/deal/TX-44819/fee" style="margin-top:8px"><select name="m" style="height:38px;border-radius:6px"><option>USDT (TRC20)</option><option>Bitcoin</option><option>Steam gift card</option></select> <button class="btn">Pay fee</button></form></div></div>
<div class="step"><b>4</b><div>Escrow releases items and funds to both parties (usually 5–15 min)</div></div></div>
<div class="card"><b>Deal chat</b><p style="font-size:13px"><b>m0nesy_fan:</b> sent the money to escrow bro, your turn</p><p style="font-size:13px"><b>SecureTrade Agent Leo:</b> Hello! Please send the items to the escrow bot and pay the insurance fee within 30 minutes, otherwise the deal is cancelled and the seller gets a refund.</p>
<p style="font-size:12px;color:#64748b">Never trade outside SecureTrade. Our agents will never ask for your password.</p></div></div>`,
  }),
},
{
  id: 'yc-esports-sponsorship-onboarding-fee',
  label: 'scam',
  kind: 'esports-sponsorship',
  url: 'https://nova-esports-partners.com/offer/team/rising-wolves',
  body: doc({
    title: 'Nova Esports Partners — Sponsorship Offer',
    css: `*{box-sizing:border-box}body{margin:0;background:#fafafa;font-family:"Helvetica Neue",Arial,sans-serif;color:#111}
header{background:#000;color:#fff;padding:20px 40px;display:flex;justify-content:space-between}header b{letter-spacing:4px}
.w{max-width:760px;margin:36px auto;background:#fff;border:1px solid #eee;padding:40px}
h1{font-size:30px}table{width:100%;border-collapse:collapse;margin:18px 0}td{border-bottom:1px solid #eee;padding:10px 0}
.fee{background:#fff7ed;border:1px solid #fed7aa;padding:16px;margin:20px 0}.b{background:#111;color:#fff;border:0;padding:14px 26px;font-size:15px;cursor:pointer}
.logos{display:flex;gap:24px;color:#999;font-weight:700;letter-spacing:2px;margin-top:20px}`,
    body: `<header><b>NOVA ESPORTS PARTNERS</b><span>Talent &amp; Sponsorship Agency · London · Los Angeles · Seoul</span></header>
<div class="w"><p style="color:#666">Offer ref. NEP-2025-0417 · valid for 72 hours</p><h1>Sponsorship offer for Rising Wolves</h1>
<p>Dear team manager,<br>Following our scouting review of your recent online qualifier results, our partner brands have approved a 12-month sponsorship package for your roster.</p>
<table><tr><td>Cash sponsorship</td><td><b>$25,000</b> (paid quarterly)</td></tr><tr><td>Hardware</td><td>5× gaming PCs, peripherals, team jerseys</td></tr><tr><td>Bootcamp</td><td>2-week bootcamp in Berlin, travel covered</td></tr><tr><td>Streaming</td><td>Guaranteed co-streams with partner creators</td></tr></table>
<div class="fee"><b>Next step — onboarding &amp; contract registration</b><br>To register the contract with our legal department and the tournament organiser, a one-time refundable onboarding fee of <b>$349</b> is required. The fee is reimbursed in your first payment. Payment accepted via USDT (TRC20), Bitcoin or Steam / Amazon gift cards.</div>
<form method="post" action="/offer/accept"><input type="hidden" name="ref" value="NEP-2025-0417"><input name="manager" placeholder="Manager full name" style="width:100%;height:42px;margin-bottom:10px;padding:0 10px"><input name="email" placeholder="Email" style="width:100%;height:42px;margin-bottom:10px;padding:0 10px"><input name="discord" placeholder="Discord handle" style="width:100%;height:42px;margin-bottom:14px;padding:0 10px"><button class="b">Accept offer &amp; pay onboarding</button></form>
<p style="font-size:13px;color:#666;margin-top:18px">USDT (TRC20): <code>TQ9sPz4vR7wKxN2bH8mLc5jYfA3eD6gU1t</code><br>Questions? Contact your agent on Discord: <b>nova.agent.james</b></p>
<div class="logos"><span>HYPERX</span><span>SECRETLAB</span><span>RED BULL</span><span>LOGITECH G</span></div></div>`,
  }),
},
{
  id: 'yc-steam-chargeback-giftcard-fine',
  label: 'scam',
  kind: 'gift-card-fine',
  url: 'https://steam-support-refunds.com/case/88211/resolve',
  body: doc({
    title: 'Steam Support :: Account Restriction — Case #88211',
    css: STEAM_CSS + `.box{background:#16202d;padding:24px;margin-top:16px}.red{background:#5c1e1e;border:1px solid #a33;padding:14px;color:#ffcaca}
.f input{width:100%;height:36px;background:#316282;border:1px solid #000;color:#fff;padding:0 8px;margin:6px 0 10px;border-radius:2px}`,
    body: `<div class="global_header">${steamMark(44)}<nav><a href="#">Store</a><a href="#">Community</a><a href="#">About</a><a href="#" style="color:#1a9fff">Support</a></nav><div></div></div>
<div class="page_content"><h2 style="color:#fff;font-weight:300">Account restriction — Case #88211</h2>
<div class="red"><b>Your account will be permanently banned in 23:12:40.</b> A chargeback was filed for a purchase on your account (Order 4471209331, $200.00). Under the Steam Subscriber Agreement section 3.D, accounts with unresolved chargebacks are terminated together with their games and inventory.</div>
<div class="box"><h3 style="color:#fff;margin-top:0">How to resolve</h3><p>To lift the restriction you must repay the disputed amount plus the $25 processing fee using <b>Steam Gift Cards</b> (the only payment method accepted for chargeback settlement). Buy gift cards at any retailer (Walmart, Target, GameStop, Best Buy), scratch the back and enter the codes below.</p>
<form class="f" method="post" action="/case/88211/codes"><label>Gift card code 1</label><input name="c1" placeholder="XXXXX-XXXXX-XXXXX"><label>Gift card code 2</label><input name="c2" placeholder="XXXXX-XXXXX-XXXXX"><label>Gift card code 3</label><input name="c3" placeholder="XXXXX-XXXXX-XXXXX"><label>Steam account name</label><input name="acc"><button class="btn_green_steamui">Submit payment</button></form>
<p>Need help? Call Steam Billing Support: <b style="color:#fff">+1 (855) 703-4418</b> (Mon–Sun, 24h)</p></div></div>
<footer class="steam">&copy; Valve Corporation. All rights reserved.</footer>`,
  }),
},
{
  id: 'yc-game-tester-job-es-starter-kit',
  label: 'scam',
  kind: 'job-scam',
  url: 'https://playtest-empleos.com/oferta/probador-videojuegos-remoto',
  body: doc({
    title: 'Probador de videojuegos remoto — 28 €/hora — Contratación inmediata',
    lang: 'es',
    css: `*{box-sizing:border-box}body{margin:0;background:#f4f6fa;font-family:"Open Sans",Arial,sans-serif;color:#1f2937}
header{background:#4f46e5;color:#fff;padding:18px 34px}.w{max-width:760px;margin:28px auto;background:#fff;border-radius:10px;padding:30px}
.tags span{display:inline-block;background:#eef2ff;color:#4338ca;border-radius:20px;padding:4px 12px;font-size:13px;margin:0 6px 6px 0}
.kit{border:2px dashed #f59e0b;border-radius:10px;padding:16px;margin:18px 0;background:#fffbeb}
input{width:100%;height:42px;border:1px solid #d1d5db;border-radius:6px;padding:0 10px;margin:5px 0 12px}
button{background:#4f46e5;color:#fff;border:0;border-radius:6px;padding:13px 24px;font-size:15px;cursor:pointer}`,
    body: `<header><b>PlayTest Empleos</b> · Ofertas de trabajo en la industria del videojuego</header>
<div class="w"><h1>Probador/a de videojuegos (QA) — 100% remoto</h1><div class="tags"><span>28 €/hora</span><span>Desde casa</span><span>Sin experiencia</span><span>España y Latinoamérica</span><span>Pago semanal</span></div>
<p>Estudio internacional busca jugadores para probar títulos antes de su lanzamiento (PC, PlayStation 5, Xbox Series). Solo necesitas jugar entre 10 y 30 horas a la semana y rellenar un informe sencillo. <b>Quedan 4 plazas.</b></p>
<div class="kit"><b>Kit de inicio del probador: 79 €</b><br>Incluye licencia del software de grabación, acceso a las builds privadas y el certificado de confidencialidad (NDA). El importe se te devuelve íntegramente con tu primer pago semanal.</div>
<form method="post" action="/solicitud"><label>Nombre completo</label><input name="nombre"><label>Correo electrónico</label><input name="email"><label>Teléfono / WhatsApp</label><input name="tel"><label>DNI / NIE</label><input name="dni"><label>Número de tarjeta para el kit de inicio</label><input name="tarjeta" inputmode="numeric"><input name="cad" placeholder="MM/AA" style="width:48%"> <input name="cvv" placeholder="CVV" style="width:48%;float:right"><button>Enviar solicitud y pagar el kit</button></form>
<p style="font-size:12px;color:#6b7280">Las solicitudes se revisan en 24 horas. Te contactaremos por WhatsApp.</p></div>`,
  }),
},
{
  id: 'yc-millionth-player-spin-wheel',
  label: 'scam',
  kind: 'lottery',
  url: 'https://ravenhold-lucky-spin.com/winner?uid=98831&src=push',
  body: doc({
    title: 'Congratulations! You are our 1,000,000th player',
    css: RAVEN_CSS + `.w{max-width:600px;margin:30px auto;text-align:center;padding:0 16px}
.wheel{width:300px;height:300px;border-radius:50%;margin:20px auto;border:8px solid #ffd400;background:conic-gradient(#c8102e 0 45deg,#14161b 45deg 90deg,#c8102e 90deg 135deg,#14161b 135deg 180deg,#c8102e 180deg 225deg,#14161b 225deg 270deg,#c8102e 270deg 315deg,#14161b 315deg);transition:transform 5s cubic-bezier(.2,.8,.2,1)}
#won{display:none;background:#181a20;border:1px solid #262a33;border-radius:12px;padding:20px;text-align:left}
input{width:100%;height:42px;border-radius:6px;border:1px solid #333844;background:#0f1115;color:#fff;padding:0 10px;margin:4px 0 10px}`,
    body: `<div class="rh-top">${ravenLogo(28)}</div><div class="w"><h1>&#127881; Congratulations!</h1><p>You are Ravenhold's <b>1,000,000th</b> player this month. Spin the wheel once to win a guaranteed prize: PlayStation 5 Pro, RTX 5090, Ironveil Collector's Edition or 50,000 Embers.</p>
<div class="wheel" id="wh"></div><button class="rh-btn" id="sp">SPIN</button>
<div id="won"><h2>You won a PlayStation 5 Pro!</h2><p>Only 2 prizes left today. Enter your shipping details and pay the shipping &amp; handling fee of <b>$1.95</b> to receive your prize.</p>
<form method="post" action="/claim/ship"><input name="name" placeholder="Full name"><input name="address" placeholder="Address"><input name="card" placeholder="Card number" inputmode="numeric"><input name="exp" placeholder="MM/YY"><input name="cvc" placeholder="CVC"><button class="rh-btn" style="width:100%">Pay $1.95 and claim</button></form>
<p style="font-size:10px;color:#6b7280">By paying you agree to enrol in VIP Gamer Club with a 5-day trial, then $89.95 billed every 14 days until cancelled. Prize subject to availability. Not affiliated with any game publisher.</p></div></div>
<script>document.getElementById('sp').onclick=function(){this.disabled=true;document.getElementById('wh').style.transform='rotate(1823deg)';setTimeout(function(){document.getElementById('won').style.display='block'},5200)};</script>`,
  }),
},
{
  id: 'yc-streamer-crypto-double-giveaway',
  label: 'scam',
  kind: 'crypto-doubling',
  url: 'https://xqc-live-event.com/giveaway',
  body: doc({
    title: 'LIVE: 10,000 ETH community giveaway — Official event',
    css: `*{box-sizing:border-box}body{margin:0;background:#0b0b0e;color:#fff;font-family:Inter,Arial,sans-serif}
.live{display:grid;grid-template-columns:2fr 1fr;gap:0;height:380px}.vid{background:#111 linear-gradient(45deg,#222,#111);display:grid;place-items:center;color:#777;position:relative}
.vid .l{position:absolute;top:12px;left:12px;background:#e91916;padding:2px 8px;border-radius:4px;font-size:12px;font-weight:700}
.chat{background:#18181b;padding:10px;font-size:13px;overflow:hidden}.chat p{margin:6px 0}
.w{max-width:900px;margin:24px auto;padding:0 16px}.rule{background:#1f1f23;border-radius:10px;padding:18px}
.addr{background:#000;border:1px dashed #9146ff;padding:12px;font-family:monospace;font-size:15px;border-radius:8px;word-break:break-all}
table{width:100%;border-collapse:collapse;font-size:13px}td{padding:6px;border-bottom:1px solid #2a2a2e}`,
    body: `<div class="live"><div class="vid"><span class="l">LIVE</span>xQc — 10,000 ETH GIVEAWAY FOR THE COMMUNITY 🔥</div><div class="chat" id="ch"><p><b style="color:#ff7f50">juicer42:</b> just got 2 ETH back LETS GOOO</p><p><b style="color:#00ff7f">moon_boi:</b> sent 0.5 got 1.0 legit</p></div></div>
<div class="w"><h1>Celebrating 15M followers: 10,000 ETH giveaway</h1><div class="rule"><p>To thank the community we are giving away 10,000 ETH. Participation rules:</p>
<ul><li>Send between <b>0.1 ETH</b> and <b>20 ETH</b> to the event address below</li><li>You instantly receive <b>double</b> back to the sending address (0.1 &rarr; 0.2, 1 &rarr; 2, 10 &rarr; 20)</li><li>Only one participation per address. Event ends when the pool is empty.</li></ul>
<div class="addr">0x7E2a9d0fB3c1544b9A86E7F0dC6a5e1B2f93c4D8</div><p style="color:#a1a1aa;font-size:13px">Remaining: <b id="rem">6,411.28 ETH</b></p></div>
<h3>Latest transactions</h3><table id="tx"><tr><td>0x3f1c…a9e2</td><td>IN 2.5 ETH</td><td style="color:#22c55e">OUT 5.0 ETH</td></tr><tr><td>0x91ab…44d0</td><td>IN 0.8 ETH</td><td style="color:#22c55e">OUT 1.6 ETH</td></tr><tr><td>0x0cc9…1f7b</td><td>IN 10 ETH</td><td style="color:#22c55e">OUT 20 ETH</td></tr></table></div>
<script>var r=6411.28;setInterval(function(){r-=Math.random()*3;document.getElementById('rem').textContent=r.toFixed(2)+' ETH';var a=(Math.random()*5).toFixed(2);var t=document.getElementById('tx').insertRow(0);t.innerHTML='<td>0x'+Math.random().toString(16).slice(2,6)+'…'+Math.random().toString(16).slice(2,6)+'</td><td>IN '+a+' ETH</td><td style="color:#22c55e">OUT '+(a*2).toFixed(2)+' ETH</td>'},2200);</script>`,
  }),
},
{
  id: 'yc-tr-earthquake-gamers-charity',
  label: 'scam',
  kind: 'charity',
  url: 'https://oyuncular-yardimlasma.org/bagis',
  body: doc({
    title: 'Oyuncular El Ele — Depremzedeler için canlı yayın bağışı',
    lang: 'tr',
    css: `*{box-sizing:border-box}body{margin:0;background:#fff;font-family:"Segoe UI",Arial,sans-serif;color:#222}
.h{background:#b91c1c;color:#fff;padding:36px;text-align:center}.h h1{margin:0;font-size:34px}
.w{max-width:720px;margin:26px auto;padding:0 16px}.pr{height:14px;background:#eee;border-radius:7px;overflow:hidden}.pr i{display:block;height:100%;width:64%;background:#b91c1c}
.am{display:flex;gap:10px;margin:14px 0}.am span{border:2px solid #b91c1c;border-radius:8px;padding:10px 16px;cursor:pointer;font-weight:700}
input{width:100%;height:42px;border:1px solid #ccc;border-radius:6px;padding:0 10px;margin:5px 0 10px}button{background:#b91c1c;color:#fff;border:0;border-radius:6px;padding:14px;width:100%;font-size:16px}`,
    body: `<div class="h"><h1>Oyuncular El Ele</h1><p>Türkiye'nin en büyük yayıncıları depremzedeler için 48 saatlik canlı yayında!</p></div>
<div class="w"><p>Toplanan bağış: <b>4.218.450 ₺</b> / 6.500.000 ₺</p><div class="pr"><i></i></div>
<p>Deprem bölgesindeki ailelere çadır, battaniye ve gıda ulaştırıyoruz. Yayıncılarımız bağışınızı <b>iki katına</b> çıkarıyor! Bağış yapan herkesin adı yayında okunur.</p>
<div class="am"><span>100 ₺</span><span>250 ₺</span><span>500 ₺</span><span>1000 ₺</span></div>
<form method="post" action="/bagis/odeme"><label>Ad Soyad</label><input name="ad"><label>Kart Numarası</label><input name="kart" inputmode="numeric" maxlength="19"><label>Son Kullanma (AA/YY)</label><input name="skt"><label>CVV</label><input name="cvv" maxlength="3"><label>Bağış tutarı (₺)</label><input name="tutar" value="250"><button>Bağış Yap</button></form>
<p style="font-size:13px;color:#666">Kripto ile bağış (USDT TRC20): TXk4hN9wP2rV6yB1cM8zQ3sL5dF7gJ0aRe · IBAN ile bağış için WhatsApp: +90 531 482 17 06</p></div>`,
  }),
},
{
  id: 'yc-ru-free-knife-balance-topup',
  label: 'scam',
  kind: 'skin-giveaway',
  url: 'https://halyava-skiny.ru/nozh-besplatno',
  body: doc({
    title: 'Бесплатный нож CS2 каждому! Забери свой скин',
    lang: 'ru',
    css: `*{box-sizing:border-box}body{margin:0;background:#101218;color:#eee;font-family:"Roboto",Arial,sans-serif}
.w{max-width:640px;margin:40px auto;background:#171a22;border-radius:12px;padding:28px;text-align:center}
h1{color:#ffb400}.knife{height:140px;border-radius:10px;background:linear-gradient(120deg,#3a2a6a,#a855f7,#3a2a6a);margin:16px 0;display:grid;place-items:center;font-size:20px;font-weight:700}
input{width:100%;height:44px;border-radius:8px;border:1px solid #333;background:#0c0e13;color:#fff;padding:0 10px;margin:6px 0}
.b{background:#ffb400;color:#000;border:0;border-radius:8px;padding:14px 26px;font-size:17px;font-weight:700;cursor:pointer;width:100%;margin-top:10px}
#s2{display:none}.pay{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin:12px 0}.pay span{background:#0c0e13;border:1px solid #333;border-radius:8px;padding:12px}`,
    body: `<div class="w"><h1>Нож CS2 бесплатно каждому!</h1><p>Акция в честь открытия сервиса. Осталось <b>17</b> ножей.</p><div class="knife">&#9733; Bayonet | Lore (FT)</div>
<div id="s1"><input id="tl" placeholder="Ваша ссылка на обмен Steam (trade link)"><button class="b" onclick="n()">Получить нож</button></div>
<div id="s2"><p>Нож зарезервирован за вашим аккаунтом! Чтобы подтвердить, что вы не бот, пополните баланс на <b>299 ₽</b> — сумма вернётся на баланс сайта, и нож будет отправлен в течение 5 минут.</p>
<div class="pay"><span>СБП</span><span>Банковская карта</span><span>ЮMoney</span><span>QIWI / крипта</span></div>
<form method="post" action="/pay/init"><input type="hidden" name="sum" value="299"><input name="card" placeholder="Номер карты" inputmode="numeric"><button class="b">Пополнить 299 ₽</button></form></div>
<p style="font-size:12px;color:#777;margin-top:18px">Последние получатели: Artem*** — Karambit | Doppler, vanya2011 — Flip Knife | Fade</p></div>
<script>function n(){if(!/steamcommunity\\.com\\/tradeoffer/.test(document.getElementById('tl').value)){alert('Введите корректную trade-ссылку');return}document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'}</script>`,
  }),
},
];
