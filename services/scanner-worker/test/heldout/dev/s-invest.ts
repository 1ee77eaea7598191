import type { Entry } from '../entry.js';
import { doc, imgs, tracker } from '../parts/s-kit.js';

/** Author s: invest (dev split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'app.mirrortrade-elite.com';
  const t = tracker(h, 'pixel', '772019384455610');
  return E({
    id: 's-invest-copy-trading-en',
    label: 'scam',
    kind: 'invest-platform',
    url: `https://${h}/copy-traders`,
    body: doc({
      title: 'MirrorTrade Elite – Copy the Top 1% of Traders Automatically',
      head: t.snippet,
      css: `body{margin:0;font-family:Inter,Arial;background:#0b1020;color:#e6e9f2}nav{display:flex;justify-content:space-between;padding:16px 30px;border-bottom:1px solid #1d2540}nav a{color:#9fb0d9;margin-left:16px;text-decoration:none}.hero{text-align:center;padding:40px}.hero h1{font-size:44px}.g{color:#2ee59d}.tr{display:grid;grid-template-columns:repeat(3,1fr);gap:18px;max-width:1000px;margin:auto}.c{background:#131a33;border-radius:12px;padding:18px}.c img{width:48px;height:48px;border-radius:50%;background:#334}.c button{background:#2ee59d;border:0;width:100%;padding:10px;border-radius:8px;font-weight:700}.plans{max-width:1000px;margin:30px auto;display:flex;gap:16px}.pl{flex:1;background:#131a33;padding:18px;border-radius:12px}.ticker{background:#0f1530;padding:8px;font-size:13px;white-space:nowrap;overflow:hidden}footer{color:#5b6790;font-size:11px;padding:30px;max-width:1000px;margin:auto}`,
      body: `<nav><b>Mirror<span class="g">Trade</span> Elite</b><div><a href="#">Markets</a><a href="#">Copy Trading</a><a href="#">Plans</a><a href="#">Affiliate</a><a href="/login">Log in</a></div></nav>
<div class="ticker" id="tk">Live payouts loading…</div>
<div class="hero"><h1>Earn <span class="g">up to 4.8% daily</span> by copying pro traders</h1><p>No experience needed. Our verified masters trade Forex, Gold &amp; Crypto — you receive profits straight to your wallet every 24 hours.</p></div>
<div class="tr">
<div class="c"><img src="/avatars/a1.png" alt=""><h3>Sarah_FX_Queen</h3><p>ROI 90d: <b class="g">+412%</b> · Win rate 94% · Copiers 18,221</p><button>Copy</button></div>
<div class="c"><img src="/avatars/a2.png" alt=""><h3>GoldHunter.Dubai</h3><p>ROI 90d: <b class="g">+338%</b> · Win rate 91% · Copiers 9,870</p><button>Copy</button></div>
<div class="c"><img src="/avatars/a3.png" alt=""><h3>CryptoWhale_James</h3><p>ROI 90d: <b class="g">+527%</b> · Win rate 96% · Copiers 22,402</p><button>Copy</button></div></div>
<div class="plans"><div class="pl"><h3>Starter</h3><p>$250 – $4,999</p><p class="g">2.1% daily · 20 days</p></div><div class="pl"><h3>Gold</h3><p>$5,000 – $24,999</p><p class="g">3.4% daily · 30 days</p></div><div class="pl"><h3>VIP Platinum</h3><p>$25,000+</p><p class="g">4.8% daily · 45 days + personal account manager</p></div></div>
<p style="text-align:center">Deposit with USDT (TRC20), BTC or ETH. Minimum withdrawal $100. Profits guaranteed by our insurance fund.</p>
<footer>MirrorTrade Elite Ltd is registered in Saint Vincent and the Grenadines (Reg. 2771 LLC 2024). Trading involves risk. 5% referral commission on every deposit your friends make.</footer>
<script>var n=['Ahmed, UAE','Maria, Brazil','Chloe, UK','Tomás, Spain','Wei, Malaysia','John, USA','Priya, India'];setInterval(function(){var a=(Math.random()*9000+400).toFixed(2);document.getElementById('tk').textContent='💸 '+n[Math.floor(Math.random()*n.length)]+' just withdrew $'+a+' profit · '+new Date().toLocaleTimeString();},2500);</script>`,
    }),
    routes: { ...t.routes, ...imgs(h, ['a1.png', 'a2.png', 'a3.png'], 'avatars') },
  });
})(),

(() => {
  const h = 'tadawul-signals-vip.com';
  return E({
    id: 's-invest-forex-signals-ar',
    label: 'scam',
    kind: 'invest-platform',
    url: `https://${h}/ar/vip`,
    body: doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'توصيات فوركس VIP – أرباح مضمونة يوميًا',
      css: `body{font-family:Tahoma,Arial;margin:0;background:#0d1b2a;color:#fff}.h{padding:20px;text-align:center;background:#1b263b}.h h1{color:#ffd166}.w{max-width:760px;margin:auto;padding:20px}.card{background:#1b263b;border-radius:10px;padding:18px;margin:12px 0}.g{color:#06d6a0}.btn{display:block;text-align:center;background:#06d6a0;color:#000;padding:14px;border-radius:8px;text-decoration:none;font-weight:bold}.shot{width:100%;height:160px;background:#223}`,
      body: `<div class="h"><h1>💰 قناة التوصيات الذهبية VIP</h1><p>انضم إلى أكثر من 45,000 متداول يحققون أرباحًا يومية من الذهب والفوركس</p></div>
<div class="w"><div class="card"><h3>نتائج الأسبوع الماضي</h3><p>XAUUSD شراء ✅ <span class="g">+320 نقطة</span></p><p>EURUSD بيع ✅ <span class="g">+85 نقطة</span></p><p>GBPJPY شراء ✅ <span class="g">+140 نقطة</span></p><p>نسبة النجاح: <b class="g">97%</b></p></div>
<div class="card"><h3>باقة إدارة الحساب</h3><p>أودع <b>500$</b> فقط وسنقوم بإدارة حسابك بالكامل. ربح أسبوعي مضمون من <b class="g">30% إلى 50%</b>. لا تحتاج إلى أي خبرة.</p><p>الإيداع عن طريق USDT أو تحويل بنكي إلى وكيلنا المعتمد. يتم سحب الأرباح كل يوم خميس.</p></div>
<img class="shot" src="/img/profits.png" alt="">
<div class="card"><p>«سحبت أرباحي 2,400$ في أسبوعين الحمد لله، شكرًا أستاذ خالد» — أبو فهد، الرياض</p><p>«أفضل قناة توصيات جربتها» — منى، القاهرة</p></div>
<a class="btn" href="https://t.me/GoldVIP_Khaled_Official">📲 تواصل مع المستشار خالد على تيليجرام</a>
<p style="font-size:11px;color:#778">المقاعد محدودة. العرض ينتهي الليلة في الساعة 12.</p></div>`,
    }),
    routes: imgs(h, ['profits.png']),
  });
})(),

(() => {
  const h = 'stake.nodepoolyield.io';
  const chat: [string, string][] = [
    ['Support – Emily', 'Hi dear 😊 welcome to NodePool Yield! Are you here for the ETH liquidity mining event?'],
    ['You', 'yes my friend on WhatsApp told me about it. how does it work'],
    ['Support – Emily', 'It is very simple. You keep USDT in your own wallet, connect to our node, and receive daily mining rewards 1.5%–3.2% depending on your level.'],
    ['Support – Emily', 'Level 1: 1,000–9,999 USDT → 1.5%/day\nLevel 2: 10,000–49,999 USDT → 2.2%/day\nLevel 3: 50,000+ USDT → 3.2%/day'],
    ['You', 'and I can withdraw anytime?'],
    ['Support – Emily', 'Yes of course, rewards can be withdrawn every day. Only for principal you need to complete the 30-day node cycle. Many users upgrade to Level 2 in first week to get the bonus 🎁'],
    ['Support – Emily', 'Please deposit to the official pool address below and send me the TXID, I will activate your node manually:'],
  ];
  const bubbles = chat.map(([w, m]) => `<div class="msg ${w === 'You' ? 'me' : 'them'}"><small>${w}</small><p>${m.replace(/\n/g, '<br>')}</p></div>`).join('');
  return E({
    id: 's-invest-staking-pool-chat',
    label: 'scam',
    kind: 'invest-platform',
    url: `https://${h}/support/chat`,
    body: doc({
      title: 'NodePool Yield – Online Customer Service',
      css: `body{margin:0;font-family:-apple-system,Roboto,Arial;background:#eef1f6}.top{background:#3b5bdb;color:#fff;padding:12px 16px}.log{max-width:520px;margin:auto;padding:12px}.msg{margin:8px 0;max-width:80%}.msg p{margin:2px 0;padding:10px;border-radius:12px;font-size:14px}.them p{background:#fff}.me{margin-left:auto}.me p{background:#3b5bdb;color:#fff}small{color:#889;font-size:11px}.addr{background:#fff;padding:12px;border-radius:12px;font-family:monospace;word-break:break-all}.in{position:fixed;bottom:0;left:0;right:0;background:#fff;padding:10px;display:flex}.in input{flex:1;padding:10px}`,
      body: `<div class="top">💬 NodePool Yield · Customer Service <span style="float:right">● online</span></div>
<div class="log">${bubbles}<div class="msg them"><small>Support – Emily</small><div class="addr">USDT (TRC20)<br>TQ7b9xKk2Vn3fYw8mZp4RsL1dEa6HcJt5u<br><img src="/img/qr-usdt.png" width="120" height="120" alt=""></div></div><div class="msg them"><small>Support – Emily</small><p>After node activation you will see your rewards in the dashboard every 6 hours 📈 Hurry, event quota is almost full!</p></div><div style="height:70px"></div></div>
<div class="in"><input placeholder="Type a message…"><button>Send</button></div>`,
    }),
    routes: imgs(h, ['qr-usdt.png']),
  });
})(),

(() => {
  const h = 'preipo-allocations.asia';
  return E({
    id: 's-invest-pre-ipo-shares-sg',
    label: 'scam',
    kind: 'invest-platform',
    url: `https://${h}/opportunities/spacex`,
    body: doc({
      lang: 'en-SG',
      title: 'Pre-IPO Allocation: SpaceX Series N – Meridian Capital Partners Pte',
      css: `body{font-family:"Helvetica Neue",Arial;margin:0;background:#fbfbfb;color:#1a1a1a}.nav{padding:18px 40px;border-bottom:1px solid #e2e2e2;display:flex;justify-content:space-between}.w{max-width:880px;margin:30px auto}.kv{display:grid;grid-template-columns:1fr 1fr;gap:10px}.kv div{background:#fff;border:1px solid #eee;padding:12px}.urg{background:#102a43;color:#fff;padding:16px}.f{font-size:11px;color:#888}`,
      body: `<div class="nav"><b>MERIDIAN CAPITAL PARTNERS</b><span>Singapore · Hong Kong · London</span></div>
<div class="w"><p>PRIVATE &amp; CONFIDENTIAL — FOR INVITED CLIENTS</p><h1>SpaceX Pre-IPO Share Allocation</h1>
<p>Through our relationship with an early-stage holder we have secured a limited block of SpaceX common shares ahead of the expected 2026 listing. Analysts project a listing valuation <b>3–5× above</b> the current entry price.</p>
<div class="kv"><div>Entry price<br><b>US$ 112.00 / share</b></div><div>Projected listing<br><b>US$ 380 – 560</b></div><div>Minimum subscription<br><b>US$ 20,000</b></div><div>Lock-up<br><b>None – shares transferable on listing</b></div></div>
<div class="urg" style="margin-top:20px"><b>Allocation closes Friday 5pm SGT.</b> Only 4 client slots remain. Settlement is by telegraphic transfer to our escrow agent in Hong Kong; share certificates are issued within 10 business days.</div>
<p>Your relationship manager, <b>Mr. Daniel Koh</b>, will contact you to complete the subscription agreement. Direct line: +65 6555 0382 · WhatsApp +852 5555 0914</p>
<p class="f">Meridian Capital Partners Pte. Ltd. This invitation is not an offer to the public. Past performance is not indicative of future results. Not available to US persons.</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'upbit-anniversary-event.kr-eth.com';
  return E({
    id: 's-giveaway-double-eth-ko',
    label: 'scam',
    kind: 'crypto-giveaway',
    url: `https://${h}/event`,
    body: doc({
      lang: 'ko',
      title: '창립 기념 이더리움 2배 이벤트 – 선착순',
      css: `body{margin:0;font-family:"Noto Sans KR",sans-serif;background:#0a1a4a;color:#fff}.w{max-width:640px;margin:auto;padding:24px}.b{background:#fff;color:#111;border-radius:12px;padding:20px;margin:14px 0}.addr{background:#f1f3f9;padding:12px;font-family:monospace;word-break:break-all}.t{color:#0a58ff;font-weight:bold}`,
      body: `<div class="w"><h1>🎉 창립 9주년 감사 이벤트</h1><p>고객 여러분의 성원에 감사드리며 <b>총 10,000 ETH</b>를 돌려드립니다!</p>
<div class="b"><h3>참여 방법</h3><ol><li>아래 이벤트 주소로 <b>0.5 ~ 50 ETH</b>를 전송합니다.</li><li>전송 확인 후 <span class="t">보낸 금액의 2배</span>가 보낸 지갑으로 자동 지급됩니다.</li><li>1인 1회 참여 가능, 물량 소진 시 조기 종료.</li></ol>
<p>이벤트 주소 (ERC-20)</p><div class="addr">0x7a3F9b2C81dE44a0B6c53F1e92D07aC4b8E51f2D</div><button onclick="navigator.clipboard&&navigator.clipboard.writeText('0x7a3F9b2C81dE44a0B6c53F1e92D07aC4b8E51f2D');this.textContent='복사 완료'">주소 복사</button></div>
<div class="b"><h3>실시간 지급 현황</h3><p>0x91c…4e2 &nbsp; 2.0 ETH → <b>4.0 ETH</b> 지급완료</p><p>0x3ab…77f &nbsp; 10.0 ETH → <b>20.0 ETH</b> 지급완료</p><p>0xe04…a19 &nbsp; 0.8 ETH → <b>1.6 ETH</b> 지급완료</p><p>남은 물량: <b id="r">3,184</b> ETH</p></div>
<p style="font-size:11px;color:#9ab">본 이벤트는 거래소 공식 이벤트입니다. 문의: 카카오톡 오픈채팅 '이벤트지원센터'</p></div>
<script>var r=3184;setInterval(function(){r-=Math.floor(Math.random()*9)+1;document.getElementById('r').textContent=r.toLocaleString();},4000);</script>`,
    }),
  });
})(),
];
