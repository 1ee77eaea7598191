import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, googleLogo, msLogo, dataLayer, cookieBar, jsRoute, jsonRoute, pngRoute } from '../parts/l-kit.js';

// Newsletter and marketing clicks (real ESP trackers), surveys and forms on real providers, webinars, calendars.

const landing = (o: { lang?: string; title: string; brand: string; color: string; h1: string; text: string; cta: string; ga: string; cookie?: 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'cs' | 'ja' }) => page({
  lang: o.lang ?? 'en',
  title: o.title,
  head: dataLayer(o.ga),
  css: `body{margin:0;font-family:Inter,Helvetica,Arial;color:#1b1f24}nav{display:flex;justify-content:space-between;align-items:center;padding:16px 40px;border-bottom:1px solid #eee}nav b{color:${o.color};font-size:22px}nav a{margin-left:20px;color:#333;text-decoration:none;font-size:14px}.hero{padding:70px 40px;background:${o.color}11}.hero h1{font-size:40px;max-width:720px}.cta{display:inline-block;background:${o.color};color:#fff;padding:13px 26px;border-radius:6px;text-decoration:none}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:24px;padding:40px}.g div{border:1px solid #eee;border-radius:8px;padding:20px}footer{background:#111;color:#aaa;padding:30px 40px;font-size:13px}`,
  body: `<nav><b>${o.brand}</b><span><a href="#">Product</a><a href="#">Pricing</a><a href="#">Customers</a><a href="#">Blog</a></span></nav><div class="hero"><h1>${o.h1}</h1><p style="max-width:640px">${o.text}</p><a class="cta" href="#">${o.cta}</a></div><div class="g"><div><h3>&#9889;</h3><p>Faster setup</p></div><div><h3>&#128274;</h3><p>SOC 2 Type II &amp; ISO 27001</p></div><div><h3>&#127758;</h3><p>Data centres in the EU</p></div></div><footer>© 2026 ${o.brand}. All rights reserved. · Privacy · Terms · Unsubscribe preferences</footer>${o.cookie ? cookieBar(o.cookie) : ''}`,
});

