import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, json, js, gtag, cookieBar, footerLinks, esc } from '../parts/yl-kit.js';

const artCss = (accent: string): string => `body{margin:0;font-family:Georgia,'Times New Roman',serif;color:#222;background:#fff}.nav{display:flex;justify-content:space-between;align-items:center;padding:14px 30px;border-bottom:1px solid #eee;font-family:Arial,sans-serif}.nav a{margin:0 10px;color:#333;text-decoration:none;font-size:14px}
article{max-width:760px;margin:30px auto;padding:0 20px;font-size:18px;line-height:1.8}article h1{font-size:34px;line-height:1.25;font-family:Arial,sans-serif}.meta{font-size:13px;color:#777;font-family:Arial,sans-serif}
blockquote.sms{background:#f1f5f9;border-radius:14px;padding:12px 16px;font-family:Arial,sans-serif;font-size:15px;max-width:460px;border:0;margin:14px 0}blockquote.sms small{display:block;color:#888;font-size:12px;margin-bottom:4px}
pre{background:#0f172a;color:#e2e8f0;padding:14px;border-radius:6px;overflow:auto;font-size:14px;line-height:1.5;direction:ltr;text-align:left}code{font-family:Consolas,Menlo,monospace}.tip{border-left:4px solid ${accent};background:#fafafa;padding:12px 16px;margin:18px 0}
footer{border-top:1px solid #eee;padding:20px 30px;font-size:13px;color:#777;font-family:Arial,sans-serif}`;

const sms = (from: string, text: string): string => `<blockquote class="sms"><small>${esc(from)}</small>${esc(text)}</blockquote>`;

