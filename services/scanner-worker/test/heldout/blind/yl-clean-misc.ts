import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, json, js, gtag, cookieBar, footerLinks, pct } from '../parts/yl-kit.js';

export const entries: Entry[] = [
{
  id: 'yl-clean-parked-property-domain',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://dubai-property-deals.com/',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>dubai-property-deals.com</title>
<script src="https://www.google.com/adsense/domains/caf.js" type="text/javascript"></script>
<style>body{margin:0;font-family:Arial,sans-serif;background:#f4f4f4;color:#333}.t{background:#fff;text-align:center;padding:30px 20px}.t h1{font-size:28px;margin:0;color:#1a4d8f}.s{background:#1a4d8f;color:#fff;text-align:center;padding:10px;font-size:14px}.s a{color:#ffd54f}
.rl{max-width:640px;margin:30px auto;padding:0 20px}.rl a{display:block;background:#fff;margin:8px 0;padding:14px 18px;border-radius:4px;color:#1a4d8f;text-decoration:none;font-size:17px;border:1px solid #e2e2e2}.ft{text-align:center;font-size:11px;color:#999;margin:30px}</style></head>
<body><div class="s">This domain may be for sale! <a href="https://www.sedo.com/search/details/?domain=dubai-property-deals.com">Make an offer</a></div><div class="t"><h1>dubai-property-deals.com</h1><p>Related searches</p></div>
<div class="rl" id="relatedsearches1">${['Apartments for Sale in Dubai', 'Off Plan Projects Dubai', 'Dubai Marina Property', 'Villas for Rent', 'Golden Visa Property Investment', 'Mortgage Calculator UAE'].map((x) => `<a href="/?q=${encodeURIComponent(x)}">${x} ›</a>`).join('')}</div>
<div class="ft">Copyright © 2025 dubai-property-deals.com. All rights reserved. | Privacy Policy<br>The Sponsored Listings displayed above are served automatically by a third party. Neither the service provider nor the domain owner maintain any relationship with the advertisers.</div>
<script>var pageOptions={pubId:'dp-sedo80_3ph',domainRegistrant:'as-drid-2392781443016241',resultsPageBaseUrl:'/?',terms:'Dubai Property,Apartments Dubai,Off Plan'};var rs={container:'relatedsearches1',number:6};try{new google.ads.domains.Caf(pageOptions,rs)}catch(e){}</script></body></html>`,
},
{
  id: 'yl-clean-bitly-to-rta-nol',
  label: 'clean',
  kind: 'shortener-to-official',
  url: 'https://bit.ly/rta-nol-topup',
  routes: {
    'bit.ly/rta-nol-topup': redirectRoute(301, 'https://www.rta.ae/wps/portal/rta/ae/public-transport/nol-card?utm_source=twitter&utm_campaign=nol'),
    'www.rta.ae/wps/portal/rta/ae/public-transport/nol-card': htmlRoute(doc({
      title: 'nol Card | Roads & Transport Authority',
      css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.hd{background:#fff;border-bottom:4px solid #c8102e;padding:12px 26px}.c{max-width:860px;margin:26px auto;padding:0 20px;line-height:1.8}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.g div{background:#f5f5f5;border-radius:8px;padding:14px;font-size:14px}`,
      body: `<div class="hd">${wordmark('RTA', '#c8102e', { size: 30 })}</div><div class="c"><h1>nol card</h1><p>Use one card for the Metro, buses, trams, water buses and parking. Top up your nol card on the RTA Dubai app, nol Pay app, ticket vending machines, or at retail outlets.</p>
<div class="g"><div><b>Red</b><br>Paper ticket</div><div><b>Silver</b><br>AED 25 incl. AED 19 credit</div><div><b>Gold</b><br>First class</div><div><b>Blue</b><br>Personalised</div></div>
<p>Top up online: <a href="https://www.rta.ae/wps/portal/rta/ae/public-transport/nol-card/top-up">nol top up</a>. RTA does not sell nol cards or top-ups through social media ads.</p></div>`,
    })),
  },
},
{
  id: 'yl-clean-cf-challenge-perfume-shop',
  label: 'clean',
  kind: 'bot-check-real',
  url: 'https://www.goldenscent.com/ar/',
  body: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=Edge"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15;color:#313131;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial}.main-wrapper{display:flex;flex:1;flex-direction:column;align-items:center}.main-content{margin:8rem auto;max-width:60rem;padding-left:1.5rem;padding-right:1.5rem;width:100%}.h1{font-size:2.5rem;font-weight:500;line-height:3.75rem}.h2{font-size:1.5rem;font-weight:500;line-height:2.25rem;margin:1rem 0}.spacer{margin:2rem 0}.footer{font-size:.75rem;text-align:center;color:#9a9a9a;margin-top:4rem}</style>
<meta http-equiv="refresh" content="390"></head>
<body class="no-js"><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">www.goldenscent.com</h1><p class="h2 spacer-bottom">Verifying you are human. This may take a few seconds.</p><div id="challenge-stage" class="spacer"></div><div id="challenge-body-text" class="core-msg spacer">www.goldenscent.com needs to review the security of your connection before proceeding.</div>
<noscript><div class="h2"><span>Enable JavaScript and cookies to continue</span></div></noscript></div></div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:'www.goldenscent.com',cType:'managed',cRay:'8f1a6b2c9d3e4f50',cH:'x9dQ0wTq8kP',cUPMDTk:"\\/ar\\/?__cf_chl_tk=Kx8w.7yb2Q-1736500000-1.0.1.1-abc",cFPWv:'g',cITimeS:'1736500000',cTplV:5,cTplB:'cf',cK:"",fa:"\\/ar\\/?__cf_chl_f_tk=Kx8w.7yb2Q",md:"mD3k...",cRq:{ru:'aHR0cHM6Ly93d3cuZ29sZGVuc2NlbnQuY29tL2FyLw==',ra:'TW96aWxsYS81LjA=',rm:'R0VU',d:'',t:'MTczNjUwMDAwMC4wMDAwMDA=',cT:Math.floor(Date.now()/1000),m:'',i1:'',i2:'',zh:'',uh:'',hh:''}};var cpo=document.createElement('script');cpo.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8f1a6b2c9d3e4f50';window._cf_chl_opt.cOgUHash=location.hash===''&&location.href.indexOf('#')!==-1?'#':location.hash;window._cf_chl_opt.cOgUQuery=location.search===''&&location.href.slice(0,location.href.length-window._cf_chl_opt.cOgUHash.length).indexOf('?')!==-1?'?':location.search;document.getElementsByTagName('head')[0].appendChild(cpo);}());</script>
<div class="footer" role="contentinfo">Ray ID: <code>8f1a6b2c9d3e4f50</code> · Performance &amp; security by <a rel="noopener noreferrer" href="https://www.cloudflare.com?utm_source=challenge&amp;utm_campaign=m" target="_blank">Cloudflare</a></div></body></html>`,
  routes: {
    'www.goldenscent.com/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1': js(`(function(){var o=window._cf_chl_opt||{};var st=document.getElementById('challenge-stage');if(st)st.innerHTML='<div style="width:30px;height:30px;border:3px solid #ddd;border-top-color:#f38020;border-radius:50%;animation:s 1s linear infinite"></div><style>@keyframes s{to{transform:rotate(360deg)}}</style>';
var n=0;for(var i=0;i<200000;i++){n=(n*31+i)%1000003}document.cookie='cf_clearance='+n.toString(36)+'.'+o.cRay+'; path=/; max-age=1800; SameSite=None; Secure';setTimeout(function(){location.replace('/ar/home')},2200)})();`),
    'www.goldenscent.com/ar/home': htmlRoute(doc({
      title: 'قولدن سنت | عطور ومكياج أصلية',
      lang: 'ar',
      css: `body{margin:0;font-family:Tahoma,Arial,sans-serif}.hd{background:#000;color:#fff;padding:14px 26px;display:flex;justify-content:space-between}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;max-width:1100px;margin:24px auto;padding:0 16px}.p{border:1px solid #eee;padding:12px;font-size:14px}.p i{display:block;height:160px;background:#f4f4f4;margin-bottom:8px}`,
      body: `<div class="hd">${wordmark('GOLDEN SCENT', '#fff', { size: 20 })}<span>تسجيل الدخول · السلة</span></div><div class="g">${['ديور سوفاج أو دو بارفان 100 مل – 585 ر.س', 'شانيل كوكو مادموزيل 50 مل – 640 ر.س', 'عبدالصمد القرشي دهن عود – 320 ر.س', 'لطافة خمرة 100 مل – 129 ر.س'].map((x) => `<div class="p"><i></i>${x}</div>`).join('')}</div>`,
    })),
  },
},
{
  id: 'yl-clean-albayan-news-docwrite-ads',
  label: 'clean',
  kind: 'news-legacy-scripts',
  url: 'https://www.albayan.ae/economy/uae/2025-06-14-1.4981276',
  body: doc({
    title: 'المصرف المركزي: انخفاض حالات الاحتيال المالي 18% بفضل حملات التوعية - البيان',
    lang: 'ar',
    head: `<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script><script>window.googletag=window.googletag||{cmd:[]};googletag.cmd.push(function(){googletag.defineSlot('/21709171/albayan/economy',[[728,90],[970,250]],'div-gpt-top').addService(googletag.pubads());googletag.enableServices()});</script>`,
    css: `body{margin:0;font-family:'Droid Arabic Naskh',Tahoma,serif;color:#111}.mast{text-align:center;padding:14px;border-bottom:3px double #222}.mast b{font-size:36px}.ad{text-align:center;margin:10px auto;min-height:90px;background:#fafafa}article{max-width:760px;margin:20px auto;padding:0 20px;font-size:19px;line-height:2}h1{font-size:30px;line-height:1.5}.m{color:#777;font-size:14px}`,
    body: `<div class="mast"><b>البيان</b><div class="m">اقتصاد · الإمارات</div></div>
<div class="ad" id="div-gpt-top"><script>googletag.cmd.push(function(){googletag.display('div-gpt-top')});</script></div>
<article><h1>المصرف المركزي: انخفاض حالات الاحتيال المالي 18% بفضل حملات التوعية</h1><p class="m">دبي – البيان · ${'<script>document.write(new Date().toLocaleDateString("ar-AE"))</script>'}</p>
<p>أعلن مصرف الإمارات العربية المتحدة المركزي أن حالات الاحتيال المالي المبلغ عنها انخفضت بنسبة 18% خلال النصف الأول من العام، مقارنة بالفترة نفسها من العام الماضي، مشيراً إلى أن حملات التوعية المشتركة مع البنوك وشركات الاتصالات ساهمت في الحد من الرسائل الاحتيالية.</p>
<p>وأوضح المصرف أن أكثر أساليب الاحتيال شيوعاً ما زالت الرسائل النصية التي تنتحل صفة الجهات الحكومية وشركات التوصيل، والتي تطلب من الضحايا دفع رسوم بسيطة عبر روابط مزيفة، إضافة إلى المكالمات التي يدّعي فيها المحتالون أنهم موظفو بنوك ويطلبون رمز التحقق.</p>
<script type="text/javascript">
/* legacy in-article ad slot (OAS) */
document.write(unescape("${pct('<div class="ad" id="oas-inread" data-oas="albayan/economy@Middle1"><a href="https://www.albayan.ae/advertise" rel="nofollow sponsored">إعلان</a></div>')}"));
</script>
<p>ودعا المصرف المتعاملين إلى عدم مشاركة بياناتهم المصرفية أو رموز التحقق مع أي جهة، والتواصل مع البنك مباشرة عبر الأرقام الرسمية عند تلقي أي رسالة مشبوهة.</p></article>
<script>(function(d,s){var e=d.createElement(s);e.async=1;e.src='https://www.albayan.ae/static/js/comscore.min.js?c1=2&c2=19720501';d.body.appendChild(e)})(document,'script');</script>`,
  }),
},
];
