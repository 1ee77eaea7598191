import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, css, tag, pixel, cookieBar, baseCss } from '../parts/w-kit.js';

const products = (items: [string, string, string][], cur: string) =>
  `<div class="grid">${items.map(([n, was, now], i) => `<div class="card"><div style="height:150px;background:hsl(${i * 47},30%,88%);border-radius:6px"></div><p>${n}</p><p><s class="muted">${cur}${was}</s> <b style="color:#c0392b">${cur}${now}</b></p><button class="btn">Add to basket</button></div>`).join('')}</div>`;

export const entries: Entry[] = [
  {
    id: 'w-clean-shop-black-friday-electronics-uk',
    label: 'clean',
    kind: 'retail-deals',
    url: 'https://www.brightwave-electricals.co.uk/black-friday/tvs',
    body: doc({
      lang: 'en-GB',
      title: 'Black Friday TV Deals 2025 | Brightwave Electricals',
      head: tag('G-BWE2025') + pixel('447788112233'),
      css: baseCss('#5b21b6', 'Arial,sans-serif'),
      body: `<div style="background:#000;color:#fff;text-align:center;padding:6px;font-size:13px">Black Friday deals now on · Free delivery over £40 · Price promise</div>
<header class="top"><b style="color:#5b21b6;font-size:22px">Brightwave</b><nav><a href="#">TVs</a><a href="#">Laptops</a><a href="#">Appliances</a><a href="#">Gaming</a><a href="#">Black Friday</a></nav><a href="/basket">Basket (0)</a></header>
<div class="wrap"><h1>Black Friday TV deals</h1><p class="muted">Showing 48 products · Sort by: Best selling</p>
${products([['Samsung 55" QN90D Neo QLED 4K', '1,299', '899'], ['LG 65" OLED evo C4', '2,199', '1,499'], ['Sony 50" BRAVIA 3 LED 4K', '749', '549'], ['Hisense 43" A6N 4K Smart', '329', '229']], '£')}
<p class="muted">Deals end 1 December 2025 or while stocks last. Was prices are the lowest price in the previous 28 days. Brightwave Electricals Ltd, Registered in England No. 04118823, VAT GB 778 2210 41.</p></div>
<footer><a href="#">Delivery</a><a href="#">Returns</a><a href="#">Care &amp; Repair</a><a href="#">Careers</a><a href="#">Modern Slavery Statement</a></footer>${cookieBar('We use cookies to give you the best experience.', 'Accept all', 'Manage cookies')}`,
    }),
  },
  {
    id: 'w-clean-sweepstakes-official-rules-cereal',
    label: 'clean',
    kind: 'real-sweepstakes',
    url: 'https://www.crunchyoatsweeps.com/',
    body: doc({
      title: 'Crunchy Oat Clusters “Game Day Getaway” Sweepstakes',
      css: baseCss('#ea580c', 'Arial,sans-serif'),
      body: `<header class="top"><b style="color:#ea580c">Crunchy Oat Clusters</b><nav><a href="#">Enter</a><a href="#rules">Official Rules</a><a href="#">FAQ</a></nav></header>
<div class="wrap" style="max-width:720px"><h1>Win a trip to the big game!</h1><p>One (1) Grand Prize winner will receive a trip for two, including airfare, 3 nights’ hotel and two game tickets (ARV $9,500). 100 first-prize winners get a branded cooler (ARV $45).</p>
<form action="/enter" method="post" class="card"><label>First name</label><input><label>Last name</label><input><label>Email</label><input><label>Date of birth</label><input type="date"><label><input type="checkbox" style="width:auto"> I agree to the Official Rules</label><button class="btn" style="margin-top:10px">Enter now</button></form>
<h2 id="rules">Official Rules (abbreviated)</h2><p><b>NO PURCHASE NECESSARY TO ENTER OR WIN. A PURCHASE WILL NOT INCREASE YOUR CHANCES OF WINNING.</b> Open to legal residents of the 50 United States and D.C., 18 years or older. Sweepstakes begins 12:00 PM ET on 11/1/2025 and ends 11:59 PM ET on 1/15/2026. Limit one entry per person per day. Odds depend on number of eligible entries. Winners will be notified by email and will never be asked to pay a fee to claim a prize. Sponsor: Harvest Fields Foods, Inc., Minneapolis, MN.</p></div>`,
    }),
    routes: { 'www.crunchyoatsweeps.com/enter': html(doc({ title: 'Thanks for entering', body: '<h2>You’re entered!</h2><p>Come back tomorrow for another entry.</p>' })) },
  },
  {
    id: 'w-clean-deals-community-hot-thread-uk',
    label: 'clean',
    kind: 'deals-community',
    url: 'https://www.dealspotters.co.uk/deals/dyson-v15-detect-absolute-4412093',
    body: doc({
      lang: 'en-GB',
      title: 'Dyson V15 Detect Absolute £449.99 @ Brightwave | dealspotters',
      css: baseCss('#e4572e', 'Arial,sans-serif', '#f4f4f4') + `.tmp{font-size:24px;color:#e4572e;font-weight:700}.c{background:#fff;padding:12px;margin:8px 0;border-radius:6px}`,
      body: `<header class="top"><b style="color:#e4572e">dealspotters</b><nav><a href="#">Hottest</a><a href="#">New</a><a href="#">Vouchers</a><a href="#">Freebies</a></nav></header>
<div class="wrap"><div class="c"><span class="tmp">612°</span><h1>Dyson V15 Detect Absolute £449.99 @ Brightwave</h1><p>Posted by <b>hoover_hunter</b> · 3h ago · <a href="https://www.brightwave-electricals.co.uk/black-friday/tvs">Get deal</a></p>
<p>Lowest price I’ve seen from a proper retailer. Comes with the full 2-year Dyson warranty. PSA: ignore the Facebook ads for V15s at £114 — those are fake shops, several people on here got burned last year.</p></div>
<div class="c"><b>kettlechief</b>: Heat added, picked one up in store. Price match worked at Currys as well.</div>
<div class="c"><b>mumof3_leeds</b>: Thanks for the warning about the fake ones, my mum nearly ordered from one.</div></div>`,
    }),
  },
  {
    id: 'w-clean-shop-super-sale-ja',
    label: 'clean',
    kind: 'retail-deals',
    url: 'https://shop.sakura-ichiba.jp/event/supersale/',
    body: doc({
      lang: 'ja',
      title: '【スーパーSALE】最大50%OFF＆ポイント10倍 | さくら市場',
      css: baseCss('#bf0000', '"Hiragino Kaku Gothic ProN",Meiryo,sans-serif'),
      body: `<header class="top"><b style="color:#bf0000;font-size:22px">さくら市場</b><nav><a href="#">ファッション</a><a href="#">食品</a><a href="#">家電</a><a href="#">ふるさと納税</a></nav></header>
<div class="wrap"><h1>スーパーSALE 12月4日20:00スタート！</h1><p>半額商品多数・ポイント最大10倍。エントリーをお忘れなく。</p>
${products([['北海道産 いくら醤油漬け 500g', '6,980', '3,490'], ['ダイソン ドライヤー Supersonic', '49,500', '39,800'], ['国産 羽毛布団 シングル', '29,800', '14,900'], ['新潟県産 コシヒカリ 10kg', '7,200', '5,980']], '¥')}
<p class="muted">※価格は税込です。送料は各ショップにより異なります。ご注意：当社を装った偽サイト・偽メールにご注意ください。</p></div>
<footer>© Sakura Ichiba, Inc. <a href="#">会社概要</a><a href="#">個人情報保護方針</a></footer>`,
    }),
  },
];
