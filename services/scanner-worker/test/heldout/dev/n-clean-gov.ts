import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Government, regulator, police and university pages: real visa and work-permit portals, energy-bill help,
// fee pages, scholarship pages, consumer and police warnings.

const govuk = (title: string, crumbs: string, content: string) => page({
  lang: 'en-GB',
  title: `${title} - GOV.UK`,
  css: `body{margin:0;font-family:Arial,sans-serif;color:#0b0c0c;font-size:19px;line-height:1.4}.h{background:#0b0c0c;color:#fff;padding:12px 30px;font-weight:bold;font-size:24px}.bl{height:10px;background:#1d70b8}
.w{max-width:960px;margin:0 auto;padding:20px 30px}.cr{font-size:15px;color:#505a5f}a{color:#1d70b8}.inset{border-left:10px solid #b1b4b6;padding:10px 20px;margin:20px 0}.btn{background:#00703c;color:#fff;padding:10px 18px;text-decoration:none;display:inline-block;box-shadow:0 2px 0 #002d18}
footer{border-top:10px solid #1d70b8;background:#f3f2f1;padding:30px;font-size:15px;margin-top:40px}`,
  body: `<div class="h">GOV.UK</div><div class="bl"></div><div class="w"><p class="cr">${crumbs}</p><h1>${title}</h1>${content}</div><footer>All content is available under the Open Government Licence v3.0 · © Crown copyright</footer>`,
});

