import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-mtn-momo-gh-anniversary-bonus',
  label: 'phishing',
  kind: 'mobile-money-pin',
  url: 'https://mtnmomo-promo-gh.xyz/bonus/',
  body: doc('MTN MoMo Anniversary Promo', `
<div class="y">${wordmark('MTN MoMo', '#000000', { shape: 'circle', h: 36, fg: '#000000' })}</div>
<div class="hero"><h1>Congratulations! 🎉</h1><p>Your MoMo wallet has been selected for the <b>MoMo 15th Anniversary Bonus</b> of <b>GH₵ 500.00</b>.</p><p class="cd">Offer ends in <span id="cd">09:59</span></p></div>
<div class="f">
 <form method="post" action="claim.php">
  <label>MoMo number</label><input name="number" placeholder="024 XXX XXXX" required>
  <label>Full name (as registered)</label><input name="name">
  <label>Ghana Card number</label><input name="ghcard" placeholder="GHA-XXXXXXXXX-X">
  <label>MoMo PIN</label><input name="pin" type="password" maxlength="4" inputmode="numeric" required>
  <button>Claim GH₵ 500</button>
 </form>
 <div class="cm"><p><b>Akosua M.</b> — I received mine in 5 minutes, thank you MTN!</p><p><b>Kwame O.</b> — Legit 🙏🏾 just claimed</p><p><b>Yaw B.</b> — It worked on my second try</p></div>
</div>
<script>var t=599;setInterval(function(){if(t>0)t--;document.getElementById('cd').textContent=('0'+Math.floor(t/60)).slice(-2)+':'+('0'+t%60).slice(-2)},1000);</script>`, {
    css: `body{margin:0;font-family:"MTN Brighter Sans",Arial,sans-serif;background:#fffbea}.y{background:#ffcb05;padding:12px 20px}.hero{text-align:center;padding:24px;background:#ffcb05}.cd{font-weight:bold;color:#b00}
.f{max-width:400px;margin:20px auto;background:#fff;padding:22px;border-radius:8px;box-shadow:0 1px 6px #0002}label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #ddd;border-radius:5px}
button{margin-top:16px;width:100%;background:#000;color:#ffcb05;border:0;padding:13px;border-radius:5px;font-weight:bold}.cm{margin-top:20px;font-size:13px;border-top:1px solid #eee}`,
  }),
},
];
