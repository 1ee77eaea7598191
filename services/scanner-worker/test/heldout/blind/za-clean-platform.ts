import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, jsonRoute, jsRoute, pe, pngRoute } from '../parts/e-bin.js';
import { cookieBar, doc, imgRoute } from '../parts/za-kit.js';

export const entries: Entry[] = [
  {
  id: 'za-clean-facebook-disabled-account-appeal-form',
  label: 'clean',
  kind: 'platform-appeal',
  url: 'https://www.facebook.com/help/contact/260749603972907',
  body: doc({
    title: 'My Personal Facebook Account is Disabled | Facebook Help Center',
    css: `body{margin:0;background:#f0f2f5;font-family:Helvetica,Arial;color:#1c1e21}.top{background:#fff;padding:10px 20px;box-shadow:0 1px 2px #0002;color:#0866ff;font-size:22px;font-weight:bold}.c{max-width:640px;margin:24px auto;background:#fff;border-radius:8px;padding:20px;box-shadow:0 1px 2px #0002}label{display:block;font-weight:bold;font-size:14px;margin-top:14px}input{width:100%;padding:8px;border:1px solid #ccd0d5;border-radius:4px;box-sizing:border-box}.hint{font-size:12px;color:#606770}button{margin-top:16px;background:#0866ff;color:#fff;border:0;padding:8px 16px;border-radius:6px;font-weight:bold}`,
    body: `<div class="top">facebook</div><div class="c"><h2>My Personal Facebook Account is Disabled</h2><p>If your personal Facebook account was disabled, you may be able to request a review. Use this form only if your account was disabled; if you can log in, use the options in Account Status instead.</p>
<form method="post" action="/ajax/help/contact/submit/page" enctype="multipart/form-data"><label>Login email address or mobile phone number</label><input name="email" type="text"><label>Your full name</label><input name="name"><div class="hint">Please enter the name listed on your account.</div><label>Your ID</label><input type="file" name="Field1510211302599906" accept="image/*"><div class="hint">Upload a photo of your ID. We'll delete it from our servers within 30 days after it's used to confirm your identity.</div><button>Send</button></form>
<p class="hint">Meta will never ask for your password on this form. Visit <a href="/help/1216349518398524">Security Tips</a> to learn how to protect your account.</p></div>`,
  }),
},
  {
  id: 'za-clean-x-verified-help',
  label: 'clean',
  kind: 'platform-verification',
  url: 'https://help.x.com/en/managing-your-account/about-x-verified-accounts',
  body: doc({
    title: 'About verified accounts | X Help',
    css: `body{margin:0;font-family:-apple-system,Segoe UI,Arial;color:#0f1419}header{padding:14px 28px;border-bottom:1px solid #eff3f4;font-weight:bold}article{max-width:720px;margin:24px auto;padding:0 16px;line-height:1.55}.c{display:inline-block;width:16px;height:16px;border-radius:50%;vertical-align:middle}`,
    body: `<header>𝕏 Help Center</header><article><h1>About verified accounts</h1><p>The blue checkmark means that the account has an active subscription to X Premium and meets our eligibility requirements.</p>
<ul><li><span class="c" style="background:#1d9bf0"></span> <b>Blue</b> — X Premium subscribers</li><li><span class="c" style="background:#e2b719"></span> <b>Gold</b> — organizations via Verified Organizations</li><li><span class="c" style="background:#829aab"></span> <b>Grey</b> — government or multilateral organizations and officials</li></ul>
<h2>How do I get verified?</h2><p>Subscribe to X Premium from the app or at x.com/i/premium_sign_up. Organizations can apply at x.com/i/verified-orgs-signup.</p><h2>Staying safe</h2><p>X will never contact you through DMs offering a free checkmark or asking you to sign in on an external website. Report such messages as spam.</p></article>`,
  }),
},
  {
  id: 'za-clean-tiktok-account-safety-help',
  label: 'clean',
  kind: 'platform-help',
  url: 'https://support.tiktok.com/en/safety-hc/account-and-user-safety/account-safety',
  body: doc({
    title: 'Account safety | TikTok Help Center',
    css: `body{margin:0;font-family:Arial;color:#161823}header{padding:14px 28px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}article{max-width:740px;margin:24px auto;padding:0 16px;line-height:1.55}details{border-bottom:1px solid #eee;padding:10px 0}summary{font-weight:bold;cursor:pointer}`,
    body: `<header><b>TikTok Help Center</b><span>Search · English ▾</span></header><article><h1>Account safety</h1>
<details open><summary>Recognizing phishing and impersonation</summary><p>TikTok will never ask for your password or send you links to "verify" your account, appeal a copyright strike or claim a badge outside the TikTok app. Appeals for violations are submitted in the app under <b>Inbox › System notifications › Account updates</b>.</p></details>
<details><summary>Setting up 2-step verification</summary><p>Go to Settings and privacy › Security › 2-step verification and choose at least two methods.</p></details>
<details><summary>If your account was compromised</summary><p>Reset your password from the login screen, check your linked email and phone, and remove unknown devices under Security › Manage devices.</p></details>
<details><summary>Copyright notices</summary><p>If your content was removed for copyright, you'll receive a notification in the app with options to appeal. Learn more on our <a href="/en/safety-hc/account-and-user-safety/copyright">Copyright page</a>.</p></details></article>`,
  }),
},
  {
  id: 'za-clean-bumble-safety-center',
  label: 'clean',
  kind: 'dating-app',
  url: 'https://bumble.com/en/safety-centre/romance-scams',
  body: doc({
    title: 'Romance scams | Bumble Safety Centre',
    lang: 'en-GB',
    css: `body{margin:0;font-family:Arial;color:#262626}header{background:#ffc629;padding:16px 28px;font-weight:bold}article{max-width:760px;margin:24px auto;padding:0 16px;line-height:1.55}.tip{background:#fff8e1;border-radius:10px;padding:14px;margin:10px 0}`,
    body: `<header>Bumble · Safety Centre</header><article><h1>How to spot a romance scam</h1><p>Most people on Bumble are here to make genuine connections. But occasionally, someone may try to take advantage. Here's what to look out for.</p>
<div class="tip"><b>They want to move off Bumble quickly.</b> Scammers often ask to continue on WhatsApp or Telegram, where our safety features can't help you.</div><div class="tip"><b>They talk about money or investments.</b> Be wary of anyone who brings up cryptocurrency, trading platforms or "a mentor who can teach you".</div><div class="tip"><b>They can't video chat.</b> Use in-app video chat before meeting. Look for the Photo Verification badge.</div>
<p>If something feels off, block and report the profile from the chat. Bumble will never ask you to verify your age or identity on an external website, or to pay for a "safety certificate".</p></article>`,
  }),
},
  {
  id: 'za-clean-play-store-listing-dating',
  label: 'clean',
  kind: 'app-store',
  url: 'https://play.google.com/store/apps/details?id=co.hinge.app&hl=en_US&gl=US',
  body: doc({
    title: 'Hinge Dating App: Match & Date - Apps on Google Play',
    css: `body{margin:0;font-family:'Google Sans',Roboto,Arial;color:#202124}header{padding:12px 24px;border-bottom:1px solid #eee}.w{max-width:1000px;margin:24px auto;padding:0 24px}.top{display:flex;gap:24px}.ic{width:120px;height:120px;border-radius:24px;background:#2b2b2b}.st{display:flex;gap:30px;margin:14px 0;font-size:14px}.b{background:#01875f;color:#fff;border:0;border-radius:8px;padding:10px 40px;font-weight:500}.ss{display:flex;gap:10px;margin:20px 0}.ss div{width:160px;height:300px;background:#eee;border-radius:10px}`,
    body: `<header><b>▶ Google Play</b> · Games · Apps · Movies & TV · Books · Kids</header><div class="w"><div class="top"><div class="ic"></div><div><h1>Hinge Dating App: Match & Date</h1><p><a href="/store/apps/dev?id=8839485039393837">Hinge, Inc.</a><br><small>Contains ads · In-app purchases</small></p><div class="st"><div><b>4.1★</b><br>412K reviews</div><div><b>10M+</b><br>Downloads</div><div><b>Mature 17+</b></div></div><button class="b">Install</button></div></div>
<div class="ss"><div></div><div></div><div></div><div></div></div><h2>About this app</h2><p>Hinge is the dating app designed to be deleted. In today's digital world, singles are so busy swiping that they're not actually dating...</p><h3>Data safety</h3><p>Data is encrypted in transit. You can request that data be deleted.</p></div>`,
  }),
},
  {
  id: 'za-clean-signal-desktop-download',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://signal.org/download/windows/',
  body: doc({
    title: 'Signal for Windows',
    css: `body{margin:0;font-family:Inter,Arial;color:#1b1b1b}header{padding:16px 40px;display:flex;justify-content:space-between;border-bottom:1px solid #eee}header b{color:#3a76f0}.w{max-width:760px;margin:40px auto;padding:0 20px;text-align:center}.b{display:inline-block;background:#3a76f0;color:#fff;padding:14px 30px;border-radius:30px;text-decoration:none;font-weight:600}.n{font-size:14px;color:#555;text-align:left;background:#f6f6f6;padding:14px;border-radius:10px;margin-top:30px}`,
    body: `<header><b>Signal</b><span>Get Signal · Help · Blog · Developers · Careers · Donate</span></header><div class="w"><h1>Signal for Windows</h1><p>Signal Desktop requires Windows 10 or later (64-bit) and must be linked to Signal on your phone.</p><a class="b" href="https://updates.signal.org/desktop/signal-desktop-win-7.76.0.exe">Download for Windows</a>
<div class="n">After installing, open Signal on your phone, go to <b>Settings › Linked devices</b> and scan the QR code shown on your computer. Signal will never message you asking you to scan a QR code sent by someone else.</div></div>`,
  }),
  routes: {
    'updates.signal.org/desktop/signal-desktop-win-7.76.0.exe': fileRoute(pe({ strings: ['Signal', 'Signal Messenger, LLC', 'Electron', 'NSIS', '7.76.0'] }), 'application/octet-stream', 'signal-desktop-win-7.76.0.exe'),
  },
},
  {
  id: 'za-clean-capcut-desktop-download',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://www.capcut.com/tools/desktop-video-editor?utm_source=creator_bio',
  body: doc({
    title: 'Free Desktop Video Editor for Windows & Mac | CapCut',
    css: `body{margin:0;font-family:Arial;color:#111}header{padding:14px 36px;display:flex;justify-content:space-between;border-bottom:1px solid #eee}.hero{text-align:center;padding:60px 20px;background:#f5f7ff}.hero h1{font-size:42px}.b{display:inline-block;background:#000;color:#fff;padding:14px 30px;border-radius:8px;text-decoration:none;margin:6px}.g{display:flex;gap:20px;max-width:1000px;margin:40px auto;padding:0 20px}.g div{flex:1;background:#fafafa;border-radius:12px;padding:18px}footer{font-size:12px;color:#888;padding:24px 36px}`,
    body: `<header><b>CapCut</b><span>Features · Templates · Resources · Pricing · Sign in</span></header><div class="hero"><h1>Free all-in-one video editor for desktop</h1><p>Edit, add captions and export in 4K. Windows 10+ and macOS 10.15+.</p><a class="b" id="dl" href="https://lf16-capcut.faceulv.com/obj/capcutpc-packages-us/packages/CapCut_6_8_0_2623_capcutpc_0_creatortool.exe">Download for Windows</a><a class="b" style="background:#fff;color:#000;border:1px solid #000" href="https://apps.apple.com/app/capcut-video-editor/id1500855883">Download for Mac</a></div>
<div class="g"><div><h3>Auto captions</h3>Generate subtitles in 20+ languages.</div><div><h3>Background removal</h3>Remove backgrounds without a green screen.</div><div><h3>Royalty-free music</h3>Licensed tracks for social posts.</div></div><footer>© 2025 CapCut · Terms of Service · Privacy Policy</footer>`,
  }),
  routes: {
    'lf16-capcut.faceulv.com/obj/capcutpc-packages-us/packages/CapCut_6_8_0_2623_capcutpc_0_creatortool.exe': fileRoute(pe({ strings: ['CapCut', 'Bytedance Pte. Ltd.', 'CapCut Installer', '6.8.0.2623'] }), 'application/octet-stream', 'CapCut_6_8_0_2623_capcutpc_0_creatortool.exe'),
  },
},
  {
  id: 'za-clean-linkedin-job-view',
  label: 'clean',
  kind: 'job-posting',
  url: 'https://www.linkedin.com/jobs/view/4087716523/?trk=public_jobs_topcard-title',
  routes: {
    'www.linkedin.com/jobs/view/4087716523/': htmlRoute(doc({
      title: 'Lumen Freight hiring Customer Support Specialist in United States | LinkedIn',
      css: `body{margin:0;font-family:-apple-system,Segoe UI,Arial;background:#f3f2ef;color:#000000e6}header{background:#fff;padding:10px 28px;display:flex;justify-content:space-between;border-bottom:1px solid #ddd}header b{color:#0a66c2;font-size:22px}.c{max-width:760px;margin:24px auto;background:#fff;border-radius:8px;padding:24px}.b{display:inline-block;background:#0a66c2;color:#fff;padding:10px 22px;border-radius:24px;text-decoration:none}.m{color:#00000099}`,
      body: `<header><b>Linked<span style="background:#0a66c2;color:#fff;padding:0 3px;border-radius:3px">in</span></b><span><a href="/signup">Join now</a> · <a href="/login">Sign in</a></span></header><div class="c"><h1>Customer Support Specialist</h1><p class="m">Lumen Freight · United States (Remote) · 2 days ago · 87 applicants</p><a class="b" href="https://careers.lumenfreight.com/jobs/4817223-customer-support-specialist-remote?utm_source=linkedin">Apply on company website</a>
<h3>About the job</h3><p>Lumen Freight helps 4,000 small manufacturers ship LTL freight without the headache. You'll join a 14-person support team answering shipper questions by chat, email and phone.</p><ul><li>Seniority level: Entry level</li><li>Employment type: Full-time</li><li>Industries: Transportation, Logistics</li></ul><p class="m" style="font-size:13px">Referrals increase your chances of interviewing at Lumen Freight by 2x. See who you know.</p></div>`,
    })),
  },
},
  {
  id: 'za-clean-telegram-channel-preview',
  label: 'clean',
  kind: 'platform-content',
  url: 'https://t.me/s/cityinvestorclub_sg',
  body: doc({
    title: 'City Investor Club SG – Telegram',
    css: `body{margin:0;font-family:Roboto,Arial;background:#d3e3ea}.h{background:#fff;padding:12px 20px;display:flex;gap:12px;align-items:center}.h i{width:40px;height:40px;border-radius:50%;background:#123c69;display:inline-block}.msgs{max-width:640px;margin:16px auto}.m{background:#fff;border-radius:12px;padding:10px 14px;margin:10px 0;font-size:14px;box-shadow:0 1px 1px #0001}.m small{color:#999;float:right}.b{display:inline-block;background:#3390ec;color:#fff;padding:8px 18px;border-radius:20px;text-decoration:none}`,
    body: `<div class="h"><i></i><div><b>City Investor Club SG</b><br><small>3 412 subscribers</small></div><a class="b" style="margin-left:auto" href="tg://resolve?domain=cityinvestorclub_sg">View in Telegram</a></div>
<div class="msgs"><div class="m">📢 Next free webinar: <b>Dividend investing basics</b>, Wed 26 Nov 8pm. Register: events.cityinvestorclub.sg <small>09:12</small></div>
<div class="m">⚠️ Reminder: admins will <b>never</b> DM you first, never offer "signals" or ask you to join a trading platform. Impersonator accounts are using our logo — please report them. <small>Nov 2</small></div>
<div class="m">Slides from last week's session on CPF-OA vs SRS are up on our website. Thanks to the 140 of you who joined live! <small>Oct 30</small></div></div>`,
  }),
},
  {
  id: 'za-clean-linktree-photographer',
  label: 'clean',
  kind: 'link-in-bio',
  url: 'https://linktr.ee/saltandsilverphoto',
  body: doc({
    title: 'Salt & Silver Photography | Linktree',
    lang: 'en-AU',
    css: `body{margin:0;font-family:'Link Sans',Arial;background:#e9e4dc;color:#2c2c2c;text-align:center}.w{max-width:580px;margin:auto;padding:48px 16px}.av{width:96px;height:96px;border-radius:50%;background:#b5c7cf}.l{display:block;background:#fff;border-radius:30px;padding:16px;margin:14px 0;color:#2c2c2c;text-decoration:none;font-weight:600;box-shadow:0 2px 0 #0001}footer{margin-top:40px;font-size:12px}`,
    body: `<div class="w"><div class="av" style="margin:auto"></div><h2>@saltandsilverphoto</h2><p>Family & elopement photographer · Byron Bay & Northern Rivers 🌊</p>
<a class="l" href="https://www.saltandsilverphoto.com.au/book">📅 Book a session</a><a class="l" href="https://www.saltandsilverphoto.com.au/pricing">💲 2025/26 pricing</a><a class="l" href="https://www.saltandsilverphoto.com.au/portfolio">🖼 Portfolio</a><a class="l" href="https://g.page/r/saltandsilver/review">⭐ Leave a Google review</a>
<footer>Join saltandsilverphoto on Linktree · Report · Privacy</footer></div>`,
  }),
},
];
