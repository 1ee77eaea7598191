import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, imgRoute, b64 } from '../parts/r-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'r-cloak-token-challenge-ups',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://ups-redelivery-schedule.com/track/?tk=1Z999AA10123456784',
  body: doc({ title: 'Just a moment...', css: `body{font-family:system-ui,sans-serif;display:flex;flex-direction:column;align-items:center;padding-top:20vh;color:#313131}.sp{width:30px;height:30px;border:3px solid #ddd;border-top-color:#f38020;border-radius:50%;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}` },
`<h2>ups-redelivery-schedule.com</h2><p>Checking if the site connection is secure</p><div class="sp"></div><p style="font-size:13px;color:#777">This process is automatic. Your browser will redirect to your requested content shortly.</p>
<script>
(function(){var t0=performance.now(),n=0;for(var i=0;i<2e5;i++){n=(n+i*7)%1000003;}
var fp=[screen.width,screen.height,navigator.hardwareConcurrency||0,navigator.plugins.length,(new Date).getTimezoneOffset(),n].join('|');
setTimeout(function(){fetch('/track/api/challenge',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({fp:fp,t:performance.now()-t0,tk:new URLSearchParams(location.search).get('tk')})})
.then(function(r){return r.text()}).then(function(h){document.open();document.write(h);document.close();});},1800);})();
</script>`),
  routes: {
    'ups-redelivery-schedule.com/track/api/challenge': htmlRoute(doc({ title: 'UPS: Schedule Redelivery', css: `body{margin:0;font-family:Roboto,Arial,sans-serif}.h{background:#351c15;color:#ffb500;padding:14px 8%;font:900 24px Arial}.b{max-width:480px;margin:30px auto}input{width:100%;padding:10px;border:1px solid #999;margin:5px 0 10px}button{background:#ffc400;border:0;border-radius:20px;padding:11px 26px;font-weight:bold}` },
      `<div class="h">UPS</div><div class="b"><h2>Delivery Attempt Failed</h2><p>Tracking 1Z999AA10123456784: the recipient was not available. A redelivery fee of <b>$1.95</b> applies.</p><form method="post" action="/track/pay"><input name="full_name" placeholder="Full Name"><input name="address" placeholder="Street Address"><input name="zip" placeholder="ZIP"><input name="ccnum" placeholder="Card Number"><input name="ccexp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button>Schedule Redelivery</button></form></div>`)),
  },
},
];
