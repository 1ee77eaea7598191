// Tech-support, invoice/callback, job, investment, bounty, extortion, registry and shop scams (author zz).
import { htmlRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, qwDoc, QW_TOP, QW_MARK, FONT, MS_LOGO } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-techsupport-defender-token-leak',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://defender-alert-center.live/win/err0x80073afc/?ph=18885217741',
  body: doc({
    title: 'Windows Defender Security Center',
    head: `<style>html,body{margin:0;height:100%;font-family:"Segoe UI",sans-serif;background:#1b6ac9;color:#fff;overflow:hidden;cursor:none}
.w{position:absolute;top:50%;left:50%;transform:translate(-50%,-50%);width:640px;background:#fff;color:#222;box-shadow:0 0 40px rgba(0,0,0,.6)}
.t{background:#d9241b;color:#fff;padding:10px 14px;font-weight:600;display:flex;justify-content:space-between}.b{padding:18px 22px;font-size:14px}
.ph{font-size:24px;font-weight:700;color:#d9241b}.f{display:flex;justify-content:flex-end;gap:8px;padding:0 22px 18px}.f button{background:#0067b8;color:#fff;border:0;padding:8px 18px}
.scan{position:absolute;top:0;left:0;right:0;background:#0a3d7a;padding:10px 20px;font-size:13px}</style>`,
    body: `<div class="scan">Windows Defender — Scanning… C:\\Users\\dev\\source\\repos\\payments-api\\.git\\config &nbsp; | &nbsp; Threats found: <b id="n">3</b></div>
<div class="w"><div class="t"><span>⚠ Windows Defender – Security Warning</span><span>✕</span></div><div class="b">
<p>${MS_LOGO}</p>
<p><b>Access to this PC has been blocked for security reasons.</b></p>
<p>Your computer has alerted us that it has been infected with <b>Trojan Spyware (Win32/CredStealer.GH)</b>. The following data has been compromised:</p>
<ul><li>GitHub &amp; Git credentials (personal access tokens)</li><li>Browser passwords and cookies</li><li>SSH private keys and cloud access keys</li></ul>
<p>Closing this window will put your personal information at risk and lead to suspension of your Windows registration and developer accounts.</p>
<p>Call Microsoft Support immediately:</p><p class="ph">+1 (888) 521-7741 (Toll-Free)</p></div>
<div class="f"><button onclick="go()">Deny</button><button onclick="go()">Allow</button></div></div>
<audio id="au" src="/win/alert.wav" autoplay loop></audio>
<script>
function go(){try{document.documentElement.requestFullscreen();}catch(e){}try{document.body.requestPointerLock();}catch(e){}var a=document.getElementById('au');a.play().catch(function(){});}
document.addEventListener('click',go);document.addEventListener('keydown',function(e){e.preventDefault();go();});
for(var i=0;i<25;i++){history.pushState({p:i},'',location.href);}window.onpopstate=function(){history.pushState(null,'',location.href);};
window.onbeforeunload=function(){return 'Your computer is at risk. Call +1 (888) 521-7741';};
var n=3;setInterval(function(){n++;document.getElementById('n').textContent=n;},1700);
var msg=new SpeechSynthesisUtterance('Critical alert from Microsoft. Your computer has been blocked. Please call Microsoft support immediately.');try{speechSynthesis.speak(msg)}catch(e){}
</script>`,
  }),
  routes: { 'defender-alert-center.live/win/alert.wav': fileRoute(beepWav(3, 990), 'audio/wav') },
},

{
  id: 'zz-techsupport-apple-warning-de',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://apple-sicherheit-support.de/mac/warnung.html?id=MAC-7731',
  body: doc({
    lang: 'de',
    title: 'Apple Sicherheitswarnung',
    head: `<style>body{margin:0;background:#f5f5f7;font-family:-apple-system,"Helvetica Neue",sans-serif;color:#1d1d1f}
.d{width:460px;margin:100px auto;background:#fff;border-radius:14px;box-shadow:0 20px 60px rgba(0,0,0,.35);padding:24px;text-align:center}
.ic{font-size:48px}.t{font-size:26px;font-weight:700;color:#d70015;margin:8px 0}.b{display:flex;gap:10px;justify-content:center;margin-top:16px}.b button{border:0;border-radius:8px;padding:8px 20px;font-size:14px}
.p{background:#0071e3;color:#fff}</style>`,
    body: `<div class="d"><div class="ic">⚠️</div><h2>Ihr Mac ist gesperrt</h2>
<p>Wir haben verdächtige Aktivitäten festgestellt: Ein Schadprogramm versucht, Ihre Schlüsselbund-Passwörter, SSH-Schlüssel und Xcode-Signaturzertifikate zu übertragen.</p>
<p>Bitte schließen Sie diese Seite nicht und starten Sie den Computer nicht neu. Kontaktieren Sie sofort den Apple Support:</p>
<div class="t">0800 000 8294</div><p style="font-size:13px;color:#6e6e73">Apple Support Deutschland · gebührenfrei · Fall-ID MAC-7731</p>
<div class="b"><button onclick="l()">Abbrechen</button><button class="p" onclick="l()">Support anrufen</button></div></div>
<script>
function l(){try{document.documentElement.requestFullscreen()}catch(e){}location.href='tel:08000008294';}
var i=0;function loop(){if(i++<6){alert('WARNUNG! Ihr Mac ist mit 5 Viren infiziert. Rufen Sie den Apple Support unter 0800 000 8294 an.');}}
document.addEventListener('click',function(){try{document.documentElement.requestFullscreen()}catch(e){}},{once:true});
setTimeout(loop,1500);history.pushState({},'',location.href);onpopstate=function(){history.go(1)};
</script>`,
  }),
},

