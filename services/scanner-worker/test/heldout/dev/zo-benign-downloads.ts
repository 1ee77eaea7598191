import { type Entry, redirectRoute } from '../entry.js';
import { doc, gtag, gtagRoute, cookieBar, js, json, html } from '../parts/zo-kit.js';
import { pe, cfb, apk, fileRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zo-clean-anydesk-autodownload',
    label: 'clean',
    kind: 'software-download',
    url: 'https://anydesk.com/en/downloads/thank-you?dv=win_exe',
    body: doc('Thank you for downloading AnyDesk', `
<header style="border-bottom:1px solid #eee"><b style="color:#ef443b">AnyDesk</b> · Solutions · Pricing · Downloads · Support</header>
<main style="text-align:center">
 <h1>Thanks for downloading AnyDesk!</h1><p>Your download should start automatically. If it doesn't, <a href="https://download.anydesk.com/AnyDesk.exe?dv=win_exe">restart the download</a>.</p>
 <ol style="display:inline-block;text-align:left"><li>Open the AnyDesk.exe file in your downloads</li><li>Share your AnyDesk address only with people you trust</li><li>Start working remotely</li></ol>
 <div style="background:#fff4e5;border:1px solid #f0c36d;padding:12px;max-width:600px;margin:20px auto;font-size:14px"><b>Beware of scammers.</b> AnyDesk will never contact you to request remote access. Never give remote access to someone who contacted you unsolicited, claiming to be from your bank, Microsoft or tech support.</div>
</main>
<footer>© 2026 AnyDesk Software GmbH · Imprint · Privacy</footer>
<script>setTimeout(function(){location.href='https://download.anydesk.com/AnyDesk.exe?dv=win_exe'},1500)</script>
${cookieBar('en')}`),
    routes: { 'download.anydesk.com/AnyDesk.exe?dv=win_exe': fileRoute(pe({ strings: ['AnyDesk', 'AnyDesk Software GmbH', 'philandro Software GmbH'], size: 6144 }), 'application/octet-stream', 'AnyDesk.exe') },
  },
  {
    id: 'zo-clean-videolan-mirror-redirect',
    label: 'clean',
    kind: 'software-download',
    url: 'https://get.videolan.org/vlc/3.0.20/win64/vlc-3.0.20-win64.exe',
    routes: {
      'get.videolan.org/vlc/3.0.20/win64/vlc-3.0.20-win64.exe': html(doc('Downloading VLC media player - VideoLAN', `
<header style="background:#f4f4f4"><b style="color:#ff8800">VideoLAN</b> · VLC · Projects · Contribute · Support</header>
<main style="text-align:center">
 <h1>Thanks! Your download will start shortly...</h1>
 <p>If not, click <a id="m" href="https://mirror.uni-kornfeld.de/videolan/vlc/3.0.20/win64/vlc-3.0.20-win64.exe">here</a>. Display <a href="#">checksum</a>.</p>
 <p>You are downloading from mirror.uni-kornfeld.de (Germany)</p>
 <p>VLC is free and open source. <a href="#">Donate</a> to help us.</p>
</main>
<script>setTimeout(function(){location.href=document.getElementById('m').href},1200)</script>`)),
      'mirror.uni-kornfeld.de/videolan/vlc/3.0.20/win64/vlc-3.0.20-win64.exe': fileRoute(pe({ strings: ['VLC media player', 'VideoLAN', '3.0.20'], size: 8192 }), 'application/x-msdownload'),
    },
  },
  {
    id: 'zo-clean-ja-madonomori-software-page',
    label: 'clean',
    kind: 'software-download',
    url: 'https://forest.watch.impress.co.jp/library/software/lhaplus/',
    body: doc('「Lhaplus」定番の圧縮・解凍ソフト - 窓の杜', `
<header style="background:#2d6a2d;color:#fff"><b>窓の杜</b> ニュース · ライブラリ · 特集</header>
<main>
 <h1 style="font-size:24px">Lhaplus</h1>
 <p>多くの形式に対応した圧縮・解凍ソフト</p>
 <table style="font-size:14px"><tr><td>バージョン</td><td>1.74</td></tr><tr><td>対応OS</td><td>Windows 11/10</td></tr><tr><td>ソフト種別</td><td>フリーソフト</td></tr><tr><td>作者</td><td>Schezo</td></tr></table>
 <p><a class="btn" style="background:#e65c00" href="/library/software/lhaplus/download_10001.html">窓の杜からダウンロード</a></p>
 <p style="font-size:13px">※窓の杜では、ダウンロードファイルのウイルスチェックを行っています。</p>
 <div style="border:1px solid #eee;padding:8px;font-size:12px;text-align:center">PR</div>
</main>
<footer>Copyright ©2026 Impress Corporation. All rights reserved.</footer>`, { lang: 'ja' }),
  },
];
