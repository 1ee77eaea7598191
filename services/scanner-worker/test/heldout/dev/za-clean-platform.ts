import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, jsonRoute, jsRoute, pe, pngRoute } from '../parts/e-bin.js';
import { cookieBar, doc, imgRoute } from '../parts/za-kit.js';

export const entries: Entry[] = [
  {
  id: 'za-clean-instagram-help-hacked-account',
  label: 'clean',
  kind: 'platform-help',
  url: 'https://help.instagram.com/368191326593075/?helpref=hc_fnav',
  routes: {
    'help.instagram.com/368191326593075/': htmlRoute(doc({
      title: 'If you think your Instagram account has been hacked | Instagram Help Center',
      css: `body{margin:0;font-family:-apple-system,Segoe UI,Arial;color:#262626}header{padding:14px 28px;border-bottom:1px solid #dbdbdb;display:flex;justify-content:space-between}.l{display:flex}.l nav{width:260px;padding:20px;font-size:14px}.l nav a{display:block;color:#262626;padding:6px 0;text-decoration:none}article{max-width:680px;padding:20px;line-height:1.55}ol li{margin:8px 0}`,
      body: `<header><b>Instagram Help Center</b><span>English (US) ▾</span></header><div class="l"><nav><a href="/">Using Instagram</a><a href="/">Managing your account</a><a href="/">Staying safe</a><a href="/">Privacy, security and reporting</a><a href="/">Terms and policies</a></nav>
<article><h1>If you think your Instagram account has been hacked</h1><p>If you think your account has been hacked or taken over, there are actions you can take to help secure your account.</p><h3>Check your email for a message from Instagram</h3><p>If you got an email from security@mail.instagram.com letting you know your email address was changed, you may be able to undo this by selecting <b>revert this change</b> in that message.</p>
<h3>Request a login link or security code</h3><ol><li>On the login screen, tap <b>Get help logging in</b> (Android) or <b>Forgot password?</b> (iPhone).</li><li>Enter the username, email or phone number linked to your account.</li><li>Follow the on-screen instructions.</li></ol>
<h3>Verify your identity</h3><p>If you can't access your account with a login link, you may be asked to take a video selfie of yourself turning your head in different directions. This helps us confirm you're a real person and that you are who you say you are.</p>
<p><b>Instagram will never send you a DM asking for your password or for a code, and we don't use third-party "recovery services".</b> Learn how to <a href="/contact">report a phishing message</a>.</p></article></div>`,
    })),
  },
},
  {
  id: 'za-clean-meta-verified-subscription-page',
  label: 'clean',
  kind: 'platform-verification',
  url: 'https://about.meta.com/technologies/meta-verified/',
  body: doc({
    title: 'Meta Verified | Meta',
    css: `body{margin:0;font-family:Optimistic,Helvetica,Arial;color:#1c2b33}header{padding:16px 40px;display:flex;justify-content:space-between}header a{margin-left:20px;color:#1c2b33;text-decoration:none}.hero{padding:60px 40px;background:linear-gradient(135deg,#e8f0fe,#f5e8ff)}.hero h1{font-size:48px;margin:0}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:24px;padding:40px}.g div{background:#f1f4f7;border-radius:16px;padding:20px}.b{display:inline-block;background:#0064e0;color:#fff;padding:12px 24px;border-radius:24px;text-decoration:none}footer{padding:24px 40px;font-size:12px;color:#465a69}`,
    body: `<header><b>∞ Meta</b><span><a href="#">Technologies</a><a href="#">Values</a><a href="#">Support</a><a href="#">Shop</a></span></header><div class="hero"><h1>Meta Verified</h1><p>A subscription bundle for creators and businesses on Facebook and Instagram, with a verified badge, account protection and access to account support.</p><a class="b" href="https://accountscenter.facebook.com/meta_verified">Subscribe in Accounts Center</a></div>
<div class="g"><div><h3>Verified badge</h3><p>Show your audience you're the real you. We confirm your identity with a government ID.</p></div><div><h3>Impersonation protection</h3><p>Proactive monitoring for accounts that impersonate you.</p></div><div><h3>Account support</h3><p>Get help from a real person when you need it.</p></div></div>
<footer>Meta Verified is only available through Accounts Center in the Facebook and Instagram apps or on the web. Meta does not sell badges through DMs, emails or third-party websites. Eligibility requirements apply. © 2025 Meta</footer>`,
  }),
},
  {
  id: 'za-clean-youtube-copyright-strike-help',
  label: 'clean',
  kind: 'platform-appeal',
  url: 'https://support.google.com/youtube/answer/2814000?hl=en-GB',
  body: doc({
    title: 'Copyright strike basics - YouTube Help',
    lang: 'en-GB',
    css: `body{margin:0;font-family:Roboto,Arial;color:#202124}header{padding:12px 24px;border-bottom:1px solid #dadce0}article{max-width:720px;margin:24px auto;padding:0 16px;line-height:1.6}.n{background:#e8f0fe;padding:12px;border-radius:8px}`,
    body: `<header><b>YouTube Help</b></header><article><h1>Copyright strike basics</h1><p>If you get a copyright strike, it means your video was taken down from YouTube because a copyright owner sent us a complete legal request asking us to do so.</p><h2>Resolve a copyright strike</h2><ul><li>Wait for it to expire — strikes expire after 90 days if you complete Copyright School.</li><li>Get a retraction — contact the person who claimed your video.</li><li>Submit a counter notification — if you think your video was removed by mistake or qualifies as fair use.</li></ul>
<p class="n">You can see strikes and submit counter notifications only in <b>YouTube Studio</b> (studio.youtube.com) while signed in. YouTube won't email or message you a link to another site to "review monetization" or "verify your channel".</p></article>`,
  }),
},
  {
  id: 'za-clean-threads-login-own-domain',
  label: 'clean',
  kind: 'own-login',
  url: 'https://www.threads.com/login?show_choice_screen=false&next=%2F%40saltmarshpottery%2Fpost%2FDBx1Qe',
  routes: {
    'www.threads.com/login': htmlRoute(doc({
      title: 'Threads • Log in',
      css: `body{margin:0;font-family:-apple-system,Segoe UI,Arial;background:#fff;color:#000}.hdr{height:220px;background:linear-gradient(#f5f5f5,#fff)}.b{width:370px;margin:-60px auto 0;text-align:center}h3{font-size:16px}input{width:100%;padding:16px;margin:4px 0;background:#f5f5f5;border:1px solid #f5f5f5;border-radius:12px;box-sizing:border-box;font-size:15px}button{width:100%;background:#000;color:#fff;border:0;padding:16px;border-radius:12px;font-weight:600;margin-top:6px}.ig{display:block;border:1px solid #ddd;border-radius:16px;padding:18px;margin-top:20px;text-decoration:none;color:#000;font-weight:600}footer{text-align:center;font-size:12px;color:#999;margin-top:50px}`,
      body: `<div class="hdr"></div><div class="b"><h3>Log in with your Instagram account</h3><form method="post" action="/api/v1/web/accounts/login/"><input name="username" placeholder="Username, phone or email" autocomplete="username"><input name="password" type="password" placeholder="Password" autocomplete="current-password"><button>Log in</button></form><p><a href="https://www.instagram.com/accounts/password/reset/" style="color:#999;font-size:14px;text-decoration:none">Forgot password?</a></p><a class="ig" href="https://www.instagram.com/oauth/authorize/threads">Continue with Instagram</a></div>
<footer>© 2025 · Threads Terms · Privacy Policy · Cookies Policy · Report a problem</footer>`,
    })),
  },
},
  {
  id: 'za-clean-dating-app-landing-de',
  label: 'clean',
  kind: 'dating-app',
  url: 'https://www.herzklopfen-app.de/',
  body: doc({
    title: 'Herzklopfen – Die Dating-App für echte Begegnungen',
    lang: 'de',
    css: `body{margin:0;font-family:Arial;color:#2a1f2d}header{padding:16px 36px;display:flex;justify-content:space-between}.hero{background:linear-gradient(120deg,#ff7a8a,#ffb199);color:#fff;padding:60px 36px}.hero h1{font-size:42px;margin:0 0 10px}.st a{display:inline-block;background:#000;color:#fff;padding:10px 18px;border-radius:8px;margin-right:8px;text-decoration:none}.g{display:flex;gap:20px;padding:36px}.g div{flex:1;background:#fff4f2;padding:18px;border-radius:12px}footer{padding:24px 36px;font-size:12px;color:#777}`,
    body: `<header><b>♥ Herzklopfen</b><span>So funktioniert's · Sicherheit · Premium · Presse</span></header><div class="hero"><h1>Weniger swipen. Mehr treffen.</h1><p>Herzklopfen schlägt dir täglich 5 passende Profile aus deiner Stadt vor – verifiziert per Video-Selfie.</p><div class="st"><a href="https://apps.apple.com/de/app/herzklopfen-dating/id1589012345">Laden im App Store</a><a href="https://play.google.com/store/apps/details?id=de.herzklopfen.app">Jetzt bei Google Play</a></div></div>
<div class="g"><div><h3>Echte Menschen</h3>Jedes Profil wird per Video-Selfie geprüft.</div><div><h3>Date-Ideen</h3>Vorschläge für Cafés und Events in deiner Nähe.</div><div><h3>Sicherheit</h3>Teile deinen Date-Standort mit Freund:innen. Melde verdächtige Profile mit einem Tipp.</div></div>
<footer>Herzklopfen GmbH · Torstraße 140 · 10119 Berlin · <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/agb">AGB</a> · Kostenlos nutzbar, optionales Premium-Abo ab 9,99 €/Monat.</footer>${cookieBar('de')}`,
  }),
},
  {
  id: 'za-clean-app-store-listing-bumble',
  label: 'clean',
  kind: 'app-store',
  url: 'https://apps.apple.com/us/app/bumble-dating-meet-friends/id930441707',
  body: doc({
    title: 'Bumble Dating App: Meet & Date on the App Store',
    css: `body{margin:0;font-family:-apple-system,SF Pro Text,Helvetica,Arial;color:#1d1d1f}header{background:#f5f5f7;padding:12px 24px;font-size:13px}.w{max-width:980px;margin:30px auto;padding:0 24px}.top{display:flex;gap:28px}.ic{width:230px;height:230px;border-radius:50px;background:#ffc629}.get{display:inline-block;background:#0071e3;color:#fff;padding:6px 18px;border-radius:16px;text-decoration:none}.r{color:#6e6e73}`,
    body: `<header> App Store · Preview</header><div class="w"><div class="top"><div class="ic"></div><div><h1>Bumble Dating App: Meet & Date <span class="r" style="font-size:14px">17+</span></h1><p class="r">Date, Chat &amp; Make New Friends</p><p><a href="#">Bumble Inc.</a></p><p class="r">#8 in Lifestyle · 4.2 • 380K Ratings · Free · Offers In-App Purchases</p><a class="get" href="itms-apps://apps.apple.com/app/id930441707">View in App Store</a></div></div>
<h2>Description</h2><p>Millions of people have signed up for Bumble to start building valuable relationships, finding friends, and making empowered connections...</p><h2>App Privacy</h2><p class="r">The developer, Bumble Inc., indicated that the app's privacy practices may include handling of data as described below.</p></div>`,
  }),
},
  {
  id: 'za-clean-discord-nitro-page',
  label: 'clean',
  kind: 'platform-promo',
  url: 'https://discord.com/nitro',
  body: doc({
    title: 'Discord Nitro',
    css: `body{margin:0;font-family:'gg sans',Arial;background:#5865f2;color:#fff}header{padding:20px 40px;display:flex;justify-content:space-between}.hero{text-align:center;padding:60px 20px}.hero h1{font-size:56px;margin:0}.b{display:inline-block;background:#fff;color:#23272a;padding:14px 30px;border-radius:28px;text-decoration:none;font-weight:bold;margin:8px}.g{display:flex;gap:20px;max-width:1000px;margin:0 auto 40px;padding:0 20px}.g div{flex:1;background:#4752c4;border-radius:16px;padding:20px}footer{background:#23272a;padding:24px 40px;font-size:13px}`,
    body: `<header><b>Discord</b><span>Download · Nitro · Discover · Safety · Support · Blog · Careers</span></header><div class="hero"><h1>Unleash more fun with Nitro</h1><p>Subscribe to Nitro to upgrade your emoji, personalize your profile, share bigger files and so much more.</p><a class="b" href="https://discord.com/login?redirect_to=%2Fstore">Subscribe</a><a class="b" style="background:transparent;color:#fff;border:2px solid #fff" href="https://discord.com/login?redirect_to=%2Fchannels%2F%40me">Gift Nitro</a></div>
<div class="g"><div><h3>Upload larger files</h3>Share files up to 500MB.</div><div><h3>Custom emoji anywhere</h3>Use your favourite emoji in any server.</div><div><h3>HD video streaming</h3>Stream in up to 4K and 60fps.</div></div>
<footer>Nitro gifts are only redeemed inside Discord at discord.gift links. Discord will never ask for your password to claim a gift. © 2025 Discord Inc.</footer>`,
  }),
},
  {
  id: 'za-clean-whatsapp-download-page',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://www.whatsapp.com/download',
  body: doc({
    title: 'Download WhatsApp',
    css: `body{margin:0;font-family:Helvetica,Arial;color:#1c1e21}header{padding:16px 40px;display:flex;justify-content:space-between;border-bottom:1px solid #eee}header b{color:#25d366}.g{display:flex;gap:30px;max-width:1000px;margin:40px auto;padding:0 20px}.g div{flex:1;background:#f7f5f3;border-radius:24px;padding:30px}.b{display:inline-block;background:#25d366;color:#111;padding:12px 26px;border-radius:24px;text-decoration:none;font-weight:bold;margin-top:10px}footer{background:#111b21;color:#aaa;padding:30px 40px;font-size:13px}`,
    body: `<header><b>WhatsApp</b><span>Features · Privacy · Help Center · Blog · For Business · Apps · Download</span></header><h1 style="text-align:center;margin-top:40px">Download WhatsApp</h1>
<div class="g"><div><h2>Windows</h2><p>Make calls, share your screen and get a faster experience with the new Windows app.</p><a class="b" href="https://apps.microsoft.com/detail/9NKSQGP7F2NH">Get it from Microsoft</a></div><div><h2>Mac</h2><p>Requires macOS 11 or newer.</p><a class="b" href="https://apps.apple.com/app/whatsapp-messenger/id310633997">Download from App Store</a></div><div><h2>Android & iPhone</h2><p>Use the official app stores. Don't install "GB" or "plus" versions of WhatsApp — they are unofficial and can lead to your account being banned.</p><a class="b" href="https://play.google.com/store/apps/details?id=com.whatsapp">Google Play</a></div></div>
<footer>© 2025 WhatsApp LLC · Privacy & Terms</footer>`,
  }),
},
];
