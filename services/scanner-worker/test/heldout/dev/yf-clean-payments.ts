import { type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';

// Invoice, bill and delivery pages of real suppliers and services.

export const entries: Entry[] = [
  {
    id: 'yf-clean-quickbooks-connect-invoice-ca',
    label: 'clean',
    kind: 'supplier-invoice-own-domain',
    url: 'https://connect.intuit.com/portal/app/CommerceNetwork/view/scs-v1-4e6f8a0c2b4d4e6f8a0c2b4d4e6f8a0c9f1e3d5c7b9a?locale=en_CA',
    body: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Invoice 2218 from Okanagan Office Supply Ltd.</title>
<style>
body{margin:0;font-family:Avenir,"Helvetica Neue",Arial,sans-serif;background:#eceef1;color:#393a3d}
.bar{background:#fff;height:56px;display:flex;align-items:center;justify-content:space-between;padding:0 24px;border-bottom:1px solid #d4d7dc}
.g{max-width:1000px;margin:24px auto;display:flex;gap:24px;padding:0 16px;flex-wrap:wrap}
.a,.b{background:#fff;border-radius:4px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:24px}.a{flex:1.3;min-width:300px}.b{flex:1;min-width:280px}
.amt{font-size:34px;font-weight:700}
table{width:100%;border-collapse:collapse;font-size:14px;margin-top:16px}td{padding:8px 0;border-bottom:1px solid #eee}
.opt{border:1px solid #babec5;border-radius:4px;padding:12px;margin:8px 0;display:flex;justify-content:space-between;font-size:15px}
button{width:100%;margin-top:12px;padding:12px;background:#2ca01c;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:600}
.muted{font-size:13px;color:#6b6c72}
</style></head>
<body>
<div class="bar"><b>Okanagan Office Supply Ltd.</b><span class="muted">Secured by intuit quickbooks</span></div>
<div class="g">
<div class="a">
<div class="muted">INVOICE 2218 &middot; DUE 2024-04-20</div>
<div class="amt">CA$1,206.24</div>
<p>Bill to: SmileWorks Dental, 1440 Ellis St, Kelowna BC</p>
<table><tr><td>Copy paper, 10 cases</td><td style="text-align:right">$489.90</td></tr><tr><td>Toner HP 58X (4)</td><td style="text-align:right">$587.96</td></tr><tr><td>GST 5% + PST 7%</td><td style="text-align:right">$128.38</td></tr></table>
<p class="muted" style="margin-top:14px"><a href="/portal/app/CommerceNetwork/view/scs-v1-4e6f8a0c2b4d4e6f8a0c2b4d4e6f8a0c9f1e3d5c7b9a/pdf?locale=en_CA">Download PDF</a></p>
</div>
<div class="b">
<h3 style="margin-top:0">Payment method</h3>
<div class="opt"><span>Bank transfer (EFT)</span><span class="muted">Free</span></div>
<div class="opt"><span>Credit card</span><span class="muted">Visa, Mastercard, Amex</span></div>
<button>Review and pay</button>
<p class="muted">You won't be charged until you confirm on the next screen. No Intuit account is required to pay this invoice.</p>
</div>
</div>
</body></html>`,
  },
  {
    id: 'yf-clean-nzpost-tracking-duties-payable',
    label: 'clean',
    kind: 'parcel-tracking-own-domain',
    url: 'https://www.nzpost.co.nz/tools/tracking/item/LX118204937NL',
    body: `<!DOCTYPE html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Track your item | NZ Post</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f5f5f5;color:#222}
.h{background:#fff;border-bottom:4px solid #e4002b;padding:14px 5%;font-weight:bold;color:#e4002b;font-size:20px}
.c{max-width:760px;margin:24px auto;background:#fff;padding:26px;border-radius:4px}
.due{background:#fff6e5;border:1px solid #f3c26b;padding:14px;margin:14px 0;border-radius:4px}
.btn{display:inline-block;background:#e4002b;color:#fff;text-decoration:none;padding:10px 22px;border-radius:3px;margin-top:8px}
ul{line-height:1.9;font-size:14px}
.muted{font-size:13px;color:#666}
</style></head>
<body>
<div class="h">NZ Post</div>
<div class="c">
<div class="muted">Tracking number</div><h2 style="margin:4px 0">LX118204937NL</h2>
<p>From Netherlands &middot; Inbound international</p>
<div class="due"><b>Charges payable: NZD $31.60</b><br>This item has been assessed by New Zealand Customs Service. GST and the Customs import entry transaction fee must be paid before we can deliver it.<br><a class="btn" href="https://www.nzpost.co.nz/tools/tracking/item/LX118204937NL/pay-charges">Pay charges</a></div>
<ul><li>12 Apr &ndash; Held pending payment of charges, Auckland International Mail Centre</li><li>10 Apr &ndash; Arrived in New Zealand</li><li>6 Apr &ndash; Departed origin country</li></ul>
<p class="muted">Why am I being charged? Items valued over NZD $1,000, or goods subject to duty, attract GST and fees. <a href="https://www.nzpost.co.nz/personal/receiving/customs-charges">Learn about customs charges</a>. You can also pay at any NZ Post store. We'll never ask you to pay through a link in a text message.</p>
</div>
</body></html>`,
  },
  {
    id: 'yf-clean-linkt-pay-toll-notice-sydney',
    label: 'clean',
    kind: 'bill-payment-own-domain',
    url: 'https://www.linkt.com.au/using-toll-roads/pay-a-toll-notice/sydney?notice=TN104418820',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pay a toll notice | Linkt Sydney</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f3f3f3;color:#1e1e1e}
.h{background:#4c2a85;color:#fff;padding:16px 5%;font-size:24px;font-weight:bold}
.c{max-width:620px;margin:24px auto;background:#fff;padding:26px;border-radius:8px}
label{display:block;font-size:14px;font-weight:bold;margin:14px 0 6px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;border-radius:4px;font-size:16px}
button{margin-top:18px;background:#ff5f00;color:#fff;border:0;border-radius:24px;padding:12px 30px;font-size:16px;font-weight:bold}
.muted{font-size:13px;color:#555}
.info{background:#f7f3fd;border-radius:6px;padding:12px 14px;font-size:14px;margin-top:16px}
</style></head>
<body>
<div class="h">linkt</div>
<div class="c">
<h1 style="margin-top:0;font-size:26px">Pay a toll notice</h1>
<p>Enter the toll notice number and the vehicle registration shown on the notice we posted to you. We'll show you the trips and amount owing.</p>
<form method="post" action="/using-toll-roads/pay-a-toll-notice/sydney/lookup">
<label>Toll notice number</label><input name="noticeNumber" value="TN104418820">
<label>Vehicle registration</label><input name="rego" maxlength="7">
<label>State</label><input name="state" value="NSW">
<button type="submit">Find notice</button>
</form>
<div class="info"><b>About scam texts:</b> Linkt sends toll notices by post to the registered owner. If you get a text about an "unpaid toll" with a link, don't click it. Check your account by logging in at linkt.com.au or in the Linkt app.</div>
<p class="muted" style="margin-top:16px">Questions? Call 13 33 31.</p>
</div>
</body></html>`,
    routes: {
      'www.linkt.com.au/using-toll-roads/pay-a-toll-notice/sydney/lookup': jsonRoute({ error: 'Vehicle registration is required' }, 400),
    },
  },
];
