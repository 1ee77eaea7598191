import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, json, js, gtag, cookieBar, footerLinks } from '../parts/yl-kit.js';
import { apk, pe, fileRoute } from '../parts/e-bin.js';

const storeBtn = (label: string, href: string): string => `<a href="${href}" style="display:inline-flex;align-items:center;gap:8px;background:#000;color:#fff;text-decoration:none;padding:10px 16px;border-radius:8px;margin:4px;font-size:14px">${label}</a>`;

export const entries: Entry[] = [
{
  id: 'yl-clean-whatsapp-official-download',
  label: 'clean',
  kind: 'software-download-real',
  url: 'https://www.whatsapp.com/download/?lang=ar',
  body: doc({
    title: 'تنزيل واتساب',
    lang: 'ar',
    css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#fff;color:#111}.hd{padding:16px 30px;display:flex;justify-content:space-between;border-bottom:1px solid #eee}.c{max-width:1000px;margin:30px auto;padding:0 20px;display:grid;grid-template-columns:repeat(3,1fr);gap:20px}.c div{background:#f7f5f3;border-radius:18px;padding:24px}.c a{display:inline-block;margin-top:10px;background:#25d366;color:#111;padding:10px 18px;border-radius:20px;text-decoration:none;font-weight:700}h1{text-align:center;font-size:36px}`,
    body: `<div class="hd">${wordmark('WhatsApp', '#25d366', { size: 24 })}<span>الميزات · الخصوصية · مركز المساعدة · للأعمال</span></div>
<h1>تنزيل واتساب</h1><div class="c"><div><b>Windows</b><p>Windows 10 (64-bit) 1903 أو أحدث. التثبيت من Microsoft Store.</p><a href="https://get.microsoft.com/installer/download/9NKSQGP7F2NH?cid=website_cta_psi">تنزيل من Microsoft Store</a></div>
<div><b>Mac</b><p>macOS 11 أو أحدث.</p><a href="https://apps.apple.com/app/whatsapp-messenger/id310633997">تنزيل من App Store</a></div><div><b>Android / iPhone</b><p>حمّل من المتجر الرسمي لهاتفك.</p><a href="https://play.google.com/store/apps/details?id=com.whatsapp">Google Play</a></div></div>`,
  }),
},
{
  id: 'yl-clean-fab-mobile-huawei-apk-own-domain',
  label: 'clean',
  kind: 'bank-app-page-own-domain',
  url: 'https://www.bankfab.com/en-ae/personal/digital-banking/fab-mobile',
  body: doc({
    title: 'FAB Mobile – Digital Banking | First Abu Dhabi Bank',
    head: gtag('G-FABAE1203'),
    css: `body{margin:0;font-family:Arial,sans-serif;color:#1d2a44;background:#fff}.nav{display:flex;justify-content:space-between;align-items:center;padding:16px 40px;border-bottom:1px solid #eee}.hero{background:#1d2a44;color:#fff;padding:50px 40px}.hero h1{font-size:36px;margin:0 0 10px}.w{max-width:900px;margin:30px auto;padding:0 20px;line-height:1.8}
table{border-collapse:collapse;width:100%;font-size:14px}td{border-bottom:1px solid #eee;padding:8px}code{font-size:12px;word-break:break-all}`,
    body: `<div class="nav">${wordmark('FAB', '#1d2a44', { size: 30 })}<span style="font-size:14px">Personal · Business · Corporate &amp; Investment · عربي</span></div>
<div class="hero"><h1>FAB Mobile</h1><p>Bank anywhere, anytime. Transfers, card controls, bill payments and more.</p>
<p>${storeBtn(' App Store', 'https://apps.apple.com/ae/app/fab-mobile/id1440613683')}${storeBtn('▶ Google Play', 'https://play.google.com/store/apps/details?id=com.bankfab.pbg.ae.digitalbank')}${storeBtn('AppGallery', 'https://appgallery.huawei.com/app/C104101693')}</p></div>
<div class="w"><h2>Huawei devices without AppGallery access</h2><p>Customers with older Huawei devices can download the signed APK directly from this page. Verify the checksum before installing.</p>
<table><tr><td>File</td><td><a href="/content/dam/fab/apps/FABMobile-6.14.0-huawei.apk">FABMobile-6.14.0-huawei.apk</a></td></tr><tr><td>Version</td><td>6.14.0</td></tr><tr><td>SHA-256</td><td><code>3f9c1e27b8a4d6e50c2f7a91b3d84e6f0a5c2e19d7b6a83f4e0c1d92b5a7e3f8</code></td></tr></table>
<p>FAB will never send you an app link by SMS or WhatsApp. Only download from bankfab.com or official stores.</p></div>`,
  }),
  routes: { 'www.bankfab.com/content/dam/fab/apps/FABMobile-6.14.0-huawei.apk': fileRoute(apk('com.bankfab.pbg.ae.digitalbank', 'FAB Mobile', ['android.permission.INTERNET', 'android.permission.USE_BIOMETRIC', 'android.permission.CAMERA']), 'application/vnd.android.package-archive', 'FABMobile-6.14.0-huawei.apk') },
},
{
  id: 'yl-clean-winrar-arabic-download',
  label: 'clean',
  kind: 'software-download-real',
  url: 'https://www.win-rar.com/download.html?&L=9',
  body: doc({
    title: 'WinRAR – تحميل النسخة العربية',
    lang: 'ar',
    css: `body{margin:0;font-family:Tahoma,Arial,sans-serif;background:#fff;color:#222}.hd{background:#2b2b6b;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.c{max-width:860px;margin:26px auto;padding:0 20px;line-height:1.8}table{width:100%;border-collapse:collapse;font-size:14px}td,th{border:1px solid #ddd;padding:8px;text-align:right}th{background:#f3f3f8}.dl{display:inline-block;background:#3c3ca8;color:#fff;padding:12px 26px;border-radius:4px;text-decoration:none;margin:10px 0}`,
    body: `<div class="hd">${wordmark('WinRAR', '#fff', { size: 24 })}<span>win.rar GmbH · English · Deutsch · العربية</span></div>
<div class="c"><h1>تحميل WinRAR 7.01 العربية</h1><p>WinRAR أداة قوية لضغط الملفات وفك ضغطها بصيغ RAR و ZIP و 7Z وغيرها. النسخة التجريبية مجانية لمدة 40 يوماً.</p>
<a class="dl" href="/fileadmin/winrar-versions/winrar/winrar-x64-701ar.exe">تحميل WinRAR (64 بت)</a>
<table><tr><th>الإصدار</th><th>النظام</th><th>الحجم</th></tr><tr><td>WinRAR 7.01 عربي</td><td>Windows 64 بت</td><td>3.8 MB</td></tr><tr><td>WinRAR 7.01 عربي</td><td>Windows 32 بت</td><td>3.5 MB</td></tr></table>
<p style="font-size:13px;color:#666">حمّل WinRAR من موقع win-rar.com الرسمي فقط. النسخ المعدلة من مواقع أخرى قد تحتوي على برامج ضارة.</p></div>`,
  }),
  routes: { 'www.win-rar.com/fileadmin/winrar-versions/winrar/winrar-x64-701ar.exe': fileRoute(pe({ x64: true, size: 40960, strings: ['WinRAR self-extracting archive', 'win.rar GmbH', 'WinRAR 7.01', 'RarSFX'] }), 'application/octet-stream', 'winrar-x64-701ar.exe') },
},
];
