import type { Entry } from '../entry.js';
import { cssRoute, doc, htmlRoute, ico, jsonRoute, jsRoute, pdfRoute, redirectRoute, stats } from '../parts/z-kit.js';

export const entries: Entry[] = [
{
  id: 'z-clean-de-verbraucherzentrale-phishing-radar',
  label: 'clean',
  kind: 'consumer-advice',
  url: 'https://www.verbraucherzentrale-nordost.de/wissen/digitale-welt/phishingradar/aktuelle-warnungen-dhl-elster-2026',
  routes: (() => {
    const s = stats('analyse.verbraucherzentrale-nordost.de', '7');
    return {
      ...s.routes,
      'www.verbraucherzentrale-nordost.de/wissen/digitale-welt/phishingradar/aktuelle-warnungen-dhl-elster-2026': htmlRoute(doc({
        lang: 'de',
        title: 'Phishing-Radar: Aktuelle Warnungen (DHL, ELSTER, Sparkasse) | Verbraucherzentrale',
        head: s.tag,
        css: 'body{margin:0;font-family:Arial;color:#222}.h{background:#e2001a;color:#fff;padding:14px 40px}.w{max-width:760px;margin:24px auto;padding:0 20px;line-height:1.6}.mail{border:1px solid #ccc;background:#fafafa;padding:14px;margin:12px 0;font-family:Georgia,serif}.mail .l{color:#1a0dab;text-decoration:underline}.tip{background:#fff4e5;padding:12px}footer{background:#f2f2f2;padding:20px 40px;font-size:12px}',
        body: `<div class="h"><b>verbraucherzentrale</b> Nordost</div><div class="w"><p>Stand: 27.11.2026</p><h1>Phishing-Radar: Die aktuellen Betrugsmaschen</h1><p>Wir werten täglich Hunderte Mails und SMS aus, die Verbraucher:innen an uns weiterleiten. Hier die häufigsten dieser Woche:</p>
<h2>1. Angebliche DHL-Zollgebühr</h2><div class="mail">„DHL: Ihr Paket wird im Zollamt festgehalten. Bitte zahlen Sie 2,99 € Einfuhrabgaben: <span class="l">dhl-de.sendung-zoll[.]info/z/8H2kq</span>“</div><p>Die Seite fragt Adresse und Kreditkartendaten ab, anschließend einen SMS-Code. <b>Unsere Einschätzung:</b> Phishing. Löschen.</p>
<h2>2. „Steuerrückerstattung“ von ELSTER</h2><div class="mail">„Sehr geehrte/r Steuerpflichtige/r, nach Prüfung Ihrer Einkommensteuererklärung steht Ihnen eine Rückerstattung in Höhe von 487,20 € zu. Bitte bestätigen Sie Ihre Angaben innerhalb von 48 Stunden …“</div><p>Das Finanzamt überweist Erstattungen automatisch auf das angegebene Konto und fragt nie nach Karten-PIN oder CVC.</p>
<h2>3. Sparkasse „pushTAN-Umstellung“</h2><div class="mail">„Ab dem 01.12. ist das alte pushTAN-Verfahren ungültig. Bitte registrieren Sie Ihr Gerät erneut, sonst wird Ihr Online-Banking gesperrt.“</div>
<p class="tip"><b>Tipp:</b> Leiten Sie verdächtige Mails an phishing@verbraucherzentrale-nordost.de weiter und löschen Sie sie danach. Haben Sie Daten eingegeben, rufen Sie sofort den Sperr-Notruf 116 116 an.</p></div>
<footer>Verbraucherzentrale Nordost e.V. · Impressum · Datenschutz · Gefördert durch das Bundesministerium der Justiz und für Verbraucherschutz</footer>`,
      })),
    };
  })(),
},
{
  id: 'z-clean-nl-fraudehelpdesk-taakfraude',
  label: 'clean',
  kind: 'consumer-advice',
  url: 'https://www.fraudehelpdesk.nl/nieuws/taakfraude-verdienen-met-likes-en-reviews',
  routes: {
    'www.fraudehelpdesk.nl/nieuws/taakfraude-verdienen-met-likes-en-reviews': htmlRoute(doc({
      lang: 'nl',
      title: 'Taakfraude: "verdienen met likes en reviews" | Fraudehelpdesk',
      css: 'body{margin:0;font-family:Arial;color:#222}.h{background:#f39200;color:#fff;padding:14px 40px;font-weight:700}.w{max-width:760px;margin:24px auto;padding:0 20px;line-height:1.6}.wa{background:#dcf8c6;border-radius:8px;padding:10px 14px;max-width:440px;margin:10px 0}',
      body: `<div class="h">Fraudehelpdesk</div><div class="w"><h1>Taakfraude: ‘verdienen met likes en reviews’</h1><p>Dagelijks krijgen wij meldingen van mensen die via WhatsApp of Telegram worden benaderd voor een bijbaantje. Een voorbeeld van zo'n bericht:</p>
<div class="wa">Hallo! Ik ben Sophie van een online wervingsbureau. Wij zoeken mensen die thuis € 150 – € 500 per dag willen verdienen met simpele taken. Interesse?</div>
<p>Slachtoffers krijgen toegang tot een ‘taken-app’ en zien hun saldo snel oplopen. Na een paar dagen verschijnt een ‘combinatie-order’: het saldo wordt negatief en men moet zelf geld storten, vaak in USDT, om de verdiensten vrij te spelen. Dat geld zie je nooit terug.</p>
<h2>Herken het</h2><ul><li>Je moet eerst betalen om te kunnen verdienen.</li><li>Je ‘mentor’ of ‘begeleider’ zit alleen op WhatsApp of Telegram.</li><li>Uitbetaling gaat via crypto.</li></ul><p>Slachtoffer? Meld het via fraudehelpdesk.nl of bel 088 – 786 73 72 en doe aangifte bij de politie.</p></div>`,
    })),
  },
},
{
  id: 'z-clean-pl-cert-ostrzezenie-inpost-blik',
  label: 'clean',
  kind: 'consumer-advice',
  url: 'https://cert.pl/posts/2026/11/oszustwa-na-doplate-do-paczki/',
  routes: {
    'cert.pl/posts/2026/11/oszustwa-na-doplate-do-paczki/': htmlRoute(doc({
      lang: 'pl',
      title: 'Oszustwa „na dopłatę do paczki” – CERT Polska',
      css: 'body{margin:0;font-family:Arial;color:#222}.h{background:#1d1d1b;color:#fff;padding:14px 40px}.w{max-width:760px;margin:24px auto;padding:0 20px;line-height:1.6}code{background:#f2f2f2;padding:2px 5px}.sms{background:#eee;border-radius:10px;padding:10px 14px;max-width:420px}',
      body: `<div class="h"><b>CERT Polska</b> / NASK</div><div class="w"><h1>Oszustwa „na dopłatę do paczki”</h1><p>27 listopada 2026 · Autor: Zespół CERT Polska</p><p>W ostatnich tygodniach obserwujemy wzmożoną liczbę kampanii podszywających się pod firmy kurierskie. Przykładowa wiadomość:</p>
<div class="sms">InPost: Twoja paczka czeka na doplate 1,50 zl. Oplac w ciagu 24h: inpost-pl.doplata-paczkomat[.]com</div>
<p>Strona prosi o podanie kodu BLIK albo danych karty. Kod BLIK w rzeczywistości autoryzuje przelew lub wypłatę z bankomatu na znacznie wyższą kwotę.</p><p>Domeny z kampanii dodajemy do <a href="https://cert.pl/lista-ostrzezen/">Listy Ostrzeżeń</a>, dzięki czemu są blokowane przez operatorów. Przykłady: <code>inpost-pl.doplata-paczkomat[.]com</code>, <code>dpd-pl.oplata-kurier[.]info</code>.</p>
<p>Podejrzane SMS-y przekazuj bezpłatnie na numer <b>8080</b>, a strony zgłaszaj na incydent.cert.pl.</p></div>`,
    })),
  },
},
{
  id: 'z-clean-uk-which-energy-rebate-scam-explainer',
  label: 'clean',
  kind: 'consumer-advice',
  url: 'https://www.which.co.uk/consumer-rights/advice/energy-rebate-scam-texts-and-emails-aXb7t2',
  routes: {
    'www.which.co.uk/consumer-rights/advice/energy-rebate-scam-texts-and-emails-aXb7t2': htmlRoute(doc({
      lang: 'en-GB',
      title: 'Energy rebate scam texts and emails: how to spot them - Which?',
      css: 'body{margin:0;font-family:Arial;color:#222}.h{background:#c30;color:#fff;padding:14px 40px;font-weight:700}.w{max-width:760px;margin:24px auto;padding:0 20px;line-height:1.6}.ex{border:1px dashed #999;padding:12px;background:#fafafa}.ad{background:#eee;height:90px;text-align:center;line-height:90px;color:#999;margin:20px 0}',
      body: `<div class="h">Which?</div><div class="w"><p>Consumer rights › Scams</p><h1>Energy rebate scam texts and emails: how to spot them</h1><p>By Consumer Rights team · 26 Nov 2026</p>
<p>Scammers are impersonating British Gas, Octopus and Ofgem with messages promising a "£400 Energy Bills Support" rebate. Here's one our readers sent us:</p>
<div class="ex">From: British Gas &lt;no-reply@bg-rebates.info&gt;<br>Subject: You are eligible for the £400 Energy Bills Support rebate<br><br>Log in to claim before 31 December: myaccount-britishgas.energy-rebate.uk[.]net</div>
<p>The link leads to a convincing copy of the British Gas login page, which then asks for your card details "to pay the rebate into".</p><div class="ad">Advertisement</div>
<h2>What to do</h2><ul><li>Genuine government energy support is applied automatically to your account, you never need to apply by link.</li><li>Forward scam emails to report@phishing.gov.uk and texts to 7726.</li><li>If you've lost money, call your bank using the number on the back of your card and report to Action Fraud.</li></ul></div>`,
    })),
  },
},
{
  id: 'z-clean-ae-tdra-scam-awareness-arabic',
  label: 'clean',
  kind: 'consumer-advice',
  url: 'https://tdra.gov.ae/ar/awareness/fraud-messages-salik-emirates-post',
  routes: {
    'tdra.gov.ae/ar/awareness/fraud-messages-salik-emirates-post': htmlRoute(doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'احذر من الرسائل الاحتيالية | هيئة تنظيم الاتصالات والحكومة الرقمية',
      css: 'body{margin:0;font-family:Tahoma,Arial;color:#222}.h{background:#1a5632;color:#fff;padding:14px 40px}.w{max-width:760px;margin:24px auto;padding:0 20px;line-height:1.8}.sms{background:#eee;border-radius:10px;padding:10px 14px;max-width:440px}',
      body: `<div class="h"><b>هيئة تنظيم الاتصالات والحكومة الرقمية</b></div><div class="w"><h1>احذر من الرسائل الاحتيالية باسم سالك وبريد الإمارات</h1><p>تلقّت الهيئة بلاغات عن رسائل نصية تطلب دفع رسوم عبور غير مدفوعة أو رسوم إعادة توصيل شحنة، مثل:</p>
<p class="sms">لديك رسوم عبور غير مدفوعة بقيمة 28 درهم. ادفع الآن لتجنب غرامة 400 درهم: salik-ae.tollpay-uae[.]com</p>
<h2>نصائح</h2><ul><li>تحقق دائمًا من الموقع الرسمي: salik.ae و emiratespost.ae.</li><li>لا تُدخل بيانات بطاقتك عبر روابط وصلتك برسائل نصية.</li><li>أبلغ عن الرسائل الاحتيالية عبر منصة الإبلاغ أو اتصل بشرطة دبي على 901.</li></ul>
<p dir="ltr" style="text-align:left;color:#555">English: Beware of SMS messages claiming unpaid Salik tolls or Emirates Post redelivery fees. Only pay on the official websites.</p></div>`,
    })),
  },
},
{
  id: 'z-clean-il-gov-cyber-warning-hebrew',
  label: 'clean',
  kind: 'consumer-advice',
  url: 'https://www.gov.il/he/departments/news/warning-fraud-sms-btl-grant-2026',
  routes: {
    'www.gov.il/he/departments/news/warning-fraud-sms-btl-grant-2026': htmlRoute(doc({
      lang: 'he',
      dir: 'rtl',
      title: 'אזהרה: הודעות מתחזות בשם הביטוח הלאומי | GOV.IL',
      css: 'body{margin:0;font-family:Arial;color:#222}.h{background:#0b3b7a;color:#fff;padding:14px 40px}.w{max-width:760px;margin:24px auto;padding:0 20px;line-height:1.7}.sms{background:#eef2f7;border-radius:10px;padding:10px 14px;max-width:440px}',
      body: `<div class="h"><b>GOV.IL</b> · מערך הסייבר הלאומי</div><div class="w"><h1>אזהרה: הודעות SMS מתחזות בשם הביטוח הלאומי</h1><p>26.11.2026</p><p>מערך הסייבר הלאומי מזהיר מפני הודעות טקסט המופצות בימים האחרונים, לדוגמה:</p>
<p class="sms">"שלום, נמצאת זכאי/ת למענק בסך ₪1,850. יש להשלים את הפרטים עד חצות: btl-gov-il.maanak-zakaut[.]co"</p>
<p>הקישור מוביל לאתר מתחזה המבקש מספר תעודת זהות ופרטי כרטיס אשראי. הביטוח הלאומי אינו שולח קישורים לתשלום מענקים.</p><p>ניתן לדווח על הודעות חשודות במוקד 119 של מערך הסייבר.</p></div>`,
    })),
  },
},
];
