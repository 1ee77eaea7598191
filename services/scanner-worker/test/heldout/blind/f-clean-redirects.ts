import { type Entry, htmlRoute, redirectRoute } from '../entry.js';

/** Held-out pages by author f, family "clean-redirects" (blind split). Hand-written; see ../parts/f-kit.ts for the binary builders. */
export const entries: Entry[] = [
  {
    id: "f-clean-shortener-tidewave-blog",
    label: "clean",
    kind: "link-shortener",
    url: "https://tdw.ink/spring26",
    routes: {
      "tdw.ink/spring26": redirectRoute(301, "https://www.tidewave-outdoor.com/blog/spring-trail-guide?utm_source=instagram&utm_medium=social&utm_campaign=spring26"),
      "www.tidewave-outdoor.com/blog/spring-trail-guide": htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>The Spring Trail Guide: 12 hikes that thaw out first | Tidewave Outdoor Journal</title>
<meta property="og:title" content="The Spring Trail Guide">
<link rel="canonical" href="https://www.tidewave-outdoor.com/blog/spring-trail-guide">
<style>
body{margin:0;font-family:"Lora",Georgia,serif;color:#23302a;background:#fdfcf8;line-height:1.7}
.n{font-family:Arial,sans-serif;display:flex;align-items:center;gap:24px;padding:16px 40px;border-bottom:1px solid #e8e4d8}.n b{font-size:20px;color:#2f5d50}.n a{font-size:14px;color:#23302a;text-decoration:none}.n .cart{margin-left:auto}
.hero{height:280px;background:linear-gradient(180deg,#9cc2b5,#2f5d50)}
article{max-width:720px;margin:-60px auto 40px;background:#fdfcf8;padding:30px 40px;position:relative}
h1{font-size:38px;line-height:1.2;margin-top:0}
.meta{font-family:Arial,sans-serif;font-size:13px;color:#6a766f}
.tip{background:#eef5f1;padding:14px 18px;border-radius:6px;font-family:Arial,sans-serif;font-size:14px}
.shop{display:flex;gap:14px;margin:20px 0}.shop div{flex:1;border:1px solid #e8e4d8;padding:12px;font-family:Arial,sans-serif;font-size:13px}
footer{font-family:Arial,sans-serif;text-align:center;font-size:12px;color:#6a766f;padding:30px;border-top:1px solid #e8e4d8}
</style>
</head>
<body>
<div class="n"><b>Tidewave Outdoor</b><a href="/shop">Shop</a><a href="/blog">Journal</a><a href="/stores">Stores</a><a class="cart" href="/cart">Cart (0)</a></div>
<div class="hero"></div>
<article>
 <div class="meta">Journal · Trail guides · March 2, 2026 · by Priya Nandakumar</div>
 <h1>The Spring Trail Guide: 12 hikes that thaw out first</h1>
 <p>Low-elevation ridgelines, south-facing slopes and coastal bluffs lose their snow weeks before the high country. We asked our store staff for the routes they hike every March – here are their favourites, from a 3-mile waterfall loop to a full-day traverse.</p>
 <div class="tip"><b>Shoulder-season tip:</b> pack microspikes even if the trailhead is dry. North-facing switchbacks can stay icy until late April.</div>
 <h2>1. Cedar Falls Loop (3.2 mi)</h2><p>Easy, family-friendly and at its best when snowmelt swells the falls…</p>
 <h2>2. Harrow Point Bluffs (5.8 mi)</h2><p>Ocean views, early wildflowers and the first migrating gray whales of the season…</p>
 <div class="shop"><div><b>Trail Runner 3</b><br>$139 · Members save 10%</div><div><b>Packable Rain Shell</b><br>$179</div><div><b>Microspikes Lite</b><br>$59</div></div>
 <p>Share your spring hikes with <b>#TidewaveTrails</b> for a chance to be featured.</p>
</article>
<footer>© 2026 Tidewave Outdoor Co. · Privacy · Accessibility · Do Not Sell My Personal Information</footer>
</body>
</html>
`),
    },
  },
];
