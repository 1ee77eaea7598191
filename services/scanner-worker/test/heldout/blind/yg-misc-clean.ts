import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-shortlink-gemeente-afvalkalender',
  label: 'clean',
  kind: 'url-shortener',
  url: 'https://bit.ly/afval-utrecht-2026',
  routes: {
    'bit.ly/afval-utrecht-2026': redirectRoute(301, 'https://www.utrecht.nl/wonen-en-leven/afval/afvalkalender/?utm_source=folder&utm_medium=qr'),
    'www.utrecht.nl/wonen-en-leven/afval/afvalkalender/': htmlRoute(doc({
      lang: 'nl',
      title: 'Afvalkalender | Gemeente Utrecht',
      css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.h{background:#c4161c;color:#fff;padding:16px 24px;font-size:22px;font-weight:700}main{max-width:760px;margin:24px auto;padding:0 16px}input{padding:9px;border:1px solid #888}button{padding:9px 18px;background:#c4161c;color:#fff;border:0}`,
      body: `<div class="h">Gemeente Utrecht</div><main><h1>Afvalkalender</h1><p>Vul uw postcode en huisnummer in om te zien wanneer uw afval wordt opgehaald.</p><form action="/wonen-en-leven/afval/afvalkalender/resultaat" method="get"><input name="postcode" placeholder="3511 AB"> <input name="huisnummer" placeholder="12" size="5"> <button>Zoeken</button></form><p>Download ook de app <b>Afvalwijzer</b>.</p></main>`,
    })),
  },
},
{
  id: 'yg-proximus-contact-support-helpdesk',
  label: 'clean',
  kind: 'support-phone-page',
  url: 'https://www.proximus.be/support/nl/id_cr_contact/particulieren/support/contact.html',
  body: doc({
    lang: 'nl-BE',
    title: 'Contacteer ons | Proximus',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.h{background:#5c2d91;color:#fff;padding:16px 26px;font-size:22px;font-weight:700}main{max-width:860px;margin:24px auto;padding:0 16px}.n{font-size:26px;color:#5c2d91;font-weight:700}.b{border:1px solid #e0d6ee;border-radius:6px;padding:16px;margin:12px 0}`,
    body: `<div class="h">Proximus</div><main><h1>Contacteer ons</h1>
<div class="b"><h3>Technische problemen met internet of tv?</h3><p>Bel de Proximus-helpdesk</p><div class="n">0800 22 800</div><p>Maandag tot zaterdag van 8 tot 20 uur. Gratis.</p></div>
<div class="b"><h3>Hulp op afstand</h3><p>Een Proximus-technicus kan met jouw toestemming meekijken op je computer via <b>Proximus Remote Support</b>. Je start de sessie zelf vanaf deze pagina, nadat je ons gebeld hebt.</p><a href="https://www.proximus.be/support/remote/ProximusRemoteSupport.exe">Proximus Remote Support downloaden</a></div>
<p style="font-size:13px">Proximus belt je nooit ongevraagd om een virus te verwijderen en vraagt nooit om je bankgegevens door te geven.</p></main>`,
  }),
  routes: {
    'www.proximus.be/support/remote/ProximusRemoteSupport.exe': fileRoute(pe({ strings: ['Proximus Remote Support', 'BeyondTrust', 'bomgar-scc'], size: 49152 }), 'application/octet-stream', 'ProximusRemoteSupport.exe'),
  },
},
{
  id: 'yg-indexfonds-beleggen-vergunning-afm',
  label: 'clean',
  kind: 'legit-investment',
  url: 'https://www.meesman.nl/rekening-openen',
  body: doc({
    lang: 'nl',
    title: 'Rekening openen | Meesman Indexbeleggen',
    css: cardCss('#0c3c60', '#f5f3ee', "Georgia, serif") + `.wrap{max-width:640px}.rk{background:#fff7e0;border:1px solid #e6c766;padding:10px;font-size:13px;border-radius:4px}`,
    body: `<div class="top"><b style="color:#0c3c60;font-size:22px">Meesman</b><nav><a href="#">Fondsen</a><a href="#">Kosten</a><a href="#">Inloggen</a></nav></div>
<div class="wrap"><div class="card"><h1>Rekening openen</h1><p class="sub">Beleggen in indexfondsen met lage kosten, vanaf € 100. U opent de rekening met iDIN via uw eigen bank.</p>
<form method="post" action="/rekening-openen/start"><label>Soort rekening</label><select name="soort"><option>Vrij vermogen</option><option>Kinderrekening</option><option>Lijfrenterekening</option></select><label>E-mailadres</label><input type="email" name="email" autocomplete="email"><button class="btn">Start met iDIN</button></form>
<p class="rk" style="margin-top:16px">Meesman Indexbeleggen N.V. heeft een vergunning van de AFM en staat onder toezicht van de AFM en DNB. Let op: beleggen brengt risico's met zich mee. U kunt (een deel van) uw inleg verliezen. Rendementen uit het verleden bieden geen garantie voor de toekomst.</p>
<p class="muted">Wij bellen u nooit ongevraagd met een beleggingsaanbod en beloven geen vaste rendementen.</p></div></div>`,
  }),
},
{
  id: 'yg-ledger-support-herstelzin-nooit-delen',
  label: 'clean',
  kind: 'crypto-support-article',
  url: 'https://support.ledger.com/it/article/360005434914-zd',
  body: doc({
    lang: 'it',
    title: 'Proteggi la tua frase di recupero | Ledger Support',
    css: articleCss('#131214', 'Inter, Arial, sans-serif'),
    body: `<header class="site"><a class="brand" href="https://support.ledger.com/">Ledger Support</a><nav><a href="#">Primi passi</a><a href="#">Sicurezza</a></nav></header>
<main><h1>Proteggi la tua frase di recupero di 24 parole</h1><article>
<p>La frase di recupero è l'unico backup delle tue chiavi private. Chiunque la conosca può accedere ai tuoi fondi.</p>
<p><b>Ledger non ti chiederà mai la frase di recupero.</b> Non inserirla mai in un sito web, in un'app, in un modulo o in una email, anche se sembra provenire da Ledger. Non esiste alcuna "sincronizzazione" o "verifica" del dispositivo che richieda le 24 parole.</p>
<blockquote>Esempio di messaggio truffaldino: "A seguito di una violazione dei dati, devi sincronizzare il tuo Ledger entro 3 giorni inserendo la frase di recupero su ledger-live-sync..."</blockquote>
<p>La frase va inserita solo direttamente sul dispositivo Ledger, durante il ripristino. Se l'hai condivisa, trasferisci immediatamente i fondi su un nuovo dispositivo con una nuova frase di recupero.</p></article></main>`,
  }),
},
{
  id: 'yg-ristorante-prenota-copia-indirizzo',
  label: 'clean',
  kind: 'restaurant-site',
  url: 'https://www.osteriadelportoantico-genova.it/prenota',
  body: doc({
    lang: 'it',
    title: 'Prenota un tavolo | Osteria del Porto Antico - Genova',
    css: `body{margin:0;font-family:Lora,Georgia,serif;background:#fbf7f0;color:#2d2418}.h{text-align:center;padding:24px;border-bottom:1px solid #e2d6c2}.h h1{margin:0}.c{max-width:620px;margin:20px auto;padding:0 16px}label{display:block;margin:10px 0 4px;font-family:Arial;font-size:14px}input,select{width:100%;padding:9px;border:1px solid #c9b99f;box-sizing:border-box}button{margin-top:14px;padding:11px 24px;background:#7a2e1f;color:#fff;border:0}.addr{background:#fff;border:1px solid #e2d6c2;padding:12px;margin-top:20px;font-family:Arial;font-size:14px}`,
    body: `<div class="h"><h1>Osteria del Porto Antico</h1><p>Cucina ligure · Trofie al pesto, acciughe, farinata</p></div>
<div class="c"><h2>Prenota un tavolo</h2><form method="post" action="/prenota/invia"><label>Data</label><input type="date" name="data"><label>Orario</label><select name="ora"><option>19:30</option><option>20:00</option><option>20:30</option><option>21:00</option></select><label>Persone</label><select name="pax"><option>2</option><option>3</option><option>4</option><option>5+</option></select><label>Nome</label><input name="nome"><label>Telefono</label><input name="tel" type="tel"><button>Richiedi prenotazione</button></form>
<div class="addr">📍 <span id="ad">Calata Cattaneo 15, 16128 Genova GE</span> <button type="button" id="cp" style="margin:0 0 0 8px;padding:4px 10px;font-size:12px">Copia indirizzo</button><br>☎ 010 ${digits('opa-tel', 6)} · Chiuso il lunedì</div></div>
<script>document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(document.getElementById('ad').textContent).then(function(){document.getElementById('cp').textContent='Copiato'})}</script>`,
  }),
},
{
  id: 'yg-agriturismo-caparra-bonifico-legit',
  label: 'clean',
  kind: 'holiday-rental-direct',
  url: 'https://www.agriturismolecerque.it/it/prenotazioni',
  body: doc({
    lang: 'it',
    title: 'Prenotazioni | Agriturismo Le Cerque - Montepulciano',
    css: `body{margin:0;font-family:Lato,Arial,sans-serif;color:#333;background:#fcfaf6}.h{padding:18px 30px;border-bottom:1px solid #e8e0d0;font-family:Georgia,serif;font-size:26px}.c{max-width:820px;margin:24px auto;padding:0 16px}.b{background:#fff;border:1px solid #e8e0d0;border-radius:6px;padding:18px;margin:14px 0}table{width:100%;border-collapse:collapse}td{border-bottom:1px solid #eee;padding:6px}`,
    body: `<div class="h">Agriturismo Le Cerque</div>
<div class="c"><h1>Prenotazioni e condizioni</h1>
<div class="b"><h3>Tariffe 2026 (per notte)</h3><table><tr><td>Camera doppia con colazione</td><td>€ 110 - € 140</td></tr><tr><td>Appartamento Il Fienile (4 persone)</td><td>€ 180 - € 230</td></tr></table><p style="font-size:13px">Tassa di soggiorno Comune di Montepulciano: € 2 a persona per notte, max 5 notti.</p></div>
<div class="b"><h3>Caparra confirmatoria</h3><p>Per confermare la prenotazione è richiesta una caparra del 30%, tramite bonifico bancario o carta di credito con link di pagamento sicuro (Nexi) che inviamo via email dopo la conferma della disponibilità.</p><p>Banca Valdichiana Credito Cooperativo di Chiusi e Montepulciano<br>Intestato a: Le Cerque Società Agricola s.s.<br>IBAN: IT${digits('lc-iban', 2)} K 08489 25600 ${digits('lc-iban2', 12)}</p><p style="font-size:13px">Cancellazione gratuita fino a 30 giorni prima dell'arrivo. Siamo presenti anche su Booking.com e Airbnb alle stesse tariffe.</p></div>
<p>Le Cerque Società Agricola s.s. · Via delle Cerque 7, 53045 Montepulciano (SI) · P.IVA 0${digits('lc-piva', 10)} · CIN IT052015B5${digits('lc-cin', 6)}</p></div>`,
  }),
},
{
  id: 'yg-enel-area-clienti-rimborsi-info',
  label: 'clean',
  kind: 'energy-own-domain',
  url: 'https://www.enel.it/it/supporto/faq/rimborsi-e-crediti',
  body: doc({
    lang: 'it',
    title: 'Rimborsi e crediti in bolletta | Enel Energia',
    css: articleCss('#e4007e', 'Roboto, Arial, sans-serif'),
    body: `<header class="site"><a class="brand" href="https://www.enel.it/">enel</a><nav><a href="#">Luce</a><a href="#">Gas</a><a href="#">Area Clienti</a></nav></header>
<main><h1>Rimborsi e crediti in bolletta</h1><article>
<p>Se dal ricalcolo dei consumi risulta un credito a tuo favore, lo trovi compensato nella bolletta successiva. Se il credito supera l'importo della bolletta, puoi richiedere il rimborso con bonifico dall'Area Clienti, indicando l'IBAN intestato al titolare del contratto.</p>
<p>Enel Energia non chiede mai i dati della carta di pagamento per accreditare un rimborso e non invia SMS con link per "riscuotere" crediti. Diffida di messaggi come:</p>
<blockquote>Enel Energia: hai diritto a un rimborso di 148,67 EUR. Richiedilo entro oggi: enel-energia.rimborsi-clienti.com</blockquote>
<p>Accedi sempre dall'app Enel Energia o da enel.it. Per informazioni chiama il numero verde 800 900 860.</p></article></main>`,
  }),
},
{
  id: 'yg-agenzia-entrate-f24-pdf-modello',
  label: 'clean',
  kind: 'official-document-download',
  url: 'https://www.agenziaentrate.gov.it/portale/modello-f24',
  body: doc({
    lang: 'it',
    title: 'Modello F24 - Agenzia delle Entrate',
    css: `body{margin:0;font-family:'Titillium Web',Arial,sans-serif;color:#19191a}.it{background:#00264d;color:#fff;padding:6px 24px;font-size:13px}.hd{background:#0066cc;color:#fff;padding:20px 24px;font-size:24px;font-weight:700}main{max-width:820px;margin:24px auto;padding:0 16px}ul.f li{margin:8px 0}ul.f a{font-weight:600}`,
    body: `<div class="it">Agenzia delle Entrate</div><div class="hd">Agenzia delle Entrate</div>
<main><h1>Modello F24</h1><p>Il modello F24 si utilizza per il versamento di imposte, contributi e premi. I titolari di partita IVA devono presentarlo esclusivamente in via telematica; gli altri contribuenti possono usare anche il modello cartaceo presso banche e uffici postali.</p>
<h2>Modelli e istruzioni</h2><ul class="f"><li><a href="/portale/documents/20143/5134588/Modello+F24.pdf">Modello F24 (pdf)</a> - 354 KB</li><li><a href="/portale/documents/20143/5134588/Istruzioni+F24.pdf">Istruzioni (pdf)</a></li><li><a href="/portale/f24-web">Compila F24 Web nell'area riservata</a></li></ul>
<p style="font-size:14px;color:#5c6f82">L'Agenzia non invia F24 precompilati come allegati compressi (.zip) via email. Gli avvisi bonari si consultano nel Cassetto fiscale.</p></main>`,
  }),
  routes: {
    'www.agenziaentrate.gov.it/portale/documents/20143/5134588/Modello+F24.pdf': fileRoute(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [] >> >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>\nendobj\n4 0 obj\n<< /Length 44 >>\nstream\nBT /F1 12 Tf 72 770 Td (MODELLO F24) Tj ET\nendstream\nendobj\ntrailer\n<< /Root 1 0 R /Size 5 >>\n%%EOF\n`, 'application/pdf', 'Modello F24.pdf'),
  },
},
];
