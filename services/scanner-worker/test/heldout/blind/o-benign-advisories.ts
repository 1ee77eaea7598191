import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, gtag, matomo, cookieBar, footer, nav, baseCss, pngR, js, json } from '../parts/o-kit.js';

// CERT, police and bank security advisories: they quote the phishing texts, name fake domains (defanged) and
// show screenshots of kits, which is why they land in the queue.

export const entries: Entry[] = [
{
  id: 'o-adv-pl-cert-ostrzezenie-paczki',
  label: 'clean',
  kind: 'cert-advisory',
  url: 'https://cert.pl/posts/2026/11/kampania-doplata-paczka-olx/',
  body: doc({
    lang: 'pl',
    title: 'Kampania „dopłata do paczki” i fałszywe OLX – ostrzeżenie | CERT Polska',
    head: matomo(3),
    css: baseCss('"Source Sans Pro", Arial, sans-serif') + `article{max-width:780px;margin:0 auto;padding:20px}pre{background:#f4f4f4;padding:12px;white-space:pre-wrap;font-size:14px;border-left:4px solid #c00}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #ddd;padding:6px;text-align:left}code{background:#f4f4f4;padding:1px 4px}`,
    body: `${nav('CERT Polska', ['Aktualności', 'Publikacje', 'Zgłoś incydent', 'Lista ostrzeżeń'], '#111')}
<article><p class="muted">2026-11-26 · Zespół CERT Polska</p><h1>Kampania „dopłata do paczki” i fałszywe strony OLX</h1>
<p>Od kilku dni obserwujemy wzmożoną kampanię SMS podszywającą się pod firmy kurierskie. Treść wiadomości:</p>
<pre>InPost: Twoja paczka zostala wstrzymana z powodu niepelnej oplaty za gabaryt (1,99 PLN). Oplac w ciagu 48h: hxxps://inpost-paczkomat[.]info-doplata[.]com/p/8843192</pre>
<p>Po kliknięciu ofiara trafia na stronę łudząco podobną do InPost, gdzie podaje dane karty. Następnie wyświetlana jest fałszywa bramka 3-D Secure, a przestępcy w czasie rzeczywistym używają kodu do autoryzacji transakcji.</p>
<h2>Wskaźniki</h2><table><tr><th>Domena</th><th>Pierwsza obserwacja</th><th>Status</th></tr><tr><td><code>inpost-paczkomat[.]info-doplata[.]com</code></td><td>2026-11-22</td><td>Lista ostrzeżeń</td></tr><tr><td><code>olx[.]pl-bezpieczna-transakcja[.]shop</code></td><td>2026-11-23</td><td>Lista ostrzeżeń</td></tr><tr><td><code>ipko-autoryzacja24[.]online</code></td><td>2026-11-24</td><td>Lista ostrzeżeń</td></tr></table>
<h2>Jak się chronić</h2><ul><li>Sprawdzaj adres strony przed wpisaniem danych.</li><li>Nie podawaj danych karty, aby „odebrać” pieniądze – do otrzymania przelewu nie jest potrzebny kod CVV.</li><li>Podejrzane SMS-y przekazuj bezpłatnie na numer <b>8080</b>.</li></ul>
<p>Zgłoszenia przyjmujemy na <a href="https://incydent.cert.pl">incydent.cert.pl</a>.</p></article>
${footer([['CERT Polska', ['O nas', 'Kontakt', 'Polityka prywatności']], ['NASK', ['nask.pl', 'Dyżurnet.pl']]], '© 2026 NASK PIB / CERT Polska', '#111', '#ccc')}`,
  }),
},
{
  id: 'o-adv-tr-usom-uyari',
  label: 'clean',
  kind: 'cert-advisory',
  url: 'https://www.usom.gov.tr/bildirim/tr-26-0412',
  body: doc({
    lang: 'tr',
    title: 'TR-26-0412: e-Devlet ve HGS Temalı Oltalama Kampanyası | USOM',
    css: baseCss('Arial, sans-serif') + `article{max-width:780px;margin:0 auto;padding:20px}table{border-collapse:collapse;width:100%;font-size:14px}td{border:1px solid #ddd;padding:6px}`,
    body: `${nav('USOM · Ulusal Siber Olaylara Müdahale Merkezi', ['Bildirimler', 'Zararlı Bağlantılar', 'Duyurular', 'İletişim'], '#1c2a48')}
<article><h1 style="font-size:22px">TR-26-0412: e-Devlet ve HGS Temalı Oltalama Kampanyası</h1>
<table><tr><td>Yayın Tarihi</td><td>25.11.2026</td></tr><tr><td>Önem Derecesi</td><td>Yüksek</td></tr><tr><td>Etkilenen</td><td>Vatandaşlar</td></tr></table>
<p>Kullanıcılara "aidat iadesi" ve "ihlalli geçiş cezası" içerikli SMS'ler gönderilerek e-Devlet kimlik bilgileri ve kredi kartı bilgileri ele geçirilmektedir. Örnek mesaj:</p>
<blockquote>Sayin vatandasimiz, 2.847,60 TL aidat iadeniz hesabiniza aktarilmak uzere onaylanmistir. Iade icin: turkiye-gov-tr[.]edevlet-aidat-iade[.]com</blockquote>
<h2>Tespit edilen alan adları</h2><ul><li>turkiye-gov-tr[.]edevlet-aidat-iade[.]com</li><li>hgs-ihlal-odeme[.]net</li><li>turkcell-fatura-iade[.]online</li></ul>
<p>Öneriler: e-Devlet'e yalnızca <b>www.turkiye.gov.tr</b> adresinden giriş yapınız. İhlalli geçişlerinizi KGM'nin resmi sitesinden sorgulayınız.</p></article>`,
  }),
},
{
  id: 'o-adv-ng-efcc-grant-alert',
  label: 'clean',
  kind: 'police-advisory',
  url: 'https://www.efcc.gov.ng/efcc/news-and-information/news-release/10421-fraud-alert-beware-of-fake-fg-grant-websites',
  body: doc({
    lang: 'en-NG',
    title: 'Fraud Alert: Beware of Fake FG Grant Websites - EFCC',
    css: baseCss('Arial, sans-serif') + `article{max-width:760px;margin:0 auto;padding:20px}.share a{display:inline-block;margin-right:8px;font-size:13px}`,
    body: `${nav('Economic and Financial Crimes Commission', ['Home', 'About', 'News', 'Report Fraud', 'Eagle Eye App'], '#006837')}
<article><h1>Fraud Alert: Beware of Fake FG Grant Websites</h1><p class="muted">Posted: Monday, 23 November 2026</p>
<p>The Economic and Financial Crimes Commission, EFCC, wishes to alert members of the public to the activities of fraudsters circulating links on WhatsApp claiming that the Federal Government is distributing a "₦250,000 Survival Fund" to all Nigerians.</p>
<p>Victims are asked to provide bank details, share the link to 15 contacts and pay a "processing fee". The Commission states categorically that no such grant exists.</p>
<p>Members of the public are advised to report such messages via the Eagle Eye App or at any EFCC office nationwide.</p>
<p><b>Signed: Head, Media &amp; Publicity</b></p>
<div class="share">Share: <a href="https://www.facebook.com/sharer.php?u=https://www.efcc.gov.ng/">Facebook</a><a href="https://twitter.com/intent/tweet?url=https://www.efcc.gov.ng/">X</a><a href="https://wa.me/?text=https://www.efcc.gov.ng/">WhatsApp</a></div></article>
${footer([['Contact', ['Headquarters: Jabi, Abuja', 'info@efcc.gov.ng']]], '© 2026 EFCC', '#003d20', '#fff')}`,
  }),
},
{
  id: 'o-adv-de-polizei-pushtan',
  label: 'clean',
  kind: 'police-advisory',
  url: 'https://www.polizei-beratung.de/aktuelles/detailansicht/phishing-s-pushtan-neuregistrierung/',
  body: doc({
    lang: 'de',
    title: 'Vorsicht vor Phishing: „S-pushTAN Neuregistrierung“ | Polizei-Beratung',
    css: baseCss('Arial, sans-serif') + `article{max-width:760px;margin:0 auto;padding:20px}.q{background:#f2f2f2;border-left:4px solid #005ca9;padding:12px;font-style:italic}`,
    body: `${nav('Polizeiliche Kriminalprävention der Länder und des Bundes', ['Themen & Tipps', 'Aktuelles', 'Medienangebot', 'Beratungsstellen'], '#005ca9')}
<article><p class="muted">24.11.2026</p><h1>Vorsicht vor Phishing: „S-pushTAN Neuregistrierung“</h1>
<p>Derzeit erhalten zahlreiche Sparkassenkundinnen und -kunden E-Mails und Briefe, in denen sie aufgefordert werden, ihr pushTAN-Verfahren zu „erneuern“. Ein Beispiel:</p>
<div class="q">„Aufgrund der neuen EU-Zahlungsdiensterichtlinie muss Ihre S-pushTAN-Verbindung erneuert werden. Andernfalls wird Ihr Online-Banking vorübergehend gesperrt.“</div>
<p>Auf der verlinkten Seite werden Anmeldename und PIN abgefragt. Anschließend rufen die Täter als angebliche Bankmitarbeiter an und lassen sich eine Freigabe bestätigen.</p>
<h2>So schützen Sie sich</h2><ul><li>Ihre Bank fordert Sie niemals per E-Mail oder SMS zur Eingabe von Zugangsdaten auf.</li><li>Geben Sie keine TAN am Telefon weiter.</li><li>Im Zweifel: Sperr-Notruf 116 116.</li></ul></article>
${footer([['Service', ['Impressum', 'Datenschutz', 'Barrierefreiheit']]], 'ProPK – Polizeiliche Kriminalprävention der Länder und des Bundes')}
${cookieBar('de')}`,
  }),
},
{
  id: 'o-adv-br-bcb-golpe-valores',
  label: 'clean',
  kind: 'gov-advisory',
  url: 'https://www.bcb.gov.br/detalhenoticia/20941/nota',
  body: doc({
    lang: 'pt-BR',
    title: 'BC alerta para golpes envolvendo o Sistema Valores a Receber',
    css: baseCss('Arial, sans-serif') + `article{max-width:760px;margin:0 auto;padding:20px}.al{background:#fde8e6;border-left:4px solid #c00;padding:12px}`,
    body: `${nav('Banco Central do Brasil', ['Estabilidade financeira', 'Meu BC', 'Pix', 'Notícias'], '#0d3b66')}
<article><p class="muted">Nota · 20/11/2026</p><h1>BC alerta para golpes envolvendo o Sistema Valores a Receber</h1>
<div class="al">O único site para consultar valores a receber é <b>valoresareceber.bcb.gov.br</b>. O BC <b>não cobra taxa</b> para liberar valores e não envia links por SMS, WhatsApp ou e-mail.</div>
<p>Golpistas criaram sites que imitam o sistema e pedem o pagamento de uma "taxa de liberação" via Pix. Exemplo de mensagem divulgada nas redes sociais:</p>
<blockquote>"Você tem R$ 2.187,44 esquecidos no banco! Consulte e saque agora: valoresareceber-bcb[.]consulta-saque[.]com"</blockquote>
<p>Se você pagou, registre boletim de ocorrência e entre em contato com sua instituição para solicitar a devolução pelo MED (Mecanismo Especial de Devolução).</p></article>
${footer([['BC', ['Fale conosco 145', 'Acesso à informação', 'Ouvidoria']]], 'Banco Central do Brasil – SBS Quadra 3 Bloco B – Brasília/DF')}`,
  }),
},
{
  id: 'o-bank-pl-pko-ostrzezenia',
  label: 'clean',
  kind: 'bank-security-notice',
  url: 'https://www.pkobp.pl/bezpieczenstwo/ostrzezenia/',
  body: doc({
    lang: 'pl',
    title: 'Ostrzeżenia – Bezpieczeństwo | PKO Bank Polski',
    head: gtag('GTM-PKO91X', '/static/gtm.js'),
    css: baseCss('Arial, sans-serif') + `.w{display:grid;gap:14px}.w div{border:1px solid #e0e0e0;border-left:4px solid #e4202c;padding:14px}.sms{background:#f4f4f4;padding:8px;font-family:monospace;font-size:13px}`,
    body: `${nav('PKO Bank Polski', ['Klienci indywidualni', 'Firmy', 'Bezpieczeństwo', 'Pomoc'], '#003574')}
<main><h1>Aktualne ostrzeżenia</h1><p>Przestępcy podszywają się pod bank, kurierów i serwisy ogłoszeniowe. Zobacz, jak wyglądają ostatnie próby oszustw.</p>
<div class="w"><div><b>25.11.2026 – Fałszywe strony logowania iPKO</b><p>Przestępcy wysyłają SMS-y o „autoryzacji nowego urządzenia” z linkiem do strony podobnej do iPKO. Bank nigdy nie wysyła linków do logowania.</p><div class="sms">PKO: Wykryto logowanie z nowego urzadzenia. Jesli to nie Ty, zablokuj dostep: ipko-autoryzacja24[.]online</div></div>
<div><b>19.11.2026 – Oszustwa „na konsultanta”</b><p>Dzwoniący podaje się za pracownika działu bezpieczeństwa i nakłania do instalacji aplikacji AnyDesk lub do przelania środków na „bezpieczne konto”.</p></div>
<div><b>12.11.2026 – OLX i „odbiór płatności”</b><p>Do odebrania pieniędzy nie trzeba podawać danych karty, CVV ani salda.</p></div></div>
<p>Zauważyłeś coś podejrzanego? Zadzwoń: <b>800 302 302</b> lub zgłoś przez IKO.</p></main>
${footer([['Bank', ['O banku', 'Kariera', 'Relacje inwestorskie']], ['Pomoc', ['Kontakt', 'Zastrzeż kartę', 'Placówki']]], '© 2026 PKO Bank Polski S.A.', '#003574', '#fff')}
${cookieBar('pl')}`,
  }),
  routes: { 'www.pkobp.pl/static/gtm.js': js('window.dataLayer=window.dataLayer||[];') },
},
{
  id: 'o-bank-id-bri-waspada-modus',
  label: 'clean',
  kind: 'bank-security-notice',
  url: 'https://bri.co.id/waspada-modus',
  body: doc({
    lang: 'id',
    title: 'Waspada Modus Penipuan | BRI',
    css: baseCss('Arial, sans-serif') + `.g{display:grid;grid-template-columns:repeat(2,1fr);gap:14px}.g div{border:1px solid #cfe0f2;border-radius:8px;padding:14px}`,
    body: `${nav('BRI', ['Personal', 'Bisnis', 'Tentang BRI', 'Kontak'], '#00529c')}
<main><h1>Waspada Modus Penipuan</h1>
<div class="g"><div><b>Perubahan tarif transfer</b><p>BRI tidak pernah meminta nasabah memilih tarif melalui link. Informasi resmi hanya di bri.co.id dan aplikasi BRImo.</p></div><div><b>File APK undangan / resi</b><p>Jangan pasang aplikasi dari file APK yang dikirim lewat WhatsApp, misalnya "undangan pernikahan" atau "surat tilang".</p></div><div><b>Akun media sosial palsu</b><p>Akun resmi BRI memiliki centang biru. BRI tidak melayani melalui DM.</p></div><div><b>Hadiah &amp; undian</b><p>BRI tidak meminta biaya untuk klaim hadiah.</p></div></div>
<p>Hubungi Contact BRI 1500017 atau email callbri@bri.co.id.</p></main>
${footer([['BRI', ['Syarat & Ketentuan', 'Kebijakan Privasi']]], 'PT Bank Rakyat Indonesia (Persero) Tbk. terdaftar dan diawasi oleh Otoritas Jasa Keuangan (OJK) serta merupakan peserta penjaminan LPS.')}
${cookieBar('id')}`,
  }),
},
{
  id: 'o-bank-jp-smbc-security',
  label: 'clean',
  kind: 'bank-security-notice',
  url: 'https://www.smbc.co.jp/security/',
  body: doc({
    lang: 'ja',
    title: 'セキュリティ対策 | 三井住友銀行',
    css: baseCss('Meiryo, sans-serif') + `.n{border:1px solid #ddd;padding:14px;margin:10px 0}.n b{color:#004831}`,
    body: `${nav('三井住友銀行', ['個人のお客さま', '法人のお客さま', 'セキュリティ', 'お問い合わせ'], '#004831')}
<main><h1>不審なメール・SMSにご注意ください</h1>
<div class="n"><b>2026年11月25日</b><p>当行をかたるフィッシングメールが多数確認されています。当行からメールやSMSでログインID、パスワード、ワンタイムパスワード等の入力をお願いすることはありません。</p></div>
<div class="n"><b>件名の例</b><ul><li>【重要】お取引を一時制限しております</li><li>【三井住友銀行】口座の利用停止のお知らせ</li><li>本人確認のお願い</li></ul></div>
<p>万一入力してしまった場合は、SMBCダイレクトのご利用停止をお申し出ください：0120-56-3143</p></main>
${footer([['', ['サイトのご利用にあたって', '個人情報保護方針', '金融犯罪にご注意ください']]], '株式会社三井住友銀行　登録金融機関　関東財務局長（登金）第54号')}`,
  }),
},
];
