import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsRoute } from '../parts/e-bin.js';
import { campusCss, cardFields, doc } from '../parts/zt-kit.js';

export const entries: Entry[] = [
{
  id: 'zt-techsupport-defender-popup-beep',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://security-alert-win10.azureedge-support.com/pc/err0x268d3/index.html',
  body: doc('Windows Defender Security Center', `
<div style="position:fixed;inset:0;background:#0078d7;color:#fff;font-family:Segoe UI" id="full">
 <div style="padding:30px 60px"><h1 style="font-weight:300">Windows Defender - Security Warning</h1>
 <p style="font-size:20px">** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **</p>
 <p>Your computer has alerted us that it has been infected with Trojan Spyware. The following data has been compromised: email credentials, banking passwords, Facebook login, pictures &amp; documents.</p>
 <p style="font-size:26px;background:#fff;color:#c00;display:inline-block;padding:8px 16px">Call Microsoft Support: <b>+1 (888) 504-3719</b> (Toll Free)</p>
 <p>Closing this window will put your personal information at risk and lead to a suspension of your Windows Registration.</p></div>
</div>
<audio id="a" src="/pc/err0x268d3/alert.wav" autoplay loop></audio>
<script>
document.addEventListener('click',function(){try{document.documentElement.requestFullscreen()}catch(e){}document.getElementById('a').play()});
window.onbeforeunload=function(){return 'Your computer is locked.'};
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
setInterval(function(){alert('Windows Security Alert! Call +1 (888) 504-3719 immediately.')},9000);
</script>`),
  routes: { 'security-alert-win10.azureedge-support.com/pc/err0x268d3/alert.wav': fileRoute(beepWav(2), 'audio/wav') },
},
{
  id: 'zt-refund-geeksquad-renewal',
  label: 'scam',
  kind: 'refund-scam',
  url: 'https://geeksquad-renewal-refund.support-desk.help/cancel',
  body: doc('Geek Squad - Subscription Renewal', `
<div style="max-width:600px;margin:40px auto;font-family:Arial;border:2px solid #000">
 <div style="background:#000;color:#ff6600;padding:14px 20px;font:700 22px Arial">GEEK SQUAD&reg;</div>
 <div style="padding:22px"><h2>Invoice #GS-77310428</h2>
 <p>Thank you for renewing your <b>Geek Squad Total Protection (3 Devices)</b>. Your account has been charged <b>$399.99</b> today.</p>
 <p>If you did not authorize this renewal, call our refund department within 24 hours:</p>
 <p style="font-size:26px;font-weight:700">&#x260E; +1 (808) 377-4410</p>
 <p style="font-size:13px">Our agent will connect to your computer to process the refund securely.</p></div>
</div>`),
},
{
  id: 'zt-scholarship-processing-fee',
  label: 'scam',
  kind: 'scholarship-scam',
  url: 'https://american-merit-scholars-foundation.org/award/confirm?ref=NU2025-1184',
  routes: {
    'american-merit-scholars-foundation.org/award/confirm': htmlRoute(doc('Congratulations! Scholarship Award Confirmation', `
<div style="max-width:640px;margin:40px auto;font-family:Georgia,serif;border:6px double #b8860b;padding:30px">
 <h1 style="text-align:center;color:#7a5c00">American Merit Scholars Foundation</h1>
 <p>Dear Student,</p><p>We are pleased to inform you that you have been selected as a recipient of the <b>2025 National Excellence Scholarship ($7,500)</b> based on your academic record at Northgate University. You did not need to apply &mdash; finalists are nominated by our partner schools.</p>
 <p>To release your award, a refundable <b>processing and insurance fee of $89.00</b> must be paid within 72 hours. Funds are disbursed by direct deposit.</p>
 <form method="post" action="/award/pay" style="font-family:Arial">
  <label>Student email</label><input name="email" style="width:100%;padding:8px">
  <label>Bank routing number</label><input name="routing" style="width:100%;padding:8px"><label>Account number</label><input name="account" style="width:100%;padding:8px">
  ${cardFields()}
  <button style="margin-top:12px;background:#7a5c00;color:#fff;border:0;padding:11px 26px">Claim My Scholarship</button>
 </form>
</div>`, { css: campusCss })),
  },
},
{
  id: 'zt-journal-apc-invoice-wire',
  label: 'scam',
  kind: 'journal-fee-scam',
  url: 'https://ejournals-medresearch.com/index.php/ijmr/payment/invoice/55123',
  routes: {
    'ejournals-medresearch.com/index.php/ijmr/payment/invoice/55123': htmlRoute(doc('Article Processing Charge - International Journal of Medical Research', `
<div style="max-width:760px;margin:30px auto;font-family:Arial">
 <h2>International Journal of Medical Research (IJMR) &mdash; Invoice #55123</h2>
 <p>Your manuscript <b>IJMR-2025-0912</b> has completed peer review (review time: 4 days) and is accepted for publication in Volume 14, Issue 11. Publication is contingent on payment of the APC.</p>
 <table style="width:100%;border-collapse:collapse" border="1" cellpadding="6"><tr><td>Article processing charge</td><td>USD 450</td></tr><tr><td>DOI + indexing (Scopus, PubMed, Web of Science)</td><td>USD 150</td></tr><tr><th>Total</th><th>USD 600</th></tr></table>
 <p>Pay by card below or wire to: Beneficiary <b>Global Academic Services Ltd</b>, Bank: Access Bank, SWIFT ABNGNGLA, Acct 0091827364.</p>
 <form method="post" action="/payment/charge">${cardFields()}<button style="margin-top:12px;background:#2b5d8a;color:#fff;border:0;padding:10px 28px">Pay now</button></form>
</div>`, { css: campusCss })),
  },
},
{
  id: 'zt-charity-fake-childrens-fund',
  label: 'scam',
  kind: 'charity-scam',
  url: 'https://northgate-childrens-hospital-relief.org/donate',
  body: doc('Help Baby Emma — Northgate Children\'s Hospital Relief Fund', `
<div style="max-width:700px;margin:30px auto;font-family:Arial">
 <h1>Baby Emma needs surgery tonight</h1>
 <p>Emma, 8 months, is in the NICU at Northgate Children's. Her family's insurance denied the operation. <b>Every dollar is matched 3x</b> by an anonymous donor until midnight.</p>
 <div style="background:#eee;height:16px;border-radius:8px"><div style="width:87%;background:#e63946;height:16px;border-radius:8px"></div></div><p>$87,410 raised of $100,000</p>
 <p>Donate via card, Zelle (<b>emma.relief.fund@gmail.com</b>), Cash App (<b>$EmmaReliefNow</b>) or Bitcoin: <code>bc1q8e6x0k4wj3n9d2fq7lz5v0tmr8c2g4hsy6p1wa</code></p>
 <form method="post" action="/donate/charge"><label>Amount</label><select name="amt"><option>$50</option><option>$100</option><option>$250</option></select>${cardFields()}<button style="margin-top:12px;background:#e63946;color:#fff;border:0;padding:12px 30px">Save Emma</button></form>
 <p style="font-size:11px;color:#999">Donations are not tax deductible.</p>
</div>`, { css: campusCss }),
},
];
