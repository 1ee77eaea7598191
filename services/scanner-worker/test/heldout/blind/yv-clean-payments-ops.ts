import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { CSS, LOGO, doc, jsR, jsonR, naira } from '../parts/yv-kit.js';

const customsPay = doc({
  title: 'Nigeria Customs Service | Duty Payment (e-Payment)',
  css: `${CSS.reset}body{background:#f1f5f1}.h{background:#006400;color:#fff;padding:12px 30px;display:flex;gap:12px;align-items:center}.c{max-width:680px;margin:24px auto;background:#fff;padding:26px}${CSS.field}.b{background:#006400;color:#fff;border:0;padding:12px 28px;margin-top:16px}.n{font-size:13px;background:#f7f7f7;padding:12px;margin-top:14px}`,
  body: `<div class="h">${LOGO.coat}<b>NIGERIA CUSTOMS SERVICE &mdash; Trade Portal</b></div>
<div class="c"><h2>Pay assessed duty</h2><form method="post" action="/epayment/assessment/lookup"><label>Assessment / SGD number</label><input name="sgd" placeholder="e.g. C 12345"><label>Customs command</label><select name="cmd"><option>Apapa</option><option>Tin Can Island</option><option>PTML</option><option>MMIA (Airport)</option><option>Onne</option></select><label>Importer TIN</label><input name="tin"><button class="b">Generate payment reference</button></form>
<div class="n">Duties are paid only through designated banks or Remita using the reference generated on this portal. NCS officers will never ask you to pay into a personal or "clearing agent" account, and NCS does not release consignments of cash or jewellery sent by "friends abroad".</div></div>`,
});

const status = doc({
  title: 'Moniepoint Status',
  css: `${CSS.reset}body{background:#fafbfc}.c{max-width:820px;margin:0 auto;padding:30px 20px}.ok{background:#2fcc66;color:#fff;padding:16px;border-radius:6px;font-weight:600}.comp{display:flex;justify-content:space-between;background:#fff;border:1px solid #e3e8ee;padding:14px;margin-top:-1px}.g{color:#2fcc66}.y{color:#f1c40f}.inc{background:#fff;border:1px solid #e3e8ee;padding:16px;margin-top:20px;font-size:14px}`,
  body: `<div class="c">${LOGO.moniepoint}<div class="ok" style="margin-top:20px">Partial degradation: NIP transfers to some banks</div><br>
<div class="comp"><span>POS card transactions</span><span class="g">Operational</span></div><div class="comp"><span>Transfers (NIP) &mdash; outbound</span><span class="y">Degraded performance</span></div><div class="comp"><span>Mobile app &amp; web</span><span class="g">Operational</span></div><div class="comp"><span>USSD *5573#</span><span class="g">Operational</span></div><div class="comp"><span>Agent settlements</span><span class="g">Operational</span></div>
<div class="inc"><b>Investigating &mdash; Sep 18, 10:42 WAT</b><br>Some transfers to two partner banks are delayed. Funds are not lost; delayed transfers will complete or be reversed automatically. You do not need to re-activate your terminal or share any details with anyone who calls you about this incident.</div></div>
<script>setTimeout(function(){location.reload();},120000);</script>`,
});

const fraudOps = doc({
  title: 'FraudOps Console - Takedown Queue',
  css: `${CSS.reset}body{background:#f4f6f9;font-size:14px}.side{position:fixed;top:0;bottom:0;left:0;width:200px;background:#1b2437;color:#cfd6e4;padding:20px}.side a{display:block;color:#cfd6e4;text-decoration:none;margin:10px 0}.m{margin-left:220px;padding:24px}table{width:100%;background:#fff;border-collapse:collapse}td,th{padding:9px 10px;border-bottom:1px solid #eef1f5;text-align:left;vertical-align:top}code{font-size:12px;background:#f1f3f7;padding:1px 4px}.tag{font-size:11px;border-radius:3px;padding:1px 6px;background:#fde2e1;color:#a1221b}.tag.d{background:#e3f6e8;color:#1f7a3a}.f{display:flex;gap:8px;margin-bottom:14px}.f input{flex:1;padding:8px}`,
  body: `<div class="side"><b>KolaPay FraudOps</b><a href="/cases">Cases</a><a href="/takedowns">Takedowns</a><a href="/iocs">IOCs</a><a href="/mule-accounts">Mule accounts</a><a href="/reports">Reports</a><p style="font-size:12px;margin-top:40px">Signed in as a.okonkwo (SSO)</p></div>
<div class="m"><h2>Takedown queue</h2><form class="f" method="get" action="/takedowns"><input name="q" placeholder="Search domain, bot token, account number"><button>Search</button></form>
<table><tr><th>Reported</th><th>Indicator (defanged)</th><th>Brand</th><th>Exfil</th><th>Status</th></tr>
<tr><td>18 Sep 09:12</td><td><code>hxxps://kolapay-wallet-verify[.]online/login</code></td><td>KolaPay</td><td>Telegram bot <code>70312849..:AAFq…</code>, chat <code>-10022880…</code></td><td><span class="tag">Registrar notified</span></td></tr>
<tr><td>17 Sep 16:40</td><td><code>hxxps://kolapay-bonus-2025.blogspot[.]com/claim.html</code></td><td>KolaPay</td><td>Google Apps Script <code>AKfycbx…/exec</code></td><td><span class="tag d">Taken down</span></td></tr>
<tr><td>17 Sep 11:05</td><td>WhatsApp +234 907 112 3348 ("customs release")</td><td>&mdash;</td><td>Mule: Moniepoint 6294…8827</td><td><span class="tag">Mule flagged to NIBSS</span></td></tr>
<tr><td>16 Sep 08:51</td><td><code>hxxps://kolapay-app-update.apk-center[.]site/KolaPay_4.2.apk</code></td><td>KolaPay</td><td>APK with SMS + accessibility permissions</td><td><span class="tag">Sample sent to Google Play Protect</span></td></tr></table>
<p style="font-size:12px;color:#888">Internal use only. Do not open indicators outside the analysis sandbox.</p></div>`,
});

export const entries: Entry[] = [
  { id: 'yv-clean-customs-epayment-duty-portal', label: 'clean', kind: 'government-payment', url: 'https://trade.customs.gov.ng/epayment/assessment', body: customsPay },
  { id: 'yv-clean-moniepoint-status-degraded', label: 'clean', kind: 'status-page', url: 'https://status.moniepoint.com/?component=nip-transfers', body: status },
  {
  id: 'yv-clean-fraudops-intranet-takedown-queue',
  label: 'clean',
  kind: 'intranet-tool',
  url: 'https://fraudops.intra.kolapay.ng/',
  routes: {
    'fraudops.intra.kolapay.ng/': redirectRoute(302, 'https://fraudops.intra.kolapay.ng/takedowns'),
    'fraudops.intra.kolapay.ng/takedowns': htmlRoute(fraudOps),
  },
},
];
