import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-nieuws-nep-sms-postnl-douane',
  label: 'clean',
  kind: 'news-scam-warning',
  url: 'https://www.nu.nl/tech/6371' + digits('nu-art', 3) + '/pas-op-voor-deze-nep-sms-van-postnl-over-douanekosten.html',
  body: doc({
    lang: 'nl',
    title: 'Pas op voor deze nep-sms van PostNL over douanekosten | NU - Het laatste nieuws het eerst op NU.nl',
    css: articleCss('#cc0000'),
    body: `<header class="site"><a class="brand" href="https://www.nu.nl/">NU.nl</a><nav><a href="/algemeen">Algemeen</a><a href="/economie">Economie</a><a href="/tech">Tech</a></nav></header>
<main><span class="kicker">Tech</span><h1>Pas op voor deze nep-sms van PostNL over douanekosten</h1><div class="meta">Door onze techredactie · Gisteren, 14:08</div>
<article><p>De Fraudehelpdesk waarschuwt voor een nieuwe golf sms-berichten waarin wordt beweerd dat er douanekosten voor een pakket moeten worden betaald. De berichten lijken van PostNL te komen, maar zijn afkomstig van oplichters.</p>
<p>Een van de berichten die bij de Fraudehelpdesk werden gemeld luidt:</p>
<blockquote>PostNL: Uw pakket 3SNL${digits('nu-sms', 8)} kon niet worden bezorgd wegens openstaande douanekosten (€1,95). Betaal binnen 24 uur via: postnl-pakket.help/nl/?c=82xd</blockquote>
<p>Wie op de link klikt, komt op een pagina die sprekend lijkt op die van PostNL. Daar wordt gevraagd een bank te kiezen, waarna slachtoffers op een nagemaakte inlogpagina van hun bank terechtkomen. "Met die gegevens plunderen criminelen vervolgens de rekening", zegt een woordvoerder.</p>
<p>PostNL benadrukt dat het nooit via sms om een betaling vraagt. Eventuele invoerkosten worden alleen via de eigen app of website <a href="https://www.postnl.nl/">postnl.nl</a> afgerekend.</p>
<p>Heb je al gegevens ingevuld? Neem dan direct contact op met je bank via het nummer op je bankpas en doe aangifte bij de politie.</p></article>
<aside class="related"><b>Meer over oplichting</b><a href="#">Zo herken je een nep-Tikkie</a><a href="#">Fraudehelpdesk: recordaantal meldingen over bankhelpdeskfraude</a></aside></main>
<footer>© 2025 NU.nl · DPG Media · <a href="#">Privacy</a> · <a href="#">Cookies</a></footer>`,
  }),
},
{
  id: 'yg-abnamro-veilig-bankieren-voorbeelden',
  label: 'clean',
  kind: 'bank-advice',
  url: 'https://www.abnamro.nl/nl/prive/veilig-bankieren/fraude-herkennen/phishing.html',
  body: doc({
    lang: 'nl',
    title: 'Phishing herkennen - ABN AMRO',
    css: articleCss('#004c4c', 'Arial, sans-serif') + `.ex{background:#eef6f6;border:1px solid #b5d4d4;border-radius:8px;padding:12px;margin:10px 0;font-size:15px}.ex b{display:block;color:#004c4c}`,
    body: `<header class="site"><a class="brand" href="https://www.abnamro.nl/">ABN·AMRO</a><nav><a href="#">Betalen</a><a href="#">Sparen</a><a href="#">Veilig bankieren</a></nav></header>
<main><h1>Phishing herkennen</h1><article>
<p>Criminelen proberen via e-mail, sms, WhatsApp of telefoon uw inloggegevens of de code van uw e.dentifier te bemachtigen. Hieronder voorbeelden van berichten die onze klanten recent ontvingen.</p>
<div class="ex"><b>Sms - "nieuwe betaalpas"</b>ABN AMRO: Uw betaalpas verloopt. Vraag voor 14-11 kosteloos een nieuwe pas aan via abn-pasvervanging.nl om blokkade te voorkomen.</div>
<div class="ex"><b>WhatsApp - "Tikkie terugbetaling"</b>Hoi! Je hebt per ongeluk te veel betaald voor het kaartje. Via deze Tikkie van €0,01 krijg je je geld terug: tikkie-terug.me/abc</div>
<div class="ex"><b>Telefoon - "bankmedewerker"</b>"U spreekt met de afdeling fraudepreventie. Er zijn verdachte transacties. Zet uw geld zo snel mogelijk op deze veilige rekening."</div>
<p>ABN AMRO vraagt u <b>nooit</b> om: uw pincode of inlogcodes door te geven, geld over te maken naar een 'veilige rekening', een app te installeren waarmee iemand meekijkt, of via een link in te loggen.</p>
<p>Twijfelt u? Bel ons op 020 - 343 40 02 of stuur verdachte e-mails door naar <b>valse-email@nl.abnamro.com</b>.</p></article></main>
<footer>ABN AMRO Bank N.V. · Gustav Mahlerlaan 10, Amsterdam</footer>`,
  }),
},
{
  id: 'yg-intesa-sicurezza-smishing-esempi',
  label: 'clean',
  kind: 'bank-advice',
  url: 'https://www.intesasanpaolo.com/it/persone-e-famiglie/sicurezza/truffe-online/smishing-vishing.html',
  body: doc({
    lang: 'it',
    title: 'Smishing e vishing: come difendersi | Intesa Sanpaolo',
    css: articleCss('#008a3c', 'Arial, sans-serif'),
    body: `<header class="site"><a class="brand" href="https://www.intesasanpaolo.com/">Intesa Sanpaolo</a><nav><a href="#">Conti</a><a href="#">Carte</a><a href="#">Sicurezza</a></nav></header>
<main><span class="kicker">Sicurezza</span><h1>Smishing e vishing: come riconoscerli</h1><article>
<p>Lo smishing è una truffa che arriva via SMS: il messaggio sembra provenire dalla banca e contiene un link a una pagina identica al sito ufficiale dove vengono chiesti codice titolare, PIN e codici O-Key. Spesso segue una telefonata (vishing) da un numero che sembra quello della banca.</p>
<blockquote>Intesa Sanpaolo: rilevato accesso anomalo sul suo conto. Se non riconosce l'operazione verifichi subito: https://isp-verifica-accessi.com
Gentile cliente, abbiamo sospeso la sua carta. Per sbloccarla segua il link: intesa-sblocco.it/app</blockquote>
<p>Ricorda: Intesa Sanpaolo non ti chiederà mai codici di accesso, PIN o codici O-Key tramite SMS, email, telefono o chat. Non ti chiederà mai di installare app diverse da quelle ufficiali o di fare bonifici verso "conti di sicurezza".</p>
<p>Se hai comunicato i tuoi dati, chiama subito il numero 800.303.303 (dall'estero +39 011.80.19.200) per bloccare l'accesso.</p></article></main>
<footer>Intesa Sanpaolo S.p.A. · P.IVA 11991500015</footer>`,
  }),
},
{
  id: 'yg-safeonweb-itsme-oplichting-artikel',
  label: 'clean',
  kind: 'government-advice',
  url: 'https://safeonweb.be/nl/nieuws/valse-berichten-itsme-en-banken',
  body: doc({
    lang: 'nl-BE',
    title: 'Valse berichten uit naam van itsme en banken | Safeonweb',
    css: articleCss('#0b5da2', 'Arial, sans-serif') + `.tip{background:#e8f1fa;padding:14px;border-radius:6px}`,
    body: `<header class="site"><a class="brand" href="https://safeonweb.be/nl">Safeonweb</a><nav><a href="#">Nieuws</a><a href="#">Tips</a><a href="#">Test je kennis</a></nav></header>
<main><span class="kicker">Waarschuwing</span><h1>Valse berichten uit naam van itsme en banken</h1><div class="meta">Centrum voor Cybersecurity België</div>
<article><p>We ontvangen veel meldingen via verdacht@safeonweb.be van berichten die zogezegd van itsme komen. Je wordt gevraagd je account "opnieuw te koppelen" of te "bevestigen". De link brengt je naar een valse website die je gsm-nummer, geboortedatum en je <b>itsme-code</b> vraagt.</p>
<blockquote>itsme: Je account wordt binnen 48u gedeactiveerd door nieuwe PSD2-regels. Bevestig je identiteit via mijn-itsme.be-verificatie.com</blockquote>
<p>Met die gegevens registreren oplichters je itsme op hun eigen toestel en melden ze zich aan bij je bank.</p>
<div class="tip"><b>Onthoud:</b> je itsme-code typ je enkel in de itsme-app, nooit op een website. Stuur verdachte berichten door naar verdacht@safeonweb.be. Heb je gegevens ingevuld? Bel Card Stop op 078 170 170 en contacteer je bank.</div></article></main>
<footer>Safeonweb is een initiatief van het Centrum voor Cybersecurity België</footer>`,
  }),
},
];
