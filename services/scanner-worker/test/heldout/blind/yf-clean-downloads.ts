import { Buffer } from 'node:buffer';
import { type Entry } from '../entry.js';
import { fileRoute, pe } from '../parts/e-bin.js';
import { pdf } from '../parts/yf-kit.js';

// Real installer, remote-support and secure-delivery download pages.

const vendorPage = (o: { title: string; brand: string; color: string; h1: string; sub: string; btn: string; href: string; auto?: boolean; extra?: string; lang?: string }): string => `<!DOCTYPE html>
<html lang="${o.lang ?? 'en-AU'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${o.title}</title>
<style>
body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1d1d1f;background:#fff}
nav{display:flex;align-items:center;gap:26px;padding:16px 5%;border-bottom:1px solid #eee}
nav b{color:${o.color};font-size:22px}
nav a{color:#333;text-decoration:none;font-size:14px}
.hero{max-width:960px;margin:60px auto;padding:0 20px;text-align:center}
.hero h1{font-size:40px;margin:0 0 12px}
.hero p{font-size:18px;color:#555}
.dl{display:inline-block;margin-top:22px;background:${o.color};color:#fff;text-decoration:none;padding:14px 34px;border-radius:6px;font-size:17px;font-weight:600}
.meta{font-size:13px;color:#777;margin-top:14px}
.sec{max-width:960px;margin:40px auto;padding:0 20px;font-size:15px;line-height:1.6;color:#444}
footer{border-top:1px solid #eee;padding:20px 5%;font-size:12px;color:#888}
</style></head>
<body>
<nav><b>${o.brand}</b><a href="#">Products</a><a href="#">Solutions</a><a href="#">Pricing</a><a href="#">Support</a></nav>
<div class="hero"><h1>${o.h1}</h1><p>${o.sub}</p><a class="dl" id="dl" href="${o.href}">${o.btn}</a><div class="meta">Windows 10/11 &middot; 64-bit &middot; <a href="#">Other operating systems</a> &middot; <a href="#">Release notes</a></div></div>
${o.extra ?? ''}
<footer>&copy; 2024 ${o.brand}. All rights reserved. &middot; Privacy &middot; Terms &middot; Imprint</footer>
${o.auto ? `<script>window.addEventListener('load', function(){ setTimeout(function(){ var f = document.createElement('iframe'); f.style.display = 'none'; f.src = document.getElementById('dl').href; document.body.appendChild(f); }, 1200); });</script>` : ''}
</body></html>`;

