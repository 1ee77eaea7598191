// Clean: package pages, real download pages, bot checks, shorteners, Blob exports, token pages, imprint (author zz).
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { pe, fileRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, qwDoc, QW_TOP, QW_MARK, GH_CSS, GH_MARK, GH_FOOT, NPM_LOGO, FONT, esc } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-cloudflare-managed-challenge-forum',
  label: 'clean',
  kind: 'bot-check',
  url: 'https://forum.quellwerk.io/t/pipeline-cache-not-restored-on-arm64-runners/18827',
  body: doc({
    title: 'Just a moment...',
    head: `<meta http-equiv="refresh" content="390"><meta name="robots" content="noindex,nofollow"><style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15;-webkit-text-size-adjust:100%;color:#313131;font-family:system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial}
body{display:flex;flex-direction:column;height:100vh;min-height:100vh}.main-content{margin:8rem auto;max-width:60rem;padding-left:1.5rem;width:100%}
.h1{font-size:2.5rem;font-weight:500;line-height:3.75rem}.h2{font-size:1.5rem;font-weight:500;line-height:2.25rem;margin:.5rem 0 2rem}.footer{font-size:.75rem;margin:0 auto;max-width:60rem;padding:0 1.5rem;width:100%;text-align:center;line-height:1.125rem}</style>`,
    body: `<div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">forum.quellwerk.io</h1><p class="h2 spacer-bottom">Verifying you are human. This may take a few seconds.</p>
<div id="turnstile-wrapper" class="spacer"></div><div id="challenge-body-text" class="core-msg spacer">forum.quellwerk.io needs to review the security of your connection before proceeding.</div>
<noscript><div class="h2"><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></noscript></div></div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:"forum.quellwerk.io",cType:'managed',cRay:'8d61f0c2ea9b1f07',cH:'x9Q2.f4mZ1-1729612345-1.2.1.1-pR',cUPMDTk:"\\/t\\/pipeline-cache-not-restored-on-arm64-runners\\/18827?__cf_chl_tk=Yk3v",cFPWv:'g',cITimeS:'1729612345',cTTimeMs:'1000',cMTimeMs:'390000',cTplV:5,cTplB:'cf',cK:"",fa:"\\/t\\/pipeline-cache-not-restored-on-arm64-runners\\/18827?__cf_chl_f_tk=Yk3v",md:"mK2z.Jv8",cRq:{ru:'aHR0cHM6Ly9mb3J1bS5xdWVsbHdlcmsuaW8vdC9waXBlbGluZS1jYWNoZQ==',ra:'TW96aWxsYS81LjA=',rm:'R0VU',d:'Zk9x',t:'MTcyOTYxMjM0NQ==',cT:Math.floor(Date.now()/1000),m:'',i1:'',i2:'',zh:'',uh:'',hh:''}};
var cpo=document.createElement('script');cpo.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8d61f0c2ea9b1f07';window._cf_chl_opt.cOgUHash=location.hash===''&&location.href.indexOf('#')!==-1?'#':location.hash;
var a=document.getElementsByTagName('script')[0];a.parentNode.insertBefore(cpo,a);}());</script>
<div class="footer" role="contentinfo"><div class="footer-inner"><div class="clearfix diagnostic-wrapper"><div class="ray-id">Ray ID: <code>8d61f0c2ea9b1f07</code></div></div><div class="text-center" id="footer-text">Performance &amp; security by <a rel="noopener noreferrer" href="https://www.cloudflare.com?utm_source=challenge&amp;utm_campaign=m" target="_blank">Cloudflare</a></div></div></div>`,
  }),
  routes: { 'forum.quellwerk.io/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1': jsRoute(`window._cf_chl_ctx={s:1};(function(){var w=document.getElementById('turnstile-wrapper');if(w){w.innerHTML='<div style="width:300px;height:65px;border:1px solid #e0e0e0;background:#fafafa;display:flex;align-items:center;padding:0 14px;font-size:14px">Verifying…</div>';}})();`) },
},

