import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-cie-id-software-windows-download',
  label: 'clean',
  kind: 'official-installer',
  url: 'https://www.cartaidentita.interno.gov.it/info-utili/software-cie/',
  body: doc({
    lang: 'it',
    title: 'Software CIE | Carta d\'Identità Elettronica',
    css: `body{margin:0;font-family:'Titillium Web',Arial,sans-serif;color:#19191a}.hdr{background:#06c;color:#fff;padding:18px 28px}.hdr small{display:block;opacity:.85}main{max-width:860px;margin:24px auto;padding:0 16px}.dl{display:flex;gap:14px;flex-wrap:wrap}.dl a{border:1px solid #06c;border-radius:6px;padding:14px 18px;text-decoration:none;color:#06c;min-width:220px}.dl a b{display:block}.sha{font-family:monospace;font-size:12px;word-break:break-all;color:#555}`,
    body: `<div class="hdr"><small>Ministero dell'Interno</small><b style="font-size:22px">Carta d'Identità Elettronica</b></div>
<main><h1>Software CIE</h1><p>Il Software CIE consente di utilizzare la Carta d'Identità Elettronica con un lettore di smart card contactless per l'accesso ai servizi online e per la firma elettronica. Al primo utilizzo ti verrà chiesto di abbinare la carta inserendo le 8 cifre del PIN nel software installato sul tuo computer.</p>
<div class="dl"><a href="/downloads/CIE-Middleware-Setup-1.5.3.exe"><b>Windows</b>CIE-Middleware-Setup-1.5.3.exe · 24 MB</a><a href="/downloads/CIEID-1.5.3.dmg"><b>macOS</b>CIEID-1.5.3.dmg</a><a href="/downloads/CIEID-1.5.3-amd64.deb"><b>Linux</b>.deb / .rpm</a></div>
<p class="sha">SHA-256 (Windows): ${hex('cie-sha', 64)}</p>
<p>Per l'autenticazione da smartphone scarica l'app <b>CieID</b> da Google Play o App Store. Il Ministero non chiede mai PIN e PUK tramite siti web, email o SMS.</p></main>`,
  }),
  routes: {
    'www.cartaidentita.interno.gov.it/downloads/CIE-Middleware-Setup-1.5.3.exe': fileRoute(pe({ x64: true, strings: ['CIE Middleware', 'Istituto Poligrafico e Zecca dello Stato', 'Inno Setup', 'CIEPKI.dll'], size: 65536 }), 'application/octet-stream', 'CIE-Middleware-Setup-1.5.3.exe'),
  },
},
{
  id: 'yg-eid-software-belgie-msi',
  label: 'clean',
  kind: 'official-installer',
  url: 'https://eid.belgium.be/nl/eid-software-installeren/windows',
  body: doc({
    lang: 'nl-BE',
    title: 'eID-software installeren op Windows | eID',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.h{background:#3a3a3a;color:#fff;padding:12px 24px;font-size:14px}.h b{font-size:20px}main{max-width:820px;margin:24px auto;padding:0 16px}.btn{display:inline-block;background:#005a9c;color:#fff;padding:12px 26px;text-decoration:none;border-radius:3px}ol li{margin:6px 0}`,
    body: `<div class="h"><b>eID</b> · BOSA - Federale Overheidsdienst Beleid en Ondersteuning</div>
<main><h1>eID-software installeren (Windows)</h1><p>Met de eID-software en een kaartlezer kan je je elektronische identiteitskaart gebruiken om je aan te melden bij online overheidsdiensten en documenten te ondertekenen.</p>
<p><a class="btn" href="/sites/default/files/software/BeidMW_64_5.1.21.msi">Download eID-software 5.1.21 (64-bit, .msi)</a></p>
<ol><li>Open het gedownloade bestand en volg de instructies.</li><li>Sluit je kaartlezer aan en steek je eID in de lezer.</li><li>Open de eID Viewer om te controleren of je kaart wordt gelezen.</li></ol>
<p>De eID-software is gratis. Betaal nooit voor deze software en download ze enkel via eid.belgium.be.</p></main>`,
  }),
  routes: {
    'eid.belgium.be/sites/default/files/software/BeidMW_64_5.1.21.msi': fileRoute(cfb(['Windows Installer', 'Belgium eID Middleware', 'Fedict', 'beidpkcs11.dll'], 32768), 'application/x-msi', 'BeidMW_64_5.1.21.msi'),
  },
},
];
