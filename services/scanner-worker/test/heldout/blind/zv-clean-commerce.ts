import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footerDe, cookieDe } from '../parts/zv-kit.js';
import { jsRoute, jsonRoute, pe, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zv-ok-spende-kinderhospiz-formular', label: 'clean', kind: 'charity-donation',
  url: 'https://www.kinderhospiz-sonnenblick.de/spenden/',
  body: doc({ title: 'Jetzt spenden – Kinderhospiz Sonnenblick', css: '.btn{background:#f29100;color:#fff}.a button{background:#fff3e0;margin:3px}',
    body: `<div class="wrap" style="max-width:620px"><div class="box" style="margin-top:24px"><h1>Ihre Spende schenkt Zeit</h1><p>Wir begleiten Familien mit lebensverkürzend erkrankten Kindern. Ihre Spende ist steuerlich absetzbar; Sie erhalten eine Zuwendungsbestätigung.</p>
<div class="a"><button>25 €</button><button>50 €</button><button>100 €</button></div><form method="post" action="/spenden/absenden"><label>Betrag</label><input name="betrag" value="50"><label>Zahlungsart</label><select name="zahlart"><option>SEPA-Lastschrift</option><option>Kreditkarte</option><option>PayPal</option></select><label>IBAN</label><input name="iban"><label>Name, Anschrift (für die Zuwendungsbestätigung)</label><input name="adresse"><p><button class="btn">Jetzt spenden</button></p></form>
<p style="font-size:12px">Spendenkonto: Bank für Sozialwirtschaft · DZI-Spenden-Siegel · Kinderhospiz Sonnenblick gGmbH, Amtsgericht Bremen HRB 28811</p></div></div>` }),
},
{
  id: 'zv-ok-parked-domain-sedo', label: 'clean', kind: 'parked-domain',
  url: 'https://gesundheitskarte-online.de/',
  body: doc({ title: 'gesundheitskarte-online.de steht zum Verkauf', css: '.btn{background:#2c7be5;color:#fff}.l a{display:block;padding:8px;border-bottom:1px solid #eee}',
    body: `<div class="wrap" style="max-width:680px"><div class="box" style="margin-top:40px"><h1>gesundheitskarte-online.de</h1><p>Diese Domain kann erworben werden. <a class="btn" href="https://sedo.com/search/details/?domain=gesundheitskarte-online.de">Jetzt Preis anfragen</a></p><h3>Verwandte Suchanfragen</h3><div class="l"><a href="/search?q=Krankenversicherung+Vergleich">Krankenversicherung Vergleich</a><a href="/search?q=Zahnzusatzversicherung">Zahnzusatzversicherung</a><a href="/search?q=Auslandskrankenversicherung">Auslandskrankenversicherung</a></div></div></div>` }),
},
{
  id: 'zv-ok-bot-check-shop-challenge', label: 'clean', kind: 'bot-check',
  url: 'https://www.moebel-lindner.de/cdn-cgi/challenge-platform/',
  body: doc({ title: 'Einen Moment …', css: 'body{background:#fff}.c{max-width:520px;margin:80px auto;font-family:system-ui}',
    body: `<div class="c"><h1>www.moebel-lindner.de</h1><h2>Überprüfen, ob Sie ein Mensch sind. Dies kann einige Sekunden dauern.</h2><div id="w" style="border:1px solid #ddd;padding:16px;width:300px"><input type="checkbox" style="width:auto"> Bestätigen Sie, dass Sie ein Mensch sind</div><p style="font-size:12px;color:#666">www.moebel-lindner.de muss die Sicherheit Ihrer Verbindung überprüfen, bevor fortgefahren werden kann.</p><p style="font-size:12px;color:#999">Ray ID: 8c2f1a7e9b004d21 · Performance &amp; Sicherheit von Cloudflare</p></div>
<script>setTimeout(function(){document.cookie='cf_clearance=8c2f1a7e9b004d21;path=/';location.replace('/')},3000)</script>` }),
  routes: { 'www.moebel-lindner.de/': htmlRoute(doc({ title: 'Möbel Lindner – Ihr Einrichtungshaus in Regensburg', body: `<div class="wrap"><h1>Möbel Lindner</h1><p>Polstermöbel, Küchen und Schlafzimmer – seit 1962.</p></div>` })) },
},
{
  id: 'zv-ok-telekom-hilfe-hotline', label: 'clean', kind: 'support-page',
  url: 'https://www.telekom.de/hilfe/kontakt',
  body: doc({ title: 'Kontakt | Telekom Hilfe', css: '.top{background:#e20074;color:#fff}',
    body: `<header class="top"><div class="wrap"><b>T</b> Telekom Hilfe</div></header><div class="wrap"><div class="box" style="margin-top:24px"><h1>Kontakt zum Kundenservice</h1><p>Privatkunden: <b>0800 33 01000</b> (kostenlos, rund um die Uhr)<br>Geschäftskunden: 0800 33 01300</p><p>Sie haben einen verdächtigen Anruf oder eine E-Mail im Namen der Telekom erhalten? Leiten Sie die E-Mail an <b>phishing@telekom.de</b> weiter. Wir fragen Sie niemals nach Passwörtern oder fordern Sie zur Installation von Fernwartungssoftware auf.</p><p><a href="https://www.telekom.de/mein-kundencenter">Zum Kundencenter</a></p></div></div>` }),
},
{
  id: 'zv-ok-metamask-portfolio-info', label: 'clean', kind: 'crypto-app',
  url: 'https://www.bitpanda-kryptosparplan-info.at/sparplan',
  body: doc({ title: 'Krypto-Sparplan – Regelmäßig investieren', lang: 'de-AT', css: '.btn{background:#2b1f5c;color:#fff}',
    body: `<div class="wrap"><div class="box" style="margin-top:24px"><h1>Krypto-Sparplan ab 1 €</h1><p>Investieren Sie wöchentlich oder monatlich in Bitcoin, Ethereum und 400+ weitere Assets. Reguliert nach MiCAR, eingetragen bei der FMA.</p><p><a class="btn" href="/register">Konto erstellen</a></p><p style="font-size:12px">Kryptowerte sind volatil. Sie können Ihr gesamtes Kapital verlieren. Wir werden Sie niemals nach Ihrer Wiederherstellungsphrase fragen.</p>
<button id="w">Wallet verbinden (Web3-Ansicht)</button><p id="a" style="font-size:12px"></p></div></div>
<script>document.getElementById('w').onclick=async function(){if(!window.ethereum)return;var a=await ethereum.request({method:'eth_requestAccounts'});var b=await ethereum.request({method:'eth_getBalance',params:[a[0],'latest']});document.getElementById('a').textContent='Verbunden: '+a[0].slice(0,8)+'… · Saldo: '+(Number(BigInt(b))/1e18).toFixed(4)+' ETH'};</script>` }),
},
];
