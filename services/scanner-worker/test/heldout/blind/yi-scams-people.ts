/**
 * yi- scams that lean on family and affection: "Hi Mum" and grandparent emergencies, romance and
 * military romance, bank fraud-team call-backs and "safe account" instructions, extortion.
 */
import { htmlRoute, type Entry } from '../entry.js';
import { pngRoute } from '../parts/e-bin.js';
import { articleCss, bankCss, doc } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-hi-mum-new-number-payment-link',
  label: 'scam',
  kind: 'family-emergency-scam',
  url: 'https://pay-request.quickfamily.link/r/8Jd2kQ',
  body: doc({
    title: 'Payment request from Emma ❤️',
    css: `body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#e5ddd5;color:#111}
.top{background:#075e54;color:#fff;padding:12px 16px;display:flex;align-items:center;gap:12px}.av{width:40px;height:40px;border-radius:50%;background:#ccc}
.chat{max-width:520px;margin:0 auto;padding:14px}.b{background:#fff;border-radius:8px;padding:8px 12px;margin:6px 0;max-width:80%;box-shadow:0 1px 1px #0002;font-size:15px}
.b.me{background:#dcf8c6;margin-left:auto}.t{font-size:11px;color:#888;text-align:right}
.pay{background:#fff;border-radius:10px;padding:18px;margin-top:14px}.pay h3{margin:0 0 8px}
.acc{background:#f4f4f4;border-radius:6px;padding:10px;font-family:Menlo,monospace;font-size:14px}
button{width:100%;background:#25d366;color:#fff;border:0;border-radius:22px;padding:13px;font-size:16px;margin-top:12px}`,
    body: `<div class="top"><div class="av"></div><div><b>Emma 💕 (new number)</b><br><small>online</small></div></div>
<div class="chat">
<div class="b">Hi Mum it's me, I dropped my phone down the loo 🙈 this is my new number, you can delete the old one x<div class="t">09:14</div></div>
<div class="b me">Oh no! Are you ok love?<div class="t">09:20</div></div>
<div class="b">Yeah I'm fine but I can't get into my banking app until the new phone is set up and I've got two bills to pay today 😩 could you pay one for me? I'll pay you back tomorrow I promise<div class="t">09:21</div></div>
<div class="b">It's £1,840 for the rent deposit, they'll give the flat to someone else if it's not paid by 12. Don't ring I can't talk on this phone yet, the mic is broken xx<div class="t">09:22</div></div>
<div class="pay"><h3>Pay Emma securely</h3><p>Transfer to the account below using your banking app, then tap “I've paid” so she knows.</p>
<div class="acc">Name: M. Okafor Lettings Ltd<br>Sort code: 04-00-75<br>Account: 51739904<br>Reference: EMMA RENT</div>
<form method="post" action="/r/8Jd2kQ/confirm"><input type="hidden" name="amt" value="1840"><button>I've paid ✓</button></form>
<p style="font-size:12px;color:#777">If your bank asks what the payment is for, choose “Paying family or friends”.</p></div>
</div>`,
  }),
},
{
  id: 'yi-grandson-bail-bond-gift-cards',
  label: 'scam',
  kind: 'family-emergency-scam',
  url: 'https://countybailbondsservices.com/case/payment.html?case=24-CR-06119',
  body: doc({
    title: 'County Bail Bond Services | Secure Bail Payment',
    lang: 'en-US',
    css: `body{margin:0;font-family:Georgia,serif;background:#f5f3ee;color:#222}.h{background:#1d2b3a;color:#fff;padding:18px 30px;display:flex;justify-content:space-between;align-items:center}
.h b{font-size:24px}.m{max-width:720px;margin:26px auto;background:#fff;padding:30px;border:1px solid #ddd}
.case{background:#f0f0f0;padding:12px 16px;font-family:Arial,sans-serif;font-size:15px}ol li{margin:8px 0}.urg{color:#a00;font-weight:700}
.cards{display:flex;gap:10px;flex-wrap:wrap}.cards span{border:1px solid #ccc;border-radius:6px;padding:8px 12px;font-family:Arial;font-size:14px}
input{width:100%;padding:9px;margin:5px 0 10px;border:1px solid #999;box-sizing:border-box;font-family:Arial}
button{background:#1d2b3a;color:#fff;border:0;padding:12px 22px;font-size:16px}`,
    body: `<div class="h"><b>⚖ County Bail Bond Services</b><span>24/7 Bail Desk: (855) 402-1187</span></div>
<div class="m"><h2>Bail payment for defendant</h2>
<div class="case">Case number: 24-CR-06119<br>Defendant: <b>MICHAEL R. (grandson)</b><br>Charge: Misdemeanor – vehicle collision, possession<br>Bail amount: <b>$8,500.00</b><br>Assigned attorney: Gregory Mason, Esq.</div>
<p class="urg">Under a court gag order, this case must not be discussed with other family members. Doing so may result in the defendant being held for 30 days.</p>
<p>Because of the weekend, the county accepts bail in the following forms only:</p>
<ol><li>Retail gift cards (Target, Apple, Google Play) – scratch the back and enter the codes below</li><li>Bitcoin deposit at any Bitcoin ATM using the QR code provided by your attorney</li><li>Cash handed to our courier, who will collect from your home today</li></ol>
<div class="cards"><span>Target</span><span>Apple</span><span>Google Play</span><span>eBay</span></div>
<form method="post" action="/case/submit.php"><input type="hidden" name="case" value="24-CR-06119">
<label>Your name</label><input name="payer"><label>Your home address (for courier pickup)</label><input name="address"><label>Phone</label><input name="phone">
<label>Gift card codes (one per line)</label><textarea name="codes" rows="5" style="width:100%"></textarea>
<label>PINs</label><input name="pins"><button>Submit bail payment</button></form>
<p style="font-size:13px;color:#666">Bail is fully refundable after the court date once the defendant appears.</p></div>`,
  }),
},
{
  id: 'yi-silver-hearts-dating-verification-fee',
  label: 'scam',
  kind: 'romance-scam',
  url: 'https://silverheartsconnect.com/members/messages/thread?id=88412',
  body: doc({
    title: 'SilverHearts – Messages',
    css: `body{margin:0;font-family:"Trebuchet MS",Arial,sans-serif;background:#fbf3f6;color:#333}.h{background:#b03060;color:#fff;padding:14px 26px;display:flex;justify-content:space-between}
.w{max-width:900px;margin:20px auto;display:flex;gap:20px}.p{width:240px;background:#fff;padding:16px;border-radius:8px}.ph{height:220px;background:#ddd;border-radius:6px}
.c{flex:1;background:#fff;padding:16px;border-radius:8px}.m{background:#f3e6ec;border-radius:8px;padding:10px 14px;margin:8px 0}.m.me{background:#e8f4ff;margin-left:60px}
.lock{background:#fff6d9;border:1px solid #f0d47a;padding:14px;border-radius:6px;margin-top:14px}button{background:#b03060;color:#fff;border:0;padding:11px 20px;border-radius:20px;font-size:15px}`,
    body: `<div class="h"><b>♥ SilverHearts</b><span>Mature dating for the over 55s</span></div>
<div class="w"><div class="p"><div class="ph"></div><h3>Richard, 63</h3><p>Offshore oil engineer · Widower · Aberdeen / currently on rig in the North Sea</p><p>“Looking for a kind woman to spend my retirement with. My late wife was my everything.”</p></div>
<div class="c"><div class="m">Good morning my darling Patricia, I dreamt of you again last night. Only 3 more weeks on this rig and then I'm coming to Leeds to hold you ❤️</div>
<div class="m me">Morning Richard! I can't wait x</div>
<div class="m">Sweetheart I have a small problem. The company's payroll was frozen because of a customs audit on the equipment and I can't pay the release fee from the rig. It's only £3,400 and I will pay you back double when I land. You are the only person I trust.</div>
<div class="lock"><b>🔒 Richard has sent you a private message with bank details.</b><p>To protect our members, private contact details are only shown to verified members. Complete your one-off <b>Identity Verification (£49.99)</b> to unlock this conversation and Richard's phone number.</p>
<form method="post" action="/members/verify/checkout.php"><input type="hidden" name="thread" value="88412"><button>Verify my identity – £49.99</button></form></div></div></div>`,
  }),
},
];
