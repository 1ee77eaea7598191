import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, fileRoute, jsRoute, jsonRoute, pngRoute, zip } from '../parts/v-kit.js';

// Real e-signature and file-share vendors' pages (dev split).

// 1. WeTransfer download page that fetches its transfer metadata by script.
const h1 = 'wetransfer.com';
const wetransfer: Entry = {
  id: 'v-clean-wetransfer-download',
  label: 'clean',
  kind: 'fileshare',
  url: `https://${h1}/downloads/9c1f7a2e4b6d8f0a1c3e5b7d9f2a4c6e20260304101522/3b5d7f`,
  routes: {
    [`${h1}/downloads/9c1f7a2e4b6d8f0a1c3e5b7d9f2a4c6e20260304101522/3b5d7f`]: htmlRoute(
      doc({
        title: 'WeTransfer',
        css: `body{margin:0;font-family:"GT Walsheim",-apple-system,Arial,sans-serif;background:#5d7bd6 url(/bg/wallpaper.png) center/cover;min-height:100vh}.p{position:absolute;left:80px;top:120px;width:300px;background:#fff;border-radius:10px;padding:24px;box-shadow:0 0 12px rgba(0,0,0,.2)}
.f{border-top:1px solid #eee;padding:8px 0;font-size:13px}.d{display:block;width:100%;background:#3767ea;color:#fff;border:0;border-radius:24px;padding:12px;font-size:15px;margin-top:14px;text-align:center;text-decoration:none}.t{position:absolute;top:20px;left:30px;color:#fff;font-weight:700;font-size:22px}`,
        body: `<div class="t">we</div><div class="p"><div style="font-size:40px;text-align:center">&#11015;</div><h3 style="text-align:center">Ready when you are</h3><p style="font-size:13px;color:#666" id="meta">Loading transfer…</p><div id="files"></div><a class="d" id="dl" href="#">Download</a><p style="font-size:11px;color:#999">Expires in 6 days · <a href="#">Report this transfer</a></p></div>
<script src="/assets/download.js"></script>`,
      }),
    ),
    [`${h1}/assets/download.js`]: jsRoute(`var id=location.pathname.split('/')[2];fetch('/api/v4/transfers/'+id+'/prepare-download',{method:'POST'}).then(function(r){return r.json()}).then(function(t){
document.getElementById('meta').textContent=t.from+' sent you '+t.files.length+' files · '+t.size;document.getElementById('files').innerHTML=t.files.map(function(f){return '<div class="f">'+f+'</div>'}).join('');
document.getElementById('dl').href=t.direct_link;});`),
    [`${h1}/api/v4/transfers/9c1f7a2e4b6d8f0a1c3e5b7d9f2a4c6e20260304101522/prepare-download`]: jsonRoute({ from: 'sam@pixelfoxstudio.co.uk', size: '184 MB', files: ['Brand_Guidelines_v3.pdf', 'Logo_Pack.zip', 'Photoshoot_Selects/ (42 files)'], direct_link: 'https://download.wetransfer.com/eu2/9c1f7a2e/Logo_Pack.zip' }),
    ['download.wetransfer.com/eu2/9c1f7a2e/Logo_Pack.zip']: fileRoute(zip([{ name: 'Logo_Pack/logo-primary.svg', data: '<svg xmlns="http://www.w3.org/2000/svg"/>' }, { name: 'Logo_Pack/README.txt', data: 'Pixelfox Studio logo pack v3' }]), 'application/zip', 'Logo_Pack.zip'),
    [`${h1}/bg/wallpaper.png`]: pngRoute(93, 123, 214),
  },
};

