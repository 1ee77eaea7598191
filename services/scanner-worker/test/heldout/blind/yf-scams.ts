import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsonRoute } from '../parts/e-bin.js';

// Invoice scams, tech-support scams and other fraud pages that reached clients.

const techCss = `
html,body{margin:0;height:100%;overflow:hidden;background:#0078d7;font-family:"Segoe UI",Arial,sans-serif;color:#fff}
.win{position:fixed;inset:0;background:#0a62b5}
.dlg{position:fixed;left:50%;top:50%;transform:translate(-50%,-50%);width:640px;max-width:94%;background:#fff;color:#222;box-shadow:0 10px 40px rgba(0,0,0,.5)}
.dlg .tt{background:#1e1e1e;color:#fff;padding:8px 12px;font-size:13px;display:flex;justify-content:space-between}
.dlg .bd{padding:22px 26px}
.dlg h2{margin:0 0 10px;color:#c50f1f;font-size:21px}
.ph{font-size:30px;font-weight:700;color:#0067b8;margin:14px 0}
.btns{display:flex;justify-content:flex-end;gap:10px;padding:12px 26px;background:#f3f3f3}
.btns button{padding:7px 22px;border:1px solid #999;background:#e1e1e1}
.btns button.p{background:#0067b8;color:#fff;border-color:#0067b8}
.scan{position:fixed;left:0;right:0;bottom:0;background:#111;color:#0f0;font-family:Consolas,monospace;font-size:12px;height:120px;overflow:hidden;padding:8px 14px;opacity:.9}
`;

