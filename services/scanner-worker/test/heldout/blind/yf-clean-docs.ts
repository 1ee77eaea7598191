import { type Entry } from '../entry.js';
import { fileRoute, jsonRoute } from '../parts/e-bin.js';
import { msLogo, pdf } from '../parts/yf-kit.js';

// Document-sharing and e-signature pages served by the real providers.

const spShell = (title: string, inner: string): string => `<!DOCTYPE html>
<html lang="en-AU" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<meta name="msapplication-TileColor" content="#036C70">
<link rel="stylesheet" href="https://res-1.cdn.office.net/files/sp-client/sp-pages-assets_3f2a.css">
<style>
body{margin:0;font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,Roboto,sans-serif;background:#faf9f8;color:#323130}
.suite{height:48px;background:#036c70;color:#fff;display:flex;align-items:center;padding:0 16px;font-size:16px;font-weight:600;gap:16px}
.c{max-width:520px;margin:80px auto;background:#fff;box-shadow:0 1.6px 3.6px rgba(0,0,0,.13),0 .3px .9px rgba(0,0,0,.11);padding:40px;text-align:center}
.c h1{font-size:24px;font-weight:600}
.c p{color:#605e5c;font-size:14px}
.btn{display:inline-block;background:#0078d4;color:#fff;text-decoration:none;padding:8px 20px;border-radius:2px;font-weight:600;font-size:14px;border:0}
textarea{width:100%;box-sizing:border-box;border:1px solid #8a8886;padding:8px;font-family:inherit;margin:12px 0}
</style></head>
<body><div class="suite"><span>&#9783;</span>SharePoint</div>${inner}</body></html>`;