// 2. Adobe Acrobat Sign agreement signing page (redirected from the e-mail's tracking link).
const h2a = 'na1.documents.adobe.com';
const h2 = 'secure.na1.adobesign.com';
const adobesign: Entry = {
  id: 'v-clean-adobesign-agreement',
  label: 'clean',
  kind: 'esign',
  url: `https://${h2a}/public/esignWidget?wid=CBFCIBAA3AAABLblqZhD8x2Qk&hosted=false`,
  routes: {
    [`${h2a}/public/esignWidget`]: redirectRoute(302, `https://${h2}/public/apiesign?pid=CBFCIBAA3AAABLblqZhD8x2Qk_7vK1&client_id=CBJCHBCAABAA`),
    [`${h2}/public/apiesign`]: htmlRoute(
      doc({
        title: 'Adobe Acrobat Sign',
        css: `body{margin:0;font-family:adobe-clean,"Source Sans Pro",Arial;background:#f5f5f5}.tb{background:#fff;border-bottom:1px solid #ddd;padding:10px 20px;display:flex;justify-content:space-between;align-items:center}
.doc{width:680px;margin:20px auto;background:#fff;padding:50px;box-shadow:0 1px 4px rgba(0,0,0,.15);font-family:Georgia,serif;font-size:14px}.sig{border:2px dashed #f5a623;background:#fff8e6;padding:14px;margin-top:30px;font-family:Arial}
.go{background:#1473e6;color:#fff;border:0;border-radius:16px;padding:8px 20px}`,
        body: `<div class="tb"><b style="color:#eb1000">Adobe Acrobat Sign</b><span style="font-size:13px">Please review and complete this document. <button class="go">Start</button></span></div>
<div class="doc"><h3 style="text-align:center">RESIDENTIAL TENANCY AGREEMENT – RENEWAL</h3><p>This agreement is made between <b>Harcourt Lettings Ltd</b> (the Agent, on behalf of the Landlord) and <b>Ms. Emily Carter</b> (the Tenant) for the property at Flat 3, 27 Elm Grove, Bristol BS6 6AH.</p>
<p>1. Term: 12 months commencing 1 April 2026.<br>2. Rent: £1,350 per calendar month, payable on the 1st of each month.<br>3. Deposit: held with the Deposit Protection Service (DPS), certificate no. DPS-8812044.</p>
<div class="sig"><b>Tenant signature</b> – Click to sign<br><input placeholder="Type your full name" style="padding:8px;width:60%;margin-top:8px"></div><div class="sig" style="border-color:#ccc;background:#fafafa"><b>Date</b> – auto-filled on signing</div></div>
<p style="text-align:center;font-size:12px;color:#777">Powered by Adobe Acrobat Sign · <a href="https://www.adobe.com/legal/terms.html">Terms of Use</a> · <a href="https://www.adobe.com/privacy.html">Privacy</a> · Report abuse</p>`,
      }),
    ),
  },
};

