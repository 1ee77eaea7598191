/**
 * yi- other pages the volunteers cleared: a newspaper behind a bot check, a parked domain, community
 * sites with clipboard buttons and CAPTCHA widgets, a staking app, support pages with phone numbers,
 * an antivirus vendor's own subscription page.
 */
import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { articleCss, doc } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-clean-parish-contact-form-turnstile',
  label: 'clean',
  kind: 'community-site-captcha',
  url: 'https://www.stcolumbas-ballyshannon.ie/contact-the-parish-office/',
  body: doc({
    title: 'Contact the Parish Office – St Columba’s Parish, Ballyshannon',
    lang: 'en-IE',
    head: `<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>`,
    css: articleCss('#4a148c', true) + `form label{display:block;font-family:Arial;font-size:14px;font-weight:700;margin:10px 0 4px}form input,form textarea{width:100%;padding:9px;border:1px solid #999;box-sizing:border-box;font-family:Arial}form button{margin-top:14px;background:#4a148c;color:#fff;border:0;padding:11px 22px;font-size:16px}`,
    body: `<header class="site-header"><a class="brand" href="/">St Columba’s Parish, Ballyshannon</a><nav><a href="/mass-times/">Mass times</a><a href="/newsletters/">Newsletters</a><a href="/contact-the-parish-office/">Contact</a></nav></header>
<main><h1>Contact the Parish Office</h1><p>The office is open Monday, Wednesday and Friday, 10am to 12.30pm. Phone 071 985 1234. For a sick call outside these hours please ring the priest on duty at 087 123 4567.</p>
<p>Mass cards, baptism bookings and anniversary Mass intentions can be arranged through the office. The latest newsletter is available <a href="/wp-content/uploads/2025/11/Newsletter-Advent-1.pdf">here (PDF)</a>.</p>
<form method="post" action="/wp-admin/admin-post.php"><input type="hidden" name="action" value="parish_contact"><input type="hidden" name="_wpnonce" value="6c1e8b2a4f">
<label>Your name</label><input name="your-name"><label>Email or phone</label><input name="your-contact"><label>Message</label><textarea name="your-message" rows="5"></textarea>
<div class="cf-turnstile" data-sitekey="0x4AAAAAAAB3kTq9Lr2cXz1m" data-theme="light"></div><button>Send message</button></form></main>
<footer class="site-footer">St Columba’s Parish · Diocese of Raphoe · Charity number 20016241</footer>`,
  }),
},
];
