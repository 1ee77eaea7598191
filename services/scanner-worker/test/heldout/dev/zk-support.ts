import type { Entry } from '../entry.js';
import { doc, gtag, pixel, baseCss, header, footer, assets, htmlRoute, jsRoute, jsonRoute, okJson, pngRoute, fileRoute } from '../parts/zk-kit.js';
import { beepWav } from '../parts/e-bin.js';
export const entries: Entry[] = [
{
    id: 'zk-scam-quickbooks-support-ad-landing',
    label: 'scam',
    kind: 'fake-support-number',
    url: 'https://quickbooks-desktop-support.us/error-h202?gclid=Cj0KCQ',
    body: doc({
      title: 'QuickBooks Support Phone Number +1-877-555-0134 | QuickBooks Error H202',
      css: baseCss('#2ca01c') + '.call{font-size:28px;color:#2ca01c;font-weight:800}.chat{position:fixed;bottom:20px;right:20px;width:260px}',
      body: `<header class="top"><b style="color:#2ca01c">intuit quickbooks</b> <span class="muted">Certified ProAdvisor Help</span></header>
<main><h1>Fix QuickBooks Error H202 Instantly</h1><p class="call">Call +1-877-555-0134</p><p>Error H202 means QuickBooks Desktop can't reach the company file on the server. Our certified technicians will connect to your computer remotely and fix it in minutes. Payroll, bank feeds, data migration, Enterprise 24 support.</p>
<ol><li>Call our toll-free number</li><li>Install our remote support tool</li><li>Our expert fixes the issue</li></ol></main>
<div class="chat card"><b>Sarah – QuickBooks Expert</b><p id="m">Hi! Are you facing a QuickBooks error?</p><input placeholder="Type your issue..."><button onclick="m.textContent='Please call +1-877-555-0134 so a technician can assist you immediately.'">Send</button></div>`,
    }),
  },
{
    id: 'zk-scam-techsupport-defender-locker',
    label: 'scam',
    kind: 'tech-support-popup',
    url: 'https://win-defender-alert.cloud/a/?err=0x80073afc&phone=18445550112',
    body: doc({
      title: 'Windows Defender Security Center',
      css: 'body{margin:0;background:#0078d7;font-family:Segoe UI,Arial;color:#fff}.m{max-width:640px;margin:60px auto;background:#fff;color:#222;padding:0 0 20px;box-shadow:0 0 40px #000}.m h2{background:#d00;color:#fff;margin:0;padding:14px}.m p{padding:0 20px}.ph{font-size:26px;font-weight:700;color:#d00}button{background:#0078d7;color:#fff;border:0;padding:10px 24px;margin-left:20px}',
      body: `<div class="m"><h2>⚠ Windows Defender - Security Warning</h2><p><b>** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **</b></p><p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised: Email credentials, Banking passwords, Facebook login, Pictures &amp; documents.</p><p>Windows Defender Scan has found potentially unwanted Adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p><p>Call Microsoft Support immediately:</p><p class="ph" id="ph"></p><p>Do not turn off or restart your computer. Doing so may lead to data loss and failure of operating system.</p><button id="b">Call Support</button> <button style="background:#888">Back to safety</button></div><audio id="au" src="/a/alert.wav" loop autoplay></audio>`,
      scripts: `<script>var p=new URLSearchParams(location.search).get('phone')||'18445550112';ph.textContent='+'+p[0]+' ('+p.substr(1,3)+') '+p.substr(4,3)+'-'+p.substr(7);
document.addEventListener('click',function(){try{document.documentElement.requestFullscreen();au.play()}catch(e){}});history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};window.onbeforeunload=function(){return 'Are you sure?'};
setInterval(function(){alert('Windows Security: Your PC is infected. Call '+ph.textContent)},8000);</script>`,
    }),
    routes: { 'win-defender-alert.cloud/a/alert.wav': fileRoute(beepWav(1, 740), 'audio/wav') },
  },
{
    id: 'zk-scam-techsupport-fake-scan-animation',
    label: 'scam',
    kind: 'tech-support-popup',
    url: 'https://pc-security-scan-now.online/scan/index.html',
    body: doc({
      title: 'Quick Scan - Threats Detected',
      css: 'body{font-family:Segoe UI,Arial;background:#f0f0f0;margin:0}.win{max-width:760px;margin:30px auto;background:#fff;border:1px solid #999}.bar{background:#1e1e1e;color:#fff;padding:8px}.prog{height:20px;background:#ddd;margin:14px}.prog i{display:block;height:20px;background:#2b8a3e;width:0}table{width:95%;margin:10px auto;font-size:13px}td{padding:4px;border-bottom:1px solid #eee}.red{color:#c00}#pop{display:none;position:fixed;top:25%;left:50%;transform:translateX(-50%);background:#fff;border:3px solid #c00;padding:20px;width:420px}',
      body: `<div class="win"><div class="bar">Windows Security · Quick Scan</div><div class="prog"><i id="pg"></i></div><p style="padding:0 14px" id="st">Scanning C:\\Windows\\System32...</p><table id="t"></table></div>
<div id="pop"><h3 class="red">5 threats found!</h3><p>Trojan:Win32/Emotet, Spyware.Keylogger, Adware.Tracker ...</p><p>Your license has expired. Call Windows technical support toll free to remove threats: <b>1-833-555-0175</b></p></div>`,
      scripts: `<script>var th=['Trojan:Win32/Emotet.RT!MTB','Spyware:Win32/Keylogger','PUA:Win32/Presenoker','Adware:JS/Tracker.B','Ransom:Win32/Locky.A'],w=0,n=0;var iv=setInterval(function(){w+=4;pg.style.width=w+'%';if(w%20==0&&n<th.length){t.innerHTML+='<tr><td class="red">'+th[n++]+'</td><td>Severe</td><td>Not removed</td></tr>'}if(w>=100){clearInterval(iv);st.textContent='Scan complete.';pop.style.display='block'}},120);</script>`,
    }),
  },
{
    id: 'zk-scam-techsupport-apple-redirect-chain',
    label: 'scam',
    kind: 'tech-support-popup',
    url: 'https://trk.adnetflow-media.com/c?cmp=7712&s=pop',
    routes: {
      'trk.adnetflow-media.com/c': { status: 302, headers: { location: 'https://iphone-security-warning.site/alert/?id=ios' }, body: '' },
      'iphone-security-warning.site/alert/': htmlRoute(doc({
        title: 'Apple Security Alert',
        css: 'body{font-family:-apple-system,Helvetica;background:#e5e5ea;margin:0}.b{max-width:420px;margin:80px auto;background:#fff;border-radius:14px;padding:24px;text-align:center}.b h2{color:#d00}.n{font-size:24px;font-weight:700}',
        body: `<div class="b"><h2>Apple Security Alert</h2><p>Your iCloud account and device have been compromised by a pornographic virus. Your Apple ID, photos and banking info are at risk.</p><p>Contact Apple Support immediately:</p><p class="n">+1 (866) 555-0123</p><p style="font-size:12px;color:#888">Error code: #268d3x8938(3)</p><a href="tel:+18665550123" style="display:block;background:#007aff;color:#fff;padding:12px;border-radius:8px;text-decoration:none">Call Apple Support</a></div>`,
        scripts: `<script>setTimeout(function(){alert('Apple Security: Do not close this page. Call +1 (866) 555-0123')},1500)</script>`,
      })),
    },
  },
{
    id: 'zk-clean-microsoft-techsupport-scam-page',
    label: 'clean',
    kind: 'consumer-warning',
    url: 'https://support.microsoft.com/en-us/windows/protect-yourself-from-tech-support-scams-2ebf91bd-f94c-2a8a-e541-f5c800d18435',
    body: doc({
      title: 'Protect yourself from tech support scams - Microsoft Support',
      css: baseCss('#0067b8', "'Segoe UI',SegoeUI,Arial,sans-serif") + 'figure{background:#0078d7;color:#fff;padding:14px;max-width:460px;font-size:13px}',
      head: gtag('G-MSSUP1100'),
      body: `${header('/content/dam/site/logo.png', 'Microsoft', ['Microsoft 365', 'Windows', 'Surface', 'Xbox', 'Support'])}
<main><h1>Protect yourself from tech support scams</h1><p>Tech support scams use scare tactics to trick you into paying for unnecessary technical support services. Scammers may display fake error messages on websites you visit, showing support numbers and enticing you to call.</p>
<figure>Example of a fake pop-up: "** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS ** Call Microsoft Support: +1 (844) XXX-XXXX"</figure>
<h2>What you should know</h2><ul><li>Microsoft does not send unsolicited email messages or make unsolicited phone calls to request personal or financial information, or to provide technical support to fix your computer.</li><li>Error and warning messages from Microsoft never include a phone number.</li><li>Microsoft will never ask that you pay for support in the form of cryptocurrency or gift cards.</li></ul>
<h2>Report scams</h2><p>Report tech support scams at <a href="#">www.microsoft.com/reportascam</a>.</p>
<p class="muted">Was this information helpful? <button>Yes</button> <button style="background:#666">No</button></p></main>
${footer('Microsoft', ['Contact Microsoft', 'Privacy', 'Manage cookies', 'Terms of use', 'Trademarks', 'Consumer Health Privacy'])}`,
    }),
    routes: assets('support.microsoft.com', [0, 103, 184]),
  },
{
    id: 'zk-clean-intuit-quickbooks-contact',
    label: 'clean',
    kind: 'software-support',
    url: 'https://quickbooks.intuit.com/learn-support/en-us/help-article/contact-us/contact-quickbooks-desktop-support/L4hgzGVuX_US_en_US',
    body: doc({
      title: 'Contact QuickBooks Desktop support',
      css: baseCss('#2ca01c'),
      body: `${header('/content/dam/site/logo.png', 'QuickBooks', ['Products', 'Pricing', 'Learn &amp; Support', 'Community'])}
<main><h1>Contact QuickBooks Desktop support</h1><p>Sign in to your account and select <b>Help &gt; Contact Us</b> inside QuickBooks Desktop to get a callback or chat with an agent. Support hours depend on your subscription.</p>
<h2>Watch out for fake support</h2><p>Search ads sometimes show numbers claiming to be "QuickBooks support." Intuit never asks you to install remote-access software from a number you found in a search ad. Get support only from within the product or at intuit.com.</p>
<h3>Fix error H202</h3><ol><li>Download and run QuickBooks Tool Hub.</li><li>Select Network Issues &gt; QuickBooks Database Server Manager.</li><li>Scan your company file folder.</li></ol></main>
${footer('Intuit Inc.', ['Legal', 'Privacy', 'Security', 'Cookie Preferences', 'Accessibility'])}`,
    }),
    routes: assets('quickbooks.intuit.com', [44, 160, 28]),
  },
{
    id: 'zk-clean-aircanada-fr-nous-joindre',
    label: 'clean',
    kind: 'airline-support',
    url: 'https://www.aircanada.com/ca/fr/aco/home/fly/customer-support.html',
    body: doc({
      title: 'Nous joindre | Air Canada',
      lang: 'fr-CA',
      css: baseCss('#d22630'),
      body: `${header('/content/dam/site/logo.png', 'Air Canada', ['Réserver', 'Mes réservations', 'Enregistrement', 'Aéroplan'])}
<main><h1>Nous joindre</h1><p>Pour les réservations et les modifications, utilisez <b>Mes réservations</b> ou l'appli Air Canada. Vous pouvez aussi joindre nos Réservations au 1-888-247-2262.</p><h2>Bagages</h2><p>Déclarez un bagage retardé en ligne dans les 24 heures.</p><div class="alert">Air Canada ne publie ses numéros que sur aircanada.com. Des sites tiers affichent de faux numéros « service à la clientèle ».</div></main>
${footer('Air Canada', ['Confidentialité', 'Conditions', 'Accessibilité', 'English'])}`,
    }),
    routes: assets('www.aircanada.com', [210, 38, 48]),
  },
];
