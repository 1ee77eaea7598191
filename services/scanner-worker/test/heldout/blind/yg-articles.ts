import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-notizia-sms-falso-poste-conto-sospeso',
  label: 'clean',
  kind: 'news-scam-warning',
  url: 'https://www.ilsole24ore.com/art/sms-falsi-poste-italiane-conto-sospeso-come-riconoscerli-AG' + hex('s24', 7).toUpperCase(),
  body: doc({
    lang: 'it',
    title: 'SMS falsi di Poste Italiane, "conto sospeso": come riconoscerli - Il Sole 24 ORE',
    css: articleCss('#e36b00'),
    body: `<header class="site"><a class="brand" href="https://www.ilsole24ore.com/">Il Sole 24 Ore</a><nav><a href="#">Economia</a><a href="#">Finanza</a><a href="#">Risparmio</a><a href="#">Tecnologia</a></nav></header>
<main><span class="kicker">Sicurezza</span><h1>SMS falsi di Poste Italiane, "conto sospeso": come riconoscerli e cosa fare</h1><div class="meta">di Redazione Risparmio · 3 minuti di lettura</div>
<article><p>Torna a circolare una campagna di smishing che sfrutta il nome di Poste Italiane. Il messaggio, inviato anche con mittente alfanumerico "PosteInfo", invita a "riattivare" il conto o la carta Postepay cliccando su un link.</p>
<blockquote>Gentile cliente, il suo conto BancoPosta è stato sospeso per mancato aggiornamento dei dati. Per riattivarlo acceda: https://bancoposta-verifica.info/it
Avviso: Postepay Evolution sospesa. Verifica entro 24h su poste-sicurezza.com</blockquote>
<p>Il link conduce a una pagina che imita l'area riservata e chiede nome utente, password e poi il codice PosteID o l'OTP ricevuto via SMS. In alcune varianti la vittima viene poi chiamata da un falso operatore che chiede di "spostare i risparmi su un conto sicuro".</p>
<p>Poste Italiane ricorda che non chiede mai credenziali, codici o dati delle carte tramite email, SMS o telefonate. In caso di dubbio: numero verde 800.00.33.22 o app ufficiale. I messaggi sospetti possono essere inoltrati a <i>antiphishing@posteitaliane.it</i> e segnalati al portale della Polizia Postale <a href="https://www.commissariatodips.it/">commissariatodips.it</a>.</p></article></main>
<footer>© Copyright Il Sole 24 Ore - P.IVA 00777910159 · <a href="#">Privacy policy</a></footer>`,
  }),
},
{
  id: 'yg-bov-security-notice-vishing-mt',
  label: 'clean',
  kind: 'bank-advice',
  url: 'https://www.bov.com/content/security-centre/latest-scams',
  body: doc({
    lang: 'en-MT',
    title: 'Latest scams | Security Centre | Bank of Valletta',
    css: articleCss('#e2231a', 'Lato, Arial, sans-serif'),
    body: `<header class="site"><a class="brand" href="https://www.bov.com/">BOV</a><nav><a href="#">Personal</a><a href="#">Business</a><a href="#">Security Centre</a></nav></header>
<main><h1>Latest scams reported by customers</h1><article>
<p>Over the past weeks we have received reports of SMS messages claiming to be from BOV or from MaltaPost. Attenti! / Oqgħod attent!</p>
<blockquote>BOV: Your account has been restricted due to unusual activity. Verify now: bov-mt.secure-review.net
MaltaPost: Your parcel is on hold. Pay the €0.80 redelivery fee at maltapost-redelivery.com</blockquote>
<p>These links lead to websites that copy BOV Internet Banking and ask for your User ID, card number and PIN. BOV will never ask for your PIN, your Mobile Key codes or your full card details.</p>
<p><b>Bil-Malti:</b> Il-BOV qatt ma titolbok il-PIN jew il-kodiċi tal-Mobile Key permezz ta' SMS, email jew telefonata.</p>
<p>If you think you have been targeted, call our 24/7 line on +356 2131 2020 and report the incident to the Cyber Crime Unit of the Malta Police Force.</p></article></main>
<footer>Bank of Valletta p.l.c. · Regulated by the MFSA</footer>`,
  }),
},
{
  id: 'yg-polizia-postale-alert-falsi-investimenti',
  label: 'clean',
  kind: 'government-advice',
  url: 'https://www.commissariatodips.it/notizie/articolo/falsi-investimenti-online-con-testimonial-famosi/index.html',
  body: doc({
    lang: 'it',
    title: 'Falsi investimenti online con testimonial famosi - Commissariato di P.S. Online',
    css: articleCss('#0b1d3a', "'Titillium Web', Arial, sans-serif"),
    body: `<header class="site"><a class="brand" href="https://www.commissariatodips.it/">Commissariato di P.S. Online</a><nav><a href="#">Notizie</a><a href="#">Segnala online</a><a href="#">Consigli</a></nav></header>
<main><span class="kicker">Alert</span><h1>Falsi investimenti online con testimonial famosi</h1>
<article><p>Continuano le segnalazioni di siti che imitano testate giornalistiche e riportano false interviste a conduttori televisivi, imprenditori e sportivi che "rivelerebbero" un metodo per guadagnare con piattaforme di trading basate sull'intelligenza artificiale.</p>
<blockquote>"Con un investimento iniziale di 250 euro la piattaforma fa tutto da sola. Io nella prima settimana ho guadagnato 4.800 euro."</blockquote>
<p>Dopo la registrazione, un sedicente "consulente" contatta la vittima, la convince a installare programmi di controllo remoto come AnyDesk e a versare somme sempre maggiori. I guadagni mostrati sono fittizi e il prelievo viene impedito con la richiesta di "tasse" o "commissioni".</p>
<p>Verifica sempre che la società sia autorizzata sul sito della CONSOB, nella sezione dedicata agli avvisi ai risparmiatori e agli oscuramenti dei siti abusivi. Segnala i siti sospetti tramite la sezione "Segnala online".</p></article></main>
<footer>Polizia di Stato - Servizio Polizia Postale e delle Comunicazioni</footer>`,
  }),
},
{
  id: 'yg-timesofmalta-holiday-rental-scam',
  label: 'clean',
  kind: 'news-scam-warning',
  url: 'https://timesofmalta.com/article/holiday-rental-scams-on-the-rise-police-warn.11' + digits('tom', 5),
  body: doc({
    lang: 'en',
    title: 'Holiday rental scams on the rise, police warn - Times of Malta',
    css: articleCss('#002d62'),
    body: `<header class="site"><a class="brand" href="https://timesofmalta.com/">Times of Malta</a><nav><a href="#">National</a><a href="#">Business</a><a href="#">World</a></nav></header>
<main><span class="kicker">National</span><h1>Holiday rental scams on the rise, police warn</h1><div class="meta">Updated 9.42am</div>
<article><p>Police have warned people booking summer holidays to be wary of villas advertised at bargain prices on social media, after several families lost deposits of between €600 and €2,000.</p>
<p>In the cases reported, the "owner" insisted on an instant bank transfer to a foreign IBAN to lock in the dates, claiming that they were abroad for work and that a relative would hand over the keys. The listings used photos copied from genuine properties in Gozo, Sicily and Puglia.</p>
<p>"If the price is half of what you see on booking platforms and you are pushed to pay outside the platform, stop," a police spokesperson said. Victims should file a report with the Cyber Crime Unit and contact their bank immediately to attempt a recall of the transfer.</p></article></main>
<footer>© Allied Newspapers Ltd</footer>`,
  }),
},
];
