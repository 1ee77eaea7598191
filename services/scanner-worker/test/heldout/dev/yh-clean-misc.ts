import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-clean-careers24-job-listings',
  label: 'clean',
  kind: 'job-board',
  url: 'https://www.careers24.com/jobs/lc-gauteng/kw-bank-teller/',
  body: doc('Bank Teller jobs in Gauteng | Careers24', `
${gtag('G-7QK2M1ZC4P')}
<header><b>Careers24</b><nav><a>Find jobs</a><a>Career advice</a><a>Recruiters</a><a>Sign in</a></nav></header>
<div class="s"><input value="bank teller"><input value="Gauteng"><button>Search</button></div>
<main>
 <p>148 jobs found</p>
 <div class="job"><h3>Teller / Service Consultant</h3><p>Kalahari Mutual Bank · Sandton · Permanent</p><p>Matric with Maths; 1–2 years' cash-handling experience; FAIS credits advantageous.</p><a href="/jobs/adverts/2174419-teller-service-consultant-sandton/">View job</a></div>
 <div class="job"><h3>Branch Consultant (Contract)</h3><p>Placement Partners · Pretoria CBD · Contract</p><p>Assist clients with account openings, card replacements and digital onboarding.</p><a href="/jobs/adverts/2174502-branch-consultant-pretoria/">View job</a></div>
 <div class="job"><h3>Cash Centre Clerk</h3><p>Security Logistics SA · Germiston · Permanent</p><p>Shift work. Clear criminal record required.</p><a href="/jobs/adverts/2175011-cash-centre-clerk-germiston/">View job</a></div>
 <div class="adv"><b>Job-seeker safety:</b> Genuine employers never ask you to pay for an interview, training, medicals or uniforms. Report suspicious adverts to fraud@careers24.com.</div>
</main>
${cookieBar('/about/cookie-policy/')}`, {
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f6f8}header{display:flex;justify-content:space-between;padding:14px 24px;background:#00a5e0;color:#fff}header nav a{color:#fff;margin-left:14px}.s{display:flex;gap:8px;max-width:760px;margin:16px auto}.s input{flex:1;padding:9px}.s button{background:#ff6b00;color:#fff;border:0;padding:9px 18px}
main{max-width:760px;margin:0 auto}.job{background:#fff;padding:14px;margin:10px 0;border-radius:4px}.job h3{margin:0;color:#00628a}.adv{background:#fff8e1;padding:10px;font-size:13px}`,
  }),
},
{
  id: 'yh-clean-easyequities-signup-fsp',
  label: 'clean',
  kind: 'licensed-broker',
  url: 'https://www.easyequities.co.za/register',
  body: doc('Open an account | EasyEquities', `
${gtag('G-EZ4R8T2W1Q')}
<header><b>EasyEquities</b><nav><a>Invest</a><a>Pricing</a><a>Learn</a><a>Log in</a></nav></header>
<div class="w">
 <div class="pitch"><h1>Invest from R10</h1><p>Buy fractional shares in JSE and US companies, ETFs and unit trusts. Open a Tax-Free Savings Account in minutes.</p><p class="risk">Investing carries risk. The value of investments can go down as well as up, and past performance is not a guide to future returns.</p></div>
 <form method="post" action="/register/create">
  <h2>Create your account</h2>
  <label>First name</label><input name="firstName"><label>Surname</label><input name="lastName"><label>Email</label><input name="email" type="email"><label>Mobile number</label><input name="mobile"><label>Password</label><input name="password" type="password">
  <label class="c"><input type="checkbox"> I accept the terms and conditions and privacy policy</label>
  <button>Sign up</button>
 </form>
</div>
<footer>First World Trader (Pty) Ltd t/a EasyEquities is an authorised Financial Services Provider, FSP No 22588, and a member of the JSE.</footer>`, {
    css: 'body{margin:0;font-family:Arial,sans-serif}header{display:flex;justify-content:space-between;padding:14px 24px;background:#22b2ac;color:#fff}header nav a{color:#fff;margin-left:14px}.w{display:flex;gap:26px;max-width:900px;margin:30px auto}.pitch{flex:1}.risk{font-size:12px;color:#777}form{flex:1;background:#f7f7f7;padding:22px}label{display:block;font-size:13px;margin:8px 0 3px}input{width:100%;box-sizing:border-box;padding:9px}.c input{width:auto}button{margin-top:12px;width:100%;background:#22b2ac;color:#fff;border:0;padding:12px}footer{font-size:11px;color:#888;text-align:center;padding:20px}',
  }),
},
{
  id: 'yh-clean-bank-group-stokvel-savings-account',
  label: 'clean',
  kind: 'bank-product-page',
  url: 'https://www.kalaharimutual.co.za/personal/save-and-invest/group-savings-stokvel-account',
  body: doc('Stokvel Group Savings Account | Kalahari Mutual Bank', `
<div class="hd">${wordmark('Kalahari Mutual', '#1d3f7a', { shape: 'shield', h: 30, w: 200 })}<nav><a>Personal</a><a>Business</a><a>Contact</a></nav></div>
<div class="hero"><h1>Stokvel Group Savings Account</h1><p>Save together, safely. A bank account in your stokvel's name with interest, multiple signatories and free SMS notifications to every member.</p></div>
<div class="c">
 <table><tr><th>Feature</th><th>Details</th></tr><tr><td>Interest</td><td>Tiered, from 5.25% p.a. (variable, linked to the repo rate)</td></tr><tr><td>Monthly fee</td><td>R0</td></tr><tr><td>Signatories</td><td>Up to 4, any 2 to approve withdrawals</td></tr><tr><td>Deposit insurance</td><td>Covered by CODI up to R100 000 per depositor</td></tr></table>
 <p><b>Know the signs of a fake "investment stokvel":</b> promises of guaranteed returns such as "R1 000 becomes R5 500 in 14 days", payment into a personal account, and rewards for recruiting members. These are pyramid schemes. Real stokvel savings earn bank interest, not multiples.</p>
 <a class="b" href="/personal/save-and-invest/group-savings-stokvel-account/apply">Open an account</a>
</div>
<footer>Kalahari Mutual Bank Limited is an authorised financial services provider and registered credit provider. Interest rates are subject to change.</footer>`, {
    css: 'body{margin:0;font-family:"Segoe UI",Arial,sans-serif}.hd{display:flex;justify-content:space-between;align-items:center;padding:10px 24px;border-bottom:3px solid #f2a900}.hd nav a{margin-left:14px}.hero{background:#1d3f7a;color:#fff;padding:30px 24px}.c{max-width:760px;margin:22px auto;padding:0 16px}table{width:100%;border-collapse:collapse}td,th{border:1px solid #ddd;padding:7px;text-align:left}.b{display:inline-block;background:#f2a900;padding:11px 24px;text-decoration:none;color:#000;margin-top:12px}footer{font-size:11px;color:#888;padding:20px;text-align:center}',
  }),
},
{
  id: 'yh-clean-luno-exchange-signin-own',
  label: 'clean',
  kind: 'crypto-exchange-own-domain',
  url: 'https://www.luno.com/wallet/login?locale=en-ZA',
  body: doc('Sign in | Luno', `
<div class="w">
 <div class="logo">${wordmark('Luno', '#0d3eff', { shape: 'circle', h: 34 })}</div>
 <h1>Sign in</h1>
 <form method="post" action="/wallet/login">
  <label>Email</label><input name="email" type="email" autocomplete="username">
  <label>Password</label><input name="password" type="password" autocomplete="current-password">
  <button>Sign in</button>
 </form>
 <p><a href="/wallet/reset">Forgot password?</a> · <a href="/wallet/signup">Create account</a></p>
 <p class="n">Luno is a licensed crypto asset service provider (FSP 53137). Luno staff will never ask for your password, 2FA code or to move your crypto to another wallet.</p>
</div>`, {
    css: 'body{margin:0;background:#f5f7ff;font-family:Inter,Arial,sans-serif}.w{max-width:380px;margin:60px auto;background:#fff;padding:28px;border-radius:12px}label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #ccd;border-radius:8px}button{margin-top:14px;width:100%;background:#0d3eff;color:#fff;border:0;padding:12px;border-radius:8px}.n{font-size:12px;color:#667}',
  }),
},
{
  id: 'yh-clean-hardware-wallet-setup-recovery-sheet',
  label: 'clean',
  kind: 'crypto-wallet-help',
  url: 'https://trezor.io/learn/a/how-to-create-a-wallet-backup',
  body: doc('How to create a wallet backup | Trezor', `
<header><b>Trezor</b><nav><a>Products</a><a>Learn</a><a>Support</a></nav></header>
<article>
 <h1>How to create a wallet backup</h1>
 <p>When you create a new wallet in Trezor Suite, your device shows a <b>wallet backup</b> (recovery seed) of 20 or 24 words. It is the only way to recover your funds if the device is lost or damaged.</p>
 <ol><li>Write the words, in order, on the recovery seed card that came in the box.</li><li>Confirm the words on the device when asked.</li><li>Store the card somewhere safe and offline.</li></ol>
 <div class="warn"><b>Never</b> type your recovery seed into a computer, phone or website, or share it with anyone – including someone claiming to be Trezor support. Trezor will never ask for your seed. The only place you ever enter it is on the Trezor device itself during recovery.</div>
 <p>Phishing sites often claim your wallet must be "validated", "synchronised" or "rectified". These are scams.</p>
</article>`, {
    css: 'body{margin:0;font-family:Arial,sans-serif}header{display:flex;justify-content:space-between;padding:14px 24px;background:#0f6148;color:#fff}header nav a{color:#fff;margin-left:14px}article{max-width:720px;margin:24px auto;padding:0 16px;line-height:1.6}.warn{background:#fdecea;border-left:4px solid #c62828;padding:12px}',
  }),
},
{
  id: 'yh-clean-bank-pricing-guide-pdf',
  label: 'clean',
  kind: 'document-download',
  url: 'https://www.absa.co.za/content/dam/south-africa/absa/pdf/rates-and-fees/personal-banking-pricing-guide-2025.pdf',
  routes: {
    'www.absa.co.za/content/dam/south-africa/absa/pdf/rates-and-fees/personal-banking-pricing-guide-2025.pdf': fileRoute('%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length 88>>stream\nBT /F1 18 Tf 60 780 Td (Absa Personal Banking Pricing Guide 2025) Tj 0 -30 Td (Effective 1 January 2025) Tj ET\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'application/pdf'),
  },
},
{
  id: 'yh-clean-ithuba-lotto-results',
  label: 'clean',
  kind: 'lottery-results',
  url: 'https://www.nationallottery.co.za/results/lotto',
  body: doc('Lotto Results | National Lottery', `
<header><b>National Lottery</b><nav><a>Results</a><a>Games</a><a>Winners</a><a>Play responsibly</a></nav></header>
<main>
 <h1>Lotto results</h1>
 <p>Draw 2521 · Wednesday</p>
 <div class="balls"><span>07</span><span>13</span><span>22</span><span>31</span><span>44</span><span>50</span><span class="bonus">18</span></div>
 <table><tr><th>Division</th><th>Winners</th><th>Payout</th></tr><tr><td>Div 1</td><td>0</td><td>R0.00 (rollover)</td></tr><tr><td>Div 2</td><td>2</td><td>R98 412.60</td></tr><tr><td>Div 3</td><td>41</td><td>R4 811.30</td></tr></table>
 <p class="n">You can only win if you bought a ticket. The National Lottery does not run SMS or WhatsApp draws and never asks winners to pay a fee to claim a prize. Only persons 18 and older may play.</p>
</main>`, {
    css: 'body{margin:0;font-family:Arial,sans-serif}header{display:flex;justify-content:space-between;padding:14px 24px;background:#e31e24;color:#fff}header nav a{color:#fff;margin-left:14px}main{max-width:720px;margin:22px auto;padding:0 16px}.balls span{display:inline-block;width:44px;height:44px;line-height:44px;text-align:center;border-radius:50%;background:#ffd400;margin:4px;font-weight:bold}.balls .bonus{background:#e31e24;color:#fff}table{width:100%;border-collapse:collapse}td,th{border:1px solid #ddd;padding:6px}.n{font-size:12px;color:#666}',
  }),
},
];
