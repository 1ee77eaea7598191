import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, gtag, matomo, cookieBar, footer, nav, baseCss, pngR, js, json } from '../parts/o-kit.js';
import { zip, pe, cfb, fileRoute } from '../parts/e-bin.js';

// Local software companies' and institutions' download pages (banking security modules, e-signature drivers,
// accounting software, national ID card utilities).

export const entries: Entry[] = [
{
  id: 'o-dl-pl-program-ksiegowy',
  label: 'clean',
  kind: 'software-download',
  url: 'https://www.rachmistrz-plus.pl/pobierz/',
  body: doc({
    lang: 'pl',
    title: 'Pobierz Rachmistrz Plus – program do KPiR i ryczałtu',
    head: gtag('G-RACHPL0001', '/js/gtag.js'),
    css: baseCss('Arial, sans-serif', '#f7f9fb') + `.hero{background:#0f5132;color:#fff;padding:40px 6%}.btn{background:#ffc107;color:#000;display:inline-block;text-decoration:none;font-weight:700}.req li{margin:4px 0}`,
    body: `<div class="hero"><h1>Rachmistrz Plus 2026.3</h1><p>Księga przychodów i rozchodów, ryczałt, JPK_V7, KSeF. Wersja próbna na 30 dni.</p><a class="btn" href="/pobierz/RachmistrzPlus_2026.3_setup.exe">Pobierz instalator (64-bit)</a></div>
<main><h2>Wymagania</h2><ul class="req"><li>Windows 10 lub 11 (64-bit)</li><li>4 GB RAM, 1 GB miejsca na dysku</li><li>Połączenie z internetem do wysyłki JPK i KSeF</li></ul>
<h2>Co nowego</h2><ul><li>Obsługa obowiązkowego KSeF od 1 lutego 2026</li><li>Nowe stawki ryczałtu</li><li>Poprawki w e-Deklaracjach</li></ul>
<p class="muted">SHA-256: 5f1c0a9e3b7d42e8a6c1f0b94d7e2a3c58b6f19e0d2c4a7b3e8f1d6c9a0b2e47 · Podpisano certyfikatem „Rachmistrz Software sp. z o.o.”</p></main>
${footer([['Rachmistrz', ['Cennik', 'Pomoc', 'Kontakt']]], '© 2026 Rachmistrz Software sp. z o.o., NIP 6793214455')}
${cookieBar('pl')}`,
  }),
  routes: {
    'www.rachmistrz-plus.pl/js/gtag.js': js('window.dataLayer=window.dataLayer||[];'),
    'www.rachmistrz-plus.pl/pobierz/RachmistrzPlus_2026.3_setup.exe': fileRoute(pe({ strings: ['Rachmistrz Plus', 'Rachmistrz Software sp. z o.o.', 'Inno Setup'], size: 8192 }), 'application/octet-stream', 'RachmistrzPlus_2026.3_setup.exe'),
  },
},
];
