import { type Entry, redirectRoute } from '../entry.js';
import { doc, gtag, gtagRoute, cookieBar, js, json, html } from '../parts/zo-kit.js';
import { pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zo-clean-hcaptcha-ticket-queue',
    label: 'clean',
    kind: 'bot-check',
    url: 'https://queue.ticketwave-events.co.uk/?c=ticketwave&e=coldplay2027lon&t=https%3A%2F%2Fwww.ticketwave-events.co.uk%2Fevent%2F1F006',
    body: doc('You are now in line – TicketWave', `
<main style="max-width:560px;text-align:center">
 <b style="font-size:24px;color:#026cdf">TicketWave</b>
 <h1 style="font-size:22px">You are now in the queue</h1>
 <p>Coldplay – Music of the Spheres · Wembley Stadium · 21 Aug 2027</p>
 <p>Before entering the queue, please confirm you're not a bot.</p>
 <div style="border:1px solid #d1d5db;width:302px;margin:0 auto;padding:16px;display:flex;gap:10px;align-items:center;background:#f9fafb"><input type="checkbox" id="h" style="width:auto"> I am human <span style="margin-left:auto;font-size:10px">hCaptcha<br>Privacy - Terms</span></div>
 <p id="pos" style="display:none">Your number in line: <b>48,213</b><br>Estimated wait: more than an hour</p>
 <p style="font-size:12px;color:#666">Do not refresh this page — you'll lose your place. When it's your turn you'll have 10 minutes to enter the site.</p>
</main>
<script>document.getElementById('h').onchange=function(){document.getElementById('pos').style.display='block';};</script>`, { lang: 'en-GB' }),
  },
  {
    id: 'zo-clean-bitly-shortlink-to-article',
    label: 'clean',
    kind: 'url-shortener',
    url: 'https://bit.ly/3Qx7Lm2',
    routes: {
      'bit.ly/3Qx7Lm2': redirectRoute(301, 'https://www.harbor-health-news.org/2026/11/flu-season-vaccination-clinics-open?utm_source=twitter&utm_medium=social&utm_campaign=flu26'),
      'www.harbor-health-news.org/2026/11/flu-season-vaccination-clinics-open': html(doc('Flu season: free vaccination clinics open this weekend | Harbor Health News', `
<header style="border-bottom:1px solid #ddd"><b>Harbor Health News</b> · Local · Health · Community</header>
<main style="max-width:720px"><h1>Flu season: free vaccination clinics open this weekend</h1><p style="color:#6b7280">By Renee Alvarez · Nov 27, 2026</p>
<p>The county health department will run walk-in flu and COVID-19 vaccination clinics at five community centers on Saturday and Sunday. No appointment or insurance is required.</p>
<p>Residents aged 65 and older are encouraged to request the high-dose vaccine. Children under 9 receiving a flu vaccine for the first time need two doses four weeks apart.</p>
<ul><li>Eastside Community Center, 9am–3pm</li><li>Maple Street Library, 10am–2pm</li><li>Harbor High School gym, 9am–1pm</li></ul></main>
${gtag('stats.harbor-health-news.org', 'G-HHN2026')}
${cookieBar('en')}`)),
      'stats.harbor-health-news.org/gtag/js': gtagRoute(),
    },
  },
  {
    id: 'zo-clean-sendgrid-click-tracking-redirect',
    label: 'clean',
    kind: 'tracking-redirect',
    url: 'https://u4471920.ct.sendgrid.net/ls/click?upn=u001.8Lq2wX7f-2BkP4n9Z1a-2FhR3mVqT6yB0eG5jD8sK2cW1o-3D-3DxYz_',
    routes: {
      'u4471920.ct.sendgrid.net/ls/click': redirectRoute(302, 'https://www.nordlichtoutdoor.de/black-week?utm_source=newsletter&utm_medium=email&utm_campaign=bw26'),
      'www.nordlichtoutdoor.de/black-week': html(doc('Black Week: bis zu 50 % Rabatt | Nordlicht Outdoor', `
<div style="background:#111;color:#fff;text-align:center;padding:6px;font-size:13px">BLACK WEEK · Nur bis Montag 23:59 Uhr · Kostenloser Versand ab 50 €</div>
<header style="border-bottom:1px solid #eee"><b>NORDLICHT OUTDOOR</b> · Damen · Herren · Zelte · Rucksäcke · Sale</header>
<main>
 <h1>Black Week – bis zu 50 % auf ausgewählte Artikel</h1>
 <p>Endet in <b id="cd">2 Tage 14:22:10</b></p>
 <div style="display:flex;gap:16px;flex-wrap:wrap">
  <div style="width:200px"><div style="background:#e5e7eb;height:160px"></div>Fjellrunner 3-Lagen Jacke<br><s>289,00 €</s> <b style="color:#b91c1c">169,00 €</b></div>
  <div style="width:200px"><div style="background:#e5e7eb;height:160px"></div>Trekkingrucksack Kaja 45L<br><s>149,95 €</s> <b style="color:#b91c1c">99,95 €</b></div>
  <div style="width:200px"><div style="background:#e5e7eb;height:160px"></div>Daunenschlafsack -10°<br><s>219,00 €</s> <b style="color:#b91c1c">139,00 €</b></div>
 </div>
</main>
<footer>Nordlicht Outdoor GmbH · Hafenstraße 12 · 24103 Kiel · HRB 20931 KI · USt-IdNr. DE312345678 · Impressum · Datenschutz · AGB · Widerrufsrecht</footer>
${cookieBar('de')}`, { lang: 'de' })),
    },
  },
  {
    id: 'zo-clean-de-news-consent-pur-wall',
    label: 'clean',
    kind: 'cookie-wall',
    url: 'https://www.rheinpfalz-kurier.de/region/ludwigshafen/artikel/neue-rheinbruecke-baubeginn-2027',
    body: doc('Neue Rheinbrücke: Baubeginn 2027 bestätigt – Rheinpfalz Kurier', `
<header style="border-bottom:2px solid #003366"><b style="color:#003366;font-size:22px">Rheinpfalz Kurier</b> · Region · Politik · Sport · Kultur</header>
<main style="filter:blur(3px)"><h1>Neue Rheinbrücke: Baubeginn 2027 bestätigt</h1><p>Die Stadt Ludwigshafen und das Land haben sich auf einen Zeitplan für den Neubau der Rheinbrücke geeinigt...</p></main>
<div style="position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center"><div style="background:#fff;max-width:560px;padding:24px;border-radius:6px;font-size:14px">
 <h2 style="margin-top:0;font-size:20px">Lesen Sie Rheinpfalz Kurier mit Werbung und Tracking oder im PUR-Abo</h2>
 <p>Wir und unsere 142 Partner speichern und/oder greifen auf Informationen auf Ihrem Gerät zu (z. B. Cookies) und verarbeiten personenbezogene Daten wie eindeutige Kennungen für personalisierte Anzeigen und Inhalte, Anzeigen- und Inhaltsmessungen sowie Erkenntnisse über Zielgruppen.</p>
 <div style="display:flex;gap:10px"><button class="btn" style="flex:1" onclick="this.closest('div[style*=fixed]').remove()">Akzeptieren und weiter</button><a class="btn" style="flex:1;background:#003366;text-align:center" href="/abo/pur">PUR-Abo für 2,99 €/Monat</a></div>
 <p style="font-size:12px"><a href="#">Einstellungen</a> · <a href="#">Datenschutzerklärung</a> · <a href="#">Impressum</a> · Bereits PUR-Abonnent? <a href="#">Anmelden</a></p>
</div></div>`, { lang: 'de' }),
  },
  {
    id: 'zo-clean-news-warning-investment-scams',
    label: 'clean',
    kind: 'news-article',
    url: 'https://www.moneywise-weekly.co.uk/scams/fake-celebrity-investment-ads-what-to-do',
    body: doc('Fake celebrity investment ads: how to spot them and what to do | MoneyWise Weekly', `
<header style="border-bottom:1px solid #ddd"><b style="font-family:Georgia;font-size:24px">MoneyWise Weekly</b> · Saving · Mortgages · Pensions · Scams</header>
<main style="max-width:720px;font-family:Georgia,serif">
 <h1>Fake celebrity investment ads: how to spot them and what to do</h1>
 <p style="color:#6b7280">By Priya Shah · 26 November 2026</p>
 <p>Adverts claiming that a TV presenter or money expert has revealed a "loophole" for earning £1,000 a day are circulating again on social media. They lead to pages dressed up as news articles, complete with fake comments, countdown timers and a sign-up form that asks for your phone number.</p>
 <p>Within minutes of registering, victims receive a call from an "account manager" who asks for an initial £250 deposit and later pressures them into installing remote-access software such as AnyDesk.</p>
 <h2>Warning signs</h2><ul><li>Promises of guaranteed or very high returns</li><li>"Only 37 places left today"</li><li>Claims that banks or the government tried to stop the interview</li><li>The firm is not on the FCA register</li></ul>
 <h2>What to do</h2><p>Report the advert to the platform, check the <a href="https://register.fca.org.uk/">FCA register</a>, and if you've paid, contact your bank immediately and report to Action Fraud on 0300 123 2040.</p>
</main>
${cookieBar('en')}`, { lang: 'en-GB' }),
  },
  {
    id: 'zo-clean-ja-news-cookie-consent',
    label: 'clean',
    kind: 'cookie-wall',
    url: 'https://www.kanagawa-shimbun-online.jp/news/2026/11/29/minatomirai-illumination.html',
    body: doc('みなとみらいで冬のイルミネーション始まる｜かながわ新聞オンライン', `
<header style="border-bottom:2px solid #0a3d91"><b style="color:#0a3d91">かながわ新聞オンライン</b> 社会・経済・スポーツ・地域</header>
<main style="max-width:720px"><h1 style="font-size:24px">みなとみらいで冬のイルミネーション始まる</h1><p>2026年11月29日 18:05</p>
<p>横浜・みなとみらい地区で29日、冬恒例のイルミネーションが点灯した。約60万球のLEDが運河沿いや街路樹を彩り、来年2月14日まで毎日17時から22時まで楽しめる。</p>
<p>主催者によると、今年は再生可能エネルギー由来の電力を100%使用しているという。</p></main>
${cookieBar('ja')}`, { lang: 'ja' }),
  },
];
