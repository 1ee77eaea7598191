import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-casino-bonus-senza-deposito',
  label: 'scam',
  kind: 'unlicensed-casino',
  url: 'https://royal-spin-vip.casino/it/bonus-benvenuto',
  body: doc({
    lang: 'it',
    title: 'Royal Spin VIP Casinò - Bonus 500€ + 200 giri gratis',
    css: `body{margin:0;background:#120022;color:#fff;font-family:Poppins,Arial,sans-serif}
.h{display:flex;justify-content:space-between;padding:16px 28px;background:#1d0038}.h b{color:#ffcc00;font-size:22px}
.hero{text-align:center;padding:50px 20px;background:radial-gradient(circle,#5a0fa0,#120022)}
.hero h1{font-size:44px;margin:0;color:#ffcc00;text-shadow:0 0 20px #ff00aa}
.cd{font-size:28px;font-family:monospace;margin:14px}
.f{max-width:380px;margin:24px auto;background:#1d0038;padding:22px;border-radius:12px}
input,select{width:100%;padding:12px;border-radius:8px;border:0;margin:6px 0;box-sizing:border-box}
button{width:100%;padding:15px;background:linear-gradient(90deg,#ffcc00,#ff7b00);border:0;border-radius:30px;font-weight:800;font-size:17px}
.w{display:flex;gap:10px;justify-content:center;flex-wrap:wrap;padding:10px}.w span{background:#2a0050;padding:6px 12px;border-radius:20px;font-size:13px}
.ft{font-size:11px;color:#886;padding:20px;text-align:center}`,
    body: `<div class="h"><b>♛ ROYAL SPIN VIP</b><span>Accedi | Registrati</span></div>
<div class="hero"><h1>BONUS 500€ SENZA DEPOSITO</h1><p>+ 200 GIRI GRATIS su Book of Ra · Prelievi istantanei · Nessuna verifica documenti</p><div class="cd" id="cd">09:59</div><p>L'offerta scade tra pochi minuti!</p></div>
<div class="w"><span>🏆 Marco da Napoli ha vinto €12.450</span><span>🏆 Giulia da Torino ha vinto €3.200</span><span>🏆 Luca da Bari ha vinto €27.900</span></div>
<div class="f"><h3>Attiva il tuo bonus</h3><form method="post" action="/it/register"><input name="email" type="email" placeholder="Email" required><input name="tel" placeholder="Telefono (WhatsApp)" required>
<select name="dep"><option>Primo deposito: 50€ (bonus 200%)</option><option>100€ (bonus 300%)</option><option>250€ (bonus 400%)</option></select>
<p style="font-size:12px">Deposita con carta, bonifico o USDT (TRC20) per sbloccare il prelievo delle vincite.</p>
<button>RISCATTA ORA</button></form></div>
<div class="ft">Royal Spin VIP è gestito da Starline Entertainment N.V., Curaçao. Licenza 8048/JAZ in fase di rinnovo. Gioca responsabilmente.</div>
<script>var s=599;setInterval(function(){s=s>0?s-1:599;document.getElementById('cd').textContent=('0'+Math.floor(s/60)).slice(-2)+':'+('0'+s%60).slice(-2)},1000)</script>`,
  }),
},
{
  id: 'yg-wedden-bonus-telegram-vip',
  label: 'scam',
  kind: 'betting-scam',
  url: 'https://zekere-winst-voetbal.nl-bet.vip/',
  body: doc({
    lang: 'nl',
    title: 'Zekere Winst VIP - 100% gegarandeerde voetbaltips',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#0b3d0b;color:#fff}
.c{max-width:640px;margin:auto;padding:28px}
h1{color:#7CFC00;font-size:34px}
.t{background:#114d11;border-radius:8px;padding:14px;margin:10px 0}
.t b{color:#7CFC00}
.btn{display:block;text-align:center;background:#0088cc;color:#fff;padding:16px;border-radius:8px;font-weight:bold;text-decoration:none;font-size:18px;margin:20px 0}
.pr{display:flex;gap:10px}.pr div{flex:1;background:#fff;color:#111;border-radius:8px;padding:14px;text-align:center}`,
    body: `<div class="c"><h1>⚽ Verdien €500 per week met onze fixed matches</h1>
<p>Onze insiders hebben contacten bij clubs in de Eerste Divisie en de Belgische 1B. 100% gegarandeerde uitslagen. Vorige maand: <b>47 van de 47 tips gewonnen</b>.</p>
<div class="t">Zaterdag: <b>Helmond Sport - TOP Oss</b> · juiste score bekend · quotering 21.00</div>
<div class="t">Zondag: <b>Lierse - Beveren</b> · HT/FT · quotering 34.00</div>
<div class="pr"><div><b>Week</b><br>€ 99</div><div><b>Maand</b><br>€ 299</div><div><b>VIP fixed</b><br>€ 750</div></div>
<p>Betaling via Bitcoin, USDT of Paysafecard. Geld-terug-garantie als de tip verliest!*</p>
<a class="btn" href="https://t.me/zekerewinst_vip_admin">Word lid via Telegram</a>
<p style="font-size:11px;opacity:.6">*Je ontvangt de volgende tip gratis.</p></div>`,
  }),
},
{
  id: 'yg-invest-nl-presentator-cloaked',
  label: 'scam',
  kind: 'celebrity-investment-scam',
  url: 'https://www.dagelijkse-financien.nl.com/artikel/8821',
  body: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>5 tips voor een gezonde tuin in de herfst</title>
<style>body{font-family:Georgia,serif;max-width:700px;margin:30px auto;padding:0 16px;color:#333}</style></head><body>
<div id="c"><h1>5 tips voor een gezonde tuin in de herfst</h1><p>Nu de dagen korter worden is het tijd om je tuin voor te bereiden op de winter. Harken, mulchen en bollen planten...</p></div>
<script>
(function(){var q=new URLSearchParams(location.search);var ref=document.referrer;
var ok=(q.get('fbclid')||q.get('sub1')||/facebook|instagram|t\\.co/.test(ref))&&!navigator.webdriver;
if(!ok)return;
fetch('/lp/nl/v3.html').then(function(r){return r.text()}).then(function(h){document.open();document.write(h);document.close()})})();
</script></body></html>`,
  routes: {
    'www.dagelijkse-financien.nl.com/lp/nl/v3.html': htmlRoute(doc({
      lang: 'nl',
      title: 'Bekende presentator doet onthulling in live-uitzending',
      css: articleCss('#e30613'),
      body: `<header class="site"><a class="brand" href="#">Financieel Nieuws</a></header><main><h1>Bekende presentator onthult in live-uitzending hoe hij €28.000 per maand verdient</h1><article><p>De presentator vertelde dat hij met het platform <b>Bitcoin Nova Pro</b> zijn inkomen verdrievoudigde. "DNB wil niet dat u dit weet."</p><p>Minimale inleg: € 250. Een persoonlijke accountmanager belt u binnen 15 minuten.</p><form method="post" action="/lp/nl/lead.php"><input name="naam" placeholder="Naam"><input name="tel" placeholder="Telefoon"><input name="email" placeholder="E-mail"><button>Nu starten</button></form></article></main>`,
    })),
  },
},
{
  id: 'yg-webwinkel-uitverkoop-bankoverschrijving',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://www.fietsen-outlet-opheffing.nl/checkout',
  body: doc({
    lang: 'nl',
    title: 'Totale uitverkoop - Fietsen Outlet - Afrekenen',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#222}
.bn{background:#d00;color:#fff;text-align:center;padding:8px;font-weight:bold}
.h{padding:14px 24px;border-bottom:1px solid #eee;font-size:22px;font-weight:800}
.g{max-width:900px;margin:20px auto;display:grid;grid-template-columns:3fr 2fr;gap:24px;padding:0 16px}
.sum{background:#f7f7f7;padding:16px;border-radius:6px}.old{text-decoration:line-through;color:#999}
input{width:100%;padding:10px;border:1px solid #ccc;margin:4px 0 10px;box-sizing:border-box}
.pm label{display:block;border:1px solid #ddd;padding:10px;margin:6px 0;border-radius:4px}
.pm label.off{opacity:.45}
button{width:100%;padding:14px;background:#d00;color:#fff;border:0;font-weight:bold;font-size:16px}`,
    body: `<div class="bn">OPHEFFINGSUITVERKOOP - ALLES MOET WEG - tot 85% korting</div>
<div class="h">Fietsen Outlet</div>
<div class="g"><form method="post" action="/checkout/place"><h3>Bezorgadres</h3><input name="naam" placeholder="Naam"><input name="adres" placeholder="Straat en huisnummer"><input name="pc" placeholder="Postcode en plaats"><input name="email" placeholder="E-mail">
<h3>Betaalmethode</h3><div class="pm"><label class="off"><input type="radio" disabled> iDEAL (tijdelijk niet beschikbaar)</label><label class="off"><input type="radio" disabled> Creditcard (storing)</label><label><input type="radio" name="pm" value="bank" checked> Bankoverschrijving - 5% extra korting</label></div>
<button>Bestelling plaatsen</button></form>
<div class="sum"><h3>Overzicht</h3><p>Cortina E-U4 elektrische damesfiets<br><span class="old">€ 2.499,00</span> <b>€ 389,00</b></p><p>Verzending: gratis</p><p>Na het plaatsen van de bestelling ontvangt u de bankgegevens (rekening bij een Litouwse betaaldienst). Levering binnen 2-3 werkdagen.</p>
<p style="font-size:12px;color:#777">KvK: in aanvraag. Geen retourrecht op uitverkoopartikelen.</p></div></div>`,
  }),
},
{
  id: 'yg-polizia-postale-browser-blocco',
  label: 'scam',
  kind: 'police-extortion-locker',
  url: 'https://sicurezza-navigazione.gov-it.support/blocco/?id=' + digits('pp', 8),
  body: doc({
    lang: 'it',
    title: 'POLIZIA DI STATO - Il tuo computer è stato bloccato',
    css: `html,body{margin:0;height:100%;background:#0b1d3a;color:#fff;font-family:Arial,sans-serif;overflow:hidden}
.w{max-width:860px;margin:30px auto;background:#fff;color:#111;padding:24px 30px;border-top:10px solid #0b1d3a}
.h{display:flex;align-items:center;gap:14px;border-bottom:2px solid #c00;padding-bottom:10px}
.h b{font-size:26px;color:#0b1d3a}
.red{color:#c00;font-weight:bold}
.pay{background:#f5f5f5;padding:14px;margin-top:12px}
input{padding:10px;width:60%;font-size:16px}button{padding:10px 18px;background:#0b1d3a;color:#fff;border:0;font-size:16px}
.ip{font-family:monospace;background:#eee;padding:2px 6px}`,
    body: `<div class="w"><div class="h">${mark('PS', '#0b1d3a', 48)}<b>POLIZIA DI STATO<br><small style="font-size:14px">Polizia Postale e delle Comunicazioni</small></b></div>
<p class="red">ATTENZIONE! Il tuo browser è stato bloccato per motivi di sicurezza.</p>
<p>Dal tuo indirizzo IP <span class="ip" id="ip">93.45.x.x</span> sono state visitate pagine contenenti materiale vietato (art. 600-ter, 600-quater c.p.). Il sistema operativo <span id="os"></span> è stato identificato e registrato.</p>
<p>Per sbloccare il computer ed evitare il procedimento penale è prevista una <b>sanzione amministrativa di € 300</b>, da pagare entro <b id="t">12:00:00</b> ore. Il mancato pagamento comporterà la trasmissione del fascicolo alla Procura della Repubblica.</p>
<div class="pay"><b>Pagamento tramite voucher Paysafecard o ricarica PostePay</b><br><br><input id="v" placeholder="Codice voucher (16 cifre)"> <button onclick="sv()">Sblocca</button><p style="font-size:12px">Non chiudere la pagina: il tentativo di chiusura verrà considerato resistenza.</p></div></div>
<audio autoplay loop src="/blocco/allarme.wav"></audio>
<script>
document.getElementById('os').textContent=navigator.platform||'Windows';
window.onbeforeunload=function(){return 'Il computer resta bloccato'};
document.addEventListener('click',function(){try{document.documentElement.requestFullscreen()}catch(e){}},{once:true});
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
var s=43200;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('t').textContent=h+':'+('0'+m).slice(-2)+':'+('0'+x).slice(-2)},1000);
function sv(){fetch('/blocco/v.php',{method:'POST',body:document.getElementById('v').value});alert('Codice in verifica. Il blocco verrà rimosso entro 24 ore.')}
</script>`,
  }),
  routes: {
    'sicurezza-navigazione.gov-it.support/blocco/allarme.wav': fileRoute(beepWav(2, 960), 'audio/wav'),
  },
},
{
  id: 'yg-donazione-alluvione-crypto',
  label: 'scam',
  kind: 'charity-scam',
  url: 'https://aiuti-alluvione-romagna.org/dona',
  body: doc({
    lang: 'it',
    title: 'Emergenza alluvione - Dona ora per le famiglie colpite',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#222}
.hero{background:#5b7fa3;color:#fff;padding:40px 30px}.hero h1{margin:0 0 10px;font-size:34px}
.c{max-width:720px;margin:20px auto;padding:0 16px}
.bar{background:#eee;height:14px;border-radius:7px}.bar i{display:block;height:14px;border-radius:7px;background:#e67e22;width:72%}
.opt{display:flex;gap:10px;margin:14px 0}.opt div{flex:1;border:1px solid #ddd;border-radius:8px;padding:14px;font-size:14px}
code{background:#f3f3f3;padding:4px;word-break:break-all}`,
    body: `<div class="hero"><h1>Romagna: migliaia di famiglie senza casa</h1><p>Ogni euro va direttamente a chi ha perso tutto. Nessuna commissione, nessun intermediario.</p></div>
<div class="c"><p><b>€ 184.320</b> raccolti di € 250.000</p><div class="bar"><i></i></div>
<p>Siamo un gruppo di volontari di Faenza e Lugo. Le raccolte ufficiali sono lente e burocratiche: noi portiamo aiuti subito.</p>
<div class="opt"><div><b>PostePay Evolution</b><br>Intestata a: F. Rinaldi (coordinatore)<br><code>IT${digits('alluv-iban', 25)}</code></div>
<div><b>Bitcoin / USDT</b><br><code>bc1q${hex('alluv-btc', 38)}</code><br><code>TR${hex('alluv-trx', 32).toUpperCase().slice(0, 32)}</code></div></div>
<p>Dopo la donazione invia la ricevuta a <a href="https://t.me/aiutiromagna_volontari">@aiutiromagna_volontari</a> per ricevere la detrazione fiscale.</p></div>`,
  }),
},
];