export const entries: Entry[] = [
{
  id: 'yl-clean-tdra-scam-sms-advisory',
  label: 'clean',
  kind: 'security-advice-scam-sms',
  url: 'https://tdra.gov.ae/en/media/press-release/2025/beware-of-fraudulent-sms-impersonating-government-entities',
  body: doc({
    title: 'TDRA warns of fraudulent messages impersonating government entities',
    head: gtag('G-TDRA4410M'),
    css: artCss('#b08d57'),
    body: `<div class="nav">${wordmark('TDRA', '#1e3a5f', { size: 26 })}<div><a href="#">About</a><a href="#">Media Centre</a><a href="#">Digital Government</a><a href="#">عربي</a></div></div>
<article><p class="meta">Media Centre · Press releases</p><h1>TDRA warns of fraudulent messages impersonating government entities</h1>
<p>The Telecommunications and Digital Government Regulatory Authority (TDRA) urges the public to be cautious of text messages and emails that impersonate government and semi-government entities, banks and delivery companies. These messages contain links to websites that imitate official portals and request card details or one-time passwords.</p>
<p>Examples of recent fraudulent messages reported to TDRA:</p>
${sms('AD-SALIK', 'Salik: Your account has an unpaid toll balance of AED 12. To avoid a fine of AED 50, pay now: hxxps://salik-ae-toll[.]info/pay')}
${sms('+971 52 xxx xxxx', 'RTA: You have an outstanding traffic fine. Pay within 48 hours for a 50% discount: hxxps://rta-dubai-fines[.]com')}
${sms('EmiratesPost', 'Your parcel is held at customs. Pay AED 12.50 clearance fee to release it: hxxps://bit[.]ly/3xEpost')}
${sms('UAEPASS', 'Your UAE PASS account will be deactivated today. Update your Emirates ID details here: hxxps://uaepass-ae.services-verify[.]com')}
<div class="tip"><b>How to protect yourself</b><ul><li>Government entities do not send payment links from personal numbers.</li><li>Check the website address carefully: official UAE government sites end in <b>.gov.ae</b> or <b>.ae</b> domains of the entity.</li><li>Never share your OTP, card CVV or UAE PASS credentials.</li><li>Report fraudulent messages through the TDRA "Report spam" service or the Aman service of Dubai Police.</li></ul></div>
<p>Telecom operators e&amp; and du block thousands of fraudulent sender IDs every week. Customers can forward suspicious SMS to 7726 (e&amp;) or 7726 (du).</p></article>
<footer>© 2025 Telecommunications and Digital Government Regulatory Authority</footer>`,
  }),
},
{
  id: 'yl-clean-etisalat-fraud-awareness-ar',
  label: 'clean',
  kind: 'security-advice-scam-sms',
  url: 'https://www.etisalat.ae/ar/c/fraud-awareness.html',
  body: doc({
    title: 'التوعية بالاحتيال | e&',
    lang: 'ar',
    css: artCss('#e00800').replace("font-family:Georgia,'Times New Roman',serif", "font-family:'Noto Kufi Arabic',Tahoma,sans-serif"),
    body: `<div class="nav">${wordmark('e&', '#e00800', { size: 30 })}<div><a href="#">الأفراد</a><a href="#">الأعمال</a><a href="/en/c/fraud-awareness.html">English</a></div></div>
<article><h1>احمِ نفسك من الاحتيال</h1><p>يحاول المحتالون انتحال صفة e&amp; أو البنوك أو الجهات الحكومية للحصول على بياناتك الشخصية أو المصرفية. إليك أمثلة على رسائل احتيالية وصلت إلى عملائنا مؤخراً:</p>
${sms('Etisalat-Smiles', 'عميلنا العزيز، رصيد نقاط سمايلز الخاص بك (18,450 نقطة) سينتهي اليوم. استبدلها الآن: hxxps://eand-smiles-redeem[.]com')}
${sms('+971 56 xxx xxxx', 'مبروك! رقمك فاز بجائزة 100,000 درهم في سحب اتصالات. للاستلام تواصل مع المسؤول على واتساب.')}
<p><b>تذكّر:</b></p><ul><li>لن تطلب منك e&amp; أبداً رمز التحقق (OTP) أو بيانات بطاقتك عبر الهاتف أو الرسائل.</li><li>لا تقم بتثبيت تطبيقات من روابط تصلك عبر الرسائل، ولا تمنح أي تطبيق صلاحية «إمكانية الوصول».</li><li>أبلغ عن الرسائل الاحتيالية بإعادة توجيهها إلى 7726.</li></ul>
<div class="tip">للاستفسار: اتصل بالرقم <b>101</b> من هاتفك المتحرك أو <b>800 101</b> من أي هاتف.</div></article>
<footer>© 2025 مجموعة الإمارات للاتصالات ش.م.ع</footer>`,
  }),
},
{
  id: 'yl-clean-usom-edevlet-iade-dolandiricilik',
  label: 'clean',
  kind: 'security-advice-scam-sms',
  url: 'https://www.usom.gov.tr/bildirim/tr-25-0412',
  body: doc({
    title: 'TR-25-0412: "e-Devlet İade" ve "Gümrük Ücreti" Konulu Oltalama Kampanyaları | USOM',
    lang: 'tr',
    css: artCss('#c8102e'),
    body: `<div class="nav">${wordmark('USOM', '#c8102e', { size: 26 })}<div><a href="#">Duyurular</a><a href="#">Zararlı Bağlantılar</a><a href="#">Bildirimler</a></div></div>
<article><p class="meta">Ulusal Siber Olaylara Müdahale Merkezi · Bildirim TR-25-0412</p><h1>"e-Devlet İade" ve "Gümrük Ücreti" konulu oltalama kampanyaları</h1>
<p>Son haftalarda vatandaşlarımıza kamu kurumları, kargo şirketleri ve bankalar adına SMS gönderildiği tespit edilmiştir. Mesajlardaki bağlantılar gerçek sitelerin kopyası olan sahte sayfalara yönlendirmekte ve T.C. kimlik numarası, e-Devlet şifresi, kart bilgileri ile SMS doğrulama kodları toplanmaktadır.</p>
${sms('PTT', 'Gönderiniz gümrükte bekliyor. 28,90 TL gümrük ücretini ödemeniz gerekmektedir: hxxps://ptt-gonderi-takip[.]net/sorgula')}
${sms('EDEVLET', 'Elektrik faturanızdan 1.240,60 TL iade alacağınız bulunmaktadır. Başvuru için: hxxps://turkiye-gov-iade[.]com')}
${sms('GARANTI', 'Bonus puanlarınız bugün silinecektir. Nakde çevirmek için: hxxps://garanti-bonus-puanlarim[.]com')}
<div class="tip"><b>Öneriler</b><ul><li>e-Devlet Kapısına yalnızca adres çubuğuna <b>turkiye.gov.tr</b> yazarak erişiniz.</li><li>Kamu kurumları SMS ile ödeme veya iade bağlantısı göndermez.</li><li>Şüpheli bağlantıları <b>usom.gov.tr</b> üzerinden bildiriniz.</li></ul></div>
<p>İlgili alan adları USOM zararlı bağlantılar listesine eklenmiş ve erişim engeli için BTK'ya bildirilmiştir.</p></article>
<footer>© T.C. Ulaştırma ve Altyapı Bakanlığı – Bilgi Teknolojileri ve İletişim Kurumu</footer>`,
  }),
},
{
  id: 'yl-clean-it-helpdesk-kb-copy-commands',
  label: 'clean',
  kind: 'it-kb-commands',
  url: 'https://helpdesk.gulfstar-contracting.ae/kb/network/reset-network-and-outlook-cache',
  body: doc({
    title: 'KB0042 – Reset network settings and Outlook cache | Gulfstar IT Service Desk',
    css: artCss('#2563eb') + `.cp{float:right;font-size:12px;background:#1e293b;color:#fff;border:0;border-radius:4px;padding:4px 10px;cursor:pointer;margin:-4px -4px 0 0}`,
    body: `<div class="nav">${wordmark('Gulfstar IT', '#2563eb', { size: 22 })}<div><a href="#">Knowledge base</a><a href="#">Raise a ticket</a><a href="#">Service status</a></div></div>
<article><p class="meta">KB0042 · Network · Updated by IT Service Desk</p><h1>Reset network settings and Outlook cache</h1>
<p>Use this article when Outlook keeps disconnecting on the office Wi-Fi or VPN, or when internal sites such as the ERP do not open. These steps are safe and do not delete any email. If you are not comfortable running commands, raise a ticket and a technician will connect remotely.</p>
<h2>1. Flush DNS and renew your IP address</h2><p>Open <b>Command Prompt</b> from the Start menu and run:</p>
<pre><button class="cp" data-c="c1">Copy</button><code id="c1">ipconfig /flushdns
ipconfig /release
ipconfig /renew</code></pre>
<h2>2. Reset Winsock (requires restart)</h2><pre><button class="cp" data-c="c2">Copy</button><code id="c2">netsh winsock reset
netsh int ip reset</code></pre>
<h2>3. Clear the Outlook offline cache</h2><p>Close Outlook, then run in <b>PowerShell</b>:</p>
<pre><button class="cp" data-c="c3">Copy</button><code id="c3">Remove-Item "$env:LOCALAPPDATA\\Microsoft\\Outlook\\*.ost" -Confirm</code></pre>
<div class="tip">The IT Service Desk will <b>never</b> ask you to run commands from a website pop-up, a "CAPTCHA" or an unexpected phone call. If a website asks you to press Win+R and paste something, close it and report it to security@gulfstar-contracting.ae.</div>
<p>Still not working? Call ext. 4357 or raise a ticket.</p></article>
<footer>Gulfstar Contracting LLC – Internal IT Knowledge Base</footer>
<script>document.querySelectorAll('.cp').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(document.getElementById(b.dataset.c).textContent).then(function(){b.textContent='Copied';setTimeout(function(){b.textContent='Copy'},1500)})}});</script>`,
  }),
},
{
  id: 'yl-clean-bitoasis-blog-seed-phrase-scams',
  label: 'clean',
  kind: 'security-advice-crypto',
  url: 'https://bitoasis.net/en/blog/never-share-your-recovery-phrase',
  body: doc({
    title: 'Never share your recovery phrase: wallet "validation" scams explained | BitOasis Blog',
    css: artCss('#00b386'),
    body: `<div class="nav">${wordmark('BitOasis', '#0c1b2a', { size: 24 })}<div><a href="#">Prices</a><a href="#">Learn</a><a href="#">Blog</a><a href="https://app.bitoasis.net/login">Log in</a></div></div>
<article><p class="meta">Security · 6 min read</p><h1>Never share your recovery phrase: wallet "validation" scams explained</h1>
<p>A wave of scams across the GCC claims that new anti-money-laundering rules require you to "validate", "synchronise" or "rectify" your self-custody wallet. Victims are sent to a page that asks for the 12 or 24 words of their recovery phrase, a private key or a keystore file.</p>
<p>Typical messages look like this:</p>
${sms('Telegram – "Trust Wallet Support"', 'Dear user, under new UAE/KSA AML regulations all wallets must be verified before the end of the month. Unverified wallets will be frozen. Verify here: hxxps://trustwallet-verify-ar[.]com/ar/validate')}
${sms('X (Twitter) reply', 'Having issues with your transaction? Sync your wallet with the decentralized node: hxxps://dapps-rectify-node.web[.]app')}
<p>Anyone who has your recovery phrase controls your funds. There is no regulation, exchange, wallet provider or "node" that needs it. The same applies to "airdrop claim" sites that ask you to approve unlimited token spending or sign a <code>Permit</code> message: once signed, the attacker can move those tokens at any time.</p>
<div class="tip"><b>Rules to remember</b><ul><li>Never type your recovery phrase into any website.</li><li>Check what you are approving in your wallet; revoke old approvals regularly.</li><li>BitOasis support will never DM you first.</li></ul></div></article>
<footer>© 2025 BitOasis Technologies FZE · Licensed by VARA</footer>`,
  }),
},
];
