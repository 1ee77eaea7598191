import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, json, js, gtag, cookieBar, footerLinks } from '../parts/yl-kit.js';
import { apk, pe, fileRoute } from '../parts/e-bin.js';

const storeBtn = (label: string, href: string): string => `<a href="${href}" style="display:inline-flex;align-items:center;gap:8px;background:#000;color:#fff;text-decoration:none;padding:10px 16px;border-radius:8px;margin:4px;font-size:14px">${label}</a>`;

export const entries: Entry[] = [
{
  id: 'yl-clean-absher-mobile-app-stores',
  label: 'clean',
  kind: 'gov-app-page-real',
  url: 'https://www.absher.sa/wps/portal/individuals/static/mobile-app',
  body: doc({
    title: 'تطبيق أبشر | وزارة الداخلية',
    lang: 'ar',
    css: `body{margin:0;font-family:Tahoma,Arial,sans-serif;background:#f3f6f4;color:#1f2a24}.hd{background:#fff;padding:12px 24px;border-bottom:1px solid #e1e6e3}.c{max-width:820px;margin:30px auto;padding:0 20px;line-height:1.9}.ic{width:84px;height:84px;border-radius:20px;background:#1b8354;color:#fff;font-size:26px;display:flex;align-items:center;justify-content:center;font-weight:bold}.row{display:flex;gap:18px;align-items:center}.n{background:#fff;border-radius:10px;padding:14px;margin-top:18px}`,
    body: `<div class="hd">${wordmark('أبشر', '#1b8354', { size: 28, width: 90 })}</div>
<div class="c"><div class="row"><div class="ic">أبشر</div><div><h1 style="margin:0">تطبيق أبشر أفراد</h1><p style="margin:0">جميع خدمات أبشر في جوالك: تجديد الهوية، الجوازات، المخالفات، المواعيد والمزيد.</p></div></div>
<p>${storeBtn(' App Store', 'https://apps.apple.com/sa/app/absher-%D8%A3%D8%A8%D8%B4%D8%B1/id1214394208')}${storeBtn('▶ Google Play', 'https://play.google.com/store/apps/details?id=sa.gov.moi')}${storeBtn('AppGallery', 'https://appgallery.huawei.com/app/C101240709')}</p>
<div class="n"><b>تنبيه أمني:</b> حمّل تطبيق أبشر من المتاجر الرسمية فقط. وزارة الداخلية لا توزّع التطبيق كملف APK عبر الروابط أو الرسائل، ولا يطلب التطبيق صلاحية «إمكانية الوصول».</div></div>`,
  }),
},
{
  id: 'yl-clean-anydesk-windows-download',
  label: 'clean',
  kind: 'software-download-real',
  url: 'https://anydesk.com/ar/downloads/windows-x64',
  body: doc({
    title: 'Download AnyDesk for Windows – Free Remote Desktop',
    head: gtag('G-ANYDSK552'),
    css: `body{margin:0;font-family:'Open Sans',Arial,sans-serif;color:#333}.nav{display:flex;justify-content:space-between;align-items:center;padding:16px 40px;border-bottom:1px solid #eee}.hero{text-align:center;padding:50px 20px;background:#f7f7f7}.hero h1{font-size:36px;margin:0 0 10px}
.dl{display:inline-block;background:#ef443b;color:#fff;text-decoration:none;padding:14px 34px;border-radius:4px;font-size:18px;margin-top:14px}.v{font-size:13px;color:#777;margin-top:10px}.w{max-width:760px;margin:30px auto;padding:0 20px;line-height:1.8;font-size:15px}.w .b{background:#fff4f3;border-left:4px solid #ef443b;padding:12px}`,
    body: `<div class="nav">${wordmark('AnyDesk', '#ef443b', { size: 26 })}<span style="font-size:14px">Solutions · Pricing · Downloads · Support</span></div>
<div class="hero"><h1>AnyDesk for Windows</h1><p>Fast and secure remote desktop. Free for personal use.</p><a class="dl" href="https://download.anydesk.com/AnyDesk.exe?lang=ar">Download Now</a><div class="v">Version 9.0.4 · 5.4 MB · Windows 7 or later · <a href="/en/changelog/windows">Changelog</a> · SHA-256 published on this page</div></div>
<div class="w"><div class="b"><b>Warning:</b> AnyDesk will never contact you to request access to your device. Scammers pose as bank, telecom or Microsoft support staff and ask victims to install remote-access software. Never give your AnyDesk ID to someone you don't know.</div><p>After downloading, run AnyDesk.exe. You can use it without installing, or install it for unattended access.</p></div>`,
  }),
  routes: { 'download.anydesk.com/AnyDesk.exe?lang=ar': fileRoute(pe({ x64: false, size: 49152, strings: ['AnyDesk', 'philandro Software GmbH', 'AnyDesk Software GmbH', 'https://anydesk.com', 'FileDescription', 'AnyDesk.exe'] }), 'application/octet-stream', 'AnyDesk.exe') },
},
];