export const entries: Entry[] = [
  {
    id: 'yf-clean-anydesk-windows-download',
    label: 'clean',
    kind: 'remote-support-download',
    url: 'https://anydesk.com/en-au/downloads/windows?dv=win_exe',
    body: vendorPage({
      title: 'Download AnyDesk for Windows - Free',
      brand: 'AnyDesk',
      color: '#ef443b',
      h1: 'AnyDesk for Windows',
      sub: 'Fast, secure remote desktop. Your download will start automatically. If it does not, click the button below.',
      btn: 'Download Now',
      href: 'https://download.anydesk.com/AnyDesk.exe?dv=win_exe&loc=au',
      auto: true,
      extra: `<div class="sec"><p><b>Scam warning:</b> AnyDesk is used by criminals posing as banks, telcos and tech support. Never install AnyDesk at the request of an unknown caller, and never grant access to your online banking session.</p></div>`,
    }),
    routes: {
      'download.anydesk.com/AnyDesk.exe?dv=win_exe&loc=au': fileRoute(pe({ x64: false, size: 20480, strings: ['philandro Software GmbH', 'AnyDesk Software GmbH', 'AnyDesk', 'https://anydesk.com'] }), 'application/x-msdownload', 'AnyDesk.exe'),
    },
  },
  {
    id: 'yf-clean-zoom-download-center',
    label: 'clean',
    kind: 'installer-download',
    url: 'https://zoom.us/download?os=win&ref=au-nav',
    body: vendorPage({
      title: 'Download Center - Zoom',
      brand: 'zoom',
      color: '#0b5cff',
      h1: 'Zoom Workplace desktop app',
      sub: 'The desktop application lets you start or join Zoom meetings, chat and call. Version 6.0.4 (39487).',
      btn: 'Download',
      href: 'https://zoom.us/client/6.0.4.39487/ZoomInstallerFull.exe?archType=x64',
      extra: `<div class="sec"><h2>Zoom Plugin for Microsoft Outlook</h2><p>The Zoom Plugin for Outlook installs a button on the Microsoft Outlook tool bar to enable you to start or schedule a meeting with one click.</p></div>`,
    }),
    routes: {
      'zoom.us/client/6.0.4.39487/ZoomInstallerFull.exe': fileRoute(pe({ x64: true, size: 32768, strings: ['Zoom Video Communications, Inc.', 'Zoom.exe', 'ZoomInstallerFull', 'https://zoom.us'] }), 'application/x-msdownload', 'ZoomInstallerFull.exe'),
    },
  },
  {
    id: 'yf-clean-myob-accountright-downloads',
    label: 'clean',
    kind: 'installer-download',
    url: 'https://www.myob.com/au/support/downloads?product=accountright',
    body: vendorPage({
      title: 'Downloads | MYOB AccountRight',
      brand: 'myob',
      color: '#6100a5',
      h1: 'Download AccountRight',
      sub: 'Install the latest version of AccountRight 2024.3 on your Windows PC. You\'ll need to sign in with your MYOB account after installing.',
      btn: 'Download AccountRight 2024.3',
      href: 'https://download.myob.com/arl/msi/AccountRight_2024_3_AU.msi',
      extra: `<div class="sec"><h2>System requirements</h2><p>Windows 10 or 11 (64-bit), 8 GB RAM, .NET Framework 4.8. Your company file is stored online and syncs automatically. <a href="https://www.myob.com/au/support/contact-us">Contact support</a> on 1300 555 151.</p></div>`,
    }),
    routes: {
      'download.myob.com/arl/msi/AccountRight_2024_3_AU.msi': fileRoute(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(8184)]), 'application/x-msi', 'AccountRight_2024_3_AU.msi'),
    },
  },
  {
    id: 'yf-clean-google-chrome-download-au',
    label: 'clean',
    kind: 'installer-download',
    url: 'https://www.google.com/intl/en_au/chrome/?standalone=1&platform=win64',
    body: vendorPage({
      title: 'Google Chrome - The Fast & Secure Web Browser Built to be Yours',
      brand: 'Google Chrome',
      color: '#1a73e8',
      h1: 'The browser built to be yours',
      sub: 'Chrome updates automatically. To check for updates, open Chrome and go to Settings &gt; About Chrome.',
      btn: 'Download Chrome',
      href: 'https://dl.google.com/tag/s/appguid%3D%7B8A69D345-D564-463C-AFF1-A69D9E530F96%7D%26iid%3D%7B2B8F0D7A-1C4E-4D3B-9A2F-7E6C5B4A3D21%7D%26lang%3Den-GB%26browser%3D4%26usagestats%3D1%26appname%3DGoogle%2520Chrome%26needsadmin%3Dprefers%26ap%3Dx64-statsdef_1%26installdataindex%3Dempty/update2/installers/ChromeSetup.exe',
      extra: `<div class="sec"><p>By downloading Chrome, you agree to the <a href="https://policies.google.com/terms">Google Terms of Service</a> and <a href="https://www.google.com/chrome/terms/">Chrome and ChromeOS Additional Terms of Service</a>.</p></div>`,
    }),
  },
  {
    id: 'yf-clean-microsoft-teams-download-app',
    label: 'clean',
    kind: 'installer-download',
    url: 'https://www.microsoft.com/en-au/microsoft-teams/download-app',
    body: vendorPage({
      title: 'Download Desktop and Mobile Apps | Microsoft Teams',
      brand: 'Microsoft',
      color: '#5b5fc7',
      h1: 'Download Microsoft Teams',
      sub: 'Connect and collaborate with anyone from anywhere on Teams. Available for desktop, mobile and web.',
      btn: 'Download for desktop',
      href: 'https://go.microsoft.com/fwlink/?linkid=2187327&clcid=0xc09&culture=en-au&country=au',
      extra: `<div class="sec"><h2>Teams for work or school</h2><p>Sign in with your work or school account after installing. Your organisation's IT administrator may have already installed Teams for you.</p></div>`,
    }),
  },
];
