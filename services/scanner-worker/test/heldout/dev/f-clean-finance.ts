import { type Entry } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute } from '../parts/f-kit.js';

/** Held-out pages by author f, family "clean-finance" (dev split). Hand-written; see ../parts/f-kit.ts for the binary builders. */
export const entries: Entry[] = [
  {
    id: "f-clean-bank-3ds-banca-alpina",
    label: "clean",
    kind: "bank-own-otp",
    url: "https://acs.bancaalpina.it/3ds2/challenge?threeDSServerTransID=8a2c6f10-9e4b-4c31-b7d2-0f1e2d3c4b5a&acsTransID=d4e5f6a7-1b2c-4d3e-8f9a-0b1c2d3e4f50",
    body: `<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Banca Alpina – Autenticazione pagamento</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#fff;color:#222;font-size:14px}
.hd{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;border-bottom:1px solid #ddd}
.ba{font-weight:700;color:#0d3b66}.ba span{color:#2a9d8f}
.vs{font:italic 700 16px Arial;color:#1a1f71}
.m{max-width:420px;margin:0 auto;padding:18px 16px}
h1{font-size:18px;margin:0 0 10px}
table{width:100%;font-size:13px;margin:12px 0;border-collapse:collapse}td{padding:5px 0}td:first-child{color:#666;width:45%}
input{width:100%;box-sizing:border-box;padding:12px;font-size:20px;letter-spacing:6px;text-align:center;border:1px solid #999;border-radius:4px}
button{width:100%;margin-top:12px;background:#0d3b66;color:#fff;border:0;border-radius:4px;padding:12px;font-size:15px;cursor:pointer}
.lnk{display:flex;justify-content:space-between;font-size:13px;margin-top:12px}.lnk a{color:#0d3b66}
.nota{font-size:12px;color:#666;margin-top:16px;border-top:1px solid #eee;padding-top:10px}
</style>
</head>
<body>
<div class="hd"><div class="ba">Banca <span>Alpina</span></div><div class="vs">VISA Secure</div></div>
<div class="m">
 <h1>Conferma il pagamento</h1>
 <p>Abbiamo inviato un codice di sicurezza via SMS al numero <b>+39 ••• ••• 4471</b>. Inseriscilo per autorizzare l'operazione.</p>
 <table><tr><td>Esercente</td><td>TRENITALIA SPA</td></tr><tr><td>Importo</td><td>EUR 89,90</td></tr><tr><td>Data</td><td id="dt"></td></tr><tr><td>Carta</td><td>VISA •••• 2290</td></tr></table>
 <form method="post" action="/3ds2/challenge/submit">
  <input type="hidden" name="creq" value="eyJ0aHJlZURTU2VydmVyVHJhbnNJRCI6IjhhMmM2ZjEwIn0">
  <input name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required>
  <button>Conferma</button>
 </form>
 <div class="lnk"><a href="/3ds2/challenge/resend">Invia nuovo codice</a><a href="/3ds2/challenge/cancel">Annulla pagamento</a></div>
 <p class="nota">Non comunicare mai questo codice a nessuno, neanche a chi si presenta come operatore della banca. Se non hai avviato tu questo pagamento, annulla e chiama il numero sul retro della carta.</p>
</div>
<script>document.getElementById('dt').textContent=new Date().toLocaleString('it-IT',{dateStyle:'short',timeStyle:'short'});</script>
</body>
</html>
`,
  },
  {
    id: "f-clean-bank-kestrel-card-activation",
    label: "clean",
    kind: "bank-own-card-activation",
    url: "https://www.kestrelbank.com/personal/cards/activate",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Activate Your Card | Kestrel Bank</title>
<link rel="stylesheet" href="/etc/designs/kestrel/clientlib-site.min.css">
</head>
<body>
<header class="site"><a href="/" class="logo"><span class="wing"></span>Kestrel Bank</a><nav><a href="/personal">Personal</a><a href="/business">Business</a><a href="/help">Help</a></nav><a class="signin" href="https://online.kestrelbank.com/login">Sign in</a></header>
<main class="wrap">
 <nav class="crumbs"><a href="/personal">Personal</a> › <a href="/personal/cards">Cards</a> › Activate</nav>
 <h1>Activate your new debit or credit card</h1>
 <div class="grid">
  <form class="panel" method="post" action="/personal/cards/activate/verify">
   <input type="hidden" name="csrf_token" value="a1c9f03e5b7d2e81">
   <label>Card number<input name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="16-digit number on the front" required></label>
   <label>Expiration date<input name="exp" autocomplete="cc-exp" placeholder="MM/YY" required></label>
   <label>Last 4 digits of your Social Security number<input name="ssn4" inputmode="numeric" maxlength="4" required></label>
   <label>Date of birth<input name="dob" type="date" required></label>
   <button>Continue</button>
   <p class="fine">Next, we'll text a one-time code to the phone number on your account, then you'll choose your PIN.</p>
  </form>
  <aside class="panel soft">
   <h2>Other ways to activate</h2>
   <ul><li>In the Kestrel Bank mobile app: <b>Cards › Activate card</b></li><li>Call the number on the sticker on your card</li><li>Use your card with your PIN at any Kestrel ATM</li></ul>
   <h2>Stay safe</h2>
   <p>We'll never call or text asking you to read back a one-time code, and we'll never send someone to pick up your card. Only activate on <b>kestrelbank.com</b> or in our app.</p>
  </aside>
 </div>
</main>
<footer class="ft">Kestrel Bank, N.A. Member FDIC. Equal Housing Lender. © 2026 · <a href="/privacy">Privacy</a> · <a href="/security">Security Center</a> · <a href="/accessibility">Accessibility</a></footer>
<script src="/etc/designs/kestrel/analytics/launch-3f1b.min.js" async></script>
</body>
</html>
`,
    routes: {
      "www.kestrelbank.com/etc/designs/kestrel/clientlib-site.min.css": cssRoute(`body{margin:0;font-family:"Public Sans",Arial,sans-serif;color:#1c2733;background:#fff}.site{display:flex;align-items:center;gap:30px;padding:14px 40px;border-bottom:1px solid #e1e6eb}.logo{display:flex;align-items:center;gap:8px;font-weight:800;font-size:20px;color:#8a2b0c;text-decoration:none}.wing{width:30px;height:16px;background:#c2410c;clip-path:polygon(0 100%,50% 0,100% 100%,50% 60%)}.site nav a{color:#1c2733;margin-right:18px;text-decoration:none}.signin{margin-left:auto;background:#c2410c;color:#fff;padding:8px 18px;border-radius:20px;text-decoration:none}.wrap{max-width:1000px;margin:0 auto;padding:24px 20px}.crumbs{font-size:13px;color:#5b6b7b}.crumbs a{color:#5b6b7b}h1{font-size:30px}.grid{display:grid;grid-template-columns:1.2fr 1fr;gap:24px}.panel{border:1px solid #e1e6eb;border-radius:10px;padding:24px}.soft{background:#fbf7f4}label{display:block;font-weight:600;font-size:14px;margin-bottom:14px}label input{display:block;width:100%;box-sizing:border-box;margin-top:6px;padding:10px;border:1px solid #98a6b3;border-radius:6px;font-size:15px}button{background:#c2410c;color:#fff;border:0;border-radius:22px;padding:11px 30px;font-size:15px;cursor:pointer}.fine{font-size:13px;color:#5b6b7b}.ft{border-top:1px solid #e1e6eb;padding:24px 40px;font-size:12px;color:#5b6b7b;margin-top:40px}.ft a{color:#5b6b7b}
`),
      "www.kestrelbank.com/etc/designs/kestrel/analytics/launch-3f1b.min.js": jsRoute(`window._satellite=window._satellite||{track:function(){}};window._satellite.track('page_view',{section:'cards',page:'activate'});
`),
    },
  },
  {
    id: "f-clean-dapp-lumen-stake",
    label: "clean",
    kind: "dapp-staking",
    url: "https://stake.lumenstake.io/",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Lumen Stake – Liquid staking for Ethereum</title>
<style>
body{margin:0;background:#fbfaf7;color:#1d1b16;font-family:"Manrope",Arial,sans-serif}
.n{display:flex;align-items:center;padding:18px 34px;gap:24px}.n b{font-size:20px}.n b span{color:#e6a700}.n a{color:#666;text-decoration:none;font-size:14px}
.n button{margin-left:auto;background:#1d1b16;color:#fff;border:0;border-radius:10px;padding:10px 16px;cursor:pointer}
.c{max-width:460px;margin:40px auto;padding:0 16px}
h1{font-size:30px;text-align:center;margin:0 0 6px}.sub{text-align:center;color:#666;margin:0 0 24px}
.card{background:#fff;border:1px solid #ece8df;border-radius:20px;padding:22px}
.in{display:flex;align-items:center;border:1px solid #ddd6c8;border-radius:14px;padding:12px}.in input{flex:1;border:0;font-size:22px;outline:0}.in b{font-size:14px}
.kv{display:flex;justify-content:space-between;font-size:14px;color:#555;margin-top:12px}
.go{width:100%;margin-top:18px;background:#e6a700;border:0;border-radius:14px;padding:15px;font-size:16px;font-weight:700;cursor:pointer}
.fine{font-size:12px;color:#888;margin-top:14px;line-height:1.5}
.stats{display:flex;justify-content:space-between;margin-top:20px;text-align:center}.stats div{flex:1}.stats b{display:block;font-size:18px}.stats span{font-size:12px;color:#888}
</style>
</head>
<body>
<div class="n"><b>lumen<span>stake</span></b><a href="/">Stake</a><a href="/withdrawals">Withdrawals</a><a href="https://docs.lumenstake.io/">Docs</a><a href="https://github.com/lumenstake">GitHub</a><button id="cw">Connect wallet</button></div>
<div class="c">
 <h1>Stake Ether</h1><p class="sub">Stake ETH and receive lsETH while staking</p>
 <div class="card">
  <div class="in"><input id="v" placeholder="0.0" inputmode="decimal"><b>ETH</b></div>
  <div class="kv"><span>You will receive</span><span id="r">0.0 lsETH</span></div>
  <div class="kv"><span>Exchange rate</span><span>1 ETH = 0.9873 lsETH</span></div>
  <div class="kv"><span>Reward fee</span><span>10%</span></div>
  <div class="kv"><span>Current APR</span><span>3.1%</span></div>
  <button class="go" id="go">Connect wallet</button>
  <p class="fine">Staking deposits your ETH into the Lumen Stake deposit contract (0x6c1F…B82e). Withdrawals are processed through the Ethereum validator exit queue and typically take 1–5 days. Never share your recovery phrase: Lumen Stake will never ask for it.</p>
 </div>
 <div class="stats"><div><b>412,880 ETH</b><span>Total staked</span></div><div><b>18,204</b><span>Stakers</span></div><div><b>3 audits</b><span>Sigma Prime, Nethermind</span></div></div>
</div>
<script>
(function(){var DEP='0x6c1F4e3b2a1D9c8E7f6A5b4C3d2E1f0a9B8cB82e',acc=null,e=window.ethereum;
function $(i){return document.getElementById(i)}
$('v').oninput=function(){var v=parseFloat(this.value)||0;$('r').textContent=(v*0.9873).toFixed(4)+' lsETH';$('go').textContent=acc?(v?'Stake':'Enter amount'):'Connect wallet'};
async function con(){if(!e)return alert('Install a browser wallet to stake.');acc=(await e.request({method:'eth_requestAccounts'}))[0];$('cw').textContent=acc.slice(0,6)+'…'+acc.slice(-4);$('go').textContent='Enter amount'}
$('cw').onclick=con;
$('go').onclick=async function(){if(!acc)return con();var v=parseFloat($('v').value)||0;if(!v)return;
 var wei=BigInt(Math.round(v*1e6))*10n**12n;
 await e.request({method:'eth_sendTransaction',params:[{from:acc,to:DEP,value:'0x'+wei.toString(16),data:'0xa1903eab'+'0'.repeat(64)}]});
 $('go').textContent='Staked ✓'};
})();
</script>
</body>
</html>
`,
  },
  {
    id: "f-clean-heron-wallet-approvals-revoke",
    label: "clean",
    kind: "wallet-vendor-revoke",
    url: "https://approvals.heronwallet.io/",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Token Approvals – Heron Wallet</title>
<style>
body{margin:0;font-family:"IBM Plex Sans",Arial,sans-serif;background:#f4f6f8;color:#17202a}
.n{background:#fff;padding:14px 30px;display:flex;align-items:center;gap:10px;border-bottom:1px solid #e3e8ee}
.n i{width:26px;height:26px;background:#2d6cdf;border-radius:6px;clip-path:polygon(0 100%,40% 0,60% 40%,100% 20%,70% 100%)}
.n b{font-size:18px}.n button{margin-left:auto;background:#2d6cdf;color:#fff;border:0;border-radius:8px;padding:9px 16px;cursor:pointer}
.c{max-width:960px;margin:30px auto;padding:0 20px}
h1{font-size:26px;margin:0 0 6px}.s{color:#5d6b7a;margin:0 0 18px}
.info{background:#eaf1fd;border-radius:10px;padding:14px;font-size:14px;margin-bottom:18px}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:10px;overflow:hidden;font-size:14px}
th,td{padding:12px;text-align:left;border-bottom:1px solid #eef1f4}th{background:#fafbfc;font-weight:600;color:#5d6b7a}
.rv{border:1px solid #c0392b;background:#fff;color:#c0392b;border-radius:6px;padding:5px 12px;cursor:pointer}
.empty{color:#8795a5;text-align:center}
</style>
</head>
<body>
<div class="n"><i></i><b>Heron Wallet</b><span style="color:#5d6b7a;font-size:14px;margin-left:10px">Approvals</span><button id="cw">Connect</button></div>
<div class="c">
 <h1>Token approvals</h1>
 <p class="s">Review which contracts can spend your tokens and revoke the ones you no longer use.</p>
 <div class="info">Revoking sends an <code>approve(spender, 0)</code> transaction from your own wallet; it costs a small gas fee and never moves your tokens. Heron Wallet will never ask for your recovery phrase – no legitimate revoke tool needs it.</div>
 <table><thead><tr><th>Token</th><th>Spender</th><th>Allowance</th><th>Last updated</th><th></th></tr></thead><tbody id="tb"><tr><td class="empty" colspan="5">Connect your wallet to load approvals from the Heron indexer.</td></tr></tbody></table>
</div>
<script>
(function(){var e=window.ethereum,acc=null;
function $(i){return document.getElementById(i)}
function pad(a){return a.toLowerCase().replace(/^0x/,'').padStart(64,'0')}
async function load(){
 var r=await fetch('https://indexer.heronwallet.io/v1/approvals?owner='+acc+'&chain=1').then(function(x){return x.json()}).catch(function(){return{items:[]}});
 if(!r.items.length){$('tb').innerHTML='<tr><td class="empty" colspan="5">No active approvals found for this address.</td></tr>';return}
 $('tb').innerHTML=r.items.map(function(it,i){return '<tr><td>'+it.symbol+'</td><td title="'+it.spender+'">'+(it.spenderName||it.spender.slice(0,10)+'…')+'</td><td>'+it.allowance+'</td><td>'+it.updated+'</td><td><button class="rv" data-i="'+i+'">Revoke</button></td></tr>'}).join('');
 document.querySelectorAll('.rv').forEach(function(b){b.onclick=async function(){var it=r.items[+b.dataset.i];
  await e.request({method:'eth_sendTransaction',params:[{from:acc,to:it.token,data:'0x095ea7b3'+pad(it.spender)+'0'.repeat(64)}]});b.textContent='Pending…';b.disabled=true}});
}
$('cw').onclick=async function(){if(!e)return alert('No wallet found');acc=(await e.request({method:'eth_requestAccounts'}))[0];$('cw').textContent=acc.slice(0,6)+'…'+acc.slice(-4);load()};
})();
</script>
</body>
</html>
`,
    routes: {
      "indexer.heronwallet.io/v1/approvals": jsonRoute({ items: [{ token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', spender: '0x000000000022D473030F116dDEE9F6B43aC78BA3', spenderName: 'Uniswap Permit2', allowance: 'Unlimited', updated: '2025-06-14' }, { token: '0x6982508145454Ce325dDbE47a25d4ec3d2311933', symbol: 'PEPE', spender: '0x1111111254EEB25477B68fb85Ed929f73A960582', spenderName: '1inch Router v5', allowance: '250,000,000', updated: '2024-03-02' }] }),
    },
  },
  {
    id: "f-clean-corvid-vault-recovery-phrase-de",
    label: "clean",
    kind: "wallet-vendor-help",
    url: "https://www.corvidvault.de/hilfe/wiederherstellungsphrase",
    body: `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Ihre Wiederherstellungsphrase richtig sichern | Corvid Vault Hilfe</title>
<style>
body{margin:0;font-family:"Inter",Arial,sans-serif;background:#fff;color:#1b1d22;line-height:1.6}
.n{display:flex;align-items:center;gap:24px;padding:16px 36px;border-bottom:1px solid #eceef2}
.n b{font-size:19px;display:flex;align-items:center;gap:8px}.n b i{width:22px;height:22px;background:#1b1d22;clip-path:polygon(0 40%,60% 0,100% 20%,70% 60%,40% 100%)}
.n a{color:#555;text-decoration:none;font-size:14px}.n .shop{margin-left:auto;background:#1b1d22;color:#fff;padding:8px 16px;border-radius:20px}
.a{max-width:760px;margin:30px auto;padding:0 20px}
.bc{font-size:13px;color:#777}
h1{font-size:34px;line-height:1.2}
.warn{background:#fff1f0;border-left:4px solid #d92d20;padding:14px 16px;margin:20px 0}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;background:#f6f7f9;padding:14px;border-radius:8px;font-family:monospace;font-size:13px;color:#999}
.grid span{background:#fff;border:1px dashed #ccc;padding:6px;border-radius:4px}
.ok{background:#ecfdf3;border-left:4px solid #12b76a;padding:14px 16px;margin:20px 0}
.ft{border-top:1px solid #eceef2;padding:24px 36px;font-size:12px;color:#777;margin-top:40px}
</style>
</head>
<body>
<div class="n"><b><i></i>Corvid Vault</b><a href="/produkte">Produkte</a><a href="/app">Corvid App</a><a href="/hilfe">Hilfe</a><a class="shop" href="/shop">Shop</a></div>
<article class="a">
 <div class="bc">Hilfe › Sicherheit › Wiederherstellungsphrase</div>
 <h1>Ihre Wiederherstellungsphrase richtig sichern</h1>
 <p>Beim Einrichten Ihres Corvid Vault zeigt das Gerät 24 Wörter an – Ihre Wiederherstellungsphrase (auch „Seed Phrase“ oder „Recovery Phrase“). Wer diese Wörter kennt, hat vollen Zugriff auf Ihre Kryptowerte, auch ohne Ihr Gerät.</p>
 <div class="warn"><b>Corvid wird Sie niemals nach Ihrer Wiederherstellungsphrase fragen.</b> Nicht per E-Mail, nicht per Telefon, nicht im Chat und nicht auf einer Webseite. Es gibt keine „Validierung“, „Synchronisierung“ oder „Firmware-Prüfung“, für die Sie Ihre Wörter eingeben müssten. Jede solche Aufforderung ist Betrug.</div>
 <h2>So sieht die Wiederherstellungskarte aus</h2>
 <p>Im Lieferumfang liegt eine Karte mit nummerierten Feldern. Notieren Sie die Wörter ausschließlich dort – in der Reihenfolge, die Ihr Gerät anzeigt:</p>
 <div class="grid"><span>1. ______</span><span>2. ______</span><span>3. ______</span><span>4. ______</span><span>5. ______</span><span>6. ______</span><span>7. ______</span><span>8. ______</span><span>… </span><span>22. ______</span><span>23. ______</span><span>24. ______</span></div>
 <h2>Empfehlungen</h2>
 <ul><li>Bewahren Sie die Karte offline an einem sicheren Ort auf, z. B. in einem Tresor.</li><li>Fotografieren Sie die Wörter nicht und speichern Sie sie nicht in Cloud-Diensten oder Passwortmanagern.</li><li>Für zusätzlichen Schutz können Sie eine optionale Passphrase („25. Wort“) einrichten.</li><li>Testen Sie die Wiederherstellung nur auf Ihrem eigenen Corvid-Gerät über <b>Einstellungen › Wiederherstellung prüfen</b> – die Eingabe erfolgt auf dem Gerät, nie im Browser.</li></ul>
 <div class="ok">Sie haben Ihre Wörter auf einer Webseite eingegeben? Erstellen Sie sofort eine neue Wallet auf einem zurückgesetzten Gerät und übertragen Sie Ihre Guthaben dorthin. Unser Support hilft Ihnen: <a href="/hilfe/kontakt">Kontakt</a>.</div>
</article>
<div class="ft">© 2026 Corvid Security GmbH · Leipzig · Impressum · Datenschutz · Responsible Disclosure</div>
</body>
</html>
`,
  },
];
