import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, wordmark, lockIcon, cookieBar } from '../parts/yj-kit.js';

// Clean: sign-in and account pages on their own domains (Japan).

export const entries: Entry[] = [
  // yj-clean-mufg-direct-login
{
  id: 'yj-clean-mufg-direct-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://entry11.bk.mufg.jp/ibg/dfw/APLIN/loginib/login?_TRANID=AA000_001',
  body: doc({
    lang: 'ja',
    title: 'ログイン | 三菱UFJダイレクト',
    css: `body{background:#f4f4f4}.top{background:#fff;border-bottom:1px solid #ddd;padding:10px 18px}.w{max-width:520px;margin:24px auto;background:#fff;padding:26px;border-radius:6px}label{display:block;font-size:14px;font-weight:bold;margin:14px 0 4px}
input{width:100%;padding:11px;border:1px solid #999;border-radius:4px;font-size:16px}.b{width:100%;margin-top:20px;background:#e60000;color:#fff;border:0;border-radius:4px;padding:13px;font-size:16px}.s{font-size:12px;color:#555}.s a{color:#0645ad}.kb{margin-top:8px;font-size:12px}`,
    body: `<div class="top">${wordmark('MUFG', '#e60000', { w: 80 })} 三菱UFJダイレクト</div>
<div class="w"><h1 style="font-size:19px;margin-top:0">ログイン</h1>
<form id="lgn" name="loginForm" method="post" action="/ibg/dfw/APLIN/loginib/login"><input type="hidden" name="_TRANID" value="AA000_001"><input type="hidden" name="_TOKEN" value="9b2f4c1d8e">
<label for="account_id">契約番号</label><input id="account_id" name="KEIYAKU_NO" maxlength="10" inputmode="numeric" autocomplete="username">
<label for="ib_password">ログインパスワード</label><input id="ib_password" name="PASSWORD" type="password" autocomplete="current-password"><p class="kb"><label style="display:inline;font-weight:normal"><input type="checkbox" id="swkb" style="width:auto"> ソフトウェアキーボードを使う</label></p>
<button class="b">ログイン</button></form>
<p class="s"><a href="https://www.bk.mufg.jp/tsukau/direct/">契約番号・パスワードをお忘れの方</a> ｜ <a href="https://www.bk.mufg.jp/info/phishing/">フィッシング詐欺にご注意ください</a></p>
<p class="s">三菱UFJ銀行が、メールやSMSでワンタイムパスワードやログインパスワードの入力を求めることはありません。</p></div>`,
  }),
},
  // yj-clean-yahoo-jp-login
{
  id: 'yj-clean-yahoo-jp-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://login.yahoo.co.jp/config/login?.src=ym&.done=https%3A%2F%2Fmail.yahoo.co.jp%2F&lg=jp&.intl=jp',
  body: doc({
    lang: 'ja',
    title: 'ログイン - Yahoo! JAPAN',
    css: `.hd{border-bottom:1px solid #ddd;padding:10px 16px}.w{max-width:400px;margin:30px auto;padding:0 16px}.box{border:1px solid #ccc;border-radius:8px;padding:24px}input{width:100%;padding:12px;border:1px solid #999;border-radius:4px;font-size:16px;margin:6px 0 14px}
.b{width:100%;background:#ff0033;color:#fff;border:0;border-radius:4px;padding:13px;font-size:16px;font-weight:bold}.sm{font-size:12px;color:#666;text-align:center;margin-top:14px}.sm a{color:#1e50a2}`,
    body: `<div class="hd">${wordmark('YAHOO! JAPAN', '#ff0033', { w: 170, size: 20, weight: 900 })}</div>
<div class="w"><div class="box"><h2 style="font-size:18px;margin-top:0">ログイン</h2>
<form method="post" action="/config/login?" id="login_form" name="login_form"><input type="hidden" name=".src" value="ym"><input type="hidden" name=".done" value="https://mail.yahoo.co.jp/"><input type="hidden" name=".crumb" value="ZGtwa3Q1c2tqM2">
<label style="font-size:13px">ID/携帯電話番号/メールアドレス</label><input name="handle" id="username" autocomplete="username"><button class="b" type="submit">次へ</button></form>
<p class="sm">SMS認証・生体認証を設定すると、パスワードなしでログインできます。</p><p class="sm"><a href="https://account.edit.yahoo.co.jp/forgot_id">IDを忘れた場合</a>｜<a href="https://account.edit.yahoo.co.jp/signup">IDを新しく取得する</a></p></div>
<p class="sm">&copy; LY Corporation</p></div>`,
  }),
},
  // yj-clean-corp-sso-jp
{
  id: 'yj-clean-corp-sso-jp',
  label: 'clean',
  kind: 'company-login-own-domain',
  url: 'https://sso.hanamura-denki.co.jp/adfs/ls/?client-request-id=7b2f0e41-9a3c-4d1e-8f55-0c2e91d4a7b3&wa=wsignin1.0&wtrealm=urn%3afederation%3aMicrosoftOnline&wctx=LoginOptions%3d3',
  body: doc({
    lang: 'ja',
    title: 'サインイン',
    css: `body{font-family:"Segoe UI","Meiryo UI",sans-serif;background:#fff}#fullPage{display:flex;min-height:100vh}#brandingWrapper{flex:1;background:#1d4f91 url(/adfs/portal/illustration/illustration.png) center/cover}#contentWrapper{width:500px;padding:60px 50px}
.logo{font-size:24px;color:#1d4f91;font-weight:bold;margin-bottom:30px}.fh{font-size:14px;margin-bottom:16px}input.t{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:15px;margin:6px 0 16px;outline:none}#submitButton{background:#1d4f91;color:#fff;border:0;padding:8px 28px;font-size:15px}
.h{font-size:12px;color:#555;margin-top:30px}`,
    body: `<div id="fullPage"><div id="brandingWrapper"></div><div id="contentWrapper"><div class="logo">HANAMURA 花村電機</div>
<div class="fh">組織のアカウントでサインインしてください</div>
<form method="post" id="loginForm" autocomplete="off" action="/adfs/ls/?client-request-id=7b2f0e41-9a3c-4d1e-8f55-0c2e91d4a7b3&amp;wa=wsignin1.0&amp;wtrealm=urn%3afederation%3aMicrosoftOnline">
<input id="userNameInput" name="UserName" type="email" class="t" placeholder="someone@hanamura-denki.co.jp" autocomplete="username"><input id="passwordInput" name="Password" type="password" class="t" placeholder="パスワード" autocomplete="current-password">
<input id="kmsiInput" type="checkbox" name="Kmsi" value="true"> <label for="kmsiInput" style="font-size:13px">サインインしたままにする</label><br><br><input type="hidden" name="AuthMethod" value="FormsAuthentication"><span id="submitButton" role="button" tabindex="0" onclick="return Login.submitLoginRequest();">サインイン</span></form>
<div class="h">パスワードの変更・ロック解除は情報システム部（内線 2210）まで。<br>社外から接続する場合は多要素認証（Microsoft Authenticator）の承認が必要です。<br><br>&copy; 2025 Microsoft</div></div></div>`,
    tail: `<script>var Login={submitLoginRequest:function(){var u=document.getElementById('userNameInput'),p=document.getElementById('passwordInput');if(!u.value||!p.value){return false}if(u.value.indexOf('@')<0&&u.value.indexOf('\\\\')<0){u.value=u.value+'@hanamura-denki.co.jp'}document.getElementById('loginForm').submit();return false}};document.getElementById('passwordInput').addEventListener('keydown',function(e){if(e.key==='Enter')Login.submitLoginRequest()});</script>`,
  }),
},
  // yj-clean-yamato-member
{
  id: 'yj-clean-yamato-member',
  label: 'clean',
  kind: 'parcel-login-own-domain',
  url: 'https://auth.kms.kuronekoyamato.co.jp/auth/login?client_id=kms-web&redirect_uri=https%3A%2F%2Fmember.kms.kuronekoyamato.co.jp%2Fmember%2F',
  body: doc({
    lang: 'ja',
    title: 'ログイン｜クロネコメンバーズ',
    css: `body{background:#fffbe8}.hd{background:#ffcc00;padding:10px 16px;font-weight:bold}.w{max-width:480px;margin:20px auto;background:#fff;padding:22px;border:1px solid #eedb8b}label{display:block;font-size:13px;margin:12px 0 4px}
input{width:100%;padding:11px;font-size:16px;border:1px solid #bbb}button{width:100%;margin-top:18px;background:#1a1a1a;color:#ffcc00;border:0;padding:14px;font-size:16px;font-weight:bold}.n{font-size:12px;color:#555}`,
    body: `<div class="hd">ヤマト運輸 クロネコメンバーズ</div>
<div class="w"><h2 style="font-size:18px;margin-top:0">ログイン</h2>
<form method="post" action="/auth/login"><input type="hidden" name="client_id" value="kms-web"><input type="hidden" name="state" value="d83b1c0e5f"><label>クロネコID（メールアドレス）</label><input name="loginId" type="email" autocomplete="username"><label>パスワード</label><input name="password" type="password" autocomplete="current-password"><button>ログイン</button></form>
<p class="n"><a href="/auth/forgot">パスワードをお忘れの方</a>｜<a href="https://member.kms.kuronekoyamato.co.jp/member/regist/">新規会員登録</a></p>
<p class="n">ヤマト運輸では、不在連絡をSMSでお送りすることはございません。お荷物のお届け予定はLINEやクロネコメンバーズからご確認ください。</p></div>`,
  }),
},
  // yj-clean-japanpost-redelivery
{
  id: 'yj-clean-japanpost-redelivery',
  label: 'clean',
  kind: 'parcel-form-own-domain',
  url: 'https://trackings.post.japanpost.jp/delivery/deli/?reqCodeNo=&searchKind=S004&locale=ja',
  body: doc({
    lang: 'ja',
    title: '再配達のお申し込み - 日本郵便',
    css: `header{border-bottom:3px solid #cc0000;padding:8px 14px}.w{max-width:720px;margin:0 auto;padding:16px}h1{font-size:20px}.st{display:flex;font-size:12px;margin:10px 0 18px}.st span{flex:1;text-align:center;padding:6px;background:#eee}.st .on{background:#cc0000;color:#fff}
table{width:100%;border-collapse:collapse;font-size:14px}th{width:32%;text-align:left;background:#f6f6f6;padding:10px;border:1px solid #ddd}td{padding:8px;border:1px solid #ddd}input,select{padding:7px;font-size:15px;border:1px solid #999}.b{margin-top:16px;background:#cc0000;color:#fff;border:0;padding:12px 46px;font-size:16px}.n{font-size:12px;color:#555}`,
    body: `<header>${wordmark('〒 日本郵便', '#cc0000', { w: 140, size: 20 })}</header>
<div class="w"><h1>再配達のお申し込み</h1><div class="st"><span class="on">1. 入力</span><span>2. 確認</span><span>3. 完了</span></div>
<p class="n">ご不在連絡票に記載されている情報を入力してください。再配達の手数料はかかりません。</p>
<form method="post" action="/delivery/deli/confirm"><input type="hidden" name="org.apache.struts.taglib.html.TOKEN" value="6f1a2b9d0c3e">
<table><tr><th>ご不在連絡票の郵便番号</th><td><input name="zipcode" size="9" maxlength="8" placeholder="100-8798"></td></tr>
<tr><th>お問い合わせ番号</th><td><input name="reqCodeNo" size="16" maxlength="14"></td></tr>
<tr><th>郵便物等の種類</th><td><select name="kind"><option>ゆうパック</option><option>書留</option><option>ゆうパケット</option><option>レターパックプラス</option></select></td></tr>
<tr><th>ご希望の配達日</th><td><select name="date"><option>10月18日（土）</option><option>10月19日（日）</option><option>10月20日（月）</option></select></td></tr>
<tr><th>ご希望の時間帯</th><td><select name="time"><option>午前中</option><option>12時頃～14時頃</option><option>14時頃～16時頃</option><option>16時頃～18時頃</option><option>18時頃～20時頃</option><option>19時頃～21時頃</option></select></td></tr>
<tr><th>電話番号</th><td><input name="tel" type="tel" size="16"></td></tr></table>
<button class="b">確認画面へ</button></form>
<p class="n">日本郵便を装った不審なSMS・メールにご注意ください。日本郵便が再配達の手数料やクレジットカード情報の入力を求めることはありません。</p></div>`,
  }),
},
];
