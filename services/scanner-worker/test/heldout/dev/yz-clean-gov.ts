import { type Entry } from '../entry.js';
import { doc, cardCss, site, logo } from '../parts/yz-kit.js';

export const entries: Entry[] = [
{
  id: 'yz-clean-gov-pl-mobywatel-aktualizacja',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://www.gov.pl/web/mobywatel/aktualizacja-aplikacji-mobywatel-2-0',
  body: site({
    lang: 'pl',
    title: 'Aktualizacja aplikacji mObywatel – Portal Gov.pl',
    brand: 'gov.pl · mObywatel',
    color: '#0052a5',
    nav: ['Usługi', 'Aplikacja', 'Pomoc'],
    main: `<h1>Aktualizacja aplikacji mObywatel</h1>
<p>Nowa wersja aplikacji jest dostępna wyłącznie w sklepach <a href="https://play.google.com/store/apps/details?id=pl.nask.mobywatel">Google Play</a> i <a href="https://apps.apple.com/pl/app/mobywatel/id1339830405">App Store</a>. Aktualizacja nie wymaga logowania przez bank ani podawania danych karty.</p>
<h2>Uwaga na fałszywe wiadomości</h2>
<p>Otrzymujesz SMS, że „mDowód zostanie unieważniony”, jeśli nie potwierdzisz tożsamości? To oszustwo. Nie klikaj w link. Przekaż SMS na numer 8080.</p>
<p>Jeśli chcesz dodać mDowód, zaloguj się w aplikacji przez Profil Zaufany, e-dowód lub bankowość elektroniczną – robisz to zawsze z poziomu samej aplikacji.</p>`,
    footer: 'Ministerstwo Cyfryzacji · Centralny Ośrodek Informatyki',
  }),
},
{
  id: 'yz-clean-login-gov-pl-wezel-krajowy-banki',
  label: 'clean',
  kind: 'gov-sso-bank-chooser',
  url: 'https://login.gov.pl/login/login?sessionId=9f2c71ab-yz&lang=pl',
  body: doc({
    lang: 'pl',
    title: 'login.gov.pl – Węzeł Krajowy',
    css: `body{margin:0;font-family:Lato,Arial,sans-serif;background:#f5f5f5}.h{background:#fff;border-bottom:1px solid #ddd;padding:12px 24px}.w{max-width:820px;margin:24px auto;background:#fff;padding:24px}
.g{display:grid;grid-template-columns:repeat(4,1fr);gap:10px}.g a{border:1px solid #ccd;border-radius:4px;padding:16px 4px;text-align:center;text-decoration:none;color:#0052a5;font-weight:700;font-size:14px}`,
    body: `<div class="h"><b style="color:#0052a5">login.gov.pl</b> · Węzeł Krajowy Identyfikacji Elektronicznej</div>
<div class="w"><h1>Wybierz sposób logowania</h1>
<p>Logujesz się do serwisu: <b>Elektroniczna Platforma Usług Administracji Publicznej (ePUAP)</b></p>
<h3>Profil zaufany · e-dowód · aplikacja mObywatel</h3>
<p><a href="https://pz.gov.pl/dt/login/login?ref=wk">Profil zaufany</a> · <a href="/login/edowod">e-dowód</a> · <a href="/login/mobywatel">mObywatel</a></p>
<h3>Bankowość elektroniczna</h3>
<div class="g"><a href="https://www.ipko.pl/wk/?sessionId=9f2c71ab">PKO BP</a><a href="https://www.pekao24.pl/wk/">Pekao</a><a href="https://online.mbank.pl/wk/">mBank</a><a href="https://login.ingbank.pl/wk/">ING</a><a href="https://www.centrum24.pl/wk/">Santander</a><a href="https://www.bankmillennium.pl/wk/">Millennium</a><a href="https://www.aliorbank.pl/wk/">Alior</a><a href="https://e-bank.credit-agricole.pl/wk/">Credit Agricole</a></div>
<p style="font-size:12px;color:#666">Po wyborze banku zostaniesz przekierowany na jego stronę logowania. Sprawdź adres w pasku przeglądarki.</p></div>`,
  }),
},
{
  id: 'yz-clean-nav-ugyfelkapu-plus-belepes',
  label: 'clean',
  kind: 'gov-portal-login',
  url: 'https://ugyfelkapu.gov.hu/belepes?rid=nav-onya&yz=1',
  body: doc({
    lang: 'hu',
    title: 'Ügyfélkapu+ bejelentkezés – KAÜ',
    css: cardCss('#2d4b8e', { radius: 4, width: 480 }),
    body: `<div class="top"><b style="color:#2d4b8e">Központi Azonosítási Ügynök</b><span class="muted">Ügyfélkapu+</span></div>
<div class="card"><h1>Bejelentkezés: NAV Online Nyomtatvány és Adóbevallás</h1>
<form method="post" action="/belepes/azonositas"><label>Felhasználónév</label><input type="text" name="felhasznalonev"><label>Jelszó</label><input type="password" name="jelszo"><button class="btn">Tovább a kétfaktoros azonosításhoz</button></form>
<p class="muted">A belépéshez hitelesítő alkalmazás (pl. Google Authenticator) vagy e-mailes egyszer használatos kód szükséges. Az adó-visszatérítés bankszámlára érkezik, kártyaadatot a NAV soha nem kér.</p></div>`,
  }),
},
{
  id: 'yz-clean-pge-ebok-logowanie-nadplata',
  label: 'clean',
  kind: 'utility-self-service-login',
  url: 'https://ebok.gkpge.pl/ebok/profil/logowanie.xhtml?ref=nadplata',
  body: doc({
    lang: 'pl',
    title: 'PGE eBOK – logowanie',
    css: cardCss('#00a3e0', { radius: 6 }),
    body: `<div class="top">${logo('PGE', '#00a3e0', { mark: 'circle', w: 80 })}<span class="muted">Elektroniczne Biuro Obsługi Klienta</span></div>
<div class="card"><h1>Zaloguj się do eBOK</h1>
<form method="post" action="/ebok/profil/logowanie.xhtml"><input type="hidden" name="javax.faces.ViewState" value="-4719103387411193817:1022384471139"><label>Login (e-mail)</label><input type="email" name="login"><label>Hasło</label><input type="password" name="haslo"><button class="btn">Zaloguj</button></form>
<p class="muted">Nadpłaty zwracamy na rachunek bankowy wskazany w eBOK lub zaliczamy na poczet kolejnych faktur. PGE nie prosi o dane karty płatniczej w celu zwrotu nadpłaty.</p></div>`,
  }),
},
];
