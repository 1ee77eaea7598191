import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-invest-intervista-conduttore-tv',
  label: 'scam',
  kind: 'celebrity-investment-scam',
  url: 'https://notizie-oggi24.com/economia/intervista-esclusiva-segreto-rendita/?utm_source=fb&cid=' + digits('inv-cid', 8),
  body: doc({
    lang: 'it',
    title: 'Il conduttore rivela in diretta il suo segreto: "Guadagno 30.000€ al mese con questa piattaforma"',
    css: articleCss('#b30000'),
    body: `<header class="site"><a class="brand" href="#">Notizie Oggi 24</a><nav><a href="#">Cronaca</a><a href="#">Economia</a><a href="#">Spettacolo</a></nav></header>
<main><span class="kicker">Esclusiva</span>
<h1>Gerry S. rivela in diretta il suo segreto: "Con questa piattaforma guadagno più che in TV"</h1>
<div class="meta">di Redazione · aggiornato oggi alle 07:12 · 14.382 condivisioni</div>
<article>
<p>Durante l'ultima puntata del talk show, il noto conduttore ha spiazzato tutti parlando di un sistema di trading automatico basato sull'intelligenza artificiale. La Banca d'Italia ha provato a interrompere la trasmissione, ma era troppo tardi.</p>
<p>"Basta un investimento iniziale di 250 euro. La piattaforma <b>Quantum Ital-AI</b> fa tutto da sola. Io nella prima settimana ho guadagnato 4.800 euro", ha dichiarato davanti al pubblico in studio.</p>
<blockquote>"Lo consiglio a tutti gli italiani prima che le banche lo facciano chiudere."</blockquote>
<p>Abbiamo provato la piattaforma di persona. Dopo la registrazione un gestore personale ci ha chiamato entro 10 minuti. Abbiamo depositato 250 euro: dopo 5 giorni il saldo era di 3.112 euro, prelevati senza problemi.</p>
<p><b>Aggiornamento:</b> per l'elevato numero di richieste restano solo <b id="p">37</b> posti disponibili per l'Italia.</p>
<form style="background:#f7f7f7;padding:18px;border:2px solid #b30000" method="post" action="/lead/submit.php"><h3 style="margin-top:0">Registrati gratuitamente</h3>
<input name="first" placeholder="Nome" style="width:100%;padding:10px;margin:4px 0" required><input name="last" placeholder="Cognome" style="width:100%;padding:10px;margin:4px 0" required><input name="email" type="email" placeholder="Email" style="width:100%;padding:10px;margin:4px 0" required><input name="phone" placeholder="+39 Telefono" style="width:100%;padding:10px;margin:4px 0" required>
<input type="hidden" name="aff" value="${hex('aff-it', 8)}"><button style="width:100%;padding:14px;background:#1aa01a;color:#fff;border:0;font-size:18px;font-weight:bold">INIZIA A GUADAGNARE</button></form>
<h3>Commenti (482)</h3><p><b>Antonella R.</b> - Ho iniziato martedì, già 1.900 euro. Grazie!</p><p><b>Salvatore M.</b> - All'inizio ero scettico, ma mi hanno pagato il primo prelievo.</p>
</article></main>
<footer>© 2025 Notizie Oggi 24. Questo sito non fa parte di Facebook Inc.</footer>
<script>var p=37;setInterval(function(){if(p>3){p--;document.getElementById('p').textContent=p}},9000)</script>`,
  }),
},
{
  id: 'yg-affitto-vacanze-puglia-bonifico',
  label: 'scam',
  kind: 'holiday-rental-scam',
  url: 'https://villa-mare-salento.com/prenota',
  body: doc({
    lang: 'it',
    title: 'Villa Mare Salento - Prenotazione diretta',
    css: `body{margin:0;font-family:'Lato',Arial,sans-serif;color:#333;background:#fbf8f3}
.hero{height:260px;background:linear-gradient(rgba(0,0,0,.25),rgba(0,0,0,.25)),#7fb3c9;color:#fff;display:flex;align-items:flex-end;padding:24px 40px}.hero h1{margin:0;font-size:40px}
.g{max-width:900px;margin:26px auto;display:grid;grid-template-columns:2fr 1fr;gap:30px;padding:0 16px}
.box{background:#fff;border:1px solid #e8e0d0;border-radius:8px;padding:20px}
.iban{font-family:monospace;background:#f4f0e8;padding:8px;border-radius:4px}
.rev{border-top:1px solid #eee;padding:8px 0;font-size:14px}`,
    body: `<div class="hero"><h1>Villa Mare Salento · Santa Maria di Leuca</h1></div>
<div class="g"><div>
<h2>Villa con piscina a 200 m dal mare</h2><p>4 camere, 3 bagni, piscina privata, aria condizionata, Wi-Fi. Fino a 8 ospiti. Disponibile luglio e agosto.</p>
<p><b>Prezzo speciale prenotazione diretta:</b> € 1.150/settimana (su Airbnb e Booking € 2.400). Risparmi le commissioni prenotando direttamente con noi!</p>
<div class="rev">★★★★★ "Posto meraviglioso, proprietari gentilissimi" - Famiglia De Luca</div><div class="rev">★★★★★ "Consigliatissima" - Kevin, Utrecht</div>
</div><div class="box"><h3>Prenota ora</h3>
<p>Per bloccare le date è richiesto un acconto del <b>50%</b> tramite bonifico istantaneo, entro 24 ore. Dopo il bonifico invia la ricevuta su WhatsApp al +39 351 ${digits('vms-wa', 7)}.</p>
<p>Intestatario: Giuseppe Marra<br><span class="iban">LT${digits('vms-iban', 18)}</span><br>Causale: Affitto villa + date</p>
<p style="font-size:12px;color:#888">Non accettiamo carte né pagamenti tramite piattaforme: il proprietario è all'estero per lavoro e consegnerà le chiavi tramite la sorella.</p>
<form method="post" action="/prenota/invia"><input name="nome" placeholder="Nome" style="width:100%;padding:8px;margin:4px 0"><input name="date" placeholder="Date (es. 2-9 agosto)" style="width:100%;padding:8px;margin:4px 0"><button style="width:100%;padding:10px;background:#2a8;color:#fff;border:0">Richiedi disponibilità</button></form>
</div></div>`,
  }),
},
{
  id: 'yg-thuiswerk-vacature-whatsapp',
  label: 'scam',
  kind: 'job-scam',
  url: 'https://werken-bij-onlinereviews.nl-jobs.com/vacature/thuiswerker',
  body: doc({
    lang: 'nl',
    title: 'Vacature: Thuiswerker productbeoordelingen (€150-€450 per dag)',
    css: cardCss('#25d366', '#f7f7f7') + `.wrap{max-width:640px}.perks li{margin:6px 0}`,
    body: `<div class="wrap"><div class="card"><h1>Thuiswerker productbeoordelingen</h1>
<p class="sub">Flexibel · 1-2 uur per dag · direct starten · geen ervaring nodig</p>
<ul class="perks"><li>Verdien <b>€ 150 - € 450 per dag</b> door producten te liken en beoordelen op webshops</li><li>Dagelijkse uitbetaling in USDT of op je bankrekening</li><li>Persoonlijke mentor via WhatsApp</li></ul>
<p>Om je account te activeren betaal je een eenmalige borg van € 50 die je na de eerste taak terugkrijgt. Bij "combinatie-opdrachten" kan een tijdelijke aanvulling nodig zijn die met commissie wordt terugbetaald.</p>
<a class="btn" href="https://wa.me/31612${digits('job-wa', 6)}?text=Ik%20wil%20graag%20starten">Solliciteer via WhatsApp</a></div></div>`,
  }),
},
{
  id: 'yg-hai-vinto-iphone-sondaggio',
  label: 'scam',
  kind: 'prize-survey-scam',
  url: 'https://premio-clienti-esselunga.vincita-oggi.com/?c=' + hex('prz', 6),
  body: doc({
    lang: 'it',
    title: 'Congratulazioni! Sei stato selezionato',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#eee}
.c{max-width:480px;margin:20px auto;background:#fff;border-radius:8px;padding:20px;text-align:center}
.q{display:none}.q.on{display:block}.q button{display:block;width:100%;margin:8px 0;padding:12px;border:1px solid #0a7c3e;background:#fff;border-radius:6px;font-size:15px}
.boxes{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.boxes div{height:90px;background:#c00;border-radius:6px;cursor:pointer;font-size:40px;line-height:90px;color:#fff}
.r{color:#c00;font-weight:bold}`,
    body: `<div class="c"><p class="r" id="d"></p><h2>Congratulazioni! 🎉</h2><p>Sei stato selezionato per partecipare al sondaggio annuale dei clienti. Rispondi a 3 domande e scegli il tuo premio: <b>iPhone 16 Pro</b>!</p>
<div class="q on" id="q1"><p>1. Con che frequenza fai la spesa da noi?</p><button>Ogni settimana</button><button>Ogni mese</button><button>Raramente</button></div>
<div class="q" id="q2"><p>2. Come valuti il nostro servizio?</p><button>Ottimo</button><button>Buono</button><button>Sufficiente</button></div>
<div class="q" id="q3"><p>3. Consiglieresti i nostri negozi?</p><button>Sì</button><button>No</button></div>
<div class="q" id="q4"><p>Scegli una scatola: hai 3 tentativi</p><div class="boxes"><div>🎁</div><div>🎁</div><div>🎁</div><div>🎁</div><div>🎁</div><div>🎁</div></div></div>
<div class="q" id="q5"><h3>HAI VINTO un iPhone 16 Pro!</h3><p>Paga solo le spese di spedizione di <b>€ 2,00</b> per ricevere il tuo premio.</p><a href="/spedizione?c=${hex('prz', 6)}" style="display:block;background:#0a7c3e;color:#fff;padding:14px;border-radius:6px;text-decoration:none;font-weight:bold">RICEVI IL PREMIO</a><p style="font-size:10px;color:#999">Inserendo i dati della carta accetti l'abbonamento al club premi a € 49,90 ogni 14 giorni.</p></div>
</div>
<script>document.getElementById('d').textContent='Oggi, '+new Date().toLocaleDateString('it-IT');
var n=1;document.querySelectorAll('.q button').forEach(function(b){b.onclick=function(){document.getElementById('q'+n).classList.remove('on');n++;document.getElementById('q'+n).classList.add('on')}});
var t=0;document.querySelectorAll('.boxes div').forEach(function(b){b.onclick=function(){t++;if(t<2){b.textContent='❌';alert('Peccato! Hai ancora 2 tentativi')}else{document.getElementById('q4').classList.remove('on');document.getElementById('q5').classList.add('on')}}});</script>`,
  }),
},
];
