import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, b64, baseCss, formCss, monogram } from '../parts/yp-kit.js';
import { beepWav, fileRoute, jsRoute, jsonRoute, pe } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yp-techsupport-ordinateur-bloque-fr',
  label: 'scam',
  kind: 'tech-support-locker',
  url: 'https://alerte-securite-windows.pages-support.net/fr-ca/',
  body: `<!DOCTYPE html><html lang="fr-CA"><head><meta charset="utf-8"><title>Alerte de sécurité</title></head><body style="margin:0;background:#000"><script>eval(decodeURIComponent(escape(atob('${b64(`document.open();document.write(${JSON.stringify(doc({
    title: 'Ordinateur bloqué – Assistance Microsoft',
    lang: 'fr-CA',
    css: `body{margin:0;background:#0a3d91;color:#fff;font-family:"Segoe UI",Arial,sans-serif}.box{max-width:700px;margin:60px auto;background:#fff;color:#222;padding:30px;border-top:8px solid #c50f1f}.num{font-size:30px;font-weight:800;color:#c50f1f}.code{font-family:monospace;background:#eee;padding:4px 8px}`,
    body: `<div class="box"><h1 style="color:#c50f1f">⚠ Votre ordinateur est bloqué</h1><p>Code d’erreur : <span class="code">#DW6VB36</span></p><p>Ne redémarrez pas et n’éteignez pas votre ordinateur. Une activité suspecte a été détectée : votre adresse IP a été utilisée pour accéder à des contenus illégaux et vos informations bancaires sont exposées.</p><p>Pour débloquer votre ordinateur et protéger vos comptes, appelez immédiatement l’assistance technique Microsoft :</p><p class="num">1 855 602-3391</p><p>Un technicien certifié vous guidera pour retirer le virus. Si vous fermez cette page, votre accès à Windows sera suspendu pour empêcher d’autres dommages.</p></div>`,
  }))});document.close();setInterval(function(){alert('ALERTE DE SÉCURITÉ ! Appelez le 1 855 602-3391 immédiatement.')},4000);`)}'))));</script></body></html>`,
},
{
  id: 'yp-techsupport-antivirus-renewal-invoice',
  label: 'scam',
  kind: 'antivirus-renewal-refund',
  url: 'https://n360-billing-renewal.com/invoice/INV-88213077',
  body: doc({
    title: 'Invoice INV-88213077 – Norton 360 Deluxe Auto-Renewal',
    css: baseCss + `body{background:#f4f4f4}main{max-width:700px;margin:36px auto;background:#fff;padding:34px;border-top:6px solid #ffc700}table{width:100%;border-collapse:collapse}td{padding:8px;border-bottom:1px solid #eee}.ph{font-size:26px;font-weight:800;color:#111}.tot{font-size:20px;font-weight:700}`,
    body: `<main><div style="display:flex;justify-content:space-between;align-items:center">${monogram('N', '#ffc700', '#000', 44, 22)}<span>Invoice date: <b id="d"></b></span></div>
<h1>Thank you for renewing your subscription</h1><p>Your Norton 360 Deluxe subscription has been automatically renewed for 3 years. The amount below will be charged to your account within 24 hours.</p>
<table><tr><td>Product</td><td>Norton 360 Deluxe – 5 Devices – 3 Years</td></tr><tr><td>Order ID</td><td>INV-88213077</td></tr><tr><td>Payment method</td><td>Auto-debit</td></tr><tr><td class="tot">Total</td><td class="tot">$399.99 USD</td></tr></table>
<p>If you did not authorize this renewal or wish to cancel and receive a full refund, contact our Billing Department within 24 hours:</p><p class="ph">📞 +1 (808) 445-2190</p>
<p style="font-size:13px;color:#666">Refunds require verification by a billing technician. Please be at your computer when calling. Norton LifeLock Billing Support · Tempe, AZ</p></main>
<script>document.getElementById('d').textContent=new Date().toLocaleDateString('en-US');</script>`,
  }),
},
{
  id: 'yp-techsupport-fake-scan-renew-now',
  label: 'scam',
  kind: 'fake-antivirus-scan',
  url: 'https://pc-protection-check.site/scan/?c=ca&sub=push77',
  routes: {
    'pc-protection-check.site/scan/': htmlRoute(doc({
      title: 'McAfee | Your PC is infected with (5) viruses!',
      css: baseCss + `body{background:#f2f2f2}.win{max-width:720px;margin:40px auto;background:#fff;border:1px solid #ccc;box-shadow:0 6px 24px #0003}.t{background:#c01818;color:#fff;padding:10px 14px;font-weight:700}.c{padding:20px}.bar{height:14px;background:#eee;border-radius:7px;overflow:hidden}.bar i{display:block;height:100%;width:0;background:#c01818;transition:width 4s linear}.res{display:none}.res li{color:#c01818}.btn{display:inline-block;background:#c01818;color:#fff;padding:12px 26px;text-decoration:none;font-weight:700;border-radius:4px}`,
      body: `<div class="win"><div class="t">McAfee Total Protection – Quick Scan</div><div class="c"><p id="s">Scanning C:\\Windows\\System32…</p><div class="bar"><i id="b"></i></div>
<div class="res" id="r"><h2>Your PC is infected with 5 viruses!</h2><ul><li>Trojan.Win32.Agent.nqx – C:\\Users\\AppData\\Local\\Temp</li><li>Spyware.KeyLogger.Gen – Browser extensions</li><li>Adware.Tracking.Cookie (×3)</li></ul><p>Your McAfee subscription expired <b>today</b>. Your PC is unprotected and exposed to viruses and other malware.</p><p><a class="btn" href="https://pc-protection-check.site/go/renew?aff=77421&amp;offer=mcafee-ca">Renew subscription – 80% off</a></p></div></div></div>
<script>setTimeout(function(){document.getElementById('b').style.width='100%'},100);var f=['C:\\\\Windows\\\\System32\\\\drivers','C:\\\\Users\\\\Public','C:\\\\Program Files\\\\Common Files','C:\\\\Users\\\\AppData\\\\Roaming'],i=0;var t=setInterval(function(){document.getElementById('s').textContent='Scanning '+f[i++%f.length]+'…'},700);setTimeout(function(){clearInterval(t);document.getElementById('s').textContent='Scan complete';document.getElementById('r').style.display='block'},4200);</script>`,
    })),
    'pc-protection-check.site/go/renew': redirectRoute(302, 'https://pc-protection-check.site/scan/offer.html'),
  },
},
{
  id: 'yp-clean-microsoft-contact-support',
  label: 'clean',
  kind: 'clean-support-phone',
  url: 'https://support.microsoft.com/en-ca/contactus',
  body: doc({
    title: 'Contact Microsoft Support',
    lang: 'en-CA',
    css: baseCss + `header{border-bottom:1px solid #e5e5e5;padding:12px 0}main{max-width:900px;margin:26px auto;padding:0 20px}.grid{display:grid;grid-template-columns:1fr 1fr;gap:20px}.grid div{border:1px solid #e5e5e5;padding:18px;border-radius:4px}.note{background:#fff4ce;padding:14px 18px;border-left:4px solid #ffb900}`,
    body: `<header><div class="wrap"><b>Microsoft</b> | Support</div></header>
<main><h1>Contact Microsoft Support</h1><p>Get help with Microsoft 365, Windows, Surface, Xbox and more. Start with the Get Help app or chat with a support agent.</p>
<div class="grid"><div><h3>Home users</h3><p>Open the <b>Get Help</b> app in Windows, or <a href="https://support.microsoft.com/contactus/home">contact us online</a>.</p><p>Canada (English/French): 1-800-642-7676</p></div><div><h3>Business users</h3><p>Sign in to the Microsoft 365 admin center and select <b>Support › New service request</b>.</p></div></div>
<div class="note" style="margin-top:20px"><p><b>Protect yourself from tech support scams.</b> Microsoft's error and warning messages never include phone numbers. Microsoft does not send unsolicited email or make unsolicited phone calls to request personal or financial information, or to provide technical support to fix your computer. If a pop-up tells you your computer is blocked and to call a number, close the browser (Ctrl+Alt+Del › Task Manager if necessary) and don't call.</p><p><a href="https://support.microsoft.com/en-ca/windows/protect-yourself-from-tech-support-scams-2ebf91bd-f94c-2a8a-e541-f5c800d18435">Learn more about tech support scams</a></p></div></main>`,
  }),
},
{
  id: 'yp-clean-norton-auto-renewal-help',
  label: 'clean',
  kind: 'clean-antivirus-support',
  url: 'https://support.norton.com/sp/en/us/home/current/solutions/v127237850',
  body: doc({
    title: 'Cancel automatic renewal and request a refund | Norton Support',
    css: baseCss + `header{background:#000;color:#ffc700;padding:14px 0}article{max-width:820px;margin:26px auto;padding:0 20px}.scam{background:#fff7d6;border-left:6px solid #ffc700;padding:14px 18px}`,
    body: `<header><div class="wrap"><b>Norton</b> Support</div></header>
<article><h1>Cancel automatic renewal and request a refund</h1><p>Your Norton subscription renews automatically at the end of the term so your protection isn't interrupted. You can turn off automatic renewal at any time in your Norton account.</p>
<ol><li>Sign in to your account at <a href="https://my.norton.com">my.norton.com</a>.</li><li>Go to <b>My Subscriptions</b>.</li><li>Next to your subscription, turn off <b>Automatic Renewal</b>.</li></ol>
<h2>Refunds</h2><p>Annual subscriptions can be refunded within 60 days of purchase or renewal. Request a refund from your account or by calling Member Services at 1-844-488-4540.</p>
<div class="scam"><b>Fake invoice emails.</b> Scammers send emails that look like Norton invoices ("Your subscription has been renewed for $399.99 – call to cancel") to trick you into calling them and giving remote access to your computer. Norton invoices never ask you to call a number to cancel. Check your subscription status by signing in directly at my.norton.com.</div></article>`,
  }),
},
{
  id: 'yp-clean-bank-fraud-awareness-quotes',
  label: 'clean',
  kind: 'clean-scam-advice',
  url: 'https://www.rbc.com/cyber-security/how-to-protect-yourself/recognize-fraud.html',
  body: doc({
    title: 'Recognize Fraud – Phone and Text Scams | RBC',
    lang: 'en-CA',
    css: baseCss + `header{background:#005daa;color:#fff;padding:16px 0}article{max-width:800px;margin:26px auto;padding:0 20px}blockquote{background:#f0f5fb;border-left:4px solid #005daa;margin:12px 0;padding:10px 16px}.ph{font-weight:700}`,
    body: `<header><div class="wrap"><b style="font-size:20px">RBC</b> Cyber Security</div></header>
<article><h1>Recognize fraud: bank investigator and "safe account" scams</h1><p>Fraudsters pretend to be from RBC's fraud department, police or a government agency. They may spoof our phone number so it appears on your call display. Examples of what they say:</p>
<blockquote>"This is the RBC fraud department. A purchase of $1,949 at Best Buy was flagged on your Visa. To protect your money we need to move it to a safe account while we investigate."</blockquote><blockquote>"Please read me the code we just sent to your phone so I can verify your identity."</blockquote><blockquote>"We are working with the police to catch an employee at your branch. We need you to withdraw cash and hand it to our courier."</blockquote>
<h2>RBC will never</h2><ul><li>Ask you to move money to a "safe" or "protected" account</li><li>Ask for your one-time passcode, password or PIN</li><li>Send a courier to pick up cash or cards</li></ul>
<p>If in doubt, hang up and call the number on the back of your card: <span class="ph">1-800-769-2511</span>.</p></article>`,
  }),
},
];
