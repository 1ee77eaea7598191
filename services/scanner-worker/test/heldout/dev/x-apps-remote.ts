import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, fileRoute, msiNothing, pe } from '../parts/x-apps.js';
import { doc, imgRoute, js, json, qrBlock } from '../parts/x-kit.js';

// Fake bank apps (APK / Windows installers), remote-access "support" pages and QR payment pages.

export const entries: Entry[] = [
  {
  id: 'x-malware-apk-mbank-ochrona-pl',
  label: 'malware',
  kind: 'fake-bank-app',
  url: 'https://mbank-ochrona.pl-aplikacja.com/pobierz',
  body: doc({
    lang: 'pl',
    title: 'mBank Ochrona – aplikacja bezpieczeństwa',
    css: `body{background:#f5f5f5}.h{background:#d0021b;color:#fff;padding:14px 22px;font-weight:700;font-size:20px}.w{max-width:460px;margin:24px auto;background:#fff;padding:24px;border-radius:8px;text-align:center}.dl{display:inline-block;background:#d0021b;color:#fff;padding:14px 30px;border-radius:6px;text-decoration:none;font-weight:700}`,
    body: `<div class="h">mBank</div><div class="w"><h2>mBank Ochrona</h2><p>Wykryliśmy próbę nieautoryzowanego logowania na Twoje konto. Zainstaluj aplikację <b>mBank Ochrona</b>, aby zabezpieczyć środki. Konsultant pozostanie z Tobą na linii podczas instalacji.</p>
<a class="dl" href="/pobierz/mBank_Ochrona.apk">Pobierz aplikację (Android)</a>
<p style="font-size:13px;margin-top:18px">Po instalacji włącz usługę ułatwień dostępu „mBank Ochrona” i podaj konsultantowi kod wyświetlony w aplikacji.</p>
<p style="font-size:11px;color:#888">mBank S.A. z siedzibą w Warszawie, ul. Prosta 18.</p></div>`,
  }),
  routes: {
    'mbank-ochrona.pl-aplikacja.com/pobierz/mBank_Ochrona.apk': fileRoute(apk('pl.mbank.ochrona.secure', 'mBank Ochrona', ['vnc_start', 'overlay_inject', 'pl.mbank', 'pl.pkobp.iko', 'com.android.vending'])),
  },
},
  {
  id: 'x-scam-remote-access-bank-security-team',
  label: 'scam',
  kind: 'remote-access',
  url: 'https://natwest-secure-support.com/session/',
  body: doc({
    title: 'NatWest Digital Security - Secure Session',
    css: `body{background:#f5f0fa}.h{background:#42145f;color:#fff;padding:16px 24px;font-size:20px;font-weight:700}.w{max-width:620px;margin:26px auto;background:#fff;padding:28px;border-radius:6px}.st{display:flex;gap:14px;align-items:flex-start;margin:14px 0}.st b{background:#5a287d;color:#fff;border-radius:50%;width:28px;height:28px;display:grid;place-items:center;flex:none}.dl{display:inline-block;background:#5a287d;color:#fff;padding:13px 24px;border-radius:4px;text-decoration:none}.code{font-size:26px;font-weight:700;letter-spacing:4px}`,
    body: `<div class="h">NatWest ✦ Digital Security Team</div><div class="w"><h2>Secure support session</h2>
<p>Your Digital Security Advisor will connect to your computer to remove the malware that has been accessing your online banking and to move your funds to a secure account.</p>
<div class="st"><b>1</b><div>Download and run the <b>NatWest Secure Connect</b> tool (powered by AnyDesk).<br><br><a class="dl" href="/session/NatWest-SecureConnect.exe">Download Secure Connect</a></div></div>
<div class="st"><b>2</b><div>Read your 9-digit address to the advisor and click <b>Accept</b> when prompted. Tick "Allow full access".</div></div>
<div class="st"><b>3</b><div>Log in to online banking while the advisor is connected. The screen may go black while the security scan runs — this is normal. Do not touch the mouse or keyboard.</div></div>
<p>Your session code: <span class="code">NW-${Math.floor(482913)}</span></p>
<p style="font-size:11px;color:#888">National Westminster Bank Plc. Registered in England and Wales No. 929027.</p></div>`,
  }),
  routes: {
    'natwest-secure-support.com/session/NatWest-SecureConnect.exe': fileRoute(pe({ strings: ['AnyDesk Software GmbH', 'NatWest Secure Connect', 'ad.anynet.pwd_hash', 'unattended_access=1'], size: 8192 }), 'application/octet-stream', 'NatWest-SecureConnect.exe'),
  },
},
  {
  id: 'x-scam-upi-refund-qr-collect',
  label: 'scam',
  kind: 'qr-payment',
  url: 'https://olx-payment-receive.in/upi/receive?amt=18500',
  body: doc({
    title: 'Receive Payment - UPI',
    css: `body{background:#f1f5ff;font-family:Arial}.c{max-width:380px;margin:24px auto;background:#fff;border-radius:14px;padding:22px;text-align:center}.amt{font-size:34px;font-weight:800;color:#5f259f}.apps span{display:inline-block;margin:6px;padding:6px 10px;border:1px solid #ddd;border-radius:6px;font-size:13px}.note{background:#fff8e1;padding:10px;font-size:13px;border-radius:6px;text-align:left}`,
    body: `<div class="c"><h3>OLX Safe Pay · Receive money</h3><p>Buyer <b>Rohit Sharma (Army)</b> is sending you payment for your listing <i>"Sofa set 5 seater"</i></p>
<div class="amt">₹ 18,500</div>
<div style="display:flex;justify-content:center;margin:14px 0">${qrBlock(18500)}</div>
<p>Scan this QR code with any UPI app and <b>enter your UPI PIN</b> to receive ₹18,500 in your bank account.</p>
<div class="apps"><span>PhonePe</span><span>Google Pay</span><span>Paytm</span><span>BHIM</span></div>
<div class="note">⚠ Amount will show as "Pay" in your app because this is a secure OLX escrow transfer. After entering PIN, money will be credited in 2 minutes. If not received, scan again for double amount refund.</div>
<p style="font-size:11px;color:#999">UPI ID: olxsafepay.refund@ybl · NPCI secured</p></div>`,
  }),
},
];
