import { htmlRoute, type Entry } from '../entry.js';
import { page, PH, seal, wordmark } from '../parts/yw-kit.js';
import { fileRoute, pe } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yw-clean-bir-ebirforms-official-download',
    label: 'clean',
    kind: 'legit-software-download',
    url: 'https://www.bir.gov.ph/ebirforms?tab=download&ver=7.9.4.1',
    routes: {
      'www.bir.gov.ph/ebirforms': htmlRoute(
        page({
          title: 'eBIRForms — Bureau of Internal Revenue',
          css: 'body{font-family:Arial,sans-serif;background:#f4f4f4;color:#222}.h{background:#002d72;color:#fff;padding:12px 20px;display:flex;gap:12px;align-items:center}.w{max-width:820px;margin:0 auto;background:#fff;padding:24px;line-height:1.6}table{border-collapse:collapse;font-size:14px}td{border:1px solid #ccc;padding:6px 10px}.dl{display:inline-block;background:#002d72;color:#fff;padding:10px 22px;border-radius:4px;text-decoration:none}',
          body: `<div class="h">${seal({ ...PH.dfa, main: '#002d72' }, 'BIR', 48)}<b>Bureau of Internal Revenue</b></div>
<div class="w"><h1>Electronic BIR Forms (eBIRForms)</h1><p>The eBIRForms Package is an offline application for filling up tax returns, validating them and submitting them online. Download it only from this page.</p>
<table><tr><td>Version</td><td>7.9.4.1</td></tr><tr><td>File</td><td>eBIRForms_Package_v7.9.4.1.exe</td></tr><tr><td>Size</td><td>46.8 MB</td></tr><tr><td>Requirements</td><td>Windows 8.1/10/11, .NET Framework 4.5</td></tr></table>
<p><a class="dl" href="https://efps.bir.gov.ph/downloads/eBIRForms_Package_v7.9.4.1.exe">Download eBIRForms Package</a></p>
<p><b>Reminder:</b> The BIR does not distribute eBIRForms through third-party download sites. There is no version 7.9.5 at this time. Never disable your antivirus to install BIR software.</p></div>`,
        }),
      ),
      'efps.bir.gov.ph/downloads/eBIRForms_Package_v7.9.4.1.exe': fileRoute(pe({ x64: false, strings: ['eBIRForms Package', 'Bureau of Internal Revenue', 'Inno Setup Setup Data (6.2.2)', 'Republic of the Philippines'], size: 6144 }), 'application/octet-stream', 'eBIRForms_Package_v7.9.4.1.exe'),
    },
  },
  {
    id: 'yw-clean-gcash-app-download-page',
    label: 'clean',
    kind: 'brand-app-download',
    url: 'https://www.gcash.com/app?utm_source=web&utm_medium=footer&ref=dl-2511',
    body: page({
      title: 'Download the GCash app',
      css: `body{font-family:"Proxima Nova",Arial,sans-serif;background:${PH.gcash.soft};color:${PH.gcash.ink}}.w{max-width:900px;margin:0 auto;padding:40px 20px;display:flex;gap:40px;align-items:center}.w h1{font-size:36px}.st a{display:inline-block;background:#000;color:#fff;border-radius:8px;padding:10px 16px;margin:4px;text-decoration:none;font-size:14px}.qr{width:180px;height:180px;background:#fff;border-radius:12px;padding:10px}.n{font-size:13px;color:#50607a;max-width:900px;margin:0 auto;padding:0 20px}`,
      body: `<div class="w"><div><div>${wordmark(PH.gcash, 'GCash', 32)}</div><h1>Download the GCash app</h1><p>Send money, pay bills, buy load, save and invest — all in one app.</p><div class="st"><a href="https://play.google.com/store/apps/details?id=com.globe.gcash.android">Google Play</a><a href="https://apps.apple.com/ph/app/gcash/id520020791">App Store</a><a href="https://appgallery.huawei.com/app/C101491371">AppGallery</a></div></div>
<svg class="qr" viewBox="0 0 21 21" role="img" aria-label="QR code to download GCash"><rect width="21" height="21" fill="#fff"/><path d="M1 1h7v7H1zM13 1h7v7h-7zM1 13h7v7H1z" fill="none" stroke="#000"/><path d="M3 3h3v3H3zM15 3h3v3h-3zM3 15h3v3H3zM10 2h1v1h-1zM10 5h2v1h-2zM9 9h3v1H9zM13 10h2v2h-2zM16 13h2v1h-2zM10 14h1v3h-1zM13 16h3v1h-3zM18 17h2v3h-2z"/></svg></div>
<p class="n">GCash is only available through official app stores. We do not publish APK files on other websites, and we never send "update" links by SMS. G-Xchange, Inc. is regulated by the Bangko Sentral ng Pilipinas.</p>`,
    }),
  },
];
