import { htmlRoute, type Entry } from '../entry.js';
import { page, PH, seal } from '../parts/yw-kit.js';
import { apk, fileRoute, pe } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yw-clean-tala-lending-app-page',
    label: 'clean',
    kind: 'legit-lending-app-page',
    url: 'https://tala.ph/app?utm_source=fb&utm_campaign=ph-loans-1125',
    body: page({
      title: 'Tala Philippines — Cash loans up to ₱25,000 from your phone',
      css: 'body{font-family:"Work Sans",Arial,sans-serif;background:#fff;color:#1b2430}.h{padding:16px 24px;display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #eee}.h b{color:#00a19a;font-size:22px}.hero{background:#e6f7f6;padding:50px 24px;text-align:center}.hero h1{font-size:34px;margin:0 0 10px}.st{display:flex;gap:10px;justify-content:center;margin-top:18px}.st a{background:#111;color:#fff;border-radius:8px;padding:10px 18px;text-decoration:none;font-size:14px}.w{max-width:820px;margin:0 auto;padding:24px;line-height:1.6}.pm{background:#f7f9fb;border-radius:10px;padding:14px}.lg{font-size:12px;color:#667}',
      body: `<div class="h"><b>tala</b><span style="font-size:14px">Help · About · Careers</span></div>
<div class="hero"><h1>Loans up to ₱25,000. Fast, transparent, and fair.</h1><p>Apply in minutes using your phone. Get your money through GCash, Maya, bank transfer or cash pick-up.</p><div class="st"><a href="https://play.google.com/store/apps/details?id=ph.tala.app">Get it on Google Play</a><a href="https://apps.apple.com/ph/app/tala-philippines/id1493442932">Download on the App Store</a></div></div>
<div class="w"><h2>Clear fees, no surprises</h2><p>Service fees from 0.43% per day, shown before you accept. No hidden charges, no collateral.</p>
<div class="pm"><h3>What we access — and what we don't</h3><ul><li>We use your device information and the details you provide to assess your application.</li><li><b>Tala does not access your contacts, photos or messages</b>, and we never contact your family or friends about your loan.</li><li>Tala only releases loans through the official app. We never ask for an upfront fee.</li></ul></div>
<p class="lg">Tala Financing Philippines Inc. SEC Registration No. CS201710582 · Certificate of Authority No. 1132. Complies with SEC Memorandum Circular No. 18 (Prohibition on Unfair Debt Collection Practices). Contact: support@tala.ph.</p></div>`,
    }),
  },
  {
    id: 'yw-clean-juanhand-apk-direct-download',
    label: 'clean',
    kind: 'legit-lending-apk-download',
    url: 'https://www.juanhand.com/download/android?src=huawei-banner',
    routes: {
      'www.juanhand.com/download/android': htmlRoute(
        page({
          title: 'Download JuanHand for Android (APK) — JuanHand',
          css: 'body{font-family:Arial,sans-serif;background:#f5f8ff;color:#1c2541}.w{max-width:720px;margin:0 auto;padding:30px 20px}.c{background:#fff;border-radius:12px;padding:22px;box-shadow:0 1px 6px rgba(0,0,0,.06);margin-bottom:14px}.dl{display:inline-block;background:#2962ff;color:#fff;padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:bold}code{background:#eef2ff;padding:2px 6px;border-radius:4px;font-size:12px;word-break:break-all}.sm{font-size:12px;color:#667}',
          body: `<div class="w"><h1>JuanHand for Android</h1><div class="c"><p>We recommend installing JuanHand from <a href="https://play.google.com/store/apps/details?id=com.wefin.online.cash.loan.credit.ph">Google Play</a> or <a href="https://appgallery.huawei.com/app/C104452821">Huawei AppGallery</a>. If your phone does not have either store, you can download the official APK below.</p>
<p><a class="dl" href="/download/android/JuanHand_5.3.2_release.apk">Download APK v5.3.2 (31 MB)</a></p><p class="sm">SHA-256: <code>9f2c1d6e0b7a4c58e3f19d2b6a7c0e4f81d5b3a9c2e7f6d04b1a8c3e5f9d2a71</code><br>Signed by WeFin Online Lending Corp. Verify the checksum before installing.</p></div>
<div class="c"><h3>Permissions</h3><p>JuanHand asks for camera access (ID and selfie verification) and location (fraud prevention). <b>JuanHand does not request access to your contacts, call logs or photo gallery</b>, in line with SEC Memorandum Circular No. 10, s. 2019.</p></div>
<p class="sm">WeFin Online Lending Corporation · SEC Registration No. CS201904437 · Certificate of Authority No. 3004 · Registered lending platform: JuanHand.</p></div>`,
        }),
      ),
      'www.juanhand.com/download/android/JuanHand_5.3.2_release.apk': fileRoute(apk('com.wefin.online.cash.loan.credit.ph', 'JuanHand', ['android.permission.CAMERA', 'android.permission.ACCESS_COARSE_LOCATION', 'https://api.juanhand.com/']), 'application/vnd.android.package-archive', 'JuanHand_5.3.2_release.apk'),
    },
  },
  {
    id: 'yw-clean-viber-desktop-windows-download',
    label: 'clean',
    kind: 'legit-software-download',
    url: 'https://www.viber.com/en/download/?platform=windows&src=ph-ofw',
    routes: {
      'www.viber.com/en/download/': htmlRoute(
        page({
          title: 'Download Viber for Windows',
          css: 'body{font-family:Arial,sans-serif;background:#fff;color:#1c1c1c}.h{background:#7360f2;color:#fff;padding:14px 24px;font-weight:bold;font-size:20px}.w{max-width:720px;margin:0 auto;padding:30px 20px;text-align:center}.dl{display:inline-block;background:#7360f2;color:#fff;padding:14px 30px;border-radius:30px;text-decoration:none;font-weight:bold}.o{font-size:14px;margin-top:16px}.o a{color:#7360f2;margin:0 8px}',
          body: `<div class="h">Rakuten Viber</div><div class="w"><h1>Viber for Windows</h1><p>Stay connected with family back home — free calls, messages and group video calls on your computer.</p><a class="dl" href="https://download.cdn.viber.com/desktop/windows/ViberSetup.exe">Download for Windows</a><p class="o">Other platforms: <a href="/en/download/?platform=mac">macOS</a><a href="/en/download/?platform=linux">Linux</a><a href="https://play.google.com/store/apps/details?id=com.viber.voip">Android</a><a href="https://apps.apple.com/app/viber/id382617920">iOS</a></p><p style="font-size:12px;color:#777">Viber Desktop requires an active Viber account on your phone. Version 25.6, 64-bit, Windows 10 or later.</p></div>`,
        }),
      ),
      'download.cdn.viber.com/desktop/windows/ViberSetup.exe': fileRoute(pe({ strings: ['Viber Setup', 'Viber Media S.a r.l.', 'Rakuten Viber', 'ViberSetup.exe'], size: 8192 }), 'application/x-msdownload', 'ViberSetup.exe'),
    },
  },
  {
    id: 'yw-clean-intranet-kb-outlook-reset-winr',
    label: 'clean',
    kind: 'intranet-it-help',
    url: 'https://itsupport.padalapay.com.ph/kb/KB0012-outlook-not-opening',
    body: page({
      title: 'KB0012 — Outlook not opening or stuck on "Loading profile" | PadalaPay IT Service Desk',
      css: 'body{font-family:"Segoe UI",Arial,sans-serif;background:#f4f6f9;color:#1f2937}.h{background:#0f766e;color:#fff;padding:12px 20px;display:flex;justify-content:space-between}.w{max-width:820px;margin:20px auto;background:#fff;border-radius:8px;padding:24px;line-height:1.6}.cmd{display:flex;gap:8px;background:#111827;color:#e5e7eb;border-radius:6px;padding:10px 12px;font-family:Consolas,monospace;font-size:13px;margin:8px 0}.cmd code{flex:1}.cmd button{background:#0f766e;color:#fff;border:0;border-radius:4px;padding:4px 10px;cursor:pointer}.meta{font-size:12px;color:#6b7280}.wn{background:#fef3c7;border-radius:6px;padding:10px;font-size:14px}',
      body: `<div class="h"><b>PadalaPay IT Service Desk</b><span>Signed in as: jdelacruz (Fraud Ops)</span></div>
<div class="w"><p class="meta">KB0012 · Category: Email &amp; Collaboration · Updated 2025-10-30 by IT Operations · Internal use only</p><h1>Outlook not opening or stuck on "Loading profile"</h1>
<p>Use these steps on your company-issued Windows laptop before filing a ticket.</p>
<h3>1. Close Outlook completely</h3><p>Open PowerShell from the Start menu (no admin rights needed) and run:</p><div class="cmd"><code id="k1">Get-Process OUTLOOK -ErrorAction SilentlyContinue | Stop-Process -Force</code><button data-k="k1">Copy</button></div>
<h3>2. Reset the navigation pane</h3><p>Press <b>Windows + R</b>, paste the command below and press <b>Enter</b>:</p><div class="cmd"><code id="k2">outlook.exe /resetnavpane</code><button data-k="k2">Copy</button></div>
<h3>3. Start in safe mode to test add-ins</h3><div class="cmd"><code id="k3">outlook.exe /safe</code><button data-k="k3">Copy</button></div>
<div class="wn"><b>Security note:</b> IT will only ever give you commands through this KB portal or a ticket in ServiceNow. If a website, caller or chat message asks you to paste something into Run or PowerShell to "verify" or "fix" something, stop and report it to security@padalapay.com.ph.</div>
<p>Still not working? <a href="/ticket/new?kb=KB0012">Open a ticket</a> or call local 4357 (HELP).</p></div>
<script>document.querySelectorAll('.cmd button').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(document.getElementById(b.dataset.k).textContent).then(function(){b.textContent='Copied';});};});</script>`,
    }),
  },
  {
    id: 'yw-clean-egovph-app-official-apk',
    label: 'clean',
    kind: 'government-app-download',
    url: 'https://e.gov.ph/egovph-app/download?platform=android',
    routes: {
      'e.gov.ph/egovph-app/download': htmlRoute(
        page({
          title: 'eGovPH Super App — Download',
          css: 'body{font-family:Arial,sans-serif;background:#f3f6fc;color:#14213d}.h{background:#0038a8;color:#fff;padding:12px 20px;border-bottom:4px solid #fcd116}.w{max-width:760px;margin:0 auto;padding:24px}.c{background:#fff;border-radius:10px;padding:20px;margin-bottom:12px}.st a{display:inline-block;background:#000;color:#fff;border-radius:8px;padding:10px 16px;margin:4px;text-decoration:none;font-size:14px}.sm{font-size:12px;color:#555}',
          body: `<div class="h"><b>eGovPH</b> · Department of Information and Communications Technology</div>
<div class="w"><div class="c"><h1>eGovPH Super App</h1><p>Access SSS, Pag-IBIG, PhilHealth, PhilSys National ID, LTO and other government services in one app.</p><div class="st"><a href="https://play.google.com/store/apps/details?id=ph.gov.dict.egov">Google Play</a><a href="https://apps.apple.com/ph/app/egovph/id6447682225">App Store</a><a href="https://appgallery.huawei.com/app/C108527803">AppGallery</a></div></div>
<div class="c"><h3>No app store on your phone?</h3><p>Download the official APK signed by DICT: <a href="/egovph-app/files/eGovPH_2.4.0.apk">eGovPH_2.4.0.apk</a> (58 MB)</p><p class="sm">Only download eGovPH from e.gov.ph or official app stores. Government agencies will not send app download links by SMS. Report fake apps to cybersecurity@dict.gov.ph.</p></div></div>`,
        }),
      ),
      'e.gov.ph/egovph-app/files/eGovPH_2.4.0.apk': fileRoute(apk('ph.gov.dict.egov', 'eGovPH', ['android.permission.CAMERA', 'https://api.e.gov.ph/']), 'application/vnd.android.package-archive', 'eGovPH_2.4.0.apk'),
    },
  },
  {
    id: 'yw-clean-dmw-ofw-pass-app-page',
    label: 'clean',
    kind: 'government-app-download',
    url: 'https://dmw.gov.ph/ofw-pass/how-to-get-your-ofw-pass',
    routes: {
      'dmw.gov.ph/ofw-pass/how-to-get-your-ofw-pass': htmlRoute(
        page({
          title: 'How to get your OFW Pass — DMW Mobile App',
          lang: 'fil',
          css: 'body{font-family:Arial,sans-serif;background:#fff;color:#1a1a1a}.h{background:#0b3d91;color:#fff;padding:12px 20px;display:flex;gap:10px;align-items:center}.w{max-width:760px;margin:0 auto;padding:24px;line-height:1.6}.st a{display:inline-block;background:#000;color:#fff;border-radius:8px;padding:9px 14px;margin:4px;text-decoration:none;font-size:14px}ol li{margin:6px 0}',
          body: `<div class="h">${seal(PH.dswd, 'DMW', 44)}<b>Department of Migrant Workers</b></div>
<div class="w"><h1>Paano makuha ang iyong OFW Pass</h1><p>Ang OFW Pass ay ang digital na kapalit ng Overseas Employment Certificate (OEC). Libre ito at makukuha sa DMW Mobile App.</p>
<div class="st"><a href="https://play.google.com/store/apps/details?id=ph.gov.dmw.mobile">Google Play</a><a href="https://apps.apple.com/ph/app/dmw-mobile-app/id6447420139">App Store</a></div>
<ol><li>I-download ang DMW Mobile App mula sa opisyal na app store.</li><li>Mag-log in gamit ang iyong DMW Online account.</li><li>I-tap ang <b>OFW Pass</b> at i-verify ang iyong kontrata.</li><li>Ipakita ang QR code sa immigration.</li></ol>
<p><b>Paalala:</b> Ang OFW Pass ay <b>libre</b>. Walang bayad ang pag-download o pag-generate. Huwag magtiwala sa mga nag-aalok ng "OFW Pass processing" o e-contract downloads sa ibang website.</p></div>`,
        }),
      ),
    },
  },
];
