import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { baseCss, cookieBar, dataLayer, doc, firstPartyStats, footer, metrikaStub, pixelStub } from '../parts/g-kit.js';

const calcJs = `function emi(p,r,n){r=r/1200;return r?p*r*Math.pow(1+r,n)/(Math.pow(1+r,n)-1):p/n}document.addEventListener('input',function(){var p=+document.getElementById('amt').value,n=+document.getElementById('ten').value,r=+document.getElementById('rate').value;document.getElementById('out').textContent=Math.round(emi(p,r,n)).toLocaleString();});`;
export const entries: Entry[] = [
  // Real-style personal loan page of a regulated lender (US)
  {
    id: 'g-clean-en-lender-personal-loan-rates',
    label: 'clean',
    kind: 'lender',
    url: 'https://www.lightstreamfinance.com/personal-loans/debt-consolidation',
    body: doc({
      lang: 'en-US',
      title: 'Debt Consolidation Loans | Fixed Rates 7.49%–25.49% APR | Lightstream Finance',
      css: `${baseCss} .hero{background:#f0f7f4;padding:48px 0}.g{display:grid;grid-template-columns:1.2fr 1fr;gap:40px}.calc{background:#fff;border:1px solid #d1e7dd;border-radius:10px;padding:20px}.calc input{width:100%}.cta{background:#0f766e;color:#fff}.disc{font-size:12px;color:#555}table{border-collapse:collapse;width:100%}td,th{border:1px solid #e5e7eb;padding:8px;text-align:left}`,
      head: dataLayer('G-LSF00231'),
      body: `<header class="top"><div class="wrap"><b style="color:#0f766e;font-size:22px">Lightstream Finance</b><nav><a href="#">Personal loans</a><a href="#">Auto refinance</a><a href="#">Rates</a><a href="/login">Sign in</a></nav></div></header>
<section class="hero"><div class="wrap g"><div><h1>Consolidate credit card debt into one fixed monthly payment</h1><p>Loans from $5,000 to $100,000. Check your rate in 2 minutes with a soft credit inquiry that won’t affect your credit score. No origination fees, no prepayment penalties.</p><a class="btn cta" href="/apply/check-rate">Check your rate</a></div>
<div class="calc"><h3>Estimate your payment</h3><label>Loan amount ($)<input id="amt" type="number" value="20000"></label><label>Term (months)<input id="ten" type="number" value="48"></label><label>APR (%)<input id="rate" type="number" value="11.99"></label><p>Estimated monthly payment: <b>$<span id="out">527</span></b></p></div></div></section>
<div class="wrap"><h2>Rates and terms</h2><table><tr><th>Term</th><th>APR range (with AutoPay)</th></tr><tr><td>24–36 months</td><td>7.49% – 23.99%</td></tr><tr><td>37–60 months</td><td>8.49% – 24.99%</td></tr><tr><td>61–84 months</td><td>9.99% – 25.49%</td></tr></table>
<p class="disc">Rates shown include a 0.50% AutoPay discount. Your rate will be determined by your credit profile, loan amount and term. Example: a $10,000 loan with a 36-month term at 11.99% APR has 36 monthly payments of $332.10. <b>We will never ask you to pay a fee, buy gift cards or send money before you receive your loan.</b> If anyone claiming to be Lightstream asks for upfront payment, report it at /security.</p>
<p class="disc">Loans are made by Lightstream Bank, N.A., Member FDIC. NMLS ID 2044711. Equal Housing Lender.</p></div>
${footer({ Products: ['Personal loans', 'Home improvement', 'Auto refinance'], Company: ['About', 'Careers', 'Newsroom'], Help: ['FAQ', 'Contact', 'Report fraud'] }, '© 2025 Lightstream Finance, a division of Lightstream Bank, N.A. Member FDIC.')}
<script src="/static/emi.js"></script>`,
    }),
    routes: { 'www.lightstreamfinance.com/static/emi.js': jsRoute(calcJs) },
  },
  // German loan comparison portal
  {
    id: 'g-clean-de-kreditvergleich-portal',
    label: 'clean',
    kind: 'loan-comparison',
    url: 'https://www.kreditkompass24.de/ratenkredit/vergleich?betrag=15000&laufzeit=60',
    body: doc({
      lang: 'de',
      title: 'Ratenkredit Vergleich: 15.000 € für 60 Monate | KreditKompass24',
      css: `${baseCss} body{background:#f6f8fa}.r{background:#fff;border:1px solid #e1e4e8;border-radius:8px;padding:16px;margin:10px 0;display:grid;grid-template-columns:1.5fr 1fr 1fr 1fr auto;gap:10px;align-items:center}.r b{font-size:20px}.go{background:#0366d6;color:#fff}.tuev{background:#e6f4ea;padding:8px 12px;border-radius:6px;font-size:13px;display:inline-block}.note{font-size:12px;color:#586069}`,
      head: dataLayer('G-KK24DE01'),
      body: `<header class="top" style="background:#fff"><div class="wrap"><b style="color:#0366d6;font-size:22px">KreditKompass24</b><nav><a href="#">Ratenkredit</a><a href="#">Autokredit</a><a href="#">Umschuldung</a><a href="#">Ratgeber</a></nav></div></header>
<div class="wrap"><h1>Ratenkredit-Vergleich: 15.000 € · 60 Monate · Verwendung: Freie Verwendung</h1><p class="tuev">✔ TÜV-geprüfter Vergleich · Schufa-neutrale Anfrage · 100 % kostenlos</p>
<div class="r"><div><b>SKG Bank</b><br><small>Sofortzusage</small></div><div>eff. Jahreszins<br><b>5,29 %</b></div><div>Monatsrate<br><b>284,51 €</b></div><div>Gesamtbetrag<br>17.070,60 €</div><a class="btn go" href="/antrag/skg">Zum Antrag</a></div>
<div class="r"><div><b>Deutsche Kreditbank</b><br><small>Online-Kredit</small></div><div>eff. Jahreszins<br><b>5,69 %</b></div><div>Monatsrate<br><b>287,28 €</b></div><div>Gesamtbetrag<br>17.236,80 €</div><a class="btn go" href="/antrag/dkb">Zum Antrag</a></div>
<div class="r"><div><b>Targobank</b><br><small>mit Filialberatung</small></div><div>eff. Jahreszins<br><b>6,45 %</b></div><div>Monatsrate<br><b>292,61 €</b></div><div>Gesamtbetrag<br>17.556,60 €</div><a class="btn go" href="/antrag/targo">Zum Antrag</a></div>
<p class="note">Repräsentatives Beispiel gem. § 17 PAngV: Nettodarlehensbetrag 15.000 €, Laufzeit 60 Monate, gebundener Sollzins 5,83 % p.a., effektiver Jahreszins 5,99 %, Gesamtbetrag 17.340,00 €. Bonitätsabhängige Konditionen. Seriöse Banken verlangen <b>niemals Vorkosten oder Gebühren vor Auszahlung</b> – Angebote „ohne Schufa gegen Vorkasse“ sind unseriös.</p></div>
${footer({ Vergleiche: ['Ratenkredit', 'Tagesgeld', 'Girokonto'], Unternehmen: ['Über uns', 'Presse', 'Karriere'], Rechtliches: ['Impressum', 'Datenschutz', 'AGB'] }, '© 2025 KreditKompass24 GmbH · Kreditvermittler nach § 34c GewO · Registriert bei der IHK München')}
${cookieBar('Wir verwenden Cookies, um unseren Vergleich zu verbessern.', 'Akzeptieren')}`,
    }),
  },
  // Spanish paid-survey panel
  {
    id: 'g-clean-es-panel-encuestas-remuneradas',
    label: 'clean',
    kind: 'survey-earn',
    url: 'https://www.opinapanel.es/gana-dinero-con-encuestas',
    body: doc({
      lang: 'es',
      title: 'Gana dinero con encuestas online | OpinaPanel',
      css: `${baseCss} .hero{background:#ecfeff;padding:44px 0}.g{display:grid;grid-template-columns:1.3fr 1fr;gap:30px}.card{background:#fff;border-radius:10px;padding:18px;box-shadow:0 2px 10px rgba(0,0,0,.07)}.card input{width:100%;padding:10px;margin:6px 0}.reg{background:#0891b2;color:#fff;width:100%}.faq b{display:block;margin-top:12px}`,
      head: dataLayer('G-OPN0091'),
      body: `<header class="top"><div class="wrap"><b style="color:#0891b2;font-size:22px">OpinaPanel</b><nav><a href="#">Cómo funciona</a><a href="#">Recompensas</a><a href="#">Ayuda</a><a href="/login">Acceder</a></nav></div></header>
<section class="hero"><div class="wrap g"><div><h1>Tu opinión vale: gana puntos por cada encuesta</h1><p>Participa en estudios de mercado de marcas reales desde 0,50 € hasta 5 € por encuesta. Canjea tus puntos a partir de 10 € por transferencia, PayPal o tarjetas regalo.</p><p>Sé realista: la mayoría de panelistas gana entre 10 y 30 € al mes. No es un trabajo ni un sueldo.</p></div>
<div class="card"><h3>Regístrate gratis</h3><form action="/registro" method="post"><input name="email" type="email" placeholder="Correo electrónico"><input name="nacimiento" type="date"><input name="cp" placeholder="Código postal"><button class="btn reg">Crear cuenta</button></form><p style="font-size:11px;color:#666">Al registrarte aceptas la Política de privacidad. Tratamos tus datos conforme al RGPD.</p></div></div></section>
<div class="wrap faq"><h2>Preguntas frecuentes</h2><b>¿Tengo que pagar algo?</b>Nunca. OpinaPanel es gratuito y nunca te pediremos pagos, depósitos ni datos bancarios para "desbloquear" tus recompensas.<b>¿Cuándo recibo el dinero?</b>Las transferencias se procesan en 5 días laborables.<b>¿Quién está detrás?</b>OpinaPanel es propiedad de Estudios de Mercado Ibérica S.L., miembro de ESOMAR.</div>
${footer({ OpinaPanel: ['Quiénes somos', 'Clientes', 'Prensa'], Legal: ['Aviso legal', 'Privacidad', 'Cookies'] }, '© 2025 Estudios de Mercado Ibérica S.L. · CIF B-8XXXXXXX · C/ Alcalá 120, Madrid')}`,
    }),
  },
  // Indonesian OJK-licensed mutual fund app landing
  {
    id: 'g-clean-id-reksa-dana-ojk-aplikasi',
    label: 'clean',
    kind: 'investment-platform',
    url: 'https://www.tumbuhdana.co.id/reksa-dana',
    body: doc({
      lang: 'id',
      title: 'Investasi Reksa Dana Mulai Rp10.000 | TumbuhDana',
      css: `${baseCss} .hero{background:#ecfdf5;padding:44px 0}.p{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.p div{border:1px solid #d1fae5;border-radius:8px;padding:14px}.store{background:#111;color:#fff;margin-right:8px}`,
      body: `<header class="top"><div class="wrap"><b style="color:#059669;font-size:22px">TumbuhDana</b><nav><a href="#">Reksa Dana</a><a href="#">SBN</a><a href="#">Edukasi</a><a href="#">Bantuan</a></nav></div></header>
<section class="hero"><div class="wrap"><h1>Investasi reksa dana mulai Rp10.000</h1><p>Pilih reksa dana pasar uang, obligasi, atau saham dari 30+ manajer investasi. Tanpa biaya pembelian dan penjualan.</p><a class="btn store" href="https://play.google.com/store/apps/details?id=id.tumbuhdana.app">Google Play</a><a class="btn store" href="https://apps.apple.com/id/app/tumbuhdana/id1500000000">App Store</a></div></section>
<div class="wrap"><h2>Kinerja 1 tahun (per 31 Okt 2025)</h2><div class="p"><div><b>Pasar Uang</b><br>4,9%/thn<br><small>Risiko rendah</small></div><div><b>Obligasi</b><br>6,7%/thn<br><small>Risiko sedang</small></div><div><b>Saham</b><br>-3,1% s/d 18,4%<br><small>Risiko tinggi</small></div></div>
<p style="font-size:13px">Kinerja masa lalu tidak menjamin kinerja masa depan. Investasi reksa dana mengandung risiko. TumbuhDana hanya tersedia di Google Play dan App Store; kami tidak pernah mengirim file APK melalui WhatsApp dan tidak menjanjikan keuntungan tetap.</p>
<p style="font-size:12px;color:#666">PT TumbuhDana Investasi Indonesia terdaftar dan diawasi oleh Otoritas Jasa Keuangan sebagai Agen Penjual Efek Reksa Dana (APERD) No. KEP-XX/PM.21/2019.</p></div>
${footer({ Produk: ['Reksa Dana', 'SBN Ritel'], Perusahaan: ['Tentang', 'Karier', 'Kontak'] }, '© 2025 PT TumbuhDana Investasi Indonesia')}`,
    }),
  },
];

