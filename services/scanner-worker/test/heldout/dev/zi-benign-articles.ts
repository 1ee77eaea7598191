import { type Entry } from '../entry.js';
import { cookieBar, doc, fbq, gtag, metrika, rtlCss } from '../parts/zi-kit.js';

// News, forums and blogs, including posts that quote scam messages and warn about them.

export const entries: Entry[] = [
  {
    id: 'zi-clean-news-anaf-sms-frauda-ro',
    label: 'clean',
    kind: 'news',
    url: 'https://www.stiri-economice-azi.ro/actualitate/anaf-avertizeaza-sms-rambursare-falsa-21877',
    body: doc({
      lang: 'ro',
      title: 'ANAF avertizeaza: mesajele despre „rambursarea impozitului” sunt false',
      css: 'header{background:#8b0000;color:#fff;padding:14px 30px}.w{max-width:1100px;margin:20px auto;display:flex;gap:20px}article{flex:3;background:#fff;padding:26px}aside{flex:1;background:#fff;padding:16px;font-size:14px}blockquote{border-left:3px solid #8b0000;padding-left:12px;color:#444}',
      body: `<header><b>Stiri Economice Azi</b> · Economie · Finante · Politica · Sport</header>
<div class="w"><article><h1>ANAF avertizeaza: mesajele despre „rambursarea impozitului” sunt false</h1><p><i>de Mihai Popescu, 15 octombrie 2025, 10:24</i></p>
<p>Agentia Nationala de Administrare Fiscala atrage atentia asupra unui nou val de mesaje frauduloase care circula prin SMS si e-mail. Textul mesajelor este urmatorul:</p>
<blockquote>ANAF: Aveti o rambursare de 1.214,50 lei. Completati datele pana la 18.10 pentru a primi suma: anaf-spv.ro-rambursare[.]info</blockquote>
<p>Reprezentantii institutiei precizeaza ca rambursarile se efectueaza exclusiv in contul IBAN indicat in declaratie si ca ANAF nu solicita niciodata date de card, CVV sau coduri primite prin SMS.</p>
<p>Directoratul National de Securitate Cibernetica (DNSC) recomanda raportarea mesajelor la numarul 1911.</p></article>
<aside><h3>Cele mai citite</h3><ol><li>Cursul BNR: euro scade sub 4,97 lei</li><li>Pensiile cresc din ianuarie</li><li>Noile reguli pentru e-Factura</li></ol></aside></div>
${gtag('G-SEA77RO21')}`,
    }),
  },
  {
    id: 'zi-clean-news-home-cz',
    label: 'clean',
    kind: 'news',
    url: 'https://www.zpravy-dnes-online.cz/',
    body: doc({
      lang: 'cs',
      title: 'Zprávy dnes online — zpravodajství z domova a ze světa',
      css: 'header{background:#1b1b1b;color:#fff;padding:14px 30px;display:flex;gap:20px}.g{max-width:1100px;margin:20px auto;display:grid;grid-template-columns:2fr 1fr 1fr;gap:14px}.g article{background:#fff;padding:14px}.big{grid-row:span 2}.img{height:160px;background:#ccc;margin-bottom:8px}',
      body: `<header><b>Zprávy dnes</b><a>Domácí</a><a>Zahraničí</a><a>Ekonomika</a><a>Sport</a><a>Kultura</a><a>Počasí</a></header>
<div class="g"><article class="big"><div class="img" style="height:330px"></div><h2>Vláda schválila rozpočet na příští rok, schodek bude 230 miliard</h2><p>Ministr financí hájil úspory v dotacích...</p></article>
<article><div class="img"></div><h3>Policie varuje před falešnými SMS o doplatku za zásilku</h3><p>Podvodníci se vydávají za Českou poštu a Zásilkovnu.</p></article>
<article><div class="img"></div><h3>Sparta porazila Slavii v derby 2:1</h3></article>
<article><div class="img"></div><h3>ČNB ponechala sazby beze změny</h3></article>
<article><div class="img"></div><h3>Počasí: o víkendu až 18 stupňů</h3></article></div>
${gtag('G-ZDO2025CZ1')}
${cookieBar('Tento web používá soubory cookie k poskytování služeb a analýze návštěvnosti.', 'Souhlasím')}`,
    }),
  },
];
