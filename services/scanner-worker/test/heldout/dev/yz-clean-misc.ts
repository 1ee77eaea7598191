import { type Entry } from '../entry.js';
import { doc, site } from '../parts/yz-kit.js';
import { cfb, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yz-clean-xtb-otworz-konto-broker',
  label: 'clean',
  kind: 'broker-signup',
  url: 'https://www.xtb.com/pl/otworz-konto?utm_campaign=brand-yz',
  body: site({
    lang: 'pl',
    title: 'Otwórz konto | XTB',
    brand: 'XTB',
    color: '#0d1b2a',
    nav: ['Oferta', 'Platforma', 'Edukacja', 'O nas'],
    main: `<h1>Otwórz konto w XTB</h1>
<p>Inwestuj w akcje, ETF-y i inne instrumenty. XTB S.A. jest nadzorowana przez Komisję Nadzoru Finansowego.</p>
<form method="post" action="https://xstation5.xtb.com/api/registration/start" style="max-width:420px"><p><input name="email" type="email" placeholder="E-mail" style="width:100%;padding:10px"></p><p><select name="country" style="width:100%;padding:10px"><option>Polska</option></select></p><p><label><input type="checkbox" name="marketing"> Zgoda na kontakt marketingowy</label></p><button class="btn">Załóż konto</button></form>
<p style="font-size:12px;color:#666">CFD są złożonymi instrumentami i wiążą się z dużym ryzykiem szybkiej utraty środków pieniężnych z powodu dźwigni finansowej. 71% rachunków inwestorów detalicznych odnotowuje straty w wyniku handlu kontraktami CFD u niniejszego dostawcy. Zastanów się, czy rozumiesz, jak działają kontrakty CFD i czy możesz pozwolić sobie na wysokie ryzyko utraty pieniędzy.</p>`,
    footer: 'XTB S.A. · ul. Prosta 67, Warszawa · KNF',
  }),
},
{
  id: 'yz-clean-przelewy24-bank-chooser',
  label: 'clean',
  kind: 'payment-gateway-bank-chooser',
  url: 'https://secure.przelewy24.pl/trnRequest/5A3F9E7C-2D4B-4C11-9A60-7F21B8D0E3YZ',
  body: doc({
    lang: 'pl',
    title: 'Przelewy24 – wybierz metodę płatności',
    css: `body{margin:0;font-family:Open Sans,Arial,sans-serif;background:#f4f4f4}.h{background:#fff;padding:12px 24px;border-bottom:3px solid #d13239;display:flex;justify-content:space-between}.w{max-width:760px;margin:20px auto;background:#fff;padding:24px}
.g{display:grid;grid-template-columns:repeat(4,1fr);gap:10px}.g a{border:1px solid #ddd;border-radius:4px;padding:18px 6px;text-align:center;text-decoration:none;color:#333;font-weight:700;font-size:13px}`,
    body: `<div class="h"><b style="color:#d13239">Przelewy24</b><span>Sklep: <b>x-kom.pl</b> · Kwota: <b>2 349,00 zł</b></span></div>
<div class="w"><h2>Wybierz bank</h2>
<div class="g"><a href="/trnRequest/5A3F9E7C-2D4B-4C11-9A60-7F21B8D0E3YZ/pay/154">BLIK</a><a href="/trnRequest/5A3F9E7C-2D4B-4C11-9A60-7F21B8D0E3YZ/pay/31">PKO BP</a><a href="/trnRequest/5A3F9E7C-2D4B-4C11-9A60-7F21B8D0E3YZ/pay/25">mBank</a><a href="/trnRequest/5A3F9E7C-2D4B-4C11-9A60-7F21B8D0E3YZ/pay/112">ING</a>
<a href="/trnRequest/5A3F9E7C-2D4B-4C11-9A60-7F21B8D0E3YZ/pay/20">Santander</a><a href="/trnRequest/5A3F9E7C-2D4B-4C11-9A60-7F21B8D0E3YZ/pay/88">Pekao</a><a href="/trnRequest/5A3F9E7C-2D4B-4C11-9A60-7F21B8D0E3YZ/pay/65">Millennium</a><a href="/trnRequest/5A3F9E7C-2D4B-4C11-9A60-7F21B8D0E3YZ/pay/241">Karta</a></div>
<p style="font-size:12px;color:#777">PayPro S.A. · Płatność zostanie przekazana do sklepu x-kom sp. z o.o. Po wybraniu banku zostaniesz przekierowany do jego serwisu transakcyjnego.</p></div>`,
  }),
},
{
  id: 'yz-clean-xkom-wyprzedaz-countdown',
  label: 'clean',
  kind: 'shop-clearance-sale',
  url: 'https://www.x-kom.pl/goracy_strzal?promo=yz-dyson',
  body: site({
    lang: 'pl',
    title: 'Gorący strzał – Dyson V15 Detect Absolute -30% | x-kom',
    brand: 'x-kom',
    color: '#1a1a1a',
    nav: ['Laptopy', 'Smartfony', 'AGD', 'Promocje'],
    css: '.p{font-size:30px;color:#d0021b;font-weight:700}.o{text-decoration:line-through;color:#999}.t{font:bold 20px monospace}',
    main: `<h1>Gorący strzał: Dyson V15 Detect Absolute</h1>
<p class="o">2 499,00 zł</p><p class="p">1 749,00 zł</p><p>Do końca promocji: <span class="t" id="t">05:12:09</span> · Zostało 84 z 300 szt.</p>
<form method="post" action="/koszyk/dodaj"><input type="hidden" name="productId" value="1049322"><button class="btn">Dodaj do koszyka</button></form>
<p>Płatności: BLIK, karta, szybki przelew (Przelewy24), raty, PayPo, przelew tradycyjny na rachunek x-kom sp. z o.o. Wysyłka: kurier, Paczkomat, salon.</p>
<p style="font-size:12px;color:#777">x-kom sp. z o.o., ul. Bojemskiego 25, 42-202 Częstochowa · NIP 9492107026</p>`,
    footer: 'x-kom · Regulamin · Reklamacje',
    tail: `<script>var s=18729;setInterval(function(){s--;document.getElementById('t').textContent=[Math.floor(s/3600),Math.floor(s%3600/60),s%60].map(function(v){return String(v).padStart(2,'0')}).join(':')},1000);</script>`,
  }),
},
{
  id: 'yz-clean-datovka-nic-cz-msi-download',
  label: 'clean',
  kind: 'software-download',
  url: 'https://www.datovka.cz/cs/pages/instalace.html?os=windows',
  body: site({
    lang: 'cs',
    title: 'Datovka – instalace pro Windows | CZ.NIC',
    brand: 'Datovka',
    color: '#2362a2',
    nav: ['O aplikaci', 'Instalace', 'Dokumentace', 'Podpora'],
    main: `<h1>Instalace aplikace Datovka (Windows)</h1>
<p>Datovka je svobodná multiplatformní aplikace pro přístup k datovým schránkám, kterou vyvíjí sdružení CZ.NIC.</p>
<p><a class="btn" href="https://secure.nic.cz/files/datove_schranky/4.24.2/datovka-4.24.2-windows-x64.msi">Stáhnout Datovka 4.24.2 (64bit MSI)</a></p>
<p>SHA-256: <code>9b2f1e0c4d7a83e65f10b8c2a97d3e41f6a0c58b2d9e7f31a4c6b08d5e2f9a17</code><br>Podpis souborů: <a href="https://secure.nic.cz/files/datove_schranky/4.24.2/SHA256SUMS.asc">SHA256SUMS.asc</a></p>
<p>Tichou instalaci pro správce: <code>msiexec /i datovka-4.24.2-windows-x64.msi /qn</code></p>`,
    footer: 'CZ.NIC, z. s. p. o. · Milešovská 1136/5, Praha 3',
  }),
  routes: {
    'secure.nic.cz/files/datove_schranky/4.24.2/datovka-4.24.2-windows-x64.msi': fileRoute(cfb(['Installer', 'Datovka', 'CZ.NIC, z. s. p. o.', 'ProductVersion', '4.24.2']), 'application/x-msi', 'datovka-4.24.2-windows-x64.msi'),
  },
},
{
  id: 'yz-clean-fakturownia-pobierz-fakture-pdf',
  label: 'clean',
  kind: 'invoice-portal-download',
  url: 'https://hurtownia-budmax.fakturownia.pl/invoices/418822911/view?token=yzR2kx9',
  body: doc({
    lang: 'pl',
    title: 'Faktura FV/2025/10/1184 – Fakturownia',
    css: `body{font-family:Arial,sans-serif;background:#f3f5f7;margin:0}.w{max-width:760px;margin:30px auto;background:#fff;padding:30px}table{width:100%;border-collapse:collapse}td,th{border:1px solid #ddd;padding:6px;font-size:13px}.b{background:#2c7be5;color:#fff;padding:10px 18px;text-decoration:none;border-radius:4px}`,
    body: `<div class="w"><p style="text-align:right"><a class="b" href="/invoices/418822911.pdf?token=yzR2kx9">Pobierz PDF</a></p>
<h2>Faktura VAT FV/2025/10/1184</h2><p>Sprzedawca: Hurtownia Budowlana BUD-MAX Sp. z o.o., NIP 7010000000<br>Nabywca: Stolarstwo Kowalczyk, NIP 5420000000</p>
<table><tr><th>Nazwa</th><th>Ilość</th><th>Netto</th><th>VAT</th><th>Brutto</th></tr><tr><td>Płyta MDF 18 mm</td><td>20</td><td>2 400,00</td><td>23%</td><td>2 952,00</td></tr><tr><td>Okleina ABS</td><td>50 mb</td><td>175,00</td><td>23%</td><td>215,25</td></tr></table>
<p><b>Do zapłaty: 3 167,25 zł</b> · Termin: 7 dni · Przelew na rachunek: PL 33 1050 0000 0000 0000 0000 1184</p>
<p style="font-size:12px;color:#777">Faktura wystawiona w KSeF, nr KSeF: 7010000000-20251014-3F9A2B1C-1E</p></div>`,
  }),
  routes: {
    'hurtownia-budmax.fakturownia.pl/invoices/418822911.pdf': fileRoute(`%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length 64 >> stream
BT /F1 14 Tf 60 780 Td (Faktura VAT FV/2025/10/1184) Tj ET
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`, 'application/pdf', 'FV_2025_10_1184.pdf'),
  },
},
{
  id: 'yz-clean-revoke-cash-approvals',
  label: 'clean',
  kind: 'wallet-tool',
  url: 'https://revoke.cash/address/0x7a16ff8270133f063aab6c9977183d9e72835428?chainId=1&yz=1',
  body: doc({
    lang: 'en',
    title: 'Revoke.cash – Manage your token approvals',
    css: `body{margin:0;background:#fff;font-family:Inter,Arial,sans-serif}.w{max-width:900px;margin:40px auto;padding:0 16px}table{width:100%;border-collapse:collapse}td,th{padding:10px;border-bottom:1px solid #eee;text-align:left;font-size:14px}
.r{background:#fff;border:1px solid #111;padding:6px 12px;border-radius:8px}`,
    body: `<div class="w"><h1>Approvals for 0x7a16…5428</h1>
<table><tr><th>Asset</th><th>Spender</th><th>Allowance</th><th></th></tr>
<tr><td>USDT</td><td>Uniswap: Permit2</td><td>Unlimited</td><td><button class="r" data-t="0xdAC17F958D2ee523a2206206994597C13D831ec7" data-s="0x000000000022D473030F116dDEE9F6B43aC78BA3">Revoke</button></td></tr>
<tr><td>Pudgy Penguins</td><td>OpenSea: Seaport 1.6</td><td>All NFTs</td><td><button class="r" data-nft="1" data-t="0xBd3531dA5CF5857e7CfAA92426877b022e612cf8" data-s="0x1E0049783F008A0085193E00003D00cd54003c71">Revoke</button></td></tr></table>
<p style="font-size:13px;color:#666">Revoking sets the allowance to zero. Revoke.cash never asks for your seed phrase.</p></div>`,
    tail: `<script>
function pad(h){h=h.replace(/^0x/,'');return '0'.repeat(64-h.length)+h}
document.querySelectorAll('.r').forEach(function(b){b.onclick=async function(){var a=(await window.ethereum.request({method:'eth_requestAccounts'}))[0];
var data=b.dataset.nft?'0xa22cb465'+pad(b.dataset.s)+pad('0'):'0x095ea7b3'+pad(b.dataset.s)+pad('0');
await window.ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:b.dataset.t,data:data}]});b.textContent='Revoked'}});
</script>`,
  }),
},
{
  id: 'yz-clean-pracuj-oferta-ksiegowosc-zdalnie',
  label: 'clean',
  kind: 'job-ad',
  url: 'https://www.pracuj.pl/praca/specjalista-ds-ksiegowosci-praca-zdalna,oferta,1004418275',
  body: site({
    lang: 'pl',
    title: 'Specjalista ds. księgowości (praca zdalna) – Biuro Rachunkowe Libra | Pracuj.pl',
    brand: 'pracuj.pl',
    color: '#0a66c2',
    nav: ['Oferty pracy', 'Pracodawcy', 'Moje konto'],
    main: `<h1>Specjalista ds. księgowości (praca zdalna)</h1>
<p><b>Biuro Rachunkowe Libra sp. z o.o.</b> · Poznań (praca zdalna) · umowa o pracę · 7 500–9 000 zł brutto</p>
<h3>Zakres obowiązków</h3><ul><li>Prowadzenie ksiąg rachunkowych klientów (KPiR, pełna księgowość)</li><li>Obsługa KSeF i JPK</li><li>Rozliczenia VAT i CIT</li></ul>
<h3>Oferujemy</h3><ul><li>Laptop służbowy i pakiet Microsoft 365</li><li>Rozmowy rekrutacyjne w Microsoft Teams</li></ul>
<p><a class="btn" href="/aplikuj/1004418275">Aplikuj</a></p>
<p style="font-size:12px;color:#777">Pracuj.pl: Pracodawca nigdy nie poprosi Cię o wpłatę pieniędzy, instalację oprogramowania spoza oficjalnych źródeł ani o dane karty w procesie rekrutacji.</p>`,
    footer: 'Grupa Pracuj S.A. · ul. Prosta 68, Warszawa',
  }),
},
];
