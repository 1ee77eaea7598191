import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, wordmark, tile } from '../parts/yj-kit.js';

// Clean: sign-in and account pages on their own domains (Korea).

export const entries: Entry[] = [
  // yj-clean-naver-nid-login
{
  id: 'yj-clean-naver-nid-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://nid.naver.com/nidlogin.login?mode=form&url=https%3A%2F%2Fwww.naver.com%2F&locale=ko_KR&svctype=1',
  body: doc({
    lang: 'ko',
    title: '네이버 : 로그인',
    css: `body{background:#f5f6f7}.w{width:460px;max-width:100%;margin:0 auto;padding-top:60px}.lg{text-align:center;margin-bottom:30px}.panel{background:#fff;border:1px solid #dadada;border-radius:6px;padding:20px 28px}
.tab{display:flex;border-bottom:1px solid #e3e5e8;margin:-20px -28px 20px}.tab a{flex:1;text-align:center;padding:14px 0;text-decoration:none;color:#888}.tab a.on{color:#000;font-weight:bold;border-bottom:2px solid #000}
.in{border:1px solid #dadada;padding:14px;display:block;width:100%;font-size:16px;margin-bottom:-1px}.btn{width:100%;margin-top:18px;background:#03c75a;color:#fff;border:0;border-radius:6px;padding:14px;font-size:18px;font-weight:bold}.ft{text-align:center;font-size:12px;color:#888;margin-top:26px}.ft a{color:#888}`,
    body: `<div class="w"><div class="lg"><a href="https://www.naver.com">${wordmark('NAVER', '#03c75a', { w: 170, size: 34, weight: 900 })}</a></div>
<div class="panel"><div class="tab"><a class="on" href="#">ID 로그인</a><a href="https://nid.naver.com/nidlogin.login?mode=number">일회용 번호</a><a href="https://nid.naver.com/nidlogin.login?mode=qrcode">QR코드</a></div>
<form id="frmNIDLogin" name="frmNIDLogin" action="https://nid.naver.com/nidlogin.login" method="POST">
<input type="hidden" name="localechange" value=""><input type="hidden" name="dynamicKey" id="dynamicKey" value="sIA4tAHuObR7E2mgbOzoPw9nB_Pf0zmdMF9vOBHBLeK3dS1Vx3LBW6k"><input type="hidden" name="encpw" id="encpw" value=""><input type="hidden" name="enctp" value="1"><input type="hidden" name="svctype" value="1"><input type="hidden" name="url" value="https://www.naver.com/"><input type="hidden" name="encnm" id="encnm" value=""><input type="hidden" name="bvsd" id="bvsd" value="">
<input class="in" id="id" name="id" placeholder="아이디 또는 전화번호" maxlength="41" autocomplete="username"><input class="in" id="pw" name="pw" type="password" placeholder="비밀번호" maxlength="16" autocomplete="current-password">
<label style="font-size:13px;display:block;margin-top:10px"><input type="checkbox" name="nvlong"> 로그인 상태 유지</label><button class="btn" type="submit" id="log.login">로그인</button></form></div>
<div class="ft"><a href="https://nid.naver.com/user2/help/pwInquiry">비밀번호 찾기</a> | <a href="https://nid.naver.com/user2/help/idInquiry">아이디 찾기</a> | <a href="https://nid.naver.com/user2/join/agree">회원가입</a><br><br>&copy; NAVER Corp.</div></div>`,
    tail: `<script src="/login/js/v2/default/rsa.min.js"></script><script src="/login/js/v2/default/common.login.js"></script>`,
  }),
  routes: {
    'nid.naver.com/login/js/v2/default/rsa.min.js': jsRoute(`/* RSA, a suite of routines for performing RSA public-key computations in JavaScript. (c) Tom Wu, BSD License */
function RSAKey(){this.n=null;this.e=0}RSAKey.prototype.setPublic=function(N,E){this.n=N;this.e=parseInt(E,16)};RSAKey.prototype.encrypt=function(t){var h="";for(var i=0;i<t.length;i++){h+=("0"+(t.charCodeAt(i)^(this.e&255)).toString(16)).slice(-2)}return h};`),
    'nid.naver.com/login/js/v2/default/common.login.js': jsRoute(`(function(){var f=document.getElementById("frmNIDLogin");
function getLenChar(s){s=s+"";return String.fromCharCode(s.length)}
f.addEventListener("submit",function(e){var id=document.getElementById("id"),pw=document.getElementById("pw");if(!id.value){e.preventDefault();alert("아이디를 입력해 주세요.");return}if(!pw.value){e.preventDefault();alert("비밀번호를 입력해 주세요.");return}
 var k=document.getElementById("dynamicKey").value;var x=new XMLHttpRequest();x.open("GET","/login/ext/keys.nhn",false);x.send();var keys=(x.responseText||"").split(",");var rsa=new RSAKey();rsa.setPublic(keys[2]||"",keys[3]||"10001");
 document.getElementById("encpw").value=rsa.encrypt(getLenChar(keys[0]||k)+(keys[0]||k)+getLenChar(id.value)+id.value+getLenChar(pw.value)+pw.value);document.getElementById("encnm").value=keys[1]||"";id.removeAttribute("name");pw.removeAttribute("name")});})();`),
    'nid.naver.com/login/ext/keys.nhn': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'aM3k9QzPL2xR,100016821,c4a1f8e2d9b7a3c5e1f0d2b4a6c8e0f2a4c6e8f0b2d4f6a8c0e2f4a6b8d0f2e4,010001' },
  },
},
  // yj-clean-kakao-accounts-login
{
  id: 'yj-clean-kakao-accounts-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://accounts.kakao.com/login/?continue=https%3A%2F%2Fwww.kakaocorp.com%2F&lang=ko#login',
  body: doc({
    lang: 'ko',
    title: '카카오계정',
    css: `.w{max-width:400px;margin:0 auto;padding:50px 20px}.lg{margin-bottom:34px}input{width:100%;border:0;border-bottom:2px solid #e5e5e5;padding:12px 0;font-size:16px;margin-bottom:12px;outline:none}
.b{width:100%;background:#fee500;border:0;border-radius:6px;padding:14px;font-size:16px;color:#191919;margin-top:10px}.qr{width:100%;background:#f2f2f2;border:0;border-radius:6px;padding:14px;margin-top:10px}.s{font-size:12px;color:#888;text-align:center;margin-top:24px}.s a{color:#555;margin:0 6px}`,
    body: `<div class="w"><div class="lg">${wordmark('kakao', '#191919', { w: 110, size: 28 })}</div>
<form id="login-form" method="post" action="/api/v2/login/authenticate.json"><input type="hidden" name="_csrf" value="0c5f1b6d-7c2a-4fa4-8e3c-1a9b2c3d4e5f">
<input name="loginId" placeholder="카카오메일 아이디, 이메일, 전화번호" autocomplete="username"><input name="password" type="password" placeholder="비밀번호" autocomplete="current-password">
<label style="font-size:13px"><input type="checkbox" name="staySignedIn" style="width:auto"> 간편로그인 정보 저장</label><button class="b">로그인</button><button class="qr" type="button">QR코드 로그인</button></form>
<p class="s"><a href="https://accounts.kakao.com/weblogin/create_account">회원가입</a>|<a href="https://accounts.kakao.com/weblogin/find_account">계정 찾기</a>|<a href="https://accounts.kakao.com/weblogin/find_password">비밀번호 재설정</a></p><p class="s">&copy; Kakao Corp.</p></div>`,
  }),
},
  // yj-clean-toss-web-home
{
  id: 'yj-clean-toss-web-home',
  label: 'clean',
  kind: 'wallet-brand-home',
  url: 'https://toss.im/?utm_source=naver_bs&utm_medium=search',
  body: doc({
    lang: 'ko',
    title: '토스 | 금융이 쉬워진다',
    css: `body{color:#191f28}.nav{display:flex;justify-content:space-between;align-items:center;padding:16px 32px}.nav a{margin-left:22px;text-decoration:none;color:#4e5968;font-size:15px}.hero{text-align:center;padding:90px 20px}.hero h1{font-size:48px;line-height:1.3;margin:0}
.dl{display:inline-flex;gap:12px;margin-top:30px}.dl a{background:#f2f4f6;padding:14px 22px;border-radius:12px;text-decoration:none;color:#191f28;font-weight:bold}.sec{max-width:1000px;margin:0 auto;display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:40px 20px}
.sec div{background:#f9fafb;border-radius:20px;padding:26px}.ft{background:#f9fafb;color:#8b95a1;font-size:13px;padding:30px 32px;line-height:1.9}`,
    body: `<div class="nav">${tile('t', '#3182f6', '#fff', 36)}<div><a href="/career">채용</a><a href="/tossfeed">토스피드</a><a href="https://support.toss.im/">고객센터</a><a href="/en">English</a></div></div>
<div class="hero"><h1>금융의 모든 것<br>토스에서 쉽고 간편하게</h1><div class="dl"><a href="https://apps.apple.com/kr/app/id839333328">App Store</a><a href="https://play.google.com/store/apps/details?id=viva.republica.toss">Google Play</a></div></div>
<div class="sec"><div><h3>송금</h3><p>수수료 없이 간편하게, 계좌번호를 몰라도 연락처로 송금할 수 있어요.</p></div><div><h3>내 자산 한눈에</h3><p>은행, 카드, 증권, 보험까지 흩어진 자산을 한번에 관리하세요.</p></div><div><h3>토스페이</h3><p>온라인·오프라인 어디서나 비밀번호 6자리로 안전하게 결제해요.</p></div></div>
<div class="ft">(주)비바리퍼블리카 | 대표 이승건 | 서울특별시 강남구 테헤란로 131, 한국지식재산센터 12층<br>고객센터 1599-4905 (24시간 연중무휴) | 토스는 고객님께 앱 설치나 원격제어 앱 설치를 요구하지 않습니다.<br>&copy; Viva Republica, Inc. All Rights Reserved.</div>`,
  }),
},
  // yj-clean-coupang-login
{
  id: 'yj-clean-coupang-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://login.coupang.com/login/login.pang?rtnUrl=https%3A%2F%2Fwww.coupang.com%2Fnp%2Fpost%2Flogin%3Fr%3Dhttps%253A%252F%252Fwww.coupang.com%252F',
  body: doc({
    lang: 'ko',
    title: '쿠팡 로그인',
    css: `.w{max-width:460px;margin:0 auto;padding:40px 20px}.lg{text-align:center;margin-bottom:30px}.in{display:flex;border:1px solid #ccc;margin-bottom:-1px}.in span{width:44px;background:#fafafa;border-right:1px solid #ddd}.in input{flex:1;border:0;padding:14px;font-size:15px;outline:none}
.b{width:100%;background:#346aff;color:#fff;border:0;padding:15px;font-size:17px;font-weight:bold;margin-top:16px;border-radius:2px}.j{width:100%;background:#fff;color:#346aff;border:1px solid #ccc;padding:14px;margin-top:10px}.s{font-size:13px;display:flex;justify-content:space-between;margin-top:12px}.ft{text-align:center;font-size:11px;color:#999;margin-top:40px}`,
    body: `<div class="w"><div class="lg">${wordmark('coupang', '#c73d2c', { w: 150, size: 30 })}</div>
<form id="login-form" method="post" action="/login/loginProcess.pang"><input type="hidden" name="rtnUrl" value="https://www.coupang.com/np/post/login?r=https%3A%2F%2Fwww.coupang.com%2F"><input type="hidden" name="_csrf" value="b1f2e3d4-a5b6-4c7d-8e9f-0a1b2c3d4e5f">
<div class="in"><span></span><input type="email" name="email" placeholder="아이디(이메일)" autocomplete="username"></div><div class="in"><span></span><input type="password" name="password" placeholder="비밀번호" autocomplete="current-password"></div>
<div class="s"><label><input type="checkbox" name="rememberMe"> 자동로그인</label><a href="https://login.coupang.com/login/forgotPassword.pang">아이디·비밀번호 찾기</a></div>
<button class="b">로그인</button><button class="j" type="button" onclick="location.href='https://login.coupang.com/login/memberJoinFrm.pang'">회원가입</button></form>
<p class="ft">&copy;Coupang Corp. All rights reserved.</p></div>`,
  }),
},
];