export const entries: Entry[] = [
  {
    id: 'yf-clean-dropbox-shared-trust-deed',
    label: 'clean',
    kind: 'document-sharing-own-domain',
    url: 'https://www.dropbox.com/scl/fi/8k2v0q1xw7mpl3a9d4e1r/Trust_Deed_Kowalski_Family_Trust.pdf?rlkey=9fq2l0xkz7mp3v1w8c5tj&dl=0',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Trust_Deed_Kowalski_Family_Trust.pdf | Dropbox</title>
<meta property="og:title" content="Trust_Deed_Kowalski_Family_Trust.pdf">
<meta property="og:site_name" content="Dropbox">
<meta name="robots" content="noindex, nofollow, noimageindex">
<style>
body{margin:0;font-family:"Atlas Grotesk",Helvetica,Arial,sans-serif;background:#f7f5f2;color:#1e1919}
header{height:56px;background:#fff;border-bottom:1px solid #e6e2dd;display:flex;align-items:center;justify-content:space-between;padding:0 20px}
header .l{display:flex;align-items:center;gap:12px;font-weight:500}
header .r a{margin-left:10px;padding:8px 16px;border-radius:4px;text-decoration:none;font-size:14px}
.dl{background:#0061fe;color:#fff}.si{border:1px solid #cfc8bf;color:#1e1919}
.view{display:flex;justify-content:center;padding:30px}
.page{width:640px;max-width:94%;height:820px;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.2);padding:60px;box-sizing:border-box;font-family:"Times New Roman",serif;color:#222;line-height:1.6}
</style></head>
<body>
<header><div class="l"><svg width="28" height="26" viewBox="0 0 43 40"><path fill="#0061fe" d="M12.5 0L0 8.1l8.7 7L21.2 7.3zM0 21.9l12.5 8.2 8.7-7.3-12.5-7.8zm21.2.9l8.7 7.3 12.4-8.2-8.6-6.9zm21.2-14.7L29.9 0l-8.7 7.3 12.5 7.8zM21.2 24.4l-8.7 7.2-3.7-2.4v2.7l12.4 7.5 12.5-7.5v-2.7l-3.7 2.4z"/></svg>Trust_Deed_Kowalski_Family_Trust.pdf</div>
<div class="r"><a class="dl" href="https://www.dropbox.com/scl/fi/8k2v0q1xw7mpl3a9d4e1r/Trust_Deed_Kowalski_Family_Trust.pdf?rlkey=9fq2l0xkz7mp3v1w8c5tj&amp;dl=1">Download</a><a class="si" href="https://www.dropbox.com/login?cont=https%3A%2F%2Fwww.dropbox.com%2Fscl%2Ffi%2F8k2v0q1xw7mpl3a9d4e1r">Sign in</a></div></header>
<div class="view"><div class="page"><h2 style="text-align:center">DEED OF TRUST</h2><h3 style="text-align:center">KOWALSKI FAMILY TRUST</h3><p>THIS DEED is made on the 14th day of February 2024 between ANNA KOWALSKI (the Settlor) and KOWALSKI NOMINEES PTY LTD ACN 671 204 339 (the Trustee).</p><p>1. DEFINITIONS AND INTERPRETATION</p><p>1.1 In this Deed, unless the context otherwise requires: "Beneficiaries" means the Primary Beneficiaries and the General Beneficiaries...</p></div></div>
<script>window.__REGISTER_SHARED_LINK_PREVIEW__ = {"sharedLinkInfo":{"displayName":"Trust_Deed_Kowalski_Family_Trust.pdf","ownerName":"Michelle Tran","isFolder":false,"size":418220}};</script>
</body></html>`,
  },
  {
    id: 'yf-clean-sharepoint-request-access',
    label: 'clean',
    kind: 'document-sharing-own-domain',
    url: 'https://harbourlegal.sharepoint.com/:b:/s/Clients/EaB7x0Qm9kVNr2pL_1yF6hQBx3WnT9cZ4sKdJ8mGvR0w2A?e=Xy12Ab',
    body: spShell('Access required', `<div class="c">
${msLogo}
<h1>You need permission to access this item.</h1>
<p>You're signed in as <b>finance@tranassociates.com.au</b>. Request access from the owner, or sign in with a different account.</p>
<form method="post" action="/_layouts/15/AccessDenied.aspx?Source=https%3A%2F%2Fharbourlegal.sharepoint.com%2Fsites%2FClients&amp;correlation=1b9f0aa1-5043-8000-8c11-6a1e4b2d7f90&amp;Type=item&amp;name=8f1c2a90">
<textarea name="message" rows="3" placeholder="Add a message (optional)"></textarea>
<button class="btn" type="submit">Request access</button>
</form>
<p style="margin-top:24px"><a href="https://login.microsoftonline.com/common/oauth2/logout?post_logout_redirect_uri=https%3A%2F%2Fharbourlegal.sharepoint.com%2F">Sign in with a different account</a></p>
<p style="font-size:12px;color:#a19f9d">Correlation ID: 1b9f0aa1-5043-8000-8c11-6a1e4b2d7f90 &middot; Date and Time: 11/04/2024 1:12:44 PM</p>
</div>`),
  },
  {
    id: 'yf-clean-onedrive-personal-link-signin-required',
    label: 'clean',
    kind: 'document-sharing-own-domain',
    url: 'https://tranassociates-my.sharepoint.com/:f:/g/personal/michelle_tranassociates_com_au/Ek3pZ0w7Vb9Nm2qL4xF8cHoB1R5yT6sK9dJ0mGvW2aPq4A?e=9rT2wk',
    body: spShell('OneDrive', `<div class="c">
${msLogo}
<h1>This link requires you to sign in</h1>
<p><b>Michelle Tran</b> shared the folder <b>Year-end 2024 &ndash; client uploads</b> with people in Tran &amp; Associates and specific people.</p>
<p>To open it, sign in with the account the link was shared with.</p>
<a class="btn" href="https://login.microsoftonline.com/tranassociates.com.au/oauth2/authorize?client_id=00000003-0000-0ff1-ce00-000000000000&amp;response_mode=form_post&amp;response_type=code%20id_token&amp;redirect_uri=https%3A%2F%2Ftranassociates-my.sharepoint.com%2F_forms%2Fdefault.aspx">Sign in</a>
<p style="margin-top:22px;font-size:12px">Don't have access? Ask Michelle to share the folder with your email address.</p>
</div>`),
  },
  {
    id: 'yf-clean-google-drive-file-view',
    label: 'clean',
    kind: 'document-sharing-own-domain',
    url: 'https://drive.google.com/file/d/1Zk8pQ2xVb7mN0wL4cT9yR3sH6gF1aD5e/view?usp=sharing',
    body: `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Rental_Appraisal_22_Wattle_Grove.pdf - Google Drive</title>
<meta property="og:title" content="Rental_Appraisal_22_Wattle_Grove.pdf">
<link rel="icon" href="https://ssl.gstatic.com/images/branding/product/1x/drive_2020q4_32dp.png">
<style>
body{margin:0;background:#333;font-family:"Google Sans",Roboto,Arial,sans-serif;color:#fff}
.bar{height:56px;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:space-between;padding:0 16px}
.bar .t{display:flex;align-items:center;gap:10px}
.bar .t i{display:inline-block;width:18px;height:22px;background:#ea4335;border-radius:2px}
.bar a{color:#fff;text-decoration:none;font-size:14px;margin-left:14px}
.bar .si{background:#0b57d0;padding:8px 18px;border-radius:4px}
.pg{width:640px;max-width:94%;margin:24px auto;background:#fff;color:#222;min-height:780px;padding:50px;box-sizing:border-box;font-family:Arial,sans-serif}
</style></head>
<body>
<div class="bar"><div class="t"><i></i>Rental_Appraisal_22_Wattle_Grove.pdf</div><div><a href="https://drive.google.com/uc?id=1Zk8pQ2xVb7mN0wL4cT9yR3sH6gF1aD5e&amp;export=download" aria-label="Download">&#11015;</a><a class="si" href="https://accounts.google.com/ServiceLogin?service=wise&amp;passive=1209600&amp;continue=https://drive.google.com/file/d/1Zk8pQ2xVb7mN0wL4cT9yR3sH6gF1aD5e/view&amp;hl=en-GB">Sign in</a></div></div>
<div class="pg"><div style="display:flex;justify-content:space-between"><b style="color:#c8102e">Lakeside Property Management</b><span style="font-size:12px;color:#666">Ref LPM-RA-0411</span></div><h2>Rental Appraisal</h2><p>Property: 22 Wattle Grove, Hornsby NSW 2077</p><p>Prepared for: Mr &amp; Mrs Okafor</p><p>Based on recent comparable leases in Hornsby and Waitara, we estimate the property would achieve <b>$720 &ndash; $760 per week</b> unfurnished.</p><p>Comparable properties: 14 Wattle Grove ($740, leased March 2024), 3/9 Edgeworth St ($700), 51 Bridge Rd ($765).</p></div>
<script nonce="gDr1v3">window.viewerData = {config: {id: '1Zk8pQ2xVb7mN0wL4cT9yR3sH6gF1aD5e', title: 'Rental_Appraisal_22_Wattle_Grove.pdf', mimeType: 'application/pdf', ownerEmail: 'leasing@lakesidepm.com.au'}};</script>
</body></html>`,
  },
  {
    id: 'yf-clean-wetransfer-download-ready',
    label: 'clean',
    kind: 'document-sharing-own-domain',
    url: 'https://wetransfer.com/downloads/7e1c2a90b3d4f5a6e7c8d9e0f1a2b3c420240411031244/9f8e7d6c5b4a39281706f5e4d3c2b1a020240411031301/a1b2c3',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>WeTransfer - Ready when you are</title>
<style>
body{margin:0;font-family:"Graphik",-apple-system,"Helvetica Neue",Arial,sans-serif;background:linear-gradient(135deg,#2d5a8c,#8dc6e8);min-height:100vh;color:#17181a}
.logo{position:absolute;top:24px;left:30px;color:#fff;font-weight:700;font-size:22px}
.panel{position:absolute;left:80px;top:120px;width:300px;background:#fff;border-radius:10px;box-shadow:0 0 12px rgba(0,0,0,.1);overflow:hidden}
.panel .in{padding:30px 24px}
.panel h2{margin:0 0 6px;font-size:24px}
.f{border-top:1px solid #e8ebed;padding:10px 0;font-size:14px}
.f small{display:block;color:#6a6d70}
.dl{display:block;text-align:center;background:#409fff;color:#fff;text-decoration:none;border-radius:25px;padding:14px;font-weight:600;margin:0 24px 24px}
</style></head>
<body>
<div class="logo">we</div>
<div class="panel"><div class="in">
<h2>Ready when you are</h2>
<p style="font-size:14px;color:#6a6d70">Files deleted in 6 days</p>
<p style="font-size:14px">Hi, here are the architectural drawings for the Unit 4 fit-out. &ndash; Sam (Cole Building Design)</p>
<div class="f">Unit4_Fitout_Rev_C.pdf<small>18.4 MB &middot; pdf</small></div>
<div class="f">Unit4_Electrical_Layout.dwg<small>6.1 MB &middot; dwg</small></div>
</div>
<a class="dl" href="/api/v4/transfers/7e1c2a90b3d4f5a6e7c8d9e0f1a2b3c420240411031244/download">Download</a>
</div>
</body></html>`,
    routes: {
      'wetransfer.com/api/v4/transfers/7e1c2a90b3d4f5a6e7c8d9e0f1a2b3c420240411031244/download': jsonRoute({ direct_link: 'https://download.wetransfer.com/eugv/7e1c2a90b3d4f5a6e7c8d9e0f1a2b3c420240411031244/Unit4_Fitout.zip?token=eyJhbGciOiJIUzI1NiJ9.e30.q' }),
    },
  },
  {
    id: 'yf-clean-3cx-webclient-voicemail-login',
    label: 'clean',
    kind: 'voicemail-own-domain',
    url: 'https://northbridgeit.3cx.com.au/webclient/?ext=204#/voicemail',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>3CX Webclient</title>
<base href="/webclient/">
<style>
body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f5f7fa;color:#333}
.c{max-width:360px;margin:10vh auto;background:#fff;border-radius:6px;box-shadow:0 2px 10px rgba(0,0,0,.08);padding:34px;text-align:center}
.logo{font-size:34px;font-weight:800;color:#0096d6}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #c8d1db;border-radius:4px;font-size:15px;margin-top:12px}
button{margin-top:18px;width:100%;padding:11px;background:#0096d6;color:#fff;border:0;border-radius:4px;font-size:15px}
.muted{font-size:12px;color:#7b8794;margin-top:18px}
</style></head>
<body>
<div class="c">
<div class="logo">3CX</div>
<p>Northbridge IT Services</p>
<form id="lf" method="post" action="/webclient/api/login">
<input name="Username" placeholder="Extension or email" autocomplete="username">
<input name="Password" type="password" placeholder="Password" autocomplete="current-password">
<button type="submit">Login</button>
</form>
<div class="muted">Sign in to access your voicemail, call history and chat. <br>V20 Update 1 &middot; <a href="https://www.3cx.com/user-manual/web-client/">Help</a></div>
</div>
</body></html>`,
  },
];
