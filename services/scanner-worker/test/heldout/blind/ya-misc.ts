import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';
import { page, appCss, badge, wordmark, baseSiteCss, siteShell, govukCss, govukHeader, govukFooter, cookieBanner, charCodes } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-caba-donation-card-form-own-domain',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.caba.org.uk/donate',
  body: page({
    title: 'Donate | caba – supporting ICAEW chartered accountants and their families',
    head: cookieBanner('caba', '/cookie-policy', '#00587c'),
    css: baseSiteCss + `.amts{display:flex;gap:10px;flex-wrap:wrap}.amts label{border:1px solid #cbd5e1;border-radius:6px;padding:10px 16px;cursor:pointer}label.f{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}input[type=text],input[type=email]{width:100%;padding:10px;border:1px solid #d1d5db;border-radius:6px}#card{padding:11px;border:1px solid #d1d5db;border-radius:6px}`,
    body: siteShell({
      brand: 'caba',
      logo: `<b style="font-size:26px;color:#00587c">caba</b>`,
      nav: [['How we help', '/how-we-can-help'], ['Get involved', '/get-involved'], ['About', '/about-us'], ['Donate', '/donate']],
      accent: '#00587c',
      main: `<section class="container" style="padding:30px 20px;max-width:760px">
<h1>Make a donation</h1>
<p class="muted">caba is the occupational charity for ICAEW chartered accountants, past and present, and their families. Your donation funds emotional, practical and financial support.</p>
<form method="post" action="/donate/process" id="df">
<div class="amts"><label><input type="radio" name="amount" value="10"> £10</label><label><input type="radio" name="amount" value="25" checked> £25</label><label><input type="radio" name="amount" value="50"> £50</label><label><input type="radio" name="amount" value="other"> Other</label></div>
<label class="f"><input type="checkbox" name="giftaid"> Yes, I'm a UK taxpayer – add Gift Aid to my donation</label>
<label class="f">Full name</label><input type="text" name="name" autocomplete="name" required>
<label class="f">Email</label><input type="email" name="email" autocomplete="email" required>
<label class="f">Card details</label><div id="card">Secure card field loads here (processed by Stripe)</div>
<p><button class="btn" style="background:#00587c;color:#fff">Donate £25</button></p></form>
<p class="small muted">Registered charity number 1164718. We will never phone or text you asking for card details to complete a donation.</p></section>`,
      footer: `<p>caba, Lynwood, Sunninghill, Ascot SL5 0AU · Registered charity 1164718 · Company limited by guarantee 9726128</p>`,
    }),
  }),
},
];
