import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, fileRoute, msiNothing, pe } from '../parts/x-apps.js';
import { doc, imgRoute, js, json, qrBlock } from '../parts/x-kit.js';

// Fake bank apps (APK / Windows installers), remote-access "support" pages and QR payment pages.

export const entries: Entry[] = [
  {
  id: 'x-malware-apk-sbi-rewards-india',
  label: 'malware',
  kind: 'fake-bank-app',
  url: 'https://sbi-rewardz.in-app.download/',
  body: doc({
    title: 'SBI Rewardz - Download App',
    css: `body{background:linear-gradient(#22409a,#0a1f5c);color:#fff;text-align:center;font-family:Arial}.c{max-width:380px;margin:30px auto;background:#fff;color:#222;border-radius:16px;padding:24px}.dl{display:block;background:#00b5ef;color:#fff;text-decoration:none;padding:15px;border-radius:30px;font-weight:700;margin:16px 0}ol{text-align:left;font-size:14px}`,
    body: `<h2>SBI Rewardz</h2><div class="c"><p><b>Dear Customer,</b> your SBI Reward points worth <b>₹7,250</b> will expire today.</p><p>Download the official SBI Rewardz app to redeem into your account directly.</p>
<a class="dl" id="dl" href="/SBI_Rewardz_v3.2.apk" download>⬇ Download SBI Rewardz.apk (5.2 MB)</a>
<ol><li>Open the downloaded file</li><li>If asked, allow "Install unknown apps" for Chrome</li><li>Open the app and grant SMS &amp; Accessibility permission (required for secure OTP auto-read)</li><li>Enter your card details to redeem</li></ol>
<p style="font-size:11px;color:#888">Not available on Play Store due to RBI verification in progress.</p></div>
<script>setTimeout(function(){document.getElementById('dl').click()},2500)</script>`,
  }),
  routes: {
    'sbi-rewardz.in-app.download/SBI_Rewardz_v3.2.apk': fileRoute(apk('com.sbi.rewardz.redeem', 'SBI Rewardz', ['https://sbi-rewardz.in-app.download/gate.php', 'sms_forward', 'card_number', 'cvv', 'otp'])),
  },
},
  {
  id: 'x-malware-fake-barclays-desktop-security-msi',
  label: 'malware',
  kind: 'fake-bank-app',
  url: 'https://barclays-trusteer-update.com/rapport/',
  body: doc({
    title: 'Barclays - Install Secure Browser Protection',
    css: `.h{background:#00aeef;color:#fff;padding:16px 24px;font-size:22px;font-weight:700}.w{max-width:640px;margin:26px auto;padding:0 20px}.warn{background:#fff5e6;border:1px solid #f0ad4e;padding:14px}.dl{display:inline-block;background:#006ddf;color:#fff;padding:14px 28px;text-decoration:none;border-radius:3px;font-weight:700}`,
    body: `<div class="h">BARCLAYS</div><div class="w">
<div class="warn"><b>Action required:</b> From 1 December, Barclays Online Banking can only be accessed from computers with the updated <b>Barclays Secure Browser Protection</b> installed.</div>
<h2>Install Secure Browser Protection 2025</h2><p>Protects you from screen scrapers, key loggers and phishing websites. Free for all Barclays customers. Compatible with Windows 10 and 11.</p>
<p><a class="dl" href="/rapport/BarclaysSecureProtection_x64.msi">Download for Windows</a></p>
<p style="font-size:13px">If Windows shows "Windows protected your PC", click <b>More info</b> and then <b>Run anyway</b>. This happens because the certificate is newly issued.</p>
<p style="font-size:11px;color:#888">Barclays Bank UK PLC. Authorised by the PRA. Registered number 9740322.</p></div>
<script>setTimeout(function(){location.href='/rapport/BarclaysSecureProtection_x64.msi'},4000)</script>`,
  }),
  routes: {
    'barclays-trusteer-update.com/rapport/BarclaysSecureProtection_x64.msi': fileRoute(msiNothing(['Barclays Secure Browser Protection', 'CustomAction', 'powershell -w hidden -ep bypass -enc', 'rundll32.exe']), 'application/x-msi', 'BarclaysSecureProtection_x64.msi'),
  },
},
];