export const entries: Entry[] = [
{
  id: 'l-clean-mailchimp-click-to-webinar',
  label: 'clean',
  kind: 'newsletter-click',
  url: 'https://kestrel-freight.us21.list-manage.com/track/click?u=9f2kestrel4b1c8e7d6a0&id=3a8e1f29c4&e=7b1c2d9e0f',
  routes: {
    'kestrel-freight.us21.list-manage.com/track/click': redirectRoute(302, 'https://www.kestrel-freight.com/en/events/rail-freight-europe-2027?utm_source=newsletter&utm_medium=email&utm_campaign=nov26_customers'),
    'www.kestrel-freight.com/en/events/rail-freight-europe-2027': htmlRoute(landing({ title: 'Rail freight across Europe in 2027 – Kestrel Freight Group', brand: 'Kestrel Freight', color: '#003a5d', h1: 'Rail freight across Europe in 2027: capacity, costs, and the new corridors', text: 'Join our customer briefing on 9 December at 15:00 CET. Our intermodal team walks through the 2027 timetable, new Duisburg–Łódź slots and surcharge changes.', cta: 'Register for the briefing', ga: 'G-KFG2026EN1', cookie: 'en' })),
  },
},
{
  id: 'l-clean-hubspot-tracking-to-blog',
  label: 'clean',
  kind: 'newsletter-click',
  url: 'https://d2v8tf04.na1.hubspotlinks.com/Ctc/OQ+113/d2v8tf04/VWkestrelY3xXW8g6x2n1Ql0dbW4p8Y7Y5k0Tq1N7_kL-R3qgyTW7Y8-PT6lZ3mTW2wQ',
  routes: {
    'd2v8tf04.na1.hubspotlinks.com/Ctc/OQ+113/d2v8tf04/VWkestrelY3xXW8g6x2n1Ql0dbW4p8Y7Y5k0Tq1N7_kL-R3qgyTW7Y8-PT6lZ3mTW2wQ': redirectRoute(302, 'https://www.shipcloud-tms.io/blog/ets-maritime-surcharge-explained?utm_campaign=Newsletter%20Nov&utm_medium=email&_hsenc=p2ANqtz-8kestrel&_hsmi=331204977'),
    'www.shipcloud-tms.io/blog/ets-maritime-surcharge-explained': htmlRoute(landing({ title: 'EU ETS maritime surcharges, explained | ShipCloud TMS', brand: 'ShipCloud TMS', color: '#5b3fd1', h1: 'EU ETS maritime surcharges, explained for shippers', text: 'From January 2026 carriers pass on 100% of their ETS costs. Here is how the surcharge is calculated, how to audit it on invoices, and what changes for short-sea lanes.', cta: 'Download the checklist', ga: 'G-SHPCLD0031' })),
  },
},
{
  id: 'l-clean-surveymonkey-engagement-survey',
  label: 'clean',
  kind: 'survey-real',
  url: 'https://www.surveymonkey.com/r/KFG-Engage-2026',
  routes: {
    'www.surveymonkey.com/r/KFG-Engage-2026': htmlRoute(page({
      title: 'Kestrel Freight Group Employee Engagement Survey 2026',
      css: `body{margin:0;font-family:"National 2",Arial;background:#f5f5f5}.hd{background:#003a5d;color:#fff;padding:24px 40px}.c{max-width:760px;margin:20px auto;background:#fff;padding:30px}.q{margin:22px 0}.sc{display:flex;gap:6px}.sc label{flex:1;text-align:center;border:1px solid #ccc;padding:8px;font-size:13px}.b{background:#00bf6f;color:#fff;border:0;padding:10px 28px;border-radius:2px}.pw{text-align:center;font-size:12px;color:#666;margin:20px}`,
      body: `<div class="hd"><h1 style="margin:0">Employee Engagement Survey 2026</h1><p>Anonymous · takes about 8 minutes</p></div><div class="c"><p>Your answers are anonymous. Results are reported only for groups of 7 or more people.</p>
<div class="q"><b>1. I would recommend Kestrel Freight as a great place to work.</b><div class="sc"><label><input type="radio" name="q1">Strongly disagree</label><label><input type="radio" name="q1">Disagree</label><label><input type="radio" name="q1">Neutral</label><label><input type="radio" name="q1">Agree</label><label><input type="radio" name="q1">Strongly agree</label></div></div>
<div class="q"><b>2. I have the tools I need to do my job well.</b><div class="sc"><label><input type="radio" name="q2">1</label><label><input type="radio" name="q2">2</label><label><input type="radio" name="q2">3</label><label><input type="radio" name="q2">4</label><label><input type="radio" name="q2">5</label></div></div>
<div class="q"><b>3. Which site do you work at?</b><br><select><option>Bremen HQ</option><option>Hamburg</option><option>Rotterdam</option><option>Gdynia</option><option>Prostějov</option></select></div><button class="b">Next</button></div><div class="pw">Powered by <b>SurveyMonkey</b> · See how easy it is to create a survey · <a href="https://www.surveymonkey.com/mp/legal/privacy/">Privacy</a></div>`,
    })),
  },
},
{
  id: 'l-clean-google-calendar-invite-respond',
  label: 'clean',
  kind: 'calendar-real',
  url: 'https://calendar.google.com/calendar/event?action=RESPOND&eid=NGtlc3RyZWxxYnIyMDI2IG1hcmt1cy53ZWJlckBrZXN0cmVsLWZyZWlnaHQuY29t&rst=1&tok=MjAja2VzdHJlbA&ctz=Europe%2FBerlin&hl=en&es=0',
  routes: {
    'calendar.google.com/calendar/event': redirectRoute(302, 'https://accounts.google.com/ServiceLogin?service=cl&passive=1209600&osid=1&continue=https://calendar.google.com/calendar/event?action%3DRESPOND%26eid%3DNGtlc3RyZWxxYnIyMDI2&followup=https://calendar.google.com/calendar/&scc=1'),
    'accounts.google.com/ServiceLogin': htmlRoute(page({
      title: 'Google Calendar - Sign in',
      css: `body{margin:0;background:#f0f4f9;font-family:"Google Sans",Roboto,Arial}.card{max-width:450px;margin:90px auto;background:#fff;border-radius:28px;padding:36px}input{width:100%;padding:15px;border:1px solid #747775;border-radius:4px;font-size:16px;box-sizing:border-box}.b{background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px;float:right;margin-top:24px}`,
      body: `<div class="card">${googleLogo}<h1 style="font-weight:400">Sign in</h1><p>to continue to Google Calendar</p><form onsubmit="return false"><input type="email" placeholder="Email or phone"><p><a href="https://accounts.google.com/signin/v2/usernamerecovery" style="color:#0b57d0;font-size:14px">Forgot email?</a></p><button class="b">Next</button></form><div style="clear:both"></div></div>`,
    })),
  },
},
{
  id: 'l-clean-calendly-booking-page',
  label: 'clean',
  kind: 'calendar-real',
  url: 'https://calendly.com/anna-lindqvist-nordlane/30min?month=2026-12',
  routes: {
    'calendly.com/anna-lindqvist-nordlane/30min': htmlRoute(page({
      title: '30 Minute Meeting - Anna Lindqvist',
      css: `body{margin:0;font-family:Gilroy,Arial;background:#f9fafb}.c{max-width:1000px;margin:60px auto;background:#fff;border-radius:8px;box-shadow:0 1px 8px rgba(0,0,0,.08);display:flex}.l{width:320px;padding:28px;border-right:1px solid #eee}.r{flex:1;padding:28px}.cal{display:grid;grid-template-columns:repeat(7,1fr);gap:6px;text-align:center}.cal span{padding:10px 0;border-radius:50%}.cal .a{background:#e6f0ff;color:#0069ff;font-weight:bold}`,
      body: `<div class="c"><div class="l"><p style="color:#666">Anna Lindqvist · Nordlane Shipping AB</p><h2>30 Minute Meeting</h2><p>&#128339; 30 min</p><p>&#128249; Web conferencing details provided upon confirmation.</p><p style="font-size:14px">Quick intro call about 2027 Baltic short-sea capacity.</p></div><div class="r"><h3>Select a Date &amp; Time</h3><p>December 2026</p><div class="cal"><b>MON</b><b>TUE</b><b>WED</b><b>THU</b><b>FRI</b><b>SAT</b><b>SUN</b><span class="a">1</span><span class="a">2</span><span class="a">3</span><span>4</span><span>5</span><span>6</span><span>7</span><span class="a">8</span><span class="a">9</span><span class="a">10</span><span>11</span><span>12</span><span>13</span><span>14</span></div><p style="font-size:13px">Time zone: Central European Time</p></div></div><p style="text-align:center;font-size:12px"><a href="https://calendly.com/legal/privacy-notice">Cookie settings</a> · powered by Calendly</p>`,
    })),
  },
},
{
  id: 'l-clean-slack-shared-invite',
  label: 'clean',
  kind: 'saas-onboarding',
  url: 'https://join.slack.com/t/nordlane-kestrel/shared_invite/zt-2x8kestrel-Qm4pW7vT1bR9yZ3hN6cLfA',
  routes: {
    'join.slack.com/t/nordlane-kestrel/shared_invite/zt-2x8kestrel-Qm4pW7vT1bR9yZ3hN6cLfA': htmlRoute(page({
      title: 'Join nordlane-kestrel on Slack | Slack',
      css: `body{margin:0;font-family:Lato,Slack-Lato,Arial;text-align:center;color:#1d1c1d}.lg{margin:40px 0;font-weight:900;font-size:30px}h1{font-size:44px;margin:10px}input{width:400px;padding:12px;border:1px solid #868686;border-radius:4px;font-size:17px}.b{width:426px;background:#4a154b;color:#fff;border:0;padding:13px;border-radius:4px;font-size:17px;font-weight:bold;margin-top:14px}.g{width:426px;border:2px solid #4285f4;background:#fff;color:#4285f4;padding:11px;border-radius:4px;font-weight:bold;margin-top:10px}`,
      body: `<div class="lg">&#35; slack</div><h1>Join nordlane-kestrel on Slack</h1><p><b>Anna Lindqvist</b> invited you to a Slack Connect channel, <b>#baltic-ops-2027</b>.</p><p>We suggest using the <b>email address you use at work.</b></p><form onsubmit="return false"><input type="email" placeholder="name@work-email.com"><br><button class="b">Continue</button><br><button class="g" type="button">Continue with Google</button></form><p style="font-size:13px;color:#616061;margin-top:30px"><a href="https://slack.com/privacy-policy">Privacy &amp; Terms</a> · <a href="https://slack.com/help">Contact Us</a></p>`,
    })),
  },
},
{
  id: 'l-clean-newsletter-jp-shop-tracking',
  label: 'clean',
  kind: 'newsletter-click',
  url: 'https://r.mail.hokkaido-gourmet-ichiba.jp/c/a1b2c3kestrel?mid=20261128&u=88172',
  routes: {
    'r.mail.hokkaido-gourmet-ichiba.jp/c/a1b2c3kestrel': redirectRoute(302, 'https://www.hokkaido-gourmet-ichiba.jp/feature/oseibo2026/?utm_source=mailmag&utm_medium=email'),
    'www.hokkaido-gourmet-ichiba.jp/feature/oseibo2026/': htmlRoute(landing({ lang: 'ja', title: 'お歳暮特集2026｜北海道グルメ市場', brand: '北海道グルメ市場', color: '#c8102e', h1: 'お歳暮特集2026 ― 北海道の海の幸をご家族へ', text: '毛がに、いくら醤油漬け、帆立貝柱の詰め合わせを産地直送でお届けします。12月15日までのご注文で送料無料。のし・メッセージカード無料。', cta: '特集を見る', ga: 'G-HKDGRM2026', cookie: 'ja' })),
  },
},
];
