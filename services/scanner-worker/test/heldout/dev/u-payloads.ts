import type { Entry } from '../entry.js';
import { doc, mobileCss, corpCss, shell, okJson, img, htmlRoute, redirectRoute, jsRoute, jsonRoute, apk, fileRoute, zip, lnk, pe, cfb } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-mal-apk-krom-thaid-pension-th',
  label: 'malware',
  kind: 'fake-app-apk',
  url: 'https://dol-thai-gov.app/download/',
  body: doc({
    lang: 'th',
    title: 'กรมที่ดิน - แอปพลิเคชันตรวจสอบและชำระภาษีที่ดิน',
    css: mobileCss('#0d4e8a') + 'body{font-family:Tahoma,sans-serif}.dl{display:block;text-align:center;background:#0d4e8a;color:#fff;border-radius:8px;padding:14px;text-decoration:none;font-weight:bold;margin-top:14px}.steps li{margin:6px 0;font-size:14px}',
    body: `<div class="bar"><img src="/download/dol.png" alt="">กรมที่ดิน Department of Lands</div>
<div class="wrap">
<div class="box"><h2>แอป "ที่ดินไทย Plus" สำหรับชำระภาษีที่ดินและสิ่งปลูกสร้าง</h2>
<p style="font-size:14px">ตามที่เจ้าหน้าที่ได้ติดต่อท่านทางโทรศัพท์/LINE เรื่องการปรับปรุงข้อมูลโฉนดที่ดินและคืนเงินภาษีส่วนเกิน กรุณาดาวน์โหลดแอปพลิเคชันเพื่อยืนยันตัวตนและรับเงินคืน</p>
<a class="dl" href="/download/ThaiLandPlus_v3.2.1.apk">ดาวน์โหลดแอป (Android)</a>
<p class="tip">ขนาดไฟล์ 8.4 MB · เวอร์ชัน 3.2.1 · ไม่รองรับ iPhone</p></div>
<div class="box"><h2>วิธีติดตั้ง</h2><ol class="steps"><li>กด "ดาวน์โหลดแอป" แล้วเปิดไฟล์</li><li>หากมีข้อความ "ไม่อนุญาตให้ติดตั้ง" ให้กด <b>การตั้งค่า → อนุญาตจากแหล่งที่มานี้</b></li><li>เปิดแอป แล้วกด <b>เปิดใช้งานบริการการช่วยเหลือพิเศษ (Accessibility)</b> เพื่อให้แอปสแกนใบหน้าได้</li><li>ตั้งรหัส PIN 6 หลัก และรอเจ้าหน้าที่โทรกลับ</li></ol></div>
</div>
<div class="ft">© 2569 กรมที่ดิน กระทรวงมหาดไทย · สายด่วน 1579</div>`,
  }),
  routes: {
    'dol-thai-gov.app/download/dol.png': img(13, 78, 138),
    'dol-thai-gov.app/download/ThaiLandPlus_v3.2.1.apk': fileRoute(apk('th.go.dol.landplus', 'ที่ดินไทย Plus', ['AccessibilityService', 'performGlobalAction', 'ws://', 'screen_capture', 'com.kasikorn.retail.mbanking.wap', 'com.scb.phone'], ), 'application/vnd.android.package-archive', 'ThaiLandPlus_v3.2.1.apk'),
  },
},
{
  id: 'u-mal-telegram-zhongwen-installer-zhcn',
  label: 'malware',
  kind: 'fake-installer',
  url: 'https://telegram-zhongwenban.com/',
  body: doc({
    lang: 'zh-CN',
    title: 'Telegram中文版官网下载 - 电报纸飞机中文版 Windows/Mac/Android',
    css: corpCss('#2aabee', '#2aabee') + '.hero{text-align:center;padding:40px 0}.hero h1{font-size:34px}.dls{display:flex;gap:14px;justify-content:center;flex-wrap:wrap}',
    head: `<meta name="keywords" content="telegram中文版,telegram下载,电报下载,纸飞机下载,telegram官网">`,
    body: shell({ brand: 'Telegram', logo: 'Telegram 中文版', nav: ['首页', '下载', '常见问题', '教程'], footer: 'Telegram 中文版 © 2026 · 本站提供最新版电报中文客户端下载', links: ['关于我们', '联系方式'] })(`<div class="hero"><h1>Telegram 中文版 — 快速、安全、免费</h1><p>内置简体中文语言包，无需翻墙设置，一键安装即可使用。</p>
<div class="dls"><a class="btn" href="/dl/Telegram_zh_x64_setup.exe">Windows 版下载 (v5.8.3)</a><a class="btn" href="/dl/Telegram_zh.dmg" style="background:#555">macOS 版</a><a class="btn" href="/dl/Telegram_zh.apk" style="background:#3ddc84">安卓版</a></div></div>
<div class="grid"><div class="card"><h3>完全中文化</h3><p>界面、设置、通知全部为简体中文。</p></div><div class="card"><h3>自动连接</h3><p>内置代理，打开即可连接，无需额外配置。</p></div><div class="card"><h3>多端同步</h3><p>手机、电脑消息实时同步。</p></div></div>`),
  }),
  routes: {
    'telegram-zhongwenban.com/dl/Telegram_zh.apk': fileRoute(apk('org.telegram.messenger.zh', 'Telegram 中文版', ['READ_SMS', 'READ_CONTACTS', 'BIND_ACCESSIBILITY_SERVICE', 'clipboard', 'TRC20', '0x']), 'application/vnd.android.package-archive', 'Telegram_zh.apk'),
    'telegram-zhongwenban.com/dl/Telegram_zh_x64_setup.exe': fileRoute(pe({ strings: ['Telegram Desktop', 'Telegram FZ-LLC', 'zh-CN', 'gh0st', 'C:\\ProgramData\\Telegram\\update.dll', '103.214.147.22:8880'] }), 'application/octet-stream', 'Telegram_zh_x64_setup.exe'),
  },
},
];
