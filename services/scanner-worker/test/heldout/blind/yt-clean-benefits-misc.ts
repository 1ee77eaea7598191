import { type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { css, dotIcon, logos, shell } from '../parts/yt-kit.js';

/** Everyday legitimate pages around a health plan: telehealth waiting room, status page, job ads, a hospital donation form, a dapp and a crypto-IRA sign-in, an intranet tool, premium payment, a licensed Medicare broker. */
const waiting = shell({
  title: 'Waiting room | Teladoc Health',
  favicon: dotIcon('#5b2c86'),
  css: `body{margin:0;font-family:"Segoe UI",Arial;background:#f5f3f8;color:#222}.h{background:#fff;padding:12px 24px;border-bottom:1px solid #e4e0ea}.w{max-width:880px;margin:30px auto;display:flex;gap:24px;padding:0 16px}
video{width:100%;background:#111;border-radius:12px;height:300px}.l{flex:3}.r{flex:2;background:#fff;border-radius:12px;padding:20px}.ok{color:#2e7d32}.b{background:#5b2c86;color:#fff;border:0;border-radius:24px;padding:10px 22px;font-size:15px;cursor:pointer}`,
  body: `<div class="h">${logos.teladoc}</div>
<div class="w"><div class="l"><video id="v" autoplay muted playsinline></video><p><button class="b" id="t">Test camera and microphone</button> <span id="s"></span></p></div>
<div class="r"><h2>You're in the waiting room</h2><p>Dr. Patel will join shortly. Estimated wait: <b>6 minutes</b>.</p>
<p>When your browser asks, choose <b>Allow</b> to share your camera and microphone. You can change this later in your browser's site settings.</p>
<p style="font-size:13px;color:#666">Having trouble? Try Chrome, Edge or Safari, close other apps that use your camera, or switch to a phone visit. Teladoc Health will never ask you to run commands or install software to fix your camera.</p></div></div>
<script src="/visit/assets/media-check.2c1.js"></script>`,
});
const waitingJs = `document.getElementById('t').onclick=function(){var s=document.getElementById('s');
navigator.mediaDevices.getUserMedia({video:true,audio:true}).then(function(st){document.getElementById('v').srcObject=st;s.className='ok';s.textContent='Camera and microphone are working';})
.catch(function(e){s.textContent='We could not access your camera ('+e.name+'). Check your browser permissions or join by phone.';});};
setInterval(function(){fetch('/visit/api/queue-status',{credentials:'include'}).then(function(r){return r.json();}).then(function(j){if(j.providerJoined)location.assign('/visit/room');});},5000);`;

const dapp = shell({
  title: 'Uniswap Interface',
  favicon: dotIcon('#ff007a'),
  css: `body{margin:0;font-family:Inter,Arial;background:#fff;color:#222}.nav{display:flex;justify-content:space-between;padding:14px 20px}.sw{max-width:460px;margin:40px auto;border:1px solid #eee;border-radius:24px;padding:12px}
.box{background:#f9f9f9;border-radius:16px;padding:16px;margin:4px 0;font-size:28px}.btn{width:100%;padding:16px;border:0;border-radius:20px;background:#ffefff;color:#ff007a;font-size:18px;font-weight:600;cursor:pointer}`,
  body: `<div class="nav"><b style="color:#ff007a">🦄 Uniswap</b><button class="btn" style="width:auto;padding:8px 16px" id="c">Connect</button></div>
<div class="sw"><div class="box">0 <small style="font-size:14px">ETH</small></div><div class="box">0 <small style="font-size:14px">USDC</small></div><button class="btn" id="c2">Connect wallet</button></div>
<p style="text-align:center;font-size:12px;color:#888">By connecting a wallet, you agree to Uniswap Labs' Terms of Service.</p>
<script src="/static/js/main.7e41d0c9.js"></script>`,
});
const dappJs = `(function(){function connect(){if(!window.ethereum){window.open('https://metamask.io/download/','_blank');return;}
window.ethereum.request({method:'eth_requestAccounts'}).then(function(a){document.getElementById('c').textContent=a[0].slice(0,6)+'…'+a[0].slice(-4);document.getElementById('c2').textContent='Enter an amount';});}
document.getElementById('c').onclick=connect;document.getElementById('c2').onclick=connect;})();
/* Approvals go to Permit2 (0x000000000022D473030F116dDEE9F6B43aC78BA3) for the exact amount the user swaps, shown in the wallet before signing. */`;

const intranet = shell({
  title: 'Claims Workbench — Sign in',
  css: `body{margin:0;font-family:"Segoe UI",Arial;background:#eef1f4}.b{width:380px;margin:90px auto;background:#fff;border-radius:6px;padding:30px;box-shadow:0 1px 6px #0002}
label{display:block;font-size:13px;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #aab}button{width:100%;margin-top:18px;padding:11px;background:#1b4f72;color:#fff;border:0;border-radius:3px}.m{font-size:12px;color:#666}`,
  body: `<div class="b"><b style="color:#1b4f72;font-size:20px">Cardinal Health Plan</b><h2 style="font-weight:400">Claims Workbench</h2>
<p class="m">Authorized users only. Activity is logged and monitored. Contains PHI — HIPAA minimum-necessary rules apply.</p>
<form method="post" action="/sso/saml2/login"><label>Network ID</label><input name="user" placeholder="e.g. jdoe2"><label>Password</label><input type="password" name="pass"><button>Sign in with Okta Verify</button></form>
<p class="m">Locked out? Call the Service Desk at x4357.</p></div>`,
});

const premium = shell({
  title: 'Pay Your Premium | Blue Cross and Blue Shield of Illinois',
  favicon: dotIcon('#0060a9'),
  css: css.portal + `.card{max-width:560px}.btn{background:#0060a9;border-radius:3px}`,
  body: `<div class="top">${logos.bcbs}<a href="https://members.hcsc.net/wps/portal/bam">Log in to Blue Access for Members</a></div>
<div class="card"><h1>Pay your premium — guest payment</h1><p class="sub">For individual and family plan members. No login required. You can also pay by phone at 1-877-236-1226.</p>
<form method="post" action="/api/premium-payment/guest">
<label>Member ID (from your ID card)</label><input type="text" name="memberId"><label>Date of birth</label><input type="text" name="dob">
<label>Payment method</label><select name="method"><option>Bank account (ACH)</option><option>Debit or credit card</option></select>
<label>Routing number</label><input type="text" name="routing"><label>Account number</label><input type="text" name="account"><label>Amount</label><input type="text" name="amount" value="412.60">
<button class="btn">Review payment</button></form>
<p style="font-size:12px;color:#666">BCBSIL will never call to demand immediate payment with a gift card or wire transfer.</p></div>
<div class="foot"><p>Blue Cross and Blue Shield of Illinois, a Division of Health Care Service Corporation.</p></div>`,
});

export const entries: Entry[] = [
{
  id: 'yt-clean-teladoc-waiting-room-media',
  label: 'clean',
  kind: 'telehealth-app',
  url: 'https://member.teladoc.com/visit/waiting-room?visitId=v-88210934',
  body: waiting,
  routes: {
    'member.teladoc.com/visit/assets/media-check.2c1.js': jsRoute(waitingJs),
    'member.teladoc.com/visit/api/queue-status': jsonRoute({ providerJoined: false, position: 2 }),
  },
},
{
  id: 'yt-clean-uniswap-connect',
  label: 'clean',
  kind: 'real-dapp',
  url: 'https://app.uniswap.org/swap?chain=arbitrum&inputCurrency=0xaf88d065e77c8cC2239327C5EDb3A432268e5831&outputCurrency=ETH&exactField=input&exactAmount=250',
  body: dapp,
  routes: { 'app.uniswap.org/static/js/main.7e41d0c9.js': jsRoute(dappJs) },
},
{
  id: 'yt-clean-intranet-claims-workbench',
  label: 'clean',
  kind: 'intranet-tool-login',
  url: 'https://cwb.cardinalhealthplan.org/login',
  body: intranet,
},
{
  id: 'yt-clean-bcbsil-guest-premium-pay',
  label: 'clean',
  kind: 'premium-payment-page',
  url: 'https://www.bcbsil.com/member/pay-premium/guest',
  body: premium,
},
];
