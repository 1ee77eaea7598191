import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { cookieBar, doc, foot, gtag, icons, iconHead, topbar } from '../parts/ze-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'ze-clean-jp-smbc-direct-own-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://direct.smbc.co.jp/aib/aibgsjsw5001.jsp',
  routes: {
    ...icons('direct.smbc.co.jp', 0, 132, 61),
    'direct.smbc.co.jp/aib/aibgsjsw5001.jsp': htmlRoute(doc({
      lang: 'ja',
      title: 'SMBCダイレクト ログイン：三井住友銀行',
      head: iconHead,
      css: '.hd{border-bottom:4px solid #00843d;padding:10px 0}.box{max-width:560px;margin:24px auto;border:1px solid #ccc;padding:22px}.go{background:#00843d;color:#fff;width:100%;margin-top:14px}.info{font-size:13px;background:#f3f8f5;padding:10px;margin-top:18px}',
      body: `<div class="hd"><div class="wrap"><img src="/img/logo.png" width="28" height="28" alt=""> <b style="color:#00843d">三井住友銀行</b>　<small>SMBCダイレクト</small></div></div>
<div class="box"><h1 style="font-size:18px">ログイン</h1>
<form method="post" action="/aib/aibgsjsw5001.jsp?_ControlID=WCM_LOGIN" autocomplete="off"><label>契約者番号（10桁）</label><input name="S_BRANCH_CD" maxlength="10" inputmode="numeric"><label>第一暗証</label><input type="password" name="PASSWORD" maxlength="4">
<button class="go">ログイン</button></form>
<p style="font-size:12px"><a href="#">店番号・口座番号でログイン</a>　<a href="#">第一暗証をお忘れの方</a></p>
<div class="info"><b>ご注意ください</b><br>当行が、メールやSMSでお客さまの暗証番号・ワンタイムパスワードを入力させるページへ誘導することはありません。不審なメール・SMSに記載されたリンクは開かないでください。</div></div>
${foot(['<a href="#">セキュリティについて</a>　<a href="#">推奨環境</a>　<a href="#">個人情報保護方針</a>', 'Copyright © Sumitomo Mitsui Banking Corporation. All Rights Reserved.'])}`,
    })),
  },
},
  {
  id: 'ze-clean-jp-rakuten-sso-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://login.account.rakuten.com/sso/authorize?client_id=rakuten_ichiba_top_web&response_type=code&scope=openid',
  routes: {
    'login.account.rakuten.com/sso/authorize': htmlRoute(doc({
      lang: 'ja',
      title: '楽天会員ログイン',
      css: '.c{max-width:400px;margin:40px auto;text-align:center}.r{background:#bf0000;color:#fff;width:100%;border-radius:24px;margin-top:12px}.o{background:#fff;border:1px solid #bf0000;color:#bf0000;width:100%;border-radius:24px;margin-top:10px}',
      body: `<div class="c"><h1 style="color:#bf0000">Rakuten</h1><h2 style="font-size:18px">ログイン</h2>
<div id="root"><form id="f"><input name="username" placeholder="ユーザIDまたはメールアドレス" autocomplete="username"><button class="r" type="submit">次へ</button></form><button class="o">楽天会員に新規登録（無料）</button></div>
<p style="font-size:12px"><a href="#">ユーザID・パスワードを忘れた場合</a> · <a href="#">ヘルプ</a></p>
<p style="font-size:11px;color:#777">© Rakuten Group, Inc.</p></div>
<script src="/sso/static/js/main.4f2a91.js"></script>`,
    })),
    'login.account.rakuten.com/sso/static/js/main.4f2a91.js': jsRoute(`(function(){var f=document.getElementById('f');f.addEventListener('submit',function(e){e.preventDefault();var u=f.username.value;if(!u)return;f.innerHTML='<p style="text-align:left;font-size:13px">'+u.replace(/[<>&]/g,'')+'</p><input type="password" name="password" placeholder="パスワード" autocomplete="current-password"><button class="r" type="button">ログイン</button>'})})();`),
  },
},
  {
  id: 'ze-clean-kr-naver-own-nidlogin',
  label: 'clean',
  kind: 'own-login',
  url: 'https://nid.naver.com/nidlogin.login?mode=form&url=https%3A%2F%2Fwww.naver.com',
  routes: {
    'nid.naver.com/nidlogin.login': htmlRoute(doc({
      lang: 'ko',
      title: '네이버 : 로그인',
      css: '.n{color:#03c75a;font-size:40px;font-weight:900;text-align:center;margin-top:40px}.c{max-width:460px;margin:20px auto;border:1px solid #dadada;border-radius:6px}.tabs{display:flex}.tabs div{flex:1;text-align:center;padding:14px;border-bottom:1px solid #dadada}.tabs .on{border-bottom:0;font-weight:bold}.in{padding:20px}.g{background:#03c75a;color:#fff;width:100%;margin-top:14px;font-size:18px}',
      body: `<div class="n">NAVER</div><div class="c"><div class="tabs"><div class="on">ID 로그인</div><div>일회용 번호</div><div>QR코드</div></div><div class="in">
<form method="post" action="https://nid.naver.com/nidlogin.login"><input type="hidden" name="localechange"><input type="hidden" name="encpw"><input type="hidden" name="dynamicKey" value="Dx4fS1k0"><input name="id" placeholder="아이디 또는 전화번호"><br><br><input name="pw" type="password" placeholder="비밀번호"><p><label style="display:inline"><input type="checkbox" style="width:auto"> 로그인 상태 유지</label> <span style="float:right">IP보안 <b>ON</b></span></p><button class="g">로그인</button></form></div></div>
<p style="text-align:center;font-size:13px"><a href="#">비밀번호 찾기</a> | <a href="#">아이디 찾기</a> | <a href="#">회원가입</a></p>
<p style="text-align:center;font-size:11px;color:#888">© NAVER Corp.</p>`,
    })),
  },
},
  {
  id: 'ze-clean-kr-kakao-accounts-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://accounts.kakao.com/login/?continue=https%3A%2F%2Fmail.kakao.com',
  routes: {
    'accounts.kakao.com/login/': htmlRoute(doc({
      lang: 'ko',
      title: '카카오계정',
      css: 'body{background:#f5f6f7}.c{max-width:380px;margin:60px auto;background:#fff;padding:30px}.y{background:#fee500;color:#191919;width:100%;margin-top:12px}.q{background:#fff;border:1px solid #ccc;width:100%;margin-top:8px}',
      body: `<div class="c"><h2>kakao</h2><form method="post" action="/api/v2/login/authenticate.json"><input name="loginId" placeholder="카카오메일 아이디, 이메일, 전화번호"><br><br><input name="password" type="password" placeholder="비밀번호"><p style="font-size:13px"><label style="display:inline"><input type="checkbox" style="width:auto"> 간편로그인 정보 저장</label></p><button class="y">로그인</button></form><button class="q">QR코드 로그인</button>
<p style="font-size:12px;color:#888">회원가입 · 계정 찾기 · 비밀번호 재설정</p></div><p style="text-align:center;font-size:11px;color:#aaa">이용약관 · 개인정보 처리방침 · 운영정책 · 고객센터 · 공지사항 · © Kakao Corp.</p>`,
    })),
  },
},
  {
  id: 'ze-clean-tw-cathay-mybank-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://www.cathaybk.com.tw/MyBank/',
  body: doc({
    lang: 'zh-TW',
    title: '國泰世華網路銀行 MyBank',
    head: gtag('G-CUB2025TW'),
    css: '.t{background:#00a29a;color:#fff;padding:12px 0}.c{max-width:480px;margin:24px auto;border:1px solid #ddd;padding:22px}.b{background:#00a29a;color:#fff;width:100%;margin-top:12px}.n{font-size:13px;background:#f4fbfa;padding:10px;margin-top:14px}',
    body: `<div class="t"><div class="wrap">國泰世華銀行 Cathay United Bank · 個人網路銀行</div></div><div class="c"><h3>登入網路銀行</h3>
<form method="post" action="/MyBank/Quicklinks/Home/Login"><label>身分證字號</label><input name="CustID" maxlength="10"><label>使用者代號</label><input name="UserIdKeyin" type="password"><label>網銀密碼</label><input name="PasswordKeyin" type="password"><label>圖形驗證碼</label><input name="Captcha" maxlength="4"><button class="b">登入</button></form>
<div class="n"><b>防詐騙提醒</b>：本行不會以電話、簡訊或LINE要求您提供網銀密碼、OTP或操作ATM解除分期付款。如有疑問請撥打 165 反詐騙專線或本行客服 (02)2383-1000。</div></div>
${foot(['國泰世華商業銀行 版權所有 © Cathay United Bank All Rights Reserved.'])}`,
  }),
},
  {
  id: 'ze-clean-in-onlinesbi-retail-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://retail.onlinesbi.sbi/retail/login.htm?sessionTimeout=1',
  body: doc({
    lang: 'en-IN',
    title: 'State Bank of India - Personal Banking',
    css: '.t{background:#280071;color:#fff;padding:12px 0}.c{max-width:520px;margin:24px auto;border:1px solid #ddd;padding:24px}.b{background:#280071;color:#fff;margin-top:12px}.w{font-size:12px;color:#a00}',
    body: `<div class="t"><div class="wrap">State Bank of India · Personal Banking · भारतीय स्टेट बैंक</div></div><div class="c"><h3>Login to OnlineSBI</h3>
<p class="w">Mandatory fields are marked with an asterisk (*). Do not provide your username and password anywhere other than in this page.</p>
<form method="post" action="/retail/loginsubmit.htm" autocomplete="off"><label>Username*</label><input name="userName"><label>Password*</label><input name="password" type="password"><label>Enter the text as shown in the image*</label><input name="captcha" maxlength="6"><button class="b">Login</button> <button type="reset">Reset</button></form>
<ul style="font-size:12px"><li>SBI never asks for your Card/PIN/OTP/CVV details on phone, message or email.</li><li>Never click on links in SMS asking you to update KYC or PAN.</li><li>Report cyber fraud at 1930 or cybercrime.gov.in.</li></ul></div>
${foot(['© State Bank of India · Privacy Statement · Disclosure · Terms of Service (Terms & Conditions)'])}`,
  }),
},
];