{
  id: 'zz-bitly-shortener-to-github-release',
  label: 'clean',
  kind: 'shortener-redirect',
  url: 'https://bit.ly/qw-cli-release',
  routes: {
    'bit.ly/qw-cli-release': redirectRoute(301, 'https://github.com/quellwerk/cli/releases/tag/v3.8.2'),
    'github.com/quellwerk/cli/releases/tag/v3.8.2': htmlRoute(doc({
      title: 'Release v3.8.2 · quellwerk/cli · GitHub',
      head: `<style>${GH_CSS}.w{max-width:1012px;margin:24px auto;padding:0 16px}.bx{background:#fff;border:1px solid #d1d9e0;border-radius:6px;padding:16px 20px;margin-top:16px}.as a{display:block;padding:6px 0;border-bottom:1px solid #eee;font-size:14px}</style>`,
      body: `<div style="background:#fff;border-bottom:1px solid #d1d9e0;padding:14px 24px;display:flex;gap:10px;align-items:center">${GH_MARK.replace(/48/g, '32')}<span>quellwerk / <b>cli</b></span><span style="font-size:12px;border:1px solid #d1d9e0;border-radius:2em;padding:0 8px">Public mirror</span></div>
<div class="w"><div class="bx"><h1 style="font-weight:400;margin-top:0">v3.8.2</h1><p><span style="background:#1f883d;color:#fff;border-radius:2em;padding:2px 8px;font-size:12px">Latest</span> quellwerk-bot released this 6 days ago · 4e1a9c2</p>
<h3>Fixes</h3><ul><li><code>qw pipeline watch</code> no longer hangs when a job is retried</li><li>Proxy settings are honoured for <code>qw pkg publish</code></li></ul>
<p>Install: <code>curl -fsSL https://get.quellwerk.io/cli | sh</code> or <code>brew upgrade quellwerk/tap/qw</code></p>
<h3>Assets</h3><div class="as"><a href="/quellwerk/cli/releases/download/v3.8.2/checksums.txt">checksums.txt</a><a href="/quellwerk/cli/releases/download/v3.8.2/qw_3.8.2_darwin_arm64.tar.gz">qw_3.8.2_darwin_arm64.tar.gz</a><a href="/quellwerk/cli/releases/download/v3.8.2/qw_3.8.2_linux_amd64.tar.gz">qw_3.8.2_linux_amd64.tar.gz</a><a href="/quellwerk/cli/releases/download/v3.8.2/qw_3.8.2_windows_amd64.zip">qw_3.8.2_windows_amd64.zip</a><a href="/quellwerk/cli/archive/refs/tags/v3.8.2.tar.gz">Source code (tar.gz)</a></div></div></div>${GH_FOOT}`,
    })),
  },
},

{
  id: 'zz-go-quellwerk-shortlink-webinar',
  label: 'clean',
  kind: 'shortener-redirect',
  url: 'https://go.quellwerk.io/webinar-supply-chain?utm_source=newsletter&utm_medium=email',
  routes: {
    'go.quellwerk.io/webinar-supply-chain': redirectRoute(302, 'https://quellwerk.io/events/webinar-securing-your-software-supply-chain?utm_source=newsletter&utm_medium=email'),
    'quellwerk.io/events/webinar-securing-your-software-supply-chain': htmlRoute(qwDoc({
      title: 'Webinar: Securing your software supply chain · Quellwerk',
      main: `<div class="content"><article><p style="margin-top:26px;color:#5b6675">Webinar · Thursday, 13 November 2025 · 16:00 CET · 45 min</p>
<h1>Securing your software supply chain</h1><p>Trusted publishing, provenance attestations and dependency firewalls: how to stop a compromised maintainer account from reaching production. With live Q&amp;A.</p>
<form action="/events/register" method="post"><label style="font-weight:600">Work email</label><br><input type="email" name="email" style="width:320px;padding:9px;border:1px solid #c7ced6;border-radius:6px"> <button class="btn btn-primary">Register</button></form>
<h3>Speakers</h3><ul><li>Lena Hartmann — Head of Security, Quellwerk</li><li>Tomasz Wiśniewski — Staff Engineer, Package Registry</li></ul></article></div>`,
    })),
  },
},

