import { type Entry } from '../entry.js';
import { CSS, doc, gtag } from '../parts/yv-kit.js';

// News articles and security write-ups that quote scam messages, kit code and ClickFix commands verbatim.

const newsCss = (accent: string): string =>
  `${CSS.reset}body{background:#fff;line-height:1.7;color:#222}.mast{border-bottom:3px solid ${accent};padding:12px 30px;display:flex;justify-content:space-between;align-items:center}.mast b{font-size:26px;color:${accent};font-family:Georgia,serif}.nav{font-size:13px;padding:8px 30px;background:#f4f4f4}.nav a{margin-right:16px;text-decoration:none}.w{max-width:1100px;margin:0 auto;display:grid;grid-template-columns:1fr 300px;gap:30px;padding:24px 30px}article h1{font-family:Georgia,serif;font-size:34px;line-height:1.2}.by{font-size:13px;color:#777}blockquote{border-left:4px solid ${accent};background:#fafafa;margin:16px 0;padding:10px 16px;font-style:italic}pre{background:#1e1e1e;color:#eee;padding:14px;overflow:auto;font-size:13px}.ad{background:#eee;height:250px;display:flex;align-items:center;justify-content:center;color:#999;font-size:12px}.rel a{display:block;margin:10px 0;font-size:14px}`;

const punch = doc({
  title: 'Fraudsters target bank customers with fake BVN update messages - Punch Newspapers',
  head: gtag('G-PUNCH0021'),
  css: newsCss('#c8102e'),
  body: `<div class="mast"><b>PUNCH</b><span>Thursday, September 18, 2025</span></div><div class="nav"><a href="/news">News</a><a href="/business">Business</a><a href="/metro-plus">Metro Plus</a><a href="/opinion">Opinion</a><a href="/sports">Sports</a></div>
<div class="w"><article><h1>Fraudsters target bank customers with fake BVN update messages</h1><p class="by">By Ifeanyi Onuba &middot; 18 September 2025 &middot; 4 min read</p>
<p>Bank customers in Lagos, Abuja and Port Harcourt have raised the alarm over a wave of text messages asking them to update their Bank Verification Numbers or risk having their accounts frozen.</p>
<p>One of the messages seen by <i>PUNCH</i> read:</p>
<blockquote>CBN DIRECTIVE: Your account has been placed on Post-No-Debit due to incomplete BVN/NIN linkage. Update now to avoid permanent blockage: bvn-revalidation-cbn.com.ng/portal/update</blockquote>
<p>A civil servant, Mrs Folake Adeyemi, said she lost &#8358;1.4m after entering her card details and PIN on the website. "It looked exactly like the CBN website. After I entered the OTP, they emptied my salary account in less than ten minutes," she said.</p>
<p>Another victim said the fraudsters called him pretending to be from his bank's "BVN unit" and asked him to read out a code sent to his phone.</p>
<p>The CBN, in a circular dated August 14, 2025, said it does not run any BVN update portal and directed banks to intensify awareness. The Nigeria Inter-Bank Settlement System also warned that "no bank or NIBSS official will ever request your PIN, password or OTP."</p>
<p>A cybersecurity analyst, Mr Tunde Bakare, said the fraudulent pages send victims' details straight to the criminals through Telegram bots. "The moment you click submit, the data is in their Telegram group," he said.</p></article>
<aside><div class="ad">Advertisement</div><div class="rel"><h4>Related News</h4><a href="/cbn-warns-against-fake-grant-websites/">CBN warns against fake grant websites</a><a href="/police-arrest-pos-fraud-syndicate/">Police arrest 12-man POS fraud syndicate in Ogun</a><a href="/how-to-block-your-account-with-ussd/">How to block your bank account with USSD</a></div></aside></div>`,
});

const nation = doc({
  title: 'How M-Pesa fraudsters use "wrong transaction" texts to steal from Kenyans - Nation',
  css: newsCss('#e30613'),
  body: `<div class="mast"><b>NATION</b><span>Kenya</span></div>
<div class="w"><article><h1>How M-Pesa fraudsters use "wrong transaction" texts to steal from Kenyans</h1><p class="by">By Wanjiru Mwangi</p>
<p>It starts with a text message that looks like an M-Pesa confirmation, but comes from an ordinary phone number:</p>
<blockquote>QJK4XXXXXX Confirmed. You have received Ksh3,500.00 from JOHN KAMAU on 12/9/25 at 9:14 AM.</blockquote>
<p>Minutes later a second message arrives: "Ile pesa nimekutumia ni kimakosa, tafadhali nirudishie." A phone call follows, with a distressed voice begging for the "hospital money" to be returned.</p>
<p>Safaricom says genuine confirmations only come from the MPESA sender ID and advises customers to forward suspicious messages to 333. Police in Nairobi say the same gangs are now sending links that promise to "ongeza" Fuliza limits if customers enter their M-Pesa PIN on a website.</p></article><aside><div class="ad">Advertisement</div></aside></div>`,
});

const fratmat = doc({
  title: 'Fraude au mobile money : la police met en garde contre les faux messages de suspension - Fraternité Matin',
  lang: 'fr',
  css: newsCss('#f39200'),
  body: `<div class="mast"><b>Fraternité Matin</b><span>Société</span></div>
<div class="w"><article><h1>Fraude au mobile money : la police met en garde contre les faux messages de suspension</h1><p class="by">Par Koffi N'Guessan</p>
<p>La Plateforme de lutte contre la cybercriminalité (PLCC) signale une hausse des SMS frauduleux visant les abonnés Orange Money, MTN MoMo, Moov Money et Wave. Exemple de message reçu par de nombreux abonnés :</p>
<blockquote>Orange Money : votre compte sera suspendu sous 24h suite à l'identification obligatoire. Confirmez votre identité ici : orangemoney-ci-verification[.]online</blockquote>
<p>Sur la page, la victime est invitée à saisir son numéro, son code secret et le numéro de sa CNI. « En quelques minutes, le compte est vidé », explique un officier de la PLCC.</p>
<p>La police rappelle qu'aucun opérateur ne demande le code secret et invite les victimes à porter plainte sur le site de la PLCC ou au 20 22 20 28.</p></article><aside><div class="ad">Publicité</div></aside></div>`,
});

export const entries: Entry[] = [
  { id: 'yv-clean-punch-fake-bvn-sms-article', label: 'clean', kind: 'news-quotes-scam', url: 'https://punchng.com/fraudsters-target-bank-customers-with-fake-bvn-update-messages/', body: punch },
  { id: 'yv-clean-nation-mpesa-wrong-transaction', label: 'clean', kind: 'news-quotes-scam', url: 'https://nation.africa/kenya/news/how-mpesa-fraudsters-use-wrong-transaction-texts-5012233', body: nation },
  { id: 'yv-clean-fratmat-fraude-mobile-money-fr', label: 'clean', kind: 'news-quotes-scam', url: 'https://www.fratmat.info/article/fraude-mobile-money-police-met-en-garde', body: fratmat },
];