export const entries: Entry[] = [
  {
    id: 'n-clean-auswaertiges-amt-visa-de',
    label: 'clean',
    kind: 'gov-visa-portal',
    url: 'https://www.auswaertiges-amt.de/de/service/visa-und-aufenthalt/warnung-visa-betrug',
    body: page({
      lang: 'de',
      title: 'Warnung vor Visabetrug - Auswärtiges Amt',
      css: BASE_CSS + `.h{border-bottom:3px solid #000;padding:14px 24px}.flag{display:inline-block;width:6px;height:30px;background:linear-gradient(#000 33%,#d00 33% 66%,#fc0 66%);vertical-align:middle;margin-right:10px}`,
      body: `<div class="h"><span class="flag"></span><b>Auswärtiges Amt</b></div>
<main><p class="small">Startseite › Service › Visa und Aufenthalt</p><h1>Warnung vor Visabetrug</h1>
<p>Immer wieder versuchen Betrüger, Antragstellende mit falschen Versprechungen um ihr Geld zu bringen. Besonders in sozialen Medien werden „garantierte Arbeitsvisa für Deutschland" oder „Arbeitsverträge mit Visum in 45 Tagen" gegen hohe Gebühren angeboten.</p>
<ul><li>Visaanträge werden ausschließlich bei den deutschen Auslandsvertretungen oder beauftragten externen Dienstleistern gestellt.</li><li>Die Visumgebühr für nationale Visa beträgt 75 Euro. Sie wird nie an Privatpersonen, per Western Union oder in Kryptowährungen gezahlt.</li><li>Termine bei den Auslandsvertretungen sind kostenlos. Niemand kann gegen Bezahlung ein Visum „garantieren".</li></ul>
<p lang="ar" dir="rtl">تنبيه: لا تدفع أي رسوم لوسطاء يعدونك بعقد عمل أو تأشيرة مضمونة. رسوم التأشيرة الوطنية 75 يورو فقط وتُدفع في السفارة.</p>
<p>Informationen zur Arbeitsaufnahme finden Sie auf <a href="#">make-it-in-germany.com</a>, dem offiziellen Portal der Bundesregierung.</p></main>
<footer><a href="#">Impressum</a><a href="#">Datenschutz</a><a href="#">Barrierefreiheit</a> © Auswärtiges Amt 2026</footer>`,
    }),
  },
  {
    id: 'n-clean-govuk-energy-bills-help',
    label: 'clean',
    kind: 'gov-energy-support',
    url: 'https://www.gov.uk/get-help-energy-bills',
    body: govuk('Get help with your energy bills', 'Home › Housing and local services › Energy', `<p>You might be able to get help with your energy bills through these schemes:</p><ul><li><a href="#">Warm Home Discount Scheme</a> – a one-off £150 discount on your electricity bill, applied automatically if you're eligible</li><li><a href="#">Winter Fuel Payment</a> – if you were born before 22 September 1959</li><li><a href="#">Cold Weather Payment</a> – if you get certain benefits</li></ul>
<div class="inset"><b>Beware of scams.</b> You do not need to apply for the Warm Home Discount or give your bank details to get it. The government and Ofgem will never text or email you asking for your bank details to pay an energy rebate. Report suspicious emails to report@phishing.gov.uk and texts to 7726.</div>
<h2>Talk to your supplier</h2><p>If you're struggling to pay, contact your energy supplier. They must offer you a payment plan you can afford.</p>`),
  },
  {
    id: 'n-clean-cert-pl-olx-warning',
    label: 'clean',
    kind: 'consumer-warning',
    url: 'https://cert.pl/posts/2026/09/oszustwa-na-sprzedajacych-olx-vinted/',
    body: page({
      lang: 'pl',
      title: 'Oszustwa „na kupującego" – jak działają fałszywe strony OLX i Vinted | CERT Polska',
      css: BASE_CSS + `.h{background:#1a1a1a;color:#fff;padding:14px 24px}code{background:#f3f3f3;padding:2px 4px}`,
      body: `<div class="h"><b>CERT Polska</b> · NASK</div>
<main><p class="small">12 września 2026 · Analiza</p><h1>Oszustwa „na kupującego" – jak działają fałszywe strony OLX i Vinted</h1>
<p>Od kilku lat obserwujemy kampanie wymierzone w osoby sprzedające na serwisach ogłoszeniowych. Przestępca podszywa się pod kupującego, pisze przez WhatsApp i przesyła link do rzekomej „Przesyłki OLX", gdzie sprzedający ma „odebrać środki". Domeny wyglądają np. tak: <code>olx.pl-przesylka-odbior[.]com</code>, <code>vinted-pl.platnosc-bezpieczna[.]net</code>.</p>
<p>Na stronie ofiara wpisuje dane karty, a często również saldo konta, a następnie kod 3D Secure. W rzeczywistości autoryzuje płatność na rzecz przestępców.</p>
<h2>Jak się chronić</h2><ul><li>Aby <b>otrzymać</b> pieniądze, nie trzeba podawać danych karty ani kodu CVV.</li><li>Prowadź rozmowy tylko w czacie serwisu, a nie na WhatsAppie.</li><li>Zgłaszaj podejrzane strony na <a href="#">incydent.cert.pl</a> lub SMS-em na numer 8080.</li></ul></main>
<footer>© 2026 NASK PIB · CERT Polska</footer>`,
    }),
  },
  {
    id: 'n-clean-university-intl-fees-uk',
    label: 'clean',
    kind: 'university-fees',
    url: 'https://www.manchester.ac.uk/study/international/finance-and-scholarships/fees/',
    body: page({
      lang: 'en-GB',
      title: 'Tuition fees for international students | The University of Manchester',
      css: BASE_CSS + `.h{background:#660099;color:#fff;padding:16px 24px}`,
      body: `<div class="h"><b>The University of Manchester</b></div><main><p class="small">Study › International › Finance and scholarships › Fees</p><h1>Tuition fees for international students 2027/28</h1>
<table><tr><th>Programme type</th><th>Annual fee</th></tr><tr><td>Undergraduate (classroom-based)</td><td>£28,500</td></tr><tr><td>Undergraduate (laboratory-based)</td><td>£36,000</td></tr><tr><td>Postgraduate taught (most MSc)</td><td>£31,000 – £38,500</td></tr><tr><td>MBBS Medicine</td><td>£51,000</td></tr></table>
<h2>Deposits</h2><p>Some postgraduate taught programmes require a tuition fee deposit of £1,000 to secure your place, paid through your <a href="#">applicant portal</a> or our approved payment partner Flywire. The University will never ask you to pay into a personal bank account or via a messaging app.</p>
<h2>Scholarships</h2><p>We offer a range of merit-based scholarships, e.g. the Global Futures Scholarship (£5,000–£10,000). Scholarships are awarded through our own application process and there is <b>no application fee</b>. Be cautious of agents or social media pages that charge a "processing fee" for a guaranteed scholarship.</p></main>
<footer>The University of Manchester, Oxford Road, Manchester M13 9PL · Royal Charter Number RC000797</footer>`,
    }),
  },
];