export const entries: Entry[] = [
  {
    id: 'yf-domain-renewal-notice-invoice',
    label: 'scam',
    kind: 'domain-renewal-scam',
    url: 'https://domainrenewal-notices.com/notice/harbourlegal.com.au?inv=DRN-448120',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Domain Name Renewal Notice - harbourlegal.com.au</title>
<style>
body{margin:0;background:#e8e8e8;font-family:"Times New Roman",Georgia,serif;color:#111}
.paper{max-width:780px;margin:24px auto;background:#fff;padding:44px 56px;box-shadow:0 1px 6px rgba(0,0,0,.2)}
.top{display:flex;justify-content:space-between;border-bottom:2px solid #000;padding-bottom:12px}
.top h1{font-size:22px;margin:0;letter-spacing:1px}
.due{border:2px solid #000;padding:8px 14px;text-align:center;font-weight:bold}
table{width:100%;border-collapse:collapse;margin:20px 0;font-family:Arial,sans-serif;font-size:14px}
th,td{border:1px solid #555;padding:8px}th{background:#eee}
.fine{font-size:11px;font-family:Arial,sans-serif;color:#444;line-height:1.5}
.pay{font-family:Arial,sans-serif;background:#f6f6f6;border:1px solid #ccc;padding:18px;margin-top:18px}
.pay input{width:100%;box-sizing:border-box;padding:8px;margin:4px 0 10px;border:1px solid #999}
.pay button{background:#8b0000;color:#fff;border:0;padding:11px 26px;font-size:15px;font-weight:bold}
</style></head>
<body>
<div class="paper">
<div class="top"><div><h1>DOMAIN NAME REGISTRY SERVICES</h1><div style="font-size:13px">Annual Search Engine &amp; Domain Listing &middot; PO Box 4412, Melbourne VIC 3001</div></div><div class="due">RESPOND BY<br><span id="rb"></span></div></div>
<p style="font-family:Arial;font-size:14px"><b>Attention:</b> Domain Owner / Accounts<br>Harbour Legal<br>Ref: DRN-448120</p>
<p style="font-family:Arial;font-size:14px">As a courtesy to domain name holders, we are sending you this notice of your domain name registration renewal. Failure to renew by the expiry date may result in the loss of your online identity, email and website. <b>Act today.</b></p>
<table><tr><th>Domain Name</th><th>Term</th><th>Period</th><th>Price</th></tr>
<tr><td>harbourlegal.com.au</td><td>Renewal</td><td>01/05/2024 &ndash; 01/05/2026</td><td>$349.00</td></tr>
<tr><td colspan="3" style="text-align:right">GST</td><td>$34.90</td></tr>
<tr><td colspan="3" style="text-align:right"><b>TOTAL DUE</b></td><td><b>$383.90</b></td></tr></table>
<div class="pay"><b>Pay online by credit card</b>
<form method="post" action="/notice/pay">
<input type="hidden" name="ref" value="DRN-448120"><input type="hidden" name="domain" value="harbourlegal.com.au">
<label>Cardholder name</label><input name="name" required>
<label>Card number</label><input name="card" required>
<label>Expiry (MM/YY) / CVV</label><input name="exp" required>
<label>Email for receipt</label><input name="email" type="email">
<button type="submit">Pay $383.90 now</button>
</form></div>
<p class="fine">This notice is not a bill. You are under no obligation to pay the amount stated unless you accept this offer. Domain Name Registry Services is not affiliated with your current registrar. By paying this notice you agree to transfer your domain name to our registration service and to our terms. Search engine listing services are included. No refunds.</p>
</div>
<script>document.getElementById('rb').textContent=new Date(Date.now()+5*864e5).toLocaleDateString('en-AU');</script>
</body></html>`,
    routes: {
      'domainrenewal-notices.com/notice/pay': htmlRoute('<!DOCTYPE html><html><body style="font-family:Arial;padding:40px"><h2>Payment received</h2><p>Your renewal is being processed. A tax invoice will be emailed to you.</p></body></html>'),
    },
  },
  {
    id: 'yf-techsupport-defender-azure-blob-au',
    label: 'scam',
    kind: 'tech-support-scam',
    url: 'https://secalert7734win.z13.web.core.windows.net/index.html?ph=1800951047&cid=ad-77',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Security Center - Windows Defender Alert</title>
<style>${techCss}</style></head>
<body>
<div class="win"></div>
<audio id="snd" src="alert.wav" loop autoplay></audio>
<div class="dlg">
<div class="tt"><span>Windows Defender Security Center</span><span>&#10005;</span></div>
<div class="bd">
<h2>&#9888; Access to this PC has been blocked for security reasons</h2>
<p>Your computer has alerted us that it has been infected with <b>Trojan Spyware</b>. The following data has been compromised:</p>
<ul><li>Email credentials</li><li>Banking passwords</li><li>Facebook login</li><li>Pictures &amp; documents</li></ul>
<p>Windows Defender scan has found potentially unwanted adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p>
<p><b>You must contact us immediately so that our engineers can walk you through the removal process over the phone.</b></p>
<p>Call Microsoft Support (toll free, Australia):</p>
<div class="ph" id="ph">1800 951 047</div>
<p style="font-size:13px;color:#666">Do not close this window or restart your computer. Doing so may result in data loss and suspension of your Windows licence.</p>
</div>
<div class="btns"><button>Deny</button><button class="p" id="ok">Allow</button></div>
</div>
<div class="scan" id="scan"></div>
<script>
var q = new URLSearchParams(location.search), p = q.get('ph');
if (p) document.getElementById('ph').textContent = p.replace(/(\\d{4})(\\d{3})(\\d{3})/, '$1 $2 $3');
var files = ['C:\\\\Windows\\\\System32\\\\drivers\\\\etc\\\\hosts','C:\\\\Users\\\\Public\\\\Documents\\\\invoice.pdf','C:\\\\Windows\\\\SysWOW64\\\\msvcr120.dll','C:\\\\Program Files\\\\Google\\\\Chrome\\\\Application\\\\chrome.exe'];
var s = document.getElementById('scan'), i = 0;
setInterval(function(){ s.innerHTML = 'Scanning ' + files[i++ % files.length] + ' ... <span style="color:#f44">THREAT DETECTED: Trojan:Win32/Emotet.ARJ!MTB</span><br>' + s.innerHTML; }, 350);
function lock(){ var d = document.documentElement; if (d.requestFullscreen) d.requestFullscreen().catch(function(){}); if (navigator.keyboard && navigator.keyboard.lock) navigator.keyboard.lock().catch(function(){}); document.getElementById('snd').play().catch(function(){}); }
document.addEventListener('click', lock); document.addEventListener('keydown', function(e){ e.preventDefault(); lock(); });
for (var k = 0; k < 20; k++) history.pushState({k: k}, '', location.href);
window.addEventListener('popstate', function(){ history.pushState(null, '', location.href); });
window.onbeforeunload = function(){ return 'Your computer is at risk!'; };
setTimeout(function(){ alert('** WINDOWS DEFENDER ALERT **\\nTrojan Spyware detected. Call 1800 951 047 immediately.'); }, 1500);
</script>
</body></html>`,
    routes: {
      'secalert7734win.z13.web.core.windows.net/alert.wav': fileRoute(beepWav(3, 1200), 'audio/wav'),
    },
  },
  {
    id: 'yf-techsupport-bilingual-ca-helpline',
    label: 'scam',
    kind: 'tech-support-scam',
    url: 'https://support-canada.helpdesk-windows.online/erreur/?code=0x80070643&lang=fr',
    body: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Erreur Windows 0x80070643 - Assistance</title>
<style>${techCss}
.lang{position:fixed;top:10px;right:14px;z-index:5}.lang a{color:#fff;margin-left:10px}
</style></head>
<body>
<div class="win"></div>
<div class="lang"><a href="#" id="en">English</a><a href="#" id="fr">Français</a></div>
<div class="dlg">
<div class="tt"><span id="t0">Sécurité Windows</span><span>&#10005;</span></div>
<div class="bd">
<h2 id="t1">Erreur # 0x80070643 &ndash; Votre ordinateur est verrouillé</h2>
<p id="t2">Un logiciel espion a été détecté sur cet appareil. Vos renseignements bancaires et vos mots de passe risquent d'être volés. Pour votre sécurité, l'accès à cet ordinateur a été suspendu.</p>
<p id="t3">Appelez immédiatement le soutien technique Microsoft (sans frais) :</p>
<div class="ph">+1 (833) 604-2217</div>
<p id="t4" style="font-size:13px;color:#666">N'éteignez pas votre ordinateur. Un technicien certifié vous aidera à supprimer la menace.</p>
</div>
<div class="btns"><button class="p">OK</button></div>
</div>
<script>
var T = {
  fr: ['Sécurité Windows', 'Erreur # 0x80070643 – Votre ordinateur est verrouillé', document.getElementById('t2').textContent, 'Appelez immédiatement le soutien technique Microsoft (sans frais) :', document.getElementById('t4').textContent],
  en: ['Windows Security', 'Error # 0x80070643 – Your computer has been locked', 'Spyware has been detected on this device. Your banking details and passwords are at risk of being stolen. For your safety, access to this computer has been suspended.', 'Call Microsoft Technical Support immediately (toll free):', 'Do not turn off your computer. A certified technician will help you remove the threat.']
};
function setL(l){ for (var i = 0; i < 5; i++) document.getElementById('t' + i).textContent = T[l][i]; document.documentElement.lang = l === 'fr' ? 'fr-CA' : 'en-CA'; }
document.getElementById('en').onclick = function(e){ e.preventDefault(); setL('en'); };
document.getElementById('fr').onclick = function(e){ e.preventDefault(); setL('fr'); };
if ((navigator.language || '').indexOf('fr') !== 0 && new URLSearchParams(location.search).get('lang') !== 'fr') setL('en');
document.body.addEventListener('mousemove', function once(){ document.documentElement.requestFullscreen && document.documentElement.requestFullscreen().catch(function(){}); document.body.removeEventListener('mousemove', once); });
setInterval(function(){ document.title = document.title.indexOf('⚠') === 0 ? 'Erreur Windows 0x80070643' : '⚠ +1 (833) 604-2217'; }, 900);
</script>
</body></html>`,
  },
  {
    id: 'yf-asx-ai-trading-fake-news-article',
    label: 'scam',
    kind: 'investment-scam',
    url: 'https://news-today-au.com/finance/2024/04/presenter-reveals-passive-income-secret/?utm_source=fb&adid=77120',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Popular TV presenter reveals how Australians are earning $12,400 a week from home</title>
<style>
body{margin:0;font-family:Georgia,"Times New Roman",serif;color:#1a1a1a;background:#fff}
.nav{background:#000;color:#fff;padding:12px 5%;font-family:Arial;font-weight:bold;display:flex;gap:18px;font-size:14px}
.nav b{font-size:20px;margin-right:20px}
article{max-width:720px;margin:24px auto;padding:0 20px;font-size:18px;line-height:1.65}
h1{font-size:34px;line-height:1.2}
.by{font-family:Arial;font-size:13px;color:#666}
blockquote{border-left:4px solid #c00;margin:20px 0;padding:6px 18px;font-style:italic;background:#fafafa}
.reg{background:#f4f8ff;border:2px solid #1b5fd1;padding:22px;font-family:Arial;font-size:15px;margin:28px 0}
.reg input{width:100%;box-sizing:border-box;padding:11px;margin:6px 0;border:1px solid #aaa;font-size:15px}
.reg button{width:100%;padding:14px;background:#1bb35b;color:#fff;border:0;font-size:18px;font-weight:bold}
.cm{font-family:Arial;font-size:14px;border-top:1px solid #ddd;padding:12px 0}
</style></head>
<body>
<div class="nav"><b>NEWS TODAY</b><span>Politics</span><span>Business</span><span>Sport</span><span>Lifestyle</span></div>
<article>
<h1>Popular TV presenter reveals how everyday Australians are earning $12,400 a week &mdash; and the banks are furious</h1>
<div class="by">By Sarah Whitlock &middot; Finance Reporter &middot; <span id="dt"></span></div>
<p>In an interview that was pulled from air just minutes after it began, the much-loved morning-show host revealed the "wealth loophole" he has been using to build a second income with a new AI trading platform called <b>QuantumAX Pro</b>.</p>
<blockquote>"I put in the minimum $350 and within a week I had more than $4,000 in my account. It's completely automatic. I wish I had known about this years ago."</blockquote>
<p>The platform uses artificial intelligence to trade ASX shares and cryptocurrencies at lightning speed. The Reserve Bank has reportedly asked for the interview to be removed, but we have decided to publish it in the public interest.</p>
<p>We tested the platform ourselves. Our reporter deposited $350 and, after 5 days, the balance had grown to $2,930.</p>
<div class="reg" id="register">
<b style="font-size:18px">Register for QuantumAX Pro &ndash; limited places remaining for Australian residents</b>
<form id="lf">
<input name="first" placeholder="First name" required><input name="last" placeholder="Last name" required>
<input name="email" type="email" placeholder="Email" required><input name="phone" type="tel" placeholder="Mobile (+61)" required>
<button type="submit">START EARNING NOW</button>
</form>
<div style="font-size:12px;color:#666;margin-top:8px">Only <b id="spots">17</b> spots left today. A personal account manager will call you to activate your account.</div>
</div>
<div class="cm"><b>Karen M.</b> &ndash; Started last Tuesday, already withdrew $1,900. Thank you!!</div>
<div class="cm"><b>Dave from Geelong</b> &ndash; Was sceptical but my account manager was so helpful. Up $6k.</div>
</article>
<script>
document.getElementById('dt').textContent = new Date().toLocaleDateString('en-AU', {day:'numeric', month:'long', year:'numeric'});
setInterval(function(){ var s = document.getElementById('spots'); var n = +s.textContent; if (n > 3) s.textContent = n - 1; }, 9000);
document.getElementById('lf').onsubmit = function(e){
  e.preventDefault();
  fetch('/api/lead.php?aff=77120', {method:'POST', body: new FormData(this)}).then(function(){ location.href = '/finance/thank-you/'; });
};
</script>
</body></html>`,
    routes: {
      'news-today-au.com/api/lead.php': jsonRoute({ status: 'queued', broker: 'QAX-AU-04' }),
      'news-today-au.com/finance/thank-you/': htmlRoute('<!DOCTYPE html><html><body style="font-family:Arial;text-align:center;padding:60px"><h2>Congratulations! Your QuantumAX Pro account is reserved.</h2><p>Your personal account manager will call you within 10 minutes to help you make your first $350 deposit.</p></body></html>'),
    },
  },
  {
    id: 'yf-ato-tax-debt-warrant-giftcards',
    label: 'scam',
    kind: 'government-impersonation-scam',
    url: 'https://ato-debt-recovery.online/case/AT-99127?n=sms',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>ATO Debt Recovery - Final Notice</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#fff;color:#222}
.h{background:#1b1b1b;color:#fff;padding:14px 6%}.h b{font-size:18px}
.red{background:#b00020;color:#fff;padding:12px 6%;font-weight:bold}
.c{max-width:700px;margin:24px auto;padding:0 20px;font-size:15px;line-height:1.6}
.box{border:2px solid #b00020;padding:18px;margin:16px 0}
.opt{border:1px solid #ccc;padding:12px;margin:8px 0}
.tm{font-size:26px;font-weight:bold;color:#b00020}
</style></head>
<body>
<div class="h"><b>Australian Taxation Office</b> &middot; Debt Recovery Unit</div>
<div class="red">FINAL NOTICE BEFORE LEGAL ACTION &ndash; Case AT-99127</div>
<div class="c">
<p>Our records indicate an outstanding tax liability of <b>$4,862.15</b> resulting from discrepancies in your 2021&ndash;2023 tax returns. Multiple attempts to contact you have been unsuccessful.</p>
<div class="box">An arrest warrant will be issued to the Australian Federal Police and your Tax File Number suspended if this matter is not resolved within:<div class="tm" id="cd">23:59:59</div></div>
<p>To stop legal proceedings, call your case officer <b>Officer Daniel Brooks on (02) 8074 3391</b> immediately. Do not discuss this case with your bank or family as it is subject to a confidentiality order.</p>
<h3>Accepted settlement methods</h3>
<div class="opt"><b>Google Play / Apple gift cards</b> &ndash; purchase from any Woolworths, Coles or JB Hi-Fi and provide the card numbers to your case officer.</div>
<div class="opt"><b>Bitcoin</b> &ndash; deposit at any Bitcoin ATM to wallet <code>bc1q8r4xlm0k2yz7wq9t3n6vjsp5h2fe0dkcu3x7ga</code></div>
<div class="opt"><b>Bank transfer</b> &ndash; to the ATO "suspense account" provided by your case officer.</div>
</div>
<script>
var end = Date.now() + 86399e3;
setInterval(function(){ var s = Math.max(0, Math.floor((end - Date.now()) / 1000)); var h = Math.floor(s / 3600), m = Math.floor(s % 3600 / 60), x = s % 60; document.getElementById('cd').textContent = [h, m, x].map(function(v){ return String(v).padStart(2, '0'); }).join(':'); }, 1000);
</script>
</body></html>`,
  },
  {
    id: 'yf-remote-bookkeeper-job-training-fee',
    label: 'scam',
    kind: 'job-scam',
    url: 'https://careers.apexpayrollsolutions-nz.com/offer/remote-bookkeeping-assistant?ref=seek-1182',
    body: `<!DOCTYPE html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Offer of Employment - Remote Bookkeeping Assistant | Apex Payroll Solutions</title>
<style>
body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f3f5f9;color:#222}
.h{background:#233a6b;color:#fff;padding:16px 6%;font-size:19px;font-weight:600}
.c{max-width:720px;margin:24px auto;background:#fff;padding:32px;border-radius:6px}
.hi{background:#eaf6ee;border:1px solid #b7e0c4;padding:14px;border-radius:4px}
ul{line-height:1.8}
.pay{background:#fff8e6;border:1px solid #f0d79a;padding:16px;border-radius:4px;margin-top:18px}
label{display:block;font-size:14px;font-weight:600;margin:10px 0 4px}
input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #aab;border-radius:4px}
button{margin-top:16px;background:#233a6b;color:#fff;border:0;padding:11px 22px;border-radius:4px;font-size:15px}
</style></head>
<body>
<div class="h">Apex Payroll Solutions Ltd &middot; Careers</div>
<div class="c">
<h2>Congratulations &ndash; you've been selected!</h2>
<div class="hi">Position: <b>Remote Bookkeeping Assistant (part-time, 15&ndash;20 hrs/week)</b><br>Rate: <b>NZ$45.00 per hour</b>, paid weekly &middot; Start date: next Monday</div>
<p>Following your application on SEEK, our hiring manager has approved your profile. No interview is required. Your duties will include:</p>
<ul><li>Reconciling client payments received into your personal account and forwarding them to our vendors</li><li>Data entry in Xero and MYOB</li><li>Processing payroll for our overseas clients</li></ul>
<div class="pay"><b>Onboarding requirement:</b> All new staff must purchase the Apex Certified Bookkeeper Starter Kit (software licence, training modules and secure laptop setup) for <b>NZ$189.00</b>. This is fully reimbursed in your first pay.</div>
<form method="post" action="/offer/accept">
<label>Full legal name</label><input name="name" required>
<label>IRD number</label><input name="ird" required>
<label>Bank account (for wages)</label><input name="bank" placeholder="00-0000-0000000-00" required>
<label>Copy of driver licence or passport number</label><input name="id" required>
<label>Card for starter kit (NZ$189.00)</label><input name="card" required>
<button type="submit">Accept offer and pay starter kit</button>
</form>
</div>
</body></html>`,
    routes: {
      'careers.apexpayrollsolutions-nz.com/offer/accept': htmlRoute('<!DOCTYPE html><html><body style="font-family:Arial;padding:40px"><h2>Welcome aboard!</h2><p>Your onboarding coordinator will contact you on WhatsApp within 24 hours.</p></body></html>'),
    },
  },
  {
    id: 'yf-rental-listing-bond-before-viewing',
    label: 'scam',
    kind: 'rental-scam',
    url: 'https://rent-direct-owners.com.au/listing/2br-apartment-surry-hills-4817',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>2 Bedroom Apartment, Surry Hills NSW - $480/week - RentDirect Owners</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f6f6f6;color:#222}
.h{background:#fff;border-bottom:1px solid #ddd;padding:14px 6%;font-weight:bold;color:#e4002b;font-size:20px}
.c{max-width:860px;margin:20px auto;background:#fff;padding:26px}
.ph{height:260px;background:linear-gradient(135deg,#c9d6df,#e2e8ec);display:flex;align-items:center;justify-content:center;color:#667}
.price{font-size:26px;font-weight:bold;margin:14px 0 4px}
.owner{background:#f9f9f9;border:1px solid #e2e2e2;padding:16px;margin-top:18px;font-size:15px;line-height:1.6}
form input,form textarea{width:100%;box-sizing:border-box;padding:9px;margin:4px 0 10px;border:1px solid #bbb}
form button{background:#e4002b;color:#fff;border:0;padding:11px 22px}
</style></head>
<body>
<div class="h">RentDirect Owners</div>
<div class="c">
<div class="ph">Photo 1 of 14</div>
<div class="price">$480 per week</div>
<div>Apartment &middot; 2 bed &middot; 1 bath &middot; 1 car &middot; Crown Street, Surry Hills NSW 2010</div>
<p>Beautifully renovated, fully furnished, close to Central Station and Oxford St. Available now. No agents &ndash; deal directly with the owner and save on fees!</p>
<div class="owner"><b>Message from the owner, Dr. Michael Harrington:</b><br>I am currently working overseas with Médecins Sans Frontières and cannot show the property in person. To secure the apartment and have the keys couriered to you, please pay the bond (4 weeks) plus first 2 weeks rent, <b>$2,880 total</b>, by bank transfer. The courier will deliver the keys within 48 hours and you may inspect the property; if not satisfied, the full amount is refunded.<br><br>Bank: Commonwealth Bank &middot; BSB 062-692 &middot; Account 1044 7391 &middot; Name: M Harrington Property Trust</div>
<form method="post" action="/listing/enquire">
<p><b>Apply now</b> &ndash; send your details and payment receipt</p>
<input name="name" placeholder="Full name"><input name="email" placeholder="Email"><input name="phone" placeholder="Mobile"><input name="licence" placeholder="Driver licence number (for tenancy agreement)"><textarea name="msg" rows="3" placeholder="Message"></textarea>
<button type="submit">Send application</button>
</form>
</div>
</body></html>`,
    routes: {
      'rent-direct-owners.com.au/listing/enquire': htmlRoute('<!DOCTYPE html><html><body style="font-family:Arial;padding:40px"><h2>Application sent</h2><p>The owner will email your tenancy agreement once the payment is received.</p></body></html>'),
    },
  },
  {
    id: 'yf-webcam-extortion-bitcoin-page',
    label: 'scam',
    kind: 'extortion-scam',
    url: 'https://secure-message-view.net/m/8f2d41c9',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Private message</title>
<style>
body{margin:0;background:#111;color:#ddd;font-family:Consolas,"Courier New",monospace}
.m{max-width:720px;margin:40px auto;padding:30px;background:#1b1b1b;border:1px solid #333;line-height:1.7;font-size:15px}
.addr{background:#000;color:#0f0;padding:10px;word-break:break-all;margin:10px 0}
.t{color:#ff5252;font-size:20px}
</style></head>
<body>
<div class="m">
<p>Hello,</p>
<p>I'll get straight to the point. I have had access to your device for several months. Your password was exposed in a data breach and I used it to install software on your computer that gives me control of your camera and microphone.</p>
<p>I have recorded video of you while you were visiting adult websites, and I have a copy of your contact list, including your clients and colleagues.</p>
<p>If you want me to delete everything, send <b>AUD $2,400 in Bitcoin</b> to the address below. After payment the files will be destroyed and you will never hear from me again.</p>
<div class="addr">bc1qk7t4r9w2uyx6p0z3m8d5vnq2h0f4sjq7cl9e8w</div>
<p>You have <span class="t" id="c">48:00:00</span> from the moment you opened this message. I can see that you have opened it now. If I do not receive payment, the video will be sent to all of your contacts.</p>
<p>Do not reply, do not contact the police &ndash; I will know.</p>
</div>
<script>
fetch('/m/8f2d41c9/opened', {method: 'POST'}).catch(function(){});
var e = Date.now() + 48 * 3600e3;
setInterval(function(){ var s = Math.floor((e - Date.now()) / 1000); document.getElementById('c').textContent = [Math.floor(s / 3600), Math.floor(s % 3600 / 60), s % 60].map(function(v){ return ('0' + v).slice(-2); }).join(':'); }, 1000);
</script>
</body></html>`,
    routes: {
      'secure-message-view.net/m/8f2d41c9/opened': { status: 204, headers: {}, body: '' },
    },
  },
];
