import { type Entry } from '../entry.js';
import { doc, newsArticle } from '../parts/xa-kit.js';

/**
 * News reports and security-research posts that quote scam texts, drainer code and ClickFix commands
 * verbatim — in Hindi, English, Bengali and Marathi.
 */
export const entries: Entry[] = [
{
  id: 'xa-clean-news-telegram-prepaid-task-hyderabad',
  label: 'clean',
  kind: 'news-quoting-scam',
  url: 'https://www.deccanchronicle-news.com/cities/hyderabad/techie-loses-rs-46-lakh-in-telegram-task-fraud-1891244',
  body: newsArticle({
    outlet: 'The Deccan Courier',
    color: '#0d47a1',
    section: 'Hyderabad',
    headline: 'Techie loses ₹46 lakh in Telegram "prepaid task" fraud that began with YouTube likes',
    dek: 'After earning ₹850 for liking videos, the victim was moved to "merchant tasks" requiring deposits',
    byline: 'Staff Reporter',
    date: 'October 11, 2025',
    paras: [
      'A 29-year-old software engineer from Gachibowli lost ₹46.2 lakh to fraudsters who offered a part-time job of liking YouTube videos, the Cyberabad Cyber Crime police said on Friday.',
      'The victim received a WhatsApp message that read: <blockquote>"Hello, I am Ananya from Digital Media Promotions. We are hiring part-time workers. Like YouTube videos and earn Rs 50 per like, Rs 1,500–3,000 per day. Interested? Contact our HR on Telegram."</blockquote>',
      'After completing three tasks he received ₹150 on UPI. He was then added to a Telegram group where a "reception teacher" assigned "prepaid merchant tasks". A screenshot shared with police shows a dashboard reading "Your account has received a Combination Task (Prepaid). Balance withdrawal is frozen until this task is completed. Combination tasks give 30% commission."',
      'Each time he tried to withdraw, he was told to complete one more task of a higher value — ₹12,000, then ₹28,000, then ₹2.1 lakh — and finally pay a 20% "tax" to release the balance.',
      'Police said the money was routed through 34 mule accounts across five states. "Any job that asks you to pay money to earn money is a fraud," the DCP (Cyber Crimes) said, urging victims to call 1930 within the golden hour.',
    ],
  }),
},
{
  id: 'xa-clean-blog-drainer-permit2-teardown',
  label: 'clean',
  kind: 'security-blog-quoting-code',
  url: 'https://blog.chainsafe-research.in/posts/anatomy-of-an-airdrop-drainer-2025',
  body: doc({
    title: 'Anatomy of an airdrop drainer: setApprovalForAll, Permit2 and Seaport signatures',
    css: `body{margin:0;font-family:Inter,Arial;background:#fcfcfd;color:#111}.m{max-width:780px;margin:40px auto;padding:0 20px;line-height:1.7}pre{background:#1e1e2e;color:#cdd6f4;padding:14px;border-radius:8px;overflow:auto;font-size:13px}.tip{background:#ecfdf5;border-left:4px solid #10b981;padding:10px 14px}`,
    body: `<article class="m"><h1>Anatomy of an airdrop drainer</h1><p><i>Published 2025-09-22 · 12 min read</i></p>
<p>Fake airdrop and "free NFT" pages aimed at Indian users have grown since the $BHARAT and cricket play-to-earn lures went viral on X and Telegram. Here is what the scripts actually ask your wallet to do.</p>
<h2>1. Unlimited ERC-20 approvals</h2><pre>// approve(spender, type(uint256).max)
data: '0x095ea7b3' + pad(DRAINER) + 'ffffffff...ffff'</pre><p>Once approved, the spender can move the token at any time without asking again.</p>
<h2>2. NFT collection approvals</h2><pre>// setApprovalForAll(operator, true)
data: '0xa22cb465' + pad(OPERATOR) + pad('1')</pre>
<h2>3. Gasless signatures</h2><p>The most dangerous step is a signature that costs nothing: an <code>eth_signTypedData_v4</code> request for a Permit2 <code>PermitBatch</code> or a Seaport order that "sells" your NFTs for 1 wei.</p><pre>primaryType: 'PermitBatch',
domain: { name: 'Permit2', chainId: 1, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' },
message: { details: [{ token: USDT, amount: MAX_UINT160, ... }], spender: DRAINER, sigDeadline }</pre>
<div class="tip"><b>How to protect yourself:</b> read every signature request; revoke old approvals at revoke.cash or etherscan's token approval checker; never type your seed phrase into a website, including "wallet rectification" or "WalletConnect validation" pages.</div></article>`,
  }),
},
{
  id: 'xa-clean-news-bengali-electricity-sms-fraud',
  label: 'clean',
  kind: 'news-quoting-scam',
  url: 'https://www.anandabarta.com/kolkata/electricity-bill-sms-fraud-cesc-warning/cid/1574410',
  body: newsArticle({
    outlet: 'আনন্দবার্তা',
    color: '#1b5e20',
    lang: 'bn',
    section: 'কলকাতা',
    headline: '"আজ রাতে বিদ্যুৎ সংযোগ কেটে দেওয়া হবে" — ভুয়ো এসএমএসে সাবধান করল সিইএসসি',
    dek: 'লিঙ্কে ক্লিক করে ১২ টাকা দিতে গিয়ে খোয়া যাচ্ছে লক্ষাধিক টাকা',
    byline: 'নিজস্ব সংবাদদাতা',
    date: '৯ অক্টোবর ২০২৫',
    paras: [
      'শহরে ফের সক্রিয় বিদ্যুৎ বিলের নামে প্রতারণা চক্র। গ্রাহকদের মোবাইলে আসছে এমন বার্তা:',
      '<blockquote>"প্রিয় গ্রাহক, আপনার আগের মাসের বিল আপডেট করা হয়নি। আজ রাত ১০:৩০ টায় আপনার বিদ্যুৎ সংযোগ বিচ্ছিন্ন করা হবে। অবিলম্বে আমাদের বিদ্যুৎ অফিসারের সঙ্গে যোগাযোগ করুন: 98XXXXXXXX"</blockquote>',
      'ফোন করলে প্রতারকেরা একটি লিঙ্ক পাঠিয়ে ₹১২ "টোকেন পেমেন্ট" করতে বলছে, অথবা "CESC Update" নামে একটি অ্যাপ ইনস্টল করাচ্ছে। এর পরেই গ্রাহকের অ্যাকাউন্ট থেকে টাকা তুলে নেওয়া হচ্ছে।',
      'সিইএসসি জানিয়েছে, সংস্থা কখনও ব্যক্তিগত মোবাইল নম্বর থেকে এসএমএস পাঠায় না এবং বিল আপডেটের জন্য কোনও অ্যাপ ডাউনলোড করতে বলে না। প্রতারণার শিকার হলে ১৯৩০ নম্বরে ফোন করুন।',
    ],
  }),
},
{
  id: 'xa-clean-news-marathi-kbc-lottery-whatsapp',
  label: 'clean',
  kind: 'news-quoting-scam',
  url: 'https://www.lokvarta.com/maharashtra/nagpur-kbc-lottery-whatsapp-fraud-woman-loses-3-lakh/articleshow/11847203.cms',
  body: newsArticle({
    outlet: 'लोकवार्ता',
    color: '#e65100',
    lang: 'mr',
    section: 'नागपूर',
    headline: '"KBC लॉटरीत २५ लाख जिंकले" — व्हॉट्सॲप मेसेजवर विश्वास ठेवून महिलेने गमावले ३ लाख',
    dek: 'नोंदणी, GST आणि RBI क्लिअरन्सच्या नावाखाली टप्प्याटप्प्याने पैसे उकळले',
    byline: 'प्रतिनिधी, नागपूर',
    date: '२ ऑक्टोबर २०२५',
    paras: [
      'नागपूरमधील एका गृहिणीला व्हॉट्सॲपवर अमिताभ बच्चन यांचा फोटो असलेला एक मेसेज आला. त्यात लिहिले होते:',
      '<blockquote>"बधाई हो! आपका मोबाइल नंबर KBC लकी ड्रॉ में चुना गया है। आपने ₹25,00,000 जीते हैं। लॉटरी नंबर 8824। इनाम पाने के लिए KBC मैनेजर राणा प्रताप सिंह से संपर्क करें।"</blockquote>',
      'संपर्क केल्यावर तिला आधी ₹१२,५०० नोंदणी शुल्क, नंतर GST आणि "RBI क्लिअरन्स" शुल्क भरायला सांगितले गेले. एकूण ₹३ लाख भरल्यानंतरही बक्षीस न मिळाल्याने तिने सायबर पोलिसांकडे तक्रार केली.',
      'पोलिसांनी सांगितले की KBC किंवा सोनी टीव्ही कोणतीही लॉटरी चालवत नाही. "बक्षीस मिळवण्यासाठी पैसे भरा" असे सांगणारे सर्व मेसेज फसवे आहेत. अशा प्रकरणी तात्काळ १९३० वर संपर्क साधा.',
    ],
  }),
},
];