{
  id: 'zz-pipeline-config-generator-blob-yaml',
  label: 'clean',
  kind: 'blob-export-app',
  url: 'https://docs.quellwerk.io/pipelines/starter/',
  body: qwDoc({
    title: 'Pipeline starter generator · Quellwerk Docs',
    main: `<div class="content"><article>
<h1 style="margin-top:26px">Pipeline starter generator</h1><p>Pick your stack and download a ready-to-commit <code>.quellwerk-ci.yml</code>. Everything runs in your browser.</p>
<p><label>Language <select id="lang"><option value="node">Node.js</option><option value="go">Go</option><option value="python">Python</option><option value="rust">Rust</option></select></label>
<label style="margin-left:16px"><input type="checkbox" id="cache" checked> Dependency cache</label><label style="margin-left:16px"><input type="checkbox" id="sbom"> Generate SBOM</label></p>
<pre><code id="out"></code></pre><p><button class="btn btn-primary" id="dl">Download .quellwerk-ci.yml</button> <button class="btn" id="cp">Copy</button></p>
</article></div>
<script>
var img={node:'node:22-bookworm',go:'golang:1.23',python:'python:3.12-slim',rust:'rust:1.82'};
var cmd={node:['npm ci','npm test'],go:['go vet ./...','go test ./...'],python:['pip install -r requirements.txt','pytest -q'],rust:['cargo build --locked','cargo test']};
function gen(){var l=document.getElementById('lang').value;var y='# Generated by docs.quellwerk.io/pipelines/starter\\nimage: '+img[l]+'\\n\\nstages: [test]\\n\\ntest:\\n  stage: test\\n  script:\\n'+cmd[l].map(function(c){return '    - '+c}).join('\\n')+'\\n';
 if(document.getElementById('cache').checked)y+='  cache:\\n    key: $QW_COMMIT_REF_SLUG\\n    paths: ['+({node:'node_modules/',go:'.go/pkg/mod/',python:'.cache/pip/',rust:'target/'})[l]+']\\n';
 if(document.getElementById('sbom').checked)y+='\\nsbom:\\n  stage: test\\n  script:\\n    - qw sbom generate --format cyclonedx -o sbom.json\\n  artifacts:\\n    paths: [sbom.json]\\n';
 document.getElementById('out').textContent=y;return y;}
['lang','cache','sbom'].forEach(function(i){document.getElementById(i).onchange=gen});gen();
document.getElementById('dl').onclick=function(){var a=document.createElement('a');a.href=URL.createObjectURL(new Blob([gen()],{type:'text/yaml'}));a.download='.quellwerk-ci.yml';a.click();};
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(gen());this.textContent='Copied';};
</script>`,
  }),
},

{
  id: 'zz-personal-access-token-created-copy',
  label: 'clean',
  kind: 'token-page',
  url: 'https://quellwerk.io/-/user_settings/personal_access_tokens?created=1',
  body: qwDoc({
    title: 'Personal access tokens · User settings · Quellwerk',
    top: QW_TOP(`<span style="font-size:13px;color:#5b6675">ana.costa</span>`),
    main: `<div class="content"><article>
<h1 style="margin-top:26px">Personal access tokens</h1>
<div style="background:#eef7f4;border:1px solid #9fd3c3;border-radius:8px;padding:14px 16px"><b>Your new personal access token</b><p style="margin:6px 0;font-size:14px">Make sure you save it — you won't be able to access it again.</p>
<div style="display:flex;gap:8px"><input id="tok" readonly value="qwpat-7Hc2Lr9Xv1Qk4Zt8Wm3Ny6Pb0Sd5Fg" style="flex:1;font-family:ui-monospace,monospace;padding:8px;border:1px solid #c7ced6;border-radius:6px"><button class="btn" id="cp">Copy</button></div></div>
<h2>Active tokens (2)</h2><table><tr><th>Name</th><th>Scopes</th><th>Created</th><th>Last used</th><th>Expires</th><th></th></tr>
<tr><td>ci-metrics</td><td>read_api</td><td>Oct 21, 2025</td><td>Never</td><td>Jan 19, 2026</td><td><a href="#">Revoke</a></td></tr>
<tr><td>laptop-cli</td><td>api, read_repository, write_repository</td><td>Jun 2, 2025</td><td>2 hours ago</td><td>Dec 1, 2025</td><td><a href="#">Revoke</a></td></tr></table>
<p style="font-size:13px;color:#5b6675">Tokens are shown once. Quellwerk support will never ask you for a token. If a token leaks, revoke it here; secret scanning also revokes tokens pushed to public repositories automatically.</p>
</article></div>
<script>document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(document.getElementById('tok').value).then(()=>{this.textContent='Copied';});};</script>`,
  }),
},
];
