import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-botcheck-webshop-js-challenge',
  label: 'clean',
  kind: 'bot-check',
  url: 'https://www.fietsenwinkel-haarlem.nl/',
  body: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Even geduld...</title>
<style>body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#313131;background:#fff}.m{max-width:600px;margin:100px auto;padding:0 20px}h1{font-weight:500;font-size:28px}.sp{width:30px;height:30px;border:3px solid #ddd;border-top-color:#f38020;border-radius:50%;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}.ft{margin-top:60px;font-size:12px;color:#888;border-top:1px solid #eee;padding-top:10px}</style></head><body>
<div class="m"><h1>www.fietsenwinkel-haarlem.nl</h1><div class="sp"></div><p>Bezig met controleren of de verbinding veilig is. Dit duurt enkele seconden.</p><noscript>Schakel JavaScript in om verder te gaan.</noscript>
<div class="ft">Ray ID: <code>${hex('fh-ray', 16)}</code> · Prestaties en beveiliging door Cloudflare</div></div>
<script>
(function(){var t=Date.now();var n=0;for(var i=0;i<200000;i++){n=(n*31+i)%1000003}
setTimeout(function(){document.cookie='cf_clearance=${hex('fh-cl', 40)}-'+n+'; path=/; max-age=1800; SameSite=None; Secure';location.replace('/winkel/')},1500)})();
</script></body></html>`,
  routes: {
    'www.fietsenwinkel-haarlem.nl/winkel/': htmlRoute(doc({ lang: 'nl', title: 'Fietsenwinkel Haarlem - Stadsfietsen, e-bikes en reparatie', css: `body{font-family:Arial,sans-serif;margin:0}.h{background:#243b55;color:#fff;padding:16px 24px;font-size:22px}.c{max-width:860px;margin:20px auto;padding:0 16px}`, body: `<div class="h">Fietsenwinkel Haarlem</div><div class="c"><h1>Welkom</h1><p>Stadsfietsen, e-bikes en reparatie terwijl u wacht. Kleine Houtstraat, Haarlem. Ma gesloten, di-za 9:00-18:00.</p><p><a href="/winkel/e-bikes">Bekijk e-bikes</a> · <a href="/winkel/afspraak">Reparatie-afspraak</a></p></div>` })),
  },
},
{
  id: 'yg-dominio-parcheggiato-in-vendita',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://www.cartecredito-confronto.it/',
  body: doc({
    lang: 'it',
    title: 'cartecredito-confronto.it è in vendita',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f6f7f9;color:#333}.c{max-width:760px;margin:60px auto;text-align:center}.c h1{font-size:30px}.b{display:inline-block;background:#0a7cff;color:#fff;padding:12px 28px;border-radius:4px;text-decoration:none;margin:16px}.l{display:grid;grid-template-columns:1fr 1fr;gap:10px;max-width:520px;margin:30px auto;text-align:left}.l a{background:#fff;border:1px solid #e1e4e8;padding:12px;border-radius:4px;color:#0a58ca;text-decoration:none}.sm{font-size:11px;color:#888}`,
    body: `<div class="c"><h1>Il dominio <b>cartecredito-confronto.it</b> potrebbe essere in vendita</h1><p>Fai un'offerta al proprietario tramite il nostro servizio di intermediazione.</p><a class="b" href="https://sedo.com/search/details/?domain=cartecredito-confronto.it&amp;origin=parking">Acquista questo dominio</a>
<p>Ricerche correlate</p><div class="l"><a href="/search?q=carte+di+credito+senza+canone">Carte di credito senza canone</a><a href="/search?q=conto+corrente+online">Conto corrente online</a><a href="/search?q=prestiti+personali">Prestiti personali</a><a href="/search?q=carta+prepagata+iban">Carta prepagata con IBAN</a></div>
<p class="sm">Questa pagina è fornita dal proprietario del dominio. Sedo non ha alcun rapporto con gli inserzionisti terzi. <a href="https://sedo.com/privacy">Privacy</a></p></div>`,
  }),
},
{
  id: 'yg-tim-assistenza-numeri-utili',
  label: 'clean',
  kind: 'support-phone-page',
  url: 'https://www.tim.it/assistenza/per-i-clienti-linea-fissa/contatta-tim',
  body: doc({
    lang: 'it',
    title: 'Contatta TIM | Assistenza',
    css: `body{margin:0;font-family:'TIM Sans',Arial,sans-serif;color:#1a1a1a}.h{background:#004691;color:#fff;padding:14px 26px;font-size:24px;font-weight:700}main{max-width:860px;margin:24px auto;padding:0 16px}.g{display:grid;grid-template-columns:1fr 1fr;gap:16px}.b{border:1px solid #dde;border-radius:8px;padding:18px}.n{font-size:30px;color:#004691;font-weight:700}.w{background:#fff4e5;border-left:4px solid #e27300;padding:12px;margin-top:18px}`,
    body: `<div class="h">TIM</div><main><h1>Contatta TIM</h1>
<div class="g"><div class="b"><h3>Clienti linea fissa</h3><div class="n">187</div><p>Gratuito da rete fissa e mobile, tutti i giorni 24 ore su 24.</p></div><div class="b"><h3>Clienti mobile</h3><div class="n">119</div><p>Gratuito da linea TIM. Dall'estero: +39 33 1234 0119.</p></div><div class="b"><h3>Clienti business</h3><div class="n">191</div><p>Lun-sab 8-20.</p></div><div class="b"><h3>Chat e app</h3><p>Scrivi all'assistente virtuale nell'app MyTIM o su WhatsApp al numero ufficiale indicato nell'app.</p></div></div>
<div class="w"><b>Rimborsi:</b> TIM non invia mai link via SMS per "ricevere un rimborso" inserendo i dati della carta. Gli eventuali rimborsi vengono accreditati in fattura o sull'IBAN registrato in MyTIM.</div></main>`,
  }),
},
{
  id: 'yg-dapp-dao-stemmen-wallet-connect',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://vote.stichting-opennetwerk.org/proposals/14',
  body: doc({
    lang: 'nl',
    title: 'Voorstel #14: Budget community-meetups 2026 · OpenNetwerk DAO',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#fafafa;color:#111}.n{display:flex;justify-content:space-between;padding:14px 26px;border-bottom:1px solid #eee;background:#fff}.c{max-width:720px;margin:26px auto;background:#fff;border:1px solid #eee;border-radius:10px;padding:24px}.v{display:flex;gap:10px;margin-top:16px}.v button{flex:1;padding:12px;border-radius:8px;border:1px solid #ccc;background:#fff;font-weight:600}.cw{background:#111;color:#fff;border:0;border-radius:8px;padding:8px 16px}`,
    body: `<div class="n"><b>OpenNetwerk DAO</b><button class="cw" id="cw">Wallet verbinden</button></div>
<div class="c"><h2>Voorstel #14: Budget community-meetups 2026</h2><p>We stellen voor 12.000 ONW uit de treasury te reserveren voor vier meetups in Amsterdam, Gent, Eindhoven en Antwerpen. Stemmen kost geen gas: je ondertekent enkel een bericht (off-chain, Snapshot-stijl).</p>
<p>Stand: Voor 68% · Tegen 21% · Onthouding 11% · Sluit over 3 dagen</p>
<div class="v"><button data-c="1">Voor</button><button data-c="2">Tegen</button><button data-c="3">Onthouden</button></div><p id="st" style="font-size:13px;color:#666"></p></div>
<script>
var acc=null;document.getElementById('cw').onclick=async function(){if(!window.ethereum){document.getElementById('st').textContent='Geen wallet gevonden.';return}acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent=acc.slice(0,6)+'…'+acc.slice(-4)};
document.querySelectorAll('.v button').forEach(function(b){b.onclick=async function(){if(!acc)return document.getElementById('cw').click();
var msg='OpenNetwerk DAO\\nVoorstel: 14\\nKeuze: '+b.textContent+'\\nTijdstip: '+new Date().toISOString();
var sig=await ethereum.request({method:'personal_sign',params:[msg,acc]});
await fetch('/api/votes',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({proposal:14,choice:+b.dataset.c,address:acc,msg:msg,sig:sig})});document.getElementById('st').textContent='Je stem is geregistreerd.'}});
</script>`,
  }),
},
];
