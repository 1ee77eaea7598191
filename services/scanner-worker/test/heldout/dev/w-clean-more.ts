import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, css, tag, cookieBar, baseCss } from '../parts/w-kit.js';
import { apk, fileRoute, pe } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'w-clean-fdroid-client-apk',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://f-droid.org/en/',
    body: doc({
      title: 'F-Droid - Free and Open Source Android App Repository',
      css: baseCss('#1976d2', 'Roboto,Arial,sans-serif'),
      body: `<header class="top"><b style="color:#1976d2">F-Droid</b><nav><a href="/en/packages/">Browse</a><a href="/en/docs/">Docs</a><a href="/en/news/">News</a><a href="/en/donate/">Donate</a><a href="https://forum.f-droid.org/">Forum</a></nav></header>
<div class="wrap"><h1>What is F-Droid?</h1><p>F-Droid is an installable catalogue of FOSS (Free and Open Source Software) applications for the Android platform. The client makes it easy to browse, install, and keep track of updates on your device.</p>
<p><a class="btn" href="/F-Droid.apk">Download F-Droid</a></p><p class="muted">Version 1.21.1 · <a href="/F-Droid.apk.asc">PGP signature</a> · You will need to allow installation from this source in Android settings.</p>
<h2>Latest news</h2><p><b>TWIF 72:</b> Reproducible builds now cover 40% of the repository…</p></div>
<footer>This website is licensed under AGPLv3+. F-Droid Limited and Contributors.</footer>`,
    }),
    routes: { 'f-droid.org/F-Droid.apk': fileRoute(apk('org.fdroid.fdroid', 'F-Droid'), 'application/vnd.android.package-archive', 'F-Droid.apk') },
  },
  {
    id: 'w-clean-news-romance-scam-za',
    label: 'clean',
    kind: 'scam-explainer',
    url: 'https://www.capetimesdaily.co.za/news/romance-scam-syndicate-arrested-in-gauteng-2025-11-20',
    body: doc({
      lang: 'en-ZA',
      title: 'Romance scam syndicate arrested in Gauteng after victims lose R12m | Cape Times Daily',
      css: baseCss('#1d4ed8', 'Georgia,serif') + `article{max-width:740px;margin:auto;font-size:18px}`,
      body: `<header class="top"><b style="color:#1d4ed8">Cape Times Daily</b><nav><a href="#">News</a><a href="#">Business</a><a href="#">Sport</a><a href="#">Lifestyle</a></nav></header>
<div class="wrap"><article><h1>Romance scam syndicate arrested in Gauteng after victims lose R12m</h1><p class="muted">By Thandiwe Mokoena · 20 November 2025</p>
<p>The Hawks have arrested seven suspects linked to a romance scam syndicate accused of defrauding more than 40 victims, most of them women over 50, of about R12 million.</p>
<p>According to Hawks spokesperson Lt-Col Katlego Mogale, the suspects posed as foreign engineers and US soldiers on dating apps and Facebook. After weeks of building trust, they asked victims to pay “customs fees” for parcels of gold or “leave fees” for a soldier to come home.</p>
<p>“No legitimate military or UN office will ask a partner to pay for a soldier’s leave,” Mogale said. Victims are urged to report to the SAPS or the Southern African Fraud Prevention Service.</p></article></div>
<footer>© 2025 Cape Times Daily · Press Council of South Africa member</footer>`,
    }),
  },
  {
    id: 'w-clean-own-royalmail-fee-to-pay',
    label: 'clean',
    kind: 'own-payment',
    url: 'https://www.royalmail.com/receiving-mail/fee-to-pay-grey-card',
    body: doc({
      lang: 'en-GB',
      title: 'Pay a fee | Royal Mail Group Ltd',
      css: baseCss('#da202a', 'Arial,sans-serif'),
      body: `<header class="top"><b style="color:#da202a">Royal Mail</b><nav><a href="#">Track an item</a><a href="#">Send</a><a href="#">Receive</a><a href="#">Business</a></nav></header>
<div class="wrap" style="max-width:720px"><h1>Pay a fee</h1><p>If we’ve left you a grey <b>‘Fee to Pay’</b> card, you need to pay before we can deliver your item. Fees can apply for underpaid postage or import VAT and customs duty on items from outside the UK.</p>
<form method="post" action="/receiving-mail/pay-a-fee/lookup" class="card"><label>15-digit reference number from your grey card</label><input name="ref" maxlength="15"><label>Postcode</label><input name="postcode"><button class="btn" style="margin-top:12px">Continue</button></form>
<h2>Beware of scams</h2><p>We’ll only ask you to pay a fee by text or email if we’ve left you a grey card, and the reference will match the card. Never enter card details on a site you reached from an unexpected message.</p></div>
<footer>© Royal Mail Group Limited 2025 · <a href="#">Privacy</a><a href="#">Cookies</a><a href="#">Terms &amp; conditions</a></footer>`,
    }),
  },
];
