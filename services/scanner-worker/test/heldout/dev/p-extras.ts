import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, footer, nav, tracker, trackerRoute, pngRoute, jsRoute, jsonRoute, fileRoute } from '../parts/p-kit.js';
import { beepWav } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'p-scam-refund-renewal-callback-uk',
  label: 'scam',
  kind: 'refund-callback',
  url: 'https://orders-cancel-renewal.help/gs/invoice/GS-771920',
  body: doc({
    lang: 'en-GB',
    title: 'Invoice GS-771920 – Annual Protection Plan – Auto Renewal',
    css: '.c{max-width:680px;margin:24px auto;padding:20px;border:1px solid #ccc}table{width:100%;border-collapse:collapse}td,th{padding:8px;border:1px solid #ddd;text-align:left;font-size:14px}.call{background:#fff3cd;padding:14px;font-size:18px;text-align:center;margin-top:16px}',
    body: `<div class="c"><h2>Geek Squad Tech Services · Invoice</h2><p>Dear Customer,<br>Thank you for renewing your <b>Total Tech Protection Plan</b>. Your payment has been processed and will appear on your statement within 24 hours.</p>
<table><tr><th>Invoice No.</th><td>GS-771920</td></tr><tr><th>Product</th><td>Total Tech Protection – 3 years, 5 devices</td></tr><tr><th>Payment method</th><td>Auto-debit</td></tr><tr><th>Amount</th><td><b>£349.99</b></td></tr><tr><th>Date</th><td id="d"></td></tr></table>
<div class="call">If you did NOT authorise this renewal or wish to cancel and get a full refund, call our Billing Department within 24 hours:<br><b>☎ +44 20 3936 0418</b></div>
<p style="font-size:12px;color:#777">A refund agent will help you process the refund via secure remote connection. Please keep your online banking ready.</p></div>
<script>document.getElementById('d').textContent=new Date().toLocaleDateString('en-GB')</script>`,
  }),
},
{
  id: 'p-clean-governance-airdrop-claim',
  label: 'clean',
  kind: 'crypto-airdrop',
  url: 'https://claim.harborfi.xyz/',
  body: doc({
    lang: 'en',
    title: 'HARBOR token claim – Harbor Finance',
    css: 'body{background:#f7f8fb}.c{max-width:520px;margin:50px auto;background:#fff;border-radius:14px;padding:26px;box-shadow:0 4px 20px rgba(0,0,0,.06)}.b{width:100%;background:#0f62fe;color:#fff;border:0;padding:14px;border-radius:10px;font-size:16px}',
    body: `<div class="c"><h2 style="margin-top:0">Claim your HARBOR</h2><p style="font-size:14px">Users who supplied liquidity before block 21,400,000 can claim governance tokens. Eligibility list and merkle root are published in our governance forum (proposal HIP-12). Claims close 31 March 2027; unclaimed tokens return to the DAO treasury.</p>
<button class="b" id="c">Connect wallet</button><p id="s" style="font-size:14px"></p>
<p style="font-size:12px;color:#666">The claim is a single call to the audited MerkleDistributor contract at 0x4a1f…c92e. We will never ask you to approve tokens, sign a permit or enter a seed phrase to claim.</p></div>
<script>
document.getElementById('c').onclick=async function(){var s=document.getElementById('s');if(!window.ethereum){s.textContent='No browser wallet detected.';return}
var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];var r=await fetch('/proofs/'+a.toLowerCase()+'.json').then(function(x){return x.ok?x.json():null}).catch(function(){return null});
if(!r){s.textContent='This address is not eligible.';return}s.textContent='Eligible: '+r.amount+' HARBOR';}
</script>`,
  }),
},
];
