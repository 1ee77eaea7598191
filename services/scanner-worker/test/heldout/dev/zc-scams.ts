import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardFields, pngR, header, footer, grid, images, brandIcons, faviconTag, cookieBanner, dataLayer, metaPixel } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

// Fake escrow services, refund / chargeback recovery, investment shops, subscription traps, reseller and
// dropshipping schemes.

const ESC = 'safetrans-escrow.com';
const REC = 'chargeback-recovery-experts.com';
const RFD = 'remboursement-commande.fr-service.info';
const TSK = 'tokoku-mitra-reseller.id';
const DRP = 'dropship-empire-academy.com';
const REV = 'revenda-marcas-oficial.com.br';

export const entries: Entry[] = [
  {
    id: 'zc-escrow-fake-vehicle-transaction-en',
    label: 'scam',
    kind: 'fake-escrow',
    url: `https://${ESC}/transaction/ST-58310-VH`,
    body: doc({
      lang: 'en',
      title: 'SafeTrans Escrow – Transaction ST-58310-VH',
      head: faviconTag(ESC),
      css: 'body{background:#f4f7fb}.c{max-width:820px;margin:24px auto;background:#fff;padding:30px;border-radius:8px}.steps{display:flex;gap:8px}.steps div{flex:1;padding:10px;background:#e8eef7;font-size:12px;text-align:center;border-radius:4px}.steps .on{background:#1f4e99;color:#fff}',
      body: `${header({ brand: '🛡 SafeTrans Escrow', nav: ['How it works', 'Fees', 'Vehicles', 'Domains', 'Support'], bg: '#1f4e99', fg: '#fff', right: 'Buyer: Daniel Fischer' })}
<div class="c">
  <div class="steps"><div>1. Agreement</div><div class="on">2. Buyer pays SafeTrans</div><div>3. Seller ships</div><div>4. Inspection (5 days)</div><div>5. Seller paid</div></div>
  <h2>2019 Porsche Macan S – VIN WP1AB2A53KLB3****</h2>
  <table><tr><td>Seller</td><td>Richard Hale (verified ✔)</td></tr><tr><td>Vehicle price</td><td>$21,500.00</td></tr><tr><td>Escrow fee (paid by seller)</td><td>$0.00</td></tr><tr><td>Enclosed shipping (paid by seller)</td><td>$0.00</td></tr><tr><th>Amount to deposit</th><th>$21,500.00</th></tr></table>
  <h3>Wire instructions</h3>
  <p>Please send a domestic wire transfer within 24 hours. Your funds are held in a FDIC insured trust account and are not released to the seller until you approve the vehicle.</p>
  <table><tr><td>Beneficiary</td><td>RH Logistics Group LLC</td></tr><tr><td>Bank</td><td>Bank of America</td></tr><tr><td>Routing (ABA)</td><td>026009593</td></tr><tr><td>Account</td><td>4830 1192 7710</td></tr><tr><td>Memo</td><td>ST-58310-VH</td></tr></table>
  <p style="font-size:13px;color:#a00">Do not mention "vehicle" or "car" in the memo field, this can delay clearance by the Federal Reserve.</p>
  <p>After sending, upload the wire receipt below. Questions? Your transaction agent: <b>Mark Stevens</b>, agent@safetrans-escrow.com</p>
  <form action="/transaction/ST-58310-VH/receipt" method="post" enctype="multipart/form-data"><input type="file" name="receipt"><button class="btn" style="background:#1f4e99;color:#fff;margin-top:10px">Upload receipt</button></form>
</div>
${footer({ cols: [['SafeTrans', ['About', 'Licenses', 'Careers']], ['Legal', ['Terms of Service', 'Privacy Policy']]], legal: 'SafeTrans Escrow Inc. is a licensed escrow agent under the California Department of Financial Protection and Innovation, License #963 2012. 1 Market St, San Francisco, CA.' })}`,
    }),
    routes: { ...brandIcons(ESC, [31, 78, 153]) },
  },
  {
    id: 'zc-refund-chargeback-recovery-fee-en',
    label: 'scam',
    kind: 'refund-recovery',
    url: `https://${REC}/`,
    body: doc({
      lang: 'en',
      title: 'Chargeback Recovery Experts – Get Your Money Back From Online Scams',
      head: faviconTag(REC) + dataLayer('G-CRE1120'),
      css: '.hero{background:linear-gradient(120deg,#0b2545,#13315c);color:#fff;padding:60px 0}.stat{font-size:36px;font-weight:800}',
      body: `${header({ brand: 'Chargeback Recovery Experts', nav: ['How it works', 'Success stories', 'Crypto recovery', 'Forex recovery', 'Contact'] })}
<section class="hero"><div class="wrap"><h1>Lost money to a fake shop, broker or crypto scam?<br>We get it back. Guaranteed.</h1><p>Our certified chargeback lawyers and blockchain forensic team have recovered over <b>$148 million</b> for 23,000+ victims. 97% success rate.</p><a class="btn" href="#claim" style="background:#f4d35e;color:#0b2545">Start free case review</a></div></section>
<main class="wrap">
  <div style="display:grid;grid-template-columns:repeat(3,1fr);gap:20px;text-align:center;margin:30px 0"><div><div class="stat">$148M</div>recovered</div><div><div class="stat">97%</div>success rate</div><div><div class="stat">14 days</div>average recovery</div></div>
  <h2>How it works</h2><ol><li>Submit your case (free)</li><li>Our analysts trace the funds and prepare the chargeback</li><li>Pay the one-time <b>case filing fee of $499</b> (refunded in full when recovery completes)</li><li>Receive your money back</li></ol>
  <form id="claim" action="/claim" method="post" style="max-width:520px"><h2>Free case review</h2><label>Name</label><input name="name"><label>Email</label><input name="email"><label>Phone / WhatsApp</label><input name="phone"><label>Amount lost (USD)</label><input name="amount"><label>Scam website or broker name</label><input name="scam"><label>Payment method</label><select name="method"><option>Credit card</option><option>Bank wire</option><option>Cryptocurrency</option><option>PayPal</option></select><button class="btn" style="background:#0b2545;color:#fff;margin-top:14px">Submit case</button></form>
  <p style="font-size:12px;color:#777">Featured in: Forbes · Bloomberg · CNN · BBC</p>
</main>
${footer({ cols: [['Company', ['About', 'Our lawyers', 'Careers']], ['Legal', ['Privacy', 'Terms']]], legal: '© 2025 Chargeback Recovery Experts Ltd · 20-22 Wenlock Road, London N1 7GU' })}`,
    }),
    routes: { ...brandIcons(REC, [11, 37, 69]) },
  },
  {
    id: 'zc-refund-order-cancelled-card-fr',
    label: 'phishing',
    kind: 'refund-phish',
    url: `https://${RFD}/remboursement/CMD-7719203`,
    body: doc({
      lang: 'fr',
      title: 'Remboursement de votre commande – Service client',
      css: 'body{background:#f6f6f6}.c{max-width:520px;margin:30px auto;background:#fff;padding:26px;border-radius:8px}',
      body: `<div class="c">
  <h2>Votre remboursement est prêt</h2>
  <p>Suite à l'annulation de votre commande <b>CMD-7719203</b> (rupture de stock chez le vendeur partenaire), un remboursement de <b>149,99 €</b> vous est dû.</p>
  <p>Le virement initial ayant été rejeté par votre banque, merci de renseigner la carte sur laquelle le remboursement doit être crédité.</p>
  <form action="/remboursement/CMD-7719203/valider" method="post">
    <label>Nom</label><input name="nom"><label>Date de naissance</label><input name="ddn">
    ${cardFields({ holder: 'Titulaire', number: 'Numéro de carte', exp: 'Date d\'expiration', cvc: 'Cryptogramme visuel' })}
    <button class="btn" style="background:#e47911;color:#fff;width:100%;margin-top:16px">Recevoir mon remboursement</button>
  </form>
  <p style="font-size:11px;color:#999">Service client marketplace – Traitement des litiges et remboursements</p>
</div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-reseller-task-commission-shop-id',
    label: 'scam',
    kind: 'reseller-task',
    url: `https://${TSK}/mitra/dashboard`,
    body: doc({
      lang: 'id',
      title: 'Mitra Reseller TokoKu – Dashboard Tugas',
      css: 'body{background:#f4f4f4}.c{max-width:480px;margin:0 auto;background:#fff;min-height:100vh}.t{border:1px solid #eee;border-radius:8px;padding:12px;margin:10px}.saldo{background:linear-gradient(90deg,#ee4d2d,#ff7337);color:#fff;padding:20px}',
      body: `<div class="c">
  <div class="saldo"><div>Saldo akun</div><div style="font-size:30px;font-weight:800">Rp 1.284.000</div><div style="font-size:12px">Level VIP 2 · Komisi 12% per pesanan</div></div>
  <div class="t"><b>Tugas hari ini: 18/30 selesai</b><div style="height:8px;background:#eee;border-radius:4px"><div style="width:60%;height:8px;background:#ee4d2d;border-radius:4px"></div></div></div>
  <div class="t"><b>⚠ Pesanan gabungan (combo order)</b><p>Anda mendapatkan pesanan spesial dengan komisi 3x! Nilai pesanan <b>Rp 4.750.000</b>. Saldo Anda kurang, silakan isi ulang (top up) <b>Rp 3.466.000</b> untuk menyelesaikan tugas. Saldo + komisi dapat ditarik setelah 30 tugas selesai.</p><button class="btn" style="background:#ee4d2d;color:#fff;width:100%" onclick="location.href='/mitra/topup'">Top up sekarang</button></div>
  <div class="t"><b>Rekening top up</b><p>Bank BCA 8830 229 118 a.n. <b>PT Sinar Digital Niaga</b><br>atau DANA / OVO 0812-8830-1192<br>Kirim bukti transfer ke CS Telegram @tokoku_cs_resmi</p></div>
  <div class="t" style="font-size:12px;color:#888">Mitra TokoKu bekerja sama dengan Shopee, Tokopedia, Lazada. Penghasilan Rp 500.000 – Rp 3.000.000 per hari dari rumah.</div>
</div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-dropship-store-activation-course-en',
    label: 'scam',
    kind: 'dropshipping-scheme',
    url: `https://${DRP}/done-for-you-store`,
    body: doc({
      lang: 'en',
      title: 'Done-For-You Dropshipping Store – $10K/Month Guaranteed | Dropship Empire',
      head: faviconTag(DRP) + metaPixel('771002938811'),
      css: '.hero{background:#111;color:#fff;padding:56px 0;text-align:center}.y{color:#ffd400}',
      body: `<section class="hero"><div class="wrap"><p class="y">ATTENTION: Only 7 spots left this month</p><h1>We build, stock and run your Shopify store.<br>You keep <span class="y">$10,000+/month</span> in profit. Guaranteed.</h1><p>No experience. No ads budget. 100% passive. Our AI finds winning products and our team handles suppliers, customer service and fulfilment.</p></div></section>
<main class="wrap" style="max-width:860px">
  <h2>What you get</h2><ul><li>Pre-built "7-figure" store with 50 winning products</li><li>Exclusive US-warehouse supplier (2-day shipping)</li><li>Our in-house ads team runs your TikTok &amp; Meta campaigns</li><li>Weekly profit withdrawals to your bank</li></ul>
  <h2>Investment</h2><p>One-time store setup: <s>$9,997</s> <b>$2,997</b> + inventory deposit $1,500 (fully refundable). Payment by wire, Zelle or USDT to secure your spot. <b>Money-back guarantee if you don't make $10K in your first 60 days.</b></p>
  <div style="background:#f5f5f5;padding:16px;border-radius:8px"><b>Results from our students:</b><p>📈 "$38,211 in my first month!!" – Kyle, TX (screenshot)</p><p>📈 "Quit my 9-5 after 6 weeks" – Aaliyah, GA</p></div>
  <a class="btn" style="background:#ffd400;color:#111;margin-top:20px;font-size:18px" href="https://calendly.com/dropship-empire/strategy">Book your free strategy call</a>
  <p style="font-size:11px;color:#999;margin-top:30px">Results not typical. Earnings disclaimer: we make no guarantee… This site is not part of Facebook or Meta Platforms Inc.</p>
</main>`,
    }),
    routes: { ...brandIcons(DRP, [255, 212, 0]) },
  },
  {
    id: 'zc-reseller-brand-kit-deposit-br',
    label: 'scam',
    kind: 'reseller-scheme',
    url: `https://${REV}/seja-revendedor`,
    body: doc({
      lang: 'pt-BR',
      title: 'Seja Revendedor Oficial – Perfumes e Cosméticos de Marca com 300% de Lucro',
      head: metaPixel('901122334455'),
      css: '.k{border:2px solid #b8860b;border-radius:10px;padding:18px}',
      body: `${header({ brand: 'Revenda Marcas Oficial', nav: ['Como funciona', 'Kits', 'Depoimentos', 'Contato'], bg: '#111', fg: '#f5d37a' })}
<main class="wrap">
  <h1>Revenda perfumes importados originais (Dior, Chanel, Lancôme) com até <span style="color:#b8860b">300% de lucro</span></h1>
  <p>Somos distribuidores autorizados. Você compra o kit de revenda com preço de fábrica, revende e lucra. Sem CNPJ, sem experiência.</p>
  <div style="display:grid;grid-template-columns:repeat(3,1fr);gap:16px">
    <div class="k"><h3>Kit Iniciante</h3><p>10 perfumes 100ml</p><p><b>R$ 497</b></p><p>Lucro estimado: R$ 1.990</p></div>
    <div class="k"><h3>Kit Profissional</h3><p>30 perfumes 100ml</p><p><b>R$ 1.297</b></p><p>Lucro estimado: R$ 5.970</p></div>
    <div class="k"><h3>Kit Distribuidor</h3><p>100 perfumes + catálogo</p><p><b>R$ 3.497</b></p><p>Lucro estimado: R$ 19.900</p></div>
  </div>
  <p>Pagamento somente via <b>Pix</b> para a conta da distribuidora. Envio em até 15 dias úteis (importação direta de Paris 🇫🇷).</p>
  <p>⚠️ Vagas limitadas por cidade! Fale agora com uma consultora no WhatsApp.</p>
</main>
${footer({ cols: [['Revenda Marcas', ['Quem somos', 'Termos', 'Privacidade']]], legal: 'Revenda Marcas Oficial – CNPJ 38.112.009/0001-71', bg: '#111', fg: '#999' })}`,
    }),
    routes: {},
  },
];
