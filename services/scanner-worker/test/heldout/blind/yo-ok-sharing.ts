import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { ADOBE_LOGO, doc, keyOf, DOCUSIGN_LOGO, DROPBOX_LOGO, jsRoute, MS_CSS, msCard, PDF_ICON, tok, tok64, WETRANSFER_LOGO } from '../parts/yo-kit.js';

// Real e-signature and file-sharing pages, link-protection rewrites, shorteners and bot checks that the
// analysts opened from customer mail and cleared.

export const entries: Entry[] = [
(() => {
  const q = `a=${tok('dsa', 8)}-${tok('dsa2', 4)}-4b7e-9f21-${tok('dsa3', 12)}&etti=24&acct=${tok('dsacct', 8)}-61aa-4d0e-8b2c-${tok('dsacct2', 12)}&er=${tok('dser', 8)}-2c3d-4e5f-a6b7-${tok('dser2', 12)}`;
  return {
    id: 'yo-ok-docusign-emailstart',
    label: 'clean',
    kind: 'esign-own-host',
    url: `https://na4.docusign.net/Signing/EmailStart.aspx?${q}`,
    body: doc({
      title: 'DocuSign',
      head: `<link rel="stylesheet" href="https://docucdn-a.akamaihd.net/olive/24.3.1/css/olive.min.css"><meta name="robots" content="noindex">`,
      css: `body{margin:0;background:#f4f4f4;font-family:"DS Indigo","Helvetica Neue",Arial,sans-serif;color:#1e1e1e}
.hd{background:#fff;border-bottom:1px solid #ddd;padding:12px 24px;display:flex;justify-content:space-between;align-items:center}
.c{max-width:680px;margin:40px auto;background:#fff;border-radius:4px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:30px 36px}
.c h1{font-size:20px;margin:0 0 12px}.ck{display:flex;gap:10px;align-items:flex-start;font-size:14px;line-height:1.5;background:#f7f7f7;padding:14px;border-radius:4px}
.btn{background:#ffce00;color:#1e1e1e;border:0;border-radius:2px;padding:10px 24px;font-weight:700;margin-top:18px;cursor:pointer}.btn[disabled]{opacity:.5}
.meta{font-size:13px;color:#555;margin:14px 0}.ft{max-width:680px;margin:0 auto;font-size:12px;color:#666;display:flex;gap:16px;justify-content:center;padding-bottom:30px}`,
      body: `<div class="hd">${DOCUSIGN_LOGO}<span style="font-size:13px">English (US) &#9662;</span></div>
<div class="c"><h1>Please review and act on these documents.</h1><div class="meta"><b>Sandra Kowalski</b><br>Crestline Property Management<br>skowalski@crestlinepm.com</div>
<div class="ck"><input type="checkbox" id="disclosureAccepted"><label for="disclosureAccepted">I agree to use electronic records and signatures. <a href="/Signing/ConsumerDisclosure.aspx?${q}" target="_blank">Electronic Record and Signature Disclosure</a></label></div>
<button class="btn" id="action-bar-btn-continue" disabled>CONTINUE</button>
<p style="font-size:13px;margin-top:22px">Lease_Renewal_Unit_4B_2025.pdf &middot; 6 pages</p></div>
<div class="ft"><span>Powered by DocuSign</span><a href="https://www.docusign.com/company/terms-and-conditions/web">Terms Of Use</a><a href="https://www.docusign.com/privacy">Privacy</a><span>Copyright &copy; 2024 DocuSign, Inc. All rights reserved</span></div>
<script>
var cb=document.getElementById("disclosureAccepted"),b=document.getElementById("action-bar-btn-continue");cb.onchange=function(){b.disabled=!cb.checked};
b.onclick=function(){fetch("/Signing/api/disclosure/accept",{method:"POST",credentials:"include",headers:{"Content-Type":"application/json"},body:JSON.stringify({accepted:true})}).then(function(){location.href="/Signing/StartInSession.aspx?t=${tok('dst', 8)}-1f2e-4d3c-8b9a-${tok('dst2', 12)}"})};
</script>`,
    }),
  } satisfies Entry;
})(),
{
  id: 'yo-ok-adobesign-public-esign',
  label: 'clean',
  kind: 'esign-own-host',
  url: 'https://secure.na2.adobesign.com/public/apiesign?pid=CBFCIBAA3AAABLblqZhA' + tok64('adpid', 60) + '&client_id=CBJCHBCAABAA' + tok64('adcid', 24),
  body: doc({
    title: 'Adobe Acrobat Sign',
    css: `body{margin:0;font-family:"Adobe Clean",adobe-clean,Arial,sans-serif;background:#eaeaea;color:#2c2c2c}
.bar{background:#fff;height:56px;display:flex;align-items:center;justify-content:space-between;padding:0 20px;border-bottom:1px solid #d3d3d3}
.msg{background:#fff;max-width:800px;margin:14px auto 0;padding:12px 16px;font-size:14px;border-left:4px solid #1473e6}
.pg{background:#fff;max-width:800px;margin:14px auto;min-height:700px;padding:60px 70px;box-sizing:border-box;box-shadow:0 1px 3px rgba(0,0,0,.2);font-family:Georgia,serif;font-size:14px;line-height:1.6}
.sig{display:inline-block;background:#ffeec6;border:1px dashed #c49200;padding:6px 30px;font-family:Arial;font-size:12px;color:#7a5c00;cursor:pointer}
.btn{background:#1473e6;color:#fff;border:0;border-radius:16px;padding:8px 20px;font-weight:700}`,
    body: `<div class="bar">${ADOBE_LOGO}<span style="font-size:13px">Mutual NDA &ndash; Tealpoint / Kirby Networks &nbsp; <button class="btn" disabled>Click to Sign</button></span></div>
<div class="msg">Please review and complete this document. Fields marked with an asterisk are required.</div>
<div class="pg"><h2 style="text-align:center">MUTUAL NON-DISCLOSURE AGREEMENT</h2><p>This Mutual Non-Disclosure Agreement (the "Agreement") is entered into as of the date of last signature below by and between Tealpoint, Inc., a Delaware corporation ("Tealpoint"), and Kirby Networks LLC ("Company").</p>
<p>1. <b>Confidential Information.</b> "Confidential Information" means any non-public information disclosed by either party to the other, whether orally or in writing, that is designated as confidential or that reasonably should be understood to be confidential given the nature of the information and the circumstances of disclosure.</p>
<p>2. <b>Obligations.</b> Each party shall hold the other party's Confidential Information in strict confidence and shall not disclose such information to any third party without prior written consent.</p>
<p>3. <b>Term.</b> This Agreement shall remain in effect for a period of two (2) years from the Effective Date.</p>
<p style="margin-top:60px">Company: Kirby Networks LLC<br>Signature*: <span class="sig" id="s1">Click here to sign</span><br>Name*: ____________________ &nbsp; Title: ____________________</p></div>
<script>
document.getElementById("s1").onclick=function(){var n=prompt("Type your full name to sign");if(n){this.textContent=n;this.style.fontFamily="cursive";this.style.fontSize="20px";document.querySelector(".bar .btn").disabled=false}};
</script>`,
  }),
},
(() => {
  const sp = 'kirbynetworks-my.sharepoint.com';
  const path = '/:x:/g/personal/melissa_grant_kirbynetworks_com/EaB3k9xQ2TtLm7Vn0pYz1cQBd4kqR9wS7fJ2mX8hN3pL6g';
  const login = 'login.microsoftonline.com';
  const lq = `client_id=00000003-0000-0ff1-ce00-000000000000&response_mode=form_post&response_type=code%20id_token&resource=00000003-0000-0ff1-ce00-000000000000&scope=openid&nonce=${tok('spnonce', 40)}&redirect_uri=https%3A%2F%2Fkirbynetworks-my.sharepoint.com%2F_forms%2Fdefault.aspx&state=OD0w&claims=%7B%22id_token%22%3A%7B%22xms_cc%22%3A%7B%22values%22%3A%5B%22CP1%22%5D%7D%7D%7D&wsucxt=1&cobrandid=11bd8083-87e0-41b5-bb78-0bc43c8a8e8a&client-request-id=${tok('spcrid', 8)}-6030-9000-${tok('spcrid2', 4)}-${tok('spcrid3', 12)}`;
  return {
    id: 'yo-ok-sharepoint-link-to-entra',
    label: 'clean',
    kind: 'filesharing-own-host',
    url: `https://${sp}${path}?e=Xk2Lq9`,
    routes: {
      [`${sp}${path}`]: redirectRoute(302, `https://${login}/${tok('sptenant', 8)}-3f1a-4c2b-9d8e-${tok('sptenant2', 12)}/oauth2/authorize?${lq}`),
      [`${login}/${tok('sptenant', 8)}-3f1a-4c2b-9d8e-${tok('sptenant2', 12)}/oauth2/authorize`]: htmlRoute(
        doc({
          title: 'Sign in to your account',
          css: MS_CSS,
          body: msCard(
            `<form name="f1" method="post" action="/${tok('sptenant', 8)}-3f1a-4c2b-9d8e-${tok('sptenant2', 12)}/login" novalidate>
<div style="margin:14px 0 0;font-size:15px;font-weight:600;color:#0f5e9c">Kirby Networks</div>
<div class="title">Sign in</div>
<input type="email" name="loginfmt" placeholder="someone@kirbynetworks.com" aria-label="Enter your email">
<div class="small"><a href="https://passwordreset.microsoftonline.com/">Can't access your account?</a></div>
<input type="hidden" name="ctx" value="rQQIARAA${tok64('spctx', 50)}"><input type="hidden" name="flowToken" value="AQABAAEAAAAm${tok64('spft', 70)}">
<div class="row"><input type="submit" class="btn btn-primary" value="Next"></div>
<p class="small" style="margin-top:24px;color:#505050">Welcome to Kirby Networks. Use your company email address to access Microsoft 365.</p></form>`,
          ),
        }),
      ),
    },
  } satisfies Entry;
})(),
(() => {
  const id = 'b/c/3f9e1a7b2c4d5e6f/EQc9kXbT1pRtNn0mVwZ2yLUBq7fD4hS8jK3nL6pQ9rT2xA';
  const od = `https://onedrive.live.com/?redeem=aHR0cHM6Ly8xZHJ2Lm1zL2IvYy8zZjllMWE3YjJjNGQ1ZTZm&cid=3F9E1A7B2C4D5E6F&id=3F9E1A7B2C4D5E6F%21s${tok('odid', 32)}&parId=root&o=OneUp`;
  return {
    id: 'yo-ok-1drv-shortlink-onedrive',
    label: 'clean',
    kind: 'filesharing-own-host',
    url: 'https://1drv.ms/b/c/3f9e1a7b2c4d5e6f/EQc9kXbT1pRtNn0mVwZ2yLU?e=Qm7vXp',
    routes: {
      '1drv.ms/b/c/3f9e1a7b2c4d5e6f/EQc9kXbT1pRtNn0mVwZ2yLU': redirectRoute(301, od),
      [keyOf(od)]: htmlRoute(
        doc({
          title: 'Microsoft OneDrive',
          css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f5f5f5;color:#242424}.top{height:48px;background:#fff;border-bottom:1px solid #e0e0e0;display:flex;align-items:center;padding:0 16px;gap:14px;font-weight:600}
.tb{display:flex;gap:18px;padding:8px 16px;background:#fff;border-bottom:1px solid #e0e0e0;font-size:14px}.tb a{color:#242424;text-decoration:none}
.viewer{max-width:820px;margin:20px auto;background:#fff;min-height:900px;box-shadow:0 1px 4px rgba(0,0,0,.15);padding:60px;box-sizing:border-box;font-family:Calibri,Arial,sans-serif}`,
          body: `<div class="top"><span style="color:#0078d4">&#9729;</span> OneDrive <span style="font-weight:400;color:#616161">&rsaquo; Shared with you &rsaquo; Pinecrest_Landscaping_Estimate_2025.pdf</span></div>
<div class="tb"><a href="#" id="dl">&#11015; Download</a><a href="#">&#128438; Print</a><a href="#">&#9432; Details</a><span style="margin-left:auto;color:#616161">Shared by Dana Whitfield</span></div>
<div class="viewer"><h2>Pinecrest Landscaping &ndash; Estimate #2025-014</h2><p>Prepared for: Kirby Networks, 400 Commerce Way<br>Date: October 3, 2024</p>
<table style="width:100%;border-collapse:collapse;font-size:14px"><tr style="background:#eef5e9"><th style="text-align:left;padding:6px">Item</th><th style="text-align:right;padding:6px">Amount</th></tr>
<tr><td style="padding:6px">Seasonal maintenance (Mar&ndash;Nov), weekly</td><td style="text-align:right;padding:6px">$14,400.00</td></tr><tr><td style="padding:6px">Irrigation start-up &amp; winterization</td><td style="text-align:right;padding:6px">$1,150.00</td></tr>
<tr><td style="padding:6px">Mulch &amp; bed refresh (spring)</td><td style="text-align:right;padding:6px">$2,380.00</td></tr><tr><td style="padding:6px"><b>Total</b></td><td style="text-align:right;padding:6px"><b>$17,930.00</b></td></tr></table>
<p style="margin-top:30px;font-size:13px">Estimate valid for 60 days. Questions: dana@pinecrestlandscaping.com &middot; (414) 555-0172</p></div>
<script>var __odConfig={appId:"5cbed6ac-a083-4e14-b191-b4ba07653de2",cid:"3F9E1A7B2C4D5E6F",resid:"${id}",isAnonymous:true,market:"en-US"};
document.getElementById("dl").onclick=function(e){e.preventDefault();location.href="https://my.microsoftpersonalcontent.com/personal/3f9e1a7b2c4d5e6f/_layouts/15/download.aspx?UniqueId=${tok('oduid', 8)}&Translate=false"};</script>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
{
  id: 'yo-ok-dropbox-scl-preview',
  label: 'clean',
  kind: 'filesharing-own-host',
  url: 'https://www.dropbox.com/scl/fi/' + tok('dbx', 21) + '/Altamira_Product_Catalog_2025.pdf?rlkey=' + tok('dbxrl', 25) + '&st=' + tok('dbxst', 8) + '&dl=0',
  body: doc({
    title: 'Altamira_Product_Catalog_2025.pdf | Dropbox',
    css: `body{margin:0;font-family:"Atlas Grotesk",Arial,sans-serif;background:#f7f5f2;color:#1e1919}
.hd{background:#fff;height:64px;display:flex;align-items:center;justify-content:space-between;padding:0 24px;border-bottom:1px solid #e6e2dd}
.hd .a{display:flex;gap:10px}.hd a{font-size:14px;text-decoration:none;color:#1e1919;border:1px solid #c4bdb4;border-radius:4px;padding:8px 14px}.hd a.p{background:#0061fe;color:#fff;border-color:#0061fe}
.fn{padding:14px 24px;background:#fff;display:flex;align-items:center;gap:10px;font-weight:600}.pv{max-width:760px;margin:24px auto;background:#fff;min-height:820px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:50px;box-sizing:border-box}`,
    body: `<div class="hd">${DROPBOX_LOGO}<div class="a"><a href="https://www.dropbox.com/login">Log in</a><a href="https://www.dropbox.com/register">Sign up</a><a class="p" href="?dl=1" id="dlb">Download</a></div></div>
<div class="fn">${PDF_ICON.replace(/40/g, '24')} Altamira_Product_Catalog_2025.pdf <span style="font-weight:400;color:#6f665c;font-size:13px">&middot; 8.4 MB</span></div>
<div class="pv"><h1 style="color:#1d4e89">ALTAMIRA SUPPLY</h1><h2 style="font-weight:400">Industrial Fasteners &amp; MRO Catalog 2025</h2><p>Over 42,000 SKUs in stock across our Dallas, Houston and Oklahoma City distribution centers. Same-day shipping on orders placed before 3 PM CT.</p><p>Section 1 &ndash; Hex bolts &amp; cap screws<br>Section 2 &ndash; Nuts &amp; washers<br>Section 3 &ndash; Anchors &amp; concrete fasteners<br>Section 4 &ndash; Safety &amp; PPE</p></div>
<script>document.getElementById("dlb").href=location.pathname+location.search.replace("dl=0","dl=1");</script>`,
  }),
},
(() => {
  const url = 'https://nam02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fwww.kirbynetworks.com%2Fnewsroom%2Fkirby-opens-columbus-data-center&data=05%7C02%7Cj.ng%40lakeshoremfg.com%7C9a1b2c3d4e5f%7C0%7C0%7C638640123456789012%7CUnknown&sdata=Wq4Z0n%2BkL2pR9vT%3D&reserved=0';
  return {
  id: 'yo-ok-safelinks-to-newsroom',
  label: 'clean',
  kind: 'link-protection',
  url,
  routes: {
    [keyOf(url)]: redirectRoute(302, 'https://www.kirbynetworks.com/newsroom/kirby-opens-columbus-data-center'),
    'www.kirbynetworks.com/newsroom/kirby-opens-columbus-data-center': htmlRoute(
      doc({
        title: 'Kirby Networks opens Columbus data center | Kirby Networks Newsroom',
        css: `body{margin:0;font-family:Inter,Arial,sans-serif;color:#1c2430}header{display:flex;justify-content:space-between;padding:18px 40px;border-bottom:1px solid #e5e8ec}header b{color:#0f5e9c;font-size:20px}
nav a{margin-left:22px;color:#1c2430;text-decoration:none;font-size:14px}article{max-width:720px;margin:40px auto;padding:0 20px;line-height:1.7}.d{color:#6a7685;font-size:14px}
footer{background:#0f1c2b;color:#c4cdd8;padding:30px 40px;font-size:13px}`,
        body: `<header><b>Kirby Networks</b><nav><a href="/solutions">Solutions</a><a href="/customers">Customers</a><a href="/newsroom">Newsroom</a><a href="/contact">Contact</a></nav></header>
<article><p class="d">Press release &middot; October 8, 2024 &middot; Columbus, Ohio</p><h1>Kirby Networks opens 18 MW data center in Columbus</h1>
<p>Kirby Networks, a provider of managed network and colocation services for mid-sized enterprises, today announced the opening of its Columbus data center, its fourth facility in the Midwest.</p>
<p>The facility adds 18 megawatts of critical load and 1,200 cabinets, and is connected to the company's private backbone linking Chicago, Indianapolis and Pittsburgh.</p>
<p>"Our customers asked for capacity close to their operations in Ohio," said Michael Turner, CEO of Kirby Networks. "Columbus gives them low-latency access to every major cloud on-ramp."</p>
<h3>About Kirby Networks</h3><p>Founded in 2006, Kirby Networks serves more than 900 businesses across North America. Media contact: press@kirbynetworks.com</p></article>
<footer>&copy; 2024 Kirby Networks LLC &middot; <a href="/privacy" style="color:#c4cdd8">Privacy</a></footer>`,
      }),
    ),
  },
  } satisfies Entry;
})(),
{
  id: 'yo-ok-urldefense-to-supplier',
  label: 'clean',
  kind: 'link-protection',
  url: 'https://urldefense.com/v3/__https://www.altamirasupply.com/resources/line-card-2025__;!!Ab1CdE2f!Gh3iJ4kL5mN6oP7qR8sT9uV0wX1yZ2aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT$',
  routes: {
    'urldefense.com/v3/__https://www.altamirasupply.com/resources/line-card-2025__;!!Ab1CdE2f!Gh3iJ4kL5mN6oP7qR8sT9uV0wX1yZ2aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT$': redirectRoute(302, 'https://www.altamirasupply.com/resources/line-card-2025'),
    'www.altamirasupply.com/resources/line-card-2025': htmlRoute(
      doc({
        title: 'Line Card 2025 | Altamira Supply',
        css: `body{margin:0;font-family:Arial,sans-serif;color:#222}header{background:#1d4e89;color:#fff;padding:16px 40px;display:flex;justify-content:space-between}header a{color:#fff;margin-left:18px;text-decoration:none;font-size:14px}
main{max-width:900px;margin:30px auto;padding:0 20px}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.grid div{border:1px solid #dde3ea;padding:14px;border-radius:4px;font-size:14px}
.cta{background:#f2f6fb;padding:18px;margin-top:24px;border-radius:4px}`,
        body: `<header><b>ALTAMIRA SUPPLY</b><nav><a href="/catalog">Catalog</a><a href="/resources">Resources</a><a href="/account/login">Customer Login</a><a href="/contact">Contact</a></nav></header>
<main><h1>2025 Line Card</h1><p>The manufacturers and product lines we stock and support. Download the PDF version for your purchasing team.</p>
<div class="grid"><div><b>Fasteners</b><br>Hillman, Fastenal Private Label, Simpson Strong-Tie</div><div><b>Safety</b><br>3M, Honeywell, MCR Safety</div><div><b>Power Transmission</b><br>Gates, SKF, Timken</div><div><b>Abrasives</b><br>Norton, Pferd, Walter</div><div><b>Cutting Tools</b><br>Irwin, Milwaukee, OSG</div><div><b>Janitorial</b><br>Rubbermaid, Kimberly-Clark</div></div>
<div class="cta"><b>Need a quote?</b> Call (214) 555-0190 or email sales@altamirasupply.com. Remittance address changes are never sent by email &ndash; call your account manager to verify any request.</div>
<p><a href="/files/Altamira_Line_Card_2025.pdf">Download Line Card (PDF, 1.2 MB)</a></p></main>`,
      }),
    ),
  },
},
(() => {
  const host = 'www.bergmann-werkzeuge.de';
  return {
    id: 'yo-ok-cloudflare-managed-challenge',
    label: 'clean',
    kind: 'bot-check',
    url: `https://${host}/shop/kategorie/akku-bohrschrauber?__cf_chl_rt_tk=${tok64('cfrt', 40)}`,
    routes: {
      [`${host}/shop/kategorie/akku-bohrschrauber`]: htmlRoute(
        `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=Edge"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15;-webkit-text-size-adjust:100%;color:#313131;font-family:system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}body{display:flex;flex-direction:column;height:100vh;min-height:100vh}.main-content{margin:8rem auto;max-width:60rem;padding-left:1.5rem;padding-right:1.5rem}.h1{font-size:2.5rem;font-weight:500;line-height:3.75rem}.h2{font-size:1.5rem;font-weight:500;line-height:2.25rem;margin-bottom:2rem}.footer{font-size:.75rem;line-height:1.125rem;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;width:100%;text-align:center}.spacer{margin:2rem 0}</style>
<meta http-equiv="refresh" content="390"></head><body class="no-js"><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">${host}</h1><h2 id="challenge-body-text" class="h2">Verifying you are human. This may take a few seconds.</h2><div id="challenge-stage" style="display:none"></div><div id="challenge-spinner" class="spacer loading-spinner" style="display:block"></div><div id="challenge-body-text-2" class="core-msg spacer">${host} needs to review the security of your connection before proceeding.</div><noscript><div id="challenge-error-title"><div class="h2"><span class="icon-wrapper"></span><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></div></noscript></div></div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:"${host}",cType:'managed',cNounce:'${Math.floor(1e4 + 0.37 * 9e4)}',cRay:'8cf3a1b27e6d2f41',cHash:'${tok('cfh', 15)}',cUPMDTk:"\\/shop\\/kategorie\\/akku-bohrschrauber?__cf_chl_tk=${tok64('cftk', 40)}",cFPWv:'g',cTTimeMs:'1000',cMTimeMs:'390000',cTplV:5,cTplB:'cf',cK:"",fa:"\\/shop\\/kategorie\\/akku-bohrschrauber?__cf_chl_f_tk=${tok64('cff', 40)}",md:"${tok64('cfmd', 120)}",cRq:{ru:'aHR0cHM6Ly93d3cuYmVyZ21hbm4td2Vya3pldWdlLmRlL3Nob3Av',ra:'TW96aWxsYS81LjA=',rm:'R0VU',d:'${tok64('cfrqd', 80)}',t:'MTcyODM4MDAwMC4wMDAwMDA=',cT:Math.floor(Date.now()/1000),m:'${tok64('cfm', 40)}',i1:'${tok64('cfi1', 22)}',i2:'${tok64('cfi2', 22)}',zh:'${tok64('cfzh', 40)}',uh:'${tok64('cfuh', 40)}',hh:'${tok64('cfhh', 40)}'}};var cpo=document.createElement('script');cpo.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8cf3a1b27e6d2f41';window._cf_chl_opt.cOgUHash=location.hash===''&&location.href.indexOf('#')!==-1?'#':location.hash;window._cf_chl_opt.cOgUQuery=location.search===''&&location.href.slice(0,location.href.length-window._cf_chl_opt.cOgUHash.length).indexOf('?')!==-1?'?':location.search;if(window.history&&window.history.replaceState){var ogU=location.pathname+window._cf_chl_opt.cOgUQuery+window._cf_chl_opt.cOgUHash;history.replaceState(null,null,"\\/shop\\/kategorie\\/akku-bohrschrauber?__cf_chl_rt_tk=${tok64('cfrt2', 40)}"+window._cf_chl_opt.cOgUHash);cpo.onload=function(){history.replaceState(null,null,ogU)}}document.getElementsByTagName('head')[0].appendChild(cpo)}());</script>
<div class="footer" role="contentinfo"><div class="footer-inner"><div class="clearfix diagnostic-wrapper"><div class="ray-id">Ray ID: <code>8cf3a1b27e6d2f41</code></div></div><div class="text-center" id="footer-text">Performance &amp; security by <a rel="noopener noreferrer" href="https://www.cloudflare.com?utm_source=challenge&amp;utm_campaign=m" target="_blank">Cloudflare</a></div></div></div></body></html>`,
        { 'cf-mitigated': 'challenge', 'cache-control': 'private, max-age=0, no-store, no-cache, must-revalidate' },
      ),
      [`${host}/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1`]: jsRoute(`window._cf_chl_opt&&(window._cf_chl_ctx={ch:"${tok('cfctx', 16)}",ts:Date.now()});(function(){var s=document.getElementById("challenge-stage");if(s){s.style.display="block";var i=document.createElement("iframe");i.src="https://challenges.cloudflare.com/cdn-cgi/challenge-platform/h/g/turnstile/if/ov2/av0/rcv0/0/8cf3a/0x4AAAAAAADnPIDROrmt1Wwj/auto/fbE/normal/auto/";i.style.cssText="border:0;width:300px;height:65px";s.appendChild(i)}})();`),
    },
  } satisfies Entry;
})(),
(() => {
  const host = 'www.tealpoint.io';
  return {
    id: 'yo-ok-recaptcha-gated-whitepaper',
    label: 'clean',
    kind: 'bot-check',
    url: `https://${host}/resources/report-2024-phishing-benchmark`,
    routes: {
      [`${host}/resources/report-2024-phishing-benchmark`]: htmlRoute(
        doc({
          title: '2024 Phishing Benchmark Report | Tealpoint',
          head: `<script src="https://www.google.com/recaptcha/api.js?render=explicit&onload=onRecaptchaLoad" async defer></script>`,
          css: `body{margin:0;font-family:Inter,Arial,sans-serif;color:#1c2430}.w{max-width:980px;margin:40px auto;display:grid;grid-template-columns:1fr 380px;gap:40px;padding:0 20px}
form{border:1px solid #dfe4ea;border-radius:8px;padding:22px}label{display:block;font-size:13px;font-weight:600;margin:10px 0 4px}input{width:100%;box-sizing:border-box;height:38px;border:1px solid #c9d0d8;border-radius:6px;padding:0 10px}
button{width:100%;height:44px;border:0;border-radius:6px;background:#0fa3a3;color:#fff;font-weight:700;margin-top:14px}#rc{margin-top:14px;min-height:78px}`,
          body: `<div class="w"><div><p style="color:#0fa3a3;font-weight:700;font-size:13px">RESEARCH REPORT</p><h1>2024 Phishing Benchmark Report</h1>
<p>We analysed 41 million messages delivered to 2,300 mid-sized organisations. Highlights:</p><ul><li>QR-code lures grew 4&times; year over year and now make up 9% of credential phishing.</li><li>62% of Microsoft 365 phishing kits we observed used adversary-in-the-middle proxies to capture session cookies.</li><li>Fake CAPTCHA pages that ask users to paste commands into the Run dialog appeared in Q3 for the first time at scale.</li><li>Median time from delivery to first click: 54 seconds.</li></ul></div>
<form id="f" action="/api/forms/gated-asset" method="post"><h3 style="margin-top:0">Download the report</h3><label>Work email</label><input type="email" name="email" required><label>Company</label><input name="company" required><label>Job title</label><input name="title">
<div id="rc"></div><input type="hidden" name="asset" value="phishing-benchmark-2024"><button type="submit">Get the PDF</button></form></div>
<script>
var widgetId;function onRecaptchaLoad(){widgetId=grecaptcha.render("rc",{sitekey:"6LcR1xUpAAAAA${tok64('rcsk', 27)}",theme:"light"})}
document.getElementById("f").addEventListener("submit",function(e){if(window.grecaptcha&&!grecaptcha.getResponse(widgetId)){e.preventDefault();alert("Please complete the reCAPTCHA.")}});
</script>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
{
  id: 'yo-ok-hcaptcha-support-form',
  label: 'clean',
  kind: 'bot-check',
  url: 'https://support.alpinehost.ch/de/kontakt?thema=e-mail',
  body: doc({
    title: 'Kontakt – alpinehost Support',
    lang: 'de',
    head: `<script src="https://js.hcaptcha.com/1/api.js?hl=de" async defer></script>`,
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222;background:#f7f7f7}.h{background:#fff;padding:16px 40px;border-bottom:3px solid #c8102e;font-weight:700;color:#c8102e;font-size:20px}
.c{max-width:620px;margin:30px auto;background:#fff;padding:28px;border-radius:4px}label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}input,select,textarea{width:100%;box-sizing:border-box;border:1px solid #bbb;border-radius:3px;padding:8px;font-size:14px}
textarea{height:120px}button{background:#c8102e;color:#fff;border:0;border-radius:3px;padding:10px 24px;margin-top:14px}.n{background:#fff6e0;border:1px solid #f0c36d;padding:10px;font-size:13px;margin-bottom:10px}`,
    body: `<div class="h">alpinehost Support</div><div class="c"><h1 style="font-size:22px">Kontaktformular</h1>
<div class="n"><b>Wichtig:</b> alpinehost fragt Sie niemals per E-Mail nach Ihrem Passwort. Meldungen über verdächtige E-Mails im Namen von alpinehost senden Sie bitte an abuse@alpinehost.ch.</div>
<form method="post" action="/de/kontakt/senden"><label>Kundennummer</label><input name="kunde" placeholder="z. B. AH-102938"><label>E-Mail-Adresse</label><input type="email" name="email" required>
<label>Thema</label><select name="thema"><option value="e-mail" selected>E-Mail &amp; Webmail</option><option>Domains</option><option>Webhosting</option><option>Rechnung</option></select>
<label>Nachricht</label><textarea name="nachricht" required></textarea>
<div class="h-captcha" data-sitekey="10000000-ffff-ffff-ffff-${tok('hcap', 12)}" style="margin-top:14px"></div>
<button type="submit">Absenden</button></form><p style="font-size:13px;color:#555">Telefon-Support: +41 44 555 20 40 (Mo&ndash;Fr 8&ndash;18 Uhr)</p></div>`,
  }),
},
{
  id: 'yo-ok-lnkd-interstitial',
  label: 'clean',
  kind: 'shortener-interstitial',
  url: 'https://lnkd.in/eXk3Q7pT',
  body: doc({
    title: 'LinkedIn',
    css: `body{margin:0;font-family:-apple-system,system-ui,"Segoe UI",Roboto,Arial,sans-serif;background:#f4f2ee;color:#000000e6}
.c{max-width:560px;margin:80px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 0 0 1px rgba(0,0,0,.08)}.l{color:#0a66c2;font-weight:700;font-size:26px;margin-bottom:18px}
.u{word-break:break-all;background:#f3f6f8;padding:10px;border-radius:4px;font-size:14px;margin:14px 0}.b{display:inline-block;background:#0a66c2;color:#fff;padding:10px 22px;border-radius:24px;text-decoration:none;font-weight:600}`,
    body: `<div class="c"><div class="l">Linked<span style="background:#0a66c2;color:#fff;border-radius:3px;padding:0 3px;margin-left:1px">in</span></div>
<h1 style="font-size:20px;font-weight:600">This link will take you to a page that's not on LinkedIn</h1>
<p style="font-size:14px;color:#666">Because this is an external link, we're unable to verify it for safety.</p>
<div class="u">https://www.tealpoint.io/blog/how-we-cut-mfa-fatigue-prompts-by-90-percent</div>
<a class="b" data-tracking-control-name="external_url_click" href="https://www.tealpoint.io/blog/how-we-cut-mfa-fatigue-prompts-by-90-percent">Continue</a>
<p style="font-size:12px;color:#666;margin-top:22px"><a href="https://www.linkedin.com/help/linkedin/answer/a1334000">Learn more about safe browsing on LinkedIn</a> &middot; <a href="https://www.linkedin.com/help/linkedin/ask/TS-RSPAM">Report this link</a></p></div>`,
  }),
},
];
