import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';
import { CSS, MARK, b64, doc, esc } from '../parts/ys-kit.js';

// Tech-support lines, fee-first "brand deal" and "payout" portals, invoices for nothing, shops and
// charities that take the money and run.

export const entries: Entry[] = [
{
  id: 'ys-techsupport-meta-business-lock-en',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://meta-business-support-center.live/alert/?code=MB-0x88A1',
  body: doc({
    title: '⚠ Meta Business Security Alert',
    css: `body{margin:0;font-family:Segoe UI,Arial,sans-serif;background:#0866FF;color:#fff;overflow:hidden}.w{max-width:760px;margin:8vh auto;text-align:center;padding:20px}.ph{font-size:40px;font-weight:800;background:#fff;color:#e41e3f;display:inline-block;padding:8px 22px;border-radius:8px;margin:14px 0}.box{background:#fff;color:#1c2b33;border-radius:10px;padding:20px;text-align:left;margin-top:20px;font-size:15px}.box li{margin:6px 0}`,
    body: `<div class="w">${MARK.facebook}
<h1>Your Business Account Has Been Locked</h1>
<p>Suspicious login detected from <b>Lagos, Nigeria (IP 102.89.3.17)</b>. Ads Manager, Pages and the credit card on file have been frozen to protect you. Do not close this page or restart your computer.</p>
<p>Call Meta Business Support immediately (Toll-Free, 24/7):</p>
<div class="ph">+1 (888) 614-2790</div>
<div class="box"><b>Error code: MB-0x88A1 — Ad account compromise</b><ul><li>Unauthorized ad spend of <b>$4,812.00</b> pending approval</li><li>Your Page admin roles may be removed within 2 hours</li><li>A certified Meta technician will help you restore access over the phone</li></ul></div></div>
<audio id="a" src="/alert/beep.wav" loop autoplay></audio>
<script>
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
window.onbeforeunload=function(){return 'Your account will be permanently disabled.'};
document.addEventListener('click',function(){try{document.documentElement.requestFullscreen()}catch(e){};document.getElementById('a').play()},{once:true});
document.addEventListener('keydown',function(e){if(e.key==='Escape'||e.key==='F11'||(e.ctrlKey&&e.key==='w'))e.preventDefault()});
setInterval(function(){alert('META SECURITY WARNING\\n\\nYour business account has been locked. Call +1 (888) 614-2790 now.')},30000);
</script>`,
  }),
  routes: {
    'meta-business-support-center.live/alert/beep.wav': fileRoute(beepWav(2, 880), 'audio/wav'),
  },
},

{
  id: 'ys-seo-domain-listing-invoice-en',
  label: 'scam',
  kind: 'seo-listing-invoice',
  url: 'https://domain-listing-services.org/invoice/?d=brightharvestfarms.com&inv=DLS-2025-118402',
  body: doc({
    title: 'Domain Listing Services - Annual Search Engine Submission - brightharvestfarms.com',
    css: `body{font-family:Arial,sans-serif;background:#eceff1;margin:0;color:#222}.inv{max-width:720px;margin:30px auto;background:#fff;padding:34px;border-top:6px solid #1a3d7c}.h{display:flex;justify-content:space-between}.h b{font-size:22px;color:#1a3d7c}table{width:100%;border-collapse:collapse;margin:16px 0}td,th{border:1px solid #ccd;padding:8px;font-size:14px}th{background:#f3f5f9;text-align:left}.due{color:#b00020;font-weight:700}.pay{border:1px solid #dde;padding:16px;background:#fafbfd}.pay input{width:100%;padding:9px;border:1px solid #bbc;margin:4px 0 10px}.pay button{background:#1a3d7c;color:#fff;border:0;padding:12px 24px;font-weight:700}small{color:#666}`,
    body: `<div class="inv"><div class="h"><b>DOMAIN LISTING SERVICES</b><span>Invoice #DLS-2025-118402<br>Date: 10/14/2025</span></div>
<p><b>Domain:</b> BRIGHTHARVESTFARMS.COM<br><b>Attn:</b> Domain Administrator</p>
<p class="due">FINAL NOTICE — Payment due by 10/17/2025</p>
<p>Failure to complete your search engine registration by the expiration date may result in cancellation of this offer, making it difficult for your customers to locate you on the web.</p>
<table><tr><th>Service</th><th>Term</th><th>Amount</th></tr><tr><td>Annual Search Engine Submission — BRIGHTHARVESTFARMS.COM</td><td>10/17/2025 – 10/17/2026</td><td>$89.00</td></tr><tr><td>Priority Listing (Google, Bing, Yahoo, 300+ directories)</td><td>12 months</td><td>$0.00</td></tr><tr><th colspan="2">TOTAL DUE</th><th>$89.00</th></tr></table>
<form class="pay" method="post" action="/invoice/pay.php"><input type="hidden" name="inv" value="DLS-2025-118402"><b>Pay online by card</b><input name="name" placeholder="Name on card"><input name="card" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><input name="email" placeholder="Email for receipt"><button>Pay $89.00</button></form>
<p><small>This is not a bill. This is a solicitation. You are under no obligation to pay the amount stated above unless you accept this offer. Domain Listing Services does not register or renew domain names. By paying you agree to our Terms of Service and our automatic renewal policy.</small></p></div>`,
  }),
},

{
  id: 'ys-brand-deal-onboarding-fee-en',
  label: 'scam',
  kind: 'fake-brand-deal-portal',
  url: 'https://collab.velora-brandpartners.com/offer/7Q2K-MAYA',
  body: doc({
    title: 'Velora Brand Partners — Your collaboration offer',
    css: CSS.reset + `body{font-family:Inter,Arial,sans-serif;background:#faf7ff;color:#1b1530}.c{max-width:620px;margin:36px auto;background:#fff;border-radius:18px;padding:32px;box-shadow:0 6px 30px rgba(80,40,160,.08)}.pill{display:inline-block;background:#efe7ff;color:#5b2fd6;border-radius:20px;padding:4px 12px;font-size:12px;font-weight:600}.amt{font-size:42px;font-weight:800;margin:8px 0}.row{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:10px 0;font-size:14px}.b{display:block;text-align:center;background:#5b2fd6;color:#fff;text-decoration:none;padding:14px;border-radius:12px;font-weight:700;margin-top:18px}`,
    body: `<div class="c"><span class="pill">Offer for @maya.makes</span>
<h1 style="margin:10px 0 0">Glow Theory × Maya</h1><div class="amt">$2,500.00</div><p>Paid collaboration · 1 TikTok + 2 Instagram Reels · 30-day usage rights</p>
<div class="row"><span>Brand</span><b>Glow Theory Cosmetics</b></div><div class="row"><span>Contract status</span><b style="color:#16a34a">Approved by brand</b></div><div class="row"><span>Payment</span><b>50% upfront after onboarding</b></div><div class="row"><span>Creator onboarding & insurance fee</span><b>$49.00 (one-time)</b></div>
<p style="font-size:14px;color:#555">To protect brands from fake accounts, all creators in our network complete a one-time onboarding and content insurance payment. The fee is fully refunded with your first payout. Offer reserved for <b>23:41:07</b>.</p>
<a class="b" href="/offer/7Q2K-MAYA/pay">Accept offer &amp; pay $49 onboarding</a>
<p style="text-align:center;font-size:12px;color:#888">Payments via Zelle, Cash App ($VeloraPartners) or crypto (USDT TRC20).</p></div>`,
  }),
  routes: {
    'collab.velora-brandpartners.com/offer/7Q2K-MAYA/pay': htmlRoute(
      doc({
        title: 'Onboarding payment — Velora',
        css: `body{font-family:Inter,Arial,sans-serif;background:#faf7ff}.c{max-width:520px;margin:40px auto;background:#fff;border-radius:16px;padding:28px}code{background:#f4f0ff;padding:4px 8px;border-radius:4px}`,
        body: `<div class="c"><h2>Complete your $49 onboarding</h2><p><b>Cash App:</b> <code>$VeloraPartners</code></p><p><b>Zelle:</b> <code>payments@velora-brandpartners.com</code></p><p><b>USDT (TRC20):</b> <code>TXq8mVw3tJk9pLs2Rb5NfH7yAe4cDgU1Zo</code></p><p>After paying, upload your receipt below. Your contract and the $1,250 advance are released within 24 hours.</p><form method="post" action="/offer/7Q2K-MAYA/receipt" enctype="multipart/form-data"><input type="file" name="receipt"> <button>Upload receipt</button></form></div>`,
      }),
    ),
  },
},

{
  id: 'ys-ugc-payout-release-fee-ptbr',
  label: 'scam',
  kind: 'fake-creator-payment-portal',
  url: 'https://portal-pagamentos-ugc.com/criador/saque',
  body: doc({
    lang: 'pt-BR',
    title: 'UGC Pay Brasil — Liberar saque',
    css: CSS.reset + `body{font-family:Poppins,Arial,sans-serif;background:#f4f7fb;color:#14213d}.c{max-width:520px;margin:34px auto;background:#fff;border-radius:16px;padding:28px}.s{font-size:36px;font-weight:700;color:#0f9d58}.lk{background:#fff7e6;border:1px solid #ffd591;border-radius:10px;padding:12px;font-size:14px;margin:14px 0}.pix{font-family:monospace;background:#f0f4ff;border-radius:8px;padding:10px;word-break:break-all;font-size:12px}button{width:100%;background:#14213d;color:#fff;border:0;border-radius:10px;padding:13px;font-weight:600}`,
    body: `<div class="c"><p>Olá, <b>Camila</b> 👋</p><p>Saldo disponível de campanhas UGC</p><div class="s">R$ 3.870,00</div>
<div class="lk">🔒 Seu saque está <b>bloqueado</b>. Por exigência do Banco Central, criadores precisam pagar a <b>taxa de liberação e IOF (R$ 187,50)</b> antes do primeiro saque. O valor é devolvido junto com o saque.</div>
<p><b>Pague via Pix copia e cola:</b></p><div class="pix" id="px">00020126580014BR.GOV.BCB.PIX0136a3f1c2d4-77e8-4b0a-9c1e-5d2f6a8b9c0e5204000053039865406187.505802BR5921UGC PAY INTERMEDIACOES6009SAO PAULO62070503***6304B1E2</div>
<button onclick="navigator.clipboard.writeText(document.getElementById('px').textContent);this.textContent='Código Pix copiado'">Copiar código Pix</button>
<p style="font-size:12px;color:#667">Após o pagamento, o saque é liberado automaticamente em até 30 minutos. Dúvidas: WhatsApp (11) 97420-1183.</p></div>`,
  }),
},

{
  id: 'ys-creator-usdt-daily-yield-th',
  label: 'scam',
  kind: 'crypto-investment-scam',
  url: 'https://creatorvault-th.com/invest',
  body: doc({
    lang: 'th',
    title: 'CreatorVault — รับผลตอบแทน USDT ทุกวันสำหรับครีเอเตอร์',
    css: CSS.reset + `body{font-family:Kanit,Tahoma,sans-serif;background:#0d0f1a;color:#eef}.w{max-width:880px;margin:0 auto;padding:28px}.pl{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.pl div{background:#171a2e;border:1px solid #2a2f52;border-radius:14px;padding:18px;text-align:center}.pl b{font-size:28px;color:#3ee08f;display:block}.t{background:#171a2e;border-radius:12px;padding:14px;font-size:14px;margin-top:18px}.b{display:inline-block;background:#3ee08f;color:#0d0f1a;padding:14px 26px;border-radius:10px;text-decoration:none;font-weight:700}`,
    body: `<div class="w"><h1>เปลี่ยนรายได้จากการรีวิวเป็น USDT ที่งอกเงยทุกวัน</h1>
<p>ครีเอเตอร์ไทยกว่า 12,000 คนฝากรายได้จากแบรนด์ไว้กับ CreatorVault ระบบ AI เทรดอาร์บิทราจให้อัตโนมัติ ถอนได้ทุกวัน</p>
<div class="pl"><div>Starter<b>1.8%/วัน</b>ฝากขั้นต่ำ 100 USDT</div><div>Pro Creator<b>2.8%/วัน</b>ฝาก 1,000 USDT</div><div>KOL Elite<b>4.2%/วัน</b>ฝาก 5,000 USDT</div></div>
<div class="t">🔥 คุณ Ploy (@ploy.review) เพิ่งถอน 3,420 USDT · คุณ Tee ถอน 880 USDT · คุณ Fah ถอน 12,100 USDT</div>
<p>ชวนเพื่อนครีเอเตอร์รับค่าแนะนำ 10% + 5% + 2% สามชั้น</p>
<p>ที่อยู่ฝาก (TRC20): <b>TRr1Hk7z5pXq2VbNw8mJf3yLc6dEaS9uGt</b></p>
<a class="b" href="https://t.me/CreatorVaultTH_Support">ติดต่อผู้จัดการบัญชีทาง Telegram</a></div>`,
  }),
},

{
  id: 'ys-task-job-like-products-vi',
  label: 'scam',
  kind: 'task-job-scam',
  url: 'https://viec-lam-online-tiktokshop.com/tuyen-dung',
  body: doc({
    lang: 'vi',
    title: 'Tuyển CTV đánh giá sản phẩm TikTok Shop – Thu nhập 500k-2tr/ngày',
    css: CSS.reset + `body{font-family:Arial,sans-serif;background:#fff7f2;color:#222}.w{max-width:640px;margin:0 auto;padding:22px}.h{background:#ee4d2d;color:#fff;padding:20px;border-radius:12px}.lv{border:1px solid #f3c9b8;border-radius:10px;padding:12px;margin:10px 0;background:#fff}.b{display:block;text-align:center;background:#25d366;color:#fff;text-decoration:none;padding:14px;border-radius:10px;font-weight:700;margin-top:10px}.z{background:#0068ff}`,
    body: `<div class="w"><div class="h"><h2 style="margin:0">TUYỂN CỘNG TÁC VIÊN ONLINE</h2><p style="margin:6px 0 0">Làm tại nhà bằng điện thoại · Không cần kinh nghiệm · Nhận lương ngay trong ngày</p></div>
<p>Công việc: Thả tim, theo dõi và đánh giá 5 sao sản phẩm cho các shop trên TikTok Shop để tăng tương tác. Mỗi nhiệm vụ được trả <b>15.000₫ – 50.000₫</b>.</p>
<div class="lv"><b>Cấp 1:</b> 20 nhiệm vụ/ngày — hoa hồng 300.000₫</div><div class="lv"><b>Cấp VIP:</b> Nhiệm vụ "đơn hàng ảo" — nạp trước 1.000.000₫, hoàn vốn + 30% sau 15 phút</div><div class="lv"><b>Cấp VIP+:</b> nạp 5.000.000₫ — hoa hồng 40%/nhiệm vụ</div>
<p>Nhận ngay <b>100.000₫</b> tiền thưởng khi hoàn thành 3 nhiệm vụ thử đầu tiên!</p>
<a class="b z" href="https://zalo.me/g/tuyenctv2025">Liên hệ qua Zalo để nhận việc</a><a class="b" href="https://wa.me/84829117032?text=Toi%20muon%20nhan%20viec">Liên hệ WhatsApp</a>
<p style="font-size:12px;color:#777">Đối tác tuyển dụng chính thức của TikTok Shop Việt Nam · Giấy phép số 0316-TMĐT</p></div>`,
  }),
},

{
  id: 'ys-extortion-store-breach-btc-en',
  label: 'scam',
  kind: 'extortion',
  url: 'https://breach-notice-7731.onion.ws/notice/brightharvestfarms',
  body: doc({
    title: 'Notice for Bright Harvest Farms',
    css: `body{background:#0b0b0b;color:#d6d6d6;font-family:Consolas,Menlo,monospace;margin:0}.w{max-width:760px;margin:40px auto;padding:20px;border:1px solid #333}h1{color:#ff3b3b;font-size:22px}.btc{background:#1a1a1a;padding:10px;color:#ffd166;word-break:break-all}.t{color:#ff3b3b;font-size:26px}`,
    body: `<div class="w"><h1>YOUR STORE HAS BEEN COMPROMISED</h1>
<p>Hello, owner of brightharvestfarms.com.</p>
<p>We have had full access to your Shopify admin, your Meta Business account and your Google Workspace mailbox for 63 days. We exported 14,208 customer records (names, emails, addresses, order history) and your ad account billing details.</p>
<p>If you do not pay, we will: publish the customer database on leak forums, email every one of your customers that their data was stolen from your shop, and run policy-violating ads from your ad account until it is permanently banned.</p>
<p>Price for deletion and silence: <b>0.085 BTC</b> (about $5,200).</p><div class="btc">bc1q9h7x4k2m8s0ty3vrl6qe5wd0nz7jfp4cu2ga8m</div>
<p>Time left:</p><div class="t" id="t">71:59:59</div>
<p>After payment, send the transaction ID to <b>recover-7731@onionmail.org</b>. Do not contact police or your hosting provider — we will know.</p></div>
<script>var s=259199;setInterval(function(){s--;document.getElementById('t').textContent=[Math.floor(s/3600),Math.floor(s%3600/60),s%60].map(function(n){return ('0'+n).slice(-2)}).join(':')},1000)</script>`,
  }),
},

{
  id: 'ys-charity-flood-relief-pix-ptbr',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://ajuda-enchentes-rs.org.br-doacao.com/',
  body: doc({
    lang: 'pt-BR',
    title: 'SOS Rio Grande do Sul — Doe agora para as vítimas das enchentes',
    css: CSS.reset + `body{font-family:Arial,sans-serif;background:#fff;color:#1d1d1d}.h{background:#00539b;color:#fff;padding:36px 20px;text-align:center}.h h1{margin:0;font-size:32px}.bar{max-width:520px;margin:18px auto;background:#e6eef7;border-radius:10px;height:16px;overflow:hidden}.bar i{display:block;height:100%;width:83%;background:#00a651}.v{display:flex;gap:10px;justify-content:center;flex-wrap:wrap}.v button{border:2px solid #00539b;background:#fff;color:#00539b;border-radius:8px;padding:12px 18px;font-weight:700;font-size:16px}.px{max-width:520px;margin:18px auto;background:#f3f7fb;border-radius:10px;padding:16px;text-align:center}`,
    body: `<div class="h"><h1>SOS Enchentes RS</h1><p>Milhares de famílias perderam tudo. Cada real vira água potável, colchões e cestas básicas.</p></div>
<p style="text-align:center"><b>R$ 1.248.390</b> arrecadados de R$ 1.500.000</p><div class="bar"><i></i></div>
<div class="v"><button>R$ 30</button><button>R$ 50</button><button>R$ 100</button><button>R$ 250</button></div>
<div class="px"><p><b>Doe via Pix</b> (chave CPF):</p><p style="font-size:22px;font-family:monospace">418.227.930-06</p><p>Favorecido: Juliana M. Rocha · Banco Inter</p><p style="font-size:13px;color:#555">Os recursos são repassados diretamente a abrigos parceiros. Doações a partir de R$ 50 recebem certificado de doador.</p></div>
<p style="text-align:center;font-size:12px;color:#777">Campanha independente · Compartilhe no WhatsApp e Instagram</p>`,
  }),
},
];
