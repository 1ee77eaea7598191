import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-clean-bank-security-centre-scam-sms-examples',
  label: 'clean',
  kind: 'bank-security-advice',
  url: 'https://www.fnb.co.za/security-centre/scam-sms-examples.html',
  body: doc('Recognise scam SMSes and WhatsApps | FNB Security Centre', `
<header><a href="https://www.fnb.co.za/">${wordmark('FNB', '#f7a700', { shape: 'circle', fg: '#ffffff', h: 32 })}</a><nav><a href="/security-centre/">Security Centre</a><a href="/contact-us/">Contact us</a></nav></header>
<article>
 <h1>Recognise scam SMSes and WhatsApps</h1>
 <p>Fraudsters send messages that look like they come from FNB, SARS, the Post Office or your cellphone network. They create urgency so that you click a link and enter your login details, OTP or card PIN on a fake website. Here are real examples customers reported this month (links disabled):</p>
 <div class="sms"><span class="from">FNB-ALERT</span>FNB: A new device was linked to your app on 12/03 at 21:14. If this was not you, cancel here: hxxps://fnb-secure-za[.]app/login</div>
 <div class="sms"><span class="from">+27 71 604 3392</span>Absa: Your banking app has been deregistered. Re-register within 24hrs to avoid suspension: absa-appreg[.]info/reg</div>
 <div class="sms"><span class="from">SAPO</span>Your parcel RR48291337ZA is held due to an incomplete address. Pay R28.50 redelivery fee: sapo-track.delivery-za[.]info</div>
 <div class="sms"><span class="from">SARS</span>You are eligible for a tax refund of R3846.21. Submit your card details to receive it: sarsefiling-refund[.]co</div>
 <div class="sms"><span class="from">eBucks</span>Your eB18 450 expire at midnight. Convert to cash now: ebucks-redeem[.]co</div>
 <h2>What FNB will never do</h2>
 <ul><li>Send you a link to log in to Online Banking or the FNB App.</li><li>Ask for your password, PIN, OTP or the 3-digit CVV over the phone, SMS, email or WhatsApp.</li><li>Ask you to install remote-access apps such as AnyDesk or TeamViewer.</li><li>Ask you to move money to a "safe account".</li></ul>
 <h2>If you clicked a link</h2>
 <p>Stop the card immediately on the FNB App (Cards &gt; Stop card), change your password and call our fraud line on <b>087 575 9444</b> (24/7). Forward the SMS to <b>phishing@fnb.co.za</b>.</p>
</article>
<footer>First National Bank – a division of FirstRand Bank Limited. An Authorised Financial Services and Credit Provider (NCRCP20).</footer>`, {
    css: `body{margin:0;font-family:Arial,sans-serif;color:#333}header{background:#01a9b4;padding:10px 24px;display:flex;justify-content:space-between;align-items:center}header nav a{color:#fff;margin-left:16px;text-decoration:none}article{max-width:760px;margin:24px auto;padding:0 16px;line-height:1.55}
.sms{background:#e9f5f6;border-radius:14px;padding:10px 14px;margin:10px 0;max-width:520px;font-size:14px}.from{display:block;font-size:11px;color:#01a9b4;font-weight:bold}footer{font-size:11px;color:#888;padding:24px;text-align:center}`,
  }),
},
{
  id: 'yh-clean-safaricom-usitume-pin-tips-sw',
  label: 'clean',
  kind: 'mobile-money-safety-advice',
  url: 'https://www.safaricom.co.ke/personal/m-pesa/m-pesa-fraud-awareness',
  body: doc('Jilinde na Ulaghai wa M-PESA | Safaricom', `
<div class="hd">${wordmark('Safaricom', '#43b02a', { shape: 'circle', h: 30, w: 170 })}</div>
<div class="c">
 <h1>Jilinde na ulaghai wa M-PESA</h1>
 <p>Walaghai hutuma jumbe kama hizi. Usijibu wala kutuma pesa:</p>
 <blockquote>"SJK4XQ2L9P Confirmed. You have received Ksh2,500.00 from JOHN KAMAU 0712XXXXXX... Tafadhali nirudishie, nilikosea nambari."</blockquote>
 <blockquote>"Ndugu mteja, laini yako itafungwa leo. Piga *33*0722...# kuthibitisha."</blockquote>
 <h2>Kumbuka</h2>
 <ul><li><b>Usitume PIN yako ya M-PESA</b> kwa mtu yeyote, hata kama anadai ni mfanyakazi wa Safaricom.</li><li>Angalia salio lako kwa kupiga *144# kabla ya kurudisha pesa yoyote.</li><li>Safaricom haitakuomba PIN kupitia tovuti au fomu. Kurudisha pesa (reversal) kunafanywa kwa kutuma ujumbe wa muamala kwa <b>456</b>.</li><li>Ripoti nambari ya mlaghai kwa kutuma ujumbe kwa <b>333</b>.</li></ul>
 <p class="en"><b>English:</b> Never share your M-PESA PIN. To request a reversal, forward the transaction SMS to 456. Report fraud numbers to 333.</p>
</div>`, {
    lang: 'sw',
    css: 'body{margin:0;font-family:Arial,sans-serif}.hd{padding:12px 22px;border-bottom:4px solid #43b02a}.c{max-width:720px;margin:22px auto;padding:0 16px;line-height:1.55}blockquote{background:#f1f8ee;border-left:4px solid #43b02a;padding:10px;font-family:monospace;font-size:13px}.en{font-size:13px;color:#555}',
  }),
},
{
  id: 'yh-clean-sassa-grant-info-isizulu',
  label: 'clean',
  kind: 'government-information',
  url: 'https://www.sassa.gov.za/isizulu/izibonelelo/Pages/Isibonelelo-sabantwana.aspx',
  body: doc('Isibonelelo Sokondla Izingane | SASSA', `
<div class="hd">${wordmark('SASSA', '#00843d', { shape: 'circle', h: 30 })}<span>Ukuphepha Komphakathi</span></div>
<div class="c">
 <h1>Isibonelelo Sokondla Izingane (Child Support Grant)</h1>
 <p>Lesi sibonelelo sinikezwa abazali noma abanakekeli abaholela ngaphansi kwenani elithile. Imali ikhokhwa njalo ngenyanga.</p>
 <h2>Ungafaka kanjani isicelo</h2>
 <ol><li>Vakashela ihhovisi le-SASSA eliseduze nawe.</li><li>Yiba nomazisi wakho nesitifiketi sokuzalwa somntwana.</li><li>Ukufaka isicelo <b>kumahhala</b>.</li></ol>
 <div class="w"><b>Qaphela:</b> I-SASSA ayikaze icele imali ukuze ufake isicelo, futhi ayikaze icele i-PIN yakho yasebhange noma i-OTP. Ungachofoki izixhumanisi ezithunyelwa nge-SMS noma nge-WhatsApp ezithi "qinisekisa imininingwane yakho yasebhange".</div>
 <p>Ucingo lwamahhala: <b>0800 60 10 11</b></p>
</div>`, {
    lang: 'zu',
    css: 'body{margin:0;font-family:Arial,sans-serif}.hd{padding:10px 20px;border-bottom:3px solid #00843d;display:flex;align-items:center;gap:10px;color:#00843d}.c{max-width:720px;margin:22px auto;padding:0 16px;line-height:1.6}.w{background:#fff4e0;padding:12px;border-left:4px solid #f5a800}',
  }),
},
{
  id: 'yh-clean-capitec-reset-remote-pin-help',
  label: 'clean',
  kind: 'password-help-article',
  url: 'https://www.capitecbank.co.za/help-centre/app/reset-remote-pin/',
  body: doc('How to reset your Remote PIN | Capitec Help Centre', `
<header>${wordmark('capitec', '#0067b1', { shape: 'circle', h: 30 })}<nav><a>Personal</a><a>Business</a><a>Help centre</a></nav></header>
<article>
 <h1>How to reset your Remote PIN or app password</h1>
 <p>Your 5-digit Remote PIN is used to log in to the Capitec app and internet banking. You can reset it yourself in the app – you do not need to visit a branch.</p>
 <h2>Reset in the app</h2>
 <ol><li>Open the Capitec app and tap <b>Forgot Remote PIN?</b> on the login screen.</li><li>Enter your ID number and card number when prompted.</li><li>Take a selfie for facial verification.</li><li>Choose a new 5-digit Remote PIN.</li></ol>
 <h2>Reset on internet banking</h2>
 <p>Go to <b>capitecbank.co.za</b>, click <b>Log in</b> and then <b>Forgot password</b>. An approval request will be sent to your app.</p>
 <div class="tip"><b>Remember:</b> Capitec will never ask for your Remote PIN, password, card PIN or OTP by phone, SMS, email or WhatsApp. Capitec does not ask clients to "verify" on websites sent by SMS.</div>
 <p>Still stuck? Call us on <b>0860 10 20 43</b>.</p>
</article>`, {
    css: 'body{margin:0;font-family:Roboto,Arial,sans-serif;color:#222}header{display:flex;justify-content:space-between;align-items:center;padding:12px 24px;box-shadow:0 1px 4px #0002}header nav a{margin-left:16px;color:#0067b1}article{max-width:720px;margin:24px auto;padding:0 16px;line-height:1.6}.tip{background:#eef5fb;padding:12px;border-left:4px solid #0067b1}',
  }),
},
];
