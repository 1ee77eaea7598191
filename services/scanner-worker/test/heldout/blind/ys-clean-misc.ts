import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { CSS, MARK, analytics, b64, doc, esc, siteShell } from '../parts/ys-kit.js';

// Support pages with phone numbers, bot checks, shorteners and tracked links that land where they say.

export const entries: Entry[] = [
{
  id: 'ys-clean-google-ads-contact-phone',
  label: 'clean',
  kind: 'support-phone-page',
  url: 'https://support.google.com/google-ads/answer/7311508?hl=en&co=ADWORDS.IsAWNCustomer%3Dfalse',
  body: doc({
    title: 'Contact Google Ads support - Google Ads Help',
    css: CSS.reset + `body{font-family:Roboto,Arial,sans-serif;color:#202124;line-height:1.6}.hd{display:flex;align-items:center;gap:12px;padding:12px 24px;border-bottom:1px solid #dadce0}.a{max-width:760px;margin:30px auto;padding:0 20px}h1{font-weight:400;font-size:30px}table{border-collapse:collapse;width:100%}td{border-bottom:1px solid #eee;padding:10px}`,
    body: `<div class="hd">${MARK.googleAds}<span style="font-size:20px;color:#5f6368">Google Ads Help</span></div>
<div class="a"><h1>Contact Google Ads support</h1><p>Get help from a Google Ads specialist by phone, chat or email. For the fastest help, sign in to your Google Ads account first and use the <b>Help</b> menu, so the specialist can verify your account.</p>
<table><tr><td>United States</td><td>1-866-2-Google (1-866-246-6453)</td><td>Mon–Fri, 9am–8pm ET</td></tr><tr><td>Brasil</td><td>0800 724 8110</td><td>seg–sex, 9h–18h</td></tr><tr><td>Italia</td><td>800 977 940</td><td>lun–ven, 9–18</td></tr><tr><td>Portugal</td><td>800 207 617</td><td>seg–sex, 9h–18h</td></tr></table>
<p><b>Important:</b> Google Ads specialists will call you only from these numbers or after you request a callback in your account. They will never ask for your password, 2-Step Verification codes, or payment outside your account.</p></div>`,
  }),
},

{
  id: 'ys-clean-cloudflare-challenge-shop',
  label: 'clean',
  kind: 'bot-check',
  url: 'https://www.tiemhoamaimai.vn/collections/hoa-sinh-nhat',
  body: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=Edge"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15;-webkit-text-size-adjust:100%;color:#313131;font-family:system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}body{display:flex;flex-direction:column;height:100vh;min-height:100vh}.main-content{margin:8rem auto;max-width:60rem;padding-left:1.5rem;padding-right:1.5rem;width:100%}.h1{font-size:2.5rem;font-weight:500;line-height:3.75rem}.h2{font-size:1.5rem;font-weight:500;line-height:2.25rem;margin-top:.5rem}.core-msg{font-size:1rem;line-height:1.5rem;margin:2rem 0}.footer{font-size:.75rem;line-height:1.125rem;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;width:100%;text-align:center;border-top:1px solid #d9d9d9}#cf-box{width:300px;height:65px;border:1px solid #e0e0e0;background:#fafafa;display:flex;align-items:center;padding:0 16px;gap:12px}</style></head>
<body><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">www.tiemhoamaimai.vn</h1><h2 class="h2" id="challenge-body-text">Verifying you are human. This may take a few seconds.</h2>
<div id="turnstile-wrapper" style="margin:1.5rem 0"><div id="cf-box"><span style="width:24px;height:24px;border:3px solid #ddd;border-top-color:#f38020;border-radius:50%;display:inline-block;animation:s 1s linear infinite"></span><span>Verifying...</span></div></div>
<div class="core-msg">www.tiemhoamaimai.vn needs to review the security of your connection before proceeding.</div>
<noscript><div class="h2"><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></noscript></div></div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:"www.tiemhoamaimai.vn",cType:'managed',cRay:'8d2a1f9e7c4b5a60',cH:'Qk3vX9.pLm2tR8sYzN1oHbUq7cWfJdE4aG6iK0xV-1728901442-1.2.1.1',cUPMDTk:"\\/collections\\/hoa-sinh-nhat?__cf_chl_tk=Zx8qP1mN5vL0a3RtY7cK2bHs9dF6gJ4w-1728901442-0.0.1.1-4113",cFPWv:'g',cITimeS:'1728901442',cTplV:5,cTplB:'cf',cK:"",fa:"\\/collections\\/hoa-sinh-nhat?__cf_chl_f_tk=Zx8qP1mN5vL0a3RtY7cK2bHs9dF6gJ4w-1728901442-0.0.1.1-4113",md:"Vt0Qm2x9bL8pR1cN5hK3yF7jD4gA6sW0qZ2eT8uI1oP",mdrd:"",cRq:{ru:'aHR0cHM6Ly93d3cudGllbWhvYW1haW1haS52bi9jb2xsZWN0aW9ucy9ob2Etc2luaC1uaGF0',ra:'TW96aWxsYS81LjA=',rm:'R0VU',d:'Xk2pL9vQ1mN8bR3t'}};var cpo=document.createElement('script');cpo.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8d2a1f9e7c4b5a60';window._cf_chl_opt.cOgUHash=location.hash===''&&location.href.indexOf('#')!==-1?'#':location.hash;window._cf_chl_opt.cOgUQuery=location.search===''&&location.href.slice(0,location.href.length-window._cf_chl_opt.cOgUHash.length).indexOf('?')!==-1?'?':location.search;if(window.history&&window.history.replaceState){var ogU=location.pathname+window._cf_chl_opt.cOgUQuery+window._cf_chl_opt.cOgUHash;history.replaceState(null,null,"\\/collections\\/hoa-sinh-nhat?__cf_chl_rt_tk=Zx8qP1mN5vL0a3RtY7cK2bHs9dF6gJ4w-1728901442-0.0.1.1-4113"+window._cf_chl_opt.cOgUHash);cpo.onload=function(){history.replaceState(null,null,ogU)}}document.getElementsByTagName('head')[0].appendChild(cpo)}());</script>
<div class="footer" role="contentinfo"><div>Ray ID: <code>8d2a1f9e7c4b5a60</code></div><div>Performance &amp; security by <a rel="noopener noreferrer" href="https://www.cloudflare.com?utm_source=challenge&amp;utm_campaign=m" target="_blank">Cloudflare</a></div></div></body></html>`,
  routes: {
    'www.tiemhoamaimai.vn/collections/hoa-sinh-nhat?_cfv=1': htmlRoute(
      doc({
        lang: 'vi',
        title: 'Hoa sinh nhật – Tiệm Hoa Mai Mai',
        css: CSS.reset + `body{font-family:Quicksand,Arial,sans-serif;background:#fff;color:#333}.n{padding:18px 30px;display:flex;justify-content:space-between;border-bottom:1px solid #f0e4e8}.g{max-width:1000px;margin:30px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:0 20px}.g div{text-align:center}.g i{display:block;height:220px;border-radius:10px;background:linear-gradient(160deg,#ffd1dc,#ffe9a8)}`,
        body: `<div class="n"><b style="color:#d6336c">Tiệm Hoa Mai Mai</b><span>Hoa sinh nhật · Hoa khai trương · Giỏ hàng</span></div>
<h1 style="text-align:center">Hoa sinh nhật</h1>
<div class="g"><div><i></i><p>Bó hồng pastel "Dịu Dàng"</p><b>450.000₫</b></div><div><i></i><p>Giỏ hướng dương "Nắng Mai"</p><b>620.000₫</b></div><div><i></i><p>Hộp hoa cẩm tú cầu</p><b>780.000₫</b></div></div>
<p style="text-align:center">Giao hoa nội thành TP.HCM trong 2 giờ · Hotline 0909 118 226</p>`,
      }),
    ),
    'www.tiemhoamaimai.vn/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1': jsRoute(`(function(){setTimeout(function(){var b=document.getElementById('cf-box');if(b){b.innerHTML='<span style="color:#0a0">&#10004;</span><span>Success!</span>'}document.getElementById('challenge-body-text').textContent='Verification successful. Waiting for www.tiemhoamaimai.vn to respond...';setTimeout(function(){location.replace('/collections/hoa-sinh-nhat?_cfv=1')},900)},1800)})();`),
  },
},
];
