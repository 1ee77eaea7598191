import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footer, spinner } from '../parts/zr-kit.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zr-clean-smbc-direct-login-own',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://direct.smbc.co.jp/aib/aibgsjsw5001.jsp?s=2',
  body: doc({
    lang: 'ja',
    title: 'ログイン｜三井住友銀行',
    css: '.hd{background:#00522e;color:#fff;padding:14px 0}.box{max-width:560px;margin:30px auto}.g{background:#00522e;color:#fff;width:100%}.tab{display:flex;border-bottom:2px solid #00522e}.tab a{padding:10px 16px;text-decoration:none;color:#00522e}.tab a.on{background:#00522e;color:#fff}.info{font-size:12px;color:#555;border:1px solid #ddd;padding:10px;margin-top:16px}',
    body: `<div class="hd"><div class="wrap" style="display:flex;gap:12px;align-items:center">${mark('SMBC', '#00522e')}<strong>三井住友銀行</strong></div></div>
<div class="box card"><div class="tab"><a class="on" href="#">契約者番号</a><a href="#">店番号・口座番号</a></div>
<form action="/aib/aibgsjsw5001.jsp" method="post" autocomplete="off"><input type="hidden" name="_csrf" value="7b9e2f0a1c4d">
<label>契約者番号（10桁）</label><input type="text" name="S_KEIYAKU_NO" maxlength="10" inputmode="numeric">
<label>第一暗証</label><input type="password" name="S_PASSWORD" maxlength="4">
<p><button class="btn g">ログイン</button></p></form>
<p style="font-size:13px"><a href="https://www.smbc.co.jp/kojin/direct/login/">ログインでお困りの方</a> ｜ <a href="https://www.smbc.co.jp/security/">セキュリティについて</a></p>
<div class="info"><b>ご注意ください</b><br>三井住友銀行を装ったメールやSMSで偽サイトへ誘導し、暗証番号やワンタイムパスワードを盗み取る手口が増えています。当行がメールやSMSで暗証番号・カード情報の入力をお願いすることはありません。</div></div>
${footer(['個人情報保護方針', 'サイトのご利用にあたって', 'ソーシャルメディアポリシー'], 'Copyright © Sumitomo Mitsui Banking Corporation. All Rights Reserved.')}`,
  }),
},
{
  id: 'zr-clean-kakao-accounts-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://accounts.kakao.com/login/?continue=https%3A%2F%2Fcs.kakao.com%2F',
  body: doc({
    lang: 'ko',
    title: '카카오계정',
    css: 'body{background:#fff}.m{max-width:400px;margin:60px auto;padding:0 20px}.y{background:#fee500;color:#191919;width:100%;font-size:16px}.q{background:#f5f5f5;color:#191919;width:100%;margin-top:8px}input{border:0;border-bottom:2px solid #ddd;border-radius:0}',
    body: `<div class="m"><h1 style="font-size:26px">kakao</h1>
<form id="login-form" method="post" action="/login/"><input type="text" name="loginId" placeholder="카카오메일 아이디, 이메일, 전화번호"><input type="password" name="password" placeholder="비밀번호" style="margin-top:8px">
<p style="font-size:13px"><label style="display:inline"><input type="checkbox" name="staySignedIn"> 간편로그인 정보 저장</label></p><button class="btn y">로그인</button></form>
<button class="btn q" type="button">QR코드 로그인</button>
<p style="font-size:12px;color:#888;text-align:center"><a href="https://accounts.kakao.com/weblogin/create_account">회원가입</a> · <a href="https://accounts.kakao.com/weblogin/find_account">계정 찾기</a> · <a href="https://accounts.kakao.com/weblogin/find_password">비밀번호 재설정</a></p>
<p style="font-size:11px;color:#aaa;text-align:center">© Kakao Corp. All rights reserved.</p></div>`,
  }),
  routes: {
    'accounts.kakao.com/login/?s=2': htmlRoute('<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>카카오계정</title></head><body><p>로그인 정보를 확인하고 있습니다.</p></body></html>'),
  },
},
{
  id: 'zr-clean-rakuten-login-own',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://login.account.rakuten.com/sso/authorize?client_id=rakuten_ichiba_top_web&response_type=code#/sign_in',
  body: doc({
    lang: 'ja',
    title: '楽天会員ログイン',
    css: '.m{max-width:400px;margin:50px auto}.r{background:#bf0000;color:#fff;width:100%}',
    body: `<div class="m card"><div style="color:#bf0000;font-size:30px;font-weight:bold;text-align:center">Rakuten</div><h2 style="font-size:20px">ログイン</h2>
<div id="s1"><label>ユーザIDまたはメールアドレス</label><input type="text" id="user_id" autocomplete="username"><p><button class="btn r" id="n">次へ</button></p></div>
<div id="s2" style="display:none"><p id="who"></p><label>パスワード</label><input type="password" id="password_current" autocomplete="current-password"><p><button class="btn r" id="l">ログイン</button></p></div>
<p style="font-size:13px"><a href="https://member.id.rakuten.co.jp/rms/nid/registfwd">楽天会員に新規登録（無料）</a><br><a href="https://login.account.rakuten.com/sso/help">ユーザID・パスワードを忘れた場合</a></p>
<p style="font-size:11px;color:#888">© Rakuten Group, Inc.</p></div>
<script>document.getElementById('n').onclick=function(){document.getElementById('who').textContent=document.getElementById('user_id').value;document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'};
document.getElementById('l').onclick=function(){fetch('/v2/login',{method:'POST',credentials:'include',headers:{'content-type':'application/json'},body:JSON.stringify({user_id:document.getElementById('user_id').value,password:document.getElementById('password_current').value,client_id:'rakuten_ichiba_top_web'})}).then(function(r){return r.json()}).then(function(j){if(j.redirect_uri)location.href=j.redirect_uri}).catch(function(){})};</script>`,
  }),
  routes: {
    'login.account.rakuten.com/v2/login': jsonRoute({ error: 'invalid_credentials' }, 401),
  },
},
{
  id: 'zr-clean-sbi-onlinesbi-own',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://retail.onlinesbi.sbi/retail/login.htm?s=2',
  body: doc({
    lang: 'en',
    title: 'State Bank of India - Personal Banking',
    css: '.h{background:#280071;color:#fff;padding:14px 0}.m{max-width:480px;margin:24px auto}.b{background:#00b5ef;color:#fff}.kb{display:grid;grid-template-columns:repeat(10,1fr);gap:2px;margin-top:6px}.kb span{background:#eee;text-align:center;padding:6px 0;font-size:12px;cursor:pointer}',
    body: `<div class="h"><div class="wrap" style="display:flex;gap:10px;align-items:center">${mark('SBI', '#00b5ef')}<b>ONLINESBI</b> Personal Banking</div></div>
<div class="m card"><p style="font-size:12px;color:#b00">Mandatory fields are marked with an asterisk (*). NEVER respond to any popup, email, SMS or phone call, no matter how appealing or official looking, seeking your personal information such as username, password, OTP, etc.</p>
<form name="quickLookForm" method="post" action="/retail/loginsubmit.htm"><label>Username*</label><input type="text" name="userName"><label>Password*</label><input type="password" name="password" id="pw"><div class="kb" id="kb"></div>
<p><button class="btn b">Login</button> <button class="btn" type="reset">Reset</button></p></form></div>
<script>var k='1234567890qwertyuiopasdfghjklzxcvbnm'.split('').sort(function(){return Math.random()-.5});document.getElementById('kb').innerHTML=k.map(function(c){return '<span>'+c+'</span>'}).join('');document.getElementById('kb').onclick=function(e){if(e.target.tagName==='SPAN')document.getElementById('pw').value+=e.target.textContent};</script>`,
  }),
},
{
  id: 'zr-clean-mygov-au-signin-own',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://login.my.gov.au/las/mygov-login?execution=e1s1',
  body: doc({
    lang: 'en',
    title: 'Sign in with myGov - myGov',
    css: '.h{background:#1a1a1a;color:#fff;padding:16px 0}.m{max-width:520px;margin:36px auto}.b{background:#00698f;color:#fff}',
    body: `<div class="h"><div class="wrap"><b>myGov</b></div></div>
<div class="m card"><h1 style="font-size:26px;margin-top:0">Sign in with myGov</h1><p>Choose how to sign in:</p><p><a class="btn b" href="https://login.my.gov.au/las/digital-id">Continue with Digital ID</a></p><hr>
<form method="post" action="/las/mygov-login?execution=e1s1"><label>Username or email</label><input type="text" name="userId"><label>Password</label><input type="password" name="password"><p><button class="btn b" name="_eventId_signIn">Sign in</button></p></form>
<p style="font-size:13px"><a href="#">Forgot username</a> · <a href="#">Forgot password</a> · <a href="#">Create a myGov account</a></p>
<p style="font-size:12px;background:#eef6f9;padding:10px">Scam alert: myGov will never send you a link to sign in or a link to claim a refund. Always access myGov by typing my.gov.au into your browser.</p></div>`,
  }),
},
{
  id: 'zr-clean-kr-groupware-own',
  label: 'clean',
  kind: 'staff-portal-own-domain',
  url: 'https://gw.daesung-eng.co.kr/login',
  body: doc({
    lang: 'ko',
    title: '대성엔지니어링 그룹웨어',
    css: '.m{max-width:900px;margin:60px auto;display:flex;background:#fff;box-shadow:0 2px 10px rgba(0,0,0,.1)}.l{flex:1;background:#1d4e89;color:#fff;padding:40px}.r{flex:1;padding:40px}.b{background:#1d4e89;color:#fff;width:100%}',
    body: `<div class="m"><div class="l"><h2>DAESUNG ENG</h2><p>함께 만드는 안전한 내일</p><p style="font-size:12px;opacity:.8">공지: 11/30(일) 02:00~06:00 메일 서버 정기점검이 있습니다.</p></div>
<div class="r"><h3>그룹웨어 로그인</h3><form method="post" action="/login/process"><label>아이디</label><input type="text" name="userId"><label>비밀번호</label><input type="password" name="userPw"><p><label style="display:inline"><input type="checkbox" name="saveId"> 아이디 저장</label></p><button class="btn b">로그인</button></form>
<p style="font-size:12px;color:#888">비밀번호 분실 시 전산팀(내선 2207)으로 문의하세요.</p></div></div>`,
  }),
},
{
  id: 'zr-clean-line-account-own',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://access.line.me/oauth2/v2.1/login?loginState=aZ91&loginChannelId=1576775644&returnUri=%2Foauth2%2Fv2.1%2Fauthorize%2Fconsent',
  body: doc({
    lang: 'ja',
    title: 'LINE Login',
    css: 'body{background:#fff}.m{max-width:380px;margin:40px auto;padding:20px}.g{background:#06c755;color:#fff;width:100%;font-size:16px}.lg{color:#06c755;font-size:34px;font-weight:900;text-align:center}',
    body: `<div class="m"><div class="lg">LINE</div><p style="text-align:center;font-size:13px">LINE STORE にログイン</p>
<form method="post" action="/oauth2/v2.1/login"><input type="email" name="tid" placeholder="メールアドレス"><input type="password" name="tpasswd" placeholder="パスワード" style="margin-top:8px"><p><button class="btn g">ログイン</button></p></form>
<p style="text-align:center"><a href="#">QRコードログイン</a></p><p style="font-size:11px;color:#888;text-align:center">© LY Corporation</p></div>`,
  }),
},
];
