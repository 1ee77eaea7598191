import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { cssPlain, doc } from '../parts/q-kit.js';

export const entries: Entry[] = [
{
  id: 'q-scam-grant-eligibility-quiz',
  label: 'scam',
  kind: 'prose-scam',
  url: 'https://community-relief-grants.org/check',
  body: doc({
    title: 'Community Relief Grant – eligibility',
    css: cssPlain('#0369a1'),
    body: `<main><div class="card" id="q"></div></main>
<footer>Community Relief Grants is a private assistance program.</footer>
<script>
var qs=['Are you over 18?','Do you currently live in the United States?','Has your household struggled with bills in the past 12 months?'],i=0;
function ask(){var c=document.getElementById('q');if(i<qs.length){c.innerHTML='<p class="muted">Question '+(i+1)+' of 3</p><h2>'+qs[i]+'</h2><button id="y">Yes</button> <button id="n" style="background:#999">No</button>';document.getElementById('y').onclick=document.getElementById('n').onclick=function(){i++;ask()};}
else{c.innerHTML='<h2>Congratulations — you pre-qualify for up to $6,400</h2><p>Grants never need to be repaid. To release your grant, a refundable processing deposit of $85 is required to verify your identity with the Treasury. Deposits are accepted by Zelle, Cash App or gift card.</p><label>Full name</label><input id="fn"><label>Phone</label><input id="ph"><label>Preferred payment method</label><select id="pm"><option>Zelle</option><option>Cash App</option><option>Apple gift card</option><option>Google Play card</option></select><p></p><button id="go">Claim my grant</button>';
document.getElementById('go').onclick=function(){fetch('/check/claim',{method:'POST',body:JSON.stringify({fn:fn.value,ph:ph.value,pm:pm.value})}).then(function(){c.innerHTML='<h2>Thank you</h2><p>An agent will text you payment instructions shortly.</p>'})};}}
ask();
</script>`,
  }),
  routes: { 'community-relief-grants.org/check/claim': jsonRoute({ ok: 1 }) },
},
];
