import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute, pe } from '../parts/e-bin.js';
import { doc, icons, vendorCss, footerLinks, cookieBanner, gtagInline } from '../parts/m-kit.js';

export const entries: Entry[] = [
(() => {
  const host = 'www.hollowbrook-outdoor.com';
  return {
    id: 'm-clean-cloudflare-managed-challenge',
    label: 'clean',
    kind: 'bot-challenge',
    url: `https://${host}/collections/tents?page=2`,
    headers: { 'cf-mitigated': 'challenge', 'cache-control': 'private, max-age=0, no-store', server: 'cloudflare' },
    body: doc({
      title: 'Just a moment...',
      head: '<meta http-equiv="refresh" content="390"><meta name="robots" content="noindex,nofollow">',
      css: `*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15;-webkit-text-size-adjust:100%;color:#313131;font-family:system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial}
.main-wrapper{display:flex;flex:1;flex-direction:column;align-items:center}.main-content{margin:8rem auto;max-width:60rem;padding-left:1.5rem;padding-right:1.5rem;width:100%}.h1{font-size:2.5rem;font-weight:500;line-height:3.75rem}.h2{font-size:1.5rem;font-weight:500;line-height:2.25rem;margin-bottom:2rem}
.footer{font-size:.75rem;line-height:1.125rem;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;width:100%;text-align:center}#turnstile{width:300px;height:65px;border:1px solid #e0e0e0;background:#fafafa;display:flex;align-items:center;padding:0 14px;gap:10px}`,
      body: `<div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">www.hollowbrook-outdoor.com</h1><h2 class="h2" id="challenge-running">Verifying you are human. This may take a few seconds.</h2>
<div id="turnstile"><span class="spinner">⟳</span><span>Verifying...</span></div><div id="challenge-body-text" class="core-msg spacer" style="margin-top:2rem">www.hollowbrook-outdoor.com needs to review the security of your connection before proceeding.</div>
<noscript><div class="h2">Enable JavaScript and cookies to continue</div></noscript></div></div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:'www.hollowbrook-outdoor.com',cType:'managed',cRay:'8e5b1f2a7c4d9e01',cH:'xQ7mZ1pL0',cUPMDTk:'/collections/tents?page=2&__cf_chl_tk=Yq1',cFPWv:'b',cITimeS:'1732012345',cTplV:5,cTplB:'cf'};var cpo=document.createElement('script');cpo.src='/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1?ray=8e5b1f2a7c4d9e01';window._cf_chl_opt.cOgUHash=location.hash===''&&location.href.indexOf('#')!==-1?'#':location.hash;document.getElementsByTagName('head')[0].appendChild(cpo);}());</script>
<div class="footer" role="contentinfo"><div class="footer-inner"><div class="clearfix diagnostic-wrapper"><div class="ray-id">Ray ID: <code>8e5b1f2a7c4d9e01</code></div></div><div class="text-center" id="footer-text">Performance &amp; security by <a rel="noopener noreferrer" href="https://www.cloudflare.com?utm_source=challenge&amp;utm_campaign=m" target="_blank">Cloudflare</a></div></div></div>`,
    }),
    routes: {
      [`${host}/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1`]: jsRoute(`(function(){var o=window._cf_chl_opt;setTimeout(function(){var t=document.getElementById('turnstile');if(t)t.innerHTML='<input type="checkbox" aria-label="Verify you are human"> <span>Verify you are human</span><span style="margin-left:auto;font-size:10px">CLOUDFLARE</span>';t.onclick=function(){document.getElementById('challenge-running').textContent='Verification successful. Waiting for '+o.cZone+' to respond...';fetch('/cdn-cgi/challenge-platform/h/b/flow/ov1/'+o.cRay,{method:'POST',body:'v_'+o.cRay+'='+Date.now()}).then(function(){location.reload()})};},1200);})();`),
      [`${host}/cdn-cgi/challenge-platform/h/b/flow/ov1/8e5b1f2a7c4d9e01`]: { status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok' },
    },
  };
})(),
];
