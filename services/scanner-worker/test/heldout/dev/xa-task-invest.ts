import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { doc } from '../parts/xa-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

/**
 * Part-time task jobs (YouTube likes, hotel reviews, "merchant" prepaid tasks) and investment traps (VIP
 * stock-tip groups, "institutional account" IPO apps, USDT robots) as reported to the 1930 helpline.
 */
export const entries: Entry[] = [
{
  id: 'xa-youtube-like-job-telegram-hinglish',
  label: 'scam',
  kind: 'task-job-scam',
  url: 'https://ytlike-parttime-job.blogspot.com/2025/10/ghar-baithe-kamai.html',
  body: doc({
    title: 'Ghar Baithe Kamai – YouTube Like Job ₹3000/day',
    lang: 'hi',
    css: `body{margin:0;font-family:Poppins,Arial;background:#fff7f0}.hero{background:linear-gradient(135deg,#ff0000,#ff6a00);color:#fff;padding:26px 18px;text-align:center}.hero h1{margin:0;font-size:26px}.c{max-width:520px;margin:auto;padding:16px}.k{background:#fff;border-radius:12px;padding:14px;margin:10px 0;box-shadow:0 1px 6px #0001}.k b{color:#e53935}.tg{display:block;text-align:center;background:#229ed9;color:#fff;padding:15px;border-radius:30px;text-decoration:none;font-size:18px;margin:12px 0}.wa{background:#25d366}.ss{display:flex;gap:8px;overflow:auto}.ss div{flex:0 0 140px;height:90px;background:#eee;border-radius:8px;font-size:12px;padding:6px}`,
    body: `<div class="hero"><h1>📱 Part Time Job – Work From Home</h1><p>Sirf YouTube videos LIKE karo aur kamao <b>₹50 per like</b>. Roz ₹1,500 – ₹3,000 kamaayein!</p></div>
<div class="c"><div class="k">✅ Koi registration fee nahi<br>✅ Sirf mobile chahiye, 10-15 minute daily<br>✅ Payment turant UPI / bank mein<br>✅ Housewife, students, retired – sab ke liye</div>
<div class="k"><b>Kaise kaam karta hai?</b><ol><li>Telegram par HR se contact karein</li><li>Aapko 3 YouTube video link milenge – like karke screenshot bhejein</li><li>Pehle 3 task ka ₹150 turant aapke UPI par</li><li>Daily 30 tasks + bonus "merchant task" mein 30% commission</li></ol></div>
<div class="k"><b>Aaj ke payments</b><div class="ss"><div>Priya, Pune<br>₹2,850 received ✔</div><div>Rahul, Lucknow<br>₹4,200 received ✔</div><div>Anjali, Surat<br>₹1,950 received ✔</div></div></div>
<a class="tg" href="https://t.me/HR_Ananya_Digital">Telegram par HR se judein ➜</a>
<a class="tg wa" href="https://wa.me/919339402281?text=Hello%20mujhe%20part%20time%20job%20chahiye">WhatsApp: Ananya (HR Manager)</a>
<p style="font-size:12px;color:#888;text-align:center">Limited seats · Sirf 18+ · Company: Digital Media Promotions Pvt Ltd</p></div>`,
  }),
},
{
  id: 'xa-hotel-review-task-tamil-register',
  label: 'scam',
  kind: 'task-job-scam',
  url: 'https://mapsreview-tamil-job.in/register',
  body: doc({
    title: 'வீட்டிலிருந்தே வேலை – ஹோட்டல் ரிவ்யூ',
    lang: 'ta',
    css: `body{margin:0;font-family:'Noto Sans Tamil',Arial;background:#f1f8e9}.h{background:#2e7d32;color:#fff;padding:18px;text-align:center}.c{max-width:460px;margin:14px auto;background:#fff;padding:16px;border-radius:10px}input{width:100%;box-sizing:border-box;padding:11px;margin:6px 0 12px;border:1px solid #c5e1a5;border-radius:6px}button{background:#2e7d32;color:#fff;border:0;padding:13px;width:100%;border-radius:6px;font-size:16px}`,
    body: `<div class="h"><h2 style="margin:0">பகுதி நேர வேலை 🏨</h2><p>Google Maps-ல் ஹோட்டல்களுக்கு 5★ ரிவ்யூ கொடுங்கள் – ஒவ்வொரு ரிவ்யூவுக்கும் ₹150!</p></div>
<div class="c"><p>• தினமும் 20 டாஸ்க் – ₹3,000 வரை வருமானம்<br>• முதல் 3 டாஸ்க் இலவசம், உடனடி UPI பணம்<br>• VIP டாஸ்க்குகளில் 40% கமிஷன் (முன்பணம் செலுத்த வேண்டும்)</p>
<form id="rg"><input name="name" placeholder="பெயர்" required><input name="mobile" placeholder="மொபைல் எண்" maxlength="10" required><input name="upi" placeholder="UPI ஐடி (பணம் பெற)" required><input name="telegram" placeholder="Telegram username"><input name="invite" placeholder="அழைப்பு குறியீடு (Invitation code)" value="TN7781"><button>பதிவு செய்யவும்</button></form>
<p id="ok" style="display:none">பதிவு வெற்றி! உங்கள் Receptionist Telegram-ல் தொடர்பு கொள்வார்: <a href="https://t.me/Review_Mentor_Kavya">@Review_Mentor_Kavya</a></p></div>
<script>rg.onsubmit=function(e){e.preventDefault();fetch('/api/member/register',{method:'POST',body:new FormData(rg)}).finally(function(){rg.style.display='none';ok.style.display='block'})}</script>`,
  }),
  routes: { 'mapsreview-tamil-job.in/api/member/register': jsonRoute({ code: 200, data: { uid: 5521 } }) },
},
{
  id: 'xa-stock-tips-whatsapp-club-ad-landing',
  label: 'scam',
  kind: 'stock-tips-group',
  url: 'https://l.facebook-ads-redirect.com/l.php?u=stockclub-a17',
  routes: {
    'l.facebook-ads-redirect.com/l.php': redirectRoute(302, 'https://stock-vanguard-club.site/a17/join'),
    'stock-vanguard-club.site/a17/join': htmlRoute(
      doc({
        title: 'Stock Vanguard Club A17 – Free Daily Stock Picks',
        css: `body{margin:0;font-family:Arial;background:#fff}.h{background:#0f766e;color:#fff;padding:26px 18px;text-align:center}.h h1{margin:0 0 8px;font-size:24px}.c{max-width:560px;margin:auto;padding:16px}.q{background:#f0fdfa;border-left:4px solid #0f766e;padding:10px;margin:12px 0;font-style:italic}.st{display:flex;justify-content:space-around;text-align:center;margin:14px 0}.st b{display:block;font-size:24px;color:#0f766e}.j{display:block;background:#25d366;color:#fff;text-align:center;padding:16px;border-radius:8px;font-size:18px;text-decoration:none;font-weight:bold}.tm{font-size:11px;color:#999;margin-top:20px}`,
        body: `<div class="h"><h1>Join Prof. Arvind Khanna's FREE Stock Club</h1><p>25 years experience · Daily 3 stocks with 20–30% upside · IPO &amp; block-deal opportunities</p></div>
<div class="c"><div class="st"><div><b>92%</b>accuracy</div><div><b>38,000+</b>members</div><div><b>₹0</b>fees</div></div>
<div class="q">"I joined in March with ₹2 lakh. Following the group's institutional block trades, my portfolio is now ₹11.4 lakh." – Meena S., Chennai</div>
<div class="q">"Best free stock group in India. The assistant guided me to open an institutional account for guaranteed IPO allotment." – Harish P., Indore</div>
<p>Only <b>30 seats</b> left in group A17 today. Click below to join on WhatsApp and send "A17" to the assistant to receive today's stock.</p>
<a class="j" href="https://chat.whatsapp.com/K7pQvTz2XbA9LmN4eR8sUw">Join WhatsApp Group Now ➜</a>
<p class="tm">Disclaimer: Investments are subject to market risks. SEBI registration no. INH000017432. Past performance is indicative of future returns.</p></div>`,
      }),
    ),
  },
},
];
