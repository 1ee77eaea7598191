import { htmlRoute, type Entry } from '../entry.js';
import { page, PH, seal, peso, esc } from '../parts/yw-kit.js';

export const entries: Entry[] = [
  {
    id: 'yw-clean-hk-helper-agency-lawful-fees',
    label: 'clean',
    kind: 'licensed-recruitment-agency',
    url: 'https://www.kalinga-employment.com.hk/en/for-applicants/fees',
    body: page({
      title: 'Fees for Filipino Domestic Helpers — Kalinga Employment Agency (HK)',
      css: 'body{font-family:Arial,sans-serif;background:#fff;color:#222}.h{background:#00695c;color:#fff;padding:14px 20px}.w{max-width:780px;margin:0 auto;padding:24px;line-height:1.6}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #ccc;padding:7px}th{background:#e0f2f1}',
      body: `<div class="h"><b>Kalinga Employment Agency</b> · HK Labour Department Licence No. 58731 · Philippine partner: DMW-licensed agency (DMW-210-LB-030322-R)</div>
<div class="w"><h1>What you pay — and what you don't</h1><p>Hong Kong law limits what an employment agency can charge a job-seeker. We follow the Employment Agency Regulations (Cap. 57A) and DMW rules.</p>
<table><tr><th>Item</th><th>Who pays</th></tr><tr><td>Commission to HK agency</td><td>Helper: at most 10% of the first month's salary (HK$505 on the Minimum Allowable Wage of HK$5,050)</td></tr><tr><td>Placement fee in the Philippines</td><td><b>None</b> — prohibited for household service workers</td></tr><tr><td>Visa fee, insurance, airfare</td><td>Employer</td></tr><tr><td>Medical examination, OWWA, PhilHealth</td><td>Employer / as required by DMW</td></tr></table>
<p>Pay only at our office against an official receipt. We never ask for payment through GCash to a personal name, and we never ask you to travel on a tourist visa.</p><p>Report overcharging to the Labour Department's Employment Agencies Administration (2115 3667) or to the Migrant Workers Office in Hong Kong.</p></div>`,
    }),
  },
  {
    id: 'yw-clean-dmw-verify-agency-search',
    label: 'clean',
    kind: 'government-lookup-tool',
    url: 'https://dmw.gov.ph/verify-agency?q=maple+leaf+global+manpower&yw=s',
    routes: {
      'dmw.gov.ph/verify-agency': htmlRoute(
        page({
          title: 'Verify Licensed Recruitment Agencies — DMW',
          css: 'body{font-family:Arial,sans-serif;background:#f4f6fb;color:#1a1a1a}.h{background:#0b3d91;color:#fff;padding:12px 20px;display:flex;gap:10px;align-items:center}.w{max-width:820px;margin:20px auto;background:#fff;padding:22px;border-radius:8px}.sr{display:flex;gap:8px}.sr input{flex:1;padding:10px;border:1px solid #c5cfe0;border-radius:6px}.sr button{padding:10px 20px;background:#0b3d91;color:#fff;border:0;border-radius:6px}.nr{background:#fdecea;border:1px solid #f5b7b1;border-radius:6px;padding:12px;margin-top:14px}table{width:100%;border-collapse:collapse;font-size:13px;margin-top:14px}td,th{border:1px solid #ddd;padding:6px}',
          body: `<div class="h">${seal({ ...PH.dswd, name: 'Department of Migrant Workers' }, 'DMW', 42)}<b>Verify Licensed Recruitment Agencies</b></div>
<div class="w"><form class="sr" method="get" action="/verify-agency"><input name="q" value="maple leaf global manpower"><button>Search</button></form>
<div class="nr"><b>No licensed agency found</b> for "maple leaf global manpower". This entity is not licensed by the DMW. See Advisory No. 118, s. 2025.</div>
<h3>Similar names (licensed)</h3><table><tr><th>Agency</th><th>License No.</th><th>Status</th><th>Validity</th></tr><tr><td>MAPLE INTERNATIONAL MANPOWER SERVICES, INC.</td><td>DMW-143-LB-061519-R</td><td>Valid</td><td>2027-06-15</td></tr><tr><td>LEAF HUMAN RESOURCES CORP.</td><td>DMW-302-LB-010823-R</td><td>Suspended</td><td>—</td></tr></table>
<p style="font-size:12px;color:#555">Always check the license number, the approved job order and the agency's official address. Hotline 1348.</p></div>`,
        }),
      ),
    },
  },
  {
    id: 'yw-clean-fraudops-case-phishing-domains',
    label: 'clean',
    kind: 'intranet-fraud-tool',
    url: 'https://fraudops.padalapay.com.ph/cases/FRD-2025-11873',
    body: page({
      title: 'FRD-2025-11873 · Smishing wave: GCash/BDO look-alikes — Fraud Ops Console',
      css: 'body{font-family:"Segoe UI",Arial,sans-serif;background:#f3f4f6;color:#111827;font-size:14px}.nv{background:#111827;color:#fff;padding:10px 16px;display:flex;justify-content:space-between}.w{max-width:1000px;margin:16px auto;display:grid;grid-template-columns:2fr 1fr;gap:14px}.c{background:#fff;border-radius:8px;padding:16px}table{width:100%;border-collapse:collapse;font-size:13px}td,th{border-bottom:1px solid #e5e7eb;padding:6px;text-align:left}code{font-family:Consolas,monospace;font-size:12px;background:#f3f4f6;padding:1px 4px}.pill{display:inline-block;border-radius:10px;padding:1px 8px;font-size:11px}.tk{background:#dcfce7;color:#166534}.pd{background:#fef3c7;color:#92400e}.nt{border-left:3px solid #6366f1;padding-left:10px;margin:8px 0}',
      body: `<div class="nv"><b>PadalaPay · Fraud Ops Console</b><span>analyst: jdelacruz · Trust &amp; Safety</span></div>
<div class="w"><div class="c"><h2 style="margin-top:0">FRD-2025-11873 · Smishing wave: GCash / BDO / parcel look-alikes</h2><p>Severity: <b>High</b> · Opened 09 Nov 2025 · 214 customer reports · Est. exposure ${peso(1840000)}</p>
<table><tr><th>Indicator</th><th>Brand</th><th>Kit behaviour</th><th>Takedown</th></tr>
${[
  ['gcash-verify.ph-account[.]com', 'GCash', 'mobile → OTP → MPIN, Telegram exfil', 'tk', 'Taken down'],
  ['bdo-onlinebanking.ph-secure-verify[.]xyz', 'BDO', 'User ID/password + OTP, posts to proc/next.php', 'pd', 'Registrar notified'],
  ['xn--bd-gmc.com[.]ph', 'BDO Pay', 'punycode look-alike, passcode via sendBeacon', 'pd', 'Pending'],
  ['jntph[.]cc → redelivery-fee[.]top', 'J&T', '₱38 fee card harvest', 'tk', 'Taken down'],
  ['gcash-web.verify-human[.]top', 'GCash', 'fake CAPTCHA, Win+R PowerShell', 'pd', 'Reported to CICC'],
]
  .map(([d, b, k, c, s]) => `<tr><td><code>${d}</code></td><td>${b}</td><td>${k}</td><td><span class="pill ${c}">${s}</span></td></tr>`)
  .join('')}</table>
<h3>Analyst notes</h3><div class="nt">Victims report the SMS text: <i>${esc('"GCash: Your account has been temporarily limited… Verify now to avoid suspension"')}</i>. Kit asks for the 6-digit authentication code then the 4-digit MPIN.</div><div class="nt">Action: force MPIN reset for 63 accounts that logged in from the kit's IP ranges; block beneficiary wallets listed in attachment.</div></div>
<div class="c"><h3 style="margin-top:0">Actions</h3><form method="post" action="/cases/FRD-2025-11873/actions"><label><input type="checkbox" name="notify" checked> Push in-app advisory to affected users</label><br><label><input type="checkbox" name="block"> Add domains to SMS sender filter</label><br><br><textarea name="comment" rows="4" style="width:100%" placeholder="Add comment"></textarea><button style="margin-top:8px;padding:8px 16px">Save</button></form></div></div>`,
    }),
  },
  {
    id: 'yw-clean-shopee-affiliate-program',
    label: 'clean',
    kind: 'legit-commission-program',
    url: 'https://affiliate.shopee.ph/?utm_source=landing&yw=aff',
    body: page({
      title: 'Shopee Affiliate Program — Earn commission by sharing products',
      css: 'body{font-family:Roboto,Arial,sans-serif;background:#fff;color:#222}.hero{background:#ee4d2d;color:#fff;padding:40px 24px;text-align:center}.hero h1{margin:0;font-size:32px}.w{max-width:860px;margin:0 auto;padding:24px;line-height:1.6}.st{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}.st div{background:#fff5f2;border-radius:10px;padding:14px}.b{display:inline-block;background:#fff;color:#ee4d2d;padding:12px 28px;border-radius:4px;text-decoration:none;font-weight:bold;margin-top:14px}',
      body: `<div class="hero"><h1>Earn up to 10% commission</h1><p>Share Shopee products on Facebook, TikTok, Instagram and YouTube. Earn when your followers buy.</p><a class="b" href="/signup">Join for free</a></div>
<div class="w"><div class="st"><div><b>1. Sign up</b><br>Use your Shopee account. Approval within 3 working days.</div><div><b>2. Share links</b><br>Generate affiliate links for any product.</div><div><b>3. Get paid</b><br>Commission is paid monthly to your bank or ShopeePay once it reaches ₱100.</div></div>
<h3>Good to know</h3><ul><li>Joining is <b>free</b>. Shopee never asks affiliates to deposit money, "recharge" or buy products to unlock commissions.</li><li>Commission is only earned on completed orders, not on likes or reviews.</li><li>Payouts are subject to withholding tax as required by the BIR.</li></ul><p style="font-size:12px;color:#777">Shopee Philippines, Inc. · Terms of the Shopee Affiliate Program apply.</p></div>`,
    }),
  },
];
