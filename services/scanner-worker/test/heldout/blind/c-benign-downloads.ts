import type { Entry } from '../entry.js';
import { raw, bin, installer } from '../parts/c-benign-downloads.js';

export const entries: Entry[] = [
  {
    id: 'c-clean-vendor-vlc',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://get.videolan.org/vlc/3.0.20/win64/vlc-3.0.20-win64.exe.html',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Download VLC media player 3.0.20 for Windows 64-bit - VideoLAN</title>
<style>body{margin:0;font-family:Arial,sans-serif;color:#333}.hd{background:#e85e00;color:#fff;padding:14px 24px;font-weight:700}.c{max-width:720px;margin:30px auto;padding:0 20px}.box{background:#f7f7f7;border:1px solid #ddd;border-radius:6px;padding:16px}code{font-size:12px;word-break:break-all}</style></head>
<body><div class="hd">VideoLAN</div><div class="c"><h1>Thanks! Your download will start shortly…</h1><p>If it doesn't, <a id="direct" href="https://mirror.videolan.org/vlc/3.0.20/win64/vlc-3.0.20-win64.exe">click here</a>.</p><div class="box">File: vlc-3.0.20-win64.exe · 42 MB<br>SHA-256: <code>d8055b6643651ca5b9ad58c438692a481483657f3f31624cdfa68b92e8394a57</code><br>Mirror: <span id="mirror">mirror.videolan.org</span></div><p>VLC is free and open source software. Be careful with sites offering "VLC" bundled with other software — always download from videolan.org.</p></div>
<script>
(function () {
  var url = document.getElementById('direct').href;
  setTimeout(function () { window.location.href = url; }, 1500);
})();
</script></body></html>`,
    routes: {
      'mirror.videolan.org/vlc/3.0.20/win64/vlc-3.0.20-win64.exe': bin(installer('VideoLAN VLC media player 3.0.20 - VideoLAN Team - www.videolan.org', 16384), 'application/x-msdownload'),
    },
  },
  {
    id: 'c-clean-vendor-zoom-client',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://zoom.us/download?os=win',
    body: raw`<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Download Center - Zoom</title>
<style>body{margin:0;font-family:"Lato",Arial,sans-serif;color:#232333}.hd{padding:16px 30px;border-bottom:1px solid #eee;color:#0b5cff;font-weight:900;font-size:24px}.c{max-width:880px;margin:30px auto;padding:0 20px}.p{border-bottom:1px solid #eee;padding:20px 0}.bt{background:#0b5cff;color:#fff;border:0;border-radius:8px;padding:10px 20px;cursor:pointer}</style></head>
<body><div class="hd">zoom</div><div class="c"><h1>Download Center</h1><div class="p"><h3>Zoom Workplace desktop app</h3><p>The desktop app will start automatically when you start or join your first meeting, and is also available for manual download here.</p><button class="bt" id="dl">Download</button> <span id="v" style="color:#666;font-size:13px"></span></div><div class="p"><h3>Zoom Plugin for Microsoft Outlook</h3><button class="bt">Download</button></div></div>
<script>
(async () => {
  const os = new URLSearchParams(location.search).get('os') || 'win';
  const info = await fetch('/rest/download?os=' + os).then((r) => r.json());
  document.getElementById('v').textContent = 'Version ' + info.result.downloadVO.zoom.displayVersion + ' (' + info.result.downloadVO.zoom.packageSize + ')';
  document.getElementById('dl').onclick = () => { location.href = info.result.downloadVO.zoom.url; };
  if (sessionStorage.getItem('zm-autodl') !== '1' && document.referrer.indexOf('zoom.us/j/') > -1) { sessionStorage.setItem('zm-autodl', '1'); location.href = info.result.downloadVO.zoom.url; }
})();
</script></body></html>`,
    routes: {
      'zoom.us/rest/download': { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: true, result: { downloadVO: { zoom: { displayVersion: '6.0.11 (39959)', packageSize: '90.4 MB', url: 'https://zoom.us/client/6.0.11.39959/ZoomInstallerFull.exe?archType=x64' } } } }) },
      'zoom.us/client/6.0.11.39959/ZoomInstallerFull.exe': bin(installer('Zoom Video Communications, Inc. Zoom Workplace 6.0.11', 12288), 'application/x-msdownload'),
    },
  },
];
