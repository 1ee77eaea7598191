import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute, pe } from '../parts/e-bin.js';
import { doc, icons, vendorCss, footerLinks, cookieBanner, gtagInline } from '../parts/m-kit.js';

export const entries: Entry[] = [
(() => {
  const host = 'www.meyer-steuerberatung-kiel.de';
  return {
    id: 'm-clean-recaptcha-contact-form-de',
    label: 'clean',
    kind: 'captcha-form',
    url: `https://${host}/kontakt/`,
    body: doc({
      title: 'Kontakt – Meyer Steuerberatung Kiel',
      lang: 'de',
      css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;color:#333}header{background:#243b55;color:#fff;padding:18px 50px}main{max-width:640px;margin:30px auto;padding:0 20px}label{display:block;margin-top:12px;font-weight:600}input,textarea{width:100%;padding:9px;border:1px solid #ccc;border-radius:3px}
.rc{width:304px;height:78px;border:1px solid #d3d3d3;background:#f9f9f9;border-radius:3px;display:flex;align-items:center;padding:0 12px;margin:16px 0}.rc span.b{width:26px;height:26px;border:2px solid #c1c1c1;background:#fff;margin-right:12px;cursor:pointer}button{background:#243b55;color:#fff;border:0;padding:11px 24px;border-radius:3px}`,
      body: `<header><b>Meyer Steuerberatung</b> · Kiel</header><main><h1>Kontakt</h1><p>Sie erreichen uns Mo–Do 8–17 Uhr, Fr 8–13 Uhr unter 0431 555 398-0 oder über das Formular.</p>
<form method="post" action="/kontakt/senden" id="kf"><label>Name</label><input name="name" required><label>E-Mail</label><input type="email" name="email" required><label>Ihr Anliegen</label><textarea name="nachricht" rows="5"></textarea>
<div class="g-recaptcha rc" data-sitekey="6LcR9kQpAAAAAJ2x8Qm3bq_fRZ7lUuV1hK8d0t5P"><span class="b" id="rcb" role="checkbox" aria-checked="false"></span><span>Ich bin kein Roboter</span><span style="margin-left:auto;font-size:10px;color:#555;text-align:center">reCAPTCHA<br>Datenschutz - Nutzungsbedingungen</span></div>
<label style="font-weight:400"><input type="checkbox" required style="width:auto"> Ich habe die <a href="/datenschutz/">Datenschutzerklärung</a> gelesen.</label><button>Nachricht senden</button></form>
<p style="font-size:12px;color:#777;margin-top:30px">Diese Website ist durch reCAPTCHA geschützt; es gelten die Datenschutzerklärung und Nutzungsbedingungen von Google.</p></main>
<script src="/js/recaptcha-shim.js" async defer></script>`,
    }),
    routes: {
      ...icons(host, [36, 59, 85]),
      [`${host}/js/recaptcha-shim.js`]: jsRoute(`window.grecaptcha={ready:function(f){f()},getResponse:function(){return window.__rc||''}};document.getElementById('rcb').addEventListener('click',function(){this.style.background='#1a73e8';this.setAttribute('aria-checked','true');window.__rc='03AFcWeA'+Math.random().toString(36).slice(2);});
document.getElementById('kf').addEventListener('submit',function(e){if(!grecaptcha.getResponse()){e.preventDefault();alert('Bitte bestätigen Sie, dass Sie kein Roboter sind.');}});`),
    },
  };
})(),

(() => {
  const host = 'forum.pinewood-makers.org';
  return {
    id: 'm-clean-hcaptcha-forum-signup',
    label: 'clean',
    kind: 'captcha-form',
    url: `https://${host}/register`,
    body: doc({
      title: 'Create account – Pinewood Makers Forum',
      css: `body{margin:0;font-family:Verdana,Arial,sans-serif;background:#eef0ea;font-size:14px}.hd{background:#3d5a3d;color:#fff;padding:14px 30px}.box{max-width:480px;margin:40px auto;background:#fff;padding:26px;border:1px solid #cfd6c8}
input{width:100%;padding:8px;margin:4px 0 12px;border:1px solid #aaa}.hc{width:302px;height:76px;border:1px solid #d8d8d8;background:#fafafa;display:flex;align-items:center;padding:0 14px;gap:12px;border-radius:4px}.hc i{width:28px;height:28px;border:1px solid #aaa;background:#fff;display:inline-block}
button{background:#3d5a3d;color:#fff;border:0;padding:10px 20px}`,
      body: `<div class="hd"><b>Pinewood Makers</b> · woodworking, CNC &amp; hand tools</div><div class="box"><h2>Create an account</h2><form method="post" action="/register"><label>Username</label><input name="username"><label>Email</label><input name="email" type="email"><label>Password</label><input name="password" type="password" autocomplete="new-password">
<div class="h-captcha hc" data-sitekey="10000000-ffff-ffff-ffff-000000000001"><i></i><span>I am human</span><span style="margin-left:auto;font-size:10px;color:#555">hCaptcha<br>Privacy - Terms</span></div><br>
<label><input type="checkbox" style="width:auto"> I agree to the forum rules</label><button>Register</button></form><p style="font-size:12px;color:#666">Already a member? <a href="/login">Log in</a></p></div>`,
    }),
    routes: { ...icons(host, [61, 90, 61]) },
  };
})(),

(() => {
  const host = 'meet.google.com';
  return {
    id: 'm-clean-google-meet-prejoin',
    label: 'clean',
    kind: 'meeting-join',
    url: `https://${host}/vth-kpzq-dmr?authuser=0`,
    body: doc({
      title: 'Meet – vth-kpzq-dmr',
      css: `body{margin:0;background:#fff;color:#202124;font-family:"Google Sans",Roboto,Arial,sans-serif}.top{display:flex;align-items:center;padding:16px 24px;gap:8px;font-size:22px;color:#5f6368}.wrap{display:flex;gap:48px;justify-content:center;align-items:center;margin-top:50px}
.video{width:740px;height:416px;background:#202124;border-radius:8px;display:flex;align-items:center;justify-content:center;color:#fff}.btn{background:#1a73e8;color:#fff;border:0;border-radius:24px;padding:12px 24px;font-size:15px;cursor:pointer}.hint{font-size:13px;color:#5f6368;max-width:300px}`,
      body: `<div class="top"><img src="/img/logo.png" width="40" height="40" alt=""> Google Meet</div>
<div class="wrap"><div class="video" id="v">Camera is off</div><div><h1 style="font-weight:400;font-size:28px">Ready to join?</h1><p>Maria Lopez is in this call</p><button class="btn" id="j">Ask to join</button> <button class="btn" style="background:#fff;color:#1a73e8;border:1px solid #dadce0">Other ways to join</button>
<p class="hint">Do you want people to hear you in the meeting? <a href="#" id="allow">Allow microphone</a> — your browser will ask for permission. You can change this any time in the address bar.</p></div></div>
<script>document.getElementById('allow').onclick=function(e){e.preventDefault();if(navigator.mediaDevices)navigator.mediaDevices.getUserMedia({audio:true,video:true}).then(function(){document.getElementById('v').textContent='Camera is starting'}).catch(function(){document.getElementById('v').textContent='Camera and microphone blocked. Click the camera icon in the address bar to allow access.'});};
document.getElementById('j').onclick=function(){this.textContent='Asking to be let in…';};</script>`,
    }),
    routes: { ...icons(host, [0, 137, 123]) },
  };
})(),

(() => {
  const host = 'us06web.zoom.us';
  return {
    id: 'm-clean-zoom-launch-meeting',
    label: 'clean',
    kind: 'meeting-join',
    url: `https://${host}/j/87162930418?pwd=Yk9LbWpXV3NhQ2tZL0x1ZUp4dz09#success`,
    body: doc({
      title: 'Launch Meeting - Zoom',
      css: `body{margin:0;font-family:Lato,"Helvetica Neue",Arial,sans-serif;color:#232333}.hd{padding:16px 32px;border-bottom:1px solid #ededf4;display:flex;justify-content:space-between}.hd b{color:#0b5cff;font-size:26px}.c{max-width:640px;margin:80px auto;text-align:center}
.btn{background:#0e72ed;color:#fff;border:0;border-radius:8px;padding:12px 26px;font-size:16px;cursor:pointer;text-decoration:none;display:inline-block}.muted{color:#747487;font-size:14px}`,
      body: `<div class="hd"><b>zoom</b><span><a href="#">Support</a> · English ▾</span></div><div class="c"><p style="font-size:20px">Click <b>Open Zoom Workplace</b> on the dialog shown by your browser</p><p class="muted">If you don't see a dialog, click <b>Launch Meeting</b> below</p>
<p class="muted">By clicking "Launch Meeting", you agree to our <a href="#">Terms of Service</a> and <a href="#">Privacy Statement</a></p><a class="btn" href="zoommtg://zoom.us/join?action=join&confno=87162930418&pwd=Yk9LbWpXV3NhQ2tZL0x1ZUp4dz09">Launch Meeting</a>
<p class="muted" style="margin-top:40px">Don't have Zoom Workplace installed? <a href="https://zoom.us/client/latest/ZoomInstallerFull.exe">Download Now</a></p><p class="muted">Having issues with Zoom Workplace? <a href="/wc/join/87162930418">Join from your browser</a></p></div>
<script>setTimeout(function(){location.href='zoommtg://zoom.us/join?action=join&confno=87162930418&pwd=Yk9LbWpXV3NhQ2tZL0x1ZUp4dz09'},800);</script>`,
    }),
    routes: {
      ...icons(host, [11, 92, 255]),
      'zoom.us/client/latest/ZoomInstallerFull.exe': fileRoute(pe({ strings: ['Zoom Workplace', 'Zoom Video Communications, Inc.'] }), 'application/x-msdownload', 'ZoomInstallerFull.exe'),
    },
  };
})(),

(() => {
  const host = 'teams.microsoft.com';
  return {
    id: 'm-clean-teams-meeting-launcher',
    label: 'clean',
    kind: 'meeting-join',
    url: `https://${host}/dl/launcher/launcher.html?url=%2F_%23%2Fl%2Fmeetup-join%2F19%3Ameeting_ZTk4NmQ2OGQ%40thread.v2%2F0&type=meetup-join&deeplinkId=9f2c&directDl=true&msLaunch=true&enableMobilePage=true&suppressPrompt=true`,
    body: doc({
      title: 'Join conversation',
      css: `body{margin:0;font-family:"Segoe UI",sans-serif;background:#f5f5f5;color:#242424}.c{max-width:900px;margin:60px auto;display:grid;grid-template-columns:1fr 1fr;gap:40px;align-items:center}
.b{display:block;width:300px;padding:12px;margin:10px 0;border-radius:4px;border:1px solid #d1d1d1;background:#fff;text-align:center;text-decoration:none;color:#242424;font-weight:600}.b.p{background:#5b5fc7;color:#fff;border:0}`,
      body: `<div class="c"><div style="background:#e8ebfa;height:300px;border-radius:8px"></div><div><h1 style="font-weight:600">How do you want to join your Teams meeting?</h1>
<a class="b" href="/downloads/desktop?env=production&plat=windows&arch=x64&download=true">Download the Teams app</a><a class="b p" href="/v2/?meetingjoin=true#/l/meetup-join/19:meeting_ZTk4NmQ2OGQ@thread.v2/0">Continue on this browser</a><a class="b" href="msteams:/l/meetup-join/19:meeting_ZTk4NmQ2OGQ@thread.v2/0">Open your Teams app</a>
<p style="font-size:12px;color:#616161">Privacy and cookies · Third-Party Disclosures</p></div></div>`,
    }),
    routes: {
      [`${host}/downloads/desktop`]: fileRoute(pe({ strings: ['Microsoft Teams', 'Microsoft Corporation', 'MSTeamsSetup'] }), 'application/x-msdownload', 'MSTeamsSetup.exe'),
    },
  };
})(),
];
