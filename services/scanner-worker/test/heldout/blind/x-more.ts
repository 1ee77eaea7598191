import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { lnk, zip } from '../parts/x-apps.js';
import { analytics, cookieBar, doc, footer, imgRoute, js, json, qrBlock } from '../parts/x-kit.js';

export const entries: Entry[] = [
  {
  id: 'x-scam-refund-overpayment-fake-balance',
  label: 'scam',
  kind: 'refund',
  url: 'https://refund-desk-support.com/refund/portal?case=RF-58120',
  body: doc({
    title: 'Refund Portal – Case RF-58120',
    css: `body{background:#eef1f5}.h{background:#232f3e;color:#fff;padding:14px 22px}.w{max-width:620px;margin:22px auto;background:#fff;padding:24px;border-radius:6px}input{width:100%;padding:10px;margin:5px 0 12px;border:1px solid #aab}#ov{display:none;position:fixed;inset:0;background:rgba(0,0,0,.6)}#ov div{background:#fff;max-width:480px;margin:80px auto;padding:24px;border-radius:8px}.red{color:#c40000;font-weight:700}`,
    body: `<div class="h"><b>Customer Refund Department</b> · Prime Membership Services</div>
<div class="w"><h2>Cancel auto-renewal &amp; receive refund</h2><p>Your annual membership of <b>£79.99</b> was renewed today. Enter the refund amount as instructed by your agent on the phone, then connect the agent so they can process it.</p>
<label>Refund amount (£)</label><input id="amt" value="79.99"><label>Agent support ID</label><input value="RF-58120" readonly><button onclick="proc()" style="padding:11px 24px">Process refund</button>
<p style="font-size:12px;color:#888">Agent line: 0800 048 3391 (free)</p></div>
<div id="ov"><div><h3 class="red">⚠ Refund error: excess amount sent</h3><p>You entered <b id="x"></b> instead of £79.99. <b id="y"></b> has been transferred to your bank account by mistake.</p><p>This is a serious error and our company will be charged. You must return the excess today. Because your bank has flagged the refund, bank transfer is blocked — please return the excess using <b>Google Play or Apple gift cards</b> purchased at a local store, and read the codes to the agent.</p><p>Do not tell the shop staff what the cards are for, they may delay you.</p></div></div>
<script>function proc(){var a=parseFloat(document.getElementById('amt').value)||79.99;var wrong=a*100;document.getElementById('x').textContent='£'+wrong.toFixed(2);document.getElementById('y').textContent='£'+(wrong-79.99).toFixed(2);setTimeout(function(){document.getElementById('ov').style.display='block'},2500)}</script>`,
  }),
},
  {
  id: 'x-scam-fake-solicitor-inheritance-release-fee',
  label: 'scam',
  kind: 'fake-solicitor',
  url: 'https://whitfieldmorrow-chambers.co.uk/estates/claim.html',
  body: doc({
    title: 'Whitfield Morrow Chambers | Probate & Estates | Beneficiary Claim',
    css: `body{background:#f7f4ee;font-family:Georgia,serif}.h{background:#2b2118;color:#e8d9b5;padding:20px 30px;font-size:22px}.w{max-width:760px;margin:24px auto;background:#fff;padding:34px;border:1px solid #e0d6c2}table{border-collapse:collapse;width:100%}td{padding:8px;border-bottom:1px solid #eee}`,
    body: `<div class="h">Whitfield Morrow Chambers <small style="font-size:13px">· Barristers &amp; Solicitors · Est. 1974</small></div>
<div class="w"><h2>Unclaimed Estate of the late Mr. Harold J. Kearney</h2><p>Our chambers have been appointed executor of the estate of Mr. Harold James Kearney, a British national who passed away intestate in Toronto, Canada. Following a genealogical search you have been identified as a <b>next of kin beneficiary</b>.</p>
<table><tr><td>Estate value</td><td>£2,840,000.00</td></tr><tr><td>Your entitlement (40%)</td><td>£1,136,000.00</td></tr><tr><td>Reference</td><td>WMC/EST/77142</td></tr></table>
<p>Under the Administration of Estates Act, funds can only be released after the beneficiary pays the <b>Inheritance Tax Clearance Certificate fee of £3,950</b> and the Affidavit of Claim fee of £850. These cannot be deducted from the estate.</p>
<p>Please remit to our client escrow account: <b>Sort code 30-94-57, Account 66120493, WMC Client Account</b> and email proof to probate@whitfieldmorrow-chambers.co.uk. Kindly keep this matter strictly confidential until funds are released.</p>
<p>Yours faithfully,<br><i>Barrister Jonathan A. Whitfield, Esq.</i><br>Senior Partner</p>
<p style="font-size:11px;color:#777">Regulated by the Bar Standards Board. SRA ID 449812. 12 Lincoln's Inn Fields, London WC2A 3BP.</p></div>`,
  }),
},
  {
  id: 'x-scam-india-stock-tips-institutional-app',
  label: 'scam',
  kind: 'investment',
  url: 'https://sebi-vip-ipo-club.in-trade.app/join',
  body: doc({
    title: 'VIP Institutional Trading Account – IPO allotment guaranteed',
    css: `body{background:#0b132b;color:#fff;font-family:Arial}.w{max-width:420px;margin:0 auto;padding:20px}.c{background:#1c2541;border-radius:12px;padding:18px;margin:12px 0}.g{color:#5bd67a;font-weight:700}input{width:100%;padding:12px;border-radius:8px;border:0;margin:6px 0}.b{width:100%;padding:14px;background:#5bd67a;color:#0b132b;border:0;border-radius:8px;font-weight:800}`,
    body: `<div class="w"><h2>📈 Mentor Rakesh's VIP Club</h2><p>Institutional account · Block deals · Guaranteed IPO allotment · 30%+ monthly returns</p>
<div class="c"><b>Today's results (members)</b><br>TATAMOTORS block deal <span class="g">+18.4%</span><br>IPO: Vedansh Infra <span class="g">+92% listing gain</span><br>OTC discount: RELIANCE @ 14% below market <span class="g">+₹2.3L profit</span></div>
<div class="c"><h3>Join free — 37 seats left</h3><form action="/join/submit" method="post"><input name="name" placeholder="Name"><input name="mobile" placeholder="WhatsApp number"><input name="capital" placeholder="Investment capital (min ₹50,000)"><button class="b">Get institutional account</button></form><p style="font-size:12px">After joining, download our institutional app and deposit via UPI/IMPS to the company account shared by your assistant. SEBI Reg. INH000014429.</p></div>
<p style="font-size:11px;color:#8899aa">Investments in securities markets are subject to market risks. Read all documents carefully.</p></div>`,
  }),
  routes: { 'sebi-vip-ipo-club.in-trade.app/join/submit': htmlRoute('<!doctype html><meta charset="utf-8"><p>Thank you! Our assistant Ms. Priya will add you on WhatsApp within 10 minutes.</p>') },
},
  {
  id: 'x-clean-mercadopago-pix-cobranca-br',
  label: 'clean',
  kind: 'payment-request',
  url: 'https://www.mercadopago.com.br/checkout/v1/payment/redirect/pix?pref_id=1298344710-5c2f1a8e-3d4b-4f0a-9a2e-77c1b0d9e312',
  body: doc({
    lang: 'pt-BR',
    title: 'Mercado Pago – Pague com Pix',
    css: `body{background:#ededed;font-family:Arial}.c{max-width:460px;margin:30px auto;background:#fff;border-radius:8px;padding:26px;text-align:center}.cp{font-family:monospace;font-size:11px;word-break:break-all;background:#f5f5f5;padding:8px}.b{background:#009ee3;color:#fff;border:0;padding:12px 24px;border-radius:6px}`,
    body: `<div class="c"><h3>Livraria Café Paulista</h3><p>Pedido #88120 · 3 itens</p><h2>R$ 127,40</h2><p>Escaneie o QR code com o app do seu banco ou copie o código Pix.</p><div style="display:flex;justify-content:center;margin:12px 0">${qrBlock(12740)}</div>
<div class="cp" id="cp">00020126360014br.gov.bcb.pix0114+5511987654321520400005303986540512 7.405802BR5922LIVRARIA CAFE PAULISTA6009SAO PAULO62140510MP8812063047A2C</div><p><button class="b" onclick="navigator.clipboard.writeText(document.getElementById('cp').textContent)">Copiar código</button></p>
<p style="font-size:12px;color:#777">O pagamento é aprovado na hora. Este código expira em 30 minutos. Processado por Mercado Pago Instituição de Pagamento Ltda.</p></div>`,
  }),
},
  {
  id: 'x-clean-equity-bank-ke-online-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://equityonline.equitybank.co.ke/login',
  body: doc({
    title: 'Equity Online Banking | Login',
    head: analytics('G-EQTYKE'),
    css: `body{background:#f6eee8}.h{background:#a32a29;color:#fff;padding:14px 24px;display:flex;justify-content:space-between}.c{max-width:440px;margin:30px auto;background:#fff;padding:26px;border-radius:8px}input{width:100%;padding:11px;border:1px solid #bbb;border-radius:5px;margin:5px 0 13px}.b{width:100%;padding:12px;background:#a32a29;color:#fff;border:0;border-radius:5px}.t{font-size:13px;background:#fbf3ef;padding:12px;border-radius:6px}`,
    body: `<div class="h"><b>Equity</b><span>Online Banking · <a href="https://equitygroupholdings.com/ke/contact-us">Help</a></span></div>
<div class="c"><h2>Sign in</h2><form method="post" action="/login/authenticate"><label>Username</label><input name="username" autocomplete="username"><label>Password</label><input type="password" name="password" autocomplete="current-password"><button class="b">Sign in</button></form><p><a href="#">Forgot password?</a> · <a href="#">Register</a></p>
<div class="t">Equity will never ask for your PIN, password or OTP by phone, SMS or email. Report fraud on 0763 000 000 or fraud@equitybank.co.ke.</div></div>
${footer(['Privacy', 'Terms', 'Security', 'Contact'], 'Equity Bank (Kenya) Limited is regulated by the Central Bank of Kenya.')}`,
  }),
},
];
