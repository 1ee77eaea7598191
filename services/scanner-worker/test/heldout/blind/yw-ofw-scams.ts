import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { page } from '../parts/yw-kit.js';

export const entries: Entry[] = [
  {
    id: 'yw-ofw-poland-workpermit-reservation',
    label: 'scam',
    kind: 'illegal-recruitment-fee',
    url: 'https://europe-jobs-pinoy.blogspot.com/2025/10/poland-factory-workers-direct-hire.html',
    routes: {
      'europe-jobs-pinoy.blogspot.com/2025/10/poland-factory-workers-direct-hire.html': htmlRoute(
        page({
          title: 'POLAND FACTORY WORKERS — DIRECT HIRE, NO AGENCY! | Europe Jobs Pinoy',
          lang: 'fil',
          css: `body{font-family:Georgia,serif;background:#eee;color:#222}.bl{max-width:760px;margin:0 auto;background:#fff;padding:24px}.bl h1{font-family:Arial,sans-serif;color:#b71c1c}.hl{background:#ffeb3b;padding:2px 4px}.pst{font-family:Arial,sans-serif;font-size:12px;color:#777}.tg{display:block;background:#229ed9;color:#fff;text-align:center;padding:14px;border-radius:8px;text-decoration:none;font-family:Arial,sans-serif;font-weight:bold;margin:16px 0}.cm{border-top:1px solid #ddd;padding:8px 0;font-size:14px}`,
          body: `<div class="bl"><div class="pst">Posted by Admin Mhel · October 22, 2025</div><h1>🇵🇱 POLAND FACTORY WORKERS — DIRECT HIRE, NO AGENCY!</h1>
<p>Magandang balita mga ka-OFW! Kailangan ng <b>150 factory workers</b> (packing, assembly, warehouse) sa Wrocław at Poznań. Sahod: <b>PLN 4,800/month (~₱70,000)</b> + libreng accommodation.</p>
<p><span class="hl">Walang placement fee</span>, direct hire sa employer. Ang babayaran lang ay <b>₱5,000 reservation fee</b> para sa work permit slot (ibabawas sa unang sahod). Tourist visa muna, tapos ang employer na ang mag-aayos ng work permit pagdating sa Poland. Hindi na kailangan ng OEC!</p>
<p>Requirements: passport (valid 1 year), NBI clearance, 2x2 picture. Kahit walang experience, pwede!</p>
<p>Paano mag-apply: i-message si Ma'am Jenny sa Telegram, ipadala ang scan ng passport at ang GCash receipt ng reservation fee (0968 330 1127 – J. SANTOS).</p>
<a class="tg" href="https://t.me/PolandDirectHire_Jenny">📩 Message Ma'am Jenny sa Telegram</a>
<h3 style="font-family:Arial">Comments (214)</h3><div class="cm"><b>Arnel P.</b> Nag-send na po ako ng reservation, kailan po ang flight?</div><div class="cm"><b>Rowena T.</b> Legit po ba ito? Sabi sa DMW advisory bawal daw ang tourist visa…</div><div class="cm"><b>Admin Mhel</b> @Rowena legit po, marami na kaming na-deploy. Huwag maniwala sa mga naninira.</div></div>`,
        }),
      ),
    },
  },
  {
    id: 'yw-romance-diplomatic-parcel-fee',
    label: 'scam',
    kind: 'romance-parcel-advance-fee',
    url: 'https://globaldiplomatic-courier.net/track.php?code=GDC-77120-SG',
    routes: {
      'globaldiplomatic-courier.net/track.php': htmlRoute(
        page({
          title: 'Global Diplomatic Courier Services — Shipment Tracking',
          css: `body{font-family:Tahoma,Arial,sans-serif;background:#e8ebf0;font-size:14px}.h{background:#1b2a4a;color:#fff;padding:16px 20px;border-bottom:4px solid #c9a227}.h b{font-size:20px}.c{max-width:720px;margin:20px auto;background:#fff;border:1px solid #c5ccd8}.c h3{margin:0;padding:10px 14px;background:#f2f4f8;border-bottom:1px solid #c5ccd8}.c .x{padding:14px}table{width:100%;border-collapse:collapse}td{border-bottom:1px solid #eee;padding:6px}.rd{color:#b71c1c;font-weight:bold}.pg{height:14px;background:#e0e0e0;border-radius:7px}.pg i{display:block;height:100%;width:72%;background:#c9a227;border-radius:7px}`,
          body: `<div class="h"><b>GLOBAL DIPLOMATIC COURIER SERVICES</b><br><small>Secure diplomatic consignment delivery since 1998 · Accredited by the UN Diplomatic Pouch Service</small></div>
<div class="c"><h3>Tracking result: GDC-77120-SG</h3><div class="x"><div class="pg"><i></i></div><table><tr><td>Sender</td><td>Capt. James R. Walker (US Army Medical Corps, Aleppo)</td></tr><tr><td>Receiver</td><td>Ms. Angelica B. — Jurong West, Singapore</td></tr><tr><td>Contents</td><td>Personal effects, jewelry box, 1 diplomatic box (consignment value US$250,000)</td></tr><tr><td>Current location</td><td>Changi Airport Cargo Complex — Transit Hold</td></tr><tr><td>Status</td><td class="rd">ON HOLD – Anti-Terrorism &amp; Money Laundering Clearance Certificate (ATMLC) required</td></tr></table>
<p>Dear Receiver, your consignment has been held because it contains cash above the permitted limit. To avoid confiscation and prosecution, an ATMLC certificate must be issued within <b>48 hours</b>. The clearance fee is <b>US$1,850.00</b> (refundable upon delivery).</p><p>Payment methods: Bitcoin, Western Union or bank transfer to our clearing agent. Contact our diplomatic agent <b>Mr. Peter Adewale</b>: agent.peter@globaldiplomatic-courier.net · WhatsApp +44 7451 229 018.</p><p class="rd">Note: Do not disclose this shipment to anyone, as it is a confidential diplomatic delivery.</p></div></div>`,
        }),
      ),
    },
  },
  {
    id: 'yw-recovery-scam-bsp-accredited',
    label: 'scam',
    kind: 'recovery-scam',
    url: 'https://cybertrace-recovery-ph.com/',
    routes: {
      'cybertrace-recovery-ph.com/': htmlRoute(
        page({
          title: 'CyberTrace Asset Recovery Philippines — Get your money back',
          css: `body{font-family:"Segoe UI",Arial,sans-serif;background:#0e1726;color:#dbe4f3}.h{padding:40px 20px;text-align:center;background:radial-gradient(circle at top,#1f3a66,#0e1726)}.h h1{font-size:32px;margin:0 0 8px}.bd{display:flex;gap:12px;justify-content:center;flex-wrap:wrap;margin-top:16px}.bd span{border:1px solid #4a6ca8;border-radius:6px;padding:6px 10px;font-size:12px}.w{max-width:760px;margin:0 auto;padding:20px}.st{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;text-align:center}.st b{display:block;font-size:26px;color:#5fd0a0}.f{background:#15223a;border-radius:12px;padding:18px;margin-top:20px}.f input,.f select,.f textarea{width:100%;padding:11px;margin:5px 0;border-radius:8px;border:1px solid #2e4670;background:#0e1726;color:#fff}.f button{width:100%;padding:13px;border:0;border-radius:8px;background:#5fd0a0;color:#0e1726;font-weight:bold}`,
          body: `<div class="h"><h1>Na-scam ka ba? We recover lost funds.</h1><p>Crypto investment scams · Task scams · GCash/Maya fraud · Online lending harassment · Romance scams</p><div class="bd"><span>✔ BSP Accredited Recovery Agent</span><span>✔ NBI-Cybercrime Partner</span><span>✔ Blockchain forensic certified</span><span>✔ 97% success rate</span></div></div>
<div class="w"><div class="st"><div><b>₱1.2B</b>recovered</div><div><b>8,400+</b>victims helped</div><div><b>7–14 days</b>average recovery</div></div>
<p>Our licensed hackers and lawyers trace your money through blockchain and bank records and file a freeze order with the platform. <b>Only a 10% service fee is paid in advance</b> for legal filing and blockchain tracing; the rest is paid after recovery.</p>
<div class="f"><h3>Free case evaluation</h3><form action="/case/submit" method="post"><input name="name" placeholder="Full name"><input name="contact" placeholder="WhatsApp / Viber"><select name="type"><option>Crypto investment platform</option><option>Task / commission scam</option><option>GCash / Maya unauthorized transfer</option><option>Romance / love scam</option></select><input name="amount" placeholder="Total amount lost (₱ or USDT)"><textarea name="story" placeholder="Tell us what happened, include the platform name and wallet addresses"></textarea><button>EVALUATE MY CASE</button></form></div>
<p style="font-size:12px;color:#7f93b3">CyberTrace Asset Recovery is a private investigation firm. Recovery is not guaranteed for cases older than 5 years.</p></div>`,
        }),
      ),
      'cybertrace-recovery-ph.com/case/submit': redirectRoute(302, 'https://wa.me/639451228870?text=Case%20evaluation%20request'),
    },
  },
];