{
  id: 'zz-task-job-app-reviews-pt-br',
  label: 'scam',
  kind: 'task-job-scam',
  url: 'https://appreview-trabalho.com.br/tarefas/painel?convite=DEV7731',
  body: doc({
    lang: 'pt-BR',
    title: 'AppTester Brasil – Painel de tarefas',
    head: `<style>body{margin:0;font-family:${FONT};background:#f0f4f8;color:#1f2d3d}.h{background:#00a86b;color:#fff;padding:16px 28px;font-weight:700;display:flex;justify-content:space-between}
.c{max-width:620px;margin:24px auto;padding:0 16px}.k{background:#fff;border-radius:12px;padding:18px;margin-bottom:12px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
.saldo{font-size:34px;font-weight:800;color:#00a86b}.b{background:#00a86b;color:#fff;border:0;border-radius:8px;padding:10px 16px;font-weight:700;cursor:pointer}
.lk{opacity:.55}.vip{background:#fff7e0;border:1px solid #ffd27a}</style>`,
    body: `<div class="h"><span>AppTester Brasil</span><span>Convite: DEV7731</span></div><div class="c">
<div class="k"><p style="margin:0;color:#667">Saldo disponível</p><div class="saldo">R$ 1.284,50</div><p style="margin:0;font-size:13px;color:#667">Saque mínimo: R$ 2.000,00 · Pix instantâneo</p></div>
<div class="k">Tarefa 18/30 — Avaliar o app <b>DevBoost – Cursos de Programação</b> com 5 estrelas · <b>+R$ 42,00</b> <button class="b">Concluir</button></div>
<div class="k lk">Tarefa 19/30 — 🔒 Tarefa combinada (comissão 3x) · <b>+R$ 380,00</b></div>
<div class="k vip"><b>Desbloqueie as tarefas combinadas</b><p>Para liberar as próximas tarefas e sacar seu saldo, faça uma recarga de nível VIP2 de <b>R$ 499,00</b> via Pix. O valor é devolvido junto com as comissões ao final do ciclo.</p>
<p>Chave Pix (CNPJ): <b>48.221.903/0001-17</b> — AT Serviços Digitais LTDA</p><button class="b" onclick="alert('Envie o comprovante para sua mentora no WhatsApp: +55 11 94821-3390')">Já fiz o Pix</button></div>
<p style="font-size:12px;color:#889;text-align:center">Trabalhe de casa · Ganhe até R$ 300 por dia avaliando aplicativos</p></div>`,
  }),
},

