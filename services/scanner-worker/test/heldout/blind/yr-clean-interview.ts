import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { analytics, cookieBar, cssBase, doc, mark } from '../parts/yr-kit.js';
import { fileRoute, jsonRoute, jsRoute, pe, zip } from '../parts/e-bin.js';

const takeHomeZip = zip([
  { name: 'quillpay-takehome/README.md', data: '# Quillpay take-home: payout reconciliation\n\nRequirements: Node 20+\n\n```\nnpm ci\nnpm test\n```\n\nImplement `reconcile()` in `src/reconcile.ts` so all tests pass. Please do not spend more than 3 hours.\n' },
  { name: 'quillpay-takehome/package.json', data: JSON.stringify({ name: 'quillpay-takehome', version: '1.0.0', private: true, type: 'module', scripts: { test: 'vitest run', lint: 'eslint src' }, devDependencies: { typescript: '^5.5.4', vitest: '^2.0.5', eslint: '^9.9.0' } }, null, 2) },
  { name: 'quillpay-takehome/src/reconcile.ts', data: "export type Payout = { id: string; amountCents: number; currency: string };\nexport function reconcile(ledger: Payout[], bank: Payout[]): string[] {\n  // TODO: return ids of payouts that do not match\n  return [];\n}\n" },
  { name: 'quillpay-takehome/test/reconcile.test.ts', data: "import { describe, it, expect } from 'vitest';\nimport { reconcile } from '../src/reconcile';\ndescribe('reconcile', () => { it('finds mismatches', () => { expect(reconcile([{id:'a',amountCents:100,currency:'USD'}],[{id:'a',amountCents:90,currency:'USD'}])).toEqual(['a']); }); });\n" },
]);

