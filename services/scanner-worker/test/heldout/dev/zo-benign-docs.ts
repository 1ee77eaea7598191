import { type Entry, redirectRoute } from '../entry.js';
import { doc, gtag, gtagRoute, cookieBar, js, json, html } from '../parts/zo-kit.js';
import { pngRoute, fileRoute, zip } from '../parts/e-bin.js';

const copyJs = `document.querySelectorAll('[data-copy]').forEach(function(b){b.addEventListener('click',function(){var t=document.getElementById(b.dataset.copy).innerText;navigator.clipboard.writeText(t).then(function(){b.textContent='Copied!';setTimeout(function(){b.textContent='Copy'},1500)});});});`;

export const entries: Entry[] = [
  {
    id: 'zo-clean-gdrive-shared-pdf-view',
    label: 'clean',
    kind: 'doc-share',
    url: 'https://drive.google.com/file/d/1aB2cD3eF4gH5iJ6kL7mN8oP9qR0sT1uV/view?usp=sharing',
    body: doc('Supplier_Onboarding_Form_2027.pdf - Google Drive', `
<div style="background:#323639;min-height:100vh;color:#fff">
 <div style="display:flex;justify-content:space-between;padding:10px 16px"><span>&#128196; Supplier_Onboarding_Form_2027.pdf</span><span><a href="/uc?export=download&id=1aB2cD3eF4gH5iJ6kL7mN8oP9qR0sT1uV" style="color:#fff">&#11015;</a> &nbsp; <a href="https://accounts.google.com/ServiceLogin?continue=https://drive.google.com/file/d/1aB2cD3eF4gH5iJ6kL7mN8oP9qR0sT1uV/view" style="color:#fff">Sign in</a></span></div>
 <div style="background:#fff;color:#222;width:640px;margin:20px auto;padding:50px;min-height:700px">
  <h2>Supplier Onboarding Form</h2><p>Please complete all sections and return to procurement@meridian-foods.example.</p>
  <p>1. Company legal name: ____________________</p><p>2. VAT / Tax ID: ____________________</p><p>3. Bank details (attach letter on bank letterhead)</p><p>4. Quality certifications (ISO 9001, ISO 22000)</p>
 </div>
</div>`),
  },
  {
    id: 'zo-clean-docusign-real-signing',
    label: 'clean',
    kind: 'esign',
    url: 'https://na3.docusign.net/Signing/EmailStart.aspx?a=4f1e2d3c-5b6a-7988-a0b1-c2d3e4f5a6b7&etti=24&acct=9a8b7c6d-0000-4e2f-8a1b-3c4d5e6f7a8b&er=0b1c2d3e',
    routes: {
      'na3.docusign.net/Signing/EmailStart.aspx': redirectRoute(302, 'https://na3.docusign.net/Signing/?ti=8c1d2e3f4a5b6c7d8e9f'),
      'na3.docusign.net/Signing/': html(doc('DocuSign', `
<div style="background:#fff;border-bottom:1px solid #ddd;padding:10px 20px;display:flex;justify-content:space-between"><b>Docu<span style="color:#d5a00b">Sign</span></b><span style="font-size:13px">Please review the documents below.</span></div>
<div style="background:#fffbe6;padding:14px 20px;border-bottom:1px solid #f0e0a0;font-size:14px"><input type="checkbox" style="width:auto"> I agree to use electronic records and signatures. <a href="#">Electronic Record and Signature Disclosure</a> <button class="btn" style="float:right;background:#ffc820;color:#000">CONTINUE</button></div>
<main style="max-width:760px;background:#f4f4f4"><div style="background:#fff;padding:50px;min-height:600px">
 <h2>MUTUAL NON-DISCLOSURE AGREEMENT</h2><p>This Mutual Non-Disclosure Agreement is entered into by and between Harlow Biotech, Inc. ("Company") and the undersigned recipient...</p><p>1. Definition of Confidential Information...</p>
 <p style="margin-top:60px">Signature: <span style="border:2px dashed #ffc820;padding:8px 30px;background:#fffbe6">Sign &#9660;</span></p>
</div></main>
<footer>Powered by DocuSign · Change Language - English (US) · Terms Of Use &amp; Privacy · Copyright © 2026 DocuSign, Inc. All rights reserved</footer>`)),
    },
  },
  {
    id: 'zo-clean-sharepoint-tenant-pdf-share',
    label: 'clean',
    kind: 'doc-share',
    url: 'https://harlowbiotech.sharepoint.com/:b:/s/Finance/EVa1b2c3d4e5f6g7h8i9j0kBm-8q2lP3rS4tU5vW6xY7zA?e=Qx7LmN',
    routes: {
      'harlowbiotech.sharepoint.com/:b:/s/Finance/EVa1b2c3d4e5f6g7h8i9j0kBm-8q2lP3rS4tU5vW6xY7zA': redirectRoute(302, 'https://login.microsoftonline.com/harlowbiotech.onmicrosoft.com/oauth2/authorize?client_id=00000003-0000-0ff1-ce00-000000000000&response_mode=form_post&resource=https%3A%2F%2Fharlowbiotech.sharepoint.com&redirect_uri=https%3A%2F%2Fharlowbiotech.sharepoint.com%2F_forms%2Fdefault.aspx'),
      'login.microsoftonline.com/harlowbiotech.onmicrosoft.com/oauth2/authorize': html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign in to your account</title><style>body{font-family:"Segoe UI",sans-serif;background:#f2f2f2}.b{width:440px;margin:90px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0}</style></head><body>
<form method="post" action="/harlowbiotech.onmicrosoft.com/login"><div class="b"><div style="font-weight:600;color:#737373">Harlow Biotech</div><h1 style="font-size:24px;font-weight:600">Sign in</h1><input type="email" name="loginfmt" placeholder="someone@harlowbiotech.com"><p style="font-size:13px">Use your Harlow Biotech account. Contact the IT Service Desk at x2200 if you need access.</p><div style="text-align:right"><input type="submit" value="Next" style="width:auto;background:#0067b8;color:#fff;border:0;padding:6px 28px"></div></div></form></body></html>`),
    },
  },
  {
    id: 'zo-clean-ja-gigafile-download',
    label: 'clean',
    kind: 'doc-share',
    url: 'https://82.gigafile.nu/1206-b4f2e8a1c7d93e5f0a1b2c3d4e5f6a7b8',
    body: doc('ギガファイル便 ダウンロード', `
<header style="background:#3b9ae1;color:#fff"><b>ギガファイル便</b> 無料で大容量ファイル転送</header>
<main style="max-width:640px">
 <p>ファイルの保持期限：2026年12月06日(土)まで</p>
 <table border="1" cellpadding="8" style="border-collapse:collapse;width:100%;font-size:14px"><tr><th>ファイル名</th><th>サイズ</th></tr><tr><td>2026_社内報_12月号_入稿データ.zip</td><td>512.4MB</td></tr></table>
 <p><label>ダウンロードパスワード（設定されている場合）</label><input name="dlkey" style="width:200px"></p>
 <p><a class="btn" style="background:#f39800" href="#">ダウンロード開始</a></p>
 <p style="font-size:12px;color:#666">※アップロードされたファイルの内容について当サイトは一切関与しません。不審なファイルは開かないでください。</p>
 <div style="border:1px dashed #ccc;padding:10px;font-size:12px;text-align:center">広告</div>
</main>`, { lang: 'ja' }),
  },
  {
    id: 'zo-clean-devdocs-chocolatey-install',
    label: 'clean',
    kind: 'dev-docs-oneliner',
    url: 'https://community.chocolatey.org/courses/installation/installing',
    body: doc('Chocolatey Software | Installing Chocolatey', `
<header style="background:#1b2838;color:#fff"><b>Chocolatey</b> · Packages · Docs · Pricing · Blog</header>
<main>
 <h1>Installing Chocolatey</h1>
 <p>Chocolatey installs in seconds. You are just a few steps from running choco right now!</p>
 <h3>Step 2: Install</h3>
 <ol><li>First, ensure that you are using an <b>administrative shell</b>.</li><li>Run <code>Get-ExecutionPolicy</code>. If it returns <code>Restricted</code>, then run <code>Set-ExecutionPolicy AllSigned</code> or <code>Set-ExecutionPolicy Bypass -Scope Process</code>.</li><li>Now run the following command:</li></ol>
 <div style="position:relative"><pre id="c1">Set-ExecutionPolicy Bypass -Scope Process -Force; [System.Net.ServicePointManager]::SecurityProtocol = [System.Net.ServicePointManager]::SecurityProtocol -bor 3072; iex ((New-Object System.Net.WebClient).DownloadString('https://community.chocolatey.org/install.ps1'))</pre><button class="btn" data-copy="c1" style="position:absolute;top:6px;right:6px;padding:4px 10px;font-size:12px">Copy</button></div>
 <p>Paste the copied text into your shell and press Enter. Wait a few seconds for the command to complete. If you don't see any errors, you are ready to use Chocolatey! Type <code>choco</code> or <code>choco -?</code> now.</p>
 <p><b>Note:</b> Please inspect <a href="https://community.chocolatey.org/install.ps1">https://community.chocolatey.org/install.ps1</a> prior to running any of these scripts to ensure safety.</p>
</main>
<footer>© 2026 Chocolatey Software, Inc. · Privacy · Terms</footer>
<script>${copyJs}</script>`),
  },
  {
    id: 'zo-clean-devdocs-docker-convenience-script-de',
    label: 'clean',
    kind: 'dev-docs-oneliner',
    url: 'https://wiki.stadtwerke-kornfeld.de/display/IT/Docker+auf+Entwicklungs-VMs+installieren',
    body: doc('Docker auf Entwicklungs-VMs installieren - IT - Confluence', `
<header style="background:#0747a6;color:#fff">Confluence · Bereiche · Personen · Erstellen</header>
<main>
 <p style="font-size:13px;color:#6b778c">IT / Entwicklung / Anleitungen · Zuletzt aktualisiert von Jens Albrecht, 14. Nov. 2026</p>
 <h1>Docker auf Entwicklungs-VMs installieren</h1>
 <div style="background:#fffae6;border-left:4px solid #ffab00;padding:10px">Nur für <b>Entwicklungs- und Test-VMs</b>. Produktivsysteme werden ausschließlich über Ansible provisioniert.</div>
 <h3>1. Convenience-Skript ausführen</h3>
 <pre id="s1">curl -fsSL https://get.docker.com -o get-docker.sh
sudo sh ./get-docker.sh --dry-run
sudo sh ./get-docker.sh</pre><button class="btn" data-copy="s1">Copy</button>
 <h3>2. Benutzer zur Gruppe hinzufügen</h3><pre id="s2">sudo usermod -aG docker $USER &amp;&amp; newgrp docker</pre><button class="btn" data-copy="s2">Copy</button>
 <h3>3. Proxy konfigurieren</h3><pre>sudo mkdir -p /etc/systemd/system/docker.service.d
echo -e "[Service]\\nEnvironment=HTTPS_PROXY=http://proxy.swk.local:3128" | sudo tee /etc/systemd/system/docker.service.d/proxy.conf
sudo systemctl daemon-reload &amp;&amp; sudo systemctl restart docker</pre>
 <p>Bei Fragen: #it-plattform im Chat.</p>
</main>
<script>${copyJs}</script>`, { lang: 'de' }),
  },
  {
    id: 'zo-clean-secblog-drainer-kit-teardown',
    label: 'clean',
    kind: 'security-blog-iocs',
    url: 'https://blog.chainwatch-security.io/posts/inside-a-permit2-drainer-kit',
    body: doc('Inside a Permit2 drainer kit – Chainwatch Security Blog', `
<main style="max-width:760px">
 <p style="font-size:13px;color:#6b7280">Research · 14 Nov 2026</p>
 <h1>Inside a Permit2 drainer kit</h1>
 <p>Drainer-as-a-service operators have moved almost entirely to off-chain signatures. Here is the core of the kit we recovered from a fake airdrop site:</p>
 <pre>const msg = { primaryType: 'PermitBatch', domain: { name: 'Permit2', chainId: 1,
  verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' },
  message: { details: tokens.map(t =&gt; ({ token: t, amount: MAX_UINT160, ... })), spender: ATTACKER } };
await ethereum.request({ method: 'eth_signTypedData_v4', params: [account, JSON.stringify(msg)] });</pre>
 <p>Because the victim only signs a message, many wallets show no balance change preview. The operator then submits <code>permitTransferFrom</code> on-chain.</p>
 <h3>Attacker addresses</h3><ul style="font-family:monospace;font-size:13px"><li>0x7f3a…b3C4 (spender)</li><li>0x9a3F…0E1F (receiver)</li></ul>
 <h3>Protecting yourself</h3><ol><li>Never sign a "Permit" or "PermitBatch" you didn't initiate.</li><li>Use a wallet with transaction simulation.</li><li>Review approvals regularly on <a href="https://revoke.cash">revoke.cash</a>.</li></ol>
 <p><button class="btn" onclick="alert('Demo only: this blog does not connect to wallets.')">Try the signature simulator (demo)</button></p>
</main>`),
  },
];
