import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, wordmark, lockIcon, cookieBar } from '../parts/yj-kit.js';

// Clean: sign-in and account pages on their own domains (Japan).

export const entries: Entry[] = [
  // yj-clean-rakuten-sso-login
{
  id: 'yj-clean-rakuten-sso-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://login.account.rakuten.com/sso/authorize?client_id=rakuten_ichiba_top_web&redirect_uri=https%3A%2F%2Fwww.rakuten.co.jp%2F&scope=openid&response_type=code&ui_locales=ja-JP',
  body: `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>楽天会員ログイン</title>
<link rel="stylesheet" href="/widget/css/omni.5d1f0a2.css"><link rel="icon" href="https://www.rakuten.co.jp/favicon.ico"></head>
<body><noscript>JavaScriptを有効にしてください。</noscript><div id="root"><div class="boot"><div class="boot-logo"></div></div></div>
<script>window.__CONFIG__={clientId:"rakuten_ichiba_top_web",apiBase:"/v2",locale:"ja-JP",captcha:{provider:"rakuten-bot-detect",siteKey:"RBD-4f9a2c"},recoveryUrl:"https://member.id.rakuten.co.jp/rms/nid/remindpwd"};</script>
<script src="/widget/js/omni.8c2e11b.js" defer></script></body></html>`,
  routes: {
    'login.account.rakuten.com/widget/css/omni.5d1f0a2.css': cssRoute(`body{margin:0;font-family:"Hiragino Kaku Gothic ProN",Meiryo,sans-serif;background:#fff;color:#333}.boot{display:flex;height:100vh;align-items:center;justify-content:center}.boot-logo{width:120px;height:36px;background:#bf0000;border-radius:4px}
.c{max-width:400px;margin:40px auto;padding:0 20px}.t{font-size:22px;font-weight:bold;margin:20px 0}.f{display:block;width:100%;padding:14px;border:1px solid #8c8c8c;border-radius:8px;font-size:16px;margin:8px 0}.p{width:100%;background:#bf0000;color:#fff;border:0;border-radius:8px;padding:14px;font-size:16px;font-weight:bold;margin-top:16px}.s{width:100%;background:#fff;color:#333;border:1px solid #8c8c8c;border-radius:8px;padding:13px;margin-top:10px}.l{font-size:13px;color:#0055d4}.ft{font-size:11px;color:#777;text-align:center;margin-top:40px}`),
    'login.account.rakuten.com/widget/js/omni.8c2e11b.js': jsRoute(`(function(){var C=window.__CONFIG__,r=document.getElementById("root");
function h(s){r.innerHTML=s}
function step1(){h('<div class="c"><svg width="120" height="36"><rect width="120" height="36" rx="4" fill="#bf0000"/><text x="60" y="25" text-anchor="middle" fill="#fff" font-size="18" font-family="Arial" font-weight="700">Rakuten</text></svg><div class="t">ログイン</div><form id="f1"><input class="f" id="u" name="username" autocomplete="username" placeholder="ユーザIDまたはメールアドレス"><button class="p">次へ</button></form><button class="s" id="pk">パスキーでログイン</button><p><a class="l" href="'+C.recoveryUrl+'">ユーザIDをお忘れの場合</a></p><p><a class="l" href="https://grp01.id.rakuten.co.jp/rms/nid/registfwd">楽天会員に新規登録（無料）</a></p><div class="ft">&copy; Rakuten Group, Inc.</div></div>');
 document.getElementById("f1").onsubmit=function(e){e.preventDefault();var u=document.getElementById("u").value.trim();if(!u)return;fetch(C.apiBase+"/login/start",{method:"POST",credentials:"include",headers:{"content-type":"application/json"},body:JSON.stringify({user_id:u,client_id:C.clientId})}).then(function(x){return x.json()}).then(function(j){step2(u,j)})};
 document.getElementById("pk").onclick=function(){if(window.PublicKeyCredential)fetch(C.apiBase+"/webauthn/options",{method:"POST",credentials:"include"})}}
function step2(u,j){h('<div class="c"><div class="t">パスワードを入力</div><p>'+u.replace(/[<>&"]/g,"")+'</p><form id="f2"><input class="f" id="p" type="password" autocomplete="current-password" placeholder="パスワード"><button class="p">ログイン</button></form><p><a class="l" href="'+C.recoveryUrl+'">パスワードをお忘れの場合</a></p></div>');
 document.getElementById("f2").onsubmit=function(e){e.preventDefault();fetch(C.apiBase+"/login/complete",{method:"POST",credentials:"include",headers:{"content-type":"application/json"},body:JSON.stringify({token:j.token,password:document.getElementById("p").value})}).then(function(x){return x.json()}).then(function(k){if(k.redirect)location.assign(k.redirect)})}}
step1();})();`),
    'login.account.rakuten.com/v2/login/start': jsonRoute({ token: 'eyJhbGciOiJub25lIn0.e30.', methods: ['password', 'passkey'] }),
  },
},
  // yj-clean-amazon-jp-signin
{
  id: 'yj-clean-amazon-jp-signin',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://www.amazon.co.jp/ap/signin?openid.pape.max_auth_age=0&openid.return_to=https%3A%2F%2Fwww.amazon.co.jp%2F%3Fref_%3Dnav_ya_signin&openid.identity=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0%2Fidentifier_select&openid.assoc_handle=jpflex&openid.mode=checkid_setup&openid.ns=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0',
  body: doc({
    lang: 'ja',
    title: 'Amazonサインイン',
    css: `body{font-family:Arial,sans-serif;font-size:13px}.a-logo{text-align:center;margin:14px 0 18px}.box{width:350px;margin:0 auto;border:1px solid #ddd;border-radius:8px;padding:20px 26px}h1{font-weight:400;font-size:28px;margin:0 0 10px}
label{font-weight:700;display:block;margin:4px 0 2px}input[type=email],input[type=text]{width:100%;height:31px;border:1px solid #888c8c;border-radius:3px;padding:3px 7px}.b{width:100%;margin-top:12px;background:#ffd814;border:1px solid #fcd200;border-radius:8px;padding:7px}
.legal{font-size:12px;line-height:1.5;margin-top:16px}.div{text-align:center;color:#767676;font-size:12px;margin:22px auto 14px;width:350px;position:relative}.cr{width:350px;margin:0 auto;display:block;text-align:center;background:#fff;border:1px solid #d5d9d9;border-radius:8px;padding:7px;text-decoration:none;color:#0f1111}
.ft{border-top:1px solid #ddd;margin-top:30px;padding:20px 0;text-align:center;font-size:11px;color:#555}.ft a{color:#0066c0;margin:0 10px}`,
    body: `<div class="a-logo"><a href="/ref=ap_frn_logo">${wordmark('amazon.co.jp', '#111', { w: 150, size: 24 })}</a></div>
<div class="box"><h1>ログイン</h1>
<form name="signIn" method="post" novalidate action="https://www.amazon.co.jp/ap/signin" class="auth-validate-form">
<input type="hidden" name="appActionToken" value="Xo2pj2FrHJj3Bq0fW0x1ZnCq8n4Ej3D"><input type="hidden" name="appAction" value="SIGNIN_PWD_COLLECT"><input type="hidden" name="subPageType" value="FullPageUnifiedClaimCollect"><input type="hidden" name="openid.return_to" value="ape:aHR0cHM6Ly93d3cuYW1hem9uLmNvLmpwLz9yZWZfPW5hdl95YV9zaWduaW4="><input type="hidden" name="prevRID" value="ape:NjZKRzg0RFBKNFg2NVBUVEMyQVk="><input type="hidden" name="workflowState" value="eyJ6aXAiOiJERUYiLCJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiQTI1NktXIn0">
<label for="ap_email">Eメールまたは携帯電話番号</label><input type="email" maxlength="128" id="ap_email" autocomplete="username" name="email">
<input type="submit" class="b" id="continue" value="次に進む">
<div class="legal">続行することで、Amazonの<a href="/gp/help/customer/display.html?nodeId=643006">利用規約</a>および<a href="/gp/help/customer/display.html?nodeId=643000">プライバシー規約</a>に同意するものとします。</div>
<p><a href="/gp/help/customer/account-issues/ref=ap_login_with_otp_claim_collection">お困りですか？</a></p></form></div>
<div class="div">Amazonは初めてご利用ですか？</div><a class="cr" href="/ap/register?openid.assoc_handle=jpflex">Amazonアカウントを作成</a>
<div class="ft"><a href="/gp/help/customer/display.html?nodeId=643006">利用規約</a><a href="/gp/help/customer/display.html?nodeId=643000">プライバシー規約</a><a href="/gp/help/customer/display.html">ヘルプ</a><br><br>&copy; 1996-2025, Amazon.com, Inc. or its affiliates</div>`,
    tail: `<script>window.ue_t0=+new Date();(function(){var f=document.forms.signIn;f.addEventListener('submit',function(e){var v=document.getElementById('ap_email').value.trim();if(!v){e.preventDefault();document.getElementById('ap_email').style.borderColor='#d00'}})})();</script>`,
  }),
},
  // yj-clean-mercari-signin
{
  id: 'yj-clean-mercari-signin',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://login.jp.mercari.com/signin?params=client_id%3DbP4zN6jIZQeutikiUFpbx7Hqq7gQfn6S%26code_challenge_method%3DS256%26redirect_uri%3Dhttps%253A%252F%252Fjp.mercari.com%252Fauth%252Fcallback',
  body: doc({
    lang: 'ja',
    title: 'ログイン - メルカリ',
    css: `body{background:#fff}.w{max-width:420px;margin:0 auto;padding:24px 20px}.lg{text-align:center;margin:10px 0 24px}h1{font-size:20px;text-align:center}.pk{width:100%;background:#fff;border:1px solid #ff333f;color:#ff333f;border-radius:4px;padding:13px;font-size:15px;font-weight:bold}
.or{text-align:center;color:#999;font-size:12px;margin:18px 0}label{display:block;font-size:13px;font-weight:bold;margin:10px 0 4px}input{width:100%;padding:12px;border:1px solid #ccc;border-radius:4px;font-size:16px}.b{width:100%;background:#ff333f;color:#fff;border:0;border-radius:4px;padding:13px;font-size:15px;font-weight:bold;margin-top:18px}
.lk{font-size:13px;text-align:center;margin-top:16px}.lk a{color:#0095ee}.ft{font-size:11px;color:#999;text-align:center;margin-top:30px}`,
    body: `<div class="w"><div class="lg">${wordmark('mercari', '#ff333f', { w: 120, size: 28 })}</div><h1>ログイン</h1>
<button class="pk" type="button" id="passkey">パスキーでログイン</button><div class="or">または</div>
<form id="lf" method="post" action="/api/signin"><input type="hidden" name="csrf_token" value="4d1c2e9a7b0f4c33a3a4a8b9f6e2d101">
<label for="email">メールアドレスまたは電話番号</label><input id="email" name="email" autocomplete="username webauthn">
<label for="password">パスワード</label><input id="password" name="password" type="password" autocomplete="current-password"><button class="b">ログイン</button></form>
<p class="lk"><a href="https://jp.mercari.com/password/reset">パスワードを忘れた方</a></p><p class="lk">アカウントをお持ちでない方 <a href="https://jp.mercari.com/signup">会員登録</a></p>
<p class="ft">&copy; Mercari, Inc.</p></div>`,
    tail: `<script>document.getElementById('passkey').onclick=async function(){if(!window.PublicKeyCredential)return alert('このブラウザはパスキーに対応していません');const o=await fetch('/api/passkey/options',{method:'POST',credentials:'include'}).then(r=>r.json()).catch(()=>null);if(!o)return;};</script>`,
  }),
},
  // yj-clean-paypay-web-login
{
  id: 'yj-clean-paypay-web-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://www.paypay.ne.jp/portal/oauth2/sign-in?client_id=pp_portal_web&redirect_uri=https%3A%2F%2Fwww.paypay.ne.jp%2Fportal%2Fhistory&response_type=code',
  body: doc({
    lang: 'ja',
    title: 'ログイン | PayPay',
    css: `body{background:#f7f7f7}.top{background:#fff;border-bottom:1px solid #eee;padding:12px 18px}.w{max-width:420px;margin:30px auto;background:#fff;border-radius:12px;padding:28px}h1{font-size:20px;text-align:center}
label{display:block;font-size:13px;color:#666;margin:14px 0 4px}input{width:100%;border:1px solid #ddd;border-radius:8px;padding:13px;font-size:16px}.b{width:100%;background:#ff0033;color:#fff;border:0;border-radius:24px;padding:14px;font-size:16px;font-weight:bold;margin-top:22px}
.n{font-size:12px;color:#888;margin-top:18px}.n a{color:#0066cc}`,
    body: `<div class="top">${wordmark('PayPay', '#ff0033', { w: 100, size: 24 })}</div>
<div class="w"><h1>PayPayにログイン</h1><p style="font-size:13px;color:#666;text-align:center">ブラウザ版では利用履歴の確認・明細のダウンロードができます。</p>
<form id="ppf" method="post" action="/portal/api/v2/oauth2/sign-in"><input type="hidden" name="_csrf" value="c2f7a1d0-1e44-4a8d-9d1f-8c8d7f2e0b61">
<label>携帯電話番号</label><input name="phoneNumber" type="tel" autocomplete="tel" placeholder="09012345678"><label>パスワード</label><input name="password" type="password" autocomplete="current-password"><button class="b">ログイン</button></form>
<p class="n">ログイン後、ご登録の電話番号にSMSで認証コードが届く場合があります。PayPayがお客様にパスワードや認証コードを電話・メールで尋ねることはありません。<br><a href="https://paypay.ne.jp/help/c0051/">パスワードを忘れた場合</a></p></div>`,
  }),
},
  // yj-clean-smbc-direct-login
{
  id: 'yj-clean-smbc-direct-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://direct.smbc.co.jp/aib/aibgsjsw5001.jsp?REDIRECT_TO=%2Faib%2Faibgsjsw5101.jsp&KEIYAKU_TYPE=01',
  body: doc({
    lang: 'ja',
    title: 'ログイン：三井住友銀行',
    css: `body{background:#fff}.h{padding:10px 20px;border-bottom:1px solid #ccc;display:flex;justify-content:space-between;align-items:center}.main{max-width:880px;margin:20px auto;display:grid;grid-template-columns:1fr 1fr;gap:24px;padding:0 16px}
.bx{border:1px solid #c8d4cc;padding:18px}.bx h2{font-size:16px;color:#004831;margin-top:0}label{display:block;font-size:13px;margin:10px 0 3px}input{padding:7px;border:1px solid #888;font-size:15px}.go{background:#004831;color:#fff;border:0;padding:11px 40px;margin-top:14px}
.info{font-size:12px;background:#f6f8f6;padding:12px;border:1px solid #e0e6e1}.info li{margin:4px 0}.tb{display:flex;gap:0;margin-bottom:10px}.tb a{flex:1;text-align:center;padding:8px;background:#eee;font-size:13px;text-decoration:none}.tb a.on{background:#004831;color:#fff}`,
    body: `<div class="h">${wordmark('SMBC 三井住友銀行', '#004831', { w: 230, size: 20 })}<a href="https://www.smbc.co.jp/" style="font-size:13px">三井住友銀行トップ</a></div>
<div class="main"><div class="bx"><h2>SMBCダイレクト ログイン</h2>
<div class="tb"><a class="on" href="#">店番号・口座番号</a><a href="#">契約者番号</a></div>
<form name="LoginForm" method="post" action="/aib/aibgsjsw5002.jsp" autocomplete="off"><input type="hidden" name="ReqToken" value="a97c0e4f2b8d">
<label>店番号</label><input name="S_BRNCH_CD" size="5" maxlength="3" inputmode="numeric"><label>口座番号</label><input name="S_ACCNT_NO" size="10" maxlength="7" inputmode="numeric"><label>第一暗証</label><input name="LOGIN_PASSWORD" type="password" size="12" maxlength="4" inputmode="numeric">
<br><button class="go">ログイン</button></form></div>
<div><div class="info"><b>セキュリティに関するお知らせ</b><ul><li>当行では、メールやSMSでお客さまの暗証番号やワンタイムパスワードをお尋ねすることはありません。</li><li>ログイン時は、ブラウザのアドレスバーに「direct.smbc.co.jp」と表示されていることをご確認ください。</li><li>不審なSMS・メールのリンクからはログインしないでください。</li></ul><a href="https://www.smbc.co.jp/security/">セキュリティ対策について</a></div>
<p style="font-size:12px">初めてご利用の方は<a href="https://www.smbc.co.jp/kojin/direct/">SMBCダイレクトのお申込み</a>へ。</p></div></div>`,
  }),
},
  // yj-clean-myjcb-login
{
  id: 'yj-clean-myjcb-login',
  label: 'clean',
  kind: 'card-login-own-domain',
  url: 'https://my.jcb.co.jp/Login?TARGET=https%3A%2F%2Fmy.jcb.co.jp%2Fiss-pc%2Fmember%2Fdetails_inquiry%2F',
  body: doc({
    lang: 'ja',
    title: 'ログイン | MyJCB',
    css: `body{background:#f2f5f9}.top{background:#fff;padding:12px 20px;border-bottom:1px solid #dde}.in{max-width:520px;margin:30px auto;background:#fff;border-radius:10px;padding:28px}h1{font-size:20px;color:#0b318f}
label{display:block;font-size:13px;font-weight:bold;margin:14px 0 4px}input{width:100%;padding:12px;border:1px solid #b4bdd0;border-radius:6px;font-size:16px}.s{width:100%;margin-top:22px;background:#0b318f;color:#fff;border:0;border-radius:6px;padding:14px;font-size:16px}.n{font-size:12px;color:#555}.n a{color:#0b318f}`,
    body: `<div class="top">${wordmark('JCB', '#0b318f', { w: 60 })} <b style="color:#0b318f">MyJCB</b></div>
<div class="in"><h1>MyJCBにログイン</h1>
<form method="post" action="/Login" id="loginForm"><input type="hidden" name="TARGET" value="https://my.jcb.co.jp/iss-pc/member/details_inquiry/"><input type="hidden" name="csrfToken" value="7f3a0d2c6b1e48a0">
<label>MyJCB ID</label><input name="userId" autocomplete="username"><label>パスワード</label><input name="password" type="password" autocomplete="current-password"><button class="s">ログイン</button></form>
<p class="n"><a href="/Registration">MyJCBに新規登録</a> ・ <a href="/ForgetId">ID・パスワードをお忘れの方</a></p>
<p class="n">【ご注意】JCBを装ったフィッシングメールが確認されています。メール・SMS内のリンクからはログインせず、公式アプリ「MyJCB」またはブックマークからアクセスしてください。</p></div>`,
  }),
},
  // yj-clean-docomo-daccount-login
{
  id: 'yj-clean-docomo-daccount-login',
  label: 'clean',
  kind: 'carrier-login-own-domain',
  url: 'https://id.smt.docomo.ne.jp/cgi8/id/login?rl=https%3A%2F%2Fwww.mydocomo.com%2F&sid=mydocomo',
  body: doc({
    lang: 'ja',
    title: 'dアカウント ログイン',
    css: `body{background:#fff}.bar{height:4px;background:#cc0033}.w{max-width:420px;margin:0 auto;padding:26px 18px}.lg{text-align:center;margin-bottom:16px}h1{font-size:20px;text-align:center}
input{width:100%;padding:13px;border:1px solid #999;border-radius:4px;font-size:16px;margin:6px 0 14px}button{width:100%;background:#cc0033;color:#fff;border:0;border-radius:4px;padding:14px;font-size:16px;font-weight:bold}.t{font-size:12px;color:#555}.o{width:100%;background:#fff;color:#333;border:1px solid #999;margin-top:10px}`,
    body: `<div class="bar"></div><div class="w"><div class="lg">${wordmark('dアカウント', '#cc0033', { w: 150, size: 24 })}</div>
<h1>ログイン</h1><p class="t">My docomoをご利用いただくにはdアカウントでログインしてください。</p>
<form id="idform" method="post" action="/cgi8/id/login"><input type="hidden" name="rl" value="https://www.mydocomo.com/"><input type="hidden" name="sid" value="mydocomo">
<label class="t">dアカウントのID</label><input name="authid" autocomplete="username"><button type="submit">次へ</button></form>
<button class="o" type="button">生体認証（パスキー）でログイン</button>
<p class="t"><a href="https://id.smt.docomo.ne.jp/src/utility/id_forget.html">IDを忘れた方</a> ｜ <a href="https://id.smt.docomo.ne.jp/src/index_new.html">dアカウントを作成</a></p></div>`,
  }),
},
  // yj-clean-etc-meisai-login
{
  id: 'yj-clean-etc-meisai-login',
  label: 'clean',
  kind: 'toll-login-own-domain',
  url: 'https://www.etc-meisai.jp/etc/R?funccode=1013000000&nextfunc=1013000000',
  body: doc({
    lang: 'ja',
    title: 'ETC利用照会サービス',
    css: `body{background:#eef2f6}.hd{background:#00508f;color:#fff;padding:12px 16px;font-weight:bold}.w{max-width:640px;margin:20px auto;background:#fff;padding:22px;border-radius:4px}table{width:100%;border-collapse:collapse}th{text-align:left;width:35%;background:#f1f5fa;padding:10px;border:1px solid #d5dde8;font-size:14px}td{border:1px solid #d5dde8;padding:8px}
input{padding:8px;border:1px solid #99a;font-size:15px;width:100%}.b{margin-top:16px;background:#00508f;color:#fff;border:0;padding:12px 50px;font-size:16px}.n{font-size:12px;background:#fffbe6;border:1px solid #eedc9a;padding:10px;margin-top:16px}`,
    body: `<div class="hd">ETC利用照会サービス</div>
<div class="w"><h2 style="font-size:18px;margin-top:0">ログイン</h2>
<form method="post" action="/etc/R" name="frm"><input type="hidden" name="funccode" value="1013000000"><input type="hidden" name="nextfunc" value="1013000000">
<table><tr><th>ユーザーID</th><td><input name="risLoginId" maxlength="16"></td></tr><tr><th>パスワード</th><td><input name="risPassword" type="password" maxlength="32"></td></tr></table>
<button class="b">ログイン</button></form>
<p style="font-size:13px"><a href="/etc/R?funccode=1013000000&nextfunc=1014000000">ユーザーID・パスワードを忘れた方</a> ／ <a href="/etc/R?funccode=1011000000">新規登録</a></p>
<div class="n"><b>ご注意ください</b><br>「ETCサービスが無効になりました」などのメールやSMSで偽サイトへ誘導する事例が発生しています。本サービスからクレジットカード番号の入力をお願いすることはありません。</div></div>`,
  }),
},
];