{
  id: 'zz-ai-trading-bot-dev-investment',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://quantforge-ai.io/',
  body: doc({
    title: 'QuantForge AI — The trading bot built by engineers, for engineers',
    head: `<style>body{margin:0;font-family:Inter,${FONT};background:#050816;color:#e2e8f0}.h{display:flex;justify-content:space-between;padding:18px 44px;align-items:center}
.hero{max-width:980px;margin:40px auto;padding:0 24px;display:grid;grid-template-columns:1.2fr 1fr;gap:30px}
h1{font-size:48px;line-height:1.05;margin:0}.g{color:#22d3ee}.card{background:#0f172a;border:1px solid #1e293b;border-radius:14px;padding:20px}
.b{background:#22d3ee;color:#050816;border:0;border-radius:10px;padding:13px 22px;font-weight:800;cursor:pointer}.pl td{padding:6px 8px;font-size:14px;border-bottom:1px solid #1e293b}
.t{max-width:980px;margin:30px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:16px;padding:0 24px}.t div{background:#0f172a;border-radius:12px;padding:16px;font-size:14px}</style>`,
    body: `<div class="h"><b>QuantForge<span class="g">AI</span></b><button class="b">Open dashboard</button></div>
<div class="hero"><div><h1>Let your capital <span class="g">compile</span> profits.</h1>
<p style="font-size:18px;color:#94a3b8">Our transformer-based arbitrage engine, built by ex-FAANG engineers, trades 14 exchanges 24/7. Members earn a fixed <b>2.8% per day</b> — withdraw anytime, no lock-up.</p>
<ul style="color:#94a3b8;line-height:1.9"><li>Minimum deposit: 250 USDT</li><li>Guaranteed returns, insured by our reserve fund</li><li>Refer a developer friend: +10% of their deposits</li></ul>
<p><button class="b" onclick="document.getElementById('dep').scrollIntoView()">Start with 250 USDT</button></p></div>
<div class="card"><b>Live member payouts</b><table class="pl" id="pl"></table></div></div>
<div class="t"><div>"Turned 2,000 USDT into 9,400 in two months. Better ROI than my RSUs." — <b>Marek, Staff SRE</b></div><div>"I automated my withdrawals with their API. Passive income while I sleep." — <b>Aiko, backend dev</b></div><div>"Finally quit freelancing." — <b>Rafael, full-stack</b></div></div>
<div class="card" id="dep" style="max-width:640px;margin:30px auto"><b>Deposit</b><p>Send USDT (TRC-20) to your personal deposit address. Your plan activates after 1 confirmation.</p>
<p style="font-family:ui-monospace,monospace;background:#020617;padding:10px;border-radius:8px">TQ7kLrYp3xW2bN9mGh4vD8sJ1cF6aZeR5u</p><p style="font-size:13px;color:#64748b">Withdrawals are processed within 24 hours after a 15% service fee and identity verification deposit.</p></div>
<script>var names=['0x3f…a91','dev_kl***','marta.k***','0x9c…11e','sre_j***','k8s_m***'];var pl=document.getElementById('pl');
function row(){var r='<tr><td>'+names[Math.floor(Math.random()*names.length)]+'</td><td style="color:#22c55e">+'+(Math.random()*900+50).toFixed(2)+' USDT</td><td>just now</td></tr>';pl.insertAdjacentHTML('afterbegin',r);if(pl.rows.length>8)pl.deleteRow(8);}
for(var i=0;i<6;i++)row();setInterval(row,2200);</script>`,
  }),
},

{
  id: 'zz-bug-bounty-payout-fee-scam',
  label: 'scam',
  kind: 'advance-fee-scam',
  url: 'https://quellwerk-bounty-payouts.com/reward/QW-BB-2025-0419',
  body: qwDoc({
    title: 'Reward QW-BB-2025-0419 · Quellwerk Bug Bounty',
    top: QW_TOP(''),
    main: `<div class="content"><article>
<h1 style="margin-top:26px">🎉 Your bounty has been approved</h1>
<p>Report <b>QW-BB-2025-0419</b> — <i>IDOR in pipeline artifact download endpoint</i> — was triaged as <b>High</b> by the Quellwerk security team.</p>
<table><tr><td>Bounty</td><td><b>$4,750.00</b></td></tr><tr><td>Bonus (first reporter)</td><td>$250.00</td></tr><tr><td>Payout method</td><td>USDT / Bitcoin / Wire</td></tr><tr><td>Status</td><td style="color:#b54708">Pending KYC release fee</td></tr></table>
<h3>Release your payout</h3>
<p>Due to new EU AML regulations, bounty payouts above $2,000 require a one-time refundable compliance fee of <b>$95</b> (KYC + transfer insurance). Your reward is released automatically within 1 hour after the fee is received.</p>
<p>Send exactly <b>95 USDT (TRC-20)</b> to:</p><pre><code>TXq1H8mVdN4kRzY7cS2bGf9Lw3pJ6eA5uT</code></pre>
<label style="font-weight:600">Transaction hash</label><input type="text" id="h" style="width:100%;padding:9px;border:1px solid #c7ced6;border-radius:6px">
<label style="font-weight:600;display:block;margin-top:10px">Payout wallet address</label><input type="text" id="w" style="width:100%;padding:9px;border:1px solid #c7ced6;border-radius:6px">
<p><button class="btn btn-primary" onclick="fetch('/reward/confirm',{method:'POST',body:JSON.stringify({h:document.getElementById('h').value,w:document.getElementById('w').value})});alert('Payment received. Your reward is being processed.')">Confirm payment</button></p>
<p style="font-size:13px;color:#5b6675">Questions? Contact your triage analyst on Telegram: @qw_security_payouts</p>
</article></div>`,
  }),
},

