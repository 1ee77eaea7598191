import { htmlRoute, type Entry } from '../entry.js';
import { CSS, LOGO, doc, jsonR, naira, wa } from '../parts/yv-kit.js';

// Ponzi and "double your money" schemes: Pidgin flyers, USDT "mining" platforms, AI-arbitrage clones,
// mutual-aid communities, forex account managers and online ajo.

const doubleMoney = doc({
  title: 'Invest 20k Collect 40k in 24hrs - Legit 100%',
  css: `${CSS.reset}body{background:#111;color:#fff}.c{max-width:460px;margin:0 auto;padding:18px}.hot{background:#ff1744;display:inline-block;padding:4px 10px;border-radius:4px;font-weight:700}.pl{background:#1e1e1e;border:1px solid #333;border-radius:10px;padding:14px;margin:10px 0;display:flex;justify-content:space-between}.pl b{color:#00e676}.proof{background:#222;padding:10px;border-radius:8px;font-size:13px;margin:6px 0}.wa{display:block;background:#25d366;color:#fff;text-align:center;padding:15px;border-radius:30px;text-decoration:none;font-weight:700;margin:16px 0}`,
  body: `<div class="c"><span class="hot">&#128293; E DEY WORK!</span>
<h1>Invest small, collect double for 24 hours &#128176;&#128176;</h1>
<p>No be lie, no be scam. Na Madam Blessing Investment. We dey trade forex and crypto for you. Pay today, collect tomorrow. Over 3,000 Naija people don cash out!</p>
<div class="pl"><span>Invest ${naira(10000)}</span><b>Collect ${naira(20000)}</b></div>
<div class="pl"><span>Invest ${naira(20000)}</span><b>Collect ${naira(40000)}</b></div>
<div class="pl"><span>Invest ${naira(50000)}</span><b>Collect ${naira(100000)}</b></div>
<div class="pl"><span>Invest ${naira(100000)}</span><b>Collect ${naira(250000)} &#128081; VIP</b></div>
<h3>Payment proof from today &#128071;</h3>
<div class="proof">&#9989; Tunde from Ibadan &mdash; paid 20k at 9:14am, received 40k at 8:50am next day</div>
<div class="proof">&#9989; Mama Chidi, Onitsha &mdash; 50k don enter o! God bless Madam Blessing &#128591;</div>
<div class="proof">&#9989; Sadiq, Kano &mdash; second time now, e still dey pay</div>
<p><b>How to join:</b> Send your amount to <b>OPay 9066321874 (BLESSING OKORO)</b>, screenshot the receipt, send am to our WhatsApp. Your double go enter inside 24 hours.</p>
<a class="wa" href="${wa('2349066321874', 'Madam Blessing I wan invest')}">&#128172; Chat Madam Blessing on WhatsApp</a>
<p style="font-size:12px;color:#999">Slots remaining today: 14. Refer 3 people, get extra 20% bonus.</p></div>`,
});

const mutualAid = doc({
  title: 'NaijaHelp Community - Provide Help, Get Help',
  css: `${CSS.reset}body{background:#f5f0ff}.c{max-width:700px;margin:0 auto;padding:20px}.box{background:#fff;border-radius:10px;padding:18px;margin:12px 0;border-left:5px solid #7b2ff7}.tbl{width:100%;font-size:14px;border-collapse:collapse}.tbl td{padding:8px;border-bottom:1px solid #eee}`,
  body: `<div class="c"><h1>NaijaHelp Community &#129309;</h1><p>A community where ordinary people help each other financially. There are no bankers, no central account &mdash; participants send money directly to each other. Provide help today and get help of <b>+30% in 14 days</b>!</p>
<div class="box"><b>How it works</b><ol><li>Register and Provide Help (PH) from ${naira(5000)} to ${naira(500000)}.</li><li>You will be merged to pay a participant within 24 hours. Upload your proof of payment.</li><li>After 14 days, request Get Help (GH) of your amount plus 30%.</li><li>You will be merged to receive from new participants.</li></ol><p><b>Note:</b> To keep the community alive, you must recommit (PH again) before you can GH. Participants who fail to pay when merged will be blocked.</p></div>
<div class="box"><b>Your merge</b><table class="tbl"><tr><td>Pay to</td><td>Emeka Nwosu</td></tr><tr><td>Bank</td><td>UBA 2091148830</td></tr><tr><td>Amount</td><td>${naira(50000)}</td></tr><tr><td>Phone</td><td>0813 442 1190</td></tr><tr><td>Time left</td><td>11:42:09</td></tr></table><button style="margin-top:10px;padding:10px 18px">Upload proof of payment</button></div>
<p style="font-size:12px">Remember: only participate with spare money. Guiders earn 10% on downlines.</p></div>`,
});

