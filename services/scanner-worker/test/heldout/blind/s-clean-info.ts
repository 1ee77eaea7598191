import type { Entry } from '../entry.js';
import { doc, tracker } from '../parts/s-kit.js';

/** Author s: clean-info (blind split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'www.consumerwatch-ie.org';
  return E({
    id: 's-clean-article-scam-texts',
    label: 'clean',
    kind: 'consumer-article',
    url: `https://${h}/news/2026/03/the-scam-texts-we-saw-this-month`,
    body: doc({
      lang: 'en-IE',
      title: 'The scam texts we saw this month: parcels, tolls and "refunds" | ConsumerWatch',
      css: `body{margin:0;font-family:Georgia,serif;color:#222;line-height:1.7}header{background:#1a237e;color:#fff;padding:14px 30px}.w{max-width:760px;margin:auto;padding:24px}.sms{background:#e8eaf6;border-radius:14px;padding:12px 16px;font-family:Arial;font-size:14px;margin:10px 0;max-width:480px}.by{font-size:13px;color:#666}`,
      body: `<header><b>ConsumerWatch</b> · Independent consumer advice · News · Guides · Complaints</header>
<div class="w"><h1>The scam texts we saw this month: parcels, tolls and "refunds"</h1><p class="by">By Niamh Gallagher · 28 March 2026 · 6 min read</p>
<p>Every month readers forward us the messages they receive. Here's a selection from March, with the tell-tale signs. <b>Don't click the links</b> — we've removed them.</p>
<div class="sms">Post: Your parcel IE7741920385 is on hold due to an incomplete address. Pay €1.99 redelivery fee within 48h: [link removed]</div>
<p>Real couriers don't charge small "redelivery fees" by text. The goal is your card details — the €1.99 is a hook.</p>
<div class="sms">Revenue: You are eligible for a tax refund of €486.20. To claim, verify your details and pay the €9.99 processing fee: [link removed]</div>
<p>Tax refunds are never "released" after you pay a fee.</p>
<div class="sms">Congratulations! Your mobile number has won €1,000 in our 30th anniversary draw. Claim here, shipping only €4.99: [link removed]</div>
<p>These "anniversary" surveys often sign you up for an expensive subscription in the small print.</p>
<h2>What to do</h2><p>Delete the message, or forward it to your mobile operator's spam number. If you've entered card details, call your bank immediately. You can report fraud to An Garda Síochána.</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'www.safeonline-helpline.org.uk';
  return E({
    id: 's-clean-article-sextortion-help',
    label: 'clean',
    kind: 'consumer-article',
    url: `https://${h}/advice/sextortion-email-bitcoin`,
    body: doc({
      lang: 'en-GB',
      title: "Received an email saying you've been recorded? Here's what to do | SafeOnline Helpline",
      css: `body{margin:0;font-family:Arial;color:#222;line-height:1.7}header{background:#37474f;color:#fff;padding:14px 30px}.w{max-width:760px;margin:auto;padding:24px}.q{background:#f5f5f5;border-left:4px solid #90a4ae;padding:10px 14px;font-family:monospace;font-size:13px}.help{background:#e8f5e9;padding:12px}`,
      body: `<header><b>SafeOnline Helpline</b> · Advice for adults affected by online harms · Call 0345 555 0190</header>
<div class="w"><h1>Received an email saying you've been recorded? Here's what to do</h1>
<p>Thousands of people receive "sextortion" emails every week. They usually look like this:</p>
<p class="q">I hacked your device several months ago… I recorded a split-screen video… send $1,450 in Bitcoin to the address below… You have 48 hours…</p>
<p>These messages are sent in bulk. In almost every case the sender has no video — they may have an old password from a data breach to make it look convincing.</p>
<h2>What to do</h2><ol><li><b>Don't pay.</b> Paying doesn't make it stop, and it marks you as someone who pays.</li><li>Don't reply.</li><li>Change any password mentioned in the email and turn on two-step verification.</li><li>Report it to Action Fraud and mark the email as spam.</li></ol>
<p class="help">If someone you've actually been talking to is threatening to share images of you, that's different and serious. You're not in trouble. Contact us, stop replying, don't delete the chat, and report it to the police. We can help get images removed.</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'www.moneysense-review.ca';
  const t = tracker(h, 'gtag', 'G-MSR2026CA');
  return E({
    id: 's-clean-article-recovery-scams',
    label: 'clean',
    kind: 'consumer-article',
    url: `https://${h}/fraud/recovery-room-scams-explained`,
    body: doc({
      lang: 'en-CA',
      title: 'Lost money to a crypto scam? Beware the "recovery" firms that come next',
      head: t.snippet,
      css: `body{margin:0;font-family:Georgia,serif;color:#222;line-height:1.7}header{border-bottom:3px solid #c62828;padding:12px 30px}.w{max-width:760px;margin:auto;padding:24px}.pull{font-size:20px;border-left:4px solid #c62828;padding-left:14px;color:#444}.ad{font-family:Arial;font-size:11px;color:#999;text-align:center;border:1px dashed #ddd;padding:30px;margin:20px 0}`,
      body: `<header><b style="font-size:24px">MoneySense Review</b> · Personal finance · Investing · Fraud</header>
<div class="w"><h1>Lost money to a crypto scam? Beware the "recovery" firms that come next</h1><p style="font-size:13px;color:#666">By Daniel Tremblay · Updated March 19, 2026</p>
<p>Victims of investment fraud are often targeted a second time by so-called recovery services. They find victims through online complaint forums, social media comments and lists sold between scam operations.</p>
<p class="pull">"They had my case number, the name of the fake platform and the exact amount. That's why I believed them," said one Ontario reader who lost a further $18,000.</p>
<p>Typical pitches include a "blockchain forensic team" that has located your funds, a law firm in London or Zurich that requires a retainer of 10% of your losses, and an "unlock fee" or "gas fee" that must be paid before the frozen funds can be returned.</p>
<div class="ad">Advertisement</div>
<h2>The red flags</h2><ul><li>Upfront fees, especially in crypto or gift cards</li><li>Guarantees of success ("96% recovery probability")</li><li>Deadlines: "the freeze order expires in 6 hours"</li><li>They contacted you first</li></ul>
<p>Legitimate lawyers will be registered with a provincial law society, and police and regulators never charge to investigate. Report fraud to the Canadian Anti-Fraud Centre.</p></div>`,
    }),
    routes: t.routes,
  });
})(),

(() => {
  const h = 'www.holidayrights-advice.org.uk';
  return E({
    id: 's-clean-timeshare-advice-article',
    label: 'clean',
    kind: 'consumer-article',
    url: `https://${h}/timeshare/exit-companies-and-resale-scams`,
    body: doc({
      lang: 'en-GB',
      title: 'Timeshare exit companies and resale scams | Holiday Rights Advice',
      css: `body{margin:0;font-family:Arial;color:#222;line-height:1.7}header{background:#00695c;color:#fff;padding:14px 30px}.w{max-width:780px;margin:auto;padding:24px}.box{background:#e0f2f1;padding:12px}`,
      body: `<header><b>Holiday Rights Advice</b> · Free independent guidance</header>
<div class="w"><h1>Timeshare exit companies and resale scams</h1>
<p>If you want to get out of a timeshare, start by contacting the resort or developer — many now run their own exit or relinquishment programmes, sometimes for a modest administration fee paid directly to the resort.</p>
<h2>Resale scams</h2><p>A common trick is a call or email claiming a buyer has been found for your timeshare at a surprisingly high price. You're then asked to pay closing costs, "escrow fees" or a foreign tax withholding before the sale can go through. The buyer never exists.</p>
<div class="box">Genuine resale agents deduct their costs from the sale proceeds. Any requirement to pay upfront for a buyer who has "signed a letter of intent" is a warning sign.</div>
<h2>Exit companies</h2><p>Some companies charge thousands of pounds to "exit" you, then do little more than stop paying your maintenance fees, which can damage your credit. Check whether a firm is authorised by the FCA for any claims-management activity.</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'www.gov.uk';
  return E({
    id: 's-clean-gov-benefit-uk',
    label: 'clean',
    kind: 'gov-info',
    url: `https://${h}/winter-fuel-payment/how-to-claim`,
    body: doc({
      lang: 'en-GB',
      title: 'Winter Fuel Payment: How to claim - GOV.UK',
      css: `body{margin:0;font-family:Arial,sans-serif;color:#0b0c0c;line-height:1.5}.gh{background:#0b0c0c;color:#fff;padding:10px 30px;font-weight:bold;font-size:22px}.bn{background:#1d70b8;height:8px}.w{max-width:760px;margin:30px auto;padding:0 20px}.inset{border-left:10px solid #b1b4b6;padding:10px 16px}.warn{font-weight:bold;padding-left:40px;position:relative}.warn:before{content:"!";position:absolute;left:0;background:#0b0c0c;color:#fff;border-radius:50%;width:28px;height:28px;text-align:center;line-height:28px}footer{border-top:1px solid #b1b4b6;margin-top:40px;padding:20px 30px;font-size:14px;color:#505a5f}`,
      body: `<div class="gh">GOV.UK</div><div class="bn"></div>
<div class="w"><p style="font-size:14px"><a href="/">Home</a> › <a href="/browse/benefits">Benefits</a> › Winter Fuel Payment</p><h1>Winter Fuel Payment</h1><nav><ol><li><a href="/winter-fuel-payment">Overview</a></li><li><a href="/winter-fuel-payment/eligibility">Eligibility</a></li><li><a href="/winter-fuel-payment/how-much-youll-get">How much you'll get</a></li><li>How to claim</li></ol></nav>
<h2>How to claim</h2><p>You usually do not need to claim. You'll get Winter Fuel Payment automatically if you're eligible and you get the State Pension or another social security benefit.</p>
<p>If you do not get paid automatically, you can claim by phone or post. Contact the Winter Fuel Payment Centre.</p>
<div class="inset">Winter Fuel Payment Centre<br>Telephone: 0800 731 0160<br>Monday to Friday, 8am to 6pm</div>
<p class="warn">You will never be asked to pay a fee to receive Winter Fuel Payment. DWP will not text you asking for bank details. If you get a message like this, it's a scam.</p></div>
<footer>All content is available under the Open Government Licence v3.0, except where otherwise stated · © Crown copyright</footer>`,
    }),
  });
})(),

(() => {
  const h = 'www.canada.ca';
  return E({
    id: 's-clean-gov-tax-refund-ca',
    label: 'clean',
    kind: 'gov-info',
    url: `https://${h}/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/refunds.html`,
    body: doc({
      lang: 'en-CA',
      title: 'Your tax refund - Canada.ca',
      css: `body{margin:0;font-family:"Noto Sans",Arial;color:#333;line-height:1.6}header{border-bottom:4px solid #26374a;padding:12px 30px;display:flex;justify-content:space-between}.w{max-width:820px;margin:auto;padding:24px}.alert{border-left:6px solid #ee7100;background:#fff5ec;padding:12px}footer{background:#26374a;color:#fff;padding:20px 30px;font-size:13px}`,
      body: `<header><b>Government of Canada / Gouvernement du Canada</b><a href="/fr/agence-revenu/services/impot/particuliers/sujets/tout-votre-declaration-revenus/remboursements.html">Français</a></header>
<div class="w"><p style="font-size:13px">Canada.ca › Canada Revenue Agency › Taxes › Income tax › Personal income tax</p><h1>Your tax refund</h1>
<p>If you filed your return online and are registered for direct deposit, you can usually expect your refund within 2 weeks. Paper returns take up to 8 weeks. You can check the status of your refund in My Account or the CRA BEST app.</p>
<div class="alert"><b>Scam alert:</b> The CRA will never send you an email or text message with a link to claim a refund, ask you to pay a fee to receive a refund, or ask for payment by gift cards, prepaid credit cards or cryptocurrency. If you receive such a message, report it to the Canadian Anti-Fraud Centre.</div>
<h2>Why your refund may be held</h2><ul><li>You owe an amount to the CRA or another government program</li><li>Your return is selected for review</li><li>You have not filed a return for a previous year</li></ul>
<p>Date modified: 2026-02-20</p></div>
<footer>Contact us · Departments and agencies · Terms and conditions · Privacy</footer>`,
    }),
  });
})(),

(() => {
  const h = 'www.jogossantacasa.pt';
  return E({
    id: 's-clean-lottery-official-pt',
    label: 'clean',
    kind: 'lottery-official',
    url: `https://${h}/pt/euromilhoes/premios/como-receber`,
    body: doc({
      lang: 'pt-PT',
      title: 'Como receber prémios – Euromilhões | Jogos Santa Casa',
      css: `body{margin:0;font-family:Arial;color:#222;line-height:1.6}header{background:#00529b;color:#fff;padding:14px 30px}.w{max-width:860px;margin:auto;padding:24px}table{border-collapse:collapse;width:100%}td{border-bottom:1px solid #eee;padding:8px}.av{background:#fff3cd;padding:12px}`,
      body: `<header><b>Jogos Santa Casa</b> · Euromilhões · Totoloto · Lotaria · Jogo Responsável</header>
<div class="w"><h1>Como receber prémios</h1><table><tr><td>Até 150 €</td><td>Em qualquer mediador ou, se jogou online, diretamente no seu saldo</td></tr><tr><td>De 150 € a 5.000 €</td><td>Em mediadores autorizados ou nos balcões dos CTT/bancos aderentes</td></tr><tr><td>Acima de 5.000 €</td><td>No Departamento de Jogos ou em bancos aderentes, com o recibo original</td></tr></table>
<p>Os prémios acima de 5.000 € estão sujeitos a imposto do selo de 20%, que é <b>retido automaticamente</b> no momento do pagamento.</p>
<p class="av"><b>Aviso:</b> Só pode ganhar se tiver jogado. Os Jogos Santa Casa nunca contactam apostadores por e-mail ou SMS a anunciar prémios de "sorteios internacionais" nem pedem o pagamento de taxas para libertar prémios.</p></div>`,
    }),
  });
})(),
];