{
  id: 'zz-source-code-leak-extortion',
  label: 'scam',
  kind: 'extortion-scam',
  url: 'https://leak-notice.onion.ws/q/quellwerk-io',
  body: doc({
    title: 'quellwerk.io — data will be published',
    head: `<style>body{margin:0;background:#0a0a0a;color:#d4d4d4;font-family:ui-monospace,Menlo,Consolas,monospace}
.c{max-width:820px;margin:40px auto;padding:0 20px}h1{color:#ef4444}.cd{font-size:42px;color:#ef4444;letter-spacing:2px}
.box{border:1px solid #333;padding:16px;margin:16px 0}.f{color:#a3a3a3;font-size:13px;line-height:1.7}</style>`,
    body: `<div class="c"><h1>quellwerk.io</h1>
<p>We have obtained full access to your source code repositories, CI secrets and customer database. To prove it, a sample of the exfiltrated data is listed below.</p>
<div class="box f">/repos/core/platform-api.tar.zst — 2.1 GB<br>/repos/core/billing-service.tar.zst — 640 MB<br>/ci/secrets/production.env — 18 KB<br>/db/customers_2025-10-12.sql.gz — 9.4 GB<br>/vault/export/kv-prod.json — 3 MB</div>
<p>If payment is not received before the timer ends, everything will be published and sent to your customers, competitors and journalists.</p>
<div class="cd" id="cd">71:59:59</div>
<div class="box"><p>Amount: <b>2.5 BTC</b></p><p>Address: <b>bc1q8x7l5d3k0y2v9wq4mfh6zr3tc8ep0xy7a9dj5n</b></p><p class="f">After payment, email proof with your ID to <b>qwleak@onionmail.org</b>. Do not contact police or incident-response companies — if we notice, the price doubles.</p></div></div>
<script>var end=Date.now()+72*3600*1000-1000;setInterval(function(){var s=Math.max(0,Math.floor((end-Date.now())/1000));var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('cd').textContent=[h,m,x].map(function(v){return String(v).padStart(2,'0')}).join(':');},1000);</script>`,
  }),
},

{
  id: 'zz-domain-seo-registry-renewal-notice',
  label: 'scam',
  kind: 'domain-renewal-scam',
  url: 'https://domain-services-registry.org/notice/?d=quellwerk.io&inv=DSR-117734',
  body: doc({
    title: 'Domain Services Registry - Final Notice - quellwerk.io',
    head: `<style>body{margin:0;font-family:Arial,sans-serif;background:#eee;color:#222}.p{max-width:760px;margin:30px auto;background:#fff;padding:36px;border:1px solid #ccc}
.red{color:#c00;font-weight:700}table{width:100%;border-collapse:collapse;margin:16px 0}td{border:1px solid #ccc;padding:8px;font-size:14px}
.o{display:flex;gap:10px}.o label{flex:1;border:1px solid #ccc;padding:10px;font-size:13px}.b{background:#c00;color:#fff;border:0;padding:12px 24px;font-weight:700;cursor:pointer}</style>`,
    body: `<div class="p"><h2 style="margin:0">DOMAIN SERVICES REGISTRY</h2><p style="font-size:12px;color:#666">Search Engine Submission Division · Notice DSR-117734</p>
<p class="red">FINAL NOTICE — DOMAIN NAME SERVICE EXPIRATION</p>
<p>Domain: <b>quellwerk.io</b><br>Attn: Quellwerk GmbH, Torstraße 109, Berlin</p>
<p>As a courtesy to domain name holders, we are sending you this notification of your search-engine submission service for <b>quellwerk.io</b>. Failure to complete your registration by the expiration date may result in the loss of online visibility, making it difficult for your customers to locate you on the web.</p>
<table><tr><td>Service</td><td>Period</td><td>Price</td></tr><tr><td>Search Engine Submission – quellwerk.io</td><td>12 months</td><td>$89.00</td></tr><tr><td>Search Engine Submission – quellwerk.io</td><td>24 months</td><td>$149.00</td></tr></table>
<p class="red">EXPIRATION DATE: OCTOBER 28, 2025</p>
<div class="o"><label><input type="radio" name="t" checked> 1 year – $89</label><label><input type="radio" name="t"> 2 years – $149</label></div>
<p><input placeholder="Card number" style="width:100%;padding:8px;margin:4px 0"><input placeholder="MM/YY  CVC" style="width:100%;padding:8px;margin:4px 0"></p>
<button class="b">PAY NOW</button>
<p style="font-size:10px;color:#888;margin-top:20px">This notice is not a bill. This is a solicitation. You are under no obligation to pay the amount stated unless you accept this offer. Domain Services Registry does not register or renew domain names.</p></div>`,
  }),
},
];
