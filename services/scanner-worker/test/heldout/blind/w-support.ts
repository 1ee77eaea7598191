import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, tag, baseCss } from '../parts/w-kit.js';
import { beepWav, fileRoute, pe } from '../parts/e-bin.js';

const wav = (): { status: number; headers: Record<string, string>; body: Buffer } => ({ status: 200, headers: { 'content-type': 'audio/wav' }, body: beepWav(2, 740) });

export const entries: Entry[] = [
  {
    id: 'w-scam-techsupport-safari-blocked-uk',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://trk.adnetpush-serve.com/c/9f3a1?zone=774120&sub=uk_mac',
    routes: {
      'trk.adnetpush-serve.com/c/9f3a1': redirectRoute(302, 'https://apple-care-uk.support-icloud-secure.help/mac/warning/?code=DW6VB36'),
      'apple-care-uk.support-icloud-secure.help/mac/warning/': html(doc({
        lang: 'en-GB',
        title: 'Apple Security Alert',
        css: `body{margin:0;font-family:-apple-system,Helvetica Neue,Helvetica,sans-serif;background:#e8e8e8}
.top{background:#2d2d2d;color:#ddd;padding:4px 14px;font-size:13px}.dlg{width:560px;margin:80px auto;background:#f6f6f6;border-radius:10px;box-shadow:0 20px 60px #0006;padding:22px 26px;text-align:center}
.dlg img{width:64px;height:64px}.dlg h2{font-size:17px;margin:10px 0}.dlg p{font-size:13px;color:#333;text-align:left}.num{font-size:24px;font-weight:700;color:#b00}
.b{display:inline-block;background:#007aff;color:#fff;border-radius:6px;padding:6px 22px;text-decoration:none;font-size:13px}`,
        body: `<div class="top">&#63743; Safari &nbsp; File &nbsp; Edit &nbsp; View &nbsp; History &nbsp; Bookmarks &nbsp; Window &nbsp; Help</div>
<div class="dlg"><img src="/mac/warning/shield.png" alt="">
<h2>Your Mac has been locked due to suspicious activity</h2>
<p>Safari has detected that your Mac is infected with Pegasus spyware and 3 other viruses (Error code: DW6VB36). Your iCloud account, Apple Pay details, photos and banking information are at risk.</p>
<p>Please do not shut down or restart your Mac. Doing so may lead to data loss and failure of the operating system. Your Apple ID has been temporarily suspended.</p>
<p>Contact Apple Support (UK) on the freephone number below. A certified technician will help you remove the threat remotely.</p>
<p style="text-align:center">Apple Support UK: <span class="num">0808 164 5529</span></p>
<p style="text-align:center"><a class="b" href="tel:08081645529">Call Now</a></p>
<p style="font-size:11px;color:#888">Ref: DW6VB36 &middot; Session 14:22 GMT &middot; © Apple UK Ltd</p></div>`,
        scripts: `<script>setTimeout(function(){alert('WARNING! Your Mac is infected. Call Apple Support 0808 164 5529 immediately.')},1800);history.pushState(null,'',location.href);onpopstate=function(){history.pushState(null,'',location.href)};</script>`,
      })),
      'apple-care-uk.support-icloud-secure.help/mac/warning/shield.png': pic(200, 30, 30),
    },
  },
  {
    id: 'w-scam-fake-av-scan-mcafee-affiliate-de',
    label: 'scam',
    kind: 'fake-av-scan',
    url: 'https://sicherheits-check24.online/scan/?s=de_push&aff=2291',
    body: doc({
      lang: 'de',
      title: 'McAfee | Ihr PC ist mit 5 Viren infiziert!',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f2f2f2}.hd{background:#c01818;color:#fff;padding:12px 24px;font-weight:700}
.box{max-width:720px;margin:30px auto;background:#fff;border:1px solid #ddd;padding:24px}.prog{height:18px;background:#eee;border-radius:9px;overflow:hidden}
.prog i{display:block;height:100%;width:0;background:#c01818;transition:width .3s}table{width:100%;font-size:13px;border-collapse:collapse;margin-top:14px}
td{border-bottom:1px solid #eee;padding:6px}.r{color:#c01818;font-weight:700}#res{display:none}.cta{display:block;text-align:center;background:#c01818;color:#fff;padding:14px;font-size:18px;text-decoration:none;margin-top:18px;border-radius:4px}`,
      body: `<div class="hd">McAfee Total Protection &nbsp;|&nbsp; Schnellscan</div>
<div class="box"><h2>Schnellscan läuft …</h2><p>Windows 10/11 wird auf Bedrohungen geprüft. Bitte schließen Sie dieses Fenster nicht.</p>
<div class="prog"><i id="p"></i></div><p id="f" class="muted" style="font-size:12px;color:#666">C:\\Windows\\System32\\</p>
<div id="res"><h3 class="r">Ergebnis: 5 Bedrohungen gefunden!</h3>
<table><tr><td>Trojan.Win32.Emotet</td><td>C:\\Users\\AppData\\Local\\Temp\\svch0st.exe</td><td class="r">Hoch</td></tr>
<tr><td>Spyware.Agent.KeyLog</td><td>C:\\Windows\\SysWOW64\\drivers\\kl.sys</td><td class="r">Hoch</td></tr>
<tr><td>Adware.Pushwoosh</td><td>Chrome\\Extensions\\bnmldh</td><td>Mittel</td></tr>
<tr><td>Riskware.BitCoinMiner</td><td>C:\\ProgramData\\msupd\\</td><td class="r">Hoch</td></tr>
<tr><td>PUP.Optional.Conduit</td><td>HKLM\\Software\\Conduit</td><td>Niedrig</td></tr></table>
<p><b>Ihr McAfee-Abonnement ist abgelaufen.</b> Ihr PC ist ungeschützt. Verlängern Sie jetzt mit <b>-50 % Rabatt</b> – Angebot nur heute gültig!</p>
<a class="cta" href="/go/renew?aff=2291">Jetzt schützen – nur 39,99 €</a><p style="font-size:11px;color:#999">Werbung. Diese Seite ist ein unabhängiger Vertriebspartner.</p></div></div>`,
      scripts: `<script>var d=['C:\\\\Windows\\\\System32\\\\drivers','C:\\\\Program Files','C:\\\\Users\\\\Public','C:\\\\Windows\\\\Temp','C:\\\\ProgramData'],w=0;
var t=setInterval(function(){w+=4;document.getElementById('p').style.width=w+'%';document.getElementById('f').textContent=d[w%5]+'\\\\'+Math.random().toString(36).slice(2,9)+'.dll';if(w>=100){clearInterval(t);document.getElementById('res').style.display='block';}},120);</script>`,
    }),
    routes: { 'sicherheits-check24.online/go/renew': redirectRoute(302, 'https://sicherheits-check24.online/scan/?done=1') },
  },
  {
    id: 'w-scam-refund-desk-norton-invoice-in',
    label: 'scam',
    kind: 'refund-desk',
    url: 'https://nortonlifelock-billing-desk.in/invoice/INV-88271934',
    body: doc({
      lang: 'en-IN',
      title: 'Invoice INV-88271934 – Norton 360 Deluxe Auto-Renewal',
      css: baseCss('#f0b400', 'Arial,sans-serif') + `.inv{max-width:760px;margin:30px auto;border:1px solid #ddd;padding:28px}.inv table{width:100%;border-collapse:collapse}.inv td,.inv th{border:1px solid #ddd;padding:8px;font-size:14px}.big{font-size:22px;color:#b00;font-weight:700}`,
      body: `<div class="inv"><h2 style="margin-top:0">Norton<span style="color:#f0b400">LifeLock</span> — Payment Confirmation</h2>
<p>Dear Customer,</p><p>Thank you for renewing your <b>Norton 360 Deluxe (5 Devices, 3 Years)</b> subscription. Your account has been charged and the order will reflect on your bank statement within 24 hours.</p>
<table><tr><th>Order No.</th><th>Product</th><th>Qty</th><th>Amount</th></tr><tr><td>INV-88271934</td><td>Norton 360 Deluxe – Auto Renewal</td><td>1</td><td>₹ 24,999.00</td></tr>
<tr><td colspan="3" style="text-align:right">GST (18%)</td><td>₹ 4,499.82</td></tr><tr><td colspan="3" style="text-align:right"><b>Total</b></td><td><b>₹ 29,498.82</b></td></tr></table>
<p>Payment method: Debit Card ending ****</p>
<p>If you did not authorise this transaction or wish to cancel and claim a <b>full refund</b>, please call our Billing Department within 24 hours:</p>
<p class="big">Toll Free: +91 80-4718-2296 &nbsp;/&nbsp; US: +1 (805) 272-9043</p>
<p>Or request cancellation online — our refund executive will connect to your computer to process the refund securely.</p>
<form action="/refund/start" method="post"><label>Full name</label><input name="name"><label>Mobile number</label><input name="mobile"><label>Order no.</label><input name="order" value="INV-88271934"><br><br><button class="btn" style="color:#000">Request Cancellation</button></form>
<p class="muted">Norton Billing Support · Sector 62, Noida · This is an auto-generated invoice, please do not reply.</p></div>`,
    }),
    routes: {
      'nortonlifelock-billing-desk.in/refund/start': html(doc({ title: 'Refund portal', body: `<div style="font-family:Arial;max-width:600px;margin:40px auto"><h2>Refund Request Received</h2><p>Step 1: Download the secure <b>Refund Connect</b> tool so our executive can process your refund.</p><p><a href="/refund/RefundConnect_Setup.exe">Download RefundConnect_Setup.exe</a></p><p>Step 2: Share the 9-digit ID shown on your screen with the executive on call.</p></div>` })),
      'nortonlifelock-billing-desk.in/refund/RefundConnect_Setup.exe': fileRoute(pe({ strings: ['AnyDesk Software GmbH', 'RefundConnect', 'ad.anynet.id'] }), 'application/octet-stream', 'RefundConnect_Setup.exe'),
    },
  },
  {
    id: 'w-scam-refund-desk-overpayment-bank-form-us',
    label: 'scam',
    kind: 'refund-desk',
    url: 'https://geeksquad-refunds.help-desk-portal.com/refund/',
    body: doc({
      title: 'Refund Processing Portal | Customer Service',
      css: baseCss('#1f3b73', 'Verdana,sans-serif') + `.panel{max-width:520px;margin:40px auto}.warn{background:#fff3cd;border:1px solid #ffe69c;padding:10px;font-size:13px}`,
      body: `<header class="top"><b style="color:#1f3b73">GEEK SQUAD · Refund Center</b><nav><a href="#">Home</a><a href="#">Plans</a><a href="#">Contact</a></nav></header>
<div class="panel card"><h2>Cancel subscription &amp; receive refund</h2>
<p>Your <b>Geek Squad Total Tech Support</b> membership was renewed for <b>$399.99</b>. To receive your refund, please enter the amount exactly as shown on your invoice and keep the line open with your agent.</p>
<div class="warn">Do not close this page. The refund is credited to your bank account in real time.</div>
<form id="rf"><label>Refund amount (USD)</label><input id="amt" placeholder="399.99"><label>Bank name</label><input><label>Account holder</label><input><button class="btn" type="submit" style="margin-top:14px">Process Refund</button></form>
<p id="out"></p><p class="muted">Agent line: +1 (844) 593-0218 · Mon–Sun 24 hrs</p></div>`,
      scripts: `<script>document.getElementById('rf').onsubmit=function(e){e.preventDefault();var a=document.getElementById('amt').value.replace(/[^0-9.]/g,'');var shown=(parseFloat(a)*100).toFixed(2);document.getElementById('out').innerHTML='<b style="color:#b00">ERROR: $'+shown+' has been credited instead of $'+a+'. Your agent will guide you to return the excess amount via gift cards or wire transfer.</b>';};</script>`,
    }),
  },
  {
    id: 'w-scam-techsupport-microsoft-erreur-fr',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://assistance-ms-fr.web-alerte.net/securite/?err=DLL0x9',
    body: doc({
      lang: 'fr',
      title: 'Erreur de sécurité Windows',
      css: `body{margin:0;background:#0063b1;color:#fff;font-family:Segoe UI,Tahoma,sans-serif}.c{max-width:820px;margin:60px auto}.face{font-size:110px;margin:0}
.n{background:#fff;color:#0063b1;display:inline-block;padding:6px 14px;font-size:28px;font-weight:700}`,
      body: `<div class="c"><p class="face">:(</p><h1>Votre ordinateur a été bloqué</h1>
<p>Erreur # DLL0x9 — Le pare-feu Windows a détecté un logiciel espion (Trojan.Spyware.Banker). Vos mots de passe, cartes bancaires et photos sont en danger.</p>
<p>Ne redémarrez pas votre ordinateur. Contactez immédiatement le support technique Microsoft agréé :</p>
<p class="n" id="n"></p><p>Appel gratuit — disponible 24h/24, 7j/7</p>
<p style="font-size:12px;opacity:.8">Code de référence : 0x8024401c · Windows Defender · Centre de sécurité</p></div>`,
      scripts: `<script>var _0x=['MDkgNzAgNzMgNDEgMjg=','Ng=='];document.getElementById('n').textContent=atob(_0x[0])+' '+atob(_0x[1])+'2';
document.body.addEventListener('mousemove',function o(){document.body.removeEventListener('mousemove',o);try{document.documentElement.requestFullscreen()}catch(e){}});
history.pushState(0,'',location.href);addEventListener('popstate',function(){history.pushState(0,'',location.href)});</script>`,
    }),
  },
  {
    id: 'w-scam-techsupport-virus-detected-ja',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://win-sec-kanri.jp-support-center.xyz/alert/',
    body: doc({
      lang: 'ja',
      title: 'Windows セキュリティ 警告',
      css: `body{margin:0;font-family:"Meiryo","Yu Gothic",sans-serif;background:#111}.w{width:640px;margin:70px auto;background:#fff;border:2px solid #d00}
.h{background:#d00;color:#fff;padding:8px 12px;font-weight:700}.b{padding:18px}.t{font-size:28px;color:#d00;font-weight:700;text-align:center}`,
      body: `<div class="w"><div class="h">⚠ Windows Defender セキュリティ センター</div><div class="b">
<p><b>ウイルスが検出されました！</b>このPCはトロイの木馬型スパイウェアに感染しています。</p>
<p>以下の情報が盗まれる危険があります：</p><ul><li>Facebookのログイン情報</li><li>クレジットカードの詳細</li><li>メールアカウントのログイン</li><li>このコンピュータに保存された写真</li></ul>
<p>このウィンドウを閉じると個人情報が危険にさらされ、Windowsの登録が停止されます。</p>
<p>すぐにMicrosoftサポートに電話してください（通話無料）：</p><p class="t">050-5806-3318</p>
<p style="font-size:12px;color:#666">サポート受付時間：24時間365日　エラーコード：#0x268d3</p></div></div>
<audio src="/alert/keikoku.wav" autoplay loop></audio>`,
      scripts: `<script>document.onkeydown=function(e){if(e.key==='Escape'||e.keyCode===123)return false};oncontextmenu=function(){return false};setTimeout(function(){confirm('ウイルスが検出されました。050-5806-3318 に電話してください。')},2500);</script>`,
    }),
    routes: { 'win-sec-kanri.jp-support-center.xyz/alert/keikoku.wav': wav() },
  },
];