const forexMgr = doc({
  title: 'Mrs Adaeze Forex - Account Management',
  css: `${CSS.reset}body{background:#fff}.hd{background:#0b3d2e;color:#fff;padding:30px 20px;text-align:center}.av{width:96px;height:96px;border-radius:50%;background:#f0c040;margin:0 auto 10px;display:flex;align-items:center;justify-content:center;font-size:40px}.c{max-width:560px;margin:0 auto;padding:20px}.pk{border:1px solid #ddd;border-radius:10px;padding:14px;margin:10px 0}.pk b{color:#0b3d2e}.tg{display:block;text-align:center;background:#229ed9;color:#fff;padding:14px;border-radius:8px;text-decoration:none;margin-top:14px}`,
  body: `<div class="hd"><div class="av">&#128105;&#127998;</div><h2>Adaeze Okafor &mdash; Certified Forex &amp; Bitcoin Account Manager</h2><p>&#11088;&#11088;&#11088;&#11088;&#11088; 1,900+ happy investors &middot; Lagos &middot; Dubai</p></div>
<div class="c"><p>Are you tired of losing money in forex? Let me trade for you and earn <b>40% profit weekly</b>, guaranteed. I use a secret signal strategy that never loses.</p>
<div class="pk">Starter: invest $200 &rarr; receive <b>$1,800</b> in 7 days</div>
<div class="pk">Standard: invest $500 &rarr; receive <b>$5,500</b> in 7 days</div>
<div class="pk">Premium: invest $1,000 &rarr; receive <b>$12,000</b> in 7 days</div>
<p>Payments accepted in USDT, Bitcoin, or Naira bank transfer. Profit is paid to you after 7 days, minus my 10% commission which is paid upfront.</p>
<p><i>"I was skeptical but Adaeze turned my $500 into $5,500. God bless you ma!"</i> &mdash; @kingsley_fx</p>
<a class="tg" href="https://t.me/adaeze_fx_manager">Message me on Telegram</a></div>`,
});

const ajo = doc({
  title: 'Ajo Plus - Online Esusu Contribution',
  css: `${CSS.reset}body{background:#fff8ee}.c{max-width:520px;margin:0 auto;padding:20px}.grp{background:#fff;border-radius:10px;padding:14px;margin:10px 0;box-shadow:0 1px 4px rgba(0,0,0,.08)}.grp b{color:#e65100}.btn{background:#e65100;color:#fff;border:0;padding:10px 18px;border-radius:6px}`,
  body: `<div class="c"><h1>Ajo Plus &#129534;</h1><p>Join a contribution group and collect your payout early! Our groups are "accelerated": every member collects <b>2.5&times;</b> their total contribution because we invest the pool in agro-commodities.</p>
<div class="grp"><b>Daily ${naira(2000)} group</b> &middot; 30 days &middot; payout ${naira(150000)} &middot; 7 slots left <button class="btn">Join</button></div>
<div class="grp"><b>Weekly ${naira(20000)} group</b> &middot; 8 weeks &middot; payout ${naira(400000)} &middot; 3 slots left <button class="btn">Join</button></div>
<div class="grp"><b>Monthly ${naira(100000)} group</b> &middot; 6 months &middot; payout ${naira(1500000)} &middot; 1 slot left <button class="btn">Join</button></div>
<p>To join, pay the first contribution plus ${naira(5000)} registration fee to <b>Providus Bank 1304418827 &mdash; AJOPLUS COOPERATIVE</b>. Members who bring 5 new members collect first.</p>
<p style="font-size:12px;color:#777">Ajo Plus Cooperative &mdash; registered with CAC (RC pending)</p></div>`,
});

export const entries: Entry[] = [
  { id: 'yv-madam-blessing-double-money-pidgin', label: 'scam', kind: 'double-your-money-scam', url: 'https://madamblessing-invest.com.ng/', body: doubleMoney },
  { id: 'yv-naijahelp-mutual-aid-ph-gh', label: 'scam', kind: 'mutual-aid-ponzi', url: 'https://naijahelp-community.org/dashboard/merge', body: mutualAid },
  { id: 'yv-forex-account-manager-40pct-weekly', label: 'scam', kind: 'investment-scam', url: 'https://adaezeforex.wixsite.com/invest', body: forexMgr },
  { id: 'yv-ajoplus-accelerated-esusu', label: 'scam', kind: 'investment-ponzi', url: 'https://ajoplus-cooperative.com.ng/groups', body: ajo },
];
