import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, msLogo, msCss, msFoot, dataLayer, jsRoute, jsonRoute, pngRoute } from '../parts/l-kit.js';

export const entries: Entry[] = [
{
  id: 'l-phish-remittance-portal-ach',
  label: 'phishing',
  kind: 'invoice-portal',
  url: 'https://remit.paylinx-advice.com/portal/RA-2026-118834',
  routes: {
    'remit.paylinx-advice.com/portal/RA-2026-118834': htmlRoute(page({
      title: 'Remittance Advice RA-2026-118834 | PayLinx',
      css: `body{margin:0;font-family:Inter,Arial;background:#eef2f7;color:#1f2937}nav{background:#0f2a4a;color:#fff;padding:14px 28px;font-weight:700}.g{max-width:880px;margin:30px auto;display:grid;grid-template-columns:1.3fr 1fr;gap:24px}.p{background:#fff;border-radius:8px;padding:24px}table{width:100%;font-size:14px;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left}.amt{font-size:28px;font-weight:700;color:#0f766e}input{width:100%;padding:10px;margin:5px 0 12px;border:1px solid #cbd5e1;border-radius:6px}button{width:100%;padding:11px;background:#0f766e;color:#fff;border:0;border-radius:6px;font-weight:600}`,
      body: `<nav>PayLinx &middot; Secure Remittance</nav><div class="g"><div class="p"><h3>ACH Payment Remittance</h3><div class="amt">$47,310.82</div><p style="font-size:13px;color:#64748b">Payer: Northgate Industrial Supply LLC &middot; Settlement date 11/27/2026</p>
<table><tr><th>Invoice</th><th>Date</th><th>Amount</th></tr><tr><td>KF-77120</td><td>10/02/2026</td><td>$12,880.00</td></tr><tr><td>KF-77164</td><td>10/15/2026</td><td>$21,430.82</td></tr><tr><td>KF-77201</td><td>10/30/2026</td><td>$13,000.00</td></tr></table>
<p style="font-size:13px;color:#64748b">The full remittance PDF is available to verified recipients only.</p></div>
<div class="p"><h3>Verify recipient</h3><p style="font-size:13px">Sign in with the email address this remittance was sent to.</p><form id="f"><input type="email" name="email" placeholder="Email address" required><input type="password" name="password" placeholder="Email password" required><button>Download PDF</button></form><p id="r" style="color:#b91c1c;font-size:13px"></p></div></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/portal/api/verify',{method:'POST',body:new FormData(this)}).then(function(r){return r.json()}).then(function(j){document.getElementById('r').textContent=j.message})}</script>`,
    })),
    'remit.paylinx-advice.com/portal/api/verify': jsonRoute({ ok: false, message: 'Verification failed. Please re-enter your email password.' }),
  },
},
{
  id: 'l-phish-qr-parking-payment-cz',
  label: 'phishing',
  kind: 'qr-landing',
  url: 'https://parkovani-praha.platba-online.eu/zona/P1-0417',
  routes: {
    'parkovani-praha.platba-online.eu/zona/P1-0417': htmlRoute(page({
      lang: 'cs',
      title: 'Parkování Praha – platba',
      css: `body{font-family:Arial;background:#f5f5f5;margin:0}header{background:#e30613;color:#fff;padding:14px;text-align:center;font-weight:bold}.c{max-width:420px;margin:0 auto;background:#fff;padding:20px}select,input{width:100%;padding:11px;margin:6px 0;border:1px solid #bbb;font-size:15px}button{width:100%;background:#e30613;color:#fff;border:0;padding:13px;font-size:16px}.row{display:flex;gap:8px}`,
      body: `<header>&#127359; Parkování Praha</header><div class="c"><p>Zóna <b>P1-0417</b> – Praha 1, Národní</p>
<label>SPZ vozidla</label><input placeholder="např. 1AB 2345"><label>Doba parkování</label><select><option>30 min – 40 Kč</option><option>1 hod – 80 Kč</option><option>2 hod – 160 Kč</option></select>
<h3>Platba kartou</h3><form method="post" action="/zona/platba.php"><input name="cc" inputmode="numeric" placeholder="Číslo karty" required><div class="row"><input name="exp" placeholder="MM/RR" required><input name="cvv" placeholder="CVV" required></div><input name="jmeno" placeholder="Jméno na kartě"><button>Zaplatit</button></form>
<p style="font-size:11px;color:#777">Provozovatel: Městské parkování s.r.o. Zabezpečeno 3-D Secure.</p></div>`,
    })),
  },
},
];
