import { type Entry } from '../entry.js';
import { doc, cardCss } from '../parts/yz-kit.js';

export const entries: Entry[] = [
{
  id: 'yz-clean-anaf-spv-autentificare',
  label: 'clean',
  kind: 'gov-portal-login',
  url: 'https://www.anaf.ro/InregPersFizicePublic/index.jsp?yz=spv',
  body: doc({
    lang: 'ro',
    title: 'Spațiul Privat Virtual – ANAF',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#eef0f2}.h{background:#00386b;color:#fff;padding:14px 24px}.c{max-width:600px;margin:24px auto;background:#fff;padding:26px;border-top:4px solid #fcd116}
input{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #aaa;box-sizing:border-box}button{background:#00386b;color:#fff;border:0;padding:12px 28px}`,
    body: `<div class="h"><b>AGENȚIA NAȚIONALĂ DE ADMINISTRARE FISCALĂ</b></div>
<div class="c"><h2>Autentificare în Spațiul Privat Virtual</h2>
<form method="post" action="https://logincert.anaf.ro/anaf-oauth2/v1/authorize"><label>Utilizator (nume utilizator SPV)</label><input name="username"><label>Parolă</label><input type="password" name="password"><button>Autentificare</button></form>
<p>Autentificarea se poate face și cu certificat digital calificat. Rambursările de impozit se virează exclusiv în contul IBAN declarat în formularul 230/212 – ANAF nu solicită date de card.</p></div>`,
  }),
},
{
  id: 'yz-clean-mojedatovaschranka-login-own',
  label: 'clean',
  kind: 'gov-portal-login',
  url: 'https://www.mojedatovaschranka.cz/as/login?uri=https%3A%2F%2Fwww.mojedatovaschranka.cz%2Fportal%2FISDS%2F&yz=1',
  body: doc({
    lang: 'cs',
    title: 'Přihlášení | Informační systém datových schránek',
    css: cardCss('#2362a2', { radius: 2, width: 460 }),
    body: `<div class="top"><b style="color:#2362a2">Datové schránky</b><span class="muted">Ministerstvo vnitra ČR</span></div>
<div class="card"><h1>Přihlášení do datové schránky</h1>
<form method="post" action="/as/processLogin?type=password"><label>Uživatelské jméno</label><input type="text" name="uname"><label>Heslo</label><input type="password" name="passwd"><button class="btn">Přihlásit</button></form>
<p><a href="/as/login?type=nia">Přihlásit přes Identitu občana</a> · <a href="/as/login?type=cert">Certifikátem</a></p>
<p class="muted">Notifikační e-mail o nové zprávě nikdy neobsahuje odkaz na přihlášení ani přílohu.</p></div>`,
  }),
},
{
  id: 'yz-clean-edalnice-nakup-znamky-card',
  label: 'clean',
  kind: 'gov-toll-shop',
  url: 'https://edalnice.cz/jednoduchy-nakup/index.html#/eshop/vehicle?step=payment',
  body: doc({
    lang: 'cs',
    title: 'Elektronická dálniční známka – nákup | edalnice.cz',
    css: cardCss('#e2001a', { radius: 4, width: 520 }) + '\n.row{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px solid #eee}',
    body: `<div class="top"><b>eDálnice</b><span class="muted">Oficiální e-shop SFDI</span></div>
<div class="card"><h1>Shrnutí a platba</h1>
<div class="row"><span>SPZ</span><b>5B2 1234</b></div><div class="row"><span>Druh</span><b>Roční (365 dní)</b></div><div class="row"><span>Platnost od</span><b>20.10.2025</b></div><div class="row"><span>Cena</span><b>2 440 Kč</b></div>
<form method="post" action="/api/eshop/payment/init"><label>E-mail pro doklad</label><input type="email" name="email"><label>Číslo karty</label><input type="tel" name="pan" autocomplete="cc-number"><label>Platnost</label><input type="text" name="exp" autocomplete="cc-exp"><label>CVC</label><input type="password" name="cvc" autocomplete="cc-csc"><button class="btn">Zaplatit 2 440 Kč</button></form>
<p class="muted">Známku kupujte jen na edalnice.cz. Neoficiální weby si účtují přirážky; SFDI nezasílá SMS s pokutami a odkazy k úhradě.</p></div>`,
  }),
},
{
  id: 'yz-clean-etoll-ebilet-zakup',
  label: 'clean',
  kind: 'gov-toll-shop',
  url: 'https://etoll.gov.pl/samochody-osobowe/e-bilet-autostradowy/zakup/?odcinek=A2-konin-strykow',
  body: doc({
    lang: 'pl',
    title: 'Kup e-bilet autostradowy – e-TOLL',
    css: cardCss('#004c97', { radius: 6, width: 520 }),
    body: `<div class="top"><b style="color:#004c97">e-TOLL</b><span class="muted">Krajowa Administracja Skarbowa</span></div>
<div class="card"><h1>E-bilet autostradowy</h1><p>Odcinek: <b>A2 Konin – Stryków</b> · Kategoria: pojazd osobowy · Cena: <b>9,80 zł</b></p>
<form method="post" action="/api/ebilet/zamowienie"><label>Numer rejestracyjny</label><input type="text" name="nr_rej"><label>Data rozpoczęcia przejazdu</label><input type="text" name="data" placeholder="dd.mm.rrrr"><label>E-mail</label><input type="email" name="email"><button class="btn">Przejdź do płatności</button></form>
<p class="muted">Płatność realizuje operator Przelewy24. e-TOLL nie wysyła SMS-ów z wezwaniem do zapłaty za przejazd.</p></div>`,
  }),
},
];
