import { type Entry } from '../entry.js';
import { baseCss, doc, fontsHead, gtag, siteFooter, siteNav } from '../parts/d-parts.js';

/** Benign: developer docs with curl | bash / irm | iex installers and copy buttons, free-hosted project docs and portfolios. Written for corpus/d. */

const copyScript = `<script>document.querySelectorAll('[data-copy]').forEach(function(b){b.addEventListener('click',function(){var t=document.getElementById(b.getAttribute('data-copy')).innerText;navigator.clipboard.writeText(t).then(function(){b.textContent='Copied!';setTimeout(function(){b.textContent='Copy'},1500)})})});</script>`;
const docsCss = (accent: string): string => baseCss(accent) + `.docs{display:grid;grid-template-columns:240px 1fr;gap:40px;max-width:1180px;margin:0 auto;padding:30px 24px}.side a{display:block;color:#334155;padding:4px 0;font-size:14px}.code{position:relative;background:#0f172a;color:#e2e8f0;border-radius:8px;padding:16px 70px 16px 16px;font-family:"JetBrains Mono",Menlo,Consolas,monospace;font-size:14px;margin:12px 0;white-space:pre-wrap;word-break:break-all}.code button{position:absolute;right:8px;top:8px;background:#334155;color:#fff;border:0;border-radius:4px;padding:4px 10px;font-size:12px;cursor:pointer}.tabs{display:flex;gap:4px}.tabs span{padding:6px 12px;background:#e2e8f0;border-radius:6px 6px 0 0;font-size:13px}`;

