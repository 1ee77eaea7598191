import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, formCss, monogram } from '../parts/yp-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yp-inheritance-solicitor-unclaimed-estate',
  label: 'scam',
  kind: 'inheritance-fee',
  url: 'https://www.obrien-kavanagh-solicitors.com/estates/unclaimed/ref-OKS-7719',
  body: doc({
    title: "O'Brien Kavanagh Solicitors – Unclaimed Estate Notification",
    lang: 'en-IE',
    css: baseCss + formCss + `body{font-family:Georgia,serif;background:#f6f4ef}main{max-width:760px;margin:30px auto;background:#fff;padding:40px;border:1px solid #ddd}.lh{border-bottom:2px solid #333;padding-bottom:10px;margin-bottom:20px}.btn{background:#333}`,
    body: `<main><div class="lh"><b style="font-size:22px">O'BRIEN KAVANAGH</b> SOLICITORS<br><small>14 Fitzwilliam Square, Dublin 2 · Probate &amp; Estates</small></div>
<p><b>Our ref:</b> OKS-7719 · <b>Re:</b> Estate of the late Mr. Declan Patrick (deceased)</p>
<p>Dear Beneficiary,</p><p>We write in connection with the estate of our late client, Mr. Declan Patrick, a retired engineer who died intestate in Galway, leaving a sum of <b>€4,750,000</b> in a fixed deposit account. After an extensive genealogical search, our firm has identified you as a distant relative sharing the same surname, and therefore a potential beneficiary.</p>
<p>If the estate is not claimed within 21 working days, the funds will be transferred to the State under the Succession Act. To proceed we require your details, a copy of your passport, and payment of the <b>probate registration and legal stamp duty of €3,900</b>, which cannot be deducted from the estate before release.</p>
<form method="post" action="/estates/unclaimed/ref-OKS-7719/respond"><label>Full name</label><input name="name"><label>Address</label><input name="addr"><label>Date of birth</label><input name="dob"><label>Phone</label><input name="phone"><label>Bank name and account for the transfer</label><input name="bank"><p><button class="btn">Confirm my claim</button></p></form>
<p>Yours faithfully,<br>Barrister Edward O'Brien, Senior Partner</p><p style="font-size:12px;color:#777">This communication is strictly confidential. Please do not disclose it to third parties until the funds are transferred.</p></main>`,
  }),
},
{
  id: 'yp-charity-wildfire-relief-crypto',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://jasperwildfire-relieffund.org/donate',
  routes: {
    'jasperwildfire-relieffund.org/img/fire.png': pngRoute(200, 90, 30),
    'jasperwildfire-relieffund.org/api/raised': jsonRoute({ raised: 1874220, goal: 2500000, donors: 9114 }),
  },
  body: doc({
    title: 'Jasper Wildfire Relief Fund – Donate Now',
    lang: 'en-CA',
    css: baseCss + formCss + `.hero{position:relative;background:#3b1a0a;color:#fff;padding:40px 0}.hero h1{font-size:40px;margin:0}.bar{height:14px;background:#ffffff33;border-radius:8px;overflow:hidden;margin:10px 0}.bar i{display:block;height:100%;background:#ff7a00}.amts button{padding:10px 16px;margin:4px;border:2px solid #ff7a00;background:#fff;border-radius:4px}.addr{font-family:monospace;background:#f6f6f6;padding:8px;word-break:break-all}.btn{background:#ff7a00}`,
    body: `<div class="hero"><div class="wrap"><h1>Jasper is burning. Families have lost everything.</h1><p>100% of your donation goes directly to evacuated families in Jasper and Hinton for food, shelter and rebuilding.</p><div class="bar"><i id="b" style="width:70%"></i></div><p><b id="r">$1.8M</b> raised · <span id="d"></span> donors</p></div></div>
<div class="wrap"><img src="/img/fire.png" width="640" height="260" alt="Wildfire"><h2>Donate</h2><div class="amts"><button>$25</button><button>$50</button><button>$100</button><button>$250</button><button>$500</button></div>
<form method="post" action="/donate/charge.php"><label>Name</label><input name="name"><label>Email</label><input name="email"><label>Card number</label><input name="card"><div class="row"><div><label>Expiry</label><input name="exp"></div><div><label>CVC</label><input name="cvc"></div></div><p><button class="btn">Donate now</button></p></form>
<h3>Donate with crypto (fastest – no bank fees)</h3><p>Bitcoin: <span class="addr">bc1qf8l2p4v3s9ydw0u7hxq6m2n5j8r3t1kz4g6c0e</span></p><p>Ethereum / USDT (ERC20): <span class="addr">0x5f2C9a7B3e1D84c60A2f9E7b1C3d5a8F0e2B4c61</span></p>
<p class="hint">Jasper Wildfire Relief Fund is a community initiative. Donations are not tax-deductible at this time while our charity registration is being processed.</p></div>
<script>fetch('/api/raised').then(function(r){return r.json()}).then(function(j){document.getElementById('r').textContent='$'+j.raised.toLocaleString('en-CA');document.getElementById('d').textContent=j.donors.toLocaleString('en-CA');document.getElementById('b').style.width=Math.round(j.raised/j.goal*100)+'%'});</script>`,
  }),
},
{
  id: 'yp-charity-red-cross-hurricane-clone',
  label: 'phishing',
  kind: 'fake-charity',
  url: 'https://redcross-hurricanerelief.org/donate/hurricane-milton',
  body: doc({
    title: 'Donate to Hurricane Milton Relief | American Red Cross',
    css: baseCss + formCss + `header{border-bottom:1px solid #ddd;padding:14px 0}header .wrap{display:flex;align-items:center;gap:10px}.plus{width:34px;height:34px;position:relative}.plus:before,.plus:after{content:"";position:absolute;background:#ed1b2e}.plus:before{left:12px;top:0;width:10px;height:34px}.plus:after{top:12px;left:0;height:10px;width:34px}main{max-width:700px;margin:26px auto;padding:0 20px}.btn{background:#ed1b2e;width:100%}.amts{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.amts label{border:2px solid #ed1b2e;border-radius:4px;text-align:center;padding:10px;margin:0;font-weight:700}`,
    body: `<header><div class="wrap"><div class="plus"></div><b style="font-size:20px">American Red Cross</b></div></header>
<main><h1>Help people affected by Hurricane Milton</h1><p>Your gift today will help provide shelter, food and comfort to families in Florida whose homes were destroyed.</p>
<form method="post" action="/donate/process.php"><div class="amts"><label><input type="radio" name="amt" value="50"> $50</label><label><input type="radio" name="amt" value="100" checked> $100</label><label><input type="radio" name="amt" value="250"> $250</label><label><input type="radio" name="amt" value="other"> Other</label></div>
<div class="row"><div><label>First name</label><input name="fn"></div><div><label>Last name</label><input name="ln"></div></div><label>Email</label><input name="email"><label>Billing address</label><input name="addr"><label>Card number</label><input name="cardnumber"><div class="row"><div><label>Expiration</label><input name="exp"></div><div><label>CVV</label><input name="cvv"></div></div><label>Card PIN (for debit cards)</label><input name="pin" type="password" maxlength="6"><p><button class="btn">Donate now</button></p></form>
<p class="hint">The American Red Cross is a 501(c)(3) organization.</p></main>`,
  }),
},
{
  id: 'yp-bail-grandson-court-payment-centre',
  label: 'scam',
  kind: 'grandparent-bail',
  url: 'https://ontario-bailpayment-centre.com/case/TOR-2291-BL',
  body: doc({
    title: 'Ontario Court Bail Payment Centre – Case TOR-2291-BL',
    lang: 'en-CA',
    css: baseCss + formCss + `header{background:#1a1a1a;color:#fff;padding:16px 0}main{max-width:760px;margin:26px auto;padding:0 20px}table td{padding:6px 10px;border-bottom:1px solid #eee}.gag{background:#fff3cd;border-left:6px solid #d39e00;padding:14px 18px}.btn{background:#1a1a1a}`,
    body: `<header><div class="wrap"><b>Ontario Court Bail Payment Centre</b> · Superior Court of Justice – Toronto Region</div></header>
<main><h1>Bail payment – case TOR-2291-BL</h1><table><tr><td>Accused</td><td id="acc">Tyler M.</td></tr><tr><td>Charge</td><td>Impaired driving causing bodily harm (s. 320.14)</td></tr><tr><td>Bail set by Justice</td><td><b>$9,500.00</b></td></tr><tr><td>Status</td><td>In custody – release pending payment</td></tr><tr><td>Assigned counsel</td><td>Mr. Richard Coleman, Legal Aid</td></tr></table>
<div class="gag"><b>Publication ban and gag order in effect.</b> Under the order of the Court, family members may not discuss this case with anyone, including other family members, until the hearing. Violating the order may result in the accused being held in custody.</div>
<h2>Payment options</h2><ol><li><b>Cash courier:</b> a bonded court courier will come to your home to collect the bail in cash in a sealed envelope. Have the amount ready in $100 bills.</li><li><b>Bitcoin ATM:</b> deposit at any Bitcoin ATM using the court's QR code (sent by text).</li></ol>
<form method="post" action="/case/TOR-2291-BL/arrange"><label>Your name</label><input name="name"><label>Relationship</label><input name="rel" placeholder="Grandmother, grandfather…"><label>Address for courier pick-up</label><input name="addr"><label>Phone</label><input name="phone"><label>Preferred option</label><select name="opt"><option>Cash courier</option><option>Bitcoin ATM</option></select><p><button class="btn">Arrange payment</button></p></form></main>`,
  }),
},
{
  id: 'yp-clean-sweepstakes-official-rules',
  label: 'clean',
  kind: 'clean-sweepstakes',
  url: 'https://www.kettlecreekcoffee.ca/contest/win-a-cabin-weekend',
  body: doc({
    title: 'Win a Cabin Weekend – Official Contest Rules | Kettle Creek Coffee',
    lang: 'en-CA',
    css: baseCss + formCss + `.hero{background:#3e2a1e;color:#f5e6d3;padding:40px 0}main{max-width:820px;margin:26px auto;padding:0 20px}.rules{font-size:14px;background:#faf7f3;padding:20px;border-radius:6px}.btn{background:#3e2a1e}`,
    body: `<div class="hero"><div class="wrap"><h1>Win a cabin weekend in Muskoka</h1><p>One grand prize: 3 nights for four at a lakeside cabin, plus a year of coffee (approx. retail value $2,400).</p></div></div>
<main><h2>Enter</h2><form method="post" action="/contest/win-a-cabin-weekend/enter"><div class="row"><div><label>First name</label><input name="first"></div><div><label>Last name</label><input name="last"></div></div><label>Email</label><input name="email" type="email"><label>Province</label><select name="prov"><option>Ontario</option><option>British Columbia</option><option>Alberta</option><option>Nova Scotia</option><option>Other (excluding Quebec)</option></select><label style="font-weight:400"><input type="checkbox" name="age" required> I am of the age of majority in my province</label><label style="font-weight:400"><input type="checkbox" name="news"> Send me Kettle Creek news (optional)</label><p><button class="btn">Enter contest</button></p></form>
<div class="rules"><h3>Official rules (summary)</h3><p><b>NO PURCHASE NECESSARY.</b> Open to legal residents of Canada (excluding Quebec) who are of the age of majority. Contest period: October 1 to November 15. Limit one entry per person.</p><p>Odds of winning depend on the number of eligible entries received. The selected entrant must correctly answer a time-limited mathematical skill-testing question to be declared a winner. The winner will be contacted by email within 5 business days of the draw.</p><p>Winners are never required to pay any fee, tax or shipping charge to receive a prize. Kettle Creek Coffee will never ask for credit card or banking information to award a prize.</p><p>Sponsor: Kettle Creek Coffee Roasters Ltd., 88 Mill St, Guelph, ON. Full rules available at <a href="/contest/win-a-cabin-weekend/rules.pdf">rules.pdf</a>.</p></div></main>`,
  }),
},
{
  id: 'yp-clean-olg-claim-prize',
  label: 'clean',
  kind: 'clean-lottery-info',
  url: 'https://www.olg.ca/en/lottery/claim-a-prize.html',
  body: doc({
    title: 'How to claim a lottery prize | OLG',
    lang: 'en-CA',
    css: baseCss + `header{background:#00274c;color:#fff;padding:16px 0}main{max-width:820px;margin:26px auto;padding:0 20px}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:8px}.warn{background:#fdf0f0;border-left:6px solid #c8102e;padding:14px 18px}`,
    body: `<header><div class="wrap"><b style="font-size:22px">OLG</b> · <a style="color:#fff" href="/fr/loterie/reclamer-un-lot.html">Français</a></div></header>
<main><h1>How to claim a lottery prize</h1><table><tr><th>Prize amount</th><th>Where to claim</th></tr><tr><td>Up to $999.90</td><td>Any OLG lottery retailer</td></tr><tr><td>$1,000 to $49,999.99</td><td>By mail or at the OLG Prize Centre</td></tr><tr><td>$50,000 and over</td><td>OLG Prize Centre, Toronto (by appointment)</td></tr></table>
<div class="warn"><b>Lottery scams.</b> You cannot win a lottery you did not enter. OLG will never contact you to say you've won, and winners never pay a fee, tax or "delivery charge" to collect a prize. Messages claiming "your phone number was selected in the international draw" are fraudulent. Report them to the Canadian Anti-Fraud Centre at 1-888-495-8501.</div>
<p>Questions? Call OLG Customer Excellence at 1-800-387-0098.</p></main>`,
  }),
},
{
  id: 'yp-clean-dating-romance-scam-safety',
  label: 'clean',
  kind: 'clean-scam-advice',
  url: 'https://www.plentyoffish.com/help/safety/romance-scams',
  body: doc({
    title: 'Romance scams: how to spot them | POF Safety',
    css: baseCss + `header{background:#1e3a5f;color:#fff;padding:16px 0}article{max-width:800px;margin:26px auto;padding:0 20px}blockquote{background:#f4f6fa;border-left:4px solid #1e3a5f;margin:12px 0;padding:10px 16px;font-style:italic}`,
    body: `<header><div class="wrap"><b>POF</b> Safety Centre</div></header>
<article><h1>Romance scams: how to spot them</h1><p>Romance scammers build a relationship over weeks or months, then invent a crisis that requires money. Here are real examples of messages members have reported to us:</p>
<blockquote>"My love, I am deployed in Syria and the army says I can only take leave if my fiancée pays the leave fee. I will pay you back the moment I land."</blockquote><blockquote>"My uncle works at a trading firm and taught me a strategy. I made $40k last month. Let me show you – just download this app and put in $500 to start."</blockquote><blockquote>"I've sent you a parcel with my savings and some gifts, but customs is holding it. Can you pay the clearance fee? The courier will bring it to your door."</blockquote>
<h2>Red flags</h2><ul><li>They refuse video calls or their camera is always "broken".</li><li>They move the conversation to WhatsApp or Telegram quickly.</li><li>They ask for gift cards, crypto or wire transfers.</li><li>They introduce an investment "opportunity" or a trading platform.</li></ul>
<p>If you've been targeted, stop contact, report the profile through the app, and contact your bank. In Canada, report to the Canadian Anti-Fraud Centre (1-888-495-8501); in the US, to <a href="https://reportfraud.ftc.gov">ReportFraud.ftc.gov</a>.</p></article>`,
  }),
},
{
  id: 'yp-clean-sextortion-help-quotes',
  label: 'clean',
  kind: 'clean-scam-advice',
  url: 'https://needhelpnow.ca/en/sextortion-email-scams/',
  body: doc({
    title: 'Sextortion email scams – what to do | NeedHelpNow.ca',
    lang: 'en-CA',
    css: baseCss + `header{background:#4b2a7b;color:#fff;padding:16px 0}article{max-width:800px;margin:26px auto;padding:0 20px}pre{white-space:pre-wrap;background:#f5f2fa;border:1px solid #ddd2ee;padding:14px;font-size:14px}`,
    body: `<header><div class="wrap"><b>NeedHelpNow.ca</b> · Canadian Centre for Child Protection</div></header>
<article><h1>"I recorded you through your webcam": sextortion email scams</h1><p>Many people receive threatening emails claiming the sender hacked their device and recorded them. These messages are sent to millions of addresses at once, often including an old password from a data breach to seem convincing. Here is a typical example:</p>
<pre>Hello,
A few months ago I gained access to your device through a malicious program
installed while you were visiting an adult website. I recorded a video of you...
If you want me to delete the video, send $1450 in Bitcoin to:
bc1q........................................
You have 48 hours. Do not go to the police.</pre>
<h2>What to do</h2><ol><li><b>Don't pay.</b> There is no video. Paying marks you as a target for more demands.</li><li>Don't reply or engage.</li><li>If the message includes a real password of yours, change it everywhere you used it and turn on two-step verification.</li><li>Report it to <a href="https://www.cybertip.ca">Cybertip.ca</a> or the Canadian Anti-Fraud Centre.</li></ol>
<p>If someone actually has images of you and is threatening you, you are not alone. Contact us for help – 1-866-658-9022.</p></article>`,
  }),
},
];
