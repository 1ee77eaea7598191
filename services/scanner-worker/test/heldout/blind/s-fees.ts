import { type Entry, htmlRoute } from '../entry.js';
import { doc, tracker } from '../parts/s-kit.js';

/** Author s: fees (blind split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'anpost-redelivery.parcel-ie.info';
  return E({
    id: 's-delivery-redelivery-fee-ie',
    label: 'scam',
    kind: 'delivery-fee',
    url: `https://${h}/track/?id=IE7741920385`,
    body: doc({
      lang: 'en-IE',
      title: 'Parcel on hold – Redelivery fee outstanding',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f2f2f2}.top{background:#00594f;color:#fff;padding:14px 24px;font-weight:bold;font-size:20px}.box{max-width:560px;margin:30px auto;background:#fff;padding:24px;border-top:4px solid #ffcd00}.st{display:flex;justify-content:space-between;font-size:12px;color:#555;margin:16px 0}.st span{flex:1;text-align:center;border-top:4px solid #ccc;padding-top:6px}.st .on{border-color:#00594f;color:#00594f;font-weight:bold}.warn{background:#fff4d6;padding:10px;font-size:14px}.btn{background:#00594f;color:#fff;border:0;padding:14px;width:100%;font-size:16px;margin-top:14px}.fee{font-size:28px;font-weight:bold}`,
      body: `<div class="top">Post · Parcel Tracking</div>
<div class="box"><h2>Your parcel could not be delivered</h2>
<p>Tracking number: <b>IE7741920385</b><br>Sender: ASOS.com Ltd (UK)</p>
<div class="st"><span class="on">Accepted</span><span class="on">In transit</span><span class="on">At delivery office</span><span>Out for delivery</span><span>Delivered</span></div>
<div class="warn">We attempted delivery on <b id="d1"></b> but no one was available and the address label was incomplete (missing Eircode). Your item is being held at our Dublin Mail Centre.</div>
<p>To arrange redelivery, a redelivery and address-correction charge must be paid. Unpaid items are returned to sender after <b>48 hours</b>.</p>
<p class="fee">€1.99</p>
<p>Choose a redelivery date:</p><select id="day"></select>
<button class="btn" onclick="location.href='/track/pay.html?id=IE7741920385&amt=1.99&d='+encodeURIComponent(document.getElementById('day').value)">Pay €1.99 and reschedule</button>
<p style="font-size:11px;color:#777;margin-top:18px">© 2026 Post · Registered in Ireland · Customer Service 0818 123 456 · This page uses cookies.</p></div>
<script>var t=new Date();t.setDate(t.getDate()-1);document.getElementById('d1').textContent=t.toLocaleDateString('en-IE');var s=document.getElementById('day');for(var i=1;i<6;i++){var d=new Date();d.setDate(d.getDate()+i);if(d.getDay()%6){var o=document.createElement('option');o.textContent=d.toLocaleDateString('en-IE',{weekday:'long',day:'numeric',month:'long'});s.appendChild(o);}}</script>`,
    }),
    routes: {
      [`${h}/track/pay.html`]: htmlRoute(doc({
        lang: 'en-IE',
        title: 'Pay redelivery charge',
        css: `body{font-family:Arial,sans-serif;background:#f2f2f2}.box{max-width:460px;margin:30px auto;background:#fff;padding:24px}input{width:100%;padding:9px;margin:5px 0 10px;box-sizing:border-box}button{background:#00594f;color:#fff;border:0;padding:12px;width:100%}`,
        body: `<div class="box"><h3>Redelivery charge: €1.99</h3><form action="/track/confirm.php" method="post"><label>Name on card</label><input name="n"><label>Card number</label><input name="c" inputmode="numeric" maxlength="19"><label>Expiry (MM/YY)</label><input name="e" maxlength="5"><label>CVV</label><input name="v" maxlength="4"><label>Mobile number (for delivery SMS)</label><input name="m"><button>Pay now</button></form><p style="font-size:11px;color:#888">Secured payment · 3-D Secure</p></div>`,
      })),
    },
  });
})(),

(() => {
  const h = 'hmrc-taxrefund-claims.uk-online.support';
  const t = tracker(h, 'plain', 'rf24');
  return E({
    id: 's-gov-refund-admin-fee-uk',
    label: 'scam',
    kind: 'gov-refund-fee',
    url: `https://${h}/claim/eligibility`,
    body: doc({
      lang: 'en-GB',
      title: 'Check your tax refund eligibility – Tax Refund Claims Service',
      head: t.snippet,
      css: `body{margin:0;font-family:Arial,sans-serif;color:#0b0c0c}.gh{background:#0b0c0c;color:#fff;padding:10px 30px;font-weight:bold;font-size:22px}.bn{background:#1d70b8;height:8px}.w{max-width:760px;margin:30px auto;padding:0 20px}h1{font-size:36px}.panel{border-left:10px solid #b1b4b6;padding:10px 16px;background:#f3f2f1}.btn{background:#00703c;color:#fff;border:0;padding:10px 18px;font-size:19px;box-shadow:0 2px 0 #002d18}label{display:block;font-weight:bold;margin-top:14px}input,select{font-size:18px;padding:6px;border:2px solid #0b0c0c;width:300px}#res{display:none}.fee{border:3px solid #1d70b8;padding:14px;margin-top:20px}footer{border-top:1px solid #b1b4b6;margin-top:40px;padding:20px 30px;font-size:13px;color:#505a5f}`,
      body: `<div class="gh">Tax Refund Claims Service</div><div class="bn"></div>
<div class="w"><p style="font-size:14px"><a href="#">Home</a> › Money and tax › Tax refunds</p>
<h1>Check if you're owed a tax refund</h1>
<p>Millions of UK workers have overpaid tax on uniforms, mileage, working from home and emergency tax codes. Our online service checks the last 4 tax years and submits your claim for you.</p>
<div class="panel">The average refund for 2025 claims was <b>£2,846</b>.</div>
<label>Your employment status</label><select id="emp"><option>Employed (PAYE)</option><option>Self-employed</option><option>Retired</option></select>
<label>Annual income</label><select id="inc"><option>Under £20,000</option><option>£20,000 – £40,000</option><option>£40,000 – £60,000</option><option>Over £60,000</option></select>
<label>National Insurance number</label><input id="nino" placeholder="QQ 12 34 56 C">
<p><button class="btn" id="chk">Check eligibility</button></p>
<div id="res"><h2>Good news – you're eligible</h2><p>Estimated refund: <b id="amt"></b></p>
<div class="fee"><p>To release your refund a one-off <b>administration and verification fee of £49.99</b> is required. This covers the preparation of your P87/R40 claim and fast-track processing (10 working days instead of 12 weeks).</p><p>Pay the fee below and your refund will be paid into your bank account.</p><p><a class="btn" href="/claim/fee-payment" style="text-decoration:none">Pay £49.99 and release refund</a></p></div></div>
</div>
<footer>Tax Refund Claims Service is an online claims handler. Crown copyright material is used under the Open Government Licence. Cookies · Privacy · Contact · Accessibility statement</footer>
<script>document.getElementById('chk').onclick=function(){var b=[1264,2130,2846,3411][document.getElementById('inc').selectedIndex];document.getElementById('amt').textContent='£'+(b+Math.floor(Math.random()*300)).toLocaleString('en-GB')+'.'+(10+Math.floor(Math.random()*89));document.getElementById('res').style.display='block';document.getElementById('res').scrollIntoView();};</script>`,
    }),
    routes: {
      ...t.routes,
      [`${h}/claim/fee-payment`]: htmlRoute(doc({ lang: 'en-GB', title: 'Administration fee – £49.99', css: 'body{font-family:Arial;max-width:520px;margin:30px auto}input{display:block;width:100%;padding:8px;margin:6px 0 12px}', body: `<h2>Administration fee: £49.99</h2><p>Full name</p><input><p>Card number</p><input><p>Expiry</p><input><p>Security code</p><input><p>Sort code &amp; account number for your refund</p><input><button>Pay and submit claim</button>` })),
    },
  });
})(),

(() => {
  const h = 'easylend-sa.co.za';
  return E({
    id: 's-loan-fee-insurance-za',
    label: 'scam',
    kind: 'loan-fee',
    url: `https://${h}/application/approved.html`,
    body: doc({
      lang: 'en-ZA',
      title: 'EasyLend SA – Loan Approved (Blacklisted Welcome)',
      css: `body{font-family:Arial;margin:0;background:#eaf4ff}.top{background:#0047ab;color:#fff;padding:14px 24px}.m{max-width:620px;margin:24px auto;background:#fff;padding:26px;border-radius:4px}.big{font-size:30px;color:#0047ab}.alert{background:#ffe9e9;padding:10px;border-radius:4px}`,
      body: `<div class="top"><b>EasyLend SA</b> · Blacklisted &amp; under debt review welcome · No payslip needed</div>
<div class="m"><h2>Your loan has been approved!</h2><p>Reference: <b>ELSA/26/03914</b></p><p class="big">R 80 000,00 over 48 months</p><p>Instalment: R 2 415,00 per month</p>
<p>Before we can pay out, the National Credit Act requires that an <b>upfront credit-life insurance premium and NCR registration fee of R 1 650,00</b> is paid into our trust account. The amount is refunded with your first instalment.</p>
<p><b>Bank:</b> Capitec · <b>Account holder:</b> EL Trust Payments · <b>Account no:</b> 1512 884 093 · <b>Ref:</b> ELSA03914</p>
<p>Once you have paid, send the proof of payment together with a copy of your ID to <b>payouts@easylend-sa.co.za</b> or WhatsApp 071 555 0184. Payout is within 2 hours.</p>
<p class="alert">Offer valid today only. Applications not finalised by 17:00 are cancelled.</p>
<p style="font-size:11px;color:#777">EasyLend SA is a registered credit provider NCRCP 11473. Fast cash for all South Africans — even blacklisted!</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'nationaldebtforgiveness.net';
  const t = tracker(h, 'gtag', 'AW-994812330');
  return E({
    id: 's-debt-relief-upfront-us',
    label: 'scam',
    kind: 'debt-relief',
    url: `https://${h}/`,
    body: doc({
      title: 'Eliminate Up To 100% Of Your Credit Card Debt Legally | National Debt Forgiveness Center',
      head: t.snippet,
      css: `body{font-family:"Open Sans",Arial;margin:0;color:#333}.hero{background:#0d3b66;color:#fff;padding:50px 30px;text-align:center}.hero h1{font-size:40px}.cta{background:#f95738;color:#fff;border:0;padding:16px 34px;font-size:20px;border-radius:40px}.sec{max-width:900px;margin:auto;padding:30px}.q{background:#f4f4f4;padding:20px;border-radius:8px;display:none}.q input,.q select{padding:8px;width:100%;margin:6px 0}.fine{font-size:11px;color:#999}`,
      body: `<div class="hero"><h1>Wipe Out Your Credit Card Debt — Little-Known Federal Program</h1><p>Thousands of Americans are having their balances <b>erased</b> using a 2026 debt forgiveness loophole the banks don't want you to know about.</p><button class="cta" id="go">See If I Qualify →</button></div>
<div class="sec"><h2>How it works</h2><p>1. Tell us how much you owe. 2. Our "legal team" sends a debt validation demand. 3. Most creditors can't produce the original contract — and your debt is <b>legally void</b>.</p>
<p>✅ Stop collection calls today &nbsp; ✅ No credit check &nbsp; ✅ Results in 30 days or your money back</p>
<div class="q" id="q"><h3>Your free debt analysis</h3><select><option>$10,000 – $25,000</option><option>$25,000 – $50,000</option><option>$50,000+</option></select><input placeholder="First name"><input placeholder="Phone"><input placeholder="Email"><p><b>Enrollment:</b> a one-time <b>$499 program fee</b> is due to open your file (paid by debit card, Zelle or wire). You must stop paying your creditors immediately and direct all payments to us — we will handle the settlement.</p><button class="cta">Enroll Now – Pay $499</button></div>
<h2>Real Results</h2><p>"They eliminated $41,300 of my debt. I cried." — Linda, Ohio</p><p>"Best decision ever, no more calls" — Marcus, GA</p>
<p class="fine">*Results not typical. National Debt Forgiveness Center is not a government agency, law firm or lender. Fees are non-refundable once your file has been opened.</p></div>
<script>document.getElementById('go').onclick=function(){var q=document.getElementById('q');q.style.display='block';q.scrollIntoView();if(window.gtag)gtag('event','conversion',{send_to:'AW-994812330/lead'});};</script>`,
    }),
    routes: t.routes,
  });
})(),

(() => {
  const h = 'score800-creditfix.com';
  return E({
    id: 's-credit-repair-guaranteed-us',
    label: 'scam',
    kind: 'credit-repair',
    url: `https://${h}/pricing`,
    body: doc({
      title: '800 Credit Score in 30 Days GUARANTEED – Score800 CreditFix',
      css: `body{font-family:Montserrat,Arial;margin:0;background:#0e0e10;color:#fff}.h{padding:30px;text-align:center}.h h1{font-size:42px;color:#ffd700}.plans{display:flex;gap:20px;justify-content:center;padding:20px}.p{background:#1c1c22;border:1px solid #333;border-radius:12px;padding:24px;width:260px}.p.hot{border-color:#ffd700}.p .pr{font-size:36px;color:#ffd700}.p button{width:100%;background:#ffd700;border:0;padding:12px;font-weight:bold}.t{max-width:800px;margin:auto;padding:20px;color:#bbb;font-size:14px}`,
      body: `<div class="h"><h1>Delete ALL Negative Items. 800+ Score. 30 Days.</h1><p>Collections, charge-offs, evictions, repos, bankruptcies, late payments — GONE. Plus add a 10-year-old tradeline with $50k limit.</p></div>
<div class="plans"><div class="p"><h3>Basic Sweep</h3><div class="pr">$799</div><p>Remove up to 10 negative items</p><button>Pay Now</button></div><div class="p hot"><h3>🔥 Full Sweep + CPN</h3><div class="pr">$1,999</div><p>Unlimited deletions + brand new credit profile number (start fresh, fully legal)</p><button>Pay Now</button></div><div class="p"><h3>Tradeline Boost</h3><div class="pr">$1,200</div><p>Added as authorized user on 2 primetradelines</p><button>Pay Now</button></div></div>
<div class="t"><p>Payment in full is required before work begins. We accept Cash App ($Score800Fix), Zelle (pay@score800-creditfix.com) and Apple Pay. DM us on IG @score800_creditfix for payment confirmation.</p><p>"Went from 512 to 791 in 3 weeks!!! Got approved for my Tesla 🚗" – @kaylab_ 💯</p><p style="font-size:11px">Score800 CreditFix. Results guaranteed or your money back*. *Terms apply.</p></div>`,
    }),
  });
})(),
];
