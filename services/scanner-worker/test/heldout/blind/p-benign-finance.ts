import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, footer, nav, tracker, trackerRoute, cookieBanner, pngRoute, jsRoute, jsonRoute, fileRoute } from '../parts/p-kit.js';

export const entries: Entry[] = [
{
  id: 'p-clean-robo-advisor-signup-de',
  label: 'clean',
  kind: 'investment-app',
  url: 'https://app.sparplan-robo.de/registrierung',
  body: doc({
    lang: 'de',
    title: 'Konto eröffnen – Sparplan Robo',
    css: 'body{background:#f4f6fa}.c{max-width:520px;margin:30px auto;background:#fff;padding:28px;border-radius:10px}input,select{width:100%;padding:11px;margin:4px 0 12px;border:1px solid #c8cdd6;border-radius:6px}',
    body: `<div class="c"><h2 style="margin-top:0">Depot in 10 Minuten eröffnen</h2><p style="font-size:14px">ETF-Sparpläne ab 25 € im Monat. Verwaltungsgebühr 0,45% p.a., Depotbank: Partnerbank AG.</p>
<label>Anrede</label><select><option>Frau</option><option>Herr</option><option>Divers</option></select><label>E-Mail</label><input type="email"><label>Passwort wählen</label><input type="password"><label>Anlageziel</label><select><option>Altersvorsorge</option><option>Vermögensaufbau</option><option>Notgroschen</option></select>
<button style="width:100%;background:#1e6bff;color:#fff;border:0;padding:13px;border-radius:6px">Weiter zur Identifizierung (VideoIdent)</button>
<p style="font-size:11px;color:#666;margin-top:16px">Risikohinweis: Kapitalanlagen sind mit Risiken verbunden; es kann zu Verlusten des eingesetzten Kapitals kommen. Die Wertentwicklung der Vergangenheit ist kein verlässlicher Indikator für künftige Ergebnisse. Sparplan Robo GmbH ist Finanzanlagenvermittler nach § 34f GewO, Register-Nr. D-F-155-KZ7R-21.</p></div>`,
  }),
},
{
  id: 'p-clean-debt-collector-incasso-nl',
  label: 'clean',
  kind: 'debt-collection',
  url: 'https://mijndossier.incassobureau-vanderveen.nl/inloggen',
  body: doc({
    lang: 'nl',
    title: 'Mijn dossier – Incassobureau Van der Veen',
    css: 'body{background:#f3f4f6}.c{max-width:460px;margin:40px auto;background:#fff;padding:26px;border-radius:6px}input{width:100%;padding:11px;margin:4px 0 12px;border:1px solid #bbb}',
    body: `<div class="c"><h2 style="margin-top:0">Incassobureau Van der Veen</h2><p>Log in met uw dossiernummer en postcode om uw openstaande vordering in te zien, een betalingsregeling aan te vragen of bezwaar te maken.</p>
<form action="/dossier" method="post"><label>Dossiernummer</label><input name="dossier" placeholder="VV-2026-000000"><label>Postcode</label><input name="pc" placeholder="1234 AB"><button style="width:100%;background:#0f4c5c;color:#fff;border:0;padding:12px">Inloggen</button></form>
<p style="font-size:13px">Niet eens met de vordering? U kunt altijd kosteloos bezwaar maken. Wij zijn lid van de Nederlandse Vereniging van Incasso-ondernemingen en staan ingeschreven in het Register Incassodienstverlening (RID-nr. 2026-00412).</p>
<p style="font-size:12px;color:#777">Betalen kan uitsluitend via iDEAL in dit portaal of per overschrijving naar NL22 RABO 0312 4418 90 t.n.v. Stichting Derdengelden Van der Veen, o.v.v. uw dossiernummer.</p></div>`,
  }),
},
{
  id: 'p-clean-benefits-portal-fk-se',
  label: 'clean',
  kind: 'benefits-portal',
  url: 'https://www.forsakringskassan.se/privatperson/e-tjanster/logga-in',
  body: doc({
    lang: 'sv',
    title: 'Logga in på Mina sidor – Försäkringskassan',
    css: '.w{max-width:640px;margin:0 auto;padding:24px}.opt{display:block;border:1px solid #ccd;border-radius:6px;padding:16px;margin:10px 0;text-decoration:none}',
    body: `${nav('Försäkringskassan', ['Privatperson', 'Arbetsgivare', 'Vårdgivare', 'Kontakt'], '#fff', '#00005a')}
<div class="w"><h1>Logga in på Mina sidor</h1><p>Välj hur du vill legitimera dig.</p>
<a class="opt" href="/privatperson/e-tjanster/logga-in/bankid"><b>Mobilt BankID</b><br><span style="font-size:13px">Öppna BankID-appen och skanna QR-koden.</span></a>
<a class="opt" href="/privatperson/e-tjanster/logga-in/bankid-dator"><b>BankID på den här datorn</b></a>
<a class="opt" href="/privatperson/e-tjanster/logga-in/freja"><b>Freja+</b></a>
<p style="font-size:14px;background:#fdf6e3;padding:12px"><b>Tänk på:</b> Logga bara in med BankID när du själv har tagit initiativet. Försäkringskassan ringer aldrig och ber dig legitimera dig med BankID.</p></div>
${footer([['Försäkringskassan', 'Om webbplatsen', 'Tillgänglighet', 'Behandling av personuppgifter']], 'Försäkringskassan, 103 51 Stockholm')}`,
  }),
},
{
  id: 'p-clean-crypto-dex-frontend',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://app.tidepool-swap.finance/#/swap',
  body: doc({
    lang: 'en',
    title: 'Tidepool Swap | Trade tokens on Ethereum & Base',
    css: 'body{background:#0e111a;color:#eef}.c{max-width:460px;margin:50px auto;background:#171b27;border-radius:18px;padding:18px}.i{background:#0e111a;border-radius:14px;padding:14px;margin:6px 0;display:flex;justify-content:space-between;align-items:center}.i input{background:transparent;border:0;color:#fff;font-size:26px;width:60%}.btn{width:100%;background:#3763ff;color:#fff;border:0;padding:15px;border-radius:14px;font-size:17px;margin-top:10px}',
    body: `<header style="display:flex;justify-content:space-between;padding:14px 24px"><b>🌊 Tidepool</b><nav style="display:flex;gap:16px;font-size:14px"><a href="#">Swap</a><a href="#">Pools</a><a href="#">Docs</a><a href="#">Audit</a></nav><button id="cw" style="background:#2a3148;color:#9ab0ff;border:0;padding:8px 14px;border-radius:12px">Connect wallet</button></header>
<div class="c"><b>Swap</b><div class="i"><input placeholder="0" id="a"><span>ETH ▾</span></div><div class="i"><input placeholder="0" id="b" readonly><span>USDC ▾</span></div><p id="q" style="font-size:13px;color:#8a93b2"></p><button class="btn" id="sb">Connect wallet</button></div>
<p style="text-align:center;font-size:12px;color:#667">Tidepool is non-custodial. Contracts audited by two firms (reports in Docs). Only approve the exact amount you swap.</p>
<script>
var acct=null;async function conn(){if(!window.ethereum){alert('No wallet found. Install a browser wallet to continue.');return}var a=await ethereum.request({method:'eth_requestAccounts'});acct=a[0];document.getElementById('cw').textContent=acct.slice(0,6)+'…'+acct.slice(-4);document.getElementById('sb').textContent='Enter an amount'}
document.getElementById('cw').onclick=conn;document.getElementById('sb').onclick=function(){if(!acct)conn()};
document.getElementById('a').oninput=function(){var v=parseFloat(this.value)||0;fetch('/api/quote?in=ETH&out=USDC&amt='+v).then(function(r){return r.json()}).then(function(j){document.getElementById('b').value=j.out;document.getElementById('q').textContent='1 ETH = '+j.price+' USDC · Fee 0.05% · Slippage 0.5%'})}
</script>`,
  }),
  routes: { 'app.tidepool-swap.finance/api/quote': jsonRoute({ out: '3,412.18', price: '3,412.18' }) },
},
{
  id: 'p-clean-hardware-wallet-app-download',
  label: 'clean',
  kind: 'crypto-app-download',
  url: 'https://www.keystoneplate.io/download',
  body: doc({
    lang: 'en',
    title: 'Download KeystonePlate Desktop – manage your hardware wallet',
    css: '.w{max-width:860px;margin:0 auto;padding:24px}.d{display:flex;gap:14px;flex-wrap:wrap}.d a{border:1px solid #ccc;border-radius:8px;padding:16px 22px;text-decoration:none}code{background:#f2f2f2;padding:2px 6px;font-size:12px;word-break:break-all}',
    body: `${nav('KeystonePlate', ['Products', 'App', 'Support', 'Security', 'Blog'], '#fff', '#111')}
<div class="w"><h1>KeystonePlate Desktop 3.8.1</h1><p>Set up your device, check balances and sign transactions. Your private keys never leave the hardware wallet.</p>
<div class="d"><a href="/releases/3.8.1/KeystonePlate-Setup-3.8.1.exe">Windows (64-bit)</a><a href="/releases/3.8.1/KeystonePlate-3.8.1.dmg">macOS</a><a href="/releases/3.8.1/KeystonePlate-3.8.1.AppImage">Linux</a></div>
<h3>Verify your download</h3><p>SHA-256 (Windows): <code>9f1c3a44be0c07f0d1b5b6e2b8d9c3fa6a41e0d2c7f0b1a9e3d4c5b6a7980f1e</code></p><p>Signed by KeystonePlate SAS. See our guide on verifying signatures.</p>
<p style="background:#fff4e0;padding:12px;border-radius:6px"><b>Never share your 24-word recovery phrase.</b> KeystonePlate support will never ask for it, and no app or website needs it to "sync" or "validate" your wallet.</p></div>
${footer([['KeystonePlate', 'Terms', 'Privacy', 'Bug bounty']], '© 2026 KeystonePlate SAS, Paris')}`,
  }),
},
];
