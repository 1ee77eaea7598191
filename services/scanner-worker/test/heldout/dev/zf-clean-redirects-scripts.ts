import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-clean-redirect-newsletter-click',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://links.stadtbibliothek-wendelstein.de/c/eJxNjs0KgzAQhF9l2bNC7NFT8Q16l2KaDdqyJqT5EcS8e9eixcsy-83MMJ',
  routes: {
    'links.stadtbibliothek-wendelstein.de/c/eJxNjs0KgzAQhF9l2bNC7NFT8Q16l2KaDdqyJqT5EcS8e9eixcsy-83MMJ': redirectRoute(302, 'https://www.stadtbibliothek-wendelstein.de/veranstaltungen/lesung-dezember?utm_source=newsletter&utm_medium=email&utm_campaign=2025-12'),
    'www.stadtbibliothek-wendelstein.de/veranstaltungen/lesung-dezember': htmlRoute(doc({
      lang: 'de',
      title: 'Lesung im Dezember – Stadtbibliothek Wendelstein',
      body: `<header><b>Stadtbibliothek Wendelstein</b><nav><a href="#">Katalog</a><a href="#">Veranstaltungen</a><a href="#">Öffnungszeiten</a><a href="#">Mein Konto</a></nav></header><main>
<h1>Lesung: „Winterlicht“ mit Katrin Albers</h1><p>Donnerstag, 11. Dezember 2025, 19:30 Uhr, Lesesaal im 1. OG. Eintritt frei, Anmeldung erbeten.</p><p>Die Autorin liest aus ihrem neuen Roman und spricht anschließend mit Bibliotheksleiterin Dr. Sabine Roth.</p>
<form method="post" action="/veranstaltungen/anmeldung"><label>Name</label><input name="name"><label>E-Mail</label><input type="email" name="email"><button class="btn">Anmelden</button></form></main>
<footer>Markt Wendelstein · <a href="#">Impressum</a><a href="#">Datenschutz</a></footer>`,
    })),
  },
},
{
  id: 'zf-clean-saml-autopost-sso',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://sso.meridianfoods.com/idp/profile/SAML2/POST/SSO?execution=e1s2',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Meridian Foods SSO</title></head><body onload="document.forms[0].submit()">
<noscript><p><strong>Note:</strong> Since your browser does not support JavaScript, you must press the Continue button once to proceed.</p></noscript>
<form action="https://portal.meridianfoods.com/saml/acs" method="post"><input type="hidden" name="RelayState" value="/dashboard"><input type="hidden" name="SAMLResponse" value="${b64('<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_8f2a" Version="2.0" IssueInstant="2025-11-29T10:02:11Z" Destination="https://portal.meridianfoods.com/saml/acs"><saml:Issuer xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">https://sso.meridianfoods.com/idp/shibboleth</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status></samlp:Response>')}">
<noscript><input type="submit" value="Continue"></noscript></form></body></html>`,
  routes: {
    'portal.meridianfoods.com/saml/acs': htmlRoute(doc({
      title: 'Meridian Portal – Dashboard',
      body: `<header><b>Meridian Portal</b><nav><a href="#">Dashboard</a><a href="#">HR</a><a href="#">IT Service Desk</a><a href="#">Sign out</a></nav></header><main><h1>Good morning</h1><div class="grid"><div class="card">📅 3 meetings today</div><div class="card">🧾 2 expense reports awaiting approval</div><div class="card">📣 Q4 town hall on Dec 4</div></div></main>`,
    })),
  },
},
];
