import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, img } from '../parts/zb-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

const plain = `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f6f7f9;color:#222;line-height:1.55}.w{max-width:760px;margin:30px auto;background:#fff;padding:30px 36px;border:1px solid #e1e4e8}
input,select,textarea{width:100%;padding:9px;margin:5px 0;border:1px solid #bbb;border-radius:3px}button{background:#1565c0;color:#fff;border:0;padding:10px 22px;border-radius:3px}`;

export const entries: Entry[] = [
  {
    id: 'zb-scam-grant-award-processing-fee',
    label: 'scam',
    kind: 'grant-fee',
    url: 'https://global-research-excellence-fund.org/awards/2027/notification',
    body: doc({
      title: 'Global Research Excellence Fund – Award Notification 2027',
      css: plain + `.hd{background:#0d2b52;color:#fff;padding:20px 36px}.hd small{display:block;opacity:.8}.amt{font-size:28px;color:#0d7a3e;font-weight:bold}`,
      body: `<div class="hd"><b>GLOBAL RESEARCH EXCELLENCE FUND</b><small>Supporting early-career researchers since 1998 · Geneva · Washington · Singapore</small></div>
<div class="w"><h2>Congratulations! You have been selected</h2><p>Your institutional profile was nominated by the selection committee for the <b>2027 Early Career Research Grant</b>. This award is unrestricted and may be used for equipment, travel or salary.</p>
<p class="amt">USD 45,000.00</p><p>To release the grant funds to your account, a one-time <b>international processing and compliance fee of USD 350</b> must be paid within 7 days. The fee is refundable with the first disbursement.</p>
<form method="post" action="/awards/2027/claim"><input name="name" placeholder="Full name" required><input name="inst" placeholder="Institution" required><input name="email" placeholder="Email" required><input name="passport" placeholder="Passport or ID number" required>
<select name="pay"><option>Pay fee by card</option><option>Pay fee by Bitcoin (5% discount)</option><option>Pay fee by Western Union</option></select><button>Claim award</button></form>
<p style="font-size:11px;color:#888">GREF is a registered non-profit foundation. Award reference GREF/ECRG/27/1180. Do not share this notification.</p></div>`,
    }),
    routes: { 'global-research-excellence-fund.org/awards/2027/claim': htmlRoute('<!doctype html><title>Payment</title><h3>Complete the USD 350 processing fee</h3><p>Send USD 350 in BTC to bc1qg7r2x0m4k8w6v3n5y9t2p8l0s4d6f8h2j5k7q9 and upload the receipt.</p>') },
  },
  {
    id: 'zb-scam-tuition-discount-agent',
    label: 'scam',
    kind: 'tuition-fee',
    url: 'https://uk-tuition-pay-discount.com/northfield',
    body: doc({
      title: 'Pay your UK university tuition fees with 20% discount',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#fff}.hero{background:#0a2540;color:#fff;padding:40px;text-align:center}.hero h1{font-size:32px}.c{max-width:860px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px;padding:0 20px}
.card{border:1px solid #e3e3e3;border-radius:8px;padding:20px}input,select{width:100%;padding:10px;margin:5px 0;border:1px solid #ccc;border-radius:4px}button{background:#00b67a;color:#fff;border:0;padding:12px;width:100%;border-radius:4px;font-weight:bold}.s{color:#00b67a}`,
      body: `<div class="hero"><h1>Save up to 20% on your tuition fees</h1><p>Official payment partner for international students · Fast, safe, guaranteed · 12,000+ students served</p></div>
<div class="c"><div class="card"><h3>How it works</h3><ol><li>Send us your fee invoice and student ID.</li><li>Pay us 80% of your fees in your local currency or USDT.</li><li>We pay the full amount to your university within 48 hours.</li><li>Receive your official university receipt.</li></ol><p class="s">&#9733;&#9733;&#9733;&#9733;&#9733; "Saved £3,600 on my MSc fees!" – Wei L., Northfield</p>
<p style="font-size:12px;color:#777">Limited offer for January 2027 intake. Contact our agent on WeChat/WhatsApp: +44 7700 900 417</p></div>
<div class="card"><h3>Get your quote</h3><form method="post" action="/northfield/quote"><input name="sid" placeholder="Student ID" required><input name="uni" value="University of Northfield"><input name="amount" placeholder="Tuition amount (GBP)" required>
<input name="portal_user" placeholder="Student portal username"><input name="portal_pass" type="password" placeholder="Student portal password (to verify invoice)"><select name="cur"><option>Pay in CNY</option><option>Pay in INR</option><option>Pay in NGN</option><option>Pay in USDT</option></select><button>Get 20% discount</button></form></div></div>`,
    }),
    routes: { 'uk-tuition-pay-discount.com/northfield/quote': htmlRoute('<!doctype html><title>Quote</title><p>Your discounted amount is ready. Our agent will send you payment details on WhatsApp within 1 hour.</p>') },
  },
  {
    id: 'zb-scam-immigration-fine-intl-student',
    label: 'scam',
    kind: 'tuition-fee',
    url: 'https://ukvi-compliance-case.com/case/IS-55120-NF',
    body: doc({
      title: 'Student Visa Compliance – Case IS-55120-NF',
      css: plain + `.r{background:#fdecea;border-left:5px solid #c62828;padding:12px}.h{background:#000;color:#fff;padding:12px 36px;font-weight:bold}`,
      body: `<div class="h">Visa Compliance Enforcement Unit</div><div class="w"><h2>Case IS-55120-NF: Student visa irregularity</h2>
<div class="r">Our records show an irregularity in your Confirmation of Acceptance for Studies (CAS) and tuition payment records. Your visa is at risk of <b>immediate curtailment</b> and you may be subject to detention and removal.</div>
<p>You can resolve this case today by paying a <b>compliance bond of £1,850</b>. The bond is fully refundable once your records are verified. Do not discuss this case with your university, as this may be treated as obstruction.</p>
<form method="post" action="/case/IS-55120-NF/pay"><input name="name" placeholder="Full name as in passport" required><input name="passport" placeholder="Passport number" required><input name="brp" placeholder="BRP / eVisa share code"><input name="phone" placeholder="Phone number" required>
<select name="m"><option>Bank transfer</option><option>Cryptocurrency</option><option>Gift cards (Apple/Google Play)</option></select><button>Resolve case</button></form>
<p style="font-size:12px">An officer will call you to confirm payment. Stay on the line and do not hang up.</p></div>`,
    }),
    routes: { 'ukvi-compliance-case.com/case/IS-55120-NF/pay': htmlRoute('<!doctype html><title>Payment instructions</title><p>An officer will now contact you with payment instructions. Reference IS-55120-NF.</p>') },
  },
  {
    id: 'zb-scam-bolsa-pesquisa-pt',
    label: 'scam',
    kind: 'grant-fee',
    url: 'https://bolsas-pesquisa-internacional.com/candidatura/aprovada',
    body: doc({
      title: 'Bolsa de Pesquisa Internacional – Candidatura aprovada',
      lang: 'pt',
      css: plain,
      body: `<div class="w"><h2>Parabéns! A sua candidatura foi aprovada</h2><p>O Programa Internacional de Mobilidade Científica aprovou a sua bolsa de <b>doutoramento sanduíche</b> (12 meses, € 1.650/mês + passagens).</p>
<p>Para emissão da carta de concessão e do seguro obrigatório, é necessário o pagamento da <b>taxa administrativa de € 180</b> via PIX, MB Way ou transferência, no prazo de 72 horas.</p>
<form method="post" action="/candidatura/taxa"><input name="nome" placeholder="Nome completo" required><input name="cpf" placeholder="CPF / NIF" required><input name="email" placeholder="E-mail" required><select name="m"><option>PIX</option><option>MB Way</option><option>Transferência bancária</option></select><button>Gerar pagamento</button></form>
<p style="font-size:12px;color:#777">Dúvidas: WhatsApp +351 912 555 408 (Coordenação)</p></div>`,
    }),
    routes: { 'bolsas-pesquisa-internacional.com/candidatura/taxa': htmlRoute('<!doctype html><html lang=pt><title>PIX</title><p>Chave PIX: coordenacao@bolsas-pesquisa-internacional.com — Valor: € 180,00 — Envie o comprovativo por WhatsApp.</p></html>') },
  },
];
