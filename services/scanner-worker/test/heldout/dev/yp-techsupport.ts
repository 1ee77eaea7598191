import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, b64, baseCss, formCss, monogram } from '../parts/yp-kit.js';
import { beepWav, fileRoute, jsRoute, jsonRoute, pe } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yp-techsupport-defender-fullscreen-locker',
  label: 'scam',
  kind: 'tech-support-locker',
  url: 'https://wd-security-alert-0x2287.z13.web.core.windows.net/index.html',
  routes: {
    'wd-security-alert-0x2287.z13.web.core.windows.net/media/alert.wav': fileRoute(beepWav(3, 960), 'audio/wav'),
    'wd-security-alert-0x2287.z13.web.core.windows.net/js/lock.js': jsRoute(`(function(){
var num='+1 (844) 719-2276';
document.querySelectorAll('.num').forEach(function(e){e.textContent=num});
function fs(){var d=document.documentElement;(d.requestFullscreen||d.webkitRequestFullscreen||function(){}).call(d);try{navigator.keyboard&&navigator.keyboard.lock()}catch(e){}}
document.addEventListener('click',function(){fs();var a=document.getElementById('snd');a.loop=true;a.play()});
document.addEventListener('keydown',function(e){e.preventDefault();fs()});
for(var i=0;i<25;i++)history.pushState({},'',location.href);
window.onpopstate=function(){history.pushState({},'',location.href)};
window.onbeforeunload=function(){return 'Your computer is at risk. Are you sure you want to leave?'};
setTimeout(function(){document.getElementById('pop').style.display='block'},1500);
})();`),
  },
  body: doc({
    title: 'Windows Defender - Security Warning',
    css: `body{margin:0;background:#0078d7;font-family:"Segoe UI",Arial,sans-serif;color:#fff;overflow:hidden;cursor:none}.bg{position:fixed;inset:0;background:#0078d7}.scan{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);width:640px;background:#fff;color:#222;box-shadow:0 10px 40px #0008}.scan .t{background:#1f1f1f;color:#fff;padding:8px 12px;font-size:13px}.scan .c{padding:20px}.red{color:#c50f1f;font-weight:700}.num{font-size:26px;font-weight:700;color:#c50f1f}#pop{display:none;position:fixed;right:20px;bottom:20px;width:360px;background:#fff;color:#222;border-left:6px solid #c50f1f;padding:16px;box-shadow:0 6px 20px #0006}button{background:#0078d7;color:#fff;border:0;padding:8px 16px}`,
    body: `<div class="bg"></div><audio id="snd" src="/media/alert.wav" autoplay></audio>
<div class="scan"><div class="t">Windows Defender Security Center</div><div class="c"><p class="red">App: Ads.financetrack(2).dll</p><p><b>Threat detected: Trojan Spyware</b></p><p>Access to this PC has been blocked for security reasons. Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised:</p><ul><li>Email credentials</li><li>Banking passwords</li><li>Facebook login</li><li>Pictures &amp; documents</li></ul>
<p>Windows Defender scan has found potentially unwanted adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p><p>Contact Microsoft Support immediately to report this threat, prevent identity theft and unlock access to this device. Closing this window will put your personal information at risk and lead to a suspension of your Windows registration.</p>
<p>Call Microsoft Support: <span class="num">+1 (844) 719-2276</span> (Toll-free)</p><p><button>Deny</button> <button>Allow</button></p></div></div>
<div id="pop"><b>Windows Security</b><p>Do not restart your computer. Call Microsoft Technicians: <span class="num" style="font-size:18px">+1 (844) 719-2276</span></p></div>
<script src="/js/lock.js"></script>`,
  }),
},
{
  id: 'yp-techsupport-mac-icloud-locked',
  label: 'scam',
  kind: 'tech-support-locker',
  url: 'https://apple-icloud-lock-support.com/macos/alert?id=7QX2',
  body: doc({
    title: 'Apple Security Alert',
    css: `body{margin:0;background:linear-gradient(#2b2b2e,#121214);color:#f5f5f7;font-family:-apple-system,"Helvetica Neue",Arial,sans-serif;min-height:100vh}.w{max-width:520px;margin:70px auto;background:#ececec;color:#1d1d1f;border-radius:12px;padding:24px;box-shadow:0 20px 60px #000a;text-align:center}.ph{font-size:28px;font-weight:700;color:#d70015}button{background:#0071e3;color:#fff;border:0;border-radius:6px;padding:8px 18px;font-size:14px}`,
    body: `<div class="w"><svg width="40" height="48" viewBox="0 0 40 48"><path d="M33 25c0-6 5-8 5-8-3-4-7-4-8-4-4 0-6 2-8 2s-4-2-7-2c-4 0-9 3-9 10 0 9 6 20 10 20 2 0 3-1 6-1s4 1 6 1c4 0 7-7 8-10-1 0-3-2-3-8zM27 9c2-2 3-5 3-7-2 0-5 1-7 3-1 2-3 4-2 7 3 0 5-1 6-3z" fill="#1d1d1f"/></svg>
<h2>Your Mac has been locked</h2><p>Your iCloud account was accessed from an unknown location (Lagos, Nigeria) and a malicious profile was installed. Your Mac has been disabled to protect your Apple ID, iCloud Keychain and Apple Pay cards.</p><p>Do not attempt to restart your Mac; this may cause data loss. Please contact Apple Support to unlock your device:</p><p class="ph">1-888-403-7715</p><p style="font-size:12px;color:#6e6e73">Ref: MAC-OSX-7QX2 · Apple Care Protection</p><button onclick="alert('Call Apple Support: 1-888-403-7715')">OK</button></div>
<script>document.addEventListener('mousemove',function(){document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen().catch(function(){})},{once:true});history.pushState(null,'',location.href);onpopstate=function(){history.go(1)};</script>`,
  }),
},
{
  id: 'yp-techsupport-refund-portal-remote-access',
  label: 'scam',
  kind: 'refund-scam',
  url: 'https://geeksquad-refundcenter.com/refund/',
  routes: {
    'geeksquad-refundcenter.com/refund/': htmlRoute(doc({
      title: 'Geek Squad Refund Center',
      css: baseCss + formCss + `header{background:#000;color:#ff6600;padding:14px 0;font-weight:800;font-size:22px}main{max-width:620px;margin:30px auto;padding:0 20px}.steps li{margin-bottom:10px}.btn{background:#ff6600}.code{font-size:28px;letter-spacing:4px;font-family:monospace;background:#f4f4f4;padding:8px 14px;display:inline-block}`,
      body: `<header><div class="wrap">GEEK SQUAD · Refund Center</div></header>
<main><h1>Process your refund</h1><p>Your agent will connect to your computer securely to transfer your refund of <b>$299.99</b> to your bank account.</p><ol class="steps"><li>Click <b>Download Secure Connect</b> below and run the file.</li><li>Read the 9-digit connection ID to your agent on the phone.</li><li>Log in to your online banking so the agent can deposit the refund. Do not touch the mouse while the agent is working.</li></ol>
<p><a class="btn" href="/refund/SecureConnect.exe">Download Secure Connect</a></p>
<label>Or enter your agent code</label><input id="ac" placeholder="e.g. 447 210"><p>Refund line: <b>1-877-204-8119</b></p>
<p class="hint">If the refund amount shown on your screen is wrong, tell your agent immediately – sending back an overpayment is required by law.</p></main>`,
    })),
    'geeksquad-refundcenter.com/refund/SecureConnect.exe': fileRoute(pe({ strings: ['AnyDesk Software GmbH', 'AnyDesk', 'ad.anynet.id', 'connect'], size: 36000 }), 'application/octet-stream', 'SecureConnect.exe'),
  },
},
{
  id: 'yp-techsupport-bank-fraud-dept-callback',
  label: 'scam',
  kind: 'bank-impersonation-callback',
  url: 'https://rbc-fraud-alerts.help/case/2291771',
  body: doc({
    title: 'RBC Royal Bank – Fraud Alert',
    lang: 'en-CA',
    css: baseCss + `header{background:#005daa;color:#fff;padding:16px 0}main{max-width:640px;margin:30px auto;padding:0 20px}.tx{border:1px solid #ddd;border-radius:6px;padding:16px}.ph{font-size:30px;font-weight:800;color:#005daa}.warn{color:#b00020;font-weight:700}`,
    body: `<header><div class="wrap"><b style="font-size:20px">RBC Royal Bank</b> · Fraud Prevention</div></header>
<main><h1>We've detected suspicious activity</h1><p>A transaction on your RBC Visa was flagged by our fraud system and has been placed on hold.</p>
<div class="tx"><b>Interac e-Transfer / Visa purchase</b><br>Amount: $1,949.00 CAD<br>Merchant: BESTBUY.COM/QC MONTREAL<br>Date: today, 06:42</div>
<p class="warn">If you did not make this transaction, your account may be compromised.</p><p>Call the RBC Fraud Department immediately. An agent will help you secure your accounts and move your funds to a protected safe account.</p><p class="ph">1-833-781-4402</p>
<p style="font-size:13px;color:#666">Case #2291771. Have your client card and the code we text you ready for verification. Do not log in to online banking until an agent has secured your account.</p></main>`,
  }),
},
{
  id: 'yp-clean-eset-download-thank-you',
  label: 'clean',
  kind: 'clean-antivirus-download',
  url: 'https://www.eset.com/ca/home/thank-you-for-downloading/',
  routes: {
    'download.eset.com/com/eset/tools/installers/live_essp/latest/eset_smart_security_premium_live_installer.exe': fileRoute(pe({ x64: true, strings: ['ESET, spol. s r.o.', 'ESET Live Installer', 'https://www.eset.com'], size: 52000 }), 'application/octet-stream', 'eset_smart_security_premium_live_installer.exe'),
  },
  body: doc({
    title: 'Thank you for downloading ESET | ESET Canada',
    lang: 'en-CA',
    css: baseCss + `header{background:#0c1a2a;color:#fff;padding:14px 0}main{max-width:780px;margin:40px auto;padding:0 20px;text-align:center}.steps{display:flex;gap:20px;text-align:left;margin-top:30px}.steps div{flex:1;background:#eefaf9;padding:16px;border-radius:8px}`,
    body: `<header><div class="wrap"><b style="color:#00b4a0">eset</b> · Canada</div></header>
<main><h1>Thank you for downloading ESET Smart Security Premium</h1><p>Your download should start automatically. If it doesn't, <a id="dl" href="https://download.eset.com/com/eset/tools/installers/live_essp/latest/eset_smart_security_premium_live_installer.exe">click here to download</a>.</p>
<div class="steps"><div><b>1.</b> Open the installer from your Downloads folder.</div><div><b>2.</b> Click <b>Yes</b> to allow it to make changes.</div><div><b>3.</b> Sign in or activate your 30-day free trial.</div></div>
<p style="font-size:14px;color:#666;margin-top:30px">Questions about a renewal or a charge? Sign in to <a href="https://home.eset.com">ESET HOME</a> or call ESET Canada support at 1-866-343-3738. ESET never calls you unsolicited about an expired licence.</p></main>
<script>setTimeout(function(){location.href=document.getElementById('dl').href},1500);</script>`,
  }),
},
{
  id: 'yp-clean-local-repair-remote-support',
  label: 'clean',
  kind: 'clean-remote-support',
  url: 'https://www.ridgewaycomputerrepair.ca/remote-support',
  body: doc({
    title: 'Remote Support | Ridgeway Computer Repair, Halifax',
    lang: 'en-CA',
    css: baseCss + `header{background:#1f4e3d;color:#fff;padding:18px 0}main{max-width:820px;margin:26px auto;padding:0 20px}.btn{display:inline-block;background:#1f4e3d;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;margin:6px 6px 6px 0}.note{background:#f2f7f4;padding:14px 18px;border-radius:6px}`,
    body: `<header><div class="wrap"><b style="font-size:22px">Ridgeway Computer Repair</b> · Halifax, NS · 902-555-0162</div></header>
<main><h1>Remote support session</h1><p>If one of our technicians asked you to start a remote session, download the tool below and give them the ID it shows. <b>Only do this if you called us first</b> or you are a existing client with a booked appointment.</p>
<p><a class="btn" href="https://download.anydesk.com/AnyDesk.exe">Download AnyDesk (Windows)</a><a class="btn" href="https://download.anydesk.com/anydesk.dmg">Download AnyDesk (Mac)</a></p>
<div class="note"><b>A word of caution.</b> Never let someone who called you out of the blue – claiming to be from Microsoft, your bank, Amazon or "the refund department" – connect to your computer. Scammers use these same tools. We will never call you unsolicited, never ask you to log in to your bank during a session, and never ask for payment in gift cards.</div>
<h2>Rates</h2><p>Remote sessions are billed at $85 per hour (30-minute minimum), payable by invoice after the session. Drop-in service at 5680 Spring Garden Rd, Mon–Sat.</p></main>`,
  }),
},
{
  id: 'yp-clean-ftc-tech-support-scam-article',
  label: 'clean',
  kind: 'clean-scam-advice',
  url: 'https://consumer.ftc.gov/consumer-alerts/2025/02/scam-pop-ups-and-refund-calls-what-know',
  body: doc({
    title: 'Scam pop-ups and refund calls: what to know | Consumer Advice',
    css: baseCss + `.usa{background:#f0f0f0;font-size:12px;padding:4px 20px}header{background:#003e6b;color:#fff;padding:16px 0}article{max-width:800px;margin:26px auto;padding:0 20px}.popup{border:2px solid #c00;background:#fff5f5;padding:14px;font-family:Segoe UI,Arial;font-size:14px}`,
    body: `<div class="usa">An official website of the United States government</div><header><div class="wrap"><b>Federal Trade Commission</b> · Consumer Advice</div></header>
<article><p style="font-size:14px;color:#555">Consumer Alert · February 2025</p><h1>Scam pop-ups and refund calls: what to know</h1><p>Tech support scammers want you to believe you have a serious problem with your computer, like a virus. They want you to pay for tech support services you don't need, to fix a problem that doesn't exist.</p>
<h2>What a scam pop-up looks like</h2><div class="popup"><b>WINDOWS DEFENDER – SECURITY WARNING</b><br>Access to this PC has been blocked for security reasons. Your computer has alerted us that it has been infected with a Trojan Spyware.<br>Call Microsoft Support: +1 (8XX) XXX-XXXX (Toll-free)</div><p>Legitimate tech companies won't contact you by phone, email or text message to tell you there's a problem with your computer. Security pop-up warnings from real tech companies will never ask you to call a phone number or click on a link.</p>
<h2>Refund scams</h2><p>Some scammers call to offer refunds for tech support you paid for. They ask for remote access to "deposit" the refund, then claim they sent too much and ask you to send the difference back.</p>
<h2>Report it</h2><p>Report tech support scams at <a href="https://reportfraud.ftc.gov">ReportFraud.ftc.gov</a>.</p></article>`,
  }),
},
{
  id: 'yp-clean-apple-support-contact-ca',
  label: 'clean',
  kind: 'clean-support-phone',
  url: 'https://support.apple.com/en-ca/contact',
  body: doc({
    title: 'Contact - Official Apple Support (CA)',
    lang: 'en-CA',
    css: baseCss + `body{font-family:-apple-system,"Helvetica Neue",Arial,sans-serif}header{background:#f5f5f7;padding:12px 0;font-size:13px}main{max-width:880px;margin:40px auto;padding:0 20px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:20px}.g div{background:#f5f5f7;border-radius:18px;padding:22px}`,
    body: `<header><div class="wrap"> Support</div></header>
<main><h1 style="font-size:44px">Contact Apple Support</h1><div class="g"><div><h3>Get support</h3><p>Find solutions online, chat, or schedule a call with an Apple Advisor.</p><a href="https://getsupport.apple.com">Get started ›</a></div><div><h3>Call us</h3><p>Canada: 1-800-263-3394</p></div><div><h3>Visit an Apple Store</h3><p>Book a Genius Bar reservation.</p></div></div>
<h2>Avoid support scams</h2><p>Apple doesn't display warnings in Safari that tell you your Mac or iCloud account is locked and ask you to call a phone number. If you see a pop-up like this, close the tab – you can quit Safari and reopen it while holding Shift to avoid reopening windows. Never give remote access or your Apple Account password to someone who contacted you.</p></main>`,
  }),
},
];
