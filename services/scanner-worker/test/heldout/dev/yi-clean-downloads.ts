/**
 * yi- real installers and remote-support tools, a family's own photo share and a pension scheme's
 * statement download, all on their own hostnames.
 */
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cfb, fileRoute, png, pe, zip } from '../parts/e-bin.js';
import { articleCss, doc } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-clean-zoom-download-center-installer',
  label: 'clean',
  kind: 'installer-download',
  url: 'https://zoom.us/download?os=win&ref=family-calls',
  body: doc({
    title: 'Download Center - Zoom',
    lang: 'en-US',
    css: `body{margin:0;font-family:Lato,Helvetica,Arial,sans-serif;color:#232333}.h{padding:16px 30px;border-bottom:1px solid #eee}.h b{color:#0b5cff;font-size:26px}
main{max-width:900px;margin:0 auto;padding:30px 20px}.item{border-bottom:1px solid #eee;padding:20px 0}.dl{background:#0b5cff;color:#fff;padding:10px 22px;border-radius:8px;text-decoration:none;display:inline-block}.sm{font-size:13px;color:#747487}`,
    body: `<div class="h"><b>zoom</b></div>
<main><h1>Download Center</h1><div class="item"><h2>Zoom Workplace desktop app</h2><p>The desktop app is the best way to use Zoom Meetings, Team Chat and more.</p><a class="dl" href="https://zoom.us/client/6.3.6.56144/ZoomInstallerFull.exe?archType=x64">Download (64-bit)</a><p class="sm">Version 6.3.6 (56144)</p></div>
<div class="item"><h2>Zoom Outlook plugin</h2><a class="dl" href="https://zoom.us/client/latest/ZoomOutlookPluginSetup.msi">Download</a></div>
<p class="sm">Zoom’s official apps are only available from zoom.us, the Microsoft Store, Apple App Store and Google Play.</p></main>`,
  }),
  routes: {
    'zoom.us/client/6.3.6.56144/ZoomInstallerFull.exe': fileRoute(pe({ x64: true, strings: ['Zoom Video Communications, Inc.', 'ZoomInstallerFull', 'Zoom Workplace'] }), 'application/x-msdownload', 'ZoomInstallerFull.exe'),
  },
},
{
  id: 'yi-clean-libreoffice-msi-download',
  label: 'clean',
  kind: 'installer-download',
  url: 'https://www.libreoffice.org/download/download-libreoffice/?type=win-x86_64&version=24.8.4&lang=en-GB',
  body: doc({
    title: 'Download LibreOffice | LibreOffice - Free Office Suite - Based on OpenOffice - Compatible with Microsoft',
    css: articleCss('#18a303') + `.dl{display:inline-block;background:#18a303;color:#fff;padding:12px 22px;text-decoration:none;font-weight:700;border-radius:4px}`,
    body: `<header class="site-header"><a class="brand" href="https://www.libreoffice.org/">LibreOffice</a><nav><a href="/discover/">Discover</a><a href="/download/">Download</a><a href="/get-help/">Help</a><a href="/donate/">Donate</a></nav></header>
<main><h1>Download LibreOffice</h1><p>LibreOffice 24.8.4 · Windows (64-bit) · English (UK)</p>
<p><a class="dl" href="https://download.documentfoundation.org/libreoffice/stable/24.8.4/win/x86_64/LibreOffice_24.8.4_Win_x86-64.msi">Download LibreOffice 24.8.4</a></p>
<p>Torrent, <a href="#">Info</a> · Translated user interface · Help for offline use</p>
<div class="callout">LibreOffice is free software made by The Document Foundation and volunteers. You never need to pay for it. Please consider a donation to support our work.</div>
<p>SHA-256: 2e8f1a...b9c4 · <a href="#">Release notes</a></p></main>
<footer class="site-footer">The Document Foundation · Kurfürstendamm 188, 10707 Berlin</footer>`,
  }),
  routes: {
    'download.documentfoundation.org/libreoffice/stable/24.8.4/win/x86_64/LibreOffice_24.8.4_Win_x86-64.msi': fileRoute(cfb(['Installation Database', 'LibreOffice 24.8.4.2', 'The Document Foundation', 'ProductCode']), 'application/x-msi', 'LibreOffice_24.8.4_Win_x86-64.msi'),
  },
},
{
  id: 'yi-clean-family-nextcloud-photo-share-zip',
  label: 'clean',
  kind: 'file-share',
  url: 'https://cloud.obrienfamily.ie/s/Wq7PzK3dLmN2xYe',
  body: doc({
    title: 'Confirmation Day May 2025 - Nextcloud',
    lang: 'en-IE',
    css: `body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#fff;color:#222}.h{background:#0082c9;color:#fff;padding:10px 20px;display:flex;justify-content:space-between;align-items:center}
.h a{color:#fff;border:1px solid #fff;border-radius:16px;padding:6px 14px;text-decoration:none}main{padding:20px}.g{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:10px}
.g figure{margin:0}.g img{width:100%;height:130px;object-fit:cover;background:#eee;border-radius:4px}.g figcaption{font-size:13px;color:#555}.sm{font-size:13px;color:#777}`,
    body: `<div class="h"><span><b>Confirmation Day May 2025</b> · shared by Ciara O'Brien</span><a href="/s/Wq7PzK3dLmN2xYe/download">⬇ Download all files</a></div>
<main><p class="sm">5 photos · 14.2 MB · Expires 30 June</p><div class="g">
<figure><img src="/s/Wq7PzK3dLmN2xYe/preview/IMG_3310.png" alt=""><figcaption>IMG_3310.png</figcaption></figure><figure><img src="/s/Wq7PzK3dLmN2xYe/preview/IMG_3311.png" alt=""><figcaption>IMG_3311.png</figcaption></figure>
<figure><img src="/s/Wq7PzK3dLmN2xYe/preview/IMG_3318.png" alt=""><figcaption>IMG_3318.png</figcaption></figure><figure><img src="/s/Wq7PzK3dLmN2xYe/preview/IMG_3322.png" alt=""><figcaption>IMG_3322.png</figcaption></figure>
<figure><img src="/s/Wq7PzK3dLmN2xYe/preview/IMG_3325.png" alt=""><figcaption>IMG_3325.png</figcaption></figure></div>
<p class="sm">Nextcloud – a safe home for all your data</p></main>`,
  }),
  routes: {
    'cloud.obrienfamily.ie/s/Wq7PzK3dLmN2xYe/download': fileRoute(
      zip([
        { name: 'Confirmation Day May 2025/IMG_3310.png', data: png(200, 170, 140) },
        { name: 'Confirmation Day May 2025/IMG_3311.png', data: png(150, 180, 210) },
        { name: 'Confirmation Day May 2025/IMG_3318.png', data: png(220, 200, 190) },
        { name: 'Confirmation Day May 2025/IMG_3322.png', data: png(120, 160, 110) },
        { name: 'Confirmation Day May 2025/IMG_3325.png', data: png(240, 230, 210) },
      ]),
      'application/zip',
      'Confirmation Day May 2025.zip',
    ),
    'cloud.obrienfamily.ie/s/Wq7PzK3dLmN2xYe/preview/IMG_3310.png': fileRoute(png(200, 170, 140), 'image/png'),
    'cloud.obrienfamily.ie/s/Wq7PzK3dLmN2xYe/preview/IMG_3311.png': fileRoute(png(150, 180, 210), 'image/png'),
    'cloud.obrienfamily.ie/s/Wq7PzK3dLmN2xYe/preview/IMG_3318.png': fileRoute(png(220, 200, 190), 'image/png'),
    'cloud.obrienfamily.ie/s/Wq7PzK3dLmN2xYe/preview/IMG_3322.png': fileRoute(png(120, 160, 110), 'image/png'),
    'cloud.obrienfamily.ie/s/Wq7PzK3dLmN2xYe/preview/IMG_3325.png': fileRoute(png(240, 230, 210), 'image/png'),
  },
},
{
  id: 'yi-clean-teachers-pension-statement-pdf',
  label: 'clean',
  kind: 'pension-portal',
  url: 'https://www.teacherspensions.co.uk/members/my-pension-online/annual-benefit-statement.aspx?year=2025',
  body: doc({
    title: 'Annual Benefit Statement | Teachers’ Pensions',
    css: articleCss('#00467f') + `.dl{display:inline-block;background:#00467f;color:#fff;padding:11px 20px;text-decoration:none;border-radius:3px}`,
    body: `<header class="site-header"><a class="brand" href="/">Teachers’ Pensions</a><nav><a href="/members/">Members</a><a href="/employers/">Employers</a><a href="/my-pension-online/logout">Log out</a></nav></header>
<main><h1>Your Annual Benefit Statement</h1><p class="meta">Logged in as Mrs M. Doherty · Member reference ending 4471</p>
<p>Your Annual Benefit Statement shows the pension you have built up in the Teachers’ Pension Scheme to 31 March 2025 and an estimate of what you could get at your Normal Pension Age.</p>
<p><a class="dl" href="/members/my-pension-online/documents/ABS_2025.pdf">Download statement (PDF, 86 KB)</a></p>
<div class="callout">We will never contact you out of the blue about transferring your pension or offering a “free pension review”. If someone does, it’s likely to be a scam – call us on 0345 606 6166.</div></main>
<footer class="site-footer">Teachers’ Pensions is administered by Capita on behalf of the Department for Education.</footer>`,
  }),
  routes: {
    'www.teacherspensions.co.uk/members/my-pension-online/documents/ABS_2025.pdf': fileRoute(
      `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length 148 >> stream
BT /F1 16 Tf 60 780 Td (Teachers' Pension Scheme - Annual Benefit Statement 2025) Tj 0 -30 Td /F1 11 Tf (Pension built up to 31 March 2025: see overleaf) Tj ET
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
xref
0 6
0000000000 65535 f 
trailer << /Size 6 /Root 1 0 R >>
startxref
0
%%EOF
`,
      'application/pdf',
      'ABS_2025.pdf',
    ),
  },
},
];
