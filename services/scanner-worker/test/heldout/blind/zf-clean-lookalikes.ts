import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-clean-vendor-support-phone',
  label: 'clean',
  kind: 'help-article',
  url: 'https://www.lenovo.com/us/en/contact/support-phone-numbers/',
  body: doc({
    title: 'Lenovo Support Phone Numbers | Lenovo US',
    body: `<header><b style="color:#e2231a">Lenovo</b><nav><a href="#">Products</a><a href="#">Solutions</a><a href="#">Services</a><a href="#">Support</a><a href="#">Deals</a></nav></header><main>
<h1>Contact Lenovo Support</h1><p>Get help with your Lenovo PC, tablet or accessory. Have your serial number ready (find it with the Lenovo Service Bridge or on the label under your device).</p>
<table border="1" cellpadding="6" cellspacing="0"><tr><th>Product</th><th>Phone</th><th>Hours (ET)</th></tr><tr><td>ThinkPad, ThinkCentre</td><td>1-855-253-6686</td><td>Mon–Fri 9am–9pm</td></tr><tr><td>IdeaPad, Legion, Yoga</td><td>1-855-253-6686</td><td>24/7</td></tr><tr><td>Accessories</td><td>1-855-253-6686</td><td>Mon–Fri 9am–9pm</td></tr></table>
<div class="card" style="max-width:none"><b>Beware of support scams.</b> Lenovo will never display a pop-up warning that your computer is infected and ask you to call a number, and our agents will never ask for payment in gift cards or cryptocurrency or to install remote-access software you did not request.</div>
<p><a class="btn" href="#">Start a chat</a> <a class="btn" href="#">Open a ticket</a></p></main>
<footer>© Lenovo 2025 · <a href="#">Privacy</a><a href="#">Terms of use</a><a href="#">Accessibility</a></footer>`,
  }),
},
{
  id: 'zf-clean-broker-landing-risk',
  label: 'clean',
  kind: 'finance',
  url: 'https://www.nordtrade-invest.de/etf-sparplan/',
  body: doc({
    lang: 'de',
    title: 'ETF-Sparplan ab 1 € – kostenlos | NordTrade',
    head: tagStub('G-NTI7730'),
    css: baseCss + `.hero{background:#062a4f;color:#fff;padding:50px 28px}.risk{background:#fff3cd;border:1px solid #ffe08a;padding:10px;font-size:13px}`,
    body: `<div class="risk">Risikohinweis: Kapitalanlagen sind mit Risiken verbunden. Der Wert Ihrer Anlage kann fallen oder steigen. Es kann zu Verlusten des eingesetzten Kapitals kommen. Vergangene Wertentwicklungen sind kein verlässlicher Indikator für künftige Ergebnisse.</div>
<div class="hero"><h1>ETF-Sparpläne ab 1 € – ohne Ordergebühren</h1><p>Über 2.000 ETFs von iShares, Xtrackers, Vanguard und Amundi. Depot bei der Partnerbank, geschützt durch die gesetzliche Einlagensicherung bis 100.000 €.</p><a class="btn" href="/konto-eroeffnen/">Depot eröffnen</a></div>
<main><h2>So funktioniert's</h2><ol><li>Depot in 10 Minuten online eröffnen (Identifizierung per Video-Ident oder eID).</li><li>ETF auswählen und Sparrate festlegen.</li><li>Monatlich automatisch investieren – jederzeit änderbar.</li></ol>
<p class="muted">NordTrade GmbH ist ein von der BaFin zugelassenes Wertpapierinstitut (BaFin-ID 10158823). Wir rufen Sie niemals unaufgefordert an und versprechen keine garantierten Renditen.</p></main>
<footer>NordTrade GmbH · Ballindamm 8, 20095 Hamburg · <a href="#">Impressum</a><a href="#">Kosteninformationen</a><a href="#">Datenschutz</a></footer>`,
  }),
},
{
  id: 'zf-clean-official-airdrop-claim',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://claim.harborprotocol.xyz/',
  body: doc({
    title: 'Harbor Protocol — Claim HRB',
    css: `body{margin:0;background:#06121f;color:#e6f0fa;font-family:Inter,system-ui,sans-serif}.c{max-width:560px;margin:8vh auto;background:#0c2034;border-radius:16px;padding:32px}button{background:#22d3ee;color:#06121f;border:0;padding:12px 28px;border-radius:10px;font-weight:600}a{color:#67e8f9}.m{color:#8aa4bd;font-size:13px}`,
    body: `<div class="c"><h1>Claim HRB</h1><p>Eligible addresses were snapshotted at block 21,204,000. The claim is open until 28 Feb 2026. Full criteria and the Merkle root are published in our <a href="https://docs.harborprotocol.xyz/governance/airdrop">docs</a> and audited by Spearbit.</p>
<button id="c">Connect wallet</button><p id="s" class="m"></p>
<p class="m">The claim is a single call to the MerkleDistributor contract <code>0x5c1b…e42A</code>. It never asks for token approvals or signatures. Only use claim.harborprotocol.xyz.</p></div>
<script>
var acc;document.getElementById('c').onclick=async function(){if(!window.ethereum){document.getElementById('s').textContent='No wallet found.';return}
if(!acc){acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];var r=await fetch('/api/proof?address='+acc);var j=await r.json();if(!j.amount){document.getElementById('s').textContent='This address is not eligible.';return}document.getElementById('s').textContent='Eligible: '+j.amount+' HRB';this.textContent='Claim';this.dataset.proof=JSON.stringify(j);return}
var p=JSON.parse(this.dataset.proof);await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:'0x5c1b8e7A2f3D4c9B0a6E1d2F3c4B5a6D7e8Fe42A',data:p.calldata}]})};
</script>`,
  }),
  routes: { 'claim.harborprotocol.xyz/api/proof': jsonRoute({ amount: 0 }) },
},
{
  id: 'zf-clean-forum-login-turnstile',
  label: 'clean',
  kind: 'anti-bot',
  url: 'https://forum.modellbahn-treff.de/login/',
  body: doc({
    lang: 'de',
    title: 'Anmelden – Modellbahn-Treff Forum',
    head: `<script src="/js/captcha-widget.js" async defer></script>`,
    body: `<header><b>Modellbahn-Treff</b><nav><a href="#">Forum</a><a href="#">Galerie</a><a href="#">Marktplatz</a><a href="#">Termine</a></nav></header><main>
<div class="card"><h2>Anmelden</h2><form method="post" action="/login/"><input type="hidden" name="t" value="a1b2c3d4e5"><label>Benutzername oder E-Mail</label><input name="username" autocomplete="username"><label>Passwort</label><input type="password" name="password" autocomplete="current-password">
<div class="cf-turnstile" data-sitekey="0x4AAAAAAAB3kZ9q2Lm7xY" style="margin:10px 0"></div><button class="btn">Anmelden</button></form><p class="muted"><a href="#">Passwort vergessen?</a> · <a href="#">Registrieren</a></p></div>
<p class="muted">Zum Schutz vor Spam-Registrierungen verwenden wir eine Bot-Prüfung. Sie müssen dafür nichts installieren oder kopieren.</p></main>
<footer>Modellbahn-Treff e.V. · <a href="#">Impressum</a><a href="#">Datenschutz</a><a href="#">Forenregeln</a></footer>`,
  }),
  routes: {
    'forum.modellbahn-treff.de/js/captcha-widget.js': jsRoute(`(function(){function r(el){var b=document.createElement('div');b.style.cssText='display:flex;align-items:center;gap:10px;border:1px solid #ddd;background:#fafafa;width:300px;height:65px;padding:0 14px;font:14px system-ui';
b.innerHTML='<input type="checkbox" style="width:22px;height:22px"> <span>Ich bin ein Mensch</span>';el.appendChild(b);b.querySelector('input').onchange=function(){var i=document.createElement('input');i.type='hidden';i.name='cf-turnstile-response';i.value='0.'+Math.random().toString(36).slice(2)+'.'+Date.now();el.appendChild(i);b.querySelector('span').textContent='Erfolgreich!'}}
document.querySelectorAll('.cf-turnstile').forEach(r)})();`),
  },
},
];
