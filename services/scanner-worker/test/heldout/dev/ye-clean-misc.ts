import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cfb, fileRoute, jsRoute, jsonRoute, pe } from '../parts/e-bin.js';
import { cardFields, cardFormatJs, cookieBar, doc, footer, formCss, gtag, luhnJs, mark } from '../parts/ye-kit.js';

export const entries: Entry[] = [
{
  id: 'ye-clean-msft-support-tech-scam-article',
  label: 'clean',
  kind: 'vendor-support-article',
  url: 'https://support.microsoft.com/en-us/windows/protect-yourself-from-tech-support-scams-2ebf91bd-f94c-2a8a-e541-f5c800d18435?ocid=emailfooter_consumer',
  body: doc({
    title: 'Protect yourself from tech support scams - Microsoft Support',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;color:#242424}.h{padding:14px 28px;border-bottom:1px solid #ddd;display:flex;gap:10px;align-items:center}.ms{display:flex;gap:2px;width:22px;flex-wrap:wrap}.ms i{width:10px;height:10px}.c{max-width:820px;margin:26px auto;padding:0 18px;line-height:1.65}.shot{border:1px solid #ccc;padding:14px;background:#f7f7f7;font-family:Consolas,monospace;font-size:13px}`,
    body: `<div class="h"><span class="ms"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></span><b>Microsoft</b> | Support</div>
<div class="c"><h1>Protect yourself from tech support scams</h1>
<p>Tech support scams are an industry-wide issue where scammers use scare tactics to trick you into paying for unnecessary technical support services.</p>
<p>Scammers may display fake error messages on websites you visit, showing support numbers and enticing you to call. They may put your browser in full screen and display pop-up messages that won't go away. A typical example:</p>
<div class="shot">Windows Defender Security Center<br>Access to this PC has been blocked for security reasons.<br>Your computer has alerted us that it has been infected with a Trojan Spyware (Error code: 0x80070424).<br>Call Microsoft Support: +1 (844) 392-0177 (Toll Free)</div>
<p><b>Microsoft's error and warning messages never include phone numbers.</b> Microsoft doesn't send unsolicited email messages or make unsolicited phone calls to request personal or financial information, or to provide technical support to fix your computer.</p>
<h2>If you see a pop-up like this</h2><ol><li>Don't call the number.</li><li>Press Ctrl+Shift+Esc to open Task Manager and end the browser task, or restart your PC.</li><li>Run a full scan with Windows Security.</li></ol></div>`,
  }),
},

{
  id: 'ye-clean-college-it-dns-flush-commands',
  label: 'clean',
  kind: 'it-help-quoting-commands',
  url: 'https://helpdesk.lakeviewcollege.edu/kb/article/1042-fix-campus-wifi-dns',
  body: doc({
    title: 'KB1042: Fix "DNS server not responding" on campus Wi-Fi | Lakeview College IT Help Desk',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;color:#222}.h{background:#23395d;color:#fff;padding:14px 28px}.c{max-width:820px;margin:24px auto;padding:0 18px;line-height:1.6}pre{background:#1e1e1e;color:#dcdcdc;padding:12px;border-radius:6px;position:relative;overflow:auto}pre button{position:absolute;top:6px;right:6px;font-size:12px}.note{background:#eef6ff;padding:10px;border-left:4px solid #23395d}`,
    body: `<div class="h"><b>Lakeview College</b> &middot; Information Technology Services &middot; Help Desk</div>
<div class="c"><h1>Fix "DNS server not responding" on LakeviewSecure Wi-Fi</h1><p>Applies to: Windows 10/11 laptops &middot; Updated March 3, 2025</p>
<p>If websites won't load on campus Wi-Fi but you're connected, reset your DNS cache and network stack. Open <b>Command Prompt</b> (search "cmd") and run these commands one at a time:</p>
<pre><code>ipconfig /flushdns
ipconfig /release
ipconfig /renew</code><button class="cp">Copy</button></pre>
<p>If that doesn't help, open <b>Windows PowerShell as administrator</b> and reset the adapter:</p>
<pre><code>Get-NetAdapter -Name "Wi-Fi" | Restart-NetAdapter
netsh winsock reset</code><button class="cp">Copy</button></pre>
<p>Restart your computer after running <code>netsh winsock reset</code>.</p>
<p class="note"><b>Security reminder:</b> ITS will never ask you to paste commands into the Run box (Win+R) to "verify you are human" or to fix a web page. If a site asks you to do that, close it and report it to security@lakeviewcollege.edu.</p>
<p>Still stuck? Call the Help Desk at (563) 555-0150 or visit Library Room 112.</p></div>
<script>document.querySelectorAll('.cp').forEach(function(b){b.addEventListener('click',function(){var t=b.parentNode.querySelector('code').innerText;navigator.clipboard.writeText(t).then(function(){b.textContent='Copied';setTimeout(function(){b.textContent='Copy'},1500);});});});</script>`,
  }),
},

{
  id: 'ye-clean-hvac-contact-form-recaptcha',
  label: 'clean',
  kind: 'smb-contact-form',
  url: 'https://www.comfortzonehvac-nc.com/contact-us/',
  body: doc({
    title: 'Contact Us | Comfort Zone Heating & Air | Raleigh, NC',
    head: `<script src="https://www.google.com/recaptcha/api.js" async defer></script>`,
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;color:#333}.h{background:#005f86;color:#fff;padding:16px 28px;display:flex;justify-content:space-between}.c{max-width:760px;margin:26px auto;padding:0 18px}button{background:#e4572e;color:#fff;border:0;padding:12px 28px;font-size:16px}textarea{width:100%;box-sizing:border-box;padding:10px;border:1px solid #8d959e;border-radius:4px}${formCss}`,
    body: `<div class="h"><b>Comfort Zone Heating &amp; Air</b><span>(919) 555-0132 &middot; Same-day AC repair</span></div>
<div class="c"><h1>Contact Us</h1><p>Request service, a free estimate on a new system, or ask about our Comfort Club maintenance plan.</p>
<form method="post" action="/wp-admin/admin-post.php"><input type="hidden" name="action" value="cz_contact">
<div class="row2"><div class="fld"><label>Name</label><input name="name" required></div><div class="fld"><label>Phone</label><input name="phone" type="tel" required></div></div>
<div class="fld"><label>Email</label><input name="email" type="email"></div>
<div class="fld"><label>Service needed</label><select name="svc"><option>AC repair</option><option>Heating repair</option><option>New system estimate</option><option>Maintenance</option></select></div>
<div class="fld"><label>Message</label><textarea name="msg" rows="4"></textarea></div>
<div class="g-recaptcha" data-sitekey="6LcQx0UqAAAAAK9bM3vN1z-8hJpTqR4wLuE2yC7d"></div><br>
<button type="submit">Send Request</button></form>
<p style="font-size:13px">NC License #32118-H3 &middot; 4120 Capital Blvd, Raleigh, NC 27604</p></div>`,
  }),
},

{
  id: 'ye-clean-libreoffice-download-msi',
  label: 'clean',
  kind: 'software-download-own-domain',
  url: 'https://www.libreoffice.org/download/download-libreoffice/?type=win-x86_64&version=25.2.2&lang=en-US',
  body: doc({
    title: 'Download LibreOffice | LibreOffice - Free and private office suite',
    css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;color:#333}.h{background:#18a303;color:#fff;padding:14px 30px;font-size:22px}.c{max-width:860px;margin:26px auto;padding:0 18px}.dl{background:#f6f6f6;padding:18px;border-radius:6px}.btn{display:inline-block;background:#18a303;color:#fff;padding:12px 28px;text-decoration:none;border-radius:4px;font-size:18px}.small a{font-size:14px;margin-right:14px}`,
    body: `<div class="h">LibreOffice</div>
<div class="c"><h1>Download LibreOffice</h1>
<div class="dl"><p>LibreOffice 25.2.2 &middot; Windows x86_64 (Windows 7 or newer required)</p>
<a class="btn" href="https://download.documentfoundation.org/libreoffice/stable/25.2.2/win/x86_64/LibreOffice_25.2.2_Win_x86-64.msi">Download</a> <span>332 MB</span>
<p class="small"><a href="https://download.documentfoundation.org/libreoffice/stable/25.2.2/win/x86_64/LibreOffice_25.2.2_Win_x86-64.msi.asc">Signature</a><a href="https://download.documentfoundation.org/libreoffice/stable/25.2.2/win/x86_64/LibreOffice_25.2.2_Win_x86-64.msi.sha256">SHA-256</a><a href="/download/release-notes/">Release notes</a></p></div>
<p>LibreOffice is free software, developed by a community of volunteers and supported by The Document Foundation, a charity. <a href="https://www.libreoffice.org/donate/">Donate</a></p></div>`,
  }),
  routes: {
    'download.documentfoundation.org/libreoffice/stable/25.2.2/win/x86_64/LibreOffice_25.2.2_Win_x86-64.msi': fileRoute(cfb(['LibreOffice 25.2.2.2', 'The Document Foundation', 'InstallExecuteSequence', 'soffice.exe'], 32768), 'application/x-msi', 'LibreOffice_25.2.2_Win_x86-64.msi'),
  },
},

{
  id: 'ye-clean-candle-shop-checkout-card',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://shop.hillcountrycandleco.com/checkouts/cn/Z2NwLXVzLWNlbnRyYWwxOjAxSlI4/information',
  body: doc({
    title: 'Checkout - Hill Country Candle Co.',
    css: `body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#333}.w{display:flex;min-height:100vh}.l{flex:1.2;padding:40px 6%}.r{flex:1;background:#fafafa;border-left:1px solid #e1e1e1;padding:40px 4%}.brand{font-family:Georgia,serif;font-size:24px;margin-bottom:20px}.crumb{font-size:13px;color:#707070;margin-bottom:18px}.line{display:flex;justify-content:space-between;margin:10px 0}button{background:#8b5e3c;color:#fff;border:0;padding:16px 24px;border-radius:5px;font-size:15px}.sec{font-size:12px;color:#707070}${formCss}`,
    body: `<div class="w"><div class="l"><div class="brand">Hill Country Candle Co.</div><div class="crumb">Cart &rsaquo; Information &rsaquo; Shipping &rsaquo; <b>Payment</b></div>
<h2>Payment</h2><p class="sec">All transactions are secure and encrypted.</p>
<form method="post" action="/checkouts/cn/Z2NwLXVzLWNlbnRyYWwxOjAxSlI4/payment">${cardFields({ labels: { zip: 'Billing ZIP' } })}<label><input type="checkbox" checked> Use shipping address as billing address</label><br><br><button type="submit">Pay now</button></form>
<p class="sec">Refund policy &middot; Shipping policy &middot; Privacy policy &middot; Terms of service</p></div>
<div class="r"><div class="line"><span>Texas Bluebonnet Soy Candle 12 oz &times; 2</span><span>$56.00</span></div><div class="line"><span>Cedar &amp; Leather Wax Melts</span><span>$12.00</span></div><div class="line"><span>Shipping (USPS Ground Advantage)</span><span>$7.95</span></div><div class="line"><span>Estimated taxes</span><span>$5.61</span></div><hr><div class="line"><b>Total</b><b>USD $81.56</b></div></div></div>
<script>${luhnJs}${cardFormatJs}</script>`,
  }),
},

{
  id: 'ye-clean-geek-squad-bestbuy-scam-notice',
  label: 'clean',
  kind: 'vendor-support-article',
  url: 'https://www.bestbuy.com/site/services/geek-squad-protection-scams/pcmcat1711034822459.c?id=pcmcat1711034822459',
  body: doc({
    title: 'Protect Yourself from Geek Squad Scams - Best Buy',
    css: `body{margin:0;font-family:"Human BBY Web",Arial,sans-serif;color:#1d252c}.h{background:#0046be;color:#fff;padding:14px 28px;display:flex;justify-content:space-between}.h b span{background:#fff200;color:#000;padding:2px 6px}.c{max-width:800px;margin:24px auto;padding:0 18px;line-height:1.6}.q{background:#f0f2f4;padding:12px;border-left:4px solid #0046be}`,
    body: `<div class="h"><b>BEST <span>BUY</span></b><span>Support &amp; Services &middot; Order Status</span></div>
<div class="c"><h1>Protect yourself from Geek Squad impersonation scams</h1>
<p>We've seen fake invoices and emails that claim your Geek Squad membership "has been renewed" for hundreds of dollars and urge you to call a number to cancel. When you call, scammers try to get remote access to your computer or banking.</p>
<p class="q">"Thank you for renewing your subscription. Total Protection &ndash; 5 devices &ndash; $399.99. If you did not authorize this renewal, call our cancellation and refund desk within 24 hours."</p>
<p><b>To check your real memberships,</b> sign in to your Best Buy account at bestbuy.com or call us at <b>1-888-BEST-BUY (1-888-237-8289)</b>. Geek Squad will never ask you to install remote-access software to process a refund.</p></div>`,
  }),
},
];
