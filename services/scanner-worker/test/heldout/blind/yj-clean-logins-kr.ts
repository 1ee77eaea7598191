import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, wordmark, tile } from '../parts/yj-kit.js';

// Clean: sign-in and account pages on their own domains (Korea).

export const entries: Entry[] = [
  // yj-clean-kbstar-login
{
  id: 'yj-clean-kbstar-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://obank.kbstar.com/quics?page=C025255&cc=b028364:b028702&QSL=F',
  body: doc({
    lang: 'ko',
    title: 'KB국민은행 | 로그인',
    css: `body{background:#f6f4ef}.hd{background:#fff;border-bottom:1px solid #ddd;padding:12px 20px;display:flex;align-items:center;gap:10px}.w{max-width:760px;margin:20px auto;background:#fff;padding:24px 30px}
.tabs{display:flex;border-bottom:2px solid #60584c}.tabs a{flex:1;text-align:center;padding:12px;text-decoration:none;color:#555;font-size:14px}.tabs a.on{background:#60584c;color:#fff}.pn{padding:24px 0;text-align:center}
.b{background:#ffbc00;color:#333;border:0;padding:14px 60px;font-size:16px;font-weight:bold;border-radius:4px}.n{font-size:12px;color:#777;text-align:left;background:#faf8f4;padding:12px;margin-top:20px}.idf input{display:block;width:300px;margin:8px auto;padding:10px;font-size:15px}`,
    body: `<div class="hd">${tile('★', '#ffbc00', '#60584c', 36)}<b>KB국민은행</b><span style="font-size:12px;color:#888">개인 인터넷뱅킹</span></div>
<div class="w"><h1 style="font-size:20px">로그인</h1>
<div class="tabs"><a class="on" href="#" data-t="kbcert">KB국민인증서</a><a href="#" data-t="fincert">금융인증서</a><a href="#" data-t="cert">공동인증서</a><a href="#" data-t="id">아이디</a></div>
<div class="pn" id="pn"><p>KB스타뱅킹 앱으로 간편하게 인증하세요.</p><button class="b" id="go">KB국민인증서 로그인</button></div>
<div class="n">· KB국민은행은 어떠한 경우에도 보안카드 번호 전체 입력, 인증서 비밀번호를 전화·문자로 요구하지 않습니다.<br>· 로그인 시 보안프로그램(키보드보안, 백신)이 설치되어 있어야 합니다. <a href="https://obank.kbstar.com/quics?page=C018972">보안프로그램 설치</a><br>· 인증서 갱신은 로그인 후 [인증센터]에서만 가능합니다.</div></div>`,
    tail: `<script>document.querySelectorAll('.tabs a').forEach(function(a){a.onclick=function(e){e.preventDefault();document.querySelectorAll('.tabs a').forEach(function(x){x.className=''});a.className='on';var t=a.getAttribute('data-t'),p=document.getElementById('pn');
if(t==='id'){p.innerHTML='<form class="idf" method="post" action="/quics?asfilecode=5023&_nextPage=page=C025255"><input name="userId" placeholder="아이디"><input name="userPw" type="password" placeholder="비밀번호"><button class="b">로그인</button></form>'}else{p.innerHTML='<p>'+a.textContent+'로 로그인합니다.</p><button class="b">'+a.textContent+' 로그인</button>'}}});</script>`,
  }),
},
  // yj-clean-kr-groupware-login
{
  id: 'yj-clean-kr-groupware-login',
  label: 'clean',
  kind: 'company-login-own-domain',
  url: 'https://gw.hanbit-soft.co.kr/login?returnUrl=%2Fapp%2Fmail%2Finbox',
  body: doc({
    lang: 'ko',
    title: '한빛소프트웨어 그룹웨어',
    css: `body{background:#eef1f5;display:flex;align-items:center;justify-content:center;min-height:100vh}.box{display:flex;width:860px;max-width:96%;background:#fff;border-radius:10px;overflow:hidden;box-shadow:0 4px 20px rgba(0,0,0,.08)}
.l{flex:1;background:linear-gradient(160deg,#1f3a93,#3e6fd8);color:#fff;padding:40px}.r{flex:1;padding:40px}input{width:100%;padding:12px;border:1px solid #cfd6e0;border-radius:6px;font-size:15px;margin:6px 0 12px}
.b{width:100%;background:#1f3a93;color:#fff;border:0;border-radius:6px;padding:13px;font-size:16px}.n{font-size:12px;color:#777}.sso{width:100%;background:#fff;border:1px solid #cfd6e0;border-radius:6px;padding:12px;margin-top:8px}`,
    body: `<div class="box"><div class="l"><h2>HANBIT SOFT</h2><p>함께 만드는 더 나은 소프트웨어</p><p style="font-size:13px;opacity:.85">공지 · 10/20(월) 22:00~24:00 메일 서버 정기 점검이 있습니다.</p></div>
<div class="r"><h3 style="margin-top:0">그룹웨어 로그인</h3><form id="lf" method="post" action="/api/login"><input type="hidden" name="returnUrl" value="/app/mail/inbox">
<input name="username" placeholder="아이디" autocomplete="username"><input name="password" type="password" placeholder="비밀번호" autocomplete="current-password"><label class="n"><input type="checkbox" name="saveId" style="width:auto"> 아이디 저장</label><button class="b">로그인</button>
<button class="sso" type="button" onclick="location.href='/saml/login?idp=azuread'">회사 Microsoft 계정으로 로그인 (SSO)</button></form>
<p class="n">비밀번호 초기화는 IT지원팀(내선 1004, it-help@hanbit-soft.co.kr)으로 문의하세요. 외부 접속 시 OTP 인증이 필요합니다.</p></div></div>`,
    tail: `<script>(function(){var s=localStorage.getItem('gw.saveId');var f=document.getElementById('lf');if(s){f.username.value=s;f.saveId.checked=true}f.addEventListener('submit',function(){if(f.saveId.checked)localStorage.setItem('gw.saveId',f.username.value);else localStorage.removeItem('gw.saveId')})})();</script>`,
  }),
},
];