export const entries: Entry[] = [
  {
    id: 'yr-hirevue-candidate-device-check',
    label: 'clean',
    kind: 'video-interview-platform',
    url: 'https://app.hirevue.com/interviews/hv-8f1c2a9b/device-check',
    body: doc({
      title: 'Device check | HireVue',
      css: `body{margin:0;font-family:"Inter",Arial,sans-serif;background:#f5f7fa;color:#1e2a3a}.h{background:#fff;border-bottom:1px solid #e3e8ef;padding:14px 28px;font-weight:700;color:#00263e}
.w{max-width:980px;margin:30px auto;display:grid;grid-template-columns:1.3fr 1fr;gap:26px;padding:0 20px}video{width:100%;background:#0b1320;border-radius:12px;aspect-ratio:16/9}
.c{background:#fff;border-radius:12px;padding:22px;border:1px solid #e3e8ef}.row{display:flex;justify-content:space-between;padding:10px 0;border-bottom:1px solid #f0f3f7}.meter{height:8px;background:#e3e8ef;border-radius:4px}.meter i{display:block;height:8px;width:0;background:#22c55e;border-radius:4px}
button{background:#0058a3;color:#fff;border:0;border-radius:8px;padding:12px 18px;font-weight:600;width:100%;margin-top:14px}`,
      body: `<div class="h">HireVue <span style="font-weight:400;color:#62748b;margin-left:10px">Pinecrest Distribution · Operations Supervisor</span></div>
<div class="w"><div><video id="v" autoplay muted playsinline></video><p style="font-size:13px;color:#62748b">Your video is not recorded during the device check.</p></div>
<div class="c"><h3 style="margin-top:0">Let's check your setup</h3><div class="row"><span>Browser</span><b id="br">Checking…</b></div><div class="row"><span>Camera</span><b id="cam">Waiting for permission</b></div><div class="row"><span>Microphone</span><b id="mic">Waiting for permission</b></div>
<div class="meter"><i id="lvl"></i></div><p style="font-size:13px">If your camera is blocked, click the camera icon in your browser's address bar and choose <b>Allow</b>, then reload this page. <a href="https://candidate.hirevue.com/s/article/Camera-and-microphone-troubleshooting">Troubleshooting guide</a></p>
<button id="go" disabled>Continue to practice question</button></div></div>
<script>
document.getElementById('br').textContent=/Chrome|Firefox|Safari|Edg/.test(navigator.userAgent)?'Supported ✓':'Not supported';
if(navigator.mediaDevices&&navigator.mediaDevices.getUserMedia){navigator.mediaDevices.getUserMedia({video:true,audio:true}).then(function(s){document.getElementById('v').srcObject=s;document.getElementById('cam').textContent='Working ✓';document.getElementById('mic').textContent='Working ✓';document.getElementById('go').disabled=false;
var ctx=new AudioContext(),an=ctx.createAnalyser(),src=ctx.createMediaStreamSource(s);src.connect(an);var d=new Uint8Array(an.frequencyBinCount);(function loop(){an.getByteFrequencyData(d);var m=0;for(var i=0;i<d.length;i++)m=Math.max(m,d[i]);document.getElementById('lvl').style.width=(m/2.55)+'%';requestAnimationFrame(loop)})()}).catch(function(e){document.getElementById('cam').textContent='Blocked – see tips below';document.getElementById('mic').textContent='Blocked'})}
document.getElementById('go').onclick=function(){location.href='/interviews/hv-8f1c2a9b/practice'};
</script>`,
    }),
  },
  {
    id: 'yr-teams-meetup-join-launcher',
    label: 'clean',
    kind: 'meeting-client-download',
    url: 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_ZmE4N2Q1YjMtYzE0Ni00N2Y1LWI4ZTgtN2QxMjM0NTY3ODkw%40thread.v2/0?context=%7b%22Tid%22%3a%2272f988bf%22%7d',
    body: doc({
      title: 'Join conversation',
      css: `body{margin:0;font-family:"Segoe UI",system-ui,Arial,sans-serif;background:#f5f5f5;color:#242424}.c{max-width:520px;margin:80px auto;text-align:center}
.c h1{font-weight:600;font-size:24px}.o{display:block;background:#fff;border:1px solid #e0e0e0;border-radius:6px;padding:16px;margin:12px 0;text-decoration:none;color:#242424;text-align:left}.o b{display:block}.o span{font-size:13px;color:#616161}.p{background:#5b5fc7;color:#fff;border:0}.p span{color:#e8e8ff}`,
      body: `<div class="c"><div style="font-size:44px;color:#5b5fc7">▣</div><h1>How do you want to join your Teams meeting?</h1>
<a class="o p" href="msteams:/l/meetup-join/19%3ameeting_ZmE4N2Q1YjMtYzE0Ni00N2Y1LWI4ZTgtN2QxMjM0NTY3ODkw%40thread.v2/0"><b>Join on the Teams app</b><span>Open the app you already have installed</span></a>
<a class="o" href="https://go.microsoft.com/fwlink/?linkid=2187327&clcid=0x409&culture=en-us&country=us"><b>Download the Teams app</b><span>Get the best experience with the desktop app</span></a>
<a class="o" href="/v2/?meetingjoin=true#/l/meetup-join/19:meeting_ZmE4N2Q1YjMtYzE0Ni00N2Y1LWI4ZTgtN2QxMjM0NTY3ODkw@thread.v2/0?anon=true"><b>Continue on this browser</b><span>No download or installation required</span></a>
<p style="font-size:12px;color:#616161;margin-top:30px">Third-party notices · Privacy and cookies</p></div>`,
    }),
  },
  {
    id: 'yr-hackerrank-candidate-test-login',
    label: 'clean',
    kind: 'assessment-platform',
    url: 'https://www.hackerrank.com/test/8h2k1d9a3l/login?b=eyJ1c2VybmFtZSI6bnVsbH0',
    body: doc({
      title: 'Kestrel Energy – Software Engineer Assessment | HackerRank',
      css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#f3f7f7;color:#0e141e}.h{background:#0e141e;color:#fff;padding:14px 28px;font-weight:700}
.w{max-width:900px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:24px;padding:0 20px}.c{background:#fff;border-radius:8px;padding:24px;border:1px solid #e1e5ea}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c2c7d0;border-radius:4px;margin:6px 0 14px}button{background:#1ba94c;color:#fff;border:0;border-radius:4px;padding:11px 20px;font-weight:700;width:100%}li{margin:6px 0}`,
      body: `<div class="h">HackerRank</div><div class="w"><div class="c"><h2 style="margin-top:0">Kestrel Energy – Software Engineer II</h2><p>90 minutes · 3 questions · Languages: Python 3, Java 17, TypeScript</p>
<ul><li>Make sure you have a stable internet connection.</li><li>This test is proctored: your webcam is used for image proctoring and tab switching is recorded.</li><li>You can run code against sample test cases before submitting.</li><li>Please use Google Chrome or Mozilla Firefox. No installation is required.</li></ul>
<a href="https://www.hackerrank.com/test/sample" style="color:#1ba94c">Try a sample test</a></div>
<form class="c" method="post" action="/test/8h2k1d9a3l/login"><h3 style="margin-top:0">Log in to start</h3><label>Email address</label><input type="email" name="username"><label>Full name</label><input type="text" name="fullname"><label style="font-weight:400;font-size:14px"><input type="checkbox" style="width:auto" required> I agree to HackerRank's Terms of Service and Privacy Policy</label><button>Continue</button>
<p style="font-size:13px;color:#555">Compatibility: <span id="cc">checking…</span></p></form></div>
<script>var ok=!!(window.fetch&&window.WebSocket&&navigator.mediaDevices);document.getElementById('cc').textContent=ok?'Your browser is compatible ✓':'Please update your browser';</script>`,
    }),
  },
  {
    id: 'yr-quillpay-takehome-assignment-zip',
    label: 'clean',
    kind: 'assessment-takehome',
    url: 'https://careers.quillpay.com/engineering/take-home/payout-reconciliation',
    body: doc({
      title: 'Take-home exercise: Payout reconciliation – Quillpay Engineering',
      css: `body{margin:0;font-family:Inter,Arial,sans-serif;color:#1f2937;background:#fff}header{padding:16px 30px;border-bottom:1px solid #e5e7eb}main{max-width:760px;margin:30px auto;padding:0 20px;line-height:1.6}pre,code{font-family:Menlo,Consolas,monospace;background:#f3f4f6;border-radius:4px}pre{padding:12px}code{padding:1px 5px}.note{background:#ecfdf5;border:1px solid #a7f3d0;border-radius:8px;padding:12px;font-size:14px}`,
      body: `<header><b>quillpay</b> careers · Engineering</header><main><h1>Take-home exercise: payout reconciliation</h1>
<p>Thanks for interviewing with us! This exercise replaces a live coding round. We ask for no more than <b>3 hours</b> of your time and you may use any resources you like, including AI assistants — just tell us how you used them.</p>
<h2>Getting started</h2><ol><li>Download the starter project (<a href="/engineering/take-home/files/quillpay-takehome.zip">quillpay-takehome.zip</a>, 4 KB) or clone it from GitHub: <code>git clone https://github.com/quillpay/takehome-payout-reconciliation.git</code></li>
<li>Install dependencies and run the tests:<pre>npm ci
npm test</pre></li><li>Implement <code>reconcile()</code> in <code>src/reconcile.ts</code>.</li><li>Send a link to a private repo (invite <code>@quillpay-hiring</code>) or a zip of your solution to your recruiter.</li></ol>
<h2>What we look for</h2><ul><li>Correctness and readable code</li><li>Tests for the edge cases you think matter</li><li>A short README explaining trade-offs</li></ul>
<p class="note">The starter project has no install scripts and no dependencies beyond TypeScript, Vitest and ESLint. Quillpay will never ask you to run a program that connects a crypto wallet, to install software to join an interview, or to paste commands from a web page into your terminal.</p></main>`,
    }),
    routes: { 'careers.quillpay.com/engineering/take-home/files/quillpay-takehome.zip': fileRoute(takeHomeZip, 'application/zip', 'quillpay-takehome.zip') },
  },
  {
    id: 'yr-es-microsoft-teams-descarga',
    label: 'clean',
    kind: 'meeting-client-download',
    url: 'https://www.microsoft.com/es-es/microsoft-teams/download-app',
    body: doc({
      title: 'Descargar la aplicación de escritorio y móvil de Microsoft Teams | Microsoft Teams',
      lang: 'es-ES',
      css: `body{margin:0;font-family:"Segoe UI",SegoeUI,Arial,sans-serif;color:#262626}.h{display:flex;align-items:center;padding:12px 40px;border-bottom:1px solid #e6e6e6;gap:20px}.h a{color:#262626;font-size:14px}
.hero{background:#f2f2f2;padding:50px 40px}.hero h1{font-size:40px;font-weight:600;margin:0 0 12px}.b{display:inline-block;background:#5b5fc7;color:#fff;padding:11px 22px;text-decoration:none;font-weight:600;margin-right:10px}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:40px}.g div{border:1px solid #e6e6e6;padding:20px}`,
      body: `<div class="h">${mark.microsoft}<a href="/es-es/microsoft-teams/group-chat-software">Microsoft Teams</a><a href="/es-es/microsoft-teams/compare-microsoft-teams-business-options">Planes y precios</a><a href="/es-es/microsoft-teams/download-app">Descargar Teams</a></div>
<div class="hero"><h1>Descargar Microsoft Teams</h1><p>Conéctate y colabora con cualquier persona desde cualquier lugar en Teams.</p>
<a class="b" href="https://go.microsoft.com/fwlink/?linkid=2187327&clcid=0xc0a&culture=es-es&country=es">Descargar para Windows</a><a class="b" style="background:#fff;color:#5b5fc7;border:1px solid #5b5fc7" href="https://go.microsoft.com/fwlink/?linkid=2249065&clcid=0xc0a&culture=es-es&country=es">Descargar para Mac</a></div>
<div class="g"><div><h3>Teams para el trabajo o la escuela</h3><p>Si tu organización usa Teams, inicia sesión con tu cuenta profesional o educativa.</p></div><div><h3>Teams en el explorador</h3><p>¿Te han invitado a una entrevista? También puedes unirte desde el navegador sin instalar nada.</p></div><div><h3>Teams para dispositivos móviles</h3><p>Disponible en App Store y Google Play.</p></div></div>`,
    }),
  },
];
