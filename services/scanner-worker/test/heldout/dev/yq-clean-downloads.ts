import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, footer } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute, pe, zip, cfb, sevenZip } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-clean-expressvpn-windows-download',
    label: 'clean',
    kind: 'software-download-own-domain',
    url: 'https://www.expressvpn.com/zh-hk/latest#windows',
    body: doc({
      title: '下載 ExpressVPN Windows 版 | ExpressVPN',
      css:
        baseCss(`"Helvetica Neue",${fontTC}`, '#fff') +
        `.w{max-width:860px;margin:50px auto;padding:0 20px}
.dl{display:inline-block;background:#da3940;color:#fff;padding:14px 34px;border-radius:6px;font-size:17px}
.code{background:#f6f6f6;border-radius:6px;padding:14px;font-family:monospace;margin:16px 0}`,
      body: `<div class="w">${mark('ExpressVPN', '#da3940', { shape: 'square', w: 150 })}
<h1>下載 ExpressVPN Windows 版</h1><p>已登入：c****@gmail.com ｜ 訂閱到期：2025-01-12</p>
<a class="dl" href="https://www.expressvpn.works/clients/windows/expressvpn_setup_v12.73.0.14_release.exe">下載</a>
<p>啟用碼（安裝後貼上以啟用）：</p><div class="code">EKJ7RZQ4WLMN8TPA2XC9HDF</div>
<p class="hint">支援 Windows 10 及 11（64 位元）。<a href="https://www.expressvpn.com/zh-hk/support/vpn-setup/app-for-windows/">安裝指南</a> ｜ 24 小時線上客服</p></div>`,
    }),
    routes: {
      'www.expressvpn.works/clients/windows/expressvpn_setup_v12.73.0.14_release.exe': fileRoute(pe({ x64: true, strings: ['ExpressVPN', 'Express Technologies Ltd.', 'WiX Toolset'], size: 18000 }), 'application/octet-stream', 'expressvpn_setup_v12.73.0.14_release.exe'),
    },
  },
  {
    id: 'yq-clean-company-vpn-easyconnect-portal',
    label: 'clean',
    kind: 'company-download-own-domain',
    url: 'https://vpn.hkpaylink.com/portal/#!/down_client',
    body: doc({
      title: 'HKPayLink SSL VPN - 下載客戶端',
      css:
        baseCss(fontTC, '#eef2f6') +
        `.w{max-width:720px;margin:60px auto;background:#fff;border-radius:6px;padding:30px}
table{width:100%;border-collapse:collapse}td{padding:10px;border-bottom:1px solid #eee}a.d{color:#1c4e80;font-weight:700}`,
      body: `<div class="w">${mark('HKPayLink', '#1c4e80', { shape: 'hex', w: 150 })}<h2>遠端存取 VPN 客戶端</h2>
<p>首次使用請下載並安裝客戶端，安裝後以公司 AD 帳號及 Microsoft Authenticator 登入。</p>
<table><tr><td>Windows</td><td><a class="d" href="/com/EasyConnectInstaller.exe">EasyConnectInstaller.exe</a></td><td class="hint">7.6.7 · 簽名：Sangfor Technologies Inc.</td></tr>
<tr><td>macOS</td><td><a class="d" href="/com/EasyConnect.dmg">EasyConnect.dmg</a></td><td class="hint">7.6.7</td></tr>
<tr><td>iOS / Android</td><td colspan="2">於 App Store / Google Play 搜尋「EasyConnect」</td></tr></table>
<p class="hint">如有問題請聯絡 IT Service Desk（內線 3388）。IT 部門不會以電郵要求你下載其他 VPN 或遠端控制軟件。</p></div>`,
    }),
    routes: { 'vpn.hkpaylink.com/com/EasyConnectInstaller.exe': fileRoute(pe({ strings: ['EasyConnect', 'Sangfor Technologies Inc.', 'SangforCSClient'], size: 16000 }), 'application/octet-stream', 'EasyConnectInstaller.exe') },
  },
  {
    id: 'yq-clean-wps-cn-official-download',
    label: 'clean',
    kind: 'software-download-own-domain',
    url: 'https://www.wps.cn/product/wpswindows',
    body: doc({
      title: 'WPS Office 2024 for Windows - WPS官方网站',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#fff') +
        `.hero{background:#fff5f5;padding:70px 0;text-align:center}.hero h1{font-size:42px;margin:0}
.dl{display:inline-block;background:#e8332b;color:#fff;padding:15px 50px;border-radius:6px;font-size:18px;margin-top:22px}`,
      body: `<div class="hero">${mark('WPS Office', '#e8332b', { shape: 'square', w: 170 })}<h1>WPS Office 2024</h1><p>一站式办公服务平台 · 文字 表格 演示 PDF · WPS AI</p>
<a class="dl" href="https://official-package.wpscdn.cn/wps/download/WPS_Setup_17120.exe">免费下载</a>
<p class="hint">12.1.0.17120 ｜ 246MB ｜ 2024-04-12 ｜ <a href="/privacy">隐私政策</a> ｜ <a href="/product/wpswindows/changelog">更新日志</a></p></div>
${footer(['© 1988-2024 金山办公软件有限公司　京ICP备12034497号'], '#f5f5f5', '#999')}`,
    }),
    routes: { 'official-package.wpscdn.cn/wps/download/WPS_Setup_17120.exe': fileRoute(pe({ strings: ['WPS Office', 'Zhuhai Kingsoft Office Software Co., Ltd.'], size: 18000 }), 'application/octet-stream', 'WPS_Setup_17120.exe') },
  },
  {
    id: 'yq-clean-libreoffice-zh-tw-download',
    label: 'clean',
    kind: 'software-download-own-domain',
    url: 'https://zh-tw.libreoffice.org/download/libreoffice/',
    body: doc({
      title: '下載 LibreOffice | LibreOffice 正體中文',
      css:
        baseCss(fontTC, '#fff') +
        `.w{max-width:860px;margin:40px auto;padding:0 20px}.d{display:inline-block;background:#18a303;color:#fff;padding:12px 26px;border-radius:4px;margin:6px 0}
.v{background:#f3f9f1;border-radius:6px;padding:14px;margin:14px 0;font-size:13px}`,
      body: `<div class="w"><h1>下載 LibreOffice</h1><p>選擇您的作業系統：Windows x86_64 (Windows 7 或更新版本)</p>
<div class="v"><b>LibreOffice 24.2.2</b>（最新版本，適合嘗鮮使用者）<br><a class="d" href="https://download.documentfoundation.org/libreoffice/stable/24.2.2/win/x86_64/LibreOffice_24.2.2_Win_x86-64.msi">下載 LibreOffice_24.2.2_Win_x86-64.msi</a><br>
正體中文使用者介面翻譯：<a href="https://download.documentfoundation.org/libreoffice/stable/24.2.2/win/x86_64/LibreOffice_24.2.2_Win_x86-64_helppack_zh-TW.msi">說明文件 (zh-TW)</a>　·　SHA-256、Torrent 及簽章資訊</div>
<p class="hint">LibreOffice 是自由軟體，由文件基金會 (The Document Foundation) 開發，免費下載、使用及散佈。</p></div>`,
    }),
    routes: {
      'download.documentfoundation.org/libreoffice/stable/24.2.2/win/x86_64/LibreOffice_24.2.2_Win_x86-64.msi': fileRoute(cfb(['LibreOffice 24.2', 'The Document Foundation', 'Windows Installer'], 16384), 'application/x-msi', 'LibreOffice_24.2.2_Win_x86-64.msi'),
    },
  },
];
