import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { ADOBE_LOGO, doc, keyOf, DOCUSIGN_LOGO, DROPBOX_LOGO, jsRoute, MS_CSS, msCard, PDF_ICON, tok, tok64, WETRANSFER_LOGO } from '../parts/yo-kit.js';

// Real e-signature and file-sharing pages, link-protection rewrites, shorteners and bot checks that the
// analysts opened from customer mail and cleared.

export const entries: Entry[] = [
{
  id: 'yo-ok-wetransfer-download',
  label: 'clean',
  kind: 'filesharing-own-host',
  url: 'https://wetransfer.com/downloads/' + tok('wtid', 46) + '/' + tok('wtsec', 6),
  body: doc({
    title: 'WeTransfer',
    head: `<meta name="robots" content="noindex">`,
    css: `body{margin:0;font-family:"ActiefGrotesque",Arial,sans-serif;background:#f0eeea;color:#17181a;min-height:100vh}
.panel{width:300px;margin:90px 0 0 60px;background:#fff;border-radius:10px;padding:26px;box-shadow:0 10px 40px rgba(0,0,0,.15)}h2{font-size:22px;margin:16px 0 4px}
.meta{font-size:13px;color:#6a6d70;margin-bottom:16px}.item{font-size:13px;padding:8px 0;border-bottom:1px solid #eee}.item span{float:right;color:#888}
button{width:100%;height:48px;border:0;border-radius:24px;background:#409fff;color:#fff;font-weight:700;font-size:15px;margin-top:20px;cursor:pointer}.msg{font-size:13px;background:#f7f7f7;padding:10px;border-radius:6px;margin:12px 0}`,
    body: `<div class="panel">${WETRANSFER_LOGO}<h2>Ready when you are</h2><div class="meta">3 files &middot; 1.2 GB &middot; Expires in 6 days</div>
<div class="msg">"Final cut + stills from the Lakeshore plant shoot. Let me know if you need other formats. &ndash; Jonas"</div>
<div class="item">Lakeshore_Plant_Final_v3.mp4<span>1.1 GB</span></div><div class="item">Stills_selection.zip<span>96.2 MB</span></div><div class="item">Credits_and_music_licences.pdf<span>180 KB</span></div>
<button id="dl">Download</button></div>
<script>
var tid=location.pathname.split("/")[2],sec=location.pathname.split("/")[3];
document.getElementById("dl").onclick=function(){fetch("/api/v4/transfers/"+tid+"/download",{method:"POST",headers:{"Content-Type":"application/json","x-requested-with":"XMLHttpRequest"},body:JSON.stringify({security_hash:sec,intent:"entire_transfer"})}).then(function(r){return r.json()}).then(function(j){if(j.direct_link)location.href=j.direct_link})};
</script>`,
  }),
},
{
  id: 'yo-ok-sharefile-download-form',
  label: 'clean',
  kind: 'filesharing-own-host',
  url: 'https://northwindlaw.sharefile.com/d-s' + tok('sfid', 17),
  body: doc({
    title: 'ShareFile',
    css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#f2f4f7;color:#202a36}.hd{background:#fff;height:56px;display:flex;align-items:center;padding:0 24px;border-bottom:1px solid #dfe3e8;font-weight:700;color:#3d2d88;font-size:18px}
.c{max-width:520px;margin:40px auto;background:#fff;padding:28px 32px;border-radius:6px;box-shadow:0 1px 3px rgba(0,0,0,.1)}.f{display:flex;gap:12px;align-items:center;padding:12px;border:1px solid #e6e9ee;border-radius:4px;margin:14px 0}
label{display:block;font-size:13px;font-weight:600;margin:10px 0 4px}input{width:100%;box-sizing:border-box;height:38px;border:1px solid #b8c0cc;border-radius:4px;padding:0 10px;font-size:14px}
button{width:100%;height:42px;border:0;border-radius:4px;background:#3d2d88;color:#fff;font-weight:700;margin-top:16px}`,
    body: `<div class="hd">ShareFile &nbsp;<span style="font-weight:400;color:#5b6573;font-size:14px">Northwind &amp; Pryce LLP</span></div>
<div class="c"><h2 style="margin-top:0;font-size:20px">Northwind &amp; Pryce LLP shared a file with you</h2>
<div class="f">${PDF_ICON}<div><b>Engagement_Letter_Signed.pdf</b><br><small style="color:#5b6573">312 KB &middot; Expires Nov 7, 2024</small></div></div>
<p style="font-size:14px">The sender has requested that you enter your information before downloading.</p>
<form method="post" action="/share/getinfo/s${tok('sfid', 17)}"><label>First name</label><input name="FirstName" required><label>Last name</label><input name="LastName" required><label>Email</label><input type="email" name="Email" required><label>Company (optional)</label><input name="Company">
<button type="submit">Download</button></form>
<p style="font-size:12px;color:#5b6573;margin-top:16px">Powered by ShareFile &middot; <a href="https://www.sharefile.com/privacy">Privacy</a></p></div>`,
  }),
},
{
  id: 'yo-ok-mimecast-protect-nl',
  label: 'clean',
  kind: 'link-protection',
  url: 'https://protect-eu.mimecast.com/s/Kq7bCx2Lm9fYz3WtNhQ1a?domain=vanderlindelogistiek.nl',
  routes: {
    'protect-eu.mimecast.com/s/Kq7bCx2Lm9fYz3WtNhQ1a': redirectRoute(302, 'https://www.vanderlindelogistiek.nl/nieuws/nieuw-distributiecentrum-venlo'),
    'www.vanderlindelogistiek.nl/nieuws/nieuw-distributiecentrum-venlo': htmlRoute(
      doc({
        title: 'Nieuw distributiecentrum in Venlo | Van der Linde Logistiek',
        lang: 'nl',
        css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;color:#1b2a3a}header{background:#f47920;color:#fff;padding:16px 40px;font-weight:700;font-size:20px}
article{max-width:720px;margin:36px auto;padding:0 20px;line-height:1.7}.d{color:#6b7785;font-size:14px}footer{border-top:1px solid #e3e6ea;padding:20px 40px;font-size:13px;color:#6b7785}`,
        body: `<header>Van der Linde Logistiek</header><article><p class="d">Nieuws &middot; 7 oktober 2024</p><h1>Van der Linde opent nieuw distributiecentrum in Venlo</h1>
<p>Met de opening van een nieuw distributiecentrum van 38.000 m² in Venlo breidt Van der Linde Logistiek haar capaciteit voor e-commerce en retail in de Benelux en Duitsland verder uit.</p>
<p>Het gebouw is BREEAM Outstanding gecertificeerd en beschikt over 12.000 zonnepanelen. In de eerste fase ontstaan er circa 150 nieuwe arbeidsplaatsen.</p>
<p>Klanten kunnen vanaf november gebruikmaken van de nieuwe locatie. Neem voor meer informatie contact op met uw accountmanager of bel 077 555 2040.</p></article>
<footer>&copy; 2024 Van der Linde Logistiek B.V. &middot; KvK 12345678 &middot; <a href="/privacy">Privacyverklaring</a></footer>`,
      }),
    ),
  },
},
(() => {
  const lp = 'events.tealpoint.io/webinar/zero-trust-for-midsize-it';
  return {
    id: 'yo-ok-bitly-webinar-countdown',
    label: 'clean',
    kind: 'marketing-countdown',
    url: 'https://bit.ly/3XkQ9Pz',
    routes: {
      'bit.ly/3XkQ9Pz': redirectRoute(301, `https://${lp}?utm_source=email&utm_medium=newsletter&utm_campaign=oct24_webinar`),
      [lp]: htmlRoute(
        doc({
          title: 'Live webinar: Zero Trust for mid-size IT teams | Tealpoint',
          css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#0c1b2a;color:#fff}.w{max-width:1040px;margin:0 auto;padding:50px 24px;display:grid;grid-template-columns:1.2fr 1fr;gap:40px}
h1{font-size:40px;line-height:1.15;margin:10px 0}.tag{color:#35d0c0;font-weight:700;font-size:13px;letter-spacing:1px}.cd{display:flex;gap:14px;margin:24px 0}.cd div{background:#14304a;border-radius:8px;padding:12px 16px;text-align:center;min-width:60px}.cd b{display:block;font-size:28px}
form{background:#fff;color:#1c2430;border-radius:10px;padding:26px}label{display:block;font-size:13px;font-weight:600;margin:10px 0 4px}input,select{width:100%;box-sizing:border-box;height:40px;border:1px solid #c9d0d8;border-radius:6px;padding:0 10px}
button{width:100%;height:46px;border:0;border-radius:6px;background:#0fa3a3;color:#fff;font-weight:700;font-size:15px;margin-top:16px}.sp li{margin:6px 0}`,
          body: `<div class="w"><div><div class="tag">LIVE WEBINAR &middot; OCTOBER 24, 2024 &middot; 11:00 AM ET</div><h1>Zero Trust for mid-size IT teams: what actually works</h1>
<p>Forty-five minutes, no slides full of logos. Our security engineers walk through conditional access, phishing-resistant MFA and device trust for teams of 2&ndash;20 admins.</p>
<div class="cd"><div><b id="d">00</b>days</div><div><b id="h">00</b>hours</div><div><b id="m">00</b>min</div><div><b id="s">00</b>sec</div></div>
<ul class="sp"><li>Rolling out FIDO2 keys without a help-desk flood</li><li>Stopping adversary-in-the-middle phishing with token binding</li><li>Live Q&amp;A with Priya Raman, Principal Security Engineer</li></ul></div>
<form id="reg" action="https://events.tealpoint.io/api/register" method="post"><h3 style="margin-top:0">Save your seat</h3>
<label>First name</label><input name="first_name" required><label>Last name</label><input name="last_name" required><label>Work email</label><input type="email" name="email" required><label>Company</label><input name="company" required>
<label>Company size</label><select name="size"><option>1-49</option><option>50-249</option><option>250-999</option><option>1000+</option></select>
<input type="hidden" name="utm_campaign" id="utm"><button type="submit">Register free</button><p style="font-size:11px;color:#6a7685">By registering you agree to receive event emails from Tealpoint. Unsubscribe anytime. <a href="https://tealpoint.io/privacy">Privacy policy</a></p></form></div>
<script>
var end=new Date("2024-10-24T15:00:00Z").getTime();
function tick(){var t=Math.max(0,end-Date.now())/1e3;function p(n){return("0"+Math.floor(n)).slice(-2)}document.getElementById("d").textContent=p(t/86400);document.getElementById("h").textContent=p(t%86400/3600);document.getElementById("m").textContent=p(t%3600/60);document.getElementById("s").textContent=p(t%60)}
tick();setInterval(tick,1000);document.getElementById("utm").value=new URLSearchParams(location.search).get("utm_campaign")||"";
</script>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
];
