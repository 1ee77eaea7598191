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
    id: 'n-clean-ircc-work-permit-canada',
    label: 'clean',
    kind: 'gov-visa-portal',
    url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/work-canada/permit/temporary/need-permit.html',
    body: page({
      lang: 'en-CA',
      title: 'Work permit: Who can apply - Canada.ca',
      css: BASE_CSS + `.h{border-bottom:4px solid #26374a;padding:14px 24px;display:flex;justify-content:space-between}.fip{font-weight:bold}.alert{border-left:6px solid #ee7100;background:#fff8ed;padding:12px 16px}`,
      body: `<div class="h"><span class="fip">🍁 Government of Canada / Gouvernement du Canada</span><a href="#">Français</a></div>
<main><p class="small">Canada.ca › Immigration and citizenship › Work in Canada › Work permit</p><h1>Work permit: Who can apply</h1>
<p>Most foreign nationals need a work permit to work in Canada. In most cases, your employer needs a positive <b>Labour Market Impact Assessment (LMIA)</b> before you can apply for an employer-specific work permit.</p>
<h2>Fees</h2><table><tr><th>Service</th><th>Fee (CAD)</th></tr><tr><td>Work permit (including extensions) – per person</td><td>$155</td></tr><tr><td>Biometrics – per person</td><td>$85</td></tr><tr><td>Open work permit holder fee</td><td>$100</td></tr></table><p>You pay fees online to IRCC only. <b>Employers are not allowed to recover the cost of the LMIA from you.</b></p>
<div class="alert"><b>Protect yourself from fraud.</b> Job offers that ask you to pay for an LMIA or a "guaranteed" work permit are a scam. No one can guarantee a job or visa. Only authorized representatives — lawyers, Québec notaries and licensed consultants (CICC) — may charge to represent you. Check an employer's job offer against the <a href="#">Job Bank</a> listing.</div>
<p>Apply online through your <a href="#">IRCC secure account</a>.</p><p class="small">Date modified: 2026-10-14</p></main>
<footer><a href="#">Terms and conditions</a><a href="#">Privacy</a> Government of Canada</footer>`,
    }),
  },
  {
    id: 'n-clean-govuk-health-care-visa',
    label: 'clean',
    kind: 'gov-visa-portal',
    url: 'https://www.gov.uk/health-care-worker-visa/how-much-it-costs',
    body: govuk('Health and Care Worker visa: How much it costs', 'Home › Entering and staying in the UK › Visas and immigration › Work visas', `<p>You, your partner or children will each need to pay:</p><ul><li>the application fee – £304 if you're staying for up to 3 years, or £590 if more than 3 years</li><li>you do not need to pay the healthcare surcharge</li></ul>
<p>You'll also usually need to have at least £1,270 in your bank account to show you can support yourself in the UK, unless your employer certifies your maintenance.</p>
<div class="inset"><b>Your employer must not charge you for your certificate of sponsorship.</b> It's illegal for a sponsor to pass on the cost of a certificate of sponsorship or the Immigration Skills Charge to you. If someone asks you to pay for a job offer or a certificate of sponsorship, it's likely to be a scam. <a href="#">Check whether an employer is a licensed sponsor</a>.</div>
<p>You can apply online. <a class="btn" href="#">Start now</a></p><h2>Report visa fraud</h2><p>If you've been asked to pay for a job or sponsorship, you can report it to <a href="#">Action Fraud</a> or to the Gangmasters and Labour Abuse Authority.</p>`),
  },
  {
    id: 'n-clean-arera-bonus-sociale-it',
    label: 'clean',
    kind: 'gov-energy-support',
    url: 'https://www.arera.it/consumatori/bonus-sociale',
    body: page({
      lang: 'it',
      title: 'Bonus sociale per disagio economico - ARERA',
      css: BASE_CSS + `.h{background:#00558b;color:#fff;padding:16px 24px}`,
      body: `<div class="h"><b>ARERA</b> · Autorità di Regolazione per Energia Reti e Ambiente</div>
<main><h1>Bonus sociale elettrico, gas e idrico</h1><p>Dal 2021 i bonus sociali per disagio economico sono riconosciuti <b>automaticamente</b> ai cittadini e ai nuclei familiari che ne hanno diritto. Non occorre presentare domanda: è sufficiente presentare ogni anno la Dichiarazione Sostitutiva Unica (DSU) per ottenere l'ISEE.</p>
<h2>Chi ne ha diritto</h2><ul><li>nuclei con ISEE fino a 9.530 euro;</li><li>nuclei con almeno 4 figli a carico e ISEE fino a 20.000 euro;</li><li>titolari di Reddito di cittadinanza o Assegno di inclusione.</li></ul>
<div class="warn"><b>Attenzione ai tentativi di truffa.</b> Né ARERA né l'INPS inviano SMS o e-mail con link per "richiedere il rimborso delle bollette" e non chiedono mai i dati della carta di credito. Il bonus viene applicato direttamente in bolletta.</div></main>
<footer><a href="#">Note legali</a><a href="#">Privacy</a> © 2026 ARERA, Piazza Cavour 5, Milano</footer>`,
    }),
  },
  {
    id: 'n-clean-action-fraud-sextortion-advice',
    label: 'clean',
    kind: 'police-warning',
    url: 'https://www.actionfraud.police.uk/a-z-of-fraud/sextortion-emails',
    body: page({
      lang: 'en-GB',
      title: 'Sextortion emails | Action Fraud',
      css: BASE_CSS + `.h{background:#003d7c;color:#fff;padding:16px 24px}blockquote{background:#f4f4f4;border-left:5px solid #999;margin:10px 0;padding:10px 16px;font-family:monospace;font-size:14px}`,
      body: `<div class="h"><b>Action Fraud</b> · National Fraud &amp; Cyber Crime Reporting Centre · 0300 123 2040</div>
<main><h1>Sextortion emails</h1><p>Fraudsters send emails claiming they have hacked your device and recorded you watching adult content. They demand payment in Bitcoin and sometimes quote an old password of yours from a data breach to make the threat seem real. Here's an example reported to us:</p>
<blockquote>Hello. I am a professional hacker and I have been monitoring your device for several months... I recorded a video of you... transfer $1,450 in Bitcoin to my wallet... You have 48 hours. Do not try to contact the police.</blockquote>
<h2>What you should do</h2><ul><li><b>Don't pay.</b> There is no video. Paying marks you as a target for further demands.</li><li>If the email quotes a real password, change it everywhere you used it and turn on 2-step verification.</li><li>Forward the email to report@phishing.gov.uk.</li><li>If you have shared intimate images with someone who is now threatening you, report it to the police by calling 101. Under-18s can use Report Remove.</li></ul></main>
<footer><a href="#">Report fraud</a><a href="#">Privacy</a> Action Fraud is run by the City of London Police.</footer>`,
    }),
  },
  {
    id: 'n-clean-ftc-task-scam-alert',
    label: 'clean',
    kind: 'consumer-warning',
    url: 'https://consumer.ftc.gov/consumer-alerts/2026/10/paid-play-task-scams-are-back',
    body: page({
      lang: 'en-US',
      title: 'Paid to "play"? Task scams are back | Consumer Advice',
      css: BASE_CSS + `.h{background:#003e69;color:#fff;padding:16px 24px}q{font-style:italic}`,
      body: `<div class="h"><b>Federal Trade Commission</b> · Consumer Advice</div>
<main><p class="small">Consumer Alert · October 21, 2026 · by Alvaro Puig, Consumer Education Specialist</p><h1>Paid to "play"? Task scams are back</h1>
<p>It starts with a text or WhatsApp message from someone you don't know: <q>Hi, I'm Sarah from a recruitment agency. We have a flexible remote job, 60–90 minutes a day, earn $300–$800 a day by optimizing apps.</q> You sign up on a slick-looking "task center," rate a few products and see commissions pile up.</p>
<p>Then comes the twist: a "combination order" or "lucky order" pushes your balance negative and you're told to deposit cryptocurrency to continue and unlock your earnings. Every deposit leads to another, bigger one.</p>
<h2>How to avoid a task scam</h2><ul><li>Don't pay to get paid. Real jobs don't ask you to deposit money to earn money.</li><li>Ignore unsolicited job offers by text, WhatsApp or Telegram.</li><li>Anyone who says you must pay in cryptocurrency is a scammer.</li></ul><p>Report it at <a href="#">ReportFraud.ftc.gov</a>.</p></main>
<footer><a href="#">Privacy</a><a href="#">FOIA</a> Federal Trade Commission, 600 Pennsylvania Ave NW, Washington DC</footer>`,
    }),
  },
  {
    id: 'n-clean-mext-scholarship-jp',
    label: 'clean',
    kind: 'scholarship-info',
    url: 'https://www.studyinjapan.go.jp/ja/planning/scholarship/mext/',
    body: page({
      lang: 'ja',
      title: '文部科学省奨学金（国費外国人留学生制度） | Study in Japan',
      css: BASE_CSS + `.h{background:#bc002d;color:#fff;padding:16px 24px}`,
      body: `<div class="h"><b>Study in Japan</b> · 日本留学総合ガイド（JASSO）</div><main><h1>文部科学省奨学金（国費外国人留学生制度）</h1>
<p>日本政府（文部科学省）奨学金は、日本の大学で学ぶ外国人留学生を対象とした制度です。推薦方法には「大使館推薦」「大学推薦」「国内採用」があります。</p>
<h2>支給内容</h2><ul><li>授業料：免除（入学金・検定料も不要）</li><li>奨学金（月額）：学部生 117,000円、研究留学生 143,000円〜145,000円</li><li>渡航費：往復航空券を支給</li></ul>
<h2>ご注意ください</h2><p>国費外国人留学生の募集・選考は、在外日本国大使館・総領事館または日本の大学を通じてのみ行われます。<b>申請料・手数料は一切かかりません。</b>「合格保証」「書類作成料を支払えば推薦」などをうたう業者やSNSの広告にご注意ください。</p>
<p lang="en"><b>English:</b> There is no application fee for the MEXT scholarship. Applications go through Japanese embassies or universities only.</p></main>
<footer>© Japan Student Services Organization (JASSO)</footer>`,
    }),
  },
  {
    id: 'n-clean-kizilay-deprem-bagis-tr',
    label: 'clean',
    kind: 'charity-appeal',
    url: 'https://www.kizilay.org.tr/bagis/deprem-bolgesi',
    body: page({
      lang: 'tr',
      title: 'Deprem Bölgesi İçin Bağış | Türk Kızılay',
      head: gaStub('G-KZLY0011'),
      css: BASE_CSS + `.hero{background:#e30a17;color:#fff;padding:30px 24px}.amt button{margin:4px;padding:10px 16px;border:1px solid #e30a17;background:#fff;border-radius:6px}`,
      body: `<header><b style="color:#e30a17">☾ Türk Kızılay</b><nav><a href="#">Bağış</a><a href="#">Kan Bağışı</a><a href="#">Gönüllülük</a><a href="#">Faaliyetler</a></nav></header>
<div class="hero"><h1>Deprem bölgesindeki ailelere kış desteği</h1><p>Çadır kentlerde ısınma, battaniye ve sıcak yemek ihtiyacı için bağışlarınızı bekliyoruz.</p></div>
<main><div class="card"><b>Bağış tutarı</b><div class="amt"><button>250 ₺</button><button>500 ₺</button><button>1.000 ₺</button><button>Diğer</button></div><p>Kredi kartı ile güvenli bağış (3D Secure) veya <b>SMS ile bağış: DEPREM yazıp 2868'e gönderin (100 ₺)</b>.</p>
<p><b>Banka hesaplarımız</b> yalnızca Türk Kızılay adına kayıtlıdır. IBAN alıcı adı her zaman <b>TÜRKİYE KIZILAY DERNEĞİ</b> olmalıdır.</p></div>
<div class="warn">Sosyal medyada kişisel IBAN veya kripto para adresi paylaşarak "deprem yardımı" toplayan hesaplara itibar etmeyin. Türk Kızılay şahıs hesaplarına bağış kabul etmez.</div>
<p class="small">Türk Kızılay Genel Müdürlüğü, Ataç-1 Sok. No:32 Yenişehir/Ankara · Bağışlarınız vergiden düşülebilir.</p></main>
<footer><a href="#">KVKK</a><a href="#">İletişim</a> © 2026 Türk Kızılay</footer>`,
    }),
  },
  {
    id: 'n-clean-redcross-hurricane-appeal-us',
    label: 'clean',
    kind: 'charity-appeal',
    url: 'https://www.redcross.org/donate/hurricane-relief.html',
    body: page({
      lang: 'en-US',
      title: 'Donate to Hurricane Relief | American Red Cross',
      css: BASE_CSS + `.hero{background:#ed1b2e;color:#fff;padding:30px 24px}.amt button{margin:4px;padding:12px 18px;border:2px solid #ed1b2e;background:#fff;border-radius:4px;font-weight:bold}`,
      body: `<header><b style="color:#ed1b2e">✚ American Red Cross</b><nav><a href="#">Give Blood</a><a href="#">Donate</a><a href="#">Volunteer</a><a href="#">Get Help</a></nav></header>
<div class="hero"><h1>Help people affected by hurricanes</h1><p>Your gift enables the Red Cross to provide shelter, food, emotional support and other assistance.</p></div>
<main><div class="card"><div class="amt"><button>$50</button><button>$100</button><button>$250</button><button>$500</button><button>Other</button></div><label>Donation type</label><select><option>One-time</option><option>Monthly</option></select><button class="btn">Continue</button>
<p class="small">You can also text the word REDCROSS to 90999 to make a $10 donation, or call 1-800-RED CROSS. We accept credit cards, PayPal, Apple Pay, Google Pay and Venmo. We do accept cryptocurrency donations only through our official giving page processed by our partner.</p></div>
<h2>Give wisely</h2><p>After disasters, fake charities appear on social media. Before giving, check the organization on Charity Navigator or the IRS Tax Exempt Organization Search, and be cautious of anyone asking for gift cards, wire transfers or payments to a personal account.</p>
<p class="small">The American Red Cross is a 501(c)(3) nonprofit. EIN 53-0196605. Donations are tax deductible as allowed by law.</p></main>
<footer><a href="#">Privacy</a><a href="#">Terms</a> © 2026 The American National Red Cross</footer>`,
    }),
  },
];
