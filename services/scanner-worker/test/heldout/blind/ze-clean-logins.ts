import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { cookieBar, doc, foot, gtag, icons, iconHead, topbar } from '../parts/ze-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'ze-clean-hk-hsbc-own-logon',
  label: 'clean',
  kind: 'own-login',
  url: 'https://www.hsbc.com.hk/security/',
  body: doc({
    lang: 'en-HK',
    title: 'Log on to online banking | HSBC HK',
    css: '.h{border-top:4px solid #db0011;padding:16px 0;box-shadow:0 1px 3px #ccc}.f{max-width:460px;margin:40px auto}.r{background:#db0011;color:#fff;width:100%;margin-top:16px}.tip{font-size:13px;background:#f3f3f3;padding:12px;margin-top:20px}',
    body: `<div class="h"><div class="wrap"><b style="color:#db0011">◆ HSBC</b> Hong Kong &nbsp; <small>English | 繁體 | 简体</small></div></div>
<div class="f"><h2>Log on to online banking</h2><form method="post" action="/security/logon/username"><label>Username</label><input name="userid" autocomplete="username"><p style="font-size:13px"><label style="display:inline"><input type="checkbox" style="width:auto"> Remember me</label></p><button class="r">Continue</button></form>
<p style="font-size:13px"><a href="#">Forgot your username?</a> · <a href="#">Register for online banking</a></p>
<div class="tip"><b>Stay alert to fraud.</b> HSBC will never send you SMS or emails with embedded hyperlinks directing you to log on or to provide personal information. If in doubt, call us on (852) 2233 3000.</div></div>
${foot(['<a href="#">Terms and conditions</a> · <a href="#">Privacy</a> · <a href="#">Cookie policy</a> · <a href="#">Hyperlink policy</a>', '© Copyright. The Hongkong and Shanghai Banking Corporation Limited 2002-2025. All rights reserved.'])}`,
  }),
},
  {
  id: 'ze-clean-sg-singpass-own-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://www.singpass.gov.sg/main/',
  body: doc({
    lang: 'en-SG',
    title: 'Singpass',
    css: '.gov{background:#f0f0f0;font-size:12px;padding:4px 0}.c{max-width:480px;margin:40px auto;border:1px solid #ddd;padding:26px;border-radius:8px}.r{background:#f4333d;color:#fff;width:100%;margin-top:14px}.qr{width:180px;height:180px;margin:10px auto;background:repeating-linear-gradient(45deg,#000 0 6px,#fff 6px 12px)}',
    body: `<div class="gov"><div class="wrap">🦁 A Singapore Government Agency Website · <a href="#">How to identify</a></div></div>
<div class="c"><b style="color:#f4333d;font-size:24px">singpass</b><h3>Log in with Singpass app</h3><div class="qr"></div><p style="font-size:13px;text-align:center">Scan with Singpass app to log in</p><p style="text-align:center"><a href="#">Password login</a></p></div>
<div class="wrap" style="max-width:600px;font-size:13px"><p><b>Protect your Singpass.</b> Never share your Singpass credentials or 2FA details with anyone. Government officials will never ask you to transfer money, disclose bank log-in details, or install apps from unofficial sources over a phone call.</p></div>
${foot(['<a href="#">Report Vulnerability</a> · <a href="#">Privacy Statement</a> · <a href="#">Terms of Use</a>', '© 2025 Government of Singapore · Last updated 14 November 2025'])}`,
  }),
},
  {
  id: 'ze-clean-my-maybank2u-own-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://www.maybank2u.com.my/home/m2u/common/login.do?lang=en_US',
  body: doc({
    lang: 'en-MY',
    title: 'Maybank2u | Log In',
    css: '.t{background:#ffc83d;padding:14px 0}.c{max-width:440px;margin:30px auto;border:1px solid #eee;padding:26px;border-radius:10px;box-shadow:0 2px 10px #0001}.b{background:#000;color:#ffc83d;width:100%;margin-top:16px}',
    body: `<div class="t"><div class="wrap"><b>Maybank2u</b> · Personal | Business | Islamic</div></div><div class="c"><h3>Log in to Maybank2u</h3>
<form method="post" action="/home/m2u/common/login.do?action=Login"><label>Username</label><input name="username"><button class="b">LOGIN</button></form>
<p style="font-size:12px">New user? <a href="#">Sign up now</a> · <a href="#">Forgot login details?</a></p>
<p style="font-size:12px;background:#fff8e0;padding:10px">Secure2u: Maybank will never call you to ask for your TAC, Secure2u approval or login details. Never install apps from links sent via WhatsApp. Report scams to 1-300-88-6688 or NSRC 997.</p></div>
${foot(['Malayan Banking Berhad 196001000142 (3813-K). Member of PIDM.', '© 2025 Maybank. All rights reserved.'])}`,
  }),
},
  {
  id: 'ze-clean-id-klikbca-individual',
  label: 'clean',
  kind: 'own-login',
  url: 'https://ibank.klikbca.com/login.jsp',
  body: doc({
    lang: 'id',
    title: 'KlikBCA Individu',
    css: 'body{background:#e8eef7}.t{background:#005aab;color:#fff;padding:12px 0}.c{max-width:440px;margin:30px auto;background:#fff;padding:24px}.b{background:#005aab;color:#fff;margin-top:12px}',
    body: `<div class="t"><div class="wrap"><b>BCA</b> · KlikBCA Individu</div></div><div class="c"><h3>Silakan masukkan User ID dan PIN Internet Banking BCA Anda</h3>
<form method="post" action="/authentication.do" name="iBankForm"><label>User ID</label><input name="value(user_id)" maxlength="12"><label>PIN Internet Banking</label><input name="value(pswd)" type="password" maxlength="6"><button class="b">LOGIN</button></form>
<p style="font-size:12px;background:#fffbe6;padding:8px">Hati-hati terhadap modus penipuan yang mengatasnamakan BCA. BCA tidak pernah meminta PIN, OTP, atau respon KeyBCA melalui telepon, SMS, email maupun media sosial. Halo BCA 1500888.</p></div>
${foot(['Copyright © 2025 PT Bank Central Asia Tbk. All Rights Reserved. BCA berizin dan diawasi oleh OJK & Bank Indonesia, serta merupakan peserta penjaminan LPS.'])}`,
  }),
},
  {
  id: 'ze-clean-ph-bdo-online-banking',
  label: 'clean',
  kind: 'own-login',
  url: 'https://online.bdo.com.ph/sso/login?josso_back_to=https://online.bdo.com.ph/sso/josso_security_check',
  routes: {
    'online.bdo.com.ph/sso/login': htmlRoute(doc({
      lang: 'en-PH',
      title: 'BDO Online Banking',
      css: '.t{background:#003087;color:#fff;padding:14px 0}.c{max-width:420px;margin:30px auto;border:1px solid #ddd;padding:24px}.y{background:#ffb81c;width:100%;margin-top:14px}',
      body: `<div class="t"><div class="wrap"><b>BDO</b> Online Banking</div></div><div class="c"><h3>Log in to your account</h3>
<form method="post" action="/sso/josso_security_check"><label>User ID</label><input name="josso_username"><label>Password</label><input name="josso_password" type="password"><button class="y">Log In</button></form>
<p style="font-size:12px"><a href="#">Forgot your password?</a> · <a href="#">Enroll now</a></p>
<p style="font-size:12px;background:#eef3fb;padding:10px">BDO will never ask for your OTP, password, or card details through calls, SMS, email or social media. BDO does not send SMS or email with links. Report suspicious messages to BDO Customer Contact Center (+632) 8631-8000.</p></div>
${foot(['BDO Unibank, Inc. is regulated by the Bangko Sentral ng Pilipinas. https://www.bsp.gov.ph', 'Deposits are insured by PDIC up to P1 Million per depositor.'])}`,
    })),
  },
},
  {
  id: 'ze-clean-th-kbank-kbiz-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://kbiz.kasikornbank.com/authen/login.jsp?lang=th',
  routes: {
    'kbiz.kasikornbank.com/authen/login.jsp': htmlRoute(doc({
      lang: 'th',
      title: 'K BIZ - ธนาคารกสิกรไทย',
      css: '.c{max-width:440px;margin:40px auto;border:1px solid #ddd;padding:26px;border-radius:10px}.g{background:#138f2d;color:#fff;width:100%;margin-top:14px}',
      body: `${topbar('KASIKORNBANK · K BIZ', '#138f2d', ['หน้าแรก', 'ผลิตภัณฑ์', 'ติดต่อเรา', 'EN'])}<div class="c"><h3>เข้าสู่ระบบ K BIZ</h3>
<form method="post" action="/authen/login.do"><label>ชื่อผู้ใช้งาน (User ID)</label><input name="userName"><label>รหัสผ่าน (Password)</label><input name="password" type="password"><button class="g">เข้าสู่ระบบ</button></form>
<p style="font-size:12px"><a href="#">ลืมรหัสผ่าน</a> · <a href="#">สมัครใช้บริการ</a></p>
<p style="font-size:12px;background:#eef8f0;padding:10px">ธนาคารไม่มีนโยบายส่ง SMS หรืออีเมลแนบลิงก์ให้ลูกค้ากรอกข้อมูลส่วนตัว หากพบเห็นโปรดแจ้ง K-Contact Center 02-8888888</p></div>
${foot(['© 2025 KASIKORNBANK PCL. สงวนลิขสิทธิ์'])}`,
    })),
  },
},
];
