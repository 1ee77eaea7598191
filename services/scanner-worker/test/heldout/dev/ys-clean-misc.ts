import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { CSS, MARK, analytics, b64, doc, esc, siteShell } from '../parts/ys-kit.js';

// Support pages with phone numbers, bot checks, shorteners and tracked links that land where they say.

export const entries: Entry[] = [
{
  id: 'ys-clean-agency-contact-support-phones',
  label: 'clean',
  kind: 'support-phone-page',
  url: 'https://lumenco.agency/contact',
  body: doc({
    title: 'Contact & client support — Lumen & Co',
    css: CSS.reset + `body{font-family:"DM Sans",Helvetica,Arial,sans-serif;color:#1f1d1a;background:#f5f3ee}main{max-width:1000px;margin:40px auto;padding:0 20px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.g div{background:#fff;border-radius:10px;padding:18px}.g b{display:block;margin-bottom:4px}.ph{font-size:18px;font-weight:700}.urg{background:#1f1d1a;color:#f5f3ee;border-radius:10px;padding:18px;margin-top:20px}`,
    body: siteShell({
      name: 'Lumen & Co',
      color: '#e5533d',
      nav: ['Work', 'Services', 'Blog', 'Contact'],
      body: `<main><h1>Talk to us</h1><p>Client support is open Monday to Friday in every office's local business hours. Existing clients can also open a ticket in the <a href="https://clientes.lumenco.com.br/entrar">client portal</a>.</p>
<div class="g"><div><b>United States (Austin)</b><span class="ph">+1 (512) 555-0193</span><br>9am–6pm CT</div><div><b>Việt Nam (TP.HCM)</b><span class="ph">+84 28 3822 4410</span><br>8h–17h30</div><div><b>ประเทศไทย (Bangkok)</b><span class="ph">+66 2 105 4477</span><br>09:00–18:00</div><div><b>Brasil (São Paulo)</b><span class="ph">+55 11 3090-4412</span><br>9h–18h</div><div><b>Portugal (Lisboa)</b><span class="ph">+351 21 340 7781</span><br>9h–18h</div><div><b>Italia (Milano)</b><span class="ph">+39 02 8295 1160</span><br>9–18</div></div>
<div class="urg"><b>Account hacked or ads running you didn't create?</b><p>Call our security line any time: <span class="ph">+351 21 340 7799</span> or email security@lumenco.agency. We will never ask you for your passwords or login codes — we'll walk you through Meta's and Google's own recovery flows.</p></div></main>`,
    }),
  }),
},

{
  id: 'ys-clean-bitly-to-shopify-blog',
  label: 'clean',
  kind: 'url-shortener',
  url: 'https://bit.ly/4eKq2Sh',
  routes: {
    'bit.ly/4eKq2Sh': redirectRoute(301, 'https://www.shopify.com/blog/tiktok-shop-sellers?utm_source=bitly&utm_medium=social&utm_campaign=lumenco'),
    'www.shopify.com/blog/tiktok-shop-sellers?utm_source=bitly&utm_medium=social&utm_campaign=lumenco': htmlRoute(
      doc({
        title: 'How to Sell on TikTok Shop in 2025 (Step-by-Step) - Shopify',
        head: analytics('G-SHOPIFY21'),
        css: CSS.reset + CSS.article,
        body: `<header class="site" style="padding:14px 24px;border-bottom:1px solid #eee">${MARK.shopify} <span style="color:#666;margin-left:8px">Blog</span></header>
<main><p style="font-family:Helvetica,Arial;font-size:13px;color:#777">Marketing · Oct 3, 2025</p><h1>How to Sell on TikTok Shop in 2025 (Step-by-Step)</h1>
<p>TikTok Shop lets merchants sell directly inside the TikTok app. If you already run a Shopify store, you can sync your catalog with the TikTok channel app and manage orders from your Shopify admin.</p>
<h2>1. Install the TikTok app</h2><p>From your Shopify admin, go to <b>Sales channels</b>, search for TikTok, and install it. You'll connect your TikTok For Business account with TikTok's own login window.</p>
<h2>2. Sync products</h2><p>Choose which products to sync. TikTok reviews each listing, usually within 48 hours.</p>
<h2>3. Work with creators</h2><p>Use TikTok Creator Marketplace or affiliate plans to find creators. Creators never need to pay to join a campaign.</p></main>`,
      }),
    ),
  },
},

{
  id: 'ys-clean-mailchimp-tracked-coupon-vi',
  label: 'clean',
  kind: 'tracked-link-coupon',
  url: 'https://bepnhaminh.us21.list-manage.com/track/click?u=9f2c1a7e4b8d0c3f5a6b1e2d7&id=4c8e1f0a2b&e=7d3f9a2c1b',
  routes: {
    'bepnhaminh.us21.list-manage.com/track/click': redirectRoute(302, 'https://bepnhaminh.vn/pages/uu-dai-thang-10?utm_source=newsletter&utm_campaign=oct25&discount=BEPNHA10'),
    'bepnhaminh.vn/pages/uu-dai-thang-10': htmlRoute(
      doc({
        lang: 'vi',
        title: 'Ưu đãi tháng 10 – Giảm 10% toàn bộ gia vị | Bếp Nhà Mình',
        head: `<script src="https://cdn.shopify.com/s/files/1/0722/1183/9123/t/4/assets/theme.js?v=1728901442" defer></script>`,
        css: CSS.reset + `body{font-family:Nunito,Arial,sans-serif;background:#fffaf3;color:#3a2b1d}.hd{background:#c0392b;color:#fff;text-align:center;padding:8px;font-size:14px}.n{padding:16px 30px;display:flex;justify-content:space-between;font-weight:700}.h{max-width:760px;margin:40px auto;text-align:center;padding:0 20px}.cp{display:inline-block;border:2px dashed #c0392b;border-radius:10px;padding:14px 26px;font-size:28px;font-weight:800;color:#c0392b;margin:14px 0}.b{display:inline-block;background:#3a2b1d;color:#fff;padding:12px 26px;border-radius:24px;text-decoration:none}`,
        body: `<div class="hd">Miễn phí vận chuyển cho đơn từ 300.000₫</div><div class="n"><span>Bếp Nhà Mình</span><span>Sản phẩm · Công thức · Giỏ hàng (0)</span></div>
<div class="h"><h1>Ưu đãi tháng 10 dành riêng cho bạn</h1><p>Cảm ơn bạn đã đăng ký nhận bản tin! Mã giảm giá đã được tự động áp dụng vào giỏ hàng của bạn.</p><div class="cp">BEPNHA10</div><p>Giảm 10% tất cả sản phẩm gia vị, nước chấm và quà tặng. Hạn dùng đến 31/10/2025. Không áp dụng cùng khuyến mãi khác.</p><a class="b" href="/collections/all?discount=BEPNHA10">Mua sắm ngay</a></div>
<script>try{document.cookie='discount_code=BEPNHA10;path=/;max-age=2592000'}catch(e){}</script>`,
      }),
    ),
  },
},

{
  id: 'ys-clean-shopify-support-phone-callback',
  label: 'clean',
  kind: 'support-phone-page',
  url: 'https://help.shopify.com/en/questions?category=account-access#/contact',
  body: doc({
    title: 'Contact Shopify Support · Shopify Help Center',
    css: CSS.reset + `body{font-family:-apple-system,"Inter",Arial,sans-serif;color:#202223;line-height:1.6}.hd{border-bottom:1px solid #e1e3e5;padding:14px 28px}.a{max-width:760px;margin:30px auto;padding:0 20px}.o{border:1px solid #e1e3e5;border-radius:10px;padding:18px;margin:12px 0}.o b{display:block}.b{display:inline-block;background:#008060;color:#fff;border-radius:8px;padding:10px 18px;text-decoration:none;margin-top:8px}`,
    body: `<div class="hd">${MARK.shopify} <span style="color:#6d7175">Help Center</span></div>
<div class="a"><h1>How can we help?</h1><p>Log in to your store to get help that's specific to your account. Support is available 24/7 in English and during local hours in Português and Italiano.</p>
<div class="o"><b>Chat with us</b>Average wait time: 2 minutes<br><a class="b" href="https://admin.shopify.com/store/help?contact=chat">Start chat</a></div>
<div class="o"><b>Request a callback</b>We'll call you from a Shopify number shown in your admin. You'll be asked to verify a PIN shown in your Shopify admin — never your password.<br><a class="b" href="https://admin.shopify.com/store/help?contact=phone">Request callback</a></div>
<div class="o"><b>Shopify Plus merchants</b>Call your dedicated Merchant Success line listed in your Plus admin.</div>
<p style="font-size:13px;color:#6d7175">Shopify doesn't publish a general phone number for inbound calls. Numbers in search ads or social posts claiming to be "Shopify support" are not operated by Shopify.</p></div>`,
  }),
},
];
