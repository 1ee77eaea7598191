import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { analytics, cookieBar, cssBase, doc, mark } from '../parts/yr-kit.js';
import { fileRoute, jsonRoute, jsRoute, pe, zip } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yr-zoom-download-center-installer',
    label: 'clean',
    kind: 'meeting-client-download',
    url: 'https://zoom.us/download?os=win64',
    body: doc({
      title: 'Download Center - Zoom',
      css: `body{margin:0;font-family:Lato,"Helvetica Neue",Arial,sans-serif;color:#232333}.h{display:flex;align-items:center;padding:14px 40px;border-bottom:1px solid #ededf4}.h b{color:#0b5cff;font-size:26px;font-weight:800;margin-right:auto}.h a{margin-left:20px;color:#232333;font-size:14px}
.w{max-width:900px;margin:30px auto;padding:0 20px}.it{border-bottom:1px solid #ededf4;padding:24px 0}.it h2{font-weight:500;font-size:22px}.b{display:inline-block;background:#0b5cff;color:#fff;padding:10px 24px;border-radius:10px;text-decoration:none;font-weight:600}.s{font-size:13px;color:#747487}`,
      body: `<div class="h"><b>zoom</b><a href="/pricing">Plans &amp; Pricing</a><a href="/support">Support</a><a href="/join">Join</a><a href="/signin">Sign In</a></div>
<div class="w"><h1 style="font-weight:400">Download Center</h1>
<div class="it"><h2>Zoom Workplace desktop app</h2><p>The Zoom desktop app is your go-to for meetings, chat, whiteboards and more. It will automatically download when you start or join your first Zoom meeting, and is also available for manual download here.</p>
<a class="b" href="https://zoom.us/client/latest/ZoomInstallerFull.exe?archType=x64" id="dl">Download (64-bit)</a> <span class="s">Version 6.2.5 (45362)</span>
<p class="s">Also available for <a href="https://zoom.us/client/latest/Zoom.pkg">macOS</a>, <a href="/download?os=linux">Linux</a> and <a href="https://zoom.us/client/latest/ZoomInstallerFull.msi?archType=x64">Windows (MSI for IT admins)</a>.</p></div>
<div class="it"><h2>Zoom Plugin for Microsoft Outlook</h2><p>The Zoom Plugin for Outlook installs a button on the Microsoft Outlook tool bar to enable you to start or schedule a meeting with one-click.</p><a class="b" href="https://zoom.us/client/latest/ZoomOutlookPluginSetup.msi">Download</a></div>
<div class="it"><h2>Zoom Workplace mobile apps</h2><p>Start, join and schedule meetings; send group text, images and push-to-talk messages on mobile devices.</p><p><a href="https://apps.apple.com/us/app/zoom-workplace/id546505307">App Store</a> · <a href="https://play.google.com/store/apps/details?id=us.zoom.videomeetings">Google Play</a></p></div></div>
${cookieBar()}`,
    }),
    routes: {
      'zoom.us/client/latest/ZoomInstallerFull.exe?archType=x64': fileRoute(pe({ x64: true, strings: ['Zoom Video Communications, Inc.', 'ZoomInstallerFull', 'Microsoft Code Signing', 'zoom.us'], size: 50000 }), 'application/x-msdownload', 'ZoomInstallerFull.exe'),
    },
  },
  {
    id: 'yr-zoom-join-launch-meeting-page',
    label: 'clean',
    kind: 'meeting-client-download',
    url: 'https://us06web.zoom.us/j/84219907310?pwd=bXlGS0pQd2VZb0RqT1ZTRk5mZz09',
    body: doc({
      title: 'Launch Meeting - Zoom',
      css: `body{margin:0;font-family:Lato,Arial,sans-serif;background:#fff;color:#232333}.h{padding:14px 30px;border-bottom:1px solid #ededf4;font-weight:800;font-size:22px;color:#0b5cff}
.c{max-width:620px;margin:70px auto;text-align:center}.b{display:inline-block;background:#0b5cff;color:#fff;padding:12px 30px;border-radius:10px;text-decoration:none;font-weight:600}.s{font-size:14px;color:#747487}`,
      body: `<div class="h">zoom</div><div class="c"><h2 style="font-weight:500">Click <b>Open Zoom Workplace</b> on the dialog shown by your browser</h2>
<p class="s">If you don't see a dialog, click <b>Launch Meeting</b> below</p><p class="s">By clicking "Launch Meeting", you agree to our <a href="https://explore.zoom.us/en/terms/">Terms of Service</a> and <a href="https://explore.zoom.us/en/privacy/">Privacy Statement</a></p>
<a class="b" href="zoommtg://zoom.us/join?action=join&confno=84219907310&pwd=bXlGS0pQd2VZb0RqT1ZTRk5mZz09" id="launch">Launch Meeting</a>
<p class="s" style="margin-top:40px">Don't have Zoom Workplace app installed? <a href="/download">Download Now</a></p><p class="s">Having issues with Zoom Workplace app? <a href="/wc/join/84219907310?pwd=bXlGS0pQd2VZb0RqT1ZTRk5mZz09">Join from your browser</a></p></div>
<script>setTimeout(function(){location.href=document.getElementById('launch').href},800);</script>`,
    }),
  },
  {
    id: 'yr-codility-sample-test-start',
    label: 'clean',
    kind: 'assessment-platform',
    url: 'https://app.codility.com/demo/take-sample-test/',
    body: doc({
      title: 'Codility - Take a sample test',
      css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#fff;color:#1f2937}.h{padding:16px 30px;border-bottom:1px solid #e5e7eb;font-weight:800;color:#6d28d9;font-size:20px}
.w{max-width:760px;margin:40px auto;padding:0 20px}.b{display:inline-block;background:#6d28d9;color:#fff;padding:12px 26px;border-radius:8px;text-decoration:none;font-weight:600}.t{background:#f9fafb;border:1px solid #e5e7eb;border-radius:8px;padding:16px}`,
      body: `<div class="h">codility</div><div class="w"><h1>Practice before your real assessment</h1><p>Try a sample task to get familiar with the Codility interface. Your results are not shared with any employer.</p>
<div class="t"><b>Sample task: BinaryGap</b><p>Find the longest sequence of zeros in the binary representation of an integer. Time: 30 minutes. Languages: C, C++, C#, Go, Java, JavaScript, Kotlin, Python, Ruby, Scala, Swift, TypeScript.</p></div>
<p><a class="b" href="/demo/take-sample-test/binary_gap/">Start sample test</a></p>
<p style="font-size:14px;color:#6b7280">Everything runs in your browser — you don't need to install anything. If an employer sends you a Codility invitation, it will come from <b>no-reply@codility.com</b> and link to <b>app.codility.com</b>.</p></div>`,
    }),
  },
];