// 3. DocuSign signing session opened from the envelope e-mail.
const h3 = 'na4.docusign.net';
const docusign: Entry = {
  id: 'v-clean-docusign-envelope',
  label: 'clean',
  kind: 'esign',
  url: `https://${h3}/Signing/EmailStart.aspx?a=6d4e2f1a-8b3c-4d5e-9f0a-1b2c3d4e5f60&etti=24&acct=8a7b6c5d-4e3f-2a1b-0c9d-8e7f6a5b4c3d&er=f0e1d2c3-b4a5-9687-7869-5a4b3c2d1e0f`,
  routes: {
    [`${h3}/Signing/EmailStart.aspx`]: htmlRoute(
      doc({
        title: 'DocuSign',
        css: `body{margin:0;font-family:"DS Indigo",Helvetica,Arial;background:#f4f4f4}.tb{background:#fff;padding:12px 20px;display:flex;justify-content:space-between;border-bottom:1px solid #ddd}.b{background:#ffc820;border:0;padding:10px 22px;font-weight:700;border-radius:2px}
.m{width:560px;margin:50px auto;background:#fff;padding:28px;box-shadow:0 2px 10px rgba(0,0,0,.15)}.doc{width:680px;margin:20px auto;background:#fff;height:600px;padding:40px;font-size:13px;color:#333}`,
        body: `<div class="tb"><b>DocuSign</b><span><button class="b" id="c">CONTINUE</button> <span style="font-size:13px">OTHER ACTIONS ▾</span></span></div>
<div class="m" id="m"><h3>Please Review &amp; Act on These Documents</h3><p style="font-size:14px"><b>Northgate Recruitment Ltd</b><br>Hannah Lewis</p><p style="font-size:14px"><label><input type="checkbox" id="cb"> I agree to use electronic records and signatures.</label> <a href="#">Electronic Record and Signature Disclosure</a></p></div>
<div class="doc"><h3>Contract for Services – Temporary Assignment</h3><p>Assignment: Finance Assistant at Bellfield Housing Association. Start date: 16 March 2026. Hourly rate: £17.50. Please complete the Tax &amp; Bank details in the Northgate candidate portal, not in this document.</p></div>
<p style="text-align:center;font-size:11px;color:#777">Powered by DocuSign · Change Language - English (US) · Terms Of Use &amp; Privacy · Copyright © 2026 DocuSign, Inc. All rights reserved</p>
<script src="/Signing/scripts/signing.min.js"></script>`,
      }),
    ),
    [`${h3}/Signing/scripts/signing.min.js`]: jsRoute(`document.getElementById('c').onclick=function(){if(!document.getElementById('cb').checked){alert('You must agree to use electronic records and signatures to continue.');return}document.getElementById('m').style.display='none';window.scrollTo(0,200)};`),
  },
};


// 4. Microsoft Forms staff survey shared by an HR team (no credentials asked).
const h4 = 'forms.office.com';
const msforms: Entry = {
  id: 'v-clean-msforms-staff-survey',
  label: 'clean',
  kind: 'form-builder',
  url: `https://${h4}/r/Qx3vL9kP2E?origin=lprLink`,
  routes: {
    [`${h4}/r/Qx3vL9kP2E`]: htmlRoute(
      doc({
        title: 'Hybrid Working Survey 2026',
        css: `body{margin:0;font-family:"Segoe UI",Arial;background:#eaf4f4}.hd{height:140px;background:#03787c}.c{max-width:760px;margin:-60px auto 40px;background:#fff;border-radius:4px;padding:30px 40px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
.q{margin:26px 0}.q label{display:block;margin:6px 0;font-size:15px}input[type=text],textarea{width:100%;border:0;border-bottom:1px solid #999;padding:8px 0;font-size:15px}.s{background:#03787c;color:#fff;border:0;padding:8px 26px;border-radius:2px;font-size:15px}`,
        body: `<div class="hd"></div><div class="c"><h1 style="font-weight:600">Hybrid Working Survey 2026</h1><p>Hi everyone – please take 3 minutes to tell us how hybrid working is going. Responses are anonymous. Closes Friday 13 March. – People Team, Coastal Pump Services</p>
<div class="q"><b>1. Which office do you mainly work from?</b><label><input type="radio" name="q1"> Brisbane</label><label><input type="radio" name="q1"> Gold Coast</label><label><input type="radio" name="q1"> Fully remote</label></div>
<div class="q"><b>2. How many days a week would you prefer to be in the office?</b><label><input type="radio" name="q2"> 0–1</label><label><input type="radio" name="q2"> 2–3</label><label><input type="radio" name="q2"> 4–5</label></div>
<div class="q"><b>3. What would make office days more useful?</b><textarea rows="3" placeholder="Enter your answer"></textarea></div>
<button class="s">Submit</button><p style="font-size:12px;color:#666;margin-top:24px">Never give out your password. <a href="#">Report abuse</a><br>This content is created by the owner of the form. The data you submit will be sent to the form owner. Microsoft is not responsible for the privacy or security practices of its customers, including those of this form owner.</p>
<p style="font-size:12px;color:#666">Powered by Microsoft Forms | <a href="#">Privacy and cookies</a> | <a href="#">Terms of use</a></p></div>`,
      }),
    ),
  },
};

export const entries: Entry[] = [wetransfer, adobesign, docusign, msforms];
