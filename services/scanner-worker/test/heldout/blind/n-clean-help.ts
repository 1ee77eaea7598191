import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

export const entries: Entry[] = [
  {
    id: 'n-clean-whatsapp-faq-scams',
    label: 'clean',
    kind: 'messenger-help',
    url: 'https://faq.whatsapp.com/2286952358121083/?locale=en_US',
    body: page({
      lang: 'en',
      title: 'About scams on WhatsApp | WhatsApp Help Center',
      css: BASE_CSS + `.h{background:#075e54;color:#fff;padding:14px 24px;font-weight:bold}`,
      body: `<div class="h">WhatsApp Help Center</div><main><h1>About scams on WhatsApp</h1><p>Scammers may contact you pretending to be a friend, family member, company or recruiter. Be careful if someone:</p>
<ul><li>Asks you to share your <b>6-digit registration code</b> or two-step verification PIN. WhatsApp will never ask for these by message, email or a website.</li><li>Invites you to an investment group that promises guaranteed high returns.</li><li>Offers a part-time job liking videos or rating products for money.</li><li>Says they're stuck abroad, in hospital, or need to pay customs fees to send you a gift.</li></ul>
<h2>Protect your account</h2><p>Turn on two-step verification in Settings › Account. Use "Block" and "Report" for suspicious contacts; you can also leave and report groups you were added to without your consent.</p></main>
<footer>© 2026 WhatsApp LLC · <a href="#">Privacy</a></footer>`,
    }),
  },
  {
    id: 'n-clean-microsoft-support-contact',
    label: 'clean',
    kind: 'vendor-support',
    url: 'https://support.microsoft.com/en-us/contactus',
    body: page({
      lang: 'en-US',
      title: 'Contact Microsoft Support',
      css: BASE_CSS + `.nav{display:flex;gap:16px;padding:12px 24px;border-bottom:1px solid #eee}.g{display:flex;gap:14px;flex-wrap:wrap}.g .card{flex:1;min-width:200px}`,
      body: `<div class="nav"><b>Microsoft</b><span>Support</span><span>Microsoft 365</span><span>Windows</span><span>Surface</span></div>
<main><h1>Contact Microsoft Support</h1><p>Tell us your problem so we can get you the right help and support.</p>
<div class="g"><div class="card"><b>For home</b><p>Get help with Microsoft 365, Windows, Xbox and your Microsoft account.</p><a href="#">Get Help app</a></div><div class="card"><b>For business</b><p>Admins can create a service request in the Microsoft 365 admin center.</p></div></div>
<div class="warn"><b>Tech support scams</b> — Microsoft does not send unsolicited email messages or make unsolicited phone calls to request personal or financial information or to provide technical support. Error messages on your screen never include a phone number to call. Be wary of phone numbers in search ads claiming to be Microsoft Support. <a href="#">Learn more about tech support scams</a>.</div></main>
<footer>© Microsoft 2026 · <a href="#">Privacy &amp; Cookies</a><a href="#">Terms of use</a></footer>`,
    }),
  },
  {
    id: 'n-clean-mcd-food-for-thoughts-survey',
    label: 'clean',
    kind: 'brand-survey',
    url: 'https://www.mcdfoodforthoughts.com/',
    body: page({
      lang: 'en-GB',
      title: "McDonald's Food for Thoughts – Customer Survey",
      css: BASE_CSS + `.h{background:#da291c;color:#ffc72c;padding:16px 24px;font-weight:bold;font-size:22px}`,
      body: `<div class="h">McDonald's · Food for Thoughts</div><main><h1>Tell us about your visit</h1><p>Please enter the 12-digit survey code printed at the bottom of your receipt. Your feedback helps us improve. At the end of the survey you'll receive a validation code you can use for an offer on your next visit (see receipt for details).</p>
<div class="card"><label>Survey code</label><input placeholder="XXXX-XXXX-XXXX" maxlength="14"><label>Restaurant number</label><input maxlength="6"><button class="btn" style="background:#da291c">Start</button></div>
<p class="small">You must be 16 or over. We won't ask for payment or bank details. Survey powered by SMG on behalf of McDonald's Restaurants Ltd, 11–59 High Road, East Finchley, London N2 8AW. <a href="#">Privacy</a></p></main>
<footer>© 2026 McDonald's</footer>`,
    }),
  },
];