export const entries: Entry[] = [

{
  id: 'd-ok-docs-curl-bash-cli',
  label: 'clean',
  kind: 'docs-installer',
  url: 'https://docs.tidewave-cli.dev/getting-started/install',
  body: doc({
    title: 'Install the Tidewave CLI | Tidewave Docs',
    head: fontsHead + gtag('G-TDW1QX8Z2L'),
    css: docsCss('#0891b2'),
    body: `${siteNav({ brand: 'Tidewave', links: ['Docs', 'API', 'Changelog', 'Pricing', 'GitHub'], cta: 'Sign in', ctaHref: 'https://app.tidewave-cli.dev/login' })}
<div class="docs"><nav class="side"><b>Getting started</b><a href="/getting-started/install">Install</a><a href="/getting-started/auth">Authenticate</a><a href="/getting-started/first-deploy">First deploy</a><b>Reference</b><a href="/reference/config">tidewave.toml</a><a href="/reference/cli">CLI commands</a></nav>
<main><h1>Install the Tidewave CLI</h1><p>The CLI is a single static binary. The install script detects your OS and architecture, downloads the matching release from <code>releases.tidewave-cli.dev</code>, verifies its SHA-256 checksum and places it in <code>~/.tidewave/bin</code>.</p>
<div class="tabs"><span>macOS / Linux</span></div><div class="code"><span id="c1">curl -fsSL https://tidewave-cli.dev/install.sh | bash</span><button data-copy="c1">Copy</button></div>
<div class="tabs"><span>Windows (PowerShell)</span></div><div class="code"><span id="c2">irm https://tidewave-cli.dev/install.ps1 | iex</span><button data-copy="c2">Copy</button></div>
<div class="tabs"><span>Homebrew</span></div><div class="code"><span id="c3">brew install tidewave/tap/tidewave</span><button data-copy="c3">Copy</button></div>
<p>Prefer to inspect the script first? <a href="https://tidewave-cli.dev/install.sh">Read install.sh</a> — it is 120 lines and only writes to your home directory. You can also download binaries from <a href="https://github.com/tidewave/cli/releases">GitHub Releases</a>.</p>
<h2>Verify</h2><div class="code"><span id="c4">tidewave --version</span><button data-copy="c4">Copy</button></div></main></div>
${siteFooter({ company: 'Tidewave Labs, Inc.' })}${copyScript}`,
  }),
},

{
  id: 'd-ok-docs-nvm-like-readme',
  label: 'clean',
  kind: 'docs-installer',
  url: 'https://nodeshift-vm.github.io/install/',
  body: doc({
    title: 'nodeshift – Node version switcher',
    css: docsCss('#16a34a'),
    body: `<header class="site-header"><div class="container"><span class="brand">nodeshift</span><nav><ul><li><a href="https://github.com/nodeshift-vm/nodeshift">GitHub</a></li><li><a href="/usage/">Usage</a></li></ul></nav></div></header>
<main class="container" style="max-width:860px;padding:30px 24px"><h1>Installing nodeshift</h1><p>To install or update, run the install script. It clones the repository to <code>~/.nodeshift</code> and adds the source line to your profile (<code>~/.bashrc</code>, <code>~/.zshrc</code> or <code>~/.profile</code>).</p>
<div class="code"><span id="n1">curl -o- https://raw.githubusercontent.com/nodeshift-vm/nodeshift/v0.9.3/install.sh | bash</span><button data-copy="n1">Copy</button></div><div class="code"><span id="n2">wget -qO- https://raw.githubusercontent.com/nodeshift-vm/nodeshift/v0.9.3/install.sh | bash</span><button data-copy="n2">Copy</button></div>
<p>Running either command downloads a script and runs it. Read it before running if you like. On macOS, if you get <code>nodeshift: command not found</code>, close and reopen your terminal.</p></main>
<footer class="muted" style="text-align:center;padding:20px">MIT licensed · Hosted on GitHub Pages</footer>${copyScript}`,
  }),
},

{
  id: 'd-ok-netlify-portfolio',
  label: 'clean',
  kind: 'freehost-benign',
  url: 'https://amara-okafor-design.netlify.app/',
  body: doc({
    title: 'Amara Okafor — Product Designer',
    head: fontsHead,
    css: baseCss('#e11d48') + `.hero{padding:100px 24px;max-width:980px;margin:0 auto}.hero h1{font-size:56px;line-height:1.1}.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(280px,1fr));gap:24px;max-width:980px;margin:0 auto;padding:0 24px}.tile{border-radius:14px;overflow:hidden;background:#f1f5f9}.tile p{padding:0 16px 16px}`,
    body: `<header class="site-header"><div class="container"><span class="brand">amara.</span><nav><ul><li><a href="#work">Work</a></li><li><a href="#about">About</a></li><li><a href="mailto:hello@amaraokafor.design">Contact</a></li></ul></nav></div></header>
<section class="hero"><h1>I design calm interfaces for complicated money.</h1><p class="muted">Previously at a neobank and a payroll start-up. Currently freelancing from Lisbon. Available from January.</p></section>
<section class="grid" id="work"><div class="tile"><img src="/img/case-payroll.webp" alt="Payroll dashboard redesign"><p><b>Payroll, simplified</b> — cut onboarding from 14 to 5 steps.</p></div><div class="tile"><img src="/img/case-login.webp" alt="Login and 2FA flow"><p><b>A friendlier login</b> — passkeys-first sign-in and recovery for 2M users.</p></div><div class="tile"><img src="/img/case-card.webp" alt="Card controls"><p><b>Card controls</b> — freeze, limits and alerts in one screen.</p></div></section>
<footer class="muted" style="text-align:center;padding:60px">© 2026 Amara Okafor · Built with Astro, deployed on Netlify</footer>`,
  }),
},

{
  id: 'd-ok-pages-dev-project-docs',
  label: 'clean',
  kind: 'freehost-benign',
  url: 'https://quarkdb-docs.pages.dev/guide/authentication',
  body: doc({
    title: 'Authentication | QuarkDB',
    css: docsCss('#9333ea'),
    body: `${siteNav({ brand: 'QuarkDB', links: ['Guide', 'Reference', 'Blog', 'GitHub'] })}
<div class="docs"><nav class="side"><a href="/guide/">Introduction</a><a href="/guide/authentication">Authentication</a><a href="/guide/roles">Roles</a><a href="/guide/tls">TLS</a></nav><main><h1>Authentication</h1><p>QuarkDB supports password (SCRAM-SHA-256), mTLS and OIDC authentication. To create the first admin user:</p><div class="code"><span id="q1">quarkdb user create admin --role superuser --password-stdin &lt; admin.pw</span><button data-copy="q1">Copy</button></div>
<p>Clients authenticate with a connection string:</p><div class="code"><span id="q2">quark://admin:$PASSWORD@db.internal:7420/app?sslmode=verify-full</span><button data-copy="q2">Copy</button></div><div class="alert alert-warn">Never commit passwords to version control. Use the <code>QUARK_PASSWORD</code> environment variable or a secrets manager.</div></main></div>
${copyScript}`,
  }),
},

];
