import { htmlRoute, type Entry } from '../entry.js';
import { page, peso, maskedNames } from '../parts/yw-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yw-task-youtube-like-commission',
    label: 'scam',
    kind: 'task-scam',
    url: 'https://kita-sa-bahay.like2earn.site/ph/',
    body: page({
      title: 'Like2Earn PH — Kumita ng ₱3,000/araw sa pag-like ng videos',
      lang: 'fil',
      css: `body{font-family:Poppins,Arial,sans-serif;background:#fff7ec;color:#2b2116}.hero{background:linear-gradient(135deg,#ff6a00,#ee0979);color:#fff;padding:34px 20px;text-align:center}.hero h1{font-size:28px;margin:0 0 8px}.pay{display:flex;justify-content:center;gap:8px;flex-wrap:wrap;margin-top:12px}.pay span{background:rgba(255,255,255,.2);border-radius:20px;padding:5px 12px;font-size:13px}.sec{max-width:560px;margin:0 auto;padding:18px}.st{display:flex;gap:12px;margin:12px 0}.st b{flex:none;width:34px;height:34px;border-radius:50%;background:#ee0979;color:#fff;display:flex;align-items:center;justify-content:center}.pr{background:#fff;border-radius:12px;padding:12px;box-shadow:0 1px 6px rgba(0,0,0,.08);margin:8px 0;font-size:14px}.cta{display:block;text-align:center;background:#229ed9;color:#fff;padding:15px;border-radius:30px;font-weight:700;text-decoration:none;margin:18px 0}.f input{width:100%;padding:12px;margin:5px 0;border:1px solid #e6d3bf;border-radius:10px}.tiny{font-size:11px;color:#8a7660}`,
      body: `<div class="hero"><h1>Mag-like lang ng YouTube videos, kumita ng ₱150 – ₱3,000 kada araw!</h1><p>Part-time, work from home, gamit lang ang cellphone. Para sa estudyante, nanay, OFW at retirees.</p><div class="pay"><span>GCash</span><span>Maya</span><span>GoTyme</span><span>Bank transfer</span></div></div>
<div class="sec"><h2>Paano kumita?</h2>
<div class="st"><b>1</b><div>Mag-register at i-add ang iyong mentor sa Telegram.</div></div>
<div class="st"><b>2</b><div>Tatanggap ka ng 30 tasks araw-araw: mag-like at mag-subscribe sa mga video ng aming advertising partners. <b>₱50 kada task</b>, bayad agad sa GCash.</div></div>
<div class="st"><b>3</b><div>Sumali sa "VIP merchant tasks" para sa mas malaking commission (30% – 50% return).</div></div>
<h3>Mga payout ngayong araw</h3>
${maskedNames(2, 5)
  .map((n, i) => `<div class="pr">✅ ${n} — natanggap ang ${peso([650, 1200, 2850, 400, 5300][i] ?? 500)} sa GCash</div>`)
  .join('')}
<form class="f" action="https://t.me/Like2Earn_Mentor_Joyce" method="get" onsubmit="localStorage.setItem('l2e',this.gc.value)"><input name="nm" placeholder="Pangalan"><input name="gc" placeholder="GCash number (para sa payout)"><input name="start" type="hidden" value="ph_reg"><a class="cta" href="https://t.me/Like2Earn_Mentor_Joyce?start=ph_reg">💬 Mag-register sa Telegram kay Mentor Joyce</a></form>
<p class="tiny">Like2Earn is a digital marketing agency working with Google and YouTube partners. Earnings shown are actual member earnings. Walang bayad ang pag-register.</p></div>`,
    }),
  },
  {
    id: 'yw-task-hotel-review-vip-recharge',
    label: 'scam',
    kind: 'task-scam-deposit',
    url: 'https://m.trip-booster-review.com/#/task/order',
    routes: {
      'm.trip-booster-review.com/': htmlRoute(
        page({
          title: 'TripBooster | Task Center',
          css: `body{font-family:Arial,sans-serif;background:#0f1b33;color:#eaf0ff}.top{display:flex;justify-content:space-between;padding:14px 16px;background:#16254a}.lv{background:linear-gradient(90deg,#f7c948,#f29d38);color:#3a2500;font-weight:bold;border-radius:12px;padding:2px 10px;font-size:12px}.bal{padding:16px;display:grid;grid-template-columns:1fr 1fr;gap:10px}.bal div{background:#1b2d57;border-radius:12px;padding:12px}.bal b{display:block;font-size:20px}.neg{color:#ff6b6b}.hot{margin:0 16px;border-radius:14px;background:#233a6e;padding:14px}.hot h3{margin:0 0 6px}.prog{height:8px;background:#0f1b33;border-radius:4px}.prog i{display:block;height:100%;width:83%;background:#f7c948;border-radius:4px}.warn{margin:14px 16px;background:#3b1f2b;border:1px solid #ff6b6b;border-radius:12px;padding:12px;font-size:14px}.dep{margin:0 16px;background:#fff;color:#1a1a1a;border-radius:14px;padding:14px}.adr{font-family:monospace;background:#f1f3f8;padding:8px;border-radius:8px;word-break:break-all;font-size:13px}.btn{display:block;width:100%;padding:13px;border:0;border-radius:12px;background:#f7c948;font-weight:bold;margin-top:10px}.vip{display:flex;gap:8px;overflow:auto;margin:14px 16px}.vip div{flex:none;width:130px;background:#1b2d57;border-radius:12px;padding:10px;font-size:12px}`,
          body: `<div class="top"><span>👤 user_63917•••4412</span><span class="lv">VIP 2</span></div>
<div class="bal"><div>Account balance<b class="neg">-${peso(8460)}</b></div><div>Today's commission<b>${peso(1922.4)}</b></div><div>Frozen amount<b>${peso(12150)}</b></div><div>Tasks completed<b>25 / 30</b></div></div>
<div class="hot"><h3>🎁 Lucky combined order!</h3><p style="font-size:13px">Congratulations! You received a <b>combination order</b> (Shangri-La Boracay + Marco Polo Davao). Combination orders give <b>5× commission</b>.</p><div class="prog"><i></i></div><p style="font-size:12px">Task 26 of 30 — complete all tasks to withdraw your balance and commission.</p></div>
<div class="warn">⚠ Insufficient balance. Please recharge <b>${peso(8460)}</b> to submit this order. Your principal and commission (${peso(14074.2)}) will be returned to your balance when the task set is complete.</div>
<div class="dep"><b>Recharge</b><p style="font-size:13px">Send via GCash to our partner merchant account, or USDT (TRC20). Send a screenshot to Customer Service after payment.</p><p>GCash: <b>0966 218 7730</b> — M**A L*****O</p><p>USDT-TRC20:</p><div class="adr">TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE</div><button class="btn" onclick="location.href='https://t.me/TripBooster_CS01'">Contact Customer Service</button></div>
<div class="vip"><div><b>VIP 1</b><br>Deposit ₱2,000<br>0.5% / order</div><div><b>VIP 2</b><br>Deposit ₱10,000<br>0.8% / order</div><div><b>VIP 3</b><br>Deposit ₱30,000<br>1.2% / order</div><div><b>VIP 4</b><br>Deposit ₱100,000<br>2% / order</div></div>
<script src="/static/js/app.2f9c1.js"></script>`,
        }),
      ),
      'm.trip-booster-review.com/static/js/app.2f9c1.js': jsRoute(
        `(function(){var t=document.querySelector('.neg');setInterval(function(){fetch('/api/user/balance').then(function(r){return r.json()}).then(function(j){if(j&&j.msg)console.log(j.msg)}).catch(function(){})},15000);window.onbeforeunload=function(){return 'Your combination order will be cancelled and your balance frozen.';};})();`,
      ),
      'm.trip-booster-review.com/api/user/balance': jsonRoute({ code: 200, balance: -8460, frozen: 12150, msg: 'recharge required' }),
    },
  },
  {
    id: 'yw-pig-ai-quant-whatsapp-mentor',
    label: 'scam',
    kind: 'pig-butchering-investment',
    url: 'https://aiquant-arbitrage.hk-wealthclub.com/join?inv=EVA888',
    routes: {
      'aiquant-arbitrage.hk-wealthclub.com/join': htmlRoute(
        page({
          title: 'AI Quant Arbitrage Club · Stable 2.8% daily',
          css: `body{font-family:Georgia,serif;background:#faf7f0;color:#2d2a26}.h{padding:40px 20px;text-align:center;background:#1f3b2d;color:#f3e9d2}.h h1{font-size:30px;margin:0}.w{max-width:640px;margin:0 auto;padding:20px}.pl{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.pl div{background:#fff;border:1px solid #e0d6c2;border-radius:8px;padding:12px;text-align:center;font-family:Arial,sans-serif;font-size:13px}.pl b{display:block;font-size:20px;color:#1f3b2d}.q{background:#fff;border-left:4px solid #c8a24a;padding:12px 16px;margin:14px 0;font-style:italic}.wa{display:block;background:#25d366;color:#fff;text-align:center;padding:15px;border-radius:30px;text-decoration:none;font-family:Arial,sans-serif;font-weight:bold}`,
          body: `<div class="h"><h1>AI Quant Arbitrage Club</h1><p>Stable daily returns from cross-exchange arbitrage — guided by Prof. Eva Lim, Hong Kong</p></div>
<div class="w"><p>Hello my friend! Thank you for accepting my invitation. Our club helps overseas Filipino workers and professionals in Hong Kong and Singapore grow their savings safely with our AI quantitative robot. No experience needed — just follow the signals in our WhatsApp group.</p>
<div class="pl"><div>Starter<b>2.8%/day</b>Min 500 USDT</div><div>Gold<b>3.6%/day</b>Min 5,000 USDT</div><div>Diamond<b>5.2%/day</b>Min 20,000 USDT</div></div>
<div class="q">"I started with HK$8,000 from my salary as a helper in Sha Tin. After 3 months, I withdrew enough to build our house in Nueva Ecija. Salamat Prof. Eva!" — Marites, Hong Kong</div>
<div class="q">"The AI never loses. My account is up 340% this quarter." — Jun, Singapore</div>
<p>Step 1: Open an account on our partner exchange <b>www.bitnovapro-global.com</b><br>Step 2: Buy USDT from a merchant and deposit to your account<br>Step 3: Follow the "buy/sell" signal in the group at 9PM HK time</p>
<a class="wa" href="https://wa.me/85259381204?text=Hi%20Prof%20Eva%2C%20invitation%20code%20EVA888">Join the WhatsApp group with code EVA888</a>
<p style="font-size:11px;color:#8a8071;font-family:Arial">Limited to 50 new members this month. Returns are guaranteed by the club's risk reserve fund.</p></div>`,
        }),
      ),
    },
  },
  {
    id: 'yw-ponzi-online-paluwagan-double',
    label: 'scam',
    kind: 'ponzi-investment',
    url: 'https://kabayan-paluwagan.online/invest',
    routes: {
      'kabayan-paluwagan.online/invest': htmlRoute(
        page({
          title: 'Kabayan Paluwagan — Doble ang pera mo sa 15 araw!',
          lang: 'fil',
          css: `body{font-family:Verdana,Arial,sans-serif;background:#fffde7;color:#333}.h{background:#0d47a1;color:#fff;text-align:center;padding:24px}.h h1{margin:0;font-size:26px}.h p{color:#ffeb3b}.w{max-width:600px;margin:0 auto;padding:14px}table{width:100%;border-collapse:collapse;background:#fff}th,td{border:1px solid #ddd;padding:8px;text-align:center}th{background:#1565c0;color:#fff}.ss{display:flex;gap:8px;overflow:auto}.ss div{flex:none;width:140px;height:200px;background:#e3f2fd;border-radius:10px;padding:8px;font-size:11px}.gc{background:#fff;border:2px solid #0d47a1;border-radius:10px;padding:12px;margin:14px 0}.gc b{font-size:20px}.bt{display:block;background:#d32f2f;color:#fff;text-align:center;padding:14px;border-radius:8px;text-decoration:none;font-weight:bold}`,
          body: `<div class="h"><h1>KABAYAN PALUWAGAN</h1><p>Ang pinaka-legit na online paluwagan! 100% NO SCAM · SEC registered · 5 taon na</p></div>
<div class="w"><table><tr><th>Package</th><th>Invest</th><th>Payout (15 days)</th></tr><tr><td>Bronze</td><td>₱1,000</td><td>₱2,000</td></tr><tr><td>Silver</td><td>₱5,000</td><td>₱10,500</td></tr><tr><td>Gold</td><td>₱10,000</td><td>₱22,000</td></tr><tr><td>OFW Special</td><td>₱50,000</td><td>₱120,000</td></tr></table>
<p>+10% referral bonus sa bawat ma-invite mo! Mag-invite ng 5 = libreng Gold slot.</p>
<h3>Proof of payouts 📸</h3><div class="ss">${maskedNames(9, 5)
  .map((n, i) => `<div>GCash Receipt<br>Sent ₱${[22000, 2000, 10500, 120000, 2000][i]?.toLocaleString('en-US')}.00<br>to ${n.split(' · ')[0]}<br>Ref No. 90${13 + i}4 556 ${210 + i}</div>`)
  .join('')}</div>
<div class="gc">Magpadala sa GCash ng admin:<br><b>0951 442 8806</b> — J** R. M.<br>I-send ang screenshot sa aming FB page "Kabayan Paluwagan Official" para ma-slot.</div>
<a class="bt" href="https://m.me/kabayanpaluwaganofficial">MAG-INVEST NA NGAYON</a>
<p style="font-size:11px;color:#777">SEC Reg. No. CS2019XXXXX. Hindi kami responsable sa mga fake account na gumagamit ng aming pangalan.</p></div>`,
        }),
      ),
    },
  },
];
