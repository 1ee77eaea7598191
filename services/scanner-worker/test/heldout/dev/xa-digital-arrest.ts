import { type Entry } from '../entry.js';
import { doc, logos } from '../parts/xa-kit.js';
import { pngRoute } from '../parts/e-bin.js';

/**
 * "Digital arrest" pages: fake CBI warrants, TRAI disconnection notices, customs narcotics parcels, ED and
 * Supreme Court asset-verification orders and police clearance fees — the documents a caller on a video call
 * sends the victim so that they transfer their savings "for verification".
 */
export const entries: Entry[] = [
{
  id: 'xa-cbi-arrest-warrant-rbi-verification-account',
  label: 'scam',
  kind: 'digital-arrest',
  url: 'https://cbi-gov-in.case-verification.com/warrant/CBI-MUM-2025-0417',
  body: doc({
    title: 'Central Bureau of Investigation - Arrest Warrant',
    lang: 'hi',
    css: `body{margin:0;background:#d9d4c7;font-family:'Times New Roman',serif}.pg{max-width:760px;margin:20px auto;background:#fffdf6;padding:36px 44px;box-shadow:0 0 12px #0004;position:relative}.hd{text-align:center;border-bottom:2px solid #000;padding-bottom:10px}.hd h1{margin:6px 0;font-size:24px;letter-spacing:1px}.hd h2{margin:0;font-size:16px}.wm{position:absolute;top:40%;left:20%;font-size:80px;color:#b71c1c12;transform:rotate(-25deg)}table{width:100%;border-collapse:collapse;margin:14px 0;font-size:15px}td{border:1px solid #555;padding:6px}p{font-size:15px;line-height:1.55}.seal{width:120px;height:120px;border:3px double #1a237e;border-radius:50%;color:#1a237e;display:flex;align-items:center;justify-content:center;text-align:center;font-size:11px;float:right;transform:rotate(-12deg)}.pay{border:2px dashed #b71c1c;padding:12px;background:#fff5f5;font-family:Arial;font-size:14px}.conf{font-family:Arial;background:#000;color:#ff5252;padding:8px;text-align:center;font-weight:bold}`,
    body: `<div class="pg"><div class="wm">CONFIDENTIAL</div><div class="conf">STRICTLY CONFIDENTIAL – DO NOT DISCLOSE TO ANY PERSON (Official Secrets Act, 1923)</div>
<div class="hd">${logos.shield('#1a237e', 56)}<h1>CENTRAL BUREAU OF INVESTIGATION</h1><h2>केन्द्रीय अन्वेषण ब्यूरो · Economic Offences Wing, Mumbai Zone</h2><div>Government of India · Ministry of Personnel</div></div>
<h3 style="text-align:center;text-decoration:underline">ARREST WARRANT / गिरफ्तारी वारंट</h3>
<table><tr><td>Case No.</td><td>RC/MUM/2025/E/0417 (PMLA)</td></tr><tr><td>Under Sections</td><td>120B, 420, 467, 471 IPC r/w Sec. 3 &amp; 4 PMLA 2002</td></tr><tr><td>Linked Case</td><td>Naresh Goyal Money Laundering Case – ₹538 Crore</td></tr><tr><td>Investigating Officer</td><td>Shri Rakesh Kumar Sinha, DSP (CBI)</td></tr><tr><td>Issuing Authority</td><td>Hon'ble Special Judge (PMLA), Mumbai</td></tr></table>
<p>It has come to the notice of this Bureau that a bank account has been opened at Canara Bank, Andheri (E) using your Aadhaar credentials, and that ₹2.8 crore of illegal proceeds have been routed through it. 247 complaints have been registered against this account.</p>
<p>आपको निर्देश दिया जाता है कि जांच पूरी होने तक आप <b>डिजिटल हिरासत (Digital Arrest)</b> में रहेंगे। आप वीडियो कॉल से अलग नहीं होंगे और इस मामले की जानकारी परिवार, मित्र या बैंक कर्मचारी को नहीं देंगे। उल्लंघन करने पर आपको तत्काल गिरफ्तार कर लिया जाएगा।</p>
<div class="seal">SPECIAL JUDGE<br>PMLA COURT<br>MUMBAI<br>★ SEALED ★</div>
<div class="pay"><b>FUND VERIFICATION (RBI Supervised)</b><br>To prove your innocence, all funds held in your accounts, FDs and mutual funds must be transferred to the RBI Secret Supervision Account for legality verification. The amount will be <b>refunded within 45 minutes</b> after verification with a No Objection Certificate.<br><br>Beneficiary: <b>RBI SUPERVISION CELL – JAGDAMBA ENTERPRISES</b><br>A/c No.: 50200081437726 · IFSC: HDFC0004412<br>UPI: rbi.verification.cell@okaxis<br><br>After transfer share the UTR number with the Investigating Officer on Skype: <b>live:.cid.cbi_mumbai_io</b> / WhatsApp +91 80942 17730.</div>
<p style="margin-top:24px">Sd/-<br>Deputy Superintendent of Police<br>Central Bureau of Investigation</p></div>`,
  }),
},
{
  id: 'xa-mumbai-cyber-police-clearance-upi-marathi',
  label: 'scam',
  kind: 'digital-arrest',
  url: 'https://mumbaipolice-cyber.clearance-certificate.org/mr/noc',
  body: doc({
    title: 'सायबर पोलीस ठाणे, मुंबई - क्लिअरन्स प्रमाणपत्र',
    lang: 'mr',
    css: `body{margin:0;font-family:'Noto Sans Devanagari',Arial;background:#eef1f6}.h{background:#0d2a5c;color:#fff;display:flex;align-items:center;gap:12px;padding:10px 18px}.b{max-width:560px;margin:18px auto;background:#fff;padding:20px;border-radius:6px}.st{background:#ffcdd2;color:#b71c1c;padding:10px;border-radius:4px;font-weight:bold}.q{text-align:center;margin:16px 0}.q img{width:180px;height:180px;image-rendering:pixelated;border:8px solid #fff;outline:1px solid #ccc}input{width:100%;padding:10px;margin:6px 0 12px;box-sizing:border-box;border:1px solid #bbb}button{background:#0d2a5c;color:#fff;border:0;padding:12px;width:100%}`,
    body: `<div class="h">${logos.shield('#c62828', 40)}<div><b>सायबर पोलीस ठाणे, मुंबई</b><div style="font-size:12px">Cyber Police Station, Mumbai · Maharashtra Police</div></div></div>
<div class="b"><div class="st">प्रकरण क्र. CYB/BKC/1187/2025 – आपल्या नावावर मनी लॉन्ड्रिंगची तक्रार प्रलंबित</div>
<p>आपले नाव तपासातून वगळण्यासाठी आणि अटक टाळण्यासाठी <b>पोलीस क्लिअरन्स प्रमाणपत्र (NOC)</b> आवश्यक आहे. प्रमाणपत्र शुल्क आणि सुरक्षा ठेव ₹48,500 खालील UPI वर भरावी. तपास पूर्ण झाल्यावर संपूर्ण रक्कम परत केली जाईल.</p>
<div class="q"><img src="/mr/qr-noc.png" alt="UPI QR"><div>UPI ID: <b>mhpolice.noc@ybl</b></div></div>
<form action="/mr/noc/utr" method="post"><label>पूर्ण नाव</label><input name="n"><label>UTR / व्यवहार क्रमांक</label><input name="utr"><label>आधार क्रमांक</label><input name="aad"><button>प्रमाणपत्रासाठी अर्ज करा</button></form>
<p style="font-size:12px">टीप: ही माहिती गोपनीय आहे. कुटुंबीयांना किंवा बँकेला सांगू नये, अन्यथा तपासात अडथळा आणल्याबद्दल कारवाई केली जाईल.</p></div>`,
  }),
  routes: { 'mumbaipolice-cyber.clearance-certificate.org/mr/qr-noc.png': pngRoute(0, 0, 0) },
},
];
