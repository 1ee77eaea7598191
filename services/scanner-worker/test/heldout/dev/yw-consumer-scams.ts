import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { page, peso, PH, mark, maskedNames } from '../parts/yw-kit.js';

export const entries: Entry[] = [
  {
    id: 'yw-sabong-online-meron-wala-bet',
    label: 'scam',
    kind: 'illegal-online-sabong',
    url: 'https://sabongexpress-live.bet/arena/derby-fight-118',
    routes: {
      'sabongexpress-live.bet/arena/derby-fight-118': htmlRoute(
        page({
          title: 'Sabong Express Live — Fight #118 Meron vs Wala',
          lang: 'fil',
          css: `body{font-family:Arial,sans-serif;background:#1a0f0a;color:#fff}.top{display:flex;justify-content:space-between;padding:10px 14px;background:#2b1810}.top b{color:#ffcc00}.vid{aspect-ratio:16/9;background:linear-gradient(135deg,#3b2417,#120906);display:flex;align-items:center;justify-content:center;font-size:40px;position:relative}.vid span{position:absolute;top:8px;left:8px;background:#e53935;font-size:12px;padding:2px 8px;border-radius:3px}.odds{display:grid;grid-template-columns:1fr 1fr;gap:8px;padding:10px}.m,.w{border-radius:10px;padding:14px;text-align:center}.m{background:#c62828}.w{background:#1565c0}.m b,.w b{display:block;font-size:24px}.bet{padding:10px}.bet input{width:100%;padding:12px;border-radius:8px;border:0;font-size:16px}.chips{display:flex;gap:6px;margin:8px 0}.chips button{flex:1;padding:8px;border-radius:20px;border:1px solid #ffcc00;background:none;color:#ffcc00}.dep{margin:10px;background:#2b1810;border-radius:10px;padding:12px;font-size:14px}.bonus{background:#ffcc00;color:#000;text-align:center;padding:8px;font-weight:bold}`,
          body: `<div class="bonus">🎁 FREE ₱888 BONUS sa unang deposit! Cash-out in 5 minutes via GCash!</div>
<div class="top"><b>🐓 SABONG EXPRESS</b><span>Balance: ₱0.00</span></div>
<div class="vid"><span>● LIVE</span>🐓 ⚔️ 🐓</div>
<div class="odds"><div class="m">MERON<b>₱1,248,500</b>Payout 187%</div><div class="w">WALA<b>₱983,200</b>Payout 212%</div></div>
<div class="bet"><input placeholder="Ilagay ang taya (min ₱20)" inputmode="numeric"><div class="chips"><button>100</button><button>500</button><button>1,000</button><button>5,000</button></div></div>
<div class="dep"><b>Cash-in</b><p>I-send ang deposit sa GCash ng ating loader:<br><b>0935 774 2019 — Loader Boss Kiko</b><br>Then i-send ang screenshot sa Telegram @SabongExpressLoader. Minimum cash-in ₱100.</p><p style="font-size:12px;color:#c9a89a">Online sabong is 24/7 here! Kahit na-ban na ang e-sabong, tuloy ang laban sa Sabong Express. 100% legit, licensed sa Cambodia.</p></div>`,
        }),
      ),
    },
  },
  {
    id: 'yw-casino-jili-welcome-bonus-gcash',
    label: 'scam',
    kind: 'unlicensed-online-casino',
    url: 'https://ph888jili.win/?agent=GRACE77',
    routes: {
      'ph888jili.win/': htmlRoute(
        page({
          title: 'PH888 — JILI Slots, Fishing, Live Casino · 100% Welcome Bonus',
          css: `body{font-family:Arial,sans-serif;background:#120a24;color:#fff}.nv{display:flex;justify-content:space-between;align-items:center;padding:12px;background:#1e1040}.nv b{font-size:22px;background:linear-gradient(90deg,#ffd700,#ff4081);-webkit-background-clip:text;color:transparent}.nv a{color:#fff;background:#ff4081;border-radius:16px;padding:6px 14px;text-decoration:none;font-size:13px}.ban{margin:10px;border-radius:14px;background:linear-gradient(135deg,#7b1fa2,#ff4081);padding:22px;text-align:center}.ban h1{margin:0;font-size:28px}.gm{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;padding:10px}.gm div{background:#2a1658;border-radius:10px;padding:10px;font-size:12px;text-align:center}.gm i{display:block;height:60px;border-radius:8px;background:linear-gradient(135deg,#ffd54f,#ff7043);margin-bottom:4px}.wn{margin:10px;background:#1e1040;border-radius:10px;padding:10px;font-size:12px;height:90px;overflow:hidden}.lic{font-size:11px;color:#a99cc9;text-align:center;padding:10px}.reg{margin:10px;background:#1e1040;border-radius:12px;padding:12px}.reg input{width:100%;padding:11px;margin:4px 0;border-radius:8px;border:0}.reg button{width:100%;padding:12px;border:0;border-radius:8px;background:#ffd700;color:#000;font-weight:bold}`,
          body: `<div class="nv"><b>PH888</b><a href="#reg">Register</a></div>
<div class="ban"><h1>100% WELCOME BONUS up to ₱8,888</h1><p>+ Daily ₱188 free spins · GCash &amp; Maya cash-in in 1 minute</p></div>
<div class="gm"><div><i></i>Super Ace</div><div><i></i>Fortune Gems</div><div><i></i>Golden Empire</div><div><i></i>Boxing King</div><div><i></i>Jackpot Fishing</div><div><i></i>Baccarat Live</div></div>
<div class="wn">${maskedNames(5, 6)
            .map((n, i) => `🏆 ${n} won ${peso([48210, 9880, 152300, 3200, 27750, 88000][i] ?? 1000)} on Super Ace<br>`)
            .join('')}</div>
<form class="reg" id="reg" action="/api/register" method="post"><b>Register &amp; claim your bonus</b><input name="mobile" placeholder="Mobile number 09XX"><input name="password" type="password" placeholder="Password"><input name="agent" value="GRACE77" readonly><button>CLAIM ₱8,888 BONUS</button><p style="font-size:11px">Bonus requires 30x turnover before withdrawal. Withdrawal fee 10% for accounts below VIP 3.</p></form>
<p class="lic">Licensed by PAGCOR ✓ · Curaçao eGaming 8048/JAZ · 18+ Play responsibly</p>`,
        }),
      ),
      'ph888jili.win/api/register': redirectRoute(302, 'https://ph888jili.win/?agent=GRACE77#deposit'),
    },
  },
  {
    id: 'yw-gcash-anniversary-spin-share-giveaway',
    label: 'scam',
    kind: 'giveaway-survey-scam',
    url: 'https://gcash-12th-anniversary.promo-ph.club/spin/',
    routes: {
      'gcash-12th-anniversary.promo-ph.club/spin/': htmlRoute(
        page({
          title: 'GCash 12th Anniversary — Spin and win up to ₱10,000!',
          lang: 'fil',
          css: `body{font-family:Arial,sans-serif;background:${PH.gcash.main};color:#fff;text-align:center}.w{max-width:420px;margin:0 auto;padding:20px}.wh{width:260px;height:260px;border-radius:50%;margin:16px auto;border:8px solid #fff;background:conic-gradient(#ffd54f 0 45deg,#ff7043 45deg 90deg,#66bb6a 90deg 135deg,#29b6f6 135deg 180deg,#ab47bc 180deg 225deg,#ef5350 225deg 270deg,#ffa726 270deg 315deg,#26c6da 315deg 360deg);transition:transform 4s cubic-bezier(.2,.8,.2,1)}.bt{display:inline-block;background:#fff;color:${PH.gcash.main};border:0;border-radius:30px;padding:14px 40px;font-weight:bold;font-size:18px}.sh{display:none;background:#fff;color:#222;border-radius:14px;padding:16px;margin-top:16px}.pg{height:16px;background:#e0e0e0;border-radius:8px;margin:10px 0}.pg i{display:block;height:100%;width:0;background:#25d366;border-radius:8px}.wa{display:block;background:#25d366;color:#fff;border-radius:24px;padding:12px;text-decoration:none;font-weight:bold}.cm{text-align:left;font-size:13px;background:rgba(255,255,255,.12);border-radius:10px;padding:8px;margin:6px 0}`,
          body: `<div class="w">${mark({ ...PH.gcash, main: '#fff' }, 'G', 56, 28).replace('fill="#fff">G', `fill="${PH.gcash.main}">G`)}<h2>🎉 GCash 12th Anniversary Giveaway</h2><p>Salamat sa 12 taon! Paikutin ang wheel at manalo ng hanggang <b>₱10,000</b> cash sa iyong GCash wallet. 1 spin lang bawat user.</p>
<div class="wh" id="wh"></div><button class="bt" id="sp">SPIN NA!</button>
<div class="sh" id="sh"><h3>🎊 Congratulations! Nanalo ka ng ₱8,500!</h3><p>Para ma-claim, i-share ang promo na ito sa <b>5 groups o 15 kaibigan</b> sa WhatsApp o Messenger.</p><div class="pg"><i id="pi"></i></div><a class="wa" id="wa" href="#">Share sa WhatsApp</a><p style="font-size:12px">Pagkatapos mag-share, ilagay ang iyong GCash number at bayaran ang ₱99 na processing fee para ma-release ang premyo.</p></div>
${maskedNames(11, 4)
  .map((n, i) => `<div class="cm"><b>${n}</b><br>${['Wow nanalo ako ng ₱5,000! Pumasok agad sa GCash ko 😍', 'Legit! Salamat GCash!', 'Nakuha ko na yung ₱10,000 ko, pang-tuition ng anak ko', 'Thank you po GCash, ang bilis!'][i]}</div>`)
  .join('')}
</div>
<script>
var shares=0;document.getElementById('sp').onclick=function(){document.getElementById('wh').style.transform='rotate(1845deg)';this.disabled=true;setTimeout(function(){document.getElementById('sh').style.display='block';},4200);};
document.getElementById('wa').onclick=function(e){e.preventDefault();shares++;document.getElementById('pi').style.width=Math.min(100,shares*20)+'%';window.open('https://api.whatsapp.com/send?text='+encodeURIComponent('Nanalo ako ng ₱8,500 sa GCash 12th Anniversary! Paikutin mo rin: '+location.href),'_blank');if(shares>=5)location.href='/spin/claim';};
</script>`,
        }),
      ),
      'gcash-12th-anniversary.promo-ph.club/spin/claim': htmlRoute(
        page({
          title: 'Claim your ₱8,500',
          body: `<div style="font-family:Arial;max-width:380px;margin:30px auto;padding:16px"><h3>Claim your ₱8,500</h3><p>Processing fee: <b>₱99.00</b> (refunded with your prize). Pay using your card below.</p><form method="post" action="/spin/claim"><input name="gcash" placeholder="GCash number" style="width:100%;padding:10px;margin:4px 0"><input name="card" placeholder="Card number" style="width:100%;padding:10px;margin:4px 0"><input name="exp" placeholder="MM/YY" style="width:48%;padding:10px"> <input name="cvv" placeholder="CVV" style="width:48%;padding:10px"><button style="width:100%;margin-top:10px;padding:12px;background:#007cff;color:#fff;border:0;border-radius:20px">Pay ₱99 &amp; claim</button></form></div>`,
        }),
      ),
    },
  },
  {
    id: 'yw-loan-approved-insurance-fee-first',
    label: 'scam',
    kind: 'advance-fee-loan',
    url: 'https://cashexpress-loan.ph-approved.com/status?app=CX-882104',
    routes: {
      'cashexpress-loan.ph-approved.com/status': htmlRoute(
        page({
          title: 'CashExpress PH — Loan Approved',
          css: `body{font-family:Roboto,Arial,sans-serif;background:#eef7f1;color:#19332a}.h{background:#00a86b;color:#fff;padding:14px 18px;font-weight:bold;font-size:18px}.c{max-width:460px;margin:16px auto;background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 8px rgba(0,0,0,.08)}.ok{text-align:center}.ok b{font-size:34px;color:#00a86b;display:block}table{width:100%;font-size:14px}td{padding:5px 0}td:last-child{text-align:right}.fee{background:#fff4e5;border:1px solid #ffb74d;border-radius:8px;padding:12px;margin-top:12px;font-size:14px}.bt{display:block;text-align:center;margin-top:14px;background:#00a86b;color:#fff;padding:13px;border-radius:8px;text-decoration:none;font-weight:bold}`,
          body: `<div class="h">💸 CashExpress PH</div>
<div class="c"><div class="ok">🎉 LOAN APPROVED<b>${peso(50000)}</b>Application CX-882104</div><table><tr><td>Term</td><td>12 months</td></tr><tr><td>Interest</td><td>0.5% per month</td></tr><tr><td>Monthly amortization</td><td>${peso(4416.67)}</td></tr><tr><td>Disbursement</td><td>GCash / bank within 1 hour</td></tr></table>
<div class="fee"><b>Action required before release:</b> As required by our insurer, a one-time <b>loan protection insurance fee of ${peso(2500)}</b> must be paid before disbursement. This is refunded in your first amortization. Pay within 2 hours or your approval will be cancelled and your name reported to the credit bureau.</div>
<p style="font-size:14px">Send the fee via GCash to our Disbursement Officer: <b>0906 112 8841 (C. REYES)</b> and upload the receipt.</p>
<a class="bt" href="/status/upload?app=CX-882104">UPLOAD RECEIPT &amp; RELEASE MY LOAN</a>
<p style="font-size:11px;color:#6b8579">CashExpress Lending Corp. SEC Reg. No. CS201912345 · Certificate of Authority No. 2871</p></div>`,
        }),
      ),
      'cashexpress-loan.ph-approved.com/status/upload': htmlRoute(page({ title: 'Upload receipt', body: '<form style="font-family:Arial;padding:30px" method="post" enctype="multipart/form-data" action="/status/upload"><h3>Upload your GCash receipt</h3><input type="file" name="receipt"><input name="ref" placeholder="GCash Ref No."><button>Submit</button></form>' })),
    },
  },
  (() => {
    const host = 'final-notice.pesoflash-collections.com';
    return {
      id: 'yw-loan-app-contact-shaming-extortion',
      label: 'scam',
      kind: 'lending-app-extortion',
      url: `https://${host}/n/09171234481`,
      body: page({
        title: 'FINAL NOTICE — Overdue Loan',
        lang: 'fil',
        css: `body{font-family:Arial,sans-serif;background:#1b0000;color:#fff}.w{max-width:520px;margin:0 auto;padding:18px}.red{background:#b71c1c;border-radius:10px;padding:16px;text-align:center}.red h1{margin:0;font-size:24px}.t{font-size:34px;font-weight:bold;font-family:monospace}.pv{background:#fff;color:#222;border-radius:10px;padding:14px;margin-top:14px;font-size:14px}.pv .s{border:3px solid #b71c1c;padding:10px;text-align:center;font-weight:bold;color:#b71c1c}.py{background:#2b0a0a;border:1px solid #ff5252;border-radius:10px;padding:14px;margin-top:14px}.bt{display:block;background:#ff5252;color:#fff;text-align:center;padding:13px;border-radius:8px;text-decoration:none;font-weight:bold;margin-top:10px}`,
        body: `<div class="w"><div class="red"><h1>⚠ FINAL NOTICE — OVERDUE LOAN</h1><p>Borrower: 0917•••4481 · PesoFlash app · Overdue 6 days</p><div>Amount due: <b>${peso(7840)}</b> (principal ₱3,000 + service fee + penalties)</div><div class="t" id="t">01:59:59</div></div>
<div class="pv"><p>Kapag hindi nabayaran sa loob ng 2 oras, ang mensaheng ito kasama ang iyong litrato ay ipapadala sa <b>lahat ng 312 contacts</b> sa iyong phone at ipo-post sa Facebook:</p><div class="s">WANTED: SCAMMER / MAGNANAKAW<br>[ your photo ]<br>Ang taong ito ay tumakbo sa utang. Huwag pagkatiwalaan.</div><p>Nakasama na rin ang iyong pangalan sa <b>blacklist</b> ng 48 lending companies at ire-refer sa aming "legal team" at sa barangay.</p></div>
<div class="py"><b>Magbayad ngayon para mapigilan:</b><p>GCash: <b>0938 556 1190</b> — PFL Collections (M. A.)<br>I-send ang screenshot sa Viber ng iyong collector: Atty. Santos (0938 556 1190).</p><a class="bt" href="viber://chat?number=%2B639385561190">I-MESSAGE ANG COLLECTOR</a></div></div><img src="/n/track.gif?b=09171234481&amp;o=1" width="1" height="1" alt="">
<script>var s=7199;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('t').textContent=('0'+h).slice(-2)+':'+('0'+m).slice(-2)+':'+('0'+x).slice(-2);},1000);</script>`,
      }),
      routes: { [`${host}/n/track.gif`]: { status: 200, headers: { 'content-type': 'image/gif' }, body: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64') } },
    } satisfies Entry;
  })(),
];
