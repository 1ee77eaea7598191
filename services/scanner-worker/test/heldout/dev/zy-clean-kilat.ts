import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, doc, fileRoute, jsonRoute, jsRoute, kilatCss, kilatFoot, kilatLogo, kilatTop, KILAT_GREEN } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-clean-kilat-driver-portal-otp-login',
  label: 'clean',
  kind: 'own-brand-login',
  url: 'https://driver.kilat.app/login?redirect=%2Fearnings',
  body: doc({
    title: 'Log in · Kilat Driver Centre',
    head: `<link rel="manifest" href="/manifest.webmanifest"><meta name="theme-color" content="${KILAT_GREEN}"><link rel="preconnect" href="https://api.kilat.app">`,
    css: kilatCss + `.box{max-width:420px;margin:40px auto}.cc{display:flex;gap:8px}.cc select{width:110px}.hide{display:none}.small{font-size:12px;color:#6d827b;margin-top:10px}`,
    body: `${kilatTop([['https://driver.kilat.app/', 'Driver Centre'], ['https://help.kilat.app/driver', 'Driver Help'], ['https://www.kilat.app/drive', 'Become a driver']])}
<div class="box kl-card"><h2 style="margin-top:0">Log in to Driver Centre</h2><p class="muted">View earnings statements, download tax documents and manage documents. We'll send a one-time code to your registered number.</p>
<form id="ph"><label for="cc">Mobile number</label><div class="cc"><select id="cc"><option value="+62">🇮🇩 +62</option><option value="+63">🇵🇭 +63</option><option value="+60">🇲🇾 +60</option><option value="+92">🇵🇰 +92</option><option value="+880">🇧🇩 +880</option><option value="+94">🇱🇰 +94</option></select><input id="num" type="tel" autocomplete="tel-national" required></div>
<button class="kl-btn" style="margin-top:16px">Send code</button></form>
<form id="ot" class="hide"><label for="code">Enter the 6-digit code</label><input id="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="\\d{6}"><button class="kl-btn" style="margin-top:16px">Log in</button><p class="small">Kilat will never call you to ask for this code.</p></form>
<p id="err" class="small" style="color:#c0392b"></p>
<p class="small">By continuing you agree to the <a href="https://www.kilat.app/legal/driver-terms">Driver Terms</a>. Payout details can only be changed inside the Kilat Driver app.</p></div>
${kilatFoot()}
<script>
var rid=null;
document.getElementById("ph").addEventListener("submit",function(e){e.preventDefault();
 fetch("/api/auth/otp",{method:"POST",credentials:"same-origin",headers:{"Content-Type":"application/json","X-Requested-With":"driver-web"},body:JSON.stringify({phone:document.getElementById("cc").value+document.getElementById("num").value.replace(/\\D/g,"")})})
 .then(function(r){return r.json()}).then(function(j){if(j.requestId){rid=j.requestId;document.getElementById("ph").classList.add("hide");document.getElementById("ot").classList.remove("hide")}else document.getElementById("err").textContent=j.message||"Please try again."});});
document.getElementById("ot").addEventListener("submit",function(e){e.preventDefault();
 fetch("/api/auth/verify",{method:"POST",credentials:"same-origin",headers:{"Content-Type":"application/json"},body:JSON.stringify({requestId:rid,code:document.getElementById("code").value})})
 .then(function(r){return r.json()}).then(function(j){if(j.ok){var n=new URLSearchParams(location.search).get("redirect")||"/";location.assign(n.charAt(0)==="/"?n:"/")}else document.getElementById("err").textContent="Incorrect code."});});
</script>`,
  }),
  routes: {
    'driver.kilat.app/api/auth/otp': jsonRoute({ requestId: 'r_2b9f1c07', expiresIn: 300 }),
    'driver.kilat.app/api/auth/verify': jsonRoute({ ok: false }),
  },
},
{
  id: 'zy-clean-kilat-help-buyer-paid-scam-article',
  label: 'clean',
  kind: 'scam-awareness-article',
  url: 'https://help.kilat.app/hc/en/articles/4411920-buyer-already-paid-scam-marketplace',
  body: doc({
    title: '"The buyer has already paid" — how the marketplace payout scam works | Kilat Help Centre',
    css: kilatCss + `.art{max-width:760px}.art p,.art li{line-height:1.7;font-size:16px}.quote{background:#f1f5f4;border-left:4px solid #9ab;padding:12px 16px;font-family:Consolas,monospace;font-size:14px;white-space:pre-wrap}.crumbs{font-size:13px;color:#6d827b}.tip{background:#e8f8f1;border-radius:10px;padding:14px}`,
    body: `${kilatTop([['https://help.kilat.app/', 'Help Centre'], ['https://help.kilat.app/hc/en/sections/safety', 'Safety'], ['https://www.kilat.app/jual', 'Kilat Jual']])}
<div class="kl-wrap art"><p class="crumbs">Help Centre › Safety › Selling safely</p><h1>"The buyer has already paid": how the marketplace payout scam works</h1><p class="muted">Updated 2 June 2025 · 4 min read</p>
<p>Sellers on Kilat Jual in Indonesia, the Philippines, Malaysia and Pakistan have reported messages from people posing as buyers. The "buyer" says they have already paid through a delivery or escrow service and sends you a link to "receive" the money. The link opens a page that copies our design and asks for your card number, expiry date, CVV, balance or an OTP. Anyone who has those details can take money <b>out</b> of your account.</p>
<h3>What the messages look like</h3><p>These are real messages our sellers forwarded to us (names and numbers removed):</p>
<div class="quote">Hi po, bayad na po ako sa Kilat Safe Deal. Paki-click lang yung link para ma-receive mo yung ₱18,500: kilat-safedeal[.]com/receive/…</div>
<div class="quote">Saya sudah transfer via Kilat Aman ya kak. Dana ditahan sampai kakak konfirmasi di link ini: kilat-aman[.]id/terima-dana</div>
<div class="quote">Assalam o alaikum, maine OLX Delivery se payment kar di hai, apna card number daal ke paise receive karen.</div>
<h3>How to recognise it</h3><ul><li>Kilat never asks for your card number, CVV, PIN or an OTP to <b>send</b> you money. Sales proceeds always go to the payout account saved in the app.</li><li>All Kilat pages are on <b>kilat.app</b> or our country domains (kilat.co.id, kilat.ph, kilat.com.my, kilat.pk). Look-alike addresses such as "kilat-safedeal" or "kilat-aman" are not ours.</li><li>Real buyers chat inside the app. Be careful when someone moves the conversation to WhatsApp or Telegram right away.</li></ul>
<div class="tip"><b>If you entered your details:</b> call your bank right away to block the card, change your Kilat password, and report the chat with <i>Report user</i> so our Trust &amp; Safety team can suspend the account.</div>
<p>Was this article helpful? <a href="#">Yes</a> · <a href="#">No</a></p></div>
${kilatFoot()}`,
  }),
},
{
  id: 'zy-clean-kilat-trip-receipt-blob-pdf',
  label: 'clean',
  kind: 'benign-blob-download',
  url: 'https://www.kilat.app/account/trips/TRP-ID-20250614-7781/receipt',
  body: doc({
    title: 'Receipt TRP-ID-20250614-7781 · Kilat',
    lang: 'id',
    css: kilatCss + `.r{max-width:520px;margin:30px auto}.line{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #eef3f1;font-size:14px}.tot{font-weight:700;font-size:17px}.map{height:140px;border-radius:10px;background:linear-gradient(135deg,#dfeee8,#cfe5dc);margin:12px 0}`,
    body: `${kilatTop()}
<div class="r kl-card"><h3 style="margin-top:0">Kilat Ride · 14 Jun 2025, 08:12</h3><p class="muted">Jl. Kemang Raya 12 → Stasiun Sudirman</p><div class="map"></div>
<div class="line"><span>Tarif perjalanan (9,4 km)</span><span>Rp 31.500</span></div><div class="line"><span>Biaya jasa aplikasi</span><span>Rp 2.000</span></div><div class="line"><span>Promo KILATPAGI</span><span>− Rp 8.000</span></div>
<div class="line tot"><span>Total dibayar (KilatPay)</span><span>Rp 25.500</span></div>
<p class="muted">Pengemudi: Agus S. · B 4821 KZT · Honda Vario</p>
<button class="kl-btn sec" id="dl">Unduh struk (PDF)</button> <button class="kl-btn sec" id="csv" style="margin-top:8px">Unduh CSV untuk reimburse</button></div>
${kilatFoot()}
<script>
function save(blob,name){var a=document.createElement("a");a.href=URL.createObjectURL(blob);a.download=name;document.body.appendChild(a);a.click();setTimeout(function(){URL.revokeObjectURL(a.href);a.remove()},500)}
document.getElementById("csv").onclick=function(){save(new Blob(["trip_id,date,from,to,distance_km,total_idr\\nTRP-ID-20250614-7781,2025-06-14 08:12,Jl. Kemang Raya 12,Stasiun Sudirman,9.4,25500\\n"],{type:"text/csv"}),"kilat-TRP-ID-20250614-7781.csv")};
document.getElementById("dl").onclick=function(){
 var lines=["Kilat Ride - Struk Perjalanan","TRP-ID-20250614-7781","14 Jun 2025 08:12","Total: Rp 25.500 (KilatPay)"];
 var txt="BT /F1 14 Tf 50 780 Td 18 TL "+lines.map(function(l){return "("+l+") '"}).join(" ")+" ET";
 var objs=["<< /Type /Catalog /Pages 2 0 R >>","<< /Type /Pages /Kids [3 0 R] /Count 1 >>","<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>","<< /Length "+txt.length+" >>\\nstream\\n"+txt+"\\nendstream","<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"];
 var pdf="%PDF-1.4\\n",off=[];objs.forEach(function(o,i){off.push(pdf.length);pdf+=(i+1)+" 0 obj\\n"+o+"\\nendobj\\n"});
 var x=pdf.length;pdf+="xref\\n0 "+(objs.length+1)+"\\n0000000000 65535 f \\n"+off.map(function(o){return String(o).padStart(10,"0")+" 00000 n \\n"}).join("")+"trailer\\n<< /Size "+(objs.length+1)+" /Root 1 0 R >>\\nstartxref\\n"+x+"\\n%%EOF";
 save(new Blob([pdf],{type:"application/pdf"}),"kilat-TRP-ID-20250614-7781.pdf");
};
</script>`,
  }),
},
{
  id: 'zy-clean-kilat-invite-copy-referral-code',
  label: 'clean',
  kind: 'benign-clipboard',
  url: 'https://www.kilat.app/invite/RIZKY25?utm_source=whatsapp&utm_medium=share',
  body: doc({
    title: 'Rizky invited you to Kilat — get 50% off your first 3 rides',
    lang: 'en',
    head: '<meta property="og:title" content="Get 50% off your first 3 Kilat rides"><meta property="og:image" content="https://www.kilat.app/static/og/invite.png">',
    css: kilatCss + `.hero{background:${KILAT_GREEN};color:#fff;text-align:center;padding:46px 20px}.code{display:inline-flex;align-items:center;gap:10px;background:#fff;color:#0b3d2e;border-radius:12px;padding:10px 14px;font:700 22px Poppins,Arial;letter-spacing:2px}.code button{font-size:13px;border:0;background:#e8f8f1;color:#0b6b48;border-radius:8px;padding:8px 12px;cursor:pointer}.stores a{display:inline-block;margin:10px 6px;background:#111;color:#fff;border-radius:8px;padding:10px 16px}`,
    body: `${kilatTop()}
<div class="hero"><h1>Rizky sent you 50% off your first 3 rides</h1><p>Sign up in the Kilat app and enter the code at checkout. Max ₱75 off per ride. Valid for 14 days.</p>
<div class="code"><span id="c">RIZKY25</span><button id="cp">Copy code</button></div>
<div class="stores"><a href="https://apps.apple.com/app/kilat/id1459921102">App Store</a><a href="https://play.google.com/store/apps/details?id=app.kilat.consumer">Google Play</a><a href="https://appgallery.huawei.com/app/C104811273">AppGallery</a></div></div>
<div class="kl-wrap"><h3>How it works</h3><ol><li>Download Kilat and sign up with your mobile number.</li><li>Paste <b>RIZKY25</b> in Promos before booking.</li><li>Rizky gets ₱50 in KilatPay credits after your first completed ride.</li></ol><p class="muted">New users only. One referral code per device and payment method. <a href="https://www.kilat.app/legal/referral-terms">Referral programme terms</a>.</p></div>
${kilatFoot()}
<script>
document.getElementById("cp").onclick=function(){var b=this,t=document.getElementById("c").textContent;
 (navigator.clipboard?navigator.clipboard.writeText(t):Promise.reject()).then(function(){b.textContent="Copied!"}).catch(function(){var r=document.createRange();r.selectNode(document.getElementById("c"));getSelection().removeAllRanges();getSelection().addRange(r);b.textContent="Press Ctrl+C"});
 setTimeout(function(){b.textContent="Copy code"},2000);
 if(window.dataLayer)dataLayer.push({event:"referral_code_copy",code:t});};
</script>`,
  }),
},
{
  id: 'zy-clean-kilat-anniversary-raffle-mechanics',
  label: 'clean',
  kind: 'legit-promo-raffle',
  url: 'https://www.kilat.ph/promos/5th-anniversary-grand-raffle',
  body: doc({
    title: 'Kilat 5th Anniversary Grand Raffle — Mechanics | Kilat Philippines',
    lang: 'en',
    css: kilatCss + `.hero{background:linear-gradient(135deg,#00a86b,#067a50);color:#fff;padding:40px 24px}.hero h1{margin:0 0 6px}.prizes{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}.prizes div{background:#fff;border:1px solid #e3ebe8;border-radius:12px;padding:14px;text-align:center}
.w{background:#fff4e5;border:1px solid #ffd08a;border-radius:10px;padding:14px}ol li{margin:8px 0;line-height:1.6}@media(max-width:700px){.prizes{grid-template-columns:1fr}}`,
    body: `${kilatTop([['https://www.kilat.ph/', 'Home'], ['https://www.kilat.ph/promos', 'Promos'], ['https://help.kilat.app/', 'Help']])}
<div class="hero"><h1>Kilat 5th Anniversary Grand Raffle</h1><p>Promo period: May 1 – June 15, 2025 · Draw: June 28, 2025, 3:00 PM at Kilat Philippines HQ, Taguig City, witnessed by a DTI representative</p></div>
<div class="kl-wrap"><div class="prizes"><div>🚗<br><b>1 Grand Prize</b><br>Toyota Vios 1.3 XLE CVT</div><div>🛵<br><b>5 Second Prizes</b><br>Honda Click 125i</div><div>💳<br><b>100 Consolation Prizes</b><br>₱2,000 KilatPay credits</div></div>
<h3>Mechanics</h3><ol><li>Open to Kilat users in the Philippines, 18 years old and above, with a verified account.</li><li>Every completed Kilat Ride or Kilat Food order worth at least ₱250 paid via KilatPay earns one (1) electronic raffle entry. Entries appear under Promos › My raffle entries.</li><li>Winners will be notified via registered mail and an in-app message, and will receive a call from our official hotline (02) 8880-5454. Names of winners will be published on this page and on our official Facebook page.</li><li>Prizes are claimable at Kilat Philippines HQ within 60 days upon presentation of a valid ID and the notification letter. Tax on prizes exceeding ₱10,000 is shouldered by Kilat Philippines Inc.</li><li>Employees of Kilat Philippines Inc. and their relatives up to the second degree are not eligible.</li></ol>
<div class="w"><b>Stay safe:</b> winners are <u>never</u> asked to pay a processing fee, tax or delivery charge to claim a prize, and we will never ask you to send money to a personal GCash number. Messages asking for payment are scams. Report them through the app.</div>
<p class="muted" style="margin-top:16px">Per DTI Fair Trade Permit No. FTEB-221874 Series of 2025.</p></div>
${kilatFoot()}`,
  }),
},
{
  id: 'zy-clean-kilat-staff-sso-login',
  label: 'clean',
  kind: 'own-brand-login',
  url: 'https://sso.kilat.app/login?client_id=admin-console&return_to=%2Fadmin%2Ftrust',
  body: doc({
    title: 'Kilat Single Sign-On',
    head: '<meta name="robots" content="noindex"><link rel="icon" href="/favicon.ico">',
    css: `body{margin:0;background:#f2f5f4;font-family:Inter,-apple-system,"Segoe UI",Arial;color:#1d2b27}.box{max-width:380px;margin:80px auto;background:#fff;border:1px solid #dde6e2;border-radius:12px;padding:32px}
label{display:block;font-size:13px;margin:14px 0 6px;color:#4b615a}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #cfdcd7;border-radius:8px;font-size:15px}button{width:100%;margin-top:18px;background:#0b3d2e;color:#fff;border:0;border-radius:8px;padding:12px;font-size:15px}
.alt{display:block;text-align:center;border:1px solid #cfdcd7;border-radius:8px;padding:11px;margin-top:10px;color:#1d2b27;text-decoration:none}.f{font-size:12px;color:#6d827b;text-align:center;margin-top:18px}`,
    body: `<div class="box">${kilatLogo(30)}<h2 style="font-size:18px">Sign in to continue to Admin Console</h2>
<form method="post" action="/login"><input type="hidden" name="client_id" value="admin-console"><input type="hidden" name="return_to" value="/admin/trust"><input type="hidden" name="authenticity_token" value="q7Vb2k9LmX0rT4wZ1cN8pY3sJ6dF5gH2">
<label for="e">Work email</label><input id="e" name="email" type="email" autocomplete="username webauthn" placeholder="you@kilat.app" required>
<label for="p">Password</label><input id="p" name="password" type="password" autocomplete="current-password" required>
<button>Sign in</button></form>
<a class="alt" href="/login/webauthn">🔑 Sign in with a security key</a>
<p class="f">Access is restricted to Kilat employees and approved contractors. Activity is logged. Lost your security key? Contact IT via #it-helpdesk or ext. 4357.</p></div>`,
  }),
},
{
  id: 'zy-clean-kilat-official-apk-download',
  label: 'clean',
  kind: 'official-apk-download',
  url: 'https://www.kilat.app/download/android',
  body: doc({
    title: 'Download Kilat for Android (APK) | Kilat',
    css: kilatCss + `.dl{display:flex;gap:20px;align-items:center}.meta td{padding:6px 14px 6px 0;font-size:14px}code{background:#f1f5f4;padding:2px 6px;border-radius:4px;font-size:12px;word-break:break-all}`,
    body: `${kilatTop()}
<div class="kl-wrap" style="max-width:820px"><h1>Kilat for Android</h1><p>The easiest way to install and update Kilat is from <a href="https://play.google.com/store/apps/details?id=app.kilat.consumer">Google Play</a> or <a href="https://appgallery.huawei.com/app/C104811273">Huawei AppGallery</a>. If your phone has neither store, you can download the official APK here. It is the same build, signed with the same key.</p>
<div class="kl-card"><div class="dl">${kilatLogo(34)}<div><b>Kilat 7.42.1</b><br><span class="muted">Released 17 June 2025 · 61.8 MB · Android 8.0+</span></div></div>
<table class="meta"><tr><td>Package</td><td><code>app.kilat.consumer</code></td></tr><tr><td>SHA-256 (APK)</td><td><code>4f9a1c2e7b3d8e0f6a5c4b3a29180716e5d4c3b2a1908f7e6d5c4b3a2918071</code></td></tr><tr><td>Signing certificate SHA-256</td><td><code>B1:7E:22:9C:04:AF:63:58:D1:0E:9B:47:C2:88:35:F6:1A:D0:7C:93:4E:2B:65:A8:F1:0D:C7:39:82:5E:B4:16</code></td></tr></table>
<a class="kl-btn" style="width:auto;margin-top:14px" href="https://dl.kilat.app/android/kilat-7.42.1-release.apk">Download APK</a></div>
<h3>Check before you install</h3><ul><li>Only download Kilat from kilat.app, Google Play or AppGallery. We don't distribute "Pro", "Mod" or "Auto-accept" versions of the Driver app; those contain malware and get accounts suspended.</li><li>Android will ask you to allow installs from your browser once. Turn the setting off again after installing.</li></ul></div>
${kilatFoot()}`,
  }),
  routes: {
    'dl.kilat.app/android/kilat-7.42.1-release.apk': fileRoute(apk('app.kilat.consumer', 'Kilat', ['android.permission.ACCESS_FINE_LOCATION', 'android.permission.INTERNET', 'android.permission.POST_NOTIFICATIONS', 'android.permission.CAMERA']), 'application/vnd.android.package-archive', 'kilat-7.42.1-release.apk'),
  },
},
];
